"""`?search=` as Readeck 0.22.3 on SQLite reads it (internal/searchstring/searchstring.go
parses, searchstring/sql.go builds an FTS5 MATCH): terms split on spaces, quotes keep a
phrase, `-term` excludes, `field:term` searches one field (title, author, site, label, note),
and a term matches whole words only, a prefix only with a trailing `*`."""

import re
import unicodedata

FIELDS = ("title", "author", "site", "label", "note")


def tokens(text):
    """FTS5's unicode61 tokenizer, roughly: case and accents folded, words of letters/digits."""
    folded = unicodedata.normalize("NFKD", text.lower())
    folded = "".join(c for c in folded if not unicodedata.combining(c))
    return re.findall(r"[^\W_]+", folded)


def parse_query(search):
    terms, current, quote = [], "", None
    for char in search:
        if quote:
            current += char
            if char == quote:
                quote = None
        elif char in "\"'":
            quote = char
            current += char
        elif char.isspace():
            terms.append(current)
            current = ""
        else:
            current += char
    terms.append(current)
    return [term for term in (parse_term(t) for t in terms if t) if term]


def parse_term(raw):
    term = {"exclude": False, "field": "", "wildcard": False, "value": raw}
    if raw.startswith("-"):
        term["exclude"], raw = True, raw[1:]
    field, sep, rest = raw.partition(":")
    if sep and field and not field.startswith(("\"", "'")):
        term["field"], raw = field, rest
    if raw.endswith("*"):
        term["wildcard"], raw = True, raw[:-1]
    raw = raw.replace("\"", "").replace("'", "")
    if term["field"] and term["field"] not in FIELDS:
        # An unknown field becomes part of the text searched everywhere (regroupFields).
        raw, term["field"] = term["field"] + ":" + raw, ""
    term["words"] = tokens(raw)
    return term if term["words"] else None


def phrase_in(words, column, wildcard):
    n = len(words)
    for i in range(len(column) - n + 1):
        window = column[i:i + n]
        if window[:-1] == words[:-1] and (
                window[-1] == words[-1] or (wildcard and window[-1].startswith(words[-1]))):
            return True
    return False


def columns(bookmark, article_text):
    return {"title": tokens(bookmark["title"]), "author": tokens(" ".join(bookmark["authors"])),
            "site": tokens(bookmark["site"] + " " + bookmark["site_name"]),
            "label": tokens(" ".join(bookmark["labels"])), "note": tokens(""),
            "description": tokens(bookmark.get("description", "")),
            "text": tokens(article_text)}


def matches(bookmark, article_text, search):
    cols = columns(bookmark, article_text)
    for term in parse_query(search):
        names = [term["field"]] if term["field"] else list(cols)
        found = any(phrase_in(term["words"], cols[n], term["wildcard"]) for n in names)
        if found == term["exclude"]:
            return False
    return True


def strip_tags(markup):
    return re.sub(r"<[^>]+>", " ", markup)
