"""Web: paired staff phones act on the floor; everyone else is refused with the
journal unchanged (each guard's test fails without the guard)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import timedelta

import pytest
from tests.domain.pure_floor import CLI_STRUCTURE
from tests.support import FakeClock
from tests.web.staff_room import Room, staff_room
from tests.web.web_floor import NAMES, make_event

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.commands.seating import SetButton
from floortool.app.devices import Role
from floortool.app.views.field import field_summary
from floortool.domain.kernel.journal import event_scope
from floortool.domain.tournament.event import settings_for
from floortool.web.throttle import LIMIT


@pytest.fixture
def room(db_url: str, clock: FakeClock) -> Iterator[Room]:
    yield from staff_room(db_url, clock)


def _bust(room: Room, headers: dict[str, str], find: str) -> dict[str, object]:
    preview = room.client.post(
        "/api/staff/bust/preview", json={"players": [{"find": find}]}, headers=headers
    )
    assert preview.status_code == 200, preview.text
    return dict(preview.json())


# ---------------------------------------------------------------- the guards
@pytest.mark.parametrize(
    "path",
    ["/api/staff/bust", "/api/staff/clock/pause", "/api/staff/register", "/api/staff/button"],
)
def test_a_write_without_a_credential_is_refused_401_and_changes_nothing(
    room: Room, path: str
) -> None:
    before = room.journal_size()
    answer = room.client.post(path, json={"name": "Zed", "table": 1, "seat": 1, "revision": 0})
    assert answer.status_code == 401
    assert answer.json()["error"]["code"] == "not_paired"
    assert answer.headers["www-authenticate"] == "Bearer"
    assert room.journal_size() == before


def test_a_token_in_a_cookie_alone_is_not_a_credential(room: Room) -> None:
    token = room.paired()["Authorization"].split()[1]
    before = room.journal_size()
    room.client.cookies.set("token", token)
    answer = room.client.post("/api/staff/clock/pause")
    assert answer.status_code == 401
    assert room.journal_size() == before


def test_a_revoked_credential_is_refused_and_changes_nothing(room: Room) -> None:
    headers = room.paired(name="Lost phone")
    assert room.client.get("/api/staff/me", headers=headers).status_code == 200
    device = next(d for d in room.devices.listed() if d.name == "Lost phone")
    room.devices.revoke(device.id)
    before = room.journal_size()
    answer = room.client.post("/api/staff/clock/pause", headers=headers)
    assert answer.status_code == 401
    assert room.journal_size() == before


def test_an_expired_or_reused_pairing_code_pairs_nothing(room: Room) -> None:
    used = room.devices.new_code(Role.FLOOR).code
    assert room.client.post("/api/pair", json={"code": used, "name": "A"}).status_code == 200
    again = room.client.post("/api/pair", json={"code": used, "name": "B"})
    assert again.status_code == 401
    assert again.json()["error"]["code"] == "pairing_refused"

    late = room.devices.new_code(Role.FLOOR).code
    room.clock.advance(timedelta(minutes=2, seconds=1).total_seconds())
    expired = room.client.post("/api/pair", json={"code": late, "name": "C"})
    assert expired.status_code == 401
    assert [d.name for d in room.devices.listed()] == ["A"]


def test_wrong_pairing_codes_are_throttled(room: Room) -> None:
    answers = [
        room.client.post("/api/pair", json={"code": f"WRONG{n:03d}", "name": "Guesser"})
        for n in range(100)
    ]
    statuses = [a.status_code for a in answers]
    assert statuses[:LIMIT] == [401] * LIMIT
    assert set(statuses[LIMIT:]) == {429}
    assert int(answers[-1].headers["retry-after"]) >= 1
    # Throttled, even a right code waits: guessing is no cheaper for being lucky.
    right = room.devices.new_code(Role.FLOOR).code
    assert room.client.post("/api/pair", json={"code": right, "name": "X"}).status_code == 429


def test_wrong_tokens_are_throttled(room: Room) -> None:
    statuses = [
        room.client.get("/api/staff/me", headers={"Authorization": f"Bearer guess{n}"}).status_code
        for n in range(LIMIT + 5)
    ]
    assert statuses == [401] * LIMIT + [429] * 5


def test_a_ten_megabyte_body_is_refused_413(room: Room) -> None:
    headers = room.paired()
    before = room.journal_size()
    answer = room.client.post("/api/staff/register", content=b"{" * 10_000_000, headers=headers)
    assert answer.status_code == 413
    assert room.journal_size() == before


def test_a_dealer_phone_acts_only_at_its_own_table(room: Room) -> None:
    dealer = room.paired(Role.DEALER, table=1, name="Dealer T1")
    before = room.journal_size()
    busting = room.client.post(
        "/api/staff/bust/preview", json={"players": [{"find": "Alice"}]}, headers=dealer
    )
    assert busting.status_code == 403
    elsewhere = room.client.post("/api/staff/hand-finished", json={"table": 2}, headers=dealer)
    assert elsewhere.status_code == 403
    assert room.client.post("/api/staff/clock/pause", headers=dealer).status_code == 403
    assert room.journal_size() == before
    own = room.client.post("/api/staff/hand-finished", json={"table": 1}, headers=dealer)
    assert own.status_code == 200, own.text
    assert room.journal_size() == before + 1


@pytest.mark.parametrize(
    "body",
    [
        {"players": "Alice"},
        {"players": [{"find": "Alice", "stack": -5}]},
        {"players": [{"find": "Alice", "stack": "lots"}]},
        {"players": [{"find": "x" * 500}]},
        {"players": [{"find": "Alice"}] * 11},
    ],
)
def test_bad_bust_input_is_refused_400(room: Room, body: dict[str, object]) -> None:
    headers = room.paired()
    answer = room.client.post("/api/staff/bust/preview", json=body, headers=headers)
    assert answer.status_code == 400
    assert answer.json()["error"]["code"] == "bad_parameter"


# ---------------------------------------------------------------- what a floor phone does
def test_a_bust_from_a_phone_reaches_the_window_under_the_phones_name_and_undoes_there(
    room: Room,
) -> None:
    headers = room.paired(name="Floor Ann")
    table, seat = room.seat_of("Bob Brown")
    preview = _bust(room, headers, f"{table}-{seat}")
    (shown,) = preview["busts"]  # type: ignore[misc]
    assert (shown["player"], shown["table"], shown["seat"]) == ("Bob Brown", table, seat)
    assert shown["finishes"] == f"{len(NAMES)}th"

    done = room.client.post(
        "/api/staff/bust",
        json={"players": [{"find": f"{table}-{seat}"}], "revision": preview["revision"]},
        headers=headers,
    )
    assert done.status_code == 200, done.text

    room.other.refresh()
    last = room.other.journal()[-1]
    assert last.operator == "Floor Ann"
    assert last.label.startswith("Bust Bob Brown")
    assert room.other.undo_label(event_scope(room.event_id), event_wide=True) == last.label
    room.other.undo(event_scope(room.event_id), event_wide=True)
    assert not room.other.is_live(last.group)


def test_a_bust_confirmed_after_the_floor_moved_on_is_refused_409(room: Room) -> None:
    headers = room.paired()
    preview = _bust(room, headers, "Bob")
    room.client.post("/api/staff/clock/pause", headers=headers)  # the floor moves on
    before = room.journal_size()
    stale = room.client.post(
        "/api/staff/bust",
        json={"players": [{"find": "Bob"}], "revision": preview["revision"]},
        headers=headers,
    )
    assert stale.status_code == 409
    assert stale.json()["error"]["code"] == "moved_on"
    assert room.journal_size() == before


def test_a_name_two_players_match_asks_for_the_seat_and_an_unknown_one_is_404(room: Room) -> None:
    headers = room.paired()
    room.other.execute(RegisterEntry(room.event_id, newcomers(("Bob Baker",))))

    def preview(find: str) -> tuple[int, str]:
        answer = room.client.post(
            "/api/staff/bust/preview", json={"players": [{"find": find}]}, headers=headers
        )
        return answer.status_code, answer.json().get("error", {}).get("code", "")

    assert preview("Bob") == (422, "ambiguous_player")
    assert preview("Bob Baker")[0] == 200
    assert preview("Zed Nobody") == (404, "unknown_player")
    table, seat = room.seat_of("Bob Brown")
    assert preview(f"{table}-{seat}")[0] == 200


def test_pause_resume_register_and_button_from_a_floor_phone(room: Room) -> None:
    headers = room.paired(name="Floor Bo")
    assert room.client.post("/api/staff/clock/pause", headers=headers).status_code == 200
    assert room.client.get("/api/clock").json()["clock"]["paused"] is True
    assert room.client.post("/api/staff/clock/resume", headers=headers).status_code == 200

    registered = room.client.post(
        "/api/staff/register", json={"name": "Eve Evans"}, headers=headers
    )
    assert registered.status_code == 200, registered.text
    (row,) = registered.json()["entries"]
    assert (row["player"], (row["table"], row["seat"])) == ("Eve Evans", room.seat_of("Eve Evans"))

    table, seat = room.seat_of("Alice Archer")
    button = room.client.post(
        "/api/staff/button", json={"table": table, "seat": seat}, headers=headers
    )
    assert button.status_code == 200, button.text
    room.other.refresh()
    operators = [e.operator for e in room.other.journal()[-4:]]
    assert operators == ["Floor Bo"] * 4


def test_a_phone_hears_what_it_did_in_its_page_s_language(room: Room) -> None:
    """Issue 30: the label of the action a German phone (``?lang=de``) made is said in
    German; without ``?lang=`` it is the server's language (English here)."""
    headers = room.paired(name="Floor De")
    paused = room.client.post("/api/staff/clock/pause?lang=de", headers=headers)
    assert paused.status_code == 200, paused.text
    assert paused.json()["label"] == "Uhr anhalten (Main)"
    resumed = room.client.post("/api/staff/clock/resume", headers=headers)
    assert resumed.json()["label"] == "Resume the clock (Main)"
    room.other.refresh()
    assert room.other.journal()[-2].label == "Pause the clock (Main)"  # the journal's English


