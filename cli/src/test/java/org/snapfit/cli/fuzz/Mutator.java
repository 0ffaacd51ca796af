package org.snapfit.cli.fuzz;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Seeded mutations of an input file's bytes, the way a careless user, a broken exporter or an attacker would damage
 * them: byte and bit flips, truncation, deleted and repeated ranges, splices from other files of the same kind,
 * numbers replaced by extremes or huge counts, deep nesting, tokens of the format in the wrong place, and invalid or
 * control-character text. The same seed always gives the same mutation. Not thread-safe (one random source).
 */
final class Mutator {

    /** Largest mutated input, in bytes (repetitions stop growing there). */
    static final int MAX_SIZE = 4 << 20;

    /** A number in text: an optional sign, digits with an optional fraction, an optional exponent. */
    private static final Pattern NUMBER = Pattern.compile("-?\\d+(?:\\.\\d+)?(?:[eE][-+]?\\d+)?");

    /** Values that break numeric code: zero, signs, the ends of the double range and beyond, non-numbers. */
    private static final String[] EXTREMES = {"0", "-0", "0.0", "1e4000", "-1e4000", "1e-4000", "1e308", "1e-320",
        "1.7976931348623157e308", "4.9e-324", "1e999999999", "-1e999999999", "NaN", "Infinity", "-Infinity", "1/0",
        "0/0", "99999999999999999999999999999999", "0.00000000000000000000000000000001", "-1", "1e12", "1e13",
        "3/7", "1e+4096", "1e-4096", "0x10", "1_000", "١٢", "\"\"", "null", "[]", "{}", "true"};

    /** Counts that overflow an int, allocate too much or run too long. */
    private static final String[] HUGE_COUNTS = {"2147483647", "2147483648", "4294967295", "4294967296",
        "1000000000", "100000000", "10000000", "99999999999999999999", "-2147483648", "65536", "1000001"};

