/**
 * {@code snapfit serve}: a local HTTP/1.1 + JSON server for CAD plugin hosts, answering the command line's documents
 * without paying a JVM start per call.
 *
 * <p><b>Semantics.</b> Binds to the loopback address only. Each request runs the same command code as the command
 * line ({@code Main.run}), so a document is byte-identical to the command's standard output and a failure is the same
 * {@code snapfit-error/1} document, with an HTTP status. Work runs on a bounded pool with a bounded queue, a size limit
 * per request body and a time limit per request (the analysis is cancelled when it runs out). Nothing is written to
 * disk unless a request names an output folder. Depends on the JDK's {@code com.sun.net.httpserver} only.
 */
package org.snapfit.cli.serve;
