"""Domain layer: an event's settings, each declared once, and the check that refuses
settings a tournament cannot run with.

Every field of ``EventSettings`` carries its ``Setting``: its kind (text, a
choice, a count, a level, chips, money, a list of tables, an event), its
default (the field's), its title and help, its command-line flag, what a
blank (None) means where it may be blank, its limits with the refusal that
names them, the rule it implements where there is one, and whether the web
companion's public pages may show it (``public``: a setting nobody marks is
the director's only, so a new one never leaks). What a setting shows (its
title, help, blank, lowest value, unit, example and its choices' titles) is a
phrase (``kernel.phrases.translate``): ``str()`` is the English the command
line prints, and the window says it in its language. ``SETTINGS``
lists them in order; ``validate_settings`` checks every one. The command
line (``cli.setting_options``) and the settings dialog (``ui.setting_fields``)
build their options and rows from ``SETTINGS``.

Adding a setting is one field here (with its ``Setting``) and the code that
applies it, in the package whose decision it changes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import MISSING, dataclass, field, fields, replace
from typing import Any, TypeVar
from urllib.parse import urlsplit

from floortool.domain.display import moments
from floortool.domain.display.announcement import SHORTEST_SECONDS
from floortool.domain.display.cue_lines import check_line
from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.input_checks import check_visible
from floortool.domain.kernel.phrases import Lookup, Money, Number, Phrase, translate
from floortool.domain.kernel.text import (
    BREAK_ORDER,
    MAX_SEATS,
    MAX_TABLE_NUMBER,
    MIN_SEATS,
    format_table_order,
    parse_spans,
    parse_table_order,
    table_numbers,
)
from floortool.domain.rulings.rulebook_records import DEFAULT_RULEBOOK, RULEBOOK_TITLES
from floortool.domain.tournament.late_policies import LATE_POLICIES, LATE_REG_POLICIES

#: Rulebook id → title, read from the rulebook records.
RULEBOOKS = RULEBOOK_TITLES
#: Which of the fullest tables gives a player (TDA 2024 Rule 11-C), as the director reads it.
GIVING_TABLES: dict[str, Phrase] = {
    "highest": translate(
        "domain.tournament.settings", "the highest-numbered of the fullest tables"
    ),
    "lowest": translate("domain.tournament.settings", "the lowest-numbered of the fullest tables"),
}
#: Players busted on one hand-for-hand hand at the same table: RP-8-A has them share
#: the places paid on that hand, whichever table they sat at; a house may order them by
#: their chips at the start of the hand instead (a house rule, named as one).
H4H_SHARE, H4H_CHIPS = "share", "chips"
H4H_ONE_TABLE: dict[str, Phrase] = {
    H4H_SHARE: translate("domain.tournament.settings", "share the places, as at different tables"),
    H4H_CHIPS: translate(
        "domain.tournament.settings",
        "more chips at the start of the hand finishes higher (house rule)",
    ),
}
#: How an elimination pays the bounty on the busted entry's head: all of it in cash
#: (a fixed knockout), or, in a progressive knockout (PKO), a share in cash and the
#: rest onto the eliminator's own bounty (``domain.results.bounties``); in a mystery
#: bounty every bounty goes into a set of prizes and, from a chosen moment, each
#: elimination draws one of them (``domain.results.mystery``).
BOUNTY_FIXED, BOUNTY_PROGRESSIVE, BOUNTY_MYSTERY = "fixed", "progressive", "mystery"
BOUNTY_FORMATS: dict[str, Phrase] = {
    BOUNTY_FIXED: translate(
        "domain.tournament.settings", "fixed: the eliminator is paid the whole bounty"
    ),
    BOUNTY_PROGRESSIVE: translate(
        "domain.tournament.settings",
        "progressive: a share in cash, the rest onto the eliminator's bounty",
    ),
    BOUNTY_MYSTERY: translate(
        "domain.tournament.settings", "mystery: from a chosen moment each elimination draws a prize"
    ),
}
#: Where a mystery bounty's draws left at the end of the night go.
MYSTERY_WINNER, MYSTERY_FINAL_TABLE = "winner", "final-table"
MYSTERY_LEFTOVERS: dict[str, Phrase] = {
    MYSTERY_WINNER: translate("domain.tournament.settings", "drawn by the winner"),
    MYSTERY_FINAL_TABLE: translate(
        "domain.tournament.settings", "split among the final table's players"
    ),
}
#: How the web companion shows players' names (``floortool.web``).
PUBLIC_NAMES: dict[str, Phrase] = {
    "full": translate("domain.tournament.settings", "Full names"),
    "initials": translate("domain.tournament.settings", "Initials only"),
}
#: The views a room screen of the web companion rotates through (``/display``).
DISPLAY_VIEWS: dict[str, str] = {
    "clock": "the clock",
    "seating": "the seating, alphabetical",
    "payouts": "the payouts and results",
    "chips": "the chip leaders by last count (skipped until a stack is counted)",
}
#: Where a satellite's pool left over after the seats goes (``domain.results.satellite``).
REMAINDER_NEXT, REMAINDER_SPLIT = "next-place", "split"
SATELLITE_REMAINDERS: dict[str, Phrase] = {
    REMAINDER_NEXT: translate("domain.tournament.settings", "in cash to the next place"),
    REMAINDER_SPLIT: translate("domain.tournament.settings", "split among the seat winners"),
}
MIN_DISPLAY_SECONDS, MAX_DISPLAY_SECONDS = 5, 600
#: Whether players may sign up from their phones (``domain.registration.sign_ups``).
SIGN_UP: dict[str, Phrase] = {
    "closed": translate("domain.tournament.settings", "Closed: the desk registers players"),
    "open": translate("domain.tournament.settings", "Open: players sign up from their phones"),
}
MAX_SIGN_UP_CAP = 10_000
MAX_NAME = 120
MAX_STATUS_URL = 2000
MAX_TABLES = 2000

#: The kinds of setting: what its value is and how it is typed in.
TEXT, CHOICE, COUNT, LEVEL, CHIPS, MONEY, TABLES, EVENT = (
    "text",
    "choice",
    "count",
    "level",
    "chips",
    "money",
    "tables",
    "event",
)
_TEXT_KINDS = frozenset({TEXT, CHOICE, TABLES})

#: The dialog's sections, in order.
EVENT_SECTION, SEATING, MONEY_SECTION, LATE_REG, ENTRIES, FLIGHT = (
    "event",
    "seating",
    "money",
    "late-registration",
    "entries",
    "flight",
)
SECTIONS = (EVENT_SECTION, SEATING, MONEY_SECTION, LATE_REG, ENTRIES, FLIGHT)
#: Each section's heading, as the director reads it.
SECTION_TITLES: dict[str, Phrase] = {
    EVENT_SECTION: translate("domain.tournament.settings", "Event"),
    SEATING: translate("domain.tournament.settings", "Seating"),
    MONEY_SECTION: translate("domain.tournament.settings", "Money"),
    LATE_REG: translate("domain.tournament.settings", "Late registration"),
    ENTRIES: translate("domain.tournament.settings", "Re-entries, rebuys and add-ons"),
    FLIGHT: translate("domain.tournament.settings", "Flight"),
}
#: The automation's section: edited in its own dialog (*Clock > Automation…*), not in
#: the settings dialog's sections.
AUTOMATION = "automation"

Check = Callable[["EventSettings"], None]
T = TypeVar("T")


@dataclass(frozen=True)
class Setting:
    """One event setting: what it is, how it is typed, and what it allows."""

    kind: str
    title: Phrase  # the label it is shown with
    help: Phrase  # one line: the command line's help, the dialog's tooltip
    section: str
    flag: str  # its command-line option
    named: Phrase  # how a sentence names it: "seats per table", "balance tolerance"
    id: str = ""  # the ``EventSettings`` field (filled in from it)
    default: Any = None  # the field's default (filled in from it)
    blank: Phrase | str = ""  # what None means, as the director reads it; "": never None
    falls_back_to: str = ""  # a blank means the value of that setting
    low: int | None = None
    high: int | None = None
    refusal: Phrase | None = None  # the refusal of a value outside ``low``..``high``
    unit: Phrase | str = ""  # " chips", " seats" after the number
    zero: Phrase | str = ""  # how the lowest value (or no money) reads: "none (freezeout)"
    step: int = 1
    example: Phrase | str = ""  # shown in an empty text field
    choices: Mapping[str, Phrase | str] = field(default_factory=dict)  # id -> title
    noun: Phrase | None = None  # "late-registration policy": names an unknown choice
    read: Callable[[str], str] | None = None  # canonical text of a list; refuses what fails
    check: Check | None = None  # what ``low``/``high`` cannot say (blank or not)
    rule: str = ""  # the rule it implements
    required: bool = False  # the command line's ``event create`` needs it
    seating_policy: bool = False  # ``floortool seating policy`` takes it too
    public: bool = False  # the web companion's public pages may show it (else the director's only)

    @property
    def optional(self) -> bool:
        return bool(self.blank)

    @property
    def name(self) -> Phrase:
        """How a message names the setting: "seats per table", "balance tolerance"."""
        return self.named

    def validate(self, settings: EventSettings) -> None:
        """Refuse this setting's value in ``settings``, saying why."""
        value = getattr(settings, self.id)
        if value is not None or not self.optional:
            self._validate_value(value)
        if self.check is not None:
            self.check(settings)

    def _validate_value(self, value: Any) -> None:
        if self.choices and value not in self.choices:
            unknown = translate(
                "domain.tournament.settings", "Unknown {what} '{value}'; choose one of: {known}."
            )
            known = ", ".join(self.choices)
            raise InvalidInput(
                unknown.fill(what=self.noun or self.name, value=value, known=known), field=self.id
            )
        too_low = self.low is not None and value < self.low
        if too_low or (self.high is not None and value > self.high):
            assert self.refusal is not None, f"{self.id} has limits but no refusal"
            raise InvalidInput(self.refusal, field=self.id)
        if self.read is not None:
            self.read(value)

    def check_type(self, value: object) -> None:
        wanted = str if self.kind in _TEXT_KINDS else int
        if value is None and self.optional:
            return
        if not isinstance(value, wanted) or isinstance(value, bool):
            refusal = (
                translate("domain.tournament.settings", "The {setting} must be text.")
                if wanted is str
                else translate(
                    "domain.tournament.settings", "The {setting} must be a whole number."
                )
            )
            raise InvalidInput(refusal.fill(setting=self.name), field=self.id)


