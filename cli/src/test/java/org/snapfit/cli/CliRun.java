package org.snapfit.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * One in-process run of the command line, as a script sees it: the exit code, standard output and standard error.
 *
 * @param code the exit code
 * @param out standard output
 * @param err standard error
 */
record CliRun(int code, String out, String err) {

    /**
     * Runs the command line.
     *
     * @param args the arguments
     * @return what it printed and its exit code
     */
    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new CliRun(code, out.toString(), err.toString());
    }
}
