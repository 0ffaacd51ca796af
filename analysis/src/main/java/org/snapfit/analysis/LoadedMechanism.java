package org.snapfit.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.cadimport.diag.Diagnostic;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.cadimport.dxf.DxfImport;
import org.snapfit.cadimport.section.SectionImport;
import org.snapfit.sweep.model.BeamParameters;
import org.snapfit.sweep.model.DesignIntent;
import org.snapfit.sweep.model.LayerRoles;
import org.snapfit.sweep.model.Materials;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismException;
import org.snapfit.sweep.model.MechanismParameters;
import org.snapfit.sweep.model.ProfileLayout;
import org.snapfit.sweep.model.ProfileMechanisms;

/**
 * What a {@link MechanismSource} delivered: the mechanism when every physical parameter is known, otherwise the
 * drawing's layer layout with the parameters found so far; the reader's diagnostics; the names the report shows.
 * Immutable. Made by {@link MechanismSources}; new source kinds use its factories too.
 */
public final class LoadedMechanism {

    private final String kind;
    private final String label;
    private final String fallbackName;
    private final String file;
    private final Optional<DxfImport> dxf;
    private final Optional<ProfileLayout> layout;
    private final MechanismParameters parameters;
    private final Optional<Mechanism> mechanism;
    private final List<Diagnostic> diagnostics;
    private final Optional<DesignIntent> intent;
    private final Optional<SectionImport> section;
    private final LayerRoles roles;

    private LoadedMechanism(String kind, String label, String fallbackName, String file, Optional<DxfImport> dxf,
            Optional<ProfileLayout> layout, MechanismParameters parameters, Optional<Mechanism> mechanism,
            List<Diagnostic> diagnostics, Optional<DesignIntent> intent) {
        this(kind, label, fallbackName, file, dxf, layout, parameters, mechanism, diagnostics, intent,
                Optional.empty(), LayerRoles.convention());
    }

    private LoadedMechanism(String kind, String label, String fallbackName, String file, Optional<DxfImport> dxf,
            Optional<ProfileLayout> layout, MechanismParameters parameters, Optional<Mechanism> mechanism,
            List<Diagnostic> diagnostics, Optional<DesignIntent> intent, Optional<SectionImport> section,
            LayerRoles roles) {
        this.kind = Objects.requireNonNull(kind, "kind");
        this.label = Objects.requireNonNull(label, "label");
        this.fallbackName = Objects.requireNonNull(fallbackName, "fallbackName");
        this.file = Objects.requireNonNull(file, "file");
        this.dxf = Objects.requireNonNull(dxf, "dxf");
        this.layout = Objects.requireNonNull(layout, "layout");
        this.parameters = Objects.requireNonNull(parameters, "parameters");
        this.mechanism = Objects.requireNonNull(mechanism, "mechanism");
        this.diagnostics = List.copyOf(diagnostics);
        this.intent = Objects.requireNonNull(intent, "intent");
        this.section = Objects.requireNonNull(section, "section");
        this.roles = Objects.requireNonNull(roles, "roles");
        if (mechanism.isEmpty() && layout.isEmpty()) {
            throw new IllegalArgumentException("a loaded source has a mechanism or a layout; " + label + " has neither");
        }
    }

    /**
     * A complete mechanism.
     *
     * @param kind the source kind, e.g. {@code "mechanism"}
     * @param label the source's name in the report (a file name, or a caller's label)
     * @param fallbackName the mechanism's name in the report when it has none (e.g. the file's stem)
     * @param mechanism the mechanism
     * @param diagnostics the reader's diagnostics (remarks and warnings; no errors)
     * @return the loaded source
     */
    public static LoadedMechanism ofMechanism(String kind, String label, String fallbackName, Mechanism mechanism,
            List<Diagnostic> diagnostics) {
        return new LoadedMechanism(kind, label, fallbackName, label, Optional.empty(), Optional.empty(),
                MechanismParameters.none(), Optional.of(mechanism), diagnostics, Optional.empty());
    }

    /**
     * This source with the design intent it states (a mechanism file's {@code intent}).
     *
     * @param designIntent the intent, or empty
     * @return the new value
     */
    public LoadedMechanism withIntent(Optional<DesignIntent> designIntent) {
        return new LoadedMechanism(kind, label, fallbackName, file, dxf, layout, parameters, mechanism, diagnostics,
                designIntent, section, roles);
    }

    /**
     * The design intent the source states (a mechanism file's {@code intent}, or a drawing's parameters').
     *
     * @return the intent, if given
     */
    public Optional<DesignIntent> intent() {
        return intent;
    }

