package org.snapfit.core.surface;

/**
 * A surface defined over the parameter domain of another (its base): a posed copy, an offset, a view with declared
 * periods. The parameter box and the periods are the base's unless an implementation says otherwise.
 */
public interface WrappedSurface extends ParametricSurface {

    /**
     * The surface this one is defined over.
     *
     * @return the base surface
     */
    ParametricSurface base();

    @Override
    default double uMin() {
        return base().uMin();
    }

    @Override
    default double uMax() {
        return base().uMax();
    }

    @Override
    default double vMin() {
        return base().vMin();
    }

    @Override
    default double vMax() {
        return base().vMax();
    }

    @Override
    default double uPeriod() {
        return base().uPeriod();
    }

    @Override
    default double vPeriod() {
        return base().vPeriod();
    }
}
