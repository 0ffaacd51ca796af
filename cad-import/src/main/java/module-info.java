/**
 * snapfit cad-import: DXF, STEP, STL and OBJ readers producing core types, with diagnostics.
 */
module org.snapfit.cadimport {
    requires transitive org.snapfit.algebra;
    requires transitive org.snapfit.core;

    exports org.snapfit.cadimport.diag;
    exports org.snapfit.cadimport.dxf;
}
