package org.snapfit.cli.scene;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.snapfit.cli.scene.SceneFile.BodySpec;
import org.snapfit.cli.scene.SceneFile.CableSpec;
import org.snapfit.cli.scene.SceneFile.ContactSpec;
import org.snapfit.cli.scene.SceneFile.HandSpec;
import org.snapfit.cli.scene.SceneFile.ObstacleSpec;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;


/**
 * Reads a {@code snapfit-scene/1} document: the top-level fields and the obstacles, then the cable, body and hand
 * or linkage sections through their readers. Not thread-safe; one per read.
 */
final class SceneReader extends SceneFields {
    SceneReader(Path file) {
        super(file);
    }

    SceneFile scene(JsonNode root) {
        if (root == null || !root.isObject()) {
            throw bad("(document)", "must be a JSON object with \"format\": \"" + SceneFile.FORMAT + "\"");
        }
        known(root, "", Set.of("format", "name", "units", "gravity", "dt", "steps", "chordTolerance", "obstacles",
                "cable", "body", "hand", "restitution", "contact", "regularisation", "description", "linkage"));
        String format = text(root, "format", "format").orElseThrow(() -> bad("format", "is missing; it must be \""
                + SceneFile.FORMAT + "\""));
        if (!SceneFile.FORMAT.equals(format)) {
            throw bad("format", "= \"" + format + "\"; this reader takes \"" + SceneFile.FORMAT + "\"");
        }
        units(root.get("units"));
        String name = text(root, "name", "name").orElse(file.getFileName().toString().replaceFirst("\\.json$", ""));
        Vec3 gravity = root.has("gravity") ? vec(root.get("gravity"), "gravity") : Vec3.ZERO;
        double dt = positive(root, "dt", "dt");
        int steps = count(root, "steps", "steps", 1);
        double chord = root.has("chordTolerance") ? positive(root, "chordTolerance", "chordTolerance")
                : SceneFile.DEFAULT_CHORD_TOLERANCE;
        if (root.has("linkage")) {
            return new LinkageSection(file).linkageScene(root, name, gravity, dt, steps, chord);
        }
        List<ObstacleSpec> obstacles = new ArrayList<>();
        JsonNode obs = root.get("obstacles");
        if (obs != null) {
            if (!obs.isArray()) {
                throw bad("obstacles", "must be an array of {file, pose}");
            }
            for (int i = 0; i < obs.size(); i++) {
                obstacles.add(obstacle(obs.get(i), "obstacles[" + i + "]"));
            }
        }
        Set<String> names = new TreeSet<>();
        for (int i = 0; i < obstacles.size(); i++) {
            if (!names.add(obstacles.get(i).name())) {
                throw bad("obstacles[" + i + "].name", "= \"" + obstacles.get(i).name()
                        + "\" repeats an earlier obstacle's name; names must be unique");
            }
        }
        Optional<CableSpec> cable = root.has("cable") ? Optional.of(new CableSection(file).cable(root.get("cable")))
                : Optional.empty();
        RigidBodySection bodySection = new RigidBodySection(file);
        Optional<BodySpec> body = root.has("body") ? Optional.of(bodySection.body(root.get("body"))) : Optional.empty();
        Optional<HandSpec> hand = root.has("hand") ? Optional.of(bodySection.hand(root.get("hand"))) : Optional.empty();
        if (cable.isPresent() && body.isPresent()) {
            throw bad("cable/body", "both given; a scene has either a cable (drape) or a body (insert)");
        }
        if (cable.isEmpty() && body.isEmpty()) {
            throw bad("cable/body", "missing; a scene needs a cable (snapfit drape) or a body (snapfit insert)");
        }
        if (body.isPresent() && hand.isEmpty()) {
            throw bad("hand", "is missing; an insert scene needs a hand {path, speed, stiffness} to guide the body");
        }
        double e = restitution(root);
        ContactSpec contact = root.has("contact") ? contact(root.get("contact")) : ContactSpec.DEFAULT;
        double reg = root.has("regularisation") ? nonNegative(root, "regularisation", "regularisation") : 0;
        return new SceneFile(file, name, gravity, dt, steps, chord, obstacles, cable, body, hand, e, contact, reg,
                Optional.empty());
    }

    ObstacleSpec obstacle(JsonNode n, String path) {
        if (n == null || !n.isObject()) {
            throw bad(path, "must be an object {file, pose}");
        }
        known(n, path + ".", Set.of("name", "file", "pose", "thickness", "occurrence"));
        Path f = filePath(n, path);
        String name = text(n, "name", path + ".name").orElse(f.getFileName().toString());
        Pose3 pose = n.has("pose") ? pose(n.get("pose"), path + ".pose") : Pose3.IDENTITY;
        double thickness = n.has("thickness") ? nonNegative(n, "thickness", path + ".thickness") : 0;
        return new ObstacleSpec(name, f, pose, thickness, text(n, "occurrence", path + ".occurrence"));
    }
}
