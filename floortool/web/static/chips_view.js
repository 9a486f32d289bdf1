// The room display's chip leaders view (display.js fetches it once a stack is counted):
// the leaders by last count, what is not counted, and the average in the title.
import { counted, grouped } from "./floor.js";
import { wordsOf } from "./words.js";

const t = wordsOf("web.static.chips_view");

/** The title and rows ([left, right, class] texts) of ``chips`` (the /api/chips document). */
export function chipList(chips) {
  const rows = chips.leaders.map((x) => [`${x.place}. ${x.player}`, grouped(x.chips)]);
  if (chips.uncounted_players) {
    const count = grouped(chips.uncounted_players);
    const who = counted(chips.uncounted_players, t("{count} player", { count }), t("{count} players", { count }));
    rows.push([t("{chips} chips uncounted among", { chips: grouped(chips.uncounted_chips) }), who, "waiting"]);
  }
  const average = chips.average === null ? "—" : grouped(chips.average);
  return [t("CHIP LEADERS · BY LAST COUNT · AVERAGE {average}", { average }), rows];
}
