// The league standings of the season the event belongs to.
import { eventNameLoader, el, frame, goLive, show, t, table } from "./floor.js";

const body = frame(t("web.static.standings", "League standings"));
const area = el("section");
body.append(area);

function page(d) {
  const rows = d.standings.map((s) => ({ item: s, cells: [s.tied ? `${s.rank}=` : String(s.rank), s.player, String(s.total), String(s.events)] }));
  const title = el("p", "note", [d.league, d.season].filter((x) => typeof x === "string").join(" · "));
  const shown = table(["#", t("web.static.standings", "Player"), t("web.static.standings", "Points"), t("web.static.standings", "Events")], rows);
  shown.id = "standings";
  return [title, shown];
}

const load = () => show(area, "/api/standings", page);
goLive([eventNameLoader, { documents: ["/api/standings"], load }]);
