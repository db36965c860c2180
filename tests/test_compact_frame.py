"""The compact game frame (issue 17): the header every game scene shares, the message pill, and the
overlays over a game (log sheet, coach sheet, pause menu, skip summary, banners and floating labels,
confirm dialog, replay controls, review), measured against the compact goals in English and German,
colour-blind mode off and on, and the behaviour they add (a sheet opens on a tap and closes).

What is measured, honestly: the game area (Rect(0, 62, 960, 418)) belongs to each game's helper
and is still the standard drawing while they redo it, so these tests measure only what this frame
draws. For a game scene that is the header layer alone: ``frame.draw_header``, the message pill
and the header's own buttons are drawn onto a clean canvas with nothing else, so every text the
``Measure`` records is ours; its touch areas are the header buttons the scene lists in
``header_buttons`` (the very rects its form hit-tests), not the game's own pieces. An overlay (a
sheet, the pause menu, a summary, a dialog, the review) is drawn alone the same way (its veil over
nothing), and its touch areas are all of ``tap_targets()``: everything on it is ours.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import layout, theme  # noqa: E402
from game.i18n import tr  # noqa: E402
from game.scenes.shared import frame, regions  # noqa: E402
from game.scenes.shared.coach_sheet import CoachSheet  # noqa: E402
from game.scenes.shared.log_sheet import LogSheet  # noqa: E402
from game.scenes.shared.skip import SkipSummary  # noqa: E402
from game.session import Seat  # noqa: E402
from tests.compact import Measure, problems  # noqa: E402
from tests.uidriver import click, frames, game_app, key, settle_turn  # noqa: E402

SEATS = [Seat("human", "Ana"), Seat("ai", "", "easy")]
LOOKS = [(lang, cb) for lang in ("en", "de") for cb in (False, True)]


def compact_game(game="farkle", seats=SEATS, lang="en", colourblind=False, speed="instant", seed=3):
    """A game started as ``--layout compact --game ...`` would start it (headless)."""
    app = game_app(game, seats, seed, speed, lang=lang, colourblind=colourblind, layout="compact")
    assert theme.compact() and app.screen.get_size() == (960, 480)
    return app


def header_targets(scene) -> list:
    frame.arrange(scene)
    return [(b.name(), b.rect) for b, _ in scene.header_buttons() if b.visible]


def measure_header(app, measure: Measure, screen: str) -> list[str]:
    """The header layer alone on a clean canvas (see the module docstring)."""
    scene = app.stack.top
    frames(app, 2)
    measure.sizes.clear()
    measure.rects.clear()
    canvas = app.screen
    canvas.fill((0, 0, 0))
    frame.draw_header(scene, canvas)
    frame.draw_messages(scene, canvas)
    for button, _ in scene.header_buttons():
        if button.visible:
            button.draw(canvas, False, False)
    targets = header_targets(scene)
    found = []
    for name, rect in targets:
        if not frame.header_area().contains(rect):
            found.append(f"{screen}: {name} at {tuple(rect)} is not in the header")
    scene.tap_targets = lambda: targets  # the shared checker reads the top scene's targets
    try:
        return found + problems(app, measure, screen)
    finally:
        del scene.tap_targets


def measure_overlay(app, measure: Measure, screen: str) -> list[str]:
    """The top scene (an overlay) drawn alone on a clean canvas; all its touch areas."""
    frames(app, 2)
    measure.sizes.clear()
    measure.rects.clear()
    app.screen.fill((0, 0, 0))
    app.stack.top.draw(app.screen)
    return problems(app, measure, screen)


def some_turns(app, scene, turns=4, limit=6000):
    """The human plays its first legal choice (and the computer its own) for a few turns."""
    done = 0
    for _ in range(limit):
        frames(app)
        if isinstance(app.stack.top, SkipSummary):
            app.stack.pop()
        if scene.human_to_move():
            scene.perform(scene.session.legal_actions()[-1])
            done += 1
            if done >= turns:
                settle_turn(app)
                return
    raise AssertionError("the game did not go on")


def paused_replay(app, scene, played: int = 3):
    """The replay of ``scene``'s game so far over it, paused after ``played`` frames of playing."""
    from game import share
    from game.scenes.replay import replay_scene

    replay = replay_scene(app, share.decode(share.encode(scene.session)), app.go_title)
    app.stack.push(replay)
    frames(app, played)
    replay.playing = False
    return replay


def until_computers(app, scene, limit=4000):
    """The human plays until the computers' turn is on screen (the Skip button shows)."""
    for _ in range(limit):
        frames(app)
        if scene.skip.button.visible:
            return
        if scene.human_to_move():
            scene.perform(scene.session.legal_actions()[-1])
    raise AssertionError("the computers never moved")


