package org.snapfit.algebra.cspace;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.arrangement.Arrangement;
import org.snapfit.algebra.arrangement.ArrangementBuilder;
import org.snapfit.algebra.arrangement.ArrangementCounts;
import org.snapfit.algebra.arrangement.FaceSummary;
import org.snapfit.algebra.arrangement.Location;
import org.snapfit.algebra.merge.FreeFace;
import org.snapfit.algebra.merge.SingleFaceBuilder;

/**
 * 98 random instances (random arcs, full curves with unbounded arcs, pawl-against-rack constraints) against CGAL
 * 5.5.1's figures in {@code test-data/arrangements/cgal-random/cgal-counts.tsv} (provenance in its README): the
 * full arrangement's vertex, edge and face counts and the query face's summary, and the single-face merge's face.
 */
class CgalRandomInstancesTest {

    static Stream<Arguments> rows() throws IOException {
        List<String> lines = Files.readAllLines(Fixtures.arrangements("cgal-random/cgal-counts.tsv"));
        return lines.stream().filter(l -> !l.startsWith("#") && !l.isBlank()).map(l -> l.split("\t"))
                .map(r -> Arguments.of(r[0], r));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void build_randomInstance_matchesCgal(String file, String[] row) throws IOException {
        CurveKernel k = new CurveKernel();
        ArcInstance inst = ArcInstance.read(Fixtures.arrangements("cgal-random/" + file), k);
        List<GraphArc> arcs = inst.graphArcs(k);
        Arrangement<GraphArc, ArcPoint> arr = new ArrangementBuilder<>(new CSpaceTraits(k)).addAll(arcs).build();
        arr.checkInvariants();
        // oracle: CGAL's counts for this file
        assertThat(inst.curves()).hasSize(Integer.parseInt(row[1]));
        assertThat(arr.counts()).isEqualTo(new ArrangementCounts(Integer.parseInt(row[2]), Integer.parseInt(row[3]),
                Integer.parseInt(row[4]), Integer.parseInt(row[5])));
        ArcPoint z = CSpaceArrangementTest.queryPoint(k);
        Location loc = arr.locate(z);
        assertThat(loc).isInstanceOf(Location.InFace.class);
        FaceSummary cgal = new FaceSummary(Integer.parseInt(row[6]) == 1, Integer.parseInt(row[7]),
                Integer.parseInt(row[8]), Integer.parseInt(row[9]));
        assertThat(arr.summary(((Location.InFace) loc).face())).isEqualTo(cgal);
        // the single-face merge gives the same face (same summary as CGAL's, same boundary as the full one)
        FreeFace single = new SingleFaceBuilder(k).face(arcs, z);
        assertThat(single.summary()).isEqualTo(cgal);
        assertThat(single.sameBoundaryAs(FreeFace.of(arr, z))).isTrue();
    }
}
