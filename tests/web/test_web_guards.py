"""Web: the guards every answer passes (each test fails without its guard)."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator

import httpx2
import pytest
from starlette.testclient import TestClient
from tests.web.web_floor import client_of, make_event, open_floor, served

from floortool.web.app import STATE_DOCUMENTS, create_app
from floortool.web.guards import CONTENT_SECURITY_POLICY, MAX_BODY

CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
)


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    floor = open_floor(db_url)
    make_event(floor)
    with client_of(floor) as client:
        yield client
    floor.close()


@pytest.mark.parametrize(
    "path", ["/api/clock", "/static/robots.txt", "/nowhere", "/api/clock?event=x"]
)
def test_every_answer_forbids_inline_script_sniffing_and_referrers(
    client: TestClient, path: str
) -> None:
    answer = client.get(path)
    assert CONTENT_SECURITY_POLICY == CSP
    assert answer.headers["content-security-policy"] == CSP
    assert answer.headers["x-content-type-options"] == "nosniff"
    assert answer.headers["referrer-policy"] == "no-referrer"


def test_a_body_declared_over_64_kib_is_refused_413(client: TestClient) -> None:
    answer = client.post("/api/clock", content=b"x" * (10 * 1024 * 1024))
    assert answer.status_code == 413
    assert answer.json()["error"]["code"] == "too_large"


def test_a_body_at_the_limit_passes_the_guard(client: TestClient) -> None:
    answer = client.post("/api/clock", content=b"x" * MAX_BODY)
    assert answer.status_code == 405  # the guard let it through; the route takes no POST


def test_a_streamed_body_without_a_length_is_cut_at_64_kib(db_url: str) -> None:
    floor = open_floor(db_url)
    make_event(floor)

    def chunks() -> Iterator[bytes]:
        for _ in range(40):
            yield b"y" * 4096  # 160 KiB in all, sent chunked: no Content-Length

    with served(floor) as base:
        answer = httpx2.post(f"{base}/api/clock", content=chunks(), timeout=10)
    floor.close()
    assert answer.status_code == 413
    assert answer.json()["error"]["code"] == "too_large"


TRAVERSALS = (
    "/static/../../etc/passwd",
    "/static/%2e%2e/%2e%2e/etc/passwd",
    "/static/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
    "/static/%252e%252e%252f%252e%252e%252fetc%252fpasswd",
    "/static/..%2f..%2f..%2fpyproject.toml",
    "/static/../app.py",
    "/static/%2e%2e/app.py",
)


def _raw(base: str, head: str, body: bytes = b"") -> tuple[int, str]:
    """A request written on the socket as given (an HTTP client would tidy it)."""
    host, port = base.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=5) as conn:
        conn.sendall(f"{head}\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode() + body)
        answer = b""
        while chunk := conn.recv(65536):
            answer += chunk
    status, _, text = answer.decode("latin-1").partition("\r\n\r\n")
    return int(status.split()[1]), text


def _raw_get(base: str, path: str) -> tuple[int, str]:
    return _raw(base, f"GET {path} HTTP/1.1")


def test_a_declared_length_over_64_kib_is_refused_before_the_body_is_sent(db_url: str) -> None:
    floor = open_floor(db_url)
    with served(floor) as base:
        status, text = _raw(base, "POST /api/clock HTTP/1.1\r\nContent-Length: 10485760", b"{}")
    floor.close()
    assert status == 413  # at once: nothing waits for the 10 MB announced
    assert json.loads(text)["error"]["code"] == "too_large"


def test_nothing_outside_the_static_folder_is_served(db_url: str) -> None:
    floor = open_floor(db_url)
    with served(floor) as base:
        inside = _raw_get(base, "/static/%2e%2e/static/robots.txt")
        answers = {path: _raw_get(base, path) for path in TRAVERSALS}
    floor.close()
    assert inside[0] == 200  # the dots reach the server as written, and are resolved there
    for path, (status, body) in answers.items():
        assert status == 404, path
        assert json.loads(body)["error"]["code"] == "not_found"
        assert "root:" not in body and "floortool" not in body


def test_a_static_file_is_served_from_the_package_folder(client: TestClient) -> None:
    for path in ("/static/robots.txt", "/robots.txt"):
        answer = client.get(path)
        assert answer.status_code == 200
        assert "Disallow: /" in answer.text


def test_the_browsers_icon_is_floortools_own(client: TestClient) -> None:
    """Issue 24, item 7: every page load asked for ``/favicon.ico`` and got a 404."""
    answer = client.get("/favicon.ico")
    assert answer.status_code == 200
    assert answer.headers["content-type"] == "image/x-icon"
    assert answer.content[:4] == b"\x00\x00\x01\x00"  # an ICO file's header
    assert "max-age" in answer.headers["cache-control"]


def test_an_unknown_route_is_a_json_404(client: TestClient) -> None:
    answer = client.get("/api/nothing-here")
    assert answer.status_code == 404
    assert answer.json() == {
        "error": {"code": "not_found", "message": "There is nothing at this address."}
    }


def test_a_fault_of_the_server_is_a_json_500_with_the_same_headers(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(_state: object, _event_id: int) -> dict[str, object]:
        raise RuntimeError("a bug")

    monkeypatch.setitem(STATE_DOCUMENTS, "/api/field", broken)
    floor = open_floor(db_url)
    make_event(floor)
    with TestClient(create_app(floor), raise_server_exceptions=False) as client:
        answer = client.get("/api/field")
    floor.close()
    assert answer.status_code == 500
    assert answer.json()["error"]["code"] == "server_error"
    assert "a bug" not in answer.text
    assert answer.headers["content-security-policy"] == CSP
    assert answer.headers["x-content-type-options"] == "nosniff"


@pytest.mark.parametrize(
    ("host", "status"),
    [
        ("evil.example", 421),
        ("evil.example:8470", 421),
        ("192.168.1.200", 421),
        ("", 421),
        ("192.168.1.20:8470", 200),
        ("192.168.1.20", 200),
        ("localhost:8470", 200),
        ("127.0.0.1:8470", 200),
        ("[::1]:8470", 200),
        ("LOCALHOST", 200),
    ],
)
def test_only_the_served_host_names_are_answered(db_url: str, host: str, status: int) -> None:
    """Issue 24, item 5: ``Host: evil.example`` was answered (DNS rebinding: a hostile
    page whose name resolves to the laptop reads and drives the floor through a
    player's browser). Only the addresses served at and loopback are answered."""
    floor = open_floor(db_url)
    make_event(floor)
    app = create_app(floor, poll_seconds=0.05, hosts=frozenset({"192.168.1.20"}))
    with TestClient(app) as client:
        answer = client.get("/api/clock", headers={"host": host})
        assert answer.status_code == status, answer.text
        if status == 421:
            assert answer.json()["error"]["code"] == "unknown_host"
            assert answer.headers["content-security-policy"] == CONTENT_SECURITY_POLICY
    floor.close()