def declare(default: T, **setting: Any) -> T:
    """A settings field with ``default`` and its ``Setting``."""
    return field(default=default, metadata={"setting": Setting(**setting)})


# ------------------------------------------------------------------ automation
#: The sounds a moment may play (the bundled cues, ``resources/sounds``).
NO_SOUND = "none"
SOUNDS: dict[str, Phrase] = {
    NO_SOUND: translate("domain.tournament.settings", "no sound"),
    "level": translate("domain.tournament.settings", "level chime"),
    "warning": translate("domain.tournament.settings", "warning"),
    "break-over": translate("domain.tournament.settings", "break-over chime"),
}
FLASH_OFF, FLASH_ON = "off", "on"
FLASHES: dict[str, Phrase] = {
    FLASH_OFF: translate("domain.tournament.settings", "no flash"),
    FLASH_ON: translate("domain.tournament.settings", "flash"),
}
MAX_SHOW_SECONDS = 600
#: The automation's four actions: the setting's id is ``on_<moment>_<action>``.
SOUND, LINE, SHOW, FLASH = "sound", "line", "show", "flash"
ACTIONS = (SOUND, LINE, SHOW, FLASH)


def automation_id(moment: str, action: str) -> str:
    """The setting of ``action`` at ``moment``: ``on_bubble_sound``."""
    return f"on_{moment}_{action}"


_SHOW_REFUSAL = translate(
    "domain.tournament.settings", "A line shows for {low} to {high} seconds, or 0: not shown."
).fill(low=SHORTEST_SECONDS, high=MAX_SHOW_SECONDS)


def _shown_long_enough(key: str) -> Check:
    """A line shown at all shows long enough to be read (an announcement's shortest)."""

    def check(settings: EventSettings) -> None:
        if 0 < getattr(settings, key) < SHORTEST_SECONDS:
            raise InvalidInput(_SHOW_REFUSAL, field=key)

    return check


#: How a sentence names an action at a moment: "sound at a new level".
_ACTION_NAMES = {
    SOUND: translate("domain.tournament.settings", "sound at {moment}"),
    LINE: translate("domain.tournament.settings", "line at {moment}"),
    SHOW: translate("domain.tournament.settings", "show at {moment}"),
    FLASH: translate("domain.tournament.settings", "flash at {moment}"),
}
#: The moments as a sentence names them (``moments.MOMENT_TITLES`` begin a line).
_MOMENT_NAMES = {
    moments.LEVEL: translate("domain.tournament.settings", "a new level"),
    moments.BREAK: translate("domain.tournament.settings", "a break"),
    moments.BREAK_OVER: translate("domain.tournament.settings", "the end of a break"),
    moments.WARNING: translate("domain.tournament.settings", "one minute left"),
    moments.LATE_REG_CLOSED: translate("domain.tournament.settings", "late registration closes"),
    moments.BUBBLE: translate("domain.tournament.settings", "the money bubble"),
    moments.IN_THE_MONEY: translate("domain.tournament.settings", "in the money"),
    moments.FINAL_TABLE: translate("domain.tournament.settings", "the final table"),
}


def _automation(moment: str, action: str, default: Any) -> Any:
    """The settings field of ``action`` at ``moment``, with its ``Setting``."""
    title = moments.MOMENT_TITLES[moment]
    key = automation_id(moment, action)
    common: dict[str, Any] = {
        "section": AUTOMATION,
        "flag": "--" + key.replace("_", "-"),
        "named": _ACTION_NAMES[action].fill(moment=_MOMENT_NAMES[moment]),
    }
    if action == SOUND:
        return declare(
            default, kind=CHOICE, title=translate("domain.tournament.settings", "Sound"),
            choices=SOUNDS, noun=translate("domain.tournament.settings", "sound"), **common,
            help=translate(
                "domain.tournament.settings", "{moment}: the sound the window plays (none: silent)"
            ).fill(moment=title),
        )  # fmt: skip
    if action == LINE:
        return declare(
            default, kind=TEXT, title=translate("domain.tournament.settings", "Line"),
            example=translate("domain.tournament.settings", "no line"),
            read=lambda text: check_line(text, field=key), **common,
            help=translate(
                "domain.tournament.settings",
                "{moment}: the line spoken where speech is on, and shown for the seconds given; "
                "fields in braces such as {{level}}, {{blinds}}, {{players_left}} (blank: none)",
            ).fill(moment=title),
        )  # fmt: skip
    if action == SHOW:
        return declare(
            default, kind=COUNT, title=translate("domain.tournament.settings", "Show for"),
            unit=translate("domain.tournament.settings", " seconds"),
            zero=translate("domain.tournament.settings", "not shown"), low=0, high=MAX_SHOW_SECONDS,
            check=_shown_long_enough(key), **common,
            help=translate(
                "domain.tournament.settings",
                "{moment}: the seconds the line shows over every room screen (0: not shown)",
            ).fill(moment=title),
            refusal=_SHOW_REFUSAL,
        )  # fmt: skip
    return declare(
        default, kind=CHOICE, title=translate("domain.tournament.settings", "Flash"),
        choices=FLASHES, noun=translate("domain.tournament.settings", "flash"), **common,
        help=translate(
            "domain.tournament.settings", "{moment}: flash the room's screens (on or off)"
        ).fill(moment=title),
    )  # fmt: skip


