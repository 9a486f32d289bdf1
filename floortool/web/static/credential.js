// A staff phone's credential: the token pairing gave it, kept in this browser's
// localStorage and sent only in the Authorization header, never as a cookie.
import { Refusal, href } from "./floor.js";
import { wordsOf } from "./words.js";

const t = wordsOf("web.static.credential");

const KEY = "floortool.staff.token";

export const token = () => localStorage.getItem(KEY);
export const keep = (value) => localStorage.setItem(KEY, value);
export const forget = () => localStorage.removeItem(KEY);

/** Ask the server (``POST`` with a JSON body unless ``method`` says otherwise); a Refusal
 * when it says no. */
export async function ask(path, body = null, method = body === null ? "GET" : "POST") {
  const headers = { "Content-Type": "application/json" };
  const held = token();
  if (held) headers.Authorization = `Bearer ${held}`;
  const options = { method, headers, cache: "no-store" };
  if (method !== "GET") options.body = JSON.stringify(body || {});
  const response = await fetch(href(path), options);
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = answer.error || {};
    throw new Refusal(response.status, error.code || "", error.message || t("The floor did not answer."));
  }
  return answer;
}

/** Show what the floor said on the page's status line (green when done, red when refused). */
export function say(text, refused = false) {
  const line = document.getElementById("said");
  line.textContent = text;
  line.className = refused ? "said refused" : "said done";
}
