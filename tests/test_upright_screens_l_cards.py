"""The sharing, checking and statistics cards held upright (issue 38): each opened on a 390x844 and a
375x667 CSS px phone (480x1039 and 462x821 canvas px), in English and German, and measured with
``tests/compact.py`` (text at least 15 px and on the canvas, touch areas at least 55x55 and apart);
then the way through them by taps: a game's code opened, its card, its replay and back.

A card that opens over another screen is measured over a plain backdrop: the screen under it is
another screen's test."""

import random

import pytest

from game import daily, i18n, seal, share
from game.boxes import Box, buttons, centred
from game.scene import Scene
from game.session import Seat
from tests import compact
from tests.compact import Measure, tap
from tests.test_share import play
from tests.uidriver import button, frames, make_app, settle

PHONES = [(390, 844), (375, 667)]
CASES = [(phone, lang) for phone in PHONES for lang in ("en", "de")] + [((375, 667), "de-large")]


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


class Backdrop(Scene):
    """An empty screen for a card to open over."""

    def draw(self, surface):
        surface.fill((22, 48, 36))


def upright_app(phone, lang: str):
    """``lang`` "de-large": German with Large text."""
    lang, large = lang[:2], lang.endswith("large")
    app = make_app(lang=lang, viewport=phone, text_size="large" if large else None)
    i18n.set_language(lang)
    settle(app)
    assert app.screen.get_size() == {(390, 844): (480, 1039), (375, 667): (462, 821)}[phone]
    app.stack.reset(Backdrop(app))
    settle(app, 30)
    return app


def check(app, measure, screen: str) -> None:
    """The measures of tests/compact.py, and no text drawn over another."""
    compact.check(app, measure, screen)
    compact.no_text_over_another(measure, screen)


def show(app, scene, measure, name: str) -> None:
    app.stack.push(scene)
    settle(app, 60)
    check(app, measure, name)
    app.stack.pop()
    settle(app, 60)


def finished(n: int, game: str = "farkle", seed: int = 5):
    return play(game, [Seat("human", "Ana")] + [Seat("ai", "", "easy") for _ in range(n - 1)], seed)


def compared(app):
    """Your daily and a friend's side by side, every turn that differed valued."""
    from game.scenes.daily_compare import CompareScene

    mine = daily.session_for("buttons", daily.today())
    friend = daily.friend_session(share.decode(share.encode(played(mine, 1))), daily.today())
    scene = CompareScene(app, played(friend, 2))
    while scene.task is not None:
        scene.update(1.0)
    assert len(scene.rows) > scene.per_page  # more than a page: Back and Next show
    return scene


def played(session, seed: int):
    rng = random.Random(seed)
    while not session.is_over:
        session.resolve_chance() if session.at_chance else session.act(rng.choice(session.legal_actions()))
    return session


@pytest.mark.parametrize("phone,lang", CASES)
def test_the_cards_fit_an_upright_phone(phone, lang, monkeypatch):
    from game.scenes.dice_check import CheckScene
    from game.scenes.share_box import ShareScene

    app = upright_app(phone, lang)
    m = Measure(monkeypatch)
    game = finished(6)
    show(app, ShareScene(app, game), m, f"share {phone} {lang}")
    sealed = play("starrows", [Seat("human", "Ana"), Seat("ai", "", "easy")], seal.SEALED_FROM + 3)
    show(app, CheckScene(app, sealed), m, f"check the dice {phone} {lang}")
    from game.scenes.daily_card import DailyCardScene

    marks = [daily.GOOD, daily.FAIR, daily.BAD, daily.NONE] * 9
    card = DailyCardScene(app, "farkle", "2026-11-29", marks, ("daily.beat.turns", 23, 1), "x", practice=True)
    show(app, card, m, f"daily card {phone} {lang}")
    friend = DailyCardScene(app, "buttons", "2026-11-29", marks, ("daily.beat.turns", 23, 1), "x",
                            friend="Ben", session=game)  # fmt: skip
    show(app, friend, m, f"a friend's daily card {phone} {lang}")
    show(app, compared(app), m, f"a daily compared with a friend's {phone} {lang}")


