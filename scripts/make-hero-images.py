#!/usr/bin/env python3
"""Paints the demo library's hero images, Fixtures/demo/rivers.png and lighthouse.png.

Standard library only (zlib and struct write the PNG), so anyone can regenerate them.
The pictures are built from smooth shapes and gradients rather than fine detail, because
dogear shows them as terminal cells: a 640x320 picture becomes about 80x20 cells, and only
large, soft forms survive that.

Usage: python3 scripts/make-hero-images.py [output-folder]
"""

import math
import os
import struct
import sys
import zlib

WIDTH, HEIGHT = 640, 320


# --- small colour helpers -------------------------------------------------------------


def mix(a, b, t):
    """Linear blend of two RGB tuples, t clamped to 0...1."""
    t = min(max(t, 0.0), 1.0)
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)


def smoothstep(edge0, edge1, x):
    """0 below edge0, 1 above edge1, a smooth S between: soft edges without supersampling."""
    if edge0 == edge1:
        return 0.0 if x < edge0 else 1.0
    t = min(max((x - edge0) / (edge1 - edge0), 0.0), 1.0)
    return t * t * (3 - 2 * t)


def gradient(stops, t):
    """Colour at t on a list of (position, colour) stops sorted by position."""
    if t <= stops[0][0]:
        return stops[0][1]
    for (p0, c0), (p1, c1) in zip(stops, stops[1:]):
        if t <= p1:
            return mix(c0, c1, (t - p0) / (p1 - p0))
    return stops[-1][1]


def hex_colour(text):
    return tuple(int(text[i : i + 2], 16) for i in (0, 2, 4))


# --- PNG writing --------------------------------------------------------------------------


def png_chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def write_png(path, width, height, pixel):
    """Writes an 8-bit RGB PNG; pixel(x, y) returns an (r, g, b) tuple of floats 0...255.

    Every row uses the Up filter (type 2): smooth pictures compress far better that way.
    """
    raw = bytearray()
    previous = bytes(width * 3)
    for y in range(height):
        row = bytearray()
        for x in range(width):
            r, g, b = pixel(x, y)
            row += bytes((clamp_byte(r), clamp_byte(g), clamp_byte(b)))
        raw.append(2)
        raw += bytes((row[i] - previous[i]) & 0xFF for i in range(len(row)))
        previous = bytes(row)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n")
        file.write(png_chunk(b"IHDR", header))
        file.write(png_chunk(b"IDAT", zlib.compress(bytes(raw), 9)))
        file.write(png_chunk(b"IEND", b""))


def clamp_byte(value):
    return min(max(int(round(value)), 0), 255)


# --- A Field Guide to Slow Rivers -------------------------------------------------------

RIVER_HORIZON = 118
RIVER_SCALE = 110.0  # screen pixels per world unit at the bottom edge
RIVER_DEPTH = 0.6  # world units of distance per unit of 1/t: lower looks more from above
SUN = (478.0, 94.0, 25.0)  # x, y, radius


def river_depth(y):
    """Perspective: t is 1 at the bottom edge and falls towards 0 at the horizon."""
    t = (y - RIVER_HORIZON) / (HEIGHT - RIVER_HORIZON)
    return t, RIVER_DEPTH * (1.0 / max(t, 1e-3) - 1.0)


def river_centre(z):
    """The river's centre line in world units: loops that grow as they come closer."""
    return 1.45 * math.sin(1.9 * z + 0.9) + 0.25 * math.sin(0.7 * z)


# An oxbow lake left beside the river: a screen ellipse (centre x, centre y, radii).
OXBOW = (176.0, 196.0, 58.0, 15.0)


RIVER_TREES = [
    # (world x, world z, size): placed clear of the channel.
    (-1.2, 0.15, 0.40),
    (2.6, 0.35, 0.42),
    (3.0, 0.55, 0.34),
    (-2.9, 1.0, 0.36),
    (-1.5, 1.7, 0.38),
    (2.2, 2.2, 0.36),
    (-2.6, 2.9, 0.40),
    (0.4, 3.6, 0.36),
    (2.9, 4.4, 0.45),
]


