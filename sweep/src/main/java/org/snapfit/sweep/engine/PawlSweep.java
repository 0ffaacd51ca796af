package org.snapfit.sweep.engine;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.Set;
import org.snapfit.sweep.traits.Approx;
import org.snapfit.sweep.traits.Roots;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.VertexKind;
import org.snapfit.sweep.event.EventData;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.event.TerminationCause;
import org.snapfit.sweep.traits.CPoint;
import org.snapfit.sweep.traits.CSpace;
import org.snapfit.sweep.traits.Constraint;
import org.snapfit.sweep.contact.Contact;
import org.snapfit.sweep.traits.Reach;
import org.snapfit.sweep.contact.ContactKind;
import org.snapfit.sweep.traits.TuPoly;
import org.snapfit.sweep.trajectory.TrajectoryPiece;

/**
 * The exact sweep of one pawl ([DP]: follow the current constraint, intersect it with the others). The searches
 * (next collision, crossings along a branch, snap landing) run over a pool of constraints: all of them
 * ({@link Engine#NAIVE}, {@link Engine#FILTERED} with the box filter) or the candidates of the free face of the run's
 * start ({@link Engine#FACE}, {@link FacePruning}); the local tests at a point always see every constraint touching
 * there. Mutable engine state; not thread-safe; one instance per pawl and run.
 */
final class PawlSweep {

    /** Upper bound on processed events, against an engine bug looping forever. */
    private static final int MAX_STEPS = 100_000;

    private final String pawl;
    private final int pawlIndex;
    private final CSpace cs;
    private final Rational travel;
    private final boolean friction;
    private final double speed;
    private final double kappa;
    private final boolean prefilter;
    private final boolean face;
    /** The constraints the searches run over: all of them, or the candidates of the free face ({@link Engine#FACE}). */
    private List<Constraint> pool;
    /** Membership in the pool by constraint id, when the pool is not every constraint (else null). */
    private boolean[] inPool;
    /** The constraints indexed by their possible contact times (filtered engines on large C-spaces), else null. */
    private ConstraintIndex index;

    /**
     * Smallest C-space that gets a {@link ConstraintIndex} (constraints): below it a scan of every constraint's
     * box test is as cheap as a query.
     */
    static final int MIN_INDEXED = 256;

    /** The threshold in use ({@link #MIN_INDEXED}; tests lower it to exercise the index on small C-spaces). */
    static volatile int indexThreshold = MIN_INDEXED;

    private final List<SweepEvent> events = new ArrayList<>();
    private final List<TrajectoryPiece> pieces = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private TerminationCause cause = TerminationCause.COMPLETE;
    private RealAlgebraic endTime;
    private PawlState endState = PawlState.rest();

    PawlSweep(String pawl, int pawlIndex, CSpace cs, Rational travel, Rational mu, double speed, double kappa) {
        this(pawl, pawlIndex, cs, travel, mu, speed, kappa, Engine.FILTERED);
    }

    /**
     * @param engine which constraints the searches consider: FILTERED skips those that certainly cannot be touched
     *     in the box about to be swept before their exact roots are isolated ({@link Reach}); NAIVE runs the plain
     *     naive engine (tests compare them); FACE first prunes to the candidates of the free face
     *     ({@link FacePruning}), then filters like FILTERED
     */
    PawlSweep(String pawl, int pawlIndex, CSpace cs, Rational travel, Rational mu, double speed, double kappa,
            Engine engine) {
        this.prefilter = engine != Engine.NAIVE;
        this.face = engine == Engine.FACE;
        this.pool = cs.constraints();
        this.pawl = pawl;
        this.pawlIndex = pawlIndex;
        this.cs = cs;
        this.travel = travel;
        this.friction = mu.signum() > 0;
        this.speed = speed;
        this.kappa = kappa;
        this.endTime = RealAlgebraic.of(travel);
    }

    List<SweepEvent> events() {
        return events;
    }

    List<TrajectoryPiece> pieces() {
        return pieces;
    }

    /** Warnings about this pawl's run (e.g. a convention that decided an ambiguous branch), in event order. */
    List<String> notes() {
        return notes;
    }

    TerminationCause cause() {
        return cause;
    }

    RealAlgebraic endTime() {
        return endTime;
    }

    PawlState endState() {
        return endState;
    }

    /** What a resolution at a point decided. */
    private enum OutcomeKind { REST, FOLLOW, SNAP, JAM }

    /** The decision at a point: kind, and for FOLLOW the constraint and u-direction. */
    private record Outcome(OutcomeKind kind, Constraint next, int dir, List<Constraint> through) {
    }

    /** Why the branch stopped at a point. */
    private enum Trigger { CROSS, MARKER, REST, TRAVEL, TANGENCY, STICK, SLIP, POLE }

    // ------------------------------------------------------------------------------------------------ main loop

    void run(Optional<Start> start) {
        run(start, Simulator.NEVER);
    }

    /**
     * Runs the sweep, asking {@code stop} before every step.
     *
     * @throws SweepCancelledException as soon as {@code stop} answers true
     */
    void run(Optional<Start> start, BooleanSupplier stop) {
        if (face) {
            RealAlgebraic u0 = start.map(Start::u).orElse(RealAlgebraic.of(0));
            pool = FacePruning.prune(cs, travel, u0).pool();
            inPool = new boolean[cs.constraints().size()];
            for (Constraint c : pool) {
                inPool[c.id()] = true;
            }
        }
        if (prefilter && cs.constraints().size() >= indexThreshold) {
            index = ConstraintIndex.of(cs.constraints());
        }
        RealAlgebraic restFrom = RealAlgebraic.of(0);
        boolean strict = false;
        Follow on = null;
        if (start.isPresent() && start.get().constraint().isPresent()) {
            Start st = start.get();
            TuPoly startCurve = st.constraint().get().curve();
            // a run starts at t = 0; on a t-independent constraint (u = c) the vertical line t = 0 defines t there
            CPoint x = new CPoint(st.u(), startCurve.isTimeFree() ? TuPoly.verticalLine(Rational.ZERO) : startCurve);
            Outcome o = resolve(x, sign(st.u()), st.constraint().get(), contactsAt(x));
            on = startFollowing(o, x, sign(st.u()), st.constraint().get(), null);
            if (on == null) {
                return;
            }
        }
        RealAlgebraic searchFrom = restFrom;
        for (int step = 0; step < MAX_STEPS; step++) {
            if (stop.getAsBoolean()) {
                throw new SweepCancelledException(pawl, step);
            }
            if (on == null) {
                Optional<Rational> tc = nextCollision(searchFrom, strict);
                if (tc.isEmpty()) {
                    grazing(restFrom, travel);
                    pieces.add(new TrajectoryPiece.Rest(restFrom, RealAlgebraic.of(travel)));
                    endTime = RealAlgebraic.of(travel);
                    endState = PawlState.rest();
                    return;
                }
                RealAlgebraic t1 = RealAlgebraic.of(tc.get());
                CPoint x = new CPoint(RealAlgebraic.of(0), TuPoly.verticalLine(tc.get()));
                Outcome o = resolve(x, 0, null, contactsAt(x));
                if (o.kind() == OutcomeKind.REST) {
                    searchFrom = t1;
                    strict = true;
                    continue;
                }
                grazing(restFrom, tc.get());
                pieces.add(new TrajectoryPiece.Rest(restFrom, t1));
                on = startFollowing(o, x, 0, null, SweepEvent.TranslationalCollision.class);
                if (on == null) {
                    return;
                }
                continue;
            }
            Step next = advance(on);
            if (next.done()) {
                return;
            }
            on = next.follow();
            if (on == null) {
                restFrom = next.restFrom();
                searchFrom = restFrom;
                strict = true;
            }
        }
        throw new SnapfitInternalError("pawl " + pawl + ": more than " + MAX_STEPS + " sweep steps");
    }

