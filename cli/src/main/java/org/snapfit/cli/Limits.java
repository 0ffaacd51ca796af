package org.snapfit.cli;

import java.math.BigInteger;
import java.util.List;
import java.util.Locale;
import org.snapfit.analysis.AnalysisOptions;
import org.snapfit.cadimport.dxf.DxfOptions;
import org.snapfit.cadimport.step.brep.StepOptions;
import org.snapfit.core.io.InputFiles;
import picocli.CommandLine;

/**
 * The command line's budgets: named limits on what one command may spend, each with a default and an option that
 * raises (or lowers) it, checked before the work starts. A refusal names the quantity, its value, the limit and the
 * option (exit 2). The list is documented in docs/limits.md, which {@code LimitsDocTest} keeps in step with
 * {@link #ALL}. Stateless.
 */
final class Limits {

    /** Default of {@code --max-input-size}: the largest input file, {@link InputFiles#DEFAULT_MAX_BYTES} bytes. */
    static final String DEFAULT_MAX_INPUT_SIZE = "256M";
    /** Default of {@code --max-degree} ({@link RootsCommand#DEFAULT_MAX_DEGREE}): the highest degree {@code roots} isolates. */
    static final int DEFAULT_MAX_DEGREE = RootsCommand.DEFAULT_MAX_DEGREE;
    /** Default of {@code roots --max-coefficient-digits} ({@link RootsCommand#DEFAULT_MAX_COEFFICIENT_DIGITS}). */
    static final int DEFAULT_MAX_COEFFICIENT_DIGITS = RootsCommand.DEFAULT_MAX_COEFFICIENT_DIGITS;
    /** Default of {@code --max-digit-work} ({@link RootsCommand#DEFAULT_MAX_DIGIT_WORK}): degree × digits. */
    static final long DEFAULT_MAX_DIGIT_WORK = RootsCommand.DEFAULT_MAX_DIGIT_WORK;
    /**
     * Default of {@code arrangement --max-coefficient-digits}: decimal digits of a curve's coefficients and bounds
     * (numerator or denominator). Up to 19 digits (a 64-bit integer) the exact arithmetic stays fast; 40-digit
     * coefficients in 10 of 100 random curves already take minutes.
     */
    static final int DEFAULT_MAX_CURVE_COEFFICIENT_DIGITS = 19;
    /** Default of {@code --max-curves}: curves of an arrangement file (count; 10⁵ random arcs: about 1.4 GB, 40 s). */
    static final int DEFAULT_MAX_CURVES = 100_000;
    /**
     * Default of {@code --max-full-curves}: curves of an arrangement file with {@code --full} (count; the full
     * arrangement of 10⁴ random arcs takes about 3.5 GB and two minutes).
     */
    static final int DEFAULT_MAX_FULL_CURVES = 5_000;
    /** Default of {@code --max-entities} ({@link DxfOptions#DEFAULT_MAX_ENTITIES}): a drawing's entities after INSERTs. */
    static final long DEFAULT_MAX_ENTITIES = DxfOptions.DEFAULT_MAX_ENTITIES;
    /** Default of {@code --max-insert-copies} ({@link DxfOptions#DEFAULT_MAX_INSERT_COPIES}): block copies. */
    static final long DEFAULT_MAX_INSERT_COPIES = DxfOptions.DEFAULT_MAX_INSERT_COPIES;
    /**
     * Default of {@code --max-occurrences} ({@link StepOptions#DEFAULT_MAX_OCCURRENCES}): product occurrences a STEP
     * assembly expands to (count).
     */
    static final long DEFAULT_MAX_OCCURRENCES = StepOptions.DEFAULT_MAX_OCCURRENCES;
    /** Default of {@code --max-samples}: force samples per run of {@code analyze} (count). */
    static final long DEFAULT_MAX_SAMPLES = AnalysisOptions.DEFAULT_MAX_SAMPLES;
    /** Default of {@code --max-particles}: particles of a cable scene (count). */
    static final int DEFAULT_MAX_PARTICLES = 10_000;
    /**
     * Default of {@code --max-particle-steps}: particles × time steps of a cable scene (count; also the rows of
     * {@code frames.csv}, about 140 bytes each).
     */
    static final long DEFAULT_MAX_PARTICLE_STEPS = 1_000_000;
    /** Default of {@code --max-steps}: time steps of the {@code linkage-box} scene (count). */
    static final long DEFAULT_MAX_STEPS = 1_000_000;
    /** Default of {@code --max-path-steps}: intervals of a {@code clearance} path (count). */
    static final int DEFAULT_MAX_PATH_STEPS = 100_000;

