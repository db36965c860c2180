"""Behaviour pinned by issue 37: a control enabled under the finger waits 0.35 s, the review's
bad luck reads as less than average, an autoplay demo never replaces a save on a --data-dir
unasked, and Farkle's win table without bankruptcy is the other setting's table, unshifted."""

from types import SimpleNamespace

import pygame
import pytest

from game.ai import farkle_win
from game.app import App
from game.cli import Options
from game.coach.luck import Luck
from game.i18n import set_language
from game.saves import SaveShelf, autosave_key
from game.scene import Scene
from game.scenes.confirm import ConfirmScene
from game.scenes.review import summary_lines
from game.session import Seat
from game.storage import FileStorage
from game.touch import GUARD_S
from game.ui import Button, Form
from tests.test_saves import a_game
from tests.uidriver import frames, make_app

DT = 1 / 60


class Gate(Scene):
    """One button, disabled until ``open`` is set (as Roll is until a die is chosen)."""

    name = "gate"

    def __init__(self, app):
        super().__init__(app)
        self.open, self.taps = False, 0
        self.button = Button((500, 300, 200, 60), "Go", self.tap, "primary", enabled=lambda: self.open)
        self.form = Form([self.button])

    def tap(self):
        self.taps += 1

    def handle(self, event):
        self.form.handle(event)

    def draw(self, surface):
        surface.fill((0, 0, 0))
        self.form.draw(surface)


def press(pos, up=True):
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)]
    return events + ([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)] if up else [])


def test_a_control_enabled_under_the_finger_ignores_a_tap_for_guard_s():
    assert GUARD_S == 0.35
    app = make_app()
    gate = Gate(app)
    app.stack.push(gate)
    frames(app, 5)
    at = gate.button.rect.center
    frames(app, 1, press(at))  # a tap on the disabled button: the finger is there
    frames(app, 3)
    gate.open = True  # it becomes enabled under the finger
    app.redraw()  # (set from outside, where no event or update of the scene's own would say so)
    frames(app, int(0.25 / DT))
    frames(app, 1, press(at))
    assert gate.taps == 0, "a tap on a control just enabled under the finger acted"
    frames(app, int(0.12 / DT))
    frames(app, 1, press(at))  # 0.37 s after: it acts
    assert gate.taps == 1


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_reviews_bad_luck_reads_as_less_than_average(lang):
    set_language(lang)
    review = SimpleNamespace(
        game_id="farkle", summary={}, luck={0: Luck(-120.0, 7, "points"), 1: Luck(80.0, 6, "points")}
    )
    bad, good = summary_lines(review, 0, "Ana")[0], summary_lines(review, 1, "Ben")[0]
    if lang == "en":
        assert "less than average" in bad and "more than average" in good
    else:
        assert bad.startswith("Pech") and "weniger" in bad and good.startswith("Glück") and "mehr" in good
    assert "120" in bad and "-" not in bad and "7" in bad
    set_language("en")


@pytest.mark.parametrize("headless", [True, False])
def test_autoplay_on_a_data_dir_with_a_saved_game_asks_or_refuses(tmp_path, headless, capsys):
    storage = FileStorage(tmp_path)
    assert SaveShelf(storage).write(a_game("farkle"))[0]
    saved = (tmp_path / "autosave.farkle.json").read_bytes()
    seats = [Seat("ai", "", "easy"), Seat("ai", "", "easy")]
    app = App(Options(game="farkle", seats=seats, autoplay=True, headless=headless, data_dir=str(tmp_path)))
    app.init_display()
    if headless:
        with pytest.raises(SystemExit) as ended:
            app.first_scene()
        assert ended.value.code == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "does not replace" in err
    else:
        assert isinstance(app.first_scene(), ConfirmScene)  # "Replace your saved game?"
    assert (tmp_path / "autosave.farkle.json").read_bytes() == saved
    assert storage.read(autosave_key("farkle")) is not None


def test_a_limit_without_bankruptcy_reads_the_other_settings_table_unshifted():
    present = {key for key in farkle_win._load()}
    limit = min(lim for lim, bank in present if bank and (lim, False) not in present)
    own = farkle_win.table(limit, True)
    other = farkle_win.table(limit, False)
    assert other is not None and other.shift == 0 and other.limit == limit == own.limit
    for mine, theirs in ((0, 0), (200, 650), (limit - 50, 300)):
        assert other.win(0, mine, theirs) == own.win(0, mine, theirs)
    below = next(lim for lim in range(limit + 500, 20_000, 500) if (lim, True) in present)
    between = below - 500
    if (between, True) not in present and (between, False) not in present:  # one without a table
        assert farkle_win.table(between, False).shift == -500
