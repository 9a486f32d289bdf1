"""The bundle's entry point: the same program as the ``floortool`` command.

PyInstaller starts here (``packaging/floortool.spec``); a script outside the
package keeps ``floortool/`` itself off ``sys.path`` in the bundle.
"""

from __future__ import annotations

import sys

from floortool.launcher import main

sys.exit(main())
