import LabEngine

/// `:export html`: one self-contained page (inline CSS, JavaScript and SVG; nothing fetched)
/// that scrubs the scene over time. Each sample is a `ScenePicture` computed by the engine and
/// embedded as JSON — the screen as drawn (SVG markup), its outlines and its `:frames --json`
/// report — and the page only draws what it is given: a time slider, play/pause, a toggle for
/// the screen and for each outline layer, the frames table of the selected sample, and, when
/// the pointer is over a view or its row, that view highlighted with its frames. `#t=0.5` in the page's address selects the sample nearest 0.5 s, as if the
/// slider had been moved there (and `&layers=shown` shows one layer), so a headless browser can
/// check any moment.
///
///     HTMLPicture(samples: pictures, fps: 30).render()
public struct HTMLPicture {
  public var samples: [ScenePicture]
  public var fps: Double
  /// Served by `geolab preview`: the page opens a WebSocket to `/events` and redraws from each
  /// scene it is sent, showing a broken file's diagnostics over the last good picture.
  public var live: Bool

  public init(samples: [ScenePicture], fps: Double, live: Bool = false) {
    self.samples = samples
    self.fps = fps
    self.live = live
  }

  /// The scene at each of `times`, as `:frames` shows it there, the playhead put back once at
  /// the end; at most `maxViewFrames` view frames in all (a page must stay small).
  public static func sample(
    _ scene: Scene, at times: [Double], maxViewFrames: Int = 100_000,
    checkInterrupt: () throws -> Void = {}
  ) throws -> [ScenePicture] {
    var samples: [ScenePicture] = []
    var viewFrames = 0
    try scene.restoringPlayhead {
      for t in times {
        try checkInterrupt()
        scene.movePlayhead(to: t)
        let sample = try ScenePicture.atPlayhead(scene)
        viewFrames += sample.report.rows.count
        guard viewFrames <= maxViewFrames else {
          throw CommandError(
            "the page would hold more than \(maxViewFrames) view frames "
              + "(\(sample.report.rows.count) views × \(times.count) samples)",
            notes: ["lower --fps or sample a shorter span with --from and --to"])
        }
        samples.append(sample)
      }
    }
    return samples
  }

  /// The version of the embedded data's shape.
  public static let schema = "geolab.pictures/1"

  public func render() -> String {
    let layers = ScenePicture.Layer.allCases
    var extent = samples.first.map { $0.extent(layers) } ?? .zero
    for sample in samples { extent = extent.union(sample.extent(layers)) }
    let geometry = SVGGeometry(extent: extent)
    let title = "geolab · " + (samples.first?.window.title ?? "scene")
    var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    page += "<title>\(XML.escape(title))</title>\n"
    page += "<style>\n\(Self.css)</style>\n</head>\n<body>\n"
    page += "<h1>\(XML.escape(title))</h1>\n"
    page += """
      <div id="controls">
      <button id="play" type="button">Play</button>
      <input id="time" type="range" min="0" max="\(max(0, samples.count - 1))" step="1" value="0" aria-label="time">
      <output id="time-label">t = 0 s</output>
      <label><input id="show-ui" type="checkbox" checked> screen</label>
      <label><input id="show-layout" type="checkbox" checked> LAYOUT <span class="swatch layout"></span></label>
      <label><input id="show-shown" type="checkbox" checked> SHOWN <span class="swatch shown"></span></label>
      </div>
      <p class="note">Screen: the views as drawn at t (light mode; images are named \
      placeholders). LAYOUT: frames from the layout pass (blue). SHOWN: where each drawing view \
      is drawn at t (orange, filled at its opacity). Dashed: the bounding box of a rotated quad. \
      Green: coordinate-space origins. Point at a view or a row to see its frames. \
      \(samples.count) sample\(samples.count == 1 ? "" : "s") at \
      \(NumberFormat.format(fps)) per second, computed by geolab.</p>
      <div id="hover" aria-live="polite"></div>

      """
    page +=
      "<svg id=\"scene\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(geometry.viewBox)\" "
      + "font-size=\"\(NumberFormat.format(geometry.fontSize))\"></svg>\n"
    if live { page += "<pre id=\"diagnostics\" hidden></pre>\n" }
    page += "<table id=\"frames\"><thead></thead><tbody></tbody></table>\n"
    page += "<script type=\"application/json\" id=\"geolab-data\">"
    page += Self.scriptSafe(data(geometry))
    page += "</script>\n<script>\n\(Self.script)</script>\n"
    if live { page += "<script>\n\(Self.liveScript)</script>\n" }
    page += "</body>\n</html>\n"
    return page
  }

