"""Times Taffy (PyPI `stretchable`) and Yoga (PyPI `yoga-python`, or `poga`) on the trees of
Benchmarks/Sources/LayoutWorkloads/Workload.swift, one JSON object per line.

Only the engine's native compute call is timed (`node_compute_layout` / `calculate_layout`);
the tree is built fresh, untimed, before each run so no run reuses a previous run's caches.
Equivalent of our trees in flexbox terms:
  row:  a row container, gap 5, align-items center, of N leaves 10x20 (flex-shrink 0:
        SwiftUI's fixed frames never shrink);
  tree: containers alternating row/column from the root, padding 3, gap 0, align-items
        center, flex-shrink 0, fan-out 10; leaves 10x20.
Available space is 1000x1000, the canvas our engine lays out in.

    python peers.py [--runs 5] [--engines taffy,yoga|poga] row:1000 tree:1000 ...
"""

import argparse
import gc
import json
import statistics
import sys
import time

WINDOW = (1000.0, 1000.0)
FAN_OUT = 10


def parse_workload(text):
    kind, n = text.split(":")
    n = int(n)
    if kind not in ("row", "tree"):
        raise ValueError(text)
    return kind, n


def depth_of(n):
    d = 0
    while n > 1:
        n //= FAN_OUT
        d += 1
    return d


def short(n):
    if n >= 1_000_000 and n % 1_000_000 == 0:
        return f"{n // 1_000_000}M"
    if n >= 1_000 and n % 1_000 == 0:
        return f"{n // 1_000}k"
    return str(n)


def containers(kind, n):
    if kind == "row":
        return 1
    total, level = 0, n // FAN_OUT
    while level >= 1:
        total += level
        level //= FAN_OUT
    return total


# --- Taffy, through stretchable's low-level binding (no Python object per node) ---------------


class TaffyEngine:
    name = "taffy"

    def __init__(self):
        import stretchable
        from stretchable import Style
        from stretchable.context import taffy
        from stretchable.style import AlignItems, FlexDirection
        from stretchable.style.geometry.size import SizeAvailableSpace
        from stretchable import taffylib

        from importlib.metadata import version

        self.version = "stretchable " + version("stretchable")
        self.lib = taffylib
        self.taffy = taffy
        self.leaf_style = Style(size=(10, 20), flex_shrink=0).to_dict()
        self.row_style = Style(
            flex_direction=FlexDirection.ROW, gap=5, align_items=AlignItems.CENTER
        ).to_dict()
        self.stack_styles = [
            Style(
                flex_direction=direction,
                padding=3,
                gap=0,
                align_items=AlignItems.CENTER,
                flex_shrink=0,
            ).to_dict()
            for direction in (FlexDirection.ROW, FlexDirection.COLUMN)
        ]
        self.available = SizeAvailableSpace(*WINDOW).to_dict()

    def build(self, kind, n):
        lib, ptr = self.lib, self.taffy._ptr
        create, add = lib.node_create, lib.node_add_child
        if kind == "row":
            root = create(ptr, self.row_style)
            leaf_style = self.leaf_style
            for _ in range(n):
                add(ptr, root, create(ptr, leaf_style))
            return root
        depth = depth_of(n)

        def subtree(level):
            if level == depth:
                return create(ptr, self.leaf_style)
            node = create(ptr, self.stack_styles[level % 2])
            for _ in range(FAN_OUT):
                add(ptr, node, subtree(level + 1))
            return node

        return subtree(0)

    def compute(self, root):
        ok = self.lib.node_compute_layout(self.taffy._ptr, root, self.available)
        assert ok, "taffy compute failed"

    def layout_of(self, root):
        layout = self.lib.PyLayout()
        self.lib.node_get_layout(self.taffy._ptr, root, layout)
        return layout.width, layout.height

    def drop(self, root):
        self.lib.node_drop_all(self.taffy._ptr)


# --- Yoga -------------------------------------------------------------------------------------


