package org.snapfit.sweep.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;

class CantileverTest {

    /** A 20 mm long, 1.5 mm thick, 4 mm wide straight beam along -y from the origin, in polycarbonate. */
    private static Cantilever straight() {
        return new Cantilever(Beam.of(ExactPoint2.of(0, 0), ExactPoint2.of(0, -20), Rational.parse("1.5"),
                Rational.of(4)), Materials.named("PC").orElseThrow());
    }

    @Test
    void straightBeam_pivotStiffnessAndCalculatorNumbers_closedForms() {
        Cantilever c = straight();
        // pivot (1 - γ)L = 0.15·20 = 3 mm from the root along the centre line, exactly
        assertThat(c.pivot()).isEqualTo(new ExactPoint2(Rational.ZERO, Rational.of(-3)));
        // I = b h³/12 = 4·3.375/12 = 9/8 mm⁴; κ = γ K_Θ E I / L = (17/20)(53/20)·2400·(9/8)/20, exact (L rational)
        assertThat(c.beam().secondMomentOfArea()).isEqualTo(Rational.of(9, 8));
        Rational kappa = Rational.of(17, 20).multiply(Rational.of(53, 20)).multiply(Rational.of(2400))
                .multiply(Rational.of(9, 8)).divide(Rational.of(20));
        assertThat(c.stiffness()).isEqualTo(kappa);
        assertThat(c.isStiffnessExact()).isTrue();
        // y = γ L |sin θ|; ε = 1.5 h y / L²; P = b h² E ε / (6 L)
        double theta = -0.1;
        double y = 0.85 * 20 * Math.sin(0.1);
        assertThat(c.tipDeflection(theta)).isCloseTo(y, within(1e-15));
        assertThat(c.strain(y)).isCloseTo(1.5 * 1.5 * y / 400, within(1e-18));
        double eps = c.strain(y);
        assertThat(c.deflectionForce(eps)).isCloseTo(4 * 2.25 * 2400 * eps / 120, within(1e-12));
        // beam theory: the tip force for a tip deflection y is 3 E I y / L³ (the same P by another route)
        assertThat(c.deflectionForce(eps)).isCloseTo(3 * 2400 * 1.125 * y / 8000, within(1e-12));
        assertThat(c.taperFactor()).isEqualTo(1);
    }

    @Test
    void irrationalLength_stiffnessRoundedTo12Digits() {
        // root (0,0), tip (10, -10): L = 10√2 is irrational, so κ is rounded to 12 significant digits
        Cantilever c = new Cantilever(Beam.of(ExactPoint2.of(0, 0), ExactPoint2.of(10, -10), Rational.ONE,
                Rational.of(3)), Material.of("custom", Rational.of(2000), Rational.parse("0.03")));
        double exact = 0.85 * 2.65 * 2000 * (3.0 / 12) / (10 * Math.sqrt(2));
        assertThat(c.isStiffnessExact()).isFalse();
        assertThat(c.stiffness().doubleValue()).isCloseTo(exact, within(1e-11 * exact));
        // 12 significant digits: the denominator is a power of ten of at most 10^12 / κ's magnitude
        assertThat(c.stiffness().toDecimalString(30).replaceAll("0+$", "").replace(".", "").replaceFirst("^0+", ""))
                .hasSizeLessThanOrEqualTo(Cantilever.STIFFNESS_DIGITS);
        // the pivot stays exact: 0.15·(10, -10)
        assertThat(c.pivot()).isEqualTo(new ExactPoint2(Rational.parse("1.5"), Rational.parse("-1.5")));
    }

    @Test
    void taperFactor_matchesPublishedGuideCoefficients() {
        // Covestro/Bayer snap-fit guide: y = 0.67 ε L²/h for a constant section, y = 1.09 ε L²/h when the
        // thickness tapers to h/2; here y = (2/3)·K·ε·L²/h, so the published coefficients are 2K/3 to 3 digits
        assertThat(2 * Cantilever.taperFactor(1) / 3).isCloseTo(0.67, within(0.005));
        assertThat(2 * Cantilever.taperFactor(0.5) / 3).isCloseTo(1.09, within(0.005));
        // the guide's chart of K against h_L/h_0 reads "about 1.63" at 0.5 (Penn State Erie's notes on it)
        assertThat(Cantilever.taperFactor(0.5)).isCloseTo(1.63, within(0.01));
    }

    @ParameterizedTest
    @ValueSource(doubles = {0.2, 0.5, 0.85, 0.9, 0.95, 1.0, 1.05, 1.1, 1.5, 2.0})
    void taperFactor_equalsNumericalIntegralOfTheTaperedCompliance(double r) {
        // oracle: 3·∫₀¹ (1 - ξ)² / (1 - (1 - r)ξ)³ dξ by composite Simpson with 20000 intervals
        int n = 20000;
        double h = 1.0 / n;
        double sum = 0;
        for (int i = 0; i <= n; i++) {
            double xi = i * h;
            double f = (1 - xi) * (1 - xi) / Math.pow(1 - (1 - r) * xi, 3);
            sum += (i == 0 || i == n ? 1 : i % 2 == 1 ? 4 : 2) * f;
        }
        double k = 3 * sum * h / 3;
        assertThat(Cantilever.taperFactor(r)).as("r = " + r).isCloseTo(k, within(1e-10));
    }

