"""``Money(cents, grouped=False)``: the floor's older English lines keep their amounts
ungrouped, every other language groups them as it writes money.

The kernel's rule: "``grouped=False``: in English its thousands stay ungrouped
(``1250.50``), as the floor's older English lines wrote some amounts (other
languages group them as ever)."
"""

from __future__ import annotations

from floortool.domain.kernel.catalogue import ENGLISH, NUMBER_STYLES, Catalogue
from floortool.domain.kernel.phrases import Money, translate

PAID = translate("tests.kernel", "paid {money}")


def test_english_keeps_an_ungrouped_amount_ungrouped() -> None:
    assert str(PAID.fill(money=Money(125050, grouped=False))) == "paid 1250.50"
    assert str(PAID.fill(money=Money(125050))) == "paid 1,250.50"
    assert ENGLISH.say(PAID.fill(money=Money(125050, grouped=False))) == "paid 1250.50"


def test_the_other_languages_group_it_as_they_write_money() -> None:
    german = Catalogue("de")
    expected = {"de": "1.250,50", "fr": "1\u202f250,50", "es": "1250,50"}
    assert set(expected) == set(NUMBER_STYLES)
    for code, written in expected.items():
        said = Catalogue(code).say(PAID.fill(money=Money(125050, grouped=False)))
        assert said == f"paid {written}"
    assert german.say(PAID.fill(money=Money(2000000, grouped=False))) == "paid 20.000,00"
