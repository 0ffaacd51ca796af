package org.snapfit.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.Motion;
import org.snapfit.sweep.model.Obstacle;
import org.snapfit.sweep.model.Pawl;

class ParameterPathsTest {

    /** A square pawl hinged at its corner above a square obstacle, 1 mm apart. */
    static Mechanism mechanism() {
        ExactPolygon2 pawl = ExactPolygon2.of(List.of(ExactPoint2.of(0, 2), ExactPoint2.of(1, 2), ExactPoint2.of(1, 3),
                ExactPoint2.of(0, 3)));
        ExactPolygon2 block = ExactPolygon2.of(List.of(ExactPoint2.of(0, 0), ExactPoint2.of(1, 0), ExactPoint2.of(1, 1),
                ExactPoint2.of(0, 1)));
        return new Mechanism("m", Rational.parse("0.3"), new Motion(ExactPoint2.of(0, -1), Rational.of(5)),
                List.of(new Pawl("PAWL-1", ExactPoint2.of(0, 3), Rational.of(150), List.of(pawl))),
                List.of(new Obstacle("block", List.of(block))), List.of());
    }

    private static Mechanism apply(String path, String value, Optional<ExactPoint2> direction) {
        ParameterSpec spec = new ParameterSpec(path, new Distribution.Values(List.of(new BigDecimal(value))), 6,
                direction, Optional.empty());
        MechanismDraft d = new MechanismDraft(mechanism());
        ParameterPaths.bind(spec, mechanism()).apply(d, Rational.parse(value));
        return d.build();
    }

    @Test
    void everyBuiltInPath_editsItsField() {
        assertThat(apply("friction", "0.125", Optional.empty()).friction()).isEqualTo(Rational.parse("0.125"));
        assertThat(apply("motion.travel", "7.5", Optional.empty()).motion().travel()).isEqualTo(Rational.parse("7.5"));
        assertThat(apply("pawls.PAWL-1.stiffness", "120", Optional.empty()).pawls().get(0).stiffness())
                .isEqualTo(Rational.of(120));
        // the layer spelling PAWL_1 (case-insensitive) names the same pawl
        assertThat(apply("pawls.pawl_1.stiffness", "90", Optional.empty()).pawls().get(0).stiffness())
                .isEqualTo(Rational.of(90));
        // a 3-4-5 direction: 0.5 mm along (3, 4)/5 is (0.3, 0.4)
        assertThat(apply("pawls.PAWL-1.hinge", "0.5", Optional.of(ExactPoint2.of(3, 4))).pawls().get(0).hinge())
                .isEqualTo(ExactPoint2.of(Rational.parse("0.3"), Rational.parse("3.4")));
        Mechanism shifted = apply("obstacles.offset", "-0.25", Optional.of(ExactPoint2.of(0, 2)));
        assertThat(shifted.obstacles().get(0).shape().get(0).vertices()).contains(
                ExactPoint2.of(Rational.ZERO, Rational.parse("-0.25")),
                ExactPoint2.of(Rational.ONE, Rational.parse("0.75")));
    }

    @Test
    void refuses_unknownPaths_pawls_domains_andIrrationalDirections() {
        assertThatThrownBy(() -> apply("material.colour", "1", Optional.empty()))
                .hasMessageContaining("unknown parameter path \"material.colour\"")
                .hasMessageContaining("pawls.<name>.stiffness");
        assertThatThrownBy(() -> apply("pawls.PAWL-9.stiffness", "1", Optional.empty()))
                .hasMessageContaining("no pawl \"PAWL-9\" (pawls: [PAWL-1])");
        assertThatThrownBy(() -> apply("friction", "-0.1", Optional.empty()))
                .hasMessageContaining("friction (μ) must be >= 0");
        assertThatThrownBy(() -> apply("pawls.PAWL-1.stiffness", "0", Optional.empty())).hasMessageContaining("> 0");
        assertThatThrownBy(() -> apply("obstacles.offset", "1", Optional.of(ExactPoint2.of(1, 1))))
                .hasMessageContaining("irrational length");
        assertThatThrownBy(() -> apply("obstacles.offset", "1", Optional.empty()))
                .hasMessageContaining("needs its \"direction\"");
    }

    @Test
    void anOffsetIntoTheObstacle_makesAnInvalidMechanism() {
        // the pawl sits 1 mm above the block: lifting the block by 1.5 mm makes them overlap at the start
        assertThatThrownBy(() -> apply("obstacles.offset", "1.5", Optional.of(ExactPoint2.of(0, 1))))
                .hasMessageContaining("overlaps");
    }
}
