# Helpers shared by the FreeCAD generator scripts of this folder (imported by them; not run on its own).
import json
import os

import Import
import Part
from FreeCAD import Vector

HERE = os.path.dirname(os.path.abspath(__file__))


def prism(poly, thick, z0=0.0, dx=0.0, dy=0.0):
    """The polygon [(x, y), ...] at height z0, moved by (dx, dy), extruded by thick along +z."""
    pts = [Vector(float(x) + dx, float(y) + dy, z0) for x, y in poly]
    return Part.Face(Part.makePolygon(pts + [pts[0]])).extrude(Vector(0, 0, thick))


def feature(doc, label, shape):
    """A Part::Feature with this label (the name the CAD tree and the STEP file show)."""
    o = doc.addObject("Part::Feature", label.replace("-", "_") + "_f")
    o.Label = label
    o.Shape = shape
    return o


def container(doc, label, placement=None):
    """An App::Part with this label and placement."""
    p = doc.addObject("App::Part", label.replace("-", "_") + "_p")
    p.Label = label
    if placement is not None:
        p.Placement = placement
    return p


def export(doc, objs, name, unit=None):
    """Writes the objects to HERE/name as AP214 STEP, in millimetres or the given unit (e.g. INCH)."""
    doc.recompute()
    Part.setStaticValue("write.step.schema", "AP214IS")
    Part.setStaticValue("write.step.unit", unit or "MM")
    Import.export(objs, os.path.join(HERE, name))
    Part.setStaticValue("write.step.unit", "MM")


def write_json(name, data):
    """Writes HERE/name as indented JSON with a final newline."""
    with open(os.path.join(HERE, name), "w") as f:
        json.dump(data, f, indent=1)
        f.write("\n")
