# End-to-end assemblies made with FreeCAD/OCCT, and OCCT's own pawl angles for them:
#   freecadcmd gen_e2e_fixtures.py        (in this folder; Debian 12: FreeCAD 0.20.2, OCCT 7.6)
#
# One cantilever snap (a hook on a hinge pushed down past a catch with a lead-in ramp, extruded 4 mm) is built four
# ways, each a different CAD structure, with parts named by role:
#   e2e_rotated     the whole mechanism in an App::Part turned 90 deg about x (profiles in the x-z plane), cut y = -2
#   e2e_nested      the catch in a sub-assembly CATCH_ASM inside HOUSING, both placed by translations, the hook in a
#                   container turned by the 3-4-5 angle about z (its frame is exactly rational); cut z = 2
#   e2e_inch        written in inches (the section is read back in mm), cut z = 2
#   e2e_round       the catch's lead-in is a quarter circle (a cylinder face), cut z = 2
# For each, <name>.section.json is the mechanism file and <name>.occt.json holds OCCT's angles: at every sample time
# t, the hook solid rotated about the hinge axis (through the hinge, along the plane's normal) by theta and moved by
# v t just touches the catch solid (BRepExtrema distance, bisection on theta to 1e-10 rad): the quasi-static pawl
# angle of the model while the two are in contact.
import json
import math
import os

import sys

import FreeCAD
import Part
from FreeCAD import Placement, Rotation, Vector

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import fc_common  # noqa: E402
from fc_common import container, export, feature, write_json  # noqa: E402
THICK = 4.0

# the planar snap (section coordinates, mm): hinge at (0, 0), the beam hangs down, a barb at its end points to +x
# with a sloped lower face; moving down, the slope meets the catch's top corner (2, -12.75), the beam deflects
# clockwise and the barb rides over the corner and down the catch's lead-in and side
HOOK = [(-0.75, 0), (-0.75, -13), (2.5, -11), (2.5, -10.5), (0.75, -10.5), (0.75, 0)]
CATCH = [(2, -12.75), (6, -12.75), (6, -20), (1, -20), (1, -13.75)]
HINGE = (0, 0)
VELOCITY = (0, -1)
TRAVEL = 4
STIFFNESS = "50"
FRICTION = "0.2"


def prism(poly, z0=0.0):
    return fc_common.prism(poly, THICK, z0)


def round_catch():
    # the catch with its lead-in corner (1, -13.75) -> (2, -12.75) replaced by a quarter circle centred (2, -13.75)
    c = Vector(2, -13.75, 0)
    r = 1.0
    edges = [Part.LineSegment(Vector(2, -12.75, 0), Vector(6, -12.75, 0)).toShape(),
             Part.LineSegment(Vector(6, -12.75, 0), Vector(6, -20, 0)).toShape(),
             Part.LineSegment(Vector(6, -20, 0), Vector(1, -20, 0)).toShape(),
             Part.LineSegment(Vector(1, -20, 0), Vector(1, -13.75, 0)).toShape(),
             Part.Arc(Vector(1, -13.75, 0), c.add(Vector(-r * math.sqrt(0.5), r * math.sqrt(0.5), 0)),
                      Vector(2, -12.75, 0)).toShape()]
    return Part.Face(Part.Wire(edges)).extrude(Vector(0, 0, THICK))






def world_shape(obj):
    s = obj.Shape.copy()
    s.Placement = obj.getGlobalPlacement()
    return s


def occt_angles(hook, catch, hinge_world, normal, velocity_world, ts):
    out = []
    for t in ts:
        moved = hook.copy()
        moved.translate(Vector(velocity_world.x * t, velocity_world.y * t, velocity_world.z * t))
        pivot = Vector(hinge_world.x + velocity_world.x * t, hinge_world.y + velocity_world.y * t,
                       hinge_world.z + velocity_world.z * t)

        def free(theta):
            s = moved.copy()
            s.rotate(pivot, normal, math.degrees(theta))
            return s.distToShape(catch)[0] > 1e-9

        if free(0.0):
            out.append({"t": t, "theta": 0.0})
            continue
        # the hook deflects clockwise (towards -theta) away from the catch: find the boundary
        lo, hi = 0.0, -0.5
        assert free(hi), "no free angle within 0.5 rad at t = %s" % t
        for _ in range(60):
            mid = (lo + hi) / 2
            if free(mid):
                hi = mid
            else:
                lo = mid
        out.append({"t": t, "theta": (lo + hi) / 2})
    return out




