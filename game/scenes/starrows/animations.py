"""Star Rows' rule events as animations: throws, held dice, markers moving field by field,
completed rows flashing, stars flying to the tray, surplus dice sliding to the coin row.

Each ``_on_<event>`` queues steps on the shared timeline; the scene base adds
the event's log line and advances the presented state after them. Every step
changes the view (``self.view``, ``self.tray``) only when it runs, so the board
shows nothing before its animation.
"""

from __future__ import annotations

from game import theme
from game.i18n import tr, trn
from game.rules import starrows as R
from game.scenes.shared import dice as dicelib
from game.scenes.starrows.view import THROW_S

ANIMATIONS = {
    "turn_start": "_on_turn_start",
    "roll": "_on_roll",
    "rolled": "_on_rolled",
    "stop": "_on_stop",
    "mark": "_on_mark",
    "advance": "_on_advance",
    "row_done": "_on_row_done",
    "surplus": "_on_surplus",
    "bonus": "_on_bonus",
    "coin_star": "_on_coin_star",
    "task": "_on_task",
    "turn_end": "_on_turn_end",
    "final_round": "_on_final_round",
    "game_over": "_on_game_over",
}


class StarRowsAnimations:
    """Mixed into StarRowsScene."""

    def _steps(self, *steps) -> None:
        tl = self.app.anim.timeline
        for step in steps:
            tl.then(step)

    def _fly_star(self, start, stars: int, seconds: float = 0.6):
        """The star just won flies from ``start`` to its place on the board (``stars``: the seat's count)."""
        return self.effects.fly("★", start, self.geo.star_slot(stars - 1), theme.FOCUS, 30, seconds)

    # --- turn and dice -------------------------------------------------------------------------
    def _on_turn_start(self, e: dict) -> None:
        seat = e["seat"]

        def clear():
            return [self.tween(d, 0.2, alpha=0.0) for d in self.tray]

        def switch():
            self.tray = []
            self.board_seat = seat
            self.cursor = None
            self.rerolls_shown = None
            self.board_fade.value = 0.0
            return [self.tween(self.board_fade, 0.3, value=1.0)]

        self._steps(clear, switch)

    def _on_roll(self, e: dict) -> None:
        held_values = tuple(e["held"])

        def gather():
            selected = [d for d in self.tray if d.selected]
            held = dicelib.claim(self.tray, held_values, avoid=selected)
            leaving = [d for d in self.tray if d not in held]
            places, _, _ = self.geo.dice_positions(len(held), 0)
            out = [
                self.tween(d, 0.2, "in_quad", y=self.geo.tray.bottom + 10.0, alpha=0.0, lift=0.0)
                for d in leaving
            ]
            self._held = sorted(held, key=lambda d: d.value)
            for d, (x, y) in zip(self._held, places):
                d.selected, d.held = False, True
                out.append(self.tween(d, 0.25, "in_out_cubic", x=x, y=y, angle=0.0))
            return out

        def drop():
            self.tray = list(self._held)

        if e["seat"] in self.agents and self.presented.phase == R.REROLL:

            def show_choice():  # a computer's choice stays in view (``holds_before``): the dice it throws lift
                held = dicelib.claim(self.tray, held_values)
                out = []
                for d in self.tray:
                    d.selected = d not in held
                    if d.selected:
                        out.append(self.tween(d, 0.15, lift=1.0))
                return out

            self._steps(show_choice)
            self.app.anim.timeline.wait(self.hold_wait())  # 0.5 s at normal speed, the throw with them
        self._steps(gather, drop)

    def _on_rolled(self, e: dict) -> None:
        new, left = tuple(e["new"]), e["rerolls_left"]

        def throw():
            held = [d for d in self.tray if d.held]
            _, places, _ = self.geo.dice_positions(len(held), len(new))
            thrown = dicelib.lay_out(new, self.geo.tray, self.rng, self.geo.die, thrown=True)
            for d, (x, y) in zip(thrown, places):
                jx, jy = self.geo.jitter
                d.x = x + self.rng.uniform(-jx, jx)
                d.y = y + self.rng.uniform(-jy, jy)
                d.held = False
            self.tray = held + thrown
            self.rerolls_shown = left
            self.app.play("dice")
            return dicelib.throw(self.app.anim, thrown, THROW_S)

        self._steps(throw)

    def _on_stop(self, e: dict) -> None:
        def arrange():
            self.tray.sort(key=lambda d: d.value)
            places = self.geo.grouped_positions([d.value for d in self.tray])
            out = []
            for d, (x, y) in zip(self.tray, places):
                d.held = d.selected = False
                out.append(self.tween(d, 0.3, "in_out_cubic", x=x, y=y, angle=0.0, lift=0.0))
            self.rerolls_shown = 0
            self.placing = True
            return out

        self._steps(arrange)

    # --- placing ---------------------------------------------------------------------------------
    def _on_mark(self, e: dict) -> None:
        seat, row = e["seat"], e["row"]
        sv = self.view.seats[seat]

        def slide():
            free = R.MARKERS - len(sv.markers)
            x0, y0 = self.geo.stock_pos(max(0, free - 1))
            self.flying = {"seat": seat, "x": float(x0), "y": float(y0)}
            x1, y1 = self.geo.marker_pos(row, sv.fields[row - 1])
            self.app.play("chip")
            return [self.tween(self.flying, 0.35, "in_out_cubic", x=float(x1), y=float(y1))]

        def land():
            self.flying = None
            sv.markers.add(row)
            sv.marker_x[row].value = float(sv.fields[row - 1])

        self._steps(slide, land)

    def _on_advance(self, e: dict) -> None:
        seat, row, field, used = e["seat"], e["row"], e["field"], e["used"]
        sv = self.view.seats[seat]
        cell: dict = {}

        def fly():
            cell["dice"] = dice = dicelib.claim(self.tray, (row,) * used)
            target = self.geo.field_rect(row, field - 1).center
            self.app.play("chip")
            return [
                self.tween(
                    d, 0.4, "in_out_cubic", delay=0.05 * i, x=float(target[0]), y=float(target[1]), scale=0.4
                )
                for i, d in enumerate(dice)
            ]

        def fill():
            self.tray = [d for d in self.tray if d not in cell["dice"]]
            sv.fields[row - 1] = field
            return [self.tween(sv.marker_x[row], 0.3, "out_back", value=float(field))]

        self._steps(fly, fill)

    def _on_row_done(self, e: dict) -> None:
        seat, row, stars = e["seat"], e["row"], e["stars"]
        sv = self.view.seats[seat]

        def flash():
            self.view.flash[row].value = 1.0
            self.app.play("hotdice")
            return [
                self.tween(self.view.flash[row], 0.8, "linear", value=0.0),
                self._fly_star(self.geo.marker_pos(row, 3), stars),
            ]

        def land():
            sv.stars = stars
            sv.row_stars[row - 1] += 1
            sv.markers.discard(row)
            sv.fields[row - 1] = 0
            sv.marker_x[row].value = 0.0

        self._steps(flash, land)

    def _on_surplus(self, e: dict) -> None:
        seat, row, count, coins = e["seat"], e["row"], e["count"], e["coins"]
        sv = self.view.seats[seat]
        cell: dict = {}

        def slide():
            cell["dice"] = dice = dicelib.claim(self.tray, (row,) * count)
            x, y = self.geo.coin_pos(coins)
            return [
                self.tween(d, 0.45, "in_out_cubic", delay=0.06 * i, x=float(x), y=float(y), scale=0.35)
                for i, d in enumerate(dice)
            ]

        def move():
            self.tray = [d for d in self.tray if d not in cell["dice"]]
            self.app.play("coin")
            self.effects.float_label(f"+{count}", self.geo.coin_pos(coins), theme.ACCENT, 20)
            return [self.tween(sv.coins, 0.15 * count + 0.2, "linear", value=float(coins))]

        self._steps(slide, move)

    def _on_bonus(self, e: dict) -> None:
        seat, kind, index, place = e["seat"], e["kind"], e["index"], e["place"]
        amount, coins = e["amount"], e["coins"]
        sv = self.view.seats[seat]

        def move():
            if kind == "row" and seat not in self.view.row_order[index - 1]:
                self.view.row_order[index - 1].append(seat)
            mark = tr("starrows.ui.first") if place == 1 else tr("starrows.ui.second")
            self.app.play("coin")
            if seat == self.board_seat:
                self.effects.float_label(f"+{amount} ({mark})", self.geo.coin_pos(coins), theme.ACCENT, 20)
            return [self.tween(sv.coins, 0.2 * amount + 0.2, "linear", value=float(coins))]

        self._steps(move)

    def _on_coin_star(self, e: dict) -> None:
        seat, field, stars = e["seat"], e["field"], e["stars"]
        sv = self.view.seats[seat]

        def fly():
            if seat != self.board_seat:
                return None
            return [self._fly_star(self.geo.coin_pos(field), stars, 0.55)]

        def land():
            sv.stars = stars

        self._steps(fly, land)

    def _on_task(self, e: dict) -> None:
        seat, task, stars = e["seat"], e["task"], e["stars"]
        sv = self.view.seats[seat]

        def flash():
            order = self.view.task_order[task - 1]
            if seat not in order:
                order.append(seat)
            self.view.task_flash[task].value = 1.0
            self.app.play("bank")
            out = [self.tween(self.view.task_flash[task], 0.9, "linear", value=0.0)]
            if seat == self.board_seat:
                out.append(self._fly_star(self.geo.task_rect(task).center, stars))
            return out

        def land():
            sv.stars = stars
            sv.task_stars[task - 1] = 1

        self._steps(flash, land)

    def _on_turn_end(self, e: dict) -> None:
        lost = e["lost"]

        def fade():
            for d in self.tray:
                d.dead = True
            self.placing = False
            if lost:
                text = trn("starrows.ui.dice_lost", lost)
                tray = self.geo.tray
                # in the middle of the tray: rising from its top edge, the label ran into the frame
                self.effects.float_label(text, (tray.centerx, tray.centery + 12), theme.BAD, 22, 1.0)
            return [self.tween(d, 0.5, "in_quad", delay=0.2, alpha=0.0) for d in self.tray] or None

        self._steps(fade)

    def _on_final_round(self, e: dict) -> None:
        self.app.anim.timeline.call(lambda: setattr(self.view, "final", True))
        if self.solo:
            return
        sub = tr("starrows.scene.final_sub", player=self.session.name_of(e["seat"]), stars=e["stars"])
        self.effects.banner(tr("starrows.ui.final_round"), sub, "gold", 1.2, lambda: self.app.play("turn"))

    def _on_game_over(self, e: dict) -> None:
        winners = e["winners"]
        if self.solo:
            text = tr("starrows.scene.solo_done", stars=self.view.seats[0].stars)
            sub = tr("starrows.scene.solo_turns", turns=self.session.state.turns[0])
        elif len(winners) == 1:
            text, sub = tr("starrows.scene.wins", player=self.session.name_of(winners[0])), ""
        else:
            text, sub = tr("starrows.scene.tie"), ", ".join(self.session.name_of(w) for w in winners)
        self.effects.banner(text, sub, "gold", 1.1, lambda: self.app.play("win"))
