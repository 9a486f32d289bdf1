// The finishing places so far, the last one out first.
import { eventNameLoader, el, frame, goLive, grouped, money, ordinal, show, table } from "./floor.js";
import { wordsOf } from "./words.js";

const t = wordsOf("web.static.results");

const body = frame(t("Results"));
const area = el("section");
body.append(area);

function page(d) {
  const left = el("p", "note", t("{left} of {field} left", { left: grouped(d.remaining), field: grouped(d.field) }));
  const placed = d.results.filter((r) => r.place).sort((a, b) => a.place - b.place);
  if (!placed.length) return [left, el("p", "note", t("Nobody is out yet."))];
  const rows = placed.map((r) => ({ item: r, cells: [ordinal(r.place), r.player, r.prize_cents ? money(r.prize_cents) : ""] }));
  const shown = table([t("Place"), t("Player"), t("Prize")], rows);
  shown.id = "results";
  return [left, shown];
}

const load = () => show(area, "/api/results", page);
goLive([eventNameLoader, { documents: ["/api/results"], load }]);
