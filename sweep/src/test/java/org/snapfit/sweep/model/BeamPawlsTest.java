package org.snapfit.sweep.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.body.PlanarProfile;
import org.snapfit.core.body.ProfileOutline;
import org.snapfit.core.body.ProfilePath;
import org.snapfit.core.body.ProfilePoint;
import org.snapfit.core.body.ProfileSet;
import org.snapfit.core.body.ProfileSource;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;

/** Cantilever pawls in mechanism files and drawings, the design intent, and the separation test. */
class BeamPawlsTest {

    /** A beam pawl (a 20 mm arm along -y with a hook at its tip) and a ramp, as a mechanism document. */
    static String beamDocument(String pawlExtra, String topExtra) {
        return "{\"format\": \"snapfit-mechanism/1\", \"name\": \"beam\", \"friction\": \"0.3\"," + topExtra
                + " \"motion\": {\"velocity\": [\"0\", \"-1\"], \"travel\": \"8\"},"
                + " \"pawls\": [{\"name\": \"hook\"," + pawlExtra
                + " \"shape\": [[[\"-0.75\", \"0\"], [\"-0.75\", \"-22\"], [\"0.75\", \"-22\"], [\"1.75\", \"-21\"],"
                + " [\"0.75\", \"-20\"], [\"0.75\", \"0\"]]]}],"
                + " \"obstacles\": [{\"name\": \"ledge\", \"shape\": [[[\"1.25\", \"-30\"], [\"4\", \"-30\"], [\"4\", \"-26\"],"
                + " [\"1.25\", \"-26\"]]]}]}";
    }

    private static final String BEAM = " \"beam\": {\"root\": [\"0\", \"0\"], \"tip\": [\"0\", \"-20\"], \"thickness\":"
            + " \"1.5\", \"width\": \"4\"},";

    @Test
    void mechanismJson_beamPawl_hingeAndStiffnessFromTheModel() {
        MechanismJson.MechanismDocument d = MechanismJson.parseDocument(beamDocument(BEAM, " \"material\": \"PC\","
                + " \"intent\": \"permanent\","), "beam.json");
        Pawl p = d.mechanism().pawls().get(0);
        Cantilever c = p.cantilever().orElseThrow();
        assertThat(p.hinge()).isEqualTo(c.pivot()).isEqualTo(new ExactPoint2(Rational.ZERO, Rational.of(-3)));
        assertThat(p.stiffness()).isEqualTo(c.stiffness());
        assertThat(c.material().name()).isEqualTo("PC");
        assertThat(d.intent()).contains(DesignIntent.PERMANENT);
        // written and read back: the same mechanism, the beam kept
        assertThat(MechanismJson.parse(MechanismJson.write(d.mechanism()), "again.json")).isEqualTo(d.mechanism());
        assertThat(MechanismJson.write(d.mechanism())).contains("\"beam\"").contains("\"material\" : \"PC\"")
                .doesNotContain("\"hinge\"");
    }

    @Test
    void mechanismJson_ownMaterialPerPawl_andInchBeamLengths() {
        String mat = " \"material\": {\"name\": \"my PBT\", \"modulus\": \"2500\", \"permissibleStrain\": \"0.05\"},";
        Mechanism m = MechanismJson.parse(beamDocument(BEAM + mat, ""), "b.json");
        Material got = m.pawls().get(0).cantilever().orElseThrow().material();
        assertThat(got).isEqualTo(Material.of("my PBT", Rational.of(2500), Rational.parse("0.05")));
        Mechanism inch = MechanismJson.parse(beamDocument(BEAM, " \"units\": \"inch\", \"material\": \"POM\","),
                "i.json");
        Beam b = inch.pawls().get(0).cantilever().orElseThrow().beam();
        assertThat(b.thickness()).isEqualTo(Rational.parse("1.5").multiply(Rational.of(127, 5)));
        assertThat(inch.pawls().get(0).cantilever().get().material().modulus()).isEqualTo(Rational.of(3100));
    }

