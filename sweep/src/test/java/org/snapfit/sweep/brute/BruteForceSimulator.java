package org.snapfit.sweep.brute;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.core.geom.VertexKind;
import org.snapfit.sweep.engine.Direction;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.Obstacle;
import org.snapfit.sweep.model.Pawl;

/**
 * A brute-force, floating-point, quasi-static simulator of a {@link Mechanism}: the independent numerical oracle
 * for the exact sweep. It knows nothing of constraint curves, C-space or the exact engine.
 *
 * <p>Method. Each pawl is simulated on its own (as in docs/model.md; the root stops at the first terminal event of any
 * pawl). The root is translated in steps of at most {@link #DT_S}; at each new time the pawl, kept at its previous
 * angle θ, is either
 * <ul>
 *   <li>penetrating an obstacle: it is pushed out by rotating about its hinge in the cocking direction only (both
 *   ways only at rest), to the nearest free angle found by a uniform scan of {@link #PUSH_SAMPLES} angles in a window
 *   that scales with the step, refined by bisection; no free angle in the window is a <em>jam</em>;</li>
 *   <li>free: it relaxes towards rest by conservative advancement — a rotation step of at most clearance / R_max
 *   (R_max the largest hinge–vertex distance) cannot make any point travel farther than the clearance, so it
 *   cannot tunnel through a thin wedge (a rotate-and-test-overlap step would); where such steps stall (the
 *   clearance stays below {@link #CA_STOP_MM} while a touching vertex slides tangentially off an edge) a galloping
 *   step, growing from a displacement of {@link #PROBE_MM}, is taken only if samples of it spaced at most
 *   {@link #GALLOP_SPACING_MM} apart (in displacement of any pawl point) are all free. A relaxation that jumps by
 *   more than max({@link #SNAP_MIN_RAD}, {@link #SNAP_RATE_RAD_PER_S}·h) in one step of length h is a
 *   <em>snap</em>.</li>
 * </ul>
 * Overlap and clearance: both bodies are ear-clipped into triangles; the separating-axis value of a triangle pair
 * (largest gap over the six edge normals) is negative for overlap and otherwise a lower bound of their distance.
 * Contacts are identified on the original outlines: a convex pawl vertex within {@link #CONTACT_TOL_MM} of an
 * obstacle edge (type B) or a convex obstacle vertex within it of a pawl edge (type A).
 *
 * <p>Events: a change of the contact-feature set (from none: collision; to none: break; otherwise change), a snap,
 * a jam (no push-out), a stick (single contact, Coulomb friction: slip rate v_s = (v + θ̇ J r)·e with θ̇ from the
 * contact's kinematic condition, s = sign v_s, and the torque-balance multiplier λ = κθ / D_s, D_s = r·e + μ s r·n,
 * turning negative). An event found in a step is located by bisection on the step length from the last accepted
 * state to {@link #T_TOL_S}, then confirmed by a micro-step across it from the state just before (a long step can
 * show an event that short steps do not; such an artefact is stepped over).
 *
 * <p>Units: mm, rad, s. Approximate (double precision): event times carry an error of about
 * {@link #CONTACT_TOL_MM} / (approach speed) + {@link #T_TOL_S}.
 */
final class BruteForceSimulator {

