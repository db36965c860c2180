"""Buttons strings (EN/DE): name, options, error reasons, log lines, UI labels, how to play.

Placeholders: {player} is the display name of the event's ``seat`` (for
``round_start`` the ``starter``); {a}/{b} in explanations are seat names too.
{colour} is the translated colour name (``buttons.colour.<name>``), {colours} a
joined list of them. Cells are shown as ({row},{col}) with row = white die.
Counted phrases use ``game.i18n.trn(key, n)`` with ``.one``/``.other``.
A ``placed`` event with ``gold`` true is logged with ``buttons.log.placed_gold``;
{plain} in ``rolled`` is the joined list of plain dice; {names} in ``game_over``
the joined winner names.
"""

EN: dict[str, str] = {
    "buttons.name": "Buttons",
    "buttons.tagline": "Place buttons where the dice cross, stop in time, turn them into stars.",
    # setup options
    "buttons.opt.boards": "Boards",
    "buttons.opt.boards.random": "Random boards",
    "buttons.opt.boards.fixed": "Fixed (board 1, 2, 3, 4 in seat order)",
    # colours
    "buttons.colour.red": "red",
    "buttons.colour.yellow": "yellow",
    "buttons.colour.green": "green",
    "buttons.colour.blue": "blue",
    # configuration errors
    "buttons.err.config": "These settings are not valid.",
    "buttons.err.players": "Buttons needs {min} to {max} players.",
    "buttons.err.boards": "Unknown board choice.",
    # illegal actions
    "buttons.err.bad_action": "That move is not understood.",
    "buttons.err.game_over": "The game is over.",
    "buttons.err.rolling": "Wait until the dice have landed.",
    "buttons.err.not_rolling": "No dice are being rolled.",
    "buttons.err.bad_dice": "That is not a roll of the white die, the gold die and {count} plain dice.",
    "buttons.err.roll_first": "Roll the dice or opt out first.",
    "buttons.err.must_place": "You rolled, so you must place a button.",
    "buttons.err.place_first": "Place your button first.",
    "buttons.err.gold_first": "Place a button on the gold cell or pass.",
    "buttons.err.stars_first": "Place your remaining stars first ({left} left).",
    "buttons.err.opt_out_empty": "You can opt out only once you have a button on your board this round.",
    "buttons.err.not_white_row": "Row {row} is the wrong row: the white die shows {white}.",
    "buttons.err.not_rolled": "Column {col} was not rolled.",
    "buttons.err.not_gold": "On another player's roll you may only use the gold die's column {gold}, not {col}.",
    "buttons.err.button_there": "({row},{col}) already holds your button.",
    "buttons.err.star_there": "({row},{col}) already holds a star.",
    "buttons.err.adjacent": "({row},{col}) is next to your button at ({row2},{col2}).",
    "buttons.err.star_not_button": "A star can only replace one of your buttons of this round; ({row},{col}) has none.",
    # play prompts and labels
    "buttons.ui.roll": "Roll",
    "buttons.ui.opt_out": "Opt out",
    "buttons.ui.pass": "Pass",
    "buttons.ui.auto_stars": "Auto",
    "buttons.ui.place": "Place a button in row {row}: pick one of the rolled columns.",
    "buttons.ui.gold": "{player} rolled. Use ({row},{col}) for yourself, or pass?",
    "buttons.ui.bust_chance": "Chance to bust if you roll now: {percent}%",
    "buttons.ui.bonus": "Bonus colours: {colours}",
    "buttons.ui.dice_in_play.one": "{count} plain die in play",
    "buttons.ui.dice_in_play.other": "{count} plain dice in play",
    "buttons.ui.earn_now.one": "Opting out now earns {count} star.",
    "buttons.ui.earn_now.other": "Opting out now earns {count} stars.",
    "buttons.ui.stars_left.one": "Choose {count} more button to turn into a star.",
    "buttons.ui.stars_left.other": "Choose {count} more buttons to turn into stars.",
    "buttons.ui.status.in": "in the round",
    "buttons.ui.status.opted": "opted out",
    "buttons.ui.status.bust": "bust",
    "buttons.ui.round": "Round {round}",
    "buttons.ui.stars": "Stars: {count}",
    # game log (one line per event type)
    "buttons.log.round_start": "Round {round}: {player} holds red and starts.",
    "buttons.log.turn_start": "{player}'s turn.",
    "buttons.log.roll": "{player} rolls.",
    "buttons.log.rolled": "{player} rolled white {white}, gold {gold}, plain {plain}.",
    "buttons.log.placed": "{player} places a {colour} button on ({row},{col}).",
    "buttons.log.placed_gold": "{player} uses the gold die: a {colour} button on ({row},{col}).",
    "buttons.log.passed": "{player} leaves ({row},{col}) free.",
    "buttons.log.bust": "Bust! {player} has no free cell in row {row}; this round's buttons go back.",
    "buttons.log.opted_out": "{player} opts out and earns stars: {earned}.",
    "buttons.log.star_placed": "{player} places a star on ({row},{col}).",
    "buttons.log.round_end": "Round {round} is over.",
    "buttons.log.bonus_passed": "The bonus cards move on to the next player.",
    "buttons.log.game_over": "The game is over. Winner: {names}.",
    # results
    "buttons.detail": "{stars} stars (per round: {rounds})",
    "buttons.detail.line": "{stars} stars with a line of five (per round: {rounds})",
    "buttons.expl.line": "{a} has five stars in a line, {b} does not.",
    "buttons.expl.more_line": "{a} and {b} both have a line of five; {a} has more stars ({x} to {y}).",
    "buttons.expl.tie_line": "{a} and {b} both have a line of five and {x} stars; they share the place.",
    "buttons.expl.more": "{a} has {x} stars, {b} has {y}.",
    "buttons.expl.tie": "{a} and {b} both have {x} stars and share the place.",
    # how to play
    "buttons.howto.1.title": "The goal",
    "buttons.howto.1.body": (
        "Everyone has a board of 36 coloured cells. Collect stars on it: five stars in one unbroken row "
        "or column win at once. Otherwise the game ends after the round in which someone reaches 12 stars, "
        "and the most stars win. Equal results share the place."
    ),
    "buttons.howto.2.title": "Rolling",
    "buttons.howto.2.body": (
        "On your turn you roll the white die (the row), the gold black die and the plain black dice still "
        "in play (the columns). You must put a button where the white row meets one black column. "
        "Everyone else still in the round may put a button where the white row meets the gold column."
    ),
    "buttons.howto.3.title": "Where buttons may go",
    "buttons.howto.3.body": (
        "A cell must be free of buttons and stars, and it may not touch one of your own buttons of this "
        "round side by side (diagonals are fine, stars never block). If the roll gives you no such cell, "
        "you bust: your buttons of this round go back and you are out of the round."
    ),
    "buttons.howto.4.title": "Stopping in time",
    "buttons.howto.4.body": (
        "Instead of rolling you may opt out once you have a button. You earn 1 star, plus 1 for every "
        "colour with at least 3 buttons, plus 1 more if that colour is one of your bonus colours. You "
        "choose which of your buttons turn into stars. Whoever leaves the round, by stopping or busting, "
        "takes a plain die out of play (two in a two-player game), so the last players roll fewer dice."
    ),
    "buttons.howto.5.title": "Rounds and bonus cards",
    "buttons.howto.5.body": (
        "When nobody is left in the round, all buttons go back and the bonus cards move one player on; "
        "whoever then holds red starts the next round. Tip: columns of five are easier than rows, because "
        "you choose the column but not the row. The hint shows the exact chance of busting on your next roll."
    ),
    # the scene: buttons, prompts, banners, how-to captions
    "buttons.scene.place": "Place",
    "buttons.scene.place_at": "Place ({row},{col})",
    "buttons.scene.choice": "Your choice, {name}: place at ({row},{col}) or pass.",
    "buttons.scene.choice_short": "Your choice, {name}",
    "buttons.scene.ai_gold": "{name} decides about ({row},{col}) …",
    "buttons.scene.turn": "{name}: roll again, or opt out and turn buttons into stars.",
    "buttons.scene.turn_first": "{name}: roll the dice.",
    "buttons.scene.bust": "Bust!",
    "buttons.scene.bust_sub": "{player}: no free cell in row {row}",
    "buttons.scene.opted": "{player} opts out",
    "buttons.scene.opted_sub": "{base} for stopping + {sets} for colours + {bonus} bonus = {total} ★",
    "buttons.scene.bonus": "bonus",
    "buttons.scene.risk": "bust",
    "buttons.scene.round_over": "Round {round} is over",
    "buttons.scene.next_round": "Next round (Enter)",
    "buttons.scene.summary_sub": "What happened to everyone this round; the bonus cards have moved on.",
    "buttons.scene.summary_seat": "Player",
    "buttons.scene.summary_round": "This round",
    "buttons.scene.summary_stars": "Stars",
    "buttons.scene.summary_bonus": "Bonus",
    "buttons.scene.summary_bust.one": "Bust in row {row}: 1 button back",
    "buttons.scene.summary_bust.other": "Bust in row {row}: {count} buttons back",
    "buttons.scene.summary_opted.one": "Opted out: 1 star home",
    "buttons.scene.summary_opted.other": "Opted out: {count} stars home",
    "buttons.scene.summary_none": "Still in at the end",
    "buttons.scene.wins": "{player} wins!",
    "buttons.scene.tie": "A shared win!",
    "buttons.scene.by_line": "Five stars in a line",
    "buttons.scene.by_stars": "Most stars: {count}",
    "buttons.scene.howto.1": "Left: five stars in column 3, a line that wins. Right: row 4 is a gap, no line.",
    "buttons.scene.howto.2": "White 4, black 2 (gold), 3, 4, 4: you may use (4,2), (4,3) or (4,4); the others only the gold cell (4,2).",
    "buttons.scene.howto.3": "Left: your button on (4,3) blocks the cells beside it. Right: this roll offers only blocked cells: bust.",
    "buttons.scene.howto.4": "3 red, 4 blue, 1 green, bonus colour red: 1 + 2 + 1 = 4 stars.",
    "buttons.scene.howto.stop": "Opting out",
    "buttons.scene.howto.5": "Bonus cards move on each round. Tip: build a column, because you choose the column; the row is luck.",
    # compact (phone) layout: the board shown large, long-press tips
    "buttons.scene.next_round_tap": "Next round",
    "buttons.ui.close_board": "Tap anywhere to go back to the table",
    "buttons.tip.cell_empty": "({row},{col}) {colour}: empty.",
    "buttons.tip.cell_button": "({row},{col}) {colour}: a button of this round.",
    "buttons.tip.cell_star": "({row},{col}) {colour}: a star.",
    "buttons.tip.may_place": "You may place a button here.",
    "buttons.tip.may_star": "This button may become a star.",
    "buttons.tip.seat": "{name}: {status}, stars: {stars}.",
    "buttons.tip.bonus": "Bonus cards: {colours} (one more star for 3 buttons of that colour).",
    "buttons.tip.taken.one": "{count} plain die taken out of play.",
    "buttons.tip.taken.other": "{count} plain dice taken out of play.",
    "buttons.tip.tap_board": "Tap to see the board large.",
    "buttons.tip.roll": "Roll the white die, the gold die and the plain dice in play.",
    "buttons.tip.opt_out": "Stop for this round and turn buttons into stars.",
    "buttons.tip.pass": "Leave the gold cell free.",
    "buttons.tip.place": "Put a button on the gold cell.",
    "buttons.tip.auto": "Turn the buttons the game suggests into stars.",
    "buttons.tip.die_white": "White die {value}: this roll's buttons go in row {value}.",
    "buttons.tip.die_gold": "Gold die {value}: column {value}, for every player still in the round.",
    "buttons.tip.die_plain": "Plain die {value}: column {value}, for the player who rolled only.",
}

