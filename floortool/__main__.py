"""``python -m floortool``: the same program as the ``floortool`` command."""

from __future__ import annotations

import sys

from floortool.launcher import main

sys.exit(main())