    /** A vertex this close to an edge line (and within the edge, widened by the same amount) touches it, mm. */
    static final double CONTACT_TOL_MM = 1e-10;
    /** A separating-axis value ≥ −this counts as not penetrating, mm. */
    static final double FREE_TOL_MM = 1e-13;
    /** Conservative advancement stops taking clearance-sized steps below this clearance, mm. */
    static final double CA_STOP_MM = 1e-12;
    /** The largest displacement of any pawl point in one probe step of the relaxation, mm. */
    static final double PROBE_MM = 1e-12;
    /** The largest galloping relaxation step, rad. */
    static final double GALLOP_MAX_RAD = 0.02;
    /** The largest displacement of any pawl point between two samples of a galloping step, mm. */
    static final double GALLOP_SPACING_MM = 0.01;
    /** The coarse time step, s. */
    static final double DT_S = 2e-3;
    /** The first step after an event (then doubled per event-free step up to {@link #DT_S}), s. */
    static final double DT_MIN_S = 1e-9;
    /** Bisection of an event time stops at this bracket width, s. */
    static final double T_TOL_S = 1e-13;
    /** A relaxation jump below this is never a snap, rad. */
    static final double SNAP_MIN_RAD = 1e-4;
    /** A relaxation jump below this rate times the step is continuous motion, not a snap, rad/s. */
    static final double SNAP_RATE_RAD_PER_S = 50;
    /** Angles scanned per push-out window. */
    static final int PUSH_SAMPLES = 400;
    /** The fine push-out window per unit step, rad/s (window = rate · h). */
    static final double PUSH_FINE_RAD_PER_S = 100;
    /** The coarse push-out window per square root of the step (vertical tangencies), rad/s^½. */
    static final double PUSH_SQRT_RAD_PER_SQRT_S = 20;
    /** The coarse push-out window never exceeds this, rad. */
    static final double PUSH_MAX_RAD = 0.2;
    /** A push-out angle is refined by bisection to this bracket, rad (points move by at most R_max times it). */
    static final double PUSH_TOL_RAD = 1e-15;
    /** Safety bound on the bisection steps refining a push-out angle. */
    static final int PUSH_BISECTIONS = 60;
    /** Safety bound on relaxation iterations at one time. */
    static final int CA_MAX_ITERATIONS = 1_000_000;
    /** Safety bound on accepted steps of one run. */
    static final int MAX_STEPS = 5_000_000;

    /** What the brute force sees. */
    enum Kind {
        /** The contact set goes from empty to non-empty. */
        COLLISION,
        /** The contact set goes from non-empty to empty (not a snap). */
        BREAK,
        /** The contact set changes between two non-empty sets. */
        CHANGE,
        /** A relaxation jump towards rest. */
        SNAP,
        /** No push-out is possible (terminal). */
        JAM,
        /** The torque-balance multiplier turns negative (terminal). */
        STICK
    }

    /** How a run ends. */
    enum End {
        /** The whole run time was travelled. */
        COMPLETE,
        /** A pawl jammed. */
        JAM,
        /** A pawl stuck by friction. */
        STICK
    }

    /** A contact feature: a convex vertex on an edge. */
    record Feature(char type, int pawlPoly, int pawlElem, int obsPoly, int obsElem) {
        @Override
        public String toString() {
            return type == 'B' ? "B(pawl " + pawlPoly + "." + pawlElem + " on obst " + obsPoly + "." + obsElem + ")"
                    : "A(obst " + obsPoly + "." + obsElem + " on pawl " + pawlPoly + "." + pawlElem + ")";
        }
    }

    /** One brute-force event; t is the first sampled time with the event, tBefore the last one without (s). */
    record Event(String pawl, Kind kind, double t, double tBefore, double thetaBefore, double thetaAfter,
            Set<Feature> before, Set<Feature> after) {
    }

    /** A brute-force run of all pawls, events in time order, cut at the first terminal event. */
    record Run(List<Event> events, End end, double tEnd, List<Double> finalTheta) {
    }

    private BruteForceSimulator() {
    }

    /**
     * The insertion run from rest.
     *
     * @param m the mechanism
     * @return the run
     */
    static Run simulate(Mechanism m) {
        double[] rest = new double[m.pawls().size()];
        return simulate(m, Direction.INSERTION, rest, m.motion().travel().doubleValue());
    }

