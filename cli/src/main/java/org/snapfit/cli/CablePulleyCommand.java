package org.snapfit.cli;

import org.snapfit.qp.step.CableScenes;
import org.snapfit.qp.step.Scene;
import picocli.CommandLine.Command;

/** {@code snapfit scene cable-pulley}: the paper's Fig. 2(a), a stiff cable falling off a pulley. */
@Command(name = "cable-pulley",
        header = "Let a cable slide off a pulley with QP collision response and record every step.",
        mixinStandardHelpOptions = true,
        description = {
            "QP-Collide (Raghupathi and Faure): a stiff cable (1e5 N/m springs, 1 m, 0.1 kg, 5 mm thick) lies across",
            "a pulley of radius 0.1 m, 0.3 m on one side and 0.7 m on the other, and slides off. Every time step",
            "solves one QP (implicit Euler + contact rows); scene.json records the KKT residuals of every step."},
        footerHeading = "%nExamples:%n",
        footer = {
            "  snapfit scene cable-pulley --out out/pulley",
            "  snapfit scene cable-pulley --particles 200 --steps 1000 --dt 0.0005 --out out/pulley-fine",
            "",
            "Writes scene.json (per-step diagnostics and a summary), frames.csv (positions and velocities of every",
            "particle at every step) and final.svg (x-y view). Units: SI (m, kg, s)."})
public final class CablePulleyCommand extends CableSceneCommand {

    /** Creates the command (picocli instantiates it). */
    public CablePulleyCommand() {
    }

    @Override
    Scene scene() {
        return CableScenes.pulley(particles, dt);
    }
}
