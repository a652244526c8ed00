"""The text nodes an HTML5-conformant parser (html5lib) puts in <body>, as Readeck's server
sees them: the server parses a stored article with golang.org/x/net/html (html.Parse, a whole
document) and counts highlight offsets in code points over the text nodes under <body>.

Reads a JSON list of HTML documents on stdin; writes a JSON list with, for each, the list of
its text nodes in document order: [steps, text], where steps are the text's parent element
from <body>'s children down, each [tag, nth-child index, same-tag index] (1-based), the two
forms `read_anchor` (`p:nth-child(3)`) and a highlight (`p[2]`) name an element by.
"""

import json
import sys

import html5lib


def local(tag):
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else None


def walk(element, steps, out):
    if element.text:
        out.append([steps, element.text])
    nth = 0
    same = {}
    for child in element:
        name = local(child.tag)
        if name is not None and not callable(child.tag):
            nth += 1
            same[name] = same.get(name, 0) + 1
            walk(child, steps + [[name, nth, same[name]]], out)
        if child.tail:
            out.append([steps, child.tail])


def text_nodes(document):
    tree = html5lib.parse(document, treebuilder="etree", namespaceHTMLElements=False)
    body = tree.find("body")
    out = []
    if body is not None:
        walk(body, [], out)
    return out


def main():
    documents = json.load(sys.stdin)
    json.dump([text_nodes(document) for document in documents], sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
