"""How well the offline extractor holds when an agreement it reads right is written another way.

Run from the project root: `python bench/extractor_variants.py [--details]`.

Metamorphic check on the development half only: each text or DOCX agreement the extractor reads
exactly right is rewritten with every date in one of the forms CONTRACT 9 lists (and month first
where the agreement has a date that shows it), and with its amounts' currency written before or
after the number; the rows must not change. The rewriting here is our own regular expressions,
written apart from the extractor's (it imports nothing of it), so a date the extractor misreads in a
new form shows as a failure instead of being rewritten the way the extractor would read it.
The held-out half is never rewritten or read here.
"""

import argparse
import io
import re
import sys
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from html import unescape
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.extractor_accuracy import corpus, field_scores  # noqa: E402 - after the path above
from services.extraction import extract  # noqa: E402

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")
_MONTH_NAME = r"(?P<month>" + "|".join(f"{name[:3]}(?:{name[3:]})?" for name in MONTHS).replace("Sep(?:tember)?",
                                                                                              "Sept?(?:ember)?") + r")"
NUMERIC = re.compile(r"(?<![\d.,/\-])(?P<a>\d{1,2})(?P<sep>[/.\-])(?P<b>\d{1,2})(?P=sep)(?P<year>20\d{2})(?![\d%])")
ISO = re.compile(r"(?<![\d.,/\-])(?P<year>20\d{2})-(?P<m>\d{2})-(?P<d>\d{2})(?![\d%])")
DAY_MONTH = re.compile(rf"(?<![\d.,])(?P<d>\d{{1,2}})(?:st|nd|rd|th)?[\s\-]+(?:of\s+)?{_MONTH_NAME}\.?[\s\-,]+"
                       r"(?P<year>20\d{2})(?!\d)")
MONTH_DAY = re.compile(rf"(?<![A-Za-z]){_MONTH_NAME}\.?\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?,?\s+"
                       r"(?P<year>20\d{2})(?!\d)")


def _month(name: str) -> int:
    return next(index for index, full in enumerate(MONTHS, 1) if full.lower().startswith(name[:3].lower()))


def _suffix(day: int) -> str:
    return "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


FORMS: dict[str, Callable[[int, int, int], str]] = {
    "15/04/2026": lambda y, m, d: f"{d:02d}/{m:02d}/{y}",
    "15-04-2026": lambda y, m, d: f"{d:02d}-{m:02d}-{y}",
    "15.04.2026": lambda y, m, d: f"{d:02d}.{m:02d}.{y}",
    "15-Apr-2026": lambda y, m, d: f"{d:02d}-{MONTHS[m - 1][:3]}-{y}",
    "15 April 2026": lambda y, m, d: f"{d} {MONTHS[m - 1]} {y}",
    "15th April 2026": lambda y, m, d: f"{d}{_suffix(d)} {MONTHS[m - 1]} {y}",
    "April 15, 2026": lambda y, m, d: f"{MONTHS[m - 1]} {d}, {y}",
    "2026-04-15": lambda y, m, d: f"{y}-{m:02d}-{d:02d}",
    "04/15/2026 (month first)": lambda y, m, d: f"{m:02d}/{d:02d}/{y}",
    # Forms CONTRACT 9 does not list, which agreements also use.
    "15/4/2026": lambda y, m, d: f"{d}/{m}/{y}",
    "15/04/26": lambda y, m, d: f"{d:02d}/{m:02d}/{y % 100:02d}",
    "15-Apr-26": lambda y, m, d: f"{d:02d}-{MONTHS[m - 1][:3]}-{y % 100:02d}",
    "15-APR-2026": lambda y, m, d: f"{d:02d}-{MONTHS[m - 1][:3].upper()}-{y}",
    "15 Apr. 2026": lambda y, m, d: f"{d} {MONTHS[m - 1][:3]}. {y}",
    "Apr. 15, 2026": lambda y, m, d: f"{MONTHS[m - 1][:3]}. {d}, {y}",
    "the 15th day of April, 2026": lambda y, m, d: f"the {d}{_suffix(d)} day of {MONTHS[m - 1]}, {y}",
    "15th of April, 2026": lambda y, m, d: f"{d}{_suffix(d)} of {MONTHS[m - 1]}, {y}",
}
MONTH_FIRST = "04/15/2026 (month first)"


