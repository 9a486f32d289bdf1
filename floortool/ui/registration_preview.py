"""UI layer: the words the registration desk uses for an entry and for a
registration preview (``app.registration_preview`` works out what would happen).

``entry_line`` words an entry for calling it out: ``Table 2, seat 5 — 9,775
chips (225 deducted, House A-4)``. How each late-registration policy is named
and why it deducted what it did come from its declaration
(``domain.tournament.late_policies``).
"""

from __future__ import annotations

from floortool.app.registration_preview import Terms
from floortool.app.views.field import EntryRow
from floortool.domain.tournament.event import EventSettings
from floortool.domain.tournament.late_policies import LATE_POLICIES

DASH = "\u2014"


# ------------------------------------------------------------------ words
def levels_text(level: int) -> str:
    """``level 1`` or ``levels 1-3`` (with an en dash)."""
    return "level 1" if level == 1 else f"levels 1\u2013{level}"


def deduction_note(deduction: int, policy: str) -> str:
    """``225 deducted, House A-4`` (empty when nothing was deducted)."""
    if not deduction:
        return ""
    known = LATE_POLICIES.get(policy)
    return f"{deduction:,} deducted, {known.citation if known else policy}"


def stack_text(terms: Terms) -> str:
    """The chips an entrant receives now, and why."""
    stack = f"{terms.stack:,} chips"
    policy = LATE_POLICIES.get(terms.policy)
    if policy is not None and not policy.reason:  # a policy that never deducts
        return f"{stack}: the full starting stack ({policy.citation})"
    if terms.level is None:
        return f"{stack}: nothing is deducted before the clock starts"
    if not terms.deduction:
        return f"{stack}: nothing deducted"
    levels = levels_text(terms.level)
    why = terms.policy if policy is None else policy.reason_text(levels, terms.settings)
    return f"{stack}: {terms.starting_stack:,} less {terms.deduction:,} ({why})"


def clock_text(terms: Terms) -> str:
    """``Level 2 · 50 / 100``, ``Break after level 2`` or ``Before the clock starts``."""
    if terms.level is None:
        return "Before the clock starts"
    if terms.on_break:
        return f"Break after level {terms.level}"
    return f"Level {terms.level} · {terms.blinds}" if terms.blinds else f"Level {terms.level}"


def late_reg_text(settings: EventSettings, *, closed: bool) -> str:
    """``Late registration until the end of level 2``, ``... closed at the end of level
    2`` once it has (``closed``), or that it never closes by itself."""
    close = settings.late_reg_close_level
    if close is None:
        return "Late registration has no closing level"
    if closed:
        return f"Late registration closed at the end of level {close}"
    return f"Late registration until the end of level {close}"


def place_text(row: EntryRow) -> str:
    """``Table 2, seat 5``, ``Waits for the seat draw`` (before the start of an event
    without a table count), ``Alternate 3 (waiting list)`` or the status."""
    if row.table is not None:
        return f"Table {row.table}, seat {row.seat}"
    if row.for_draw:
        return "Waits for the seat draw"
    if row.alternate is not None:
        return f"Alternate {row.alternate} (waiting list)"
    return row.status.capitalize()


def chips_text(row: EntryRow, policy: str) -> str:
    """``9,775 chips (225 deducted, House A-4)``, ``10,000 chips`` or, for an alternate,
    ``10,000 chips · buy-in 100.00 taken when seated``."""
    note = deduction_note(row.deduction, policy)
    text = f"{row.stack:,} chips" + (f" ({note})" if note else "")
    return f"{text} · {row.money_note}" if row.money_note else text


def entry_line(row: EntryRow, policy: str) -> str:
    """``Table 2, seat 5 — 9,775 chips (225 deducted, House A-4)``."""
    return f"{place_text(row)} {DASH} {chips_text(row, policy)}"
