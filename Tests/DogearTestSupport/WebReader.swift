import Foundation

/// Readeck's web reader played by a real browser: headless Chromium (Debian's `chromium`)
/// parses each article fragment into its own container with `innerHTML`, as the web page
/// does, wraps every picture as the web reader's image viewer does when the page loads, and
/// answers questions about that DOM with `querySelector`. This is the web side of an anchor
/// (readeck-api.md §2), so tests check dogear's anchors against a browser's HTML5 tree, not
/// against another parser.
public enum WebReader {
  public static let chromium = URL(fileURLWithPath: "/usr/bin/chromium")
  public static var isAvailable: Bool {
    !TestSupport.simulatesPlainClone && FileManager.default.isExecutableFile(atPath: chromium.path)
  }

  /// One question: the element that `selector` (a `read_anchor`, written from the
  /// container's top level) names in article `article`.
  public struct Query: Codable, Sendable {
    public var article: Int
    public var selector: String

    public init(article: Int, selector: String) {
      self.article = article
      self.selector = selector
    }
  }

  /// What the browser found for one query: the element's text with whitespace collapsed,
  /// or nil when the selector matches nothing (or is not a selector).
  public static func texts(articles: [String], queries: [Query]) throws -> [String?] {
    let answers = try ask(Payload(articles: articles, queries: queries, leaves: 0))
    guard answers.count == queries.count else {
      throw Failure(description: "\(answers.count) answers for \(queries.count) questions")
    }
    return answers.map { $0.first ?? nil }
  }

  /// The leaves the web reader could save as `read_anchor` in each article (elements with
  /// text and no element children, never an `rd-annotation`), up to `perArticle` spread over
  /// it: each as its `nth-child` path and its text.
  public static func leaves(articles: [String], perArticle: Int) throws
    -> [[(path: String, text: String)]]
  {
    let answers = try ask(Payload(articles: articles, queries: [], leaves: perArticle))
    return answers.map { flat in
      stride(from: 0, to: flat.count - 1, by: 2).map { (flat[$0] ?? "", flat[$0 + 1] ?? "") }
    }
  }

  /// The `nth-child` path of every element of each article as Chromium builds it (its HTML5
  /// tree, pictures not wrapped), in document order, leaving out what lies inside an element
  /// whose tag is in `opaque` (dogear shows nothing of it, so never counts in it).
  public static func elementPaths(articles: [String], opaque: Set<String>) throws -> [[String]] {
    let payload = Payload(
      articles: articles, queries: [], leaves: 0, opaque: opaque.sorted())
    return try ask(payload).map { $0.map { $0 ?? "" } }
  }

  /// One highlight as Readeck stores it: selectors in its `section[1]/p[3]` form, offsets
  /// in code points over the element's whole text.
  public struct RangeQuery: Codable, Sendable {
    public var article: Int
    public var startSelector: String
    public var startOffset: Int
    public var endSelector: String
    public var endOffset: Int

    public init(
      article: Int, startSelector: String, startOffset: Int, endSelector: String, endOffset: Int
    ) {
      self.article = article
      self.startSelector = startSelector
      self.startOffset = startOffset
      self.endSelector = endSelector
      self.endOffset = endOffset
    }
  }

  /// The text of each highlight found the way the server finds it (pkg/annotate: the
  /// selector as an XPath from the fragment's top level, then text nodes counted in code
  /// points, a start at a node's very end moved to the next node), on the fragment as parsed,
  /// pictures not wrapped; `.failure` with the reason when it does not resolve.
  public static func rangeTexts(articles: [String], ranges: [RangeQuery]) throws
    -> [Result<String, Failure>]
  {
    let answers = try ask(Payload(articles: articles, queries: [], leaves: 0, ranges: ranges))
    guard answers.count == ranges.count else {
      throw Failure(description: "\(answers.count) answers for \(ranges.count) ranges")
    }
    return answers.map { answer in
      if let text = answer.first ?? nil { return .success(text) }
      return .failure(Failure(description: (answer.last ?? nil) ?? "no answer"))
    }
  }

  private static func ask(_ payload: Payload) throws -> [[String?]] {
    let folder = try TestSupport.freshFolder("dogear-web")
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("reader.html")
    try Data(try html(payload).utf8).write(to: page)
    let dom = try run(page: page, profile: folder.appendingPathComponent("profile"))
    return try answers(in: dom)
  }

  /// The page: the data as JSON in a script element (nothing to escape in HTML), a script
  /// that builds the containers, wraps the pictures, asks every question and writes the
  /// answers as JSON into `#answers`. The containers live in an inert document, so the dump
  /// stays small and no picture is fetched.
  private static func html(_ payload: Payload) throws -> String {
    let data = try JSONEncoder().encode(payload)
    let json = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
    return """
      <!DOCTYPE html><html><head><meta charset="utf-8"></head><body>
      <script type="application/json" id="data">\(json)</script>
      <pre id="answers"></pre>
      <script>\(script)</script>
      </body></html>
      """
  }

