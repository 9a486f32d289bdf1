// The event's automation on a room screen in a browser (/api/cues, the cues the window
// carried out): each cue of the event on show, once (by its serial), flashes the screen
// when it asks to, and on a screen opted in with ?speak=1 speaks its line with the
// browser's voice (speechSynthesis) once someone tapped t("Let this screen speak") (a
// browser speaks only after a tap on the page), showing it as a caption meanwhile (a
// sound always has a visible equivalent). A screen without a voice says so on that
// button. Cues made before the page opened, or over a minute ago, are not replayed.
// ``cueLoader(eventId, speak)`` is a goLive loader; ``eventId()`` the event on show.
import { api, el, language, serverNow } from "./floor.js";
import { wordsOf } from "./words.js";

const t = wordsOf("web.static.room_cues");

const FRESH_MS = 60000;
const FLASH_MS = 1500;
const CAPTION_MS = 10000;

const flashNode = el("div", "cue-flash");
flashNode.id = "cue-flash";
flashNode.hidden = true;
document.body.append(flashNode);
let flashTimer = null;
const caption = el("div", "cue-line");
caption.id = "cue-line";
caption.setAttribute("role", "status");
caption.hidden = true;
document.body.append(caption);
let captionTimer = null;

/** Speak ``line`` and show it as the caption while it is heard. */
function speakLine(line) {
  clearTimeout(captionTimer);
  caption.textContent = line;
  caption.hidden = false;
  captionTimer = setTimeout(() => (caption.hidden = true), CAPTION_MS);
  const spoken = new SpeechSynthesisUtterance(line);
  spoken.lang = language; // the page's language, as its lines are written
  speechSynthesis.speak(spoken);
}

/** Flash the screen (the window's room display flashes alike). */
export function flashScreen() {
  clearTimeout(flashTimer);
  flashNode.hidden = false;
  flashNode.classList.remove("on");
  void flashNode.offsetWidth; // a new animation each time
  flashNode.classList.add("on");
  flashNode.dataset.flashes = String(Number(flashNode.dataset.flashes || 0) + 1);
  flashTimer = setTimeout(() => ((flashNode.hidden = true), flashNode.classList.remove("on")), FLASH_MS);
}

/** The opt-in button of a screen asked to speak; ``on`` once tapped (with a voice). */
function speaker() {
  const state = { on: false };
  if (!("speechSynthesis" in window)) {
    const note = el("button", "cue-speak", t("No voice in this browser: lines are not spoken"));
    note.id = "cue-speak";
    note.disabled = true;
    document.body.append(note);
    return state;
  }
  const button = el("button", "cue-speak", t("Let this screen speak"));
  button.id = "cue-speak";
  button.type = "button";
  button.addEventListener("click", () => {
    state.on = true;
    button.hidden = true;
  });
  document.body.append(button);
  return state;
}

export function cueLoader(eventId, speak) {
  const voice = speak ? speaker() : null;
  let seen = null; // the latest serial acted on (null: not looked yet)
  const act = (cue) => {
    if (cue.event !== eventId() || serverNow() - cue.at * 1000 > FRESH_MS) return;
    if (cue.flash) flashScreen();
    if (cue.line && voice && voice.on) speakLine(cue.line);
  };
  return {
    documents: ["/api/cues"],
    load: () =>
      api("/api/cues").then(
        (d) => {
          const newest = d.cues.reduce((most, cue) => Math.max(most, cue.serial), seen || 0);
          if (seen !== null) d.cues.filter((cue) => cue.serial > seen).forEach(act);
          seen = newest;
        },
        () => {},
      ),
  };
}
