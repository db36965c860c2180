"""Every menu screen in the compact layout (960x480, game/layout.py), in English and German, with
colour-blind mode off and on, measured with ``tests/compact.py``: text at least 15 px and inside the
canvas, touch areas at least 55x55 and never overlapping. Plus the behaviour the compact menus add
(tabs, the statistics page, the results' Details, paged how-to text, switching the layout).

How-to pages: only the frame around the picture is the menus' (each game's helper tests its own
picture at ``PICTURE``, every layout's), so the page is measured with a stand-in picture: ``draw_howto`` is
replaced by one that fills the surface and checks it is exactly 430x340. Text drawn into the
picture surface is never recorded anyway (``Measure`` keeps only lines drawn on the canvas), but
the stand-in also keeps its sizes out of the text-size check.
"""

import pygame
import pytest

from game import games, i18n
from game.i18n import tr
from game.notices import Notice, game_what
from game.scenes import registry
from game.scenes.howto import PICTURE, HowToScene
from game.scenes.settings import SettingsScene
from game.scenes.setup import SetupScene
from game.session import Seat, Session
from game.touch import Tip
from game.ui import Button, TextField
from tests.compact import Measure, check
from tests.test_share import play
from tests.uidriver import click, frames, make_app, settle

MODES = [("en", False), ("en", True), ("de", False), ("de", True)]


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def compact_app(lang: str, colourblind: bool):
    app = make_app(lang=lang, layout="compact")
    app.settings.colourblind = colourblind
    app.apply_settings()
    i18n.set_language(lang)
    settle(app)
    assert app.screen.get_size() == (960, 480)
    return app


def show(app, scene) -> None:
    app.stack.push(scene)
    settle(app, 120)


def back_to_title(app) -> None:
    app.go_title()
    settle(app, 120)


def finished(n: int) -> Session:
    seats = [Seat("human", "Ana")] + [Seat("ai", "", "easy") for _ in range(n - 1)]
    return play("farkle", seats, 5)


@pytest.mark.parametrize("lang,cb", MODES)
def test_title_plain_with_a_saved_game_and_with_a_notice(lang, cb, monkeypatch):
    app = compact_app(lang, cb)
    m = Measure(monkeypatch)
    check(app, m, "title")
    assert tr("title.subtitle") in [s for s, _ in m.rects], "the tagline is cut by the top bar"
    rules = games.rules_for("chains")
    session = Session("chains", rules.default_config(2), [Seat("human", "Ana"), Seat("ai", "", "hard")], 4)
    session.act(session.legal_actions()[0])
    app.autosave(session)
    back_to_title(app)
    labels = [w.label() for w in app.stack.top.form.widgets if getattr(w, "game_id", "") == "chains"
              and isinstance(w, Button) and callable(w.label)]  # fmt: skip
    assert tr("title.continue") in labels and tr("title.new_game") in labels
    check(app, m, "title with a saved game")
    app.notify(Notice("err.save_failed", **game_what("farkle"), detail="No space left on device"))
    check(app, m, "title with a notice")
    assert tr("title.notice_close") in [s for s, _ in m.rects]


def test_title_cards_are_not_under_their_buttons():
    app = compact_app("en", False)
    targets = app.stack.top.tap_targets()
    cards = [r for name, r in targets if name.startswith("card")]
    assert cards  # the card's face still plays, around its buttons
    # a tap on the card's name opens that game's setup, as its Play button does
    card = next(w for w in app.stack.top.form.widgets if getattr(w, "game_id", "") == "exactly")
    click(app, (card.rect.x + 20, card.rect.y + 130))
    settle(app)
    assert isinstance(app.stack.top, SetupScene) and app.stack.top.game_id == "exactly"


@pytest.mark.parametrize("lang,cb", MODES)
@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_setup_of_every_game_at_every_player_count(game_id, lang, cb, monkeypatch):
    app = compact_app(lang, cb)
    m = Measure(monkeypatch)
    scene = SetupScene(app, game_id)
    show(app, scene)
    for n in range(scene.rules.min_players, scene.rules.max_players + 1):
        scene.set_count(n)
        for tab in ("players", "options"):
            scene.tab = tab
            check(app, m, f"setup {game_id} {n} seats, {tab}")
    scene.error = "x" * 200
    check(app, m, "setup with an error")


