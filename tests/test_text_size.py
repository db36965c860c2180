"""Text size Normal / Large (issue 38): Large draws every text 1.25x, measured as drawn, in every
layout; the choice is a setting that is saved and a --text-size for one run."""

import json
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game import layout, settings, theme  # noqa: E402
from game.cli import CliError, parse  # noqa: E402
from tests.uidriver import MemoryStorage, make_app  # noqa: E402


@pytest.fixture(autouse=True)
def normal_after():
    yield
    theme.use_layout(layout.STANDARD)


@pytest.mark.parametrize("viewport", [None, (844, 390), (390, 844), (360, 640)])
def test_large_text_scales_what_is_drawn_and_what_is_measured_alike(viewport):
    app = make_app(text_size="large", viewport=viewport)
    chosen = layout.current()
    assert chosen.text_scale == 1.25 and app.size == layout.canvas(viewport).size  # the canvas stays
    # a scene asks for the Normal minimum; it is drawn at least at the Large minimum
    assert theme.MIN_TEXT == layout.canvas(viewport).min_text
    assert theme.scaled(theme.MIN_TEXT) >= chosen.min_text >= 1.25 * theme.MIN_TEXT
    big = theme.render("Hg", 20).get_height()
    assert theme.font(20).size("Hg")[1] == big  # measured as drawn
    theme.use_layout(layout.canvas(viewport))
    assert theme.render("Hg", 20).get_height() < big / 1.2  # Normal again: the cache did not keep Large


def test_the_text_size_is_a_saved_setting_and_a_bad_value_is_told():
    s, bad = settings.read_fields({"text_size": "large"})
    assert s.text_size == "large" and not bad
    assert json.loads(json.dumps(s.to_dict()))["text_size"] == "large"
    s, bad = settings.read_fields({"text_size": "huge"})
    assert s.text_size == "normal" and bad == ["text_size"]


def test_changing_the_setting_lays_the_screen_out_again_and_the_command_line_wins():
    app = make_app(storage=MemoryStorage())
    assert layout.current().text_scale == 1.0
    app.settings.text_size = "large"
    app.apply_settings()
    assert layout.current().text_scale == 1.25
    opts = parse(["--text-size", "normal"])
    assert opts.text_size == "normal"
    app.options.text_size = "normal"
    app.apply_settings()
    assert layout.current().text_scale == 1.0
    with pytest.raises(CliError, match="text-size"):
        parse(["--text-size", "tiny"])


def test_settings_offer_the_text_size_and_switch_the_screen_at_once():
    from game.scenes.settings import SettingsScene
    from tests.uidriver import frames

    storage = MemoryStorage()
    app = make_app(storage=storage, viewport=(390, 844))
    app.stack.push(SettingsScene(app))
    app.stack.apply_pending()
    row = next(
        w for w in app.stack.top.form.widgets if getattr(w, "label", None) and w.label() == "Text size"
    )
    assert row.get() == "normal"
    row.set("large")  # what its arrow does
    frames(app, 2)
    assert layout.current().text_scale == 1.25 and layout.current().upright
    assert isinstance(app.stack.top, SettingsScene)  # laid out anew, still in Settings
    assert json.loads(storage.read("settings"))["text_size"] == "large"
