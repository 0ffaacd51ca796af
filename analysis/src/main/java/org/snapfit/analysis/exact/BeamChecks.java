package org.snapfit.analysis.exact;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.analysis.report.BeamCheck;
import org.snapfit.analysis.report.PawlSummary;
import org.snapfit.analysis.report.RunReport;
import org.snapfit.sweep.contact.VertexEdgeContact;
import org.snapfit.sweep.contact.ContactKind;
import org.snapfit.sweep.engine.SimulationResult;
import org.snapfit.sweep.force.ForcePeak;
import org.snapfit.sweep.force.PawlForce;
import org.snapfit.sweep.model.Cantilever;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.Pawl;

/**
 * The snap-fit calculator's numbers of every cantilever pawl ({@link BeamCheck}) from the exact insertion run.
 * Stateless; Approximate.
 */
public final class BeamChecks {

    private BeamChecks() {
    }

    /**
     * The checks of a mechanism's beam pawls.
     *
     * @param m the mechanism (its pawls' {@code Cantilever} models and μ)
     * @param insertion the exact insertion run
     * @param report the insertion's report (θmax per pawl)
     * @return one check per beam pawl, in the mechanism's order; empty when no pawl is a beam
     */
    public static List<BeamCheck> of(Mechanism m, SimulationResult insertion, RunReport report) {
        List<BeamCheck> out = new ArrayList<>();
        if (m.pawls().stream().noneMatch(p -> p.cantilever().isPresent())) {
            return out;
        }
        ForcePeak peak = insertion.peak();
        double mu = m.friction().doubleValue();
        double vx = m.motion().velocity().x().doubleValue();
        double vy = m.motion().velocity().y().doubleValue();
        for (Pawl p : m.pawls()) {
            if (p.cantilever().isEmpty()) {
                continue;
            }
            Cantilever c = p.cantilever().get();
            PawlSummary s = report.pawls().stream().filter(x -> x.name().equals(p.name())).findFirst().orElseThrow();
            double y = c.tipDeflection(s.thetaMax());
            double strain = c.strain(y);
            double force = c.deflectionForce(strain);
            Optional<PawlForce> at = peak.sample().pawls().stream().filter(f -> f.pawl().equals(p.name())).findFirst();
            Optional<Double> alpha = at.flatMap(f -> f.contact().map(k -> leadAngle(k, f.theta(), vx, vy)));
            Optional<Double> guide = alpha.map(a -> BeamCheck.guideMatingForce(force, mu, a));
            double exact = at.map(f -> f.force().w()).orElse(0.0);
            out.add(new BeamCheck(p.name(), s.thetaMax(), s.thetaMaxS(), y, strain,
                    c.material().permissibleStrain().doubleValue(), force, alpha, guide, exact));
        }
        return out;
    }

    /**
     * The lead angle of a contact: the angle between its face (the obstacle's edge for a pawl corner on it, the
     * pawl's edge turned by θ for an obstacle corner on it) and the direction of motion.
     *
     * @param c the contact
     * @param theta the pawl's angle there, rad
     * @param vx the velocity, x
     * @param vy the velocity, y
     * @return α in [0, π/2], rad
     */
    static double leadAngle(VertexEdgeContact c, double theta, double vx, double vy) {
        double dx = c.edgeTo().x().doubleValue() - c.edgeFrom().x().doubleValue();
        double dy = c.edgeTo().y().doubleValue() - c.edgeFrom().y().doubleValue();
        if (c.kind() == ContactKind.A) {
            double cos = Math.cos(theta);
            double sin = Math.sin(theta);
            double rx = cos * dx - sin * dy;
            dy = sin * dx + cos * dy;
            dx = rx;
        }
        return Math.atan2(Math.abs(dx * vy - dy * vx), Math.abs(dx * vx + dy * vy));
    }
}