@pytest.mark.parametrize("phone,lang", CASES)
def test_a_code_opened_by_taps_shows_its_card_and_its_replay(phone, lang, monkeypatch):
    from game.scenes.code_card import CodeCardScene, OpenCodeScene

    app = upright_app(phone, lang)
    m = Measure(monkeypatch)
    for n in (2, 6):
        show(
            app,
            CodeCardScene(app, share.decode(share.encode(finished(n)))),
            m,
            f"code card {n} {phone} {lang}",
        )
    opener = OpenCodeScene(app)
    app.stack.push(opener)
    settle(app, 30)
    check(app, m, f"open a code {phone} {lang}")
    opener.set("not a code")
    tap(app, button(app, i18n.tr("share.open_go")).rect)
    check(app, m, f"open a code, refused {phone} {lang}")
    assert opener.error
    opener.set(share.encode(finished(3)))
    tap(app, button(app, i18n.tr("share.open_go")).rect)
    for _ in range(200):
        frames(app)
        if isinstance(app.stack.top, CodeCardScene):
            break
    settle(app, 30)
    card = app.stack.top
    assert isinstance(card, CodeCardScene)
    check(app, m, f"code card 3 {phone} {lang}")
    if lang.endswith("large"):
        return  # Farkle's own screen with Large text is its tests' (its turn panel's label and total overlap)
    tap(app, button(app, i18n.tr("card.watch")).rect)  # the replay, in Farkle's own upright screen
    settle(app, 60)
    replay = app.stack.top
    assert replay.replay_tape is not None and replay.bar.bottom <= app.screen.get_height()
    tap(app, replay.controls[2].rect)  # Pause
    assert not replay.playing
    check(app, m, f"replay {phone} {lang}")
    at = replay.position
    for _ in range(3):
        tap(app, replay.controls[3].rect)  # Step ›
    assert replay.position == at + 3
    tap(app, replay.controls[4].rect)  # End »
    settle(app, 120)
    assert replay.at_end()
    check(app, m, f"replay at its end {phone} {lang}")
    tap(app, replay.leave_button.rect)
    settle(app, 60)
    assert app.stack.top is card


@pytest.mark.parametrize("phone,lang", CASES)
def test_the_menus_pages_fit_an_upright_phone(phone, lang, monkeypatch):
    """Watch the computers (each number of them), Back up / Restore with every message."""
    from game.scenes.backup_page import BackupScene
    from game.scenes.dice_page import DiceScene
    from game.scenes.watch_setup import WatchSetupScene

    app = upright_app(phone, lang)
    m = Measure(monkeypatch)
    watch = WatchSetupScene(app, "farkle")
    app.stack.push(watch)
    settle(app, 30)
    for k in range(len(watch.counts)):
        tap(app, watch.form.widgets[0].touch_areas()[-1])  # the number of computers' ▶
        assert watch.count == watch.counts[(k + 1) % len(watch.counts)]
        if watch.count in (watch.counts[0], watch.counts[-1]):  # the fewest and the most rows
            check(app, m, f"watch {watch.count} computers {phone} {lang}")
    app.stack.pop()
    page = BackupScene(app)
    app.stack.push(page)
    settle(app, 30)
    check(app, m, f"backup {phone} {lang}")
    page.text = "DCBACKUP1.abc.00000000"
    tap(app, button(app, i18n.tr("backup.restore")).rect)
    page.say("x " * 120, True)
    assert page.result_bad
    check(app, m, f"backup with messages {phone} {lang}")
    app.stack.pop()
    app.settings.stats["farkle"] = {
        "games": 4,
        "wins": {},
        "best": {},
        "dice": [8123, 8011, 7990, 8302, 8005, 8101],
    }
    show(app, DiceScene(app), m, f"dice statistics {phone} {lang}")


@pytest.mark.parametrize("phone,lang", CASES)
def test_my_games_by_link_upright_scroll_by_taps(phone, lang, monkeypatch):
    from game.scenes.bylink_list import ByLinkListScene
    from tests.test_bylink_end_ui import many_games

    app = upright_app(phone, lang)
    app.storage = many_games(9)
    scene = ByLinkListScene(app)
    app.stack.push(scene)
    settle(app, 30)
    m = Measure(monkeypatch)
    check(app, m, f"games by link {phone} {lang}")
    assert scene.scrolls()
    seen = set()
    for _ in range(9):
        seen |= {o.key for o in scene.games[scene.top : scene.top + scene.rows]}
        tap(app, scene.form.widgets[-2].rect)  # ↓
    assert len(seen) == 9
    check(app, m, f"games by link, the last page {phone} {lang}")


