package org.snapfit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.poly.PolynomialSyntaxException;
import org.snapfit.algebra.real.DecimalDigits;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.real.RealRoot;
import org.snapfit.analysis.json.Json;
import org.snapfit.analysis.progress.Phase;
import org.snapfit.cli.json.RootsJson;
import org.snapfit.core.io.InputFiles;
import org.snapfit.cli.progress.StderrProgress;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code snapfit roots}: the exact real roots of an integer polynomial, with multiplicities, in exact form (defining
 * polynomial and isolating interval) and as correctly rounded decimals. The algebra demo of the README.
 */
@Command(name = "roots",
        header = "Print every real root of a polynomial exactly, with its multiplicity and decimal digits.",
        mixinStandardHelpOptions = true,
        description = {
            "Print every real root of a polynomial exactly: its multiplicity, a square-free integer polynomial and",
            "an isolating interval with rational ends that holds it, and its value correctly rounded (half-even) to",
            "N significant digits: Apfloat's Newton iteration, certified by an exact sign change of the polynomial.",
            "Coefficients may be integers, exact decimals or fractions; nothing passes through floating point.",
            "Budgets, checked before any work: degree <= --max-degree, coefficients <= --max-coefficient-digits",
            "digits, degree x digits <= --max-digit-work. Progress goes to standard error after one second."},
        footer = {
            "",
            "Examples:",
            "  snapfit roots \"x^4 - 10*x^2 + 1\"",
            "  snapfit roots --file test-data/algebra/demo.poly --digits 40",
            "  snapfit roots --json \"3x^2-2\"",
            "",
            "  snapfit roots \"x^2 - 2\" --digits 2000000 --max-digit-work 4000000",
            "",
            "A file holds one polynomial per line; blank lines and lines starting with # are skipped.",
            "Exit codes: 0 done, 2 bad polynomial text or file (message names file, line and position), 3 bug."})
public final class RootsCommand implements Callable<Integer> {

    /** Default of {@code --max-degree}: isolating the roots of a dense polynomial grows about as degree^4 (degree 300: a few seconds). */
    static final int DEFAULT_MAX_DEGREE = 300;

    /** Default of {@code --max-coefficient-digits}: decimal digits of the largest coefficient (numerator or denominator). */
    static final int DEFAULT_MAX_COEFFICIENT_DIGITS = 1_000;

    /** Default of {@code --max-digit-work}: degree × digits (each Newton step costs about degree products at full precision). */
    static final long DEFAULT_MAX_DIGIT_WORK = 1_000_000;

    /** Quiet period before progress lines, in milliseconds. */
    static final long PROGRESS_DELAY_MS = 1_000;

    @Parameters(arity = "0..1", paramLabel = "POLYNOMIAL", description = "the polynomial, e.g. \"x^4 - 10*x^2 + 1\"")
    private String text;

    @Option(names = "--file", paramLabel = "FILE", description = "read polynomials from FILE, one per line")
    private Path file;

    @Option(names = "--digits", paramLabel = "N", defaultValue = "30",
            description = "significant digits of the decimal values, correctly rounded (default ${DEFAULT-VALUE})")
    private int digits;

    @Option(names = "--max-degree", paramLabel = "D", defaultValue = "" + DEFAULT_MAX_DEGREE,
            description = "refuse polynomials of higher degree (default ${DEFAULT-VALUE})")
    private int maxDegree;

    @Option(names = "--max-coefficient-digits", paramLabel = "K", defaultValue = "" + DEFAULT_MAX_COEFFICIENT_DIGITS,
            description = "refuse coefficients with more decimal digits (default ${DEFAULT-VALUE})")
    private int maxCoefficientDigits;

    @Option(names = "--max-digit-work", paramLabel = "W", defaultValue = "" + DEFAULT_MAX_DIGIT_WORK,
            description = "refuse degree x digits above W (default ${DEFAULT-VALUE})")
    private long maxDigitWork;

    @Option(names = "--json", description = "print a JSON document instead of text")
    private boolean json;

    @CommandLine.Mixin
    private Limits.InputSize inputSize = new Limits.InputSize();

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** Creates the command (picocli instantiates it). */
    public RootsCommand() {
    }

