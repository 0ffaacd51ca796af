package org.snapfit.cadimport.mesh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.core.testdata.TestData;

class MeshReaderTest {

    @Test
    void read_asciiBox_matchesReference() throws Exception {
        ImportReport r = new ImportReport("box");
        TriangleMesh m = MeshReader.read(TestData.path("mesh", "box_20x10x5_ascii.stl"), r);
        // reference.json: 12 triangles, mesh volume 1000; 8 shared corners; closed
        assertThat(m.triangleCount()).isEqualTo(12);
        assertThat(m.vertexCount()).isEqualTo(8);
        assertThat(m.volume()).isCloseTo(1000, within(1e-9));
        assertThat(m.area()).isCloseTo(700, within(1e-9));
        assertThat(m.isWatertight()).isTrue();
        assertThat(r.freeze()).isEmpty();
    }

    @Test
    void read_binaryCylinder_matchesReference() throws Exception {
        TriangleMesh m = MeshReader.read(TestData.path("mesh", "cylinder_r5_h20_binary.stl"), new ImportReport("c"));
        // reference.json: 248 triangles, mesh volume 1568.1925048828125 (summed in single precision by the
        // generator, so it agrees with our double sum to float accuracy, ~1e-6 relative)
        assertThat(m.triangleCount()).isEqualTo(248);
        assertThat(m.volume()).isCloseTo(1568.1925048828125, within(2e-6 * 1568.2));
        assertThat(m.isWatertight()).isTrue();
    }

    @Test
    void readObj_quadsAndNegativeIndices_fanIntoTriangles() {
        String obj = "# unit tetrahedron\nv 0 0 0\nv 1 0 0\nv 0 1 0\nv 0 0 1\nvn 0 0 1\n"
                + "f 1//1 3//1 2//1\nf 1 2 4\nf -4 -1 -2\nf 2/1 3/1 4/1\n";
        TriangleMesh m = MeshReader.readObj(obj.getBytes(StandardCharsets.UTF_8), new ImportReport("t.obj"));
        // closed form: volume 1/6
        assertThat(m.triangleCount()).isEqualTo(4);
        assertThat(m.volume()).isCloseTo(1.0 / 6, within(1e-15));
        assertThat(m.isWatertight()).isTrue();
        String quad = "v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf 1 2 3 4\n";
        TriangleMesh q = MeshReader.readObj(quad.getBytes(StandardCharsets.UTF_8), new ImportReport("q.obj"));
        assertThat(q.triangleCount()).isEqualTo(2);
        assertThat(q.area()).isCloseTo(1, within(1e-15));
    }

    @Test
    void malformedInput_throwsImportExceptionWithLine() {
        String[][] obj = {
            {"v 0 0\n", "t.obj:1", "vertex has 2 numbers"},
            {"v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 9\n", "t.obj:4", "face index 9 is outside 1..3"},
            {"v 0 0 0\nf 1 x 2\n", "t.obj:2", "not an integer"},
            {"v 0 0 0\nv 1 0 0\nf 1 2\n", "t.obj:3", "need at least 3"},
            {"v a 0 0\n", "t.obj:1", "'a' is not a number"},
            {"# nothing\n", "t.obj", "no triangles"},
        };
        for (String[] c : obj) {
            assertThatThrownBy(() -> MeshReader.readObj(c[0].getBytes(StandardCharsets.UTF_8), new ImportReport("t.obj")))
                    .isInstanceOf(ImportException.class).hasMessageContaining(c[1]).hasMessageContaining(c[2]);
        }
        String[][] stl = {
            {"solid x\nfacet normal 0 0 1\nouter loop\nvertex 0 0\n", "s.stl:4", "vertex line has 2 numbers"},
            {"solid x\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 1 0 0\nendloop\nendfacet\n", "s.stl:7",
                "has 2 vertices"},
            {"garbage", "s.stl:1", "not an STL file"},
        };
        for (String[] c : stl) {
            assertThatThrownBy(() -> MeshReader.readStl(c[0].getBytes(StandardCharsets.US_ASCII), new ImportReport("s.stl")))
                    .isInstanceOf(ImportException.class).hasMessageContaining(c[1]).hasMessageContaining(c[2]);
        }
        byte[] bin = new byte[100];
        bin[80] = 5;
        assertThatThrownBy(() -> MeshReader.readStl(bin, new ImportReport("b.stl"))).isInstanceOf(ImportException.class)
                .hasMessageContaining("declares 5 triangles (334 bytes) but the file has 100 bytes");
    }

    @Test
    void degenerateTriangle_isSkippedWithWarning() {
        String s = "solid x\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 0 0 0\nvertex 1 0 0\nendloop\nendfacet\n"
                + "facet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 1 0 0\nvertex 0 1 0\nendloop\nendfacet\nendsolid\n";
        ImportReport r = new ImportReport("d.stl");
        TriangleMesh m = MeshReader.readStl(s.getBytes(StandardCharsets.US_ASCII), r);
        assertThat(m.triangleCount()).isEqualTo(1);
        assertThat(r.freeze()).singleElement().satisfies(d -> assertThat(d.message()).contains("degenerate"));
    }
}