    /** The followed branch: constraint, current point, u-direction, side σ of u, slip sign. */
    private record Follow(Constraint c, CPoint p, int dir, int sigma, int slip) {
    }

    /** The result of advancing along a branch: a new branch, or rest from a time, or the end. */
    private record Step(Follow follow, RealAlgebraic restFrom, boolean done) {
    }

    /** A start on a constraint (retraction from a loaded state). */
    record Start(RealAlgebraic u, Optional<Constraint> constraint) {
    }

    // ------------------------------------------------------------------------------------------------ rest phase

    private Optional<Rational> nextCollision(RealAlgebraic from, boolean strict) {
        Rational best = null;
        Box box = prefilter ? Box.around(from, RealAlgebraic.of(0), RealAlgebraic.of(0)).include(RealAlgebraic.of(travel))
                : Box.ALL;
        if (index != null && box != Box.ALL && Double.isFinite(box.t1())) {
            // walk the buckets forward in t; a constraint first met in a later bucket cannot be touched before its
            // start, so once the best time lies (with a margin for the bucket arithmetic) before the end of the
            // buckets walked, no later one can improve it (the minimum does not depend on the visiting order)
            index.newPass();
            for (int i : index.always()) {
                best = collisionCandidate(index.get(i), box, from, strict, best);
            }
            double margin = BUCKET_MARGIN_RELATIVE * index.scale();
            for (int b = index.bucketOf(box.t1()); b < index.bucketCount(); b++) {
                for (int i : index.bucket(b)) {
                    if (index.firstSeen(i) && (inPool == null || inPool[i])) {
                        best = collisionCandidate(index.get(i), box, from, strict, best);
                    }
                }
                double end = index.bucketEnd(b);
                if (end - margin > box.t2() || (best != null && best.doubleValue() < end - margin)) {
                    break;
                }
            }
            return Optional.ofNullable(best);
        }
        for (Constraint c : pool) {
            best = collisionCandidate(c, box, from, strict, best);
        }
        return Optional.ofNullable(best);
    }

    /**
     * Margin on bucket ends, relative to the index's scale (dimensionless): the bucket of a time is computed in
     * doubles, so a time within a few ulps of a bucket end may land in the next bucket; 10⁻⁹ covers that with a
     * factor above 10⁶.
     */
    private static final double BUCKET_MARGIN_RELATIVE = 1e-9;

    /** The collision time of c at rest if it is before best (and after from, within travel, on c's edge), else best. */
    private Rational collisionCandidate(Constraint c, Box box, RealAlgebraic from, boolean strict, Rational best) {
        if (!box.mayTouch(c)) {
            return best;
        }
        Optional<Rational> approach = c.restApproachTime();
        if (approach.isEmpty()) {
            return best;
        }
        Rational tc = approach.get();
        Comparison cmp = from.compare(tc);
        if (cmp == Comparison.LARGER || (strict && cmp == Comparison.EQUAL)) {
            return best;
        }
        if (tc.compareTo(travel) > 0 || (best != null && tc.compareTo(best) >= 0)) {
            return best;
        }
        CPoint x = new CPoint(RealAlgebraic.of(0), TuPoly.verticalLine(tc));
        return onEdgeAt(c, x) ? tc : best;
    }

    /**
     * The constraints a search in the box must consider, in id order: the pool (or every constraint), narrowed by
     * the time index when there is one and the box is bounded. Those left out cannot be touched in the box's times
     * ({@link ConstraintIndex}), so the box filter would have skipped them anyway.
     */
    private List<Constraint> near(Box box, boolean everyConstraint) {
        List<Constraint> base = everyConstraint ? cs.constraints() : pool;
        if (index == null || box == Box.ALL) {
            return base;
        }
        List<Constraint> q = index.query(box.t1(), box.t2(), everyConstraint ? null : inPool);
        return q == null ? base : q;
    }

    /**
     * Grazing contacts on the rest piece [from, to]: a constraint with a(0) = b(0) = 0 has zero clearance at u = 0
     * for every t (a vertex sliding along an edge line parallel to the motion, without force). It touches while all
     * its markers, linear in t at u = 0, are ≥ 0: an interval of t with rational ends. Each interval of positive
     * length meeting the piece gives grazing_contact_begin at its start (or at {@code from}) and
     * grazing_contact_end at its end when that comes before {@code to}, or at {@code to} when the piece ends with
     * the pawl leaving rest before the travel is over.
     */
    private void grazing(RealAlgebraic from, Rational to) {
        Box box = prefilter ? Box.around(from, RealAlgebraic.of(0), RealAlgebraic.of(0)).include(RealAlgebraic.of(to))
                : Box.ALL;
        for (Constraint c : near(box, false)) {
            if (!box.mayTouch(c)) {
                continue;
            }
            TuPoly g = c.curve();
            if (g.a().coeff(0).signum() != 0 || g.b().coeff(0).signum() != 0) {
                continue;
            }
            Rational lo = null;
            Rational hi = null;
            boolean empty = false;
            for (TuPoly m : c.markers()) {
                BigInteger ma = m.a().coeff(0);
                BigInteger mb = m.b().coeff(0);
                if (mb.signum() == 0) {
                    empty |= ma.signum() < 0;
                    continue;
                }
                Rational root = Rational.of(ma.negate(), mb);
                if (mb.signum() > 0) {
                    lo = lo == null ? root : lo.max(root);
                } else {
                    hi = hi == null ? root : hi.min(root);
                }
            }
            if (empty || (lo != null && hi != null && lo.compareTo(hi) >= 0)) {
                continue;
            }
            RealAlgebraic begin = lo == null || from.compare(lo) != Comparison.SMALLER ? from : RealAlgebraic.of(lo);
            Rational endAt = hi == null ? to : hi.min(to);
            if (begin.compare(endAt) != Comparison.SMALLER) {
                continue;
            }
            RealAlgebraic zero = RealAlgebraic.of(0);
            events.add(new SweepEvent.GrazingContactBegin(data(begin, zero, zero, null, c, List.of())));
            if (endAt.compareTo(to) < 0 || to.compareTo(travel) < 0) {
                events.add(new SweepEvent.GrazingContactEnd(data(RealAlgebraic.of(endAt), zero, zero, c, null, List.of())));
            }
        }
    }