class YogaEngine:
    """Yoga 3 through yoga-python (Python >= 3.12)."""

    name = "yoga"

    def __init__(self):
        from importlib.metadata import version

        import yoga

        self.yoga = yoga
        self.version = "yoga-python " + version("yoga-python")

    # yoga-python's Python wrappers own the nodes' memory: every wrapper must stay alive while
    # its node is in a tree (a collected child leaves a dangling pointer in its parent).
    # `self.alive` keeps them until `drop`, which detaches the tree first.
    def _node(self):
        node = self.yoga.Node()
        self.alive.append(node)
        return node

    def _leaf(self):
        node = self._node()
        node.width = 10
        node.height = 20
        node.flex_shrink = 0
        return node

    def build(self, kind, n):
        y = self.yoga
        self.alive = []
        if kind == "row":
            root = self._node()
            root.flex_direction = y.FlexDirection.Row
            root.align_items = y.Align.Center
            root.set_gap(y.Gutter.All, 5)
            root.set_children([self._leaf() for _ in range(n)])
            return root
        depth = depth_of(n)

        def subtree(level):
            if level == depth:
                return self._leaf()
            node = self._node()
            node.flex_direction = y.FlexDirection.Row if level % 2 == 0 else y.FlexDirection.Column
            node.align_items = y.Align.Center
            node.flex_shrink = 0
            node.set_padding(y.Edge.All, 3)
            node.set_children([subtree(level + 1) for _ in range(FAN_OUT)])
            return node

        return subtree(0)

    def compute(self, root):
        # Undefined owner size: the root takes its content size, as our root and Taffy's do
        # (a defined one makes a Yoga root exactly that size).
        root.calculate_layout(float("nan"), float("nan"), self.yoga.Direction.LTR)

    def layout_of(self, root):
        return root.layout_width, root.layout_height

    def drop(self, root):
        # Detach every parent from its children, then let the wrappers go. (free_recursive
        # removes children one at a time from the front: quadratic on a 1M-child row.)
        for node in self.alive:
            node.remove_all_children()
        self.alive = []


class PogaEngine:
    """Older Yoga (1.x C API) through `poga`, the fallback when yoga-python will not install.
    It has no `gap`: the row's spacing of 5 is a left margin on every leaf but the first."""

    name = "yoga (poga)"

    def __init__(self):
        from importlib.metadata import version

        from poga import libpoga_capi as c

        self.c = c
        self.version = "poga " + version("poga")

    def _leaf(self, margin_left=0.0):
        c = self.c
        node = c.YGNodeNew()
        c.YGNodeStyleSetWidth(node, 10)
        c.YGNodeStyleSetHeight(node, 20)
        c.YGNodeStyleSetFlexShrink(node, 0)
        if margin_left:
            c.YGNodeStyleSetMargin(node, c.YGEdge.Left, margin_left)
        return node

    def _stack(self, direction, padding):
        c = self.c
        node = c.YGNodeNew()
        c.YGNodeStyleSetFlexDirection(node, direction)
        c.YGNodeStyleSetAlignItems(node, c.YGAlign.Center)
        c.YGNodeStyleSetFlexShrink(node, 0)
        if padding:
            c.YGNodeStyleSetPadding(node, c.YGEdge.All, padding)
        return node

    def build(self, kind, n):
        c = self.c
        if kind == "row":
            root = self._stack(c.YGFlexDirection.Row, 0)
            for i in range(n):
                c.YGNodeInsertChild(root, self._leaf(5.0 if i else 0.0), i)
            return root
        depth = depth_of(n)
        directions = (c.YGFlexDirection.Row, c.YGFlexDirection.Column)

        def subtree(level):
            if level == depth:
                return self._leaf()
            node = self._stack(directions[level % 2], 3)
            for i in range(FAN_OUT):
                c.YGNodeInsertChild(node, subtree(level + 1), i)
            return node

        return subtree(0)

    def compute(self, root):
        self.c.YGNodeCalculateLayout(root, float("nan"), float("nan"), self.c.YGDirection.LTR)

    def layout_of(self, root):
        return self.c.YGNodeLayoutGetWidth(root), self.c.YGNodeLayoutGetHeight(root)

    def drop(self, root):
        self.c.YGNodeFreeRecursive(root)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--engines", default="taffy,yoga")
    parser.add_argument("workloads", nargs="+")
    args = parser.parse_args()
    engines = []
    for name in args.engines.split(","):
        try:
            engines.append(
                {"taffy": TaffyEngine, "yoga": YogaEngine, "poga": PogaEngine}[name]()
            )
        except Exception as error:  # a peer that will not load is reported, not fatal
            print(json.dumps({"engine": name, "error": str(error)}), flush=True)
    for text in args.workloads:
        kind, n = parse_workload(text)
        peer_nodes = n + containers(kind, n)
        for engine in engines:
            times = []
            size = None
            for _ in range(args.runs):
                root = engine.build(kind, n)
                gc.collect()
                gc.disable()
                start = time.perf_counter_ns()
                engine.compute(root)
                end = time.perf_counter_ns()
                gc.enable()
                times.append(end - start)
                size = engine.layout_of(root)
                engine.drop(root)
            median = statistics.median(times)
            print(
                json.dumps(
                    {
                        "engine": engine.name,
                        "package": engine.version,
                        "workload": f"{kind} {short(n)}",
                        "leaves": n,
                        "peer_nodes": peer_nodes,
                        "median_ns": int(median),
                        "min_ns": min(times),
                        "ns_per_peer_node": round(median / peer_nodes, 1),
                        "root_size": [round(size[0], 3), round(size[1], 3)],
                    }
                ),
                flush=True,
            )


if __name__ == "__main__":
    sys.exit(main())
