// The phone pages' language switch (floor.js's frame fetches it): a link to the page in
// each language floortool speaks, each named as its speakers write it.
import { language, wordsOf } from "./words.js";

const t = wordsOf("web.static.language_switch");
const LANGUAGES = { en: "English", de: "Deutsch", fr: "Français", es: "Español" };

/** A small list of links to this page in each language (the page's own marked current). */
export function languageSwitch() {
  const nav = document.createElement("nav");
  nav.className = "languages";
  nav.setAttribute("aria-label", t("Language"));
  for (const [code, name] of Object.entries(LANGUAGES)) {
    const a = document.createElement("a");
    const url = new URL(location.href);
    url.searchParams.set("lang", code);
    a.href = url.pathname + url.search;
    a.textContent = name;
    a.lang = code;
    a.hreflang = code;
    if (code === language) a.setAttribute("aria-current", "true");
    nav.append(a);
  }
  return nav;
}

