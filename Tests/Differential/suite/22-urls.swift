// URLs as view code builds them (image links, API endpoints, a documents folder), with
// Foundation's own rules for paths, extensions and percent-encoding.

// case: url-members
import Foundation
let u = URL(string: "https://example.com/a/b.json?x=1")!
print(u.appendingPathComponent("c"), u.deletingLastPathComponent(), u.lastPathComponent, u.pathExtension)
print(u.host ?? "-", u.scheme ?? "-", u.query ?? "-", u.path, u.pathComponents)
let f = URL(string: "file:///tmp/docs")!
print(f.appendingPathComponent("x.txt"), f.appendingPathComponent("x").appendingPathExtension("json"), f.isFileURL)
print(u.deletingPathExtension(), u.absoluteString, u.isFileURL)
print(URL(string: "https://example.com")!.appending(path: "a b"), URL(string: "https://e.com/x")!.appending(component: "y/z"))
print(URL(string: "https://e.com/x/")!.appending(path: "dir/"), URL(string: "not a url") == nil)
