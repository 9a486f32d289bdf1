"""Domain layer: the late-registration policies an event may choose, each declared once.

This module only declares the choices (the options of the ``late_reg``
setting, so it sits with the settings that check them); whether a given
entrant may still come in, and what the chosen policy takes from that entrant
now, is decided at the desk by ``domain.registration.late_entry``.

A policy says what a late entrant (a late registrant or a re-entry) gets: its
id (as the command line and the journal spell it), its title, the rule it
cites, the event settings it takes as parameters (with what it needs of
each), the chips it takes off the starting stack for the levels started so
far (``deduct``), and the words the registration desk uses to explain that
deduction (``reason``, with ``{levels}``, ``{citation}`` and its parameters
filled in). The settings check that it exists and has its parameters; the
command line, the settings dialog and the desk's preview list and word them
from here.

Adding a policy is one ``LatePolicy`` entry here, plus its parameter (if it
takes one) declared in ``domain.tournament.settings``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from floortool.domain.kernel.phrases import Number, Phrase, translate

if TYPE_CHECKING:
    from floortool.domain.tournament.settings import EventSettings


class Blinds(Protocol):
    """What a policy reads of a level started (``domain.structure.levels.Level``)."""

    @property
    def small_blind(self) -> int: ...
    @property
    def big_blind(self) -> int: ...
    @property
    def ante(self) -> int: ...


Deduct = Callable[[Sequence[Blinds], "EventSettings"], int]


@dataclass(frozen=True)
class LatePolicy:
    """One late-registration policy."""

    id: str
    title: Phrase  # "full starting stack (TDA 2024 Rule 8-A)", said in the reader's language
    citation: Phrase  # how the desk names it after a deduction: "House A-4"
    deduct: Deduct  # chips taken off the starting stack for the levels started
    reason: Phrase | None = None  # "small + big blind of {levels}, {citation}"; None: never
    parameters: Mapping[str, Phrase] = field(default_factory=dict)  # setting id -> what it needs

    def reason_text(self, levels: str | Phrase, settings: EventSettings) -> Phrase | None:
        """Why an entrant arriving after ``levels`` got less than the starting stack (its
        parameters, chips, written as the reader's language groups them)."""
        if self.reason is None:
            return None
        values = {key: Number(getattr(settings, key)) for key in self.parameters}
        return self.reason.fill(levels=levels, citation=self.citation, **values)


def _nothing(levels: Sequence[Blinds], settings: EventSettings) -> int:
    return 0


def _blinds(levels: Sequence[Blinds], settings: EventSettings) -> int:
    return sum(level.small_blind + level.big_blind for level in levels)


def _per_level(levels: Sequence[Blinds], settings: EventSettings) -> int:
    return settings.late_reg_per_level * len(levels)


def _capped_blinds(levels: Sequence[Blinds], settings: EventSettings) -> int:
    return min(_blinds(levels, settings), settings.late_reg_cap)


def _blinds_and_antes(levels: Sequence[Blinds], settings: EventSettings) -> int:
    return sum(level.small_blind + level.big_blind + level.ante for level in levels)


LATE_POLICIES: dict[str, LatePolicy] = {
    policy.id: policy
    for policy in (
        LatePolicy(
            "full-stack",
            translate(
                "domain.tournament.late_policies",
                "full starting stack (TDA 2024 Rule 8-A)",
            ),
            translate("domain.tournament.late_policies", "TDA 2024 Rule 8-A"),
            _nothing,
        ),
        LatePolicy(
            "blinds-deducted",
            translate(
                "domain.tournament.late_policies",
                "small + big blind of every level started deducted (House A-4)",
            ),
            translate("domain.tournament.late_policies", "House A-4"),
            _blinds,
            reason=translate(
                "domain.tournament.late_policies", "small + big blind of {levels}, {citation}"
            ),
        ),
        LatePolicy(
            "per-level",
            translate(
                "domain.tournament.late_policies",
                "a fixed number of chips deducted for every level started (house policy)",
            ),
            translate("domain.tournament.late_policies", "house policy"),
            _per_level,
            reason=translate(
                "domain.tournament.late_policies", "{late_reg_per_level} for each of {levels}"
            ),
            parameters={
                "late_reg_per_level": translate(
                    "domain.tournament.late_policies", "the chips deducted for every level started"
                )
            },
        ),
        LatePolicy(
            "blinds-and-antes",
            translate(
                "domain.tournament.late_policies",
                "small blind, big blind and ante of every level started deducted",
            ),
            translate("domain.tournament.late_policies", "blinds and antes"),
            _blinds_and_antes,
            reason=translate("domain.tournament.late_policies", "blinds and antes of {levels}"),
        ),
        LatePolicy(
            "capped-blinds",
            translate(
                "domain.tournament.late_policies",
                "small + big blind of every level started deducted, up to a cap (house policy)",
            ),
            translate("domain.tournament.late_policies", "house cap"),
            _capped_blinds,
            reason=translate(
                "domain.tournament.late_policies",
                "small + big blind of {levels}, at most {late_reg_cap}",
            ),
            parameters={
                "late_reg_cap": translate(
                    "domain.tournament.late_policies", "the most chips deducted from a late entrant"
                )
            },
        ),
    )
}
#: Each policy's title, by id.
LATE_REG_POLICIES: dict[str, Phrase] = {key: policy.title for key, policy in LATE_POLICIES.items()}
#: Every setting some policy takes as a parameter.
POLICY_PARAMETERS = frozenset(key for p in LATE_POLICIES.values() for key in p.parameters)
