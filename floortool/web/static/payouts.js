// The prize pool and what each paid place gets.
import { eventNameLoader, el, frame, goLive, money, ordinal, show, table } from "./floor.js";

const body = frame("Payouts");
const area = el("section");
body.append(area);

function page(d) {
  const pool = el("p", "big", `Prize pool ${money(d.prize_pool.total_cents)}`);
  pool.id = "prize-pool";
  if (!d.payouts.length) return [pool, el("p", "note", "Nothing is paid yet.")];
  const rows = d.payouts.map((p) => ({ item: p, cells: [ordinal(p.place), money(p.cents), p.percent] }));
  const places = el("p", "note", `${d.payouts.length} places paid · ${d.field_size} entries`);
  return [pool, places, table(["Place", "Prize", "Share"], rows)];
}

const load = () => show(area, "/api/payouts", page);
goLive([eventNameLoader, { documents: ["/api/payouts"], load }]);
