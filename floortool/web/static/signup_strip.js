// The room display's sign-up strip (display.js fetches it while sign-up is open): the
// QR code of the sign-up page at this screen's address, and the first pending
// alternates. Every name goes in with textContent.
import { el, href } from "./floor.js";
import { fitPixelSize } from "./room_layout.js";
import { wordsOf } from "./words.js";

const t = wordsOf("web.static.signup_strip");

const MOST_ALTERNATES = 3;

/** Shows ``signup`` (the /api/signup document) in the strip, made on first use; the
 * views move over for it (body.signing-up). */
export function showSignUp(signup) {
  const open = !!signup && signup.sign_up === "open";
  document.body.classList.toggle("signing-up", open);
  if (!open) return;
  let box = document.getElementById("signup-box");
  if (!box) {
    box = el("aside", "signup-box");
    box.id = "signup-box";
    document.body.append(box);
  }
  const code = el("img");
  code.src = href("/api/signup/qr.svg");
  code.alt = t("QR code of the sign-up page");
  const title = el("p", "title", t("SIGN UP"));
  const nodes = [title, code, el("p", "note", t("Pay at the desk"))];
  for (const a of signup.alternates.slice(0, MOST_ALTERNATES)) nodes.push(el("p", "alternate", t("Alternate {number} · {name}", { number: a.alternate, name: a.player })));
  box.replaceChildren(...nodes);
  // A longer word of another language (VORANMELDUNG) is drawn smaller, never cut.
  const size = parseFloat(getComputedStyle(title).fontSize);
  title.style.fontSize = `${Math.min(size, fitPixelSize(title.textContent, title.clientWidth * 0.9, Infinity, true))}px`;
}