@pytest.mark.parametrize("phone,lang", CASES)
def test_view_board_upright_names_the_winner_over_the_board_and_goes_back(phone, lang, monkeypatch):
    """Farkle's board (the game moved to the upright layout); the caption in the header's second row."""
    from game.scenes.final_board import FinalBoard

    app = upright_app(phone, lang)
    m = Measure(monkeypatch)
    session = finished(3)
    board = FinalBoard(app, session)
    app.stack.push(board)
    settle(app, 60)
    check(app, m, f"view board {phone} {lang}")
    winner = session.name_of(session.outcome().winners[0])
    assert winner in board.caption and any(winner in s for s, r in m.rects if r.top >= 60)
    tap(app, button(app, i18n.tr("board.back")).rect)
    settle(app, 60)
    assert isinstance(app.stack.top, Backdrop)


@pytest.mark.parametrize("phone,lang", CASES)
def test_the_review_upright_asks_finds_answers_and_shows_the_position_by_taps(phone, lang, monkeypatch):
    """A Farkle game's review (the game moved to the upright layout), each of its states measured."""
    from game.games import rules_for
    from game.scenes.review import ReviewScene
    from game.scenes.review_find import ChoiceButton
    from game.scenes.review_position import PositionView
    from tests.test_review_summary import play as coached

    app = upright_app(phone, lang)
    m = Measure(monkeypatch)
    session = coached("farkle", 2, lambda s: rules_for("farkle").legal_actions(s)[-1])
    review = ReviewScene(app, session)
    app.stack.push(review)
    settle(app, 30)
    check(app, m, f"review, the coach at work {phone} {lang}")
    while not review.task.done:
        review.task.step(1.0)
    assert review.items()
    check(app, m, f"review, a mistake {phone} {lang}")
    tap(app, button(app, i18n.tr("coach.review.find")).rect)
    assert review.find.state() == "find"
    check(app, m, f"review, finding a better move {phone} {lang}")
    first = next(w for w in review.form.widgets if isinstance(w, ChoiceButton) and w.visible)
    tap(app, first.rect)
    assert review.find.state() == "shown"
    check(app, m, f"review, the answer {phone} {lang}")
    tap(app, button(app, i18n.tr("coach.review.next")).rect)
    tap(app, button(app, i18n.tr("coach.review.answer")).rect)
    assert review.index == 1 and review.find.state() == "shown"
    tap(app, button(app, i18n.tr("coach.review.show")).rect)
    settle(app, 30)
    assert isinstance(app.stack.top, PositionView)
    check(app, m, f"review, the position {phone} {lang}")
    tap(app, (10, 10, 10, 10))
    settle(app, 30)
    assert app.stack.top is review
    tap(app, button(app, i18n.tr("coach.review.back")).rect)
    settle(app, 60)
    assert isinstance(app.stack.top, Backdrop)


@pytest.mark.parametrize("phone", PHONES)
def test_a_game_by_link_opens_upright_at_my_turn(phone, monkeypatch):
    """The link opens Farkle's own upright screen at the player's turn; the turn played, its card
    (the confirmation screen's, measured by its own tests) offers the next link."""
    from tests.test_bylink_ui import joined_game, play_turn

    ana, _, back = joined_game()
    app = make_app(storage=ana, link=back, viewport=phone)
    app.open_game_link()
    app.stack.apply_pending()
    settle(app)
    scene = app.stack.top
    assert scene.human_to_move() and app.screen.get_height() > app.screen.get_width()
    check(app, Measure(monkeypatch), f"a game by link {phone}")
    card = play_turn(app, scene)
    assert "Ben" in card.body


def test_a_card_is_centred_in_what_room_there_is():
    assert centred(Box(0, 0, 1280, 720), 900, 600) == Box(190, 60, 900, 600)
    assert centred(Box(12, 0, 456, 1039), 900, 300) == Box(12, 369, 456, 300)


def test_buttons_stand_in_a_row_while_they_keep_three_quarters_of_their_width_then_stack():
    row = buttons(Box(0, 0, 840, 500), [330, 330, 140], 58, 20)
    assert [b.w for b in row] == [330, 330, 140] and row[0].x == 0 and row[-1].right == 840
    squeezed = buttons(Box(0, 0, 600, 500), [330, 330], 58, 20)
    assert squeezed[0].y == squeezed[1].y and squeezed[1].right <= 600 and squeezed[0].w >= 330 * 3 // 4
    stacked = buttons(Box(10, 5, 416, 500), [330, 330, 140], 58, 10)
    assert [(b.x, b.y, b.w) for b in stacked] == [(10, 5, 416), (10, 73, 416), (10, 141, 416)]