def _month_first_source(text: str) -> bool:
    """Whether the agreement itself writes numeric dates month first."""
    pairs = [(int(match["a"]), int(match["b"])) for match in NUMERIC.finditer(text)]
    return any(b > 12 >= a for a, b in pairs) and not any(a > 12 >= b for a, b in pairs)


def _shows_day(text: str) -> bool:
    """Whether some date of the text has a day above 12, so that month-first numeric dates can show it."""
    days = [int(match["d"]) for pattern in (DAY_MONTH, MONTH_DAY, ISO) for match in pattern.finditer(text)]
    days += [max(int(match["a"]), int(match["b"])) for match in NUMERIC.finditer(text)]
    return any(day > 12 for day in days)


def rewrite_dates(text: str, form: str, month_first: bool) -> str:
    """Every full date of the text in one form; a plain-text table keeps its columns aligned."""
    render = FORMS[form]

    def numeric(match: re.Match) -> str:
        a, b = int(match["a"]), int(match["b"])
        month, day = (a, b) if month_first else (b, a)
        return render(int(match["year"]), month, day) if 1 <= month <= 12 and 1 <= day <= 31 else match[0]

    patterns: tuple[tuple[re.Pattern, Callable[[re.Match], str]], ...] = (
        (ISO, lambda match: render(int(match["year"]), int(match["m"]), int(match["d"]))),
        (DAY_MONTH, lambda match: render(int(match["year"]), _month(match["month"]), int(match["d"]))),
        (MONTH_DAY, lambda match: render(int(match["year"]), _month(match["month"]), int(match["d"]))),
        (NUMERIC, numeric),
    )
    return "\n".join(_aligned_sub(patterns, line) for line in text.split("\n"))


def _aligned_sub(patterns: tuple[tuple[re.Pattern, Callable[[re.Match], str]], ...], line: str) -> str:
    """Every match of the patterns replaced in one pass (a replacement is never read again), the first
    and longest where two overlap; the difference in length comes out of (or goes into) the run of three
    spaces or more after a replaced date, so that the columns of a plain-text table stay aligned."""
    found = sorted(((match.start(), -match.end(), match, replace) for pattern, replace in patterns
                    for match in pattern.finditer(line)), key=lambda item: item[:2])
    out, position = [], 0
    for start, _, match, replace in found:
        if start < position:
            continue
        new = replace(match)
        out += [line[position:start], new]
        position = match.end()
        spaces = re.match(r" {3,}", line[position:])
        if spaces:
            out.append(" " * max(len(spaces[0]) - (len(new) - len(match[0])), 2))
            position += len(spaces[0])
    out.append(line[position:])
    return "".join(out)


@dataclass(frozen=True)
class Facts:
    """What a rewrite needs to know of the whole agreement."""
    month_first: bool  # its numeric dates are month first
    shows_day: bool  # some date has a day above 12
    point_grouped: bool  # it writes 1.250.000,00
    three_decimals: bool  # its currency has three decimals (OMR 18,650.000): point grouping would be ambiguous


CODES = r"(?P<code>AED|USD|EUR|GBP|SAR|QAR|EGP|OMR|BHD|KWD|INR|Rs\.?|Dhs\.?)"
COMMA_NUMBER = re.compile(r"(?<![\d.,])(?P<whole>\d{1,3}(?:,\d{3})+)(?P<cents>\.\d{2})?(?!\d|[.,]\d)")
PLAIN_DECIMAL = re.compile(r"(?<![\d.,])(?P<whole>\d{1,3})(?P<cents>\.\d{2})(?!\d|[.,]\d)")
DECIMAL_SHARE = re.compile(r"(?<![\d.,])(?P<whole>\d{1,3})\.(?P<part>\d{1,4})(?=\s?%)")
CODE_BEFORE = re.compile(CODES + r"\s?(?P<number>\d[\d,.]*\d)(?![\d,.]\d)")
SYMBOL = re.compile(r"(?P<symbol>[£$€₹])\s?(?=\d)")
PERCENT = re.compile(r"(?<![\d.,])(?P<number>\d{1,3}(?:[.,]\d{1,4})?)\s?%")
SPELLING = re.compile(r"(?i)\binstal(?=ments?\b)")


def _one(pattern: re.Pattern, replace: Callable[[re.Match], str]) -> Callable[[str, Facts], str]:
    return lambda text, facts: "\n".join(_aligned_sub(((pattern, replace),), line) for line in text.split("\n"))


