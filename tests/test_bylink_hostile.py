"""Games by link against hostile friends and real devices (issue 37): crafted links, codes and
backups never give a traceback; a damaged index or record never loses a seat silently; two copies
opening one invitation join once; a link is kept until the next one arrives; and the protocol's
fairness: whose secret each turn's dice use, the deal, forged older links, what others can know."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import random
import subprocess
import sys
import zlib

import pytest

from game import backup, bylink, bylink_cli, share, webenv
from game.bylink import LinkError, LinkSeat
from game.bylink_store import INDEX, Device, record_key
from game.session import Seat, Session
from game.storage import FileStorage, MemoryStorage
from tests.uidriver import make_app

TWO = [Seat("human", "Ana", "easy"), Seat("human", "Ben", "easy")]
THREE = [*TWO, Seat("human", "Cy", "easy")]


@pytest.fixture(autouse=True)
def same_secrets(monkeypatch):
    """Each device's secret from a counter: the same games every run (the protocol is unchanged)."""
    drawn = iter(range(1, 10**6))
    monkeypatch.setattr(bylink, "new_root", lambda: next(drawn).to_bytes(bylink.SECRET, "big"))


def crafted(raw: bytes) -> str:
    """A link code around ``raw`` exactly as the game packs one (so it reaches the parser)."""
    return bylink.PREFIX + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def with_header(head: bytes, rest: bytes = b"") -> str:
    return crafted(len(head).to_bytes(2, "big") + head + rest)


NESTED = with_header(b"[" * 1000)  # a header nested 1,000 deep: 26 characters


def raw_of(link: str) -> bytes:
    code = bylink.extract(link)[len(bylink.PREFIX) :]
    return zlib.decompress(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)))


def game_links(game_id="farkle", seats=TWO, options=None, legs=6):
    """Links of a game by link between devices with their own storage: (devices, every link sent)."""
    devs = [Device(MemoryStorage()) for _ in seats]
    result = bylink_cli.start(devs[0], game_id, seats, options or {"limit": 10000})
    links = [result["next_link"]]
    while not result["finished"] and len(links) < legs:
        result = bylink_cli.take_turn(devs[result["to_move"]], links[-1])
        links.append(result["next_link"])
    return devs, links


# --- a crafted link: one line, never a traceback ------------------------------------------------------
def test_a_link_nested_a_thousand_deep_is_refused_everywhere(monkeypatch):
    assert len(NESTED) < 30
    with pytest.raises(LinkError) as caught:
        bylink.decode(NESTED)
    assert "\n" not in bylink.explain(caught.value)
    for link in (f"{bylink.MARKER}{NESTED}", NESTED):  # --link with a window: refused on a card
        app = make_app(link=link)
        app.open_game_link()
        app.stack.apply_pending()
        assert app.stack.top.title == "This link cannot be opened"
    # the page's start-up with #m= in its address (every reload reads it again: a card each time)
    monkeypatch.setattr(webenv, "location_hash", lambda: f"#m={NESTED}")
    for _ in range(2):
        app = make_app()
        app.open_game_link()
        app.stack.apply_pending()
        assert app.stack.top.title == "This link cannot be opened"
    # "Open a code"
    from game.scenes.code_card import OpenCodeScene

    app = make_app()
    scene = OpenCodeScene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    scene.text = f"#m={NESTED}"
    scene.open()
    app.stack.apply_pending()
    assert app.stack.top.title == "This link cannot be opened"


