"""App layer: the made-up field of a demo event (``floortool demo --players N``).

Decides the names of the demo's players: a first name and a surname from two
short lists, walked so that neighbouring players differ in both, and a number
after the name once every pairing is used (``Ada Brennan 2``). The same count
gives the same names, so a second demo reuses the players of the first
instead of filling the player database with copies.
"""

from __future__ import annotations

from itertools import islice

FIRST_NAMES = (
    "Ada", "Bruno", "Carmen", "Dev", "Elif", "Femi", "Greta", "Hiro", "Ines", "Jonas",
    "Kaya", "Luis", "Mira", "Nils", "Olga", "Pavel", "Quinn", "Rosa", "Sami", "Tess",
    "Umar", "Vera", "Wen", "Ximena", "Yusuf", "Zora", "Arlo", "Bea", "Cyril", "Dana",
    "Emil", "Fay", "Gus", "Hana", "Ivo", "Jade", "Kofi", "Lena", "Milo", "Nora",
)  # fmt: skip
SURNAMES = (
    "Brennan", "Castillo", "Dvorak", "Eriksen", "Fontaine", "Galloway", "Haddad", "Ishikawa",
    "Jovanovic", "Kowalski", "Lindqvist", "Moreau", "Nakamura", "Okafor", "Petrov", "Quist",
    "Rahman", "Santos", "Takahashi", "Ueda", "Varga", "Whitfield", "Xu", "Yilmaz", "Zeller",
    "Abbott", "Bianchi", "Chen", "Delgado", "Esposito", "Fischer", "Grant", "Horvat",
    "Iversen", "Jensen", "Keller", "Laurent", "Mendes", "Novak", "Ortega", "Park",
)  # fmt: skip


def _pairings() -> list[str]:
    """Every first name with every surname once; player k gets first name k and surname k
    (the lists' lengths share no factor), so a table of neighbours reads as strangers."""
    firsts, lasts = len(FIRST_NAMES), len(SURNAMES)
    return [f"{FIRST_NAMES[k % firsts]} {SURNAMES[k % lasts]}" for k in range(firsts * lasts)]


def demo_names(count: int) -> list[str]:
    """``count`` different names for the demo's players, always the same for one count."""
    pairings = _pairings()
    names = islice(
        (
            name if round_ == 1 else f"{name} {round_}"
            for round_ in range(1, count // len(pairings) + 2)
            for name in pairings
        ),
        count,
    )
    return list(names)
