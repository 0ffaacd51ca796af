package org.snapfit.core.body;

/**
 * Area, enclosed volume and bounding box of a body. Immutable; approximate (see {@link FaceIntegrator}).
 *
 * @param area the total face area (mm²)
 * @param volume the enclosed volume (mm³), positive for an outward-oriented solid, 0 for a sheet
 * @param box the bounding box (mm)
 */
public record MassProperties(double area, double volume, BoundingBox box) {
}
