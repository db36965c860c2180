"""Games by link inside a backup (issue 37): their records, with this device's secret, go into Back
up and come back with Restore, so the restored device plays on; a record that is not what it
claims is refused like any other part of a backup."""

from __future__ import annotations

import json

import pytest

from game import backup, bylink_cli
from game.bylink import LinkSeat
from game.bylink_store import INDEX, Device, record_key
from game.storage import FileStorage, MemoryStorage

SEATS = [LinkSeat("me", "Ana"), LinkSeat("friend", "Ben")]


def ana_and_ben(storage):
    ana, ben = Device(storage), Device(MemoryStorage())
    invite = ana.start("farkle", SEATS, {"limit": 2000}).outbox
    back = ben.open(invite).outbox
    return ana, ben, back


def test_a_backup_carries_the_games_by_link_and_restore_plays_on(tmp_path):
    ana, ben, back = ana_and_ben(FileStorage(tmp_path / "old"))
    sent = bylink_cli.play_leg(ana, ana.open(back))  # Ana's turn; her link goes to Ben
    finished = ana.start("buttons", SEATS)  # a second game, only started
    code, made = backup.make(ana.storage)
    assert made.by_link == 2 and record_key(sent.key) in made.data and INDEX in made.data
    from game.scenes.backup_page import holds

    assert holds(made).endswith("2 games by link")  # what Back up and Restore say it holds
    # a new device (an empty data folder) restores it and goes on with both games
    fresh = FileStorage(tmp_path / "new")
    backup.restore(fresh, backup.read(code))
    restored = Device(fresh)
    assert sorted(o.key for o in restored.games()) == sorted([sent.key, finished.key])
    answer = bylink_cli.play_leg(ben, ben.open(sent.outbox))  # Ben answers
    assert restored.open(answer.outbox).status in ("your_move", "finished")  # the secret came back too
    assert json.loads((tmp_path / "new" / f"{record_key(sent.key)}.json").read_text())["root"]


def test_restore_copies_aside_the_games_by_link_it_replaces():
    storage = MemoryStorage()
    ana, ben, back = ana_and_ben(storage)
    code, _ = backup.make(storage)
    key = record_key(ana.games()[0].key)
    before = storage.read(key)
    ana.open(back)  # the game moves on after the backup
    done = backup.restore(storage, backup.read(code))
    assert key in done.kept and json.loads(storage.read(key)) == json.loads(before)
    assert len(storage.keys_aside(key)) == 1


@pytest.mark.parametrize("damage", ["secret", "other_game", "code"])
def test_a_backup_with_a_record_that_is_not_what_it_claims_is_refused(damage):
    storage = MemoryStorage()
    ana, ben, back = ana_and_ben(storage)
    other, _, _ = ana_and_ben(MemoryStorage())
    key = record_key(ana.games()[0].key)
    made = backup.collect(storage)
    record = dict(made.data[key])
    if damage == "secret":
        record["root"] = "00" * 16
    elif damage == "other_game":
        record["code"] = other.games()[0].outbox
    else:
        record["code"] = record["code"][:-5]
    made.data[key] = record
    with pytest.raises(backup.BackupError) as caught:
        backup.read(backup.encode(made))
    assert caught.value.key == "backup.err.contents" and key in caught.value.detail


def test_a_damaged_records_note_is_listed_again_and_carried_by_a_backup():
    """A damaged record's place is held by a note: a rebuilt index lists it (the game stays refused,
    never hidden nor watched), a backup carries it, and restored it still refuses the game's link."""
    from game.bylink import LinkError

    ana, ben, back = ana_and_ben(MemoryStorage())
    sent = bylink_cli.play_leg(ana, ana.open(back))
    answer = bylink_cli.play_leg(ben, ben.open(sent.outbox)).outbox
    key = sent.key
    ana.storage.write(record_key(key), ana.storage.read(record_key(key))[:-30])  # damaged
    with pytest.raises(LinkError):
        ana.open(answer)
    ana.storage.remove(INDEX)
    assert ana.keys() == [key] and ana.games() == []  # listed again, not shown as a game
    made = backup.collect(ana.storage)
    assert record_key(key) in made.data and not made.left_out
    restored = Device(MemoryStorage())
    backup.restore(restored.storage, backup.read(backup.encode(made)))
    with pytest.raises(LinkError) as caught:
        restored.open(answer)
    assert caught.value.key == "link.err.record_kept"  # not opened as a game this device only watches
