"""Reports layer: ReportLab renderers from frozen input dataclasses to PDF bytes.

Renderers never query the database; the app layer builds their inputs.
May import ``domain`` and ReportLab; never Qt or the store.
"""
