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

from game import backup, boxes, layout, theme, webenv
from game.boxes import Box, Part
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
        self.showing = False  # the web's selectable box with the code is open
        self.waiting_paste = False  # the browser was asked for its clipboard
        self.field = CodeField((0, 0, 0, 0), lambda: self.text, self.set, backup.MAX_CODE, 20)
        self.form = Form([
            Button((0, 0, 0, 0), lambda: tr("backup.copy"), self.copy, "primary"),
            Button((0, 0, 0, 0), lambda: tr("backup.download" if webenv.IS_WEB else "backup.save_file"), self.save_file, "secondary", enabled=self.can_save_file),
            self.field, Button((0, 0, 0, 0), lambda: tr("share.paste"), lambda: paste_into(self), "secondary"),
            Button((0, 0, 0, 0), lambda: tr("backup.restore"), self.ask_restore, "secondary", enabled=lambda: not self.in_game()),
            Button((0, 0, 0, 0), lambda: tr("backup.back"), self.close, "primary")], on_back=self.close)  # fmt: skip
        self.geometry(layout.current())

    def geometry(self, lay: layout.Layout) -> None:
        """One column from the canvas (the two ways to back up in a row, or one under the other;
        Restore beside the field, or under it); ``self.blocks``: each text's box and most lines."""
        w, h = lay.size
        wide = w >= 1200
        m, bh = (80, 56) if wide else (16, max(58, lay.min_target))
        self.size = size = 20 if wide else 16
        col = Box(m, 0, w - 2 * m, h)
        line = theme.scaled(size) + 6
        hint = tr("backup.paste_hint" if webenv.IS_WEB else "backup.paste_hint_native")
        where = min(4 if h < 800 else 7, len(theme.wrap(self.where_text(), size, col.w)))
        heads = min(3, len(theme.wrap(hint, size, col.w)))
        back_w = 200 if wide else 150
        self.title_size = 44 if wide else 30
        self.title = theme.wrap(tr("backup.title"), self.title_size, col.w - back_w - 16, True)[:2]
        title_h = len(self.title) * int(theme.scaled(self.title_size) * 1.15)
        saves = boxes.buttons(Box(m, 0, col.w, h), [320, 320], bh, 10)
        fits = col.w >= 560 + 150 + 198 + 20  # the field, Paste and Restore in one row
        texts = [where * line, saves[-1].bottom, 3 * line, heads * line, bh, 0 if fits else bh, 3 * line]
        heights = [max(55, title_h), *texts]  # the title, then a row for each text and control
        parts = boxes.rows(Box(m, 4 if not wide else 14, col.w, h), heights, 8 if wide else 6)
        top, self.where_box, save_row, status, hint_box, field_row, restore_row, result = parts
        back = Box(col.right - back_w, top.y, back_w, 55)
        self.title_box = Box(m, top.y, back.x - 16 - m, top.h)
        if fits:
            field, paste, restore = boxes.columns(field_row, [Part(200, 1), 150, 260 if wide else 198], 10)
        else:
            (field, paste), restore = boxes.columns(field_row, [Part(100, 1), 150], 10), restore_row
        spots = [s._replace(y=save_row.y + s.y) for s in saves] + [field, paste, restore, back]
        for widget, spot in zip(self.form.widgets, spots, strict=True):
            widget.rect = pygame.Rect(spot)
            if isinstance(widget, Button):
                widget.size = 20 if wide else 19
        self.blocks = [(self.where_box, where), (status, 3), (hint_box, heads), (result, 3)]

    # --- the field -------------------------------------------------------------------------
    def set(self, text: str) -> None:
        self.text = text
        self.result = ""

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
        name = time.strftime("dice-and-chips-backup-%Y%m%d-%H%M%S.txt")
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
        before = layout.current()
        self.app.reload_data()
        if layout.current() is not before:  # the restored layout: every screen is built anew, this one too
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
        title = self.title_box
        step = int(theme.scaled(self.title_size) * 1.15)
        y = title.center[1] - step * len(self.title) // 2
        for k, line in enumerate(self.title):  # a third line's words are cut: the title is two lines at most
            theme.text_fit(
                surface, line, (title.x, y + k * step), title.w, self.title_size, theme.ACCENT, bold=True
            )
        hint = tr("backup.paste_hint" if webenv.IS_WEB else "backup.paste_hint_native")
        result = tr("backup.in_game") if self.in_game() else self.result
        texts = (
            (self.where_text(), theme.TEXT),
            (self.status, theme.BAD if self.status_bad else theme.GOOD),
            (hint, theme.TEXT),
            (result, theme.BAD if self.result_bad or self.in_game() else theme.GOOD),
        )
        size = self.size
        for (text, colour), (box, rows) in zip(texts, self.blocks, strict=True):
            for k, line in enumerate(theme.wrap(text, size, box.w)[:rows]):
                theme.text(surface, line, (box.x, box.y + k * (theme.scaled(size) + 6)), size, colour)
        self.form.draw(surface)
