// One entry's page (the seat card's QR code opens it): the seat in big type (or the
// alternate's number while waiting), the stack at its last count, every move with its
// reason, the finish and prize once out; in a knockout event the bounty on the
// player's head and what they won so far (in a mystery bounty, the prizes they drew);
// once bagged the bag, and once the flight closed the Day 2 seat and stack.
import { counted, entryUnchanged, eventNameLoader, el, frame, goLive, grouped, money, ordinal, show } from "./floor.js";
import { clockTime, wordsOf } from "./words.js";

const t = wordsOf("web.static.entry");

const [, , eventId, key] = location.pathname.split("/");
const body = frame(t("My seat"));
const area = el("section", "entry");
body.append(area);

/** Fills ``seat`` for an entry waiting for a seat; the line saying what it waits for. */
function waiting(seat, alternate) {
  seat.classList.add("waiting");
  let note;
  if (alternate === null) {
    seat.append(el("span", "", t("Waiting for")), el("span", "", t("the seat draw")));
    note = t("Everyone's seat is drawn at once before play starts.");
  } else {
    seat.append(el("span", "", t("Waiting")), el("span", "", t("Alternate {number}", { number: alternate })));
    const ahead = { count: alternate - 1 };
    note =
      alternate === 1
        ? t("You get the next seat that frees up.")
        : counted(ahead.count, t("You get a seat after {count} alternate ahead of you.", ahead), t("You get a seat after {count} alternates ahead of you.", ahead));
  }
  const line = el("p", "note", note);
  line.id = "entry-waiting";
  return line;
}

// The server's line for the player, its destination kept on one line and marked.
function moveLine(move) {
  const line = el("span", "line");
  const where = t("Table {table} · Seat {seat}", { table: move.to.table, seat: move.to.seat });
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
    const drawn = bounty.draws_cents.length ? bounty.draws_cents.map(money).join(", ") : t("nothing yet");
    line.append(el("span", "", t("Mystery bounties drawn: {drawn}", { drawn })));
    line.append(el("span", "won", t("Won {amount}", { amount: money(bounty.won_cents) })));
    return line;
  }
  if (!out) line.append(el("span", "", t("Bounty on your head {amount}", { amount: money(bounty.on_head_cents) })));
  const won = { amount: money(bounty.won_cents) };
  line.append(el("span", "won", out ? t("Bounties won {amount}", won) : t("Won so far {amount}", won)));
  return line;
}

/** ``Table 3`` over ``Seat 7``. */
const tableAndSeat = (table, seat) => [el("span", "", t("Table {table}", { table })), el("span", "", t("Seat {seat}", { seat }))];

function page(entry) {
  const nodes = [el("p", "who", entry.player)];
  nodes[0].id = "entry-player";
  let seat;
  if (entry.result) {
    const result = entry.result;
    const won = result.place === 1 && result.places.length === 1;
    seat = el("p", "seat out", won ? t("Winner") : t("Out in {place}", { place: ordinal(result.place) }));
    nodes.push(seat);
    if (result.prize_cents) nodes.push(el("p", "prize", t("Prize {amount}", { amount: money(result.prize_cents) })));
  } else {
    if (entry.day2) nodes.push(el("p", "note", t("Through to Day 2: your seat")));
    seat = el("p", "seat");
    nodes.push(seat);
    if (entry.table !== null) seat.append(...tableAndSeat(entry.table, entry.seat));
    else if (entry.status === "waiting") nodes.push(waiting(seat, entry.alternate));
    else if (entry.day2 && entry.day2.table !== null)
      seat.append(...tableAndSeat(entry.day2.table, entry.day2.seat));
    else seat.textContent = entry.day2 ? t("At the draw") : t("Through to Day 2");
  }
  seat.id = "entry-seat";
  if (entry.day2) {
    const chips = grouped(entry.day2.stack);
    const text = entry.bag
      ? t("Your Day 2 stack: {chips} (bag {bag})", { chips, bag: entry.bag })
      : t("Your Day 2 stack: {chips}", { chips });
    const stack = el("p", "note", text);
    stack.id = "entry-count";
    nodes.push(stack);
  } else if (entry.last_count !== null && !entry.result) {
    const at = clockTime(new Date(entry.counted_at));
    const chips = grouped(entry.last_count);
    const text = entry.bag
      ? t("Bagged: {chips} chips in bag {bag} ({time})", { chips, bag: entry.bag, time: at })
      : t("Your stack at the last count: {chips} ({time})", { chips, time: at });
    const count = el("p", "note", text);
    count.id = "entry-count";
    nodes.push(count);
  }
  if (entry.bounty) nodes.push(bountyLine(entry.bounty, Boolean(entry.result)));
  if (entry.moves.length) {
    nodes.push(el("h2", "", t("Moves")));
    const list = el("ol", "moves");
    list.id = "moves";
    for (const move of entry.moves) {
      const time = clockTime(new Date(move.at));
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
