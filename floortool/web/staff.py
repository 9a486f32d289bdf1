"""Web layer: what paired staff phones may do on the floor.

``POST /api/pair`` turns a one-time pairing code (shown in the window or by
``floortool device code``) into a named credential. Every route under
``/api/staff`` needs that credential in the ``Authorization: Bearer`` header (a
header, never a cookie: another site's page cannot make a phone send it), and a
client whose codes or tokens keep failing is throttled (``throttle``).

Each action runs the very app command the window and the command line run, on
the floor's thread, journalled with the device's name as its operator, so it
shows in the window at its next journal poll and the window can undo it. A
*floor* phone may do everything here; a *dealer* phone only reports its own
table's hand finished, its button and its chip counts. A bust is previewed first (places and
prizes, as the window's bust desk shows them) and confirmed with the journal
revision of the preview: if anything was recorded in between, the confirmation
is refused (``moved_on``) and the phone shows the new preview.

A *display* device (a room screen) acts on nothing: every staff route refuses it
(403); it reads only ``GET /api/staff/screen``, what the director chose for it to
show (``{"device", "layout", "set"}``: a layout's or a set's name, or both null
for the built-in display), which its ``/display`` page follows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from floortool.app.commands.base import Command
from floortool.app.commands.chip_counts import CountTable
from floortool.app.commands.clock import PauseClock, ResumeClock
from floortool.app.commands.hands import FinishHand
from floortool.app.commands.registration import RegisterEntry
from floortool.app.commands.results import BustPlayers
from floortool.app.commands.rulings import RecordRuling
from floortool.app.commands.seating import ApplyBalance, SetButton
from floortool.app.devices import Device, Devices, Role
from floortool.app.entrants import entrant_for
from floortool.app.entry_search import EntryFinder
from floortool.app.floor import Done, Floor
from floortool.app.rulings import (
    event_game,
    event_rulebook,
    find_situations,
    next_step,
    situations_in,
)
from floortool.app.screen_devices import chosen_view
from floortool.app.views.field import EntryRow, field_summary, new_entries
from floortool.app.views.results import bust_preview, place_said
from floortool.app.views.rulings import ruling_view
from floortool.app.views.seating import BalanceView, balance_view
from floortool.domain.field.entries import ACTIVE
from floortool.domain.kernel.errors import FloorError, NotPaired
from floortool.domain.kernel.phrases import counted, translate
from floortool.domain.kernel.text import MAX_TABLE_NUMBER
from floortool.domain.rulings.decide import question_data
from floortool.web.bodies import Body, json_body
from floortool.web.documents import Document
from floortool.web.errors import ApiError, said_words
from floortool.web.language import said_json
from floortool.web.params import MAX_ID, MAX_TEXT, event_param
from floortool.web.reads import Reads
from floortool.web.throttle import Throttle

#: Most players one bust may name (a hand at a full table).
MAX_BUSTS = 10
#: Largest stack or hand rank a phone may type.
MAX_NUMBER = 10**12
#: The most seats one count lists (a table's).
MAX_SEATS_COUNTED = 99
MAX_NOTES = 1_000
MAX_ANSWERS = 40


class Staff:
    """The credentials and throttle the staff routes share with the floor's thread."""

    def __init__(self, floor: Floor, reads: Reads, call: Callable[..., Any]) -> None:
        self.devices = Devices(floor.engine, clock=floor.clock)
        self.reads = reads
        self.call = call  # runs a job on the floor's thread: ``await call(job)``
        self.throttle = Throttle()


def _staff(request: Request) -> Staff:
    staff: Staff = request.app.state.staff
    return staff


def _client(request: Request) -> str:
    return request.client.host if request.client else "unknown"


# ---------------------------------------------------------------- reading a request
def _number(body: Body, name: str, *, high: int = MAX_ID, low: int = 1) -> int | None:
    value = body.get(name)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ApiError(
            400,
            "bad_parameter",
            translate("web.staff", "'{name}' must be a whole number from {low}.").fill(
                name=name, low=low
            ),
        )
    return value


def _required(body: Body, name: str, *, high: int = MAX_ID) -> int:
    value = _number(body, name, high=high)
    if value is None:
        raise ApiError(
            400, "bad_parameter", translate("web.staff", "'{name}' is missing.").fill(name=name)
        )
    return value