# --- the size goals, screen by screen -----------------------------------------------------------------
@pytest.mark.parametrize(("lang", "cb"), LOOKS)
def test_the_header_pill_and_hint_meet_the_goals(monkeypatch, lang, cb):
    app = compact_game(lang=lang, colourblind=cb, speed="normal")
    measure = Measure(monkeypatch)
    scene = settle_turn(app)
    found = measure_header(app, measure, f"header, human's turn [{lang}, cb={cb}]")
    undo_msgs = ("undo.why.chance", "undo.why.other", "undo.why.nothing", "undo.why.busy", "undo.why.over")
    scene.message, scene.message_timer = max((tr(k) for k in undo_msgs), key=len), 4.0
    found += measure_header(app, measure, f"message pill [{lang}]")
    scene.message = ""
    monkeypatch.setattr(scene, "hurry_hint_showing", lambda: True)
    found += measure_header(app, measure, f"hurry hint [{lang}]")
    monkeypatch.undo()
    measure = Measure(monkeypatch)
    until_computers(app, scene)
    found += measure_header(app, measure, f"header, computer's turn with Skip [{lang}, cb={cb}]")
    assert not found, "\n".join(found)


@pytest.mark.parametrize(("lang", "cb"), LOOKS)
def test_the_sheets_and_menus_over_a_game_meet_the_goals(monkeypatch, lang, cb):
    from game.scenes.confirm import ConfirmScene

    app = compact_game(lang=lang, colourblind=cb)
    scene = settle_turn(app)
    some_turns(app, scene, 6)
    measure = Measure(monkeypatch)
    found = []
    scene.open_log()
    frames(app, 2)
    found += measure_overlay(app, measure, f"log sheet [{lang}, cb={cb}]")
    app.stack.top.scroll_by(5)
    found += measure_overlay(app, measure, f"log sheet scrolled back [{lang}]")
    app.stack.pop()
    frames(app, 2)
    for coach in ([], ["Ana"]):
        app.settings.coach = coach
        scene.coach.open_sheet()
        for _ in range(400):
            frames(app)
            if not coach or scene.coach.entries():
                break
        found += measure_overlay(app, measure, f"coach sheet, coach {coach or 'off'} [{lang}, cb={cb}]")
        app.stack.pop()
        frames(app, 2)
    scene.open_pause()
    frames(app, 2)
    found += measure_overlay(app, measure, f"pause menu [{lang}, cb={cb}]")
    app.stack.pop()
    frames(app, 2)
    body = tr("lock.body", game=tr("farkle.name"))
    answers = [(tr("lock.read_only"), lambda: None, "secondary"), (tr("lock.back"), lambda: None, "primary")]
    app.stack.push(ConfirmScene(app, tr("lock.title", game=tr("farkle.name")), body, answers))
    frames(app, 2)
    found += measure_overlay(app, measure, f"confirm dialog [{lang}]")
    app.stack.pop()
    frames(app, 2)
    entries = scene.log.entries[-40:]
    app.stack.push(SkipSummary(app, scene, entries))
    frames(app, 2)
    found += measure_overlay(app, measure, f"skip summary [{lang}, cb={cb}]")
    assert pygame.Rect(0, 0, 960, 480).contains(app.stack.top.PANEL)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_banners_and_floating_labels_are_legible_and_on_the_canvas(monkeypatch, lang):
    app = compact_game(lang=lang, speed="normal")
    scene = settle_turn(app)
    measure = Measure(monkeypatch)
    fx = scene.effects
    fx.banner_center = (900, 460)  # a careless centre: the card still stays on the canvas
    fx.banner(tr("game.skip.title") * 2, tr("coach.sheet.off", name="Ana"), "gold", 5.0)
    fx.float_label("+1,500", (955, 70), size=12, seconds=5.0)
    fx.fly("+50", (10, 470), (950, 70), size=12, seconds=5.0)
    for _ in range(40):
        frames(app)
    assert fx.banners and fx.floats and fx.flyers
    measure.sizes.clear()
    measure.rects.clear()
    canvas = pygame.Surface((960, 480))
    fx.draw_floats(canvas)
    fx.draw_banners(canvas)
    small = [(s, n) for s, n in measure.sizes if n < theme.MIN_TEXT]
    assert not small, small
    edge = pygame.Rect(0, 0, 960, 480)
    outside = [(s, tuple(r)) for s, r in measure.rects if not edge.contains(r)]
    assert not outside, outside
    banner = fx.banners[0]
    card = banner.card().get_rect(center=fx.banner_center)
    from game.scenes.shared.fx import inside

    assert card.width <= 960 - 40 and edge.contains(inside(card))


