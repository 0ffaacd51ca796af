package org.snapfit.cadimport.step.brep;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.cadimport.step.p21.P21Instance;
import org.snapfit.cadimport.step.p21.P21Part;
import org.snapfit.cadimport.step.p21.P21Value;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.Edge;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.Loop;
import org.snapfit.core.body.OrientedEdge;
import org.snapfit.core.body.Shell;
import org.snapfit.core.body.Vertex;
import org.snapfit.core.curve.BSplineCurve3;
import org.snapfit.core.curve.ParametricCurve3;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.surface.ParametricSurface;

/**
 * Topology building of one STEP reading: vertices, edges (with their PCURVE references), loops, faces, shells and
 * the bodies of MANIFOLD_SOLID_BREP, BREP_WITH_VOIDS and SHELL_BASED_SURFACE_MODEL items, each registered with its
 * entity in the model's twins. A body that cannot be mapped is left out with a diagnostic naming the entity. Not
 * thread-safe (part of one reader run).
 */
final class StepTopology extends StepEntities {

    private final StepGeometry geometry;
    private final StepPcurves pcurves = new StepPcurves(this);

    StepTopology(Context context, StepGeometry geometry) {
        super(context);
        this.geometry = geometry;
    }

    private Vertex vertex(long id, P21Instance from) {
        return cached(id, () -> {
            P21Instance i = inst(id, from, "vertex");
            P21Part p = part(i, "VERTEX_POINT");
            long pid = ref(i, p, 1, "vertex_geometry");
            Vertex v = new Vertex(geometry.point(pid, i));
            ExactPoint3 e = geometry.exactPoint(pid);
            if (e != null) {
                twins.vertex(v, e);
            }
            twins.entity(v, ref(i));
            return v;
        });
    }

    /** An EDGE_CURVE as a core edge in its curve's direction, plus whether it runs against the STEP edge. */
    private Object[] edge(long id, P21Instance from) {
        return cached(id, () -> {
            P21Instance i = inst(id, from, "edge_element");
            P21Part p = part(i, "EDGE_CURVE");
            long v1id = ref(i, p, 1, "edge_start");
            long v2id = ref(i, p, 2, "edge_end");
            Vertex v1 = vertex(v1id, i);
            Vertex v2 = vertex(v2id, i);
            ParametricCurve3 c = geometry.curve(ref(i, p, 3, "edge_geometry"), i);
            boolean same = bool(i, p, 4, "same_sense");
            Vertex a = same ? v1 : v2;
            Vertex b = same ? v2 : v1;
            double ta = c.closestParameter(a.point());
            double tb = c.closestParameter(b.point());
            boolean closed = v1id == v2id || a.point().equals(b.point());
            if (c.period() > 0) {
                if (closed) {
                    tb = ta + c.period();
                } else if (tb <= ta) {
                    tb += c.period();
                }
            } else if (closed && c instanceof BSplineCurve3) {
                ta = c.tMin();
                tb = c.tMax();
            }
            if (!(ta < tb)) {
                throw bad(i, "edge_geometry", "EDGE_CURVE vertices map to curve parameters " + ta + " and " + tb
                        + "; the edge runs backwards or is degenerate");
            }
            Edge edge = new Edge(c, ta, tb, a, b);
            pcurves.put(edge, pcurveRefs(ref(i, p, 3, "edge_geometry"), i));
            twins.entity(edge, ref(i));
            return new Object[] {edge, same};
        });
    }

    /**
     * The PCURVEs of an edge geometry (SURFACE_CURVE or SEAM_CURVE associated_geometry), each as {pcurve id, basis
     * surface id, its 2D curve id}; none for a plain 3D curve or where the list does not hold PCURVE references.
     */
    private List<long[]> pcurveRefs(long geometryId, P21Instance from) {
        P21Instance gi = inst(geometryId, from, "edge_geometry");
        List<long[]> out = new ArrayList<>();
        if (!gi.is("SURFACE_CURVE") && !gi.is("SEAM_CURVE")) {
            return out;
        }
        try {
            collectPcurves(gi, out);
        } catch (MappingException e) {
            // a malformed PCURVE costs only the PCURVE: the edge is inverted onto its faces instead
            report.add(e.line, "#" + e.id, e.field, Severity.WARNING, e.getMessage() + "; the PCURVEs of #"
                    + gi.id() + " are not used");
            out.clear();
        }
        return out;
    }

