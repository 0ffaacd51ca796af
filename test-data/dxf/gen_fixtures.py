"""Writes the hand-made DXF fixtures of this folder (run: python3 gen_fixtures.py). Plain Python, no CAD library:
each file is a list of (group code, value) pairs written exactly as below, so every coordinate is known exactly."""
import os

from dxf_writer import HERE, write, header, layers, ent, lwpoly, line  # noqa: F401


# ---- every entity, both layer spellings, blocks, OCS mirror
e = []
e += lwpoly("10", "PAWL_1", [("0", "0"), ("4", "0", "1"), ("4", "2"), ("0", "2")])
e += ent("CIRCLE", "11", "HINGE_1", (10, "0.5"), (20, "1"), (30, "0"), (40, "0.25"))
e += line("12", "PAWL-2", ("20", "0"), ("30", "0"))
e += ent("ARC", "13", "PAWL-2", (10, "30"), (20, "5"), (30, "0"), (40, "5"), (50, "270"), (51, "90"))
e += line("14", "PAWL-2", ("20", "10"), ("20", "0"))
e += line("15", "PAWL-2", ("30", "10"), ("20", "10"))
e += ent("POINT", "16", "HINGE-2", (10, "21"), (20, "5"), (30, "0"))
e += ent("ELLIPSE", "17", "OBSTACLE-A", (10, "0"), (20, "-20"), (30, "0"), (11, "6"), (21, "0"), (31, "0"),
         (40, "0.5"), (41, "0"), (42, "6.283185307179586"))
e += ent("ARC", "18", "obstacle", (10, "-40"), (20, "0"), (30, "0"), (40, "2"), (50, "0"), (51, "180"),
         (210, "0.0"), (220, "0.0"), (230, "-1.0"))
e += line("19", "obstacle", ("38", "0"), ("42", "0"))
e += ent("SPLINE", "1A", "OBSTACLE-B", (210, "0"), (220, "0"), (230, "1"), (70, "8"), (71, "2"), (72, "6"),
         (73, "3"), (74, "0"), (40, "0"), (40, "0"), (40, "0"), (40, "1"), (40, "1"), (40, "1"),
         (10, "0"), (20, "30"), (30, "0"), (10, "5"), (20, "40"), (30, "0"), (10, "10"), (20, "30"), (30, "0"))
e += line("1B", "OBSTACLE-B", ("10", "30"), ("0", "30"))
e += ent("INSERT", "1C", "OBSTACLE-C", (2, "TOOTH"), (10, "50"), (20, "0"), (30, "0"), (41, "2"), (42, "2"),
         (43, "2"), (50, "90"))
e += ent("INSERT", "1D", "OBSTACLE-D", (2, "TOOTH"), (10, "60"), (20, "0"), (30, "0"), (50, "30"))
e += line("1E", "DIRECTION", ("0", "0"), ("0", "-8"))
e += ent("TEXT", "1F", "0", (10, "0"), (20, "0"), (30, "0"), (40, "1"), (1, "not geometry"))
e += ent("POLYLINE", "20", "ROOT", (66, "1"), (10, "0"), (20, "0"), (30, "0"), (70, "1"))
for h, (x, y) in zip(("21", "22", "23", "24"), (("-6", "0"), ("8", "0"), ("8", "4"), ("-6", "4"))):
    e += ent("VERTEX", h, "ROOT", (10, x), (20, y), (30, "0"))
