# Diagnosis of the trj2 (I-DEAS, rational B-spline) vs OCCT gap, with OCCT itself (FreeCAD 0.20.2, OCCT 7.6).
# Run from the project root:  freecadcmd test-data/step/freecad/occt_trj_parts.py
# Writes test-data/step/freecad/occt_trj_parts.json: OCCT's volume and area per distinct solid of trj2 and of trj3
# (the analytic Unigraphics export of the same assembly) and, for the trj2 bolt, OCCT's face areas next to a dense
# midpoint-rule integral of |S_u x S_v| over OCCT's own surface for the faces whose trim is the whole parameter
# rectangle (the two cylinders). Needs the public STEP files of the project's shared reference set (SNAPFIT_SHARED=dir).
import json
import os
import Part

SHARED = os.path.join(os.environ.get("SNAPFIT_SHARED", os.path.join("..", "shared")), "test-data", "cad", "public", "step")
OUT = os.path.join("test-data", "step", "freecad", "occt_trj_parts.json")


def solids(name):
    s = Part.read(os.path.join(SHARED, name))
    groups = {}
    for so in s.Solids:
        key = (round(so.Volume, 6), len(so.Faces))
        g = groups.setdefault(key, {"count": 0, "faces": len(so.Faces), "volume": so.Volume, "area": so.Area})
        g["count"] += 1
    return s, sorted(groups.values(), key=lambda g: -g["volume"])


def dense_area(face, nu=2000, nv=4):
    su = face.Surface
    u0, u1, v0, v1 = face.ParameterRange
    du, dv = (u1 - u0) / nu, (v1 - v0) / nv
    a = 0.0
    for i in range(nu):
        u = u0 + (i + 0.5) * du
        for j in range(nv):
            v = v0 + (j + 0.5) * dv
            a += su.getDN(u, v, 1, 0).cross(su.getDN(u, v, 0, 1)).Length * du * dv
    return a


out = {"provenance": "freecadcmd test-data/step/freecad/occt_trj_parts.py (FreeCAD 0.20.2, OCCT 7.6, Debian 12): "
                     "Part.read of the shared public files; Shape.Volume / Shape.Area (BRepGProp, fixed-order Gauss)"}
for name in ("trj2_as1-id-203.stp", "trj3_as1-ug-214.stp"):
    s, g = solids(name)
    out[name] = {"solids": g, "volume_sum": sum(x.Volume for x in s.Solids), "area_sum": sum(x.Area for x in s.Solids)}
s = Part.read(os.path.join(SHARED, "trj2_as1-id-203.stp"))
bolt = [so for so in s.Solids if len(so.Faces) == 5][0]
faces = []
for f in bolt.Faces:
    e = {"surface": type(f.Surface).__name__, "uPeriodic": f.Surface.isUPeriodic(), "occt_area": f.Area}
    if f.Surface.isUPeriodic():
        e["dense_untrimmed_area"] = dense_area(f)
    faces.append(e)
out["trj2_bolt_faces"] = faces


def refined_area(face, k):
    """OCCT's Area of the same surface with k - 1 extra u knots per span (geometry unchanged)."""
    s2 = face.Surface.copy()
    knots = s2.getUKnots()
    for a, b in zip(knots[:-1], knots[1:]):
        for i in range(1, k):
            s2.insertUKnot(a + (b - a) * i / k, 1, 0.0)
    return {"u_knots": len(s2.getUKnots()), "occt_area": Part.Face(s2).Area}


# same geometry, more knot spans: OCCT's figure moves, i.e. its quadrature is what is under-resolved
out["trj2_bolt_cylinder_r5_knot_refinement"] = [refined_area(bolt.Faces[1], k) for k in (1, 4, 16)]
out["trj2_bolt_mesh_volume_deflection_0.05"] = __import__("Mesh").Mesh(bolt.tessellate(0.05)).Volume


def torus_green(n=20000):
    """bug28414: area by Green's theorem over OCCT's own pcurves, dA = r (R + r cos v) du dv (midpoint rule)."""
    import math
    f = Part.read(os.path.join(SHARED, "bug28414_bug_toroidal_surface.stp")).Faces[0]
    su = f.Surface
    big, small = su.MajorRadius, su.MinorRadius
    tot, dist = 0.0, 0.0
    for e in f.OuterWire.OrderedEdges:
        c2, a, b = f.curveOnSurface(e)
        acc, prev = 0.0, None
        for i in range(n + 1):
            p = c2.value(a + (b - a) * i / n)
            if i % 1000 == 0:
                q = su.value(p.x, p.y)
                dist = max(dist, (e.Curve.value(e.Curve.parameter(q)) - q).Length)
            if prev is not None:
                acc += (p.x + prev.x) / 2 * small * (big + small * math.cos((p.y + prev.y) / 2)) * (p.y - prev.y)
            prev = p
        tot += -acc if e.Orientation == "Reversed" else acc
    return {"occt_area": f.Area, "green_over_occt_pcurves": abs(tot), "pcurve_to_edge_max_distance_mm": dist,
            "steps_per_edge": n}


out["bug28414_bug_toroidal_surface.stp"] = torus_green()
with open(OUT, "w") as fh:
    json.dump(out, fh, indent=1, sort_keys=True)
    fh.write("\n")
print(json.dumps(out, indent=1, sort_keys=True))
