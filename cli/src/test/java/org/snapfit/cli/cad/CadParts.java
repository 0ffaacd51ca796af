package org.snapfit.cli.cad;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.step.brep.StepModel;
import org.snapfit.cadimport.step.brep.StepReader;
import org.snapfit.core.body.Assembly;
import org.snapfit.core.body.Body;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.testdata.TestData;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.tracking.brep.BrepPart;

/** The FreeCAD-made parts of test-data/tracking/cad, read once per test class. */
final class CadParts {

    private final Map<String, BrepPart> parts = new HashMap<>();
    private final Map<String, Body> bodies = new HashMap<>();

    static Path dir() {
        return TestData.path("tracking", "cad");
    }

    Body body(String name) throws IOException {
        if (!bodies.containsKey(name)) {
            Path file = dir().resolve(name + "_ap214.step");
            StepModel m = StepReader.read(file, new ImportReport(file.toString()));
            List<Assembly.Placed> placed = m.roots().get(0).flatten();
            Body body = null;
            for (Assembly.Placed p : placed) {
                if (!p.product().bodies().isEmpty()) {
                    body = p.product().bodies().get(0);
                    if (!p.world().equals(Pose3.IDENTITY)) {
                        throw new IllegalStateException(file + ": the part is expected at the identity placement");
                    }
                }
            }
            bodies.put(name, body);
        }
        return bodies.get(name);
    }

    BrepPart part(String name) throws IOException {
        if (!parts.containsKey(name)) {
            parts.put(name, BrepPart.of(name, body(name), Pose3.IDENTITY));
        }
        return parts.get(name);
    }

    static Pose3 pose(JsonNode p) {
        JsonNode t = p.get("translation");
        JsonNode q = p.get("rotation");
        return Pose3.of(new Quaternion(q.get(0).asDouble(), q.get(1).asDouble(), q.get(2).asDouble(),
                q.get(3).asDouble()), Vec3.of(t.get(0).asDouble(), t.get(1).asDouble(), t.get(2).asDouble()));
    }

    /** The placed pairs of pairs.json ({a, b, poseA, poseB, …} each), read from the file. */
    static JsonNode pairs() throws IOException {
        return new com.fasterxml.jackson.databind.ObjectMapper().readTree(
                java.nio.file.Files.readString(dir().resolve("pairs.json"))).get("pairs");
    }

    /** Three standard normal draws of {@code rnd}, in order x, y, z (a random direction once normalised). */
    static Vec3 gaussian(java.util.Random rnd) {
        return Vec3.of(rnd.nextGaussian(), rnd.nextGaussian(), rnd.nextGaussian());
    }

    static Vec3 vec(JsonNode a) {
        return Vec3.of(a.get(0).asDouble(), a.get(1).asDouble(), a.get(2).asDouble());
    }
}
