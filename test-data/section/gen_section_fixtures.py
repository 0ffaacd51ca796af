# Builds the extruded 3D assemblies of every shared planar mechanism with FreeCAD/OCCT and writes, per case, the
# STEP file and a snapfit-mechanism/1 JSON that names it with a section plane.
#
# Run in this folder:   freecadcmd gen_section_fixtures.py      (Debian 12: FreeCAD 0.20.2, OCCT 7.6)
#
# Sources: ../snapfit/s01…s09 (mechanism JSON: pawl and obstacle polygons, hinges, motion, friction) and the DXF
# drawings ../dxf/simple_hook_r2000.dxf and ../dxf/two_prong_r2000.dxf (LWPOLYLINE with bulges, CIRCLE, POINT,
# LINE, read below). Every polygon is extruded from z = 0 to z = 5 and the mechanism file cuts at z = 2.5 (or the
# equivalent plane of the rotated case), so the section is the planar profile again. Parts are named by role (the
# layer convention: PAWL-n, HINGE-n, OBSTACLE-*, ROOT), except where a case tests another naming rule. The cases
# vary the CAD structure on purpose:
#   s01  flat Part::Features, hinge as a HINGE-1 pin (cylinder r 0.05 at the hinge)
#   s02  App::Part containers whose bodies are modelled 10 mm off and moved back by the container placement
#   s03  a nested sub-assembly HOUSING (placed by a translation) holding the obstacle; HINGE-1 pin
#   s04  everything in a sub-assembly turned 90 deg about x: the profiles lie in the x-z plane, cut at y = -2.5
#   s05  flat (coordinates are fractions over 13 and 52: written to 12 significant digits, not exactly)
#   s06  the pawl product SPARE placed off the plane, and an App::Link to it labelled PAWL-1 on the plane
#   s07  parts named finger and bump; the mechanism file maps finger to PAWL-1 with its "parts" map
#   s08  two pawls and two obstacles (fractions over 13 and 52)
#   s09  written in inches (fractions over 17, 68 and 3)
#   hook         the shared simple hook drawing (a 17-digit coordinate: 12 digits written), HINGE-1 pin
#   two_prong    two pawls, ledges with rounded corners (arcs) and a CIRCLE boss, HINGE pins
#   beam_ramp    ../snapfit-extra/beam-ramp.json: a cantilever pawl whose beam centre line, thickness, width and
#                resin the mechanism file gives in the section frame (pawls[].beam), with a ROOT part
#
# SNAPFIT_CASES="beam_ramp hook" freecadcmd gen_section_fixtures.py   builds only the named cases.
import json
import math
import os
from fractions import Fraction

import sys

import FreeCAD
import Part
from FreeCAD import Placement, Rotation, Vector

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import fc_common  # noqa: E402
from fc_common import container, export, feature, write_json  # noqa: E402
DATA = os.path.dirname(HERE)
THICK = 5.0
PIN_R = 0.05


def frac(s):
    return Fraction(s)


def prism(poly, z0=0.0, dx=0.0, dy=0.0):
    return fc_common.prism(poly, THICK, z0, dx, dy)


def pin(x, y):
    return Part.makeCylinder(PIN_R, THICK, Vector(float(x), float(y), 0), Vector(0, 0, 1))






def compound(shapes):
    return shapes[0] if len(shapes) == 1 else Part.makeCompound(shapes)


def shape_of(polys, dx=0.0, dy=0.0):
    return compound([prism([(frac(x), frac(y)) for x, y in poly], dx=dx, dy=dy) for poly in polys])




def plane_z():
    return {"origin": ["0", "0", "2.5"], "normal": ["0", "0", "1"], "xAxis": ["1", "0", "0"]}




