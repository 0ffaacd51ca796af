package org.snapfit.qp.engine.step;

import org.snapfit.qp.step.StepReport;
import org.snapfit.qp.step.StepSettings;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.qp.engine.model.ImplicitEuler;
import org.snapfit.qp.engine.model.SiState;
import org.snapfit.qp.engine.model.SiParticleSystem;
import org.snapfit.qp.engine.model.SiSpring;
import org.snapfit.qp.model.SpringKind;
import org.snapfit.qp.problem.ConstraintRow;
import org.snapfit.qp.problem.QpProblem;
import org.snapfit.qp.engine.response.Constraints;
import org.snapfit.qp.engine.response.MeshContact;
import org.snapfit.qp.engine.response.MeshContactDetector;
import org.snapfit.qp.engine.response.SiObstacle;
import org.snapfit.qp.solver.QpResult;

/**
 * Runs QP-Collide time steps on a particle system among rigid obstacles (Algorithm 1 per step). Mutable (it owns
 * the current state and the warm-start active set); not thread-safe. SI units.
 *
 * <p>One {@link #step()}: assemble K and b (eq. (1), {@link ImplicitEuler}); detect contacts with a margin widened
 * by 2 h |v|<sub>max</sub>; build the rows (fixed particles keep zero velocity, contacts, strain limits); solve the
 * QP warm-started from the previous step's active set; while a strain exceeds its limit by more than the strain
 * tolerance or a detected contact would interfere by more than {@link #PENETRATION_TOLERANCE} after the step,
 * re-linearise the strain and contact rows about the predicted configuration and project the current &Delta;v onto
 * them in the K metric (another QP with b = K &Delta;v; at most {@link StepSettings#maxPasses()} solves in all);
 * then v &larr; v + &Delta;v, x &larr; x + h v (lines 33&ndash;34).
 */
public final class SiStepEngine {
    /**
     * Predicted interference (r &minus; g of a detected contact after the step) above which the contact rows are
     * re-linearised about the predicted configuration and the QP re-solved, in m. The linearised rows of eqs.
     * (12)/(14) are exact for a vertex over a triangle's face, but a segment turning over an obstacle edge or a
     * vertex passing a triangle edge leaves a second-order error.
     */
    public static final Tolerance PENETRATION_TOLERANCE = Tolerance.of("penetrationTolerance", 1e-10, Unit.METRE);
    /** Widening of the contact margin per unit of the distance h |v|<sub>max</sub> travelled in a step. */
    private static final double MARGIN_TRAVEL_FACTOR = 2;
    /** Metres per millimetre: the settings' lengths (mm) into the engine's SI. */
    private static final double M_PER_MM = 1e-3;
    /** Millimetres per metre: the report's lengths and energies (m, J) out to mm and mJ. */
    private static final double MM_PER_M = 1e3;

    private final SiParticleSystem system;
    private final List<SiObstacle> obstacles;
    private final StepSettings settings;
    private SiState state;
    private Set<String> warm = Set.of();
    /** The state whose contacts {@link #detected} holds (identity; states are immutable). */
    private SiState detectedFor;
    private List<MeshContact> detected = List.of();
    private int steps;

    private SiStepEngine(SiParticleSystem system, SiState state, List<SiObstacle> obstacles, StepSettings settings) {
        this.system = system;
        this.state = state;
        this.obstacles = obstacles;
        this.settings = settings;
    }

    /**
     * Creates an engine.
     *
     * @param system the model
     * @param initial the initial state (same particle count)
     * @param obstacles the rigid obstacles
     * @param settings the settings
     * @return the engine
     * @throws IllegalArgumentException if the particle counts differ
     */
    public static SiStepEngine of(SiParticleSystem system, SiState initial, List<SiObstacle> obstacles,
            StepSettings settings) {
        Objects.requireNonNull(system, "system");
        Objects.requireNonNull(settings, "settings");
        if (initial.size() != system.size()) {
            throw new IllegalArgumentException("initial state has " + initial.size()
                    + " particles but the system has " + system.size());
        }
        return new SiStepEngine(system, initial, List.copyOf(obstacles), settings);
    }