e += ent("SEQEND", "25", "ROOT")
blocks = [(0, "SECTION"), (2, "BLOCKS")]
blocks += ent("BLOCK", "30", "0", (2, "TOOTH"), (70, "0"), (10, "1"), (20, "1"), (30, "0"), (3, "TOOTH"))
blocks += lwpoly("31", "0", [("1", "1"), ("3", "1"), ("3", "2"), ("1", "2")])
blocks += ent("INSERT", "32", "0", (2, "PIN"), (10, "2"), (20, "1.5"), (30, "0"))
blocks += ent("ENDBLK", "33", "0")
blocks += ent("BLOCK", "34", "0", (2, "PIN"), (70, "0"), (10, "0"), (20, "0"), (30, "0"), (3, "PIN"))
blocks += ent("POINT", "35", "0", (10, "0"), (20, "0"), (30, "0"))
blocks += ent("ENDBLK", "36", "0")
blocks += [(0, "ENDSEC")]
write("all_entities_r2000.dxf", header("AC1015", 4) + layers("0", "ROOT", "PAWL_1", "HINGE_1", "PAWL-2", "HINGE-2",
      "OBSTACLE-A", "obstacle", "OBSTACLE-B", "OBSTACLE-C", "OBSTACLE-D", "DIRECTION") + blocks
      + [(0, "SECTION"), (2, "ENTITIES")] + e + [(0, "ENDSEC"), (0, "EOF")])

# ---- R12 POLYLINE flavours (no $INSUNITS)
p = []
p += ent("POLYLINE", "40", "OPEN2D", (66, "1"), (10, "0"), (20, "0"), (30, "0"), (70, "0"))
for h, (x, y) in zip(("41", "42", "43"), (("0", "0"), ("10", "0"), ("10", "5"))):
    p += ent("VERTEX", h, "OPEN2D", (10, x), (20, y), (30, "0"))
p += ent("SEQEND", "44", "OPEN2D")
p += ent("POLYLINE", "45", "BULGE", (66, "1"), (10, "0"), (20, "0"), (30, "0"), (70, "1"))
p += ent("VERTEX", "46", "BULGE", (10, "0"), (20, "0"), (30, "0"), (42, "-1"))
p += ent("VERTEX", "47", "BULGE", (10, "4"), (20, "0"), (30, "0"))
p += ent("SEQEND", "48", "BULGE")
p += ent("POLYLINE", "49", "POLY3D", (66, "1"), (10, "0"), (20, "0"), (30, "0"), (70, "9"))
for h, (x, y, z) in zip(("4A", "4B", "4C"), (("0", "20", "0"), ("5", "20", "1"), ("5", "25", "2"))):
    p += ent("VERTEX", h, "POLY3D", (10, x), (20, y), (30, z), (70, "32"))
p += ent("SEQEND", "4D", "POLY3D")
p += ent("POLYLINE", "4E", "SPLINEFIT", (66, "1"), (10, "0"), (20, "0"), (30, "0"), (70, "4"))
p += ent("VERTEX", "4F", "SPLINEFIT", (10, "0"), (20, "40"), (30, "0"), (70, "16"))
p += ent("VERTEX", "50", "SPLINEFIT", (10, "0"), (20, "40"), (30, "0"), (70, "8"))
p += ent("VERTEX", "51", "SPLINEFIT", (10, "5"), (20, "45"), (30, "0"), (70, "16"))
p += ent("VERTEX", "52", "SPLINEFIT", (10, "2.5"), (20, "42.5"), (30, "0"), (70, "8"))
p += ent("VERTEX", "53", "SPLINEFIT", (10, "10"), (20, "40"), (30, "0"), (70, "8"))
p += ent("SEQEND", "54", "SPLINEFIT")
p += ent("POLYLINE", "55", "MESH", (66, "1"), (10, "0"), (20, "0"), (30, "0"), (70, "64"), (71, "3"), (72, "1"))
p += ent("VERTEX", "56", "MESH", (10, "0"), (20, "0"), (30, "0"), (70, "192"))
p += ent("SEQEND", "57", "MESH")
write("polyline_flavours_r12.dxf", header("AC1009") + [(0, "SECTION"), (2, "ENTITIES")] + p
      + [(0, "ENDSEC"), (0, "EOF")])

# ---- inch units: a 1 x 1 in square (25.4 mm exactly)
write("inch_square_r2000.dxf", header("AC1015", 1) + [(0, "SECTION"), (2, "ENTITIES")]
      + lwpoly("60", "ROOT", [("0", "0"), ("1", "0"), ("1", "1"), ("0", "1")]) + [(0, "ENDSEC"), (0, "EOF")])

