package org.snapfit.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code snapfit scene} parent command: runnable example scenes of the numeric methods. It holds no scene
 * logic of its own; each scene is a picocli subcommand class listed in {@code subcommands} (the QP scenes
 * {@code cable-pulley} and {@code cable-cylinder}; other numeric modules add theirs, e.g. {@code linkage-box}).
 * Run without a subcommand it prints its usage.
 */
@Command(name = "scene",
        header = "Run one of the built-in example scenes of the numeric methods and write its results.",
        mixinStandardHelpOptions = true,
        description = {
            "Run one of the built-in example scenes of the numeric methods and write its results",
            "(scene.json with per-step diagnostics and a summary, frames CSV, a picture of the final state)."},
        footerHeading = "%nExamples:%n",
        footer = {
            "  snapfit scene cable-pulley --particles 100 --steps 400 --dt 0.001 --out out/pulley",
            "  snapfit scene cable-cylinder --out out/cylinder",
            "  snapfit scene linkage-box --restitution 1 --steps 5000 --out out/linkage",
            "  snapfit scene help cable-pulley"},
        subcommands = {CommandLine.HelpCommand.class, CablePulleyCommand.class, CableCylinderCommand.class,
            LinkageBoxCommand.class})
public final class SceneCommand implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** Creates the command (picocli instantiates it). */
    public SceneCommand() {
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /**
     * Refuses {@code --out -}: a scene writes several files, so its folder cannot be standard output.
     *
     * @param out the folder
     * @throws CommandInputException if it is {@code -}
     */
    static void refuseStdout(java.nio.file.Path out) {
        if ("-".equals(out.toString())) {
            throw CommandInputException.option("--out", "--out -: a scene writes several files (scene.json, a CSV, a"
                    + " picture) and needs a folder; --json prints scene.json on standard output");
        }
    }
}
