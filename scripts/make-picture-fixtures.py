#!/usr/bin/env python3
"""Writes the small test images of Fixtures/images (run from the repository root).

PNG files are written with the standard library alone; JPEG, GIF and WebP are converted from
them with ImageMagick's `convert` and libwebp's `cwebp` (Debian packages imagemagick and
webp: needed only to regenerate, the files are committed). Deterministic: the same tools
give the same bytes.
"""
import os
import struct
import subprocess
import zlib

OUT = os.path.join("Fixtures", "images")
CONVERT = "/usr/bin/convert"  # the real ImageMagick, not a stand-in earlier on PATH


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(width, height, rows, colour_type=2, bit_depth=8, level=9):
    """A PNG from raw rows (each without its filter byte)."""
    header = struct.pack(">IIBBBBB", width, height, bit_depth, colour_type, 0, 0, 0)
    raw = b"".join(b"\x00" + row for row in rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, level)) + chunk(b"IEND", b""))


def gradient(width, height):
    """Red grows to the right, blue downwards, a green band across the middle."""
    rows = []
    for y in range(height):
        row = bytearray()
        for x in range(width):
            green = 200 if height // 3 <= y < 2 * height // 3 else 40
            row += bytes((x * 255 // (width - 1), green, y * 255 // (height - 1)))
        rows.append(bytes(row))
    return png(width, height, rows)


def badge(size):
    """An orange disc on a transparent square: RGBA, for the alpha path."""
    rows = []
    centre = (size - 1) / 2
    for y in range(size):
        row = bytearray()
        for x in range(size):
            inside = (x - centre) ** 2 + (y - centre) ** 2 <= (size / 2) ** 2
            row += bytes((240, 140, 20, 255)) if inside else bytes((0, 0, 0, 0))
        rows.append(bytes(row))
    return png(size, size, rows, colour_type=6)


def huge_png(side):
    """A 1-bit greyscale PNG `side` pixels square: all black, so it compresses to a few KB,
    while decoding it naively would take side * side * 3 bytes."""
    row_bytes = (side + 7) // 8
    raw = (b"\x00" * (row_bytes + 1)) * side
    header = struct.pack(">IIBBBBB", side, side, 1, 0, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def write(name, data):
    with open(os.path.join(OUT, name), "wb") as handle:
        handle.write(data)


def main():
    os.makedirs(OUT, exist_ok=True)
    source = gradient(48, 24)
    write("gradient.png", source)
    write("badge.png", badge(16))
    write("gradient-truncated.png", source[: len(source) // 2])
    write("zero-size.png", png(0, 0, []))
    write("empty.png", b"")
    write("huge.png", huge_png(20000))
    write("not-an-image.png", b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4)
    write("drawing.svg", b'<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" '
          b'width="40" height="20"><rect width="40" height="20" fill="teal"/></svg>\n')
    path = lambda name: os.path.join(OUT, name)
    subprocess.run([CONVERT, path("gradient.png"), "-quality", "90", "-strip",
                    path("gradient.jpg")], check=True)
    subprocess.run(["cwebp", "-quiet", "-lossless", path("gradient.png"), "-o",
                    path("gradient.webp")], check=True)
    # Two frames: the first (red) is the one shown; the second (blue) must not be.
    subprocess.run([CONVERT, "-size", "16x16", "xc:#d02020", "-size", "16x16", "xc:#2040d0",
                    "-delay", "50", "-loop", "0", path("two-frames.gif")], check=True)
    with open(path("gradient.jpg"), "rb") as handle:
        jpeg = handle.read()
    # The start and the end intact, the tables and data between them scrambled.
    write("gradient-corrupt.jpg", jpeg[:20] + bytes(b ^ 0x5A for b in jpeg[20:-2]) + jpeg[-2:])
    # 6000 x 3000 of one colour: a few hundred KB that libjpeg decodes at a quarter size.
    subprocess.run([CONVERT, "-size", "6000x3000", "xc:#336699", "-quality", "5", "-sampling-factor", "4:2:0",
                    path("large.jpg")], check=True)


if __name__ == "__main__":
    main()
