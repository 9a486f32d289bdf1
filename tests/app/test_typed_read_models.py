"""App: nothing the app hands the window, the command line or the reports is an
untyped dict (issue 14: "No ``dict[str, Any]`` crosses from ``app`` to ``ui``,
``cli`` or ``reports``").

Reads every module of ``floortool/app`` (its syntax tree, nothing is imported)
and checks the return annotation of each public function, method and property
and each field of each public class: none is ``dict[str, Any]`` or
``Mapping[str, Any]`` (``object`` for ``Any`` too), nor holds one (a list of
them, an optional one). A ``to_json`` method is the one place such a dict is
made: the JSON conversion of a read model. The commands (``app/commands``)
carry what a director typed *into* the app (a settings change, season rules)
and are not read models.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

import floortool.app

APP = Path(floortool.app.__file__).parent
#: Inputs to the app, not read models (see the module's docstring).
COMMANDS = APP / "commands"
#: The JSON conversion of a read model.
CONVERSION = "to_json"
_MAPS = {"dict", "Dict", "Mapping", "MutableMapping"}
_LOOSE = {"Any", "object"}


def _name(node: ast.expr) -> str:
    """``dict``, ``Mapping`` (also ``typing.Mapping``, ``abc.Mapping``)."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _is_loose_map(node: ast.Subscript) -> bool:
    """``dict[str, Any]`` and its kin: string keys to anything at all."""
    if _name(node.value) not in _MAPS or not isinstance(node.slice, ast.Tuple):
        return False
    key, value = node.slice.elts
    return _name(key) == "str" and _name(value) in _LOOSE


def untyped(annotation: ast.expr | None) -> bool:
    """Whether ``annotation`` is, or holds anywhere in it, a loose string-keyed map."""
    if annotation is None:
        return False
    if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
        return untyped(ast.parse(annotation.value, mode="eval").body)
    return any(
        isinstance(node, ast.Subscript) and _is_loose_map(node) for node in ast.walk(annotation)
    )


def _public(name: str) -> bool:
    return not name.startswith("_")


def _class_members(cls: ast.ClassDef) -> Iterator[tuple[str, ast.expr | None]]:
    for node in cls.body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            if _public(node.target.id):
                yield f"{cls.name}.{node.target.id}", node.annotation
        elif (
            isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            and _public(node.name)
            and node.name != CONVERSION
        ):
            yield f"{cls.name}.{node.name}()", node.returns


def violations(source: str) -> list[str]:
    """Every public function, method, property or class field of ``source`` that returns
    or holds a loose map, by name."""
    found: list[str] = []
    for node in ast.parse(source).body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and _public(node.name):
            members: list[tuple[str, ast.expr | None]] = [(f"{node.name}()", node.returns)]
        elif isinstance(node, ast.ClassDef) and _public(node.name):
            members = list(_class_members(node))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            members = [(node.target.id, node.annotation)] if _public(node.target.id) else []
        else:
            continue
        found += [name for name, annotation in members if untyped(annotation)]
    return found


def _read_model_modules() -> list[Path]:
    return sorted(p for p in APP.rglob("*.py") if COMMANDS not in p.parents)


def test_no_public_name_of_the_app_returns_or_holds_an_untyped_dict() -> None:
    modules = _read_model_modules()
    assert len(modules) > 20 and APP / "rulings.py" in modules  # the walk finds the app
    found = [
        f"{path.relative_to(APP)}: {name}"
        for path in modules
        for name in violations(path.read_text(encoding="utf-8"))
    ]
    assert found == []


@pytest.mark.parametrize(
    "source",
    [
        "def summary(x: int) -> dict[str, Any]: ...",
        "def rows() -> list[dict[str, Any]]: ...",
        "def rows() -> tuple[Mapping[str, object], ...]: ...",
        "def found() -> typing.Mapping[str, Any] | None: ...",
        "def later() -> 'dict[str, Any]': ...",
        "@dataclass\nclass View:\n    data: Mapping[str, Any]",
        "class View:\n    def scores_json(self) -> list[dict[str, Any]]: ...",
        "class View:\n    @property\n    def rules(self) -> dict[str, Any]: ...",
        "RULES: dict[str, Any] = {}",
    ],
)
def test_a_loose_dict_anywhere_in_a_public_annotation_is_found(source: str) -> None:
    assert len(violations(source)) == 1


@pytest.mark.parametrize(
    "source",
    [
        "class View:\n    def to_json(self) -> dict[str, Any]: ...",
        "def _branch(b: Branch) -> dict[str, Any]: ...",
        "class _Rows:\n    data: dict[str, Any]",
        "def names(state: FloorState) -> dict[int, str]: ...",
        "def values(texts: list[str]) -> dict[str, float]: ...",
        "def summary(data: Mapping[str, Any]) -> Summary: ...",
    ],
)
def test_the_json_conversion_private_names_and_typed_maps_pass(source: str) -> None:
    assert violations(source) == []
