package org.snapfit.analysis;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.cadimport.diag.Diagnostic;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.core.body.ProfileSet;
import org.snapfit.core.io.InputFiles;
import org.snapfit.core.section.SectionPlane;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismParameters;
import org.snapfit.sweep.model.ProfileLayout;

/**
 * The built-in {@link MechanismSource} kinds. Every source applies the request's physical parameters
 * ({@link AnalysisOptions#parameters()}) over its own. Stateless.
 */
public final class MechanismSources {

    private MechanismSources() {
    }

    /**
     * A file: a {@code snapfit-mechanism/1} JSON, such a JSON naming a DXF drawing ({@code "geometry": {"dxf":
     * …}}) or a 3D model with its section plane ({@code "geometry": {"step": …, "section": …}}), relative to the
     * JSON's folder, with the physical parameters; a DXF drawing laid out by the layer convention of {@code sweep}'s
     * {@code ProfileMechanisms}; or a STEP, STL or OBJ model cut by the request's section plane
     * ({@link AnalysisOptions#withSection}), its parts taking their roles by name. The parameters of a drawing or a
     * bare model come from the request. Chosen by the extension: {@code .json} (any case) is a mechanism file,
     * {@code .step}, {@code .stp}, {@code .p21}, {@code .stl}, {@code .obj} a model, anything else a drawing. The
     * JSON, the drawing and the 3D model are read with the size limit {@link InputFiles#DEFAULT_MAX_BYTES}; a STEP
     * model also within the reader's budgets (the occurrence budget, {@link AnalysisOptions#withMaxOccurrences}).
     *
     * @param file the file
     * @return the source
     */
    public static MechanismSource file(Path file) {
        return file(file, InputFiles.DEFAULT_MAX_BYTES);
    }

    /**
     * A file, as {@link #file(Path)}, read with another size limit. Every file of the source (the JSON and the
     * drawing or 3D model it names) is read through core's bounded reader: only regular files (a device or a FIFO is
     * refused), at most {@code maxBytes} bytes each, JSON as strict UTF-8 (an invalid byte is reported with its offset).
     *
     * @param file the file
     * @param maxBytes the largest file accepted, in bytes, &gt;= 0
     * @return the source
     * @throws IllegalArgumentException if {@code maxBytes < 0}
     */
    public static MechanismSource file(Path file, long maxBytes) {
        Objects.requireNonNull(file, "file");
        if (maxBytes < 0) {
            throw new IllegalArgumentException("maxBytes = " + maxBytes + "; the limit must be >= 0");
        }
        return options -> Sources.loadFile(file, options, maxBytes);
    }

    /**
     * A 3D model (STEP assembly, STL or OBJ) cut by a plane: the section source. The request's part roles
     * ({@link AnalysisOptions#withPart}), hinges ({@link AnalysisOptions#withHinge}), chord tolerance, occurrence
     * budget and physical parameters apply; its own section plane, if any, wins over {@code plane}.
     *
     * @param model the model file ({@code .stl} and {@code .obj} by extension, anything else STEP)
     * @param plane the cutting plane and its 2D frame
     * @return the source; its {@link LoadedMechanism#section()} holds the section and its diagnostics
     */
    public static MechanismSource section(Path model, SectionPlane plane) {
        return section(model, plane, InputFiles.DEFAULT_MAX_BYTES);
    }

    /**
     * A 3D model cut by a plane, as {@link #section(Path, SectionPlane)}, reading at most {@code maxBytes} of the
     * model: a larger file is refused with an {@link AnalysisInputException} naming the file, its size and the limit.
     *
     * @param model the model file ({@code .stl} and {@code .obj} by extension, anything else STEP)
     * @param plane the cutting plane and its 2D frame
     * @param maxBytes the largest model file read, bytes ({@code >= 0})
     * @return the source
     * @throws IllegalArgumentException if {@code maxBytes} is negative
     */
    public static MechanismSource section(Path model, SectionPlane plane, long maxBytes) {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(plane, "plane");
        if (maxBytes < 0) {
            throw new IllegalArgumentException("maxBytes = " + maxBytes + "; the limit must be >= 0");
        }
        return options -> {
            if (!Files.isRegularFile(model)) {
                throw AnalysisInputException.badInput(model + ": no such file", model.toString(), 0, "", "", null);
            }
            String kind = Sources.modelFormat(model).orElse("step");
            try {
                return Sources.section(kind, Sources.fileName(model.toString()), model,
                        options.section().orElse(plane), options.parameters(), options.parts(), options.hinges(),
                        List.of(), options.sectionOptions(Optional.empty()), options.stepOptions(Optional.empty()),
                        maxBytes);
            } catch (ImportException e) {
                throw Sources.bad(e);
            }
        };
    }

    /**
     * An in-memory mechanism. The request's friction, stiffness, velocity and travel replace the mechanism's
     * (stiffness per pawl by the pawl's name, compared as layer names).
     *
     * @param mechanism the mechanism
     * @param label the source's name in the report (e.g. the CAD document's name), not blank
     * @return the source
     * @throws IllegalArgumentException if the label is blank
     */
    public static MechanismSource mechanism(Mechanism mechanism, String label) {
        Objects.requireNonNull(mechanism, "mechanism");
        if (label == null || label.isBlank()) {
            throw new IllegalArgumentException("label = \"" + label + "\"; name the source for the report");
        }
        return options -> LoadedMechanism.ofMechanism("memory", label, label,
                Sources.override(mechanism, options.parameters(), label), List.of());
    }

    /**
     * In-memory profiles (a drawing's layers, as a reader delivers them) with their physical parameters; the
     * request's parameters override these.
     *
     * @param profiles the profiles, laid out by the layer convention (PAWL-n, HINGE-n, OBSTACLE…, ROOT, DIRECTION)
     * @param parameters μ, κ, travel (and velocity without a DIRECTION line); may be incomplete if the request
     *     completes them
     * @return the source
     */
    public static MechanismSource profiles(ProfileSet profiles, MechanismParameters parameters) {
        return profiles("profiles", profiles, parameters, List.of());
    }

    /**
     * In-memory profiles delivered by a reader, with the reader's diagnostics (shown as the report's import
     * warnings) and its source kind. A reader that produces profiles (a STEP section, a sketch) becomes a source
     * through this factory.
     *
     * @param kind the source kind for {@link LoadedMechanism#kind()}, e.g. {@code "step-section"}
     * @param profiles the profiles; {@link ProfileSet#file()} names the source in the report
     * @param parameters the physical parameters found with the profiles (the request's override them)
     * @param diagnostics the reader's diagnostics; an ERROR among them makes the source fail with it
     * @return the source
     */
    public static MechanismSource profiles(String kind, ProfileSet profiles, MechanismParameters parameters,
            List<Diagnostic> diagnostics) {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(profiles, "profiles");
        Objects.requireNonNull(parameters, "parameters");
        List<Diagnostic> diags = List.copyOf(diagnostics);
        return options -> {
            diags.stream().filter(d -> d.severity() == Severity.ERROR).findFirst().ifPresent(d -> {
                throw AnalysisInputException.badInput(d.format(), d.file(), d.line(), d.entity(), d.field(), null);
            });
            ProfileLayout layout = Sources.inspect(profiles);
            String name = Sources.fileName(profiles.file());
            String label = name.isBlank() ? kind : name;
            return LoadedMechanism.ofLayout(kind, label, Sources.stem(label), layout,
                    parameters.overriddenBy(options.parameters()), diags);
        };
    }
}
