"""The bundle's entry point: the same program as the ``floortool`` command.

PyInstaller starts here (``packaging/floortool.spec``); a script outside the
package keeps ``floortool/`` itself off ``sys.path`` in the bundle. A database
file opened from Explorer, Finder or a file manager arrives as the only
argument and opens the window on it (``platforms.document_arguments``).
"""

from __future__ import annotations

import sys

from platforms import document_arguments

from floortool.launcher import main

sys.exit(main(document_arguments(sys.argv[1:])))