REWRITES: dict[str, Callable[[str, Facts], str]] = {
    **{f"dates as {form}": (lambda text, facts, form=form: rewrite_dates(text, form, facts.month_first))
       for form in FORMS},
    "currency code after the amount": _one(CODE_BEFORE, lambda m: f"{m['number']} {m['code'].rstrip('.')}"),
    "currency symbol as its code": _one(SYMBOL, lambda m: {"£": "GBP ", "$": "USD ", "€": "EUR ", "₹": "INR "}[
        m["symbol"]]),
    "1.250.000,00 grouping": lambda text, facts: _one(DECIMAL_SHARE, lambda m: f"{m['whole']},{m['part']}")(
        _one(PLAIN_DECIMAL, lambda m: f"{m['whole']},{m['cents'][1:]}")(
            _one(COMMA_NUMBER, lambda m: m["whole"].replace(",", ".") + (m["cents"] or "").replace(".", ","))(
                text, facts), facts), facts),
    "amounts without .00": _one(COMMA_NUMBER, lambda m: m["whole"] + ("" if m["cents"] == ".00" else m["cents"] or "")),
    "10 per cent": _one(PERCENT, lambda m: f"{m['number']} per cent"),
    "Installment spelling": _one(SPELLING, lambda m: m[0] + "l"),
    "everything in capitals": lambda text, facts: text.upper(),
    "headings and labels in capitals": lambda text, facts: "\n".join(
        line.upper() if len(line) <= 60 and not re.search(r"\d", line) else line for line in text.split("\n")),
}
MEDIA = ("printed as a PDF", "typeset as a PDF, ruled tables", "typeset as a PDF, borderless tables")
APPLIES: dict[str, Callable[[Facts], bool]] = {
    f"dates as {MONTH_FIRST}": lambda facts: facts.shows_day,
    "1.250.000,00 grouping": lambda facts: not (facts.point_grouped or facts.three_decimals),
}


def variants(source: Path) -> dict[str, bytes]:
    """The agreement rewritten by each rewrite that applies to it."""
    data = source.read_bytes()
    if source.suffix == ".txt":
        text = data.decode("utf-8")
        facts = _facts(text)
        rewritten = {name: rewrite(text, facts).encode("utf-8") for name, rewrite in REWRITES.items()
                     if APPLIES.get(name, lambda facts: True)(facts)}
        return {**rewritten, "printed as a PDF": _monospaced_pdf(text)}
    if source.suffix == ".docx":
        content = _docx_content(data)
        return {**_docx_variants(data), "typeset as a PDF, ruled tables": _pdf(content, ruled=True),
                "typeset as a PDF, borderless tables": _pdf(content, ruled=False)}
    return {}


def _facts(text: str) -> Facts:
    return Facts(month_first=_month_first_source(text), shows_day=_shows_day(text),
                 point_grouped=re.search(r"\d\.\d{3}\.\d{3}|\d\.\d{3},\d{2}\b", text) is not None,
                 three_decimals=re.search(r"\b(?:OMR|BHD|KWD|RO|BD|KD)\b|Omani|Bahraini|Kuwaiti", text) is not None)


TEXT_NODE = re.compile(r"(<w:t(?:\s[^>]*)?>)([^<]*)(</w:t>)")


def _docx_variants(data: bytes) -> dict[str, bytes]:
    archive = zipfile.ZipFile(io.BytesIO(data))
    parts = {name: archive.read(name) for name in archive.namelist()}
    xml = parts["word/document.xml"].decode("utf-8")
    facts = _facts("\n".join(match[2] for match in TEXT_NODE.finditer(xml)))
    result = {}
    for name, rewrite in REWRITES.items():
        if not APPLIES.get(name, lambda facts: True)(facts):
            continue
        rewritten = TEXT_NODE.sub(lambda match, rewrite=rewrite: match[1] + escape(rewrite(unescape(match[2]), facts))
                                  + match[3], xml)
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
            for part, content in parts.items():
                target.writestr(part, rewritten.encode("utf-8") if part == "word/document.xml" else content)
        result[name] = out.getvalue()
    return result


WORD = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


