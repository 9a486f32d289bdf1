// A room-display layout (GET /api/layout) drawn in the page: the same regions and slots
// as the Qt display's ``ui/layout_slots.py`` makes from the same file. Each region is a
// box placed in % of the screen; its texts are slots in pixels, each at the largest size
// that fits every slot of its group. Every text is set with textContent, never as markup.
// An image region's picture comes from GET /api/layout-image, placed where the Qt display
// draws it (``picture_rect``); its name shows instead while it cannot be shown.
// A ticker region's line scrolls across it by a CSS animation in step with the Qt
// display's (``ui/ticker_line.py``: SPEED region heights a second, from the right edge,
// phased by the clock); with prefers-reduced-motion it stands still (display.css).
import { el, money, ordinal, serverNow } from "./floor.js";
import { fitPixelSize, fontOf } from "./room_layout.js";
import { wordsOf } from "./words.js";

const t = wordsOf("web.static.layout_view");

export const PAGE_SECONDS = 10;
const ROW_SHARE = 0.06;
const CELL_ASPECT = 6.5;
const LABEL_ROWS = 1.1;
const MAX_COLUMNS = 5;
const LEFT_SHARE = 0.66;
const RIGHT_SHARE = 0.3;
const DIGITS_SHARE = 0.8;
const MISSING_SHARE = 0.3;
// A scrolling line moves this many region heights a second; its type is sized by the height.
const TICKER_SPEED = 1.6;
const TICKER_SIZING = "Mg";
// Lists of long rows (the lobby's events), one column: [row share, left share, right share].
const WIDE_ROWS = { events: [0.13, 0.3, 0.68] };
const KINDS = {
  clock: "line", level: "line", message: "line", event: "line",
  blinds: "figure", next_level: "figure", break: "figure", players_left: "figure",
  average: "figure", prize_pool: "figure", late_registration: "figure",
  payouts: "list", seating: "list", moves: "list", results: "list", chip_leaders: "list", league_standings: "list", events: "list",
  qr_code: "qr", image: "image", ticker: "ticker",
};
// Each region's label and the line of an empty list, in the page's language.
const LABELS = {
  next_level: () => t("NEXT LEVEL"),
  break: () => t("NEXT BREAK IN"),
  players_left: () => t("PLAYERS"),
  average: () => t("AVERAGE STACK"),
  prize_pool: () => t("PRIZE POOL"),
  late_registration: () => t("LATE REGISTRATION"),
  payouts: () => t("PAYOUTS"),
  seating: () => t("SEATING"),
  moves: () => t("SEAT CHANGES"),
  results: () => t("RESULTS"),
  chip_leaders: () => t("CHIP LEADERS"),
  league_standings: () => t("LEAGUE STANDINGS"),
  events: () => t("EVENTS"),
};
const EMPTY = {
  payouts: () => t("Payouts from two entries on"),
  seating: () => t("No one is seated yet"),
  moves: () => t("No seat changes"),
  results: () => t("No places yet"),
  chip_leaders: () => t("No chip counts yet"),
  league_standings: () => t("Not part of a league season"),
  events: () => t("No event in play"),
};
const DEFAULTS = { size: 1, color: "#ffffff", label_color: "#7f8aa0", background: null, align: "center", when: "always", label: null, text: "", image: "" };

const rect = (x, y, w, h) => ({ x, y, w, h });
const pad = (r, share) => {
  const p = Math.min(r.w, r.h) * share;
  return rect(r.x + p, r.y + p, r.w - 2 * p, r.h - 2 * p);
};
const slot = (name, r, group, bold = true, align = "center", scale = 1) => ({ name, rect: r, group, bold, align, scale });

/** A region with the file's defaults filled in. */
export const full = (region) => ({ ...DEFAULTS, ...region });
const shownLabel = (region) => (region.label === null ? (LABELS[region.show] ? LABELS[region.show]() : "") : region.label);

/** Whether ``situation`` ({onBreak, inTheMoney, finalTable}) shows a region shown ``when``. */
export function allows(situation, when) {
  return { always: true, on_break: situation.onBreak, playing: !situation.onBreak, in_the_money: situation.inTheMoney, final_table: situation.finalTable }[when];
}

