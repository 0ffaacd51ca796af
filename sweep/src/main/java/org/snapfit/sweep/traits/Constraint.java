package org.snapfit.sweep.traits;

import org.snapfit.sweep.contact.ContactGeometry;
import org.snapfit.sweep.contact.VertexEdgeContact;
import java.math.BigInteger;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.VertexKind;

/**
 * One contact constraint of one pawl: its C-space curve g(t, u) = 0 (g &gt; 0 locally free), the markers that must
 * be ≥ 0 for the constraint to apply, and the friction quantities. Immutable, exact; equality is identity (each
 * constraint belongs to one {@link CSpace}).
 *
 * <p>The contact and the {@link Reach} are built with the constraint; the curve, the markers and the friction
 * polynomials may be built on first use ({@link #lazy}): most constraints of a large C-space are never met, and
 * the sweep only asks for these of the ones its {@link Reach} filter lets through. The result is the same either way (a pure function of the
 * exact geometry, computed at most a few times under concurrent first use).
 */
public final class Constraint {

    /**
     * The polynomials that may be built on first use.
     *
     * @param markers applicability: contact point inside the edge (two markers), touching vertex locally outside
     *     the other body (two markers); all ≥ 0 where the constraint applies
     * @param leverE r·e times a positive function of (t, u) (r = contact − hinge, e = (n_y, −n_x))
     * @param frictionPlus D₊ = r·e + μ (r·n), times a positive function
     * @param frictionMinus D₋ = r·e − μ (r·n), times a positive function
     * @param slip v·r times a positive function (its sign is the sign of v·r)
     */
    public record Details(List<TuPoly> markers, TuPoly leverE, TuPoly frictionPlus, TuPoly frictionMinus,
            TuPoly slip) {

        /**
         * Copies the marker list.
         *
         * @param markers applicability markers
         * @param leverE r·e (scaled)
         * @param frictionPlus D₊ (scaled)
         * @param frictionMinus D₋ (scaled)
         * @param slip v·r (scaled)
         */
        public Details {
            markers = List.copyOf(markers);
            Objects.requireNonNull(leverE, "leverE");
            Objects.requireNonNull(frictionPlus, "frictionPlus");
            Objects.requireNonNull(frictionMinus, "frictionMinus");
            Objects.requireNonNull(slip, "slip");
        }
    }

    private final int id;
    private final VertexEdgeContact contact;
    private final Supplier<TuPoly> curveBuilder;
    private volatile TuPoly curve;
    private final Rational friction;
    private final ContactGeometry geometry;
    private final String feature;
    private final VertexKind endKind;
    private final Reach reach;
    private final Supplier<Details> builder;
    private volatile Details details;
    /** Builds the two edge-range markers alone (null: taken from the details). */
    private final Supplier<List<TuPoly>> edgeBuilder;
    private volatile List<TuPoly> edge;
    /** Builds the four markers alone, equal to the details' (null: taken from the details). */
    private Supplier<List<TuPoly>> markerBuilder;
    /** Gives the curve's coefficients rounded to doubles (null: computed from the curve). */
    private Supplier<double[][]> approxBuilder;
    /** Builds {a(0), b(0)} of the curve up to one positive factor, alone (null: taken from the curve). */
    private Supplier<Rational[]> restBuilder;
    /** The approach time at rest, once computed (null: not yet). */
    private volatile Optional<Rational> restTime;
    /** The curve's a and b coefficients rounded to doubles, built on first numeric use. */
    private volatile double[][] curveApprox;

    private Constraint(int id, VertexEdgeContact contact, Supplier<TuPoly> curveBuilder, TuPoly curve, Supplier<Details> builder,
            Details details, Supplier<List<TuPoly>> edgeBuilder, Rational friction, ContactGeometry geometry,
            String feature, VertexKind endKind, Reach reach) {
        this.id = id;
        this.edgeBuilder = edgeBuilder;
        this.contact = Objects.requireNonNull(contact, "contact");
        this.curveBuilder = curveBuilder;
        this.curve = curve;
        this.builder = builder;
        this.details = details;
        this.friction = Objects.requireNonNull(friction, "friction");
        this.geometry = Objects.requireNonNull(geometry, "geometry");
        this.feature = Objects.requireNonNull(feature, "feature");
        this.endKind = Objects.requireNonNull(endKind, "endKind");
        this.reach = Objects.requireNonNull(reach, "reach");
    }