def mechanism(name, step, section, chord="0.01"):
    return {"format": "snapfit-mechanism/1", "name": name, "friction": FRICTION,
            "geometry": {"step": step, "chordTolerance": chord, "section": section},
            "pawls": [{"part": "PAWL-1", "hinge": [str(HINGE[0]), str(HINGE[1])], "stiffness": STIFFNESS}],
            "motion": {"velocity": [str(VELOCITY[0]), str(VELOCITY[1])], "travel": str(TRAVEL)}}




TS = [round(0.05 * k, 2) for k in range(1, 80)]


def case(name, build, section, to_world, normal_world, unit=None, catch_shape=None):
    doc = FreeCAD.newDocument(name)
    top, hook_obj, catch_obj = build(doc, catch_shape or prism(CATCH))
    export(doc, [top], name + ".step", unit)
    write_json(name + ".section.json", mechanism(name, name + ".step", section))
    hook = world_shape(hook_obj)
    catch = world_shape(catch_obj)
    hinge_w = to_world(HINGE)
    v0 = to_world((0, 0))
    v1 = to_world(VELOCITY)
    vel = Vector(v1.x - v0.x, v1.y - v0.y, v1.z - v0.z)
    write_json(name + ".occt.json", {"case": name, "what": "OCCT pawl angle (rad, counter-clockwise about the section"
                                " normal) at time t: the rotated, moved hook touches the catch",
                                "freecad": FreeCAD.Version()[:3], "samples": occt_angles(hook, catch, hinge_w,
                                                                                         normal_world, vel, TS)})


def plain(doc, catch_shape, top_placement=None):
    top = container(doc, "ASSY")
    mech = container(doc, "MECH", top_placement)
    h = feature(doc, "PAWL-1", prism(HOOK))
    c = feature(doc, "OBSTACLE-catch", catch_shape)
    mech.addObject(h)
    mech.addObject(c)
    top.addObject(mech)
    return top, h, c


def rotated(doc, catch_shape):
    return plain(doc, catch_shape, Placement(Vector(0, 0, 0), Rotation(Vector(1, 0, 0), 90)))


def nested(doc, catch_shape):
    top = container(doc, "ASSY")
    housing = container(doc, "HOUSING", Placement(Vector(5, -7, 0), Rotation()))
    asm = container(doc, "CATCH_ASM", Placement(Vector(-5, 7, 0), Rotation()))
    # the catch body is modelled 3 mm up and moved back by its container
    up = catch_shape.copy()
    up.translate(Vector(0, 3, 0))
    c = feature(doc, "OBSTACLE-catch", up)
    inner = container(doc, "CATCH", Placement(Vector(0, -3, 0), Rotation()))
    inner.addObject(c)
    asm.addObject(inner)
    housing.addObject(asm)
    # the hook is modelled turned back by the 3-4-5 angle and turned forward by its container
    angle = math.degrees(math.atan2(4, 3))
    hk = prism(HOOK)
    hk.rotate(Vector(0, 0, 0), Vector(0, 0, 1), -angle)
    h = feature(doc, "hook_body", hk)
    pawl = container(doc, "PAWL-1", Placement(Vector(0, 0, 0), Rotation(Vector(0, 0, 1), angle)))
    pawl.addObject(h)
    top.addObject(housing)
    top.addObject(pawl)
    return top, h, c


def identity(p):
    return Vector(p[0], p[1], 2.0)


def rotated_world(p):
    # the quarter turn about x: (x, y, z) -> (x, -z, y); section origin at y = -2
    return Vector(p[0], -2.0, p[1])


case("e2e_rotated", rotated, {"origin": ["0", "-2", "0"], "normal": ["0", "-1", "0"], "xAxis": ["1", "0", "0"]},
     rotated_world, Vector(0, -1, 0))
case("e2e_nested", nested, "z=2", identity, Vector(0, 0, 1))
case("e2e_inch", plain, "z=2", identity, Vector(0, 0, 1), unit="INCH")
case("e2e_round", plain, "z=2", identity, Vector(0, 0, 1), catch_shape=round_catch())
print("done")