    /**
     * A run from given angles: INSERTION from t = 0 over the travel, RETRACTION from the root position at insertion
     * time {@code startTime} with velocity −v for a time {@code startTime} (times count from the run's start).
     *
     * @param m the mechanism
     * @param dir the direction
     * @param theta0 one start angle per pawl, rad
     * @param startTime the insertion time the run starts from (the run time), s
     * @return the run
     */
    static Run simulate(Mechanism m, Direction dir, double[] theta0, double startTime) {
        double runTime = dir == Direction.INSERTION ? m.motion().travel().doubleValue() : startTime;
        List<Event> all = new ArrayList<>();
        double tEnd = runTime;
        End end = End.COMPLETE;
        List<Double> fin = new ArrayList<>();
        for (int i = 0; i < m.pawls().size(); i++) {
            Scene s = new Scene(m, i, dir, startTime);
            PawlRun r = s.run(theta0[i], runTime);
            all.addAll(r.events);
            fin.add(r.thetaEnd);
            if (r.end != End.COMPLETE && r.tEnd < tEnd) {
                tEnd = r.tEnd;
                end = r.end;
            }
        }
        final double cut = tEnd;
        List<Event> kept = new ArrayList<>(all.stream().filter(e -> e.t() <= cut).toList());
        kept.sort((a, b) -> Double.compare(a.t(), b.t()));
        return new Run(List.copyOf(kept), end, tEnd, List.copyOf(fin));
    }

    /** Result of one pawl's run. */
    private record PawlRun(List<Event> events, End end, double tEnd, double thetaEnd) {
    }

    /** Outcome of one quasi-static step. */
    private enum Move { STILL, MOVED, SNAP, JAM }

    /** A step's end angle and how the pawl got there. */
    private record StepEnd(double theta, Move move) {
    }

    /** A step's end state and its event, if any. */
    private record Step(double theta, Set<Feature> sig, Optional<Kind> event) {
    }

    /** A contact with its geometry: point X, unit normal n with which the obstacle pushes the pawl. */
    private record Touch(Feature f, double x, double y, double nx, double ny) {
    }

    /** One pawl against all obstacles, in doubles. */
    private static final class Scene {
        private final String name;
        private final double[][][] body;      // CCW polygons, vertices relative to the hinge at rest
        private final boolean[][] bodyConvex;
        private final double[][][] bodyTris;
        private final double[][][] obs;       // CCW polygons, world
        private final boolean[][] obsConvex;
        private final double[][][] obsTris;
        private final double[][] obsBox;
        private final double rMax;
        private final double hx0;
        private final double hy0;
        private final double vx;
        private final double vy;
        private final double kappa;
        private final double speed;
        private final double mu;

        Scene(Mechanism m, int k, Direction dir, double startTime) {
            Pawl p = m.pawls().get(k);
            name = p.name();
            double sign = dir == Direction.INSERTION ? 1 : -1;
            double mvx = m.motion().velocity().x().doubleValue();
            double mvy = m.motion().velocity().y().doubleValue();
            double hx = p.hinge().x().doubleValue();
            double hy = p.hinge().y().doubleValue();
            double t0 = dir == Direction.INSERTION ? 0 : startTime;
            hx0 = hx + mvx * t0;
            hy0 = hy + mvy * t0;
            vx = sign * mvx;
            vy = sign * mvy;
            kappa = p.stiffness().doubleValue();
            speed = Math.hypot(vx, vy);
            mu = m.friction().doubleValue();
            List<ExactPolygon2> bp = p.shape();
            body = new double[bp.size()][][];
            bodyConvex = new boolean[bp.size()][];
            List<double[][]> bt = new ArrayList<>();
            double r = 0;
            for (int i = 0; i < bp.size(); i++) {
                body[i] = coords(bp.get(i), hx, hy);
                bodyConvex[i] = convex(bp.get(i));
                bt.addAll(earClip(body[i]));
                for (double[] q : body[i]) {
                    r = Math.max(r, Math.hypot(q[0], q[1]));
                }
            }
            rMax = r;
            bodyTris = bt.toArray(new double[0][][]);
            List<ExactPolygon2> op = new ArrayList<>();
            for (Obstacle o : m.obstacles()) {
                op.addAll(o.shape());
            }
            obs = new double[op.size()][][];
            obsConvex = new boolean[op.size()][];
            List<double[][]> ot = new ArrayList<>();
            for (int i = 0; i < op.size(); i++) {
                obs[i] = coords(op.get(i), 0, 0);
                obsConvex[i] = convex(op.get(i));
                ot.addAll(earClip(obs[i]));
            }
            obsTris = ot.toArray(new double[0][][]);
            obsBox = new double[obsTris.length][];
            for (int i = 0; i < obsTris.length; i++) {
                obsBox[i] = box(obsTris[i]);
            }
        }

