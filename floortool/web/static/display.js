// The room display in any browser (a smart TV, a second laptop): the clock view with
// the Qt display's slots and fitting rules, a seating view (alphabetical, paged, with
// the alternates and those waiting for the draw; fewer columns rather than a cut name),
// a payouts and results view (each head's bounty in a knockout event, a mystery
// bounty's prizes left to draw and drawn) and a chip leaders view (by last count,
// skipped until a stack is counted), rotating as the event's settings (or ?views=)
// say; a guarantee the house makes up says so. The director's announcement shows
// over every view (announcement.js); the event's automation flashes the screen and,
// asked with ?speak=1, speaks (room_cues.js). ?layout=NAME draws a layout (layout_view.js);
// ?set=NAME turns through a screen set's layouts, each for its seconds, by the
// server's clock as the Qt display does (every screen on one set shows the same view).
// A TV paired as a room screen (its token kept by credential.js) shows what the director
// chose for it (GET /api/staff/screen), and follows a new choice; its address, if it names a
// layout or a set, wins.
import { announcementLoader } from "./announcement.js";
import { ask, token } from "./credential.js";
import { cueLoader } from "./room_cues.js";
import { api, counted, el, goLive, grouped, language, money, ordinal, serverNow, Ticker } from "./floor.js";
import { PAYOUT_SLOTS, changeCells, fitPixelSize, fontOf, isWide, roomSlots } from "./room_layout.js";
import { wordsOf } from "./words.js";

const t = wordsOf("web.static.display");

const VIEWS = ["clock", "seating", "payouts", "chips"];
const COLORS = {
  white: "#ffffff", soft: "#cfd6e2", muted: "#8c98ad", label: "#7f8aa0", accent: "#3fc1a5",
  break: "#6cb8ff", warning: "#ff5b47", paused: "#7d889b", amber: "#f2b340", ink: "#141a24", blue: "#2f6fb5",
};
const BANNER_COLORS = {
  paused: ["amber", "ink"],
  held: ["amber", "ink"],
  not_started: ["blue", "white"],
  finished: ["paused", "white"],
};
const screen = document.getElementById("screen");
// The views' room: the window less the sign-up strip.
const screenSize = () => ({ width: screen.clientWidth || innerWidth, height: screen.clientHeight || innerHeight });
const data = { event: null, field: null, payouts: null, seating: null, results: null, structure: null, changes: null, chips: null };
// How long the seat-change strip shows a few changes before it turns to the next few.
const TURN_MS = 8000;
// Names longer than this are cut short in the strip (with "…").
const NAME_CHARS = 22;
const rotation = { views: ["clock"], seconds: 20, newLevelNote: "", view: 0, page: 0, pages: 1, timer: null };
let latest = null; // the clock's texts at the last tick

// ------------------------------------------------------------------ the clock view
function nextBreakColourUp(texts) {
  const levels = data.structure ? data.structure.levels : [];
  if (texts.isBreak || !ticker.clock) return "";
  const index = ticker.clock.index;
  const next = levels.slice(index + 1).find((row) => row.break);
  if (!next || !next.color_up || !next.color_up.length) return "";
  return t("Colour-up at the next break: {chips}", { chips: next.color_up.map(grouped).join(", ") });
}

