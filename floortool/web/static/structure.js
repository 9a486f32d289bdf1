// The blind structure, levels and breaks, the one in play marked.
import { anteText, api, blindsText, eventNameLoader, el, frame, goLive, show, table } from "./floor.js";

const body = frame("Structure");
const area = el("section");
body.append(area);

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
      if (row.break) return { item, cells: ["Break", row.color_up && row.color_up.length ? `Colour up ${row.color_up.join(", ")}` : "", "", `${row.minutes}`] };
      level += 1;
      return { item, cells: [String(level), blindsText(row), anteText(row), `${row.minutes}`] };
    });
    const shown = table(["Level", "Blinds", "Ante", "Min"], rows, (item) => (item.current ? "current" : ""));
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
