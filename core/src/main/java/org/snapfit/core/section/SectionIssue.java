package org.snapfit.core.section;

import java.util.Objects;
import java.util.Optional;

/**
 * Something a section found worth telling: an approximation and its bound, a plane that touches a face, an open
 * or self-intersecting section loop. It names the B-rep feature (a {@link org.snapfit.core.body.Face},
 * {@link org.snapfit.core.body.Edge}, {@link org.snapfit.core.body.Vertex} or {@link org.snapfit.core.body.Body})
 * so that a reader can add the file's entity and line. Immutable.
 *
 * @param level how serious it is
 * @param kind what it is
 * @param feature the feature it concerns, if any
 * @param message the text, without the file or part name
 */
public record SectionIssue(Level level, Kind kind, Optional<Object> feature, String message) {

    /** How serious an issue is. */
    public enum Level {
        /** For information (an approximation and its bound). */
        INFO,
        /** The section is usable but degenerate somewhere (a tangency). */
        WARNING,
        /** The section is not usable as a closed outline. */
        ERROR
    }

    /** What an issue is about. */
    public enum Kind {
        /** A curve was replaced by a polygon within the chord tolerance. */
        APPROXIMATED,
        /** The plane touches a face, an edge or a vertex without crossing it, or contains a face. */
        TANGENT,
        /** A section loop could not be closed. */
        OPEN_LOOP,
        /** A section loop crosses itself or another loop. */
        SELF_INTERSECTING,
        /** The data are inconsistent (a face's boundary crossings do not pair up). */
        INCONSISTENT
    }

    /**
     * Validates.
     *
     * @param level the level
     * @param kind the kind
     * @param feature the feature
     * @param message the message
     */
    public SectionIssue {
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(feature, "feature");
        Objects.requireNonNull(message, "message");
    }
}
