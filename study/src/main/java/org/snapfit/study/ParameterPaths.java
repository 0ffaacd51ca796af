package org.snapfit.study;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.sweep.model.Beam;
import org.snapfit.sweep.model.Cantilever;
import org.snapfit.sweep.model.Material;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.Pawl;
import org.snapfit.sweep.model.ProfileMechanisms;

/**
 * The registry of parameter paths: each {@link Kind} recognises a family of paths ({@code friction},
 * {@code pawls.<name>.stiffness}, …) and binds a path to an edit of the mechanism. A new parameter is one more
 * kind in {@link #KINDS}. Stateless.
 */
public final class ParameterPaths {

    private ParameterPaths() {
    }

    /** A family of parameter paths. */
    public interface Kind {
        /**
         * The family as the documentation and messages write it, e.g. {@code pawls.<name>.stiffness}.
         *
         * @return the pattern
         */
        String pattern();

        /**
         * Binds a path of this family to its edit.
         *
         * @param spec the parameter (path, distribution, settings)
         * @param base the nominal mechanism (names of pawls)
         * @return the edit, or empty if the path is not of this family
         * @throws IllegalArgumentException if the path is of this family but cannot be bound (no such pawl, a
         *     distribution outside the parameter's domain, a missing direction); the message says why
         */
        Optional<Edit> bind(ParameterSpec spec, Mechanism base);
    }

    /** A bound parameter: how its value changes a mechanism. */
    @FunctionalInterface
    public interface Edit {
        /**
         * Applies a value.
         *
         * @param draft the mechanism being edited
         * @param value the sample's exact value
         */
        void apply(MechanismDraft draft, Rational value);
    }

    /** The built-in kinds, tried in order. */
    public static final List<Kind> KINDS = List.of(
            simple("friction", (spec) -> atLeast(spec, Rational.ZERO, false, "friction (μ)"),
                    (d, v) -> d.friction(v)),
            simple("motion.travel", (spec) -> atLeast(spec, Rational.ZERO, true, "the travel"),
                    (d, v) -> d.travel(v)),
            new ShiftKind("obstacles.offset"),
            new MaterialKind("material.modulus"),
            new PawlKind("stiffness"),
            new PawlKind("hinge"),
            new PawlKind("beam.thickness"),
            new PawlKind("beam.width"));

    /**
     * The patterns of every kind, for messages and help.
     *
     * @return the patterns in registry order
     */
    public static List<String> patterns() {
        return KINDS.stream().map(Kind::pattern).toList();
    }

    /**
     * Binds a parameter to its edit.
     *
     * @param spec the parameter
     * @param base the nominal mechanism
     * @return the edit
     * @throws IllegalArgumentException if no kind recognises the path, or the kind refuses it
     */
    public static Edit bind(ParameterSpec spec, Mechanism base) {
        for (Kind k : KINDS) {
            Optional<Edit> e = k.bind(spec, base);
            if (e.isPresent()) {
                return e.get();
            }
        }
        throw new IllegalArgumentException("unknown parameter path \"" + spec.path() + "\"; known paths: "
                + String.join(", ", patterns()));
    }

    private interface Check {
        void check(ParameterSpec spec);
    }

    private static Kind simple(String path, Check check, Edit edit) {
        return new Kind() {
            @Override
            public String pattern() {
                return path;
            }

            @Override
            public Optional<Edit> bind(ParameterSpec spec, Mechanism base) {
                if (!spec.path().equals(path)) {
                    return Optional.empty();
                }
                check.check(spec);
                return Optional.of(edit);
            }
        };
    }

    /** Refuses a distribution that can draw a value below {@code min} (or equal to it when {@code strict}). */
    static void atLeast(ParameterSpec spec, Rational min, boolean strict, String what) {
        Rational low = spec.distribution().low();
        int c = low.compareTo(min);
        if (c < 0 || strict && c == 0) {
            throw new IllegalArgumentException(spec.distribution().text() + " can give " + Numbers.exact(low) + ", but "
                    + what + " must be " + (strict ? "> " : ">= ") + Numbers.exact(min));
        }
    }

    /** The unit vector of a direction with rational length, or an error naming the parameter. */
    static ExactPoint2 unit(ParameterSpec spec) {
        ExactPoint2 d = spec.direction().orElseThrow(() -> new IllegalArgumentException("a shift needs its"
                + " \"direction\", e.g. \"direction\": [\"1\", \"0\"] (the value is the distance along it, mm)"));
        Rational len2 = d.dot(d);
        BigInteger sn = len2.num().sqrt();
        BigInteger sd = len2.den().sqrt();
        if (!sn.multiply(sn).equals(len2.num()) || !sd.multiply(sd).equals(len2.den())) {
            throw new IllegalArgumentException("direction " + d + " has the irrational length √(" + len2
                    + "), so a distance along it is not exact; use an axis direction or a 3-4-5 one");
        }
        return d.scale(Rational.of(sd, sn));
    }

