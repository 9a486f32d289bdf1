"""App layer: what a paired room screen shows, as the director chose it.

A room screen (a *display* device, ``app.devices``) is a TV's browser paired
with the floor. The director gives it a layout or a screen set by name
(``choose_view``: the name must be one of ``display layouts`` or ``display
sets``, and read), or the built-in display; the TV's ``/display`` page asks what
to show (``ScreenChoice.to_json``) and follows it, unless its address names a
layout or a set itself (the address wins).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from floortool.app.devices import Device, Devices
from floortool.app.layouts import load_layout
from floortool.app.screen_sets import load_screen_set, set_layouts
from floortool.domain.display.screen_sets import check_layout_name
from floortool.domain.kernel.phrases import translate


@dataclass(frozen=True)
class ScreenChoice:
    """A layout (``kind`` "layout") or a screen set ("set"), by name."""

    kind: str
    name: str

    @property
    def kept(self) -> str:
        """As it is kept: ``layout:NAME`` or ``set:NAME``."""
        return f"{self.kind}:{self.name}"

    @classmethod
    def from_kept(cls, kept: str) -> ScreenChoice | None:
        """The choice kept as ``kept`` (None: "" or anything else, the built-in display)."""
        kind, _, name = kept.partition(":")
        return cls(kind, name) if kind in ("layout", "set") and name else None

    def to_json(self) -> dict[str, Any]:
        return {
            "layout": self.name if self.kind == "layout" else None,
            "set": self.name if self.kind == "set" else None,
        }


def choose_view(devices: Devices, device_id: int, choice: ScreenChoice | None) -> Device:
    """Have room screen ``device_id`` show ``choice`` (None: the built-in display); a
    layout or set there is not, or that does not read, is refused with the reason."""
    if choice is not None:
        where = (
            translate("app.screen_devices", "the layout")
            if choice.kind == "layout"
            else translate("app.screen_devices", "the set")
        )
        check_layout_name(choice.name, where)
        if choice.kind == "layout":
            load_layout(choice.name)
        else:
            set_layouts(load_screen_set(choice.name))
    return devices.show_on(device_id, "" if choice is None else choice.kept)


def chosen_view(devices: Devices, device_id: int) -> ScreenChoice | None:
    """What room screen ``device_id`` shows (None: the built-in display)."""
    return ScreenChoice.from_kept(devices.shown_on(device_id))
