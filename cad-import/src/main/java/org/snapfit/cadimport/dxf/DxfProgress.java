package org.snapfit.cadimport.dxf;

/**
 * Receives the progress of a long DXF reading: the phase ({@code "reading DXF"}, {@code "building DXF
 * entities"}, {@code "chaining DXF pieces"}) and how far it is. Called from the reading thread, at most every few
 * thousand entities; the caller decides what to show (the command line prints a line to standard error once a
 * reading has run for a second).
 */
@FunctionalInterface
public interface DxfProgress {

    /** Ignores every step. */
    DxfProgress NONE = (phase, done, total) -> { };

    /**
     * Progress within a phase.
     *
     * @param phase what is being done
     * @param done how much is done (bytes, entities or layers, as the phase counts)
     * @param total how much there is in all
     */
    void step(String phase, long done, long total);
}
