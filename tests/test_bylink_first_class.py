"""Games by link as a first-class game (issue 37): resigning with a link the others verify, Send
again, deleting with a copy kept, a damaged index rebuilt, refusals that name the seat."""

from __future__ import annotations

import json

import pytest

from game import bylink, bylink_cli
from game.bylink import LinkError, LinkSeat
from game.bylink_store import INDEX, Device, record_key
from game.storage import FileStorage, MemoryStorage

SEATS = [LinkSeat("me", "Ana"), LinkSeat("friend", "Ben")]


def started():
    """Ana started Farkle by link, Ben joined and Ana played her first turn: (Ana, Ben, link to Ben)."""
    ana, ben = Device(MemoryStorage()), Device(MemoryStorage())
    invite = ana.start("farkle", SEATS, {"limit": 2000}).outbox
    back = ben.open(invite).outbox
    sent = bylink_cli.play_leg(ana, ana.open(back))
    return ana, ben, sent


def test_a_resignation_ends_the_game_on_every_device_and_is_verified():
    ana, ben, sent = started()
    ben.open(sent.outbox)  # Ben's turn: he gives up instead
    gone = ben.resign(sent.key)
    assert gone.status == "resigned" and gone.resigned == 1 and gone.outbox
    seen = ana.open(gone.outbox)
    assert seen.status == "resigned" and seen.resigned == 1
    with pytest.raises(LinkError):
        ana.act(seen.key, 0)  # nothing more is played


def test_a_resignation_before_everyone_joined_ends_the_game_for_a_newcomer_too():
    seats = [LinkSeat("me", "Ana"), LinkSeat("friend", "Ben"), LinkSeat("friend", "Cy")]
    ana, ben, cy = (Device(MemoryStorage()) for _ in range(3))
    invite = ana.start("chains", seats)
    joined = ben.open(invite.outbox)
    gone = ana.resign(invite.key)
    assert ben.open(gone.outbox).status == "resigned"
    seen = cy.open(gone.outbox)  # the first link Cy ever sees: no seat is taken in an ended game
    assert seen.status == "resigned" and seen.seat is None and joined.seat == 1


def test_a_resignation_nobody_but_that_device_can_make():
    """Ana holds every element Ben revealed, but not his next one: a resignation she forges for him
    (with an element she has) is refused, naming Ben."""
    ana, ben, sent = started()
    ben_open = ben.open(sent.outbox)
    game = ben_open.run.game
    forged = bylink.copy_game(game)
    forged.resigned, forged.proof = 1, bylink.hash_down(b"\x01" * 16, 3)  # not his chain
    with pytest.raises(LinkError):
        ana.open(bylink.encode(forged))
    # Ben plays his turn; the element his link reveals, passed off as his resignation from the
    # older position, is one Ana already holds: refused, naming Ben
    answer = bylink_cli.play_leg(ben, ben_open)
    ana.open(answer.outbox)
    newer = bylink.game_of(answer.outbox)
    old = bylink.copy_game(game)
    old.resigned, old.proof = 1, newer.latest[1]
    assert bylink.decode(bylink.encode(old)).game.resigned == 1  # a well-formed link...
    with pytest.raises(LinkError) as caught:
        ana.open(bylink.encode(old))
    assert caught.value.key == "link.err.reveal" and "Ben" in bylink.explain(caught.value)
    assert ana.load(sent.key).resigned is None  # ...that changes nothing


def test_send_again_gives_the_last_link_until_the_next_one_arrives():
    ana, ben, sent = started()
    ana.mark_sent(sent.key)
    again = ana.load(sent.key)
    assert again.outbox == sent.outbox and again.sent and not again.to_send  # one link: Send again gives it
    answer = bylink_cli.play_leg(ben, ben.open(sent.outbox))
    assert ana.open(answer.outbox).outbox == ""  # Ben's link came: nothing to send again


def test_deleting_keeps_a_copy_with_the_secret():
    storage = MemoryStorage()
    ana = Device(storage)
    opened = ana.start("farkle", SEATS, {"limit": 2000})
    record = storage.read(record_key(opened.key))
    ana.delete(opened.key)
    assert ana.games() == [] and storage.read(record_key(opened.key)) is None
    kept = storage.keys_aside(record_key(opened.key))
    assert len(kept) == 1 and storage.read(kept[0]) == record


@pytest.mark.parametrize("damage", ["{not json", '{"schema": 1, "games": "x"}', '{"schema": 1}', None])
def test_a_damaged_index_is_rebuilt_from_the_records(tmp_path, damage):
    ana = Device(FileStorage(tmp_path))
    first = ana.start("farkle", SEATS, {"limit": 2000})
    second = ana.start("buttons", SEATS)
    if damage is None:
        (tmp_path / f"{INDEX}.json").unlink()  # gone (a half-copied folder, a cleaner)
    else:
        (tmp_path / f"{INDEX}.json").write_text(damage)
    assert sorted(o.key for o in Device(FileStorage(tmp_path)).games()) == sorted([first.key, second.key])
    assert json.loads((tmp_path / f"{INDEX}.json").read_text())["games"] == sorted([first.key, second.key])


def test_a_move_that_does_not_fit_names_its_seat():
    """Where a link stops replaying, the refusal names the seat whose move it is there."""
    ana, ben, sent = started()
    game = bylink.game_of(sent.outbox)
    for k in range(len(game.decisions)):
        run = bylink.Replay(game)
        for index in game.decisions[:k]:
            run.feed(index)
        legal = run.legal()
        mover = run.session.current
        with pytest.raises(LinkError) as caught:
            run.feed(len(legal))  # no such move
        assert caught.value.seat == mover == 0
        assert "Ana" in bylink.explain(caught.value)
    # one decision more than Ana's turn holds: it would be Ben's, whose secret is not in the link
    with pytest.raises(LinkError) as caught:
        bylink.decode(bylink.encode(bylink.copy_game(game, [0]), sent.run.radices + [2]))
    assert caught.value.seat == 1 and "Ben" in bylink.explain(caught.value)


def test_a_resignation_in_a_three_player_game_of_format_2_passes_every_check():
    """The deal of format 2 and a resignation's header live in one link: bounded, shallow, read by
    every other device; the proof is checked there (``q`` is not a move)."""
    seats = [LinkSeat("me", "Ana"), LinkSeat("friend", "Ben"), LinkSeat("friend", "Cy")]
    ana, ben, cy = (Device(MemoryStorage()) for _ in range(3))
    invite = ana.start("chains", seats)
    to_ana = cy.open(ben.open(invite.outbox).outbox).outbox
    ana.open(to_ana)
    fresh = [Device(MemoryStorage()) for _ in range(2)]
    for device, friend in zip(fresh, (ben, cy)):
        device.storage.data = dict(friend.storage.data)
    gone = ana.resign(invite.key)
    run = bylink.decode(gone.outbox)
    assert run.game.format == bylink.FORMAT == 2 and run.game.resigned == 0
    assert len(gone.outbox) < bylink.MAX_LINK and bylink._shallow(json.dumps({"q": 0, "c": [1, 1, 1]}))
    for device in (ben, cy):
        assert device.open(gone.outbox).status == "resigned"
    # the same header with the proof replaced by the element Ana revealed: refused on both devices
    fake = bylink.copy_game(run.game)
    fake.proof = bylink.game_of(to_ana).latest[0]
    for device in fresh:  # Ben's and Cy's devices as they were before the real resignation
        with pytest.raises(LinkError):
            device.open(bylink.encode(fake))
        assert device.load(invite.key).resigned is None
