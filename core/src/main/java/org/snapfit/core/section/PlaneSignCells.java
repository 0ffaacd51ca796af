package org.snapfit.core.section;

import java.util.ArrayList;
import java.util.List;
import org.snapfit.core.curve.BSplineBasis;
import org.snapfit.core.surface.BSplineSurface;

/**
 * Where on a B-spline surface the cutting plane may pass: the signed distance h(u, v) = n̂·(S(u, v) − o) has the
 * sign of the polynomial tensor-product B-spline H = Σ N_i(u) M_j(v) w_ij n̂·(P_ij − o) (H = h·W with the positive
 * denominator W = Σ N_i M_j w_ij, so rational surfaces too). H is split into Bézier patches (knot insertion to full
 * multiplicity) and each patch is halved by de Casteljau, alternately in u and v; by the convex-hull property a cell
 * whose Bézier coefficients all have one sign (beyond {@link #SIGN_SLACK} of the largest) holds no point of the
 * plane and is dropped. The cells left after {@link #LEVELS} halvings per direction and span are the only places
 * where the section can lie: every point of plane ∩ surface, and so every closed section curve however small, is in
 * one of them. Certified up to the floating-point rounding of the coefficients, which the slack covers; engine-internal.
 */
final class PlaneSignCells {

    /** Halvings per direction of each Bézier patch (dimensionless): cells of 1/256 of a knot span. */
    static final int LEVELS = 8;

    /** Largest number of undecided cells kept (dimensionless); beyond it the search is reported incomplete. */
    static final int MAX_CELLS = 20_000;

    /**
     * A coefficient within this fraction of the largest coefficient magnitude (plus the body's size) counts as zero
     * (dimensionless): the rounding of w·n̂·(P − o) and of the subdivision stays far below it.
     */
    static final double SIGN_SLACK = 1e-12;

    /**
     * The undecided cells.
     *
     * @param centres each cell's centre (u, v)
     * @param complete false if {@link #MAX_CELLS} was reached (cells beyond it were not examined)
     */
    record Result(List<double[]> centres, boolean complete) {
    }

    private final List<double[]> centres = new ArrayList<>();
    private final double slack;
    private boolean complete = true;

    private PlaneSignCells(double slack) {
        this.slack = slack;
    }

    /**
     * The cells of a surface where the plane may pass, or null if the Bézier nets cannot be extracted (the
     * caller then searches otherwise).
     *
     * @param s the surface
     * @param f the plane
     * @param size the body's size (mm), for the slack
     * @return the cells, or null
     */
    static Result of(BSplineSurface s, CutFrame f, double size) {
        BSplineBasis bu = s.basisU();
        BSplineBasis bv = s.basisV();
        int p = bu.degree();
        int q = bv.degree();
        int nu = bu.count();
        int nv = bv.count();
        double[][] c = new double[nu][nv];
        double big = size;
        for (int i = 0; i < nu; i++) {
            for (int j = 0; j < nv; j++) {
                c[i][j] = s.weight(i, j) * f.distance(s.controlPoint(i, j));
                big = Math.max(big, Math.abs(c[i][j]));
            }
        }
        double[][] nets = BezierNets.extract(c, bu, bv);
        if (nets == null) {
            return null;
        }
        double[] bpu = bu.breakpoints();
        double[] bpv = bv.breakpoints();
        PlaneSignCells cells = new PlaneSignCells(SIGN_SLACK * big);
        for (int a = 0; a + 1 < bpu.length; a++) {
            for (int b = 0; b + 1 < bpv.length; b++) {
                cells.split(BezierNets.patch(nets, a, b, p, q), bpu[a], bpu[a + 1], bpv[b], bpv[b + 1], 0);
            }
        }
        return new Result(List.copyOf(cells.centres), cells.complete);
    }

    private void split(double[][] b, double u0, double u1, double v0, double v1, int depth) {
        if (!complete) {
            return;
        }
        boolean pos = true;
        boolean neg = true;
        for (double[] row : b) {
            for (double x : row) {
                pos &= x > slack;
                neg &= x < -slack;
            }
        }
        if (pos || neg) {
            return;
        }
        if (depth >= 2 * LEVELS) {
            if (centres.size() >= MAX_CELLS) {
                complete = false;
                return;
            }
            centres.add(new double[] {(u0 + u1) / 2, (v0 + v1) / 2});
            return;
        }
        if (depth % 2 == 0) {
            double[][][] h = BezierNets.split(b, 0.5);
            double um = (u0 + u1) / 2;
            split(h[0], u0, um, v0, v1, depth + 1);
            split(h[1], um, u1, v0, v1, depth + 1);
        } else {
            double[][][] h = BezierNets.split(BezierNets.transpose(b), 0.5);
            double vm = (v0 + v1) / 2;
            split(BezierNets.transpose(h[0]), u0, u1, v0, vm, depth + 1);
            split(BezierNets.transpose(h[1]), u0, u1, vm, v1, depth + 1);
        }
    }
}
