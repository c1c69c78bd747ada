"""The streaming multipart parser on its own: any chunking, the limits, malformed bodies."""

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from handlers.uploads import MultipartParser, UploadedFile, boundary_of

BOUNDARY = b"----WebKitFormBoundary7MA4YWxkTrZu0gW"
MIB = 1024 * 1024
# Binary content full of things that look like, but are not, the delimiter.
TRICKY = (b"%PDF-1.4\r\n--\r\n\r\n--" + BOUNDARY[:-1] + b"\r\n" + BOUNDARY + b"--\r\n-" + b"\x00\xff" * 40
          + b"\r\n--" + BOUNDARY[:-1] + b"X\r\n\r")


def part(name: str, content: bytes, filename: str | None = None, *, headers: bytes = b"") -> bytes:
    disposition = f'Content-Disposition: form-data; name="{name}"'
    if filename is not None:
        disposition += f'; filename="{filename}"'
    return b"--" + BOUNDARY + b"\r\n" + disposition.encode() + b"\r\n" + headers + b"\r\n" + content + b"\r\n"


def body(*parts: bytes, preamble: bytes = b"", epilogue: bytes = b"") -> bytes:
    return preamble + b"".join(parts) + b"--" + BOUNDARY + b"--" + epilogue


SAMPLE = body(
    part("note", "Pay by Friday — thanks".encode()),
    part("file", TRICKY, "scan.pdf", headers=b"Content-Type: application/pdf\r\n"),
    part("note", b"second"),
    part("file", b"\r\n", "résumé.txt"),
)
EXPECTED = ([UploadedFile("file", "scan.pdf", TRICKY), UploadedFile("file", "résumé.txt", b"\r\n")],
            {"note": ["Pay by Friday — thanks", "second"]})


def parse(data: bytes, cuts=(), **limits) -> MultipartParser:
    parser = MultipartParser(BOUNDARY, limits.pop("max_file_bytes", MIB), **limits)
    points = [0, *sorted(set(cuts)), len(data)]
    for start, end in itertools.pairwise(points):
        parser.feed(data[start:end])
    parser.finish()
    return parser


def kept_bytes(parser: MultipartParser) -> int:
    part_data = len(parser._part.data) if parser._part else 0
    return len(parser._buffer) + part_data + sum(len(f.data) for f in parser.files)


def test_whole_body():
    parser = parse(SAMPLE)
    assert parser.error is None
    assert (parser.files, parser.fields) == EXPECTED


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(min_value=1, max_value=len(SAMPLE) - 1), max_size=40))
def test_the_same_result_whatever_the_chunking(cuts):
    parser = parse(SAMPLE, cuts)
    assert parser.error is None
    assert (parser.files, parser.fields) == EXPECTED


def test_one_byte_chunks():
    parser = parse(SAMPLE, range(1, len(SAMPLE)))
    assert parser.error is None and (parser.files, parser.fields) == EXPECTED


def test_preamble_and_epilogue_are_ignored():
    data = body(part("a", b"1"), preamble=b"This is a MIME body.\r\n--not-it\r\n", epilogue=b"\r\ntrailing --junk")
    parser = parse(data)
    assert parser.error is None and parser.fields == {"a": ["1"]} and parser.files == []


def test_a_file_exactly_at_the_limit_is_accepted_and_one_byte_over_is_413():
    limit = MIB
    accepted = parse(body(part("f", b"x" * limit, "a.bin")), range(0, limit, 65536))
    assert accepted.error is None and len(accepted.files[0].data) == limit
    refused = parse(body(part("f", b"x" * (limit + 1), "a.bin")), range(0, limit, 65536))
    assert refused.error.status == 413 and refused.error.message == "File too large: the limit is 1 MB per file"
    assert refused.files == []


def test_after_an_error_feed_never_raises_and_keeps_nothing():
    parser = MultipartParser(BOUNDARY, MIB)
    parser.feed(part("f", b"", "big.bin"))
    for _ in range(20):
        parser.feed(b"y" * 65536)
        assert kept_bytes(parser) <= MIB + len(BOUNDARY) + 4
    assert parser.error.status == 413
    for _ in range(80):  # 5 MB more, and then garbage
        parser.feed(b"z" * 65536)
        assert kept_bytes(parser) == 0
    parser.feed(b"--" + BOUNDARY + b"--")
    parser.feed(b"\xff\x00 not multipart at all")
    parser.finish()
    assert parser.error.status == 413 and kept_bytes(parser) == 0


def test_memory_stays_bounded_while_a_file_streams():
    parser = MultipartParser(BOUNDARY, 4 * MIB)
    parser.feed(part("f", b"", "a.bin")[:-2])
    for _ in range(48):
        parser.feed(b"y" * 65536)
        assert len(parser._buffer) < len(BOUNDARY) + 4  # only a delimiter's worth of lookahead
    parser.feed(b"\r\n--" + BOUNDARY + b"--")
    parser.finish()
    assert parser.error is None and len(parser.files[0].data) == 48 * 65536


def test_a_field_over_its_limit_is_400():
    parser = parse(body(part("note", b"n" * 101)), max_field_bytes=100)
    assert (parser.error.status, parser.error.message) == (400, "Form field note is too large")
    assert parse(body(part("note", b"n" * 100)), max_field_bytes=100).fields == {"note": ["n" * 100]}


def test_too_many_parts_is_400():
    parser = parse(body(*(part(f"f{i}", b"v") for i in range(4))), max_parts=3)
    assert parser.error.status == 400 and "Too many" in parser.error.message
    assert parse(body(*(part(f"f{i}", b"v") for i in range(3))), max_parts=3).error is None


