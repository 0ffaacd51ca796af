package org.snapfit.cli.scene;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeSet;
import org.snapfit.cli.scene.SceneFile.ContactSpec;
import org.snapfit.cli.scene.SceneFile.LinkSpec;
import org.snapfit.cli.scene.SceneFile.LinkageSpec;
import org.snapfit.cli.scene.SceneFile.PlanarHandSpec;
import org.snapfit.cli.scene.SceneFile.PlanarObstacleSpec;
import org.snapfit.core.geom.Vec2;
import org.snapfit.core.geom.Vec3;


/**
 * Reads the {@code linkage} section of a scene (the planar linkage, its planar obstacles, self-contacts and hand).
 */
final class LinkageSection extends SceneFields {
    LinkageSection(Path file) {
        super(file);
    }

    SceneFile linkageScene(JsonNode root, String name, Vec3 gravity, double dt, int steps, double chord) {
        for (String other : List.of("cable", "body", "regularisation")) {
            if (root.has(other)) {
                throw bad(other, "is given with a linkage; a linkage scene (snapfit insert) has no " + other);
            }
        }
        if (gravity.x() != 0 || gravity.z() != 0 || gravity.y() > 0) {
            throw bad("gravity", "= [" + gravity.x() + ", " + gravity.y() + ", " + gravity.z()
                    + "]; a linkage moves in the x-y plane with gravity [0, -g, 0], g >= 0 (mm/s²)");
        }
        JsonNode n = root.get("linkage");
        String p = "linkage";
        if (!n.isObject()) {
            throw bad(p, "must be an object {base, links, configuration}");
        }
        known(n, p + ".", Set.of("base", "basePoint", "links", "configuration", "selfContacts"));
        String base = text(n, "base", p + ".base").orElse("floating");
        if (!base.equals("floating") && !base.equals("fixed")) {
            throw bad(p + ".base", "= \"" + base + "\"; it must be \"floating\" or \"fixed\"");
        }
        boolean fixed = base.equals("fixed");
        Vec2 basePoint = Vec2.ZERO;
        if (fixed) {
            basePoint = vec2(required(n, "basePoint", p + ".basePoint"), p + ".basePoint");
        } else if (n.has("basePoint")) {
            throw bad(p + ".basePoint", "is given with a floating base; only a fixed base has a base point");
        }
        JsonNode ls = required(n, "links", p + ".links");
        if (!ls.isArray() || ls.isEmpty()) {
            throw bad(p + ".links", "must be a non-empty array of {length, width, mass}");
        }
        List<LinkSpec> links = new ArrayList<>();
        for (int i = 0; i < ls.size(); i++) {
            String lp = p + ".links[" + i + "]";
            JsonNode l = ls.get(i);
            if (!l.isObject()) {
                throw bad(lp, "must be an object {length, width, mass}");
            }
            known(l, lp + ".", Set.of("length", "width", "mass", "inertia"));
            links.add(new LinkSpec(positive(l, "length", lp + ".length"), positive(l, "width", lp + ".width"),
                    positive(l, "mass", lp + ".mass"), l.has("inertia")
                    ? OptionalDouble.of(positive(l, "inertia", lp + ".inertia")) : OptionalDouble.empty()));
        }
        int dof = links.size() + (fixed ? 0 : 2);
        double[] q0 = numbers(required(n, "configuration", p + ".configuration"), p + ".configuration", dof);
        List<int[]> pairs = new ArrayList<>();
        JsonNode sc = n.get("selfContacts");
        if (sc != null) {
            if (!sc.isArray()) {
                throw bad(p + ".selfContacts", "must be an array of link-index pairs [i, j]");
            }
            for (int i = 0; i < sc.size(); i++) {
                pairs.add(linkPair(sc.get(i), p + ".selfContacts[" + i + "]", links.size()));
            }
        }
        List<PlanarObstacleSpec> obstacles = new ArrayList<>();
        JsonNode obs = root.get("obstacles");
        if (obs != null) {
            if (!obs.isArray()) {
                throw bad("obstacles", "must be an array of planar obstacles {rectangle | polygon, position}");
            }
            Set<String> names = new TreeSet<>();
            for (int i = 0; i < obs.size(); i++) {
                PlanarObstacleSpec o = planarObstacle(obs.get(i), "obstacles[" + i + "]");
                if (!names.add(o.name())) {
                    throw bad("obstacles[" + i + "].name", "= \"" + o.name()
                            + "\" repeats an earlier obstacle's name; names must be unique");
                }
                obstacles.add(o);
            }
        }
        JsonNode h = root.get("hand");
        if (h == null) {
            throw bad("hand", "is missing; a linkage scene needs a hand {link, point, lissajous, stiffness}");
        }
        PlanarHandSpec hand = planarHand(h, links.size());
        ContactSpec contact = root.has("contact") ? contact(root.get("contact")) : ContactSpec.DEFAULT;
        LinkageSpec linkage = new LinkageSpec(fixed, basePoint, links, q0, pairs, obstacles, hand);
        return new SceneFile(file, name, gravity, dt, steps, chord, List.of(), Optional.empty(), Optional.empty(),
                Optional.empty(), restitution(root), contact, 0, Optional.of(linkage));
    }