/** The region's box in pixels on a ``width`` x ``height`` screen. */
export function regionRect(region, width, height) {
  const [x, y, w, h] = region.portrait_box && height > width ? region.portrait_box : region.box;
  return rect(x * width, y * height, w * width, h * height);
}

function listArea(region, r, short) {
  const inner = pad(r, 0.04);
  if (!shownLabel(region)) return inner;
  const label = Math.min(inner.h * 0.22, short * ROW_SHARE * LABEL_ROWS);
  return rect(inner.x, inner.y + label, inner.w, inner.h - label);
}

function regionSlots(region, r, short) {
  const id = region.id;
  const slots = [];
  const kind = KINDS[region.show];
  if (kind === "qr") return [slot(`${id}.qr`, pad(r, 0.04), "qr")];
  const inner = pad(r, region.background ? 0.05 : 0.02);
  if (kind === "image") {
    const band = rect(inner.x, inner.y + inner.h / 2 - (inner.h * MISSING_SHARE) / 2, inner.w, inner.h * MISSING_SHARE);
    return [slot(id, inner, "image", false, region.align, region.size), slot(`${id}.missing`, band, `${id}.missing`, false, region.align)];
  }
  const key = `${Math.round(r.w)}x${Math.round(r.h)}`;
  if (kind === "ticker") return [slot(id, inner, `ticker:${id}`, true, "left", region.size)];
  if (kind === "line") {
    if (region.show === "clock") {
      const digits = inner.h * DIGITS_SHARE;
      slots.push(slot(id, rect(inner.x, inner.y, inner.w, digits), `clock:${id}`, true, region.align, region.size));
      slots.push(slot(`${id}.banner`, pad(rect(inner.x, inner.y + digits, inner.w, inner.h - digits), 0.12), `${id}.banner`));
    } else {
      slots.push(slot(id, inner, id, region.show !== "message", region.align, region.size));
    }
    return slots;
  }
  if (kind === "figure") {
    const shares = shownLabel(region) ? [0.24, 0.46, 0.22] : [0, 0.66, 0.28];
    const gap = (inner.h * (1 - shares.reduce((a, b) => a + b))) / 4;
    let y = inner.y + gap;
    ["label", "value", "sub"].forEach((part, i) => {
      const h = inner.h * shares[i];
      if (!h) return;
      const group = `${region.show === "blinds" ? "blinds" : "figure"}.${part}@${key}`;
      slots.push(slot(`${id}.${part}`, rect(inner.x, y, inner.w, h), group, part !== "sub", region.align, region.size));
      y += h + gap;
    });
    return slots;
  }
  const area = listArea(region, r, short);
  if (shownLabel(region)) {
    slots.push(slot(`${id}.label`, pad(rect(inner.x, inner.y, inner.w, area.y - inner.y), 0.08), `list.label@${key}`, true, region.align, region.size));
  }
  const wide = WIDE_ROWS[region.show];
  const [rowShare, leftShare, rightShare] = wide || [ROW_SHARE, LEFT_SHARE, RIGHT_SHARE];
  const group = `list.${wide ? "wide" : "row"}@${key}`;
  const rows = Math.max(1, Math.floor(area.h / (short * rowShare)));
  const columns = wide ? 1 : Math.max(1, Math.min(MAX_COLUMNS, Math.floor(area.w / ((area.h / rows) * CELL_ASPECT))));
  const gap = area.w * 0.04;
  const cellW = (area.w - gap * (columns - 1)) / columns;
  const cellH = area.h / rows;
  for (let index = 0; index < rows * columns; index++) {
    const c = Math.floor(index / rows);
    const row = index % rows;
    const x = area.x + c * (cellW + gap);
    const y = area.y + row * cellH;
    slots.push(slot(`${id}.row${index + 1}`, rect(x, y, cellW * leftShare, cellH * 0.86), group, false, "left", region.size));
    slots.push(slot(`${id}.val${index + 1}`, rect(x + cellW * (1 - rightShare), y, cellW * rightShare, cellH * 0.86), group, false, "right", region.size));
  }
  slots.push(slot(`${id}.note`, rect(area.x, area.y, area.w, Math.min(cellH, area.h)), group, false, region.align, region.size));
  return slots;
}

