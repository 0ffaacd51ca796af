package org.snapfit.cadimport.dxf.scale;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Generated DXF drawings for the reader's scale and budget checks (tests and the JMH benchmark
 * {@code bench/.../cadimport/DxfScaleBenchmark}): nested INSERT arrays, a mechanism drowned in unrelated LINEs, and a
 * mechanism whose obstacle is drawn with many loose LINEs. Plain R12-style ASCII (group code, value), millimetres.
 */
public final class DxfScaleFixtures {

    /** A small valid mechanism: a pawl square, its hinge, an obstacle square and a DIRECTION line. */
    private static final String MECHANISM = ""
            + "0\nLWPOLYLINE\n8\nPAWL-1\n90\n4\n70\n1\n10\n0\n20\n0\n10\n4\n20\n0\n10\n4\n20\n1\n10\n0\n20\n1\n"
            + "0\nPOINT\n8\nHINGE-1\n10\n0\n20\n0\n"
            + "0\nLWPOLYLINE\n8\nOBSTACLE\n90\n4\n70\n1\n10\n6\n20\n-3\n10\n7\n20\n-3\n10\n7\n20\n-2\n10\n6\n20\n-2\n"
            + "0\nLINE\n8\nDIRECTION\n10\n0\n20\n0\n11\n10\n21\n0\n";

    private DxfScaleFixtures() {
    }

    /**
     * Nested INSERT arrays: block B0 holds one LINE on layer OBSTACLE; block Bk inserts B(k-1) as a {@code cols} x
     * {@code rows} array spaced 2 cols^(k-1) by 2 rows^(k-1) mm (so no two copies overlap); model space inserts
     * B{@code levels} once. Expands to (cols rows)^levels LINEs and 1 + sum over k = 1..levels of (cols rows)^k block
     * copies.
     *
     * @param levels nesting levels, at least 1
     * @param cols columns of every array
     * @param rows rows of every array
     * @return the DXF text
     */
    public static String nestedArrays(int levels, int cols, int rows) {
        StringBuilder sb = new StringBuilder("0\nSECTION\n2\nBLOCKS\n");
        sb.append("0\nBLOCK\n2\nB0\n10\n0\n20\n0\n0\nLINE\n8\nOBSTACLE\n10\n0\n20\n0\n11\n1\n21\n0\n0\nENDBLK\n");
        long dx = 2;
        long dy = 2;
        for (int k = 1; k <= levels; k++) {
            sb.append("0\nBLOCK\n2\nB").append(k).append("\n10\n0\n20\n0\n");
            sb.append("0\nINSERT\n5\n").append(Integer.toHexString(0x100 + k).toUpperCase(Locale.ROOT))
                    .append("\n8\n0\n2\nB").append(k - 1).append("\n10\n0\n20\n0\n70\n").append(cols).append("\n71\n")
                    .append(rows).append("\n44\n").append(dx).append("\n45\n").append(dy).append("\n");
            sb.append("0\nENDBLK\n");
            dx *= cols;
            dy *= rows;
        }
        sb.append("0\nENDSEC\n0\nSECTION\n2\nENTITIES\n");
        sb.append("0\nINSERT\n5\nFF\n8\nOBSTACLE\n2\nB").append(levels).append("\n10\n0\n20\n0\n");
        sb.append("0\nENDSEC\n0\nEOF\n");
        return sb.toString();
    }

    /**
     * The small mechanism plus {@code n} LINEs on layer NOTES (a layer the mechanism does not use).
     *
     * @param n the number of unrelated lines
     * @return the DXF bytes (ASCII)
     */
    public static byte[] irrelevantLines(int n) {
        StringBuilder sb = new StringBuilder(64 * n + 1024);
        sb.append("0\nSECTION\n2\nENTITIES\n").append(MECHANISM);
        for (int i = 0; i < n; i++) {
            int x = i % 1000;
            int y = i / 1000;
            sb.append("0\nLINE\n8\nNOTES\n10\n").append(x).append(".5\n20\n").append(y).append("\n11\n").append(x + 1)
                    .append(".25\n21\n").append(y).append(".75\n");
        }
        return sb.append("0\nENDSEC\n0\nEOF\n").toString().getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    }

    /**
     * The small mechanism plus {@code squares} unit squares on layer OBSTACLE-GRID, each drawn as four loose LINEs;
     * the 4 x squares lines are shuffled and each is reversed or not at random (seeded), so chaining must find
     * every square's ring. Squares lie on a grid with gaps of 1 mm: expected result, {@code squares} closed outlines
     * of 4 vertices and area 1.
     *
     * @param squares the number of squares
     * @param seed the shuffle's seed
     * @return the DXF bytes (ASCII)
     */
    public static byte[] looseSquares(int squares, long seed) {
        Random rnd = new Random(seed);
        List<String> lines = new ArrayList<>(4 * squares);
        int side = (int) Math.ceil(Math.sqrt(squares));
        for (int i = 0; i < squares; i++) {
            int x = 2 * (i % side);
            int y = 100 + 2 * (i / side);
            int[][] c = {{x, y}, {x + 1, y}, {x + 1, y + 1}, {x, y + 1}};
            for (int k = 0; k < 4; k++) {
                int[] a = c[k];
                int[] b = c[(k + 1) % 4];
                if (rnd.nextBoolean()) {
                    int[] t = a;
                    a = b;
                    b = t;
                }
                lines.add("0\nLINE\n8\nOBSTACLE-GRID\n10\n" + a[0] + "\n20\n" + a[1] + "\n11\n" + b[0] + "\n21\n" + b[1]
                        + "\n");
            }
        }
        Collections.shuffle(lines, rnd);
        StringBuilder sb = new StringBuilder(48 * lines.size() + 1024);
        sb.append("0\nSECTION\n2\nENTITIES\n").append(MECHANISM);
        for (String l : lines) {
            sb.append(l);
        }
        return sb.append("0\nENDSEC\n0\nEOF\n").toString().getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    }
}
