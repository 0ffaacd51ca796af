package org.snapfit.impulse.engine.sim;

import java.util.function.IntToDoubleFunction;
import org.snapfit.impulse.sim.HandPolyline;

/**
 * Walking a polyline by arc length, shared by the planar ({@link HandPolyline}) and the spatial ({@link SiSpatialHand})
 * hand: which segment a distance s from the first point falls in, and how far into it. Segment i joins points i − 1
 * and i (i ≥ 1); the distances are subtracted one segment at a time, in order. Stateless.
 */
public final class PolylineWalk {

    private PolylineWalk() {
    }

    /**
     * The segment holding the distance s.
     *
     * @param points the number of points, {@code >= 2}
     * @param length the length of segment i (i from 1)
     * @param s the distance from the first point, {@code >= 0}
     * @param closedEnd whether a distance at a segment's end belongs to it (positions) rather than to the next
     *     (velocities)
     * @return the segment's index i &ge; 1, or 0 past the end of the last one
     */
    public static int segment(int points, IntToDoubleFunction length, double s, boolean closedEnd) {
        double rest = s;
        for (int i = 1; i < points; i++) {
            double l = length.applyAsDouble(i);
            if (closedEnd ? rest <= l : rest < l) {
                return i;
            }
            rest -= l;
        }
        return 0;
    }

    /**
     * How far into segment i the distance s lies: s minus the lengths of segments 1 … i − 1, subtracted in order.
     *
     * @param length the length of segment k (k from 1)
     * @param s the distance from the first point
     * @param i the segment, from {@link #segment}
     * @return the distance from point i − 1
     */
    public static double into(IntToDoubleFunction length, double s, int i) {
        double rest = s;
        for (int k = 1; k < i; k++) {
            rest -= length.applyAsDouble(k);
        }
        return rest;
    }
}
