package org.snapfit.qp.engine.response;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.IntConsumer;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.index.AabbTree;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.core.check.Require;
import org.snapfit.qp.engine.model.SiState;
import org.snapfit.qp.engine.model.SiParticleSystem;
import org.snapfit.qp.engine.model.SiSpring;
import org.snapfit.qp.model.SpringKind;

/**
 * Finds the vertex&ndash;triangle and edge&ndash;edge proximities between a particle system and rigid obstacles:
 * broadphase by each obstacle's {@link org.snapfit.core.index.AabbTree}, then exact-formula closest points in
 * double. Immutable configuration; thread-safe. Fixed particles and edges with both ends fixed are skipped (they
 * cannot respond).
 *
 * <p>A pair is reported when its gap g &lt; r + margin, where r = r<sub>i</sub> + r<sub>j</sub>. The margin must
 * cover the distance the deformable can travel in one step, or a contact can be missed; the step engine widens it
 * by 2 h |v|<sub>max</sub>. An edge&ndash;edge pair is reported only when its closest point lies strictly inside
 * the deformable edge (the end points are the vertex&ndash;triangle cases); a pair at gap 0 has no direction and
 * is reported as vertex&ndash;triangle with the face normal, or skipped for edge&ndash;edge.
 */
public final class MeshContactDetector {
    /** Default extra search distance beyond the thicknesses, in m. */
    public static final Tolerance DEFAULT_MARGIN = Tolerance.of("contactMargin", 1e-3, Unit.METRE);

    private final double particleThickness;
    private final Tolerance margin;

    private MeshContactDetector(double particleThickness, Tolerance margin) {
        this.particleThickness = particleThickness;
        this.margin = margin;
    }

    /**
     * Creates a detector.
     *
     * @param particleThickness r<sub>i</sub> of every particle and edge in m, finite and &ge; 0
     * @param margin the extra search distance in m
     * @return the detector
     * @throws IllegalArgumentException if the thickness is negative or not finite
     */
    public static MeshContactDetector of(double particleThickness, Tolerance margin) {
        Require.nonNegative("particleThickness (m)", particleThickness);
        return new MeshContactDetector(particleThickness, Objects.requireNonNull(margin, "margin"));
    }

    /**
     * The particle thickness r<sub>i</sub>.
     *
     * @return r<sub>i</sub> in m
     */
    public double particleThickness() {
        return particleThickness;
    }

    /**
     * A copy with another margin.
     *
     * @param m the margin in m
     * @return the copy
     */
    public MeshContactDetector withMargin(Tolerance m) {
        return new MeshContactDetector(particleThickness, Objects.requireNonNull(m, "margin"));
    }

    /**
     * Finds the contacts.
     *
     * @param system the deformable model
     * @param state its state (positions used)
     * @param obstacles the rigid obstacles
     * @return the contacts, vertex&ndash;triangle first, in a deterministic order
     */
    public List<MeshContact> detect(SiParticleSystem system, SiState state, List<SiObstacle> obstacles) {
        List<MeshContact> out = new ArrayList<>();
        double[] w = new double[3];
        double[] st = new double[2];
        double[] a = new double[3];
        double[] b = new double[3];
        double[] c = new double[3];
        double[] p = new double[3];
        double[] q = new double[3];
        Hits cand = new Hits();
        for (SiObstacle ob : obstacles) {
            double reach = particleThickness + ob.thickness() + margin.value();
            double r = particleThickness + ob.thickness();
            AabbTree.Cursor triangles = ob.triangleTree().cursor();
            AabbTree.Cursor edges = ob.edgeTree().cursor();
            for (int i = 0; i < system.size(); i++) {
                if (system.isFixed(i)) {
                    continue;
                }
                p[0] = state.x(3 * i);
                p[1] = state.x(3 * i + 1);
                p[2] = state.x(3 * i + 2);
                cand.clear();
                triangles.query(p[0] - reach, p[1] - reach, p[2] - reach, p[0] + reach, p[1] + reach, p[2] + reach,
                        cand);
                cand.sort();
                for (int h = 0; h < cand.size; h++) {
                    int t = cand.items[h];
                    ob.vertexInto(ob.mesh().corner(t, 0), a);
                    ob.vertexInto(ob.mesh().corner(t, 1), b);
                    ob.vertexInto(ob.mesh().corner(t, 2), c);
                    double d2 = Proximity.pointTriangle(p, a, b, c, w);
                    double g = Math.sqrt(d2);
                    if (g >= reach) {
                        continue;
                    }
                    Vec3 n;
                    if (g > 0) {
                        n = new Vec3((p[0] - w[0] * a[0] - w[1] * b[0] - w[2] * c[0]) / g,
                                (p[1] - w[0] * a[1] - w[1] * b[1] - w[2] * c[1]) / g,
                                (p[2] - w[0] * a[2] - w[1] * b[2] - w[2] * c[2]) / g);
                    } else {
                        Vec3 va = new Vec3(a[0], a[1], a[2]);
                        n = new Vec3(b[0], b[1], b[2]).subtract(va).cross(new Vec3(c[0], c[1], c[2]).subtract(va))
                                .normalize();
                    }
                    out.add(new MeshContact.VertexTriangle(i, ob.name(), t, w[0], w[1], w[2], n, g, r));
                }
            }
            for (SiSpring s : system.springs()) {
                if (s.kind() != SpringKind.STRETCH || system.isFixed(s.i()) && system.isFixed(s.j())) {
                    continue;
                }
                for (int k = 0; k < 3; k++) {
                    p[k] = state.x(3 * s.i() + k);
                    q[k] = state.x(3 * s.j() + k);
                }
                cand.clear();
                edges.query(Math.min(p[0], q[0]) - reach, Math.min(p[1], q[1]) - reach, Math.min(p[2], q[2]) - reach,
                        Math.max(p[0], q[0]) + reach, Math.max(p[1], q[1]) + reach, Math.max(p[2], q[2]) + reach, cand);
                cand.sort();
                for (int h = 0; h < cand.size; h++) {
                    int e = cand.items[h];
                    int j0 = ob.edgeVertex(e, 0);
                    int j1 = ob.edgeVertex(e, 1);
                    ob.vertexInto(j0, a);
                    ob.vertexInto(j1, b);
                    double d2 = Proximity.segmentSegment(p, q, a, b, st);
                    double g = Math.sqrt(d2);
                    if (g >= reach || g == 0 || st[0] <= 0 || st[0] >= 1) {
                        continue;
                    }
                    double sa = st[0];
                    double tb = st[1];
                    Vec3 n = new Vec3((p[0] + sa * (q[0] - p[0]) - a[0] - tb * (b[0] - a[0])) / g,
                            (p[1] + sa * (q[1] - p[1]) - a[1] - tb * (b[1] - a[1])) / g,
                            (p[2] + sa * (q[2] - p[2]) - a[2] - tb * (b[2] - a[2])) / g);
                    out.add(new MeshContact.EdgeEdge(s.i(), s.j(), sa, ob.name(), j0, j1, tb, n, g, r));
                }
            }
        }
        return out;
    }

