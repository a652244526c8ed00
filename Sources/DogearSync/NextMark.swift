import FoundationEssentials

/// Where the "since" mark (`readeck.last_sync`) goes after a pull.
enum NextMark {
  /// To the server's time (nil: this device's clock), less the margin.
  case at(Date?)
  /// Where it was: the change list since it was empty. The next listing from the same mark
  /// is the same set (nothing) plus whatever changes meanwhile, so nothing is missed, and a
  /// sync with nothing to do commits nothing (issue 41).
  case unchanged
}
