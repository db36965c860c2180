"""Buttons' game screen as rectangles, computed from the canvas: the one geometry function.

``regions(layout, players)`` gives every piece its rectangle (``Regions``); the drawing code draws
each piece in its rectangle and picks its denser form from the rectangle's size. Three results:

- *wide* (1280x720): the big board on the left (its owner's name on its card, the buttons per
  colour under it), the tray, the prompt, the actions and the log in the middle, the other players'
  boards stacked on the right;
- *sideways* (a phone held sideways, 788x443 to 1147x529, and the 960x480 setting): the big board
  on the left as tall as the game area (cells a finger's size at least; on a low canvas the column
  numbers share the dock's line); its owner's name and counts, the tray, the prompt, the actions
  and the info in the middle; the others as thumbnails in what is left of the width (a tap shows
  one large); the log behind the header's Log button;
- *upright* (taller than wide): the others as a strip of thumbnails at the top, the big board's
  owner and counts under it, the big board in the middle, the tray beside the prompt and the
  actions in the thumb zone at the bottom. Nothing scrolls.

Pure Python (no pygame): ``view.geometry`` turns a ``Regions`` into the scene's pygame rects.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.boxes import Box, Part, columns, rows
from game.layout import Layout
from game.scenes.shared.regions import game_area, pill_top


@dataclass(frozen=True)
class Regions:
    form: str  # "wide", "sideways" or "upright"
    area: Box  # the game area (below the header)
    big: Box  # the big board's card
    grid: Box  # the big board's cells
    cell: int
    dock_y: int  # centre line of the black dice above the columns
    dock_x: int  # centre line of the white die beside the rows
    risk_x: int  # the bust-risk column (hints)
    head: Box  # the big board's owner: name, status, stars, bonus cards (and on a phone the taken dice)
    counts: Box  # the big board's buttons per colour
    tray: Box
    prompt: Box
    info: Box
    log: Box | None  # the log panel (wide; a phone's header opens it)
    bar: tuple  # the action buttons: left, right, both, and place / pass (the gold cell)
    die: int
    side: Box  # the other players' boards (a column, or upright a strip of columns)
    side_large: int  # the most a panel of the seat playing now gets (your own board kept big)
    side_least: int  # the least the other panels keep meanwhile
    sheet: Box | None  # another player's board shown large (a phone)
    banner_center: tuple[int, int]

    @property
    def compact(self) -> bool:
        """A phone's canvas: touch behaviour (thumbnails a tap shows large, long presses), no log panel."""
        return self.form != "wide"

    def boxes(self) -> dict[str, Box]:
        named = {"big": self.big, "tray": self.tray, "prompt": self.prompt, "side": self.side}
        named.update(zip(("left", "right"), self.bar[:2]))
        return named | ({"log": self.log} if self.log else {})


def regions(layout: Layout, players: int) -> Regions:
    """Buttons' game screen on ``layout``'s canvas for ``players`` seats."""
    if layout.upright:
        return _upright(layout, players)
    return _sideways(layout) if layout.compact else _wide(layout)


SWITCH_ROW = 32  # the standard screen: the coach's switch on a row of its own above the log


def _bar(box: Box, place_w: int, gap: int) -> tuple:
    """Roll / Opt out side by side (Opt out, "Aussteigen", the longer label), Auto stars across, Place
    (a German label is long) / Pass."""
    left, right = columns(box, [Part(0, 4), Part(0, 5)], gap=gap)
    place, pass_ = columns(box, [place_w, Part(0, 1)], gap=gap)
    return left, right, box, place, pass_


def _wide(layout: Layout) -> Regions:
    grid = Box(116, 198, 64 * 6, 64 * 6)
    mid = Box(588, 78, 252, 586)
    info = Box(mid.x, 408, mid.w, round(76 * layout.text_scale))  # four lines: two facts under the buttons
    log_y = info.bottom + SWITCH_ROW  # the coach's switch between them
    return Regions(
        form="wide",
        area=game_area(layout),
        big=Box(16, 78, 560, 586),
        grid=grid,
        cell=64,
        dock_y=152,
        dock_x=58,
        risk_x=grid.right + 8,
        head=Box(28, 86, 536, 32),
        counts=Box(grid.x - 60, grid.bottom + 26, 368, 36),
        tray=Box(mid.x + 10, 90, mid.w - 20, 140),
        prompt=Box(mid.x, 246, mid.w, 92),
        info=info,
        log=Box(mid.x, log_y, mid.w, mid.bottom - log_y),
        bar=_bar(Box(mid.x, 348, mid.w, 52), 122, 8),
        die=44,
        side=Box(852, 78, 412, 586),
        side_large=300,
        side_least=160,
        sheet=None,
        banner_center=(440, grid.center[1] - 20),
    )


