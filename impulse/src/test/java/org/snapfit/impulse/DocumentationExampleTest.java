package org.snapfit.impulse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.snapfit.impulse.solver.CollisionProblem;
import org.snapfit.impulse.solver.CollisionResult;
import org.snapfit.impulse.solver.ImpulseSolver;
import org.snapfit.impulse.solver.InversePath;

/** The first snippet of impulse/README.md, run as a test. */
class DocumentationExampleTest {

    @Test
    void readmeSnippet_boxLandingFlat_valuesAsDocumented() {
        CollisionProblem problem = CollisionProblem.of(
                new double[][] {{2, 0, 0}, {0, 2, 0}, {0, 0, 0.5}},
                new double[][] {{0, 1, -0.3}, {0, 1, 0.3}},
                new double[] {0, -1.5, 0},
                0.5);
        CollisionResult r = ImpulseSolver.create().resolve(problem);
        // closed form: p1 = p2 = (1 + e) m v / 2 = 1.5 · 2 · 1.5 / 2 = 2.25 N·s; v_after = e v = 0.75 m/s upward
        assertThat(r.impulses()[0]).isCloseTo(2.25, within(1e-14));
        assertThat(r.impulses()[1]).isCloseTo(2.25, within(1e-14));
        assertThat(r.velocityAfter()[1]).isCloseTo(0.75, within(1e-14));
        assertThat(r.impulsiveForce(1e-3)[1]).isCloseTo(4500, within(1e-9));
        assertThat(r.path()).isEqualTo(InversePath.CHOLESKY);
    }
}
