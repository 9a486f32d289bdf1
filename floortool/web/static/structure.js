// The blind structure, levels and breaks, the one in play marked.
import { anteText, api, blindsText, eventNameLoader, el, frame, goLive, grouped, show, t, table } from "./floor.js";

const body = frame(t("web.static.structure", "Structure"));
const area = el("section");
body.append(area);

/** ``Colour up 25, 100`` of a break that colours up, else "". */
function colourUp(row) {
  if (!row.color_up || !row.color_up.length) return "";
  return t("web.static.structure", "Colour up {chips}", { chips: row.color_up.map(grouped).join(", ") });
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
      if (row.break) return { item, cells: [t("web.static.structure", "Break"), colourUp(row), "", `${row.minutes}`] };
      level += 1;
      return { item, cells: [String(level), blindsText(row), anteText(row), `${row.minutes}`] };
    });
    const shown = table([t("web.static.structure", "Level"), t("web.static.structure", "Blinds"), t("web.static.structure", "Ante"), t("web.static.structure", "Min")], rows, (item) => (item.current ? "current" : ""));
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
