"""Star Rows strings (EN/DE): name, error reasons, log lines, tasks, results, UI labels, how to play.

Placeholders: {player} is a display name the scene fills in from a seat (events carry
``seat``); {players} a list of names; {row} and {index} a row 1-6 or task 1-6; {dice}
a formatted list of die values; other numbers are plain integers. Counted phrases
(``*.one`` / ``*.other``) go through ``game.i18n.trn`` and get {count}.
"""

EN: dict[str, str] = {
    "starrows.name": "Star Rows",
    "starrows.tagline": "Nine dice, six number rows: fill them and catch the stars.",
    "starrows.setup_note": ("One seat plays solo: collect 15 stars in as few turns as you can."),
    # errors (keys raised by the rules)
    "starrows.err.config": "The game settings are invalid.",
    "starrows.err.players": "Star Rows needs {min} to {max} players.",
    "starrows.err.not_placing": "Roll first; dice are placed after the final roll.",
    "starrows.err.no_row": "There is no row {row}.",
    "starrows.err.has_marker": "Row {row} already has a row marker.",
    "starrows.err.completed_this_turn": "Row {row} was completed this turn; start it again next turn.",
    "starrows.err.no_free_marker": "All {markers} row markers are in use; complete a row to free one.",
    "starrows.err.no_marker": "Row {row} needs a row marker first.",
    "starrows.err.too_few": "The next field of row {row} needs {need} dice showing {row}; you have {have}.",
    "starrows.err.game_over": "The game is over.",
    "starrows.err.rolling": "Wait until the dice have landed.",
    "starrows.err.rolled_already": "The first roll of this turn is done.",
    "starrows.err.not_rerolling": "You cannot reroll now.",
    "starrows.err.reroll_empty": "Choose at least one die to reroll.",
    "starrows.err.not_in_roll": "Those dice are not in the roll.",
    "starrows.err.unknown": "That move does not exist: {action}",
    "starrows.err.not_rolling": "No dice are being rolled.",
    "starrows.err.bad_dice": "That is not a roll of {count} dice.",
    # log lines (one per event type)
    "starrows.log.turn_start": "{player}'s turn (round {round}).",
    "starrows.log.roll": "{player} rolls {count} dice.",
    "starrows.log.rolled": "{player} rolled {dice}.",
    "starrows.log.stop": "{player} keeps {dice} to place.",
    "starrows.log.head_start.one": "Head start for playing later: {players} begins on coin field {fields}.",
    "starrows.log.head_start.other": "Head start for playing later: {players} begin on coin fields {fields}.",
    "starrows.log.mark": "{player} puts a row marker on row {row}.",
    "starrows.log.advance": "{player} uses {used} dice on row {row} (field {field}).",
    "starrows.log.row_done": "{player} completes row {row} and attaches a star (stars: {stars}).",
    "starrows.log.surplus": "Surplus: {count} more dice of row {row} move {player} on the coin row (field {coins}).",
    "starrows.log.bonus": "{player} is number {place} ({amount} extra coin fields, now on field {coins}).",
    "starrows.log.bonus.row": "{player} is the {place} to complete row {index}: {amount} extra coin fields.",
    "starrows.log.bonus.task": "{player} is the {place} to fulfil task {index}: {amount} extra coin fields.",
    "starrows.place.1": "first",
    "starrows.place.2": "second",
    "starrows.log.coin_star": "{player} reaches the star on coin field {field} (stars: {stars}).",
    "starrows.log.task": "{player} fulfils task {task} (stars: {stars}).",
    "starrows.log.turn_end": "{player} ends the turn (stars: {stars}).",
    "starrows.log.final_round": "{player} has {stars} stars: last round!",
    "starrows.log.game_over": "Game over.",
    "starrows.log.win": "{player} wins.",
    "starrows.log.tie": "Shared win: {players}.",
    "starrows.log.solo_done": "15 stars in {turns} turns.",
    # the six tasks
    "starrows.task.1": "Complete 2 rows in total",
    "starrows.task.2": "Complete 5 rows in total",
    "starrows.task.3": "A final roll showing all six numbers",
    "starrows.task.4": "A final roll with at least 5 dice of one number",
    "starrows.task.5": "Advance 3 different rows in one turn",
    "starrows.task.6": "Complete 2 rows in one turn",
    # results
    "starrows.detail": "{stars} stars, coin field {coins}, {rows} rows, {tasks} tasks, {turns} turns",
    "starrows.result.win": "Most stars: {stars}.",
    "starrows.result.coins": "Equal stars ({stars}); the coin row decides: field {coins}.",
    "starrows.result.tie": "Equal stars ({stars}) and equal coin fields share the win.",
    "starrows.result.solo": "You collected {goal} stars in {turns} turns.",
    "starrows.result.solo_limit": "Time is up after {turns} turns with {stars} of {goal} stars.",
    # table labels
    "starrows.ui.roll": "Roll",
    "starrows.ui.reroll": "Reroll",
    "starrows.ui.stop": "Keep this roll",
    "starrows.ui.stop_short": "Keep",
    "starrows.ui.end": "End turn",
    "starrows.ui.star_tray": "Star tray",
    "starrows.ui.coin_row": "Coin row",
    "starrows.ui.coin_row_short": "Coins",
    "starrows.ui.tasks": "Tasks",
    "starrows.ui.final_round": "Last round",
    "starrows.ui.first": "1st",
    "starrows.ui.second": "2nd",
    "starrows.ui.goal": "Goal: {goal} stars",
    "starrows.ui.solo_turn": "Turn {turn}",
    "starrows.ui.solo_best": "Best: {turns} turns",
    "starrows.ui.preview": "Uses {used} dice, field {field} of 3",
    "starrows.ui.preview_done": "Completes the row: stars +{stars}, coin fields +{coins}",
    "starrows.ui.rerolls_left.one": "{count} reroll left",
    "starrows.ui.rerolls_left.other": "{count} rerolls left",
    "starrows.ui.markers_free.one": "{count} free row marker",
    "starrows.ui.markers_free.other": "{count} free row markers",
    "starrows.ui.stars.one": "{count} star",
    "starrows.ui.stars.other": "{count} stars",
    "starrows.ui.dice_lost.one": "{count} die is lost",
    "starrows.ui.dice_lost.other": "{count} dice are lost",
    # how to play
    "starrows.howto.1.title": "The goal",
    "starrows.howto.1.body": (
        "Collect stars. You earn them by filling number rows with dice, by fulfilling tasks "
        "and by moving along the coin row. When someone has 15 stars, the round is played to "
        "its end and the player with the most stars wins; equal stars are decided by the "
        "coin row. Alone, you try to reach 15 stars in as few turns as possible."
    ),
    "starrows.howto.2.title": "Rolling",
    "starrows.howto.2.body": (
        "Each turn you roll all nine dice. Twice you may put any dice aside and roll the "
        "others again, or keep the roll as it is. The third roll is always final."
    ),
    "starrows.howto.3.title": "Number rows and markers",
    "starrows.howto.3.body": (
        "You have one row for each number. A row has three fields that take 2, 3 and 4 dice "
        "of its number. Dice only go into a row with one of your three row markers on it; "
        "put a free marker on any row while placing. A marker stays until its row is complete. "
        "Place in any order you like; dice you cannot use are lost."
    ),
    "starrows.howto.4.title": "Completing a row",
    "starrows.howto.4.body": (
        "Filling the last field earns a star and frees the marker at once, so it can start "
        "another row in the same turn. The row starts over empty from your next turn. Every "
        "leftover die of that number moves you one field on the coin row. The first player "
        "to complete a number row gets 2 extra coin fields, the second 1."
    ),
    "starrows.howto.5.title": "Tasks and the coin row",
    "starrows.howto.5.body": (
        "After placing, each task you fulfil for the first time earns a star: complete 2 rows, "
        "complete 5 rows, a final roll with all six numbers, a final roll with five of a kind, "
        "advance 3 rows in one turn, complete 2 rows in one turn. Being first or second to a "
        "task also gives 2 or 1 extra coin fields. Every fifth field of the coin row holds a "
        "star: reaching or passing it earns that star. To make up for the start player's head "
        "start in these races, later players begin further along the coin row: with two "
        "players the second on field 1; with three the others on 2 and 3; with four on 1, 2 and 3."
    ),
    "starrows.howto.6.title": "About this game",
    "starrows.howto.6.body": (
        "Star Rows is our completion of a rule-book fragment: the fragment tells of number rows, "
        "row markers, stars, surplus dice on a coin row, first and second bonuses and the last "
        "round at 15 stars; its dice pictures and numbers were lost. The rest is our design, "
        "tuned by thousands of simulated games. New rules of ours: nine dice, three fields "
        "needing 2, 3 and 4 dice, three row markers, two rerolls, the six tasks, a star on every "
        "fifth coin field, and a head start on the coin row for later seats (1 to 3 fields)."
    ),
    # scene
    "starrows.scene.held": "Kept",
    "starrows.scene.prompt_roll": "Roll the {count} dice to start your turn.",
    "starrows.scene.ai_rolls": "{player} is about to roll.",
    "starrows.scene.watching": "{player} is playing this turn.",
    "starrows.scene.start_turn": "Roll all nine dice (Enter)",
    "starrows.scene.pick": "Click dice to throw again (1-9)",
    "starrows.scene.reroll_n": "Reroll {count}",
    "starrows.scene.reroll_keep": "Throw {count} again, keep {kept}",
    "starrows.scene.kept_fit": "Kept dice already fit row {rows}",
    "starrows.scene.kept_none": "Kept dice alone fit no row yet",
    "starrows.scene.place": "Click a die group or a row to place dice (keys 1-6, or arrows and Enter)",
    "starrows.scene.all_used": "no dice are lost",
    "starrows.scene.on_end": "End turn (E): {what}.",
    "starrows.scene.board_of": "{player}'s board",
    "starrows.scene.task_rule": "each +1 star; 1st +2, 2nd +1 coin fields",
    "starrows.scene.coin_short": "coin field {field}",
    "starrows.scene.no_best": "No best yet",
    "starrows.scene.final_sub": "{player} has {stars} stars: everyone after plays once more.",
    "starrows.scene.wins": "{player} wins!",
    "starrows.scene.tie": "Shared win!",
    "starrows.scene.solo_done": "{stars} stars!",
    "starrows.scene.solo_turns": "in {turns} turns",
    "starrows.scene.howto_busy": "All three markers busy: the four 6s are lost.",
    "starrows.scene.howto_first": "+2 (1st)",
    "starrows.scene.howto_coins": "{fields} coin fields in all",
    # compact (phone) layout: worded for touch, and what a long press explains
    "starrows.compact.start_turn": "Roll all nine dice",
    "starrows.compact.pick": "Tap dice to throw them again",
    "starrows.compact.place": "Tap a die group or a row to place",
    "starrows.compact.on_end": "End turn: {what}.",
    "starrows.compact.tap_more": "tap for details",
    "starrows.compact.boards_tap": "all boards ›",
    "starrows.compact.boards": "Every player's board",
    "starrows.compact.close": "Tap anywhere to close",
    "starrows.compact.task_done": "Fulfilled by {players}.",
    "starrows.compact.task_open": "Nobody has fulfilled it yet.",
    "starrows.long.die_reroll": "A {value}. Tap it to throw it again; the dice you leave are kept.",
    "starrows.long.die_place": "A {value}: tap it to place your {value}s on row {value}.",
    "starrows.long.row": "Row {row}: its three fields take 2, 3 and 4 dice showing {row}; {filled} of 3 filled.",
    "starrows.long.row_marker": "A row marker is on it.",
    "starrows.long.row_free": "No row marker yet: placing puts a free one on it first.",
    "starrows.long.row_stars": "Completed {count} times.",
    "starrows.long.row_first": "First to complete it: {players}.",
    "starrows.long.task": "Task {task}: {text}. Each earns 1 star; the 1st gets 2, the 2nd 1 extra coin field.",
    "starrows.long.coins": (
        "Coin row: {player} is on field {field}. Leftover dice of a completed row and the first and "
        "second bonuses move you on; every fifth field holds a star."
    ),
    "starrows.long.stars": "{player} has {stars} of {goal} stars.",
    "starrows.long.markers": "{count} of 3 row markers are free.",
    "starrows.long.players": "Tap to see every player's whole board.",
}

