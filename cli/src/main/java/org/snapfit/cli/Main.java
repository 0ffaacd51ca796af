package org.snapfit.cli;

import java.io.PrintWriter;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.snapfit.analysis.Analysis;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code snapfit} command: entry point and the list of subcommands. Exit codes (docs/cli.md): 0 done
 * (whatever the verdict, unless {@code --check} is given), 1 the verdict contradicts the design intent
 * ({@code --check}), 2 bad input or usage (also no command at all: the usage goes to standard error), 3 internal
 * error. Every failure goes through one formatter ({@link Failure}): a message naming the file, line or entity and
 * field, never a stack trace (unless {@code --debug}), rendered as a line {@code snapfit: …} on standard error or,
 * with {@code --json} anywhere on the command line, as the {@code snapfit-error/1} document. Both output streams go
 * through a {@link TerminalSafeWriter}, so control characters from input files never reach the terminal raw.
 */
@Command(name = "snapfit",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = {
            "Exact snap-fit simulation: does it assemble, what push does it take, does it ever come apart.",
            "",
            "Run 'snapfit help COMMAND' for the options of one command."},
        footer = {
            "",
            "Exit codes: 0 done (whatever the verdict), 1 with --check: the verdict contradicts the design intent",
            "(analyze --intent permanent|releasable; a joint that does not assemble always does), 2 bad input or",
            "usage, 3 internal error. With --json every command prints its JSON document on standard output and a",
            "failure as a snapfit-error/1 document on the last line of standard error (docs/cli.md)."})
public final class Main implements Callable<Integer> {

    /** Exit code: done, whatever the verdict. */
    public static final int EXIT_OK = 0;
    /** Exit code of {@code --check}: the verdict contradicts the design intent (a jam always does). */
    public static final int EXIT_CHECK_FAILED = 1;
    /** Exit code: bad input or usage; diagnostics went to standard error. */
    public static final int EXIT_BAD_INPUT = 2;
    /** Exit code: internal error (a bug). */
    public static final int EXIT_INTERNAL = 3;

    /**
     * Width of the help texts, in columns, when the terminal's width is unknown (a pipe, a file, a test); on a
     * terminal the help follows its width ({@link HelpLayout}).
     */
    static final int USAGE_WIDTH = HelpLayout.FALLBACK_WIDTH;

    /**
     * The subcommands in the order {@code --help} lists them. Registered programmatically rather than in the
     * annotation: picocli builds the model of every registered command by reflection before parsing (its classes
     * are Java 5 class files, which the class-data archive cannot hold), so a run of one command registers only
     * that command — about a quarter second less start-up per run.
     */
    private static final Map<String, Function<Invocation, Object>> SUBCOMMANDS = subcommands();

    /** The option that makes every command print JSON documents, failures included. */
    static final String JSON_OPTION = "--json";
    /** The option that adds the stack trace to a failure. */
    static final String DEBUG_OPTION = "--debug";

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @CommandLine.Option(names = JSON_OPTION, description = "Failures as a snapfit-error/1 JSON document on standard error")
    private boolean json;

    /** The {@code --debug} option, accepted by every command (read from the arguments by {@link #run}). */
    @CommandLine.Option(names = DEBUG_OPTION, scope = CommandLine.ScopeType.INHERIT,
            description = "On an error, also print the Java stack trace (for a bug report).")
    private boolean debug;

    private static Map<String, Function<Invocation, Object>> subcommands() {
        Map<String, Function<Invocation, Object>> m = new LinkedHashMap<>();
        m.put("help", i -> new CommandLine.HelpCommand());
        m.put("analyze", AnalyzeCommand::new);
        m.put("study", i -> new StudyCommand());
        m.put("simulate", SimulateCommand::new);
        m.put("validate", ValidateCommand::new);
        m.put("inspect", i -> new InspectCommand());
        m.put("arrangement", i -> new ArrangementCommand());
        m.put("roots", i -> new RootsCommand());
        m.put("clearance", i -> new ClearanceCommand());
        m.put("drape", i -> new DrapeCommand());
        m.put("insert", i -> new InsertCommand());
        m.put("scene", i -> new SceneCommand());
        m.put("serve", i -> new ServeCommand());
        return Collections.unmodifiableMap(m);
    }

