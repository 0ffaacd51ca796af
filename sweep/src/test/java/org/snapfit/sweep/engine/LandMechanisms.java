package org.snapfit.sweep.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.testing.Gen;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismException;
import org.snapfit.sweep.model.Motion;
import org.snapfit.sweep.model.Obstacle;
import org.snapfit.sweep.model.Pawl;

/**
 * Random mechanisms whose obstacle has flat lands parallel to the motion (t-independent constraints): a hook pawl of
 * {@link FilteredEngineEquivalenceProperties#hook} over a staircase of 1–4 features, each a ramp up from the base
 * y = −5 to a land at a random height between the hook's tip and its arm (quarters), the land itself (1/2 to 2 long), then either a step down onto a
 * lower land (vertical or undercut by 1/4) or a drop back to the base. Motion along +x (so the lands are parallel to
 * it) with random friction. The snap that lands on a land and the slide along it are what these exercise.
 */
public final class LandMechanisms {

    /** The mechanisms of {@link #random}; a draw whose staircase overlaps the pawl at t = 0 is drawn again. */
    static final Gen<Mechanism> MECHANISMS = Gen.rejecting(MechanismException.class, LandMechanisms::random);

    private LandMechanisms() {
    }

    /**
     * One random mechanism.
     *
     * @param r the random source
     * @return the mechanism (the constructor may reject it with {@code MechanismException} if the pawl overlaps)
     */
    public static Mechanism random(RandomGenerator r) {
        Pawl hook = FilteredEngineEquivalenceProperties.hook("P", 0, r);
        Rational tipY = Rational.ZERO;
        for (ExactPoint2 p : hook.shape().get(0).vertices()) {
            tipY = p.y().compareTo(tipY) < 0 ? p.y() : tipY;
        }
        int quarters = -4 * tipY.num().intValue() / tipY.den().intValue(); // lands between the tip and the arm
        int x = 12 + r.nextInt(3);
        List<ExactPoint2> top = new ArrayList<>();
        int features = 1 + r.nextInt(4);
        Rational cx = Rational.of(x);
        for (int i = 0; i < features; i++) {
            Rational land = tipY.add(Rational.of(1 + r.nextInt(Math.max(1, quarters - 1)), 4));
            top.add(ExactPoint2.of(cx, Rational.of(-5)));
            cx = cx.add(Rational.of(1 + r.nextInt(3), 2));
            top.add(ExactPoint2.of(cx, land));
            cx = cx.add(Rational.of(1 + r.nextInt(4), 2));
            top.add(ExactPoint2.of(cx, land));
            if (r.nextBoolean()) {
                // a step down onto a lower land, vertical or undercut
                Rational lower = land.subtract(Rational.of(1 + r.nextInt(4), 4));
                Rational back = r.nextBoolean() ? Rational.of(1, 4) : Rational.ZERO;
                top.add(ExactPoint2.of(cx.subtract(back), lower));
                cx = cx.add(Rational.of(1 + r.nextInt(4), 2));
                top.add(ExactPoint2.of(cx, lower));
            }
            cx = cx.add(Rational.HALF);
        }
        top.add(ExactPoint2.of(cx, Rational.of(-5)));
        List<ExactPoint2> v = new ArrayList<>();
        v.add(ExactPoint2.of(Rational.of(x), Rational.of(-8)));
        v.add(ExactPoint2.of(cx, Rational.of(-8)));
        for (int i = top.size() - 1; i >= 0; i--) {
            v.add(top.get(i));
        }
        Obstacle stairs = new Obstacle("stairs", List.of(ExactPolygon2.of(v)));
        return new Mechanism("lands", Rational.of(r.nextInt(4), 10), new Motion(ExactPoint2.of(1, 0), Rational.of(24)),
                List.of(hook), List.of(stairs), List.of());
    }
}