def _text(body: Body, name: str, *, max_length: int = MAX_TEXT, required: bool = True) -> str:
    value = body.get(name, "")
    if not isinstance(value, str) or len(value) > max_length:
        raise ApiError(
            400,
            "bad_parameter",
            translate("web.staff", "'{name}' must be text of at most {max_length}.").fill(
                name=name, max_length=max_length
            ),
        )
    value = value.strip()
    if required and not value:
        raise ApiError(
            400, "bad_parameter", translate("web.staff", "'{name}' is missing.").fill(name=name)
        )
    return value


# ---------------------------------------------------------------- who is asking
async def _device(request: Request) -> Device:
    """The paired staff device the request's bearer token names (``_paired``); a room
    screen is refused (403): it acts on nothing."""
    device = await _paired(request)
    if device.role is Role.DISPLAY:
        raise ApiError(
            403,
            "not_allowed",
            translate("web.staff", "{device} is a room screen: it shows the display only.").fill(
                device=device.name
            ),
        )
    return device


async def _paired(request: Request) -> Device:
    """The paired device the request's bearer token names; 401 (and one failure
    counted against the client) when there is none, 429 after too many."""
    staff = _staff(request)
    client = _client(request)
    staff.throttle.check(client)
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    token = token.strip()
    try:
        if scheme.lower() != "bearer" or not token:
            raise NotPaired(
                translate(
                    "web.staff", "This device is not paired: pair it with a code from the floor."
                )
            )
        device: Device = await staff.call(lambda _floor: staff.devices.authenticate(token))
    except NotPaired as exc:
        staff.throttle.failed(client)
        raise ApiError(401, exc.code, exc.phrase, headers={"WWW-Authenticate": "Bearer"}) from None
    return device


def _floor_only(device: Device) -> None:
    if device.role != Role.FLOOR:
        raise ApiError(
            403,
            "not_allowed",
            translate(
                "web.staff", "A dealer phone reports its table's hand and button only ({device})."
            ).fill(device=device.name),
        )


def _at_table(device: Device, table: int) -> None:
    if device.role == Role.DEALER and device.table != table:
        raise ApiError(
            403,
            "not_allowed",
            translate("web.staff", "{device} is table {own}'s phone, not table {table}'s.").fill(
                device=device.name, own=device.table, table=table
            ),
        )


def _event(staff: Staff, floor: Floor, device: Device, asked: int | None) -> int:
    """The event a staff request acts on (the device's own, else the one asked for, else
    the current one), with anything another station recorded folded in first: a phone
    previews and plans on the floor as it is now, not as of the last poll."""
    floor.refresh()
    return staff.reads.event_id(floor, device.event_id if device.event_id is not None else asked)


def _done(done: Done, **extra: Any) -> Document:
    return {"group": done.group, "label": done.phrase, **extra}


async def _act(
    request: Request, device: Device, command_for: Callable[[Floor, int], Command], **kw: Any
) -> Response:
    """Run the command ``command_for`` makes on the floor's thread, as ``device``."""
    staff = _staff(request)
    asked = event_param(request)

    def job(floor: Floor) -> Document:
        event_id = _event(staff, floor, device, asked)
        return _done(floor.execute(command_for(floor, event_id), operator=device.name, **kw))

    return said_json(request, await staff.call(job))


# ---------------------------------------------------------------- pairing
async def pair(request: Request) -> Response:
    """``POST /api/pair`` ``{code, name}`` → ``{token, device}`` (the token shown once)."""
    staff = _staff(request)
    client = _client(request)
    staff.throttle.check(client)
    body = await json_body(request)
    code = _text(body, "code", max_length=40)
    name = _text(body, "name", max_length=80)
    try:
        device, token = await staff.call(lambda _floor: staff.devices.pair(code, name))
    except FloorError as exc:
        if exc.code == "pairing_refused":
            staff.throttle.failed(client)
        raise
    return JSONResponse({"token": token, "device": device.to_json()})


async def me(request: Request) -> Response:
    """``GET /api/staff/me``: the device the token belongs to (a page checks it is still paired)."""
    return JSONResponse({"device": (await _device(request)).to_json()})


async def screen(request: Request) -> Response:
    """``GET /api/staff/screen``: what the director chose for this room screen to show."""
    device = await _paired(request)
    if device.role is not Role.DISPLAY:
        raise ApiError(403, "not_allowed", f"{device.name} is a staff phone, not a room screen.")
    staff = _staff(request)
    choice = await staff.call(lambda _floor: chosen_view(staff.devices, device.id))
    shows = {"layout": None, "set": None} if choice is None else choice.to_json()
    return JSONResponse({"device": device.name, **shows}, headers={"Cache-Control": "no-store"})


