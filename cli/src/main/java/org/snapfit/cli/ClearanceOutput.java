package org.snapfit.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.snapfit.cli.json.ClearanceJson;
import org.snapfit.core.geom.Vec3;
import org.snapfit.tracking.clearance.ClearanceReport;
import org.snapfit.tracking.clearance.ClearanceSample;
import org.snapfit.tracking.model.DistanceResult;

/**
 * Output of {@code snapfit clearance} for two convex-patch parts: the JSON document ({@code snapfit-clearance/1})
 * and the text summary, and the point formats the command's other outputs share.
 */
final class ClearanceOutput {

    private ClearanceOutput() {
    }

    /** The JSON document of a convex-patch clearance report. */
    static ClearanceJson toJson(ClearanceReport r, String partA, String partB) {
        List<ClearanceJson.Sample> samples = new ArrayList<>();
        for (ClearanceSample s : r.samples()) {
            DistanceResult d = s.result();
            samples.add(new ClearanceJson.Sample(s.step(), s.travel(), s.clearance(), d.contact().name(),
                    vec(d.witnessA()), vec(d.witnessB()), new ClearanceJson.Features(d.nameA(), d.nameB())));
        }
        ClearanceSample min = r.minimum();
        DistanceResult d = min.result();
        return new ClearanceJson(ClearanceCommand.OUTPUT_FORMAT, partA, partB, "mm", min.clearance(), min.step(),
                min.travel(), vec(d.witnessA()), vec(d.witnessB()), new ClearanceJson.Features(d.nameA(), d.nameB()),
                r.firstContact().map(ClearanceSample::step).orElse(null), samples, null);
    }

    /** A point as a JSON array [x, y, z]. */
    static List<Double> vec(Vec3 v) {
        return List.of(v.x(), v.y(), v.z());
    }

    /** The text summary of a convex-patch clearance report. */
    static void printText(PrintWriter out, ClearanceReport r, String partA, String partB) {
        ClearanceSample min = r.minimum();
        DistanceResult d = min.result();
        out.println("clearance of " + partA + " moving against " + partB + " over " + r.samples().size()
                + " pose(s):");
        out.printf(Locale.ROOT, "  minimum clearance %.12g mm at step %d (travel %.6g mm)%n", min.clearance(),
                min.step(), min.travel());
        out.println("  witness A " + text(d.witnessA()) + " on " + d.nameA());
        out.println("  witness B " + text(d.witnessB()) + " on " + d.nameB());
        if (r.firstContact().isPresent()) {
            ClearanceSample c = r.firstContact().get();
            out.printf(Locale.ROOT, "  first contact at step %d (travel %.6g mm): %s%n", c.step(), c.travel(),
                    c.result().contact().name().toLowerCase(Locale.ROOT));
        } else {
            out.println("  no contact along the path");
        }
    }

    /** A point as text (x, y, z) with nine significant digits. */
    static String text(Vec3 v) {
        return String.format(Locale.ROOT, "(%.9g, %.9g, %.9g)", v.x(), v.y(), v.z());
    }
}
