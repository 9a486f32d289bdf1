"""Domain: the live status feed's address (the event setting ``status_url``): "an
http or https address with a host", blank for no feed; anything else is refused
with a message saying what is wrong."""

from __future__ import annotations

from dataclasses import replace

import pytest

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.tournament.event import EventSettings, validate_settings
from floortool.domain.tournament.settings import MAX_STATUS_URL, status_feed_url

BASE = EventSettings(name="Main Event")


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1:8080/status",
        "https://club.example/floortool?token=abc",
        "HTTPS://Club.Example/",
        "http://[::1]:9000/x",
    ],
)
def test_an_http_or_https_address_with_a_host_is_taken(url: str) -> None:
    assert status_feed_url(f"  {url} ") == url
    validate_settings(replace(BASE, status_url=url))


def test_no_address_is_no_feed() -> None:
    assert BASE.status_url is None
    validate_settings(BASE)


@pytest.mark.parametrize(
    ("url", "words"),
    [
        ("ftp://club.example/status", "starts with http:// or https://"),
        ("file:///etc/passwd", "starts with http:// or https://"),
        ("javascript:alert(1)", "starts with http:// or https://"),
        ("club.example/status", "starts with http:// or https://"),
        ("http:///status", "names no host"),
        ("http://club.example:port/", "port that is not a number"),
        ("http://club.example/a b", "spaces or control characters"),
        ("http://club.example/\x1b[2J", "spaces or control characters"),
        ("http://club.example/" + "a" * MAX_STATUS_URL, f"longer than {MAX_STATUS_URL}"),
    ],
)
def test_anything_else_is_refused_saying_why(url: str, words: str) -> None:
    with pytest.raises(InvalidInput, match=words.replace("/", ".")) as refused:
        validate_settings(replace(BASE, status_url=url))
    assert refused.value.details.get("field") == "status_url"