  /// The embedded data alone, as `geolab preview` sends a new scene to open pages.
  public func dataJSON() -> String {
    let layers = ScenePicture.Layer.allCases
    var extent = samples.first.map { $0.extent(layers) } ?? .zero
    for sample in samples { extent = extent.union(sample.extent(layers)) }
    return data(SVGGeometry(extent: extent))
  }

  /// The samples as JSON: per sample its time, outlines, origins and `:frames --json` report.
  func data(_ geometry: SVGGeometry) -> String {
    var out = "{\"schema\":\(JSON.string(Self.schema).render())"
    out += ",\"fps\":\(JSON.number(fps).render())"
    out += ",\"fontSize\":\(JSON.number(geometry.fontSize).render())"
    out += ",\"viewBox\":" + JSON.string(geometry.viewBox).render()
    if let window = samples.first?.window {
      out += ",\"window\":" + JSON.rect(window.bounds).render()
    }
    out += ",\"samples\":["
    for (k, sample) in samples.enumerated() {
      if k > 0 { out += "," }
      let all = sample.layout + sample.shown
      let outlines = zip(all, geometry.labelPositions(all)).map(Self.outlineJSON)
      let origins = sample.origins.map {
        JSON.object([
          ("name", .string($0.name)), ("x", .number($0.point.x)), ("y", .number($0.point.y)),
        ])
      }
      out += "{\"t\":\(JSON.number(sample.time).render())"
      out += ",\"outlines\":" + JSON.array(outlines).render()
      out += ",\"origins\":" + JSON.array(origins).render()
      out += ",\"ui\":" + JSON.string(sample.ui.markup).render()
      out += ",\"notes\":" + JSON.array(sample.ui.notes.map { .string($0) }).render()
      out += ",\"frames\":" + sample.report.renderJSON(names: sample.names) + "}"
    }
    return out + "]}"
  }

  static func outlineJSON(_ o: ScenePicture.Outline, label: Point?) -> JSON {
    .object([
      ("label", label.map { .array([.number($0.x), .number($0.y)]) } ?? .null),
      ("layer", .string(o.layer.rawValue)),
      ("views", .array(o.names.map { .string($0) })),
      ("opacities", .array(o.opacities.map { .number($0) })),
      ("quad", .array(o.quad.points.map { .array([.number($0.x), .number($0.y)]) })),
      ("rotated", .bool(o.isRotated)),
      ("departed", .bool(o.isDeparted)),
      ("bbox", JSON.rect(o.boundingBox)),
    ])
  }

  /// JSON inside a `<script>` element must not contain `</script>` or `<!--`: every `<`, `>`
  /// and `&` can only be inside a JSON string here, where `\u003c` means the same.
  static func scriptSafe(_ json: String) -> String {
    json.replacingScalars { scalar in
      switch scalar {
      case "<": return "\\u003c"
      case ">": return "\\u003e"
      case "&": return "\\u0026"
      case "\u{2028}": return "\\u2028"
      case "\u{2029}": return "\\u2029"
      default: return nil
      }
    }
  }

