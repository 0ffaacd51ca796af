package org.snapfit.cli;

/**
 * A command that reads one input file: a failure whose message starts with that file's name names it in the error
 * document's {@code file} ({@link Failure#aboutFile}).
 */
interface FileCommand {

    /**
     * The input file as the user wrote it.
     *
     * @return the file, or {@code null} when none was given
     */
    String inputFile();
}
