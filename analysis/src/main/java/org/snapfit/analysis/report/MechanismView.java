package org.snapfit.analysis.report;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.check.Require;
import org.snapfit.core.geom.Vec2;

/**
 * The mechanism as the report shows it: names, parameters as exact text, and the geometry as doubles for drawing.
 * Immutable; the geometry is Approximate (doubles of the exact input), the texts are Exact.
 *
 * @param name the mechanism name
 * @param source the input file name (for the report header)
 * @param friction μ as exact text
 * @param velocity the root velocity, mm/s
 * @param travel the insertion travel in time units as exact text (t ∈ [0, travel])
 * @param pawls the pawls in the mechanism's order
 * @param obstacles the fixed bodies
 * @param root the root's own outline (drawing only), possibly empty
 * @param importNotes remarks of the importer (polygonised arcs, chained loops, unit conversion)
 * @param sourceKind what the source is, in words (e.g. {@code mechanism file}, {@code DXF drawing})
 * @param units the units of the input as read, in words (e.g. {@code mm}, {@code inch, converted to mm})
 */
public record MechanismView(String name, String source, String friction, Vec2 velocity, String travel,
        List<PawlView> pawls, List<BodyView> obstacles, List<List<Vec2>> root, List<String> importNotes,
        String sourceKind, String units) {

    /**
     * Validates and copies.
     *
     * @param name the name, not blank
     * @param source the source file name, not blank
     * @param friction μ text, not blank
     * @param velocity the velocity, not zero
     * @param travel the travel text, not blank
     * @param pawls at least one pawl, distinct names
     * @param obstacles the obstacles
     * @param root the root outline polygons
     * @param importNotes importer remarks
     * @param sourceKind the source kind in words, not blank
     * @param units the input units in words, not blank
     * @throws IllegalArgumentException if a field breaks its rule; the message names it
     */
    public MechanismView {
        Require.notBlank("name", name);
        Require.notBlank("source", source);
        Require.notBlank("friction", friction);
        Objects.requireNonNull(velocity, "velocity");
        if (velocity.norm() == 0) {
            throw new IllegalArgumentException("velocity = " + velocity + "; the root must move");
        }
        Require.notBlank("travel", travel);
        pawls = List.copyOf(pawls);
        if (pawls.isEmpty()) {
            throw new IllegalArgumentException("pawls = []; a mechanism has at least one pawl");
        }
        if (pawls.stream().map(PawlView::name).distinct().count() != pawls.size()) {
            throw new IllegalArgumentException("pawls = " + pawls.stream().map(PawlView::name).toList()
                    + "; pawl names must be distinct");
        }
        obstacles = List.copyOf(obstacles);
        root = root.stream().map(List::copyOf).toList();
        importNotes = List.copyOf(importNotes);
        Require.notBlank("sourceKind", sourceKind);
        Require.notBlank("units", units);
    }

    /**
     * A view of a mechanism file in millimetres.
     *
     * @param name the name, not blank
     * @param source the source file name, not blank
     * @param friction μ text, not blank
     * @param velocity the velocity, not zero
     * @param travel the travel text, not blank
     * @param pawls at least one pawl, distinct names
     * @param obstacles the obstacles
     * @param root the root outline polygons
     * @param importNotes importer remarks
     * @throws IllegalArgumentException if a field breaks its rule; the message names it
     */
    public MechanismView(String name, String source, String friction, Vec2 velocity, String travel,
            List<PawlView> pawls, List<BodyView> obstacles, List<List<Vec2>> root, List<String> importNotes) {
        this(name, source, friction, velocity, travel, pawls, obstacles, root, importNotes, "mechanism", "mm");
    }

    /**
     * The insertion travel in mm, |velocity|·travel.
     *
     * @return the distance, mm
     */
    public double travelMm() {
        return velocity.norm() * org.snapfit.algebra.number.Rational.parse(travel).doubleValue();
    }

    /**
     * One pawl for drawing: name, hinge, stiffness and outline at rest (world coordinates at t = 0).
     *
     * @param name the pawl name
     * @param hinge the hinge at t = 0, mm
     * @param stiffness κ, N·mm/rad
     * @param shape simple polygons whose union is the pawl
     * @param hingeExact the hinge's exact coordinates as text, {@code [x, y]}
     * @param stiffnessExact κ as exact text
     * @param beam the beam model, for a pawl given as a cantilever beam
     */
    public record PawlView(String name, Vec2 hinge, double stiffness, List<List<Vec2>> shape,
            List<String> hingeExact, String stiffnessExact, Optional<BeamView> beam) {

        /**
         * Validates and copies.
         *
         * @param name the name, not blank
         * @param hinge the hinge
         * @param stiffness κ, finite and &gt; 0
         * @param shape the polygons
         * @param hingeExact the exact hinge, two texts
         * @param stiffnessExact the exact κ, not blank
         * @param beam the beam model, if any
         * @throws IllegalArgumentException if a field breaks its rule; the message names it
         */
        public PawlView {
            Require.notBlank("name", name);
            Objects.requireNonNull(hinge, "hinge");
            Require.positive("stiffness of pawl \"" + name + "\"", stiffness);
            shape = shape.stream().map(List::copyOf).toList();
            hingeExact = List.copyOf(hingeExact);
            if (hingeExact.size() != 2) {
                throw new IllegalArgumentException("hingeExact = " + hingeExact + "; a hinge has two coordinates");
            }
            Require.notBlank("stiffnessExact", stiffnessExact);
            Objects.requireNonNull(beam, "beam");
        }

        /**
         * A pawl on a spring (no beam), its exact values the doubles' shortest texts.
         *
         * @param name the name, not blank
         * @param hinge the hinge
         * @param stiffness κ, finite and &gt; 0
         * @param shape the polygons
         * @throws IllegalArgumentException if a field breaks its rule; the message names it
         */
        public PawlView(String name, Vec2 hinge, double stiffness, List<List<Vec2>> shape) {
            this(name, hinge, stiffness, shape, List.of(Texts.exactDouble(hinge.x()), Texts.exactDouble(hinge.y())),
                    Texts.exactDouble(stiffness), Optional.empty());
        }
    }

    /**
     * A cantilever pawl's beam and resin and the pseudo-rigid-body model made of them (see {@code sweep}'s
     * {@code Cantilever}). Exact values are texts (rationals, or κ rounded as {@code stiffnessExact} says); the
     * centre line is given in doubles for drawing.
     *
     * @param root the centre line's root end, mm (drawing)
     * @param tip the centre line's tip end, mm (drawing)
     * @param length L, mm
     * @param thickness h at the root, mm (exact text)
     * @param tipThickness h₁ at the tip of a tapered beam, mm (exact text)
     * @param width b, mm (exact text)
     * @param material the resin's name
     * @param materialSource the citation of the resin's values (empty for the user's own)
     * @param modulus E, MPa (exact text)
     * @param permissibleStrain ε_perm, a fraction (exact text)
     * @param gamma γ (exact text, 17/20)
     * @param stiffnessCoefficient K_Θ (exact text, 53/20)
     * @param taperFactor K (1 for a constant section)
     * @param secondMomentOfArea I = b·h³/12 of the root section, mm⁴ (exact text)
     * @param pivot the model's pivot, exact texts {@code [x, y]}
     * @param stiffness κ, N·mm/rad (exact text)
     * @param stiffnessExact whether κ is exact (else rounded to 12 significant digits)
     */
    public record BeamView(Vec2 root, Vec2 tip, double length, String thickness, Optional<String> tipThickness,
            String width, String material, String materialSource, String modulus, String permissibleStrain,
            String gamma, String stiffnessCoefficient, double taperFactor, String secondMomentOfArea,
            List<String> pivot, String stiffness, boolean stiffnessExact) {

        /**
         * Validates and copies.
         *
         * @param root the root end
         * @param tip the tip end
         * @param length L &gt; 0
         * @param thickness h
         * @param tipThickness h₁, if tapered
         * @param width b
         * @param material the resin name
         * @param materialSource the citation
         * @param modulus E
         * @param permissibleStrain ε_perm
         * @param gamma γ
         * @param stiffnessCoefficient K_Θ
         * @param taperFactor K &gt; 0
         * @param secondMomentOfArea I
         * @param pivot the pivot, two texts
         * @param stiffness κ
         * @param stiffnessExact whether κ is exact
         * @throws IllegalArgumentException if a field breaks its rule; the message names it
         */
        public BeamView {
            Objects.requireNonNull(root, "root");
            Objects.requireNonNull(tip, "tip");
            if (!(length > 0) || Double.isInfinite(length)) {
                throw new IllegalArgumentException("length = " + length + "; a beam's length is finite and > 0");
            }
            Require.notBlank("thickness", thickness);
            Objects.requireNonNull(tipThickness, "tipThickness");
            Require.notBlank("width", width);
            Require.notBlank("material", material);
            Objects.requireNonNull(materialSource, "materialSource");
            Require.notBlank("modulus", modulus);
            Require.notBlank("permissibleStrain", permissibleStrain);
            Require.notBlank("gamma", gamma);
            Require.notBlank("stiffnessCoefficient", stiffnessCoefficient);
            if (!(taperFactor > 0) || Double.isInfinite(taperFactor)) {
                throw new IllegalArgumentException("taperFactor = " + taperFactor + "; it is finite and > 0");
            }
            Require.notBlank("secondMomentOfArea", secondMomentOfArea);
            pivot = List.copyOf(pivot);
            Require.notBlank("stiffness", stiffness);
        }
    }

    /**
     * A fixed body for drawing.
     *
     * @param name the body name
     * @param shape simple polygons whose union is the body
     */
    public record BodyView(String name, List<List<Vec2>> shape) {

        /**
         * Validates and copies.
         *
         * @param name the name, not blank
         * @param shape the polygons
         * @throws IllegalArgumentException if the name is blank
         */
        public BodyView {
            Require.notBlank("name", name);
            shape = shape.stream().map(List::copyOf).toList();
        }
    }
}
