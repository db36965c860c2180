"""Star Rows' compact (phone) geometry: the game area ``Rect(0, 62, 960, 418)`` of the 960x480 canvas.

Left: the dice tray (nine dice in one line, each tap area 58x64 and no two overlapping) over the
board of the seat to move (six rows in two columns of three, every row a 286x64 tap area; the star
line in the board's header; the coin row in two lines under the rows). Right: the Keep / Reroll /
End buttons beside the tray, a box with what to do now, the six task tiles and the players' list.
The task texts and every player's whole board are one tap away (``sheet.py``).
"""

from __future__ import annotations

import pygame

from game.rules import starrows as R
from game.scenes.starrows.view import Geometry

AREA = pygame.Rect(0, 62, 960, 418)
TRAY = pygame.Rect(14, 72, 572, 72)
DIE = 48
DIE_Y = TRAY.centery + 4  # a lifted die (16 px up) stays on the felt, clear of the rim
PITCH = 58  # a die's tap area is this wide: dice side by side never overlap
TAP_H = 64
HELD_GAP = 16  # between the kept dice and the thrown ones (the divider's place)
BOARD = pygame.Rect(8, 156, 584, 314)
HEADER_Y = BOARD.y + 17  # the centre line of the board's header (name, free markers, stars)
ROWS_TOP = BOARD.y + 34
CELL_W, CELL_H = 286, 64  # a row's tap area; rows 1-3 left, 4-6 right
FIELD_WS = (44, 58, 72)  # the three fields (2, 3 and 4 small dice)
FIELD_GAP = 6
FIELD_X = 44  # from a row band's left edge
COIN_LABEL_Y = ROWS_TOP + 3 * CELL_H + 2
COIN_TOP = COIN_LABEL_Y + 22
COIN_W, COIN_H = 27, 26
SIDE = pygame.Rect(600, 156, 352, 314)
BUTTON_Y, BUTTON_H = 78, 60
MAIN_BUTTON = pygame.Rect(780, BUTTON_Y, 172, BUTTON_H)
KEEP_BUTTON = pygame.Rect(600, BUTTON_Y, 172, BUTTON_H)
INFO = pygame.Rect(600, 156, 352, 72)
TASKS = pygame.Rect(600, 234, 352, 96)
TILE_W, TILE_H = 57, 62
PLAYERS = pygame.Rect(600, 336, 352, 134)
STAR_R, STAR_PITCH = 8, 16


def row_cell(row: int) -> pygame.Rect:
    """Row ``row``'s tap area: two columns of three rows."""
    col, line = (row - 1) // 3, (row - 1) % 3
    return pygame.Rect(BOARD.x + 6 + col * CELL_W, ROWS_TOP + line * CELL_H, CELL_W, CELL_H)


def row_rect(row: int) -> pygame.Rect:
    """The drawn band of row ``row`` (inside its tap area)."""
    return row_cell(row).inflate(-6, -6)


def field_left(row: int, index: int) -> int:
    """The left edge of field ``index`` (0-3; 3 is just after the last field)."""
    return row_rect(row).x + FIELD_X + sum(FIELD_WS[:index]) + FIELD_GAP * index


def field_rect(row: int, index: int) -> pygame.Rect:
    band = row_rect(row)
    return pygame.Rect(field_left(row, index), band.centery - 19, FIELD_WS[index], 38)


def marker_pos(row: int, fields: float) -> tuple[float, float]:
    """Between the boxes, like the standard board: after ``fields`` filled fields (tweened)."""
    whole = max(0, min(3, int(fields)))
    x = field_left(row, whole) - FIELD_GAP / 2
    if whole < 3 and fields > whole:
        x += (fields - whole) * (field_left(row, whole + 1) - field_left(row, whole))
    return x, row_rect(row).centery


def star_line_left(right: int) -> int:
    """The first star's centre of the 15 in the header, ending before ``right`` (groups of five)."""
    return right - (R.STAR_GOAL - 1) * STAR_PITCH - 2 * 6 - STAR_R


def star_slot(index: int) -> tuple[int, int]:
    left = star_line_left(BOARD.right - 62)
    return left + index * STAR_PITCH + (index // 5) * 6, HEADER_Y


def coin_pos(field: float) -> tuple[float, float]:
    """Centre of coin field ``field``: the start cell (0), then 1-20 and 21-40 in two lines."""
    left = BOARD.x + 6
    if field <= 0:
        return left + COIN_W / 2, COIN_TOP + COIN_H / 2
    f = min(float(field), R.COIN_FIELDS)
    line = 0 if f <= 20 else 1
    col = f - 1 - 20 * line
    return left + COIN_W * (col + 1) + COIN_W / 2, COIN_TOP + COIN_H / 2 + line * (COIN_H + 2)


def stock_pos(index: int) -> tuple[int, int]:
    return BOARD.x + 196 + index * 24, HEADER_Y


def dice_positions(n_held: int, n_new: int) -> tuple[list[float], list[float], float | None]:
    """Like the standard tray, at whole pixels ``PITCH`` apart at least (tap areas never overlap)."""
    held = [TRAY.x + 6 + PITCH / 2 + i * PITCH for i in range(n_held)]
    left = TRAY.x + 6 + n_held * PITCH + (HELD_GAP if n_held else 0)
    divider = left - HELD_GAP / 2 if n_held else None
    room = TRAY.right - 6 - left
    step = max(PITCH, min(PITCH + 6, (room - PITCH) // max(1, n_new - 1))) if n_new > 1 else 0
    span = step * (n_new - 1)
    start = left + (room - span) / 2 if n_held == 0 else left + PITCH / 2
    new = [float(round(start + i * step)) for i in range(n_new)]
    return [float(round(x)) for x in held], new, divider


def grouped_positions(values) -> list[float]:
    gap = 6
    groups = len(set(values))
    width = len(values) * PITCH + (groups - 1) * gap
    x = TRAY.centerx - width / 2 + PITCH / 2
    out, last = [], None
    for v in values:
        if last is not None and v != last:
            x += gap
        out.append(float(round(x)))
        x += PITCH
        last = v
    return out


def task_tile(task: int) -> pygame.Rect:
    """Task ``task``'s tile (and tap area): six side by side."""
    return pygame.Rect(TASKS.x + 5 + (task - 1) * TILE_W, TASKS.bottom - TILE_H - 4, TILE_W, TILE_H)


class CompactGeometry(Geometry):
    compact = True
    TRAY, DIE, DIE_Y = TRAY, DIE, DIE_Y
    JITTER = (0, 0)  # dice land on their places: their tap areas stay apart
    BANNER_CENTER = (480, BOARD.centery)  # over the board: the tray and the buttons stay clear
    row_rect = staticmethod(row_rect)
    row_hit = staticmethod(row_cell)
    field_rect = staticmethod(field_rect)
    marker_pos = staticmethod(marker_pos)
    star_slot = staticmethod(star_slot)
    coin_pos = staticmethod(coin_pos)
    dice_positions = staticmethod(dice_positions)
    grouped_positions = staticmethod(grouped_positions)
    task_rect = staticmethod(task_tile)
    stock_pos = staticmethod(stock_pos)

    def die_touch(self, die) -> pygame.Rect:
        """A die's tap area: ``PITCH`` x ``TAP_H`` on its place (dice lie at whole pixels)."""
        rect = pygame.Rect(0, 0, PITCH, TAP_H)
        rect.center = (round(die.x), DIE_Y)
        return rect


COMPACT_GEOMETRY = CompactGeometry()
