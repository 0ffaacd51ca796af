package org.snapfit.qp.engine.response;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntToDoubleFunction;
import org.snapfit.core.geom.Vec3;
import org.snapfit.qp.engine.model.ImplicitEuler;
import org.snapfit.qp.engine.model.SiState;
import org.snapfit.qp.engine.model.SiSpring;
import org.snapfit.qp.problem.ConstraintKind;
import org.snapfit.qp.problem.ConstraintRow;

/**
 * Constraint rows on &Delta;v (unknown 3i + a is component a of particle i's velocity change) from contacts, fixed
 * particles and strain limits. Stateless and thread-safe; approximate; SI units. The obstacles are static, so
 * their velocities and velocity changes are zero.
 *
 * <p><b>Contacts, eqs. (11)&ndash;(15).</b> Eq. (11) asks that the gap after the step stays at least r:
 * (v<sub>ij</sub> + &Delta;v<sub>ij</sub>)&middot;n&#770; h &le; g &minus; r with v<sub>ij</sub> = v<sub>j</sub>
 * &minus; v<sub>i</sub>. Moving v<sub>ij</sub>&middot;n&#770; to the right gives
 * c = (g &minus; r)/h &minus; v<sub>ij</sub>&middot;n&#770;; the paper prints "+" before the velocity term in c
 * (after eqs. (12) and (14)), which is a sign slip. With a static obstacle the vertex&ndash;triangle row (13) is
 * &minus;n&#770; on particle i, and the edge&ndash;edge row (15) is &minus;(1 &minus; a)n&#770; on i0 and
 * &minus;a n&#770; on i1.
 *
 * <p><b>Strain limits, eqs. (16)&ndash;(17).</b> The intended eq. (16) is |x<sub>i</sub> + h(v<sub>i</sub> +
 * &Delta;v<sub>i</sub>) &minus; (x<sub>j</sub> + h(v<sub>j</sub> + &Delta;v<sub>j</sub>))| &le; l<sub>max</sub>
 * (the printed brackets put &Delta;v<sub>j</sub> with the wrong sign). Linearised about a predicted
 * configuration x&#771; = x + h(v + &Delta;v*) with l&#771; = |x&#771;<sub>i</sub> &minus; x&#771;<sub>j</sub>| and
 * n&#770; = (x&#771;<sub>i</sub> &minus; x&#771;<sub>j</sub>)/l&#771;:
 * n&#770;&middot;(&Delta;v<sub>i</sub> &minus; &Delta;v<sub>j</sub>) &le; (l<sub>max</sub> &minus; l&#771;)/h +
 * n&#770;&middot;(&Delta;v*<sub>i</sub> &minus; &Delta;v*<sub>j</sub>). With &Delta;v* = &minus;v (linearising at
 * the current x) this is n&#770;&middot;(&Delta;v<sub>i</sub> &minus; &Delta;v<sub>j</sub>) &le; (l<sub>max</sub>
 * &minus; l)/h &minus; n&#770;&middot;(v<sub>i</sub> &minus; v<sub>j</sub>), the corrected eq. (17) (the printed
 * right-hand side l(l<sub>max</sub> &minus; l)/h has the wrong dimension and omits the current relative velocity).
 * The l<sub>min</sub> row is the same with the inequality reversed.
 */
public final class Constraints {
    private Constraints() {
    }

    /**
     * The row of one contact (eq. (12) or (14)), its geometry taken at the start of the step.
     *
     * @param contact the contact
     * @param state the state at the start of the step
     * @param dt the time step h in s
     * @return the inequality row
     * @throws IllegalArgumentException if dt is not finite and &gt; 0
     */
    public static ConstraintRow contactRow(MeshContact contact, SiState state, double dt) {
        // Δv* = −v, read per coordinate (copying the whole velocity vector per contact would cost O(n))
        return contactRow(contact, k -> -state.v(k), dt);
    }

    /**
     * The row of one contact whose geometry (gap, normal, weights) was evaluated at the configuration
     * x&#771; = x + h(v + &Delta;v*): the gap after the step is g&#771; + h n&#770;&middot;&Sigma;w(&Delta;v &minus;
     * &Delta;v*) &ge; r, i.e. &minus;n&#770;&middot;&Sigma;w &Delta;v &le; (g&#771; &minus; r)/h &minus;
     * n&#770;&middot;&Sigma;w &Delta;v*. With &Delta;v* = &minus;v (geometry at x) this is eq. (12)/(14) with the
     * corrected sign.
     *
     * @param contact the contact, evaluated at x&#771;
     * @param dvStar &Delta;v* of the linearisation point (3n)
     * @param dt the time step h in s
     * @return the inequality row (same label as the contact)
     * @throws IllegalArgumentException if dt is not finite and &gt; 0
     */
    public static ConstraintRow contactRow(MeshContact contact, double[] dvStar, double dt) {
        return contactRow(contact, k -> dvStar[k], dt);
    }

