package org.snapfit.cli;

import java.io.IOException;
import java.nio.file.Path;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.io.InputFiles;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.tracking.clearance.InsertionPath;

/**
 * Reader of an insertion path file ({@code snapfit-path/1}, docs/formats/path.md). Every refusal is a
 * {@link CommandInputException} naming the file and the field, so that the error document gives both.
 */
final class PathFile {

    /** Format name of the path file. */
    static final String FORMAT = "snapfit-path/1";

    /** Largest deviation of a path quaternion's norm from 1. */
    static final Tolerance UNIT_QUATERNION = Tolerance.of("unitQuaternion", 1e-6, Unit.DIMENSIONLESS);

    private PathFile() {
    }

    /**
     * Reads a path file.
     *
     * @param file the file
     * @param maxBytes largest file size read
     * @param maxSteps largest step count accepted
     * @param maxLength largest magnitude of a translation component, mm
     * @return the path
     * @throws IOException if the file cannot be read
     * @throws CommandInputException if the document breaks a rule (file and field named)
     */
    static InsertionPath read(Path file, long maxBytes, int maxSteps, double maxLength) throws IOException {
        String text = InputFiles.readUtf8(file, maxBytes);
        JsonNode root;
        try {
            root = JsonInput.parse(text, file.toString());
        } catch (IllegalArgumentException e) {
            int line = e.getCause() instanceof JsonProcessingException j && j.getLocation() != null
                    ? Math.max(0, j.getLocation().getLineNr()) : 0;
            throw new CommandInputException(Failure.BAD_INPUT, file.toString(), line, null, e.getMessage());
        }
        if (root == null || !root.isObject()) {
            throw bad(file, null, file + ": the path must be a JSON object");
        }
        String format = root.path("format").asText("");
        if (!FORMAT.equals(format)) {
            throw bad(file, "format", file + ": field 'format' = '" + format + "'; must be '" + FORMAT + "'");
        }
        Pose3 from = pose(file, root, "from", true, maxLength);
        Pose3 to = pose(file, root, "to", true, maxLength);
        Pose3 b = pose(file, root, "b", false, maxLength);
        JsonNode steps = root.get("steps");
        int n;
        if (steps == null) {
            if (!from.equals(to)) {
                throw bad(file, "steps", file + ": field 'steps' is missing; required unless from = to");
            }
            n = 1;
        } else if (!steps.isIntegralNumber() || steps.bigIntegerValue().signum() <= 0) {
            throw bad(file, "steps", file + ": field 'steps' = " + steps + "; must be an integer >= 1");
        } else {
            try {
                Limits.check(Limits.PATH_STEPS, file + ": field 'steps' =", steps.bigIntegerValue(),
                        Math.min(maxSteps, InsertionPath.MAX_STEPS));
            } catch (IllegalArgumentException e) {
                throw bad(file, "steps", e.getMessage());
            }
            n = steps.asInt();
        }
        return new InsertionPath(from, to, n, b);
    }

    private static CommandInputException bad(Path file, String field, String message) {
        return new CommandInputException(Failure.BAD_INPUT, file.toString(), 0, field, message);
    }

    private static Pose3 pose(Path file, JsonNode root, String field, boolean required, double maxLength) {
        JsonNode p = root.get(field);
        if (p == null) {
            if (required) {
                throw bad(file, field, file + ": field '" + field + "' is missing");
            }
            return Pose3.IDENTITY;
        }
        if (!p.isObject()) {
            throw bad(file, field, file + ": field '" + field + "' must be an object with translation and rotation");
        }
        double[] t = array(file, p, field + ".translation", "translation", 3, new double[] {0, 0, 0}, maxLength);
        double[] q = array(file, p, field + ".rotation", "rotation", 4, new double[] {1, 0, 0, 0}, maxLength);
        double norm = Math.sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
        if (!(Math.abs(norm - 1) <= UNIT_QUATERNION.value())) {
            throw bad(file, field + ".rotation", file + ": field '" + field + ".rotation' has norm " + norm
                    + "; must be a unit quaternion [w, x, y, z] (" + UNIT_QUATERNION + ")");
        }
        return Pose3.of(new Quaternion(q[0], q[1], q[2], q[3]), Vec3.of(t[0], t[1], t[2]));
    }

    private static double[] array(Path file, JsonNode pose, String label, String key, int size, double[] dflt,
            double maxLength) {
        JsonNode a = pose.get(key);
        if (a == null) {
            return dflt;
        }
        if (!a.isArray() || a.size() != size) {
            throw bad(file, label, file + ": field '" + label + "' must be an array of " + size + " numbers");
        }
        double[] r = new double[size];
        for (int i = 0; i < size; i++) {
            if (!a.get(i).isNumber() || !(Math.abs(a.get(i).asDouble()) <= maxLength)) {
                throw bad(file, label + "[" + i + "]", file + ": field '" + label + "[" + i + "]' = " + a.get(i)
                        + "; must be a number in [-" + maxLength + ", " + maxLength + "]");
            }
            r[i] = a.get(i).asDouble();
        }
        return r;
    }
}