/** The text of every slot (the Qt display's ``room_texts``). */
function clockValues(texts) {
  if (!texts) return { event: data.event ? data.event.name : "floortool", title: t("NO CLOCK"), time: "–:––" };
  const field = data.field;
  const average = field && field.average_stack !== null ? field.average_stack : null;
  const payouts = data.payouts ? data.payouts.payouts : [];
  const overlay = data.payouts ? data.payouts.prize_pool.overlay_cents : 0;
  const paid = { count: grouped(payouts.length) };
  const placesPaid = payouts.length ? counted(payouts.length, t("{count} place paid", paid), t("{count} places paid", paid)) : "";
  const values = {
    event: data.event ? data.event.name : "",
    title: texts.title.toUpperCase(),
    time: texts.time,
    blinds: texts.blinds,
    ante: texts.ante,
    banner: texts.banner || (texts.newLevel ? rotation.newLevelNote : ""),
    footer: nextBreakColourUp(texts),
    players_label: t("PLAYERS"),
    players_value: field ? `${grouped(field.players_left)} / ${grouped(field.total_entries)}` : "",
    players_sub: t("left / entries"),
    average_label: t("AVERAGE STACK"),
    average_value: average === null ? "—" : grouped(average),
    average_sub: average !== null && texts.bigBlind ? t("{count} BB", { count: grouped(Math.round(average / texts.bigBlind)) }) : "",
    prize_label: overlay ? t("GUARANTEED POOL") : t("PRIZE POOL"),
    prize_value: data.payouts ? money(data.payouts.prize_pool.total_cents) : "",
    prize_sub: [placesPaid, overlay ? t("{amount} overlay", { amount: money(overlay) }) : ""].filter(Boolean).join(" · "),
    next_label: texts.nextTitle.toUpperCase(),
    next_value: texts.nextMain,
    next_sub: texts.nextSub,
    break_label: texts.isBreak ? t("BREAK") : t("NEXT BREAK IN"),
    break_value: texts.breakIn,
    late_label: t("LATE REGISTRATION"),
    late_value: texts.lateReg,
    late_sub: texts.lateRegDetail,
    payouts_label: t("PAYOUTS"),
  };
  if (!payouts.length) values.payouts_note = t("Payouts from two entries on");
  else if (payouts.length > PAYOUT_SLOTS) values.payouts_label = t("PAYOUTS · TOP {shown} OF {count} PLACES", { shown: PAYOUT_SLOTS, count: grouped(payouts.length) });
  payouts.slice(0, PAYOUT_SLOTS).forEach((p, i) => {
    values[`payout_${i + 1}`] = `${ordinal(p.place)}  ${money(p.cents)}`;
  });
  return values;
}

/** The seat changes still to list, newest first, as ``Alice Smith → Table 3 · Seat 7``. */
function liveChanges() {
  const feed = data.changes;
  if (!feed) return [];
  const now = serverNow();
  return feed.changes
    .filter((c) => now - c.at_ms < feed.seconds * 1000)
    .map((c) => {
      const name = c.player.length <= NAME_CHARS ? c.player : `${c.player.slice(0, NAME_CHARS - 1)}…`;
      return { text: t("{name} → Table {table} · Seat {seat}", { name, table: c.table, seat: c.seat }), at: c.at_ms };
    });
}

/** The strip's label and the few changes it shows now (the Qt display's ``change_texts``). */
function changeValues(changes, cells) {
  if (!changes.length) return {};
  const pages = Math.ceil(changes.length / cells);
  const turn = changes.length > 1 ? Math.floor((serverNow() - changes[0].at) / TURN_MS) : 0;
  const page = turn % pages;
  const values = { changes_label: pages === 1 ? t("SEAT CHANGES") : t("SEAT CHANGES {page}/{pages}", { page: page + 1, pages }) };
  changes.slice(page * cells, (page + 1) * cells).forEach((c, i) => {
    values[`change_${i + 1}`] = c.text;
  });
  return values;
}

/** A module of a view seldom shown, fetched when first asked for: null until it has
 * come (the display is drawn again then). */
function lazy(path) {
  let module = null;
  let asked = null;
  return () => {
    asked ??= import(path).then((m) => ((module = m), draw()), () => (asked = null));
    return module;
  };
}
// The night has a winner: the end view (room_end_view.js, fetched only then).
const endView = lazy("./room_end_view.js");

// Places listed even when they pay nothing (a winner-takes-all night still has a 2nd).
const AT_LEAST = 3;

/** How the night ended, once it has a winner: the places from 1st on (those that pay,
 * and at least ``AT_LEAST``), or null while it is played (``app.views.final_standings``). */
function finalPlaces() {
  if (!data.event || data.event.winner === null || !data.results || !endView()) return null;
  const placed = data.results.results.filter((r) => r.place).sort((a, b) => a.places[0] - b.places[0]);
  return placed.filter((r, n) => r.prize_cents || n < AT_LEAST);
}

