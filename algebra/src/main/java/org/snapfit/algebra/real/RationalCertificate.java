package org.snapfit.algebra.real;

import java.math.BigInteger;
import java.util.Optional;
import org.snapfit.algebra.internal.RationalCandidate;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;

/**
 * Decides whether a real algebraic number is rational without refining its isolating interval to width 1/L (L the
 * leading coefficient of its square-free primitive polynomial P): a rational root of P is k/L for an integer k (its
 * reduced denominator divides L), so one candidate k ({@link RationalCandidate}: the integer nearest L·x from a
 * floating approximation, a proposal only) settles it with three exact signs. When x lies strictly between (k − ½)/L
 * and (k + ½)/L (two comparisons, one sign of P each), k/L is the only candidate there, and x is rational exactly when
 * P(k/L) = 0 and k/L lies inside x's isolating interval (x is the only root of P there). When the proof does not go
 * through (a poor approximation), the caller refines instead. Exact; stateless.
 */
final class RationalCertificate {

    private RationalCertificate() {
    }

    /**
     * The decision, when the certificate goes through: the rational value (the number's state becomes that point), or
     * empty for an irrational number. An empty outer Optional: undecided, refine instead.
     */
    static Optional<Optional<Rational>> decide(RealAlgebraic x) {
        Isolation s = x.state();
        if (!Refiner.atDoublePrecision(s)) {
            s = Refiner.newton(x, s);
        }
        if (s.point()) {
            return Optional.of(Optional.of(s.lo()));
        }
        IntPoly p = x.poly();
        Optional<BigInteger> proposed = RationalCandidate.nearest(p, s.enc());
        if (proposed.isEmpty()) {
            return Optional.empty();
        }
        BigInteger k = proposed.get();
        BigInteger lc = p.leadingCoeff();
        BigInteger twoLc = lc.shiftLeft(1);
        BigInteger twoK = k.shiftLeft(1);
        if (x.compare(Rational.of(twoK.subtract(BigInteger.ONE), twoLc)) != Comparison.LARGER
                || x.compare(Rational.of(twoK.add(BigInteger.ONE), twoLc)) != Comparison.SMALLER) {
            return Optional.empty();
        }
        // x lies in ((k − ½)/L, (k + ½)/L), where k/L is the only rational with denominator dividing L; P may have
        // other roots there too, so k/L is x only when it is a root inside x's isolating interval (x's only root)
        if (p.signAt(k, lc) != Sign.ZERO) {
            return Optional.of(Optional.empty());
        }
        Rational cand = Rational.of(k, lc);
        Isolation now = x.state();
        if (now.point()) {
            return Optional.of(Optional.of(now.lo()));
        }
        if (cand.compareTo(now.lo()) <= 0 || cand.compareTo(now.hi()) >= 0) {
            return Optional.of(Optional.empty());
        }
        x.setState(Isolation.of(cand, cand));
        return Optional.of(Optional.of(cand));
    }
}
