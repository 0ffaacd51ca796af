package org.snapfit.algebra.arrangement;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;

/**
 * Test-scope exact traits over rational line pieces y = m·x + c restricted to [xMin, xMax] (null = unbounded),
 * the second traits the generic arrangement is checked with.
 */
final class LineTraits implements ArrangementTraits<LineTraits.Line, LineTraits.Pt> {

    record Pt(Rational x, Rational y) {
        static Pt of(long x, long y) {
            return new Pt(Rational.of(x), Rational.of(y));
        }
    }

    record Line(Rational m, Rational c, Rational xMin, Rational xMax) {
        Rational yAt(Rational x) {
            return m.multiply(x).add(c);
        }

        static Line segment(Pt a, Pt b) {
            Pt p = a.x().compareTo(b.x()) < 0 ? a : b;
            Pt q = p == a ? b : a;
            Rational m = q.y().subtract(p.y()).divide(q.x().subtract(p.x()));
            return new Line(m, p.y().subtract(m.multiply(p.x())), p.x(), q.x());
        }

        static Line line(long m, long c) {
            return new Line(Rational.of(m), Rational.of(c), null, null);
        }
    }

    @Override
    public Comparison compareX(Pt p, Pt q) {
        return p.x().compare(q.x());
    }

    @Override
    public Comparison compareXY(Pt p, Pt q) {
        Comparison c = p.x().compare(q.x());
        return c != Comparison.EQUAL ? c : p.y().compare(q.y());
    }

    @Override
    public Optional<BoundarySide> boundary(Line c, ArcEnd end) {
        if (end == ArcEnd.MIN) {
            return c.xMin() == null ? Optional.of(BoundarySide.LEFT) : Optional.empty();
        }
        return c.xMax() == null ? Optional.of(BoundarySide.RIGHT) : Optional.empty();
    }

    @Override
    public Pt endPoint(Line c, ArcEnd end) {
        Rational x = end == ArcEnd.MIN ? c.xMin() : c.xMax();
        if (x == null) {
            throw new IllegalArgumentException("end " + end + " of " + c + " is unbounded");
        }
        return new Pt(x, c.yAt(x));
    }

    @Override
    public Comparison compareXToEnd(Pt p, Line c, ArcEnd end) {
        Rational x = end == ArcEnd.MIN ? c.xMin() : c.xMax();
        if (x == null) {
            return end == ArcEnd.MIN ? Comparison.LARGER : Comparison.SMALLER;
        }
        return p.x().compare(x);
    }

    @Override
    public Comparison compareYAtX(Pt p, Line c) {
        return p.y().compare(c.yAt(p.x()));
    }

    @Override
    public Comparison compareCurvesAtX(Line c1, Line c2, Pt p) {
        return c1.yAt(p.x()).compare(c2.yAt(p.x()));
    }

    @Override
    public Comparison compareYAtXRight(Line c1, Line c2, Pt p) {
        return c1.m().compare(c2.m());
    }

    @Override
    public Comparison compareYAtXLeft(Line c1, Line c2, Pt p) {
        return c2.m().compare(c1.m());
    }

    @Override
    public Comparison compareEndsOnBoundary(Line c1, ArcEnd end1, Line c2, ArcEnd end2) {
        Comparison bySlope = end1 == ArcEnd.MIN ? c2.m().compare(c1.m()) : c1.m().compare(c2.m());
        return bySlope != Comparison.EQUAL ? bySlope : c1.c().compare(c2.c());
    }

    private static Rational max(Rational a, Rational b) {
        return a == null ? b : b == null ? a : a.max(b);
    }

    private static Rational min(Rational a, Rational b) {
        return a == null ? b : b == null ? a : a.min(b);
    }

    private static boolean within(Rational x, Line c) {
        return (c.xMin() == null || x.compareTo(c.xMin()) >= 0) && (c.xMax() == null || x.compareTo(c.xMax()) <= 0);
    }

    @Override
    public List<Pt> intersect(Line c1, Line c2) {
        List<Pt> out = new ArrayList<>();
        if (c1.m().equals(c2.m())) {
            if (!c1.c().equals(c2.c())) {
                return out;
            }
            Rational lo = max(c1.xMin(), c2.xMin());
            Rational hi = min(c1.xMax(), c2.xMax());
            if (lo != null && hi != null && lo.compareTo(hi) > 0) {
                return out;
            }
            if (lo != null) {
                out.add(new Pt(lo, c1.yAt(lo)));
            }
            if (hi != null) {
                out.add(new Pt(hi, c1.yAt(hi)));
            }
            return out;
        }
        Rational x = c2.c().subtract(c1.c()).divide(c1.m().subtract(c2.m()));
        if (within(x, c1) && within(x, c2)) {
            out.add(new Pt(x, c1.yAt(x)));
        }
        return out;
    }
}
