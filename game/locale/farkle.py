"""Farkle strings (EN/DE): name, options, error reasons, log lines, UI labels, how to play.

Placeholders: {player} is a display name the scene fills in from a seat; {dice}
is a formatted list of die values; points and totals are plain integers.
"""

EN: dict[str, str] = {
    "farkle.name": "Farkle",
    "farkle.tagline": "Six dice, one question: push your luck or bank?",
    # setup options
    "farkle.opt.limit": "Point limit",
    "farkle.opt.limit.2000": "2,000 (short)",
    "farkle.opt.limit.3000": "3,000",
    "farkle.opt.limit.5000": "5,000 (standard)",
    "farkle.opt.limit.10000": "10,000 (long)",
    "farkle.opt.limit.custom": "Custom: {limit}",
    "farkle.opt.bankruptcy": "Bankruptcy",
    "farkle.opt.bankruptcy.on": "On",
    "farkle.setup_note": "Bankruptcy: a farkle on the first roll of a turn wipes your whole total. One seat plays solo: reach the limit in as few turns as you can.",
    "farkle.opt.bankruptcy.off": "Off",
    # errors
    "farkle.err.config": "The game settings are invalid.",
    "farkle.err.players": "Farkle needs {min} to {max} players.",
    "farkle.err.limit": "The point limit must be between {min} and {max} in steps of {step}.",
    "farkle.err.bankruptcy": "Bankruptcy must be on or off.",
    "farkle.err.malformed": "That is not a selection of dice.",
    "farkle.err.keep_empty": "Set aside at least one scoring die.",
    "farkle.err.not_in_roll": "There is no {die} left in this roll.",
    "farkle.err.nonscoring": "The {die} does not score.",
    "farkle.err.no_roll": "Roll the dice first.",
    "farkle.err.game_over": "The game is over.",
    "farkle.err.rolling": "Wait until the dice have landed.",
    "farkle.err.keep_first": "Set aside scoring dice before rolling again.",
    "farkle.err.bank_now": "There is nothing to bank yet.",
    "farkle.err.bank_low": "You can bank only with more than {need} points; this turn has {total}.",
    "farkle.err.unknown": "That move does not exist: {action}",
    "farkle.err.not_rolling": "No dice are being rolled.",
    "farkle.err.bad_dice": "That is not a roll of {count} dice.",
    # log lines (one per event)
    "farkle.log.turn_start": "{player}'s turn.",
    "farkle.log.roll.one": "{player} rolls 1 die.",
    "farkle.log.roll.other": "{player} rolls {count} dice.",
    "farkle.log.rolled": "{player} rolled {dice}.",
    "farkle.log.kept": "{player} keeps {dice} for {points} (turn: {turn_total}).",
    "farkle.log.hot_dice": "Hot dice! {player} may roll all six again.",
    "farkle.log.farkle": "Farkle! {player} loses {lost} points of this turn.",
    "farkle.log.bankrupt": "Bankrupt! {player}'s total of {lost} drops to 0.",
    "farkle.log.banked": "{player} banks {points} and now has {total}.",
    "farkle.log.final_round": "{player} reached {limit}: final round!",
    "farkle.log.win": "{player} wins.",
    "farkle.log.tie": "Shared win: {players}.",
    "farkle.log.solo_done.one": "Goal of {limit} reached in 1 turn.",
    "farkle.log.solo_done.other": "Goal of {limit} reached in {turns} turns.",
    # results
    "farkle.detail.one": "{points} points in 1 turn",
    "farkle.detail.other": "{points} points in {turns} turns",
    "farkle.result.win": "Highest total: {points} points.",
    "farkle.result.tie": "Equal totals of {points} points share the win.",
    "farkle.result.solo.one": "You reached {limit} points in 1 turn.",
    "farkle.result.solo.other": "You reached {limit} points in {turns} turns.",
    # table labels
    "farkle.ui.roll": "Roll",
    "farkle.ui.roll_n.one": "Roll 1 die",
    "farkle.ui.roll_n.other": "Roll {count} dice",
    "farkle.ui.keep": "Keep",
    "farkle.ui.bank": "Bank {points}",
    "farkle.ui.bank_hint": "Bank from 400 points",
    "farkle.ui.turn_total": "This turn: {points}",
    "farkle.ui.selection": "Selected: {points}",
    "farkle.ui.total": "Total",
    "farkle.ui.goal": "Goal: {limit}",
    "farkle.ui.final_round": "Final round",
    "farkle.ui.hot_dice": "Hot dice!",
    "farkle.ui.farkle": "Farkle!",
    "farkle.ui.bankrupt": "Bankrupt!",
    "farkle.ui.solo_turn": "Turn {turn}",
    "farkle.ui.solo_best.one": "Best: 1 turn",
    "farkle.ui.solo_best.other": "Best: {turns} turns",
    # texts of the table scene (game/scenes/farkle.py)
    "farkle.scene.bank": "Bank",
    "farkle.scene.turn": "TURN",
    "farkle.scene.choose": "Roll again or bank?",
    "farkle.scene.start_turn": "Roll to start your turn.",
    "farkle.scene.howto_six": "all six dice of one roll",
    "farkle.scene.recent": "recent turns",
    "farkle.scene.leads": "{player} leads by {points}",
    "farkle.scene.level": "Level at the top: {players} with {points}",
    "farkle.scene.no_points": "Nobody has banked points yet",
    "farkle.scene.after_keep": "Turn after keeping: {points}",
    "farkle.scene.set_aside": "SET ASIDE",
    "farkle.scene.tip_select": "Tap scoring dice to set them aside",
    "farkle.scene.prompt_roll.one": "Roll 1 die",
    "farkle.scene.prompt_roll.other": "Roll {count} dice",
    "farkle.scene.ai_rolls": "{player} is about to roll…",
    "farkle.scene.watching": "{player} is playing…",
    "farkle.scene.hot_sub": "All six dice scored: roll them all again",
    "farkle.scene.farkle_sub": "No die in this roll scores",
    "farkle.scene.farkle_lost": "{points} points of this turn are lost",
    "farkle.scene.bankrupt_sub": "{player} loses all {points} points",
    "farkle.scene.final_sub": "{player} reached {limit}; everyone after them gets one last turn",
    "farkle.scene.wins": "{player} wins!",
    "farkle.scene.tie": "Shared win!",
    "farkle.scene.solo_done": "Goal reached!",
    "farkle.scene.solo_turns.one": "in 1 turn",
    "farkle.scene.solo_turns.other": "in {turns} turns",
    "farkle.scene.no_best": "No personal best yet",
    "farkle.scene.history": "TURNS",
    # the compact layout: the score sheet and what a long press explains
    "farkle.scene.close_hint": "Tap anywhere to close",
    "farkle.tip.board": "Tap for every player's total, progress and recent turns.",
    "farkle.tip.roll.one": "Rolls 1 die (selected dice are set aside first).",
    "farkle.tip.roll.other": "Rolls {count} dice (selected dice are set aside first).",
    "farkle.tip.bank": "Adds {points} to your total and ends your turn.",
    "farkle.tip.die_selected": "This {die} is selected: tap it again to put it back.",
    "farkle.tip.die_scores": "This {die} scores: tap it to select it, then Roll or Bank.",
    "farkle.tip.die_set": "This {die} scores as part of {dice}: a tap selects them together, then Roll or Bank.",
    "farkle.tip.wait": "{player} is playing: wait for your turn.",
    # how to play
    "farkle.howto.1.title": "The goal",
    "farkle.howto.1.body": (
        "Collect points with six dice until someone reaches the point limit (5,000 unless you "
        "choose otherwise).\nEach turn you roll, set aside dice that score and decide: "
        "risk another roll for more, or bank what you have."
    ),
    "farkle.howto.2.title": "What scores",
    "farkle.howto.2.body": (
        "A single 1 is worth 100, a single 5 is worth 50.\nThree of a kind score 100 times the "
        "value (three 4s = 400), except three 1s = 1,000.\nEvery further die of that value in the "
        "same roll doubles it: four 4s = 800, five 4s = 1,600, four 1s = 2,000."
    ),
    "farkle.howto.3.title": "Big combinations",
    "farkle.howto.3.body": (
        "These need all six dice of one roll:\nStraight 1-2-3-4-5-6: 2,000\nThree different pairs: "
        "1,500\nTwo different triples: 2,500\nDice only combine within the roll they came from."
    ),
    "farkle.howto.4.title": "Your turn",
    "farkle.howto.4.body": (
        "After each roll, set aside at least one scoring die; every die you keep must score.\n"
        "You may bank once the turn is worth more than 350. Or roll the rest again, but a roll "
        "without any scoring die is a farkle and the whole turn is lost.\nHot dice: if all six "
        "dice score, roll all six again and keep adding."
    ),
    "farkle.howto.5.title": "Bankruptcy and the end",
    "farkle.howto.5.body": (
        "With bankruptcy on, a farkle on the very first roll of a turn sets your total back to 0.\n"
        "When someone reaches the limit, the players after them in the round get one last turn. "
        "The highest total wins; equal totals share the win.\nSolo: reach the limit in as few "
        "turns as you can."
    ),
}


