import DogearCore
import DogearTerminal

/// Decides how pictures reach this terminal (issue 29), once, before curses starts: the
/// environment when it is sure, else the terminal's answers to `PictureDetection.queries`
/// within `PictureDetection.queryTimeout` (a silent terminal delays the first frame by no
/// more), else half blocks. The decision itself is `PictureDetection`'s.
enum PictureChoiceAtStart {
  static func decide(environment: [String: String], setting: PictureChoice) -> PictureOutput {
    let choice = PictureDetection.choice(environment: environment, setting: setting)
    if let sure = PictureDetection.withoutQuery(choice: choice, environment: environment) {
      return sure
    }
    let answers = TerminalQuery.ask(
      PictureDetection.queries, timeout: PictureDetection.queryTimeout,
      isComplete: PictureDetection.answersComplete)
    return PictureDetection.decide(choice: choice, environment: environment, answers: answers)
  }
}
