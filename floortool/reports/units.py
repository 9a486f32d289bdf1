"""Reports layer: units of length, in PDF points, for layouts described as data.

Kept apart from the renderers so that a layout (``card_layouts``) can be read
without loading ReportLab's canvas.
"""

MM = 72 / 25.4  # points in a millimetre
