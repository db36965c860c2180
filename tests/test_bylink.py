"""Games by link (issue 31): whole games by links alone between devices with separate data folders,
and every kind of bad link refused without changing anything."""

from __future__ import annotations

import base64
import json
import subprocess
import sys
import zlib

import pytest

from game import bylink, bylink_cli, games
from game.bylink import LinkError
from game.bylink_store import Device, record_key
from game.session import Seat, since_last_turn
from game.storage import FileStorage

SHORT = {"farkle": {"limit": 2000}, "exactly": {"target": 1}}  # shorter games, same protocol


def devices(tmp_path, n):
    return {i: Device(FileStorage(tmp_path / f"device{i}")) for i in range(n)}


def table(game_id, players, humans):
    return [Seat("human", f"P{i}", "easy") if i < humans else Seat("ai", "", "easy") for i in range(players)]


def play_by_links(devs, game_id, seats, options=None, stop_after=None):
    """Links only go from device to device; returns every link sent and the last result
    (``stop_after``: stop at the first link to device 0 after that many links)."""
    result = bylink_cli.start(devs[0], game_id, seats, options)
    links = []
    while True:
        links.append(result["next_link"])
        if result["finished"] or (stop_after and len(links) >= stop_after and result["to_move"] == 0):
            return links, result
        result = bylink_cli.take_turn(devs[result["to_move"]], links[-1])


CASES = [
    (game_id, players, humans)
    for game_id in games.GAME_IDS
    for players, humans in ((2, 2), (3, 3), (6, 2))
    if players <= games.rules_for(game_id).max_players
]


@pytest.mark.parametrize(("game_id", "players", "humans"), CASES)
def test_whole_game_by_links_alone(tmp_path, game_id, players, humans):
    devs = devices(tmp_path, humans)
    links, result = play_by_links(devs, game_id, table(game_id, players, humans), SHORT.get(game_id))
    assert result["finished"] and result["winners"]
    for device in devs.values():  # the last link tells everyone the same result
        seen = bylink_cli.take_turn(device, links[-1])
        assert seen["finished"] and seen["winners"] == result["winners"]
    assert max(len(link) for link in links) < 2000


@pytest.fixture
def midgame(tmp_path):
    """Ana (device 0) and Ben (device 1) some turns into a Farkle game; Ben holds the last link."""
    devs = devices(tmp_path, 2)
    links, result = play_by_links(devs, "farkle", table("farkle", 2, 2), {"limit": 10000}, stop_after=7)
    assert result["to_move"] == 0 and not result["finished"]
    return devs, links


def _records(device):
    return {k: device.storage.read(record_key(k)) for k in device.keys()}


def _refused(device, link, key=None):
    before = _records(device)
    with pytest.raises(LinkError) as caught:
        device.open(link)
    assert _records(device) == before  # nothing changed
    assert key is None or caught.value.key == key
    return caught.value


def edit_secret(link: str, k: int, byte: int) -> str:
    """``link`` with one bit of its ``k``-th secret flipped, everything else as it was (a real edit)."""
    code = bylink.extract(link)[len(bylink.PREFIX) :]
    raw = bytearray(zlib.decompress(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))))
    raw[2 + int.from_bytes(raw[:2], "big") + bylink.SECRET * k + byte] ^= 1
    return bylink.PREFIX + base64.urlsafe_b64encode(zlib.compress(bytes(raw), 9)).decode().rstrip("=")


def test_a_changed_secret_is_refused(midgame):
    devs, links = midgame
    for k in (0, 1):  # Ana's, Ben's
        for byte in (0, 7, 15):
            _refused(devs[0], edit_secret(links[-1], k, byte))
            _refused(devs[1], edit_secret(links[-1], k, byte))


def test_a_reveal_must_hash_to_the_stored_commitment(midgame):
    """Whatever the replay would say: a later element that does not hash down to the one stored."""
    devs, links = midgame
    old, new = bylink.decode(links[-3]).game, bylink.decode(links[-1]).game
    assert bylink.relation(old, new) == "newer"
    for seat in (0, 1):
        forged = bylink.copy_game(new)
        forged.latest[seat] = bylink.new_root()
        with pytest.raises(LinkError) as caught:
            bylink.relation(old, forged)
        assert caught.value.key == "link.err.reveal"


def test_every_changed_decision_is_refused(midgame):
    """Ana's device refuses any change to a decision it has seen; a change to Ben's newest turn
    (which Ana cannot know yet) is refused by Ben's device, which holds it, when the game comes back."""
    devs, links = midgame
    game = bylink.decode(links[-1]).game
    known = len(bylink.decode(links[-2]).game.decisions)  # what Ana's device holds
    checked = 0
    for i in range(len(game.decisions)):
        for delta in (1, -1):
            changed = bylink.copy_game(game)
            changed.decisions[i] += delta
            try:
                link = bylink.encode(changed)
            except (LinkError, ValueError, IndexError, AttributeError):
                checked += 1  # not even a playable game: refused as damaged by everyone
                continue
            _refused(devs[1], link)
            if i < known:
                _refused(devs[0], link)
            checked += 1
    assert checked == 2 * len(game.decisions) and known < len(game.decisions)


