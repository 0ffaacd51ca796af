package org.snapfit.core.body;

import java.util.ArrayList;
import java.util.List;
import org.snapfit.core.curve.BSplineCurve3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.BSplineSurface;
import org.snapfit.core.surface.OffsetSurface;
import org.snapfit.core.surface.SeamedSurface;
import org.snapfit.core.surface.SurfaceOfLinearExtrusion;
import org.snapfit.core.surface.SurfaceOfRevolution;
import org.snapfit.core.surface.ParametricSurface;

/**
 * The integration of one face for {@link FaceIntegrator} (see its class comment for the method): traces the
 * boundary, places seam edges, counts winding loops, completes faces around a pole or the whole domain, and keeps
 * the face's parameter region. One per face; not thread-safe.
 */
final class FaceQuadrature {
    private final Face face;
    private final BoundaryTrace trace;
    private final ParametricSurface s;
    private final Vec3 origin;
    private final double period;
    private final boolean seamed;
    private final double[] uBreaks;
    private final double[] vBreaks;
    private final double[] ev = new double[18];
    private double uRef = Double.NaN;
    private boolean wrapped;
    private int windingCount;
    private boolean complemented;
    private boolean whole;
    private int offBorder;
    private boolean ran;

    FaceQuadrature(Face face, Vec3 origin) {
        this.face = face;
        this.trace = new BoundaryTrace(face);
        this.s = trace.surface;
        this.origin = origin;
        this.period = trace.uPeriod;
        this.seamed = s instanceof SeamedSurface;
        ParametricSurface base = s instanceof SeamedSurface w ? w.base() : s;
        this.uBreaks = breaks(base, true);
        this.vBreaks = breaks(base, false);
        if (period > 0) {
            uRef = s.uMin();
        }
    }

    /**
     * Parameter values in u (or v) where the surface is only piecewise smooth: the knots of a B-spline surface,
     * of the profile of a surface of revolution (v) or of the curve of a linear extrusion (u), or of the base of
     * an offset surface.
     */
    private static double[] breaks(ParametricSurface s, boolean inU) {
        if (s instanceof BSplineSurface b) {
            return inU ? b.basisU().breakpoints() : b.basisV().breakpoints();
        }
        if (s instanceof SurfaceOfRevolution r && !inU && r.profile() instanceof BSplineCurve3 c) {
            return c.basis().breakpoints();
        }
        if (s instanceof SurfaceOfLinearExtrusion x && inU && x.curve() instanceof BSplineCurve3 c) {
            return c.basis().breakpoints();
        }
        if (s instanceof OffsetSurface o) {
            return breaks(o.base(), inU);
        }
        return new double[0];
    }

    /** f values at (u, v): {area density, volume density}. */
    private void density(double u, double v, double[] fg) {
        s.evaluate(u, v, ev);
        double nx = ev[4] * ev[8] - ev[5] * ev[7];
        double ny = ev[5] * ev[6] - ev[3] * ev[8];
        double nz = ev[3] * ev[7] - ev[4] * ev[6];
        fg[0] = Math.sqrt(nx * nx + ny * ny + nz * nz);
        fg[1] = (ev[0] - origin.x()) * nx + (ev[1] - origin.y()) * ny + (ev[2] - origin.z()) * nz;
    }

