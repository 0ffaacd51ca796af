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
import org.snapfit.analysis.json.Json;
import org.snapfit.cli.plot.SceneSketch;
import org.snapfit.cli.scene.LinkageModel;
import org.snapfit.cli.scene.SceneFile;
import org.snapfit.core.geom.ConvexPolygon2;
import org.snapfit.core.geom.Vec2;
import org.snapfit.core.geom.Vec3;
import org.snapfit.impulse.contact.PlanarObstacle;
import org.snapfit.impulse.scene.PlanarScene;
import org.snapfit.impulse.sim.SimulationEngine;
import org.snapfit.impulse.sim.StepResult;

/**
 * {@code snapfit insert} on a scene with a planar {@code linkage}: runs the linkage driven by its hand among the
 * planar obstacles and writes {@code scene.json} ({@code snapfit-insert/1} with the linkage's parameters and final
 * configuration), {@code frames.csv} (the configuration per step) and {@code final.svg}. Outputs in mm, kg, s, N
 * (energies mJ, impulses N&middot;s); the engine runs in SI and the values are converted here. Stateless.
 */
final class LinkageInsert {

    private static final Color OBSTACLE = new Color(0x999999);
    private static final Color BODY = new Color(0x1f77b4);

    private LinkageInsert() {
    }

    /**
     * Runs the scene and writes the outputs.
     *
     * @param file the scene file (with a linkage)
     * @param n the number of steps
     * @param options the shared scene options
     * @param o standard output
     * @param err standard error (progress)
     * @return the exit code
     * @throws IOException if the outputs cannot be written
     */
    static int run(SceneFile file, int n, SceneRunOptions options, PrintWriter o, PrintWriter err) throws IOException {
        PlanarScene scene = LinkageModel.build(file);
        SimulationEngine engine = scene.newEngine();
        Path out = options.outFolder();
        int dof = scene.linkage().dof();
        boolean floating = dof > scene.linkage().linkCount();
        SceneOutput files = SceneOutput.open(out);
        try {
            ArrayNode rows = Json.mapper().createArrayNode();
            InsertTally tally = new InsertTally();
            double[] q0 = engine.configuration();
            StepResult r = null;
            try (Writer csv = Files.newBufferedWriter(files.file("frames.csv"), StandardCharsets.UTF_8)) {
                StringBuilder head = new StringBuilder("step,time");
                for (int i = 0; i < dof; i++) {
                    head.append(",q").append(i);
                }
                for (int i = 0; i < dof; i++) {
                    head.append(",qd").append(i);
                }
                csv.write(head.append(",kineticEnergy,handForce,contacts\n").toString());
                for (int s = 0; s < n; s++) {
                    r = engine.step();
                    ObjectNode row = tally.step(r.step() + 1, r.time() + file.dt(), r.contactCount(),
                            r.kineticEnergy(), Json.mapper().createArrayNode().add(r.handForce().x())
                                    .add(r.handForce().y()).add(0.0), r.handForce().norm(), r.collision(), true);
                    rows.add(row);
                    csv.write(frame(r, file.dt(), floating));
                    options.progress(err, "insert", s + 1, n);
                }
            }
            double[] qf = r == null ? q0 : r.configuration();
            ObjectNode doc = SceneRunOptions.header("snapfit-insert/1", file);
            ObjectNode p = doc.putObject("parameters");
            p.put("steps", n);
            p.put("dt", file.dt());
            p.put("restitution", file.restitution());
            p.put("links", scene.linkage().linkCount());
            p.put("base", floating ? "floating" : "fixed");
            p.set("initialConfiguration", configuration(q0, floating));
            doc.set("steps", rows);
            ObjectNode s = doc.putObject("summary");
            tally.summary(s, r == null ? 0 : r.contactCount());
            s.set("finalConfiguration", configuration(qf, floating));
            s.put("finalKineticEnergy", r == null ? 0 : r.kineticEnergy());
            String text = SceneRunOptions.WRITER.writeValueAsString(doc);
            Files.writeString(files.file("scene.json"), text, StandardCharsets.UTF_8);
            double tEnd = r == null ? 0 : r.time() + file.dt();
            Files.writeString(files.file("final.svg"), svg(scene, q0, qf, tEnd), StandardCharsets.UTF_8);
            files.commit();
            String summary = tally.line(file.name(), n, file.dt(), r == null ? 0 : r.contactCount(), out);
            return options.finish(o, text, summary);
        } finally {
            files.close();
        }
    }

    /** q with a floating base's position in mm (angles in rad). */
    private static ArrayNode configuration(double[] q, boolean floating) {
        ArrayNode a = Json.mapper().createArrayNode();
        for (int i = 0; i < q.length; i++) {
            a.add(q[i]);
        }
        return a;
    }

    private static String frame(StepResult r, double dt, boolean floating) {
        double[] q = r.configuration();
        double[] v = r.velocity();
        StringBuilder sb = new StringBuilder();
        sb.append(r.step() + 1).append(',').append(r.time() + dt);
        for (int i = 0; i < q.length; i++) {
            sb.append(',').append(q[i]);
        }
        for (int i = 0; i < v.length; i++) {
            sb.append(',').append(v[i]);
        }
        sb.append(',').append(r.kineticEnergy()).append(',').append(r.handForce().norm()).append(',')
                .append(r.contactCount()).append('\n');
        return sb.toString();
    }

    /** The x-y view: obstacles at the end time grey, the links at the start dashed and at the end solid. */
    private static String svg(PlanarScene scene, double[] q0, double[] qf, double tEnd) {
        List<List<Vec3>> obstacles = new ArrayList<>();
        for (PlanarObstacle o : scene.obstacles()) {
            obstacles.add(outline(o.shapeAt(tEnd)));
        }
        List<List<Vec3>> start = new ArrayList<>();
        for (ConvexPolygon2 l : scene.placedLinks(q0)) {
            start.add(outline(l));
        }
        List<List<Vec3>> end = new ArrayList<>();
        for (ConvexPolygon2 l : scene.placedLinks(qf)) {
            end.add(outline(l));
        }
        List<Vec3> all = new ArrayList<>();
        for (List<List<Vec3>> group : List.of(obstacles, start, end)) {
            group.forEach(all::addAll);
        }
        SceneSketch view = SceneSketch.around(all, "x–y view (mm): obstacles grey at the end, the linkage at the start"
                + " dashed and at the end solid", "snapfit-insert-");
        obstacles.forEach(pl -> view.polyline(pl, OBSTACLE, 1f, false));
        start.forEach(pl -> view.polyline(pl, BODY, 1f, true));
        end.forEach(pl -> view.polyline(pl, BODY, 1.5f, false));
        return view.document();
    }

    /** A polygon's closed outline in mm, z = 0. */
    private static List<Vec3> outline(ConvexPolygon2 polygon) {
        List<Vec3> pts = new ArrayList<>();
        List<Vec2> vs = polygon.vertices();
        for (int i = 0; i <= vs.size(); i++) {
            Vec2 v = vs.get(i % vs.size());
            pts.add(new Vec3(v.x(), v.y(), 0));
        }
        return pts;
    }
}
