package org.snapfit.algebra.cspace;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;

/**
 * An arrangement instance in the text format of the shared test data ({@code test-data/arrangements/README.md}):
 * lines starting with {@code #} are comments; every other non-blank line is one curve
 * {@code a0 a1 a2 b0 b1 b2 [umin umax]}, coefficients exact integers or fractions {@code p/q}, bounds exact
 * rationals or {@code -inf}/{@code inf}. Immutable.
 *
 * @param name a name for messages (usually the file name)
 * @param curves the curves in file order
 */
public record ArcInstance(String name, List<Spec> curves) {

    /**
     * One curve line.
     *
     * @param line the 1-based line number
     * @param curve the curve
     * @param uMin the lower u-bound, empty for unbounded
     * @param uMax the upper u-bound, empty for unbounded
     */
    public record Spec(int line, CSpaceCurve curve, Optional<Rational> uMin, Optional<Rational> uMax) {
        /**
         * Validates the spec.
         *
         * @param line at least 1
         * @param curve the curve
         * @param uMin lower bound or empty
         * @param uMax upper bound or empty
         * @throws IllegalArgumentException if line &lt; 1 or uMin ≥ uMax
         */
        public Spec {
            if (line < 1) {
                throw new IllegalArgumentException("line = " + line + "; line numbers start at 1");
            }
            if (uMin.isPresent() && uMax.isPresent() && uMin.get().compareTo(uMax.get()) >= 0) {
                throw new IllegalArgumentException("line " + line + ": umin = " + uMin.get() + ", umax = " + uMax.get()
                        + "; need umin < umax");
            }
        }
    }

    /**
     * Copies the list.
     *
     * @param name the name
     * @param curves the curves
     */
    public ArcInstance {
        curves = List.copyOf(curves);
    }

    /**
     * Reads an instance file.
     *
     * @param file the file
     * @param kernel the kernel that will own the curves
     * @return the instance
     * @throws IOException if the file cannot be read
     * @throws IllegalArgumentException naming file, line and field for malformed content
     */
    public static ArcInstance read(Path file, CurveKernel kernel) throws IOException {
        return parse(file.getFileName().toString(), Files.readAllLines(file, StandardCharsets.UTF_8), kernel);
    }

    /**
     * Parses instance text.
     *
     * @param name the name used in messages
     * @param lines the lines
     * @param kernel the kernel that will own the curves
     * @return the instance
     * @throws IllegalArgumentException naming file, line and field for malformed content (wrong token count, bad
     *     number, a = b = 0, umin ≥ umax)
     */
    public static ArcInstance parse(String name, List<String> lines, CurveKernel kernel) {
        List<Spec> specs = new ArrayList<>();
        String[] fields = {"a0", "a1", "a2", "b0", "b1", "b2", "umin", "umax"};
        for (int i = 0; i < lines.size(); i++) {
            String ln = lines.get(i).strip();
            if (ln.isEmpty() || ln.startsWith("#")) {
                continue;
            }
            String[] tok = tokens(ln);
            String where = name + ":" + (i + 1);
            if (tok.length != 6 && tok.length != 8) {
                throw new IllegalArgumentException(where + ": " + tok.length + " fields; a curve line has 6 "
                        + "(a0 a1 a2 b0 b1 b2) or 8 (... umin umax)");
            }
            Rational[] a = new Rational[3];
            Rational[] b = new Rational[3];
            for (int k = 0; k < 6; k++) {
                Rational r = number(where, fields[k], tok[k]);
                if (k < 3) {
                    a[k] = r;
                } else {
                    b[k - 3] = r;
                }
            }
            Optional<Rational> lo = Optional.empty();
            Optional<Rational> hi = Optional.empty();
            if (tok.length == 8) {
                lo = bound(where, fields[6], tok[6]);
                hi = bound(where, fields[7], tok[7]);
            }
            CSpaceCurve c;
            try {
                c = kernel.curve(a, b);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
            }
            if (lo.isPresent() && hi.isPresent() && lo.get().compareTo(hi.get()) >= 0) {
                throw new IllegalArgumentException(where + ": umin = " + lo.get() + ", umax = " + hi.get()
                        + "; need umin < umax");
            }
            specs.add(new Spec(i + 1, c, lo, hi));
        }
        return new ArcInstance(name, specs);
    }