def mechanism_json(case, step, parts_override=None, pawl_parts=None, section=None, hinges=True, chord="0.01"):
    src = json.load(open(os.path.join(DATA, "snapfit", case + ".json")))
    pawls = []
    for k, p in enumerate(src["pawls"]):
        entry = {"part": (pawl_parts or {}).get(k, "PAWL-%d" % (k + 1)), "stiffness": p["stiffness"]}
        if hinges:
            entry["hinge"] = p["hinge"]
        pawls.append(entry)
    out = {"format": "snapfit-mechanism/1", "name": src["name"], "friction": src["friction"],
           "geometry": {"step": step, "chordTolerance": chord, "section": section or plane_z()},
           "pawls": pawls, "motion": src["motion"]}
    if parts_override:
        out["parts"] = parts_override
    return out


def load(case):
    return json.load(open(os.path.join(DATA, "snapfit", case + ".json")))


def obstacle_label(o):
    return "OBSTACLE-" + o["name"]


# ------------------------------------------------------------------------------------------------ s01…s09

def s01():
    c = "s01-ramp-snap-speed2"
    m = load(c)
    doc = FreeCAD.newDocument("s01")
    objs = [feature(doc, "PAWL-1", shape_of(m["pawls"][0]["shape"]))]
    h = m["pawls"][0]["hinge"]
    objs.append(feature(doc, "HINGE-1", pin(frac(h[0]), frac(h[1]))))
    for o in m["obstacles"]:
        objs.append(feature(doc, obstacle_label(o), shape_of(o["shape"])))
    export(doc, objs, c + ".step")
    write_json(c + ".section.json", mechanism_json(c, c + ".step", hinges=False))


def s02():
    c = "s02-oblique-snap-landing"
    m = load(c)
    doc = FreeCAD.newDocument("s02")
    top = container(doc, "ASSY")
    pw = container(doc, "PAWL-1", Placement(Vector(10, 0, 0), Rotation()))
    pw.addObject(feature(doc, "hook_body", shape_of(m["pawls"][0]["shape"], dx=-10)))
    top.addObject(pw)
    for o in m["obstacles"]:
        ob = container(doc, obstacle_label(o), Placement(Vector(0, -10, 0), Rotation()))
        ob.addObject(feature(doc, o["name"] + "_body", shape_of(o["shape"], dy=10)))
        top.addObject(ob)
    export(doc, [top], c + ".step")
    write_json(c + ".section.json", mechanism_json(c, c + ".step"))


def s03():
    c = "s03-nonconvex-concave-corner"
    m = load(c)
    doc = FreeCAD.newDocument("s03")
    top = container(doc, "ASSY")
    top.addObject(feature(doc, "PAWL-1", shape_of(m["pawls"][0]["shape"])))
    h = m["pawls"][0]["hinge"]
    top.addObject(feature(doc, "HINGE-1", pin(frac(h[0]), frac(h[1]))))
    housing = container(doc, "HOUSING", Placement(Vector(0, 0, -20), Rotation()))
    for o in m["obstacles"]:
        inner = container(doc, obstacle_label(o), Placement(Vector(0, 0, 20), Rotation()))
        inner.addObject(feature(doc, o["name"] + "_body", shape_of(o["shape"])))
        housing.addObject(inner)
    top.addObject(housing)
    export(doc, [top], c + ".step")
    write_json(c + ".section.json", mechanism_json(c, c + ".step", hinges=False))


def s04():
    c = "s04-typeA-friction-lock"
    m = load(c)
    doc = FreeCAD.newDocument("s04")
    top = container(doc, "ASSY")
    mech = container(doc, "MECH", Placement(Vector(0, 0, 0), Rotation(Vector(1, 0, 0), 90)))
    mech.addObject(feature(doc, "PAWL-1", shape_of(m["pawls"][0]["shape"])))
    for o in m["obstacles"]:
        mech.addObject(feature(doc, obstacle_label(o), shape_of(o["shape"])))
    top.addObject(mech)
    export(doc, [top], c + ".step")
    # the quarter turn about x maps (x, y, z) to (x, -z, y): the extrusion 0..5 becomes y = -5..0 and the profile
    # plane is x-z; the plane y = -2.5 with normal -y and x axis +x has section coordinates (x, z) = (x, y) before
    section = {"origin": ["0", "-2.5", "0"], "normal": ["0", "-1", "0"], "xAxis": ["1", "0", "0"]}
    write_json(c + ".section.json", mechanism_json(c, c + ".step", section=section))


