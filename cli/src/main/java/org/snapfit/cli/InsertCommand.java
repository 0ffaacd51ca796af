package org.snapfit.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.awt.Color;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.snapfit.analysis.json.Json;
import org.snapfit.cli.plot.SceneSketch;
import org.snapfit.cli.scene.InsertModel;
import org.snapfit.cli.scene.SceneFile;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.impulse.sim.SpatialStepResult;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code snapfit insert SCENE --out DIR}: pushes the rigid body of a {@code snapfit-scene/1} file along the hand's
 * path (a virtual coupling spring-damper from the hand to the body's centroid) into its place among the obstacles,
 * resolving every collision by the passive multi-contact impulses of Constantinescu et al. and continuous contact
 * by penalty and regularised friction; writes {@code scene.json} ({@code snapfit-insert/1}), {@code frames.csv} and
 * {@code final.svg}. Units of the scene and of every output: mm, kg, s, N (energies in mJ).
 */
@Command(name = "insert",
        header = "Push a part into place by hand: what the hand feels, and whether every collision stays passive.",
        mixinStandardHelpOptions = true,
        description = {
            "Push a part into place by hand (passive multi-contact impulses, Constantinescu et al.): what does the",
            "hand feel, and does the simulation stay passive? Reads a snapfit-scene/1 file (units mm, kg, s, N) with",
            "convex obstacles (STEP, STL or OBJ parts placed by a pose), a convex body {file, density (kg/mm3) or mass and",
            "inertia, pose}, a hand {path [[x, y, z]...] (mm), speed (mm/s), stiffness (N/mm), damping} and a",
            "restitution. Or a planar linkage {base, links [{length, width, mass}], configuration, selfContacts}",
            "among planar obstacles {rectangle or polygon, position, angle, motion} driven by a hand {link, point,",
            "path [[x, y]...] and speed, or lissajous {centre, amplitude, frequency}, stiffness, damping}.",
            "Runs the scene's steps and writes into --out:",
            "  scene.json  per-step contacts, collisions (impulses, kinetic energy before/after, rank), hand force;",
            "              a summary: collisions, maxRelativeEnergyGain, peakImpulse, peakHandForce",
            "  frames.csv  step, time, centroid x, y, z (mm), quaternion w, x, y, z, kinetic energy (mJ), hand force",
            "  final.svg   the body at the start (dashed) and at the end among the obstacles (x-y view)",
            "Exit codes: 0 done, 2 bad input (the message names the file and the field), 3 internal error."},
        footerHeading = "%nExamples:%n",
        footer = {
            "  snapfit insert test-data/scenes/capsule-onto-block.scene.json --out out/insert",
            "  snapfit insert test-data/scenes/linkage-box.scene.json --out out/linkage-box",
            "The scene format: docs/formats/scene.md; schemas in docs/schemas/."})
public final class InsertCommand implements Callable<Integer> {

    private static final Color OBSTACLE = new Color(0x999999);
    private static final Color BODY = new Color(0x1f77b4);
    private static final Color HAND = new Color(0xd62728);

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    private SceneRunOptions options = new SceneRunOptions();

    @CommandLine.Option(names = "--max-steps", paramLabel = "N", defaultValue = "" + Limits.DEFAULT_MAX_STEPS,
            description = "Refuse more than N time steps (default: ${DEFAULT-VALUE}).")
    private long maxSteps;

    /** Creates the command (picocli instantiates it). */
    public InsertCommand() {
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        SceneFile file = SceneFile.read(options.sceneFile, options.inputSize.maxBytes);
        int n = options.steps(file);
        Limits.check(Limits.STEPS, options.sceneFile + ": " + n + " steps;", n, maxSteps);
        if (file.linkage().isPresent()) {
            return LinkageInsert.run(file, n, options, spec.commandLine().getOut(), err);
        }
        Path out = options.outFolder();
        InsertModel.Built built = InsertModel.build(file, w -> err.println("snapfit: " + w));
        SceneOutput files = SceneOutput.open(out);
        try {
            ArrayNode rows = Json.mapper().createArrayNode();
            InsertTally tally = new InsertTally();
            double[] q0 = built.engine().configuration();
            SpatialStepResult r = null;
            try (Writer csv = Files.newBufferedWriter(files.file("frames.csv"), StandardCharsets.UTF_8)) {
                csv.write("step,time,x,y,z,qw,qx,qy,qz,vx,vy,vz,kineticEnergy,handForce,contacts\n");
                for (int s = 0; s < n; s++) {
                    r = built.engine().step();
                    ObjectNode row = tally.step(r.step() + 1, r.time() + file.dt(), r.contactCount(),
                            r.kineticEnergy(), vector(r.handForce()), r.handForce().norm(), r.collision(), false);
                    rows.add(row);
                    writeFrame(csv, r, file.dt());
                    options.progress(err, "insert", s + 1, n);
                }
            }
            ObjectNode doc = SceneRunOptions.header("snapfit-insert/1", file);
            ObjectNode p = doc.putObject("parameters");
            p.put("steps", n);
            p.put("dt", file.dt());
            p.put("restitution", file.restitution());
            p.put("mass", built.mass());
            p.set("inertia", vector(built.inertia()));
            p.set("centroid", vector(built.centroid()));
            p.put("handPathLength", built.hand().length());
            p.put("handDuration", built.hand().duration());
            p.put("chordTolerance", file.chordTolerance());
            doc.set("steps", rows);
            ObjectNode s = doc.putObject("summary");
            tally.summary(s, r == null ? 0 : r.contactCount());
            double[] qf = r == null ? q0 : r.configuration();
            s.set("finalPosition", vector(new Vec3(qf[0], qf[1], qf[2])));
            s.set("finalRotation", Json.mapper().createArrayNode().add(qf[3]).add(qf[4]).add(qf[5]).add(qf[6]));
            s.put("finalKineticEnergy", r == null ? 0 : r.kineticEnergy());
            String text = SceneRunOptions.WRITER.writeValueAsString(doc);
            Files.writeString(files.file("scene.json"), text, StandardCharsets.UTF_8);
            Files.writeString(files.file("final.svg"), svg(built, q0, qf), StandardCharsets.UTF_8);
            files.commit();
            PrintWriter o = spec.commandLine().getOut();
            String summary = tally.line(file.name(), n, file.dt(), r == null ? 0 : r.contactCount(), out);
            return options.finish(o, text, summary);
        } finally {
            files.close();
        }
    }

    private static ArrayNode vector(Vec3 v) {
        return Json.mapper().createArrayNode().add(v.x()).add(v.y()).add(v.z());
    }

    private static void writeFrame(Writer csv, SpatialStepResult r, double dt) throws IOException {
        double[] q = r.configuration();
        double[] v = r.velocity();
        StringBuilder sb = new StringBuilder();
        sb.append(r.step() + 1).append(',').append(r.time() + dt);
        for (int i = 0; i < 3; i++) {
            sb.append(',').append(q[i]);
        }
        for (int i = 3; i < 7; i++) {
            sb.append(',').append(q[i]);
        }
        for (int i = 0; i < 3; i++) {
            sb.append(',').append(v[i]);
        }
        sb.append(',').append(r.kineticEnergy()).append(',').append(r.handForce().norm()).append(',')
                .append(r.contactCount()).append('\n');
        csv.write(sb.toString());
    }

    /** The x-y view: obstacle edges grey, the body at the start dashed and at the end solid, the hand path. */
    private static String svg(InsertModel.Built b, double[] q0, double[] qf) {
        Pose3 start = pose(q0, b.centroid());
        Pose3 end = pose(qf, b.centroid());
        List<Vec3> hand = b.hand().path();
        List<Vec3> all = new ArrayList<>(hand);
        for (TriangleMesh m : b.obstacleMeshes()) {
            for (int v = 0; v < m.vertexCount(); v++) {
                all.add(m.vertex(v));
            }
        }
        TriangleMesh body = b.bodyMesh();
        for (int v = 0; v < body.vertexCount(); v++) {
            all.add(start.apply(body.vertex(v)));
            all.add(end.apply(body.vertex(v)));
        }
        SceneSketch view = SceneSketch.around(all, "x–y view (mm): obstacles grey, the body at the start dashed and at"
                + " the end solid, the hand path red", "snapfit-insert-");
        for (TriangleMesh m : b.obstacleMeshes()) {
            view.wireframe(m, m::vertex, OBSTACLE, false);
        }
        view.wireframe(body, v -> start.apply(body.vertex(v)), BODY, true);
        view.wireframe(body, v -> end.apply(body.vertex(v)), BODY, false);
        view.polyline(hand, HAND, 1.5f, true);
        return view.document();
    }

    private static Pose3 pose(double[] q, Vec3 centroidMm) {
        Quaternion r = new Quaternion(q[3], q[4], q[5], q[6]);
        Vec3 c = new Vec3(q[0], q[1], q[2]);
        return Pose3.of(r, c.subtract(r.rotate(centroidMm)));
    }
}
