package org.snapfit.analysis.exact;

import java.util.List;
import java.util.Optional;
import org.snapfit.analysis.report.MechanismView;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.core.geom.Vec2;
import org.snapfit.sweep.model.Beam;
import org.snapfit.sweep.model.Cantilever;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.Pawl;

/** The drawing view of a sweep {@code Mechanism}. Stateless. */
public final class MechanismViews {

    private MechanismViews() {
    }

    /**
     * The view of a mechanism file in millimetres.
     *
     * @param m the mechanism
     * @param source the input file name
     * @param fallbackName the name to use when the mechanism has none (e.g. the file's stem)
     * @param importNotes importer remarks (polygonised arcs, …)
     * @return the view
     */
    public static MechanismView of(Mechanism m, String source, String fallbackName, List<String> importNotes) {
        return of(m, source, fallbackName, importNotes, "mechanism file", "mm");
    }

    /**
     * The view of a mechanism.
     *
     * @param m the mechanism
     * @param source the input file name
     * @param fallbackName the name to use when the mechanism has none (e.g. the file's stem)
     * @param importNotes importer remarks (polygonised arcs, …)
     * @param sourceKind what the source is, in words
     * @param units the input's units, in words
     * @return the view
     */
    public static MechanismView of(Mechanism m, String source, String fallbackName, List<String> importNotes,
            String sourceKind, String units) {
        return new MechanismView(m.name().isBlank() ? fallbackName : m.name(), source, m.friction().toString(),
                vec(m.motion().velocity()), m.motion().travel().toString(),
                m.pawls().stream().map(MechanismViews::pawl).toList(),
                m.obstacles().stream().map(o -> new MechanismView.BodyView(o.name(), polygons(o.shape()))).toList(),
                polygons(m.rootShape()), importNotes, sourceKind, units);
    }

    private static MechanismView.PawlView pawl(Pawl p) {
        return new MechanismView.PawlView(p.name(), vec(p.hinge()), p.stiffness().doubleValue(), polygons(p.shape()),
                List.of(p.hinge().x().toString(), p.hinge().y().toString()), p.stiffness().toString(),
                p.cantilever().map(MechanismViews::beam));
    }

    private static MechanismView.BeamView beam(Cantilever c) {
        Beam b = c.beam();
        return new MechanismView.BeamView(vec(b.root()), vec(b.tip()), b.length(), b.thickness().toString(),
                b.tipThickness().map(Object::toString), b.width().toString(), c.material().name(),
                c.material().source(), c.material().modulus().toString(), c.material().permissibleStrain().toString(),
                Cantilever.GAMMA.toString(), Cantilever.STIFFNESS_COEFFICIENT.toString(), c.taperFactor(),
                b.secondMomentOfArea().toString(), List.of(c.pivot().x().toString(), c.pivot().y().toString()),
                c.stiffness().toString(), c.isStiffnessExact());
    }

    private static List<List<Vec2>> polygons(List<ExactPolygon2> shape) {
        return shape.stream().map(p -> p.vertices().stream().map(MechanismViews::vec).toList()).toList();
    }

    private static Vec2 vec(ExactPoint2 p) {
        return new Vec2(p.x().doubleValue(), p.y().doubleValue());
    }

    /**
     * A source kind of {@code LoadedMechanism} in words.
     *
     * @param kind e.g. {@code dxf}
     * @return e.g. {@code DXF drawing}
     */
    public static String sourceKind(String kind) {
        return switch (kind) {
            case "mechanism" -> "mechanism file";
            case "mechanism+dxf" -> "mechanism file naming a DXF drawing";
            case "dxf" -> "DXF drawing";
            case "memory" -> "mechanism in memory";
            case "profiles" -> "profiles in memory";
            default -> kind;
        };
    }

    /**
     * The units of a drawing in words.
     *
     * @param symbol the drawing's unit symbol (e.g. {@code in}), if the source is a drawing
     * @return {@code mm}, or e.g. {@code in, converted exactly to mm}
     */
    public static String units(Optional<String> symbol) {
        return symbol.filter(u -> !"mm".equals(u)).map(u -> u + ", converted exactly to mm").orElse("mm");
    }
}
