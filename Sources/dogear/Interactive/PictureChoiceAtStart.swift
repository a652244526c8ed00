import DogearCore
import DogearScreen
import DogearTerminal

/// Finds out how pictures can reach this terminal (issue 29), once, before curses starts:
/// when the environment does not tell, the terminal's answers to `PictureDetection.queries`,
/// and its cell size in pixels when `TIOCGWINSZ` has none, within
/// `PictureDetection.queryTimeout` (a silent terminal delays the first frame by no more).
/// The decisions are `PictureDetection`'s and `CellPixels`'.
enum PictureChoiceAtStart {
  static func decide(environment: [String: String]) -> (PictureTerminal, answeredCell: CellPixels?)
  {
    let query = CellPixels.startQuery(
      environment: environment, knowsCell: TerminalQuery.windowCellPixels != nil)
    let answers = query.flatMap { query in
      TerminalQuery.ask(
        query, timeout: PictureDetection.queryTimeout,
        isComplete: PictureDetection.answersComplete)
    }
    let terminal = PictureDetection.terminal(environment: environment, answers: answers)
    return (terminal, answers.flatMap(CellPixels.init(answers:)))
  }
}
