package org.snapfit.analysis;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.snapfit.algebra.number.Rational;
import org.snapfit.cadimport.diag.Diagnostic;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.cadimport.dxf.DxfImport;
import org.snapfit.cadimport.dxf.DxfReader;
import org.snapfit.cadimport.section.SectionImport;
import org.snapfit.cadimport.section.SectionReader;
import org.snapfit.cadimport.section.SectionRequest;
import org.snapfit.cadimport.step.brep.StepOptions;
import org.snapfit.core.body.LayerRole;
import org.snapfit.core.body.ProfileSet;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.io.InputFileException;
import org.snapfit.core.io.InputFiles;
import org.snapfit.core.section.SectionOptions;
import org.snapfit.core.section.SectionPlane;
import org.snapfit.sweep.model.Beam;
import org.snapfit.sweep.model.BeamParameters;
import org.snapfit.sweep.model.Cantilever;
import org.snapfit.sweep.model.DxfMechanismSpec;
import org.snapfit.sweep.model.LayerRoles;
import org.snapfit.sweep.model.Material;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismException;
import org.snapfit.sweep.model.MechanismJson;
import org.snapfit.sweep.model.MechanismParameters;
import org.snapfit.sweep.model.Motion;
import org.snapfit.sweep.model.Pawl;
import org.snapfit.sweep.model.ProfileLayout;
import org.snapfit.sweep.model.ProfileMechanisms;
import org.snapfit.sweep.model.SectionMechanismSpec;

/** Reading the built-in source kinds, and the error translation they share. Stateless. */
final class Sources {

    private Sources() {
    }

    /**
     * Loads a mechanism JSON, a JSON naming a DXF or a 3D model, a DXF, or a STEP/STL/OBJ model cut by the
     * request's plane (see {@link MechanismSources#file}), reading the JSON and the drawing through the bounded
     * reader: a file that is missing, not a regular file, larger than {@code maxBytes} or (JSON) not UTF-8 is refused
     * naming the file; a 3D model (given directly or named by the JSON) is read with the same size limit.
     */
    static LoadedMechanism loadFile(Path file, AnalysisOptions options, long maxBytes) {
        String name = fileName(file.toString());
        try {
            MechanismParameters request = options.parameters();
            if (file.toString().toLowerCase(Locale.ROOT).endsWith(".json")) {
                String text = InputFiles.readUtf8(file, maxBytes);
                if (SectionMechanismSpec.namesSection(text)) {
                    SectionMechanismSpec spec = SectionMechanismSpec.parse(text, file);
                    Map<String, LayerRole> parts = new LinkedHashMap<>(spec.parts());
                    parts.putAll(options.parts());
                    Map<String, ExactPoint2> hinges = new LinkedHashMap<>(spec.hinges());
                    hinges.putAll(options.hinges());
                    return section("mechanism+" + spec.format(), name, spec.geometry(),
                            options.section().orElse(spec.plane()), spec.parameters().overriddenBy(request), parts,
                            hinges, spec.beams(), options.sectionOptions(spec.chordTolerance()),
                            options.stepOptions(spec.maxOccurrences()), maxBytes);
                }
                noSection(file, options);
                if (!DxfMechanismSpec.namesDxf(text)) {
                    MechanismJson.MechanismDocument doc = MechanismJson.parseDocument(text, file.toString());
                    return LoadedMechanism.ofMechanism("mechanism", name, stem(name),
                            override(doc.mechanism(), request, file.toString()), List.of()).withIntent(doc.intent());
                }
                DxfMechanismSpec spec = DxfMechanismSpec.parse(text, file);
                try {
                    return drawing("mechanism+dxf", name, spec.dxf(), spec.parameters().overriddenBy(request), options,
                            spec.chordTolerance(), maxBytes);
                } catch (MechanismException | AnalysisInputException e) {
                    // e.g. a per-pawl stiffness of the document naming no pawl of the drawing (LoadedMechanism reports
                    // it as an AnalysisInputException caused by the MechanismException): name the document too
                    MechanismException m = e instanceof MechanismException ? (MechanismException) e
                            : e.getCause() instanceof MechanismException ? (MechanismException) e.getCause() : null;
                    if (m == null) {
                        throw e;
                    }
                    throw new MechanismException(m.field().orElse(""), file + " (geometry.dxf " + spec.dxf().getFileName()
                            + "): " + m.getMessage(), m);
                }
            }
            Optional<String> model = modelFormat(file);
            if (model.isPresent()) {
                SectionPlane plane = options.section().orElseThrow(() -> AnalysisInputException.missing(
                        Parameter.SECTION, file.toString(), Optional.empty(), "a " + model.get().toUpperCase(Locale.ROOT)
                        + " model is cut by a plane into the snap-fit's profiles: give the plane in the request, or a"
                        + " mechanism file with geometry." + model.get() + " and geometry.section"));
                return section(model.get(), name, file, plane, request, options.parts(), options.hinges(), List.of(),
                        options.sectionOptions(Optional.empty()), options.stepOptions(Optional.empty()), maxBytes);
            }
            noSection(file, options);
            return drawing("dxf", name, file, request, options, Optional.empty(), maxBytes);
        } catch (ImportException e) {
            throw bad(e);
        } catch (MechanismException e) {
            throw bad(e, file.toString());
        } catch (InputFileException e) {
            throw AnalysisInputException.badInput(e.getMessage(), e.file(), 0, "", "", e);
        }
    }

