package org.snapfit.sweep.model;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.body.LayerRole;
import org.snapfit.core.body.PlanarProfile;
import org.snapfit.core.body.ProfileCircle;
import org.snapfit.core.body.ProfileOutline;
import org.snapfit.core.body.ProfilePath;
import org.snapfit.core.body.ProfilePoint;
import org.snapfit.core.body.ProfileSet;
import org.snapfit.core.body.ProfileSource;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;

/**
 * Builds a {@link Mechanism} from planar profiles by the layer convention of docs/formats/dxf-layers.md. Stateless, thread-safe,
 * exact (coordinates are used as read; see {@link ProfileLayout#approximated()} for polygonised curves).
 *
 * <p>Layers, case-insensitive, {@code -} or {@code _}: {@code ROOT} (outlines, drawing only), {@code PAWL-n}
 * (closed outlines of pawl n), {@code HINGE-n} (one POINT, or one CIRCLE whose centre is the hinge),
 * {@code OBSTACLE} and {@code OBSTACLE-*} (closed outlines, one obstacle per layer), {@code DIRECTION} (one LINE =
 * velocity × travel). Other layers are ignored with a warning (the CAD defaults {@code 0} and {@code Defpoints}
 * only when they hold something).
 *
 * <p>Motion from a DIRECTION line d: when |d| is rational the velocity is the unit vector d/|d| and the travel
 * |d| mm (so t = s); a {@code travel} parameter then overrides the length. When |d| is irrational the velocity is
 * d itself and t runs over [0, 1] (s = |d| t), with a warning; a travel override is then refused. Without
 * DIRECTION, the parameters must give velocity and travel (the {@code snapfit-mechanism/1} meaning: t ∈ [0,
 * travel]).
 */
public final class ProfileMechanisms {

    private ProfileMechanisms() {
    }

    /**
     * The canonical spelling of a layer name: upper case, {@code _} replaced by {@code -}.
     *
     * @param layer a layer name
     * @return e.g. {@code PAWL-1} for {@code pawl_1}
     */
    public static String normaliseLayer(String layer) {
        return LayerRole.normalise(layer);
    }

    /**
     * Finds pawls, hinges, obstacles, root and direction in a drawing.
     *
     * @param profiles the drawing's profiles (millimetres)
     * @return the layout
     * @throws MechanismException if there is no pawl layer, a pawl has no hinge or two, a hinge has no pawl, a
     *     pawl or obstacle outline is open or not simple, or the DIRECTION layer is not one line; the message names
     *     file, line, entity and layer
     */
    public static ProfileLayout inspect(ProfileSet profiles) {
        return inspect(profiles, LayerRoles.convention(), Map.of());
    }

