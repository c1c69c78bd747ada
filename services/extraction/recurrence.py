"""When the instalments of a series fall due: counts and periods in words ("twenty-four", "half-yearly",
"every third month", "every ninety (90) days"), the day of the month or of the year each payment falls on,
and series stepped from the payment before ("thereafter")."""

import calendar
import re
from datetime import date

from services.extraction import dates

UNITS = "one two three four five six seven eight nine".split()
SMALL = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen " \
    "seventeen eighteen nineteen".split()
TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
# Every count from zero to ninety-nine in words ("twenty-one", "forty two").
COUNT_WORDS = {word: index for index, word in enumerate(SMALL)} | TENS | {
    f"{tens}{joint}{unit}": value + index for tens, value in TENS.items() for index, unit in enumerate(UNITS, 1)
    for joint in ("-", " ")}
COUNT = (r"(?P<count>(?<![\d.,])\d{1,3}|" + "|".join(sorted(map(re.escape, COUNT_WORDS), key=len, reverse=True))
          + r")(?:\s*\(\s*(?:(?P<count_digits>\d{1,3})|[a-z]+(?:[\s\-][a-z]+)?)\s*\))?")
PERIODS = {"monthly": 1, "month": 1, "bi-monthly": 2, "quarterly": 3, "quarter": 3, "semi-annual": 6,
            "semi-annually": 6, "half-yearly": 6, "half yearly": 6, "six-monthly": 6, "biannual": 6, "bi-annual": 6,
            "annual": 12, "yearly": 12, "annually": 12}
# The words that name a series' period, in every pattern below.
PERIOD_WORDS = (r"monthly|bi-monthly|quarterly|semi[\s\-]annual(?:ly)?|half[\s\-]yearly|six[\s\-]monthly"
                 r"|bi-?annual(?:ly)?|annual(?:ly)?|yearly")


def period_of(word: str) -> int | None:
    """Months between instalments for a period word ("half-yearly" -> 6)."""
    return PERIODS.get(re.sub(r"[\s\-]+", "-", word.lower()).replace("annually", "annual"))


EVERY_RE = re.compile(r"\b(?:every|each|intervals?\s+of)\s+(?P<n>\d{1,2}|one|two|three|four|six|twelve|second|third"
                      r"|fourth|sixth|twelfth)?\s*"
                      r"\(?\d{0,2}\)?\s*(?P<unit>months?|quarters?|years?)\b"
                      r"|\b(?:per|each|every)\s+(?:calendar\s+)?(?P<unit2>month|quarter|year)\b", re.IGNORECASE)
# "OMR 12,000 per month for 8 months": in a series, the figure of each payment, not a rate.
PER_PERIOD_RE = re.compile(r"\s*\b(?:every|each|per|a)\s+(?:calendar\s+)?(?:month|quarter|year)\b", re.IGNORECASE)
THEREAFTER_RE = re.compile(r"\b(?:thereafter|after\s+that|subsequently|from\s+the\s+(?:previous|preceding|last)"
                           r"\s+(?:instal?l?ment|payment))\b", re.IGNORECASE)


EVERY_DAYS_RE = re.compile(r"\bevery\s+(?:(?P<digits>\d{1,3})|[a-z\-]+\s*\(\s*(?P<bracketed>\d{1,3})\s*\))\s+days\b"
                           r"|\b(?P<word>fortnightly|bi-?weekly|weekly)\b", re.IGNORECASE)
# Periods counted in days, not months: the words that name them.
DAY_PERIOD_WORDS = r"fortnightly|bi-?weekly|weekly"


def every_days(clause: str) -> int | None:
    """Days between payments made "every fourteen (14) days", "fortnightly" or "weekly"."""
    found = EVERY_DAYS_RE.search(clause)
    if found is None:
        return None
    if found.group("word"):
        return 7 if found.group("word").lower() == "weekly" else 14
    return int(found.group("digits") or found.group("bracketed"))


ORDINALS = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
             "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth").split()
