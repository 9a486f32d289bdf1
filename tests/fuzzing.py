"""Fuzzing every kind of input a director hands floortool (issue 17): mutated
files and arguments fed through the real readers and the command line, in
this process.

``Target`` is a floor (a SQLite file with an event, players, a league and a
running clock) and a folder for the files; ``Target.feed(kind, rng)`` builds one
mutated input of ``kind`` from a good one and runs its command. The outcome
must be a result (exit 0), or a clean refusal (exit 1, or 2 for a command line
argparse refuses) with one JSON document and the journal exactly as it was;
anything else (an exception escaping ``run``, another status, output that is
not one JSON document, a refusal that changed the journal) is a ``Crash``.

The Hypothesis tests (``tests/test_fuzz_inputs.py``) and the longer run
(``benchmarks/fuzz_inputs.py``) both use this module.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import shutil
import sqlite3
import traceback
import unicodedata
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from floortool.cli.main import run

# ---------------------------------------------------------------- good inputs

STRUCTURE_JSON = """{
  "name": "Club",
  "levels": [
    {"small_blind": 25, "big_blind": 50, "ante": 0, "minutes": 20},
    {"small_blind": 50, "big_blind": 100, "ante": 100, "big_blind_ante": true, "minutes": 20},
    {"break": true, "minutes": 10, "color_up": [25]},
    {"small_blind": 100, "big_blind": 200, "ante": 200, "minutes": 20, "game": "NLH"}
  ]
}
"""
STRUCTURE_CSV = """small_blind,big_blind,ante,big_blind_ante,minutes,game,break,color_up
25,50,0,false,20,NLH,false,
50,100,100,true,20,NLH,false,
,,,,10,,true,25
100,200,200,true,20,PLO,false,
"""
PAYOUT_TABLE = """{
  "name": "Club",
  "ranges": [
    {"min_players": 2, "max_players": 10, "percentages": [65, 35]},
    {"min_players": 11, "max_players": 30, "percentages": [50, 30, 20]},
    {"min_players": 31, "percentages": [40, 25, 15, 12, 8]}
  ]
}
"""
LEAGUE_CSV = """season,event,date,venue,player,entry,place,entries,prize,hits,signed_out
2025,Week 1,2025-01-07,The Anchor,Ann Lee,1,1,3,100.00,2,yes
2025,Week 1,2025-01-07,The Anchor,Bo Ray,1,2,3,50.00,0,no
2025,Week 1,2025-01-07,The Anchor,Cy Fox,1,3,3,0,0,yes
"""
PLAYERS_CSV = (
    "name,nickname,membership,contact\n"
    "Dee Park,Dee,M-100,555-0100\n"
    '"Eli, Jr. Stone",,M-200,\n'
    'Fay Moss,"The ""Rock""",,fay@example.org\n'
)
CHIP_SPECS = (
    "25:green:1000",
    "100:black:1200",
    "500:purple:500",
    "1000:yellow:1000",
    "5000:orange:300",
    "25000:grey:100",
)
FORMULAS = (
    "10*sqrt(n)/sqrt(r)",
    "max(0, n - r + 1)",
    "-r+10",
    "round(100*(n-r)/n, 2)",
    "if(r <= 3, 10, 1)",
)
NUMBERS = ("60", "-30", "1.5", "3", "10,000", "9-10", "1", "0", "²", "9" * 5000, "٣", "\U0001d7d7")
#: Command lines with a numeric slot (``{}``).
NUMBER_COMMANDS: tuple[tuple[str, ...], ...] = (
    ("clock", "adjust", "--", "{}"),
    ("player", "bust", "#{}"),
    ("player", "sign-out", "#{}"),
    ("league", "rules", "--best-of", "{}"),
    ("ruling", "calc", "min-raise", "--big-blind", "100", "{}"),
    ("ruling", "calc", "odd-chip", "--pot", "{}", "--smallest", "25", "--button", "3"),
    ("flight", "close", "Hal Ito={}"),
    ("seating", "move", "Hal Ito", "{}", "2"),
    ("deal", "--players", "Hal Ito,Ivy Jo", "--stacks", "{},100"),
    ("structure", "suggest", "--hours", "{}"),
    ("clock", "goto", "{}"),
    ("results", "set", "Gus Hale", "{}", "--reason", "fuzz"),
    ("chips", "race", "--removed", "25", "1={}", "2=1"),
    ("chips", "show", "--tables", "{}"),
    ("league", "lab", "--formula", "n-r", "--entries", "{}"),
    ("payouts", "set", "--rake", "{}"),
    ("event", "update", "--tables", "{}"),
)

