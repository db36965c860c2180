"""Dice statistics (game/dice_stats.py): for each game with dice, how often each face came up on
this device against what fair dice would show, as a small bar chart, with the chi-square test's
verdict in words. Opened from the statistics (Settings, or the statistics' own page).
"""

from __future__ import annotations

import pygame

from game import boxes, dice_stats, games, layout, theme
from game.boxes import Box, Part
from game.i18n import language, number, tr
from game.scene import Scene, Transition
from game.ui import Button, Form

GAP = 12
BAR = (86, 140, 190)
EXPECTED = (200, 80, 60)


def dice_games() -> list[str]:
    return [g for g in games.GAME_IDS if dice_stats.has_dice(games.rules_for(g))]


def p_text(p: float) -> str:
    """What follows "p": "= 0.43" ("= 0,43" in German); a tiny p-value as "< 0.001"; no-break
    spaces, so a line never breaks inside it."""
    text = "<\u00a00.001" if p < 0.001 else f"=\u00a0{p:.3f}" if p < 0.01 else f"=\u00a0{p:.2f}"
    return text.replace(".", ",") if language() == "de" else text


def verdict_text(counts: list[int]) -> str:
    result = dice_stats.verdict(counts)
    return tr(result.key, p=p_text(result.p))


class DiceScene(Scene):
    name = "dice_stats"
    freezes_game = True

    def __init__(self, app):
        super().__init__(app)
        self.form = Form([Button((0, 0, 0, 0), lambda: tr("settings.back"), self.close, "primary", size=19)],
                         on_back=self.close)  # fmt: skip
        self.geometry(layout.current())

    def geometry(self, lay: layout.Layout) -> None:
        """The title and Back on top, then a card per game: two a row, upright one."""
        w, h = lay.size
        roomy = h >= 700
        back = Box(w - 16 - 150, 14 if roomy else 4, 150, 55)
        self.title_y = back.center[1]
        ids = dice_games()
        cols = 2 if w > h else 1
        rows = (len(ids) + cols - 1) // cols
        area = Box(16, back.bottom + (15 if roomy else 7), w - 32, 0)
        area = area._replace(h=h - 12 - area.y)
        grid = [
            boxes.columns(r, [Part(0, 1)] * cols, GAP) for r in boxes.rows(area, [Part(0, 1)] * rows, GAP)
        ]
        cells = [cell for row in grid for cell in row]
        self.cards = {g: pygame.Rect(cell) for g, cell in zip(ids, cells, strict=False)}
        self.size = 16 if cells[0].w >= 500 else 15
        self.form.widgets[0].rect = pygame.Rect(back)

    def close(self) -> None:
        self.app.play("click")
        self.app.stack.pop(Transition("fade", 0.2))

    def draw(self, surface) -> None:
        surface.blit(theme.background(), (0, 0))
        room = self.form.widgets[0].rect.x - 32
        theme.text_fit(surface, tr("dice.title"), (16, self.title_y), room, 32, theme.ACCENT, "midleft", True)
        for game_id, rect in self.cards.items():
            self.draw_card(surface, game_id, rect)
        self.form.draw(surface)

    def draw_card(self, surface, game_id: str, rect: pygame.Rect) -> None:
        theme.panel(surface, rect)
        size = self.size
        theme.text_fit(surface, tr(f"{game_id}.name"), (rect.x + 14, rect.y + 8), rect.width // 2 - 20, 20,
                       theme.INK, "topleft", True)  # fmt: skip
        counts = list(self.app.settings.stats.get(game_id, {}).get("dice", [0] * dice_stats.FACES))
        chart = pygame.Rect(rect.x + 14, rect.y + 40, rect.width // 2 - 20, rect.height - 40 - 10)
        draw_bars(surface, chart, counts, games.rules_for(game_id).FACE_LABELS, size)
        x = rect.centerx + 6
        width = rect.right - 14 - x
        lines = []
        total = sum(counts)
        if total:
            rolled = tr("dice.rolled_one") if total == 1 else tr("dice.rolled_many", n=number(total))
            lines.append((rolled, theme.INK, True))
            lines.append((tr("dice.expected", n=number(round(total / dice_stats.FACES))), EXPECTED, False))
            lines.append((verdict_text(counts), theme.INK, False))
        else:
            lines.append((tr("dice.none"), theme.INK_DIM, False))
        step = theme.scaled(size) + 5
        high = sum(len(theme.wrap(t, size, width, b)) * step + 6 for t, _, b in lines)
        if len(lines) == 3 and high > rect.height - 16:  # a small card: the dashed line says it
            del lines[1]
        ty = rect.y + 10
        for text, colour, bold in lines:
            for part in theme.wrap(text, size, width, bold):
                theme.text(surface, part, (x, ty), size, colour, bold=bold)
                ty += step
            ty += 6


def draw_bars(surface, area: pygame.Rect, counts: list[int], labels, size: int) -> None:
    """Six bars (one per face) with their counts above and faces below; a line at the expected count."""
    label_h = size + 6
    plot = pygame.Rect(area.x, area.y + label_h, area.width, area.height - 2 * label_h)
    total = sum(counts)
    expected = total / len(counts) if total else 0
    top = max(max(counts), expected, 1) * 1.1
    pitch = plot.width / len(counts)
    texts = [number(c) for c in counts]
    if any(theme.font(size).size(t)[0] > pitch - 2 for t in texts):  # too wide: how far from expected
        texts = [f"{c - round(expected):+d}" for c in counts]
    if any(theme.font(size).size(t)[0] > pitch - 2 for t in texts):  # still too wide: the bars say it
        texts = [""] * len(counts)
    pygame.draw.line(surface, theme.PANEL_EDGE, (plot.x, plot.bottom), (plot.right, plot.bottom), 1)
    for i, count in enumerate(counts):
        h = round(plot.height * count / top)
        bar = pygame.Rect(round(plot.x + i * pitch + pitch * 0.18), plot.bottom - h, round(pitch * 0.64), h)
        pygame.draw.rect(surface, BAR, bar, border_radius=3)
        cx = round(plot.x + (i + 0.5) * pitch)
        if total and texts[i]:
            theme.text(surface, texts[i], (cx, bar.top - 3), size, theme.INK, "midbottom")
        theme.text(surface, labels[i], (cx, plot.bottom + 3), size, theme.INK_DIM, "midtop", True)
    if total:
        y = round(plot.bottom - plot.height * expected / top)
        for x in range(plot.x, plot.right, 10):  # dashed: what fair dice would show each face
            pygame.draw.line(surface, EXPECTED, (x, y), (min(x + 6, plot.right), y), 2)