@pytest.mark.parametrize("extra", [[], ["--autoplay", "--headless"]])
def test_a_crafted_link_on_the_command_line_is_one_line_and_exit_2(tmp_path, extra):
    done = subprocess.run(
        [sys.executable, "main.py", "--link", f"#m={NESTED}", "--data-dir", str(tmp_path), *extra],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1
    assert "Traceback" not in done.stderr


def _nested(rng: random.Random, depth: int):
    value = rng.choice([0, -1, 10**400, 1.5, float("nan"), "x", "", None, True, [], {}])
    for _ in range(depth):
        value = [value] if rng.random() < 0.5 else {"k": value}
    return value


def _hostile_headers(rng: random.Random, real: dict):
    """Headers a hostile friend would write: the real one with fields replaced by anything."""
    keys = list(real) + ["x"]
    for _ in range(300):
        header = dict(real)
        for _ in range(rng.randint(1, 3)):
            key = rng.choice(keys)
            if rng.random() < 0.1:
                header.pop(key, None)
            else:
                header[key] = _nested(rng, rng.choice([0, 1, 2, 5, 60, 900]))
        if rng.random() < 0.2:  # a field inside: a seat, an option, a count
            header["s"] = [list(s) for s in real["s"]]
            header["s"][0][rng.randrange(4)] = _nested(rng, rng.choice([0, 1, 900]))
        if rng.random() < 0.2:
            header["o"] = {"limit": _nested(rng, rng.choice([0, 1, 900]))}
        yield header


def test_no_link_however_crafted_gives_a_traceback():
    """Fuzz: real links with their header, secrets or decisions replaced, bytes flipped, cut or
    grown, and junk; every one either opens or is refused with a LinkError (never anything else),
    and a device's records never change on a refusal."""
    rng = random.Random(37)
    devs, links = game_links()
    raw = raw_of(links[-1])
    size = int.from_bytes(raw[:2], "big")
    real = json.loads(raw[2 : 2 + size])
    rest = raw[2 + size :]
    texts = [with_header(json.dumps(h, allow_nan=True).encode(), rest) for h in _hostile_headers(rng, real)]
    for _ in range(250):  # byte edits that still pass zlib's check
        edited = bytearray(raw)
        for _ in range(rng.randint(1, 4)):
            pos = rng.randrange(len(edited))
            choice = rng.random()
            if choice < 0.5:
                edited[pos] = rng.randrange(256)
            elif choice < 0.75:
                del edited[pos:]
                edited += bytes(rng.randrange(256) for _ in range(rng.randint(0, 20)))
            else:
                edited[pos:pos] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 40)))
        texts.append(crafted(bytes(edited)))
    deep = b"[" * 1000 + b"]" * 1000
    texts += [
        NESTED,
        with_header(b"[" * 1000 + b"]" * 1000),
        with_header(b'{"a":' * 1000),
        with_header(b'{"v":2,"g":"farkle","r":1,"o":{"limit":' + deep + b"}}"),
        with_header(raw[2 : 2 + size].replace(b'"o":{', b'"o":{"x":' + deep + b",", 1), rest),
        with_header(raw[2 : 2 + size].replace(b'"s":[', b'"s":[' + deep + b",", 1), rest),
        crafted(b""),
        crafted(b"\xff\xff"),
        crafted(b"\x00\x02{}"),
        with_header(b'{"v":1e999}'),
        with_header(b'{"v":' + b"9" * 5000 + b"}"),
        crafted(bytes(60_000)),  # more than a game holds, behind a tiny link
        bylink.PREFIX + "A" * 19_000,
        bylink.PREFIX + "-_" * 400,
        "#m=",
        "#m=DM",
        "?m=DM&m=DM",
        "\x00" * 50,
    ]
    for text in texts:
        for device in (devs[0], Device(MemoryStorage())):
            before = dict(device.storage.data)
            try:
                device.open(text)
            except LinkError as exc:
                assert "\n" not in bylink.explain(exc)
                assert device.storage.data == before
    # and every way of reading a stored record whose link was crafted
    for text in texts[:: len(texts) // 40]:
        store = MemoryStorage()
        key = "0123456789abcdef"
        store.write(INDEX, json.dumps({"schema": 1, "games": [key]}))
        store.write(record_key(key), json.dumps(
            {"schema": 1, "code": text, "seat": 0, "root": "00" * 16, "pending": [0], "outbox": text, "changed": 0}
        ))  # fmt: skip
        device = Device(store)
        assert len(device.games()) <= 1
        try:
            device.load(key)
        except LinkError as exc:
            assert "\n" not in bylink.explain(exc)


def test_no_share_code_or_backup_however_crafted_gives_a_traceback():
    rng = random.Random(31)
    session = Session("farkle", {"players": 2, "limit": 2000}, TWO, 5)
    while not session.is_over and len(session.log) < 40:
        if session.at_chance:
            session.resolve_chance()
        else:
            session.act(session.legal_actions()[-1])
    storage = MemoryStorage()
    storage.write("settings", json.dumps({"schema": 1}))
    codes = [share.encode(session)]
    backups = [backup.make(storage)[0]]
    for seed_code, out in ((codes[0], codes), (backups[0], backups)):
        for _ in range(300):
            chars = list(seed_code)
            for _ in range(rng.randint(1, 4)):
                pos = rng.randrange(len(chars))
                chars[pos] = rng.choice("AZaz09-_.=[]{}\x00")
            out.append("".join(chars[: rng.randint(1, len(chars))] if rng.random() < 0.3 else chars))
    for code in codes:
        try:
            share.decode(code)
        except share.ShareError:
            pass
    for code in backups:
        try:
            backup.read(code)
        except backup.BackupError:
            pass


# --- a damaged index or record ------------------------------------------------------------------------
@pytest.mark.parametrize("games", [5, "farkle", {"a": 1}, None, [1, None, ["x"]]])
def test_an_index_whose_games_is_not_a_list(games, tmp_path):
    devs, links = game_links(legs=2)
    store = devs[0].storage
    key = devs[0].games()[0].key
    store.write(INDEX, json.dumps({"schema": 1, "games": games}))
    # kept aside and rebuilt from the records: the game is listed again, not hidden
    assert Device(store).keys() == [key] and [g.key for g in Device(store).games()] == [key]
    assert store.keys_aside(INDEX)
    from game.scenes.bylink_list import ByLinkListScene

    ByLinkListScene(make_app(storage=store))  # "My games by link" opens
    if not isinstance(games, int):
        return  # the command line once is enough
    folder = tmp_path / "d"
    folder.mkdir()
    (folder / f"{INDEX}.json").write_text(json.dumps({"schema": 1, "games": games}))
    done = subprocess.run(
        [sys.executable, "main.py", "--by-link", "--game", "farkle", "--players", "human:A,human:B",
         "--data-dir", str(folder)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0 and done.stdout.startswith(bylink.MARKER), done.stderr


def test_a_damaged_record_never_turns_this_device_into_a_spectator():
    devs, links = game_links(legs=3)
    ana = devs[0]
    key = ana.keys()[0]
    seat, root = ana.record(key)["seat"], ana.record(key)["root"]
    original = ana.storage.read(record_key(key))
    ana.storage.write(record_key(key), original[:-30])  # cut off
    for expected in ("link.err.record", "link.err.record_kept", "link.err.record_kept"):
        with pytest.raises(LinkError) as caught:
            ana.open(links[-1])
        assert caught.value.key == expected  # told, every time, and the seat not given up
        assert not bylink.explain(caught.value).startswith("link.err")
    kept = ana.storage.keys_aside(record_key(key))
    assert kept and ana.storage.read(kept[0]) == original[:-30] and root in original
    assert seat is not None


# --- two copies opening one invitation at once -----------------------------------------------------------
def test_two_copies_opening_one_invitation_at_once_join_once(tmp_path):
    ana = Device(MemoryStorage())
    invite = ana.start("farkle", [LinkSeat("me", "Ana"), LinkSeat("friend", "Ben")]).outbox
    first, second = Device(FileStorage(tmp_path)), Device(FileStorage(tmp_path))
    seen = second.record
    raced = []

    def read_before_the_other_wrote(key):
        if not raced:
            raced.append(key)
            return None  # this copy read the store before the first copy's record was there
        return seen(key)

    second.record = read_before_the_other_wrote
    a = first.open(invite)
    b = second.open(invite)
    assert raced and b.seat == a.seat and b.outbox == a.outbox  # one seat, one secret, one link
    root = bytes.fromhex(first.record(a.key)["root"])  # the secret kept is the one the link reveals
    assert bylink.decode(a.outbox).game.latest[a.seat] == bylink.hash_down(root, bylink.CHAIN - 1)
    assert bylink.decode(ana.open(b.outbox).code).joining is False


# --- a link is kept until the next one arrives ------------------------------------------------------------
@pytest.mark.parametrize("how", ["sheet_cancelled", "clipboard"])
def test_sending_never_loses_the_link(monkeypatch, how):
    from game.scenes import bylink_play

    ana_store, ben = MemoryStorage(), Device(MemoryStorage())
    opened = Device(ana_store).start("farkle", [LinkSeat("me", "Ana"), LinkSeat("friend", "Ben")])
    app = make_app(storage=ana_store)
    monkeypatch.setattr(webenv, "IS_WEB", True)
    monkeypatch.setattr(
        webenv, "share_sheet", lambda text: how == "sheet_cancelled"
    )  # opened, then cancelled
    monkeypatch.setattr(webenv, "copy_to_clipboard", lambda text: None)  # ... or a clipboard that lost it
    bylink_play.send(app, Device(ana_store), opened)
    after = Device(ana_store).load(opened.key)
    assert after.outbox == opened.outbox  # still there to send again
    back = ben.open(after.outbox).outbox  # the friend's next link arrives: nothing is left to send
    assert Device(ana_store).open(back).outbox == ""


# --- fairness -----------------------------------------------------------------------------------------
def _roots(devs):
    return [bytes.fromhex(d.record(d.keys()[0])["root"]) for d in devs]


def test_each_turns_dice_use_the_secret_the_previous_sender_just_revealed():
    devs, links = game_links(seats=THREE, legs=10)
    roots = _roots(devs)
    checked = 0
    for before, link in zip(links, links[1:]):
        game = bylink.decode(link).game
        sender = next(h for h in game.humans if game.counts[h] != bylink.decode(before).game.counts.get(h))
        run = bylink.decode(link)
        if run.session is None or run.finished:
            continue
        mover = run.device
        mine = bylink.decode(link, roots[mover], mover)  # the receiving device, with its own secret
        assert mine.key is not None and mine.leg > 0
        assert mine.previous == game.latest[sender]  # the element the sender revealed in this very link
        assert bylink.chain_step(mine.mover) == game.latest[mover]  # the mover's secret, committed before
        # HMAC-SHA256 keyed by the mover's secret over the sender's (docs/bylink.md), spelled out here
        message = b"dicechips/bylink/leg/" + game.latest[sender] + mine.leg.to_bytes(4, "big")
        assert mine.key == hmac.new(mine.mover, message, hashlib.sha256).digest()
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize("game_id", ["chains", "buttons"])
def test_the_deal_changes_when_any_joiners_secret_changes(game_id):
    def deal(changed: int | None) -> int:
        roots = [bytes([k + 1]) * bylink.SECRET for k in range(3)]
        if changed is not None:
            roots[changed] = bytes([99]) * bylink.SECRET
        drawn = iter(roots)
        real, bylink.new_root = bylink.new_root, lambda: next(drawn)
        try:
            game, root = bylink.new_game(
                game_id, [LinkSeat("me"), LinkSeat("friend", "B"), LinkSeat("friend", "C")]
            )
            game = bylink.join(bylink.join(game)[0])[0]
        finally:
            bylink.new_root = real
        return bylink.replay(game, root, game.starter).session.seed

    seeds = [deal(None), deal(0), deal(1), deal(2)]
    assert len(set(seeds)) == 4  # the starter's, the first joiner's, the last joiner's


def test_an_older_link_with_a_forged_secret_is_refused():
    devs, links = game_links(legs=8)
    newest = links[-1]
    holder = devs[bylink.decode(newest).device]
    holder.open(newest)
    raw = raw_of(links[-4])
    size = int.from_bytes(raw[:2], "big")
    for k in (0, 1):
        for byte in (0, 9):
            forged = bytearray(raw)
            forged[2 + size + bylink.SECRET * k + byte] ^= 1
            before = dict(holder.storage.data)
            with pytest.raises(LinkError):
                holder.open(crafted(bytes(forged)))
            assert holder.storage.data == before
    assert holder.open(links[-4]).older  # the same older link unforged: the newer game, said so
    stored = bylink.decode(newest).game  # and the comparison itself, whatever the replay says
    for seat in (0, 1):
        forged = bylink.decode(links[-4]).game
        forged.latest[seat] = bytes(bylink.SECRET)
        with pytest.raises(LinkError) as caught:
            bylink.relation(stored, forged)
        assert caught.value.key == "link.err.reveal"


def test_an_older_link_remade_with_another_starters_secret_is_refused_not_listed():
    """The starter's secret also makes the game's id: a link remade with another one (its id
    computed anew) is no known game, and where its moves still replay it was opened as a game
    to watch, listed beside the real one (the Pyodide run met it in 1 game of 10). It carries
    this device's own secret, which no other game can: refused, naming the starter."""
    devs, links = game_links(legs=8)
    holder = devs[1]
    holder.open(links[-1])
    older = bylink.decode(links[-2])
    starter = older.game.starter
    for k in range(1, 256):  # another secret under which the moves still replay (the dice allow them)
        forged = bylink.copy_game(older.game)
        forged.latest[starter] = bytes([k]) * bylink.SECRET
        try:
            link = bylink.encode(bylink.decode(bylink.encode(forged, older.radices)).game, older.radices)
            break
        except LinkError:
            continue
    else:
        pytest.fail("no other secret of the starter's replays these moves")
    before = dict(holder.storage.data)
    with pytest.raises(LinkError) as caught:
        holder.open(link)
    assert caught.value.key == "link.err.reveal" and caught.value.seat == starter
    assert "Ana's" in bylink.explain(caught.value)
    assert holder.storage.data == before and len(holder.games()) == 1
    outsider = Device(MemoryStorage())  # a device without a seat may still watch it: it cannot tell
    assert outsider.open(link).seat is None


def test_nobody_without_the_movers_secret_can_compute_its_dice():
    devs, links = game_links(seats=THREE, legs=7)
    roots = _roots(devs)
    link = links[-1]
    run = bylink.decode(link)
    mover = run.device
    assert run.key is None and run.session is not None
    with pytest.raises(LinkError):
        run.legal()  # the dice of the mover's leg cannot be rolled here
    for other in range(3):
        if other != mover:  # every other device, with its own secret and everything the link holds
            theirs = bylink.decode(link, roots[other], other)
            assert theirs.key is None
            known, element = set(), roots[other]
            for _ in range(bylink.CHAIN + 1):
                known.add(element)
                element = bylink.chain_step(element)
            known |= {bylink.hash_down(e, n) for e in theirs.game.latest.values() for n in range(5)}
            assert theirs.mover is None and bylink.decode(link, roots[mover], mover).mover not in known
    assert bylink.decode(link, roots[mover], mover).key is not None
    # and a device that guesses the mover's secret (its own, say) gets other dice than the mover
    real = _first_rolls(bylink.decode(link, roots[mover], mover))
    for guess in [r for k, r in enumerate(roots) if k != mover] + [bytes(bylink.SECRET)]:
        assert _first_rolls(bylink.decode(link, guess, mover)) != real


def _first_rolls(run, count=3) -> list:
    """The open leg's first chance outcomes, always taking the first legal decision."""
    rolls = []
    session = run.session
    while len(rolls) < count and not run.handed_over():
        before = len(session.log)
        run.feed(0)
        rolls += [e.value for e in session.log[before:] if e.kind == "c"]
    return rolls


# --- links made before issue 37 ---------------------------------------------------------------------------
# Farkle, three players, 7 links on, made by format 1 (main at f7d8d98, secrets from a counter): the
# deal used the last joiner's first element alone. Read today, it must replay the same dice.
FORMAT_1 = (
    "DMeNpjmFqtVKZkZaijlK5kpZSWWJSdk6qko1QEFspXsqpWysnMzSxRsjIyMDCo1VEqVrKKjlbKBSpxzEsEkkDFuoax"
    "OtFKaUCOU2oeupBzJVwkVkcpGajbSAcIgew8kJk6SplAa1NSk83MDBPTjJMsjBONkyyVahcwO-ox7pTaF3b41TT1lX"
    "F3mEtFNtgyT7zluvennOedsllfd1yY2Nz9KZrneOkUzpm9LJUAAqo9kg"
)
FORMAT_1_LOG = [
    "('roll',)",
    "('dice', (1, 1, 2, 3, 5, 6))",
    "('keep', (1, 1, 5))",
    "('roll',)",
    "('dice', (1, 2, 6))",
    "('keep', (1,))",
    "('roll',)",
    "('dice', (3, 5))",
    "('keep', (5,))",
    "('bank',)",
    "('roll',)",
    "('dice', (2, 3, 3, 3, 5, 5))",
    "('keep', (3, 3, 3, 5, 5))",
    "('bank',)",
    "('roll',)",
    "('dice', (1, 1, 2, 3, 5, 6))",
    "('keep', (1, 1, 5))",
    "('roll',)",
    "('dice', (3, 4, 5))",
    "('keep', (5,))",
    "('roll',)",
    "('dice', (2, 4))",
    "('roll',)",
    "('dice', (2, 2, 3, 5, 6, 6))",
    "('keep', (5,))",
    "('roll',)",
    "('dice', (1, 1, 3, 3, 6))",
    "('keep', (1, 1))",
    "('roll',)",
    "('dice', (2, 4, 6))",
]


def test_a_format_1_link_is_read_as_it_was_made():
    run = bylink.decode(FORMAT_1)
    assert run.game.format == 1 and len(run.game.humans) == 3
    assert [repr(e.value) for e in run.session.log] == FORMAT_1_LOG  # the same deal and dice
    assert bylink.encode(run.game) == FORMAT_1  # and written back as format 1


# --- bounds checked before the work they bound --------------------------------------------------------------
def test_a_deep_header_is_refused_before_it_is_parsed(monkeypatch):
    """A header nested deeper than six never reaches the JSON parser (in the browser a deep parse can
    exhaust the WebAssembly stack before Python's recursion limit), while brackets inside a name
    are no nesting at all."""
    parse, parsed = json.loads, []
    monkeypatch.setattr(
        bylink.json, "loads", lambda text, *a, **k: parsed.append(text) or parse(text, *a, **k)
    )
    for depth in (7, 50, 1000):
        with pytest.raises(LinkError):
            bylink.decode(with_header(b"[" * depth + b"]" * depth))
    assert parsed == []
    seats = [Seat("human", "[[[[{{{{[[[[", "easy"), Seat("human", "Ben", "easy")]
    devs, links = game_links(seats=seats, legs=2)
    assert bylink.decode(links[-1]).game.seats[0].name == "[[[[{{{{[[[["


def test_a_tiny_link_never_unpacks_to_megabytes():
    import tracemalloc

    head = json.dumps({"v": 2, "g": "farkle"}).encode()
    bomb = with_header(head, b"\0" * 12_000_000)  # 12 MB of zeros: a link of some 16,000 characters
    assert len(bomb) < bylink.MAX_LINK
    tracemalloc.start()
    try:
        with pytest.raises(LinkError):
            bylink.decode(bomb)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 4 * bylink.MAX_RAW
