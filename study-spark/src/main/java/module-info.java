/**
 * snapfit study on Apache Spark: the study engine {@code spark}, which distributes a study's samples over a
 * cluster's executors and gives the rows of the embedded engine; and a main class for {@code spark-submit}.
 * Spark's jars (which have no module names) are read from the class path.
 */
module org.snapfit.study.spark {
    requires transitive org.snapfit.study;

    exports org.snapfit.study.spark;

    provides org.snapfit.study.StudyEngine with org.snapfit.study.spark.SparkEngine;
}
