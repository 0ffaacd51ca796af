/**
 * Versioned JSON documents of the command line, built as trees with a stable key order.
 *
 * <p><b>Semantics.</b> Each document names its format ({@code snapfit-inspect/1}, …); keys appear in the order the
 * format defines; exact values are strings, measured (approximate) values are JSON numbers printed in full.
 */
package org.snapfit.cli.json;