# ---- malformed files (expected diagnostics: expected-diagnostics.tsv)
ok_line = line("70", "ROOT", ("0", "0"), ("1", "0"))
write("malformed_truncated.dxf", header("AC1015", 4) + [(0, "SECTION"), (2, "ENTITIES")] + ok_line)
write("malformed_odd_pairs.dxf", header("AC1015", 4) + [(0, "SECTION"), (2, "ENTITIES")] + ok_line, "  0\n")
write("malformed_non_numeric.dxf", header("AC1015", 4) + [(0, "SECTION"), (2, "ENTITIES")]
      + line("71", "ROOT", ("0", "0"), ("1.5x", "0")) + [(0, "ENDSEC"), (0, "EOF")])
write("malformed_bad_group_code.dxf", header("AC1015", 4) + [(0, "SECTION"), (2, "ENTITIES")], "ab\nLINE\n")
write("malformed_unknown_units.dxf", header("AC1015", 99) + [(0, "SECTION"), (2, "ENTITIES")] + ok_line
      + [(0, "ENDSEC"), (0, "EOF")])
write("warn_unknown_entity.dxf", header("AC1015", 4) + [(0, "SECTION"), (2, "ENTITIES")] + ok_line
      + ent("MTEXT", "72", "NOTES", (10, "0"), (20, "0"), (1, "hello")) + ent("MTEXT", "73", "NOTES", (10, "0"),
      (20, "0"), (1, "again")) + ent("3DFACE", "74", "0", (10, "0"), (20, "0"), (30, "0")) + [(0, "ENDSEC"), (0, "EOF")])
print("fixtures written")

# ---- layer-convention errors (checked by snapfit validate / ProfileMechanisms; see expected-diagnostics.tsv)
pawl = lwpoly("80", "PAWL-1", [("0", "0"), ("0", "-15"), ("2", "-15"), ("2", "0")])
obst = lwpoly("81", "OBSTACLE", [("3", "-20"), ("6", "-20"), ("6", "-17"), ("3", "-17")])
direction = line("82", "DIRECTION", ("0", "0"), ("0", "-8"))
hinge = ent("POINT", "83", "HINGE-1", (10, "1"), (20, "0"), (30, "0"))


def drawing(name, body):
    write(name, header("AC1015", 4) + [(0, "SECTION"), (2, "ENTITIES")] + body + [(0, "ENDSEC"), (0, "EOF")])


drawing("layout_missing_hinge.dxf", pawl + obst + direction)
drawing("layout_hinge_without_pawl.dxf", pawl + hinge + obst + direction
        + ent("POINT", "84", "HINGE_2", (10, "9"), (20, "9"), (30, "0")))
drawing("layout_two_hinges.dxf", pawl + hinge + ent("CIRCLE", "85", "hinge_1", (10, "1"), (20, "-1"), (30, "0"),
        (40, "0.2")) + obst + direction)
drawing("layout_open_outline.dxf", pawl + hinge + direction + line("86", "OBSTACLE", ("3", "-20"), ("6", "-20"))
        + line("87", "OBSTACLE", ("6", "-20"), ("6", "-17")) + line("88", "OBSTACLE", ("6", "-17"), ("3", "-17")))
drawing("layout_no_pawl.dxf", obst + direction)
with open(os.path.join(HERE, "hook_mechanism.json"), "w", newline="\n") as f:
    f.write('{\n  "format": "snapfit-mechanism/1",\n  "name": "simple hook",\n  "friction": "0.3",\n'
            '  "geometry": {"dxf": "simple_hook_r2000.dxf", "chordTolerance": "0.01"},\n'
            '  "pawls": [{"layer": "PAWL_1", "stiffness": "150"}]\n}\n')
with open(os.path.join(HERE, "missing_dxf_mechanism.json"), "w", newline="\n") as f:
    f.write('{\n  "format": "snapfit-mechanism/1",\n  "friction": "0.3",\n  "stiffness": "150",\n'
            '  "geometry": {"dxf": "no_such_drawing.dxf"}\n}\n')
print("layout fixtures written")