    int[] linkPair(JsonNode v, String path, int links) {
        if (v == null || !v.isArray() || v.size() != 2 || !v.get(0).isIntegralNumber()
                || !v.get(1).isIntegralNumber()) {
            throw bad(path, "= " + v + "; it must be a pair of link indices [i, j]");
        }
        int i = v.get(0).asInt();
        int j = v.get(1).asInt();
        if (i < 0 || j < 0 || i >= links || j >= links) {
            throw bad(path, "= " + v + "; link indices must lie in [0, " + (links - 1) + "]");
        }
        if (Math.abs(i - j) < 2) {
            throw bad(path, "= " + v + (i == j ? "; a link cannot touch itself"
                    : "; neighbouring links share a joint and are never tested against each other")
                    + " (give links at least two apart)");
        }
        return new int[] {i, j};
    }

    PlanarObstacleSpec planarObstacle(JsonNode n, String path) {
        if (n == null || !n.isObject()) {
            throw bad(path, "must be an object {name, rectangle | polygon, position, angle, motion}");
        }
        if (n.has("file")) {
            throw bad(path + ".file", "is given in a linkage scene; its obstacles are planar polygons (rectangle or"
                    + " polygon, mm)");
        }
        known(n, path + ".", Set.of("name", "rectangle", "polygon", "position", "angle", "motion"));
        String name = text(n, "name", path + ".name").orElse("obstacle " + path.replaceAll("\\D", ""));
        List<Vec2> vertices = new ArrayList<>();
        if (n.has("rectangle") == n.has("polygon")) {
            throw bad(path + ".rectangle", "give either rectangle [width, height] or polygon [[x, y], ...] (mm), not "
                    + (n.has("polygon") ? "both" : "neither"));
        }
        if (n.has("rectangle")) {
            double[] wh = numbers(n.get("rectangle"), path + ".rectangle", 2);
            if (!(wh[0] > 0 && wh[1] > 0)) {
                throw bad(path + ".rectangle", "= [" + wh[0] + ", " + wh[1] + "]; width and height must be > 0");
            }
            double w = wh[0] / 2;
            double hh = wh[1] / 2;
            vertices.addAll(List.of(new Vec2(-w, -hh), new Vec2(w, -hh), new Vec2(w, hh), new Vec2(-w, hh)));
        } else {
            JsonNode poly = n.get("polygon");
            if (!poly.isArray() || poly.size() < 3) {
                throw bad(path + ".polygon", "must be an array of at least three points [x, y] (mm)");
            }
            for (int i = 0; i < poly.size(); i++) {
                vertices.add(vec2(poly.get(i), path + ".polygon[" + i + "]"));
            }
        }
        Vec2 position = n.has("position") ? vec2(n.get("position"), path + ".position") : Vec2.ZERO;
        double angle = n.has("angle") ? number(n, "angle", path + ".angle") : 0;
        Vec2 amplitude = Vec2.ZERO;
        double omega = 0;
        JsonNode m = n.get("motion");
        if (m != null) {
            if (!m.isObject()) {
                throw bad(path + ".motion", "must be an object {amplitude [ax, ay] (mm), angularFrequency (rad/s)}");
            }
            known(m, path + ".motion.", Set.of("amplitude", "angularFrequency"));
            amplitude = vec2(required(m, "amplitude", path + ".motion.amplitude"), path + ".motion.amplitude");
            omega = nonNegative(m, "angularFrequency", path + ".motion.angularFrequency");
        }
        return new PlanarObstacleSpec(name, vertices, position, angle, amplitude, omega);
    }

