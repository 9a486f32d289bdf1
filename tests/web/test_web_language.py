"""Web: a request is answered in its language (``?lang=``), else the server's.

Issue 30: "Every string a person reads — window, messages, printed documents,
web pages, the spoken lines — goes through one translation mechanism [...]
numbers and money per locale." ``web/language.py``: a request names its language
with ``?lang=CODE``, checked as the command line's ``--lang`` (an unknown code is
refused with 400 ``bad_parameter``, naming the languages there are); without it,
it is answered in the server's language (``serve``'s ``--lang``). The refusals'
``message``, a document's sentences, a page's texts and its ``<html lang>`` are
said in it; English pages stay as they were; ``/api/words`` serves the pages'
words of each language, one copy each (ETag, 304).
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import httpx2
import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route
from starlette.testclient import TestClient
from tests.support import FakeClock, entry_of
from tests.web.web_floor import NAMES, key_of, make_event, open_floor, served, sse_events

from floortool.app.commands.results import BustPlayers
from floortool.app.commands.seating import BreakTable
from floortool.app.floor import Floor
from floortool.app.languages import LANGUAGES
from floortool.domain.kernel.phrases import translate
from floortool.web.app import create_app
from floortool.web.language import said_json
from floortool.web.pages import STATIC


@pytest.fixture
def floor(db_url: str, clock: FakeClock) -> Iterator[Floor]:
    floor = open_floor(db_url, clock)
    yield floor
    floor.close()


@pytest.fixture
def german(floor: Floor) -> Iterator[TestClient]:
    """The app of a server whose language is German (``serve --lang de``)."""
    with TestClient(create_app(floor, poll_seconds=0.05, language="de")) as client:
        yield client


@pytest.fixture
def english(floor: Floor) -> Iterator[TestClient]:
    with TestClient(create_app(floor, poll_seconds=0.05)) as client:
        yield client


def test_a_page_is_served_in_the_language_asked_for(floor: Floor, english: TestClient) -> None:
    make_event(floor)
    page = english.get("/pair?lang=de").text
    assert '<html lang="de">' in page
    assert "Dieses Handy mit dem Floor koppeln" in page
    assert 'placeholder="z. B. Floor Anna"' in page
    assert "Pair this phone with the floor" not in page and "{{" not in page


def test_an_english_page_is_as_it_was_but_for_its_marks(english: TestClient) -> None:
    """English output stays exactly as it is: the page is its file without the marks."""
    for address, file in (("/", "index.html"), ("/pair", "pair.html"), ("/staff", "staff.html")):
        source = (STATIC / file).read_text(encoding="utf-8")
        assert english.get(address).text == source.replace("{{", "").replace("}}", "")
    assert '<html lang="en">' in english.get("/?lang=en").text


def test_without_lang_a_request_is_answered_in_the_server_s_language(
    floor: Floor, german: TestClient
) -> None:
    make_event(floor)
    assert '<html lang="de">' in german.get("/").text
    refused = german.get("/api/find")
    assert refused.json()["error"]["message"].startswith("Sagen Sie, wen Sie suchen")
    english = german.get("/api/find?lang=en").json()["error"]
    assert english == {
        "code": "bad_parameter",
        "message": "Say whom to find: /api/find?name=Alice.",
    }


@pytest.mark.parametrize("asked", ["xx", "klingon", "d" * 40, "", "de;DROP"])
def test_an_unknown_lang_is_refused_naming_the_languages(
    floor: Floor, english: TestClient, asked: str
) -> None:
    """Checked as ``--lang`` is: nothing else is served, the refusal names the languages
    floortool speaks (said in the server's language) and echoes nothing of the input."""
    make_event(floor)
    for address in ("/", "/display", "/api/field", "/api/words"):
        refused = english.get(address, params={"lang": asked})
        assert refused.status_code == 400, address
        error = refused.json()["error"]
        assert error["code"] == "bad_parameter"
        assert all(code in error["message"] for code in LANGUAGES)
        assert asked not in error["message"] or not asked


def test_lang_is_read_as_the_command_line_reads_it(english: TestClient) -> None:
    assert '<html lang="de">' in english.get("/?lang=DE").text
    assert '<html lang="fr">' in english.get("/?lang=fr_FR").text
    assert '<html lang="es">' in english.get("/?lang=es-ES").text


def test_a_refusal_keeps_its_code_and_says_its_message_in_the_language(
    floor: Floor, english: TestClient
) -> None:
    event_id = make_event(floor)
    asked = {"lang": "fr"}
    unknown_entry = english.get(f"/api/entry/{event_id}/{'a' * 16}", params=asked).json()
    assert unknown_entry["error"] == {
        "code": "unknown_entry",
        "message": f"Le tournoi {event_id} n'a pas d'entrée à cette adresse.",
    }
    nothing = english.get("/nowhere", params={"lang": "es"}).json()["error"]
    assert nothing == {"code": "not_found", "message": "No hay nada en esta dirección."}
    english_one = english.get(f"/api/entry/{event_id}/{'a' * 16}").json()["error"]
    assert english_one["message"] == f"Event {event_id} has no entry at this address."


def test_the_pages_words_of_a_language_with_its_numbers(english: TestClient) -> None:
    answer = english.get("/api/words?lang=de")
    words = answer.json()
    assert words["language"] == "de"
    assert words["texts"]["web.static.home\u0004Players left"] == "Spieler übrig"
    assert words["numbers"] == {
        "group": ".",
        "decimal": ",",
        "shortest_grouped": 4,
        "singular": [1],
    }
    assert all(key.startswith("web.static.") for key in words["texts"])
    again = english.get("/api/words?lang=de", headers={"If-None-Match": answer.headers["etag"]})
    assert again.status_code == 304
    french = english.get("/api/words?lang=fr")
    assert french.headers["etag"] != answer.headers["etag"]
    assert french.json()["numbers"]["group"] == "\u202f"
    assert english.get("/api/words").json()["texts"] == {}


def test_a_document_s_sentences_are_kept_one_copy_per_language(
    floor: Floor, english: TestClient
) -> None:
    """An entry's move is said in the page's language; each language's copy keeps its own
    ETag (a German copy held is not taken for the English one)."""
    event_id = make_event(floor)
    seating = floor.state.seating[event_id]
    moved = next(e for e in seating.where if seating.where[e][0] == 2)
    floor.execute(BreakTable(event_id, 2))
    address = f"/api/entry/{event_id}/{key_of(floor, event_id, moved)}"
    said = {code: english.get(address, params={"lang": code}) for code in ("en", "de")}
    assert said["de"].json()["moves"][0]["reason"] == "Tisch 2 wurde aufgelöst"
    assert said["en"].json()["moves"][0]["reason"] == "Table 2 was broken up"
    assert said["de"].headers["etag"] != said["en"].headers["etag"]
    tag = said["de"].headers["etag"]
    assert (
        english.get(address, params={"lang": "de"}, headers={"If-None-Match": tag}).status_code
        == 304
    )
    plain = english.get(address, headers={"If-None-Match": tag})
    assert plain.status_code == 200 and json.loads(plain.content) == said["en"].json()


def test_an_answer_s_sentences_are_said_in_the_request_s_language() -> None:
    """``said_json`` (the staff desk's and the sign-up's answers): a sentence written as a
    phrase (``web.moves``'s here) is said in the request's language, English without."""

    async def answer(request: Request) -> Response:
        return said_json(request, {"why": translate("web.moves", "the floor moved you")})

    app = Starlette(routes=[Route("/said", answer)])
    with TestClient(app) as client:
        assert client.get("/said?lang=es").json() == {"why": "el floor le cambió de sitio"}
        assert client.get("/said").json() == {"why": "the floor moved you"}


def test_a_page_in_another_language_is_not_brought_the_server_s_documents(
    db_url: str, clock: FakeClock
) -> None:
    """The notices carry the documents said in the server's language: a page that reads
    another language is told their ETags (to read its own copies), never handed them."""
    desk = open_floor(db_url, clock, operator="desk")
    event_id = make_event(desk)
    server_floor = open_floor(db_url, clock, operator="web")
    bring = "/api/live?bring=/api/field"
    try:
        with served(server_floor) as base:
            brought = {}
            for code, out in (("en", NAMES[-1]), ("de", NAMES[-2])):
                with httpx2.stream("GET", f"{base}{bring}&lang={code}", timeout=10.0) as stream:
                    events = sse_events(stream)
                    next(e for e in events if e.kind == "hello")
                    desk.execute(BustPlayers(event_id, (entry_of(desk, event_id, out),)))
                    notice = next(e for e in events if e.kind == "notice")
                    assert isinstance(notice.data["documents"], dict)
                    brought[code] = notice.data["documents"]["/api/field"]
            assert set(brought["en"]) == {"etag", "document"}
            assert set(brought["de"]) == {"etag"}
    finally:
        server_floor.close()
        desk.close()
