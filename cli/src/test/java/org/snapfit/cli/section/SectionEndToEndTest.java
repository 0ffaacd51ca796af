package org.snapfit.cli.section;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.snapfit.analysis.Analysis;
import org.snapfit.analysis.AnalysisRequest;
import org.snapfit.analysis.LoadedMechanism;
import org.snapfit.cli.Main;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.engine.SimulationResult;
import org.snapfit.sweep.engine.Simulator;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.traits.Approx;

/**
 * FreeCAD-made assemblies (test-data/section/gen_e2e_fixtures.py: a mechanism turned a quarter turn about x, a
 * nested housing with the hook turned by the 3-4-5 angle, the same in inches, and a catch with a round lead-in),
 * loaded as the command line loads them, against OCCT's own pawl angles: at every sample time the angle at which
 * the moved, rotated hook solid just touches the catch solid (BRepExtrema distance, bisection). While the hook
 * rides on the catch the quasi-static pawl angle is exactly that contact angle. Bounds: 1e-7 rad where the section
 * is exact (OCCT's distance threshold 1e-9 mm over a 10 mm lever, with margin); for the round lead-in, the inscribed
 * polygon lies inside the arc by at most half the chord tolerance plus the grid rounding (0.0051 mm), which turns
 * the pawl by that over the moment arm of the contact normal about the hinge; along the ride over the arc that arm
 * stays above 4.5 mm (the barb's slope, normal (-2, 3.25)/|..|, touching the arc 11 to 13 mm below the hinge), so
 * 2e-3 rad bounds the difference with margin.
 */
class SectionEndToEndTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @ParameterizedTest
    @CsvSource({"e2e_rotated, 1e-7", "e2e_nested, 1e-7", "e2e_inch, 1e-7", "e2e_round, 2e-3"})
    void analyzeLoad_freecadAssembly_pawlAnglesMatchOcct(String id, double bound) throws Exception {
        Path json = TestData.path("section", id + ".section.json");
        LoadedMechanism loaded = Analysis.load(AnalysisRequest.of(json));
        Mechanism m = loaded.requireMechanism();
        SimulationResult r = Simulator.simulate(m);
        double end = Approx.of(r.termination().t());
        JsonNode occt = JSON.readTree(TestData.path("section", id + ".occt.json").toFile());
        int compared = 0;
        int inContact = 0;
        for (JsonNode s : occt.get("samples")) {
            double t = s.get("t").asDouble();
            if (t >= end) {
                continue;
            }
            double want = s.get("theta").asDouble();
            double got = r.at(t).pawls().get(0).theta();
            assertThat(Math.abs(got - want)).as(id + " theta at t = " + t + ": got " + got + ", OCCT " + want)
                    .isLessThanOrEqualTo(bound);
            compared++;
            inContact += want != 0 ? 1 : 0;
        }
        assertThat(compared).as(id + " samples before the end " + end).isGreaterThan(40);
        assertThat(inContact).as(id + " samples in contact").isGreaterThan(20);
        if (!id.equals("e2e_round")) {
            assertThat(loaded.section().orElseThrow().parts()).as(id).allMatch(p -> p.exact() || !p.isCut());
        }
    }

    @ParameterizedTest
    @CsvSource({"e2e_nested", "e2e_inch"})
    void analyzeCommand_freecadAssembly_writesTheReport(String id, @TempDir Path out) throws Exception {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = Main.run(new PrintWriter(o), new PrintWriter(e), "analyze",
                TestData.path("section", id + ".section.json").toString(), "--out", out.toString());
        assertThat(code).as(e.toString()).isEqualTo(Main.EXIT_OK);
        JsonNode report = JSON.readTree(Files.readString(out.resolve("report.json")));
        // the report names the pawl by its part
        assertThat(report.get("runs").get(0).get("pawls").get(0).get("name").asText()).isEqualTo("PAWL-1");
    }
}
