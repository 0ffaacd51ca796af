# Checks, with OCCT itself, closest points that snapfit finds closer than OCCT's distToShape: each point's distance
# to its own placed part (0 means the point lies on the part) and the distance between the two points. Writes
# occt_misses.json. Run in this folder: freecadcmd check_occt_misses.py  (FreeCAD 0.20.2, OCCT 7.6)
import json
import FreeCAD
import Part
from FreeCAD import Placement, Rotation, Vector

# pair index -> snapfit's closest points (A, B), from OcctDistanceOracleTest's output
OURS = {89: ((5.183923814705721, -0.10704888496342377, -2.267514733742945),
             (9.618529474555459, -0.31947133141746686, -4.756439093671897))}
pairs = json.load(open("pairs.json"))["pairs"]


def placed(name, pose):
    s = Part.read(name + "_ap214.step")
    q, t = pose["rotation"], pose["translation"]
    s.Placement = Placement(Vector(*t), Rotation(q[1], q[2], q[3], q[0]))
    return s


out = {"freecad": ".".join(FreeCAD.Version()[0:3]), "occt": Part.OCC_VERSION, "misses": {}}
for i, (pa, pb) in OURS.items():
    p = pairs[i]
    a, b = placed(p["a"], p["poseA"]), placed(p["b"], p["poseB"])
    va, vb = Part.Vertex(Vector(*pa)), Part.Vertex(Vector(*pb))
    out["misses"][str(i)] = {"a": p["a"], "b": p["b"], "pointA": list(pa), "pointB": list(pb),
                             "pointAToPartA": a.distToShape(va)[0], "pointBToPartB": b.distToShape(vb)[0],
                             "distance": (Vector(*pa) - Vector(*pb)).Length, "distToShape": p["distance"]}
with open("occt_misses.json", "w") as f:
    json.dump(out, f, indent=1, sort_keys=True)
print(out)
