"""UI layer: the words the registration desk uses for an entry and for a
registration preview (``app.registration_preview`` works out what would happen).

``entry_line`` words an entry for calling it out: ``Table 2, seat 5 — 9,775
chips (225 deducted, House A-4)``.
"""

from __future__ import annotations

from floortool.app.field import EntryRow
from floortool.app.registration_preview import Terms
from floortool.domain.tournament.event import EventSettings

#: How the desk names each late-registration policy after a deduction.
POLICY_NAMES = {
    "full-stack": "TDA 2024 Rule 8-A",
    "blinds-deducted": "House A-4",
    "per-level": "house policy",
    "blinds-and-antes": "blinds and antes",
}
DASH = "\u2014"


# ------------------------------------------------------------------ words
def levels_text(level: int) -> str:
    """``level 1`` or ``levels 1-3`` (with an en dash)."""
    return "level 1" if level == 1 else f"levels 1\u2013{level}"


def deduction_note(deduction: int, policy: str) -> str:
    """``225 deducted, House A-4`` (empty when nothing was deducted)."""
    if not deduction:
        return ""
    return f"{deduction:,} deducted, {POLICY_NAMES.get(policy, policy)}"


def stack_text(terms: Terms) -> str:
    """The chips an entrant receives now, and why."""
    stack = f"{terms.stack:,} chips"
    if terms.policy == "full-stack":
        return f"{stack}: the full starting stack ({POLICY_NAMES['full-stack']})"
    if terms.level is None:
        return f"{stack}: nothing is deducted before the clock starts"
    if not terms.deduction:
        return f"{stack}: nothing deducted"
    levels = levels_text(terms.level)
    why = {
        "blinds-deducted": f"small + big blind of {levels}, {POLICY_NAMES['blinds-deducted']}",
        "blinds-and-antes": f"blinds and antes of {levels}",
        "per-level": f"{terms.per_level:,} for each of {levels}",
    }.get(terms.policy, POLICY_NAMES.get(terms.policy, terms.policy))
    return f"{stack}: {terms.starting_stack:,} less {terms.deduction:,} ({why})"


def clock_text(terms: Terms) -> str:
    """``Level 2 · 50 / 100``, ``Break after level 2`` or ``Before the clock starts``."""
    if terms.level is None:
        return "Before the clock starts"
    if terms.on_break:
        return f"Break after level {terms.level}"
    return f"Level {terms.level} · {terms.blinds}" if terms.blinds else f"Level {terms.level}"


def late_reg_text(settings: EventSettings) -> str:
    """``Late registration until the end of level 2`` (or that it never closes by itself)."""
    close = settings.late_reg_close_level
    if close is None:
        return "Late registration has no closing level"
    return f"Late registration until the end of level {close}"


def place_text(row: EntryRow) -> str:
    """``Table 2, seat 5``, ``Alternate 3 (waiting list)`` or the status."""
    if row.table is not None:
        return f"Table {row.table}, seat {row.seat}"
    if row.alternate is not None:
        return f"Alternate {row.alternate} (waiting list)"
    return row.status.capitalize()


def chips_text(row: EntryRow, policy: str) -> str:
    """``9,775 chips (225 deducted, House A-4)`` or ``10,000 chips``."""
    note = deduction_note(row.deduction, policy)
    return f"{row.stack:,} chips" + (f" ({note})" if note else "")


def entry_line(row: EntryRow, policy: str) -> str:
    """``Table 2, seat 5 — 9,775 chips (225 deducted, House A-4)``."""
    return f"{place_text(row)} {DASH} {chips_text(row, policy)}"
