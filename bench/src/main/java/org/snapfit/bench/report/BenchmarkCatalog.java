package org.snapfit.bench.report;

import java.util.List;

/**
 * The rows of {@code docs/BENCHMARKS.md}: for every area, each workload with the anchor it is compared with (a
 * target or an external tool's figure) and the command that measures it. {@code bench/run.sh} runs these commands
 * and {@link BenchmarkReport} renders the tables from them and the recorded figures ({@code bench/results.tsv}).
 *
 * <p>A JMH row's figure lists every result of its command in JMH's order (benchmark methods alphabetically, then
 * parameter values in the order given), joined by " / "; its workload text names them in that order. A whole-process
 * row runs {@code ./snapfit ARGS --out DIR} several times and records the median wall time and the largest
 * resident set. Immutable.
 */
public final class BenchmarkCatalog {

    /** JMH options of the quick run for average-time benchmarks: one fork, short iterations. */
    private static final String QUICK_AVG = "-f 1 -wi 2 -i 3 -w 1s -r 1s";

    /**
     * One area of the file: a heading and a sentence on what its figures measure.
     *
     * @param id the key rows refer to
     * @param title the heading
     * @param intro what the figures measure
     */
    public record Area(String id, String title, String intro) {
    }

    /** How a row is measured. */
    public enum Kind {
        /** A JMH benchmark run from {@code bench/target/benchmarks.jar}. */
        JMH,
        /** Whole-process wall time of {@code ./snapfit ARGS --out DIR}, cold JVM, through the launcher. */
        WALL,
        /**
         * A timing program or script run once from the repository root; its figure is its output lines that start
         * with {@code figure: }, joined by " / ".
         */
        SCRIPT
    }

    /**
     * One row.
     *
     * @param id a stable key (also the key in {@code bench/results.tsv})
     * @param area the area's id
     * @param workload what is measured, naming the results in the order of the figure
     * @param anchor what the figure is compared with: a target and/or an external tool's figure, or "—"
     * @param kind how it is measured
     * @param args the JMH arguments (benchmark regex first) or the {@code snapfit} arguments, optionally preceded by
     *     environment settings {@code NAME=VALUE} for the launcher
     * @param quickArgs the arguments of the quick run, or {@code null} when the row is not part of it
     */
    public record Row(String id, String area, String workload, String anchor, Kind kind, String args,
            String quickArgs) {

        /**
         * Whether the quick run includes this row.
         *
         * @return true if it has quick arguments
         */
        public boolean quick() {
            return quickArgs != null;
        }

        /**
         * The command a reader runs to reproduce the figure, as shown in the table.
         *
         * @return the command text
         */
        public String command() {
            if (kind == Kind.SCRIPT) {
                return args;
            }
            if (kind == Kind.JMH) {
                int space = args.indexOf(' ');
                String regex = space < 0 ? args : args.substring(0, space);
                String rest = space < 0 ? "" : args.substring(space);
                return "java -jar bench/target/benchmarks.jar '" + regex + "'" + rest;
            }
            String env = "";
            String rest = args;
            while (rest.matches("[A-Z_]+=\\S* .*")) {
                int space = rest.indexOf(' ');
                env += rest.substring(0, space + 1);
                rest = rest.substring(space + 1);
            }
            return env + "./snapfit " + rest + " --out DIR";
        }
    }