    /** F(u, v) = ∫_{uRef}^{u} f(s, v) ds for both densities. */
    private void primitive(double u, double v, double[] out) {
        out[0] = 0;
        out[1] = 0;
        if (u == uRef) {
            return;
        }
        double lo = Math.min(u, uRef);
        double hi = Math.max(u, uRef);
        double sign = u > uRef ? 1 : -1;
        List<Double> cuts = new ArrayList<>();
        cuts.add(lo);
        if (seamed && period > 0) {
            // a surface closed in u repeats its knots (and its seam, where it may only be continuous) every
            // period
            double first = s.uMin() + period * Math.ceil((lo - s.uMin()) / period);
            for (double p = first - period; p < hi; p += period) {
                if (p > lo) {
                    cuts.add(p);
                }
                for (double k : uBreaks) {
                    double kk = k - s.uMin() + p;
                    if (kk > lo && kk < hi) {
                        cuts.add(kk);
                    }
                }
            }
            java.util.Collections.sort(cuts);
        } else {
            for (double k : uBreaks) {
                if (k > lo && k < hi) {
                    cuts.add(k);
                }
            }
        }
        cuts.add(hi);
        double maxLen = period > 0 ? period / FaceIntegrator.PERIOD_PIECES : Double.POSITIVE_INFINITY;
        double[] fg = new double[2];
        for (int c = 0; c + 1 < cuts.size(); c++) {
            double a = cuts.get(c);
            double b = cuts.get(c + 1);
            if (!(b > a)) {
                continue;
            }
            int pieces = (int) Math.max(1, Math.ceil((b - a) / maxLen));
            for (int p = 0; p < pieces; p++) {
                double pa = a + (b - a) * p / pieces;
                double pb = a + (b - a) * (p + 1) / pieces;
                double h = (pb - pa) / 2;
                double m = (pa + pb) / 2;
                for (int i = 0; i < FaceIntegrator.NODES; i++) {
                    density(m + h * FaceIntegrator.X[i], v, fg);
                    out[0] += sign * FaceIntegrator.W[i] * h * fg[0];
                    out[1] += sign * FaceIntegrator.W[i] * h * fg[1];
                }
            }
        }
    }

    double[] run() {
        ran = true;
        if (trace.empty()) {
            return whole();
        }
        double area = 0;
        double flux = 0;
        double[] fg = new double[2];
        List<double[]> windings = new ArrayList<>();
        for (List<BoundaryTrace.Use> loop : trace.loops) {
            for (BoundaryTrace.Use use : loop) {
                for (int k = 0; k < use.u.length; k++) {
                    double u = use.u[k];
                    double v = use.v[k];
                    if (Double.isNaN(uRef)) {
                        uRef = u;
                    }
                    if (!finiteDomain() || !onBorder(u, v)) {
                        offBorder++;
                    }
                    primitive(u, v, fg);
                    double wt = use.w[k] * use.dv[k];
                    area += fg[0] * wt;
                    flux += fg[1] * wt;
                }
            }
            if (period > 0) {
                // winding: the unwrapped walk from the loop's first node to its last, closed by the step back
                BoundaryTrace.Use first = loop.get(0);
                BoundaryTrace.Use last = loop.get(loop.size() - 1);
                double u0 = first.u[0];
                double u1 = last.u[last.u.length - 1];
                double total = u1 - u0 + (BoundaryTrace.nearest(u0, u1, period) - u1);
                long k = Math.round(total / period);
                if (k != 0) {
                    windings.add(new double[] {k, first.start[1]});
                }
            }
        }
        if (trace.loops.size() == 1 && offBorder == 0 && finiteDomain()) {
            // the one loop runs along the border of the parameter domain (iso-parametric edges, seams used
            // twice, degenerate pole sides omitted): the face is the whole domain, integrated directly
            return whole();
        }
        windingCount = windings.size();
        if (!windings.isEmpty()) {
            wrapped = true;
            double vRef = Double.isFinite(s.vMin()) ? s.vMin() : windings.get(0)[1];
            for (double[] w : windings) {
                double[] rr = rowIntegral(vRef, w[1]);
                area -= w[0] * rr[0];
                flux -= w[0] * rr[1];
            }
        }
        double expected = face.sameSense() ? 1 : -1;
        if (wrapped && area * expected < 0 && Double.isFinite(s.vMin()) && Double.isFinite(s.vMax())) {
            double[] all = rowIntegral(s.vMin(), s.vMax());
            area += expected * all[0];
            flux += expected * all[1];
            complemented = true;
        }
        double sigma = area < 0 ? -1 : 1;
        return new double[] {Math.abs(area), flux * sigma * expected};
    }

