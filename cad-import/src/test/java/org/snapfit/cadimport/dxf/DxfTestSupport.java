package org.snapfit.cadimport.dxf;

import java.util.List;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.body.PlanarProfile;
import org.snapfit.core.body.ProfileOutline;
import org.snapfit.core.body.ProfileSet;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.testdata.TestData;

/** Shared helpers of the DXF tests. */
final class DxfTestSupport {
    private DxfTestSupport() {
    }

    static DxfImport read(String name) {
        return DxfReader.read(TestData.path("dxf", name), DxfOptions.defaults());
    }

    static PlanarProfile layer(ProfileSet set, String name) {
        return set.layer(name).orElseThrow(() -> new AssertionError("no layer " + name + " in " + set.file()));
    }

    static double area(ProfileOutline o) {
        return Math.abs(o.doubleSignedArea().doubleValue()) / 2;
    }

    static double perimeter(List<ExactPoint2> v) {
        double s = 0;
        for (int i = 0; i < v.size(); i++) {
            s += v.get(i).toVec2().subtract(v.get((i + 1) % v.size()).toVec2()).norm();
        }
        return s;
    }

    static double minX(List<ExactPoint2> v) {
        return v.stream().mapToDouble(p -> p.x().doubleValue()).min().orElseThrow();
    }

    static double maxX(List<ExactPoint2> v) {
        return v.stream().mapToDouble(p -> p.x().doubleValue()).max().orElseThrow();
    }

    static double minY(List<ExactPoint2> v) {
        return v.stream().mapToDouble(p -> p.y().doubleValue()).min().orElseThrow();
    }

    static double maxY(List<ExactPoint2> v) {
        return v.stream().mapToDouble(p -> p.y().doubleValue()).max().orElseThrow();
    }

    static ExactPoint2 pt(String x, String y) {
        return new ExactPoint2(Rational.parse(x), Rational.parse(y));
    }
}
