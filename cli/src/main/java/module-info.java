/**
 * snapfit cli: the {@code snapfit} command line, the {@code snapfit-report/1} document, plots and the HTML report.
 */
module org.snapfit.cli {
    requires transitive org.snapfit.algebra;
    requires transitive org.snapfit.core;
    requires org.snapfit.sweep;
    requires org.snapfit.tracking;
    requires org.snapfit.qp;
    requires org.snapfit.impulse;
    requires org.snapfit.cadimport;
    requires info.picocli;
    requires com.fasterxml.jackson.databind;
    requires java.desktop;
    requires org.jfree.jfreechart;
    requires org.apache.commons.text;

    exports org.snapfit.cli.report;
    exports org.snapfit.cli.progress;

    opens org.snapfit.cli to info.picocli;
    opens org.snapfit.cli.json to com.fasterxml.jackson.databind;
}
