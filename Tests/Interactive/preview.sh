#!/usr/bin/env bash
# Checks `geolab preview <file.swift>` (issue 19) as a person would use it:
# - it serves the file's page on 127.0.0.1 (port 0 picks a free one; the address is printed),
#   and GET /data holds the scene the file previews;
# - a page's WebSocket (/events) is sent the scene at once, and a new one after the file is
#   saved with another frame (the time it took is printed; the server polls 5 times a second);
# - a file saved broken sends its diagnostics (with their caret lines), and a page opened then
#   in headless Chromium shows them over the last good picture, which it still draws;
# - Ctrl-C stops the server and the process exits 0.
#
# Usage: Tests/Interactive/preview.sh   (GEOLAB=/path/to/geolab to test another binary)
set -u

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
GEOLAB=${GEOLAB:-$ROOT/.build/debug/geolab}
case $GEOLAB in /*) ;; *) GEOLAB=$ROOT/$GEOLAB ;; esac
WORK=$(mktemp -d /tmp/geolab-preview.XXXXXX)
SERVER=""
trap '[ -n "$SERVER" ] && kill "$SERVER" 2>/dev/null; rm -rf "$WORK"' EXIT
FAILURES=0
PASSES=0
pass() { PASSES=$((PASSES + 1)); echo "ok: $1"; }
fail() { FAILURES=$((FAILURES + 1)); echo "FAIL: $1"; }

cat >"$WORK/Card.swift" <<'SWIFT'
import SwiftUI

struct Card: View {
  var body: some View {
    RoundedRectangle(cornerRadius: 12).fill(.blue).frame(width: 100, height: 60).id("card")
  }
}

#Preview {
  Card()
}
SWIFT

"$GEOLAB" preview "$WORK/Card.swift" --port 0 >"$WORK/out" 2>&1 &
SERVER=$!
URL=""
for _ in $(seq 1 100); do
  URL=$(grep -oE 'http://127\.0\.0\.1:[0-9]+/' "$WORK/out" | head -1)
  [ -n "$URL" ] && break
  sleep 0.1
done
if [ -z "$URL" ]; then
  fail "geolab preview printed no address"; cat "$WORK/out"
  echo "preview.sh: $PASSES passed, $FAILURES failed"; exit 1
fi
pass "geolab preview listens at $URL"

# A WebSocket client (RFC 6455, the few frames a server sends) that reads the first message,
# then asks the caller to edit the file, and reports the next message and how long it took.
cat >"$WORK/ws.py" <<'PY'
import base64, json, os, socket, struct, subprocess, sys, time, urllib.request

url, card, mode = sys.argv[1], sys.argv[2], sys.argv[3]
host, port = url.split("//")[1].rstrip("/").split(":")
def get(path):
    return urllib.request.urlopen(url + path, timeout=10).read().decode()

def connect():
    s = socket.create_connection((host, int(port)), timeout=10)
    key = base64.b64encode(os.urandom(16)).decode()
    s.sendall((f"GET /events HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
               f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        head += s.recv(1)
    assert b" 101 " in head.split(b"\r\n")[0], head
    return s

def read_exact(s, n):
    data = b""
    while len(data) < n:
        chunk = s.recv(n - len(data))
        if not chunk: raise EOFError("closed")
        data += chunk
    return data

def message(s):
    text = b""
    while True:
        b0, b1 = read_exact(s, 2)
        n = b1 & 0x7f
        if n == 126: n = struct.unpack(">H", read_exact(s, 2))[0]
        elif n == 127: n = struct.unpack(">Q", read_exact(s, 8))[0]
        text += read_exact(s, n)
        if b0 & 0x80: return json.loads(text.decode())

def card_frame(msg):
    views = {v["name"]: v for v in msg["data"]["samples"][0]["frames"]["views"]}
    g = views["#card"]["frames"]["global"]
    return g["width"], g["height"]

problems = []
if mode == "edit":
    data = json.loads(get("data"))
    if card_frame(data) != (100, 60): problems.append(f"/data: #card is {card_frame(data)}, not 100×60")
    if "data-views=\"RoundedRectangle#1\"" not in data["data"]["samples"][0]["ui"]:
        problems.append("/data: the screen does not draw RoundedRectangle#1")
    s = connect()
    first = message(s)
    if first.get("version") != data["version"]: problems.append(f"first message {first.get('version')} is not the latest, {data['version']}")
    text = open(card).read().replace("width: 100", "width: 150")
    start = time.monotonic()
    open(card + ".tmp", "w").write(text); os.replace(card + ".tmp", card)
    second = message(s)
    took = time.monotonic() - start
    print(f"  the page was sent the edited scene {took:.2f} s after the save")
    if "data" not in second or card_frame(second) != (150, 60):
        problems.append(f"after the edit: {str(second)[:200]}")
    if took > 5: problems.append(f"the edit took {took:.2f} s to arrive")
    # Broken: a diagnostic arrives instead of a scene.
    open(card + ".tmp", "w").write(text.replace("width: 150,", "width: 150 height:"))
    os.replace(card + ".tmp", card)
    third = message(s)
    d = third.get("diagnostics", "")
    print("  " + d.replace("\n", "\n  "))
    if "error" not in d or "Card.swift:5:" not in d: problems.append(f"no diagnostic for the broken file: {str(third)[:300]}")
for p in problems: print("  " + p)
sys.exit(1 if problems else 0)
PY

if python3 "$WORK/ws.py" "$URL" "$WORK/Card.swift" edit; then
  pass "/data and the WebSocket follow the file: a new scene after an edit, diagnostics when it breaks"
else
  fail "the preview did not follow the file"
fi

if command -v chromium >/dev/null 2>&1; then
  # Opened while the file is broken: the diagnostics shown, the last good picture drawn.
  if timeout 120 chromium --headless --disable-gpu --no-sandbox --no-first-run \
    --user-data-dir="$WORK/profile" --virtual-time-budget=3000 --dump-dom "$URL" \
    >"$WORK/dom.html" 2>>"$WORK/chromium.err" \
    && python3 - "$WORK/dom.html" <<'PY'
import re, sys
dom = open(sys.argv[1], encoding="utf-8").read()
box = re.search(r'<pre id="diagnostics"([^>]*)>(.*?)</pre>', dom, re.S)
problems = []
if not box or "hidden" in box.group(1) or "error" not in box.group(2):
    problems.append("the page does not show the diagnostics")
if 'data-views="RoundedRectangle#1"' not in dom:
    problems.append("the page does not draw the last good picture")
for p in problems: print("  " + p)
sys.exit(1 if problems else 0)
PY
  then pass "a page opened on a broken file shows its diagnostics over the last good picture"
  else fail "the page of a broken file is wrong"; tail -3 "$WORK/chromium.err"; fi
else
  echo "SKIP: chromium is not installed: the page was not opened in a browser"
fi

kill -INT "$SERVER"
status=0
wait "$SERVER" || status=$?
SERVER=""
if [ "$status" -eq 0 ] && grep -q "geolab preview: stopped" "$WORK/out"; then
  pass "Ctrl-C stops the server; exit 0"
else
  fail "after Ctrl-C the exit status was $status"; tail -5 "$WORK/out"
fi

echo "preview.sh: $PASSES passed, $FAILURES failed"
[ "$FAILURES" -eq 0 ]
