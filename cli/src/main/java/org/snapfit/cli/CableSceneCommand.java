package org.snapfit.cli;

import java.awt.Color;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.snapfit.cli.json.QpSceneDocument;
import org.snapfit.cli.plot.SceneSketch;
import org.snapfit.core.geom.Vec3;
import org.snapfit.qp.model.ParticleState;
import org.snapfit.qp.response.MeshObstacle;
import org.snapfit.qp.solver.QpStatus;
import org.snapfit.qp.step.CableScenes;
import org.snapfit.qp.step.Scene;
import org.snapfit.qp.step.StepEngine;
import org.snapfit.qp.step.StepReport;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * Shared options and output of the QP-Collide cable scenes ({@code cable-pulley}, {@code cable-cylinder}): runs the
 * scene and writes {@code scene.json}, {@code frames.csv} and {@code final.svg} into the output folder.
 */
abstract class CableSceneCommand implements Callable<Integer> {

    private static final Color OBSTACLE = new Color(0xcfd8dc);
    private static final Color INITIAL = new Color(0x90a4ae);
    private static final Color FINAL = new Color(0xc62828);

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--particles", defaultValue = "100", description = "Cable particles (>= 3). Default: ${DEFAULT-VALUE}.")
    int particles;

    @Option(names = "--steps", defaultValue = "400", description = "Time steps (>= 1). Default: ${DEFAULT-VALUE}.")
    int steps;

    @Option(names = "--dt", defaultValue = "0.001", description = "Time step in seconds (> 0). Default: ${DEFAULT-VALUE}.")
    double dt;

    @Option(names = "--regularisation", defaultValue = "0",
            description = "Regularisation L of the paper's section 7.1 (>= 0). Default: ${DEFAULT-VALUE}.")
    double regularisation;

    @Option(names = "--out", required = true, description = "Output folder (created if missing).")
    Path out;

    @Option(names = Main.JSON_OPTION, description = {"Print scene.json (snapfit-qp-scene/1) on standard output instead of"
            + " the summary;", "failures as a snapfit-error/1 document on standard error."})
    boolean json;

    @Option(names = "--max-particles", defaultValue = "" + Limits.DEFAULT_MAX_PARTICLES,
            description = "Refuse more than N particles (default: ${DEFAULT-VALUE}).", paramLabel = "N")
    long maxParticles;

    @Option(names = "--max-particle-steps", defaultValue = "" + Limits.DEFAULT_MAX_PARTICLE_STEPS,
            description = "Refuse more than N particles x steps, the rows of frames.csv (default: ${DEFAULT-VALUE}).",
            paramLabel = "N")
    long maxParticleSteps;

    /**
     * The scene to run.
     *
     * @return the scene
     */
    abstract Scene scene();

