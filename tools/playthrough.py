"""Play whole games against the computer with scripted input only (mouse only, or keyboard only).

    SDL_VIDEODRIVER=dummy python tools/playthrough.py [--speed normal] [--shots build/screenshots]

Every human decision goes through real pygame events into App.step: clicks on dice, chips and
buttons, or keys (1-6, Enter, B, arrows, Tab, U). It prints, per game, the human decisions made,
the seconds of play (60 frames a second) and the mean seconds from a human gesture until the
human may act again (which includes the computer's turns in between). With --shots it saves a
start, a middle and a results picture per game.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.cli import Options  # noqa: E402
from game.scenes.results import ResultsScene  # noqa: E402
from game.session import Seat  # noqa: E402
from game.storage import MemoryStorage  # noqa: E402

DT = 1 / 60
FARKLE_KEYS = [getattr(pygame, f"K_{i}") for i in range(1, 7)]


def clicks(pos) -> list:
    pos = (int(pos[0]), int(pos[1]))
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def keys(*ks, mod=0) -> list:
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0) for k in ks]


def best_keep(legal):
    keeps = [a for a in legal if a[0] == "keep"]
    return max(keeps, key=lambda a: (len(a[1]), sum(a[1]))) if keeps else None


def farkle_gesture(scene, mode: str) -> list:
    """The next input events for the human's Farkle decision."""
    legal = scene.session.legal_actions()
    if not scene.tray or ("roll",) in legal and not best_keep(legal):
        return clicks(scene.roll_button.rect.center) if mode == "mouse" else keys(pygame.K_RETURN)
    keep = best_keep(legal)
    wanted = list(keep[1])
    selected = scene.selection()
    if tuple(sorted(selected)) != tuple(sorted(wanted)):
        for i, die in enumerate(scene.tray):  # pick the first unselected die still wanted
            if (
                die.value in wanted
                and not die.selected
                and selected.count(die.value) < wanted.count(die.value)
            ):
                return clicks((die.x, die.y)) if mode == "mouse" else keys(FARKLE_KEYS[i])
    plan = scene.plan()
    bank = plan.can_bank and (plan.turn_after >= 400 or plan.next_dice <= 2)
    if mode == "mouse":
        return clicks((scene.bank_button if bank else scene.roll_button).rect.center)
    return keys(pygame.K_b if bank else pygame.K_RETURN)


def chains_gesture(scene, mode: str) -> list:
    st = scene.state
    if st.phase == "assign":
        return clicks(scene.choice_buttons[0].rect.center) if mode == "mouse" else keys(pygame.K_RETURN)
    if st.phase == "swap":
        if mode == "mouse":
            return clicks(scene.no_swap_button.rect.center)
        if scene.form.focused is scene.no_swap_button:
            return keys(pygame.K_RETURN)
        return keys(pygame.K_TAB)
    if mode == "mouse":
        return clicks(scene.geom.center(scene.take_targets()[0]))
    return keys(pygame.K_RETURN)  # the cursor starts on the nearest legal chip


def exactly_gesture(scene, mode: str) -> list:
    """Roll, name the first value that can move, then a move that makes €1.00 if there is one."""
    phase = scene.presented.phase
    if phase == "start":
        return clicks(scene.roll_button.rect.center) if mode == "mouse" else keys(pygame.K_RETURN)
    if phase == "choose":
        if mode == "mouse":
            return clicks(next(b for b in scene.value_buttons if b.enabled).rect.center)
        return keys(pygame.K_RETURN)  # the focus starts on the first value that can move
    rows = scene.move_rows()
    pick = next((a for a in rows if scene.makes_exact(a)), rows[0])
    if mode == "mouse":  # the source pile, then the destination
        pile = pick[2] if scene.source is None else pick[3]
        return clicks(scene.layout.box(pile).center)
    if scene.form.focused is not scene.move_list:
        return keys(pygame.K_TAB)
    if scene.list_cursor != rows.index(pick):
        return keys(pygame.K_DOWN)
    return keys(pygame.K_RETURN)


GAME_VARIANTS = {"farkle": {"limit": 2000}, "chains": {"swap": True}, "exactly": {"target": 1}}
GESTURES = {"farkle": farkle_gesture, "chains": chains_gesture, "exactly": exactly_gesture}


def play(
    game: str, mode: str, lang: str, speed: str = "normal", shots: Path | None = None, undo=True
) -> dict:
    variants = GAME_VARIANTS[game]
    seats = [Seat("human", "Ana"), Seat("ai", "", "medium")]
    app = App(
        Options(game=game, headless=True, seats=seats, seed=5, speed=speed, lang=lang, variants=variants),
        storage=MemoryStorage(),
    )
    app.init_display()
    app.stack.push(app.first_scene())
    app.stack.apply_pending()
    scene = app.stack.top
    gesture = GESTURES[game]
    frames = decisions = waited = 0
    waits: list[float] = []
    undone = False  # True once a take-back removed my move and the computer's reply
    while not isinstance(app.stack.top, ResultsScene) and frames < 200_000:
        if scene.human_to_move():
            if waited:
                waits.append(waited * DT)
            waited = 0
            if undo and not undone and game == "chains" and scene.can_undo():
                before = len(scene.session.log)  # take back once, by the button or the U key
                app.step(DT, clicks(scene.undo_button.rect.center) if mode == "mouse" else keys(pygame.K_u))
                undone = len(scene.session.log) < before and scene.session.current == 0
                frames += 1
                continue
            decisions += 1
            if shots and decisions == 6:
                pygame.image.save(app.screen, str(shots / f"play_{game}_{mode}_{lang}_mid.png"))
            app.step(DT, gesture(scene, mode))
        else:
            waited += 1
            app.step(DT, [])
        frames += 1
        if frames == 40 and shots:
            pygame.image.save(app.screen, str(shots / f"play_{game}_{mode}_{lang}_start.png"))
    results = app.stack.top
    for _ in range(40):
        app.step(DT, [])
    if shots:
        pygame.image.save(app.screen, str(shots / f"play_{game}_{mode}_{lang}_results.png"))
    return {
        "finished": isinstance(results, ResultsScene) and app.finished_result is not None,
        "decisions": decisions,
        "seconds": frames * DT,
        "mean_wait": sum(waits) / len(waits) if waits else 0.0,
        "undone": undone,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--speed", default="normal")
    parser.add_argument("--shots", default="")
    args = parser.parse_args()
    shots = Path(args.shots) if args.shots else None
    if shots:
        shots.mkdir(parents=True, exist_ok=True)
    for game in GESTURES:
        for mode in ("mouse", "keyboard"):
            for lang in ("en", "de"):
                r = play(game, mode, lang, args.speed, shots)
                print(
                    f"{game:7s} {mode:8s} {lang}: finished={r['finished']} decisions={r['decisions']} "
                    f"play {r['seconds']:.0f} s, gesture to next decision {r['mean_wait']:.2f} s, "
                    f"undo used={r['undone']}"
                )


if __name__ == "__main__":
    main()