def test_an_edited_or_cut_link_is_refused_with_one_line(midgame):
    devs, links = midgame
    code = bylink.extract(links[-1])
    for bad in (code[:-5], code[:40], code[:-1] + ("A" if code[-1] != "A" else "B"), "DMhello", "hello"):
        exc = _refused(devs[0], bad)
        assert "\n" not in bylink.explain(exc) and not bylink.explain(exc).startswith("link.err")


def test_links_out_of_order(midgame):
    devs, links = midgame
    opened = devs[0].open(links[-1])
    assert opened.status == "your_move"
    older = devs[0].open(links[-3])  # Ana's device already has the game further along
    assert older.older and older.status == "your_move"
    assert len(older.run.game.decisions) == len(opened.run.game.decisions)
    # Ben's own older link after Ana's newer one: shown as older, at Ben's turn still
    ana = bylink_cli.take_turn(devs[0], links[-1])
    assert devs[1].open(ana["next_link"]).status == "your_move"
    again = devs[1].open(links[-1])
    assert again.older and again.status == "your_move"
    assert len(again.run.game.decisions) == len(bylink.decode(ana["next_link"]).game.decisions)


def test_a_link_opened_twice_deals_the_same_dice(midgame, tmp_path):
    devs, links = midgame
    first = devs[0].open(links[-1])
    state = first.run.session
    legal = bylink.share.ordered(state.legal_actions())
    after = devs[0].act(first.key, legal.index(("roll",)) if ("roll",) in legal else 0)
    rolled = [e.value for e in after.run.session.log if e.kind == "c"]
    # reopened (a reload: a new Device on the same folder): the same turn, the same dice
    again = Device(FileStorage(tmp_path / "device0")).open(links[-1])
    # the same turn where it stood: still Ana's move, or (the roll farkled: the secrets, and so the
    # dice, are fresh each run) already handed on
    assert again.status == after.status in ("your_move", "waiting")
    assert [e.value for e in again.run.session.log if e.kind == "c"] == rolled
    assert len(again.run.radices) == len(after.run.radices)


def test_no_other_dice_by_forgetting_the_game(midgame, tmp_path):
    devs, links = midgame
    key = devs[0].open(links[-1]).key
    devs[0].storage.remove(record_key(key))  # the device's secret is gone with the record
    fresh = devs[0].open(links[-1])
    assert fresh.seat is None and fresh.status == "waiting"  # it can watch, never play or re-deal
    with pytest.raises(LinkError):
        devs[0].act(key, 0)


def test_command_line_by_link(tmp_path):
    ana, ben = tmp_path / "ana", tmp_path / "ben"
    run = [sys.executable, "main.py"]
    start = subprocess.run(
        run + ["--by-link", "--game", "farkle", "--players", "human:Ana,human:Ben", "--data-dir", str(ana)],
        capture_output=True,
        text=True,
        check=True,
    )
    invite = start.stdout.strip()
    assert invite.startswith(bylink.MARKER)
    out = tmp_path / "r.json"
    subprocess.run(
        run + ["--link", invite, "--autoplay", "--headless", "--data-dir", str(ben), "--result", str(out)],
        check=True,
    )
    assert json.loads(out.read_text())["next_link"].startswith(bylink.MARKER)
    bad = subprocess.run(
        run + ["--link", invite[:30], "--data-dir", str(ben)], capture_output=True, text=True
    )
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1


def test_since_last_turn_starts_after_the_seats_own_decisions(midgame):
    devs, links = midgame
    session = devs[0].open(links[-1]).run.session
    marks = [k for k, e in enumerate(session.log) if e.kind == "a"]
    cut = since_last_turn(session, 0)
    assert session.log[marks[cut - 1]].seat == 0  # Ana's last decision comes just before
    assert all(session.log[k].seat == 1 for k in marks[cut:])  # then only Ben's turn
    assert since_last_turn(session, 1) == len(marks)  # Ben saw everything


def _with_header(link: str, change) -> str:
    """``link`` with its JSON header changed by ``change(header)``, everything after it as it was."""
    code = bylink.extract(link)[len(bylink.PREFIX) :]
    raw = zlib.decompress(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)))
    size = int.from_bytes(raw[:2], "big")
    header = json.loads(raw[2 : 2 + size])
    change(header)
    head = json.dumps(header, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    body = len(head).to_bytes(2, "big") + head + raw[2 + size :]
    return bylink.PREFIX + base64.urlsafe_b64encode(zlib.compress(body, 9)).decode().rstrip("=")


def test_an_exactly_link_made_before_its_rules_schema_2_keeps_its_round_limit(tmp_path):
    """Exactly!'s rules schema 2 turned the round limit off by default; a 3-player link of schema 1
    without the option meant the limit on (24 turns) and still opens, as it was made."""
    devs = devices(tmp_path, 3)
    links, _ = play_by_links(devs, "exactly", table("exactly", 3, 3), {"round_limit": 24}, stop_after=1)

    def as_schema_1(header):
        assert header["r"] == 2 and header["o"]["round_limit"] == 24
        header["r"] = 1
        del header["o"]["round_limit"]

    old = _with_header(links[0], as_schema_1)
    assert bylink.decode(old).game.config["round_limit"] == 24
    assert bylink.decode(_with_header(links[0], lambda h: h.update(r=1))).game.config["round_limit"] == 24
    with pytest.raises(LinkError, match="rules_version"):
        bylink.decode(_with_header(links[0], lambda h: h.update(r=3)))