    /**
     * Finds pawls, hinges, obstacles, root and direction by a role policy (the DXF convention or the parts of a 3D
     * model), with hinges that may be given explicitly.
     *
     * @param profiles the profiles (millimetres)
     * @param roles the role of each layer
     * @param hinges explicit hinges by pawl layer name or pawl key (either spelling, e.g. {@code PAWL-1} or the
     *     part's own name); they take precedence over HINGE-n layers
     * @return the layout
     * @throws MechanismException as {@link #inspect(ProfileSet)}; a pawl needs a hinge from a HINGE-n layer (a point,
     *     a circle, or the centroid of its one outline) or from {@code hinges}
     */
    public static ProfileLayout inspect(ProfileSet profiles, LayerRoles roles, Map<String, ExactPoint2> hinges) {
        String file = profiles.file();
        List<String> warnings = new ArrayList<>();
        Map<String, List<PlanarProfile>> pawlLayers = new TreeMap<>();
        Map<String, List<PlanarProfile>> hingeLayers = new TreeMap<>();
        List<Obstacle> obstacles = new ArrayList<>();
        List<ExactPolygon2> root = new ArrayList<>();
        Optional<ProfileLayout.DirectionLine> direction = Optional.empty();
        boolean approximated = false;
        for (PlanarProfile layer : profiles.layers()) {
            LayerRole role = roles.roleOf(layer.layer());
            String key = role.key();
            switch (role.kind()) {
                case PAWL -> pawlLayers.computeIfAbsent(key, k -> new ArrayList<>()).add(layer);
                case HINGE -> hingeLayers.computeIfAbsent(key, k -> new ArrayList<>()).add(layer);
                case OBSTACLE -> {
                    List<ExactPolygon2> shape = closedOutlines(file, layer, "obstacle");
                    approximated |= layer.hasApproximations();
                    if (!shape.isEmpty()) {
                        obstacles.add(new Obstacle(layer.layer(), shape));
                    }
                }
                case ROOT -> {
                    for (ProfilePath p : layer.paths()) {
                        warnings.add(p.source().describe() + ": open outline on the ROOT layer is not drawn");
                    }
                    for (ProfileOutline o : layer.outlines()) {
                        root.add(polygon(file, o, "root"));
                    }
                }
                case DIRECTION -> direction = Optional.of(direction(file, layer));
                default -> {
                    if (roles.warnsOnOtherLayers() && (!("0".equals(key) || "DEFPOINTS".equals(key))
                            || !layer.isEmpty())) {
                        warnings.add(file + ": layer " + layer.layer() + " is not part of the layer convention (ROOT,"
                                + " PAWL-n, HINGE-n, OBSTACLE, OBSTACLE-*, DIRECTION); its content is ignored");
                    }
                }
            }
        }
        Map<String, ExactPoint2> given = new TreeMap<>();
        hinges.forEach((k, v) -> given.put(normaliseLayer(k), v));
        if (pawlLayers.isEmpty()) {
            throw new MechanismException("PAWL-n", file + ": no pawl " + (roles.warnsOnOtherLayers()
                    ? "layer: draw each pawl's closed outline on a layer PAWL-1, PAWL-2, … (or PAWL_1, …) and its hinge"
                    + " on HINGE-1, …" : "part: name each pawl part PAWL-1, PAWL-2, … in the CAD tree (or map a part to"
                    + " PAWL-1 with the mechanism file's \"parts\"), and give its hinge (pawls[].hinge, --hinge, or a"
                    + " HINGE-1 pin)"));
        }
        for (Map.Entry<String, List<PlanarProfile>> h : hingeLayers.entrySet()) {
            if (!pawlLayers.containsKey(h.getKey())) {
                Marker m = markers(h.getValue()).stream().findFirst().orElse(null);
                String where = m != null ? m.source.describe() : file + ": layer " + h.getValue().get(0).layer();
                throw new MechanismException(h.getValue().get(0).layer(), where + ": hinge without a pawl: there is no"
                        + " layer " + h.getKey() + " (or " + h.getKey().replace('-', '_') + ")");
            }
        }
        List<ProfileLayout.LayoutPawl> pawls = new ArrayList<>();
        for (Map.Entry<String, List<PlanarProfile>> p : pawlLayers.entrySet()) {
            ExactPoint2 h = given.get(p.getKey());
            for (PlanarProfile l : p.getValue()) {
                h = given.getOrDefault(normaliseLayer(l.layer()), h);
            }
            pawls.add(pawl(file, p.getKey(), p.getValue(), hingeLayers.getOrDefault(p.getKey(), List.of()), h,
                    warnings));
            approximated |= p.getValue().stream().anyMatch(PlanarProfile::hasApproximations);
        }
        for (String k : given.keySet()) {
            boolean known = pawlLayers.containsKey(k) || pawlLayers.values().stream().flatMap(List::stream)
                    .anyMatch(l -> normaliseLayer(l.layer()).equals(k));
            if (!known) {
                throw new MechanismException("hinge", file + ": a hinge is given for " + k + ", but there is no such pawl"
                        + " (pawls: " + pawlLayers.values().stream().flatMap(List::stream).map(PlanarProfile::layer)
                        .toList() + ")");
            }
        }
        if (obstacles.isEmpty()) {
            warnings.add(file + ": no OBSTACLE layer with a closed outline: nothing for the pawls to meet");
        }
        return new ProfileLayout(file, pawls, obstacles, root, direction, approximated, warnings);
    }

