package org.snapfit.cli.scene;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.snapfit.cli.scene.SceneFile.CableSpec;
import org.snapfit.core.geom.Vec3;


/** Reads the {@code cable} section of a drape scene. */
final class CableSection extends SceneFields {
    CableSection(Path file) {
        super(file);
    }

    CableSpec cable(JsonNode n) {
        String p = "cable";
        if (!n.isObject()) {
            throw bad(p, "must be an object");
        }
        known(n, p + ".", Set.of("from", "to", "length", "particles", "stiffness", "bendingStiffness", "damping",
                "drag", "thickness", "mass", "fixed", "strainLimits"));
        Vec3 from = vec(required(n, "from", p + ".from"), p + ".from");
        Vec3 to = vec(required(n, "to", p + ".to"), p + ".to");
        double span = to.subtract(from).norm();
        if (!(span > 0)) {
            throw bad(p + ".to", "equals cable.from; the cable needs two distinct end points");
        }
        double length = n.has("length") ? positive(n, "length", p + ".length") : span;
        int particles = count(n, "particles", p + ".particles", 3);
        double k = positive(n, "stiffness", p + ".stiffness");
        double kb = n.has("bendingStiffness") ? nonNegative(n, "bendingStiffness", p + ".bendingStiffness") : 0;
        double c = n.has("damping") ? nonNegative(n, "damping", p + ".damping") : 0;
        double drag = n.has("drag") ? nonNegative(n, "drag", p + ".drag") : 0;
        double thickness = positive(n, "thickness", p + ".thickness");
        if (!(2 * thickness < length)) {
            // a cable thicker than it is long is no cable; a huge radius would also make every particle a
            // neighbour of every obstacle triangle
            throw bad(p + ".thickness", "= " + thickness + " mm; the cable's radius must be less than half its"
                    + " length (" + length + " mm)");
        }
        double mass = positive(n, "mass", p + ".mass");
        List<Integer> fixed = new ArrayList<>();
        JsonNode fx = n.get("fixed");
        if (fx != null) {
            if (!fx.isArray()) {
                throw bad(p + ".fixed", "must be an array of \"first\", \"last\" or particle indices");
            }
            for (int i = 0; i < fx.size(); i++) {
                JsonNode v = fx.get(i);
                String f = p + ".fixed[" + i + "]";
                int idx;
                if (v.isTextual() && v.asText().equals("first")) {
                    idx = 0;
                } else if (v.isTextual() && v.asText().equals("last")) {
                    idx = particles - 1;
                } else if (v.isIntegralNumber()) {
                    idx = v.asInt();
                    if (idx < 0 || idx >= particles) {
                        throw bad(f, "= " + idx + "; a particle index must lie in [0, " + (particles - 1) + "]");
                    }
                } else {
                    throw bad(f, "= " + v + "; it must be \"first\", \"last\" or a particle index");
                }
                if (!fixed.contains(idx)) {
                    fixed.add(idx);
                }
            }
        }
        Optional<double[]> limits = Optional.empty();
        JsonNode sl = n.get("strainLimits");
        if (sl != null) {
            if (!sl.isArray() || sl.size() != 2 || !sl.get(0).isNumber() || !sl.get(1).isNumber()) {
                throw bad(p + ".strainLimits", "= " + sl + "; it must be [min, max] with min <= 0 <= max");
            }
            double lo = number(sl.get(0), p + ".strainLimits[0]");
            double hi = number(sl.get(1), p + ".strainLimits[1]");
            if (!(lo <= 0 && hi >= 0 && lo > -1)) {
                throw bad(p + ".strainLimits", "= [" + lo + ", " + hi + "]; it must be [min, max] with -1 < min <= 0"
                        + " <= max");
            }
            limits = Optional.of(new double[] {lo, hi});
        }
        return new CableSpec(from, to, length, particles, k, kb, c, drag, thickness, mass, fixed, limits);
    }
}
