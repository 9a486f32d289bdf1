// One entry's page (the seat card's QR code opens it): the seat in big type (or the
// alternate's number while waiting), the stack at its last count, every move with its
// reason, the finish and prize once out; in a knockout event the bounty on the
// player's head and what they won so far (in a mystery bounty, the prizes they drew);
// once bagged the bag, and once the flight closed the Day 2 seat and stack.
import { entryUnchanged, eventNameLoader, el, frame, goLive, grouped, money, ordinal, show } from "./floor.js";

const [, , eventId, key] = location.pathname.split("/");
const body = frame("My seat");
const area = el("section", "entry");
body.append(area);

/** Fills ``seat`` for an entry waiting for a seat; the line saying what it waits for. */
function waiting(seat, alternate) {
  seat.classList.add("waiting");
  let note;
  if (alternate === null) {
    seat.append(el("span", "", "Waiting for"), el("span", "", "the seat draw"));
    note = "Everyone's seat is drawn at once before play starts.";
  } else {
    seat.append(el("span", "", "Waiting"), el("span", "", `Alternate ${alternate}`));
    note = alternate === 1 ? "You get the next seat that frees up." : `You get a seat after ${alternate - 1} alternate${alternate === 2 ? "" : "s"} ahead of you.`;
  }
  const line = el("p", "note", note);
  line.id = "entry-waiting";
  return line;
}

// The server's line for the player, its destination kept on one line and marked.
function moveLine(move) {
  const line = el("span", "line");
  const where = `Table ${move.to.table} · Seat ${move.to.seat}`;
  const at = move.text.indexOf(where);
  if (at < 0) line.textContent = move.text;
  else {
    const after = move.text.slice(at + where.length);
    line.append(move.text.slice(0, at), el("strong", "to", where), after);
  }
  return line;
}

/** ``Bounty on your head 35.00`` over ``Won so far 10.00`` (once out, what was won only);
 * in a mystery bounty nothing is on a head: the prizes drawn (``Drawn 500.00, 100.00``). */
function bountyLine(bounty, out) {
  const line = el("p", "bounty");
  line.id = "entry-bounty";
  if (bounty.draws_cents) {
    const drawn = bounty.draws_cents.length ? bounty.draws_cents.map(money).join(", ") : "nothing yet";
    line.append(el("span", "", `Mystery bounties drawn: ${drawn}`));
    line.append(el("span", "won", `Won ${money(bounty.won_cents)}`));
    return line;
  }
  if (!out) line.append(el("span", "", `Bounty on your head ${money(bounty.on_head_cents)}`));
  line.append(el("span", "won", `${out ? "Bounties won" : "Won so far"} ${money(bounty.won_cents)}`));
  return line;
}

function page(entry) {
  const nodes = [el("p", "who", entry.player)];
  nodes[0].id = "entry-player";
  let seat;
  if (entry.result) {
    const result = entry.result;
    const won = result.place === 1 && result.places.length === 1;
    seat = el("p", "seat out", won ? "Winner" : `Out in ${ordinal(result.place)}`);
    nodes.push(seat);
    if (result.prize_cents) nodes.push(el("p", "prize", `Prize ${money(result.prize_cents)}`));
  } else {
    if (entry.day2) nodes.push(el("p", "note", "Through to Day 2: your seat"));
    seat = el("p", "seat");
    nodes.push(seat);
    if (entry.table !== null) seat.append(el("span", "", `Table ${entry.table}`), el("span", "", `Seat ${entry.seat}`));
    else if (entry.status === "waiting") nodes.push(waiting(seat, entry.alternate));
    else if (entry.day2 && entry.day2.table !== null)
      seat.append(el("span", "", `Table ${entry.day2.table}`), el("span", "", `Seat ${entry.day2.seat}`));
    else seat.textContent = entry.day2 ? "At the draw" : "Through to Day 2";
  }
  seat.id = "entry-seat";
  if (entry.day2) {
    const bag = entry.bag ? ` (bag ${entry.bag})` : "";
    const stack = el("p", "note", `Your Day 2 stack: ${grouped(entry.day2.stack)}${bag}`);
    stack.id = "entry-count";
    nodes.push(stack);
  } else if (entry.last_count !== null && !entry.result) {
    const at = new Date(entry.counted_at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
    const text = entry.bag
      ? `Bagged: ${grouped(entry.last_count)} chips in bag ${entry.bag} (${at})`
      : `Your stack at the last count: ${grouped(entry.last_count)} (${at})`;
    const count = el("p", "note", text);
    count.id = "entry-count";
    nodes.push(count);
  }
  if (entry.bounty) nodes.push(bountyLine(entry.bounty, Boolean(entry.result)));
  if (entry.moves.length) {
    nodes.push(el("h2", "", "Moves"));
    const list = el("ol", "moves");
    list.id = "moves";
    for (const move of entry.moves) {
      const time = new Date(move.at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
      const item = el("li");
      item.append(el("span", "at", time), moveLine(move));
      list.append(item);
    }
    nodes.push(list);
  }
  return nodes;
}

// The entry's tag (null until its page is shown): a notice that does not list it leaves the page as it is.
let tag = null;
const load = () =>
  show(area, `/api/entry/${eventId}/${key}`, (d) => {
    tag = d.tag;
    return page(d);
  });
goLive([eventNameLoader, { documents: ["/api/entry"], load, unchanged: (notice) => entryUnchanged(notice, tag === null ? null : [tag]) }]);