/** The colour of every slot's text (the Qt display's ``room_colors``); white if not named. */
function clockColors(texts) {
  if (!texts) return { event: "muted", title: "muted", time: "paused" };
  let time = "white";
  if (texts.warning) time = "warning";
  else if (texts.state === "countdown") time = "break";
  else if (texts.state in BANNER_COLORS) time = "paused";
  const colors = {
    event: "muted",
    title: texts.isBreak || texts.state === "countdown" ? "break" : "accent",
    time,
    ante: "soft",
    footer: "amber",
    banner: texts.state in BANNER_COLORS ? BANNER_COLORS[texts.state][1] : "amber",
    payouts_label: "label",
    payouts_note: "muted",
    changes_label: "amber",
  };
  if (texts.isBreak) colors.blinds = texts.colourUp ? "amber" : "break";
  for (const block of ["players", "average", "prize", "next", "break", "late"]) {
    colors[`${block}_label`] = "label";
    colors[`${block}_sub`] = "muted";
  }
  return colors;
}

function textRect(slot) {
  if (slot.name !== "banner") return slot.rect;
  const pad = slot.rect.h * 0.14;
  const r = slot.rect;
  return { x: r.x + pad * 3, y: r.y + pad, w: r.w - pad * 6, h: r.h - 2 * pad };
}

function place(node, r) {
  node.style.left = `${r.x}px`;
  node.style.top = `${r.y}px`;
  node.style.width = `${r.w}px`;
  node.style.height = `${r.h}px`;
}

let drawn = { key: "", nodes: {} };
/** Draws the clock view: boxes, the banner's background, every text at its group's size. */
function drawClock(texts) {
  const { width, height } = screenSize();
  const places = finalPlaces();
  const changes = texts && !places ? liveChanges() : [];
  let slots, values, colors;
  if (places) {
    const { endSlots, endValues, endColors } = endView();
    slots = endSlots(width, height, places.length - 1);
    values = endValues(places, data.event.name, data.results.field);
    colors = endColors();
  } else {
    slots = roomSlots(width, height, changes.length > 0);
    values = { ...clockValues(texts), ...changeValues(changes, changeCells(width, height)) };
    colors = clockColors(texts);
  }
  const radius = Math.max(height * 0.012, 4);
  const sizes = {};
  for (const slot of Object.values(slots)) {
    const text = values[slot.name];
    if (!text || slot.group === "box") continue;
    const r = textRect(slot);
    const fit = slot.name === "time" ? text.padStart(5, "0") : text;
    const size = fitPixelSize(fit, r.w, r.h, slot.bold);
    sizes[slot.group] = Math.min(sizes[slot.group] ?? size, size);
  }
  const key = `${width}x${height}${changes.length ? " changes" : ""}${places ? ` end ${places.length}` : ""}`;
  if (drawn.key !== key || screen.dataset.view !== "clock") {
    screen.replaceChildren();
    screen.dataset.view = "clock";
    drawn = { key, nodes: {} };
    for (const slot of Object.values(slots)) {
      const node = el("div", slot.group === "box" ? "box" : "text");
      node.dataset.slot = slot.name;
      place(node, slot.group === "box" ? slot.rect : textRect(slot));
      if (slot.group === "box" || slot.name === "banner") node.style.borderRadius = `${radius}px`;
      if (slot.name === "banner") {
        const back = el("div", "box banner");
        place(back, slot.rect);
        back.style.borderRadius = `${radius}px`;
        drawn.nodes.banner_back = back;
        screen.append(back);
      }
      drawn.nodes[slot.name] = node;
      screen.append(node);
    }
  }
  for (const slot of Object.values(slots)) {
    if (slot.group === "box") continue;
    const node = drawn.nodes[slot.name];
    const text = values[slot.name] || "";
    if (node.textContent !== text) node.textContent = text;
    node.style.font = fontOf(sizes[slot.group] ?? 12, slot.bold);
    node.style.lineHeight = `${textRect(slot).h}px`;
    node.style.color = COLORS[colors[slot.name] || "white"];
  }
  const back = drawn.nodes.banner_back;
  if (!back) return; // the end view has no banner
  const banner = texts && values.banner && texts.state in BANNER_COLORS ? COLORS[BANNER_COLORS[texts.state][0]] : "";
  back.hidden = !banner;
  back.style.background = banner;
}