    /**
     * The names of the commands, in the order {@code --help} lists them.
     *
     * @return the names
     */
    static java.util.Set<String> commandNames() {
        return SUBCOMMANDS.keySet();
    }

    /**
     * The command line for these arguments: when the first argument names a command other than {@code help},
     * only that command is registered; otherwise (help, usage, an unknown command) all of them are.
     */
    static CommandLine commandLine(Invocation invocation, String... args) {
        CommandLine cl = new CommandLine(new Main());
        String first = args.length > 0 ? args[0] : "";
        if (SUBCOMMANDS.containsKey(first) && !"help".equals(first)) {
            cl.addSubcommand(first, SUBCOMMANDS.get(first).apply(invocation));
        } else {
            SUBCOMMANDS.forEach((name, make) -> cl.addSubcommand(name, make.apply(invocation)));
        }
        HelpLayout.apply(cl);
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
        report(err, Failure.of(Failure.USAGE, "missing command"), null, json, false);
        if (!json) {
            spec.commandLine().usage(err);
        }
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
        return run(out, err, Invocation.CLI, args);
    }

    /**
     * Runs the command line for a caller (the command line itself, or {@code snapfit serve} for one request) and
     * returns its exit code. Every failure is rendered by {@link Failure}: as text, or as the {@code snapfit-error/1}
     * document when {@code --json} is among the arguments (then no usage follows a usage error).
     *
     * @param out standard output
     * @param err standard error
     * @param invocation how the commands run (cancellation, progress)
     * @param args the arguments
     * @return the exit code
     */
    public static int run(PrintWriter out, PrintWriter err, Invocation invocation, String... args) {
        boolean json = hasOption(JSON_OPTION, args);
        boolean debug = hasOption(DEBUG_OPTION, args);
        PrintWriter safeOut = new PrintWriter(new TerminalSafeWriter(out));
        PrintWriter safeErr = new PrintWriter(new TerminalSafeWriter(err));
        int code;
        try {
            CommandLine cl = commandLine(invocation, args);
            cl.setOut(safeOut);
            cl.setErr(safeErr);
            cl.setParameterExceptionHandler((ex, a) -> {
                report(safeErr, Failure.from(ex), ex, json, false);
                if (!json) {
                    ex.getCommandLine().usage(safeErr);
                }
                return EXIT_BAD_INPUT;
            });
            cl.setExecutionExceptionHandler((ex, c, parsed) -> {
                Failure f = Failure.from(ex);
                if (c.getCommand() instanceof FileCommand) {
                    f = f.aboutFile(((FileCommand) c.getCommand()).inputFile());
                }
                return report(safeErr, f, ex, json, debug);
            });
            code = cl.execute(args);
        } catch (Throwable t) {
            // errors (out of memory, stack overflow) pass through picocli's exception handling
            code = report(safeErr, Failure.from(t), t, json, debug);
        }
        safeOut.flush();
        safeErr.flush();
        return code;
    }

    /** Whether an option stands among the arguments (before a {@code --} that ends the options). */
    static boolean hasOption(String option, String... args) {
        for (String a : args) {
            if ("--".equals(a)) {
                return false;
            }
            if (option.equals(a)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Writes a failure on standard error in the rendering asked for: its text line (then, with {@code --debug}, the
     * stack trace; without it, how to get one for an internal error), or its {@code snapfit-error/1} document as the
     * last line (the stack trace of {@code --debug} before it).
     *
     * @param err standard error
     * @param f the failure
     * @param thrown what was thrown (for {@code --debug})
     * @param json whether to write the JSON document
     * @param debug whether to print the stack trace
     * @return the exit code of the failure
     */
    static int report(PrintWriter err, Failure f, Throwable thrown, boolean json, boolean debug) {
        if (json) {
            if (debug && thrown != null) {
                thrown.printStackTrace(err);
            }
            err.print(f.json());
        } else {
            err.println(f.text());
            if (debug && thrown != null) {
                thrown.printStackTrace(err);
            } else if (f.isInternal()) {
                err.println("snapfit: run the same command with --debug to see where it happened");
            }
        }
        err.flush();
        return f.exitCode();
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
