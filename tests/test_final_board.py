"""Results → View board: the finished game's final position, what won named and lit, Back returns."""

import pygame
import pytest

from game.i18n import set_language, tr
from game.scenes.final_board import FinalBoard
from game.scenes.results import ResultsScene
from game.session import Seat, Session
from tests.compact import Measure, check
from tests.uidriver import button, click, key, make_app, play_out, settle

GAMES = ["buttons", "chains", "farkle", "exactly", "starrows"]


def finished(app, game: str, seed: int = 4):
    seats = [Seat("human", "Ana"), Seat("ai", "Ben", "easy")]
    session = Session(game, {"players": 2}, seats, seed)
    play_out(session, seed=seed)
    app.finish_game(session)
    settle(app)
    assert isinstance(app.stack.top, ResultsScene)
    return session


def open_board(app) -> FinalBoard:
    click(app, button(app, tr("board.view")).rect.center)
    settle(app)
    board = app.stack.top
    assert isinstance(board, FinalBoard)
    return board


@pytest.mark.parametrize("layout", ["standard", "compact"])
@pytest.mark.parametrize("game", GAMES)
def test_view_board_shows_the_final_position_names_the_winner_and_goes_back(game, layout, monkeypatch):
    set_language("en")
    app = make_app(layout=layout)
    session = finished(app, game)
    results = app.stack.top
    measure = Measure(monkeypatch) if layout == "compact" else None
    if measure:  # the results' row of buttons, View board among them, still fits
        check(app, measure, f"{game} results")
    picture = results._picture
    board = open_board(app)
    assert board.scene.presented == session.state and board.scene.session.is_over
    winners = session.outcome().winners
    if len(winners) == 1:
        assert session.name_of(winners[0]) in board.caption
    if measure:
        check(app, measure, f"{game} view board")
    if game == "buttons" and board.winner is not None:
        assert board.scene.lines  # the line of five is lit (drawn by the Buttons scene itself)
    if game == "starrows" and board.winner is not None:
        assert board.scene.board_seat == board.winner
    click(app, button(app, tr("board.back")).rect.center)
    settle(app)
    assert app.stack.top is results and results._picture is picture
    open_board(app)
    key(app, pygame.K_ESCAPE)
    settle(app)
    assert app.stack.top is results


def test_the_buttons_caption_says_the_line_of_five_won():
    from game.rules import buttons as bt

    set_language("en")
    app = make_app()
    session = finished(app, "buttons", 25)  # Ana wins by a line of five
    assert session.outcome().winners == [0] and bt.has_line(session.state.stars[0])
    board = open_board(app)
    assert board.caption == tr("buttons.board.line", name="Ana")
    assert board.scene.focus.seat == 0 and board.scene.lines[0]  # Ana's board, her line lit


def test_the_chains_caption_lists_the_winners_chains():
    set_language("de")
    app = make_app()
    session = finished(app, "chains")
    board = open_board(app)
    winner = session.outcome().winners[0]
    from game.rules.chains import chains_of

    first = chains_of(session.state.held[winner])[0]
    assert board.caption.startswith(tr("chains.board.chains", name=session.name_of(winner), chains=""))
    assert f"{first[0]}–{first[1]}" in board.caption
    set_language("en")