#: Names, colours and other texts a command keeps or echoes back.
NAMES = ("Ann Lee", "Zoë", "Ann\r\nLee", "\x1b[31mAnn", "\u200b", "\u202eeL nnA", "\u2067", "#²")
#: Command lines with a text slot (``{}``); those that keep it as a name or colour
#: come first (``NAMING``): one of those accepting a text that shows nothing is a crash.
TEXT_COMMANDS: tuple[tuple[str, ...], ...] = (
    ("player", "register", "{}"),
    ("league", "create", "{}"),
    ("event", "update", "--name", "{}"),
    ("chips", "set", "25:{}:100", "100:black:100"),
    ("player", "bust", "{}"),
    ("player", "search", "{}"),
    ("seating", "move", "{}", "1", "2"),
)
NAMING = 4
#: Start times for ``clock schedule``: ``{year}`` is filled with a year from
#: ``YEARS`` (far past and future included), mutated or not.
DATES = ("{year}-12-31T23:59", "{year}-01-01T00:00+05:00", "{year}-06-01T20:30-05:00", "20:30")
#: Years, relative to now (``None``: the calendar's ends, 1 and 9999).
YEARS = (1, 9999, 0, 1, 2, 100, -1)
#: Text columns of stored rows spoiled by the ``stored_row`` kind, and bytes that are not UTF-8.
STORED_TEXTS = (
    ("journal", "payload"),
    ("journal", "label"),
    ("journal", "operator"),
    ("journal", "scope"),
    ("setting", "value"),
)
#: Read commands run on a spoiled database.
READ_COMMANDS: tuple[tuple[str, ...], ...] = (
    ("clock", "status"),
    ("event", "list"),
    ("player", "search", "Gus"),
    ("undo",),
)

# ---------------------------------------------------------------- mutations

_AWKWARD_TEXTS = (
    "\ufeff",
    "\x00",
    '"',
    "'",
    "\n",
    "\r",
    ",",
    ";",
    "\t",
    "=cmd|' /C calc'!A0",
    "+1",
    "-1",
    "@SUM(1)",
    "\\ud800",
    "\\udfff",
    "²",
    "٣",
    "ⅷ",
    "1e300",
    "1e999999",
    "-0",
    "NaN",
    "Infinity",
    "-Infinity",
    "inf",
    "nan",
    "9" * 25,
    "9" * 5000,
    "1-2000000000",
    "0-0",
    "[" * 40,
    "[" * 5000,
    "{" * 2000,
    '{"a":' * 40,
    "x" * 400,
    "Zoë",
    "\u200b",  # zero-width space
    "\u202e",  # right-to-left override
    "\u2067",  # right-to-left isolate
    "\x1b[31m",  # a terminal escape
    "\r\n",
    "\U0001d7d7",  # a mathematical digit 9
    "①",
    "#²",
    "null",
    "true",
    "[]",
    "{}",
    "0x10",
    "1_000",
    " ",
)
_AWKWARD_BYTES = (
    b"\xff",
    b"\xfe",
    b"\xff\xfe",
    b"\xfe\xff",
    b"\xef\xbb\xbf",
    b"\xed\xa0\x80",  # a surrogate written as UTF-8: not UTF-8
    b"\xc3",
    b"\x80",
    b"\x00",
)


def _splice(data: bytes, rng: random.Random, insert: bytes) -> bytes:
    at = rng.randrange(len(data) + 1)
    cut = rng.choice((0, 0, 0, 1, 2, 8))
    return data[:at] + insert + data[at + cut :]


