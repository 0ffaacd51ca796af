package org.snapfit.core.section;

import java.util.ArrayList;
import java.util.List;
import org.snapfit.core.body.Face;
import org.snapfit.core.curve.ChordRule;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.Uv;

/**
 * The section on faces whose surface ∩ plane has a closed form ({@link SurfaceCurves}): each exit crossing of the
 * face's boundary is joined to the next entry along its curve component, closed components that meet no edge are
 * kept when they lie inside the face, and every curved piece is polygonised within the chord tolerance (conics and
 * curves with a bound of |c''| by {@link ChordRule}, other parametrisations by adaptive subdivision). Each face's
 * approximation is reported with its bound. Not thread-safe (part of one section); engine-internal.
 */
final class CurvePieces {

    private final CutFrame frame;
    private final ChordRule rule;
    private final double size;
    private final MarchedPieces.Issues issues;
    /** Whether every piece of the curves polygonised so far on the current face has a certified chord bound. */
    private boolean certified;

    CurvePieces(CutFrame frame, ChordRule rule, double size, MarchedPieces.Issues issues) {
        this.frame = frame;
        this.rule = rule;
        this.size = size;
        this.issues = issues;
    }

    private Vec3 normalAt(Face f, EdgeCrossing.Use u) {
        ParametricSurface s = f.surface();
        if (Double.isNaN(u.u)) {
            Uv uv = s.closestParameter(u.crossing.point);
            u.u = uv.u();
            u.v = uv.v();
        }
        Vec3 n;
        try {
            n = s.normal(u.u, u.v);
        } catch (IllegalArgumentException singular) {
            n = s.normal(u.u + BrepSectioner.SINGULAR_OFFSET, u.v + BrepSectioner.SINGULAR_OFFSET);
        }
        return f.sameSense() ? n : n.negate();
    }