DE: dict[str, str] = {
    "starrows.name": "Sternenreihen",
    "starrows.tagline": "Neun Würfel, sechs Zahlenreihen: füllen und Sterne sammeln.",
    "starrows.setup_note": "Ein Platz spielt allein: sammle 15 Sterne in möglichst wenigen Zügen.",
    # Fehler
    "starrows.err.config": "Die Spieleinstellungen sind ungültig.",
    "starrows.err.players": "Sternenreihen braucht {min} bis {max} Spieler.",
    "starrows.err.not_placing": "Erst würfeln; eingesetzt wird nach dem letzten Wurf.",
    "starrows.err.no_row": "Eine Reihe {row} gibt es nicht.",
    "starrows.err.has_marker": "Auf Reihe {row} liegt schon ein Reihenmarker.",
    "starrows.err.completed_this_turn": (
        "Reihe {row} wurde in diesem Zug beendet; beginne sie im nächsten Zug neu."
    ),
    "starrows.err.no_free_marker": "Alle {markers} Reihenmarker sind belegt; beende eine Reihe, um einen frei zu bekommen.",
    "starrows.err.no_marker": "Reihe {row} braucht zuerst einen Reihenmarker.",
    "starrows.err.too_few": "Das nächste Feld von Reihe {row} braucht {need} Würfel mit {row}; du hast {have}.",
    "starrows.err.game_over": "Das Spiel ist vorbei.",
    "starrows.err.rolling": "Warte, bis die Würfel liegen.",
    "starrows.err.rolled_already": "Der erste Wurf dieses Zugs ist schon gemacht.",
    "starrows.err.not_rerolling": "Jetzt kannst du nicht neu würfeln.",
    "starrows.err.reroll_empty": "Wähle mindestens einen Würfel zum Neuwürfeln.",
    "starrows.err.not_in_roll": "Diese Würfel liegen nicht im Wurf.",
    "starrows.err.unknown": "Diesen Zug gibt es nicht: {action}",
    "starrows.err.not_rolling": "Gerade wird nicht gewürfelt.",
    "starrows.err.bad_dice": "Das ist kein Wurf mit {count} Würfeln.",
    # Protokoll
    "starrows.log.turn_start": "{player} ist am Zug (Runde {round}).",
    "starrows.log.roll": "{player} würfelt mit {count} Würfeln.",
    "starrows.log.rolled": "{player} hat {dice} gewürfelt.",
    "starrows.log.stop": "{player} behält {dice} zum Einsetzen.",
    "starrows.log.head_start.one": "Ausgleich fürs spätere Drankommen: {players} beginnt auf Münzfeld {fields}.",
    "starrows.log.head_start.other": (
        "Ausgleich fürs spätere Drankommen: {players} beginnen auf den Münzfeldern {fields}."
    ),
    "starrows.log.mark": "{player} legt einen Reihenmarker auf Reihe {row}.",
    "starrows.log.advance": "{player} setzt {used} Würfel in Reihe {row} ein (Feld {field}).",
    "starrows.log.row_done": "{player} beendet Reihe {row} und legt einen Stern an (Sterne: {stars}).",
    "starrows.log.surplus": "Überhang: {count} weitere Würfel der Reihe {row} bringen {player} auf der Münzreihe voran (Feld {coins}).",
    "starrows.log.bonus": "{player} ist Nummer {place} ({amount} Münzfelder extra, jetzt auf Feld {coins}).",
    "starrows.log.bonus.row": "{player} beendet Reihe {index} an {place} Stelle: {amount} Münzfelder extra.",
    "starrows.log.bonus.task": "{player} erfüllt Aufgabe {index} an {place} Stelle: {amount} Münzfelder extra.",
    "starrows.place.1": "erster",
    "starrows.place.2": "zweiter",
    "starrows.log.coin_star": "{player} erreicht den Stern auf Münzfeld {field} (Sterne: {stars}).",
    "starrows.log.task": "{player} erfüllt Aufgabe {task} (Sterne: {stars}).",
    "starrows.log.turn_end": "{player} beendet den Zug (Sterne: {stars}).",
    "starrows.log.final_round": "{player} hat {stars} Sterne: letzte Runde!",
    "starrows.log.game_over": "Spielende.",
    "starrows.log.win": "{player} gewinnt.",
    "starrows.log.tie": "Geteilter Sieg: {players}.",
    "starrows.log.solo_done": "15 Sterne in {turns} Zügen.",
    # Aufgaben
    "starrows.task.1": "Insgesamt 2 Reihen beenden",
    "starrows.task.2": "Insgesamt 5 Reihen beenden",
    "starrows.task.3": "Ein letzter Wurf mit allen sechs Zahlen",
    "starrows.task.4": "Ein letzter Wurf mit mindestens 5 gleichen Zahlen",
    "starrows.task.5": "3 verschiedene Reihen in einem Zug voranbringen",
    "starrows.task.6": "2 Reihen in einem Zug beenden",
    # Ergebnis
    "starrows.detail": "{stars} Sterne, Münzfeld {coins}, {rows} Reihen, {tasks} Aufgaben, {turns} Züge",
    "starrows.result.win": "Die meisten Sterne: {stars}.",
    "starrows.result.coins": "Gleich viele Sterne ({stars}); die Münzreihe entscheidet: Feld {coins}.",
    "starrows.result.tie": "Gleich viele Sterne ({stars}) und gleich weit auf der Münzreihe: geteilter Sieg.",
    "starrows.result.solo": "Du hast {goal} Sterne in {turns} Zügen gesammelt.",
    "starrows.result.solo_limit": "Die Zeit ist nach {turns} Zügen um: {stars} von {goal} Sternen.",
    # Tisch
    "starrows.ui.roll": "Würfeln",
    "starrows.ui.reroll": "Neu würfeln",
    "starrows.ui.stop": "Wurf behalten",
    "starrows.ui.stop_short": "Behalten",
    "starrows.ui.end": "Zug beenden",
    "starrows.ui.star_tray": "Sternablage",
    "starrows.ui.coin_row": "Münzreihe",
    "starrows.ui.coin_row_short": "Münzen",
    "starrows.ui.tasks": "Aufgaben",
    "starrows.ui.final_round": "Letzte Runde",
    "starrows.ui.first": "1.",
    "starrows.ui.second": "2.",
    "starrows.ui.goal": "Ziel: {goal} Sterne",
    "starrows.ui.solo_turn": "Zug {turn}",
    "starrows.ui.solo_best": "Bestwert: {turns} Züge",
    "starrows.ui.preview": "Braucht {used} Würfel, Feld {field} von 3",
    "starrows.ui.preview_done": "Beendet die Reihe: Sterne +{stars}, Münzfelder +{coins}",
    "starrows.ui.rerolls_left.one": "Noch {count} Wurf",
    "starrows.ui.rerolls_left.other": "Noch {count} Würfe",
    "starrows.ui.markers_free.one": "{count} freier Reihenmarker",
    "starrows.ui.markers_free.other": "{count} freie Reihenmarker",
    "starrows.ui.stars.one": "{count} Stern",
    "starrows.ui.stars.other": "{count} Sterne",
    "starrows.ui.dice_lost.one": "{count} Würfel verfällt",
    "starrows.ui.dice_lost.other": "{count} Würfel verfallen",
    # Spielanleitung
    "starrows.howto.1.title": "Das Ziel",
    "starrows.howto.1.body": (
        "Sammle Sterne. Du bekommst sie, wenn du Zahlenreihen mit Würfeln füllst, Aufgaben "
        "erfüllst und auf der Münzreihe vorankommst. Hat jemand 15 Sterne, wird die Runde zu "
        "Ende gespielt, und wer die meisten Sterne hat, gewinnt; bei Gleichstand entscheidet "
        "die Münzreihe. Allein versuchst du, 15 Sterne in möglichst wenigen Zügen zu erreichen."
    ),
    "starrows.howto.2.title": "Würfeln",
    "starrows.howto.2.body": (
        "In jedem Zug würfelst du mit allen neun Würfeln. Zweimal darfst du beliebige Würfel "
        "zur Seite legen und die übrigen neu würfeln oder den Wurf so lassen. Der dritte Wurf "
        "gilt immer."
    ),
    "starrows.howto.3.title": "Zahlenreihen und Marker",
    "starrows.howto.3.body": (
        "Du hast eine Reihe für jede Zahl. Jede Reihe hat drei Felder, die 2, 3 und 4 Würfel "
        "ihrer Zahl brauchen. Würfel kommen nur in eine Reihe, auf der einer deiner drei "
        "Reihenmarker liegt; einen freien Marker legst du beim Einsetzen auf eine beliebige "
        "Reihe. Ein Marker bleibt liegen, bis seine Reihe fertig ist. Die Reihenfolge beim "
        "Einsetzen ist egal; Würfel, die du nicht nutzen kannst, verfallen."
    ),
    "starrows.howto.4.title": "Eine Reihe beenden",
    "starrows.howto.4.body": (
        "Wer das letzte Feld füllt, bekommt einen Stern, und der Marker wird sofort frei, "
        "sodass er im selben Zug eine andere Reihe beginnen kann. Die Reihe beginnt ab deinem "
        "nächsten Zug wieder leer. Jeder übrige Würfel dieser Zahl bringt dich ein Feld auf der "
        "Münzreihe weiter. Wer eine Zahlenreihe als Erster beendet, zieht 2 Münzfelder extra, "
        "wer es als Zweiter schafft, 1."
    ),
    "starrows.howto.5.title": "Aufgaben und Münzreihe",
    "starrows.howto.5.body": (
        "Nach dem Einsetzen bringt jede Aufgabe, die du zum ersten Mal erfüllst, einen Stern: "
        "2 Reihen beenden, 5 Reihen beenden, ein letzter Wurf mit allen sechs Zahlen, ein "
        "letzter Wurf mit fünf gleichen Zahlen, 3 Reihen in einem Zug voranbringen, 2 Reihen "
        "in einem Zug beenden. Wer eine Aufgabe als Erster oder Zweiter erfüllt, zieht außerdem "
        "2 oder 1 Münzfelder extra. Jedes fünfte Feld der Münzreihe trägt einen Stern: Wer es "
        "erreicht oder überquert, bekommt ihn. Als Ausgleich für den Vorsprung des Startspielers "
        "bei diesen Wettläufen beginnen spätere Spieler weiter vorn auf der Münzreihe: zu zweit "
        "der zweite auf Feld 1, zu dritt die anderen auf 2 und 3, zu viert auf 1, 2 und 3."
    ),
    "starrows.howto.6.title": "Über dieses Spiel",
    "starrows.howto.6.body": (
        "Sternenreihen ist unsere Vervollständigung eines Regelheft-Bruchstücks: Es erzählt von "
        "Zahlenreihen, Reihenmarkern, Sternen, überzähligen Würfeln auf einer Münzreihe, Boni für "
        "Erste und Zweite und der letzten Runde ab 15 Sternen; seine Würfelbilder und Zahlen "
        "fehlen. Der Rest ist unser Entwurf, abgestimmt mit Tausenden simulierter Partien. Neue "
        "Regeln von uns: neun Würfel, drei Felder für 2, 3 und 4 Würfel, drei Reihenmarker, zwei "
        "Neuwürfe, die sechs Aufgaben, ein Stern auf jedem fünften Münzfeld und ein Vorsprung auf "
        "der Münzreihe für spätere Plätze (1 bis 3 Felder)."
    ),
    # Tisch
    "starrows.scene.held": "Behalten",
    "starrows.scene.prompt_roll": "Wirf die {count} Würfel, um deinen Zug zu beginnen.",
    "starrows.scene.ai_rolls": "{player} würfelt gleich.",
    "starrows.scene.watching": "{player} ist am Zug.",
    "starrows.scene.start_turn": "Alle neun Würfel werfen (Enter)",
    "starrows.scene.pick": "Zum Neuwerfen antippen (1-9)",
    "starrows.scene.reroll_n": "{count} neu werfen",
    "starrows.scene.reroll_keep": "{count} neu werfen, {kept} behalten",
    "starrows.scene.kept_fit": "Behaltene passen schon in Reihe {rows}",
    "starrows.scene.kept_none": "Behaltene allein passen noch nirgends",
    "starrows.scene.place": "Würfelgruppe oder Reihe anklicken (Tasten 1-6 oder Pfeile und Enter)",
    "starrows.scene.all_used": "kein Würfel verfällt",
    "starrows.scene.on_end": "Zug beenden (E): {what}.",
    "starrows.scene.board_of": "Tableau von {player}",
    "starrows.scene.task_rule": "je +1 Stern; 1. +2, 2. +1 Münzfelder",
    "starrows.scene.coin_short": "Münzfeld {field}",
    "starrows.scene.no_best": "Noch kein Bestwert",
    "starrows.scene.final_sub": "{player} hat {stars} Sterne: alle danach spielen noch einmal.",
    "starrows.scene.wins": "{player} gewinnt!",
    "starrows.scene.tie": "Geteilter Sieg!",
    "starrows.scene.solo_done": "{stars} Sterne!",
    "starrows.scene.solo_turns": "in {turns} Zügen",
    "starrows.scene.howto_busy": "Alle drei Marker belegt: die vier 6er verfallen.",
    "starrows.scene.howto_first": "+2 (1.)",
    "starrows.scene.howto_coins": "{fields} Münzfelder insgesamt",
    # kompaktes Layout (Handy)
    "starrows.compact.start_turn": "Alle neun Würfel werfen",
    "starrows.compact.pick": "Würfel zum Neuwerfen antippen",
    "starrows.compact.place": "Würfelgruppe oder Reihe antippen",
    "starrows.compact.on_end": "Zug beenden: {what}.",
    "starrows.compact.tap_more": "antippen: Details",
    "starrows.compact.boards_tap": "alle Tableaus ›",
    "starrows.compact.boards": "Die Tableaus aller Spieler",
    "starrows.compact.close": "Zum Schließen irgendwo tippen",
    "starrows.compact.task_done": "Erfüllt von {players}.",
    "starrows.compact.task_open": "Noch niemand hat sie erfüllt.",
    "starrows.long.die_reroll": "Eine {value}. Antippen, um sie neu zu werfen; die übrigen Würfel bleiben liegen.",
    "starrows.long.die_place": "Eine {value}: antippen, um deine {value}er in Reihe {value} einzusetzen.",
    "starrows.long.row": "Reihe {row}: ihre drei Felder brauchen 2, 3 und 4 Würfel mit {row}; {filled} von 3 gefüllt.",
    "starrows.long.row_marker": "Ein Reihenmarker liegt darauf.",
    "starrows.long.row_free": "Noch kein Reihenmarker: beim Einsetzen kommt zuerst ein freier darauf.",
    "starrows.long.row_stars": "{count}-mal beendet.",
    "starrows.long.row_first": "Als Erste beendet: {players}.",
    "starrows.long.task": (
        "Aufgabe {task}: {text}. Jede bringt 1 Stern; der 1. zieht 2, der 2. 1 Münzfeld extra."
    ),
    "starrows.long.coins": (
        "Münzreihe: {player} steht auf Feld {field}. Übrige Würfel einer beendeten Reihe und die Boni "
        "für Erste und Zweite bringen dich voran; jedes fünfte Feld trägt einen Stern."
    ),
    "starrows.long.stars": "{player} hat {stars} von {goal} Sternen.",
    "starrows.long.markers": "{count} von 3 Reihenmarkern sind frei.",
    "starrows.long.players": "Antippen, um die ganzen Tableaus aller Spieler zu sehen.",
}
