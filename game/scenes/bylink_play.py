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

from game import bylink, share, webenv
from game.bylink import LinkError
from game.bylink_store import Device, Opened
from game.i18n import tr
from game.scenes.confirm import ConfirmScene
from game.scenes.registry import _module


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
    link = link_of(opened.resend)
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
    return tr("bylink.trust") if game_id in ("farkle", "buttons") else ""


def card(app, device: Device, opened: Opened) -> None:
    """The card after this device's turn (or its joining): whose turn it is, Send or later."""
    run = opened.run
    if opened.resigned is not None:
        title, body = tr("bylink.card.resigned"), tr("bylink.card.resigned_body")
    elif run.finished:
        title, body = tr("bylink.card.over"), tr("bylink.card.over_body")
    elif run.session is None:
        title = tr("bylink.card.invite") if opened.seat == run.game.starter else tr("bylink.card.joined")
        body = tr("bylink.card.join_body", name=seat_name(run, run.device))
        if trust_line(run.game.game_id):
            body = f"{body} {trust_line(run.game.game_id)}"
    else:
        title, body = tr("bylink.card.done"), tr("bylink.card.body", name=seat_name(run, run.device))
    answers = [
        (tr("bylink.send"), lambda: send(app, device, opened), "primary"),
        (tr("bylink.later"), app.go_title, "secondary"),
    ]
    app.stack.push(ConfirmScene(app, title, body, answers))


def refused(app, exc: LinkError) -> None:
    ok = [(tr("bylink.ok"), app.go_title, "primary")]
    app.stack.push(ConfirmScene(app, tr("bylink.refused"), bylink.explain(exc), ok))


# --- the game scene ------------------------------------------------------------------------------
class ByLinkMixin:
    """Mixed in before a game's scene class by ``game_scene``."""

    def setup_bylink(self, device: Device, opened: Opened) -> None:
        self.bylink_device, self.bylink_opened = device, opened
        run = opened.run
        self.bylink_radices = list(run.radices)
        self.bylink_pending = list(run.radices[len(run.game.decisions) :])
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
        if opened.resigned is not None:
            return tr("bylink.resigned_line", name=seat_name(run, opened.resigned))
        if self.bylink_sent and run.device is not None and not self.session.is_over:
            return tr("bylink.waiting", name=seat_name(run, run.device))
        return super().status_line()

    def after_action(self, events: list[dict]) -> None:
        super().after_action(events)
        if not self.bylink_sent:
            self.bylink_store()

    def bylink_store(self) -> None:
        """Store the decisions taken since the last call; make the link once the leg is over."""
        session, run = self.session, self.bylink_opened.run
        decisions = [k for k, entry in enumerate(session.log) if entry.kind == "a"]
        for k in decisions[len(self.bylink_radices) :]:
            legal = share.ordered(session.rules.legal_actions(session._before[k]))
            self.bylink_pending.append(legal.index(session.log[k].value))
            self.bylink_radices.append(len(legal))
        over = not session.at_chance and (
            session.is_over or run.game.owner(session.current) != self.bylink_opened.seat
        )
        try:
            opened = self.bylink_device.record_leg(
                self.bylink_opened.key, self.bylink_pending, self.bylink_radices, over
            )
        except LinkError as exc:
            self.message, self.message_timer = bylink.explain(exc), 8.0
            return
        if opened is not None:
            self.bylink_sent = True
            self.bylink_opened = opened
            self.agents = {}
            self.app.anim.timeline.call(lambda: card(self.app, self.bylink_device, opened))

    def drive(self) -> None:
        if self.session.is_over and self.bylink_sent:
            # the card first (the others must get the last link too), then the results
            if not (self.bylink_opened.outbox or self.busy or self.finished):
                from game.scenes.bylink_end import finish

                self.present(self.session.state)
                self.finished = True
                finish(self.app, self.bylink_device, self.bylink_opened, self.session, start)
            return
        super().drive()


def game_scene(app, device: Device, opened: Opened):
    from game import theme

    base = _module(opened.run.game.game_id).SCENE
    cls = type(f"ByLink{base.__name__}", (ByLinkMixin, base), {})
    session = opened.run.session
    theme.set_seat_styles(session.seat_styles())
    scene = cls(app, session)
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
    if opened.outbox and opened.status != "your_move":
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
