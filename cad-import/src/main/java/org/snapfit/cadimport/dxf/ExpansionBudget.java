package org.snapfit.cadimport.dxf;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.snapfit.cadimport.diag.ImportReport;

/**
 * The budgets of a DXF reading, checked before any geometry is built: the number of block copies the INSERTs place
 * and the number of entities the drawing expands to, nested INSERT arrays multiplied out (counted per block once,
 * so a drawing of 10^8 copies is refused in microseconds). Entities inside blocks count when their layer is built or
 * is {@code 0} (they may inherit a built layer); model-space entities on skimmed layers were never kept and do not
 * count. Counts saturate at {@link Long#MAX_VALUE}. Also finds a block that inserts itself.
 */
final class ExpansionBudget {

    private final DxfOptions options;
    private final ImportReport report;
    private final Map<String, DxfBlock> blocks;
    private final Map<String, long[]> memo = new HashMap<>();

    private ExpansionBudget(DxfOptions options, ImportReport report, Map<String, DxfBlock> blocks) {
        this.options = options;
        this.report = report;
        this.blocks = blocks;
    }

    /**
     * Refuses the drawing if it exceeds a budget: an error naming the limit, the flag that raises it, and the INSERT
     * that contributes most.
     *
     * @return the number of entities the drawing expands to
     */
    static long check(DxfOptions options, ImportReport report, Map<String, DxfBlock> blocks, List<DxfEntity> model) {
        ExpansionBudget b = new ExpansionBudget(options, report, blocks);
        long entities = 0;
        long copies = 0;
        DxfEntity worst = null;
        long worstEntities = -1;
        for (DxfEntity e : model) {
            long[] c = b.count(e, new ArrayList<>());
            entities = add(entities, c[0]);
            copies = add(copies, c[1]);
            if ("INSERT".equals(e.type()) && c[0] > worstEntities) {
                worst = e;
                worstEntities = c[0];
            }
        }
        if (copies > options.maxInsertCopies()) {
            throw b.refuse(worst, "INSERTs place " + text(copies) + " block copies (nested arrays multiplied out)",
                    "the INSERT copy budget of " + options.maxInsertCopies(), "--max-insert-copies", "withMaxInsertCopies",
                    copies);
        }
        if (entities > options.maxEntities()) {
            throw b.refuse(worst, "the drawing expands to " + text(entities) + " entities (INSERT arrays multiplied out)",
                    "the entity budget of " + options.maxEntities(), "--max-entities", "withMaxEntities", entities);
        }
        return entities;
    }

    private RuntimeException refuse(DxfEntity worst, String what, String limit, String flag, String method, long needed) {
        String where = worst == null ? "" : "; the largest part comes from " + worst.label(worst.layer()) + " (block '"
                + worst.text(2).orElse("") + "')";
        String raise = needed == Long.MAX_VALUE ? "" : " " + needed;
        return report.fail(worst == null ? 0 : worst.line(), worst == null ? "" : worst.label(worst.layer()),
                worst == null ? "" : "group 70", what + ", more than " + limit + where + "; nothing was expanded."
                        + " Raise the limit with " + flag + raise + " (DxfOptions." + method + ") if the drawing is meant"
                        + " to be that large");
    }

    private static String text(long n) {
        return n == Long.MAX_VALUE ? "more than " + Long.MAX_VALUE : Long.toString(n);
    }

    /** {entities, block copies} that one entity expands to. */
    private long[] count(DxfEntity e, List<String> stack) {
        if (!"INSERT".equals(e.type())) {
            String layer = e.layer();
            return new long[] {"0".equals(layer) || options.layers().accepts(layer) ? 1 : 0, 0};
        }
        String name = e.text(2).orElse("");
        String key = name.toUpperCase(Locale.ROOT);
        DxfBlock block = blocks.get(key);
        if (block == null) {
            return new long[] {0, 0};
        }
        if (stack.contains(key) || stack.size() >= GeometryBuilder.MAX_NESTING) {
            throw report.fail(e.line(), e.label(e.layer()), "group 2", "block '" + name + "' inserts itself (through "
                    + String.join(" > ", stack) + ") or nesting exceeds " + GeometryBuilder.MAX_NESTING + " levels");
        }
        long n = (long) Math.max(1, e.integer(70, 1)) * Math.max(1, e.integer(71, 1));
        long[] inner = memo.get(key);
        if (inner == null) {
            stack.add(key);
            inner = new long[] {0, 0};
            for (DxfEntity child : block.entities()) {
                long[] c = count(child, stack);
                inner[0] = add(inner[0], c[0]);
                inner[1] = add(inner[1], c[1]);
            }
            stack.remove(stack.size() - 1);
            memo.put(key, inner);
        }
        return new long[] {multiply(n, inner[0]), multiply(n, add(1, inner[1]))};
    }

    private static long add(long a, long b) {
        long s = a + b;
        return s < 0 ? Long.MAX_VALUE : s;
    }

    private static long multiply(long a, long b) {
        return Math.multiplyHigh(a, b) != 0 || a * b < 0 ? Long.MAX_VALUE : a * b;
    }
}
