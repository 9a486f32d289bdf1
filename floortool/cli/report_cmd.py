"""CLI layer: ``floortool report cash [--csv FILE.csv]`` — the night's cash report.

Prints money in by kind, money out by payee, the totals and the difference
(0.00 when the sheet balances); ``--json`` prints ``CashReport.to_json``
(``"in_cents"``, ``"out_cents"``, ``"difference_cents"``, the overlay and
every line). ``--csv`` also writes it as CSV; the printed sheet, with a line
to sign per person, is ``print cash --out FILE.pdf``.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from floortool.app.floor import Floor
from floortool.app.views.cash import cash_report
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.help_text import help_text
from floortool.cli.output import Output
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Money, Phrase, translate


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    actions = command_group(
        commands,
        "report",
        help=help_text(translate("cli.report_cmd", "reports for the cage: the cash report")),
        parser_class=parser_class,
    )
    cash = actions.add_parser(
        "cash",
        help=help_text(
            translate("cli.report_cmd", "money in, money out, and the difference (0.00)")
        ),
    )
    cash.add_argument(
        "--csv",
        metavar=help_text(translate("cli.report_cmd", "FILE.csv")),
        help=help_text(translate("cli.report_cmd", "also write the report as CSV")),
    )
    cash.set_defaults(handler=_cash)


def _cash(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    report = cash_report(floor.state, current_event(args, floor))
    document = report.to_json()
    if args.csv is not None:
        path = Path(args.csv)
        try:
            path.write_text(report.csv_text(), encoding="utf-8")
        except OSError as exc:
            raise InvalidInput(
                translate("cli.report_cmd", "Cannot write {path}: {reason}.").fill(
                    path=path, reason=exc.strerror or exc
                ),
                field="csv",
            ) from None
        document["written"] = str(path)
    money = out.words.numbers.money
    lines: list[str | Phrase] = [
        translate("cli.report_cmd", "Cash report: {event}").fill(event=report.event),
        translate("cli.report_cmd", "Money in:"),
    ]
    lines += [
        f"  {line.kind:<24} {line.detail:<26} {money(line.cents, grouped=False):>12}"
        for line in report.money_in
    ]
    lines.append(translate("cli.report_cmd", "Money out:"))
    lines += [
        f"  {line.kind:<24} {line.payee:<26} {money(line.cents, grouped=False):>12}"
        for line in report.money_out
    ]
    lines.append(
        translate("cli.report_cmd", "In {money_in}, out {money_out}, difference {difference}").fill(
            money_in=Money(report.in_cents, grouped=False),
            money_out=Money(report.out_cents, grouped=False),
            difference=Money(report.difference_cents, grouped=False),
        )
    )
    out.done(document, lines)
    return EXIT_DONE