# counted rule messages: key -> the parameter that holds the count (see game/i18n.py)
COUNTED = {
    "farkle.log.roll": "count",
    "farkle.log.solo_done": "turns",
    "farkle.detail": "turns",
    "farkle.result.solo": "turns",
    "farkle.ui.roll_n": "count",
    "farkle.ui.solo_best": "turns",
    "farkle.scene.prompt_roll": "count",
    "farkle.scene.solo_turns": "turns",
    "farkle.tip.roll": "count",
}

DE: dict[str, str] = {
    "farkle.name": "Farkle",
    "farkle.tagline": "Sechs Würfel, eine Frage: weiterzocken oder sichern?",
    # setup options
    "farkle.opt.limit": "Punktelimit",
    "farkle.opt.limit.2000": "2.000 (kurz)",
    "farkle.opt.limit.3000": "3.000",
    "farkle.opt.limit.5000": "5.000 (Standard)",
    "farkle.opt.limit.10000": "10.000 (lang)",
    "farkle.opt.limit.custom": "Eigenes Limit: {limit}",
    "farkle.opt.bankruptcy": "Bankrott",
    "farkle.opt.bankruptcy.on": "An",
    "farkle.setup_note": "Bankrott: Ein Farkle beim ersten Wurf eines Zuges löscht dein ganzes Konto. Mit nur einem Platz spielst du solo: Erreiche das Ziel in möglichst wenigen Zügen.",
    "farkle.opt.bankruptcy.off": "Aus",
    # errors
    "farkle.err.config": "Die Spieleinstellungen sind ungültig.",
    "farkle.err.players": "Farkle braucht {min} bis {max} Spieler.",
    "farkle.err.limit": "Das Punktelimit muss zwischen {min} und {max} liegen, in Schritten von {step}.",
    "farkle.err.bankruptcy": "Bankrott muss an oder aus sein.",
    "farkle.err.malformed": "Das ist keine Auswahl von Würfeln.",
    "farkle.err.keep_empty": "Leg mindestens einen Würfel zur Seite, der zählt.",
    "farkle.err.not_in_roll": "In diesem Wurf ist keine {die} mehr übrig.",
    "farkle.err.nonscoring": "Die {die} zählt nicht.",
    "farkle.err.no_roll": "Erst würfeln.",
    "farkle.err.game_over": "Das Spiel ist vorbei.",
    "farkle.err.rolling": "Warte, bis die Würfel liegen.",
    "farkle.err.keep_first": "Leg erst Würfel zur Seite, die zählen, bevor du weiterwürfelst.",
    "farkle.err.bank_now": "Es gibt noch nichts zu sichern.",
    "farkle.err.bank_low": "Sichern geht erst ab mehr als {need} Punkten; bisher hast du {total} Zugpunkte.",
    "farkle.err.unknown": "Diesen Zug gibt es nicht: {action}",
    "farkle.err.not_rolling": "Gerade wird nicht gewürfelt.",
    "farkle.err.bad_dice": "Das ist kein Wurf mit {count} Würfeln.",
    # log lines
    "farkle.log.turn_start": "{player} ist am Zug.",
    "farkle.log.roll.one": "{player} würfelt mit 1 Würfel.",
    "farkle.log.roll.other": "{player} würfelt mit {count} Würfeln.",
    "farkle.log.rolled": "{player} hat {dice} gewürfelt.",
    "farkle.log.kept": "{player} legt {dice} für {points} zur Seite (Zugpunkte: {turn_total}).",
    "farkle.log.hot_dice": "Alle Würfel zählen! {player} darf wieder mit allen sechs würfeln.",
    "farkle.log.farkle": "Farkle! {player} verliert die {lost} Punkte dieses Zugs.",
    "farkle.log.bankrupt": "Bankrott! {player} fällt von {lost} auf 0 Punkte.",
    "farkle.log.banked": "{player} sichert {points} und hat jetzt {total}.",
    "farkle.log.final_round": "{player} hat {limit} erreicht: letzte Runde!",
    "farkle.log.win": "{player} gewinnt.",
    "farkle.log.tie": "Geteilter Sieg: {players}.",
    "farkle.log.solo_done.one": "Ziel von {limit} in 1 Zug erreicht.",
    "farkle.log.solo_done.other": "Ziel von {limit} in {turns} Zügen erreicht.",
    # results
    "farkle.detail.one": "{points} Punkte in 1 Zug",
    "farkle.detail.other": "{points} Punkte in {turns} Zügen",
    "farkle.result.win": "Höchster Punktestand: {points} Punkte.",
    "farkle.result.tie": "Gleichstand bei {points} Punkten: Der Sieg wird geteilt.",
    "farkle.result.solo.one": "Du hast {limit} Punkte in 1 Zug erreicht.",
    "farkle.result.solo.other": "Du hast {limit} Punkte in {turns} Zügen erreicht.",
    # table labels
    "farkle.ui.roll": "Würfeln",
    "farkle.ui.roll_n.one": "1 Würfel werfen",
    "farkle.ui.roll_n.other": "{count} Würfel werfen",
    "farkle.ui.keep": "Behalten",
    "farkle.ui.bank": "{points} sichern",
    "farkle.ui.bank_hint": "Sichern ab 400 Punkten",
    "farkle.ui.turn_total": "Zugpunkte: {points}",
    "farkle.ui.selection": "Auswahl: {points}",
    "farkle.ui.total": "Gesamt",
    "farkle.ui.goal": "Ziel: {limit}",
    "farkle.ui.final_round": "Letzte Runde",
    "farkle.ui.hot_dice": "Alle Würfel zählen!",
    "farkle.ui.farkle": "Farkle!",
    "farkle.ui.bankrupt": "Bankrott!",
    "farkle.ui.solo_turn": "Zug {turn}",
    "farkle.ui.solo_best.one": "Bestwert: 1 Zug",
    "farkle.ui.solo_best.other": "Bestwert: {turns} Züge",
    # Texte der Spielszene (game/scenes/farkle.py)
    "farkle.scene.bank": "Sichern",
    "farkle.scene.turn": "ZUGPUNKTE",
    "farkle.scene.choose": "Weiterwürfeln oder sichern?",
    "farkle.scene.start_turn": "Würfle, um deinen Zug zu beginnen.",
    "farkle.scene.howto_six": "alle sechs Würfel eines Wurfs",
    "farkle.scene.recent": "letzte Züge",
    "farkle.scene.leads": "{player} liegt {points} Punkte vorn",
    "farkle.scene.level": "Gleichstand vorn: {players} mit {points}",
    "farkle.scene.no_points": "Noch hat niemand Punkte gesichert",
    "farkle.scene.after_keep": "Zugpunkte danach: {points}",
    "farkle.scene.set_aside": "ZUR SEITE GELEGT",
    "farkle.scene.tip_select": "Tippe zählende Würfel an, um sie zur Seite zu legen",
    "farkle.scene.prompt_roll.one": "1 Würfel werfen",
    "farkle.scene.prompt_roll.other": "{count} Würfel werfen",
    "farkle.scene.ai_rolls": "{player} würfelt gleich …",
    "farkle.scene.watching": "{player} ist am Zug …",
    "farkle.scene.hot_sub": "Alle sechs Würfel zählen: Alle noch einmal würfeln",
    "farkle.scene.farkle_sub": "Kein Würfel dieses Wurfs zählt",
    "farkle.scene.farkle_lost": "Die {points} Punkte dieses Zugs sind verloren",
    "farkle.scene.bankrupt_sub": "{player} verliert alle {points} Punkte",
    "farkle.scene.final_sub": "{player} hat {limit} erreicht; alle danach sind noch einmal dran",
    "farkle.scene.wins": "{player} gewinnt!",
    "farkle.scene.tie": "Geteilter Sieg!",
    "farkle.scene.solo_done": "Ziel erreicht!",
    "farkle.scene.solo_turns.one": "in 1 Zug",
    "farkle.scene.solo_turns.other": "in {turns} Zügen",
    "farkle.scene.no_best": "Noch kein persönlicher Rekord",
    "farkle.scene.history": "ZÜGE",
    # das kompakte Layout: die Punkteliste und was langes Drücken erklärt
    "farkle.scene.close_hint": "Zum Schließen irgendwo tippen",
    "farkle.tip.board": "Tippen zeigt Punkte, Fortschritt und letzte Züge aller Spieler.",
    "farkle.tip.roll.one": "Wirft 1 Würfel (ausgewählte Würfel kommen vorher zur Seite).",
    "farkle.tip.roll.other": "Wirft {count} Würfel (ausgewählte Würfel kommen vorher zur Seite).",
    "farkle.tip.bank": "Schreibt dir {points} Punkte gut und beendet deinen Zug.",
    "farkle.tip.die_selected": "Diese {die} ist ausgewählt: Tippe sie noch einmal an, um sie zurückzulegen.",
    "farkle.tip.die_scores": "Diese {die} zählt: Tippe sie an, dann Würfeln oder Sichern.",
    "farkle.tip.die_set": "Diese {die} zählt als Teil von {dice}: Ein Tippen wählt sie zusammen aus, dann Würfeln oder Sichern.",
    "farkle.tip.wait": "{player} ist am Zug: Warte auf deinen Zug.",
    # how to play
    "farkle.howto.1.title": "Das Ziel",
    "farkle.howto.1.body": (
        "Sammle mit sechs Würfeln Punkte, bis jemand das Punktelimit erreicht (5.000, wenn ihr "
        "nichts anderes einstellt).\nIn jedem Zug würfelst du, legst Würfel zur Seite, die Punkte "
        "bringen, und entscheidest: noch einmal riskieren oder das Erreichte sichern."
    ),
    "farkle.howto.2.title": "Was zählt",
    "farkle.howto.2.body": (
        "Eine einzelne 1 bringt 100, eine einzelne 5 bringt 50.\nDrei Gleiche zählen das "
        "Hundertfache der Augenzahl (drei 4er = 400), nur drei 1er zählen 1.000.\nJeder weitere "
        "gleiche Würfel im selben Wurf verdoppelt das: vier 4er = 800, fünf 4er = 1.600, "
        "vier 1er = 2.000."
    ),
    "farkle.howto.3.title": "Große Kombinationen",
    "farkle.howto.3.body": (
        "Dafür braucht es alle sechs Würfel eines Wurfs:\nStraße 1-2-3-4-5-6: 2.000\nDrei "
        "verschiedene Paare: 1.500\nZwei verschiedene Drillinge: 2.500\nKombiniert wird nur "
        "innerhalb eines Wurfs."
    ),
    "farkle.howto.4.title": "Dein Zug",
    "farkle.howto.4.body": (
        "Nach jedem Wurf legst du mindestens einen Würfel zur Seite, der zählt; jeder behaltene "
        "Würfel muss Punkte bringen.\nSichern darfst du, sobald der Zug mehr als 350 wert ist. "
        "Oder du würfelst mit dem Rest weiter – zählt dabei kein Würfel, ist das ein Farkle und "
        "der ganze Zug ist verloren.\nZählen alle sechs Würfel, darfst du mit allen sechs weiterwürfeln."
    ),
    "farkle.howto.5.title": "Bankrott und Spielende",
    "farkle.howto.5.body": (
        "Ist Bankrott eingeschaltet, setzt ein Farkle gleich beim ersten Wurf eines Zugs dein "
        "Konto auf 0.\nErreicht jemand das Limit, kommen die Spieler nach ihm in dieser Runde "
        "noch einmal dran. Der höchste Punktestand gewinnt, bei Gleichstand wird geteilt.\n"
        "Solo: Erreiche das Limit in möglichst wenigen Zügen."
    ),
}
