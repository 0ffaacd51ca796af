package org.snapfit.qp.engine.step;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec3;
import org.snapfit.qp.engine.model.SiState;
import org.snapfit.qp.engine.model.SiParticleSystem;
import org.snapfit.qp.engine.model.SiSpring;
import org.snapfit.qp.model.SpringKind;
import org.snapfit.qp.solver.QpStatus;
import org.snapfit.qp.step.StepReport;
import org.snapfit.qp.step.StepSettings;

class StepEngineTest {

    private static SiParticleSystem pair() {
        SiParticleSystem.Builder b = SiParticleSystem.builder();
        b.addParticle(1, true);
        b.addParticle(1, true);
        return b.addSpring(new SiSpring(0, 1, 10, 0, 1, SpringKind.STRETCH)).build();
    }

    @Test
    void step_fixedPairBeyondMaxStrain_reportsInfeasibleNamingRow() {
        // two fixed particles 1.2 apart joined by a spring of rest length 1 limited to +10 %: infeasible
        SiParticleSystem s = pair();
        SiState st = SiState.of(List.of(Vec3.ZERO, new Vec3(1.2, 0, 0)), List.of(Vec3.ZERO, Vec3.ZERO));
        SiStepEngine e = SiStepEngine.of(s, st, List.of(), StepSettings.of(0.01, 0).withStrainLimits(-0.1, 0.1));
        StepReport r = e.step();
        assertThat(r.status()).isEqualTo(QpStatus.INFEASIBLE);
        assertThat(r.infeasibleConstraint()).contains("strain-max spring 0");
        // never NaN: the fixed particles keep their (zero) velocity
        assertThat(e.state().velocity(1)).isEqualTo(Vec3.ZERO);
    }

    @Test
    void step_regularisedCylinder_primalViolationWithinIssueBound() {
        SiScene scene = SiCableScenes.cylinder(20, 1e-3);
        SiStepEngine e = scene.withSettings(scene.settings().withRegularisation(1e-3)).engine();
        double worst = 0;
        for (int k = 0; k < 150; k++) {
            StepReport r = e.step();
            assertThat(r.status()).isEqualTo(QpStatus.OPTIMAL);
            worst = Math.max(worst, r.primalViolation());
        }
        // with L = 1e-3 /kg the rows hold to 1e-5 m/s = 1e-2 mm/s (they are relaxed by L μ; the report is in mm/s)
        assertThat(worst).isLessThanOrEqualTo(1e-2);
    }

    @Test
    void nextProblem_freeFall_hasNoRowsAndGravityImpulse() {
        SiScene scene = SiCableScenes.pulley(5, 1e-3);
        SiStepEngine e = SiStepEngine.of(scene.system(), scene.initial(), List.of(), scene.settings());
        // no obstacles and no fixed particles: no rows; b_y of particle 0 = h m g (cable at rest, springs at rest)
        assertThat(e.nextProblem().rows()).isEmpty();
        assertThat(e.nextProblem().b(1)).isCloseTo(1e-3 * 0.02 * -9.81, org.assertj.core.api.Assertions.within(1e-15));
        assertThat(e.obstacles()).isEmpty();
        assertThat(e.system().size()).isEqualTo(5);
    }

    @Test
    void badInput_throwsNamingField() {
        assertThatThrownBy(() -> SiCableScenes.pulley(2, 1e-3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("particles = 2");
        assertThatThrownBy(() -> SiCableScenes.cylinder(10, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("dt = -1.0 s");
        assertThatThrownBy(() -> StepSettings.of(1e-3, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("particleThickness (mm) = -1.0");
        StepSettings ok = StepSettings.of(1e-3, 0);
        assertThatThrownBy(() -> ok.withRegularisation(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("regularisation = -1.0");
        assertThatThrownBy(() -> ok.withDt(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("dt = 0.0 s");
        assertThatThrownBy(() -> SiCableScenes.cylinder(Vec3.ZERO, 0, 1, 8)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("radius = 0.0");
        SiScene scene = SiCableScenes.pulley(5, 1e-3);
        SiState wrong = SiState.of(List.of(Vec3.ZERO), List.of(Vec3.ZERO));
        assertThatThrownBy(() -> SiStepEngine.of(scene.system(), wrong, List.of(), ok))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("initial state has 1 particles");
    }

    @Test
    void cylinderMesh_isClosedAndOutward() {
        // closed-form volume of the inscribed 64-gon prism: ½ n r² sin(2π/n) · length
        double v = SiCableScenes.cylinder(Vec3.ZERO, 0.1, 0.05, 64).volume();
        assertThat(v).isCloseTo(0.5 * 64 * 0.01 * Math.sin(2 * Math.PI / 64) * 0.1,
                org.assertj.core.api.Assertions.within(1e-15));
    }
}
