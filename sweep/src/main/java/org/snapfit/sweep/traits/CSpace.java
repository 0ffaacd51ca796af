package org.snapfit.sweep.traits;

import org.snapfit.sweep.contact.ContactGeometry;
import org.snapfit.sweep.contact.ContactKind;
import org.snapfit.sweep.contact.VertexEdgeContact;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.core.geom.VertexKind;
import org.snapfit.sweep.model.Obstacle;
import org.snapfit.sweep.model.Pawl;

/**
 * The C-space constraints of one pawl (Donald &amp; Pai §3; docs/model.md): one type-B constraint per
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
        return shape(pawl, hinge0, velocity, obstacles).at(friction);
    }

    /**
     * The friction-free part of a pawl's C-space for a run ({@link #of} without μ): the constraint curves, markers,
     * contacts and reaches, which friction does not change. {@link Shape#at} gives the C-space at one μ; the
     * C-spaces of one shape at several μ share every polynomial but the two friction polynomials D₊, D₋.
     *
     * @param pawl the pawl (its name, hinge and shape; its stiffness plays no part)
     * @param hinge0 the hinge position at t = 0 of this run
     * @param velocity the root velocity of this run
     * @param obstacles the obstacles
     * @return the shape
     */
    public static Shape shape(Pawl pawl, ExactPoint2 hinge0, ExactPoint2 velocity, List<Obstacle> obstacles) {
        List<Function<Rational, Constraint>> out = new ArrayList<>();
        double[] vd = {velocity.x().doubleValue(), velocity.y().doubleValue()};
        List<List<Poly>> obs = new ArrayList<>();
        for (Obstacle o : obstacles) {
            List<Poly> qs = new ArrayList<>();
            for (ExactPolygon2 q : o.shape()) {
                qs.add(Poly.of(q.toCounterClockwise(), hinge0));
            }
            obs.add(qs);
        }
        for (int pi = 0; pi < pawl.shape().size(); pi++) {
            Poly p = Poly.of(pawl.shape().get(pi).toCounterClockwise(), pawl.hinge());
            for (int oi = 0; oi < obstacles.size(); oi++) {
                Obstacle o = obstacles.get(oi);
                for (int qi = 0; qi < o.shape().size(); qi++) {
                    Poly q = obs.get(oi).get(qi);
                    String keys = pi + ":" + oi + "." + qi;
                    typeB(out, pawl, p, o, q, hinge0, velocity, vd, keys);
                    typeA(out, pawl, p, o, q, hinge0, velocity, vd, keys);
                }
            }
        }
        return new Shape(out);
    }

    /**
     * A pawl's C-space without its friction coefficient ({@link #shape}): what every μ shares. The polynomials are
     * built on first use and kept, so the C-spaces of one shape at several μ (the runs of a critical-μ search) build
     * each curve and marker once. Immutable as a value; thread-safe (a benign race on first use: equal values).
     */
    public static final class Shape {
        private final List<Function<Rational, Constraint>> makers;

        private Shape(List<Function<Rational, Constraint>> makers) {
            this.makers = List.copyOf(makers);
        }

        /**
         * The number of constraints.
         *
         * @return the count
         */
        public int size() {
            return makers.size();
        }

        /**
         * The C-space at one friction coefficient: new constraints (ids 0, 1, 2, … as {@link CSpace#of} gives them)
         * that share this shape's curves and markers and have the friction polynomials of {@code friction}.
         *
         * @param friction μ, &gt;= 0
         * @return the constraint set
         */
        public CSpace at(Rational friction) {
            List<Constraint> out = new ArrayList<>(makers.size());
            for (Function<Rational, Constraint> m : makers) {
                out.add(m.apply(friction));
            }
            return new CSpace(out);
        }
    }

    private static void typeB(List<Function<Rational, Constraint>> out, Pawl pawl, Poly pp, Obstacle o, Poly qq0,
            ExactPoint2 h0, ExactPoint2 v, double[] vd, String keys) {
        ExactPolygon2 p = pp.polygon();
        ExactPolygon2 q = qq0.polygon();
        for (int i = 0; i < p.size(); i++) {
            if (p.vertexKind(i) != VertexKind.CONVEX) {
                continue;
            }
            ExactPoint2 pb = pp.rel(i);
            ExactPoint2 prev = p.vertex(i - 1).subtract(p.vertex(i));
            ExactPoint2 next = pp.edge(i);
            SharedB[] row = new SharedB[qq0.edgeClasses()];
            for (int j = 0; j < q.size(); j++) {
                ExactPoint2 a = q.vertex(j);
                ExactPoint2 b = q.vertex(j + 1);
                ExactPoint2 e = qq0.edge(j);
                ExactPoint2 m = qq0.normal(j);
                int cls = qq0.edgeClass(j);
                if (row[cls] == null) {
                    row[cls] = new SharedB(pb, prev, next, e, m, v);
                }
                SharedB sh = row[cls];
                Supplier<TuPoly> g = Memo.of(() -> TuPoly.ofRationals(add(onePlusU2(m.dot(h0.subtract(a))),
                        sh.rotMP()), sh.curveB()));
                Supplier<List<TuPoly>> edge = Memo.of(() -> List.of(
                        TuPoly.ofRationals(add(onePlusU2(h0.subtract(a).dot(e)), sh.rotEP()), sh.edgeB()),
                        TuPoly.ofRationals(add(onePlusU2(b.subtract(h0).dot(e)), neg(sh.rotEP())), sh.edgeBNeg())));
                Supplier<List<TuPoly>> markers = Memo.of(() -> List.of(edge.get().get(0), edge.get().get(1),
                        sh.tail()[0], sh.tail()[1]));
                Function<Rational, Supplier<Constraint.Details>> details = mu -> () -> {
                    TuPoly[] t = sh.tail();
                    TuPoly[] d = sh.friction(mu);
                    return new Constraint.Details(markers.get(), t[2], d[0], d[1], t[3]);
                };
                VertexEdgeContact c = new VertexEdgeContact(ContactKind.B, pawl.name(), o.name(), p.vertex(i), a, b);
                ContactGeometry geo = new ContactGeometry(ContactKind.B, pp.relX(i), pp.relY(i), qq0.normalX(j),
                        qq0.normalY(j));
                // the curve at u = 0: a(0) = m·(H(0) − A) + m·P, b(0) = m·v (before the common positive scaling)
                Supplier<Rational[]> rest = Memo.of(() -> new Rational[] {m.dot(h0.subtract(a))
                    .add(sh.rotMP()[0]), sh.curveB()[0]});
                String f = "B:" + keys + ":" + i;
                int id = out.size();
                VertexKind end = q.vertexKind(j + 1);
                Reach reach = new Reach(ContactKind.B, pp.relX(i), pp.relY(i), qq0.relX(j), qq0.relY(j),
                        qq0.relX(j + 1), qq0.relY(j + 1), vd[0], vd[1]);
                Supplier<double[][]> approx = Memo.of(() -> Constraint.approxOf(g.get()));
                out.add(mu -> Constraint.lazy(id, c, g, edge, details.apply(mu), rest, mu, geo, f, end, reach)
                        .sharing(markers, approx));
            }
        }
    }

    /**
     * The numbers of the type-B constraints of one pawl vertex P against every obstacle edge with one edge vector e
     * (outward normal m): they do not depend on where the edge lies, so translated copies of an edge (the teeth of
     * a serrated rack) share them. Each part is computed on first use (a benign race: equal values).
     */
    private static final class SharedB {
        private final Supplier<Rational[][]> curve;
        private final Supplier<Rational[][]> edge;
        private final Supplier<TuPoly[]> tail;
        /** e'·R̃(u)P with e' = (m_y, −m_x): the lever r·e before scaling. */
        private final Supplier<Rational[]> lever;

        SharedB(ExactPoint2 pb, ExactPoint2 prev, ExactPoint2 next, ExactPoint2 e, ExactPoint2 m, ExactPoint2 v) {
            this.curve = Memo.of(() -> new Rational[][] {rotDot(m, pb), onePlusU2(m.dot(v))});
            this.edge = Memo.of(() -> new Rational[][] {rotDot(e, pb), onePlusU2(v.dot(e)),
                onePlusU2(v.dot(e).negate())});
            this.lever = Memo.of(() -> rotDot(ExactPoint2.of(m.y(), m.x().negate()), pb));
            this.tail = Memo.of(() -> {
                TuPoly g1 = TuPoly.ofRationals(rotDot(m, prev), zero());
                TuPoly g2 = TuPoly.ofRationals(rotDot(m, next), zero());
                TuPoly re = TuPoly.ofRationals(lever.get(), zero());
                TuPoly vr = TuPoly.ofRationals(rotDot(v, pb), zero());
                return new TuPoly[] {g1, g2, re, vr};
            });
        }

        /** D₊ and D₋ at μ. */
        TuPoly[] friction(Rational mu) {
            Rational[] epb = lever.get();
            Rational[] mpb = curve.get()[0];
            return new TuPoly[] {TuPoly.ofRationals(add(epb, scale(mpb, mu)), zero()),
                TuPoly.ofRationals(add(epb, scale(mpb, mu.negate())), zero())};
        }

        /** m·R̃(u)P. */
        Rational[] rotMP() {
            return curve.get()[0];
        }

        /** (1 + u²) m·v: the curve's b. */
        Rational[] curveB() {
            return curve.get()[1];
        }

        /** e·R̃(u)P. */
        Rational[] rotEP() {
            return edge.get()[0];
        }

        /** (1 + u²) v·e. */
        Rational[] edgeB() {
            return edge.get()[1];
        }

        /** −(1 + u²) v·e. */
        Rational[] edgeBNeg() {
            return edge.get()[2];
        }

        /** Corner markers g1, g2, then r·e, v·r. */
        TuPoly[] tail() {
            return tail.get();
        }
    }

    private static void typeA(List<Function<Rational, Constraint>> out, Pawl pawl, Poly pp, Obstacle o, Poly qp,
            ExactPoint2 h0, ExactPoint2 v, double[] vd, String keys) {
        ExactPolygon2 p = pp.polygon();
        ExactPolygon2 q = qp.polygon();
        SharedA[] edges = new SharedA[p.size()];
        for (int i = 0; i < p.size(); i++) {
            edges[i] = new SharedA(pp.rel(i), pp.rel(i + 1), pp.edge(i), pp.normal(i), v);
        }
        Corner[][] corners = new Corner[qp.vertexClasses()][];
        for (int j = 0; j < q.size(); j++) {
            if (q.vertexKind(j) != VertexKind.CONVEX) {
                continue;
            }
            ExactPoint2 qq = q.vertex(j);
            ExactPoint2 w = qp.rel(j);
            ExactPoint2 prev = q.vertex(j - 1).subtract(qq);
            ExactPoint2 next = qp.edge(j);
            int vc = qp.vertexClass(j);
            if (corners[vc] == null) {
                corners[vc] = new Corner[p.size()];
            }
            Corner[] cornerRow = corners[vc];
            for (int i = 0; i < p.size(); i++) {
                ExactPoint2 e = pp.edge(i);
                ExactPoint2 mm = pp.normal(i);
                SharedA sh = edges[i];
                if (cornerRow[i] == null) {
                    cornerRow[i] = new Corner(Memo.of(() -> new TuPoly[] {TuPoly.ofRationals(rotDot(prev, mm), zero()),
                        TuPoly.ofRationals(rotDot(next, mm), zero())}));
                }
                Supplier<TuPoly[]> corner = cornerRow[i].markers();
                Supplier<Rational[]> wm = Memo.of(() -> rotDot(w, mm));
                Supplier<TuPoly> g = Memo.of(() -> TuPoly.ofRationals(add(wm.get(), neg(sh.onePlusMA())),
                        sh.curveB()));
                Supplier<List<TuPoly>> edge = Memo.of(() -> {
                    Rational[] we = rotDot(w, e);
                    return List.of(TuPoly.ofRationals(add(we, neg(sh.onePlusAE())), neg(sh.rotVE())),
                            TuPoly.ofRationals(add(sh.onePlusBE(), neg(we)), sh.rotVE()));
                });
                // n' = -R~M, e' = (n'_y, -n'_x); r = w - v t: r.e' = -(r x R~M), r.n' = -(r . R~M)
                Supplier<Rational[]> wc = Memo.of(() -> rotCross(w, mm));
                Supplier<Frictionless> fixed = Memo.of(() -> {
                    TuPoly[] gg = corner.get();
                    return new Frictionless(List.of(edge.get().get(0), edge.get().get(1), gg[0], gg[1]),
                            TuPoly.ofRationals(neg(wc.get()), sh.rotCrossVM()),
                            TuPoly.ofRationals(new Rational[] {v.dot(w)}, new Rational[] {v.dot(v).negate()}));
                });
                Function<Rational, Supplier<Constraint.Details>> details = mu -> () -> {
                    Frictionless fx = fixed.get();
                    Rational[] vc2 = sh.rotCrossVM();
                    Rational[] vm = sh.rotDotVM();
                    TuPoly dp = TuPoly.ofRationals(add(neg(wc.get()), scale(neg(wm.get()), mu)),
                            add(vc2, scale(vm, mu)));
                    TuPoly dm = TuPoly.ofRationals(add(neg(wc.get()), scale(neg(wm.get()), mu.negate())),
                            add(vc2, scale(vm, mu.negate())));
                    return new Constraint.Details(fx.markers(), fx.leverE(), dp, dm, fx.slip());
                };
                VertexEdgeContact c = new VertexEdgeContact(ContactKind.A, pawl.name(), o.name(), qq, p.vertex(i),
                        p.vertex(i + 1));
                ContactGeometry geo = new ContactGeometry(ContactKind.A, qp.worldX(j), qp.worldY(j), pp.normalX(i),
                        pp.normalY(i));
                // the curve at u = 0: a(0) = w·M − M·a, b(0) = −v·M (before the common positive scaling)
                Supplier<Rational[]> rest = Memo.of(() -> new Rational[] {w.dot(mm).subtract(sh.onePlusMA()[0]),
                    sh.curveB()[0]});
                String f = "A:" + keys + ":" + j;
                int id = out.size();
                VertexKind end = p.vertexKind(i + 1);
                Reach reach = new Reach(ContactKind.A, qp.relX(j), qp.relY(j), pp.relX(i), pp.relY(i),
                        pp.relX(i + 1), pp.relY(i + 1), vd[0], vd[1]);
                Supplier<List<TuPoly>> markers = () -> fixed.get().markers();
                Supplier<double[][]> approx = Memo.of(() -> Constraint.approxOf(g.get()));
                out.add(mu -> Constraint.lazy(id, c, g, edge, details.apply(mu), rest, mu, geo, f, end, reach)
                        .sharing(markers, approx));
            }
        }
    }

    /**
     * The polynomials of a type-A constraint's {@link Constraint.Details} that do not depend on μ.
     *
     * @param markers the four applicability markers
     * @param leverE r·e (scaled)
     * @param slip v·r (scaled)
     */
    private record Frictionless(List<TuPoly> markers, TuPoly leverE, TuPoly slip) {
    }

    /**
     * The corner markers g1, g2 of an obstacle vertex (by its two edge vectors) on one pawl edge: shared by every
     * vertex with the same two edge vectors. Computed on first use.
     *
     * @param markers builds {g1, g2}
     */
    private record Corner(Supplier<TuPoly[]> markers) {
    }

    /**
     * The numbers of the type-A constraints on one pawl edge a→b (edge vector e, outward normal M) that do not
     * depend on the obstacle vertex: shared by every obstacle vertex. Computed on first use.
     */
    private static final class SharedA {
        private final Supplier<Rational[][]> parts;

        SharedA(ExactPoint2 a, ExactPoint2 b, ExactPoint2 e, ExactPoint2 mm, ExactPoint2 v) {
            this.parts = Memo.of(() -> new Rational[][] {neg(rotDot(v, mm)), onePlusU2(mm.dot(a)),
                onePlusU2(a.dot(e)), onePlusU2(b.dot(e)), rotDot(v, e), rotCross(v, mm), rotDot(v, mm)});
        }

        /** −v·R̃(u)M: the curve's b. */
        Rational[] curveB() {
            return parts.get()[0];
        }

        /** (1 + u²) M·a. */
        Rational[] onePlusMA() {
            return parts.get()[1];
        }

        /** (1 + u²) a·e. */
        Rational[] onePlusAE() {
            return parts.get()[2];
        }

        /** (1 + u²) b·e. */
        Rational[] onePlusBE() {
            return parts.get()[3];
        }

        /** v·R̃(u)e. */
        Rational[] rotVE() {
            return parts.get()[4];
        }

        /** v × R̃(u)M. */
        Rational[] rotCrossVM() {
            return parts.get()[5];
        }

        /** v·R̃(u)M. */
        Rational[] rotDotVM() {
            return parts.get()[6];
        }
    }

    /** A supplier that computes its value once (a benign race: concurrent first calls compute equal values). */
    private static final class Memo<T> implements Supplier<T> {
        private final Supplier<T> f;
        private volatile T value;

        private Memo(Supplier<T> f) {
            this.f = f;
        }

        static <T> Supplier<T> of(Supplier<T> f) {
            return new Memo<>(f);
        }

        @Override
        public T get() {
            T v = value;
            if (v == null) {
                v = f.get();
                value = v;
            }
            return v;
        }
    }

    /**
     * One polygon's numbers, computed once per run instead of once per vertex–edge pair: vertices relative to an
     * origin (the pawl's hinge, or the hinge at t = 0 for obstacles), edges, outward normals (e_y, −e_x), exactly and
     * rounded to doubles.
     */
    private record Poly(ExactPolygon2 polygon, ExactPoint2[] rel, ExactPoint2[] edges, double[] relD, double[] worldD,
            double[] normalD, int[] edgeClass, int edgeClasses, int[] vertexClass, int vertexClasses) {

        static Poly of(ExactPolygon2 p, ExactPoint2 origin) {
            int n = p.size();
            ExactPoint2[] rel = new ExactPoint2[n];
            ExactPoint2[] edges = new ExactPoint2[n];
            double[] relD = new double[2 * n];
            double[] worldD = new double[2 * n];
            double[] normalD = new double[2 * n];
            for (int k = 0; k < n; k++) {
                edges[k] = p.vertex(k + 1).subtract(p.vertex(k));
            }
            // equal edge vectors (translated copies of an edge) share a class; so do vertices whose two edges do
            int[] edgeClass = new int[n];
            Map<ExactPoint2, Integer> ec = new HashMap<>();
            for (int k = 0; k < n; k++) {
                edgeClass[k] = ec.computeIfAbsent(edges[k], x -> ec.size());
            }
            int[] vertexClass = new int[n];
            Map<Long, Integer> vc = new HashMap<>();
            for (int k = 0; k < n; k++) {
                long key = ((long) edgeClass[Math.floorMod(k - 1, n)] << Integer.SIZE) | edgeClass[k];
                vertexClass[k] = vc.computeIfAbsent(key, x -> vc.size());
            }
            for (int k = 0; k < n; k++) {
                rel[k] = p.vertex(k).subtract(origin);
                relD[2 * k] = rel[k].x().doubleValue();
                relD[2 * k + 1] = rel[k].y().doubleValue();
                worldD[2 * k] = p.vertex(k).x().doubleValue();
                worldD[2 * k + 1] = p.vertex(k).y().doubleValue();
                normalD[2 * k] = edges[k].y().doubleValue();
                normalD[2 * k + 1] = edges[k].x().negate().doubleValue();
            }
            return new Poly(p, rel, edges, relD, worldD, normalD, edgeClass, ec.size(), vertexClass, vc.size());
        }

        /** The class of edge k: edges with equal edge vectors share one (0, 1, … in first-seen order). */
        int edgeClass(int k) {
            return edgeClass[wrap(k)];
        }

        /** The class of vertex k: vertices whose incoming and outgoing edge vectors are equal share one. */
        int vertexClass(int k) {
            return vertexClass[wrap(k)];
        }

        private int wrap(int k) {
            return Math.floorMod(k, rel.length);
        }

        ExactPoint2 rel(int k) {
            return rel[wrap(k)];
        }

        ExactPoint2 edge(int k) {
            return edges[wrap(k)];
        }

        ExactPoint2 normal(int k) {
            ExactPoint2 e = edge(k);
            return ExactPoint2.of(e.y(), e.x().negate());
        }

        double relX(int k) {
            return relD[2 * wrap(k)];
        }

        double relY(int k) {
            return relD[2 * wrap(k) + 1];
        }

        double worldX(int k) {
            return worldD[2 * wrap(k)];
        }

        double worldY(int k) {
            return worldD[2 * wrap(k) + 1];
        }

        double normalX(int k) {
            return normalD[2 * wrap(k)];
        }

        double normalY(int k) {
            return normalD[2 * wrap(k) + 1];
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