        private static double[][] coords(ExactPolygon2 poly, double ox, double oy) {
            ExactPolygon2 c = poly.toCounterClockwise();
            double[][] out = new double[c.size()][];
            for (int i = 0; i < c.size(); i++) {
                ExactPoint2 v = c.vertex(i);
                out[i] = new double[] {v.x().doubleValue() - ox, v.y().doubleValue() - oy};
            }
            return out;
        }

        private static boolean[] convex(ExactPolygon2 poly) {
            ExactPolygon2 c = poly.toCounterClockwise();
            boolean[] out = new boolean[c.size()];
            for (int i = 0; i < c.size(); i++) {
                out[i] = c.vertexKind(i) == VertexKind.CONVEX;
            }
            return out;
        }

        private static double cross(double[] o, double[] a, double[] b) {
            return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
        }

        /** Ear clipping of a simple CCW polygon. */
        static List<double[][]> earClip(double[][] poly) {
            List<Integer> idx = new ArrayList<>();
            for (int i = 0; i < poly.length; i++) {
                idx.add(i);
            }
            List<double[][]> tris = new ArrayList<>();
            while (idx.size() > 3) {
                int n = idx.size();
                boolean cut = false;
                for (int k = 0; k < n && !cut; k++) {
                    double[] a = poly[idx.get((k + n - 1) % n)];
                    double[] b = poly[idx.get(k)];
                    double[] c = poly[idx.get((k + 1) % n)];
                    if (cross(a, b, c) <= 0) {
                        continue;
                    }
                    boolean empty = true;
                    for (int j : idx) {
                        double[] q = poly[j];
                        if (q == a || q == b || q == c) {
                            continue;
                        }
                        if (cross(a, b, q) >= 0 && cross(b, c, q) >= 0 && cross(c, a, q) >= 0) {
                            empty = false;
                            break;
                        }
                    }
                    if (empty) {
                        tris.add(new double[][] {a, b, c});
                        idx.remove(k);
                        cut = true;
                    }
                }
                if (!cut) {
                    throw new IllegalStateException("ear clipping found no ear: polygon not simple or degenerate");
                }
            }
            tris.add(new double[][] {poly[idx.get(0)], poly[idx.get(1)], poly[idx.get(2)]});
            return tris;
        }

        private static double[] box(double[][] t) {
            double[] b = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
            for (double[] q : t) {
                b[0] = Math.min(b[0], q[0]);
                b[1] = Math.min(b[1], q[1]);
                b[2] = Math.max(b[2], q[0]);
                b[3] = Math.max(b[3], q[1]);
            }
            return b;
        }

        /** Largest gap between two CCW triangles over their edge normals: &lt; 0 overlap, else ≤ their distance. */
        private static double sat(double[][] a, double[][] b) {
            double best = -Double.MAX_VALUE;
            for (int pass = 0; pass < 2; pass++) {
                double[][] p = pass == 0 ? a : b;
                double[][] q = pass == 0 ? b : a;
                for (int i = 0; i < 3; i++) {
                    double[] s = p[i];
                    double[] e = p[(i + 1) % 3];
                    double ex = e[0] - s[0];
                    double ey = e[1] - s[1];
                    double len = Math.hypot(ex, ey);
                    double nx = ey / len;
                    double ny = -ex / len;
                    double d = Double.MAX_VALUE;
                    for (double[] w : q) {
                        d = Math.min(d, (w[0] - s[0]) * nx + (w[1] - s[1]) * ny);
                    }
                    best = Math.max(best, d);
                }
            }
            return best;
        }

        private double[][] place(double[][] local, double t, double th) {
            double c = Math.cos(th);
            double s = Math.sin(th);
            double hx = hx0 + vx * t;
            double hy = hy0 + vy * t;
            double[][] out = new double[local.length][];
            for (int i = 0; i < local.length; i++) {
                double x = local[i][0];
                double y = local[i][1];
                out[i] = new double[] {c * x - s * y + hx, s * x + c * y + hy};
            }
            return out;
        }

