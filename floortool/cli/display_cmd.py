"""CLI layer: ``floortool display`` (``cli.md``): the room display's layouts.

``display layouts`` lists the presets and the director's own layout files
(``--json``: ``{"layouts": [{"name", "title", "description", "regions", "own",
"problems"}]}``; a file that does not read is listed with its ``error``, a picture
it shows that cannot be shown with its reason in ``problems``). ``display render NAME
--size WxH --out FILE.png`` draws the room display of the current event with
layout NAME, offscreen, into a PNG: the layout is read and the size checked
here, the drawing is the window's (the launcher hands it the request).
``display announce TEXT [--for SECONDS]`` shows a line over every room screen
(the window's room display, every web display, the phones' clock page) until
``display announce --clear`` or for SECONDS (``--json``: ``{"announcement":
{"text", "until"}}``, null once cleared). ``display sets`` lists the screen sets
(``--json``: ``{"sets": [{"name", "title", "views": [{"layout", "seconds"}],
"own"}]}``, a set that does not read with its ``error``); ``display set-save NAME
LAYOUT=SECONDS ...`` saves one (``{"set": {"name", "title", "views"}}``), refusing a layout there is
not. ``display ticker TEXT`` scrolls a line across every ticker region, ``--clear``
takes it off (``{"ticker": TEXT or null}``).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from floortool.app.floor import Floor
from floortool.app.launch import RenderRequest, WindowRequest
from floortool.app.layouts import layouts_listing, load_layout
from floortool.app.paths import default_db_url
from floortool.app.room_announcement import clear_announcement, post_announcement
from floortool.app.room_ticker import clear_ticker, set_ticker
from floortool.app.screen_sets import save_screen_set, screen_sets_listing
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.help_text import help_text
from floortool.cli.numbers import whole
from floortool.cli.output import Output
from floortool.domain.display.screen_sets import View, check_layout_name, check_view_seconds
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.domain.kernel.shown_text import shown_typed

#: The smallest and largest side of a rendered picture, in pixels.
SMALLEST, LARGEST = 160, 8000


def screen_size(text: str) -> tuple[int, int]:
    """``1920x1080`` as (1920, 1080); each side from ``SMALLEST`` to ``LARGEST``."""
    parts = text.lower().split("x")
    if len(parts) != 2:
        raise argparse.ArgumentTypeError(
            translate("cli.display_cmd", "{text} is not a size like 1920x1080").fill(
                text=shown_typed(text)
            )
        )
    width, height = (whole(part) for part in parts)
    if not (SMALLEST <= width <= LARGEST and SMALLEST <= height <= LARGEST):
        raise argparse.ArgumentTypeError(
            translate(
                "cli.display_cmd", "{text}: each side must be from {smallest} to {largest} pixels"
            ).fill(text=shown_typed(text), smallest=SMALLEST, largest=LARGEST)
        )
    return width, height


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    actions = command_group(
        commands,
        "display",
        help=help_text(translate("cli.display_cmd", "the room display's layouts")),
        parser_class=parser_class,
    )
    listing = actions.add_parser(
        "layouts",
        help=help_text(translate("cli.display_cmd", "the presets and your own layout files")),
    )
    listing.set_defaults(handler=_layouts)
    render = actions.add_parser(
        "render",
        help=help_text(
            translate("cli.display_cmd", "draw the room display with a layout into a PNG")
        ),
    )
    render.add_argument(
        "name",
        metavar=help_text(translate("cli.display_cmd", "NAME")),
        help=help_text(translate("cli.display_cmd", "the layout (display layouts lists them)")),
    )
    render.add_argument(
        "--size",
        type=screen_size,
        default=(1920, 1080),
        metavar="WxH",
        help=help_text(translate("cli.display_cmd", "default 1920x1080")),
    )
    render.add_argument(
        "--out",
        required=True,
        metavar=help_text(translate("cli.display_cmd", "FILE.png")),
        help=help_text(translate("cli.display_cmd", "the picture to write")),
    )
    render.set_defaults(handler=_render)
    announce = actions.add_parser(
        "announce",
        help=help_text(translate("cli.display_cmd", "show a line over every room screen at once")),
    )
    announce.add_argument(
        "text",
        nargs="?",
        metavar=help_text(translate("cli.display_cmd", "TEXT")),
        help=help_text(translate("cli.display_cmd", "the line every screen shows")),
    )
    announce.add_argument(
        "--for",
        dest="seconds",
        type=whole,
        metavar=help_text(translate("cli.display_cmd", "SECONDS")),
        help=help_text(translate("cli.display_cmd", "default: until cleared")),
    )
    announce.add_argument(
        "--clear",
        action="store_true",
        help=help_text(translate("cli.display_cmd", "take the announcement off")),
    )
    announce.set_defaults(handler=_announce)
    sets = actions.add_parser(
        "sets",
        help=help_text(translate("cli.display_cmd", "the screen sets: layouts shown in turn")),
    )
    sets.set_defaults(handler=_sets)
    save = actions.add_parser(
        "set-save",
        help=help_text(
            translate("cli.display_cmd", "save a screen set: layouts and their seconds")
        ),
    )
    save.add_argument(
        "name",
        metavar=help_text(translate("cli.display_cmd", "NAME")),
        help=help_text(translate("cli.display_cmd", "the set's name")),
    )
    save.add_argument(
        "views",
        nargs="+",
        type=view,
        metavar=help_text(translate("cli.display_cmd", "LAYOUT=SECONDS")),
        help=help_text(translate("cli.display_cmd", "e.g. classic=60")),
    )
    save.set_defaults(handler=_set_save)
    ticker = actions.add_parser(
        "ticker",
        help=help_text(translate("cli.display_cmd", "scroll a line across every ticker region")),
    )
    ticker.add_argument(
        "text",
        nargs="?",
        metavar=help_text(translate("cli.display_cmd", "TEXT")),
        help=help_text(translate("cli.display_cmd", "the line to scroll")),
    )
    ticker.add_argument(
        "--clear",
        action="store_true",
        help=help_text(translate("cli.display_cmd", "take the line off")),
    )
    ticker.set_defaults(handler=_ticker)


def view(text: str) -> View:
    """``classic=60`` as a view: a layout's name and its seconds."""
    layout, sep, seconds = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(
            translate(
                "cli.display_cmd",
                "{text} is not a view: write the layout, =, and its seconds (like classic=60)",
            ).fill(text=shown_typed(text))
        )
    try:
        return View(check_layout_name(layout.strip()), check_view_seconds(whole(seconds)))
    except InvalidInput as exc:
        raise argparse.ArgumentTypeError(exc.phrase) from None