    /**
     * A drawing's layer layout with its physical parameters; the mechanism is built when none is missing.
     *
     * @param kind the source kind, e.g. {@code "dxf"} or {@code "profiles"}
     * @param label the source's name in the report
     * @param fallbackName the mechanism's name in the report when the parameters give none
     * @param layout the layout ({@code ProfileMechanisms.inspect} of the profiles)
     * @param parameters the physical parameters, the request's overrides already applied
     * @param diagnostics the reader's diagnostics (remarks and warnings; no errors)
     * @return the loaded source
     * @throws AnalysisInputException if a per-pawl stiffness names no pawl of the layout, or the parameters are
     *     complete but do not make a valid mechanism (a pawl inside an obstacle, an irrational DIRECTION line with a
     *     travel override)
     */
    public static LoadedMechanism ofLayout(String kind, String label, String fallbackName, ProfileLayout layout,
            MechanismParameters parameters, List<Diagnostic> diagnostics) {
        try {
            ProfileMechanisms.checkStiffnessKeys(layout, parameters);
            Optional<Mechanism> m = missing(layout, parameters).isEmpty()
                    ? Optional.of(ProfileMechanisms.build(layout, parameters)) : Optional.empty();
            return new LoadedMechanism(kind, label, fallbackName, layout.file(), Optional.empty(), Optional.of(layout),
                    parameters, m, diagnostics, parameters.intent());
        } catch (MechanismException e) {
            throw Sources.bad(e, layout.file());
        }
    }

    /**
     * A copy that also carries the DXF reading it came from (for a front end that shows the drawing's version and
     * units).
     *
     * @param reading the DXF reading
     * @return the new value
     */
    public LoadedMechanism withDxf(DxfImport reading) {
        return new LoadedMechanism(kind, label, fallbackName, file, Optional.of(reading), layout, parameters, mechanism,
                diagnostics, intent, section, roles);
    }

    /**
     * A copy that also carries the section of a 3D model it came from and the roles its parts were given (for a front
     * end that lists the parts and draws the section).
     *
     * @param cut the section
     * @param partRoles the roles of the section's parts
     * @return the new value
     */
    public LoadedMechanism withSection(SectionImport cut, LayerRoles partRoles) {
        return new LoadedMechanism(kind, label, fallbackName, file, dxf, layout, parameters, mechanism, diagnostics,
                intent, Optional.of(cut), partRoles);
    }

    /**
     * The section of a 3D model, for sources that cut one.
     *
     * @return the section
     */
    public Optional<SectionImport> section() {
        return section;
    }

    /**
     * The role of every layer or part (the DXF layer convention, or a section's part roles).
     *
     * @return the roles
     */
    public LayerRoles roles() {
        return roles;
    }

    /**
     * The source kind: {@code "mechanism"} (a mechanism file), {@code "mechanism+dxf"} (a mechanism file naming a
     * drawing), {@code "dxf"}, {@code "step"}, {@code "stl"}, {@code "obj"} (a 3D model cut by a plane),
     * {@code "mechanism+step"} (…, a mechanism file naming one), {@code "memory"} (an in-memory mechanism), {@code "profiles"}, or a new source's own.
     *
     * @return the kind
     */
    public String kind() {
        return kind;
    }

    /**
     * The source's name as the report shows it ({@code mechanism.source}).
     *
     * @return the name, e.g. {@code "hook_mechanism.json"}
     */
    public String label() {
        return label;
    }

    /**
     * The mechanism's name in the report when the mechanism has none.
     *
     * @return the name, e.g. the file's stem
     */
    public String fallbackName() {
        return fallbackName;
    }

    /**
     * The DXF reading, for drawings.
     *
     * @return the reading
     */
    public Optional<DxfImport> dxf() {
        return dxf;
    }

    /**
     * The drawing's layer layout, for drawings and profiles.
     *
     * @return the layout
     */
    public Optional<ProfileLayout> layout() {
        return layout;
    }

    /**
     * The physical parameters of a drawing or profiles (the source's, overridden by the request's).
     *
     * @return the parameters; {@link MechanismParameters#none()} for a complete mechanism
     */
    public MechanismParameters parameters() {
        return parameters;
    }

    /**
     * The mechanism, when every physical parameter is known.
     *
     * @return the mechanism
     */
    public Optional<Mechanism> mechanism() {
        return mechanism;
    }

