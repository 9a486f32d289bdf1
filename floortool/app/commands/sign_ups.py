"""App layer: the sign-up commands — a phone's sign-up, the director's list, and the
desk's confirmation or refusal of a pending sign-up — each one journal group in the
event's undo scope.

Confirmation and removal name the sign-up by its number; what a director typed
(a name) is read into that number at the edge (``sign_ups.require_pending``).
Confirming is registering: the player (the one with the sign-up's membership
number, else the one of its name, else a new player with both) is entered by the
same decision as at the desk (``decide_entry``: price, stack, seat or the waiting
list), and the sign-up is settled with that entry in the same group, so undo
puts the sign-up back on the pending list and takes the entry out of the field.
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.app.commands.base import Context, Outcome
from floortool.app.commands.registration import seated_label
from floortool.domain.kernel import nouns
from floortool.domain.kernel.draft import Draft
from floortool.domain.kernel.journal import event_scope
from floortool.domain.kernel.phrases import counted, translate
from floortool.domain.players.records import (
    AmbiguousPlayer,
    Player,
    clean_fields,
    decide_add_players,
    find_player,
    membership_key,
)
from floortool.domain.registration.decisions import decide_entry
from floortool.domain.registration.sign_up_lists import read_sign_up_list
from floortool.domain.registration.sign_ups import (
    CONFIRMED,
    REJECTED,
    SignUp,
    SignUpSettled,
    decide_listed_sign_ups,
    decide_phone_sign_up,
    pending_sign_up,
    sign_ups_of,
)


@dataclass(frozen=True)
class ReceiveSignUp:
    """A player signed up from a phone: the name waits at the desk."""

    event_id: int
    name: str
    membership: str = ""

    def run(self, ctx: Context) -> Outcome:
        event = decide_phone_sign_up(ctx.state, self.event_id, self.name, self.membership)
        name = event.people[0]["name"]
        return Outcome(
            scope=event_scope(self.event_id),
            label=translate("app.commands.sign_ups", "Sign-up from a phone: {name}").fill(
                name=name
            ),
            events=[event],
        )


@dataclass(frozen=True)
class ImportSignUps:
    """The sign-ups of a CSV list join the pending list (all of them, or none)."""

    event_id: int
    text: str
    source: str = ""

    def run(self, ctx: Context) -> Outcome:
        pending = sign_ups_of(ctx.state, self.event_id).pending()
        people = read_sign_up_list(self.text, pending)
        event = decide_listed_sign_ups(ctx.state, self.event_id, people)
        sign_ups = counted(
            len(people),
            translate("app.commands.sign_ups", "{count} sign-up"),
            translate("app.commands.sign_ups", "{count} sign-ups"),
        )
        label = (
            translate("app.commands.sign_ups", "Import {sign_ups} from {source}")
            if self.source
            else translate("app.commands.sign_ups", "Import {sign_ups}")
        ).fill(sign_ups=sign_ups, source=self.source)
        return Outcome(scope=event_scope(self.event_id), label=label, events=[event])


def _signed_up_player(draft: Draft, sign_up: SignUp) -> Player:
    """The player a sign-up is: the one with its membership number, else the one of its
    name (without a number), else a new player with its name and number."""
    players = draft.state.players
    if sign_up.membership:
        members = players.with_membership(membership_key(sign_up.membership))
        if members:
            return members[0]
    else:
        try:
            found = find_player(players, sign_up.name)
        except AmbiguousPlayer as exc:
            candidates = exc.details.get("candidates", [])
            raise AmbiguousPlayer(
                translate(
                    "app.commands.sign_ups",
                    "{players} are called {sign_up}, so this sign-up cannot say which:"
                    " remove it from the list and register the player at the desk by"
                    " number.",
                ).fill(
                    players=nouns.players(len(candidates)),
                    sign_up=sign_up.name,
                ),
                candidates=candidates,
            ) from None
        if found is not None:
            return found
    fields = clean_fields(sign_up.name, membership=sign_up.membership)
    added = decide_add_players(draft.state.players, [fields])
    draft.add(added)
    return draft.state.players[added.players[0]["id"]]


@dataclass(frozen=True)
class ConfirmSignUp:
    """The director took the money: pending sign-up ``sign_up_id`` is registered."""

    event_id: int
    sign_up_id: int

    def run(self, ctx: Context) -> Outcome:
        sign_up = pending_sign_up(ctx.state, self.event_id, self.sign_up_id)
        draft = Draft(ctx.state, self.event_id)
        player = _signed_up_player(draft, sign_up)
        entry = decide_entry(draft, self.event_id, player, reentry=False, now=ctx.now, rng=ctx.rng)
        draft.add(SignUpSettled(self.event_id, sign_up.id, CONFIRMED, entry.id))
        seated = seated_label(draft, self.event_id, [entry.id], ctx.now)
        return Outcome(
            scope=event_scope(self.event_id),
            label=translate("app.commands.sign_ups", "Confirm the sign-up of {player}").fill(
                player=seated[0]
            ),
            events=draft.events,
        )


@dataclass(frozen=True)
class RejectSignUp:
    """Pending sign-up ``sign_up_id`` is taken off the list (nobody paid, or a joke)."""

    event_id: int
    sign_up_id: int

    def run(self, ctx: Context) -> Outcome:
        sign_up = pending_sign_up(ctx.state, self.event_id, self.sign_up_id)
        event = SignUpSettled(self.event_id, sign_up.id, REJECTED)
        return Outcome(
            scope=event_scope(self.event_id),
            label=translate("app.commands.sign_ups", "Remove {name} from the sign-up list").fill(
                name=sign_up.name
            ),
            events=[event],
        )