    // ------------------------------------------------------------------------------------------------ resolution

    private boolean applicableAt(Constraint c, CPoint x) {
        for (TuPoly m : c.markers()) {
            if (x.sign(m) == Sign.NEGATIVE) {
                return false;
            }
        }
        return true;
    }

    /** The sign of a function just past a point in some direction of motion. */
    private interface Past {
        Sign of(TuPoly g);
    }

    private static Past vertical(CPoint x, int d) {
        return g -> x.signPastVertical(g, d);
    }

    private static Past along(CPoint x, TuPoly curve, int d) {
        return g -> x.signPastAlong(g, curve, d);
    }

    /** Forward in t along u = 0 from a point with u = 0: g(t + e, 0) = g(x) + e g.b(0). */
    private static Past restForward(CPoint x) {
        return g -> {
            Sign s = x.sign(g);
            return s != Sign.ZERO ? s : Sign.of(g.b().coeff(0).signum());
        };
    }

    private static boolean onEdgeAt(Constraint c, CPoint x) {
        for (TuPoly m : c.edgeMarkers()) {
            if (x.sign(m) == Sign.NEGATIVE) {
                return false;
            }
        }
        return true;
    }

    /** Every constraint whose vertex lies on its (closed) edge at x. */
    private List<Constraint> contactsAt(CPoint x) {
        List<Constraint> out = new ArrayList<>();
        Box box = prefilter ? Box.around(x.t(), x.u(), x.u()) : Box.ALL;
        for (Constraint c : near(box, true)) {
            if (box.mayTouch(c) && x.sign(c.curve()) == Sign.ZERO && onEdgeAt(c, x)) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * The contacts at a point of a followed branch as the plain engine lists them: with a pruned pool
     * ({@link Engine#FACE}) the constraints outside it that touch at x are added, so that the local tests see
     * every contact. Order as the plain engine builds it: the followed constraint, then those with the same curve,
     * then the crossing ones, each group in id order.
     */
    private List<Constraint> withUnpooled(CPoint x, List<Constraint> contacts,
            java.util.function.Predicate<Constraint> sameCurve) {
        if (inPool == null) {
            return contacts;
        }
        List<Constraint> extra = new ArrayList<>();
        for (Constraint k : contactsAt(x)) {
            if (!inPool[k.id()] && k != contacts.get(0)) {
                extra.add(k);
            }
        }
        if (extra.isEmpty()) {
            return contacts;
        }
        List<Constraint> same = new ArrayList<>();
        List<Constraint> cross = new ArrayList<>();
        for (Constraint k : concat(contacts.subList(1, contacts.size()), extra)) {
            (sameCurve.test(k) ? same : cross).add(k);
        }
        same.sort(Comparator.comparingInt(Constraint::id));
        cross.sort(Comparator.comparingInt(Constraint::id));
        List<Constraint> out = new ArrayList<>();
        out.add(contacts.get(0));
        out.addAll(same);
        out.addAll(cross);
        return out;
    }

    /**
     * Whether the configuration just past x (in the direction that {@code past} describes) penetrates an obstacle:
     * some touching vertex enters the other body. A vertex on an edge's interior enters iff its clearance becomes
     * negative; a vertex at the other body's vertex enters a convex corner iff both clearances become negative,
     * a reflex corner iff either does.
     */
    private static boolean inside(List<Constraint> contacts, Past past) {
        Map<String, List<Constraint>> groups = new LinkedHashMap<>();
        for (Constraint c : contacts) {
            groups.computeIfAbsent(c.feature(), k -> new ArrayList<>()).add(c);
        }
        Set<String> vertexOnVertex = new HashSet<>();
        for (List<Constraint> gb : groups.values()) {
            List<Constraint> ga = cornerPartner(gb, groups);
            if (ga == null) {
                continue;
            }
            // a convex pawl corner P at a convex obstacle corner W: the bodies near the point are two cones, which
            // can start to overlap through crossing edges while neither vertex enters the other body. They stay apart
            // iff some edge line that separates them (the other corner's two edges on its free side: markers 2, 3)
            // still separates after the motion (clearance and both markers not negative just past x)
            boolean separated = false;
            for (Constraint k : concat(gb, ga)) {
                separated |= past.of(k.curve()) != Sign.NEGATIVE && past.of(k.markers().get(2)) != Sign.NEGATIVE
                        && past.of(k.markers().get(3)) != Sign.NEGATIVE;
            }
            if (!separated) {
                return true;
            }
            vertexOnVertex.add(gb.get(0).feature());
            vertexOnVertex.add(ga.get(0).feature());
        }
        for (List<Constraint> g : groups.values()) {
            if (vertexOnVertex.contains(g.get(0).feature())) {
                continue;
            }
            if (g.size() == 1) {
                if (past.of(g.get(0).curve()) == Sign.NEGATIVE) {
                    return true;
                }
                continue;
            }
            boolean convex = true;
            if (g.size() == 2) {
                Constraint e1 = g.get(0);
                Constraint e2 = g.get(1);
                VertexKind k = e1.contact().edgeTo().equals(e2.contact().edgeFrom()) ? e1.endKind() : e2.endKind();
                convex = k == VertexKind.CONVEX;
            }
            boolean all = true;
            boolean any = false;
            for (Constraint c : g) {
                boolean neg = past.of(c.curve()) == Sign.NEGATIVE;
                all &= neg;
                any |= neg;
            }
            if (convex ? all : any) {
                return true;
            }
        }
        return false;
    }

    /**
     * For a group of two type-B constraints (one pawl vertex P on two obstacle edges meeting at W), the group of two
     * type-A constraints of W on the two pawl edges meeting at P, if present: a vertex-on-vertex contact. Else null.
     */
    private static List<Constraint> cornerPartner(List<Constraint> gb, Map<String, List<Constraint>> groups) {
        if (gb.size() != 2 || gb.get(0).contact().kind() != ContactKind.B) {
            return null;
        }
        Contact b0 = gb.get(0).contact();
        Contact b1 = gb.get(1).contact();
        ExactPoint2 w = sharedEnd(b0, b1);
        if (w == null) {
            return null;
        }
        for (List<Constraint> ga : groups.values()) {
            if (ga.size() != 2 || ga.get(0).contact().kind() != ContactKind.A) {
                continue;
            }
            Contact a0 = ga.get(0).contact();
            if (a0.vertex().equals(w) && a0.obstacle().equals(b0.obstacle())
                    && b0.vertex().equals(sharedEnd(a0, ga.get(1).contact()))) {
                return ga;
            }
        }
        return null;
    }

    /** The end point two contacts' edges share, or null. */
    private static ExactPoint2 sharedEnd(Contact c0, Contact c1) {
        if (c0.edgeTo().equals(c1.edgeFrom())) {
            return c0.edgeTo();
        }
        if (c1.edgeTo().equals(c0.edgeFrom())) {
            return c1.edgeTo();
        }
        return null;
    }

    private static List<Constraint> concat(List<Constraint> a, List<Constraint> b) {
        List<Constraint> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    /** Whether following k from x in u-direction dd is possible: t increases, k applies, nothing penetrates. */
    private boolean validBranch(CPoint x, Constraint k, int dd, List<Constraint> contacts) {
        if (x.u().signOf(k.curve().b()) == Sign.ZERO) {
            return false;
        }
        CPoint xk = x.withRef(k.curve());
        if (!xk.timeIncreasesAlong(k.curve(), dd)) {
            return false;
        }
        for (TuPoly m : k.markers()) {
            if (xk.signPastAlong(m, k.curve(), dd) == Sign.NEGATIVE) {
                return false;
            }
        }
        return !inside(contacts, along(xk, k.curve(), dd));
    }

    /**
     * Forward in t along the horizontal line u = x.u (a t-independent constraint, b ≡ 0): g(t + e, u) =
     * g(x) + e·g.b(u).
     */
    private static Past horizontal(CPoint x) {
        return g -> {
            Sign s = x.sign(g);
            return s != Sign.ZERO ? s : x.u().signOf(g.b());
        };
    }

    /** Whether following the t-independent constraint k (u fixed, t increasing) from x is possible. */
    private boolean validHorizontal(CPoint x, Constraint k, List<Constraint> contacts) {
        Past past = horizontal(x);
        for (TuPoly m : k.markers()) {
            if (past.of(m) == Sign.NEGATIVE) {
                return false;
            }
        }
        return !inside(contacts, past);
    }

    /**
     * Decides what the state does at x (exact local tests): snap (or stay at rest) if the motion towards rest (or
     * along rest) penetrates nothing; else follow the first applicable constraint whose t-increasing branch
     * penetrates nothing (the tangent-cone test); else jam.
     */
    private Outcome resolve(CPoint x, int sigma, Constraint current, List<Constraint> contacts) {
        Past free = sigma != 0 ? vertical(x, -sigma) : restForward(x);
        if (!inside(contacts, free)) {
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
                if (validHorizontal(x, k, contacts)) {
                    return new Outcome(OutcomeKind.FOLLOW, k, 0, contacts);
                }
                continue;
            }
            for (int dd : new int[] {sigma == 0 ? 1 : sigma, sigma == 0 ? -1 : -sigma}) {
                if (validBranch(x, k, dd, contacts)) {
                    if (sigma == 0 && dd == 1 && validBranch(x, k, -1, contacts)) {
                        noteAmbiguousBranch(x, k);
                    }
                    return new Outcome(OutcomeKind.FOLLOW, k, dd, contacts);
                }
            }
        }
        return new Outcome(OutcomeKind.JAM, null, 0, contacts);
    }

    /**
     * A resolution at rest where both directions along the constraint lead on (a vertical tangency of its curve
     * at u = 0: the contact normal passes through the hinge, so the push has no torque to first order). The
     * engine's convention follows u increasing (θ &gt; 0); a real part goes either way, decided by imperfections.
     */
    private void noteAmbiguousBranch(CPoint x, Constraint k) {
        notes.add(String.format(java.util.Locale.ROOT, "pawl %s at s = %.6g mm: contact %s is met with its normal "
                + "through the hinge, so the pawl could deflect either way; the simulation follows θ > 0 "
                + "(a convention) — check the design with the part turned the other way", pawl,
                speed * Approx.of(x.t()), k.contact().label()));
    }

    // ------------------------------------------------------------------------------------------------ branches

    /**
     * Starts following after a resolution at x (collision at rest, constraint change, landing). Records the event
     * of the given kind (collision only; other callers record their own). Returns null if the run ended.
     */
    private Follow startFollowing(Outcome o, CPoint x, int sigma, Constraint before, Class<?> eventKind) {
        RealAlgebraic t = x.t();
        if (o.kind() == OutcomeKind.JAM) {
            if (eventKind == SweepEvent.TranslationalCollision.class && !o.through().isEmpty()) {
                // a jam at the first contact: the collision is still an event (as a stick at first contact is),
                // reported on the lowest-id contact through x, the others as coincident
                List<Constraint> thr = new ArrayList<>(o.through());
                thr.sort(Comparator.comparingInt(Constraint::id));
                List<Contact> co = new ArrayList<>();
                for (Constraint j : thr.subList(1, thr.size())) {
                    co.add(j.contact());
                }
                events.add(new SweepEvent.TranslationalCollision(data(t, x.u(), x.u(), null, thr.get(0), co)));
            }
            jam(x, before, o.through(), false);
            return null;
        }
        if (o.kind() != OutcomeKind.FOLLOW) {
            throw new SnapfitInternalError("startFollowing called with " + o.kind());
        }
        Constraint k = o.next();
        CPoint xk = k.curve().isTimeFree() ? x : x.withRef(k.curve());
        int sg = sigma != 0 ? sigma : o.dir();
        if (eventKind == SweepEvent.TranslationalCollision.class) {
            List<Contact> co = new ArrayList<>();
            for (Constraint j : o.through()) {
                if (j != k && x.sign(j.curve()) == Sign.ZERO && restForward(x).of(j.curve()) == Sign.NEGATIVE) {
                    co.add(j.contact());
                }
            }
            events.add(new SweepEvent.TranslationalCollision(data(t, x.u(), x.u(), null, k, co)));
        }
        int slip = slipSign(k, xk, o.dir());
        if (friction && !slides(k, xk, o.dir(), sg, slip)) {
            stick(xk, k, slip);
            return null;
        }
        return new Follow(k, xk, o.dir(), sg, slip);
    }

    private int slipSign(Constraint k, CPoint xk, int dd) {
        Past past = k.curve().isTimeFree() ? horizontal(xk) : along(xk, k.curve(), dd);
        Sign a = past.of(k.slip());
        Sign b = past.of(k.leverE());
        Sign s = a.times(b);
        return s == Sign.NEGATIVE ? -1 : 1;
    }

    private boolean slides(Constraint k, CPoint xk, int dd, int sigma, int slip) {
        Past past = k.curve().isTimeFree() ? horizontal(xk) : along(xk, k.curve(), dd);
        Sign d = past.of(k.frictionDenominator(slip));
        return d == Sign.ZERO || d.intValue() == sigma;
    }

    /** A candidate event root on the branch. */
    private record Cand(RealAlgebraic u, Trigger trigger, Constraint other, TuPoly marker) {
    }

    private Step advance(Follow f) {
        if (f.c().curve().isTimeFree()) {
            return advanceHorizontal(f);
        }
        Constraint c = f.c();
        TuPoly cur = c.curve();
        RealAlgebraic u0 = f.p().u();
        List<Cand> local = new ArrayList<>();
        for (TuPoly m : c.markers()) {
            addRoots(local, m.restrictedTo(cur), Trigger.MARKER, null, m, u0, f.dir());
        }
        addRoots(local, TuPoly.restLine().restrictedTo(cur), Trigger.REST, null, null, u0, f.dir());
        addRoots(local, TuPoly.verticalLine(travel).restrictedTo(cur), Trigger.TRAVEL, null, null, u0, f.dir());
        IntPoly slope = verticalTangents(cur);
        addRoots(local, slope, Trigger.TANGENCY, null, null, u0, f.dir());
        addRoots(local, cur.b(), Trigger.POLE, null, null, u0, f.dir());
        TuPoly dS = c.frictionDenominator(f.slip());
        if (friction) {
            addRoots(local, dS.restrictedTo(cur), Trigger.STICK, null, dS, u0, f.dir());
            addRoots(local, c.slip().restrictedTo(cur), Trigger.SLIP, null, null, u0, f.dir());
        }
        Box box = prefilter ? branchBox(f, local) : Box.ALL;
        List<Cand> cands = new ArrayList<>();
        List<Constraint> same = new ArrayList<>();
        for (Constraint k : near(box, false)) {
            if (k != c && box.mayTouch(k)) {
                IntPoly n = k.curve().restrictedTo(cur);
                if (n.isZero()) {
                    same.add(k);
                }
                addRoots(cands, n, Trigger.CROSS, k, null, u0, f.dir());
            }
        }
        cands.addAll(local);
        int d = f.dir();
        // candidate points in u order (direction d), equal ones grouped; sorted exactly only as far as consumed
        ExactOrder<Cand> order = new ExactOrder<>(cands, Cand::u, d);
        for (List<Cand> group = order.nextGroup(); group != null; group = order.nextGroup()) {
            RealAlgebraic r = group.get(0).u();
            Set<Trigger> trig = EnumSet.noneOf(Trigger.class);
            boolean pole = false;
            for (Cand k : group) {
                if (k.trigger() == Trigger.POLE) {
                    pole = true;
                }
            }
            if (pole) {
                // t -> +infinity on this branch: the end of travel came first (it was not found: internal error)
                throw new SnapfitInternalError("pawl " + pawl + ": branch of " + c.contact().label() + " reaches a pole");
            }
            CPoint x = new CPoint(r, cur);
            List<Constraint> contacts = new ArrayList<>();
            contacts.add(c);
            for (Constraint k : same) {
                // same curve (collinear edges): touching only if the vertex is on this edge too
                if (onEdgeAt(k, x)) {
                    contacts.add(k);
                }
            }
            for (Cand k : group) {
                if (k.trigger() == Trigger.CROSS && onEdgeAt(k.other(), x)) {
                    contacts.add(k.other());
                }
                trig.add(k.trigger());
            }
            contacts = withUnpooled(x, contacts, k -> k.curve().restrictedTo(cur).isZero());
            Set<Trigger> fired = EnumSet.noneOf(Trigger.class);
            if (trig.contains(Trigger.REST) && x.u().signOf(IntPoly.X) == Sign.ZERO) {
                fired.add(Trigger.REST);
            }
            if (!validBranch(x, c, d, contacts)) {
                fired.add(Trigger.CROSS);
                if (!x.timeIncreasesAlong(cur, d)) {
                    fired.add(Trigger.TANGENCY);
                }
            }
            if (trig.contains(Trigger.TRAVEL)) {
                fired.add(Trigger.TRAVEL);
            }
            if (trig.contains(Trigger.STICK) && !slides(c, x, d, f.sigma(), f.slip())) {
                fired.add(Trigger.STICK);
            }
            if (trig.contains(Trigger.SLIP) && slipSign(c, x, d) != f.slip()) {
                fired.add(Trigger.SLIP);
            }
            if (!fired.isEmpty()) {
                return handle(f, x, fired, contacts);
            }
        }
        // no event: u runs to infinity on this branch, |theta| -> pi
        RealAlgebraic tEnd = RealAlgebraic.of(Rational.of(cur.a().coeff(2).negate(), cur.b().coeff(2)));
        pieces.add(new TrajectoryPiece.Follow(c, f.p().t(), tEnd, u0, u0, f.slip()));
        cause = TerminationCause.ROTATION_LIMIT;
        endTime = tEnd;
        endState = new PawlState(u0, Optional.of(c.contact()));
        return new Step(null, null, true);
    }

    /** A candidate event on a horizontal branch: the point (u = c, t on the reference curve). */
    private record HCand(CPoint p, Trigger trigger, Constraint other) {
    }

    /** Adds the event where g (linear in t at fixed u) vanishes after x, if g.b(u) ≠ 0 there. */
    private static void addHorizontal(List<HCand> out, CPoint x, TuPoly g, Trigger tr, Constraint other) {
        if (x.u().signOf(g.b()) == Sign.ZERO) {
            return;
        }
        CPoint p = new CPoint(x.u(), g);
        if (p.t().compare(x.t()) == Comparison.LARGER) {
            out.add(new HCand(p, tr, other));
        }
    }

    /**
     * Advances along a t-independent constraint (b ≡ 0): u stays at the root c of a(u), t increases, θ̇ = 0.
     * Events: crossings with other constraints at u = c, the constraint's markers (linear in t at fixed u), slip
     * reversal, end of travel. The friction denominator depends on u only here (checked at entry).
     */
    private Step advanceHorizontal(Follow f) {
        Constraint c = f.c();
        CPoint x0 = onOwnPolynomial(f.p(), c.curve().a());
        List<HCand> cands = new ArrayList<>();
        List<Constraint> same = new ArrayList<>();
        // t runs from x0 to at most the end of travel at the fixed u
        Box box = prefilter ? Box.around(x0.t(), x0.u(), x0.u()).include(RealAlgebraic.of(travel)) : Box.ALL;
        for (Constraint k : near(box, false)) {
            if (k == c || !box.mayTouch(k)) {
                continue;
            }
            if (x0.u().signOf(k.curve().b()) == Sign.ZERO) {
                if (x0.u().signOf(k.curve().a()) == Sign.ZERO) {
                    same.add(k);
                }
                continue;
            }
            addHorizontal(cands, x0, k.curve(), Trigger.CROSS, k);
        }
        for (TuPoly m : c.markers()) {
            addHorizontal(cands, x0, m, Trigger.MARKER, null);
        }
        addHorizontal(cands, x0, TuPoly.verticalLine(travel), Trigger.TRAVEL, null);
        if (friction) {
            addHorizontal(cands, x0, c.slip(), Trigger.SLIP, null);
        }
        cands.sort((p, q) -> p.p().t().compareTo(q.p().t()));
        int i = 0;
        while (i < cands.size()) {
            int jEnd = i;
            RealAlgebraic ti = cands.get(i).p().t();
            while (jEnd < cands.size() && cands.get(jEnd).p().t().compare(ti) == Comparison.EQUAL) {
                jEnd++;
            }
            CPoint x = cands.get(i).p();
            List<Constraint> contacts = new ArrayList<>();
            contacts.add(c);
            for (Constraint k : same) {
                // same curve (collinear edges): touching only if the vertex is on this edge too
                if (onEdgeAt(k, x)) {
                    contacts.add(k);
                }
            }
            Set<Trigger> trig = EnumSet.noneOf(Trigger.class);
            for (HCand k : cands.subList(i, jEnd)) {
                if (k.trigger() == Trigger.CROSS && onEdgeAt(k.other(), x)) {
                    contacts.add(k.other());
                }
                trig.add(k.trigger());
            }
            contacts = withUnpooled(x, contacts, k -> x.u().signOf(k.curve().b()) == Sign.ZERO);
            Set<Trigger> fired = EnumSet.noneOf(Trigger.class);
            if (!validHorizontal(x, c, contacts)) {
                fired.add(Trigger.CROSS);
            }
            if (trig.contains(Trigger.TRAVEL)) {
                fired.add(Trigger.TRAVEL);
            }
            if (trig.contains(Trigger.SLIP) && slipSign(c, x, 0) != f.slip()) {
                fired.add(Trigger.SLIP);
            }
            if (!fired.isEmpty()) {
                return handle(f, x, fired, contacts);
            }
            i = jEnd;
        }
        throw new SnapfitInternalError("pawl " + pawl + ": horizontal branch of " + c.contact().label()
                + " has no end before the end of travel");
    }

    /**
     * The same point with u re-expressed as a root of a (degree ≤ 2): the kernel's closed forms for rationals and
     * quadratic irrationals then replace resultant-based arithmetic along the horizontal branch (u found as a
     * crossing carries a higher-degree, non-minimal polynomial).
     */
    private static CPoint onOwnPolynomial(CPoint x, IntPoly a) {
        for (RealAlgebraic r : Roots.of(a)) {
            if (r.compare(x.u()) == Comparison.EQUAL) {
                return x.withU(r);
            }
        }
        return x;
    }

    /**
     * The box of (t, θ) that the branch can sweep in this advance, or {@link Box#ALL} when it is not bounded. The
     * branch certainly stops at the first of its own candidates (in the direction of motion) that ends it whatever
     * the other constraints do: the rest line, the end of travel, a pole, or an applicability marker of the
     * followed constraint that turns negative just past its root (the contact leaves its edge or corner). On
     * [u0, that root], t = −a(u)/b(u) is continuous and monotone between the vertical tangencies, so its range is
     * spanned by the values at the two ends and at the tangencies between them.
     */
    private Box branchBox(Follow f, List<Cand> local) {
        int d = f.dir();
        TuPoly cur = f.c().curve();
        // the local candidates in u order up to the first that certainly stops the branch (sorted lazily)
        List<Cand> ord = new ArrayList<>();
        ExactOrder<Cand> order = new ExactOrder<>(local, Cand::u, d);
        RealAlgebraic lim = null;
        while (lim == null) {
            List<Cand> group = order.nextGroup();
            if (group == null) {
                break;
            }
            for (Cand k : group) {
                ord.add(k);
                Trigger tr = k.trigger();
                if (tr == Trigger.REST || tr == Trigger.TRAVEL || tr == Trigger.POLE || (tr == Trigger.MARKER
                        && new CPoint(k.u(), cur).signPastAlong(k.marker(), cur, d) == Sign.NEGATIVE)) {
                    lim = k.u();
                    break;
                }
            }
        }
        if (lim == null || ord.get(0).trigger() == Trigger.POLE) {
            return Box.ALL;
        }
        Box box = Box.around(f.p().t(), f.p().u(), lim).includeTimeOn(lim, cur);
        for (Cand k : ord) {
            if (k.u() == lim) {
                break;
            }
            if (k.trigger() == Trigger.TANGENCY) {
                box = box.includeTimeOn(k.u(), cur);
            }
        }
        return box;
    }

    /**
     * A box of times and angles, in doubles widened outward so that it holds the exact box it stands for: t from
     * the number's outward double enclosure when that is already narrow, else from the correctly rounded value one
     * ulp further out; θ = 2 atan u at the ends of such an interval of u, widened by {@link #ANGLE_SLACK_RAD}.
     */
    private record Box(double t1, double t2, double th1, double th2, double cos, double sin) {

        /**
         * The box with the cosine and sine of its middle angle computed once (every constraint's filter uses them).
         *
         * @param t1 lower time
         * @param t2 upper time
         * @param th1 lower angle, rad
         * @param th2 upper angle, rad
         */
        Box(double t1, double t2, double th1, double th2) {
            this(t1, t2, th1, th2, Math.cos(0.5 * (th1 + th2)), Math.sin(0.5 * (th1 + th2)));
        }

        /** Every configuration (no filtering). */
        static final Box ALL = new Box(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, -Math.PI, Math.PI);

        /**
         * Slack on angles, rad: the u ends are doubles bounding u (an enclosure, or a correctly rounded value one ulp
         * out), so 2 atan of them bounds θ up to atan's 1 ulp (below 2⁻⁵¹ rad for |θ| ≤ π); 10⁻¹² rad covers that
         * with a factor above 1000.
         */
        static final double ANGLE_SLACK_RAD = 1e-12;

        /**
         * Widest enclosure, relative to max(1, |value|) (dimensionless), taken as it is; a wider one is replaced by
         * the correctly rounded value ± 1 ulp (which costs exact refinement). 10⁻⁹ is the filter's own relative
         * slack ({@code Reach}), so a box built from such an enclosure filters as well as one from rounded values.
         */
        static final double ENCLOSURE_MAX_WIDTH = 1e-9;

        /**
         * Fraction of {@link #ENCLOSURE_MAX_WIDTH} requested when a wide enclosure is narrowed (dimensionless): a
         * margin so that the narrowed enclosure, rounded outward, is accepted.
         */
        static final double REFINE_FRACTION = 1e-3;

        /** The box of one time and the angles between two values of u. */
        static Box around(RealAlgebraic t, RealAlgebraic ua, RealAlgebraic ub) {
            double[] tt = hull(t);
            double[] a = hull(ua);
            double[] b = hull(ub);
            double thLo = 2 * Math.atan(Math.min(a[0], b[0]));
            double thHi = 2 * Math.atan(Math.max(a[1], b[1]));
            return new Box(tt[0], tt[1], thLo - ANGLE_SLACK_RAD, thHi + ANGLE_SLACK_RAD);
        }

        /** The box widened in t to hold another time. */
        Box include(RealAlgebraic t) {
            double[] tt = hull(t);
            return new Box(Math.min(t1, tt[0]), Math.max(t2, tt[1]), th1, th2);
        }

        /**
         * The box widened in t to hold the time −a(u)/b(u) of the curve at u: from the outward-rounded interval
         * evaluation of a and b over u's enclosure ({@link TimeEnclosure}) when that is narrow, else from the
         * exact time (a real algebraic number, costly to build).
         */
        Box includeTimeOn(RealAlgebraic u, TuPoly curve) {
            double[] tt = TimeEnclosure.of(u, curve, ENCLOSURE_MAX_WIDTH);
            if (tt == null) {
                return include(new CPoint(u, curve).t());
            }
            return new Box(Math.min(t1, tt[0]), Math.max(t2, tt[1]), th1, th2);
        }

        /** Two doubles enclosing x: its enclosure if narrow, else the rounded value one ulp out on each side. */
        static double[] hull(RealAlgebraic x) {
            Interval e = x.enclosure();
            if (e.hi() - e.lo() <= ENCLOSURE_MAX_WIDTH * Math.max(1, Math.abs(e.lo()))) {
                return new double[] {e.lo(), e.hi()};
            }
            double w = ENCLOSURE_MAX_WIDTH * REFINE_FRACTION * Math.max(1, Math.max(Math.abs(e.lo()), Math.abs(e.hi())));
            if (Double.isFinite(w)) {
                // narrow the number's own interval (closed form or certified Newton: usually no rational refinement)
                e = x.tighten(Rational.fromDouble(w)).enclosure();
                if (e.hi() - e.lo() <= ENCLOSURE_MAX_WIDTH * Math.max(1, Math.abs(e.lo()))) {
                    return new double[] {e.lo(), e.hi()};
                }
            }
            double d = Approx.of(x);
            return new double[] {Math.nextDown(d), Math.nextUp(d)};
        }

        boolean mayTouch(Constraint k) {
            return this == ALL || k.reach().mayTouch(t1, t2, th1, th2, cos, sin);
        }
    }

    /** a'b − ab': its roots are the vertical tangencies dt/du = 0 of the curve a + t b = 0. */
    private static IntPoly verticalTangents(TuPoly g) {
        IntPoly left = g.a().derivative().multiply(g.b());
        IntPoly right = g.a().multiply(g.b().derivative());
        return left.subtract(right);
    }

    private void addRoots(List<Cand> out, IntPoly n, Trigger tr, Constraint other, TuPoly marker, RealAlgebraic u0,
            int d) {
        if (n.isZero() || n.degree() < 1) {
            return;
        }
        for (RealAlgebraic rv : Roots.of(n)) {
            Comparison cmp = rv.compare(u0);
            if ((d > 0 && cmp == Comparison.LARGER) || (d < 0 && cmp == Comparison.SMALLER)) {
                out.add(new Cand(rv, tr, other, marker));
            }
        }
    }

    private Step handle(Follow f, CPoint x, Set<Trigger> trig, List<Constraint> contacts) {
        Constraint c = f.c();
        RealAlgebraic t = x.t();
        pieces.add(new TrajectoryPiece.Follow(c, f.p().t(), t, f.p().u(), x.u(), f.slip()));
        boolean structural = trig.contains(Trigger.CROSS) || trig.contains(Trigger.REST);
        if (!structural) {
            if (trig.contains(Trigger.STICK)) {
                stick(x, c, f.slip());
                return new Step(null, null, true);
            }
            if (trig.contains(Trigger.TRAVEL)) {
                endTime = t;
                endState = new PawlState(x.u(), Optional.of(c.contact()));
                return new Step(null, null, true);
            }
            // slip reversal only
            int s = slipSign(c, x, f.dir());
            if (!slides(c, x, f.dir(), f.sigma(), s)) {
                stick(x, c, s);
                return new Step(null, null, true);
            }
            return new Step(new Follow(c, x, f.dir(), f.sigma(), s), null, false);
        }
        boolean atRest = trig.contains(Trigger.REST);
        int sigma = atRest ? 0 : f.sigma();
        Outcome o = resolve(x, sigma, c, contacts);
        Step st;
        switch (o.kind()) {
            case REST:
                events.add(new SweepEvent.BreakContactAtRest(data(t, x.u(), x.u(), c, null, List.of())));
                st = new Step(null, t, false);
                break;
            case FOLLOW:
                if (o.next() != c) {
                    events.add(new SweepEvent.ConstraintChange(data(t, x.u(), x.u(), c, o.next(), List.of())));
                }
                Follow nf = startFollowing(o, x, atRest ? 0 : f.sigma(), c, null);
                st = nf == null ? new Step(null, null, true) : new Step(nf, null, false);
                break;
            case SNAP:
                st = snap(x, f.sigma(), c, trig.contains(Trigger.TANGENCY));
                break;
            default:
                jam(x, c, o.through(), trig.contains(Trigger.TANGENCY));
                st = new Step(null, null, true);
                break;
        }
        if (!st.done() && trig.contains(Trigger.TRAVEL)) {
            endTime = t;
            endState = st.follow() == null ? PawlState.rest()
                    : new PawlState(st.follow().p().u(), Optional.of(st.follow().c().contact()));
            if (st.follow() == null) {
                pieces.add(new TrajectoryPiece.Rest(t, t));
            }
            return new Step(null, null, true);
        }
        return st;
    }

    // ------------------------------------------------------------------------------------------------ snaps

    private Step snap(CPoint x, int sigma, Constraint before, boolean tangency) {
        RealAlgebraic t = x.t();
        IntPoly mt = t.polynomial();
        CPoint best = null;
        Constraint bestC = null;
        Box box = prefilter ? Box.around(t, x.u(), RealAlgebraic.of(0)) : Box.ALL;
        double[] tHull = prefilter ? Box.hull(t) : null;
        for (Constraint k : near(box, false)) {
            if (!box.mayTouch(k)) {
                continue;
            }
            TuPoly g = k.curve();
            if (g.b().isZero()) {
                // a t-independent constraint u = c (an edge parallel to the motion): the landing point (t, c) has
                // the snap's time, which no curve through it defines — an explicit-time point
                for (RealAlgebraic r : Roots.of(g.a())) {
                    if (r.signOf(IntPoly.X).intValue() != sigma || r.compare(x.u()).intValue() != -sigma
                            || best != null && r.compare(best.u()).intValue() != sigma) {
                        continue;
                    }
                    CPoint xr = CPoint.atTime(r, t);
                    if (xr.signPastVertical(g, -sigma) != Sign.NEGATIVE || !onEdgeAt(k, xr)) {
                        continue;
                    }
                    if (inside(contactsAt(xr), vertical(xr, -sigma))) {
                        best = xr;
                        bestC = k;
                    }
                }
                continue;
            }
            IntPoly l = IntPoly.ZERO;
            int n = mt.degree();
            IntPoly minusA = g.a().negate();
            for (int j = 0; j <= n; j++) {
                l = l.add(minusA.pow(j).multiply(g.b().pow(n - j)).scale(mt.coeff(j)));
            }
            if (l.isZero()) {
                continue;
            }
            for (RealAlgebraic r : Roots.of(l)) {
                if (r.signOf(IntPoly.X).intValue() != sigma || r.compare(x.u()).intValue() != -sigma) {
                    continue;
                }
                if (r.signOf(g.b()) == Sign.ZERO) {
                    continue;
                }
                if (best != null && r.compare(best.u()).intValue() != sigma) {
                    continue; // not nearer the start of the snap than the landing found so far: no need to test it
                }
                if (prefilter && certainlyNotAtTime(r, g, tHull)) {
                    continue; // a root of l at another time (l's roots are every u with t^j-conjugate times)
                }
                CPoint xr = new CPoint(r, g);
                if (xr.signPastVertical(g, -sigma) != Sign.NEGATIVE || !onEdgeAt(k, xr)
                        || xr.t().compare(t) != Comparison.EQUAL) {
                    continue;
                }
                if (inside(contactsAt(xr), vertical(xr, -sigma))) {
                    best = xr;
                    bestC = k;
                }
            }
        }
        RealAlgebraic uAfter = best == null ? RealAlgebraic.of(0) : best.u();
        pieces.add(new TrajectoryPiece.Snap(t, x.u(), uAfter));
        double tb = theta(x.u());
        double ta = theta(uAfter);
        double click = 0.5 * kappa * (tb * tb - ta * ta);
        EventData dd = data(t, x.u(), uAfter, before, bestC, List.of());
        events.add(tangency ? new SweepEvent.SnapFreeTangency(dd, click) : new SweepEvent.SnapFreeFromVertex(dd, click));
        if (best == null) {
            return new Step(null, t, false);
        }
        Outcome o = resolve(best, sigma, bestC, contactsAt(best));
        if (o.kind() == OutcomeKind.SNAP) {
            throw new SnapfitInternalError("pawl " + pawl + ": landing point is not blocked");
        }
        Follow nf = startFollowing(o, best, sigma, bestC, null);
        return nf == null ? new Step(null, null, true) : new Step(nf, null, false);
    }

    /**
     * Whether the curve g certainly does not pass the time enclosed by {@code tHull} at u: the certified
     * enclosure of −a(u)/b(u) ({@link TimeEnclosure}) misses it. False decides nothing (the exact comparison
     * follows).
     */
    private static boolean certainlyNotAtTime(RealAlgebraic u, TuPoly g, double[] tHull) {
        double[] tt = TimeEnclosure.of(u, g, Box.ENCLOSURE_MAX_WIDTH);
        return tt != null && (tt[1] < tHull[0] || tt[0] > tHull[1]);
    }

    // ------------------------------------------------------------------------------------------------ ends

    private void jam(CPoint x, Constraint before, List<Constraint> thr, boolean tangency) {
        RealAlgebraic t = x.t();
        List<Contact> co = new ArrayList<>();
        for (Constraint j : thr) {
            if (j != before) {
                co.add(j.contact());
            }
        }
        EventData dd = data(t, x.u(), x.u(), before, before, co);
        if (tangency && co.isEmpty()) {
            events.add(new SweepEvent.JamSingleConstraint(dd));
            cause = TerminationCause.JAM_SINGLE_CONSTRAINT;
        } else {
            events.add(new SweepEvent.JamKinematic(dd));
            cause = TerminationCause.JAM_KINEMATIC;
        }
        endTime = t;
        endState = new PawlState(x.u(), before == null ? Optional.empty() : Optional.of(before.contact()));
    }

    private void stick(CPoint x, Constraint c, int slip) {
        RealAlgebraic t = x.t();
        events.add(new SweepEvent.Sticking(data(t, x.u(), x.u(), c, c, List.of()), slip));
        cause = TerminationCause.STICK_FRICTION;
        endTime = t;
        endState = new PawlState(x.u(), Optional.of(c.contact()));
    }

    private EventData data(RealAlgebraic t, RealAlgebraic ub, RealAlgebraic ua, Constraint before, Constraint after,
            List<Contact> co) {
        return new EventData(pawl, pawlIndex, t, speed * Approx.of(t), ub, ua, theta(ub), theta(ua),
                before == null ? Optional.empty() : Optional.of(before.contact()),
                after == null ? Optional.empty() : Optional.of(after.contact()), co);
    }

    static double theta(RealAlgebraic u) {
        return 2 * Math.atan(Approx.of(u));
    }

    private static int sign(RealAlgebraic u) {
        return u.signOf(IntPoly.X).intValue();
    }
}
