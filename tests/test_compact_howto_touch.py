"""The compact how-to reads like a phone's pages (issue 30): a swipe turns the page, a tap on the
page dots opens that page, and the text names the header's button, not a key."""

import pygame
import pytest

from game.i18n import tr
from game.scenes.howto import HowToScene
from tests.uidriver import frames, make_app


def howto(game_id="farkle", lang="en"):
    app = make_app(lang=lang, layout="compact")
    scene = HowToScene(app, game_id)
    app.stack.push(scene)
    frames(app, 2)
    return app, scene


def drag(app, start, end) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start)])
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))])
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end)])


def test_a_swipe_turns_the_page_and_back():
    app, scene = howto()
    assert scene.pages > 2 and scene.page == 1
    drag(app, (700, 200), (560, 210))  # right to left: the next page
    assert (scene.page, scene.part) != (1, 0)
    while scene.page == 1:
        drag(app, (700, 200), (560, 210))
    assert scene.page == 2
    drag(app, (200, 200), (400, 190))  # left to right: back
    assert scene.page == 1 or scene.part > 0
    drag(app, (700, 200), (690, 300))  # mostly down: not a page turn
    assert scene.page in (1, 2)


def test_a_tap_on_the_dots_opens_that_page_and_the_dots_are_a_finger_wide():
    app, scene = howto()
    dots = scene.dots_rect()
    assert dots.height >= 55 and dots.width >= 55
    assert ("page dots (a tap opens that page)", dots) in scene.tap_targets()
    last = scene.pages
    drag(app, (int(scene.dot_x(last)), dots.centery), (int(scene.dot_x(last)), dots.centery))
    assert scene.page == last and scene.part == 0
    drag(app, (int(scene.dot_x(1)), dots.centery), (int(scene.dot_x(1)), dots.centery))
    assert scene.page == 1


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_compact_how_to_names_no_key(lang):
    app, scene = howto("chains", lang)
    size, parts = scene.parts(1)
    text = " ".join(" ".join(part) for part in parts)
    assert "(or F)" not in text and "(oder F)" not in text
    assert tr("game.skip.short") in text
