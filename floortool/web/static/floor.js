// The web companion's shared part: the read API, the clock ticking in the browser,
// the live stream, and the page's frame (title bar, "not live" mark, links).
// Every text from the floor goes into the page with textContent, never as HTML; every
// text of the page's own is marked t(...) and said in the page's language (words.js).
import { clockTime, decimalMark, grouped, withLanguage, wordsOf } from "./words.js";

export { counted, grouped, language, ordinal } from "./words.js";
const t = wordsOf("web.static.floor");

const query = new URLSearchParams(location.search);
const entryPath = /^\/(?:entry|signup)\/(\d+)\//.exec(location.pathname);
/** The event the address asks for (?event=N, or an entry's page's /entry/N/...), or null
 * for the floor's current one. */
export const askedEvent = /^\d+$/.test(query.get("event") || "") ? query.get("event") : entryPath && entryPath[1];

/** An address of this server, keeping ?event=N and ?lang=. */
export function href(path, params = {}) {
  const url = withLanguage(new URL(path, location.origin));
  if (askedEvent !== null) url.searchParams.set("event", askedEvent);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.pathname + url.search;
}

/** A refusal of the read API, with its message for the reader. */
export class Refusal extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** ``seconds`` spread ±25 %, in ms, so the phones of a room do not all come back at once. */
const spread = (seconds) => seconds * 1000 * (0.75 + Math.random() / 2);

/** How long to wait before trying again after the ``attempt``-th refusal in a row
 * (the server was full): 5 s, 10 s, 20 s … at most a minute, spread. */
const retryDelayMs = (attempt) => spread(Math.min(60, 5 * 2 ** attempt));

// How often a read refused for a while (503 or 429 with Retry-After) is tried again.
const API_RETRIES = 3;

// Each document's ETag last read (no parameters); the documents the last notice brought.
const held = {};
let brought = {};

/**
 * The JSON document at ``path`` (of the asked event), or a Refusal; a refusal that
 * asks to try again later (the server is full) is tried again after the wait it names.
 * The browser revalidates its copy (ETag → 304); one the last notice brought is not asked.
 */
export async function api(path, params = {}) {
  const plain = !Object.keys(params).length;
  if (plain && brought[path]) return brought[path];
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(href(path, params), { cache: "no-cache" });
    const body = await response.json().catch(() => ({}));
    if (response.ok) {
      if (plain) held[path] = response.headers.get("ETag");
      return body;
    }
    const wait = Number(response.headers.get("Retry-After"));
    if ([429, 503].includes(response.status) && wait > 0 && attempt < API_RETRIES) {
      await new Promise((resolve) => setTimeout(resolve, spread(wait)));
      continue;
    }
    const error = body.error || {};
    throw new Refusal(response.status, error.code || "", error.message || t("The floor did not answer."));
  }
}

/** A new element with a class and a text. */
export function el(tag, className = "", text = null) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== null && text !== undefined) node.textContent = String(text);
  return node;
}

/** Sets ``node``'s text unless it is that already (a live region is read again on
 * every change of its text, even to the same words). */
export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/** A link of this server (keeping ?event=N and ?lang=). */
export function link(path, text, className = "") {
  const node = el("a", className, text);
  node.href = href(path);
  return node;
}

// ------------------------------------------------------------------ texts

/** ``19:47``, or ``1:02:05`` past an hour (rounded up, as a countdown shows it). */
export function formatSeconds(seconds) {
  const whole = Math.max(0, Math.ceil(seconds - 1e-9));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, "0");
  return hours ? `${hours}:${String(minutes).padStart(2, "0")}:${secs}` : `${minutes}:${secs}`;
}

/** ``1,250`` for whole amounts, ``1,250.50`` otherwise (``1.250,50`` in German). */
export function money(cents) {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = grouped(Math.floor(abs / 100));
  return abs % 100 ? `${sign}${whole}${decimalMark()}${String(abs % 100).padStart(2, "0")}` : `${sign}${whole}`;
}

/** ``200 / 400`` of a level (the clock's, its next, or a structure row). */
export const blindsText = (row) => `${grouped(row.small_blind)} / ${grouped(row.big_blind)}`;