    private void collectPcurves(P21Instance gi, List<long[]> out) {
        P21Part gp = part(gi, gi.is("SEAM_CURVE") ? "SEAM_CURVE" : "SURFACE_CURVE");
        for (P21Value v : list(gi, gp, 2, "associated_geometry")) {
            if (!(v instanceof P21Value.Ref r)) {
                continue;
            }
            Optional<P21Instance> pi = g.get(r.id());
            if (pi.isEmpty() || !pi.get().is("PCURVE") || g.isBroken(r.id())) {
                continue;
            }
            P21Part pp = part(pi.get(), "PCURVE");
            long rep = ref(pi.get(), pp, 2, "reference_to_curve");
            Optional<P21Instance> ri = g.get(rep);
            if (ri.isEmpty() || !ri.get().is("DEFINITIONAL_REPRESENTATION")) {
                continue;
            }
            List<P21Value> items = list(ri.get(), part(ri.get(), "DEFINITIONAL_REPRESENTATION"), 1, "items");
            if (items.size() == 1 && items.get(0) instanceof P21Value.Ref c) {
                out.add(new long[] {r.id(), ref(pi.get(), pp, 1, "basis_surface"), c.id()});
            }
        }
    }

    /** The 2D curve of a PCURVE, as a planar 3D curve (z = 0) with the file's length scale applied. */
    ParametricCurve3 curve2d(long id, P21Instance from) {
        return geometry.curve(id, from);
    }

    /** The length scale (mm per file unit) and the angle scale (rad per file unit). */
    double[] scales() {
        StepGeometry.Units u = geometry.units();
        return new double[] {u.length(), u.angle()};
    }

    private Loop loop(long id, P21Instance from) {
        P21Instance i = inst(id, from, "bound");
        if (i.is("VERTEX_LOOP")) {
            P21Part p = part(i, "VERTEX_LOOP");
            return new Loop(List.of(), Optional.of(vertex(ref(i, p, 1, "loop_vertex"), i)));
        }
        if (!i.is("EDGE_LOOP")) {
            unsupported(i, "loop");
        }
        P21Part p = part(i, "EDGE_LOOP");
        List<OrientedEdge> es = new ArrayList<>();
        for (P21Value v : list(i, p, 1, "edge_list")) {
            if (!(v instanceof P21Value.Ref r)) {
                throw bad(i, "edge_list", "edge_list elements must be references but one is " + kind(v));
            }
            P21Instance oi = inst(r.id(), i, "edge_list");
            P21Part op = part(oi, "ORIENTED_EDGE");
            Object[] e = edge(ref(oi, op, 3, "edge_element"), oi);
            boolean orient = bool(oi, op, 4, "orientation");
            es.add(new OrientedEdge((Edge) e[0], orient == (Boolean) e[1]));
        }
        if (es.isEmpty()) {
            throw bad(i, "edge_list", "EDGE_LOOP has no edges");
        }
        return Loop.of(es);
    }

    private Face face(long id, P21Instance from) {
        return cached(id, () -> {
            P21Instance i = inst(id, from, "cfs_faces");
            String t = i.is("ADVANCED_FACE") ? "ADVANCED_FACE" : "FACE_SURFACE";
            if (!i.is(t)) {
                unsupported(i, "face");
            }
            P21Part p = part(i, t);
            List<Loop> loops = new ArrayList<>();
            for (P21Value v : list(i, p, 1, "bounds")) {
                if (!(v instanceof P21Value.Ref r)) {
                    throw bad(i, "bounds", "bounds elements must be references but one is " + kind(v));
                }
                P21Instance bi = inst(r.id(), i, "bounds");
                P21Part bp = part(bi, bi.is("FACE_OUTER_BOUND") ? "FACE_OUTER_BOUND" : "FACE_BOUND");
                Loop l = loop(ref(bi, bp, 1, "bound"), bi);
                loops.add(bool(bi, bp, 2, "orientation") ? l : l.reversed());
            }
            long surfaceId = ref(i, p, 2, "face_geometry");
            ParametricSurface s = geometry.surface(surfaceId, i);
            boolean sense = bool(i, p, 3, "same_sense");
            Face f = new Face(s, sense, pcurves.attach(i, surfaceId, s, sense, loops));
            twins.entity(f, ref(i));
            return f;
        });
    }

