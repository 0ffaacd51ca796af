package org.snapfit.sweep.traits;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;
import org.snapfit.sweep.model.Pawl;

/**
 * {@link CSpace.Shape}: one friction-free shape used at several μ in turn gives, at each μ, exactly the constraints
 * a fresh {@link CSpace#of} builds at that μ (the independent oracle: nothing shared) — the same ids, contacts and
 * curves, markers, lever, slip and friction polynomials — whatever μ the shared polynomials were first built at.
 */
class CSpaceShapeTest {

    /** The friction coefficients used in turn: zero, the fixtures' range and one above 1. */
    private static final List<Rational> MUS = List.of(Rational.parse("0.3"), Rational.ZERO, Rational.parse("0.05"),
            Rational.parse("1.2"), Rational.parse("0.3"));

    @ParameterizedTest
    @ValueSource(strings = {"s01-ramp-snap-speed2", "s04-typeA-friction-lock", "s06-flush-then-typeA",
        "s08-two-pawls-one-jams"})
    void at_severalFrictions_equalsFreshCSpace(String id) throws IOException {
        Mechanism m = MechanismJson.read(TestData.path("snapfit", id + ".json"));
        ExactPoint2 v = m.motion().velocity();
        for (Pawl p : m.pawls()) {
            for (ExactPoint2 vel : List.of(v, v.scale(Rational.MINUS_ONE))) {
                CSpace.Shape shape = CSpace.shape(p, p.hinge(), vel, m.obstacles());
                for (Rational mu : MUS) {
                    List<Constraint> shared = shape.at(mu).constraints();
                    List<Constraint> fresh = CSpace.of(p, p.hinge(), vel, m.obstacles(), mu).constraints();
                    assertThat(shape.size()).isEqualTo(fresh.size());
                    assertThat(shared).hasSameSizeAs(fresh);
                    for (int i = 0; i < fresh.size(); i++) {
                        Constraint a = shared.get(i);
                        Constraint b = fresh.get(i);
                        String what = id + " " + p.name() + " v=" + vel + " mu=" + mu + " constraint " + i;
                        assertThat(a.id()).as(what).isEqualTo(b.id());
                        assertThat(a.contact()).as(what).isEqualTo(b.contact());
                        assertThat(a.friction()).as(what).isEqualTo(mu);
                        assertThat(a.curve()).as(what).isEqualTo(b.curve());
                        assertThat(a.edgeMarkers()).as(what).isEqualTo(b.edgeMarkers());
                        assertThat(a.markers()).as(what).isEqualTo(b.markers());
                        assertThat(a.leverE()).as(what).isEqualTo(b.leverE());
                        assertThat(a.slip()).as(what).isEqualTo(b.slip());
                        assertThat(a.frictionPlus()).as(what).isEqualTo(b.frictionPlus());
                        assertThat(a.frictionMinus()).as(what).isEqualTo(b.frictionMinus());
                        assertThat(a.restApproachTime()).as(what).isEqualTo(b.restApproachTime());
                        assertThat(a.timeAt(0.25)).as(what).isEqualTo(b.timeAt(0.25));
                    }
                }
            }
        }
    }
}