    /**
     * The current state.
     *
     * @return the state
     */
    public SiState state() {
        return state;
    }

    /**
     * The model.
     *
     * @return the system
     */
    public SiParticleSystem system() {
        return system;
    }

    /**
     * The obstacles.
     *
     * @return an unmodifiable list
     */
    public List<SiObstacle> obstacles() {
        return obstacles;
    }

    /**
     * The settings.
     *
     * @return the settings
     */
    public StepSettings settings() {
        return settings;
    }

    /**
     * The rows of the first QP of the next step, for inspection and benchmarks.
     *
     * @return the QP that {@link #step()} would solve first
     */
    public QpProblem nextProblem() {
        return firstProblem(ImplicitEuler.assemble(system, state, settings.dt()), baseRows(settings.dt()));
    }

    /** The first QP of a step: the base rows plus strain rows linearised at the current x (Δv* = −v). */
    private QpProblem firstProblem(ImplicitEuler.Linearisation lin, List<ConstraintRow> base) {
        double[] minusV = state.velocities();
        for (int k = 0; k < minusV.length; k++) {
            minusV[k] = -minusV[k];
        }
        List<ConstraintRow> rows = new ArrayList<>(base);
        rows.addAll(strainRows(minusV, settings.dt()));
        return QpProblem.of(lin.k(), lin.b(), regularise(rows));
    }

    private List<ConstraintRow> regularise(List<ConstraintRow> rows) {
        if (settings.regularisation() == 0) {
            return rows;
        }
        List<ConstraintRow> out = new ArrayList<>(rows.size());
        for (ConstraintRow r : rows) {
            out.add(r.kind() == org.snapfit.qp.problem.ConstraintKind.INEQUALITY
                    ? r.withRegularisation(settings.regularisation()) : r);
        }
        return out;
    }

    private List<ConstraintRow> fixedRows() {
        List<ConstraintRow> rows = new ArrayList<>();
        for (int i = 0; i < system.size(); i++) {
            if (system.isFixed(i)) {
                rows.addAll(Constraints.fixedRows(i, state, Vec3.ZERO));
            }
        }
        return rows;
    }

    private List<ConstraintRow> baseRows(double dt) {
        List<ConstraintRow> rows = fixedRows();
        for (MeshContact c : contacts(dt)) {
            rows.add(Constraints.contactRow(c, state, dt));
        }
        return rows;
    }

    /**
     * The contacts of the current state with the margin widened by 2 h |v|<sub>max</sub>, detected once per state:
     * the end of a step detects them for the next one, and {@link #maxPenetration()} reads them too (every pair
     * closer than r is among them, the margin being &ge; 0).
     */
    private List<MeshContact> contacts(double dt) {
        if (detectedFor != state) {
            detected = detect(dt);
            detectedFor = state;
        }
        return detected;
    }

    private List<MeshContact> detect(double dt) {
        double vmax = 0;
        for (int i = 0; i < system.size(); i++) {
            vmax = Math.max(vmax, state.velocity(i).norm());
        }
        Tolerance margin = Tolerance.of(settings.contactMargin().name(),
                settings.contactMargin().value() * M_PER_MM + MARGIN_TRAVEL_FACTOR * dt * vmax, Unit.METRE);
        return MeshContactDetector.of(settings.particleThickness() * M_PER_MM, margin).detect(system, state,
                obstacles);
    }

    private List<ConstraintRow> strainRows(double[] dvStar, double dt) {
        List<ConstraintRow> rows = new ArrayList<>();
        if (!settings.strainLimited()) {
            return rows;
        }
        List<SiSpring> springs = system.springs();
        for (int k = 0; k < springs.size(); k++) {
            SiSpring s = springs.get(k);
            if (s.kind() == SpringKind.STRETCH) {
                rows.addAll(Constraints.strainRows(k, s, state, dvStar, dt, settings.minStrain(),
                        settings.maxStrain()));
            }
        }
        return rows;
    }

