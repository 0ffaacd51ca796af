# Generates assembly_ap214.step with FreeCAD/OCCT and records OCCT's figures in assembly_reference.json.
# Run in this folder:  freecadcmd gen_freecad_assembly.py   (Debian 12: FreeCAD 0.20.2, OCCT 7.6)
# A separate script from gen_freecad.py so that regenerating it does not rewrite the other files (STEP headers carry
# a time stamp).
import json
import FreeCAD
import Import
import Part
from FreeCAD import Placement, Rotation, Vector

doc = FreeCAD.newDocument("asm")
Part.setStaticValue("write.step.schema", "AP214IS")
assy = doc.addObject("App::Part", "ASSY")
plate = doc.addObject("App::Part", "PLATE")
pb = doc.addObject("Part::Feature", "plate_body")
pb.Shape = Part.makeBox(40, 20, 2)
plate.addObject(pb)
pin = doc.addObject("App::Part", "PIN")
pc = doc.addObject("Part::Feature", "pin_body")
pc.Shape = Part.makeCylinder(2, 10)
pin.addObject(pc)
assy.addObject(plate)
assy.addObject(pin)
pin.Placement = Placement(Vector(10, 10, 2), Rotation())
# the same product instanced a second time (App::Link), moved and turned 90 deg about z
link = doc.addObject("App::Link", "PIN001")
link.setLink(pin)
link.Placement = Placement(Vector(30, 10, 2), Rotation(Vector(0, 0, 1), 90))
assy.addObject(link)
doc.recompute()
name = "assembly_ap214.step"
Import.export([assy], name)
back = Part.read(name)
bb = back.BoundBox
out = {name: {"what": "ASSY: PLATE (box 40x20x2) and PIN (cylinder R2 h10) instanced twice, at (10,10,2) and at "
                      "(30,10,2) turned 90 deg about z", "schema": "AP214IS", "solids": len(back.Solids),
              "volume": back.Volume, "area": back.Area,
              "bbox_min_max": [bb.XMin, bb.YMin, bb.ZMin, bb.XMax, bb.YMax, bb.ZMax]}}
with open("assembly_reference.json", "w") as f:
    json.dump(out, f, indent=1, sort_keys=True)
print("done")
