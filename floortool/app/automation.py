"""App layer: the event's automation carried out — at each moment of the night
(``domain.display.moments``) the sound, the spoken line, the line over every screen
and the flash its settings ask for (``on_<moment>_<action>``). A sound is never the
only sign of a moment: a cue with a sound and no line shown flashes the screens.

``moment_reading`` makes the domain's reading of an event from its clock view and
the room's figures (the players left, the places paid) and the seating (the final
table). ``Automation`` keeps, for the station it runs in, the last reading and
what already fired per event, and turns two readings into ``Cue``s; a new event
on show starts from its first reading again (nothing fires for it then).
``carry_out`` hands a cue's actions to a ``CueActions`` (the window's, or a
recorder in tests): the sound; the line spoken where the station speaks; the
line over every screen for its seconds — and for ``UNHEARD_SECONDS`` when it was
to be spoken and no voice could, so what the room should have heard it reads;
the flash; and the cue published for the web's room screens.

The line is said in the station's language (``Automation``'s catalogue): a
default line (``settings.DEFAULT_LINES``) in its translation, a line the
director typed as typed; the blinds and every number in it as the language
writes them.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any, Protocol

from floortool.app.views.clock import ClockView, RowView
from floortool.domain.clock.state import FINISHED, RUNNING
from floortool.domain.display.cue_lines import fill_line
from floortool.domain.display.moments import Fired, Reading, moments_between
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.settings import (
    FLASH,
    FLASH_ON,
    LINE,
    NO_SOUND,
    SHOW,
    SOUND,
    EventSettings,
    automation_id,
    said_line,
)

logger = logging.getLogger(__name__)

#: The values of a line's fields, by name (``cue_lines.LINE_FIELDS``).
LineValues = dict[str, str | int]

#: Seconds a line that could not be spoken shows over every screen instead.
UNHEARD_SECONDS = 15


@dataclass(frozen=True, slots=True)
class Cue:
    """What the room hears and sees at one moment of one event."""

    event_id: int
    moment: str
    sound: str | None  # the bundled cue played (``level``), None: silent
    line: str  # the line filled in ("": none)
    show: int  # seconds the line shows over every screen (0: not shown)
    flash: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "event": self.event_id,
            "moment": self.moment,
            "sound": self.sound,
            "line": self.line,
            "show": self.show,
            "flash": self.flash,
        }


class CueActions(Protocol):
    """What carries a cue out (the window's, or a recorder in tests)."""

    @property
    def speak(self) -> bool:
        """Whether this station speaks lines."""
        ...

    def play(self, sound: str) -> None: ...

    def say(self, line: str) -> bool:
        """Speak ``line``; whether a voice could."""
        ...

    def show(self, line: str, seconds: int) -> None: ...

    def flash(self) -> None: ...

    def publish(self, cue: Cue) -> None:
        """Tell the web's room screens (their flash, their voice)."""
        ...


def moment_reading(
    state: FloorState, event_id: int, view: ClockView, *, players_left: int, places_paid: int
) -> Reading:
    """The reading of ``event_id`` at ``view``'s instant."""
    return Reading(
        running=view.state == RUNNING,
        index=view.row.index,
        is_break=view.row.is_break,
        warning=view.warning,
        players_left=players_left,
        places_paid=places_paid,
        final_table=seating_of(state, event_id).final_table is not None,
        late_reg_open=view.late_reg_open,
        finished=view.state == FINISHED,
    )


def blinds_text(row: RowView, words: Catalogue = ENGLISH) -> str:
    """``200 and 400, ante 400`` (``big blind ante 400``; no ante part without one), in
    the language of ``words``."""
    blinds: Phrase = translate("app.automation", "{small} and {big}")
    if row.ante and row.big_blind_ante:
        blinds = translate("app.automation", "{small} and {big}, big blind ante {ante}")
    elif row.ante:
        blinds = translate("app.automation", "{small} and {big}, ante {ante}")
    return words.say(
        blinds.fill(small=Number(row.small_blind), big=Number(row.big_blind), ante=Number(row.ante))
    )


def line_values(
    view: ClockView, *, players_left: int, places_paid: int, words: Catalogue = ENGLISH
) -> LineValues:
    """The values of a line's fields (``cue_lines.LINE_FIELDS``) at ``view``, the blinds
    in the language of ``words``."""
    row = view.row
    level_row = view.next_row if row.is_break and view.next_row is not None else row
    return {
        "event": view.event_name,
        "level": level_row.level or "",
        "blinds": "" if level_row.is_break else blinds_text(level_row, words),
        "small_blind": level_row.small_blind,
        "big_blind": level_row.big_blind,
        "ante": level_row.ante,
        "minutes": row.minutes,
        "players_left": players_left,
        "places_paid": places_paid,
    }


def cue_for(
    event_id: int,
    settings: EventSettings,
    moment: str,
    values: LineValues,
    words: Catalogue = ENGLISH,
) -> Cue | None:
    """What ``settings`` ask for at ``moment`` (None: nothing at all), its line said in
    the language of ``words``."""

    def setting(action: str) -> Any:
        return getattr(settings, automation_id(moment, action))

    sound = None if setting(SOUND) == NO_SOUND else setting(SOUND)
    line = fill_line(said_line(setting(LINE), words.translate), values, count=words.count)
    show = setting(SHOW)
    # A sound is never the only sign: with no line shown, the screens flash with it.
    seen = bool(line and show)
    cue = Cue(
        event_id=event_id,
        moment=moment,
        sound=sound,
        line=line,
        show=show,
        flash=setting(FLASH) == FLASH_ON or (sound is not None and not seen),
    )
    return cue if cue.sound or cue.line or cue.flash else None


class Automation:
    """One station's automation: the last reading of the event on show, and what
    already fired for each event; its lines are said in the language of ``words``."""

    def __init__(self, words: Catalogue = ENGLISH) -> None:
        self.words = words
        self._event_id: int | None = None
        self._last: Reading | None = None
        self._fired: dict[int, Fired] = {}

    def cues(
        self,
        event_id: int,
        reading: Reading | None,
        settings: EventSettings,
        values: LineValues,
    ) -> list[Cue]:
        """The cues due since the last reading (none for a new event on show, or after
        ``restart``)."""
        if event_id != self._event_id:
            self._event_id, self._last = event_id, None
        fired = self._fired.setdefault(event_id, Fired())
        moments = moments_between(self._last, reading, fired)
        self._last = reading
        found = [cue_for(event_id, settings, moment, values, self.words) for moment in moments]
        return [cue for cue in found if cue is not None]

    def restart(self) -> None:
        """Start again from the next reading (another event was on show meanwhile)."""
        self._event_id, self._last = None, None


def carry_out(cue: Cue, actions: CueActions) -> None:
    """Hand ``cue``'s actions to ``actions``."""
    logger.info("automation: %s of event %d", cue.moment, cue.event_id)
    if cue.sound:
        actions.play(cue.sound)
    show = cue.show
    if cue.line and actions.speak and not actions.say(cue.line):
        show = max(show, UNHEARD_SECONDS)  # no voice here: the room reads it instead
    if cue.line and show:
        actions.show(cue.line, show)
    if cue.flash:
        actions.flash()
    actions.publish(cue)
