"""Games by link on screen: playing this device's turn, the card that sends the next link, opening a
link (``#m=`` in the browser, ``--link`` natively) and starting one from a game's setup.

The game is the game's own scene with ``ByLinkMixin`` first in its method order (as replays do):
only this device's seats move (its human seat, and the computer seats it plays), every decision
is stored as it is taken (``Device.record_leg``), and when the leg is over the card offers the
next link, after the animations that explain the last move have landed. A game that is not this
device's turn is shown read-only, its top line saying who is awaited. A game that opens at this
device's human turn first plays back what happened since that player's last turn ("Last turn",
game/scenes/shared/last_turn.py; Leave or Esc skips it), as the header's button does any time.
"""

from __future__ import annotations

import time

from game import bylink, games, share, webenv
from game.bylink import LinkError
from game.bylink_store import Device, Opened
from game.i18n import tr
from game.scenes.confirm import ConfirmScene


def seat_name(run: bylink.Replay, seat: int) -> str:
    return bylink.seat_label(run.game.seats, seat)


def link_of(code: str) -> str:
    """The link to send: the site's address with ``#m=`` where it leads home, else ``#m=CODE``."""
    return f"{webenv.share_base()}{bylink.MARKER}{code}"


def lead(run: bylink.Replay, me: int) -> str:
    """ "I'm 650 ahead" / "behind" / "level" when the game's scores are plain numbers, else ""."""
    session = run.session
    scores = session.rules.scores(session.state) if session is not None else []
    if len(scores) != len(run.game.seats) or not all(type(s) is int for s in scores):
        return ""
    best_other = max(s for i, s in enumerate(scores) if i != me)
    diff = scores[me] - best_other
    if diff > 0:
        return tr("bylink.msg.ahead", n=diff)
    return tr("bylink.msg.behind", n=-diff) if diff < 0 else tr("bylink.msg.level")


def message(opened: Opened) -> str:
    """The message that goes with the outbox link, as a person would write it."""
    run, me = opened.run, opened.seat
    game = tr(f"{run.game.game_id}.name")
    link = link_of(opened.outbox)
    if opened.resigned is not None:
        others = [seat_name(run, h) for h in run.game.humans if h != me]
        return tr("bylink.msg.resigned", game=game, name=", ".join(others), link=link)
    if run.finished:
        winners = ", ".join(seat_name(run, w) for w in run.session.outcome().winners)
        return tr("bylink.msg.over", game=game, winner=winners, link=link)
    to = seat_name(run, run.device)
    if run.session is None:
        key = "bylink.msg.invite" if me == run.game.starter else "bylink.msg.joined"
        return tr(key, game=game, name=to, me=seat_name(run, me), link=link)
    ahead = lead(run, me)
    if ahead:
        return tr("bylink.msg.move_lead", game=game, name=to, lead=ahead, link=link)
    return tr("bylink.msg.move", game=game, name=to, link=link)


def send(app, device: Device, opened: Opened) -> None:
    """The phone's share sheet where there is one, else the clipboard; then back to the title."""
    text = message(opened)
    if webenv.IS_WEB:
        shared = webenv.share_sheet(text)
        if not shared:
            webenv.copy_to_clipboard(text)
        done = "bylink.sent.shared" if shared else "bylink.sent.copied"
    else:
        done = "bylink.sent.copied" if webenv.copy_native(text) else "bylink.sent.failed"
    if done != "bylink.sent.failed":
        try:
            device.mark_sent(opened.key)
        except LinkError:
            pass  # the link stays to send: the list offers it again
    after = app.go_title
    if opened.run.finished and opened.resigned is None:  # then the results, with the statistics
        after = lambda: reopen(app, device, opened.key)  # noqa: E731
    ok = [(tr("bylink.ok"), after, "primary")]
    app.stack.push(ConfirmScene(app, tr(done), tr("bylink.sent.body"), ok))


def reopen(app, device: Device, key: str) -> None:
    """The game as it is stored now (after a send: a finished one goes on to its results)."""
    try:
        opened = device.load(key)
    except LinkError as exc:
        refused(app, exc)
        return
    show(app, device, opened)


