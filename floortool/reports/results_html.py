"""Reports layer: the published results as one self-contained web page (``results.html``).

Everything the page needs is in the file: its style inline, no script, no font,
image or style sheet fetched from anywhere, so it can be mailed, uploaded to any
website or opened from a USB stick. Its Content-Security-Policy says so too
(nothing may load, no script may run), and every text a person typed (names,
the event, the venue, the league) is escaped: a player named ``<script>`` shows
as that text. The page: the event's name, date and venue; the figures (entries,
prize pool, buy-in, the winner); the finishing places with their prizes (and
bounties and league points where there are any); what each paid place pays; and
the league standings when the event is in a season. It reads on a phone and on a
desktop, and prints.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.ordinals import ordinal
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.domain.league.scoring import format_points
from floortool.reports.publication import Publication
from floortool.reports.wording import figures

#: Nothing loads and nothing runs: the page is only what is in the file.
POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

STYLE = """
:root { color-scheme: light; --felt: #17443a; --ink: #1d2521; --muted: #5d6b65;
  --line: #dfe6e2; --paid: #eef6f1; --gold: #b98a14; }
* { box-sizing: border-box; }
body { margin: 0; background: #f4f6f5; color: var(--ink);
  font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
header { background: var(--felt); color: #fff; padding: 28px 0 56px; }
.wrap { max-width: 860px; margin: 0 auto; padding: 0 16px; }
header h1 { margin: 0 0 6px; font-size: 1.9rem; line-height: 1.15; overflow-wrap: anywhere; }
header p { margin: 0; opacity: .85; }
main { max-width: 860px; margin: 0 auto; padding: 0 16px 40px; }
.figures { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 10px; margin: -34px 0 18px; }
.figure { background: #fff; border-radius: 10px; padding: 12px 14px;
  box-shadow: 0 1px 3px rgba(0,0,0,.12); }
.figure b { display: block; font-size: 1.35rem; overflow-wrap: anywhere; }
.figure span { color: var(--muted); font-size: .85rem; text-transform: uppercase;
  letter-spacing: .04em; }
.figure.winner b { color: var(--gold); }
section { background: #fff; border-radius: 10px; padding: 6px 16px 14px; margin-bottom: 18px;
  box-shadow: 0 1px 3px rgba(0,0,0,.08); }
h2 { font-size: 1.15rem; margin: 12px 0 6px; }
table { width: 100%; border-collapse: collapse; }
th { text-align: left; color: var(--muted); font-weight: 600; font-size: .85rem;
  border-bottom: 2px solid var(--line); padding: 6px 8px; }
td { border-bottom: 1px solid var(--line); padding: 7px 8px; overflow-wrap: anywhere; }
td.n, th.n { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
td.place { white-space: nowrap; font-weight: 600; }
tr.paid td { background: var(--paid); }
.note { color: var(--muted); font-size: .9rem; margin: 8px 0 0; }
footer { color: var(--muted); font-size: .8rem; text-align: center; }
@media (max-width: 480px) { .figure b { font-size: 1.1rem; } header h1 { font-size: 1.5rem; } }
@media print { body { background: #fff; } .figure, section { box-shadow: none; } }
"""


def _cells(cells: Iterable[tuple[str, str]], tag: str = "td") -> str:
    return "".join(
        f'<{tag} class="{css}">{escape(text)}</{tag}>' if css else f"<{tag}>{escape(text)}</{tag}>"
        for css, text in cells
    )


def _table(
    head: Sequence[tuple[str, str]], rows: Iterable[tuple[str, list[tuple[str, str]]]]
) -> str:
    """A table of ``head`` (css class, heading already said) over ``rows``."""
    body = "".join(
        f'<tr class="{css}">{_cells(cells)}</tr>' if css else f"<tr>{_cells(cells)}</tr>"
        for css, cells in rows
    )
    return f"<table><thead><tr>{_cells(head, 'th')}</tr></thead><tbody>{body}</tbody></table>"


PLACE = translate("reports.results_html", "Place")
PLAYER = translate("reports.results_html", "Player")
POINTS = translate("reports.results_html", "Points")


def _figures(pub: Publication, words: Catalogue) -> str:
    shown: list[tuple[str, Phrase, str]] = [
        ("", translate("reports.results_html", "Entries"), words.count(pub.entries)),
        ("", translate("reports.results_html", "Prize pool"), words.money(pub.prize_pool_cents)),
        ("", translate("reports.results_html", "Buy-in"), _buy_in(pub, words)),
    ]
    if pub.winner is not None:
        shown.insert(0, ("winner", translate("reports.results_html", "Winner"), pub.winner))
    else:
        playing = translate("reports.results_html", "Still playing")
        shown.append(("", playing, words.count(pub.players_left)))
    return (
        '<div class="figures">'
        + "".join(
            f'<div class="figure {css}"><span>{escape(words.say(label))}</span>'
            f"<b>{escape(value)}</b></div>"
            for css, label, value in shown
        )
        + "</div>"
    )


def _buy_in(pub: Publication, words: Catalogue) -> str:
    buy_in = words.money(pub.buy_in_cents)
    return f"{buy_in} + {words.money(pub.fee_cents)}" if pub.fee_cents else buy_in


def _results(pub: Publication, words: Catalogue) -> str:
    head = [
        ("", words.say(PLACE)),
        ("", words.say(PLAYER)),
        ("n", words.say(translate("reports.results_html", "Prize"))),
    ]
    if pub.bounties:
        head.append(("n", words.say(translate("reports.results_html", "Bounties"))))
    if pub.points:
        head.append(("n", words.say(POINTS)))
    rows = []
    for p in pub.places:
        cells = [
            ("place", words.say(p.place_text)),
            ("", p.player),
            ("n", _money(p.prize_cents, words)),
        ]
        if pub.bounties:
            cells.append(("n", _money(p.bounty_cents, words)))
        if pub.points:
            points = "" if p.points is None else figures(words, format_points(p.points))
            cells.append(("n", points))
        rows.append(("paid" if p.prize_cents else "", cells))
    note = ""
    if not pub.complete:
        left = translate(
            "reports.results_html", "{count} still playing: they are listed once they finish."
        ).fill(count=Number(pub.players_left))
        note = f'<p class="note">{escape(words.say(left))}</p>'
    title = escape(words.say(translate("reports.results_html", "Results")))
    return f"<section><h2>{title}</h2>{_table(head, rows)}{note}</section>"


def _money(cents: int, words: Catalogue) -> str:
    return words.money(cents) if cents else ""


def _payouts(pub: Publication, words: Catalogue) -> str:
    if not pub.payouts:
        return ""
    rows = [
        ("", [("place", words.say(ordinal(place))), ("n", words.money(cents))])
        for place, cents in pub.payouts
    ]
    pays = words.say(translate("reports.results_html", "Pays"))
    table = _table([("", words.say(PLACE)), ("n", pays)], rows)
    title = escape(words.say(translate("reports.results_html", "Payouts")))
    return f"<section><h2>{title}</h2>{table}</section>"


def _standings(pub: Publication, words: Catalogue) -> str:
    if not pub.standings_title:
        return ""
    head = [
        ("", words.say(translate("reports.results_html", "Rank"))),
        ("", words.say(PLAYER)),
        ("n", words.say(POINTS)),
        ("n", words.say(translate("reports.results_html", "Events"))),
        ("n", words.say(translate("reports.results_html", "Wins"))),
    ]
    rows = [
        (
            "",
            [
                ("place", s.rank_text),
                ("", s.player),
                ("n", figures(words, s.total)),
                ("n", str(s.events)),
                ("n", str(s.wins)),
            ],
        )
        for s in pub.standings
    ]
    title = translate("reports.results_html", "League standings: {title}")
    said = escape(words.say(title.fill(title=pub.standings_title)))
    return f"<section><h2>{said}</h2>{_table(head, rows)}</section>"


def render_results_html(pub: Publication, words: Catalogue = ENGLISH) -> str:
    """The page, as text (UTF-8 when written), in ``words``' language."""
    where = " · ".join(part for part in (words.say(pub.date_text), pub.venue) if part)
    title = translate("reports.results_html", "{event}: results").fill(event=pub.event)
    made = translate("reports.results_html", "{made} with floortool").fill(made=pub.made)
    body = (
        _figures(pub, words) + _results(pub, words) + _payouts(pub, words) + _standings(pub, words)
    )
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{words.language}"><head><meta charset="utf-8">'
        f'<meta http-equiv="Content-Security-Policy" content="{POLICY}">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(words.say(title))}</title>"
        f"<style>{STYLE}</style></head><body>"
        f'<header><div class="wrap"><h1>{escape(pub.event)}</h1>'
        f"<p>{escape(where)}</p></div></header><main>{body}"
        f"<footer>{escape(words.say(made))}</footer></main>"
        "</body></html>\n"
    )