def mutate_bytes(data: bytes, rng: random.Random) -> bytes:
    """``data`` changed in one to four ways: awkward texts or bytes spliced in, bytes
    flipped, lines dropped, doubled or swapped, the file cut short, a UTF-16 copy."""
    for _ in range(rng.randint(1, 3)):
        roll = rng.random()
        if roll < 0.3:
            data = _splice(data, rng, rng.choice(_AWKWARD_TEXTS).encode("utf-8"))
        elif roll < 0.38:
            data = _splice(data, rng, rng.choice(_AWKWARD_BYTES))
        elif roll < 0.46 and data:
            at = rng.randrange(len(data))
            data = data[:at] + bytes([rng.randrange(256)]) + data[at + 1 :]
        elif roll < 0.6:
            lines = data.split(b"\n")
            i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
            action = rng.choice(("drop", "double", "swap"))
            if action == "drop":
                del lines[i]
            elif action == "double":
                lines.insert(i, lines[j])
            else:
                lines[i], lines[j] = lines[j], lines[i]
            data = b"\n".join(lines)
        elif roll < 0.66:
            data = data[: rng.randrange(len(data) + 1)]
        elif roll < 0.7:
            data = data.decode("utf-8", "replace").encode(rng.choice(("utf-16", "utf-16-be")))
        else:
            # A number somewhere replaced by a huge, odd or non-finite one.
            digits = [i for i, b in enumerate(data) if 48 <= b <= 57]
            if digits:
                at = rng.choice(digits)
                text = rng.choice(("9" * 30, "1e400", "-5", "0", "1.5", "²", "4294967296"))
                data = data[:at] + text.encode() + data[at + 1 :]
    return data


def mutate_text(text: str, rng: random.Random) -> str:
    """An argument changed: awkward texts spliced in, characters dropped or doubled,
    or a lone surrogate (what a command line that is not UTF-8 becomes)."""
    for _ in range(rng.randint(1, 3)):
        roll = rng.random()
        at = rng.randrange(len(text) + 1)
        if roll < 0.6:
            piece = rng.choice(_AWKWARD_TEXTS)
            text = text[:at] + piece + text[at + rng.choice((0, 0, 1, 3)) :]
        elif roll < 0.7:
            text = text[:at] + chr(rng.randrange(0xD800, 0xE000)) + text[at:]
        elif roll < 0.85:
            text = text[:at] + text[at + 1 :]
        else:
            text = text[:at] + text[at:] * rng.randint(2, 50)
    return text


# ---------------------------------------------------------------- the floor


@dataclass(frozen=True)
class Crash(Exception):
    """An input that gave anything but a result or a clean refusal."""

    kind: str
    argv: tuple[str, ...]
    what: str
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.kind}: {self.what} for {self.argv!r} (data in the files)\n{self.detail}"


#: The files of the file kinds: their name, their good text, the command reading them.
FILES: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "structure_json": ("s.json", STRUCTURE_JSON, ("structure", "import")),
    "structure_csv": ("s.csv", STRUCTURE_CSV, ("structure", "import")),
    "payout_table": ("p.json", PAYOUT_TABLE, ("payouts", "set", "--table")),
    "league_csv": ("l.csv", LEAGUE_CSV, ("league", "import")),
    "player_import": ("players.csv", PLAYERS_CSV, ("player", "import")),
}
KINDS = (
    *FILES,
    "chip_set",
    "formula",
    "number_argument",
    "text_argument",
    "schedule",
    "json_size",
    "stored_row",
)
#: What the tests splice in first, one each: the kinds of input the 2026 fuzzing
#: run found crashes with, and their neighbours.
PIECES: tuple[bytes, ...] = (
    *(text.encode("utf-8") for text in _AWKWARD_TEXTS),
    *_AWKWARD_BYTES,
)