def trust_line(game_id: str) -> str:
    """What links cannot protect, said where "Play by link" is chosen and on the invitation, for
    the games whose players roll their own dice in their turn (docs/bylink.md: a look-ahead there
    is choosing, not peeking)."""
    return tr("bylink.trust") if games.rules_for(game_id).LINK_LOOK_AHEAD_PAYS else ""


def card(app, device: Device, opened: Opened) -> None:
    """The card after this device's turn (or its joining): whose turn it is, Send or later."""
    run = opened.run
    if opened.resigned is not None:
        title, body = tr("bylink.card.resigned"), tr("bylink.card.resigned_body")
    elif run.finished:
        title, body = tr("bylink.card.over"), tr("bylink.card.over_body")
    elif run.session is None:
        title = tr("bylink.card.invite") if opened.seat == run.game.starter else tr("bylink.card.joined")
        join = tr("bylink.card.join_body", name=seat_name(run, run.device))
        body = f"{join} {trust_line(run.game.game_id)}".rstrip()  # with the trust line where the game has one
    else:
        title, body = tr("bylink.card.done"), tr("bylink.card.body", name=seat_name(run, run.device))
    answers = [
        (tr("bylink.send"), lambda: send(app, device, opened), "primary"),
        (tr("bylink.later"), app.go_title, "secondary"),
    ]
    app.stack.push(ConfirmScene(app, title, body, answers))


def refused(app, exc: LinkError, title: str = "bylink.refused") -> None:
    ok = [(tr("bylink.ok"), app.go_title, "primary")]
    app.stack.push(ConfirmScene(app, tr(title), bylink.explain(exc), ok))


# --- the game scene ------------------------------------------------------------------------------
class ByLinkMixin:
    """Mixed in before a game's scene class by ``game_scene``."""

    bylink_sent = True  # read-only until ``setup_bylink`` (a game's own __init__ asks human_to_move)
    bylink_stopped = False  # the record changed under the open game (``bylink_stop``)

    def setup_bylink(self, device: Device, opened: Opened) -> None:
        self.bylink_device, self.bylink_opened = device, opened
        run = opened.run
        self.bylink_radices = list(run.radices)  # every decision's number of choices, the game's first on
        self.bylink_pending = list(opened.pending)  # this device's decisions of its open leg, not yet sent
        self.bylink_sent = opened.status != "your_move"
        self.session.ephemeral = True  # kept as a game by link, never as the game's autosave
        mine = opened.seat
        self.agents = {
            i: a for i, a in self.agents.items() if not self.bylink_sent and run.game.owner(i) == mine
        }
        if opened.older:
            self.message, self.message_timer = tr("bylink.older"), 8.0

    def human_to_move(self) -> bool:
        return super().human_to_move() and not self.bylink_sent

    def status_line(self) -> str:
        opened = self.bylink_opened
        run = opened.run
        if self.bylink_stopped:
            return tr("bylink.stopped")
        if opened.resigned is not None:
            return tr("bylink.resigned_line", name=seat_name(run, opened.resigned))
        if self.bylink_sent and run.device is not None and not self.session.is_over:
            return tr("bylink.waiting", name=seat_name(run, run.device))
        return super().status_line()

    def after_action(self, events: list[dict]) -> None:
        super().after_action(events)
        if not self.bylink_sent:
            self.bylink_store()

    # --- take back: only this device's decisions of its open leg, and the link forgets them too ---
    def can_undo(self) -> bool:
        return super().can_undo() and self.bylink_undoable()

    def bylink_undoable(self) -> bool:
        """What "take back" would remove is this device's own decisions not yet sent (never another
        device's move, never a roll: the leg's dice are counted)."""
        span = self.session.undo_span()
        taken = self.session.log[len(self.session.log) - span :]
        return (
            not self.bylink_sent
            and 0 < span <= len(self.bylink_pending)
            and all(entry.kind == "a" for entry in taken)
        )

    def undo_blocker(self) -> str:
        blocker = super().undo_blocker()
        return blocker or ("" if self.bylink_undoable() else "undo.why.other")

    def undo(self) -> None:
        before = len(self.session.log)
        super().undo()
        if len(self.session.log) < before and not self.bylink_sent:
            self.bylink_store()  # the link carries exactly the decisions on screen

    def bylink_store(self) -> None:
        """Store this leg's decisions as the screen shows them; make the link once the leg is over."""
        session, run = self.session, self.bylink_opened.run
        decisions = [k for k, entry in enumerate(session.log) if entry.kind == "a"]
        taken_back = len(self.bylink_radices) - len(decisions)
        if taken_back > 0:
            del self.bylink_radices[len(decisions) :]
            del self.bylink_pending[len(self.bylink_pending) - taken_back :]
        for k in decisions[len(self.bylink_radices) :]:
            legal = share.ordered(session.rules.legal_actions(session._before[k]))
            self.bylink_pending.append(legal.index(session.log[k].value))
            self.bylink_radices.append(len(legal))
        over = not session.at_chance and (
            session.is_over or run.game.owner(session.current) != self.bylink_opened.seat
        )
        try:
            opened = self.bylink_device.record_leg(
                self.bylink_opened.key,
                self.bylink_pending,
                self.bylink_radices,
                over,
                self.bylink_opened.code,
            )
        except LinkError as exc:
            self.bylink_stop(exc)
            return
        if opened is not None:
            self.bylink_sent = True
            self.bylink_opened = opened
            self.agents = {}
            self.app.anim.timeline.call(lambda: card(self.app, self.bylink_device, opened))

    def bylink_stop(self, exc: LinkError) -> None:
        """The game's record is gone, damaged or moved on elsewhere: play stops here, and says why."""
        self.bylink_sent = self.bylink_stopped = True
        self.agents = {}
        refused(self.app, exc, "bylink.stopped")

    def drive(self) -> None:
        if self.session.is_over:
            # never the game's own finish (its autosave and statistics): the card first, so that
            # the others get the last link too, then the results by link (counted once per game)
            if self.busy:
                return
            if self.presented is not self.session.state:
                self.present(self.session.state)
            if self.bylink_sent and not (self.bylink_stopped or self.finished or self.bylink_opened.to_send):
                from game.scenes.bylink_end import finish

                self.finished = True
                finish(self.app, self.bylink_device, self.bylink_opened, self.session, start)
            return
        super().drive()


