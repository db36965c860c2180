"""Number Chains' rule events as animations: the star glides (or hops), chips fly to racks, swaps cross.

Each handler queues steps on the shared timeline; between the deals of a
series the timeline waits (``until``) for the series table to be closed.
"""

from __future__ import annotations

from game.i18n import tr
from game.rules.chains import SQUARES

ANIMATIONS = {
    event: f"_anim_{event}" for event in ("star_moved", "assigned", "swapped", "deal_over", "new_deal")
}
SILENT = frozenset({"game_over"})  # the results screen follows at once
SERIES_PAUSE = 2.4  # seconds an all-computer table shows the series table


class ChainsAnimations:
    """Mixed into ChainsScene."""

    def _anim_star_moved(self, event: dict) -> None:
        if event["jump"]:
            self.effects.banner(tr("chains.scene.jump_banner"), tr("chains.scene.jump_sub"), "gold", 0.6)
        self.app.anim.timeline.then(lambda: self._start_glide(event)).then(lambda: self._start_take(event))

    def _anim_assigned(self, event: dict) -> None:
        self.app.anim.timeline.then(lambda: self._start_assign(event))

    def _anim_swapped(self, event: dict) -> None:
        self.app.anim.timeline.then(lambda: self._start_swap(event))

    def _anim_deal_over(self, event: dict) -> None:
        """Between the deals of a series: the series table, until the player (or a timer) closes it."""
        if event["game_index"] + 1 < self.state.series:
            self.app.anim.timeline.call(lambda: self._open_panel(event)).until(lambda: self.panel is None)

    def _anim_new_deal(self, event: dict) -> None:
        self.app.anim.timeline.call(self._sync).then(self._start_deal_in)

    # --- animation steps (each returns the tweens the timeline waits for) ----------------
    def _start_glide(self, ev):
        a, b = self.geom.center(ev["from"]), self.geom.center(ev["to"])
        dist = max(abs(p - q) for p, q in zip(SQUARES[ev["from"]], SQUARES[ev["to"]]))  # squares apart
        dur = 0.6 if ev["jump"] else min(0.65, 0.18 + 0.08 * dist)
        self.glide = {"a": a, "b": b, "t": 0.0, "jump": ev["jump"], "seat": ev["seat"]}
        return [self.app.anim.animate(self.glide, dur, easing="in_out_quad", t=1.0)]

    def _start_take(self, ev):
        seat, chip, to = ev["seat"], ev["chip"], ev["to"]
        self.glide = None
        self.view_star = to
        self.view_board[to] = 0
        self.last_move = (seat, ev["from"], to)
        if self.state.scoring == "sohtar":
            self.view_pending[seat] = chip
        elif chip not in self.view_held[seat]:
            self.view_held[seat] = sorted(self.view_held[seat] + [chip])
        return [self._fly(chip, self.geom.center(to), seat, sound="chip", board=True)]

    def _fly(self, chip: int, start, seat: int, sound=None, start_r: float | None = None, board=False):
        """Tween a chip from ``start`` to its slot in ``seat``'s rack (hidden there until it lands);
        ``board``: it comes off the board (counted as on the board until it lands)."""
        pos, _, pitch = self.rack_layout(seat)
        end = pos.get(chip, self._chip_area(seat).center)
        self.hidden.add(chip)
        s0 = 1.0 if start_r is None else start_r / self.geom.radius
        flier = {"chip": chip, "x": start[0], "y": start[1], "r": self.geom.radius, "s": s0, "board": board}
        self.fliers.append(flier)
        scale = (pitch * 0.44) / self.geom.radius

        def land():
            self.hidden.discard(chip)
            self.rack_pos[chip] = list(end)
            if flier in self.fliers:
                self.fliers.remove(flier)
            if sound:
                self.app.play(sound)

        return self.app.anim.animate(
            flier, 0.5, easing="out_cubic", on_done=land, x=end[0], y=end[1], s=scale
        )

    def _start_assign(self, ev):
        seat, (lo, hi) = ev["seat"], ev["chain"]
        self.view_pending[seat] = 0
        mine = [c for c in self.view_chains[seat] if not (lo <= c[0] and c[1] <= hi)]
        self.view_chains[seat] = sorted(mine + [(lo, hi)])
        return [self.app.anim.wait(0.3)]

    def _start_swap(self, ev):
        seat, other, gave, took = ev["seat"], ev["other"], ev["gave"], ev["took"]
        pos_seat, _, pitch_seat = self.rack_layout(seat)
        pos_other, _, pitch_other = self.rack_layout(other)
        a = self.rack_pos.get(gave, pos_seat.get(gave, (0, 0)))
        b = self.rack_pos.get(took, pos_other.get(took, (0, 0)))
        self.view_held[seat] = sorted([c for c in self.view_held[seat] if c != gave] + [took])
        self.view_held[other] = sorted([c for c in self.view_held[other] if c != took] + [gave])
        self.view_swaps[seat] = max(0, self.view_swaps[seat] - 1)
        self.app.play("swap")
        return [
            self._fly(took, b, seat, start_r=pitch_other * 0.44),
            self._fly(gave, a, other, start_r=pitch_seat * 0.44),
        ]

    def _start_deal_in(self):
        self.deal_in["t"] = 0.0
        self.app.play("dice")
        return [self.app.anim.animate(self.deal_in, 0.9, easing="linear", t=1.0)]

    def _open_panel(self, ev):
        human = any(not s.is_ai for s in self.session.seats)
        self.panel = {"k": ev["game_index"] + 1, "human": human}
        self.place_panel_buttons()  # drawing.py: Continue and the page button side by side
        self.app.play("bank")
        if human:
            self.form.set_focus(self.continue_button)
            self.panel_timer = 0.0
        elif self.app.anim.speed <= 0:
            self.close_panel()
        else:
            self.panel_timer = SERIES_PAUSE

    def close_panel(self) -> None:
        self.panel = None
        self.app.play("click")