        /** Clearance: &lt; 0 penetration; otherwise a lower bound of the pawl–obstacle distance, mm. */
        double clearance(double t, double th) {
            double c = Math.cos(th);
            double s = Math.sin(th);
            double hx = hx0 + vx * t;
            double hy = hy0 + vy * t;
            double best = Double.MAX_VALUE;
            double[][] w = new double[3][2];
            double[] bb = new double[4];
            for (double[][] bt : bodyTris) {
                for (int i = 0; i < 3; i++) {
                    w[i][0] = c * bt[i][0] - s * bt[i][1] + hx;
                    w[i][1] = s * bt[i][0] + c * bt[i][1] + hy;
                }
                bb[0] = Math.min(w[0][0], Math.min(w[1][0], w[2][0]));
                bb[1] = Math.min(w[0][1], Math.min(w[1][1], w[2][1]));
                bb[2] = Math.max(w[0][0], Math.max(w[1][0], w[2][0]));
                bb[3] = Math.max(w[0][1], Math.max(w[1][1], w[2][1]));
                for (int j = 0; j < obsTris.length; j++) {
                    double[] ob = obsBox[j];
                    double gap = Math.max(Math.max(ob[0] - bb[2], bb[0] - ob[2]), Math.max(ob[1] - bb[3], bb[1] - ob[3]));
                    if (gap > best) {
                        continue; // the pair is farther apart than the current minimum: cannot lower it
                    }
                    best = Math.min(best, sat(w, obsTris[j]));
                }
            }
            return best;
        }

        boolean free(double t, double th) {
            return clearance(t, th) >= -FREE_TOL_MM;
        }

        /** Contacts at (t, θ) on the outlines, with contact point and normal. */
        List<Touch> touches(double t, double th) {
            List<Touch> out = new ArrayList<>();
            for (int pi = 0; pi < body.length; pi++) {
                double[][] w = place(body[pi], t, th);
                for (int oi = 0; oi < obs.length; oi++) {
                    double[][] o = obs[oi];
                    for (int vi = 0; vi < w.length; vi++) {
                        if (!bodyConvex[pi][vi]) {
                            continue;
                        }
                        for (int ej = 0; ej < o.length; ej++) {
                            double[] n = onEdge(w[vi], o[ej], o[(ej + 1) % o.length]);
                            if (n != null) {
                                out.add(new Touch(new Feature('B', pi, vi, oi, ej), w[vi][0], w[vi][1], n[0], n[1]));
                            }
                        }
                    }
                    for (int vj = 0; vj < o.length; vj++) {
                        if (!obsConvex[oi][vj]) {
                            continue;
                        }
                        for (int ei = 0; ei < w.length; ei++) {
                            double[] n = onEdge(o[vj], w[ei], w[(ei + 1) % w.length]);
                            if (n != null) {
                                out.add(new Touch(new Feature('A', pi, ei, oi, vj), o[vj][0], o[vj][1], -n[0], -n[1]));
                            }
                        }
                    }
                }
            }
            return out;
        }

        /** The outward unit normal of edge a→b (CCW polygon) if q touches the edge, else null. */
        private static double[] onEdge(double[] q, double[] a, double[] b) {
            double ex = b[0] - a[0];
            double ey = b[1] - a[1];
            double len = Math.hypot(ex, ey);
            double along = ((q[0] - a[0]) * ex + (q[1] - a[1]) * ey) / len;
            double off = ((q[0] - a[0]) * ey - (q[1] - a[1]) * ex) / len;
            if (Math.abs(off) < CONTACT_TOL_MM && along >= -CONTACT_TOL_MM && along <= len + CONTACT_TOL_MM) {
                return new double[] {ey / len, -ex / len};
            }
            return null;
        }

        Set<Feature> signature(double t, double th) {
            Set<Feature> s = new HashSet<>();
            for (Touch c : touches(t, th)) {
                s.add(c.f());
            }
            return s;
        }

