"""Buttons' rule events as animations: the throw and the dice docking where they cross, buttons
dropping, busts, opting out with the stars counted colour by colour, stars replacing buttons, the end
of a round, bonus cards moving on and the winning line.

Each ``_on_<event>`` queues steps on the shared timeline; the scene base adds the
event's log line after them and advances the presented state after the last one.
"""

from __future__ import annotations

from game import theme
from game.i18n import tr
from game.rules import buttons as bt
from game.scenes.buttons.view import THROW_S, Pop, cell_rect, column_dock, row_dock, tray_spots
from game.scenes.shared import dice as dicelib

EVENTS = ("round_start", "turn_start", "roll", "rolled", "placed", "passed", "bust", "opted_out")
EVENTS += ("star_placed", "round_end", "bonus_passed", "game_over")
ANIMATIONS = {event: f"_on_{event}" for event in EVENTS}  # each event's handler below
STYLE = {"white": "white_gold", "gold": "black_gold", "plain": "black_white"}


class Flying:
    """A bonus card or a taken die travelling between seats; ``t`` runs 0 -> 1."""

    def __init__(self, kind: str, value, start, end):
        self.kind, self.value, self.start, self.end = kind, value, start, end
        self.t = 0.0

    def pos(self) -> tuple[float, float]:
        k = self.t
        return (
            self.start[0] + (self.end[0] - self.start[0]) * k,
            self.start[1] + (self.end[1] - self.start[1]) * k - 60 * k * (1 - k),
        )


def make_die(value, role: str, x: float, y: float, size: int) -> dicelib.Die:
    die = dicelib.Die(value, x, y, 0.0, size, STYLE[role])
    die.role = role
    return die


