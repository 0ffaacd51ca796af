package org.snapfit.cadimport.section;

import org.junit.jupiter.api.Test;
import org.snapfit.core.section.SectionPlane;
import org.snapfit.core.testdata.TestData;

class SectionReaderSmokeTest {
    @Test
    void smoke() throws Exception {
        for (String[] c : new String[][] {{"step", "box_20x10x5_ap214.step", "z=2.5"},
            {"step", "cylinder_r5_h20_ap214.step", "z=10"},
            {"step/freecad", "assembly_ap214.step", "z=1"},
            {"step/freecad", "assembly_ap214.step", "z=5"},
            {"step/freecad", "assembly_nested_ap203.step", "z=55"},
            {"step/freecad", "fillet_box_ap214.step", "z=1"},
            {"step/freecad", "fillet_box_ap214.step", "x=1"},
            {"step/freecad", "torus_ap203.step", "x=0"},
            {"step/freecad", "hemisphere_ap214.step", "z=5"},
            {"step/freecad", "loft_ap214.step", "z=7"},
            {"step/freecad", "revolved_bspline_ap214.step", "z=3"},
            {"step/freecad", "extruded_ellipse_ap203.step", "z=3"},
            {"step/freecad", "cone_ap242.step", "z=3"},
            {"mesh", "box_20x10x5_ascii.stl", "z=2.5"},
            {"mesh", "cylinder_r5_h20_binary.stl", "z=10"}}) {
            String[] dir = c[0].split("/");
            java.nio.file.Path p = dir.length == 1 ? TestData.path(dir[0], c[1]) : TestData.path(dir[0], dir[1], c[1]);
            try {
                SectionImport s = SectionReader.read(p, SectionRequest.of(SectionPlane.parse(c[2])));
                System.out.println("== " + c[1] + " " + c[2]);
                for (SectionedPart sp : s.parts()) {
                    System.out.println("  " + sp);
                }
                s.profiles().layers().forEach(l -> l.outlines().forEach(o -> System.out.println("    " + l.layer() + " "
                        + o.vertices().size() + " " + (o.vertices().size() < 9 ? o.vertices() : o.vertices().subList(0, 3))
                        + " circles " + l.circles())));
                s.diagnostics().forEach(d -> System.out.println("    " + d.format()));
            } catch (Exception e) {
                System.out.println("== " + c[1] + " " + c[2] + " FAILED " + e);
                if (e instanceof org.snapfit.cadimport.diag.ImportException ie) {
                    ie.diagnostics().forEach(d -> System.out.println("    " + d.format()));
                } else {
                    e.printStackTrace(System.out);
                }
            }
        }
    }
}
