"""Web layer: the language a request is answered in, and the pages' words in it.

A request names its language with ``?lang=CODE`` (checked as the command line's
``--lang``: an unknown code is refused with 400 ``bad_parameter``, naming the
languages there are); without it, it is answered in the server's language
(``serve``'s ``--lang``, else the computer's, ``app.languages.chosen_language``;
the window's "Share on the venue network" passes the window's). What the
server writes is said in that language: the refusals' ``message``, the
sentences of a document, the texts of a page's HTML and its ``<html lang>``.

A page's script takes its marker, ``const t = wordsOf("web.static.home")``, and
marks its texts ``t("Players left")`` (``static/words.js``); it reads them in the
page's language from ``GET /api/words?lang=CODE``: the translations of every
``web.static.*`` text of the shared catalogues, and how the language writes
numbers, one copy per language (ETag, 304). ``static_marks`` reads those marks
out of the scripts and pages, for ``make catalogues-update`` and the catalogue
tests. ``said_json`` answers with a document's sentences said in the request's
language.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from floortool.app.languages import LANGUAGES, catalogue
from floortool.domain.kernel.phrases import translate
from floortool.web.copies import Copy, copy_of, json_bytes, served
from floortool.web.documents import Document
from floortool.web.errors import ApiError, said_words, server_language, spoken_language

STATIC = Path(__file__).parent / "static"
#: The context of every text the pages' scripts and HTML mark (and its prefix).
STATIC_CONTEXT = "web.static"
#: A text marked in a script: ``t("Players left")`` (a plain literal, in the file's context).
SCRIPT_MARK = re.compile(r"""\bt\(\s*"((?:[^"\\\n]|\\.)*)"\s*[,)]""")
#: A script's marker: ``const t = wordsOf("web.static.home");``.
SCRIPT_MARKER = re.compile(r"""^const t = wordsOf\("(web\.static\.[a-z_]+)"\);$""", re.M)
#: A text marked in a page's HTML: ``{{Pair this phone}}``, in the context of its file.
HTML_MARK = re.compile(r"\{\{(.+?)\}\}")


def checked(code: str) -> str:
    """``?lang=``'s code, a language floortool speaks; else a 400 naming them."""
    known = spoken_language(code)
    if known is None:
        raise ApiError(
            400,
            "bad_parameter",
            translate(
                "web.language", "'lang' must be a language floortool speaks: one of {languages}."
            ).fill(languages=", ".join(LANGUAGES)),
        )
    return known


def request_language(request: Request) -> str:
    """The language the request is answered in: ``?lang=`` (checked), else the server's."""
    asked = request.query_params.get("lang")
    return server_language(request) if asked is None else checked(asked)


@cache
def words_copy(code: str) -> Copy:
    """The pages' words in language ``code``, as served (made once per language)."""
    words = catalogue(code)
    texts = {
        f"{context}\u0004{text}": said
        for (context, text), said in words.messages.items()
        if context.startswith(STATIC_CONTEXT + ".")
    }
    numbers = words.numbers
    document = {
        "language": code,
        "numbers": {
            "group": numbers.group,
            "decimal": numbers.decimal,
            "shortest_grouped": numbers.shortest_grouped,
            "singular": list(numbers.singular),
        },
        "texts": texts,
    }
    return copy_of(document, 0, 0.0)


def said_json(
    request: Request,
    document: Document,
    status_code: int = 200,
    headers: dict[str, str] | None = None,
) -> Response:
    """``document`` as the JSON answer to ``request``, its sentences (``Phrase``) said in
    the request's language (the server's when ``?lang=`` names none it speaks)."""
    body = json_bytes(document, said_words(request))
    return Response(body, status_code, headers, media_type="application/json")


async def words_route(request: Request) -> Response:
    """``GET /api/words[?lang=CODE]``: the pages' words in the request's language."""
    return served(request, words_copy(request_language(request)))


ROUTES = [Route("/api/words", words_route)]


#: A script's string literal (double or single quotes, or a template literal), or a comment.
LITERAL = r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|`(?:[^`\\]|\\.)*`'
COMMENT_OR_LITERAL = re.compile(r"//[^\n]*|/\*.*?\*/|" + LITERAL, re.S)


def without_comments(source: str) -> str:
    """A script's ``source`` without its comments (a ``//`` in a string literal kept)."""
    return COMMENT_OR_LITERAL.sub(
        lambda found: "" if found.group(0).startswith(("//", "/*")) else found.group(0), source
    )


def _unescaped(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text)


def static_marks(root: Path) -> Iterator[tuple[str, str]]:
    """Every (context, text) the pages' scripts and HTML under ``root`` mark (a reader of
    ``packaging/catalogue_update.py``): ``t("text")`` in the scripts, ``{{text}}`` in
    the HTML, each in the context of its file, ``web.static.<file's name>``."""
    static = root / "floortool" / "web" / "static"
    for script in sorted(static.glob("*.js")):
        for text in SCRIPT_MARK.findall(without_comments(script.read_text(encoding="utf-8"))):
            yield f"{STATIC_CONTEXT}.{script.stem}", _unescaped(text)
    for page in sorted(static.glob("*.html")):
        for text in HTML_MARK.findall(page.read_text(encoding="utf-8")):
            yield f"{STATIC_CONTEXT}.{page.stem}", text
