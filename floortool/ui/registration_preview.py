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
from floortool.ui.translation import count_text, said, translate

DASH = "\u2014"


# ------------------------------------------------------------------ words
def levels_text(level: int) -> str:
    """``level 1`` or ``levels 1-3`` (with an en dash)."""
    return (
        translate("registration_preview", "level 1")
        if level == 1
        else translate("registration_preview", "levels 1\u2013{level}").format(level=level)
    )


def deduction_note(deduction: int, policy: str) -> str:
    """``225 deducted, House A-4`` (empty when nothing was deducted)."""
    if not deduction:
        return ""
    known = LATE_POLICIES.get(policy)
    return translate("registration_preview", "{deduction} deducted, {0}").format(
        said(known.citation) if known else policy, deduction=count_text(deduction)
    )


def stack_text(terms: Terms) -> str:
    """The chips an entrant receives now, and why."""
    stack = translate("registration_preview", "{stack} chips").format(stack=count_text(terms.stack))
    policy = LATE_POLICIES.get(terms.policy)
    if policy is not None and policy.reason is None:  # a policy that never deducts
        return translate(
            "registration_preview", "{stack}: the full starting stack ({citation})"
        ).format(stack=stack, citation=said(policy.citation))
    if terms.level is None:
        return translate(
            "registration_preview", "{stack}: nothing is deducted before the clock starts"
        ).format(stack=stack)
    if not terms.deduction:
        return translate("registration_preview", "{stack}: nothing deducted").format(stack=stack)
    levels = levels_text(terms.level)
    reason = None if policy is None else policy.reason_text(levels, terms.settings)
    why = terms.policy if reason is None else said(reason)
    return translate(
        "registration_preview", "{stack}: {starting_stack} less {deduction} ({why})"
    ).format(
        stack=stack,
        starting_stack=count_text(terms.starting_stack),
        deduction=count_text(terms.deduction),
        why=why,
    )


def clock_text(terms: Terms) -> str:
    """``Level 2 · 50 / 100``, ``Break after level 2`` or ``Before the clock starts``."""
    if terms.level is None:
        return translate("registration_preview", "Before the clock starts")
    if terms.on_break:
        return translate("registration_preview", "Break after level {level}").format(
            level=terms.level
        )
    return (
        translate("registration_preview", "Level {level} · {blinds}").format(
            level=terms.level, blinds=terms.blinds
        )
        if terms.blinds
        else translate("registration_preview", "Level {level}").format(level=terms.level)
    )


def late_reg_text(settings: EventSettings, *, closed: bool) -> str:
    """``Late registration until the end of level 2``, ``... closed at the end of level
    2`` once it has (``closed``), or that it never closes by itself."""
    close = settings.late_reg_close_level
    if close is None:
        return translate("registration_preview", "Late registration has no closing level")
    if closed:
        return translate(
            "registration_preview", "Late registration closed at the end of level {close}"
        ).format(close=close)
    return translate(
        "registration_preview", "Late registration until the end of level {close}"
    ).format(close=close)


def place_text(row: EntryRow) -> str:
    """``Table 2, seat 5``, ``Waits for the seat draw`` (before the start of an event
    without a table count), ``Alternate 3 (waiting list)`` or the status."""
    if row.table is not None:
        return translate("registration_preview", "Table {table}, seat {seat}").format(
            table=row.table, seat=row.seat
        )
    if row.for_draw:
        return translate("registration_preview", "Waits for the seat draw")
    if row.alternate is not None:
        return translate("registration_preview", "Alternate {alternate} (waiting list)").format(
            alternate=row.alternate
        )
    return row.status.capitalize()


def chips_text(row: EntryRow, policy: str) -> str:
    """``9,775 chips (225 deducted, House A-4)``, ``10,000 chips`` or, for an alternate,
    ``10,000 chips · buy-in 100.00 taken when seated``."""
    note = deduction_note(row.deduction, policy)
    text = translate("registration_preview", "{stack} chips").format(
        stack=count_text(row.stack)
    ) + (f" ({note})" if note else "")
    money = row.money_note
    return f"{text} · {said(money)}" if money is not None else text


def entry_line(row: EntryRow, policy: str) -> str:
    """``Table 2, seat 5 — 9,775 chips (225 deducted, House A-4)``."""
    return f"{place_text(row)} {DASH} {chips_text(row, policy)}"