    /** The 3D format a file name says: {@code .step}, {@code .stp}, {@code .p21}; {@code .stl}; {@code .obj}. */
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

    private static void noSection(Path file, AnalysisOptions options) {
        if (options.section().isPresent()) {
            throw AnalysisInputException.invalid(Parameter.SECTION, "cuts STEP, STL and OBJ models; " + file
                    + " is already planar (give no section plane for it)", null);
        }
    }

    /**
     * Cuts a 3D model and lays its parts out by their roles; a cantilever pawl's centre line (section frame) joins the
     * section as that pawl's beam line. The model is read through the bounded reader: a file larger than
     * {@code maxBytes} is refused naming the file, its size and the limit.
     */
    static LoadedMechanism section(String kind, String label, Path model, SectionPlane plane,
            MechanismParameters params, Map<String, LayerRole> parts, Map<String, ExactPoint2> hinges,
            List<SectionMechanismSpec.CentreLine> beams, SectionOptions sectionOptions, StepOptions stepOptions,
            long maxBytes) {
        SectionImport cut;
        try {
            cut = SectionReader.read(model, new SectionRequest(plane, sectionOptions, stepOptions, parts.keySet(),
                    maxBytes));
        } catch (InputFileException e) {
            throw AnalysisInputException.badInput(e.getMessage(), e.file(), 0, "", "", e);
        } catch (IOException e) {
            throw AnalysisInputException.badInput(model + ": cannot read the file: " + e.getMessage(), model.toString(),
                    0, "", "", e);
        }
        LayerRoles roles = LayerRoles.parts(parts);
        ProfileLayout layout;
        try {
            layout = SectionMechanismSpec.inspect(cut.profiles(), parts, hinges, beams);
        } catch (MechanismException e) {
            throw bad(e, model.toString());
        }
        List<Diagnostic> notes = new ArrayList<>(cut.diagnostics());
        return LoadedMechanism.ofLayout(kind, label, stem(fileName(model.toString())), layout, params, notes)
                .withSection(cut, roles);
    }

    private static LoadedMechanism drawing(String kind, String label, Path dxfFile, MechanismParameters params,
            AnalysisOptions options, Optional<Rational> chord, long maxBytes) throws InputFileException {
        byte[] bytes = InputFiles.readAllBytes(dxfFile, maxBytes);
        DxfImport dxf = DxfReader.read(dxfFile.toString(), bytes, options.dxfOptions(chord), options.drawingProgress());
        ProfileLayout layout = inspect(dxf.profiles());
        // a per-pawl value naming no pawl of the drawing is the caller's to place (a mechanism document names itself)
        ProfileMechanisms.checkStiffnessKeys(layout, params);
        return LoadedMechanism.ofLayout(kind, label, stem(label), layout, params, dxf.diagnostics()).withDxf(dxf);
    }

    /** The layer layout of profiles, with the layout's errors translated. */
    static ProfileLayout inspect(ProfileSet profiles) {
        try {
            return ProfileMechanisms.inspect(profiles);
        } catch (ImportException e) {
            throw bad(e);
        } catch (MechanismException e) {
            throw bad(e, profiles.file());
        }
    }

