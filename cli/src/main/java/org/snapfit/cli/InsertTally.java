package org.snapfit.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import org.snapfit.analysis.json.Json;
import org.snapfit.impulse.sim.CollisionRecord;

/**
 * The per-step entries and running figures of an insert run, shared by the rigid-body and the linkage form of
 * {@code snapfit insert}: one {@code steps[]} row per step (contacts, kinetic energy mJ, hand force N, and a
 * collision state's contacts, rank, inverse path, kinetic energy before and after, relative change and impulses
 * N&middot;s), and the summary's collision counts, passivity and peaks. Mutable; one per run.
 */
final class InsertTally {
    private int collisions;
    private int pseudoInverse;
    private double maxGain = Double.NEGATIVE_INFINITY;
    private double peakImpulse;
    private double peakHand;
    private int maxContacts;

    /**
     * The row of one step.
     *
     * @param step the step number (from 1)
     * @param time the time at its end (s)
     * @param contacts the number of contacts
     * @param kineticEnergy the kinetic energy (J, written in mJ)
     * @param handForce the hand force (N)
     * @param handForceNorm its magnitude (N)
     * @param collision the collision state of the step, if any
     * @param rows whether to write the collision's Jacobian row count (linkages: a self-contact counts twice)
     * @return the row
     */
    ObjectNode step(int step, double time, int contacts, double kineticEnergy, ArrayNode handForce,
            double handForceNorm, Optional<CollisionRecord> collision, boolean rows) {
        ObjectNode row = Json.object();
        row.put("step", step);
        row.put("time", time);
        row.put("contacts", contacts);
        row.put("kineticEnergy", kineticEnergy);
        row.set("handForce", handForce);
        maxContacts = Math.max(maxContacts, contacts);
        peakHand = Math.max(peakHand, handForceNorm);
        if (collision.isPresent()) {
            CollisionRecord c = collision.get();
            collisions++;
            pseudoInverse += c.isPseudoInverse() ? 1 : 0;
            double gain = c.relativeEnergyChange();
            maxGain = Math.max(maxGain, gain);
            ObjectNode cn = row.putObject("collision");
            cn.put("contacts", c.contacts());
            cn.put("rank", c.rank());
            cn.put("path", c.path().name());
            cn.put("kineticEnergyBefore", c.kineticEnergyBefore());
            cn.put("kineticEnergyAfter", c.kineticEnergyAfter());
            cn.put("relativeEnergyChange", gain);
            ArrayNode p = cn.putArray("impulses");
            for (double pi : c.impulses()) {
                p.add(pi);
                peakImpulse = Math.max(peakImpulse, Math.abs(pi));
            }
            if (rows) {
                cn.put("rows", c.rows());
            }
        }
        return row;
    }

    /**
     * Writes the summary's counts and peaks: collisions, pseudoInverseCollisions, maxRelativeEnergyGain (null
     * without a collision), peakImpulse, peakHandForce, maxContacts, finalContacts.
     *
     * @param s the summary node
     * @param finalContacts the contacts of the last step
     */
    void summary(ObjectNode s, int finalContacts) {
        s.put("collisions", collisions);
        s.put("pseudoInverseCollisions", pseudoInverse);
        if (collisions > 0) {
            s.put("maxRelativeEnergyGain", maxGain);
        } else {
            s.putNull("maxRelativeEnergyGain");
        }
        s.put("peakImpulse", peakImpulse);
        s.put("peakHandForce", peakHand);
        s.put("maxContacts", maxContacts);
        s.put("finalContacts", finalContacts);
    }

    /**
     * The summary lines printed without {@code --json}.
     *
     * @param name the scene's name
     * @param steps the number of steps
     * @param dt the time step (s)
     * @param finalContacts the contacts of the last step
     * @param out the output folder
     * @return the lines
     */
    String line(String name, int steps, double dt, int finalContacts, Path out) {
        return String.format(Locale.ROOT, "%s: %d steps of %s s; %d collisions, max relative energy gain %s,"
                + " peak impulse %s N·s, peak hand force %s N, final contacts %d%n", name, steps,
                Double.toString(dt), collisions,
                collisions > 0 ? Double.toString(maxGain) : "-", Double.toString(peakImpulse), Double.toString(peakHand),
                finalContacts) + "wrote " + out.resolve("scene.json") + ", frames.csv, final.svg" + System.lineSeparator();
    }
}