def test_headers_over_their_limit_are_400():
    long_header = b"X-Padding: " + b"p" * 200 + b"\r\n"
    parser = parse(body(part("a", b"1", headers=long_header)), max_header_bytes=100)
    assert (parser.error.status, parser.error.message) == (400, "Multipart part headers too large")
    # Headers that never end are refused as soon as they pass the limit, not at the end of the body.
    endless = MultipartParser(BOUNDARY, MIB, max_header_bytes=100)
    endless.feed(b"--" + BOUNDARY + b"\r\nX-Padding: " + b"p" * 200)
    assert endless.error.status == 400 and kept_bytes(endless) == 0


@pytest.mark.parametrize("data", [
    body(part("a", b"1"))[:-2],  # no closing "--"
    body(part("a", b"1"))[:-20],  # cut inside the last delimiter
    part("a", b"1"),  # ends after a part
    b"--" + BOUNDARY + b"\r\nContent-Disposition: form-data; name=\"a\"",  # cut inside the headers
])
def test_a_truncated_body_is_400(data):
    parser = parse(data)
    assert (parser.error.status, parser.error.message) == (400, "Multipart body ends before its closing boundary")
    assert parser.fields == {} and parser.files == []


@pytest.mark.parametrize("data", [b"", b"just some text", part("a", b"1")[1:], b"--other\r\n"])
def test_a_body_without_the_opening_boundary_is_400(data):
    parser = parse(data)
    assert (parser.error.status, parser.error.message) == (400, "Multipart body has no opening boundary")


def test_a_body_with_only_the_closing_boundary_has_no_parts():
    # What browsers send for an empty form; a broken opening boundary then reads as a preamble.
    for data in (body(), body(part("a", b"1"))[1:]):
        parser = parse(data)
        assert (parser.error, parser.files, parser.fields) == (None, [], {})


@pytest.mark.parametrize("headers", [
    b"",
    b"Content-Type: text/plain\r\n",
    b'Content-Disposition: form-data; filename="a.pdf"\r\n',
    b'Content-Disposition: attachment; name="a"\r\n',
    b"not a header line\r\n",
])
def test_a_part_without_a_form_data_name_is_400(headers):
    data = b"--" + BOUNDARY + b"\r\n" + headers + b"\r\nvalue\r\n--" + BOUNDARY + b"--"
    assert parse(data).error.status == 400


def test_the_delimiter_must_be_followed_by_crlf_or_dashes():
    parser = parse(body(part("a", b"1\r\n--" + BOUNDARY + b"X")))
    assert (parser.error.status, parser.error.message) == (400, "Malformed multipart body")


def test_a_fault_in_the_parser_is_recorded_not_raised(monkeypatch):
    def broken(self, raw_headers):
        raise RuntimeError("bug")

    monkeypatch.setattr(MultipartParser, "_start_part", broken)
    parser = parse(SAMPLE, range(1, 200))
    assert parser.error.status == 500 and isinstance(parser.error.__cause__, RuntimeError)


def test_a_field_must_be_utf8():
    assert parse(body(part("a", b"caf\xe9"))).error.status == 400


def test_rfc_2231_filenames_and_client_paths():
    star = (b"--" + BOUNDARY + b"\r\nContent-Disposition: form-data; name=\"doc\"; "
            b"filename*=UTF-8''na%C3%AFve%20plan.pdf\r\n\r\n%PDF-1.7\r\n--" + BOUNDARY + b"--")
    assert parse(star).files == [UploadedFile("doc", "naïve plan.pdf", b"%PDF-1.7")]
    windows = parse(body(part("doc", b"x", "C:\\\\Users\\\\me\\\\passport.jpg")))
    assert windows.files[0].filename == "passport.jpg"


def test_an_empty_file_input_is_skipped_but_an_empty_named_file_is_kept():
    parser = parse(body(part("file", b"", ""), part("other", b"", "empty.txt"), part("note", b"")))
    assert parser.error is None
    assert parser.files == [UploadedFile("other", "empty.txt", b"")] and parser.fields == {"note": [""]}


def test_other_part_headers_are_ignored():
    parser = parse(body(part("a", b"1", headers=b"Content-Type: text/plain; charset=utf-8\r\n")))
    assert parser.fields == {"a": ["1"]}


@pytest.mark.parametrize("content_type,expected", [
    ("multipart/form-data; boundary=abc", b"abc"),
    ('multipart/form-data; boundary="a b:c"', b"a b:c"),
    ("Multipart/Form-Data;boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW", BOUNDARY),
    ("multipart/form-data; charset=utf-8; boundary=" + "x" * 70, b"x" * 70),
    ("multipart/form-data; boundary=" + "x" * 71, None),
    ("multipart/form-data; boundary=", None),
    ('multipart/form-data; boundary=""', None),
    ('multipart/form-data; boundary="ends in space "', None),
    ("multipart/form-data; boundary=caf\u00e9", None),
    ("multipart/form-data", None),
    ("multipart/mixed; boundary=abc", None),
    ("application/json", None),
    ("", None),
])
def test_boundary_of(content_type, expected):
    assert boundary_of(content_type) == expected


def test_a_file_name_over_255_characters_is_refused():
    assert parse(body(part("doc", b"x", "a" * 251 + ".pdf"))).files[0].filename == "a" * 251 + ".pdf"
    parser = parse(body(part("doc", b"x", "a" * 252 + ".pdf")))
    assert parser.error is not None and "at most 255" in parser.error.message