@pytest.mark.parametrize(("lang", "cb"), LOOKS)
def test_the_replay_controls_meet_the_goals(monkeypatch, lang, cb):
    app = compact_game(lang=lang, colourblind=cb)
    scene = settle_turn(app)
    some_turns(app, scene, 3)
    replay = paused_replay(app, scene)
    measure = Measure(monkeypatch)
    found = measure_header(app, measure, f"replay header [{lang}, cb={cb}]")
    measure.sizes.clear()
    measure.rects.clear()
    for button in replay.controls:
        button.draw(app.screen, False, False)
    found += [
        f"replay bar [{lang}]: {b.name()} is {b.rect.size}" for b in replay.controls if min(b.rect.size) < 55
    ]
    found += [f"replay bar [{lang}]: {s!r} is {n} px" for s, n in measure.sizes if n < 15]
    names = [name for name, _ in replay.tap_targets()]
    bar_and_header = replay.tap_targets()
    for i, (a_name, a) in enumerate(bar_and_header):
        for b_name, b in bar_and_header[i + 1 :]:
            if a.colliderect(b):
                found.append(f"replay: {a_name} overlaps {b_name}")
    assert any(tr("game.log.short") in n for n in names)
    assert replay.bar.bottom <= 480 and replay.bar.width <= 960
    assert not found, "\n".join(found)


@pytest.mark.parametrize(("lang", "cb"), LOOKS)
def test_the_review_and_its_position_meet_the_goals(monkeypatch, lang, cb):
    from game.scenes.review import ReviewScene
    from game.scenes.review_position import PositionView

    app = compact_game(lang=lang, colourblind=cb, seed=4)
    scene = settle_turn(app)
    some_turns(app, scene, 8)
    review = ReviewScene(app, scene.session)
    app.stack.push(review)
    for _ in range(3000):
        frames(app)
        if review.ready():
            break
    assert review.items(), "no costly decision to show"
    measure = Measure(monkeypatch)
    found = measure_overlay(app, measure, f"review [{lang}, cb={cb}]")
    review.find.set_state("find")  # "Find a better move": the choices, then the verdict on a pick
    found += measure_overlay(app, measure, f"review, finding a better move [{lang}, cb={cb}]")
    review.find.pick(0)
    found += measure_overlay(app, measure, f"review, the pick judged [{lang}, cb={cb}]")
    show = next(w for w in review.form.widgets if w.visible and w.label() == tr("coach.review.show"))
    click(app, show.rect.center)
    frames(app, 2)
    assert isinstance(app.stack.top, PositionView)
    # the position is the game's own compact drawing at full size (no 60 % picture): only the
    # note this view adds is ours; the picture's text is the game helper's, at the game's sizes
    measure.sizes.clear()
    app.stack.top.draw(app.screen)
    note = [(s, n) for s, n in measure.sizes if s == tr("coach.review.position_close")]
    assert note and all(n >= 15 for _, n in note)
    assert app.stack.top.review.picture(review.items()[0], full=True).get_size() == (960, 480)
    click(app, (480, 240))
    frames(app, 2)
    assert app.stack.top is review
    assert not found, "\n".join(found)


# --- behaviour ---------------------------------------------------------------------------------------
def test_the_frame_contract():
    app = compact_game()
    scene = settle_turn(app)
    assert frame.header_h() == 60 and frame.game_area() == pygame.Rect(0, 62, 960, 418)
    assert frame.header_area() == pygame.Rect(0, 0, 960, 62)
    targets = dict((name, rect) for name, rect in scene.tap_targets())
    for label in (tr("game.menu"), tr("game.log.short"), tr("coach.toggle.off")):
        rect = targets[f"Button '{label}'"]
        assert rect.top >= 0 and rect.bottom <= 60 and rect.height >= 55 and rect.right <= 960
    canvas = pygame.Surface((960, 480))
    pill = frame.draw_pill(canvas, "x" * 300, theme.ACCENT, theme.INK)
    assert pill.top >= regions.pill_top(layout.current()) and pill.bottom <= 480 and pill.height <= 34
    assert pill.width <= 960


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_standard_header_holds_its_buttons_beside_the_turn(lang, monkeypatch):
    """1280x720 draws the same frame: a 68 px bar whose row holds Menu, Undo and, while the
    computers play, Skip with its full label (the key in it), each inside the bar and clear of the
    game's name and whose turn; the log panel and the coach's card stay beside the game, so no
    Log or Coach button; the message pill sits at the bottom, inside the canvas."""
    from tests.compact import Measure

    seats = [Seat("human", "Fritzi-Marie Ann"), Seat("ai", "", "easy"), Seat("ai", "", "easy")]
    app = game_app("chains", seats, seed=5, speed="normal", lang=lang, layout="standard")
    scene = settle_turn(app)
    assert frame.header_h() == 68 and frame.game_area() == pygame.Rect(0, 70, 1280, 650)
    assert not scene.log_button.visible and not scene.coach.compact
    until_computers(app, scene)
    measure = Measure(monkeypatch)
    scene.message = "x" * 300
    scene.draw_hud(app.screen)
    row = [b for b, _ in scene.header_buttons() if b.visible]
    assert row == [scene.menu_button, scene.undo_button, scene.skip.button]
    assert scene.skip.button.label() == tr("game.skip")
    texts = [r for s, r in measure.rects if s in (scene.status_line(), tr("chains.name"))]
    assert len(texts) == 2, measure.rects
    for i, button in enumerate(row):
        assert button.rect.top >= 0 and button.rect.bottom <= 68 and button.rect.height >= 44
        assert button.rect.right <= 1280 and not any(button.rect.colliderect(t) for t in texts)
        assert not any(button.rect.colliderect(b.rect) for b in row[i + 1 :])
    assert min(size for _, size in measure.sizes) >= 14
    pill = [r for s, r in measure.rects if s.startswith("xxx")]
    assert pill and pill[0].bottom <= 720 and pill[0].top >= 620


