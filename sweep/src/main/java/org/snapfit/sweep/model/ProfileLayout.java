package org.snapfit.sweep.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.body.ProfileSource;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;

/**
 * What a drawing holds by the layer convention of docs/formats/dxf-layers.md, before physical parameters are added: pawls with
 * their hinges (or beam centre lines), obstacles, the root outline and the DIRECTION line. Immutable, exact (outlines polygonised from
 * curves are flagged).
 *
 * @param file the drawing's file name
 * @param pawls the pawls, ordered by layer name
 * @param obstacles the obstacles, one per OBSTACLE layer
 * @param rootShape the ROOT outlines (for drawing only)
 * @param direction the DIRECTION line, if any
 * @param approximated whether any outline used was polygonised from a curve
 * @param warnings allowed but noteworthy findings, each naming file, line, entity and layer
 */
public record ProfileLayout(String file, List<LayoutPawl> pawls, List<Obstacle> obstacles, List<ExactPolygon2> rootShape,
        Optional<DirectionLine> direction, boolean approximated, List<String> warnings) {

    /**
     * Freezes the lists.
     *
     * @param file the file
     * @param pawls the pawls
     * @param obstacles the obstacles
     * @param rootShape the root outlines
     * @param direction the direction line
     * @param approximated whether curves were polygonised
     * @param warnings the warnings
     * @throws NullPointerException if an argument is null
     */
    public ProfileLayout {
        Objects.requireNonNull(file, "file");
        pawls = List.copyOf(pawls);
        obstacles = List.copyOf(obstacles);
        rootShape = List.copyOf(rootShape);
        Objects.requireNonNull(direction, "direction");
        warnings = List.copyOf(warnings);
    }

    /**
     * A pawl found in the drawing.
     *
     * @param name the pawl name: its layer name as spelled in the file
     * @param hinge the hinge (a POINT or the centre of a small CIRCLE on the matching HINGE layer), or for a pawl
     *     drawn with a beam centre line the pseudo-rigid-body pivot, (1 − γ)·L from the root
     * @param shape the pawl's closed outlines
     * @param hingeSource where the hinge came from (the centre line for a beam pawl)
     * @param shapeSource where the first outline came from
     * @param beam the beam's centre line and the thickness measured on the outline, for a pawl drawn with a
     *     {@code BEAM-n} layer
     */
    public record LayoutPawl(String name, ExactPoint2 hinge, List<ExactPolygon2> shape, ProfileSource hingeSource,
            ProfileSource shapeSource, Optional<BeamLine> beam) {

        /**
         * Freezes the shape.
         *
         * @param name the name
         * @param hinge the hinge
         * @param shape the outlines
         * @param hingeSource the hinge source
         * @param shapeSource the outline source
         * @param beam the beam line, if any
         * @throws NullPointerException if an argument is null
         */
        public LayoutPawl {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(hinge, "hinge");
            shape = List.copyOf(shape);
            Objects.requireNonNull(hingeSource, "hingeSource");
            Objects.requireNonNull(shapeSource, "shapeSource");
            Objects.requireNonNull(beam, "beam");
        }

        /**
         * A pawl with a hinge (no beam).
         *
         * @param name the name
         * @param hinge the hinge
         * @param shape the outlines
         * @param hingeSource the hinge source
         * @param shapeSource the outline source
         * @throws NullPointerException if an argument is null
         */
        public LayoutPawl(String name, ExactPoint2 hinge, List<ExactPolygon2> shape, ProfileSource hingeSource,
                ProfileSource shapeSource) {
            this(name, hinge, shape, hingeSource, shapeSource, Optional.empty());
        }
    }

    /**
     * A beam's centre line found on a {@code BEAM-n} layer, oriented from the root (the end nearer the ROOT outline)
     * to the tip, with the thickness measured across the pawl's outline perpendicular to it.
     *
     * <p>The thickness is measured at 1/4 and 1/2 of the length, clear of the root's junction and of the hook, and
     * extrapolated linearly to the root and the tip: equal measures give a constant section, different ones a linear
     * taper. The measure is exact relative to L (a rational multiple of L); when L is irrational the thickness is
     * rounded to {@value Cantilever#STIFFNESS_DIGITS} significant digits.
     *
     * @param root the root end
     * @param tip the tip end
     * @param thickness the measured root thickness, mm
     * @param tipThickness the measured tip thickness when it differs (a taper), mm
     * @param source the LINE entity
     */
    public record BeamLine(ExactPoint2 root, ExactPoint2 tip, Rational thickness, Optional<Rational> tipThickness,
            ProfileSource source) {

        /**
         * Validates.
         *
         * @param root the root end
         * @param tip the tip end
         * @param thickness the root thickness
         * @param tipThickness the tip thickness, if tapered
         * @param source the entity
         * @throws NullPointerException if an argument is null
         */
        public BeamLine {
            Objects.requireNonNull(root, "root");
            Objects.requireNonNull(tip, "tip");
            Objects.requireNonNull(thickness, "thickness");
            Objects.requireNonNull(tipThickness, "tipThickness");
            Objects.requireNonNull(source, "source");
        }
    }

    /**
     * The DIRECTION line: velocity × travel, from its start to its end.
     *
     * @param start the start point
     * @param end the end point
     * @param source where it came from
     */
    public record DirectionLine(ExactPoint2 start, ExactPoint2 end, ProfileSource source) {

        /**
         * Validates.
         *
         * @param start the start
         * @param end the end
         * @param source the source
         * @throws NullPointerException if an argument is null
         */
        public DirectionLine {
            Objects.requireNonNull(start, "start");
            Objects.requireNonNull(end, "end");
            Objects.requireNonNull(source, "source");
        }

        /**
         * The vector from start to end (velocity × travel).
         *
         * @return end − start
         */
        public ExactPoint2 vector() {
            return end.subtract(start);
        }
    }
}
