package org.snapfit.cli.section;

import static org.assertj.core.api.Assertions.assertThat;


import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.cadimport.dxf.DxfImport;
import org.snapfit.cadimport.dxf.DxfOptions;
import org.snapfit.cadimport.dxf.DxfReader;
import org.snapfit.cadimport.section.SectionImport;
import org.snapfit.cadimport.section.SectionReader;
import org.snapfit.cadimport.section.SectionRequest;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.core.section.SectionOptions;
import org.snapfit.core.testdata.Cycles;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.engine.SimulationResult;
import org.snapfit.sweep.engine.Simulator;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.model.DxfMechanismSpec;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;
import org.snapfit.sweep.model.ProfileMechanisms;
import org.snapfit.sweep.model.SectionMechanismSpec;
import org.snapfit.sweep.traits.Approx;

/**
 * Every shared planar mechanism, extruded into a 3D assembly by FreeCAD (test-data/section/gen_section_fixtures.py)
 * and cut back by its mechanism file's plane, runs like its planar source: the same events in the same order with
 * the same termination, at the same exact times where FreeCAD could write every coordinate exactly, and within the
 * bound of the written decimals (or of the chord tolerance, for arcs) otherwise.
 *
 * <p>Bounds. FreeCAD/OCCT writes 12 significant digits. The coordinates of s05, s08 (fractions over 13 and 52), s09
 * (over 17, 68 and 3, and written in inches) and the hook drawing (a 17-digit decimal) are therefore rounded by at
 * most 5e-12 mm at these sizes; an event time moves by at most that over the normal speed of the contact (above
 * 1e-2 mm/s in these cases), so 1e-9 s bounds the difference. The two-prong drawing's rounded corners are arcs,
 * polygonised by the same chord rule on both sides (DXF bulges and cylinder sections); their vertices agree within
 * the grid rounding, and every event time within the chord tolerance over the speed (0.01 s at 1 mm/s). The beam
 * ramp (test-data/snapfit-extra/beam-ramp.json) is a cantilever pawl whose centre line, thickness, width and resin
 * the section's mechanism file gives in the plane's frame: the same beam, pivot and stiffness, and exact times.
 */
class SectionEquivalenceTest {

    /** Where FreeCAD's 12 digits are exact: identical polygons and identical exact times. */
    private static final Set<String> EXACT = Set.of("s01-ramp-snap-speed2", "s02-oblique-snap-landing",
            "s03-nonconvex-concave-corner", "s04-typeA-friction-lock", "s06-flush-then-typeA", "s07-finger-tangency-snap",
            "beam_ramp");

    static Stream<Arguments> cases() {
        return Stream.of(Arguments.of("s01-ramp-snap-speed2", 0.0), Arguments.of("s02-oblique-snap-landing", 0.0),
                Arguments.of("s03-nonconvex-concave-corner", 0.0), Arguments.of("s04-typeA-friction-lock", 0.0),
                Arguments.of("s05-pullout-jam-single", 1e-9), Arguments.of("s06-flush-then-typeA", 0.0),
                Arguments.of("s07-finger-tangency-snap", 0.0), Arguments.of("s08-two-pawls-one-jams", 1e-9),
                Arguments.of("s09-cantilever-limit", 1e-9), Arguments.of("hook", 1e-9), Arguments.of("two_prong", 0.01),
                Arguments.of("beam_ramp", 0.0));
    }

    static Mechanism fromSection(String id) throws Exception {
        SectionMechanismSpec spec = SectionMechanismSpec.read(TestData.path("section", id + ".section.json"));
        SectionOptions o = spec.chordTolerance().map(c -> SectionOptions.defaults().withChordTolerance(c.doubleValue()))
                .orElse(SectionOptions.defaults());
        SectionImport imp = SectionReader.read(spec.geometry(), SectionRequest.of(spec.plane()).withOptions(o)
                .withPartNames(spec.parts().keySet()));
        return ProfileMechanisms.build(spec.inspect(imp.profiles()), spec.parameters());
    }