# ---------------------------------------------------------------- busts
def _finder(floor: Floor, event_id: int) -> tuple[list[EntryRow], EntryFinder]:
    rows = [r for r in floor.reads.read(field_summary, event_id).entries if r.status == ACTIVE]
    return rows, EntryFinder(rows, floor.state.players)


def _one(rows: list[EntryRow], finder: EntryFinder, text: str) -> EntryRow:
    found = finder.find(text) or frozenset()
    matches = [r for r in rows if r.id in found]
    if len(matches) == 1:
        return matches[0]
    if not matches:
        raise ApiError(
            404,
            "unknown_player",
            translate("web.staff", "No player still playing matches “{text}”.").fill(text=text),
        )
    seats = ", ".join(f"{r.player} ({r.table}-{r.seat})" for r in matches[:4])
    raise ApiError(
        422,
        "ambiguous_player",
        counted(
            len(matches),
            translate("web.staff", "{count} player matches “{text}”: {seats}. Type the seat."),
            translate("web.staff", "{count} players match “{text}”: {seats}. Type the seat."),
        ).fill(text=text, seats=seats),
    )


def _busts(body: Body) -> list[tuple[str, int | None, int | None]]:
    players = body.get("players")
    if not isinstance(players, list) or not 1 <= len(players) <= MAX_BUSTS:
        raise ApiError(
            400,
            "bad_parameter",
            translate("web.staff", "'players' must list 1 to {most} players.").fill(most=MAX_BUSTS),
        )
    busts = []
    for item in players:
        if not isinstance(item, dict):
            raise ApiError(
                400,
                "bad_parameter",
                translate("web.staff", "Each of 'players' is an object with 'find'."),
            )
        busts.append(
            (
                _text(item, "find"),
                _number(item, "stack", high=MAX_NUMBER, low=0),
                _number(item, "hand", high=MAX_NUMBER),
            )
        )
    return busts


def _resolved(
    floor: Floor, event_id: int, body: Body
) -> tuple[list[EntryRow], list[tuple[int, int | None, int | None]], int | None]:
    rows, finder = _finder(floor, event_id)
    chosen = [(_one(rows, finder, text), stack, hand) for text, stack, hand in _busts(body)]
    ids = [row.id for row, _, _ in chosen]
    if len(set(ids)) != len(ids):
        raise ApiError(400, "bad_parameter", "A player is named twice in this bust.")
    by_text = _text(body, "by", required=False)
    by = _one(rows, finder, by_text).id if by_text else None
    return [row for row, _, _ in chosen], [(r.id, s, h) for r, s, h in chosen], by


async def bust_preview_route(request: Request) -> Response:
    """``POST /api/staff/bust/preview`` ``{players: [{find, stack?, hand?}], by?}``: who
    busts, where each finishes and the prize, and the revision to confirm with."""
    device = await _device(request)
    _floor_only(device)
    staff = _staff(request)
    asked = event_param(request)
    body = await json_body(request)

    def job(floor: Floor) -> Document:
        event_id = _event(staff, floor, device, asked)
        rows, busts, by = _resolved(floor, event_id, body)
        command = BustPlayers.listed(event_id, busts, by)
        placed = {r.entry_id: r for r in bust_preview(floor.state, command, now=floor.clock())}
        return {
            "event": event_id,
            "revision": floor.revision,
            "by": by,
            "busts": [
                {
                    "entry": row.id,
                    "player": row.player,
                    "table": row.table,
                    "seat": row.seat,
                    "finishes": place_said(placed[row.id].places),
                    "prize_cents": placed[row.id].prize_cents,
                    "rule": str(placed[row.id].rule),
                }
                for row in rows
            ],
        }

    return said_json(request, await staff.call(job))


async def bust(request: Request) -> Response:
    """``POST /api/staff/bust`` ``{players, by?, revision}``: record the previewed bust,
    refused (409) if the floor has moved on since the preview's revision."""
    device = await _device(request)
    _floor_only(device)
    staff = _staff(request)
    asked = event_param(request)
    body = await json_body(request)
    revision = _number(body, "revision", low=0, high=10**15)
    if revision is None:
        raise ApiError(400, "bad_parameter", "'revision' (from the preview) is missing.")

    def job(floor: Floor) -> Document:
        event_id = _event(staff, floor, device, asked)
        _rows, busts, by = _resolved(floor, event_id, body)
        command = BustPlayers.listed(event_id, busts, by)
        return _done(floor.execute(command, operator=device.name, expect_revision=revision))

    return said_json(request, await staff.call(job))


