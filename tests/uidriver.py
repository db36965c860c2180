"""Scripted input for headless scene tests: real pygame events through App.step."""

from __future__ import annotations

from contextlib import contextmanager

import pygame

from game.app import App
from game.cli import Options
from game.storage import MemoryStorage, WriteFailed


class FullStorage(MemoryStorage):
    """A store whose writes fail ("no space left") while ``full`` is true."""

    def __init__(self, full: bool = True):
        super().__init__()
        self.full = full

    def write(self, key, text):
        if self.full:
            raise WriteFailed("No space left on device")
        super().write(key, text)


def make_app(lang: str = "en", speed: str = "instant", storage=None, **opts) -> App:
    app = App(Options(headless=True, lang=lang, **opts), storage=storage or MemoryStorage())
    app.settings.anim_speed = speed
    app.init_display()
    app.apply_settings()
    app.stack.push(app.first_scene())
    app.stack.apply_pending()
    app.lazy = True  # the frame gate as players have it (game/redraw.py): a still screen is not redrawn
    return app


def game_app(
    game: str,
    seats,
    seed: int = 3,
    speed: str = "instant",
    storage=None,
    variants=None,
    lang=None,
    hints=None,
    colourblind=None,
    layout=None,
    viewport=None,
    text_size=None,
) -> App:
    """An App that starts straight into ``game`` with these seats, as the command line would
    start it; ``lang``/``hints``/``colourblind``, when given, are set as the player's settings first;
    ``layout`` is --layout (compact, standard, upright), ``viewport`` is --viewport (W, H),
    ``text_size`` is --text-size (normal, large)."""
    opts = Options(
        game=game,
        headless=True,
        seats=seats,
        seed=seed,
        speed=speed,
        variants=variants or {},
        layout=layout,
        viewport=viewport,
        text_size=text_size,
    )
    app = App(opts, storage=storage or MemoryStorage())
    app.init_display()
    chosen = {"language": lang, "hints": hints, "colourblind": colourblind}
    chosen = {name: value for name, value in chosen.items() if value is not None}
    if chosen:
        for name, value in chosen.items():
            setattr(app.settings, name, value)
        app.apply_settings()
    app.stack.push(app.first_scene())
    app.stack.apply_pending()
    app.lazy = True  # the frame gate as players have it (game/redraw.py): a still screen is not redrawn
    return app


def rig(scene, outcomes, as_outcome=lambda o: o) -> None:
    """The session's next chance outcomes are these, each made into a chance outcome by
    ``as_outcome`` when it is needed (then the session's own seeded ones)."""
    queue = list(outcomes)
    session = scene.session
    real = session.resolve_chance
    session.resolve_chance = lambda: session._apply_chance(as_outcome(queue.pop(0))) if queue else real()


DRAW_EVERY = 4


@contextmanager
def sparse_drawing(app: App):
    """Of the frames a helper steps through before the test looks again, every ``DRAW_EVERY``-th
    is drawn, and the last is drawn whole on the way out: the screen then shows that moment as a
    full frame would. Input, updates, animations and the frame gate run on every frame as they
    do for a player; only pictures nobody looks at are skipped (most of a screen test's time).
    Drawing every frame is what test_idle_frames, test_monkey and the playthroughs check."""
    draw = app.draw_frame
    count, stale = 0, False

    def sampled(surface, area=None):
        nonlocal count, stale
        count += 1
        if count % DRAW_EVERY:
            stale = True
            return
        draw(surface, None if stale else area)  # a part drawn over a skipped picture would leave it stale
        stale = False

    outer = vars(app).get("draw_frame")  # a sparse drawing this one runs inside, if any
    app.draw_frame = sampled
    try:
        yield
    finally:
        if outer is None:
            del app.draw_frame
        else:
            app.draw_frame = outer
        if stale:
            draw(app.screen)


def frames(app: App, n: int = 1, events=()) -> None:
    with sparse_drawing(app):
        app.step(1 / 60, list(events))
        for _ in range(n - 1):
            app.step(1 / 60, [])


def settle(app: App, limit: int = 600) -> None:
    """Step until no transition or animation is running."""
    with sparse_drawing(app):
        for _ in range(limit):
            app.step(1 / 60, [])
            if app.stack.transition is None and not app.anim.busy:
                return


def settle_turn(app: App, limit: int = 3000):
    """Step until the human is asked to move or to close a round's summary (or another scene is
    on top); the game scene."""
    scene = app.stack.top
    with sparse_drawing(app):
        for _ in range(limit):
            app.step(1 / 60, [])
            card = getattr(scene, "round_card", None)  # a round's summary waits for the human's tap too
            if (
                app.stack.top is not scene
                or scene.human_to_move()
                or (card is not None and (card.data or {}).get("human"))
            ):
                return scene
    raise AssertionError("the human was never asked to move")


def ready(app: App, pos) -> None:
    """Wait, as a player's reaction does, until a control that has only just appeared under
    ``pos`` takes taps (game/touch.py's guard); at once when nothing new is there."""
    with sparse_drawing(app):
        for _ in range(60):
            if not app.tap_guard.blocks(app.stack.top, pos):
                return
            app.step(1 / 60, [])


def tap(app: App, pos) -> None:
    """A finger's tap at ``pos``: down in one frame, up in the next (no hover, no hold)."""
    pos = (int(pos[0]), int(pos[1]))
    ready(app, pos)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def click(app: App, pos) -> None:
    """A mouse click at ``pos`` (moved there, pressed and released in one frame), once any
    control that has just appeared there takes taps."""
    pos = (int(pos[0]), int(pos[1]))
    ready(app, pos)
    app.step(
        1 / 60,
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ],
    )


def key(app: App, k: int, mod: int = 0, unicode: str = "") -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)])


def widget(app: App, predicate):
    form = app.stack.top.form
    for w in form.widgets:
        if w.visible and predicate(w):
            return w
    raise AssertionError("no such widget on " + type(app.stack.top).__name__)


def button(app: App, text: str):
    return widget(app, lambda w: hasattr(w, "label") and not hasattr(w, "values") and _label(w) == text)


def _label(w) -> str:
    return w.label() if callable(w.label) else w.label


def play_out(session, seed: int = 1) -> None:
    """Play ``session`` to its end by the rules alone: random legal choices, seeded."""
    import random

    rng = random.Random(seed)
    while not session.is_over:
        if session.at_chance:
            session.resolve_chance()
        else:
            session.act(rng.choice(session.legal_actions()))
