// The room display's chip leaders view (display.js fetches it once a stack is counted):
// the leaders by last count, what is not counted, and the average in the title.
import { grouped } from "./floor.js";

/** The title and rows ([left, right, class] texts) of ``chips`` (the /api/chips document). */
export function chipList(chips) {
  const rows = chips.leaders.map((x) => [`${x.place}. ${x.player}`, grouped(x.chips)]);
  if (chips.uncounted_players) {
    const who = `${grouped(chips.uncounted_players)} player${chips.uncounted_players === 1 ? "" : "s"}`;
    rows.push([`${grouped(chips.uncounted_chips)} chips uncounted among`, who, "waiting"]);
  }
  const average = chips.average === null ? "—" : grouped(chips.average);
  return [`CHIP LEADERS · BY LAST COUNT · AVERAGE ${average}`, rows];
}
