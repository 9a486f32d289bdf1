"""Bundled resources (installed as ``floortool.resources``): structure templates,
rulebooks, sounds, fonts and icons. Found with ``importlib.resources`` only."""
