package org.snapfit.tracking.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.ParametricSurface;

class SpatialBodyTest {

    /** The saddle z = x² − y² over [−1, 1]², Monge form. */
    private static final ParametricSurface SADDLE = new ParametricSurface() {
        @Override
        public double uMin() {
            return -1;
        }

        @Override
        public double uMax() {
            return 1;
        }

        @Override
        public double vMin() {
            return -1;
        }

        @Override
        public double vMax() {
            return 1;
        }

        @Override
        public void evaluate(double u, double v, double[] out) {
            java.util.Arrays.fill(out, 0, 18, 0);
            out[0] = u;
            out[1] = v;
            out[2] = u * u - v * v;
            out[3] = 1;
            out[5] = 2 * u;
            out[7] = 1;
            out[8] = -2 * v;
            out[11] = 2;
            out[17] = -2;
        }
    };

    @Test
    void sphere_octants_convexWithEulerCharacteristicTwo() {
        SpatialBody s = SpatialBody.sphere("S", 2);
        // 8 octants, 12 edges (4 equator arcs, 8 meridian quarter arcs), 6 vertices (2 poles, 4 equator points):
        // V − E + F = 2 for a sphere; the pole sides are degenerate and weld into the pole vertices
        assertThat(s.patches()).hasSize(8);
        assertThat(s.edges()).hasSize(12);
        assertThat(s.vertices()).hasSize(6);
        // every edge of a closed tiling is shared by exactly two patches
        assertThat(s.edges()).allSatisfy(e -> assertThat(e.patches()).hasSize(2));
        // a pole vertex touches the 4 octants of its hemisphere and their 4 meridians
        SpatialBody.BodyVertex pole = s.vertices().get(s.vertexOf(0, false, true));
        assertThat(pole.feature().point().distance(Vec3.of(0, 0, 2))).isLessThan(1e-15);
        assertThat(pole.patches()).hasSize(4);
        assertThat(pole.edges()).hasSize(4);
        // outward orientation: the normal at an interior point points away from the centre
        assertThat(s.outwardNormal(0, 0.5, 0.5).dot(s.patches().get(0).surface().point(0.5, 0.5))).isPositive();
    }

    @Test
    void ellipsoid_octants_pass() {
        SpatialBody e = SpatialBody.ellipsoid("E", 3, 2, 1);
        assertThat(e.patches()).hasSize(8);
        assertThat(e.edges()).hasSize(12);
        // diagonal of the sampled box < the closed-form box diagonal 2·sqrt(9 + 4 + 1), and close to it
        assertThat(e.diagonal()).isLessThanOrEqualTo(2 * Math.sqrt(14)).isGreaterThan(0.9 * 2 * Math.sqrt(14));
    }

