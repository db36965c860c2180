"""Frames in which nothing changes are skipped, and the picture is never stale (issue 22).

Every scene is driven with the app's idle skipping on (``app.lazy``): title, setup of each
game, settings, how-to, each game at rest and while it animates (with hover, keyboard
focus, a message that runs out, a toast, the pause menu) and the results. After every
frame that was skipped or drawn only in part, the picture on screen must equal a fresh full
redraw of the same moment (a frame drawn whole is that redraw); and the frames at rest must
really be skipped.
"""

import random

import numpy as np
import pygame
import pytest

from game import games, i18n, ui
from game.notices import SETTINGS_WHAT, Notice
from game.scenes.results import ResultsScene
from game.scenes.shared.coach_panel import EVERYONE
from game.scenes.title import TitleScene
from game.session import Seat
from tests.test_flow import _finished_session
from tests.uidriver import game_app, make_app, sparse_drawing

DT = 1 / 60
CHECK_EVERY = 4  # in a run of skipped frames, the first and every 4th is compared with a full redraw


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    ui.Form.show_focus = False
    yield
    ui.Form.show_focus = False


class Checker:
    """Steps a lazy app frame by frame and compares the screen with a fresh full redraw: every frame
    drawn in part, and of a run of skipped frames the first and every ``CHECK_EVERY``-th (a stale
    picture stays until something redraws it, so a run that goes stale is caught within a few frames;
    comparing every one of them cost this file a full redraw a frame, most of its time)."""

    def __init__(self, app, monkeypatch, tmp_path=None):
        self.app = app
        app.lazy = True
        app.check_rest = True  # a frame a resting scene skips runs in full, and fails if it changed anything
        app.redraw()
        self.now = 0
        monkeypatch.setattr(ui, "ticks", lambda: self.now)  # the text cursor blinks on frame time
        self.tmp_path = tmp_path
        self.drawn = self.skipped = self.partial = 0
        self.skipped_run = 0  # skipped frames since the last one drawn in full or in part
        self._canvas: pygame.Surface | None = None  # the redraw's canvas, kept (see _fresh)

    def frame(self, events=(), what: str = "") -> bool:
        self.now += round(1000 * DT)
        drew = self.app.step(DT, list(events))
        self.app.stack.apply_pending(self.app.screen)
        self.skipped_run = 0 if drew else self.skipped_run + 1
        if drew is True:  # a full redraw: only a skipped or partly drawn frame can be stale
            self.drawn += 1
        else:
            self.skipped += not drew
            self.partial += bool(drew)
            if drew or self.skipped_run % CHECK_EVERY == 1:
                self.compare(what)
        return drew

    def run(self, n: int, what: str = "") -> int:
        """n frames; returns how many were skipped."""
        before = self.skipped
        for _ in range(n):
            self.frame(what=what)
        return self.skipped - before

    def until(self, done, limit: int = 3000, what: str = "") -> None:
        for _ in range(limit):
            if done():
                return
            self.frame(what=what)
        raise AssertionError(f"never happened: {what}")

    def compare(self, what: str) -> None:
        app = self.app
        real = app.screen
        fresh = self._fresh(real)
        app.draw_frame(fresh)  # as App.step draws it
        same = np.array_equal(_pixels(real), _pixels(fresh))  # fast, without a copy; the RGB bytes decide
        if not same and pygame.image.tobytes(real, "RGB") != pygame.image.tobytes(fresh, "RGB"):
            diff = _diff_rect(real, fresh)
            if self.tmp_path is not None:
                pygame.image.save(real, str(self.tmp_path / "on_screen.png"))
                pygame.image.save(fresh, str(self.tmp_path / "redrawn.png"))
            top = type(app.stack.top).__name__
            raise AssertionError(f"stale picture on {top} ({what}), frame {app.frames}: differs in {diff}")

    def _fresh(self, like: pygame.Surface) -> pygame.Surface:
        """A black canvas of the screen's size and format, as a new surface would be; one is kept
        and cleared, since a new 1280x720 surface a frame cost more than the redraw it checks."""
        fresh = self._canvas
        if fresh is None or fresh.get_size() != like.get_size():
            fresh = self._canvas = pygame.Surface(like.get_size()).convert()
        fresh.fill((0, 0, 0))
        return fresh

    # --- input -----------------------------------------------------------------------
    def key(self, k: int, mod: int = 0, what: str = "") -> None:
        self.frame([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)], what)

    def text(self, s: str) -> None:
        self.frame([pygame.event.Event(pygame.TEXTINPUT, text=s)], "typing")

    def hover(self, pos, what: str = "hover") -> None:
        self.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], what)

    def hover_widgets(self, limit: int = 12) -> None:
        """The mouse passes over the top scene's widgets, then leaves them."""
        form = getattr(self.app.stack.top, "form", None)
        widgets = [w for w in form.widgets if w.visible][:limit] if form else []
        for w in widgets:
            self.hover(w.rect.center, f"hover {type(w).__name__}")
            self.run(2, "after hover")
        self.hover((2, 716), "mouse away")
        self.run(3, "after the mouse left")