    @Override
    public Integer call() throws IOException {
        if ((text == null) == (file == null)) {
            throw new IllegalArgumentException("roots: give exactly one of POLYNOMIAL or --file FILE");
        }
        if (digits < 1) {
            throw new IllegalArgumentException("--digits = " + digits + "; must be >= 1");
        }
        List<Source> polys = new ArrayList<>();
        if (text != null) {
            polys.add(new Source(parse(text, "argument"), "argument"));
        } else {
            List<String> lines = InputFiles.readUtf8(file, inputSize.maxBytes).lines().toList();
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i).strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                String src = file + ":" + (i + 1);
                polys.add(new Source(parse(line, src), src));
            }
            if (polys.isEmpty()) {
                throw new IllegalArgumentException("--file " + file + ": holds no polynomial (only blank or # lines)");
            }
        }
        for (Source p : polys) {
            checkBudgets(p);
        }
        StderrProgress progress = new StderrProgress(spec.commandLine().getErr(), PROGRESS_DELAY_MS,
                System::currentTimeMillis);
        List<RootsJson.PolynomialRoots> results = new ArrayList<>();
        for (Source p : polys) {
            results.add(solve(p.poly(), p.source(), progress));
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(Json.writer().writeValueAsString(new RootsJson(results)));
        } else {
            for (RootsJson.PolynomialRoots r : results) {
                printText(out, r);
            }
        }
        out.flush();
        return Main.EXIT_OK;
    }

    private static IntPoly parse(String t, String source) {
        try {
            IntPoly p = IntPoly.parse(t);
            if (p.isZero()) {
                throw new IllegalArgumentException(source + ": polynomial \"" + t
                        + "\" is identically zero; every real number is a root, none is isolated");
            }
            return p;
        } catch (PolynomialSyntaxException e) {
            throw new IllegalArgumentException(source + ": " + e.getMessage(), e);
        }
    }

    /** A polynomial and where it was read. */
    private record Source(IntPoly poly, String source) {
    }

    /** Refuses, before any work, a polynomial or a digit count beyond the budgets, naming the flag that raises it. */
    private void checkBudgets(Source s) {
        int degree = s.poly().degree();
        if (degree > maxDegree) {
            throw new IllegalArgumentException(s.source() + ": degree " + degree + " exceeds the budget --max-degree = "
                    + maxDegree + " (isolating the real roots of a dense polynomial takes time growing about as the"
                    + " degree to the fourth power); raise it with --max-degree " + degree);
        }
        for (BigInteger c : s.poly().coefficients()) {
            int cd = c.abs().toString().length();
            if (cd > maxCoefficientDigits) {
                throw new IllegalArgumentException(s.source() + ": a coefficient has " + cd + " decimal digits, more"
                        + " than the budget --max-coefficient-digits = " + maxCoefficientDigits + "; raise it with"
                        + " --max-coefficient-digits " + cd);
            }
        }
        long work = (long) Math.max(1, degree) * digits;
        if (work > maxDigitWork) {
            throw new IllegalArgumentException(s.source() + ": degree " + degree + " x --digits " + digits + " = " + work
                    + " exceeds the budget --max-digit-work = " + maxDigitWork + " (each Newton step costs about degree"
                    + " products at full precision); lower --digits or raise the budget with --max-digit-work " + work);
        }
    }

    private RootsJson.PolynomialRoots solve(IntPoly p, String source, StderrProgress progress) {
        List<RootsJson.Root> roots = new ArrayList<>();
        List<RealRoot> all = RealAlgebraic.rootsOf(p);
        for (int k = 0; k < all.size(); k++) {
            RealRoot r = all.get(k);
            RealAlgebraic v = r.value();
            String lo = v.lower().toString();
            String hi = v.upper().toString();
            List<String> coeffs = new ArrayList<>();
            for (BigInteger c : v.polynomial().coefficients()) {
                coeffs.add(c.toString());
            }
            String phase = "roots: " + source + " root " + (k + 1) + "/" + all.size() + ", digits";
            String decimal = DecimalDigits.correctlyRounded(v, digits,
                    (done, total) -> progress.progress(Phase.RUNS, (double) done / total, phase + " " + done + "/"
                            + total));
            roots.add(new RootsJson.Root(r.multiplicity(), coeffs, lo, hi, decimal));
        }
        return new RootsJson.PolynomialRoots(p.toString(), source, roots);
    }

    private static void printText(PrintWriter out, RootsJson.PolynomialRoots r) {
        int n = r.roots().size();
        out.println(r.polynomial() + "  (" + r.source() + "): " + n + " distinct real root" + (n == 1 ? "" : "s"));
        for (RootsJson.Root root : r.roots()) {
            String exact = root.lower().equals(root.upper()) ? "exactly " + root.lower()
                    : "root of " + polyText(root.coefficients()) + " in (" + root.lower() + ", " + root.upper() + ")";
            out.println("  " + root.decimal() + "  multiplicity " + root.multiplicity() + "  " + exact);
        }
    }

    private static String polyText(List<String> coeffs) {
        BigInteger[] c = new BigInteger[coeffs.size()];
        for (int i = 0; i < c.length; i++) {
            c[i] = new BigInteger(coeffs.get(i));
        }
        return IntPoly.of(c).toString();
    }
}
