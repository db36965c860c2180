"""Strings of games by link: refusals of a link and the command line's one line (EN/DE)."""

EN: dict[str, str] = {
    "link.err.empty": "There is no link to open.",
    "link.err.foreign": "This is not a Dice & Chips game link.",
    "link.err.truncated": "This link is incomplete: part of it was cut off. Copy the whole link.",
    "link.err.damaged": "This link is damaged or was edited: it does not replay.",
    "link.err.newer": "This link was made by a newer version of Dice & Chips. Update to open it.",
    "link.err.unknown_game": "This link is for a game this version of Dice & Chips does not have.",
    "link.err.rules_version": "This link was made with other rules of {game}; it cannot be played here.",
    "link.err.reveal": "This link's secret does not match what was promised earlier: it was changed.",
    "link.err.diverged": "This link does not continue the game on this device: it was changed or mixed up.",
    "link.err.record": "This game by link could not be read on this device; it was kept aside.",
    "link.err.not_saved": "This device could not store the game, so the link was not opened.",
    "link.err.no_seat": "Every seat of this game is taken.",
    "link.err.not_yours": "It is not your turn in this game.",
}

DE: dict[str, str] = {
    "link.err.empty": "Es gibt keinen Link zu öffnen.",
    "link.err.foreign": "Das ist kein Spiel-Link von Dice & Chips.",
    "link.err.truncated": "Dieser Link ist unvollständig: Ein Teil wurde abgeschnitten. Kopiere den ganzen Link.",
    "link.err.damaged": "Dieser Link ist beschädigt oder wurde verändert: Er lässt sich nicht nachspielen.",
    "link.err.newer": "Dieser Link stammt aus einer neueren Version von Dice & Chips. Aktualisiere, um ihn zu öffnen.",
    "link.err.unknown_game": "Dieser Link ist für ein Spiel, das diese Version von Dice & Chips nicht hat.",
    "link.err.rules_version": "Dieser Link wurde mit anderen Regeln von {game} gemacht; er lässt sich hier nicht spielen.",
    "link.err.reveal": "Das Geheimnis in diesem Link passt nicht zu dem früher versprochenen: Er wurde verändert.",
    "link.err.diverged": "Dieser Link setzt das Spiel auf diesem Gerät nicht fort: Er wurde verändert oder verwechselt.",
    "link.err.record": "Dieses Spiel per Link ließ sich auf diesem Gerät nicht lesen; es wurde beiseitegelegt.",
    "link.err.not_saved": "Dieses Gerät konnte das Spiel nicht speichern, darum wurde der Link nicht geöffnet.",
    "link.err.no_seat": "Alle Plätze in diesem Spiel sind vergeben.",
    "link.err.not_yours": "In diesem Spiel bist du nicht am Zug.",
}
