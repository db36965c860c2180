"""The presentation contract shared by every game scene: nothing on screen runs ahead of its animation.

Scenes are driven headless at normal speed with scripted dice, frame by frame,
so the tests see what a player sees between two events.
"""

import importlib
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import anim, games, i18n  # noqa: E402
from game.app import App  # noqa: E402
from game.scenes.shared.fx import Effects  # noqa: E402
from game.scenes.shared.log import Entry, LogPanel, SeatRef  # noqa: E402
from game.session import Seat  # noqa: E402
from tests import uidriver  # noqa: E402
from tests.uidriver import game_app  # noqa: E402

DT = 1 / 60


def make_app(game="farkle", seats=None, speed="normal", variants=None) -> App:
    return game_app(
        game, seats or [Seat("human", "Ana"), Seat("ai", "", "easy")], speed=speed, variants=variants
    )


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def rig(scene, rolls):
    """The session's next chance outcomes are these rolls (then its own seeded ones)."""
    uidriver.rig(scene, rolls, lambda roll: ("dice", roll))


def settle(app, limit=2000):
    for _ in range(limit):
        app.step(DT, [])
        if not app.stack.top.busy:
            break
    app.step(DT, [])


# --- every event has an animation ----------------------------------------------------------------
@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_every_event_type_has_an_animation_or_is_declared_silent(game_id):
    rules = games.rules_for(game_id)
    scene_cls = importlib.import_module(f"game.scenes.{game_id}").SCENE
    assert rules.event_types, f"{game_id} declares no event types"
    animated, silent = set(scene_cls.ANIMATIONS), set(scene_cls.SILENT)
    assert not animated & silent, "an event is either animated or silent, not both"
    missing = rules.event_types - animated - silent
    assert not missing, f"{game_id}: events with no animation and not declared silent: {sorted(missing)}"
    assert not (animated | silent) - rules.event_types, "animations for events the rules never emit"
    for method in scene_cls.ANIMATIONS.values():
        assert callable(getattr(scene_cls, method, None)), f"{game_id}: {method} does not exist"


def test_an_unknown_event_is_reported_not_silently_dropped(caplog):
    app = make_app()
    scene = app.stack.top
    with caplog.at_level("WARNING"):
        scene.animate({"type": "no_such_event"})
    assert "no_such_event" in caplog.text


# --- Farkle: the log, the header and the buttons wait for the dice --------------------------------
def test_no_log_line_for_a_roll_until_its_dice_have_settled():
    app = make_app()
    scene = app.stack.top
    rig(scene, [(1, 2, 3, 4, 6, 6)])
    settle(app)
    assert scene.human_to_move()
    app.step(DT, [key(pygame.K_RETURN)])  # roll
    seen_in_air = False
    for _ in range(400):
        app.step(DT, [])
        rolled = any("rolled" in t for t in scene.log.texts())
        in_air = any(not d.settled for d in scene.tray)
        seen_in_air |= in_air
        if in_air:
            assert not rolled, "the log told the roll while the dice were still in the air"
            assert not scene.roll_button.enabled and not scene.human_to_move()
        if rolled:
            break
    assert seen_in_air and rolled
    assert all(d.settled for d in scene.tray)


def test_header_names_the_next_player_only_after_the_turn_has_been_shown():
    app = make_app()
    scene = app.stack.top
    rig(scene, [(2, 3, 4, 4, 6, 6)])  # a farkle on the first roll: the turn passes to the computer
    settle(app)
    assert "Ana" in scene.status_line()
    app.step(DT, [key(pygame.K_RETURN)])
    app.step(DT, [])
    assert scene.session.current in (1, -1)  # the session has moved on (or is rolling for seat 1)
    frames_with_ana = 0
    for _ in range(600):
        app.step(DT, [])
        if not scene.busy:
            break
        status = scene.status_line()
        if "Ana" in status:
            frames_with_ana += 1
            assert not any("Easy 2" in t and "turn" in t for t in scene.log.texts()[-1:])
        elif "Easy 2" in status:
            # the header moved on: the farkle banner and the turn change have been shown by now
            assert any("Farkle" in t for t in scene.log.texts())
            break
    assert frames_with_ana > 20, "the header should name Ana while her farkle is shown"


def test_the_first_player_is_announced_and_the_header_never_goes_blank_mid_turn():
    app = make_app(seats=[Seat("ai", "", "easy"), Seat("human", "Ana")])
    scene = app.stack.top
    assert scene.log.texts()[0] == "Easy 1 starts."
    for _ in range(300):
        app.step(DT, [])
        assert scene.status_line(), "the header went blank"
        if scene.human_to_move():
            break


# --- the log ---------------------------------------------------------------------------------------
def test_log_renders_in_the_current_language_including_default_names():
    app = make_app(seats=[Seat("human", ""), Seat("ai", "", "hard")])
    scene = app.stack.top
    first = scene.log.texts()[0]
    assert first == "Player 1 starts."
    i18n.set_language("de")
    assert scene.log.texts()[0] == "Spieler 1 beginnt."
    assert scene.status_line() == "Spieler 1, du bist dran"


