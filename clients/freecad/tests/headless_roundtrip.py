# SPDX-License-Identifier: Apache-2.0
# Headless round trip under freecadcmd (run by the Maven build's FreecadClientIT): builds the snap-fit of
# test-data/snapfit/s01-ramp-snap-speed2.json as FreeCAD objects (a pawl face, a hinge vertex, an obstacle face and a
# DIRECTION line), analyses it with the client and writes the verdict to $SNAPFIT_FC_OUT/verdict.json.
import json
import os
import sys

sys.path.insert(0, os.environ["SNAPFIT_FREECAD_CLIENT"])

import FreeCAD
import Part
import snapfit_freecad

doc = FreeCAD.newDocument("hook")


def face(label, points):
    o = doc.addObject("Part::Feature", label)
    o.Shape = Part.Face(Part.makePolygon([FreeCAD.Vector(x, y, 0) for x, y in points + [points[0]]]))
    o.Label = label
    return o


def feature(label, shape):
    o = doc.addObject("Part::Feature", label)
    o.Shape = shape
    o.Label = label
    return o


face("PAWL-1", [(1, 2.75), (7.5, 2.75), (7, 1.75), (8, 3.25), (1, 3.25)])
feature("HINGE-1", Part.Vertex(FreeCAD.Vector(1, 3, 0)))
face("OBSTACLE-ramp", [(7.5, 1), (10.5, 1), (12, 2.5)])
# velocity (2, 0) over travel 3: the root moves 6 mm along x
feature("DIRECTION", Part.LineSegment(FreeCAD.Vector(0, 0, 0), FreeCAD.Vector(6, 0, 0)).toShape())
doc.recompute()

out = os.environ["SNAPFIT_FC_OUT"]
report, out_dir, via = snapfit_freecad.analyze(doc.Objects, "hook over a 1/3 ramp", friction="1/5", stiffness="3/2",
                                               out_dir=out, options={"intent": "releasable"})
v = snapfit_freecad.verdict(report)
v["via"] = via
v["files"] = sorted(os.listdir(out_dir))
with open(os.path.join(out, "verdict.json"), "w", encoding="utf-8") as f:
    json.dump(v, f)
print("SNAPFIT-VERDICT " + json.dumps(v))
print(snapfit_freecad.summary(v))
