package org.snapfit.core.body;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The planar profiles read from one drawing: one {@link PlanarProfile} per non-empty layer, in order of first
 * appearance, coordinates in millimetres. Immutable and thread-safe.
 *
 * @param file the file name as the user gave it
 * @param layers the layers, names distinct ignoring case
 */
public record ProfileSet(String file, List<PlanarProfile> layers) {

    /**
     * Validates and freezes the layer list.
     *
     * @param file the file name
     * @param layers the layers
     * @throws IllegalArgumentException if two layers have the same name ignoring case
     */
    public ProfileSet {
        Objects.requireNonNull(file, "file");
        layers = List.copyOf(layers);
        for (int i = 0; i < layers.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (layers.get(i).layer().equalsIgnoreCase(layers.get(j).layer())) {
                    throw new IllegalArgumentException("layers[" + i + "] = " + layers.get(i).layer()
                            + " repeats layers[" + j + "] = " + layers.get(j).layer()
                            + "; layer names must be distinct ignoring case");
                }
            }
        }
    }

    /**
     * The layer with this name, ignoring case.
     *
     * @param name the layer name
     * @return the layer, or empty if none has that name
     */
    public Optional<PlanarProfile> layer(String name) {
        String key = name.toUpperCase(Locale.ROOT);
        return layers.stream().filter(l -> l.layer().toUpperCase(Locale.ROOT).equals(key)).findFirst();
    }
}
