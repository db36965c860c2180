"""Share codes, round 4 (issues 26 and 28): crafted codes cannot crash or freeze, links with more
parameters, every seat style, rolls beyond the original, and the same dice per seat's own turn."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from bench.share_codes import endless_code
from game import games, share
from game.session import Seat, Session
from tests.test_share import entries, play, rebuilt

DATA = Path(__file__).parent / "data"
DICE_GAMES = ("farkle", "buttons", "exactly", "starrows")


def reason(code: str) -> str:
    try:
        share.decode(code)
    except share.ShareError as exc:
        return exc.key
    return ""


# --- crafted codes ------------------------------------------------------------------------------
def test_options_nested_a_thousand_deep_are_refused_like_any_bad_code():
    code = share.encode(Session("farkle", {"players": 2}, [Seat(), Seat()], 3))  # options "{}"

    def nest(value: bytes):
        def edit(payload):
            start = payload.index(b"{")
            size = payload[start - 1]
            payload[start - 1 : start + size] = share._varint(len(value)) + value

        return edit

    for options in (
        b'{"limit":' + b"[" * 1000 + b"]" * 1000 + b"}",
        b'{"limit":[2000]}',
        b'{"limit":{"a":1}}',
    ):
        assert reason(rebuilt(code, nest(options))) == "share.err.damaged"
    assert reason(rebuilt(code, nest(b'{"limit":2000}'))) == ""  # the same edit, plain: accepted


def test_a_code_of_100000_decisions_is_refused_and_one_at_the_cap_decodes_linearly(monkeypatch):
    calls = Counter()
    legal_now = share._legal_now

    def counted_legal(session, i):
        calls["replayed"] += 1
        return legal_now(session, i)

    monkeypatch.setattr(share, "_legal_now", counted_legal)
    for claimed in (100_000, share.MAX_DECISIONS + 1):  # before: replayed, ~n² steps, for minutes
        assert reason(endless_code(300, challenge=True, count=claimed)) == "share.err.damaged"
    assert calls["replayed"] == 0  # refused before any replay
    rules = games.rules_for("exactly")
    real = type(rules).turn_count

    def counted(self, state):
        calls["turn_count"] += 1
        return real(self, state)

    monkeypatch.setattr(type(rules), "turn_count", counted)
    n = 3000
    shared = share.decode(endless_code(n, challenge=True))
    assert len(shared.decisions) == n and not shared.finished  # the endless game, cut at its code's end
    assert calls["turn_count"] < 10 * n  # linear: counting each roll's turn over the log was ~n²/8


def test_decoding_yields_between_slices_for_the_frame_loop():
    code = endless_code(400, challenge=True)
    work = share.decode_steps(code)
    slices = 0
    while True:
        try:
            next(work)
            slices += 1
        except StopIteration as stop:
            shared = stop.value
            break
    assert slices >= 2 * 400 // share.SLICE and len(shared.decisions) == 400


# --- links and seats ------------------------------------------------------------------------------
def test_a_link_with_more_parameters_still_decodes():
    code = share.encode(play("exactly", [Seat(), Seat()], 5))
    for text in (
        f"https://x.example/dice/index.html#g={code}&utm=x",
        f"https://x.example/dice/index.html?lang=de&g={code}&x=1",
        f"https://x.example/dice/?g={code}#top",
    ):
        assert share.extract(text) == code and share.decode(text).seed == 5, text


def test_every_seat_style_a_player_can_choose_round_trips():
    for styles in ([5, 4, 3, 2, 1, 0], [-1, 0, 1, 2, 3, 4], [0, 1, 2, 3, 4, 5], [3, -1, 5, 0, 2, 1]):
        seats = [Seat("human", f"P{i}", "medium", st) if i % 2 else Seat("ai", "", "hard", st)
                 for i, st in enumerate(styles)]  # fmt: skip
        session = Session("exactly", {"players": 6}, seats, 11)
        shared = share.decode(share.encode(session))
        assert [s.style for s in shared.seats] == styles and shared.seats == seats
        assert shared.session.seat_styles() == session.seat_styles()


# --- the same dice ----------------------------------------------------------------------------------
def original_game(game_id: str, players: int, seed: int) -> Session:
    seats = [Seat("human", "Ana")] + [Seat("ai", "", "easy")] * (players - 1)
    return play(game_id, seats, seed, agents=True)


def challenger_game(original: Session, seed: int, scheme: int = share.SEAT_DICE) -> Session:
    """Seat 0 takes random legal choices on the original's dice; the others play as the computers."""
    dice = share.SameDice(original.game_id, original.config, original.seed, share.decisions_of(original),
                          scheme=scheme)  # fmt: skip
    rng = random.Random(seed)
    return play(original.game_id, original.seats, original.seed, agents=True, dice=dice,
                first=lambda s: rng.choice(s.legal_actions()))  # fmt: skip


