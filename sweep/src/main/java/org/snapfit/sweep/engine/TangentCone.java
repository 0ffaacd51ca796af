package org.snapfit.sweep.engine;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.snapfit.algebra.number.Sign;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.VertexKind;
import org.snapfit.sweep.contact.VertexEdgeContact;
import org.snapfit.sweep.contact.ContactKind;
import org.snapfit.sweep.traits.CPoint;
import org.snapfit.sweep.traits.Constraint;
import org.snapfit.sweep.traits.TuPoly;

/**
 * <b>The jam test</b>: the tangent cone of free configurations at a contact point x of the (t, u) plane, asked
 * direction by direction. {@link #admits} says whether the pawl may move from x along a constraint curve in a
 * given direction — time increases, the constraint applies (its markers stay ≥ 0) and no touching vertex enters the
 * other body ({@link #penetrates}); a point where no contact admits a move, and the move towards rest penetrates,
 * is a jam ({@link LocalResolution}). Every answer is the exact sign of a polynomial just past x ({@link Past}).
 * Stateless.
 */
final class TangentCone {

    private TangentCone() {
    }

    /** The sign of a function just past a point in some direction of motion. */
    interface Past {
        /**
         * The sign of g just past the point.
         *
         * @param g a function a(u) + t·b(u)
         * @return its sign there
         */
        Sign of(TuPoly g);
    }

    /** Just past x on the vertical line through it (t fixed), u moving in direction d. */
    static Past vertical(CPoint x, int d) {
        return g -> x.signPastVertical(g, d);
    }

    /** Just past x along the curve, u moving in direction d. */
    static Past along(CPoint x, TuPoly curve, int d) {
        return g -> x.signPastAlong(g, curve, d);
    }

    /** Forward in t along u = 0 from a point with u = 0: g(t + e, 0) = g(x) + e g.b(0). */
    static Past restForward(CPoint x) {
        return g -> {
            Sign s = x.sign(g);
            return s != Sign.ZERO ? s : Sign.of(g.b().coeff(0).signum());
        };
    }

    /**
     * Forward in t along the horizontal line u = x.u (a t-independent constraint, b ≡ 0): g(t + e, u) =
     * g(x) + e·g.b(u).
     */
    static Past horizontal(CPoint x) {
        return g -> {
            Sign s = x.sign(g);
            return s != Sign.ZERO ? s : x.u().signOf(g.b());
        };
    }

    /**
     * Whether following k from x in u-direction dd is a free direction of the cone: k's curve defines t there, t
     * increases along it, k's markers stay ≥ 0 and no touching vertex enters anything.
     *
     * @param x the point
     * @param k a constraint through x
     * @param dd the u-direction (+1 or −1)
     * @param contacts every constraint touching at x
     * @return true if the pawl may move that way
     */
    static boolean admits(CPoint x, Constraint k, int dd, List<Constraint> contacts) {
        if (x.u().signOf(k.curve().b()) == Sign.ZERO) {
            return false;
        }
        CPoint xk = x.withRef(k.curve());
        if (!xk.timeIncreasesAlong(k.curve(), dd)) {
            return false;
        }
        for (TuPoly m : k.markers()) {
            if (xk.signPastAlong(m, k.curve(), dd) == Sign.NEGATIVE) {
                return false;
            }
        }
        return !penetrates(contacts, along(xk, k.curve(), dd));
    }

    /** Whether following the t-independent constraint k (u fixed, t increasing) from x is a free direction. */
    static boolean admitsHorizontal(CPoint x, Constraint k, List<Constraint> contacts) {
        Past past = horizontal(x);
        for (TuPoly m : k.markers()) {
            if (past.of(m) == Sign.NEGATIVE) {
                return false;
            }
        }
        return !penetrates(contacts, past);
    }

