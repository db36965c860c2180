"""What a player reads: no text under 14 px at 1280x720 on any screen, in either language; the results
card holds its text at every player count; the log's newest line is visible.

Text is recorded by wrapping the one renderer (``theme.render``) and ``theme.text`` (which returns
where a line went) while real scenes are drawn headless (``tests.compact.Measure``).
"""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import games, theme  # noqa: E402
from game.scenes.howto import HowToScene  # noqa: E402
from game.scenes.outcome_text import detail_text  # noqa: E402
from game.scenes.results import ResultsScene  # noqa: E402
from game.scenes.settings import SettingsScene  # noqa: E402
from game.scenes.setup import SetupScene  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from tests.compact import Measure as Recorder  # noqa: E402  (the one text recorder)
from tests.uidriver import frames, make_app  # noqa: E402


def redraw(app, n=2):
    frames(app, n)


def human_choice(legal):
    """A plain strategy for the human seat: bank when allowed, else keep the most dice, else the first."""
    if ("bank",) in legal:
        return ("bank",)
    keeps = [a for a in legal if a[0] == "keep"]
    return max(keeps, key=lambda a: len(a[1])) if keeps else legal[0]


def play_to_end(app, session, limit=20000):
    app.start_game(session, transition=False)
    app.anim.speed = 0.0
    for _ in range(limit):
        scene = app.stack.top
        if isinstance(scene, ResultsScene):
            return scene
        if getattr(scene, "human_to_move", lambda: False)():
            scene.perform(human_choice(session.legal_actions()))
        app.step(1 / 60, [])
    raise AssertionError("the game did not finish")


def seats(n, human=True):
    out = [Seat("ai", "", ("easy", "medium", "hard")[i % 3]) for i in range(n)]
    if human:
        out[0] = Seat("human", "Annemarie-Sophie")
    return out


@pytest.mark.parametrize("lang", ["en", "de"])
def test_menus_and_howto_pages_draw_nothing_under_14px(lang, monkeypatch):
    rec = Recorder(monkeypatch)
    app = make_app(lang=lang)
    redraw(app)
    app.settings.record_game("farkle", ["human", "hard"], [0], None)
    app.settings.record_game("chains", ["human"], [0], ("players=1,scoring=standard,swap=False", 3))
    settings = SettingsScene(app)
    app.stack.push(settings)
    app.stack.apply_pending()
    rec.rects.clear()
    redraw(app)
    card = pygame.Rect(settings.geo["table"])  # the statistics beside the rows
    stats = [(s, r) for s, r in rec.rects if r.colliderect(card)]
    assert stats and all(card.contains(r.inflate(8, 0)) for s, r in stats), (
        "statistics stay inside their card"
    )
    app.stack.pop()
    for game_id in games.GAME_IDS:
        app.stack.push(SetupScene(app, game_id))
        app.stack.apply_pending()
        redraw(app)
        howto = HowToScene(app, game_id)
        app.stack.push(howto)
        app.stack.apply_pending()
        for _ in range(8):
            redraw(app)
            howto.form.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
        app.stack.pop()
        app.stack.pop()
        app.stack.apply_pending()
    assert rec.sizes and not rec.too_small()


GAME_TABLES = [
    ("farkle", 2, {"limit": 2000}),
    ("farkle", 6, {"limit": 2000}),
    ("farkle", 1, {"limit": 2000}),
    ("chains", 2, {"swap": True}),
    ("chains", 4, {}),
    ("chains", 1, {"scoring": "sohtar"}),
    ("buttons", 2, {}),
    ("buttons", 4, {}),
    ("exactly", 2, {"target": 1}),
    ("exactly", 6, {"target": 1}),
]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("game_id", "players", "variants"), GAME_TABLES)
def test_tables_and_results_are_readable_and_the_card_holds_its_text(
    game_id, players, variants, lang, monkeypatch
):
    rec = Recorder(monkeypatch)
    app = make_app(lang=lang)
    rules = games.rules_for(game_id)
    config = rules.validate_config({**rules.default_config(players), **variants})
    session = Session(game_id, config, seats(players, human=False), 11)
    app.start_game(session, transition=False)
    app.anim.speed = 1.0
    for _ in range(90):  # frames of a game in motion: banners, labels, the log
        frames(app)
    scene = app.stack.top
    log = scene.log
    assert log.entries and log.window()[-1] == log.lines(log.text_width())[-1], "the newest log line shows"
    results = play_to_end(app, Session(game_id, config, seats(players), 11))
    redraw(app)  # the final table (full racks) under the card
    assert not rec.too_small(), rec.too_small()
    rec.clear()
    results.draw_picture(pygame.Surface((theme.WIDTH, theme.HEIGHT)))  # the card alone
    card = results.rect
    assert card.top >= 0 and card.bottom + 18 + 58 <= theme.HEIGHT
    inside = [(s, r) for s, r in rec.rects if card.contains(r)]
    outside = [(s, r) for s, r in rec.rects if not card.contains(r) and r.colliderect(card)]
    assert not outside, f"text runs out of the results card: {outside[:3]}"
    names = {s for s, _ in inside}
    assert any("Annemarie" in s for s in names)
    assert results.inline  # the standard card says it all at once
    drawn = " ".join(s for s, _ in inside).split()
    for line in results.stats + [detail_text(e, results.names()) for e in results.outcome.explanation]:
        assert " ".join(line.split()) in " ".join(drawn), line  # this game's statistics and why, whole
    assert not rec.too_small(), rec.too_small()