def _pixels(surface: pygame.Surface) -> np.ndarray:
    """The surface's pixels as an array over its own memory (no copy), a 4-byte pixel an element:
    comparing them is a few times faster than byte by byte."""
    return np.frombuffer(surface.get_buffer(), dtype=np.uint32)


def _diff_rect(a, b) -> pygame.Rect:
    mask = pygame.mask.from_threshold(a, (0, 0, 0), (1, 1, 1, 255), b, 1)
    mask.invert()  # from_threshold marks the pixels that match
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)


def rests_until_a_tap(chk, scene, monkeypatch) -> None:
    """The human decides, the coach's advice is up and nothing runs on its own: the frames skip
    the scene's update and the redraw check (a still phone screen costs the frame loop alone)
    until a mouse move wakes the scene for a frame."""
    app = chk.app
    assert scene.coach.entries() is not None
    assert app.gate.resting is scene
    app.check_rest = False
    updates = []
    real = type(scene).update
    monkeypatch.setattr(type(scene), "update", lambda self, dt: (updates.append(dt), real(self, dt)))
    assert chk.run(30, "resting") == 30
    assert updates == []
    chk.hover((5, 5), "a mouse move wakes the scene")
    chk.run(5, "resting again")
    assert app.gate.resting is scene and len(updates) == 2  # the event's frame and one more check
    monkeypatch.setattr(type(scene), "update", real)
    app.check_rest = True


def test_the_checker_catches_a_scene_that_changes_without_asking(monkeypatch):
    """Were the title's bobbing not declared (``small_parts``), the screen would go stale: the test says so."""
    app = make_app(speed="normal")
    chk = Checker(app, monkeypatch)
    monkeypatch.setattr(TitleScene, "small_parts", lambda self: [])
    with pytest.raises(AssertionError, match="stale picture on TitleScene"):
        chk.run(60)


def test_the_checker_catches_a_text_cursor_that_blinks_unseen(monkeypatch):
    app = make_app(speed="normal")
    chk = Checker(app, monkeypatch)
    app.stack.top.open_setup("farkle")
    chk.run(50)
    while not app.stack.top.typing():
        chk.key(pygame.K_TAB)
    monkeypatch.setattr(ui.Form, "cursor_part", lambda self: (False, pygame.Rect(0, 0, 0, 0)))
    with pytest.raises(AssertionError, match="stale picture on SetupScene"):
        chk.run(60)


