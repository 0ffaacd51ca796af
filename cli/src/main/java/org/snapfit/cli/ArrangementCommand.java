package org.snapfit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.snapfit.algebra.arrangement.ArrangementBuilder;
import org.snapfit.algebra.arrangement.ArrangementCounts;
import org.snapfit.algebra.arrangement.FaceSummary;
import org.snapfit.algebra.cspace.Arc;
import org.snapfit.algebra.cspace.ArcInstance;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.ArcTraits;
import org.snapfit.algebra.cspace.CSpaceCurve;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.merge.ArcFaceBuilder;
import org.snapfit.algebra.merge.FreeFace;
import org.snapfit.algebra.merge.FreeSide;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.analysis.json.Json;
import org.snapfit.cli.json.ArrangementJson;
import org.snapfit.cli.plot.CSpacePlot;
import org.snapfit.core.io.AtomicOutput;
import org.snapfit.core.io.InputFiles;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code snapfit arrangement}: the free-space face of the start in an arrangement of C-space arcs, and optionally
 * the full arrangement's counts, as JSON (docs/formats/arrangement.md).
 */
@Command(name = "arrangement",
        header = "Compute exactly the face of an arrangement of C-space arcs that contains a start point.",
        mixinStandardHelpOptions = true,
        description = {
            "Compute, exactly, the face containing a start point (t, u) of the arrangement of C-space arcs",
            "a(u) + t*b(u) = 0 read from FILE (one curve per line: a0 a1 a2 b0 b1 b2 [umin umax]; # comments),",
            "by divide and conquer with a red-blue merge. Prints JSON {curves, point, start, [side], face, [full],",
            "seconds}; start is interior, on_edge or on_vertex. A point on a curve (contact at the start) needs",
            "--side: the face entered from it along the sweep line t = T towards larger or smaller u.",
            "Counts follow CGAL's Arr_rational_function_traits_2 conventions (u horizontal, t vertical).",
            "A line with b0 = b1 = b2 = 0 is a t-independent constraint a(u) = 0: the lines u = each real root of a",
            "(inside [umin, umax] when bounds are given), over all t. In CGAL's frame they are vertical lines; they",
            "are split at every arc they meet like any curve, and --full counts their pieces as edges and the points",
            "where they meet arcs as vertices (CGAL's rational-function traits cannot represent them)."},
        footer = {
            "",
            "Examples:",
            "  snapfit arrangement test-data/arrangements/random_100_s11.txt --point 7/1009,13/1013",
            "  snapfit arrangement test-data/arrangements/pawl_4_6_s14.txt --point 7/1009,13/1013 --full --svg f.svg",
            "  snapfit arrangement line.txt --point 1/2,1/2 --side larger-u     # a start on the curve t = u",
            "",
            "  snapfit arrangement walls.txt --point 1/2,0 --full   # with a line '0 1 0 0 0 0': the wall u = 0",
            "",
            "A line a0 a1 a2 0 0 0 with a = 0 too (0 0 0 0 0 0) holds everywhere: an error (exit 2).",
            "Exit codes: 0 done, 2 bad file, bad --point, a point on a curve without --side, or a side along which a",
            "curve of constant t runs (message names file/line/field), 3 bug."})
public final class ArrangementCommand implements Callable<Integer>, FileCommand {

    @Parameters(index = "0", paramLabel = "FILE", description = "the instance file")
    private Path file;

    @Option(names = "--point", required = true, paramLabel = "T,U",
            description = "the start point, exact t and u (integers, decimals or p/q), e.g. 7/1009,13/1013")
    private String point;

    @Option(names = "--side", paramLabel = "SIDE",
            description = "for a point on a curve: larger-u or smaller-u, the free side along the sweep line t = T")
    private String side;

    @Option(names = "--full", description = "also build the full arrangement and print its counts")
    private boolean full;

    @Option(names = "--svg", paramLabel = "OUT",
            description = "write an SVG drawing of the arcs and the face (its folder is created if missing)")
    private Path svg;

    @Option(names = "--max-curves", paramLabel = "N", defaultValue = "" + Limits.DEFAULT_MAX_CURVES,
            description = "refuse a file of more than N curves (default ${DEFAULT-VALUE})")
    private long maxCurves;

    @Option(names = "--max-coefficient-digits", paramLabel = "K",
            defaultValue = "" + Limits.DEFAULT_MAX_CURVE_COEFFICIENT_DIGITS,
            description = "refuse curve coefficients, bounds or --point values with more decimal digits (numerator or"
                    + " denominator; default ${DEFAULT-VALUE})")
    private int maxCoefficientDigits;

    @Option(names = "--max-full-curves", paramLabel = "N", defaultValue = "" + Limits.DEFAULT_MAX_FULL_CURVES,
            description = "with --full, refuse a file of more than N curves (default ${DEFAULT-VALUE})")
    private long maxFullCurves;

