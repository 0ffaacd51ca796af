package org.snapfit.cadimport.dxf;

import java.util.ArrayList;
import java.util.List;
import org.snapfit.algebra.number.Rational;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.core.geom.ExactPoint2;

/**
 * The groups of a SPLINE entity: degree (71), knots (40), weights (41), control points (10/20), fit points (11/21)
 * and the closed flag (70 bit 1), with the checks that name the group of a broken definition.
 *
 * @param degree the degree (group 71, default 3)
 * @param knots the knots in file order
 * @param weights the weights in file order (empty: all 1)
 * @param controlPoints the control points, exact
 * @param fitPoints the fit points, exact
 * @param closed whether flag bit 1 is set
 */
record SplineGroups(int degree, List<Double> knots, List<Double> weights, List<ExactPoint2> controlPoints,
        List<ExactPoint2> fitPoints, boolean closed) {

    /**
     * Reads the groups of a SPLINE.
     *
     * @param e the entity
     * @return its groups
     */
    static SplineGroups read(DxfEntity e) {
        int degree = e.integer(71, 3);
        List<Double> knots = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        List<ExactPoint2> ctrl = new ArrayList<>();
        List<ExactPoint2> fit = new ArrayList<>();
        Rational x = null;
        Rational fx = null;
        for (DxfGroup g : e.groups()) {
            switch (g.code()) {
                case 40 -> knots.add(e.parse(g).doubleValue());
                case 41 -> weights.add(e.parse(g).doubleValue());
                case 10 -> x = e.parse(g);
                case 20 -> {
                    if (x != null) {
                        ctrl.add(new ExactPoint2(x, e.parse(g)));
                    }
                    x = null;
                }
                case 11 -> fx = e.parse(g);
                case 21 -> {
                    if (fx != null) {
                        fit.add(new ExactPoint2(fx, e.parse(g)));
                    }
                    fx = null;
                }
                default -> {
                }
            }
        }
        return new SplineGroups(degree, knots, weights, ctrl, fit, (e.integer(70, 0) & 1) != 0);
    }

    /**
     * The knots, checked: control points + degree + 1 of them, degree ≥ 1, not decreasing.
     *
     * @param e the entity (for the diagnostic)
     * @param lay its layer
     * @param report the report that builds the error
     * @return the knots
     */
    double[] checkedKnots(DxfEntity e, String lay, ImportReport report) {
        int n = controlPoints.size();
        if (degree < 1 || knots.size() != n + degree + 1) {
            throw report.fail(e.line(), e.label(lay), "group 40", "SPLINE of degree " + degree + " with " + n
                    + " control points has " + knots.size() + " knots; it needs control points + degree + 1 = "
                    + (n + degree + 1) + " and degree >= 1");
        }
        double[] k = knots.stream().mapToDouble(Double::doubleValue).toArray();
        for (int i = 1; i < k.length; i++) {
            if (k[i] < k[i - 1]) {
                throw report.fail(e.line(), e.label(lay), "group 40", "knots[" + i + "] = " + k[i] + " < knots["
                        + (i - 1) + "] = " + k[i - 1] + "; SPLINE knots must not decrease");
            }
        }
        return k;
    }

    /**
     * The weights, one per control point (all 1 when the file gives none or a different count), checked > 0.
     *
     * @param e the entity (for the diagnostic)
     * @param lay its layer
     * @param report the report that builds the error
     * @return the weights
     */
    double[] checkedWeights(DxfEntity e, String lay, ImportReport report) {
        int n = controlPoints.size();
        double[] w = new double[n];
        for (int i = 0; i < n; i++) {
            w[i] = weights.size() == n ? weights.get(i) : 1.0;
            if (!(w[i] > 0)) {
                throw report.fail(e.line(), e.label(lay), "group 41", "weights[" + i + "] = " + w[i]
                        + "; SPLINE weights must be > 0");
            }
        }
        return w;
    }
}
