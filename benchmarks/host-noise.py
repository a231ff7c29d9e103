#!/usr/bin/env python3
"""Does the host's memory explain a benchmark's launch-to-launch and second-to-second spread?

Reads a `--repeat N --host-control` result (the combined JSON; its launches' files and each launch's
host-memory.csv are in the `-repeats` folder beside it) and prints, per level:
  - the launches' throughput and CV, beside the host controls' CVs (compute loop, memory latency and
    bandwidth before each launch, memory latency during each launch);
  - across launches, Pearson's r of the level's throughput with the memory latency before the launch and
    with the memory latency measured during that level's window;
  - second by second inside the windows, r of the operations completed in a second with the memory latency
    sampled in that second (each level's seconds taken relative to its own mean, launches pooled).
Usage: benchmarks/host-noise.py results/igen-oltp-YYYYMMDD-HHMMSS.json
"""
import csv
import glob
import json
import math
import os
import sys
from datetime import datetime


def pearson(xs, ys):
    n = len(xs)
    if n < 3:
        return float("nan")
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return sxy / math.sqrt(sxx * syy) if sxx > 0 and syy > 0 else float("nan")


def cv(values):
    n = len(values)
    m = sum(values) / n
    return 100 * math.sqrt(sum((v - m) ** 2 for v in values) / (n - 1)) / m


def epoch(iso):
    return datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp()


def main(combined_path):
    combined = json.load(open(combined_path))
    repetition = combined["repetition"]
    memory = repetition.get("hostMemory") or {}
    repeats = combined_path[:-len(".json")] + "-repeats"
    launches = []
    for directory in sorted(glob.glob(os.path.join(repeats, "launch-*")), key=lambda d: int(d.rsplit("-", 1)[1])):
        result = json.load(open(glob.glob(os.path.join(directory, "igen-*.json"))[0]))
        seconds = []
        csv_file = os.path.join(directory, "host-memory.csv")
        if os.path.exists(csv_file):
            with open(csv_file) as f:
                seconds = [(int(row["epochMillis"]) / 1000, float(row["nanosPerLoad"])) for row in csv.DictReader(f)]
        launches.append((result, seconds))
    print(f"{len(launches)} launches of {combined['benchmark']}")
    for name, control in [("compute loop (M it/s)", repetition.get("hostControl")),
                          ("memory latency before (ns)", memory.get("latency")),
                          ("memory bandwidth before (GB/s)", memory.get("bandwidth")),
                          ("memory latency during (ns)", memory.get("latencyDuringLaunches"))]:
        if control:
            print(f"  {name}: CV {control['cvPercent']} %  samples {control['samples']}")
    before = (memory.get("latency") or {}).get("samples")
    for index, level in enumerate(combined["levels"]):
        throughputs, in_window, per_second_ops, per_second_ns = [], [], [], []
        for result, seconds in launches:
            own = result["levels"][index]
            throughputs.append(own["throughput"])
            start = epoch(own["windowStart"])
            end = start + own["durationSeconds"]
            window = [ns for t, ns in seconds if start <= t < end]
            in_window.append(sum(window) / len(window) if window else float("nan"))
            ops, ns = [], []
            for second in own.get("timeSeries", []):
                if second["startSeconds"] < 0:
                    continue
                at = start + second["startSeconds"]
                sampled = [n for t, n in seconds if at <= t < at + 1]
                if sampled and second["operations"] > 0:
                    ops.append(second["operations"])
                    ns.append(sampled[0])
            if len(ops) >= 3:
                mo, mn = sum(ops) / len(ops), sum(ns) / len(ns)
                per_second_ops += [o / mo for o in ops]
                per_second_ns += [n / mn for n in ns]
        print(f"level {level['level']}: throughput CV {cv(throughputs):.1f} %  "
              f"({', '.join(f'{t:,.0f}' for t in throughputs)})")
        if before:
            print(f"  r(throughput, latency before)       = {pearson(throughputs, before):+.2f}")
        valid = [(t, w) for t, w in zip(throughputs, in_window) if not math.isnan(w)]
        if len(valid) >= 3:
            print(f"  r(throughput, latency in window)    = {pearson(*zip(*valid)):+.2f}  "
                  f"(window latency ns: {', '.join(f'{w:.0f}' for _, w in valid)}; CV {cv([w for _, w in valid]):.1f} %)")
        if per_second_ops:
            print(f"  r(ops in a second, latency then)    = {pearson(per_second_ops, per_second_ns):+.2f}  "
                  f"over {len(per_second_ops)} seconds; per-second CV ops {cv(per_second_ops):.1f} %, "
                  f"latency {cv(per_second_ns):.1f} %")


if __name__ == "__main__":
    main(sys.argv[1])