    /**
     * A constraint with every polynomial given.
     *
     * @param id a stable index within the pawl (used to break ties between simultaneous events)
     * @param contact which vertex on which edge
     * @param curve the clearance polynomial g = (1 + u²)·(signed clearance)·(positive constant)
     * @param details markers and friction polynomials
     * @param friction μ
     * @param geometry the numbers for the force model
     * @param feature identifies the touching vertex and the other body's polygon: constraints with equal feature
     *     describe the same vertex against different edges of the same polygon
     * @param endKind the kind (convex/reflex/flat) of the edge's end vertex in its polygon
     * @param reach where the contact can happen, for the sweep's conservative filter
     * @return the constraint
     */
    public static Constraint of(int id, VertexEdgeContact contact, TuPoly curve, Details details, Rational friction,
            ContactGeometry geometry, String feature, VertexKind endKind, Reach reach) {
        return new Constraint(id, contact, null, Objects.requireNonNull(curve, "curve"), null,
                Objects.requireNonNull(details, "details"), null, friction, geometry, feature, endKind, reach);
    }

    /**
     * A constraint whose curve, markers and friction polynomials are built on first use.
     *
     * @param id a stable index within the pawl
     * @param contact which vertex on which edge
     * @param curve builds the clearance polynomial (a pure function)
     * @param details builds the markers and friction polynomials (a pure function)
     * @param friction μ
     * @param geometry the numbers for the force model
     * @param feature the touching vertex and other polygon
     * @param endKind the kind of the edge's end vertex
     * @param reach where the contact can happen
     * @return the constraint
     */
    public static Constraint lazy(int id, VertexEdgeContact contact, Supplier<TuPoly> curve, Supplier<Details> details,
            Rational friction, ContactGeometry geometry, String feature, VertexKind endKind, Reach reach) {
        return new Constraint(id, contact, Objects.requireNonNull(curve, "curve"), null,
                Objects.requireNonNull(details, "details"), null, null, friction, geometry, feature, endKind, reach);
    }

    /**
     * A constraint whose curve, edge-range markers and remaining polynomials are built on first use, each part on
     * its own: the sweep asks whether a vertex lies on its edge (the two edge markers) far more often than it
     * needs the corner markers and the friction polynomials.
     *
     * @param id a stable index within the pawl
     * @param contact which vertex on which edge
     * @param curve builds the clearance polynomial (a pure function)
     * @param edgeMarkers builds the two edge-range markers (a pure function; equal to the first two markers
     *     of the details)
     * @param details builds the markers and friction polynomials (a pure function)
     * @param friction μ
     * @param geometry the numbers for the force model
     * @param feature the touching vertex and other polygon
     * @param endKind the kind of the edge's end vertex
     * @param reach where the contact can happen
     * @return the constraint
     */
    public static Constraint lazy(int id, VertexEdgeContact contact, Supplier<TuPoly> curve, Supplier<List<TuPoly>> edgeMarkers,
            Supplier<Details> details, Rational friction, ContactGeometry geometry, String feature, VertexKind endKind,
            Reach reach) {
        return new Constraint(id, contact, Objects.requireNonNull(curve, "curve"), null,
                Objects.requireNonNull(details, "details"), null, Objects.requireNonNull(edgeMarkers, "edgeMarkers"),
                friction, geometry, feature, endKind, reach);
    }

    /**
     * A constraint built on first use, as {@link #lazy(int, VertexEdgeContact, Supplier, Supplier, Supplier, Rational,
     * ContactGeometry, String, VertexKind, Reach)}, that also knows its curve at rest (u = 0) without building the
     * curve: the sweep's search for the next collision at rest needs only that line, for many constraints it then
     * rejects.
     *
     * @param id a stable index within the pawl
     * @param contact which vertex on which edge
     * @param curve builds the clearance polynomial (a pure function)
     * @param edgeMarkers builds the two edge-range markers (a pure function)
     * @param details builds the markers and friction polynomials (a pure function)
     * @param restLine builds {a(0), b(0)} of the curve times one positive constant (a pure function)
     * @param friction μ
     * @param geometry the numbers for the force model
     * @param feature the touching vertex and other polygon
     * @param endKind the kind of the edge's end vertex
     * @param reach where the contact can happen
     * @return the constraint
     */
    public static Constraint lazy(int id, VertexEdgeContact contact, Supplier<TuPoly> curve, Supplier<List<TuPoly>> edgeMarkers,
            Supplier<Details> details, Supplier<Rational[]> restLine, Rational friction, ContactGeometry geometry,
            String feature, VertexKind endKind, Reach reach) {
        Constraint c = lazy(id, contact, curve, edgeMarkers, details, friction, geometry, feature, endKind, reach);
        c.restBuilder = Objects.requireNonNull(restLine, "restLine");
        return c;
    }

