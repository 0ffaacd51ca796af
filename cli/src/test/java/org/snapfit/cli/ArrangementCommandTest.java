package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.core.testdata.TestData;

class ArrangementCommandTest {

    private static String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new String[] {Integer.toString(code), out.toString(), err.toString()};
    }

    @Test
    void arrangement_pawlInstanceFull_printsCgalCounts(@TempDir Path tmp) throws IOException {
        Path svg = tmp.resolve("f.svg");
        String[] r = run("arrangement", TestData.path("arrangements", "pawl_4_6_s14.txt").toString(),
                "--point", "7/1009,13/1013", "--full", "--svg", svg.toString());
        assertThat(r[0]).isEqualTo("0");
        // oracle: CGAL 5.5.1's counts in test-data/arrangements/expected.json for pawl_4_6_s14.txt
        assertThat(r[1].replaceAll("\\s", "")).contains("\"curves\":55")
                .contains("\"face\":{\"unbounded\":true,\"outerHalfEdges\":0,\"holes\":27,\"holeHalfEdges\":182}")
                .contains("\"full\":{\"vertices\":150,\"edges\":145,\"faces\":23,\"unboundedFaces\":1}");
        // the arcs in grey, the face's boundary in red, the start point as a blue dot
        assertThat(Files.readString(svg)).startsWith("<?xml").contains("stroke=\"#888888\"")
                .contains("stroke=\"#dd0000\"").contains("fill=\"#0000cc\"");
    }

    @Test
    void arrangement_withoutFull_omitsFullCounts() {
        String[] r = run("arrangement", TestData.path("arrangements", "random_100_s11.txt").toString(),
                "--point", "7/1009,13/1013");
        assertThat(r[0]).isEqualTo("0");
        // oracle: expected.json, random_100_s11.txt face: bounded, 74 outer half-edges
        assertThat(r[1].replaceAll("\\s", "")).contains("\"outerHalfEdges\":74").doesNotContain("\"full\"");
    }

    @Test
    void arrangement_badPoint_exitsTwoNamingField() {
        String[] r = run("arrangement", TestData.path("arrangements", "random_100_s11.txt").toString(), "--point", "x,1");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("--point t = 'x'");
    }

    @Test
    void arrangement_badLine_exitsTwoNamingFileAndLine(@TempDir Path tmp) throws IOException {
        Path f = tmp.resolve("bad.txt");
        Files.writeString(f, "# bad\n1 2 3 4 5\n");
        String[] r = run("arrangement", f.toString(), "--point", "0,0");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("bad.txt:2").contains("5 fields");
    }

    @Test
    void arrangement_pointOnCurve_exitsTwo(@TempDir Path tmp) throws IOException {
        Path f = tmp.resolve("line.txt");
        Files.writeString(f, "0 -1 0 1 0 0\n");   // t = u
        String[] r = run("arrangement", f.toString(), "--point", "1/2,1/2");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("lies on a constraint curve").contains("pass --side larger-u");
    }

    @Test
    void arrangement_pointOnCurveWithSide_printsEdgeStartAndHalfPlane(@TempDir Path tmp) throws IOException {
        Path f = tmp.resolve("line.txt");
        Files.writeString(f, "0 -1 0 1 0 0\n");   // t = u
        String[] r = run("arrangement", f.toString(), "--point", "1/2,1/2", "--side", "larger-u");
        assertThat(r[0]).isEqualTo("0");
        // closed form: the whole line t = u is one edge; the face beside it is a half-plane with that one edge
        assertThat(r[1].replaceAll("\\s", "")).contains("\"start\":\"on_edge\",\"side\":\"larger-u\"")
                .contains("\"face\":{\"unbounded\":true,\"outerHalfEdges\":1,\"holes\":0,\"holeHalfEdges\":0}");
    }

    @Test
    void arrangement_interiorPoint_printsInteriorStart() {
        String[] r = run("arrangement", TestData.path("arrangements", "random_100_s11.txt").toString(),
                "--point", "7/1009,13/1013");
        // the shared query point lies off every curve (CGAL locates it in a face)
        assertThat(r[1].replaceAll("\\s", "")).contains("\"start\":\"interior\"").doesNotContain("\"side\"");
    }

    @Test
    void arrangement_interiorPointWithSide_omitsSide() {
        String[] r = run("arrangement", TestData.path("arrangements", "random_100_s11.txt").toString(),
                "--point", "7/1009,13/1013", "--side", "smaller-u");
        // an interior start needs no side: the same face as without it (expected.json: 74 outer half-edges)
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1].replaceAll("\\s", "")).contains("\"start\":\"interior\"").doesNotContain("\"side\"")
                .contains("\"outerHalfEdges\":74");
    }

    @Test
    void arrangement_badSide_exitsTwoNamingOption() {
        String[] r = run("arrangement", TestData.path("arrangements", "random_100_s11.txt").toString(),
                "--point", "7/1009,13/1013", "--side", "up");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("--side = 'up'; expected larger-u or smaller-u");
    }

    @Test
    void arrangement_horizontalConstraints_countsWallPieces(@TempDir Path tmp) throws IOException {
        Path svg = tmp.resolve("w.svg");
        String[] r = run("arrangement", TestData.path("arrangements", "walls_strip.txt").toString(),
                "--point", "0,1/2", "--full", "--svg", svg.toString());
        assertThat(r[0]).isEqualTo("0");
        // oracle: the hand count in test-data/arrangements/README.md (walls_strip.txt): 3 vertices, 11 edges,
        // 9 faces (8 unbounded); the face of (t, u) = (0, 1/2) is the triangle with 3 outer half-edges
        assertThat(r[1].replaceAll("\\s", "")).contains("\"curves\":5")
                .contains("\"face\":{\"unbounded\":false,\"outerHalfEdges\":3,\"holes\":0,\"holeHalfEdges\":0}")
                .contains("\"full\":{\"vertices\":3,\"edges\":11,\"faces\":9,\"unboundedFaces\":8}");
        // the walls u = 0 and u = 1 are horizontal lines (t horizontal in the drawing): y = (2.5 - u) / 5 · 800 px,
        // i.e. 400 and 240
        String drawing = Files.readString(svg);
        assertThat(drawing).containsPattern("d=\"M-?[0-9.]+,400L-?[0-9.]+,400\"")
                .containsPattern("d=\"M-?[0-9.]+,240L-?[0-9.]+,240\"");
    }

    @Test
    void arrangement_startOnWallWithSide_isOnEdge(@TempDir Path tmp) throws IOException {
        Path f = tmp.resolve("wall.txt");
        Files.writeString(f, "0 1 0 0 0 0\n");   // u = 0, all t
        String[] r = run("arrangement", f.toString(), "--point", "3,0", "--side", "larger-u", "--full");
        assertThat(r[0]).isEqualTo("0");
        // closed form: one vertical line, no vertex, one edge, two half-planes; the start is on the edge and the
        // face beside it is a half-plane bounded by that one edge
        assertThat(r[1].replaceAll("\\s", "")).contains("\"start\":\"on_edge\"")
                .contains("\"face\":{\"unbounded\":true,\"outerHalfEdges\":1,\"holes\":0,\"holeHalfEdges\":0}")
                .contains("\"full\":{\"vertices\":0,\"edges\":1,\"faces\":2,\"unboundedFaces\":2}");
    }

    @Test
    void arrangement_zeroCurve_exitsTwoNamingLine(@TempDir Path tmp) throws IOException {
        Path f = tmp.resolve("zero.txt");
        Files.writeString(f, "# a = b = 0\n0 0 0 0 0 0\n");
        String[] r = run("arrangement", f.toString(), "--point", "0,0");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("zero.txt:2").contains("a = 0 and b = 0");
    }
}