def test_menus_skip_idle_frames_and_never_show_a_stale_picture(monkeypatch, tmp_path):
    app = make_app(speed="normal")
    chk = Checker(app, monkeypatch, tmp_path)
    chk.run(260, "title bobbing, then at rest")
    assert chk.partial > 10  # the bobbing die is drawn alone, not the whole title screen
    assert chk.run(60, "title at rest") == 60
    chk.hover_widgets()
    chk.key(pygame.K_TAB, what="keyboard focus")
    chk.key(pygame.K_RIGHT, what="focus moves")
    assert chk.run(30) == 30
    app.notify(Notice("err.save_failed", **SETTINGS_WHAT, detail="disk full"))
    chk.run(5, "a notice on the title")
    chk.key(pygame.K_ESCAPE, what="the notice is dismissed")
    chk.run(10, "after the notice")
    app.toast_left = 0.5  # the toast would show over the next scenes for six seconds
    chk.run(31, "the toast runs out")
    title = app.stack.top
    for game_id in games.GAME_IDS:
        title.open_setup(game_id)
        chk.run(50, f"setup {game_id} slides in")
        assert chk.run(30, f"setup {game_id} at rest") == 30
        chk.hover_widgets(8)
        for _ in range(12):  # the keyboard walks to a name field: the text cursor blinks
            chk.key(pygame.K_TAB, what=f"setup {game_id} focus")
            if app.stack.top.typing():
                break
        skipped = chk.run(70, f"setup {game_id} cursor blinking")
        if app.stack.top.typing():
            assert 55 <= skipped < 70  # redrawn when the cursor blinks (twice a second), not more
            chk.text("x")
            chk.key(pygame.K_BACKSPACE, what="backspace")
            chk.run(5)
        chk.key(pygame.K_ESCAPE, what=f"setup {game_id} closes")
        chk.run(50, "back to the title")
        assert app.stack.top is title
        title.open_howto(game_id)
        chk.run(50, f"how-to {game_id}")
        assert chk.run(20) == 20
        chk.key(pygame.K_RIGHT, what="next page")
        chk.run(40, f"how-to {game_id} page 2")
        chk.hover_widgets(6)
        chk.key(pygame.K_ESCAPE, what="how-to closes")
        chk.run(50, "back to the title")
    title.open_settings()
    chk.run(50, "settings")
    assert chk.run(20) == 20
    chk.hover_widgets()
    for k in (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_LEFT):
        chk.key(k, what="settings keys")
        chk.run(3)
    chk.key(pygame.K_ESCAPE, what="settings close")
    chk.run(60, "back to the title")
    assert chk.skipped > 5 * chk.drawn / 10  # most frames on menus at rest are skipped


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_games_skip_idle_frames_and_never_show_a_stale_picture(game_id, monkeypatch, tmp_path):
    app = game_app(game_id, [Seat("human", "Ana"), Seat("ai", "", "easy")], seed=5, speed="normal")
    app.settings.coach = [EVERYONE]
    chk = Checker(app, monkeypatch, tmp_path)
    scene = app.stack.top
    chk.until(lambda: scene.human_to_move(), what="start banner and the computer's turns")
    chk.run(10, "the human's turn begins")
    chk.run(200, "waiting for the human")  # a pulse may run a few seconds, not more
    assert chk.run(60, "still waiting") == 60
    rests_until_a_tap(chk, scene, monkeypatch)
    chk.hover_widgets()
    for pos in ((640, 360), (300, 300), (900, 500), (200, 600)):  # over the table (dice, cells, chips)
        chk.hover(pos, "hover over the table")
        chk.run(2)
    chk.key(pygame.K_TAB, what="keyboard focus")
    chk.run(5)
    chk.key(pygame.K_TAB, what="focus moves")
    chk.run(5)
    chk.key(pygame.K_u, pygame.KMOD_CTRL, what="take back refused: a message")
    assert scene.message
    scene.message_timer = min(scene.message_timer, 0.5)  # the same countdown, shorter
    chk.run(40, "the message runs out")
    assert not scene.message
    app.notify(Notice("err.save_failed", **SETTINGS_WHAT, detail="disk full"))
    app.toast_left = 0.5
    chk.run(40, "a toast over the game runs out")
    assert app.toast is None
    chk.key(pygame.K_ESCAPE, what="pause")
    chk.run(40, "pause over the board")
    assert chk.run(20) == 20
    chk.hover_widgets(4)
    chk.key(pygame.K_ESCAPE, what="back to the game")
    chk.run(40, "back in the game")
    rng = random.Random(1)
    acted = 0
    for _ in range(6):  # the human decides and the computer answers: dice, chips, coins, banners
        if scene.human_to_move():
            legal = scene.session.legal_actions()
            acted += scene.perform(legal[rng.randrange(len(legal))])
        chk.run(150, "animations land, log lines appear")
        if app.stack.top is not scene:
            break
    assert acted


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_compact_games_skip_idle_frames_and_never_show_a_stale_picture(game_id, monkeypatch, tmp_path):
    """The phone layout at rest costs nothing either (compact Number Chains once drew every frame)."""
    app = game_app(
        game_id, [Seat("human", "Ana"), Seat("ai", "", "easy")], seed=5, speed="normal", layout="compact"
    )
    assert app.screen.get_size() == (960, 480)
    app.settings.coach = [EVERYONE]
    chk = Checker(app, monkeypatch, tmp_path)
    scene = app.stack.top
    chk.until(lambda: scene.human_to_move(), what="start banner and the computer's turns")
    chk.run(200, "waiting for the human")  # a pulse may run a few seconds, not more
    assert chk.run(60, "still waiting") == 60
    rests_until_a_tap(chk, scene, monkeypatch)
    chk.hover_widgets(6)
    for pos in ((480, 240), (200, 300), (700, 400)):  # over the table (dice, cells, chips)
        chk.hover(pos, "hover over the table")
        chk.run(2)
    assert chk.run(30, "at rest after hovering") == 30
    rng = random.Random(1)
    for _ in range(3):  # the human decides and the computer answers; then the picture rests again
        if scene.human_to_move():
            legal = scene.session.legal_actions()
            scene.perform(legal[rng.randrange(len(legal))])
        chk.run(150, "animations land, log lines appear")
        if app.stack.top is not scene:
            break


