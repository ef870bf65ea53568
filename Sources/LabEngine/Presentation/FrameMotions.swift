/// The SHOWN layer's frames in the form a playhead step samples fastest (docs/architecture.md §8): most
/// views are either still or moving by the one animation their update started, and every view
/// an update moved shares that animation and its start. So each such view keeps plain
/// numbers — where it goes from and to (or, for a spring, its offset and velocity) — and a
/// batch index; a step works out each batch's curve or spring once and then only interpolates.
/// A view with chained curve animations keeps its links (each one's batch, end and target) as
/// plain numbers too, and folds them at each step (docs/semantics.md §8.1); a chain with a spring
/// in it keeps sampling its `AnimatedValue`. Frames are read as raw numbers (`origin`, `size`):
/// a spring's offset or velocity may be negative.
///
///     let motions = FrameMotions(values)   // at the update
///     motions.sample(k, batchState)       // at each step
struct FrameMotions: Sendable {
  enum Kind: UInt8, Sendable { case still, lerp, spring, chain, general }

  struct Batch: Sendable {
    enum Law: Sendable {
      case curve(AnimationTiming)
      case spring(Spring)
    }
    var law: Law
    var start: Double
  }

  private(set) var kinds: [Kind] = []
  /// still: the frame; lerp: from; spring: target.
  private var a: [Rect] = []
  /// lerp: to; spring: offset.
  private var b: [Rect] = []
  /// spring: velocity.
  private var c: [Rect] = []
  private var batchOf: [Int32] = []
  /// Where each value's links are in the flat link arrays (empty for all but a chain).
  private var chainStart: [Int32] = []
  private var chainEnd: [Int32] = []
  private var linkBatch: [Int32] = []
  private var linkEnd: [Double] = []
  private var linkTarget: [Rect] = []
  /// When each value's animation is done (∞: never, or not animating).
  private var ends: [Double] = []
  private(set) var batches: [Batch] = []

  init() {}

  init(_ values: [AnimatedValue]) {
    let n = values.count
    kinds.reserveCapacity(n)
    a.reserveCapacity(n)
    b.reserveCapacity(n)
    batchOf.reserveCapacity(n)
    var known: [BatchKey: Int32] = [:]
    func batch(_ law: Batch.Law, _ key: BatchKey) -> Int32 {
      if let k = known[key] { return k }
      batches.append(Batch(law: law, start: key.start))
      let k = Int32(batches.count - 1)
      known[key] = k
      return k
    }
    for value in values {
      switch value.singleMotion {
      case .still(let r)?:
        append(.still, r, .zero, .zero, -1, nil)
      case .lerp(let from, let to, let timing, let start, let end)?:
        let b = batch(.curve(timing), BatchKey(law: .curve(timing.animation), start: start))
        append(.lerp, from, to, .zero, b, end)
      case .spring(let target, let offset, let velocity, let spring, let start, let end)?:
        // A merged spring's end depends on how far it has to go: each value keeps its own.
        let b = batch(.spring(spring), BatchKey(law: .spring(spring), start: start))
        append(.spring, target, offset, velocity, b, end)
      case nil:
        guard let chain = value.chainMotion else {
          append(.general, .zero, .zero, .zero, -1, nil)
          continue
        }
        // a: where it started; b: the model value; the links from `chainStart[k]` on.
        let first = Int32(linkTarget.count)
        for link in chain.links {
          linkBatch.append(
            batch(.curve(link.timing), BatchKey(law: .curve(link.timing.animation), start: link.start)))
          linkEnd.append(link.end ?? .infinity)
          linkTarget.append(link.target)
        }
        append(.chain, chain.base, chain.goal, .zero, -1, nil, links: first..<Int32(linkTarget.count))
      }
    }
  }

