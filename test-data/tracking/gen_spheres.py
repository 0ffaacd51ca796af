# Writes sphere_a_ap214.step (sphere R3 centred at (1, 0, 0)) and sphere_b_ap214.step (sphere R2 centred at
# (10, 1, 2)) with FreeCAD/OCCT, and OCCT's distToShape between A placed by static.path.json's pose (turned 90 deg
# about z about its own origin, then moved by (1, -2, 0.5)) and B, into spheres_reference.json.
# Run in this folder:  freecadcmd gen_spheres.py   (Debian 12: FreeCAD 0.20.2, OCCT 7.6)
import json
import math
import FreeCAD
import Part
from FreeCAD import Placement, Rotation, Vector

Part.setStaticValue("write.step.schema", "AP214IS")
a = Part.makeSphere(3, Vector(1, 0, 0))
b = Part.makeSphere(2, Vector(10, 1, 2))
a.exportStep("sphere_a_ap214.step")
b.exportStep("sphere_b_ap214.step")
ra = Part.read("sphere_a_ap214.step")
rb = Part.read("sphere_b_ap214.step")
ra.Placement = Placement(Vector(1, -2, 0.5), Rotation(Vector(0, 0, 1), 90))
d, pts, info = ra.distToShape(rb)
out = {"distToShape": d, "pointA": [pts[0][0].x, pts[0][0].y, pts[0][0].z],
       "pointB": [pts[0][1].x, pts[0][1].y, pts[0][1].z],
       "closedForm": math.sqrt(87.25) - 5,
       "what": "A: sphere R3 at (1,0,0) posed by static.path.json (rotate 90 deg about z, then translate (1,-2,0.5)): "
               "centre (1,-1,0.5); B: sphere R2 at (10,1,2); OCCT BRepExtrema distance"}
with open("spheres_reference.json", "w") as f:
    json.dump(out, f, indent=1, sort_keys=True)
print("done", d)