#: What the room is told at a level by default (today's spoken announcement), and at
#: a break: templates (their fields filled when a moment comes), said in the station's
#: language while they stay as they are; a line the director typed is said as typed.
LEVEL_TEMPLATE = translate("domain.tournament.settings", "Level {level}: blinds {blinds}.")
BREAK_TEMPLATE = translate("domain.tournament.settings", "Break: {minutes} minutes.")
DEFAULT_LINES: dict[str, Phrase] = {line.text: line for line in (LEVEL_TEMPLATE, BREAK_TEMPLATE)}


def said_line(template: str, lookup: Lookup) -> str:
    """The line template ``template`` in the language of ``lookup``: a default line in
    its translation (where the translation reads as a line), any other as it is."""
    default = DEFAULT_LINES.get(template)
    if default is None:
        return template
    translated = lookup(default.context, default.text)
    try:
        return check_line(translated)
    except InvalidInput:
        return template


# ------------------------------------------------------------------ checks
def _check_name(settings: EventSettings) -> None:
    name = settings.name.strip()
    if not name:
        raise InvalidInput(
            translate("domain.tournament.settings", "The event needs a name."), field="name"
        )
    check_visible(
        name, what=translate("domain.tournament.settings", "The event's name"), field="name"
    )
    if len(name) > MAX_NAME:
        too_long = translate(
            "domain.tournament.settings", "The event name is longer than {most} characters."
        )
        raise InvalidInput(too_long.fill(most=MAX_NAME), field="name")


def _check_bounty(settings: EventSettings) -> None:
    """The bounty comes out of the buy-in's prize part, so it can be no more than that."""
    if settings.bounty > settings.buy_in:
        raise InvalidInput(
            translate(
                "domain.tournament.settings",
                "The bounty ({bounty}) comes out of the buy-in, so it cannot be more than the "
                "buy-in ({buy_in}).",
            ).fill(bounty=Money(settings.bounty), buy_in=Money(settings.buy_in)),
            field="bounty",
        )


def _check_mystery_start(settings: EventSettings) -> None:
    """Mystery draws share the whole bounty pool, so they start once late registration
    has closed (``domain.results.mystery``)."""
    start, close = settings.mystery_from_level, settings.late_reg_close_level
    mystery = settings.bounty_format == BOUNTY_MYSTERY
    if mystery and start is not None and close is not None and start <= close:
        raise InvalidInput(
            translate(
                "domain.tournament.settings",
                "Mystery draws share the whole bounty pool, so they start after late "
                "registration closes (at the end of level {close}): from level {first} "
                "on, or in the money.",
            ).fill(close=close, first=close + 1),
            field="mystery_from_level",
        )


def _check_table_order(settings: EventSettings) -> None:
    listed = parse_table_order(settings.table_order).listed()
    if listed is not None and settings.tables > listed:
        raise InvalidInput(
            translate(
                "domain.tournament.settings",
                "The table order lists {listed} but the event has {tables}.",
            ).fill(listed=nouns.tables(listed), tables=settings.tables),
            field="table_order",
        )


def _check_early_tolerance(settings: EventSettings) -> None:
    tolerance, early = settings.balance_tolerance, settings.early_balance_tolerance
    if (early is None) != (settings.early_balance_above_tables is None):
        raise InvalidInput(
            translate(
                "domain.tournament.settings",
                "An early balance tolerance needs both the tolerance and the number of tables "
                "above which it applies (or neither).",
            ),
            field="early_balance_tolerance" if early is None else "early_balance_above_tables",
        )
    if early is not None and not tolerance <= early < MAX_SEATS:
        raise InvalidInput(
            translate(
                "domain.tournament.settings",
                "The early balance tolerance runs from the balance tolerance ({tolerance}) to "
                "{most}: tables are balanced more tightly as the event goes on.",
            ).fill(tolerance=tolerance, most=nouns.players(MAX_SEATS - 1)),
            field="early_balance_tolerance",
        )


def _at_most_seats(key: str, what: Phrase) -> Check:
    """``what`` (a refusal with ``{seats}`` and ``{value}``) seats 2 to a table's seats."""

    def check(settings: EventSettings) -> None:
        value = getattr(settings, key)
        if value is not None and not 2 <= value <= settings.seats:
            raise InvalidInput(
                what.fill(seats=nouns.players(settings.seats), value=value), field=key
            )

    return check


def canonical_table_order(text: str) -> str:
    """``1-10, 21-30:10`` as the floor stores it; refuses an order that does not read."""
    return format_table_order(parse_table_order(text))


def canonical_break_order(text: str) -> str:
    """``12, 11, 10`` as the floor stores it; refuses an order that does not read."""
    return ", ".join(str(n) for n in table_numbers(parse_spans(text, BREAK_ORDER)))


def display_views(text: str) -> tuple[str, ...]:
    """The room-screen views ``text`` names (``clock, Seating``), in its order; refuses
    an unknown, repeated or missing one."""
    views = tuple(part.strip().lower() for part in text.split(","))
    known = ", ".join(DISPLAY_VIEWS)
    for view in views:
        if view not in DISPLAY_VIEWS:
            refusal = (
                translate(
                    "domain.tournament.settings",
                    "'{view}' is not a room-screen view; name some of: {known}.",
                ).fill(view=view)
                if view
                else translate(
                    "domain.tournament.settings",
                    "An empty name is not a room-screen view; name some of: {known}.",
                )
            )
            raise InvalidInput(refusal.fill(known=known), field="display_views")
    if len(set(views)) != len(views):
        raise InvalidInput(
            translate("domain.tournament.settings", "Name each room-screen view once."),
            field="display_views",
        )
    return views


