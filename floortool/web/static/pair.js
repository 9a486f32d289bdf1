// Pairing: the one-time code (from the QR's address or typed) and a name for the phone
// become a credential; then on to the staff desk (a room screen: on to the display).
import { ask, keep, say } from "./credential.js";
import { href } from "./floor.js";
import { wordsOf } from "./words.js";

const t = wordsOf("web.static.pair");

const form = document.getElementById("pair");
const code = document.getElementById("code");
code.value = new URLSearchParams(location.search).get("code") || "";
(code.value ? document.getElementById("name") : code).focus();

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  const name = document.getElementById("name").value;
  try {
    const paired = await ask("/api/pair", { code: code.value, name });
    keep(paired.token);
    say(t("Paired as {name}.", { name: paired.device.name }));
    location.replace(href(paired.device.role === "display" ? "/display" : "/staff"));
  } catch (refusal) {
    say(refusal.message, true);
  }
});
