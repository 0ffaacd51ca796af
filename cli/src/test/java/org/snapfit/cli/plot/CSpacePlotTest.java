package org.snapfit.cli.plot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.engine.Direction;
import org.snapfit.sweep.engine.SimulationResult;
import org.snapfit.sweep.engine.Simulator;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;
import org.snapfit.sweep.traits.Approx;
import org.snapfit.sweep.trajectory.TrajectoryPiece;
import org.w3c.dom.Document;

class CSpacePlotTest {

    static {
        System.setProperty("java.awt.headless", "true");
    }

    private static SimulationResult s01() {
        Mechanism m = MechanismJson.read(TestData.path("snapfit", "s01-ramp-snap-speed2.json"));
        return Simulator.simulate(m);
    }

    @Test
    void data_s01_trajectoryStartsAtRest_eventsLieOnTheFollowedCurves() {
        SimulationResult r = s01();
        CSpacePlot.Data d = CSpacePlot.data(r, 0);
        // the pawl starts at rest: (t, u) = (0, 0); the window holds the whole path
        assertThat(d.trajectory().get(0)).containsExactly(0.0, 0.0);
        for (double[] q : d.trajectory()) {
            assertThat(Math.abs(q[1])).isLessThanOrEqualTo(d.uWindow());
        }
        assertThat(d.events()).hasSize(r.pawls().get(0).events().size());
        // invariant: on a followed piece, (t, u(t)) satisfies the followed constraint a(u) + t b(u) = 0
        for (TrajectoryPiece p : r.pawls().get(0).pieces()) {
            if (p instanceof TrajectoryPiece.Follow f) {
                double tm = (Approx.of(f.tFrom()) + Approx.of(f.tTo())) / 2;
                double um = f.uAt(tm);
                assertThat(f.constraint().curve().evaluate(tm, um)).isCloseTo(0, within(1e-9));
            }
        }
        // every drawn constraint point is inside the travel and the window
        for (List<List<double[]>> c : d.curves()) {
            for (List<double[]> piece : c) {
                for (double[] q : piece) {
                    assertThat(q[0]).isBetween(0.0, d.travel());
                    assertThat(Math.abs(q[1])).isLessThanOrEqualTo(d.uWindow() + 1e-12);
                }
            }
        }
        // the first event (first contact) lies on a drawn constraint: some curve point is within one sample of it
        SweepEvent first = r.pawls().get(0).events().get(0);
        double te = Approx.of(first.t());
        double ue = Approx.of(first.data().uAfter());
        double du = 2 * d.uWindow() / CSpacePlot.SAMPLES;
        boolean near = d.curves().stream().flatMap(List::stream).flatMap(List::stream)
                .anyMatch(q -> Math.abs(q[1] - ue) <= du && Math.abs(q[0] - te) <= 0.05);
        assertThat(near).isTrue();
    }

    @Test
    void svg_s01_isWellFormedAndTitled() throws Exception {
        String svg = CSpacePlot.svg(s01(), 0);
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        Document doc = f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        assertThat(doc.getDocumentElement().getTagName()).isEqualTo("svg");
        assertThat(svg).contains("(t, u) plane of pawl hook").contains("trajectory of hook");
        // deterministic: the same run draws the same text
        assertThat(CSpacePlot.svg(s01(), 0)).isEqualTo(svg);
    }

    @Test
    void data_badInput_throwsNamingField() {
        SimulationResult r = s01();
        assertThatThrownBy(() -> CSpacePlot.data(r, 3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("pawlIndex = 3");
        SimulationResult back = Simulator.simulate(r.mechanism(), Direction.RETRACTION, r.finalStates(),
                r.mechanism().motion().travel());
        assertThatThrownBy(() -> CSpacePlot.data(back, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("insertion runs");
    }
}
