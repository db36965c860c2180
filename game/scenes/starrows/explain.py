"""What a long press on a Star Rows piece shows (``Scene.long_press``): a die, a row, a task, the
coin row, the star line, the free markers, the players' panel. Read from the view and the
presented state, like the drawing."""

from __future__ import annotations

from game.i18n import tr
from game.rules import starrows as R


def names(scene, seats) -> str:
    """The seats' names in order, joined by commas."""
    return ", ".join(scene.session.name_of(s) for s in seats)


def at(scene, pos) -> str:
    """The explanation for ``pos``, or "" (nothing there to explain)."""
    target = scene.target_at(pos)
    if target is not None:
        kind, value = target
        says = {"die": die, "row": row, "tasks": task}.get(kind)
        return says(scene, value) if says else tr("starrows.long.players")
    seat = scene.board_seat
    if seat is None or seat >= len(scene.view.seats):
        return ""
    geo, sv = scene.geo, scene.view.seats[seat]
    for r in R.ROWS:  # another seat's board: its rows are not tap targets, but still explained
        if geo.row_hit(r).collidepoint(pos):
            return row(scene, r)
    name, board = scene.session.name_of(seat), geo.board
    if geo.compact and geo.tasks.collidepoint(pos):
        return tr("starrows.scene.task_rule")
    if not geo.full and pos[1] >= geo.coin_label_y() and board.collidepoint(pos):
        return tr("starrows.long.coins", player=name, field=int(round(sv.coins.value)))
    if not geo.full and board.collidepoint(pos) and pos[1] < geo.rows_top:
        x, y = geo.stock_pos(1)
        if abs(pos[0] - x) < 40 and abs(pos[1] - y) < 14:
            return tr("starrows.long.markers", count=R.MARKERS - len(sv.markers))
        return tr("starrows.long.stars", player=name, stars=sv.stars, goal=R.STAR_GOAL)
    return ""


def die(scene, d) -> str:
    if scene.presented.phase == R.PLACE:
        return tr("starrows.long.die_place", value=d.value)
    return tr("starrows.long.die_reroll", value=d.value)


def row(scene, r: int) -> str:
    sv = scene.view.seats[scene.board_seat]
    parts = [tr("starrows.long.row", row=r, filled=sv.fields[r - 1])]
    parts.append(tr("starrows.long.row_marker" if r in sv.markers else "starrows.long.row_free"))
    if sv.row_stars[r - 1]:
        parts.append(tr("starrows.long.row_stars", count=sv.row_stars[r - 1]))
    order = scene.view.row_order[r - 1]
    if order:
        parts.append(tr("starrows.long.row_first", players=names(scene, order)))
    return " ".join(parts)


def task(scene, t: int) -> str:
    text = tr("starrows.long.task", task=t, text=tr(f"starrows.task.{t}"))
    done = scene.view.task_order[t - 1]
    if done:
        return f"{text} {tr('starrows.compact.task_done', players=names(scene, done))}"
    return f"{text} {tr('starrows.compact.task_open')}"