def _seat_counts(body: Body) -> list[tuple[int, int]]:
    counts = body.get("counts")
    if not isinstance(counts, list) or not 1 <= len(counts) <= MAX_SEATS_COUNTED:
        raise ApiError(
            400,
            "bad_parameter",
            translate("web.staff", "'counts' must list 1 to {most} seats.").fill(
                most=MAX_SEATS_COUNTED
            ),
        )
    found = []
    for item in counts:
        if not isinstance(item, dict):
            raise ApiError(
                400,
                "bad_parameter",
                translate("web.staff", "Each of 'counts' is an object with 'seat'."),
            )
        seat = _number(item, "seat", high=99)
        chips = _number(item, "chips", high=MAX_NUMBER, low=0)
        if seat is None or chips is None:
            raise ApiError(
                400,
                "bad_parameter",
                translate("web.staff", "Each count gives its 'seat' and 'chips'."),
            )
        found.append((seat, chips))
    return found


async def chip_counts(request: Request) -> Response:
    """``POST /api/staff/chips`` ``{table, counts: [{seat, chips}]}``: the stacks counted at
    a table (a dealer phone: its own table only), recorded as the device's."""
    device = await _device(request)
    body = await json_body(request)
    table = _required(body, "table", high=MAX_TABLE_NUMBER)
    _at_table(device, table)
    counts = _seat_counts(body)
    return await _act(
        request, device, lambda _f, event: CountTable(event, table, counts, by=device.name)
    )


# ---------------------------------------------------------------- tables and the clock
async def button(request: Request) -> Response:
    """``POST /api/staff/button`` ``{table, seat}``: the seat holding the button next hand."""
    device = await _device(request)
    body = await json_body(request)
    table = _required(body, "table", high=MAX_TABLE_NUMBER)
    seat = _required(body, "seat", high=99)
    _at_table(device, table)
    return await _act(request, device, lambda _f, event: SetButton(event, table, seat))


async def hand_finished(request: Request) -> Response:
    """``POST /api/staff/hand-finished`` ``{table}``: the table finished its hand."""
    device = await _device(request)
    table = _required(await json_body(request), "table", high=MAX_TABLE_NUMBER)
    _at_table(device, table)
    return await _act(request, device, lambda _f, event: FinishHand(event, table))


async def clock_pause(request: Request) -> Response:
    device = await _device(request)
    _floor_only(device)
    return await _act(request, device, lambda _f, event: PauseClock(event))


async def clock_resume(request: Request) -> Response:
    device = await _device(request)
    _floor_only(device)
    return await _act(request, device, lambda _f, event: ResumeClock(event))


async def balance_plan(request: Request) -> Response:
    """``GET /api/staff/balance``: the balancing plan, each move with its reason and rule."""
    device = await _device(request)
    _floor_only(device)
    staff = _staff(request)
    asked = event_param(request)

    def job(floor: Floor) -> Document:
        event_id = _event(staff, floor, device, asked)
        plan = _said_plan(balance_view(floor.state, event_id, floor.clock()))
        return {"event": event_id, "revision": floor.revision, **plan}

    return said_json(request, await staff.call(job))


def _said_plan(view: BalanceView) -> Document:
    """The plan's JSON with its sentences (the reasons, the citations) as phrases: the page
    reads them in its language."""
    plan = view.to_json()
    for shown, move in zip(plan["moves"], view.moves, strict=True):
        shown["reason"], shown["rule"] = move.reason, move.rule
    for shown, waiting in zip(plan["waiting"], view.waiting, strict=True):
        shown["reason"], shown["rule"] = waiting.reason, waiting.rule
    plan["message"] = view.said or view.message
    if view.waits_for is not None:
        plan["waits_for"] = plan["message"]
    return plan


async def balance(request: Request) -> Response:
    """``POST /api/staff/balance`` ``{entries?, revision}``: make the planned moves (all, or
    those of ``entries``), refused (409) if the floor moved on since the plan was shown."""
    device = await _device(request)
    _floor_only(device)
    body = await json_body(request)
    revision = _number(body, "revision", low=0, high=10**15)
    chosen = body.get("entries")
    entries: frozenset[int] | None = None
    if chosen is not None:
        if not isinstance(chosen, list) or not all(
            isinstance(e, int) and not isinstance(e, bool) and 0 < e < MAX_ID for e in chosen
        ):
            raise ApiError(400, "bad_parameter", "'entries' must list entry ids.")
        entries = frozenset(chosen)
    return await _act(
        request,
        device,
        lambda _f, event: ApplyBalance(event, entries),
        expect_revision=revision,
    )