def test_the_log_sheet_opens_on_a_tap_scrolls_and_closes():
    app = compact_game()
    scene = settle_turn(app)
    some_turns(app, scene, 12)
    frame.arrange(scene)
    click(app, scene.log_button.rect.center)
    frames(app, 2)
    sheet = app.stack.top
    assert isinstance(sheet, LogSheet) and sheet.max_back() > 0, "the log should be longer than the sheet"
    shown = sheet.lines()[-1][0]
    assert shown == scene.log.texts()[-1] or scene.log.texts()[-1].startswith(shown)
    click(app, sheet.older.rect.center)  # a page back
    assert sheet.back == sheet.rows() - 1 or sheet.back == sheet.max_back()
    click(app, sheet.newest.rect.center)
    assert sheet.back == 0
    area = sheet.area()  # a drag down the lines shows older ones
    start = (area.centerx, area.y + 20)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    app.step(
        1 / 60,
        [
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=(start[0], start[1] + 120), rel=(0, 120), buttons=(1, 0, 0)
            )
        ],
    )
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0], start[1] + 120), button=1)])
    assert sheet.back > 0 and app.stack.top is sheet  # a drag is no tap: the sheet stays
    click(app, (10, 240))  # outside the sheet
    frames(app, 2)
    assert app.stack.top is scene
    scene.open_log()
    frames(app, 2)
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    assert app.stack.top is scene
    scene.open_log()
    frames(app, 2)
    click(app, app.stack.top.close_button.rect.center)
    frames(app, 2)
    assert app.stack.top is scene


def test_the_coach_button_opens_its_sheet_where_the_switch_and_the_advice_are():
    app = compact_game()
    scene = settle_turn(app)
    frame.arrange(scene)
    assert scene.coach.toggle.label() == tr("coach.toggle.off")
    click(app, scene.coach.toggle.rect.center)
    frames(app, 2)
    sheet = app.stack.top
    assert isinstance(sheet, CoachSheet)
    click(app, sheet.switch.rect.center)
    assert app.settings.coach == ["Ana"]
    for _ in range(600):  # the coach thinks while its sheet is open
        frames(app)
        if scene.coach.entries():
            break
    entries = scene.coach.entries()
    assert entries and {e.action for e in entries} <= set(scene.session.legal_actions())
    click(app, sheet.close_button.rect.center)
    frames(app, 2)
    assert app.stack.top is scene and scene.coach.toggle.label() == tr("coach.toggle.on")
    scene.draw(app.screen)  # the ring on the board, no card over the game


def test_skip_in_the_header_plays_the_computers_and_its_summary_fits_the_canvas():
    app = compact_game(seats=[Seat("human", "Ana"), Seat("ai", "", "easy"), Seat("ai", "", "medium")],
                       speed="normal", seed=5)  # fmt: skip
    scene = settle_turn(app)
    until_computers(app, scene)
    frame.arrange(scene)
    assert scene.skip.button.rect.bottom <= 60 and scene.skip.button.rect.height >= 55
    assert scene.skip.button.label() == tr("game.skip.short")  # the name and the turn keep their room
    click(app, scene.skip.button.rect.center)
    for _ in range(900):
        frames(app)
        if isinstance(app.stack.top, SkipSummary):
            break
    summary = app.stack.top
    assert isinstance(summary, SkipSummary)
    assert pygame.Rect(0, 0, 960, 480).contains(summary.PANEL) and summary.PANEL.width < 960
    click(app, (20, 20))
    frames(app, 2)
    assert app.stack.top is scene and scene.human_to_move()
