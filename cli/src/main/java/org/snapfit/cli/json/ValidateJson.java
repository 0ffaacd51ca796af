package org.snapfit.cli.json;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.analysis.json.Json;

/**
 * Writes the {@code snapfit-validate/1} document of {@code snapfit validate --json}. Build it with
 * {@link #builder(String, String)}; immutable once written. Key order: {@code format, file, source, dxf, pawls,
 * obstacles, rootOutlines, motion, friction, approximated, missing, warnings, diagnostics}.
 */
public final class ValidateJson {

    /** The format tag. */
    public static final String FORMAT = "snapfit-validate/1";


    private ValidateJson() {
    }

    @JsonPropertyOrder({"format", "file", "source", "dxf", "section", "pawls", "obstacles", "rootOutlines", "motion",
        "friction", "frictionValue", "approximated", "missing", "warnings", "diagnostics"})
    record Doc(String format, String file, String source, DxfInfo dxf, SectionInfo section, List<PawlInfo> pawls,
            List<ObstacleInfo> obstacles, int rootOutlines, MotionInfo motion, String friction, boolean approximated,
            List<String> missing, List<String> warnings, List<DiagInfo> diagnostics) {
        @JsonProperty("frictionValue")
        Double frictionValue() {
            return NumberValues.of(friction);
        }
    }

    @JsonPropertyOrder({"model", "format", "plane", "parts", "svg"})
    record SectionInfo(String model, String format, PlaneInfo plane, List<PartInfo> parts, String svg) {
    }

    @JsonPropertyOrder({"origin", "normal", "xAxis"})
    record PlaneInfo(List<String> origin, List<String> normal, List<String> xAxis) {
    }

    @JsonPropertyOrder({"name", "occurrence", "role", "bodies", "loops", "outlines", "exact", "errorBound", "entities"})
    record PartInfo(String name, String occurrence, String role, int bodies, int loops, int outlines, boolean exact,
            double errorBound, List<String> entities) {
    }

    @JsonPropertyOrder({"version", "units", "unitsFromHeader"})
    record DxfInfo(String version, String units, boolean unitsFromHeader) {
    }

    @JsonPropertyOrder({"name", "hinge", "hingeValue", "hingeSource", "outlines", "vertices", "stiffness",
        "stiffnessValue"})
    record PawlInfo(String name, List<String> hinge, String hingeSource, int outlines, int vertices, String stiffness) {
        @JsonProperty("hingeValue")
        List<Double> hingeValue() {
            return NumberValues.of(hinge);
        }

        @JsonProperty("stiffnessValue")
        Double stiffnessValue() {
            return NumberValues.of(stiffness);
        }
    }

    @JsonPropertyOrder({"name", "outlines", "vertices"})
    record ObstacleInfo(String name, int outlines, int vertices) {
    }

    @JsonPropertyOrder({"velocity", "velocityValue", "travel", "travelValue"})
    record MotionInfo(List<String> velocity, String travel) {
        @JsonProperty("velocityValue")
        List<Double> velocityValue() {
            return NumberValues.of(velocity);
        }

        @JsonProperty("travelValue")
        Double travelValue() {
            return NumberValues.of(travel);
        }
    }

    @JsonPropertyOrder({"severity", "line", "entity", "field", "message"})
    record DiagInfo(String severity, int line, String entity, String field, String message) {
    }

    /**
     * Starts a document.
     *
     * @param file the file as the user gave it
     * @param source {@code "dxf"}, {@code "mechanism+dxf"}, {@code "step"}, {@code "stl"}, {@code "obj"},
     *     {@code "mechanism+step"} (…) or {@code "mechanism"}
     * @return a builder
     */
    public static Builder builder(String file, String source) {
        return new Builder(file, source);
    }

    /** Collects the document's parts; not thread-safe. */
    public static final class Builder {
        private final String file;
        private final String source;
        private DxfInfo dxf;
        private SectionInfo section;
        private final List<PartInfo> parts = new ArrayList<>();
        private final List<PawlInfo> pawls = new ArrayList<>();
        private final List<ObstacleInfo> obstacles = new ArrayList<>();
        private int rootOutlines;
        private MotionInfo motion;
        private String friction;
        private boolean approximated;
        private final List<String> missing = new ArrayList<>();
        private final List<String> warnings = new ArrayList<>();
        private final List<DiagInfo> diagnostics = new ArrayList<>();

        private Builder(String file, String source) {
            this.file = file;
            this.source = source;
        }

        /**
         * Sets the DXF header facts.
         *
         * @param version {@code $ACADVER}
         * @param units the unit symbol
         * @param fromHeader whether the units came from {@code $INSUNITS}
         * @return this builder
         */
        public Builder dxf(String version, String units, boolean fromHeader) {
            dxf = new DxfInfo(version, units, fromHeader);
            return this;
        }

