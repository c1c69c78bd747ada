"""The offline extractor on short excerpts of agreements, each a way of drafting one part of a plan.

Run from the project root: `python bench/extractor_snippets.py [--details]`.

tests/agreements/snippets/*.json hold excerpts written by helpers that never saw the extractor (a few
lines each: a series, a fee, a timing rule, a document without a plan) with the rows a careful reader
writes for them. They are development data, like tests/agreements/development/: they find a way of
drafting the extractor does not read, without saying anything about the held-out half. Scored as the
corpus is (bench/extractor_accuracy.py).
"""

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.extractor_accuracy import FIELDS, field_scores  # noqa: E402 - after the path above
from services.extraction import extract, extract_text  # noqa: E402

SNIPPETS = ROOT / "tests" / "agreements" / "snippets"
# Excerpts nobody tunes on: only their aggregate is ever printed.
HELD_OUT = ROOT / "tests" / "agreements" / "snippets_held_out"


def cases(folder: Path = SNIPPETS) -> list[tuple[str, str | bytes, list[dict]]]:
    """(file/id, text or document bytes, expected rows) of every excerpt: the texts of each JSON file, and
    the documents of its sub-folders (`<id>.docx` or `<id>.pdf` beside `<id>.expected.json`)."""
    found: list[tuple[str, str | bytes, list[dict]]] = []
    for path in sorted(folder.glob("*.json")):
        for case in json.loads(path.read_text(encoding="utf-8")):
            found.append((f"{path.stem}/{case['id']}", case["text"], case["expected"]))
    for expected in sorted(folder.glob("*/*.expected.json")):
        stem = expected.name.removesuffix(".expected.json")
        documents = [path for path in expected.parent.glob(f"{stem}.*") if path != expected]
        if len(documents) == 1:
            found.append((f"{expected.parent.name}/{stem}", documents[0].read_bytes(),
                          json.loads(expected.read_text(encoding="utf-8"))))
    return found


def read(source: str | bytes) -> list[dict]:
    """The extractor's rows for an excerpt's text or document."""
    return extract_text(source) if isinstance(source, str) else extract(source).installments


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--details", action="store_true", help="each excerpt read wrongly, with its rows")
    parser.add_argument("--held-out", action="store_true",
                        help="the held-out excerpts (tests/agreements/snippets_held_out): aggregate figures only")
    arguments = parser.parse_args()
    if arguments.held_out and arguments.details:
        parser.error("the held-out excerpts are never shown one by one")
    totals = {name: [0, 0] for name in FIELDS}
    wrong = []
    all_cases = cases(HELD_OUT if arguments.held_out else SNIPPETS)
    per_file: dict[str, list[int]] = {}  # file -> [exactly right, excerpts, fields right, fields compared]
    for name, source, expected in all_cases:
        actual = read(source)
        scores = field_scores(expected, actual)
        for field, (right, compared) in scores.items():
            totals[field][0] += right
            totals[field][1] += compared
        exact = all(right == compared for right, compared in scores.values())
        if not exact:
            wrong.append((name, expected, actual))
        figures = per_file.setdefault(name.split("/")[0], [0, 0, 0, 0])
        figures[0] += exact
        figures[1] += 1
        figures[2] += sum(right for right, _ in scores.values())
        figures[3] += sum(compared for _, compared in scores.values())
    right = sum(value[0] for value in totals.values())
    compared = sum(value[1] for value in totals.values())
    print(f"Excerpts exactly right: **{len(all_cases) - len(wrong)} / {len(all_cases)}**; "
          f"fields {right / max(compared, 1):.1%}.")
    if arguments.held_out:
        print("Per field: " + ", ".join(f"{field} {value[0] / max(value[1], 1):.1%}"
                                        for field, value in totals.items()))
    print("Per file: " + ", ".join(f"{file} {exact} / {count} ({right / max(compared, 1):.1%})"
                                   for file, (exact, count, right, compared) in per_file.items()))
    if arguments.details:
        for name, expected, actual in wrong:
            print(f"\n## {name}")
            print("expected:", [tuple(row[field] for field in FIELDS) for row in expected])
            print("found:   ", [tuple(row[field] for field in FIELDS) for row in actual])


if __name__ == "__main__":
    main()