def turn_starts(session: Session, seat: int) -> list:
    """The first roll of each of ``seat``'s own turns with dice, in order."""
    rules, out, last = session.rules, [], None
    for entry, before in zip(session.log, session._before):
        if entry.kind == "c" and rules.chance_seat(before) == seat:
            turn = rules.turn_count(before)
            if turn != last:
                out.append(entry.value)
                last = turn
    return out


def same_dice(a, b) -> bool:
    """The same roll; in Buttons the same white and gold die and the plain dice both games roll."""
    if a == b:
        return True
    if len(a) != 4:
        return False
    few, many = sorted((Counter(a[3]), Counter(b[3])), key=lambda c: c.total())
    return a[1:3] == b[1:3] and not few - many


@pytest.mark.parametrize("game_id,players", [("farkle", 2), ("buttons", 3), ("exactly", 3), ("starrows", 2)])
def test_a_challenger_who_plays_differently_starts_every_own_turn_on_the_originals_dice(game_id, players):
    pairs = 0
    for seed in range(3):
        original = original_game(game_id, players, seed)
        mine = challenger_game(original, seed)
        assert entries(mine) != entries(original)
        theirs, yours = turn_starts(original, 0), turn_starts(mine, 0)
        n = min(len(theirs), len(yours))
        assert all(same_dice(a, b) for a, b in zip(theirs[:n], yours[:n])), seed
        pairs += n
    assert pairs >= 20


def test_turn_numbers_moving_between_seats_broke_the_first_scheme():
    """Why the scheme changed: dealt by the game's turn, Buttons and Exactly! lost the dice."""
    for game_id, players in (("buttons", 3), ("exactly", 3)):
        misses = 0
        for seed in range(3):
            original = original_game(game_id, players, seed)
            theirs = turn_starts(original, 0)
            yours = turn_starts(challenger_game(original, seed, share.TURN_DICE), 0)
            misses += sum(not same_dice(a, b) for a, b in zip(theirs, yours))
        assert misses > 0, game_id


@pytest.mark.parametrize("scheme", [share.SEAT_DICE, share.TURN_DICE])
def test_every_roll_beyond_the_originals_is_drawn_for_that_roll(scheme):
    """Past the original's rolls each roll comes from its own documented seed, never a repeat."""
    original = original_game("exactly", 2, 5)  # short: computers who take their euros
    dice = share.SameDice("exactly", original.config, 5, share.decisions_of(original), scheme=scheme)
    mine = play("exactly", original.seats, 5, dice=dice)  # random legal moves: a longer game
    dice, rules = mine.dice, mine.rules
    tally, beyond = share._Tally(), []
    for entry, before in zip(mine.log, mine._before):
        if entry.kind != "c":
            continue
        key = tally.key(rules, before, scheme)
        tally.add(rules, before)
        if key not in dice.rolls:
            text = f"{mine.seed}:s{key[0]}:t{key[1]}:r{key[2]}" if scheme == share.SEAT_DICE else (
                f"{mine.seed}:t{key[0]}:r{key[1]}"
            )  # fmt: skip
            assert entry.value == rules.sample_chance(before, random.Random(text)), key
            beyond.append((key, entry.value))
    assert len(beyond) >= 20 and len({k for k, _ in beyond}) == len(beyond)
    assert len({v for _, v in beyond}) >= 4  # every face turns up, not one roll again and again


