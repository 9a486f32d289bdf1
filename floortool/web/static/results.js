// The finishing places so far, the last one out first.
import { eventNameLoader, el, frame, goLive, money, ordinal, show, table } from "./floor.js";

const body = frame("Results");
const area = el("section");
body.append(area);

function page(d) {
  const left = el("p", "note", `${d.remaining} of ${d.field} left`);
  const placed = d.results.filter((r) => r.place).sort((a, b) => a.place - b.place);
  if (!placed.length) return [left, el("p", "note", "Nobody is out yet.")];
  const rows = placed.map((r) => ({ item: r, cells: [ordinal(r.place), r.player, r.prize_cents ? money(r.prize_cents) : ""] }));
  const shown = table(["Place", "Player", "Prize"], rows);
  shown.id = "results";
  return [left, shown];
}

const load = () => show(area, "/api/results", page);
goLive([eventNameLoader, { documents: ["/api/results"], load }]);