@dataclass(frozen=True)
class Mutation:
    """How one input is made: ``rng`` mutates, after ``piece`` (when given) is spliced in
    (into an argument as Python decodes a command line: bytes not UTF-8 become lone
    surrogates). ``exact``: the piece alone, where the middle value of a file starts or
    at the end of an argument, and nothing else changed."""

    rng: random.Random
    piece: bytes | None = None
    exact: bool = False

    def of_bytes(self, data: bytes) -> bytes:
        if self.piece is None:
            return mutate_bytes(data, self.rng)
        # Mostly where a value starts (after ``:``, ``[`` or ``,``), where a reader
        # takes it in, rather than inside a text, where it is only text.
        slots = [i + 1 for i, byte in enumerate(data) if byte in b":[,\n"]
        if self.exact:
            at = slots[len(slots) // 2]
            return data[:at] + self.piece + data[at:]
        if slots and self.rng.random() < 0.7:
            at = self.rng.choice(slots)
            data = data[:at] + self.piece + data[at:]
        else:
            data = _splice(data, self.rng, self.piece)
        return mutate_bytes(data, self.rng) if self.rng.random() < 0.3 else data

    def of_text(self, text: str) -> str:
        if self.piece is None:
            return mutate_text(text, self.rng)
        at = len(text) if self.exact else self.rng.randrange(len(text) + 1)
        text = text[:at] + self.piece.decode("utf-8", "surrogateescape") + text[at:]
        if self.exact:
            return text
        return mutate_text(text, self.rng) if self.rng.random() < 0.3 else text


class Target:
    """A floor to fuzz against, made once; each input runs on a fresh copy of it.
    ``largest``: the most bytes a ``json_size`` input may have (the long run tries
    files near the 50 MB limit; the tests stay small to stay fast)."""

    def __init__(self, folder: Path, *, largest: int = 2_000_000) -> None:
        self.folder = folder
        self.largest = largest
        self.pristine = folder / "pristine.db"
        self.db = folder / "floor.db"
        self.url = f"sqlite:///{self.db}"
        folder.mkdir(parents=True, exist_ok=True)
        self._make_pristine()

    def _make_pristine(self) -> None:
        url = f"sqlite:///{self.pristine}"
        for argv in (
            ("event", "create", "--name", "Later", "--tables", "2"),  # event 1: clock not started
            ("event", "create", "--name", "Fuzz", "--tables", "2"),
            ("player", "register", "Gus Hale"),
            ("player", "register", "Hal Ito"),
            ("player", "register", "Ivy Jo"),
            ("player", "bust", "Gus Hale"),
            ("clock", "start"),
            ("league", "create", "Fuzz League"),
            ("league", "season", "add", "2025"),
        ):
            with _quiet():
                status = run(["--db", url, *argv])
            assert status == 0, argv

    # ------------------------------------------------------------ inputs
    def command(self, kind: str, mutation: Mutation) -> tuple[str, ...]:
        """The command line of one input of ``kind`` (its file written, for a file kind)."""
        if kind in FILES:
            name, good, command = FILES[kind]
            path = self.folder / name
            path.write_bytes(mutation.of_bytes(good.encode("utf-8")))
            return (*command, str(path))
        rng = mutation.rng
        if kind == "chip_set":  # the good case with one chip (or its name) mutated
            parts = [*CHIP_SPECS, "Case"]
            at = rng.randrange(len(parts))
            parts[at] = mutation.of_text(parts[at])
            return ("chips", "set", *parts[:-1], "--name", parts[-1])
        if kind == "formula":
            formula = mutation.of_text(rng.choice(FORMULAS))
            return ("league", "lab", "--formula", formula, "--entries", "9")
        if kind == "text_argument":
            template = rng.choice(TEXT_COMMANDS)
            value = mutation.of_text(rng.choice(NAMES))
            return tuple(part.replace("{}", value) for part in template)
        if kind == "schedule":
            year = rng.choice(YEARS)
            year = year if year in (1, 9999) else datetime.now(UTC).year + year
            typed = rng.choice(DATES).format(year=f"{year:04d}")
            value = mutation.of_text(typed) if rng.random() < 0.5 else typed
            return ("--event", "1", "clock", "schedule", value)
        if kind == "json_size":
            path = self.folder / "big.json"
            path.write_bytes(huge_json(rng, self.largest))
            if rng.random() < 0.7:
                return ("structure", "import", str(path))
            return ("payouts", "set", "--table", str(path))
        if kind == "stored_row":
            table, column = rng.choice(STORED_TEXTS)
            spoil_stored_text(self.db, rng, table, column)
            return rng.choice(READ_COMMANDS)
        if mutation.exact and mutation.piece is not None:  # the piece alone: clock adjust
            template, value = NUMBER_COMMANDS[0], mutation.piece.decode("utf-8", "surrogateescape")
        else:
            template, value = rng.choice(NUMBER_COMMANDS), mutation.of_text(rng.choice(NUMBERS))
        return tuple(part.replace("{}", value) for part in template)

    # ------------------------------------------------------------ running
    def feed(self, kind: str, mutation: Mutation) -> int:
        """Make one input of ``kind`` and run it; its exit status, or ``Crash``."""
        shutil.copyfile(self.pristine, self.db)
        argv = self.command(kind, mutation)
        before = self._journal()
        # UTF-8 streams that refuse what cannot be encoded, as a terminal's do.
        printed = io.BytesIO()
        out = io.TextIOWrapper(printed, encoding="utf-8", errors="strict")
        err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="strict")
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                status = run(["--db", self.url, "--json", *argv])
                out.flush()
        except BaseException as exc:  # anything escaping (SystemExit, RecursionError) is found
            if isinstance(exc, KeyboardInterrupt):
                raise
            raise Crash(kind, argv, type(exc).__name__, traceback.format_exc()) from None
        if status not in (0, 1, 2):
            raise Crash(kind, argv, f"exit status {status!r}")
        try:
            document = json.loads(printed.getvalue())
        except ValueError:
            shown = repr(printed.getvalue())
            raise Crash(kind, argv, "output that is not one JSON document", shown) from None
        if status != 0 and self._journal() != before:
            raise Crash(kind, argv, "a refusal that changed the journal")
        message = document.get("error", {}).get("message", "") if status else ""
        if any(char != "\n" and unicodedata.category(char) in ("Cc", "Cf") for char in message):
            raise Crash(kind, argv, "a refusal echoing control characters", repr(message))
        if status == 0 and kind == "text_argument" and _names_nothing(argv):
            raise Crash(kind, argv, "a name or colour accepted that shows nothing")
        if status == 0 and kind == "schedule":
            _check_start(kind, argv)
        return status

    def _journal(self) -> list[tuple[object, ...]]:
        with contextlib.closing(sqlite3.connect(self.db)) as connection:
            connection.text_factory = bytes  # a spoiled row is compared, not decoded
            return connection.execute("SELECT * FROM journal ORDER BY seq").fetchall()


