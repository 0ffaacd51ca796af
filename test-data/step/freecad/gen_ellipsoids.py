# Writes two ellipsoids made of rational B-spline patches and OCCT's distToShape between them along a
# snapfit-path/1 insertion path, into ellipsoids_reference.json.
#   ellipsoid_a_ap214.step: semi-axes (3, 2, 1.5) centred at the origin
#   ellipsoid_b_ap214.step: semi-axes (2, 1.2, 1) centred at (0.5, 5, 0.8)
# Each is OCCT's exact NURBS form of a unit sphere (face.toNurbs(): rational, degree 2 x 2), its
# poles scaled per axis (an affine map of the poles of a rational surface is exact: the result is exactly the
# ellipsoid) and moved, split into 8 octant patches (u in quarters of [0, 2pi], v in halves of [-pi/2, pi/2]) so
# that each patch's Gauss map lies in an open hemisphere, sewn into a closed shell and a solid.
# Placements: ellipsoids.path.json moves A from (-6, 0, 0) to (6, 0, 0.6) while turning 60 deg about z (slerp =
# constant rate about z), 12 steps; distToShape is recorded at each of the 13 sample poses.
# Run in this folder:  freecadcmd gen_ellipsoids.py   (Debian 12: FreeCAD 0.20.2, OCCT 7.6)
import json
import math
import FreeCAD
import Part
from FreeCAD import Placement, Rotation, Vector

Part.setStaticValue("write.step.schema", "AP214IS")


def ellipsoid(a, b, c, centre):
    bs = Part.makeSphere(1).Faces[0].toNurbs().Faces[0].Surface
    for i in range(1, bs.NbUPoles + 1):
        for j in range(1, bs.NbVPoles + 1):
            p = bs.getPole(i, j)
            bs.setPole(i, j, Vector(a * p.x + centre.x, b * p.y + centre.y, c * p.z + centre.z), bs.getWeight(i, j))
    u0, u1, v0, v1 = bs.bounds()
    faces = []
    for k in range(4):
        for (va, vb) in ((v0, 0.5 * (v0 + v1)), (0.5 * (v0 + v1), v1)):
            patch = bs.copy()
            patch.segment(u0 + k * (u1 - u0) / 4, u0 + (k + 1) * (u1 - u0) / 4, va, vb)
            faces.append(Part.Face(patch))
    shell = Part.Shell(faces)
    shell.sewShape()
    return Part.Solid(shell), bs


a, bsa = ellipsoid(3, 2, 1.5, Vector(0, 0, 0))
b, bsb = ellipsoid(2, 1.2, 1, Vector(0.5, 5, 0.8))
a.exportStep("ellipsoid_a_ap214.step")
b.exportStep("ellipsoid_b_ap214.step")
ra = Part.read("ellipsoid_a_ap214.step")
rb = Part.read("ellipsoid_b_ap214.step")
steps = 12
samples = []
for k in range(steps + 1):
    f = k / steps
    t = Vector(-6 + 12 * f, 0, 0.6 * f)
    moved = ra.copy()
    moved.Placement = Placement(t, Rotation(Vector(0, 0, 1), 60 * f))
    d, pts, info = moved.distToShape(rb)
    samples.append({"step": k, "translation": [t.x, t.y, t.z], "rotationDegZ": 60 * f, "distToShape": d,
                    "pointA": [pts[0][0].x, pts[0][0].y, pts[0][0].z],
                    "pointB": [pts[0][1].x, pts[0][1].y, pts[0][1].z]})
out = {"freecad": ".".join(FreeCAD.Version()[0:3]), "occt": Part.OCC_VERSION,
       "faces": [len(ra.Faces), len(rb.Faces)],
       "surfaceTypes": sorted(set(type(f.Surface).__name__ for f in ra.Faces + rb.Faces)),
       "rational": [bsa.isURational() or bsa.isVRational(), bsb.isURational() or bsb.isVRational()],
       "degrees": [bsa.UDegree, bsa.VDegree],
       "what": "A: ellipsoid (3, 2, 1.5) at the origin, posed by ellipsoids.path.json at each step (rotate about z "
               "about its own origin, then translate); B: ellipsoid (2, 1.2, 1) at (0.5, 5, 0.8); OCCT BRepExtrema",
       "samples": samples}
with open("ellipsoids_reference.json", "w") as f:
    json.dump(out, f, indent=1, sort_keys=True)
print("done", [s["distToShape"] for s in samples])