    @Test
    void of_wholeSphere_rejectedByHemisphereRule() {
        PatchFeature whole = new PatchFeature("whole", new EllipsoidSurface(Vec3.ZERO, 1, 1, 1), 0, 2 * Math.PI,
                -Math.PI / 2, Math.PI / 2);
        assertThatThrownBy(() -> SpatialBody.of("S", List.of(whole)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("patch 'whole'")
                .hasMessageContaining("open hemisphere");
    }

    @Test
    void of_saddlePatch_rejectedNamingIt() {
        PatchFeature saddle = new PatchFeature("saddle", SADDLE, -0.5, 0.5, -0.5, 0.5);
        assertThatThrownBy(() -> SpatialBody.of("B", List.of(saddle)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("patch 'saddle'")
                .hasMessageContaining("saddle");
    }

    @Test
    void of_degeneratePatch_rejected() {
        // a box inside a pole row of cells: all samples away from the pole, so use a zero-width-free but
        // squashed ellipsoid? Instead a surface with Su = 0 everywhere: S(u, v) = (0, v, 0)
        ParametricSurface line = new ParametricSurface() {
            @Override
            public double uMin() {
                return 0;
            }

            @Override
            public double uMax() {
                return 1;
            }

            @Override
            public double vMin() {
                return 0;
            }

            @Override
            public double vMax() {
                return 1;
            }

            @Override
            public void evaluate(double u, double v, double[] out) {
                java.util.Arrays.fill(out, 0, 18, 0);
                out[1] = v;
                out[7] = 1;
            }
        };
        assertThatThrownBy(() -> SpatialBody.checkConvexPatch(new PatchFeature("flat", line, 0, 1, 0, 1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("patch 'flat' is degenerate");
    }

    @Test
    void of_nonConvexBody_rejectedNamingPatch() {
        // two octants of two different spheres (radius 1 and 3) side by side: each patch convex, the body not
        EllipsoidSurface small = new EllipsoidSurface(Vec3.ZERO, 1, 1, 1);
        EllipsoidSurface big = new EllipsoidSurface(Vec3.ZERO, 3, 3, 3);
        PatchFeature a = new PatchFeature("a", small, 0, Math.PI / 2, 0, Math.PI / 2);
        PatchFeature b = new PatchFeature("b", big, Math.PI / 2, Math.PI, 0, Math.PI / 2);
        assertThatThrownBy(() -> SpatialBody.of("X", List.of(a, b)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("body 'X' is not convex at patch 'a'");
    }

    @Test
    void inVoronoiRegion_sphere_matchesOctantOfDirection() {
        SpatialBody s = SpatialBody.sphere("S", 1);
        // closest point of a sphere to x is x/|x|: its octant's patch region contains x, the others not
        Vec3 x = Vec3.of(2, 1, 0.5);
        int inside = 0;
        for (int i = 0; i < 8; i++) {
            if (s.inVoronoiRegion(new SpatialBody.FeatureRef(SpatialBody.Kind.PATCH, i), x)) {
                inside++;
                assertThat(s.patches().get(i).name()).isEqualTo("S.o0"); // u, v in (0, π/2)
            }
        }
        assertThat(inside).isEqualTo(1);
        // x on the meridian plane y = 0 (u = 0), z > 0: in the region of the meridian edge u = 0 of o0
        Vec3 onMeridian = Vec3.of(2, 0, 1);
        int edge = s.edgeOf(0, EdgeFeature.Side.U0);
        assertThat(s.inVoronoiRegion(new SpatialBody.FeatureRef(SpatialBody.Kind.EDGE, edge), onMeridian)).isTrue();
        assertThat(s.inVoronoiRegion(new SpatialBody.FeatureRef(SpatialBody.Kind.EDGE, edge), x)).isFalse();
        // the +x axis ends at the corner (u, v) = (0, 0) of o0: in that vertex's region only
        int vertex = s.vertexOf(0, false, false);
        assertThat(s.inVoronoiRegion(new SpatialBody.FeatureRef(SpatialBody.Kind.VERTEX, vertex), Vec3.of(3, 0, 0)))
                .isTrue();
        assertThat(s.inVoronoiRegion(new SpatialBody.FeatureRef(SpatialBody.Kind.VERTEX, vertex), x)).isFalse();
    }

    @Test
    void edgeFeature_evaluate_matchesPatchSide() {
        PatchFeature p = new PatchFeature("p", new EllipsoidSurface(Vec3.ZERO, 3, 2, 1), 0, 1, 0, 1);
        EdgeFeature e = new EdgeFeature("e", p, EdgeFeature.Side.U1);
        double[] o = new double[18];
        double[] q = new double[18];
        e.evaluate(0.3, 0, o);
        p.evaluate(1, 0.3, q);
        // point = S(1, 0.3), d/dt = Sv, d²/dt² = Svv; the second-parameter slots are zero
        assertThat(o[0]).isEqualTo(q[0]);
        assertThat(o[3]).isEqualTo(q[6]);
        assertThat(o[9]).isEqualTo(q[15]);
        assertThat(o[6]).isZero();
        assertThat(e.lower(0)).isZero();
        assertThat(e.upper(0)).isEqualTo(1);
        assertThatThrownBy(() -> e.lower(1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("index = 1");
    }

    @Test
    void allocationFreeVariants_unitSphere_matchClosedForm() {
        SpatialBody a = SpatialBody.sphere("A", 1);
        // closed form on the unit sphere: the point of octant o0 closest to x = (2, 1, 0.5) is x/|x|; longitude
        // atan2(1, 2), latitude asin(0.5/|x|)
        double norm = Math.sqrt(5.25);
        double[] uv = new double[2];
        SpatialBody.project(a.patches().get(0), 2, 1, 0.5, uv, new double[ParametricFeature.EVALUATION_LENGTH]);
        assertThat(uv[0]).isCloseTo(Math.atan2(1, 2), within(1e-12));
        assertThat(uv[1]).isCloseTo(Math.asin(0.5 / norm), within(1e-12));
        // the buffer variants equal the Vec3 ones (d·tangent) on every edge side and edge end
        double[] d = {0.3, -0.7, 0.2};
        Vec3 dv = Vec3.of(d[0], d[1], d[2]);
        double[] o = new double[ParametricFeature.EVALUATION_LENGTH];
        for (int e = 0; e < a.edges().size(); e++) {
            SpatialBody.BodyEdge edge = a.edges().get(e);
            Vec3 q = SpatialBody.pointOf(edge.feature(), new double[] {0.5 * (edge.feature().lower(0)
                    + edge.feature().upper(0))});
            for (EdgeFeature side : edge.sides()) {
                assertThat(SpatialBody.inwardTangentDot(side, new double[] {q.x(), q.y(), q.z()}, d, new double[1], o))
                        .isCloseTo(dv.dot(SpatialBody.inwardTangent(side, q)),
                                within(1e-12));
            }
            // on the unit sphere every tangent is orthogonal to the radius: (x·t) = 0 with x the point itself
            assertThat(SpatialBody.inwardTangentDot(edge.sides().get(0), new double[] {q.x(), q.y(), q.z()},
                    new double[] {q.x(), q.y(), q.z()}, new double[1], o))
                    .isCloseTo(0, within(1e-12));
            assertThat(a.outgoingTangentDot(e, edge.startVertex(), d, o))
                    .isCloseTo(dv.dot(a.outgoingTangent(e, edge.startVertex())), within(1e-12));
            assertThat(a.outgoingTangentDot(e, edge.endVertex(), d, o))
                    .isCloseTo(dv.dot(a.outgoingTangent(e, edge.endVertex())), within(1e-12));
        }
    }
}