@pytest.mark.parametrize("seed", [1, 2])
def test_results_skip_idle_frames_and_never_show_a_stale_picture(seed, monkeypatch, tmp_path):
    app = game_app("chains", [Seat("human", "Ana"), Seat("ai", "", "easy")], seed=5, speed="normal")
    chk = Checker(app, monkeypatch, tmp_path)
    app.start_game(_finished_session(seed))
    chk.until(lambda: isinstance(app.stack.top, ResultsScene), what="the game ends")
    chk.run(90, "results fade in")
    assert chk.run(60, "results at rest") == 60
    chk.hover_widgets()
    chk.key(pygame.K_TAB, what="results focus")
    chk.run(10)


def test_a_hidden_page_draws_nothing_and_the_computers_go_on_thinking(monkeypatch):
    app = game_app("chains", [Seat("ai", "", "hard"), Seat("ai", "", "hard")], seed=3, speed="normal")
    scene = app.stack.top
    for _ in range(600):
        app.step(DT, [])
        if scene.task is not None:
            break
    assert scene.task is not None  # a computer is thinking over several frames
    state, log_len = scene.session.state, len(scene.log.entries)
    drawn = []
    monkeypatch.setattr(app.stack, "draw", lambda *a, **k: drawn.append(1))
    for _ in range(2000):
        app.hidden_step(DT)
        if scene.task is None:
            break
    assert scene.task is None and scene.busy  # it has chosen; its move waits to be shown
    assert scene.session.state is state and len(scene.log.entries) == log_len and not drawn
    app.lazy = True
    assert app.step(DT, [])  # the first frame back is drawn


def test_the_run_loop_runs_only_hidden_frames_while_the_page_is_hidden(monkeypatch):
    from game.app import App
    from game.cli import Options
    from game.storage import MemoryStorage

    app = App(Options(headless=True, max_frames=30), storage=MemoryStorage())
    monkeypatch.setattr(app.page, "hidden", lambda: True)
    steps, hidden = [], []
    monkeypatch.setattr(app, "step", lambda dt, events: steps.append(1) or True)
    real_hidden_step = app.hidden_step
    monkeypatch.setattr(app, "hidden_step", lambda dt: hidden.append(1) or real_hidden_step(dt))
    import asyncio

    asyncio.run(app.run())
    assert len(hidden) == 30 and not steps


def test_a_scene_that_says_it_rests_and_then_changes_fails_the_check(monkeypatch, tmp_path):
    """Buttons' cells pulse for a few seconds of a human's turn: a scene that said it rests meanwhile is caught."""
    app = game_app("buttons", [Seat("human", "Ana"), Seat("ai", "", "easy")], seed=5, speed="normal")
    chk = Checker(app, monkeypatch, tmp_path)
    scene = app.stack.top
    monkeypatch.setattr(type(scene), "timers_still", lambda self: True)
    with pytest.raises(AssertionError, match="ButtonsScene said it rests, then changed: view_key"):
        chk.until(lambda: False, 600, "the human's turn: the cells pulse")


