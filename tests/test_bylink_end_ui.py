"""Games by link on screen as first-class games (issue 37): the results screen with statistics and a
rematch by link, the list of all games (scrolls; Send again, Resign, Delete), and the way on from a
link that does not fit (a forgery or a fork). ``SHOTS=DIR`` saves the screens as PNG."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from game import bylink, bylink_cli, theme
from game.bylink import LinkSeat
from game.bylink_store import Device
from game.scenes.bylink_list import ByLinkListScene
from game.scenes.confirm import ConfirmScene
from game.storage import MemoryStorage
from tests.bylink_driver import open_on_screen, until_results
from tests.uidriver import frames, make_app

SEATS = [LinkSeat("me", "Ana"), LinkSeat("friend", "Ben")]


def shot(app, name: str) -> None:
    folder = os.environ.get("SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        frames(app, 3)
        app.draw() if hasattr(app, "draw") else None
        pygame.image.save(app.screen, str(Path(folder) / f"{name}.png"))


def finished_game(game_id="farkle", options=None):
    """A whole game by links between Ana's and Ben's devices, played by computers; returns (Ana's
    storage, Ben's storage, the last link, who sent it)."""
    ana, ben = Device(MemoryStorage()), Device(MemoryStorage())
    devs = [ana, ben]
    result = bylink_cli.start(ana, game_id, [SEATS_CLI[0], SEATS_CLI[1]], options)
    result = bylink_cli.take_turn(ben, result["next_link"])
    while not result["finished"]:
        sender = result["to_move"]
        result = bylink_cli.take_turn(devs[sender], result["next_link"])
    last = result["next_link"]
    return ana.storage, ben.storage, last, result["seat"]


def _seats_cli():
    from game.session import Seat

    return [Seat("human", "Ana", "easy"), Seat("human", "Ben", "easy")]


SEATS_CLI = _seats_cli()


SHORT = {"farkle": {"limit": 2000}, "exactly": {"target": 1}}  # shorter games, same screens
RESULTS = [
    ("farkle", "standard", "en"),
    ("farkle", "compact", "de"),
    ("buttons", "compact", "en"),
    ("chains", "standard", "de"),
    ("exactly", "compact", "de"),
    ("starrows", "standard", "en"),
]


@pytest.mark.parametrize(("game_id", "layout", "lang"), RESULTS)
def test_a_finished_game_by_link_has_results_with_statistics_and_a_rematch_by_link(game_id, layout, lang):
    ana, ben, last, sender = finished_game(game_id, SHORT.get(game_id))
    receiver = ben if sender == 0 else ana
    app = open_on_screen(receiver, last, layout, lang)
    results = until_results(app)
    assert app.settings.stats[game_id]["games"] == 1
    assert any("1" in line for line in results.stats)  # the game's own statistics, this game counted
    shot(app, f"results_{game_id}_{layout}_{lang}")
    # opened again: shown again, never counted twice
    again = until_results(open_on_screen(receiver, last, layout, lang))
    assert again.app.settings.stats[game_id]["games"] == 1
    # Rematch by link: a new game with the same players, this device the starter
    results.rematch()
    app.stack.apply_pending()
    assert isinstance(app.stack.top, ConfirmScene)
    games = Device(receiver).games()
    new = next(o for o in games if not o.run.finished)
    me = 1 if sender == 0 else 0
    assert [s.kind for s in new.run.game.seats] == ["me" if i == me else "friend" for i in range(2)]
    assert [s.name for s in new.run.game.seats] == ["Ana", "Ben"]
    assert new.run.game.config == bylink.game_of(last).config


def many_games(n):
    storage = MemoryStorage()
    device = Device(storage)
    for _ in range(n):
        device.start("farkle", SEATS, {"limit": 2000})
    return storage


@pytest.mark.parametrize(
    ("layout", "lang"), [("standard", "en"), ("compact", "en"), ("standard", "de"), ("compact", "de")]
)
def test_the_list_shows_every_game_and_scrolls(layout, lang):
    storage = many_games(9)
    app = make_app(storage=storage, layout=layout, lang=lang)
    scene = ByLinkListScene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    assert scene.scrolls() and scene.rows < 9
    shot(app, f"list_{layout}_{lang}")
    seen = set()
    for _ in range(5):
        seen |= {o.key for o in scene.games[scene.top : scene.top + scene.rows]}
        frames(app, 1, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])
    assert len(seen) == 9 and scene.top == 9 - scene.rows
    labels = [w.label() if callable(w.label) else w.label for w in scene.form.widgets]
    assert sum(label.startswith("Farkle") for label in labels) == scene.rows
    # as many rows as the screen holds (never a fixed number): all on it, no room for one more
    rows = sorted((w.rect for w in scene.form.widgets if callable(w.label) and w.label().startswith("Farkle")),
                  key=lambda r: r.y)  # fmt: skip
    step = rows[1].y - rows[0].y
    assert rows[-1].bottom <= theme.HEIGHT and rows[-1].bottom + step > theme.HEIGHT - 24


