"""How one document writes numeric dates and numbers, decided once from its whole text (CONTRACT 9: one
agreement is read one way throughout, not date by date)."""

import re
from dataclasses import dataclass

# Characters of one piece of text we are willing to scan; a plan row or clause is never longer.
LONGEST_TEXT = 4000
NUMERIC_DATE_RE = re.compile(r"(?<![\d.,/\-])(?P<a>\d{1,2})(?P<sep>[/.\-])(?P<b>\d{1,2})(?P=sep)"
                             r"(?P<year>(?:19|20)\d{2}|\d{2})(?![\d%]|[.,]\d)")
STRONG_POINT_RE = re.compile(r"(?<![\d.,])\d{1,3}(?:\.\d{3})+,\d{1,2}(?!\d)"
                             r"|(?<![\d.,])\d{1,3}(?:\.\d{3}){2,}(?![\d.]|,\d)")
STRONG_COMMA_RE = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{2,3})+\.\d{1,3}(?!\d)"
                             r"|(?<![\d.,])\d{1,3}(?:,\d{2,3}){2,}(?![\d,]|\.\d)")
POINT_GROUPED_RE = re.compile(r"(?<![\d.,])\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?(?![\d.]|,\d)")
COMMA_GROUPED_RE = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{2,3})+(?:\.\d{1,3})?(?![\d,%]|\.\d|\s*%)")

# Currencies written with three decimals (fils, baisa).
FILS_CURRENCY_RE = re.compile(r"(?<![A-Za-z])(?:OMR|R\.\s?O\.?|RO|BHD|BD|KWD|KD|JOD|rials?"
                              r"|dinars?)(?![A-Za-z])", re.IGNORECASE)


@dataclass(frozen=True)
class Conventions:
    """How one document writes numeric dates and numbers."""
    month_first: bool = False  # 03/15/2026
    decimal_comma: bool = False  # 1.250.000,00
    undecided: bool = False  # numeric dates that read either way and none that shows which
    fils: bool = False  # amounts with three decimals in a currency of fils or baisa ("BHD 14,850.000"): 350.000 is 350

    @classmethod
    def of(cls, text: str) -> "Conventions":
        """Decided from the whole document: month first when some numeric date can only be read
        month first and none only day first; decimal comma when numbers are grouped with points."""
        # Dates with a four-digit year decide; two-digit ones ("sort code 40-11-62") only when none does.
        votes = {True: [0, 0], False: [0, 0]}  # four-digit year?: [day first only, month first only]
        for match in NUMERIC_DATE_RE.finditer(text):
            first, second = int(match.group("a")), int(match.group("b"))
            if first > 12 >= second:
                votes[len(match.group("year")) == 4][0] += 1
            elif second > 12 >= first:
                votes[len(match.group("year")) == 4][1] += 1
        day_first_only, month_first_only = votes[True] if any(votes[True]) else votes[False]
        # Numbers that can only be read one way decide ("1.250.000", "986.000,00" / "1,250,000", "18,650.000");
        # "250.000" alone could be either (250 Omani rials, or 250 thousand), so it counts only when nothing else does.
        points, commas = len(STRONG_POINT_RE.findall(text)), len(STRONG_COMMA_RE.findall(text))
        if not (points or commas):
            points, commas = len(POINT_GROUPED_RE.findall(text)), len(COMMA_GROUPED_RE.findall(text))
        # "In this Agreement, dates are written month/day/year", "(MM/DD/YYYY)": the agreement says which.
        declared_month_first = bool(MONTH_FIRST_SAID_RE.search(text)) and not DAY_FIRST_SAID_RE.search(text)
        declared_day_first = bool(DAY_FIRST_SAID_RE.search(text)) and not MONTH_FIRST_SAID_RE.search(text)
        if not (day_first_only or month_first_only) and (declared_month_first or declared_day_first):
            day_first_only, month_first_only = int(declared_day_first), int(declared_month_first)
        undecided = not (day_first_only or month_first_only) and NUMERIC_DATE_RE.search(text) is not None
        fils = bool(FILS_AMOUNT_RE.search(text)) and bool(FILS_CURRENCY_RE.search(text)) and points <= commas
        return cls(month_first=month_first_only > 0 and day_first_only == 0, decimal_comma=points > commas,
                   undecided=undecided, fils=fils)


# "14,850.000": grouped by commas with three decimals, as dinars and rials with their fils are written.
FILS_AMOUNT_RE = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{3})+\.\d{3}(?![\d,])")
MONTH_FIRST_SAID_RE = re.compile(r"\bmm\s*[/.\-]\s*dd\s*[/.\-]\s*yy(?:yy)?\b|\bmonth\s*[/.\-]\s*day\s*[/.\-]\s*year\b"
                                 r"|\bmonth\s*,\s*day\s*(?:,|and)\s*year\b", re.IGNORECASE)
DAY_FIRST_SAID_RE = re.compile(r"\bdd\s*[/.\-]\s*mm\s*[/.\-]\s*yy(?:yy)?\b|\bday\s*[/.\-]\s*month\s*[/.\-]\s*year\b"
                               r"|\bday\s*,\s*month\s*(?:,|and)\s*year\b", re.IGNORECASE)
