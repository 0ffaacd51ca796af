"""Writes two_prong_r2000.dxf: a typical two-pawl snap-fit drawing (~100 edges after polygonising) for the
analyze performance target (docs/BENCHMARKS.md) and an end-to-end mirror-symmetry test. Run: python3 gen_two_prong.py.

Geometry: the shared simple hook (simple_hook_r2000.dxf in this folder, pawl 15 x 1.5 mm, hinge (0.75, 0),
1.0 mm undercut, 35 deg lead-in, ledge inner face x = 2) and its mirror image about x = -3 (pawl PAWL-2, hinge
(-6.75, 0), ledge inner face x = -8). The ledges' contact corners (2, -17) and (-8, -17) stay sharp; their three
other corners are rounded (r = 0.5 mm, LWPOLYLINE bulges), and a CIRCLE boss r = 2 at (-3, -30) (never reached)
adds realistic vertex count. Written as plain group codes (no CAD library) so every coordinate is known exactly."""
import math
import os

from dxf_writer import header, layers, ent, lwpoly, line, write

H = 1.0
LEAD = 35.0
RAMP = H / math.tan(math.radians(LEAD))
Y_RET = -15 + RAMP + 0.4
B = "%.17g" % math.tan(math.radians(22.5))   # bulge of a 90 deg arc


def fmt(v):
    return "%.17g" % v


def mirror(x):
    return -6 - x


pawl1 = [(0, 0), (0, -15), (1.5, -15), (1.5 + H, -15 + RAMP), (1.5 + H, Y_RET), (1.5, Y_RET), (1.5, 0)]
pawl2 = [(mirror(x), y) for x, y in pawl1]
# ledge 1 clockwise from the sharp contact corner (2, -17); clockwise arcs have negative bulges
ledge1 = [("2", "-17"), ("5.5", "-17", "-" + B), ("6", "-17.5"), ("6", "-19.5", "-" + B), ("5.5", "-20"),
          ("2.5", "-20", "-" + B), ("2", "-19.5")]
# the mirror image runs counter-clockwise: positive bulges
ledge2 = [(fmt(mirror(float(p[0]))), p[1]) + ((B,) if len(p) > 2 else ()) for p in ledge1]

e = []
e += lwpoly("20", "ROOT", [("-14", "0"), ("8", "0"), ("8", "4"), ("-14", "4")])
e += lwpoly("21", "PAWL_1", [(fmt(x), fmt(y)) for x, y in pawl1])
e += ent("POINT", "22", "HINGE_1", (10, "0.75"), (20, "0"), (30, "0"))
e += lwpoly("23", "PAWL-2", [(fmt(x), fmt(y)) for x, y in pawl2])
e += ent("POINT", "24", "HINGE-2", (10, "-6.75"), (20, "0"), (30, "0"))
e += lwpoly("25", "OBSTACLE", ledge1)
e += lwpoly("26", "OBSTACLE", ledge2)
e += ent("CIRCLE", "27", "OBSTACLE", (10, "-3"), (20, "-30"), (30, "0"), (40, "2"))
e += line("28", "DIRECTION", ("0", "0"), ("0", "-8"))

groups = header("AC1015", 4) + layers("ROOT", "PAWL_1", "HINGE_1", "PAWL-2", "HINGE-2", "OBSTACLE", "DIRECTION")
groups += [(0, "SECTION"), (2, "ENTITIES")] + e + [(0, "ENDSEC"), (0, "EOF")]
write("two_prong_r2000.dxf", groups)
