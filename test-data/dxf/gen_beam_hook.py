"""Writes beam_hook_r2000.dxf: the shared simple hook (simple_hook_r2000.dxf in this folder) drawn as a cantilever
beam: the same ROOT, PAWL-1, OBSTACLE and DIRECTION entities with the same coordinate texts, and instead of the
hinge point a BEAM-1 centre line from the root (0.75, 0), on the ROOT outline, to the start of the hook's back face
(0.75, -13.171851993257885). Run: python3 gen_beam_hook.py. Plain group codes (no CAD library), so every
coordinate is known exactly: the beam is 1.5 mm thick (x = 0 .. 1.5) and L = 13.171851993257885 mm long."""
from dxf_writer import header, layers, ent, lwpoly, line, write

pawl = [("0.0", "0.0"), ("0.0", "-15.0"), ("1.5", "-15.0"), ("2.5", "-13.571851993257885"),
        ("2.5", "-13.171851993257885"), ("1.5", "-13.171851993257885"), ("1.5", "0.0")]
e = []
e += lwpoly("20", "ROOT", [("-6.0", "0.0"), ("8.0", "0.0"), ("8.0", "4.0"), ("-6.0", "4.0")])
e += lwpoly("21", "PAWL-1", pawl)
e += line("22", "BEAM-1", ("0.75", "-13.171851993257885"), ("0.75", "0.0"))
e += lwpoly("23", "OBSTACLE", [("2.0", "-17.0"), ("6.0", "-17.0"), ("6.0", "-20.0"), ("2.0", "-20.0")])
e += line("24", "DIRECTION", ("0.0", "0.0"), ("0.0", "-8.0"))

groups = header("AC1015", 4) + layers("ROOT", "PAWL-1", "BEAM-1", "OBSTACLE", "DIRECTION")
groups += [(0, "SECTION"), (2, "ENTITIES")] + e + [(0, "ENDSEC"), (0, "EOF")]
write("beam_hook_r2000.dxf", groups)
print("beam_hook_r2000.dxf written")