# --- old codes and saves ------------------------------------------------------------------------------
OLD_CHALLENGES = {
    "farkle": (
        "DCNgEBBmZhcmtsZQECUgAAAQACe32IAhLX1YDXrrJo6Zig_RQxzM1pNReSAQvlIog27KlWxh_bbeT_-mc",
        "7147dbd0b1a52f2b",
        [5300, 3850],
    ),
    "buttons": (
        "DCTwEBB2J1dHRvbnMBA1IAAAEAAQACe33YARmtgtlUt2OFeJwlbJ5aR4vb5mzTaB0ygU0BvwEazrCrqRs05uhhl0xJAeTEg30p4CCdgvTkvq0VSeKq",
        "2d86bc4739ed6b59",
        [10, 12, 11],
    ),
    "exactly": (
        "DCYAEBB2V4YWN0bHkBA1IAAAEAAQACe33pASRgyixiYxF4dLz1iU1hpozP2NegkWU_2jGgNHjh02FQjVe6EWPSASDe9EUdtSDEQJf_THjWHAVqj_TGIXTMRjcEark1stb8CjuKZQo",
        "e6189f08d52939a4",
        [1, 1, 3],
    ),
    "starrows": (
        "DCtwIBAQhzdGFycm93cwECUgAAAQACe32JBN0B65bDsngdhJP50_sHPqE_53YXdqj2Se90KWAcciLkgXYrCd49rWBYPHJvnFwA-y56HzzeR4WJZ07mojGprtisKMqisMunq844__kGRLpXy9VLEdGpAaS168uEu3x2X4vmFPSwpFaTlqTTuRCaWp0LxUm2Yqsp4YMrT5A6roV49WMBDJSoclxPDdPkSWQNFtOMhjEiyn4xW_Y3cO4fLyT7C-vbjzQroRCnFH01TZEYBCva4oMDWEa-v9b-cW4s8ArI7LuuZPn7eRfM10t6qEc9MfuIDCNs6G2M6qEL6wGnAT7BR-9bwHf_rEkAmTHhawaNMKmjJd8Ekmz0ZDFTA-sCxkdy7kKYmOGTG06a4D12ZhutP38ZlKeTTS3DMJWGr6MV-DM",
        "cb21a32490d2a495",
        [7, 8],
    ),
}


def digest(session: Session) -> str:
    import hashlib

    return hashlib.sha256(repr(entries(session)).encode()).hexdigest()[:16]


@pytest.mark.parametrize("game_id", list(OLD_CHALLENGES))
def test_challenge_codes_of_the_first_scheme_still_replay_the_game_they_were_made_of(game_id):
    code, expected, scores = OLD_CHALLENGES[game_id]  # made by the app before format 2
    shared = share.decode(code, game_id)
    assert shared.session.dice.scheme == share.TURN_DICE
    assert digest(shared.session) == expected and list(shared.session.outcome().scores) == scores
    again = share.encode(shared.session)  # written again in its own format ...
    if game_id == "exactly":  # ... under Exactly!'s rules schema 2 (its round limit named): the same game
        again_shared = share.decode(again, game_id)
        assert (
            digest(again_shared.session) == expected and again_shared.session.dice.scheme == share.TURN_DICE
        )
    else:
        assert again == code


def test_a_challenge_saved_before_format_2_loads_on_its_own_dice():
    data = json.loads((DATA / "challenge_save_turn_dice.json").read_text())
    loaded = share.session_from_dict(data)
    assert loaded.dice.scheme == share.TURN_DICE and len(loaded.log) == len(data["log"])
    again = share.session_from_dict(loaded.to_dict())
    assert again.dice.scheme == share.TURN_DICE and entries(again) == entries(loaded)
    new = share.decode(share.encode(original_game("buttons", 2, 1))).challenge_session()
    assert (
        new.dice.scheme == share.SEAT_DICE
        and share.session_from_dict(new.to_dict()).dice.scheme == share.SEAT_DICE
    )
