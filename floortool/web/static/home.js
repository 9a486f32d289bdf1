// The player's home page: the live clock, ticking in the browser, and the field's figures,
// under the director's announcement while there is one (announcement.js).
import { announcementLoader } from "./announcement.js";
import { api, eventNameLoader, el, frame, goLive, grouped, Ticker } from "./floor.js";

const body = frame("Clock");
const card = el("section", "clock");
const parts = {};
for (const name of ["banner", "title", "time", "blinds", "ante", "next", "break"]) {
  parts[name] = el("div", name);
  parts[name].id = `clock-${name}`;
}
card.append(...Object.values(parts));
const figures = el("section", "figures");
const announced = el("p", "announcement");
announced.id = "announcement";
body.append(announced, card, figures);

const ticker = new Ticker((t) => {
  parts.banner.textContent = t.banner;
  parts.banner.hidden = !t.banner;
  parts.title.textContent = t.title;
  parts.time.textContent = t.time;
  parts.time.classList.toggle("hours", t.time.length > 5);
  card.className = `clock ${t.state}${t.warning ? " warning" : ""}`;
  parts.blinds.textContent = t.blinds;
  parts.ante.textContent = t.ante;
  parts.ante.hidden = !t.ante;
  parts.next.textContent = [t.nextTitle, t.nextMain, t.nextSub].filter(Boolean).join(" · ");
  parts.break.textContent = t.isBreak ? "On a break" : `Next break in ${t.breakIn}`;
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

goLive(
  [
    eventNameLoader,
    announcementLoader(announced),
    { documents: ["/api/clock"], load: loadClock },
    { documents: ["/api/field"], load: loadField },
  ],
  ticker,
);
