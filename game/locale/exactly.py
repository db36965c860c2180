"""Exactly! / Genau! strings (EN/DE): name, option, error reasons, log lines, UI labels, how to play.

Placeholders: {seat}, {a}, {b}, {winner} are seat indices the scene replaces by
names (game.rules.base.SEAT_PARAMS; the rules' ``log_line`` and ``explain_*``
return them that way). {value} is a coin value in cents (5, 10, 20, 50);
money over a euro comes as {euros} and {cents} (``money_params``).
"""

EN: dict[str, str] = {
    "exactly.name": "Exactly!",
    "exactly.tagline": "Move one coin a turn. Hold exactly one euro to win it.",
    # setup option
    "exactly.opt.target": "€1 pieces to win",
    "exactly.opt.target.1": "1 (quick)",
    "exactly.opt.target.2": "2",
    "exactly.opt.target.3": "3 (standard)",
    "exactly.opt.round_limit": "Round limit",
    "exactly.opt.round_limit.0": "off (standard)",
    "exactly.opt.round_limit.24": "24 turns (quick)",
    # config and state errors
    "exactly.err.config": "The game settings are invalid.",
    "exactly.err.players": "Exactly! needs {min} to {max} players.",
    "exactly.err.target": "Play to 1, 2 or 3\u00a0€1 pieces.",
    "exactly.err.round_limit": "The round limit is off or 24 turns, and only with three or more players.",
    # illegal actions and why a pile cannot be used
    "exactly.err.bad_action": "That move does not exist.",
    "exactly.err.game_over": "The game is over.",
    "exactly.err.rolling": "Wait until the die has landed.",
    "exactly.err.not_rolling": "The die is not rolling.",
    "exactly.err.bad_face": "That is not a face of the die.",
    "exactly.err.rolled": "You have rolled already.",
    "exactly.err.roll_first": "Roll the die first.",
    "exactly.err.not_any": "You may name a coin value only after rolling ?.",
    "exactly.err.choose_first": "You rolled ?: first name the coin value to move.",
    "exactly.err.bad_value": "There are only 50c, 20c, 10c and 5c coins to move.",
    "exactly.err.value_no_move": "No {value}c coin can move anywhere right now.",
    "exactly.err.wrong_value": "You must move a {rolled}c coin, not a {value}c coin.",
    "exactly.err.bad_pile": "That is not a pile on the table.",
    "exactly.err.bank_empty": "The bank has no {value}c coin left.",
    "exactly.err.no_coin": "{seat} has no {value}c coin.",
    "exactly.err.nowhere": "Every pile that could take this {value}c coin is closed.",
    "exactly.err.same_pile": "Take the coin from one pile and put it on another.",
    "exactly.err.closed": "{seat}'s pile holds €{euros}.{cents:02d}: nothing may be put on it.",
    # money and table labels
    "exactly.money": "€{euros}.{cents:02d}",
    "exactly.ui.keep_move": "Keep move (Enter)",
    "exactly.ui.move_open": "Your move is still open",
    "exactly.ui.move_open_sub": "Undo (U) takes it back until the next roll; Keep move lets the game go on now.",
    "exactly.coin": "{value}c",
    "exactly.ui.bank": "Bank",
    "exactly.ui.roll": "Roll",
    "exactly.ui.choose_value": "You rolled ?: which coin do you move?",
    "exactly.ui.pick_source": "Move a {value}c coin: tap the pile to take it from.",
    "exactly.ui.pick_destination": "Now tap the pile to put the {value}c coin on.",
    "exactly.ui.closed": "closed",
    "exactly.ui.exact": "Exactly!",
    "exactly.ui.closest": "Time's up: closest!",
    "exactly.ui.round": "Round {round}",
    "exactly.ui.round_left.one": "Round {round} · last turn",
    "exactly.ui.round_left.other": "Round {round} · {count} turns left",
    "exactly.ui.round_left_short.one": "Round {round} · last turn",
    "exactly.ui.round_left_short.other": "Round {round} · {count} left",
    "exactly.ui.rolloff": "Who starts? Highest roll: ? beats 50c, 20c, 10c, 5c and 0.",
    "exactly.ui.chance": "{seat} can make exactly €1.00 with {count} of the 6 faces.",
    "exactly.ui.euros.one": "{count}\u00a0€1 piece",
    "exactly.ui.euros.other": "{count}\u00a0€1 pieces",
    # log lines (one per event type; variants by case)
    "exactly.log.rolloff_roll.coin": "{seat} rolls {value}c for the start.",
    "exactly.log.rolloff_roll.zero": "{seat} rolls 0 for the start.",
    "exactly.log.rolloff_roll.any": "{seat} rolls ? for the start: the highest face.",
    "exactly.log.rolloff_tie": "{count} players share the highest roll and roll again.",
    "exactly.log.round_start": "Round {round}: everybody holds 5c, {seat} begins.",
    "exactly.log.turn_start": "{seat}'s turn.",
    "exactly.log.rolled.coin": "{seat} rolls {value}c.",
    "exactly.log.rolled.zero": "{seat} rolls 0.",
    "exactly.log.rolled.any": "{seat} rolls ?: any coin value.",
    "exactly.log.value_chosen": "{seat} names {value}c.",
    "exactly.log.moved.between": "{seat} moves a {value}c coin from {a} to {b}.",
    "exactly.log.moved.from_bank": "{seat} moves a {value}c coin from the bank to {b}.",
    "exactly.log.moved.to_bank": "{seat} moves a {value}c coin from {a} to the bank.",
    "exactly.log.passed.zero": "Nothing happens; the die goes on.",
    "exactly.log.passed.no_move": "No {value}c coin can move: {seat}'s turn passes.",
    "exactly.log.passed.no_move_any": "No coin can move at all: {seat}'s turn passes.",
    "exactly.log.euro": "Exactly €1.00! {seat} takes a €1 piece ({euros} of {target}).",
    "exactly.log.euro_by": "{a} makes {seat}'s pile exactly €1.00: {seat} takes a €1 piece ({euros} of {target}).",
    "exactly.log.euro_closest": (
        "The round's {limit} turns are up: {seat} is closest to €1.00 and takes a €1 piece"
        " ({count} of {target})."
    ),
    "exactly.log.game_over.one": "{winner} has a €1 piece and wins!",
    "exactly.log.game_over.other": "{winner} has {target}\u00a0€1 pieces and wins!",
    # results
    "exactly.detail": "€1 pieces: {euros}",
    "exactly.result.win.one": "{seat} was the first to win a €1 piece.",
    "exactly.result.win.other": "{seat} was the first to collect {euros}\u00a0€1 pieces.",
    # how to play
    "exactly.howto.1.title": "The goal",
    "exactly.howto.1.body": (
        "Everybody has a small pile of coins in front of them, and the bank sits in the middle. "
        "Whoever's pile is worth exactly €1.00 wins the round and a €1 piece.\n"
        "The first player with three €1 pieces wins the game (or one or two, if you chose a "
        "shorter game)."
    ),
    "exactly.howto.2.title": "Coins and the die",
    "exactly.howto.2.body": (
        "There are ten coins each of 50c, 20c, 10c and 5c; a coin that is not there cannot be "
        "moved, and coins are never changed into smaller ones.\n"
        "Every round starts with one 5c coin per player. The die shows 0, ?, 50c, 20c, 10c and "
        "5c. Before the first round everybody rolls: ? is highest, ties roll again."
    ),
    "exactly.howto.3.title": "Your turn",
    "exactly.howto.3.body": (
        "Roll the die and move exactly one coin of the value rolled from one pile to another: "
        "between your pile and the bank, an opponent's pile and yours, an opponent's pile and the "
        "bank, or between two opponents, in either direction.\n"
        "With ? you name the value yourself. With 0 nothing happens. You must move if you can; "
        "only when no coin of that value can move does your turn pass."
    ),
    "exactly.howto.4.title": "Over €1.50",
    "exactly.howto.4.body": (
        "A pile worth more than €1.50 is closed: no coin may be put on it, but coins may still be "
        "taken from it. Exactly €1.50 is still open.\n"
        "So pushing a rival over €1.50 slows them down: they can only get back to €1.00 by "
        "losing coins."
    ),
    "exactly.howto.5.title": "Exactly one euro",
    "exactly.howto.5.body": (
        "The moment any pile is worth exactly €1.00, its owner takes a €1 piece, even when "
        "somebody else's move did it. If one move makes two piles exact, the player who moved "
        "wins if one of them is theirs, otherwise the pile that received the coin.\n"
        "Then all coins go back to the bank, everybody takes a fresh 5c coin, and the player "
        "after the round's winner starts the next round.\n"
        "A round ends only with exactly €1.00. For quick games with three or more players, "
        "the option Round limit ends it after 24 turns: the pile closest to €1.00 takes the €1 "
        "piece (if two are equally close, the one whose turn comes first)."
    ),
    # the scene (table, prompts, banners)
    "exactly.scene.prompt_roll": "Your turn: roll the die.",
    "exactly.scene.rolled": "{player} rolled {face}.",
    "exactly.scene.tie": "Tie!",
    "exactly.scene.tie_sub": "{players} roll again",
    "exactly.scene.pass_zero": "0: nothing happens",
    "exactly.scene.pass_no_move": "No {value}c coin can move",
    "exactly.scene.pass_no_move_any": "No coin can move",
    "exactly.summary.title": "Round {round} is over",
    "exactly.summary.exact": "{player} holds exactly €1.00 and takes a €1 piece.",
    "exactly.summary.closest": "Time's up: {player} is closest to €1.00 and takes a €1 piece.",
    "exactly.summary.seat": "Player",
    "exactly.summary.pile": "Pile",
    "exactly.summary.euros": "€1 pieces",
    "exactly.summary.count": "{count} of {target}",
    "exactly.summary.next": "Next round",
    "exactly.summary.results": "See the results",
    "exactly.scene.euro_sub": "{player} takes a €1 piece ({euros} of {target})",
    "exactly.scene.wins": "{player} wins!",
    "exactly.scene.wins_sub.one": "the first to win a €1 piece",
    "exactly.scene.wins_sub.other": "the first to win {count}\u00a0€1 pieces",
    "exactly.scene.goal.one": "The first €1 piece wins the game",
    "exactly.scene.goal.other": "First to {count}\u00a0€1 pieces wins",
    "exactly.scene.closed_rule": "A pile over €1.50 is closed: nothing may be put on it.",
    "exactly.scene.moves.one": "{count} possible move",
    "exactly.scene.moves.other": "{count} possible moves",
    "exactly.scene.cancel": "Tap the chosen pile again (or Backspace) to choose another.",
    "exactly.scene.more": "{first}–{last} of {count}",
    # the compact (phone) layout: tap labels and what a long press explains
    "exactly.ui.keep_move_tap": "Keep move",
    "exactly.ui.move_open_tap": "Undo takes it back until the next roll; Keep move lets the game go on now.",
    "exactly.tip.pile": "{name}: {total}.",
    "exactly.tip.coins": "Coins: {coins}.",
    "exactly.tip.empty": "No coins.",
    "exactly.tip.euros": "€1 pieces won: {count} of {target}.",
    "exactly.tip.closed": "Over €1.50: closed. Nothing may be put on it, but coins may be taken from it.",
    "exactly.tip.bank": "Coins come from the bank and go back to it.",
    "exactly.tip.take": "Tap it to take a {value}c coin from here.",
    "exactly.tip.put": "Tap it to put the {value}c coin here.",
    "exactly.tip.chosen": "The coin comes from here. Tap this pile again to choose another one.",
    "exactly.tip.value": "Move a {value}c coin.",
    "exactly.tip.die": "The die shows 0, ?, 50c, 20c, 10c or 5c. With ? you name the value, with 0 nothing moves.",
    "exactly.tip.box.one": "{count} €1 piece is still to be won.",
    "exactly.tip.box.other": "{count} €1 pieces are still to be won.",
    "exactly.tip.limit": (
        "This game plays with the round limit: a round lasts at most {limit} turns, then the pile closest"
        " to €1.00 takes the €1 piece."
    ),
    "exactly.tip.exact": "This move makes a pile exactly €1.00.",
}


