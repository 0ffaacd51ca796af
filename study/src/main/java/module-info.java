/**
 * snapfit study: design studies over the exact analysis. A study file ({@code snapfit-study/1}) names a mechanism,
 * a sampling method (Monte Carlo, grid, Latin hypercube), a seed and distributions of parameters addressed by path
 * into the mechanism; every sample is an exact analysis of the mechanism with those parameters, rounded to exact
 * decimals. The facade {@code org.snapfit.study.Study} plans a study, runs it on an engine (all local cores by
 * default; other engines are services of {@code org.snapfit.study.StudyEngine}), resumes an interrupted one and
 * writes samples.csv, summary.json, charts and a page.
 */
module org.snapfit.study {
    requires transitive org.snapfit.analysis;
    requires com.fasterxml.jackson.core;
    requires com.fasterxml.jackson.databind;
    requires org.apache.commons.statistics.descriptive;
    requires org.apache.commons.statistics.distribution;
    requires org.apache.commons.statistics.ranking;
    requires org.apache.commons.csv;
    requires org.apache.commons.text;

    exports org.snapfit.study;

    uses org.snapfit.study.StudyEngine;
}