    @Test
    void mechanismJson_badBeamInput_namesFileFieldAndRule() {
        assertThatThrownBy(() -> MechanismJson.parse(beamDocument(BEAM + " \"hinge\": [\"0\", \"0\"],",
                " \"material\": \"PC\","), "b.json")).isInstanceOf(MechanismException.class)
                .hasMessageContaining("b.json: pawls[0] \"hook\" has a beam and a hinge");
        assertThatThrownBy(() -> MechanismJson.parse(beamDocument(BEAM, ""), "b.json"))
                .isInstanceOf(MechanismException.class)
                .hasMessageContaining("b.json: pawls[0] \"hook\".material is missing");
        assertThatThrownBy(() -> MechanismJson.parse(beamDocument(BEAM, " \"material\": \"ABS\","), "b.json"))
                .isInstanceOf(MechanismException.class)
                .hasMessageContaining("b.json: material = \"ABS\": not a built-in resin");
        assertThatThrownBy(() -> MechanismJson.parse(beamDocument(BEAM.replace("\"1.5\"", "\"-1\""),
                " \"material\": \"PC\","), "b.json")).isInstanceOf(MechanismException.class)
                .hasMessageContaining("b.json: pawls[0] \"hook\".beam.thickness = \"-1\": it must be > 0");
        assertThatThrownBy(() -> MechanismJson.parseDocument(beamDocument(BEAM, " \"material\": \"PC\","
                + " \"intent\": \"forever\","), "b.json")).isInstanceOf(MechanismException.class)
                .hasMessageContaining("b.json: intent = \"forever\": the design intent is \"permanent\"");
        assertThatThrownBy(() -> MechanismJson.parse(beamDocument("", ""), "b.json"))
                .isInstanceOf(MechanismException.class)
                .hasMessageContaining("has neither hinge and stiffness nor a beam");
    }

    // ------------------------------------------------------------------------------------------------ drawings

    private static ProfileSource src(int line, String entity, String layer) {
        return new ProfileSource("b.dxf", line, entity, layer);
    }

    private static PlanarProfile outline(String layer, List<ExactPoint2> v) {
        return new PlanarProfile(layer, List.of(new ProfileOutline(v, false, src(10, "LWPOLYLINE #2A", layer))),
                List.of(), List.of(), List.of());
    }

    private static PlanarProfile line(String layer, ExactPoint2 a, ExactPoint2 b) {
        return new PlanarProfile(layer, List.of(), List.of(new ProfilePath(List.of(a, b), false,
                src(50, "LINE #38", layer))), List.of(), List.of());
    }

    private static ExactPoint2 p(String x, String y) {
        return ExactPoint2.parse(x, y);
    }

    /**
     * A drawing: ROOT above y = 0, a beam pawl 2 mm thick at the root tapering linearly to 1 mm at y = -20 (its
     * outline x = ±(1 - y/40)... i.e. half-width 1 + y/40), a hook below, the centre line drawn tip-first.
     */
    private static List<PlanarProfile> taperedDrawing() {
        List<PlanarProfile> l = new ArrayList<>();
        l.add(outline("ROOT", List.of(p("-6", "0"), p("8", "0"), p("8", "4"), p("-6", "4"))));
        l.add(outline("PAWL-1", List.of(p("-1", "0"), p("-0.5", "-20"), p("-0.5", "-23"), p("2", "-21"),
                p("0.5", "-20"), p("1", "0"))));
        l.add(line("BEAM-1", p("0", "-20"), p("0", "0")));
        l.add(outline("OBSTACLE", List.of(p("1", "-30"), p("4", "-30"), p("4", "-26"), p("1", "-26"))));
        l.add(line("DIRECTION", p("0", "0"), p("0", "-8")));
        return l;
    }

    private static MechanismParameters beamParams(BeamParameters b) {
        return new MechanismParameters("", Optional.of(Rational.parse("0.3")), Optional.empty(), Map.of(),
                Optional.empty(), Optional.empty(), b, Optional.empty());
    }

