package org.snapfit.cli.json;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import org.snapfit.impulse.scene.CollisionSummary;
import org.snapfit.impulse.scene.SceneRun;

/**
 * The {@code scene.json} document of {@code snapfit scene linkage-box} (version 1). Approximate numbers (SI units:
 * s, J) are JSON numbers.
 *
 * @param format always {@link #FORMAT}
 * @param version the document version, "1"
 * @param scene the scene name
 * @param restitution the coefficient of restitution e
 * @param timeStep Δt (s)
 * @param steps the number of steps K
 * @param rankTolerance the relative rank tolerance of the pseudo-inverse path
 * @param collisionStates one entry per collision state
 * @param summary the run summary
 */
@JsonPropertyOrder({"format", "version", "scene", "restitution", "timeStep", "steps", "rankTolerance", "collisionStates",
    "summary"})
public record LinkageBoxSceneJson(String format, String version, String scene, double restitution, double timeStep, int steps,
        double rankTolerance, List<CollisionStateJson> collisionStates, SummaryJson summary) {

    /** The document format. */
    public static final String FORMAT = "snapfit-linkage-box/1";


    /**
     * One collision state.
     *
     * @param step the step index
     * @param time the time (s)
     * @param contacts the number of colliding contacts
     * @param rows the number of collision-Jacobian rows (a self-contact counts on each link)
     * @param rank the rank kept for J_c D⁻¹ J_cᵀ
     * @param pseudoInverse whether the pseudo-inverse path was taken
     * @param kineticEnergyBefore KE before the impulse (J)
     * @param kineticEnergyAfter KE after the impulse (J)
     * @param relativeEnergyChange (after − before) / before
     */
    @JsonPropertyOrder({"step", "time", "contacts", "rows", "rank", "pseudoInverse", "kineticEnergyBefore",
        "kineticEnergyAfter", "relativeEnergyChange"})
    public record CollisionStateJson(int step, double time, int contacts, int rows, int rank, boolean pseudoInverse,
            double kineticEnergyBefore, double kineticEnergyAfter, double relativeEnergyChange) {
    }

    /**
     * The run summary.
     *
     * @param maxRelativeEnergyGain the largest (KE after − KE before) / KE before over all collision states
     * @param collisionStates the number of collision states
     * @param pseudoInverseStates the number resolved with the pseudo-inverse
     */
    @JsonPropertyOrder({"maxRelativeEnergyGain", "collisionStates", "pseudoInverseStates"})
    public record SummaryJson(double maxRelativeEnergyGain, int collisionStates, int pseudoInverseStates) {
    }

    /** Millijoules per joule: the impulse module reports energies in mJ = N&middot;mm, this document in J. */
    public static final double MILLIJOULE_PER_JOULE = 1e3;

    /**
     * The document of a run.
     *
     * @param run the run
     * @param rankTolerance the solver's relative rank tolerance
     * @return the DTO
     */
    public static LinkageBoxSceneJson from(SceneRun run, double rankTolerance) {
        List<CollisionStateJson> states = run.collisions().stream().map(LinkageBoxSceneJson::state).toList();
        return new LinkageBoxSceneJson(FORMAT, "1", "linkage-box", run.restitution(), run.timeStep(), run.steps(),
                rankTolerance, states,
                new SummaryJson(run.maxRelativeEnergyGain(), run.collisionStates(), run.pseudoInverseStates()));
    }

    private static CollisionStateJson state(CollisionSummary c) {
        return new CollisionStateJson(c.step(), c.time(), c.contacts(), c.rows(), c.rank(), c.isPseudoInverse(),
                joule(c.kineticEnergyBefore()), joule(c.kineticEnergyAfter()), c.relativeEnergyChange());
    }

    /**
     * An energy in J, this document's unit, from the impulse module's mJ (= N&middot;mm).
     *
     * @param millijoule the energy in mJ
     * @return the energy in J
     */
    public static double joule(double millijoule) {
        return millijoule / MILLIJOULE_PER_JOULE;
    }
}
