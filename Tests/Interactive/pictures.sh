#!/usr/bin/env bash
# Checks the pictures geolab writes (issue 8) in the programs that read them:
# - `:export svg` parses as XML (python3's xml.dom.minidom) and holds the drawn screen and, with
#   --outlines, both layers;
# - the screen as drawn, rendered by headless Chromium to PNG: a red circle's centre pixel is
#   SwiftUI's red and its bounding box's corner is the background; a rounded rectangle's corner
#   pixel is the background and its centre its blue; a Text's string is in the SVG as text; a
#   List's grouped background is grey beside its card and white inside, its navigation title text
#   (positions from `:frames --json`, colours from docs/semantics.md §14.1);
# - the picture committed beside transcripts/pictures-screen.md is the one the transcript writes;
# - `:export html` opened in headless Chromium: the page reads `#t=…` and moves its time slider
#   there (the same `input` event a person's drag sends), then the test reads the page's DOM and
#   checks that the polygon drawn for a named view has the frame the page's table lists for it,
#   and that both equal what `:frames --json` prints at that time; at two times, so moving the
#   slider must change the picture; `&layers=shown` must hide the LAYOUT layer;
# - a screenshot is saved to .build/pictures/scene.png for a person to look at.
# Skips (exit 0, with a message) only when Chromium is not installed and cannot be.
#
# Usage: Tests/Interactive/pictures.sh   (GEOLAB=/path/to/geolab to test another binary)
set -u

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
GEOLAB=${GEOLAB:-$ROOT/.build/debug/geolab}
case $GEOLAB in /*) ;; *) GEOLAB=$ROOT/$GEOLAB ;; esac
if [ ! -x "$GEOLAB" ]; then
  (cd "$ROOT" && swift build --product geolab) || { echo "pictures.sh: build failed" >&2; exit 1; }
fi
WORK=$(mktemp -d /tmp/geolab-pictures.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
FAILURES=0
PASSES=0
pass() { PASSES=$((PASSES + 1)); echo "ok: $1"; }
fail() { FAILURES=$((FAILURES + 1)); echo "FAIL: $1"; }

# The seed 000 scene: a top-leading dot inserted while its parent grows 200 → 300 (no
# geometryGroup), so at 0.5 s the red square is drawn at (59, 59, 282, 282) but the dot at
# (50, 50): the layers disagree, which is what the page must show.
cat >"$WORK/scene.geolab" <<'SCENE'
:window 400 400
struct CornerDot: View {
  var showsDot: Bool
  var body: some View {
    Color.red
      .overlay(alignment: .topLeading) {
        if showsDot {
          Circle().fill(.yellow).frame(width: 20, height: 20)
        }
      }
  }
}
struct Growing: View {
  @State var grown = false
  var body: some View {
    CornerDot(showsDot: grown)
      .frame(width: grown ? 300 : 200, height: grown ? 300 : 200)
  }
}
Growing()
withAnimation(.smooth(duration: 1)) { grown.toggle() }
:export html scene.html --from 0 --to 1 --fps 10
:export svg scene.svg --at 0.5 --outlines
:scrub 0
:frames --json
:scrub 0.5
:frames --json
SCENE
if (cd "$WORK" && "$GEOLAB" run scene.geolab >"$WORK/out" 2>"$WORK/err"); then
  pass "geolab exports the scene"
else
  fail "geolab run failed"; cat "$WORK/out" "$WORK/err"
  exit 1
fi
grep '^{"schema":"geolab.frames/1"' "$WORK/out" >"$WORK/frames.jsonl"

if python3 - "$WORK/scene.svg" <<'PY'
import sys, xml.dom.minidom
doc = xml.dom.minidom.parse(sys.argv[1])
svg = doc.documentElement
assert svg.tagName == "svg", svg.tagName
layers = {g.getAttribute("data-layer") for g in svg.getElementsByTagName("g") if g.getAttribute("data-layer")}
assert layers == {"ui", "layout", "shown"}, layers
views = [p.getAttribute("data-views") for p in svg.getElementsByTagName("polygon")]
assert any("Color#1" in v.split() for v in views), views
PY
then pass "the SVG parses as XML and has both layers"; else fail "the SVG is not valid"; fi

# The picture the README shows is the one its transcript writes now.
mkdir -p "$WORK/stale/.build"
if (cd "$WORK/stale" && "$GEOLAB" check "$ROOT/transcripts/pictures-screen.md" >"$WORK/stale.out" 2>&1) \
  && cmp -s "$WORK/stale/.build/pictures-screen.svg" "$ROOT/transcripts/pictures-screen.svg"; then
  pass "transcripts/pictures-screen.svg is current"
else
  fail "transcripts/pictures-screen.svg is stale or its transcript fails: run 'make pictures'"
  tail -5 "$WORK/stale.out"
fi

if ! command -v chromium >/dev/null 2>&1; then
  echo "SKIP: chromium is not installed (make test installs Debian's chromium with apt-get);"
  echo "      the HTML page was not checked in a browser"
  echo "pictures.sh: $PASSES passed, $FAILURES failed"
  [ "$FAILURES" -eq 0 ]; exit
fi

# chromium DOM-or-screenshot-arguments…: headless, no GPU, no sandbox (root in CI), a
# throw-away profile, and a time limit so a hung browser fails the test instead of hanging it.
chromium_run() {
  timeout 120 chromium --headless --disable-gpu --no-sandbox --no-first-run \
    --user-data-dir="$WORK/profile" --hide-scrollbars "$@" 2>>"$WORK/chromium.err"
}

# check_time T: the page at #t=T against geolab's own :frames at T (line N of frames.jsonl).
check_time() {
  local t=$1 line=$2 hash=${3:-}
  if ! chromium_run --dump-dom "file://$WORK/scene.html#t=$t$hash" >"$WORK/dom-$t.html"; then
    fail "chromium could not load the page at t = $t"; tail -5 "$WORK/chromium.err"; return
  fi
  if python3 - "$WORK/dom-$t.html" "$WORK/frames.jsonl" "$line" "$t" "${hash:+shown-only}" <<'PY'
import json, sys
from html.parser import HTMLParser

dom_file, frames_file, line, t, mode = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4]), sys.argv[5]

class Page(HTMLParser):
    """Collects the drawn polygons per layer, the frames table cells and the page state."""
    def __init__(self):
        super().__init__()
        self.polygons = []      # (layer, views, points)
        self.ui = {}            # view -> opacity, of the screen as drawn
        self.hidden = set()     # layer groups drawn with display: none
        self.cells = {}         # (view, column) -> text
        self.body = {}
        self.row = None
        self.cell = None
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "body":
            self.body = a
        if tag == "g" and a.get("id", "").startswith("layer-") and "display: none" in a.get("style", ""):
            self.hidden.add(a["data-layer"])
        if tag == "g" and "data-views" in a and "data-layer" not in a:
            self.ui[a["data-views"]] = float(a.get("opacity", "1"))
        if tag == "polygon":
            self.polygons.append((a["data-layer"], a["data-views"].split(), a["points"]))
        if tag == "tr" and "data-view" in a:
            self.row = a["data-view"]
        if tag == "td" and self.row is not None:
            self.cell = a.get("class")
            self.cells[(self.row, self.cell)] = ""
    def handle_endtag(self, tag):
        if tag == "td":
            self.cell = None
        if tag == "tr":
            self.row = None
    def handle_data(self, data):
        if self.row is not None and self.cell is not None:
            self.cells[(self.row, self.cell)] += data

page = Page()
page.feed(open(dom_file, encoding="utf-8").read())
frames = json.loads(open(frames_file, encoding="utf-8").read().splitlines()[line])
problems = []

def numbers(text):
    return [float(v) for v in text.strip().strip("()◇ ").split(",")]

def box(points):
    xy = [tuple(map(float, p.split(","))) for p in points.split()]
    xs, ys = [p[0] for p in xy], [p[1] for p in xy]
    return [min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)]

def same(a, b):
    return len(a) == len(b) and all(abs(x - y) < 0.006 for x, y in zip(a, b))

if abs(float(page.body.get("data-time", "nan")) - t) > 1e-9:
    problems.append(f"the slider is at t = {page.body.get('data-time')}, not {t}")
engine = {v["name"]: v for v in frames["views"]}
if abs(frames["time"] - t) > 1e-9:
    problems.append(f"frames.jsonl line {line} is for t = {frames['time']}")
for name, layer in [("Color#1", "shown"), ("Circle#1", "shown"), ("Color#1", "layout")]:
    if layer in page.hidden:
        continue
    drawn = [p for p in page.polygons if p[0] == layer and name in p[1]]
    if len(drawn) != 1:
        problems.append(f"{name}: {len(drawn)} {layer} polygons drawn, expected 1")
        continue
    column = "shown" if layer == "shown" else "layout"
    table = numbers(page.cells.get((name, column), "()"))
    rect = engine[name]["shown"] if layer == "shown" else engine[name]["frames"]["global"]
    expected = [rect["x"], rect["y"], rect["width"], rect["height"]]
    polygon = box(drawn[0][2])
    if not same(polygon, table):
        problems.append(f"{name} {layer}: drawn at {polygon}, the table says {table}")
    if not same(table, expected):
        problems.append(f"{name} {layer}: the table says {table}, :frames --json says {expected}")
    print(f"  t = {t}: {name} {layer} drawn {polygon} = table = :frames")
if mode != "shown-only":
    for name in ["Color#1", "Circle#1"]:
        if name not in page.ui:
            problems.append(f"{name} is not drawn on the screen layer")
        elif abs(page.ui[name] - engine[name]["opacity"]) > 0.006:
            problems.append(f"{name} drawn at opacity {page.ui[name]}, :frames says {engine[name]['opacity']}")
        else:
            print(f"  t = {t}: {name} drawn at opacity {page.ui[name]} = :frames")
if mode == "shown-only":
    if page.hidden != {"layout"}:
        problems.append(f"#layers=shown should hide exactly the LAYOUT layer, hidden: {page.hidden}")
    if not any(p[0] == "shown" for p in page.polygons):
        problems.append("no SHOWN polygons")
for p in problems:
    print("  " + p)
sys.exit(1 if problems else 0)
PY
  then pass "the page at t = $t${hash:+ ($hash)} draws what its table and :frames say"
  else fail "the page at t = $t${hash:+ ($hash)} disagrees"; fi
}

check_time 0 0
check_time 0.5 1
check_time 0.5 1 "&layers=shown"

mkdir -p "$ROOT/.build/pictures"
rm -f "$ROOT/.build/pictures/scene.png"
if chromium_run --window-size=1000,1000 --screenshot="$ROOT/.build/pictures/scene.png" \
  "file://$WORK/scene.html#t=0.5" >/dev/null && [ -s "$ROOT/.build/pictures/scene.png" ]; then
  cp "$WORK/scene.html" "$ROOT/.build/pictures/scene.html"
  pass "screenshot saved to .build/pictures/scene.png"
else
  fail "no screenshot"; tail -5 "$WORK/chromium.err"
fi

# The screen as drawn, pixel by pixel.
cat >"$WORK/pixels.geolab" <<'SCENE'
:window 300 200
VStack(spacing: 10) {
  HStack(spacing: 20) {
    Circle().fill(.red).frame(width: 100, height: 100).id("circle")
    RoundedRectangle(cornerRadius: 30).fill(.blue).frame(width: 100, height: 100).id("card")
  }
  Text("Hello pixels")
}
:export svg pixels.svg
:frames --json
:window 300 400
NavigationStack { List { Section("Mail") { Text("Inbox").id("inbox") } }.navigationTitle("Box") }
:export svg list.svg
:frames --json
SCENE
if (cd "$WORK" && "$GEOLAB" run pixels.geolab >"$WORK/pixels.out" 2>&1); then
  grep '^{"schema":"geolab.frames/1"' "$WORK/pixels.out" >"$WORK/pixels.json"
  size=$(python3 -c "import sys,re; s=open(sys.argv[1]).read(); m=re.search(r'width=\"([0-9.]+)\" height=\"([0-9.]+)\"', s); print(f'{int(float(m[1]))},{int(float(m[2]))}')" "$WORK/pixels.svg")
  list_size=$(python3 -c "import sys,re; s=open(sys.argv[1]).read(); m=re.search(r'width=\"([0-9.]+)\" height=\"([0-9.]+)\"', s); print(f'{int(float(m[1]))},{int(float(m[2]))}')" "$WORK/list.svg")
  if chromium_run --window-size="$size" --screenshot="$WORK/pixels.png" "file://$WORK/pixels.svg" >/dev/null \
    && chromium_run --window-size="$list_size" --screenshot="$WORK/list.png" "file://$WORK/list.svg" >/dev/null \
    && python3 - "$WORK/pixels.svg" "$WORK/pixels.png" "$WORK/pixels.json" "$WORK/list.svg" "$WORK/list.png" <<'PY'
import json, re, struct, sys, zlib

svg_file, png_file, frames_file, list_svg_file, list_png_file = sys.argv[1:6]
svg = open(svg_file, encoding="utf-8").read()

def read_png(path):
    """A minimal PNG reader (8-bit RGB or RGBA, not interlaced): rows of (r, g, b)."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width, height, kind = 8, b"", 0, 0, 0
    while pos < len(data):
        length, tag = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if tag == b"IHDR":
            width, height, depth, kind, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and kind in (2, 6) and interlace == 0, (depth, kind, interlace)
        elif tag == b"IDAT":
            idat += body
        pos += 12 + length
    channels = 4 if kind == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return rows

def sampler(svg, png_file):
    """The pixel at window point (x, y) of a screenshot of an SVG."""
    pixels = read_png(png_file)
    vb = [float(v) for v in re.search(r'viewBox="([^"]+)"', svg)[1].split()]
    w = float(re.search(r'<svg[^>]* width="([0-9.]+)"', svg)[1])
    h = float(re.search(r'<svg[^>]* height="([0-9.]+)"', svg)[1])
    return lambda x, y: pixels[int((y - vb[1]) * h / vb[3])][int((x - vb[0]) * w / vb[2])]
at = sampler(svg, png_file)
def near(c, rgb, tolerance=4):
    return all(abs(a - b) <= tolerance for a, b in zip(c, rgb))

frame_lines = open(frames_file).read().splitlines()
views = {v["name"]: v for v in json.loads(frame_lines[0])["views"]}
list_views = {v["name"]: v for v in json.loads(frame_lines[-1])["views"]}
problems = []
red, blue, white = (255, 59, 48), (0, 122, 255), (255, 255, 255)
for name, colour in [("#circle", red), ("#card", blue)]:
    g = views[name]["frames"]["global"]
    centre = at(g["x"] + g["width"] / 2, g["y"] + g["height"] / 2)
    corner = at(g["x"] + 2, g["y"] + 2)
    if not near(centre, colour):
        problems.append(f"{name}: centre pixel {centre}, expected {colour}")
    if not near(corner, white):
        problems.append(f"{name}: corner pixel {corner} is not the background {white}")
    print(f"  {name}: centre {centre}, corner {corner}")
if ">Hello pixels</text>" not in svg:
    problems.append("the Text's string is not in the SVG as text")
# A list (docs/semantics.md §2.10, §14.1): the grey systemGroupedBackground beside the card,
# the card white to the right of the row's text, the navigation title as text.
list_svg = open(list_svg_file, encoding="utf-8").read()
list_at = sampler(list_svg, list_png_file)
row = list_views["#inbox"]["frames"]["global"]
grey, y = (242, 242, 247), row["y"] + row["height"] / 2
beside, inside = list_at(8, y), list_at(300 - 24, y)
if not near(beside, grey):
    problems.append(f"list: pixel beside the card {beside}, expected the grouped background {grey}")
if not near(inside, white):
    problems.append(f"list: pixel inside the card {inside}, expected white")
if ">Box</text>" not in list_svg:
    problems.append("list: the navigation title is not in the SVG as text")
print(f"  list: beside the card {beside}, inside {inside}")
for p in problems:
    print("  " + p)
sys.exit(1 if problems else 0)
PY
  then pass "the drawn screen: colours at the centres, background at the rounded corners, text as text; a list's grey and card, its title"
  else fail "the drawn screen's pixels are wrong"; fi
else
  fail "geolab could not export the pixel scene"; cat "$WORK/pixels.out"
fi

echo "pictures.sh: $PASSES passed, $FAILURES failed"
[ "$FAILURES" -eq 0 ]
