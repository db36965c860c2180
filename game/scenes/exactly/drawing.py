"""Exactly!'s drawing: the table with the bank and the players' piles, the die tray, the action area,
the log or the round's countdown.

Every piece draws in its rectangle of ``self.geo`` (``geometry.regions`` of the canvas, the same code
on every layout) and picks its denser form from that rectangle (``view.Table.dense``, the €1 box,
the prompt's size). Everything here reads the view the animations move (``vpiles``, ``veuros``,
``die``, flyers) or the *presented* state, never the session's newer state.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game import theme
from game.i18n import tr, trn
from game.rules import exactly as ex
from game.scenes.exactly import coins
from game.scenes.exactly.input import MORE
from game.scenes.shared import dice as dicelib

CARD, CARD_ACTIVE = (246, 239, 222), (255, 248, 228)
LEGAL = (60, 170, 96)


def money(cents: int) -> str:
    return tr("exactly.money", **ex.money_params(cents))


@lru_cache(maxsize=16)
def hatch(size: tuple[int, int]) -> pygame.Surface:
    """Red diagonal stripes over a closed pile (a pattern, not only a colour)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    for x in range(-h, w, 14):
        pygame.draw.line(surf, (200, 60, 50, 70), (x, h), (x + h, 0), 5)
    return surf


def table_felt(surface: pygame.Surface, table: pygame.Rect) -> None:
    """The oval table with a wooden rim."""
    oval = table.inflate(-10, -40)
    pygame.draw.ellipse(surface, (0, 0, 0), oval.move(0, 8))
    pygame.draw.ellipse(surface, dicelib.WOOD, oval)
    pygame.draw.ellipse(surface, dicelib.WOOD_LIGHT, oval, 3)
    felt = oval.inflate(-26, -26)
    pygame.draw.ellipse(surface, (30, 96, 64), felt)
    pygame.draw.ellipse(surface, (24, 80, 54), felt, 10)