    private boolean finiteDomain() {
        return Double.isFinite(s.uMin()) && Double.isFinite(s.uMax()) && Double.isFinite(s.vMin())
                && Double.isFinite(s.vMax());
    }

    /** Whether (u, v) lies on the border of the finite parameter domain, within {@link FaceIntegrator#DOMAIN_BORDER}. */
    private boolean onBorder(double u, double v) {
        double du = FaceIntegrator.DOMAIN_BORDER * (s.uMax() - s.uMin());
        double dv = FaceIntegrator.DOMAIN_BORDER * (s.vMax() - s.vMin());
        double uu = period > 0 ? BoundaryTrace.into(u, s.uMin(), period) : u;
        double vv = trace.vPeriod > 0 ? BoundaryTrace.into(v, s.vMin(), trace.vPeriod) : v;
        return Math.abs(uu - s.uMin()) <= du || Math.abs(uu - s.uMax()) <= du || Math.abs(vv - s.vMin()) <= dv
                || Math.abs(vv - s.vMax()) <= dv || period > 0 && Math.abs(uu - s.uMin() - period) <= du;
    }

    /** A face without edge loops: the whole parameter domain if it is finite, else nothing. */
    private double[] whole() {
        if (!finiteDomain()) {
            return new double[] {0, 0};
        }
        whole = true;
        double[] r = s instanceof BSplineSurface || s instanceof SeamedSurface w && w.base() instanceof BSplineSurface
                ? tensorIntegral() : rowIntegral(s.vMin(), s.vMax());
        double sg = face.sameSense() ? 1 : -1;
        return new double[] {Math.abs(r[0]), r[1] * sg};
    }

    /**
     * ∬ f du dv over the whole domain of a B-spline surface: tensor Gauss–Legendre on every knot span, each span
     * split into {@link FaceIntegrator#SPAN_PIECES} pieces per direction (the integrands are smooth inside a span, including
     * at degenerate pole sides where |S_u × S_v| tends to 0).
     */
    private double[] tensorIntegral() {
        double[] us = pieces(uBreaks, s.uMin(), s.uMax());
        double[] vs = pieces(vBreaks, s.vMin(), s.vMax());
        double[] fg = new double[2];
        double area = 0;
        double flux = 0;
        for (int i = 0; i + 1 < us.length; i++) {
            double hu = (us[i + 1] - us[i]) / 2;
            double mu = (us[i] + us[i + 1]) / 2;
            for (int j = 0; j + 1 < vs.length; j++) {
                double hv = (vs[j + 1] - vs[j]) / 2;
                double mv = (vs[j] + vs[j + 1]) / 2;
                for (int a = 0; a < FaceIntegrator.NODES; a++) {
                    for (int c = 0; c < FaceIntegrator.NODES; c++) {
                        density(mu + hu * FaceIntegrator.X[a], mv + hv * FaceIntegrator.X[c], fg);
                        double w = FaceIntegrator.W[a] * FaceIntegrator.W[c] * hu * hv;
                        area += w * fg[0];
                        flux += w * fg[1];
                    }
                }
            }
        }
        return new double[] {area, flux};
    }

    private static double[] pieces(double[] breaks, double lo, double hi) {
        List<Double> cuts = new ArrayList<>();
        cuts.add(lo);
        for (double k : breaks) {
            if (k > lo && k < hi) {
                cuts.add(k);
            }
        }
        cuts.add(hi);
        double[] out = new double[(cuts.size() - 1) * FaceIntegrator.SPAN_PIECES + 1];
        for (int c = 0; c + 1 < cuts.size(); c++) {
            for (int p = 0; p < FaceIntegrator.SPAN_PIECES; p++) {
                out[c * FaceIntegrator.SPAN_PIECES + p] = cuts.get(c) + (cuts.get(c + 1) - cuts.get(c)) * p / FaceIntegrator.SPAN_PIECES;
            }
        }
        out[out.length - 1] = hi;
        return out;
    }

