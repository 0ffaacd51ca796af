package org.snapfit.core.io;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Writes output so that a failed run never leaves a half-written result in place of a good one. Everything is
 * written into a temporary sibling first (a name starting with {@link #TEMP_PREFIX} in the same folder, so on the
 * same file system) and moved into place only when complete:
 * <ul>
 *   <li>a single file replaces the old one by one atomic rename;</li>
 *   <li>a folder that does not exist yet appears whole, by one rename of the temporary folder;</li>
 *   <li>in a folder that exists (it may hold other files, which are left alone) each file replaces its old version
 *       by an atomic rename, in the given order, after all of them are complete.</li>
 * </ul>
 * Before anything is written, a target that is a folder (where a file should go) or a file (where a folder should
 * go) is refused. If writing fails, the temporary sibling is removed and the previous output stays as it was.
 * Where the file system cannot rename atomically, a plain move is used. A symbolic link at a target is replaced by
 * the new file, never followed. Stateless and thread-safe (two runs writing the same target at once each leave a
 * complete set of files; which one wins is not defined).
 */
public final class AtomicOutput {

    /** The name prefix of the temporary sibling files and folders. */
    public static final String TEMP_PREFIX = ".snapfit-partial-";

    private AtomicOutput() {
    }

    /**
     * Writes one file, creating its folder if needed.
     *
     * @param file the file
     * @param content its bytes
     * @return {@code file}
     * @throws IOException if the target is a folder, or the file or its folder cannot be written (the message
     *     names the path); the old file, if any, is then unchanged
     */
    public static Path writeFile(Path file, byte[] content) throws IOException {
        Objects.requireNonNull(content, "content");
        Path abs = file.toAbsolutePath().normalize();
        Path parent = parentOf(abs, file);
        if (Files.isDirectory(abs, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileSystemException(file.toString(), null, "is a folder; a file was expected");
        }
        Files.createDirectories(parent);
        Path tmp = Files.createTempFile(parent, TEMP_PREFIX, ".tmp");
        try {
            Files.write(tmp, content);
            move(tmp, abs);
            tmp = null;
        } finally {
            if (tmp != null) {
                Files.deleteIfExists(tmp);
            }
        }
        return file;
    }

    /**
     * Writes a folder of files, creating it (and its parents) if needed.
     *
     * @param dir the folder
     * @param files file name (a plain name, no folder part) to content, in the order the files are moved into place
     * @return the written paths ({@code dir.resolve(name)}) in the map's order
     * @throws IOException if {@code dir} is a file, one of the names is a folder inside it, or something cannot be
     *     written (the message names the path); the folder's old files are then unchanged
     * @throws IllegalArgumentException if a name is not a plain file name
     */
    public static List<Path> writeFolder(Path dir, Map<String, byte[]> files) throws IOException {
        Path staging = stage(dir, files.keySet());
        try {
            for (Map.Entry<String, byte[]> f : files.entrySet()) {
                Files.write(staging.resolve(f.getKey()), f.getValue());
            }
        } catch (IOException | RuntimeException e) {
            discard(staging);
            throw e;
        }
        return commit(staging, dir, files.keySet());
    }

    /**
     * Prepares a folder of files that are too large to hold in memory (a scene's frames): checks the target as
     * {@link #writeFolder} does and creates the temporary sibling folder that the caller writes the files into, then
     * hands to {@link #commit} (or, on failure, to {@link #discard}).
     *
     * @param dir the output folder
     * @param names the plain file names that will be written
     * @return the temporary folder to write the files into
     * @throws IOException if {@code dir} is a file, one of the names is a folder inside it, or the temporary folder
     *     cannot be created
     * @throws IllegalArgumentException if a name is not a plain file name
     */
    public static Path stage(Path dir, Collection<String> names) throws IOException {
        Path abs = dir.toAbsolutePath().normalize();
        Path parent = parentOf(abs, dir);
        for (String name : names) {
            Path p = Path.of(name);
            if (name.isEmpty() || p.getNameCount() != 1 || p.isAbsolute() || ".".equals(name) || "..".equals(name)) {
                throw new IllegalArgumentException("file name \"" + name + "\"; expected a plain file name");
            }
        }
        if (Files.exists(abs) && !Files.isDirectory(abs)) {
            throw new FileSystemException(dir.toString(), null, "is a file; an output folder was expected");
        }
        for (String name : names) {
            if (Files.isDirectory(abs.resolve(name), LinkOption.NOFOLLOW_LINKS)) {
                throw new FileSystemException(dir.resolve(name).toString(), null, "is a folder and cannot be"
                        + " replaced by the output file of that name");
            }
        }
        Files.createDirectories(parent);
        return Files.createTempDirectory(parent, TEMP_PREFIX);
    }

    /**
     * Moves the complete files of a temporary folder made by {@link #stage} into the output folder: the whole
     * folder by one rename when the output folder does not exist, else each file by an atomic rename in the given
     * order. The temporary folder is removed.
     *
     * @param staging the temporary folder
     * @param dir the output folder
     * @param names the file names, in the order they are moved
     * @return the paths {@code dir.resolve(name)} in that order
     * @throws IOException if a move fails (the temporary folder is then removed)
     */
    public static List<Path> commit(Path staging, Path dir, Collection<String> names) throws IOException {
        Path abs = dir.toAbsolutePath().normalize();
        try {
            if (!(!Files.exists(abs) && renamedWhole(staging, abs))) {
                for (String name : names) {
                    move(staging.resolve(name), abs.resolve(name));
                }
                discard(staging);
            }
        } catch (IOException | RuntimeException e) {
            discard(staging);
            throw e;
        }
        List<Path> out = new ArrayList<>();
        for (String name : names) {
            out.add(dir.resolve(name));
        }
        return out;
    }

    /**
     * Removes a temporary folder made by {@link #stage} and the plain files in it; nothing if it is gone.
     *
     * @param staging the temporary folder
     * @throws IOException if it cannot be removed
     */
    public static void discard(Path staging) throws IOException {
        if (!Files.isDirectory(staging, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (var entries = Files.list(staging)) {
            for (Path p : (Iterable<Path>) entries::iterator) {
                Files.deleteIfExists(p);
            }
        }
        Files.deleteIfExists(staging);
    }

    /** Renames the complete temporary folder to the new folder; false if the folder appeared meanwhile. */
    private static boolean renamedWhole(Path tmp, Path abs) throws IOException {
        try {
            try {
                Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs);
            }
            return true;
        } catch (FileAlreadyExistsException | DirectoryNotEmptyException e) {
            if (!Files.isDirectory(abs)) {
                throw e;
            }
            return false;
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static Path parentOf(Path abs, Path given) throws FileSystemException {
        Path parent = abs.getParent();
        if (parent == null) {
            throw new FileSystemException(given.toString(), null, "is a file-system root; name a file or folder"
                    + " inside it");
        }
        return parent;
    }
}
