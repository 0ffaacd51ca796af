package org.snapfit.impulse.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec2;

/**
 * The planar polyline hand target: walked at constant speed from its first point, resting at its last (positions
 * and velocities by hand for an L-shaped path of legs 3 m and 4 m at 2 m/s).
 */
class HandPolylineTest {

    private static final HandPolyline L = new HandPolyline(List.of(Vec2.of(0, 0), Vec2.of(300, 0), Vec2.of(300, 400)),
            200);

    @Test
    void position_walksTheLegsAtTheSpeed_andRestsAtTheEnd() {
        assertThat(L.position(-1)).isEqualTo(Vec2.of(0, 0));
        assertThat(L.position(0)).isEqualTo(Vec2.of(0, 0));
        assertThat(L.position(0.75)).isEqualTo(Vec2.of(150, 0));
        // legs of 300 and 400 mm at 200 mm/s: 1.5 s: the corner; 2.5 s: 200 mm up the second leg
        assertThat(L.position(1.5)).isEqualTo(Vec2.of(300, 0));
        assertThat(L.position(2.5)).isEqualTo(Vec2.of(300, 200));
        assertThat(L.position(10)).isEqualTo(Vec2.of(300, 400));
    }

    @Test
    void velocity_isTheSpeedAlongTheCurrentLeg_zeroOutside() {
        assertThat(L.velocity(-1)).isEqualTo(Vec2.ZERO);
        assertThat(L.velocity(0.5)).isEqualTo(Vec2.of(200, 0));
        assertThat(L.velocity(2.5)).isEqualTo(Vec2.of(0, 200));
        assertThat(L.velocity(3.5)).isEqualTo(Vec2.ZERO);
    }

    @Test
    void badPaths_areRefusedNamingTheField() {
        assertThatThrownBy(() -> new HandPolyline(List.of(Vec2.of(0, 0)), 1)).hasMessageContaining("needs at least 2");
        assertThatThrownBy(() -> new HandPolyline(List.of(Vec2.of(0, 0), Vec2.of(0, 0)), 1))
                .hasMessageContaining("path[1]").hasMessageContaining("repeats path[0]");
        assertThatThrownBy(() -> new HandPolyline(List.of(Vec2.of(0, 0), Vec2.of(1, 0)), 0))
                .hasMessageContaining("hand speed (mm/s) = 0.0");
    }
}
