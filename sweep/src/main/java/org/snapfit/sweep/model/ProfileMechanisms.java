package org.snapfit.sweep.model;

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
 * (closed outlines of pawl n), {@code HINGE-n} (one POINT, or one CIRCLE whose centre is the hinge), or instead of
 * the hinge {@code BEAM-n} (one LINE: the centre line of a cantilever beam, its root end the one nearer the ROOT
 * outline; see {@link ProfileLayout.BeamLine}), {@code OBSTACLE} and {@code OBSTACLE-*} (closed outlines, one
 * obstacle per layer), {@code DIRECTION} (one LINE = velocity × travel). Other layers are ignored with a warning (the CAD defaults {@code 0} and {@code Defpoints}
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
     *     a circle, or the centroid of its one outline), from {@code hinges}, or a beam centre line
     */
    public static ProfileLayout inspect(ProfileSet profiles, LayerRoles roles, Map<String, ExactPoint2> hinges) {
        String file = profiles.file();
        List<String> warnings = new ArrayList<>();
        Map<String, List<PlanarProfile>> pawlLayers = new TreeMap<>();
        Map<String, List<PlanarProfile>> hingeLayers = new TreeMap<>();
        Map<String, List<PlanarProfile>> beamLayers = new TreeMap<>();
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
                case BEAM -> beamLayers.computeIfAbsent(key, k -> new ArrayList<>()).add(layer);
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
                                + " PAWL-n, HINGE-n, BEAM-n, OBSTACLE, OBSTACLE-*, DIRECTION); its content is ignored");
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
        for (Map.Entry<String, List<PlanarProfile>> b : beamLayers.entrySet()) {
            if (!pawlLayers.containsKey(b.getKey())) {
                throw new MechanismException(b.getValue().get(0).layer(), file + ": layer " + b.getValue().get(0).layer()
                        + ": beam centre line without a pawl: there is no layer " + b.getKey() + " (or "
                        + b.getKey().replace('-', '_') + ")");
            }
        }
        List<ProfileLayout.LayoutPawl> pawls = new ArrayList<>();
        for (Map.Entry<String, List<PlanarProfile>> p : pawlLayers.entrySet()) {
            ExactPoint2 h = given.get(p.getKey());
            for (PlanarProfile l : p.getValue()) {
                h = given.getOrDefault(normaliseLayer(l.layer()), h);
            }
            List<PlanarProfile> beam = beamLayers.getOrDefault(p.getKey(), List.of());
            ProfileLayout.LayoutPawl lp = beam.isEmpty()
                    ? pawl(file, p.getKey(), p.getValue(), hingeLayers.getOrDefault(p.getKey(), List.of()), h, warnings)
                    : beamPawl(file, p.getKey(), p.getValue(), hingeLayers.getOrDefault(p.getKey(), List.of()), beam,
                            root, warnings);
            pawls.add(lp);
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

    /** A pawl's closed outlines from its layers, and the source of the first one. */
    private record PawlOutlines(List<ExactPolygon2> shape, ProfileSource first) {
    }

    /**
     * The closed outlines of a pawl's layers (both spellings merged, with a warning), warning about POINTs on them.
     *
     * @throws MechanismException if there is no closed outline, or one is open or not simple
     */
    private static PawlOutlines outlines(String file, String key, List<PlanarProfile> layers, List<String> warnings) {
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
        return new PawlOutlines(shape, first);
    }

    private static ProfileLayout.LayoutPawl pawl(String file, String key, List<PlanarProfile> layers,
            List<PlanarProfile> hinges, ExactPoint2 given, List<String> warnings) {
        String name = layers.get(0).layer();
        PawlOutlines o = outlines(file, key, layers, warnings);
        List<ExactPolygon2> shape = o.shape();
        ProfileSource first = o.first();
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

    private static ProfileLayout.LayoutPawl beamPawl(String file, String key, List<PlanarProfile> layers,
            List<PlanarProfile> hinges, List<PlanarProfile> beamLayers, List<ExactPolygon2> root,
            List<String> warnings) {
        String name = layers.get(0).layer();
        String beamLayer = beamLayers.get(0).layer();
        if (!markers(hinges).isEmpty()) {
            Marker m = markers(hinges).get(0);
            throw new MechanismException(beamLayer, m.source.describe() + ": pawl " + name + " has both a hinge and a"
                    + " beam centre line (" + beamLayer + "); draw one: the hinge for a pawl on a spring, the centre"
                    + " line for a cantilever beam (its hinge is then the beam model's pivot)");
        }
        List<ProfilePath> lines = new ArrayList<>();
        int outlines = 0;
        for (PlanarProfile l : beamLayers) {
            lines.addAll(l.paths());
            outlines += l.outlines().size();
        }
        if (lines.size() != 1 || outlines != 0 || lines.get(0).vertices().size() != 2) {
            String where = !lines.isEmpty() ? lines.get(0).source().describe() : file + ": layer " + beamLayer;
            throw new MechanismException(beamLayer, where + ": the beam layer " + beamLayer + " holds " + lines.size()
                    + " open paths and " + outlines + " closed outlines; it must hold exactly one LINE, the beam's"
                    + " centre line from the root to the start of the hook");
        }
        ProfilePath line = lines.get(0);
        if (root.isEmpty()) {
            throw new MechanismException(beamLayer, line.source().describe() + ": the beam's root end is the end of"
                    + " its centre line nearer the ROOT outline, but the drawing has no closed outline on layer ROOT;"
                    + " draw the fixed body there");
        }
        ExactPoint2 a = line.start();
        ExactPoint2 b = line.end();
        if (a.equals(b)) {
            throw new MechanismException(beamLayer, line.source().describe() + ": the beam centre line has zero length");
        }
        int closer = ExactMeasures.distanceSquared(a, root).compareTo(ExactMeasures.distanceSquared(b, root));
        if (closer == 0) {
            throw new MechanismException(beamLayer, line.source().describe() + ": both ends of the beam centre line "
                    + a + " and " + b + " are equally near the ROOT outline, so its root end is not clear; draw the"
                    + " line from where the beam leaves the fixed body to where the hook begins");
        }
        ExactPoint2 rootEnd = closer < 0 ? a : b;
        ExactPoint2 tipEnd = closer < 0 ? b : a;
        PawlOutlines o = outlines(file, key, layers, warnings);
        List<ExactPolygon2> shape = o.shape();
        Rational quarter = ExactMeasures.across(line.source(), beamLayer, name, rootEnd, tipEnd, shape, Rational.of(1, 4));
        Rational half = ExactMeasures.across(line.source(), beamLayer, name, rootEnd, tipEnd, shape, Rational.HALF);
        Rational l2 = tipEnd.subtract(rootEnd).dot(tipEnd.subtract(rootEnd));
        Rational h0 = quarter.add(quarter).subtract(half);
        Rational h1 = half.multiply(Rational.of(3)).subtract(quarter.add(quarter));
        if (h0.signum() <= 0 || h1.signum() <= 0) {
            throw new MechanismException(beamLayer, line.source().describe() + ": the outline of " + name + " is not a"
                    + " linearly tapered beam along " + beamLayer + " (thickness " + ExactMeasures.timesSqrt(quarter, l2) + " mm at 1/4"
                    + " and " + ExactMeasures.timesSqrt(half, l2) + " mm at 1/2 of its length extrapolate to a non-positive end"
                    + " thickness); give the thickness in the mechanism file or on the command line");
        }
        Optional<Rational> tip = quarter.equals(half) ? Optional.empty() : Optional.of(ExactMeasures.timesSqrt(h1, l2));
        ProfileLayout.BeamLine beam = new ProfileLayout.BeamLine(rootEnd, tipEnd, ExactMeasures.timesSqrt(h0, l2), tip,
                line.source());
        ExactPoint2 pivot = rootEnd.add(tipEnd.subtract(rootEnd).scale(Rational.ONE.subtract(Cantilever.GAMMA)));
        return new ProfileLayout.LayoutPawl(name, pivot, shape, line.source(), o.first(), Optional.of(beam));
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
            if (p.beam().isPresent()) {
                pawls.add(beamPawl(file, p, params));
                continue;
            }
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
     * The beam model of a pawl drawn with a centre line: the measured thickness unless the parameters override it,
     * the parameters' width and resin.
     *
     * @param file the drawing's name for messages
     * @param p the pawl
     * @param params the parameters
     * @return the cantilever
     * @throws MechanismException if the width or the resin is missing or the parameters do not make a resin
     */
    public static Cantilever cantilever(String file, ProfileLayout.LayoutPawl p, MechanismParameters params) {
        ProfileLayout.BeamLine line = p.beam().orElseThrow(() -> new IllegalArgumentException("pawl " + p.name()
                + " has no beam centre line"));
        BeamParameters bp = params.beams();
        Rational width = bp.widthFor(p.name()).orElseThrow(() -> new MechanismException("width", file + ": the beam"
                + " width of " + p.name() + " is not given: a drawing does not show the extent perpendicular to it; set"
                + " beam.width (or pawls[].beam.width) in the mechanism JSON, or the width in the parameters"));
        Material material;
        try {
            material = bp.resolveMaterial().orElseThrow(() -> new MechanismException("material", file + ": the resin"
                    + " of beam pawl " + p.name() + " is not given: set \"material\" in the mechanism JSON (a"
                    + " built-in name " + Materials.names() + " or {\"name\", \"modulus\", \"permissibleStrain\"}) or"
                    + " the material in the parameters"));
        } catch (MechanismException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new MechanismException("material", file + ": " + e.getMessage());
        }
        Optional<Rational> h = bp.thicknessFor(p.name());
        Optional<Rational> h1 = bp.tipThicknessFor(p.name());
        Rational root = h.orElse(line.thickness());
        Optional<Rational> tip = h.isPresent() || h1.isPresent() ? h1 : line.tipThickness();
        try {
            return new Cantilever(new Beam(line.root(), line.tip(), root, tip, width), material);
        } catch (IllegalArgumentException e) {
            throw new MechanismException("beam", line.source().describe() + ": pawl " + p.name() + ": "
                    + e.getMessage());
        }
    }

    private static Pawl beamPawl(String file, ProfileLayout.LayoutPawl p, MechanismParameters params) {
        if (params.stiffnessByPawl().containsKey(normaliseLayer(p.name()))) {
            throw new MechanismException("stiffness", file + ": a stiffness is given for " + normaliseLayer(p.name())
                    + ", but " + p.name() + " is drawn as a cantilever beam (" + p.beam().get().source().layer()
                    + "), whose stiffness comes from the beam model; change its thickness, width or material instead");
        }
        return Pawl.ofCantilever(p.name(), p.shape(), cantilever(file, p, params));
    }

    /**
     * Checks that every per-pawl parameter names a pawl of the layout, and that beam parameters meet a beam pawl.
     *
     * @param layout the layout
     * @param params the parameters
     * @throws MechanismException if a per-pawl stiffness, width or thickness names no pawl layer (in either
     *     spelling), a width or thickness names a pawl that is not drawn as a beam, or beam parameters are given for a
     *     drawing without any {@code BEAM-n} layer
     */
    public static void checkStiffnessKeys(ProfileLayout layout, MechanismParameters params) {
        String file = layout.file();
        List<String> names = layout.pawls().stream().map(ProfileLayout.LayoutPawl::name).toList();
        for (String k : params.stiffnessByPawl().keySet()) {
            boolean known = layout.pawls().stream().anyMatch(p -> normaliseLayer(p.name()).equals(k));
            if (!known) {
                throw new MechanismException("stiffness", file + ": stiffness given for " + k + ", but the drawing has"
                        + " no such pawl layer (pawls: " + names + ")");
            }
        }
        BeamParameters b = params.beams();
        java.util.Map<String, String> keys = new java.util.LinkedHashMap<>();
        b.widthByPawl().keySet().forEach(k -> keys.put(k, "width"));
        b.thicknessByPawl().keySet().forEach(k -> keys.put(k, "thickness"));
        b.tipThicknessByPawl().keySet().forEach(k -> keys.put(k, "tip thickness"));
        for (Map.Entry<String, String> e : keys.entrySet()) {
            Optional<ProfileLayout.LayoutPawl> p = layout.pawls().stream()
                    .filter(x -> normaliseLayer(x.name()).equals(e.getKey())).findFirst();
            if (p.isEmpty() || p.get().beam().isEmpty()) {
                throw new MechanismException(e.getValue(), file + ": beam " + e.getValue() + " given for "
                        + e.getKey() + ", but " + (p.isEmpty() ? "the drawing has no such pawl layer (pawls: " + names
                        + ")" : p.get().name() + " has no beam centre line (draw it on layer BEAM-"
                        + e.getKey().substring("PAWL-".length()) + ")"));
            }
        }
        if (!b.isEmpty() && layout.pawls().stream().allMatch(x -> x.beam().isEmpty())) {
            throw new MechanismException("beam", file + ": beam parameters (width, thickness or material) are given,"
                    + " but no pawl of the drawing has a beam centre line; draw one on layer BEAM-n for pawl PAWL-n");
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
        Optional<Rational> len = ExactMeasures.exactSqrt(vec.dot(vec));
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
}