ORDINAL = r"(?:" + "|".join(ORDINALS) + r"|\d{1,3}(?:st|nd|rd|th))"
# "on 15 September of each year from 2026 to 2030": the first of yearly payments on a day of the year.
YEARLY_DAY_RE = re.compile(rf"\b(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?{dates.MONTH_WORDS}"
                           r"\s+(?:of|in)\s+(?:each|every)\s+(?:calendar\s+)?year\b[^.;]{0,40}?\b(?:from|commencing|starting|beginning)"
                           r"\s+(?:in\s+)?(?P<year>20\d\d)\b", re.IGNORECASE)
# "on the first day of each month ... commencing May 2026": the day of the month each payment falls on.
MONTHLY_DAY_RE = re.compile(rf"\b(?:the\s+)?(?:(?P<day>\d{{1,2}})(?:st|nd|rd|th)?"
                            rf"|(?P<dayword>{dates.DAY_WORDS_RE}|last))"
                            r"(?:\s+day)?\s+of\s+(?:each|every)\s+(?:(?:calendar|succeeding|subsequent|following"
                            r"|second|third|sixth|twelfth)\s+)*month\b", re.IGNORECASE)


def yearly_start(clause: str) -> date | None:
    found = YEARLY_DAY_RE.search(clause)
    if found is None:
        return None
    month = dates.MONTHS.index(found.group("month").lower()[:3]) + 1
    year, day = int(found.group("year")), int(found.group("day"))
    return date(year, month, min(day, calendar.monthrange(year, month)[1])) if 1 <= day <= 31 else None


def on_day_of_month(clause: str, first: date | None) -> date | None:
    """The first date moved to the day of the month the clause names for every payment ("commencing May 2026"
    reads as the end of May; "on the first day of each month" puts it on 1 May)."""
    found = MONTHLY_DAY_RE.search(clause)
    if first is None or found is None:
        return first
    day = day_of_month(found)
    return first.replace(day=min(day, calendar.monthrange(first.year, first.month)[1])) if 1 <= day <= 31 else first


def day_of_month(found: re.Match) -> int:
    """The day a match of MONTHLY_DAY_RE names: 31 for "the last day", which each month cuts to its own last."""
    if found.group("day"):
        return int(found.group("day"))
    word = re.sub(r"[\s\-]+", "-", found.group("dayword").lower())
    return 31 if word == "last" else dates.DAY_WORDS.get(word, 0)


def ordinal_number(word: str) -> int:
    word = word.lower()
    return ORDINALS.index(word) + 1 if word in ORDINALS else int(re.sub(r"\D", "", word))


def every_period(every: re.Match) -> int:
    unit = (every.group("unit") or every.group("unit2") or "").lower().rstrip("s")
    n_text = (every.group("n") or "one").lower()
    n = int(n_text) if n_text.isdigit() else COUNT_WORDS.get(n_text) or ordinal_number(n_text)  # "every third month"
    return n * {"month": 1, "quarter": 3, "year": 12}[unit]




def count_of(match: re.Match) -> int | None:
    """The count a match of COUNT reads: "twelve (12)", "12", "twenty-four"."""
    count_text = (match.group("count_digits") or match.group("count")).lower()
    return int(count_text) if count_text.isdigit() else COUNT_WORDS.get(count_text)


# "on 1 January and on 1 July in each of the years 2027, 2028 and 2029", "on 31 March of each year from 2027 to
# 2031": payments on named days of the year, in each year named.
_DAY_OF_YEAR = (rf"(?:on\s+)?(?:the\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?{dates.MONTH_NAME}"
                rf"|{dates.MONTH_NAME}\s*\d{{1,2}}(?:st|nd|rd|th)?\b)")
_YEAR_LIST = (r"(?:19|20)\d\d(?:\s*(?:,|and|&|to|until|till|through|up\s+to|-|–)\s*(?:(?:and|the\s+year)\s+)?"
              r"(?:19|20)\d\d)*")
DAYS_OF_YEARS_RE = re.compile(
    rf"\b(?P<days>{_DAY_OF_YEAR}(?:\s*(?:,|and|&)\s*(?:and\s+)?{_DAY_OF_YEAR})*)\s+(?:in|of)\s+(?:each|every)"
    r"(?:\s+of\s+the)?\s+(?:calendar\s+)?years?\b(?:\s+(?:from|commencing|starting|beginning)(?:\s+(?:in|with))?)?"
    rf"\s*(?P<years>{_YEAR_LIST})(?!\d)", re.IGNORECASE)