def status_feed_url(text: str) -> str:
    """The live status feed's address as typed (``https://club.example/status``); refuses
    anything but an http or https address with a host."""
    url = text.strip()
    if len(url) > MAX_STATUS_URL:
        raise InvalidInput(
            translate(
                "domain.tournament.settings",
                "The live status feed's address is longer than {most} characters.",
            ).fill(most=MAX_STATUS_URL),
            field="status_url",
        )
    if any(c.isspace() or not c.isprintable() for c in url):
        raise InvalidInput(
            translate(
                "domain.tournament.settings",
                "The live status feed's address may not hold spaces or control characters.",
            ),
            field="status_url",
        )
    parts = urlsplit(url)
    if parts.scheme.lower() not in ("http", "https"):
        raise InvalidInput(
            translate(
                "domain.tournament.settings",
                "The live status feed is sent over the web: its address starts with http:// or "
                "https:// (got '{url}').",
            ).fill(url=url[:60]),
            field="status_url",
        )
    try:
        parts.port  # noqa: B018 - reading it refuses a port that is not a number
    except ValueError:
        raise InvalidInput(
            translate(
                "domain.tournament.settings",
                "The live status feed's address has a port that is not a number: '{url}'.",
            ).fill(url=url[:60]),
            field="status_url",
        ) from None
    if not parts.hostname:
        raise InvalidInput(
            translate(
                "domain.tournament.settings",
                "The live status feed's address names no host: '{url}'.",
            ).fill(url=url[:60]),
            field="status_url",
        )
    return url


def _canonical_name(text: str) -> str:
    return text.strip()


_ENTRY_PRICE = translate(
    "domain.tournament.settings", "Rebuy and add-on prices and fees cannot be negative."
)
_ENTRY_CHIPS = translate("domain.tournament.settings", "A rebuy or add-on gives at least one chip.")