@pytest.mark.parametrize(
    "game_id, layout",
    [
        ("farkle", None),
        ("chains", "compact"),
        ("buttons", "compact"),
        ("exactly", None),
        ("starrows", "compact"),
    ],
)
def test_hot_seat_games_rest_only_where_nothing_changes(game_id, layout):
    """Two humans and a computer with the coach on: once the scene has rested a few frames, a human
    decides or taps a round card away (Enter). ``App.check_rest`` runs every update a resting scene would
    skip and fails naming what it changed: final rounds, cards and hand-overs included. (Updates are
    the subject here, not pictures: the frames are drawn sparsely, as the test driver's helpers do.)"""
    seats = [Seat("human", "Ana"), Seat("human", "Bo"), Seat("ai", "", "medium")]
    app = game_app(game_id, seats, seed=7, speed="fast", layout=layout)
    app.settings.coach = [EVERYONE]
    app.lazy = app.check_rest = True
    scene = app.stack.top
    rng = random.Random(7)
    decisions = taps = still = 0
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)
    with sparse_drawing(app):
        for _ in range(4000):
            app.step(DT, [])
            app.stack.apply_pending(app.screen)
            if app.stack.top is not scene or (decisions >= 40 and (taps or game_id != "exactly")):
                break  # the game ended, or enough decisions and hand-overs were checked
            still = still + 1 if app.gate.resting is scene else 0
            if still < 4:  # frames a resting scene skips: checked (the coach may still have been thinking)
                continue
            still = 0
            if scene.human_to_move():
                legal = scene.session.legal_actions()
                decisions += scene.perform(legal[rng.randrange(len(legal))])
            else:
                assert app.anim.held  # a card waits for its tap
                app.step(DT, [enter])
                taps += 1
    assert decisions >= 10
    if game_id == "exactly":
        assert taps >= 1  # a round's card rested until it was tapped away


def test_a_scene_that_lays_out_while_its_fingerprint_is_taken_is_not_a_crash():
    """A part's ``view_key`` may lay the scene out and set an attribute (upright Number Chains' swap
    sheet did): the frame gate, which runs every frame in the browser, must not fail on it."""
    from game import redraw

    class Part:
        def __init__(self, owner):
            self.owner = owner

        def view_key(self):
            self.owner.laid_out_at = 12  # a first layout, made while the gate looks
            return 1

    class Scene:
        def __init__(self):
            self.part = Part(self)

        def view_key(self):
            return ()

    scene = Scene()
    first = redraw.fingerprint(scene)
    assert redraw.fingerprint(scene) != first  # the new attribute is seen: the frame is drawn
    assert set(redraw.snapshot(Scene())) == {"part", "view_key()"}  # App.check_rest's record too


def test_the_drivers_sparse_drawing_leaves_the_whole_picture_of_the_moment(monkeypatch, tmp_path):
    """tests/uidriver.py's helpers draw every 4th frame they step through: when one returns, the
    screen is the moment's whole picture (animations running, nested or not), and fewer were drawn."""
    from game.app import App
    from tests.uidriver import frames, settle_turn

    drawn = []
    real = App.draw_frame
    monkeypatch.setattr(
        App, "draw_frame", lambda app, surface, area=None: drawn.append(1) or real(app, surface, area)
    )
    app = game_app("farkle", [Seat("human", "Ana"), Seat("ai", "", "easy")], seed=5, speed="normal")
    chk = Checker(app, monkeypatch, tmp_path)
    steps = 0
    for n in (1, 2, 5, 9, 40):
        frames(app, n)
        steps += n
        chk.compare(f"after frames({n})")
    with sparse_drawing(app):
        frames(app, 3)
        steps += 3
        app.step(DT, [])
        steps += 1
    chk.compare("after a nested sparse drawing")
    assert "draw_frame" not in vars(app)
    settle_turn(app)
    chk.compare("after settle_turn")
    scene = app.stack.top
    scene.perform(scene.session.legal_actions()[0])
    frames(app, 23)  # the roll's animation is under way
    steps += 23
    chk.compare("dice in flight")
    assert len(drawn) < steps