let layoutView = null;
const drawLayout = (texts) => layoutView.drawLayout(screen, data, texts, { clockValues, clockColors, liveChanges, COLORS, BANNER_COLORS });

// ------------------------------------------------------------------ the list views
// A list's rows are this share of the screen's shorter side tall (a portrait TV's rows
// are as tall as a landscape one's), their text this share of a row.
const ROW_SHARE = 0.052;
const TEXT_SHARE = 0.64;
// A list takes fewer columns rather than shrink its text below this share of its size.
const LEAST_TEXT_SHARE = 0.75;
// Nor, in one column, below this share (a longer name is cut, with "…").
const LAST_TEXT_SHARE = 0.5;

/** How a list of ``rows`` shows in a panel ``width`` wide: the most columns (up to
 * ``most``) in which every row is whole at no less than ``LEAST_TEXT_SHARE`` of the full
 * text size, and that size (the same on every page, so the pages do not jump). */
function listLayout(width, rows, most) {
  const full = Math.floor(Math.max(Math.min(screenSize().width, screenSize().height) * ROW_SHARE, 20) * TEXT_SHARE);
  const gap = width * 0.02;
  const sizeIn = (columns) => {
    const columnWidth = (width - (columns + 1) * gap) / columns;
    return Math.min(full, ...rows.map(([left, right]) => fitPixelSize(`${left}   ${right}`, columnWidth, Infinity, true)));
  };
  let columns = most;
  while (columns > 1 && sizeIn(columns) < full * LEAST_TEXT_SHARE) columns -= 1;
  return { columns, gap, size: Math.max(sizeIn(columns), Math.floor(full * LAST_TEXT_SHARE)) };
}

/** A page of ``rows`` ([left, right, class] texts) in at most ``most`` columns of a
 * panel; how many pages. */
function listPanel(r, title, rows, most, page) {
  const panel = el("div", "panel");
  place(panel, r);
  const head = Math.max(r.h * 0.08, 24);
  const { columns: fitted, gap, size } = listLayout(r.w, rows, most);
  const rowHeight = Math.ceil(size / TEXT_SHARE);
  const perColumn = Math.max(1, Math.floor((r.h - head * 1.4) / rowHeight));
  const columns = Math.max(1, Math.min(fitted, Math.ceil(rows.length / perColumn)));
  const perPage = perColumn * columns;
  const pages = Math.max(1, Math.ceil(rows.length / perPage));
  const shown = rows.slice((page % pages) * perPage, ((page % pages) + 1) * perPage);
  const titleText = pages > 1 ? `${title} · ${(page % pages) + 1}/${pages}` : title;
  const heading = el("div", "panel-title", titleText);
  heading.style.height = `${head}px`;
  heading.style.font = fontOf(Math.min(fitPixelSize(titleText, r.w * 0.96, head * 0.8, true), head * 0.7), true);
  heading.style.lineHeight = `${head}px`;
  panel.append(heading);
  const columnWidth = (r.w - (columns + 1) * gap) / columns;
  shown.forEach(([left, right, className = ""], i) => {
    const column = Math.floor(i / perColumn);
    const row = el("div", `row ${className}`);
    place(row, { x: gap + column * (columnWidth + gap), y: head * 1.3 + (i % perColumn) * rowHeight, w: columnWidth, h: rowHeight });
    row.style.font = fontOf(size, false);
    row.style.lineHeight = `${rowHeight}px`;
    row.append(el("span", "left", left), el("span", "right", right));
    panel.append(row);
  });
  if (!rows.length) panel.append(el("div", "row empty", "—"));
  return { panel, pages };
}

function margins() {
  const { width, height } = screenSize();
  const m = height * 0.03;
  return { m, w: width - 2 * m, h: height - 2 * m };
}

