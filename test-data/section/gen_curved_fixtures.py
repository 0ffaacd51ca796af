# Curved parts with known sections, made with FreeCAD/OCCT (closed forms checked by SectionClosedFormTest):
#   freecadcmd gen_curved_fixtures.py        (in this folder; Debian 12: FreeCAD 0.20.2, OCCT 7.6)
#   oblique_cylinder.step   cylinder r 5, axis z, z in [-20, 20]; cut by the plane through the origin with normal
#                           (0, 3, 4): an ellipse with semi-axes 5 (along x) and 5 / (4/5) = 25/4
#   sphere.step             sphere r 5 centred (1, 2, 3); cut at z = 6: a circle of radius 4 centred (1, 2)
#   bezier_extrusion.step   the profile "cubic Bezier (0,0) (10,20) (30,-10) (40,10), then straight back through
#                           (40,-20) and (0,-20)" extruded by 10 along z, as a surface of linear extrusion
#   bezier_bspline.step     the same solid with every face converted to a B-spline surface (toNurbs): the curved
#                           side is a B_SPLINE_SURFACE_WITH_KNOTS of degree 3 x 1
#   tube.step               a tube (outer r 6, inner r 4, z in [0, 10]): its section z = 5 has a hole
#   nurbs_cylinder.step     the cylinder r 5, z in [0, 10], converted to NURBS (toNurbs): a rational B-spline surface
#                           closed in u with a seam; its section z = 5 is the circle r 5
#   offset_bezier.step      bezier_extrusion's solid offset outwards by 1 (makeOffsetShape, arc joins): its curved
#                           side is an OFFSET_SURFACE of the extrusion, its corners spheres and cylinders; the section
#                           z = 5 is the profile offset by 1, every point at distance 1 from the profile
import os

import FreeCAD
import Import
import Part
from FreeCAD import Vector

HERE = os.path.dirname(os.path.abspath(__file__))


def export(shape, label, name):
    doc = FreeCAD.newDocument(label)
    o = doc.addObject("Part::Feature", label)
    o.Label = label
    o.Shape = shape
    doc.recompute()
    Part.setStaticValue("write.step.schema", "AP214IS")
    Import.export([o], os.path.join(HERE, name))


export(Part.makeCylinder(5, 40, Vector(0, 0, -20)), "cylinder", "oblique_cylinder.step")
export(Part.makeSphere(5, Vector(1, 2, 3)), "sphere", "sphere.step")

bez = Part.BezierCurve()
bez.setPoles([Vector(0, 0, 0), Vector(10, 20, 0), Vector(30, -10, 0), Vector(40, 10, 0)])
edges = [bez.toShape(), Part.LineSegment(Vector(40, 10, 0), Vector(40, -20, 0)).toShape(),
         Part.LineSegment(Vector(40, -20, 0), Vector(0, -20, 0)).toShape(),
         Part.LineSegment(Vector(0, -20, 0), Vector(0, 0, 0)).toShape()]
solid = Part.Face(Part.Wire(edges)).extrude(Vector(0, 0, 10))
export(solid, "bezier", "bezier_extrusion.step")
export(solid.toNurbs(), "bezier", "bezier_bspline.step")

export(Part.makeCylinder(5, 10).toNurbs(), "nurbs_cylinder", "nurbs_cylinder.step")
export(solid.makeOffsetShape(1.0, 1e-6, join=0), "offset_bezier", "offset_bezier.step")

outer = Part.makeCylinder(6, 10)
inner = Part.makeCylinder(4, 10)
export(outer.cut(inner), "tube", "tube.step")
print("done")
