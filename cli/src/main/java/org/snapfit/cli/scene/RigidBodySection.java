package org.snapfit.cli.scene;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import org.snapfit.cli.scene.SceneFile.BodySpec;
import org.snapfit.cli.scene.SceneFile.HandSpec;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;


/** Reads the {@code body} and {@code hand} sections of an insert scene. */
final class RigidBodySection extends SceneFields {
    RigidBodySection(Path file) {
        super(file);
    }

    BodySpec body(JsonNode n) {
        String p = "body";
        if (!n.isObject()) {
            throw bad(p, "must be an object");
        }
        known(n, p + ".", Set.of("file", "density", "mass", "inertia", "pose"));
        Path f = filePath(n, p);
        OptionalDouble density = n.has("density") ? OptionalDouble.of(positive(n, "density", p + ".density"))
                : OptionalDouble.empty();
        OptionalDouble mass = n.has("mass") ? OptionalDouble.of(positive(n, "mass", p + ".mass"))
                : OptionalDouble.empty();
        Optional<Vec3> inertia = Optional.empty();
        if (n.has("inertia")) {
            Vec3 in = vec(n.get("inertia"), p + ".inertia");
            if (!(in.x() > 0 && in.y() > 0 && in.z() > 0)) {
                throw bad(p + ".inertia", "= " + in + "; the principal moments must be > 0 (kg·mm²)");
            }
            inertia = Optional.of(in);
        }
        if (density.isPresent() == mass.isPresent()) {
            throw bad(p + ".density", "give either density (kg/mm³) or mass (kg) with inertia (kg·mm²), not "
                    + (density.isPresent() ? "both" : "neither"));
        }
        if (mass.isPresent() && inertia.isEmpty()) {
            throw bad(p + ".inertia", "is missing; with a mass give the principal moments [Ixx, Iyy, Izz] in kg·mm²");
        }
        Pose3 pose = n.has("pose") ? pose(n.get("pose"), p + ".pose") : Pose3.IDENTITY;
        return new BodySpec(f, density, mass, inertia, pose);
    }

    HandSpec hand(JsonNode n) {
        String p = "hand";
        if (!n.isObject()) {
            throw bad(p, "must be an object {path, speed, stiffness}");
        }
        known(n, p + ".", Set.of("path", "speed", "stiffness", "damping"));
        JsonNode path = required(n, "path", p + ".path");
        if (!path.isArray() || path.size() < 2) {
            throw bad(p + ".path", "must be an array of at least two points [x, y, z] in mm");
        }
        List<Vec3> pts = new ArrayList<>();
        for (int i = 0; i < path.size(); i++) {
            pts.add(vec(path.get(i), p + ".path[" + i + "]"));
        }
        double speed = positive(n, "speed", p + ".speed");
        double k = positive(n, "stiffness", p + ".stiffness");
        double c = n.has("damping") ? nonNegative(n, "damping", p + ".damping") : 0;
        return new HandSpec(pts, speed, k, c);
    }
}
