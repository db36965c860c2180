"""Every game by link on screen, all five at both layouts (issue 37): opening at this device's turn,
taking a decision back inside the turn (the link then carries exactly the decisions the screen
shows), and the game's end; and a record deleted or cut while its game is open stops play."""

from __future__ import annotations

import functools
import random

import pygame
import pytest

from game import bylink, bylink_cli, games, share
from game.bylink_store import Device, record_key
from game.scenes.bylink_play import ByLinkMixin
from game.scenes.confirm import ConfirmScene
from game.scenes.replay import ReplayMixin
from game.session import Seat
from game.storage import MemoryStorage
from tests.bylink_driver import open_on_screen, until_results
from tests.uidriver import frames, key, make_app, settle

SHORT = {"farkle": {"limit": 1500}, "exactly": {"target": 1}}  # shorter games, the same protocol
UNDO_OPTIONS = {"chains": {"swap": True}}  # without swaps a turn of Number Chains is one decision
SEATS = [Seat("human", "Ana", "easy"), Seat("human", "Ben", "easy")]
CASES = [(g, layout) for g in games.GAME_IDS for layout in ("standard", "compact")]


@pytest.fixture(autouse=True)
def same_secrets(monkeypatch):
    """Each device's secret from a counter: the same dice every run (the protocol is unchanged)."""
    drawn = iter(range(10**6))
    monkeypatch.setattr(bylink, "new_root", lambda: next(drawn).to_bytes(bylink.SECRET, "big"))


def storage_copy(storage: MemoryStorage) -> MemoryStorage:
    copy = MemoryStorage()
    copy.data = dict(storage.data)
    return copy


def first_turn(game_id, options=None):
    """Ana starts, Ben joins, links go on until one opens at a player's turn:
    (the storages, whose turn it is, that link)."""
    stores = [MemoryStorage(), MemoryStorage()]
    result = bylink_cli.start(Device(stores[0]), game_id, SEATS, options or SHORT.get(game_id))
    for _ in range(6):
        seat, link = result["to_move"], result["next_link"]
        result = bylink_cli.take_turn(Device(stores[seat]), link, autoplay=False)
        if result["status"] == "your_move":
            return stores, seat, link
    raise AssertionError("no player's turn")


def on_screen(storage, link, layout):
    """The link opened as the page does with ``#m=``: the game's scene (any "Last turn" replay left)."""
    return game_on_top(open_on_screen(storage, link, layout))


def game_on_top(app):
    app.stack.apply_pending()
    if isinstance(app.stack.top, ReplayMixin):
        key(app, pygame.K_ESCAPE)
        frames(app, 30)
    scene = next(s for s in app.stack.scenes if isinstance(s, ByLinkMixin))
    settle(app)
    return app, scene


def screen_decisions(session) -> list[int]:
    """The game's decisions as the screen shows them, as indices into the ordered legal actions."""
    return [
        share.ordered(session.rules.legal_actions(session._before[k])).index(entry.value)
        for k, entry in enumerate(session.log)
        if entry.kind == "a"
    ]


def play_until_card(app, scene, choose, limit=3000):
    for _ in range(limit):
        settle(app)
        if isinstance(app.stack.top, ConfirmScene):
            return app.stack.top
        if scene.human_to_move():
            scene.perform(choose(scene))
    raise AssertionError("the turn never ended")


@pytest.mark.parametrize(("game_id", "layout"), CASES)
def test_open_at_my_turn_and_take_back_inside_it(game_id, layout):
    """Turns played on screen, each device opening the other's link, until a decision was taken
    back inside a turn: every link carries exactly the decisions its screen shows."""
    stores, seat, link = first_turn(game_id, UNDO_OPTIONS.get(game_id))
    rng = random.Random(7)
    taken_back = []

    def choose(scene):
        legal = scene.session.legal_actions()
        if not taken_back and scene.can_undo():  # the first decision that can be taken back is
            undone = scene.session.log[-1].value
            scene.undo()
            settle(scene.app)
            legal = scene.session.legal_actions()
            if undone in legal and len(legal) > 1:
                legal.remove(undone)  # and another is taken in its place
            taken_back.append(undone)
        return legal[rng.randrange(len(legal))]

    for _ in range(12):
        app, scene = on_screen(stores[seat], link, layout)
        assert scene.session.current == seat and scene.human_to_move()
        card = play_until_card(app, scene, choose)
        assert card.title in ("Your turn is done", "Game over")
        sent = Device(stores[seat]).load(scene.bylink_opened.key).outbox
        run = bylink.decode(sent)
        assert run.game.decisions == screen_decisions(scene.session)
        friend = Device(stores[1 - seat]).open(sent)  # the friend's device accepts it: the same game
        assert [e.value for e in friend.run.session.log] == [e.value for e in scene.session.log]
        if taken_back or run.finished:
            break
        seat, link = run.device, sent
    assert taken_back, "no decision could be taken back inside a turn"


