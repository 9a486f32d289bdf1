"""Web layer: signing up from a phone, and the sign-up's page that shows what became of it.

``POST /api/signup[?event=N]`` with ``{"name": ..., "membership": ...}`` (the
membership number may be left out, blank or null) puts the name on the event's
pending list (``ReceiveSignUp``, journalled with ``OPERATOR`` as its operator)
and answers 202 with the address of the sign-up's own page
(``/signup/EVENT/KEY``; ``KEY`` an HMAC like an entry's, ``app.entry_keys``).
It is guarded like the rest of the door: the body must be a JSON object with
those two texts and nothing else, each no longer than a player's field may be;
it must be sent as ``application/json`` (415 otherwise: a page of another site
cannot send that without the server's leave); the name is checked as every
player's name (``clean_fields``); one address may
send ``SIGN_UPS_PER_ADDRESS`` sign-ups in ``SIGN_UP_WINDOW_SECONDS`` (429 with
``Retry-After`` past that, counted whether they were taken or not); sign-up
closed is a 403, a full pending list or a name already on it a 409.

``GET /api/signup[?event=N]`` (``signup_document``, served as the other state
documents are) says whether sign-up is open and who is pending
as an alternate (each by number and served name), for the sign-up page and the
room display; ``GET /api/signup/status/EVENT/KEY`` what became of one sign-up:
``pending`` (with ``alternate`` when the event is full), ``confirmed`` (with its
``table`` and ``seat``, or ``alternate`` on the waiting list) or ``rejected``.
``GET /api/signup/qr.svg[?event=N]`` is the QR code of the sign-up page at the
address the asking screen used, drawn for the room display.
"""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from floortool.app.commands.sign_ups import ReceiveSignUp
from floortool.app.depends import depends_on
from floortool.app.entry_keys import KEY_SHAPE, entry_key_secret, sign_up_key
from floortool.app.floor import Floor
from floortool.app.views.sign_ups import pending_rows, sign_up_status
from floortool.app.web_address import signup_address
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.phrases import translate
from floortool.domain.players.records import MAX_FIELD, MAX_NAME
from floortool.domain.registration.sign_ups import sign_ups_of
from floortool.domain.tournament.event import require_event
from floortool.reports.qr import qr_rows
from floortool.web.bodies import json_body
from floortool.web.documents import Document
from floortool.web.errors import ApiError
from floortool.web.language import said_json
from floortool.web.limits import SIGN_UP_WINDOW_SECONDS, SIGN_UPS_PER_ADDRESS
from floortool.web.names import namer
from floortool.web.params import event_param, whole_number
from floortool.web.throttle import Throttle

#: Who the journal says signed a player up from the page.
OPERATOR = "sign-up page"
#: The fields a sign-up holds, and the longest each may be.
FIELDS = {"name": MAX_NAME, "membership": MAX_FIELD}
#: What a sign-up's body must be.
SHAPE = translate("web.sign_up", 'Send a JSON object of "name" and "membership".')
#: The QR code's quiet zone, in modules.
QUIET_ZONE = 4


def sign_up_throttle() -> Throttle:
    """The sign-ups per address the server takes (every try counts)."""
    return Throttle(limit=SIGN_UPS_PER_ADDRESS, window=SIGN_UP_WINDOW_SECONDS, counted="sign-ups")


@depends_on(reads=(pending_rows, namer))
def signup_document(state: FloorState, event_id: int) -> Document:
    """``{"event", "sign_up", "pending", "alternates"}``: whether phones may sign up, how
    many wait at the desk, and the pending players numbered as alternates."""
    settings = require_event(state, event_id).settings
    name = namer(state, event_id)
    rows = pending_rows(state, event_id)
    return {
        "event": event_id,
        "sign_up": settings.sign_up,
        "pending": len(rows),
        "alternates": [
            {"alternate": row.alternate, "player": name(row.name)}
            for row in rows
            if row.alternate is not None
        ],
    }


@depends_on(reads=(sign_up_status, namer))
def status_document(floor: Floor, event_id: int, key: str) -> Document:
    """What became of the sign-up whose key is ``key`` (404 if none has it)."""
    state = floor.state
    require_event(state, event_id)
    secret = entry_key_secret(floor)
    found = next(
        (
            n
            for n in sign_ups_of(state, event_id).records
            if sign_up_key(secret, event_id, n) == key
        ),
        None,
    )
    status = sign_up_status(state, event_id, found) if found is not None else None
    if status is None:
        raise ApiError(
            404,
            "unknown_sign_up",
            translate("web.sign_up", "Event {event} has no sign-up at this address.").fill(
                event=event_id
            ),
        )
    return {"event": event_id, **status.to_json(), "name": namer(state, event_id)(status.name)}


