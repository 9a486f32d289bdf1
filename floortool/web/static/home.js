// The player's home page: the live clock, ticking in the browser, the field's figures and
// the chip leaders, under the director's announcement while there is one (announcement.js).
import { announcementLoader } from "./announcement.js";
import { api, eventNameLoader, el, frame, goLive, grouped, setText, Ticker } from "./floor.js";

const body = frame("Clock");
const card = el("section", "clock");
const parts = {};
for (const name of ["banner", "title", "time", "blinds", "ante", "next", "break"]) {
  parts[name] = el("div", name);
  parts[name].id = `clock-${name}`;
}
// A screen reader hears a new level, its blinds and PAUSED when they change, never every
// second of the countdown (a timer is read when asked).
card.setAttribute("aria-label", "Clock");
parts.time.setAttribute("role", "timer");
for (const name of ["banner", "title", "blinds"]) parts[name].setAttribute("aria-live", "polite");
parts.banner.hidden = true;
card.append(...Object.values(parts));
const figures = el("section", "figures");
const announced = el("p", "announcement");
announced.id = "announcement";
announced.setAttribute("role", "status");
const leaders = el("section", "leaders");
leaders.id = "chip-leaders";
body.append(announced, card, figures, leaders);

const ticker = new Ticker((t) => {
  setText(parts.banner, t.banner);
  parts.banner.hidden = !t.banner;
  setText(parts.title, t.title);
  setText(parts.time, t.time);
  parts.time.classList.toggle("hours", t.time.length > 5);
  card.className = `clock ${t.state}${t.warning ? " warning" : ""}`;
  setText(parts.blinds, t.blinds);
  setText(parts.ante, t.ante);
  parts.ante.hidden = !t.ante;
  setText(parts.next, [t.nextTitle, t.nextMain, t.nextSub].filter(Boolean).join(" · "));
  setText(parts.break, t.isBreak ? "On a break" : `Next break in ${t.breakIn}`);
});

function figure(label, value, id) {
  const box = el("div", "figure");
  const shown = el("div", "value", value);
  shown.id = id;
  box.append(el("div", "label", label), shown);
  return box;
}

const loadClock = () =>
  api("/api/clock").then(
    (d) => ticker.set(d.clock),
    (error) => {
      parts.title.textContent = error.message;
    },
  );

const loadField = () =>
  api("/api/field").then(
    ({ field }) => {
      const average = field.average_stack === null ? "—" : grouped(field.average_stack);
      figures.replaceChildren(
        figure("Players left", grouped(field.players_left), "players-left"),
        figure("Entries", grouped(field.total_entries), "entries"),
        figure("Average stack", average, "average-stack"),
      );
    },
    (error) => figures.replaceChildren(el("p", "note", error.message)),
  );

// The chip leaders by last count, with when each was counted; what is not counted, as such.
const loadChips = () =>
  api("/api/chips").then(
    (d) => {
      if (!d.leaders.length) {
        leaders.replaceChildren();
        return;
      }
      const list = el("ol", "leader-list");
      for (const leader of d.leaders) {
        const at = new Date(leader.counted_at);
        const when = at.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
        const item = el("li");
        item.append(
          el("span", "name", leader.player),
          el("span", "chips", grouped(leader.chips)),
          el("span", "when", when),
        );
        list.append(item);
      }
      const parts = [el("h2", "", "Chip leaders"), list];
      if (d.uncounted_players) {
        const who = `${grouped(d.uncounted_players)} player${d.uncounted_players === 1 ? "" : "s"}`;
        const note = `${grouped(d.uncounted_chips)} chips uncounted among ${who}`;
        parts.push(el("p", "note", note));
      }
      leaders.replaceChildren(...parts);
    },
    (error) => leaders.replaceChildren(el("p", "note", error.message)),
  );

goLive(
  [
    eventNameLoader,
    announcementLoader(announced),
    { documents: ["/api/clock"], load: loadClock },
    { documents: ["/api/field"], load: loadField },
    { documents: ["/api/chips"], load: loadChips },
  ],
  ticker,
);
