"""The Exactly! scene driven headless by scripted input (mouse, keyboard) with scripted dice."""

import dataclasses
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n, layout, theme  # noqa: E402
from game.app import App  # noqa: E402
from game.cli import Options  # noqa: E402
from game.rules import exactly as ex  # noqa: E402
from game.scenes import exactly as scene_mod  # noqa: E402
from game.scenes.exactly import view  # noqa: E402
from game.session import Seat  # noqa: E402
from game.storage import MemoryStorage  # noqa: E402
from tests import uidriver  # noqa: E402
from tests.uidriver import game_app, key  # noqa: E402
from tests.uidriver import settle_turn as settle  # noqa: E402

DT = 1 / 60
ANA, BEN = Seat("human", "Ana"), Seat("human", "Ben")
BOT = Seat("ai", "", "easy")


def make_app(seats, speed="instant", hints=True, lang="en", variants=None, storage=None, seed=3):
    return game_app("exactly", seats, seed, speed, storage, variants, lang=lang, hints=hints)


def rig(scene, faces):
    """The session's next die faces (then its own seeded ones)."""
    uidriver.rig(scene, faces, lambda face: ("die", face))


def click(app, pos):
    pos = (int(pos[0]), int(pos[1]))
    app.step(DT, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    uidriver.tap(app, pos)


def place(scene, **changes):
    """Put the session in a chosen position (for the tests of one rule on screen)."""
    scene.session.state = dataclasses.replace(scene.session.state, **changes)
    scene.presented = scene.session.state
    scene._sync()
    scene._prompted_at = -1


def closed_position(n=3):
    """Ben (seat 1) holds 155c (closed), Ana 95c: a 5c from the bank makes Ana's euro."""
    piles = [list(ex.START_PILE) for _ in range(n)]
    piles[0] = [1, 2, 0, 1]
    piles[1] = [3, 0, 0, 1]
    bank = list(ex.start_bank(n))
    bank[0] -= 4
    bank[1] -= 2
    return {"piles": tuple(tuple(p) for p in piles), "bank": tuple(bank)}


@pytest.fixture(autouse=True)
def english():
    yield
    i18n.set_language("en")


def test_a_whole_turn_by_mouse_roll_then_source_then_destination():
    app = make_app([ANA, BOT])
    scene = app.stack.top
    rig(scene, ["?", 0, 50])  # Ana wins the roll-off, then rolls 50c
    settle(app)
    assert scene.presented.phase == ex.START and scene.roll_button.visible
    click(app, scene.roll_button.rect.center)
    settle(app)
    assert scene.presented.phase == ex.MOVE and scene.presented.value == 50
    assert scene.die is not None and scene.die.value == "50"
    click(app, scene.layout.box(ex.BANK).center)
    assert scene.source == ex.BANK
    assert scene.pile_marks() == (set(), {0, 1})  # hints: where the coin may go
    click(app, scene.layout.box(0).center)
    settle(app)
    assert scene.session.state.piles[0] == (1, 0, 0, 1)
    assert scene.vpiles[0] == [1, 0, 0, 1] and scene.vpiles[ex.BANK][0] == 9
    assert any("moves a 50c coin from the bank to Ana" in t for t in scene.log.texts())


def test_a_whole_turn_by_keyboard_with_a_question_mark():
    app = make_app([ANA, BOT])
    scene = app.stack.top
    rig(scene, ["?", 0, "?"])
    settle(app)
    assert scene.form.focused is scene.roll_button
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.presented.phase == ex.CHOOSE
    enabled = [b for b in scene.value_buttons if b.enabled]
    assert scene.form.focused is enabled[0]
    key(app, pygame.K_RIGHT)  # the next value button (20c)
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.presented.phase == ex.MOVE and scene.presented.value == 20
    assert scene.form.focused is scene.picker and scene.cursor == ex.BANK  # the only pile with a 20c
    key(app, pygame.K_RETURN)
    assert scene.source == ex.BANK and scene.cursor in (0, 1)
    while scene.cursor != 1:
        key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.session.state.piles[1] == (0, 1, 0, 1)
    assert any("names 20c" in t for t in scene.log.texts())


def test_r_key_rolls_and_the_move_list_reaches_every_move():
    app = make_app([ANA, BEN])
    scene = app.stack.top
    rig(scene, ["?", 0, 5])
    settle(app)
    key(app, pygame.K_r)
    settle(app)
    rows = scene.move_rows()
    assert set(rows) == set(scene.session.legal_actions()) and len(rows) == 6  # every ordered pair of 3 piles
    assert len(rows) > scene.geo.list_rows
    key(app, pygame.K_TAB)
    assert scene.form.focused is scene.move_list
    for _ in range(len(rows)):
        key(app, pygame.K_DOWN)
    assert scene.list_cursor == len(rows) - 1 and scene.list_scroll == len(rows) - scene.geo.list_rows
    chosen = rows[-1]
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.session.state.last_move == tuple(chosen[1:])
    assert scene.presented.seat == 1  # Ben's turn now (hot-seat)


def test_illegal_choices_are_explained_in_the_rules_words():
    app = make_app([ANA, BEN, Seat("human", "Cy")])
    scene = app.stack.top
    rig(scene, ["?", 0, 0, 5])
    settle(app)
    click(app, scene.layout.box(2).center)  # a pile before rolling
    assert scene.message == i18n.tr("exactly.err.roll_first")
    click(app, scene.roll_button.rect.center)
    settle(app)
    place(scene, **closed_position(), phase=ex.MOVE, value=5, face=5)
    settle(app)
    before = scene.session.state
    click(app, scene.layout.box(ex.BANK).center)
    assert scene.source == ex.BANK
    click(app, scene.layout.box(1).center)  # Ben is over €1.50
    assert scene.message == i18n.tr("exactly.err.closed", seat="Ben", euros=1, cents=55)
    assert scene.session.state is before and scene.source == ex.BANK
    click(app, scene.layout.box(ex.BANK).center)  # the same pile again: put the coin back
    assert scene.source is None
    place(scene, phase=ex.MOVE, value=20, face=20)
    settle(app)
    click(app, scene.layout.box(2).center)  # Cy has no 20c
    assert scene.message == i18n.tr("exactly.err.no_coin", seat="Cy", value=20)
    # the move list marks the move that makes a euro (hints on)
    place(scene, phase=ex.MOVE, value=5, face=5)
    settle(app)
    exact = [a for a in scene.move_rows() if scene.makes_exact(a)]
    assert ("move", 5, ex.BANK, 0) in exact and ("move", 5, 1, 0) in exact


def test_a_value_without_a_move_is_refused_with_its_reason():
    app = make_app([ANA, BEN])
    scene = app.stack.top
    rig(scene, ["?", 0, "?"])
    settle(app)
    key(app, pygame.K_RETURN)
    settle(app)
    # every 50c in the bank and both piles closed: no 50c can move
    place(scene, piles=((0, 8, 0, 1), (0, 2, 10, 3)), bank=(10, 0, 0, 6), phase=ex.CHOOSE, face="?")
    settle(app)
    button = scene.value_buttons[0]
    assert not button.enabled and all(b.enabled for b in scene.value_buttons[1:])
    click(app, button.rect.center)
    assert scene.message == i18n.tr("exactly.err.value_no_move", value=50)
    assert scene.presented.phase == ex.CHOOSE


def move_to_a_euro():
    """Ana and Ben at normal speed; Ana's 5c from the bank makes her pile exactly €1.00."""
    app = make_app([ANA, BEN], speed="normal")
    scene = app.stack.top
    rig(scene, ["?", 0, 5])
    settle(app)
    click(app, scene.roll_button.rect.center)
    settle(app)
    place(scene, **closed_position(2), phase=ex.MOVE, value=5, face=5)
    settle(app)
    click(app, scene.layout.box(ex.BANK).center)
    click(app, scene.layout.box(0).center)
    return app, scene


def test_a_euro_is_celebrated_and_the_round_starts_again():
    app, scene = move_to_a_euro()
    banner = None
    for _ in range(400):
        app.step(DT, [])
        banner = banner or next((b for b in scene.effects.banners if b.title == "Exactly!"), None)
        if banner and scene.sparkles:
            break
    assert banner is not None and scene.sparkles
    assert scene.veuros[0] == 0  # the €1 piece is still on its way
    close_round_summary(app, scene)
    settle(app)
    assert scene.veuros[0] == 1 and scene.presented.round == 2
    assert scene.vpiles[0] == [0, 0, 0, 1] and scene.vpiles[ex.BANK] == list(ex.start_bank(2))
    assert any("takes a €1 piece (1 of 3)" in t for t in scene.log.texts())


def close_round_summary(app, scene) -> dict:
    """Wait for the round's summary card, then tap it away; what it showed."""
    for _ in range(600):
        app.step(DT, [])
        if scene.round_card.data is not None:
            break
    shown = scene.round_card.data
    assert shown is not None, "no round summary after the €1 banner"
    click(app, scene.round_card.button.rect.center)
    return shown


def test_the_round_ends_on_a_summary_that_waits_for_a_tap():
    """The €1 banner ends the round; the card after it (who took the €1, the piles, the €1
    pieces) stays until it is tapped away, and only then does the next round start."""
    app, scene = move_to_a_euro()
    for _ in range(600):
        app.step(DT, [])
        if scene.round_card.data is not None:
            break
    card = scene.round_card.data
    assert card is not None and card["seat"] == 0 and card["why"] == "exact"
    assert card["piles"] == [100, 155] and card["euros"] == [1, 0] and card["target"] == 3
    for _ in range(600):  # ten seconds later the card is still there and the round has not moved on
        app.step(DT, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(600, 360), button=1)] if _ == 5 else [])
    assert scene.round_card.data is card and scene.presented.round == 1, "the round's end did not wait"
    assert scene.round_card.button.visible
    click(app, scene.round_card.button.rect.center)
    settle(app)
    assert scene.round_card.data is None and scene.presented.round == 2


