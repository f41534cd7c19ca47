"""Checks a CUACC_TRACE file against the timing report of the same run.

usage: check-trace.py TRACE.json REPORT.txt

The trace must be valid Trace Event Format JSON; on every track (pid, tid)
its spans nest (no two overlap partly) and have non-negative durations;
the kernels of a device never overlap (one stream); and it must agree with
the report: the bytes uploaded and downloaded, and the kernels launched.
Prints one summary line."""
import json
import re
import sys
from collections import defaultdict

EPS = 0.002  # the file's times have three decimals (ns)


def fail(msg):
    print("check-trace: " + msg)
    sys.exit(1)


trace = json.load(open(sys.argv[1]))
report = open(sys.argv[2]).read()
events = trace["traceEvents"]
tracks = defaultdict(list)
names = {}
for e in events:
    if e["ph"] == "M":
        names[(e["pid"], e["tid"], e["name"])] = e["args"]["name"]
        continue
    if e["ph"] not in ("X", "i"):
        fail("unexpected phase %r" % e["ph"])
    for key in ("name", "cat", "ts", "pid", "tid", "args"):
        if key not in e:
            fail("event without %s: %r" % (key, e))
    if e["ph"] == "X":
        if e["dur"] < 0:
            fail("negative duration: %r" % e)
        tracks[(e["pid"], e["tid"])].append(e)

for track, spans in tracks.items():
    if (track[0], 0, "process_name") not in names:
        fail("track %r has no process name" % (track,))
    spans.sort(key=lambda e: (e["ts"], -e["dur"]))
    open_ends = []
    for e in spans:
        while open_ends and open_ends[-1] <= e["ts"] + EPS:
            open_ends.pop()
        end = e["ts"] + e["dur"]
        if open_ends and end > open_ends[-1] + EPS:
            fail("spans overlap partly on track %r: %r" % (track, e))
        open_ends.append(end)
    if track[0] > 0:  # a device's kernels: one after another
        for a, b in zip(spans, spans[1:]):
            if b["ts"] + EPS < a["ts"] + a["dur"]:
                fail("kernels overlap on %r: %r %r" % (track, a, b))


def total(cat, prefix):
    return sum(e["args"]["bytes"] for e in events
               if e.get("cat") == cat and e["name"].startswith(prefix))


up, down = total("transfer", "upload "), total("transfer", "download ")
rep_in = sum(int(x) for x in re.findall(r"data\(bytes\): in=(\d+)", report))
rep_out = sum(int(x) for x in re.findall(r"out=(\d+)", report))
if (up, down) != (rep_in, rep_out):
    fail("bytes: trace %d in, %d out; report %d in, %d out" %
         (up, down, rep_in, rep_out))
launched = sum(int(x) for x in re.findall(r"kernel launched (\d+) times", report))
launches = sum(1 for e in events if e.get("cat") == "kernel" and e["pid"] == 0)
kernels = sum(1 for e in events if e.get("cat") == "kernel" and e["pid"] > 0)
if not launched == launches == kernels:
    fail("kernels: report %d, trace %d launches and %d kernels" %
         (launched, launches, kernels))
on_host = sorted(set(e["args"]["reason"] for e in events if e.get("cat") == "host"))
print("trace ok: %d events, %d bytes in, %d bytes out, %d kernels, on host: %s" %
      (len(events), up, down, kernels, "; ".join(on_host) or "-"))