def flat(c, doc_name, unit=None):
    m = load(c)
    doc = FreeCAD.newDocument(doc_name)
    objs = []
    for k, p in enumerate(m["pawls"]):
        objs.append(feature(doc, "PAWL-%d" % (k + 1), shape_of(p["shape"])))
    for o in m["obstacles"]:
        objs.append(feature(doc, obstacle_label(o), shape_of(o["shape"])))
    export(doc, objs, c + ".step", unit)
    write_json(c + ".section.json", mechanism_json(c, c + ".step"))


def s06():
    c = "s06-flush-then-typeA"
    m = load(c)
    doc = FreeCAD.newDocument("s06")
    top = container(doc, "ASSY")
    spare = container(doc, "SPARE", Placement(Vector(0, 0, 100), Rotation()))
    spare.addObject(feature(doc, "hook_body", shape_of(m["pawls"][0]["shape"])))
    top.addObject(spare)
    link = doc.addObject("App::Link", "PAWL_1_link")
    link.setLink(spare)
    link.Label = "PAWL-1"
    link.Placement = Placement(Vector(0, 0, 0), Rotation())
    top.addObject(link)
    for o in m["obstacles"]:
        top.addObject(feature(doc, obstacle_label(o), shape_of(o["shape"])))
    export(doc, [top], c + ".step")
    write_json(c + ".section.json", mechanism_json(c, c + ".step"))


def s07():
    c = "s07-finger-tangency-snap"
    m = load(c)
    doc = FreeCAD.newDocument("s07")
    objs = [feature(doc, "finger", shape_of(m["pawls"][0]["shape"]))]
    for o in m["obstacles"]:
        objs.append(feature(doc, o["name"], shape_of(o["shape"])))
    export(doc, objs, c + ".step")
    write_json(c + ".section.json", mechanism_json(c, c + ".step", parts_override={"finger": "PAWL-1"},
                                                   pawl_parts={0: "finger"}))


# ------------------------------------------------------------------------------------------------ DXF drawings

def dxf_entities(path):
    lines = open(path).read().split("\n")
    pairs = [(lines[i].strip(), lines[i + 1].strip()) for i in range(0, len(lines) - 1, 2)]
    ents, cur, inside = [], None, False
    for code, value in pairs:
        if code == "2" and value == "ENTITIES":
            inside = True
            continue
        if not inside:
            continue
        if code == "0":
            if cur:
                ents.append(cur)
            if value == "ENDSEC":
                break
            cur = {"type": value, "groups": []}
        else:
            cur["groups"].append((code, value))
    return ents


def lwpolyline(e):
    pts, bulges = [], []
    for code, value in e["groups"]:
        if code == "10":
            pts.append([float(value), None])
            bulges.append(0.0)
        elif code == "20":
            pts[-1][1] = float(value)
        elif code == "42":
            bulges[-1] = float(value)
    return [(x, y) for x, y in pts], bulges


def wire_with_bulges(pts, bulges):
    edges = []
    n = len(pts)
    for i in range(n):
        a, b = pts[i], pts[(i + 1) % n]
        va, vb = Vector(a[0], a[1], 0), Vector(b[0], b[1], 0)
        bu = bulges[i]
        if bu == 0:
            edges.append(Part.LineSegment(va, vb).toShape())
        else:
            # bulge = tan(theta/4); the arc's middle point is the chord middle moved by the sagitta
            chord = vb.sub(va)
            mid = va.add(chord.multiply(0.5))
            chord = vb.sub(va)
            normal = Vector(-chord.y, chord.x, 0)
            normal.normalize()
            sag = -bu * chord.Length / 2.0
            edges.append(Part.Arc(va, mid.add(normal.multiply(sag)), vb).toShape())
    return Part.Wire(edges)


def extrude_face(wire):
    return Part.Face(wire).extrude(Vector(0, 0, THICK))


