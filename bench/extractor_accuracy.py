"""Field-level accuracy of the offline schedule extractor over the agreement corpus (tests/agreements/).

Run from the project root: `python bench/extractor_accuracy.py [corpus_dir]`; prints a Markdown table.
Rows are compared by position: a missing or an extra row counts as wrong for every field.
"""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # run as a script from anywhere: services/ lives in the project root

from services.agreement_text import text_of
from services.extractor import extract_schedule

FIELDS = ("amount", "dueDate", "percentage", "isFee", "postHandover")
EXPECTED_SUFFIX = ".expected.json"
SOURCE_SUFFIXES = (".txt", ".docx", ".pdf")
DEFAULT_CORPUS = ROOT / "tests" / "agreements"


def corpus(corpus_dir) -> list[tuple[Path, list[dict]]]:
    """Each agreement file with its expected schedule, in name order."""
    pairs = []
    for expected in sorted(Path(corpus_dir).glob(f"*{EXPECTED_SUFFIX}")):
        stem = expected.name[: -len(EXPECTED_SUFFIX)]
        sources = [expected.with_name(stem + suffix) for suffix in SOURCE_SUFFIXES]
        source = next((path for path in sources if path.exists()), None)
        if source is None:
            raise FileNotFoundError(f"no agreement file for {expected.name}")
        pairs.append((source, json.loads(expected.read_text(encoding="utf-8"))))
    return pairs


def schedule_of(path: Path) -> list[dict]:
    """What the offline path of the parse endpoint answers for this file."""
    try:
        text = text_of(path.read_bytes())
    except ValueError:
        return []
    return extract_schedule(text)


def field_scores(expected: list[dict], actual: list[dict]) -> dict[str, tuple[int, int]]:
    """Per field: (correct, compared) over the rows of one agreement, aligned by position."""
    compared = max(len(expected), len(actual))
    scores = {}
    for name in FIELDS:
        correct = sum(1 for want, got in zip(expected, actual) if _same(name, want.get(name), got.get(name)))
        scores[name] = (correct, compared)
    return scores


def _same(name: str, want, got) -> bool:
    if name in ("amount", "percentage"):
        # Both sides are JSON numbers rounded to cents; compare them as such, not as float bits.
        return isinstance(got, (int, float)) and round(float(got), 2) == round(float(want), 2)
    return want == got


def file_scores(corpus_dir=DEFAULT_CORPUS) -> dict[str, dict]:
    """Per agreement file: expected and found row counts and the (correct, compared) pair of each field."""
    report = {}
    for source, expected in corpus(corpus_dir):
        actual = schedule_of(source)
        report[source.name] = {"expected": len(expected), "found": len(actual),
                               "fields": field_scores(expected, actual)}
    return report


def accuracy(corpus_dir=DEFAULT_CORPUS) -> dict[str, float]:
    """Overall accuracy of each field over the corpus: correct row fields / compared row fields."""
    totals = {name: [0, 0] for name in FIELDS}
    for result in file_scores(corpus_dir).values():
        for name, (correct, compared) in result["fields"].items():
            totals[name][0] += correct
            totals[name][1] += compared
    # A corpus with no rows at all has nothing to get wrong.
    return {name: (correct / compared if compared else 1.0) for name, (correct, compared) in totals.items()}


def markdown_table(corpus_dir=DEFAULT_CORPUS) -> str:
    """The per-file and overall accuracy as a Markdown table."""
    report = file_scores(corpus_dir)
    lines = ["| file | rows found/expected | " + " | ".join(FIELDS) + " |",
             "|---|---|" + "---|" * len(FIELDS)]
    for name, result in report.items():
        cells = [_percent(*result["fields"][field]) for field in FIELDS]
        lines.append(f"| {name} | {result['found']}/{result['expected']} | " + " | ".join(cells) + " |")
    overall = accuracy(corpus_dir)
    found = sum(result["found"] for result in report.values())
    expected = sum(result["expected"] for result in report.values())
    lines.append(f"| **overall** | {found}/{expected} | "
                 + " | ".join(f"**{overall[field]:.1%}**" for field in FIELDS) + " |")
    return "\n".join(lines)


def _percent(correct: int, compared: int) -> str:
    return f"{correct / compared:.0%}" if compared else "n/a (no rows)"


if __name__ == "__main__":
    print(markdown_table(sys.argv[1] if len(sys.argv) > 1 else DEFAULT_CORPUS))
