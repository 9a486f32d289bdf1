"""Write the bundled clock sounds (resources/sounds/*.wav) from simple tones.

Run once after changing a tone: ``.venv/bin/python packaging/make_sounds.py``.
The files are small 16-bit mono WAVs that every platform's player accepts.
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 22_050
FOLDER = Path(__file__).resolve().parents[1] / "resources" / "sounds"

#: name -> list of (frequency in Hz, seconds); frequency 0 is silence.
SOUNDS: dict[str, list[tuple[float, float]]] = {
    "level.wav": [(659.3, 0.25), (0, 0.05), (880.0, 0.25), (0, 0.05), (1318.5, 0.5)],
    "warning.wav": [(880.0, 0.15), (0, 0.1), (880.0, 0.15), (0, 0.1), (880.0, 0.15)],
    "break-over.wav": [(523.3, 0.2), (659.3, 0.2), (784.0, 0.2), (1046.5, 0.6)],
}


def tone(frequency: float, seconds: float) -> bytes:
    """A sine tone with short fades, so it does not click."""
    count = int(RATE * seconds)
    fade = int(RATE * 0.01)
    frames = []
    for i in range(count):
        envelope = min(1.0, i / fade, (count - i) / fade) if fade else 1.0
        value = math.sin(2 * math.pi * frequency * i / RATE) if frequency else 0.0
        frames.append(struct.pack("<h", int(12_000 * envelope * value)))
    return b"".join(frames)


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name, notes in SOUNDS.items():
        with wave.open(str(FOLDER / name), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(b"".join(tone(f, s) for f, s in notes))
        print(f"wrote {FOLDER / name}")


if __name__ == "__main__":
    main()
