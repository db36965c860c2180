"""Farkle in the compact layout (960x480, issue 17): every moment of a game measured, and a whole
game played by taps alone.

Each moment (the start, a human's valid and invalid selection, a long press's tip, a computer's
turn, a farkle, hot dice, a bankruptcy, the final round, 2, 4 and 6 players, solo, the score
sheet) is drawn in English and German, colour-blind on and off, and checked with
``tests/compact.py`` on the whole screen as the player sees it, unfiltered: the header bar (whose
turn, Menu, Undo, Log, Coach, Skip), the game area, the message pill and the banners together - text
at least 15 px, nothing cut off by the canvas, touch areas at least 55x55 and not overlapping, none
across the header's edge; and Farkle's own targets (below the header) inside the game area. The how-to
pictures are drawn into the compact 430x340 picture and every text on them is measured.

The game played by taps sends MOUSEBUTTONDOWN/UP at the centres of the rects ``tap_targets``
lists, so those rects are the ones the scene's own hit tests act on.

SHOTS=DIR saves each checked moment as the phone shows it (780x390) for a person to look at
(FARKLE_SHOTS=DIR the how-to pictures).
"""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from pathlib import Path  # noqa: E402
from types import SimpleNamespace  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n, theme  # noqa: E402
from game.app import App  # noqa: E402
from game.scenes.farkle import draw_howto  # noqa: E402
from game.session import Seat  # noqa: E402
from tests import compact, uidriver  # noqa: E402
from tests.compact import tap  # noqa: E402
from tests.uidriver import frames  # noqa: E402

GAME_AREA = pygame.Rect(0, 62, 960, 418)  # the sideways game area, below the header bar

DT = 1 / 60
LANGS = [("en", False), ("en", True), ("de", False), ("de", True)]
IDS = ["en", "en-cb", "de", "de-cb"]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def compact_game(seats, lang="en", colourblind=False, variants=None, seed=3, speed="normal") -> App:
    """The app started straight into Farkle in the compact layout (as ``--layout compact`` would)."""
    app = uidriver.game_app(
        "farkle", seats, seed, speed, variants=variants, lang=lang, colourblind=colourblind, layout="compact"
    )
    assert theme.compact() and app.size == (960, 480)
    return app


def rig(scene, rolls) -> None:
    """The next rolls are these (sorted values), then the session's own seeded ones."""
    uidriver.rig(scene, rolls, lambda roll: ("dice", tuple(sorted(roll))))


def until(app, condition, limit=4000) -> None:
    for _ in range(limit):
        if condition():
            return
        app.step(DT, [])
    raise AssertionError("the moment never came")


def settle(app, limit=4000):
    """Step until the human may decide (or the game is over); the scene."""
    scene = app.stack.top
    until(app, lambda: app.stack.top is not scene or scene.human_to_move() or scene.finished, limit)
    return scene


def target(scene, prefix: str) -> pygame.Rect:
    found = [r for name, r in scene.tap_targets() if name.startswith(prefix)]
    assert found, f"no tap target {prefix!r} in {[n for n, _ in scene.tap_targets()]}"
    return found[0]


def tap_dice(app, scene, values) -> None:
    """Tap dice showing ``values`` (one die each), found through ``tap_targets``."""
    left = list(values)
    for i, (die, _) in enumerate(scene.die_targets()):
        if die.value in left and not die.selected:
            left.remove(die.value)
            tap(app, target(scene, f"die {i + 1} "))
    assert not left, f"no die for {left}"


def check(app, measure, screen: str, n: int = 2) -> None:
    """Draw the whole screen and fail on its first violation (all of them listed)."""
    compact.check(app, measure, screen, n)
    for name, r in compact.game_targets(app.stack.top):
        assert GAME_AREA.contains(r), f"{screen}: {name} {tuple(r)} is outside the game area"


def dice_up(scene, seat: int):
    """A computer's dice have landed and no banner covers them."""
    return lambda: (
        scene.turn_seat == seat
        and scene.tray
        and all(d.settled and d.scale > 0.99 for d in scene.tray)
        and not scene.effects.banners
    )


def banner_up(scene, title: str):
    return lambda: any(b.title == title and b.alpha > 200 for b in scene.effects.banners)