def test_normal_speed_the_coin_flies_and_the_log_waits_for_it():
    app = make_app([ANA, BOT], speed="normal")
    scene = app.stack.top
    rig(scene, ["?", 0, 50])
    settle(app)
    click(app, scene.roll_button.rect.center)
    seen_air = False
    for _ in range(200):
        app.step(DT, [])
        if scene.die is not None and not scene.die.settled:
            seen_air = True
            assert not any("rolls 50c" in t for t in scene.log.texts())
        if scene.human_to_move():
            break
    assert seen_air and any("rolls 50c" in t for t in scene.log.texts())
    click(app, scene.layout.box(ex.BANK).center)
    click(app, scene.layout.box(0).center)
    app.step(DT, [])
    assert scene.flyers and scene.vpiles[0][0] == 0  # in the air: not on Ana's pile yet
    assert not any("moves a 50c" in t for t in scene.log.texts())
    click(app, (600, 360))  # a tap hurries it
    assert not scene.flyers and scene.vpiles[0][0] == 1


def test_a_computer_turn_is_brisk_at_normal_speed():
    """From one computer's turn to the next, with a roll and a coin moved: brisk, yet the die
    and each move stay on screen long enough to read (issue 30: within 1.5 s)."""
    app = make_app([BOT, Seat("ai", "", "easy")], speed="normal", seed=4)
    scene = app.stack.top
    rig(scene, ["?", 0] + [10] * 8)  # coins move every turn, nobody reaches €1.00
    changes = {}
    for _ in range(900):
        app.step(DT, [])
        changes.setdefault(scene.presented.turns, app.frames)
        if scene.presented.turns >= 6:
            break
    seconds = (changes[6] - changes[1]) * DT / 5
    assert scene.session.state.euros == (0, 0) and scene.presented.last_move
    assert 0.6 < seconds < 1.5, seconds


