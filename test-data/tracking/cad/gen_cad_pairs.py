# Generates the CAD parts of test-data/tracking/cad (one STEP file a part, AP214) and OCCT's reference figures:
#   parts.json  - per part: OCCT's volume, area, per-face surface type and area, bounding box
#   pairs.json  - 200+ random placed pairs: poses of A and B, OCCT's distToShape distance, every closest-point
#                 solution it reports (points and support types), and the time distToShape took
#   assembly_ap214.step + assembly.json - an assembly of placed parts (one part instanced twice through an
#                 App::Link) with distToShape between every pair of occurrences as placed, and along
#                 insertion.path.json for the moving occurrence
# Run in this folder:  freecadcmd gen_cad_pairs.py   (Debian 12: FreeCAD 0.20.2, OCCT 7.6)
# Deterministic: random.Random(20240611); STEP headers carry a time stamp, so the files differ byte-wise per run.
import json
import math
import random
import time
import FreeCAD
import Import
import Part
from FreeCAD import Placement, Rotation, Vector

Part.setStaticValue("write.step.schema", "AP214IS")
rng = random.Random(20240611)


def rounded_box():
    b = Part.makeBox(20, 14, 8)
    vertical = [e for e in b.Edges if abs(e.Vertexes[0].Point.z - e.Vertexes[1].Point.z) > 1]
    b = b.makeFillet(2.5, vertical)
    top = [e for e in b.Edges if e.BoundBox.ZMin > 7.99]
    return b.makeChamfer(1.0, top)


def capsule():
    c = Part.makeCylinder(3, 10)
    s1 = Part.makeSphere(3, Vector(0, 0, 0))
    s2 = Part.makeSphere(3, Vector(0, 0, 10))
    return c.fuse([s1, s2]).removeSplitter()


def lens():
    s1 = Part.makeSphere(10, Vector(0, 0, -8))
    s2 = Part.makeSphere(10, Vector(0, 0, 8))
    return s1.common(s2)


def cone_fillet():
    c = Part.makeCone(6, 3, 8)
    circles = [e for e in c.Edges if isinstance(e.Curve, Part.Circle)]
    return c.makeFillet(1.0, circles)


def loft3():
    w = [Part.Wire([Part.makeCircle(r, Vector(0, 0, z))]) for (r, z) in ((4, 0), (6, 5), (3, 10))]
    return Part.makeLoft(w, True, False)


def revolved():
    pts = [Vector(0.001, 0, 0), Vector(4, 0, 0.5), Vector(5, 0, 3), Vector(4.2, 0, 6), Vector(2, 0, 8),
           Vector(0.001, 0, 8.4)]
    bs = Part.BSplineCurve()
    bs.interpolate(pts)
    prof = Part.Wire([bs.toShape(), Part.makeLine(pts[-1], pts[0])])
    return Part.Face(prof).revolve(Vector(0, 0, 0), Vector(0, 0, 1), 360)


def extruded_ellipse():
    e = Part.Ellipse(Vector(0, 0, 0), 5, 3)
    f = Part.Face(Part.Wire([e.toShape()]))
    return f.extrude(Vector(0, 0, 6))


def ellipsoid():
    bs = Part.makeSphere(1).Faces[0].toNurbs().Faces[0].Surface
    for i in range(1, bs.NbUPoles + 1):
        for j in range(1, bs.NbVPoles + 1):
            p = bs.getPole(i, j)
            bs.setPole(i, j, Vector(4 * p.x, 2.5 * p.y, 2 * p.z), bs.getWeight(i, j))
    u0, u1, v0, v1 = bs.bounds()
    faces = []
    for k in range(4):
        for (va, vb) in ((v0, 0.5 * (v0 + v1)), (0.5 * (v0 + v1), v1)):
            patch = bs.copy()
            patch.segment(u0 + k * (u1 - u0) / 4, u0 + (k + 1) * (u1 - u0) / 4, va, vb)
            faces.append(Part.Face(patch))
    shell = Part.Shell(faces)
    shell.sewShape()
    return Part.Solid(shell)


def l_part():
    pts = [Vector(0, 0, 0), Vector(16, 0, 0), Vector(16, 5, 0), Vector(5, 5, 0), Vector(5, 14, 0), Vector(0, 14, 0),
           Vector(0, 0, 0)]
    s = Part.Face(Part.makePolygon(pts)).extrude(Vector(0, 0, 6))
    vertical = [e for e in s.Edges if abs(e.Vertexes[0].Point.z - e.Vertexes[1].Point.z) > 1]
    return s.makeFillet(1.5, vertical)


