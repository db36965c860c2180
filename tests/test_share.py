"""Share codes: autoplay -> share -> replay is the same game; every bad code is refused by name."""

from __future__ import annotations

import base64
import random
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import games, share
from game.session import Seat, Session
from game.share import ShareError

LEVELS = ("easy", "medium", "hard")


def play(game_id: str, seats: list[Seat], seed: int, agents: bool = False, dice=None, first=None) -> Session:
    """A whole game: computer players (``agents``) or seeded random legal moves (quick)."""
    rules = games.rules_for(game_id)
    session = Session(game_id, rules.default_config(len(seats)), seats, seed)
    session.dice = dice
    choosers = {i: games.make_agent(game_id, i, "easy", seed * 31 + i) for i in range(len(seats))}
    rng = random.Random(seed)
    for _ in range(20_000):
        if session.is_over:
            return session
        if session.at_chance:
            session.resolve_chance()
        elif first is not None and session.current == 0:
            session.act(first(session))
        elif agents:
            session.act(choosers[session.current].choose(session.state))
        else:
            session.act(rng.choice(session.legal_actions()))
    raise AssertionError("game did not end")


def entries(session: Session) -> list:
    return [(e.kind, e.seat, e.value) for e in session.log]


TABLES = [
    (g, n)
    for g in games.GAME_IDS
    for n in range(max(2, games.rules_for(g).min_players), games.rules_for(g).max_players + 1)
]


@pytest.mark.parametrize("game_id,players", TABLES)
def test_share_then_replay_is_the_same_game(game_id, players):
    rules = games.rules_for(game_id)
    for seed in range(6):
        seats = [Seat("ai", "", LEVELS[(seed + i) % 3], (i + seed) % 6 - 1) for i in range(players)]
        seats[0] = Seat("human", ["Ana", "Zoë ☃", "", "Łukasz-Maximilian!!"][seed % 4])
        original = play(game_id, seats, seed * 1009 + players, agents=seed < 2)
        code = share.encode(original)
        assert set(code[2:]) <= share.ALPHABET
        shared = share.decode(code, game_id)
        replay = shared.session
        assert entries(replay) == entries(original)
        assert replay.is_over and replay.outcome().winners == original.outcome().winners
        assert replay.outcome().places == original.outcome().places
        assert replay.outcome().scores == original.outcome().scores
        assert replay.turns() == original.turns()
        assert shared.seats == seats and shared.seed == original.seed and shared.config == original.config
        assert rules.validate_config(shared.config) == original.config


def test_options_and_unfinished_games_travel_too():
    session = Session("farkle", {"players": 3, "limit": 2000, "bankruptcy": False}, [Seat()] * 3, 12)
    for _ in range(9):
        if session.at_chance:
            session.resolve_chance()
        else:
            session.act(session.legal_actions()[-1])
    shared = share.decode(share.encode(session))
    assert shared.config == session.config and not shared.finished
    assert entries(shared.session) == entries(session)


def test_names_are_cleaned_by_the_setup_function():
    seat = Seat("human", "A\u202eB\x00C   D" + "x" * 40)  # raw, as nothing should store it
    session = Session("exactly", {"players": 2}, [seat, Seat("ai", "", "hard")], 3)
    from game.names import clean_name

    assert share.decode(share.encode(session)).seats[0].name == clean_name(seat.name)


def test_a_link_or_spaces_around_the_code_are_fine():
    code = share.encode(play("exactly", [Seat(), Seat()], 5))
    assert share.decode(f"  https://x.example/dice/index.html#g={code}\n").seed == 5
    assert share.decode(code[:20] + "\n" + code[20:]).seed == 5


# --- the same dice ---------------------------------------------------------------------------
def test_a_challenge_with_the_same_decisions_is_the_original_game():
    for game_id in games.GAME_IDS:
        rules = games.rules_for(game_id)
        original = play(game_id, [Seat(), Seat("ai", "", "easy")], 77)
        dice = share.SameDice(game_id, original.config, 77, share.decisions_of(original))
        again = Session(game_id, rules.default_config(2), original.seats, 77)
        again.dice = dice
        share.play_decisions(again, share.decisions_of(original))
        assert entries(again) == entries(original)


def first_rolls(session: Session) -> dict:
    """The first roll of every turn: turn number -> outcome."""
    out = {}
    for entry, before in zip(session.log, session._before):
        turn = session.rules.turn_count(before)
        if entry.kind == "c" and turn not in out:
            out[turn] = entry.value
    return out


@pytest.mark.parametrize("game_id", ["farkle", "starrows"])
def test_every_turn_starts_with_the_originals_dice_whatever_the_challenger_does(game_id):
    original = play(game_id, [Seat()], 5, agents=True)
    dice = share.SameDice(game_id, original.config, 5, share.decisions_of(original))
    other = play(game_id, [Seat()], 6, dice=dice)  # random decisions: other keeps, other rolls
    assert entries(other) != entries(original)
    mine, theirs = first_rolls(other), first_rolls(original)
    common = set(mine) & set(theirs)
    assert len(common) >= 5 and all(mine[t] == theirs[t] for t in common)
    plain = play(game_id, [Seat()], 5)  # without SameDice the turns drift apart
    assert any(first_rolls(plain).get(t) != theirs[t] for t in theirs)


def test_a_challenge_code_and_save_keep_their_dice():
    original = play("farkle", [Seat("human", "Ana")], 9, agents=True)
    shared = share.decode(share.encode(original))
    mine = shared.challenge_session([Seat("human", "Ben")])
    for _ in range(30):
        if mine.at_chance:
            mine.resolve_chance()
        else:
            mine.act(mine.legal_actions()[0])
    again = share.decode(share.encode(mine))
    assert again.original == shared.decisions and entries(again.session) == entries(mine)
    loaded = share.session_from_dict(mine.to_dict())
    assert entries(loaded) == entries(mine)
    tampered = mine.to_dict()
    tampered.pop("challenge")
    with pytest.raises(ValueError):
        share.session_from_dict(tampered)  # its dice are not the plain seed's