def test_the_balancing_plan_is_shown_with_its_reasons_and_made_from_a_phone(room: Room) -> None:
    """TDA 2024 Rule 11-A: balancing moves go to the seat that is the worst position
    (the plan says which rule, and why each move, in the phone's language: issue 30)."""
    names = tuple(f"Player {n:02d}" for n in range(18))
    event_id = make_event(room.other, "Balanced", names)
    headers = room.paired(name="Floor Di")
    for table in (1, 2):  # the buttons known: no move waits for one
        seated = [r for r in field_summary(room.other.state, event_id).entries if r.table == table]
        room.other.execute(SetButton(event_id, table, seated[0].seat or 1))
    short = [r for r in field_summary(room.other.state, event_id).entries if r.table == 1][:3]
    room.other.execute(BustPlayers(event_id, tuple(r.id for r in short), (1, 2, 3)))

    plan = room.client.get(f"/api/staff/balance?event={event_id}", headers=headers)
    assert plan.status_code == 200, plan.text
    moves = plan.json()["moves"]
    assert moves and all(
        m["rule"] == "TDA 2024 Rule 11-A" and m["from"]["table"] == 2 for m in moves
    )
    assert all(" is big blind next → Table 1 seat " in m["reason"] for m in moves)
    german = room.client.get(f"/api/staff/balance?event={event_id}&lang=de", headers=headers)
    assert [m["rule"] for m in german.json()["moves"]] == [m["rule"] for m in moves]
    assert all(
        " ist als Nächstes Big Blind → Tisch 1 Platz " in m["reason"]
        for m in german.json()["moves"]
    )
    assert german.json()["message"].endswith("gleichen die Tische aus.")
    before = room.journal_size()
    applied = room.client.post(
        f"/api/staff/balance?event={event_id}",
        json={"revision": plan.json()["revision"]},
        headers=headers,
    )
    assert applied.status_code == 200, applied.text
    assert applied.json()["label"].startswith("Balance:")
    assert room.journal_size() > before
    assert room.other.journal()[-1].operator == "Floor Di"
    again = room.client.post(
        f"/api/staff/balance?event={event_id}",
        json={"revision": plan.json()["revision"]},
        headers=headers,
    )
    assert again.status_code == 409  # the plan shown has been made: look again