    /**
     * Whether the configuration just past x (in the direction that {@code past} describes) penetrates an obstacle:
     * some touching vertex enters the other body. A vertex on an edge's interior enters iff its clearance becomes
     * negative; a vertex at the other body's vertex enters a convex corner iff both clearances become negative,
     * a reflex corner iff either does. A convex pawl corner exactly at a convex obstacle corner is decided by
     * separating lines.
     */
    static boolean penetrates(List<Constraint> contacts, Past past) {
        Map<String, List<Constraint>> groups = new LinkedHashMap<>();
        for (Constraint c : contacts) {
            groups.computeIfAbsent(c.feature(), k -> new ArrayList<>()).add(c);
        }
        Set<String> vertexOnVertex = new HashSet<>();
        for (List<Constraint> gb : groups.values()) {
            List<Constraint> ga = cornerPartner(gb, groups);
            if (ga == null) {
                continue;
            }
            // a convex pawl corner P at a convex obstacle corner W: the bodies near the point are two cones, which
            // can start to overlap through crossing edges while neither vertex enters the other body. They stay apart
            // iff some edge line that separates them (the other corner's two edges on its free side: markers 2, 3)
            // still separates after the motion (clearance and both markers not negative just past x)
            boolean separated = false;
            for (Constraint k : concat(gb, ga)) {
                separated |= past.of(k.curve()) != Sign.NEGATIVE && past.of(k.markers().get(2)) != Sign.NEGATIVE
                        && past.of(k.markers().get(3)) != Sign.NEGATIVE;
            }
            if (!separated) {
                return true;
            }
            vertexOnVertex.add(gb.get(0).feature());
            vertexOnVertex.add(ga.get(0).feature());
        }
        for (List<Constraint> g : groups.values()) {
            if (vertexOnVertex.contains(g.get(0).feature())) {
                continue;
            }
            if (g.size() == 1) {
                if (past.of(g.get(0).curve()) == Sign.NEGATIVE) {
                    return true;
                }
                continue;
            }
            boolean convex = true;
            if (g.size() == 2) {
                Constraint e1 = g.get(0);
                Constraint e2 = g.get(1);
                VertexKind k = e1.contact().edgeTo().equals(e2.contact().edgeFrom()) ? e1.endKind() : e2.endKind();
                convex = k == VertexKind.CONVEX;
            }
            boolean all = true;
            boolean any = false;
            for (Constraint c : g) {
                boolean neg = past.of(c.curve()) == Sign.NEGATIVE;
                all &= neg;
                any |= neg;
            }
            if (convex ? all : any) {
                return true;
            }
        }
        return false;
    }

    /**
     * For a group of two type-B constraints (one pawl vertex P on two obstacle edges meeting at W), the group of two
     * type-A constraints of W on the two pawl edges meeting at P, if present: a vertex-on-vertex contact. Else null.
     */
    private static List<Constraint> cornerPartner(List<Constraint> gb, Map<String, List<Constraint>> groups) {
        if (gb.size() != 2 || gb.get(0).contact().kind() != ContactKind.B) {
            return null;
        }
        VertexEdgeContact b0 = gb.get(0).contact();
        VertexEdgeContact b1 = gb.get(1).contact();
        ExactPoint2 w = sharedEnd(b0, b1);
        if (w == null) {
            return null;
        }
        for (List<Constraint> ga : groups.values()) {
            if (ga.size() != 2 || ga.get(0).contact().kind() != ContactKind.A) {
                continue;
            }
            VertexEdgeContact a0 = ga.get(0).contact();
            if (a0.vertex().equals(w) && a0.obstacle().equals(b0.obstacle())
                    && b0.vertex().equals(sharedEnd(a0, ga.get(1).contact()))) {
                return ga;
            }
        }
        return null;
    }

    /** The end point two contacts' edges share, or null. */
    private static ExactPoint2 sharedEnd(VertexEdgeContact c0, VertexEdgeContact c1) {
        if (c0.edgeTo().equals(c1.edgeFrom())) {
            return c0.edgeTo();
        }
        if (c1.edgeTo().equals(c0.edgeFrom())) {
            return c1.edgeTo();
        }
        return null;
    }

    /** The two lists, one after the other. */
    static List<Constraint> concat(List<Constraint> a, List<Constraint> b) {
        List<Constraint> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
