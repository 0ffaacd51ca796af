package org.snapfit.analysis.exact;

import java.util.List;
import org.snapfit.analysis.report.MechanismView;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.core.geom.Vec2;
import org.snapfit.sweep.model.Mechanism;

/** The drawing view of a sweep {@code Mechanism}. Stateless. */
public final class MechanismViews {

    private MechanismViews() {
    }

    /**
     * The view of a mechanism.
     *
     * @param m the mechanism
     * @param source the input file name
     * @param fallbackName the name to use when the mechanism has none (e.g. the file's stem)
     * @param importNotes importer remarks (polygonised arcs, …)
     * @return the view
     */
    public static MechanismView of(Mechanism m, String source, String fallbackName, List<String> importNotes) {
        return new MechanismView(m.name().isBlank() ? fallbackName : m.name(), source, m.friction().toString(),
                vec(m.motion().velocity()), m.motion().travel().toString(),
                m.pawls().stream().map(p -> new MechanismView.PawlView(p.name(), vec(p.hinge()),
                        p.stiffness().doubleValue(), polygons(p.shape()))).toList(),
                m.obstacles().stream().map(o -> new MechanismView.BodyView(o.name(), polygons(o.shape()))).toList(),
                polygons(m.rootShape()), importNotes);
    }

    private static List<List<Vec2>> polygons(List<ExactPolygon2> shape) {
        return shape.stream().map(p -> p.vertices().stream().map(MechanismViews::vec).toList()).toList();
    }

    private static Vec2 vec(ExactPoint2 p) {
        return new Vec2(p.x().doubleValue(), p.y().doubleValue());
    }
}
