"""``tests/domain`` mirrors ``floortool/domain``: a folder per package, and each test file
named for the module it tests (``seating/test_arrivals_dead_button.py`` tests
``domain/seating/arrivals.py``), so a module's tests are found beside its name."""

from __future__ import annotations

from pathlib import Path

TESTS = Path(__file__).resolve().parent
DOMAIN = TESTS.parents[1] / "floortool" / "domain"
#: What stands at the root: tests of the whole domain, and the pure floor they share.
#: (the refusals' phrases and their saying span the packages, as the import contracts do)
ROOT_FILES = {
    "pure_floor.py",
    "test_import_contracts.py",
    "test_mirror.py",
    "test_refusal_messages_marked.py",
    "test_refusals_said.py",
}


def _folders() -> list[Path]:
    return sorted(
        p for p in TESTS.rglob("*") if p.is_dir() and p.name not in {"data", "__pycache__"}
    )


def test_every_test_folder_is_a_domain_package() -> None:
    strays = [
        str(folder.relative_to(TESTS))
        for folder in _folders()
        if not (DOMAIN / folder.relative_to(TESTS) / "__init__.py").is_file()
    ]
    assert strays == []


def test_every_test_file_is_named_for_a_module_of_its_package() -> None:
    strays = []
    for folder in _folders():
        package = DOMAIN / folder.relative_to(TESTS)
        names = {p.stem for p in package.glob("*.py")} | {
            p.name for p in package.iterdir() if (p / "__init__.py").is_file()
        }
        names = (names - {"__init__"}) | {package.name}
        for test in folder.glob("*.py"):
            subject = test.stem.removeprefix("test_")
            if not any(subject == n or subject.startswith(f"{n}_") for n in names):
                strays.append(str(test.relative_to(TESTS)))
    assert strays == []


def test_the_root_holds_only_what_is_about_the_whole_domain() -> None:
    assert {p.name for p in TESTS.glob("*.py")} == ROOT_FILES
