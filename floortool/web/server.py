"""Web layer: running the application with uvicorn on an address of the caller's choice.

``bind`` opens the listening socket first (so a port in use is refused before
anything is printed, and port 0 gets a free port to print); ``served_addresses``
says where phones reach it (the LAN addresses when it listens on every
interface); ``serve`` runs uvicorn on that socket until Ctrl+C or SIGTERM,
then ends every live stream so the shutdown does not wait for the phones.
Connections are taken by an ``Acceptor`` within the application's ``Limits``
(not by asyncio's own accept loop), each served by uvicorn's HTTP protocol (over
httptools when it is installed, else h11) with a request-head timeout
(``head_timeout``).
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import signal
import socket
import threading
from collections.abc import Iterator
from types import FrameType
from typing import Any

import uvicorn
from starlette.applications import Starlette

from floortool.app.languages import catalogue
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import translate
from floortool.web.acceptor import Acceptor
from floortool.web.app import WebFloor
from floortool.web.head_timeout import PROTOCOL, HeadTimeout

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8470
#: How long a stop waits for requests under way before it cuts them.
GRACE_SECONDS = 3
#: Connections the system queues until they are taken: a room of phones arriving at once.
BACKLOG = 1024


def bind(host: str, port: int) -> socket.socket:
    """A listening TCP socket on ``host``:``port``; a refusal a director understands."""
    if not 0 <= port <= 65535:
        raise InvalidInput(
            translate("web.server", "Port {port} is not a port number (0 to 65535).").fill(
                port=port
            ),
            field="port",
        )
    try:
        family, kind, proto, _name, address = socket.getaddrinfo(
            host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
    except (socket.gaierror, UnicodeError):
        raise InvalidInput(
            translate("web.server", "'{host}' is not an address of this machine.").fill(host=host),
            field="host",
        ) from None
    sock = socket.socket(family, kind, proto)
    try:
        if hasattr(socket, "SO_EXCLUSIVEADDRUSE"):  # Windows: no other program may share it
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_EXCLUSIVEADDRUSE, 1)
        else:  # elsewhere: a restart may listen again at once (connections still closing)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(BACKLOG)
    except OSError as exc:
        sock.close()
        raise InvalidInput(
            translate("web.server", "Cannot listen on {host} port {port}: {reason}.").fill(
                host=host, port=port, reason=exc.strerror or str(exc)
            ),
            field="port",
        ) from None
    return sock


def _url(host: str, port: int) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


def lan_addresses() -> list[str]:
    """This machine's own non-loopback IPv4 addresses, as its name resolves (no traffic)."""
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except socket.gaierror:
        return []
    found = {str(info[4][0]) for info in infos}
    return sorted(a for a in found if not ipaddress.ip_address(a).is_loopback)


def listens_everywhere(sock: socket.socket) -> bool:
    """Whether ``sock`` listens on every interface (``0.0.0.0`` or ``::``)."""
    return ipaddress.ip_address(sock.getsockname()[0]).is_unspecified


def served_addresses(sock: socket.socket) -> list[str]:
    """The addresses to type or scan: the bound one, or each LAN address when it
    listens on every interface (then loopback too, for this machine)."""
    host, port = sock.getsockname()[:2]
    if listens_everywhere(sock):
        return [_url(a, port) for a in lan_addresses()] + [_url(DEFAULT_HOST, port)]
    return [_url(host, port)]


def served_hosts(sock: socket.socket) -> frozenset[str]:
    """The host names a request to ``sock`` may be addressed to (``guards.HostCheck``):
    the bound address or, listening on every interface, each LAN address and this
    machine's own name (``laptop``, ``laptop.local``); loopback is always answered."""
    host = sock.getsockname()[0]
    if not listens_everywhere(sock):
        return frozenset({host})
    name = socket.gethostname().lower()
    return frozenset({*lan_addresses(), name, f"{name}.local"})


class _Server(uvicorn.Server):
    """uvicorn's server that accepts on its sockets within the web floor's limits, and
    ends the live streams when told to stop."""

    def __init__(self, config: uvicorn.Config, web: WebFloor, protocol: HeadTimeout) -> None:
        super().__init__(config)
        self._web = web
        self._protocol = protocol
        self._loop: asyncio.AbstractEventLoop | None = None
        self._accepting: list[asyncio.Task[None]] = []

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        self._loop = asyncio.get_running_loop()
        await super().startup(sockets=[])  # no asyncio server: the acceptors accept
        limits = self._web.limits

        def protocol() -> asyncio.Protocol:
            return self._protocol(
                self.config,
                self.server_state,
                self.lifespan.state,
                head_seconds=limits.head_seconds,
            )

        for sock in sockets or []:
            acceptor = Acceptor(
                sock,
                protocol,
                self.server_state.connections,
                limit=limits.connections,
                retry_after=limits.retry_after,
                words=catalogue(self._web.language),
            )
            self._accepting.append(asyncio.create_task(acceptor.run()))

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        for task in self._accepting:
            task.cancel()
        await asyncio.gather(*self._accepting, return_exceptions=True)
        await super().shutdown(sockets=sockets)

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        if self._loop is not None:
            with contextlib.suppress(RuntimeError):  # the loop already closed
                self._loop.call_soon_threadsafe(self._web.hub.close)
        super().handle_exit(sig, frame)


@contextlib.contextmanager
def _stop_signals_return() -> Iterator[None]:
    """uvicorn stops gracefully on Ctrl+C or SIGTERM, puts back the handlers it found
    and raises the signal again; ignored here, so ``serve`` returns and the caller
    closes the floor as after any command."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    found = {sig: signal.signal(sig, signal.SIG_IGN) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for sig, handler in found.items():
            signal.signal(sig, handler)


def server_for(app: Starlette, protocol: HeadTimeout = PROTOCOL, **options: Any) -> uvicorn.Server:
    """The uvicorn server of ``app`` (made by ``create_app``), its connections served by
    ``protocol`` (one of ``head_timeout.PROTOCOLS``); ``run(sockets=[sock])`` serves it
    on ``sock``."""
    config = uvicorn.Config(
        app,
        log_level=options.pop("log_level", "warning"),
        timeout_graceful_shutdown=GRACE_SECONDS,
        proxy_headers=False,
        server_header=False,
        **options,
    )
    return _Server(config, app.state.web, protocol)


def serve(app: Starlette, sock: socket.socket, **options: Any) -> None:
    """Serve ``app`` on ``sock`` until Ctrl+C or SIGTERM (blocks), then return."""
    with _stop_signals_return():
        server_for(app, **options).run(sockets=[sock])
