"""Fuzzing, bounded to seconds: every kind of input (structure JSON and CSV, payout
tables, chip sets, league CSV, player imports, formulas, numeric and text arguments,
scheduled starts, JSON files of absurd sizes, stored rows that are not UTF-8),
mutated from a good one and fed through the real readers and the command line
in this process, gives a result or a clean refusal with the journal unchanged
(``tests/fuzzing.py``). The long run is ``benchmarks/fuzz_inputs.py``."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from tests.fuzzing import KINDS, PIECES, Mutation, Target


@pytest.fixture(scope="module")
def target(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Target]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("FLOORTOOL_HOME", str(tmp_path_factory.mktemp("fuzz-home")))
        patch.setenv("FLOORTOOL_OPERATOR", "fuzz")
        patch.delenv("FLOORTOOL_DB", raising=False)
        yield Target(tmp_path_factory.mktemp("fuzz"))


#: The pieces that crashed a reader or a command in the issue's fuzzing run, tried on
#: every kind whatever Hypothesis draws, alone where the middle value of a file starts
#: or at the end of an argument.
KNOWN_CRASHES = (
    b"\xff",  # not UTF-8
    b"\xff\xfe",  # a UTF-16 byte-order mark
    b"[" * 5000,  # nesting past the recursion limit
    b"{" * 2000,
    b"9" * 5000,  # past int()'s 4,300 digits
    b"\\ud800",  # a lone surrogate, escaped in JSON
    b"\xed\xa0\x80",  # a surrogate in the bytes: in an argument, surrogates
    "²".encode(),  # a digit to str.isdigit, not to int
    b"inf",
    b"1e300",
    b"1-2000000000",
    b'"',  # a quote left open
    b"x" * 400,  # a name too long for a file
    # Issue 23: what the harness had not tried.
    "#²".encode(),  # a reference by number in a digit int() refuses
    "\u200b".encode(),  # a zero-width space: a name that shows nothing
    "\u202e".encode(),  # a right-to-left override
    b"\x1b[31m",  # a terminal escape, echoed back in a refusal
    b"\r\n",
)


def _each_known_crash(test: Callable[..., None]) -> Callable[..., None]:
    for piece in KNOWN_CRASHES:
        test = example(seed=0, piece=piece, exact=True)(test)
    return test


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_of_input_gives_a_result_or_a_clean_refusal(target: Target, kind: str) -> None:
    @settings(max_examples=15, database=None)
    @given(
        seed=st.integers(min_value=0, max_value=2**32 - 1),
        piece=st.sampled_from(PIECES),
        exact=st.booleans(),
    )
    @_each_known_crash
    def one_input(seed: int, piece: bytes, exact: bool) -> None:
        target.feed(kind, Mutation(random.Random(seed), piece, exact))  # ``Crash`` on anything else

    one_input()
