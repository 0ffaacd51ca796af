package org.snapfit.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.UnaryOperator;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.Motion;
import org.snapfit.sweep.model.Obstacle;
import org.snapfit.sweep.model.Pawl;

/**
 * A mechanism being edited by a sample's parameters: the edits change fields, {@link #build()} validates the result
 * once. Mutable; one per sample and thread.
 */
public final class MechanismDraft {

    private final Mechanism base;
    private Rational friction;
    private ExactPoint2 velocity;
    private Rational travel;
    private final List<Pawl> pawls;
    private List<Obstacle> obstacles;
    private boolean pawlsChanged;

    /**
     * Starts from a mechanism.
     *
     * @param base the nominal mechanism
     */
    public MechanismDraft(Mechanism base) {
        this.base = Objects.requireNonNull(base, "base");
        this.friction = base.friction();
        this.velocity = base.motion().velocity();
        this.travel = base.motion().travel();
        this.pawls = new ArrayList<>(base.pawls());
        this.obstacles = base.obstacles();
    }

    /**
     * Sets the friction coefficient μ.
     *
     * @param mu μ (dimensionless)
     */
    public void friction(Rational mu) {
        friction = Objects.requireNonNull(mu, "mu");
    }

    /**
     * Sets the insertion travel (the motion's time span).
     *
     * @param t the travel
     */
    public void travel(Rational t) {
        travel = Objects.requireNonNull(t, "t");
    }

    /**
     * Replaces one pawl by an edited copy.
     *
     * @param index the pawl's index in the mechanism
     * @param edit the edit
     */
    public void pawl(int index, UnaryOperator<Pawl> edit) {
        pawls.set(index, edit.apply(pawls.get(index)));
        pawlsChanged = true;
    }

    /**
     * Shifts every obstacle (the fixed parts) rigidly.
     *
     * @param d the shift, mm
     */
    public void shiftObstacles(ExactPoint2 d) {
        List<Obstacle> out = new ArrayList<>(obstacles.size());
        for (Obstacle o : obstacles) {
            out.add(new Obstacle(o.name(), o.shape().stream().map(p -> shift(p, d)).toList()));
        }
        obstacles = out;
    }

    /**
     * A polygon moved by a vector.
     *
     * @param p the polygon
     * @param d the vector
     * @return the moved polygon
     */
    public static ExactPolygon2 shift(ExactPolygon2 p, ExactPoint2 d) {
        return ExactPolygon2.of(p.vertices().stream().map(v -> v.add(d)).toList());
    }

    /**
     * The edited mechanism, validated (the same pawl and obstacle lists as the base when those were not edited).
     *
     * @return the mechanism
     * @throws org.snapfit.sweep.model.MechanismException if the edits make an invalid mechanism (a pawl inside an
     *     obstacle at the start, μ &lt; 0)
     * @throws IllegalArgumentException if a value breaks a rule of the model (κ &lt;= 0, travel &lt;= 0)
     */
    public Mechanism build() {
        Motion motion = velocity.equals(base.motion().velocity()) && travel.equals(base.motion().travel())
                ? base.motion() : new Motion(velocity, travel);
        return new Mechanism(base.name(), friction, motion, pawlsChanged ? pawls : base.pawls(), obstacles,
                base.rootShape());
    }
}
