package org.snapfit.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;

class StudyReaderTest {

    private static StudySpec parse(String body) {
        return StudyReader.parse("{\"format\": \"snapfit-study/1\", \"mechanism\": \"m.json\", " + body + "}",
                Path.of("dir", "s.json"));
    }

    private static void refused(String body, String field, String detail) {
        assertThatThrownBy(() -> parse(body)).isInstanceOf(StudyInputException.class)
                .hasMessageStartingWith(Path.of("dir", "s.json") + ": " + field + ": ").hasMessageContaining(detail)
                .satisfies(e -> assertThat(((StudyInputException) e).field()).isEqualTo(field));
    }

    @Test
    void reads_everyField_exactly() {
        StudySpec s = parse("\"method\": \"latin-hypercube\", \"samples\": 40, \"seed\": \"-7\", \"parameters\": {"
                + "\"friction\": {\"uniform\": [0.1, \"0.4\"], \"digits\": 3},"
                + "\"obstacles.offset\": {\"triangular\": [\"-0.05\", \"0\", \"0.05\"], \"direction\": [\"3\", \"4\"]}},"
                + "\"limits\": {\"peakInsertion\": \"2.5\"}");
        assertThat(s.method()).isEqualTo(Method.LATIN_HYPERCUBE);
        assertThat(s.samples()).isEqualTo(40);
        assertThat(s.seed()).isEqualTo(-7);
        assertThat(s.mechanism()).isEqualTo(Path.of("dir", "m.json").toAbsolutePath().normalize());
        assertThat(s.parameters()).extracting(ParameterSpec::path).containsExactly("friction", "obstacles.offset");
        ParameterSpec f = s.parameters().get(0);
        assertThat(f.distribution()).isEqualTo(new Distribution.Uniform(Rational.parse("0.1"), Rational.parse("0.4")));
        assertThat(f.digits()).isEqualTo(3);
        assertThat(s.parameters().get(1).digits()).isEqualTo(ParameterSpec.DEFAULT_DIGITS);
        assertThat(s.parameters().get(1).direction()).isEqualTo(Optional.of(ExactPoint2.of(3, 4)));
        assertThat(s.limits()).containsEntry("peakInsertion", 2.5);
    }

    @Test
    void refuses_badInput_namingFileAndField() {
        refused("\"samples\": 3, \"parameters\": {\"friction\": {\"uniform\": [\"0.5\", \"0.4\"]}}",
                "parameters.\"friction\".uniform", "the lower end 0.5 is above the upper end 0.4");
        refused("\"samples\": 3, \"parameters\": {\"friction\": {\"uniform\": [\"0.1\", \"0.4\"], \"digit\": 3}}",
                "parameters.\"friction\".digit", "is not a field");
        refused("\"samples\": 3, \"parameters\": {\"friction\": {\"uniform\": [\"0.1234\", \"0.4\"], \"digits\": 2}}",
                "parameters.\"friction\".uniform", "has more than 2 decimals");
        refused("\"samples\": 3, \"parameters\": {\"friction\": {\"uniform\": [\"0.1\"]}}",
                "parameters.\"friction\".uniform", "has 1 number(s); write [lower, upper]");
        refused("\"samples\": 3, \"parameters\": {\"friction\": {\"normal\": [\"0.3\", \"0\"]}}",
                "parameters.\"friction\".normal", "must be > 0");
        refused("\"samples\": 3, \"parameters\": {\"friction\": {\"uniform\": [\"0.1\", \"x\"]}}",
                "parameters.\"friction\".uniform[1]", "is \"x\"");
        refused("\"samples\": 3, \"parameters\": {\"friction\": {\"uniform\": [\"0\", \"1\"], \"values\": [\"1\"]}}",
                "parameters.\"friction\"", "exactly one distribution");
        refused("\"samples\": 0, \"parameters\": {\"friction\": {\"values\": [\"1\"]}}", "samples", "write an integer");
        refused("\"method\": \"sobol\", \"samples\": 3, \"parameters\": {\"friction\": {\"values\": [\"1\"]}}",
                "method", "use one of monte-carlo, grid, latin-hypercube");
        refused("\"samples\": 3, \"parameters\": {}", "parameters", "give at least one parameter");
        refused("\"samples\": 3, \"parameters\": {\"o\": {\"values\": [\"1\"], \"direction\": [\"0\", \"0\"]}}",
                "parameters.\"o\".direction", "is [0, 0]");
        refused("\"sample\": 3, \"parameters\": {\"friction\": {\"values\": [\"1\"]}}", "sample", "is not a field");
        assertThatThrownBy(() -> StudyReader.parse("{\"format\": \"snapfit-study/2\"}", Path.of("s.json")))
                .hasMessage("s.json: format: is \"snapfit-study/2\"; this snapfit reads \"snapfit-study/1\"");
        assertThatThrownBy(() -> StudyReader.parse("{\n\"format\": ,}", Path.of("s.json")))
                .hasMessageStartingWith("s.json:2: not valid JSON");
        assertThatThrownBy(() -> StudyReader.read(Path.of("no", "such.json")))
                .hasMessage(Path.of("no", "such.json") + ": no such file");
    }

    @Test
    void grid_ofValuesAndLevels_needsNoSampleCount() {
        StudySpec s = parse("\"method\": \"grid\", \"parameters\": {\"friction\": {\"values\": [\"0.1\", \"0.2\"]},"
                + " \"motion.travel\": {\"uniform\": [\"6\", \"8\"], \"levels\": 3}}");
        assertThat(new Sampler(s).size()).isEqualTo(6);
    }
}