    /** ∫_{v0}^{v1} ∫_{period} f du dv, split into pieces. */
    private double[] rowIntegral(double v0, double v1) {
        double[] out = new double[2];
        if (v0 == v1) {
            return out;
        }
        double[] fg = new double[2];
        double[] vs = pieces(vBreaks, Math.min(v0, v1), Math.max(v0, v1));
        double sign = v1 > v0 ? 1 : -1;
        double saveRef = uRef;
        uRef = s.uMin();
        for (int p = 0; p + 1 < vs.length; p++) {
            double a = vs[p];
            double b = vs[p + 1];
            double h = sign * (b - a) / 2;
            double m = (a + b) / 2;
            for (int i = 0; i < FaceIntegrator.NODES; i++) {
                primitive(period > 0 ? s.uMin() + period : s.uMax(), m + h * FaceIntegrator.X[i], fg);
                out[0] += FaceIntegrator.W[i] * h * fg[0];
                out[1] += FaceIntegrator.W[i] * h * fg[1];
            }
        }
        uRef = saveRef;
        return out;
    }

    /** The region seen by the last {@link #run()}. */
    FaceDomain domain() {
        if (!ran) {
            run();
        }
        List<double[][]> polys = new ArrayList<>();
        List<int[]> tags = new ArrayList<>();
        double vp = trace.vPeriod;
        double u0 = trace.box[0];
        double u1 = trace.box[1];
        double v0 = trace.box[2];
        double v1 = trace.box[3];
        int uses = 0;
        for (Loop l : face.loops()) {
            uses += l.edges().size();
        }
        if (!whole) {
            for (List<BoundaryTrace.Use> loop : trace.loops) {
                List<double[]> pts = new ArrayList<>();
                List<Integer> tag = new ArrayList<>();
                for (BoundaryTrace.Use use : loop) {
                    pts.add(use.start.clone());
                    tag.add(use.index);
                    for (int k = 0; k < use.u.length; k++) {
                        pts.add(new double[] {use.u[k], use.v[k]});
                        tag.add(use.index);
                    }
                    pts.add(use.end.clone());
                    tag.add(use.index);
                }
                polys.add(pts.toArray(new double[0][]));
                tags.add(tag.stream().mapToInt(Integer::intValue).toArray());
            }
        }
        boolean all = whole || polys.isEmpty();
        if (all) {
            u0 = s.uMin();
            u1 = s.uMax();
            v0 = s.vMin();
            v1 = s.vMax();
        }
        if (wrapped) {
            u0 = s.uMin();
            u1 = s.uMin() + period;
            if (Double.isFinite(s.vMin()) && Double.isFinite(s.vMax()) && vp == 0 && windingCount % 2 == 1) {
                // a cap: from the loops to the pole on the face's side (see run())
                if (complemented) {
                    v1 = s.vMax();
                } else {
                    v0 = s.vMin();
                }
            }
        }
        return new FaceDomain(s, polys, tags, uses, period, vp, all, wrapped, complemented,
                new double[] {u0, u1, v0, v1});
    }

    /** Grows the box by surface points over the parameter box of the face's boundary. */
    void sampleInterior(double[] box) {
        run();
        sampleUvBox(box);
    }

    /** Grows the box by surface points over the face's region seen by the last {@link #run()}. */
    void sampleUvBox(double[] box) {
        FaceDomain region = domain();
        double u0 = region.uMin();
        double u1 = region.uMax();
        double v0 = region.vMin();
        double v1 = region.vMax();
        if (!(u0 <= u1) || !Double.isFinite(u1 - u0) || !Double.isFinite(v1 - v0)) {
            return;
        }
        boolean filter = !wrapped && !whole;
        int n = 16;
        double[] o = new double[18];
        for (int i = 0; i <= n; i++) {
            for (int j = 0; j <= n; j++) {
                double u = u0 + (u1 - u0) * i / n;
                double v = v0 + (v1 - v0) * j / n;
                if (filter && !region.contains(u, v)) {
                    continue;
                }
                s.evaluate(u, v, o);
                FaceIntegrator.grow(box, o[0], o[1], o[2]);
            }
        }
    }
}