    /** The areas, in the order of the file. */
    public static final List<Area> AREAS = List.of(
        new Area("algebra", "Exact algebra",
            "Real root isolation and comparison of real algebraic numbers (`algebra`): the predicates every event of "
            + "the sweep is decided by. Average time per operation, one thread."),
        new Area("face", "Free-space face and arrangements",
            "The face of the start in an arrangement of C-space arcs (`algebra.merge`) and the full arrangement that "
            + "checks it. Single shots, a fresh kernel per shot, parsing of the instance included."),
        new Area("sweep", "Exact sweep",
            "The exact Donald–Pai simulation (`sweep`): one insertion run with every event, no force sampling."),
        new Area("tracking", "Distance tracking",
            "Closest-point tracking between convex parametric bodies (`tracking`), per update."),
        new Area("qp", "QP collision response",
            "One QP-Collide time step (`qp`): assembly, collision detection, the QP solve warm-started from the "
            + "previous step, integration; a stiff cable held at both ends resting on a support."),
        new Area("impulse", "Passive impulses",
            "One simultaneous multi-contact impulse resolution (`impulse`), allocation-free engine, seeded random "
            + "problems of d degrees of freedom, c contacts and the given rank."),
        new Area("cadimport", "CAD import",
            "Readers of `cad-import`, bytes already in memory."),
        new Area("analysis", "Analysis library (in process)",
            "The facade of `analysis` as a CAD plugin calls it: `Analysis.run` of a mechanism file in a warm JVM "
            + "(the file and the DXF it names read again each time, exact insertion and retraction, critical-μ "
            + "search, near-lock check, report model; `runAndJson` adds the `report.json` text)."),
        new Area("study", "Design studies",
            "A study of the DXF hook (`test-data/dxf/hook_mechanism.json`): every sample is the exact analysis of "
            + "`snapfit analyze` (insertion, retraction, verdicts, the critical μ of a lock) without force curves. "
            + "`hook-friction-mc` draws μ and κ (the geometry as drawn), `hook-tolerance-mc` also shifts the catch "
            + "±0.05 mm (new geometry every sample); about half the samples lock, and a lock needs three exact runs "
            + "more than a separable sample (the critical μ: the runs at μ = 0 and the two that confirm the stick "
            + "threshold). κ does not change an exact path, so in `hook-friction-mc` these three repeat from sample "
            + "to sample and each worker computes them once (verdict runs shared in its sweep context), as it builds "
            + "the C-space polynomials once; in `hook-tolerance-mc` every sample builds its own. On a shared machine "
            + "wall times follow the load; `StudyTiming` also reads the worker "
            + "threads' own CPU clocks, which other processes do not advance, and gives the throughput those threads "
            + "would reach on dedicated cores.\n\n"
            + "**Projection, 10⁶ samples on 100 cores.** From the CPU time per sample of `StudyTiming` "
            + "(`hook-friction-mc`, 2 threads): 10⁶ × c / 100 for c ms of CPU per sample, plus Spark's start-up and "
            + "its overhead per sample (the `study-spark.sh` row) divided over the cores; see the study area's "
            + "figures below for c. With c = 1.7 ms (warm: after 3000 samples) that is 10⁶ × 1.7 ms / 100 = 17 s of "
            + "analysis, plus Spark's start-up (about 7 s of CPU, about 9 s of wall time "
            + "under load 11) and its overhead per sample (within the noise of the measurement, ±0.1 ms of CPU), "
            + "which is below a second over 100 cores. Each worker keeps one sweep context for all its samples (a Spark partition one per "
            + "partition), so the figure holds for long runs of samples of one geometry. The samples are "
            + "independent and no state is shared between workers, so the only limit to linear scaling is the "
            + "driver collecting rows (10⁶ rows of ~120 bytes, ~120 MB in batches)."),
        new Area("cli", "Command line (whole process)",
            "`./snapfit` from a cold JVM through the launcher (C1-only JIT, serial collector, class-data archive), "
            + "every output file written: median wall time of the runs and the largest resident set."));

