/**
 * Named tolerances with units for the numeric (approximate) paths.
 *
 * <p><b>Semantics.</b> A {@link org.snapfit.core.tolerance.Tolerance} is a value, a unit and a name; numeric code
 * takes every tolerance as such a parameter and never uses a bare literal. Exact paths take no tolerance at all.
 * Depends on {@code java.base} only.
 */
package org.snapfit.core.tolerance;
