"""Strings of Back up / Restore, where the player's data lives, and the recovery after an
unexpected end (EN/DE)."""

EN: dict[str, str] = {
    "notice.game_restored": "{what} was open when the game last stopped unexpectedly (a reload or a crash). "
    "Nothing was lost: Continue goes on where you were.",
    "backup.button": "Back up / Restore",
    "backup.button_short": "Backup",
    "backup.settings_line": "Saved in this browser only; Safari may clear it after 7 days without a visit. "
    "Keep a backup.",
    "backup.title": "Back up and restore",
    "backup.where_web": "Your settings, statistics and saved games live in this browser's storage for this "
    "site only. Safari may delete it after 7 days without a visit unless the game is added to the home "
    "screen. Keep a backup code or file somewhere safe.",
    "backup.where_native": "Your settings, statistics and saved games live in the folder {folder}. "
    "A backup holds all of them in one code or file.",
    "backup.copy": "Copy backup code",
    "backup.save_file": "Save backup file",
    "backup.download": "Download backup file",
    "backup.restore": "Restore",
    "backup.back": "Back",
    "backup.paste_hint": "To restore, paste a backup code here (Ctrl+V):",
    "backup.paste_hint_native": "To restore, paste a backup code or type a backup file's path (Ctrl+V):",
    "backup.holds.one": "settings, statistics and 1 saved game",
    "backup.holds.other": "settings, statistics and {count} saved games",
    "backup.copied": "Copied: a backup of {what} ({n} characters). Paste it somewhere safe.",
    "backup.copy_failed": "The code could not be copied here: select it in the box and copy it by hand.",
    "backup.saved_file": "Saved a backup of {what} as {path}",
    "backup.downloaded": "The browser downloads a backup of {what} as {path}.",
    "backup.file_failed": "The backup file could not be written: {detail}",
    "backup.confirm_title": "Restore this backup?",
    "backup.confirm_body": "The backup of {made} holds {what}. It replaces what is here now; "
    "what it replaces is kept aside, nothing is deleted.",
    "backup.confirm_yes": "Restore",
    "backup.confirm_no": "Cancel",
    "backup.restored": "Restored the backup of {made}.",
    "backup.restored_kept": "Restored the backup of {made}. What it replaced was kept as {where}.",
    "backup.restored_notice": "Restored the backup of {detail}. What it replaced was kept as {where}.",
    "backup.in_game": "Leave the game to restore a backup: the game open now would be replaced.",
    "backup.err.empty": "There is no backup to restore: paste a backup code.",
    "backup.err.foreign": "This is not a Dice & Chips backup. Nothing was changed.",
    "backup.err.version": "This backup was made by another version of Dice & Chips. Nothing was changed.",
    "backup.err.damaged": "This backup is damaged or cut short: copy the whole code again. Nothing was changed.",
    "backup.err.too_big": "This is far larger than any backup. Nothing was changed.",
    "backup.err.contents": "This backup holds something this game cannot use ({detail}). Nothing was changed.",
    "backup.err.busy": "Another copy of the game is playing right now: close it, then restore. "
    "Nothing was changed.",
    "backup.err.file": "The backup file cannot be read: {detail}. Nothing was changed.",
    "backup.err.neither": "This is neither a backup code nor the path of a backup file. Nothing was changed.",
    "backup.err.storage": "The backup could not be stored ({detail}), and what was there could not all be "
    "put back: it is kept as {where}.",
    "backup.err.unwritable": "The backup could not be stored here: {detail}. Nothing was changed.",
}

