import java.lang.annotation.Annotation;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Interleaved A/B of any JMH benchmark method in thread CPU time, several bench jars in ONE JVM, each in its own
 * class loader, batch by batch (A B A B …): on a shared, loaded machine the jars see the same conditions and the
 * paired per-round ratios are far steadier than separate JMH runs. Not a JMH run (no forks, no Blackhole): it calls
 * the benchmark's {@code @Setup} methods (trial level once, invocation level before every call, outside the timed
 * window) and the benchmark method directly (a method taking JMH state objects, such as auxiliary counters, gets a
 * fresh instance of each, made by its no-argument constructor); use it for ratios, and JMH for the figures. The generalisation of
 * {@code InterleavedAb} (which times {@code DistanceTrackerBench}'s own CPU counters) to every benchmark whose
 * method takes no argument.
 *
 * <p>Build the bench jar of each version ({@code mvn -o -q -B -DskipTests -Dcheckstyle.skip -Djacoco.skip package
 * -pl bench -am}, copy {@code bench/target/benchmarks.jar} aside), then, from the repository root (the benchmarks
 * read {@code test-data/} relative to it):
 * {@code java -Dbench=org.snapfit.bench.sweep.SweepBench -Dmethod=simulate
 * "-Dparams=id=s08-two-pawls-one-jams;engine=FILTERED;cspace=CACHED" [-Drounds=30] [-DbatchMillis=40]
 * [-Dwarmup=30] bench/ab/ThreadCpuAb.java old.jar new.jar}; {@code new.jar#otherMethod} times another method of
 * that jar's benchmark class against the same workload (e.g. a warm-context variant). Parameters are separated by ';' (a value may hold
 * commas); a parameter not given takes its first declared value. Prints per jar the median CPU time per call over
 * the rounds, and per later jar the median (and quartiles) of its per-round ratio to the first jar. A benchmark
 * that runs work on other threads (the sweep runs pawls in parallel) needs {@code -Dclock=process}: the CPU time of
 * the whole process (JIT and GC threads included, so noisier) instead of the calling thread's.
 */
public final class ThreadCpuAb {

    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    /** {@code -Dclock=process}: the CPU time of every thread of the process, for benchmarks that fork work. */
    private static final boolean PROCESS = "process".equals(System.getProperty("clock", "thread"));

    private ThreadCpuAb() {
    }

    /** Smallest batch with the process clock (milliseconds of CPU): its ticks may be 10 ms apart. */
    private static final long PROCESS_BATCH_MILLIS = 500;

    private static long cpuNow() {
        return PROCESS ? OS.getProcessCpuTime() : CPU.getCurrentThreadCpuTime();
    }

    /** One jar's benchmark instance and its methods. */
    private static final class Subject {
        final Object state;
        final Method run;
        /** The arguments of the benchmark method (fresh state objects), empty for a method without any. */
        final Object[] args;
        final List<Method> perInvocation = new ArrayList<>();

        Subject(String jar, String bench, String method, String params) throws Exception {
            URLClassLoader loader = new URLClassLoader(new URL[] {new java.io.File(jar).toURI().toURL()},
                    ClassLoader.getPlatformClassLoader());
            Class<?> c = loader.loadClass(bench);
            @SuppressWarnings("unchecked")
            Class<? extends Annotation> setup = (Class<? extends Annotation>) loader
                    .loadClass("org.openjdk.jmh.annotations.Setup");
            @SuppressWarnings("unchecked")
            Class<? extends Annotation> param = (Class<? extends Annotation>) loader
                    .loadClass("org.openjdk.jmh.annotations.Param");
            state = c.getConstructor().newInstance();
            List<String> given = new ArrayList<>();
            for (String p : params.isEmpty() ? new String[0] : params.split(";")) {
                int eq = p.indexOf('=');
                set(state, c.getField(p.substring(0, eq)), p.substring(eq + 1));
                given.add(p.substring(0, eq));
            }
            for (Field f : c.getFields()) {
                // a parameter not given takes its first declared value, as JMH's default run would
                Annotation a = f.getAnnotation(param);
                if (a != null && !given.contains(f.getName())) {
                    String[] values = (String[]) a.annotationType().getMethod("value").invoke(a);
                    if (values.length > 0) {
                        set(state, f, values[0]);
                    }
                }
            }
            List<Method> trial = new ArrayList<>();
            for (Method m : c.getMethods()) {
                Annotation a = m.getAnnotation(setup);
                if (a != null) {
                    String level = String.valueOf(a.annotationType().getMethod("value").invoke(a));
                    (level.equals("Invocation") ? perInvocation : trial).add(m);
                }
            }
            for (Method m : trial) {
                m.invoke(state);
            }
            Method found = null;
            for (Method m : c.getMethods()) {
                if (m.getName().equals(method) && (found == null || m.getParameterCount() < found.getParameterCount())) {
                    found = m;
                }
            }
            if (found == null) {
                throw new NoSuchMethodException(bench + "." + method);
            }
            run = found;
            // a benchmark taking JMH state objects (e.g. auxiliary counters) gets one fresh instance of each
            args = new Object[run.getParameterCount()];
            for (int k = 0; k < args.length; k++) {
                args[k] = run.getParameterTypes()[k].getConstructor().newInstance();
            }
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        private static void set(Object o, Field f, String v) throws Exception {
            Class<?> t = f.getType();
            if (t == int.class) {
                f.setInt(o, Integer.parseInt(v));
            } else if (t == long.class) {
                f.setLong(o, Long.parseLong(v));
            } else if (t == double.class) {
                f.setDouble(o, Double.parseDouble(v));
            } else if (t == boolean.class) {
                f.setBoolean(o, Boolean.parseBoolean(v));
            } else if (t.isEnum()) {
                f.set(o, Enum.valueOf((Class) t, v));
            } else {
                f.set(o, v);
            }
        }

        /** CPU nanoseconds of {@code calls} calls (invocation-level setups excluded). */
        long batch(int calls) throws Exception {
            long cpu = 0;
            Object sink = null;
            if (perInvocation.isEmpty()) {
                long t0 = cpuNow();
                for (int i = 0; i < calls; i++) {
                    sink = run.invoke(state, args);
                }
                cpu = cpuNow() - t0;
            } else {
                for (int i = 0; i < calls; i++) {
                    for (Method m : perInvocation) {
                        m.invoke(state);
                    }
                    long t0 = cpuNow();
                    sink = run.invoke(state, args);
                    cpu += cpuNow() - t0;
                }
            }
            if (sink == state) {
                System.out.print("");
            }
            return cpu;
        }
    }

    /**
     * Runs the comparison.
     *
     * @param args the bench jars, the first is the reference
     * @throws Exception if a jar or the benchmark cannot be loaded
     */
    public static void main(String[] args) throws Exception {
        String bench = System.getProperty("bench");
        String method = System.getProperty("method");
        String params = System.getProperty("params", "");
        int rounds = Integer.getInteger("rounds", 30);
        long batchNanos = Integer.getInteger("batchMillis", 40) * 1_000_000L;
        int n = args.length;
        Subject[] s = new Subject[n];
        for (int i = 0; i < n; i++) {
            int hash = args[i].lastIndexOf('#');
            s[i] = hash < 0 ? new Subject(args[i], bench, method, params)
                    : new Subject(args[i].substring(0, hash), bench, args[i].substring(hash + 1), params);
        }
        // a few cold calls on every jar, then calibrate on the first: calls per batch for about batchMillis of
        // CPU (at least PROCESS_BATCH_MILLIS with the process clock, which ticks in coarse steps on some systems),
        // then warm every jar alike
        for (int k = 0; k < 3; k++) {
            for (int i = 0; i < n; i++) {
                s[i].batch(1);
            }
        }
        if (PROCESS) {
            batchNanos = Math.max(batchNanos, PROCESS_BATCH_MILLIS * 1_000_000L);
        }
        int calls = 1;
        while (s[0].batch(calls) < batchNanos / 4 && calls < 1 << 24) {
            calls *= 2;
        }
        calls = Math.max(1, calls * 4);
        int warmup = Integer.getInteger("warmup", 30);
        for (int k = 0; k < warmup; k++) {
            for (int i = 0; i < n; i++) {
                s[i].batch(calls);
            }
        }
        double[][] perCall = new double[n][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int j = 0; j < n; j++) {
                int i = (r + j) % n;  // rotate who goes first
                perCall[i][r] = (double) s[i].batch(calls) / calls;
            }
        }
        System.out.printf("%s.%s %s: %d rounds of %d calls per jar, alternating, %s CPU time%n", bench, method,
                params, rounds, calls, PROCESS ? "process" : "thread");
        for (int i = 0; i < n; i++) {
            double[] v = perCall[i].clone();
            Arrays.sort(v);
            System.out.printf("jar %d %s: CPU per call min %.4g, q1 %.4g, median %.4g ns%n", i, args[i], v[0],
                    v[rounds / 4], v[rounds / 2]);
        }
        for (int i = 1; i < n; i++) {
            double[] ratio = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                ratio[r] = perCall[i][r] / perCall[0][r];
            }
            Arrays.sort(ratio);
            System.out.printf("jar %d / jar 0: median ratio %.3f (q1 %.3f, q3 %.3f)%n", i, ratio[rounds / 2],
                    ratio[rounds / 4], ratio[3 * rounds / 4]);
        }
    }
}