        /** Coulomb check of a single sliding contact: true iff λ = κθ / D_s &lt; 0. */
        boolean sticks(double t, double th) {
            if (th == 0) {
                return false;
            }
            List<Touch> cs = touches(t, th);
            if (cs.size() != 1) {
                return false; // several contacts (flush, vertex at vertex): the multiplier is not unique
            }
            Touch c = cs.get(0);
            double rx = c.x() - (hx0 + vx * t);
            double ry = c.y() - (hy0 + vy * t);
            double ex = c.ny();
            double ey = -c.nx();
            double re = rx * ex + ry * ey;
            double rn = rx * c.nx() + ry * c.ny();
            // kinematics: the pawl's material point at X has no normal velocity: (v + θ̇ J r)·n = 0, J r·n = r·e
            double thetaDot = -(vx * c.nx() + vy * c.ny()) / re;
            double slip = (vx - thetaDot * ry) * ex + (vy + thetaDot * rx) * ey;
            double s = Math.signum(slip);
            double d = re + mu * s * rn;
            return th * d < 0;
        }

        /** One quasi-static step to time t from angle th0 (step length h). */
        private StepEnd step(double t, double th0, double h) {
            if (free(t, th0)) {
                if (th0 == 0) {
                    return new StepEnd(0, Move.STILL);
                }
                double th = relax(t, th0);
                boolean snap = Math.abs(th - th0) > Math.max(SNAP_MIN_RAD, SNAP_RATE_RAD_PER_S * h);
                return new StepEnd(th, snap ? Move.SNAP : Move.MOVED);
            }
            double[] dirs = th0 != 0 ? new double[] {Math.signum(th0)} : new double[] {1, -1};
            double fine = PUSH_FINE_RAD_PER_S * h;
            double coarse = Math.min(PUSH_MAX_RAD, PUSH_SQRT_RAD_PER_SQRT_S * Math.sqrt(h) + fine);
            for (double window : new double[] {fine, coarse}) {
                double best = Double.NaN;
                for (double d : dirs) {
                    double dh = window / PUSH_SAMPLES;
                    for (int k = 1; k <= PUSH_SAMPLES; k++) {
                        double x = th0 + d * dh * k;
                        if (free(t, x)) {
                            double lo = x;
                            double hi = th0 + d * dh * (k - 1);
                            for (int i = 0; i < PUSH_BISECTIONS && Math.abs(hi - lo) > PUSH_TOL_RAD; i++) {
                                double mid = 0.5 * (lo + hi);
                                if (free(t, mid)) {
                                    lo = mid;
                                } else {
                                    hi = mid;
                                }
                            }
                            if (Double.isNaN(best) || Math.abs(lo - th0) < Math.abs(best - th0)) {
                                best = lo;
                            }
                            break;
                        }
                    }
                }
                if (!Double.isNaN(best)) {
                    return new StepEnd(best, Move.MOVED);
                }
            }
            return new StepEnd(th0, Move.JAM);
        }

        /**
         * Conservative advancement towards rest at fixed t, from a free angle. A step of clearance / R_max is safe.
         * Where the clearance stays tiny while rotating (the touching vertex slides tangentially off the edge, as at a
         * vertical tangency) or shrinks slowly (tangential approach) such steps stall, so a galloping step (doubling from PROBE_MM / R_max after each
         * success, quartered after a failure, at most GALLOP_MAX_RAD) is taken if its end and samples spaced at most
         * GALLOP_SPACING_MM apart (in displacement of any pawl point) are all free: it can only pass through
         * material thinner than GALLOP_SPACING_MM.
         */
        private double relax(double t, double th0) {
            double d = -Math.signum(th0);
            double cur = th0;
            double probe = PROBE_MM / rMax;
            double gallop = probe;
            for (int it = 0; it < CA_MAX_ITERATIONS; it++) {
                double c = clearance(t, cur);
                double safe = c >= CA_STOP_MM ? c / rMax : 0;
                double trial = Math.max(safe, gallop);
                boolean toRest = Math.abs(cur) <= trial;
                if (toRest) {
                    trial = Math.abs(cur);
                }
                boolean ok = trial <= safe;
                if (ok) {
                    gallop = Math.min(2 * gallop, GALLOP_MAX_RAD); // safe steps may stall (tangential approach)
                } else {
                    int n = (int) Math.ceil(rMax * trial / GALLOP_SPACING_MM);
                    ok = true;
                    for (int i = 1; i <= n && ok; i++) {
                        ok = free(t, cur + d * trial * i / n);
                    }
                    gallop = ok ? Math.min(2 * trial, GALLOP_MAX_RAD) : trial / 4;
                }
                if (ok) {
                    if (toRest) {
                        return 0;
                    }
                    cur += d * trial;
                } else if (gallop < probe) {
                    return cur;
                }
            }
            throw new IllegalStateException(name + ": relaxation did not settle in " + CA_MAX_ITERATIONS + " steps at t = " + t);
        }

