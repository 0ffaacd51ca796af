# SPDX-License-Identifier: Apache-2.0
"""snapfit for FreeCAD: analyse the snap-fit drawn in a FreeCAD document.

Objects are named by their Label after the layer convention of docs/formats/dxf-layers.md:

  PAWL-n      a face, a closed wire or a sketch: the outline of pawl n (several closed wires = a union)
  HINGE-n     a vertex, a point or a circle: the hinge of pawl n (its centre for a circle)
  OBSTACLE... a face, a closed wire or a sketch: a fixed obstacle (any label starting with OBSTACLE)
  DIRECTION   a line: the motion of the root, from its start to its end (velocity x travel)
  ROOT        (optional) the root's outline, drawn only

Everything lies in the XY plane of the document (z is ignored). The selected objects are used, or every object of
the document whose label follows the convention when nothing is selected. The client writes the mechanism as a
snapfit-mechanism/1 document with the geometry inline, calls snapfit -- the server (snapfit serve) when one answers,
the command line otherwise -- and returns the snapfit-report/1 document with the files of `snapfit analyze`.

Environment:
  SNAPFIT_SERVER   base URL of a running `snapfit serve` (default http://127.0.0.1:7341); "none" skips it
  SNAPFIT_CLI      the command that runs snapfit (default: `snapfit` on PATH), e.g. /opt/snapfit/bin/snapfit
"""

import json
import os
import re
import shutil
import subprocess
import tempfile
import urllib.error
import urllib.request

DEFAULT_SERVER = "http://127.0.0.1:7341"
#: Largest distance in mm between a curved edge and the polygon that replaces it.
CHORD_TOLERANCE_MM = 0.01
#: Seconds a health check of the server may take before the command line is used instead.
SERVER_PROBE_SECONDS = 0.5

_PAWL = re.compile(r"^PAWL[-_ ]?(\d+)$", re.IGNORECASE)
_HINGE = re.compile(r"^HINGE[-_ ]?(\d+)$", re.IGNORECASE)


class SnapfitError(Exception):
    """snapfit refused the mechanism or could not be run; `document` holds its snapfit-error/1 document if any."""

    def __init__(self, message, document=None):
        super().__init__(message)
        self.document = document


def number(x):
    """An exact decimal text of a float: the shortest repr, which reads back to the same double."""
    if x == 0:
        return "0"
    text = repr(float(x))
    return text[:-2] if text.endswith(".0") else text


def _point(v):
    return [number(v.x), number(v.y)]


def _polygons(shape, chord=CHORD_TOLERANCE_MM):
    """The closed outlines of a shape in the XY plane: exact vertices for straight edges, a polygon within the chord
    tolerance for curved ones."""
    wires = [f.OuterWire for f in shape.Faces] if shape.Faces else [w for w in shape.Wires if w.isClosed()]
    polygons = []
    for w in wires:
        if all(e.Curve.__class__.__name__ in ("Line", "LineSegment") for e in w.Edges):
            pts = [v.Point for v in w.OrderedVertexes]
        else:
            pts = w.discretize(Deflection=chord)
            if len(pts) > 1 and (pts[0] - pts[-1]).Length < 1e-12:
                pts = pts[:-1]
        polygons.append([_point(p) for p in pts])
    return polygons


def _hinge(shape):
    for e in shape.Edges:
        if e.Curve.__class__.__name__ == "Circle":
            return _point(e.Curve.Center)
    if shape.Vertexes:
        return _point(shape.Vertexes[0].Point)
    raise SnapfitError("a HINGE object has no vertex or circle")


def collect(objects):
    """The mechanism's parts by role from FreeCAD objects (labels after the layer convention)."""
    parts = {"pawls": {}, "hinges": {}, "obstacles": [], "direction": None, "root": None}
    for o in objects:
        label = o.Label.strip()
        shape = getattr(o, "Shape", None)
        if shape is None or shape.isNull():
            continue
        m = _PAWL.match(label)
        if m:
            parts["pawls"][int(m.group(1))] = shape
            continue
        m = _HINGE.match(label)
        if m:
            parts["hinges"][int(m.group(1))] = shape
            continue
        upper = label.upper()
        if upper.startswith("OBSTACLE"):
            parts["obstacles"].append((label, shape))
        elif upper == "DIRECTION":
            parts["direction"] = shape
        elif upper == "ROOT":
            parts["root"] = shape
    return parts


def mechanism_document(objects, name, friction, stiffness):
    """The snapfit-mechanism/1 document (geometry inline) of the labelled objects.

    friction: mu as text (exact decimal or fraction); stiffness: kappa in N*mm/rad as text, for every pawl, or a dict
    {"PAWL-1": "150", ...}."""
    parts = collect(objects)
    if not parts["pawls"]:
        raise SnapfitError("no pawl: label a face, a closed wire or a sketch PAWL-1 (with its hinge HINGE-1)")
    if parts["direction"] is None or not parts["direction"].Vertexes:
        raise SnapfitError("no motion: draw a line labelled DIRECTION from the start to the end of the insertion")
    pawls = []
    for n in sorted(parts["pawls"]):
        if n not in parts["hinges"]:
            raise SnapfitError("PAWL-%d has no hinge: add a vertex, point or circle labelled HINGE-%d" % (n, n))
        k = stiffness.get("PAWL-%d" % n) if isinstance(stiffness, dict) else stiffness
        if k is None:
            raise SnapfitError("no stiffness for PAWL-%d" % n)
        pawls.append({"name": "PAWL-%d" % n, "hinge": _hinge(parts["hinges"][n]), "stiffness": str(k),
                      "shape": _polygons(parts["pawls"][n])})
    d = parts["direction"].Vertexes
    a, b = d[0].Point, d[-1].Point
    return {
        "format": "snapfit-mechanism/1",
        "name": name,
        "units": "mm",
        "friction": str(friction),
        "motion": {"velocity": [number(b.x - a.x), number(b.y - a.y)], "travel": "1"},
        "pawls": pawls,
        "obstacles": [{"name": label, "shape": _polygons(s)} for label, s in parts["obstacles"]],
        "root": {"shape": _polygons(parts["root"]) if parts["root"] is not None else []},
    }


