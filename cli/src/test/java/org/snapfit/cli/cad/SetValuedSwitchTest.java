package org.snapfit.cli.cad;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.tracking.brep.BrepDistance;
import org.snapfit.tracking.brep.BrepPart;
import org.snapfit.tracking.brep.BrepResult;
import org.snapfit.tracking.brep.BrepSwitch;

/**
 * Switches where the minimum is attained on a set: the FreeCAD-made pin (R1.5 × 4, axis z from its origin) in the
 * through hole (R2, axis x = y = 4, z from 0 to 6) of test-data/tracking/cad's holed block. Coaxial, the minimum
 * 0.5 mm is attained on a band of both cylinders (and by the rims inside the hole); off the axis by e, 0.5 − e on a
 * line. While that set persists (the pin moving along the axis inside the hole, or across it) there is no switch,
 * whichever name the static answer picks among the equal minima. The set changes once the pin's lower rim rises
 * past the hole's top plane z = 6: from then on the rims alone are closest, at √((0.5 − e)² + (z₀ − 6)²) — one
 * switch at the instant the pin's base z₀ crosses 6, a root of a linear function of the step's fraction.
 */
class SetValuedSwitchTest {

    private static final CadParts PARTS = new CadParts();

    /** Agreement of a located instant with the closed form (fraction of the step): the locator's bracket. */
    private static final double EXACT = 1e-9;

    private static List<BrepSwitch> walk(IntFunction<Vec3> base, int steps, IntFunction<Double> distance)
            throws IOException {
        BrepPart pin = PARTS.part("pin");
        BrepPart block = PARTS.part("holed_block");
        BrepDistance q = new BrepDistance(pin, block);
        List<BrepSwitch> all = new ArrayList<>();
        for (int k = 0; k <= steps; k++) {
            Pose3 p = Pose3.of(Quaternion.IDENTITY, base.apply(k));
            BrepResult r = k == 0 ? q.at(p, Pose3.IDENTITY) : q.track(p, Pose3.IDENTITY);
            assertThat(r.distance()).as("step %d", k).isCloseTo(distance.apply(k), within(1e-9));
            all.addAll(q.lastSwitches());
        }
        return all;
    }

    @Test
    void coaxial_alongTheAxisInsideTheHole_noSwitch() throws IOException {
        assertThat(walk(k -> Vec3.of(4, 4, 1 + 0.05 * k), 10, k -> 0.5)).isEmpty();
    }

    @Test
    void coaxial_acrossTheHole_noSwitch() throws IOException {
        // the band collapses to a line at once, still on the same two cylinders
        assertThat(walk(k -> Vec3.of(4 + 0.03 * k, 4, 1), 10, k -> 0.5 - 0.03 * k)).isEmpty();
    }

    @Test
    void coaxial_outOfTheHole_oneSwitchWhereTheRimsPass() throws IOException {
        outOfTheHole(0);
    }

    @Test
    void offAxis_outOfTheHole_oneSwitchWhereTheRimsPass() throws IOException {
        outOfTheHole(0.2);
    }

    /** The pin, off the axis by e in y, rising 0.53 mm a step from z₀ = 1: its base passes z = 6 at k = 5/0.53. */
    private static void outOfTheHole(double e) throws IOException {
        double rise = 0.53;
        List<BrepSwitch> all = walk(k -> Vec3.of(4, 4 + e, 1 + rise * k), 15, k -> {
            double above = Math.max(0, 1 + rise * k - 6);
            return Math.hypot(0.5 - e, above);
        });
        assertThat(all).hasSize(1);
        BrepSwitch s = all.get(0);
        double crossing = 5 / rise;
        assertThat(s.step()).isEqualTo((int) Math.ceil(crossing));
        assertThat(s.fraction()).isCloseTo(crossing - (s.step() - 1), within(EXACT));
        assertThat(s.cause()).isEqualTo(BrepSwitch.BOUNDARY);
        assertThat(s.distance()).isCloseTo(0.5 - e, within(1e-9));
        // the new pair: the two rims (circles), met at the instant on the hole's top plane
        assertThat(s.toA()).startsWith("edge");
        assertThat(s.toB()).startsWith("edge");
        assertThat(s.pointB().z()).isCloseTo(6, within(1e-9));
        assertThat(s.pointA().z()).isCloseTo(6, within(1e-6));
    }
}