    /**
     * A mechanism with the request's friction, stiffness, beam parameters, velocity and travel in place of its own. A
     * common stiffness applies to the pawls on springs; a beam pawl's stiffness follows from its beam, so a
     * stiffness for it (or a common one when every pawl is a beam) is refused, as are beam parameters for a
     * mechanism without beams.
     */
    static Mechanism override(Mechanism m, MechanismParameters p, String file) {
        if (p.friction().isEmpty() && p.stiffness().isEmpty() && p.stiffnessByPawl().isEmpty()
                && p.travel().isEmpty() && p.velocity().isEmpty() && p.beams().isEmpty()) {
            return m;
        }
        for (String k : p.stiffnessByPawl().keySet()) {
            Optional<Pawl> x = m.pawls().stream().filter(q -> ProfileMechanisms.normaliseLayer(q.name()).equals(k))
                    .findFirst();
            if (x.isEmpty()) {
                throw AnalysisInputException.invalid(Parameter.STIFFNESS, "given for " + k
                        + ", but the mechanism has no such pawl (pawls: " + m.pawls().stream().map(Pawl::name).toList()
                        + ")", null);
            }
            if (x.get().cantilever().isPresent()) {
                throw AnalysisInputException.invalid(Parameter.STIFFNESS, "given for " + k + ", but " + x.get().name()
                        + " is a cantilever beam whose stiffness follows from its beam and resin; change its"
                        + " thickness, width or material instead", null);
            }
        }
        boolean anySpring = m.pawls().stream().anyMatch(x -> x.cantilever().isEmpty());
        boolean anyBeam = m.pawls().stream().anyMatch(x -> x.cantilever().isPresent());
        if (p.stiffness().isPresent() && !anySpring) {
            throw AnalysisInputException.invalid(Parameter.STIFFNESS, "= " + p.stiffness().get() + ": every pawl of this"
                    + " mechanism is a cantilever beam whose stiffness follows from its beam and resin; change the"
                    + " thickness, width or material instead", null);
        }
        if (!p.beams().isEmpty() && !anyBeam) {
            throw AnalysisInputException.invalid(beamParameter(p.beams()), "is given, but no pawl of this mechanism is"
                    + " a cantilever beam (give a pawl's \"beam\" in the mechanism file)", null);
        }
        List<Pawl> pawls = new ArrayList<>();
        for (Pawl x : m.pawls()) {
            if (x.cantilever().isPresent()) {
                pawls.add(beamOverride(x, p.beams(), file));
                continue;
            }
            Rational k = p.stiffnessByPawl().getOrDefault(ProfileMechanisms.normaliseLayer(x.name()),
                    p.stiffness().orElse(x.stiffness()));
            pawls.add(new Pawl(x.name(), x.hinge(), k, x.shape()));
        }
        Motion motion = new Motion(p.velocity().orElse(m.motion().velocity()), p.travel().orElse(m.motion().travel()));
        try {
            return new Mechanism(p.name().isEmpty() ? m.name() : p.name(), p.friction().orElse(m.friction()), motion,
                    pawls, m.obstacles(), m.rootShape());
        } catch (MechanismException e) {
            throw bad(e, file);
        }
    }

    /** A beam pawl with the request's width, thickness and resin in place of its own. */
    private static Pawl beamOverride(Pawl x, BeamParameters b, String file) {
        if (b.isEmpty()) {
            return x;
        }
        Cantilever c = x.cantilever().orElseThrow();
        Beam beam = c.beam();
        Optional<Rational> h = b.thicknessFor(x.name());
        Optional<Rational> h1 = b.tipThicknessFor(x.name());
        if (h.isPresent() || h1.isPresent()) {
            beam = new Beam(beam.root(), beam.tip(), h.orElse(beam.thickness()), h.isPresent() ? h1 : h1.or(
                    beam::tipThickness), beam.width());
        }
        Optional<Rational> w = b.widthFor(x.name());
        if (w.isPresent()) {
            beam = beam.withWidth(w.get());
        }
        Material mat = c.material();
        try {
            if (b.material().isPresent()) {
                mat = b.resolveMaterial().orElseThrow();
            } else {
                if (b.modulus().isPresent()) {
                    mat = mat.withModulus(b.modulus().get());
                }
                if (b.permissibleStrain().isPresent()) {
                    mat = mat.withPermissibleStrain(b.permissibleStrain().get());
                }
            }
        } catch (IllegalArgumentException e) {
            throw AnalysisInputException.invalid(Parameter.MATERIAL, "is invalid: " + e.getMessage(), e);
        }
        return x.withCantilever(new Cantilever(beam, mat));
    }

    /** The parameter a set of beam parameters is first about, for messages. */
    private static Parameter beamParameter(BeamParameters b) {
        if (b.width().isPresent() || !b.widthByPawl().isEmpty()) {
            return Parameter.WIDTH;
        }
        if (b.thickness().isPresent() || !b.thicknessByPawl().isEmpty() || !b.tipThicknessByPawl().isEmpty()) {
            return Parameter.THICKNESS;
        }
        if (b.material().isPresent()) {
            return Parameter.MATERIAL;
        }
        return b.modulus().isPresent() ? Parameter.MODULUS : Parameter.PERMISSIBLE_STRAIN;
    }

    /** A reader's failure: its error diagnostics (the first one's place in the fields). */
    static AnalysisInputException bad(ImportException e) {
        List<Diagnostic> errors = e.diagnostics().stream().filter(d -> d.severity() != Severity.INFO).toList();
        String message = errors.stream().map(Diagnostic::format).collect(Collectors.joining(System.lineSeparator()));
        Diagnostic first = errors.isEmpty() ? null : errors.get(0);
        return first == null
                ? AnalysisInputException.badInput(e.getMessage(), "", 0, "", "", e)
                : AnalysisInputException.badInput(message, first.file(), first.line(), first.entity(), first.field(), e);
    }

    /** A mechanism's failure: its message (naming file and field) and its field. */
    static AnalysisInputException bad(MechanismException e, String file) {
        return AnalysisInputException.badInput(e.getMessage(), file, 0, "", e.field().orElse(""), e);
    }

    /** The last path element of a file name as given (either separator). */
    static String fileName(String file) {
        String n = file.replace('\\', '/');
        return n.substring(n.lastIndexOf('/') + 1);
    }

    /** A file name without its extension. */
    static String stem(String name) {
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