    @CommandLine.Mixin
    private Limits.InputSize inputSize = new Limits.InputSize();

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = Main.JSON_OPTION, description = {"The face document is always JSON; with --json failures are a",
        "snapfit-error/1 document on standard error too."})
    private boolean json;

    /** Creates the command (picocli instantiates it). */
    public ArrangementCommand() {
    }

    @Override
    public String inputFile() {
        return file == null ? null : file.toString();
    }

    @Override
    public Integer call() throws IOException {
        if (svg != null && "-".equals(svg.toString())) {
            throw CommandInputException.option("--svg", "--svg -: the drawing cannot share standard output with the face"
                    + " document; name a file");
        }
        String[] parts = point.split(",");
        if (parts.length != 2) {
            throw new IllegalArgumentException("--point = '" + point + "'; expected T,U (two exact numbers)");
        }
        Rational t = parseNumber("--point t", parts[0].strip());
        Rational u = parseNumber("--point u", parts[1].strip());
        Optional<FreeSide> freeSide = parseSide(side);
        List<String> lines = InputFiles.readUtf8(file, inputSize.maxBytes).lines().toList();
        Path fn = file.getFileName();
        String name = fn == null ? file.toString() : fn.toString();
        long curves = lines.stream().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).count();
        Limits.check(Limits.CURVES, file.toString(), curves, maxCurves);
        if (full) {
            Limits.check(Limits.FULL_CURVES, file + " (--full)", curves, maxFullCurves);
        }
        long t0 = System.nanoTime();
        PrintWriter err = spec.commandLine().getErr();
        CurveKernel kernel = new CurveKernel();
        ArcInstance inst = ArcInstance.parse(name, lines, kernel);
        for (ArcInstance.Spec c : inst.curves()) {
            // exact arithmetic on long coefficients slows down by orders of magnitude: refused before any work
            int d = Math.max(maxDigits(c.curve().a()), maxDigits(c.curve().b()));
            for (Optional<Rational> bound : List.of(c.uMin(), c.uMax())) {
                d = Math.max(d, bound.map(ArrangementCommand::digits).orElse(0));
            }
            Limits.check(Limits.CURVE_COEFFICIENT_DIGITS, name + ":" + c.line(), d, maxCoefficientDigits);
        }
        Limits.check(Limits.CURVE_COEFFICIENT_DIGITS, "--point", Math.max(digits(t), digits(u)), maxCoefficientDigits);
        List<Arc> arcs = inst.arcs(kernel);
        CSpaceCurve probe = kernel.curve(new Rational[] {t}, new Rational[] {Rational.MINUS_ONE});
        ArcPoint z = new ArcPoint(RealAlgebraic.of(u), probe);
        FreeFace face = PhaseProgress.during(err, "face of " + inst.curves().size() + " curves", () -> {
            if (freeSide.isPresent()) {
                return new ArcFaceBuilder(kernel).face(arcs, z, freeSide.get());
            }
            try {
                return new ArcFaceBuilder(kernel).face(arcs, z);
            } catch (IllegalArgumentException onCurve) {
                throw new IllegalArgumentException("--point " + point + ": " + onCurve.getMessage()
                        + "; pass --side larger-u or --side smaller-u", onCurve);
            }
        });
        ArrangementJson.Full counts = null;
        if (full) {
            ArrangementCounts c = PhaseProgress.during(err, "full arrangement of " + inst.curves().size() + " curves",
                    () -> new ArrangementBuilder<Arc, ArcPoint>(new ArcTraits(kernel)).addAll(arcs).build().counts());
            counts = new ArrangementJson.Full(c.vertices(), c.edges(), c.faces(), c.unboundedFaces());
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        FaceSummary s = face.summary();
        ArrangementJson doc = new ArrangementJson(ArrangementJson.FORMAT, inst.curves().size(),
                List.of(t.toString(), u.toString()), face.startLocation().name().toLowerCase(Locale.ROOT),
                face.freeSide().map(x -> x == FreeSide.LARGER_U ? "larger-u" : "smaller-u").orElse(null),
                new ArrangementJson.Face(s.unbounded(), s.outerHalfEdges(), s.holes(), s.holeHalfEdges()), counts, seconds);
        if (svg != null) {
            try {
                AtomicOutput.writeFile(svg, CSpacePlot.face(arcs, face, t, u).getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new IllegalArgumentException("--svg " + svg + ": cannot write the drawing ("
                        + Failure.describe(e) + ")", e);
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println(Json.writer().writeValueAsString(doc));
        out.flush();
        return Main.EXIT_OK;
    }

    private static int maxDigits(IntPoly p) {
        int d = 0;
        for (BigInteger c : p.coefficients()) {
            d = Math.max(d, Limits.digits(c));
        }
        return d;
    }

    private static int digits(Rational r) {
        return Math.max(Limits.digits(r.num()), Limits.digits(r.den()));
    }

    private static Optional<FreeSide> parseSide(String text) {
        if (text == null) {
            return Optional.empty();
        }
        switch (text.strip()) {
            case "larger-u":
                return Optional.of(FreeSide.LARGER_U);
            case "smaller-u":
                return Optional.of(FreeSide.SMALLER_U);
            default:
                throw new IllegalArgumentException("--side = '" + text + "'; expected larger-u or smaller-u");
        }
    }

    private static Rational parseNumber(String field, String text) {
        try {
            return Rational.parse(text);
        } catch (IllegalArgumentException | ArithmeticException e) {
            throw new IllegalArgumentException(field + " = '" + text + "' is not an exact number (integer, decimal or p/q)",
                    e);
        }
    }
}
