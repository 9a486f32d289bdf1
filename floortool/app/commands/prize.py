"""App layer: commands for the prize settings and for recording a deal.

A change to a mystery bounty's prizes is checked as ``app.views.mystery`` says
(refused once the first draw has fixed them) and kept in its one written form."""

from __future__ import annotations

from dataclasses import dataclass, replace

from floortool.app.commands.base import Context, Outcome
from floortool.app.views.mystery import check_mystery_prizes
from floortool.app.views.payouts import prize_settings
from floortool.domain.kernel import nouns
from floortool.domain.kernel.journal import event_scope
from floortool.domain.kernel.phrases import Money, translate
from floortool.domain.prize.deals import Deal
from floortool.domain.prize.events import PrizeSettings, decide_prize_settings, decide_record_deal
from floortool.domain.prize.table_names import table_name
from floortool.domain.tournament.event import require_event


@dataclass(frozen=True)
class SetPrizeSettings:
    event_id: int
    settings: PrizeSettings

    def run(self, ctx: Context) -> Outcome:
        info = require_event(ctx.state, self.event_id)
        settings = self.settings
        label = translate("app.commands.prize", "Payouts of {event}: {table}").fill(
            event=info.name, table=table_name(settings.table.name)
        )
        if settings.mystery_prizes != prize_settings(ctx.state, self.event_id).mystery_prizes:
            written = check_mystery_prizes(
                ctx.state, self.event_id, settings.mystery_prizes, ctx.now
            )
            settings = replace(settings, mystery_prizes=written)
            label = translate("app.commands.prize", "Mystery prizes of {event}: {prizes}").fill(
                event=info.name, prizes=written
            )
        events = decide_prize_settings(ctx.state, event_id=self.event_id, settings=settings)
        return Outcome(scope=event_scope(self.event_id), label=label, events=events)


@dataclass(frozen=True)
class RecordDeal:
    """Record the deal the remaining players agreed to (paid as recorded)."""

    event_id: int
    deal: Deal

    def run(self, ctx: Context) -> Outcome:
        require_event(ctx.state, self.event_id)
        events = decide_record_deal(ctx.state, event_id=self.event_id, deal=self.deal)
        return Outcome(
            scope=event_scope(self.event_id),
            label=translate("app.commands.prize", "Deal ({method}, {players}, {total})").fill(
                method=self.deal.method.value,
                players=nouns.players(len(self.deal.players)),
                total=Money(self.deal.total_cents, grouped=False),
            ),
            events=events,
        )
