package org.snapfit.sweep.traits;

import java.util.List;
import org.snapfit.algebra.number.Rational;

/**
 * One contact constraint of one pawl: its C-space curve g(t, u) = 0 (g &gt; 0 locally free), the markers that must
 * be ≥ 0 for the constraint to apply, and the friction quantities. Immutable, exact.
 *
 * @param id a stable index within the pawl (used to break ties between simultaneous events)
 * @param contact which vertex on which edge
 * @param curve the clearance polynomial g = (1 + u²)·(signed clearance)·(positive constant)
 * @param markers applicability: contact point inside the edge (two markers), touching vertex locally outside the
 *     other body (two markers); all ≥ 0 where the constraint applies
 * @param leverE r·e times a positive function of (t, u) (r = contact − hinge, e = (n_y, −n_x))
 * @param frictionPlus D₊ = r·e + μ (r·n), times a positive function
 * @param frictionMinus D₋ = r·e − μ (r·n), times a positive function
 * @param slip v·r times a positive function (its sign is the sign of v·r)
 * @param friction μ
 * @param geometry the numbers for the force model
 * @param feature identifies the touching vertex and the other body's polygon: constraints with equal feature
 *     describe the same vertex against different edges of the same polygon
 * @param endKind the kind (convex/reflex/flat) of the edge's end vertex in its polygon
 */
public record Constraint(int id, Contact contact, TuPoly curve, List<TuPoly> markers, TuPoly leverE, TuPoly frictionPlus,
        TuPoly frictionMinus, TuPoly slip, Rational friction, ContactGeometry geometry, String feature,
        org.snapfit.core.geom.VertexKind endKind) {

    /**
     * Validates and copies.
     *
     * @param id stable index
     * @param contact which vertex on which edge
     * @param curve the clearance polynomial
     * @param markers applicability markers
     * @param leverE r·e (scaled)
     * @param frictionPlus D₊ (scaled)
     * @param frictionMinus D₋ (scaled)
     * @param slip v·r (scaled)
     * @param friction μ ≥ 0
     * @param geometry force-model numbers
     * @param feature the touching vertex and other polygon
     * @param endKind the kind of the edge's end vertex
     */
    public Constraint {
        markers = List.copyOf(markers);
    }

    /**
     * The two edge-range markers (contact point inside the edge): the first two {@link #markers()}.
     *
     * @return [from-start, to-end]
     */
    public List<TuPoly> edgeMarkers() {
        return markers.subList(0, 2);
    }

    /**
     * D_s = r·e + μ s (r·n), times a positive function (its sign is the sign of D_s).
     *
     * @param slipSign s = +1 or −1 (the sign of the slip rate v_s)
     * @return the polynomial whose sign is the sign of D_s
     */
    public TuPoly frictionDenominator(int slipSign) {
        return slipSign >= 0 ? frictionPlus : frictionMinus;
    }
}
