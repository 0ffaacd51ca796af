package org.snapfit.qp.engine.step;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.snapfit.qp.solver.QpStatus;
import org.snapfit.qp.step.StepReport;

class SceneKktTest {

    /**
     * Runs a scene and checks the KKT conditions at every step (the verification bounds of qp/README.md, L = 0; the
     * report is in mm, kg, s, N, so the SI bounds 1e-12 m/s, 1e-10 N&middot;s&middot;m/s and 1e-9 m read 10^3 times
     * larger).
     */
    private static int runChecked(SiScene scene, int steps) {
        SiStepEngine e = scene.engine();
        int maxActive = 0;
        for (int s = 0; s < steps; s++) {
            StepReport r = e.step();
            assertThat(r.status()).as("step %d", r.step()).isEqualTo(QpStatus.OPTIMAL);
            assertThat(r.stationarity()).as("stationarity at step %d", r.step()).isLessThanOrEqualTo(1e-10);
            assertThat(r.primalViolation()).as("primal at step %d", r.step()).isLessThanOrEqualTo(1e-9);
            assertThat(r.complementarity()).as("complementarity at step %d", r.step()).isLessThanOrEqualTo(1e-7);
            assertThat(r.minMultiplier().orElse(0)).isGreaterThanOrEqualTo(-1e-12);
            // contact rows (re-linearised when needed) keep every gap >= r on these convex obstacles; 1e-9 m rounding
            assertThat(r.maxPenetration()).as("penetration at step %d", r.step()).isLessThanOrEqualTo(1e-6);
            maxActive = Math.max(maxActive, r.activeConstraints());
        }
        return maxActive;
    }

    @Test
    void step_cablePulley_kktAtEveryStep() {
        int maxActive = runChecked(SiCableScenes.pulley(30, 1e-3), 200);
        // the cable rests on the pulley, so contacts must have been active at some step
        assertThat(maxActive).isPositive();
    }

    @Test
    void step_cableCylinder_kktAtEveryStep() {
        int maxActive = runChecked(SiCableScenes.cylinder(30, 1e-3), 200);
        // 6 fixed-velocity rows (two end particles) are always active; contacts add more once it lands
        assertThat(maxActive).isGreaterThan(6);
    }

    @Test
    void step_cableCylinderDrape400Steps_noPenetrationEnergyDownStrainHeld() {
        double maxStrain = 1e-3;
        SiScene scene = SiCableScenes.cylinder(30, 1e-3);
        scene = scene.withSettings(scene.settings().withStrainLimits(-maxStrain, maxStrain));
        SiStepEngine e = scene.engine();
        double previous = Double.POSITIVE_INFINITY;
        boolean strainActive = false;
        for (int s = 0; s < 400; s++) {
            StepReport r = e.step();
            assertThat(r.status()).isEqualTo(QpStatus.OPTIMAL);
            // the contact rows keep every gap >= r for a convex obstacle (supporting half-space argument);
            // rounding only: 1e-9 m = 1e-6 mm
            assertThat(r.maxPenetration()).as("penetration at step %d", r.step()).isLessThanOrEqualTo(1e-6);
            // damping and drag on, contacts inelastic: total energy never increases (1e-12 J = 1e-9 mJ rounding slack)
            assertThat(r.totalEnergy()).as("energy at step %d", r.step()).isLessThanOrEqualTo(previous + 1e-9);
            // strain limits hold to 1e-9 after the re-linearisation passes
            assertThat(r.maxStrainViolation()).as("strain at step %d", r.step()).isLessThanOrEqualTo(1e-9);
            strainActive |= r.passes() > 1;
            previous = r.totalEnergy();
        }
        // the unconstrained sag strains the cable ~3e-3 > 1e-3, so the limits must have needed extra passes
        assertThat(strainActive).isTrue();
    }
}