    /**
     * One budget.
     *
     * @param flag the option that sets it
     * @param defaultText its default as the option shows it
     * @param quantity what it limits, in words
     * @param commands the commands that take it
     */
    record Limit(String flag, String defaultText, String quantity, String commands) {
    }

    /** {@code --max-input-size}. */
    static final Limit INPUT_SIZE = new Limit("--max-input-size", DEFAULT_MAX_INPUT_SIZE, "bytes of one input file",
            "analyze, simulate, validate, inspect, clearance, arrangement, roots, drape, insert");
    /** {@code --max-degree}. */
    static final Limit DEGREE = new Limit("--max-degree", "" + DEFAULT_MAX_DEGREE, "degree of a polynomial", "roots");
    /** {@code roots --max-coefficient-digits}. */
    static final Limit COEFFICIENT_DIGITS = new Limit("--max-coefficient-digits", "" + DEFAULT_MAX_COEFFICIENT_DIGITS,
            "decimal digits of a coefficient (numerator or denominator)", "roots");
    /** {@code --max-digit-work}. */
    static final Limit DIGIT_WORK = new Limit("--max-digit-work", "" + DEFAULT_MAX_DIGIT_WORK,
            "degree × --digits of a polynomial", "roots");
    /** {@code arrangement --max-coefficient-digits}. */
    static final Limit CURVE_COEFFICIENT_DIGITS = new Limit("--max-coefficient-digits",
            "" + DEFAULT_MAX_CURVE_COEFFICIENT_DIGITS, "decimal digits of a curve coefficient or bound (numerator or"
            + " denominator)", "arrangement");
    /** {@code --max-curves}. */
    static final Limit CURVES = new Limit("--max-curves", "" + DEFAULT_MAX_CURVES, "curves of an arrangement file",
            "arrangement");
    /** {@code --max-full-curves}. */
    static final Limit FULL_CURVES = new Limit("--max-full-curves", "" + DEFAULT_MAX_FULL_CURVES,
            "curves of an arrangement file with --full", "arrangement");
    /** {@code --max-entities}. */
    static final Limit ENTITIES = new Limit("--max-entities", "" + DEFAULT_MAX_ENTITIES,
            "entities of a drawing after INSERT expansion", "analyze, validate");
    /** {@code --max-insert-copies}. */
    static final Limit INSERT_COPIES = new Limit("--max-insert-copies", "" + DEFAULT_MAX_INSERT_COPIES,
            "block copies placed by a drawing's INSERTs (nested arrays multiplied out)", "analyze, validate");
    /** {@code --max-occurrences}. */
    static final Limit OCCURRENCES = new Limit("--max-occurrences", "" + DEFAULT_MAX_OCCURRENCES,
            "product occurrences of a STEP assembly (sub-assemblies used several times multiply the parts under them)",
            "analyze, simulate, validate, inspect");
    /** {@code --max-samples}. */
    static final Limit SAMPLES = new Limit("--max-samples", "" + DEFAULT_MAX_SAMPLES,
            "force samples per run (the longest run's distance / sample step)", "analyze");
    /** {@code --max-particles}. */
    static final Limit PARTICLES = new Limit("--max-particles", "" + DEFAULT_MAX_PARTICLES, "particles of a cable",
            "scene cable-pulley, scene cable-cylinder, drape");
    /** {@code --max-particle-steps}. */
    static final Limit PARTICLE_STEPS = new Limit("--max-particle-steps", "" + DEFAULT_MAX_PARTICLE_STEPS,
            "particles × time steps (rows of frames.csv)", "scene cable-pulley, scene cable-cylinder, drape");
    /** {@code --max-steps}. */
    static final Limit STEPS = new Limit("--max-steps", "" + DEFAULT_MAX_STEPS, "time steps", "scene linkage-box, insert");
    /** {@code --max-path-steps}. */
    static final Limit PATH_STEPS = new Limit("--max-path-steps", "" + DEFAULT_MAX_PATH_STEPS,
            "intervals of an insertion path (its \"steps\")", "clearance");