def test_the_ruling_wizard_from_a_phone_asks_then_rules_then_records(room: Room) -> None:
    headers = room.paired(name="Floor Cy")
    listed = room.client.get("/api/staff/rulings?q=misdeal", headers=headers).json()
    situation = listed["situations"][0]["id"]
    answers: dict[str, str] = {}
    for _ in range(20):
        step = room.client.post(
            "/api/staff/rulings/step",
            json={"situation": situation, "answers": answers},
            headers=headers,
        ).json()
        if "ruling" in step:
            break
        question = step["questions"][0]
        answers[question["id"]] = question["choices"][0]
    assert step["ruling"]["citations"]
    recorded = room.client.post(
        "/api/staff/rulings",
        json={"situation": situation, "answers": answers, "table": 1, "notes": "<b>x</b>"},
        headers=headers,
    )
    assert recorded.status_code == 200, recorded.text
    room.other.refresh()
    assert room.other.journal()[-1].operator == "Floor Cy"


def test_the_phones_wizard_speaks_the_page_s_language(room: Room) -> None:
    """Issue 30: a German phone (``?lang=de``) finds a situation by German words and is
    asked its questions in German; the rules stay cited as their books write them."""
    headers = room.paired(name="Floor De")
    listed = room.client.get("/api/staff/rulings?q=Flop+mit+vier+Karten&lang=de", headers=headers)
    first = listed.json()["situations"][0]
    assert first == {"id": "four-card-flop", "title": "Flop mit vier Karten"}
    step = room.client.post(
        "/api/staff/rulings/step?lang=de",
        json={"situation": "absent-player", "answers": {}},
        headers=headers,
    ).json()
    assert step["title"].startswith("Abwesender Spieler beim Geben")
    assert step["questions"][0]["text"] == "Was ist passiert?"
    ruling = room.client.post(
        "/api/staff/rulings/step?lang=de",
        json={"situation": "four-card-flop", "answers": {}},
        headers=headers,
    ).json()["ruling"]
    assert ruling["ruling"].startswith("Den Floor rufen.")
    assert ruling["citations"][0]["ref"] == "39-A"


