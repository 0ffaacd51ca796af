/**
 * snapfit cad-import: DXF, STEP, STL and OBJ readers producing core types, with diagnostics.
 */
module org.snapfit.cadimport {
    requires transitive org.snapfit.algebra;
    requires transitive org.snapfit.core;
    requires org.locationtech.jts;

    exports org.snapfit.cadimport.diag;
    exports org.snapfit.cadimport.dxf;
    exports org.snapfit.cadimport.step.p21;
    exports org.snapfit.cadimport.step.ap;
    exports org.snapfit.cadimport.step.brep;
    exports org.snapfit.cadimport.mesh;
    exports org.snapfit.cadimport.section;
}
