package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** The help's paragraphs: source lines joined, examples and blank lines kept, options still bound after the rebuild. */
class HelpLayoutTest {

    @Test
    void paragraphs_joinProseAndKeepBlankAndIndentedLines() {
        String[] in = {"First line of", "a paragraph.", "", "Examples:", "  snapfit analyze a.json", "  snapfit x",
            "Second", "paragraph."};
        assertThat(HelpLayout.paragraphs(in)).containsExactly("First line of a paragraph.", "", "Examples:",
                "  snapfit analyze a.json", "  snapfit x", "Second paragraph.");
    }

    @Test
    void paragraphs_singleAndEmpty() {
        assertThat(HelpLayout.paragraphs(new String[] {"One."})).containsExactly("One.");
        assertThat(HelpLayout.paragraphs(new String[0])).isEmpty();
    }

    @Test
    void help_optionDescriptionsAreParagraphsInDeclaredOrder() {
        StringWriter out = new StringWriter();
        Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "help", "analyze");
        String help = out.toString();
        // the option list (not the sorted synopsis) keeps AnalyzeCommand's declared order: --out, --json, --check
        int out1 = help.indexOf("\n      --out=");
        int json = help.indexOf("\n      --json ");
        int check = help.indexOf("\n      --check ");
        assertThat(out1).isPositive();
        assertThat(json).isGreaterThan(out1);
        assertThat(check).isGreaterThan(json);
        // a description written on three source lines reads as one wrapped paragraph
        assertThat(help.substring(json).replaceAll("\\s+", " ")).startsWith(" --json Print the report"
                + " (snapfit-report/1) on standard output instead of the summary; failures as a snapfit-error/1 document");
    }
}