    /**
     * Lets {@link #markers()} come from {@code markers} until the details are built, and the curve's rounded
     * coefficients from {@code approx}: the C-spaces of one shape at several μ share these, which do not depend on
     * μ, while each builds its own friction polynomials. Called before the constraint is shared.
     *
     * @param markers builds the four markers (a pure function, equal to the details' markers; memoized by the caller)
     * @param approx gives {@link #approxOf} of the curve (memoized by the caller)
     * @return this constraint
     */
    Constraint sharing(Supplier<List<TuPoly>> markers, Supplier<double[][]> approx) {
        markerBuilder = Objects.requireNonNull(markers, "markers");
        approxBuilder = Objects.requireNonNull(approx, "approx");
        return this;
    }

    /**
     * The time at which the contact is reached with the pawl at rest (u = 0) while approaching: t = −a(0)/b(0) when
     * b(0) &lt; 0 (the clearance at rest falls as t grows), else empty. Exact; computed once.
     *
     * @return the approach time at rest, or empty when the clearance at rest does not fall
     */
    public Optional<Rational> restApproachTime() {
        Optional<Rational> r = restTime;
        if (r == null) {
            BigInteger a0;
            BigInteger b0;
            Rational[] line = restBuilder == null ? null : restBuilder.get();
            if (line == null) {
                a0 = curve().a().coeff(0);
                b0 = curve().b().coeff(0);
                r = b0.signum() >= 0 ? Optional.empty() : Optional.of(Rational.of(a0.negate(), b0));
            } else {
                r = line[1].signum() >= 0 ? Optional.empty() : Optional.of(line[0].divide(line[1]).negate());
            }
            restTime = r;
        }
        return r;
    }

    private Details details() {
        Details d = details;
        if (d == null) {
            d = builder.get();
            details = d;
        }
        return d;
    }

    /**
     * A stable index within the pawl (used to break ties between simultaneous events).
     *
     * @return the index
     */
    public int id() {
        return id;
    }

    /**
     * Which vertex on which edge.
     *
     * @return the contact
     */
    public VertexEdgeContact contact() {
        return contact;
    }

    /**
     * The clearance polynomial g = (1 + u²)·(signed clearance)·(positive constant).
     *
     * @return the curve
     */
    public TuPoly curve() {
        TuPoly c = curve;
        if (c == null) {
            c = curveBuilder.get();
            curve = c;
        }
        return c;
    }

    /**
     * The time on the curve at u, numerically: −a(u)/b(u) with the coefficients rounded to doubles once per
     * constraint. Approximate — for forces and plots, never for decisions.
     *
     * @param u the angle parameter
     * @return t, approximate
     */
    public double timeAt(double u) {
        double[][] c = approx();
        return -horner(c[0], u) / horner(c[1], u);
    }

    /** The curve's a and b with coefficients rounded to doubles, computed once. */
    private double[][] approx() {
        double[][] c = curveApprox;
        if (c == null) {
            c = approxBuilder != null ? approxBuilder.get() : approxOf(curve());
            curveApprox = c;
        }
        return c;
    }

    /**
     * A curve's a and b with coefficients rounded to doubles (never modified by the caller).
     *
     * @param g the curve
     * @return {a, b}, lowest degree first
     */
    static double[][] approxOf(TuPoly g) {
        return new double[][] {doubles(g.a()), doubles(g.b())};
    }

    /**
     * Relative slack (dimensionless, relative to the bracket's width plus its magnitude) within which a root of
     * the quadratic formula still counts as lying in the bracket of {@link #uAtTime}; rounding of the formula is
     * far below it, a root of the other branch far above it.
     */
    public static final double ROOT_BRACKET_SLACK = 1e-9;

    /** Newton steps that polish a closed-form root against cancellation (each at least doubles the digits). */
    private static final int POLISH_STEPS = 2;

    /**
     * The u between {@code uA} and {@code uB} at which this curve passes the time t, numerically, in constant
     * time: a(u) + t·b(u) = 0 is quadratic in u (coefficients rounded to doubles once per constraint); its root
     * in the bracket is taken from the cancellation-free quadratic formula and polished by Newton steps, then
     * clamped to the bracket. Approximate — for forces and plots, never for decisions.
     *
     * @param t the time
     * @param uA one end of the bracket
     * @param uB the other end
     * @return u in the bracket, or NaN when no root lies in it (within {@link #ROOT_BRACKET_SLACK}) or the curve is
     *     not quadratic in u: then the caller bisects
     */
    public double uAtTime(double t, double uA, double uB) {
        double[][] c = approx();
        if (c[0].length > 3 || c[1].length > 3) {
            return Double.NaN;
        }
        double qa = coeff(c[0], 2) + t * coeff(c[1], 2);
        double qb = coeff(c[0], 1) + t * coeff(c[1], 1);
        double qc = coeff(c[0], 0) + t * coeff(c[1], 0);
        double lo = Math.min(uA, uB);
        double hi = Math.max(uA, uB);
        double slack = ROOT_BRACKET_SLACK * (hi - lo + Math.abs(lo) + Math.abs(hi));
        double u = Double.NaN;
        for (double r : roots(qa, qb, qc)) {
            if (r >= lo - slack && r <= hi + slack && (Double.isNaN(u) || distance(r, lo, hi) < distance(u, lo, hi))) {
                u = r;
            }
        }
        if (Double.isNaN(u)) {
            return u;
        }
        for (int i = 0; i < POLISH_STEPS; i++) {
            double d = 2 * qa * u + qb;
            if (d == 0) {
                break;
            }
            double next = u - ((qa * u + qb) * u + qc) / d;
            if (!Double.isFinite(next)) {
                break;
            }
            u = next;
        }
        return Math.min(hi, Math.max(lo, u));
    }