  static let css = """
    body{font:14px -apple-system,system-ui,sans-serif;margin:16px;color:#222}
    h1{font-size:18px;margin:0 0 8px}
    #controls{display:flex;gap:12px;align-items:center;flex-wrap:wrap}
    #time{width:320px}
    #time-label{font-family:monospace;min-width:90px}
    .note{color:#555;max-width:900px}
    .swatch{display:inline-block;width:12px;height:12px;border:2px solid}
    .swatch.layout{border-color:\(SVGPicture.layoutColor)}
    .swatch.shown{border-color:\(SVGPicture.shownColor);background:#fbd9c6}
    #scene{width:640px;max-width:100%;border:1px solid #ddd;display:block;margin:8px 0}
    #scene .geometry text{font-family:Menlo,DejaVu Sans Mono,monospace}
    #hover{font:12px monospace;min-height:1.4em;white-space:pre-wrap;color:#333}
    #diagnostics{font:12px monospace;background:#fff0f0;border:1px solid #e03131;padding:8px;white-space:pre;overflow-x:auto}
    \(SVGPicture.css)
    .hl .frame,.frame.hl{stroke-width:3;stroke:#d6336c !important}
    g.ui g.hl{outline:2px solid #d6336c}
    table{border-collapse:collapse;font:12px monospace;display:block;max-width:100%;overflow-x:auto}
    td,th{padding:2px 10px;text-align:left;border-bottom:1px solid #eee;white-space:pre}
    tr.drawn td.shown{color:\(SVGPicture.shownColor)}
    tr.hl td{background:#fde2ea}

    """

  /// `geolab preview`: follow the file through a WebSocket; each message is `{"version": n,
  /// "data": {…}}` for a new scene or `{"version": n, "diagnostics": "…"}` for a broken file.
  static let liveScript = """
    "use strict";
    (function () {
      const box = document.getElementById("diagnostics");
      function connect() {
        const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/events");
        socket.onmessage = (event) => {
          const message = JSON.parse(event.data);
          document.body.dataset.version = String(message.version);
          if (message.diagnostics !== undefined) {
            box.textContent = message.diagnostics;
            box.hidden = false;
          } else {
            box.hidden = true;
            window.geolabLoad(message.data);
          }
        };
        socket.onclose = () => setTimeout(connect, 500);
      }
      connect();
    })();

    """