    /**
     * Advances one time step.
     *
     * @return the step's diagnostics
     * @throws IllegalArgumentException if the linearised system is not positive definite (bad masses or time
     *     step) or a spring has zero length
     */
    public StepReport step() {
        double dt = settings.dt();
        ImplicitEuler.Linearisation lin = ImplicitEuler.assemble(system, state, dt);
        List<MeshContact> contacts = contacts(dt);
        List<ConstraintRow> base = fixedRows();
        for (MeshContact c : contacts) {
            base.add(Constraints.contactRow(c, state, dt));
        }
        QpProblem qp = firstProblem(lin, base);
        QpResult res = settings.solver().solve(qp, warm);
        Map<String, String> obstacleOf = new HashMap<>();
        for (MeshContact c : contacts) {
            obstacleOf.put(c.label(), c.obstacle());
        }
        Map<String, double[]> impulses = new TreeMap<>();
        int activeContacts = addImpulses(qp, res, obstacleOf, impulses);
        // the next step's first QP (dynamics) resembles this one, not the projection passes below: warm-start it
        // from this solve's active set
        Set<String> nextWarm = activeLabels(qp, res);
        int iterations = res.iterations();
        int passes = 1;
        double[] dv = res.solution();
        double strainViolation = strainViolation(dv);
        double predictedPenetration = predictedPenetration(contacts, dv);
        while ((strainViolation > settings.strainTolerance().value()
                || predictedPenetration > PENETRATION_TOLERANCE.value()) && passes < settings.maxPasses()) {
            // re-linearise contact and strain rows about the predicted configuration x + h(v + dv)
            double[] predicted = predicted(dv);
            List<ConstraintRow> rows = fixedRows();
            for (MeshContact c : contacts) {
                rows.add(Constraints.contactRow(MeshContactDetector.reevaluate(c, predicted, obstacles), dv, dt));
            }
            rows.addAll(strainRows(dv, dt));
            // feasibility restoration: the K-metric projection of the current dv onto the re-linearised rows
            // (minimise ½ (x - dv)ᵀ K (x - dv), i.e. b = K dv); a Gauss-Newton step on the active rows, which
            // converges quadratically where re-solving the dynamics QP converges only linearly
            qp = QpProblem.of(lin.k(), lin.k().multiply(dv), regularise(rows));
            res = settings.solver().solve(qp, violatedLabels(qp, dv));
            iterations += res.iterations();
            activeContacts = addImpulses(qp, res, obstacleOf, impulses);
            passes++;
            dv = res.solution();
            strainViolation = strainViolation(dv);
            predictedPenetration = predictedPenetration(contacts, dv);
        }
        warm = nextWarm;
        double[] x = state.positions();
        double[] v = state.velocities();
        for (int k = 0; k < x.length; k++) {
            v[k] += dv[k];
            x[k] += dt * v[k];
            if (!Double.isFinite(x[k]) || !Double.isFinite(v[k])) {
                throw new SnapfitInternalError("step " + (steps + 1) + " produced a non-finite coordinate " + k);
            }
        }
        state = SiState.ofArrays(x, v);
        steps++;
        // the report is in mm, kg, s, N: lengths, velocities and energies (J to mJ) times 10^3
        return new StepReport(steps, steps * dt, res.status(), iterations, passes, qp.rows().size(),
                res.activeRows().length, res.stationarity(), res.primalViolation() * MM_PER_M,
                res.complementarity() * MM_PER_M, res.minMultiplier(), maxPenetration() * MM_PER_M,
                strainViolation(null), ImplicitEuler.kineticEnergy(system, state) * MM_PER_M,
                ImplicitEuler.potentialEnergy(system, state) * MM_PER_M,
                res.dropped(), res.infeasibleConstraint(), toVectors(impulses), activeContacts);
    }

