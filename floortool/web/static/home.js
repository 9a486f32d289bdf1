// The player's home page: the live clock, ticking in the browser, the field's figures and
// the chip leaders, under the director's announcement while there is one (announcement.js).
import { announcementLoader } from "./announcement.js";
import { api, counted, eventNameLoader, el, frame, goLive, grouped, setText, Ticker } from "./floor.js";
import { clockTime, wordsOf } from "./words.js";

const t = wordsOf("web.static.home");

const body = frame(t("Clock"));
const card = el("section", "clock");
const parts = {};
for (const name of ["banner", "title", "time", "blinds", "ante", "next", "break"]) {
  parts[name] = el("div", name);
  parts[name].id = `clock-${name}`;
}
// A screen reader hears a new level, its blinds and PAUSED when they change, never every
// second of the countdown (a timer is read when asked).
card.setAttribute("aria-label", t("Clock"));
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

const ticker = new Ticker((shown) => {
  setText(parts.banner, shown.banner);
  parts.banner.hidden = !shown.banner;
  setText(parts.title, shown.title);
  setText(parts.time, shown.time);
  parts.time.classList.toggle("hours", shown.time.length > 5);
  card.className = `clock ${shown.state}${shown.warning ? " warning" : ""}`;
  setText(parts.blinds, shown.blinds);
  setText(parts.ante, shown.ante);
  parts.ante.hidden = !shown.ante;
  setText(parts.next, [shown.nextTitle, shown.nextMain, shown.nextSub].filter(Boolean).join(" · "));
  setText(parts.break, shown.isBreak ? t("On a break") : t("Next break in {time}", { time: shown.breakIn }));
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
        figure(t("Players left"), grouped(field.players_left), "players-left"),
        figure(t("Entries"), grouped(field.total_entries), "entries"),
        figure(t("Average stack"), average, "average-stack"),
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
        const when = clockTime(at);
        const item = el("li");
        item.append(
          el("span", "name", leader.player),
          el("span", "chips", grouped(leader.chips)),
          el("span", "when", when),
        );
        list.append(item);
      }
      const parts = [el("h2", "", t("Chip leaders")), list];
      if (d.uncounted_players) {
        const count = grouped(d.uncounted_players);
        const who = counted(d.uncounted_players, t("{count} player", { count }), t("{count} players", { count }));
        const note = t("{chips} chips uncounted among {who}", { chips: grouped(d.uncounted_chips), who });
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