def rivers_sky(x, y):
    colour = gradient(
        [
            (0.0, hex_colour("4f86c0")),
            (0.45, hex_colour("9cc3de")),
            (0.80, hex_colour("f3dcb4")),
            (1.0, hex_colour("f4bd84")),
        ],
        y / RIVER_HORIZON,
    )
    sx, sy, radius = SUN
    distance = math.hypot(x - sx, y - sy)
    glow = math.exp(-((distance / 70.0) ** 2)) * 0.55
    colour = mix(colour, hex_colour("fff1d0"), glow)
    return mix(colour, hex_colour("fff8e6"), 1 - smoothstep(radius - 1.5, radius + 1.0, distance))


def rivers_hills(x, y, sky):
    far = RIVER_HORIZON - 22 - 11 * math.sin(x * 0.011 + 0.4) - 6 * math.sin(x * 0.029 + 1.3)
    near = RIVER_HORIZON - 7 - 9 * math.sin(x * 0.017 + 2.1) - 3 * math.sin(x * 0.05)
    colour = mix(sky, hex_colour("9aaebf"), smoothstep(far - 1, far + 1, y))
    return mix(colour, hex_colour("6f9070"), smoothstep(near - 1, near + 1, y))


def rivers_ground(x, y):
    t, z = river_depth(y)
    haze = (1 - t) ** 6
    field = gradient(
        [(0.0, hex_colour("a9b98a")), (0.35, hex_colour("7fa05a")), (1.0, hex_colour("4d7a34"))],
        t,
    )
    # Broad field strips, faint, fading out before they get fine enough to shimmer.
    strips = 0.5 + 0.5 * math.sin(z * 2.4 + (x - 320) / (RIVER_SCALE * t + 1e-6) * 0.8)
    field = mix(field, mix(field, hex_colour("c2b266"), 0.35), strips * smoothstep(0.18, 0.5, t))
    world_x = (x - 320) / (RIVER_SCALE * t + 1e-6)
    centre = river_centre(z)
    offset = world_x - centre
    half = 0.5
    edge = 1.2 / (RIVER_SCALE * t + 1e-6)  # one screen pixel, in world units
    bend = math.sin(1.9 * z + 0.9)
    bar_side = -1 if bend > 0 else 1
    bar_width = max(0.0, abs(bend) - 0.45) * 0.55
    oxbow, reeds = rivers_oxbow(x, y)
    colour = mix(field, hex_colour("4c6e34"), reeds)
    colour = mix(colour, mix(rivers_water(x, t, 0.0), hex_colour("6f9a8c"), 0.45), oxbow)
    if bar_width > 0 and 0 < offset * bar_side < half + bar_width + edge:
        sand = 1 - smoothstep(half + bar_width - edge, half + bar_width + edge, offset * bar_side)
        colour = mix(colour, hex_colour("e4d3a2"), sand)
    bank = 1 - smoothstep(half + 0.03 - edge, half + 0.03 + edge, abs(offset))
    colour = mix(colour, hex_colour("3f5a2f"), bank)
    water = 1 - smoothstep(half - edge, half + edge, abs(offset))
    if water > 0:
        colour = mix(colour, rivers_water(x, t, offset / half), water)
    return mix(colour, hex_colour("c9c7b0"), haze)


def rivers_oxbow(x, y):
    """How much of the old loop's water covers this pixel, 0...1, and of its reedy rim.

    Drawn in screen space as a flat horseshoe, which reads as a lake lying on the plain.
    """
    cx, cy, rx, ry = OXBOW
    ring = abs(math.hypot((x - cx) / rx, (y - cy) / ry) - 1.0) * ry
    opening = smoothstep(cx + rx * 0.55, cx + rx * 0.2, x)  # open towards the river
    water = (1 - smoothstep(2.2, 3.4, ring)) * opening
    rim = (1 - smoothstep(3.6, 5.0, ring)) * opening
    return water, rim


def rivers_water(x, t, across):
    """The river reflects the sky: blue in the near water, warm towards the sun's column."""
    base = mix(hex_colour("78acd6"), hex_colour("e9d2ae"), (1 - t) ** 1.5)
    base = mix(base, hex_colour("5d86a8"), 0.35 * abs(across) ** 3)
    glitter = math.exp(-(((x - SUN[0]) / (10 + 40 * t)) ** 2))
    return mix(base, hex_colour("fff3d8"), 0.8 * glitter)


