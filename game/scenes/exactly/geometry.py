"""Exactly!'s game screen as rectangles, computed from the canvas: the one geometry function.

``regions(layout, players)`` gives every piece its rectangle (``Regions``), three results of the
same computation:

- *wide* (the standard 1280x720): the table with the piles on the left; the die tray, the action
  area (Roll, the four values after a ?, the move list) and the log on the right;
- *sideways* (a phone held sideways: 960x480, or the page's shape from 788x443 to 1147x529): the
  same, the log behind the header's Log button and a strip for the round's countdown under the
  action area instead; on a narrow or short canvas the piles' boxes and the right-hand column
  shrink to what the canvas holds, the action area keeps every control a finger's size and its
  list of moves ends above the message pill (three rows instead of four);
- *upright* (a phone held upright, taller than wide): the table at the top, the other seats in two
  columns above the middle row (the die tray beside the bank), your pile under it; the countdown
  and the €1 pieces still to win in a strip; the action area in the thumb zone at the bottom.

The table is a grid on every canvas (``SPOTS``, ``UPRIGHT_ROWS``). Pure Python (no pygame):
``view.geometry`` turns a ``Regions`` into the scene's pygame rects.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.boxes import Box, Part, columns, rows
from game.layout import Layout
from game.rules.exactly import BANK
from game.scenes.shared.regions import game_area, pill_top

# seat -> (column, row) on the three-column table, clockwise from the bottom, per player count
SPOTS = {
    2: [("C", "bottom"), ("C", "top")],
    3: [("C", "bottom"), ("pL", "top"), ("pR", "top")],
    4: [("C", "bottom"), ("L", "mid"), ("C", "top"), ("R", "mid")],
    5: [("C", "bottom"), ("L", "mid"), ("pL", "top"), ("pR", "top"), ("R", "mid")],
    6: [("pL", "bottom"), ("L", "mid"), ("pL", "top"), ("pR", "top"), ("R", "mid"), ("pR", "bottom")],
}
# upright: the rows of the two-column table, top to bottom (None: the middle row, tray and bank)
UPRIGHT_ROWS = {
    2: [(1,), None, (0,)],
    3: [(1, 2), None, (0,)],
    4: [(2,), (1, 3), None, (0,)],
    5: [(2, 3), (1, 4), None, (0,)],
    6: [(2, 3), (1, 4), None, (0, 5)],
}


@dataclass(frozen=True)
class Controls:
    """Where the action area's controls sit, from its top-left (one tuple per form, like Farkle's bars)."""

    roll_y: int
    button_h: int  # Roll and the values
    values_y: int
    values_step: int  # from a row of values to the next
    values_gap: int  # between two values side by side
    list_y: int
    list_pad: int
    keep_y: int
    keep_h: int


ROOMY = Controls(46, 64, 52, 76, 16, 40, 10, 150, 56)
FINGER = Controls(12, 62, 14, 72, 12, 30, 8, 146, 58)  # a phone's: every control at least 55 px


@dataclass(frozen=True)
class Regions:
    form: str  # "wide", "sideways" or "upright"
    area: Box  # the game area (below the header)
    table: Box  # the felt the piles lie on
    piles: dict  # pile (seat or BANK) -> its box, which is also its touch area
    trophy_box: Box  # the €1 pieces still to win
    tray: Box
    die_area: Box  # where the die lands inside the tray
    action: Box
    log: Box | None  # the log panel (None: the header's Log button opens it)
    countdown: Box | None  # the round and its turns left (None: the header says it)
    roll: Box
    values: tuple  # the four value buttons (50c, 20c, 10c, 5c)
    keep: Box
    list_rect: Box
    row_h: int  # a move-list row (a touch target)
    list_rows: int
    die: int
    tray_inset: int  # the wooden tray drawn inside ``tray``
    card: Box  # the round's summary card (its height at six seats; the scene fits it to its rows)
    banner_center: tuple[int, int]

    @property
    def compact(self) -> bool:
        """A phone's canvas: touch first (the paged move list, Keep move's tap wording)."""
        return self.form != "wide"

    def boxes(self) -> dict[str, Box]:
        """Every region by name (the pictures and the tests walk these)."""
        named = {"table": self.table, "tray": self.tray, "action": self.action, "trophies": self.trophy_box}
        return named | {name: box for name, box in (("log", self.log), ("countdown", self.countdown)) if box}


def regions(layout: Layout, players: int) -> Regions:
    """Exactly!'s game screen on ``layout``'s canvas for ``players`` seats."""
    if layout.upright:
        return _upright(layout, players)
    if layout.compact:
        return _sideways(layout, players)
    area = game_area(layout)  # wide: y 70..720
    table, side = columns(Box(16, area.y + 10, area.w - 32, 588), [Part(0, 1), 356], gap=12)
    tray, action, log = rows(side, [118, 262, 180], gap=12)
    box = (216, 150) if players > 4 else (244, 150)
    trophies = Box(table.x + 12, table.bottom - 58, 150, 46)
    card = Box(260, 380 - (190 + 36 * 6) // 2, 760, 190 + 36 * 6)  # the round card: 36 px a seat
    piles = _grid(table, players, *box, (10, 3), gap=24)
    piles[BANK] = Box(table.center[0] - 316 // 2, piles[BANK].y, 316, 150)
    die_area = Box(tray.x + 14, tray.y + 21, 100, 100)
    return _regions("wide", area, table, piles, trophies, tray, die_area, action, log, None, ROOMY, 44, 64, 18,
                    card)  # fmt: skip


SIDE_W, SIDE_LEAST = 284, 236  # sideways: the column of the tray, the action area and the countdown
PILE_MOST = (206, 124)  # sideways: a pile's box where the table has room (the bank with three seats: 300)
PAIR_GAP = 18  # sideways: between two boxes centred as a pair
TRAY_H, TRAY_LEAST = 112, 92  # sideways: the die tray, roomiest and densest (the die and two lines)
TROPHY_W, TROPHY_H = 104, 48  # the €1 pieces still to win: three of them and their count (Large: wider)


def _sideways(layout: Layout, players: int) -> Regions:
    """A phone held sideways: 960x480 without a viewport, 788x443 at 640x360 CSS px up to 1147x529."""
    area = game_area(layout)
    t = layout.text_scale
    content = Box(8, area.y + 6, area.w - 16, area.h - 12)
    side_w = max(SIDE_LEAST, min(SIDE_W, content.w - 8 - 3 * PILE_MOST[0] - 2 * layout.gap))
    table, side = columns(content, [Part(0, 1), side_w], gap=8)
    count_h = math.ceil(28 * t)
    action_least = FINGER.keep_y + FINGER.keep_h
    tray_least = min(TRAY_LEAST, side.h - 14 - action_least - count_h)  # under 360 CSS px: denser still
    tray, _, action, _, countdown = rows(
        side, [Part(max(0, tray_least), 1, TRAY_H), 8, Part(action_least, 1, 252), 6, count_h]
    )  # fmt: skip
    trophies = Box(table.x, table.bottom - TROPHY_H, math.ceil(TROPHY_W * t), TROPHY_H)
    across = (table.w - 2 * layout.gap) // 3 if players > 3 else (table.w - PAIR_GAP) // 2
    w = min(PILE_MOST[0], across)  # three boxes side by side in the middle row, or two centred as a pair
    h = min(PILE_MOST[1], (table.h - 12 - 2 * layout.gap) // 3)
    piles = _grid(table, players, w, h, (0, 6), gap=PAIR_GAP)
    _clear_of(piles, trophies, table, gap=6)
    if players <= 3:  # the bank alone in the middle row
        bank_w = min(300, table.w)
    else:  # a narrow table: the bank's "×10"s apart, the seats beside it narrower than the others
        bank_w = max(w, BANK_W)  # (not wider with Large text: the seats beside it keep their names)
        beside = (table.w - bank_w - 2 * layout.gap) // 2
        for seat, box in piles.items():
            if box.y == piles[BANK].y and box.w > beside:  # the middle row's seats at the table's sides
                x = box.x if box.x == table.x else table.right - beside
                piles[seat] = Box(x, box.y, beside, box.h)
    piles[BANK] = Box(table.center[0] - bank_w // 2, piles[BANK].y, bank_w, h)
    die_h = max(0, min(80, tray.h - 32))
    die_area = Box(tray.x + 16, tray.center[1] - die_h // 2, 76, die_h)
    card_h = min(area.h - 12, math.ceil((190 + 36 * 6) * t))
    card = Box(max(12, (area.w - 720) // 2), area.y + (area.h - card_h) // 2, min(720, area.w - 24), card_h)
    return _regions("sideways", area, table, piles, trophies, tray, die_area, action, None, countdown, FINGER,
                    55, 52, 12, card, list_end=pill_top(layout))  # fmt: skip


def _clear_of(piles: dict, trophies: Box, table: Box, gap: int) -> None:
    """Moves the bottom row of piles right, as far as it must to leave the table's corner to the €1
    pieces (six seats on a narrow table: the pair is off centre)."""
    room = Box(trophies.x - gap, trophies.y - gap, trophies.w + 2 * gap, trophies.h + 2 * gap)
    low = [seat for seat, box in piles.items() if box.overlaps(room)]
    if low:
        row = [seat for seat, box in piles.items() if box.y == piles[low[0]].y]
        shift = trophies.right + gap - min(piles[seat].x for seat in low)
        shift = min(shift, table.right - max(piles[seat].right for seat in row))  # never off the table
        for seat in row:
            piles[seat] = Box(piles[seat].x + shift, piles[seat].y, piles[seat].w, piles[seat].h)


def _grid(table: Box, players: int, w: int, h: int, margin: tuple[int, int], gap: int) -> dict:
    """The three-column table: seats at ``SPOTS``, the bank in the middle (``margin``: from the
    table's sides, from its top and bottom)."""
    mx, my = margin
    cx = table.x + table.w // 2
    col = {"L": table.x + mx, "C": cx - w // 2, "R": table.right - mx - w, "pL": cx - gap // 2 - w}
    col["pR"] = cx + gap // 2
    row = {"top": table.y + my, "mid": table.y + (table.h - h) // 2, "bottom": table.bottom - h - my}
    piles = {seat: Box(col[c], row[r], w, h) for seat, (c, r) in enumerate(SPOTS[players])}
    piles[BANK] = Box(cx - w // 2, row["mid"], w, h)
    return piles


def _regions(form, area, table, piles, trophies, tray, die_area, action, log, countdown, controls, row_h,
             die, inset, card, list_end=None) -> Regions:  # fmt: skip
    c = controls
    x, w = action.x + 16, action.w - 32  # 16 px in from either side, as the action area's text
    vw = (w - c.values_gap) // 2
    values = tuple(
        Box(
            x + (i % 2) * (vw + c.values_gap),
            action.y + c.values_y + (i // 2) * c.values_step,
            vw,
            c.button_h,
        )
        for i in range(4)
    )
    end = action.bottom if list_end is None else min(action.bottom, list_end)  # above the message pill
    list_rows = max(2, min(4, (end - action.y - c.list_y) // row_h))
    return Regions(
        form=form,
        area=area,
        table=table,
        piles=piles,
        trophy_box=trophies,
        tray=tray,
        die_area=die_area,
        action=action,
        log=log,
        countdown=countdown,
        roll=Box(x, action.y + c.roll_y, w, c.button_h),
        values=values,
        keep=Box(x, action.y + c.keep_y, w, c.keep_h),
        list_rect=Box(
            action.x + c.list_pad, action.y + c.list_y, action.w - 2 * c.list_pad, row_h * list_rows
        ),
        row_h=row_h,
        list_rows=list_rows,
        die=die,
        tray_inset=inset,
        card=card,
        banner_center=(table.center[0], table.center[1] - 10),
    )


ACTION_H = 210  # upright: the take-back window's words, its bar and Keep move (FINGER.keep_y + keep_h)
STRIP_H = 48  # upright: the countdown beside the €1 pieces still to win
BANK_W = 190  # four stacks 41 px apart (a stack's "×10" wide at Normal text): upright, sideways at least
TRAY_LEAST_W = 229  # upright: the die and two lines of what to do (the smallest phone's tray at Normal)
ROW_LEAST = 92  # upright: a pile's row at its densest (its name, a row of coins with their counts)


def _upright(layout: Layout, players: int) -> Regions:
    area = game_area(layout)
    w = layout.size[0]
    t = layout.text_scale
    content = Box(8, area.y + 8, w - 16, pill_top(layout) - 8 - (area.y + 8))  # the action ends at the pill
    table_rows = UPRIGHT_ROWS[players]
    strip_h = math.ceil(STRIP_H * t)
    least = len(table_rows) * math.ceil(ROW_LEAST * t) + (len(table_rows) - 1) * 6
    least = min(least, content.h - strip_h - ACTION_H - 16)  # Large text on a small phone: denser still
    # the action area ACTION_H high, with a fourth row of moves (55 px) when there is room for it
    table, strip, action = rows(content, [Part(least, 1), strip_h, Part(ACTION_H, 1, ACTION_H + 55)], gap=8)
    countdown, trophies = columns(strip, [Part(0, 1), math.ceil(TROPHY_W * t)], gap=8)
    grid = rows(table, [Part(0, 1, 150)] * len(table_rows), gap=6)
    bottom = min(table.bottom, grid[-1].bottom + 24)  # the felt round its piles, the rest under it
    table = Box(table.x, table.y, table.w, bottom - table.y)
    piles, tray = {}, None
    for seats, line in zip(table_rows, grid):
        if seats is None:  # the middle row: the die tray beside the bank
            bank_w = min(math.ceil(BANK_W * t), line.w - 8 - TRAY_LEAST_W)  # Large: counts wider apart
            tray, piles[BANK] = columns(line, [Part(0, 1), bank_w], gap=8)  # the prompt gets the rest
            continue
        cells = columns(line, [Part(0, 1), Part(0, 1)], gap=8)
        if len(seats) == 1:  # one seat in its row: centred
            cells = [Box(line.x + (line.w - cells[0].w) // 2, line.y, cells[0].w, line.h)]
        piles.update(zip(seats, cells))
    die_area = Box(tray.x + 8, tray.center[1] - 36, 64, 72)
    card_h = min(area.h - 24, math.ceil((190 + 36 * players) * t))
    card = Box(12, area.y + (area.h - card_h) // 2, w - 24, card_h)
    return _regions("upright", area, table, piles, trophies, tray, die_area, action, None, countdown, FINGER,
                    55, 52, 12, card)  # fmt: skip
