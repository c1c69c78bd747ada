"""The dates agreement text states, in every form CONTRACT 9 lists, and the row's due date as output."""

import calendar
import re
from datetime import date

from services.extraction.conventions import LONGEST_TEXT, NUMERIC_DATE_RE, Conventions
from services.figures import add_months  # noqa: F401 - the extractor's series step dates with it

MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
MONTH_ABBREVIATIONS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")

_MONTH = (r"(?P<month>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
          r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?")
_ORDINAL = r"(?:st|nd|rd|th)?"
MONTH_WORDS = _MONTH  # a month's name, in a group "month"
MONTH_NAME = _MONTH.replace("(?P<month>", "(?:")
_YEAR = r"(?P<year>(?:19|20)\d{2}|\d{2})"
_DAY_ORDINALS = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth "
                 "fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth").split()
# "twenty-first" .. "thirty-first": the day of a month in words.
DAY_WORDS = {word: index for index, word in enumerate(_DAY_ORDINALS, 1)} | {
    f"{tens}{joint}{word}": value + index for tens, value in (("twenty", 20), ("thirty", 30))
    for index, word in enumerate(_DAY_ORDINALS[:9], 1) for joint in ("-", " ")} | {"thirtieth": 30}
DAY_WORDS_RE = "|".join(sorted(DAY_WORDS, key=len, reverse=True))  # a pattern, for other patterns
DATE_RES = (
    # 2026-04-15
    re.compile(r"(?<![\d.,])(?P<year>(?:19|20)\d{2})(?P<sep>[-/.])(?P<month>\d{1,2})(?P=sep)(?P<day>\d{1,2})(?!\d)"),
    # 15-Apr-2026, 15 April 2026, 15th April, 2026, 15th of April 2026
    re.compile(rf"(?<![\d.,])(?P<day>\d{{1,2}}){_ORDINAL}(?:[\s\-/.]+|(?=[a-z]))(?:of\s+)?{_MONTH}[\s\-/.,]*{_YEAR}"
               r"(?![\d%]|[.,]\d)", re.IGNORECASE),
    # the fourteenth (14th) day of October 2027
    re.compile(rf"(?<![\d.,])(?P<day>\d{{1,2}}){_ORDINAL}\)?\s+day\s+of\s+{_MONTH}[\s,]*(?P<year>(?:19"
               rf"|20)\d{{2}})(?!\d)",
               re.IGNORECASE),
    # "on 1 June and 1 December 2026": the first date takes the year of the second
    re.compile(rf"(?<![\d.,])(?P<day>\d{{1,2}}){_ORDINAL}\s+(?:of\s+)?{_MONTH}(?=\s*(?:,|and|&)\s*\d{{1,2}}{_ORDINAL}\s+"
               rf"(?:of\s+)?{MONTH_NAME}[\s,]+(?P<year>(?:19|20)\d{{2}})(?!\d))", re.IGNORECASE),
    # the fourteenth of March 2026, the first day of May, 2026
    re.compile(rf"\b(?P<dayword>{DAY_WORDS_RE})(?:\s+day)?\s+of\s+{_MONTH}[\s,]*(?P<year>(?:19|20)\d{{2}})(?!\d)",
               re.IGNORECASE),
    # April 15, 2026 / Apr 15th 2026
    re.compile(rf"(?<![a-z]){_MONTH}\s*(?P<day>\d{{1,2}}){_ORDINAL},?\s+(?P<year>(?:19"
               rf"|20)\d{{2}})(?!\d)", re.IGNORECASE),
    NUMERIC_DATE_RE,
    # June 2029: a month without its day falls due on its last day, the latest the agreement allows
    re.compile(rf"(?<![a-z\d]){_MONTH}[\s\-,]*(?P<year>(?:19|20)\d{{2}})(?!\d)", re.IGNORECASE),
)
# A date said to be an estimate ("expected", "anticipated"): not the row's due date.
# "On 30 September 2027 or on completion of the superstructure, whichever is later": no date of the calendar.
WHICHEVER_RE = re.compile(r"\bwhichever\s+(?:is|shall\s+be|occurs|comes)\s+(?:the\s+)?"
                          r"(?:later|earlier|sooner|last|first|latest|earliest)\b", re.IGNORECASE)
ESTIMATE_RE = re.compile(r"\b(?:expected|estimated|anticipated|tentative(?:ly)?|approximately|indicative|target(?:ed)?"
                         r"|projected|scheduled\s+for)\b", re.IGNORECASE)


TIME_AFTER_RE = re.compile(r",?\s*\d{1,2}:\d{2}(?!\d)")


def stated(text: str, conventions: Conventions) -> list[tuple[int, int, date]]:
    """Each date `text` states, as (start, end, date), in order; overlapping readings give the first, longest."""
    found = []
    for pattern in DATE_RES:
        for match in pattern.finditer(text[:LONGEST_TEXT]):
            parsed = _date_of(match, conventions)
            # "[14/05/2027, 11:03]", "Sent: Tuesday, 9 March 2027 10:42": when a message was written, no due date.
            if parsed is not None and not TIME_AFTER_RE.match(text, match.end()):
                found.append((match.start(), -match.end(), parsed))
    found.sort()
    taken, until = [], -1
    for start, negative_end, parsed in found:
        if start >= until:
            taken.append((start, -negative_end, parsed))
            until = -negative_end
    return taken


def _date_of(match: re.Match, conventions: Conventions) -> date | None:
    parts = match.groupdict()
    if "a" in parts:
        first, second = int(parts["a"]), int(parts["b"])
        day, month = (second, first) if conventions.month_first else (first, second)
    else:
        written = parts["month"].lower().rstrip(".")
        month = int(written) if written.isdigit() else MONTHS.index(written[:3]) + 1
    year = int(parts["year"])
    year += 2000 if year < 100 else 0
    if "a" not in parts:
        if not 1 <= month <= 12:
            return None
        if parts.get("dayword"):
            day = DAY_WORDS.get(re.sub(r"[\s\-]+", "-", parts["dayword"].lower()), 0)
        else:
            day = int(parts["day"]) if parts.get("day") else calendar.monthrange(year, month)[1]
    if not (1 <= month <= 12 and 1990 <= year <= 2100 and 1 <= day <= calendar.monthrange(year, month)[1]):
        return None
    return date(year, month, day)


def due_date(value: date | None) -> str:
    """DD-MMM-YY in English whatever the locale ("15-Jan-26"); "" for no date."""
    if value is None:
        return ""
    return f"{value.day:02d}-{MONTH_ABBREVIATIONS[value.month - 1]}-{value.year % 100:02d}"
