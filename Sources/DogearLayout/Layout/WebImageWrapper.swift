import DogearCore

/// The web reader's image viewer wraps every `img[src]`, or the `a` holding only that
/// image, in a `span` after a `button` when the page loads (issue 15), so the web saves
/// anchors through that wrapper: `figure:nth-child(2)>span:nth-child(1)>img:nth-child(2)`.
/// dogear's tree is the article's own, without the wrappers.
enum WebImageWrapper {
  /// `path` with every wrapper taken out: `span:nth-child(k)>img:nth-child(2)` is the
  /// picture at `img:nth-child(k)`, `span:nth-child(k)>a:nth-child(2)>img:nth-child(1)` the
  /// link holding it at `a:nth-child(k)`. nil when no step can be a wrapper.
  static func unwrapped(_ path: ElementPath) -> ElementPath? {
    var steps: [ElementPath.Step] = []
    var changed = false
    var index = 0
    let all = path.steps
    while index < all.count {
      let step = all[index]
      guard step.tag == "span", let wrapped = wrappedStep(after: index, in: all, at: step.index)
      else {
        steps.append(step)
        index += 1
        continue
      }
      changed = true
      steps.append(wrapped.step)
      index = wrapped.next
    }
    return changed ? ElementPath(steps) : nil
  }

  /// The wrapped element for a `span` at `position` among its siblings, and the index of
  /// the step after it; nil when the steps below the span are not the wrapper's.
  private static func wrappedStep(after span: Int, in steps: [ElementPath.Step], at position: Int)
    -> (step: ElementPath.Step, next: Int)?
  {
    let below = span + 1
    guard below < steps.count else { return nil }
    let child = steps[below]
    // The picture, or the link holding only it, is the wrapper's second child (after the
    // button) and takes the wrapper's place among its siblings.
    guard child.index == 2, child.tag == "img" || child.tag == "a" else { return nil }
    return (ElementPath.Step(tag: child.tag, index: position), below + 1)
  }
}