    /** Real roots of qa u² + qb u + qc (a double discriminant below 0 is taken as a double root). */
    private static double[] roots(double qa, double qb, double qc) {
        if (qa == 0) {
            return qb == 0 ? new double[0] : new double[] {-qc / qb};
        }
        double disc = Math.max(0, qb * qb - 4 * qa * qc);
        double q = -0.5 * (qb + Math.copySign(Math.sqrt(disc), qb));
        return q == 0 ? new double[] {0} : new double[] {q / qa, qc / q};
    }

    private static double distance(double u, double lo, double hi) {
        return u < lo ? lo - u : u > hi ? u - hi : 0;
    }

    private static double coeff(double[] c, int i) {
        return i < c.length ? c[i] : 0;
    }

    private static double[] doubles(org.snapfit.algebra.poly.IntPoly p) {
        double[] d = new double[p.degree() + 1];
        for (int i = 0; i < d.length; i++) {
            d[i] = p.coeff(i).doubleValue();
        }
        return d;
    }

    private static double horner(double[] c, double x) {
        double s = 0;
        for (int i = c.length - 1; i >= 0; i--) {
            s = s * x + c[i];
        }
        return s;
    }

    /**
     * Applicability: contact point inside the edge (two markers), touching vertex locally outside the other body
     * (two markers); all ≥ 0 where the constraint applies.
     *
     * @return the four markers
     */
    public List<TuPoly> markers() {
        Supplier<List<TuPoly>> m = markerBuilder;
        return m != null && details == null ? m.get() : details().markers();
    }

    /**
     * The two edge-range markers (contact point inside the edge): the first two {@link #markers()}.
     *
     * @return [from-start, to-end]
     */
    public List<TuPoly> edgeMarkers() {
        Details d = details;
        if (d != null || edgeBuilder == null) {
            return markers().subList(0, 2);
        }
        List<TuPoly> e = edge;
        if (e == null) {
            e = List.copyOf(edgeBuilder.get());
            edge = e;
        }
        return e;
    }

    /**
     * r·e times a positive function of (t, u) (r = contact − hinge, e = (n_y, −n_x)).
     *
     * @return the lever polynomial
     */
    public TuPoly leverE() {
        return details().leverE();
    }

    /**
     * D₊ = r·e + μ (r·n), times a positive function.
     *
     * @return D₊ (scaled)
     */
    public TuPoly frictionPlus() {
        return details().frictionPlus();
    }

    /**
     * D₋ = r·e − μ (r·n), times a positive function.
     *
     * @return D₋ (scaled)
     */
    public TuPoly frictionMinus() {
        return details().frictionMinus();
    }

    /**
     * v·r times a positive function (its sign is the sign of v·r).
     *
     * @return the slip polynomial
     */
    public TuPoly slip() {
        return details().slip();
    }

    /**
     * D_s = r·e + μ s (r·n), times a positive function (its sign is the sign of D_s).
     *
     * @param slipSign s = +1 or −1 (the sign of the slip rate v_s)
     * @return the polynomial whose sign is the sign of D_s
     */
    public TuPoly frictionDenominator(int slipSign) {
        return slipSign >= 0 ? frictionPlus() : frictionMinus();
    }

    /**
     * μ.
     *
     * @return the friction coefficient
     */
    public Rational friction() {
        return friction;
    }

    /**
     * The numbers for the force model.
     *
     * @return the contact geometry
     */
    public ContactGeometry geometry() {
        return geometry;
    }

    /**
     * Identifies the touching vertex and the other body's polygon.
     *
     * @return the feature key
     */
    public String feature() {
        return feature;
    }

    /**
     * The kind (convex/reflex/flat) of the edge's end vertex in its polygon.
     *
     * @return the kind
     */
    public VertexKind endKind() {
        return endKind;
    }

    /**
     * Where the contact can happen, for the sweep's conservative filter.
     *
     * @return the reach
     */
    public Reach reach() {
        return reach;
    }

    @Override
    public String toString() {
        return "Constraint[" + id + ", " + contact.label() + "]";
    }
}
