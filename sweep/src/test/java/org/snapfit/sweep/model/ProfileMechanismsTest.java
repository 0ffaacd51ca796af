package org.snapfit.sweep.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.body.PlanarProfile;
import org.snapfit.core.body.ProfileCircle;
import org.snapfit.core.body.ProfileOutline;
import org.snapfit.core.body.ProfilePath;
import org.snapfit.core.body.ProfilePoint;
import org.snapfit.core.body.ProfileSet;
import org.snapfit.core.body.ProfileSource;
import org.snapfit.core.geom.ExactPoint2;

class ProfileMechanismsTest {

    private static ProfileSource src(int line, String entity, String layer) {
        return new ProfileSource("h.dxf", line, entity, layer);
    }

    private static List<ExactPoint2> rect(long x0, long y0, long x1, long y1) {
        return List.of(ExactPoint2.of(x0, y0), ExactPoint2.of(x1, y0), ExactPoint2.of(x1, y1), ExactPoint2.of(x0, y1));
    }

    private static PlanarProfile outline(String layer, List<ExactPoint2> v) {
        return new PlanarProfile(layer, List.of(new ProfileOutline(v, false, src(10, "LWPOLYLINE #2A", layer))),
                List.of(), List.of(), List.of());
    }

    private static PlanarProfile point(String layer, long x, long y, int line) {
        return new PlanarProfile(layer, List.of(), List.of(), List.of(new ProfilePoint(ExactPoint2.of(x, y),
                src(line, "POINT #" + line, layer))), List.of());
    }

    private static PlanarProfile line(String layer, ExactPoint2 a, ExactPoint2 b) {
        return new PlanarProfile(layer, List.of(), List.of(new ProfilePath(List.of(a, b), false,
                src(50, "LINE #38", layer))), List.of(), List.of());
    }

    /** The shared hook drawing's convention: pawl, hinge POINT, obstacle, root, DIRECTION (0,0)->(0,-8). */
    private static List<PlanarProfile> hook() {
        List<PlanarProfile> l = new ArrayList<>();
        l.add(outline("ROOT", rect(-6, 0, 8, 4)));
        l.add(outline("PAWL-1", List.of(ExactPoint2.of(0, 0), ExactPoint2.of(0, -15), ExactPoint2.of(2, -15),
                ExactPoint2.of(2, 0))));
        l.add(point("HINGE-1", 1, 0, 20));
        l.add(outline("OBSTACLE", rect(3, -20, 6, -17)));
        l.add(line("DIRECTION", ExactPoint2.of(0, 0), ExactPoint2.of(0, -8)));
        return l;
    }

    private static MechanismParameters params(String mu, String k) {
        return new MechanismParameters("", Optional.ofNullable(mu).map(Rational::parse),
                Optional.ofNullable(k).map(Rational::parse), Map.of(), Optional.empty(), Optional.empty());
    }

    @Test
    void build_hookConvention_givesUnitVelocityAndDirectionLength() {
        ProfileLayout layout = ProfileMechanisms.inspect(new ProfileSet("h.dxf", hook()));
        assertThat(layout.pawls()).singleElement().satisfies(p -> {
            assertThat(p.name()).isEqualTo("PAWL-1");
            assertThat(p.hinge()).isEqualTo(ExactPoint2.of(1, 0));
            assertThat(p.hingeSource().entity()).isEqualTo("POINT #20");
        });
        assertThat(layout.obstacles()).extracting(Obstacle::name).containsExactly("OBSTACLE");
        assertThat(layout.rootShape()).hasSize(1);
        assertThat(layout.warnings()).isEmpty();
        Mechanism m = ProfileMechanisms.build(layout, params("0.3", "150"));
        // DIRECTION (0,0)->(0,-8): |d| = 8 is rational, so v = (0,-1) and travel 8 (t = s)
        assertThat(m.motion().velocity()).isEqualTo(ExactPoint2.of(0, -1));
        assertThat(m.motion().travel()).isEqualTo(Rational.of(8));
        assertThat(m.friction()).isEqualTo(Rational.parse("0.3"));
        assertThat(m.pawl("PAWL-1").stiffness()).isEqualTo(Rational.of(150));
        assertThat(m.name()).isEqualTo("h");
    }