    void pieces(Face f, List<EdgeCrossing.Use> uses, List<SectionCurve> comps, List<BrepSectioner.Piece> out) {
        int m = uses.size();
        int[] comp = new int[m];
        double[] param = new double[m];
        for (int i = 0; i < m; i++) {
            Vec3 p = uses.get(i).crossing.point;
            double best = Double.POSITIVE_INFINITY;
            for (int k = 0; k < comps.size(); k++) {
                double s = comps.get(k).parameter(p);
                if (outsideBranch(comps.get(k), s)) {
                    // the angle of a point of another branch (a cone's hyperbola): this branch's formula there is
                    // the other branch, as near the point as that one up to rounding
                    continue;
                }
                double d = comps.get(k).point(s).distance(p);
                if (d < best) {
                    best = d;
                    comp[i] = k;
                    param[i] = s;
                }
            }
            double off = Math.max(BrepSectioner.OFF_CURVE_CHORDS * rule.tolerance(), BrepSectioner.OFF_CURVE_SIZE * size);
            if (comps.isEmpty() || best > off) {
                issues.add(SectionIssue.Level.ERROR, SectionIssue.Kind.INCONSISTENT, f, "a crossing of this face's"
                        + " boundary at " + p + " lies " + best + " mm off the section curve of its surface; the"
                        + " face's edges do not lie on its surface within the file's precision");
                return;
            }
        }
        boolean[] usedEntry = new boolean[m];
        boolean[] hasUse = new boolean[comps.size()];
        for (int i = 0; i < m; i++) {
            hasUse[comp[i]] = true;
        }
        java.util.Map<Integer, Integer> approxSegments = new java.util.HashMap<>();
        double faceBound = 0;
        certified = true;
        boolean certifiable = false;
        for (SectionCurve c : comps) {
            certifiable |= c instanceof SectionCurve.Param p && p.certifiable();
        }
        for (int i = 0; i < m; i++) {
            EdgeCrossing.Use e = uses.get(i);
            if (!e.exit) {
                continue;
            }
            SectionCurve k = comps.get(comp[i]);
            Vec3 t = normalAt(f, e).cross(frame.normal());
            double dot = k.derivative(param[i]).dot(t);
            int dir = dot >= 0 ? 1 : -1;
            int bestJ = -1;
            double bestD = Double.POSITIVE_INFINITY;
            for (int j = 0; j < m; j++) {
                EdgeCrossing.Use x = uses.get(j);
                if (x.exit || usedEntry[j] || comp[j] != comp[i]) {
                    continue;
                }
                double d = k.forward(param[i], param[j], dir);
                double scale = Math.max(1, Math.abs(param[i]));
                boolean tie = Math.abs(d) <= BrepSectioner.TIE * scale
                        || k.period() > 0 && k.period() - d <= BrepSectioner.TIE * scale;
                if (tie) {
                    boolean ahead = BrepSectioner.compareOffsets(x, e, t, ExactPoint3.fromVec3(t)) > 0;
                    d = ahead ? 0 : k.period() > 0 ? k.period() : Double.NaN;
                } else if (k.period() == 0 && d < 0) {
                    continue;
                }
                if (!Double.isNaN(d) && d < bestD) {
                    bestD = d;
                    bestJ = j;
                }
            }
            if (bestJ < 0) {
                issues.add(SectionIssue.Level.ERROR, SectionIssue.Kind.INCONSISTENT, f, "the section curve leaving this"
                        + " face's boundary at " + e.crossing.point + " meets no edge of the face again");
                continue;
            }
            usedEntry[bestJ] = true;
            List<Vec3> interior = new ArrayList<>();
            double b = polygonise(k, param[i], dir, bestD, interior);
            faceBound = Math.max(faceBound, b);
            if (k.secondDerivativeBound() != 0) {
                approxSegments.merge(0, interior.size() + 1, Integer::sum);
            }
            SectionLoop.Circle circle = k.circle != null && uses.get(bestJ).crossing == e.crossing
                    && Math.abs(bestD - k.period()) <= BrepSectioner.TIE * k.period() ? k.circle : null;
            out.add(new BrepSectioner.Piece(f, e, uses.get(bestJ), interior, b, circle));
        }
        // the face's parameter-plane loops are built once, at the first closed component that meets no edge
        FaceLocator.UvTest inside = null;
        for (int k = 0; k < comps.size(); k++) {
            SectionCurve c = comps.get(k);
            if (hasUse[k] || c.period() == 0) {
                continue;
            }
            Vec3 p0 = c.point(0);
            Uv uv = f.surface().closestParameter(p0);
            if (inside == null) {
                inside = FaceLocator.inside(f);
            }
            if (!inside.test(uv.u(), uv.v())) {
                continue;
            }
            EdgeCrossing.Use probe = new EdgeCrossing.Use(new EdgeCrossing(null, 0, p0, null, true, null, null, null), true);
            probe.u = uv.u();
            probe.v = uv.v();
            int dir = c.derivative(0).dot(normalAt(f, probe).cross(frame.normal())) >= 0 ? 1 : -1;
            List<Vec3> interior = new ArrayList<>();
            interior.add(p0);
            double b = polygonise(c, 0, dir, c.period(), interior);
            faceBound = Math.max(faceBound, b);
            approxSegments.merge(0, interior.size(), Integer::sum);
            out.add(new BrepSectioner.Piece(f, null, null, interior, b, c.circle));
        }
        if (!approxSegments.isEmpty()) {
            String how = !certifiable ? "" : certified ? ", chord error certified"
                    : ", chord error checked at interior points (not certified: a bound of |c''| does not reach half the"
                    + " tolerance)";
            issues.add(SectionIssue.Level.INFO, SectionIssue.Kind.APPROXIMATED, f, "the section curve on this "
                    + BrepSectioner.kind(f) + " face is polygonised: " + approxSegments.get(0) + " segments within "
                    + faceBound + " mm" + how + " (chord tolerance " + rule.tolerance() + " mm)");
        }
    }

