"""The OpenAPI document as tools outside the project read it: openapi-spec-validator accepts it, and a client
generated from it by a real generator (openapi-python-client) signs in and lists groups."""

import importlib
import json
import subprocess
import sys
from pathlib import Path

from openapi_spec_validator import validate

from tests.conftest import PASSWORD
from tests.handlers.groups_helpers import create_group, estate


def test_openapi_spec_validator_accepts_the_document(anonymous):
    validate(anonymous.get("/api/openapi.json", expect=200).body)  # raises with every error it finds


def test_a_generated_client_signs_in_and_lists_groups(make, tmp_path):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    document = tmp_path / "openapi.json"
    document.write_text(json.dumps(make.api().get("/api/openapi.json", expect=200).body), encoding="utf-8")
    generator = Path(sys.executable).with_name("openapi-python-client")
    done = subprocess.run([str(generator), "generate", "--path", str(document), "--output-path",
                           str(tmp_path / "client"), "--meta", "none"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    sys.path.insert(0, str(tmp_path))
    try:
        package = importlib.import_module("client")
        login = importlib.import_module("client.api.auth.post_login")
        groups = importlib.import_module("client.api.installment_groups.get_groups")
        body_model = importlib.import_module("client.models.login_body").LoginBody
        with package.Client(base_url=make.app.base_url) as client:
            signed_in = login.sync_detailed(client=client, body=body_model(email=admin.user.email,
                                                                            password=PASSWORD))
            assert signed_in.status_code == 200
            listed = groups.sync_detailed(client=client)  # the session cookie the sign-in set
            assert listed.status_code == 200
            assert group_id in [group.id for group in listed.parsed.data]
    finally:
        sys.path.remove(str(tmp_path))
        for name in [name for name in sys.modules if name == "client" or name.startswith("client.")]:
            del sys.modules[name]
