# Parts whose minimum distance is attained on a set (switch-instant tests of cli's SetValuedSwitchTest).
# Run in this folder: freecadcmd gen_switch_sets.py
#   holed_block_ap214.step - block 8 x 8 x 6 with a through hole R2 along z, axis at x = y = 4
#   pin_ap214.step         - cylinder R1.5, height 4, axis along z from the origin
import FreeCAD
import Import
import Part
from FreeCAD import Vector

doc = FreeCAD.newDocument("sets")
block = Part.makeBox(8, 8, 6).cut(Part.makeCylinder(2, 6, Vector(4, 4, 0)))
pin = Part.makeCylinder(1.5, 4)
for name, shape in (("holed_block", block), ("pin", pin)):
    o = doc.addObject("Part::Feature", name)
    o.Shape = shape
    Import.export([o], name + "_ap214.step")
    print(name, len(shape.Faces), "faces, volume", shape.Volume)
