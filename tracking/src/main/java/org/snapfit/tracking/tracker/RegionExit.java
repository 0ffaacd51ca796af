package org.snapfit.tracking.tracker;

import java.util.List;

import org.snapfit.core.geom.Vec3;
import org.snapfit.tracking.model.EdgeFeature;
import org.snapfit.tracking.model.ParametricFeature;
import org.snapfit.tracking.model.SpatialBody;
import org.snapfit.tracking.model.SpatialBody.FeatureRef;
import org.snapfit.tracking.model.SpatialBody.Kind;

/**
 * The switching functions of {@link DistanceTracker} (Lin–Canny style, see its class comment): whether a witness has
 * left the exterior Voronoi region of its active feature — a patch across a held side, an edge at an end or towards
 * an adjacent patch, a vertex along an incident edge — beyond the angle band, and if so which feature comes next and
 * where it starts. Owns its buffers (allocation-free); mutable, one per tracker, not thread-safe.
 */
final class RegionExit {

    /** The opposing witness in the frame of the body under test (filled by the caller before {@link #left}). */
    final double[] local = new double[3];
    /** The next feature after {@link #left} returned true. */
    FeatureRef nextRef;
    /** The next feature's start parameters after {@link #left} returned true. */
    final double[] nextParams = new double[2];

    private final double sinBand;
    private final double[] scratch = new double[ParametricFeature.EVALUATION_LENGTH];
    private final double[] point = new double[3];
    private final double[] offset = new double[3];
    private final double[] sideParam = new double[1];

    /**
     * A region test with the given band.
     *
     * @param sinBand sin of the switching angle band (dimensionless)
     */
    RegionExit(double sinBand) {
        this.sinBand = sinBand;
    }

    private static boolean atLower(ParametricFeature f, double[] p, int i) {
        return p[i] <= f.lower(i);
    }

    private static boolean atUpper(ParametricFeature f, double[] p, int i) {
        return p[i] >= f.upper(i);
    }

    private static double norm(double[] d) {
        return Math.sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
    }

    /** offset = local − (scratch point), the opposing witness relative to the feature point, body frame. */
    private void offsetFromScratch() {
        offset[0] = local[0] - scratch[0];
        offset[1] = local[1] - scratch[1];
        offset[2] = local[2] - scratch[2];
    }

