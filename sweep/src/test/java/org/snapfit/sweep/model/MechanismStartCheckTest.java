package org.snapfit.sweep.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.testdata.TestData;

/** The start check travels with a mechanism's pawls and obstacles, never through a process-wide memo. */
class MechanismStartCheckTest {

    private static Mechanism s01() throws Exception {
        return MechanismJson.read(TestData.path("snapfit", "s01-ramp-snap-speed2.json"));
    }

    @Test
    void rebuiltWithAnotherFriction_isEqualApartFromMu() throws Exception {
        Mechanism m = s01();
        Mechanism other = new Mechanism(m.name(), Rational.of(3, 10), m.motion(), m.pawls(), m.obstacles(),
                m.rootShape());
        assertThat(other.friction()).isEqualTo(Rational.of(3, 10));
        // the same pawls (list equality holds between any two lists of the same elements)
        assertThat(other.pawls()).isEqualTo(m.pawls()).isEqualTo(List.copyOf(m.pawls()));
        assertThat(new Mechanism(m.name(), m.friction(), m.motion(), List.copyOf(m.pawls()), m.obstacles(),
                m.rootShape())).isEqualTo(m).hasSameHashCodeAs(m);
        assertThatThrownBy(() -> other.pawls().remove(0)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void checkedPawls_withOtherObstacles_areCheckedAgain() throws Exception {
        Mechanism m = s01();
        // an obstacle that is the first pawl's own outline overlaps it at t = 0: a checked pawl list does not
        // excuse a new obstacle list (the check before this design, a static memo of the last pair, did not either)
        List<Obstacle> obstacles = new ArrayList<>(m.obstacles());
        obstacles.add(new Obstacle("copy", m.pawls().get(0).shape()));
        assertThatThrownBy(() -> new Mechanism(m.name(), m.friction(), m.motion(), m.pawls(), obstacles,
                m.rootShape())).isInstanceOf(MechanismException.class).hasMessageContaining("overlaps obstacles[")
                .hasMessageContaining("\"copy\"");
        // and a second mechanism in between changes nothing for the first pair's lists
        new Mechanism(m.name(), Rational.ONE, m.motion(), m.pawls(), m.obstacles(), m.rootShape());
        assertThatThrownBy(() -> new Mechanism(m.name(), m.friction(), m.motion(), m.pawls(), List.copyOf(obstacles),
                m.rootShape())).isInstanceOf(MechanismException.class);
    }
}
