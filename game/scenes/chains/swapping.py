"""Number Chains' swap question: asked only when a swap would build a chain, above the log.

After a move, the rules offer a swap whenever the player has a swap chip and an
opponent has a loose chip (``phase == "swap"``). Most of those swaps would build
nothing, so the scene asks only when ``rules.useful_swaps`` names one; otherwise
it answers "don't swap" itself (a legal action, so replays and saves are the
same as if the player had clicked it). The question sits in a strip above the
log (the log stays readable) and says what the struck-out chips are.
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr
from game.rules.chains import useful_swaps


class ChainsSwapping:
    """Mixed into ChainsScene."""

    def swap_worth_asking(self) -> bool:
        return bool(useful_swaps(self.session.state))

    def skip_useless_swap(self) -> bool:
        """The human is offered a swap that builds nothing: answer "don't swap" for them."""
        st = self.state
        if st.phase == "swap" and not self.swap_worth_asking():
            self.perform(("no_swap",))
            return True
        return False

    def undo(self) -> None:
        """Taking back a move whose swap question was answered for the player takes back the move too
        (else the same "don't swap" would follow at once, and Undo would seem to do nothing)."""
        super().undo()
        s = self.session
        seat = s.seat_to_move()
        if s.state.phase == "swap" and seat is not None and not seat.is_ai and not self.swap_worth_asking():
            if self.can_undo():
                super().undo()

    def draw_swap_prompt(self, surface, rect: pygame.Rect) -> None:
        """The question, what cannot be taken, the keys, and the "Don't swap" button; the log below."""
        b = self.no_swap_button
        b.rect.width = max(200, theme.font(b.size, True).size(tr("chains.ui.no_swap"))[0] + 36)
        b.rect.topright = (rect.right - 14, rect.y + 14)
        if self.swap_mine is None and self.swap_theirs is None:
            key, params = "chains.ui.swap", {}
        elif self.swap_mine is None:
            key, params = "chains.scene.prompt.swap_mine", {"chip": self.swap_theirs[1]}
        else:
            key, params = "chains.scene.prompt.swap_theirs", {"chip": self.swap_mine}
        x, width = rect.x + 16, b.rect.x - rect.x - 32
        lines = [(line, 17, theme.TEXT, True) for line in theme.wrap(tr(key, **params), 17, width, True)]
        notes = [tr("chains.scene.swap_legend")] + ([tr("chains.scene.keys.swap")] if self.hints else [])
        for note in notes:
            lines += [(line, 15, theme.TEXT_DIM, False) for line in theme.wrap(note, 15, width)]
        height = max(b.rect.height + 28, 20 + sum(size + 4 for _, size, _, _ in lines))
        strip = pygame.Rect(rect.x, rect.y, rect.width, height)
        theme.panel(surface, strip, colour=(26, 54, 40), edge=theme.ACCENT, radius=12, shadow=False)
        y = rect.y + 10
        for line, size, colour, bold in lines:
            theme.text(surface, line, (x, y), size, colour, bold=bold)
            y += size + 4
        self.log.draw(
            surface, pygame.Rect(rect.x, strip.bottom + 4, rect.width, rect.bottom - strip.bottom - 4)
        )