def test_nothing_of_another_device_or_after_the_leg_is_taken_back():
    """Exactly! keeps a move open until the next roll: the friend's last move is not this device's to
    take back, nor is this device's own once its link is made."""
    stores, seat, link = first_turn("exactly")
    app, scene = on_screen(stores[seat], link, "standard")
    assert scene.session.log and not scene.bylink_pending
    assert not scene.can_undo()
    before = list(scene.session.log)
    scene.undo()
    assert scene.session.log == before and scene.message


@functools.cache  # both layouts play the same game: its storages are copied before each use
def whole_game_with_snapshots(game_id):
    """A whole game by links, each device's turn played by a computer as ``--link --autoplay`` does:
    (each link with the storage of the device it went to, as it was before, the last result)."""
    stores = [MemoryStorage(), MemoryStorage()]
    result = bylink_cli.start(Device(stores[0]), game_id, SEATS, SHORT.get(game_id))
    legs = []
    while not result["finished"]:
        seat = result["to_move"]
        legs.append((seat, result["next_link"], storage_copy(stores[seat])))
        result = bylink_cli.take_turn(Device(stores[seat]), result["next_link"])
    return legs, result, stores


@pytest.mark.parametrize(("game_id", "layout"), CASES)
def test_the_end_of_a_game_by_link_on_screen(game_id, layout, monkeypatch):
    """The last turn played on screen with the same decisions as the computer's: the game ends, the
    card sends the last link (never the game's own results, saves or statistics), then the results
    by link (counted once); the friend's device reads the same winners and shows the end read-only."""
    from game import webenv

    monkeypatch.setattr(webenv, "copy_native", lambda text: True)
    legs, result, stores = whole_game_with_snapshots(game_id)
    seat, link, before = legs[-1]
    before, friend_store = storage_copy(before), storage_copy(stores[1 - seat])
    app, scene = on_screen(before, link, layout)
    leg_key = scene.bylink_opened.run.key

    def same_as_the_computer(scene):
        session = scene.session
        count = sum(1 for e in session.log if e.kind == "a")
        level = scene.bylink_opened.run.game.seats[session.current].level
        agent = games.make_agent(game_id, session.current, level, bylink_cli.ai_seed(leg_key, count))
        return agent.choose(session.state)

    card = play_until_card(app, scene, same_as_the_computer)
    assert card.title == "Game over" and scene.session.is_over
    assert app.finished_result is None  # the game by link's card, not the game's results screen
    last = Device(before).load(scene.bylink_opened.key).outbox
    assert bylink.decode(last).finished
    card.form.widgets[0].activate()  # Send
    app.stack.apply_pending()
    app.stack.top.form.widgets[0].activate()  # OK: on to the results by link
    app.stack.apply_pending()
    until_results(app)
    assert app.finished_result is None  # the results by link, not the game's own finish
    assert app.settings.stats[game_id]["games"] == 1
    kept = Device(before).load(scene.bylink_opened.key)
    assert kept.outbox == last and kept.sent and kept.counted  # still there to send again
    friend = Device(friend_store).open(last)
    assert friend.status == "finished" and friend.run.session.outcome().winners == result["winners"]
    app2, view = on_screen(friend_store, last, layout)
    frames(app2, 60)
    assert not view.human_to_move() and app2.finished_result is None


