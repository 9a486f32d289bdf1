"""App layer: publishing an event's results — one call writes everything a club sends
out after the night: ``results.html`` (a self-contained page), ``results.png`` (an
image for a chat group, 1080 pixels wide), ``results.json`` and ``results.csv`` (the
columns ranking sites ask for).

Decides nothing: the places, prizes, bounties and league points come from the
results the floor shows (``app.views.results.results_view``, built on the prize
view, ``app.views.payouts``), the standings from the league's
(``app.views.league.standings_view``) for the season the event is in. The date and
venue are the league event's when the event is in a season, else the day the event
was played (``app.documents.head.event_day``) and no venue. Refused while nobody has
finished. ``publication`` gathers the content from the state at once;
``write_publication`` renders and writes it (the window runs that in a worker
thread). The folder is made if missing; a file that cannot be written is refused
with the reason (files written before it stay).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date, datetime, time
from pathlib import Path

from floortool.app.documents.head import date_text, event_day, time_text
from floortool.app.views.league import standings_view
from floortool.app.views.payouts import prize_view
from floortool.app.views.results import results_view
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.league.scoring import format_points
from floortool.domain.tournament.event import require_event
from floortool.reports.publication import Publication, PublishedPlace, PublishedStanding
from floortool.reports.results_html import render_results_html
from floortool.reports.results_image import render_results_image

#: The files written, in the order they are written.
FILES = ("results.html", "results.png", "results.json", "results.csv")


@dataclass(frozen=True)
class Published:
    """What ``publish_results`` wrote: the folder and each file in it."""

    folder: Path
    files: tuple[Path, ...]
    places: int  # the finished places published

    def to_json(self) -> dict[str, object]:
        return {
            "folder": str(self.folder),
            "files": [str(path) for path in self.files],
            "places": self.places,
        }


def _when_and_where(state: FloorState, event_id: int) -> tuple[date, str]:
    placed = state.league.event_of_tournament(event_id)
    if placed is None:
        return event_day(state, event_id).astimezone().date(), ""
    venue = state.league.venues.get(placed.venue_id) if placed.venue_id is not None else None
    return date.fromisoformat(placed.date), venue.name if venue is not None else ""


def _standings(
    state: FloorState, event_id: int
) -> tuple[str | Phrase, tuple[PublishedStanding, ...]]:
    placed = state.league.event_of_tournament(event_id)
    if placed is None:
        return "", ()
    season = state.league.seasons[placed.season_id]
    view = standings_view(state, f"#{season.league_id}", f"#{season.id}")
    if not view.rows:
        return "", ()
    lines = tuple(
        PublishedStanding(
            rank=row.rank,
            tied=row.tied,
            player=view.name(row.player_id),
            total=format_points(row.total),
            events=row.events,
            wins=row.wins,
        )
        for row in view.rows
    )
    return (
        translate("app.publishing", "{league}, season {season}").fill(
            league=view.league.name, season=view.season.name
        ),
        lines,
    )


def publication(state: FloorState, event_id: int, now: datetime) -> Publication:
    """What is published about ``event_id`` now; refused while nobody has finished."""
    info = require_event(state, event_id)
    prize = prize_view(state, event_id)
    view = results_view(state, event_id, prize)
    finished = [row for row in view.results if row.place is not None]
    if not finished:
        raise FloorError(
            translate(
                "app.publishing",
                "Nobody has finished {event} yet: there are no results to publish.",
            ).fill(event=info.name),
            code="nothing_to_publish",
        )
    day, venue = _when_and_where(state, event_id)
    title, standings = _standings(state, event_id)
    return Publication(
        event=info.name,
        date=day.isoformat(),
        date_text=date_text(datetime.combine(day, time(12))),
        venue=venue,
        buy_in_cents=info.settings.buy_in,
        fee_cents=info.settings.fee,
        entries=view.field,
        players_left=view.remaining,
        winner=view.winner,
        prize_pool_cents=prize.pool.total_cents,
        places=tuple(
            PublishedPlace(
                places=row.places,
                player=row.player,
                prize_cents=row.prize_cents,
                bounty_cents=row.bounty_cents,
                points=row.points,
            )
            for row in finished
        ),
        payouts=tuple((p.place, p.cents) for p in (prize.payouts.paid if prize.payouts else ())),
        standings_title=title,
        standings=standings,
        made=translate("app.publishing", "Published {date} {time}").fill(
            date=date_text(now), time=time_text(now)
        ),
    )


def publish_results(
    state: FloorState, event_id: int, folder: Path, now: datetime, words: Catalogue = ENGLISH
) -> Published:
    """Write the four files of ``event_id``'s results into ``folder`` (the page and the
    image in ``words``' language)."""
    return write_publication(publication(state, event_id, now), folder, words)


def write_publication(pub: Publication, folder: Path, words: Catalogue = ENGLISH) -> Published:
    """Render ``pub`` and write its four files into ``folder`` (the slow part: the
    window runs it off its thread): the page and the image in ``words``' language, the
    JSON and the CSV as ranking sites and scripts read them (English)."""
    contents: dict[str, bytes] = {
        "results.html": render_results_html(pub, words).encode("utf-8"),
        "results.png": render_results_image(pub, words),
        "results.json": (json.dumps(pub.to_json(), ensure_ascii=False, indent=2) + "\n").encode(),
        "results.csv": pub.ranking_csv().encode("utf-8"),
    }
    written = []
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for name in FILES:
            path = folder / name
            path.write_bytes(contents[name])
            written.append(path)
    except OSError as exc:
        where = exc.filename or folder
        reason = exc.strerror or str(exc)
        raise FloorError(
            translate(
                "app.publishing",
                "Cannot write {where}: {reason}. Choose a folder you may write to.",
            ).fill(where=where, reason=reason),
            code="cannot_write",
        ) from None
    return Published(folder=folder, files=tuple(written), places=len(pub.places))
