package org.snapfit.cadimport.dxf;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import org.snapfit.algebra.number.Rational;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.core.body.PlanarProfile;
import org.snapfit.core.body.ProfileSet;
import org.snapfit.core.io.InputFileException;
import org.snapfit.core.io.InputFiles;

/**
 * Reads an ASCII DXF file (R12 to current) into planar profiles per layer, in millimetres.
 *
 * <p>Read: HEADER ({@code $ACADVER}, {@code $INSUNITS}), the LAYER table, BLOCKS and nested INSERTs (base point,
 * scale, rotation, column/row arrays, layer-0 inheritance), and the entities LINE, POINT, CIRCLE, ARC, LWPOLYLINE,
 * POLYLINE/VERTEX (bulges; 2D, 3D, curve- and spline-fit flavours), ELLIPSE and SPLINE. Entities in an object
 * coordinate system with extrusion (0, 0, −1), as mirrored entities are written, are mapped exactly
 * (x → −x, the arbitrary axis algorithm); other extrusions are not in the drawing plane and are skipped with a
 * warning. Loose open pieces on a layer are chained into closed loops within the chain tolerance. Other entities
 * (TEXT, HATCH, 3DFACE, …) are skipped with one warning per type.
 *
 * <p><b>Scale.</b> Groups are read one at a time from the file's bytes; entities on layers that
 * {@link DxfOptions#layers()} does not build are skimmed without decoding their values. The INSERT copies and the
 * expanded entity count are computed per block (nested arrays multiplied out) and checked against
 * {@link DxfOptions#maxInsertCopies()} and {@link DxfOptions#maxEntities()} before anything is expanded. Progress goes
 * to a {@link DxfProgress}.
 *
 * <p><b>Exactness.</b> Coordinates are parsed exactly from their decimal text; straight geometry stays Exact
 * (units are converted with exact factors, e.g. inch ×25.4). Curves are polygonised within the chord tolerance
 * (Approximate, flagged on the outline, one INFO diagnostic per curve). An INSERT rotation that is a multiple of
 * 90° is exact; any other rotation is applied as an exact rigid rotation by a rational angle within 2^-40 rad of
 * the requested one (cos = (1 − t²)/(1 + t²), sin = 2t/(1 + t²) with t a dyadic rational), with an INFO diagnostic.
 *
 * <p><b>Errors.</b> Binary DXF, a truncated file, out-of-step code/value pairs, a non-numeric value, unknown units,
 * a block that inserts itself, a drawing beyond a budget, or a curve needing more than a million segments: an
 * {@link ImportException} whose
 * diagnostics name the file, line, entity (type and handle, and layer) and group code. Thread-safe (stateless).
 */
public final class DxfReader {

    private DxfReader() {
    }

    /**
     * Reads a DXF file.
     *
     * @param file the file
     * @param options tolerances and units
     * @return the profiles and diagnostics
     * @throws ImportException if the file cannot be read or is not a correct ASCII DXF file
     */
    public static DxfImport read(Path file, DxfOptions options) {
        return read(file, options, DxfProgress.NONE);
    }

    /**
     * Reads a DXF file, telling a listener how far the reading is.
     *
     * @param file the file
     * @param options tolerances, units, layers and budgets
     * @param progress told of each phase's progress
     * @return the profiles and diagnostics
     * @throws ImportException if the file cannot be read, is not a correct ASCII DXF file, or expands beyond a budget
     */
    public static DxfImport read(Path file, DxfOptions options, DxfProgress progress) {
        Objects.requireNonNull(file, "file");
        byte[] bytes;
        try {
            bytes = InputFiles.readAllBytes(file, InputFiles.DEFAULT_MAX_BYTES);
        } catch (InputFileException e) {
            ImportReport report = new ImportReport(file.toString());
            String why = e.getMessage().startsWith(e.file() + ": ") ? e.getMessage().substring(e.file().length() + 2)
                    : e.getMessage();
            throw report.fail(0, "", "", "cannot read the file: " + why);
        }
        return read(file.toString(), bytes, options, progress);
    }

    /**
     * Reads DXF content.
     *
     * @param fileName the name used in diagnostics and profile sources
     * @param content the bytes of the file
     * @param options tolerances and units
     * @return the profiles and diagnostics
     * @throws ImportException if the content is not a correct ASCII DXF file
     */
    public static DxfImport read(String fileName, byte[] content, DxfOptions options) {
        return read(fileName, content, options, DxfProgress.NONE);
    }