/** The regions ``situation`` shows, each with its box in pixels and its slots. */
export function layoutRegions(layout, width, height, situation) {
  const short = Math.min(width, height);
  return layout.regions
    .map(full)
    .filter((region) => allows(situation, region.when))
    .map((region) => {
      const r = regionRect(region, width, height);
      return { region, rect: r, slots: regionSlots(region, r, short) };
    });
}

function figure(region, v) {
  const label = shownLabel(region);
  switch (region.show) {
    case "blinds": return [label, v.blinds, v.ante];
    case "next_level": return [label && v.next_label, v.next_value, v.next_sub];
    case "break": return [region.label === null ? v.break_label : label, v.break_value, v.footer];
    case "players_left": return [label, v.players_value, v.players_sub];
    case "average": return [label, v.average_value, v.average_sub];
    case "late_registration": return [label, v.late_value, v.late_sub];
    default: return [label, v.prize_value, v.prize_sub];
  }
}

function listTexts(region, slots, rows, page) {
  const id = region.id;
  const cells = slots.filter((s) => s.name.startsWith(`${id}.row`)).length;
  let label = shownLabel(region);
  if (!rows.length) return { [`${id}.label`]: label, [`${id}.note`]: EMPTY[region.show] ? EMPTY[region.show]() : "" };
  const pages = Math.max(1, Math.ceil(rows.length / Math.max(cells, 1)));
  page %= pages;
  if (pages > 1 && label) label = `${label} ${page + 1}/${pages}`;
  const values = { [`${id}.label`]: label };
  rows.slice(page * cells, (page + 1) * cells).forEach(([left, right], i) => {
    values[`${id}.row${i + 1}`] = left;
    values[`${id}.val${i + 1}`] = right;
  });
  return values;
}

/** Where a ``width`` x ``height`` picture is drawn in its slot: as large as fits keeping
 * its shape, times the region's size, placed by its alignment, centred top to bottom. */
export function pictureRect(s, width, height) {
  const scale = Math.min(s.rect.w / width, s.rect.h / height) * s.scale;
  const w = width * scale;
  const h = height * scale;
  const x = { left: s.rect.x, right: s.rect.x + s.rect.w - w }[s.align] ?? s.rect.x + s.rect.w / 2 - w / 2;
  return rect(x, s.rect.y + s.rect.h / 2 - h / 2, w, h);
}

/** The text of every slot. ``v``: the built-in display's texts (``clockValues``);
 * ``lists``: {payouts, moves, seating, results, league_standings, events, chip_leaders} as [left, right] rows;
 * ``shown(name)``: whether the picture ``name`` can be shown (else its name shows);
 * ``ticker``: the room's scrolling line ("" : each ticker region's own text). */
export function layoutTexts(regions, v, lists, page, hasClock, shown = () => false, ticker = "") {
  const values = {};
  for (const { region, slots } of regions) {
    const id = region.id;
    const kind = KINDS[region.show];
    if (kind === "image") {
      values[`${id}.missing`] = shown(region.image) ? "" : region.image;
    } else if (kind === "line") {
      values[id] = { clock: v.time, level: v.title, event: v.event }[region.show] ?? region.text;
      if (region.show === "clock") values[`${id}.banner`] = v.banner || "";
    } else if (kind === "figure" && hasClock) {
      const [label, value, sub] = figure(region, v);
      Object.assign(values, { [`${id}.label`]: label, [`${id}.value`]: value, [`${id}.sub`]: sub });
    } else if (kind === "list") {
      Object.assign(values, listTexts(region, slots, lists[region.show] || [], page));
    } else if (kind === "ticker") {
      values[id] = ticker || region.text;
    }
  }
  return values;
}

/** The colour of a slot: labels, small lines and a missing picture's name in the
 * region's label colour, the clock's digits in ``clock`` when the state asks for one,
 * the rest in its colour. */
export function slotColor(region, name, clock) {
  const part = name.slice(region.id.length + 1);
  if (part === "label" || part === "sub" || part === "missing") return region.label_color;
  if (region.show === "clock" && !part && clock) return clock;
  return region.color;
}

/** Draws ``regions`` into ``screen``: boxes, texts at their groups' sizes, QR codes,
 * pictures (``picture(region)``: its node and size, or null while it cannot be shown). */
