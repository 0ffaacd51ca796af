package org.snapfit.cli;

import org.snapfit.qp.step.CableScenes;
import org.snapfit.qp.step.Scene;
import picocli.CommandLine.Command;

/** {@code snapfit scene cable-cylinder}: the paper's Fig. 2(b), a cable held at its ends sagging onto a cylinder. */
@Command(name = "cable-cylinder",
        header = "Let a cable held at both ends sag onto a cylinder with QP collision response and record every step.",
        mixinStandardHelpOptions = true,
        description = {
            "QP-Collide (Raghupathi and Faure): a stiff cable (1e5 N/m springs, 1 m, 0.1 kg, 5 mm thick) is held at",
            "both ends (fixed-velocity constraints) and sags onto a cylinder of radius 0.1 m whose top lies 0.02 m",
            "below the ends. scene.json records the KKT residuals and penetration of every step."},
        footerHeading = "%nExamples:%n",
        footer = {
            "  snapfit scene cable-cylinder --out out/cylinder",
            "  snapfit scene cable-cylinder --particles 50 --steps 200 --regularisation 1e-3 --out out/cyl-reg",
            "",
            "Writes scene.json, frames.csv and final.svg. Units: SI (m, kg, s)."})
public final class CableCylinderCommand extends CableSceneCommand {

    /** Creates the command (picocli instantiates it). */
    public CableCylinderCommand() {
    }

    @Override
    Scene scene() {
        return CableScenes.cylinder(particles, dt);
    }
}