/** ``Ante 50``, ``BB ante 400`` or "". */
export function anteText(row) {
  if (!row.ante) return "";
  const ante = grouped(row.ante);
  return row.big_blind_ante ? t("BB ante {ante}", { ante }) : t("Ante {ante}", { ante });
}

// ------------------------------------------------------------------ the clock
let offsetMs = 0; // the server's clock minus the phone's

/** The server's time now, in milliseconds since the epoch (by the phone's clock). */
export const serverNow = () => Date.now() + offsetMs;

/** Measures how far the phone's clock is from the server's (half the round trip either side). */
export async function syncTime() {
  const sent = Date.now();
  const { server_time_ms: server } = await api("/api/time");
  offsetMs = server - (sent + Date.now()) / 2;
}

/** The clock of the clock document, ticking from its ``server_time_ms`` on the server's time. */
export class Ticker {
  constructor(onTick) {
    this.clock = null;
    this.onTick = onTick;
    this.asked = 0;
    setInterval(() => this.tick(), 200);
  }

  set(clock) {
    this.clock = clock;
    this.tick();
  }

  /** Seconds since the clock document was read on the server. */
  passed() {
    return (serverNow() - this.clock.server_time_ms) / 1000;
  }

  get counting() {
    const c = this.clock;
    return c.running || (c.state === "not_started" && c.starts_in_seconds !== null);
  }

  /** Seconds ``seconds`` (as the document had them) less what has passed, if the clock runs. */
  left(seconds) {
    if (seconds === null || seconds === undefined) return null;
    return this.counting ? Math.max(0, seconds - this.passed()) : seconds;
  }

  /** Seconds played in the row in play, now. */
  elapsed() {
    return this.clock.elapsed_seconds + (this.clock.running ? this.passed() : 0);
  }

  tick() {
    if (!this.clock) return;
    const c = this.clock;
    const main = c.state === "not_started" && c.starts_in_seconds !== null ? c.starts_in_seconds : c.remaining_seconds;
    if (this.counting && this.left(main) <= 0 && Date.now() - this.asked > 2000) {
      this.asked = Date.now(); // the level (or the wait) is over: the server says what is next
      api("/api/clock").then((d) => this.set(d.clock), () => {});
    }
    this.onTick(clockTexts(this));
  }
}

// How long after a level starts the room display reminds that new blinds apply next hand.
const RULE_23_SECONDS = 10;

const BANNERS = {
  paused: () => t("PAUSED"),
  held: () => t("HAND-FOR-HAND · CLOCK HELD"),
  not_started: () => t("NOT STARTED"),
  finished: () => t("FINISHED"),
};

/** What every clock shows, as text (the window's clock texts, ticked to now). */
export function clockTexts(ticker) {
  const c = ticker.clock;
  let state = c.state;
  if (state === "not_started" && c.starts_in_seconds !== null) state = "countdown";
  if (state === "paused" && c.hand_for_hand) state = "held";
  const remaining = ticker.left(state === "countdown" ? c.starts_in_seconds : c.remaining_seconds);
  const next = c.next;
  let nextTitle = t("Next");
  let nextMain = "—";
  let nextSub = t("This is the last level");
  if (next) {
    nextTitle = next.is_break ? t("Next: Break") : t("Next: Level {level}", { level: next.level });
    nextMain = next.is_break ? t("{minutes} min", { minutes: next.minutes }) : blindsText(next);
    const chips = next.color_up.map(grouped).join(", ");
    nextSub = next.is_break ? (next.color_up.length ? t("Colour-up {chips}", { chips }) : "") : anteText(next);
  }
  let breakIn = "—";
  if (c.is_break) breakIn = t("Now");
  else if (c.next_break_in_seconds !== null) breakIn = formatSeconds(ticker.left(c.next_break_in_seconds));
  return {
    state,
    banner: BANNERS[state] ? BANNERS[state]() : "",
    title: state === "countdown" ? t("Starts in") : c.is_break ? t("Break") : levelTitle(c),
    time: formatSeconds(remaining),
    warning: c.running && remaining <= 60,
    isBreak: c.is_break,
    blinds: c.is_break ? breakLine(c) : blindsText(c),
    colourUp: c.is_break && c.color_up.length > 0,
    ante: c.is_break ? "" : anteText(c),
    bigBlind: c.is_break ? 0 : c.big_blind,
    nextTitle,
    nextMain,
    nextSub,
    breakIn,
    // the first seconds of a new level, when the room is reminded the blinds change next hand
    newLevel: (c.state === "running" || c.state === "paused") && !c.is_break && c.index > 0 && ticker.elapsed() < RULE_23_SECONDS,
    lateReg: c.late_registration_open ? t("Open") : t("Closed"),
    lateRegDetail:
      c.late_registration_open && c.late_reg_close_level !== null
        ? t("closes end of level {level}", { level: c.late_reg_close_level })
        : "",
  };
}

