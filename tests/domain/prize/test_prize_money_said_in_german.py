"""Domain: the prize pool's lines, the places paid, a deal and a late entry's deduction
said in German, French and Spanish; English (``str``, what ``--json`` shows) unchanged.

Issue 30: "Ship German, French and Spanish beside English [...] numbers and money per
locale." The pool's lines (``Buy-ins``, ``40 x 90.00``, the withholding's share, the
overlay) are phrases, so a German sheet reads ``Preisgeld`` and ``1.250,50``, a French
one groups with a narrow space and writes ``12,5 %``.
"""

from __future__ import annotations

from floortool.app.languages import catalogue
from floortool.domain.prize.deals import plan_deal
from floortool.domain.prize.payouts import PaidPlace
from floortool.domain.prize.pool import PoolTerms, compute_prize_pool, percent_phrase
from floortool.domain.results.mystery import draw_refusal
from floortool.domain.tournament.event import EventSettings
from floortool.domain.tournament.late_policies import LATE_POLICIES

NARROW = "\u202f"

#: 1,250.50 to the pool per buy-in, 25.00 of it a bounty; a rake of 12.5 %; 10,000.00
#: guaranteed with 100.00 added.
TERMS = PoolTerms(
    buy_in_prize_cents=125_050,
    bounty_cents=2_500,
    withholding_basis_points=1_250,
    withholding_label="Rake",
    added_cents=10_000,
    guarantee_cents=1_000_000,
)


def _rows(language: str) -> list[tuple[str, str]]:
    words = catalogue(language)
    pool = compute_prize_pool(TERMS, entries=4)
    return [(words.say(row.label), words.say(row.detail)) for row in pool.breakdown()]


def test_the_pool_lines_in_german_with_germans_numbers() -> None:
    assert _rows("de") == [
        ("Buy-ins", "4 \u00d7 1.250,50"),
        ("Bounties", "4 \u00d7 25,00, nicht im Preisgeld"),
        ("Rake", "12,5% von 4.902,00"),  # the withholding's name is the director's
        ("Added Money", ""),
        ("Overlay", "Garantie 10.000,00"),
        ("Preisgeld", ""),
    ]


def test_the_pool_lines_in_french_and_spanish() -> None:
    french = _rows("fr")
    assert french[1] == ("Primes", "4 \u00d7 25,00, hors prize pool")
    assert french[2] == ("Rake", f"12,5{NARROW}% de 4{NARROW}902,00")
    assert french[4] == ("Overlay", f"garantie 10{NARROW}000,00")
    assert _rows("es")[-1] == ("Bote de premios", "")


def test_english_is_the_json_the_floor_always_wrote() -> None:
    """``--json`` reads ``str``: the English, ungrouped amounts as before."""
    pool = compute_prize_pool(TERMS, entries=4)
    assert [row.to_json() for row in pool.breakdown()][:3] == [
        {"label": "Buy-ins", "detail": "4 \u00d7 1250.50", "cents": 500_200},
        {"label": "Bounties", "detail": "4 \u00d7 25.00, not in the pool", "cents": -10_000},
        {"label": "Rake", "detail": "12.5% of 4902.00", "cents": -61_275},
    ]
    assert str(percent_phrase(1_000)) == "10%"


def test_a_place_paid_reads_as_the_language_writes_places() -> None:
    place = PaidPlace(place=2, basis_points=2_750, cents=125_050)
    assert place.describe() == "2nd: 1250.50 (27.5%)"
    assert catalogue("de").say(place.said()) == "2.: 1.250,50 (27,5%)"
    assert catalogue("es").say(place.said()) == "2.º: 1250,50 (27,5%)"


def test_a_deal_is_said_in_german() -> None:
    deal = plan_deal(
        method="chip-chop",
        players=["Ann", "Bob"],
        stacks=[30_000, 10_000],
        prizes_cents=[300_000, 100_000],
        played_for_cents=20_000,
        rounding_unit_cents=100,
    )
    german = [catalogue("de").say(line) for line in deal.said()]
    assert german[0].startswith("Ann (30.000 Chips): ")
    assert german[-1] == "Vom Sieger ausgespielt: 200,00"
    assert deal.describe()[-1] == "Played for by the winner: 200.00"


def test_a_late_entrys_deduction_reason_is_said_in_german() -> None:
    """A capped policy names its cap as German groups chips (``2.500``), and the house's
    words for it."""
    policy = LATE_POLICIES["capped-blinds"]
    settings = EventSettings(name="Main", late_reg="capped-blinds", late_reg_cap=2_500)
    reason = policy.reason_text("Level 1\u20133", settings)
    assert reason is not None
    assert str(reason) == "small + big blind of Level 1\u20133, at most 2,500"
    assert catalogue("de").say(reason) == "Small + Big Blind von Level 1\u20133, höchstens 2.500"
    assert catalogue("de").say(LATE_POLICIES["per-level"].citation) == "Hausregel"
    assert LATE_POLICIES["full-stack"].reason_text("level 1", settings) is None


def test_why_an_elimination_draws_no_mystery_prize_in_german() -> None:
    refusal = draw_refusal(
        from_level=6, level=5, players_left=40, paid_places=9, late_reg_open=False
    )
    assert refusal is not None
    assert catalogue("de").say(refusal) == "Keine Bounty vor Level 6"