    private static BeamParameters widthAndMaterial(String width, String material) {
        return new BeamParameters(Optional.ofNullable(width).map(Rational::parse), Map.of(), Map.of(), Map.of(),
                Optional.empty(), Optional.ofNullable(material), Optional.empty(), Optional.empty());
    }

    @Test
    void drawing_beamLayer_rootEndByRootOutline_thicknessMeasuredAndTaperExtrapolated() {
        ProfileLayout layout = ProfileMechanisms.inspect(new ProfileSet("b.dxf", taperedDrawing()));
        ProfileLayout.LayoutPawl lp = layout.pawls().get(0);
        ProfileLayout.BeamLine bl = lp.beam().orElseThrow();
        // the line is drawn from (0, -20) to (0, 0); (0, 0) lies on the ROOT outline, so it is the root end
        assertThat(bl.root()).isEqualTo(p("0", "0"));
        assertThat(bl.tip()).isEqualTo(p("0", "-20"));
        // thickness 2 - y·(1/20)… at 1/4 and 1/2 of the length: 1.75 and 1.5 → root 2, tip 1, exact (L = 20)
        assertThat(bl.thickness()).isEqualTo(Rational.of(2));
        assertThat(bl.tipThickness()).contains(Rational.ONE);
        // the hinge is the model's pivot, 3 mm down the centre line
        assertThat(lp.hinge()).isEqualTo(p("0", "-3"));
        Mechanism m = ProfileMechanisms.build(layout, beamParams(widthAndMaterial("4", "PA66")));
        Cantilever c = m.pawls().get(0).cantilever().orElseThrow();
        assertThat(c.beam().taperRatio()).isEqualTo(Rational.HALF);
        assertThat(c.material().name()).isEqualTo("PA66");
        // a thickness override makes a constant section
        BeamParameters over = new BeamParameters(Optional.of(Rational.of(4)), Map.of(), Map.of("pawl_1",
                Rational.parse("1.2")), Map.of(), Optional.empty(), Optional.of("PA66"), Optional.empty(),
                Optional.empty());
        Cantilever c2 = ProfileMechanisms.build(layout, beamParams(over)).pawls().get(0).cantilever().orElseThrow();
        assertThat(c2.beam().thickness()).isEqualTo(Rational.parse("1.2"));
        assertThat(c2.beam().isTapered()).isFalse();
    }

    @Test
    void drawing_beamWithoutWidthOrMaterial_orWithHingeToo_refused() {
        ProfileLayout layout = ProfileMechanisms.inspect(new ProfileSet("b.dxf", taperedDrawing()));
        assertThatThrownBy(() -> ProfileMechanisms.build(layout, beamParams(widthAndMaterial(null, "PA66"))))
                .isInstanceOf(MechanismException.class).hasMessageContaining("b.dxf: the beam width of PAWL-1 is not"
                        + " given");
        assertThatThrownBy(() -> ProfileMechanisms.build(layout, beamParams(widthAndMaterial("4", null))))
                .isInstanceOf(MechanismException.class).hasMessageContaining("the resin of beam pawl PAWL-1 is not"
                        + " given");
        List<PlanarProfile> both = new ArrayList<>(taperedDrawing());
        both.add(new PlanarProfile("HINGE-1", List.of(), List.of(), List.of(new ProfilePoint(p("0", "0"),
                src(70, "POINT #70", "HINGE-1"))), List.of()));
        assertThatThrownBy(() -> ProfileMechanisms.inspect(new ProfileSet("b.dxf", both)))
                .isInstanceOf(MechanismException.class).hasMessageContaining("b.dxf:70 POINT #70 on layer HINGE-1")
                .hasMessageContaining("has both a hinge and a beam centre line (BEAM-1)");
        List<PlanarProfile> noRoot = new ArrayList<>(taperedDrawing());
        noRoot.remove(0);
        assertThatThrownBy(() -> ProfileMechanisms.inspect(new ProfileSet("b.dxf", noRoot)))
                .isInstanceOf(MechanismException.class).hasMessageContaining("no closed outline on layer ROOT");
        List<PlanarProfile> outside = new ArrayList<>(taperedDrawing());
        outside.set(2, line("BEAM-1", p("5", "0"), p("5", "-20")));
        assertThatThrownBy(() -> ProfileMechanisms.inspect(new ProfileSet("b.dxf", outside)))
                .isInstanceOf(MechanismException.class).hasMessageContaining("is not inside the outline of PAWL-1");
        assertThatThrownBy(() -> ProfileMechanisms.build(layout, new MechanismParameters("",
                Optional.of(Rational.ONE), Optional.empty(), Map.of("PAWL-1", Rational.of(10)), Optional.empty(),
                Optional.empty(), widthAndMaterial("4", "PC"), Optional.empty())))
                .isInstanceOf(MechanismException.class).hasMessageContaining("is drawn as a cantilever beam");
    }

