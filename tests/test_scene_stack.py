"""The scene stack: push/pop/replace/reset, pause/resume symmetry, overlays, transitions."""

import pygame
import pytest

from game.scene import Scene, SceneStack, Transition


class Recorder(Scene):
    def __init__(self, name, log, opaque=True, colour=(0, 0, 0)):
        super().__init__(app=None)
        self.name = name
        self.log = log
        self.opaque = opaque
        self.colour = colour
        self.handled = []

    def enter(self):
        self.log.append(f"enter {self.name}")

    def leave(self):
        self.log.append(f"leave {self.name}")

    def pause(self):
        self.log.append(f"pause {self.name}")

    def resume(self):
        self.log.append(f"resume {self.name}")

    def handle(self, event):
        self.handled.append(event)

    def draw(self, surface):
        self.log.append(f"draw {self.name}")
        if self.opaque:
            surface.fill(self.colour)
        else:
            surface.fill(self.colour, (0, 0, 10, 10))


@pytest.fixture
def surface():
    pygame.init()
    return pygame.Surface((100, 60))


def test_push_pop_replace_lifecycle():
    log = []
    stack = SceneStack()
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    stack.push(a)
    stack.apply_pending()
    stack.push(b)
    stack.apply_pending()
    stack.replace(c)
    stack.apply_pending()
    stack.pop()
    stack.apply_pending()
    assert log == ["enter a", "pause a", "enter b", "leave b", "enter c", "leave c", "resume a"]
    assert stack.top is a


def test_changes_wait_until_applied():
    log = []
    stack = SceneStack()
    a = Recorder("a", log)
    stack.push(a)
    assert stack.top is None
    stack.apply_pending()
    assert stack.top is a


def test_reset_leaves_every_scene():
    log = []
    stack = SceneStack()
    for n in "abc":
        stack.push(Recorder(n, log))
    stack.apply_pending()
    log.clear()
    stack.reset(Recorder("t", log))
    stack.apply_pending()
    assert log == ["leave c", "leave b", "leave a", "enter t"]
    assert len(stack.scenes) == 1


def test_overlay_draws_over_live_scene_and_only_top_gets_input(surface):
    log = []
    stack = SceneStack()
    base = Recorder("board", log, colour=(0, 200, 0))
    overlay = Recorder("pause", log, opaque=False, colour=(200, 0, 0))
    hidden = Recorder("hidden", log)
    stack.push(hidden)
    stack.push(base)
    stack.push(overlay)
    stack.apply_pending()
    log.clear()
    stack.draw(surface)
    assert log == ["draw board", "draw pause"]  # nothing below the opaque board
    assert surface.get_at((50, 50))[:3] == (0, 200, 0)
    assert surface.get_at((5, 5))[:3] == (200, 0, 0)
    ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0)
    stack.handle(ev)
    assert overlay.handled == [ev] and base.handled == []


def test_fade_transition_blends_then_finishes_and_blocks_input(surface):
    log = []
    stack = SceneStack(lambda: 1.0)
    a = Recorder("a", log, colour=(0, 0, 0))
    b = Recorder("b", log, colour=(200, 200, 200))
    stack.push(a)
    stack.apply_pending(surface)
    stack.replace(b, Transition("fade", 1.0))
    stack.apply_pending(surface)
    stack.update(0.5)
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0))
    assert b.handled == []
    stack.draw(surface)
    mid = surface.get_at((50, 50))[0]
    assert 20 < mid < 180  # halfway between black and grey
    stack.update(0.6)
    assert stack.transition is None
    stack.draw(surface)
    assert surface.get_at((50, 50))[:3] == (200, 200, 200)


def test_slide_transition_moves_pictures(surface):
    log = []
    stack = SceneStack(lambda: 1.0)
    stack.push(Recorder("a", log, colour=(0, 0, 0)))
    stack.apply_pending(surface)
    stack.push(Recorder("b", log, colour=(250, 250, 250)), Transition("slide", 1.0))
    stack.apply_pending(surface)
    stack.update(0.5)
    stack.draw(surface)
    assert surface.get_at((5, 30))[:3] == (0, 0, 0)  # old picture still on the left
    assert surface.get_at((95, 30))[:3] == (250, 250, 250)  # new one coming in from the right


def test_instant_speed_skips_transitions(surface):
    stack = SceneStack(lambda: 0.0)
    stack.push(Recorder("a", []))
    stack.apply_pending(surface)
    stack.push(Recorder("b", []), Transition("fade", 1.0))
    stack.apply_pending(surface)
    stack.update(0.0)
    assert stack.transition is None