    /** A rigid shift of every obstacle along a direction. */
    private record ShiftKind(String pattern) implements Kind {
        @Override
        public Optional<Edit> bind(ParameterSpec spec, Mechanism base) {
            if (!spec.path().equals(pattern)) {
                return Optional.empty();
            }
            ExactPoint2 u = unit(spec);
            return Optional.of((d, v) -> d.shiftObstacles(u.scale(v)));
        }
    }

    /** {@code pawls.<name>.<property>}: the pawl named as the report shows it, or by its layer or part name. */
    private record PawlKind(String property) implements Kind {
        @Override
        public String pattern() {
            return "pawls.<name>." + property;
        }

        @Override
        public Optional<Edit> bind(ParameterSpec spec, Mechanism base) {
            String p = spec.path();
            String suffix = "." + property;
            if (!p.startsWith("pawls.") || !p.endsWith(suffix) || p.length() <= "pawls.".length() + suffix.length()) {
                return Optional.empty();
            }
            String name = p.substring("pawls.".length(), p.length() - suffix.length());
            int index = pawlIndex(base, name);
            if ("stiffness".equals(property)) {
                atLeast(spec, Rational.ZERO, true, "a stiffness (κ, N·mm/rad)");
                return Optional.of((d, v) -> d.pawl(index, x -> x.withStiffness(v)));
            }
            if (property.startsWith("beam.")) {
                if (base.pawls().get(index).cantilever().isEmpty()) {
                    throw new IllegalArgumentException("pawl \"" + base.pawls().get(index).name() + "\" has no beam"
                            + " model (give the mechanism a \"beam\" and a \"material\" to vary its section)");
                }
                atLeast(spec, Rational.ZERO, true, "a beam's " + property.substring(5) + " (mm)");
                boolean thickness = property.equals("beam.thickness");
                return Optional.of((d, v) -> d.pawl(index, x -> {
                    Cantilever c = x.cantilever().orElseThrow();
                    Beam b = c.beam();
                    return x.withCantilever(c.withBeam(new Beam(b.root(), b.tip(), thickness ? v : b.thickness(),
                            b.tipThickness(), thickness ? b.width() : v)));
                }));
            }
            ExactPoint2 u = unit(spec);
            return Optional.of((d, v) -> d.pawl(index, x -> new Pawl(x.name(), x.hinge().add(u.scale(v)),
                    x.stiffness(), x.shape(), Optional.empty())));
        }
    }

    /** {@code material.modulus}: the resin's modulus E (MPa) of every beam pawl; κ follows from the beam model. */
    private record MaterialKind(String pattern) implements Kind {
        @Override
        public Optional<Edit> bind(ParameterSpec spec, Mechanism base) {
            if (!spec.path().equals(pattern)) {
                return Optional.empty();
            }
            if (base.pawls().stream().noneMatch(p -> p.cantilever().isPresent())) {
                throw new IllegalArgumentException("the mechanism has no beam pawl (give it a \"beam\" and a"
                        + " \"material\" for the modulus to act on)");
            }
            atLeast(spec, Rational.ZERO, true, "the modulus E (MPa)");
            int n = base.pawls().size();
            return Optional.of((d, v) -> {
                for (int i = 0; i < n; i++) {
                    d.pawl(i, x -> x.cantilever().map(c -> {
                        Material m = c.material();
                        return x.withCantilever(c.withMaterial(new Material(m.name(), v, m.permissibleStrain(),
                                m.source())));
                    }).orElse(x));
                }
            });
        }
    }

    /**
     * The index of a pawl by name: equal to its name, or equal after the layer-name normalisation (case,
     * {@code _} for {@code -}).
     */
    static int pawlIndex(Mechanism m, String name) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < m.pawls().size(); i++) {
            names.add(m.pawls().get(i).name());
            if (m.pawls().get(i).name().equals(name)) {
                return i;
            }
        }
        String norm = ProfileMechanisms.normaliseLayer(name);
        for (int i = 0; i < m.pawls().size(); i++) {
            if (ProfileMechanisms.normaliseLayer(m.pawls().get(i).name()).equals(norm)) {
                return i;
            }
        }
        throw new IllegalArgumentException("the mechanism has no pawl \"" + name + "\" (pawls: " + names + ")");
    }
}
