package org.snapfit.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.snapfit.cadimport.dxf.DxfImport;
import org.snapfit.cadimport.dxf.DxfReader;
import org.snapfit.cadimport.section.SectionImport;
import org.snapfit.cadimport.section.SectionReader;
import org.snapfit.cadimport.section.SectionRequest;
import org.snapfit.cadimport.step.brep.StepOptions;
import org.snapfit.core.body.LayerRole;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.section.SectionOptions;
import org.snapfit.core.section.SectionPlane;
import org.snapfit.sweep.model.DxfMechanismSpec;
import org.snapfit.sweep.model.LayerRoles;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismException;
import org.snapfit.sweep.model.MechanismJson;
import org.snapfit.sweep.model.MechanismParameters;
import org.snapfit.sweep.model.ProfileLayout;
import org.snapfit.sweep.model.ProfileMechanisms;
import org.snapfit.sweep.model.SectionMechanismSpec;

/**
 * Loads what a command's FILE argument names: a DXF drawing, a STEP/STL/OBJ model cut by {@code --section}, a
 * {@code snapfit-mechanism/1} JSON naming a DXF or a 3D model with its section plane, or a plain
 * {@code snapfit-mechanism/1} JSON. Shared by {@code validate}, {@code analyze} and {@code simulate}. Errors are
 * {@link IllegalArgumentException}s ({@link org.snapfit.cadimport.diag.ImportException},
 * {@link MechanismException}) naming file, line, entity and field: exit code 2.
 */
public final class MechanismSource {

    private MechanismSource() {
    }

    /**
     * Everything found in the input.
     *
     * @param kind {@code "dxf"}, {@code "mechanism+dxf"}, {@code "step"} (also {@code "stl"}, {@code "obj"}),
     *     {@code "mechanism+step"} (…), or {@code "mechanism"}
     * @param dxf the DXF reading, for drawings
     * @param layout the drawing's or section's layout
     * @param parameters the merged physical parameters (command line over JSON), for drawings and sections
     * @param mechanism the mechanism, when every parameter is known
     * @param section the section of a 3D model
     * @param roles the role of each layer or part (the DXF convention, or a section's parts)
     */
    public record Loaded(String kind, Optional<DxfImport> dxf, Optional<ProfileLayout> layout,
            MechanismParameters parameters, Optional<Mechanism> mechanism, Optional<SectionImport> section,
            LayerRoles roles) {

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
            if (SectionMechanismSpec.namesSection(text)) {
                SectionMechanismSpec spec = SectionMechanismSpec.read(file);
                Map<String, LayerRole> parts = new LinkedHashMap<>(spec.parts());
                parts.putAll(options.parts());
                Map<String, ExactPoint2> hinges = new LinkedHashMap<>(spec.hinges());
                hinges.putAll(options.hinges());
                return section("mechanism+" + spec.format(), spec.geometry(), options.sectionPlane().orElse(spec.plane()),
                        spec.parameters().overriddenBy(cli), parts, hinges, options.sectionOptions(spec.chordTolerance()),
                        options.stepOptions(spec.maxOccurrences()));
            }
            noSection(file, options);
            if (!DxfMechanismSpec.namesDxf(text)) {
                Mechanism m = MechanismJson.parse(text, file.toString());
                return new Loaded("mechanism", Optional.empty(), Optional.empty(), cli, Optional.of(m), Optional.empty(),
                        LayerRoles.convention());
            }
            DxfMechanismSpec spec = DxfMechanismSpec.read(file);
            return drawing("mechanism+dxf", spec.dxf(), spec.parameters().overriddenBy(cli),
                    options, spec.chordTolerance());
        }
        Optional<String> model = modelFormat(file);
        if (model.isPresent()) {
            SectionPlane plane = options.sectionPlane().orElseThrow(() -> new MechanismException("section", file
                    + ": a " + model.get().toUpperCase(Locale.ROOT) + " model is cut by a plane into the snap-fit's"
                    + " profiles: give --section z=2.5 (or origin=X,Y,Z;normal=X,Y,Z), or a mechanism JSON with"
                    + " geometry." + model.get() + " and geometry.section"));
            return section(model.get(), file, plane, cli, options.parts(), options.hinges(),
                    options.sectionOptions(Optional.empty()), options.stepOptions(Optional.empty()));
        }
        noSection(file, options);
        return drawing("dxf", file, cli, options, Optional.empty());
    }

    /** The 3D format a file name says ({@code .step}, {@code .stp}, {@code .p21}, {@code .stl}, {@code .obj}). */
    static Optional<String> modelFormat(Path file) {
        String n = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (n.endsWith(".step") || n.endsWith(".stp") || n.endsWith(".p21")) {
            return Optional.of("step");
        }
        if (n.endsWith(".stl") || n.endsWith(".obj")) {
            return Optional.of(n.substring(n.length() - 3));
        }
        return Optional.empty();
    }

    private static void noSection(Path file, GeometryOptions options) {
        if (options.sectionPlane().isPresent()) {
            throw new MechanismException("section", file + ": --section cuts STEP, STL and OBJ models; this file is"
                    + " already planar (drop --section)");
        }
    }

    private static Loaded section(String kind, Path model, SectionPlane plane, MechanismParameters params,
            Map<String, LayerRole> parts, Map<String, ExactPoint2> hinges, SectionOptions sectionOptions,
            StepOptions stepOptions) {
        SectionImport imp;
        try {
            imp = SectionReader.read(model, new SectionRequest(plane, sectionOptions, stepOptions, parts.keySet()));
        } catch (IOException e) {
            throw new MechanismException("", model + ": cannot read the file: " + e.getMessage());
        }
        LayerRoles roles = LayerRoles.parts(parts);
        ProfileLayout layout = ProfileMechanisms.inspect(imp.profiles(), roles, hinges);
        ProfileMechanisms.checkStiffnessKeys(layout, params);
        Optional<Mechanism> m = missing(layout, params).isEmpty()
                ? Optional.of(ProfileMechanisms.build(layout, params)) : Optional.empty();
        return new Loaded(kind, Optional.empty(), Optional.of(layout), params, m, Optional.of(imp), roles);
    }

    private static Loaded drawing(String kind, Path dxfFile, MechanismParameters params, GeometryOptions options,
            Optional<org.snapfit.algebra.number.Rational> chord) {
        DxfImport dxf = DxfReader.read(dxfFile, options.dxfOptions(chord));
        ProfileLayout layout = ProfileMechanisms.inspect(dxf.profiles());
        ProfileMechanisms.checkStiffnessKeys(layout, params);
        Optional<Mechanism> m = missing(layout, params).isEmpty()
                ? Optional.of(ProfileMechanisms.build(layout, params)) : Optional.empty();
        return new Loaded(kind, Optional.of(dxf), Optional.of(layout), params, m, Optional.empty(),
                LayerRoles.convention());
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
            out.add("motion: a LINE on layer DIRECTION, or a velocity and a travel (--velocity 0,-1 --travel 10, or"
                    + " motion.velocity and motion.travel in a mechanism JSON)");
        }
        return out;
    }
}
