/**
 * snapfit cli: the {@code snapfit} command line.
 */
module org.snapfit.cli {
    requires org.snapfit.algebra;
    requires org.snapfit.core;
    requires org.snapfit.sweep;
    requires org.snapfit.tracking;
    requires org.snapfit.qp;
    requires org.snapfit.impulse;
    requires org.snapfit.cadimport;
    requires info.picocli;
    requires com.fasterxml.jackson.databind;

    opens org.snapfit.cli to info.picocli;
    opens org.snapfit.cli.json to com.fasterxml.jackson.databind;
}
