"""What players read (issue 18, "Words and text"): numbers that never run ahead or show in-between
values, banners that leave their lines readable, German that says what it means and is not shrunk,
money that never breaks across lines."""

import os
import re

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402

from game import games, i18n, theme  # noqa: E402
from game.saves import summary  # noqa: E402
from game.scenes.shared.fx import Banner  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from tests import uidriver  # noqa: E402
from tests.test_readable import Recorder  # noqa: E402
from tests.uidriver import frames, game_app, make_app, settle_turn  # noqa: E402

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


def farkle_kept(rolls, keep):
    """Ana (normal speed) rolls the scripted ``rolls``, keeps ``keep`` and may decide again."""
    app = game_app("farkle", FARKLE_SEATS, speed="normal")
    scene = settle_turn(app)
    uidriver.rig(scene, rolls, lambda roll: ("dice", roll))
    scene.perform(("roll",))
    settle_turn(app)
    scene.perform(("keep", keep))
    settle_turn(app)
    return app, scene


def test_farkle_turn_total_shows_the_lost_points_then_zero_never_in_between():
    app, scene = farkle_kept([(1, 2, 3, 4, 6, 6), (2, 3, 4, 6, 6)], (1,))
    scene.perform(("roll",))  # 2 3 4 6 6: a farkle, the 100 are lost
    assert farkle_turn_values(app, scene) <= {100, 0}


def test_farkle_banked_total_leaves_the_bar_whole():
    app, scene = farkle_kept([(1, 1, 1, 5, 2, 3)], (1, 1, 1, 5))
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


def test_coach_percentages_never_break_between_number_and_sign():
    """German writes "45 %": a line may not end at the number with the sign on the next."""
    for lang, table in i18n.catalog().items():
        for key, text in table.items():
            if key.startswith("coach."):
                assert not re.search(r"[0-9}] %", text), (lang, key, text)
    assert theme.wrap("mit 5 weiter: 8\u00a0% Farkle", 16, 120)[-1] == "8\u00a0% Farkle"


def test_title_cards_draw_every_game_name_at_one_size(monkeypatch):
    for lang in ("en", "de"):
        rec = Recorder(monkeypatch)
        app = make_app(lang=lang)
        frames(app, 3)
        names = {i18n.tr(f"{g}.name") for g in games.GAME_IDS}
        sizes = {n for s, n in rec.sizes if s in names}
        assert {s for s, _ in rec.sizes} >= names
        assert len(sizes) == 1, (lang, sorted((s, n) for s, n in rec.sizes if s in names))


def play_turns(session, turns: int) -> None:
    """Farkle: bank as soon as allowed, keep the most dice, until ``turns`` turns are over."""
    while session.turns() < turns:
        if session.at_chance:
            session.resolve_chance()
            continue
        legal = session.legal_actions()
        keeps = [a for a in legal if a[0] == "keep"]
        session.act(
            ("bank",) if ("bank",) in legal else max(keeps, key=lambda a: len(a[1])) if keeps else legal[0]
        )


def test_a_saved_game_is_summarised_by_its_round_not_by_every_seats_turns():
    session = Session("farkle", {"players": 2, "limit": 10000}, FARKLE_SEATS, 7)
    play_turns(session, 4)  # two turns each: the third round is being played
    i18n.set_language("en")
    assert summary(session).endswith("round 3")
    i18n.set_language("de")
    assert summary(session).endswith("Runde 3")
    i18n.set_language("en")
    exactly = Session("exactly", {"players": 2, "target": 3}, FARKLE_SEATS, 7)
    assert summary(exactly).endswith("round 1")  # Exactly! counts its own rounds


