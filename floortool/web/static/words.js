// The page's words. A script takes its marker, const t = wordsOf("web.static.<file>"),
// and marks each text a person reads t("text") (a plain literal, which web/language.py
// reads into the catalogues), fields after: t("Next break in {time}", { time }). Said
// in the page's <html lang> (?lang=, else the server's) from GET /api/words, numbers too.

/** The page's language: ``en``, ``de``, ``fr`` or ``es``. */
export const language = document.documentElement.lang || "en";
const asked = new URLSearchParams(location.search).get("lang");
/** The language the address asks for (``?lang=``), kept on every link and read; null
 * when it names none (the server's language). */
export const askedLanguage = asked && /^[A-Za-z_-]{2,10}$/.test(asked) ? asked : null;

const ENGLISH = { texts: {}, numbers: { group: ",", decimal: ".", shortest_grouped: 4, singular: [1] } };
let words = ENGLISH;
if (language !== "en") {
  const answer = await fetch(`/api/words?lang=${encodeURIComponent(language)}`, { cache: "no-cache" }).catch(() => null);
  if (answer && answer.ok) words = await answer.json().catch(() => ENGLISH);
}

/** The marker of the texts of ``context`` (``web.static.<file>``): ``text`` in the page's
 * language, with its ``{fields}`` put in. */
export function wordsOf(context) {
  return (text, fields = {}) => {
    const said = words.texts[`${context}\u0004${text}`] || text;
    return said.replace(/\{(\w+)\}/g, (whole, name) => (name in fields ? String(fields[name]) : whole));
  };
}

/** ``one`` or ``many`` (each a ``t("…")`` of the count), as the language counts ``count``. */
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

/** ``21:42``: a time of day as the page's language (English: the phone's own) writes it. */
export const clockTime = (date) => date.toLocaleTimeString(language === "en" ? [] : language, { hour: "2-digit", minute: "2-digit" });

/** ``url`` (a URL of this server) keeping ``?lang=`` when the address gave one. */
export function withLanguage(url) {
  if (askedLanguage) url.searchParams.set("lang", askedLanguage);
  return url;
}