def test_log_shows_the_newest_entry_uses_the_panel_and_scrolls_back():
    pygame.init()
    panel = LogPanel(lambda seat: f"Seat {seat}")
    for i in range(60):
        panel.add(Entry("game.log.starts", {"player": SeatRef(i)}))
    surface = pygame.Surface((1280, 720))
    rect = pygame.Rect(0, 0, 400, 300)
    panel.draw(surface, rect)
    window = panel.window()
    assert window[-1][0] == "Seat 59 starts."
    assert len(window) == panel.visible_rows(rect) >= 10  # the whole height is used
    panel._mouse = rect.center
    panel.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    assert panel.scroll == 6 and panel.window()[-1][0] == "Seat 53 starts."
    panel.handle(key(pygame.K_HOME))
    assert panel.window()[0][0] == "Seat 0 starts."
    panel.handle(key(pygame.K_END))
    assert panel.window()[-1][0] == "Seat 59 starts."
    panel.handle(key(pygame.K_PAGEUP))
    assert panel.scroll > 0
    panel.add(Entry("game.undone"))  # news scrolls back to the newest line
    assert panel.scroll == 0 and panel.window()[-1][0] == "Move taken back."


def test_continue_rebuilds_the_whole_log_from_the_save():
    app = make_app(seats=[Seat("ai", "", "easy"), Seat("ai", "", "hard")], speed="instant")
    scene = app.stack.top
    for _ in range(40):
        app.step(DT, [])
    for _ in range(600):  # a computer's move may still be on its way to the screen (thinking has a
        if scene.caught_up:  # wall-time cap): the live log shows what has landed, the save has it all
            break
        app.step(DT, [])
    lines = scene.log.texts()
    assert len(lines) > 5 and scene.caught_up
    again = type(scene)(app, scene.session)
    again.enter()
    assert again.log.texts() == lines


# --- effects: labels never overlap, banners wait their turn -----------------------------------
def test_floating_labels_never_overlap():
    pygame.init()
    animator = anim.Animator(1.0)
    fx = Effects(animator, (640, 300))
    for _ in range(5):
        fx.float_label("+150", (400, 400))
    rects = [f.rect() for f in fx.floats]
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.colliderect(b)


def test_hurrying_never_skips_a_waiting_step():
    animator = anim.Animator(1.0)
    gate = {"open": False}
    done = []
    animator.timeline.wait(1.0).until(lambda: gate["open"]).call(lambda: done.append(1))
    animator.update(DT)
    animator.finish_all()
    assert not done and animator.timeline.waiting
    gate["open"] = True
    animator.update(DT)
    assert done == [1]


def test_log_numbers_follow_the_language_like_the_scoreboards():
    entry = Entry("farkle.log.banked", {"player": SeatRef(0), "points": 1150, "total": 5650})
    assert entry.text(lambda s: "Ana") == "Ana banks 1,150 and now has 5,650."
    i18n.set_language("de")
    assert "1.150" in entry.text(lambda s: "Ana") and "5.650" in entry.text(lambda s: "Ana")


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_the_log_told_live_is_the_log_rebuilt_from_the_save(game_id):
    """Every line a game logs while it is played reads the same when the log is rebuilt by replaying
    (Continue, undo), up to and including the final line (a solo game's turn count, say)."""
    rules = games.rules_for(game_id)
    seats = [Seat("ai", "", "easy") for _ in range(rules.min_players)]
    app = make_app(game_id, seats=seats, speed="instant")
    scene = app.stack.top
    for _ in range(20_000):
        app.step(DT, [])
        if scene.finished:
            break
    assert scene.finished, "the computer game did not finish"
    live = scene.log.texts()
    if len(seats) == 1 and game_id in ("farkle", "starrows"):  # solo games scored in turns: the last
        # line says how many turns the game took, all of them
        assert f" {scene.session.turns()} " in f" {live[-1]} ", live[-1]
    again = type(scene)(app, scene.session)
    again.enter()
    assert again.log.texts() == live


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("en", "Ana has a €1 piece and wins!", "Ana has 2\u00a0€1 pieces and wins!"),
        ("de", "Ana hat ein 1-€-Stück und gewinnt!", "Ana hat 2 1-€-Stücke und gewinnt!"),
    ],
)
def test_a_counted_log_line_takes_its_form_from_the_number_in_its_parameters(lang, one, two):
    """Exactly!'s last line said "Medium 2 has 1 €1 pieces and wins!": the count became text first."""
    i18n.set_language(lang)
    try:
        line = Entry("exactly.log.game_over", {"winner": SeatRef(0), "target": 1}, seat=0)
        assert line.text(lambda seat: "Ana") == one
        line = Entry("exactly.log.game_over", {"winner": SeatRef(0), "target": 2}, seat=0)
        assert line.text(lambda seat: "Ana") == two
    finally:
        i18n.set_language("en")
