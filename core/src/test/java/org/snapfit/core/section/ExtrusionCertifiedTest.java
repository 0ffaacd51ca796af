package org.snapfit.core.section;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.Shell;
import org.snapfit.core.curve.BSplineCurve3;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.SurfaceOfLinearExtrusion;

/**
 * Property: the section of a linear extrusion of a closed cubic B-spline curve (polynomial or rational, a seeded
 * star-shaped control polygon), extruded along a tilted vector and cut by a tilted plane, is polygonised with a
 * certified chord bound, and the true curve lies within the reported bound of the polygon. The oracle is
 * independent of the closed form the engine uses (the base curve projected along the extrusion): for 2 000
 * parameters u of the base curve, the point of the exact surface S(u, v) = c(u) + v·d on the plane is found by
 * bisection in v (80 halvings).
 */
class ExtrusionCertifiedTest {

    private static final int SAMPLES = 2000;

    private static BSplineCurve3 closedCurve(Random r, boolean rational) {
        int n = 7;
        List<Vec3> cp = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double t = 2 * Math.PI * (i + 0.3 * r.nextDouble()) / n;
            double rad = 3 + 2 * r.nextDouble();
            cp.add(new Vec3(rad * Math.cos(t), rad * Math.sin(t), r.nextDouble() - 0.5));
        }
        cp.add(cp.get(0));
        double[] knots = new double[n + 1 + 4];
        for (int i = 0; i < knots.length; i++) {
            knots[i] = Math.max(0, Math.min(n - 2, i - 3));
        }
        double[] w = null;
        if (rational) {
            w = new double[n + 1];
            for (int i = 0; i < n; i++) {
                w[i] = 0.7 + 0.7 * r.nextDouble();
            }
            w[n] = w[0];
        }
        return BSplineCurve3.of(3, knots, cp, w);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    void polynomialBase_trueCurveWithinTheCertifiedBound(int seed) {
        check(seed, false);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    void rationalBase_trueCurveWithinTheCertifiedBound(int seed) {
        check(seed, true);
    }

    private static void check(int seed, boolean rational) {
        Random r = new Random(seed);
        BSplineCurve3 c = closedCurve(r, rational);
        Vec3 d = new Vec3(0.6 * r.nextDouble() - 0.3, 0.6 * r.nextDouble() - 0.3, 1);
        SurfaceOfLinearExtrusion s = new SurfaceOfLinearExtrusion(c, d);
        ExactPoint3 n = ExactPoint3.fromVec3(new Vec3(0.4 * r.nextDouble() - 0.2, 0.4 * r.nextDouble() - 0.2, 1));
        SectionPlane p = new SectionPlane(new ExactPoint3(Rational.ZERO, Rational.ZERO, Rational.fromDouble(
                2 * r.nextDouble() - 1)), n, new ExactPoint3(n.y().negate(), n.x(), Rational.ZERO));
        String label = (rational ? "rational, " : "") + "seed " + seed;
        Body body = new Body("part", List.of(new Shell(List.of(new Face(s, true, List.of())), false)), false);
        CutFrame f = CutFrame.of(p);
        BodySection cut = BrepSectioner.cut(body, f, ExactData.NONE, SectionOptions.defaults());
        assertThat(cut.hasErrors()).as(label + ": " + cut.issues()).isFalse();
        assertThat(cut.loops()).as(label + ": " + cut.issues()).hasSize(1);
        assertThat(cut.issues()).as(label).anyMatch(i -> i.message().contains("chord error certified"));
        SectionLoop loop = cut.loops().get(0);
        assertThat(loop.errorBound()).as(label).isLessThanOrEqualTo(SectionOptions.DEFAULT_CHORD_TOLERANCE_MM);
        for (int k = 0; k < SAMPLES; k++) {
            double u = c.tMin() + (c.tMax() - c.tMin()) * k / SAMPLES;
            double lo = -20;
            double hi = 20;
            double glo = f.distance(s.point(u, lo));
            assertThat(glo < 0).as(label).isNotEqualTo(f.distance(s.point(u, hi)) < 0);
            for (int it = 0; it < 80; it++) {
                double m = (lo + hi) / 2;
                double g = f.distance(s.point(u, m));
                if ((g < 0) == (glo < 0)) {
                    lo = m;
                    glo = g;
                } else {
                    hi = m;
                }
            }
            double[] q = f.toSection(s.point(u, lo));
            assertThat(ContourMarcherCertifiedTest.distanceToLoops(q, cut.loops()))
                    .as(label + ", true point at u = " + u).isLessThanOrEqualTo(loop.errorBound());
        }
    }
}
