"""App layer: a structure as aligned plain-text lines (command line, logs), in a language."""

from __future__ import annotations

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import translate
from floortool.domain.structure.levels import Break, Level, Structure
from floortool.domain.structure.structure_names import structure_name


def structure_lines(structure: Structure, words: Catalogue = ENGLISH) -> list[str]:
    """One line per row: level, blinds, ante, minutes; breaks with their colour-ups;
    said in ``words``' language."""
    lines = [
        words.say(structure_name(structure.name))
        if structure.name
        else words.say(translate("app.structure_text", "(unnamed structure)"))
    ]
    minutes = translate("app.structure_text", "{minutes} min")
    for index, row in enumerate(structure.rows):
        number = structure.level_numbers[index]
        if isinstance(row, Break):
            chips = ", ".join(words.count(d) for d in row.color_up)
            extra = translate("app.structure_text", "  colour up {chips}").fill(chips=chips)
            said = words.say(translate("app.structure_text", "break"))
            lasts = words.say(minutes.fill(minutes=f"{row.minutes:>3}"))
            lines.append(f"  {said:>8}  {lasts}{words.say(extra) if chips else ''}")
        else:
            assert isinstance(row, Level)
            ante = ""
            if row.ante:
                kind = (
                    translate("app.structure_text", "BB ante {ante}")
                    if row.big_blind_ante
                    else translate("app.structure_text", "ante {ante}")
                )
                ante = "  " + words.say(kind.fill(ante=words.count(row.ante)))
            game = f"  {row.game}" if row.game else ""
            level = translate("app.structure_text", "level {level}").fill(level=f"{number:>2}")
            lasts = words.say(minutes.fill(minutes=f"{row.minutes:>3}"))
            lines.append(
                f"  {words.say(level)}  {lasts}  "
                f"{words.count(row.small_blind):>7} / {words.count(row.big_blind):<7}{ante}{game}"
            )
    return lines