# counted messages of the rules: key -> the parameter that holds the count (see game/i18n.py);
# with "first to 1" a game ends with one €1 piece, so these need a singular
COUNTED = {
    "exactly.log.game_over": "target",
    "exactly.result.win": "euros",
}

DE: dict[str, str] = {
    "exactly.name": "Genau!",
    "exactly.tagline": "Eine Münze pro Zug. Wer genau einen Euro hat, bekommt ihn.",
    # setup option
    "exactly.opt.target": "1-€-Stücke zum Sieg",
    "exactly.opt.target.1": "1 (kurz)",
    "exactly.opt.target.2": "2",
    "exactly.opt.target.3": "3 (Standard)",
    "exactly.opt.round_limit": "Rundenlimit",
    "exactly.opt.round_limit.0": "aus (Standard)",
    "exactly.opt.round_limit.24": "24 Züge (kurz)",
    # config and state errors
    "exactly.err.config": "Die Spieleinstellungen sind ungültig.",
    "exactly.err.players": "Genau! braucht {min} bis {max} Spieler.",
    "exactly.err.target": "Gespielt wird auf 1, 2 oder 3 1-€-Stücke.",
    "exactly.err.round_limit": "Das Rundenlimit ist aus oder 24 Züge, und nur ab drei Spielern.",
    # illegal actions and why a pile cannot be used
    "exactly.err.bad_action": "Diesen Zug gibt es nicht.",
    "exactly.err.game_over": "Das Spiel ist vorbei.",
    "exactly.err.rolling": "Warte, bis der Würfel liegt.",
    "exactly.err.not_rolling": "Der Würfel rollt gerade nicht.",
    "exactly.err.bad_face": "Diese Seite hat der Würfel nicht.",
    "exactly.err.rolled": "Du hast schon gewürfelt.",
    "exactly.err.roll_first": "Würfle zuerst.",
    "exactly.err.not_any": "Einen Münzwert nennen darfst du nur nach einem ?.",
    "exactly.err.choose_first": "Du hast ? gewürfelt: Nenne zuerst den Münzwert, den du bewegst.",
    "exactly.err.bad_value": "Bewegt werden nur Münzen zu 50, 20, 10 und 5 Cent.",
    "exactly.err.value_no_move": "Keine {value}-ct-Münze kann gerade irgendwohin.",
    "exactly.err.wrong_value": "Du musst eine {rolled}-ct-Münze bewegen, keine {value}-ct-Münze.",
    "exactly.err.bad_pile": "Diesen Stapel gibt es auf dem Tisch nicht.",
    "exactly.err.bank_empty": "Die Bank hat keine {value}-ct-Münze mehr.",
    "exactly.err.no_coin": "{seat} hat keine {value}-ct-Münze.",
    "exactly.err.nowhere": "Jeder Stapel, der diese {value}-ct-Münze nehmen könnte, ist gesperrt.",
    "exactly.err.same_pile": "Nimm die Münze von einem Stapel und leg sie auf einen anderen.",
    "exactly.err.closed": "Auf dem Stapel von {seat} liegen {euros},{cents:02d}\u00a0€: Darauf darf nichts mehr.",
    # money and table labels
    "exactly.money": "{euros},{cents:02d}\u00a0€",
    "exactly.ui.keep_move": "Zug behalten (Enter)",
    "exactly.ui.move_open": "Dein Zug ist noch offen",
    "exactly.ui.move_open_sub": "Rückgängig (U) nimmt ihn zurück, bis gewürfelt wird; „Zug behalten“ spielt sofort weiter.",
    "exactly.coin": "{value}\u00a0ct",
    "exactly.ui.bank": "Bank",
    "exactly.ui.roll": "Würfeln",
    "exactly.ui.choose_value": "Du hast ? gewürfelt: Welche Münze bewegst du?",
    "exactly.ui.pick_source": "Bewege eine {value}-ct-Münze: Tippe auf den Stapel, von dem sie kommt.",
    "exactly.ui.pick_destination": "Jetzt tippe auf den Stapel, auf den die {value}-ct-Münze soll.",
    "exactly.ui.closed": "gesperrt",
    "exactly.ui.exact": "Genau!",
    "exactly.ui.closest": "Zeit um: am nächsten!",
    "exactly.ui.round": "Runde {round}",
    "exactly.ui.round_left.one": "Runde {round} · letzter Zug",
    "exactly.ui.round_left.other": "Runde {round} · noch {count} Züge",
    "exactly.ui.round_left_short.one": "Runde {round} · letzter Zug",
    "exactly.ui.round_left_short.other": "Runde {round} · {count} übrig",
    "exactly.ui.rolloff": "Wer beginnt? Höchster Wurf: ? schlägt 50, 20, 10, 5 Cent und 0.",
    "exactly.ui.chance": "{seat} kommt mit {count} der 6 Würfelseiten auf genau 1,00\u00a0€.",
    "exactly.ui.euros.one": "{count} 1-€-Stück",
    "exactly.ui.euros.other": "{count} 1-€-Stücke",
    # log lines
    "exactly.log.rolloff_roll.coin": "{seat} würfelt {value}\u00a0ct um den Start.",
    "exactly.log.rolloff_roll.zero": "{seat} würfelt 0 um den Start.",
    "exactly.log.rolloff_roll.any": "{seat} würfelt ? um den Start: die höchste Seite.",
    "exactly.log.rolloff_tie": "{count} Spieler teilen sich den höchsten Wurf und würfeln noch einmal.",
    "exactly.log.round_start": "Runde {round}: Alle haben 5\u00a0ct, {seat} beginnt.",
    "exactly.log.turn_start": "{seat} ist am Zug.",
    "exactly.log.rolled.coin": "{seat} würfelt {value}\u00a0ct.",
    "exactly.log.rolled.zero": "{seat} würfelt 0.",
    "exactly.log.rolled.any": "{seat} würfelt ?: ein beliebiger Münzwert.",
    "exactly.log.value_chosen": "{seat} wählt {value}\u00a0ct.",
    "exactly.log.moved.between": "{seat} legt eine {value}-ct-Münze von {a} zu {b}.",
    "exactly.log.moved.from_bank": "{seat} legt eine {value}-ct-Münze von der Bank zu {b}.",
    "exactly.log.moved.to_bank": "{seat} legt eine {value}-ct-Münze von {a} in die Bank.",
    "exactly.log.passed.zero": "Nichts passiert; der Würfel geht weiter.",
    "exactly.log.passed.no_move": "Keine {value}-ct-Münze kann bewegt werden: {seat} setzt aus.",
    "exactly.log.passed.no_move_any": "Keine Münze kann bewegt werden: {seat} setzt aus.",
    "exactly.log.euro": "Genau 1,00\u00a0€! {seat} nimmt ein 1-€-Stück ({euros} von {target}).",
    "exactly.log.euro_by": (
        "{a} bringt den Stapel von {seat} auf genau 1,00\u00a0€: {seat} nimmt ein 1-€-Stück ({euros} von {target})."
    ),
    "exactly.log.euro_closest": (
        "Die {limit} Züge der Runde sind um: {seat} ist am nächsten an 1,00\u00a0€ und nimmt ein"
        " 1-€-Stück ({count} von {target})."
    ),
    "exactly.log.game_over.one": "{winner} hat ein 1-€-Stück und gewinnt!",
    "exactly.log.game_over.other": "{winner} hat {target} 1-€-Stücke und gewinnt!",
    # results
    "exactly.detail": "1-€-Stücke: {euros}",
    "exactly.result.win.one": "{seat} hat als Erstes ein 1-€-Stück gewonnen.",
    "exactly.result.win.other": "{seat} hat als Erstes {euros} 1-€-Stücke gesammelt.",
    # how to play
    "exactly.howto.1.title": "Das Ziel",
    "exactly.howto.1.body": (
        "Vor jedem liegt ein kleiner Münzstapel, in der Mitte liegt die Bank. Wessen Stapel genau "
        "1,00\u00a0€ wert ist, gewinnt die Runde und ein 1-€-Stück.\n"
        "Wer zuerst drei 1-€-Stücke hat, gewinnt das Spiel (oder eins oder zwei, wenn ihr ein "
        "kürzeres Spiel gewählt habt)."
    ),
    "exactly.howto.2.title": "Münzen und Würfel",
    "exactly.howto.2.body": (
        "Es gibt je zehn Münzen zu 50, 20, 10 und 5 Cent; eine Münze, die nicht da ist, kann "
        "niemand bewegen, und gewechselt wird nie.\n"
        "Jede Runde beginnt mit einer 5-ct-Münze pro Person. Der Würfel zeigt 0, ?, 50, 20, 10 "
        "und 5 Cent. Vor der ersten Runde würfeln alle: ? ist am höchsten, bei Gleichstand wird "
        "neu gewürfelt."
    ),
    "exactly.howto.3.title": "Dein Zug",
    "exactly.howto.3.body": (
        "Würfle und bewege genau eine Münze des gewürfelten Werts von einem Stapel auf einen "
        "anderen: zwischen deinem Stapel und der Bank, dem Stapel eines Gegners und deinem, dem "
        "Stapel eines Gegners und der Bank oder zwischen zwei Gegnern, in beide Richtungen.\n"
        "Bei ? nennst du den Wert selbst, bei 0 passiert nichts. Wenn du ziehen kannst, musst du; "
        "nur wenn keine Münze dieses Werts bewegt werden kann, ist der Nächste dran."
    ),
    "exactly.howto.4.title": "Über 1,50\u00a0€",
    "exactly.howto.4.body": (
        "Ein Stapel mit mehr als 1,50\u00a0€ ist gesperrt: Darauf darf keine Münze gelegt werden, "
        "herunternehmen darf man aber. Genau 1,50\u00a0€ ist noch offen.\n"
        "Wer einen Gegner über 1,50\u00a0€ schiebt, bremst ihn also: Zurück auf 1,00\u00a0€ kommt er nur, "
        "indem er Münzen verliert."
    ),
    "exactly.howto.5.title": "Genau ein Euro",
    "exactly.howto.5.body": (
        "Sobald ein Stapel genau 1,00\u00a0€ wert ist, bekommt sein Besitzer ein 1-€-Stück, auch wenn "
        "jemand anderes gezogen hat. Macht ein Zug zwei Stapel genau, gewinnt der Ziehende, wenn "
        "einer davon seiner ist, sonst der Stapel, der die Münze bekommen hat.\n"
        "Dann gehen alle Münzen zurück in die Bank, jeder nimmt eine neue 5-ct-Münze, und wer "
        "nach dem Rundensieger sitzt, beginnt die nächste Runde.\n"
        "Eine Runde endet nur mit genau 1,00\u00a0€. Für kurze Spiele ab drei Spielern beendet die "
        "Option Rundenlimit sie nach 24 Zügen: Der Stapel, der 1,00\u00a0€ am nächsten ist, bekommt "
        "das 1-€-Stück (bei Gleichstand der, der zuerst am Zug wäre)."
    ),
    # the scene (table, prompts, banners)
    "exactly.scene.prompt_roll": "Du bist dran: Würfle.",
    "exactly.scene.rolled": "{player} hat {face} gewürfelt.",
    "exactly.scene.tie": "Gleichstand!",
    "exactly.scene.tie_sub": "{players} würfeln noch einmal",
    "exactly.scene.pass_zero": "0: Nichts passiert",
    "exactly.scene.pass_no_move": "Keine {value}-ct-Münze kann bewegt werden",
    "exactly.scene.pass_no_move_any": "Keine Münze kann bewegt werden",
    "exactly.summary.title": "Runde {round} ist vorbei",
    "exactly.summary.exact": "{player} hat genau 1,00\u00a0€ und bekommt ein 1-€-Stück.",
    "exactly.summary.closest": "Die Zeit ist um: {player} ist am nächsten an 1,00\u00a0€ und bekommt ein 1-€-Stück.",
    "exactly.summary.seat": "Spieler",
    "exactly.summary.pile": "Stapel",
    "exactly.summary.euros": "1-€-Stücke",
    "exactly.summary.count": "{count} von {target}",
    "exactly.summary.next": "Nächste Runde",
    "exactly.summary.results": "Zum Ergebnis",
    "exactly.scene.euro_sub": "{player} nimmt ein 1-€-Stück ({euros} von {target})",
    "exactly.scene.wins": "{player} gewinnt!",
    "exactly.scene.wins_sub.one": "zuerst ein 1-€-Stück gewonnen",
    "exactly.scene.wins_sub.other": "zuerst {count} 1-€-Stücke gewonnen",
    "exactly.scene.goal.one": "Das erste 1-€-Stück gewinnt das Spiel",
    "exactly.scene.goal.other": "Wer zuerst {count} 1-€-Stücke hat, gewinnt",
    "exactly.scene.closed_rule": "Ein Stapel über 1,50\u00a0€ ist gesperrt: Darauf darf nichts mehr.",
    "exactly.scene.moves.one": "{count} möglicher Zug",
    "exactly.scene.moves.other": "{count} mögliche Züge",
    "exactly.scene.cancel": "Gewählten Stapel noch einmal antippen (oder Rücktaste), um neu zu wählen.",
    "exactly.scene.more": "{first}–{last} von {count}",
    # das kompakte Layout (Handy): Beschriftungen zum Tippen und was langes Drücken erklärt
    "exactly.ui.keep_move_tap": "Zug behalten",
    "exactly.ui.move_open_tap": "„Rückgängig“ nimmt ihn zurück, bis gewürfelt wird; „Zug behalten“ spielt sofort weiter.",
    "exactly.tip.pile": "{name}: {total}.",
    "exactly.tip.coins": "Münzen: {coins}.",
    "exactly.tip.empty": "Keine Münzen.",
    "exactly.tip.euros": "Gewonnene 1-€-Stücke: {count} von {target}.",
    "exactly.tip.closed": "Über 1,50 €: gesperrt. Darauf darf nichts, herunternehmen darf man aber.",
    "exactly.tip.bank": "Aus der Bank kommen die Münzen, in die Bank gehen sie zurück.",
    "exactly.tip.take": "Antippen, um hier eine {value}-ct-Münze zu nehmen.",
    "exactly.tip.put": "Antippen, um die {value}-ct-Münze hierhin zu legen.",
    "exactly.tip.chosen": "Die Münze kommt von hier. Tippe den Stapel noch einmal an, um einen anderen zu wählen.",
    "exactly.tip.value": "Eine {value}-ct-Münze bewegen.",
    "exactly.tip.die": "Der Würfel zeigt 0, ?, 50, 20, 10 oder 5 Cent. Bei ? nennst du den Wert, bei 0 bewegt sich nichts.",
    "exactly.tip.box.one": "{count} 1-€-Stück ist noch zu gewinnen.",
    "exactly.tip.box.other": "{count} 1-€-Stücke sind noch zu gewinnen.",
    "exactly.tip.limit": (
        "Dieses Spiel läuft mit Rundenlimit: Eine Runde dauert höchstens {limit} Züge, dann bekommt der"
        " Stapel, der 1,00 € am nächsten ist, das 1-€-Stück."
    ),
    "exactly.tip.exact": "Dieser Zug bringt einen Stapel auf genau 1,00 €.",
}
