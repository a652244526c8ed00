"""Highlights placed in an article as Readeck 0.22.3 places them (pkg/annotate/annotate.go,
internal/bookmarks/dataset/annotations.go): each text node of the range is wrapped in an
`rd-annotation` element; `/article` adds the id, colour and, for a highlight with a note, an
empty note element after its last piece; the bulk sync wraps bare."""

from fake_dom import Node, ancestors, inner_html, parse, select, text_nodes

TAG = "rd-annotation"


class AnnotationError(Exception):
    pass


def boundary(root, selector, index, is_start):
    element = select(root, selector)
    if element is None:
        raise AnnotationError(f'element "{selector}" not found')
    nodes = text_nodes(element)
    found, offset, used = None, 0, 0
    for number, node in enumerate(nodes):
        if found is not None:
            break
        length = len(node.text)
        if index <= used + length:
            found, offset = node, index - used
        used += length
        # At the very end of a node a start moves on to the next node, when there is one.
        if index == used and is_start and number + 1 < len(nodes):
            found, offset = None, 0
    if found is None:
        raise AnnotationError(f'index "{index}" is out of range')
    return found, offset


def text_range(root, annotation):
    start, start_offset = boundary(root, annotation["start_selector"],
                                   annotation["start_offset"], True)
    end, end_offset = boundary(root, annotation["end_selector"], annotation["end_offset"], False)
    ancestor = None
    for a, b in zip(ancestors(start), ancestors(end)):
        if a is not b:
            break
        ancestor = a
    nodes, started = [], False
    for node in text_nodes(ancestor):
        started = started or node is start
        if started:
            nodes.append(node)
        if node is end:
            break
    if not started or not nodes:
        raise AnnotationError("no text nodes in range")
    if len(nodes) == 1 and start_offset > end_offset:
        raise AnnotationError("invalid range")
    if any(n.parent.tag == TAG for n in nodes):
        raise AnnotationError("overlapping annotation")
    return nodes, start_offset, end_offset


def wrap(root, annotation, decorate):
    """Wraps the range; `decorate(element, index, count)` adds attributes. Returns the pieces'
    text (what the server stores as the highlight's `text`)."""
    nodes, start_offset, end_offset = text_range(root, annotation)
    pieces = []
    for index, node in enumerate(nodes):
        length = len(node.text)
        if index == 0 and start_offset == length:
            continue  # a start at the very end of a node's text: that piece is dropped
        s = start_offset if index == 0 else 0
        e = end_offset if index + 1 == len(nodes) else length
        if s > e:
            continue
        element = wrap_text(node, s, e)
        pieces.append(element.children[0].text)
        decorate(element, index, len(nodes))
    return "".join(pieces)


def wrap_text(node, start, end):
    parent = node.parent
    position = parent.children.index(node)
    element = Node(TAG)
    element.append(Node(text=node.text[start:end]))
    replacement = ([Node(text=node.text[:start])] if start > 0 else []) + [element] + \
        ([Node(text=node.text[end:])] if end < len(node.text) else [])
    for piece in replacement:
        piece.parent = parent
    parent.children[position:position + 1] = replacement
    return element


def web_decoration(annotation, with_note):
    """dataset.AnnotationCallback: id on the first piece, id value and colour on every piece,
    and after the last piece an empty note element when asked and the note is not empty."""
    color = annotation.get("color") or "yellow"

    def decorate(element, index, count):
        if index == 0:
            element.set_attr("id", "annotation-" + annotation["id"])
        element.set_attr("data-annotation-id-value", annotation["id"])
        element.set_attr("data-annotation-color", color)
        if with_note and annotation.get("note") and index + 1 == count:
            note = Node(TAG, [("data-annotation-id-value", annotation["id"]),
                              ("data-annotation-note", ""), ("title", annotation["note"]),
                              ("data-annotation-color", color)])
            siblings = element.parent.children
            note.parent = element.parent
            siblings.insert(siblings.index(element) + 1, note)
    return decorate


def annotated(markup, annotations, web):
    """The article with its highlights: as `/article` shows it (web) or as the bulk sync."""
    if not annotations:
        return markup
    root = parse(markup)
    for annotation in annotations:
        decorate = web_decoration(annotation, True) if web else (lambda *_: None)
        try:
            wrap(root, annotation, decorate)
        except (AnnotationError, KeyError, TypeError, ValueError):
            # addAnnotations: one highlight that no longer fits, and the article is served
            # with none at all (the error is only logged).
            return markup
    return inner_html(root)


def fits(markup, annotations):
    """False when one of the highlights no longer fits the article: `addAnnotations` then
    fails (dataset/dataset.go), which `/article` only logs and the bulk export returns."""
    if not annotations:
        return True
    root = parse(markup)
    try:
        for annotation in annotations:
            wrap(root, annotation, lambda *_: None)
    except (AnnotationError, KeyError, TypeError, ValueError):
        return False
    return True


def place_new(markup, annotations, annotation):
    """Checks a new highlight against the article with the existing ones in place (as
    addToBookmark does); returns its text or raises AnnotationError."""
    root = parse(markup)
    for existing in annotations:
        wrap(root, existing, web_decoration(existing, True))
    return wrap(root, annotation, lambda *_: None).strip()