def test_setup_tabs_and_the_name_field_answer_a_tap():
    app = compact_app("en", False)
    scene = SetupScene(app, "farkle")
    show(app, scene)
    options = next(
        w for w in scene.form.widgets if isinstance(w, Button) and w.label() == tr("setup.options")
    )
    click(app, options.rect.center)
    assert scene.tab == "options"
    assert not any(isinstance(w, TextField) and w.visible for w in scene.form.widgets)
    players = next(w for w in scene.form.widgets if isinstance(w, Button) and w.label() == tr("setup.title"))
    click(app, players.rect.center)
    assert scene.tab == "players"
    field = next(w for w in scene.form.widgets if isinstance(w, TextField))
    click(app, field.rect.center)
    assert scene.form.typing
    frames(app, 1, [pygame.event.Event(pygame.TEXTINPUT, text="Zoe")])
    assert scene.names[0] == "Zoe"


@pytest.mark.parametrize("lang,cb", MODES)
def test_watch_setup_settings_and_statistics(lang, cb, monkeypatch):
    from game.scenes.watch_setup import WatchSetupScene

    app = compact_app(lang, cb)
    m = Measure(monkeypatch)
    for game_id in games.GAME_IDS:
        scene = WatchSetupScene(app, game_id)
        show(app, scene)
        for n in scene.counts:
            scene.set_count(n)
            check(app, m, f"watch {game_id} {n}")
        app.stack.pop()
        settle(app)
    app.settings.stats = {
        "farkle": {"games": 1234, "wins": {"human": 3, "hard": 1231}, "best": {"limit=5000,bankruptcy=False": 12,
                                                                                "limit=10000,bankruptcy=True": 30}},
        "chains": {"games": 9, "wins": {"easy": 9}, "best": {"scoring=longest,series=1,swap=False": 3}},
        "starrows": {"games": 2, "wins": {"human": 2}, "best": {"": 12}},
    }  # fmt: skip
    show(app, SettingsScene(app))
    check(app, m, "settings")
    assert tr("settings.layout") in [s for s, _ in m.rects]  # the Layout row shows
    stats = next(
        w for w in app.stack.top.form.widgets if isinstance(w, Button) and w.label() == tr("stats.title")
    )
    click(app, stats.rect.center)
    settle(app)
    assert app.stack.top.name == "stats"
    check(app, m, "statistics")
    assert "1234 " + tr("stats.games", n=1234).split(" ", 1)[1] in [s for s, _ in m.rects]
    app.stack.top.close()
    settle(app)
    assert app.stack.top.name == "settings"


def test_the_statistics_page_pages_many_bests(monkeypatch):
    app = compact_app("de", False)
    best = {f"limit={v},bankruptcy=True": v for v in (3000, 5000, 10000)}
    app.settings.stats = {g: {"games": 1, "wins": {}, "best": dict(best)} for g in games.GAME_IDS}
    from game.scenes import stats_page
    from game.scenes.stats_page import StatsScene

    scene = StatsScene(app)
    show(app, scene)
    m = Measure(monkeypatch)
    seen = []
    for _ in range(len(scene.pages)):
        check(app, m, f"statistics page {scene.page + 1}")
        seen += scene.pages[scene.page]
        scene.turn(1)
    assert [line for line in seen if line] == [
        line for line in "\n".join(stats_page.bests(app)).split("\n") if line
    ] or seen


def laid_out_for_the_canvas(app) -> bool:
    """The scene on top was built for the canvas in use: its controls reach its right edge."""
    return max(w.rect.right for w in app.stack.top.form.widgets) > app.screen.get_width() - 80


def test_switching_the_layout_from_the_settings_screen_and_back():
    app = make_app()  # the setting chooses (--layout would override it for the whole run)
    app.settings.layout = "compact"
    app.apply_settings()
    settle(app)
    assert app.screen.get_size() == (960, 480) and laid_out_for_the_canvas(app)
    show(app, SettingsScene(app))
    row = next(w for w in app.stack.top.form.widgets if getattr(w, "label", None) and callable(w.label)
               and w.label() == tr("settings.layout"))  # fmt: skip
    while app.settings.layout != "standard":
        click(app, row.touch_areas()[1].center)
    frames(app, 3)
    assert app.screen.get_size() == (1280, 720) and app.stack.top.name == "settings"
    assert laid_out_for_the_canvas(app)
    row = next(w for w in app.stack.top.form.widgets if getattr(w, "label", None) and callable(w.label)
               and w.label() == tr("settings.layout"))  # fmt: skip
    while app.settings.layout != "compact":
        click(app, row.touch_areas()[1].center)
    frames(app, 3)
    assert app.screen.get_size() == (960, 480) and app.stack.top.name == "settings"
    assert laid_out_for_the_canvas(app)
    app.stack.top.close()
    settle(app)
    assert app.stack.top.name == "title" and laid_out_for_the_canvas(app)