    /**
     * Everything the reader reported (remarks, warnings).
     *
     * @return the diagnostics in reading order
     */
    public List<Diagnostic> diagnostics() {
        return diagnostics;
    }

    /**
     * The reader's remarks and warnings as the report's {@code import_approximation} warnings show them.
     *
     * @return one formatted line per diagnostic that is not an error
     */
    public List<String> notes() {
        return diagnostics.stream().filter(d -> d.severity() != Severity.ERROR).map(Diagnostic::format).toList();
    }

    /**
     * The physical parameters still missing, in the order {@link #requireMechanism()} asks for them.
     *
     * @return empty for a complete mechanism
     */
    public List<MissingParameter> missing() {
        return layout.map(l -> missing(l, parameters)).orElse(List.of());
    }

    /**
     * The mechanism, or an exception naming the first missing parameter.
     *
     * @return the mechanism
     * @throws AnalysisInputException of kind {@code MISSING_PARAMETER} naming the file, the parameter and, for a
     *     stiffness, the pawl
     */
    public Mechanism requireMechanism() {
        if (mechanism.isPresent()) {
            return mechanism.get();
        }
        ProfileLayout l = layout.orElseThrow();
        if (parameters.friction().isEmpty()) {
            throw AnalysisInputException.missing(Parameter.FRICTION, file, Optional.empty(),
                    "set it in the mechanism file (\"friction\": \"0.3\") or the request");
        }
        for (ProfileLayout.LayoutPawl p : l.pawls()) {
            if (p.beam().isEmpty() && parameters.stiffnessFor(p.name()).isEmpty()) {
                throw AnalysisInputException.missing(Parameter.STIFFNESS, file, Optional.of(p.name()),
                        "set one for every pawl or one for " + ProfileMechanisms.normaliseLayer(p.name())
                                + " in the mechanism file or the request");
            }
            if (p.beam().isPresent() && parameters.beams().widthFor(p.name()).isEmpty()) {
                throw AnalysisInputException.missing(Parameter.WIDTH, file, Optional.of(p.name()),
                        "a drawing does not show the beam's extent perpendicular to it; set beam.width in the"
                                + " mechanism file or the width in the request");
            }
            if (p.beam().isPresent() && noMaterial(parameters)) {
                throw AnalysisInputException.missing(Parameter.MATERIAL, file, Optional.of(p.name()),
                        "name a resin (one of " + Materials.names() + ") or give the modulus and the permissible"
                                + " strain, in the mechanism file (\"material\") or the request");
            }
        }
        if (l.direction().isEmpty() && parameters.velocity().isEmpty()) {
            throw AnalysisInputException.missing(Parameter.MOTION, file, Optional.empty(),
                    "draw one LINE on layer DIRECTION (velocity × travel), or set the velocity and travel in the"
                            + " mechanism file (motion.velocity, motion.travel) or the request");
        }
        throw AnalysisInputException.missing(Parameter.TRAVEL, file, Optional.empty(),
                "set it in the mechanism file (motion.travel) or the request");
    }

    private static List<MissingParameter> missing(ProfileLayout layout, MechanismParameters params) {
        List<MissingParameter> out = new ArrayList<>();
        if (params.friction().isEmpty()) {
            out.add(new MissingParameter(Parameter.FRICTION, Optional.empty()));
        }
        for (ProfileLayout.LayoutPawl p : layout.pawls()) {
            if (p.beam().isEmpty() && params.stiffnessFor(p.name()).isEmpty()) {
                out.add(new MissingParameter(Parameter.STIFFNESS, Optional.of(p.name())));
            }
            if (p.beam().isPresent() && params.beams().widthFor(p.name()).isEmpty()) {
                out.add(new MissingParameter(Parameter.WIDTH, Optional.of(p.name())));
            }
            if (p.beam().isPresent() && noMaterial(params)) {
                out.add(new MissingParameter(Parameter.MATERIAL, Optional.of(p.name())));
            }
        }
        if (layout.direction().isEmpty() && (params.velocity().isEmpty() || params.travel().isEmpty())) {
            out.add(new MissingParameter(params.velocity().isEmpty() ? Parameter.MOTION : Parameter.TRAVEL,
                    Optional.empty()));
        }
        return out;
    }

    /** Whether the parameters name no resin at all (a name, or modulus and strain). */
    private static boolean noMaterial(MechanismParameters p) {
        BeamParameters b = p.beams();
        return b.material().isEmpty() && (b.modulus().isEmpty() || b.permissibleStrain().isEmpty());
    }
}
