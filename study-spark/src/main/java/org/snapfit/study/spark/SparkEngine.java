package org.snapfit.study.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.broadcast.Broadcast;
import org.snapfit.analysis.progress.CancellationToken;
import org.snapfit.study.EngineSettings;
import org.snapfit.study.PortablePlan;
import org.snapfit.study.SampleRow;
import org.snapfit.study.StudyEngine;
import org.snapfit.study.StudyPlan;
import org.snapfit.sweep.engine.SweepContext;

/**
 * The Apache Spark engine ({@code --engine spark}): the plan travels to the executors as text
 * ({@link PortablePlan}, broadcast once), each executor rebuilds it and analyses its share of the sample indices,
 * and the rows come back as text fields, so they are the rows of {@link StudyPlan#evaluate} exactly. Samples go out
 * in batches of a few per executor core; each batch's rows reach the sink (and samples.csv) when it finishes, so an
 * interrupted study resumes from the last finished batch. Stateless.
 */
public final class SparkEngine implements StudyEngine {

    /** The engine's name. */
    public static final String NAME = "spark";
    /** The master when neither the settings nor {@code spark-submit} give one. */
    public static final String DEFAULT_MASTER = "local[*]";
    /** Most samples per executor core in one batch (count). */
    static final int MAX_PER_CORE = 64;
    /** Least number of batches a study is cut into (for progress and resumption), when it has enough samples. */
    static final int MIN_BATCHES = 8;

    /** Creates the engine. */
    public SparkEngine() {
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void run(StudyPlan plan, List<Long> samples, EngineSettings settings, RowSink sink,
            CancellationToken token) {
        SparkConf conf = new SparkConf().setAppName("snapfit study " + plan.spec().file().getFileName());
        settings.master().ifPresent(conf::setMaster);
        if (!conf.contains("spark.master")) {
            conf.setMaster(DEFAULT_MASTER);
        }
        conf.setIfMissing("spark.ui.enabled", "false");
        int params = plan.spec().parameters().size();
        try (JavaSparkContext sc = new JavaSparkContext(conf)) {
            Broadcast<PortablePlan> shared = sc.broadcast(plan.portable());
            int cores = Math.max(1, sc.defaultParallelism());
            int perCore = (int) Math.max(1, Math.min(MAX_PER_CORE, samples.size() / ((long) cores * MIN_BATCHES)));
            int batch = cores * perCore;
            for (int from = 0; from < samples.size(); from += batch) {
                token.throwIfCancelled("study (Spark)");
                List<Long> part = new ArrayList<>(samples.subList(from, Math.min(samples.size(), from + batch)));
                List<ArrayList<String>> rows = sc.parallelize(part, Math.min(cores, part.size()))
                        .mapPartitions(new Evaluate(shared)).collect();
                for (List<String> fields : rows) {
                    sink.accept(SampleRow.parse(fields, params));
                }
            }
        }
    }

    /** Analyses a partition's samples on an executor; the plan is rebuilt once per executor JVM. */
    static final class Evaluate implements FlatMapFunction<Iterator<Long>, ArrayList<String>>, Serializable {
        private static final long serialVersionUID = 1L;
        private static final Object LOCK = new Object();
        private static PortablePlan cachedKey;
        private static StudyPlan cachedPlan;

        private final Broadcast<PortablePlan> shared;

        Evaluate(Broadcast<PortablePlan> shared) {
            this.shared = shared;
        }

        @Override
        public Iterator<ArrayList<String>> call(Iterator<Long> indices) {
            StudyPlan plan = plan(shared.value());
            List<ArrayList<String>> out = new ArrayList<>();
            // one sweep context per partition: its samples reuse what the earlier ones found
            SweepContext context = SweepContext.create();
            while (indices.hasNext()) {
                out.add(new ArrayList<>(plan.evaluate(indices.next(), CancellationToken.NONE, context).fields()));
            }
            return out.iterator();
        }

        private static StudyPlan plan(PortablePlan p) {
            synchronized (LOCK) {
                if (!p.equals(cachedKey)) {
                    cachedPlan = StudyPlan.of(p);
                    cachedKey = p;
                }
                return cachedPlan;
            }
        }
    }
}
