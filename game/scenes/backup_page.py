"""Back up / Restore (from Settings): where the player's data lives, a backup as a code or a file,
and a restore from a pasted code (natively also a file's path), with a confirmation.

The work is ``game.backup``'s: a bad backup is refused with its reason and changes nothing; a
restore keeps what it replaces aside. Restoring is offered only outside a game (the game open
would otherwise save over what was restored).
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pygame

from game import backup, theme, webenv
from game.i18n import tr, trn
from game.notices import Notice
from game.scene import Scene
from game.scenes.code_field import CodeField, paste_into
from game.scenes.confirm import ConfirmScene
from game.storage import StorageError
from game.ui import Button, Form


def holds(data: backup.Backup) -> str:
    text = trn("backup.holds", len(data.games))
    return f"{text}, {trn('backup.holds_bylink', data.by_link)}" if data.by_link else text


def file_name() -> str:
    return time.strftime("dice-and-chips-backup-%Y%m%d-%H%M%S.txt")


def error_text(exc: backup.BackupError) -> str:
    return tr(exc.key, detail=exc.detail, where=getattr(exc, "where", ""))


class BackupScene(Scene):
    name = "backup"
    freezes_game = True

    def __init__(self, app):
        super().__init__(app)
        self.text = ""
        self.status, self.status_bad = "", False  # what the last backup did
        self.result, self.result_bad = "", False  # what the last restore did
        self.compact = theme.compact()
        self.showing = False  # the web's selectable box with the code is open
        if self.compact:
            rects = {
                "copy": (16, 168, 300, 58), "file": (326, 168, 300, 58), "field": (16, 316, 560, 58),
                "paste": (586, 316, 150, 58), "restore": (746, 316, 198, 58), "back": (802, 4, 150, 55),
            }  # fmt: skip
        else:
            rects = {
                "copy": (80, 250, 320, 56), "file": (416, 250, 320, 56), "field": (80, 440, 950, 56),
                "paste": (1046, 440, 154, 56), "restore": (80, 512, 260, 56), "back": (80, 636, 200, 56),
            }  # fmt: skip
        self.waiting_paste = False  # the browser was asked for its clipboard
        size = 19 if self.compact else 20
        self.field = CodeField(rects["field"], self.get, self.set, backup.MAX_CODE, 20)
        self.form = Form(
            [
                Button(rects["copy"], lambda: tr("backup.copy"), self.copy, "primary", size=size),
                Button(rects["file"], lambda: tr("backup.download" if webenv.IS_WEB else "backup.save_file"), self.save_file, "secondary", size=size,
                       enabled=self.can_save_file),
                self.field,
                Button(rects["paste"], lambda: tr("share.paste"), self.paste, "secondary", size=size),
                Button(rects["restore"], lambda: tr("backup.restore"), self.ask_restore, "secondary", size=size,
                       enabled=lambda: not self.in_game()),
                Button(rects["back"], lambda: tr("backup.back"), self.close, "primary", size=size),
            ],
            on_back=self.close,
        )  # fmt: skip

    # --- the field -------------------------------------------------------------------------
    def get(self) -> str:
        return self.text

    def set(self, text: str) -> None:
        self.text = text
        self.result = ""

    def typing(self) -> bool:
        return self.form.typing

    # --- backing up ------------------------------------------------------------------------
    def folder(self) -> Path | None:
        """The data folder natively (None in the browser or for a throw-away store)."""
        directory = getattr(self.app.storage, "directory", None)
        return Path(directory) if directory is not None and not webenv.IS_WEB else None

    def can_save_file(self) -> bool:
        return webenv.IS_WEB or self.folder() is not None

    def copy(self) -> None:
        code, made = backup.make(self.app.storage)
        self.app.play("click")
        if webenv.IS_WEB:
            webenv.copy_to_clipboard(code)
            ok = True
            self.pending = code
        else:
            ok = webenv.copy_native(code)
            if not ok:
                self.text = code  # in the field, where it can be seen (and copied with a mouse)
        self.say(
            tr("backup.copied", what=holds(made), n=len(code)) if ok else tr("backup.copy_failed"), not ok
        )

    def save_file(self) -> None:
        code, made = backup.make(self.app.storage)
        name = file_name()
        self.app.play("click")
        if webenv.IS_WEB:
            webenv.download_text(name, code + "\n")
            self.say(tr("backup.downloaded", what=holds(made), path=name))
            return
        path = self.folder().parent / name  # next to the data folder, never inside what it backs up
        for n in range(2, 100):
            try:
                backup.write_file(path, code)
                break
            except FileExistsError:
                path = path.with_name(f"{name[:-4]}-{n}.txt")
            except OSError as exc:
                self.say(tr("backup.file_failed", detail=exc.strerror or str(exc)), True)
                return
        self.say(tr("backup.saved_file", what=holds(made), path=str(path)))

    def say(self, text: str, bad: bool = False) -> None:
        self.status, self.status_bad = text, bad

    def paste(self) -> None:
        """The Paste button (a restore by taps alone): the browser's clipboard, natively pygame's."""
        paste_into(self)

    def update(self, dt: float) -> None:
        if self.waiting_paste:
            text = webenv.pasted()
            if text is not None:
                self.waiting_paste = False
                if text:
                    self.set(self.text + text)
                else:
                    self.result, self.result_bad = tr("share.paste_failed"), True
        if webenv.IS_WEB and getattr(self, "pending", None) and webenv.clipboard_failed():
            self.say(tr("backup.copy_failed"), True)
            webenv.show_selectable(self.pending)
            self.pending, self.showing = None, True

    # --- restoring -------------------------------------------------------------------------
    def in_game(self) -> bool:
        """A game in progress is open under this page (the pause menu's way here)."""
        sessions = [getattr(s, "session", None) for s in self.app.stack.scenes]
        return any(s is not None and not s.ephemeral and not s.is_over for s in sessions)

    def read(self) -> backup.Backup:
        text = self.text.strip()
        if not webenv.IS_WEB and text and not text.startswith(backup.PREFIX) and len(text) < 4096:
            path = os.path.expanduser(text)  # a file's path, or a code cut short at its start
            if not os.path.exists(path):
                raise backup.BackupError("backup.err.neither", text)
            return backup.read_file(path)
        return backup.read(text)

    def ask_restore(self) -> None:
        if self.in_game():  # also by Enter in the field: the open game would save over the restore
            self.app.play("error")
            return
        try:
            data = self.read()
        except backup.BackupError as exc:
            self.result, self.result_bad = error_text(exc), True
            self.app.play("error")
            return
        self.app.play("click")
        body = tr("backup.confirm_body", made=data.made, what=holds(data))
        answers = [
            (tr("backup.confirm_yes"), lambda: self.restore(data), "primary"),
            (tr("backup.confirm_no"), lambda: None, "secondary"),
        ]
        self.app.stack.push(ConfirmScene(self.app, tr("backup.confirm_title"), body, answers))

    def restore(self, data: backup.Backup) -> None:
        if self.in_game():
            return
        try:
            done = backup.restore_locked(self.app.storage, data, self.app.locks)
        except backup.BackupError as exc:
            self.result, self.result_bad = error_text(exc), True
            return
        except StorageError as exc:
            self.result, self.result_bad = tr("backup.err.unwritable", detail=str(exc)), True
            return
        where = ", ".join(done.kept.values())
        key = "backup.restored_kept" if where else "backup.restored"
        self.result, self.result_bad = tr(key, made=data.made, where=where), False
        self.text = ""
        compact = theme.compact()
        self.app.reload_data()
        if theme.compact() != compact:  # the restored layout: every screen is built anew, this one too
            self.app.notify(Notice("backup.restored_notice", where=where or "-", detail=data.made))

    def close(self) -> None:
        if self.showing:
            webenv.hide_selectable()
        self.app.play("click")
        self.app.stack.pop()

    def handle(self, event) -> None:
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_v
            and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        ):
            self.set(self.text + webenv.paste_native())
            return
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.typing()
        ):
            self.ask_restore()
            return
        self.form.handle(event)

    # --- drawing ---------------------------------------------------------------------------
    def where_text(self) -> str:
        if webenv.IS_WEB:
            return tr("backup.where_web")
        folder = self.folder()
        return tr("backup.where_native", folder=str(folder) if folder else "-")

    def draw(self, surface) -> None:
        surface.blit(theme.background(), (0, 0))
        small = self.compact
        hint = tr("backup.paste_hint" if webenv.IS_WEB else "backup.paste_hint_native")
        if small:
            theme.text(surface, tr("backup.title"), (16, 31), 30, theme.ACCENT, "midleft", True)
            x, w, size = 16, theme.WIDTH - 32, 16
            blocks = (
                (self.where_text(), 70, 4, theme.TEXT),
                (self.status, 232, 3, None),
                (hint, 288, 1, theme.TEXT),
            )
            restore_at = 382
        else:
            theme.text(surface, tr("backup.title"), (80, 50), 44, theme.ACCENT, bold=True)
            x, w, size = 80, 1120, 20
            blocks = (
                (self.where_text(), 140, 4, theme.TEXT),
                (self.status, 324, 3, None),
                (hint, 406, 1, theme.TEXT),
            )
            restore_at = 580
        for text, y, rows, colour in blocks:
            if colour is None:
                colour = theme.BAD if self.status_bad else theme.GOOD
            for k, line in enumerate(theme.wrap(text, size, w)[:rows]):
                theme.text(surface, line, (x, y + k * (size + 6)), size, colour)
        result = tr("backup.in_game") if self.in_game() else self.result
        colour = theme.BAD if self.result_bad or self.in_game() else theme.GOOD
        lines = theme.wrap(result, size, w if small else w - 280)
        for k, line in enumerate(lines[:3]):
            if small:
                theme.text(surface, line, (x, restore_at + k * (size + 6)), size, colour)
            else:
                theme.text(surface, line, (x + 280, 512 + k * (size + 6)), size, colour)
        self.form.draw(surface)
