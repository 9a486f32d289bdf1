"""Domain layer, the kernel: what every subject stands on and that knows no subject.

Refusals (``errors``, ``remedies``), money and the small text grammars (``money``,
``text``, ``input_checks``, ``json_text``, ``csv_rows``, ``shown_text``, ``plurals``),
which fields anybody may see (``public_fields``),
the copy-on-write books (``overlay``, ``record_book``), the journal's event base
class and its kinds (``journal``) and the scratch floor of a decision (``draft``).
Nothing here imports a subject package or the fold (``pyproject.toml``'s layer
contract); the subjects name the state only for type checking.
"""
