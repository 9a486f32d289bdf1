"""Domain layer: reading a list of sign-ups made elsewhere (a CSV file) into the
pending list, strictly: every row must be right, or nothing is imported.

The file has a header row naming a ``name`` column and, if it likes, a
``membership`` column (any order and case; other columns are ignored). Each row
is checked like a sign-up from a phone (the name as every player's name is, the
membership number's length), and must not repeat a name already pending or
named on an earlier row. Any refused row refuses the whole file, with every
refusal listed by its line number, so a list is never half imported.
"""

from __future__ import annotations

from collections.abc import Iterable

from floortool.domain.kernel.csv_rows import CsvRows, Rejected
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrase_lists import joined
from floortool.domain.kernel.phrases import translate
from floortool.domain.players.records import name_key
from floortool.domain.registration.sign_ups import SignUp, clean_sign_up

#: The most rows a list may hold.
MAX_ROWS = 10_000
#: Refusals quoted in the message (the others are counted).
SHOWN = 10


def _columns(header: list[str]) -> tuple[int, int | None]:
    wanted = {name.strip().casefold(): index for index, name in enumerate(header)}
    if "name" not in wanted:
        raise InvalidInput(
            translate(
                "domain.registration.sign_up_lists",
                "The CSV file needs a header row with a 'name' column (and a "
                "'membership' column if you have one).",
            ),
            field="file",
        )
    return wanted["name"], wanted.get("membership")


def read_sign_up_list(text: str, pending: Iterable[SignUp]) -> list[dict[str, str]]:
    """The sign-ups of CSV ``text``, in order; refused, naming every bad line, when a
    row is not right."""
    rows = CsvRows(text, max_rows=MAX_ROWS)
    name_at, member_at = _columns(rows.header)
    listed = translate("domain.registration.sign_up_lists", "{name} is on the sign-up list already")
    seen = {name_key(s.name): listed for s in pending}
    people: list[dict[str, str]] = []
    for row in rows:
        cells = row.cells + [""] * (len(rows.header) - len(row.cells))
        try:
            person = clean_sign_up(
                cells[name_at], cells[member_at] if member_at is not None else ""
            )
        except InvalidInput as exc:
            rows.rejected.append(row.reject(exc))
            continue
        key = name_key(person["name"])
        if key in seen:
            rows.rejected.append(row.reject(seen[key].fill(name=person["name"])))
            continue
        seen[key] = translate(
            "domain.registration.sign_up_lists", "{name} is named on line {line} already"
        ).fill(line=row.line)
        people.append(person)
    _refuse(rows.rejected)
    if not people:
        raise InvalidInput(
            translate(
                "domain.registration.sign_up_lists", "The CSV file names nobody: it has no rows."
            ),
            field="file",
        )
    return people


def _refuse(rejected: list[Rejected]) -> None:
    if not rejected:
        return
    rejected.sort(key=lambda r: r.line)
    shown = joined([r.said() for r in rejected[:SHOWN]])
    more = len(rejected) - SHOWN
    refusal = (
        translate(
            "domain.registration.sign_up_lists",
            "Nothing was imported: {shown}; and {more} more. Correct the file and import it again.",
        )
        if more > 0
        else translate(
            "domain.registration.sign_up_lists",
            "Nothing was imported: {shown}. Correct the file and import it again.",
        )
    )
    raise InvalidInput(
        refusal.fill(shown=shown, more=more),
        field="file",
        rejected=[r.report() for r in rejected],
    )
