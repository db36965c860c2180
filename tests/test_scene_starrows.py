"""The Star Rows scene driven headless through the App by synthetic input, with scripted dice."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n, layout, theme  # noqa: E402
from game.app import App  # noqa: E402
from game.i18n import tr  # noqa: E402
from game.rules import starrows as R  # noqa: E402
from game.scenes.base import GameScene  # noqa: E402
from game.scenes.results import ResultsScene  # noqa: E402
from game.scenes.starrows.view import Geometry  # noqa: E402
from game.session import Seat  # noqa: E402
from game.storage import MemoryStorage  # noqa: E402
from tests import uidriver  # noqa: E402
from tests.uidriver import settle_turn as settle  # noqa: E402

DT = 1 / 60
row_rect = Geometry(layout.STANDARD, 2).row_rect  # the standard board (the players do not move it)


def make_app(seats=None, speed="instant", storage=None, seed=3) -> App:
    seats = seats or [Seat("human", "Ana"), Seat("ai", "", "easy")]
    return uidriver.game_app("starrows", seats, seed, speed, storage)


def rig(scene, rolls):
    uidriver.rig(scene, rolls, lambda roll: ("dice", tuple(sorted(roll))))


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def click(pos):
    pos = (int(pos[0]), int(pos[1]))
    return [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
        pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos),
    ]


def step(app, events=(), n=3):
    for event in events:  # a finger waits for a control that has just appeared under it
        if event.type == pygame.MOUSEBUTTONDOWN:
            uidriver.ready(app, event.pos)
    app.step(DT, list(events))
    for _ in range(n - 1):
        app.step(DT, [])


def test_whole_turn_by_keyboard_reroll_mark_advance_complete_and_refusals():
    app = make_app()
    scene = app.stack.top
    rig(scene, [(5, 5, 5, 5, 2, 2, 1, 3, 4), (5, 5, 5)])
    settle(app)
    assert scene.main_button.enabled and tr("starrows.ui.roll") == scene.main_label()
    step(app, [key(pygame.K_RETURN)])
    settle(app)
    state = scene.session.state
    assert state.phase == R.REROLL and [d.value for d in scene.tray] == list(state.dice)
    assert not scene.main_button.enabled  # nothing chosen to throw: Reroll is off ...
    step(app, [key(pygame.K_r)])
    assert scene.session.state is state and scene.message == tr(
        "starrows.err.reroll_empty"
    )  # ... and says why
    step(app, [key(pygame.K_1), key(pygame.K_4), key(pygame.K_5)])  # sorted roll 1 2 2 3 4 5 5 5 5
    assert scene.selection() == (1, 3, 4) and scene.main_label() == tr("starrows.scene.reroll_n", count=3)
    step(app, [key(pygame.K_r)])
    settle(app)
    state = scene.session.state
    assert state.dice == (2, 2, 5, 5, 5, 5, 5, 5, 5) and state.rerolls_left == 1
    held = [d for d in scene.tray if d.held]
    assert sorted(d.value for d in held) == [2, 2, 5, 5, 5, 5]  # the kept dice lie apart, left
    assert max(d.x for d in held) < min(d.x for d in scene.tray if not d.held)
    step(app, [key(pygame.K_k)])
    settle(app)
    assert scene.session.state.phase == R.PLACE and scene.placing
    step(app, [key(pygame.K_3)])  # no 3s: the rules' reason is shown, nothing changes
    assert scene.message == tr("starrows.err.too_few", row=3, need=2, have=0)
    assert scene.session.state.markers[0] == ()  # the refused gesture placed no marker either
    step(app, [key(pygame.K_5)])  # a free marker goes on row 5 and two 5s fill its first field
    settle(app)
    state = scene.session.state
    assert state.markers[0] == (5,) and state.fields[0][4] == 1 and scene.view.seats[0].fields[4] == 1
    step(app, [key(pygame.K_5)])
    settle(app)
    assert scene.session.state.fields[0][4] == 2 and len(scene.tray) == 4
    step(app, [key(pygame.K_5)])  # two 5s left, the last field needs 4
    assert scene.message == tr("starrows.err.too_few", row=5, need=4, have=2)
    step(app, [key(pygame.K_e)])
    settle(app)
    assert scene.session.state.seat == 0 and scene.session.state.turns == (1, 1)


def test_mouse_turn_completes_a_row_with_surplus_and_bonus():
    app = make_app(seats=[Seat("human", "Ana")])
    scene = app.stack.top
    rig(scene, [(5, 5, 5, 5, 5, 1, 2, 3, 4), (5, 5, 5, 5, 5, 5, 5, 6, 6)])
    settle(app)
    step(app, click(scene.main_button.rect.center))
    settle(app)
    step(app, click(scene.keep_button.rect.center))
    settle(app)
    five = next(d for d in scene.tray if d.value == 5)
    step(app, click((five.x, five.y)))  # a die group: row 5, marker + first field
    settle(app)
    step(app, click(row_rect(5).center))  # the row itself: second field
    settle(app)
    assert scene.session.state.fields[0][4] == 2
    step(app, click(scene.main_button.rect.center))  # end turn
    settle(app)
    step(app, click(scene.main_button.rect.center))
    settle(app)
    step(app, click(scene.keep_button.rect.center))
    settle(app)
    step(app, click(row_rect(5).center))  # completes: 4 dice used, 3 surplus, first to complete (+2)
    settle(app)
    state = scene.session.state
    assert state.row_stars[0][4] == 1 and 5 not in state.markers[0] and state.fields[0][4] == 0
    # task 4 (five 5s) paid 2 on turn 1; now worked example 1: 3 surplus + 2 for the first = 7
    assert state.coins[0] == 7 and scene.view.seats[0].coins.value == 7
    assert scene.view.seats[0].stars == state.stars(0) == 3  # task 4, the row, the coin star on field 5
    texts = scene.log.texts()
    assert any("completes row 5" in t for t in texts) and any("Surplus: 3" in t for t in texts)


def test_save_and_continue_between_rerolls_and_mid_placement():
    storage = MemoryStorage()
    app = make_app(storage=storage)  # the session's own dice: a save checks them against the seed
    scene = app.stack.top
    settle(app)
    step(app, [key(pygame.K_RETURN)])
    settle(app)
    assert scene.session.state.phase == R.REROLL
    # between rerolls: a second app continues from the title screen
    app.locks.release()  # as if the first window were closed: else the second asks (the game is open there)
    app2 = uidriver.make_app(storage=storage)
    uidriver.settle(app2)
    uidriver.click(app2, continue_button(app2).rect.center)
    uidriver.settle(app2)
    resumed = app2.stack.top
    assert isinstance(resumed, GameScene) and resumed.session.state == scene.session.state
    assert [d.value for d in resumed.tray] == list(scene.session.state.dice)
    assert resumed.rerolls_shown == 2 and resumed.log.texts() == scene.log.texts()
    # mid-placement in the first app, then continue again
    step(app, [key(pygame.K_k)])
    settle(app)
    row = min(R.RULES.hint_rows(scene.session.state))
    step(app, [key(getattr(pygame, f"K_{row}"))])
    settle(app)
    state = scene.session.state
    assert state.phase == R.PLACE and state.fields[0][row - 1] == 1
    app2.locks.release()
    app3 = uidriver.make_app(storage=storage)
    uidriver.settle(app3)
    uidriver.click(app3, continue_button(app3).rect.center)
    uidriver.settle(app3)
    again = app3.stack.top
    assert again.session.state == state and sorted(d.value for d in again.tray) == sorted(state.left)
    assert again.view.seats[0].fields[row - 1] == 1 and row in again.view.seats[0].markers
    for _ in range(200):  # and it plays on: the next key acts
        app3.step(DT, [])
        if again.human_to_move():
            break
    app3.step(DT, [key(pygame.K_e)])
    uidriver.settle(app3)
    assert again.session.state.turns[0] == 1


def continue_button(app):
    return uidriver.widget(
        app,
        lambda w: (
            getattr(w, "game_id", None) == "starrows"
            and hasattr(w, "label")
            and uidriver._label(w) == tr("title.continue")
        ),
    )


def test_undo_takes_back_a_placement_but_never_a_roll():
    app = make_app()
    scene = app.stack.top
    rig(scene, [(5, 5, 5, 5, 5, 5, 5, 5, 5)])
    settle(app)
    step(app, [key(pygame.K_RETURN)])
    settle(app)
    assert not scene.can_undo()  # a roll cannot be taken back
    step(app, [key(pygame.K_k)])
    settle(app)
    step(app, [key(pygame.K_5)])
    settle(app)
    assert scene.session.state.fields[0][4] == 1 and scene.can_undo()
    step(app, [key(pygame.K_u)])
    settle(app)
    state = scene.session.state
    assert state.fields[0][4] == 0 and state.markers[0] == () and state.phase == R.PLACE
    assert len(scene.tray) == 9 and scene.view.seats[0].fields[4] == 0


def test_computer_game_reaches_results():
    app = make_app(seats=[Seat("ai", "", "hard"), Seat("ai", "", "easy")], seed=5)
    for _ in range(20000):
        app.step(DT, [])
        if app.finished_result is not None:
            break
    assert app.finished_result and app.finished_result["finished"]
    for _ in range(200):
        app.step(DT, [])
    assert isinstance(app.stack.top, ResultsScene)


def test_solo_plays_to_the_end_and_records_turns():
    app = make_app(seats=[Seat("human", "Ana")], seed=7)
    scene = app.stack.top
    for _ in range(4000):
        if app.finished_result is not None:
            break
        app.step(DT, [])
        if not scene.human_to_move():
            continue
        state = scene.session.state
        if state.phase == R.REROLL:
            app.step(DT, [key(pygame.K_k)])
        elif state.phase == R.PLACE:
            ready = [a[1] for a in scene.session.legal_actions() if a[0] == "advance"]
            hints = R.RULES.hint_rows(state)
            row = ready[0] if ready else min(hints) if hints else None
            app.step(DT, [key(getattr(pygame, f"K_{row}")) if row else key(pygame.K_e)])
        else:
            app.step(DT, [key(pygame.K_RETURN)])
    result = app.finished_result
    assert result and result["finished"] and result["scores"] == [scene.session.state.turns[0]]
    assert scene.session.state.stars(0) >= R.STAR_GOAL
    best = app.settings.best("starrows", "")
    assert best == scene.session.state.turns[0]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_layout_panels_fit_at_every_player_count(players):
    geo = Geometry(layout.STANDARD, players)
    assert geo.board.bottom <= 660 and geo.log.bottom <= 660
    assert geo.tasks.contains(geo.task_rect(6)) and geo.tasks.contains(geo.task_rect(1))
    assert geo.players.top >= geo.tasks.bottom and geo.log.top >= geo.players.bottom
    assert geo.log.height >= 90 and geo.players.contains(geo.player_line(players - 1))
    for row in R.ROWS:
        assert geo.board.contains(geo.row_hit(row)) and geo.row_hit(row).height >= 44  # a touch target
        assert row == R.ROWS[0] or not geo.row_hit(row).colliderect(geo.row_hit(row - 1))


def test_drawing_in_german_colourblind_four_players_every_text_at_least_14px(monkeypatch):
    sizes = []
    real = theme.render

    def spy(string, size, colour=theme.TEXT, bold=False):
        sizes.append((size, string))
        return real(string, size, colour, bold)

    monkeypatch.setattr(theme, "render", spy)
    seats = [
        Seat("human", "Ana"),
        Seat("ai", "", "easy"),
        Seat("human", "Bernadette"),
        Seat("ai", "", "hard"),
    ]
    app = make_app(seats=seats, speed="fast")
    i18n.set_language("de")
    app.settings.colourblind = True
    scene = app.stack.top
    rig(scene, [(5, 5, 5, 5, 2, 2, 1, 3, 4)])
    settle(app)
    step(app, [key(pygame.K_RETURN)])
    settle(app)
    step(app, [key(pygame.K_1), key(pygame.K_k)])
    settle(app)
    step(app, [key(pygame.K_5)], n=20)
    from game.scenes import starrows

    pic = pygame.Surface((520, 440))
    for page in range(1, 7):
        starrows.draw_howto(pic, pic.get_rect(), page)
    starrows.draw_thumbnail(pygame.Surface((360, 200)), pygame.Rect(0, 0, 360, 200))
    small = [(s, t) for s, t in sizes if s < 14]
    assert not small, small[:5]
    assert sizes


def test_arrows_and_enter_place_dice_and_hints_follow_the_setting():
    app = make_app(seats=[Seat("human", "Ana")])
    scene = app.stack.top
    rig(scene, [(5, 5, 5, 5, 5, 1, 2, 3, 4)])
    settle(app)
    step(app, [key(pygame.K_RETURN)])
    settle(app)
    app.settings.hints = True
    assert scene.row_hints() == {5: "mark"}  # the rules' hint: five 5s, a free marker needed
    app.settings.hints = False
    assert scene.row_hints() == {}
    step(app, [key(pygame.K_k)])
    settle(app)
    for _ in range(5):
        step(app, [key(pygame.K_DOWN)], n=1)
    assert scene.cursor_row() == 5
    assert (
        tr("starrows.ui.preview", used=2, field=1),
        theme.ACCENT,
    ) in scene.bar_lines()  # the rules' preview
    step(app, [key(pygame.K_RETURN)])
    settle(app)
    assert scene.session.state.fields[0][4] == 1 and scene.session.state.markers[0] == (5,)
    step(app, click(row_rect(5).center), n=1)  # hovering is not needed: the cursor row is previewed
    settle(app)
    assert scene.session.state.fields[0][4] == 2
    for _ in range(3):  # a click put the cursor away: Up starts again from the bottom row
        step(app, [key(pygame.K_UP)], n=1)
    step(app, [key(pygame.K_RETURN)])  # row 4: no 4s left after a mark would fit -> explained, no marker
    assert scene.cursor_row() == 4 and scene.message and scene.session.state.markers[0] == (5,)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_howto_pages_fit_their_card_and_say_the_game_is_our_completion(lang):
    from game.scenes import registry
    from game.scenes.howto import HowToScene

    app = make_app()
    i18n.set_language(lang)
    scene = HowToScene(app, "starrows")
    assert scene.pages == registry.howto_pages("starrows") == 6
    for page in range(1, scene.pages + 1):  # the standard card holds each page whole
        size, parts = scene.parts(page)
        assert len(parts) == 1 and size >= 16, (page, size)
    about = tr("starrows.howto.6.body")
    assert ("fragment" if lang == "en" else "Bruchstück") in about
    assert ("nine dice" if lang == "en" else "neun Würfel") in about


def test_mid_animation_the_screen_shows_the_stars_before_the_row_completes(monkeypatch):
    """Completing a row at normal speed: a few frames in, the picture still shows the old star
    count and no log line of the completion; once the animation lands, both are there."""
    from tests.test_readable import Recorder

    app = make_app(seats=[Seat("human", "Ana")], speed="normal")
    scene = app.stack.top
    rig(scene, [(5, 5, 5, 5, 5, 1, 2, 3, 4), (5, 5, 5, 5, 5, 5, 5, 6, 6)])
    settle(app)
    for target in ("main", "keep", "five", "row", "main", "main", "keep"):
        if target == "five":
            five = next(d for d in scene.tray if d.value == 5)
            step(app, click((five.x, five.y)))
        elif target == "row":
            step(app, click(row_rect(5).center))
        else:
            step(app, click(getattr(scene, f"{target}_button").rect.center))
        settle(app)
    stars = scene.view.seats[0].stars
    step(app, click(row_rect(5).center), n=8)  # completes row 5
    assert scene.busy and scene.session.state.stars(0) > stars
    rec = Recorder(monkeypatch)
    scene.draw(app.screen)
    mid = {s for s, _ in rec.sizes}
    rec.clear()
    settle(app)
    scene.draw(app.screen)
    after = {s for s, _ in rec.sizes}
    completes = [s for s in after if "completes row 5" in s]
    assert completes and not any("completes row 5" in s for s in mid)
    total = f"{scene.session.state.stars(0)} / 15"
    assert total in after and total not in mid
    assert scene.view.seats[0].stars == scene.session.state.stars(0)
