# Generates assembly_nested_ap203.step and assembly_nested_ap242.step with FreeCAD/OCCT (a nested sub-assembly
# instanced twice) and records OCCT's figures in assembly_nested_reference.json.
# Run in this folder:  freecadcmd gen_freecad_assembly_nested.py   (Debian 12: FreeCAD 0.20.2, OCCT 7.6)
import json
import FreeCAD
import Import
import Part
from FreeCAD import Placement, Rotation, Vector

out = {}
for schema, name in (("AP203", "assembly_nested_ap203.step"), ("AP242DIS", "assembly_nested_ap242.step")):
    doc = FreeCAD.newDocument("nested_" + schema)
    Part.setStaticValue("write.step.schema", schema)
    top = doc.addObject("App::Part", "TOP")
    sub = doc.addObject("App::Part", "SUB")
    plate = doc.addObject("App::Part", "PLATE")
    pb = doc.addObject("Part::Feature", "plate_body")
    pb.Shape = Part.makeBox(40, 20, 2)
    plate.addObject(pb)
    pin = doc.addObject("App::Part", "PIN")
    pc = doc.addObject("Part::Feature", "pin_body")
    pc.Shape = Part.makeCylinder(2, 10)
    pin.addObject(pc)
    pin.Placement = Placement(Vector(10, 10, 2), Rotation())
    sub.addObject(plate)
    sub.addObject(pin)
    top.addObject(sub)
    # the whole sub-assembly instanced a second time (App::Link), moved up by 50 and turned 90 deg about z
    link = doc.addObject("App::Link", "SUB001")
    link.setLink(sub)
    link.Placement = Placement(Vector(0, 0, 50), Rotation(Vector(0, 0, 1), 90))
    top.addObject(link)
    doc.recompute()
    Import.export([top], name)
    back = Part.read(name)
    bb = back.BoundBox
    out[name] = {"what": "TOP: SUB (PLATE box 40x20x2, PIN cylinder R2 h10 at (10,10,2)) and SUB again at "
                         "(0,0,50) turned 90 deg about z", "schema": schema, "solids": len(back.Solids),
                 "volume": back.Volume, "area": back.Area,
                 "bbox_min_max": [bb.XMin, bb.YMin, bb.ZMin, bb.XMax, bb.YMax, bb.ZMax]}
with open("assembly_nested_reference.json", "w") as f:
    json.dump(out, f, indent=1, sort_keys=True)
print("done")