PARTS = {
    "rounded_box": (rounded_box, "box 20x14x8, vertical edges filleted R2.5, top edges chamfered 1"),
    "capsule": (capsule, "cylinder R3 h10 capped by two hemispheres R3"),
    "lens": (lens, "intersection of two spheres R10 whose centres are 16 apart"),
    "cone_fillet": (cone_fillet, "truncated cone R6 -> R3 h8, both circular edges filleted R1 (toroidal faces)"),
    "loft3": (loft3, "smooth solid loft through three circles R4 z0, R6 z5, R3 z10 (B-spline, closed in u)"),
    "revolved_spline": (revolved, "interpolated B-spline profile revolved 360 deg (surface of revolution)"),
    "extruded_ellipse": (extruded_ellipse, "ellipse 5x3 extruded by 6 (surface of linear extrusion)"),
    "ellipsoid": (ellipsoid, "ellipsoid 4x2.5x2: 8 rational B-spline octant patches (degenerate pole edges)"),
    "l_part": (l_part, "L-shaped extrusion (16x14, legs 5, height 6), vertical edges filleted R1.5 (non-convex)"),
}

parts = {}
shapes = {}
for name, (make, what) in PARTS.items():
    s = make()
    file = name + "_ap214.step"
    s.exportStep(file)
    r = Part.read(file)
    shapes[name] = r
    bb = r.BoundBox
    faces = []
    for f in r.Faces:
        su = f.Surface
        entry = {"type": type(su).__name__, "area": f.Area}
        if hasattr(su, "UDegree"):
            entry["degrees"] = [su.UDegree, su.VDegree]
            entry["rational"] = bool(su.isURational() or su.isVRational())
            entry["closedU"] = bool(su.isUClosed())
            entry["periodicU"] = bool(su.isUPeriodic())
        faces.append(entry)
    parts[name] = {"file": file, "what": what, "solids": len(r.Solids), "volume": r.Volume, "area": r.Area,
                   "bbox_min_max": [bb.XMin, bb.YMin, bb.ZMin, bb.XMax, bb.YMax, bb.ZMax], "faces": faces}
    print(name, len(r.Faces), r.Volume, sorted(set(e["type"] for e in faces)))


def random_rotation():
    # uniform unit quaternion (Shoemake)
    u1, u2, u3 = rng.random(), rng.random(), rng.random()
    a, b = math.sqrt(1 - u1), math.sqrt(u1)
    q = (b * math.cos(2 * math.pi * u3), a * math.sin(2 * math.pi * u2), a * math.cos(2 * math.pi * u2),
         b * math.sin(2 * math.pi * u3))  # w, x, y, z
    return q


def placed(shape, t, q):
    s = shape.copy()
    s.Placement = Placement(Vector(*t), Rotation(q[1], q[2], q[3], q[0]))
    return s


def solutions(d, pts, info):
    out = []
    for (p, i) in zip(pts, info):
        out.append({"pointA": [p[0].x, p[0].y, p[0].z], "pointB": [p[1].x, p[1].y, p[1].z],
                    "supportA": i[0], "supportB": i[3]})
    return out


names = list(PARTS.keys())
pairs = []
total = 0.0
attempts = 0
while len(pairs) < 216:
    attempts += 1
    na, nb = rng.choice(names), rng.choice(names)
    qa, qb = random_rotation(), random_rotation()
    ta = [0.0, 0.0, 0.0]
    sa = placed(shapes[na], ta, qa)
    sb0 = placed(shapes[nb], [0, 0, 0], qb)
    ca, cb = sa.BoundBox.Center, sb0.BoundBox.Center
    ra, rb = sa.BoundBox.DiagonalLength / 2, sb0.BoundBox.DiagonalLength / 2
    # a random direction and a centre distance between 0.4 and 1.1 times the sum of the half-diagonals
    z = rng.uniform(-1, 1)
    phi = rng.uniform(0, 2 * math.pi)
    dirv = Vector(math.sqrt(1 - z * z) * math.cos(phi), math.sqrt(1 - z * z) * math.sin(phi), z)
    sep = (ra + rb) * rng.uniform(0.4, 1.1)
    c = ca + dirv * sep - cb
    tb = [c.x, c.y, c.z]
    sb = placed(shapes[nb], tb, qb)
    if sa.common(sb).Volume > 1e-9:
        continue
    t0 = time.perf_counter()
    d, pts, info = sa.distToShape(sb)
    total += time.perf_counter() - t0
    if d < 1e-3:
        continue
    pairs.append({"a": na, "b": nb, "poseA": {"translation": ta, "rotation": list(qa)},
                  "poseB": {"translation": tb, "rotation": list(qb)}, "distance": d,
                  "solutions": solutions(d, pts, info)})