    /** The fields of a stripped, non-empty line: what {@code split("\\s+")} gives, without a regex. */
    private static String[] tokens(String ln) {
        List<String> out = new ArrayList<>(8);
        int i = 0;
        int n = ln.length();
        while (i < n) {
            int j = i;
            while (j < n && !isSpace(ln.charAt(j))) {
                j++;
            }
            out.add(ln.substring(i, j));
            while (j < n && isSpace(ln.charAt(j))) {
                j++;
            }
            i = j;
        }
        return out.toArray(new String[0]);
    }

    /** The characters of the regex class {@code \\s}: space, \\t, \\n, \\x0B, \\f, \\r. */
    private static boolean isSpace(char ch) {
        return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\u000B' || ch == '\f' || ch == '\r';
    }

    private static Rational number(String where, String field, String text) {
        try {
            return Rational.parse(text);
        } catch (IllegalArgumentException | ArithmeticException e) {
            throw new IllegalArgumentException(where + ": " + field + " = '" + text + "' is not an exact number "
                    + "(integer, decimal or p/q)", e);
        }
    }

    private static Optional<Rational> bound(String where, String field, String text) {
        if (text.equals("-inf") || text.equals("inf") || text.equals("+inf")) {
            return Optional.empty();
        }
        return Optional.of(number(where, field, text));
    }

    /**
     * The x-monotone graph arcs of all non-horizontal curves, split at poles.
     *
     * @param kernel the kernel owning the curves
     * @return the arcs in file order
     */
    public List<GraphArc> graphArcs(CurveKernel kernel) {
        List<GraphArc> out = new ArrayList<>();
        for (Spec s : curves) {
            if (!s.curve().isHorizontal()) {
                out.addAll(Arcs.graph(kernel, s.curve(), s.uMin(), s.uMax()));
            }
        }
        return out;
    }

    /**
     * Every arc of the instance: the graph arcs of the non-horizontal curves (split at poles, as
     * {@link #graphArcs}) and, for each t-independent curve (b ≡ 0, i.e. b0 = b1 = b2 = 0), one {@link HorizontalArc}
     * per distinct real root u0 of a inside [umin, umax] (closed; all roots without bounds), over all t. A
     * horizontal curve whose a has no real root there (e.g. a non-zero constant) contributes nothing. The lines
     * u = root of a common factor of a and b of a non-horizontal curve are not added (CGAL's convention, see
     * {@link CSpaceCurve}).
     *
     * @param kernel the kernel owning the curves
     * @return the arcs in file order (per curve: increasing u)
     */
    public List<Arc> arcs(CurveKernel kernel) {
        List<Arc> out = new ArrayList<>();
        for (Spec s : curves) {
            if (!s.curve().isHorizontal()) {
                out.addAll(Arcs.graph(kernel, s.curve(), s.uMin(), s.uMax()));
                continue;
            }
            for (HorizontalArc h : Arcs.horizontal(kernel, s.curve(), Optional.empty(), Optional.empty())) {
                boolean aboveMin = s.uMin().isEmpty() || h.u().compare(s.uMin().get()) != Comparison.SMALLER;
                boolean belowMax = s.uMax().isEmpty() || h.u().compare(s.uMax().get()) != Comparison.LARGER;
                if (aboveMin && belowMax) {
                    out.add(h);
                }
            }
        }
        return out;
    }

    /**
     * How many curves are t-independent (b ≡ 0); like CGAL's rational-function traits, the arrangement skips them.
     *
     * @return the count
     */
    public int horizontalCount() {
        int n = 0;
        for (Spec s : curves) {
            if (s.curve().isHorizontal()) {
                n++;
            }
        }
        return n;
    }
}