@dataclass(frozen=True)
class EventSettings:
    """What the director chooses when creating (or later editing) an event."""

    name: str = field(
        metadata={
            "setting": Setting(
                TEXT,
                translate("domain.tournament.settings", "Name"),
                translate("domain.tournament.settings", "the event's name"),
                EVENT_SECTION,
                flag="--name",
                named=translate("domain.tournament.settings", "name"),
                read=_canonical_name,
                check=_check_name,
                required=True,
                public=True,
            )
        }
    )
    type_text: str = declare(
        "", kind=TEXT, title=translate("domain.tournament.settings", "Type"),
        named=translate("domain.tournament.settings", "event type"),
        section=EVENT_SECTION, flag="--type",
        help=translate(
            "domain.tournament.settings", "event type text (FTR / FTRA select FTR decks)"
        ),
        example=translate(
            "domain.tournament.settings", "e.g. No-Limit Hold'em freezeout (FTR, FTRA)"
        ),
        read=_canonical_name, public=True,
    )  # fmt: skip
    rulebook: str = declare(
        DEFAULT_RULEBOOK, kind=CHOICE, title=translate("domain.tournament.settings", "Rulebook"),
        section=EVENT_SECTION, flag="--rulebook",
        help=translate(
            "domain.tournament.settings",
            "the rulebook the floor follows (it sets late registration's defaults)",
        ),
        choices=RULEBOOKS, named=translate("domain.tournament.settings", "rulebook"),
        noun=translate("domain.tournament.settings", "rulebook"), public=True,
    )  # fmt: skip
    h4h_one_table: str = declare(
        H4H_SHARE, kind=CHOICE,
        title=translate("domain.tournament.settings", "Hand-for-hand, one table"),
        section=EVENT_SECTION,
        named=translate("domain.tournament.settings", "order of hand-for-hand busts at one table"),
        flag="--h4h-one-table", choices=H4H_ONE_TABLE,
        noun=translate("domain.tournament.settings", "hand-for-hand bust order"),
        help=translate(
            "domain.tournament.settings",
            "players busted on one hand-for-hand hand at the same table: share the places "
            "(TDA 2024 RP-8-A makes no exception for one table), or, as a house rule, more chips "
            "at the start of the hand finishes higher (Robert's events always go by chips, A-17)",
        ),
    )  # fmt: skip
    public_names: str = declare(
        "full", kind=CHOICE, title=translate("domain.tournament.settings", "Names on the web"),
        named=translate("domain.tournament.settings", "names on the web"),
        section=EVENT_SECTION, flag="--public-names", choices=PUBLIC_NAMES,
        noun=translate("domain.tournament.settings", "way of showing names"),
        help=translate(
            "domain.tournament.settings",
            "how the web companion's pages show players' names: full, or initials only",
        ),
        public=True,
    )  # fmt: skip
    display_views: str = declare(
        "clock,seating,payouts,chips", kind=TEXT,
        title=translate("domain.tournament.settings", "Screen views"),
        named=translate("domain.tournament.settings", "screen views"), section=EVENT_SECTION,
        flag="--display-views", read=lambda text: ",".join(display_views(text)),
        example="clock,payouts",
        help=translate(
            "domain.tournament.settings",
            "the views the web room screens (/display) rotate through, in order: {views}",
        ).fill(views=", ".join(DISPLAY_VIEWS)),
    )  # fmt: skip
    display_seconds: int = declare(
        20, kind=COUNT, title=translate("domain.tournament.settings", "Screen view time"),
        named=translate("domain.tournament.settings", "screen view time"),
        section=EVENT_SECTION, flag="--display-seconds",
        unit=translate("domain.tournament.settings", " seconds"), low=MIN_DISPLAY_SECONDS,
        high=MAX_DISPLAY_SECONDS,
        help=translate(
            "domain.tournament.settings",
            "how long a web room screen shows each view (each page of the seating)",
        ),
        refusal=translate(
            "domain.tournament.settings", "A room-screen view shows for {low} to {high} seconds."
        ).fill(low=MIN_DISPLAY_SECONDS, high=MAX_DISPLAY_SECONDS),
    )  # fmt: skip
    status_url: str | None = declare(
        None, kind=TEXT, title=translate("domain.tournament.settings", "Live status feed"),
        named=translate("domain.tournament.settings", "live status feed"),
        section=EVENT_SECTION, flag="--status-url",
        blank=translate("domain.tournament.settings", "No live status feed"), read=status_feed_url,
        example="https://club.example/floortool-status",
        help=translate(
            "domain.tournament.settings",
            "where the window (or the web companion's server) sends the event's live status "
            "as JSON on every change and every 30 seconds: an http or https address",
        ),
    )  # fmt: skip
    sign_up: str = declare(
        "closed", kind=CHOICE, title=translate("domain.tournament.settings", "Sign-up from phones"),
        named=translate("domain.tournament.settings", "sign-up from phones"),
        section=LATE_REG, flag="--sign-up", choices=SIGN_UP,
        noun=translate("domain.tournament.settings", "sign-up state"),
        help=translate(
            "domain.tournament.settings",
            "open: the room display and the poster show a code that opens the sign-up page, "
            "and each sign-up waits at the desk until the money is taken",
        ),
        public=True,
    )  # fmt: skip
    sign_up_cap: int = declare(
        200, kind=COUNT, title=translate("domain.tournament.settings", "Sign-ups waiting at most"),
        section=LATE_REG, flag="--sign-up-cap",
        named=translate("domain.tournament.settings", "sign-up cap"),
        unit=translate("domain.tournament.settings", " players"), low=1, high=MAX_SIGN_UP_CAP,
        help=translate(
            "domain.tournament.settings",
            "the most sign-ups from phones that may wait at the desk at once",
        ),
        refusal=translate(
            "domain.tournament.settings", "From 1 to {most} sign-ups may wait at once."
        ).fill(most=Number(MAX_SIGN_UP_CAP)),
    )  # fmt: skip
    late_reg: str = declare(
        "full-stack", kind=CHOICE,
        title=translate("domain.tournament.settings", "Late entrants get"), section=LATE_REG,
        flag="--late-reg",
        named=translate("domain.tournament.settings", "late-registration policy"),
        help=translate(
            "domain.tournament.settings", "what a late entrant gets (default: the rulebook's)"
        ),
        choices=LATE_REG_POLICIES,
        noun=translate("domain.tournament.settings", "late-registration policy"), public=True,
    )  # fmt: skip
    late_reg_close_level: int | None = declare(
        None, kind=LEVEL, title=translate("domain.tournament.settings", "Closes at the end of"),
        section=LATE_REG,
        named=translate("domain.tournament.settings", "late registration's closing level"),
        flag="--late-reg-close-level",
        blank=translate("domain.tournament.settings", "Never by itself"),
        help=translate(
            "domain.tournament.settings",
            "Late registration closes at the end of this level (or when you close it)",
        ),
        low=1,
        refusal=translate(
            "domain.tournament.settings",
            "Late registration must close at the end of level 1 or later.",
        ),
        public=True,
    )  # fmt: skip
    starting_stack: int = declare(
        10_000, kind=CHIPS, title=translate("domain.tournament.settings", "Starting stack"),
        named=translate("domain.tournament.settings", "starting stack"),
        section=MONEY_SECTION, flag="--starting-stack",
        help=translate("domain.tournament.settings", "chips every entrant starts with"),
        unit=translate("domain.tournament.settings", " chips"), step=1_000, low=1,
        refusal=translate(
            "domain.tournament.settings", "The starting stack must be more than zero chips."
        ),
        public=True,
    )  # fmt: skip
    buy_in: int = declare(
        0, kind=MONEY, title=translate("domain.tournament.settings", "Buy-in"),
        named=translate("domain.tournament.settings", "buy-in"),
        section=MONEY_SECTION, flag="--buy-in",
        help=translate("domain.tournament.settings", "the prize part of an entry: 50 or 50.00"),
        zero="0.00", low=0,
        refusal=translate("domain.tournament.settings", "Buy-in and fee cannot be negative."),
        public=True,
    )  # fmt: skip
    fee: int = declare(
        0, kind=MONEY, title=translate("domain.tournament.settings", "Fee"),
        named=translate("domain.tournament.settings", "fee"), section=MONEY_SECTION,
        flag="--fee",
        help=translate("domain.tournament.settings", "the house's part of an entry: 5 or 5.00"),
        zero="0.00", low=0,
        refusal=translate("domain.tournament.settings", "Buy-in and fee cannot be negative."),
        public=True,
    )  # fmt: skip
    # Knockout bounty: cents of every entry's buy-in paid to whoever eliminates
    # that entry instead of going to the prize pool (0: no bounties).
    bounty: int = declare(
        0, kind=MONEY, title=translate("domain.tournament.settings", "Bounty"),
        named=translate("domain.tournament.settings", "bounty"),
        section=MONEY_SECTION, flag="--bounty",
        help=translate(
            "domain.tournament.settings",
            "knockout bounty: paid out of each buy-in to whoever busts the entry "
            "(blank or 0: no bounties)",
        ),
        zero=translate("domain.tournament.settings", "none"), low=0,
        refusal=translate("domain.tournament.settings", "The bounty cannot be negative."),
        check=_check_bounty, public=True,
    )  # fmt: skip
    bounty_format: str = declare(
        BOUNTY_FIXED, kind=CHOICE, title=translate("domain.tournament.settings", "Bounty format"),
        named=translate("domain.tournament.settings", "bounty format"),
        section=MONEY_SECTION, flag="--bounty-format", choices=BOUNTY_FORMATS,
        noun=translate("domain.tournament.settings", "bounty format"),
        help=translate(
            "domain.tournament.settings",
            "fixed: the eliminator is paid the whole bounty; progressive (PKO): a share in "
            "cash, the rest onto the eliminator's own bounty (the Bounty is each entry's "
            "starting bounty); mystery: every bounty goes into a set of prizes, and from a "
            "chosen moment each elimination draws one",
        ),
    )  # fmt: skip
    bounty_cash_percent: int = declare(
        50, kind=COUNT, title=translate("domain.tournament.settings", "PKO cash share"),
        section=MONEY_SECTION, flag="--bounty-cash-percent",
        named=translate("domain.tournament.settings", "progressive bounty's cash share"), unit="%",
        help=translate(
            "domain.tournament.settings",
            "progressive knockout: the share of a busted entry's bounty paid to the "
            "eliminator in cash (default 50); the rest goes onto the eliminator's own bounty",
        ),
        low=0, high=100,
        refusal=translate(
            "domain.tournament.settings", "The cash share of a bounty runs from 0 to 100 percent."
        ),
    )  # fmt: skip
    mystery_from_level: int | None = declare(
        None, kind=LEVEL, title=translate("domain.tournament.settings", "Mystery draws from level"),
        section=MONEY_SECTION, flag="--mystery-from-level",
        named=translate("domain.tournament.settings", "level the mystery draws start at"),
        blank=translate("domain.tournament.settings", "In the money"),
        help=translate(
            "domain.tournament.settings",
            "mystery bounty: eliminations draw a prize from the start of this level on "
            "(blank: once the players left are all paid); before it they pay nothing",
        ),
        low=1,
        refusal=translate("domain.tournament.settings", "Mystery draws start at level 1 or later."),
        check=_check_mystery_start,
    )  # fmt: skip
    mystery_leftovers: str = declare(
        MYSTERY_WINNER, kind=CHOICE,
        title=translate("domain.tournament.settings", "Mystery draws left"), section=MONEY_SECTION,
        flag="--mystery-leftovers", choices=MYSTERY_LEFTOVERS,
        named=translate("domain.tournament.settings", "mystery draws left over"),
        noun=translate("domain.tournament.settings", "way of giving the draws left over"),
        help=translate(
            "domain.tournament.settings",
            "mystery bounty: the prizes nobody drew by the end go to the winner, or are "
            "split evenly among the final table's players",
        ),
    )  # fmt: skip
    # Progressive knockout: the unit the cash part of a bounty is paid in (0: cents).
    bounty_rounding: int = declare(
        0, kind=MONEY, title=translate("domain.tournament.settings", "PKO rounding"),
        section=MONEY_SECTION, flag="--bounty-rounding",
        named=translate("domain.tournament.settings", "progressive bounty's rounding unit"),
        zero=translate("domain.tournament.settings", "to the cent"),
        help=translate(
            "domain.tournament.settings",
            "progressive knockout: pay the cash part of a bounty in whole units of this "
            "(e.g. 1.00 or 5.00, the smallest chip or note at the cage); what is left over goes "
            "onto the eliminator's own bounty (blank or 0: to the cent); mystery bounty: a "
            "split prize is shared in these units",
        ),
        low=0, high=100_000, refusal=translate(
            "domain.tournament.settings", "The PKO rounding unit runs from {low} to {high}."
        ).fill(low=Money(0), high=Money(100_000)),
    )  # fmt: skip
    # Satellite: the value of one seat in the target event (0: not a satellite).
    satellite_seat: int = declare(
        0, kind=MONEY, title=translate("domain.tournament.settings", "Satellite seat"),
        named=translate("domain.tournament.settings", "satellite seat value"),
        section=MONEY_SECTION, flag="--satellite-seat",
        zero=translate("domain.tournament.settings", "not a satellite"),
        help=translate(
            "domain.tournament.settings",
            "a satellite: the value of one seat it awards; seats = prize pool / seat "
            "value, and play stops when the players left equal the seats (0: not a satellite)",
        ),
        low=0,
        refusal=translate(
            "domain.tournament.settings", "The satellite seat value cannot be negative."
        ),
    )  # fmt: skip
    satellite_remainder: str = declare(
        REMAINDER_NEXT, kind=CHOICE,
        title=translate("domain.tournament.settings", "Satellite remainder"), section=MONEY_SECTION,
        named=translate("domain.tournament.settings", "satellite remainder"),
        flag="--satellite-remainder", choices=SATELLITE_REMAINDERS,
        noun=translate("domain.tournament.settings", "way of paying the satellite remainder"),
        help=translate(
            "domain.tournament.settings",
            "the pool left over after the seats: paid in cash to the next place (as "
            "GGPoker's satellite rules do), or split among the seat winners",
        ),
    )  # fmt: skip
    tables: int = declare(
        0, kind=COUNT, title=translate("domain.tournament.settings", "Tables"),
        named=translate("domain.tournament.settings", "number of tables"), section=SEATING,
        flag="--tables",
        help=translate(
            "domain.tournament.settings",
            "how many tables the event uses; 0: one after another as the field grows",
        ),
        zero=translate("domain.tournament.settings", "as the field grows"), low=0, high=MAX_TABLES,
        refusal=translate(
            "domain.tournament.settings", "Tables must be between 0 and {most}."
        ).fill(most=MAX_TABLES), public=True,
    )  # fmt: skip
    seats: int = declare(
        9, kind=COUNT, title=translate("domain.tournament.settings", "Seats per table"),
        named=translate("domain.tournament.settings", "seats per table"),
        section=SEATING, flag="--seats",
        help=translate("domain.tournament.settings", "seats at every table ({low} to {high})").fill(
            low=MIN_SEATS, high=MAX_SEATS
        ),
        unit=translate("domain.tournament.settings", " seats"), low=MIN_SEATS, high=MAX_SEATS,
        refusal=translate(
            "domain.tournament.settings", "A table has between {low} and {high} seats."
        ).fill(low=MIN_SEATS, high=MAX_SEATS), public=True,
    )  # fmt: skip
    late_reg_per_level: int = declare(
        0, kind=CHIPS, title=translate("domain.tournament.settings", "Chips per level"),
        section=LATE_REG, flag="--late-reg-per-level",
        named=translate("domain.tournament.settings", "chips deducted per level"),
        help=translate(
            "domain.tournament.settings",
            "chips deducted per level started (the 'per-level' policy)",
        ),
        unit=translate("domain.tournament.settings", " chips"), step=25, low=0,
        refusal=translate(
            "domain.tournament.settings", "The chips deducted per level cannot be negative."
        ),
    )  # fmt: skip
    # Late registration, 'capped-blinds' policy: the most chips the blinds may take.
    late_reg_cap: int = declare(
        0, kind=CHIPS, title=translate("domain.tournament.settings", "Deduct at most"),
        section=LATE_REG, flag="--late-reg-cap",
        named=translate("domain.tournament.settings", "late-registration deduction cap"),
        help=translate(
            "domain.tournament.settings",
            "the most chips the blinds deducted may take (the 'capped-blinds' policy)",
        ),
        unit=translate("domain.tournament.settings", " chips"), step=500, low=0,
        refusal=translate("domain.tournament.settings", "The deduction cap cannot be negative."),
    )  # fmt: skip
    max_reentries: int | None = declare(
        0, kind=COUNT, title=translate("domain.tournament.settings", "Re-entries per player"),
        named=translate("domain.tournament.settings", "re-entries per player"),
        section=ENTRIES, flag="--max-reentries",
        help=translate(
            "domain.tournament.settings", "re-entries per player (default 0: a freezeout)"
        ),
        blank=translate("domain.tournament.settings", "No limit"),
        zero=translate("domain.tournament.settings", "none (freezeout)"), low=0,
        refusal=translate(
            "domain.tournament.settings", "Re-entries per player cannot be negative."
        ),
    )  # fmt: skip
    # Rebuys per entry, offered through the end of ``rebuy_last_level`` to a
    # player with at most ``rebuy_max_stack`` chips; each gives ``rebuy_chips``
    # for ``rebuy_price`` to the pool plus ``rebuy_fee`` to the house.
    max_rebuys: int | None = declare(
        0, kind=COUNT, title=translate("domain.tournament.settings", "Rebuys per entry"),
        named=translate("domain.tournament.settings", "rebuys per entry"),
        section=ENTRIES, flag="--max-rebuys",
        help=translate("domain.tournament.settings", "rebuys per entry (default 0: none)"),
        blank=translate("domain.tournament.settings", "No limit"),
        zero=translate("domain.tournament.settings", "none"), low=0,
        refusal=translate("domain.tournament.settings", "Rebuys per player cannot be negative."),
    )  # fmt: skip
    rebuy_last_level: int | None = declare(
        None, kind=LEVEL, title=translate("domain.tournament.settings", "Rebuys until the end of"),
        section=ENTRIES, named=translate("domain.tournament.settings", "last rebuy level"),
        flag="--rebuy-last-level",
        help=translate("domain.tournament.settings", "rebuys end at the end of this level"),
        blank=translate("domain.tournament.settings", "No level limit"), low=1,
        refusal=translate(
            "domain.tournament.settings", "Rebuys must end at the end of level 1 or later."
        ),
    )  # fmt: skip
    rebuy_max_stack: int | None = declare(
        None, kind=CHIPS, title=translate("domain.tournament.settings", "Rebuy with at most"),
        section=ENTRIES, flag="--rebuy-max-stack",
        named=translate("domain.tournament.settings", "rebuy stack limit"),
        help=translate(
            "domain.tournament.settings",
            "a player may rebuy with at most this many chips (blank: the starting stack)",
        ),
        blank=translate("domain.tournament.settings", "the starting stack"),
        falls_back_to="starting_stack", low=0,
        refusal=translate(
            "domain.tournament.settings", "The rebuy stack limit cannot be negative."
        ),
    )  # fmt: skip
    rebuy_chips: int | None = declare(
        None, kind=CHIPS, title=translate("domain.tournament.settings", "Rebuy chips"),
        named=translate("domain.tournament.settings", "rebuy chips"),
        section=ENTRIES, flag="--rebuy-chips",
        help=translate(
            "domain.tournament.settings", "chips a rebuy gives (blank: the starting stack)"
        ),
        blank=translate("domain.tournament.settings", "the starting stack"),
        falls_back_to="starting_stack", low=1, refusal=_ENTRY_CHIPS,
    )  # fmt: skip
    rebuy_price: int | None = declare(
        None, kind=MONEY, title=translate("domain.tournament.settings", "Rebuy price"),
        named=translate("domain.tournament.settings", "rebuy price"),
        section=ENTRIES, flag="--rebuy-price",
        help=translate("domain.tournament.settings", "a rebuy's prize money (blank: the buy-in)"),
        blank=translate("domain.tournament.settings", "the buy-in"), falls_back_to="buy_in", low=0,
        refusal=_ENTRY_PRICE,
    )  # fmt: skip
    rebuy_fee: int | None = declare(
        None, kind=MONEY, title=translate("domain.tournament.settings", "Rebuy fee"),
        named=translate("domain.tournament.settings", "rebuy fee"),
        section=ENTRIES, flag="--rebuy-fee",
        help=translate("domain.tournament.settings", "a rebuy's fee to the house (blank: the fee)"),
        blank=translate("domain.tournament.settings", "the fee"), falls_back_to="fee", low=0,
        refusal=_ENTRY_PRICE,
    )  # fmt: skip
    # Add-ons per entry, offered through the end of ``addon_last_level`` and the
    # break that follows it; chips and money as for rebuys.
    max_addons: int | None = declare(
        0, kind=COUNT, title=translate("domain.tournament.settings", "Add-ons per entry"),
        named=translate("domain.tournament.settings", "add-ons per entry"),
        section=ENTRIES, flag="--max-addons",
        help=translate("domain.tournament.settings", "add-ons per entry (default 0: none)"),
        blank=translate("domain.tournament.settings", "No limit"),
        zero=translate("domain.tournament.settings", "none"), low=0,
        refusal=translate("domain.tournament.settings", "Add-ons per player cannot be negative."),
    )  # fmt: skip
    addon_last_level: int | None = declare(
        None, kind=LEVEL, title=translate("domain.tournament.settings", "Add-ons until the end of"),
        section=ENTRIES, named=translate("domain.tournament.settings", "last add-on level"),
        flag="--addon-last-level",
        blank=translate("domain.tournament.settings", "No level limit"),
        help=translate(
            "domain.tournament.settings",
            "add-ons are offered through the end of this level and the break after it",
        ),
        low=1, refusal=translate(
            "domain.tournament.settings", "Add-ons must end at the end of level 1 or later."
        ),
    )  # fmt: skip
    addon_chips: int | None = declare(
        None, kind=CHIPS, title=translate("domain.tournament.settings", "Add-on chips"),
        named=translate("domain.tournament.settings", "add-on chips"),
        section=ENTRIES, flag="--addon-chips",
        help=translate(
            "domain.tournament.settings", "chips an add-on gives (blank: the starting stack)"
        ),
        blank=translate("domain.tournament.settings", "the starting stack"),
        falls_back_to="starting_stack", low=1, refusal=_ENTRY_CHIPS,
    )  # fmt: skip
    addon_price: int | None = declare(
        None, kind=MONEY, title=translate("domain.tournament.settings", "Add-on price"),
        named=translate("domain.tournament.settings", "add-on price"),
        section=ENTRIES, flag="--addon-price",
        help=translate("domain.tournament.settings", "an add-on's prize money (blank: the buy-in)"),
        blank=translate("domain.tournament.settings", "the buy-in"), falls_back_to="buy_in", low=0,
        refusal=_ENTRY_PRICE,
    )  # fmt: skip
    addon_fee: int | None = declare(
        None, kind=MONEY, title=translate("domain.tournament.settings", "Add-on fee"),
        named=translate("domain.tournament.settings", "add-on fee"),
        section=ENTRIES, flag="--addon-fee",
        help=translate(
            "domain.tournament.settings", "an add-on's fee to the house (blank: the fee)"
        ),
        blank=translate("domain.tournament.settings", "the fee"), falls_back_to="fee", low=0,
        refusal=_ENTRY_PRICE,
    )  # fmt: skip
    # The Day 2 event this event is a flight of (Day 1A, 1B ... feeding it).
    flight_of: int | None = declare(
        None, kind=EVENT, title=translate("domain.tournament.settings", "This event is"),
        named=translate("domain.tournament.settings", "flight"), section=FLIGHT, flag="--flight-of",
        help=translate(
            "domain.tournament.settings",
            "this event is a flight (Day 1A, 1B ...) of that Day 2 event",
        ),
        blank=translate("domain.tournament.settings", "Not a flight"), low=1,
        refusal=translate(
            "domain.tournament.settings", "A flight feeds an existing event (its number)."
        ),
        public=True,
    )  # fmt: skip
    table_order: str = declare(
        "", kind=TABLES, title=translate("domain.tournament.settings", "Table order"),
        named=translate("domain.tournament.settings", "table order"),
        section=SEATING, flag="--table-order",
        help=translate(
            "domain.tournament.settings",
            "the order tables open in as the field grows (blank: 1, 2, 3 ...)",
        ),
        example=translate("domain.tournament.settings", "1, 2, 3 ... (or e.g. 1-10, 21-30:10)"),
        read=canonical_table_order, check=_check_table_order,
    )  # fmt: skip
    balance_tolerance: int = declare(
        1, kind=COUNT, title=translate("domain.tournament.settings", "Tables differ by at most"),
        section=SEATING, flag="--tolerance",
        named=translate("domain.tournament.settings", "balance tolerance"),
        help=translate(
            "domain.tournament.settings",
            "the largest difference allowed between the fullest and the shortest table; "
            "1 moves a player as soon as a table is two short",
        ),
        unit=translate("domain.tournament.settings", " player(s)"), low=1, high=MAX_SEATS - 1,
        rule="TDA 2024 Rule 11-A",
        refusal=translate(
            "domain.tournament.settings",
            "The balance tolerance is the largest difference allowed between the fullest "
            "and the shortest table: 1 to {most}. 0 is not possible: with "
            "an odd number of players, two tables would pass a player back and forth forever.",
        ).fill(most=nouns.players(MAX_SEATS - 1)),
        seating_policy=True,
    )  # fmt: skip
    early_balance_tolerance: int | None = declare(
        None, kind=COUNT, title=translate("domain.tournament.settings", "Early in the event"),
        section=SEATING, flag="--early-tolerance",
        named=translate("domain.tournament.settings", "early balance tolerance"),
        help=translate(
            "domain.tournament.settings",
            "balance more loosely while many tables are open, then tighten",
        ),
        blank=translate("domain.tournament.settings", "no early tolerance"),
        unit=translate("domain.tournament.settings", " players"), rule="TDA 2024 Add. 11",
        check=_check_early_tolerance, seating_policy=True,
    )  # fmt: skip
    early_balance_above_tables: int | None = declare(
        None, kind=COUNT, title=translate("domain.tournament.settings", "while more than"),
        section=SEATING, flag="--early-above-tables",
        named=translate("domain.tournament.settings", "tables the early tolerance applies above"),
        help=translate(
            "domain.tournament.settings", "... while more than this many tables are open"
        ),
        blank=translate("domain.tournament.settings", "no early tolerance"),
        unit=translate("domain.tournament.settings", " tables"), low=1, high=MAX_TABLE_NUMBER,
        seating_policy=True,
        refusal=translate(
            "domain.tournament.settings",
            "The early tolerance applies while more than N tables are open; "
            "N runs from 1 to {most}.",
        ).fill(most=MAX_TABLE_NUMBER),
    )  # fmt: skip
    break_order: str = declare(
        "", kind=TABLES, title=translate("domain.tournament.settings", "Break order"),
        named=translate("domain.tournament.settings", "break order"),
        section=SEATING, flag="--break-order",
        help=translate(
            "domain.tournament.settings",
            'tables to break first, in order, e.g. "12, 11, 30-21"; the others break '
            "highest number first",
        ),
        example=translate(
            "domain.tournament.settings", "Highest number first (or e.g. 12, 11, 30-21)"
        ),
        read=canonical_break_order, rule="TDA 2024 Rule 10-B", seating_policy=True,
    )  # fmt: skip
    giving_table: str = declare(
        "highest", kind=CHOICE,
        title=translate("domain.tournament.settings", "A player comes from"), section=SEATING,
        flag="--giving", named=translate("domain.tournament.settings", "giving table"),
        help=translate(
            "domain.tournament.settings", "which table gives a player when several are fullest"
        ),
        choices=GIVING_TABLES, noun=translate("domain.tournament.settings", "giving table"),
        rule="TDA 2024 Rule 11-C", seating_policy=True,
    )  # fmt: skip
    ideal_table_load: int | None = declare(
        None, kind=COUNT, title=translate("domain.tournament.settings", "Break tables to seat"),
        section=SEATING, flag="--ideal-load",
        named=translate("domain.tournament.settings", "players per table before a table breaks"),
        help=translate(
            "domain.tournament.settings",
            "break a table as soon as the others seat everyone at this many players per "
            "table (e.g. 9 at 10-seat tables)",
        ),
        blank=translate("domain.tournament.settings", "Every seat"),
        unit=translate("domain.tournament.settings", " per table"),
        check=_at_most_seats(
            "ideal_table_load",
            translate(
                "domain.tournament.settings",
                "A table seats 2 to {seats} (the seats per table), not {value}.",
            ),
        ), seating_policy=True,
    )  # fmt: skip
    final_table_size: int | None = declare(
        None, kind=COUNT, title=translate("domain.tournament.settings", "Final table"),
        section=SEATING, flag="--final-table-size",
        named=translate("domain.tournament.settings", "final table size"),
        help=translate(
            "domain.tournament.settings",
            "players at the final table (two tables of five make a 9-handed final)",
        ),
        blank=translate("domain.tournament.settings", "A full table"),
        unit=translate("domain.tournament.settings", " players"), rule="TDA 2024 RP-9",
        check=_at_most_seats(
            "final_table_size",
            translate(
                "domain.tournament.settings",
                "The final table seats 2 to {seats} (the seats per table), not {value}.",
            ),
        ), seating_policy=True,
    )  # fmt: skip
    # Automation (``domain.display.moments``): what the room hears and sees at each
    # moment; the defaults are the cues the window has always played.
    on_level_sound: str = _automation(moments.LEVEL, SOUND, "level")
    on_level_line: str = _automation(moments.LEVEL, LINE, LEVEL_TEMPLATE.text)
    on_level_show: int = _automation(moments.LEVEL, SHOW, 0)
    on_level_flash: str = _automation(moments.LEVEL, FLASH, FLASH_OFF)
    on_break_sound: str = _automation(moments.BREAK, SOUND, "level")
    on_break_line: str = _automation(moments.BREAK, LINE, BREAK_TEMPLATE.text)
    on_break_show: int = _automation(moments.BREAK, SHOW, 0)
    on_break_flash: str = _automation(moments.BREAK, FLASH, FLASH_OFF)
    on_break_over_sound: str = _automation(moments.BREAK_OVER, SOUND, "break-over")
    on_break_over_line: str = _automation(moments.BREAK_OVER, LINE, LEVEL_TEMPLATE.text)
    on_break_over_show: int = _automation(moments.BREAK_OVER, SHOW, 0)
    on_break_over_flash: str = _automation(moments.BREAK_OVER, FLASH, FLASH_OFF)
    on_warning_sound: str = _automation(moments.WARNING, SOUND, "warning")
    on_warning_line: str = _automation(moments.WARNING, LINE, "")
    on_warning_show: int = _automation(moments.WARNING, SHOW, 0)
    on_warning_flash: str = _automation(moments.WARNING, FLASH, FLASH_OFF)
    on_late_reg_closed_sound: str = _automation(moments.LATE_REG_CLOSED, SOUND, NO_SOUND)
    on_late_reg_closed_line: str = _automation(moments.LATE_REG_CLOSED, LINE, "")
    on_late_reg_closed_show: int = _automation(moments.LATE_REG_CLOSED, SHOW, 0)
    on_late_reg_closed_flash: str = _automation(moments.LATE_REG_CLOSED, FLASH, FLASH_OFF)
    on_bubble_sound: str = _automation(moments.BUBBLE, SOUND, NO_SOUND)
    on_bubble_line: str = _automation(moments.BUBBLE, LINE, "")
    on_bubble_show: int = _automation(moments.BUBBLE, SHOW, 0)
    on_bubble_flash: str = _automation(moments.BUBBLE, FLASH, FLASH_OFF)
    on_in_the_money_sound: str = _automation(moments.IN_THE_MONEY, SOUND, NO_SOUND)
    on_in_the_money_line: str = _automation(moments.IN_THE_MONEY, LINE, "")
    on_in_the_money_show: int = _automation(moments.IN_THE_MONEY, SHOW, 0)
    on_in_the_money_flash: str = _automation(moments.IN_THE_MONEY, FLASH, FLASH_OFF)
    on_final_table_sound: str = _automation(moments.FINAL_TABLE, SOUND, NO_SOUND)
    on_final_table_line: str = _automation(moments.FINAL_TABLE, LINE, "")
    on_final_table_show: int = _automation(moments.FINAL_TABLE, SHOW, 0)
    on_final_table_flash: str = _automation(moments.FINAL_TABLE, FLASH, FLASH_OFF)

    @property
    def knockout_cash_percent(self) -> int:
        """The share of a busted entry's bounty paid to the eliminator in cash: all of
        it in a fixed knockout, ``bounty_cash_percent`` in a progressive one."""
        return self.bounty_cash_percent if self.bounty_format == BOUNTY_PROGRESSIVE else 100

    @property
    def knockout_cash_unit(self) -> int:
        """The cents a bounty's cash part is paid in: the PKO rounding unit in a
        progressive knockout and a mystery bounty's split prizes (0: to the cent), a
        cent otherwise."""
        rounded = self.bounty_format in (BOUNTY_PROGRESSIVE, BOUNTY_MYSTERY)
        return max(1, self.bounty_rounding) if rounded else 1

    @property
    def ftr_mode(self) -> str:
        """``ftra`` (FTR cards with FTR action), ``ftr`` (cards only) or ``none``."""
        text = self.type_text.upper()
        if "FTRA" in text:
            return "ftra"
        return "ftr" if "FTR" in text else "none"


