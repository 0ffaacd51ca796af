package org.snapfit.core.curve;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.check.Require;
import org.snapfit.core.geom.ExactPoint2;

/**
 * The rules by which a curve becomes an exact polygon within a chord tolerance, shared by every reader that
 * polygonises (DXF curves, sections of STEP faces). Immutable and thread-safe; the polygons it helps to build are
 * <b>Approximate</b> within the tolerance, their vertices exact rationals.
 *
 * <p>Budget: the chord (sagitta) error of a segment is kept at most half the tolerance; a vertex that is not exact
 * in the data is computed in floating point and rounded to a dyadic grid of step at most
 * {@code tolerance / GRID_DIVISOR} (so the rounding moves it by less than tolerance/90). Chord error plus rounding
 * stay below the tolerance. Vertices that are exact in the data are kept as they are.
 */
public final class ChordRule {

    /** The rounding grid is at most the tolerance divided by this (dimensionless). */
    public static final double GRID_DIVISOR = 64;

    /** The largest number of segments one curve may need before the polygoniser gives up (dimensionless). */
    public static final int MAX_SEGMENTS = 1 << 20;

    /** The largest angle one segment of an arc may subtend, in radians (keeps coarse arcs recognisable). */
    public static final double MAX_SEGMENT_ANGLE_RAD = Math.PI / 4;

    /** Magnitude below which {@link Math#rint} of a double is an exact integer that fits a long: 2^62. */
    private static final double LONG_SAFE = 0x1p62;

    private final double tolerance;
    private final double grid;
    private final Rational gridExact;

    private ChordRule(double tolerance) {
        this.tolerance = tolerance;
        this.grid = Math.pow(2, Math.floor(Math.log(tolerance / GRID_DIVISOR) / Math.log(2)));
        this.gridExact = Rational.fromDouble(grid);
    }

    /**
     * The rule for a chord tolerance.
     *
     * @param tolerance the chord tolerance in the curve's units (mm), finite and {@code > 0}
     * @return the rule
     * @throws IllegalArgumentException if the tolerance is not finite and positive
     */
    public static ChordRule of(double tolerance) {
        Require.positive("chord tolerance (mm)", tolerance);
        return new ChordRule(tolerance);
    }

    /**
     * The chord tolerance.
     *
     * @return the tolerance (mm)
     */
    public double tolerance() {
        return tolerance;
    }

    /**
     * The rounding grid step, a power of two at most {@code tolerance / GRID_DIVISOR}.
     *
     * @return the step (mm)
     */
    public double grid() {
        return grid;
    }

    /**
     * Rounds a floating point to the grid (each coordinate to the nearest grid multiple, ties to even).
     *
     * @param x the x coordinate
     * @param y the y coordinate
     * @return the exact grid point
     */
    public ExactPoint2 round(double x, double y) {
        return new ExactPoint2(round(x), round(y));
    }

    /**
     * Rounds one coordinate to the grid.
     *
     * @param v the coordinate
     * @return the nearest grid multiple (ties to even), exactly
     */
    public Rational round(double v) {
        return Rational.of(nearestInteger(v / grid)).multiply(gridExact);
    }

    /**
     * The integer nearest to q, ties to even: {@link Math#rint} (exact and ties-to-even by its contract) when |q| is
     * below 2^62, else the exact decimal expansion rounded with {@link RoundingMode#HALF_EVEN}.
     *
     * @param q a finite double
     * @return the nearest integer
     */
    public static BigInteger nearestInteger(double q) {
        if (Math.abs(q) < LONG_SAFE) {
            return BigInteger.valueOf((long) Math.rint(q));
        }
        return new BigDecimal(q).setScale(0, RoundingMode.HALF_EVEN).toBigInteger();
    }

    /**
     * The number of equal segments for an arc of a circle so that the sagitta r(1 − cos(δ/2)) is at most half the
     * tolerance and no segment subtends more than {@link #MAX_SEGMENT_ANGLE_RAD}.
     *
     * @param radius the radius (mm), {@code > 0}
     * @param sweepRad the swept angle (radians, either sign)
     * @return the segment count, at least 1
     * @throws TooFineException if more than {@link #MAX_SEGMENTS} segments would be needed
     */
    public int arcSegments(double radius, double sweepRad) {
        double ratio = tolerance / (2 * radius);
        double maxAngle = ratio >= 1 ? MAX_SEGMENT_ANGLE_RAD : Math.min(MAX_SEGMENT_ANGLE_RAD, 2 * Math.acos(1 - ratio));
        return count(Math.abs(sweepRad) / maxAngle);
    }

    /**
     * The number of equal parameter steps for a curve piece whose second derivative is bounded, so that the chord
     * error h²·max|c''|/8 is at most half the tolerance and no step exceeds {@code maxStep}.
     *
     * @param span the parameter span (either sign)
     * @param secondDerivativeBound an upper bound of |c''| on the piece (mm per parameter unit squared), {@code >= 0}
     * @param maxStep the largest parameter step allowed, {@code > 0}
     * @return the step count, at least 1
     * @throws TooFineException if more than {@link #MAX_SEGMENTS} steps would be needed
     */
    public int parameterSteps(double span, double secondDerivativeBound, double maxStep) {
        double h = secondDerivativeBound > 0 ? Math.min(maxStep, Math.sqrt(4 * tolerance / secondDerivativeBound)) : maxStep;
        return count(Math.abs(span) / h);
    }

    private static int count(double n) {
        double c = Math.ceil(n);
        if (!(c <= MAX_SEGMENTS)) {
            throw new TooFineException(c);
        }
        return Math.max(1, (int) c);
    }

    /** A curve would need more than {@link #MAX_SEGMENTS} segments at the requested tolerance. */
    public static final class TooFineException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        /** The number of segments needed (may be infinite or NaN for degenerate input). */
        private final double segments;

        /**
         * Creates the exception.
         *
         * @param segments the number of segments needed
         */
        public TooFineException(double segments) {
            super("needs " + segments + " segments (more than " + MAX_SEGMENTS + ")");
            this.segments = segments;
        }

        /**
         * The number of segments the curve would need.
         *
         * @return the count
         */
        public double segments() {
            return segments;
        }
    }
}
