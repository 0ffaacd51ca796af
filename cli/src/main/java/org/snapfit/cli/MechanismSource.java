package org.snapfit.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.snapfit.cadimport.dxf.DxfImport;
import org.snapfit.cadimport.dxf.DxfReader;
import org.snapfit.sweep.model.DxfMechanismSpec;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismException;
import org.snapfit.sweep.model.MechanismJson;
import org.snapfit.sweep.model.MechanismParameters;
import org.snapfit.sweep.model.ProfileLayout;
import org.snapfit.sweep.model.ProfileMechanisms;

/**
 * Loads what a command's FILE argument names: a DXF drawing, a {@code snapfit-mechanism/1} JSON naming a DXF, or a
 * plain {@code snapfit-mechanism/1} JSON. Shared by {@code validate} and {@code analyze}. Errors are
 * {@link IllegalArgumentException}s ({@link org.snapfit.cadimport.diag.ImportException},
 * {@link MechanismException}) naming file, line, entity and field: exit code 2.
 */
public final class MechanismSource {

    private MechanismSource() {
    }

    /**
     * Everything found in the input.
     *
     * @param kind {@code "dxf"}, {@code "mechanism+dxf"} or {@code "mechanism"}
     * @param dxf the DXF reading, for drawings
     * @param layout the drawing's layer layout, for drawings
     * @param parameters the merged physical parameters (command line over JSON), for drawings
     * @param mechanism the mechanism, when every parameter is known
     */
    public record Loaded(String kind, Optional<DxfImport> dxf, Optional<ProfileLayout> layout,
            MechanismParameters parameters, Optional<Mechanism> mechanism) {

        /**
         * The mechanism, or the reason it cannot be built yet.
         *
         * @return the mechanism
         * @throws MechanismException naming the first missing parameter
         */
        public Mechanism requireMechanism() {
            if (mechanism.isPresent()) {
                return mechanism.get();
            }
            return ProfileMechanisms.build(layout.orElseThrow(), parameters);
        }
    }

    /**
     * Loads a file.
     *
     * @param file the file
     * @param options the geometry options of the command
     * @return what was found; {@code mechanism} is empty if a physical parameter is still missing
     * @throws IllegalArgumentException for bad input (see the class comment)
     */
    public static Loaded load(Path file, GeometryOptions options) {
        MechanismParameters cli = options.parameters();
        String lower = file.toString().toLowerCase(Locale.ROOT);
        if (lower.endsWith(".json")) {
            String text;
            try {
                text = Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new MechanismException("", file + ": cannot read the file: " + e.getMessage());
            }
            if (!DxfMechanismSpec.namesDxf(text)) {
                Mechanism m = MechanismJson.parse(text, file.toString());
                return new Loaded("mechanism", Optional.empty(), Optional.empty(), cli, Optional.of(m));
            }
            DxfMechanismSpec spec = DxfMechanismSpec.read(file);
            return drawing("mechanism+dxf", spec.dxf(), spec.parameters().overriddenBy(cli),
                    options, spec.chordTolerance());
        }
        return drawing("dxf", file, cli, options, Optional.empty());
    }

    private static Loaded drawing(String kind, Path dxfFile, MechanismParameters params, GeometryOptions options,
            Optional<org.snapfit.algebra.number.Rational> chord) {
        DxfImport dxf = DxfReader.read(dxfFile, options.dxfOptions(chord), options.progress());
        ProfileLayout layout = ProfileMechanisms.inspect(dxf.profiles());
        ProfileMechanisms.checkStiffnessKeys(layout, params);
        Optional<Mechanism> m = missing(layout, params).isEmpty()
                ? Optional.of(ProfileMechanisms.build(layout, params)) : Optional.empty();
        return new Loaded(kind, Optional.of(dxf), Optional.of(layout), params, m);
    }

    /**
     * The physical parameters a layout still needs.
     *
     * @param layout the layout
     * @param params the parameters given
     * @return one sentence per missing parameter, naming the option that gives it
     */
    public static List<String> missing(ProfileLayout layout, MechanismParameters params) {
        List<String> out = new ArrayList<>();
        if (params.friction().isEmpty()) {
            out.add("friction (--friction 0.3)");
        }
        for (ProfileLayout.LayoutPawl p : layout.pawls()) {
            if (params.stiffnessFor(p.name()).isEmpty()) {
                out.add("stiffness of " + p.name() + " (--stiffness 150 or --stiffness "
                        + ProfileMechanisms.normaliseLayer(p.name()) + "=150)");
            }
        }
        if (layout.direction().isEmpty() && (params.velocity().isEmpty() || params.travel().isEmpty())) {
            out.add("motion: a LINE on layer DIRECTION (or motion.velocity and motion.travel in a mechanism JSON)");
        }
        return out;
    }
}
