import Part, math
from FreeCAD import Vector
r = Part.read("/work/clearance/test-data/tracking/cad/revolved_spline_ap214.step")
for f in r.Faces:
    print(type(f.Surface).__name__, f.Area, f.Surface)
s=[f for f in r.Faces if type(f.Surface).__name__=='SurfaceOfRevolution'][0]
c=s.Surface.BasisCurve
print(c, c.FirstParameter, c.LastParameter, c.getKnots())
# Pappus via Green: V = pi * closed integral of x^2 dz over the profile region boundary; profile region between curve and line x=0.001
knots=c.getKnots()
N=4000
V=0.0; A=0.0
import itertools
# composite Gauss-Legendre 5-point per subinterval
xs=[-0.9061798459386640,-0.5384693101056831,0.0,0.5384693101056831,0.9061798459386640]
ws=[0.2369268850561891,0.4786286704993665,0.5688888888888889,0.4786286704993665,0.2369268850561891]
for k in range(len(knots)-1):
    a,b=knots[k],knots[k+1]
    for j in range(N):
        p0=a+(b-a)*j/N; p1=a+(b-a)*(j+1)/N
        h=(p1-p0)/2; m=(p0+p1)/2
        for x,w in zip(xs,ws):
            t=m+h*x
            P=c.value(t); D=c.tangent(t)[0]; d1=c.getD1(t)[1] if hasattr(c,'getD1') else None
            V+= w*h*math.pi*P.x**2*d1.z
            A+= w*h*2*math.pi*P.x*d1.Length
# closing line from (0.001, 8.4) to (0.001, 0): x^2 dz
z0=c.value(c.FirstParameter).z; z1=c.value(c.LastParameter).z
V+= math.pi*0.001**2*(z0-z1)
print("V dense", abs(V), "A(revolution face) dense", A)
print("OCCT", r.Volume, r.Area)