    /**
     * Reads DXF content, telling a listener how far the reading is.
     *
     * @param fileName the name used in diagnostics and profile sources
     * @param content the bytes of the file
     * @param options tolerances, units, layers and budgets
     * @param progress told of each phase's progress
     * @return the profiles and diagnostics
     * @throws ImportException if the content is not a correct ASCII DXF file or expands beyond a budget
     */
    public static DxfImport read(String fileName, byte[] content, DxfOptions options, DxfProgress progress) {
        Objects.requireNonNull(fileName, "fileName");
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(progress, "progress");
        ImportReport report = new ImportReport(fileName);
        try {
            return new Session(fileName, options, report, progress).run(content);
        } catch (ImportException e) {
            throw e;
        } catch (RuntimeException e) {
            // Defensive: no input may escape as anything but an ImportException.
            report.add(0, "", "", Severity.ERROR, "internal error while reading (this is a bug): " + e);
            throw new ImportException(report.freeze());
        }
    }

    /** One reading: sections, then geometry. */
    private static final class Session {
        /** Groups between two progress calls while reading (dimensionless). */
        private static final int PROGRESS_GROUPS = 1 << 16;

        private final String file;
        private final DxfOptions options;
        private final ImportReport report;
        private final DxfProgress progress;
        private String version = "";
        private Optional<Integer> insunits = Optional.empty();
        private int insunitsLine;
        private final List<String> tableLayers = new ArrayList<>();
        private final Map<String, DxfBlock> blocks = new LinkedHashMap<>();
        private final List<DxfEntity> modelEntities = new ArrayList<>();
        private final Map<String, Integer> census = new TreeMap<>();
        private final Map<String, int[]> skimmed = new LinkedHashMap<>();
        private DxfTokenizer tok;
        private int lastLine;
        private long groupsRead;

        Session(String file, DxfOptions options, ImportReport report, DxfProgress progress) {
            this.file = file;
            this.options = options;
            this.report = report;
            this.progress = progress;
        }

        DxfImport run(byte[] content) {
            tok = DxfTokenizer.open(content, report);
            parseSections();
            progress.step("reading DXF", content.length, content.length);
            for (Map.Entry<String, int[]> e : skimmed.entrySet()) {
                int[] c = e.getValue();
                report.add(c[1], "layer " + e.getKey(), "group 8", Severity.INFO, c[0] + " entit" + (c[0] == 1 ? "y" : "ies")
                        + " on layer " + e.getKey() + " not built: the reading keeps " + options.layers().description());
            }
            DxfUnits units = resolveUnits();
            boolean fromHeader = options.assumedUnits().isEmpty() && insunits.isPresent();
            long expanded = ExpansionBudget.check(options, report, blocks, modelEntities);
            Affine2 root = Affine2.scaling(units.millimetres(), units.millimetres());
            GeometryBuilder builder = new GeometryBuilder(file, options, report, blocks, progress, expanded);
            for (DxfEntity e : modelEntities) {
                builder.entity(e, root, Optional.empty(), 0, new ArrayList<>(), "");
            }
            List<PlanarProfile> layers = builder.finish();
            return new DxfImport(new ProfileSet(file, layers), version, units, fromHeader, tableLayers, census,
                    report.freeze());
        }

        /** Moves to the next group, remembering its line and telling the listener every so often. */
        private boolean next() {
            if (!tok.next()) {
                return false;
            }
            lastLine = tok.line();
            if (++groupsRead % PROGRESS_GROUPS == 0) {
                progress.step("reading DXF", tok.position(), tok.size());
            }
            return true;
        }