    @Test
    void taperedBeam_softerByTheTaperFactor_strainLowerForTheSameDeflection() {
        Cantilever constant = straight();
        Cantilever tapered = constant.withBeam(constant.beam().withTipThickness(Optional.of(Rational.parse("0.75"))));
        double k = Cantilever.taperFactor(0.5);
        assertThat(tapered.taperFactor()).isEqualTo(k);
        assertThat(tapered.isStiffnessExact()).isFalse();
        assertThat(tapered.stiffness().doubleValue()).isCloseTo(constant.stiffness().doubleValue() / k,
                within(1e-9));
        assertThat(tapered.strain(1)).isCloseTo(constant.strain(1) / k, within(1e-15));
        // the deflection force uses the root section: same P for the same root strain
        assertThat(tapered.deflectionForce(0.01)).isEqualTo(constant.deflectionForce(0.01));
    }

    @Test
    void studyVariants_thicknessAndModulus_reachableAndRederived() {
        Cantilever c = straight();
        Cantilever thicker = c.withBeam(c.beam().withThickness(Rational.of(3)));
        // κ ∝ h³: doubling h multiplies κ by 8
        assertThat(thicker.stiffness()).isEqualTo(c.stiffness().multiply(Rational.of(8)));
        Cantilever stiffer = c.withMaterial(c.material().withModulus(Rational.of(4800)));
        assertThat(stiffer.stiffness()).isEqualTo(c.stiffness().multiply(Rational.of(2)));
        assertThat(stiffer.material().source()).endsWith("(modulus given by the user)");
        Pawl p = Pawl.ofCantilever("hook", java.util.List.of(org.snapfit.core.geom.ExactPolygon2.of(java.util.List.of(
                ExactPoint2.of(-1, 0), ExactPoint2.of(1, 0), ExactPoint2.of(1, -20), ExactPoint2.of(-1, -20)))), c);
        Pawl q = p.withCantilever(thicker);
        assertThat(q.stiffness()).isEqualTo(thicker.stiffness());
        assertThat(q.hinge()).isEqualTo(p.hinge());
    }

    @Test
    void badInput_namesFieldValueAndRule() {
        assertThatThrownBy(() -> Beam.of(ExactPoint2.of(0, 0), ExactPoint2.of(0, 0), Rational.ONE, Rational.ONE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("equals beam.root");
        assertThatThrownBy(() -> Beam.of(ExactPoint2.of(0, 0), ExactPoint2.of(0, 1), Rational.ZERO, Rational.ONE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("beam.thickness = \"0\"");
        assertThatThrownBy(() -> Material.of("x", Rational.of(2000), Rational.of(4)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("material.permissibleStrain = \"4\": the permissible strain is a fraction");
        assertThatThrownBy(() -> Material.of("x", Rational.of(-1), Rational.parse("0.04")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("material.modulus = \"-1\"");
        assertThatThrownBy(() -> Cantilever.taperFactor(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("taper ratio = 0.0");
        Cantilever c = straight();
        assertThatThrownBy(() -> new Pawl("p", ExactPoint2.of(0, 0), c.stiffness(), java.util.List.of(
                org.snapfit.core.geom.ExactPolygon2.of(java.util.List.of(ExactPoint2.of(0, 0), ExactPoint2.of(1, 0),
                        ExactPoint2.of(0, 1)))), Optional.of(c)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Pawl.ofCantilever");
    }

    @Test
    void equalTipThickness_isAConstantSection() {
        Beam b = new Beam(ExactPoint2.of(0, 0), ExactPoint2.of(0, 5), Rational.ONE, Optional.of(Rational.ONE),
                Rational.ONE);
        assertThat(b.isTapered()).isFalse();
        assertThat(b.tipThickness()).isEmpty();
    }

    @Test
    void shortBeam_remarked() {
        Cantilever c = new Cantilever(Beam.of(ExactPoint2.of(0, 0), ExactPoint2.of(0, 4), Rational.ONE, Rational.ONE),
                Materials.named("POM").orElseThrow());
        assertThat(c.remarks()).singleElement().asString().contains("L/h = 4.00 < 5");
        assertThat(straight().remarks()).isEmpty();
    }

    @Test
    void materials_namedCaseInsensitiveWithSources() {
        assertThat(Materials.named("pa66_gf30")).hasValueSatisfying(m -> {
            assertThat(m.name()).isEqualTo("PA66-GF30");
            assertThat(m.modulus()).isEqualTo(Rational.of(10000));
            assertThat(m.source()).contains("Table 10.06");
        });
        assertThat(Materials.named("unobtainium")).isEmpty();
        assertThat(Materials.all()).allSatisfy(m -> assertThat(m.source()).isNotBlank());
        assertThat(Materials.names()).contains("PC", "PA66", "PA66-cond", "PA66-GF30", "POM");
    }

    @Test
    void beamParameters_resolveMaterial_tableOverridesAndOwnValues() {
        assertThat(BeamParameters.resolve(Optional.of("PC"), Optional.of(Rational.of(2200)), Optional.empty()))
                .hasValueSatisfying(m -> {
                    assertThat(m.modulus()).isEqualTo(Rational.of(2200));
                    assertThat(m.permissibleStrain()).isEqualTo(Rational.parse("0.04"));
                });
        assertThat(BeamParameters.resolve(Optional.empty(), Optional.of(Rational.of(900)),
                Optional.of(Rational.parse("0.1")))).hasValueSatisfying(m -> assertThat(m.name()).isEqualTo("custom"));
        assertThat(BeamParameters.resolve(Optional.empty(), Optional.empty(), Optional.empty())).isEmpty();
        assertThatThrownBy(() -> BeamParameters.resolve(Optional.of("ABS"), Optional.empty(), Optional.empty()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("material = \"ABS\"; not a built-in"
                        + " resin [PC, PA66, PA66-cond, PA66-GF30, POM]");
        assertThatThrownBy(() -> BeamParameters.resolve(Optional.empty(), Optional.of(Rational.ONE), Optional.empty()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("a modulus alone does not make a resin");
    }
}