def _names_nothing(argv: tuple[str, ...]) -> bool:
    """Whether ``argv`` keeps, as a name or colour, a text that shows nothing (no
    letter, digit, punctuation or symbol)."""
    for template in TEXT_COMMANDS[:NAMING]:
        if len(template) != len(argv) or any(
            "{}" not in part and part != given for part, given in zip(template, argv, strict=True)
        ):
            continue
        for part, given in zip(template, argv, strict=True):
            before, slot, after = part.partition("{}")
            if slot and given.startswith(before) and given.endswith(after):
                value = given[len(before) : len(given) - len(after)]
                return not any(unicodedata.category(c)[0] in "LNPS" for c in value)
    return False


def _check_start(kind: str, argv: tuple[str, ...]) -> None:
    """A scheduled start accepted must be within about a year of now."""
    try:
        when = datetime.fromisoformat(argv[-1])
    except ValueError:
        return  # a time of day, or a form the command reads its own way
    if abs(when.year - datetime.now(UTC).year) > 1:
        raise Crash(kind, argv, "a start scheduled years away accepted")


def huge_json(rng: random.Random, largest: int) -> bytes:
    """A structure or payout JSON file with one very long text, a very long list, or
    very many levels, up to ``largest`` bytes: what a file costs to read must stay a
    small multiple of its size, and absurd counts are refused before they are built."""
    size = rng.choice((1_000, 100_000, largest // 4, largest - 1_000))
    shape = rng.choice(("text", "levels", "numbers", "escapes"))
    if shape == "text":
        return b'{"name": "' + b"x" * size + b'", "levels": []}'
    if shape == "escapes":
        return b'{"name": "' + b'\\"' * (size // 2) + b'", "levels": []}'
    if shape == "numbers":
        numbers = b"1," * (size // 2)
        return b'{"name": "P", "ranges": [{"min_players": 2, "percentages": [' + numbers + b"1]}]}"
    level = b'{"small_blind": 25, "big_blind": 50, "ante": 0, "minutes": 20},'
    return b'{"name": "S", "levels": [' + level * (size // len(level)) + level[:-1] + b"]}"


def spoil_stored_text(db: Path, rng: random.Random, table: str, column: str) -> None:
    """Bytes that are not UTF-8 written into ``column`` of one row of ``table``."""
    bad = rng.choice((b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x80\x80"))
    with contextlib.closing(sqlite3.connect(db)) as connection:
        connection.text_factory = bytes
        rows = connection.execute(f"SELECT rowid, {column} FROM {table}").fetchall()
        row, text = rng.choice(rows)
        at = rng.randrange(len(text) + 1)
        connection.execute(
            f"UPDATE {table} SET {column} = CAST(? AS TEXT) WHERE rowid = ?",
            (text[:at] + bad + text[at:], row),
        )
        connection.commit()


@contextlib.contextmanager
def _quiet() -> contextlib.Iterator[None]:
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        yield
