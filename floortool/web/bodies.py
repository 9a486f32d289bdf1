"""Web layer: a request's body as the JSON object it must be, or a 400 saying so.

The body guard (``guards.BodyLimit``) has read it already, so it is at most
``MAX_BODY`` bytes. A body that is not UTF-8 JSON, not an object, or that holds a
text no database (nor UTF-8) can keep — JSON's lone ``\\ud800`` escapes — is refused
(``bad_request``) before any route reads a field of it; an empty body is ``{}``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from starlette.requests import Request

from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.input_checks import check_json_texts
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.web.errors import ApiError

Body = Mapping[str, Any]


NOT_AN_OBJECT = translate("web.bodies", "The request is not a JSON object.")


async def json_body(request: Request, *, refusal: str | Phrase = NOT_AN_OBJECT) -> Body:
    """The request's JSON object (``{}`` when empty); 400 ``refusal`` when it is none."""
    raw = await request.body()
    if not raw:
        return {}
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ApiError(400, "bad_request", refusal) from None
    if not isinstance(data, dict):
        raise ApiError(400, "bad_request", refusal)
    try:
        check_json_texts(data, what="The request")
    except FloorError as exc:
        raise ApiError(400, "bad_request", exc.phrase) from None
    return data