/** Shows ``rows`` in at most ``most`` columns filling the screen as ``view``; how many pages. */
function showList(view, title, rows, most) {
  const { m, w, h } = margins();
  const { panel, pages } = listPanel({ x: m, y: m, w, h }, title, rows, most, rotation.page);
  screen.replaceChildren(panel);
  screen.dataset.view = view;
  return pages;
}

/** Who waits for a seat, as the seating view lists them: ``Alternate 2``, or ``Waiting``
 * for the seat draw. */
const waitingText = (w) => (w.alternate === null ? t("Waiting") : t("Alternate {number}", { number: w.alternate }));

function drawSeating() {
  const seating = data.seating;
  const rows = [];
  for (const table of seating ? seating.tables : []) {
    for (const o of table.occupied) rows.push([o.player, `${table.table} · ${o.seat}`]);
  }
  for (const w of seating ? seating.waiting : []) rows.push([w.player, waitingText(w), "waiting"]);
  for (const a of data.signup?.alternates || []) rows.push([a.player, t("Alternate {number} · to pay", { number: a.alternate }), "waiting"]);
  rows.sort((a, b) => a[0].localeCompare(b[0], language, { sensitivity: "base" }));
  return showList("seating", t("SEATING · NAME · TABLE · SEAT"), rows, isWide(screenSize().width, screenSize().height) ? 3 : 2);
}

/** The payouts panel's title: the pool, and the overlay when the house makes the guarantee. */
function payoutsTitle(payouts) {
  if (!payouts) return t("PAYOUTS");
  const pool = payouts.prize_pool;
  const total = money(pool.total_cents);
  if (!pool.overlay_cents) return t("PAYOUTS · POOL {amount}", { amount: total });
  return t("PAYOUTS · POOL {amount} · GUARANTEED, {overlay} OVERLAY", { amount: total, overlay: money(pool.overlay_cents) });
}

/** A mystery bounty's panel title: the prizes left to draw, their count and total. */
function mysteryTitle(m) {
  return t("MYSTERY BOUNTIES · {count} LEFT TO DRAW, {amount}", { count: grouped(m.left_count), amount: money(m.left_total_cents) });
}

/** A mystery bounty's rows: the prizes left by amount, then the biggest drawn so far. */
function mysteryRows(m) {
  const left = m.left.map((p) => [`${p.count} × ${money(p.cents)}`, t("left")]);
  return left.concat(m.drawn.map((p) => [p.player, t("drew {amount}", { amount: money(p.cents) })]));
}

function drawPayouts() {
  const payouts = data.payouts ? data.payouts.payouts : [];
  const heads = data.payouts ? data.payouts.bounties : [];
  const placed = (data.results ? data.results.results : []).filter((r) => r.place).sort((a, b) => a.place - b.place);
  const { m, w, h } = margins();
  const mystery = data.payouts ? data.payouts.mystery : null;
  const panels = heads.length || mystery ? 3 : 2; // a knockout's bounties get a panel of their own
  const width = (w - (panels - 1) * m) / panels;
  const at = (n) => ({ x: m + n * (width + m), y: m, w: width, h });
  const lists = [
    listPanel(at(0), payoutsTitle(data.payouts), payouts.map((p) => [ordinal(p.place), money(p.cents)]), panels === 3 ? 1 : 2, rotation.page),
  ];
  if (mystery) lists.push(listPanel(at(1), mysteryTitle(mystery), mysteryRows(mystery), 1, rotation.page));
  else if (heads.length) lists.push(listPanel(at(1), t("BOUNTIES"), heads.map((b) => [b.player, money(b.on_head_cents)]), 1, rotation.page));
  lists.push(
    listPanel(
      at(panels - 1),
      t("RESULTS"),
      placed.map((r) => [`${ordinal(r.place)}  ${r.player}`, r.prize_cents ? money(r.prize_cents) : ""]),
      1,
      rotation.page,
    ),
  );
  screen.replaceChildren(...lists.map((list) => list.panel));
  screen.dataset.view = "payouts";
  return Math.max(...lists.map((list) => list.pages));
}