    private Shell shell(long id, P21Instance from) {
        P21Instance i = inst(id, from, "shell");
        if (i.is("ORIENTED_CLOSED_SHELL")) {
            P21Part p = part(i, "ORIENTED_CLOSED_SHELL");
            enter(i);
            Shell base;
            try {
                base = shell(ref(i, p, 2, "closed_shell_element"), i);
            } finally {
                leave();
            }
            boolean o = bool(i, p, 3, "orientation");
            if (o) {
                return base;
            }
            List<Face> flipped = new ArrayList<>();
            for (Face f : base.faces()) {
                Face r = f.flipped();
                twins.entity(f).ifPresent(e -> twins.entity(r, e));
                flipped.add(r);
            }
            return new Shell(flipped, base.closed());
        }
        String t = i.is("CLOSED_SHELL") ? "CLOSED_SHELL" : "OPEN_SHELL";
        if (!i.is(t)) {
            unsupported(i, "shell");
        }
        P21Part p = part(i, t);
        List<Face> faces = new ArrayList<>();
        for (P21Value v : list(i, p, 1, "cfs_faces")) {
            if (!(v instanceof P21Value.Ref r)) {
                throw bad(i, "cfs_faces", "cfs_faces elements must be references but one is " + kind(v));
            }
            faces.add(face(r.id(), i));
        }
        return new Shell(faces, t.equals("CLOSED_SHELL"));
    }


    /** Maps a shape item to a body, or empty (with a diagnostic) if it is not a body or cannot be mapped. */
    Optional<Body> body(P21Instance i) {
        return cached(i.id(), () -> {
            resetDepth();
            try {
                String name = i.parts().get(0).params().isEmpty() ? "" : str(i.parts().get(0), 0);
                if (i.is("MANIFOLD_SOLID_BREP")) {
                    P21Part p = part(i, "MANIFOLD_SOLID_BREP");
                    return Optional.of(registered(new Body(name, List.of(shell(ref(i, p, 1, "outer"), i)), true), i));
                }
                if (i.is("BREP_WITH_VOIDS")) {
                    P21Part p = part(i, "BREP_WITH_VOIDS");
                    List<Shell> shells = new ArrayList<>();
                    shells.add(shell(ref(i, p, 1, "outer"), i));
                    for (P21Value v : list(i, p, 2, "voids")) {
                        if (v instanceof P21Value.Ref r) {
                            shells.add(shell(r.id(), i));
                        }
                    }
                    return Optional.of(registered(new Body(name, shells, true), i));
                }
                if (i.is("SHELL_BASED_SURFACE_MODEL")) {
                    P21Part p = part(i, "SHELL_BASED_SURFACE_MODEL");
                    List<Shell> shells = new ArrayList<>();
                    for (P21Value v : list(i, p, 1, "sbsm_boundary")) {
                        if (v instanceof P21Value.Ref r) {
                            shells.add(shell(r.id(), i));
                        }
                    }
                    return Optional.of(registered(new Body(name, shells, false), i));
                }
                return Optional.<Body>empty();
            } catch (MappingException e) {
                diagnose(e);
                return Optional.<Body>empty();
            } catch (RuntimeException e) {
                // geometry the kernel rejects (degenerate axes, non-finite values after scaling, …)
                report.add(i.line(), "#" + i.id(), "", Severity.ERROR, i.typeName() + " cannot be mapped: " + e);
                return Optional.<Body>empty();
            }
        });
    }

    private Body registered(Body b, P21Instance i) {
        twins.entity(b, ref(i));
        return b;
    }
}