# --- the moments ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang,cb", LANGS, ids=IDS)
def test_a_turn_against_a_computer(lang, cb, monkeypatch):
    """Start, selections (valid, invalid), a long press, a farkle, the computer's turn (2 players)."""
    app = compact_game([Seat("human", "Ana"), Seat("ai", "", "easy")], lang, cb)
    scene = app.stack.top
    tag = f"{lang}{'-cb' if cb else ''}"
    measure = compact.Measure(monkeypatch)
    check(app, measure, f"{tag} start banner", 1)
    settle(app)
    check(app, measure, f"{tag} start")
    rig(scene, [(1, 2, 2, 3, 5, 6), (2, 3, 4, 6)])
    tap(app, scene.roll_button.rect)
    settle(app)
    check(app, measure, f"{tag} rolled")
    compact.check_sheets(app, measure, f"{tag} rolled")
    tap_dice(app, scene, (1, 5))
    assert scene.plan().points == 150
    check(app, measure, f"{tag} valid selection")
    tap_dice(app, scene, (2,))
    assert scene.plan().reason is not None
    check(app, measure, f"{tag} invalid selection")
    # a long press on the (refusing) Roll button explains; the release taps nothing
    pos = scene.roll_button.rect.center
    frames(app, 40, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)])
    assert app.tip is not None and app.tip.text == i18n.tr("farkle.err.nonscoring", die=2)
    check(app, measure, f"{tag} long press on roll")
    before = scene.session.state
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])
    assert scene.session.state is before
    tap_dice(app, scene, ())
    for die, _ in scene.die_targets():
        if die.value == 2 and die.selected:
            scene.toggle(die)
    tap(app, scene.roll_button.rect)  # keep 1 + 5, roll four: a farkle
    until(app, banner_up(scene, i18n.tr("farkle.ui.farkle")))
    check(app, measure, f"{tag} farkle", 1)
    until(app, dice_up(scene, 1))
    check(app, measure, f"{tag} computer's turn", 1)
    until(app, lambda: scene.turn_seat == 1 and scene.rows)
    check(app, measure, f"{tag} computer kept", 1)


@pytest.mark.parametrize("lang,cb", LANGS, ids=IDS)
def test_hot_dice_and_the_final_round_with_four_players(lang, cb, monkeypatch):
    seats = [Seat("human", "Ana"), Seat("ai", "", "easy"), Seat("ai", "", "medium"), Seat("ai", "", "hard")]
    app = compact_game(seats, lang, cb, {"limit": 2000})
    scene = settle(app)
    tag = f"{lang}{'-cb' if cb else ''}"
    measure = compact.Measure(monkeypatch)
    check(app, measure, f"{tag} 4 players start")
    rig(scene, [(1, 1, 1, 5, 5, 5), (1, 1, 1, 1, 2, 3)])
    tap(app, scene.roll_button.rect)
    settle(app)
    tap_dice(app, scene, (1, 1, 1, 5, 5, 5))
    check(app, measure, f"{tag} hot dice selected")
    tap(app, scene.roll_button.rect)
    until(app, banner_up(scene, i18n.tr("farkle.ui.hot_dice")))
    check(app, measure, f"{tag} hot dice", 1)
    settle(app)
    tap_dice(app, scene, (1, 1, 1, 1))
    assert scene.plan().turn_after == 4500
    check(app, measure, f"{tag} bank to reach the limit")
    tap(app, scene.bank_button.rect)
    until(app, banner_up(scene, i18n.tr("farkle.ui.final_round")))
    check(app, measure, f"{tag} final round banner", 1)
    until(app, dice_up(scene, 2))
    assert scene.final_seat == 0
    check(app, measure, f"{tag} final round", 1)
    tap(app, scene.geo.board)
    assert scene.sheet_open
    check(app, measure, f"{tag} 4 players score sheet", 1)


@pytest.mark.parametrize("lang,cb", LANGS, ids=IDS)
def test_bankruptcy_between_two_players_at_one_screen(lang, cb, monkeypatch):
    app = compact_game([Seat("human", "Ana"), Seat("human", "Ben")], lang, cb)
    scene = settle(app)
    tag = f"{lang}{'-cb' if cb else ''}"
    measure = compact.Measure(monkeypatch)
    rig(scene, [(1, 1, 1, 2, 3, 4), (2, 2, 3, 4, 6, 6), (2, 3, 3, 4, 6, 6)])
    tap(app, scene.roll_button.rect)
    settle(app)
    tap_dice(app, scene, (1, 1, 1))
    tap(app, scene.bank_button.rect)  # Ana banks 1,000
    settle(app)
    tap(app, scene.roll_button.rect)  # Ben: a farkle on his first roll, nothing to lose
    settle(app)
    tap(app, scene.roll_button.rect)  # Ana: a farkle on her first roll with 1,000 banked
    until(app, banner_up(scene, i18n.tr("farkle.ui.bankrupt")))
    check(app, measure, f"{tag} bankrupt", 1)
    settle(app)
    assert scene.presented.totals[0] == 0
    check(app, measure, f"{tag} after bankruptcy")


