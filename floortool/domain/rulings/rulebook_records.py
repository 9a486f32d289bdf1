"""Domain layer: the event rulebooks as records — one frozen record per rulebook.

Decides everything that differs between the rulebooks an event may follow,
so that no other module compares a rulebook id: whether short tables halt
(TDA 2024 Rule 11-D) or play never stops (house amendment A-24), whether a
reseated table re-draws the button (A-6), how players busted on one hand with
equal stacks are ordered (A-17) and whether hand-for-hand busts share places
(RP-8-A), how the chip race settles odd chips (Rule 24 or A-5), the
late-registration default (Rule 8-A or A-4), the clock-call times (Rule 29 or
Robert's NL 12), which books the rulings consult, the rule each floor
mechanism cites, and the rules of play the calculators follow (``PlayRules``: what
counts as action, how silent chip pushes read, who gets the odd chips). Where a
rulebook is silent on a mechanism its ``Ground`` says which rule is applied
instead, and its text says so ("Robert's Rules are silent; TDA 2024 Rule 11-A
applied").

The rules' own texts (what a citation resolves to) are read by
``rule_texts``; this module only names them. Adding a rulebook is one
``RulebookRecord`` here plus its rule texts in ``resources/rulebooks/``
(and its branches in the situation files).
Imports only the domain kernel, so every subject package may read it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TypeVar

from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Phrase, counted, translate

#: Citation values of the books (``Rule.book`` in the rule texts).
TDA = "TDA 2024"
RROP = "RRoP v6"
HOUSE = "House"


#: How a citation says its rule is borrowed from a book the event's rulebook does not include.
BORROWED = "borrowed"


@dataclass(frozen=True)
class Citation:
    """A rule a ruling rests on: ``book`` is ``TDA 2024``, ``RRoP v6``, ``House`` or ``FTR``.

    ``borrowed``: the event's rulebook is silent, and the ruling borrows this rule from
    another book (the league's ruling applying the TDA's RP-10-A).
    """

    book: str
    ref: str
    borrowed: bool = False

    @property
    def text(self) -> str:
        """``TDA 2024 Rule 23``, ``TDA 2024 RP-8``, ``House A-24``, ``RRoP v6 §2 Seating 10``,
        ``TDA 2024 Rule 46-B (borrowed)``."""
        numbered = self.book == TDA and self.ref[:1] != "" and self.ref[:1] in "0123456789"
        text = f"{self.book} {'Rule ' if numbered else ''}{self.ref}"
        return f"{text} ({BORROWED})" if self.borrowed else text


def cited(*citations: Citation) -> str:
    """How an explanation names the rules it rests on: ``TDA 2024 Rule 71-A, TDA 2024 Rule
    71-C`` (each with its book, so every rule named can be checked against the record)."""
    return ", ".join(c.text for c in citations)


@dataclass(frozen=True)
class Ground:
    """The rule a rulebook rests one floor mechanism on.

    ``silent`` is set when the rulebook has no rule for it: it says so
    ("Robert's Rules are silent") and ``citation`` is the rule applied
    instead, from another book; ``practice`` names what is applied when no
    book has a rule (``citation`` None).
    """

    citation: Citation | None
    silent: str | Phrase = ""
    practice: str | Phrase = ""

    @property
    def text(self) -> str | Phrase:
        """``TDA 2024 Rule 11-A``, or ``Robert's Rules are silent; TDA 2024 Rule 11-A
        applied`` (a phrase: the words around the citation are floortool's)."""
        return self.instead(self.citation.text if self.citation else "")

    def instead(self, rule: str) -> str | Phrase:
        """``rule`` (this ground's citation, or a part of it), said to be applied in
        place of the rulebook's silence; the practice applied when no book has a rule."""
        applied = self.practice if self.citation is None and self.practice else rule
        if not self.silent:
            return applied
        return translate("domain.rulings.rulebook_records", "{silent}; {rule} applied").fill(
            silent=self.silent, rule=applied
        )


class Mechanism(StrEnum):
    """The floor mechanisms whose messages cite the event's rulebook."""

    NEW_LEVEL = "new-level"  # a new level applies from the next hand
    LATE_REGISTRATION = "late-registration"
    LATE_SEAT = "late-seat"
    INITIAL_DRAW = "initial-draw"
    BALANCING = "balancing"  # who moves to which seat
    MIXED_BALANCING = "mixed-balancing"  # the frozen button in mixed games
    GIVING_TABLE = "giving-table"  # which table gives up the player
    BREAKING = "breaking"
    ABSENT_ON_BREAK = "absent-on-break"  # the chips of a player away when the table breaks
    BROKEN_TABLE_SEATS = "broken-table-seats"  # any seat, dealt in at once
    FINAL_TABLE = "final-table"
    FINAL_BUTTON = "final-button"
    HAND_FOR_HAND = "hand-for-hand"
    HALTING = "halting"
    BUTTON_AFTER_RESEAT = "button-after-reseat"
    CHIP_RACE = "chip-race"
    BUST_ORDER = "bust-order"  # more chips at the start of the hand finishes higher
    EQUAL_STACKS = "equal-stacks"
    HAND_FOR_HAND_BUSTS = "hand-for-hand-busts"
    CLOCK_CALL = "clock-call"
    PENALTY = "penalty"  # how long a missed-hand or missed-round penalty lasts
    FLOOR_DECISION = "floor-decision"  # the director's own call (a player moved by hand)
    REENTRY = "re-entry"  # a player re-enters only after busting


class ChipRace(StrEnum):
    """How the odd chips of a removed denomination are settled."""

    RACE = "race"  # one card per odd chip, best cards win a chip each (TDA 24)
    ROUND_UP = "round-up"  # odd chips rounded up to one new chip


@dataclass(frozen=True)
class ClockPhase:
    label: Phrase
    seconds: int


@dataclass(frozen=True)
class ClockCall:
    """The phases of a clock call and what happens when it runs out."""

    phases: tuple[ClockPhase, ...]
    facing_bet: Phrase  # what happens at zero when facing a bet
    not_facing_bet: Phrase
    citations: tuple[Citation, ...]

    @property
    def total_seconds(self) -> int:
        return sum(p.seconds for p in self.phases)


@dataclass(frozen=True)
class ActionRule:
    """When a hand has "action" (the line after which a misdeal is no longer called):
    ``any_actions`` actions in turn, folds and checks included, or ``with_chips`` of them
    when at least one puts chips in (None: chips make no difference); posted blinds and
    antes never count. The words (phrases): what is counted (``counted``: ``3 actions``)
    and how the count reads (``tally``, with ``{counted}`` and ``{chips}``), the rule in
    brief (``test``), and the answer either way."""

    citation: Citation
    any_actions: int
    with_chips: int | None
    counted: Callable[[int], Phrase]
    tally: Phrase
    test: Phrase
    reached: Phrase
    not_reached: Phrase

    def met(self, actions: int, chip_actions: int) -> bool:
        """Whether ``actions`` in turn, ``chip_actions`` of them putting chips in, are action."""
        by_chips = self.with_chips is not None and actions >= self.with_chips and chip_actions
        return actions >= self.any_actions or bool(by_chips)


@dataclass(frozen=True)
class ChipBetRules:
    """How chips pushed without a clear declaration are read: the rules each reading
    cites, whether a call stands when every chip is needed to make it
    (``every_chip_needed``: its rules, empty when the book has no such test), and how
    the book says a push reached a raise (``raise_reached``)."""

    all_in: tuple[Citation, ...]
    undercall: tuple[Citation, ...]
    single_chip_bet: tuple[Citation, ...]  # not facing a bet
    several_chips_bet: tuple[Citation, ...]
    below_minimum_bet: tuple[Citation, ...]
    single_chip: tuple[Citation, ...]  # one oversized chip facing a bet
    raise_declared: tuple[Citation, ...]
    every_chip_needed: tuple[Citation, ...]
    half_raise: tuple[Citation, ...]
    raise_reached: Phrase  # {total} reached a raise ({reached}: the call plus half)


@dataclass(frozen=True)
class OddChipRule:
    """Who gets the odd chips of a split pot: ``one_each`` (no winner gets more than one,
    clockwise from the button) or all of them to the first winner left of the button;
    ``citations`` the rules a split follows, ``deciding`` those the odd chips rest on."""

    one_each: bool
    citations: tuple[Citation, ...]
    deciding: tuple[Citation, ...]


@dataclass(frozen=True)
class PlayRules:
    """The betting, showdown and misdeal rules of one ``book`` that the calculators follow."""

    book: str
    action: ActionRule
    chip_bets: ChipBetRules
    odd_chips: OddChipRule


def _actions(count: int) -> Phrase:
    """``1 action``, ``3 actions``: what the TDA's action test counts."""
    return counted(
        count,
        translate("domain.rulings.rulebook_records", "{count} action"),
        translate("domain.rulings.rulebook_records", "{count} actions"),
    )


def _cites(book: str, *refs: str) -> tuple[Citation, ...]:
    return tuple(Citation(book, ref) for ref in refs)


TDA_PLAY = PlayRules(
    book=TDA,
    action=ActionRule(
        citation=Citation(TDA, "36"),
        any_actions=3,
        with_chips=2,
        counted=_actions,
        tally=translate(
            "domain.rulings.rulebook_records", "{counted} in turn, {chips} putting chips in"
        ),
        test=translate("domain.rulings.rulebook_records", "two actions with chips, or any three"),
        reached=translate("domain.rulings.rulebook_records", "substantial action"),
        not_reached=translate("domain.rulings.rulebook_records", "not substantial action"),
    ),
    chip_bets=ChipBetRules(
        all_in=_cites(TDA, "45-B"),
        undercall=_cites(TDA, "51-B"),
        single_chip_bet=_cites(TDA, "44"),
        several_chips_bet=_cites(TDA, "40-C"),
        below_minimum_bet=_cites(TDA, "52-A"),
        single_chip=_cites(TDA, "44"),
        raise_declared=_cites(TDA, "42", "43-A"),
        every_chip_needed=_cites(TDA, "45-A"),
        half_raise=_cites(TDA, "45-B", "43-A"),
        raise_reached=translate(
            "domain.rulings.rulebook_records",
            "{total} is at least the call plus half a raise ({reached})",
        ),
    ),
    odd_chips=OddChipRule(
        one_each=False, citations=_cites(TDA, "20-A", "21"), deciding=_cites(TDA, "20-A")
    ),
)

RROP_PLAY = PlayRules(
    book=RROP,
    action=ActionRule(
        citation=Citation(RROP, "§3 Misdeals 2"),
        any_actions=2,
        with_chips=None,
        counted=nouns.players,
        tally=translate("domain.rulings.rulebook_records", "{counted} acted after the blinds"),
        test=translate("domain.rulings.rulebook_records", "two players after the blinds"),
        reached=translate("domain.rulings.rulebook_records", "action has occurred"),
        not_reached=translate("domain.rulings.rulebook_records", "no action yet"),
    ),
    chip_bets=ChipBetRules(
        all_in=_cites(RROP, "§3 B&R 4"),
        undercall=_cites(RROP, "§3 B&R 11"),
        single_chip_bet=_cites(RROP, "NL 9"),
        several_chips_bet=_cites(RROP, "NL 5"),
        below_minimum_bet=_cites(RROP, "NL 10"),
        single_chip=_cites(RROP, "§3 B&R 13", "NL 9"),
        raise_declared=_cites(RROP, "§3 B&R 12", "NL 4"),
        every_chip_needed=(),
        half_raise=_cites(RROP, "§3 B&R 12"),
        raise_reached=translate(
            "domain.rulings.rulebook_records",
            "{total} is a full bet plus at least half a bet ({reached})",
        ),
    ),
    odd_chips=OddChipRule(
        one_each=True,
        citations=_cites(RROP, "§3 Ties 3", "§3 Ties 4", "§3 Ties 5"),
        deciding=_cites(RROP, "§3 Ties 4", "§3 Ties 5"),
    ),
)


@dataclass(frozen=True)
class RulebookRecord:
    """What one event rulebook decides, and the rule each mechanism cites."""

    id: str
    title: str
    short_name: str  # as a director says it: "TDA 2024"
    books: tuple[str, ...]  # the rule texts consulted (resources/rulebooks ids), first wins
    cites: frozenset[str]  # the citation books its situation branches may cite
    play: PlayRules  # the betting, showdown and misdeal rules the calculators follow
    halts_short_tables: bool
    redraws_button: bool  # after a reseat with half the table new
    hand_breaks_ties: bool  # equal stacks busted on one hand: the better hand first
    hand_for_hand_busts_share: bool  # busts on one hand-for-hand hand share places (RP-8-A)
    absent_chips: Phrase  # an absent player's chips at a table break (ends a move slip's line)
    chip_race: ChipRace
    late_reg: str  # the late-registration policy by default
    late_reg_close_level: int | None  # the level at whose end late registration closes
    clock_call: ClockCall
    structure_template: str  # the structure a new event starts with (resources/templates)
    grounds: Mapping[Mechanism, Ground] = field(default_factory=dict)

    def __post_init__(self) -> None:
        missing = [m.value for m in Mechanism if m not in self.grounds]
        if missing:
            raise InvalidInput(
                translate(
                    "domain.rulings.rulebook_records",
                    "The rulebook '{id}' does not say what it cites for: {missing}.",
                ).fill(id=self.id, missing=", ".join(missing)),
                field="grounds",
            )

    @property
    def rules_of_play(self) -> str:
        """The book whose betting and misdeal rules the calculators follow."""
        return self.play.book

    def cite(self, mechanism: Mechanism) -> str | Phrase:
        """The citation text a message about ``mechanism`` gives."""
        return self.grounds[mechanism].text


def _own(book: str, ref: str) -> Ground:
    return Ground(Citation(book, ref))


def _instead(silent: str | Phrase, book: str, ref: str) -> Ground:
    return Ground(Citation(book, ref), silent=silent)


_TDA_SILENT = translate("domain.rulings.rulebook_records", "TDA 2024 is silent")
_RROP_SILENT = translate("domain.rulings.rulebook_records", "Robert's Rules are silent")
_PRACTICE = translate("domain.rulings.rulebook_records", "standard practice")

TDA_2024 = RulebookRecord(
    id="tda-2024",
    title="Poker TDA Rules 2024",
    short_name="TDA 2024",
    books=("tda-2024",),
    cites=frozenset({TDA}),
    play=TDA_PLAY,
    halts_short_tables=True,
    redraws_button=False,
    hand_breaks_ties=False,
    hand_for_hand_busts_share=True,
    absent_chips=translate(
        "domain.rulings.rulebook_records", "staff carry an absent player's chips"
    ),
    chip_race=ChipRace.RACE,
    late_reg="full-stack",
    late_reg_close_level=None,
    clock_call=ClockCall(
        phases=(
            ClockPhase(translate("domain.rulings.rulebook_records", "Time"), 25),
            ClockPhase(translate("domain.rulings.rulebook_records", "Countdown"), 5),
        ),
        facing_bet=translate("domain.rulings.rulebook_records", "The hand is dead."),
        not_facing_bet=translate("domain.rulings.rulebook_records", "The hand is checked."),
        citations=(Citation(TDA, "29"),),
    ),
    structure_template="regular",
    grounds={
        Mechanism.NEW_LEVEL: _own(TDA, "23"),
        Mechanism.LATE_REGISTRATION: _own(TDA, "8-A"),
        Mechanism.LATE_SEAT: _own(TDA, "8-A"),
        Mechanism.INITIAL_DRAW: _own(TDA, "7"),
        Mechanism.BALANCING: _own(TDA, "11-A"),
        Mechanism.MIXED_BALANCING: _own(TDA, "11-B"),
        Mechanism.GIVING_TABLE: _own(TDA, "11-C"),
        Mechanism.BREAKING: _own(TDA, "10-B"),
        Mechanism.ABSENT_ON_BREAK: _own(TDA, "RP-16"),
        Mechanism.BROKEN_TABLE_SEATS: _own(TDA, "10-A"),
        Mechanism.FINAL_TABLE: _own(TDA, "RP-9"),
        Mechanism.FINAL_BUTTON: _instead(_TDA_SILENT, RROP, "§2 Seating 5"),
        Mechanism.HAND_FOR_HAND: _own(TDA, "RP-8"),
        Mechanism.HALTING: _own(TDA, "11-D"),
        Mechanism.BUTTON_AFTER_RESEAT: _own(TDA, "32"),
        Mechanism.CHIP_RACE: _own(TDA, "24"),
        Mechanism.BUST_ORDER: Ground(None, silent=_TDA_SILENT, practice=_PRACTICE),
        Mechanism.EQUAL_STACKS: Ground(None, silent=_TDA_SILENT, practice=_PRACTICE),
        Mechanism.HAND_FOR_HAND_BUSTS: _own(TDA, "RP-8-A"),
        Mechanism.CLOCK_CALL: _own(TDA, "29"),
        Mechanism.PENALTY: _own(TDA, "71-A"),
        Mechanism.FLOOR_DECISION: _own(TDA, "1"),
        Mechanism.REENTRY: _own(TDA, "8"),
    },
)

ROBERTS_V6_LEAGUE = RulebookRecord(
    id="roberts-v6-league",
    title="Robert's Rules of Poker v6 with the league's house amendments",
    short_name="Robert's v6 + league amendments",
    books=("house-tfpl", "rrop-v6"),
    cites=frozenset({HOUSE, RROP}),
    play=RROP_PLAY,
    halts_short_tables=False,
    redraws_button=True,
    hand_breaks_ties=True,
    hand_for_hand_busts_share=False,
    absent_chips=translate(
        "domain.rulings.rulebook_records",
        "if absent, the director moves the chips; removed at the big blind",
    ),
    chip_race=ChipRace.ROUND_UP,
    late_reg="blinds-deducted",
    late_reg_close_level=2,
    clock_call=ClockCall(
        phases=(
            ClockPhase(translate("domain.rulings.rulebook_records", "One minute"), 60),
            ClockPhase(translate("domain.rulings.rulebook_records", "Ten-second warning"), 10),
        ),
        facing_bet=translate("domain.rulings.rulebook_records", "The hand is dead."),
        not_facing_bet=translate(
            "domain.rulings.rulebook_records",
            "Not covered by Robert's Rules: the director rules (usually a check).",
        ),
        citations=(Citation(RROP, "NL 12"), Citation(RROP, "§3 Dead Hands 1(e)")),
    ),
    structure_template="bar-league-20",
    grounds={
        Mechanism.NEW_LEVEL: _instead(_RROP_SILENT, TDA, "23"),
        Mechanism.LATE_REGISTRATION: _own(HOUSE, "A-4"),
        Mechanism.LATE_SEAT: _own(RROP, "§2 Seating 3"),
        Mechanism.INITIAL_DRAW: _instead(_RROP_SILENT, TDA, "7"),
        Mechanism.BALANCING: _instead(_RROP_SILENT, TDA, "11-A"),
        Mechanism.MIXED_BALANCING: _instead(_RROP_SILENT, TDA, "11-B"),
        Mechanism.GIVING_TABLE: _instead(_RROP_SILENT, TDA, "11-C"),
        Mechanism.BREAKING: _own(RROP, "§2 Seating 10"),
        Mechanism.ABSENT_ON_BREAK: _own(RROP, "§2 Seating 10"),
        Mechanism.BROKEN_TABLE_SEATS: _instead(_RROP_SILENT, TDA, "10-A"),
        Mechanism.FINAL_TABLE: _instead(_RROP_SILENT, TDA, "RP-9"),
        Mechanism.FINAL_BUTTON: _own(HOUSE, "A-6"),
        Mechanism.HAND_FOR_HAND: _instead(_RROP_SILENT, TDA, "RP-8"),
        Mechanism.HALTING: _own(HOUSE, "A-24"),
        Mechanism.BUTTON_AFTER_RESEAT: _own(HOUSE, "A-6"),
        Mechanism.CHIP_RACE: _own(HOUSE, "A-5"),
        Mechanism.BUST_ORDER: _own(HOUSE, "A-17"),
        Mechanism.EQUAL_STACKS: _own(HOUSE, "A-17"),
        Mechanism.HAND_FOR_HAND_BUSTS: _own(HOUSE, "A-17"),
        Mechanism.CLOCK_CALL: _own(RROP, "NL 12"),
        Mechanism.FLOOR_DECISION: _own(RROP, "§2 Decision 1"),
        Mechanism.REENTRY: _instead(_RROP_SILENT, TDA, "8"),
        Mechanism.PENALTY: _instead(
            translate(
                "domain.rulings.rulebook_records",
                "Robert's Rules and House A-25 are silent on its length",
            ),
            TDA,
            "71-A",
        ),
    },
)

#: Every event rulebook, by id, in the order they are offered.
RULEBOOK_RECORDS: dict[str, RulebookRecord] = {
    record.id: record for record in (TDA_2024, ROBERTS_V6_LEAGUE)
}
#: The rulebook of a new event unless the director chooses another.
DEFAULT_RULEBOOK = TDA_2024.id


def rulebook_record(rulebook: str) -> RulebookRecord:
    """The record of ``rulebook``; ``InvalidInput`` naming the known ones if there is none."""
    record = RULEBOOK_RECORDS.get(rulebook)
    if record is None:
        known = ", ".join(RULEBOOK_RECORDS)
        raise InvalidInput(
            translate(
                "domain.rulings.rulebook_records",
                "Unknown rulebook '{rulebook}'; choose one of: {known}.",
            ).fill(rulebook=rulebook, known=known),
            field="rulebook",
        )
    return record


T = TypeVar("T")


class RecordView(Mapping[str, T]):
    """One field of every record by rulebook id, read live (``RULEBOOKS``: the titles)."""

    def __init__(self, read: Callable[[RulebookRecord], T]) -> None:
        self._read = read

    def __getitem__(self, rulebook: str) -> T:
        return self._read(RULEBOOK_RECORDS[rulebook])

    def __iter__(self) -> Iterator[str]:
        return iter(list(RULEBOOK_RECORDS))

    def __len__(self) -> int:
        return len(RULEBOOK_RECORDS)


def rules_of_play(rulebook: str) -> str:
    """The book whose betting, showdown and misdeal rules ``rulebook`` follows
    (``TDA 2024`` or ``RRoP v6``)."""
    return rulebook_record(rulebook).rules_of_play


def play_rules(rulebook: str) -> PlayRules:
    """The rules of play ``rulebook``'s record carries: what the calculators answer by."""
    return rulebook_record(rulebook).play


#: Rulebook id → title.
RULEBOOK_TITLES: Mapping[str, str] = RecordView(lambda record: record.title)