    /** A hinge candidate: a point, or the centre of a circle. */
    private record Marker(ExactPoint2 point, ProfileSource source) {
    }

    private static List<Marker> markers(List<PlanarProfile> layers) {
        List<Marker> out = new ArrayList<>();
        for (PlanarProfile l : layers) {
            for (ProfilePoint p : l.points()) {
                out.add(new Marker(p.point(), p.source()));
            }
            for (ProfileCircle c : l.circles()) {
                out.add(new Marker(c.centre(), c.source()));
            }
        }
        return out;
    }

    private static ProfileLayout.LayoutPawl pawl(String file, String key, List<PlanarProfile> layers,
            List<PlanarProfile> hinges, ExactPoint2 given, List<String> warnings) {
        String name = layers.get(0).layer();
        List<ExactPolygon2> shape = new ArrayList<>();
        ProfileSource first = null;
        for (PlanarProfile l : layers) {
            shape.addAll(closedOutlines(file, l, "pawl"));
            if (first == null && !l.outlines().isEmpty()) {
                first = l.outlines().get(0).source();
            }
            for (ProfilePoint pt : l.points()) {
                warnings.add(pt.source().describe() + ": a POINT on a pawl layer is ignored (hinges go on " + "HINGE-"
                        + key.substring("PAWL-".length()) + ")");
            }
        }
        if (layers.size() > 1) {
            warnings.add(file + ": layers " + layers.stream().map(PlanarProfile::layer).toList()
                    + " are the same pawl in two spellings; their outlines are merged");
        }
        if (shape.isEmpty() || first == null) {
            throw new MechanismException(name, file + ": layer " + name + " has no closed outline; a pawl needs one");
        }
        List<Marker> ms = markers(hinges);
        String hingeLayer = "HINGE-" + key.substring("PAWL-".length());
        if (given != null) {
            if (!ms.isEmpty()) {
                warnings.add(ms.get(0).source.describe() + ": the hinge of " + name + " is given explicitly at " + given
                        + "; this marker is ignored");
            }
            return new ProfileLayout.LayoutPawl(name, given, shape, new ProfileSource(file, 0, "given hinge", name),
                    first);
        }
        if (ms.isEmpty()) {
            Optional<Marker> c = centroid(hinges, warnings, name);
            if (c.isPresent()) {
                ms = List.of(c.get());
            }
        }
        if (ms.isEmpty()) {
            throw new MechanismException(name, first.describe() + ": pawl " + name + " has no hinge: put one POINT (or"
                    + " one small CIRCLE) on layer " + hingeLayer + " (or " + hingeLayer.replace('-', '_') + ")");
        }
        if (ms.size() > 1) {
            throw new MechanismException(hingeLayer, ms.get(1).source.describe() + ": a second hinge for pawl " + name
                    + " (the first is " + ms.get(0).source.entity() + " at line " + ms.get(0).source.line()
                    + "); one hinge per pawl");
        }
        return new ProfileLayout.LayoutPawl(name, ms.get(0).point, shape, ms.get(0).source, first);
    }

