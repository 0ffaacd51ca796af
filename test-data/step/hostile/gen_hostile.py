# Writes the hostile STEP fixtures of the structure walker (plain Python 3, no dependencies):
#   python3 gen_hostile.py        (in this folder)
# Each file is a minimal, syntactically valid ISO 10303-21 file whose product structure is built to break a naive
# recursive or tree-expanding walker; the expected diagnostics are in README.md.
import os

HERE = os.path.dirname(os.path.abspath(__file__))
HEAD = ("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('hostile structure fixture'),'2;1');\n"
        "FILE_NAME('%s','2026-11-28T00:00:00',(''),(''),'gen_hostile.py','','');\n"
        "FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));\nENDSEC;\nDATA;\n")
TAIL = "ENDSEC;\nEND-ISO-10303-21;\n"

CONTEXT = ("#1=(GEOMETRIC_REPRESENTATION_CONTEXT(3) GLOBAL_UNIT_ASSIGNED_CONTEXT((#2,#3,#4)) "
           "REPRESENTATION_CONTEXT('',''));\n"
           "#2=(LENGTH_UNIT() NAMED_UNIT(*) SI_UNIT(.MILLI.,.METRE.));\n"
           "#3=(NAMED_UNIT(*) PLANE_ANGLE_UNIT() SI_UNIT($,.RADIAN.));\n"
           "#4=(NAMED_UNIT(*) SI_UNIT($,.STERADIAN.) SOLID_ANGLE_UNIT());\n"
           "#5=CARTESIAN_POINT('',(0.,0.,0.));\n#6=DIRECTION('',(0.,0.,1.));\n#7=DIRECTION('',(1.,0.,0.));\n"
           "#8=AXIS2_PLACEMENT_3D('',#5,#6,#7);\n")


def write(name, body):
    with open(os.path.join(HERE, name), "w") as f:
        f.write(HEAD % name)
        f.write(body)
        f.write(TAIL)


def nauo_chain(depth):
    # product definitions #10, #12, ...; #11 uses #12 (parent #10), and so on: a chain of `depth` usages
    out = []
    for k in range(depth + 1):
        out.append("#%d=PRODUCT_DEFINITION('','',$,$);\n" % (10 + 2 * k))
        if k < depth:
            out.append("#%d=NEXT_ASSEMBLY_USAGE_OCCURRENCE('%d','L%d','',#%d,#%d,$);\n"
                       % (11 + 2 * k, k, k, 10 + 2 * k, 12 + 2 * k))
    return "".join(out)


def nauo_bomb(levels):
    # each product definition uses the next one twice: 2^(levels+1) - 1 occurrences from 3 * levels + 1 entities
    out = []
    for k in range(levels + 1):
        pd = 10 + 3 * k
        out.append("#%d=PRODUCT_DEFINITION('','',$,$);\n" % pd)
        if k < levels:
            out.append("#%d=NEXT_ASSEMBLY_USAGE_OCCURRENCE('a%d','A%d','',#%d,#%d,$);\n" % (pd + 1, k, k, pd, pd + 3))
            out.append("#%d=NEXT_ASSEMBLY_USAGE_OCCURRENCE('b%d','B%d','',#%d,#%d,$);\n" % (pd + 2, k, k, pd, pd + 3))
    return "".join(out)


def product(rep):
    # one product whose shape is representation #rep
    return ("#9=PRODUCT_DEFINITION('','',$,$);\n"
            "#90=PRODUCT_DEFINITION_SHAPE('','',#9);\n"
            "#91=SHAPE_DEFINITION_REPRESENTATION(#90,#%d);\n" % rep)


def mapped_chain(depth):
    # representation k holds one MAPPED_ITEM of representation k+1: a chain of `depth` mapped items
    out = [CONTEXT, product(100)]
    for k in range(depth + 1):
        rep = 100 + 3 * k
        if k < depth:
            out.append("#%d=SHAPE_REPRESENTATION('r%d',(#%d),#1);\n" % (rep, k, rep + 1))
            out.append("#%d=MAPPED_ITEM('m%d',#%d,#8);\n" % (rep + 1, k, rep + 2))
            out.append("#%d=REPRESENTATION_MAP(#8,#%d);\n" % (rep + 2, rep + 3))
        else:
            out.append("#%d=SHAPE_REPRESENTATION('r%d',(#8),#1);\n" % (rep, k))
    return "".join(out)


def mapped_bomb(levels):
    # representation k holds two MAPPED_ITEMs of representation k+1 (one shared REPRESENTATION_MAP)
    out = [CONTEXT, product(100)]
    for k in range(levels + 1):
        rep = 100 + 4 * k
        if k < levels:
            out.append("#%d=SHAPE_REPRESENTATION('r%d',(#%d,#%d),#1);\n" % (rep, k, rep + 1, rep + 2))
            out.append("#%d=MAPPED_ITEM('a%d',#%d,#8);\n" % (rep + 1, k, rep + 3))
            out.append("#%d=MAPPED_ITEM('b%d',#%d,#8);\n" % (rep + 2, k, rep + 3))
            out.append("#%d=REPRESENTATION_MAP(#8,#%d);\n" % (rep + 3, rep + 4))
        else:
            out.append("#%d=SHAPE_REPRESENTATION('r%d',(#8),#1);\n" % (rep, k))
    return "".join(out)


def shell_chain(depth):
    # a solid whose outer shell is an ORIENTED_CLOSED_SHELL of an ORIENTED_CLOSED_SHELL of ... `depth` levels
    out = [CONTEXT, "#100=SHAPE_REPRESENTATION('',(#101),#1);\n#101=MANIFOLD_SOLID_BREP('deep',#200);\n"]
    for k in range(depth):
        out.append("#%d=ORIENTED_CLOSED_SHELL('',*,#%d,.F.);\n" % (200 + k, 201 + k))
    out.append("#%d=CLOSED_SHELL('',());\n" % (200 + depth))
    return "".join(out)


write("deep_nauo_chain.stp", nauo_chain(25000))
write("deep_mapped_items.stp", mapped_chain(25000))
write("deep_oriented_shells.stp", shell_chain(25000))
write("dag_bomb_nauo.stp", nauo_bomb(40))
write("dag_bomb_mapped.stp", mapped_bomb(40))
print("done")
