#!/usr/bin/env python3
"""Writes the tessellated cylinders of the built-in cable scenes as OBJ files in millimetres.

The same construction as qp's CableScenes.cylinder (centre at the origin, axis z, `segments` sides, two rings of
vertices and a fan on each cap, outward triangles), so that the scene files reproduce the built-in scenes up to the
unit conversion. Run from this folder: python3 make_cylinders.py
"""
import math


def cylinder(path, radius, half_length, segments):
    v = []
    t = []
    for k in range(segments):
        a = 2 * math.pi * k / segments
        cx = radius * math.cos(a)
        cy = radius * math.sin(a)
        v.append((cx, cy, -half_length))
        v.append((cx, cy, half_length))
    bottom = len(v)
    v.append((0.0, 0.0, -half_length))
    top = len(v)
    v.append((0.0, 0.0, half_length))
    for k in range(segments):
        k1 = (k + 1) % segments
        b0, t0, b1, t1 = 2 * k, 2 * k + 1, 2 * k1, 2 * k1 + 1
        t += [(b0, b1, t1), (b0, t1, t0), (bottom, b1, b0), (top, t0, t1)]
    with open(path, "w") as f:
        f.write(f"# cylinder radius {radius} mm, length {2 * half_length} mm, {segments} sides (make_cylinders.py)\n")
        for p in v:
            f.write("v %r %r %r\n" % p)
        for a, b, c in t:
            f.write(f"f {a + 1} {b + 1} {c + 1}\n")


cylinder("pulley-r100-l100.obj", 100.0, 50.0, 64)
cylinder("cylinder-r100-l200.obj", 100.0, 100.0, 64)
