"""Domain layer, fold: the undo history — which journal groups are live, scope by scope,
who did each and what each changed.

Undo is linear within a scope (one tournament, or the global scope for the shared
player database), as in a text editor: an ``undone`` marker takes back the latest
live group of its scope, a ``redone`` marker brings the most recently undone one
back, and a new action clears what could be redone. What a group changed
follows from its events' kinds (``kinds.subjects_of``), so it lives here, above
the subjects that define the kinds; ``replay`` folds the live groups.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from floortool.domain.fold.kinds import subjects_of
from floortool.domain.kernel.errors import NothingToRedo, NothingToUndo
from floortool.domain.kernel.journal import REDONE, UNDONE, JournalEntry, Subject
from floortool.domain.kernel.phrase_data import kept_phrase
from floortool.domain.kernel.phrases import Phrase, translate


@dataclass
class ScopeHistory:
    """Undo and redo stacks of one scope (group numbers, oldest first)."""

    applied: list[int] = field(default_factory=list)
    redoable: list[int] = field(default_factory=list)


@dataclass
class History:
    """Which groups are live, scope by scope, after reading the journal."""

    scopes: dict[str, ScopeHistory] = field(default_factory=dict)
    labels: dict[int, str] = field(default_factory=dict)  # every group seen, by number
    #: Each group's label kept as data (``phrase_data``), where its rows keep it.
    words: dict[int, Mapping[str, Any]] = field(default_factory=dict)
    owners: dict[int, str] = field(default_factory=dict)  # who did each group (its operator)
    changes: dict[int, frozenset[Subject]] = field(default_factory=dict)  # by group
    _live: set[int] = field(default_factory=set)  # the groups applied, over every scope

    def read(self, entries: Iterable[JournalEntry]) -> None:
        for entry in entries:
            scope = self.scopes.get(entry.scope)
            if scope is None:
                scope = self.scopes[entry.scope] = ScopeHistory()
            if entry.kind == UNDONE:
                group = int(entry.data["group"])
                scope.applied.remove(group)
                scope.redoable.append(group)
                self._live.discard(group)
            elif entry.kind == REDONE:
                group = int(entry.data["group"])
                scope.redoable.remove(group)
                scope.applied.append(group)
                self._live.add(group)
            else:
                self.changes[entry.group] = self.subjects(entry.group) | subjects_of(entry.kind)
                if entry.group not in self.labels:
                    self.labels[entry.group] = entry.label
                    if entry.label_words is not None:
                        self.words[entry.group] = entry.label_words
                    self.owners[entry.group] = entry.operator
                    scope.applied.append(entry.group)
                    scope.redoable.clear()
                    self._live.add(entry.group)

    def live_groups(self) -> set[int]:
        return set(self._live)

    def copy(self) -> History:
        """An independent copy."""
        return History(
            scopes={
                name: ScopeHistory(list(s.applied), list(s.redoable))
                for name, s in self.scopes.items()
            },
            labels=dict(self.labels),
            words=dict(self.words),
            owners=dict(self.owners),
            changes=dict(self.changes),
            _live=set(self._live),
        )

    def is_live(self, group: int) -> bool:
        return group in self._live

    def marked(self, marker: JournalEntry) -> tuple[int, bool]:
        """The group an undo or redo ``marker`` names, and whether it is live once the
        marker is read (this history is left as it is). Raises ``ValueError`` for a
        marker its scope cannot take."""
        group = int(marker.data["group"])
        scope = self.scopes.get(marker.scope, ScopeHistory())
        if marker.kind == UNDONE and group in scope.applied:
            return group, False
        if marker.kind == REDONE and group in scope.redoable:
            return group, True
        raise ValueError(f"{marker.kind} of group {group} does not fit scope {marker.scope}")

    def undo_target(self, scope: str, operator: str | None = None) -> int:
        """The group an undo in ``scope`` would take back: the latest live one, or with
        ``operator`` the latest live one that operator did (one station's own)."""
        history = self.scopes.get(scope)
        groups = history.applied if history else []
        group = self._latest(groups, operator)
        if group is None:
            raise NothingToUndo(_nothing("undo", groups, operator))
        return group

    def redo_target(self, scope: str, operator: str | None = None) -> int:
        """The group a redo in ``scope`` would bring back (with ``operator``: the most
        recently undone one that operator did)."""
        history = self.scopes.get(scope)
        groups = history.redoable if history else []
        group = self._latest(groups, operator)
        if group is None:
            raise NothingToRedo(_nothing("redo", groups, operator))
        return group

    def _latest(self, groups: list[int], operator: str | None) -> int | None:
        if operator is None:
            return groups[-1] if groups else None
        owners = self.owners
        return next((g for g in reversed(groups) if owners.get(g) == operator), None)

    def owner(self, group: int) -> str:
        """The operator who did ``group``."""
        return self.owners.get(group, "")

    def label(self, group: int) -> str:
        """The label of ``group`` in English (as ``--json`` and the logs write it)."""
        return self.labels.get(group, "")

    def phrase(self, group: int) -> Phrase | str:
        """The label of ``group`` to be said in the reader's language (the English of a
        group written before labels were kept as data)."""
        return kept_phrase(self.words.get(group), self.label(group))

    def subjects(self, group: int) -> frozenset[Subject]:
        """What ``group`` changed, and so what undoing or redoing it changes."""
        return self.changes.get(group, frozenset())


def _nothing(verb: str, groups: list[int], operator: str | None) -> Phrase:
    """Why there is nothing to undo (or redo): nothing at all, or nothing of ``operator``'s
    though other stations have something."""
    if verb == "undo":
        if operator is None or not groups:
            return translate("domain.fold.history", "There is nothing to undo.")
        return translate(
            "domain.fold.history",
            "There is nothing done by {operator} to undo; the latest is another station's.",
        ).fill(operator=operator)
    if operator is None or not groups:
        return translate("domain.fold.history", "There is nothing to redo.")
    return translate(
        "domain.fold.history",
        "There is nothing done by {operator} to redo; the latest is another station's.",
    ).fill(operator=operator)
