package org.snapfit.cli.cad;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.cli.Main;
import org.snapfit.tracking.brep.BrepSwitch;

/**
 * {@code snapfit clearance ASSEMBLY.step} on the FreeCAD-made assembly of test-data/tracking/cad (gen_cad_pairs.py):
 * every pair of occurrences as placed, and PIN001 moved along insertion.path.json, against OCCT's distToShape
 * (assembly.json) to 1e-6 mm; where OCCT reports the moved solids overlapping (common volume > 0), the boundaries
 * cross and the clearance must be 0.
 */
class AssemblyClearanceTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private static final String MOVING = "FIXTURE/PIN001/PIN_body";

    private int run(String... args) {
        return Main.run(new PrintWriter(out), new PrintWriter(err), args);
    }

    private static String occurrence(String occt) {
        return "FIXTURE/" + occt + "/" + (occt.startsWith("PIN") ? "PIN" : occt) + "_body";
    }

    @Test
    void assembly_pairsAndPath_agreeWithOcct(@TempDir Path tmp) throws Exception {
        Path dir = CadParts.dir();
        JsonNode ref = new ObjectMapper().readTree(Files.readString(dir.resolve("assembly.json")));
        Path svg = tmp.resolve("c.svg");
        int code = run("clearance", dir.resolve("assembly_ap214.step").toString(), "--move", MOVING, "--path",
                dir.resolve("insertion.path.json").toString(), "--json", "--plot", svg.toString());
        assertThat(code).as(err.toString()).isZero();
        JsonNode doc = new ObjectMapper().readTree(out.toString());
        assertThat(doc.get("format").asText()).isEqualTo("snapfit-clearance-assembly/1");
        assertThat(doc.get("occurrences")).hasSize(5);
        assertThat(doc.get("pairs")).hasSize(10);
        for (JsonNode p : ref.get("pairs")) {
            String a = occurrence(p.get("a").asText());
            String b = occurrence(p.get("b").asText());
            JsonNode ours = null;
            for (JsonNode q : doc.get("pairs")) {
                if (q.get("a").asText().equals(a) && q.get("b").asText().equals(b)) {
                    ours = q;
                }
            }
            assertThat(ours).as(a + " / " + b).isNotNull();
            assertThat(ours.get("distance").asDouble()).as(a + " / " + b)
                    .isCloseTo(p.get("distance").asDouble(), within(1e-6));
        }
        JsonNode move = doc.get("move");
        assertThat(move.get("occurrence").asText()).isEqualTo(MOVING);
        int checked = 0;
        for (JsonNode other : move.get("others")) {
            String name = other.get("name").asText();
            String occt = name.split("/")[1];
            for (JsonNode row : ref.get("path")) {
                int step = row.get("step").asInt();
                JsonNode r = row.get("others").get(occt);
                double ours = other.get("clearance").get(step).asDouble();
                if (r.get("overlapVolume").asDouble() > 1e-9) {
                    assertThat(ours).as("%s step %d (overlapping)", name, step).isLessThanOrEqualTo(1e-6);
                } else {
                    assertThat(ours).as("%s step %d", name, step).isCloseTo(r.get("distance").asDouble(),
                            within(1e-6));
                }
                checked++;
            }
        }
        assertThat(checked).isEqualTo(4 * 29);
        assertThat(Files.readString(svg)).contains("<svg");
        // the located switches: inside their step, the travel interpolated there, and in path order
        int switches = 0;
        for (JsonNode other : move.get("others")) {
            double last = -1;
            for (JsonNode w : other.get("switches")) {
                int step = w.get("step").asInt();
                double f = w.get("fraction").asDouble();
                assertThat(step).isBetween(1, 28);
                assertThat(f).isBetween(0.0, 1.0);
                double t0 = move.get("travel").get(step - 1).asDouble();
                double t1 = move.get("travel").get(step).asDouble();
                assertThat(w.get("travel").asDouble()).isCloseTo(t0 + f * (t1 - t0), within(1e-12));
                assertThat(step - 1 + f).isGreaterThanOrEqualTo(last);
                last = step - 1 + f;
                switches++;
            }
        }
        // every switch is a real change of the closest features, at its closed-form travel (PIN001's axis is turned
        // 20° about x and moves in −y; its caps' centres lie on the axis at 0 and 10): against BASE, its bottom cap's
        // nearest point passes the end of the straight top edge x = 5 of the L's long leg (the leg's fillet R1.5
        // starts at y = 14 − 1.5, reached when the cap centre's y = 2.5 + 12 − travel is 12.5: travel 2) and then
        // the top edge y = 5 of the short leg (travel 9.5); against PIN (axis vertical, crossing PIN001's axis 9.5
        // apart), the crossing point leaves PIN001's top cap for its cylinder where the axes cross at the cylinder's
        // end (travel 5.5 − 10 sin 20°) and leaves the cylinder for the bottom cap (travel 5.5). Nothing else, and
        // no unlocated change.
        java.util.Map<String, double[]> expected = java.util.Map.of("FIXTURE/BASE/BASE_body", new double[] {2, 9.5},
                "FIXTURE/PIN/PIN_body", new double[] {5.5 - 10 * Math.sin(Math.toRadians(20)), 5.5});
        for (JsonNode other : move.get("others")) {
            double[] travels = expected.getOrDefault(other.get("name").asText(), new double[0]);
            assertThat(other.get("switches")).as(other.get("name").asText()).hasSize(travels.length);
            for (int k = 0; k < travels.length; k++) {
                JsonNode w = other.get("switches").get(k);
                assertThat(w.get("cause").asText()).isEqualTo(BrepSwitch.BOUNDARY);
                // the locator's bracket, 1e-9 of a 0.5 mm step
                assertThat(w.get("travel").asDouble()).as(other.get("name").asText())
                        .isCloseTo(travels[k], within(1e-9));
            }
        }
        assertThat(switches).isEqualTo(4);
        // one marker line (the switch colour, #7f7f7f) per switch on the chart
        String chart = Files.readString(svg);
        assertThat(chart.split("stroke=\"#7f7f7f\"", -1).length - 1).isEqualTo(switches);
    }

    @Test
    void assembly_moveByPartOfItsPath_isThatOccurrence() {
        String path = CadParts.dir().resolve("insertion.path.json").toString();
        String step = CadParts.dir().resolve("assembly_ap214.step").toString();
        assertThat(run("clearance", step, "--move", MOVING, "--path", path, "--json")).as(err.toString()).isZero();
        String whole = out.toString();
        out.getBuffer().setLength(0);
        // "PIN001" is one segment of FIXTURE/PIN001/PIN_body and of no other instance path: the same document
        assertThat(run("clearance", step, "--move", "PIN001", "--path", path, "--json")).as(err.toString()).isZero();
        assertThat(out.toString()).isEqualTo(whole).contains("\"occurrence\" : \"" + MOVING + "\"");
        // "PIN_body" ends two instance paths (PIN and PIN001 are both PIN_body): refused, both named
        assertThat(run("clearance", step, "--move", "PIN_body", "--path", path)).isEqualTo(2);
        assertThat(err.toString()).contains("--move PIN_body: names 2 occurrences")
                .contains("FIXTURE/PIN/PIN_body").contains(MOVING);
    }

    @Test
    void assembly_unknownMove_namesTheOccurrences() {
        int code = run("clearance", CadParts.dir().resolve("assembly_ap214.step").toString(), "--move", "NOPE",
                "--path", CadParts.dir().resolve("insertion.path.json").toString());
        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).contains("--move NOPE: no such occurrence").contains(MOVING);
    }
}
