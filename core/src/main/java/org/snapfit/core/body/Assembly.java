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
     * @param path the product names from the root, joined with '/'
     * @param product the product node
     * @param world product-to-world placement
     */
    public record Placed(String path, Assembly product, Pose3 world) {
    }

    /**
     * Every node of the tree (depth first, the root first) with its world placement.
     *
     * @return the placed nodes
     */
    public List<Placed> flatten() {
        List<Placed> out = new ArrayList<>();
        walk(this, name, Pose3.IDENTITY, out, 0);
        return out;
    }

    /** Deepest nesting that {@link #flatten()} follows. */
    public static final int MAX_DEPTH = 64;

    private static void walk(Assembly a, String path, Pose3 world, List<Placed> out, int depth) {
        if (depth > MAX_DEPTH) {
            throw new IllegalStateException("assembly " + path + " is nested deeper than " + MAX_DEPTH);
        }
        out.add(new Placed(path, a, world));
        for (Instance i : a.children) {
            walk(i.product, path + "/" + i.product.name, world.compose(i.placement), out, depth + 1);
        }
    }
}
