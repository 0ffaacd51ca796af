package org.snapfit.core.surface;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.core.curve.BSplineCurve3;
import org.snapfit.core.curve.Circle3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.testing.SurfacePoints;
import org.snapfit.core.transform.Frame3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;

/**
 * The global point inversion on every surface type: for a point S(u, v) of the surface, drawn at random with many
 * draws on and just beside the sides of the parameter box (seams, poles, the axis of a surface of revolution, the
 * apex of a cone), {@link ParametricSurface#closestParameter(Vec3)} returns parameters inside the domain whose point
 * is the given one within {@link ParametricSurface#ON_SURFACE} (invariant: the distance from a point of the surface
 * to the surface is 0). The two B-spline surfaces of FreeCAD parts that once defeated the search are built here from
 * their STEP data: the loft closed in u of {@code test-data/tracking/cad/loft3_ap214.step} (degree 14 × 2) and the
 * spline profile revolved about z of {@code test-data/tracking/cad/revolved_spline_ap214.step}, whose ends lie
 * 0.001 mm from the axis.
 */
class ClosestParameterProperties {

    private static final Frame3 F = Frame3.of(new Vec3(1, -2, 0.5), new Vec3(0.2, 1, 0.3), new Vec3(1, 0, 0));

    /** The control net of loft3_ap214.step's B-spline face (mm), rows along u. */
    private static final double[][][] LOFT = {
        {{4., -2.93319150148E-15, 0.}, {8.458666309589, -2.436924037103E-15, 5.582306074974},
            {3., -3.056300851272E-15, 10.}},
        {{4.000000000001, 1.795195802053, 0.}, {8.458666309592, 3.796240562485, 5.582306074974},
            {3., 1.346396851538, 10.}},
        {{3.132342555197, 3.59039226675, 0.}, {6.623861728343, 7.592482526236, 5.582306074976},
            {2.349253281859, 2.692794200068, 9.999999999999}},
        {{1.3970265564, 4.931277386295, 0.}, {2.954234041182, 10.428007472684, 5.582306074966},
            {1.047795359089, 3.698458039705, 10.000000000003}},
        {{-0.946442458971, 5.3635903833, 0.}, {-2.001370081801, 11.342205318391, 5.582306074998},
            {-0.709922046953, 4.022692787505, 9.999999999995}},
        {{-3.379102641588, 4.595907444048, 0.}, {-7.145767197465, 9.718811864771, 5.582306074926},
            {-2.534120803517, 3.446930582992, 10.000000000007}},
        {{-5.236166806668, 2.663540981047, 0.}, {-11.07259970978, 5.632501090113, 5.582306075048},
            {-3.927455848364, 1.997655735837, 9.999999999993}},
        {{-5.935314408158, 6.477041125663E-11, 0.}, {-12.55138277355, 1.685226155304E-10, 5.582306074888},
            {-4.451099938855, -1.321799812461E-13, 10.000000000002}},
        {{-5.236166806668, -2.663540981166, 0.}, {-11.07259970979, -5.632501090421, 5.582306075054},
            {-3.927455848369, -1.997655735837, 10.000000000005}},
        {{-3.379102641588, -4.595907443957, 0.}, {-7.145767197455, -9.718811864537, 5.582306074916},
            {-2.534120803509, -3.446930582991, 9.99999999999}},
        {{-0.946442458971, -5.363590383357, 0.}, {-2.00137008181, -11.34220531853, 5.582306075008},
            {-0.70992204696, -4.022692787506, 10.000000000011}},
        {{1.3970265564, -4.931277386267, 0.}, {2.954234041187, -10.42800747261, 5.582306074959},
            {1.047795359094, -3.698458039704, 9.999999999992}},
        {{3.132342555197, -3.59039226676, 0.}, {6.623861728341, -7.592482526262, 5.582306074979},
            {2.349253281857, -2.692794200069, 10.000000000003}},
        {{4.000000000001, -1.79519580205, 0.}, {8.458666309593, -3.79624056248, 5.582306074973},
            {3., -1.346396851538, 9.999999999999}},
        {{4., 3.680030987098E-16, 0.}, {8.458666309589, -2.100203368439E-16, 5.582306074974},
            {3., -1.91267253068E-15, 10.}},
    };

