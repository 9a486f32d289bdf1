"""Web layer: the public read documents, each from an existing read model's ``to_json``.

Each ``*_document(state, event_id)`` is the JSON the command line prints for the
same thing (cli.md) where there is one, less what is private: nobody's contact
details, membership number or notes (the director's reason for a corrected
place), nothing about a seated person but their table, seat and name, and every
name as the event's ``public_names`` says (``names``). They read the state only,
so the floor's ``RevisionMemo`` keeps each for the journal revision. Each declares
the subjects it depends on (``app.depends``): the read models it is built on, and
what it reads itself.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from floortool.app.depends import depends_on
from floortool.app.views.bounties import BountyView, bounty_view
from floortool.app.views.chip_counts import counted_leaders
from floortool.app.views.display_lists import display_lists
from floortool.app.views.events import EventSummary
from floortool.app.views.field import entry_row, field_summary, field_totals, rounded_average
from floortool.app.views.league import standings_view
from floortool.app.views.mystery import mystery_view
from floortool.app.views.payouts import prize_view
from floortool.app.views.results import ResultRow, results_view
from floortool.app.views.seating import seating_view
from floortool.domain.field.counts import chips_in_play
from floortool.domain.field.entries import event_entries
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.journal import Subject
from floortool.domain.kernel.phrases import translate
from floortool.domain.kernel.public_fields import public_part
from floortool.domain.league.standings import Standing
from floortool.domain.players.records import fold_text
from floortool.domain.results.tournament_end import winner_name
from floortool.domain.rulings.rulebook_records import RULEBOOK_TITLES
from floortool.domain.seating.seats import seating_of
from floortool.domain.structure.files import structure_to_data
from floortool.domain.tournament.event import require_event
from floortool.web.errors import ApiError
from floortool.web.names import Namer, namer, season_namer

Document = dict[str, Any]
#: The most bounties on heads the payouts document lists (the biggest).
SERVED_BOUNTIES = 100


@depends_on(Subject.EVENT, Subject.RESULTS, Subject.PLAYERS, reads=(namer,))
def event_document(state: FloorState, event_id: int) -> Document:
    """``{"event": {...}, "events": [...]}``: the event's public settings, its date, its
    rulebook's title, its winner once over; and every live event (id, name, created_at)
    to pick from."""
    summary = EventSummary(require_event(state, event_id), winner_name(state, event_id))
    shown = summary.to_json(public=True)
    shown["rulebook_title"] = RULEBOOK_TITLES.get(shown["rulebook"], shown["rulebook"])
    # the day it was created, on the server's (the venue's) calendar
    shown["date"] = datetime.fromisoformat(shown["created_at"]).astimezone().date().isoformat()
    name = namer(state, event_id)
    shown["winner"] = None if summary.winner is None else name(summary.winner)
    events = [
        {"id": info.id, "name": info.name, "created_at": info.created_at}
        for _, info in sorted(state.events.items(), reverse=True)
    ]
    return {"event": shown, "events": events}


@depends_on(reads=(field_totals,))
def field_document(state: FloorState, event_id: int) -> Document:
    """``{"field": {...}}``: players left, entries, average stack (``player list``'s totals,
    read without any entry's row)."""
    return {"field": field_totals(state, event_id).to_json()}


@depends_on(reads=(prize_view, bounty_view, mystery_view, namer))
def payouts_document(state: FloorState, event_id: int) -> Document:
    """``payouts show``'s document: the pool and what each place pays, with the event's
    served names (a satellite's seat winners and any tie for its last seat, without
    the tickets' codes: those are on the vouchers handed to the winners); in a
    knockout event the biggest ``SERVED_BOUNTIES`` bounties on heads still in play
    (``bounties``: each entry's on its head and won so far, biggest first; empty
    without a bounty) and how many heads carry one (``bounties_in_play``). A whole
    field's would make the document grow with the field on every bust; each player's
    own is on their entry page. A mystery bounty puts nothing on a head: its
    ``mystery`` (as ``payouts show --json`` has it) says too what is left to draw
    and the biggest prizes drawn so far (``mystery_document``)."""
    prize = prize_view(state, event_id)
    document = {"event": event_id, **prize.to_json()}
    name = namer(state, event_id)
    if "ticket_winners" in document:
        document["ticket_winners"] = [
            {key: value for key, value in winner.items() if key != "code"}
            | {"player": name(winner["player"])}
            for winner in document["ticket_winners"]
        ]
    if "seat_tie" in document:
        document["seat_tie"] = [name(player) for player in document["seat_tie"]]
    heads = bounty_view(state, event_id, prize).heads()
    document["bounties"] = [
        {**row, "player": name(row["player"])}
        for row in BountyView(rows=tuple(heads[:SERVED_BOUNTIES])).to_json()
    ]
    document["bounties_in_play"] = len(heads)
    mystery = mystery_document(state, event_id, bounty_view(state, event_id, prize))
    if mystery is not None:
        document["mystery"] = mystery
    return document


def mystery_document(state: FloorState, event_id: int, bounties: BountyView) -> Document | None:
    """A mystery bounty as the phones and the room display show it: ``payouts show
    --json``'s ``"mystery"`` (``MysteryView.to_json``, less its lists of every prize)
    with the prizes left to draw
    grouped by amount (``left``: ``{"cents", "count"}``, biggest first; before the
    first draw, the set as it would be fixed now), their count and total, and the
    biggest ``SERVED_BOUNTIES`` prizes drawn so far (``drawn``: ``{"player", "cents"}``,
    a split prize whole under each who shared it); None outside a mystery bounty."""
    view = mystery_view(state, event_id)
    if view is None:
        return None
    left = view.left if view.prizes else view.planned
    counts: dict[int, int] = {}
    for cents in left:
        counts[cents] = counts.get(cents, 0) + 1
    name = namer(state, event_id)
    drawn = sorted(
        ((cents, row.player) for row in bounties.rows for cents in row.draws or ()),
        key=lambda d: -d[0],
    )
    # every prize one by one would grow with the field: grouped by amount instead
    shown = {k: v for k, v in view.to_json().items() if k not in ("prizes_cents", "left_cents")}
    return shown | {
        "left": [{"cents": c, "count": n} for c, n in sorted(counts.items(), reverse=True)],
        "left_count": len(left),
        "left_total_cents": sum(left),
        "drawn": [{"player": name(p), "cents": c} for c, p in drawn[:SERVED_BOUNTIES]],
        "drawn_count": len(drawn),
    }


@depends_on(reads=(counted_leaders, namer))
def chips_document(state: FloorState, event_id: int) -> Document:
    """``chips leaders --json`` as served: the leaders by last count (served names, no
    operator), the average stack and what is not counted."""
    require_event(state, event_id)
    name = namer(state, event_id)
    now = chips_in_play(state, event_id)
    leaders = [
        {
            "place": leader.place,
            "player": name(leader.player),
            "chips": leader.chips,
            "counted_at": leader.counted_at,
            "table": leader.table,
            "seat": leader.seat,
        }
        for leader in counted_leaders(state, event_id)
    ]
    return {
        "event": event_id,
        "leaders": leaders,
        "average": rounded_average(now.in_play, now.players_left),
        "chips_in_play": now.in_play,
        "players_left": now.players_left,
        "counted_players": now.counted_players,
        "uncounted_chips": now.uncounted,
        "uncounted_players": now.uncounted_players,
    }


def waiting_list(state: FloorState, event_id: int) -> list[Document]:
    """Who waits for a seat, first come first served: each entry, its served name, and
    its number on the alternates' list (1 is seated next), or null while it waits for
    the seat draw before the start (``seating.arrivals.awaits_the_draw``)."""
    name = namer(state, event_id)
    entries = event_entries(state, event_id)
    rows = (entry_row(state, entries[e]) for e in seating_of(state, event_id).waiting)
    return [{"entry": r.id, "player": name(r.player), "alternate": r.alternate} for r in rows]


@depends_on(reads=(seating_view, entry_row, namer))
def seating_document(state: FloorState, event_id: int) -> Document:
    """The open tables with who sits where (table, seat, entry, name), and who waits
    (``waiting_list``)."""
    view = seating_view(state, event_id)
    name = namer(state, event_id)
    tables = [
        {
            "table": table.table,
            "seats": table.seats,
            "players": table.players,
            "final": table.final,
            "occupied": [
                {"seat": o.seat, "entry": o.entry, "player": name(o.player)} for o in table.occupied
            ],
        }
        for table in view.tables
    ]
    return {
        "event": event_id,
        "tables": tables,
        "final_table": view.final_table,
        "broken": list(view.broken),
        "waiting": waiting_list(state, event_id),
    }


def public_result(row: Document, name: Namer) -> Document:
    """A ``results`` row as served: no director's note, the event's served names."""
    shown = public_part(row, ResultRow)
    shown["player"] = name(shown["player"])
    shown["by"] = [name(b) for b in shown["by"]]
    return shown


@depends_on(reads=(results_view, namer))
def results_document(state: FloorState, event_id: int) -> Document:
    """``results --json``, each row without the director's note and with served names."""
    document = results_view(state, event_id).to_json()
    name = namer(state, event_id)
    document["results"] = [public_result(row, name) for row in document["results"]]
    return document


@depends_on(Subject.LEAGUE, reads=(standings_view, namer))
def standings_document(state: FloorState, event_id: int) -> Document:
    """``league standings --json`` of the season the event belongs to; 404 when none."""
    league_event = state.league.event_of_tournament(event_id)
    if league_event is None:
        raise ApiError(
            404,
            "no_season",
            translate("web.documents", "This event is not part of a league season."),
        )
    season = state.league.seasons[league_event.season_id]
    league = state.league.leagues[season.league_id]
    document = standings_view(state, league.name, season.name).to_json()
    name = season_namer(state, season.id)
    document["standings"] = [
        {**public_part(row, Standing), "player": name(row["player"])}
        for row in document["standings"]
    ]
    return {"event": event_id, **document}


@depends_on(Subject.EVENT, Subject.STRUCTURE)
def structure_document(state: FloorState, event_id: int) -> Document:
    """``structure show``'s ``structure``: its name and levels (breaks among them)."""
    require_event(state, event_id)
    structure = state.structures.get(event_id)
    if structure is None:
        raise ApiError(
            404, "no_structure", translate("web.documents", "The event has no blind structure yet.")
        )
    return {"event": event_id, "structure": structure_to_data(structure)}


@depends_on(reads=(field_summary, namer))
def finder_index(state: FloorState, event_id: int) -> tuple[tuple[str, Document], ...]:
    """Every entry of the event as the seat finder matches it: the folded served name
    (case, accents and punctuation ignored), and what a match shows."""
    name = namer(state, event_id)
    found = []
    for row in field_summary(state, event_id).entries:
        shown = name(row.player)
        found.append(
            (
                fold_text(shown),
                {
                    "entry": row.id,
                    "player": shown,
                    "entry_number": row.entry_number,
                    "status": row.status,
                    "table": row.table,
                    "seat": row.seat,
                    "alternate": row.alternate,
                },
            )
        )
    return tuple(sorted(found, key=lambda item: (item[0], item[1]["entry"])))


@depends_on(reads=(display_lists, namer))
def display_lists_document(state: FloorState, event_id: int) -> Document:
    """What the list regions of a room-display layout show (seating, results, league
    standings as [left, right] rows, with served names), and whether the field is in
    the money and at its final table (``app.views.display_lists``)."""
    return {"event": event_id, **display_lists(state, event_id, namer(state, event_id)).to_json()}