        private Step classify(double t, double th, Set<Feature> sig, double h) {
            StepEnd r = step(t + h, th, h);
            if (r.move() == Move.JAM) {
                return new Step(th, sig, Optional.of(Kind.JAM));
            }
            Set<Feature> s = signature(t + h, r.theta());
            if (r.move() == Move.SNAP) {
                return new Step(r.theta(), s, Optional.of(Kind.SNAP));
            }
            if (!s.equals(sig)) {
                Kind k = sig.isEmpty() ? Kind.COLLISION : s.isEmpty() ? Kind.BREAK : Kind.CHANGE;
                return new Step(r.theta(), s, Optional.of(k));
            }
            if (sticks(t + h, r.theta())) {
                return new Step(r.theta(), s, Optional.of(Kind.STICK));
            }
            return new Step(r.theta(), s, Optional.empty());
        }

        PawlRun run(double theta0, double runTime) {
            double t = 0;
            double th = theta0;
            Set<Feature> sig = signature(0, th);
            double h = DT_MIN_S;
            List<Event> events = new ArrayList<>();
            for (int n = 0; n < MAX_STEPS; n++) {
                if (t >= runTime) {
                    return new PawlRun(events, End.COMPLETE, runTime, th);
                }
                double hs = Math.min(h, runTime - t);
                if (th == 0 && sig.isEmpty()) {
                    // at rest and free: translating by |v|·h moves no point farther than |v|·h, so no contact can
                    // begin within clearance / |v| (conservative advancement in time)
                    hs = Math.min(Math.max(hs, clearance(t, 0) / speed), runTime - t);
                }
                Step c = classify(t, th, sig, hs);
                if (c.event().isEmpty()) {
                    t = hs == runTime - t ? runTime : t + hs;
                    th = c.theta();
                    sig = c.sig();
                    h = Math.min(2 * h, DT_S);
                    continue;
                }
                double lo = 0;
                double hi = hs;
                while (hi - lo > T_TOL_S) {
                    double mid = 0.5 * (lo + hi);
                    if (classify(t, th, sig, mid).event().isEmpty()) {
                        lo = mid;
                    } else {
                        hi = mid;
                    }
                }
                if (lo > 0) {
                    Step pre = classify(t, th, sig, lo);
                    t += lo;
                    th = pre.theta();
                    sig = pre.sig();
                }
                double micro = hi - lo;
                Step post = classify(t, th, sig, micro);
                h = DT_MIN_S;
                if (post.event().isEmpty()) {
                    // artefact of the long step: nothing happens when approached closely
                    t += micro;
                    th = post.theta();
                    sig = post.sig();
                    continue;
                }
                Kind k = post.event().get();
                events.add(new Event(name, k, t + micro, t, th, post.theta(), Set.copyOf(sig), Set.copyOf(post.sig())));
                if (k == Kind.JAM || k == Kind.STICK) {
                    return new PawlRun(events, k == Kind.JAM ? End.JAM : End.STICK, t + micro, th);
                }
                t += micro;
                th = post.theta();
                sig = post.sig();
            }
            throw new IllegalStateException(name + ": more than " + MAX_STEPS + " steps");
        }
    }
}
