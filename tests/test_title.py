"""The title screen: every game's card fits at 1280x720, and each game keeps its own saved game."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import games, theme  # noqa: E402
from game.app import App  # noqa: E402
from game.cli import Options  # noqa: E402
from game.scenes.title import TitleScene  # noqa: E402
from game.scenes.title_cards import NARROW_H, NARROW_W, STRIP_W, GameCard, card_rects  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.storage import MemoryStorage  # noqa: E402

SCREEN = pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT)


@pytest.mark.parametrize("n", range(1, 10))
def test_cards_for_up_to_nine_games_fit_without_overlap(n):
    area = pygame.Rect(8, 90, 1264, 606)  # under the title's name, above its footer
    rects = card_rects(n, area)
    assert len(rects) == n
    for i, r in enumerate(rects):
        assert area.contains(r), r
        # room for a picture, the name and the buttons: a narrow card, or a strip beside its picture
        assert (r.width >= NARROW_W and r.height >= NARROW_H) or (r.width >= STRIP_W and r.height >= 150), r
        for other in rects[i + 1 :]:
            assert not r.colliderect(other)


def make_app() -> App:
    app = App(Options(headless=True), storage=MemoryStorage())
    app.init_display()
    app.stack.push(TitleScene(app))
    app.stack.apply_pending()
    app.step(1 / 60, [])
    return app


def test_every_control_of_every_card_lies_inside_its_card():
    app = make_app()
    scene = app.stack.top
    cards = {w.game_id: w.rect for w in scene.form.widgets if isinstance(w, GameCard)}
    assert set(cards) == set(games.GAME_IDS)
    for w in scene.form.widgets:
        if not isinstance(w, GameCard) and getattr(w, "game_id", None):
            assert cards[w.game_id].contains(w.rect), (w.game_id, w.rect)
        assert SCREEN.contains(w.rect)


def test_keyboard_reaches_every_card():
    app = make_app()
    scene = app.stack.top
    seen = set()
    for _ in range(len(scene.form.widgets) + 2):
        focused = scene.form.focused
        seen.add(getattr(focused, "game_id", None))
        app.step(
            1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)]
        )
    assert set(games.GAME_IDS) <= seen


def test_a_saved_game_shows_on_its_card_and_a_new_one_asks_first():
    app = make_app()
    rules = games.rules_for("chains")
    session = Session("chains", rules.default_config(2), [Seat("human", "Ana"), Seat("ai", "", "hard")], 4)
    session.act(session.legal_actions()[0])
    app.autosave(session)
    scene = app.stack.top
    scene.build()
    labels = {(getattr(w, "game_id", None), w.label() if callable(getattr(w, "label", None)) else None)
              for w in scene.form.widgets}  # fmt: skip
    assert ("chains", "Continue") in labels and ("chains", "New game") in labels
    assert ("chains", "Play") not in labels
    from game.scenes.setup import SetupScene

    app.stack.push(SetupScene(app, "chains"))
    app.stack.apply_pending()
    app.stack.top.start()
    app.stack.apply_pending()
    assert app.stack.top.name == "confirm", "starting a new game over a save must ask first"
    assert app.saved_games()["chains"].log == session.log  # nothing replaced yet


@pytest.mark.parametrize("viewport", [None, (844, 390)], ids=["1280x720", "844x390"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_demo_is_drawn_whole_with_large_text(viewport, lang, monkeypatch):
    """The cards' ? and Demo buttons are as wide as "Demo" needs at Large text (it read "De…"),
    and the picture beside them gives way."""
    from game import i18n
    from tests.compact import Measure
    from tests.uidriver import make_app

    measure = Measure(monkeypatch)
    app = make_app(lang=lang, text_size="large", viewport=viewport)
    measure.frame(app)
    drawn = {s for s, _ in measure.sizes}
    assert i18n.tr("watch.badge") in drawn and not any(s.endswith("…") for s in drawn if len(s) < 6)
    for card in (w for w in app.stack.top.form.widgets if isinstance(w, GameCard)):
        buttons = [w.rect for w in app.stack.top.form.widgets if getattr(w, "game_id", None) == card.game_id]
        assert all(card.rect.contains(r) for r in buttons)
