package org.snapfit.cli.cad;

import java.nio.file.Files;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.FaceDomain;
import org.snapfit.core.body.FaceIntegrator;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.Uv;
import org.snapfit.core.transform.Pose3;
import org.snapfit.tracking.brep.BrepDistance;
import org.snapfit.tracking.brep.BrepResult;

class DiagTmpTest {
    @Test
    void diag() throws Exception {

        
        CadParts parts = new CadParts();
        JsonNode pairs = new ObjectMapper().readTree(Files.readString(CadParts.dir().resolve("pairs.json"))).get("pairs");
        for (int i : new int[] {4, 89, 110}) {
            JsonNode p = pairs.get(i);
            String na = p.get("a").asText();
            String nb = p.get("b").asText();
            Pose3 pa = CadParts.pose(p.get("poseA"));
            Pose3 pb = CadParts.pose(p.get("poseB"));
            BrepResult r = new BrepDistance(parts.part(na), parts.part(nb)).at(pa, pb);
            System.out.println("pair " + i + " ours " + r);
            JsonNode s = p.get("solutions").get(0);
            report("  occt A", parts.body(na), pa, CadParts.vec(s.get("pointA")));
            report("  occt B", parts.body(nb), pb, CadParts.vec(s.get("pointB")));
        }
    }

    static void report(String label, Body b, Pose3 pose, Vec3 world) {
        Vec3 local = pose.inverse().apply(world);
        int i = 0;
        for (Face f : b.faces()) {
            Uv uv = f.surface().closestParameter(local);
            double d = f.surface().point(uv.u(), uv.v()).subtract(local).norm();
            FaceDomain dom = FaceIntegrator.domain(f);
            if (d < 1e-3) {
                System.out.printf("%s face%d %s dist %.3g uv (%.6f, %.6f) contains %s box u[%.4f,%.4f] v[%.4f,%.4f]%n", label, i,
                        f.surface().kind().key(), d, uv.u(), uv.v(), dom.contains(uv.u(), uv.v()), dom.uMin(), dom.uMax(), dom.vMin(), dom.vMax());
            }
            i++;
        }
    }
}
