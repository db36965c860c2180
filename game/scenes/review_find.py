"""The Review's "Find a better move": before the coach's answer at a reviewed position, the player
may look for a better choice themselves among the position's other legal choices (in the rules'
order, a page at a time), and then hears the coach's verdict on their pick against its first
choice; or they ask for the answer straight away.

Each reviewed decision goes "ask" (the answer hidden) → "find" (the choices listed) → "shown".
"""

from __future__ import annotations

from game import theme
from game.coach import measure
from game.i18n import tr
from game.scenes.shared.coach_text import loss_text, reason_text
from game.ui import STYLES, Button

EPS = 1e-9


class ChoiceButton(Button):
    """A choice to pick: a label too long for one line takes two (a choice cut short with '…' cannot
    be judged), shrunk no further than the layout's smallest text."""

    def draw(self, surface, focused, hovered):
        named, width = self.label, self.rect.width - 16
        label = named()
        if theme.font(self.size, True).size(label)[0] <= width:
            return super().draw(surface, focused, hovered)
        self.label = lambda: ""  # the frame, fill and focus ring as any button's
        try:
            super().draw(surface, focused, hovered)
        finally:
            self.label = named
        size = self.size
        while size > theme.MIN_TEXT and (
            len(theme.wrap(label, size, width, True)) > 2
            or 2 * (theme.scaled(size) + 2) > self.rect.height - 8
        ):
            size -= 1
        lines = theme.wrap(label, size, width, True)
        if len(lines) > 2:
            lines = [lines[0], theme.fit(" ".join(lines[1:]), size, width, True)]
        step = theme.scaled(size) + 2
        top = self.rect.centery - step * (len(lines) - 1) / 2
        for k, line in enumerate(lines):
            theme.text(surface, line, (self.rect.centerx, round(top + k * step)), size, STYLES[self.style][2],
                       "center", True)  # fmt: skip


class FindBetter:
    def __init__(self, scene, sizes: dict):
        self.scene = scene
        self.phase: dict[int, str] = {}  # decision's log index -> "ask", "find" or "shown"
        self.picked: dict[int, object] = {}  # decision's log index -> the player's pick (an Advice)
        self.page = 0
        self.sizes = sizes  # from the canvas (ReviewScene.arrange)

    # --- state -----------------------------------------------------------------------------
    def mistake(self):
        items = self.scene.items()
        return items[self.scene.index] if items else None

    def state(self) -> str:
        mistake = self.mistake()
        return "shown" if mistake is None else self.phase.get(mistake.decision.index, "ask")

    def revealed(self) -> bool:
        return self.state() == "shown"

    def choices(self) -> list:
        mistake = self.mistake()
        if mistake is None:
            return []
        return mistake.others(self.scene.session.rules.legal_actions(mistake.decision.state))

    def on_page(self) -> list:
        n = self.sizes["per_page"]
        return self.choices()[self.page * n : (self.page + 1) * n]

    def set_state(self, state: str) -> None:
        self.phase[self.mistake().decision.index] = state
        self.page = 0
        self.scene.app.play("click")

    def pick(self, slot: int) -> None:
        entries = self.on_page()
        if slot < len(entries):
            self.picked[self.mistake().decision.index] = entries[slot]
            self.set_state("shown")

    def pages(self) -> int:
        return max(1, -(-len(self.choices()) // self.sizes["per_page"]))

    def more(self) -> None:
        self.page = (self.page + 1) % self.pages()
        self.scene.app.play("click")

    # --- widgets ---------------------------------------------------------------------------
    def widgets(self) -> list[Button]:
        s, size = self.sizes, 17
        asking = lambda: self.state() == "ask"  # noqa: E731
        finding = lambda: self.state() == "find"  # noqa: E731
        out = [
            Button(s["find"], lambda: tr("coach.review.find"), lambda: self.set_state("find"), "primary",
                   size=size + 1, visible=asking),
            Button(s["answer"], lambda: tr("coach.review.answer"), lambda: self.set_state("shown"), "secondary",
                   size=size + 1, visible=asking),
        ]  # fmt: skip
        x0, y0 = s["first"]
        for slot in range(s["per_page"]):
            column, row = slot % s["columns"], slot // s["columns"]
            rect = (x0 + column * (s["choice_w"] + 16), y0 + row * (s["choice_h"] + s["gap"]), s["choice_w"],
                    s["choice_h"])  # fmt: skip
            out.append(
                ChoiceButton(
                    rect,
                    lambda k=slot: self.label(k),
                    lambda k=slot: self.pick(k),
                    "secondary",
                    size=size,
                    visible=lambda k=slot: finding() and k < len(self.on_page()),
                )  # fmt: skip
            )
        half = (s["choice_w"] * s["columns"] + 16 * (s["columns"] - 1) - 10) // 2
        more_and_answer = [  # under the choices, side by side
            ("coach.review.more", self.more, lambda: finding() and len(self.choices()) > s["per_page"]),
            ("coach.review.answer", lambda: self.set_state("shown"), finding),
        ]
        for k, (key, action, visible) in enumerate(more_and_answer):
            rect = (x0 + k * (half + 10), s["more_y"], half, s["choice_h"])
            out.append(Button(rect, lambda key=key: tr(key), action, "secondary", size=size, visible=visible))
        return out

    def label(self, slot: int) -> str:
        entries = self.on_page()
        if slot >= len(entries):
            return ""
        return reason_text(self.scene.session.game_id, entries[slot], self.scene.session.name_of)

    # --- words -----------------------------------------------------------------------------
    def prompt(self) -> str:
        if self.state() == "find":
            return tr("coach.review.pick", page=self.page + 1, pages=self.pages())
        return tr("coach.review.quiz")

    def verdict(self) -> tuple[str, bool]:
        """The coach's word on the player's pick (after it was made) and whether it found the
        best; ("", False) before a pick."""
        mistake = self.mistake()
        entry = self.picked.get(mistake.decision.index) if mistake else None
        if entry is None:
            return "", False
        lost = mistake.verdict(entry)
        if lost <= EPS:
            return tr("coach.review.found"), True
        key = "coach.review.closer" if entry.value > mistake.chosen.value + EPS else "coach.review.not_better"
        unit = measure(mistake.best)
        return tr(key, amount=loss_text(self.scene.session.game_id, unit, lost)), False
