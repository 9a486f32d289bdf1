"""App layer: recording a ruling in the incident log.

The command decides the ruling again from the answers (under the event's
rulebook and FTR mode unless told otherwise), draws the random pick once from
the context's random source when the remedy calls for one (TDA 2024 39-A,
39-B, RP-14), and records it with the table, hand, players, the director and
notes as one undoable action.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from floortool.app.commands.base import Context, Outcome
from floortool.app.rulings import cited_rule, decide_ruling, event_game, event_rulebook
from floortool.domain.kernel.journal import event_scope
from floortool.domain.kernel.phrases import translate
from floortool.domain.rulings.decide import draw_pick
from floortool.domain.rulings.incidents import RulingRecord, decide_record_ruling


@dataclass(frozen=True)
class RecordRuling:
    event_id: int
    situation: str
    answers: Mapping[str, str]
    director: str
    rulebook: str | None = None  # None: the event's
    ftr_mode: str | None = None  # None: from the event's type
    actions: Sequence[str] | None = None  # in-turn actions, to work out substantial action
    game: str | None = None  # stud or flop; None: the event's game now
    table: int | None = None
    hand: int | None = None
    players: Sequence[str] = field(default_factory=tuple)
    notes: str = ""

    def run(self, ctx: Context) -> Outcome:
        event_book, event_ftr = event_rulebook(ctx.state, self.event_id)
        rulebook = self.rulebook or event_book
        ftr_mode = self.ftr_mode or event_ftr
        game = self.game or event_game(ctx.state, self.event_id, ctx.now)
        ruling = decide_ruling(
            self.situation,
            rulebook,
            self.answers,
            ftr_mode=ftr_mode,
            actions=self.actions,
            game=game,
        )
        spec = ruling.branch.random
        pick = None
        if spec is not None:
            drawn = draw_pick(spec, ctx.rng)
            pick = {
                "what": drawn.what,
                "count": drawn.count,
                "picked": drawn.picked,
                "text": str(drawn.text),
            }
        record = RulingRecord(
            id=ctx.group,
            event_id=self.event_id,
            at=ctx.now.isoformat(),
            situation=ruling.situation.id,
            title=ruling.situation.title,
            rulebook=rulebook,
            ftr_mode=ftr_mode,
            remedy=ruling.branch.remedy,
            ruling=ruling.branch.ruling,
            steps=ruling.branch.steps,
            citations=tuple(
                {
                    "book": c.book,
                    "ref": c.ref,
                    **({"borrowed": True} if c.borrowed else {}),
                    "title": cited_rule(c.book, c.ref).title,
                }
                for c in ruling.branch.citations
            ),
            discretion=ruling.branch.discretion,
            answers=dict(ruling.answers),
            pick=pick,
            table=self.table,
            hand=self.hand,
            players=tuple(self.players),
            director=self.director,
            notes=self.notes,
        )
        label = (
            translate("app.commands.rulings", "Ruling: {situation}")
            if self.table is None
            else translate("app.commands.rulings", "Ruling: {situation}, table {table}")
        ).fill(situation=ruling.situation.title, table=self.table)
        return Outcome(
            scope=event_scope(self.event_id),
            label=label,
            events=decide_record_ruling(ctx.state, record),
        )
