"""A finger pulling a list up or down (the log panel and sheet, Exactly!'s move list): where it went down,
the list's position then, and whether it has moved far enough to be a drag and not a tap."""

from __future__ import annotations

SLOP = 10  # px a finger may wander and still tap


class DragScroll:
    def __init__(self) -> None:
        self.start: tuple[int, int] | None = None  # (y pressed, the list's position then)
        self.dragged = False

    def press(self, y: int, value: int) -> None:
        self.start, self.dragged = (y, value), False

    def pull(self, y: int, step: int) -> tuple[int, int] | None:
        """(the position at the press, whole ``step``s pulled down since; negative: up), or None."""
        if self.start is None:
            return None
        y0, value = self.start
        self.dragged = self.dragged or abs(y - y0) > SLOP
        return value, (y - y0) // step if y >= y0 else -((y0 - y) // step)

    def release(self) -> bool:
        """The finger is up: True when it dragged (then the release is no tap)."""
        dragged = self.dragged
        self.start, self.dragged = None, False
        return dragged
