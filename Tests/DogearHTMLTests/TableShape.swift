import CLibXML2

@testable import DogearHTML

/// Tells a table of data from a table used for page layout, which reads better unwrapped into
/// ordinary blocks (paths are unaffected: the table, rows and cells stay steps of them).
enum TableShape {
  /// True when no row has two cells (a one-column stack of content, such as an image with its
  /// caption), or a cell holds another table directly. Looks only at the table's own rows.
  static func isLayout(_ table: XMLNode) -> Bool {
    var rowCount = 0
    for row in rows(of: table) {
      rowCount += 1
      let cells = row.elementChildren.filter { $0.name == "td" || $0.name == "th" }
      if cells.count > 1 && !cells.contains(where: { $0.firstChild(named: "table") != nil }) {
        return false
      }
    }
    return rowCount > 0
  }

  private static func rows(of table: XMLNode) -> [XMLNode] {
    var rows: [XMLNode] = []
    for child in table.elementChildren {
      switch child.name {
      case "tr": rows.append(child)
      case "thead", "tbody", "tfoot": rows += child.elementChildren.filter { $0.name == "tr" }
      default: break
      }
    }
    return rows
  }
}
