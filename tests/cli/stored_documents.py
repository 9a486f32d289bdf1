"""What the tests of stored command-line documents share: a scenario of ``floortool
--json`` commands (``seating_scenario.Scenario`` or a subclass) played once per test
module, the stored file of what the command line printed before a change, the
comparison document by document (key order included), and the ``__main__`` that
prints a scenario's documents (how a stored file is made)."""

from __future__ import annotations

import json
import sys
import tempfile
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import TypeVar

import pytest
from tests.cli.seating_scenario import Document, Scenario

S = TypeVar("S", bound=Scenario)


def read_stored(path: Path) -> dict[str, Document]:
    documents: dict[str, Document] = json.loads(path.read_text(encoding="utf-8"))
    return documents


def printed(document: Document) -> str:
    return json.dumps(document, ensure_ascii=False, indent=2)


def played_once(
    factory: pytest.TempPathFactory, name: str, make: Callable[[str], S], play: Callable[[S], None]
) -> Iterator[S]:
    """The scenario ``make`` builds, played on a fresh database (for a module fixture)."""
    folder = factory.mktemp(name)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("FLOORTOOL_HOME", str(folder / "home"))
        scenario = make(f"sqlite:///{folder / 'floor.db'}")
        play(scenario)
        yield scenario


def assert_same_documents(found: Mapping[str, Document], before: Mapping[str, Document]) -> None:
    """The same documents, by name and in order, each printed to the same text."""
    assert list(found) == list(before)
    for name, document in before.items():
        assert printed(found[name]) == printed(document), name


def print_documents(play: Callable[[Scenario], None]) -> None:
    """Play the scenario on a temporary database and print its documents."""
    with tempfile.TemporaryDirectory() as folder:
        scenario = Scenario(f"sqlite:///{Path(folder) / 'floor.db'}")
        play(scenario)
    json.dump(scenario.documents, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")