export function drawRegions(screen, regions, values, { clock, bannerColor, bannerBack, qr, background, picture = () => null }) {
  const height = window.innerHeight;
  const radius = Math.max(height * 0.012, 4);
  const sizes = {};
  for (const { slots } of regions) {
    for (const s of slots) {
      const text = values[s.name];
      if (!text || s.group === "qr") continue;
      let fit = s.group.startsWith("clock:") ? text.padStart(5, "0") : text; // 10:00 to 0:59 alike
      if (s.group.startsWith("ticker:")) fit = TICKER_SIZING; // sized by the height, whatever its length
      const size = fitPixelSize(fit, s.rect.w, s.rect.h, s.bold);
      sizes[s.group] = Math.min(sizes[s.group] ?? size, size);
    }
  }
  screen.replaceChildren();
  screen.dataset.view = "layout";
  screen.style.background = background;
  const width = window.innerWidth;
  for (const { region, rect: r, slots } of regions) {
    const box = el("div", "region");
    box.dataset.region = region.id;
    const [x, y, w, h] = region.portrait_box && height > width ? region.portrait_box : region.box;
    Object.assign(box.style, { left: `${x * 100}%`, top: `${y * 100}%`, width: `${w * 100}%`, height: `${h * 100}%`, borderRadius: `${radius}px` });
    if (region.background) box.style.background = region.background;
    screen.append(box);
    for (const s of slots) {
      const local = { x: s.rect.x - r.x, y: s.rect.y - r.y, w: s.rect.w, h: s.rect.h };
      if (s.group === "qr") {
        box.append(qrNode(qr[region.id] || [], local));
        continue;
      }
      if (s.group === "image") {
        const shown = picture(region);
        if (shown) {
          place(shown.node, pictureRect({ ...s, rect: local }, shown.width, shown.height));
          box.append(shown.node);
        }
        continue;
      }
      const text = values[s.name] || "";
      if (s.name.endsWith(".banner") && text && bannerBack) {
        const back = el("div", "box banner");
        place(back, local);
        back.style.background = bannerBack;
        back.style.borderRadius = `${radius}px`;
        box.append(back);
      }
      if (!text) continue;
      if (s.group.startsWith("ticker:")) {
        const size = Math.max(4, Math.floor((sizes[s.group] ?? 12) * s.scale));
        box.append(tickerNode(region.id, text, local, size, slotColor(region, s.name, clock)));
        continue;
      }
      const node = el("div", "text");
      node.dataset.slot = s.name;
      place(node, local);
      node.textContent = text;
      node.style.font = fontOf(Math.max(4, Math.floor((sizes[s.group] ?? 12) * s.scale)), s.bold);
      node.style.lineHeight = `${s.rect.h}px`;
      node.style.textAlign = s.align;
      node.style.color = s.name.endsWith(".banner") ? bannerColor : slotColor(region, s.name, clock);
      box.append(node);
    }
  }
}

// The scrolling lines drawn, by region: the same node is put back at each redraw (a
// page or a test holding it keeps it), phased again by the clock.
const tickers = new Map();

/** A scrolling line: a clipping box holding the line, moved by the animation from the
 * box's right edge until its end has passed the left, where the clock says it is now. */
function tickerNode(id, text, r, size, color) {
  const key = JSON.stringify([text, r, size, color]);
  let kept = tickers.get(id);
  if (!kept || kept.key !== key) {
    const node = el("div", "ticker");
    place(node, r);
    const line = el("span", "line");
    line.dataset.ticker = "";
    line.textContent = text;
    line.style.font = fontOf(size, true);
    line.style.lineHeight = `${r.h}px`;
    line.style.color = color;
    node.append(line);
    const measure = document.createElement("canvas").getContext("2d");
    measure.font = line.style.font;
    const travel = r.w + measure.measureText(text).width;
    line.style.setProperty("--ticker-from", `${r.w}px`);
    line.style.setProperty("--ticker-to", `${r.w - travel}px`);
    line.style.animationDuration = `${travel / (TICKER_SPEED * r.h)}s`;
    kept = { key, node, line, travel, speed: TICKER_SPEED * r.h };
    tickers.set(id, kept);
  }
  kept.line.style.animationDelay = `${-(((serverNow() / 1000) * kept.speed) % kept.travel) / kept.speed}s`;
  return kept.node;
}

