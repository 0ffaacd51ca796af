package org.snapfit.analysis.report;

import java.util.List;
import java.util.Objects;
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
 */
public record MechanismView(String name, String source, String friction, Vec2 velocity, String travel,
        List<PawlView> pawls, List<BodyView> obstacles, List<List<Vec2>> root, List<String> importNotes) {

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
     * @throws IllegalArgumentException if a field breaks its rule; the message names it
     */
    public MechanismView {
        Checks.notBlank("name", name);
        Checks.notBlank("source", source);
        Checks.notBlank("friction", friction);
        Objects.requireNonNull(velocity, "velocity");
        if (velocity.norm() == 0) {
            throw new IllegalArgumentException("velocity = " + velocity + "; the root must move");
        }
        Checks.notBlank("travel", travel);
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
    }

    /**
     * One pawl for drawing: name, hinge, stiffness and outline at rest (world coordinates at t = 0).
     *
     * @param name the pawl name
     * @param hinge the hinge at t = 0, mm
     * @param stiffness κ, N·mm/rad
     * @param shape simple polygons whose union is the pawl
     */
    public record PawlView(String name, Vec2 hinge, double stiffness, List<List<Vec2>> shape) {

        /**
         * Validates and copies.
         *
         * @param name the name, not blank
         * @param hinge the hinge
         * @param stiffness κ, finite and &gt; 0
         * @param shape the polygons
         * @throws IllegalArgumentException if a field breaks its rule; the message names it
         */
        public PawlView {
            Checks.notBlank("name", name);
            Objects.requireNonNull(hinge, "hinge");
            if (!(stiffness > 0) || Double.isInfinite(stiffness)) {
                throw new IllegalArgumentException("stiffness = " + stiffness + " for pawl \"" + name
                        + "\"; it must be finite and > 0");
            }
            shape = shape.stream().map(List::copyOf).toList();
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
            Checks.notBlank("name", name);
            shape = shape.stream().map(List::copyOf).toList();
        }
    }
}
