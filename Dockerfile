# One image for the API (the default command) and the job worker (`python worker.py ...`).
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /app

# Pango and a font for the PDF statements and receipts (WeasyPrint).
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0 fonts-dejavu-core fontconfig \
    && rm -rf /var/lib/apt/lists/*

# The dependencies first, in a layer of their own: rebuilt only when pyproject.toml changes.
COPY pyproject.toml ./
RUN python -c "import tomllib; print('\n'.join(tomllib.load(open('pyproject.toml', 'rb'))['project']['dependencies']))" \
        > /tmp/requirements.txt \
    && pip install -r /tmp/requirements.txt \
    && rm /tmp/requirements.txt

# Then the project itself (modules, packages and email templates, as pyproject.toml lists them).
COPY . .
RUN pip install --no-deps . \
    && useradd --system --uid 10001 --user-group --home-dir /app --no-create-home --shell /usr/sbin/nologin app \
    && mkdir -p /app/data \
    && chown app:app /app/data

# Never root. DATA_DIR (/app/data) is the only place the service writes to: the embedded database
# and generated secret when run without configuration, and emails when SMTP_URL is unset.
USER 10001:10001

EXPOSE 8000

# Liveness of the API; the worker service has no HTTP port and turns this off (docker-compose.yml).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:%s/healthz' % os.environ.get('PORT', '8000'), timeout=4)"]

# SIGTERM (docker stop) makes the server stop accepting, finish the requests in flight (up to
# SHUTDOWN_TIMEOUT_SECONDS) and exit 0: give the container more than that to stop.
CMD ["python", "server.py"]
