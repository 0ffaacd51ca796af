package org.snapfit.tracking.brep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.core.body.Edge;
import org.snapfit.core.body.Vertex;
import org.snapfit.core.curve.BSplineCurve3;
import org.snapfit.core.curve.Circle3;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Frame3;

/**
 * The edge cover radius: closed forms on constant-speed curves (a line segment of length L: the samples are L/16
 * apart, so the cover is COVER_FACTOR · L/32; an arc of radius r over angle θ: COVER_FACTOR · rθ/32), and the
 * property it stands for on seeded cubic B-spline edges: every point of a dense parameter grid lies within the cover
 * of one of the edge's samples (failing seed printed).
 */
class PartSamplesTest {

    static LongStream seeds() {
        return LongStream.range(1, 21);
    }

    private static Edge edge(org.snapfit.core.curve.ParametricCurve3 c, double t0, double t1) {
        return new Edge(c, t0, t1, new Vertex(c.point(t0)), new Vertex(c.point(t1)));
    }

    @Test
    void edgeCover_lineAndArc_closedForms() {
        double length = 7.5;
        Edge line = edge(new Line3(Vec3.of(1, 2, 3), Vec3.of(2, -1, 2).normalize()), 0, length);
        assertThat(PartSamples.edgeCover(line)).isCloseTo(BrepPart.COVER_FACTOR * length / BrepPart.EDGE_SAMPLES / 2,
                within(1e-12));
        double r = 3;
        double angle = 2.0;
        Edge arc = edge(new Circle3(Frame3.of(Vec3.of(0, 1, 0), Vec3.of(0, 0, 1), Vec3.of(1, 0, 0)), r), 0.5,
                0.5 + angle);
        assertThat(PartSamples.edgeCover(arc)).isCloseTo(BrepPart.COVER_FACTOR * r * angle / BrepPart.EDGE_SAMPLES
                / 2, within(1e-12));
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void edgeCover_seededBSplines_everyPointLiesWithinTheCoverOfASample(long seed) {
        Random rnd = new Random(seed);
        List<Vec3> cp = new ArrayList<>();
        int n = 4 + rnd.nextInt(5);
        for (int i = 0; i < n; i++) {
            cp.add(Vec3.of(10 * rnd.nextDouble(), 10 * rnd.nextDouble(), 10 * rnd.nextDouble()));
        }
        double[] knots = new double[n + 4];
        for (int i = 0; i < knots.length; i++) {
            knots[i] = Math.max(0, Math.min(n - 3, i - 3));
        }
        BSplineCurve3 c = BSplineCurve3.of(3, knots, cp, null);
        Edge e = edge(c, 0, n - 3);
        double[] s = PartSamples.edge(e);
        double cover = PartSamples.edgeCover(e);
        int dense = 2000;
        for (int k = 0; k <= dense; k++) {
            Vec3 p = c.point((n - 3) * (double) k / dense);
            double nearest = Double.POSITIVE_INFINITY;
            for (int j = 0; j < s.length; j += 4) {
                nearest = Math.min(nearest, p.subtract(Vec3.of(s[j], s[j + 1], s[j + 2])).norm());
            }
            assertThat(nearest).as("seed %d, point %d", seed, k).isLessThanOrEqualTo(cover);
        }
    }
}
