package org.snapfit.study;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.json.Json;
import org.snapfit.core.geom.ExactPoint2;

/** Reads {@code snapfit-study/1} files (docs/formats/study.md). Stateless. */
final class StudyReader {

    private static final Set<String> TOP = Set.of("format", "description", "mechanism", "method", "samples", "seed",
            "parameters", "limits");
    private static final Set<String> KINDS = Set.of("uniform", "normal", "triangular", "values");
    private static final Set<String> PARAMETER_KEYS = Set.of("uniform", "normal", "triangular", "values", "digits",
            "direction", "levels", "description");
    private static final Set<String> LIMITS = Set.of("peakInsertion", "peakRetraction", "strainAtPeak");
    /** Most samples a study may ask for. */
    static final long MAX_SAMPLES = 1_000_000_000L;

    private final String file;

    private StudyReader(String file) {
        this.file = file;
    }

    static StudySpec read(Path path) {
        String name = path.toString();
        if (!Files.isRegularFile(path)) {
            throw new StudyInputException(name, "", "no such file", null);
        }
        String text;
        try {
            text = Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new StudyInputException(name, "", "cannot read the file: " + e.getMessage(), e);
        }
        return parse(text, path);
    }

    static StudySpec parse(String text, Path path) {
        StudyReader r = new StudyReader(path.toString());
        JsonNode root;
        try {
            root = Json.exactReader().readTree(text); // exact numbers: decimals, never through double
        } catch (JsonProcessingException e) {
            long line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
            throw new StudyInputException(r.file + (line > 0 ? ":" + line : ""), "", "not valid JSON: "
                    + e.getOriginalMessage(), e);
        }
        if (root == null || !root.isObject()) {
            throw r.bad("", "a study file is a JSON object {\"format\": \"" + StudySpec.FORMAT + "\", …}");
        }
        r.known(root, TOP, "");
        String format = r.string(root, "format", true).orElseThrow();
        if (!StudySpec.FORMAT.equals(format)) {
            throw r.bad("format", "is \"" + format + "\"; this snapfit reads \"" + StudySpec.FORMAT + "\"");
        }
        String mech = r.string(root, "mechanism", true).orElseThrow();
        Path base = path.toAbsolutePath().getParent();
        Path mechanism = base == null ? Path.of(mech) : base.resolve(mech).normalize();
        String methodText = r.string(root, "method", false).orElse(Method.MONTE_CARLO.text());
        Method method = Method.parse(methodText).orElseThrow(() -> r.bad("method", "is \"" + methodText
                + "\"; use one of monte-carlo, grid, latin-hypercube"));
        JsonNode params = root.get("parameters");
        if (params == null || !params.isObject() || params.isEmpty()) {
            throw r.bad("parameters", "give at least one parameter: {\"friction\": {\"uniform\": [\"0.1\", \"0.4\"]}}");
        }
        List<ParameterSpec> list = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : params.properties()) {
            list.add(r.parameter(e.getKey(), e.getValue()));
        }
        boolean gridComplete = method == Method.GRID && list.stream()
                .allMatch(p -> p.levels().isPresent() || p.distribution() instanceof Distribution.Values);
        long samples = r.integer(root, "", "samples", !gridComplete, 1, MAX_SAMPLES).orElse(1L);
        long seed = r.integer(root, "", "seed", false, Long.MIN_VALUE, Long.MAX_VALUE).orElse(0L);
        Map<String, Double> limits = new LinkedHashMap<>();
        JsonNode lim = root.get("limits");
        if (lim != null) {
            if (!lim.isObject()) {
                throw r.bad("limits", "is an object such as {\"peakInsertion\": \"2.5\"} (N)");
            }
            r.known(lim, LIMITS, "limits.");
            for (Map.Entry<String, JsonNode> e : lim.properties()) {
                BigDecimal v = r.decimal(e.getValue(), "limits." + e.getKey());
                limits.put(e.getKey(), v.doubleValue());
            }
        }
        String canonical;
        try {
            canonical = Json.mapper().writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("writing a parsed tree failed", e);
        }
        try {
            return new StudySpec(path, mechanism, method, samples, seed, list, limits, canonical);
        } catch (IllegalArgumentException e) {
            throw r.bad("", e.getMessage());
        }
    }

    private ParameterSpec parameter(String path, JsonNode node) {
        String f = "parameters.\"" + path + "\"";
        if (!node.isObject()) {
            throw bad(f, "is an object with one distribution, e.g. {\"uniform\": [\"0.1\", \"0.4\"], \"digits\": 3}");
        }
        known(node, PARAMETER_KEYS, f + ".");
        List<String> kinds = new ArrayList<>();
        node.fieldNames().forEachRemaining(k -> {
            if (KINDS.contains(k)) {
                kinds.add(k);
            }
        });
        if (kinds.size() != 1) {
            throw bad(f, "give exactly one distribution (uniform, normal, triangular or values); found "
                    + (kinds.isEmpty() ? "none" : String.join(", ", kinds)));
        }
        String kind = kinds.get(0);
        int digits = integer(node, f + ".", "digits", false, 0, ParameterSpec.MAX_DIGITS).map(Long::intValue)
                .orElse(ParameterSpec.DEFAULT_DIGITS);
        List<BigDecimal> args = decimals(node.get(kind), f + "." + kind);
        Distribution d;
        try {
            d = switch (kind) {
                case "uniform" -> {
                    arity(args, 2, f + ".uniform", "[lower, upper]");
                    yield new Distribution.Uniform(exactEnd(args.get(0), digits, f + ".uniform"),
                            exactEnd(args.get(1), digits, f + ".uniform"));
                }
                case "normal" -> {
                    arity(args, 2, f + ".normal", "[mean, standard deviation]");
                    yield new Distribution.Normal(Rational.fromBigDecimal(args.get(0)),
                            Rational.fromBigDecimal(args.get(1)));
                }
                case "triangular" -> {
                    arity(args, 3, f + ".triangular", "[lower, mode, upper]");
                    yield new Distribution.Triangular(exactEnd(args.get(0), digits, f + ".triangular"),
                            Rational.fromBigDecimal(args.get(1)), exactEnd(args.get(2), digits, f + ".triangular"));
                }
                default -> new Distribution.Values(args);
            };
        } catch (IllegalArgumentException e) {
            if (e instanceof StudyInputException s) {
                throw s;
            }
            throw bad(f + "." + kind, e.getMessage());
        }
        Optional<ExactPoint2> direction = Optional.empty();
        JsonNode dir = node.get("direction");
        if (dir != null) {
            List<BigDecimal> xy = decimals(dir, f + ".direction");
            arity(xy, 2, f + ".direction", "[x, y]");
            if (xy.get(0).signum() == 0 && xy.get(1).signum() == 0) {
                throw bad(f + ".direction", "is [0, 0]; give a non-zero direction such as [\"1\", \"0\"]");
            }
            direction = Optional.of(ExactPoint2.of(Rational.fromBigDecimal(xy.get(0)),
                    Rational.fromBigDecimal(xy.get(1))));
        }
        Optional<Integer> levels = integer(node, f + ".", "levels", false, 1, 1_000_000).map(Long::intValue);
        if (levels.isPresent() && d instanceof Distribution.Values v && levels.get() != v.values().size()) {
            throw bad(f + ".levels", "is " + levels.get() + " but the parameter has " + v.values().size()
                    + " values; leave levels out (the values are the levels)");
        }
        return new ParameterSpec(path, d, digits, direction, levels);
    }

    /** An end of a uniform or triangular range: it must be exact at the parameter's digits (draws are clamped to it). */
    private Rational exactEnd(BigDecimal v, int digits, String field) {
        if (v.stripTrailingZeros().scale() > digits) {
            throw bad(field, "the end " + v.toPlainString() + " has more than " + digits
                    + " decimals; raise \"digits\" or round the end");
        }
        return Rational.fromBigDecimal(v);
    }

    private void arity(List<BigDecimal> args, int n, String field, String shape) {
        if (args.size() != n) {
            throw bad(field, "has " + args.size() + " number(s); write " + shape);
        }
    }

    private List<BigDecimal> decimals(JsonNode node, String field) {
        if (node == null || !node.isArray()) {
            throw bad(field, "is a list of numbers, e.g. [\"0.1\", \"0.4\"]");
        }
        List<BigDecimal> out = new ArrayList<>();
        for (int i = 0; i < node.size(); i++) {
            out.add(decimal(node.get(i), field + "[" + i + "]"));
        }
        return out;
    }

    private BigDecimal decimal(JsonNode node, String field) {
        String text;
        if (node.isTextual()) {
            text = node.asText().trim();
        } else if (node.isNumber()) {
            text = node.decimalValue().toString();
        } else {
            throw bad(field, "is " + node + "; write a decimal number such as \"0.25\"");
        }
        try {
            return new BigDecimal(text);
        } catch (NumberFormatException e) {
            throw bad(field, "is \"" + text + "\"; write a decimal number such as \"0.25\" or \"1e-3\"");
        }
    }

    private Optional<String> string(JsonNode obj, String key, boolean required) {
        JsonNode n = obj.get(key);
        if (n == null) {
            if (required) {
                throw bad(key, "is missing");
            }
            return Optional.empty();
        }
        if (!n.isTextual()) {
            throw bad(key, "is " + n + "; write a string");
        }
        return Optional.of(n.asText());
    }

    private Optional<Long> integer(JsonNode obj, String prefix, String key, boolean required, long min, long max) {
        JsonNode n = obj.get(key);
        if (n == null) {
            if (required) {
                throw bad(prefix + key, "is missing");
            }
            return Optional.empty();
        }
        BigInteger v;
        try {
            v = n.isIntegralNumber() ? n.bigIntegerValue() : n.isTextual() ? new BigInteger(n.asText().trim()) : null;
        } catch (NumberFormatException e) {
            v = null;
        }
        if (v == null || v.compareTo(BigInteger.valueOf(min)) < 0 || v.compareTo(BigInteger.valueOf(max)) > 0) {
            throw bad(prefix + key, "is " + n + "; write an integer in " + min + " … " + max);
        }
        return Optional.of(v.longValueExact());
    }

    private void known(JsonNode obj, Set<String> keys, String prefix) {
        obj.fieldNames().forEachRemaining(k -> {
            if (!keys.contains(k)) {
                throw bad(prefix + k, "is not a field of " + StudySpec.FORMAT + " here; known: "
                        + keys.stream().sorted().toList());
            }
        });
    }

    private StudyInputException bad(String field, String detail) {
        return new StudyInputException(file, field, detail, null);
    }
}
