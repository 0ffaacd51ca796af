package org.snapfit.cli.serve;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.snapfit.analysis.json.Json;
import org.snapfit.cli.CommandInputException;
import org.snapfit.cli.Failure;

/**
 * A request of {@code snapfit serve} ({@code snapfit-request/1}, docs/server.md) turned into the command line that
 * answers it: {@code {"file": …}} or {@code {"mechanism": {…}}}, {@code "options": {…}} and {@code "out"}. Each option
 * {@code "sampleStep": "0.1"} becomes {@code --sample-step=0.1}; {@code true} a bare flag, {@code false} nothing; an
 * array repeats the option; an object (a value per pawl) gives {@code --stiffness=PAWL-1=150} per entry. Only the
 * command's own options are accepted, never those that write files, print help or change the exit code. Immutable.
 *
 * @param args the command line, command first
 * @param inlineMechanism the inline mechanism document's text, if the request sent one
 */
record RequestArguments(List<String> args, Optional<String> inlineMechanism) {

    /** The request format. */
    static final String FORMAT = "snapfit-request/1";
    /** The FILE label of an inline mechanism (its name in documents and messages). */
    static final String INLINE_LABEL = "inline-mechanism.json";

    /**
     * Options a request may not set: files are written only through {@code "out"}; output stays JSON, errors stay
     * one document (no stack traces).
     */
    private static final Set<String> REFUSED = Set.of("--out", "--json", "--check", "--help", "--version", "--cspace",
            "--plot", "--svg", "--debug");

    /**
     * Reads a request.
     *
     * @param command the command of the endpoint: {@code analyze}, {@code validate}, {@code simulate} or
     *     {@code inspect}
     * @param body the request body (UTF-8 JSON)
     * @param options the command's long option names (as picocli knows them) and whether each takes no value
     * @return the command line
     * @throws CommandInputException for a body that is not a request, naming the field
     */
    static RequestArguments parse(String command, String body, Map<String, Boolean> options) {
        JsonNode root;
        try {
            root = Json.exactReader().readTree(body);
        } catch (JsonProcessingException e) {
            throw new CommandInputException(Failure.BAD_INPUT, null, 0, null, "request: not JSON (line "
                    + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + "): "
                    + e.getOriginalMessage());
        }
        if (root == null || !root.isObject()) {
            throw field("", "request: the body must be a JSON object {\"file\": …, \"options\": {…}}");
        }
        for (Iterator<String> it = root.fieldNames(); it.hasNext();) {
            String k = it.next();
            if (!Set.of("format", "file", "mechanism", "options", "out").contains(k)) {
                throw field(k, "request: unknown field '" + k + "'; a request has format, file or mechanism, options"
                        + " and out");
            }
        }
        JsonNode format = root.get("format");
        if (format != null && !FORMAT.equals(format.asText())) {
            throw field("format", "request: format = " + format + "; must be \"" + FORMAT + "\"");
        }
        List<String> args = new ArrayList<>();
        args.add(command);
        JsonNode file = root.get("file");
        JsonNode mechanism = root.get("mechanism");
        Optional<String> inline = Optional.empty();
        if ((file == null) == (mechanism == null)) {
            throw field("file", "request: give exactly one of \"file\" (a path on this machine) and \"mechanism\" (a"
                    + " snapfit-mechanism/1 document)");
        }
        if (file != null) {
            if (!file.isTextual() || file.asText().isBlank()) {
                throw field("file", "request: file = " + file + "; must be a path (text)");
            }
            args.add(file.asText());
        } else {
            if (!mechanism.isObject()) {
                throw field("mechanism", "request: mechanism must be a snapfit-mechanism/1 document (an object)");
            }
            if ("inspect".equals(command)) {
                throw field("mechanism", "request: inspect reads STEP, STL or OBJ files; send \"file\"");
            }
            args.add(INLINE_LABEL);
            inline = Optional.of(mechanism.toString());
        }
        JsonNode opts = root.get("options");
        if (opts != null && !opts.isNull()) {
            if (!opts.isObject()) {
                throw field("options", "request: options must be an object such as {\"friction\": \"0.3\"}");
            }
            for (Map.Entry<String, JsonNode> e : opts.properties()) {
                option(command, e.getKey(), e.getValue(), options, args);
            }
        }
        JsonNode out = root.get("out");
        if (out != null && !out.isNull()) {
            if (!"analyze".equals(command) || !out.isTextual() || out.asText().isBlank() || "-".equals(out.asText())) {
                throw field("out", "request: out = " + out + "; only analyze writes files, into the folder named by a"
                        + " path (text)");
            }
            args.add("--out=" + out.asText());
        } else if ("analyze".equals(command)) {
            args.add("--out=-");
        }
        args.add("--json");
        return new RequestArguments(List.copyOf(args), inline);
    }

    private static void option(String command, String key, JsonNode value, Map<String, Boolean> options,
            List<String> args) {
        String name = "--" + kebab(key);
        if (!key.matches("[a-z][A-Za-z0-9]*") || !options.containsKey(name) || REFUSED.contains(name)) {
            throw field("options." + key, "request: options." + key + " is not an option of " + command
                    + " (options are the command's long options in camelCase, e.g. sampleStep for --sample-step)");
        }
        boolean flag = options.get(name);
        if (value.isBoolean()) {
            if (value.asBoolean()) {
                args.add(name);
            }
            return;
        }
        if (flag) {
            throw field("options." + key, "request: options." + key + " = " + value + "; a flag is true or false");
        }
        if (value.isArray()) {
            for (JsonNode v : value) {
                args.add(name + "=" + scalar(key, v));
            }
        } else if (value.isObject()) {
            for (Map.Entry<String, JsonNode> e : value.properties()) {
                args.add(name + "=" + e.getKey() + "=" + scalar(key + "." + e.getKey(), e.getValue()));
            }
        } else {
            args.add(name + "=" + scalar(key, value));
        }
    }

    private static String scalar(String key, JsonNode v) {
        if (v.isTextual()) {
            return v.asText();
        }
        if (v.isNumber()) {
            // the number's text as written: 0.3 stays 0.3, never a binary double's expansion
            return v.isIntegralNumber() ? v.bigIntegerValue().toString() : v.decimalValue().toString();
        }
        throw field("options." + key, "request: options." + key + " = " + v + "; must be text or a number");
    }

    /** {@code sampleStep} → {@code sample-step}. */
    static String kebab(String camel) {
        return camel.replaceAll("([A-Z])", "-$1").toLowerCase(Locale.ROOT);
    }

    private static CommandInputException field(String field, String message) {
        return new CommandInputException(Failure.BAD_INPUT, null, 0, field.isEmpty() ? null : field, message);
    }
}