def server_url():
    url = os.environ.get("SNAPFIT_SERVER", DEFAULT_SERVER).rstrip("/")
    if url.lower() == "none":
        return None
    try:
        with urllib.request.urlopen(url + "/v1/health", timeout=SERVER_PROBE_SECONDS) as r:
            return url if json.load(r).get("status") == "ok" else None
    except (OSError, ValueError):
        return None


def _via_server(url, mechanism, options, out_dir):
    body = json.dumps({"format": "snapfit-request/1", "mechanism": mechanism, "options": options,
                       "out": out_dir}).encode("utf-8")
    req = urllib.request.Request(url + "/v1/analyze", data=body, method="POST",
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=600) as r:
            return json.load(r)
    except urllib.error.HTTPError as e:
        doc = json.load(e)
        raise SnapfitError(doc.get("message", str(e)), doc)


def _cli_command():
    cli = os.environ.get("SNAPFIT_CLI") or shutil.which("snapfit")
    if not cli:
        raise SnapfitError("snapfit is not running as a server and is not on PATH: start `snapfit serve` or set"
                           " SNAPFIT_CLI to bin/snapfit of the runtime image")
    return cli.split()


def _option_args(options):
    args = []
    for key, value in options.items():
        flag = "--" + re.sub(r"([A-Z])", r"-\1", key).lower()
        if value is True:
            args.append(flag)
        elif isinstance(value, dict):
            args += ["%s=%s=%s" % (flag, k, v) for k, v in value.items()]
        elif value is not False and value is not None:
            args.append("%s=%s" % (flag, value))
    return args


def _via_cli(mechanism, options, out_dir):
    path = os.path.join(out_dir, "mechanism.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(mechanism, f, indent=1)
    r = subprocess.run(_cli_command() + ["analyze", path, "--out", out_dir, "--json"] + _option_args(options),
                       capture_output=True, text=True, encoding="utf-8")
    if r.returncode != 0:
        last = r.stderr.strip().splitlines()[-1] if r.stderr.strip() else "snapfit exited with %d" % r.returncode
        try:
            doc = json.loads(last)
        except ValueError:
            raise SnapfitError(last)
        raise SnapfitError(doc.get("message", last), doc)
    return json.loads(r.stdout)


def analyze(objects, name="FreeCAD mechanism", friction="0.3", stiffness="150", out_dir=None, options=None):
    """Analyses the labelled objects. Returns (report, out_dir, via) where report is the snapfit-report/1 document,
    out_dir holds report.json, report.html and the charts, and via is "server" or "cli"."""
    mechanism = mechanism_document(objects, name, friction, stiffness)
    out_dir = os.path.abspath(out_dir or tempfile.mkdtemp(prefix="snapfit-"))
    os.makedirs(out_dir, exist_ok=True)
    options = dict(options or {})
    url = server_url()
    if url:
        return _via_server(url, mechanism, options, out_dir), out_dir, "server"
    return _via_cli(mechanism, options, out_dir), out_dir, "cli"


def verdict(report):
    """The verdict in a few plain values (what a dialog shows and what the headless test checks)."""
    v = report["verdict"]
    return {
        "assembles": v["assembles"],
        "assemblyReason": v["assemblyReason"],
        "separable": v["separable"],
        "selfLocking": v["lock"] is not None,
        "peakInsertion": v.get("peakInsertionValue"),
        "peakRetraction": v.get("peakRetractionValue"),
        "intent": v.get("intent"),
        "meetsIntent": v.get("meetsIntent"),
    }


def summary(v):
    lines = ["Assembles: %s (%s)" % ("yes" if v["assembles"] else "no", v["assemblyReason"])]
    if v["peakInsertion"] is not None:
        lines.append("Peak insertion force: %.4g N" % v["peakInsertion"])
    if v["separable"] is not None:
        lines.append("Comes apart: " + ("yes, peak pull %.4g N" % v["peakRetraction"] if v["separable"]
                                        else "no (self-locking)" if v["selfLocking"] else "no"))
    if v["intent"]:
        lines.append("Design intent %s: %s" % (v["intent"], "met" if v["meetsIntent"] else "NOT met"))
    return "\n".join(lines)


def run_macro(friction="0.3", stiffness="150", intent=None):
    """The macro's body in the FreeCAD GUI: the selection (or the whole document), a dialog with the verdict, and the
    report page in the browser."""
    import FreeCAD
    import FreeCADGui
    doc = FreeCAD.ActiveDocument
    objects = FreeCADGui.Selection.getSelection() or doc.Objects
    options = {"intent": intent} if intent else {}
    try:
        report, out_dir, via = analyze(objects, doc.Label, friction, stiffness, options=options)
    except SnapfitError as e:
        _show("snapfit", "snapfit could not analyse this document:\n" + str(e))
        return None
    text = summary(verdict(report)) + "\n\n(snapfit %s; files in %s)" % (via, out_dir)
    _show("snapfit verdict", text)
    import webbrowser
    webbrowser.open("file://" + os.path.join(out_dir, "report.html"))
    return report


def _show(title, text):
    try:
        from PySide import QtGui
        QtGui.QMessageBox.information(None, title, text)
    except ImportError:
        print(title + ":\n" + text)
