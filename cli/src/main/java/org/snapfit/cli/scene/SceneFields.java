package org.snapfit.cli.scene;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.snapfit.cli.scene.SceneFile.ContactSpec;
import org.snapfit.core.geom.Vec2;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;


/**
 * Field access of one {@code snapfit-scene/1} file: every message names the file and the field (a JSON path).
 * The section readers extend it. Not thread-safe; one per read.
 */
class SceneFields {
    final Path file;
    final Path folder;

    SceneFields(Path file) {
        this.file = file;
        Path parent = file.toAbsolutePath().getParent();
        this.folder = parent == null ? Path.of(".") : parent;
    }

    IllegalArgumentException bad(String field, String message) {
        return new IllegalArgumentException(file + ": " + field + " " + message);
    }

    void units(JsonNode u) {
        if (u == null) {
            return;
        }
        String expected = "{\"length\": \"mm\", \"mass\": \"kg\", \"time\": \"s\", \"force\": \"N\"}";
        if (!u.isObject()) {
            throw bad("units", "must be " + expected);
        }
        String[][] want = {{"length", "mm"}, {"mass", "kg"}, {"time", "s"}, {"force", "N"}};
        for (String[] w : want) {
            JsonNode v = u.get(w[0]);
            if (v != null && !w[1].equals(v.asText())) {
                throw bad("units." + w[0], "= \"" + v.asText() + "\"; scene files are in " + expected
                        + " (convert the file's values)");
            }
        }
    }

    Path filePath(JsonNode n, String path) {
        String f = text(n, "file", path + ".file").orElseThrow(() -> bad(path + ".file",
                "is missing; give a STEP, STL or OBJ file (relative to the scene file)"));
        Path p = folder.resolve(f).normalize();
        if (!Files.isRegularFile(p)) {
            throw bad(path + ".file", "= \"" + f + "\": no such file (" + p + ")");
        }
        return p;
    }

    Pose3 pose(JsonNode n, String path) {
        if (!n.isObject()) {
            throw bad(path, "must be an object {translation [x, y, z] (mm), rotation [w, x, y, z]}");
        }
        known(n, path + ".", Set.of("translation", "rotation"));
        Vec3 t = n.has("translation") ? vec(n.get("translation"), path + ".translation") : Vec3.ZERO;
        Quaternion q = Quaternion.IDENTITY;
        JsonNode r = n.get("rotation");
        if (r != null) {
            double[] w = numbers(r, path + ".rotation", 4);
            double norm = Math.sqrt(w[0] * w[0] + w[1] * w[1] + w[2] * w[2] + w[3] * w[3]);
            if (!(Math.abs(norm - 1) <= SceneFile.UNIT_QUATERNION_TOLERANCE)) {
                throw bad(path + ".rotation", "= [" + w[0] + ", " + w[1] + ", " + w[2] + ", " + w[3]
                        + "] has norm " + norm + "; a rotation must be a unit quaternion [w, x, y, z] (within "
                        + SceneFile.UNIT_QUATERNION_TOLERANCE + ")");
            }
            q = new Quaternion(w[0] / norm, w[1] / norm, w[2] / norm, w[3] / norm);
        }
        return Pose3.of(q, t);
    }

    void known(JsonNode n, String prefix, Set<String> fields) {
        Iterator<String> it = n.fieldNames();
        while (it.hasNext()) {
            String f = it.next();
            if (!fields.contains(f)) {
                throw bad(prefix + f, "is not a field of " + (prefix.isEmpty() ? "a scene" : prefix.substring(0,
                        prefix.length() - 1)) + "; known fields: " + new TreeSet<>(fields));
            }
        }
    }

    JsonNode required(JsonNode n, String key, String path) {
        JsonNode v = n.get(key);
        if (v == null || v.isNull()) {
            throw bad(path, "is missing");
        }
        return v;
    }

    Optional<String> text(JsonNode n, String key, String path) {
        JsonNode v = n.get(key);
        if (v == null || v.isNull()) {
            return Optional.empty();
        }
        if (!v.isTextual()) {
            throw bad(path, "= " + v + "; it must be a string");
        }
        return Optional.of(v.asText());
    }

    double number(JsonNode n, String key, String path) {
        JsonNode v = required(n, key, path);
        return number(v, path);
    }

    double number(JsonNode v, String path) {
        double x;
        if (v.isNumber()) {
            x = v.asDouble();
        } else if (v.isTextual()) {
            try {
                x = Double.parseDouble(v.asText());
            } catch (NumberFormatException e) {
                throw bad(path, "= " + v + "; it must be a number");
            }
        } else {
            throw bad(path, "= " + v + "; it must be a number");
        }
        if (!Double.isFinite(x)) {
            throw bad(path, "= " + v + "; it must be finite");
        }
        if (Math.abs(x) > SceneFile.MAX_MAGNITUDE) {
            throw bad(path, "= " + v + "; it must lie within ±1e12 (in the field's unit)");
        }
        return x;
    }

    double positive(JsonNode n, String key, String path) {
        double x = number(n, key, path);
        if (!(x > 0)) {
            throw bad(path, "= " + x + "; it must be > 0");
        }
        return x;
    }

    double nonNegative(JsonNode n, String key, String path) {
        double x = number(n, key, path);
        if (!(x >= 0)) {
            throw bad(path, "= " + x + "; it must be >= 0");
        }
        return x;
    }

    int count(JsonNode n, String key, String path, int min) {
        JsonNode v = required(n, key, path);
        if (!v.isIntegralNumber() || !v.canConvertToInt() || v.asInt() < min) {
            throw bad(path, "= " + v + "; it must be a whole number >= " + min);
        }
        return v.asInt();
    }

    double[] numbers(JsonNode v, String path, int size) {
        if (!v.isArray() || v.size() != size) {
            throw bad(path, "= " + v + "; it must be an array of " + size + " numbers");
        }
        double[] out = new double[size];
        for (int i = 0; i < size; i++) {
            out[i] = number(v.get(i), path + "[" + i + "]");
        }
        return out;
    }

    Vec2 vec2(JsonNode v, String path) {
        double[] a = numbers(v, path, 2);
        return new Vec2(a[0], a[1]);
    }

    Vec3 vec(JsonNode v, String path) {
        double[] a = numbers(v, path, 3);
        return new Vec3(a[0], a[1], a[2]);
    }

    double restitution(JsonNode root) {
        double e = root.has("restitution") ? number(root, "restitution", "restitution") : 0;
        if (!(e >= 0 && e <= 1)) {
            throw bad("restitution", "= " + e + "; it must lie in [0, 1]");
        }
        return e;
    }

    ContactSpec contact(JsonNode n) {
        String p = "contact";
        if (!n.isObject()) {
            throw bad(p, "must be an object {stiffness, damping, friction, slipVelocity}");
        }
        known(n, p + ".", Set.of("stiffness", "damping", "friction", "slipVelocity"));
        ContactSpec d = ContactSpec.DEFAULT;
        return new ContactSpec(n.has("stiffness") ? positive(n, "stiffness", p + ".stiffness") : d.stiffness(),
                n.has("damping") ? nonNegative(n, "damping", p + ".damping") : d.damping(),
                n.has("friction") ? nonNegative(n, "friction", p + ".friction") : d.friction(),
                n.has("slipVelocity") ? positive(n, "slipVelocity", p + ".slipVelocity") : d.slipVelocity());
    }
}
