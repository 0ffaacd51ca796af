package org.snapfit.cadimport.section;

import java.util.List;
import java.util.Objects;

/**
 * One part of a sectioned file: the bodies gathered under one name and what the plane made of them. Immutable.
 *
 * @param name the part's name (its layer in the profile set), unique ignoring case
 * @param occurrence the occurrence path of the part in the assembly tree, e.g. {@code ASSY/PAWL-1}
 * @param bodies the number of body occurrences gathered
 * @param loops the number of section loops
 * @param outlines the number of simple outlines delivered (loops with holes are split into several)
 * @param exact whether every section vertex is exact (the file's decimals, exact placements, rational plane frame)
 * @param errorBound the largest distance between the true section and its polygons (mm); 0 when exact
 * @param entities the entities of the gathered bodies, e.g. {@code MANIFOLD_SOLID_BREP #41}
 */
public record SectionedPart(String name, String occurrence, int bodies, int loops, int outlines, boolean exact,
        double errorBound, List<String> entities) {

    /**
     * Validates and copies.
     *
     * @param name the name
     * @param occurrence the path
     * @param bodies the body count
     * @param loops the loop count
     * @param outlines the outline count
     * @param exact the flag
     * @param errorBound the bound
     * @param entities the entities
     */
    public SectionedPart {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(occurrence, "occurrence");
        entities = List.copyOf(entities);
    }

    /**
     * Whether the plane cuts the part.
     *
     * @return true if it has at least one loop
     */
    public boolean isCut() {
        return loops > 0;
    }
}
