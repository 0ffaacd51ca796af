# Generates STEP fixtures with FreeCAD/OCCT and records OCCT's volume, area and bounding box.
# Run in this folder:  freecadcmd gen_freecad.py   (Debian 12: apt-get install freecad; FreeCAD 0.20.2, OCCT 7.6)
import json
import FreeCAD
import Part
from FreeCAD import Vector

out = {}


def schema(name):
    try:
        Part.setStaticValue("write.step.schema", name)
    except Exception as e:  # older builds: preference parameter
        FreeCAD.ParamGet("User parameter:BaseApp/Preferences/Mod/Import").SetString("Scheme", name)


def record(fname, shape, what, sch):
    schema(sch)
    shape.exportStep(fname)
    back = Part.read(fname)
    bb = back.BoundBox
    types = {}
    for f in back.Faces:
        t = type(f.Surface).__name__
        types[t] = types.get(t, 0) + 1
    out[fname] = {"what": what, "schema": sch, "volume": back.Volume, "area": back.Area,
                  "solids": len(back.Solids), "faces": len(back.Faces),
                  "bbox_min_max": [bb.XMin, bb.YMin, bb.ZMin, bb.XMax, bb.YMax, bb.ZMax],
                  "surface_types": types}


box = Part.makeBox(30, 20, 10)
record("fillet_box_ap214.step", box.makeFillet(2, box.Edges),
       "box 30x20x10, every edge filleted R2 (planes, cylinders, sphere corners)", "AP214IS")
record("torus_ap203.step", Part.makeTorus(10, 3), "full torus R10 r3 (one toroidal face, seams in u and v)", "AP203")
record("cone_ap242.step", Part.makeCone(5, 2, 10), "truncated cone R5 r2 h10", "AP242DIS")
record("hemisphere_ap214.step", Part.makeSphere(5, Vector(1, 2, 3), Vector(0, 0, 1), 0, 90, 360),
       "upper hemisphere R5 at (1,2,3) (spherical face with a pole, plane disk)", "AP214IS")
c1 = Part.Wire(Part.makeCircle(6))
sq = Part.makePolygon([Vector(-4, -4, 15), Vector(4, -4, 15), Vector(4, 4, 15), Vector(-4, 4, 15), Vector(-4, -4, 15)])
record("loft_ap214.step", Part.makeLoft([c1, sq], True, True),
       "ruled loft from a circle R6 at z=0 to a square 8x8 at z=15 (B-spline faces)", "AP214IS")
bs = Part.BSplineCurve()
bs.interpolate([Vector(2, 0, 0), Vector(4, 0, 3), Vector(3, 0, 6), Vector(5, 0, 9)])
prof = Part.Face(Part.Wire([bs.toShape(), Part.makeLine(Vector(5, 0, 9), Vector(0, 0, 9)),
                            Part.makeLine(Vector(0, 0, 9), Vector(0, 0, 0)), Part.makeLine(Vector(0, 0, 0), Vector(2, 0, 0))]))
record("revolved_bspline_ap214.step", prof.revolve(Vector(0, 0, 0), Vector(0, 0, 1), 360),
       "B-spline profile revolved 360 deg about z (surface of revolution)", "AP214IS")
ell = Part.Face(Part.Wire(Part.Ellipse(Vector(0, 0, 0), 6, 3).toShape()))
record("extruded_ellipse_ap203.step", ell.extrude(Vector(0, 0, 7)), "ellipse 6x3 extruded 7 (elliptic cylinder)",
       "AP203")

with open("reference.json", "w") as f:
    json.dump(out, f, indent=1, sort_keys=True)
print("done", len(out))