def game_scene(app, device: Device, opened: Opened):
    from game.scenes.replay import mixed_scene

    scene = mixed_scene(ByLinkMixin, app, opened.run.session)
    scene.setup_bylink(device, opened)
    return scene


def show(app, device: Device, opened: Opened) -> None:
    """Put a game by link on screen as it stands on this device."""
    if opened.run.session is None:
        if opened.outbox:
            card(app, device, opened)
        else:
            ok = [(tr("bylink.ok"), app.go_title, "primary")]
            name = seat_name(opened.run, opened.run.device)
            app.stack.push(ConfirmScene(app, tr("bylink.waiting", name=name), tr("bylink.join_wait"), ok))
        return
    scene = game_scene(app, device, opened)
    app.stack.reset(scene)
    if opened.to_send and opened.status != "your_move":
        card(app, device, opened)
    else:
        scene.last_turn.show()  # what the others did since this player's last turn, if anything


def open_link(app, text: str) -> None:
    """Open a link as ``#m=`` does: checked, stored, then shown; a refused one says why in one line."""
    device = Device(app.storage)
    try:
        opened = device.open(text)
    except LinkError as exc:
        key = getattr(exc, "game_key", None)
        if key is None:
            refused(app, exc)
        else:  # a link that does not fit a game on this device: the way on from there
            from game.scenes.bylink_end import refused_game

            refused_game(app, device, key, exc, card)
        return
    show(app, device, opened)


def start(app, game_id: str, seats: list[bylink.LinkSeat], options: dict) -> None:
    """A new game by link from the setup screen: stored, and the invitation card shown."""
    device = Device(app.storage)
    try:
        opened = device.start(game_id, seats, options)
    except LinkError as exc:
        refused(app, exc)
        return
    card(app, device, opened)


def since_text(opened: Opened) -> str:
    """When the game last changed here: the time today, else the date."""
    then = time.localtime(opened.since)
    today = time.localtime()
    return time.strftime("%H:%M" if then[:3] == today[:3] else "%d.%m.", then)