def test_take_back_a_named_value_but_never_the_roll():
    app = make_app([ANA, BOT])
    scene = app.stack.top
    rig(scene, ["?", 0, "?"])
    settle(app)
    click(app, scene.roll_button.rect.center)
    settle(app)
    assert not scene.can_undo()  # the roll cannot be taken back
    click(app, scene.undo_button.rect.center)
    assert scene.message == i18n.tr(scene.undo_blocker())
    click(app, scene.value_buttons[3].rect.center)  # 5c
    settle(app)
    assert scene.presented.phase == ex.MOVE and scene.can_undo()
    click(app, scene.undo_button.rect.center)
    assert scene.presented.phase == ex.CHOOSE and scene.named is None
    assert scene.die is not None and scene.die.value == "?"


def test_continue_mid_turn_restores_the_table():
    storage = MemoryStorage()
    app = make_app([ANA, Seat("ai", "", "medium")], storage=storage)
    scene = app.stack.top
    for _ in range(40):  # some turns: Ana always takes the first legal move
        scene = settle(app)
        if scene.presented.phase == ex.START and scene.presented.turns >= 6:
            break
        scene.perform(scene.session.legal_actions()[0])
    click(app, scene.roll_button.rect.center)
    settle(app)
    state = scene.session.state
    assert state.phase in (ex.MOVE, ex.CHOOSE)
    lines = scene.log.texts()
    app.locks.release()  # as if the first window were closed: else the second asks (the game is open there)
    again = App(Options(game=None, headless=True), storage=storage)
    again.init_display()
    saved = again.saved_games()["exactly"]
    assert saved.state == state
    again.start_game(saved, transition=False)
    again.stack.apply_pending()
    loaded = settle(again)
    assert loaded.presented == state and loaded.human_to_move()
    assert loaded.vpiles == {p: list(ex.pile_counts(state, p)) for p in loaded.layout.piles()}
    assert loaded.die is not None and loaded.die.value == str(state.face)
    assert loaded.log.texts() == lines
    action = loaded.session.legal_actions()[0]
    n = len(loaded.session.log)
    loaded.perform(action)
    settle(again)
    assert loaded.session.log[n].value == action  # the continued game took the move, after the saved ones


