package org.snapfit.sweep.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.testdata.TestData;

class MechanismJsonTest {

    static final List<String> CASES = List.of("s01-ramp-snap-speed2", "s02-oblique-snap-landing",
            "s03-nonconvex-concave-corner", "s04-typeA-friction-lock", "s05-pullout-jam-single", "s06-flush-then-typeA",
            "s07-finger-tangency-snap", "s08-two-pawls-one-jams", "s09-cantilever-limit");

    private static final String GOOD = "{ \"format\": \"snapfit-mechanism/1\", \"name\": \"single ramp\","
            + " \"friction\": \"1/4\", \"motion\": { \"velocity\": [\"1\", \"0\"], \"travel\": \"6\" },"
            + " \"pawls\": [ { \"name\": \"P1\", \"hinge\": [\"0\", \"0\"], \"stiffness\": \"1\","
            + " \"shape\": [ [[\"0\",\"0\"],[\"5\",\"0\"],[\"5\",\"1/4\"],[\"0\",\"1/4\"]],"
            + " [[\"4\",\"-1\"],[\"5\",\"0\"],[\"9/2\",\"0\"]] ] } ],"
            + " \"obstacles\": [ { \"name\": \"ramp\", \"shape\": [ [[\"5\",\"-3/2\"],[\"6\",\"-3/2\"],[\"7\",\"-1/2\"]] ] } ],"
            + " \"root\": { \"shape\": [] } }";

    @Test
    void read_allSharedCases_parsedExactlyAndRoundTrip() {
        for (String c : CASES) {
            Path p = TestData.path("snapfit", c + ".json");
            Mechanism m = MechanismJson.read(p);
            // invariant: writing and reading back gives an equal (exactly equal) mechanism
            assertThat(MechanismJson.parse(MechanismJson.write(m), "rt.json")).as(c).isEqualTo(m);
        }
        Mechanism s01 = MechanismJson.read(TestData.path("snapfit", "s01-ramp-snap-speed2.json"));
        // values from the s01 file text
        assertThat(s01.friction()).isEqualTo(Rational.of(1, 5));
        assertThat(s01.motion().velocity()).isEqualTo(ExactPoint2.of(2, 0));
        assertThat(s01.motion().speedSquared()).isEqualTo(Rational.of(4));
        assertThat(s01.motion().speed()).isEqualTo(2.0);
        assertThat(s01.pawl("hook").stiffness()).isEqualTo(Rational.of(3, 2));
        assertThat(s01.pawls().get(0).shape().get(0).vertex(1)).isEqualTo(ExactPoint2.parse("15/2", "11/4"));
        assertThat(s01.warnings()).isEmpty();
    }

    @Test
    void parse_designExampleWithJsonNumbersAndInch_exact() {
        Mechanism m = MechanismJson.parse(GOOD.replace("\"1/4\", \"motion\"", "0.1, \"motion\""), "x.json");
        // 0.1 read from its decimal text is exactly 1/10 (a double would not be)
        assertThat(m.friction()).isEqualTo(Rational.of(1, 10));
        Mechanism in = MechanismJson.parse(GOOD.replace("\"name\": \"single ramp\",", "\"units\": \"inch\","), "x.json");
        // 1 inch = 127/5 mm exactly
        assertThat(in.motion().velocity().x()).isEqualTo(Rational.of(127, 5));
        assertThat(in.pawls().get(0).stiffness()).isEqualTo(Rational.of(127, 5));
    }

    @Test
    void parse_hingeOutside_warning() {
        Mechanism m = MechanismJson.parse(GOOD.replace("\"hinge\": [\"0\", \"0\"]", "\"hinge\": [\"-3\", \"0\"]"), "x.json");
        assertThat(m.warnings()).singleElement().asString().contains("pawls[0] \"P1\".hinge = (-3, 0) lies outside");
    }

    private static void bad(String json, String message) {
        assertThatThrownBy(() -> MechanismJson.parse(json, "s01.json")).isInstanceOf(MechanismException.class)
                .hasMessageContaining(message);
    }

