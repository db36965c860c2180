"""Farkle's rule events as animations: throw, keep, farkle shake, hot dice, bankruptcy, banking, banners.

Each ``_on_<event>`` queues steps on the shared timeline; the game scene base
adds the event's log line and advances the presented state after them.
"""

from __future__ import annotations

from game.i18n import number, tr
from game.scenes.farkle.view import THROW_S, Burst, Row, Value
from game.scenes.shared import dice as dicelib

AI_THROW = 0.7  # a computer's throw takes this share of a human's (its turn is only watched)
AI_CHOICE_S = 0.3  # seconds (speed 1) the dice a computer keeps stay lifted before they move

ANIMATIONS = {
    "turn_start": "_on_turn_start",
    "roll": "_on_roll",
    "rolled": "_on_rolled",
    "kept": "_on_kept",
    "hot_dice": "_on_hot_dice",
    "farkle": "_on_farkle",
    "bankrupt": "_on_bankrupt",
    "banked": "_on_banked",
    "final_round": "_on_final_round",
    "game_over": "_on_game_over",
}


class FarkleAnimations:
    """Mixed into FarkleScene: the tweens of every Farkle event."""

    def _on_turn_start(self, e: dict) -> None:
        seat = e["seat"]

        def clear():
            out = [self.tween(d, 0.25, alpha=0.0) for d in self.tray]
            out += [self.tween(r, 0.25, alpha=0.0) for r in self.rows]
            out.append(self.tween(self.hl, 0.3, "in_out_cubic", value=float(seat)))
            return out

        def reset():
            self.tray, self.rows = [], []
            self.active = seat
            self.turn = Value()
            self.turn_red = False

        self.app.anim.timeline.then(clear).call(reset)

    def _on_roll(self, e: dict) -> None:
        tray = self.geo.tray

        def gather():
            return [
                self.tween(d, 0.18, "in_quad", x=tray.left + 40.0, y=tray.bottom + 20.0, alpha=0.0)
                for d in self.tray
            ]

        def drop():
            self.tray = []

        self.app.anim.timeline.then(gather).call(drop)

    def _on_rolled(self, e: dict) -> None:
        values = tuple(e["dice"])
        seconds = THROW_S * (AI_THROW if e.get("seat") in self.agents else 1.0)

        def throw():
            self.tray = dicelib.lay_out(
                values, self.geo.tray, self.rng, self.geo.die, thrown=True, rows=self.geo.tray_rows
            )
            self.app.play("dice")
            return dicelib.throw(self.app.anim, self.tray, seconds)

        self.app.anim.timeline.then(throw)

    def _on_kept(self, e: dict) -> None:
        values, points, total = tuple(e["dice"]), e["points"], e["turn_total"]
        is_ai = e["seat"] in self.agents
        preferred = [d for d in self.tray if d.selected]
        cell: dict = {}
        tl = self.app.anim.timeline

        def pick():
            cell["dice"] = chosen = dicelib.claim(self.tray, values, prefer=preferred)
            for d in self.tray:
                d.selected = d in chosen
            return [self.tween(d, 0.15, lift=1.0) for d in chosen]

        geo = self.geo
        small = geo.small

        def move():
            if len(self.rows) >= geo.page:
                self.rows = []  # a very long turn: start a fresh page of rows
            x, y = geo.row_slot(len(self.rows))
            return [
                self.tween(
                    d,
                    0.35,
                    "in_out_cubic",
                    delay=0.04 * i,
                    x=x + small / 2 + i * (small + geo.small_gap),
                    y=y + small / 2 + 2.0,
                    angle=0.0,
                    scale=small / geo.die,
                    lift=0.0,
                )
                for i, d in enumerate(cell["dice"])
            ]

        def land():
            self.tray = [d for d in self.tray if d not in cell["dice"]]
            for d in self.tray:
                d.selected = False
                d.lift = 0.0
            self.rows.append(Row(values, points))
            self.app.play("chip")  # the row's own "+points" label appears with it (no second, floating copy)
            # a computer's next throw starts while its total counts up
            counter = self.tween(self.turn, 0.3, "out_cubic", value=float(total))
            return None if is_ai else [counter]

        tl.then(pick)
        if is_ai:
            tl.wait(AI_CHOICE_S)  # the computer's choice stays visible for a moment
        tl.then(move).then(land)

    def _on_hot_dice(self, e: dict) -> None:
        burst = Burst("burst", self.geo.tray.center)

        def mark():
            if self.rows:
                self.rows[-1].hot = True
            self.bursts.append(burst)
            self.app.play("hotdice")
            return [self.tween(burst, 1.0, "out_cubic", t=1.0)]

        self.effects.banner(tr("farkle.ui.hot_dice"), tr("farkle.scene.hot_sub"), "bright", 0.7, mark)
        self.app.anim.timeline.call(lambda: self.bursts.remove(burst) if burst in self.bursts else None)

    def _on_farkle(self, e: dict) -> None:
        lost = e.get("lost", 0)

        def hit():
            for d in self.tray:
                d.dead = True
                d.selected = False
            self.shake.value, self.flash.value = 1.0, 1.0
            self.turn_red = True  # the lost total stays, red and struck through, until the next turn
            self.app.play("farkle")
            return [
                self.tween(self.shake, 0.7, "linear", value=0.0),
                self.tween(self.flash, 0.6, value=0.0),
            ]

        sub = tr("farkle.scene.farkle_lost", points=number(lost)) if lost else tr("farkle.scene.farkle_sub")
        self.effects.banner(tr("farkle.ui.farkle"), sub, "bad", 0.9, hit, crack=True)

    def _on_bankrupt(self, e: dict) -> None:
        seat, lost = e["seat"], e.get("lost", 0)
        crumble = Burst("crumble", self.total_pos(seat), str(lost))

        def fall():
            self.bursts.append(crumble)
            self.totals[seat].value = 0.0
            self.app.play("bankrupt")
            return [self.tween(crumble, 1.1, "linear", t=1.0)]

        sub = tr("farkle.scene.bankrupt_sub", player=self.session.name_of(seat), points=number(lost))
        self.effects.banner(tr("farkle.ui.bankrupt"), sub, "dark", 0.9, fall)
        self.app.anim.timeline.call(lambda: self.bursts.remove(crumble) if crumble in self.bursts else None)

    def _on_banked(self, e: dict) -> None:
        seat, points, total = e["seat"], e["points"], e["total"]
        start = self.turn_total_pos()  # the turn total itself flies to the score

        def fly():
            self.app.play("bank")
            self.turn = Value()  # the turn total is what flies: it leaves the bar whole, never counting down
            return [self.effects.fly(f"+{number(points)}", start, self.total_pos(seat))]

        def count():
            self.app.play("coin")
            return [self.tween(self.totals[seat], 0.6, "out_cubic", value=float(total))]

        self.app.anim.timeline.then(fly).then(count)

    def _on_final_round(self, e: dict) -> None:
        seat = e["seat"]
        self.app.anim.timeline.call(lambda: setattr(self, "final_seat", seat))
        if self.solo:
            return
        sub = tr("farkle.scene.final_sub", player=self.session.name_of(seat), limit=e["limit"])
        self.effects.banner(tr("farkle.ui.final_round"), sub, "gold", 1.1, lambda: self.app.play("turn"))

    def _on_game_over(self, e: dict) -> None:
        winners = e["winners"]
        if self.solo:
            text = tr("farkle.scene.solo_done")
            sub = tr("farkle.scene.solo_turns", turns=self.session.turns())
        elif len(winners) == 1:
            text, sub = tr("farkle.scene.wins", player=self.session.name_of(winners[0])), ""
        else:
            text, sub = tr("farkle.scene.tie"), ", ".join(self.session.name_of(w) for w in winners)
        self.effects.banner(text, sub, "gold", 1.1, lambda: self.app.play("win"))