    private static ConstraintRow contactRow(MeshContact contact, IntToDoubleFunction dvStar, double dt) {
        ImplicitEuler.checkStep(dt);
        Vec3 n = contact.normal();
        double[] nn = {n.x(), n.y(), n.z()};
        double base = (contact.gap() - contact.thickness()) / dt;
        int[] particles;
        double[] weights;
        if (contact instanceof MeshContact.VertexTriangle vt) {
            particles = new int[] {vt.particle()};
            weights = new double[] {1};
        } else {
            MeshContact.EdgeEdge ee = (MeshContact.EdgeEdge) contact;
            particles = new int[] {ee.i0(), ee.i1()};
            weights = new double[] {1 - ee.a(), ee.a()};
        }
        int[] idx = new int[3 * particles.length];
        double[] val = new double[idx.length];
        double shift = 0;
        for (int q = 0; q < particles.length; q++) {
            for (int k = 0; k < 3; k++) {
                idx[3 * q + k] = 3 * particles[q] + k;
                val[3 * q + k] = -weights[q] * nn[k];
                shift += weights[q] * nn[k] * dvStar.applyAsDouble(3 * particles[q] + k);
            }
        }
        return ConstraintRow.of(contact.label(), ConstraintKind.INEQUALITY, idx, val, base - shift, 0);
    }

    /**
     * The three equality rows that prescribe a particle's velocity after the step (&sect;4.4):
     * &Delta;v<sub>i</sub> = v<sub>target</sub> &minus; v<sub>i</sub>.
     *
     * @param particle i
     * @param state the state at the start of the step
     * @param target the prescribed velocity in m/s
     * @return three rows labelled {@code "fixed particle i x|y|z"}
     */
    public static List<ConstraintRow> fixedRows(int particle, SiState state, Vec3 target) {
        double[] t = {target.x(), target.y(), target.z()};
        String[] axis = {"x", "y", "z"};
        List<ConstraintRow> rows = new ArrayList<>(3);
        for (int a = 0; a < 3; a++) {
            rows.add(ConstraintRow.of("fixed particle " + particle + " " + axis[a], ConstraintKind.EQUALITY,
                    new int[] {3 * particle + a}, new double[] {1}, t[a] - state.v(3 * particle + a), 0));
        }
        return rows;
    }

    /**
     * The strain-limit rows of one spring (corrected eq. (17)), linearised about x&#771; = x + h(v + &Delta;v*).
     *
     * @param springIndex the spring's index (for the label)
     * @param spring the spring, with rest length l<sub>0</sub>
     * @param state the state at the start of the step
     * @param dvStar the velocity change &Delta;v* of the linearisation point (3n); pass &minus;v for the paper's
     *     linearisation at x
     * @param dt the time step h in s
     * @param minStrain the smallest allowed strain (l &minus; l<sub>0</sub>)/l<sub>0</sub>, in (&minus;1, 0]
     * @param maxStrain the largest allowed strain, &ge; 0
     * @return the rows labelled {@code "strain-max spring k"} and {@code "strain-min spring k"}
     * @throws IllegalArgumentException if dt is not positive, the strains are out of range, or the predicted
     *     spring length is 0
     */
    public static List<ConstraintRow> strainRows(int springIndex, SiSpring spring, SiState state,
            double[] dvStar, double dt, double minStrain, double maxStrain) {
        ImplicitEuler.checkStep(dt);
        checkStrains(minStrain, maxStrain);
        int i = spring.i();
        int j = spring.j();
        double[] d = new double[3];
        double l = 0;
        double rel = 0;
        for (int a = 0; a < 3; a++) {
            d[a] = state.x(3 * i + a) + dt * (state.v(3 * i + a) + dvStar[3 * i + a])
                    - state.x(3 * j + a) - dt * (state.v(3 * j + a) + dvStar[3 * j + a]);
            l += d[a] * d[a];
        }
        l = Math.sqrt(l);
        if (!(l > 0)) {
            throw new IllegalArgumentException("spring " + springIndex + " (" + i + ", " + j
                    + ") has predicted length 0; a strain limit needs distinct end points");
        }
        int[] idx = new int[6];
        double[] val = new double[6];
        double[] neg = new double[6];
        for (int a = 0; a < 3; a++) {
            double na = d[a] / l;
            rel += na * (dvStar[3 * i + a] - dvStar[3 * j + a]);
            idx[a] = 3 * i + a;
            val[a] = na;
            idx[3 + a] = 3 * j + a;
            val[3 + a] = -na;
        }
        for (int k = 0; k < 6; k++) {
            neg[k] = -val[k];
        }
        double lmax = (1 + maxStrain) * spring.restLength();
        double lmin = (1 + minStrain) * spring.restLength();
        return List.of(
                ConstraintRow.of("strain-max spring " + springIndex, ConstraintKind.INEQUALITY, idx, val,
                        (lmax - l) / dt + rel, 0),
                ConstraintRow.of("strain-min spring " + springIndex, ConstraintKind.INEQUALITY, idx, neg,
                        (l - lmin) / dt - rel, 0));
    }

    /**
     * Validates a strain range.
     *
     * @param minStrain the smallest strain, in (&minus;1, 0]
     * @param maxStrain the largest strain, finite and &ge; 0
     * @throws IllegalArgumentException if a bound is out of its range
     */
    public static void checkStrains(double minStrain, double maxStrain) {
        if (!(minStrain > -1 && minStrain <= 0)) {
            throw new IllegalArgumentException("minStrain = " + minStrain + "; it must be in (-1, 0]");
        }
        if (!(maxStrain >= 0) || Double.isInfinite(maxStrain)) {
            throw new IllegalArgumentException("maxStrain = " + maxStrain + "; it must be finite and >= 0");
        }
    }
}
