/**
 * The {@code snapfit-scene/1} scene file (obstacles placed from CAD files, a cable for {@code snapfit drape} or a
 * hand-guided rigid body for {@code snapfit insert}) and the numeric modules' scenes built from it.
 *
 * <p><b>Semantics.</b> A scene file is in millimetres, kilograms, seconds and newtons (so stiffness N/mm, damping
 * N&middot;s/mm, energy N&middot;mm = mJ, density kg/mm&sup3;); {@link org.snapfit.cli.scene.SceneFile#read} validates
 * every field and names the file and the field (a JSON path such as {@code cable.stiffness}) of the first bad value
 * in an {@link IllegalArgumentException}. The qp and impulse modules take and return these units (their engines
 * convert to SI at their own edges), so the values pass through unchanged. Approximate (double). Not exported.
 */
package org.snapfit.cli.scene;