    /** The profile of revolved_spline_ap214.step's surface of revolution (x, 0, z; mm), degree 3. */
    private static final double[][] PROFILE = {
        {1.E-03, 0., 0.}, {1.774203857907, 0., -0.900178480632}, {4.043754711065, 0., -0.217872267978},
        {5.346717668915, 0., 3.147453548283}, {4.461222095174, 0., 6.10678606011},
        {2.372929553113, 0., 8.071701674731}, {0.707038372615, 0., 8.438372867}, {1.E-03, 0., 8.4},
    };

    /** Its knots (multiplicities 4, 1, 1, 1, 1, 4). */
    private static final double[] PROFILE_KNOTS = {0, 0, 0, 0, 4.030136598181, 6.722719001749, 9.827553941001,
        12.800767690464, 14.839394924659, 14.839394924659, 14.839394924659, 14.839394924659};

    static BSplineSurface loft() {
        List<List<Vec3>> net = new ArrayList<>();
        for (double[][] row : LOFT) {
            List<Vec3> r = new ArrayList<>();
            for (double[] c : row) {
                r.add(new Vec3(c[0], c[1], c[2]));
            }
            net.add(r);
        }
        double[] ku = new double[30];
        java.util.Arrays.fill(ku, 15, 30, 1.0);
        return BSplineSurface.of(14, 2, ku, new double[] {0, 0, 0, 1, 1, 1}, net, null);
    }

    static SurfaceOfRevolution revolvedSpline() {
        List<Vec3> cps = new ArrayList<>();
        for (double[] c : PROFILE) {
            cps.add(new Vec3(c[0], c[1], c[2]));
        }
        return new SurfaceOfRevolution(BSplineCurve3.of(3, PROFILE_KNOTS, cps, null), Vec3.ZERO, Vec3.Z);
    }

    /** One surface of each type, and the loft and revolved spline of the FreeCAD parts, by name. */
    static Map<String, ParametricSurface> surfaces() {
        Map<String, ParametricSurface> m = new LinkedHashMap<>();
        m.put("plane", new Plane(F));
        m.put("cylinder", new CylindricalSurface(F, 2));
        m.put("cone", new ConicalSurface(F, 1, 0.4));
        m.put("sphere", new SphericalSurface(F, 3));
        m.put("torus", new ToroidalSurface(F, 4, 1));
        m.put("spindle-torus", new ToroidalSurface(F, 1, 1.5));
        m.put("bspline", SurfaceKernelTest.patch(false));
        m.put("nurbs", SurfaceKernelTest.patch(true));
        m.put("loft3", loft());
        m.put("loft3-seamed", SeamedSurface.of(loft()));
        m.put("revolved-spline", revolvedSpline());
        m.put("revolved-circle", new SurfaceOfRevolution(new Circle3(Frame3.of(new Vec3(5, 0, 0), Vec3.Y, Vec3.X),
                1), Vec3.ZERO, Vec3.Z));
        m.put("extrusion", new SurfaceOfLinearExtrusion(new Circle3(F, 2), new Vec3(0, 0, 3)));
        m.put("offset", new OffsetSurface(new SphericalSurface(F, 3), 0.5));
        m.put("posed-loft3", new PosedSurface(loft(), Pose3.of(Quaternion.fromAxisAngle(new Vec3(1, 2, 3), 0.7),
                new Vec3(3, -1, 2))));
        return m;
    }

    static Stream<Arguments> pointsOnSurfaces() {
        List<Arguments> all = new ArrayList<>();
        long seed = 20261129L;
        for (String name : surfaces().keySet()) {
            Cases.of(seed++, 40, SurfacePoints.fraction(), SurfacePoints.fraction()).forEach(a -> all.add(
                    Arguments.argumentSet(name + ", " + ((Arguments.ArgumentSet) a).getName(), name, a.get()[0],
                            a.get()[1])));
        }
        return all.stream();
    }

    @ParameterizedTest
    @MethodSource("pointsOnSurfaces")
    void closestParameter_ofAPointOnTheSurface_mapsBackInsideTheDomain(String name, double fu, double fv) {
        SurfacePoints.assertMapsBack(name, surfaces().get(name), fu, fv);
    }
}