    /** The rows, in the order of the file. */
    public static final List<Row> ROWS = List.of(
        new Row("algebra.isolate", "algebra",
            "Isolate every real root of a random quartic with 32-bit coefficients (`AlgebraBenchmark.isolateQuartic`)",
            "≤ 3 µs (target); PARI `polrootsreal` 31 µs, CGAL's algebraic kernel 84 µs, FLINT real-root count "
            + "6.5 µs, a plain Java Descartes bisection 35 µs",
            Kind.JMH, "algebra.AlgebraBenchmark.isolateQuartic$ -f 1 -wi 3 -i 5 -w 1s -r 1s",
            "algebra.AlgebraBenchmark.isolateQuartic$ " + QUICK_AVG),
        new Row("algebra.compare-cold", "algebra",
            "Compare two degree-4 algebraic numbers, cold: each fresh from isolation (`ColdCompareBenchmark`)",
            "≤ 1 µs (target); CGAL 3.8–6.1 µs",
            Kind.JMH, "algebra.ColdCompareBenchmark -f 2 -wi 3 -i 5 -w 1s -r 1s", null),
        new Row("algebra.compare-warm", "algebra",
            "The same with the enclosures already refined: the filter decides (`AlgebraBenchmark.compareDegree4`)",
            "—",
            Kind.JMH, "algebra.AlgebraBenchmark.compareDegree4$ -f 1 -wi 3 -i 5 -w 1s -r 1s", null),
        new Row("algebra.sign", "algebra",
            "Sign of a random quartic at a degree-4 number: filter then exact / exact path only "
            + "(`signOfQuarticAtDegree4`, `signOfQuarticAtDegree4Exact`)",
            "— (how much the certified filter saves)",
            Kind.JMH, "algebra.AlgebraBenchmark.signOfQuarticAtDegree4 -f 1 -wi 3 -i 5 -w 1s -r 1s", null),
        new Row("face.random-10k", "face",
            "Face of the start among 10⁴ random arcs (`FreeFaceBench.singleFace`, `large/random_10000_s1.txt`, "
            + "11 308 arcs)",
            "≤ 5 s (target); CGAL's full arrangement of 10⁴ random arcs 505 s",
            Kind.JMH, "arrangement.FreeFaceBench.singleFace -f 1 -wi 1 -i 3 -p instance=large/random_10000_s1.txt",
            null),
        new Row("face.pawl-17k", "face",
            "Face of the start in a pawl-against-rack C-space (`large/pawl_24_740_s15.txt`, 17 510 arcs; the face "
            + "is most of the arrangement)",
            "≤ 2 s (target); CGAL's full arrangement of a 17 583-arc pawl instance 155 s",
            Kind.JMH, "arrangement.FreeFaceBench.singleFace -f 1 -wi 2 -i 6 -p instance=large/pawl_24_740_s15.txt",
            null),
        new Row("face.small", "face",
            "Face of the start, CGAL instances `pawl_8_40_s15` (516 arcs) / `random_1000_s16` (1 127 arcs)",
            "—",
            Kind.JMH, "arrangement.FreeFaceBench.singleFace -f 1 -wi 1 -i 3 "
            + "-p instance=pawl_8_40_s15.txt,random_1000_s16.txt",
            "arrangement.FreeFaceBench.singleFace -f 1 -wi 1 -i 2 -p instance=pawl_8_40_s15.txt"),
        new Row("face.full", "face",
            "Full arrangement (the test oracle), `pawl_8_40_s15` / `random_1000_s16`",
            "CGAL 5.5.1 `Arrangement_2`: 1 000 random arcs 3.4 s",
            Kind.JMH, "arrangement.FreeFaceBench.fullArrangement -f 1 -wi 0 -i 1 "
            + "-p instance=pawl_8_40_s15.txt,random_1000_s16.txt", null),
        new Row("face.merge", "face",
            "Face of the start by merge strategy, `pawl_8_40_s15`: FULL_BOUNDARIES / GSS "
            + "(`MergeStrategyBench`)",
            "— (why FULL_BOUNDARIES is the default)",
            Kind.JMH, "arrangement.MergeStrategyBench -p instance=pawl_8_40_s15.txt "
            + "-p strategy=FULL_BOUNDARIES,GSS -f 1 -wi 3 -i 5 -w 1s -r 1s", null),
        new Row("face.big-coefficient", "face",
            "Full arrangement of 60 random arcs with one coefficient of 7 / 19 digits (`BigCoefficientBench`, "
            + "`big_coefficient_60_s13_d7.txt` / `_d19.txt`; single shots)",
            "the 19-digit instance within about twice the 7-digit one; before comparisons separated close numbers "
            + "geometrically, one cold shot of the 19-digit one took 86 s (7.4 s for the 7-digit twin; "
            + "`FreeFaceBench.fullArrangement`, load 22)",
            Kind.JMH, "arrangement.BigCoefficientBench -f 1 -wi 2 -i 5", null),
        new Row("sweep.fresh", "sweep",
            "Exact insertion run with its C-space built (`SweepBench`, engine FILTERED, FRESH): s01 (one pawl) / "
            + "s08 (two pawls)",
            "≤ 2 ms (target)",
            Kind.JMH, "sweep.SweepBench -p engine=FILTERED -p cspace=FRESH -f 2 -wi 5 -i 5 -w 1s -r 1s",
            "sweep.SweepBench -p engine=FILTERED -p cspace=FRESH " + QUICK_AVG),
        new Row("sweep.cached", "sweep",
            "The same, the C-space from the per-mechanism cache (CACHED): s01 / s08",
            "—",
            Kind.JMH, "sweep.SweepBench -p engine=FILTERED -p cspace=CACHED -f 2 -wi 5 -i 5 -w 1s -r 1s", null),
        new Row("sweep.face-engine", "sweep",
            "The same with the face-pruned engine (FACE, FRESH): s01 / s08",
            "FILTERED above (why FILTERED is the default)",
            Kind.JMH, "sweep.SweepBench -p engine=FACE -p cspace=FRESH -f 2 -wi 5 -i 5 -w 1s -r 1s", null),
        new Row("sweep.rack-warm", "sweep",
            "64-edge pawl over a serrated rack of 33 / 126 / 249 / 1002 edges (`SerratedRackBench`, FILTERED), "
            + "warm: 10 shots after 8 warm-up shots",
            "≤ 1 s at 1002 edges (target)",
            Kind.JMH, "sweep.SerratedRackBench -p engine=FILTERED -p teeth=10,41,82,333 -f 1 -wi 8 -i 10",
            "sweep.SerratedRackBench -p engine=FILTERED -p teeth=10 -f 1 -wi 2 -i 3"),
        new Row("sweep.rack-cold", "sweep",
            "The 1002-edge rack in a barely warmed fork (3 shots after 1 warm-up shot)",
            "≤ 1 s (target)",
            Kind.JMH, "sweep.SerratedRackBench -p engine=FILTERED -p teeth=333 -f 1 -wi 1 -i 3", null),
        new Row("sweep.rack-face", "sweep",
            "The rack with the FACE engine, 33 / 249 edges (5 shots after 3 warm-ups)",
            "FILTERED above",
            Kind.JMH, "sweep.SerratedRackBench -p engine=FACE -p teeth=10,82 -f 1 -wi 3 -i 5", null),
        new Row("sweep.rack-naive", "sweep",
            "The rack with the naive engine (every constraint at every step), 33 / 126 edges, one cold shot each",
            "FILTERED above",
            Kind.JMH, "sweep.SerratedRackBench -p engine=NAIVE -p teeth=10,41 -f 1 -wi 0 -i 1", null),
        new Row("tracking.noswitch", "tracking",
            "`DistanceTracker.update`, ellipsoid vs sphere (8 octant patches each), switching test at every "
            + "update, no switch: Euler / RK2",
            "≤ 0.5 µs (target); FCL 1.7 µs per ellipsoid query",
            Kind.JMH, "tracking.DistanceTrackerBench.ellipsoidSphereNoSwitch$ -p method=EULER,RK2 "
            + "-f 3 -wi 10 -i 10 -w 2s -r 1s",
            "tracking.DistanceTrackerBench.ellipsoidSphereNoSwitch$ -p method=EULER " + QUICK_AVG),
        new Row("tracking.orbit", "tracking",
            "The same on an orbit with located switches, Euler",
            "—",
            Kind.JMH, "tracking.DistanceTrackerBench.ellipsoidSphere$ -p method=EULER -f 2 -wi 5 -i 5 -w 1s -r 1s",
            null),
        new Row("tracking.pair", "tracking",
            "`FeaturePairTracker.update`, RK2: curve–curve / patch–patch (`TrackerUpdateBench`)",
            "—",
            Kind.JMH, "tracking.TrackerUpdateBench -f 2 -wi 5 -i 5 -w 1s -r 1s", null),
        new Row("tracking.brep-pairs", "tracking",
            "Minimum distance between CAD solids of every face type (`BrepDistance.at`, from scratch): the 216 "
            + "placed FreeCAD pairs of `test-data/tracking/cad/pairs.json`, per 216 queries (thread CPU per query "
            + "in parentheses)",
            "OCCT `distToShape` on the same 216 pairs: 13.76 s (63.7 ms per query; goal ≥ 100× faster)",
            Kind.JMH, "tracking.BrepDistanceBench.pairs216 -f 1 -wi 3 -i 5 -w 2s -r 2s",
            "tracking.BrepDistanceBench.pairs216 " + QUICK_AVG),
        new Row("tracking.brep-path", "tracking",
            "A 1000-step path of the 18-face rounded box past the 14-face non-convex L part (`BrepDistance.track`, "
            + "warm-started, the minimum a query from scratch finds at every step; distances only: switch location "
            + "off), per path of 1001 queries (thread CPU per query in parentheses)",
            "≤ 50 ms (target); row `tracking.brep-path-scratch`: the same path from scratch",
            Kind.JMH, "tracking.BrepDistanceBench.path1000$ -f 1 -wi 3 -i 5 -w 2s -r 2s", null),
        new Row("tracking.brep-path-scratch", "tracking",
            "The same path, each pose a query from scratch (`BrepDistance.at`), per path of 1001 queries (thread CPU "
            + "per query in parentheses)",
            "—",
            Kind.JMH, "tracking.BrepDistanceBench.path1000FromScratch -f 1 -wi 3 -i 5 -w 2s -r 2s", null),
        new Row("tracking.brep-path-switches", "tracking",
            "The same path with the switches of the closest feature pair located inside the steps (`BrepDistance."
            + "lastSwitches`, the default and `snapfit clearance --move`; 7 switches on this path), per path of 1001 "
            + "queries (thread CPU per query in parentheses)",
            "—",
            Kind.JMH, "tracking.BrepDistanceBench.path1000Switches -f 1 -wi 3 -i 5 -w 2s -r 2s", null),
        new Row("qp.step", "qp",
            "Cable of 100 particles with ~10 / ~50 contacts; 1 000 with ~100 / ~500; 10 000 with ~1 000 / ~5 000 "
            + "(`QpStepBench`)",
            "≤ 0.3 ms at 100 / ~10 (target); ≤ 5 ms at 1 000 / ~500 (target; OSQP 8.8 ms, cvxopt 15 ms)",
            Kind.JMH, "qp.QpStepBench -p particles=100,1000,10000 -p supportFraction=0.1,0.5 "
            + "-f 1 -wi 8 -i 5 -w 2s -r 2s",
            "qp.QpStepBench -p particles=100 -p supportFraction=0.1 -f 1 -wi 4 -i 3 -w 1s -r 1s"),
        new Row("qp.drape", "qp",
            "One `snapfit drape` step: cable of 1 000 particles held at both ends over a 100 000-triangle STL cylinder "
            + "read through cad-import (`DrapeStepBench`)",
            "≤ 10 ms (target)",
            Kind.JMH, "qp.DrapeStepBench -f 1 -wi 5 -i 5 -w 1s -r 1s", null),
        new Row("impulse.insert", "impulse",
            "One `snapfit insert` step with 8 continuous contacts (a cube clamped between two slabs, hand coupling) "
            + "(`InsertStepBench`)",
            "≤ 20 µs (target)",
            Kind.JMH, "impulse.InsertStepBench -f 1 -wi 5 -i 5 -w 1s -r 1s", null),
        new Row("impulse.insert-planar", "impulse",
            "One planar `snapfit insert` step with 8 continuous contacts (a free 20 mm square pressed by four walls, "
            + "each corner against two; hand coupling) (`PlanarInsertStepBench`)",
            "≤ 20 µs (target)",
            Kind.JMH, "impulse.PlanarInsertStepBench -f 1 -wi 5 -i 5 -w 1s -r 1s", null),
        new Row("impulse.resolve", "impulse",
            "d,c,rank = 3,2,2 / 6,4,4 / 12,8,8 (Cholesky path) / 6,8,5 / 12,8,4 (redundant contacts: "
            + "pseudo-inverse path), restitution 0.5 (`CollisionResolveBench`)",
            "≤ 2 µs for d ≤ 12, c ≤ 8 (target)",
            Kind.JMH, "impulse.CollisionResolveBench -f 2 -wi 5 -i 10 -w 1s -r 1s",
            "impulse.CollisionResolveBench " + QUICK_AVG),
        new Row("impulse.kernels", "impulse",
            "The same resolutions with every generated kernel family / without `FixedCholeskyKernels` / without "
            + "`FixedTriangularKernels` / without `FixedGramKernels` (their loop versions instead), per shape "
            + "3,2,2 / 6,4,4 / 12,8,8 / 6,8,5 / 12,8,4 (`CollisionResolveBench -p kernels`)",
            "— (A/B: a family is kept where its row is faster than the row without it)",
            Kind.JMH, "impulse.CollisionResolveBench -p kernels=all,no-cholesky,no-triangular,no-gram "
            + "-f 1 -wi 3 -i 5 -w 1s -r 1s", null),
        new Row("impulse.kernels-cpu", "impulse",
            "Each kernel family on / off, alternating batches of 20 000 resolutions, medians of 40 batches per "
            + "resolution, wall and thread CPU (`KernelAbTiming`)",
            "— (A/B)",
            Kind.SCRIPT, "java -cp bench/target/benchmarks.jar org.snapfit.bench.impulse.KernelAbTiming 40 20000",
            null),
        new Row("algebra.digits", "algebra",
            "Correctly rounded decimal digits of √2 + √3 (a root of x⁴ − 10x² + 1): 10³ / 10⁵ digits "
            + "(`DecimalDigitsBench`, what `snapfit roots --digits N` does per root)",
            "—",
            Kind.JMH, "algebra.DecimalDigitsBench -f 1 -wi 2 -i 5", null),
        new Row("cadimport.step", "cadimport",
            "STEP file of 10 MB (a cylinder replicated 1 710 times): Part 21 parse / parse + map to B-rep bodies "
            + "(`StepParseBench`)",
            "≤ 2 s for parse + map (target)",
            Kind.JMH, "cadimport.StepParseBench -f 1 -wi 2 -i 5", null),
        new Row("cadimport.section", "cadimport",
            "STEP read + section by a plane (FreeCAD assemblies of `test-data/section/`): `hook.step` (4 prisms) / "
            + "`two_prong.step` (7 parts, rounded ledges and a boss) / `e2e_round.step` (2 parts, a round lead-in) "
            + "(`SectionBench`)",
            "—",
            Kind.JMH, "cadimport.SectionBench -f 1 -wi 5 -i 5 -w 1s -r 1s",
            "cadimport.SectionBench -p file=hook.step " + QUICK_AVG),
        new Row("cadimport.section-islands", "cadimport",
            "Island search on a B-spline face the plane also crosses at its edges (a bicubic height field over "
            + "[0, 10]², 3 × 3 / 12 × 12 knot spans, cut by z = 0.75): the whole section of the face (`cut`: "
            + "marching from the edge crossings, Bézier sign cells, the marcher seeded from every undecided cell) "
            + "and the sign cells alone (`signCells`): cut 3 × 3 / cut 12 × 12 / signCells 3 × 3 / signCells 12 × 12 "
            + "(`IslandSearchBench`)",
            "—",
            Kind.JMH, "core.section.IslandSearchBench -f 1 -wi 3 -i 5 -w 1s -r 1s",
            "core.section.IslandSearchBench -p spans=3 " + QUICK_AVG),
        new Row("cadimport.dxf", "cadimport",
            "DXF read, polygonised at 0.01 mm: `simple_hook_r2000.dxf` / `all_entities_r2000.dxf` / "
            + "`insert_bricscad_level_1.dxf` (`DxfReadBenchmark`)",
            "—",
            Kind.JMH, "cadimport.DxfReadBenchmark -f 1 -wi 3 -i 5 -w 1s -r 1s",
            "cadimport.DxfReadBenchmark -p file=simple_hook_r2000.dxf " + QUICK_AVG),
        new Row("cadimport.dxf-scale", "cadimport",
            "DXF read of generated drawings, mechanism layers only: a small mechanism + 10⁶ LINEs on an unrelated "
            + "layer (skimmed) / + 10⁵ shuffled loose LINEs chained into 25 000 squares (`DxfScaleBenchmark`)",
            "seconds for the skimmed drawing; ≤ 2 s for the 10⁵ chained lines (targets)",
            Kind.JMH, "cadimport.DxfScaleBenchmark -f 1 -wi 3 -i 5 -w 2s -r 2s", null),
        new Row("analysis.facade-hook", "analysis",
            "`Analysis.run` of `test-data/dxf/hook_mechanism.json` / the same with `toJson()` (`AnalyzeBench`)",
            "≤ 60 ms for `run` (target)",
            Kind.JMH, "analysis.AnalyzeBench -f 1 -wi 5 -i 8 -w 2s -r 2s",
            "analysis.AnalyzeBench.run$ " + QUICK_AVG),
        new Row("cli.serve-hook", "cli",
            "A warm `POST /v1/analyze` round trip of `test-data/dxf/hook_mechanism.json` to `snapfit serve` over "
            + "loopback HTTP, the whole report back (`ServeBench`)",
            "≤ 100 ms (target)",
            Kind.JMH, "cli.ServeBench -f 1 -wi 5 -i 8 -w 2s -r 2s",
            "cli.ServeBench " + QUICK_AVG),
        new Row("study.local", "study",
            "Embedded engine, time per sample with 1 / 2 worker threads: `hook-friction-mc` 1 / 2, "
            + "`hook-tolerance-mc` 1 / 2 (`StudyBench.longBatch`, 1000 new samples per invocation; ten 5 s warm-up "
            + "iterations: with 2 workers on 2 cores the JIT compiles beside them and takes longer to settle)",
            "≥ 500 samples/s on 2 cores warm, i.e. ≤ 2 ms per sample at 2 threads (target); ≥ 1.8× from 1 to 2",
            Kind.JMH, "study.StudyBench.longBatch -f 1 -wi 10 -i 5 -w 5s -r 5s "
                + "-p study=test-data/study/hook-friction-mc.json,test-data/study/hook-tolerance-mc.json",
            "study.StudyBench -p threads=2 " + QUICK_AVG),
        new Row("study.cpu", "study",
            "Embedded engine on `hook-friction-mc`, 1 / 2 threads: wall throughput, the workers' CPU time per sample "
            + "and the throughput on dedicated cores (`StudyTiming`, 3000 samples after 3000 warm-up ones)",
            "≥ 500 samples/s on 2 cores (target); speed-up = 2 × CPU(1 thread) / CPU(2 threads) ≥ 1.8",
            Kind.SCRIPT, "java -cp bench/target/benchmarks.jar org.snapfit.bench.study.StudyTiming "
                + "test-data/study/hook-friction-mc.json 3000 3000 1 2", null),
        new Row("study.spark", "study",
            "Spark `local[2]` against the embedded engine on 2 threads, `hook-friction-mc` at 50 and 250 samples "
            + "through `./snapfit`: T = start-up + N × per-sample, wall and process CPU (user + system)",
            "— (the same rows; samples.csv compared byte for byte)",
            Kind.SCRIPT, "bench/study-spark.sh 50 250", null),
        new Row("cli.two-prong", "cli",
            "`analyze` of a two-pawl drawing (~100 edges per pawl; the retraction self-locks and its critical μ is "
            + "found)",
            "≤ 1.5 s (target)",
            Kind.WALL, "analyze test-data/dxf/two_prong_mechanism.json",
            "analyze test-data/dxf/two_prong_mechanism.json"),
        new Row("cli.step-s01", "cli",
            "`analyze` of a three-part FreeCAD assembly cut by a plane (`s01-ramp-snap-speed2`: pawl, hinge pin, "
            + "ramp): STEP read, section and the full analysis",
            "≤ 2 s (target)",
            Kind.WALL, "analyze test-data/section/s01-ramp-snap-speed2.section.json",
            "analyze test-data/section/s01-ramp-snap-speed2.section.json"),
        new Row("cli.step-hook", "cli",
            "`analyze` of the hook drawing's FreeCAD assembly (root, pawl, hinge pin, obstacle) cut by a plane; the "
            + "retraction self-locks and its critical μ is found",
            "≤ 2 s (target); the drawing itself: the `cli.hook` row",
            Kind.WALL, "analyze test-data/section/hook.section.json", null),
        new Row("cli.two-prong-mu", "cli",
            "The same with a friction sweep of 15 values",
            "≤ 3 s (target)",
            Kind.WALL, "analyze test-data/dxf/two_prong_mechanism.json --mu-range 0.1:0.8:0.05", null),
        new Row("cli.hook", "cli",
            "`analyze` of a one-pawl drawing (the README's first command)",
            "≤ 1.5 s (target)",
            Kind.WALL, "analyze test-data/dxf/simple_hook_r2000.dxf --friction 0.3 --stiffness 150", null),
        new Row("cli.s09-mu", "cli",
            "`analyze` of a mechanism file with a friction sweep of 15 values",
            "≤ 3 s (target)",
            Kind.WALL, "analyze test-data/snapfit/s09-cantilever-limit.json --mu-range 0.1:0.8:0.05", null),
        new Row("cli.s09", "cli",
            "`analyze` of a mechanism file (one pawl; the retraction self-locks and its critical μ is found)",
            "—",
            Kind.WALL, "analyze test-data/snapfit/s09-cantilever-limit.json", null),
        new Row("cli.s09-nocds", "cli",
            "The same without the launcher's class-data archive",
            "the row above (what the archive saves)",
            Kind.WALL, "SNAPFIT_NO_CDS=1 analyze test-data/snapfit/s09-cantilever-limit.json", null),
        new Row("cli.s09-c2", "cli",
            "The same with the JVM's default compilers and collector (C2 and G1)",
            "the s09 row (why the launcher stops at C1)",
            Kind.WALL, "SNAPFIT_JAVA_OPTS=-XX:+UseG1GC analyze test-data/snapfit/s09-cantilever-limit.json", null),
        new Row("cli.two-prong-g1", "cli",
            "`analyze` of the two-pawl drawing with C1 and the G1 collector",
            "the first row (why the launcher uses the serial collector)",
            Kind.WALL, "SNAPFIT_JAVA_OPTS=-XX:TieredStopAtLevel=1 analyze test-data/dxf/two_prong_mechanism.json",
            null));

    private BenchmarkCatalog() {
    }
}
