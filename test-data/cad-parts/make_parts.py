# Generates the CAD parts of the numeric scene tests with FreeCAD (headless):
#   freecadcmd test-data/cad-parts/make_parts.py        (from the repository root)
# Writes STEP (AP214) and STL files into test-data/cad-parts/ in millimetres:
#   cylinder-r50-l100   a cylinder, radius 50 mm, length 100 mm, axis z, centred at the origin
#   rounded-box         a 100 x 60 x 40 mm box centred at the origin, every edge filleted with radius 5 mm
#   block-80x80x20      a plain 80 x 80 x 20 mm block centred at the origin
#   capsule-r5-l30      a capsule: radius 5 mm, cylinder length 30 mm along z, centred at the origin
# STL meshes use FreeCAD's standard mesher (MeshPart.meshFromShape) with a linear deflection of 0.05 mm and an
# angular deflection of 0.1 rad; the capsule (a moving body, kept small) 0.2 mm and 0.4 rad.
import os
import FreeCAD
import Part
import Mesh
import MeshPart

here = os.path.dirname(os.path.abspath(__file__)) if "__file__" in globals() else "test-data/cad-parts"
if not os.path.isdir(here):
    here = "test-data/cad-parts"
V = FreeCAD.Vector


def write(name, shape, deflection=0.05, angular=0.1):
    shape.exportStep(os.path.join(here, name + ".step"))
    mesh = MeshPart.meshFromShape(Shape=shape, LinearDeflection=deflection, AngularDeflection=angular, Relative=False)
    mesh.write(os.path.join(here, name + ".stl"))


cyl = Part.makeCylinder(50, 100, V(0, 0, -50), V(0, 0, 1))
write("cylinder-r50-l100", cyl)

box = Part.makeBox(100, 60, 40, V(-50, -30, -20))
write("rounded-box", box.makeFillet(5, box.Edges))

write("block-80x80x20", Part.makeBox(80, 80, 20, V(-40, -40, -10)))

body = Part.makeCylinder(5, 30, V(0, 0, -15), V(0, 0, 1))
body = body.fuse(Part.makeSphere(5, V(0, 0, -15))).fuse(Part.makeSphere(5, V(0, 0, 15)))
write("capsule-r5-l30", body.removeSplitter(), 0.2, 0.4)
