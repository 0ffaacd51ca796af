import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.Arrays;

/**
 * Interleaved A/B of {@code DistanceTrackerBench}'s thread-CPU-time batches (256 updates each) from several
 * bench jars in ONE JVM, each jar in its own class loader: on a loaded machine the jars see the same conditions,
 * batch by batch, so the paired ratios are far steadier than separate JMH runs. Not a JMH run (no forks): it
 * calls the benchmark methods directly; use it for ratios, and JMH for the figures.
 *
 * <p>Build the bench jar of each version ({@code mvn -o -q -B -DskipTests -Dcheckstyle.skip -Djacoco.skip package
 * -pl bench -am}, copy {@code bench/target/benchmarks.jar} aside), then
 * {@code java [-Dmethod=EULER|RK2|RK4] [-Dbench=ellipsoidSphereNoSwitchCpu|ellipsoidSphereCpu] [-Drounds=100]
 * bench/ab/InterleavedAb.java old.jar new.jar}. Prints per jar the min / first quartile / median CPU ns per update
 * over the rounds, and per later jar the median (and quartiles) of its per-round ratio to the first jar.
 */
public final class InterleavedAb {

    private InterleavedAb() {
    }

    /**
     * Runs the comparison.
     *
     * @param args the bench jars, the first is the reference
     * @throws Exception if a jar or the benchmark cannot be loaded
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) throws Exception {
        String method = System.getProperty("method", "EULER");
        String bench = System.getProperty("bench", "ellipsoidSphereNoSwitchCpu");
        int rounds = Integer.getInteger("rounds", 100);
        int batches = Integer.getInteger("batches", 200);
        int n = args.length;
        Object[] state = new Object[n];
        Object[] cpu = new Object[n];
        Method[] run = new Method[n];
        Field[] nanos = new Field[n];
        Field[] updates = new Field[n];
        for (int i = 0; i < n; i++) {
            URLClassLoader loader = new URLClassLoader(new URL[] {new java.io.File(args[i]).toURI().toURL()},
                    ClassLoader.getPlatformClassLoader());
            Class<?> c = loader.loadClass("org.snapfit.bench.tracking.DistanceTrackerBench");
            Class<?> integrator = loader.loadClass("org.snapfit.tracking.model.Integrator");
            state[i] = c.getConstructor().newInstance();
            c.getField("method").set(state[i], Enum.valueOf((Class) integrator, method));
            c.getMethod("setUp").invoke(state[i]);
            Class<?> counters = loader.loadClass("org.snapfit.bench.tracking.DistanceTrackerBench$CpuTime");
            cpu[i] = counters.getConstructor().newInstance();
            run[i] = c.getMethod(bench, counters);
            nanos[i] = counters.getField("cpuNanos");
            updates[i] = counters.getField("updates");
        }
        // warm-up, interleaved
        for (int k = 0; k < 40; k++) {
            for (int i = 0; i < n; i++) {
                for (int b = 0; b < batches; b++) {
                    run[i].invoke(state[i], cpu[i]);
                }
            }
        }
        double[][] perUpdate = new double[n][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int j = 0; j < n; j++) {
                int i = r % 2 == 0 ? j : n - 1 - j; // alternate the order
                nanos[i].setLong(cpu[i], 0);
                updates[i].setLong(cpu[i], 0);
                for (int b = 0; b < batches; b++) {
                    run[i].invoke(state[i], cpu[i]);
                }
                perUpdate[i][r] = (double) nanos[i].getLong(cpu[i]) / updates[i].getLong(cpu[i]);
            }
        }
        for (int i = 0; i < n; i++) {
            double[] s = perUpdate[i].clone();
            Arrays.sort(s);
            System.out.printf("%-40s min %.1f  q1 %.1f  median %.1f ns/update%n", args[i], s[0], s[rounds / 4],
                    s[rounds / 2]);
        }
        for (int i = 1; i < n; i++) {
            double[] q = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                q[r] = perUpdate[i][r] / perUpdate[0][r];
            }
            Arrays.sort(q);
            System.out.printf("ratio %s / %s: median %.3f (q1 %.3f, q3 %.3f)%n", args[i], args[0], q[rounds / 2],
                    q[rounds / 4], q[3 * rounds / 4]);
        }
    }
}
