package org.snapfit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
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
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
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
        scene = scene.withSettings(scene.settings().withRegularisation(regularisation));
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
                                r.constraints(), r.activeConstraints(), r.stationarity(), r.primalViolation(),
                                r.complementarity(), r.minMultiplier().isPresent() ? r.minMultiplier().getAsDouble() : null,
                                r.maxPenetration(), r.kineticEnergy(), r.potentialEnergy(), r.dropped(),
                                r.infeasibleConstraint().orElse(null)));
                        maxStat = Math.max(maxStat, r.stationarity());
                        maxPrimal = Math.max(maxPrimal, r.primalViolation());
                        maxCompl = Math.max(maxCompl, r.complementarity());
                        maxPen = Math.max(maxPen, r.maxPenetration());
                        maxIt = Math.max(maxIt, r.iterations());
                        nonOptimal += r.status() == QpStatus.OPTIMAL ? 0 : 1;
                        writeFrame(csv, r.step(), r.time(), engine.state());
                    }
                }
            }
            QpSceneDocument doc = new QpSceneDocument(QpSceneDocument.FORMAT, scene.name(),
                    new QpSceneDocument.Parameters(particles, steps, dt, CableScenes.STIFFNESS, CableScenes.THICKNESS,
                            regularisation, "SI (m, kg, s, N)"),
                    rows, new QpSceneDocument.Summary(maxStat, maxPrimal, maxCompl, maxPen, maxIt, nonOptimal));
            String text = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(doc);
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
            Vec3 p = s.position(i);
            Vec3 v = s.velocity(i);
            sb.append(step).append(',').append(time).append(',').append(i).append(',').append(p.x()).append(',')
                    .append(p.y()).append(',').append(p.z()).append(',').append(v.x()).append(',').append(v.y())
                    .append(',').append(v.z()).append('\n');
        }
        csv.write(sb.toString());
    }

    /** A hand-written SVG of the x–y plane: obstacles (projected triangles), the initial cable dashed, the final. */
    static String svg(Scene scene, ParticleState fin) {
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        List<Vec3> pts = new ArrayList<>();
        for (int i = 0; i < fin.size(); i++) {
            pts.add(fin.position(i));
            pts.add(scene.initial().position(i));
        }
        for (MeshObstacle ob : scene.obstacles()) {
            for (int v = 0; v < ob.mesh().vertexCount(); v++) {
                pts.add(ob.mesh().vertex(v));
            }
        }
        for (Vec3 p : pts) {
            minX = Math.min(minX, p.x());
            maxX = Math.max(maxX, p.x());
            minY = Math.min(minY, p.y());
            maxY = Math.max(maxY, p.y());
        }
        double pad = 0.05 * Math.max(maxX - minX, maxY - minY) + 1e-3;
        minX -= pad;
        minY -= pad;
        maxX += pad;
        maxY += pad;
        double scale = 800 / Math.max(maxX - minX, maxY - minY);
        double w = (maxX - minX) * scale;
        double h = (maxY - minY) * scale;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.1f\" height=\"%.1f\""
                + " viewBox=\"0 0 %.1f %.1f\">%n", w, h, w, h));
        sb.append("<title>").append(scene.name()).append(": final state (x right, y up; dashed: initial)</title>\n");
        sb.append(String.format(Locale.ROOT, "<rect width=\"%.1f\" height=\"%.1f\" fill=\"white\"/>%n", w, h));
        for (MeshObstacle ob : scene.obstacles()) {
            TriangleMesh m = ob.mesh();
            sb.append("<g fill=\"#cfd8dc\" stroke=\"none\">\n");
            for (int t = 0; t < m.triangleCount(); t++) {
                sb.append("<polygon points=\"");
                for (int k = 0; k < 3; k++) {
                    Vec3 p = m.vertex(m.corner(t, k));
                    sb.append(String.format(Locale.ROOT, "%.2f,%.2f ", (p.x() - minX) * scale, (maxY - p.y()) * scale));
                }
                sb.append("\"/>\n");
            }
            sb.append("</g>\n");
        }
        sb.append(polyline(scene.initial(), minX, maxY, scale, "#90a4ae", " stroke-dasharray=\"6 4\""));
        sb.append(polyline(fin, minX, maxY, scale, "#c62828", ""));
        sb.append("</svg>\n");
        return sb.toString();
    }

    private static String polyline(ParticleState s, double minX, double maxY, double scale, String colour,
            String extra) {
        StringBuilder sb = new StringBuilder("<polyline fill=\"none\" stroke=\"" + colour + "\" stroke-width=\"2\""
                + extra + " points=\"");
        for (int i = 0; i < s.size(); i++) {
            Vec3 p = s.position(i);
            sb.append(String.format(Locale.ROOT, "%.2f,%.2f ", (p.x() - minX) * scale, (maxY - p.y()) * scale));
        }
        return sb.append("\"/>\n").toString();
    }
}
