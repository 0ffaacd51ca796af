package org.snapfit.sweep.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;
import org.snapfit.sweep.model.Obstacle;
import org.snapfit.sweep.model.Pawl;
import org.snapfit.sweep.traits.TuPoly;
import org.snapfit.sweep.trajectory.PawlTrajectory;
import org.snapfit.sweep.trajectory.TrajectoryPiece;

/**
 * Invariant (docs/model.md): the state never enters an obstacle. At sampled configurations of every trajectory piece that
 * are exactly rational — rest pieces at rational t, followed pieces at rational u with t = −a(u)/b(u) — the pawl is
 * placed exactly (cos θ = (1 − u²)/(1 + u²), sin θ = 2u/(1 + u²) about the hinge, hinge at h + v·t) and checked
 * with exact polygon intersection ({@link ExactPolygon2#overlaps}: interiors only, touching is allowed — on a
 * followed piece the contact touches by construction).
 */
class NeverInsideObstacleTest {

    /** Rational sample points tried per piece (those strictly inside the piece are used). */
    private static final int SAMPLES = 7;

    @ParameterizedTest
    @ValueSource(strings = {"snapfit/s01-ramp-snap-speed2.json", "snapfit/s02-oblique-snap-landing.json",
        "snapfit/s03-nonconvex-concave-corner.json", "snapfit/s04-typeA-friction-lock.json",
        "snapfit/s05-pullout-jam-single.json", "snapfit/s06-flush-then-typeA.json", "snapfit/s07-finger-tangency-snap.json",
        "snapfit/s08-two-pawls-one-jams.json", "snapfit/s09-cantilever-limit.json", "snapfit-extra/hook-dxf.json"})
    void insertion_sampledExactConfigurations_neverOverlapAnObstacle(String fixture) {
        String[] parts = fixture.split("/");
        Mechanism m = MechanismJson.read(TestData.path(parts[0], parts[1]));
        SimulationResult r = Simulator.simulate(m);
        int checked = 0;
        for (PawlTrajectory traj : r.pawls()) {
            Pawl p = m.pawls().get(traj.pawlIndex());
            for (TrajectoryPiece piece : traj.pieces()) {
                for (Rational[] tu : samples(piece)) {
                    List<ExactPolygon2> placed = place(p, m.motion().velocity(), tu[0], tu[1]);
                    for (ExactPolygon2 a : placed) {
                        for (Obstacle o : m.obstacles()) {
                            for (ExactPolygon2 b : o.shape()) {
                                assertThat(a.overlaps(b)).as("%s: pawl %s at t = %s, u = %s overlaps %s", fixture,
                                        p.name(), tu[0], tu[1], o.name()).isFalse();
                            }
                        }
                    }
                    checked++;
                }
            }
        }
        // the run is sampled at all: at least one exact configuration per pawl
        assertThat(checked).isGreaterThanOrEqualTo(m.pawls().size());
    }

    @Test
    void check_canFail_halfTheDeflectionAtTheSameTravelPenetrates() {
        // s01: on the followed ramp constraint the obstacle holds the hook deflected; at the same t with half the
        // deflection (u/2, towards rest) the hook must be inside the ramp — so the overlap check above can fail
        Mechanism m = MechanismJson.read(TestData.path("snapfit", "s01-ramp-snap-speed2.json"));
        SimulationResult r = Simulator.simulate(m);
        TrajectoryPiece.Follow f = r.pawls().get(0).pieces().stream().filter(TrajectoryPiece.Follow.class::isInstance)
                .map(TrajectoryPiece.Follow.class::cast).findFirst().orElseThrow();
        List<Rational[]> tus = samples(f);
        assertThat(tus).isNotEmpty();
        Rational[] tu = tus.get(tus.size() / 2);
        Pawl p = m.pawls().get(0);
        boolean overlapsAtHalf = false;
        for (ExactPolygon2 a : place(p, m.motion().velocity(), tu[0], tu[1].multiply(Rational.HALF))) {
            for (Obstacle o : m.obstacles()) {
                for (ExactPolygon2 b : o.shape()) {
                    overlapsAtHalf |= a.overlaps(b);
                }
            }
        }
        assertThat(overlapsAtHalf).isTrue();
    }

    /** Rational (t, u) points strictly inside a piece; empty for a snap (a jump at one instant). */
    static List<Rational[]> samples(TrajectoryPiece piece) {
        List<Rational[]> out = new ArrayList<>();
        if (piece instanceof TrajectoryPiece.Rest rest) {
            for (Rational t : between(rest.tFrom(), rest.tTo())) {
                out.add(new Rational[] {t, Rational.ZERO});
            }
        } else if (piece instanceof TrajectoryPiece.Follow f) {
            TuPoly g = f.constraint().curve();
            boolean up = f.uFrom().compareTo(f.uTo()) <= 0;
            for (Rational u : between(up ? f.uFrom() : f.uTo(), up ? f.uTo() : f.uFrom())) {
                if (g.b().evaluate(u).signum() != 0) {
                    Rational t = g.a().evaluate(u).divide(g.b().evaluate(u)).negate();
                    if (f.tFrom().compare(t) == Comparison.SMALLER && f.tTo().compare(t) == Comparison.LARGER) {
                        out.add(new Rational[] {t, u});
                    }
                }
            }
        }
        return out;
    }

    /** Up to SAMPLES rationals strictly between two exact numbers (decimal grid, checked exactly). */
    private static List<Rational> between(RealAlgebraic lo, RealAlgebraic hi) {
        List<Rational> out = new ArrayList<>();
        Rational a = Rational.parse(lo.toDecimalString(30));
        Rational b = Rational.parse(hi.toDecimalString(30));
        for (int k = 1; k <= SAMPLES; k++) {
            Rational x = a.add(b.subtract(a).multiply(Rational.of(k, SAMPLES + 1)));
            if (lo.compare(x) == Comparison.SMALLER && hi.compare(x) == Comparison.LARGER) {
                out.add(x);
            }
        }
        return out;
    }

    /** The pawl's polygons at (t, u): rotated by θ = 2 atan u about the hinge, hinge moved to h + v t. Exact. */
    static List<ExactPolygon2> place(Pawl p, ExactPoint2 v, Rational t, Rational u) {
        Rational den = Rational.ONE.add(u.multiply(u));
        Rational cos = Rational.ONE.subtract(u.multiply(u)).divide(den);
        Rational sin = u.multiply(Rational.of(2)).divide(den);
        ExactPoint2 h = p.hinge();
        ExactPoint2 shift = v.scale(t);
        List<ExactPolygon2> out = new ArrayList<>();
        for (ExactPolygon2 poly : p.shape()) {
            List<ExactPoint2> vs = new ArrayList<>();
            for (ExactPoint2 x : poly.vertices()) {
                ExactPoint2 d = x.subtract(h);
                ExactPoint2 rot = ExactPoint2.of(d.x().multiply(cos).subtract(d.y().multiply(sin)),
                        d.x().multiply(sin).add(d.y().multiply(cos)));
                vs.add(h.add(shift).add(rot));
            }
            out.add(ExactPolygon2.of(vs));
        }
        return out;
    }
}