def test_a_computer_game_reaches_the_results_screen():
    app = make_app([BOT, Seat("ai", "", "medium"), Seat("ai", "", "hard")], variants={"target": 1})
    for _ in range(6000):
        app.step(DT, [])
        if app.finished_result is not None:
            break
    assert app.finished_result and app.finished_result["finished"]
    for _ in range(5):
        app.step(DT, [])
    assert type(app.stack.top).__name__ == "ResultsScene"


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_layout_fits_at_every_player_count(n):
    geo = view.geometry(layout.STANDARD, n)
    lay = view.Table(geo, n)
    boxes = [lay.box(p) for p in lay.piles()]
    for i, r in enumerate(boxes):
        assert geo.table.contains(r), (n, i, r)
        assert all(not r.colliderect(o) for o in boxes[i + 1 :]), (n, i)
        pile = lay.piles()[i]
        for v in ex.COINS:
            x, y = lay.slot(pile, v)
            rad = scene_mod.coins.radius(v, lay.pile_scale(pile))
            assert r.contains(pygame.Rect(x - rad, y - rad, 2 * rad, 2 * rad)), (n, pile, v)
        if pile != ex.BANK:
            assert all(r.collidepoint(lay.trophy(pile, k)) for k in range(3))
            assert r.width >= 44 and r.height >= 44
    for panel in (geo.tray, geo.action, geo.log):
        assert not panel.colliderect(geo.table) and panel.bottom <= 668
    assert not geo.action.colliderect(geo.log) and not geo.tray.colliderect(geo.action)


