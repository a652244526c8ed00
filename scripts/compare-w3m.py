#!/usr/bin/env python3
"""Article by article, the words `w3m -dump` shows that `dogear dump` does not.

Usage: scripts/compare-w3m.py [DOGEAR] [--corpus DIR] [--width N]...

Words (runs of letters and digits, a CJK character each) are compared as multisets,
lower-cased, link numbers ("[12]") stripped: the order differs by design (tables as records, links listed at the end), so
only what is missing counts. w3m's own decorations (its "[img]" stand-ins, "•") are left
out. Words found inside dogear's text with spaces and punctuation removed count as shown (cut
or glued differently). Prints one line per article that misses words, with a few of them,
then a total.
"""
import collections
import os
import re
import subprocess
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


CJK = r"\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"


def words(text, w3m=False):
    """Runs of letters and digits; each CJK character a word of its own (the two break CJK
    lines in different places). w3m's stand-ins for images ("[file_name]") are dropped."""
    text = unicodedata.normalize("NFKC", re.sub(r"\[\d+\]", " ", text))
    if w3m:
        text = re.sub(r"\[[^\]\s]*\]", " ", text)
    text = re.sub(f"([{CJK}])", r" \1 ", text.lower())
    found = re.findall(r"[^\W_]+", text)
    return collections.Counter(w for w in found if w not in ("img", "image"))


def main():
    args = sys.argv[1:]
    dogear = os.path.join(ROOT, ".build", "release", "dogear")
    corpus = os.path.join(os.path.dirname(ROOT), "shared", "corpus")
    widths = []
    while args:
        arg = args.pop(0)
        if arg == "--corpus":
            corpus = args.pop(0)
        elif arg == "--width":
            widths.append(int(args.pop(0)))
        else:
            dogear = arg
    widths = widths or [80, 200]
    if not os.path.isdir(corpus):
        print(f"no corpus at {corpus}: skipped")
        return 0
    total = collections.Counter()
    for name in sorted(os.listdir(corpus)):
        article = os.path.join(corpus, name, "article.html")
        if not os.path.isfile(article):
            continue
        for width in widths:
            ours = subprocess.run(
                [dogear, "dump", article, "--width", str(width)], capture_output=True, text=True
            ).stdout
            theirs = subprocess.run(
                ["w3m", "-dump", "-cols", str(width), "-T", "text/html", "-I", "UTF-8",
                 "-O", "UTF-8", article],
                capture_output=True, text=True,
            ).stdout
            missing = words(theirs, w3m=True) - words(ours)
            # A word that is there but cut or glued differently (a line break inside a long
            # number, "Credit" glued to a name) is not missing.
            flat = unicodedata.normalize("NFKC", ours.lower())
            flat = re.sub(r"\[\d+\]|\[image: ?|[\W_]+", "", flat)
            for word in list(missing):
                if word in flat:
                    del missing[word]
            count = sum(missing.values())
            total[width] += count
            if count:
                sample = ", ".join(w for w, _ in missing.most_common(8))
                print(f"{name} @{width}: {count} words fewer ({sample})")
    for width in widths:
        print(f"total @{width}: {total[width]} words w3m shows that dogear does not")
    return 0


if __name__ == "__main__":
    sys.exit(main())
