// The blind structure, levels and breaks, the one in play marked.
import { anteText, api, blindsText, eventNameLoader, el, frame, goLive, grouped, show, table } from "./floor.js";
import { wordsOf } from "./words.js";

const t = wordsOf("web.static.structure");

const body = frame(t("Structure"));
const area = el("section");
body.append(area);

/** ``Colour up 25, 100`` of a break that colours up, else "". */
function colourUp(row) {
  if (!row.color_up || !row.color_up.length) return "";
  return t("Colour up {chips}", { chips: row.color_up.map(grouped).join(", ") });
}

async function load() {
  let current = -1;
  try {
    current = (await api("/api/clock")).clock.index;
  } catch {
    current = -1; // no clock yet: nothing to mark
  }
  let level = 0;
  await show(area, "/api/structure", (d) => {
    const rows = d.structure.levels.map((row, index) => {
      const item = { index, current: index === current };
      if (row.break) return { item, cells: [t("Break"), colourUp(row), "", `${row.minutes}`] };
      level += 1;
      return { item, cells: [String(level), blindsText(row), anteText(row), `${row.minutes}`] };
    });
    const shown = table([t("Level"), t("Blinds"), t("Ante"), t("Min")], rows, (item) => (item.current ? "current" : ""));
    shown.id = "structure";
    return [el("p", "note", d.structure.name), shown];
  });
  const mark = area.querySelector("tr.current");
  if (mark) {
    mark.setAttribute("aria-current", "step"); // said as such; a mark beside its number shows it
    mark.scrollIntoView({ block: "center" });
  }
}

goLive([eventNameLoader, { documents: ["/api/structure", "/api/clock"], load }]);
