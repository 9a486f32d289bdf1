// The page's words: every text a person reads is marked t("web.static.<file>", "text")
// (two plain string literals: web/language.py reads them into the shared catalogues) and
// said in the page's language — the <html lang> the server wrote (?lang=, else its own) —
// from GET /api/words; numbers are written as that language writes them. Fields are
// filled after: t("web.static.home", "Next break in {time}", { time }).

/** The page's language: ``en``, ``de``, ``fr`` or ``es``. */
export const language = document.documentElement.lang || "en";
const asked = new URLSearchParams(location.search).get("lang");
/** The language the address asks for (``?lang=``), kept on every link and read; null
 * when it names none (the server's language). */
export const askedLanguage = asked && /^[A-Za-z_-]{2,10}$/.test(asked) ? asked : null;

/** The languages a page is offered in, each named as its speakers write it. */
export const LANGUAGES = { en: "English", de: "Deutsch", fr: "Français", es: "Español" };

const ENGLISH = { texts: {}, numbers: { group: ",", decimal: ".", shortest_grouped: 4, singular: [1] } };
let words = ENGLISH;
if (language !== "en") {
  const answer = await fetch(`/api/words?lang=${encodeURIComponent(language)}`, { cache: "no-cache" }).catch(() => null);
  if (answer && answer.ok) words = await answer.json().catch(() => ENGLISH);
}

/** ``text``, marked in ``context``, in the page's language, with its ``{fields}`` put in. */
export function t(context, text, fields = {}) {
  const said = words.texts[`${context}\u0004${text}`] || text;
  return said.replace(/\{(\w+)\}/g, (whole, name) => (name in fields ? String(fields[name]) : whole));
}

/** ``one`` or ``many`` (each a ``t(...)`` of the count), as the page's language counts ``count``. */
export const counted = (count, one, many) => (words.numbers.singular.includes(Math.abs(count)) ? one : many);

/** ``1,250`` in English, ``1.250`` in German: a whole number grouped as the language groups it. */
export function grouped(n) {
  const number = Number(n);
  if (language === "en" || !Number.isInteger(number)) return number.toLocaleString(language === "en" ? "en-US" : language);
  const digits = String(Math.abs(number));
  const style = words.numbers;
  const shown = digits.length >= style.shortest_grouped ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, style.group) : digits;
  return (number < 0 ? "-" : "") + shown;
}

/** The mark between whole and cents: ``.`` in English, ``,`` in German. */
export const decimalMark = () => words.numbers.decimal;

/** ``1st`` in English, ``1.`` in German, ``1er`` in French, ``1.º`` in Spanish. */
export function ordinal(n) {
  if (language === "de") return `${n}.`;
  if (language === "fr") return n === 1 ? "1er" : `${n}e`;
  if (language === "es") return `${n}.º`;
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : { 1: "st", 2: "nd", 3: "rd" }[n % 10] || "th";
  return `${n}${suffix}`;
}

/** ``21:42``: a time of day as the page's language writes it. */
export const clockTime = (date) => date.toLocaleTimeString(language, { hour: "2-digit", minute: "2-digit" });

/** ``url`` (a URL of this server) keeping ``?lang=`` when the address gave one. */
export function withLanguage(url) {
  if (askedLanguage) url.searchParams.set("lang", askedLanguage);
  return url;
}

/** A small list of links to this page in each language (the page's own marked current). */
export function languageSwitch() {
  const nav = document.createElement("nav");
  nav.className = "languages";
  nav.setAttribute("aria-label", t("web.static.words", "Language"));
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

// The links the page's HTML holds keep ?lang= too.
for (const a of document.querySelectorAll("a[href^='/']")) a.href = withLanguage(new URL(a.getAttribute("href"), location.origin)).href;
