import DogearCore
import DogearTerminal

/// Finds out how pictures can reach this terminal (issue 29), once, before curses starts:
/// when the environment does not tell, the terminal's answers to `PictureDetection.queries`
/// within `PictureDetection.queryTimeout` (a silent terminal delays the first frame by no
/// more). The decisions are `PictureDetection`'s.
enum PictureChoiceAtStart {
  static func decide(environment: [String: String]) -> PictureTerminal {
    let answers =
      PictureDetection.needsQuery(environment: environment)
      ? TerminalQuery.ask(
        PictureDetection.queries, timeout: PictureDetection.queryTimeout,
        isComplete: PictureDetection.answersComplete)
      : nil
    return PictureDetection.terminal(environment: environment, answers: answers)
  }
}
