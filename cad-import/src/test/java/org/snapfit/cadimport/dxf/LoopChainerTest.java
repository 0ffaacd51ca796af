package org.snapfit.cadimport.dxf;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.cadimport.diag.Diagnostic;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.core.geom.ExactPoint2;

class LoopChainerTest {

    static LongStream seeds() {
        return LongStream.range(0, 40);
    }

    /**
     * Convex polygons (regular-ish, on a grid of cells so that no two touch) cut into pieces of 1-3 edges, shuffled and
     * randomly reversed, with each joint moved by less than the tolerance: the chainer must give back one loop per
     * polygon holding the same number of vertices, no open piece and no branch (invariant of the construction).
     */
    @ParameterizedTest
    @MethodSource("seeds")
    void chain_shuffledPiecesOfDisjointPolygons_giveOneLoopEach(long seed) {
        Random rnd = new Random(seed);
        int polygons = 1 + rnd.nextInt(30);
        List<LoopChainer.Piece> pieces = new ArrayList<>();
        List<Integer> sizes = new ArrayList<>();
        Rational jitter = Rational.of(1, 4000); // 0.00025 mm < 0.001 mm chain tolerance
        for (int k = 0; k < polygons; k++) {
            int n = 3 + rnd.nextInt(8);
            sizes.add(n);
            List<ExactPoint2> ring = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                double a = 2 * Math.PI * i / n;
                ring.add(new ExactPoint2(Rational.of(k * 100L).add(Rational.of(Math.round(40 * Math.cos(a)))),
                        Rational.of(Math.round(40 * Math.sin(a)) * 3 + 7L * k)));
            }
            Set<ExactPoint2> distinct = new HashSet<>(ring);
            if (distinct.size() != n) {
                sizes.set(sizes.size() - 1, distinct.size());
            }
            int i = 0;
            while (i < n) {
                int len = Math.min(n - i, 1 + rnd.nextInt(3));
                List<ExactPoint2> v = new ArrayList<>(ring.subList(i, i + len));
                ExactPoint2 last = ring.get((i + len) % n);
                v.add(rnd.nextBoolean() ? last : new ExactPoint2(last.x().add(jitter), last.y().subtract(jitter)));
                if (rnd.nextBoolean()) {
                    Collections.reverse(v);
                }
                pieces.add(new LoopChainer.Piece(v, false, "P" + pieces.size(), pieces.size() + 1));
                i += len;
            }
        }
        Collections.shuffle(pieces, rnd);
        LoopChainer.Result r = new LoopChainer(0.001).chain(pieces);
        assertThat(r.open()).as("seed %d", seed).isEmpty();
        assertThat(r.branches()).as("seed %d", seed).isEmpty();
        assertThat(r.loops()).as("seed %d", seed).hasSize(polygons);
        List<Integer> got = new ArrayList<>();
        for (LoopChainer.Piece p : r.loops()) {
            got.add(p.vertices().size());
        }
        assertThat(got).as("seed %d", seed).containsExactlyInAnyOrderElementsOf(sizes);
    }

    @Test
    void chain_endsFartherThanTolerance_stayOpen() {
        ExactPoint2 a = ExactPoint2.of(0, 0);
        ExactPoint2 b = ExactPoint2.of(1, 0);
        ExactPoint2 c = ExactPoint2.of(1, 1);
        // 0.0011 mm from a: just beyond the 0.001 mm tolerance, decided exactly
        ExactPoint2 nearA = new ExactPoint2(Rational.of(11, 10000), Rational.ZERO);
        LoopChainer.Result r = new LoopChainer(0.001).chain(List.of(new LoopChainer.Piece(List.of(a, b), false, "L1", 1),
                new LoopChainer.Piece(List.of(b, c), false, "L2", 2),
                new LoopChainer.Piece(List.of(c, nearA), false, "L3", 3)));
        assertThat(r.loops()).isEmpty();
        assertThat(r.open()).singleElement().satisfies(p -> assertThat(p.vertices()).containsExactly(a, b, c, nearA));
    }

    @Test
    void read_bowTiePolyline_warnsSelfIntersectionAtCrossing() {
        // (0,0) (2,2) (2,0) (0,2): the edges (0,0)-(2,2) and (2,0)-(0,2) cross at (1, 1)
        String text = "0\nSECTION\n2\nENTITIES\n0\nLWPOLYLINE\n5\n2A\n8\nPAWL-1\n90\n4\n70\n1\n"
                + "10\n0\n20\n0\n10\n2\n20\n2\n10\n2\n20\n0\n10\n0\n20\n2\n0\nENDSEC\n0\nEOF\n";
        DxfImport r = DxfReader.read("bow.dxf", text.getBytes(StandardCharsets.UTF_8), DxfOptions.defaults());
        Diagnostic d = r.diagnostics().stream().filter(x -> "outline".equals(x.field())).findFirst().orElseThrow();
        assertThat(d.severity()).isEqualTo(Severity.WARNING);
        assertThat(d.file()).isEqualTo("bow.dxf");
        assertThat(d.line()).isEqualTo(5);
        assertThat(d.entity()).isEqualTo("LWPOLYLINE #2A on layer PAWL-1");
        assertThat(d.message()).contains("Self-intersection at (1.0, 1.0)");
    }

    @Test
    void read_square_hasNoValidityWarning() {
        String text = "0\nSECTION\n2\nENTITIES\n0\nLWPOLYLINE\n5\n2A\n8\nPAWL-1\n90\n4\n70\n1\n"
                + "10\n0\n20\n0\n10\n2\n20\n0\n10\n2\n20\n2\n10\n0\n20\n2\n0\nENDSEC\n0\nEOF\n";
        DxfImport r = DxfReader.read("sq.dxf", text.getBytes(StandardCharsets.UTF_8), DxfOptions.defaults());
        assertThat(r.diagnostics()).noneMatch(x -> "outline".equals(x.field()));
    }
}
