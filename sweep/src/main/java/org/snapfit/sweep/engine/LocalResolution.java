package org.snapfit.sweep.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.snapfit.algebra.number.Sign;
import org.snapfit.sweep.traits.Approx;
import org.snapfit.sweep.traits.CPoint;
import org.snapfit.sweep.traits.Constraint;
import org.snapfit.sweep.traits.TuPoly;

/**
 * What the pawl does at a point where its branch may end, by exact local tests ([DP]'s local resolution): snap (or
 * stay at rest) if the motion towards rest (or along rest) penetrates nothing; else follow the first applicable
 * contact whose direction the {@link TangentCone} admits; else jam. Also the friction tests at a point (slip sign,
 * whether sliding is possible). Records the warning of an ambiguous branch at rest in the run's {@link EventLog}.
 */
final class LocalResolution {

    /** What a resolution at a point decided. */
    enum OutcomeKind { REST, FOLLOW, SNAP, JAM }

    /**
     * The decision at a point.
     *
     * @param kind what the pawl does
     * @param next for FOLLOW the constraint followed, else null
     * @param dir for FOLLOW the u-direction (0 on a t-independent constraint)
     * @param through every constraint touching at the point
     */
    record Outcome(OutcomeKind kind, Constraint next, int dir, List<Constraint> through) {
    }

    private final RunSpec run;
    private final EventLog log;

    LocalResolution(RunSpec run, EventLog log) {
        this.run = run;
        this.log = log;
    }

    /**
     * Decides what the state does at x (see the class comment).
     *
     * @param x the point
     * @param sigma the side of rest the pawl is on (sign of u; 0 at rest)
     * @param current the constraint followed into x, or null
     * @param contacts every constraint touching at x
     * @return the outcome
     */
    Outcome resolve(CPoint x, int sigma, Constraint current, List<Constraint> contacts) {
        TangentCone.Past free = sigma != 0 ? TangentCone.vertical(x, -sigma) : TangentCone.restForward(x);
        if (!TangentCone.penetrates(contacts, free)) {
            return new Outcome(sigma != 0 ? OutcomeKind.SNAP : OutcomeKind.REST, null, 0, contacts);
        }
        List<Constraint> cand = new ArrayList<>();
        for (Constraint k : contacts) {
            if (applicableAt(k, x)) {
                cand.add(k);
            }
        }
        cand.sort(Comparator.comparingInt((Constraint c) -> c == current ? -1 : c.id()));
        for (Constraint k : cand) {
            if (k.curve().isTimeFree()) {
                if (TangentCone.admitsHorizontal(x, k, contacts)) {
                    return new Outcome(OutcomeKind.FOLLOW, k, 0, contacts);
                }
                continue;
            }
            for (int dd : new int[] {sigma == 0 ? 1 : sigma, sigma == 0 ? -1 : -sigma}) {
                if (TangentCone.admits(x, k, dd, contacts)) {
                    if (sigma == 0 && dd == 1 && TangentCone.admits(x, k, -1, contacts)) {
                        noteAmbiguousBranch(x, k);
                    }
                    return new Outcome(OutcomeKind.FOLLOW, k, dd, contacts);
                }
            }
        }
        return new Outcome(OutcomeKind.JAM, null, 0, contacts);
    }

    private static boolean applicableAt(Constraint c, CPoint x) {
        for (TuPoly m : c.markers()) {
            if (x.sign(m) == Sign.NEGATIVE) {
                return false;
            }
        }
        return true;
    }

    /**
     * A resolution at rest where both directions along the constraint lead on (a vertical tangency of its curve
     * at u = 0: the contact normal passes through the hinge, so the push has no torque to first order). The
     * engine's convention follows u increasing (θ &gt; 0); a real part goes either way, decided by imperfections.
     */
    private void noteAmbiguousBranch(CPoint x, Constraint k) {
        log.note(String.format(java.util.Locale.ROOT, "pawl %s at s = %.6g mm: contact %s is met with its normal "
                + "through the hinge, so the pawl could deflect either way; the simulation follows θ > 0 "
                + "(a convention) — check the design with the part turned the other way", run.pawl(),
                run.speed() * Approx.of(x.t()), k.contact().label()));
    }

    /** Whether the constraint's vertex lies on its (closed) edge at x (its two edge markers are ≥ 0). */
    static boolean onEdgeAt(Constraint c, CPoint x) {
        for (TuPoly m : c.edgeMarkers()) {
            if (x.sign(m) == Sign.NEGATIVE) {
                return false;
            }
        }
        return true;
    }

    /** The slip sign s = sign(v·r)·sign(r·e) just past xk along k in u-direction dd (−1 or +1). */
    static int slipSign(Constraint k, CPoint xk, int dd) {
        TangentCone.Past past = k.curve().isTimeFree() ? TangentCone.horizontal(xk)
                : TangentCone.along(xk, k.curve(), dd);
        Sign a = past.of(k.slip());
        Sign b = past.of(k.leverE());
        Sign s = a.times(b);
        return s == Sign.NEGATIVE ? -1 : 1;
    }

    /** Whether the pawl can slide along k just past xk: θ·D_s &gt; 0 (or D_s = 0 there). */
    static boolean slides(Constraint k, CPoint xk, int dd, int sigma, int slip) {
        TangentCone.Past past = k.curve().isTimeFree() ? TangentCone.horizontal(xk)
                : TangentCone.along(xk, k.curve(), dd);
        Sign d = past.of(k.frictionDenominator(slip));
        return d == Sign.ZERO || d.intValue() == sigma;
    }
}
