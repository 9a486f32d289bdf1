// The league standings of the season the event belongs to.
import { eventNameLoader, el, frame, goLive, show, table } from "./floor.js";
import { wordsOf } from "./words.js";

const t = wordsOf("web.static.standings");

const body = frame(t("League standings"));
const area = el("section");
body.append(area);

function page(d) {
  const rows = d.standings.map((s) => ({ item: s, cells: [s.tied ? `${s.rank}=` : String(s.rank), s.player, String(s.total), String(s.events)] }));
  const title = el("p", "note", [d.league, d.season].filter((x) => typeof x === "string").join(" · "));
  const shown = table(["#", t("Player"), t("Points"), t("Events")], rows);
  shown.id = "standings";
  return [title, shown];
}

const load = () => show(area, "/api/standings", page);
goLive([eventNameLoader, { documents: ["/api/standings"], load }]);
