// Signing up from a phone (the room display's or the poster's QR code opens /signup),
// then the sign-up's own page (/signup/EVENT/KEY), live: pending until the director
// takes the buy-in at the desk, an alternate's number when the event is full, the seat
// once confirmed. Every text from the floor goes in with textContent.
import { api, el, eventNameLoader, frame, goLive, href, show } from "./floor.js";
import { wordsOf } from "./words.js";

const t = wordsOf("web.static.signup");

const [, , eventId, key] = location.pathname.split("/");
const mine = key !== undefined;
const body = frame(mine ? t("My sign-up") : t("Sign up"));
const area = el("section", "entry signup");
area.id = "signup";
body.append(area);

/** A labelled text field of the form. */
function field(label, name, longest, required) {
  const wrap = el("label", "", label);
  const input = el("input");
  Object.assign(input, { name, id: `signup-${name}`, maxLength: longest, required, autocomplete: "off" });
  wrap.append(input);
  return [wrap, input];
}

/** Where this phone keeps the address of its own sign-up's page for an event. */
const mineKey = (event) => `floortool-sign-up-${event}`;

/** A link to this phone's own sign-up of the event, if it made one. */
function myLink(doc) {
  let page = null;
  try {
    page = localStorage.getItem(mineKey(doc.event));
  } catch {
    return [];
  }
  if (!page || !/^\/signup\/\d+\/[a-z2-7]{16}$/.test(page)) return [];
  const node = el("a", "big", t("See my sign-up"));
  node.id = "signup-mine";
  node.href = href(page);
  return [node];
}

/** The form, while sign-up is open. */
function form(doc) {
  if (doc.sign_up !== "open") return [...myLink(doc), el("p", "big", t("Sign-up is closed.")), el("p", "note", t("See the director at the desk."))];
  const node = el("form", "signup-form");
  const [nameLabel, name] = field(t("Your name"), "name", 120, true);
  const [memberLabel, member] = field(t("Membership number (if you have one)"), "membership", 200, false);
  const button = el("button", "", t("Sign up"));
  button.type = "submit";
  const said = el("p", "said");
  said.id = "signup-said";
  said.setAttribute("role", "status");
  node.append(nameLabel, memberLabel, button);
  node.addEventListener("submit", async (event) => {
    event.preventDefault();
    button.disabled = true;
    said.textContent = t("Sending…");
    try {
      const response = await fetch(href("/api/signup"), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: name.value, membership: member.value }),
      });
      const answer = await response.json().catch(() => ({}));
      if (response.status !== 202) throw new Error((answer.error || {}).message || t("The floor did not answer."));
      try {
        localStorage.setItem(mineKey(answer.sign_up.event), answer.sign_up.page);
      } catch {
        // no storage (a private window): the page's address is all there is
      }
      location.assign(href(answer.sign_up.page));
    } catch (refusal) {
      said.textContent = refusal.message;
      said.classList.add("refused");
      button.disabled = false;
    }
  });
  const note = el("p", "note", t("Your place is held when you pay the buy-in at the desk. This page then shows your seat."));
  return [...myLink(doc), node, said, note];
}

/** What became of the sign-up, in big type. */
function status(doc) {
  const who = el("p", "who", doc.name);
  who.id = "signup-name";
  const state = el("p", "seat");
  state.id = "signup-status";
  let note = "";
  if (doc.status === "confirmed" && doc.table !== null) {
    state.append(el("span", "", t("Table {table}", { table: doc.table })), el("span", "", t("Seat {seat}", { seat: doc.seat })));
    note = t("You are in. Good luck!");
  } else if (doc.status === "confirmed") {
    state.classList.add("waiting");
    state.append(el("span", "", t("Paid · waiting")), el("span", "", doc.alternate === null ? t("for the seat draw") : t("Alternate {number}", { number: doc.alternate })));
    note = t("You get a seat as one frees up; this page shows it.");
  } else if (doc.status === "pending") {
    state.classList.add("waiting");
    state.append(el("span", "", t("Pending")));
    if (doc.alternate !== null) state.append(el("span", "", t("Alternate {number}", { number: doc.alternate })));
    note =
      doc.alternate === null
        ? t("Pay the buy-in at the desk: the director confirms you there.")
        : t("The event is full: pay at the desk to keep your place in line.");
  } else {
    state.classList.add("out");
    state.textContent = t("Not on the list");
    note = t("The director took this sign-up off the list. See the desk.");
  }
  const line = el("p", "note", note);
  line.id = "signup-note";
  return [who, state, line];
}

if (mine) {
  const load = () => show(area, `/api/signup/status/${eventId}/${key}`, status);
  goLive([eventNameLoader, { documents: ["/api/signup/status"], load }]);
} else {
  const load = () => show(area, "/api/signup", form);
  // The form is shown once: a notice must not wipe what is being typed (only open/closed).
  let shown = null;
  const once = {
    documents: ["/api/signup"],
    load: () =>
      api("/api/signup").then((doc) => {
        if (shown !== doc.sign_up) {
          shown = doc.sign_up;
          load();
        }
      }, load),
  };
  goLive([eventNameLoader, once]);
}
