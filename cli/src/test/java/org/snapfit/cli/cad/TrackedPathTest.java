package org.snapfit.cli.cad;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.tracking.brep.BrepDistance;
import org.snapfit.tracking.brep.BrepResult;

/**
 * Along insertion paths the tracked minimum ({@link BrepDistance#track}: warm start, bounds kept between steps
 * less the motion) equals a static recomputation from scratch ({@link BrepDistance#at}, a second query object) at
 * every step to 1e-9 mm. Paths: A from one of the 216 placed pairs of test-data/tracking/cad moves 200 steps along a
 * seeded random line and turn that sweeps it past B (seed and pair printed on failure).
 */
class TrackedPathTest {

    private static final CadParts PARTS = new CadParts();

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void track_everyStep_equalsStaticRecomputation(long seed) throws Exception {
        JsonNode pairs = CadParts.pairs();
        java.util.Random rnd = new java.util.Random(seed);
        int index = rnd.nextInt(pairs.size());
        JsonNode p = pairs.get(index);
        String na = p.get("a").asText();
        String nb = p.get("b").asText();
        BrepDistance tracked = new BrepDistance(PARTS.part(na), PARTS.part(nb));
        BrepDistance fresh = new BrepDistance(PARTS.part(na), PARTS.part(nb));
        Pose3 a0 = CadParts.pose(p.get("poseA"));
        Pose3 b = CadParts.pose(p.get("poseB"));
        Vec3 axis = CadParts.gaussian(rnd).normalize();
        Vec3 shift = CadParts.gaussian(rnd).scale(4);
        double turn = rnd.nextDouble() * 1.5;
        int steps = 200;
        List<String> failures = new ArrayList<>();
        double smallest = Double.POSITIVE_INFINITY;
        for (int k = 0; k <= steps; k++) {
            double f = (double) k / steps - 0.5;
            Pose3 move = Pose3.of(Quaternion.fromAxisAngle(axis, turn * f), shift.scale(f));
            Pose3 a = move.compose(a0);
            BrepResult t = k == 0 ? tracked.at(a, b) : tracked.track(a, b);
            BrepResult s = fresh.at(a, b);
            smallest = Math.min(smallest, s.distance());
            if (Math.abs(t.distance() - s.distance()) > 1e-9) {
                failures.add(String.format("step %d: tracked %.12g (%s/%s) static %.12g (%s/%s)", k, t.distance(),
                        t.featureA(), t.featureB(), s.distance(), s.featureA(), s.featureB()));
            }
        }
        assertThat(failures).as("seed %d, pair %d (%s against %s), smallest %.6g", seed, index, na, nb, smallest)
                .isEmpty();
    }
}
