import Foundation

// URLComponents as view models use it: parse, read and set the parts, add query items, and
// read back the URL they make. Each value is printed as text (`string`, `absoluteString`).

// case: parse-and-upgrade
func secure(_ text: String) -> String {
  guard var parts = URLComponents(string: text) else { return text }
  if parts.scheme == "http" { parts.scheme = "https" }
  return parts.url?.absoluteString ?? text
}
print(secure("http://books.google.com/books/content?id=zyTCAlFPjgYC&printsec=frontcover&img=1"))
print(secure("https://example.com/a b"))
print(secure("mailto:someone@example.com"))

// case: query-items
var c = URLComponents()
c.scheme = "https"
c.host = "api.example.com"
c.path = "/v1/search"
c.queryItems = [URLQueryItem(name: "q", value: "swift ui & layout"), URLQueryItem(name: "page", value: "2"), URLQueryItem(name: "flag", value: nil)]
print(c.string ?? "nil")
print(c.percentEncodedQuery ?? "nil", c.query ?? "nil")
print(c.queryItems?.count ?? 0, c.queryItems?.first?.name ?? "", c.queryItems?.first?.value ?? "")
c.port = 8080
c.fragment = "top"
print(c.url?.absoluteString ?? "nil", c.port ?? 0, c.path)
print(c, c.queryItems ?? [])

// case: reading-parts
let p = URLComponents(string: "https://user:pw@host.example:443/dir/file.json?x=1&y=%20#frag")!
print(p.scheme ?? "", p.user ?? "", p.password ?? "", p.host ?? "", p.port ?? 0)
print(p.path, p.query ?? "", p.fragment ?? "")
print(p.queryItems?.map { "\($0.name)=\($0.value ?? "-")" } ?? [])
let fromURL = URLComponents(url: URL(string: "https://a.example/x?k=v")!, resolvingAgainstBaseURL: false)
print(fromURL?.host ?? "nil", fromURL?.queryItems?.first?.value ?? "nil")
print(URLComponents(string: "http://[bad") == nil)
var noHost = URLComponents()
noHost.path = "relative/path"
print(noHost.string ?? "nil", noHost.url?.absoluteString ?? "nil")

// case: file-path-urls
print(URL(filePath: "/var/a.mp4").absoluteString, URL(filePath: "/var/dir/").absoluteString)
print(URL(filePath: "/var/x", directoryHint: .isDirectory).absoluteString, URL(filePath: "/var/y/", directoryHint: .notDirectory).absoluteString)
print(URL(fileURLWithPath: "/var/a.mp4") == URL(filePath: "/var/a.mp4"), URL(filePath: "/var/a.mp4").lastPathComponent)

// case: data-of-zero-bytes
var artwork = Data(count: 0)
print(artwork.isEmpty, Data(count: 4).count, Data(count: 2))
artwork = Data(count: 1)
print(artwork.count)