    static Mechanism planar(String id) {
        if (id.startsWith("s0")) {
            return MechanismJson.read(TestData.path("snapfit", id + ".json"));
        }
        if (id.equals("beam_ramp")) {
            return MechanismJson.read(TestData.path("snapfit-extra", "beam-ramp.json"));
        }
        DxfMechanismSpec ds = DxfMechanismSpec.read(TestData.path("dxf", id.equals("hook") ? "hook_mechanism.json"
                : "two_prong_mechanism.json"));
        DxfImport d = DxfReader.read(ds.dxf(), DxfOptions.defaults().withChordTolerance(
                ds.chordTolerance().orElseThrow().doubleValue()));
        return ProfileMechanisms.build(ProfileMechanisms.inspect(d.profiles()), ds.parameters());
    }

    @ParameterizedTest
    @MethodSource("cases")
    void section_extrudedPlanarMechanism_runsLikeItsSource(String id, double bound) throws Exception {
        Mechanism a = fromSection(id);
        Mechanism b = planar(id);
        assertThat(a.pawls()).as(id).hasSameSizeAs(b.pawls());
        assertThat(a.motion()).as(id).isEqualTo(b.motion());
        for (int i = 0; i < a.pawls().size(); i++) {
            assertThat(a.pawls().get(i).hinge()).as(id + " hinge").isEqualTo(b.pawls().get(i).hinge());
            assertThat(a.pawls().get(i).stiffness()).isEqualTo(b.pawls().get(i).stiffness());
            assertThat(a.pawls().get(i).cantilever()).as(id + " beam").isEqualTo(b.pawls().get(i).cantilever());
        }
        if (EXACT.contains(id)) {
            // the same rational polygons (any start, either orientation)
            for (int i = 0; i < a.pawls().size(); i++) {
                List<ExactPolygon2> pa = a.pawls().get(i).shape();
                List<ExactPolygon2> pb = b.pawls().get(i).shape();
                assertThat(pa).as(id).hasSameSizeAs(pb);
                for (int k = 0; k < pa.size(); k++) {
                    assertThat(Cycles.sameEitherWay(pa.get(k).vertices(), pb.get(k).vertices())).as(id + " pawl polygon " + pa.get(k)
                            + " vs " + pb.get(k)).isTrue();
                }
            }
            for (int i = 0; i < b.obstacles().size(); i++) {
                ExactPolygon2 qb = b.obstacles().get(i).shape().get(0);
                assertThat(a.obstacles().stream().flatMap(o -> o.shape().stream())
                        .anyMatch(q -> Cycles.sameEitherWay(q.vertices(), qb.vertices()))).as(id + " obstacle " + qb).isTrue();
            }
        }
        SimulationResult ra = Simulator.simulate(a);
        SimulationResult rb = Simulator.simulate(b);
        assertThat(ra.termination().cause()).as(id).isEqualTo(rb.termination().cause());
        assertThat(ra.events()).as(id + " events " + ra.events() + " vs " + rb.events()).hasSameSizeAs(rb.events());
        for (int i = 0; i < ra.events().size(); i++) {
            SweepEvent x = ra.events().get(i);
            SweepEvent y = rb.events().get(i);
            String what = id + " event " + (i + 1) + " " + y.kind();
            assertThat(x.kind()).as(what).isEqualTo(y.kind());
            assertThat(a.pawls().stream().map(p -> p.name()).toList().indexOf(x.pawl()))
                    .as(what + " pawl").isEqualTo(b.pawls().stream().map(p -> p.name()).toList().indexOf(y.pawl()));
            if (bound == 0) {
                assertThat(x.t().compare(y.t())).as(what + " exact time " + x.t() + " vs " + y.t())
                        .isEqualTo(Comparison.EQUAL);
            } else {
                assertThat(Math.abs(Approx.of(x.t()) - Approx.of(y.t()))).as(what + " time").isLessThanOrEqualTo(bound);
            }
        }
        if (bound == 0) {
            assertThat(ra.termination().t().compare(rb.termination().t())).isEqualTo(Comparison.EQUAL);
        } else {
            assertThat(Math.abs(Approx.of(ra.termination().t()) - Approx.of(rb.termination().t()))).isLessThanOrEqualTo(
                    bound);
        }
    }

}