    // ---------------------------------------------------------------------------------------------- separation

    private static Mechanism square(String name, String x0, String y0) {
        Pawl pawl = new Pawl("p", ExactPoint2.of(0, 0), Rational.ONE, List.of(ExactPolygon2.of(List.of(
                p("0", "0"), p("1", "0"), p("1", "1"), p("0", "1")))));
        Rational x = Rational.parse(x0);
        Rational y = Rational.parse(y0);
        Obstacle o = new Obstacle(name, List.of(ExactPolygon2.of(List.of(new ExactPoint2(x, y),
                new ExactPoint2(x.add(Rational.ONE), y), new ExactPoint2(x.add(Rational.ONE), y.add(Rational.ONE)),
                new ExactPoint2(x, y.add(Rational.ONE))))));
        return new Mechanism("m", Rational.ZERO, new Motion(ExactPoint2.of(1, 0), Rational.ONE), List.of(pawl),
                List.of(o), List.of());
    }

    @Test
    void obstacleAlong_blockedAheadClearBehindAndGrazingClear() {
        // a unit square pawl at the origin, a unit obstacle 3 mm to the right: moving +x meets it, -x does not
        Mechanism m = square("wall", "3", "0");
        assertThat(m.obstacleAlong(ExactPoint2.ORIGIN, ExactPoint2.of(1, 0))).contains("pawl \"p\" meets obstacle"
                + " \"wall\"");
        assertThat(m.obstacleAlong(ExactPoint2.ORIGIN, ExactPoint2.of(-1, 0))).isEmpty();
        // moved past it (offset 5): nothing ahead any more
        assertThat(m.obstacleAlong(ExactPoint2.of(5, 0), ExactPoint2.of(1, 0))).isEmpty();
        // an obstacle exactly beside the path, touching along y = 1: sliding past it is not a collision
        Mechanism beside = square("rail", "3", "1");
        assertThat(beside.obstacleAlong(ExactPoint2.ORIGIN, ExactPoint2.of(1, 0))).isEmpty();
        // overlapping the swept band by any amount is
        Mechanism grazing = square("rail", "3", "0.999");
        assertThat(grazing.obstacleAlong(ExactPoint2.ORIGIN, ExactPoint2.of(1, 0))).isPresent();
        assertThatThrownBy(() -> m.obstacleAlong(ExactPoint2.ORIGIN, ExactPoint2.ORIGIN))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("a direction must be non-zero");
    }

    @Test
    void withPawl_replacesByName() {
        Mechanism m = square("wall", "3", "0");
        Pawl stiffer = m.pawls().get(0).withStiffness(Rational.of(7));
        assertThat(m.withPawl(stiffer).pawls().get(0).stiffness()).isEqualTo(Rational.of(7));
        assertThatThrownBy(() -> m.withPawl(new Pawl("q", ExactPoint2.ORIGIN, Rational.ONE,
                m.pawls().get(0).shape()))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("pawl = \"q\": no pawl of that name");
    }
}