  private mutating func append(
    _ k: Kind, _ x: Rect, _ y: Rect, _ z: Rect, _ batch: Int32, _ end: Double?,
    links: Range<Int32> = 0..<0
  ) {
    kinds.append(k)
    chainStart.append(links.lowerBound)
    chainEnd.append(links.upperBound)
    ends.append(end ?? .infinity)
    a.append(x)
    b.append(y)
    if k == .spring {
      while c.count < a.count - 1 { c.append(.zero) }
      c.append(z)
    }
    batchOf.append(batch)
  }

  /// What makes values share a batch: the same curve (by its animation) or spring, started
  /// at the same time.
  private struct BatchKey: Hashable {
    enum Law: Hashable {
      case curve(Animation)
      case spring(Spring)
    }
    var law: Law
    var start: Double
  }

  /// Each batch at time t: a curve's progress, or a spring's two mode displacements (for a
  /// unit offset and a unit velocity).
  struct BatchState {
    var t: Double
    var p: [Double]
    var q: [Double]
  }

  func state(at t: Double) -> BatchState {
    var p = [Double](repeating: 1, count: batches.count)
    var q = [Double](repeating: 0, count: batches.count)
    for (k, batch) in batches.enumerated() {
      let elapsed = Swift.max(0, t - batch.start)
      switch batch.law {
      case .curve(let timing):
        p[k] = timing.progressValue(at: elapsed)
      case .spring(let spring):
        p[k] = spring.displacement(from: 1, velocity: 0, time: elapsed).offset
        q[k] = spring.displacement(from: 0, velocity: 1, time: elapsed).offset
      }
    }
    return BatchState(t: t, p: p, q: q)
  }

  /// The frame of value `k`, whether it moves, and where it is going (the model value); nil
  /// for a value to sample in general.
  func sample(_ k: Int, _ s: BatchState) -> (rect: Rect, moving: Bool, goal: Rect)? {
    switch kinds[k] {
    case .still: return (a[k], false, a[k])
    case .general: return nil
    case .lerp:
      // Done: at the model value, as the entry's own sampling says.
      if s.t >= ends[k] { return (b[k], false, b[k]) }
      let j = Int(batchOf[k])
      let p = s.p[j]
      let from = a[k]
      let to = b[k]
      return (
        Rect(
          x: from.origin.x + (to.origin.x - from.origin.x) * p, y: from.origin.y + (to.origin.y - from.origin.y) * p,
          width: from.size.width + (to.size.width - from.size.width) * p,
          height: from.size.height + (to.size.height - from.size.height) * p), true, to
      )
    case .chain:
      // §8.1's fold, as `AnimatedValue.sampleRect` does it: from the last finished link's target
      // (or the start), each later link moves the running value toward its target.
      let range = Int(chainStart[k])..<Int(chainEnd[k])
      var first = -1
      var moving = false
      for j in range {
        if s.t >= linkEnd[j] { first = j } else { moving = true }
      }
      var r = first >= 0 ? linkTarget[first] : a[k]
      var j = first >= 0 ? first + 1 : range.lowerBound
      while j < range.upperBound {
        let p = s.p[Int(linkBatch[j])]
        let g = linkTarget[j]
        r = Rect(
          x: r.origin.x + (g.origin.x - r.origin.x) * p, y: r.origin.y + (g.origin.y - r.origin.y) * p,
          width: r.size.width + (g.size.width - r.size.width) * p,
          height: r.size.height + (g.size.height - r.size.height) * p)
        j += 1
      }
      return (r, moving, b[k])
    case .spring:
      if s.t >= ends[k] { return (a[k], false, a[k]) }
      let j = Int(batchOf[k])
      let p = s.p[j]
      let q = s.q[j]
      let g = a[k]
      let o = b[k]
      let v = c[k]
      return (
        Rect(
          x: g.origin.x + p * o.origin.x + q * v.origin.x, y: g.origin.y + p * o.origin.y + q * v.origin.y,
          width: g.size.width + p * o.size.width + q * v.size.width,
          height: g.size.height + p * o.size.height + q * v.size.height), true, g
      )
    }
  }
}
