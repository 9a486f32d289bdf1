// Where each text of the room display goes: the Qt room display's slots
// (floortool/ui/room_layout.py), the same proportions, and its fitting rule: every
// text at the largest size that fits its slot (digits measured as the widest digit),
// one size for all the slots of a group.

export const WIDE_ASPECT = 1.45;
export const BLOCKS = ["players", "average", "prize", "next", "break", "late"];
export const PAYOUT_COLUMNS = 5;
export const PAYOUT_ROWS = 2;
export const PAYOUT_SLOTS = PAYOUT_COLUMNS * PAYOUT_ROWS;
export const WIDE_CHANGES = 2;
export const NARROW_CHANGES = 1;
const CHANGES_SHARE = 0.34;
const FIT_MARGIN = 0.97;
const MIN_PIXEL_SIZE = 4;
export const FONT_FAMILY = 'system-ui, "Segoe UI", Roboto, "DejaVu Sans", sans-serif';

export const rect = (x, y, w, h) => ({ x, y, w, h });
export const slot = (name, r, group, bold = true) => ({ name, rect: r, group, bold });

export const isWide = (width, height) => height > 0 && width / height >= WIDE_ASPECT;

function block(slots, name, r, label, value, sub) {
  const padX = r.w * 0.06;
  const gap = (r.h * (1 - label - value - sub)) / 4;
  const x = r.x + padX;
  const width = r.w - 2 * padX;
  let y = r.y + gap;
  for (const [part, share, group, bold] of [
    ["label", label, "label", true],
    ["value", value, "value", true],
    ["sub", sub, "sub", false],
  ]) {
    const height = r.h * share;
    slots[`${name}_${part}`] = slot(`${name}_${part}`, rect(x, y, width, height), group, bold);
    y += height + gap;
  }
  slots[`${name}_box`] = slot(`${name}_box`, r, "box");
}

function payoutsBand(slots, r) {
  slots.payouts_box = slot("payouts_box", r, "box");
  const padX = r.w * 0.015;
  const x = r.x + padX;
  const width = r.w - 2 * padX;
  const label = r.h * 0.2;
  const row = r.h * 0.3;
  const gap = (r.h - label - PAYOUT_ROWS * row) / (PAYOUT_ROWS + 2);
  let y = r.y + gap;
  slots.payouts_label = slot("payouts_label", rect(x, y, width, label), "label");
  y += label + gap;
  slots.payouts_note = slot("payouts_note", rect(x, y, width, PAYOUT_ROWS * row + (PAYOUT_ROWS - 1) * gap), "payouts_note", false);
  const cellGap = width * 0.012;
  const cell = (width - (PAYOUT_COLUMNS - 1) * cellGap) / PAYOUT_COLUMNS;
  for (let index = 0; index < PAYOUT_SLOTS; index++) {
    const r2 = Math.floor(index / PAYOUT_COLUMNS);
    const c = index % PAYOUT_COLUMNS;
    const name = `payout_${index + 1}`;
    slots[name] = slot(name, rect(x + c * (cell + cellGap), y + r2 * (row + gap), cell, row), "payout");
  }
}

function changesStrip(slots, r, cells) {
  slots.changes_box = slot("changes_box", r, "box");
  const padX = r.w * 0.015;
  const padY = r.h * 0.16;
  const x = r.x + padX;
  const y = r.y + padY;
  const width = r.w - 2 * padX;
  const height = r.h - 2 * padY;
  const label = width * 0.14;
  slots.changes_label = slot("changes_label", rect(x, y, label, height), "changes_label");
  const gap = width * 0.015;
  const cell = (width - label - cells * gap) / cells;
  for (let index = 0; index < cells; index++) {
    const name = `change_${index + 1}`;
    slots[name] = slot(name, rect(x + label + gap + index * (cell + gap), y, cell, height), "change", false);
  }
}

/** The payouts panel in ``r``, sharing it with the seat-change strip if ``changes`` cells. */
function bottomBand(slots, r, changes) {
  if (!changes) {
    payoutsBand(slots, r);
    return;
  }
  const strip = r.h * CHANGES_SHARE;
  const gap = r.h * 0.04;
  payoutsBand(slots, rect(r.x, r.y, r.w, r.h - strip - gap));
  changesStrip(slots, rect(r.x, r.y + r.h - strip, r.w, strip), changes);
}

