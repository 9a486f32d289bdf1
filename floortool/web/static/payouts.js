// The prize pool (with the overlay when the guarantee is not met), what each paid
// place gets, and in a knockout event the bounty on each head still in play (in a mystery
// bounty, the prizes left to draw and those drawn so far).
import { eventNameLoader, el, frame, goLive, grouped, money, ordinal, overlayText, show, table } from "./floor.js";
import { wordsOf } from "./words.js";

const t = wordsOf("web.static.payouts");

const body = frame(t("Payouts"));
const area = el("section");
body.append(area);

function page(d) {
  const pool = el("p", "big", t("Prize pool {amount}", { amount: money(d.prize_pool.total_cents) }));
  pool.id = "prize-pool";
  const nodes = [pool];
  const overlay = overlayText(d.prize_pool);
  if (overlay) {
    nodes.push(el("p", "note", overlay));
    nodes[1].id = "overlay";
  }
  if (!d.payouts.length) nodes.push(el("p", "note", t("Nothing is paid yet.")));
  else {
    const rows = d.payouts.map((p) => ({ item: p, cells: [ordinal(p.place), money(p.cents), p.percent] }));
    nodes.push(el("p", "note", t("{places} places paid · {entries} entries", { places: grouped(d.payouts.length), entries: grouped(d.field_size) })), table([t("Place"), t("Prize"), t("Share")], rows));
  }
  if (d.bounties.length) {
    const rows = d.bounties.map((b) => ({ item: b, cells: [b.player, money(b.on_head_cents), money(b.won_cents)] }));
    const bounties = table([t("Player"), t("Bounty on head"), t("Won")], rows);
    bounties.id = "bounties";
    nodes.push(el("h2", "", t("Bounties")));
    if (d.bounties_in_play > d.bounties.length) nodes.push(el("p", "note", t("The biggest {shown} of {all} bounties in play", { shown: d.bounties.length, all: grouped(d.bounties_in_play) })));
    nodes.push(bounties);
  }
  if (d.mystery) nodes.push(...mysteryPart(d.mystery));
  return nodes;
}

/** A mystery bounty: the prizes left to draw (by amount) and the biggest drawn so far. */
function mysteryPart(m) {
  const nodes = [el("h2", "", t("Mystery bounties"))];
  const figures = { count: grouped(m.left_count), amount: money(m.left_total_cents) };
  const left = m.fixed
    ? t("{count} prizes left to draw, {amount}", figures)
    : t("{count} prizes to draw, {amount} (not drawn yet)", figures);
  const note = el("p", "note", left);
  note.id = "mystery-left";
  nodes.push(note);
  if (m.left.length) nodes.push(table([t("Prize"), t("Left")], m.left.map((p) => ({ item: p, cells: [money(p.cents), String(p.count)] }))));
  if (m.drawn.length) {
    const drawn = table([t("Player"), t("Drawn")], m.drawn.map((p) => ({ item: p, cells: [p.player, money(p.cents)] })));
    drawn.id = "mystery-drawn";
    nodes.push(el("h2", "", t("Drawn so far")));
    if (m.drawn_count > m.drawn.length) nodes.push(el("p", "note", t("The biggest {shown} of {all} prizes drawn", { shown: m.drawn.length, all: grouped(m.drawn_count) })));
    nodes.push(drawn);
  }
  return nodes;
}

const load = () => show(area, "/api/payouts", page);
goLive([eventNameLoader, { documents: ["/api/payouts"], load }]);
