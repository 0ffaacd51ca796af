package org.snapfit.core.testdata;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Test helper (core's test-jar): comparing closed polygons given from any start vertex. */
public final class Cycles {

    private Cycles() {
    }

    /**
     * Whether two cyclic sequences are equal, starting anywhere, in the same order.
     *
     * @param a one sequence
     * @param b the other
     * @param <T> the element type
     * @return true if b is a rotation of a
     */
    public static <T> boolean same(List<T> a, List<T> b) {
        if (a.size() != b.size()) {
            return false;
        }
        int n = a.size();
        for (int s = 0; s < Math.max(1, n); s++) {
            boolean ok = true;
            for (int i = 0; i < n && ok; i++) {
                ok = a.get(i).equals(b.get((i + s) % n));
            }
            if (ok) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether two cyclic sequences are equal, starting anywhere, in either order.
     *
     * @param a one sequence
     * @param b the other
     * @param <T> the element type
     * @return true if b or its reverse is a rotation of a
     */
    public static <T> boolean sameEitherWay(List<T> a, List<T> b) {
        List<T> r = new ArrayList<>(b);
        Collections.reverse(r);
        return same(a, b) || same(a, r);
    }
}
