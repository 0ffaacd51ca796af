package org.snapfit.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One row of samples.csv: the sample's index and exact parameter values, and what its exact analysis found. A row
 * whose mechanism could not be built or analysed has only its values and the {@code error}. Immutable. The text of
 * every field is fixed by {@link #fields()}, so equal analyses give equal rows on every engine.
 *
 * @param sample the sample's index, from 0
 * @param values the parameter values as exact decimal texts, in parameter order
 * @param assembles whether the insertion completes its travel (empty for an error row)
 * @param insertionStop the insertion's termination cause when it stops early ({@code jam_kinematic},
 *     {@code jam_single_constraint}, {@code stick_friction}, {@code rotation_limit})
 * @param separable whether the retraction completes (empty when the part does not assemble)
 * @param peakInsertion the peak push W of the insertion, N ({@code +Infinity} at an unbounded one-sided limit)
 * @param peakRetraction the peak pull of the retraction, N
 * @param strainAtPeak the largest root strain of a beam pawl during the insertion, at its largest deflection
 *     (dimensionless; only for mechanisms with a beam model)
 * @param lockCause {@code stick} or {@code jam} when the part self-locks
 * @param criticalMu the critical μ (the midpoint of its certified bracket): below it a stick lock separates, or a
 *     sticking insertion assembles
 * @param error why the sample has no analysis (bad mechanism, failed analysis)
 */
public record SampleRow(long sample, List<String> values, Optional<Boolean> assembles, Optional<String> insertionStop,
        Optional<Boolean> separable, Optional<Double> peakInsertion, Optional<Double> peakRetraction,
        Optional<Double> strainAtPeak, Optional<String> lockCause, Optional<Double> criticalMu,
        Optional<String> error) {

    /** The output columns after the parameters, in order. */
    public static final List<String> OUTPUT_COLUMNS = List.of("assembles", "insertionStop", "separable",
            "peakInsertion", "peakRetraction", "strainAtPeak", "lockCause", "criticalMu", "error");

    /**
     * Validates and copies.
     *
     * @param sample the index, &gt;= 0
     * @param values the values
     * @param assembles the assembly verdict
     * @param insertionStop the insertion's early termination cause
     * @param separable the separation verdict
     * @param peakInsertion the peak push
     * @param peakRetraction the peak pull
     * @param strainAtPeak the beam strain at peak
     * @param lockCause the lock's cause
     * @param criticalMu the critical μ
     * @param error the error
     */
    public SampleRow {
        if (sample < 0) {
            throw new IllegalArgumentException("sample = " + sample + "; indices start at 0");
        }
        values = List.copyOf(values);
        Objects.requireNonNull(assembles, "assembles");
        Objects.requireNonNull(insertionStop, "insertionStop");
        Objects.requireNonNull(separable, "separable");
        Objects.requireNonNull(peakInsertion, "peakInsertion");
        Objects.requireNonNull(peakRetraction, "peakRetraction");
        Objects.requireNonNull(strainAtPeak, "strainAtPeak");
        Objects.requireNonNull(lockCause, "lockCause");
        Objects.requireNonNull(criticalMu, "criticalMu");
        Objects.requireNonNull(error, "error");
    }

    /**
     * A row for a sample that could not be analysed.
     *
     * @param sample the index
     * @param values the values
     * @param error why (one line)
     * @return the row
     */
    public static SampleRow failed(long sample, List<String> values, String error) {
        String line = error == null || error.isBlank() ? "failed" : error.replaceAll("\\s+", " ").strip();
        return new SampleRow(sample, values, Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.of(line));
    }

    /**
     * Whether the sample was analysed (no error).
     *
     * @return true for an analysed sample
     */
    public boolean ok() {
        return error.isEmpty();
    }

    /**
     * Whether the part self-locks: it assembles and the retraction does not complete.
     *
     * @return true for a lock
     */
    public boolean locks() {
        return lockCause.isPresent();
    }

    /**
     * The CSV fields: the index, the values, then {@link #OUTPUT_COLUMNS}; empty text for an absent value, doubles
     * as their shortest exact text ({@code +Infinity} for an unbounded force).
     *
     * @return the fields
     */
    public List<String> fields() {
        List<String> f = new ArrayList<>(values.size() + 10);
        f.add(Long.toString(sample));
        f.addAll(values);
        f.add(assembles.map(String::valueOf).orElse(""));
        f.add(insertionStop.orElse(""));
        f.add(separable.map(String::valueOf).orElse(""));
        f.add(peakInsertion.map(Numbers::text).orElse(""));
        f.add(peakRetraction.map(Numbers::text).orElse(""));
        f.add(strainAtPeak.map(Numbers::text).orElse(""));
        f.add(lockCause.orElse(""));
        f.add(criticalMu.map(Numbers::text).orElse(""));
        f.add(error.orElse(""));
        return f;
    }

    /**
     * Reads a row back from its fields.
     *
     * @param fields the CSV fields of one record
     * @param parameters the number of parameter columns
     * @return the row
     * @throws IllegalArgumentException if the fields are not a row of this shape (the message says which field)
     */
    public static SampleRow parse(List<String> fields, int parameters) {
        int n = 1 + parameters + OUTPUT_COLUMNS.size();
        if (fields.size() != n) {
            throw new IllegalArgumentException("has " + fields.size() + " fields; a row of this study has " + n);
        }
        long sample;
        try {
            sample = Long.parseLong(fields.get(0));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("sample = \"" + fields.get(0) + "\" is not an index", e);
        }
        int o = 1 + parameters;
        return new SampleRow(sample, fields.subList(1, o), bool(fields.get(o), "assembles"), text(fields.get(o + 1)),
                bool(fields.get(o + 2), "separable"), number(fields.get(o + 3), "peakInsertion"),
                number(fields.get(o + 4), "peakRetraction"), number(fields.get(o + 5), "strainAtPeak"),
                text(fields.get(o + 6)), number(fields.get(o + 7), "criticalMu"), text(fields.get(o + 8)));
    }

    private static Optional<String> text(String s) {
        return s.isEmpty() ? Optional.empty() : Optional.of(s);
    }

    private static Optional<Boolean> bool(String s, String column) {
        return switch (s) {
            case "" -> Optional.empty();
            case "true" -> Optional.of(true);
            case "false" -> Optional.of(false);
            default -> throw new IllegalArgumentException(column + " = \"" + s + "\"; expected true, false or empty");
        };
    }

    private static Optional<Double> number(String s, String column) {
        if (s.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Double.parseDouble(s));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(column + " = \"" + s + "\"; expected a number", e);
        }
    }
}
