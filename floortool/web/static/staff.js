// The staff desk on a paired phone: the clock's state and what the floor last said at
// the top (always in sight), then one box per job. A floor phone busts (preview,
// then confirm), runs the clock, enters buttons and finished hands, makes the
// balancing moves, registers players, records chip counts and walks the ruling wizard;
// a dealer phone has its own table's hand, button and chip counts only. Every text goes in with textContent.
import { api, el, goLive, href, money, Ticker } from "./floor.js";
import { ask, forget, say, token } from "./credential.js";
import { wordsOf } from "./words.js";

const t = wordsOf("web.static.staff");

const desk = document.getElementById("desk");
// The page's own links keep ?lang= too.
for (const a of document.querySelectorAll("a[href^='/']")) a.href = href(a.getAttribute("href"));

/** A box with a title, for one job. */
function box(title) {
  const node = el("section", "desk-box");
  node.append(el("h2", "", title));
  desk.append(node);
  return node;
}

/** A labelled input. */
function field(label, attributes = {}) {
  const wrap = el("label", "", label);
  const input = el("input");
  Object.assign(input, { autocomplete: "off", ...attributes });
  wrap.append(input);
  return [wrap, input];
}

function button(text, onClick, className = "") {
  const node = el("button", className, text);
  node.type = "button";
  node.addEventListener("click", async () => {
    node.disabled = true;
    try {
      await onClick();
    } catch (refusal) {
      say(refusal.message, true);
    } finally {
      node.disabled = false;
    }
  });
  return node;
}

const number = (input) => (input.value.trim() === "" ? null : Number(input.value));

// ------------------------------------------------------------------ bust
function bustBox() {
  const node = box(t("Bust"));
  const [findLabel, find] = field(t("Seat (12-4) or name"), { placeholder: "12-4" });
  const [stackLabel, stack] = field(t("Chips at the start of the hand (if several bust)"), {
    inputMode: "numeric",
  });
  const preview = el("ul", "lines");
  let players = [];
  let revision = null;

  async function look() {
    preview.replaceChildren();
    revision = null;
    if (!players.length) return;
    const shown = await ask("/api/staff/bust/preview", { players });
    revision = shown.revision;
    for (const bust of shown.busts) {
      const where = `${bust.table}-${bust.seat}`;
      const line = el("li", "", t("{name} ({seat}) finishes {place}", { name: bust.player, seat: where, place: bust.finishes }));
      if (bust.prize_cents) line.append(t(", prize {amount}", { amount: money(bust.prize_cents) }));
      if (bust.rule) line.append(el("span", "rule", bust.rule));
      preview.append(line);
    }
  }

  const add = button(t("Add to this hand"), async () => {
    if (!find.value.trim()) return;
    players.push({ find: find.value.trim(), stack: number(stack) });
    try {
      await look();
      find.value = "";
      stack.value = "";
    } catch (refusal) {
      players.pop();
      await look();
      throw refusal;
    }
  });
  const confirm = button(
    t("Confirm bust"),
    async () => {
      if (revision === null) return say(t("Add the players who busted first."), true);
      try {
        const done = await ask("/api/staff/bust", { players, revision });
        say(done.label);
        players = [];
        preview.replaceChildren();
        revision = null;
      } catch (refusal) {
        if (refusal.code === "moved_on") await look();
        throw refusal;
      }
    },
    "danger",
  );
  const clear = button(t("Clear"), async () => {
    players = [];
    await look();
  }, "second");
  const actions = el("div", "row");
  actions.append(confirm, clear);
  node.append(findLabel, stackLabel, add, preview, actions);
}

// ------------------------------------------------------------------ clock
function clockBox() {
  const node = box(t("Clock"));
  const actions = el("div", "row");
  actions.append(
    button(t("Pause"), async () => say((await ask("/api/staff/clock/pause", {})).label), "second"),
    button(t("Resume"), async () => say((await ask("/api/staff/clock/resume", {})).label)),
  );
  node.append(actions);
}