    /** Bytes that are not valid UTF-8, terminal escape sequences and other control or format characters. */
    private static final byte[][] BAD_TEXT = {{(byte) 0xff}, {(byte) 0xc3, 0x28}, {(byte) 0xed, (byte) 0xa0,
        (byte) 0x80}, {(byte) 0xf4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, {(byte) 0xe2, (byte) 0x82},
        {0x1b, '[', '3', '1', 'm'}, {0x1b, ']', '0', ';', 'x', 0x07}, {0}, {0x7f}, {(byte) 0xc2, (byte) 0x9b},
        {(byte) 0xe2, (byte) 0x80, (byte) 0xae}, {(byte) 0xef, (byte) 0xbb, (byte) 0xbf}, {'\r'}, {'\t'}};

    /** The input's kind: what nests and which tokens are structural. */
    record Grammar(String open, String close, List<String> tokens, boolean binaryStl) {
    }

    private final SplittableRandom rnd;
    private final List<byte[]> corpus;
    private final Grammar grammar;

    /**
     * A mutator for one case.
     *
     * @param seed the case's seed
     * @param corpus every seed file of the kind (for splices)
     * @param grammar the kind's grammar
     */
    Mutator(long seed, List<byte[]> corpus, Grammar grammar) {
        this.rnd = new SplittableRandom(seed);
        this.corpus = corpus;
        this.grammar = grammar;
    }

    /**
     * A mutated input and what was done to it.
     *
     * @param bytes the input
     * @param description the mutations, in order
     */
    record Mutation(byte[] bytes, String description) {
    }

    /**
     * Applies one to three mutations to a seed input.
     *
     * @param seed the input
     * @return the mutated input
     */
    Mutation mutate(byte[] seed) {
        byte[] b = seed;
        List<String> what = new ArrayList<>();
        int n = 1 + rnd.nextInt(3);
        for (int i = 0; i < n; i++) {
            StringBuilder d = new StringBuilder();
            b = once(b, d);
            if (b.length > MAX_SIZE) {
                b = Arrays.copyOf(b, MAX_SIZE);
                d.append(", cut to ").append(MAX_SIZE);
            }
            what.add(d.toString());
        }
        return new Mutation(b, String.join("; ", what));
    }

    /**
     * Picks one element.
     *
     * @param <T> the type
     * @param xs the choices
     * @return one of them
     */
    <T> T pick(List<T> xs) {
        return xs.get(rnd.nextInt(xs.size()));
    }

    /**
     * A uniform double in [0, 1).
     *
     * @return the number
     */
    double uniform() {
        return rnd.nextDouble();
    }

    private byte[] once(byte[] b, StringBuilder d) {
        int op = rnd.nextInt(grammar.binaryStl() ? 12 : 11);
        int len = b.length;
        switch (op) {
            case 0: {
                if (len == 0) {
                    return insert(b, 0, bytes("{"), d.append("insert '{' into empty"));
                }
                int p = rnd.nextInt(len);
                byte[] c = b.clone();
                c[p] = (byte) rnd.nextInt(256);
                d.append("byte ").append(p).append(" := 0x").append(Integer.toHexString(c[p] & 0xff));
                return c;
            }
            case 1: {
                if (len == 0) {
                    return b;
                }
                int p = rnd.nextInt(len);
                byte[] c = b.clone();
                int bit = rnd.nextInt(8);
                c[p] ^= (byte) (1 << bit);
                d.append("bit ").append(bit).append(" of byte ").append(p).append(" flipped");
                return c;
            }
            case 2: {
                int p = len == 0 ? 0 : rnd.nextInt(len);
                d.append("truncated at ").append(p);
                return Arrays.copyOf(b, p);
            }
            case 3: {
                if (len == 0) {
                    return b;
                }
                int from = rnd.nextInt(len);
                int to = Math.min(len, from + 1 + rnd.nextInt(Math.max(1, len / 4)));
                d.append("deleted [").append(from).append(", ").append(to).append(")");
                byte[] c = new byte[len - (to - from)];
                System.arraycopy(b, 0, c, 0, from);
                System.arraycopy(b, to, c, from, len - to);
                return c;
            }
            case 4: {
                if (len == 0) {
                    return b;
                }
                int from = rnd.nextInt(len);
                int to = Math.min(len, from + 1 + rnd.nextInt(Math.min(len - from, 200)));
                int times = rnd.nextInt(4) == 0 ? 1 + rnd.nextInt(20_000) : 2 + rnd.nextInt(10);
                byte[] chunk = Arrays.copyOfRange(b, from, to);
                ByteArrayOutputStream o = new ByteArrayOutputStream();
                for (int k = 0; k < times && o.size() < MAX_SIZE; k++) {
                    o.writeBytes(chunk);
                }
                d.append("[").append(from).append(", ").append(to).append(") repeated ").append(times)
                        .append(" times");
                return insert(b, to, o.toByteArray(), new StringBuilder());
            }
            case 5: {
                byte[] other = pick(corpus);
                if (other.length == 0) {
                    return b;
                }
                int from = rnd.nextInt(other.length);
                int to = Math.min(other.length, from + 1 + rnd.nextInt(Math.max(1, other.length / 2)));
                int at = len == 0 ? 0 : rnd.nextInt(len + 1);
                int cut = len == 0 ? 0 : Math.min(len - at, rnd.nextInt(Math.max(1, (to - from) * 2)));
                d.append("splice of another file's [").append(from).append(", ").append(to).append(") at ")
                        .append(at).append(" replacing ").append(cut).append(" bytes");
                byte[] c = new byte[len - cut + (to - from)];
                System.arraycopy(b, 0, c, 0, at);
                System.arraycopy(other, from, c, at, to - from);
                System.arraycopy(b, at + cut, c, at + (to - from), len - at - cut);
                return c;
            }
            case 6:
                return replaceNumber(b, EXTREMES[rnd.nextInt(EXTREMES.length)], d);
            case 7:
                return replaceNumber(b, HUGE_COUNTS[rnd.nextInt(HUGE_COUNTS.length)], d);
            case 8: {
                int depth = rnd.nextInt(3) == 0 ? 10_000 + rnd.nextInt(200_000) : 50 + rnd.nextInt(2_000);
                int at = len == 0 ? 0 : rnd.nextInt(len + 1);
                String nest = grammar.open().repeat(depth) + grammar.close().repeat(depth);
                d.append("nesting ").append(depth).append(" deep at ").append(at);
                return insert(b, at, bytes(nest), new StringBuilder());
            }
            case 9: {
                String t = pick(grammar.tokens());
                int at = len == 0 ? 0 : rnd.nextInt(len + 1);
                int times = rnd.nextInt(5) == 0 ? 1 + rnd.nextInt(5_000) : 1;
                d.append("token '").append(t.replace("\n", "\\n")).append("' x").append(times).append(" at ")
                        .append(at);
                return insert(b, at, bytes(t.repeat(times)), new StringBuilder());
            }
            case 10: {
                byte[] bad = BAD_TEXT[rnd.nextInt(BAD_TEXT.length)];
                int at = len == 0 ? 0 : rnd.nextInt(len + 1);
                StringBuilder hex = new StringBuilder();
                for (byte x : bad) {
                    hex.append(String.format("%02x", x & 0xff));
                }
                d.append("bytes ").append(hex).append(" at ").append(at);
                return insert(b, at, bad, new StringBuilder());
            }
            default: {
                // a binary STL's triangle count (bytes 80..83), huge or off by one
                if (len < 84) {
                    return b;
                }
                byte[] c = b.clone();
                long n = ByteBuffer.wrap(c, 80, 4).order(ByteOrder.LITTLE_ENDIAN).getInt() & 0xffffffffL;
                long m = rnd.nextBoolean() ? 0xffffffffL - rnd.nextInt(1000) : n + rnd.nextInt(3) - 1;
                ByteBuffer.wrap(c, 80, 4).order(ByteOrder.LITTLE_ENDIAN).putInt((int) m);
                d.append("triangle count ").append(n).append(" := ").append(m);
                return c;
            }
        }
    }

    private byte[] replaceNumber(byte[] b, String value, StringBuilder d) {
        String s = new String(b, StandardCharsets.ISO_8859_1);
        Matcher m = NUMBER.matcher(s);
        List<int[]> spans = new ArrayList<>();
        while (m.find() && spans.size() < 10_000) {
            spans.add(new int[] {m.start(), m.end()});
        }
        if (spans.isEmpty()) {
            return insert(b, 0, bytes(value), d.append("no number: '").append(value).append("' inserted"));
        }
        int[] span = pick(spans);
        d.append("number at ").append(span[0]).append(" ('").append(s, span[0], span[1]).append("') := ")
                .append(value);
        byte[] v = value.getBytes(StandardCharsets.UTF_8);
        byte[] c = new byte[b.length - (span[1] - span[0]) + v.length];
        System.arraycopy(b, 0, c, 0, span[0]);
        System.arraycopy(v, 0, c, span[0], v.length);
        System.arraycopy(b, span[1], c, span[0] + v.length, b.length - span[1]);
        return c;
    }

    private static byte[] insert(byte[] b, int at, byte[] what, StringBuilder d) {
        byte[] c = new byte[b.length + what.length];
        System.arraycopy(b, 0, c, 0, at);
        System.arraycopy(what, 0, c, at, what.length);
        System.arraycopy(b, at, c, at + what.length, b.length - at);
        return c;
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
