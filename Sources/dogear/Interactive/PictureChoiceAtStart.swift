import DogearCore
import DogearScreen
import DogearTerminal

/// Finds out how pictures can reach this terminal (issue 29), once, before curses starts:
/// when the environment does not tell, the terminal's answers to `PictureDetection.queries`,
/// and its cell size in pixels when `TIOCGWINSZ` has none, within
/// `PictureDetection.queryTimeout` (a silent terminal delays the first frame by no more).
/// The decisions are `PictureDetection`'s and `CellPixels`'.
enum PictureChoiceAtStart {
  /// The questions sent at once, at the start (issue 41): the answers are read by `decide`,
  /// after the library has opened meanwhile. Nil when nothing needs asking.
  static func ask(environment: [String: String]) -> TerminalQuery.Asked? {
    let query = CellPixels.startQuery(
      environment: environment, knowsCell: TerminalQuery.windowCellPixels != nil)
    return query.flatMap { query in
      TerminalQuery.send(
        query, timeout: PictureDetection.queryTimeout,
        isComplete: PictureDetection.answersComplete)
    }
  }

  static func decide(environment: [String: String], asked: TerminalQuery.Asked?)
    -> (PictureTerminal, answeredCell: CellPixels?)
  {
    let answers = asked?.answer()
    let terminal = PictureDetection.terminal(environment: environment, answers: answers)
    return (terminal, answers.flatMap(CellPixels.init(answers:)))
  }
}
