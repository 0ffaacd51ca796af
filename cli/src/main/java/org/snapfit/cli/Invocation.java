package org.snapfit.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.analysis.AnalysisRequest;
import org.snapfit.analysis.MechanismSources;
import org.snapfit.analysis.progress.CancellationToken;
import org.snapfit.core.io.InputFiles;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;

/**
 * How a command line is run: from a terminal or a script ({@link #CLI}), or inside {@code snapfit serve} for one
 * request (with the request's cancellation token, no progress lines, and perhaps a mechanism document sent inline
 * instead of a file). Immutable.
 *
 * @param token checked by long work; the server cancels it when a request's time runs out
 * @param progress whether long work reports progress on standard error
 * @param inlineMechanism the text of a {@code snapfit-mechanism/1} document standing for the command's FILE (whose
 *     name is then only its label), or empty to read FILE
 */
public record Invocation(CancellationToken token, boolean progress, Optional<String> inlineMechanism) {

    /** A command line run from a terminal or a script: never cancelled, progress on standard error. */
    public static final Invocation CLI = new Invocation(CancellationToken.NONE, true, Optional.empty());

    /**
     * Validates.
     *
     * @param token the token, not null
     * @param progress whether to report progress
     * @param inlineMechanism the inline document, if any
     */
    public Invocation {
        Objects.requireNonNull(token, "token");
        Objects.requireNonNull(inlineMechanism, "inlineMechanism");
    }

    /**
     * The mechanism a command's FILE stands for: the inline document when there is one, else the file.
     *
     * @param file the command's FILE
     * @param maxBytes the largest file read, bytes ({@code --max-input-size})
     * @return the mechanism
     * @throws org.snapfit.sweep.model.MechanismException for a bad document
     * @throws IOException if the file cannot be read (missing, too large, not UTF-8 text)
     */
    Mechanism mechanism(Path file, long maxBytes) throws IOException {
        if (inlineMechanism.isPresent()) {
            return MechanismJson.parse(inlineMechanism.get(), file.toString());
        }
        Path fn = file.getFileName();
        return MechanismJson.parse(InputFiles.readUtf8(file, maxBytes), fn == null ? file.toString() : fn.toString());
    }

    /**
     * The analysis request a command's FILE stands for: the inline document as an in-memory mechanism labelled by
     * FILE, else the file.
     *
     * @param file the command's FILE
     * @param maxBytes the largest file read, bytes ({@code --max-input-size})
     * @return the request (default options)
     * @throws org.snapfit.sweep.model.MechanismException for a bad inline document
     */
    AnalysisRequest request(Path file, long maxBytes) {
        return inlineMechanism.isPresent() ? AnalysisRequest.of(MechanismJson.parse(inlineMechanism.get(),
                file.toString()), file.toString())
                : AnalysisRequest.of(MechanismSources.file(file, maxBytes));
    }
}
