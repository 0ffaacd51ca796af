package org.snapfit.core.body;

import java.util.List;

/**
 * The parameter region of a trimmed face: the image in (u, v) of its boundary loops, as polygons through the
 * boundary's quadrature nodes (every edge inverted onto the surface, unwrapped across the period of a periodic
 * surface), and a point-membership test on it. Made by {@link FaceIntegrator#domain(Face)}.
 *
 * <p>Membership: a face whose boundary is the border of the surface's parameter domain, or that has no edge loop,
 * is the whole box; a face whose loops wind around the u period (a cap on a sphere bounded by one circle) contains
 * the points between its loops and the pole on the face's side (vertical ray parity); otherwise the even–odd rule
 * against the polygons, the point shifted by ±1 period in u and in v on periodic surfaces (a torus face may cross
 * either seam; its polygon is unwrapped along the loop). Approximate: the polygons are chords
 * of the true boundary between nodes ({@link FaceIntegrator#NODES} per edge piece), so a point within the chord
 * sag of the boundary may be classified either way. Immutable.
 */
public final class FaceDomain {

    private final List<double[][]> polygons;
    private final double period;
    private final double vPeriod;
    private final boolean whole;
    private final boolean wrapped;
    private final boolean upperSide;
    private final double uMin;
    private final double uMax;
    private final double vMin;
    private final double vMax;

    FaceDomain(List<double[][]> polygons, double period, double vPeriod, boolean whole, boolean wrapped, boolean upperSide,
            double[] box) {
        this.polygons = List.copyOf(polygons);
        this.period = period;
        this.vPeriod = vPeriod;
        this.whole = whole;
        this.wrapped = wrapped;
        this.upperSide = upperSide;
        this.uMin = box[0];
        this.uMax = box[1];
        this.vMin = box[2];
        this.vMax = box[3];
    }

    /**
     * Smallest u of the face's parameter box.
     *
     * @return the lower u bound (unwrapped: may lie below the surface's uMin on a periodic surface)
     */
    public double uMin() {
        return uMin;
    }

    /**
     * Largest u of the face's parameter box.
     *
     * @return the upper u bound
     */
    public double uMax() {
        return uMax;
    }

    /**
     * Smallest v of the face's parameter box.
     *
     * @return the lower v bound
     */
    public double vMin() {
        return vMin;
    }

    /**
     * Largest v of the face's parameter box.
     *
     * @return the upper v bound
     */
    public double vMax() {
        return vMax;
    }

    /**
     * Whether the face covers its whole parameter box (no trimming inside the box).
     *
     * @return true for an untrimmed face
     */
    public boolean whole() {
        return whole;
    }

    /**
     * The boundary polygons in (u, v), one per loop with edges.
     *
     * @return the polygons, each an array of {u, v} nodes (not to be modified)
     */
    public List<double[][]> polygons() {
        return polygons;
    }

    /**
     * Whether (u, v) lies in the face's parameter region.
     *
     * @param u the first parameter (any representative of a periodic u)
     * @param v the second parameter
     * @return true inside (see the class comment for the rules and their accuracy)
     */
    public boolean contains(double u, double v) {
        if (whole) {
            return shiftInto(u) >= uMin && shiftInto(u) <= uMax && v >= vMin && v <= vMax;
        }
        if (wrapped) {
            int crossings = 0;
            for (double[][] poly : polygons) {
                int n = poly.length;
                for (int a = 0, b = n - 1; a < n; b = a++) {
                    double[] pa = poly[a];
                    double[] pb = poly[b];
                    if (period > 0 && Math.abs(pa[0] - pb[0]) > period / 2) {
                        continue;
                    }
                    double lo = Math.min(pa[0], pb[0]);
                    double hi = Math.max(pa[0], pb[0]);
                    double uu = lo + ((u - lo) % period + period) % period;
                    if (uu >= lo && uu < hi) {
                        double vc = pa[1] + (pb[1] - pa[1]) * (uu - pa[0]) / (pb[0] - pa[0]);
                        if (vc > v) {
                            crossings++;
                        }
                    }
                }
            }
            return upperSide == (crossings % 2 == 0);
        }
        int vShifts = vPeriod > 0 ? 1 : 0;
        for (int vs = -vShifts; vs <= vShifts; vs++) {
            if (evenOdd(u, v + vs * vPeriod)) {
                return true;
            }
        }
        return false;
    }

    private boolean evenOdd(double u, double v) {
        for (int shift = -1; shift <= 1; shift++) {
            double uu = u + shift * period;
            boolean in = false;
            for (double[][] poly : polygons) {
                int n = poly.length;
                for (int a = 0, b = n - 1; a < n; b = a++) {
                    double[] pa = poly[a];
                    double[] pb = poly[b];
                    if ((pa[1] > v) != (pb[1] > v)
                            && uu < (pb[0] - pa[0]) * (v - pa[1]) / (pb[1] - pa[1]) + pa[0]) {
                        in = !in;
                    }
                }
            }
            if (in) {
                return true;
            }
            if (period <= 0) {
                break;
            }
        }
        return false;
    }

    private double shiftInto(double u) {
        if (period <= 0 || (u >= uMin && u <= uMax)) {
            return u;
        }
        return uMin + ((u - uMin) % period + period) % period;
    }
}