  static let script = """
    "use strict";
    (function () {
      let data = JSON.parse(document.getElementById("geolab-data").textContent);
      const NS = "http://www.w3.org/2000/svg";
      const svg = document.getElementById("scene");
      const slider = document.getElementById("time");
      const label = document.getElementById("time-label");
      const play = document.getElementById("play");
      const toggles = {layout: document.getElementById("show-layout"),
                       shown: document.getElementById("show-shown")};
      const showUI = document.getElementById("show-ui");
      const hover = document.getElementById("hover");
      const fontSize = data.fontSize;
      // geolab already rounded every number (2 decimals): print them as they are.
      const num = (v) => (v === null || v === undefined ? "—" : String(v));
      const rect = (r) => (r ? "(" + [r.x, r.y, r.width, r.height].map(num).join(", ") + ")" : "—");
      function el(name, attrs, text) {
        const e = document.createElementNS(NS, name);
        for (const k in attrs) e.setAttribute(k, attrs[k]);
        if (text !== undefined) e.textContent = text;
        return e;
      }
      function drawSample(sample) {
        while (svg.firstChild) svg.removeChild(svg.firstChild);
        const w = data.window;
        svg.appendChild(el("rect", {class: "window", x: w.x, y: w.y, width: w.width, height: w.height}));
        // The screen as drawn: markup geolab wrote, parsed in the SVG namespace.
        const ui = el("g", {id: "ui-layer", "data-layer": "ui"});
        ui.innerHTML = sample.ui;
        ui.style.display = showUI.checked ? "" : "none";
        svg.appendChild(ui);
        for (const layer of ["layout", "shown"]) {
          const g = el("g", {class: "layer " + layer, id: "layer-" + layer, "data-layer": layer});
          g.style.display = toggles[layer].checked ? "" : "none";
          const outlines = sample.outlines.filter((o) => o.layer === layer);
          for (const o of outlines) {
            const views = o.views.join(" ");
            if (o.rotated) {
              g.appendChild(el("rect", {class: "bbox", "data-layer": layer, "data-views": views,
                x: o.bbox.x, y: o.bbox.y, width: o.bbox.width, height: o.bbox.height}));
            }
            const attrs = {class: "frame" + (o.departed ? " departed" : ""), "data-layer": layer,
              "data-views": views, points: o.quad.map((p) => p[0] + "," + p[1]).join(" ")};
            if (layer === "shown") attrs["fill-opacity"] = 0.15 * (o.opacities[0] === undefined ? 1 : o.opacities[0]);
            const poly = el("polygon", attrs);
            poly.appendChild(el("title", {}, views + " " + rect(o.bbox)));
            g.appendChild(poly);
          }
          for (const o of outlines) {
            if (!o.label) continue;  // left out where crowded: the title names it
            const name = (o.departed ? "(removed) " : "") + o.views[o.views.length - 1];
            g.appendChild(el("text", {x: o.label[0], y: o.label[1]}, name));
          }
          svg.appendChild(g);
        }
        const origins = el("g", {class: "origins", id: "origins"});
        origins.style.display = toggles.layout.checked ? "" : "none";
        for (const o of sample.origins) {
          const r = fontSize * 0.5;
          const g = el("g", {"data-origin": o.name});
          g.appendChild(el("circle", {class: "origin", cx: o.x, cy: o.y, r: r}));
          g.appendChild(el("path", {class: "origin", d: "M" + (o.x - 2 * r) + " " + o.y + "H" + (o.x + 2 * r)
            + "M" + o.x + " " + (o.y - 2 * r) + "V" + (o.y + 2 * r)}));
          g.appendChild(el("text", {x: o.x + r * 1.5, y: o.y + fontSize * 1.6},
            o.name + " (" + num(o.x) + ", " + num(o.y) + ")"));
          origins.appendChild(g);
        }
        svg.appendChild(origins);
      }
      function drawTable(sample) {
        const table = document.getElementById("frames");
        const head = ["view", "proposal", "size", "layout, global (x, y, w, h)",
                      "shown (x, y, w, h)", "opacity"];
        table.tHead.innerHTML = "";
        const hr = table.tHead.insertRow();
        for (const h of head) { const th = document.createElement("th"); th.textContent = h; hr.appendChild(th); }
        const body = table.tBodies[0];
        body.innerHTML = "";
        const drawn = new Set();
        for (const o of sample.outlines) if (o.layer === "shown") for (const v of o.views) drawn.add(v);
        for (const v of sample.frames.views) {
          const row = body.insertRow();
          row.dataset.view = v.name;
          if (drawn.has(v.name)) row.className = "drawn";
          const p = v.proposal;
          const cells = [
            ["name", "  ".repeat(v.depth) + v.name + (v.modifiers.length ? " " + v.modifiers.join(" ") : "")],
            ["proposal", "(" + (p.width === null ? "nil" : num(p.width)) + ", " + (p.height === null ? "nil" : num(p.height)) + ")"],
            ["size", num(v.size.width) + "×" + num(v.size.height)],
            ["layout", rect(v.frames.global) + (v.globalQuad ? " ◇" : "")],
            ["shown", rect(v.shown) + (v.shownQuad && !axisAligned(v.shownQuad) ? " ◇" : "")],
            ["opacity", num(v.opacity)],
          ];
          for (const [cls, text] of cells) { const td = row.insertCell(); td.className = cls; td.textContent = text; }
        }
      }
      function axisAligned(q) {
        return q[0][1] === q[1][1] && q[3][1] === q[2][1] && q[0][0] === q[3][0] && q[1][0] === q[2][0];
      }
      // Pointing at a view (drawn, outlined or its row) highlights it everywhere and prints
      // its frames, as :frames lists them.
      let current = null;
      function highlight(name) {
        for (const e of document.querySelectorAll(".hl")) e.classList.remove("hl");
        const sample = data.samples[Number(slider.value)];
        const v = name && sample ? sample.frames.views.find((x) => x.name === name) : null;
        if (!v) { hover.textContent = ""; return; }
        for (const e of svg.querySelectorAll("[data-views]")) {
          if (e.getAttribute("data-views").split(" ").includes(name)) e.classList.add("hl");
        }
        const row = document.querySelector('#frames tr[data-view="' + CSS.escape(name) + '"]');
        if (row) row.classList.add("hl");
        const p = v.proposal;
        hover.textContent = v.name + "  proposal (" + (p.width === null ? "nil" : num(p.width)) + ", "
          + (p.height === null ? "nil" : num(p.height)) + ")  size " + num(v.size.width) + "×" + num(v.size.height)
          + "  layout " + rect(v.frames.global) + "  shown " + rect(v.shown) + "  opacity " + num(v.opacity);
      }
      function pointed(target) {
        const drawn = target.closest ? target.closest("[data-views]") : null;
        if (drawn) { const names = drawn.getAttribute("data-views").split(" "); return names[names.length - 1]; }
        const row = target.closest ? target.closest("tr[data-view]") : null;
        return row ? row.dataset.view : null;
      }
      for (const area of [svg, document.getElementById("frames")]) {
        area.addEventListener("mouseover", (e) => { current = pointed(e.target); highlight(current); });
        area.addEventListener("mouseleave", () => { current = null; highlight(null); });
      }
      function show(k) {
        const sample = data.samples[k];
        if (!sample) return;
        label.textContent = "t = " + num(sample.t) + " s";
        document.body.dataset.sample = String(k);
        document.body.dataset.time = num(sample.t);
        drawSample(sample);
        drawTable(sample);
        highlight(current);
      }
      slider.addEventListener("input", () => show(Number(slider.value)));
      for (const layer in toggles) toggles[layer].addEventListener("change", () => show(Number(slider.value)));
      showUI.addEventListener("change", () => show(Number(slider.value)));
      let timer = null;
      play.addEventListener("click", () => {
        if (timer !== null) { clearInterval(timer); timer = null; play.textContent = "Play"; return; }
        play.textContent = "Pause";
        timer = setInterval(() => {
          slider.value = String((Number(slider.value) + 1) % data.samples.length);
          slider.dispatchEvent(new Event("input"));
        }, 1000 / Math.max(1, data.fps));
      });
      // #t=0.5&layers=shown: move the slider to the sample nearest 0.5 s, as a person would.
      const params = new URLSearchParams(location.hash.replace(/^#/, ""));
      if (params.has("layers")) {
        const wanted = params.get("layers").split(",");
        for (const layer in toggles) toggles[layer].checked = wanted.includes(layer);
        showUI.checked = wanted.includes("ui");
      }
      let start = 0;
      if (params.has("t")) {
        const t = Number(params.get("t"));
        let best = Infinity;
        data.samples.forEach((s, k) => { const d = Math.abs(s.t - t); if (d < best) { best = d; start = k; } });
      }
      slider.value = String(start);
      slider.dispatchEvent(new Event("input"));
      // A new scene for the page (geolab preview): the same moment if it still exists.
      window.geolabLoad = function (next) {
        data = next;
        slider.max = String(Math.max(0, data.samples.length - 1));
        if (Number(slider.value) > data.samples.length - 1) slider.value = slider.max;
        svg.setAttribute("viewBox", data.viewBox);
        svg.setAttribute("font-size", String(data.fontSize));
        show(Number(slider.value));
      };
    })();

    """
}
