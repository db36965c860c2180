"""Generate the eight fixed Buttons boards once and write them into game/rules/buttons.py.

The printed layouts of the physical game are not public, so we make our own
(spec: rules/buttons.md, "Boards"). Constraints on each 6x6 board of four
colours: every colour exactly 9 times; every row and every column holds each
colour once or twice; no two orthogonally adjacent cells share a colour. The
eight boards must differ from each other and from each other's rotations and
mirror images, so no two players ever get "the same board turned around".

Run: python tools/make_buttons_boards.py [--check]. The search is a seeded
randomised backtracking, so the output is reproducible; ``--check`` only
verifies that the stored boards equal what the script would write.
"""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

SIZE = 6
COLOURS = 4
PER_COLOUR = 9
N_BOARDS = 8
SEED = 2015
TARGET = Path(__file__).resolve().parent.parent / "game" / "rules" / "buttons.py"
BEGIN = "# --- BEGIN GENERATED BOARDS (tools/make_buttons_boards.py) ---"
END = "# --- END GENERATED BOARDS ---"


def _fits(board: list[int], i: int, c: int) -> bool:
    """Whether colour ``c`` may go on cell ``i`` given the cells before it (row-major)."""
    r, col = divmod(i, SIZE)
    if col and board[i - 1] == c:
        return False
    if r and board[i - SIZE] == c:
        return False
    row = board[r * SIZE : i]
    if row.count(c) >= 2:
        return False
    column = board[col:i:SIZE]
    if column.count(c) >= 2:
        return False
    if board[:i].count(c) >= PER_COLOUR:
        return False
    # a row needs every colour at least once: the cells left must cover the colours still missing
    left_in_row = SIZE - col - 1
    missing = {x for x in range(COLOURS) if x not in row and x != c}
    if len(missing) > left_in_row:
        return False
    left_in_col = SIZE - r - 1
    missing = {x for x in range(COLOURS) if x not in column and x != c}
    return len(missing) <= left_in_col


def _fill(board: list[int], i: int, rng: random.Random) -> bool:
    if i == SIZE * SIZE:
        return True
    order = list(range(COLOURS))
    rng.shuffle(order)
    for c in order:
        if _fits(board, i, c):
            board[i] = c
            if _fill(board, i + 1, rng):
                return True
    board[i] = -1
    return False


def _symmetries(board: tuple[int, ...]) -> set[tuple[int, ...]]:
    """The board under the 8 rotations/reflections of the square."""
    grid = [list(board[r * SIZE : (r + 1) * SIZE]) for r in range(SIZE)]
    out = set()
    for _ in range(4):
        grid = [list(row) for row in zip(*grid[::-1])]
        out.add(tuple(v for row in grid for v in row))
        out.add(tuple(v for row in grid for v in reversed(row)))
    return out


def generate() -> list[tuple[int, ...]]:
    rng = random.Random(SEED)
    boards: list[tuple[int, ...]] = []
    seen: set[tuple[int, ...]] = set()
    while len(boards) < N_BOARDS:
        board = [-1] * (SIZE * SIZE)
        if not _fill(board, 0, rng):
            continue
        b = tuple(board)
        if b in seen:
            continue
        boards.append(b)
        seen |= _symmetries(b)
    return boards


def render(boards: list[tuple[int, ...]]) -> str:
    lines = [BEGIN, "# colour index per cell, row-major (0 red, 1 yellow, 2 green, 3 blue)", "BOARDS = ("]
    for b in boards:
        lines.append("    (")
        for r in range(SIZE):
            lines.append("        " + ", ".join(str(v) for v in b[r * SIZE : (r + 1) * SIZE]) + ",")
        lines.append("    ),")
    lines.append(")")
    lines.append(END)
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    text = TARGET.read_text(encoding="utf-8")
    pattern = re.compile(re.escape(BEGIN) + ".*?" + re.escape(END), re.S)
    if not pattern.search(text):
        print(f"markers not found in {TARGET}", file=sys.stderr)
        return 1
    new = pattern.sub(lambda _m: render(generate()), text)
    if "--check" in argv:
        ok = new == text
        print("stored boards are up to date" if ok else "stored boards differ from the generator")
        return 0 if ok else 1
    TARGET.write_text(new, encoding="utf-8")
    print(f"wrote {N_BOARDS} boards into {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