def dxf_case(name, dxf_file, mech_file):
    ents = dxf_entities(os.path.join(DATA, "dxf", dxf_file))
    layers = {}
    points = {}
    direction = None
    for e in ents:
        layer = dict(e["groups"]).get("8")
        key = layer.upper().replace("_", "-")
        if e["type"] == "LWPOLYLINE":
            pts, bulges = lwpolyline(e)
            layers.setdefault(key, []).append(extrude_face(wire_with_bulges(pts, bulges)))
        elif e["type"] == "CIRCLE":
            g = dict(e["groups"])
            layers.setdefault(key, []).append(Part.makeCylinder(float(g["40"]), THICK,
                                                                Vector(float(g["10"]), float(g["20"]), 0)))
        elif e["type"] == "POINT":
            g = dict(e["groups"])
            points[key] = (g["10"], g["20"])
        elif e["type"] == "LINE":
            g = dict(e["groups"])
            direction = (Fraction(g["11"]) - Fraction(g["10"]), Fraction(g["21"]) - Fraction(g["20"]))
    doc = FreeCAD.newDocument(name)
    objs = []
    for key, shapes in layers.items():
        objs.append(feature(doc, key, compound(shapes)))
    for key, (x, y) in points.items():
        objs.append(feature(doc, key, pin(float(x), float(y))))
    export(doc, objs, name + ".step")
    mech = json.load(open(os.path.join(DATA, "dxf", mech_file)))
    length = math.isqrt(int(direction[0] ** 2 + direction[1] ** 2))
    assert Fraction(length) ** 2 == direction[0] ** 2 + direction[1] ** 2, "the DIRECTION line has a rational length"
    velocity = [str(direction[0] / length), str(direction[1] / length)]
    out = {"format": "snapfit-mechanism/1", "name": mech["name"], "friction": mech["friction"],
           "geometry": {"step": name + ".step", "chordTolerance": mech["geometry"]["chordTolerance"],
                        "section": plane_z()},
           "pawls": [{"part": p["layer"].upper().replace("_", "-"), "stiffness": p["stiffness"]} for p in mech["pawls"]],
           "motion": {"velocity": velocity, "travel": str(length)}}
    write_json(name + ".section.json", out)



def beam_ramp():
    m = json.load(open(os.path.join(DATA, "snapfit-extra", "beam-ramp.json")))
    doc = FreeCAD.newDocument("beam_ramp")
    objs = [feature(doc, "PAWL-1", shape_of(m["pawls"][0]["shape"]))]
    for o in m["obstacles"]:
        objs.append(feature(doc, obstacle_label(o), shape_of(o["shape"])))
    objs.append(feature(doc, "ROOT", shape_of(m["root"]["shape"])))
    export(doc, objs, "beam_ramp.step")
    out = {"format": "snapfit-mechanism/1", "name": m["name"], "friction": m["friction"], "intent": m["intent"],
           "material": m["material"],
           "geometry": {"step": "beam_ramp.step", "chordTolerance": "0.01", "section": plane_z()},
           "pawls": [{"part": "PAWL-1", "beam": m["pawls"][0]["beam"]}], "motion": m["motion"]}
    write_json("beam_ramp.section.json", out)


CASES = {
    "s01": s01, "s02": s02, "s03": s03, "s04": s04,
    "s05": lambda: flat("s05-pullout-jam-single", "s05"),
    "s06": s06, "s07": s07,
    "s08": lambda: flat("s08-two-pawls-one-jams", "s08"),
    "s09": lambda: flat("s09-cantilever-limit", "s09", unit="INCH"),
    "hook": lambda: dxf_case("hook", "simple_hook_r2000.dxf", "hook_mechanism.json"),
    "two_prong": lambda: dxf_case("two_prong", "two_prong_r2000.dxf", "two_prong_mechanism.json"),
    "beam_ramp": beam_ramp,
}
for name in (os.environ.get("SNAPFIT_CASES") or " ".join(CASES)).split():
    CASES[name]()
print("done")
