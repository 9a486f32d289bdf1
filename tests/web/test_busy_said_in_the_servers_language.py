"""Web: the "server full" answer (503) in the server's language, the log in English.

Issue 30: "Every string a person reads [...] goes through one translation mechanism."
A phone refused because the floor's server is full shows the refusal's ``message``:
it is said in the language the server answers a request that names none in
(``serve --lang``); the code (``busy``) and the log lines stay as they are.
"""

from __future__ import annotations

import json
import socket

from floortool.app.languages import catalogue
from floortool.web.acceptor import Acceptor, busy_answer


def _error(answer: bytes) -> dict[str, str]:
    head, body = answer.split(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 503 ")
    error: dict[str, str] = json.loads(body)["error"]
    return error


def test_the_busy_answer_is_said_in_german() -> None:
    german = _error(busy_answer(7, catalogue("de")))
    assert german == {
        "code": "busy",
        "message": "Der Server des Floors ist gerade voll; die Seite versucht es von selbst "
        "erneut.",
    }
    english = _error(busy_answer(7))
    assert english["message"] == (
        "The floor's server is full right now; the page tries again by itself."
    )


def test_an_acceptor_refuses_in_the_language_it_is_given() -> None:
    with socket.socket() as sock:
        acceptor = Acceptor(
            sock,
            lambda: None,
            (),
            limit=0,
            retry_after=3,
            words=catalogue("es"),
        )
        assert _error(acceptor.answer)["message"].startswith("El servidor del floor está lleno")