    /** Broadphase hits of one query, unboxed; reused across queries. */
    private static final class Hits implements IntConsumer {
        private int[] items = new int[16];
        private int size;

        @Override
        public void accept(int value) {
            if (size == items.length) {
                items = Arrays.copyOf(items, 2 * size);
            }
            items[size++] = value;
        }

        void clear() {
            size = 0;
        }

        /** Index order, so the contacts come out in a deterministic order. */
        void sort() {
            Arrays.sort(items, 0, size);
        }
    }

    /**
     * The same contact (same particle(s) and obstacle feature) evaluated at other positions: new closest points,
     * gap and normal. A gap of 0 keeps the old normal. Used to re-linearise contact rows about a predicted
     * configuration.
     *
     * @param contact the contact
     * @param positions flat positions (3n) in m
     * @param obstacles the obstacles (the contact's obstacle is found by name)
     * @return the re-evaluated contact
     * @throws IllegalArgumentException if the contact's obstacle is not in the list
     */
    public static MeshContact reevaluate(MeshContact contact, double[] positions, List<SiObstacle> obstacles) {
        String name = contact instanceof MeshContact.VertexTriangle vt ? vt.obstacle() : ((MeshContact.EdgeEdge) contact).obstacle();
        SiObstacle ob = null;
        for (SiObstacle o : obstacles) {
            if (o.name().equals(name)) {
                ob = o;
                break;
            }
        }
        if (ob == null) {
            throw new IllegalArgumentException("obstacle '" + name + "' of contact '" + contact.label()
                    + "' is not among the obstacles");
        }
        double[] a = new double[3];
        double[] b = new double[3];
        double[] d = new double[3];
        if (contact instanceof MeshContact.VertexTriangle vt) {
            double[] c = new double[3];
            double[] w = new double[3];
            double[] p = {positions[3 * vt.particle()], positions[3 * vt.particle() + 1],
                positions[3 * vt.particle() + 2]};
            ob.vertexInto(ob.mesh().corner(vt.triangle(), 0), a);
            ob.vertexInto(ob.mesh().corner(vt.triangle(), 1), b);
            ob.vertexInto(ob.mesh().corner(vt.triangle(), 2), c);
            double g = Math.sqrt(Proximity.pointTriangle(p, a, b, c, w));
            for (int k = 0; k < 3; k++) {
                d[k] = p[k] - w[0] * a[k] - w[1] * b[k] - w[2] * c[k];
            }
            return new MeshContact.VertexTriangle(vt.particle(), vt.obstacle(), vt.triangle(), w[0], w[1], w[2],
                    g > 0 ? new Vec3(d[0] / g, d[1] / g, d[2] / g) : vt.normal(), g, vt.thickness());
        }
        MeshContact.EdgeEdge ee = (MeshContact.EdgeEdge) contact;
        double[] p = {positions[3 * ee.i0()], positions[3 * ee.i0() + 1], positions[3 * ee.i0() + 2]};
        double[] q = {positions[3 * ee.i1()], positions[3 * ee.i1() + 1], positions[3 * ee.i1() + 2]};
        ob.vertexInto(ee.j0(), a);
        ob.vertexInto(ee.j1(), b);
        double[] st = new double[2];
        double g = Math.sqrt(Proximity.segmentSegment(p, q, a, b, st));
        for (int k = 0; k < 3; k++) {
            d[k] = p[k] + st[0] * (q[k] - p[k]) - a[k] - st[1] * (b[k] - a[k]);
        }
        return new MeshContact.EdgeEdge(ee.i0(), ee.i1(), st[0], ee.obstacle(), ee.j0(), ee.j1(), st[1],
                g > 0 ? new Vec3(d[0] / g, d[1] / g, d[2] / g) : ee.normal(), g, ee.thickness());
    }
}
