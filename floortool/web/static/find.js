// The seat finder: type a name, see the table and seat.
import { api, entryUnchanged, eventNameLoader, el, frame, goLive, link } from "./floor.js";
import { wordsOf } from "./words.js";

const t = wordsOf("web.static.find");

const body = frame(t("Find my seat"));
const form = el("form", "finder");
const input = el("input");
input.type = "search";
input.id = "finder-name";
input.placeholder = t("Type your name");
input.setAttribute("aria-label", t("Your name"));
input.autocomplete = "off";
input.maxLength = 60;
form.append(input);
const list = el("ul", "matches");
list.id = "matches";
body.append(form, list);

function seatOf(match) {
  if (match.table !== null) return t("Table {table} · Seat {seat}", { table: match.table, seat: match.seat });
  if (match.status === "waiting") {
    return match.alternate === null ? t("Waiting for the draw") : t("Alternate {number}", { number: match.alternate });
  }
  return match.status === "busted" ? t("Out") : t("Through to Day 2");
}

let asked = 0;
// The tags of the entries shown (null: none known), for ``entryUnchanged``.
let shownTags = null;
async function search() {
  const text = input.value.trim();
  const mine = ++asked;
  shownTags = null;
  if (!text) {
    list.replaceChildren();
    return;
  }
  let nodes;
  let tags = null;
  try {
    const found = await api("/api/find", { name: text });
    tags = found.matches.map((match) => match.tag);
    nodes = found.matches.map((match) => {
      const item = el("li");
      const a = link(`/entry/${found.event}/${match.key}`, "");
      a.append(el("span", "who", match.player), el("span", "where", seatOf(match)));
      item.append(a);
      return item;
    });
    if (!nodes.length) nodes = [el("li", "note", t("Nobody of that name is in this event."))];
    if (found.more) nodes.push(el("li", "note", t("More match: type more of the name.")));
  } catch (error) {
    nodes = [el("li", "note", error.message)];
  }
  if (mine !== asked) return;
  list.replaceChildren(...nodes);
  shownTags = tags;
}

let timer = null;
input.addEventListener("input", () => {
  clearTimeout(timer);
  timer = setTimeout(search, 200);
});
form.addEventListener("submit", (event) => {
  event.preventDefault();
  search();
});
input.focus();
goLive([eventNameLoader, { documents: ["/api/find"], load: search, unchanged: (notice) => entryUnchanged(notice, shownTags, true) }]);