// Sign-up open: a strip beside the views (signup_strip.js, fetched only then).
let signUpShown = null;
function drawSignUp() {
  if (data.signup === signUpShown) return;
  signUpShown = data.signup;
  if (!signUpShown || signUpShown.sign_up !== "open") return document.body.classList.remove("signing-up");
  import("./signup_strip.js").then((m) => draw(m.showSignUp(data.signup)), () => {});
}

// Chips counted: their view (chips_view.js, fetched only then; the clock until then).
const chipsView = lazy("./chips_view.js");
const chipsCounted = () => Boolean(data.chips?.leaders.length && chipsView());

// ------------------------------------------------------------------ rotation
const DRAWN = { seating: drawSeating, payouts: drawPayouts, chips: () => showList("chips", ...chipsView().chipList(data.chips), 1) };

/** The view on show: the rotation's, the clock instead of the chips until a stack is counted. */
function viewNow() {
  const view = rotation.views[rotation.view % rotation.views.length];
  return view === "chips" && !chipsCounted() ? "clock" : view;
}

function draw() {
  drawSignUp();
  if (layoutView) {
    drawLayout(latest);
    return;
  }
  const view = viewNow();
  if (view === "clock") {
    drawClock(latest);
    rotation.pages = 1;
  } else {
    rotation.pages = DRAWN[view]();
  }
}

function turn() {
  rotation.page += 1;
  if (rotation.page >= rotation.pages) {
    rotation.page = 0;
    rotation.view = (rotation.view + 1) % rotation.views.length;
    const skipped = rotation.views[rotation.view] === "chips" && !chipsCounted() && rotation.views.length > 1;
    if (skipped) rotation.view = (rotation.view + 1) % rotation.views.length;
  }
  draw();
}

function restartRotation() {
  clearInterval(rotation.timer); // always turning: a view's pages are known only once its data comes
  rotation.timer = setInterval(turn, rotation.seconds * 1000);
}

const query = new URLSearchParams(location.search);
async function loadRotation() {
  let setting = { views: ["clock"], seconds: 20 };
  try {
    setting = await api("/api/display");
  } catch {
    // no event yet: the clock view waits for one
  }
  const asked = (query.get("views") || "").split(",").map((v) => v.trim().toLowerCase()).filter((v) => VIEWS.includes(v));
  const seconds = Number(query.get("seconds"));
  rotation.views = asked.length ? asked : setting.views;
  rotation.newLevelNote = setting.new_level_note || "";
  rotation.seconds = Number.isInteger(seconds) && seconds >= 5 && seconds <= 600 ? seconds : setting.seconds;
  rotation.view %= rotation.views.length;
  draw();
  restartRotation();
}

/** A loader keeping ``pick`` of ``path``'s document as ``data[name]``. */
const keep = (name, path, pick = (d) => d) => () =>
  api(path).then(
    (d) => {
      data[name] = pick(d);
      draw();
    },
    () => {
      data[name] = null;
      draw();
    },
  );

// The announcement: the largest size at which the line fits its band, on as many lines as it needs.
const announced = el("aside", "announcement");
announced.id = "announcement";
announced.setAttribute("aria-live", "polite");
document.body.append(announced);
function fitAnnouncement() {
  if (announced.hidden) return;
  let size = Math.floor(announced.clientHeight / 2.4);
  announced.style.fontSize = `${size}px`;
  while (size > 8 && (announced.scrollHeight > announced.clientHeight || announced.scrollWidth > announced.clientWidth)) {
    size = Math.max(8, Math.floor(size * 0.92));
    announced.style.fontSize = `${size}px`;
  }
}
window.addEventListener("resize", fitAnnouncement);

const ticker = new Ticker((texts) => {
  latest = texts;
  if (layoutView) drawLayout(texts);
  else if (viewNow() === "clock") drawClock(texts);
});
window.addEventListener("resize", draw);
draw();
const loadLobby = keep("lobby", "/api/lobby", (d) => d.events);
const loadLists = keep("lists", "/api/display-lists");
setInterval(() => layoutView && layoutView.listsEvents(data.layout) && loadLobby(), 5000);

