package org.snapfit.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * Lays the help texts out for the reader's terminal. The texts in the commands' annotations are written as source
 * lines; picocli would print every such line as a line of its own. Here the lines of a paragraph are joined, so
 * picocli wraps each paragraph at the terminal's width (or at {@link #FALLBACK_WIDTH} columns when the output is not
 * a terminal): an empty line ends a paragraph, and a line that starts with a space (an example, a table row) is kept
 * as written. Every command's summary in the command list is its {@code header}, one sentence.
 */
final class HelpLayout {

    /** The width of the help, in columns, when the terminal's width cannot be found (a pipe, a file, a test). */
    static final int FALLBACK_WIDTH = 100;

    private HelpLayout() {
    }

    /**
     * Joins the paragraphs of every text of the command line and its subcommands and makes their help follow the
     * terminal's width.
     *
     * @param cl the command line, with its subcommands registered
     */
    static void apply(CommandLine cl) {
        reflow(cl);
        cl.setUsageHelpWidth(FALLBACK_WIDTH);
        cl.setUsageHelpAutoWidth(true);
    }

    private static void reflow(CommandLine cl) {
        CommandSpec spec = cl.getCommandSpec();
        UsageMessageSpec usage = spec.usageMessage();
        usage.description(paragraphs(usage.description()));
        usage.footer(paragraphs(usage.footer()));
        List<OptionSpec> options = new ArrayList<>(spec.options());
        List<PositionalParamSpec> positionals = new ArrayList<>(spec.positionalParameters());
        if (options.stream().anyMatch(HelpLayout::broken) || positionals.stream().anyMatch(HelpLayout::broken)) {
            // argument specs are immutable: remove them all and add them back in their order, the ones written on
            // several lines rebuilt with joined descriptions (the others as they are: their text is not formatted twice)
            options.forEach(spec::remove);
            positionals.forEach(spec::remove);
            for (OptionSpec o : options) {
                spec.addOption(broken(o) ? o.toBuilder().description(paragraphs(o.description())).build() : o);
            }
            for (PositionalParamSpec p : positionals) {
                spec.addPositional(broken(p) ? p.toBuilder().description(paragraphs(p.description())).build() : p);
            }
        }
        cl.getSubcommands().values().forEach(HelpLayout::reflow);
    }

    private static boolean broken(ArgSpec a) {
        return a.description().length > 1;
    }

    /**
     * The paragraphs of text lines: consecutive lines of prose joined by one space; empty lines and lines that
     * start with a space kept as they are.
     *
     * @param lines the lines as written
     * @return the paragraphs
     */
    static String[] paragraphs(String[] lines) {
        List<String> out = new ArrayList<>();
        StringBuilder paragraph = new StringBuilder();
        for (String line : lines) {
            if (line.isEmpty() || Character.isWhitespace(line.charAt(0))) {
                flush(paragraph, out);
                out.add(line);
            } else {
                if (paragraph.length() > 0) {
                    paragraph.append(' ');
                }
                paragraph.append(line.strip());
            }
        }
        flush(paragraph, out);
        return out.toArray(new String[0]);
    }

    private static void flush(StringBuilder paragraph, List<String> out) {
        if (paragraph.length() > 0) {
            out.add(paragraph.toString());
            paragraph.setLength(0);
        }
    }
}
