"""Merges the JSON lines of layout-timer and peers.py into one Markdown table.

ns/node uses the peers' count (leaves + containers) for every engine, so a column compares
the same picture; our ViewTree count (2 nodes per fixed leaf and per padded stack) is given
on its own row. "faster than X" is X's median time over ours for the same tree, first pass
against first pass (every engine lays out a tree built for the run); our second pass over the
same tree, which reuses the tables the first derived from it, is shown apart.

    python table.py results.jsonl
"""

import json
import sys


def main(path):
    rows = [json.loads(line) for line in open(path) if line.strip().startswith("{")]
    errors = [r for r in rows if "error" in r]
    rows = [r for r in rows if "error" not in r]
    workloads = []
    for r in rows:
        if r["workload"] not in workloads:
            workloads.append(r["workload"])
    by = {(r["engine"], r["workload"]): r for r in rows}
    engines = []
    for r in rows:
        if r["engine"] not in engines:
            engines.append(r["engine"])
    peers = [e for e in engines if e != "geolab"]
    packages = {r["engine"]: r.get("package", "") for r in rows}

    def cell(engine, w, field, fmt="{:,.0f}"):
        r = by.get((engine, w))
        if r is None or field not in r:
            return "–"
        return fmt.format(r[field])

    def nodes(w):
        r = by.get(("geolab", w)) or next(x for x in rows if x["workload"] == w)
        return r["peer_nodes"]

    header = "| ns per node, one layout pass (median) | " + " | ".join(
        f"{w} ({nodes(w):,} nodes)" for w in workloads) + " |"
    print(header)
    print("|" + "---|" * (len(workloads) + 1))
    print("| **GeometryLab**, first pass over a new tree, as the peers are timed (per leaf + container) | " + " | ".join(
        cell("geolab", w, "ns_per_peer_node", "{:,.1f}") for w in workloads) + " |")
    print("| GeometryLab, a second pass over the same tree | " + " | ".join(
        cell("geolab", w, "again_ns_per_peer_node", "{:,.1f}") for w in workloads) + " |")
    print("| GeometryLab first pass per ViewTree node | " + " | ".join(
        cell("geolab", w, "ns_per_tree_node", "{:,.1f}") for w in workloads) + " |")
    for e in peers:
        label = f"{e} ({packages[e]})" if packages[e] else e
        print(f"| {label} | " + " | ".join(
            cell(e, w, "ns_per_peer_node", "{:,.1f}") for w in workloads) + " |")
    for e in peers:
        ratios = []
        for w in workloads:
            ours, theirs = by.get(("geolab", w)), by.get((e, w))
            if ours and theirs:
                ratios.append(f"{theirs['median_ns'] / ours['median_ns']:.1f}×")
            else:
                ratios.append("–")
        print(f"| GeometryLab faster than {e} | " + " | ".join(ratios) + " |")
    print("| GeometryLab bytes per ViewTree node (tree + layout) | " + " | ".join(
        cell("geolab", w, "heap_bytes_per_tree_node", "{:,.0f}") for w in workloads) + " |")
    mismatched = []
    for w in workloads:
        sizes = {e: tuple(by[(e, w)]["root_size"]) for e in engines if (e, w) in by}
        if len(set(sizes.values())) > 1:
            mismatched.append(f"{w}: {sizes}")
    print()
    if mismatched:
        print("Root sizes differ (trees not equivalent!): " + "; ".join(mismatched))
    else:
        print("Every engine computed the same root size for every tree (same picture).")
    for r in errors:
        print(f"{r['engine']}: not measured ({r['error']})")


if __name__ == "__main__":
    main(sys.argv[1])