    @Test
    void parse_badInput_namesFileFieldValueRule() {
        bad(GOOD.replace("\"stiffness\": \"1\"", "\"stiffness\": \"-1\""),
                "s01.json: pawls[0] \"P1\".stiffness = \"-1\": stiffness must be > 0");
        bad(GOOD.replace("\"1/4\", \"motion\"", "\"-1/4\", \"motion\""), "s01.json: friction = \"-1/4\": friction must be >= 0");
        bad(GOOD.replace("[\"1\", \"0\"]", "[\"0\", \"0\"]"), "s01.json: motion.velocity = [\"0\",\"0\"]: velocity must be non-zero");
        bad(GOOD.replace("\"travel\": \"6\"", "\"travel\": \"0\""), "s01.json: motion.travel = \"0\": travel must be > 0");
        bad(GOOD.replace("mechanism/1", "mechanism/9"), "s01.json: format = \"snapfit-mechanism/9\": unknown format version");
        bad(GOOD.replace("\"travel\": \"6\"", "\"travel\": \"six\""), "s01.json: motion.travel = \"six\" is not an exact number");
        bad(GOOD.replace("\"travel\": \"6\"", "\"travel\": true"), "s01.json: motion.travel = true: expected an exact number");
        bad(GOOD.replace("[\"9/2\",\"0\"]", "[\"5\",\"0\"]"), "s01.json: pawls[0] \"P1\".shape[1]: vertices[2] = (5, 0) repeats");
        bad(GOOD.replace("[\"9/2\",\"0\"]", "[\"6\",\"1\"]"), "pawls[0] \"P1\".shape[1]: vertices");
        bad(GOOD.replace("[\"4\",\"-1\"],[\"5\",\"0\"],[\"9/2\",\"0\"]", "[\"4\",\"-1\"],[\"5\",\"0\"],[\"6\",\"1\"]"),
                "zero area");
        bad(GOOD.replace("[[\"5\",\"-3/2\"],[\"6\",\"-3/2\"],[\"7\",\"-1/2\"]]", "[[\"3\",\"-2\"],[\"6\",\"-2\"],[\"9/2\",\"-1/4\"]]"),
                "s01.json: pawls[0] \"P1\".shape[1] overlaps obstacles[0] \"ramp\".shape[0] at t = 0");
        bad(GOOD.replace("\"motion\": {", "\"motion\": { \"x\": 1, ").replace("\"travel\": \"6\"", "\"y\": \"6\""),
                "s01.json: motion.travel is missing");
        bad("[1]", "s01.json: the document must be a JSON object");
        bad("{ \"format\": ", "s01.json: not valid JSON at line 1");
        bad(GOOD.replace("\"name\": \"P1\"", "\"name\": \"\""), "pawls[0] \"\".name = \"\": a pawl needs a non-blank name");
        bad(GOOD.replace("\"pawls\": [", "\"pawls\": [ { \"name\": \"P1\", \"hinge\": [\"0\", \"0\"], \"stiffness\": \"1\","
                + " \"shape\": [ [[\"0\",\"5\"],[\"1\",\"5\"],[\"1\",\"6\"]] ] },"), "pawls[1] \"P1\".name repeats pawls[0]");
        bad(GOOD.replace("\"root\"", "\"geometry\": {\"dxf\": \"a.dxf\"}, \"root\""), "s01.json: geometry = ");
        bad(GOOD.replace("\"name\": \"single ramp\",", "\"units\": \"furlong\","), "units must be \"mm\" or \"inch\"");
    }

    @Test
    void constructors_badValues_throwNamedErrors() {
        ExactPoint2 o = ExactPoint2.of(0, 0);
        assertThatThrownBy(() -> new Motion(o, Rational.ONE)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("velocity must be non-zero");
        assertThatThrownBy(() -> new Motion(ExactPoint2.of(1, 0), Rational.ZERO)).hasMessageContaining("travel must be > 0");
        assertThatThrownBy(() -> new Pawl("p", o, Rational.ZERO, List.of())).hasMessageContaining("stiffness must be > 0");
        assertThatThrownBy(() -> new Pawl(" ", o, Rational.ONE, List.of())).hasMessageContaining("non-blank name");
        assertThatThrownBy(() -> new Pawl("p", o, Rational.ONE, List.of())).hasMessageContaining("at least one polygon");
        assertThatThrownBy(() -> new Obstacle("", List.of())).hasMessageContaining("non-blank name");
        assertThatThrownBy(() -> new Obstacle("o", List.of())).hasMessageContaining("at least one polygon");
        Mechanism m = MechanismJson.parse(GOOD, "x.json");
        assertThatThrownBy(() -> new Mechanism("n", Rational.MINUS_ONE, m.motion(), m.pawls(), m.obstacles(), List.of()))
                .isInstanceOf(MechanismException.class).hasMessageContaining("friction must be >= 0");
        assertThatThrownBy(() -> new Mechanism("n", Rational.ONE, m.motion(), List.of(), m.obstacles(), List.of()))
                .hasMessageContaining("needs at least one pawl");
        assertThatThrownBy(() -> m.pawl("nope")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("pawl = \"nope\": no pawl of that name");
        assertThat(new MechanismException("", "x").field()).isEmpty();
    }
}
