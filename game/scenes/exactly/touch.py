"""Exactly! by touch: what a tap can hit now, and what a long press explains.

``tap_targets`` lists the piles and move-list rows from the very functions the click handling
uses (``Layout.pile_targets`` behind ``TablePicker.click``, ``MoveList.row_areas`` behind
``MoveList.click``), so the compact layout's size test measures the rects a finger really hits.
A long press on a pile says what lies on it and what a tap would do there (or the rules' reason
why it cannot be used now); on a move row, the whole move; on the €1 box, the die tray or the
countdown, what they mean.
"""

from __future__ import annotations

from game.i18n import tr, trn
from game.rules import exactly as ex
from game.rules.base import SEAT_PARAMS
from game.scenes.exactly.drawing import money
from game.scenes.exactly.input import MORE


class ExactlyTouch:
    """Mixed into ExactlyScene."""

    def tap_targets(self) -> list:
        out = []
        for w in self.form.widgets:
            if not w.visible:
                continue
            if w is self.picker:
                out += [(f"pile '{self.pile_label(p)}'", r) for p, r in self.layout.pile_targets()]
            elif w in self.value_buttons:
                out += [(f"value {ex.COINS[self.value_buttons.index(w)]}c", r) for r in w.touch_areas()]
            elif w is self.move_list:
                rows = self.move_rows()
                for i, r in self.move_list.row_areas():
                    out.append((f"move row '{'more' if i == MORE else self.move_label(rows[i])}'", r))
            else:
                out += [(w.name(), r) for r in w.touch_areas()]
        return out

    def pile_label(self, pile) -> str:
        return tr("exactly.ui.bank") if pile == ex.BANK else self.session.name_of(pile)

    def words(self, why) -> str:
        """A rules reason in the player's words (seat numbers turned into names)."""
        params = {
            k: self.session.name_of(v) if k in SEAT_PARAMS and type(v) is int else v
            for k, v in why.params.items()
        }
        return tr(why.key, **params) if why.key else str(why)

    def long_press(self, pos) -> str:
        pile = self.layout.pile_at(pos)
        if pile is not None:
            return self.pile_tip(pile)
        if self.move_list.visible:
            rows = self.move_rows()
            for i, r in self.move_list.row_areas():
                if r.collidepoint(pos) and i != MORE:
                    tip = self.move_label(rows[i])
                    return f"{tip}. {tr('exactly.tip.exact')}" if self.makes_exact(rows[i]) else tip
        for value, button in zip(ex.COINS, self.value_buttons):  # not a Button hint: the form would draw it
            if button.visible and button.rect.collidepoint(pos):
                return self.value_hint(value)
        if self.geo.trophy_box.collidepoint(pos):
            left = self.euros_left()
            return f"{trn('exactly.tip.box', left)} {trn('exactly.scene.goal', self.presented.target)}"
        if self.geo.tray.collidepoint(pos):
            return f"{self.tray_text()} {tr('exactly.tip.die')}".strip()
        if self.geo.countdown is not None and self.geo.countdown.collidepoint(pos):
            limit = self.presented.limit
            note = self.round_note()
            return f"{note}. {tr('exactly.tip.limit', limit=limit)}" if limit else note
        return super().long_press(pos)

    def pile_tip(self, pile) -> str:
        """What lies on ``pile``, and what a tap there would do now (or why it cannot)."""
        counts = self.pile_counts_shown(pile)
        total = ex.pile_total(tuple(counts))
        parts = [tr("exactly.tip.pile", name=self.pile_label(pile), total=money(total))]
        held = [f"{n} × {tr('exactly.coin', value=v)}" for v, n in zip(ex.COINS, counts) if n]
        parts.append(tr("exactly.tip.coins", coins=", ".join(held)) if held else tr("exactly.tip.empty"))
        if pile == ex.BANK:
            parts.append(tr("exactly.tip.bank"))
        else:
            parts.append(tr("exactly.tip.euros", count=self.veuros[pile], target=self.presented.target))
            if total > ex.CLOSED_ABOVE:
                parts.append(tr("exactly.tip.closed"))
        st = self.presented
        if self.phase_for_human() == ex.MOVE:
            value = st.value
            if self.source is None:
                why = ex.explain_source(st, value, pile)
                parts.append(self.words(why) if why is not None else tr("exactly.tip.take", value=value))
            elif pile == self.source:
                parts.append(tr("exactly.tip.chosen"))
            else:
                why = ex.explain_destination(st, value, self.source, pile)
                parts.append(self.words(why) if why is not None else tr("exactly.tip.put", value=value))
        return " ".join(parts)

    def value_hint(self, value: int) -> str:
        """A value button's long press: what it does, or why no such coin can move."""
        if self.phase_for_human() == ex.CHOOSE and ("value", value) not in self.legal():
            return tr("exactly.err.value_no_move", value=value)
        return tr("exactly.tip.value", value=value)