def _declared() -> tuple[Setting, ...]:
    found = []
    for item in fields(EventSettings):
        default = None if item.default is MISSING else item.default
        found.append(replace(item.metadata["setting"], id=item.name, default=default))
    return tuple(found)


#: Every setting, in the order the settings are checked.
SETTINGS: tuple[Setting, ...] = _declared()
SETTING_BY_ID: dict[str, Setting] = {setting.id: setting for setting in SETTINGS}


def setting_names(ids: Iterable[str]) -> str:
    """The settings ``ids`` as a director reads them, in the dialog's order:
    "re-entries per player and seats per table"."""
    wanted = set(ids)
    names = [str(setting.name) for setting in SETTINGS if setting.id in wanted]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def validate_settings(settings: EventSettings) -> None:
    """Refuse settings a tournament cannot run with, with a message saying why."""
    for setting in SETTINGS:
        setting.check_type(getattr(settings, setting.id))
    for setting in SETTINGS:
        setting.validate(settings)
    policy = LATE_POLICIES[settings.late_reg]
    for key, needs in policy.parameters.items():
        if not getattr(settings, key):
            needed = translate("domain.tournament.settings", "The '{policy}' policy needs {needs}.")
            raise InvalidInput(needed.fill(policy=policy.id, needs=needs), field=key)