function place(node, r) {
  Object.assign(node.style, { left: `${r.x}px`, top: `${r.y}px`, width: `${r.w}px`, height: `${r.h}px` });
}

/** A QR code's matrix as a canvas, black on white with its quiet zone, centred in ``r``. */
function qrNode(rows, r) {
  const modules = rows.length + 8;
  const scale = Math.max(1, Math.floor(Math.min(r.w, r.h) / modules));
  const side = modules * scale;
  const canvas = document.createElement("canvas");
  canvas.className = "qr";
  canvas.width = side;
  canvas.height = side;
  place(canvas, { x: r.x + (r.w - side) / 2, y: r.y + (r.h - side) / 2, w: side, h: side });
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, side, side);
  context.fillStyle = "#000000";
  rows.forEach((line, y) => {
    for (let x = 0; x < line.length; x++) if (line[x] === "1") context.fillRect((x + 4) * scale, (y + 4) * scale, scale, scale);
  });
  return canvas;
}

/** Whether the layout document lists the events in play (their times are read again
 * every five seconds: they move with the clocks). */
export const listsEvents = (d) => Boolean(d && d.layout.regions.some((r) => r.show === "events"));

/** The rows of the layout's list regions, as [left, right] texts. */
function layoutLists(data, liveChanges) {
  const lists = data.lists || { seating: [], results: [], standings: [] };
  const payouts = data.payouts ? data.payouts.payouts : [];
  return {
    payouts: payouts.map((p) => [ordinal(p.place), money(p.cents)]),
    moves: liveChanges().map((c) => c.text.split(" → ")),
    seating: lists.seating,
    results: lists.results,
    league_standings: lists.standings,
    chip_leaders: lists.chip_leaders || [],
    events: data.lobby || [],
  };
}

// The picture nodes, one per region and picture, kept from one drawing to the next
// (each picture fetched once); the pictures that did not load.
const pictureNodes = new Map();
const failed = new Set();

/** Whether the layout document's picture ``name`` can be shown. */
const canShow = (document_, name) => Boolean((document_.pictures || {})[name]) && !failed.has(name);

/** The node and size of the picture an image region shows, null while it cannot be shown. */
function pictureOf(document_, region) {
  if (!canShow(document_, region.image)) return null;
  const size = document_.pictures[region.image];
  const params = new URLSearchParams({ layout: document_.name, image: region.image });
  const src = `/api/layout-image?${params}`;
  const key = `${region.id} ${src}`;
  let node = pictureNodes.get(key);
  if (!node) {
    node = document.createElement("img");
    node.className = "picture";
    node.alt = region.image;
    node.addEventListener("error", () => failed.add(region.image));
    node.src = src;
    node.dataset.picture = region.id;
    pictureNodes.set(key, node);
  }
  return { node, width: size.width, height: size.height };
}

/** Draws the layout of ?layout=NAME into ``screen``, as the Qt display does; ``page``:
 * the display's own texts and colours (``clockValues``, ``clockColors`` ...). */
export function drawLayout(screen, data, texts, page) {
  const lists = data.lists || {};
  const situation = { onBreak: Boolean(texts && texts.isBreak), inTheMoney: Boolean(lists.in_the_money), finalTable: Boolean(lists.final_table) };
  const regions = layoutRegions(data.layout.layout, window.innerWidth, window.innerHeight, situation);
  const turn = Math.floor(serverNow() / 1000 / PAGE_SECONDS);
  const picture = (region) => pictureOf(data.layout, region);
  const shown = (name) => canShow(data.layout, name);
  const values = layoutTexts(regions, page.clockValues(texts), layoutLists(data, page.liveChanges), turn, Boolean(texts), shown, data.ticker || "");
  const colors = page.clockColors(texts);
  const banner = texts && texts.state in page.BANNER_COLORS ? page.BANNER_COLORS[texts.state] : null;
  drawRegions(screen, regions, values, {
    clock: colors.time === "white" ? "" : page.COLORS[colors.time],
    bannerBack: banner ? page.COLORS[banner[0]] : "",
    bannerColor: page.COLORS[banner ? banner[1] : "amber"],
    qr: data.layout.qr,
    background: data.layout.layout.background,
    picture,
  });
}
