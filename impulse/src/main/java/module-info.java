/**
 * snapfit impulse: passive multi-contact impulses for rigid bodies and linkages (Constantinescu et al.).
 * The exported model, contact, force, sim and scene packages work in mm, kg, s, N (energies in mJ = N·mm); the
 * engine behind them works in SI in the packages {@code org.snapfit.impulse.engine.*}, which are not exported, and
 * one class ({@code org.snapfit.impulse.engine.ImpulseUnits}) converts at the edge. The solver package is pure mathematics
 * (unit-free: any consistent units).
 */
module org.snapfit.impulse {
    requires transitive org.snapfit.algebra;
    requires transitive org.snapfit.core;

    exports org.snapfit.impulse.contact;
    exports org.snapfit.impulse.force;
    exports org.snapfit.impulse.model;
    exports org.snapfit.impulse.scene;
    exports org.snapfit.impulse.sim;
    exports org.snapfit.impulse.solver;
}