    /**
     * Whether the witness of {@code body} with parameters p has left the region of its active feature f (the
     * opposing witness, in the body's frame, is in {@link #local}); if so the next feature goes to
     * {@link #nextRef} and {@link #nextParams}.
     *
     * @param body the body of the feature
     * @param refs the body's references by kind and index
     * @param ref the active feature
     * @param f the active feature's geometry
     * @param p its parameters where the pair tracker stands
     * @return whether the witness has left the region
     */
    boolean left(SpatialBody body, FeatureRef[][] refs, FeatureRef ref, ParametricFeature f, double[] p) {
        switch (ref.kind()) {
            case PATCH: {
                boolean u0 = atLower(f, p, 0);
                boolean u1 = atUpper(f, p, 0);
                boolean v0 = atLower(f, p, 1);
                boolean v1 = atUpper(f, p, 1);
                if (!(u0 || u1 || v0 || v1)) {
                    return false;
                }
                // Lin–Canny: the opposing witness x has left the patch's region across a held side when it is
                // beyond the side plane (spanned by the normal and the side's tangent at the witness f) by more
                // than the angle band: (x − f)·t_in < −sin(band)|x − f| for the inward tangent t_in across it
                f.evaluate(p[0], p[1], scratch);
                offsetFromScratch();
                double limit = -sinBand * norm(offset);
                boolean outU = (u0 || u1) && across(scratch, true, u1, offset) < limit;
                boolean outV = (v0 || v1) && across(scratch, false, v1, offset) < limit;
                if (!(outU || outV)) {
                    return false;
                }
                int patch = ref.index();
                if (outU && outV) {
                    return vertex(refs, body.vertexOf(patch, u1, v1));
                }
                EdgeFeature.Side side = outU ? (u1 ? EdgeFeature.Side.U1 : EdgeFeature.Side.U0)
                        : (v1 ? EdgeFeature.Side.V1 : EdgeFeature.Side.V0);
                int edge = body.edgeOf(patch, side);
                if (edge < 0) {
                    // a degenerate side (pole): both its corners are one vertex
                    return vertex(refs, body.vertexOf(patch, side == EdgeFeature.Side.U1,
                            side == EdgeFeature.Side.V1));
                }
                // scratch still holds f(p): the witness point, projected on the edge
                ParametricFeature e = body.edges().get(edge).feature();
                nextRef = refs[Kind.EDGE.ordinal()][edge];
                SpatialBody.project(e, scratch[0], scratch[1], scratch[2], nextParams, scratch);
                return true;
            }
            case EDGE: {
                SpatialBody.BodyEdge e = body.edges().get(ref.index());
                boolean start = atLower(f, p, 0);
                f.evaluate(p[0], 0, scratch);
                offsetFromScratch();
                double dn = norm(offset);
                if (start || atUpper(f, p, 0)) {
                    // at an end: left towards the end vertex when x is beyond the plane through the end point
                    // normal to the edge tangent, by more than the band (tangent taken pointing into the edge)
                    double t = (scratch[3] * offset[0] + scratch[4] * offset[1] + scratch[5] * offset[2])
                            / Math.sqrt(scratch[3] * scratch[3] + scratch[4] * scratch[4] + scratch[5] * scratch[5]);
                    if ((start ? t : -t) < -sinBand * dn) {
                        return vertex(refs, start ? e.startVertex() : e.endVertex());
                    }
                }
                point[0] = scratch[0];
                point[1] = scratch[1];
                point[2] = scratch[2];
                double bestDot = sinBand * dn;
                int best = -1;
                for (int k = 0; k < e.sides().size(); k++) {
                    double dot = SpatialBody.inwardTangentDot(e.sides().get(k), point, offset, sideParam, scratch);
                    if (dot > bestDot) {
                        bestDot = dot;
                        best = k;
                    }
                }
                if (best < 0) {
                    return false;
                }
                int patch = e.patches().get(best);
                nextRef = refs[Kind.PATCH.ordinal()][patch];
                SpatialBody.project(body.patches().get(patch), point[0], point[1], point[2], nextParams, scratch);
                return true;
            }
            default: {
                SpatialBody.BodyVertex v = body.vertices().get(ref.index());
                Vec3 vp = v.feature().point();
                offset[0] = local[0] - vp.x();
                offset[1] = local[1] - vp.y();
                offset[2] = local[2] - vp.z();
                double bestDot = sinBand * norm(offset);
                int best = -1;
                List<Integer> incident = v.edges();
                for (int k = 0; k < incident.size(); k++) {
                    int edge = incident.get(k);
                    double dot = body.outgoingTangentDot(edge, ref.index(), offset, scratch);
                    if (dot > bestDot) {
                        bestDot = dot;
                        best = edge;
                    }
                }
                if (best < 0) {
                    return false;
                }
                SpatialBody.BodyEdge e = body.edges().get(best);
                nextRef = refs[Kind.EDGE.ordinal()][best];
                nextParams[0] = e.startVertex() == ref.index() ? e.feature().lower(0) : e.feature().upper(0);
                return true;
            }
        }
    }

    /**
     * (x − f)·t_in for the unit inward tangent across a held side of a patch (evaluation in o): the parameter
     * tangent across the side, made orthogonal to the tangent along it, pointing into the box.
     */
    private static double across(double[] o, boolean holdsU, boolean atUpper, double[] d) {
        int ia = holdsU ? 6 : 3;
        int ic = holdsU ? 3 : 6;
        double ax = o[ia];
        double ay = o[ia + 1];
        double az = o[ia + 2];
        double cx = o[ic];
        double cy = o[ic + 1];
        double cz = o[ic + 2];
        double aa = ax * ax + ay * ay + az * az;
        if (aa > 0) {
            double k = (cx * ax + cy * ay + cz * az) / aa;
            cx -= k * ax;
            cy -= k * ay;
            cz -= k * az;
        }
        double norm = Math.sqrt(cx * cx + cy * cy + cz * cz);
        double dot = (d[0] * cx + d[1] * cy + d[2] * cz) / norm;
        return atUpper ? -dot : dot;
    }

    private boolean vertex(FeatureRef[][] refs, int index) {
        nextRef = refs[Kind.VERTEX.ordinal()][index];
        return true;
    }
}
