"""Payment plans read from an uploaded agreement: by the OpenAI Responses API with a strict JSON schema, or
by the offline extractor when no key is configured. The service stores nothing beyond the job's run."""

import asyncio
import json
import logging
from typing import Literal

import openai
from pydantic import BaseModel, ConfigDict, ValidationError

from documents import files, outbox, task_runs
from services import extraction, filetypes
from services import task_runs as runs
from services.sessions import Principal

ACTOR = "parse_agreement"
log = logging.getLogger(__name__)

INSTRUCTIONS = """You read property sale and purchase agreements and return their payment plan.
Only the payment plan gives rows: the schedule, annex or table, or the clauses that set out the
instalments, plus the fees the agreement charges on top of the price. List them in the order the
agreement lists them. These are never rows: the purchase price itself, totals, area and rate
breakdowns (price per square foot, estimates), addresses and unit or office numbers, the date of the
agreement, and refund, termination, penalty, late-payment and construction-progress clauses that
mention percentages or amounts. A plan set out in a table and restated in prose is one plan: each
row once; a fee sentence restating a fee row is the same row.
A sentence that defines a series ("eight quarterly instalments of 5% each, the first on 15 March
2028") gives one row per instalment, dates stepped by the period, descriptions numbered
("Instalment 1 of 8").
description: the row's own label as the agreement words it ("Down Payment", "Post-Handover
Instalment 3 of 8"), without its date, percentage or amount.
amount: the amount in the agreement's currency, a number without separators or currency
(1.250.000,00 is 1250000; 12,50,000 is 1250000; amounts in words count). When the row states a
percentage but no amount, the amount is that percentage of the stated price, to the cent.
dueDate: the row's date as DD-MMM-YY (15-Jan-26), or "" when the row is tied to an event (signing,
handover, a construction stage, "within 30 days of ...") rather than a date, or its date is an
estimate or "whichever is later". A payment a number of months or years after a date the agreement
states (a defined or labelled date, the date the agreement is made) or on its anniversaries falls due on
the date that gives; a time counted in days and "on the date of this agreement" stay events. Numeric
dates are day first unless the agreement writes them month first (a second number above 12,
03/15/2026, shows it).
percentage: the share of the price the agreement itself states for that row; 0 when it states none.
isFee: true for what the agreement charges on top of the purchase price (registration, DLD, Oqood,
administration, NOC, service or processing fees, a reservation fee); a booking or down payment that
is part of the price is not a fee.
postHandover: true only for rows due after handover or completion, not the one due on handover.
An agreement without a payment plan gives an empty list."""


class ParsedInstallment(BaseModel):
    model_config = ConfigDict(extra="forbid")

    amount: float
    dueDate: str
    description: str
    percentage: float
    isFee: bool
    postHandover: bool
    status: Literal["pending"]


class ParsedPlan(BaseModel):
    model_config = ConfigDict(extra="forbid")

    installments: list[ParsedInstallment]


def strict_schema() -> dict:
    """The JSON schema of the answer in the strict form the Responses API requires."""
    schema = ParsedPlan.model_json_schema()
    item = schema["$defs"]["ParsedInstallment"]
    item["properties"]["status"] = {"type": "string", "enum": ["pending"]}
    for part in (schema, item):
        part["required"] = list(part["properties"])
        part["additionalProperties"] = False
    return schema


class ParseFailure(Exception):
    """The plan could not be read; the text says why."""


async def start_parse(db, principal: Principal, filename: str, data: bytes, content_type: str) -> int:
    """Stores the upload for the job (GridFS, removed by the job) and enqueues it; the run id."""
    info = files.FileInfo(kind="agreement", ownerId=principal.id, company=0, contentType=content_type)
    file_id = await files.store(db, data, filename=filename, info=info)
    try:
        return await runs.start(db, ACTOR, "ai_parse", principal, {"fileId": file_id, "filename": filename,
                                                                     "contentType": content_type})
    except BaseException:
        await files.delete(db, file_id)
        raise


async def _read(db, file_id: int) -> bytes:
    return b"".join([chunk async for chunk in files.chunks(db, file_id)])


async def _with_openai(settings, filename: str, data: bytes, content_type: str) -> extraction.Extraction:
    text = None
    if content_type != filetypes.PDF:  # the Responses API reads PDFs as files; DOCX and text go in as their text
        text = await asyncio.to_thread(extraction.text_of, data)
        if not text.strip():  # nothing to send: the same answer as the offline reader's
            return extraction.Extraction([], extraction.NO_TEXT)
    client = openai.AsyncOpenAI(api_key=settings.openai_api_key, base_url=settings.openai_base_url,
                                timeout=100, max_retries=1)
    uploaded = None
    try:
        if text is None:
            uploaded = await client.files.create(file=(filename, data, content_type), purpose="user_data")
            document = {"type": "input_file", "file_id": uploaded.id}
        else:
            document = {"type": "input_text", "text": text}
        response = await client.responses.create(  # type: ignore[call-overload]  # the SDK types these dicts narrowly
            model=settings.openai_model, instructions=INSTRUCTIONS,
            input=[{"role": "user", "content": [document,
                                                {"type": "input_text", "text": "Extract the payment plan."}]}],
            text={"format": {"type": "json_schema", "name": "payment_plan", "strict": True,
                             "schema": strict_schema()}},
        )
        try:
            plan = ParsedPlan.model_validate(json.loads(response.output_text))
        except (ValueError, ValidationError):
            raise ParseFailure("The AI provider answered with an unreadable payment plan") from None
        # The provider's rows go through the same output rules as the offline extractor's.
        return extraction.Extraction(extraction.normalised([item.model_dump() for item in plan.installments]))
    except openai.APIError as error:
        log.warning("AI parse failed at the provider: %r", error)
        raise ParseFailure(f"The AI provider failed: {getattr(error, 'message', None) or error}") from None
    finally:
        if uploaded is not None:
            try:
                await client.files.delete(uploaded.id)
            except openai.APIError:
                log.warning("could not delete file %s at the AI provider", uploaded.id, exc_info=True)
        await client.close()


async def _offline(data: bytes) -> extraction.Extraction:
    try:
        return await asyncio.to_thread(extraction.extract, data)
    except ValueError:
        raise ParseFailure("The file is not a PDF, DOCX or plain-text agreement") from None


async def parse_agreement(db, settings, job_id: int) -> str:
    """The job: reads the plan, finishes the run with it (or with the reason it failed), and removes
    the stored upload. Not retried: the caller waits for one answer."""
    async with runs.claimed(db, job_id) as run:
        if run is None:
            return "skipped"
        payload = run.payload
        try:
            data = await _read(db, payload["fileId"])
            if settings.openai_api_key:
                found = await _with_openai(settings, payload["filename"], data, payload["contentType"])
            else:
                found = await _offline(data)
            await task_runs.finish(db, run.id, data={"installments": found.installments}, message=found.message)
            return "done"
        except ParseFailure as failure:
            await task_runs.finish(db, run.id, message=str(failure), failure_status=500)
            return "failed"
        except Exception:
            log.exception("AI parse job %s failed", job_id)
            await task_runs.finish(db, run.id, message="The payment plan could not be read", failure_status=500)
            return "failed"
        finally:
            await files.delete(db, payload["fileId"])
            await outbox.mark_done(db, job_id)
