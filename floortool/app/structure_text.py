"""App layer: a structure as aligned plain-text lines (command line, logs)."""

from __future__ import annotations

from floortool.domain.structure.levels import Break, Level, Structure


def structure_lines(structure: Structure) -> list[str]:
    """One line per row: level, blinds, ante, minutes; breaks with their colour-ups."""
    lines = [structure.name or "(unnamed structure)"]
    for index, row in enumerate(structure.rows):
        number = structure.level_numbers[index]
        if isinstance(row, Break):
            chips = ", ".join(f"{d:,}" for d in row.color_up)
            extra = f"  colour up {chips}" if chips else ""
            lines.append(f"  {'break':>8}  {row.minutes:>3} min{extra}")
        else:
            assert isinstance(row, Level)
            ante = ""
            if row.ante:
                ante = f"  {'BB ante' if row.big_blind_ante else 'ante'} {row.ante:,}"
            game = f"  {row.game}" if row.game else ""
            lines.append(
                f"  level {number:>2}  {row.minutes:>3} min  "
                f"{row.small_blind:>7,} / {row.big_blind:<7,}{ante}{game}"
            )
    return lines
