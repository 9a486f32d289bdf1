"""App layer: what the sign-up poster says — the event, its price and the address of
the sign-up page where phones reach the floor (``app.web_address``). Refused before
the floor has been shared on the venue network: there is no address to print yet."""

from __future__ import annotations

from floortool.app.web_address import EntryPages, signup_address
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Money, translate
from floortool.domain.tournament.event import require_event
from floortool.reports.page_frame import DocumentHead
from floortool.reports.sign_up_poster import SignUpPoster


def sign_up_poster(
    state: FloorState, event_id: int, head: DocumentHead, pages: EntryPages | None
) -> SignUpPoster:
    settings = require_event(state, event_id).settings
    if pages is None:
        raise InvalidInput(
            translate(
                "app.documents.sign_up_poster",
                "The poster's code needs the address phones reach the floor at:"
                " share the floor on the venue network first (File > Share on the"
                " venue network…), then print it.",
            ),
            field="document",
        )
    price = (
        translate("app.documents.sign_up_poster", "Buy-in {buy_in} + {fee}").fill(
            buy_in=Money(settings.buy_in), fee=Money(settings.fee)
        )
        if settings.fee
        else translate("app.documents.sign_up_poster", "Buy-in {buy_in}").fill(
            buy_in=Money(settings.buy_in)
        )
    )
    address = signup_address(pages.address, event_id)
    return SignUpPoster(event=head.event, date=head.date, price=price, address=address)
