package org.snapfit.cadimport.dxf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;

class DxfApiTest {

    private static DxfImport readText(String text) {
        return DxfReader.read("t.dxf", text.getBytes(StandardCharsets.UTF_8), DxfOptions.defaults());
    }

    private static String entities(String body) {
        return "0\nSECTION\n2\nENTITIES\n" + body + "0\nENDSEC\n0\nEOF\n";
    }

    @Test
    void units_codesAndNames_haveExactMillimetreSizes() {
        assertThat(DxfUnits.fromCode(1)).contains(DxfUnits.INCH);
        assertThat(DxfUnits.INCH.millimetres()).isEqualTo(Rational.parse("25.4"));
        assertThat(DxfUnits.US_SURVEY_FOOT.millimetres()).isEqualTo(Rational.of(1200000, 3937));
        assertThat(DxfUnits.fromCode(18)).isEmpty();
        assertThat(DxfUnits.parse("mm")).isEqualTo(DxfUnits.MILLIMETRE);
        assertThat(DxfUnits.parse("Inch")).isEqualTo(DxfUnits.INCH);
        assertThat(DxfUnits.parse("metre")).isEqualTo(DxfUnits.METRE);
        assertThat(DxfUnits.METRE.code()).isEqualTo(6);
        assertThat(DxfUnits.METRE.symbol()).isEqualTo("m");
        assertThatThrownBy(() -> DxfUnits.parse("furlong")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("units = 'furlong' is not a known length unit");
    }

    @Test
    void options_badTolerances_throwNamingOption() {
        DxfOptions d = DxfOptions.defaults();
        assertThat(d.withChordTolerance(0.5).chordTolerance().value()).isEqualTo(0.5);
        assertThat(d.withChainTolerance(0.1).chainTolerance().value()).isEqualTo(0.1);
        assertThatThrownBy(() -> d.withChordTolerance(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("chordTolerance = 0.0 mm; the chord tolerance must be > 0");
        assertThatThrownBy(() -> new DxfOptions(Tolerance.of("chordTolerance", 1, Unit.METRE),
                d.chainTolerance(), Optional.empty())).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("chordTolerance unit = m; DXF tolerances are lengths in mm");
    }

    @Test
    void read_missingFile_throwsImportExceptionNamingFile() {
        Path missing = Path.of("no-such-dir", "none.dxf");
        assertThatThrownBy(() -> DxfReader.read(missing, DxfOptions.defaults())).isInstanceOf(ImportException.class)
                .hasMessageContaining("none.dxf").hasMessageContaining("cannot read the file");
    }

    @Test
    void read_emptyOrNulOrNoEof_rejectedWithReason() {
        assertThatThrownBy(() -> readText("")).isInstanceOf(ImportException.class).hasMessageContaining("the file is empty");
        assertThatThrownBy(() -> readText("0\nSEC\0TION\n")).isInstanceOf(ImportException.class)
                .hasMessageContaining("is NUL");
        assertThatThrownBy(() -> readText("0\nSECTION\n2\nENTITIES\n0\nENDSEC\n")).isInstanceOf(ImportException.class)
                .hasMessageContaining("no 0/EOF at the end of the file");
        assertThatThrownBy(() -> readText("5\n1A\n0\nEOF\n")).isInstanceOf(ImportException.class)
                .hasMessageContaining("found group 5 = '1A' between sections");
        assertThatThrownBy(() -> readText("0\nSECTION\n0\nEOF\n")).isInstanceOf(ImportException.class)
                .hasMessageContaining("the SECTION has no name");
    }

    @Test
    void read_crlfAndComments_readLikeLf() {
        DxfImport r = readText(entities("999\r\ncomment\r\n0\r\nPOINT\r\n8\r\nHINGE-1\r\n10\r\n1e-3\r\n20\r\n3/8\r\n"));
        // Rational.parse reads "1e-3" and "3/8" exactly
        assertThat(r.profiles().layer("HINGE-1").orElseThrow().points().get(0).point())
                .isEqualTo(new ExactPoint2(Rational.of(1, 1000), Rational.of(3, 8)));
    }

    @Test
    void read_badEntities_reportFieldAndRule() {
        assertThatThrownBy(() -> readText(entities("0\nCIRCLE\n5\n2A\n8\nOBS\n10\n0\n20\n0\n40\n-1\n")))
                .isInstanceOf(ImportException.class)
                .hasMessageContaining("CIRCLE #2A on layer OBS [group 40 radius] radius = -1; it must be > 0");
        assertThatThrownBy(() -> readText(entities("0\nARC\n5\n2B\n8\nOBS\n10\n0\n20\n0\n")))
                .isInstanceOf(ImportException.class).hasMessageContaining("group 40 (radius) is missing");
        assertThatThrownBy(() -> readText(entities("0\nLWPOLYLINE\n5\n2C\n8\nX\n70\nclosed\n10\n0\n20\n0\n")))
                .isInstanceOf(ImportException.class).hasMessageContaining("value = 'closed' is not an integer");
        assertThatThrownBy(() -> readText(entities("0\nLWPOLYLINE\n5\n2D\n8\nX\n20\n0\n")))
                .isInstanceOf(ImportException.class).hasMessageContaining("a y coordinate without its x");
        assertThatThrownBy(() -> readText(entities("0\nSPLINE\n5\n2E\n8\nX\n71\n2\n40\n0\n10\n0\n20\n0\n10\n1\n20\n1\n")))
                .isInstanceOf(ImportException.class).hasMessageContaining("has 1 knots; it needs control points + degree + 1 = 5");
    }

    @Test
    void read_selfInsertingBlock_isRejected() {
        String blocks = "0\nSECTION\n2\nBLOCKS\n0\nBLOCK\n2\nLOOP\n10\n0\n20\n0\n0\nINSERT\n5\n3A\n2\nLOOP\n10\n1\n20\n0\n"
                + "0\nENDBLK\n0\nENDSEC\n";
        String text = blocks + entities("0\nINSERT\n5\n3B\n8\nA\n2\nLOOP\n10\n0\n20\n0\n");
        assertThatThrownBy(() -> readText(text)).isInstanceOf(ImportException.class)
                .hasMessageContaining("block 'LOOP' inserts itself");
    }

    @Test
    void read_degenerateAndUnsupported_warnAndSkip() {
        DxfImport r = readText(entities("0\nLINE\n5\n40\n8\nA\n10\n1\n20\n1\n11\n1\n21\n1\n"
                + "0\nINSERT\n5\n41\n8\nA\n2\nNOPE\n10\n0\n20\n0\n"
                + "0\nCIRCLE\n5\n42\n8\nA\n10\n0\n20\n0\n40\n1\n210\n1\n220\n0\n230\n0\n"
                + "0\nLINE\n5\n43\n8\nA\n67\n1\n10\n0\n20\n0\n11\n1\n21\n0\n"));
        assertThat(r.profiles().layers()).isEmpty();
        List<String> msgs = r.diagnostics().stream().filter(d -> d.severity() == Severity.WARNING)
                .map(d -> d.entity() + ": " + d.message()).toList();
        assertThat(msgs).anyMatch(m -> m.startsWith("LINE #40 on layer A: LINE has zero length"))
                .anyMatch(m -> m.contains("block 'NOPE' is not defined"))
                .anyMatch(m -> m.startsWith("CIRCLE #42") && m.contains("extrusion = (1, 0, 0) is not along ±Z"))
                .anyMatch(m -> m.contains("PAPER SPACE LINE entity skipped"));
    }

    @Test
    void read_openSplineFitPointsAndArrayInsert_followDefinitions() {
        String blocks = "0\nSECTION\n2\nBLOCKS\n0\nBLOCK\n2\nDOT\n10\n0\n20\n0\n0\nPOINT\n8\n0\n10\n0\n20\n0\n"
                + "0\nENDBLK\n0\nENDSEC\n";
        String text = blocks + entities("0\nINSERT\n5\n50\n8\nGRID\n2\nDOT\n10\n1\n20\n1\n70\n2\n71\n3\n44\n10\n45\n5\n"
                + "0\nSPLINE\n5\n51\n8\nFIT\n11\n0\n21\n0\n11\n1\n21\n2\n11\n3\n21\n2\n");
        DxfImport r = readText(text);
        // 2 columns x 3 rows, spacing (10, 5), from (1, 1)
        assertThat(r.profiles().layer("GRID").orElseThrow().points()).extracting(p -> p.point())
                .containsExactlyInAnyOrder(ExactPoint2.of(1, 1), ExactPoint2.of(1, 6), ExactPoint2.of(1, 11),
                        ExactPoint2.of(11, 1), ExactPoint2.of(11, 6), ExactPoint2.of(11, 11));
        assertThat(r.profiles().layer("FIT").orElseThrow().paths().get(0).vertices())
                .containsExactly(ExactPoint2.of(0, 0), ExactPoint2.of(1, 2), ExactPoint2.of(3, 2));
        assertThat(r.diagnostics()).anyMatch(d -> d.message().startsWith("SPLINE given by fit points only"));
    }

    @Test
    void chainer_gapWithinTolerance_closesLoopAndReportsBranches() {
        LoopChainer c = new LoopChainer(0.001);
        ExactPoint2 a = ExactPoint2.of(0, 0);
        ExactPoint2 b = ExactPoint2.of(1, 0);
        ExactPoint2 bNear = new ExactPoint2(Rational.of(10005, 10000), Rational.ZERO);
        ExactPoint2 cc = ExactPoint2.of(1, 1);
        var r = c.chain(List.of(new LoopChainer.Piece(List.of(a, b), false, "L1", 1),
                new LoopChainer.Piece(List.of(cc, bNear), false, "L2", 2),
                new LoopChainer.Piece(List.of(cc, a), false, "L3", 3)));
        // 0.0005 mm gap <= 0.001 mm: joined at the chain's own end (1, 0); L2 reversed to run from there
        assertThat(r.loops()).singleElement().satisfies(p -> assertThat(p.vertices()).containsExactly(a, b, cc));
        assertThat(c.near(b, ExactPoint2.of(1, 1))).isFalse();
        assertThat(c.near(b, new ExactPoint2(Rational.of(10011, 10000), Rational.ZERO))).isFalse();
        var branchy = c.chain(List.of(new LoopChainer.Piece(List.of(a, b), false, "L1", 1),
                new LoopChainer.Piece(List.of(b, cc), false, "L2", 2),
                new LoopChainer.Piece(List.of(b, ExactPoint2.of(2, 0)), false, "L3", 3)));
        assertThat(branchy.branches()).singleElement().asString().startsWith("(1, 0)");
        assertThat(branchy.loops()).isEmpty();
    }

    @Test
    void read_mirroredInsertAndScaledCircle_followOcsAndScale() {
        String blocks = "0\nSECTION\n2\nBLOCKS\n0\nBLOCK\n2\nB\n10\n0\n20\n0\n"
                + "0\nPOINT\n8\n0\n10\n1\n20\n2\n0\nCIRCLE\n5\n61\n8\n0\n10\n0\n20\n0\n40\n1\n0\nENDBLK\n0\nENDSEC\n";
        // INSERT with extrusion (0,0,-1) at OCS (5, 0): WCS x -> -x, so the block point (1, 2) lands at (-6, 2)
        String text = blocks + entities("0\nINSERT\n5\n62\n8\nM\n2\nB\n10\n5\n20\n0\n210\n0\n220\n0\n230\n-1\n"
                + "0\nINSERT\n5\n63\n8\nS\n2\nB\n10\n0\n20\n0\n41\n2\n42\n1\n");
        DxfImport r = readText(text);
        var m = r.profiles().layer("M").orElseThrow();
        assertThat(m.points().get(0).point()).isEqualTo(ExactPoint2.of(-6, 2));
        // mirrored circle: centre (-5, 0) exactly, radius 1 (a mirror is a similarity with factor 1)
        assertThat(m.circles().get(0).centre()).isEqualTo(ExactPoint2.of(-5, 0));
        assertThat(m.circles().get(0).radius()).isEqualTo(Rational.ONE);
        // x scale 2, y scale 1: the circle becomes an ellipse, kept as a polygon only, with an INFO
        var s = r.profiles().layer("S").orElseThrow();
        assertThat(s.circles()).isEmpty();
        assertThat(s.outlines().get(0).vertices()).contains(ExactPoint2.of(2, 0), ExactPoint2.of(0, 1));
        assertThat(r.diagnostics()).anyMatch(d -> d.entity().startsWith("CIRCLE #61 in INSERT #63")
                && d.message().contains("kept as a polygon only"));
    }

    @Test
    void read_partialMirroredEllipse_runsClockwiseInWorld() {
        // half ellipse t in [0, pi] with extrusion (0,0,-1): minor axis = ratio * (N x major) = (0, -1) * 1
        DxfImport r = readText(entities("0\nELLIPSE\n5\n70\n8\nE\n10\n0\n20\n0\n11\n2\n21\n0\n40\n0.5\n"
                + "41\n0\n42\n3.141592653589793\n210\n0\n220\n0\n230\n-1\n"));
        var path = r.profiles().layer("E").orElseThrow().paths().get(0);
        assertThat(path.start()).isEqualTo(ExactPoint2.of(2, 0));
        assertThat(path.vertices()).allSatisfy(p -> assertThat(p.y().signum()).isLessThanOrEqualTo(0));
        assertThat(path.end().x().doubleValue()).isCloseTo(-2, org.assertj.core.api.Assertions.within(1e-3));
        assertThat(path.approximated()).isTrue();
    }
}