    @Test
    void build_underscoreSpellingAndPerPawlStiffness_matchEitherSpelling() {
        List<PlanarProfile> l = new ArrayList<>(hook());
        l.set(1, outline("pawl_1", List.of(ExactPoint2.of(0, 0), ExactPoint2.of(0, -15), ExactPoint2.of(2, -15),
                ExactPoint2.of(2, 0))));
        l.set(2, new PlanarProfile("HINGE_1", List.of(), List.of(), List.of(), List.of(new ProfileCircle(
                ExactPoint2.parse("1/2", "-1"), Rational.parse("0.1"), src(30, "CIRCLE #11", "HINGE_1")))));
        ProfileLayout layout = ProfileMechanisms.inspect(new ProfileSet("h.dxf", l));
        MechanismParameters p = new MechanismParameters("hook", Optional.of(Rational.ZERO), Optional.empty(),
                Map.of("PAWL-1", Rational.of(120)), Optional.of(Rational.of(5)), Optional.empty());
        Mechanism m = ProfileMechanisms.build(layout, p);
        // the circle's centre is the hinge; "PAWL-1=120" matches layer pawl_1; --travel 5 overrides |d| = 8
        assertThat(m.pawls().get(0).hinge()).isEqualTo(ExactPoint2.parse("1/2", "-1"));
        assertThat(m.pawls().get(0).name()).isEqualTo("pawl_1");
        assertThat(m.pawls().get(0).stiffness()).isEqualTo(Rational.of(120));
        assertThat(m.motion().travel()).isEqualTo(Rational.of(5));
        assertThat(m.name()).isEqualTo("hook");
    }

    @Test
    void build_irrationalDirection_usesLineAsVelocityOverUnitTime() {
        List<PlanarProfile> l = new ArrayList<>(hook());
        l.set(4, line("DIRECTION", ExactPoint2.of(0, 0), ExactPoint2.of(1, -8)));
        ProfileLayout layout = ProfileMechanisms.inspect(new ProfileSet("h.dxf", l));
        Mechanism m = ProfileMechanisms.build(layout, params("0.3", "1"));
        // |(1,-8)| = sqrt 65 is irrational: v = d and t in [0, 1]
        assertThat(m.motion().velocity()).isEqualTo(ExactPoint2.of(1, -8));
        assertThat(m.motion().travel()).isEqualTo(Rational.ONE);
        MechanismParameters withTravel = params("0.3", "1").overriddenBy(new MechanismParameters("", Optional.empty(),
                Optional.empty(), Map.of(), Optional.of(Rational.of(2)), Optional.empty()));
        assertThatThrownBy(() -> ProfileMechanisms.build(layout, withTravel)).isInstanceOf(MechanismException.class)
                .hasMessageContaining("h.dxf:50 LINE #38 on layer DIRECTION: the DIRECTION line (1, -8) has an"
                        + " irrational length");
    }

