package org.snapfit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.poly.PolynomialSyntaxException;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.real.RealRoot;
import org.snapfit.cli.json.RootsJson;
import org.snapfit.core.io.InputFiles;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code snapfit roots}: the exact real roots of an integer polynomial, with multiplicities, in exact form (defining
 * polynomial and isolating interval) and as correctly rounded decimals. The algebra demo of the README.
 */
@Command(name = "roots",
        mixinStandardHelpOptions = true,
        description = {
            "Print every real root of a polynomial exactly: its multiplicity, a square-free integer polynomial and",
            "an isolating interval with rational ends that holds it, and its value correctly rounded to N digits.",
            "Coefficients may be integers, exact decimals or fractions; nothing passes through floating point."},
        footer = {
            "",
            "Examples:",
            "  snapfit roots \"x^4 - 10*x^2 + 1\"",
            "  snapfit roots --file test-data/algebra/demo.poly --digits 40",
            "  snapfit roots --json \"3x^2-2\"",
            "",
            "A file holds one polynomial per line; blank lines and lines starting with # are skipped.",
            "Exit codes: 0 done, 2 bad polynomial text or file (message names file, line and position), 3 bug."})
public final class RootsCommand implements Callable<Integer> {

    /** Most significant digits accepted by {@code --digits} (output only; keeps a typo from running for hours). */
    static final int MAX_DIGITS = 10_000;

    @Parameters(arity = "0..1", paramLabel = "POLYNOMIAL", description = "the polynomial, e.g. \"x^4 - 10*x^2 + 1\"")
    private String text;

    @Option(names = "--file", paramLabel = "FILE", description = "read polynomials from FILE, one per line")
    private Path file;

    @Option(names = "--digits", paramLabel = "N", defaultValue = "30",
            description = "significant digits of the decimal values (default ${DEFAULT-VALUE})")
    private int digits;

    @Option(names = "--json", description = "print a JSON document instead of text")
    private boolean json;

    @Option(names = "--max-degree", paramLabel = "D", defaultValue = "" + Limits.DEFAULT_MAX_DEGREE,
            description = "refuse polynomials of higher degree (default ${DEFAULT-VALUE})")
    private int maxDegree;

    @Option(names = "--max-coefficient-digits", paramLabel = "K",
            defaultValue = "" + Limits.DEFAULT_MAX_COEFFICIENT_DIGITS,
            description = "refuse coefficients with more decimal digits (default ${DEFAULT-VALUE})")
    private int maxCoefficientDigits;

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
        if (digits < 1 || digits > MAX_DIGITS) {
            throw new IllegalArgumentException("--digits = " + digits + "; must be between 1 and " + MAX_DIGITS);
        }
        // every polynomial is read and checked against the budgets before any is solved
        List<IntPoly> polys = new ArrayList<>();
        List<String> sources = new ArrayList<>();
        if (text != null) {
            polys.add(parse(text, "argument"));
            sources.add("argument");
        } else {
            List<String> lines = InputFiles.readUtf8(file, inputSize.maxBytes).lines().toList();
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i).strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                String src = file + ":" + (i + 1);
                polys.add(parse(line, src));
                sources.add(src);
            }
            if (polys.isEmpty()) {
                throw new IllegalArgumentException("--file " + file + ": holds no polynomial (only blank or # lines)");
            }
        }
        List<RootsJson.PolynomialRoots> results = new ArrayList<>();
        try (PhaseProgress p = PhaseProgress.start(spec.commandLine().getErr(), "roots of " + polys.size()
                + (polys.size() == 1 ? " polynomial" : " polynomials, done"))) {
            for (int k = 0; k < polys.size(); k++) {
                if (polys.size() > 1) {
                    p.step(k, polys.size());
                }
                results.add(solve(polys.get(k), sources.get(k)));
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            ObjectMapper m = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
            out.println(m.writeValueAsString(new RootsJson(results)));
        } else {
            for (RootsJson.PolynomialRoots r : results) {
                printText(out, r);
            }
        }
        out.flush();
        return Main.EXIT_OK;
    }

    private IntPoly parse(String t, String source) {
        try {
            IntPoly p = IntPoly.parse(t);
            if (p.isZero()) {
                throw new IllegalArgumentException(source + ": polynomial \"" + t
                        + "\" is identically zero; every real number is a root, none is isolated");
            }
            // isolating the roots of a dense polynomial takes time growing about as the degree to the fourth power
            Limits.check(Limits.DEGREE, source, p.degree(), maxDegree);
            for (BigInteger c : p.coefficients()) {
                Limits.check(Limits.COEFFICIENT_DIGITS, source, Limits.digits(c), maxCoefficientDigits);
            }
            return p;
        } catch (PolynomialSyntaxException e) {
            throw new IllegalArgumentException(source + ": " + e.getMessage(), e);
        }
    }

    private RootsJson.PolynomialRoots solve(IntPoly p, String source) {
        List<RootsJson.Root> roots = new ArrayList<>();
        for (RealRoot r : RealAlgebraic.rootsOf(p)) {
            RealAlgebraic v = r.value();
            String lo = v.lower().toString();
            String hi = v.upper().toString();
            List<String> coeffs = new ArrayList<>();
            for (BigInteger c : v.polynomial().coefficients()) {
                coeffs.add(c.toString());
            }
            roots.add(new RootsJson.Root(r.multiplicity(), coeffs, lo, hi, v.toDecimalString(digits)));
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
