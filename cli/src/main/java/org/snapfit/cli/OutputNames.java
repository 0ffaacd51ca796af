package org.snapfit.cli;

import java.nio.file.Path;
import java.text.Normalizer;
import java.util.Locale;
import java.util.Optional;

/**
 * Names of output folders derived from text in input files (a mechanism's name, a file's stem). The result is
 * always a single, non-empty, portable folder name of at most {@link #MAX_LENGTH} characters: lower-case ASCII
 * letters, digits and single hyphens inside (accents are dropped, every other run of characters becomes one hyphen),
 * so it can never be {@code .} or {@code ..}, hold a separator or a control character, or leave the output root.
 * Stateless.
 */
final class OutputNames {

    /** Longest derived folder name, in characters (well below the 255 bytes most file systems allow). */
    static final int MAX_LENGTH = 64;

    /** The folder name used when neither the mechanism's name nor the file's name has a letter or digit. */
    static final String FALLBACK = "mechanism";

    private OutputNames() {
    }

    /**
     * A derived folder name and, when it is not simply the mechanism's name made safe, why.
     *
     * @param name the folder name
     * @param note what was done (e.g. the name was shortened), for a line on standard error
     */
    record Folder(String name, Optional<String> note) {
    }

    /**
     * The folder name for a mechanism read from a file.
     *
     * @param mechanismName the mechanism's name (any text, possibly empty)
     * @param file the input file (its name without extension is the second choice)
     * @return the folder name and a note if it is not the mechanism's name made safe
     */
    static Folder forMechanism(String mechanismName, Path file) {
        String slug = slug(mechanismName);
        if (!slug.isEmpty()) {
            boolean shortened = slugUnbounded(mechanismName).length() > MAX_LENGTH;
            return new Folder(slug, shortened ? Optional.of("the mechanism's name is shortened to " + MAX_LENGTH
                    + " characters") : Optional.empty());
        }
        Path fn = file.getFileName();
        String fromFile = slug(stem(fn == null ? "" : fn.toString()));
        String why = mechanismName.isBlank() ? "the mechanism has no name" : "the mechanism's name has no letter or"
                + " digit";
        if (!fromFile.isEmpty()) {
            return new Folder(fromFile, Optional.of(why + "; the folder is named after the file"));
        }
        return new Folder(FALLBACK, Optional.of(why + ", nor has the file's name"));
    }

    /**
     * A safe folder name from any text: lower-case ASCII letters and digits, other runs as one hyphen, no hyphen at
     * either end, at most {@link #MAX_LENGTH} characters (cut at a hyphen where one is near the end).
     *
     * @param text the text
     * @return the name, empty if the text has no letter or digit
     */
    static String slug(String text) {
        String s = slugUnbounded(text);
        if (s.length() <= MAX_LENGTH) {
            return s;
        }
        s = s.substring(0, MAX_LENGTH);
        int cut = s.lastIndexOf('-');
        return (cut >= MAX_LENGTH / 2 ? s.substring(0, cut) : s).replaceAll("-+$", "");
    }

    private static String slugUnbounded(String text) {
        String plain = Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        return plain.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
    }

    /**
     * A file name without its extension.
     *
     * @param name the file name
     * @return the name up to its last dot (the whole name if the dot is first or absent)
     */
    static String stem(String name) {
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
