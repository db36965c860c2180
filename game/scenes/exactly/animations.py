"""Exactly!'s rule events as animations: the die, coins flying between piles, the €1 celebration.

Each handler queues steps on the shared timeline; the game scene base logs the event and presents
the state after them. Computer turns stay brisk: a throw lands and a coin flies in 0.25 s at normal
speed; only a pass holds (``PASS_HOLD_S``), so its reason can be read.
"""

from __future__ import annotations

from game import theme
from game.i18n import tr, trn
from game.rules import exactly as ex
from game.scenes.exactly import coins
from game.scenes.exactly.view import FLY_S, THROW_S, Flyer, Sparkle
from game.scenes.shared import dice as dicelib

ANIMATIONS = {
    "rolloff_roll": "_on_rolloff_roll",
    "rolloff_tie": "_on_rolloff_tie",
    "round_start": "_on_round_start",
    "turn_start": "_on_turn_start",
    "roll": "_on_roll",
    "rolled": "_on_rolled",
    "value_chosen": "_on_value_chosen",
    "moved": "_on_moved",
    "passed": "_on_passed",
    "euro": "_on_euro",
    "game_over": "_on_game_over",
}
SILENT: frozenset[str] = frozenset()
FACE_TEXTS = ("0", "?", "50", "20", "10", "5")
PASS_HOLD_S = 1.0  # seconds (speed 1; 0.6 s at normal speed) a passing roll stays readable