def rivers_tree(x, y):
    """The colour of a tree covering (x, y), nearest tree first, or None."""
    for world_x, z, size in RIVER_TREES:
        t = 1.0 / (z / RIVER_DEPTH + 1.0)
        ground = RIVER_HORIZON + (HEIGHT - RIVER_HORIZON) * t
        radius = size * RIVER_SCALE * t * 0.55
        cx = 320 + world_x * RIVER_SCALE * t
        cy = ground - radius * 0.95
        dx, dy = (x - cx) / radius, (y - cy) / (radius * 1.1)
        d = math.hypot(dx, dy)
        if d < 1.05:
            light = smoothstep(0.9, -0.6, dx * 0.7 + dy * 0.7)
            crown = mix(hex_colour("2c5226"), hex_colour("6a9a4a"), light)
            return crown, 1 - smoothstep(0.95, 1.05, d)
        shadow = math.hypot((x - cx - radius * 0.7) / (radius * 1.3), (y - ground) / (radius * 0.3))
        if shadow < 1.0:
            return hex_colour("3d6330"), 0.45 * (1 - smoothstep(0.6, 1.0, shadow))
    return None


def rivers_pixel(x, y):
    if y < RIVER_HORIZON:
        colour = rivers_hills(x, y, rivers_sky(x, y))
    else:
        colour = rivers_ground(x, y)
    tree = rivers_tree(x, y)
    if tree is not None:
        colour = mix(colour, tree[0], tree[1])
    return colour


# --- The Quiet Craft of Lighthouse Keeping ------------------------------------------------

SEA_HORIZON = 196
TOWER_X = 168.0
TOWER_BASE, TOWER_TOP = 210.0, 100.0  # y of the tower's foot and of its gallery
LANTERN = (TOWER_X, 84.0)  # centre of the light
BEAM_ANGLE = math.radians(-8.0)  # a little above the horizontal, towards the right


def headland_top(x):
    """The skyline of the dark headland on the left, falling into the sea."""
    rise = 214 - 10 * math.exp(-(((x - 160) / 90) ** 2)) - 4 * math.sin(x * 0.05)
    fall = smoothstep(250, 430, x)
    return rise + fall * (HEIGHT + 20 - rise)


def lighthouse_sky(x, y):
    colour = gradient(
        [
            (0.0, hex_colour("1c2450")),
            (0.40, hex_colour("3d4a86")),
            (0.72, hex_colour("b56f96")),
            (0.90, hex_colour("ee9f70")),
            (1.0, hex_colour("f7c27f")),
        ],
        y / SEA_HORIZON,
    )
    afterglow = math.exp(-(((x - 520) / 160) ** 2) - (((y - SEA_HORIZON) / 60) ** 2))
    return mix(colour, hex_colour("ffd49a"), 0.5 * afterglow)


def lighthouse_sea(x, y):
    depth = (y - SEA_HORIZON) / (HEIGHT - SEA_HORIZON)
    colour = gradient(
        [(0.0, hex_colour("d99a86")), (0.12, hex_colour("5a5f8e")), (1.0, hex_colour("1d2c4a"))],
        depth,
    )
    # Long, low swells: soft bands that widen towards the viewer.
    swell = math.sin(1.0 / (depth + 0.05) * 7.0 + x * 0.004)
    colour = mix(colour, hex_colour("7d87b5"), 0.12 * max(swell, 0.0) * (1 - depth))
    glow = math.exp(-(((x - 520) / (30 + 90 * depth)) ** 2)) * (1 - depth) ** 1.5
    return mix(colour, hex_colour("f6c690"), 0.55 * glow)


def wrap_angle(angle):
    """The same direction, as an angle in -pi...pi."""
    return (angle + math.pi) % (2 * math.pi) - math.pi


STARS = [(40, 22), (96, 48), (250, 18), (300, 56), (372, 30), (430, 12), (468, 62),
         (560, 26), (610, 50), (22, 70), (530, 90), (350, 84)]


def star(x, y):
    """Brightness of a star at (x, y), 0...1: small soft dots in the dark upper sky."""
    best = 0.0
    for sx, sy in STARS:
        d2 = (x - sx) ** 2 + (y - sy) ** 2
        if d2 < 9:
            best = max(best, math.exp(-d2 / 1.2))
    return best * (1 - smoothstep(40, 110, y))