async def register(request: Request) -> Response:
    """``POST /api/staff/register`` ``{name}``: register the player; the seat drawn."""
    device = await _device(request)
    _floor_only(device)
    staff = _staff(request)
    asked = event_param(request)
    name = _text(await json_body(request), "name")

    def job(floor: Floor) -> Document:
        event_id = _event(staff, floor, device, asked)
        entrant = entrant_for(floor.state.players, name)
        done = floor.execute(RegisterEntry(event_id, (entrant,)), operator=device.name)
        made = new_entries(floor.state, done.entries)
        return _done(done, entries=[row.to_json() for row in made])

    return said_json(request, await staff.call(job))


# ---------------------------------------------------------------- rulings
async def situations(request: Request) -> Response:
    """``GET /api/staff/rulings?q=words``: the situations of the event's game (stud or a
    flop game) matching the words (all of them when blank)."""
    device = await _device(request)
    _floor_only(device)
    staff = _staff(request)
    asked = event_param(request)
    words = request.query_params.get("q", "")[:MAX_TEXT]
    language = said_words(request)  # the situations in the page's language, found by its words

    def job(floor: Floor) -> Document:
        event_id = _event(staff, floor, device, asked)
        game = event_game(floor.state, event_id, floor.clock())
        found = find_situations(words, game, language)
        return {"situations": [{"id": s.id, "title": s.title} for s in found]}

    return said_json(request, await staff.call(job))


def _answers(body: Body) -> dict[str, str]:
    answers = body.get("answers", {})
    if (
        not isinstance(answers, dict)
        or len(answers) > MAX_ANSWERS
        or not all(
            isinstance(k, str) and isinstance(v, str) and len(k) <= 60 and len(v) <= 60
            for k, v in answers.items()
        )
    ):
        raise ApiError(400, "bad_parameter", "'answers' must map question ids to choices.")
    return answers


async def ruling_step(request: Request) -> Response:
    """``POST /api/staff/rulings/step`` ``{situation, answers}``: the next question to ask
    (in the event's rulebook's words), or the ruling with its citations."""
    device = await _device(request)
    _floor_only(device)
    staff = _staff(request)
    asked = event_param(request)
    body = await json_body(request)
    situation = _text(body, "situation", max_length=80)
    answers = _answers(body)
    language = said_words(request)  # the questions and the ruling in the page's language

    def job(floor: Floor) -> Document:
        event_id = _event(staff, floor, device, asked)
        rulebook, ftr_mode = event_rulebook(floor.state, event_id)
        game = event_game(floor.state, event_id, floor.clock())
        step = next_step(situation, rulebook, answers, ftr_mode=ftr_mode, game=game, words=language)
        if isinstance(step, list):
            return {
                "situation": situation,
                "title": situations_in(language)[situation].title,
                "rulebook": rulebook,
                "questions": [question_data(q, rulebook) for q in step],
            }
        return {"ruling": ruling_view(step).to_json()}

    return said_json(request, await staff.call(job))


async def record_ruling(request: Request) -> Response:
    """``POST /api/staff/rulings`` ``{situation, answers, table?, notes?}``: record the
    ruling in the incident log, the device's name as the director who gave it."""
    device = await _device(request)
    _floor_only(device)
    body = await json_body(request)
    situation = _text(body, "situation", max_length=80)
    answers = _answers(body)
    table = _number(body, "table", high=MAX_TABLE_NUMBER)
    notes = _text(body, "notes", max_length=MAX_NOTES, required=False)
    return await _act(
        request,
        device,
        lambda _f, event: RecordRuling(
            event, situation, answers, director=device.name, table=table, notes=notes
        ),
    )


ROUTES = [
    Route("/api/pair", pair, methods=["POST"]),
    Route("/api/staff/me", me),
    Route("/api/staff/screen", screen),
    Route("/api/staff/bust/preview", bust_preview_route, methods=["POST"]),
    Route("/api/staff/bust", bust, methods=["POST"]),
    Route("/api/staff/button", button, methods=["POST"]),
    Route("/api/staff/chips", chip_counts, methods=["POST"]),
    Route("/api/staff/hand-finished", hand_finished, methods=["POST"]),
    Route("/api/staff/clock/pause", clock_pause, methods=["POST"]),
    Route("/api/staff/clock/resume", clock_resume, methods=["POST"]),
    Route("/api/staff/balance", balance_plan, methods=["GET"]),
    Route("/api/staff/balance", balance, methods=["POST"]),
    Route("/api/staff/register", register, methods=["POST"]),
    Route("/api/staff/rulings", situations, methods=["GET"]),
    Route("/api/staff/rulings", record_ruling, methods=["POST"]),
    Route("/api/staff/rulings/step", ruling_step, methods=["POST"]),
]