@pytest.mark.parametrize("lang,cb", LANGS, ids=IDS)
def test_six_players_and_the_score_sheet(lang, cb, monkeypatch):
    names = ["Annemarie", "Bartholomäus", "Cleo", "Dmitri", "Eleonore", "Friedrich"]
    seats = [Seat("human", names[0])] + [Seat("ai", n, "easy") for n in names[1:]]
    app = compact_game(seats, lang, cb)
    scene = settle(app)
    tag = f"{lang}{'-cb' if cb else ''}"
    measure = compact.Measure(monkeypatch)
    check(app, measure, f"{tag} 6 players start")
    rig(scene, [(1, 1, 1, 2, 3, 4)])
    tap(app, scene.roll_button.rect)
    settle(app)
    tap_dice(app, scene, (1, 1, 1))
    tap(app, scene.bank_button.rect)
    until(app, dice_up(scene, 3))
    check(app, measure, f"{tag} 6 players computer", 1)
    tap(app, target(scene, "scoreboard"))
    assert scene.sheet_open
    check(app, measure, f"{tag} 6 players score sheet", 1)
    assert [n for n, _ in scene.tap_targets() if GAME_AREA.contains(_)] == ["score sheet (tap closes)"]
    tap(app, target(scene, "score sheet"))
    assert not scene.sheet_open


@pytest.mark.parametrize("lang,cb", LANGS, ids=IDS)
def test_solo(lang, cb, monkeypatch):
    app = compact_game([Seat("human", "Ana")], lang, cb, {"limit": 1000})
    scene = settle(app)
    tag = f"{lang}{'-cb' if cb else ''}"
    measure = compact.Measure(monkeypatch)
    check(app, measure, f"{tag} solo start")
    rig(scene, [(1, 5, 2, 3, 4, 6), (1, 1, 5, 2), (2, 3, 4, 6, 6, 2), (1, 1, 1, 5, 3, 3)])
    tap(app, scene.roll_button.rect)
    settle(app)
    tap_dice(app, scene, (1, 5))
    tap(app, scene.roll_button.rect)
    settle(app)
    tap_dice(app, scene, (1, 1, 5))
    tap(app, scene.bank_button.rect)  # 400 banked in turn 1
    settle(app)
    tap(app, scene.roll_button.rect)  # turn 2: a farkle
    settle(app)
    check(app, measure, f"{tag} solo turn 3")
    tap(app, scene.roll_button.rect)
    settle(app)
    tap_dice(app, scene, (1, 1, 1, 5))
    check(app, measure, f"{tag} solo selection")
    tap(app, scene.geo.board)
    check(app, measure, f"{tag} solo sheet", 1)


# --- the how-to pictures ----------------------------------------------------------------------------------
@pytest.mark.parametrize("lang,cb", LANGS, ids=IDS)
def test_howto_pictures_are_legible_in_the_compact_picture(lang, cb, monkeypatch):
    app = compact_game([Seat("human", "Ana"), Seat("ai", "", "easy")], lang, cb)
    assert app is not None
    placed = []
    text = theme.text

    def rec_text(surface, string, pos, size=24, colour=theme.TEXT, anchor="topleft", bold=False, alpha=255):
        rect = text(surface, string, pos, size, colour, anchor, bold, alpha)
        if string.strip():
            placed.append((string, size, rect, surface.get_rect()))
        return rect

    monkeypatch.setattr(theme, "text", rec_text)
    found = []
    for page in range(1, 6):
        surface = pygame.Surface((430, 340), pygame.SRCALPHA)
        placed.clear()
        draw_howto(surface, surface.get_rect(), page)
        for string, size, rect, bounds in placed:
            if size < 15:
                found.append(f"how-to page {page}: {string!r} is {size} px")
            if not bounds.contains(rect):
                found.append(f"how-to page {page}: {string!r} at {tuple(rect)} is cut off")
        shots = os.environ.get("FARKLE_SHOTS")
        if shots:
            Path(shots).mkdir(parents=True, exist_ok=True)
            pygame.image.save(surface, str(Path(shots) / f"{lang}{'-cb' if cb else ''}_howto_{page}.png"))
    assert not found, "\n".join(found)


