"""Loading and first drawings done before a scene change, so the frames of the change stay light.

``preload_games`` imports every game's rules, scene package, computer player and coach, and the screens
of a game's end (``END_OF_GAME``), before the app's first frame: the game's computer player would otherwise be imported in the frame that starts the
game (up to 30 ms in a busy browser tab), and objects created after ``gc.freeze()`` (in
``App.run``) count toward the collector's next *full* collection, which a whole module of
functions and tables set off during play (issue 18: 17-84 ms in Star Rows, the last game a
session loaded).

``SceneWarmup`` draws the game about to start once, offscreen, in slices across idle frames of the
setup screen (a throwaway scene on its own animator, so nothing reaches the real timeline, the
sound or the saves): the text the table shows and the start banner's large type are then in the
render cache when the real scene's first frame draws them. Then it builds what the game's
computer players keep for the whole session (Star Rows' lattice of dice multisets).

``session_steps`` is that building alone (``warm_steps`` of the game's ``game.ai`` module). A game
scene runs it too, a few ms a frame from its first frame (``GameScene.warm_up``), whichever way the
game began (Continue, a link, a rematch, ``--game``): what the setup screen built already is not
built again, and a build it left half done goes on from there.
"""

from __future__ import annotations

import gc
import importlib
import logging
from collections.abc import Callable, Iterator

import pygame

from game import theme
from game.anim import Animator
from game.games import GAME_IDS

log = logging.getLogger(__name__)


# What a game's end shows first (the results card, its Share, Review and final-board buttons): imported
# in the game-over frame otherwise (a fifth of that frame; in the browser, which has no bytecode, more)
END_OF_GAME = (
    "game.scenes.results",
    "game.scenes.final_board",
    "game.scenes.share_box",
    "game.scenes.review",
    "game.scenes.review_find",
    "game.coach.review",
    "game.coach.luck",
)


def preload_games() -> None:
    for name in END_OF_GAME:
        importlib.import_module(name)
    for game_id in GAME_IDS:
        importlib.import_module(f"game.rules.{game_id}")
        importlib.import_module(f"game.ai.{game_id}")
        importlib.import_module(f"game.coach.{game_id}")  # else the first advice's first slice imports it
        importlib.import_module(f"game.scenes.{game_id}")


def session_steps(game_id: str) -> Iterator[None]:
    """The tables a game's hard player and coach build once per session (``warm_steps`` of its
    game.ai module, if any), one slice per step; a failure is logged, never raised (the decision
    that needs the tables builds them itself then)."""
    warm = getattr(importlib.import_module(f"game.ai.{game_id}"), "warm_steps", None)
    if warm is None:
        return
    try:
        yield from warm()
    except Exception:  # noqa: BLE001 - a warm-up must never break the screen it runs under
        log.exception("warming up %s", game_id)


def card_steps(session) -> Iterator[None]:
    """What the results card of ``session`` will draw first (``results.warm_steps``: its fonts,
    glyphs and headings), made in a game scene's idle time after the session's tables
    (``GameScene.warm_up``), so the game-over frames do not make them."""
    from game.scenes import results  # imported before the first frame (END_OF_GAME)

    try:
        yield from results.warm_steps(session)
    except Exception:  # noqa: BLE001 - a warm-up must never break the screen it runs under
        log.exception("warming up the results of %s", session.game_id)


def freeze_loaded() -> None:
    """Everything loaded so far lives as long as the app: freezing it keeps the collector's full
    passes (6-9 ms natively, 13 ms in the browser over the whole heap) to the objects made since."""
    gc.collect()
    gc.freeze()


class _Offstage:
    """The app as a throwaway scene sees it: its own animator, no sound, no saving."""

    def __init__(self, app):
        self._app = app
        self.anim = Animator(1.0)

    def __getattr__(self, name):
        return getattr(self._app, name)

    def play(self, sound: str) -> None:
        pass

    def autosave(self, session) -> bool:
        return True


class SceneWarmup:
    """One slice a frame (``step``): build, enter and draw the coming game offscreen, once."""

    def __init__(self, app, make_session: Callable[[], object], wait_frames: int = 30):
        self.app = app
        self.make_session = make_session
        self.wait_frames = wait_frames  # the setup screen's own slide-in comes first
        self._steps: Iterator[None] | None = self._slices()

    @property
    def done(self) -> bool:
        return self._steps is None

    def step(self) -> None:
        if self._steps is None:
            return
        try:
            next(self._steps)
        except StopIteration:
            self._steps = None
        except Exception:  # noqa: BLE001 - a warm-up must never break the screen it runs under
            self._steps = None

    def _slices(self) -> Iterator[None]:
        for _ in range(self.wait_frames):
            yield
        session = self.make_session()
        if session is None:
            return
        stage = _Offstage(self.app)
        scene = importlib.import_module(f"game.scenes.{session.game_id}").SCENE(stage, session)
        yield
        scene.enter()  # the log's first line and the start banner (on the throwaway animator)
        yield
        surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
        scene.draw_table(surface)
        yield
        scene.draw_pieces(surface)
        scene.draw_hud(surface)
        yield
        stage.anim.update(0.5)  # the banner has popped in
        scene.effects.draw_banners(surface)
        yield from session_steps(session.game_id)  # one slice a frame: the first decision does not wait
