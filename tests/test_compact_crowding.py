"""Crowded spots of the compact layout (issue 30): names and headers are whole where a smaller font
(never under 15 px) fits them."""

import pytest

from game import games
from game.i18n import tr
from game.scenes.shared import frame
from game.session import Seat
from tests.compact import Measure
from tests.uidriver import game_app, settle_turn


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_the_header_keeps_the_games_name_whole_beside_a_long_turn(monkeypatch, game_id, lang):
    seats = [Seat("human", "Maximilian"), Seat("ai", "", "medium"), Seat("ai", "", "hard")]
    app = game_app(game_id, seats, lang=lang, layout="compact")
    scene = settle_turn(app)
    monkeypatch.setattr(scene, "status_line", lambda: tr("game.thinking", name="Maximilian"))
    scene.turn_seat = 1
    # a computer thinks: "Last turn" is only offered to a human to move (with it and a long
    # German row the name gives way first, as the header's design says)
    monkeypatch.setattr(scene.last_turn, "start", lambda: None)
    measure = Measure(monkeypatch)
    frame.draw_header(scene, app.screen)
    drawn = dict(measure.sizes)
    name, note = tr(f"{game_id}.name"), scene.header_note()
    assert name in drawn and drawn[name] >= 15, measure.sizes
    if note:
        assert note in drawn and drawn[note] >= 15, measure.sizes
    status = tr("game.thinking", name="Maximilian")
    assert status in drawn and drawn[status] >= frame.STATUS_MIN  # the turn stays whole too


def test_exactly_move_list_follows_a_finger_and_a_drag_makes_no_move():
    import pygame

    from game.rules import exactly as ex
    from tests import uidriver
    from tests.test_compact_exactly import BOT, FRITZI, make, tap_named

    ana, ben = Seat("human", "Ana"), Seat("human", "Ben")
    app, scene = make([ana, ben, BOT, BOT, BOT, FRITZI], seed=5)
    uidriver.rig(scene, ["?", 0, 0, 0, 0, 0, "?"], lambda face: ("die", face))
    uidriver.settle_turn(app)
    tap_named(app, f"Button '{tr('exactly.ui.roll')}'")
    uidriver.settle_turn(app)
    tap_named(app, "value 5c")
    uidriver.settle_turn(app)
    assert scene.presented.phase == ex.MOVE and scene.list_paged()
    rows, log = scene.move_rows(), len(scene.session.log)
    row = scene.geo.row_h
    x, y = scene.move_list.rect.centerx, scene.move_list.rect.y + 2 * row + row // 2

    def finger(*events):
        for kind, pos in events:
            extra = {"buttons": (1, 0, 0), "rel": (0, 0)} if kind == pygame.MOUSEMOTION else {"button": 1}
            app.step(1 / 60, [pygame.event.Event(kind, pos=pos, **extra)])

    down, move, up = pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP
    finger((down, (x, y)), (move, (x, y - row)), (move, (x, y - 2 * row - 5)), (up, (x, y - 2 * row - 5)))
    assert scene.list_scroll == 2  # pulled up two rows: the moves after them show
    assert len(scene.session.log) == log  # the release over a row made no move
    finger((down, (x, y - 2 * row)), (move, (x, y + 9 * row)), (up, (x, y + 9 * row)))
    assert scene.list_scroll == 0  # pulled down past the start: the first moves
    first = scene.move_list.row_areas()[0][1]
    finger((down, first.center), (up, first.center))  # a tap still makes its move
    uidriver.settle_turn(app)
    assert any(entry.value == rows[0] for entry in scene.session.log[log:])


def test_buttons_dice_of_one_column_show_their_faces_and_a_count(monkeypatch):
    from game.rules import buttons as bt
    from tests.test_compact_buttons import button_name, rig, start, tap, target, until

    app, scene = start(2, "en", False)
    until(app, scene.human_to_move)
    rig(scene, [(3, 4, (4, 4, 4, 2))])
    tap(app, target(scene, button_name(scene.roll_button)))
    until(app, lambda: scene.human_to_move() and scene.session.state.phase == bt.PLACE)
    for _ in range(30):
        app.step(1 / 60, [])
    docked = [d for d in scene.dice if d.role != "white"]
    die = scene.geo.die
    for i, a in enumerate(docked):
        for b in docked[i + 1 :]:
            if (a.role, a.value) == (b.role, b.value):
                assert (a.x, a.y) == (b.x, b.y)  # one spot for the plain 4s, counted
            else:
                assert abs(a.x - b.x) >= 0.8 * die, (a.role, a.value, b.role, b.value)  # faces show
    measure = Measure(monkeypatch)
    scene.draw_pieces(app.screen)
    assert ("×3", 15) in measure.sizes


def test_chains_link_badges_stay_on_their_chip_and_on_the_canvas(monkeypatch):
    import pygame

    from game.scenes.chains import drawing

    app = game_app("chains", [Seat("human", "Ana"), Seat("ai", "", "easy")], layout="compact")
    scene = settle_turn(app)
    geom = scene.geom
    squares = [sq for sq in range(len(scene.state.board)) if scene.state.board[sq]]
    edge = min(squares, key=lambda sq: geom.center(sq)[0])  # the chip nearest the canvas edge
    top = min(squares, key=lambda sq: geom.center(sq)[1])
    marks = {edge: [0, 1], top: [0, 1], squares[len(squares) // 2]: [0]}
    monkeypatch.setattr(type(scene), "chain_marks", lambda self: marks)
    drawn = []
    real = drawing.extend_badge
    monkeypatch.setattr(drawing, "extend_badge", lambda *a, **k: drawn.append(real(*a, **k)) or drawn[-1])
    canvas = pygame.Surface((960, 480))
    scene._draw_chain_marks(canvas)
    assert len(drawn) == len(marks)  # one badge a chip, however many chains it extends
    canvas_rect = canvas.get_rect()
    for sq, badge in zip(marks, drawn, strict=True):
        cell = geom.cell_rect(sq)
        assert canvas_rect.contains(badge)
        assert cell.left - 2 <= badge.left and badge.right <= cell.right + 2, (sq, badge, cell)


def test_star_rows_raised_dice_stay_in_the_tray_and_coach_rings_do_not_overlap(monkeypatch):
    import pygame

    from game.coach import Advice
    from game.scenes.starrows import coach

    app = game_app("starrows", [Seat("human", "Ana"), Seat("ai", "", "easy")], layout="compact")
    scene = settle_turn(app)
    scene.perform(("roll",))
    scene = settle_turn(app)
    assert len(scene.tray) >= 6
    for die in scene.tray:
        die.lift = 1.0  # raised, as selected
        x, y, *_ = die.pose()
        assert y - die.size / 2 >= scene.geo.tray.top  # the top on the felt, not under the rim
    rects = []
    real = pygame.draw.rect
    monkeypatch.setattr(
        pygame.draw, "rect", lambda s, c, r, *a, **k: rects.append(pygame.Rect(r)) or real(s, c, r, *a, **k)
    )
    values = tuple(sorted(d.value for d in scene.tray[:6]))
    entry = Advice(("reroll", values), 0.0, "stars", "", {})
    coach.mark(scene, app.screen, entry, (90, 200, 250))
    rings = rects[1::2]  # each ring: its dark outline, then the ring
    assert len(rings) == 6
    for i, a in enumerate(rings):
        for b in rings[i + 1 :]:
            assert not a.inflate(2, 2).colliderect(b.inflate(2, 2)), (a, b)
