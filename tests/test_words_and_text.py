"""What players read (issue 18, "Words and text"): numbers that never run ahead or show in-between
values, banners that leave their lines readable, German that says what it means and is not shrunk,
money that never breaks across lines."""

import os
import re

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402

from game import i18n, theme  # noqa: E402
from game.scenes.shared.fx import Banner  # noqa: E402
from game.session import Seat  # noqa: E402
from tests import uidriver  # noqa: E402
from tests.test_readable import Recorder  # noqa: E402
from tests.uidriver import frames, game_app, settle_turn  # noqa: E402

FARKLE_SEATS = [Seat("human", "Ana"), Seat("ai", "", "easy")]


def farkle_turn_values(app, scene, seat=0, limit=2000) -> set[int]:
    """Every turn total the bar shows while ``seat``'s turn is on the table."""
    seen = set()
    for _ in range(limit):
        frames(app)
        if scene.active != seat:
            break
        seen.add(int(scene.turn))
    return seen


def test_farkle_turn_total_shows_the_lost_points_then_zero_never_in_between():
    app = game_app("farkle", FARKLE_SEATS, speed="normal")
    scene = settle_turn(app)
    uidriver.rig(scene, [(1, 2, 3, 4, 6, 6), (2, 3, 4, 6, 6)], lambda roll: ("dice", roll))
    scene.perform(("roll",))
    settle_turn(app)
    scene.perform(("keep", (1,)))
    settle_turn(app)
    scene.perform(("roll",))  # 2 3 4 6 6: a farkle, the 100 are lost
    assert farkle_turn_values(app, scene) <= {100, 0}


def test_farkle_banked_total_leaves_the_bar_whole():
    app = game_app("farkle", FARKLE_SEATS, speed="normal")
    scene = settle_turn(app)
    uidriver.rig(scene, [(1, 1, 1, 5, 2, 3)], lambda roll: ("dice", roll))
    scene.perform(("roll",))
    settle_turn(app)
    scene.perform(("keep", (1, 1, 1, 5)))
    settle_turn(app)
    scene.perform(("bank",))
    assert farkle_turn_values(app, scene) <= {1050, 0}


def test_farkle_kept_points_are_shown_once_not_by_a_second_floating_label():
    app = game_app("farkle", FARKLE_SEATS, speed="normal")
    scene = settle_turn(app)
    uidriver.rig(scene, [(1, 5, 2, 3, 4, 6)], lambda roll: ("dice", roll))
    scene.perform(("roll",))
    settle_turn(app)
    scene.perform(("keep", (1, 5)))
    for _ in range(200):
        frames(app)
        assert not [f for f in scene.effects.floats if f.text.startswith("+")]
        if scene.human_to_move():
            break
    assert scene.rows and scene.rows[-1].points == 150


def test_farkle_crack_stays_off_the_lost_points_line():
    banner = Banner("Farkle!", "The 400 points of this turn are lost", "bad", crack=True)
    card = banner.card()
    sub_top = 16 + theme.render("Farkle!", 52, theme.TEXT, True).get_height()
    crack = pygame.Color(120, 24, 20)
    rows = range(sub_top, card.get_height())
    hits = [(x, y) for y in rows for x in range(card.get_width()) if card.get_at((x, y))[:3] == crack[:3]]
    assert not hits
    whole = [(x, y) for y in range(card.get_height()) for x in range(card.get_width())]
    assert any(card.get_at(p)[:3] == crack[:3] for p in whole)  # it still cracks the title


def test_farkle_german_start_prompt_is_not_shrunk_and_turn_points_are_not_the_turn_number(monkeypatch):
    rec = Recorder(monkeypatch)
    app = game_app("farkle", FARKLE_SEATS, lang="de")
    settle_turn(app)
    frames(app, 2)
    prompt = [(s, n) for s, n in rec.sizes if "Würfle" in s or "beginnen" in s]
    assert prompt and all(n >= 18 for _, n in prompt)
    assert i18n.tr("farkle.scene.leads", player="Ana", points="550") == "Ana liegt 550 Punkte vorn"
    points_label = i18n.tr("farkle.scene.turn").lower()
    turn_number = i18n.tr("farkle.ui.solo_turn", turn=3).split()[0].lower()
    assert points_label != turn_number and "punkte" in points_label


def test_money_never_breaks_between_amount_and_unit():
    for lang, table in i18n.catalog().items():
        for key, text in table.items():
            assert not re.search(r"[0-9}] (€|ct\b)", text), (lang, key, text)
    assert theme.wrap("Ein Stapel mit genau 1,00\u00a0€ wert", 20, 150)[1].endswith("1,00\u00a0€")