  /// The web reader's image wrapping (modal_images_controller.js): every `img[src]`, or the
  /// `a` holding only that image, goes into a `span` after a `button`.
  static let script = """
    const data = JSON.parse(document.getElementById('data').textContent);
    // An inert document parses with the same HTML5 rules and fetches no pictures.
    const inert = document.implementation.createHTMLDocument('');
    const roots = data.articles.map(html => {
      const root = inert.createElement('div');
      root.className = 'prose';
      root.innerHTML = html;
      inert.body.appendChild(root);
      if (data.opaque || data.ranges) return root;
      for (const img of Array.from(root.querySelectorAll('img[src]'))) {
        const parent = img.parentElement;
        const alone = parent && parent.tagName === 'A' && parent.children.length === 1 &&
          parent.textContent.trim() === '';
        const target = alone ? parent : img;
        const wrapper = inert.createElement('span');
        target.replaceWith(wrapper);
        wrapper.appendChild(inert.createElement('button'));
        wrapper.appendChild(target);
      }
      return root;
    });
    const text = el => el.textContent.replace(/\\s+/g, ' ').trim();
    const path = (root, el) => {
      const steps = [];
      for (let at = el; at !== root; at = at.parentElement) {
        let index = 1;
        for (let sibling = at.previousElementSibling; sibling; sibling = sibling.previousElementSibling) index++;
        steps.unshift(at.tagName.toLowerCase() + ':nth-child(' + index + ')');
      }
      return steps.join('>');
    };
    const everyPath = root => {
      const opaque = new Set(data.opaque);
      const found = [];
      const visit = (parent, prefix) => {
        let index = 0;
        for (const el of parent.children) {
          index++;
          const step = el.tagName.toLowerCase() + ':nth-child(' + index + ')';
          const path = prefix ? prefix + '>' + step : step;
          found.push(path);
          if (!opaque.has(el.tagName.toLowerCase())) visit(el, path);
        }
      };
      visit(root, '');
      return found;
    };
    // pkg/annotate's getTextNodeBoundary, over code points.
    const boundary = (root, selector, index, isStart) => {
      const element = inert.evaluate('./' + selector, root, null,
        XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
      if (!element) throw 'element "' + selector + '" not found';
      const nodes = [];
      const walker = inert.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) nodes.push(walker.currentNode);
      let found = null, offset = 0, used = 0;
      for (let i = 0; i < nodes.length && !found; i++) {
        const length = Array.from(nodes[i].data).length;
        if (index <= used + length) { found = nodes[i]; offset = index - used; }
        used += length;
        if (index === used && isStart && i + 1 < nodes.length) { found = null; offset = 0; }
      }
      if (!found) throw 'index "' + index + '" is out of range';
      return [found, Array.from(found.data).slice(0, offset).join('').length];
    };
    const rangeText = q => {
      try {
        const root = roots[q.article];
        const [startNode, startOffset] = boundary(root, q.startSelector, q.startOffset, true);
        const [endNode, endOffset] = boundary(root, q.endSelector, q.endOffset, false);
        const range = inert.createRange();
        range.setStart(startNode, startOffset);
        range.setEnd(endNode, endOffset);
        if (range.collapsed && (startNode !== endNode || startOffset > endOffset)) throw 'invalid range';
        return [range.toString()];
      } catch (e) { return [null, String(e)]; }
    };
    const answers = data.ranges ? data.ranges.map(rangeText)
      : data.opaque ? roots.map(everyPath) : data.leaves > 0
      ? roots.map(root => {
          const all = Array.from(root.querySelectorAll('*')).filter(el =>
            el.children.length === 0 && el.tagName !== 'RD-ANNOTATION' && text(el) !== '' &&
            !el.closest('script,style,noscript'));
          const step = Math.max(1, Math.floor(all.length / data.leaves));
          const picked = all.filter((_, i) => i % step === 0).slice(0, data.leaves);
          return picked.flatMap(el => [path(root, el), text(el)]);
        })
      : data.queries.map(q => {
          try {
            const found = roots[q.article].querySelector(':scope > ' + q.selector);
            return [found ? text(found) : null];
          } catch (e) { return [null]; }
        });
    document.getElementById('data').remove();
    document.getElementById('answers').textContent = JSON.stringify(answers);
    """

  private struct Payload: Codable {
    var articles: [String]
    var queries: [Query]
    /// Above 0: list that many leaves per article instead of answering queries.
    var leaves: Int
    /// Set: list every element's path instead (`elementPaths`).
    var opaque: [String]? = nil
    /// Set: resolve these highlights instead (`rangeTexts`).
    var ranges: [RangeQuery]? = nil
  }

  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// The page's DOM once its script has run. A browser that hangs (headless Chromium
  /// now and then never exits on a loaded machine) is killed at a deadline and started
  /// again, twice at most: the browser's hang is not the page's answer.
  private static func run(page: URL, profile: URL) throws -> String {
    let arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)",
      "--dump-dom", page.absoluteString,
    ]
    var attempt = 1
    while true {
      do {
        let run = try ChildProcess.run(chromium.path, arguments, timeout: 180)
        guard run.status == 0 else {
          throw Failure(description: "chromium exited with \(run.status)")
        }
        return run.outputText
      } catch is ChildProcess.TimedOut where attempt < 3 {
        attempt += 1
      }
    }
  }

  private static func answers(in dom: String) throws -> [[String?]] {
    guard let start = dom.range(of: "<pre id=\"answers\">"),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else { throw Failure(description: "the page gave no answers") }
    let escaped = String(dom[start.upperBound..<end.lowerBound])
    let json = escaped.replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(
        of: "&nbsp;", with: "\u{A0}"
      )
      .replacingOccurrences(of: "&amp;", with: "&")
    return try JSONDecoder().decode([[String?]].self, from: Data(json.utf8))
  }
}