    /**
     * Interior points of a component from s0 over a parameter distance span in direction dir; returns the chord
     * error bound (mm).
     */
    private double polygonise(SectionCurve k, double s0, int dir, double span, List<Vec3> into) {
        double sigma = k.secondDerivativeBound();
        if (sigma == 0) {
            for (double c : k.corners()) {
                double ahead = dir * (c - s0);
                if (ahead > 0 && ahead < span) {
                    into.add(k.point(c));
                }
            }
            if (dir < 0) {
                java.util.Collections.reverse(into.subList(into.size() - countBetween(k, s0, dir, span), into.size()));
            }
            return 0;
        }
        if (!Double.isNaN(sigma)) {
            double r = k instanceof SectionCurve.Conic c ? c.circleRadius() : Double.NaN;
            // circles by the DXF arc rule (sagitta r(1 - cos(h/2)) <= tol/2), so arcs get the same vertices
            int n = Double.isNaN(r) ? rule.parameterSteps(span, sigma, ChordRule.MAX_SEGMENT_ANGLE_RAD)
                    : rule.arcSegments(r, span);
            for (int i = 1; i < n; i++) {
                into.add(k.point(s0 + dir * span * i / n));
            }
            double h = span / n;
            return Double.isNaN(r) ? Math.min(rule.tolerance() / 2, h * h * sigma / 8) : r * (1 - Math.cos(h / 2));
        }
        int n = Math.max(8, (int) Math.ceil(span / ChordRule.MAX_SEGMENT_ANGLE_RAD));
        double worst = 0;
        double a = s0;
        Vec3 pa = k.point(a);
        for (int i = 1; i <= n; i++) {
            double b = s0 + dir * span * i / n;
            Vec3 pb = k.point(b);
            worst = Math.max(worst, refine(k, a, b, pa, pb, 0, into));
            if (i < n) {
                into.add(pb);
            }
            a = b;
            pa = pb;
        }
        return worst;
    }

    /** Whether a parameter lies beyond an open branch's ends by more than {@link BrepSectioner#TIE}. */
    private static boolean outsideBranch(SectionCurve k, double s) {
        double slack = BrepSectioner.TIE * Math.max(1, Math.abs(s));
        return k.period() == 0 && (s < k.min() - slack || s > k.max() + slack);
    }

    /** How many corners of a piecewise straight curve lie strictly inside the piece. */
    private static int countBetween(SectionCurve k, double s0, int dir, double span) {
        int n = 0;
        for (double c : k.corners()) {
            double ahead = dir * (c - s0);
            if (ahead > 0 && ahead < span) {
                n++;
            }
        }
        return n;
    }

    /**
     * Halves [a, b] until every piece's certified chord bound is at most half the tolerance (at most
     * {@link ContourMarcher#CERTIFY_HALVINGS} times); adds the interior points and returns the largest bound, or NaN
     * (nothing added) if some piece does not certify.
     */
    private double certifiedSplit(SectionCurve.Param c, double a, double b, int level, List<Vec3> into) {
        double m = (a + b) / 2;
        double half = rule.tolerance() / 2;
        List<Vec3> left = new ArrayList<>();
        List<Vec3> right = new ArrayList<>();
        double l = c.chordBound(a, m);
        if (!(l <= half)) {
            l = level < ContourMarcher.CERTIFY_HALVINGS ? certifiedSplit(c, a, m, level + 1, left) : Double.NaN;
        }
        double r = c.chordBound(m, b);
        if (!(r <= half)) {
            r = level < ContourMarcher.CERTIFY_HALVINGS ? certifiedSplit(c, m, b, level + 1, right) : Double.NaN;
        }
        if (!(l <= half) || !(r <= half)) {
            return Double.NaN;
        }
        into.addAll(left);
        into.add(c.point(m));
        into.addAll(right);
        return Math.max(l, r);
    }

    private double refine(SectionCurve k, double a, double b, Vec3 pa, Vec3 pb, int depth, List<Vec3> into) {
        double m = (a + b) / 2;
        Vec3 pm = k.point(m);
        double dev = Math.max(BrepSectioner.dist(pm, pa, pb), Math.max(BrepSectioner.dist(k.point(a + (b - a) / 4), pa, pb),
                BrepSectioner.dist(k.point(a + 3 * (b - a) / 4), pa, pb)));
        if (dev <= rule.tolerance() / 2 || depth >= BrepSectioner.ADAPTIVE_DEPTH) {
            if (!(k instanceof SectionCurve.Param c) || !c.certifiable()) {
                return dev;
            }
            double cert = c.chordBound(a, b);
            if (cert <= rule.tolerance() / 2) {
                return cert;
            }
            List<Vec3> trial = new ArrayList<>();
            double split = Double.isNaN(cert) ? Double.NaN : certifiedSplit(c, a, b, 1, trial);
            if (split <= rule.tolerance() / 2) {
                into.addAll(trial);
                return split;
            }
            certified = false;
            return dev;
        }
        double w1 = refine(k, a, m, pa, pm, depth + 1, into);
        into.add(pm);
        double w2 = refine(k, m, b, pm, pb, depth + 1, into);
        return Math.max(w1, w2);
    }
}
