/// A realistic SwiftUI source file for the front-end benchmark (issue 9): `ContentView` with
/// `@State`, nested stacks, frames, padding, overlays and backgrounds, `ForEach`, an `if`,
/// a `GeometryReader`, and a family of card views it is built from. The file ends with
/// `ContentView()`, so evaluating it parses, declares every type and builds the view tree.
///
///     ViewFile.text(lines: 1_000)   // ≥ 1,000 lines; ViewFile.text(lines: 1_000).lineCount
public enum ViewFile {
  /// A file of at least `lines` lines: as many cards as it takes, then `ContentView`.
  public static func text(lines: Int) -> String {
    var cards: [String] = []
    var total = header.count + 1
    while total + contentViewLines(cards: cards.count) < lines {
      let card = card(cards.count)
      cards.append(card.joined(separator: "\n"))
      total += card.count + 1
    }
    return (header + [""] + cards.flatMap { [$0, ""] } + contentView(cards: cards.count))
      .joined(separator: "\n") + "\n"
  }

  static let header = [
    "// Generated for GeometryLab's front-end benchmark (Benchmarks/Sources/PipelineWorkloads).",
    "// A mail-like screen: a header, a list of cards, a footer of badges.",
    "",
    "struct Badge: View {",
    "  var label: String",
    "  var count: Int",
    "",
    "  var body: some View {",
    "    HStack(spacing: 4) {",
    "      Text(label)",
    "        .font(.caption)",
    "      Text(\"\\(count)\")",
    "        .font(.caption2)",
    "        .padding(.horizontal, 6)",
    "        .padding(.vertical, 2)",
    "        .background(Capsule().fill(.red))",
    "    }",
    "    .padding(4)",
    "  }",
    "}",
  ]

  /// One card view, in one of three shapes (so the file is not one block repeated).
  static func card(_ k: Int) -> [String] {
    var out = [
      "/// Card \(k): \(["an avatar row with details", "a media tile", "a progress row"][k % 3]).",
      "struct Card\(k): View {",
      "  var title: String",
      "  var index: Int",
      "  @State var expanded = \(k % 2 == 0 ? "true" : "false")",
      "  @State var progress = \(Double(k % 10) / 10)",
      "",
      "  var body: some View {",
    ]
    switch k % 3 {
    case 0:
      out += [
        "    VStack(alignment: .leading, spacing: 8) {",
        "      HStack(spacing: 12) {",
        "        Circle()",
        "          .fill(.blue)",
        "          .frame(width: 44, height: 44)",
        "          .overlay(alignment: .bottomTrailing) {",
        "            Color.green",
        "              .frame(width: 12, height: 12)",
        "          }",
        "        VStack(alignment: .leading, spacing: 2) {",
        "          Text(title)",
        "            .font(.headline)",
        "            .lineLimit(1)",
        "          Text(\"Item \\(index)\")",
        "            .font(.caption)",
        "        }",
        "        Spacer(minLength: 8)",
        "        Text(expanded ? \"Less\" : \"More\")",
        "          .padding(.horizontal, 10)",
        "          .padding(.vertical, 4)",
        "          .background(Capsule().fill(.gray))",
        "      }",
        "      if expanded {",
        "        ForEach(0..<3, id: \\.self) { row in",
        "          HStack {",
        "            Rectangle()",
        "              .frame(width: 8, height: 8)",
        "            Text(\"Detail \\(row)\")",
        "              .font(.footnote)",
        "            Spacer()",
        "          }",
        "        }",
        "      }",
        "    }",
        "    .padding(12)",
        "    .background(RoundedRectangle(cornerRadius: 12).fill(.white))",
      ]
    case 1:
      out += [
        "    ZStack(alignment: .bottomLeading) {",
        "      Rectangle()",
        "        .fill(.orange)",
        "        .frame(height: \(120 + 10 * (k % 4)))",
        "      VStack(alignment: .leading) {",
        "        Text(title)",
        "          .font(.title3)",
        "        HStack(spacing: 6) {",
        "          ForEach(0..<4, id: \\.self) { i in",
        "            Color.white",
        "              .frame(width: 6, height: 6)",
        "              .opacity(i == index % 4 ? 1 : 0.4)",
        "          }",
        "        }",
        "      }",
        "      .padding(10)",
        "      .background(Color.black.opacity(0.3))",
        "    }",
        "    .frame(maxWidth: .infinity)",
        "    .aspectRatio(16 / 9, contentMode: .fit)",
        "    .overlay(alignment: .topTrailing) {",
        "      Image(systemName: \"heart\")",
        "        .padding(8)",
        "    }",
        "    .clipShape(RoundedRectangle(cornerRadius: 8))",
      ]
    default:
      out += [
        "    HStack(alignment: .center, spacing: 10) {",
        "      Text(title)",
        "        .font(.body)",
        "        .frame(width: 120, alignment: .leading)",
        "      GeometryReader { proxy in",
        "        ZStack(alignment: .leading) {",
        "          Capsule()",
        "            .fill(.gray)",
        "          Capsule()",
        "            .fill(.green)",
        "            .frame(width: proxy.size.width * progress)",
        "        }",
        "      }",
        "      .frame(height: 6)",
        "      Text(\"\\(Int(progress * 100))%\")",
        "        .font(.caption)",
        "        .frame(width: 40, alignment: .trailing)",
        "    }",
        "    .padding(.horizontal, 16)",
        "    .padding(.vertical, 8)",
        "    .frame(minHeight: 44)",
      ]
    }
    out += ["  }", "}"]
    return out
  }

  static func contentViewLines(cards: Int) -> Int { contentView(cards: cards).count }

  static func contentView(cards: Int) -> [String] {
    var out = [
      "struct ContentView: View {",
      "  @State var selection = 0",
      "  @State var showsFooter = true",
      "  let titles = [\"Inbox\", \"Drafts\", \"Sent\", \"Archive\", \"Spam\", \"Trash\"]",
      "",
      "  var body: some View {",
      "    VStack(spacing: 0) {",
      "      HStack {",
      "        Text(\"Mail\")",
      "          .font(.largeTitle)",
      "        Spacer()",
      "        Image(systemName: \"gear\")",
      "          .frame(width: 44, height: 44)",
      "      }",
      "      .padding(.horizontal, 16)",
      "      ScrollView {",
      "        VStack(spacing: 12) {",
    ]
    for k in 0..<cards {
      out.append("          Card\(k)(title: titles[\(k) % titles.count], index: \(k))")
    }
    out += [
      "        }",
      "        .padding(16)",
      "      }",
      "      if showsFooter {",
      "        HStack(spacing: 8) {",
      "          ForEach(0..<5, id: \\.self) { i in",
      "            Badge(label: titles[i], count: i * 3 + selection)",
      "          }",
      "        }",
      "        .frame(maxWidth: .infinity)",
      "        .padding(.vertical, 8)",
      "        .background(Color.gray.opacity(0.2))",
      "      }",
      "    }",
      "  }",
      "}",
      "",
      "ContentView()",
    ]
    return out
  }
}

extension String {
  /// Lines in the text (a final newline ends the last line).
  public var lineCount: Int { split(separator: "\n", omittingEmptySubsequences: false).count - 1 }
}
