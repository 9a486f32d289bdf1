"""``GET /api/layout-image?layout=NAME&image=FILE`` (issue 29: "add a logo and sponsor
images"): "only pictures a readable layout names, the right Content-Type from the
sniffed bytes, ``X-Content-Type-Options: nosniff``, 404/422 with reasons". Each
guard has its request here, refused with the status and reason the module's
docstring gives; and ``GET /api/layout`` tells the page which pictures it can show
and why not the others."""

from __future__ import annotations

from tests.layout_pictures import own_layout, picture_bytes, picture_layout, put_picture
from tests.web.web_floor import client_of, open_floor

from floortool.domain.display.pictures import MAX_PICTURE_BYTES


def get(db_url: str, **params: str):  # type: ignore[no-untyped-def]
    with client_of(open_floor(db_url)) as client:
        return client.get("/api/layout-image", params=params)


def test_a_picture_the_layout_shows_is_served_as_its_bytes_say(db_url: str) -> None:
    picture_layout()
    png = get(db_url, layout="pictures", image="logo.png")
    jpeg = get(db_url, layout="pictures", image="sponsor.jpg")
    assert png.status_code == 200 and png.content == picture_bytes(400, 160)
    assert png.headers["content-type"] == "image/png"
    assert jpeg.headers["content-type"] == "image/jpeg"
    assert png.headers["x-content-type-options"] == "nosniff"


def test_the_type_comes_from_the_bytes_not_the_name(db_url: str) -> None:
    """A JPEG named ``.png`` is sent as a JPEG."""
    put_picture("logo.png", picture_bytes(40, 40, "JPEG"))
    own_layout("mine", {"id": "a", "show": "image", "image": "logo.png", "box": [0, 0, 1, 1]})
    assert get(db_url, layout="mine", image="logo.png").headers["content-type"] == "image/jpeg"


def test_a_picture_is_fetched_once_by_its_etag(db_url: str) -> None:
    picture_layout()
    with client_of(open_floor(db_url)) as client:
        first = client.get("/api/layout-image", params={"layout": "pictures", "image": "logo.png"})
        again = client.get(
            "/api/layout-image",
            params={"layout": "pictures", "image": "logo.png"},
            headers={"If-None-Match": first.headers["etag"]},
        )
    assert again.status_code == 304 and not again.content


def test_each_guard_refuses_with_its_reason(db_url: str) -> None:
    picture_layout()
    put_picture("other.png", picture_bytes(10, 10))  # in the folder, shown by no layout
    put_picture("fake.png", b"<svg onload='alert(1)'></svg>")
    put_picture("big.png", b"\x89PNG\r\n\x1a\n" + b"\0" * MAX_PICTURE_BYTES)
    own_layout(
        "hostile",
        *(
            {"id": f"r{n}", "show": "image", "image": name, "box": [0, n * 0.2, 1, 0.2]}
            for n, name in enumerate(("fake.png", "big.png", "gone.png"))
        ),
    )
    own_layout("broken", {"id": "x", "show": "iframe", "box": [0, 0, 1, 1]})
    cases = {
        "no picture named": ({"layout": "pictures"}, 422, "Give the layout and the picture"),
        "a path": ({"layout": "pictures", "image": "../pictures.json"}, 422, "is a path"),
        "not a plain name": ({"layout": "pictures", "image": ".logo.png"}, 422, "plain file"),
        "no such layout": ({"layout": "nope", "image": "logo.png"}, 404, "no layout 'nope'"),
        "unreadable layout": ({"layout": "broken", "image": "logo.png"}, 422, "'iframe'"),
        "not shown by it": ({"layout": "pictures", "image": "other.png"}, 404, "shows no picture"),
        "not there": ({"layout": "hostile", "image": "gone.png"}, 404, "no picture gone.png"),
        "markup": ({"layout": "hostile", "image": "fake.png"}, 422, "SVG or other markup"),
        "too big": ({"layout": "hostile", "image": "big.png"}, 422, "a picture is at most"),
    }
    for what, (params, status, reason) in cases.items():
        answer = get(db_url, **params)
        assert answer.status_code == status, what
        assert reason in answer.json()["error"]["message"], what
        assert answer.headers["content-type"].startswith("application/json"), what


def test_the_layout_says_which_pictures_the_page_can_show(db_url: str) -> None:
    picture_layout()
    with client_of(open_floor(db_url)) as client:
        served = client.get("/api/layout", params={"name": "pictures"}).json()
    assert served["pictures"] == {
        "logo.png": {"width": 400, "height": 160},
        "sponsor.jpg": {"width": 300, "height": 300},
    }
    assert list(served["picture_problems"]) == ["gone.png"]
    assert "no picture gone.png" in served["picture_problems"]["gone.png"]
