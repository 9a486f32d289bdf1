"""UI layer: what the window shows when the clock plays a cue sound, for those who cannot hear it.

Each cue of the clock (``app.announce``: a new level, the one-minute warning,
the end of a break) is also a line in the status bar and a band across the
room display for ``CUE_SECONDS``; ``cue_line`` words it from the row that
starts (or is ending), as the spoken announcement would.
"""

from __future__ import annotations

from floortool.app.announce import BREAK_OVER, WARNING, announcement
from floortool.app.views.clock import RowView

#: How long the line stays up (the status bar's message, the room display's band).
CUE_SECONDS = 15
#: The mark before each line: what was heard.
SOUND_MARK = "♪"


def cue_line(name: str, row: RowView) -> str:
    """``♪ New level. Level 5: blinds 200 and 400, ante 400.``: the cue and its row
    (the row that starts, or for the warning the one ending)."""
    if name == WARNING:
        where = "the break" if row.is_break else f"level {row.level}"
        return f"{SOUND_MARK} One minute left in {where}."
    if row.is_break:  # "Break: 10 minutes."
        return f"{SOUND_MARK} {announcement(row)}"
    heading = "The break is over" if name == BREAK_OVER else "New level"
    return f"{SOUND_MARK} {heading}. {announcement(row)}"