    PlanarHandSpec planarHand(JsonNode n, int links) {
        String p = "hand";
        if (!n.isObject()) {
            throw bad(p, "must be an object {link, point, lissajous, stiffness, damping}");
        }
        known(n, p + ".", Set.of("link", "point", "path", "speed", "lissajous", "stiffness", "damping"));
        JsonNode l = required(n, "link", p + ".link");
        if (!l.isIntegralNumber() || l.asInt() < 0 || l.asInt() >= links) {
            throw bad(p + ".link", "= " + l + "; it must be a link index in [0, " + (links - 1) + "]");
        }
        Vec2 point = n.has("point") ? vec2(n.get("point"), p + ".point") : Vec2.ZERO;
        double k = positive(n, "stiffness", p + ".stiffness");
        double c = n.has("damping") ? nonNegative(n, "damping", p + ".damping") : 0;
        if (n.has("path") == n.has("lissajous")) {
            throw bad(p + ".path", "give either path [[x, y], ...] (mm) with speed (mm/s) or lissajous {centre,"
                    + " amplitude, frequency}, not " + (n.has("path") ? "both" : "neither"));
        }
        if (n.has("path")) {
            JsonNode path = n.get("path");
            if (!path.isArray() || path.size() < 2) {
                throw bad(p + ".path", "must be an array of at least two points [x, y] (mm)");
            }
            List<Vec2> pts = new ArrayList<>();
            for (int i = 0; i < path.size(); i++) {
                Vec2 q = planarPoint(path.get(i), p + ".path[" + i + "]");
                if (i > 0 && q.equals(pts.get(i - 1))) {
                    throw bad(p + ".path[" + i + "]", "= " + path.get(i) + " repeats the point before it;"
                            + " consecutive points must differ");
                }
                pts.add(q);
            }
            double speed = positive(n, "speed", p + ".speed");
            return new PlanarHandSpec(l.asInt(), point, k, c, pts, speed, Vec2.ZERO, Vec2.ZERO, Vec2.ZERO);
        }
        if (n.has("speed")) {
            throw bad(p + ".speed", "is given with a lissajous; only a path has a speed");
        }
        JsonNode lj = n.get("lissajous");
        String lp = p + ".lissajous";
        if (!lj.isObject()) {
            throw bad(lp, "must be an object {centre [x, y], amplitude [ax, ay] (mm), frequency [fx, fy] (Hz)}");
        }
        known(lj, lp + ".", Set.of("centre", "amplitude", "frequency"));
        Vec2 centre = vec2(required(lj, "centre", lp + ".centre"), lp + ".centre");
        Vec2 amplitude = lj.has("amplitude") ? vec2(lj.get("amplitude"), lp + ".amplitude") : Vec2.ZERO;
        Vec2 f = lj.has("frequency") ? vec2(lj.get("frequency"), lp + ".frequency") : Vec2.ZERO;
        if (!(f.x() >= 0 && f.y() >= 0)) {
            throw bad(lp + ".frequency", "= [" + f.x() + ", " + f.y() + "]; the frequencies must be >= 0 (Hz)");
        }
        return new PlanarHandSpec(l.asInt(), point, k, c, List.of(), 0, centre, amplitude, f);
    }

    /** A point of the plane: [x, y], or [x, y, 0] as in the spatial scenes. */

    Vec2 planarPoint(JsonNode v, String path) {
        if (v != null && v.isArray() && v.size() == 3) {
            Vec3 q = vec(v, path);
            if (q.z() != 0) {
                throw bad(path, "= " + v + "; a linkage moves in the x-y plane, so z must be 0");
            }
            return new Vec2(q.x(), q.y());
        }
        return vec2(v, path);
    }
}
