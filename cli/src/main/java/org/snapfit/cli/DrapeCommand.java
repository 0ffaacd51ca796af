package org.snapfit.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.snapfit.analysis.json.Json;
import org.snapfit.cli.scene.DrapeModel;
import org.snapfit.cli.scene.SceneFile;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.qp.model.ParticleState;
import org.snapfit.qp.solver.QpStatus;
import org.snapfit.qp.step.Scene;
import org.snapfit.qp.step.StepEngine;
import org.snapfit.qp.step.StepReport;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code snapfit drape SCENE --out DIR}: lets the cable of a {@code snapfit-scene/1} file fall onto the obstacles
 * it names (QP-Collide: one implicit step and all its contacts solved as one convex QP per time step) and writes
 * {@code scene.json} ({@code snapfit-drape/1}: per-step KKT residuals, penetration, energies and contact forces per
 * obstacle; a summary), {@code frames.csv} and {@code final.svg}. Units of the scene and of every output: mm, kg, s,
 * N (energies in mJ = N·mm).
 */
@Command(name = "drape",
        header = "Drape a cable or harness over CAD parts and report whether it lies on them without penetrating.",
        mixinStandardHelpOptions = true,
        description = {
            "Drape a cable or harness over CAD parts (QP-Collide, Raghupathi & Faure): will it lie on them without",
            "penetrating, with which contact forces and strain? Reads a snapfit-scene/1 file (units mm, kg, s, N)",
            "with obstacles (STEP, STL or OBJ parts placed by a pose) and a cable {from, to, particles, stiffness (N/mm),",
            "thickness (mm), mass (kg), fixed}, runs its steps and writes into --out:",
            "  scene.json  per-step status, KKT residuals (stationarity, primal violation, complementarity),",
            "              penetration (mm), energies (mJ), contact force per obstacle (N); a summary",
            "  frames.csv  step, time, particle, x, y, z (mm), vx, vy, vz (mm/s)",
            "  final.svg   the final cable over the obstacles (x-y view; the start dashed)",
            "Exit codes: 0 done, 2 bad input (the message names the file and the field), 3 internal error."},
        footerHeading = "%nExamples:%n",
        footer = {
            "  snapfit drape test-data/scenes/cable-cylinder.scene.json --out out/cylinder",
            "  snapfit drape test-data/scenes/cable-pulley.scene.json --steps 100 --out out/pulley",
            "The scene format: docs/formats/scene.md; schemas in docs/schemas/."})