# the same queries again, timed only (warm), to report distToShape's cost per query
t0 = time.perf_counter()
for p in pairs:
    sa = placed(shapes[p["a"]], p["poseA"]["translation"], p["poseA"]["rotation"])
    sb = placed(shapes[p["b"]], p["poseB"]["translation"], p["poseB"]["rotation"])
    sa.distToShape(sb)
warm = time.perf_counter() - t0

meta = {"freecad": ".".join(FreeCAD.Version()[0:3]), "occt": Part.OCC_VERSION, "seed": 20240611}
with open("parts.json", "w") as f:
    json.dump({"meta": meta, "parts": parts}, f, indent=1, sort_keys=True)
with open("pairs.json", "w") as f:
    json.dump({"meta": dict(meta, attempts=attempts, distToShapeSecondsFirst=total, distToShapeSecondsWarm=warm,
                            queries=len(pairs)),
               "pairs": pairs}, f, indent=1, sort_keys=True)
print("pairs", len(pairs), "attempts", attempts, "distToShape s", total, warm)

# ---- assembly: a base L part, a capsule pin instanced twice (App::Link), a lens and a rounded box ----
doc = FreeCAD.newDocument("cad")
assy = doc.addObject("App::Part", "FIXTURE")


def product(label, shape):
    p = doc.addObject("App::Part", label)
    b = doc.addObject("Part::Feature", label + "_body")
    b.Shape = shape
    p.addObject(b)
    return p


base = product("BASE", shapes["l_part"])
pin = product("PIN", shapes["capsule"])
lensp = product("LENS", shapes["lens"])
cover = product("COVER", shapes["rounded_box"])
assy.addObject(base)
assy.addObject(pin)
assy.addObject(lensp)
assy.addObject(cover)
pin.Placement = Placement(Vector(2.5, 9, 9.5), Rotation())
lensp.Placement = Placement(Vector(11, 2.5, 9), Rotation(Vector(1, 0, 0), 90))
cover.Placement = Placement(Vector(-4, 20, 0), Rotation(Vector(0, 0, 1), 15))
link = doc.addObject("App::Link", "PIN001")
link.setLink(pin)
link.Placement = Placement(Vector(12, 2.5, 9.5), Rotation(Vector(1, 0, 0), 20))
assy.addObject(link)
doc.recompute()
Import.export([assy], "assembly_ap214.step")

occ = {"BASE": (shapes["l_part"], base.Placement), "PIN": (shapes["capsule"], pin.Placement),
       "LENS": (shapes["lens"], lensp.Placement), "COVER": (shapes["rounded_box"], cover.Placement),
       "PIN001": (shapes["capsule"], link.Placement)}


def at(name, extra=None):
    shape, pl = occ[name]
    s = shape.copy()
    s.Placement = pl if extra is None else extra.multiply(pl)
    return s


apairs = []
keys = list(occ.keys())
for i in range(len(keys)):
    for j in range(i + 1, len(keys)):
        d, pts, info = at(keys[i]).distToShape(at(keys[j]))
        apairs.append({"a": keys[i], "b": keys[j], "distance": d, "solutions": solutions(d, pts, info)})
# insertion path: PIN001 moves (in world coordinates, before its placement) from +12 in y down to -2 in y
steps = 28
path = {"format": "snapfit-path/1", "from": {"translation": [0, 12, 0], "rotation": [1, 0, 0, 0]},
        "to": {"translation": [0, -2, 0], "rotation": [1, 0, 0, 0]}, "steps": steps}
with open("insertion.path.json", "w") as f:
    json.dump(path, f, indent=1)
moves = []
for k in range(steps + 1):
    y = 12 - 14 * k / steps
    mv = Placement(Vector(0, y, 0), Rotation())
    row = {"step": k, "translation": [0, y, 0], "others": {}}
    for other in keys:
        if other == "PIN001":
            continue
        d, pts, info = at("PIN001", mv).distToShape(at(other))
        inter = at("PIN001", mv).common(at(other)).Volume
        row["others"][other] = {"distance": d, "overlapVolume": inter, "solutions": solutions(d, pts, info)}
    moves.append(row)
with open("assembly.json", "w") as f:
    json.dump({"meta": meta, "occurrences": keys, "pairs": apairs, "move": "PIN001", "path": moves}, f, indent=1,
              sort_keys=True)
print("assembly done")