@pytest.mark.parametrize("how", ["deleted", "cut", "moved on"])
def test_a_record_deleted_or_cut_while_its_game_is_open_stops_play(how):
    stores, seat, link = first_turn("farkle")
    app, scene = on_screen(stores[seat], link, "standard")
    key_ = record_key(scene.bylink_opened.key)
    if how == "deleted":
        stores[seat].remove(key_)
    elif how == "cut":
        stores[seat].write(key_, stores[seat].read(key_)[:40])
    else:  # the same turn played to its end in another window: its link is made, and it stays
        other = Device(stores[seat])
        moved = bylink_cli.play_leg(other, other.load(scene.bylink_opened.key)).outbox
    scene.perform(scene.session.legal_actions()[0])
    for _ in range(300):
        frames(app)
        if isinstance(app.stack.top, ConfirmScene):
            break
    top = app.stack.top
    assert isinstance(top, ConfirmScene) and top.title == "This game cannot go on here"
    assert "\n" not in top.body and not top.body.startswith("link.err")
    assert not scene.human_to_move() and not scene.agents  # nobody's seat can be moved here now
    moves = sum(1 for e in scene.session.log if e.kind == "a")
    top.form.widgets[-1].activate()  # OK: to the title
    frames(app, 30)
    assert sum(1 for e in scene.session.log if e.kind == "a") == moves
    assert app.stack.top.name == "title" and app.finished_result is None
    if how == "moved on":
        assert Device(stores[seat]).load(scene.bylink_opened.key).outbox == moved  # not written over


def test_farkle_the_friend_receives_the_bank_the_screen_shows():
    """Ana keeps, takes it back, keeps something else and banks: Ben's device gets that bank."""
    stores, seat, link = first_turn("farkle")
    app, scene = on_screen(stores[seat], link, "standard")
    session = scene.session
    undone = []

    def choose(scene):
        legal = session.legal_actions()
        keeps = [a for a in legal if a[0] == "keep"]
        if not undone and len(keeps) > 1:
            scene.perform(keeps[0])
            settle(app)
            scene.undo()
            settle(app)
            undone.append(keeps[0])
            return keeps[-1]  # the most dice: another turn total than the one taken back
        return ("bank",) if ("bank",) in legal else ("roll",) if ("roll",) in legal else keeps[-1]

    card = play_until_card(app, scene, choose)
    assert card.title == "Your turn is done" and undone
    shown = session.rules.scores(session.state)[seat]
    sent = Device(stores[seat]).load(scene.bylink_opened.key).outbox
    ben = Device(stores[1 - seat]).open(sent)
    assert ben.run.session.rules.scores(ben.run.session.state)[seat] == shown


def from_the_list(storage, layout="standard"):
    """The game reopened as "My games by link" does (a reload, a closed tab)."""
    from game.scenes.bylink_play import show

    app = make_app(storage=storage, layout=layout)
    device = Device(storage)
    show(app, device, device.games()[0])
    return game_on_top(app)


@pytest.mark.parametrize("game_id", ["farkle", "starrows"])
def test_a_turn_closed_twice_in_mid_turn_still_replays(game_id):
    """Closed after some decisions, reopened, more decisions, closed and reopened again: the game
    stands where the screen left it each time, and the turn's link opens on the friend's device."""
    stores, seat, link = first_turn(game_id)
    app, scene = on_screen(stores[seat], link, "standard")
    rng = random.Random(3)
    shown = []
    for _ in range(3):  # two decisions, then closed (a new app on the same data)
        for _ in range(2):
            settle(app)
            if not scene.human_to_move():
                break
            legal = scene.session.legal_actions()
            scene.perform(legal[rng.randrange(len(legal))])
        settle(app)
        if not scene.human_to_move():
            break
        shown = [(e.kind, e.value) for e in scene.session.log]
        app, scene = from_the_list(stores[seat])
        assert [(e.kind, e.value) for e in scene.session.log] == shown and scene.human_to_move()
    assert shown, "the turn ended before it could be closed"
    play_until_card(
        app, scene, lambda s: s.session.legal_actions()[rng.randrange(len(s.session.legal_actions()))]
    )
    sent = Device(stores[seat]).load(scene.bylink_opened.key).outbox
    assert bylink.decode(sent).game.decisions == screen_decisions(scene.session)
    assert Device(stores[1 - seat]).open(sent).run.session.log == scene.session.log