        /**
         * Sets the section's facts (a 3D model cut by a plane).
         *
         * @param model the model file
         * @param format {@code step}, {@code stl} or {@code obj}
         * @param origin the plane's origin (exact numbers as text)
         * @param normal the plane's normal
         * @param xAxis the section's x axis
         * @param svg the picture written, or null
         * @return this builder
         */
        public Builder section(String model, String format, List<String> origin, List<String> normal, List<String> xAxis,
                String svg) {
            section = new SectionInfo(model, format, new PlaneInfo(origin, normal, xAxis), parts, svg);
            return this;
        }

        /**
         * Adds a part of the section.
         *
         * @param name the part's name
         * @param occurrence its occurrence path
         * @param role its role ({@code pawl}, {@code hinge}, {@code obstacle}, {@code root}, {@code ignore})
         * @param bodies the number of body occurrences
         * @param loops the number of section loops
         * @param outlines the number of simple outlines
         * @param exact whether every vertex is exact
         * @param errorBound the error bound (mm)
         * @param entities the bodies' entities
         * @return this builder
         */
        public Builder part(String name, String occurrence, String role, int bodies, int loops, int outlines,
                boolean exact, double errorBound, List<String> entities) {
            parts.add(new PartInfo(name, occurrence, role, bodies, loops, outlines, exact, errorBound, entities));
            return this;
        }

        /**
         * Adds a pawl.
         *
         * @param name the pawl name
         * @param hinge the hinge as exact texts [x, y]
         * @param hingeSource where the hinge came from (or empty)
         * @param outlines the number of outlines
         * @param vertices the total number of vertices
         * @param stiffness κ as exact text, if known
         * @return this builder
         */
        public Builder pawl(String name, List<String> hinge, String hingeSource, int outlines, int vertices,
                Optional<String> stiffness) {
            pawls.add(new PawlInfo(name, List.copyOf(hinge), hingeSource, outlines, vertices, stiffness.orElse(null)));
            return this;
        }

        /**
         * Adds an obstacle.
         *
         * @param name the obstacle name
         * @param outlines the number of outlines
         * @param vertices the total number of vertices
         * @return this builder
         */
        public Builder obstacle(String name, int outlines, int vertices) {
            obstacles.add(new ObstacleInfo(name, outlines, vertices));
            return this;
        }

        /**
         * Sets the number of root outlines.
         *
         * @param n the count
         * @return this builder
         */
        public Builder rootOutlines(int n) {
            rootOutlines = n;
            return this;
        }

        /**
         * Sets the motion.
         *
         * @param velocity the velocity as exact texts [x, y]
         * @param travel the travel as exact text
         * @return this builder
         */
        public Builder motion(List<String> velocity, String travel) {
            motion = new MotionInfo(List.copyOf(velocity), travel);
            return this;
        }

        /**
         * Sets μ.
         *
         * @param mu the friction coefficient as exact text
         * @return this builder
         */
        public Builder friction(String mu) {
            friction = mu;
            return this;
        }

        /**
         * Marks polygonised curves.
         *
         * @param a whether any outline was polygonised
         * @return this builder
         */
        public Builder approximated(boolean a) {
            approximated = a;
            return this;
        }

        /**
         * Adds a missing parameter.
         *
         * @param what what is missing and how to give it
         * @return this builder
         */
        public Builder missing(String what) {
            missing.add(what);
            return this;
        }

        /**
         * Adds a warning.
         *
         * @param w the warning sentence
         * @return this builder
         */
        public Builder warning(String w) {
            warnings.add(w);
            return this;
        }

        /**
         * Adds a reader diagnostic.
         *
         * @param severity {@code info}, {@code warning} or {@code error}
         * @param line the line (0 if none)
         * @param entity the entity text
         * @param field the field text
         * @param message the message
         * @return this builder
         */
        public Builder diagnostic(String severity, int line, String entity, String field, String message) {
            diagnostics.add(new DiagInfo(severity, line, entity, field, message));
            return this;
        }

        /**
         * The document text.
         *
         * @return pretty-printed JSON ending with a newline, {@code \n} line ends
         */
        public String write() {
            Doc doc = new Doc(FORMAT, file, source, dxf, section, pawls, obstacles, rootOutlines, motion, friction,
                    approximated, missing, warnings, diagnostics);
            try {
                return Json.writer().writeValueAsString(doc).replace("\r\n", "\n") + "\n";
            } catch (JsonProcessingException e) {
                throw new org.snapfit.algebra.number.SnapfitInternalError("cannot write " + FORMAT + ": " + e, e);
            }
        }
    }
}
