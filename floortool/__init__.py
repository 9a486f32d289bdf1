"""floortool: a desktop floor tool for live poker tournaments.

Layers, top to bottom: ``launcher``; ``ui`` and ``cli`` (front ends);
``app`` (commands, journal, queries); ``store`` and ``reports`` (adapters);
``domain`` (pure rules of the game). See ``pyproject.toml`` for the
import-linter contracts that keep the arrows pointing down.
"""

from __future__ import annotations

__version__ = "0.1.0"
