package org.snapfit.core.section;

import java.util.ArrayList;
import java.util.List;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.ParametricSurface;

/**
 * Where on a surface with derivative bounds ({@link DerivativeBounds}: tori, surfaces of revolution, offsets of
 * B-spline surfaces) the cutting plane may pass: the parameter box is halved alternately in u and v, and a cell is
 * dropped when the enclosure h(c) ± (|n̂·S_u|max·Δu/2 + |n̂·S_v|max·Δv/2) of the plane's signed distance h over it
 * (mean value theorem, c the cell's centre, the maxima over the cell) excludes zero. The cells left after {@link #LEVELS} halvings per
 * direction are the only places where the section can lie: every point of plane ∩ surface, and so every closed
 * section curve however small, is in one of them. Certified up to the rounding of h(c), which
 * {@link PlaneSignCells#SIGN_SLACK} covers; engine-internal.
 */
final class EnclosureCells {

    /** Halvings per direction of the parameter box (dimensionless): cells of 1/512 of each side. */
    static final int LEVELS = 9;

    private final ParametricSurface s;
    private final DerivativeBounds bounds;
    private final CutFrame f;
    private final double slack;
    private final List<double[]> centres = new ArrayList<>();
    private boolean complete = true;

    private EnclosureCells(ParametricSurface s, DerivativeBounds bounds, CutFrame f, double slack) {
        this.s = s;
        this.bounds = bounds;
        this.f = f;
        this.slack = slack;
    }

    /**
     * The cells of a surface where the plane may pass, or null if its parameter box is not finite (the caller then
     * searches otherwise).
     *
     * @param s the surface
     * @param bounds its derivative bounds
     * @param f the plane
     * @param size the body's size (mm), for the slack
     * @return the cells, or null
     */
    static PlaneSignCells.Result of(ParametricSurface s, DerivativeBounds bounds, CutFrame f, double size) {
        double u0 = s.uMin();
        double u1 = s.uMax();
        double v0 = s.vMin();
        double v1 = s.vMax();
        if (!Double.isFinite(u0) || !Double.isFinite(u1) || !Double.isFinite(v0) || !Double.isFinite(v1)
                || !(u0 < u1) || !(v0 < v1)) {
            return null;
        }
        EnclosureCells cells = new EnclosureCells(s, bounds, f, PlaneSignCells.SIGN_SLACK * size);
        cells.split(u0, u1, v0, v1, 0);
        return new PlaneSignCells.Result(List.copyOf(cells.centres), cells.complete);
    }

    private void split(double u0, double u1, double v0, double v1, int depth) {
        if (!complete) {
            return;
        }
        double um = (u0 + u1) / 2;
        double vm = (v0 + v1) / 2;
        Vec3 n = f.normal();
        DerivativeBounds.Bounds k = bounds.over(u0, u1, v0, v1, n);
        double h = f.distance(s.point(um, vm));
        double reach = Math.max(Math.abs(k.suMin()), Math.abs(k.suMax())) * (u1 - u0) / 2
                + Math.max(Math.abs(k.svMin()), Math.abs(k.svMax())) * (v1 - v0) / 2;
        if (Math.abs(h) > reach * (1 + CurveBounds.ROUNDING) + slack) {
            return;
        }
        if (depth >= 2 * LEVELS) {
            if (centres.size() >= PlaneSignCells.MAX_CELLS) {
                complete = false;
                return;
            }
            centres.add(new double[] {um, vm});
            return;
        }
        if (depth % 2 == 0) {
            split(u0, um, v0, v1, depth + 1);
            split(um, u1, v0, v1, depth + 1);
        } else {
            split(u0, u1, v0, vm, depth + 1);
            split(u0, u1, vm, v1, depth + 1);
        }
    }
}
