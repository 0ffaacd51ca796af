package org.snapfit.analysis.plot;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Places the text labels of vertical event markers in staggered rows so that no two overlap: each label sits beside
 * its marker line (to the right, or to the left where the right edge of the plot would cut it), in the first row
 * whose previous label ends at least {@link #GAP} before it; a label that finds no free row among
 * {@code maxRows} falls back to its short text (the event number), and is left out only if even that finds none (the
 * marker line stays, and the event table lists every event). The marker line itself is the leader from the label
 * to its position. Pure and deterministic; units are pixels of the drawing.
 */
final class LabelLayout {

    /** Least horizontal space between two labels in one row, px. */
    static final double GAP = 6;
    /** Space between a marker line and its label, px. */
    static final double PAD = 2;

    private LabelLayout() {
    }

    /**
     * A label to place.
     *
     * @param x the marker's x, px
     * @param text the full text
     * @param width the full text's width, px
     * @param shortText the fallback text (the event number)
     * @param shortWidth its width, px
     */
    record Label(double x, String text, double width, String shortText, double shortWidth) {
    }

    /**
     * A placed label.
     *
     * @param label the label
     * @param text the text drawn (full or short)
     * @param left the text's left edge, px
     * @param width the text's width, px
     * @param row the row, 0 nearest the plot's edge
     */
    record Placed(Label label, String text, double left, double width, int row) {

        /**
         * The right edge.
         *
         * @return left + width, px
         */
        double right() {
            return left + width;
        }
    }

    /**
     * Lays labels out between {@code minX} and {@code maxX}.
     *
     * @param labels the labels, any order
     * @param minX the plot's left edge, px
     * @param maxX the plot's right edge, px
     * @param maxRows the rows available, at least 1
     * @return the placed labels, in increasing marker x (labels that found no place are absent)
     */
    static List<Placed> layout(List<Label> labels, double minX, double maxX, int maxRows) {
        List<Label> sorted = new ArrayList<>(labels);
        sorted.sort(Comparator.comparingDouble(Label::x).thenComparing(Label::text));
        double[] lastRight = new double[maxRows];
        java.util.Arrays.fill(lastRight, Double.NEGATIVE_INFINITY);
        List<Placed> out = new ArrayList<>();
        for (Label l : sorted) {
            Optional<Placed> p = place(l, l.text(), l.width(), minX, maxX, lastRight)
                    .or(() -> place(l, l.shortText(), l.shortWidth(), minX, maxX, lastRight));
            p.ifPresent(x -> {
                lastRight[x.row()] = x.right();
                out.add(x);
            });
        }
        return out;
    }

    private static Optional<Placed> place(Label l, String text, double width, double minX, double maxX,
            double[] lastRight) {
        double left = l.x() + PAD;
        if (left + width > maxX) {
            left = l.x() - PAD - width;
        }
        left = Math.max(left, minX);
        for (int row = 0; row < lastRight.length; row++) {
            if (lastRight[row] + GAP <= left) {
                return Optional.of(new Placed(l, text, left, width, row));
            }
        }
        return Optional.empty();
    }
}
