"""The overlay a draft reads a big map through: after any changes it is exactly the
dict the same changes would give (items, order, length, lookups), and the map
underneath is never touched."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.kernel.overlay import Overlay, plain

keys = st.integers(min_value=0, max_value=12)
changes = st.lists(
    st.one_of(
        st.tuples(st.just("set"), keys, st.integers()),
        st.tuples(st.just("del"), keys, st.just(0)),
        st.tuples(st.just("pop"), keys, st.just(0)),
        st.tuples(st.just("setdefault"), keys, st.integers()),
    ),
    max_size=40,
)


@given(st.dictionaries(keys, st.integers(), max_size=8), changes)
def test_an_overlay_behaves_as_a_dict_copy(base: dict[int, int], steps: list) -> None:
    before = dict(base)
    overlay: Overlay[int, int] = Overlay(base)
    copy = dict(base)
    for what, key, value in steps:
        if what == "set":
            overlay[key] = value
            copy[key] = value
        elif what == "del":
            if key in copy:
                del copy[key]
                del overlay[key]
            else:
                try:
                    del overlay[key]
                except KeyError:
                    pass
                else:
                    raise AssertionError("deleted a key that is not there")
        elif what == "pop":
            assert overlay.pop(key, None) == copy.pop(key, None)
        else:
            assert overlay.setdefault(key, value) == copy.setdefault(key, value)
        assert list(overlay.items()) == list(copy.items())
        assert len(overlay) == len(copy)
        for probe in range(13):
            assert (probe in overlay) == (probe in copy)
            assert overlay.get(probe, -1) == copy.get(probe, -1)
    assert overlay == copy
    assert plain(overlay) == copy
    assert base == before  # never written to
    assert set(overlay.changed()) <= set(before) | {k for _, k, _ in steps}


def test_an_overlay_of_an_overlay_reads_through_both() -> None:
    base = {1: "a", 2: "b"}
    first: Overlay[int, str] = Overlay(base)
    first[3] = "c"
    del first[1]
    second: Overlay[int, str] = Overlay(first)
    second[1] = "again"
    assert list(second.items()) == [(2, "b"), (3, "c"), (1, "again")]
    assert list(first.items()) == [(2, "b"), (3, "c")]
    assert base == {1: "a", 2: "b"}
