package org.snapfit.core.geom;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.snapfit.core.check.Require;
import org.snapfit.core.contact.Contact;

/** The vertex-against-body contact collection shared by the convex polygon and polyhedron. Not API. */
final class VertexContacts {

    private VertexContacts() {
    }

    /**
     * A's vertices near B, then B's vertices near A (reversed to A's side).
     *
     * @param countA the number of A's vertices
     * @param aOnB the contact of A's vertex i with B
     * @param countB the number of B's vertices
     * @param bOnA the contact of B's vertex j with A
     * @param margin the largest signed distance reported
     * @return the contacts
     */
    static List<Contact> collect(int countA, IntFunction<Contact> aOnB, int countB, IntFunction<Contact> bOnA,
            double margin) {
        Require.finite("contact margin", margin);
        List<Contact> out = new ArrayList<>();
        for (int i = 0; i < countA; i++) {
            Contact c = aOnB.apply(i);
            if (c.signedDistance() <= margin) {
                out.add(c);
            }
        }
        for (int j = 0; j < countB; j++) {
            Contact c = bOnA.apply(j);
            if (c.signedDistance() <= margin) {
                out.add(c.reversed());
            }
        }
        return out;
    }
}
