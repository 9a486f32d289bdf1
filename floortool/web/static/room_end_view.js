// The room display at the end of the night (display.js fetches it once the night has
// a winner): the winner in the biggest type, then the final places, as the Qt room
// display's ``ui/room_end_view.py`` lays them out and words them.
import { grouped, money, ordinal } from "./floor.js";
import { rect, slot } from "./room_layout.js";
import { wordsOf } from "./words.js";

const t = wordsOf("web.static.room_end_view");

/** Lines per column of final places, and columns at most (``ui/room_end_view.py``). */
const END_ROWS = 5;
const END_COLUMNS = 2;
const END_SHOWN = END_ROWS * END_COLUMNS;
const LONE_COLUMN = 0.62;

/** The end view's slots: the winner in the biggest type, then ``listed`` places after
 * the winner (one centred column up to ``END_ROWS``, else two). */
export function endSlots(width, height, listed = END_SHOWN) {
  if (width <= 0 || height <= 0) return {};
  const m = height * 0.03;
  const full = width - 2 * m;
  const slots = {
    event: slot("event", rect(m, m, full, height * 0.06), "event", false),
    title: slot("title", rect(m, height * 0.11, full, height * 0.07), "title"),
    winner: slot("winner", rect(m, height * 0.18, full, height * 0.22), "winner"),
    winner_prize: slot("winner_prize", rect(m, height * 0.4, full, height * 0.08), "winner_prize"),
  };
  const box = rect(m, height * 0.52, full, height * 0.45);
  slots.places_box = slot("places_box", box, "box");
  const pad = box.w * 0.02;
  let x = box.x + pad;
  const inner = box.w - 2 * pad;
  const label = box.h * 0.13;
  const y = box.y + box.h * 0.04;
  slots.places_label = slot("places_label", rect(x, y, inner, label), "label");
  const top = y + label + box.h * 0.03;
  const line = (box.y + box.h - box.h * 0.04 - top) / END_ROWS;
  const columns = listed <= END_ROWS ? 1 : END_COLUMNS;
  const gutter = inner * 0.04;
  let column = (inner - gutter * (columns - 1)) / columns;
  if (columns === 1) {
    column = inner * LONE_COLUMN;
    x += (inner - column) / 2;
  }
  for (let index = 0; index < Math.min(listed, END_SHOWN); index++) {
    const c = Math.floor(index / END_ROWS);
    const r = index % END_ROWS;
    const left = x + c * (column + gutter);
    const rowTop = top + r * line;
    const n = index + 1;
    for (const [part, start, share] of [["place", 0, 0.2], ["name", 0.2, 0.55], ["prize", 0.77, 0.23]]) {
      slots[`${part}_${n}`] = slot(`${part}_${n}`, rect(left + column * start, rowTop, column * share, line * 0.86), "final", part !== "name");
    }
  }
  return slots;
}

const placeText = (places) => (places.length > 1 ? `${ordinal(places[0])}-${ordinal(places[places.length - 1])}` : ordinal(places[0]));
const prizeText = (r) => (r.prize_cents ? money(r.prize_cents) : "");

/** The end view's texts (``end_texts``): ``places`` from the winner on, of ``event``'s
 * ``field`` entries. */
export function endValues(places, event, field) {
  const [winner, ...others] = places;
  const values = {
    event,
    title: t("WINNER"),
    winner: winner.player,
    winner_prize: prizeText(winner),
    places_label:
      others.length > END_SHOWN
        ? t("FINAL PLACES · TOP {shown} OF {field}", { shown: END_SHOWN + 1, field: grouped(field) })
        : t("FINAL PLACES · FIELD {field}", { field: grouped(field) }),
  };
  others.slice(0, END_SHOWN).forEach((r, i) => {
    values[`place_${i + 1}`] = placeText(r.places);
    values[`name_${i + 1}`] = r.player;
    values[`prize_${i + 1}`] = prizeText(r);
  });
  return values;
}

/** The colour of the end view's texts (``end_colors``); white if not named. */
export function endColors() {
  const colors = { event: "muted", title: "accent", winner_prize: "amber", places_label: "label" };
  for (let n = 1; n <= END_SHOWN; n++) {
    colors[`place_${n}`] = "accent";
    colors[`prize_${n}`] = "amber";
  }
  return colors;
}
