"""Web layer: the guards every request passes, as plain ASGI middleware.

``SecurityHeaders`` adds to every response the Content-Security-Policy (no
inline script, nothing from another origin, no framing), ``nosniff`` and
``no-referrer``. ``BodyLimit`` refuses a request body over ``MAX_BODY`` bytes
with 413: at once when its Content-Length says so, else while it streams in;
the body is read (at most ``MAX_BODY`` bytes) before the application sees the
request, so no route can forget the limit. ``HostCheck`` answers only requests
addressed to a name the server is served at (its addresses and this machine's
loopback names), with 421 otherwise: a hostile page whose own name was made to
resolve to the laptop (DNS rebinding) cannot read or drive the floor through
the players' browsers, and no answer echoes a foreign host name.
"""

from __future__ import annotations

import json

from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from floortool.domain.kernel.phrases import Number, translate
from floortool.web.errors import error_document, said_words

MAX_BODY = 64 * 1024
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
)
HEADERS: tuple[tuple[bytes, bytes], ...] = (
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
)


class SecurityHeaders:
    """Adds ``HEADERS`` to the start of every HTTP response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", []), *HEADERS]}
            await send(message)

        await self.app(scope, receive, send_with_headers)


async def _too_large(scope: Scope, send: Send, limit: int) -> None:
    message = translate(
        "web.guards", "The request is larger than the {most} KiB a request may be."
    ).fill(most=Number(limit // 1024))
    await _refuse(send, 413, "too_large", said_words(Request(scope)).say(message))


async def _refuse(send: Send, status: int, code: str, message: str) -> None:
    """Answer ``status`` with the API's error document and close the connection."""
    body = json.dumps(error_document(code, message)).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                (b"connection", b"close"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


def _declared_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


class BodyLimit:
    """Reads each request body up front, at most ``limit`` bytes; a longer one gets 413."""

    def __init__(self, app: ASGIApp, limit: int = MAX_BODY) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = _declared_length(scope)
        if declared is not None and declared > self.limit:
            await _too_large(scope, send, self.limit)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":  # the client went away
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.limit:
                await _too_large(scope, send, self.limit)
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        replayed = False

        async def receive_buffered() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": b"".join(chunks), "more_body": False}
            return await receive()

        await self.app(scope, receive_buffered, send)


#: This machine by its loopback names: always answered.
LOOPBACK_HOSTS = frozenset({"localhost", "127.0.0.1", "::1"})


def host_name(value: str) -> str:
    """The name in a ``Host`` header, without its port or brackets, lower case
    (``[::1]:8470`` -> ``::1``, ``Floor.local:80`` -> ``floor.local``)."""
    value = value.strip().lower()
    if value.startswith("["):
        return value[1:].partition("]")[0]
    return value.rpartition(":")[0] if value.count(":") == 1 else value


class HostCheck:
    """Answers only requests whose ``Host`` is one of ``hosts`` or a loopback name."""

    def __init__(self, app: ASGIApp, hosts: frozenset[str]) -> None:
        self.app = app
        self.hosts = LOOPBACK_HOSTS | {host_name(h) for h in hosts}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        given = next((v for k, v in scope.get("headers", []) if k == b"host"), b"")
        if host_name(given.decode("latin-1")) not in self.hosts:
            message = translate(
                "web.guards", "This server answers only at the addresses it is served at."
            )
            await _refuse(send, 421, "unknown_host", said_words(Request(scope)).say(message))
            return
        await self.app(scope, receive, send)