class ExactlyAnimations:
    """Mixed into ExactlyScene."""

    def _throw(self, face, seconds=THROW_S):
        def start():
            self.die = dicelib.lay_out(
                (str(face),),
                self.geo.die_area,
                self.rng,
                self.geo.die,
                thrown=True,
                styles=("black_gold",),
                flicker_faces=FACE_TEXTS,
            )[0]
            self.app.play("dice")
            return dicelib.throw(self.app.anim, [self.die], seconds)

        self.app.anim.timeline.then(start)

    # --- the roll-off ------------------------------------------------------------------------
    def _on_rolloff_roll(self, e: dict) -> None:
        self.app.anim.timeline.call(lambda: setattr(self, "vactive", e["seat"]))  # whose throw it is
        self._throw(e["face"], THROW_S * 0.8)
        self.app.anim.timeline.call(lambda: self.rolloff_faces.__setitem__(e["seat"], e["face"]))

    def _on_rolloff_tie(self, e: dict) -> None:
        names = ", ".join(self.session.name_of(s) for s in e["seats"])
        self.effects.banner(tr("exactly.scene.tie"), tr("exactly.scene.tie_sub", players=names), "calm", 0.5)
        self.app.anim.timeline.call(lambda: self.rolloff_faces.clear())

    # --- rounds and turns ----------------------------------------------------------------------
    def _on_round_start(self, e: dict) -> None:
        starts = tr("game.starts", player=self.session.name_of(e["seat"]))
        if e["round"] == 1:
            self.app.anim.timeline.wait(0.35).call(self._clear_rolloff)  # the roll-off's faces stay a moment
            self.effects.banner(starts, "", "gold", 0.5)
            return
        self.app.anim.timeline.then(self._collect).then(self._deal)
        self.effects.banner(tr("exactly.ui.round", round=e["round"]), starts, "gold", 0.45)

    def _clear_rolloff(self) -> None:
        """The roll-off is over: its faces and its die leave the table (the tray is empty until a roll)."""
        self.rolloff_faces.clear()
        self.die = None

    def _collect(self):
        """Every coin on the players' piles flies back to the bank."""
        self.source = None
        self.last_move = ()
        self.die = None  # the die of the last round's final turn: the new round starts with an empty tray
        out = []
        for seat in range(self.n):
            for k, value in enumerate(ex.COINS):
                for _ in range(self.vpiles[seat][k]):
                    out.append(self._fly(value, seat, ex.BANK, delay=min(0.5, 0.025 * len(out)), sound=False))
        self.app.play("bank")
        return out or None

    def _deal(self):
        """A fresh 5c coin from the bank to every seat."""
        self.app.play("coin")
        return [
            self._fly(ex.START_COIN, ex.BANK, seat, delay=0.05 * seat, sound=False) for seat in range(self.n)
        ]

    def _on_turn_start(self, e: dict) -> None:
        def start():
            self.vactive = e["seat"]
            self.named = None
            if self.die is not None:
                self.die.alpha = 110.0  # last turn's die stays, dimmed, until the next throw

        self.app.anim.timeline.call(start)

    def _on_roll(self, e: dict) -> None:
        def clear():
            self.named = None
            self.last_move = ()  # the previous move's arrow goes as the next roll starts
            return [self.tween(self.die, 0.08, alpha=0.0)] if self.die is not None else None

        self.app.anim.timeline.then(clear)

    def _on_rolled(self, e: dict) -> None:
        self._throw(e["face"])

    def _on_value_chosen(self, e: dict) -> None:
        def show():
            self.named = e["value"]
            self.app.play("click")
            return [self.app.anim.wait(0.15)]

        self.app.anim.timeline.then(show)

    def _on_passed(self, e: dict) -> None:
        reason = e["reason"]
        if reason == ex.PASS_ZERO:
            text = tr("exactly.scene.pass_zero")
        elif reason == ex.PASS_NO_MOVE:
            text = tr("exactly.scene.pass_no_move", value=e["value"])
        else:
            text = tr("exactly.scene.pass_no_move_any")
        bank = self.layout.box(ex.BANK)
        pos = (bank.centerx, bank.y - 26)  # over the middle of the table
        tl = self.app.anim.timeline
        tl.call(lambda: self.effects.float_label(text, pos, theme.TEXT, 20, 1.2))
        tl.wait(PASS_HOLD_S)  # the die (a 0, say) and the reason stay in view before the turn passes

    # --- coins ------------------------------------------------------------------------------------
    def _fly(self, value, src, dst, delay=0.0, sound=True):
        """One coin leaves ``src``'s stack now and lands on ``dst``'s (it waits at ``src`` for ``delay``)."""
        lay = self.layout
        k = ex.COINS.index(value)
        self.vpiles[src][k] = max(0, self.vpiles[src][k] - 1)
        flyer = Flyer(
            value,
            lay.slot(src, value),
            lay.slot(dst, value),
            coins.radius(value, lay.pile_scale(src)),
            coins.radius(value, lay.pile_scale(dst)),
            src=src,
        )
        self.flyers.append(flyer)

        def land():
            if flyer in self.flyers:
                self.flyers.remove(flyer)
            self.vpiles[dst][k] += 1
            if sound:
                self.app.play("chip")

        return self.tween(flyer, FLY_S, "in_out_quad", delay=delay, on_done=land, t=1.0)

    def _on_moved(self, e: dict) -> None:
        value, src, dst, seat = e["value"], e["src"], e["dst"], e["seat"]

        def lift():
            self.source = None
            self.last_move = ()
            self.app.play("coin")
            return [self._fly(value, src, dst)]

        def landed():
            self.last_move = (value, src, dst, seat)
            totals = e["totals"]
            for pile in (src, dst):
                if pile != ex.BANK:
                    sign = "+" if pile == dst else "−"
                    colour = theme.ACCENT if totals[pile] == ex.EXACT else theme.TEXT
                    box = self.layout.box(pile)
                    # on the felt beside the card: under the top row (the top bar is above it), else over
                    y = box.bottom + 16 if box.centery < self.geo.table.centery - 100 else box.y - 6
                    text = f"{sign}{tr('exactly.coin', value=value)}"
                    self.effects.float_label(text, (box.centerx, y), colour, 18, 0.7)

        self.app.anim.timeline.then(lift).call(landed)

    # --- exactly one euro, and the end ---------------------------------------------------------
    def _on_euro(self, e: dict) -> None:
        seat, euros, target = e["seat"], e["euros"], e["target"]
        sparkle = Sparkle(self.layout.box(seat).center)
        slot = self.layout.trophy(seat, euros - 1)

        def celebrate():
            self.sparkles.append(sparkle)
            self.app.play("hotdice")
            flyer = Flyer(None, self.geo.trophy_box.center, slot, 18, coins.TROPHY_R, euro=True)
            self.flyers.append(flyer)

            def land():
                if flyer in self.flyers:
                    self.flyers.remove(flyer)
                self.veuros[seat] = euros

            return [
                self.tween(sparkle, 1.0, "out_cubic", t=1.0),
                self.tween(flyer, 0.7, "in_out_cubic", on_done=land, t=1.0),
            ]

        sub = tr("exactly.scene.euro_sub", player=self.session.name_of(seat), euros=euros, target=target)
        title = tr("exactly.ui.closest" if e.get("why") == "closest" else "exactly.ui.exact")
        self.effects.banner(title, sub, "bright", 0.8, celebrate)
        self.app.anim.timeline.call(
            lambda: self.sparkles.remove(sparkle) if sparkle in self.sparkles else None
        )
        self.queue_summary(e)  # the round's end stays until the player has read it

    def _on_game_over(self, e: dict) -> None:
        self.app.anim.timeline.call(lambda: setattr(self, "vactive", None))
        text = tr("exactly.scene.wins", player=self.session.name_of(e["winners"][0]))
        sub = trn("exactly.scene.wins_sub", e["target"])
        self.effects.banner(text, sub, "gold", 1.1, lambda: self.app.play("win"))
