package org.snapfit.impulse.engine.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;

class SiFreeBody3Test {

    private static final SiFreeBody3 BODY = SiFreeBody3.of(2, Vec3.of(1, 2, 3), 9.81);

    @Test
    void inertiaCoriolisGravity_identityOrientation_matchEulerEquations() {
        double[] q = SiFreeBody3.configuration(Pose3.IDENTITY);
        double[][] d = BODY.inertia(q);
        // D = diag(m, m, m, I_x, I_y, I_z) at the identity orientation
        assertThat(d[0][0]).isEqualTo(2);
        assertThat(d[5][5]).isCloseTo(3, within(1e-15));
        assertThat(d[3][4]).isCloseTo(0, within(1e-15));
        // gyroscopic term ω × Iω for ω = (1, 1, 0): (1, 1, 0) × (1, 2, 0) = (0, 0, 1)
        double[] b = BODY.coriolis(q, new double[] {5, 5, 5, 1, 1, 0});
        assertThat(b[5]).isCloseTo(1, within(1e-15));
        assertThat(b[0]).isZero();
        assertThat(BODY.gravity(q)).containsExactly(0, 0, 2 * 9.81, 0, 0, 0);
        assertThat(BODY.dof()).isEqualTo(6);
        assertThat(BODY.configurationSize()).isEqualTo(7);
    }

    @Test
    void inertia_rotatedAboutZ_swapsPrincipalMoments() {
        double[] q = SiFreeBody3.configuration(Pose3.of(Quaternion.fromAxisAngle(Vec3.Z, Math.PI / 2), Vec3.ZERO));
        double[][] d = BODY.inertia(q);
        // R I Rᵀ with a quarter turn about z exchanges the x and y moments
        assertThat(d[3][3]).isCloseTo(2, within(1e-14));
        assertThat(d[4][4]).isCloseTo(1, within(1e-14));
    }

    @Test
    void pointJacobian_equalsVelocityOfRigidMotion() {
        double[] q = {1, 2, 3, 1, 0, 0, 0};
        double[][] j = BODY.pointJacobian(q, Vec3.of(2, 2, 3));
        // r = (1, 0, 0); v_p = v + ω × r with ω = (0, 0, 1): (0, 1, 0)
        double[] qd = {0, 0, 0, 0, 0, 1};
        double[] vp = new double[3];
        for (int i = 0; i < 3; i++) {
            for (int k = 0; k < 6; k++) {
                vp[i] += j[i][k] * qd[k];
            }
        }
        assertThat(vp).containsExactly(0, 1, 0);
    }

    @Test
    void advance_quarterTurnAboutZ_rotatesOrientation() {
        double[] q = BODY.advance(SiFreeBody3.configuration(Pose3.IDENTITY), new double[] {1, 0, 0, 0, 0, Math.PI / 2}, 1);
        Pose3 p = BODY.pose(q);
        // exponential map: a quarter turn about z sends x to y; translation moves by v dt
        Vec3 x = p.rotation().rotate(Vec3.X);
        assertThat(x.y()).isCloseTo(1, within(1e-15));
        assertThat(p.translation().x()).isEqualTo(1);
        assertThat(BODY.advance(q, new double[6], 1)).containsExactly(q);
        // KE of pure translation ½ m v² = 1
        assertThat(BODY.kineticEnergy(q, new double[] {1, 0, 0, 0, 0, 0})).isCloseTo(1, within(1e-15));
        assertThat(BODY.toString()).contains("m = 2.0");
    }

    @Test
    void of_badInertia_rejectedNamingField() {
        assertThatThrownBy(() -> SiFreeBody3.of(1, Vec3.of(1, 1, 3), 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("triangle inequality");
        assertThatThrownBy(() -> SiFreeBody3.of(1, Vec3.of(0, 1, 1), 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("principalInertia.x = 0.0");
        assertThatThrownBy(() -> SiFreeBody3.of(-1, Vec3.of(1, 1, 1), 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("mass = -1.0");
        assertThatThrownBy(() -> BODY.pose(new double[] {0, 0, 0, 0, 0, 0, 0}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cannot be normalised");
        assertThatThrownBy(() -> BODY.coriolis(new double[] {0, 0, 0, 1, 0, 0, 0}, new double[] {0, 0, 0, 0, 0, Double.NaN}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("velocity q̇[5] = NaN");
    }
}
