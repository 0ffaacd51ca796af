package org.snapfit.core.section;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.Edge;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.Loop;
import org.snapfit.core.body.OrientedEdge;
import org.snapfit.core.body.Shell;
import org.snapfit.core.body.Vertex;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.Plane;
import org.snapfit.core.transform.Frame3;

/** Test helper: prisms over exact polygons as B-rep bodies (with exact twins) and as triangle meshes. */
final class Prisms {

    private Prisms() {
    }

    /** A prism body and its exact vertex twins. */
    record Prism(Body body, ExactData exact) {
    }

    /** A seeded random star-shaped polygon around the origin, counter-clockwise, on a grid of 1/1000, no three
     *  consecutive vertices collinear. */
    static List<ExactPoint2> starPolygon(SplittableRandom rnd, int n) {
        while (true) {
            double[] ang = new double[n];
            for (int i = 0; i < n; i++) {
                ang[i] = 2 * Math.PI * (i + 0.15 + 0.7 * rnd.nextDouble()) / n;
            }
            List<ExactPoint2> out = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                double r = 2 + 8 * rnd.nextDouble();
                out.add(new ExactPoint2(Rational.of(Math.round(1000 * r * Math.cos(ang[i])), 1000),
                        Rational.of(Math.round(1000 * r * Math.sin(ang[i])), 1000)));
            }
            boolean ok = true;
            for (int i = 0; i < n && ok; i++) {
                ExactPoint2 a = out.get(i);
                ExactPoint2 b = out.get((i + 1) % n);
                ExactPoint2 c = out.get((i + 2) % n);
                ok = !b.subtract(a).cross(c.subtract(b)).isZero() && a.cross(b).signum() > 0;
            }
            if (ok) {
                return out;
            }
        }
    }

    /** The prism over a counter-clockwise polygon between z0 and z1 (exact), every face planar, every edge straight. */
    static Prism of(List<ExactPoint2> poly, Rational z0, Rational z1) {
        int n = poly.size();
        Map<Vertex, ExactPoint3> twins = new IdentityHashMap<>();
        List<Vertex> bottom = new ArrayList<>();
        List<Vertex> top = new ArrayList<>();
        for (ExactPoint2 p : poly) {
            bottom.add(vertex(new ExactPoint3(p.x(), p.y(), z0), twins));
            top.add(vertex(new ExactPoint3(p.x(), p.y(), z1), twins));
        }
        List<Edge> be = new ArrayList<>();
        List<Edge> te = new ArrayList<>();
        List<Edge> ve = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            be.add(line(bottom.get(i), bottom.get((i + 1) % n)));
            te.add(line(top.get(i), top.get((i + 1) % n)));
            ve.add(line(bottom.get(i), top.get(i)));
        }
        List<Face> faces = new ArrayList<>();
        List<OrientedEdge> bl = new ArrayList<>();
        List<OrientedEdge> tl = new ArrayList<>();
        for (int i = n - 1; i >= 0; i--) {
            bl.add(new OrientedEdge(be.get(i), false));
        }
        for (int i = 0; i < n; i++) {
            tl.add(new OrientedEdge(te.get(i), true));
        }
        Vec3 o0 = bottom.get(0).point();
        Vec3 o1 = top.get(0).point();
        faces.add(new Face(new Plane(Frame3.of(o0, new Vec3(0, 0, -1), Vec3.X)), true, List.of(Loop.of(bl))));
        faces.add(new Face(new Plane(Frame3.of(o1, Vec3.Z, Vec3.X)), true, List.of(Loop.of(tl))));
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            Vec3 a = bottom.get(i).point();
            Vec3 b = bottom.get(j).point();
            Vec3 out = new Vec3(b.y() - a.y(), a.x() - b.x(), 0);
            ParametricSurface s = new Plane(Frame3.of(a, out, b.subtract(a)));
            List<OrientedEdge> l = List.of(new OrientedEdge(be.get(i), true), new OrientedEdge(ve.get(j), true),
                    new OrientedEdge(te.get(i), false), new OrientedEdge(ve.get(i), false));
            faces.add(new Face(s, true, List.of(Loop.of(l))));
        }
        Body body = new Body("prism", List.of(new Shell(faces, true)), true);
        ExactData exact = new ExactData() {
            @Override
            public Optional<ExactPoint3> vertex(Vertex v) {
                return Optional.ofNullable(twins.get(v));
            }

            @Override
            public Optional<ExactAxis> axis(ParametricSurface s) {
                return Optional.empty();
            }
        };
        return new Prism(body, exact);
    }

    /** The same prism as a closed triangle mesh (caps fanned from the origin, which the polygon must contain). */
    static TriangleMesh mesh(List<ExactPoint2> poly, Rational z0, Rational z1, List<ExactPoint3> exactOut) {
        int n = poly.size();
        List<Vec3> vs = new ArrayList<>();
        for (ExactPoint2 p : poly) {
            exactOut.add(new ExactPoint3(p.x(), p.y(), z0));
        }
        for (ExactPoint2 p : poly) {
            exactOut.add(new ExactPoint3(p.x(), p.y(), z1));
        }
        exactOut.add(new ExactPoint3(Rational.ZERO, Rational.ZERO, z0));
        exactOut.add(new ExactPoint3(Rational.ZERO, Rational.ZERO, z1));
        for (ExactPoint3 e : exactOut) {
            vs.add(e.toVec3());
        }
        int cb = 2 * n;
        int ct = 2 * n + 1;
        List<int[]> t = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            t.add(new int[] {cb, j, i});
            t.add(new int[] {ct, n + i, n + j});
            t.add(new int[] {i, j, n + j});
            t.add(new int[] {i, n + j, n + i});
        }
        return TriangleMesh.of(vs, t);
    }

    private static Vertex vertex(ExactPoint3 p, Map<Vertex, ExactPoint3> twins) {
        Vertex v = new Vertex(p.toVec3());
        twins.put(v, p);
        return v;
    }

    private static Edge line(Vertex a, Vertex b) {
        Vec3 d = b.point().subtract(a.point());
        return new Edge(new Line3(a.point(), d), 0, 1, a, b);
    }
}
