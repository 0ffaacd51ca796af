package org.snapfit.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.analysis.plot.Plots;
import org.snapfit.cli.json.LinkageBoxSceneJson;
import org.snapfit.cli.scene.LinkageModel;
import org.snapfit.cli.scene.SceneFile;
import org.snapfit.core.io.AtomicOutput;
import org.snapfit.impulse.scene.CollisionSummary;
import org.snapfit.impulse.scene.PlanarScene;
import org.snapfit.impulse.scene.SceneRun;
import org.snapfit.impulse.solver.ImpulseSolver;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code snapfit scene linkage-box}: the three-link linkage in a box with two moving objects of Constantinescu et
 * al., Fig. 4, driven by a user force on its last link: the scene file {@code test-data/scenes/linkage-box.scene.json}
 * (shipped in the jar; {@code snapfit insert} runs the same file), its restitution and step count replaced by the
 * options. Writes {@code scene.json}, {@code energy.csv} and
 * {@code energy.svg} into the output folder.
 */
@Command(name = "linkage-box",
        header = "Simulate a planar linkage in a box with passive multi-contact impulses and record every collision.",
        mixinStandardHelpOptions = true,
        description = {
            "Simulate a three-link planar linkage held at its last link, inside a 1.0 m x 0.8 m box with a sliding",
            "square and a bobbing triangle, with passive multi-contact impulses (Constantinescu et al., eq. 15),",
            "penalty and friction forces during contact, and a 1 ms fixed step. The scene is the file",
            "test-data/scenes/linkage-box.scene.json (a copy ships in the jar; snapfit insert runs the same file and",
            "writes its outputs in mm, kg, s, N).",
            "",
            "Writes into --out:",
            "  scene.json  every collision state (contacts, Jacobian rows, rank, pseudo-inverse taken, kinetic energy",
            "              before and after) and a summary (maxRelativeEnergyGain, collisionStates,",
            "              pseudoInverseStates); SI units (s, J).",
            "  energy.csv  step, time_s, kinetic_energy_J, collision_energy_change_J for every step.",
            "  energy.svg  the kinetic-energy change of every collision state against time (paper Figs. 5-6).",
            "",
            "Passivity: every collision state keeps or loses kinetic energy, so maxRelativeEnergyGain <= ~1e-15;",
            "with --restitution 1 the energy is conserved in each collision state."},
        footerHeading = "%nExamples:%n",
        footer = {
            "  snapfit scene linkage-box --restitution 0 --steps 5000 --out out/plastic",
            "  snapfit scene linkage-box --restitution 1 --steps 5000 --out out/elastic"})
public final class LinkageBoxCommand implements Callable<Integer> {

    /** The scene file's name, as messages and documents give it. */
    static final String SCENE_FILE = "linkage-box.scene.json";
    private static final String RESOURCE = "/org/snapfit/cli/scene/" + SCENE_FILE;

    @Option(names = "--restitution", paramLabel = "E", defaultValue = "0",
            description = "Coefficient of restitution e in [0, 1] (default: ${DEFAULT-VALUE}).")
    private double restitution;

