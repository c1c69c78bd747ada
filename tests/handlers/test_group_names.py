"""Names kept on groups follow renames, and records that groups use cannot disappear from under them."""

from tests.handlers.groups_helpers import create_group, estate


def group(api, group_id):
    return api.get(f"/api/installment-groups/{group_id}", expect=200).body


def found(api, text):
    return [g["id"] for g in api.get("/api/installment-groups", query={"query": text}).body["data"]]


def test_renames_reach_the_groups_and_their_search(make, root):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    other_place = estate(make)
    other_group = create_group(root, other_place)
    admin.put(f"/api/companies/{place.company.id}", {"name": "Zenith Realty"}, expect=200)
    admin.put(f"/api/projects/{place.project.id}", {"name": "Opal Heights"}, expect=200)
    admin.put(f"/api/developers/{place.developer.id}", {"name": "Quartz Builders"}, expect=200)
    admin.put(f"/api/clients/{place.clients[0].id}", {"name": "Xavier Noor"}, expect=200)
    one = group(admin, group_id)
    assert (one["companyName"], one["projectName"], one["developerName"]) == \
        ("Zenith Realty", "Opal Heights", "Quartz Builders")
    assert one["clients"][0]["clientName"] == "Xavier Noor"
    for text in ("zenith", "opal", "quartz", "xavier"):
        assert found(admin, text) == [group_id], text
    untouched = group(root, other_group)
    assert untouched["companyName"] == other_place.company.name
    assert untouched["projectName"] == other_place.project.name


def test_a_project_moved_to_another_developer_moves_its_groups(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    admin.post("/api/developers", {"name": "Second Builder", "company": place.company.id}, expect=201)
    second = admin.get(f"/api/developers/{place.company.id}").body[-1]
    admin.put(f"/api/projects/{place.project.id}", {"developerId": second["id"]}, expect=200)
    one = group(admin, group_id)
    assert (one["developer"], one["developerName"]) == (second["id"], "Second Builder")
    assert [g["id"] for g in admin.get("/api/installment-groups", query={"developer": second["id"]}).body["data"]] \
        == [group_id]


def test_records_used_by_groups_are_kept(make, root):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    assert admin.delete(f"/api/projects/{place.project.id}").status == 409
    elsewhere = estate(make)
    assert root.put(f"/api/projects/{place.project.id}", {"company": elsewhere.company.id,
                                                         "developerId": elsewhere.developer.id}).status == 409
    assert "installment groups" in admin.delete(f"/api/companies/{place.company.id}", expect=409).message
    admin.delete(f"/api/installment-groups/{group_id}", expect=200)
    admin.delete(f"/api/projects/{place.project.id}", expect=200)


def test_the_search_text_follows_every_change_and_older_groups_get_one(make, root):
    """A search is one `$regex` on the group's `searchText`: every change of a searched name recomputes it on
    the server exactly as `search_text` computes it in the app, and the start-up backfill fills older groups."""
    from documents import installment_groups

    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place, unitNumber="Q-1")
    other = create_group(admin, place, unitNumber="Q-2")

    def stored_matches():
        for doc in make.run(make.db.installmentGroups.find({"_id": {"$in": [group_id, other]}}).to_list()):
            assert doc["searchText"] == installment_groups.search_text(doc), doc["searchText"]

    stored_matches()
    admin.put(f"/api/installment-groups/{group_id}", {"unitNumber": "Penthouse-9", "name": "Sky Villa"}, expect=200)
    admin.put(f"/api/clients/{place.clients[1].id}", {"name": "Yara Émile"}, expect=200)
    admin.put(f"/api/installment-groups/{other}", {"clientIds": [place.clients[0].id]}, expect=200)
    stored_matches()
    assert found(admin, "penthouse") == [group_id] and found(admin, "sky vil") == [group_id]
    assert found(admin, "Q-1") == [] and found(admin, "yara éMILE") == [group_id]
    assert found(admin, place.clients[0].name) == [other, group_id]

    make.run(make.db.installmentGroups.update_many({}, {"$unset": {"searchText": ""}}))
    assert found(admin, "penthouse") == []
    assert make.run(installment_groups.set_missing_search_text(make.db)) >= 2
    stored_matches()
    assert found(admin, "penthouse") == [group_id]
