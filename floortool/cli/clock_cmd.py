"""CLI layer: ``floortool clock start|pause|resume|next|prev|goto|adjust|schedule|status``."""

from __future__ import annotations

import argparse
from datetime import UTC, datetime, time, timedelta

from floortool.app.commands.base import Command
from floortool.app.commands.clock import (
    AdjustClock,
    GoToLevel,
    PauseClock,
    ResumeClock,
    ScheduleStart,
    StartClock,
    StepRow,
)
from floortool.app.floor import Floor
from floortool.app.views.clock import ClockView, RowView, clock_view, format_seconds
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.help_text import help_text
from floortool.cli.numbers import whole
from floortool.cli.output import Output
from floortool.domain.clock.state import (
    FINISHED,
    MAX_ADJUST_SECONDS,
    NOT_STARTED,
    PAUSED,
    RUNNING,
)
from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.kernel.input_checks import finite_number
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.domain.kernel.shown_text import shown_typed


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    actions = command_group(
        commands,
        "clock",
        help=help_text(translate("cli.clock_cmd", "run the tournament clock")),
        parser_class=parser_class,
        handler=_clock,
    )
    actions.add_parser(
        "start", help=help_text(translate("cli.clock_cmd", "start the clock at the current level"))
    )
    pause = actions.add_parser(
        "pause", help=help_text(translate("cli.clock_cmd", "pause the clock"))
    )
    pause.add_argument(
        "--hand-for-hand",
        action="store_true",
        help=help_text(translate("cli.clock_cmd", "hold the clock while tables finish a hand")),
    )
    actions.add_parser(
        "resume", help=help_text(translate("cli.clock_cmd", "resume a paused clock"))
    )
    actions.add_parser(
        "next", help=help_text(translate("cli.clock_cmd", "go to the next level or break"))
    )
    actions.add_parser(
        "prev", help=help_text(translate("cli.clock_cmd", "go back to the previous level or break"))
    )
    goto = actions.add_parser(
        "goto",
        help=help_text(
            translate("cli.clock_cmd", "go to a play level (1-based; breaks are not levels)")
        ),
    )
    goto.add_argument("level", metavar=help_text(translate("cli.clock_cmd", "level")), type=whole)
    adjust = actions.add_parser(
        "adjust", help=help_text(translate("cli.clock_cmd", "add (+60) or remove (-60) seconds"))
    )
    adjust.add_argument(
        "seconds",
        metavar=help_text(translate("cli.clock_cmd", "seconds")),
        help=help_text(translate("cli.clock_cmd", "a plain number: 60, -30, 1.5")),
    )
    schedule = actions.add_parser(
        "schedule",
        help=help_text(
            translate(
                "cli.clock_cmd", "count down to a start time (HH:MM local, or an ISO date-time)"
            )
        ),
    )
    schedule.add_argument("start", metavar=help_text(translate("cli.clock_cmd", "start")))
    actions.add_parser(
        "status", help=help_text(translate("cli.clock_cmd", "what the clock shows now"))
    )


def _parse_start(text: str, now: datetime) -> datetime:
    """``20:30`` (today, or tomorrow if already past, local time) or an ISO date-time."""
    try:
        parsed = time.fromisoformat(text)
        local_now = now.astimezone()
        when = local_now.replace(
            hour=parsed.hour, minute=parsed.minute, second=parsed.second, microsecond=0
        )
        if when <= local_now:
            when += timedelta(days=1)
        return when.astimezone(UTC)
    except ValueError:
        pass
    try:
        when = datetime.fromisoformat(text)
        return (when if when.tzinfo else when.astimezone()).astimezone(UTC)
    except (ValueError, OverflowError):  # not a date-time; year 1 or 9999 moved past the calendar
        raise InvalidInput(
            translate(
                "cli.clock_cmd", "{text} is not a time (write 20:30 or 2026-11-29T20:30)."
            ).fill(text=shown_typed(text)),
            field="start",
        ) from None


def _command(args: argparse.Namespace, event_id: int, floor: Floor) -> Command | None:
    action = args.clock_command
    if action == "start":
        return StartClock(event_id)
    if action == "pause":
        return PauseClock(event_id, "hand-for-hand" if args.hand_for_hand else "")
    if action == "resume":
        return ResumeClock(event_id)
    if action in ("next", "prev"):
        return StepRow(event_id, 1 if action == "next" else -1)
    if action == "goto":
        return GoToLevel(event_id, args.level)
    if action == "adjust":
        seconds = finite_number(
            args.seconds, what="clock adjust", field="seconds", largest=MAX_ADJUST_SECONDS
        )
        return AdjustClock(event_id, seconds)
    if action == "schedule":
        return ScheduleStart(event_id, _parse_start(args.start, floor.clock()))
    return None


def _clock(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    command = _command(args, event_id, floor)
    label = None
    if command is not None:
        label = floor.execute(command).label
    view = clock_view(floor.state, event_id, floor.clock())
    if view is None:
        raise FloorError(
            translate("cli.clock_cmd", "The event has no blind structure yet."), code="no_structure"
        )
    text: list[str | Phrase] = [label] if label else []
    text.append(clock_line(view))
    document: dict[str, object] = {"clock": view.to_json()}
    if label:
        document["done"] = label
    out.done(document, text)
    return EXIT_DONE


#: The clock's states as the command line says them.
_STATES = {
    NOT_STARTED: translate("cli.clock_cmd", "not started"),
    RUNNING: translate("cli.clock_cmd", "running"),
    PAUSED: translate("cli.clock_cmd", "paused"),
    FINISHED: translate("cli.clock_cmd", "finished"),
}


def state_said(state: str) -> str | Phrase:
    """The clock's ``state`` as the command line says it: ``running``, ``not started``."""
    return _STATES.get(state, state.replace("_", " "))


def row_title(row: RowView) -> Phrase:
    """``Level 3``, ``Level 3 · PLO``, ``Break``."""
    if row.is_break:
        return translate("cli.clock_cmd", "Break")
    if row.game:
        return translate("cli.clock_cmd", "Level {level} · {game}").fill(
            level=row.level, game=row.game
        )
    return translate("cli.clock_cmd", "Level {level}").fill(level=row.level)


def row_blinds(row: RowView) -> Phrase:
    """``Level 3: 100 / 200 Ante 200`` (``BB ante``), or ``Break``."""
    if row.is_break:
        return row_title(row)
    blinds = translate("cli.clock_cmd", "{title}: {small} / {big}").fill(
        title=row_title(row), small=Number(row.small_blind), big=Number(row.big_blind)
    )
    if not row.ante:
        return blinds
    ante = (
        translate("cli.clock_cmd", "{blinds} BB ante {ante}")
        if row.big_blind_ante
        else translate("cli.clock_cmd", "{blinds} Ante {ante}")
    )
    return ante.fill(blinds=blinds, ante=Number(row.ante))


def clock_line(view: ClockView) -> Phrase:
    """``running · Level 3: 100 / 200 Ante 200 · 19:47 left · starts in 5:00``."""
    line = translate("cli.clock_cmd", "{state} · {what} · {remaining} left").fill(
        state=state_said(view.state),
        what=row_blinds(view.row),
        remaining=format_seconds(view.remaining),
    )
    if view.starts_in is None:
        return line
    return translate("cli.clock_cmd", "{line} · starts in {time}").fill(
        line=line, time=format_seconds(view.starts_in)
    )
