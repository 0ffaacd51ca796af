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
        Path abs = dir.toAbsolutePath().normalize();
        Path parent = parentOf(abs, dir);
        for (String name : files.keySet()) {
            Path p = Path.of(name);
            if (name.isEmpty() || p.getNameCount() != 1 || p.isAbsolute() || ".".equals(name) || "..".equals(name)) {
                throw new IllegalArgumentException("file name \"" + name + "\"; expected a plain file name");
            }
        }
        boolean exists = Files.exists(abs);
        if (exists && !Files.isDirectory(abs)) {
            throw new FileSystemException(dir.toString(), null, "is a file; an output folder was expected");
        }
        if (exists) {
            for (String name : files.keySet()) {
                if (Files.isDirectory(abs.resolve(name), LinkOption.NOFOLLOW_LINKS)) {
                    throw new FileSystemException(dir.resolve(name).toString(), null, "is a folder and cannot be"
                            + " replaced by the output file of that name");
                }
            }
        }
        Files.createDirectories(parent);
        Path tmp = Files.createTempDirectory(parent, TEMP_PREFIX);
        try {
            for (Map.Entry<String, byte[]> f : files.entrySet()) {
                Files.write(tmp.resolve(f.getKey()), f.getValue());
            }
            if (!exists && renamedWhole(tmp, abs)) {
                tmp = null;
            } else {
                for (String name : files.keySet()) {
                    move(tmp.resolve(name), abs.resolve(name));
                }
            }
        } finally {
            if (tmp != null) {
                deleteShallow(tmp);
            }
        }
        List<Path> out = new ArrayList<>();
        for (String name : files.keySet()) {
            out.add(dir.resolve(name));
        }
        return out;
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

    /** Removes a temporary folder that holds only plain files written here. */
    private static void deleteShallow(Path tmp) throws IOException {
        try (var entries = Files.list(tmp)) {
            for (Path p : (Iterable<Path>) entries::iterator) {
                Files.deleteIfExists(p);
            }
        }
        Files.deleteIfExists(tmp);
    }
}