class ButtonsAnimations:
    """Mixed into ButtonsScene."""

    # --- dice at rest (load, undo) ---------------------------------------------------------
    def dice_at_rest(self, state) -> list:
        if not state.dice:
            return []
        white, gold, plain = state.dice
        out = [make_die(white, "white", *row_dock(white, self.geo), size=self.geo.die)]
        cols = [("gold", gold)] + [("plain", v) for v in plain]
        out += self._docked(cols)
        return out

    def _docked(self, cols) -> list:
        out = []
        for role, v in cols:
            same = [c for c in cols if c[1] == v]
            k = same.index((role, v)) if role == "gold" else sum(1 for d in out if d.value == v)
            if self.geo.compact:  # two spots at most: the gold die's and one for the plain dice of v
                gold = ("gold", v) in same
                k, of = (0 if role == "gold" or not gold else 1), (2 if gold and len(same) > 1 else 1)
                out.append(make_die(v, role, *column_dock(v, k, of, self.geo), size=self.geo.die))
                if of == 2:  # two spots in the column's width: smaller, clear of the next column's dice
                    out[-1].scale = min(1.0, (self.geo.cell / 2 - 1) / self.geo.die)
                continue
            out.append(make_die(v, role, *column_dock(v, k, len(same), self.geo), size=self.geo.die))
        out.sort(key=lambda d: d.role == "gold")  # the gold die is drawn on top
        return out

    # --- the big board -------------------------------------------------------------------------
    def switch_board(self, seat: int):
        """``seat`` plays now: its board is shown large. With one human at the table their own board
        stays on the left all game and ``seat``'s panel on the right grows instead; else the big board
        shows ``seat`` (its board slides in)."""
        if self.focus.home is not None:
            self.focus.active = seat if seat != self.focus.home else None
            return []
        if seat == self.focus.seat:
            return []
        self.focus.seat = seat
        self.focus.slide = 0.0
        return [self.tween(self.focus, 0.3, "out_cubic", slide=1.0)]

    # --- events -------------------------------------------------------------------------------------
    def _on_round_start(self, e: dict) -> None:
        starter = e["starter"]
        if e["round"] > 1:  # the round before is summed up (its last log lines have landed) first
            self.queue_summary(e["round"] - 1)

        def start():
            for v in self.seat_views:
                v.status, v.taken, v.earned = "in", 0, 0
            self.app.play("turn")
            return self.switch_board(starter)

        sub = tr("buttons.log.round_start", round=e["round"], player=self.session.name_of(starter))
        self.effects.banner(tr("buttons.ui.round", round=e["round"]), sub, "gold", 0.7, start)

    def _on_turn_start(self, e: dict) -> None:
        seat = e["seat"]

        def show():
            self.dice, self.docked = [], False
            return self.switch_board(seat)

        self.app.anim.timeline.then(lambda: self._fade_dice(0.2)).then(show)

    def _on_roll(self, e: dict) -> None:
        seat = e["seat"]

        def gather():
            return self._fade_dice(0.18, "in_quad") + self.switch_board(seat)

        self.app.anim.timeline.then(gather).call(lambda: setattr(self, "dice", []))

    def _on_rolled(self, e: dict) -> None:
        white, gold, plain = e["white"], e["gold"], list(e["plain"])
        roles = [("white", white), ("gold", gold)] + [("plain", v) for v in plain]

        def throw():
            spots = tray_spots(len(roles), self.geo)
            tray = self.geo.tray
            self.dice = []
            for (role, v), (x, y) in zip(roles, spots):
                die = make_die(
                    v, role, x + self.rng.uniform(-6, 6), y + self.rng.uniform(-5, 5), size=self.geo.die
                )
                die.angle = self.rng.uniform(-12, 12)
                die.t = 0.0
                die.sx = tray.left + 20 + self.rng.uniform(0, 80)
                die.sy = tray.bottom + 60 + self.rng.uniform(0, 30)
                die.spin = self.rng.choice((-1, 1)) * self.rng.uniform(300, 620)
                die.flicker = tuple(self.rng.randint(1, 6) for _ in range(7))
                self.dice.append(die)
            self.docked = False
            self.app.play("dice")
            return dicelib.throw(self.app.anim, self.dice, THROW_S)

        def dock():
            at_rest = {(d.role, d.value): [] for d in self.dice}
            for d in self._docked([(r, v) for r, v in roles[1:]]):
                at_rest[(d.role, d.value)].append((d.x, d.y, d.scale))
            out = []
            for i, d in enumerate(self.dice):
                x, y, k = (
                    (*row_dock(white, self.geo), 1.0)
                    if d.role == "white"
                    else at_rest[(d.role, d.value)].pop(0)
                )
                out.append(self.tween(d, 0.4, "in_out_cubic", delay=0.04 * i, x=x, y=y, angle=0.0, scale=k))
            return out

        def guide():
            self.docked = True
            self.dice.sort(key=lambda d: d.role == "gold")
            return [self.tween(self.guides, 0.3, value=1.0)]

        self.app.anim.timeline.then(throw).wait(0.15).then(dock).then(guide)

    def _on_placed(self, e: dict) -> None:
        seat, row, col = e["seat"], e["row"], e["col"]
        tl = self.app.anim.timeline
        if seat in self.agents:  # a computer's choice: aim for a moment first
            aim = Pop(seat, row, col, "aim")
            tl.then(lambda: [self._pop(aim, 0.35)]).call(lambda: self._drop(aim))
        pop = Pop(seat, row, col, "button")

        def land():
            self._drop(pop)
            v = self.seat_views[seat]
            v.buttons |= 1 << bt.cell_of(row, col)

        def drop():
            self.app.play("chip")
            return [self._pop(pop, 0.3)]

        tl.then(drop).call(land)

    def _on_passed(self, e: dict) -> None:
        seat, row, col = e["seat"], e["row"], e["col"]
        pop = Pop(seat, row, col, "pass")

        def show():
            r = cell_rect(self.board_grid(seat), row, col)
            self.effects.float_label(tr("buttons.ui.pass"), r.center, theme.TEXT_DIM, 18)
            return [self._pop(pop, 0.6)]

        self.app.anim.timeline.then(show).call(lambda: self._drop(pop))

    def _on_bust(self, e: dict) -> None:
        seat, returned = e["seat"], e["returned"]
        pops = [Pop(seat, r, c, "gone") for r, c in returned]

        def hit():
            self.shake.value = 1.0
            self.app.play("farkle")
            return [self.tween(self.shake, 0.6, "linear", value=0.0)]

        def empty():
            self.round_notes[seat] = ("bust", e["row"], len(returned))  # for the round summary
            self.seat_views[seat].buttons = 0
            self.seat_views[seat].status = bt.BUST
            return [self._pop(p, 0.45) for p in pops]

        sub = tr("buttons.scene.bust_sub", player=self.session.name_of(seat), row=e["row"])
        self.effects.banner(tr("buttons.scene.bust"), sub, "bad", 0.8, hit, crack=True)
        self.app.anim.timeline.then(empty).call(lambda: [self._drop(p) for p in pops])
        self._take_dice(seat, e["dice_taken"])

    def _take_dice(self, seat: int, count: int) -> None:
        if not count:
            return
        start = self.geo.tray.center
        flyers = [Flying("die", None, start, self.taken_spot(seat, self.seat_views[seat].taken + i))
                  for i in range(count)]  # fmt: skip

        def fly():
            self.flying += flyers
            self.app.play("swap")
            return [self.tween(f, 0.5, "in_out_cubic", delay=0.08 * i, t=1.0) for i, f in enumerate(flyers)]

        def land():
            self.flying = [f for f in self.flying if f not in flyers]
            self.seat_views[seat].taken += count

        self.app.anim.timeline.then(fly).call(land)

    def _on_opted_out(self, e: dict) -> None:
        seat, earned = e["seat"], e["earned"]
        colours = [bt.COLOURS.index(c) for c in e["colours"]]
        bonus = {bt.COLOURS.index(c) for c in e["bonus_colours"]}
        name = self.session.name_of(seat)
        tl = self.app.anim.timeline

        def show():
            self.round_notes[seat] = ("opted", earned)
            self.seat_views[seat].status = bt.OPTED
            self.app.play("bank")
            return self.switch_board(seat)

        sub = tr("buttons.scene.opted_sub", base=1, sets=len(colours), bonus=len(bonus), total=earned)
        self.effects.banner(tr("buttons.scene.opted", player=name), sub, "calm", 0.8, show)
        grid = self.board_grid(seat)
        for c in colours:

            def count(c=c):
                self.counting = {"seat": seat, "colour": c}
                self.app.play("coin")
                labels = [(tr(f"buttons.colour.{bt.COLOURS[c]}"), -14, theme.ACCENT)]
                labels += [(tr("buttons.scene.bonus"), 20, theme.FOCUS)] if c in bonus else []
                return [
                    self.effects.float_label("+1 " + label, (grid.centerx, grid.y + dy), ink, 22, 0.9)
                    for label, dy, ink in labels
                ]

            tl.then(count)
        tl.call(lambda: setattr(self, "counting", None))
        self._take_dice(seat, e["dice_taken"])

    def _on_star_placed(self, e: dict) -> None:
        seat, row, col = e["seat"], e["row"], e["col"]
        pop = Pop(seat, row, col, "star")

        def grow():
            self.app.play("coin")
            return [self._pop(pop, 0.4)]

        def land():
            self._drop(pop)
            v = self.seat_views[seat]
            bit = 1 << bt.cell_of(row, col)
            v.buttons &= ~bit
            v.stars |= bit

        self.app.anim.timeline.then(grow).call(land)

    def _on_round_end(self, e: dict) -> None:
        pops = [Pop(s, r, c, "gone") for s, cells in enumerate(e["returned"]) for r, c in cells]
        parts = [f"{self.session.name_of(s)} +{n}" for s, n in enumerate(e["earned"])]

        def clear():
            for v in self.seat_views:
                v.buttons = 0
            return [self._pop(p, 0.45) for p in pops] + self._fade_dice(0.3)

        def done():
            for p in pops:
                self._drop(p)
            self.dice, self.docked = [], False
            for v in self.seat_views:
                v.taken = 0

        self.effects.banner(tr("buttons.scene.round_over", round=e["round"]), " · ".join(parts), "gold", 0.9)
        self.app.anim.timeline.then(clear).call(done)

    def _on_bonus_passed(self, e: dict) -> None:
        new = [tuple(bt.COLOURS.index(c) for c in cards) for cards in e["bonus"]]
        n = self.n

        def fly():
            out = []
            for s in range(n):
                to = (s + 1) % n
                for k, c in enumerate(self.seat_views[s].bonus):
                    f = Flying("bonus", c, self.bonus_spot(s, k), self.bonus_spot(to, k))
                    self.flying.append(f)
                    out.append(self.tween(f, 0.6, "in_out_cubic", t=1.0))
                self.seat_views[s].bonus = ()
            self.app.play("swap")
            return out

        def land():
            self.flying = [f for f in self.flying if f.kind != "bonus"]
            for s in range(n):
                self.seat_views[s].bonus = new[s]

        self.app.anim.timeline.then(fly).call(land)

    def _on_game_over(self, e: dict) -> None:
        winners, lines = e["winners"], e["lines"]

        def show_line():
            self.lines = {s: bt.line_cells(self.seat_views[s].stars) for s in lines}
            self.line_glow.value = 0.0
            self.pulse_from = self.clock
            out = self.switch_board(winners[0])
            return out + [self.tween(self.line_glow, 0.8, "out_cubic", value=1.0)]

        self.app.anim.timeline.then(show_line)
        if len(winners) == 1:
            text = tr("buttons.scene.wins", player=self.session.name_of(winners[0]))
        else:
            text = tr("buttons.scene.tie")
        sub = (
            tr("buttons.scene.by_line")
            if e["reason"] == "line"
            else tr("buttons.scene.by_stars", count=max(e["stars"]))
        )
        self.effects.banner(text, sub, "gold", 1.2, lambda: self.app.play("win"))

    # --- small helpers -------------------------------------------------------------------------------
    def _fade_dice(self, seconds: float, dice_easing: str = "out_quad") -> list:
        """The dice and their guides fade out."""
        out = [self.tween(d, seconds, dice_easing, alpha=0.0) for d in self.dice]
        return out + [self.tween(self.guides, seconds, value=0.0)]

    def _pop(self, pop: Pop, seconds: float):
        self.pops.append(pop)
        pop.t = 0.0
        return self.tween(pop, seconds, "out_cubic", t=1.0)

    def _drop(self, pop: Pop) -> None:
        if pop in self.pops:
            self.pops.remove(pop)