def _sets(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    listing = screen_sets_listing()
    lines: list[Phrase] = []
    for entry in listing:
        name = _yours(entry.name, own=entry.own)
        if entry.screen_set is None:
            lines.append(_unreadable(name, entry.error))
            continue
        turn = ", ".join(f"{v.layout} {v.seconds}s" for v in entry.screen_set.views)
        lines.append(
            translate("cli.display_cmd", "{name}: {title}{own} — {turn}").fill(
                name=entry.name,
                title=entry.screen_set.name,
                own=_own(own=entry.own),
                turn=turn,
            )
        )
    out.done({"sets": [entry.to_json() for entry in listing]}, lines)
    return EXIT_DONE


def _own(*, own: bool) -> str | Phrase:
    """`` (yours)`` after a layout or set of the user's own, else nothing."""
    return translate("cli.display_cmd", " (yours)") if own else ""


def _yours(name: str, *, own: bool) -> Phrase:
    return translate("cli.display_cmd", "{name}{own}").fill(name=name, own=_own(own=own))


def _unreadable(name: Phrase, error: str) -> Phrase:
    return translate("cli.display_cmd", "{name} — cannot be read: {error}").fill(
        name=name, error=error
    )


def _set_save(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    name, saved = save_screen_set(args.name, list(args.views))
    views = [view.to_data() for view in saved.views]
    data = {"name": name, "title": saved.name, "views": views}
    said = translate("cli.display_cmd", "Saved screen set {name}: {count} views.")
    out.done({"set": data}, said.fill(name=name, count=len(saved.views)))
    return EXIT_DONE


def _ticker(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    if args.clear:
        if args.text is not None:
            raise InvalidInput(
                translate(
                    "cli.display_cmd", "Either clear the scrolling line or give one, not both."
                )
            )
        had = clear_ticker()
        out.done(
            {"ticker": None},
            translate("cli.display_cmd", "Scrolling line cleared.")
            if had
            else translate("cli.display_cmd", "No scrolling line."),
        )
        return EXIT_DONE
    if args.text is None:
        raise InvalidInput(
            translate("cli.display_cmd", "Give the line to scroll, or --clear to take it off."),
            field="text",
        )
    line = set_ticker(args.text)
    out.done({"ticker": line}, translate("cli.display_cmd", "Scrolling: {line}").fill(line=line))
    return EXIT_DONE


def _layouts(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    listing = layouts_listing()
    lines: list[Phrase] = []
    for entry in listing:
        line = translate("cli.display_cmd", "{name}: {title}{own}").fill(
            name=entry.name, title=entry.title, own=_own(own=entry.own)
        )
        if entry.error:
            line = _unreadable(line, entry.error)
        for problem in entry.problems:
            line = translate("cli.display_cmd", "{line} — {problem}").fill(
                line=line, problem=problem
            )
        lines.append(line)
    out.done({"layouts": [entry.to_json() for entry in listing]}, lines)
    return EXIT_DONE


def _announce(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    if args.clear:
        if args.text is not None or args.seconds is not None:
            raise InvalidInput(
                translate(
                    "cli.display_cmd", "Either clear the announcement or give one, not both."
                ),
                field="clear",
            )
        had = clear_announcement()
        out.done(
            {"announcement": None},
            translate("cli.display_cmd", "Announcement cleared.")
            if had
            else translate("cli.display_cmd", "No announcement."),
        )
        return EXIT_DONE
    if args.text is None:
        raise InvalidInput(
            translate(
                "cli.display_cmd", "Give the line every screen shows, or --clear to take it off."
            ),
            field="text",
        )
    posted = post_announcement(args.text, args.seconds)
    shown = (
        translate("cli.display_cmd", "until cleared")
        if posted.until is None
        else translate("cli.display_cmd", "for {seconds} seconds").fill(
            seconds=Number(args.seconds)
        )
    )
    said = translate("cli.display_cmd", "Announcing {shown}: {text}")
    out.done({"announcement": posted.to_data()}, said.fill(shown=shown, text=posted.text))
    return EXIT_DONE


def _render(args: argparse.Namespace, floor: Floor, out: Output) -> WindowRequest:
    load_layout(args.name)  # refused here, before any window code loads
    if not args.out.lower().endswith(".png"):
        raise InvalidInput(
            translate("cli.display_cmd", "The picture is written as PNG: name it FILE.png."),
            field="out",
        )
    folder = Path(args.out).resolve().parent
    if not folder.is_dir():
        raise InvalidInput(
            translate(
                "cli.display_cmd", "There is no folder {folder} to write the picture in."
            ).fill(folder=folder),
            field="out",
        )
    width, height = args.size
    return WindowRequest(
        db_url=args.db or default_db_url(),
        operator=floor.operator,
        language=args.lang,
        event_id=current_event(args, floor),
        render=RenderRequest(args.name, width, height, args.out),
    )