def test_the_phones_wizard_offers_the_situations_of_the_events_game(room: Room) -> None:
    """The wizard knows the event's game: a premature card in stud (TDA 2024 RP-5-D)
    arises only in stud; premature flop, turn and river only in flop games."""
    headers = room.paired()

    def found(event_id: int) -> list[str]:
        answer = room.client.get(
            f"/api/staff/rulings?q=premature&event={event_id}", headers=headers
        )
        return [s["id"] for s in answer.json()["situations"]]

    holdem = found(room.event_id)
    assert "stud-premature-card" not in holdem and "premature-flop" in holdem
    made = settings_for(name="Stud night", tables=1, seats=8, type_text="Seven-card stud")
    stud = room.other.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    assert found(stud) == ["stud-premature-card"]
    refused = room.client.post(
        f"/api/staff/rulings/step?event={stud}",
        json={"situation": "premature-flop", "answers": {}},
        headers=headers,
    )
    assert refused.status_code == 422
    assert refused.json()["error"]["code"] == "not_in_this_game"


@pytest.mark.parametrize("name", ["\u200b", "\u202eeL nnA", "\u2067\u2069"])
def test_a_name_that_shows_nothing_or_reorders_text_is_refused_from_a_phone(
    room: Room, name: str
) -> None:
    """Issue 23, item 13: a floor phone registered a name of zero-width or
    right-to-left-override characters alone."""
    headers = room.paired(name="Floor Bo")
    room.other.refresh()
    before = len(room.other.journal())
    answer = room.client.post("/api/staff/register", json={"name": name}, headers=headers)
    assert answer.status_code == 422, answer.text
    assert answer.json()["error"]["code"] == "invalid_input"
    assert "\u202e" not in answer.text and "\u2067" not in answer.text
    room.other.refresh()
    assert len(room.other.journal()) == before


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/api/staff/register", {"name": "Ann\ud800"}),
        ("/api/staff/register", {"\udfff": "Ann Lee"}),
        ("/api/pair", {"code": "ABCD\ud800", "name": "Floor Cy"}),
    ],
)
def test_a_lone_surrogate_from_a_phone_is_a_bad_request(
    room: Room, path: str, body: dict[str, str]
) -> None:
    """Issue 24, item 6: a lone surrogate (JSON's ``\\ud800`` escape) in a staff phone's
    name field reached the database and answered 500. It is a bad request (400), and
    nothing is written."""
    headers = room.paired(name="Floor Bo")
    room.other.refresh()
    before = len(room.other.journal())
    raw = json.dumps(body).encode("ascii")  # the escape itself, as a phone could send it
    answer = room.client.post(
        path, content=raw, headers={**headers, "content-type": "application/json"}
    )
    assert answer.status_code == 400, answer.text
    assert answer.json()["error"]["code"] == "bad_request"
    assert "not text" in answer.json()["error"]["message"]
    room.other.refresh()
    assert len(room.other.journal()) == before