        private DxfUnits resolveUnits() {
            if (options.assumedUnits().isPresent()) {
                DxfUnits u = options.assumedUnits().get();
                report.add(insunitsLine, "HEADER", "$INSUNITS", Severity.INFO, "units set by the caller: " + u.symbol()
                        + insunits.map(c -> " (the header says $INSUNITS = " + c + ")").orElse(""));
                return u;
            }
            if (insunits.isEmpty()) {
                report.add(0, "HEADER", "$INSUNITS", Severity.INFO, "no $INSUNITS in the header"
                        + (version.isEmpty() ? "" : " (" + version + ")") + ": millimetres assumed");
                return DxfUnits.MILLIMETRE;
            }
            int code = insunits.get();
            Optional<DxfUnits> u = DxfUnits.fromCode(code);
            if (u.isEmpty()) {
                throw report.fail(insunitsLine, "HEADER", "$INSUNITS", "$INSUNITS = " + code
                        + " is unknown or has no exact size in mm; supported codes are 0-16 and 21 (state the units"
                        + " explicitly in the reader's options, e.g. mm)");
            }
            if (u.get() == DxfUnits.UNITLESS) {
                report.add(insunitsLine, "HEADER", "$INSUNITS", Severity.WARNING,
                        "$INSUNITS = 0 (unitless): millimetres assumed");
            }
            return u.get();
        }

        private void parseSections() {
            while (next()) {
                if (tok.code() == 999) {
                    continue;
                }
                if (tok.code() == 0 && tok.valueIs("EOF")) {
                    return;
                }
                if (tok.code() != 0 || !tok.valueIs("SECTION")) {
                    throw report.fail(tok.line(), "", "group " + tok.code(), "found group " + tok.code() + " = '"
                            + DxfTokenizer.abbreviate(tok.trimmed()) + "' between sections; expected 0/SECTION or 0/EOF");
                }
                int sectionLine = tok.line();
                if (!next() || tok.code() != 2) {
                    throw report.fail(sectionLine, "SECTION", "group 2", "the SECTION has no name (group 2)"
                            + " right after it; the file is truncated or malformed");
                }
                String name = tok.trimmed();
                if ("ENTITIES".equals(name)) {
                    entities(name);
                    continue;
                }
                boolean keep = "HEADER".equals(name) || "TABLES".equals(name) || "BLOCKS".equals(name);
                List<DxfGroup> body = new ArrayList<>();
                while (true) {
                    if (!next()) {
                        throw endsInside(name);
                    }
                    if (tok.code() == 0 && tok.valueIs("ENDSEC")) {
                        break;
                    }
                    if (keep) {
                        body.add(tok.group());
                    }
                }
                switch (name) {
                    case "HEADER" -> header(body);
                    case "TABLES" -> tables(body);
                    case "BLOCKS" -> blocks(body);
                    default -> {
                        // CLASSES, OBJECTS, THUMBNAILIMAGE, ACDSDATA: nothing a profile needs.
                    }
                }
            }
            throw report.fail(lastLine, "", "", "no 0/EOF at the end of the file; the file is truncated");
        }

        private RuntimeException endsInside(String name) {
            return report.fail(lastLine, "SECTION " + name, "", "the file ends inside section " + name
                    + " (no 0/ENDSEC, no 0/EOF); the file is truncated");
        }

        /**
         * The ENTITIES section, one entity at a time: an entity on a layer the options do not build is skimmed (its
         * groups are read, never decoded); VERTEX, ATTRIB and SEQEND follow their POLYLINE or INSERT; INSERTs are
         * always kept.
         */
        private void entities(String name) {
            List<DxfEntity> flat = new ArrayList<>();
            // groups before the first entity are ignored, as in any section body
            while (true) {
                if (!next()) {
                    throw endsInside(name);
                }
                if (tok.code() == 0) {
                    break;
                }
            }
            boolean parentKept = true;
            List<DxfGroup> groups = new ArrayList<>();
            while (!tok.valueIs("ENDSEC")) {
                String type = tok.trimmed();
                int line = tok.line();
                boolean child = "VERTEX".equals(type) || "ATTRIB".equals(type) || "SEQEND".equals(type);
                boolean all = options.layers().acceptsAll() || "INSERT".equals(type) || child && parentKept;
                groups.clear();
                String layer = "0";
                boolean layerSeen = false;
                boolean layerKept = true;
                while (true) {
                    if (!next()) {
                        throw endsInside(name);
                    }
                    if (tok.code() == 0) {
                        break;
                    }
                    if (tok.code() == 8 && !layerSeen) {
                        String l = tok.trimmed();
                        layer = l.isEmpty() ? "0" : l;
                        layerSeen = true;
                        layerKept = all || options.layers().accepts(layer);
                    }
                    if (layerKept) {
                        groups.add(tok.group());
                    }
                }
                boolean keep = all || (child ? parentKept : layerSeen ? layerKept : options.layers().accepts(layer));
                if (!child) {
                    census.merge(type, 1, Integer::sum);
                    parentKept = keep;
                }
                if (keep) {
                    flat.add(new DxfEntity(type, line, groups, report));
                } else if (!child) {
                    int[] c = skimmed.computeIfAbsent(layer, k -> new int[] {0, line});
                    c[0]++;
                }
            }
            modelEntities.addAll(nest(flat));
        }

