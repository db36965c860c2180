"""Whole journeys through the real scenes with synthetic mouse and keyboard input."""

import pygame
import pytest

from game import games
from game.i18n import tr
from game.scenes.base import GameScene
from game.scenes.results import ResultsScene
from game.scenes.setup import SEAT_KINDS, SetupScene
from game.scenes.title import TitleScene
from game.scenes.title_cards import GameCard
from game.ui import Choice
from tests.uidriver import FullStorage, _label, button, click, frames, key, make_app, settle, widget


def run_until(app, predicate, limit=20000):
    for _ in range(limit):
        if predicate():
            return True
        frames(app)
    return predicate()


def play_until_logged(app, game, n: int) -> None:
    """Let the human take the first legal action whenever it is their turn, until the log has ``n`` entries."""

    def done():
        if len(game.session.log) >= n and game.human_to_move():
            return True
        if game.human_to_move():
            game.perform(game.session.legal_actions()[0])
        return False

    assert run_until(app, done, 3000)


def make_seats_computers(app, scene):
    """Click each human seat's right arrow once: human -> computer (easy)."""
    for w in list(scene.form.widgets):
        if isinstance(w, Choice) and w.values == list(SEAT_KINDS) and w.get() == "human":
            left, right = w.arrow_rects()
            click(app, right.center)


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_mouse_journey_title_setup_game_results_rematch(game_id):
    app = make_app(seed=11)
    assert isinstance(app.stack.top, TitleScene)
    card = widget(app, lambda w: isinstance(w, GameCard) and w.game_id == game_id)
    click(app, card.rect.center)
    settle(app)
    scene = app.stack.top
    assert isinstance(scene, SetupScene) and scene.game_id == game_id
    make_seats_computers(app, scene)
    assert all(k != "human" for k in scene.kinds[: scene.count])
    click(app, button(app, tr("setup.start")).rect.center)
    frames(app, 2)
    game = app.stack.scenes[0]
    assert isinstance(game, GameScene) and game.session.game_id == game_id
    assert game.session.seed == 11  # seeded: a failure reproduces
    first_session = game.session
    assert run_until(app, lambda: isinstance(app.stack.top, ResultsScene))
    settle(app)
    assert app.finished_result["finished"] and app.finished_result["winners"]
    assert app.settings.stats[game_id]["games"] == 1
    assert app.storage.read(f"autosave.{game_id}") is None  # a finished game is not offered as Continue
    assert app.saved_games() == {}
    click(app, button(app, tr("results.rematch")).rect.center)
    frames(app, 2)
    top = app.stack.scenes[0]
    assert isinstance(top, GameScene) and top.session is not first_session
    assert top.session.seats == first_session.seats and top.session.config == first_session.config


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_keyboard_only_journey(game_id):
    app = make_app(lang="de", seed=12)
    index = games.GAME_IDS.index(game_id)
    for _ in range(index * 2):  # each card has two controls: Play and How to play
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    settle(app)
    scene = app.stack.top
    assert isinstance(scene, SetupScene) and scene.game_id == game_id
    # the focus starts on "Start": Tab around to seat 1 (after the player-count choice) and pick a computer
    key(app, pygame.K_TAB)  # wraps to the first widget: player count
    key(app, pygame.K_TAB)  # seat 1 token (colour + shape)
    key(app, pygame.K_RETURN)
    assert scene.styles[0] not in scene.styles[1 : scene.count]
    key(app, pygame.K_TAB)  # seat 1 kind
    key(app, pygame.K_RIGHT)
    assert scene.kinds[0] == "easy"
    key(app, pygame.K_LEFT)
    assert scene.kinds[0] == "human"  # seat 1 stays human, seat 2 is a computer
    scene.form.focus = len(scene.form.widgets) - 1
    key(app, pygame.K_RETURN)
    settle(app)
    game = app.stack.top
    assert isinstance(game, GameScene)
    assert game.session.seats[0].style == scene.styles[0] != 0
    key(app, pygame.K_ESCAPE)
    settle(app)
    assert app.stack.top.name == "pause"
    key(app, pygame.K_ESCAPE)
    settle(app)
    assert app.stack.top is game


def continue_button(app, game_id):
    """The Continue button on a game's title card."""
    return widget(
        app,
        lambda w: (
            getattr(w, "game_id", None) == game_id
            and hasattr(w, "label")
            and _label(w) == tr("title.continue")
        ),
    )


