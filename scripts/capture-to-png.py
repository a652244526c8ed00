#!/usr/bin/env python3
"""Turns a `tmux capture-pane -e -p` capture (text with SGR colour escapes) into a PNG, so a
person can look at what the terminal showed. Cells are 8 x 16 pixels. Block elements
(U+2580-U+259F: halves, eighths, quadrants, shades) are drawn exactly; any other character is
drawn as a small bar in its foreground colour, enough to see where text is.

    tmux capture-pane -e -p -N -t SESSION > capture.txt   (-N keeps coloured trailing spaces)
    scripts/capture-to-png.py capture.txt capture.png
"""
import re
import struct
import sys
import zlib

CELL_W, CELL_H = 8, 16
DEFAULT_FG, DEFAULT_BG = (220, 220, 220), (24, 24, 24)
BASE16 = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
          (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
          (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]


def palette(index):
    if index < 16:
        return BASE16[index]
    if index < 232:
        index -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return (steps[index // 36], steps[index // 6 % 6], steps[index % 6])
    grey = 8 + (index - 232) * 10
    return (grey, grey, grey)


def block_mask(char):
    """The fraction boxes (x0, y0, x1, y1 in 0..1) a block element fills, or None."""
    code = ord(char)
    if code == 0x2580:
        return [(0, 0, 1, 0.5)]
    if 0x2581 <= code <= 0x2588:
        return [(0, 1 - (code - 0x2580) / 8, 1, 1)]
    if 0x2589 <= code <= 0x258F:
        return [(0, 0, (0x2590 - code) / 8, 1)]
    if code == 0x2590:
        return [(0.5, 0, 1, 1)]
    if code == 0x2594:
        return [(0, 0, 1, 0.125)]
    if code == 0x2595:
        return [(0.875, 0, 1, 1)]
    quads = {0x2596: "3", 0x2597: "4", 0x2598: "1", 0x2599: "134", 0x259A: "14",
             0x259B: "123", 0x259C: "124", 0x259D: "2", 0x259E: "23", 0x259F: "234"}
    if code in quads:
        boxes = {"1": (0, 0, 0.5, 0.5), "2": (0.5, 0, 1, 0.5), "3": (0, 0.5, 0.5, 1),
                 "4": (0.5, 0.5, 1, 1)}
        return [boxes[q] for q in quads[code]]
    return None


def parse(text):
    """Rows of (char, fg, bg)."""
    rows = []
    for line in text.split("\n"):
        fg, bg, reverse = DEFAULT_FG, DEFAULT_BG, False
        row = []
        for token in re.split(r"(\x1b\[[0-9;]*m)", line):
            match = re.fullmatch(r"\x1b\[([0-9;]*)m", token)
            if not match:
                for char in token:
                    row.append((char, bg, fg) if reverse else (char, fg, bg))
                continue
            codes = [int(c) if c else 0 for c in match.group(1).split(";")]
            i = 0
            while i < len(codes):
                code = codes[i]
                if code == 0:
                    fg, bg, reverse = DEFAULT_FG, DEFAULT_BG, False
                elif code == 7:
                    reverse = True
                elif code == 27:
                    reverse = False
                elif code in (38, 48) and i + 1 < len(codes):
                    if codes[i + 1] == 5:
                        colour = palette(codes[i + 2])
                        i += 2
                    else:
                        colour = tuple(codes[i + 2:i + 5])
                        i += 4
                    if code == 38:
                        fg = colour
                    else:
                        bg = colour
                elif code == 39:
                    fg = DEFAULT_FG
                elif code == 49:
                    bg = DEFAULT_BG
                elif 30 <= code <= 37:
                    fg = BASE16[code - 30]
                elif 40 <= code <= 47:
                    bg = BASE16[code - 40]
                elif 90 <= code <= 97:
                    fg = BASE16[code - 82]
                i += 1
        rows.append(row)
    while rows and not rows[-1]:
        rows.pop()
    return rows


def draw(rows):
    width = max((len(r) for r in rows), default=1) * CELL_W
    height = len(rows) * CELL_H
    pixels = [[DEFAULT_BG] * width for _ in range(height)]

    def fill(x0, y0, x1, y1, colour):
        for y in range(y0, y1):
            for x in range(x0, x1):
                pixels[y][x] = colour

    for r, row in enumerate(rows):
        for c, (char, fg, bg) in enumerate(row):
            x, y = c * CELL_W, r * CELL_H
            fill(x, y, x + CELL_W, y + CELL_H, bg)
            mask = block_mask(char)
            if mask:
                for (a, b, d, e) in mask:
                    fill(x + round(a * CELL_W), y + round(b * CELL_H), x + round(d * CELL_W),
                         y + round(e * CELL_H), fg)
            elif char.strip():
                fill(x + 1, y + 6, x + CELL_W - 1, y + 11, fg)
    return width, height, pixels


def write_png(path, width, height, pixels):
    raw = b"".join(b"\x00" + bytes(v for px in row for v in px) for row in pixels)

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    with open(path, "wb") as handle:
        handle.write(b"\x89PNG\r\n\x1a\n"
                     + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def main():
    with open(sys.argv[1], encoding="utf-8") as handle:
        rows = parse(handle.read())
    write_png(sys.argv[2], *draw(rows))


if __name__ == "__main__":
    main()