async def _person(request: Request) -> dict[str, str]:
    """The sign-up a request body holds: a JSON object of ``FIELDS`` texts, else 400;
    sent as ``application/json`` (else 415), which a page of another site can only send
    after asking the server first (CORS), which it never allows."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/json":
        raise ApiError(415, "not_json", SHAPE)
    data = await json_body(request, refusal=SHAPE)
    if not data:
        raise ApiError(400, "bad_request", SHAPE)
    unknown = sorted(set(data) - set(FIELDS))
    if unknown:
        raise ApiError(
            400,
            "bad_request",
            translate(
                "web.sign_up", "A sign-up holds a name and a membership number, not {field}."
            ).fill(field=repr(unknown[0])),
        )
    person: dict[str, str] = {}
    for field, longest in FIELDS.items():
        value: Any = data.get(field)
        if value is None:
            value = ""
        if not isinstance(value, str) or len(value) > longest:
            raise ApiError(
                400,
                "bad_parameter",
                translate(
                    "web.sign_up", "'{field}' must be text of at most {longest} characters."
                ).fill(field=field, longest=longest),
            )
        person[field] = value
    return person


async def sign_up(request: Request) -> Response:
    """``POST /api/signup[?event=N]``: a name on the pending list; 202 with its page."""
    throttle: Throttle = request.app.state.sign_ups
    client = request.client.host if request.client else "unknown"
    throttle.check(client)
    throttle.failed(client)  # every sign-up counts, taken or not
    asked = event_param(request)
    person = await _person(request)
    web = request.app.state.web

    def job(floor: Floor) -> Document:
        floor.refresh()
        event_id = web.reads.event_id(floor, asked)
        done = floor.execute(
            ReceiveSignUp(event_id, person["name"], person["membership"]), operator=OPERATOR
        )
        number = int(done.entries[0].data["first_id"])
        key = sign_up_key(entry_key_secret(floor), event_id, number)
        status = status_document(floor, event_id, key)
        return {"sign_up": {**status, "key": key, "page": f"/signup/{event_id}/{key}"}}

    return said_json(request, await web.read(job), status_code=202)


async def signup_status(request: Request) -> Response:
    """``GET /api/signup/status/{event}/{key}``: what became of one sign-up."""
    event_id = whole_number(request.path_params["event_id"], "event")
    key = request.path_params["key"]
    if not KEY_SHAPE.fullmatch(key):
        raise ApiError(
            404,
            "unknown_sign_up",
            translate("web.sign_up", "Event {event} has no sign-up at this address.").fill(
                event=event_id
            ),
        )
    web = request.app.state.web
    response: Response = await web.serve(
        request,
        ("/api/signup/status", event_id, key),
        lambda floor: status_document(floor, event_id, key),
    )
    return response


def qr_svg(text: str) -> str:
    """The QR code of ``text`` as an SVG image (black modules on white, quiet zone)."""
    rows = qr_rows(text)
    side = len(rows) + 2 * QUIET_ZONE
    cells = "".join(
        f"M{x + QUIET_ZONE} {y + QUIET_ZONE}h1v1h-1z"
        for y, row in enumerate(rows)
        for x, dark in enumerate(row)
        if dark == "1"
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {side} {side}" '
        f'shape-rendering="crispEdges"><rect width="{side}" height="{side}" fill="#fff"/>'
        f'<path d="{cells}" fill="#000"/></svg>'
    )


async def signup_qr(request: Request) -> Response:
    """``GET /api/signup/qr.svg[?event=N]``: the QR code of the sign-up page, at the
    address this screen reached the server by (``HostCheck`` allows only the server's own)."""
    asked = event_param(request)
    base = f"{request.url.scheme}://{request.url.netloc}"
    return Response(qr_svg(signup_address(base, asked)), media_type="image/svg+xml")


ROUTES = [
    Route("/api/signup", sign_up, methods=["POST"]),
    Route("/api/signup/qr.svg", signup_qr),
    Route("/api/signup/status/{event_id}/{key}", signup_status),
]
