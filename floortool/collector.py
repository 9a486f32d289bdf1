"""Top layer: when a ``floortool`` process's cyclic garbage collector runs.

A start imports some 500 modules (SQLAlchemy, sqlmodel, the domain's
dataclasses, Qt for the window): hundreds of thousands of objects that live
as long as the process and hold no garbage. Left alone, the collector looks
through them again and again while they are made, and once more, object by
object, when the interpreter ends. Measured on ``floortool --json clock
status`` (``benchmarks/startup.py``), that was about a third of the process's
CPU time.

So the launcher (and only the launcher: a test or a benchmark calling
``cli.main.run`` in its own process keeps the collector as it was):

- ``pause`` while the modules load, then ``settle``: what was made so far is
  moved out of the collector's sight (``gc.freeze``) and collection resumes for
  what the command makes from then on;
- ``for_exit``: when the program is done, what is left is frozen too, so the
  interpreter's last collection does not take it apart (the operating system
  takes the memory back; files and the database are closed by then).
"""

from __future__ import annotations

import gc


def pause() -> None:
    """No collection while modules load (``settle`` resumes it)."""
    gc.disable()


def settle() -> None:
    """The modules are loaded: keep what exists out of every later collection, and
    collect again what is made from here on."""
    gc.freeze()
    gc.enable()


def for_exit() -> None:
    """The program is done: leave what is left to the operating system."""
    gc.freeze()
