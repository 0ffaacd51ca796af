package org.snapfit.study;

/**
 * The SplitMix64 generator of Steele, Lea and Flood ("Fast splittable pseudorandom number generators", OOPSLA
 * 2014): a 64-bit state advanced by the golden-ratio increment and mixed by the variant-13 finaliser. Its outputs
 * are specified bit for bit, so a study's draws are the same on every JVM and every machine of a cluster. Mutable,
 * not thread-safe; cheap to create (one per sample).
 */
final class SplitMix64 {

    /** The state increment: 2^64 / φ, odd. */
    static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;

    private long state;

    SplitMix64(long seed) {
        this.state = seed;
    }

    /** The variant-13 finaliser (a bijection of 64-bit words). */
    static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    long nextLong() {
        state += GOLDEN_GAMMA;
        return mix64(state);
    }

    /** A double in [0, 1): the top 53 bits of the next output. */
    double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    /** An integer in [0, bound) without modulo bias (rejection of the top partial range). */
    int nextInt(int bound) {
        long limit = (1L << 31) - ((1L << 31) % bound);
        while (true) {
            long r = nextLong() >>> 33;
            if (r < limit) {
                return (int) (r % bound);
            }
        }
    }

    /**
     * The generator of one stream of a seed: sample i of a study draws from stream i, so its values depend on the
     * seed and i alone (not on the order or the machine that computes it).
     */
    static SplitMix64 stream(long seed, long stream) {
        return new SplitMix64(mix64(seed) ^ mix64(stream * GOLDEN_GAMMA + 1));
    }
}
