"""UI layer: the addresses the window offers to share the floor on.

The laptop's own IPv4 addresses on the networks it is joined to (the venue
Wi-Fi, a phone hotspot, a cable), read from its network interfaces with
``QNetworkInterface`` (nothing is sent anywhere, no internet needed), and
loopback, which only this laptop can reach.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

from floortool.ui.translation import translate

LOOPBACK = "127.0.0.1"


@dataclass(frozen=True)
class ListenAddress:
    """An address to listen on, and how the dialog names it."""

    host: str
    label: str


def lan_hosts() -> list[str]:
    """The IPv4 addresses of the interfaces that are up, loopback and link-local aside."""
    flags = QNetworkInterface.InterfaceFlag
    hosts: list[str] = []
    for interface in QNetworkInterface.allInterfaces():
        up = interface.flags() & flags.IsUp and interface.flags() & flags.IsRunning
        if not up or interface.flags() & flags.IsLoopBack:
            continue
        for entry in interface.addressEntries():
            ip = entry.ip()
            if ip.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                continue
            host = ip.toString()
            if ip.isLoopback() or host.startswith("169.254.") or host in hosts:
                continue
            hosts.append(host)
    return hosts


def listen_addresses(hosts: list[str]) -> list[ListenAddress]:
    """``hosts`` (the laptop's network addresses) first, then loopback."""
    offered = [
        ListenAddress(h, translate("lan_addresses", "{h}  (phones on this network)").format(h=h))
        for h in hosts
    ]
    return [
        *offered,
        ListenAddress(
            LOOPBACK,
            translate("lan_addresses", "{LOOPBACK}  (this laptop only)").format(LOOPBACK=LOOPBACK),
        ),
    ]
