package org.snapfit.algebra.real;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.poly.SquareFreeFactor;

/**
 * Making real algebraic numbers from polynomials: all real roots of a polynomial ({@link RealAlgebraic#rootsOf}),
 * and one number from a square-free polynomial and an isolating interval (closed forms for degree 1 and 2). The
 * first isolation of each polynomial is remembered in the {@link ExactContext}: every call returns fresh numbers
 * built from it, so results never depend on earlier calls or on refinements done to numbers returned before (reports
 * stay byte-identical), while a polynomial met again — as in the repeated exact runs of a friction bisection — is
 * not isolated again. Stateless.
 */
final class Isolations {

    private Isolations() {
    }

    /** A root's defining data as first isolated (the interval before any refinement). */
    record Proto(IntPoly poly, Sign signLo, QuadraticIrrational quad, Rational lo, Rational hi, int multiplicity) {
    }

    /** All real roots of p (non-zero), increasing, with multiplicities, as numbers of the context ctx. */
    static List<RealRoot> rootsOf(IntPoly p, ExactContext ctx) {
        List<Proto> protos;
        if (ctx.isCaching()) {
            Optional<List<Proto>> known = ctx.roots.get(p);
            protos = known.isPresent() ? known.get() : ctx.roots.putIfAbsent(p, isolateAll(p, ctx));
        } else {
            protos = isolateAll(p, ctx);
        }
        List<RealRoot> out = new ArrayList<>(protos.size());
        for (Proto pr : protos) {
            RealAlgebraic x = pr.signLo() == Sign.ZERO ? RealAlgebraic.of(pr.lo(), ctx)
                    : new RealAlgebraic(pr.poly(), pr.signLo(), pr.quad(), Isolation.of(pr.lo(), pr.hi()), ctx);
            out.add(new RealRoot(x, pr.multiplicity()));
        }
        return Collections.unmodifiableList(out);
    }

    /** The roots of p, increasing, as prototypes taken before any comparison refined them. */
    private static List<Proto> isolateAll(IntPoly p, ExactContext ctx) {
        List<RealAlgebraic> nums = new ArrayList<>();
        List<Proto> protos = new ArrayList<>();
        List<SquareFreeFactor> fs = p.squareFreeDecomposition();
        for (SquareFreeFactor f : fs) {
            for (IsolatingInterval iv : RootIsolator.isolateSquareFree(f.factor())) {
                RealAlgebraic x = make(f.factor(), iv.lower(), iv.upper(), ctx);
                Isolation s = x.state();
                nums.add(x);
                protos.add(new Proto(x.poly(), x.signLo(), x.quad(), s.lo(), s.hi(), f.multiplicity()));
            }
        }
        if (fs.size() > 1) {
            // order the prototypes by value (comparing refines the working numbers, not the prototypes)
            List<Integer> idx = new ArrayList<>();
            for (int i = 0; i < nums.size(); i++) {
                idx.add(i);
            }
            idx.sort((a, b) -> nums.get(a).compareTo(nums.get(b)));
            List<Proto> sorted = new ArrayList<>(protos.size());
            for (int i : idx) {
                sorted.add(protos.get(i));
            }
            protos = sorted;
        }
        return List.copyOf(protos);
    }

    /** A number from a square-free polynomial and an isolating interval (or point), in the context ctx. */
    static RealAlgebraic make(IntPoly sqfree, Rational lo, Rational hi, ExactContext ctx) {
        if (lo.equals(hi)) {
            return RealAlgebraic.of(lo, ctx);
        }
        IntPoly q = sqfree.primitivePart();
        if (q.degree() == 1) {
            return RealAlgebraic.of(new Rational(q.coeff(0).negate(), q.coeff(1)), ctx);
        }
        if (q.degree() == 2) {
            return quadratic(q, lo, hi, ctx);
        }
        // An open isolating interval may end at a neighbouring (rational) root of q, e.g. (2, 4) next to the
        // root 2 found at a bisection midpoint: move that end inwards until (old end, new end) provably holds no
        // root (Descartes bound 0) and the new end is not a root.
        Rational l = q.signAt(lo) == Sign.ZERO ? offRoot(q, lo, hi) : lo;
        Rational h = q.signAt(hi) == Sign.ZERO ? offRoot(q, hi, l) : hi;
        return new RealAlgebraic(q, q.signAt(l), null, Isolation.of(l, h), ctx);
    }

    /**
     * The root in (lo, hi) of the primitive square-free quadratic q = a x² + b x + c (a &gt; 0): rational when the
     * discriminant D is a square, else (−b ± √D)/(2a) with + for the larger root (where q rises through zero, so q
     * is negative just left of it).
     */
    private static RealAlgebraic quadratic(IntPoly q, Rational lo, Rational hi, ExactContext ctx) {
        BigInteger a = q.coeff(2);
        BigInteger b = q.coeff(1);
        BigInteger disc = b.multiply(b).subtract(a.multiply(q.coeff(0)).shiftLeft(2));
        BigInteger s = disc.sqrt();
        BigInteger twoA = a.shiftLeft(1);
        if (s.multiply(s).equals(disc)) {
            Rational small = Rational.of(b.negate().subtract(s), twoA);
            return RealAlgebraic.of(small.compareTo(lo) > 0 && small.compareTo(hi) < 0 ? small
                    : Rational.of(s.subtract(b), twoA), ctx);
        }
        Rational l = q.signAt(lo) == Sign.ZERO ? offRoot(q, lo, hi) : lo;
        Rational h = q.signAt(hi) == Sign.ZERO ? offRoot(q, hi, l) : hi;
        Sign sl = q.signAt(l);
        BigInteger sigma = sl == Sign.NEGATIVE ? BigInteger.ONE : BigInteger.ONE.negate();
        return new RealAlgebraic(q, sl, new QuadraticIrrational(b.negate(), sigma, disc, twoA), Isolation.of(l, h),
                ctx);
    }

    /** A point c between root end and other with no root of q in the open interval between end and c. */
    static Rational offRoot(IntPoly q, Rational end, Rational other) {
        Rational w = other.subtract(end);
        while (true) {
            w = w.multiply(Rational.HALF);
            Rational c = end.add(w);
            Rational a = w.signum() > 0 ? end : c;
            Rational b = w.signum() > 0 ? c : end;
            if (q.signAt(c) != Sign.ZERO && RootIsolator.descartesBound(q, a, b) == 0) {
                return c;
            }
        }
    }
}
