package org.snapfit.cadimport.dxf;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.number.NumberSyntaxException;
import org.snapfit.algebra.number.Rational;
import org.snapfit.cadimport.diag.ImportReport;

/**
 * One raw DXF entity: its type, its groups (the {@code 0} group excluded) and, for POLYLINE and INSERT, the
 * VERTEX/ATTRIB entities that follow it. Reads numbers exactly and reports bad values with file, line, entity and
 * group code.
 */
final class DxfEntity {
    private final String type;
    private final int line;
    private final List<DxfGroup> groups;
    private final List<DxfEntity> children = new ArrayList<>();
    private final ImportReport report;
    private String context = "";

    DxfEntity(String type, int line, List<DxfGroup> groups, ImportReport report) {
        this.type = type;
        this.line = line;
        this.groups = List.copyOf(groups);
        this.report = report;
    }

    String type() {
        return type;
    }

    int line() {
        return line;
    }

    List<DxfGroup> groups() {
        return groups;
    }

    List<DxfEntity> children() {
        return children;
    }

    /** Sets the insert chain this entity is read through, e.g. {@code "in INSERT #F4 > INSERT #D7"}. */
    void setContext(String context) {
        this.context = context;
    }

    String handle() {
        return first(5).map(DxfGroup::trimmed).orElse("");
    }

    String layer() {
        return first(8).map(DxfGroup::trimmed).filter(s -> !s.isEmpty()).orElse("0");
    }

    /** The entity as diagnostics name it: {@code LINE #1A}, plus the insert chain if any. */
    String label() {
        String h = handle();
        String base = h.isEmpty() ? type : type + " #" + h;
        return context.isEmpty() ? base : base + " " + context;
    }

    /** The label with the given effective layer: {@code ARC #64 on layer OBSTACLE}. */
    String label(String effectiveLayer) {
        return label() + " on layer " + effectiveLayer;
    }

    Optional<DxfGroup> first(int code) {
        for (DxfGroup g : groups) {
            if (g.code() == code) {
                return Optional.of(g);
            }
        }
        return Optional.empty();
    }

    Optional<String> text(int code) {
        return first(code).map(DxfGroup::trimmed);
    }

    /** The exact value of the first group with this code, or the default. */
    Rational number(int code, Rational dflt) {
        Optional<DxfGroup> g = first(code);
        return g.isPresent() ? parse(g.get()) : dflt;
    }

    /** The exact value of the first group with this code; an error if it is missing. */
    Rational required(int code, String what) {
        Optional<DxfGroup> g = first(code);
        if (g.isEmpty()) {
            throw report.fail(line, label(layer()), groupName(code, what), "group " + code + " (" + what
                    + ") is missing; " + type + " needs it");
        }
        return parse(g.get());
    }

    /** The integer value of the first group with this code, or the default. */
    int integer(int code, int dflt) {
        Optional<DxfGroup> g = first(code);
        if (g.isEmpty()) {
            return dflt;
        }
        try {
            return Integer.parseInt(g.get().trimmed());
        } catch (NumberFormatException e) {
            throw report.fail(g.get().line(), label(layer()), groupName(code, ""), "value = '"
                    + DxfTokenizer.abbreviate(g.get().trimmed()) + "' is not an integer; group " + code
                    + " holds an integer");
        }
    }

    /** Parses a group's value exactly, reporting non-numeric text as an error. */
    Rational parse(DxfGroup g) {
        try {
            return Rational.parse(g.value());
        } catch (NumberSyntaxException e) {
            throw report.fail(g.line() + 1, label(layer()), groupName(g.code(), ""), "value = '"
                    + DxfTokenizer.abbreviate(g.trimmed()) + "' is not a number; group " + g.code()
                    + " holds a decimal number");
        }
    }

    static String groupName(int code, String what) {
        return what.isEmpty() ? "group " + code : "group " + code + " " + what;
    }
}
