"""Reports layer: move slips — the card a player carries to a new seat when a table
is balanced or broken.

A slip reads: MOVE and the time of the move; the player's name; where from
(table and seat) and, large, where to; why (the reason the seating engine
gave) and the rule that required it. Slips use the seat cards' layouts
(``card_layouts``), so they print on the same card sheets or tickets.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.colors import black, white
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.reports.card_layouts import CardLayout
from floortool.reports.card_sheet import CardBox, render_cards
from floortool.reports.fonts import BOLD, REGULAR, clip, fitted
from floortool.reports.page_frame import GREY, MM, DocumentHead, Pdf, Progress

PAD = 3.5 * MM
REASON_LINES = 2
RULE_LINES = 2  # the rule wraps ("Robert's Rules are silent; TDA 2024 Rule 11-A applied")
RULE_SIZES = (8, 7, 6.5)  # the rule's bold size, smaller until it fits its lines


@dataclass(frozen=True)
class MoveSlip:
    """One move, as the player is told it."""

    player: str
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    reason: str | Phrase  # "Table 3 seat 6 is big blind next → Table 1 seat 2, worst position"
    rule: str | Phrase  # "TDA 2024 Rule 11-A"
    when: str  # "21:04"


def draw_move_slip_background(
    canvas: Canvas, head: DocumentHead, box: CardBox, words: Catalogue = ENGLISH
) -> None:
    """What every slip shows: the MOVE tag and the event."""
    move = words.say(translate("reports.move_slips", "MOVE"))
    tag_width = canvas.stringWidth(move, BOLD, 9) + 4 * MM
    tag_top = box.top - PAD
    canvas.setFillColor(black)
    canvas.rect(box.x + PAD, tag_top - 5 * MM, tag_width, 5 * MM, stroke=0, fill=1)
    canvas.setFillColor(white)
    canvas.setFont(BOLD, 9)
    canvas.drawString(box.x + PAD + 2 * MM, tag_top - 3.6 * MM, move)
    canvas.setFillColor(GREY)
    canvas.setFont(REGULAR, 7)
    room = box.width - 3 * PAD - tag_width - 12 * MM
    event = clip(head.event, REGULAR, 7, room)
    canvas.drawString(box.x + 2 * PAD + tag_width, tag_top - 3.4 * MM, event)
    source = words.say(translate("reports.move_slips", "FROM"))
    canvas.drawString(box.x + PAD, box.y + box.height * 0.5 + 2 * MM, source)
    target = words.say(translate("reports.move_slips", "TO"))
    canvas.drawString(box.x + box.width * 0.42, box.y + box.height * 0.5 + 2 * MM, target)


def draw_move_slip(
    canvas: Canvas, slip: MoveSlip, box: CardBox, words: Catalogue = ENGLISH
) -> None:
    """One move slip, over its background."""
    inner = box.width - 2 * PAD
    left = box.x + PAD
    canvas.setFillColor(GREY)
    canvas.setFont(REGULAR, 7)
    canvas.drawRightString(box.right - PAD, box.top - PAD - 3.4 * MM, slip.when)

    canvas.setFillColor(black)
    name, size = fitted(slip.player, BOLD, 14, inner, smallest=8)
    canvas.setFont(BOLD, size)
    canvas.drawString(left, box.top - PAD - 11 * MM, name)

    figures = box.y + box.height * 0.5 - 7 * MM
    to_x = box.x + box.width * 0.42
    source = words.say(
        translate("reports.move_slips", "Table {table}, seat {seat}").fill(
            table=slip.from_table, seat=slip.from_seat
        )
    )
    text, chosen = fitted(source, REGULAR, 10, to_x - left - 8 * MM, smallest=6.5)
    canvas.setFont(REGULAR, chosen)
    canvas.drawString(left, figures + 2 * MM, text)
    canvas.setFont(BOLD, 14)
    canvas.drawCentredString(to_x - 4 * MM, figures + 2 * MM, "\u2192")
    target = words.say(
        translate("reports.move_slips", "Table {table}  Seat {seat}").fill(
            table=slip.to_table, seat=slip.to_seat
        )
    )
    text, chosen = fitted(target, BOLD, 20, box.right - PAD - to_x, smallest=11)
    canvas.setFont(BOLD, chosen)
    canvas.drawString(to_x, figures, text)

    # Bottom up: the rule's lines on the card's bottom edge, the reason's above them;
    # each block is drawn top down, so its text reads in order.
    size, rule = rule_lines(words.say(slip.rule), inner)
    rule_step = size + 1.5
    reason = wrapped(words.say(slip.reason), REGULAR, 7, inner, REASON_LINES)
    top_of_rule = box.y + PAD + (len(rule) - 1) * rule_step
    top_of_reason = top_of_rule + rule_step + 1.5 + (len(reason) - 1) * 8.5
    canvas.setFont(REGULAR, 7)
    for n, line in enumerate(reason):
        canvas.drawString(left, top_of_reason - n * 8.5, line)
    canvas.setFont(BOLD, size)
    for n, line in enumerate(rule):
        canvas.drawString(left, top_of_rule - n * rule_step, line)


def wrapped(text: str, font: str, size: float, width: float, most: int) -> list[str]:
    """``text`` wrapped to ``width``; the last of ``most`` lines clipped if it runs on."""
    lines: list[str] = simpleSplit(text, font, size, width)
    if len(lines) > most:
        rest = " ".join(lines[most - 1 :])
        lines = [*lines[: most - 1], clip(rest, font, size, width)]
    return lines


def rule_lines(rule: str, width: float) -> tuple[float, list[str]]:
    """The rule's bold size and lines: wrapped, never cut short while a smaller size fits
    it in ``RULE_LINES`` lines."""
    for size in RULE_SIZES:
        lines = simpleSplit(rule, BOLD, size, width)
        if len(lines) <= RULE_LINES:
            return size, lines
    smallest = RULE_SIZES[-1]
    return smallest, wrapped(rule, BOLD, smallest, width, RULE_LINES)


def render_move_slips(
    head: DocumentHead,
    slips: Sequence[MoveSlip],
    layout: CardLayout,
    *,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    """Every slip, in order, on ``layout``'s pages, in ``words``' language."""

    def background(canvas: Canvas, box: CardBox) -> None:
        draw_move_slip_background(canvas, head, box, words)

    def draw(canvas: Canvas, slip: MoveSlip, box: CardBox) -> None:
        draw_move_slip(canvas, slip, box, words)

    return render_cards(head, layout, slips, draw, background, progress=progress, words=words)
