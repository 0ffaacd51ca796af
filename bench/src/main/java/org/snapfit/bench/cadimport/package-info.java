/**
 * Benchmarks of the CAD readers (module {@code cad-import}).
 */
package org.snapfit.bench.cadimport;