/** Shows the set's view the clock says, and comes back when the next is due. */
function turnSet() {
  const views = data.screenSet.set.views;
  const cycle = views.reduce((sum, v) => sum + v.seconds, 0);
  let into = (serverNow() / 1000) % cycle;
  let index = 0;
  while (index < views.length - 1 && into >= views[index].seconds) into -= views[index++].seconds;
  data.layout = data.screenSet.layouts[views[index].layout];
  screen.dataset.layout = views[index].layout;
  draw();
  if (layoutView.listsEvents(data.layout)) loadLobby();
  setTimeout(turnSet, Math.max(1, Math.ceil((views[index].seconds - into) * 1000)));
}

const refused = (refusal) => screen.replaceChildren(el("div", "refusal", refusal.message));
/** Draws ``layout`` or turns through ``set`` (names), as the address or the director says. */
function start({ layout, set }) {
  if (layout) {
    Promise.all([api("/api/layout", { name: layout }), import("./layout_view.js")]).then(
      ([d, view]) => ((layoutView = view), (data.layout = d), loadLists(), view.listsEvents(d) && loadLobby(), draw()),
      refused,
    );
  } else if (set) {
    Promise.all([api("/api/screen-set", { name: set }), import("./layout_view.js")]).then(
      ([d, view]) => ((layoutView = view), (data.screenSet = d), loadLists(), turnSet()),
      refused,
    );
  }
}

// How often a paired room screen asks whether the director chose another view for it.
const CHOICE_MS = 10000;
const chosen = (d) => JSON.stringify([d.layout, d.set]);
/** A paired room screen: show what the director chose, and start again when it changes. */
function followChoice() {
  ask("/api/staff/screen").then(
    (first) => {
      start(first);
      const asking = setInterval(
        () =>
          ask("/api/staff/screen").then(
            (d) => chosen(d) !== chosen(first) && location.reload(),
            (refusal) => [401, 403].includes(refusal.status) && clearInterval(asking), // unpaired: stop asking
          ),
        CHOICE_MS,
      );
    },
    () => {}, // not a room screen (or unpaired): the built-in display
  );
}

const asked = { layout: query.get("layout"), set: query.get("layout") ? null : query.get("set") };
if (asked.layout || asked.set) start(asked);
else if (token()) followChoice();
goLive(
  [
    // the layouts' lists, brought with the notices only to a page that may draw a layout
    // (they grow with the field: the built-in display never asks for them)
    ...(asked.layout || asked.set || token()
      ? [
          { documents: ["/api/display-lists"], load: () => (layoutView ? loadLists() : Promise.resolve()) },
          { documents: ["/api/lobby"], load: () => (layoutView && layoutView.listsEvents(data.layout) ? loadLobby() : Promise.resolve()) },
        ]
      : []),
    { documents: ["/api/display"], load: loadRotation },
    { documents: ["/api/event"], load: keep("event", "/api/event", (d) => d.event) },
    { documents: ["/api/clock"], load: () => api("/api/clock").then((d) => ticker.set(d.clock), () => {}) },
    { documents: ["/api/structure"], load: keep("structure", "/api/structure", (d) => d.structure) },
    { documents: ["/api/field"], load: keep("field", "/api/field", (d) => d.field) },
    { documents: ["/api/payouts"], load: keep("payouts", "/api/payouts") },
    { documents: ["/api/seating"], load: keep("seating", "/api/seating") },
    { documents: ["/api/results"], load: keep("results", "/api/results") },
    { documents: ["/api/chips"], load: keep("chips", "/api/chips") },
    { documents: ["/api/changes"], load: keep("changes", "/api/changes") },
    { documents: ["/api/signup"], load: keep("signup", "/api/signup") },
    { documents: ["/api/ticker"], load: keep("ticker", "/api/ticker", (d) => d.ticker) },
    announcementLoader(announced, fitAnnouncement),
    cueLoader(() => (data.event ? data.event.id : null), query.get("speak") === "1"),
  ],
  ticker,
);
