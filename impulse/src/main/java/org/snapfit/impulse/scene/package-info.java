/**
 * Ready-made scenes, such as the three-link linkage in a box with two moving objects of Constantinescu et al.,
 * Fig. 4.
 *
 * <p><b>Semantics.</b> A scene is an immutable description in mm, kg, s, N; running it returns an immutable
 * {@link org.snapfit.impulse.scene.SceneRun} with every collision state and the kinetic-energy history (mJ). Runs
 * are deterministic (no randomness). Exactness kind: Approximate.
 */
package org.snapfit.impulse.scene;
