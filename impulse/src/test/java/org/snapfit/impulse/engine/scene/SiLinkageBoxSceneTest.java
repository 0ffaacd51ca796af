package org.snapfit.impulse.engine.scene;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SiLinkageBoxSceneTest {

    private static final int STEPS = 4000;

    @Test
    void run_plasticCollisions_everyCollisionLosesEnergyAndSomeAreRedundant() {
        SiSceneRun r = SiLinkageBoxScene.withRestitution(0).run(STEPS);
        // paper Fig. 5: with e = 0 the kinetic energy decreases in every collision state, redundant or not
        assertThat(r.collisionStates()).isPositive();
        assertThat(r.pseudoInverseStates()).isPositive();
        for (SiCollisionSummary c : r.collisions()) {
            assertThat(c.kineticEnergyAfter()).isLessThanOrEqualTo(c.kineticEnergyBefore() * (1 + 1e-12));
            assertThat(c.rows()).isGreaterThanOrEqualTo(c.contacts());
            assertThat(c.rank()).isLessThanOrEqualTo(Math.min(c.rows(), SiLinkageBoxScene.linkage().dof()));
        }
        assertThat(r.maxRelativeEnergyGain()).isLessThanOrEqualTo(1e-12);
        assertThat(r.times()).hasSize(STEPS);
        assertThat(r.kineticEnergy()).hasSize(STEPS);
        assertThat(r.energyChange()).hasSize(STEPS);
        assertThat(r.restitution()).isZero();
    }

    @Test
    void run_elasticCollisions_energyConservedInEveryCollisionState() {
        SiSceneRun r = SiLinkageBoxScene.withRestitution(1).run(STEPS);
        // paper Fig. 6: with e = 1 the kinetic energy stays constant in collision states (within rounding; the
        // redundant ones within the rank tolerance)
        assertThat(r.collisionStates()).isPositive();
        for (SiCollisionSummary c : r.collisions()) {
            assertThat(Math.abs(c.relativeEnergyChange())).isLessThanOrEqualTo(1e-9);
        }
        assertThat(r.maxRelativeEnergyGain()).isLessThanOrEqualTo(1e-9);
    }

    @Test
    void withRestitution_outsideUnitInterval_rejected() {
        assertThatThrownBy(() -> SiLinkageBoxScene.withRestitution(-0.5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("restitution e = -0.5");
        assertThatThrownBy(() -> SiLinkageBoxScene.withRestitution(0.5).run(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("steps K = 0");
        assertThat(SiLinkageBoxScene.withRestitution(0.5).restitution()).isEqualTo(0.5);
    }
}