def test_continue_resumes_the_autosave():
    app = make_app(seed=13)
    storage = app.storage
    game_id = games.GAME_IDS[0]
    card = widget(app, lambda w: isinstance(w, GameCard) and w.game_id == game_id)
    click(app, card.rect.center)
    settle(app)
    click(app, button(app, tr("setup.start")).rect.center)  # human vs computer
    settle(app)
    game = app.stack.top
    play_until_logged(app, game, 3)
    moves = len(game.session.log)
    key(app, pygame.K_ESCAPE)
    settle(app)
    click(app, button(app, tr("pause.menu")).rect.center)
    settle(app)
    assert isinstance(app.stack.top, TitleScene)
    assert storage.read(f"autosave.{game_id}") is not None
    app2 = make_app(storage=storage)
    cont = continue_button(app2, game_id)
    click(app2, cont.rect.center)
    settle(app2)
    resumed = app2.stack.top
    assert isinstance(resumed, GameScene)
    assert len(resumed.session.log) == moves >= 3  # the game really had moves, and all came back
    assert resumed.session.state == game.session.state and resumed.session.seed == 13


def test_a_game_of_another_kind_never_replaces_a_game_in_progress():
    app = make_app(seed=14)
    first, second = games.GAME_IDS[:2]
    for game_id in (first, second):
        app.go_title()
        settle(app)
        click(app, widget(app, lambda w, g=game_id: isinstance(w, GameCard) and w.game_id == g).rect.center)
        settle(app)
        click(app, button(app, tr("setup.start")).rect.center)
        settle(app)
        game = app.stack.top
        play_until_logged(app, game, 2)
    app.go_title()
    settle(app)
    assert set(app.saved_games()) == {first, second}
    for game_id in (first, second):
        assert continue_button(app, game_id).enabled


def test_corrupt_autosave_gives_a_message_and_is_kept():
    from game.storage import MemoryStorage

    storage = MemoryStorage()
    broken = '{"schema": 1, "game": "farkle", "log": [["a", 0, ["bank"]]]'
    storage.write("autosave.farkle", broken)
    app = make_app(storage=storage)
    assert app.notice == "err.save_corrupt"
    assert [storage.read(k) for k in storage.keys_aside("autosave.farkle")] == [broken]
    frames(app, 3)
    click(app, (640, 400))  # any click dismisses the notice
    assert app.notice is None


def test_settings_persist_and_switch_language():
    app = make_app()
    click(app, button(app, tr("title.settings")).rect.center)
    settle(app)
    lang = widget(app, lambda w: isinstance(w, Choice))
    assert app.stack.top.form.focused is lang  # the first row has the focus
    key(app, pygame.K_RIGHT)
    assert app.settings.language == "de"
    assert tr("title.settings") == "Einstellungen"
    saved = app.storage.read("settings")
    assert '"language":"de"' in saved
    key(app, pygame.K_ESCAPE)
    settle(app)
    assert isinstance(app.stack.top, TitleScene)


def _finished_session(seed: int, game_id: str = "chains", seats=None):
    """A game played to its end by random choices (a human and an easy computer, unless ``seats``)."""
    import random

    from game.session import Seat, Session

    rules = games.rules_for(game_id)
    seats = seats or [Seat("human", "Ana"), Seat("ai", "Bo", "easy")]
    session = Session(game_id, rules.default_config(len(seats)), list(seats), seed)
    rng = random.Random(seed)
    while not session.is_over:
        if session.at_chance:
            session.resolve_chance()
        else:
            legal = session.legal_actions()
            session.act(legal[rng.randrange(len(legal))])
    return session


def test_two_copies_running_at_once_count_every_finished_game():
    """Two copies of the game share one store (two browser tabs, two windows): each counts
    its finished games onto what is stored, and a settings change in one copy does not
    undo the other's counts."""
    import json

    from game.storage import MemoryStorage

    storage = MemoryStorage()
    first, second = make_app(storage=storage), make_app(storage=storage)
    first.finish_game(_finished_session(1))
    second.finish_game(_finished_session(2))
    first.finish_game(_finished_session(3))
    assert json.loads(storage.read("settings"))["stats"]["chains"]["games"] == 3
    second.settings.volume = 0.3  # a setting changed in the copy that has not seen game 3
    second.save_settings()
    stored = json.loads(storage.read("settings"))
    assert stored["volume"] == 0.3 and stored["stats"]["chains"]["games"] == 3
    assert second.settings.stats["chains"]["games"] == 3


def test_a_count_that_could_not_be_written_is_written_later():
    """A full disk at the end of a game: the player is told, and the count is not lost by
    the next save taking the stored (older) statistics."""
    import json

    storage = FullStorage(full=False)
    app = make_app(storage=storage)
    app.finish_game(_finished_session(1))
    storage.full = True
    app.finish_game(_finished_session(2))
    assert app.notice == "err.save_failed"
    storage.full = False
    app.settings.hints = False
    assert app.save_settings()
    assert json.loads(storage.read("settings"))["stats"]["chains"]["games"] == 2
