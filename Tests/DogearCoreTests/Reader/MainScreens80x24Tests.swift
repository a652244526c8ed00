import Testing

/// The main screens at 80x24, written out: what a person sees, reviewed by eye here and not
/// only in a snapshot file (issue 40). Trailing blanks are kept, so a row that grows shows.
@Suite("The main screens at 80x24, written out")
struct MainScreens80x24Tests {
  @Test("each main screen is exactly as written", arguments: MainScreens.names)
  func screen(_ name: String) {
    let actual = MainScreens.screen(name, columns: 80, rows: 24)
    let expected = Self.expected(name)
    #expect(actual.count == 24 && expected.count == 24, "\(name): \(actual.count) rows")
    for (row, (shown, written)) in zip(actual, expected).enumerated() {
      #expect(shown == written, "\(name), row \(row)")
    }
  }

  static func expected(_ name: String) -> [String] {
    switch name {
    case "list":
      return [
        " dogear   6 reading · 4 unread · 2 read                             all  ? help",
        " Continue reading ─────────────────────────────────────────────────────────────",
        " ◕ 63%  A Field Guide to Slow Rivers                    rivers.example   24 min",
        " ◔ 12%  Why Lighthouses Blink in Patterns               sea.example      15 min",
        " ◔  1%  Tides, Moons and the Long Arithmetic of Coast…  coast.example    31 min",
        " ◔ 24%  ★ Maps That Lie Politely                        cartography.ex…  12 min",
        " ◑ 50%  Sourdough at Altitude                           bread.example     8 min",
        " ● 99%  The Last Page Problem                           books.example     6 min",
        " Newest first ─────────────────────────────────────────────────────────────────",
        " ○      The Surprising History of the Paper Clip, and…  desk.example      4 min",
        " ○      長文の読み方について、ゆっくり考える            example.jp        9 min",
        " ○      ★ 🎉 Party Planning for Introverts 🎈           fun.example       5 min",
        " ✓      Welcome to dogear                               dogear            3 min",
        " ○      The Whole History of Everything                 long.example        2 h",
        " ✓      Old News About Newspapers                       press.example     7 min",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " j/k move · Enter open · / search · 1-6 filter · q quit",
      ]
    case "top":
      return [
        "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ 0% ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        " A Field Guide to Slow Rivers · rivers.example · 1,878 words · 9 min left",
        " ┌────────────────────────────────────────────────────────────────────────────┐",
        " │                                                                            │",
        " │                   [image: A Field Guide to Slow Rivers]                    │",
        " │                                                                            │",
        " │                                                                            │",
        " └────────────────────────────────────────────────────────────────────────────┘",
        "",
        " How rivers move their beds a little every night, and why nobody notices.",
        "",
        " Slow Rivers",
        " ═══════════",
        "",
        " Para1 slowly water stone silt heron meander century field along carries",
        " current each silt water mud each banks slowly night along century along water",
        " willow century inside night where each heron settles each mud sand night stone",
        " mud watches banks ford reed watches watches each water ford watches.",
        "",
        " Para2 bend each river willow sand slowly inside where each stone willow sand",
        " along stone ford delta tide current silt along field nobody silt slowly ford",
        "                                                                          ? help",
      ]
    case "middle":
      return [
        "█████████████████████████████▊░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        "█████████████████████████████▊░░░░░░░ 37% ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        "█████████████████████████████▊░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        " meander banks century ford heron carries water water banks field settles silt",
        " delta inside reed field silt bend along inside nobody silt where ford current",
        " watches.",
        "",
        " Para17 field watches silt night along ford tide ford stone slowly banks inside",
        " bend inside banks willow silt mud century meander night banks stone night bend",
        " banks along meander water silt banks banks delta tide banks tide where slowly",
        " where where water night field banks mud each water.",
        "",
        " Para18 delta ford river where banks watches field heron ford stone heron bend",
        " banks tide water heron watches field along delta century ford reed banks",
        " willow river each night slowly bend where water delta nobody delta sand water",
        " current meander current sand century current ford inside slowly reed.",
        "",
        " Para19 settles bend current delta river along river settles reed ford ford",
        " banks carries meander field stone reed nobody current delta century river",
        " river water along silt nobody ford carries slowly river ford meander century",
        " night century nobody nobody each stone mud heron sand nobody bend settles",
        " where.",
        "",
        "                                                                          ? help",
      ]
    case "offer":
      return [
        "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ 0% ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        " A Field Guide to Slow Rivers · rivers.example · 1,878 words · 9 min left",
        " ┌────────────────────────────────────────────────────────────────────────────┐",
        " │                                                                            │",
        " │                   [image: A Field Guide to Slow Rivers]                    │",
        " │                                                                            │",
        " │                                                                            │",
        " └────────────────────────────────────────────────────────────────────────────┘",
        "",
        " How rivers move their beds a little every night, and why nobody notices.",
        "",
        " Slow Rivers",
        " ═══════════",
        "",
        " Para1 slowly water stone silt heron meander century field along carries",
        " current each silt water mud each banks slowly night along century along water",
        " willow century inside night where each heron settles each mud sand night stone",
        " mud watches banks ford reed watches watches each water ford watches.",
        "",
        " Para2 bend each river willow sand slowly inside where each stone willow sand",
        " along stone ford delta tide current silt along field nobody silt slowly ford",
        "Jump to last read position (37%) · 5 min left               J jump · Esc dismiss",
      ]
    case "settings":
      return [
        "█████████████████████████████▊░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        "█████████████████████████████▊░░░░░░░ 37% ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        "█████████████████████████████▊░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        " meander banks century ford heron carries water water banks field settles silt",
        " delta inside reed fie┌ Settings ────────────────────────┐t where ford current",
        " watches.             │ [x] Progress bar               p │",
        "                      │ [x] Word count                 w │",
        " Para17 field watches │ [x] Hero image                 i │e slowly banks inside",
        " bend inside banks wil│ [x] Summary                    s │anks stone night bend",
        " banks along meander w│ [ ] Inline images              I │ks tide where slowly",
        " where where water nig│     Reading width         ‹ 80 › │",
        "                      │     Pictures            ‹ auto › │",
        " Para18 delta ford riv│ [x] Mouse                        │ord stone heron bend",
        " banks tide water hero│     Link numbers   ‹ on demand › │ford reed banks",
        " willow river each nig│ [x] Hyphenate                    │ody delta sand water",
        " current meander curre│ [ ] Justify                      │slowly reed.",
        "                      │ [ ] Wide tables as records       │",
        " Para19 settles bend c│     Listening speed     ‹ 1.0x › │es reed ford ford",
        " banks carries meander│ [x] Say picture alt text         │ta century river",
        " river water along sil│ [ ] Listen on to next            │ord meander century",
        " night century nobody │ [ ] Archive when heard           │ody bend settles",
        " where.               └──────────────────────────────────┘",
        "",
        "                                 j k move · Space toggle · + - width · Esc close",
      ]
    case "highlights":
      return [
        "████████████████████████████████████████████████████████████████████████████████",
        "█████████████████████████████████████ 100% █████████████████████████████████████",
        "████████████████████████████████████████████████████████████████████████████████",
        " A Field Guide to Slow Rivers · rivers.example · 12 words · 1 min",
        " Another linked paragraph with 😀 emoji.",
        "",
        " Hello brave new world. Second sentence here. ✎",
        "",
        "",
        "",
        "",
        "  ┌ Highlights 2/2 ──────────────────────────────────────────────────────────┐",
        "  │   linked                                                                 │",
        "  │   Hello ✎ greeting                                                       │",
        "  └──────────────────────────────────────────────────────────────────────────┘",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "               j k move · Enter go · c colour · n note · d delete · u undo · Esc",
      ]
    case "outline":
      return [
        "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ 0% ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        " Section 1 ¶",
        " ───────────",
        "               ┌ Outline 2/13 ─────────────────────────────────┐",
        " Para1 slowly w│  Slow Rivers                                  │ carries",
        " current each s│▸   Section 1                                  │ry along water",
        " willow century│      Detail 1 of the river bend near the ford │and night stone",
        " mud watches ba│    Section 2                                  │ches.",
        "               │      Detail 2 of the river bend near the ford │",
        " Para2 bend eac│    Section 3                                  │e willow sand",
        " along stone fo│      Detail 3 of the river bend near the ford │t slowly ford",
        " silt water fie│    Section 4                                  │night tide",
        " current tide w│      Detail 4 of the river bend near the ford │",
        "               │    Section 5                                  │",
        " Para3 heron wi│      Detail 5 of the river bend near the ford │re mud stone",
        " settles bend c│    Section 6                                  │heron sand",
        " water meander │      Detail 6 of the river bend near the ford │ng slowly",
        " current tide r└───────────────────────────────────────────────┘inside each",
        " carries.",
        "",
        " Para4 each delta slowly delta settles slowly mud stone nobody silt each willow",
        "                                                 j k move · Enter go · Esc close",
      ]
    default:
      return []
    }
  }
}
