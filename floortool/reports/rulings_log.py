"""Reports layer: the incident log — every ruling the floor gave in the event, as
recorded, one block per ruling.

A block opens with a shaded heading (when, where, the situation, the
record's number), then who ruled and who was involved, the ruling, the
dealer's steps numbered, the random pick drawn, "at the director's
discretion" when so, the rules cited (book, rule, title) and the notes. A
block is kept on one page whenever it fits on one, so a heading is never
left at the foot of a page without its ruling. Everything typed (names,
notes) prints literally.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.colors import Color
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer, Table, TableStyle

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.reports.fonts import BOLD, REGULAR
from floortool.reports.page_frame import GREY, MM, DocumentHead, Pdf, Progress
from floortool.reports.tabular import BODY, HEADING, paragraph_text, render_flowables

DISCRETION = translate("reports.rulings_log", "At the director's discretion.")
NOTHING = translate("reports.rulings_log", "No ruling to list.")


@dataclass(frozen=True)
class Citation:
    book: str  # "TDA 2024"
    ref: str  # "39-A"
    title: str
    borrowed: bool = False  # the event's rulebook is silent: another book's rule applied


@dataclass(frozen=True)
class LoggedRuling:
    """One ruling as it was given."""

    number: int  # the record's number in the journal
    when: str | Phrase  # "21:04 · Table 3 · Hand 57"
    title: str | Phrase  # the situation: "Four-card flop"
    people: str | Phrase  # "Director Dana · Players: Ann Lee, Bo"
    ruling: str | Phrase  # the situation's texts, said in the reader's language
    steps: tuple[str | Phrase, ...]
    citations: tuple[Citation, ...]
    discretion: bool
    pick: str  # the card the random remedy picked, as recorded; "" when none
    notes: str


@dataclass(frozen=True)
class RulingsLog:
    intro: str | Phrase  # the rulebook, how many rulings, in which order
    rulings: tuple[LoggedRuling, ...]


def _style(name: str, *, font: str = REGULAR, size: float = 10, **more: object) -> ParagraphStyle:
    return ParagraphStyle(name, fontName=font, fontSize=size, leading=size * 1.3, **more)


HEAD = _style("ruling-head", font=BOLD, size=11)
NUMBER = _style("ruling-number", size=9, textColor=GREY, alignment=2)
PEOPLE = _style("ruling-people", size=9, textColor=GREY)
TEXT = _style("ruling-text", spaceBefore=3)
STEP = _style("ruling-step", leftIndent=6 * MM, bulletIndent=1 * MM, spaceBefore=1)
LABEL = _style("ruling-label", font=BOLD, size=9, spaceBefore=5)
CITED = _style("ruling-cited", size=9, leftIndent=5 * MM, firstLineIndent=-5 * MM)
HEAD_FILL = Color(0.88, 0.9, 0.93)


def _text(text: str, style: ParagraphStyle, bullet: str | None = None) -> Paragraph:
    return Paragraph(paragraph_text(text), style, bulletText=bullet)


def _heading(ruling: LoggedRuling, width: float, words: Catalogue) -> Table:
    when, title = paragraph_text(words.say(ruling.when)), paragraph_text(words.say(ruling.title))
    left = Paragraph(f"{when} \u2014 {title}", HEAD)
    bar = Table([[left, _text(f"#{ruling.number}", NUMBER)]], colWidths=[width - 18 * MM, 18 * MM])
    bar.setStyle(
        TableStyle(
            [
                ("BACKGROUND", (0, 0), (-1, -1), HEAD_FILL),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("TOPPADDING", (0, 0), (-1, -1), 4),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 5),
            ]
        )
    )
    return bar


def _citation(cited: Citation, words: Catalogue) -> Paragraph:
    borrowed = translate("reports.rulings_log", "{book} {rule} (borrowed)")
    cited_rule = borrowed if cited.borrowed else translate("reports.rulings_log", "{book} {rule}")
    ref = paragraph_text(words.say(cited_rule.fill(book=cited.book, rule=cited.ref)))
    return Paragraph(f"<b>{ref}</b>  {paragraph_text(cited.title)}", CITED)


def _block(ruling: LoggedRuling, width: float, words: Catalogue) -> Flowable:
    def label(text: Phrase) -> Paragraph:
        return _text(words.say(text), LABEL)

    parts: list[Flowable] = [_heading(ruling, width, words), Spacer(1, 1.5 * MM)]
    parts.append(_text(words.say(ruling.people), PEOPLE))
    parts.append(_text(words.say(ruling.ruling), TEXT))
    if ruling.discretion:
        parts.append(label(DISCRETION))
    if ruling.pick:
        parts.append(
            label(translate("reports.rulings_log", "Random pick, drawn when the ruling was given"))
        )
        parts.append(_text(ruling.pick, BODY))
    if ruling.steps:
        parts.append(label(translate("reports.rulings_log", "Steps")))
        parts += [_text(words.say(s), STEP, f"{n}.") for n, s in enumerate(ruling.steps, start=1)]
    if ruling.citations:
        parts.append(label(translate("reports.rulings_log", "Rules")))
        parts += [_citation(c, words) for c in ruling.citations]
    if ruling.notes:
        parts.append(label(translate("reports.rulings_log", "Notes")))
        parts.append(_text(ruling.notes, BODY))
    return KeepTogether(parts)


def render_rulings_log(
    head: DocumentHead,
    log: RulingsLog,
    *,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    def build(width: float) -> list[Flowable]:
        story: list[Flowable] = [
            _text(words.say(translate("reports.rulings_log", "Incident log")), HEADING),
            Spacer(1, 2 * MM),
            _text(words.say(log.intro), BODY),
            Spacer(1, 5 * MM),
        ]
        for ruling in log.rulings:
            story += [_block(ruling, width, words), Spacer(1, 6 * MM)]
        if not log.rulings:
            story.append(_text(words.say(NOTHING), BODY))
        return story

    return render_flowables(head, build, progress=progress, words=words)