def test_chains_setup_explains_each_option_in_a_line_that_fits(monkeypatch):
    from game.scenes.setup import SetupScene

    for lang in ("en", "de"):
        rec = Recorder(monkeypatch)
        app = make_app(lang=lang)
        app.stack.push(SetupScene(app, "chains"))
        app.stack.apply_pending()
        frames(app, 30)
        scene = app.stack.top
        lines = i18n.tr("chains.setup_note").split("\n")
        assert len(lines) == 3  # scoring, series, swap chips
        for line, option in zip(lines, ("scoring", "series", "swap")):
            assert line.startswith(i18n.tr(f"chains.opt.{option}") + ":"), (lang, line)
        area, foot = scene.geo["options"], scene.geo["start"].y  # the options' column, the buttons' row
        note = [r for s, r in rec.rects if r.x == area.x + 6 and s in i18n.tr("chains.setup_note")]
        assert note and all(scene.options_bottom <= r.top and r.bottom < foot for r in note), lang


STARROWS_SEATS = [Seat("human", "Ana"), Seat("ai", "", "easy")]


def test_starrows_german_reroll_prompt_is_drawn_whole(monkeypatch):
    rec = Recorder(monkeypatch)
    app = game_app("starrows", STARROWS_SEATS, lang="de")
    scene = settle_turn(app)
    scene.perform(("roll",))
    settle_turn(app)
    rec.frame(app)  # what the player sees now
    pick = i18n.tr("starrows.scene.pick")
    assert pick in [s for s, _ in rec.sizes]  # not shortened with an ellipsis


def test_starrows_lost_dice_label_stays_inside_the_tray():
    app = game_app("starrows", STARROWS_SEATS, speed="normal")
    scene = settle_turn(app)
    uidriver.rig(scene, [(1, 1, 2, 2, 3, 3, 4, 4, 5)], lambda roll: ("dice", roll))
    scene.perform(("roll",))
    settle_turn(app)
    scene.perform(("stop",))
    settle_turn(app)
    scene.perform(("end",))  # nothing placed: all nine dice are lost
    lost = i18n.trn("starrows.ui.dice_lost", 9)
    seen = False
    for _ in range(240):
        frames(app)
        for f in scene.effects.floats:
            if f.text == lost:
                seen = True
                assert scene.geo.tray.contains(f.rect()), f.rect()
    assert seen


def test_starrows_log_says_kept_not_placed_and_names_the_head_start():
    app = game_app("starrows", [Seat("human", "Ana"), Seat("ai", "", "easy"), Seat("ai", "", "easy")])
    scene = settle_turn(app)
    texts = scene.log.texts()
    assert texts[1] == "Head start for playing later: Easy 2, Easy 3 begin on coin fields 2, 3."
    scene.perform(("roll",))
    settle_turn(app)
    scene.perform(("stop",))
    settle_turn(app)
    stop = scene.log.texts()[-1]
    assert stop.startswith("Ana keeps") and "places" not in stop


def test_a_human_seat_without_a_name_is_player_n_in_both_languages():
    from game.scenes.setup import SetupScene

    for lang, expected in (("en", "Player 1"), ("de", "Spieler 1")):
        app = make_app(lang=lang)
        app.stack.push(SetupScene(app, "buttons"))
        app.stack.apply_pending()
        setup = app.stack.top
        assert setup.placeholder(0) == expected
        seats = setup.seats()
        assert seats[0].name == ""  # no name typed: the default, drawn in the current language
        session = Session("buttons", setup.config, seats, 1)
        assert session.name_of(0) == expected
        assert i18n.tr("game.your_turn", name=session.name_of(0)).startswith(expected)


def test_farkle_hot_dice_star_sits_after_wide_points(monkeypatch):
    from game.scenes.farkle import drawing as farkle_drawing
    from game.scenes.farkle.view import Row

    app = game_app("farkle", FARKLE_SEATS)
    scene = settle_turn(app)
    scene.rows = [Row((1, 1, 1, 5, 5, 5), 2500, hot=True)]
    rec = Recorder(monkeypatch)
    stars = []
    monkeypatch.setattr(farkle_drawing, "star", lambda surface, center, r, colour: stars.append((center, r)))
    frames(app)
    label = next(r for s, r in rec.rects if s == "+2,500")
    (cx, cy), r = stars[-1]
    assert cx - r >= label.right  # the star does not cover the points