DE: dict[str, str] = {
    "notice.game_restored": "{what} war offen, als das Spiel zuletzt unerwartet endete (neu geladen oder "
    "abgestürzt). Nichts ging verloren: Mit „Fortsetzen“ geht es dort weiter, wo du warst.",
    "backup.button": "Sichern / Wiederherstellen",
    "backup.button_short": "Sicherung",
    "backup.settings_line": "Nur in diesem Browser gespeichert; Safari kann es nach 7 Tagen ohne Besuch "
    "löschen. Lege eine Sicherung an.",
    "backup.title": "Sichern und wiederherstellen",
    "backup.where_web": "Deine Einstellungen, Statistiken und gespeicherten Spiele liegen nur im Speicher "
    "dieses Browsers für diese Seite. Safari kann ihn nach 7 Tagen ohne Besuch löschen, wenn das Spiel "
    "nicht zum Home-Bildschirm hinzugefügt ist. Bewahre einen Sicherungscode oder eine Datei gut auf.",
    "backup.where_native": "Deine Einstellungen, Statistiken und gespeicherten Spiele liegen im Ordner "
    "{folder}. Eine Sicherung fasst alles in einem Code oder einer Datei zusammen.",
    "backup.copy": "Sicherungscode kopieren",
    "backup.save_file": "Sicherungsdatei speichern",
    "backup.download": "Sicherungsdatei laden",
    "backup.restore": "Wiederherstellen",
    "backup.back": "Zurück",
    "backup.paste_hint": "Zum Wiederherstellen hier einen Sicherungscode einfügen (Strg+V):",
    "backup.paste_hint_native": "Zum Wiederherstellen einen Sicherungscode einfügen oder den Pfad einer "
    "Sicherungsdatei tippen (Strg+V):",
    "backup.holds.one": "Einstellungen, Statistiken und 1 gespeichertes Spiel",
    "backup.holds.other": "Einstellungen, Statistiken und {count} gespeicherte Spiele",
    "backup.copied": "Kopiert: eine Sicherung mit {what} ({n} Zeichen). Füge sie an einem sicheren Ort ein.",
    "backup.copy_failed": "Der Code ließ sich hier nicht kopieren: markiere ihn im Feld und kopiere ihn selbst.",
    "backup.saved_file": "Sicherung mit {what} gespeichert als {path}",
    "backup.downloaded": "Der Browser lädt eine Sicherung mit {what} als {path} herunter.",
    "backup.file_failed": "Die Sicherungsdatei ließ sich nicht schreiben: {detail}",
    "backup.confirm_title": "Diese Sicherung wiederherstellen?",
    "backup.confirm_body": "Die Sicherung vom {made} enthält {what}. Sie ersetzt, was jetzt hier ist; "
    "das Ersetzte wird beiseitegelegt, nichts wird gelöscht.",
    "backup.confirm_yes": "Wiederherstellen",
    "backup.confirm_no": "Abbrechen",
    "backup.restored": "Die Sicherung vom {made} ist wiederhergestellt.",
    "backup.restored_kept": "Die Sicherung vom {made} ist wiederhergestellt. Das Ersetzte liegt unter {where}.",
    "backup.restored_notice": "Die Sicherung vom {detail} ist wiederhergestellt. Das Ersetzte liegt unter "
    "{where}.",
    "backup.in_game": "Verlasse das Spiel, um eine Sicherung wiederherzustellen: das offene Spiel würde ersetzt.",
    "backup.err.empty": "Es gibt nichts wiederherzustellen: füge einen Sicherungscode ein.",
    "backup.err.foreign": "Das ist keine Sicherung von Dice & Chips. Es wurde nichts geändert.",
    "backup.err.version": "Diese Sicherung stammt aus einer anderen Version von Dice & Chips. Es wurde nichts "
    "geändert.",
    "backup.err.damaged": "Diese Sicherung ist beschädigt oder abgeschnitten: kopiere den ganzen Code noch "
    "einmal. Es wurde nichts geändert.",
    "backup.err.too_big": "Das ist viel größer als jede Sicherung. Es wurde nichts geändert.",
    "backup.err.contents": "Diese Sicherung enthält etwas, das dieses Spiel nicht verwenden kann ({detail}). "
    "Es wurde nichts geändert.",
    "backup.err.busy": "Eine andere Kopie des Spiels läuft gerade: schließe sie, dann stelle wieder her. Es "
    "wurde nichts geändert.",
    "backup.err.file": "Die Sicherungsdatei lässt sich nicht lesen: {detail}. Es wurde nichts geändert.",
    "backup.err.neither": "Das ist weder ein Sicherungscode noch der Pfad einer Sicherungsdatei. Es wurde nichts "
    "geändert.",
    "backup.err.storage": "Die Sicherung ließ sich nicht speichern ({detail}), und was da war, ließ sich "
    "nicht ganz zurücklegen: Es liegt unter {where}.",
    "backup.err.unwritable": "Die Sicherung ließ sich hier nicht speichern: {detail}. Es wurde nichts geändert.",
}
