/**
 * Minimum distance and clearance between CAD solids of any face type (planes, cylinders, cones, spheres, tori,
 * surfaces of revolution and extrusion, offsets, B-splines), trimmed by their B-rep boundaries; convex or not.
 */
package org.snapfit.tracking.brep;
