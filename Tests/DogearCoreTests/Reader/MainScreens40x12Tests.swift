import Testing

/// The main screens at 40x12, written out: what a person sees, reviewed by eye here and not
/// only in a snapshot file (issue 40). Trailing blanks are kept, so a row that grows shows.
@Suite("The main screens at 40x12, written out")
struct MainScreens40x12Tests {
  @Test("each main screen is exactly as written", arguments: MainScreens.names)
  func screen(_ name: String) {
    MainScreens.expect(name, columns: 40, rows: 12, written: Self.expected(name))
  }

  static func expected(_ name: String) -> [String] {
    switch name {
    case "list":
      return [
        " dogear  ◑6 ○4 ✓2           all  ? help",
        " Continue reading ─────────────────────",
        " ◕ 63%  A Field Guide to Slow…   24 min",
        " ◔ 12%  Why Lighthouses Blink…   15 min",
        " ◔  1%  Tides, Moons and the L…  31 min",
        " ◔ 24%  ★ Maps That Lie Polite…  12 min",
        " ◑ 50%  Sourdough at Altitude     8 min",
        " ● 99%  The Last Page Problem     6 min",
        " Newest first ─────────────────────────",
        " ○      The Surprising History…   4 min",
        " ○      長文の読み方について、…   9 min",
        " j/k move · Enter open · / search",
      ]
    case "top":
      return [
        "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        "░░░░░░░░░░░░░░░░░░ 0% ░░░░░░░░░░░░░░░░░░",
        "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        " A Field Guide to Slow Ri… · 9 min left",
        " How rivers move their beds a little",
        " every night, and why nobody notices.",
        "",
        " Slow Rivers",
        " ═══════════",
        "",
        " Para1 slowly water stone silt heron",
        "                                  ? help",
      ]
    case "middle":
      return [
        "██████████████▊░░░░░░░░░░░░░░░░░░░░░░░░░",
        "██████████████▊░░ 37% ░░░░░░░░░░░░░░░░░░",
        "██████████████▊░░░░░░░░░░░░░░░░░░░░░░░░░",
        " settles meander banks century ford",
        " heron carries water water banks field",
        " settles silt delta inside reed field",
        " silt bend along inside nobody silt",
        " where ford current watches.",
        "",
        " Para17 field watches silt night along",
        " ford tide ford stone slowly banks",
        "                                  ? help",
      ]
    case "offer":
      return [
        "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        "░░░░░░░░░░░░░░░░░░ 0% ░░░░░░░░░░░░░░░░░░",
        "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        " A Field Guide to Slow Ri… · 9 min left",
        " How rivers move their beds a little",
        " every night, and why nobody notices.",
        "",
        " Slow Rivers",
        " ═══════════",
        "",
        " Para1 slowly water stone silt heron",
        "Resume at 42%? 5 min left        J · Esc",
      ]
    case "settings":
      return [
        "██┌ Settings ────────────────────────┐░░",
        "██│ [x] Progress bar               p │░░",
        "██│ [x] Word count                 w │░░",
        " s│ [x] Hero image                 i │",
        " h│ [x] Summary                    s │",
        " s│ [ ] Inline images              I │",
        " s│     Reading width         ‹ 80 › │",
        " w│     Pictures            ‹ auto › │",
        "  │ [x] Mouse                        │",
        " P│     Link numbers   ‹ on demand › │",
        " f└──────────────────────────────────┘",
        "           j k · Space · + - · Esc close",
      ]
    case "highlights":
      return [
        "████████████████████████████████████████",
        "█████████████████ 100% █████████████████",
        "████████████████████████████████████████",
        " A Field Guide to Slow Rive… · 12 words",
        " Another linked paragraph with 😀",
        "┌ Highlights 2/2 ──────────────────────┐",
        "│   linked                             │",
        "│   Hello ✎ greeting                   │",
        "└──────────────────────────────────────┘",
        "",
        "",
        "             j k · Enter · c n d u · Esc",
      ]
    case "outline":
      return [
        "┌ Outline 2/13 ────────────────────────┐",
        "│  Slow Rivers                         │",
        "│▸   Section 1                         │",
        "│      Detail 1 of the river bend nea… │",
        "│    Section 2                         │",
        "│      Detail 2 of the river bend nea… │",
        "│    Section 3                         │",
        "│      Detail 3 of the river bend nea… │",
        "│    Section 4                         │",
        "│      Detail 4 of the river bend nea… │",
        "└──────────────────────────────────────┘",
        "         j k move · Enter go · Esc close",
      ]
    default:
      return []
    }
  }
}
