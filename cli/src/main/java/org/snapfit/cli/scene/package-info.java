/**
 * The {@code snapfit-scene/1} scene file (obstacles placed from CAD files, a cable for {@code snapfit drape} or a
 * hand-guided rigid body for {@code snapfit insert}) and its conversion to the numeric modules' internal units.
 *
 * <p><b>Semantics.</b> A scene file is in millimetres, kilograms, seconds and newtons (so stiffness N/mm, damping
 * N&middot;s/mm, energy N&middot;mm = mJ, density kg/mm&sup3;); {@link org.snapfit.cli.scene.SceneFile#read} validates
 * every field and names the file and the field (a JSON path such as {@code cable.stiffness}) of the first bad value
 * in an {@link IllegalArgumentException}. The qp and impulse engines work in SI internally; {@link
 * org.snapfit.cli.scene.SceneUnits} converts at this edge and back for the outputs. Approximate (double). Not
 * exported.
 */
package org.snapfit.cli.scene;
