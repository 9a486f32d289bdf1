"""Web: the guards every answer passes (each test fails without its guard)."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator

import httpx2
import pytest
from starlette.testclient import TestClient
from tests.web.web_floor import client_of, make_event, open_floor, served

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


def _raw_get(base: str, path: str) -> tuple[int, str]:
    """``GET path`` written on the socket as given (an HTTP client would tidy the dots away)."""
    host, port = base.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as conn:
        conn.sendall(f"GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
        answer = b""
        while chunk := conn.recv(65536):
            answer += chunk
    head, _, body = answer.decode("latin-1").partition("\r\n\r\n")
    return int(head.split()[1]), body


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
    answer = client.get("/static/robots.txt")
    assert answer.status_code == 200
    assert "Disallow: /" in answer.text


def test_an_unknown_route_is_a_json_404(client: TestClient) -> None:
    answer = client.get("/api/nothing-here")
    assert answer.status_code == 404
    assert answer.json() == {
        "error": {"code": "not_found", "message": "There is nothing at this address."}
    }
