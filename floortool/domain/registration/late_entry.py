"""Domain layer: a late entrant now: whether it may still come in, and the chips it costs.

Decides, from where the clock is, whether an entrant (a late registrant or a
re-entry) may still come in and how many chips the event's policy
(``domain.tournament.late_policies``: ``full-stack``, TDA 2024 Rule 8-A, takes
nothing; ``blinds-deducted``, house amendment A-4, the small plus big blind of
every level started ...) takes off the starting stack. The levels started
count during a break too; before the clock starts nothing is deducted. The
policies themselves (what each may take) are declared, not decided, in
``domain.tournament.late_policies``.

Late registration closes at the end of ``late_reg_close_level``: once the row
after it (a break included) has started. A deduction may never leave an
entrant with no chips: that registration is refused. The same "through the
end of level N" window serves rebuys, and add-ons (with the break after it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.kernel.phrases import Number, translate
from floortool.domain.structure.levels import Break, Structure
from floortool.domain.structure.moment import Moment, levels_started
from floortool.domain.tournament.late_policies import LATE_POLICIES

if TYPE_CHECKING:
    from floortool.domain.tournament.event import EventSettings


class LateRegistrationClosed(FloorError):
    code = "late_registration_closed"


class DeductionExceedsStack(FloorError):
    code = "deduction_exceeds_stack"


def window_open(
    structure: Structure, moment: Moment, last_level: int | None, *, break_after: bool = False
) -> bool:
    """Whether play is still within the end of ``last_level`` (and, with
    ``break_after``, the breaks straight after it). No limit, a level beyond the
    structure, or a clock not started yet: open."""
    if last_level is None or last_level > structure.level_count or not moment.started:
        return True
    if moment.finished:
        return False
    last_row = structure.row_of_level(last_level)
    if break_after:
        while last_row + 1 < len(structure.rows) and isinstance(
            structure.rows[last_row + 1], Break
        ):
            last_row += 1
    return moment.index <= last_row


def check_late_registration(settings: EventSettings, structure: Structure, moment: Moment) -> None:
    """Refuse an entrant once late registration has closed."""
    close = settings.late_reg_close_level
    if not window_open(structure, moment, close):
        raise LateRegistrationClosed(
            translate(
                "domain.registration.late_entry",
                "Late registration closed at the end of level {close}.",
            ).fill(close=close)
        )


def deduction_for(settings: EventSettings, structure: Structure, moment: Moment) -> int:
    """The chips the event's late-registration policy takes off an entrant's starting stack."""
    policy = LATE_POLICIES.get(settings.late_reg)
    if policy is None:
        raise InvalidInput(
            translate(
                "domain.registration.late_entry", "Unknown late-registration policy '{late_reg}'."
            ).fill(late_reg=settings.late_reg),
            field="late_reg",
        )
    return policy.deduct(levels_started(structure, moment), settings)


def entry_deduction(settings: EventSettings, structure: Structure, moment: Moment) -> int:
    """The deduction for an entrant arriving at ``moment``; refused when registration is
    closed or when it would leave no chips."""
    check_late_registration(settings, structure, moment)
    deduction = deduction_for(settings, structure, moment)
    if deduction >= settings.starting_stack:
        raise DeductionExceedsStack(
            translate(
                "domain.registration.late_entry",
                "Late registration now deducts {deduction} chips, which would leave "
                "nothing of the {starting_stack} starting stack; registration refused.",
            ).fill(deduction=Number(deduction), starting_stack=Number(settings.starting_stack)),
            deduction=deduction,
            starting_stack=settings.starting_stack,
        )
    return deduction