    /** The centroid of a hinge layer's one closed outline (a pin cut across in a non-circle), with a warning. */
    private static Optional<Marker> centroid(List<PlanarProfile> hinges, List<String> warnings, String pawl) {
        List<ProfileOutline> os = hinges.stream().flatMap(l -> l.outlines().stream()).toList();
        if (os.size() != 1) {
            return Optional.empty();
        }
        ProfileOutline o = os.get(0);
        Rational a2 = o.doubleSignedArea();
        if (a2.isZero()) {
            return Optional.empty();
        }
        Rational cx = Rational.ZERO;
        Rational cy = Rational.ZERO;
        List<ExactPoint2> v = o.vertices();
        for (int i = 0; i < v.size(); i++) {
            ExactPoint2 p = v.get(i);
            ExactPoint2 q = v.get((i + 1) % v.size());
            Rational c = p.cross(q);
            cx = cx.add(p.x().add(q.x()).multiply(c));
            cy = cy.add(p.y().add(q.y()).multiply(c));
        }
        Rational f = a2.multiply(Rational.of(3)).reciprocal();
        ExactPoint2 c = new ExactPoint2(cx.multiply(f), cy.multiply(f));
        warnings.add(o.source().describe() + ": the hinge of " + pawl + " is the centroid " + c + " of this outline (no"
                + " point or circle marks it)");
        return Optional.of(new Marker(c, o.source()));
    }

    private static List<ExactPolygon2> closedOutlines(String file, PlanarProfile layer, String role) {
        for (ProfilePath p : layer.paths()) {
            throw new MechanismException(layer.layer(), p.source().describe() + ": open outline from " + p.start()
                    + " to " + p.end() + " cannot be chained into a closed loop within the chain tolerance; every "
                    + role + " outline must be closed");
        }
        List<ExactPolygon2> out = new ArrayList<>();
        for (ProfileOutline o : layer.outlines()) {
            out.add(polygon(file, o, role));
        }
        return out;
    }

    private static ExactPolygon2 polygon(String file, ProfileOutline o, String role) {
        try {
            return ExactPolygon2.of(o.vertices());
        } catch (IllegalArgumentException e) {
            throw new MechanismException(o.source().layer(), o.source().describe() + ": the " + role
                    + " outline is not a simple polygon: " + e.getMessage());
        }
    }

    private static ProfileLayout.DirectionLine direction(String file, PlanarProfile layer) {
        List<ProfilePath> lines = layer.paths();
        if (lines.size() != 1 || !layer.outlines().isEmpty() || lines.get(0).vertices().size() != 2) {
            String what = lines.size() + " open paths and " + layer.outlines().size() + " closed outlines";
            ProfileSource s = !lines.isEmpty() ? lines.get(0).source()
                    : !layer.outlines().isEmpty() ? layer.outlines().get(0).source() : null;
            String where = s == null ? file + ": layer " + layer.layer() : s.describe();
            throw new MechanismException(layer.layer(), where + ": the DIRECTION layer holds " + what
                    + (lines.size() == 1 ? " (a path of " + lines.get(0).vertices().size() + " vertices)" : "")
                    + "; it must hold exactly one LINE (velocity × travel)");
        }
        ProfilePath p = lines.get(0);
        return new ProfileLayout.DirectionLine(p.start(), p.end(), p.source());
    }

    /**
     * Adds the physical parameters to a layout.
     *
     * @param layout the drawing's layout
     * @param params μ, κ, travel (and velocity when there is no DIRECTION line)
     * @return the mechanism
     * @throws MechanismException if μ or a pawl's κ is missing, a κ names no pawl, the motion cannot be formed, or
     *     a pawl penetrates an obstacle at the start; the message names the file and the parameter or layer
     */
    public static Mechanism build(ProfileLayout layout, MechanismParameters params) {
        String file = layout.file();
        Rational mu = params.friction().orElseThrow(() -> new MechanismException("friction", file
                + ": friction is not given: set it in the mechanism JSON (\"friction\": \"0.3\") or in the parameters"));
        checkStiffnessKeys(layout, params);
        List<Pawl> pawls = new ArrayList<>();
        for (ProfileLayout.LayoutPawl p : layout.pawls()) {
            Rational k = params.stiffnessFor(p.name()).orElseThrow(() -> new MechanismException("stiffness", file
                    + ": stiffness of " + p.name() + " is not given: set one for every pawl or one for "
                    + normaliseLayer(p.name()) + " in the mechanism JSON or in the parameters"));
            pawls.add(new Pawl(p.name(), p.hinge(), k, p.shape()));
        }
        Motion motion = motion(layout, params);
        try {
            return new Mechanism(params.name().isEmpty() ? baseName(file) : params.name(), mu, motion, pawls,
                    layout.obstacles(), layout.rootShape());
        } catch (MechanismException e) {
            throw new MechanismException(e.field().orElse(""), file + ": " + e.getMessage());
        }
    }

