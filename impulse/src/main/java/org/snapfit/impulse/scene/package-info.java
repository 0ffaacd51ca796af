/**
 * Ready-made scenes, such as the three-link linkage in a box with two moving objects of Constantinescu et al.,
 * Fig. 4.
 *
 * <p><b>Semantics.</b> A scene is an immutable description; running it returns an immutable
 * {@link org.snapfit.impulse.scene.SceneRun} with every collision state and the kinetic-energy history. Runs are
 * deterministic (no randomness). Units SI. Exactness kind: Approximate.
 */
package org.snapfit.impulse.scene;