def test_send_again_resign_and_delete_from_the_list():
    ana, ben = Device(MemoryStorage()), Device(MemoryStorage())
    invite = ana.start("farkle", SEATS, {"limit": 2000}).outbox
    back = ben.open(invite).outbox
    sent = bylink_cli.play_leg(ana, ana.open(back))
    ana.mark_sent(sent.key)  # sent once; Ben's answer has not come
    app = make_app(storage=ana.storage)
    scene = ByLinkListScene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    labels = {w.label(): w for w in scene.form.widgets if callable(w.label)}
    assert "Send again" in labels and "Resign" in labels
    labels["Resign"].activate()
    app.stack.apply_pending()
    assert app.stack.top.title == "Resign this game?"
    app.stack.top.form.widgets[0].activate()  # Resign
    app.stack.apply_pending()
    assert app.stack.top.title == "You resigned"
    resigned = ana.load(sent.key)
    assert resigned.status == "resigned" and resigned.outbox
    assert ben.open(resigned.outbox).status == "resigned"  # Ben's device checks and shows it
    app = make_app(storage=ana.storage)
    scene = ByLinkListScene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    labels = {w.label(): w for w in scene.form.widgets if callable(w.label)}
    assert "Ana resigned" in " ".join(labels) and "Delete" in labels and "Resign" not in labels
    labels["Delete"].activate()
    app.stack.apply_pending()
    app.stack.top.form.widgets[0].activate()  # Delete
    app.stack.apply_pending()
    assert ana.games() == [] and scene.games == []
    assert "a copy was kept" in app.toast.text()


def forked():
    """Ben's device plays his turn, and a copy of its data plays the same turn differently (a fork,
    as a restored copy or a cheat would): (Ana's device, Ben's link, the fork). The secrets are
    fresh each time: a game that ends in that turn, or a turn with nothing to choose (both copies
    play it alike), is dealt again."""
    for _ in range(40):
        ana, honest, other = _forked()
        if not honest.run.finished and other.outbox != honest.outbox:
            ana.open(honest.outbox)
            return ana, honest, other
    raise AssertionError("every game ended at once")


def _forked():
    ana, ben = Device(MemoryStorage()), Device(MemoryStorage())
    invite = ana.start("farkle", SEATS, {"limit": 2000}).outbox
    back = ben.open(invite).outbox
    sent = bylink_cli.play_leg(ana, ana.open(back))
    twin = Device(MemoryStorage())
    twin.storage.data = dict(ben.storage.data)
    honest = bylink_cli.play_leg(ben, ben.open(sent.outbox))
    other = twin.open(sent.outbox)
    while other.status == "your_move":
        other = twin.act(other.key, len(other.run.legal()) - 1, other)
    return ana, honest, other


def test_a_fork_names_the_seat_whose_moves_differ():
    ana, honest, fork = forked()
    with pytest.raises(bylink.LinkError) as caught:
        ana.open(fork.outbox)
    assert caught.value.key == "link.err.diverged" and caught.value.seat == 1
    assert "Ben" in bylink.explain(caught.value)
    assert ana.load(honest.key).run.game.decisions == bylink.game_of(honest.outbox).decisions


@pytest.mark.parametrize(("layout", "lang"), [("standard", "en"), ("compact", "de")])
def test_a_link_that_does_not_fit_says_whose_part_and_offers_a_way_on(layout, lang):
    ana, honest, fork = forked()
    app = open_on_screen(ana.storage, fork.outbox, layout, lang)
    top = app.stack.top
    assert isinstance(top, ConfirmScene) and "Ben" in top.body
    shot(app, f"forked_{layout}_{lang}")
    labels = [w.label for w in top.form.widgets]
    assert len(labels) == 3  # Resign, Delete, OK
    top.form.widgets[0].activate()  # Resign: asked first
    app.stack.apply_pending()
    app.stack.top.form.widgets[0].activate()
    app.stack.apply_pending()
    assert ana.load(honest.key).status == "resigned"


@pytest.mark.parametrize(("game_id", "warned"), [("farkle", True), ("buttons", True), ("chains", False)])
@pytest.mark.parametrize(("layout", "lang"), [("standard", "en"), ("compact", "de")])
def test_play_by_link_says_what_links_cannot_protect(game_id, warned, layout, lang, monkeypatch):
    """Where "Play by link" is chosen for Farkle and Buttons, one line says that a friend who reads
    the link's code can see their own next rolls; the invitation card says it again."""
    from game.i18n import tr
    from game.scenes.setup import SetupScene

    app = make_app(layout=layout, lang=lang)
    setup = SetupScene(app, game_id)
    app.stack.push(setup)
    app.stack.apply_pending()
    setup.kinds[1], setup.names[1] = "human", "Ben"
    setup.build()
    from game import theme

    drawn = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda surf, t, *a, **k: drawn.append(t) or real(surf, t, *a, **k))
    app.redraw()
    frames(app, 3)
    monkeypatch.setattr(theme, "text", real)
    line = tr("bylink.trust")
    assert any(part and part in line and len(part) > 20 for part in drawn) == warned
    shot(app, f"setup_{game_id}_{layout}_{lang}")
    [
        w
        for w in setup.form.widgets
        if callable(getattr(w, "label", None)) and w.label() == tr("bylink.start")
    ][0].activate()
    app.stack.apply_pending()
    assert (line in app.stack.top.body) == warned


def test_the_last_mover_sends_the_last_link_then_sees_the_results(monkeypatch):
    from game import webenv

    ana, ben, last, sender = finished_game("farkle", {"limit": 2000})
    storage = ana if sender == 0 else ben
    monkeypatch.setattr(webenv, "copy_native", lambda text: True)
    app = make_app(storage=storage)
    device = Device(storage)
    from game.scenes.bylink_play import show

    show(app, device, device.games()[0])  # the game over, its last link still to send
    app.stack.apply_pending()
    card = app.stack.top
    assert isinstance(card, ConfirmScene) and card.title == "Game over"
    card.form.widgets[0].activate()  # Send
    app.stack.apply_pending()
    app.stack.top.form.widgets[0].activate()  # OK: on to the results
    app.stack.apply_pending()
    until_results(app)
    assert app.settings.stats["farkle"]["games"] == 1
    over = Device(storage).games()[0]
    assert over.outbox == last.split("#m=")[-1] and over.sent  # the friend may not have it yet: Send again
    from game.scenes.bylink_list import actions

    assert actions(over) == ["delete", "send_again"]
