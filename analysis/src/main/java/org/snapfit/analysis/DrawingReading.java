package org.snapfit.analysis;

import org.snapfit.cadimport.dxf.DxfOptions;
import org.snapfit.cadimport.dxf.DxfProgress;
import org.snapfit.cadimport.dxf.LayerFilter;

/**
 * The drawing reader's layers, budgets and progress listener held by {@link AnalysisOptions}. Immutable.
 *
 * @param layers the layers built
 * @param maxEntities the entity budget after INSERT expansion
 * @param maxInsertCopies the INSERT copy budget
 * @param progress the reader's progress listener
 */
record DrawingReading(LayerFilter layers, long maxEntities, long maxInsertCopies, DxfProgress progress) {

    /** The mechanism layers, the reader's default budgets, no progress. */
    static final DrawingReading DEFAULTS = new DrawingReading(LayerFilter.mechanismLayers(),
            DxfOptions.DEFAULT_MAX_ENTITIES, DxfOptions.DEFAULT_MAX_INSERT_COPIES, DxfProgress.NONE);
}