    @Option(names = "--steps", paramLabel = "K", defaultValue = "5000",
            description = "Number of 1 ms steps, >= 1 (default: ${DEFAULT-VALUE}).")
    private int steps;

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "Output folder (created if missing).")
    private Path out;

    @Option(names = Main.JSON_OPTION, description = {"Print scene.json on standard output instead of the summary;",
        "failures as a snapfit-error/1 document on standard error."})
    private boolean json;

    @Option(names = "--max-steps", paramLabel = "N", defaultValue = "" + Limits.DEFAULT_MAX_STEPS,
            description = "Refuse more than N steps (default: ${DEFAULT-VALUE}).")
    private long maxSteps;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** Creates the command (picocli instantiates it). */
    public LinkageBoxCommand() {
    }

    @Override
    public Integer call() {
        if (!(restitution >= 0 && restitution <= 1)) {
            throw new IllegalArgumentException("--restitution = " + restitution + "; e must lie in [0, 1]");
        }
        if (steps < 1) {
            throw new IllegalArgumentException("--steps = " + steps + "; K must be >= 1");
        }
        SceneCommand.refuseStdout(out);
        Limits.check(Limits.STEPS, "--steps " + steps, steps, maxSteps);
        PlanarScene scene = LinkageModel.build(builtInScene()).withRestitution(restitution);
        SceneRun run = PhaseProgress.during(spec.commandLine().getErr(), "linkage-box, " + steps + " steps",
                () -> scene.run(steps));
        String text;
        try {
            LinkageBoxSceneJson doc = LinkageBoxSceneJson.from(run,
                    ImpulseSolver.DEFAULT_RANK_TOLERANCE.value());
            List<Double> xs = new ArrayList<>();
            List<Double> ys = new ArrayList<>();
            for (CollisionSummary c : run.collisions()) {
                xs.add(c.time());
                ys.add(LinkageBoxSceneJson.joule(c.kineticEnergyAfter())
                        - LinkageBoxSceneJson.joule(c.kineticEnergyBefore()));
            }
            // rendered in memory, then written into a temporary sibling folder and moved into place when complete
            Map<String, byte[]> files = new LinkedHashMap<>();
            text = SceneRunOptions.WRITER.writeValueAsString(doc) + "\n";
            files.put("scene.json", text.getBytes(StandardCharsets.UTF_8));
            files.put("energy.csv", csv(run).getBytes(StandardCharsets.UTF_8));
            files.put("energy.svg", Plots.stems("Kinetic-energy change per collision state, e = " + restitution,
                    "time (s)", "KE after - KE before (J)", xs.stream().mapToDouble(Double::doubleValue).toArray(),
                    ys.stream().mapToDouble(Double::doubleValue).toArray(), "linkage-energy-")
                    .getBytes(StandardCharsets.UTF_8));
            AtomicOutput.writeFolder(out, files);
        } catch (IOException ex) {
            throw new IllegalArgumentException("--out = " + out + ": cannot write the results (" + Failure.describe(ex)
                    + ")", new UncheckedIOException(ex));
        }
        if (json) {
            spec.commandLine().getOut().print(text);
            spec.commandLine().getOut().flush();
            return Main.EXIT_OK;
        }
        spec.commandLine().getOut().println(String.format(Locale.ROOT,
                "linkage-box e = %s: %d steps, %d collision states (%d pseudo-inverse), maxRelativeEnergyGain = %s",
                restitution, steps, run.collisionStates(), run.pseudoInverseStates(),
                Double.toString(run.maxRelativeEnergyGain())));
        return Main.EXIT_OK;
    }

    /**
     * The scene file this command runs, shipped in the jar: a copy of {@code test-data/scenes/linkage-box.scene.json}
     * (also run by {@code snapfit insert}).
     *
     * @return the scene
     */
    static SceneFile builtInScene() {
        try (InputStream in = LinkageBoxCommand.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new SnapfitInternalError("the built-in scene " + RESOURCE + " is missing from the jar");
            }
            return SceneFile.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), Path.of(SCENE_FILE));
        } catch (IOException ex) {
            throw new SnapfitInternalError("the built-in scene " + RESOURCE + " cannot be read: " + ex, ex);
        }
    }

    private static String csv(SceneRun run) {
        StringBuilder b = new StringBuilder("step,time_s,kinetic_energy_J,collision_energy_change_J\n");
        for (int k = 0; k < run.steps(); k++) {
            b.append(k).append(',').append(run.times().get(k)).append(',')
                    .append(LinkageBoxSceneJson.joule(run.kineticEnergy().get(k))).append(',')
                    .append(LinkageBoxSceneJson.joule(run.energyChange().get(k))).append('\n');
        }
        return b.toString();
    }
}
