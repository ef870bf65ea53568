// Key paths as values, read with `value[keyPath:]` (Apple's Landmarks `HikeGraph`:
// `data.lazy.map { $0[keyPath: path] }` over a `KeyPath<Hike.Observation, Range<Double>>`).

// case: key-path-subscript
struct Obs { var elevation: Range<Double>; var pace: Double; var inner: Inner }
struct Inner { var depth: Int }
let o = Obs(elevation: 1.0..<2.5, pace: 3.5, inner: Inner(depth: 4))
let path: KeyPath<Obs, Range<Double>> = \.elevation
print(o[keyPath: path], o[keyPath: \Obs.pace], o[keyPath: \.inner.depth], o[keyPath: \.self].pace)
let xs = [o, o].map { $0[keyPath: path].upperBound }
print(xs)

// case: nested-root-key-path
struct Hike { var name = "h"; struct Observation { var elevation: Range<Double>; var pace: Double } }
let o = Hike.Observation(elevation: 1.0..<2.0, pace: 3)
let p: KeyPath<Hike.Observation, Range<Double>> = \Hike.Observation.elevation
print(o[keyPath: p], o[keyPath: \Hike.Observation.pace], [o].map(\.pace))