    /** Every budget, in the order docs/limits.md lists them. */
    static final List<Limit> ALL = List.of(INPUT_SIZE, DEGREE, COEFFICIENT_DIGITS, DIGIT_WORK, CURVES, FULL_CURVES,
            CURVE_COEFFICIENT_DIGITS, ENTITIES, INSERT_COPIES, OCCURRENCES, SAMPLES, PARTICLES, PARTICLE_STEPS, STEPS, PATH_STEPS);

    private Limits() {
    }

    /**
     * Checks a count against its budget.
     *
     * @param limit the budget
     * @param where what the count is of (a file, an option), put first in the message
     * @param count the count
     * @param max the budget's value
     * @throws IllegalArgumentException if {@code count > max}: names the count, the limit and how to raise it
     */
    static void check(Limit limit, String where, BigInteger count, long max) {
        if (count.compareTo(BigInteger.valueOf(max)) > 0) {
            throw exceeded(limit, where, count.toString(), max);
        }
    }

    /**
     * Checks a count against its budget.
     *
     * @param limit the budget
     * @param where what the count is of, put first in the message
     * @param count the count
     * @param max the budget's value
     * @throws IllegalArgumentException if {@code count > max}
     */
    static void check(Limit limit, String where, long count, long max) {
        check(limit, where, BigInteger.valueOf(count), max);
    }

    /**
     * The refusal of a count beyond its budget.
     *
     * @param limit the budget
     * @param where what the count is of
     * @param count the count, in words or digits
     * @param max the budget's value
     * @return the exception (exit 2)
     */
    static IllegalArgumentException exceeded(Limit limit, String where, String count, long max) {
        return new IllegalArgumentException(where + ": " + count + " " + limit.quantity() + " is more than the limit "
                + limit.flag() + " = " + max + " (docs/limits.md); raise it with " + limit.flag() + " "
                + (count.matches("\\d{1,19}") ? count : "N"));
    }

    /**
     * Decimal digits of an integer's magnitude.
     *
     * @param n the integer
     * @return its digit count (1 for zero)
     */
    static int digits(BigInteger n) {
        return n.abs().toString().length();
    }

    /**
     * Reads a byte count: digits with an optional binary suffix K, M, G or T (KiB, MiB, GiB, TiB; case-insensitive,
     * an optional trailing B or iB), e.g. {@code 256M}, {@code 1G}, {@code 1048576}.
     *
     * @param text the text
     * @return the count in bytes
     * @throws IllegalArgumentException if the text is not such a count or exceeds {@link Long#MAX_VALUE}
     */
    static long parseSize(String text) {
        String t = text.strip().toUpperCase(Locale.ROOT);
        t = t.endsWith("IB") ? t.substring(0, t.length() - 2) : t.endsWith("B") ? t.substring(0, t.length() - 1) : t;
        int shift = 0;
        if (!t.isEmpty() && "KMGT".indexOf(t.charAt(t.length() - 1)) >= 0) {
            shift = 10 * ("KMGT".indexOf(t.charAt(t.length() - 1)) + 1);
            t = t.substring(0, t.length() - 1);
        }
        if (!t.matches("\\d{1,19}")) {
            throw new IllegalArgumentException("size = '" + text + "'; expected a byte count such as 1048576, 512K,"
                    + " 256M or 2G");
        }
        BigInteger n = new BigInteger(t).shiftLeft(shift);
        if (n.bitLength() > 63) {
            throw new IllegalArgumentException("size = '" + text + "'; at most " + Long.MAX_VALUE + " bytes");
        }
        return n.longValueExact();
    }

    /** Reads {@code --max-input-size} values for picocli. */
    static final class SizeConverter implements CommandLine.ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            try {
                return parseSize(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    /** The {@code --max-input-size} option, shared by every command that reads files. */
    static final class InputSize {
        @CommandLine.Option(names = "--max-input-size", paramLabel = "SIZE", defaultValue = DEFAULT_MAX_INPUT_SIZE,
                converter = SizeConverter.class,
                description = "Refuse input files larger than SIZE bytes (suffix K, M, G; default ${DEFAULT-VALUE}).")
        long maxBytes;

        /** Creates the option holder (picocli fills it). */
        InputSize() {
        }
    }
}
