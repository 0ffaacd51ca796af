package org.snapfit.cli.cad;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec3;
import org.snapfit.tracking.brep.BrepDistance;
import org.snapfit.tracking.brep.BrepResult;

/**
 * Minimum distance between FreeCAD-made parts of every face type (test-data/tracking/cad/gen_cad_pairs.py) against
 * OCCT's {@code distToShape} on 216 random placed pairs: distance to 1e-6 mm, closest points to 1e-5 mm of one of
 * OCCT's solutions, or, where OCCT's solution differs, an equally close pair of points (same distance to 1e-6, each
 * point on its part: the points are surface points by construction). Where ours is smaller than OCCT's, the pair
 * must be listed in occt_misses.json (check_occt_misses.py): OCCT itself measures our two points on the two parts
 * (distance to its own part ≤ 1e-9 mm), so OCCT's distToShape missed that minimum.
 */
class OcctDistanceOracleTest {

    private static JsonNode pairs;
    private static JsonNode misses;
    private static final CadParts PARTS = new CadParts();

    @BeforeAll
    static void read() throws Exception {
        pairs = new ObjectMapper().readTree(Files.readString(CadParts.dir().resolve("pairs.json")));
        misses = new ObjectMapper().readTree(Files.readString(CadParts.dir().resolve("occt_misses.json")))
                .get("misses");
    }

    @Test
    void distance_everyPair_agreesWithOcctDistToShape() throws Exception {
        List<String> failures = new ArrayList<>();
        double worst = 0;
        int otherWitness = 0;
        int n = 0;
        for (JsonNode p : pairs.get("pairs")) {
            String na = p.get("a").asText();
            String nb = p.get("b").asText();
            BrepDistance q = new BrepDistance(PARTS.part(na), PARTS.part(nb));
            BrepResult r = q.at(CadParts.pose(p.get("poseA")), CadParts.pose(p.get("poseB")));
            double occt = p.get("distance").asDouble();
            double err = Math.abs(r.distance() - occt);
            worst = Math.max(worst, err);
            boolean witness = false;
            for (JsonNode s : p.get("solutions")) {
                Vec3 pa = CadParts.vec(s.get("pointA"));
                Vec3 pb = CadParts.vec(s.get("pointB"));
                if (pa.subtract(r.pointA()).norm() <= 1e-5 && pb.subtract(r.pointB()).norm() <= 1e-5) {
                    witness = true;
                }
            }
            if (!witness) {
                otherWitness++;
            }
            double own = r.pointA().subtract(r.pointB()).norm();
            JsonNode miss = misses.get(Integer.toString(n));
            if (miss != null && r.distance() < occt - 1e-6) {
                // OCCT missed this minimum: it measures our points on the parts and their distance = ours
                assertThat(miss.get("pointAToPartA").asDouble()).isLessThan(1e-9);
                assertThat(miss.get("pointBToPartB").asDouble()).isLessThan(1e-9);
                assertThat(CadParts.vec(miss.get("pointA")).subtract(r.pointA()).norm()).isLessThan(1e-6);
                assertThat(CadParts.vec(miss.get("pointB")).subtract(r.pointB()).norm()).isLessThan(1e-6);
                assertThat(Math.abs(miss.get("distance").asDouble() - r.distance())).isLessThan(1e-9);
                n++;
                continue;
            }
            if (err > 1e-6 || Math.abs(own - r.distance()) > 1e-9) {
                failures.add(String.format("pair %d %s-%s: ours %.12g (%s/%s) occt %.12g diff %.3g", n, na, nb,
                        r.distance(), r.featureA(), r.featureB(), occt, err));
            }
            n++;
        }
        System.out.printf("pairs %d worst |d - occt| %.3g, witness elsewhere %d%n", n, worst, otherWitness);
        assertThat(n).isGreaterThanOrEqualTo(200);
        assertThat(failures).as("pairs off OCCT by more than 1e-6").isEmpty();
    }
}
