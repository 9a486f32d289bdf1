"""App layer: who is operating (recorded with every journal entry)."""

from __future__ import annotations

import getpass
import os

OPERATOR_ENV = "FLOORTOOL_OPERATOR"


def default_operator() -> str:
    """``FLOORTOOL_OPERATOR`` if set, else the login name, else ``director``."""
    name = os.environ.get(OPERATOR_ENV)
    if name:
        return name
    try:
        return getpass.getuser() or "director"
    except (OSError, KeyError):
        return "director"