        private void header(List<DxfGroup> body) {
            String var = "";
            for (DxfGroup g : body) {
                if (g.code() == 9) {
                    var = g.trimmed();
                } else if ("$ACADVER".equals(var) && g.code() == 1) {
                    version = g.trimmed();
                } else if ("$INSUNITS".equals(var) && g.code() == 70) {
                    insunitsLine = g.line();
                    try {
                        insunits = Optional.of(Integer.parseInt(g.trimmed()));
                    } catch (NumberFormatException e) {
                        throw report.fail(g.line() + 1, "HEADER", "$INSUNITS", "$INSUNITS = '"
                                + DxfTokenizer.abbreviate(g.trimmed()) + "' is not an integer unit code");
                    }
                }
            }
        }

        private void tables(List<DxfGroup> body) {
            boolean inLayer = false;
            boolean layerTable = false;
            for (int i = 0; i < body.size(); i++) {
                DxfGroup g = body.get(i);
                if (g.code() == 0) {
                    inLayer = layerTable && "LAYER".equals(g.trimmed());
                    if ("TABLE".equals(g.trimmed())) {
                        layerTable = i + 1 < body.size() && body.get(i + 1).code() == 2
                                && "LAYER".equals(body.get(i + 1).trimmed());
                        inLayer = false;
                    }
                } else if (inLayer && g.code() == 2) {
                    tableLayers.add(g.trimmed());
                    inLayer = false;
                }
            }
        }

        private void blocks(List<DxfGroup> body) {
            List<DxfEntity> all = nest(split(body));
            DxfBlock current = null;
            for (DxfEntity e : all) {
                if ("BLOCK".equals(e.type())) {
                    String name = e.text(2).orElse("");
                    Rational bx = e.number(10, Rational.ZERO);
                    Rational by = e.number(20, Rational.ZERO);
                    current = new DxfBlock(name, bx, by, e.line(), new ArrayList<>());
                    blocks.put(name.toUpperCase(Locale.ROOT), current);
                } else if ("ENDBLK".equals(e.type())) {
                    current = null;
                } else if (current != null) {
                    current.entities().add(e);
                } else {
                    report.add(e.line(), e.label(), "", Severity.WARNING, e.type()
                            + " outside any BLOCK in the BLOCKS section; ignored");
                }
            }
        }

        private List<DxfEntity> split(List<DxfGroup> body) {
            List<DxfEntity> out = new ArrayList<>();
            int i = 0;
            while (i < body.size() && body.get(i).code() != 0) {
                i++;
            }
            while (i < body.size()) {
                DxfGroup head = body.get(i);
                int j = i + 1;
                while (j < body.size() && body.get(j).code() != 0) {
                    j++;
                }
                out.add(new DxfEntity(head.trimmed(), head.line(), body.subList(i + 1, j), report));
                i = j;
            }
            return out;
        }

        /** Attaches VERTEX…SEQEND to POLYLINE and ATTRIB…SEQEND to INSERT. */
        private List<DxfEntity> nest(List<DxfEntity> flat) {
            List<DxfEntity> out = new ArrayList<>();
            for (int i = 0; i < flat.size(); i++) {
                DxfEntity e = flat.get(i);
                out.add(e);
                boolean poly = "POLYLINE".equals(e.type());
                boolean attribs = "INSERT".equals(e.type()) && e.integer(66, 0) == 1;
                if (!poly && !attribs) {
                    continue;
                }
                String childType = poly ? "VERTEX" : "ATTRIB";
                int j = i + 1;
                while (j < flat.size() && childType.equals(flat.get(j).type())) {
                    e.children().add(flat.get(j));
                    j++;
                }
                if (j < flat.size() && "SEQEND".equals(flat.get(j).type())) {
                    j++;
                } else {
                    report.add(e.line(), e.label(e.layer()), "SEQEND", Severity.WARNING, e.type()
                            + " is not closed by SEQEND; its " + childType + " list ends at the next entity");
                }
                i = j - 1;
            }
            return out;
        }
    }
}