DE: dict[str, str] = {
    "buttons.name": "Knöpfe",
    "buttons.tagline": "Knöpfe, wo die Würfel sich kreuzen – rechtzeitig aufhören, Sterne sammeln.",
    # setup options
    "buttons.opt.boards": "Spielpläne",
    "buttons.opt.boards.random": "Zufällige Pläne",
    "buttons.opt.boards.fixed": "Fest (Plan 1, 2, 3, 4 nach Sitzplatz)",
    # colours
    "buttons.colour.red": "rot",
    "buttons.colour.yellow": "gelb",
    "buttons.colour.green": "grün",
    "buttons.colour.blue": "blau",
    # configuration errors
    "buttons.err.config": "Diese Einstellungen sind ungültig.",
    "buttons.err.players": "Knöpfe braucht {min} bis {max} Spieler.",
    "buttons.err.boards": "Unbekannte Auswahl der Spielpläne.",
    # illegal actions
    "buttons.err.bad_action": "Dieser Zug ist unverständlich.",
    "buttons.err.game_over": "Das Spiel ist vorbei.",
    "buttons.err.rolling": "Warte, bis die Würfel liegen.",
    "buttons.err.not_rolling": "Es wird gerade nicht gewürfelt.",
    "buttons.err.bad_dice": "Das ist kein Wurf aus weißem Würfel, Goldwürfel und {count} einfachen Würfeln.",
    "buttons.err.roll_first": "Würfle zuerst oder steig aus.",
    "buttons.err.must_place": "Du hast gewürfelt, also musst du einen Knopf setzen.",
    "buttons.err.place_first": "Setze zuerst deinen Knopf.",
    "buttons.err.gold_first": "Setze einen Knopf auf das Goldfeld oder passe.",
    "buttons.err.stars_first": "Setze zuerst deine übrigen Sterne ({left} übrig).",
    "buttons.err.opt_out_empty": "Aussteigen kannst du erst, wenn in dieser Runde ein Knopf auf deinem Plan liegt.",
    "buttons.err.not_white_row": "Zeile {row} ist die falsche: Der weiße Würfel zeigt {white}.",
    "buttons.err.not_rolled": "Spalte {col} wurde nicht gewürfelt.",
    "buttons.err.not_gold": "Beim Wurf eines anderen darfst du nur die Spalte {gold} des Goldwürfels nutzen, nicht {col}.",
    "buttons.err.button_there": "Auf ({row},{col}) liegt schon dein Knopf.",
    "buttons.err.star_there": "Auf ({row},{col}) liegt schon ein Stern.",
    "buttons.err.adjacent": "({row},{col}) liegt neben deinem Knopf auf ({row2},{col2}).",
    "buttons.err.star_not_button": "Ein Stern ersetzt nur einen deiner Knöpfe dieser Runde; auf ({row},{col}) liegt keiner.",
    # play prompts and labels
    "buttons.ui.roll": "Würfeln",
    "buttons.ui.opt_out": "Aussteigen",
    "buttons.ui.pass": "Passen",
    "buttons.ui.auto_stars": "Automatisch",
    "buttons.ui.place": "Setze einen Knopf in Zeile {row}: Wähle eine der gewürfelten Spalten.",
    "buttons.ui.gold": "{player} hat gewürfelt. Nimmst du ({row},{col}) für dich oder passt du?",
    "buttons.ui.bust_chance": "Risiko, beim nächsten Wurf leer auszugehen: {percent} %",
    "buttons.ui.bonus": "Bonusfarben: {colours}",
    "buttons.ui.dice_in_play.one": "{count} einfacher Würfel im Spiel",
    "buttons.ui.dice_in_play.other": "{count} einfache Würfel im Spiel",
    "buttons.ui.earn_now.one": "Wer jetzt aussteigt, bekommt {count} Stern.",
    "buttons.ui.earn_now.other": "Wer jetzt aussteigt, bekommt {count} Sterne.",
    "buttons.ui.stars_left.one": "Wähle noch {count} Knopf, der zum Stern wird.",
    "buttons.ui.stars_left.other": "Wähle noch {count} Knöpfe, die zu Sternen werden.",
    "buttons.ui.status.in": "in der Runde",
    "buttons.ui.status.opted": "ausgestiegen",
    "buttons.ui.status.bust": "leer ausgegangen",
    "buttons.ui.round": "Runde {round}",
    "buttons.ui.stars": "Sterne: {count}",
    # game log (one line per event type)
    "buttons.log.round_start": "Runde {round}: {player} hat Rot und beginnt.",
    "buttons.log.turn_start": "{player} ist am Zug.",
    "buttons.log.roll": "{player} würfelt.",
    "buttons.log.rolled": "{player} hat weiß {white}, gold {gold}, einfach {plain} gewürfelt.",
    "buttons.log.placed": "{player} setzt einen Knopf auf ({row},{col}) ({colour}).",
    "buttons.log.placed_gold": "{player} nutzt den Goldwürfel: ein Knopf auf ({row},{col}) ({colour}).",
    "buttons.log.passed": "{player} lässt ({row},{col}) frei.",
    "buttons.log.bust": "Pech! {player} hat in Zeile {row} kein freies Feld; die Knöpfe dieser Runde gehen zurück.",
    "buttons.log.opted_out": "{player} steigt aus und bekommt Sterne: {earned}.",
    "buttons.log.star_placed": "{player} setzt einen Stern auf ({row},{col}).",
    "buttons.log.round_end": "Runde {round} ist vorbei.",
    "buttons.log.bonus_passed": "Die Bonuskarten wandern zum nächsten Spieler.",
    "buttons.log.game_over": "Das Spiel ist vorbei. Gewonnen hat: {names}.",
    # results
    "buttons.detail": "{stars} Sterne (je Runde: {rounds})",
    "buttons.detail.line": "{stars} Sterne mit einer Fünferreihe (je Runde: {rounds})",
    "buttons.expl.line": "{a} hat fünf Sterne in einer Reihe, {b} nicht.",
    "buttons.expl.more_line": "{a} und {b} haben beide eine Fünferreihe; {a} hat mehr Sterne ({x} zu {y}).",
    "buttons.expl.tie_line": "{a} und {b} haben beide eine Fünferreihe und {x} Sterne; sie teilen sich den Platz.",
    "buttons.expl.more": "{a} hat {x} Sterne, {b} hat {y}.",
    "buttons.expl.tie": "{a} und {b} haben beide {x} Sterne und teilen sich den Platz.",
    # how to play
    "buttons.howto.1.title": "Das Ziel",
    "buttons.howto.1.body": (
        "Jeder hat einen Plan mit 36 farbigen Feldern und sammelt darauf Sterne. Fünf Sterne ohne Lücke "
        "in einer Zeile oder Spalte gewinnen sofort. Sonst endet das Spiel nach der Runde, in der jemand "
        "12 Sterne erreicht, und die meisten Sterne gewinnen. Gleichstände teilen sich den Platz."
    ),
    "buttons.howto.2.title": "Würfeln",
    "buttons.howto.2.body": (
        "Wer am Zug ist, würfelt mit dem weißen Würfel (die Zeile), dem goldenen schwarzen Würfel und den "
        "einfachen schwarzen Würfeln, die noch im Spiel sind (die Spalten). Du musst einen Knopf dorthin "
        "setzen, wo die weiße Zeile eine schwarze Spalte kreuzt. Alle anderen, die noch in der Runde sind, "
        "dürfen einen Knopf in die weiße Zeile und die Spalte des Goldwürfels setzen."
    ),
    "buttons.howto.3.title": "Wohin Knöpfe dürfen",
    "buttons.howto.3.body": (
        "Das Feld muss frei von Knöpfen und Sternen sein und darf keinen eigenen Knopf dieser Runde direkt "
        "daneben, darüber oder darunter haben (schräg ist erlaubt, Sterne stören nie). Bietet dir dein "
        "Wurf kein solches Feld, gehst du leer aus: Deine Knöpfe dieser Runde gehen zurück, und du bist "
        "für diese Runde draußen."
    ),
    "buttons.howto.4.title": "Rechtzeitig aufhören",
    "buttons.howto.4.body": (
        "Statt zu würfeln darfst du aussteigen, sobald du einen Knopf hast. Dafür gibt es 1 Stern, dazu 1 "
        "für jede Farbe mit mindestens 3 Knöpfen und noch 1, wenn diese Farbe eine deiner Bonusfarben ist. "
        "Du wählst, welche deiner Knöpfe zu Sternen werden. Wer die Runde verlässt, ob freiwillig oder "
        "leer ausgegangen, nimmt einen einfachen Würfel aus dem Spiel (zu zweit zwei), also würfeln die "
        "Letzten mit weniger Würfeln."
    ),
    "buttons.howto.5.title": "Runden und Bonuskarten",
    "buttons.howto.5.body": (
        "Ist niemand mehr in der Runde, gehen alle Knöpfe zurück, und die Bonuskarten wandern einen Platz "
        "weiter; wer danach Rot hat, beginnt die nächste Runde. Tipp: Spalten aus fünf Sternen gelingen "
        "leichter als Zeilen, denn die Spalte wählst du selbst, die Zeile nicht. Der Hinweis zeigt das "
        "genaue Risiko, beim nächsten Wurf leer auszugehen."
    ),
    # the scene: buttons, prompts, banners, how-to captions
    "buttons.scene.place": "Setzen",
    "buttons.scene.place_at": "Setzen ({row},{col})",
    "buttons.scene.choice": "Deine Wahl, {name}: auf ({row},{col}) setzen oder passen.",
    "buttons.scene.choice_short": "Deine Wahl, {name}",
    "buttons.scene.ai_gold": "{name} entscheidet über ({row},{col}) …",
    "buttons.scene.turn": "{name}: weiter würfeln oder aussteigen und Knöpfe zu Sternen machen.",
    "buttons.scene.turn_first": "{name}: Würfle.",
    "buttons.scene.bust": "Pech!",
    "buttons.scene.bust_sub": "{player}: kein freies Feld in Zeile {row}",
    "buttons.scene.opted": "{player} steigt aus",
    "buttons.scene.opted_sub": "{base} fürs Aussteigen + {sets} für Farben + {bonus} Bonus = {total} ★",
    "buttons.scene.bonus": "Bonus",
    "buttons.scene.risk": "Pech",
    "buttons.scene.round_over": "Runde {round} ist vorbei",
    "buttons.scene.next_round": "Nächste Runde (Enter)",
    "buttons.scene.summary_sub": "Was allen in dieser Runde passiert ist; die Bonuskarten sind weitergewandert.",
    "buttons.scene.summary_seat": "Spieler",
    "buttons.scene.summary_round": "Diese Runde",
    "buttons.scene.summary_stars": "Sterne",
    "buttons.scene.summary_bonus": "Bonuskarte",
    "buttons.scene.summary_bust.one": "Pech in Zeile {row}: 1 Knopf zurück",
    "buttons.scene.summary_bust.other": "Pech in Zeile {row}: {count} Knöpfe zurück",
    "buttons.scene.summary_opted.one": "Ausgestiegen: 1 Stern gesichert",
    "buttons.scene.summary_opted.other": "Ausgestiegen: {count} Sterne gesichert",
    "buttons.scene.summary_none": "Bis zum Ende dabei",
    "buttons.scene.wins": "{player} gewinnt!",
    "buttons.scene.tie": "Geteilter Sieg!",
    "buttons.scene.by_line": "Fünf Sterne in einer Reihe",
    "buttons.scene.by_stars": "Die meisten Sterne: {count}",
    "buttons.scene.howto.1": "Links: fünf Sterne in Spalte 3, eine Reihe, die gewinnt. Rechts: Zeile 4 fehlt, keine Reihe.",
    "buttons.scene.howto.2": "Weiß 4, schwarz 2 (gold), 3, 4, 4: Du darfst (4,2), (4,3) oder (4,4) nehmen, die anderen nur das Goldfeld (4,2).",
    "buttons.scene.howto.3": "Links: Dein Knopf auf (4,3) sperrt die Felder daneben. Rechts: Dieser Wurf bietet nur gesperrte Felder: Pech.",
    "buttons.scene.howto.4": "3 rot, 4 blau, 1 grün, Bonusfarbe rot: 1 + 2 + 1 = 4 Sterne.",
    "buttons.scene.howto.stop": "Aussteigen",
    "buttons.scene.howto.5": "Die Bonuskarten wandern jede Runde weiter. Tipp: Baue eine Spalte, denn die Spalte wählst du, die Zeile ist Glück.",
    # compact (phone) layout: the board shown large, long-press tips
    "buttons.scene.next_round_tap": "Nächste Runde",
    "buttons.ui.close_board": "Tippe irgendwo, um zum Tisch zurückzukehren",
    "buttons.tip.cell_empty": "({row},{col}) {colour}: frei.",
    "buttons.tip.cell_button": "({row},{col}) {colour}: ein Knopf dieser Runde.",
    "buttons.tip.cell_star": "({row},{col}) {colour}: ein Stern.",
    "buttons.tip.may_place": "Hier darfst du einen Knopf setzen.",
    "buttons.tip.may_star": "Dieser Knopf darf zum Stern werden.",
    "buttons.tip.seat": "{name}: {status}, Sterne: {stars}.",
    "buttons.tip.bonus": "Bonuskarten: {colours} (ein Stern mehr für 3 Knöpfe dieser Farbe).",
    "buttons.tip.taken.one": "{count} einfacher Würfel aus dem Spiel genommen.",
    "buttons.tip.taken.other": "{count} einfache Würfel aus dem Spiel genommen.",
    "buttons.tip.tap_board": "Tippe, um den Plan groß zu sehen.",
    "buttons.tip.roll": "Würfle mit dem weißen Würfel, dem Goldwürfel und den einfachen Würfeln im Spiel.",
    "buttons.tip.opt_out": "Hör für diese Runde auf und mach Knöpfe zu Sternen.",
    "buttons.tip.pass": "Lass das Goldfeld frei.",
    "buttons.tip.place": "Setz einen Knopf auf das Goldfeld.",
    "buttons.tip.auto": "Mach die vorgeschlagenen Knöpfe zu Sternen.",
    "buttons.tip.die_white": "Weißer Würfel {value}: Die Knöpfe dieses Wurfs kommen in Zeile {value}.",
    "buttons.tip.die_gold": "Goldwürfel {value}: Spalte {value}, für alle, die noch in der Runde sind.",
    "buttons.tip.die_plain": "Einfacher Würfel {value}: Spalte {value}, nur für den, der gewürfelt hat.",
}
