package org.snapfit.sweep.traits;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.core.geom.VertexKind;
import org.snapfit.sweep.model.Obstacle;
import org.snapfit.sweep.model.Pawl;

/**
 * The C-space constraints of one pawl (Donald &amp; Pai §3; DESIGN §4 "Contacts"): one type-B constraint per
 * (convex pawl vertex, obstacle edge) and one type-A constraint per (convex obstacle vertex, pawl edge). Every
 * polygon is taken counter-clockwise; reflex and flat vertices never touch. Immutable, exact.
 *
 * <p>With u = tan θ/2 and R̃(u) = (1 + u²)R_θ, for a pawl vertex P (body frame, relative to the hinge) on an
 * obstacle edge A→B with outward normal m: g = m·((1 + u²)(H(t) − A) + R̃(u)P). For an obstacle vertex Q on a
 * pawl edge a→b with outward normal M: g = (Q − H(t))·R̃(u)M − (1 + u²) M·a. Both are a(u) + t·b(u) with
 * deg a, deg b ≤ 2.
 *
 * @param constraints the constraints, ids 0, 1, 2, … in construction order
 */
public record CSpace(List<Constraint> constraints) {

    /**
     * Copies the list.
     *
     * @param constraints the constraints
     */
    public CSpace {
        constraints = List.copyOf(constraints);
    }

    /**
     * Builds the constraints of a pawl for a run in which the hinge is at {@code hinge0} at t = 0 and moves with
     * {@code velocity}. The pawl's shape is taken relative to its own hinge (so a retraction run may start the
     * hinge elsewhere); contact labels use the mechanism file's coordinates.
     *
     * @param pawl the pawl
     * @param hinge0 the hinge position at t = 0 of this run
     * @param velocity the root velocity of this run
     * @param obstacles the obstacles
     * @param friction μ
     * @return the constraint set
     */
    public static CSpace of(Pawl pawl, ExactPoint2 hinge0, ExactPoint2 velocity, List<Obstacle> obstacles,
            Rational friction) {
        List<Constraint> out = new ArrayList<>();
        for (int pi = 0; pi < pawl.shape().size(); pi++) {
            ExactPolygon2 p = pawl.shape().get(pi).toCounterClockwise();
            for (int oi = 0; oi < obstacles.size(); oi++) {
                Obstacle o = obstacles.get(oi);
                for (int qi = 0; qi < o.shape().size(); qi++) {
                    ExactPolygon2 q = o.shape().get(qi).toCounterClockwise();
                    String keys = pi + ":" + oi + "." + qi;
                    typeB(out, pawl, p, o, q, hinge0, velocity, friction, keys);
                    typeA(out, pawl, p, o, q, hinge0, velocity, friction, keys);
                }
            }
        }
        return new CSpace(out);
    }

    private static void typeB(List<Constraint> out, Pawl pawl, ExactPolygon2 p, Obstacle o, ExactPolygon2 q,
            ExactPoint2 h0, ExactPoint2 v, Rational mu, String keys) {
        for (int i = 0; i < p.size(); i++) {
            if (p.vertexKind(i) != VertexKind.CONVEX) {
                continue;
            }
            ExactPoint2 pb = p.vertex(i).subtract(pawl.hinge());
            ExactPoint2 prev = p.vertex(i - 1).subtract(p.vertex(i));
            ExactPoint2 next = p.vertex(i + 1).subtract(p.vertex(i));
            for (int j = 0; j < q.size(); j++) {
                ExactPoint2 a = q.vertex(j);
                ExactPoint2 b = q.vertex(j + 1);
                ExactPoint2 e = b.subtract(a);
                ExactPoint2 m = ExactPoint2.of(e.y(), e.x().negate());
                Supplier<TuPoly> g = () -> TuPoly.ofRationals(add(onePlusU2(m.dot(h0.subtract(a))), rotDot(m, pb)),
                        onePlusU2(m.dot(v)));
                Supplier<Constraint.Details> details = () -> {
                    TuPoly alpha = TuPoly.ofRationals(add(onePlusU2(h0.subtract(a).dot(e)), rotDot(e, pb)),
                            onePlusU2(v.dot(e)));
                    TuPoly beta = TuPoly.ofRationals(add(onePlusU2(b.subtract(h0).dot(e)), neg(rotDot(e, pb))),
                            onePlusU2(v.dot(e).negate()));
                    TuPoly g1 = TuPoly.ofRationals(rotDot(m, prev), zero());
                    TuPoly g2 = TuPoly.ofRationals(rotDot(m, next), zero());
                    ExactPoint2 ep = ExactPoint2.of(m.y(), m.x().negate());
                    TuPoly re = TuPoly.ofRationals(rotDot(ep, pb), zero());
                    TuPoly dp = TuPoly.ofRationals(add(rotDot(ep, pb), scale(rotDot(m, pb), mu)), zero());
                    TuPoly dm = TuPoly.ofRationals(add(rotDot(ep, pb), scale(rotDot(m, pb), mu.negate())), zero());
                    TuPoly vr = TuPoly.ofRationals(rotDot(v, pb), zero());
                    return new Constraint.Details(List.of(alpha, beta, g1, g2), re, dp, dm, vr);
                };
                Contact c = new Contact(ContactKind.B, pawl.name(), o.name(), p.vertex(i), a, b);
                ContactGeometry geo = new ContactGeometry(ContactKind.B, pb.x().doubleValue(), pb.y().doubleValue(),
                        m.x().doubleValue(), m.y().doubleValue());
                String f = "B:" + keys + ":" + i;
                out.add(Constraint.lazy(out.size(), c, g, details, mu, geo, f, q.vertexKind(j + 1),
                        Reach.typeB(pb, a, b, h0, v)));
            }
        }
    }