// ------------------------------------------------------------------ a table's hand
function tableBox(device) {
  const node = box(device.role === "dealer" ? t("Table {table}", { table: device.table }) : t("A table's hand"));
  const [tableLabel, table] = field(t("Table"), { inputMode: "numeric" });
  const [seatLabel, seat] = field(t("Button now at seat"), { inputMode: "numeric" });
  if (device.role === "dealer") {
    table.value = device.table;
    tableLabel.hidden = true;
  }
  const actions = el("div", "row");
  actions.append(
    button(t("Hand finished"), async () => {
      say((await ask("/api/staff/hand-finished", { table: number(table) })).label);
    }),
    button(t("Set the button"), async () => {
      say((await ask("/api/staff/button", { table: number(table), seat: number(seat) })).label);
    }, "second"),
  );
  node.append(tableLabel, seatLabel, actions);
}

// ------------------------------------------------------------------ chip counts
// A table's stacks, seat by seat: each line "SEAT CHIPS" (e.g. "3 125000"), sent at once.
function chipsBox(device) {
  const node = box(device.role === "dealer" ? t("Chip counts · table {table}", { table: device.table }) : t("Chip counts"));
  const [tableLabel, table] = field(t("Table"), { inputMode: "numeric" });
  if (device.role === "dealer") {
    table.value = device.table;
    tableLabel.hidden = true;
  }
  const wrap = el("label", "", t("One seat a line: seat, then chips (3 125000)"));
  const lines = el("textarea");
  lines.rows = 5;
  wrap.append(lines);
  const send = button(t("Record the counts"), async () => {
    const counts = [];
    for (const line of lines.value.split("\n")) {
      const parts = line.replaceAll(",", "").trim().split(/\s+/);
      if (parts.length === 1 && parts[0] === "") continue;
      if (parts.length !== 2 || !parts.every((p) => /^\d+$/.test(p))) {
        throw new Error(t("“{line}” is not a seat and its chips (3 125000).", { line: line.trim() }));
      }
      counts.push({ seat: Number(parts[0]), chips: Number(parts[1]) });
    }
    say((await ask("/api/staff/chips", { table: number(table), counts })).label);
    lines.value = "";
  });
  node.append(tableLabel, wrap, send);
}

// What a ruling's steps are carried out with on this page (the ruling's ``tool``).
const TOOLS = {
  balance_tables: () => t("Balancing box: Show the plan, then Make the moves."),
  register_entry: () => t("Register a player box: it applies this."),
};

// ------------------------------------------------------------------ balancing
function balanceBox() {
  const node = box(t("Balancing"));
  const moves = el("ul", "lines");
  let revision = null;
  const show = button(t("Show the plan"), async () => {
    const plan = await ask("/api/staff/balance");
    revision = plan.revision;
    moves.replaceChildren(...plan.moves.map((m) => {
      const line = el("li", "", `${m.player}: ${m.reason}`);
      line.append(el("span", "rule", m.rule));
      return line;
    }));
    if (!plan.moves.length) moves.append(el("li", "", plan.waits_for || plan.message));
  }, "second");
  const make = button(t("Make the moves"), async () => {
    if (revision === null) return say(t("Show the plan first."), true);
    const done = await ask("/api/staff/balance", { revision });
    revision = null;
    moves.replaceChildren();
    say(done.label);
  });
  const actions = el("div", "row");
  actions.append(show, make);
  node.append(actions, moves);
}

// ------------------------------------------------------------------ registration
function registerBox() {
  const node = box(t("Register a player"));
  const [nameLabel, name] = field(t("Name"), { maxLength: 100 });
  const seat = el("p", "big");
  node.append(nameLabel, button(t("Register and draw a seat"), async () => {
    const done = await ask("/api/staff/register", { name: name.value });
    const [entry] = done.entries;
    seat.textContent = entry && entry.table ? t("Table {table} · Seat {seat}", { table: entry.table, seat: entry.seat }) : "";
    name.value = "";
    say(done.label);
  }), seat);
}