def test_every_screen_draws_nothing_under_14px_in_german_with_colourblind_mode(monkeypatch):
    sizes = []
    real = theme.render

    def record(string, size, colour=theme.TEXT, bold=False):
        sizes.append((size, string))
        return real(string, size, colour, bold)

    monkeypatch.setattr(theme, "render", record)
    app = make_app([ANA, BEN, BOT, BOT, BOT, Seat("human", "Fritzi-Marie")], lang="de")
    app.settings.colourblind = True
    scene = app.stack.top
    rig(scene, ["?", 0, 0, 0, 0, 0, "?"])
    settle(app)
    key(app, pygame.K_RETURN)
    settle(app)
    place(scene, **closed_position(6), phase=ex.MOVE, value=5, face=5)
    settle(app)
    click(app, scene.layout.box(ex.BANK).center)
    click(app, scene.layout.box(1).center)  # the closed pile: explained
    assert scene.message.startswith("Auf dem Stapel von Ben liegen 1,55\u00a0€")
    app.step(DT, [])
    assert sizes and min(s for s, _ in sizes) >= theme.MIN_TEXT, [x for x in sizes if x[0] < 14][:5]
    sizes.clear()
    surf = pygame.Surface((540, 460))
    for page in range(1, 6):
        surf.fill((0, 0, 0))
        scene_mod.draw_howto(surf, surf.get_rect(), page)
        colours = {tuple(surf.get_at((x, y))) for x in range(0, 540, 15) for y in range(0, 460, 15)}
        assert len(colours) > 8, page
    thumb = pygame.Surface((360, 200))
    scene_mod.draw_thumbnail(thumb, thumb.get_rect())
    assert len({tuple(thumb.get_at((x, 100))) for x in range(360)}) > 8
    assert sizes and min(s for s, _ in sizes) >= theme.MIN_TEXT


def test_hints_off_nothing_is_lit_the_keyboard_visits_every_pile_and_reasons_still_come():
    app = make_app([ANA, BEN, Seat("human", "Cy")], hints=False)
    scene = app.stack.top
    rig(scene, ["?", 0, 0, 20])
    settle(app)
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.presented.value == 20 and scene.pile_marks() == (set(), set())
    assert scene.candidates() == [0, 1, 2, ex.BANK]
    visited = {scene.cursor}  # the keyboard starts on the pile holding a 20c: the bank
    for k in (pygame.K_RIGHT, pygame.K_UP, pygame.K_LEFT, pygame.K_DOWN, pygame.K_UP, pygame.K_RIGHT):
        key(app, k)  # the pile nearest in the arrow's direction
        visited.add(scene.cursor)
    assert visited == {0, 1, 2, ex.BANK}
    scene.cursor = 2
    key(app, pygame.K_RETURN)  # Cy has no 20c: said, nothing chosen
    assert scene.source is None and scene.message == i18n.tr("exactly.err.no_coin", seat="Cy", value=20)
    app.step(DT, [])
    assert not any(scene.makes_exact(a) for a in scene.move_rows())  # nothing to hint anyway


def test_mid_flight_the_screen_shows_the_table_before_the_move(monkeypatch):
    """While the coin flies, the picture (not only the model) shows Ana's old total, her turn and
    no log line of the move; once it lands, the new total, the log line and the next player."""
    from game.scenes.exactly.drawing import money
    from tests.test_readable import Recorder

    app = make_app([ANA, BOT], speed="normal")
    scene = app.stack.top
    rig(scene, ["?", 0, 50])
    settle(app)
    click(app, scene.roll_button.rect.center)
    for _ in range(200):
        app.step(DT, [])
        if scene.human_to_move():
            break
    old = ex.totals(scene.session.state)[0]
    click(app, scene.layout.box(ex.BANK).center)
    click(app, scene.layout.box(0).center)
    app.step(DT, [])
    assert scene.flyers and scene.busy
    new = ex.totals(scene.session.state)[0]
    assert new == old + 50
    rec = Recorder(monkeypatch)
    scene.draw(app.screen)
    mid = {s for s, _ in rec.sizes}
    rec.clear()
    click(app, (600, 360))  # a tap hurries it
    scene.draw(app.screen)
    after = {s for s, _ in rec.sizes}
    assert money(old) in mid and money(new) not in mid
    assert not any("moves a 50c" in s for s in mid) and any("moves a 50c" in s for s in after)
    assert money(new) in after
