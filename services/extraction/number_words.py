"""Numbers written in English words ("One Hundred and Twenty-Five Thousand", "Five Lakh"): text2num
reads the words, our own code adds the Indian scales (lakh, crore) it does not know."""

import re

from text_to_num import text2num

_SMALL = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
          "sixteen seventeen eighteen nineteen").split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_SCALES = ("hundred", "thousand", "million", "billion", "lakh", "lakhs", "lac", "lacs", "crore", "crores")
NUMBER_WORD = "|".join(sorted(_SMALL + _TENS + list(_SCALES), key=len, reverse=True))
# A run of number words: "One Hundred and Twenty-Five Thousand", "five lakh fifty thousand".
NUMBER_WORDS_RE = re.compile(
    rf"\b(?:{NUMBER_WORD})(?:(?:[\s\-]+|\s+and\s+)(?:{NUMBER_WORD}))*\b", re.IGNORECASE)
_INDIAN_SCALE = {"lakh": 100_000, "lakhs": 100_000, "lac": 100_000, "lacs": 100_000,
                 "crore": 10_000_000, "crores": 10_000_000}


def words_value(words: str) -> int | None:
    """The number a run of English number words names, Indian lakh and crore included; None when unreadable."""
    tokens = [token for token in re.split(r"[\s\-]+", words.lower()) if token and token != "and"]
    total: int = 0
    part: list[str] = []
    for token in tokens:
        if token in _INDIAN_SCALE:
            value = _plain_words_value(part) if part else 1
            if value is None:
                return None
            total += value * _INDIAN_SCALE[token]
            part = []
        else:
            part.append(token)
    if part:
        value = _plain_words_value(part)
        if value is None:
            return None
        total += value
    return total


def _plain_words_value(tokens: list[str]) -> int | None:
    try:
        return text2num(" ".join(tokens), "en")
    except ValueError:
        return None
