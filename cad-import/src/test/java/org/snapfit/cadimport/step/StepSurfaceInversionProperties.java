package org.snapfit.cadimport.step;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.step.brep.StepModel;
import org.snapfit.cadimport.step.brep.StepReader;
import org.snapfit.core.body.Assembly;
import org.snapfit.core.body.Body;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.testdata.TestData;
import org.snapfit.core.testing.SurfacePoints;

/**
 * The global point inversion on every face surface of FreeCAD parts with seams and axes, as read from STEP: the
 * lofted B-spline face closed in u of {@code loft3_ap214.step}, the spline revolved about an axis it comes within
 * 0.001 mm of in {@code revolved_spline_ap214.step}, and the rounded, filleted and elliptic parts beside them. For a
 * point S(u, v) of a face's surface, drawn at random with many draws within 1e-6 of the sides of the parameter box
 * (seams, poles, the axis), {@link ParametricSurface#closestParameter(Vec3)} returns parameters inside the domain
 * whose point is the given one within {@link ParametricSurface#ON_SURFACE} (invariant: the distance from a point of
 * the surface to the surface is 0).
 */
class StepSurfaceInversionProperties {

    private static final String[] FILES = {
        "tracking/cad/loft3_ap214.step", "tracking/cad/revolved_spline_ap214.step",
        "tracking/cad/cone_fillet_ap214.step", "tracking/cad/ellipsoid_ap214.step",
        "tracking/cad/extruded_ellipse_ap214.step", "tracking/cad/capsule_ap214.step",
    };

    private static final java.util.Map<String, Body> BODIES = new java.util.concurrent.ConcurrentHashMap<>();

    /** The first body of the first occurrence that has one, in a STEP file under test-data (read once). */
    private static Body firstBody(String relative) {
        return BODIES.computeIfAbsent(relative, StepSurfaceInversionProperties::read);
    }

    private static Body read(String relative) {
        String[] parts = relative.split("/");
        Path file = TestData.path(parts[0], java.util.Arrays.copyOfRange(parts, 1, parts.length));
        try {
            StepModel m = StepReader.read(file, new ImportReport(file.toString()));
            Assembly.Placed placed = m.roots().get(0).flatten().stream()
                    .filter(p -> !p.product().bodies().isEmpty()).findFirst().orElseThrow();
            return placed.product().bodies().get(0);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static Stream<Arguments> facePoints() {
        List<Arguments> all = new ArrayList<>();
        long seed = 20261129L;
        for (String file : FILES) {
            int faces = firstBody(file).faces().size();
            for (int k = 0; k < faces; k++) {
                int face = k;
                Cases.of(seed++, 24, SurfacePoints.fraction(), SurfacePoints.fraction()).forEach(a -> all.add(Arguments.argumentSet(file
                        + " face " + face + ", " + ((Arguments.ArgumentSet) a).getName(), file, face, a.get()[0],
                        a.get()[1])));
            }
        }
        return all.stream();
    }

    @ParameterizedTest
    @MethodSource("facePoints")
    void closestParameter_ofAPointOnAFaceSurface_mapsBackInsideTheDomain(String file, int face, double fu,
            double fv) {
        SurfacePoints.assertMapsBack(file + " face " + face, firstBody(file).faces().get(face).surface(), fu, fv);
    }
}
