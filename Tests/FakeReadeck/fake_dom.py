"""A small HTML tree for the fake server: enough to place highlights the way Readeck's
pkg/annotate does (text nodes, element paths like `section[1]/p[2]`) and write the tree back."""

import html
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param",
        "source", "track", "wbr"}


class Node:
    def __init__(self, tag=None, attrs=None, text=None):
        self.tag = tag  # None for a text node
        self.attrs = list(attrs or [])
        self.text = text
        self.children = []
        self.parent = None

    def append(self, child):
        child.parent = self
        self.children.append(child)

    def set_attr(self, name, value):
        self.attrs = [(k, v) for k, v in self.attrs if k != name] + [(name, value)]


class TreeBuilder(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("body")
        self.current = self.root

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs)
        self.current.append(node)
        if tag not in VOID:
            self.current = node

    def handle_startendtag(self, tag, attrs):
        self.current.append(Node(tag, attrs))

    def handle_endtag(self, tag):
        node = self.current
        while node is not self.root and node.tag != tag:
            node = node.parent
        if node is not self.root:
            self.current = node.parent

    def handle_data(self, data):
        self.current.append(Node(text=data))


def parse(markup):
    builder = TreeBuilder()
    builder.feed(markup)
    builder.close()
    return builder.root


def serialize(node):
    if node.tag is None:
        return html.escape(node.text, quote=False)
    inner = "".join(serialize(c) for c in node.children)
    attrs = "".join(f' {k}="{html.escape(v or "", quote=True)}"' for k, v in node.attrs)
    if node.tag in VOID:
        return f"<{node.tag}{attrs}/>"
    return f"<{node.tag}{attrs}>{inner}</{node.tag}>"


def inner_html(root):
    return "".join(serialize(c) for c in root.children)


def text_nodes(node):
    out = []
    for child in node.children:
        if child.tag is None:
            out.append(child)
        else:
            out.extend(text_nodes(child))
    return out


def select(root, selector):
    """The element at a path of `tag[i]` steps (i counts same-tag element siblings, from 1),
    as Readeck's selectors are read (an XPath from the article's root); None when absent."""
    node = root
    for step in [s for s in selector.strip().split("/") if s]:
        tag, _, rest = step.partition("[")
        index = int(rest.rstrip("]") or 1) if rest else 1
        same = [c for c in node.children if c.tag == tag.lower()]
        if not 1 <= index <= len(same):
            return None
        node = same[index - 1]
    return node


def ancestors(node):
    out = []
    while node.parent is not None:
        node = node.parent
        out.insert(0, node)
    return out