# --- behaviour ----------------------------------------------------------------------------------------------
def test_the_die_touch_areas_are_the_hit_test_and_big_enough():
    app = compact_game([Seat("human", "Ana"), Seat("ai", "", "easy")], speed="instant")
    scene = settle(app)
    rig(scene, [(1, 2, 3, 4, 5, 6)])
    tap(app, scene.roll_button.rect)
    settle(app)
    dice = scene.die_targets()
    assert len(dice) == 6
    for die, rect in dice:
        assert rect.width >= 55 and rect.height >= 55
        for corner in (rect.topleft, (rect.right - 1, rect.bottom - 1)):
            assert scene.die_at(corner) is die  # the hit test is the very rect listed
    die, rect = dice[0]
    tap(app, rect.move(rect.width // 2 - 2, 0))  # the area's right edge, well off the face
    assert die.selected
    tap(app, rect)
    assert not die.selected


def test_long_press_on_a_die_explains_and_does_not_tap():
    app = compact_game([Seat("human", "Ana"), Seat("ai", "", "easy")], speed="instant")
    scene = settle(app)
    rig(scene, [(1, 2, 3, 3, 4, 6)])
    tap(app, scene.roll_button.rect)
    settle(app)
    three = next((d, r) for d, r in scene.die_targets() if d.value == 3)
    one = next((d, r) for d, r in scene.die_targets() if d.value == 1)
    assert scene.long_press(three[1].center) == i18n.tr("farkle.err.nonscoring", die=3)
    assert scene.long_press(one[1].center) == i18n.tr("farkle.tip.die_scores", die=1)
    assert scene.long_press(scene.geo.board.center) == i18n.tr("farkle.tip.board")
    assert scene.long_press(scene.bank_button.rect.center)  # why Bank is refused (nothing kept yet)
    frames(app, 40, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=one[1].center)])
    assert app.tip is not None
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=one[1].center)])
    assert not one[0].selected  # a long press is not a tap


def test_the_score_sheet_opens_on_a_tap_and_closes_on_the_next():
    app = compact_game([Seat("human", "Ana"), Seat("ai", "", "easy")], speed="instant")
    scene = settle(app)
    tap(app, target(scene, "scoreboard"))
    assert scene.sheet_open
    assert "scoreboard (opens the score sheet)" not in [n for n, _ in scene.tap_targets()]
    before = scene.session.state
    tap(app, scene.roll_button.rect)  # under the sheet: closes it, does not roll
    assert not scene.sheet_open and scene.session.state is before
    tap(app, target(scene, "scoreboard"))
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert not scene.sheet_open and app.stack.top is scene  # Escape closes the sheet, not the game


def test_a_whole_game_by_taps_only():
    """Every decision is a tap on a rect from ``tap_targets``: dice, then Roll or Bank."""
    app = compact_game(
        [Seat("human", "Ana"), Seat("ai", "", "easy")], speed="instant", variants={"limit": 1000}
    )
    play_by_taps(app)


def play_by_taps(app, look=lambda turn, selected: None) -> None:
    """Play the human's seat to the game's end by taps on ``tap_targets``' rects: the biggest keep,
    then Bank from 400 points, else Roll; ``look(turn, selected)`` is called at each decision,
    before and after the dice are tapped. Ends on the results screen."""
    scene = app.stack.top
    for turn in range(400):
        settle(app)
        if scene.finished or app.stack.top is not scene:
            break
        look(turn, False)
        legal = scene.session.legal_actions()
        keeps = [a[1] for a in legal if a[0] == "keep"]
        if keeps:
            tap_dice(app, scene, max(keeps, key=lambda k: (len(k), sum(k))))
            look(turn, True)
        plan = scene.plan()
        name = "Button 'Bank" if plan.can_bank and plan.turn_after >= 400 else "Button 'Roll"
        tap(app, target(scene, name))
    else:
        raise AssertionError("the game did not end")
    assert scene.session.is_over
    until(app, lambda: app.stack.top is not scene)
    assert type(app.stack.top).__name__ == "ResultsScene"


def test_the_coach_rings_a_die_and_a_button_in_the_compact_places(monkeypatch):
    """``coach_marks`` via Farkle's coach hook: the ring sits on the compact tray's die and on the
    compact Bank button (the coach's card itself is the frame's)."""
    from game.scenes.farkle import coach
    from game.scenes.shared import coach_marks

    app = compact_game([Seat("human", "Ana"), Seat("ai", "", "easy")], speed="instant")
    scene = settle(app)
    rig(scene, [(1, 2, 3, 3, 4, 6)])
    tap(app, scene.roll_button.rect)
    settle(app)
    circles, rings = [], []
    monkeypatch.setattr(coach_marks, "circle", lambda s, c, r, colour: circles.append((c, r)))
    monkeypatch.setattr(
        coach_marks, "ring", lambda s, rect, colour, radius=12: rings.append(pygame.Rect(rect))
    )
    keep_then_roll = SimpleNamespace(action=("keep", (1,)), info={"then": "roll"})
    coach.mark(scene, app.screen, keep_then_roll, (255, 0, 255))
    (center, r), one = circles[0], next(rect for d, rect in scene.die_targets() if d.value == 1)
    assert one.collidepoint(center) and scene.geo.tray.inflate(40, 40).contains(
        pygame.Rect(center[0] - r, center[1] - r, 2 * r, 2 * r)
    )
    assert rings == [scene.roll_button.rect]  # the gesture's end: keep the 1, then Roll
    rings.clear()
    coach.mark(scene, app.screen, SimpleNamespace(action=("bank",), info={}), (255, 0, 255))
    assert rings == [scene.bank_button.rect] and GAME_AREA.contains(scene.bank_button.rect)
