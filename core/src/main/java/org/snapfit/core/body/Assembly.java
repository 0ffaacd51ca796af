package org.snapfit.core.body;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.snapfit.core.transform.Pose3;

/**
 * A node of an assembly tree: a product with its own bodies and placed child instances. A product used several
 * times is one node referenced by several instances. Immutable (the tree is a DAG; cycles are rejected by the
 * importer).
 *
 * @param name the product name
 * @param bodies the bodies of this product in its own coordinates
 * @param children the placed sub-products
 */
public record Assembly(String name, List<Body> bodies, List<Assembly.Instance> children) {
    /**
     * Validates and copies.
     *
     * @param name the name
     * @param bodies the bodies
     * @param children the instances
     */
    public Assembly {
        Objects.requireNonNull(name, "name");
        bodies = List.copyOf(bodies);
        children = List.copyOf(children);
    }

    /**
     * A placed use of a product inside its parent: child coordinates map to parent coordinates by {@code placement}.
     *
     * @param name the instance name (may be empty)
     * @param product the product
     * @param placement child-to-parent rigid placement
     */
    public record Instance(String name, Assembly product, Pose3 placement) {
        /**
         * Validates.
         *
         * @param name the name
         * @param product the product
         * @param placement the placement
         */
        public Instance {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(product, "product");
            Objects.requireNonNull(placement, "placement");
        }
    }

    /**
     * A product reached through the tree with its world placement.
     *
     * @param path the occurrence names from the root, joined with '/': the root's product name, then for every
     *     instance its own name (or its product's name when the instance has none), as CAD trees show them
     * @param product the product node
     * @param world product-to-world placement
     */
    public record Placed(String path, Assembly product, Pose3 world) {
    }

    /** Deepest nesting that {@link #flatten()} follows. */
    public static final int MAX_DEPTH = 64;

    /**
     * Every node of the tree (depth first, the root first, children in order) with its world placement. Iterative:
     * the nesting depth is bounded by {@link #MAX_DEPTH}, not by the call stack. A product used n times appears n
     * times; see {@link #occurrences(Assembly)} for how many nodes that is before calling.
     *
     * @return the placed nodes
     * @throws IllegalStateException if the tree is nested deeper than {@link #MAX_DEPTH} (readers refuse such input
     *     with a diagnostic before it gets here)
     */
    public List<Placed> flatten() {
        List<Placed> out = new ArrayList<>();
        java.util.Deque<Object[]> stack = new java.util.ArrayDeque<>();
        stack.push(new Object[] {this, name, Pose3.IDENTITY, 0});
        while (!stack.isEmpty()) {
            Object[] top = stack.pop();
            Assembly a = (Assembly) top[0];
            String path = (String) top[1];
            Pose3 world = (Pose3) top[2];
            int depth = (Integer) top[3];
            if (depth > MAX_DEPTH) {
                throw new IllegalStateException("assembly " + path + " is nested deeper than " + MAX_DEPTH);
            }
            out.add(new Placed(path, a, world));
            for (int k = a.children.size() - 1; k >= 0; k--) {
                Instance i = a.children.get(k);
                stack.push(new Object[] {i.product, path + "/" + occurrenceName(i), world.compose(i.placement), depth + 1});
            }
        }
        return out;
    }

    /**
     * The name an instance shows in a CAD tree: its own name, or its product's name when it has none.
     *
     * @param i the instance
     * @return the occurrence name
     */
    public static String occurrenceName(Instance i) {
        return i.name.isBlank() ? i.product.name : i.name;
    }

    /**
     * The number of nodes {@link #flatten()} would return, counting each shared sub-tree once (dynamic programming
     * over the DAG, iterative); saturates at {@link Long#MAX_VALUE}.
     *
     * @param root the root
     * @return the occurrence count
     */
    public static long occurrences(Assembly root) {
        return fold(root, true);
    }

    /**
     * The nesting depth: the number of instance levels on the longest path from the root (0 for a lone product),
     * computed iteratively over the DAG.
     *
     * @param root the root
     * @return the depth
     */
    public static int depth(Assembly root) {
        return (int) Math.min(Integer.MAX_VALUE, fold(root, false));
    }

    private static long fold(Assembly root, boolean count) {
        java.util.Map<Assembly, Long> memo = new java.util.IdentityHashMap<>();
        java.util.Deque<Object[]> stack = new java.util.ArrayDeque<>();
        stack.push(new Object[] {root, 0});
        while (!stack.isEmpty()) {
            Object[] top = stack.peek();
            Assembly a = (Assembly) top[0];
            int next = (Integer) top[1];
            if (memo.containsKey(a)) {
                stack.pop();
                continue;
            }
            if (next < a.children.size()) {
                top[1] = next + 1;
                Assembly c = a.children.get(next).product;
                if (!memo.containsKey(c)) {
                    stack.push(new Object[] {c, 0});
                }
                continue;
            }
            stack.pop();
            long v = count ? 1 : 0;
            for (Instance i : a.children) {
                long c = memo.get(i.product);
                if (count) {
                    v = v + c < v ? Long.MAX_VALUE : v + c;
                } else {
                    v = Math.max(v, c + 1);
                }
            }
            memo.put(a, v);
        }
        return memo.get(root);
    }
}