    /**
     * Adds −J_iᵀμ_i of every active contact row, summed over the particles, to its obstacle's impulse; returns the
     * number of such rows.
     */
    private static int addImpulses(QpProblem qp, QpResult res, Map<String, String> obstacleOf,
            Map<String, double[]> impulses) {
        double[] mu = res.multipliers();
        int count = 0;
        for (int i = 0; i < mu.length; i++) {
            if (mu[i] == 0) {
                continue;
            }
            ConstraintRow r = qp.rows().get(i);
            String obstacle = obstacleOf.get(r.label());
            if (obstacle == null) {
                continue;
            }
            count++;
            double[] sum = impulses.computeIfAbsent(obstacle, k -> new double[3]);
            for (int k = 0; k < r.size(); k++) {
                sum[r.index(k) % 3] -= r.value(k) * mu[i];
            }
        }
        return count;
    }

    private static Map<String, Vec3> toVectors(Map<String, double[]> impulses) {
        Map<String, Vec3> out = new TreeMap<>();
        impulses.forEach((k, v) -> out.put(k, new Vec3(v[0], v[1], v[2])));
        return out;
    }

    private double[] predicted(double[] dv) {
        double[] x = state.positions();
        for (int k = 0; k < x.length; k++) {
            x[k] += settings.dt() * (state.v(k) + dv[k]);
        }
        return x;
    }

    /** The largest r − g over the step's contacts, re-evaluated at x + h(v + dv). */
    private double predictedPenetration(List<MeshContact> contacts, double[] dv) {
        if (contacts.isEmpty()) {
            return 0;
        }
        double[] x = predicted(dv);
        double worst = 0;
        for (MeshContact c : contacts) {
            MeshContact p = MeshContactDetector.reevaluate(c, x, obstacles);
            worst = Math.max(worst, p.thickness() - p.gap());
        }
        return worst;
    }

    /**
     * The labels of the inequality rows that the start point of a projection pass (x = dv, the unconstrained
     * minimiser of ½ (x − dv)ᵀ K (x − dv)) violates: the warm start of that pass. The previous pass's active set
     * is a poor one there, because after re-linearisation most of its rows hold with slack.
     */
    private static Set<String> violatedLabels(QpProblem qp, double[] dv) {
        Set<String> s = new HashSet<>();
        for (ConstraintRow r : qp.rows()) {
            if (r.kind() == org.snapfit.qp.problem.ConstraintKind.INEQUALITY && r.dot(dv) > r.rhs()) {
                s.add(r.label());
            }
        }
        return s;
    }

    private static Set<String> activeLabels(QpProblem qp, QpResult res) {
        Set<String> s = new HashSet<>();
        for (int i : res.activeRows()) {
            s.add(qp.rows().get(i).label());
        }
        return s;
    }

    /**
     * The largest strain beyond its limit, for the configuration x + h(v + dv), or for the current state when dv is
     * null.
     */
    private double strainViolation(double[] dv) {
        if (!settings.strainLimited()) {
            return 0;
        }
        double worst = 0;
        double dt = settings.dt();
        for (SiSpring s : system.springs()) {
            if (s.kind() != SpringKind.STRETCH) {
                continue;
            }
            double l = 0;
            for (int a = 0; a < 3; a++) {
                double d = state.x(3 * s.i() + a) - state.x(3 * s.j() + a);
                if (dv != null) {
                    d += dt * (state.v(3 * s.i() + a) + dv[3 * s.i() + a] - state.v(3 * s.j() + a)
                            - dv[3 * s.j() + a]);
                }
                l += d * d;
            }
            double strain = (Math.sqrt(l) - s.restLength()) / s.restLength();
            worst = Math.max(worst, Math.max(strain - settings.maxStrain(), settings.minStrain() - strain));
        }
        return worst;
    }

    /**
     * The largest interference max(0, r &minus; g) over every vertex&ndash;triangle and edge&ndash;edge pair of the
     * current state.
     *
     * @return the penetration in m
     */
    public double maxPenetration() {
        double worst = 0;
        for (MeshContact c : contacts(settings.dt())) {
            worst = Math.max(worst, c.thickness() - c.gap());
        }
        return worst;
    }

}