def _sideways(layout: Layout) -> Regions:
    area = game_area(layout)
    w, h = layout.size
    t = layout.text_scale
    die, target = 34, max(56, layout.min_target)
    content = Box(4, area.y + 4, w - 8, h - area.y - 6)
    numbers = round(21 * t)  # the column numbers' line between the dock and the cells, when it has room
    risk_w = round(48 * t)  # "100%"
    across = (
        w - 8 - die - 28 - 6 - risk_w - 8 - 244 - 8 - 100
    ) // 6  # the middle column and thumbnails beside
    cell = max(layout.min_target, min(64, across, (content.h - 8 - die - 6 - numbers) // 6))
    grid_bottom = content.bottom - 4
    grid_y = grid_bottom - 6 * cell
    if grid_y - content.y >= die + 6 + numbers:
        dock_y = grid_y - numbers - die // 2 - 2
    else:  # a low canvas: the numbers share the dock's line (a docked die shows its column's number)
        dock_y = (content.y + grid_y) // 2
    grid = Box(content.x + die + 28, grid_y, 6 * cell, 6 * cell)
    big = Box(content.x, content.y, grid.right + 6 + risk_w - content.x, content.h)
    rest = Box(big.right + 8, content.y, content.right - big.right - 8, content.h)
    mid_w = max(244, round(208 * t))
    side_w = max(100, min(300, rest.w - 8 - mid_w))  # a thumbnail, never the wide form (380)
    mid, side = columns(rest, [rest.w - 8 - side_w, side_w], gap=8)
    head_h, counts_h = round(40 * t), round(24 * t)
    info_least = 3 * (round(15 * t) + 3) - 2  # three lines: the risk of a bust ends with its number
    head, counts, tray, prompt, bar, info = rows(
        mid,
        [head_h, counts_h, Part(2 * die + 6, 1, 86), Part(round(52 * t), 2, 92), target, Part(info_least, 1)],
        gap=6,
    )
    place_w = min(round(134 * t), mid.w - 10 - layout.min_target)  # German "Setzen (3,2)" fits at 15 px
    return Regions(
        form="sideways",
        area=area,
        big=big,
        grid=grid,
        cell=cell,
        dock_y=dock_y,
        dock_x=content.x + die // 2 + 5,
        risk_x=grid.right + 6,
        head=head,
        counts=counts,
        tray=tray.inset(9, 0),
        prompt=prompt,
        info=info,
        log=None,
        bar=_bar(bar, place_w, 10),
        die=die,
        side=Box(side.x, side.y, side.w, side.h - 2),
        side_large=min(230, side.h - 2 - 8 - 170),  # the other keeps 170 px: its board, status and stars
        side_least=102,
        sheet=Box(10, area.y + 6, w - 20, h - area.y - 10),
        banner_center=(w // 2, (area.y + h) // 2 - 21),
    )


DOCK_H, BESIDE_W, RISK_W = 56, 56, 56  # upright: the dock above the columns, the white die's, the risk


def _upright(layout: Layout, players: int) -> Regions:
    area = game_area(layout)
    w = layout.size[0]
    t = layout.text_scale
    target = max(56, layout.min_target)
    content = Box(8, area.y + 6, w - 16, pill_top(layout) - 6 - (area.y + 6))
    head_h = round(44 * t)  # two lines: name and stars; status, and the counts on the right
    prompt_h = round(40 * t)  # the least: a small phone's prompt shows what fits (more from 64 px)
    fixed = head_h + DOCK_H + 6 + prompt_h + 8 + target
    room = content.h - fixed - target - 3 * 6 - round(40 * t)  # the cells', the prompt's 64 px first
    cell = max(layout.min_target, min(60, (content.w - BESIDE_W - RISK_W) // 6, room // 6))
    gap = max(0, min(6, (content.h - fixed - target - 6 * cell) // 3))
    parts = [Part(target, 1, 190), head_h, DOCK_H + 6 * cell + 6, Part(prompt_h + 8 + target, 1)]
    strip, head, board, bottom = rows(content, parts, gap=gap)  # the others' boards on top
    if bottom.h > 200:  # a tall phone: the strip's panels grow to show their boards above their counts
        parts[0] = min(300, strip.h + bottom.h - 200)
        strip, head, board, bottom = rows(content, parts, gap=gap)
    head = head.inset(6, 0)
    counts = Box(head.right - 4 * 62, head.y + 22, 4 * 62, head.h - 22)
    left = board.x + (board.w - BESIDE_W - 6 * cell - RISK_W) // 2
    grid = Box(left + BESIDE_W, board.y + DOCK_H, 6 * cell, 6 * cell)
    left_col, right = columns(bottom, [Part(150, 1, 190), Part(0, 2)], gap=8)
    tray, info = rows(left_col, [Part(0, 1), round(36 * t)], gap=2)  # what opting out earns under the tray
    prompt, bar = rows(right, [Part(0, 1), target], gap=8)
    return Regions(
        form="upright",
        area=area,
        big=Box(content.x, head.y, content.w, board.bottom - head.y),
        grid=grid,
        cell=cell,
        dock_y=board.y + 19,
        dock_x=grid.x - 36,
        risk_x=grid.right + 6,
        head=head,
        counts=counts,
        tray=tray,
        prompt=prompt,
        info=info,
        log=None,
        bar=_bar(bar, min(round(134 * t), bar.w - 10 - layout.min_target), 10),  # Pass a finger's width
        die=34,
        side=strip,
        side_large=strip.w,
        side_least=0,
        sheet=area.inset(8, 6),
        banner_center=grid.center,
    )
