"""UI layer: what every page of an open event is given.

``PageServices`` bundles what the window hands its pages: the floor they
read, the ``CommandSender`` their changes go through, the ``ClockControl``
(and through it the ticker's reading of the clock), the ``Prompts`` they
ask the director with, and the ``DocumentRequests`` their print buttons
send to the Reports page. ``EventPage`` keeps them, and the event on show (None
until the page's ``set_event``). The Structure and Players pages are built on it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from PySide6.QtWidgets import QWidget

from floortool.app.floor import Floor
from floortool.domain.kernel.journal import Subject
from floortool.ui.clock_control import ClockControl
from floortool.ui.command_sender import CommandSender
from floortool.ui.document_requests import DocumentRequests
from floortool.ui.prompts import Prompts


@dataclass(frozen=True)
class PageServices:
    """What the window gives each page of an open event."""

    floor: Floor
    commands: CommandSender
    control: ClockControl
    prompts: Prompts
    documents: DocumentRequests = field(default_factory=DocumentRequests)


class EventPage(QWidget):
    """A page of an open event, with the window's services.

    ``shows`` names the subjects the page shows: the view calls its ``set_event``
    again only after a change to one of them."""

    shows: ClassVar[frozenset[Subject]]

    def __init__(self, services: PageServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.floor = services.floor
        self.commands = services.commands
        self.control = services.control
        self.prompts = services.prompts
        self._event_id: int | None = None

    @property
    def event_id(self) -> int | None:
        """The event on show (None before the first ``set_event``)."""
        return self._event_id
