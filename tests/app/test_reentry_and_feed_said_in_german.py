"""App: the re-entry question and the live feed's status said in German; ``str`` (the
log, what the tests and scripts read) the English as before.

Issue 30: "Every string a person reads — window, messages [...] — goes through one
translation mechanism [...] numbers and money per locale." The window asks before a
re-entry, naming the money and the chips (``1.250,50``, ``20.000 Chips``), and its
status bar says since when the live feed is down.
"""

from __future__ import annotations

from datetime import UTC, datetime
from email.message import Message
from urllib.error import HTTPError, URLError

from floortool.app.languages import catalogue
from floortool.app.reentry_quote import ReentryQuote
from floortool.app.status_feed import FeedHealth, failure_text

GERMAN = catalogue("de")


def test_the_re_entry_question_in_german() -> None:
    quote = ReentryQuote(player="Ann Lee", entry_number=2, buy_in=125_050, fee=5_000, chips=20_000)
    assert str(quote.text) == (
        "Re-enter Ann Lee (entry 2)? A new buy-in of 1,250.50 + 50.00 fee for 20,000 chips."
    )
    assert GERMAN.say(quote.text) == (
        "Re-Entry für Ann Lee (Entry 2)? Ein neues Buy-in von 1.250,50 + 50,00 Gebühr für "
        "20.000 Chips."
    )
    free = ReentryQuote(player="Bo", entry_number=3, buy_in=2_000, fee=0, chips=10_000)
    assert GERMAN.say(free.text).endswith("Buy-in von 20,00 für 10.000 Chips.")


def test_the_live_feed_down_in_german() -> None:
    since = datetime(2026, 12, 4, 21, 4, tzinfo=UTC)
    health = FeedHealth(url="https://club.example/status", down_since=since, reason="timed out")
    time = f"{since.astimezone():%H:%M}"
    assert health.text() == f"Live feed down since {time}"
    assert GERMAN.say(health.said()) == f"Live-Feed unterbrochen seit {time}"
    assert GERMAN.say(health.details_said()).startswith(
        "Live-Status-Feed an https://club.example/status: unterbrochen seit "
    )
    assert GERMAN.say(FeedHealth(url="u").details_said()) == (
        "Live-Status-Feed an u: wird gesendet."
    )


def test_why_the_live_feed_is_down_in_german() -> None:
    """The tooltip of "Live feed down since ..." says why: the receiver's answer or no
    answer in time in the reader's language; the system's own words (a refused
    connection) as the system gives them; the log the English."""
    answered = failure_text(HTTPError("u", 503, "Service Unavailable", Message(), None))
    timed_out = failure_text(URLError(TimeoutError()))
    assert (str(answered), str(timed_out)) == ("the receiver answered 503", "no answer in time")
    assert GERMAN.say(answered) == "der Empfänger antwortete 503"
    since = datetime(2026, 12, 4, 21, 4, tzinfo=UTC)
    health = FeedHealth(url="u", down_since=since, reason=timed_out)
    assert GERMAN.say(health.details_said()).endswith(
        "(keine Antwort rechtzeitig); neuer Versuch läuft. Der Floor wird nicht aufgehalten."
    )
    assert failure_text(ConnectionRefusedError(111, "Connection refused")) == "connection refused"
