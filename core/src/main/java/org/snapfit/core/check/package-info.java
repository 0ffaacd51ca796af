/**
 * Argument checks shared by every module: one place that decides how a rejected value is reported.
 *
 * <p><b>Semantics.</b> Each check returns its argument when it holds and otherwise throws an
 * {@link java.lang.IllegalArgumentException} whose message names the field, gives the value and states the rule, in
 * the form {@code "FIELD = VALUE; it must RULE"} (for example {@code "radius = -1.0; it must be finite and > 0"}), so a
 * caller can pass the message on to a user unchanged. The field text is the caller's: a name, or a name with its
 * unit or context ({@code "pawl \"P1\" stiffness"}). Depends on {@code java.base} only; stateless.
 */
package org.snapfit.core.check;