function wide(width, height, changes) {
  const m = height * 0.03;
  const column = width * 0.22;
  const gutter = width * 0.02;
  const cx = m + column + gutter;
  const cw = width - 2 * (m + column + gutter);
  const slots = {
    event: slot("event", rect(m, m, width - 2 * m, height * 0.065), "event", false),
    title: slot("title", rect(cx, height * 0.11, cw, height * 0.07), "title"),
    time: slot("time", rect(cx, height * 0.18, cw, height * 0.29), "time"),
    blinds: slot("blinds", rect(cx, height * 0.47, cw, height * 0.095), "blinds"),
    ante: slot("ante", rect(cx, height * 0.565, cw, height * 0.06), "ante", false),
    banner: slot("banner", rect(cx, height * 0.635, cw, height * 0.06), "banner"),
    footer: slot("footer", rect(m, height * 0.92, width - 2 * m, height * 0.045), "footer", false),
  };
  const top = height * 0.11;
  const bottom = height * 0.695;
  const gap = height * 0.015;
  const boxHeight = (bottom - top - 2 * gap) / 3;
  for (const [columnX, names] of [
    [m, BLOCKS.slice(0, 3)],
    [width - m - column, BLOCKS.slice(3)],
  ]) {
    names.forEach((name, row) => {
      block(slots, name, rect(columnX, top + row * (boxHeight + gap), column, boxHeight), 0.19, 0.38, 0.19);
    });
  }
  bottomBand(slots, rect(m, height * 0.71, width - 2 * m, height * 0.195), changes);
  return slots;
}

function narrow(width, height, changes) {
  const m = height * 0.02;
  const full = width - 2 * m;
  const slots = {
    event: slot("event", rect(m, m, full, height * 0.04), "event", false),
    title: slot("title", rect(m, height * 0.065, full, height * 0.05), "title"),
    time: slot("time", rect(m, height * 0.115, full, height * 0.26), "time"),
    blinds: slot("blinds", rect(m, height * 0.375, full, height * 0.085), "blinds"),
    ante: slot("ante", rect(m, height * 0.46, full, height * 0.035), "ante", false),
    banner: slot("banner", rect(m, height * 0.497, full, height * 0.04), "banner"),
    footer: slot("footer", rect(m, height * 0.953, full, height * 0.037), "footer", false),
  };
  const gap = width * 0.015;
  const boxWidth = (full - 2 * gap) / 3;
  for (const [top, names] of [
    [height * 0.543, BLOCKS.slice(3)],
    [height * 0.656, BLOCKS.slice(0, 3)],
  ]) {
    names.forEach((name, column) => {
      block(slots, name, rect(m + column * (boxWidth + gap), top, boxWidth, height * 0.105), 0.23, 0.36, 0.25);
    });
  }
  bottomBand(slots, rect(m, height * 0.768, full, height * 0.178), changes);
  return slots;
}

/** How many seat changes the strip lists side by side on a ``width`` x ``height`` screen. */
export const changeCells = (width, height) => (isWide(width, height) ? WIDE_CHANGES : NARROW_CHANGES);

/** The clock view's slots for a ``width`` x ``height`` screen, by name (with the
 * seat-change strip when ``changes``). */
export function roomSlots(width, height, changes = false) {
  if (width <= 0 || height <= 0) return {};
  const cells = changes ? changeCells(width, height) : 0;
  return isWide(width, height) ? wide(width, height, cells) : narrow(width, height, cells);
}

// ------------------------------------------------------------------ fitting
const context = document.createElement("canvas").getContext("2d");

export const fontOf = (size, bold) => `${bold ? 700 : 500} ${size}px ${FONT_FAMILY}`;

function measure(text, bold) {
  context.font = fontOf(100, bold);
  const metrics = context.measureText(text);
  const height = metrics.fontBoundingBoxAscent + metrics.fontBoundingBoxDescent || 117;
  return { advance: Math.max(metrics.width, 1e-6), height };
}

const widest = {};
function widestDigit(bold) {
  if (!(bold in widest)) {
    widest[bold] = [..."0123456789"].reduce((a, b) => (measure(b, bold).advance > measure(a, bold).advance ? b : a));
  }
  return widest[bold];
}

const fitted = new Map();
/** The largest pixel size at which ``text`` (any digits) fits in a ``width`` x ``height`` box. */
export function fitPixelSize(text, width, height, bold) {
  if (!text) return MIN_PIXEL_SIZE;
  const shape = text.replace(/\d/g, widestDigit(bold));
  const key = `${shape}|${width}|${height}|${bold}`;
  if (!fitted.has(key)) {
    const { advance, height: line } = measure(shape, bold);
    const size = Math.floor(100 * Math.min((width * FIT_MARGIN) / advance, height / line));
    fitted.set(key, Math.max(size, MIN_PIXEL_SIZE));
  }
  return fitted.get(key);
}
