package org.snapfit.analysis.json;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;

/** The package-private DTOs of {@code snapfit-report/1}; field order = key order. */
final class Dto {

    private Dto() {
    }

    @JsonPropertyOrder({"format", "tool", "mechanism", "settings", "runs", "verdict", "muSweep", "warnings",
        "assumptions"})
    record Report(String format, Tool tool, Mechanism mechanism, Settings settings, List<Run> runs, Verdict verdict,
            MuSweep muSweep, List<Warning> warnings, List<String> assumptions) {
    }

    @JsonPropertyOrder({"name", "version"})
    record Tool(String name, String version) {
    }

    @JsonPropertyOrder({"name", "source", "friction", "velocity", "travel", "pawls", "obstacles", "sourceKind",
        "units"})
    record Mechanism(String name, String source, String friction, List<String> velocity, String travel,
            List<MechPawl> pawls, List<String> obstacles, String sourceKind, String units) {
    }

    @JsonPropertyOrder({"name", "hinge", "stiffness", "beam"})
    record MechPawl(String name, List<String> hinge, String stiffness, Beam beam) {
    }

    @JsonPropertyOrder({"length", "thickness", "tipThickness", "width", "modulus", "permissibleStrain", "material",
        "materialSource", "gamma", "stiffnessCoefficient", "taperFactor", "secondMomentOfArea", "pivot", "stiffness",
        "stiffnessExact", "root", "tip", "thetaMax", "thetaMaxS", "tipDeflectionAtPeak", "strainAtPeak",
        "strainSafetyFactor", "exceedsPermissibleStrain", "deflectionForce", "leadAngle", "leadAngleDeg",
        "guideMatingForce", "exactPeakForce"})
    record Beam(String length, String thickness, String tipThickness, String width, String modulus,
            String permissibleStrain, String material, String materialSource, String gamma,
            String stiffnessCoefficient, String taperFactor, String secondMomentOfArea, List<String> pivot,
            String stiffness, boolean stiffnessExact, List<String> root, List<String> tip, String thetaMax,
            String thetaMaxS, String tipDeflectionAtPeak, String strainAtPeak, String strainSafetyFactor,
            Boolean exceedsPermissibleStrain, String deflectionForce, String leadAngle, String leadAngleDeg,
            String guideMatingForce, String exactPeakForce) {
    }

    @JsonPropertyOrder({"sampleStep", "lengthUnit", "forceUnit", "angleUnit", "retractTravel"})
    record Settings(String sampleStep, String lengthUnit, String forceUnit, String angleUnit, String retractTravel) {
    }

    @JsonPropertyOrder({"direction", "termination", "pawls", "force", "latches"})
    record Run(String direction, Termination termination, List<RunPawl> pawls, Force force, List<Latch> latches) {
    }

    @JsonPropertyOrder({"pawl", "thetaMax", "thetaMaxS", "mode", "restS", "endTheta", "clickEnergy", "snaps",
        "pullIn"})
    record Latch(String pawl, String thetaMax, String thetaMaxS, String mode, String restS, String endTheta,
            String clickEnergy, List<Click> snaps, PullIn pullIn) {
    }

    @JsonPropertyOrder({"fromS", "toS", "thetaFrom", "minW", "minWS", "energyReturned", "springEnergy"})
    record PullIn(String fromS, String toS, String thetaFrom, String minW, String minWS, String energyReturned,
            String springEnergy) {
    }

    @JsonPropertyOrder({"decimal", "exact"})
    record Time(String decimal, ExactPart exact) {
    }

    @JsonPropertyOrder({"polynomial", "interval"})
    record ExactPart(List<String> polynomial, List<String> interval) {
    }

    @JsonPropertyOrder({"cause", "t", "s", "pawl", "contact"})
    record Termination(String cause, Time t, String s, String pawl, String contact) {
    }

    @JsonPropertyOrder({"name", "events", "thetaMax", "thetaMaxDeg", "thetaMaxS", "peakTorque"})
    record RunPawl(String name, List<Event> events, String thetaMax, String thetaMaxDeg, String thetaMaxS,
            String peakTorque) {
    }

    @JsonPropertyOrder({"seq", "kind", "paperEvent", "pawl", "t", "s", "thetaBefore", "thetaAfter", "contactBefore",
        "contactAfter"})
    record Event(int seq, String kind, String paperEvent, String pawl, Time t, String s, String thetaBefore,
            String thetaAfter, String contactBefore, String contactAfter) {
    }

    @JsonPropertyOrder({"peak", "peakLateral", "work", "clicks", "samples"})
    record Force(Peak peak, Peak peakLateral, String work, List<Click> clicks, List<Sample> samples) {
    }

    @JsonPropertyOrder({"W", "lateral", "t", "s", "limit", "pawl", "contact"})
    record Peak(@JsonProperty("W") String w, String lateral, String t, String s, String limit, String pawl,
            String contact) {
    }

    @JsonPropertyOrder({"pawl", "seq", "s", "thetaBefore", "thetaAfter", "energy"})
    record Click(String pawl, int seq, String s, String thetaBefore, String thetaAfter, String energy) {
    }

    @JsonPropertyOrder({"s", "t", "W", "lateral", "theta", "pawlW", "limit"})
    record Sample(String s, String t, @JsonProperty("W") String w, String lateral, Map<String, String> theta,
            Map<String, String> pawlW, String limit) {
    }

    @JsonPropertyOrder({"assembles", "assemblyReason", "insertionCriticalMu", "separable", "peakInsertion",
        "peakRetraction", "ratio", "lock", "retention", "retentionReason", "intent", "meetsIntent", "intentStatus",
        "intentReason"})
    record Verdict(boolean assembles, String assemblyReason, Bracket insertionCriticalMu, Boolean separable,
            String peakInsertion, String peakRetraction, String ratio, Lock lock, String retention,
            String retentionReason, String intent, Boolean meetsIntent, String intentStatus, String intentReason) {
    }

    @JsonPropertyOrder({"cause", "terminationCause", "s", "pawl", "contact", "criticalMu"})
    record Lock(String cause, String terminationCause, String s, String pawl, String contact, Bracket criticalMu) {
    }

    @JsonPropertyOrder({"lo", "hi", "decimal"})
    record Bracket(String lo, String hi, String decimal) {
    }

    @JsonPropertyOrder({"range", "points", "transitions"})
    record MuSweep(String range, List<MuPoint> points, List<MuTransition> transitions) {
    }

    @JsonPropertyOrder({"mu", "assembles", "insertionCause", "peakInsertion", "separable", "retractionCause",
        "peakRetraction", "retention"})
    record MuPoint(String mu, boolean assembles, String insertionCause, String peakInsertion, Boolean separable,
            String retractionCause, String peakRetraction, String retention) {
    }

    @JsonPropertyOrder({"verdict", "below", "above", "criticalMu"})
    record MuTransition(String verdict, boolean below, boolean above, Bracket criticalMu) {
    }

    @JsonPropertyOrder({"code", "message"})
    record Warning(String code, String message) {
    }
}
