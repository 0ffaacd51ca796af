package org.snapfit.cli.scene;

import org.snapfit.core.geom.Vec3;

/**
 * The conversion between the scene file's units (mm, kg, s, N) and the SI units (m, kg, s, N) of the impulse
 * module's API, for {@code snapfit insert}. (The qp module takes mm, kg, s, N itself.) Mass, time and force are the
 * same in both; only lengths and the quantities built from them change. Stateless.
 */
public final class SceneUnits {
    /** Metres per millimetre. */
    public static final double M_PER_MM = 1e-3;
    /** Millimetres per metre. */
    public static final double MM_PER_M = 1e3;

    private SceneUnits() {
    }

    /**
     * A length or a position coordinate, mm to m (also mm/s to m/s and mm/s&sup2; to m/s&sup2;).
     *
     * @param mm the value in mm
     * @return the value in m
     */
    public static double length(double mm) {
        return mm * M_PER_MM;
    }

    /**
     * A length or a position coordinate, mm to m, correctly rounded: 350 mm gives the same double as the literal
     * 0.35 m (the product {@code 350 * 1e-3} does not). Linkage scenes are read with it, so that a built-in scene
     * written out in mm runs on exactly its own numbers.
     *
     * @param mm the value in mm
     * @return the value in m
     */
    public static double metres(double mm) {
        return mm / MM_PER_M;
    }

    /**
     * A point or vector, mm to m.
     *
     * @param mm the vector in mm
     * @return the vector in m
     */
    public static Vec3 length(Vec3 mm) {
        return mm.scale(M_PER_MM);
    }

    /**
     * A stiffness N/mm to N/m, or a damping N&middot;s/mm to N&middot;s/m.
     *
     * @param perMm the value per millimetre
     * @return the value per metre
     */
    public static double perLength(double perMm) {
        return perMm * MM_PER_M;
    }

    /**
     * A length, velocity or acceleration back from m to mm.
     *
     * @param m the value in m
     * @return the value in mm
     */
    public static double toMm(double m) {
        return m * MM_PER_M;
    }

    /**
     * An energy J = N&middot;m to mJ = N&middot;mm.
     *
     * @param joule the energy in J
     * @return the energy in N&middot;mm
     */
    public static double toNmm(double joule) {
        return joule * MM_PER_M;
    }
}
