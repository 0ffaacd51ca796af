#!/usr/bin/env python3
"""Writes capsule-r5-l30.obj: a convex polyhedral capsule (radius 5 mm, cylinder length 30 mm along z, centred at
the origin) in millimetres. Longitude/latitude tessellation: every quad has its four corners on two parallels and
two meridians, so it is an exactly planar isosceles trapezoid and the polyhedron is convex (its triangles split
planar quads). Run from this folder: python3 make_capsule.py
"""
import math

R, HALF, LON, LAT = 5.0, 15.0, 16, 4
rings = []            # (z, radius) from the bottom pole to the top pole, poles excluded
for k in range(1, LAT + 1):
    a = -math.pi / 2 + (math.pi / 2) * k / LAT
    rings.append((-HALF + R * math.sin(a), R * math.cos(a)))
for k in range(0, LAT):
    a = (math.pi / 2) * k / LAT
    rings.append((HALF + R * math.sin(a), R * math.cos(a)))
v = [(0.0, 0.0, -HALF - R)]
for z, r in rings:
    for j in range(LON):
        t = 2 * math.pi * j / LON
        v.append((r * math.cos(t), r * math.sin(t), z))
v.append((0.0, 0.0, HALF + R))
top = len(v) - 1
f = []
for j in range(LON):
    j1 = (j + 1) % LON
    f.append((0, 1 + j1, 1 + j))
for i in range(len(rings) - 1):
    a0, b0 = 1 + i * LON, 1 + (i + 1) * LON
    for j in range(LON):
        j1 = (j + 1) % LON
        f.append((a0 + j, a0 + j1, b0 + j1))
        f.append((a0 + j, b0 + j1, b0 + j))
last = 1 + (len(rings) - 1) * LON
for j in range(LON):
    j1 = (j + 1) % LON
    f.append((top, last + j, last + j1))
with open("capsule-r5-l30.obj", "w") as out:
    out.write("# convex capsule, radius 5 mm, cylinder length 30 mm along z (make_capsule.py)\n")
    for p in v:
        out.write("v %r %r %r\n" % p)
    for a, b, c in f:
        out.write(f"f {a + 1} {b + 1} {c + 1}\n")
