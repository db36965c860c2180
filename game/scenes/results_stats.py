"""The finished game's statistics on its results screen (Settings shows every game's).

They are counted before the results appear, so the figures include the game just played.
"""

from __future__ import annotations

from game.i18n import number, tr
from game.scenes.dice_page import verdict_text
from game.scenes.option_text import variant_text
from game.session import variant_key
from game.settings import STAT_KINDS


def stats_lines(settings, session) -> list[str]:
    """ "Your Farkle statistics: 12 games · Wins: Human 5, Easy 2, ..." and, after a solo game,
    the personal best for its variant."""
    game_id = session.game_id
    entry = settings.stats.get(game_id, {})
    wins = entry.get("wins", {})
    listed = ", ".join(
        f"{tr('kind.human' if kind == 'human' else f'level.{kind}')} {number(wins.get(kind, 0))}"
        for kind in STAT_KINDS
    )
    played = tr("stats.games", n=entry.get("games", 0))
    lines = [tr("results.stats", game=tr(f"{game_id}.name"), games=played, wins=listed)]
    dice = entry.get("dice")
    if dice:  # the dice statistics' verdict over every game of it here (game/scenes/dice_page.py)
        lines.append(tr("dice.results", game=tr(f"{game_id}.name"), verdict=verdict_text(dice)))
    if len(session.seats) == 1 and not session.seats[0].is_ai:
        key = variant_key(session.config)
        best = settings.best(game_id, key)
        if best is not None:
            variant = variant_text(game_id, key)  # "" for a game without options
            value = number(best) if isinstance(best, int) else best
            lines.append(tr("stats.best" if variant else "results.best", value=value, variant=variant))
    return lines