/** ``Level 4``, ``Level 4 · PLO``. */
function levelTitle(c) {
  const level = t("Level {level}", { level: c.level });
  return c.game ? `${level} · ${c.game}` : level;
}

/** ``Colour up 25, 100`` during a break that colours up, else ``Break``. */
function breakLine(c) {
  if (!c.color_up.length) return t("Break");
  return t("Colour up {chips}", { chips: c.color_up.map(grouped).join(", ") });
}

// ------------------------------------------------------------------ live
// A stream that says nothing for this many heartbeats is taken for dead (a Wi-Fi that
// drops without closing keeps it open, silent, for minutes).
const MISSED_HEARTBEATS = 2;
// The heartbeat the server sends until its hello says otherwise (live.py's).
const HEARTBEAT_SECONDS = 15;
// How late the last of those heartbeats may be (the Wi-Fi's own delays).
const LATE_MS = 2000;

/** ``5 s ago``, ``3 min ago``, ``1 h 5 min ago``. */
export function agoText(ms) {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return t("{seconds} s ago", { seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t("{minutes} min ago", { minutes });
  return t("{hours} h {minutes} min ago", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/**
 * The page's "Live" mark, kept true: "Live" after a hello, "Not live" when the stream
 * fails or says nothing (not even a heartbeat) for ``MISSED_HEARTBEATS``; then it opens
 * a new stream, and ``#live-age`` says how old what the page shows is ("Clock as of
 * 21:42 — 1 min ago": the last time the server spoke; a change made since is unknown).
 * ``what(time, ago)`` says that text ("Clock as of 21:42 — 1 min ago").
 */
class LiveMark {
  constructor(mark, open, what) {
    this.mark = mark;
    this.age = document.getElementById("live-age");
    this.what = what;
    this.open = open;
    this.beatMs = HEARTBEAT_SECONDS * 1000;
    this.waitingSince = Date.now(); // when this stream last spoke, or was opened
    this.asOf = null; // the server's time when it last spoke
    this.set(false);
    this.source = open();
    setInterval(() => this.check(), 1000);
  }

  set(on) {
    this.on = on;
    this.mark.textContent = on ? t("Live") : t("Not live");
    this.mark.className = on ? "live on" : "live off";
    document.body.classList.toggle("not-live", !on); // for a page's own style of it
    this.showAge();
  }

  /** The stream spoke (``heartbeatSeconds`` from a hello). */
  heard(heartbeatSeconds = null) {
    if (heartbeatSeconds) this.beatMs = heartbeatSeconds * 1000;
    this.waitingSince = Date.now();
    this.asOf = serverNow();
    if (!this.on) this.set(true);
  }

  /** A new stream instead of this one. */
  reopen() {
    this.source.close();
    this.source = this.open();
    this.waitingSince = Date.now();
  }

  /** Every second: a stream open (or opening) but silent too long is taken for dead; a
   * refused one (closed) waits for its own retry. */
  check() {
    const silent = Date.now() - this.waitingSince > MISSED_HEARTBEATS * this.beatMs + LATE_MS;
    if (silent && this.source.readyState !== EventSource.CLOSED) {
      this.set(false);
      this.reopen();
    }
    this.showAge();
  }

  showAge() {
    if (!this.age) return;
    const shown = !this.on && this.asOf !== null;
    this.age.hidden = !shown;
    if (!shown) return;
    const at = clockTime(new Date(this.asOf));
    this.age.textContent = this.what(at, agoText(serverNow() - this.asOf));
  }
}

/**
 * Listens to /api/live. ``loaders`` are ``{documents, load}``: the addresses ``load``
 * reads. The hello runs them all and says what each document depends on (``depends``);
 * a notice for the shown event runs each loader with a document that depends on a
 * subject it touches, unless the notice's ETag is the one held; it brings those the
 * page shows (``bring``). A loader may also say, by ``unchanged(notice)``, that a notice
 * leaves what it shows as it is (the entry pages a notice lists: ``entryUnchanged``).
 * ``ticker`` gets the clock a notice carries.
 */
export function goLive(loaders, ticker = null, mark = document.getElementById("live")) {
  let shown = null;
  let live = null;
  let depends = {};
  // one the server did not name: after every notice
  const touched = (path, subjects) => !depends[path] || depends[path].some((s) => subjects.includes(s));
  const run = (subjects, carried = [], tags = {}, notice = null) => {
    for (const loader of loaders) {
      if (notice && loader.unchanged && loader.unchanged(notice)) continue;
      const stale = subjects === null ? loader.documents : loader.documents.filter((path) => touched(path, subjects));
      if (stale.some((path) => !carried.includes(path) && (!tags[path] || tags[path] !== held[path]))) loader.load();
    }
  };
  let refused = 0; // refusals in a row (the server was full): each waits longer
  let helloed = false;
  const open = () => {
    const source = new EventSource(href("/api/live", { bring: [...new Set(loaders.flatMap((l) => l.documents))] }));
    source.addEventListener("error", () => {
      live.set(false);
      // Refused before any hello: an event that is not there says so (an unknown ?event=N).
      if (!helloed && !refused && source.readyState === EventSource.CLOSED) sayUnknownEvent();
      // A refusal (the server is full: 503) closes the stream for good: try later, not at once.
      if (source.readyState === EventSource.CLOSED) setTimeout(() => live.reopen(), retryDelayMs(refused++));
    });
    source.addEventListener("heartbeat", () => live.heard());
    source.addEventListener("hello", (message) => {
      const hello = JSON.parse(message.data);
      refused = 0;
      helloed = true;
      live.heard(hello.heartbeat_seconds);
      shown = hello.event;
      depends = hello.depends || {};
      brought = {};
      syncTime().catch(() => {}).finally(() => {
        if (ticker && hello.clock) ticker.set(hello.clock);
      });
      run(null);
    });
    source.addEventListener("notice", (message) => {
      live.heard();
      const notice = JSON.parse(message.data);
      if (notice.subjects.includes("event") && askedEvent === null) {
        brought = {};
        run(null); // perhaps another event is the floor's current one now
        return;
      }
      if (notice.event !== shown && notice.event !== null) return;
      const carried = ticker && notice.clock ? ["/api/clock"] : [];
      if (carried.length) ticker.set(notice.clock);
      const tags = {};
      brought = {};
      for (const [path, { etag, document }] of Object.entries(notice.documents || {})) {
        tags[path] = etag;
        if (document !== undefined) brought[path] = document;
      }
      run(notice.subjects, carried, tags, notice);
      for (const path of Object.keys(brought)) held[path] = tags[path];
    });
    return source;
  };
  const what = ticker
    ? (at, ago) => t("Clock as of {time} — {ago}", { time: at, ago })
    : (at, ago) => t("As of {time} — {ago}", { time: at, ago });
  live = new LiveMark(mark, open, what);
}

/** Under the page's heading, why the event asked for cannot be shown (a 404 of
 * /api/event, asked once: a server too busy for the stream is not asked again). */
async function sayUnknownEvent() {
  const answer = await fetch(href("/api/event"), { cache: "no-cache" }).catch(() => null);
  const heading = document.querySelector("main h1");
  if (!answer || answer.status !== 404 || !heading || document.getElementById("refusal")) return;
  const body = await answer.json().catch(() => ({}));
  const line = el("p", "note refusal", (body.error && body.error.message) || t("There is no such event."));
  line.id = "refusal";
  line.setAttribute("role", "alert");
  heading.after(line);
}

/**
 * Whether ``notice`` leaves as they are the entries a page shows, by their ``tags``
 * (null: the page shows none it knows of): it lists the entry pages it changed and
 * none is one of them; ``names``: the page also shows who matches a name, which a new
 * entry or a new name may change.
 */
export function entryUnchanged(notice, tags, names = false) {
  const entries = notice.entries;
  if (!entries || tags === null || (names && entries.names)) return false;
  return !tags.some((tag) => entries.changed.includes(tag));
}

// ------------------------------------------------------------------ the frame
const LINKS = () => [
  ["/", t("Clock")],
  ["/find", t("Find my seat")],
  ["/payouts", t("Payouts")],
  ["/results", t("Results")],
  ["/standings", t("League")],
  ["/structure", t("Structure")],
];

/** The page's title bar (event name, live mark) and how old the page is when not live,
 * its body (the ``main`` landmark: the event's winner once it is over, the heading, then
 * what the page appends) and its links; returns the body. */
export function frame(title) {
  const top = el("header");
  const bar = el("div", "bar");
  const name = el("span", "event", "floortool");
  name.id = "event-name";
  const live = el("span", "live off", t("Not live"));
  live.id = "live";
  live.setAttribute("role", "status"); // "Not live" is said when the connection drops
  bar.append(name, live);
  const age = el("p", "live-age");
  age.id = "live-age";
  age.hidden = true;
  top.append(bar, age);
  const winner = el("p", "winner");
  winner.id = "winner";
  winner.hidden = true;
  const heading = el("h1", "", title);
  const body = el("main");
  body.append(winner, heading);
  const nav = el("nav");
  nav.setAttribute("aria-label", t("Pages"));
  for (const [path, text] of LINKS()) {
    const a = link(path, text);
    if (location.pathname === path) a.setAttribute("aria-current", "page");
    nav.append(a);
  }
  document.body.append(top, body, nav);
  import("./language_switch.js").then((m) => nav.after(m.languageSwitch()), () => {});
  document.title = `${title} — floortool`;
  return body;
}

/** Loads the event's name into the title bar, and its winner once it is over; a loader
 * for ``goLive``. */
export const eventNameLoader = {
  documents: ["/api/event"],
  load: () =>
    api("/api/event").then(
      (d) => {
        document.getElementById("event-name").textContent = d.event.name;
        const winner = document.getElementById("winner");
        winner.hidden = d.event.winner === null;
        winner.textContent = d.event.winner === null ? "" : t("Winner: {name}", { name: d.event.winner });
      },
      () => {},
    ),
};

/** ``area`` shows ``make(document)``'s nodes, or the refusal's message. */
export async function show(area, path, make, params = {}) {
  try {
    const doc = await api(path, params);
    area.replaceChildren(...make(doc));
  } catch (error) {
    area.replaceChildren(el("p", "note", error.message));
  }
}

/** A table: a head row and a row per item, each cell a text or a node. */
/** ``Guaranteed 5,000.00 · the house adds 1,200.00`` when a guarantee is not met by the
 * buy-ins, else "" (a payouts document's ``prize_pool``). */
export function overlayText(pool) {
  if (!pool || !pool.overlay_cents) return "";
  return t("Guaranteed {guarantee} · the house adds {overlay}", {
    guarantee: money(pool.guarantee_cents),
    overlay: money(pool.overlay_cents),
  });
}

export function table(heads, rows, rowClass = () => "") {
  const node = el("table");
  const head = el("tr");
  for (const h of heads) head.append(el("th", "", h));
  node.append(el("thead"));
  node.firstChild.append(head);
  const body = el("tbody");
  for (const row of rows) {
    const tr = el("tr", rowClass(row.item));
    for (const cell of row.cells) {
      const td = el("td");
      if (cell instanceof Node) td.append(cell);
      else td.textContent = cell;
      tr.append(td);
    }
    body.append(tr);
  }
  node.append(body);
  return node;
}