public final class DrapeCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    private SceneRunOptions options = new SceneRunOptions();

    @CommandLine.Option(names = "--max-particles", paramLabel = "N", defaultValue = "" + Limits.DEFAULT_MAX_PARTICLES,
            description = "Refuse a cable of more than N particles (default: ${DEFAULT-VALUE}).")
    private long maxParticles;

    @CommandLine.Option(names = "--max-particle-steps", paramLabel = "N",
            defaultValue = "" + Limits.DEFAULT_MAX_PARTICLE_STEPS,
            description = "Refuse more than N particles x steps, the rows of frames.csv (default: ${DEFAULT-VALUE}).")
    private long maxParticleSteps;

    /** Creates the command (picocli instantiates it). */
    public DrapeCommand() {
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        SceneFile file = SceneFile.read(options.sceneFile, options.inputSize.maxBytes);
        int n = options.steps(file);
        if (file.cable().isPresent()) {
            int particles = file.cable().get().particles();
            Limits.check(Limits.PARTICLES, options.sceneFile + ": cable.particles = " + particles, particles,
                    maxParticles);
            Limits.check(Limits.PARTICLE_STEPS, options.sceneFile + ": " + particles + " particles x " + n + " steps",
                    (long) particles * n, maxParticleSteps);
        }
        Path out = options.outFolder();
        DrapeModel.Built built = DrapeModel.build(file, w -> err.println("snapfit: " + w));
        Scene scene = built.scene();
        StepEngine engine = scene.engine();
        SceneOutput files = SceneOutput.open(out);
        try {
            ArrayNode stepRows = Json.mapper().createArrayNode();
            Summary sum = new Summary();
            sum.initialEnergy = engine.totalEnergy();
            StepReport r = null;
            try (Writer csv = Files.newBufferedWriter(files.file("frames.csv"), StandardCharsets.UTF_8)) {
                csv.write("step,time,particle,x,y,z,vx,vy,vz\n");
                writeFrame(csv, 0, 0, engine.state());
                for (int s = 0; s < n; s++) {
                    r = engine.step();
                    stepRows.add(stepNode(r, file.dt()));
                    sum.add(r, engine.largestStrain(), file.dt());
                    writeFrame(csv, r.step(), r.time(), engine.state());
                    options.progress(err, "drape", s + 1, n);
                }
            }
            ObjectNode doc = document(file, built, n, stepRows, sum, r, engine.largestStrain());
            String text = SceneRunOptions.WRITER.writeValueAsString(doc);
            Files.writeString(files.file("scene.json"), text, StandardCharsets.UTF_8);
            Files.writeString(files.file("final.svg"), CableSceneCommand.svg(scene, engine.state()),
                    StandardCharsets.UTF_8);
            files.commit();
            PrintWriter o = spec.commandLine().getOut();
            String summary = String.format(Locale.ROOT, "%s: %d particles, %d steps of %s s; max stationarity %s,"
                    + " max primal violation %s mm/s, max complementarity %s, max penetration %s mm, final contacts %d,"
                    + " largest strain %s%n",
                    file.name(), scene.particles(), n, Double.toString(file.dt()), Double.toString(sum.maxStat),
                    Double.toString(sum.maxPrimal), Double.toString(sum.maxCompl), Double.toString(sum.maxPen),
                    r == null ? 0 : r.activeContacts(), Double.toString(sum.maxStrain)) + "wrote "
                    + out.resolve("scene.json") + ", frames.csv, final.svg" + System.lineSeparator();
            return options.finish(o, text, summary);
        } finally {
            files.close();
        }
    }

    /** Running maxima over the steps (output units). */
    private static final class Summary {
        double maxStat;
        double maxPrimal;
        double maxCompl;
        double maxPen;
        int maxIt;
        int nonOptimal;
        double maxStrain;
        double initialEnergy;
        final Map<String, Double> peakForce = new TreeMap<>();

        void add(StepReport r, double strain, double dt) {
            maxStat = Math.max(maxStat, r.stationarity());
            maxPrimal = Math.max(maxPrimal, r.primalViolation());
            maxCompl = Math.max(maxCompl, r.complementarity());
            maxPen = Math.max(maxPen, r.maxPenetration());
            maxIt = Math.max(maxIt, r.iterations());
            nonOptimal += r.status() == QpStatus.OPTIMAL ? 0 : 1;
            if (Math.abs(strain) > Math.abs(maxStrain)) {
                maxStrain = strain;
            }
            r.contactImpulses().forEach((k, v) -> peakForce.merge(k, v.norm() / dt, Math::max));
        }
    }

    private static ObjectNode stepNode(StepReport r, double dt) {
        ObjectNode s = Json.object();
        s.put("step", r.step());
        s.put("time", r.time());
        s.put("status", r.status().name());
        s.put("iterations", r.iterations());
        s.put("passes", r.passes());
        s.put("rows", r.constraints());
        s.put("activeRows", r.activeConstraints());
        s.put("activeContacts", r.activeContacts());
        s.put("stationarity", r.stationarity());
        s.put("primalViolation", r.primalViolation());
        s.put("complementarity", r.complementarity());
        s.put("maxPenetration", r.maxPenetration());
        s.put("kineticEnergy", r.kineticEnergy());
        s.put("potentialEnergy", r.potentialEnergy());
        s.set("contactForces", forces(r.contactImpulses(), dt));
        return s;
    }

    private static ObjectNode forces(Map<String, Vec3> impulses, double dt) {
        ObjectNode f = Json.object();
        impulses.forEach((k, v) -> f.set(k, vector(v.scale(1 / dt))));
        return f;
    }

    private static ArrayNode vector(Vec3 v) {
        return Json.mapper().createArrayNode().add(v.x()).add(v.y()).add(v.z());
    }

    private static ObjectNode document(SceneFile file, DrapeModel.Built built, int n,
            ArrayNode stepRows, Summary sum, StepReport last, double finalStrain) {
        ObjectNode doc = SceneRunOptions.header("snapfit-drape/1", file);
        ObjectNode p = doc.putObject("parameters");
        SceneFile.CableSpec c = file.cable().orElseThrow();
        p.put("particles", c.particles());
        p.put("steps", n);
        p.put("dt", file.dt());
        p.put("stiffness", c.stiffness());
        p.put("thickness", c.thickness());
        p.put("mass", c.mass());
        p.put("regularisation", file.regularisation());
        p.put("chordTolerance", file.chordTolerance());
        p.put("tessellation", "STL/OBJ meshes as given; STEP faces (planar and curved, holes"
                + " included) within chordTolerance of their exact surfaces, each edge sampled once");
        ArrayNode obs = doc.putArray("obstacles");
        for (int i = 0; i < file.obstacles().size(); i++) {
            SceneFile.ObstacleSpec o = file.obstacles().get(i);
            TriangleMesh m = built.meshesMm().get(i);
            ObjectNode on = obs.addObject();
            on.put("name", o.name());
            on.put("file", o.file().toString());
            on.put("triangles", m.triangleCount());
            on.put("watertight", m.isWatertight());
        }
        doc.set("steps", stepRows);
        ObjectNode s = doc.putObject("summary");
        s.put("maxStationarity", sum.maxStat);
        s.put("maxPrimalViolation", sum.maxPrimal);
        s.put("maxComplementarity", sum.maxCompl);
        s.put("maxPenetration", sum.maxPen);
        s.put("finalContacts", last == null ? 0 : last.activeContacts());
        s.put("maxIterations", sum.maxIt);
        s.put("nonOptimalSteps", sum.nonOptimal);
        s.put("largestStrain", sum.maxStrain);
        s.put("finalLargestStrain", finalStrain);
        s.put("initialEnergy", sum.initialEnergy);
        s.put("finalKineticEnergy", last == null ? 0 : last.kineticEnergy());
        s.put("finalPotentialEnergy", last == null ? 0 : last.potentialEnergy());
        s.set("finalContactForces", forces(last == null ? Map.of() : last.contactImpulses(), file.dt()));
        ObjectNode peak = s.putObject("peakContactForces");
        sum.peakForce.forEach(peak::put);
        return doc;
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
}
