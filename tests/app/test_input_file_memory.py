"""App: reading a file a director hands us costs a small multiple of its size, and a
file of absurd counts is refused before it is built (issue 23, item 13: a 20 MB
structure file with one long name reached 2.44 GB, a 49 MB one hit MemoryError).
Measured as the peak resident memory of a child process (``resource.getrusage``)."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from floortool.app.input_files import parse_input_file
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.input_checks import MAX_JSON_VALUES
from floortool.domain.structure.files import parse_structure_json

MB = 1_000_000

_CHILD = """
import resource, sys
from pathlib import Path
from floortool.app.input_files import parse_input_file
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.structure.files import parse_structure_csv, parse_structure_json

path = Path(sys.argv[1])
parse = parse_structure_csv if path.suffix == ".csv" else parse_structure_json
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
try:
    parse_input_file(path, parse)
except InvalidInput:
    pass
print((resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) * 1024)
"""


def _peak_bytes_reading(path: Path) -> int:
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, str(path)], capture_output=True, text=True, check=True
    )
    return int(done.stdout)


@pytest.mark.parametrize("shape", ["text", "escaped quotes"])
def test_a_long_text_in_a_json_file_costs_a_small_multiple_of_its_size(
    tmp_path: Path, shape: str
) -> None:
    body = "x" * (20 * MB) if shape == "text" else '\\"' * (10 * MB)
    path = tmp_path / "long.json"
    path.write_text('{"name": "' + body + '", "levels": []}', encoding="utf-8")
    assert _peak_bytes_reading(path) < 4 * path.stat().st_size


def test_a_file_of_absurdly_many_values_is_refused_before_they_are_built(tmp_path: Path) -> None:
    level = {"small_blind": 25, "big_blind": 50, "ante": 0, "minutes": 20}
    path = tmp_path / "levels.json"
    path.write_text(json.dumps({"name": "S", "levels": [level] * 300_000}), encoding="utf-8")
    start = time.perf_counter()
    with pytest.raises(InvalidInput) as refused:
        parse_input_file(path, parse_structure_json)
    assert time.perf_counter() - start < 10  # 119 s before, for 777,778 levels
    assert f"more than {MAX_JSON_VALUES:,} values" in refused.value.message
    assert _peak_bytes_reading(path) < 4 * path.stat().st_size


def test_a_structure_csv_of_absurdly_many_rows_is_refused_as_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "levels.csv"
    row = "25,50,0,false,20,NLH,false,\n"
    path.write_text(
        "small_blind,big_blind,ante,big_blind_ante,minutes,game,break,color_up\n" + row * 1_000_000,
        encoding="utf-8",
    )
    assert _peak_bytes_reading(path) < 4 * path.stat().st_size
