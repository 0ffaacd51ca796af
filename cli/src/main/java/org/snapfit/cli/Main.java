package org.snapfit.cli;

import java.io.PrintWriter;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.snapfit.analysis.Analysis;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code snapfit} command: entry point and the list of subcommands. Exit codes (docs/cli.md): 0 done
 * (whatever the verdict), 2 bad input or usage (also no command at all: the usage goes to standard error),
 * 3 internal error. Every failure of a command goes through one policy ({@link Failures}): a message naming the file,
 * line or entity and field, never a stack trace (unless {@code --debug}). Both output streams go through a
 * {@link TerminalSafeWriter}, so control characters from input files never reach the terminal raw.
 */
@Command(name = "snapfit",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = {
            "Exact snap-fit simulation: does it assemble, what push does it take, does it ever come apart.",
            "",
            "Run 'snapfit help COMMAND' for the options of one command."})
public final class Main implements Callable<Integer> {

    /** Exit code: done, whatever the verdict. */
    public static final int EXIT_OK = 0;
    /** Exit code: bad input or usage; diagnostics went to standard error. */
    public static final int EXIT_BAD_INPUT = 2;
    /** Exit code: internal error (a bug). */
    public static final int EXIT_INTERNAL = 3;

    /**
     * Width of the help texts, in columns: the descriptions are written as lines of at most this width, so picocli
     * prints them as written instead of re-wrapping them at its default of 80.
     */
    static final int USAGE_WIDTH = 120;

    /**
     * The subcommands in the order {@code --help} lists them. Registered programmatically rather than in the
     * annotation: picocli builds the model of every registered command by reflection before parsing (its classes
     * are Java 5 class files, which the class-data archive cannot hold), so a run of one command registers only
     * that command — about a quarter second less start-up per run.
     */
    private static final Map<String, Supplier<Object>> SUBCOMMANDS = subcommands();

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** The {@code --debug} option, accepted by every command (read from the arguments by {@link #run}). */
    @CommandLine.Option(names = "--debug", scope = CommandLine.ScopeType.INHERIT,
            description = "On an error, also print the Java stack trace (for a bug report).")
    private boolean debug;

    private static Map<String, Supplier<Object>> subcommands() {
        Map<String, Supplier<Object>> m = new LinkedHashMap<>();
        m.put("help", CommandLine.HelpCommand::new);
        m.put("analyze", AnalyzeCommand::new);
        m.put("study", StudyCommand::new);
        m.put("simulate", SimulateCommand::new);
        m.put("validate", ValidateCommand::new);
        m.put("inspect", InspectCommand::new);
        m.put("arrangement", ArrangementCommand::new);
        m.put("roots", RootsCommand::new);
        m.put("clearance", ClearanceCommand::new);
        m.put("drape", DrapeCommand::new);
        m.put("insert", InsertCommand::new);
        m.put("scene", SceneCommand::new);
        return Collections.unmodifiableMap(m);
    }

    /**
     * The command line for these arguments: when the first argument names a command other than {@code help},
     * only that command is registered; otherwise (help, usage, an unknown command) all of them are.
     */
    static CommandLine commandLine(String... args) {
        CommandLine cl = new CommandLine(new Main());
        String first = args.length > 0 ? args[0] : "";
        if (SUBCOMMANDS.containsKey(first) && !"help".equals(first)) {
            cl.addSubcommand(first, SUBCOMMANDS.get(first).get());
        } else {
            SUBCOMMANDS.forEach((name, make) -> cl.addSubcommand(name, make.get()));
        }
        cl.setUsageHelpWidth(USAGE_WIDTH);
        return cl;
    }

    /** Creates the command (picocli instantiates it). */
    public Main() {
    }

    /**
     * Runs when no command is given: that is a usage error, so the usage goes to standard error.
     *
     * @return {@link #EXIT_BAD_INPUT}
     */
    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        err.println("snapfit: missing command");
        spec.commandLine().usage(err);
        return EXIT_BAD_INPUT;
    }

    /**
     * Runs the command line and returns its exit code, without calling {@link System#exit}.
     *
     * @param out standard output
     * @param err standard error
     * @param args the arguments
     * @return the exit code
     */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        boolean debug = debugRequested(args);
        PrintWriter safeOut = new PrintWriter(new TerminalSafeWriter(out));
        PrintWriter safeErr = new PrintWriter(new TerminalSafeWriter(err));
        int code;
        try {
            CommandLine cl = commandLine(args);
            cl.setOut(safeOut);
            cl.setErr(safeErr);
            cl.setParameterExceptionHandler((ex, a) -> {
                safeErr.println("snapfit: " + ex.getMessage());
                ex.getCommandLine().usage(safeErr);
                return EXIT_BAD_INPUT;
            });
            cl.setExecutionExceptionHandler((ex, c, parsed) -> Failures.report(ex, safeErr, debug));
            code = cl.execute(args);
        } catch (Throwable t) {
            // errors (out of memory, stack overflow) pass through picocli's exception handling
            code = Failures.report(t, safeErr, debug);
        }
        safeOut.flush();
        safeErr.flush();
        return code;
    }

    /** Whether {@code --debug} is among the options (before a {@code --} that ends them). */
    static boolean debugRequested(String... args) {
        for (String a : args) {
            if ("--".equals(a)) {
                return false;
            }
            if ("--debug".equals(a)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The process entry point.
     *
     * @param args the arguments
     */
    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true, java.nio.charset.StandardCharsets.UTF_8);
        PrintWriter err = new PrintWriter(System.err, true, java.nio.charset.StandardCharsets.UTF_8);
        System.exit(run(out, err, args));
    }

    /**
     * The snapfit version (the analysis library's, set by the build).
     *
     * @return the version text, e.g. {@code 0.1.0-SNAPSHOT}
     */
    public static String version() {
        return Analysis.version();
    }

    /** The version line of {@code snapfit --version}. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"snapfit " + version()};
        }
    }
}
