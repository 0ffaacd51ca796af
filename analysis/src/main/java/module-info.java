/**
 * snapfit analysis: the snap-fit analysis as a library (insertion and retraction runs, verdicts, critical μ, the
 * friction sweep, the report model and its files) behind the facade {@code org.snapfit.analysis.Analysis}.
 */
@SuppressWarnings("module") // qualified exports name modules built later, which javac reports as not found here
module org.snapfit.analysis {
    requires transitive org.snapfit.algebra;
    requires transitive org.snapfit.core;
    requires transitive org.snapfit.sweep;
    requires transitive org.snapfit.cadimport;
    requires com.fasterxml.jackson.core;
    requires com.fasterxml.jackson.annotation;
    requires transitive com.fasterxml.jackson.databind;
    requires java.desktop;
    requires org.jfree.jfreechart;
    requires org.apache.commons.text;

    exports org.snapfit.analysis;
    exports org.snapfit.analysis.report;
    exports org.snapfit.analysis.progress;
    exports org.snapfit.analysis.plot to org.snapfit.cli, org.snapfit.study;
    exports org.snapfit.analysis.json to org.snapfit.cli, org.snapfit.study;
}