    @Test
    void inspect_badLayouts_throwNamingFileLineEntityLayer() {
        List<PlanarProfile> noHinge = new ArrayList<>(hook());
        noHinge.remove(2);
        assertThatThrownBy(() -> ProfileMechanisms.inspect(new ProfileSet("h.dxf", noHinge)))
                .isInstanceOf(MechanismException.class)
                .hasMessage("h.dxf:10 LWPOLYLINE #2A on layer PAWL-1: pawl PAWL-1 has no hinge: put one POINT (or one"
                        + " small CIRCLE) on layer HINGE-1 (or HINGE_1)");
        List<PlanarProfile> twoHinges = new ArrayList<>(hook());
        twoHinges.add(point("HINGE_1", 1, -1, 21));
        assertThatThrownBy(() -> ProfileMechanisms.inspect(new ProfileSet("h.dxf", twoHinges)))
                .isInstanceOf(MechanismException.class)
                .hasMessage("h.dxf:21 POINT #21 on layer HINGE_1: a second hinge for pawl PAWL-1 (the first is POINT #20"
                        + " at line 20); one hinge per pawl");
        List<PlanarProfile> orphan = new ArrayList<>(hook());
        orphan.add(point("HINGE-2", 5, 5, 22));
        assertThatThrownBy(() -> ProfileMechanisms.inspect(new ProfileSet("h.dxf", orphan)))
                .isInstanceOf(MechanismException.class)
                .hasMessage("h.dxf:22 POINT #22 on layer HINGE-2: hinge without a pawl: there is no layer PAWL-2 (or"
                        + " PAWL_2)");
        List<PlanarProfile> open = new ArrayList<>(hook());
        open.add(line("OBSTACLE-2", ExactPoint2.of(0, -30), ExactPoint2.of(5, -30)));
        assertThatThrownBy(() -> ProfileMechanisms.inspect(new ProfileSet("h.dxf", open)))
                .isInstanceOf(MechanismException.class)
                .hasMessage("h.dxf:50 LINE #38 on layer OBSTACLE-2: open outline from (0, -30) to (5, -30) cannot be"
                        + " chained into a closed loop within the chain tolerance; every obstacle outline must be closed");
        assertThatThrownBy(() -> ProfileMechanisms.inspect(new ProfileSet("h.dxf", List.of(outline("ROOT",
                rect(0, 0, 1, 1)))))).isInstanceOf(MechanismException.class)
                .hasMessageStartingWith("h.dxf: no pawl layer: draw each pawl's closed outline on a layer PAWL-1");
        List<PlanarProfile> twoDirs = new ArrayList<>(hook());
        twoDirs.set(4, new PlanarProfile("DIRECTION", List.of(), List.of(
                new ProfilePath(List.of(ExactPoint2.of(0, 0), ExactPoint2.of(0, -8)), false, src(50, "LINE #38", "D")),
                new ProfilePath(List.of(ExactPoint2.of(1, 0), ExactPoint2.of(1, -8)), false, src(60, "LINE #39", "D"))),
                List.of(), List.of()));
        assertThatThrownBy(() -> ProfileMechanisms.inspect(new ProfileSet("h.dxf", twoDirs)))
                .isInstanceOf(MechanismException.class)
                .hasMessageContaining("the DIRECTION layer holds 2 open paths and 0 closed outlines; it must hold"
                        + " exactly one LINE");
        List<PlanarProfile> selfCrossing = new ArrayList<>(hook());
        selfCrossing.set(3, outline("OBSTACLE", List.of(ExactPoint2.of(3, -20), ExactPoint2.of(6, -17),
                ExactPoint2.of(6, -20), ExactPoint2.of(3, -17))));
        assertThatThrownBy(() -> ProfileMechanisms.inspect(new ProfileSet("h.dxf", selfCrossing)))
                .isInstanceOf(MechanismException.class)
                .hasMessageStartingWith("h.dxf:10 LWPOLYLINE #2A on layer OBSTACLE: the obstacle outline is not a"
                        + " simple polygon: ");
    }

    @Test
    void inspect_strayLayersAndNoObstacle_warn() {
        List<PlanarProfile> l = new ArrayList<>(hook());
        l.remove(3);
        l.add(point("NOTES", 0, 0, 70));
        l.add(new PlanarProfile("0", List.of(), List.of(), List.of(), List.of()));
        l.add(line("ROOT-EXTRA", ExactPoint2.of(0, 0), ExactPoint2.of(1, 0)));
        ProfileLayout layout = ProfileMechanisms.inspect(new ProfileSet("h.dxf", l));
        assertThat(layout.warnings()).anyMatch(w -> w.startsWith("h.dxf: layer NOTES is not part of the layer"))
                .anyMatch(w -> w.startsWith("h.dxf: no OBSTACLE layer"))
                .noneMatch(w -> w.contains("layer 0 "));
        assertThat(layout.approximated()).isFalse();
    }

    @Test
    void build_missingParameters_throwNamingParameter() {
        ProfileLayout layout = ProfileMechanisms.inspect(new ProfileSet("h.dxf", hook()));
        assertThatThrownBy(() -> ProfileMechanisms.build(layout, params(null, "1")))
                .isInstanceOf(MechanismException.class)
                .hasMessage("h.dxf: friction is not given: set it in the mechanism JSON (\"friction\": \"0.3\") or in the"
                        + " parameters");
        assertThatThrownBy(() -> ProfileMechanisms.build(layout, params("0.3", null)))
                .isInstanceOf(MechanismException.class)
                .hasMessage("h.dxf: stiffness of PAWL-1 is not given: set one for every pawl or one for PAWL-1 in the"
                        + " mechanism JSON or in the parameters");
        MechanismParameters stray = new MechanismParameters("", Optional.of(Rational.ONE), Optional.of(Rational.ONE),
                Map.of("pawl_7", Rational.ONE), Optional.empty(), Optional.empty());
        assertThatThrownBy(() -> ProfileMechanisms.build(layout, stray)).isInstanceOf(MechanismException.class)
                .hasMessageStartingWith("h.dxf: stiffness given for PAWL-7, but the drawing has no such pawl layer");
        List<PlanarProfile> noDir = new ArrayList<>(hook());
        noDir.remove(4);
        ProfileLayout l2 = ProfileMechanisms.inspect(new ProfileSet("h.dxf", noDir));
        assertThatThrownBy(() -> ProfileMechanisms.build(l2, params("0.3", "1"))).isInstanceOf(MechanismException.class)
                .hasMessageStartingWith("h.dxf: no DIRECTION layer: draw one LINE on layer DIRECTION");
        MechanismParameters vt = params("0.3", "1").overriddenBy(new MechanismParameters("", Optional.empty(),
                Optional.empty(), Map.of(), Optional.of(Rational.of(3)), Optional.of(ExactPoint2.of(1, 0))));
        assertThat(ProfileMechanisms.build(l2, vt).motion()).isEqualTo(new Motion(ExactPoint2.of(1, 0), Rational.of(3)));
    }