@pytest.mark.parametrize("lang,cb", MODES)
def test_every_how_to_page_with_a_stand_in_picture(lang, cb, monkeypatch):
    sizes = set()

    def stand_in(game_id, surface, rect, page):
        sizes.add(surface.get_size())
        surface.fill((60, 90, 70))

    monkeypatch.setattr(registry, "draw_howto", stand_in)
    app = compact_app(lang, cb)
    m = Measure(monkeypatch)
    for game_id in games.GAME_IDS:
        scene = HowToScene(app, game_id)
        show(app, scene)
        read = set()
        while True:
            check(app, m, f"how to {game_id} page {scene.page} part {scene.part + 1}")
            read.add((scene.page, scene.part))
            if not scene.can_go_on():
                break
            scene.turn(1)
        assert {p for p, _ in read} == set(range(1, scene.pages + 1))
        # every line of every page's text is shown in some part
        for page in range(1, scene.pages + 1):
            size, parts = scene.parts(page)
            assert size >= 15
            shown = " ".join(" ".join(part) for part in parts).split()
            skip = tr("howto.skip.compact", skip=tr("game.skip.short"))  # the header's button, no key
            assert shown == (tr(f"{game_id}.howto.{page}.body") + " " + skip).split()
        app.stack.pop()
        settle(app)
    assert sizes == {PICTURE} == {(430, 340)}


def test_how_to_back_walks_parts_and_pages():
    app = compact_app("de", False)
    scene = HowToScene(app, "farkle")
    show(app, scene)
    steps = []
    while scene.can_go_on():
        scene.turn(1)
        steps.append((scene.page, scene.part))
    for _ in steps:
        scene.turn(-1)
    assert (scene.page, scene.part) == (1, 0)


@pytest.mark.parametrize("lang,cb", MODES)
def test_results_at_one_to_six_seats_with_details(lang, cb, monkeypatch):
    app = compact_app(lang, cb)
    m = Measure(monkeypatch)
    for n in range(1, 7):
        app.finish_game(finished(n))
        settle(app)
        scene = app.stack.top
        assert scene.name == "results"
        check(app, m, f"results {n} seats")
        details = [
            w for w in scene.form.widgets if isinstance(w, Button) and w.label() == tr("results.show_details")
        ]
        if details:
            for view in range(len(scene.parts)):
                click(app, details[0].rect.center)
                check(app, m, f"results {n} seats, details {view + 1}")
            click(app, details[0].rect.center)
            assert scene.view == 0
        else:
            assert scene.inline
        back_to_title(app)


@pytest.mark.parametrize("lang,cb", MODES)
def test_sharing_screens_and_the_lock_question(lang, cb, monkeypatch):
    from game import share
    from game.scenes import lock_dialog
    from game.scenes.code_card import CodeCardScene, OpenCodeScene
    from game.scenes.share_box import ShareScene

    app = compact_app(lang, cb)
    m = Measure(monkeypatch)
    show(app, OpenCodeScene(app))
    check(app, m, "open a code")
    app.stack.top.set("not a code")
    app.stack.top.open()
    check(app, m, "open a code, refused")
    back_to_title(app)
    for n in (2, 6):
        session = finished(n)
        show(app, CodeCardScene(app, share.decode(share.encode(session))))
        check(app, m, f"code card {n} players")
        back_to_title(app)
    app.finish_game(finished(2))
    settle(app)
    show(app, ShareScene(app, app.stack.top.session))
    check(app, m, "share")
    back_to_title(app)
    session = finished(2)
    lock_dialog.ask(app, session, lambda s: None)
    settle(app)
    check(app, m, "lock question")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_toast_and_tip_panels(lang, monkeypatch):
    app = compact_app(lang, False)
    show(app, SettingsScene(app))
    app.notify(Notice("err.save_failed", **game_what("chains"), detail="No space left on device"))
    app.toast = app.notices[-1] if app.toast is None else app.toast
    m = Measure(monkeypatch)
    check(app, m, "settings with a toast")
    assert any(app.toast.text().split()[0] in s for s, _ in m.rects)
    canvas = pygame.Rect(0, 0, 960, 480)
    for pos in ((10, 10), (950, 470), (480, 240)):
        tip = Tip(tr("watch.note") * 3, pos)
        assert canvas.contains(tip.rect())
    app.tip = Tip(tr("watch.note"), (480, 300))
    check(app, m, "settings with a tip")