    /**
     * Checks that every per-pawl stiffness names a pawl of the layout.
     *
     * @param layout the layout
     * @param params the parameters
     * @throws MechanismException if a per-pawl stiffness names no pawl layer (in either spelling)
     */
    public static void checkStiffnessKeys(ProfileLayout layout, MechanismParameters params) {
        String file = layout.file();
        for (String k : params.stiffnessByPawl().keySet()) {
            boolean known = layout.pawls().stream().anyMatch(p -> normaliseLayer(p.name()).equals(k));
            if (!known) {
                throw new MechanismException("stiffness", file + ": stiffness given for " + k + ", but the drawing has"
                        + " no such pawl layer (pawls: " + layout.pawls().stream().map(ProfileLayout.LayoutPawl::name)
                        .toList() + ")");
            }
        }
    }

    private static String baseName(String file) {
        String n = file.replace('\\', '/');
        n = n.substring(n.lastIndexOf('/') + 1);
        int dot = n.lastIndexOf('.');
        return dot > 0 ? n.substring(0, dot) : n;
    }

    /**
     * The root motion of a layout: from its DIRECTION line (see the class comment) or from the parameters.
     *
     * @param layout the layout
     * @param params the parameters (travel, and velocity when there is no DIRECTION line)
     * @return the motion
     * @throws MechanismException if there is no DIRECTION line and no velocity or travel, the line has zero length,
     *     or a travel override meets an irrational line length
     */
    public static Motion motion(ProfileLayout layout, MechanismParameters params) {
        String file = layout.file();
        if (layout.direction().isEmpty()) {
            ExactPoint2 v = params.velocity().orElseThrow(() -> new MechanismException("DIRECTION", file
                    + ": no DIRECTION layer: draw one LINE on layer DIRECTION (velocity × travel) or give"
                    + " motion.velocity in the mechanism JSON"));
            Rational t = params.travel().orElseThrow(() -> new MechanismException("travel", file
                    + ": no travel: set motion.travel in the mechanism JSON or the travel in the parameters"));
            return new Motion(v, t);
        }
        ProfileLayout.DirectionLine d = layout.direction().get();
        ExactPoint2 vec = d.vector();
        if (vec.x().isZero() && vec.y().isZero()) {
            throw new MechanismException("DIRECTION", d.source().describe() + ": the DIRECTION line has zero length");
        }
        Optional<Rational> len = exactSqrt(vec.dot(vec));
        if (len.isPresent()) {
            ExactPoint2 unit = vec.scale(len.get().reciprocal());
            return new Motion(unit, params.travel().orElse(len.get()));
        }
        if (params.travel().isPresent()) {
            throw new MechanismException("travel", d.source().describe() + ": the DIRECTION line " + vec
                    + " has an irrational length, so a travel override cannot rescale it exactly; draw a line of"
                    + " rational length (axis-aligned, or 3-4-5) or give no travel");
        }
        return new Motion(vec, Rational.ONE);
    }

    /**
     * The exact square root of a non-negative rational, if it is rational.
     *
     * @param q the value, {@code >= 0}
     * @return √q, or empty if it is irrational
     */
    static Optional<Rational> exactSqrt(Rational q) {
        BigInteger n = q.num().sqrt();
        BigInteger d = q.den().sqrt();
        if (n.multiply(n).equals(q.num()) && d.multiply(d).equals(q.den())) {
            return Optional.of(Rational.of(n, d));
        }
        return Optional.empty();
    }
}
