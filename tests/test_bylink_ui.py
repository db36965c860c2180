"""Games by link on screen: opening a link continues at this device's turn, the card after the
turn, the read-only view of a game that waits for another player, the title's list."""

from __future__ import annotations

import pytest

from game.bylink import LinkSeat
from game.bylink_store import Device
from game.scenes.bylink_play import message
from game.scenes.confirm import ConfirmScene
from game.storage import MemoryStorage
from tests.uidriver import make_app, settle

SEATS = [LinkSeat("me", "Ana"), LinkSeat("friend", "Ben")]


def joined_game():
    """Ana started Farkle by link, Ben joined: (Ana's store, Ben's device, the link back to Ana)."""
    ana, ben = MemoryStorage(), Device(MemoryStorage())
    invite = Device(ana).start("farkle", SEATS, {"limit": 2000}).outbox
    back = ben.open(invite).outbox
    return ana, ben, back


def play_turn(app, scene, limit=400):
    """Ana plays through the scene: roll, keep the first scoring choice, bank, until the card."""
    for _ in range(limit):
        settle(app)
        if isinstance(app.stack.top, ConfirmScene):
            return app.stack.top
        if scene.human_to_move():
            legal = scene.session.legal_actions()
            bank = [a for a in legal if a[0] == "bank"]
            scene.perform(bank[0] if bank else legal[0])
    raise AssertionError("the turn never ended")


@pytest.mark.parametrize("layout", ["standard", "compact"])
def test_a_link_opens_at_my_turn_and_the_card_sends_the_next(layout):
    ana, ben, back = joined_game()
    app = make_app(storage=ana, link=back, layout=layout)
    app.open_game_link()
    app.stack.apply_pending()
    scene = app.stack.top
    settle(app)
    assert scene.session.current == 0 and scene.human_to_move()
    card = play_turn(app, scene)
    assert card.title == "Your turn is done" and "Ben" in card.body
    # what the card sends is a link Ben's device accepts, at Ben's turn
    sent = Device(ana).games()[0].outbox
    assert ben.open(sent).status == "your_move"
    assert message(Device(ana).games()[0]).startswith("Your move in Farkle, Ben")


def test_a_game_waiting_for_another_player_is_read_only():
    ana, ben, back = joined_game()
    app = make_app(storage=ana, link=back)
    app.open_game_link()
    app.stack.apply_pending()
    scene = app.stack.top
    card = play_turn(app, scene)
    card.form.widgets[-1].activate()  # Later
    app.stack.apply_pending()
    again = make_app(storage=ana, link=back)  # her old link: the newer position, waiting for Ben
    again.open_game_link()
    again.stack.apply_pending()
    settle(again)
    assert isinstance(again.stack.top, ConfirmScene)  # the link not yet sent is offered again
    view = again.stack.scenes[-2]
    assert not view.human_to_move() and view.status_line() == "Waiting for Ben"
    assert view.message.startswith("This link is older")


def test_a_refused_link_says_why_in_one_line():
    app = make_app(link="#m=DMnotalink")
    app.open_game_link()
    app.stack.apply_pending()
    top = app.stack.top
    assert isinstance(top, ConfirmScene) and top.title == "This link cannot be opened"
    assert "\n" not in top.body and not top.body.startswith("link.err")


def test_the_title_lists_my_games_by_link():
    ana, ben, back = joined_game()
    Device(ana).open(back)
    from game.scenes.bylink_list import ByLinkListScene, row_text

    app = make_app(storage=ana)
    scene = ByLinkListScene(app)
    assert [row_text(o).split(" · ")[:2] for o in scene.games] == [["Farkle", "your turn"]]


def test_setup_starts_a_game_by_link_with_the_other_players_as_friends():
    from game.scenes.setup import SetupScene

    app = make_app()
    setup = SetupScene(app, "exactly")
    app.stack.push(setup)
    app.stack.apply_pending()
    play_by_link = [w for w in setup.form.widgets if _is_by_link(w)][0]
    assert not play_by_link.enabled  # you and a computer: nobody to send a link to
    setup.set_count(3)
    setup.kinds[1], setup.names[1], setup.kinds[2] = "human", "Ben", "hard"
    setup.build()
    play_by_link = [w for w in setup.form.widgets if _is_by_link(w)][0]
    play_by_link.activate()
    app.stack.apply_pending()
    assert app.stack.top.title == "Invite your friends" and "Ben" in app.stack.top.body
    game = Device(app.storage).games()[0].run.game
    assert [(s.kind, s.name, s.level) for s in game.seats] == [
        ("me", "", "medium"),
        ("friend", "Ben", "medium"),
        ("computer", "", "hard"),
    ]


def _is_by_link(widget) -> bool:
    label = getattr(widget, "label", None)
    return callable(label) and label() == "Play by link"


@pytest.mark.parametrize("layout", ["standard", "compact"])
def test_a_link_at_my_turn_first_replays_what_happened_since_my_last_turn(layout):
    """Ben opens the link after Ana's turn: the game's "Last turn" replay of Ana's turn plays at
    once, with the game's own dice; leaving it comes back to Ben's turn."""
    import pygame

    from game import bylink_cli
    from game.scenes.replay import ReplayMixin
    from tests.uidriver import frames, key

    ana, ben, back = joined_game()
    sent = bylink_cli.play_leg(Device(ana), Device(ana).open(back))  # Ana's turn, played by a computer
    app = make_app(storage=ben.storage, link=sent.outbox, layout=layout)
    app.open_game_link()
    app.stack.apply_pending()
    replay, game = app.stack.top, app.stack.scenes[0]
    assert isinstance(replay, ReplayMixin) and replay.playing
    tape = game.session.log
    assert game.session.current == 1  # Ben's turn, under the replay
    assert replay.position == 0 and replay.total > 0  # from Ana's first decision on
    while replay.speed_index < 4:
        replay.next_speed()  # instant
    for _ in range(150):  # played back, dice and all (the game's own, from its players' secrets)
        frames(app)
        if replay.at_end() and replay.caught_up:
            break
    played = replay.session.log
    assert any(e.kind == "c" for e in played)
    assert [(e.kind, e.value) for e in played] == [(e.kind, e.value) for e in tape]
    key(app, pygame.K_ESCAPE)  # leave: Ben's turn, as it was
    frames(app, 30)
    assert app.stack.top is game and game.human_to_move() and game.session.log == tape


def test_open_a_code_takes_a_game_link_too():
    """Inside itch.io a game link is only ``#m=CODE``: pasted under "Open a code" it opens the game."""
    from game.scenes.code_card import OpenCodeScene

    ana, ben, back = joined_game()
    app = make_app(storage=ana)
    scene = OpenCodeScene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    scene.text = back
    scene.open()
    app.stack.apply_pending()
    settle(app)
    assert app.stack.top.human_to_move()