    private static void typeA(List<Constraint> out, Pawl pawl, ExactPolygon2 p, Obstacle o, ExactPolygon2 q,
            ExactPoint2 h0, ExactPoint2 v, Rational mu, String keys) {
        for (int j = 0; j < q.size(); j++) {
            if (q.vertexKind(j) != VertexKind.CONVEX) {
                continue;
            }
            ExactPoint2 qq = q.vertex(j);
            ExactPoint2 w = qq.subtract(h0);
            ExactPoint2 prev = q.vertex(j - 1).subtract(qq);
            ExactPoint2 next = q.vertex(j + 1).subtract(qq);
            for (int i = 0; i < p.size(); i++) {
                ExactPoint2 a = p.vertex(i).subtract(pawl.hinge());
                ExactPoint2 b = p.vertex(i + 1).subtract(pawl.hinge());
                ExactPoint2 e = b.subtract(a);
                ExactPoint2 mm = ExactPoint2.of(e.y(), e.x().negate());
                Supplier<TuPoly> g = () -> TuPoly.ofRationals(add(rotDot(w, mm), neg(onePlusU2(mm.dot(a)))),
                        neg(rotDot(v, mm)));
                Supplier<Constraint.Details> details = () -> {
                    TuPoly alpha = TuPoly.ofRationals(add(rotDot(w, e), neg(onePlusU2(a.dot(e)))), neg(rotDot(v, e)));
                    TuPoly beta = TuPoly.ofRationals(add(onePlusU2(b.dot(e)), neg(rotDot(w, e))), rotDot(v, e));
                    TuPoly g1 = TuPoly.ofRationals(rotDot(prev, mm), zero());
                    TuPoly g2 = TuPoly.ofRationals(rotDot(next, mm), zero());
                    // n' = -R~M, e' = (n'_y, -n'_x); r = w - v t: r.e' = -(r x R~M), r.n' = -(r . R~M)
                    TuPoly re = TuPoly.ofRationals(neg(rotCross(w, mm)), rotCross(v, mm));
                    TuPoly dp = TuPoly.ofRationals(add(neg(rotCross(w, mm)), scale(neg(rotDot(w, mm)), mu)),
                            add(rotCross(v, mm), scale(rotDot(v, mm), mu)));
                    TuPoly dm = TuPoly.ofRationals(add(neg(rotCross(w, mm)), scale(neg(rotDot(w, mm)), mu.negate())),
                            add(rotCross(v, mm), scale(rotDot(v, mm), mu.negate())));
                    TuPoly vr = TuPoly.ofRationals(new Rational[] {v.dot(w)}, new Rational[] {v.dot(v).negate()});
                    return new Constraint.Details(List.of(alpha, beta, g1, g2), re, dp, dm, vr);
                };
                Contact c = new Contact(ContactKind.A, pawl.name(), o.name(), qq, p.vertex(i),
                        p.vertex(i + 1));
                ContactGeometry geo = new ContactGeometry(ContactKind.A, qq.x().doubleValue(), qq.y().doubleValue(),
                        mm.x().doubleValue(), mm.y().doubleValue());
                String f = "A:" + keys + ":" + j;
                out.add(Constraint.lazy(out.size(), c, g, details, mu, geo, f, p.vertexKind(i + 1),
                        Reach.typeA(qq, a, b, h0, v)));
            }
        }
    }

    /** w·R̃(u)P = w·P + 2u (P × w) − u² w·P. */
    private static Rational[] rotDot(ExactPoint2 w, ExactPoint2 p) {
        Rational d = w.dot(p);
        return new Rational[] {d, p.cross(w).multiply(Rational.of(2)), d.negate()};
    }

    /** r × R̃(u)M = (r × M) + 2u (r·M) − u² (r × M). */
    private static Rational[] rotCross(ExactPoint2 r, ExactPoint2 m) {
        Rational c = r.cross(m);
        return new Rational[] {c, r.dot(m).multiply(Rational.of(2)), c.negate()};
    }

    private static Rational[] onePlusU2(Rational k) {
        return new Rational[] {k, Rational.ZERO, k};
    }

    private static Rational[] zero() {
        return new Rational[] {Rational.ZERO};
    }

    private static Rational[] add(Rational[] x, Rational[] y) {
        Rational[] o = new Rational[Math.max(x.length, y.length)];
        for (int i = 0; i < o.length; i++) {
            o[i] = (i < x.length ? x[i] : Rational.ZERO).add(i < y.length ? y[i] : Rational.ZERO);
        }
        return o;
    }

    private static Rational[] scale(Rational[] x, Rational k) {
        Rational[] o = new Rational[x.length];
        for (int i = 0; i < o.length; i++) {
            o[i] = x[i].multiply(k);
        }
        return o;
    }

    private static Rational[] neg(Rational[] x) {
        Rational[] o = new Rational[x.length];
        for (int i = 0; i < o.length; i++) {
            o[i] = x[i].negate();
        }
        return o;
    }
}