def _docx_content(data: bytes) -> list[str | list[list[str]]]:
    """A DOCX's paragraphs (str) and tables (rows of cell texts) in document order, read with the
    standard library (a cell merged across columns is followed by empty cells)."""
    from xml.etree import ElementTree

    body = ElementTree.fromstring(zipfile.ZipFile(io.BytesIO(data)).read("word/document.xml")).find(f"{WORD}body")
    content: list[str | list[list[str]]] = []
    for element in body if body is not None else []:
        if element.tag == f"{WORD}p":
            content += _paragraph_text(element).split("\n")
        elif element.tag == f"{WORD}tbl":
            rows = []
            for row in element.iter(f"{WORD}tr"):
                cells = []
                for cell in row.findall(f"{WORD}tc"):
                    cells.append(" ".join(_paragraph_text(paragraph).replace("\n", " ")
                                          for paragraph in cell.iter(f"{WORD}p")).strip())
                    span = cell.find(f"{WORD}tcPr/{WORD}gridSpan")
                    cells += [""] * (int(span.get(f"{WORD}val", "1")) - 1 if span is not None else 0)
                rows.append(cells)
            content.append(rows)
    return content


def _paragraph_text(paragraph) -> str:
    """A DOCX paragraph's text; a line break is a new line, a tab a space."""
    parts = []
    for node in paragraph.iter():
        if node.tag == f"{WORD}t":
            parts.append(node.text or "")
        elif node.tag in (f"{WORD}br", f"{WORD}cr"):
            parts.append("\n")
        elif node.tag == f"{WORD}tab":
            parts.append(" ")
    return "".join(parts)


def _pdf(content: list[str | list[list[str]]], *, ruled: bool) -> bytes:
    """The content typeset as a PDF with reportlab: paragraphs wrapped to the page, tables with their
    cells wrapped in their columns, ruled or not."""
    from reportlab import rl_config
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

    rl_config.invariant = 1
    style = getSampleStyleSheet()["Normal"]
    story: list = []
    for item in content:
        if isinstance(item, str):
            story += [Paragraph(escape(_latin(item)), style), Spacer(1, 4)] if item.strip() else []
            continue
        width = max(len(row) for row in item)
        rows = [[Paragraph(escape(_latin(cell)), style) for cell in row + [""] * (width - len(row))] for row in item]
        table = Table(rows, colWidths=[450 / width] * width, repeatRows=1)
        if ruled:
            table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, "black")]))
        story += [table, Spacer(1, 6)]
    out = io.BytesIO()
    SimpleDocTemplate(out).build(story)
    return out.getvalue()


def _latin(text: str) -> str:
    """The standard PDF fonts have no rupee sign (it would print as another letter): Rs. instead."""
    return text.replace("₹", "Rs.")


def _monospaced_pdf(text: str) -> bytes:
    """A plain-text agreement printed as it is, line by line, in a monospaced font."""
    from reportlab import rl_config
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    rl_config.invariant = 1
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=A4)
    width = max((len(line.expandtabs(8)) for line in text.split("\n")), default=80)
    size = min(9.0, 520 / max(width, 1) / 0.6)
    y = 800.0
    for line in text.split("\n"):
        if y < 40:
            page.showPage()
            y = 800.0
        page.setFont("Courier", size)
        page.drawString(36, y, _latin(line.expandtabs(8)))
        y -= size * 1.3
    page.save()
    return out.getvalue()


def _exact(expected: list[dict], data: bytes) -> bool:
    try:
        actual = extract(data).installments
    except ValueError:
        actual = []
    return all(right == compared for right, compared in field_scores(expected, actual).values())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--details", action="store_true", help="name every variant read wrongly")
    arguments = parser.parse_args()
    totals: dict[str, list[int]] = {name: [0, 0] for name in (*REWRITES, *MEDIA)}
    failures = []
    for name, source, expected in corpus("dev"):
        if source.suffix not in (".txt", ".docx") or not _exact(expected, source.read_bytes()):
            continue
        for rewrite, data in variants(source).items():
            right = _exact(expected, data)
            totals[rewrite][0] += right
            totals[rewrite][1] += 1
            if not right:
                failures.append(f"{name} [{rewrite}]")
    print("| rewritten with | agreements still exactly right |\n|---|---|")
    for rewrite, (right, count) in totals.items():
        print(f"| {rewrite} | {right} / {count} |")
    right, count = sum(value[0] for value in totals.values()), sum(value[1] for value in totals.values())
    print(f"| **all** | **{right} / {count}** ({right / max(count, 1):.1%}) |")
    if arguments.details:
        print("\n" + "\n".join(failures))


if __name__ == "__main__":
    main()