    @Test
    void parameters_invalidValues_throwNamingOption() {
        assertThatThrownBy(() -> params("-1", "1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("friction = -1; friction must be >= 0");
        assertThatThrownBy(() -> params("0", "0")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("stiffness = 0; stiffness must be > 0");
        assertThatThrownBy(() -> new MechanismParameters("", Optional.empty(), Optional.empty(),
                Map.of("PAWL-1", Rational.MINUS_ONE), Optional.empty(), Optional.empty()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("stiffness PAWL-1 = -1; stiffness must be > 0");
        assertThatThrownBy(() -> new MechanismParameters("", Optional.empty(), Optional.empty(), Map.of(),
                Optional.of(Rational.ZERO), Optional.empty())).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("travel = 0; travel must be > 0");
        assertThatThrownBy(() -> new MechanismParameters("", Optional.empty(), Optional.empty(), Map.of(),
                Optional.empty(), Optional.of(ExactPoint2.ORIGIN))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("velocity = (0, 0); velocity must be non-zero");
        assertThat(MechanismParameters.none().stiffnessFor("PAWL-1")).isEmpty();
    }

    @Test
    void spec_readsJsonNamingDxf_andRejectsMissingFile(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("hook.dxf"), "0\nEOF\n");
        Path json = dir.resolve("hook.json");
        Files.writeString(json, "{\"format\": \"snapfit-mechanism/1\", \"name\": \"hook\", \"friction\": \"0.3\","
                + " \"geometry\": {\"dxf\": \"hook.dxf\", \"chordTolerance\": \"0.02\"}, \"stiffness\": 150,"
                + " \"pawls\": [{\"layer\": \"PAWL_1\", \"stiffness\": \"3/8\"}], \"motion\": {\"travel\": \"8\"}}");
        assertThat(DxfMechanismSpec.namesDxf(Files.readString(json))).isTrue();
        assertThat(DxfMechanismSpec.namesDxf("{\"format\": \"x\"}")).isFalse();
        assertThat(DxfMechanismSpec.namesDxf("{")).isFalse();
        DxfMechanismSpec s = DxfMechanismSpec.read(json);
        assertThat(s.dxf()).isEqualTo(dir.resolve("hook.dxf").toAbsolutePath());
        assertThat(s.chordTolerance()).contains(Rational.parse("0.02"));
        assertThat(s.parameters().friction()).contains(Rational.parse("0.3"));
        assertThat(s.parameters().stiffnessFor("PAWL-1")).contains(Rational.of(3, 8));
        assertThat(s.parameters().stiffnessFor("PAWL-2")).contains(Rational.of(150));
        assertThat(s.parameters().travel()).contains(Rational.of(8));
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"format\": \"snapfit-mechanism/1\", \"geometry\": {\"dxf\": \"gone.dxf\"}}");
        assertThatThrownBy(() -> DxfMechanismSpec.read(bad)).isInstanceOf(MechanismException.class)
                .hasMessageStartingWith(bad + ": geometry.dxf = \"gone.dxf\": no such file (");
        Files.writeString(bad, "{\"format\": \"snapfit-mechanism/1\", \"friction\": \"lots\","
                + " \"geometry\": {\"dxf\": \"hook.dxf\"}}");
        assertThatThrownBy(() -> DxfMechanismSpec.read(bad)).isInstanceOf(MechanismException.class)
                .hasMessageContaining(": friction = ");
        Files.writeString(bad, "{\"format\": \"snapfit-mechanism/1\", \"friction\": \"-1\","
                + " \"geometry\": {\"dxf\": \"hook.dxf\"}}");
        assertThatThrownBy(() -> DxfMechanismSpec.read(bad)).isInstanceOf(MechanismException.class)
                .hasMessage(bad + ": friction = -1; friction must be >= 0");
        Files.writeString(bad, "[1]");
        assertThatThrownBy(() -> DxfMechanismSpec.read(bad)).isInstanceOf(MechanismException.class)
                .hasMessage(bad + ": the document must be a JSON object");
    }
}
