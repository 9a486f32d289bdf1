"""Domain layer: floor rulings — situations as small decision trees, the ruling
each rulebook gives, the calculators the floor uses, and the incident log.

Situation files
===============

Each situation is one JSON file, ``resources/rulings/<id>.json``::

    {
      "id": "four-card-flop",            # kebab-case, the file's name
      "catalogue": [16],                 # entries in rulebooks.md §5 (a number or a list)
      "title": "Four-card flop",
      "keywords": ["4 card flop", ...],  # words the search box matches
      "games": ["stud"],                 # optional: only in these games (stud, flop)
      "questions": [                     # in the order the floor answers them
        {"id": "exposed", "text": "Which cards were exposed?",
         "choices": ["first-or-second", "one-later"],
         "labels": {"first-or-second": "The first or second card"}},  # labels optional
        {"id": "substantial_action"}     # a standard question: id only (see below)
      ],
      "outcomes": {                      # a list of branches per layer
        "<rulebook id>": [branch, ...],  # one list per rulebook record (rulings.rulebook_records)
        "ftr": [branch, ...],            # optional: events whose type contains FTR or FTRA
        "ftra": [branch, ...]            # optional: events whose type contains FTRA
      }
    }

A branch::

    {"when": {"exposed": "one-later", "substantial_action": ["no"]},  # a choice or a list
     "remedy": "replace-exposed-card",   # names the remedy; equal remedies agree
     "ruling": "One paragraph: the decision.",
     "steps": ["What the dealer does, in order."],
     "citations": [{"book": "TDA 2024", "ref": "35-A"}],
     "discretion": false,                # the director chooses (TDA 1, RRoP Decision 1 ...)
     "random": {"what": "burn card", "from": 4}}   # optional: a random pick (TDA 39-A)

How a ruling is decided
=======================

The layers are tried in order: ``ftra`` (FTRA events), ``ftr`` (FTR and FTRA
events), then the event's rulebook. Within them the first branch whose
``when`` matches the answers wins; an empty ``when`` always matches. A branch
an answer contradicts is skipped; the first branch that is not contradicted
but still has unanswered questions stops the decision, and exactly those
questions are asked (``AnswersRequired``). So the questions the floor is asked
are only those the event's rulebook needs, in the order its branches need
them. Each rulebook's own list must decide every combination of answers (the
files are checked for it); an FTR layer may leave cases to the rulebook.

Where the other rulebook gives a different remedy, it is shown as an
alternative, with the conditions it still depends on when the answers given
do not settle it.

A situation that names ``games`` is offered only in events dealing one of
them (``rulings.games``: the level's game in a mixed game, else the event's
type), and deciding it for another game is refused; without an event, every
situation is offered.

Standard questions: ``substantial_action`` (``yes``/``no``; TDA 2024 Rule 36,
or under the league rulebook Robert's "two players after the blinds have
acted") can be computed from the actions taken in the hand;
``action_on_street`` (``yes``/``no``) asks whether anyone has acted on the
current street. Citation books are ``TDA 2024``, ``RRoP v6``, ``House`` and
``FTR``; a rulebook's branches cite only its own books.
"""
