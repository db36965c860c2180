"""The results screen in the compact layout (a phone held sideways, game/layout.py).

The card fills the canvas above one row of buttons. When the ranking, the game's explanation and
the statistics do not all fit, the card shows the ranking and a "Details" button turns it to the
rest (in parts if it is long) and back: nothing is cut off, only moved behind a tap.
"""

from __future__ import annotations

import pygame

from game import seal, theme
from game.i18n import tr
from game.scenes import dice_check, results_stats
from game.scenes.compact_menus import MARGIN, at_most, draw_lines, pages_of
from game.scenes.outcome_text import detail_text
from game.ui import Button

CARD = pygame.Rect(MARGIN, MARGIN, 960 - 2 * MARGIN, 400)
TOP = 82  # card-relative: the first row
SCORE_RIGHT, DETAIL_X = 530, 550  # card-relative columns
DETAIL_W = CARD.width - DETAIL_X - 20
SIZE = 16  # explanation and statistics


def arrange(scene) -> None:
    """The card, its views and one row of buttons under it (Details only when there is more)."""
    scene.rect = pygame.Rect(CARD)
    scene.view = 0  # 0: the ranking; 1..: the parts of the rest
    n = len(scene.session.seats)
    scene.c_row_h = min(52, (CARD.height - TOP - 30) // max(1, n))
    rest = "\n".join(rest_lines(scene))
    rows_h = TOP + n * scene.c_row_h + 10
    whole = pages_of(rest, SIZE, CARD.width - 60, CARD.height - rows_h - 30)
    if len(whole) == 1:  # everything fits on the card at once
        scene.c_parts, scene.c_inline = whole, True
    else:
        scene.c_parts, scene.c_inline = pages_of(rest, SIZE, CARD.width - 60, CARD.height - 80), False
        scene.form.add(
            Button((10_000, 0, 10, 55), lambda: tr("results.show_ranking" if at_last(scene) else "results.show_details"),
                   lambda: next_view(scene), "secondary", size=19)
        )  # fmt: skip
    row = sorted(scene.form.widgets, key=lambda w: w.rect.x)  # Details last
    gap = 12
    width = min(210, (CARD.width - gap * (len(row) - 1)) // len(row))
    x = (theme.WIDTH - width * len(row) - gap * (len(row) - 1)) // 2
    for widget in row:
        widget.rect = pygame.Rect(x, theme.HEIGHT - MARGIN - 56, width, 56)
        widget.size = min(widget.size, 20)
        x += width + gap
    scene.form.columns = len(row)


def at_last(scene) -> bool:
    return scene.view == len(scene.c_parts)


def next_view(scene) -> None:
    scene.view = 0 if at_last(scene) else scene.view + 1
    scene._picture = None  # drawn anew
    scene.app.play("click")


def rest_lines(scene) -> list[str]:
    """What the card says besides the ranking: the game's why, a new best, the statistics, a
    challenge's two results and the number of turns."""
    from game.scenes.share_box import comparison

    lines = [line for line in (scene_detail(scene, e) for e in scene.outcome.explanation) if line]
    if scene.new_best:
        lines.append(tr("results.new_best"))
    lines += results_stats.stats_lines(scene.app.settings, scene.session)
    if dice_check.band_height(scene.session):  # the standard card shows it beside Check the dice
        lines.append(tr("seal.shown", seal=seal.fingerprint(scene.session.sealed)))
    compared = comparison(scene.session)
    if compared is not None:
        lines += [compared[0], compared[1], compared[2]]
    turns = scene.session.turns()
    if turns:
        lines.append(tr("results.turns", n=turns))
    return lines


def scene_detail(scene, detail) -> str:
    return detail_text(detail, scene.names())


def draw(scene, surface) -> None:
    theme.veil(surface, 170)
    rect = scene.rect
    theme.panel(surface, rect)
    theme.text_fit(surface, scene.headline(), (rect.centerx, rect.y + 32), rect.width - 40, 30, theme.INK, "center",
                   True)  # fmt: skip
    if scene.view > 0:
        part = scene.c_parts[scene.view - 1]
        draw_lines(surface, part, (rect.x + 30, rect.y + 70), SIZE, theme.INK)
        if len(scene.c_parts) > 1:
            where = f"{scene.view}/{len(scene.c_parts)}"
            theme.text(surface, where, (rect.right - 20, rect.bottom - 10), 15, theme.INK_DIM, "bottomright")
        return
    y = rect.y + TOP - 24
    theme.text(surface, tr("results.place"), (rect.x + 16, y), 15, theme.INK_DIM)
    theme.text(surface, tr("results.player"), (rect.x + 90, y), 15, theme.INK_DIM)
    x, anchor, width = score_column(scene)
    theme.text_fit(surface, scene.score_heading(), (rect.x + x, y), width, 15, theme.INK_DIM, "top" + anchor)
    if scene.has_details():
        theme.text(surface, tr("results.detail"), (rect.x + DETAIL_X, y), 15, theme.INK_DIM)
    y = rect.y + TOP
    for seat in scene.order:
        draw_row(scene, surface, seat, y)
        y += scene.c_row_h
    if scene.c_inline:
        top = y + 6
        pygame.draw.line(surface, theme.PANEL_EDGE, (rect.x + 30, top), (rect.right - 30, top), 1)
        draw_lines(surface, scene.c_parts[0], (rect.x + 30, top + 8), SIZE, theme.INK)


def score_column(scene) -> tuple[int, str, int]:
    if scene.has_details():
        return SCORE_RIGHT, "right", SCORE_RIGHT - 360
    return 380, "left", CARD.width - 400


def draw_row(scene, surface, seat: int, y: int) -> None:
    rect, h = scene.rect, scene.c_row_h
    place = scene.outcome.places[seat]
    row = pygame.Rect(rect.x + 8, y, rect.width - 16, h - 4)
    if place == 1:
        pygame.draw.rect(surface, (250, 226, 160), row, border_radius=10)
    cy = row.centery
    theme.text(surface, f"{place}.", (rect.x + 18, cy), 21, theme.INK, "midleft", True)
    style = scene.session.seat_styles()[seat]
    theme.seat_marker(surface, (rect.x + 68, cy), 12, seat, scene.app.settings.colourblind, style=style)
    kind = tr(f"kind.{scene.session.seats[seat].stat_kind}")
    theme.text_fit(
        surface, scene.session.name_of(seat), (rect.x + 90, cy - 9), 250, 18, theme.INK, "midleft", True
    )
    theme.text_fit(surface, kind, (rect.x + 90, cy + 11), 250, 15, theme.INK_DIM, "midleft")
    x, anchor, width = score_column(scene)
    theme.text_fit(
        surface, scene.score_text(seat), (rect.x + x, cy), width, 20, theme.INK, "mid" + anchor, True
    )
    text = scene.detail_of(seat)
    if text:
        lines = at_most(text, 15, DETAIL_W, 2)
        top = cy - len(lines) * 18 // 2
        for k, line in enumerate(lines):
            theme.text(surface, line, (rect.x + DETAIL_X, top + k * 18), 15, theme.INK_DIM)
