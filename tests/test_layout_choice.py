"""Choosing the layout (game/layout.py), switching it in play, and touch's long press."""

import json

import pygame
import pytest

from game import games, layout, theme, webenv
from game.cli import CliError, parse
from game.settings import read_fields
from game.touch import HOLD_S
from game.ui import Button
from tests.test_cli import run
from tests.uidriver import frames, game_app, make_app


def test_choice_follows_the_size_of_the_viewport():
    assert layout.choose("auto", None) is layout.STANDARD  # natively
    assert layout.choose("auto", (844, 390)).name == "compact"  # a phone held sideways
    assert layout.choose("auto", (390, 844)).name == "upright"  # the same phone upright (issue 38)
    assert layout.choose("auto", (1280, 800)) is layout.STANDARD
    assert layout.choose("auto", (1000, 599)).name == "compact"  # a short window
    assert layout.choose("auto", (1180, 820)) is layout.STANDARD  # a touch tablet: not letterboxed
    assert layout.choose("standard", (390, 844)) is layout.STANDARD
    assert layout.choose("compact", None) is layout.COMPACT


def test_compact_goals_in_canvas_pixels():
    c = layout.COMPACT
    assert c.css_scale() == pytest.approx(0.8125)
    assert c.min_text * c.css_scale() >= 12 > (c.min_text - 1) * c.css_scale()
    assert c.min_target * c.css_scale() >= 44 > (c.min_target - 1) * c.css_scale()
    assert c.gap * c.css_scale() >= 8


def test_command_line_and_setting():
    assert parse(["--layout", "compact"]).layout == "compact"
    assert parse([]).layout is None
    with pytest.raises(CliError, match="--layout"):
        parse(["--layout", "phone"])
    settings, bad = read_fields({"layout": "tiny"})
    assert settings.layout == "auto" and bad == ["layout"]


def test_layout_option_sets_the_canvas():
    app = make_app(layout="compact")
    assert app.screen.get_size() == (960, 480) and theme.MIN_TEXT == 15
    app = make_app(layout="standard")
    assert app.screen.get_size() == (1280, 720) and theme.MIN_TEXT == 14


def test_switching_layout_mid_game_keeps_the_game():
    from game.session import Seat

    app = game_app("farkle", [Seat("human", "Ana"), Seat("ai", level="easy")])
    frames(app, 5)
    session = app.stack.top.session
    from game.scenes.settings import SettingsScene

    app.stack.push(SettingsScene(app))
    frames(app, 3)
    app.settings.layout = "compact"
    app.apply_settings()
    frames(app, 3)
    names = [s.name for s in app.stack.scenes]
    assert app.screen.get_size() == (960, 480)
    assert names[-1] == "settings" and app.stack.scenes[0].session is session
    app.stack.top.close()
    frames(app, 30)
    assert app.stack.top.session is session


def test_long_press_explains_and_does_not_tap():
    app = make_app()
    frames(app, 3)
    top = app.stack.top
    target = next(w for w in top.form.widgets if w.visible and isinstance(w, Button))
    target.hint = "What this does"
    pressed = []
    target.on_click = lambda: pressed.append(1)
    pos = target.rect.center
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    for _ in range(int(HOLD_S * 60) + 2):
        frames(app, 1)
    assert app.tip is not None and app.tip.text == "What this does"
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert pressed == []  # the release after a long press is not a tap
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    assert app.tip is None  # the next touch closes the tip
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert pressed == [1]  # and a short tap still taps


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_compact_from_the_command_line_plays_every_game(game_id, tmp_path):
    """--layout compact works with --autoplay --headless --screenshot --result (a real process)."""
    shot, result = tmp_path / "end.png", tmp_path / "r.json"
    proc = run(
        "--layout", "compact", "--autoplay", "--headless", "--game", game_id,
        "--players", "ai:medium,ai:easy", "--seed", "2", "--screenshot", str(shot), "--result", str(result),
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert json.loads(result.read_text())["finished"]
    assert pygame.image.load(str(shot)).get_size() == (960, 480)


def test_a_bad_layout_exits_2_with_one_line():
    proc = run("--layout", "phone")
    assert proc.returncode == 2
    assert len(proc.stderr.strip().splitlines()) == 1 and "--layout" in proc.stderr


@pytest.mark.parametrize(
    "viewport, coarse, expected",
    [
        (None, False, "standard"),  # natively
        ((844, 390), True, "compact"),  # a phone held sideways
        ((390, 844), True, "upright"),  # upright: a canvas of its own shape (issue 38)
        ((1180, 820), True, "standard"),  # a touch tablet (issue 30): the size decides, not the pointer
        ((820, 1180), True, "standard"),  # the tablet upright
        ((1366, 560), False, "compact"),  # a low desktop window
    ],
)
def test_the_app_passes_what_the_browser_says_to_the_choice(monkeypatch, viewport, coarse, expected):
    """``App.chosen_layout`` on Automatic asks the page (the viewport), not only ``layout.choose``."""
    app = make_app()
    monkeypatch.setattr(webenv, "browser_window", lambda: _Window(viewport, coarse))
    app.settings.layout = "auto"
    assert app.chosen_layout().name == expected
    app.settings.layout = "standard" if expected == "compact" else "compact"  # the setting overrides
    assert app.chosen_layout().name != expected


class _Window:
    """What pygbag's ``platform.window`` answers (only what the layout choice could ask)."""

    def __init__(self, viewport, coarse):
        self.innerWidth, self.innerHeight = viewport or (0, 0)
        self.coarse = coarse

    def matchMedia(self, query):  # noqa: N802 - the browser's name
        return type("Media", (), {"matches": self.coarse and "coarse" in query})()
