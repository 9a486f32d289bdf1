"""Reports layer: the QR code of a short text (an entry id on a seat card, the
address the window shares on the venue network), fast.

A seat-card batch draws thousands of codes, so this encoder does only what a
short text needs, with everything that does not depend on the text worked out
once per version: byte mode, error-correction level M (15 % of the code may
be damaged), versions 1 to 6 (21 to 41 modules a side, up to 106 bytes of
text; from version 4 the codewords are split into equal Reed-Solomon blocks
and interleaved), and always mask pattern 0. The mask a full encoder picks
only makes a code a little easier to scan; any mask is a valid code.
``mask_operators`` turns the matrix into the PDF image a card paints. Pure
Python: the window draws the same matrix (``ui.qr_view``) without ReportLab.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from operator import itemgetter

#: Per version at level M: (blocks, data codewords per block, error-correction
#: codewords per block); every block of these versions is the same size.
_BLOCKS = {
    1: (1, 16, 10),
    2: (1, 28, 16),
    3: (1, 44, 26),
    4: (2, 32, 18),
    5: (2, 43, 24),
    6: (4, 27, 16),
}
#: Per version: (data codewords, error-correction codewords) in all.
_CAPACITY = {v: (n * data, n * ec) for v, (n, data, ec) in _BLOCKS.items()}
#: Per version: the centre of its one alignment pattern (version 1 has none).
_ALIGNMENT = {1: None, 2: 18, 3: 22, 4: 26, 5: 30, 6: 34}
#: Format information for level M (bits 00) with mask 0, before the BCH code.
_FORMAT_DATA = 0b00_000
_PAD = (0xEC, 0x11)
MAX_BYTES = _CAPACITY[6][0] - 2  # mode (4 bits), length (8 bits) and the terminator


def _gf_tables() -> tuple[list[int], list[int]]:
    """Exponent and logarithm tables of GF(256) with the QR polynomial 0x11D."""
    exp = [0] * 512
    log = [0] * 256
    value = 1
    for power in range(255):
        exp[power] = value
        log[value] = power
        value <<= 1
        if value & 0x100:
            value ^= 0x11D
    for power in range(255, 512):
        exp[power] = exp[power - 255]
    return exp, log


_EXP, _LOG = _gf_tables()


@cache
def _remainder_table(degree: int) -> tuple[int, ...]:
    """For each byte value f: f times the Reed-Solomon generator of ``degree``
    (its leading 1 left out), packed into one integer, highest power first."""
    poly = [1]
    for root in range(degree):
        nxt = [0] * (len(poly) + 1)
        for i, coef in enumerate(poly):
            nxt[i] ^= coef
            if coef:
                nxt[i + 1] ^= _EXP[_LOG[coef] + root]
        poly = nxt
    logs = [_LOG[g] for g in poly[1:]]
    table = [0]
    for factor in range(1, 256):
        products = bytes(_EXP[_LOG[factor] + lg] for lg in logs)
        table.append(int.from_bytes(products, "big"))
    return tuple(table)


def _error_correction(data: bytes, degree: int) -> bytes:
    """The remainder of ``data`` times x^degree divided by the generator polynomial."""
    table = _remainder_table(degree)
    shift = 8 * (degree - 1)
    keep = (1 << shift) - 1
    rem = 0
    for byte in data:
        rem = ((rem & keep) << 8) ^ table[byte ^ (rem >> shift)]
    return rem.to_bytes(degree, "big")


def _format_bits() -> int:
    rem = _FORMAT_DATA
    for _ in range(10):
        rem = (rem << 1) ^ ((rem >> 9) * 0x537)
    return ((_FORMAT_DATA << 10) | rem) ^ 0x5412


@dataclass(frozen=True)
class _Template:
    """What every code of one version shares: the function patterns (with the
    format information) as ``0``/``1`` characters, row after row, and the data
    modules in placement order with the mask over them."""

    size: int
    base: str
    cells: int  # data modules (codewords and remainder bits)
    mask: int  # one bit per data module, first placed highest: 1 where mask 0 flips it
    #: Picks the matrix, row after row, from the placed data modules followed by ``base``.
    pick: Callable[[str], tuple[str, ...]]


@cache
def _template(version: int) -> _Template:
    size = 17 + 4 * version
    dark = [[False] * size for _ in range(size)]
    fixed = [[False] * size for _ in range(size)]

    def put(row: int, col: int, is_dark: bool) -> None:
        dark[row][col] = is_dark
        fixed[row][col] = True

    for i in range(size):  # timing patterns
        put(6, i, i % 2 == 0)
        put(i, 6, i % 2 == 0)
    for top, left in ((3, 3), (3, size - 4), (size - 4, 3)):  # finders and separators
        for dr in range(-4, 5):
            for dc in range(-4, 5):
                r, c = top + dr, left + dc
                if 0 <= r < size and 0 <= c < size:
                    put(r, c, max(abs(dr), abs(dc)) not in (2, 4))
    centre = _ALIGNMENT[version]
    if centre is not None:
        for dr in range(-2, 3):
            for dc in range(-2, 3):
                put(centre + dr, centre + dc, max(abs(dr), abs(dc)) != 1)
    bits = _format_bits()
    for i in range(15):  # both copies of the format information
        bit = (bits >> i) & 1 == 1
        if i < 6:
            put(i, 8, bit)
        elif i < 8:
            put(i + 1, 8, bit)
        else:
            put(8, 14 - i if i > 8 else 7, bit)
        if i < 8:
            put(8, size - 1 - i, bit)
        else:
            put(size - 15 + i, 8, bit)
    put(size - 8, 8, True)  # the dark module

    cells: list[int] = []
    mask = 0
    right = size - 1
    while right >= 1:
        if right == 6:
            right = 5
        upward = (right + 1) & 2 == 0
        for vert in range(size):
            row = size - 1 - vert if upward else vert
            for col in (right, right - 1):
                if not fixed[row][col]:
                    cells.append(row * size + col)
                    mask = (mask << 1) | ((row + col) % 2 == 0)
        right -= 2
    source = {flat: index for index, flat in enumerate(cells)}
    order = [source.get(flat, len(cells) + flat) for flat in range(size * size)]
    return _Template(
        size=size,
        base="".join("1" if d else "0" for line in dark for d in line),
        cells=len(cells),
        mask=mask,
        pick=itemgetter(*order),
    )


def _codewords(payload: bytes, version: int) -> bytes:
    """Mode, length, text, terminator and padding, then the error correction; with
    several blocks, the blocks' data interleaved, then their error correction."""
    blocks, per_block, ec_count = _BLOCKS[version]
    data_count = blocks * per_block
    length = len(payload)
    bits = (0b0100 << 8 | length) << 8 * length | int.from_bytes(payload, "big")
    used = 12 + 8 * length
    terminator = min(4, data_count * 8 - used)
    used += terminator + (-(used + terminator) % 8)
    bits <<= used - 12 - 8 * length
    data = bits.to_bytes(used // 8, "big")
    data += bytes(_PAD[i % 2] for i in range(data_count - len(data)))
    if blocks == 1:
        return data + _error_correction(data, ec_count)
    parts = [data[i * per_block : (i + 1) * per_block] for i in range(blocks)]
    checks = [_error_correction(part, ec_count) for part in parts]
    return bytes(part[i] for i in range(per_block) for part in parts) + bytes(
        check[i] for i in range(ec_count) for check in checks
    )


def qr_rows(text: str) -> tuple[str, ...]:
    """The QR code of ``text`` (UTF-8), row by row from the top: ``1`` dark, ``0`` light."""
    payload = text.encode("utf-8")
    if len(payload) > MAX_BYTES:
        raise ValueError(f"a QR code here holds at most {MAX_BYTES} bytes, not {len(payload)}")
    version = next(v for v, (n, _) in _CAPACITY.items() if len(payload) + 2 <= n)
    template = _template(version)
    words = _codewords(payload, version)
    stream = int.from_bytes(words, "big") << (template.cells - 8 * len(words))
    placed = format(stream ^ template.mask, f"0{template.cells}b")
    whole = "".join(template.pick(placed + template.base))
    size = template.size
    return tuple(whole[r * size : (r + 1) * size] for r in range(size))


def mask_operators(rows: tuple[str, ...]) -> str:
    """The code as PDF operators that paint its dark modules in the unit square (scale
    it to the code's side): an inline 1-bit image mask, one sample per module, in the
    current fill colour. A few hundred characters a code, where a path of its dark
    runs took thousands: seat cards by the ten thousand are mostly QR codes."""
    size = len(rows)
    spare = -size % 8  # each row of samples fills whole bytes
    digits = (size + spare) // 4
    samples = "".join(format(int(line, 2) << spare, f"0{digits}x") for line in rows)
    return f"BI /W {size} /H {size} /IM true /BPC 1 /D [1 0] /F /AHx ID {samples}> EI "
