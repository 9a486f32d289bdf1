"""Every number typed on the command line, in a file or on a phone is read by the one
checked reader (``domain.kernel.text.read_whole``, ``domain.kernel.input_checks.read_decimal``;
``cli.numbers`` for argparse), never by a bare ``int()`` after ``str.isdigit``
(which takes ``²``, then ``int`` raises) or argparse's ``type=int`` (which takes
``٣`` and spends seconds on 5,000 digits): issue 23, item 13. A new one fails here."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "floortool"
#: The layers that read what a director types (the window's widgets validate their own).
LAYERS = ("cli", "app", "domain", "web")
#: What reads a typed number without the checked reader.
BARE = re.compile(r"\.is(?:digit|decimal|numeric)\(\)|\btype=(?:int|float)\b")


def test_no_layer_reads_a_typed_number_bare() -> None:
    found = [
        f"{path.relative_to(ROOT.parent)}:{number}: {line.strip()}"
        for layer in LAYERS
        for path in sorted((ROOT / layer).rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if BARE.search(line.split("#")[0]) and not line.lstrip().startswith(("``", '"'))
    ]
    assert not found, "read it with kernel.text.read_whole or cli.numbers:\n" + "\n".join(found)
