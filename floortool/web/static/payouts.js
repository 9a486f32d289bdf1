// The prize pool (with the overlay when the guarantee is not met), what each paid
// place gets, and in a knockout event the bounty on each head still in play (in a mystery
// bounty, the prizes left to draw and those drawn so far).
import { eventNameLoader, el, frame, goLive, money, ordinal, overlayText, show, table } from "./floor.js";

const body = frame("Payouts");
const area = el("section");
body.append(area);

function page(d) {
  const pool = el("p", "big", `Prize pool ${money(d.prize_pool.total_cents)}`);
  pool.id = "prize-pool";
  const nodes = [pool];
  const overlay = overlayText(d.prize_pool);
  if (overlay) {
    nodes.push(el("p", "note", overlay));
    nodes[1].id = "overlay";
  }
  if (!d.payouts.length) nodes.push(el("p", "note", "Nothing is paid yet."));
  else {
    const rows = d.payouts.map((p) => ({ item: p, cells: [ordinal(p.place), money(p.cents), p.percent] }));
    nodes.push(el("p", "note", `${d.payouts.length} places paid · ${d.field_size} entries`), table(["Place", "Prize", "Share"], rows));
  }
  if (d.bounties.length) {
    const rows = d.bounties.map((b) => ({ item: b, cells: [b.player, money(b.on_head_cents), money(b.won_cents)] }));
    const bounties = table(["Player", "Bounty on head", "Won"], rows);
    bounties.id = "bounties";
    nodes.push(el("h2", "", "Bounties"));
    if (d.bounties_in_play > d.bounties.length) nodes.push(el("p", "note", `The biggest ${d.bounties.length} of ${d.bounties_in_play} bounties in play`));
    nodes.push(bounties);
  }
  if (d.mystery) nodes.push(...mysteryPart(d.mystery));
  return nodes;
}

/** A mystery bounty: the prizes left to draw (by amount) and the biggest drawn so far. */
function mysteryPart(m) {
  const nodes = [el("h2", "", "Mystery bounties")];
  const left = m.fixed ? `${m.left_count} prizes left to draw, ${money(m.left_total_cents)}` : `${m.left_count} prizes to draw, ${money(m.left_total_cents)} (not drawn yet)`;
  const note = el("p", "note", left);
  note.id = "mystery-left";
  nodes.push(note);
  if (m.left.length) nodes.push(table(["Prize", "Left"], m.left.map((p) => ({ item: p, cells: [money(p.cents), String(p.count)] }))));
  if (m.drawn.length) {
    const drawn = table(["Player", "Drawn"], m.drawn.map((p) => ({ item: p, cells: [p.player, money(p.cents)] })));
    drawn.id = "mystery-drawn";
    nodes.push(el("h2", "", "Drawn so far"));
    if (m.drawn_count > m.drawn.length) nodes.push(el("p", "note", `The biggest ${m.drawn.length} of ${m.drawn_count} prizes drawn`));
    nodes.push(drawn);
  }
  return nodes;
}

const load = () => show(area, "/api/payouts", page);
goLive([eventNameLoader, { documents: ["/api/payouts"], load }]);
