"""Stand-ins the window tests hand to the window instead of people and loudspeakers.

``NoticeLog`` keeps the notices a message box would show, ``FakePrompts``
answers the window's questions from answers the test prepared, and
``FakeAnnouncer`` records the sounds and lines instead of playing them.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtWidgets import QWidget

from floortool.ui.errors import Notice
from floortool.ui.main_window import MainWindow

MakeWindow = Callable[..., MainWindow]
MakeEventWindow = Callable[..., MainWindow]


class NoticeLog(list[Notice]):
    """A ``Notify`` that remembers every notice instead of showing a message box."""

    def __call__(self, parent: QWidget | None, notice: Notice) -> None:
        self.append(notice)


class FakePrompts:
    """Answers the window's questions from lists the test filled (None: cancelled)."""

    def __init__(self) -> None:
        self.answers: dict[str, list[object]] = {}
        self.asked: list[tuple[str, str]] = []  # (question kind, title)
        self.confirmed: list[str] = []  # the text of each yes-or-no question asked
        self.labels: list[str] = []  # the text each question was asked with

    def answer(self, kind: str, *values: object) -> None:
        self.answers.setdefault(kind, []).extend(values)

    def _next(self, kind: str, title: str) -> object:
        self.asked.append((kind, title))
        queue = self.answers.get(kind, [])
        return queue.pop(0) if queue else None

    def integer(
        self, parent: QWidget, *, title: str, label: str, value: int, minimum: int, maximum: int
    ) -> int | None:
        self.labels.append(label)
        answer = self._next("integer", title)
        assert answer is None or isinstance(answer, int)
        return answer

    def text(self, parent: QWidget, *, title: str, label: str, value: str = "") -> str | None:
        answer = self._next("text", title)
        assert answer is None or isinstance(answer, str)
        return answer

    def start_time(self, parent: QWidget, *, now: datetime) -> datetime | None:
        answer = self._next("start_time", "Schedule the start")
        assert answer is None or isinstance(answer, datetime)
        return answer

    def open_file(self, parent: QWidget, *, title: str, filters: str) -> Path | None:
        answer = self._next("open_file", title)
        assert answer is None or isinstance(answer, Path)
        return answer

    def save_file(self, parent: QWidget, *, title: str, filters: str, name: str) -> Path | None:
        answer = self._next("save_file", title)
        assert answer is None or isinstance(answer, Path)
        return answer

    def folder(self, parent: QWidget, *, title: str) -> Path | None:
        answer = self._next("folder", title)
        assert answer is None or isinstance(answer, Path)
        return answer

    def confirm(self, parent: QWidget, *, title: str, text: str, action: str) -> bool:
        self.confirmed.append(text)
        answer = self._next("confirm", title)
        assert answer is None or isinstance(answer, bool)
        return bool(answer)


class FakeAnnouncer:
    """Records the sounds played and the lines spoken instead of playing them."""

    def __init__(self) -> None:
        self.speak = False
        self.names: list[str] = []  # the sounds played
        self.lines: list[str] = []  # the lines spoken

    def play(self, sound: str) -> None:
        self.names.append(sound)

    def say(self, line: str) -> bool:
        self.lines.append(line)
        return True