_DAY_MONTH_RE = re.compile(rf"(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?{dates.MONTH_WORDS}"
                           rf"|{dates.MONTH_WORDS.replace('<month>', '<month2>')}\s*(?P<day2>\d{{1,2}})", re.IGNORECASE)
_RANGE_WORD_RE = re.compile(r"to|until|till|through|up\s+to|-|–", re.IGNORECASE)


def days_of_years(clause: str) -> tuple[int, int, list[date]] | None:
    """Where a clause names days of the year and the years they recur in, and the dates they make, in order:
    (start, end, dates); None when it names none."""
    found = DAYS_OF_YEARS_RE.search(clause)
    if found is None:
        return None
    days = []
    for day in _DAY_MONTH_RE.finditer(found.group("days")):
        month = dates.MONTHS.index((day.group("month") or day.group("month2")).lower()[:3]) + 1
        days.append((month, int(day.group("day") or day.group("day2"))))
    years: list[int] = []
    written, previous_end = found.group("years"), 0
    for year in re.finditer(r"(?:19|20)\d\d", written):
        value = int(year.group())
        if years and _RANGE_WORD_RE.fullmatch(written[previous_end:year.start()].strip(" ,")):
            years.extend(range(years[-1] + 1, value + 1))
        else:
            years.append(value)
        previous_end = year.end()
    due = [date(year, month, min(day, calendar.monthrange(year, month)[1]))
           for year in years for month, day in sorted(days) if 1 <= day <= 31]
    if not 2 <= len(due) <= 120 or due != sorted(set(due)):
        return None
    return found.start(), found.end(), due


# "and the like sum on the same day in each succeeding month", "a like sum on the 15th day of each succeeding third
# month": a payment repeated after the first one the sentence sets out.
LIKE_SUM_RE = re.compile(r"\b(?:the|a)\s+(?:like|same|equal|similar)\s+(?:sum|amount|payment)\b", re.IGNORECASE)
SUCCEEDING_RE = re.compile(r"\b(?:each|every)\s+(?:(?:succeeding|subsequent|following|consecutive)\s+)?"
                           r"(?:(?P<n>second|third|fourth|sixth|twelfth|\d{1,2}(?:st|nd|rd|th)?)\s+)?"
                           r"(?P<unit>month|quarter|year)\b", re.IGNORECASE)
FURTHER_RE = re.compile(rf"\b{COUNT}\s+(?:further|more|additional|subsequent)\b", re.IGNORECASE)
UNTIL_PAID_RE = re.compile(r"\buntil\b[^.;]{0,60}?\b(?:paid|settled|discharged)\b", re.IGNORECASE)


def succeeding_period(text: str) -> int | None:
    """Months between payments that recur "in each succeeding (third) month", "every quarter"."""
    found = SUCCEEDING_RE.search(text)
    if found is None:
        return None
    written = (found.group("n") or "first").lower()
    n = 1 if written == "first" else int(re.sub(r"\D", "", written)) if written[0].isdigit() else (
        ORDINALS.index(written) + 1)
    return n * {"month": 1, "quarter": 3, "year": 12}[found.group("unit").lower()]


# "on each of the first four anniversaries of the date of this Agreement", "on the first, second and third
# anniversaries of Completion": payments a year apart from a named date or an event.
ANNIVERSARIES_RE = re.compile(
    rf"\b(?:(?:each\s+of\s+)?the\s+(?:first\s+)?{COUNT}\s+(?:(?:successive|consecutive|following)\s+)?anniversaries"
    rf"|the\s+(?P<ordinals>{ORDINAL}(?:\s*(?:,|and|&)\s*(?:the\s+)?{ORDINAL})+)\s+anniversaries)"
    r"\s+of\s+(?:the\s+)?(?P<base>date\s+of\s+(?:this|the)\s+(?:agreement|contract|deed)|date\s+hereof"
    r"|(?:[A-Za-z]+\s+){0,3}?date|completion|handover|possession|delivery|transfer)\b", re.IGNORECASE)
# "... on each anniversary of the date of this Agreement (12 March 2026)": the date an anniversary counts from.
ANNIVERSARY_OF_RE = re.compile(r"\banniversar(?:y|ies)\s+of\b[^;]*$", re.IGNORECASE)
