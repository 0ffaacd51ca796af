package org.snapfit.tracking.brep;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.transform.Pose3;
import org.snapfit.tracking.clearance.InsertionPath;

/**
 * The clearance of a moving CAD part against a fixed one along an insertion path: at every pose of the path, the
 * minimum distance by {@link BrepDistance#track} (warm-started from the previous pose, the same minimum as a query from
 * scratch), with the minimum over the
 * path, the first contact (distance within {@link #CONTACT}) and the changes of the closest feature pair located
 * inside the steps ({@link BrepDistance#lastSwitches}). Immutable result.
 *
 * @param samples one result per path pose, in order
 * @param minimumStep the index of the smallest distance (the first where several are equal)
 * @param firstContactStep the first pose within {@link #CONTACT}, if any
 * @param switches the located switches in path order ({@link BrepSwitch#step()} is the path pose that ends the
 *     step holding it)
 */
public record BrepPath(List<BrepResult> samples, int minimumStep, Optional<Integer> firstContactStep,
        List<BrepSwitch> switches) {

    /** Distance (mm) at or below which two parts count as in contact. */
    public static final Tolerance CONTACT = BrepDistance.CONTACT;

    /**
     * Copies.
     *
     * @param samples the samples
     * @param minimumStep the minimum's index
     * @param firstContactStep the first contact's index
     * @param switches the located switches
     */
    public BrepPath {
        samples = List.copyOf(samples);
        switches = List.copyOf(switches);
    }

    /**
     * Runs the path: A at {@code extra(i) ∘ poseA} for each path pose i, B at poseB.
     *
     * @param query the reusable query between the two parts
     * @param path the insertion path (its poses are applied on top of {@code poseA}; its {@code b} is ignored)
     * @param poseA A's pose before the path moves it
     * @param poseB B's pose
     * @return the samples, minimum, first contact and switches
     */
    public static BrepPath run(BrepDistance query, InsertionPath path, Pose3 poseA, Pose3 poseB) {
        List<BrepResult> out = new ArrayList<>();
        int min = 0;
        Integer contact = null;
        List<BrepSwitch> switches = new ArrayList<>();
        for (int i = 0; i < path.sampleCount(); i++) {
            BrepResult r = i == 0 ? query.at(path.poseA(i).compose(poseA), poseB)
                    : query.track(path.poseA(i).compose(poseA), poseB);
            out.add(r);
            switches.addAll(query.lastSwitches());
            if (r.distance() < out.get(min).distance()) {
                min = i;
            }
            if (contact == null && r.distance() <= CONTACT.value()) {
                contact = i;
            }
        }
        return new BrepPath(out, min, Optional.ofNullable(contact), switches);
    }

    /**
     * The minimum over the path.
     *
     * @return the sample with the smallest distance
     */
    public BrepResult minimum() {
        return samples.get(minimumStep);
    }
}