class ExactlyDrawing:
    """Mixed into ExactlyScene."""

    # --- layers ---------------------------------------------------------------------------
    def static_layer(self) -> pygame.Surface:
        if self._static is None:
            geo = self.geo
            layer = theme.background().copy()
            table_felt(layer, geo.table)
            dicelib.draw_tray(layer, geo.tray.inflate(-geo.tray_inset, -geo.tray_inset))
            theme.panel(layer, geo.action, colour=theme.DARK_PANEL, edge=theme.DARK_EDGE)
            self._static = layer
        return self._static

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(self.static_layer(), (0, 0))
        for pile in self.layout.piles():
            self.draw_pile(surface, pile)
        self.draw_trophies(surface)
        self.draw_tray_text(surface)
        self.draw_action(surface)
        if self.geo.log is not None:  # else the header's Log button opens it
            self.log.draw(surface, self.geo.log)
        if self.geo.countdown is not None:  # else the header says it
            self.draw_countdown(surface)

    def euros_left(self) -> int:
        """The €1 pieces still in the box: neither won nor flying to a winner."""
        flying = sum(1 for fl in self.flyers if fl.euro)
        return max(0, ex.EURO_PIECES - sum(self.veuros) - flying)

    def draw_trophies(self, surface: pygame.Surface) -> None:
        """The €1 pieces to be won, as a stack on the table with their count."""
        box = self.geo.trophy_box
        left = self.euros_left()
        theme.panel(surface, box, colour=(22, 72, 48), radius=12, edge=(60, 120, 84), shadow=False)
        most, x, step, text_x = (4, 26, 9, 76) if box.width >= 130 else (3, 22, 8, 62)
        for i in range(min(left, most)):
            coins.draw_euro(surface, (box.x + x + i * step, box.centery - i * 2), coins.TROPHY_R)
        theme.text(surface, f"×{left}", (box.x + text_x, box.centery), 18, theme.TEXT, "midleft", True)

    def draw_pieces(self, surface: pygame.Surface) -> None:
        self.draw_last_move(surface)
        if self.die is not None:
            self.die.draw(surface)
            if self.named is not None and self.die.settled:
                x, y = self.die.x + 28, self.die.y + 28
                coins.draw_coin(surface, self.named, (x, y), coins.radius(self.named, 0.75), self.colourblind)
        for fl in self.flyers:
            if fl.t <= 0 and fl.src is not None:
                continue  # not off yet: drawn in its pile (``draw_pile``)
            x, y = fl.pos()
            r = max(6, fl.radius())
            if fl.euro:
                coins.draw_euro(surface, (x, y), r)
            else:
                coins.draw_coin(surface, fl.value, (x, y), r, self.colourblind)
        for sp in self.sparkles:
            self.draw_sparkle(surface, sp)

    # --- piles ------------------------------------------------------------------------------
    def pile_marks(self) -> tuple[set, set]:
        """(piles to take from, piles to put on) worth lighting: hints on, the human's move only."""
        st = self.presented
        if not self.hints or self.phase_for_human() != ex.MOVE:
            return set(), set()
        if self.source is None:
            return set(ex.sources(st, st.value)), set()
        return set(), set(ex.destinations(st, st.value, self.source))

    def pile_counts_shown(self, pile) -> list[int]:
        """The coins lying on ``pile`` now, per value: the view's, plus those waiting to fly off."""
        counts = list(self.vpiles.get(pile, [0, 0, 0, 0]))
        for fl in self.flyers:  # coins waiting to fly off still lie here
            if fl.src == pile and fl.t <= 0 and fl.value is not None:
                counts[ex.COINS.index(fl.value)] += 1
        return counts

    def draw_pile(self, surface, pile) -> None:
        lay = self.layout
        rect = lay.box(pile)
        counts = self.pile_counts_shown(pile)
        total = ex.pile_total(tuple(counts))
        is_bank = pile == ex.BANK
        closed = not is_bank and total > ex.CLOSED_ABOVE
        active = not is_bank and pile == self.vactive
        take, put = self.pile_marks()
        if active:
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(12, 12), border_radius=18)
        theme.panel(surface, rect, colour=CARD_ACTIVE if active else CARD, edge=theme.PANEL_EDGE, radius=14)
        if closed:
            surface.blit(hatch(rect.size), rect.topleft)
            pygame.draw.rect(surface, theme.BAD, rect, 3, border_radius=14)
        badge = (min(rect.right - 4, theme.WIDTH - 17), rect.y + 4)  # over the corner, inside the canvas
        if pile in take or pile in put:
            pygame.draw.rect(surface, LEGAL, rect.inflate(4, 4), 4, border_radius=16)
            self.draw_badge(surface, badge, "↑" if pile in take else "↓")
        pointed = rect.collidepoint(self.mouse) and pile != self.source  # under the pointer
        if self.phase_for_human() == ex.MOVE and pointed:
            pygame.draw.rect(surface, theme.TEXT, rect.inflate(2, 2), 2, border_radius=15)
        if pile == self.source:
            pygame.draw.rect(surface, theme.FOCUS, rect.inflate(6, 6), 5, border_radius=16)
            self.draw_badge(surface, badge, "↑", theme.ACCENT_DARK)
        # header: token and name (or "Bank"), the total on the right
        colour = theme.GOOD if total == ex.EXACT else theme.BAD if closed else theme.INK
        narrow = rect.width < 240  # a smaller total leaves the name its room
        at = (rect.right - 10, rect.y + (14 if narrow else 8))  # under the corner's badge
        trect = theme.text(surface, money(total), at, 18 if narrow else 22, colour, "topright", True)
        x = rect.x + 12
        if not is_bank:
            theme.seat_marker(surface, (rect.x + 21, rect.y + 20), 10, pile, self.colourblind)
            x = rect.x + 34
        name = self.pile_label(pile)
        width = trect.x - x - 5  # the active seat's name in bold where bold leaves it whole
        bold = (active or is_bank) and theme.fit(name, theme.MIN_TEXT, width, True) == name
        theme.text_fit(surface, name, (x, rect.y + 9), width, 18, theme.INK, bold=bold)
        # the coins
        scale = lay.pile_scale(pile)
        lifted = self.presented.value if pile == self.source else None
        for k, value in enumerate(ex.COINS):
            centre = lay.slot(pile, value)
            r = coins.radius(value, scale)
            if counts[k]:
                coins.draw_stack(surface, value, counts[k], centre, r, self.colourblind)
                if value == lifted:
                    ring = (int(centre[0]), int(centre[1]))
                    pygame.draw.circle(surface, theme.FOCUS, ring, r + 5, 4)
            elif is_bank:
                coins.empty_slot(surface, centre, r)
        # the foot: €1 pieces won (players), "closed"
        if not is_bank:
            for i in range(self.veuros[pile]):
                coins.draw_euro(surface, lay.trophy(pile, i), coins.TROPHY_R)
            if closed:
                img = theme.render(tr("exactly.ui.closed"), 16, theme.TEXT, True)
                pill = img.get_rect(bottomright=(rect.right - 12, rect.bottom - 8)).inflate(14, 4)
                pygame.draw.rect(surface, theme.BAD, pill, border_radius=9)
                surface.blit(img, img.get_rect(center=pill.center))
            face = self.rolloff_faces.get(pile)
            if face is not None:
                dicelib.draw(surface, str(face), (rect.right - 26, rect.bottom - 26), 36, style="black_gold")

    def draw_badge(self, surface, topright, arrow: str, colour=LEGAL) -> None:
        c = (int(topright[0]), int(topright[1]))
        pygame.draw.circle(surface, colour, c, 15)
        pygame.draw.circle(surface, theme.INK, c, 15, 2)
        theme.text(surface, arrow, c, 20, theme.TEXT, "center", True)

    def draw_last_move(self, surface) -> None:
        """A faint arc from where the last coin came from to where it went (what just happened)."""
        if not self.last_move:
            return
        value, src, dst, seat = self.last_move
        a, b = self.layout.slot(src, value), self.layout.slot(dst, value)
        # up, as a coin flies, on the wide oval; on a phone's close grid sideways (to the left of the
        # way), so a move between two piles one above the other shows as a bow beside them
        d = math.dist(a, b) or 1
        up = self.geo.form == "wide"
        nx, ny = (0, -1) if up else ((b[1] - a[1]) / d, -(b[0] - a[0]) / d)
        h = 50 + 0.18 * d if up else 36 + 0.1 * d
        pts = []
        for i in range(21):
            t = i / 20
            k = h * math.sin(math.pi * t)
            pts.append((a[0] + (b[0] - a[0]) * t + nx * k, a[1] + (b[1] - a[1]) * t + ny * k))
        colour = theme.seat_colour(seat) if seat is not None else theme.TEXT_DIM
        for i in range(3, 19, 2):  # dashed, above the piles: what the last move was
            pygame.draw.line(surface, theme.INK, pts[i], pts[i + 1], 5)
            pygame.draw.line(surface, colour, pts[i], pts[i + 1], 3)
        tip, before = pts[-2], pts[-3]
        ang = math.atan2(tip[1] - before[1], tip[0] - before[0])
        head = [tip] + [
            (tip[0] - 14 * math.cos(ang + d), tip[1] - 14 * math.sin(ang + d)) for d in (0.5, -0.5)
        ]
        pygame.draw.polygon(surface, colour, head)
        pygame.draw.polygon(surface, theme.INK, head, 2)

    def draw_sparkle(self, surface, sp) -> None:
        k = sp.t
        if k >= 1:
            return
        cx, cy = sp.pos
        r0, r1, width = 60 + 120 * k, 90 + 160 * k, max(1, int(5 * (1 - k)))  # every ray's
        for i in range(14):
            a = i * math.tau / 14 + 0.3
            p0 = (cx + r0 * math.cos(a), cy + r0 * math.sin(a) * 0.7)
            p1 = (cx + r1 * math.cos(a), cy + r1 * math.sin(a) * 0.7)
            pygame.draw.line(surface, theme.FOCUS if i % 2 else theme.ACCENT, p0, p1, width)

    # --- the tray: the die and what to do ---------------------------------------------------------
    def tray_text(self) -> str:
        st = self.presented
        if self.finished or st.phase == ex.OVER:
            return tr("game.over")
        if st.phase == ex.ROLLOFF:
            return tr("exactly.ui.rolloff")
        phase = self.phase_for_human()
        if phase == ex.START:
            return tr("exactly.scene.prompt_roll")
        if phase == ex.CHOOSE:
            return tr("exactly.ui.choose_value")
        if phase == ex.MOVE:
            key = "exactly.ui.pick_source" if self.source is None else "exactly.ui.pick_destination"
            return tr(key, value=st.value)
        seat = self.vactive
        if seat is None:
            return ""
        name = self.session.name_of(seat)
        die = self.die
        if die is not None and die.settled and die.alpha > 200:
            face = die.value if die.value in ("0", "?") else tr("exactly.coin", value=die.value)
            if self.named is not None:
                face = f"? → {tr('exactly.coin', value=self.named)}"
            return tr("exactly.scene.rolled", player=name, face=face)
        return tr("game.turn_of", name=name)

    def draw_tray_text(self, surface) -> None:
        """What to do (or who is throwing), at the largest size whose lines fit the tray."""
        tray, die_area = self.geo.tray, self.geo.die_area
        x = die_area.right + 8 if self.die is not None else tray.x + 22  # no die: the text takes the tray
        width, text, bold = tray.right - 18 - x, self.tray_text(), self.human_to_move()
        for size in (18, 17, 16, 15):
            lines, step = theme.wrap(text, size, width, bold=bold), theme.font(size, bold).get_linesize() + 1
            if len(lines) * step <= tray.height - 12:
                break
        lines = lines[: max(2, (tray.height - 12) // step)]
        y = tray.centery - len(lines) * step // 2
        colour = theme.FOCUS if bold else theme.TEXT
        for line in lines:
            theme.text_fit(surface, line, (x, y), width, size, colour, bold=bold)
            y += step

    def draw_countdown(self, surface) -> None:
        """The round, and with 3+ players the turns it has left (lit in its last five)."""
        strip = self.geo.countdown
        theme.panel(surface, strip, colour=theme.DARK_PANEL, radius=10, edge=theme.DARK_EDGE, shadow=False)
        left = ex.turns_left(self.presented)
        colour = theme.FOCUS if left is not None and left <= 5 else theme.TEXT
        theme.text_fit(surface, self.round_note(), strip.center, strip.width - 20, 17, colour, "center", True)

    # --- the action area --------------------------------------------------------------------------------
    def draw_action(self, surface) -> None:
        if self.take_back_left > 0:
            self.draw_take_back(surface)
            return
        geo, act = self.geo, self.geo.action
        phase = self.phase_for_human()
        x, w = act.x + 16, act.width - 32
        if phase == ex.MOVE:
            rows = self.move_rows()
            y = act.y + min(12, geo.list_rect.y - act.y - 23)
            if len(rows) > geo.list_rows and not self.list_paged():  # the scrolled list: which rows show
                last = min(len(rows), self.list_scroll + geo.list_rows)
                more = tr("exactly.scene.more", first=self.list_scroll + 1, last=last, count=len(rows))
                theme.text(surface, more, (act.right - 16, y + 1), 15, theme.TEXT_DIM, "topright")
            title = trn("exactly.scene.moves", len(rows))
            theme.text_fit(surface, title, (x, y), w, 17, theme.TEXT_DIM, bold=True)
            y = geo.list_rect.y + len(self.move_list.row_areas()) * geo.row_h + 6  # under the rows shown
            if self.source is not None:  # under the rows shown, as far as the area goes
                for line in theme.wrap(tr("exactly.scene.cancel"), 15, w)[: max(0, (act.bottom - y) // 19)]:
                    y = theme.text(surface, line, (x, y), 15, theme.TEXT_DIM).bottom + 1
            return
        if phase == ex.CHOOSE:
            return  # the tray says what to do; the enabled buttons are the values that can move
        if phase == ex.START:
            self.draw_chance(surface, x, geo.roll.bottom + 12, w)
            self.draw_legend(surface, geo.roll.bottom + 64)
            return
        legend = act.bottom - 118
        y = act.y + 10
        for line in theme.wrap(trn("exactly.scene.goal", self.presented.target), 17, w, bold=True)[:2]:
            y = theme.text_fit(surface, line, (x, y), w, 17, theme.TEXT, bold=True).bottom + 1
        rule = theme.wrap(tr("exactly.scene.closed_rule"), 16, w)[: max(0, (legend - y - 4) // 20)]
        for i, line in enumerate(rule):  # as many lines as fit above the legend
            theme.text(surface, line, (x, y + 6 + i * 20), 16, theme.TEXT_DIM)
        self.draw_legend(surface, legend)

    def draw_chance(self, surface, x: int, y: int, w: int) -> None:
        """With hints: how many faces of the coming roll let its player make their pile exact."""
        st = self.presented
        good = round(ex.exact_chance(st, st.seat) * len(ex.FACES)) if self.hints else 0
        if good:
            text = tr("exactly.ui.chance", seat=self.session.name_of(st.seat), count=good)
            for i, line in enumerate(theme.wrap(text, 16, w)[:2]):
                theme.text(surface, line, (x, y + i * 20), 16, theme.FOCUS)

    def draw_legend(self, surface, y) -> None:
        """The four coins side by side, with their values: what each looks like."""
        act = self.geo.action
        step = (act.width - 32) / 4
        for i, value in enumerate(ex.COINS):
            cx = act.x + 16 + step * (i + 0.5)
            coins.draw_coin(surface, value, (cx, y + 26), coins.radius(value), self.colourblind)
            theme.text(surface, tr("exactly.coin", value=value), (cx, y + 56), 15, theme.TEXT_DIM, "midtop")

    def draw_move_list(self, surface, rect, focused) -> None:
        rows = self.move_rows()
        for i, slot in self.move_list.row_areas():
            if i == MORE:
                self.draw_more_row(surface, slot)
                continue
            action = rows[i]
            r = pygame.Rect(slot.x, slot.y, slot.width, slot.height - 4)
            mine = self.source is not None and action[2] == self.source
            hover = r.collidepoint(self.mouse)
            fill = (58, 98, 78) if hover or (focused and i == self.list_cursor) else (34, 66, 50)
            if mine:
                fill = (84, 112, 70)
            pygame.draw.rect(surface, fill, r, border_radius=10)
            if focused and i == self.list_cursor:
                pygame.draw.rect(surface, theme.FOCUS, r, 3, border_radius=10)
            value, cy = action[1], r.centery
            coins.draw_coin(surface, value, (r.x + 22, cy), coins.radius(value, 0.72), self.colourblind)
            right = r.right - 10
            if self.hints and self.makes_exact(action):  # the star: this move makes a pile exact
                star = theme.text(
                    surface, "★ " + money(ex.EXACT), (right, cy), 16, theme.FOCUS, "midright", True
                )
                right = star.x - 8
            label = self.move_label(action)
            theme.text_fit(surface, label, (r.x + 44, cy), right - r.x - 48, 17, theme.TEXT, "midleft")

    def draw_more_row(self, surface, rect: pygame.Rect) -> None:
        """The paged list's last row: which moves show, and that a tap shows the next ones."""
        rows = self.move_rows()
        first, last = self.list_scroll + 1, min(len(rows), self.list_scroll + self.list_shown())
        r = rect.inflate(0, -4).move(0, -2)
        hover = r.collidepoint(self.mouse)
        theme.panel(surface, r, (58, 98, 78) if hover else (28, 56, 42), 10, theme.DARK_EDGE, shadow=False)
        text = tr("exactly.scene.more", first=first, last=last, count=len(rows)) + "  ▼"
        theme.text_fit(surface, text, r.center, r.width - 20, 17, theme.TEXT, "center", True)