// ------------------------------------------------------------------ rulings
function rulingBox() {
  const node = box(t("Ruling"));
  const [wordsLabel, words] = field(t("What happened (words)"), { placeholder: t("misdeal") });
  const steps = el("div", "choices");
  let situation = null;
  let answers = {};

  async function step() {
    const next = await ask("/api/staff/rulings/step", { situation, answers });
    steps.replaceChildren();
    if (next.ruling) return showRuling(next.ruling);
    const [question] = next.questions;
    steps.append(el("p", "", question.text));
    for (const choice of question.choices) {
      const label = (question.labels && question.labels[choice]) || choice;
      steps.append(button(label, async () => {
        answers[question.id] = choice;
        await step();
      }, "second"));
    }
  }

  function showRuling(ruling) {
    steps.append(el("p", "big", ruling.title), el("p", "", ruling.ruling));
    const tool = TOOLS[ruling.tool] && TOOLS[ruling.tool]();
    if (tool) steps.append(el("p", "", tool));
    const cited = el("ul", "lines");
    for (const c of ruling.citations) {
      const source = `${c.book} ${c.ref}`;
      const title = c.title || "";
      cited.append(el("li", "", c.borrowed ? t("{source} (borrowed): {title}", { source, title }) : `${source}: ${title}`));
    }
    const [tableLabel, table] = field(t("Table"), { inputMode: "numeric" });
    const [notesLabel, notes] = field(t("Notes"), { maxLength: 1000 });
    steps.append(cited, tableLabel, notesLabel, button(t("Record the ruling"), async () => {
      const done = await ask("/api/staff/rulings", {
        situation, answers, table: number(table), notes: notes.value,
      });
      steps.replaceChildren();
      say(done.label);
    }));
  }

  node.append(wordsLabel, button(t("Find the situation"), async () => {
    const found = await ask(`/api/staff/rulings?q=${encodeURIComponent(words.value)}`);
    steps.replaceChildren(...found.situations.slice(0, 8).map((s) => button(s.title, async () => {
      situation = s.id;
      answers = {};
      await step();
    }, "second")));
  }, "second"), steps);
}

// ------------------------------------------------------------------ the clock at the top
const STATES = {
  running: () => t("Running"),
  paused: () => t("Paused"),
  held: () => t("Held, hand-for-hand"),
  not_started: () => t("Not started"),
  countdown: () => t("Starts soon"),
  finished: () => t("Finished"),
};

/** The top line: the clock's state, its level, the time left and the blinds, ticking. */
function watchClock() {
  const line = document.getElementById("staff-clock");
  const state = el("span", "state");
  state.id = "staff-clock-state";
  const rest = el("span");
  rest.id = "staff-clock-level";
  line.append(state, rest);
  const ticker = new Ticker((shown) => {
    state.textContent = STATES[shown.state] ? STATES[shown.state]() : shown.state;
    state.className = `state ${shown.state}`;
    const left = shown.state === "countdown" ? t("starts in {time}", { time: shown.time }) : t("{time} left", { time: shown.time });
    const parts = [shown.title, left, shown.blinds].map((text) => el("span", "part", text));
    rest.replaceChildren(...parts.flatMap((part, n) => (n ? [" · ", part] : [part])));
  });
  const load = () =>
    api("/api/clock").then(
      (d) => ticker.set(d.clock),
      (refusal) => {
        state.textContent = "";
        rest.textContent = refusal.message;
      },
    );
  goLive([{ documents: ["/api/clock"], load }], ticker);
}

// ------------------------------------------------------------------ the desk
async function open() {
  if (!token()) {
    say(t("This phone is not paired: scan the pairing code shown on the director's laptop."), true);
    return;
  }
  let device;
  try {
    ({ device } = await ask("/api/staff/me"));
  } catch (refusal) {
    if (refusal.status === 401) forget();
    say(refusal.message, true);
    return;
  }
  document.getElementById("device").textContent =
    device.role === "dealer"
      ? t("{name} · dealer, table {table}", { name: device.name, table: device.table })
      : t("{name} · floor", { name: device.name });
  if (device.role === "floor") bustBox();
  tableBox(device);
  chipsBox(device);
  if (device.role === "floor") {
    clockBox();
    balanceBox();
    registerBox();
    rulingBox();
  }
}

watchClock();
open();
