"""How a game by link ends on screen: its results (with this device's statistics, counted once) and a
rematch by link; resigning (a link tells the others); deleting a game (a copy is kept aside); and
the way on from a link that does not fit a game on this device (a forgery or a fork).

``game/scenes/bylink_play.py`` puts the game itself on screen and imports this module; its card
(``card(app, device, opened)``) and its start of a new game (``start(app, game_id, seats,
options)``) are passed in, so that imports go one way. ``game/scenes/bylink_list.py`` lists the
games and offers these actions per row.
"""

from __future__ import annotations

from game import bylink
from game.bylink import LinkError, LinkSeat
from game.bylink_store import Device, Opened
from game.i18n import tr
from game.notices import Notice
from game.scenes.confirm import ConfirmScene
from game.scenes.results import ResultsScene


class ByLinkResultsScene(ResultsScene):
    """The game's own results screen; Rematch starts a new game by link with the same players."""

    name = "bylink_results"

    def __init__(self, app, session, device: Device, opened: Opened, start):
        self.device, self.opened, self.start = device, opened, start
        super().__init__(app, session)
        self.form.widgets[0].label = lambda: tr("bylink.rematch")

    def rematch(self) -> None:
        self.app.play("click")
        self.start(self.app, *rematch_setup(self.opened))


def rematch_setup(opened: Opened) -> tuple[str, list[LinkSeat], dict]:
    """The same game, players and options, started by this device: its seat is ``me``, the other
    players' seats are friends (by their names), computers keep their levels."""
    game = opened.run.game
    seats = []
    for i, seat in enumerate(game.seats):
        kind = "computer" if seat.kind == "computer" else "me" if i == opened.seat else "friend"
        seats.append(LinkSeat(kind, seat.name, seat.level, seat.style))
    return game.game_id, seats, {k: v for k, v in game.config.items() if k != "players"}


def finish(app, device: Device, opened: Opened, session, start) -> None:
    """Count the finished game in this device's statistics (once: the record remembers it; a
    device that only watched counts nothing), then show its results."""
    if opened.seat is not None and not opened.counted:
        outcome = session.outcome()
        app.refresh_stats()
        app.settings.record_game(session.game_id, [s.stat_kind for s in session.seats], outcome.winners)
        app.stats_unsaved = True
        app.save_settings()
        try:
            device.mark_counted(opened.key)
            opened.counted = True
        except LinkError:
            pass  # counted again next time rather than lost
    app.stack.push(ByLinkResultsScene(app, session, device, opened, start))


# --- resigning and deleting -----------------------------------------------------------------
def ask_resign(app, device: Device, key: str, back, card) -> None:
    """ "Resign this game?": the game ends for everyone, and the card sends the link that says so."""

    def resign():
        try:
            opened = device.resign(key)
        except LinkError as exc:
            ok = [(tr("bylink.ok"), back, "primary")]
            app.stack.push(ConfirmScene(app, tr("bylink.refused"), bylink.explain(exc), ok))
            return
        card(app, device, opened)

    answers = [(tr("bylink.resign"), resign, "danger"), (tr("bylink.keep"), back, "secondary")]
    app.stack.push(ConfirmScene(app, tr("bylink.resign_q"), tr("bylink.resign_body"), answers))


def ask_delete(app, device: Device, key: str, back) -> None:
    """ "Delete this game?": its record is copied aside first (the player is told where)."""

    def delete():
        try:
            where = device.delete(key)
        except LinkError as exc:
            app.notify(Notice("bylink.delete_failed", detail=bylink.explain(exc)))
        else:
            app.notify(Notice("bylink.deleted", where=where))
        back()

    answers = [(tr("bylink.delete"), delete, "danger"), (tr("bylink.keep"), back, "secondary")]
    app.stack.push(ConfirmScene(app, tr("bylink.delete_q"), tr("bylink.delete_body"), answers))


def refused_game(app, device: Device, key: str, exc: LinkError, card) -> None:
    """A link that does not fit this device's game (changed, or a fork): the game stays as it was,
    the player is told whose part does not fit, and can go on waiting, resign or delete it."""
    try:
        playing = device.load(key).status in ("your_move", "waiting")
    except LinkError:
        playing = False
    resign = (tr("bylink.resign"), lambda: ask_resign(app, device, key, app.go_title, card), "secondary")
    answers = [resign] if playing else []
    answers += [
        (tr("bylink.delete"), lambda: ask_delete(app, device, key, app.go_title), "secondary"),
        (tr("bylink.ok"), app.go_title, "primary"),
    ]
    app.stack.push(ConfirmScene(app, tr("bylink.refused_game"), bylink.explain(exc), answers))