def beam(x, y):
    """The light's beam: a soft wedge from the lantern, fading with distance, 0...1."""
    dx, dy = x - LANTERN[0], y - LANTERN[1]
    distance = math.hypot(dx, dy)
    if distance < 1:
        return 1.0
    angle = wrap_angle(math.atan2(dy, dx) - BEAM_ANGLE)
    spread = 0.07 + 6.0 / distance
    core = math.exp(-((angle / spread) ** 2))
    behind = wrap_angle(angle - math.pi)
    back = 0.35 * math.exp(-((behind / (spread * 1.4)) ** 2))  # the far side of the lens
    halo = math.exp(-((distance / 26) ** 2))
    return min(1.0, (core + back) * math.exp(-distance / 420) + halo)


def tower(x, y):
    """Colour and coverage of the lighthouse, or None where it is not."""
    lx, ly = LANTERN
    # Dome.
    dome = math.hypot((x - lx) / 15, (y - (ly - 12)) / 11)
    if y < ly - 12 and dome < 1.05:
        return hex_colour("a3342c"), 1 - smoothstep(0.95, 1.05, dome)
    # Lantern room: glass full of light, with thin glazing bars.
    if ly - 13 <= y <= ly + 11 and abs(x - lx) <= 13:
        bars = 0.25 if abs(((x - lx) % 8) - 4) > 3.3 else 0.0
        return mix(hex_colour("fff4c4"), hex_colour("2a2a33"), bars), 1.0
    # Gallery: a dark band with a rail a little wider than the tower top.
    if ly + 11 < y <= TOWER_TOP + 4 and abs(x - lx) <= 20:
        return hex_colour("2b2d38"), 1.0
    if TOWER_TOP + 4 < y <= TOWER_BASE:
        t = (y - TOWER_TOP) / (TOWER_BASE - TOWER_TOP)
        half = 14 + 10 * t
        cover = 1 - smoothstep(half - 0.8, half + 0.8, abs(x - TOWER_X))
        if cover <= 0:
            return None
        stripe = int((y - TOWER_TOP) / ((TOWER_BASE - TOWER_TOP) / 5)) % 2
        paint = hex_colour("c23b30") if stripe == 0 else hex_colour("f2ece2")
        shade = smoothstep(-half, half, x - TOWER_X)  # lit from the sunset on the right
        return mix(mix(paint, hex_colour("3a2f48"), 0.55), paint, shade), cover
    return None


def cottage(x, y):
    """The keeper's cottage beside the tower: white walls, a red roof, one lit window."""
    left, right, eaves, floor = 196.0, 246.0, 194.0, 212.0
    if left <= x <= right and eaves <= y <= floor:
        if 200 <= y <= 206 and 226 <= x <= 234:
            return hex_colour("ffd98a")
        return mix(hex_colour("8a86a0"), hex_colour("e8e2d8"), smoothstep(left, right, x))
    ridge = eaves - 12
    if eaves - 12 <= y < eaves and left - 4 <= x <= right + 4:
        slope = (y - ridge) / 12
        if abs(x - (left + right) / 2) <= (right - left) / 2 + 4 - (1 - slope) * 10:
            return hex_colour("8c3a33")
    return None


def lighthouse_pixel(x, y):
    colour = lighthouse_sky(x, y) if y < SEA_HORIZON else lighthouse_sea(x, y)
    if y < SEA_HORIZON:
        colour = mix(colour, hex_colour("fffbe8"), star(x, y))
        colour = mix(colour, hex_colour("fff0c0"), 0.75 * beam(x, y))
    top = headland_top(x)
    land = smoothstep(top - 1, top + 1, y)
    if land > 0:
        rock = mix(hex_colour("2f3d3a"), hex_colour("1a2024"), smoothstep(top, top + 60, y))
        rock = mix(rock, hex_colour("3f5a3e"), (1 - smoothstep(top, top + 6, y)) * 0.8)
        colour = mix(colour, rock, land)
    house = cottage(x, y)
    if house is not None:
        colour = house
    painted = tower(x, y)
    if painted is not None:
        colour = mix(colour, painted[0], painted[1])
    return colour


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "demo")
    for name, pixel in (("rivers.png", rivers_pixel), ("lighthouse.png", lighthouse_pixel)):
        path = os.path.join(folder, name)
        write_png(path, WIDTH, HEIGHT, pixel)
        print(f"{os.path.normpath(path)}: {os.path.getsize(path)} bytes")


if __name__ == "__main__":
    main()
