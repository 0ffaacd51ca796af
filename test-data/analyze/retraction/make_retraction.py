"""Builds the retraction mechanism of a snapfit-mechanism/1 case whose insertion completes with every pawl at rest:
the pawls (shape and hinge) and the root are translated exactly by velocity * travel, the velocity is reversed and
the travel kept. Such a mechanism starts where the insertion ended, so the brute-force simulator (which starts at
rest) can run the retraction independently of snapfit. Usage: make_retraction.py CASE.json OUT.json"""
import json, sys
from fractions import Fraction as F

def fr(x):
    return F(x)

def txt(q):
    return str(q.numerator) if q.denominator == 1 else '%d/%d' % (q.numerator, q.denominator)

m = json.load(open(sys.argv[1]))
v = [fr(c) for c in m['motion']['velocity']]
T = fr(m['motion']['travel'])
d = [v[0] * T, v[1] * T]
def move(p):
    return [txt(fr(p[0]) + d[0]), txt(fr(p[1]) + d[1])]
for p in m['pawls']:
    p['hinge'] = move(p['hinge'])
    p['shape'] = [[move(q) for q in poly] for poly in p['shape']]
m['root']['shape'] = [[move(q) for q in poly] for poly in m['root'].get('shape', [])]
m['motion']['velocity'] = [txt(-v[0]), txt(-v[1])]
m['name'] = m['name'] + ' (retraction)'
json.dump(m, open(sys.argv[2], 'w'), indent=1)