    @Override
    public Integer call() throws IOException {
        if (steps < 1) {
            throw new IllegalArgumentException("--steps = " + steps + "; it must be >= 1");
        }
        SceneCommand.refuseStdout(out);
        Limits.check(Limits.PARTICLES, "--particles " + particles, particles, maxParticles);
        Limits.check(Limits.PARTICLE_STEPS, "--particles " + particles + " --steps " + steps, (long) particles * steps,
                maxParticleSteps);
        Scene scene = scene();
        scene = scene.withRegularisation(regularisation);
        StepEngine engine = scene.engine();
        SceneOutput files = SceneOutput.open(out);
        try {
            List<QpSceneDocument.Step> rows = new ArrayList<>();
            double maxStat = 0;
            double maxPrimal = 0;
            double maxCompl = 0;
            double maxPen = 0;
            int maxIt = 0;
            int nonOptimal = 0;
            try (Writer csv = Files.newBufferedWriter(files.file("frames.csv"), StandardCharsets.UTF_8)) {
                csv.write("step,time,particle,x,y,z,vx,vy,vz\n");
                writeFrame(csv, 0, 0, engine.state());
                try (PhaseProgress progress = PhaseProgress.start(spec.commandLine().getErr(), scene.name() + " step")) {
                    for (int s = 0; s < steps; s++) {
                        progress.step(s, steps);
                        StepReport r = engine.step();
                        rows.add(new QpSceneDocument.Step(r.step(), r.time(), r.status().name(), r.iterations(), r.passes(),
                                r.constraints(), r.activeConstraints(), r.stationarity(), si(r.primalViolation()),
                                si(r.complementarity()), r.minMultiplier().isPresent() ? r.minMultiplier().getAsDouble() : null,
                                si(r.maxPenetration()), si(r.kineticEnergy()), si(r.potentialEnergy()), r.dropped(),
                                r.infeasibleConstraint().orElse(null)));
                        maxStat = Math.max(maxStat, r.stationarity());
                        maxPrimal = Math.max(maxPrimal, si(r.primalViolation()));
                        maxCompl = Math.max(maxCompl, si(r.complementarity()));
                        maxPen = Math.max(maxPen, si(r.maxPenetration()));
                        maxIt = Math.max(maxIt, r.iterations());
                        nonOptimal += r.status() == QpStatus.OPTIMAL ? 0 : 1;
                        writeFrame(csv, r.step(), r.time(), engine.state());
                    }
                }
            }
            QpSceneDocument doc = new QpSceneDocument(QpSceneDocument.FORMAT, scene.name(),
                    new QpSceneDocument.Parameters(particles, steps, dt, CableScenes.STIFFNESS * MM_PER_M,
                            si(CableScenes.THICKNESS),
                            regularisation, "SI (m, kg, s, N)"),
                    rows, new QpSceneDocument.Summary(maxStat, maxPrimal, maxCompl, maxPen, maxIt, nonOptimal));
            String text = SceneRunOptions.WRITER.writeValueAsString(doc);
            Files.writeString(files.file("scene.json"), text, StandardCharsets.UTF_8);
            Files.writeString(files.file("final.svg"), svg(scene, engine.state()), StandardCharsets.UTF_8);
            files.commit();
            PrintWriter o = spec.commandLine().getOut();
            if (json) {
                o.println(text);
                o.flush();
                return Main.EXIT_OK;
            }
            o.printf(Locale.ROOT, "%s: %d particles, %d steps of %s s; max stationarity %s, max primal violation %s m/s,"
                    + " max complementarity %s, max penetration %s m, max iterations %d, non-optimal steps %d%n",
                    scene.name(), particles, steps, Double.toString(dt), Double.toString(maxStat),
                    Double.toString(maxPrimal), Double.toString(maxCompl), Double.toString(maxPen), maxIt, nonOptimal);
            o.println("wrote " + out.resolve("scene.json") + ", frames.csv, final.svg");
            o.flush();
            return Main.EXIT_OK;
        } finally {
            files.close();
        }
    }

    private static void writeFrame(Writer csv, int step, double time, ParticleState s) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.size(); i++) {
            Vec3 p = si(s.position(i));
            Vec3 v = si(s.velocity(i));
            sb.append(step).append(',').append(time).append(',').append(i).append(',').append(p.x()).append(',')
                    .append(p.y()).append(',').append(p.z()).append(',').append(v.x()).append(',').append(v.y())
                    .append(',').append(v.z()).append('\n');
        }
        csv.write(sb.toString());
    }

    /**
     * Millimetres per metre: this document keeps the SI units (m, kg, s, N, J) it has always had, while the qp module
     * works in mm, kg, s, N.
     */
    private static final double MM_PER_M = 1e3;

    /** A length, velocity or energy from mm (mJ) back to m (J): divided, so mm = m &times; 10&sup3; comes back exactly in most cases. */
    private static double si(double mm) {
        return mm / MM_PER_M;
    }

    private static Vec3 si(Vec3 mm) {
        return new Vec3(si(mm.x()), si(mm.y()), si(mm.z()));
    }

    /** The x–y view: obstacles (projected triangles), the initial cable dashed, the final one solid. */
    static String svg(Scene scene, ParticleState fin) {
        List<Vec3> first = new ArrayList<>();
        List<Vec3> last = new ArrayList<>();
        for (int i = 0; i < fin.size(); i++) {
            first.add(scene.initial().position(i));
            last.add(fin.position(i));
        }
        List<Vec3> all = new ArrayList<>(first);
        all.addAll(last);
        for (MeshObstacle ob : scene.obstacles()) {
            for (int v = 0; v < ob.mesh().vertexCount(); v++) {
                all.add(ob.mesh().vertex(v));
            }
        }
        SceneSketch view = SceneSketch.around(all, scene.name() + ": final state (x right, y up; dashed: initial)",
                "snapfit-cable-");
        for (MeshObstacle ob : scene.obstacles()) {
            view.triangles(ob.mesh(), ob.mesh()::vertex, OBSTACLE);
        }
        view.polyline(first, INITIAL, 2f, true);
        view.polyline(last, FINAL, 2f, false);
        return view.document();
    }
}
