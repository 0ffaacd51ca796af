"""Group-code writers shared by gen_fixtures.py and gen_two_prong.py (plain Python, no CAD library): each file is a
list of (group code, value) pairs written exactly as given, so every coordinate is known exactly."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, groups, raw_tail=None):
    text = "".join("%3d\n%s\n" % (c, v) for c, v in groups)
    if raw_tail is not None:
        text += raw_tail
    with open(os.path.join(HERE, name), "w", newline="\n") as f:
        f.write(text)


def header(version, insunits=None):
    g = [(0, "SECTION"), (2, "HEADER"), (9, "$ACADVER"), (1, version)]
    if insunits is not None:
        g += [(9, "$INSUNITS"), (70, str(insunits))]
    return g + [(0, "ENDSEC")]


def layers(*names):
    g = [(0, "SECTION"), (2, "TABLES"), (0, "TABLE"), (2, "LAYER"), (70, str(len(names)))]
    for n in names:
        g += [(0, "LAYER"), (2, n), (70, "0"), (62, "7"), (6, "CONTINUOUS")]
    return g + [(0, "ENDTAB"), (0, "ENDSEC")]


def ent(kind, handle, layer, *rest):
    return [(0, kind), (5, handle), (8, layer)] + list(rest)


def lwpoly(handle, layer, pts, closed=True):
    g = ent("LWPOLYLINE", handle, layer, (100, "AcDbEntity"), (100, "AcDbPolyline"), (90, str(len(pts))),
            (70, "1" if closed else "0"))
    for p in pts:
        g += [(10, p[0]), (20, p[1])]
        if len(p) > 2:
            g += [(42, p[2])]
    return g


def line(handle, layer, a, b):
    return ent("LINE", handle, layer, (10, a[0]), (20, a[1]), (30, "0.0"), (11, b[0]), (21, b[1]), (31, "0.0"))