# --- bad codes ---------------------------------------------------------------------------------
def sample_codes() -> dict[str, str]:
    return {
        g: share.encode(play(g, [Seat("human", "Ana"), Seat("ai", "", "hard")], 4)) for g in games.GAME_IDS
    }


CODES = sample_codes()


def reason(text: str, game_id: str | None = None) -> str:
    try:
        share.decode(text, game_id)
    except ShareError as exc:
        return exc.key
    return ""


def rebuilt(code: str, edit) -> str:
    """The code with its payload edited and a correct checksum (what a foreign encoder might make)."""
    body = code[2:]
    raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    size, pos = raw[0] | (raw[1] & 0x7F) << 7 if raw[0] & 0x80 else raw[0], 2 if raw[0] & 0x80 else 1
    payload = bytearray(raw[pos : pos + size])
    edit(payload)
    body = share._varint(len(payload)) + bytes(payload) + zlib.crc32(bytes(payload)).to_bytes(4, "little")
    return "DC" + base64.urlsafe_b64encode(body).decode().rstrip("=")


def test_every_single_changed_character_is_refused():
    alphabet = sorted(share.ALPHABET)
    for code in CODES.values():
        for i in range(len(code)):
            for ch in alphabet + ["!", "%", "é"]:  # every other character, and some no code has
                if ch != code[i]:
                    changed = code[:i] + ch + code[i + 1 :]
                    assert reason(changed) in {
                        "share.err.damaged",
                        "share.err.foreign",
                        "share.err.truncated",
                    }, (
                        i,
                        ch,
                    )


def test_every_truncation_is_refused_as_incomplete():
    for code in CODES.values():
        for n in range(len(code)):
            assert reason(code[:n]) in {"share.err.empty", "share.err.foreign", "share.err.truncated"}, n
            assert reason(code[:n]) == "share.err.truncated" or n <= 2


def test_foreign_codes_newer_formats_and_other_rules_versions_are_named():
    assert reason("") == "share.err.empty"
    assert reason("hello world") == "share.err.foreign"
    assert reason("https://example.com/#g=") == "share.err.empty"
    code = CODES["farkle"]
    assert reason(rebuilt(code, lambda p: p.__setitem__(0, share.FORMAT + 1))) == "share.err.newer"
    assert reason(rebuilt(code, lambda p: p.__setitem__(3 + p[2], 99))) == "share.err.rules_version"
    assert reason(rebuilt(code, lambda p: p.__setitem__(3, ord("z")))) == "share.err.unknown_game"  # "zarkle"
    assert reason(code + "AAAA") == "share.err.damaged"


def test_codes_of_one_game_fed_to_another():
    for game_id, code in CODES.items():
        for other in games.GAME_IDS:
            if other != game_id:
                assert reason(code, other) == "share.err.other_game"
                fake = rebuilt(
                    code, lambda p, o=other: p.__setitem__(slice(2, 3 + p[2]), bytes([len(o)]) + o.encode())
                )
                try:
                    shared = share.decode(fake)  # a consistent game of the other kind, or refused
                    assert shared.game_id == other
                except ShareError as exc:  # (or of a rules schema the other game has not: Exactly!'s 2)
                    assert exc.key in ("share.err.damaged", "share.err.rules_version")


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=120), st.sampled_from(["", "DC"]))
def test_random_bytes_never_crash(data, prefix):
    text = prefix + base64.urlsafe_b64encode(data).decode()
    try:
        share.decode(text)
    except ShareError:
        pass
    try:
        share.decode(data.decode("latin-1"))
    except ShareError:
        pass


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_random_payloads_with_a_good_checksum_never_crash(data):
    code = CODES[data.draw(st.sampled_from(games.GAME_IDS))]

    def edit(payload):
        for _ in range(data.draw(st.integers(1, 4))):
            i = data.draw(st.integers(0, len(payload) - 1))
            payload[i] = data.draw(st.integers(0, 255))
        if data.draw(st.booleans()):
            del payload[data.draw(st.integers(0, len(payload) - 1)) :]

    try:
        shared = share.decode(rebuilt(code, edit))
    except ShareError:
        return
    assert shared.session is not None  # accepted only when it replays completely


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_refusal_is_one_translated_sentence(lang):
    import re
    from pathlib import Path

    from game import i18n

    source = Path(share.__file__).read_text(encoding="utf-8")
    keys = set(re.findall(r'"(share\.err\.[a-z_]+)"', source))
    assert len(keys) == 8
    i18n.set_language(lang)
    try:
        for key in keys:
            text = share.explain(ShareError(key, game="farkle.name"))
            assert text and "{" not in text and not text.startswith("share.") and "\n" not in text
        assert "Farkle" in share.explain(ShareError("share.err.other_game", game="farkle.name"))
    finally:
        i18n.set_language("en")


def test_a_challenge_remembers_whom_it_is_compared_with():
    original = play("starrows", [Seat("human", "Ana"), Seat("ai", "", "hard")], 3, agents=True)
    shared = share.decode(share.encode(original))
    mine = shared.challenge_session()
    assert mine.seats[0] == Seat("human", "", "medium", -1) and mine.seats[1] == original.seats[1]
    assert mine.dice.rival_seat == 0 and mine.dice.rival_name == "Ana"
    loaded = share.session_from_dict(mine.to_dict())
    rival = loaded.dice.rival_game()
    assert loaded.dice.rival_name == "Ana" and rival.outcome().scores == original.outcome().scores
