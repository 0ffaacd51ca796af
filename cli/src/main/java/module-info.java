/**
 * snapfit cli: the {@code snapfit} command line. The analysis behind {@code snapfit analyze} is the
 * {@code org.snapfit.analysis} module's; this module parses arguments, calls it and writes files and summaries.
 * Exports nothing: the command line is its interface.
 */
module org.snapfit.cli {
    requires org.snapfit.analysis;
    requires org.snapfit.study;
    requires org.snapfit.sweep;
    requires org.snapfit.tracking;
    requires org.snapfit.qp;
    requires org.snapfit.impulse;
    requires org.snapfit.cadimport;
    requires info.picocli;
    requires com.fasterxml.jackson.databind;
    requires java.desktop;
    requires jdk.httpserver;
    requires org.jfree.jfreechart;

    opens org.snapfit.cli to info.picocli;
    opens org.snapfit.cli.json to com.fasterxml.jackson.databind;

    uses org.snapfit.study.StudyEngine;
}
