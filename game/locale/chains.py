"""Number Chains strings (EN/DE).

Seat placeholders ({a}, {b}, {name}, {other}) are filled with player names by the
scene; the rules put seat indices into Explanation params and events.
"""

EN: dict[str, str] = {
    "chains.name": "Number Chains",
    "chains.tagline": "Hop the star, grab numbers, build the longest chains.",
    # setup options
    "chains.opt.scoring": "Scoring",
    "chains.opt.scoring.standard": "Longest chain",
    "chains.opt.scoring.tournament": "Tournament points",
    "chains.opt.scoring.sohtar": "Sohtar (fewest chains)",
    "chains.opt.series": "Games in the series",
    "chains.opt.series.1": "Single game",
    "chains.opt.series.3": "Best of 3",
    "chains.opt.series.5": "Best of 5",
    "chains.opt.series.custom": "{n} games",
    "chains.opt.swap": "Swap chips",
    "chains.opt.off": "Off",
    "chains.opt.on": "On",
    "chains.setup_note": (
        "Scoring: the longest chain wins; tournament: a chain of n scores 1+2+…+n; Sohtar: fewest chains.\n"
        "Games in the series: tournament points add up over all of them.\n"
        "Swap chips: after your move, trade a chip of yours for a rival's loose chip."
    ),
    "chains.solitaire": "Solitaire (Sohtar scoring)",
    # configuration errors
    "chains.err.config": "These settings are not valid.",
    "chains.err.players": "Number Chains needs {min} to {max} players.",
    "chains.err.scoring": "Unknown scoring.",
    "chains.err.series": "A series has 1 to {max} games.",
    "chains.err.series_scoring": "A series of games needs tournament scoring.",
    "chains.err.swap_sohtar": "Swap chips cannot be combined with Sohtar: every chip is in a chain there.",
    # illegal actions
    "chains.err.bad_action": "That move is not understood.",
    "chains.err.game_over": "The game is over.",
    "chains.err.wrong_phase": "Finish the current step of the turn first.",
    "chains.err.no_chip": "There is no chip on that square.",
    "chains.err.not_in_line": "The star cannot reach that chip: pick the first chip in a straight line.",
    "chains.err.bad_chain": "The chip does not fit that chain.",
    "chains.err.no_swaps_left": "You have no swap chips left.",
    "chains.err.not_own_chip": "{chip} is not one of your chips.",
    "chains.err.bad_opponent": "Choose an opponent to swap with.",
    "chains.err.not_their_chip": "{chip} is not that player's chip.",
    "chains.err.in_chain": "{chip} is part of a chain and cannot be swapped.",
    # play prompts
    "chains.ui.your_move": "Move the star: take the first chip in any straight line.",
    "chains.ui.jump": "No chip in line with the star: jump to any chip.",
    "chains.ui.assign": "{chip} fits two chains. Which one should it join?",
    "chains.ui.assign_to": "Join {low}–{high}",
    "chains.ui.swap": "Use a swap chip? Take a ringed chip of an opponent's and give one of yours for it.",
    "chains.ui.no_swap": "Don't swap",
    "chains.ui.swaps_left.one": "1 swap chip",
    "chains.ui.swaps_left.other": "{n} swap chips",
    "chains.ui.chips_left.one": "1 chip left",
    "chains.ui.chips_left.other": "{n} chips left",
    "chains.ui.series": "Game {game} of {total}",
    "chains.ui.series_table": "Series table",
    "chains.ui.series_total": "Total",
    "chains.ui.points.one": "1 point",
    "chains.ui.points.other": "{n} points",
    "chains.ui.minus.one": "1 minus point",
    "chains.ui.minus.other": "{n} minus points",
    "chains.ui.personal_best.one": "Personal best: 1 minus point",
    "chains.ui.personal_best.other": "Personal best: {n} minus points",
    "chains.ui.no_chains": "no chains yet",
    # game log (events)
    "chains.log.star_moved": "{name} takes the {chip}.",
    "chains.log.star_jumped": "{name} jumps the star and takes the {chip}.",
    "chains.log.assigned": "{name} adds {chip} to the chain {low}–{high}.",
    "chains.log.new_chain": "{name} starts a new chain with {chip}.",
    "chains.log.swapped": "{name} swaps {gave} for {other}'s {took}.",
    "chains.log.deal_over": "Game {game} is over.",
    "chains.log.new_deal": "Game {game}: the chips are shuffled; {name} starts.",
    "chains.log.game_over": "The game is over. Winner: {names}.",
    # results: why the ranking is what it is
    "chains.results.score.standard": "Chains, longest first",
    "chains.results.score.sohtar": "Minus points",
    "chains.expl.longer": "{a} beats {b}: a chain of {x} against a longest chain of {y}.",
    "chains.expl.only_chain": "{a} beats {b}: a chain of {x} against no chain at all.",
    "chains.expl.next_decides": "{a} and {b} both have chains of {same}; the next chains decide: {x} beats {y}.",
    "chains.expl.next_missing": "{a} and {b} both have chains of {same}; only {a} has another chain ({x}).",
    "chains.expl.tie": "{a} and {b} have exactly the same chains ({chains}) and share the place.",
    "chains.expl.tie_none": "Neither {a} nor {b} built a chain; they share the place.",
    "chains.expl.more_points.one": "{a} has 1 point, {b} has {y}.",
    "chains.expl.more_points.other": "{a} has {x} points, {b} has {y}.",
    "chains.expl.points_tie.one": "{a} and {b} both have 1 point and share the place.",
    "chains.expl.points_tie.other": "{a} and {b} both have {x} points and share the place.",
    "chains.expl.fewer_minus.one": "{a} has 1 minus point, {b} has {y}: fewer is better.",
    "chains.expl.fewer_minus.other": "{a} has {x} minus points, {b} has {y}: fewer is better.",
    "chains.expl.minus_tie.one": "{a} and {b} both have 1 minus point and share the place.",
    "chains.expl.minus_tie.other": "{a} and {b} both have {x} minus points and share the place.",
    "chains.expl.solitaire.one": "You finished with 1 minus point.",
    "chains.expl.solitaire.other": "You finished with {x} minus points.",
    "chains.rating.0": "Perfect!",
    "chains.rating.1": "Good!",
    "chains.rating.2": "Not bad!",
    "chains.rating.more": "Chains of six or more vanish; aim for 2 or fewer.",
    # how to play
    "chains.howto.1.title": "The idea",
    "chains.howto.1.body": (
        "Number Chains is our version of Sid Sackson's Nummerus Zahlus.\n"
        "48 numbered chips and a star lie shuffled on a board shaped like an 8. "
        "Take turns moving the star to collect chips, and try to collect runs of "
        "consecutive numbers, such as 17-18-19: those are your chains."
    ),
    "chains.howto.2.title": "Moving the star",
    "chains.howto.2.body": (
        "Move the star in a straight line in one of eight directions (also diagonally) "
        "over empty squares to the first chip in that line. Take the chip; the star stays "
        "on the emptied square. A line ends at the edge of the board and never crosses a notch.\n"
        "If no chip lies in line with the star, you may jump to any chip."
    ),
    "chains.howto.3.title": "Who wins",
    "chains.howto.3.body": (
        "When all chips are taken, a chain is two or more consecutive numbers. "
        "The longest chain wins. If the longest chains are equally long, they cancel "
        "and the next-longest chain decides: two chains of 4 beat a 4 and a 3. "
        "Players still level share the win."
    ),
    "chains.howto.4.title": "Tournament and swaps",
    "chains.howto.4.body": (
        "Tournament: every chain of n chips scores 1+2+…+n points (2→3, 3→6, 4→10, 5→15). "
        "Points add up over a series of games; the highest total wins.\n"
        "Swap chips: after your move you may spend one to exchange any of your chips "
        "for an opponent's chip that is not part of a chain. One swap per turn."
    ),
    "chains.howto.5.title": "Sohtar and solitaire",
    "chains.howto.5.body": (
        "In Sohtar even a single chip is a chain. A chip that extends a chain must join it; "
        "if it fits two chains, you choose one, because chains never merge. "
        "At the end, chains of 6 or more vanish and every other chain is a minus point. "
        "Fewest minus points wins. Alone, try for 2 or fewer; 0 is perfect."
    ),
    # --- scene ---
    "chains.scene.keys.move": "Arrows or numpad: choose · Tab: next · Enter: take",
    "chains.scene.keys.swap": "Arrows: choose a chip · Enter: pick · Tab: on to “Don't swap”",
    "chains.scene.swap_legend": "Struck-out chips are part of a chain: they cannot be taken.",
    "chains.scene.prompt.swap_mine": "Now pick one of your own chips to give for the {chip}.",
    "chains.scene.prompt.swap_theirs": "Now pick an opponent's chip outside a chain to take for your {chip}.",
    "chains.scene.status.swap": "{name}: swap a chip?",
    "chains.scene.jump_banner": "Jump!",
    "chains.scene.jump_sub": "No chip in line: any chip may be taken",
    "chains.scene.sohtar_score.one": "1 minus point",
    "chains.scene.sohtar_score.other": "{minus} minus points",
    "chains.scene.chains_score": "chains {chains}",
    "chains.scene.place": "place {place}",
    "chains.scene.if_now": "If the game ended now: {why}",
    "chains.scene.marks": "A link badge on a chip: it would extend that player's chain",
    "chains.scene.tournament_score": "{chains} · {pts} pts",
    "chains.scene.series_total": "series {n}",
    "chains.scene.series_title": "after game {k} of {n}",
    "chains.scene.series_game": "Game {k}",
    "chains.scene.continue": "Continue",
    "chains.scene.next_soon": "The next game starts in a moment…",
    "chains.scene.no_chips": "no chips yet",
    "chains.scene.chips_left": "chips left",
    "chains.scene.chips_left_short": "chips",
    "chains.scene.howto.board": "48 chips and the star on the figure 8",
    "chains.scene.howto.moves": "First chip in each line; the notch stops a line",
    "chains.scene.howto.jump": "Nothing in line: jump anywhere",
    "chains.scene.howto.chains": "The fours cancel: 4 beats 3, so A wins",
    "chains.scene.howto.points": "Tournament points",
    "chains.scene.howto.swap": "Swap a single chip",
    "chains.scene.howto.variants": "Chains score 1+2+…+n; chips in a chain are safe",
    "chains.scene.howto.sohtar_choice": "32 fits two chains: you choose",
    "chains.scene.howto.sohtar_end": "At the end chains of 6+ vanish",
    "chains.scene.howto.sohtar": "{minus} chains left = {minus} minus points",
    # the compact (phone) layout
    "chains.compact.choose_left": "Choose on the left: the board is back after your choice.",
    "chains.compact.choose_above": "Choose above: the board is back after your choice.",
    "chains.compact.take_from": "Take from {name}:",
    "chains.compact.give": "Give one of yours:",
    "chains.compact.page": "Games {a}–{b}",
    "chains.compact.lp.star": "The star: it moves in a straight line to the first chip it meets and takes it.",
    "chains.compact.lp.empty": "An empty square: its chip has been taken.",
    "chains.compact.lp.chip": "Chip {chip}.",
    "chains.compact.lp.take": "It is first in a line from the star: tap to take it.",
    "chains.compact.lp.extends": "It would extend the chain of: {names}.",
    "chains.compact.lp.open": "Tap to open or fold this rack.",
    "chains.compact.lp.give": "Your {chip}: tap to give it in the swap.",
    "chains.compact.lp.take_from": "{name}'s {chip}: tap to take it in the swap.",
    "chains.board.chains": "{name}'s chains: {chains}",
}

# counted messages: key -> the parameter that holds the count (see game/i18n.py)
COUNTED = {
    "chains.ui.swaps_left": "n",
    "chains.ui.chips_left": "n",
    "chains.ui.points": "n",
    "chains.ui.minus": "n",
    "chains.ui.personal_best": "n",
    "chains.expl.more_points": "x",
    "chains.expl.points_tie": "x",
    "chains.expl.fewer_minus": "x",
    "chains.expl.minus_tie": "x",
    "chains.expl.solitaire": "x",
    "chains.scene.sohtar_score": "minus",
}

DE: dict[str, str] = {
    "chains.name": "Zahlenketten",
    "chains.tagline": "Stern ziehen, Zahlen sammeln, die längsten Ketten bilden.",
    # setup options
    "chains.opt.scoring": "Wertung",
    "chains.opt.scoring.standard": "Längste Kette",
    "chains.opt.scoring.tournament": "Turnierpunkte",
    "chains.opt.scoring.sohtar": "Sohtar (wenigste Ketten)",
    "chains.opt.series": "Partien der Serie",
    "chains.opt.series.1": "Einzelne Partie",
    "chains.opt.series.3": "Serie über 3",
    "chains.opt.series.5": "Serie über 5",
    "chains.opt.series.custom": "{n} Partien",
    "chains.opt.swap": "Tauschchips",
    "chains.opt.off": "Aus",
    "chains.opt.on": "An",
    "chains.setup_note": (
        "Wertung: Die längste Kette gewinnt; Turnier: Eine Kette aus n zählt 1+2+…+n; "
        "Sohtar: wenigste Ketten.\n"
        "Partien der Serie: Die Turnierpunkte aller Partien zählen zusammen.\n"
        "Tauschchips: Nach deinem Zug einen deiner Chips gegen einen losen fremden tauschen."
    ),
    "chains.solitaire": "Solitär (Sohtar-Wertung)",
    # configuration errors
    "chains.err.config": "Diese Einstellungen sind ungültig.",
    "chains.err.players": "Zahlenketten braucht {min} bis {max} Spieler.",
    "chains.err.scoring": "Unbekannte Wertung.",
    "chains.err.series": "Eine Serie hat 1 bis {max} Partien.",
    "chains.err.series_scoring": "Eine Serie von Partien braucht die Turnierwertung.",
    "chains.err.swap_sohtar": "Tauschchips passen nicht zu Sohtar: Dort gehört jeder Chip zu einer Kette.",
    # illegal actions
    "chains.err.bad_action": "Dieser Zug ist nicht verständlich.",
    "chains.err.game_over": "Das Spiel ist vorbei.",
    "chains.err.wrong_phase": "Schließe zuerst den aktuellen Schritt des Zuges ab.",
    "chains.err.no_chip": "Auf diesem Feld liegt kein Chip.",
    "chains.err.not_in_line": "Der Stern erreicht diesen Chip nicht: Nimm den ersten Chip in gerader Linie.",
    "chains.err.bad_chain": "Der Chip passt nicht an diese Kette.",
    "chains.err.no_swaps_left": "Du hast keine Tauschchips mehr.",
    "chains.err.not_own_chip": "Die {chip} gehört nicht dir.",
    "chains.err.bad_opponent": "Wähle einen Mitspieler zum Tauschen.",
    "chains.err.not_their_chip": "Die {chip} gehört nicht diesem Spieler.",
    "chains.err.in_chain": "Die {chip} gehört zu einer Kette und kann nicht getauscht werden.",
    # play prompts
    "chains.ui.your_move": "Zieh den Stern: Nimm den ersten Chip in einer geraden Linie.",
    "chains.ui.jump": "Kein Chip liegt in Linie mit dem Stern: Spring zu einem beliebigen Chip.",
    "chains.ui.assign": "Die {chip} passt an zwei Ketten. An welche soll sie?",
    "chains.ui.assign_to": "An {low}–{high} anlegen",
    "chains.ui.swap": "Tauschchip einsetzen? Nimm einen umrandeten fremden Chip und gib dafür einen deiner.",
    "chains.ui.no_swap": "Nicht tauschen",
    "chains.ui.swaps_left.one": "1 Tauschchip",
    "chains.ui.swaps_left.other": "{n} Tauschchips",
    "chains.ui.chips_left.one": "1 Chip übrig",
    "chains.ui.chips_left.other": "{n} Chips übrig",
    "chains.ui.series": "Partie {game} von {total}",
    "chains.ui.series_table": "Serientabelle",
    "chains.ui.series_total": "Gesamt",
    "chains.ui.points.one": "1 Punkt",
    "chains.ui.points.other": "{n} Punkte",
    "chains.ui.minus.one": "1 Minuspunkt",
    "chains.ui.minus.other": "{n} Minuspunkte",
    "chains.ui.personal_best.one": "Persönlicher Rekord: 1 Minuspunkt",
    "chains.ui.personal_best.other": "Persönlicher Rekord: {n} Minuspunkte",
    "chains.ui.no_chains": "noch keine Ketten",
    # game log (events)
    "chains.log.star_moved": "{name} nimmt die {chip}.",
    "chains.log.star_jumped": "{name} springt mit dem Stern und nimmt die {chip}.",
    "chains.log.assigned": "{name} legt die {chip} an die Kette {low}–{high}.",
    "chains.log.new_chain": "{name} beginnt mit der {chip} eine neue Kette.",
    "chains.log.swapped": "{name} tauscht die {gave} gegen die {took} von {other}.",
    "chains.log.deal_over": "Partie {game} ist beendet.",
    "chains.log.new_deal": "Partie {game}: Die Chips werden neu gemischt; {name} beginnt.",
    "chains.log.game_over": "Das Spiel ist vorbei. Gewonnen hat: {names}.",
    # results: why the ranking is what it is
    "chains.results.score.standard": "Ketten, längste zuerst",
    "chains.results.score.sohtar": "Minuspunkte",
    "chains.expl.longer": "{a} schlägt {b}: eine Kette aus {x} gegen eine längste Kette aus {y}.",
    "chains.expl.only_chain": "{a} schlägt {b}: eine Kette aus {x} gegen gar keine Kette.",
    "chains.expl.next_decides": (
        "{a} und {b} haben beide Ketten aus {same}; die nächsten Ketten entscheiden: {x} schlägt {y}."
    ),
    "chains.expl.next_missing": (
        "{a} und {b} haben beide Ketten aus {same}; nur {a} hat noch eine weitere Kette ({x})."
    ),
    "chains.expl.tie": "{a} und {b} haben genau die gleichen Ketten ({chains}) und teilen sich den Platz.",
    "chains.expl.tie_none": "Weder {a} noch {b} hat eine Kette gebildet; sie teilen sich den Platz.",
    "chains.expl.more_points.one": "{a} hat 1 Punkt, {b} hat {y}.",
    "chains.expl.more_points.other": "{a} hat {x} Punkte, {b} hat {y}.",
    "chains.expl.points_tie.one": "{a} und {b} haben beide 1 Punkt und teilen sich den Platz.",
    "chains.expl.points_tie.other": "{a} und {b} haben beide {x} Punkte und teilen sich den Platz.",
    "chains.expl.fewer_minus.one": "{a} hat 1 Minuspunkt, {b} hat {y}: Weniger ist besser.",
    "chains.expl.fewer_minus.other": "{a} hat {x} Minuspunkte, {b} hat {y}: Weniger ist besser.",
    "chains.expl.minus_tie.one": "{a} und {b} haben beide 1 Minuspunkt und teilen sich den Platz.",
    "chains.expl.minus_tie.other": "{a} und {b} haben beide {x} Minuspunkte und teilen sich den Platz.",
    "chains.expl.solitaire.one": "Du hast mit 1 Minuspunkt abgeschlossen.",
    "chains.expl.solitaire.other": "Du hast mit {x} Minuspunkten abgeschlossen.",
    "chains.rating.0": "Absolut super!",
    "chains.rating.1": "Gut!",
    "chains.rating.2": "Nicht schlecht!",
    "chains.rating.more": "Ketten ab sechs Chips verschwinden; versuch es mit 2 oder weniger.",
    # how to play
    "chains.howto.1.title": "Die Idee",
    "chains.howto.1.body": (
        "Zahlenketten ist unsere Fassung von Sid Sacksons Nummerus Zahlus.\n"
        "48 Zahlenchips und ein Stern liegen gemischt auf einem Spielplan in Form einer 8. "
        "Abwechselnd zieht ihr den Stern und sammelt Chips – am besten aufeinanderfolgende "
        "Zahlen wie 17-18-19: Das sind eure Ketten."
    ),
    "chains.howto.2.title": "Den Stern ziehen",
    "chains.howto.2.body": (
        "Zieh den Stern geradeaus in eine von acht Richtungen (auch diagonal) über leere Felder "
        "bis zum ersten Chip in dieser Linie. Nimm den Chip; der Stern bleibt auf dem frei "
        "gewordenen Feld. Eine Linie endet am Rand und führt nie über eine Einbuchtung hinweg.\n"
        "Liegt kein Chip in Linie mit dem Stern, darfst du zu einem beliebigen Chip springen."
    ),
    "chains.howto.3.title": "Wer gewinnt",
    "chains.howto.3.body": (
        "Sind alle Chips genommen, zählt als Kette, was aus zwei oder mehr aufeinanderfolgenden "
        "Zahlen besteht. Die längste Kette gewinnt. Sind die längsten Ketten gleich lang, heben "
        "sie sich auf und die nächstlängste entscheidet: Zwei Vierer schlagen einen Vierer und einen "
        "Dreier. Wer dann noch gleichauf liegt, gewinnt gemeinsam."
    ),
    "chains.howto.4.title": "Turnier und Tausch",
    "chains.howto.4.body": (
        "Turnier: Jede Kette aus n Chips bringt 1+2+…+n Punkte (2→3, 3→6, 4→10, 5→15). "
        "Die Punkte werden über eine Serie von Partien addiert; die höchste Summe gewinnt.\n"
        "Tauschchips: Nach deinem Zug darfst du einen davon abgeben und einen deiner Chips gegen "
        "einen fremden Chip tauschen, der zu keiner Kette gehört. Höchstens ein Tausch pro Zug."
    ),
    "chains.howto.5.title": "Sohtar und Solitär",
    "chains.howto.5.body": (
        "Bei Sohtar ist schon ein einzelner Chip eine Kette. Ein Chip, der eine Kette verlängert, "
        "muss dort angelegt werden; passt er an zwei, wählst du, denn Ketten verbinden sich nie. "
        "Am Ende verschwinden Ketten ab sechs Chips, jede andere ist ein Minuspunkt. Die wenigsten "
        "gewinnen. Allein: 2 oder weniger ist gut, 0 perfekt."
    ),
    # --- scene ---
    "chains.scene.keys.move": "Pfeile/Ziffernblock: wählen · Tab: weiter · Enter: nehmen",
    "chains.scene.keys.swap": "Pfeile: Chip wählen · Enter: auswählen · Tab: weiter zu „Nicht tauschen“",
    "chains.scene.swap_legend": "Durchgestrichene Chips gehören zu einer Kette und sind nicht tauschbar.",
    "chains.scene.prompt.swap_mine": "Wähle jetzt einen deiner Chips, den du für die {chip} abgibst.",
    "chains.scene.prompt.swap_theirs": "Wähle jetzt einen gegnerischen Chip außerhalb einer Kette für deine {chip}.",
    "chains.scene.status.swap": "{name}: einen Chip tauschen?",
    "chains.scene.jump_banner": "Sprung!",
    "chains.scene.jump_sub": "Kein Chip in Linie: jeder Chip darf genommen werden",
    "chains.scene.sohtar_score.one": "1 Minuspunkt",
    "chains.scene.sohtar_score.other": "{minus} Minuspunkte",
    "chains.scene.chains_score": "Ketten {chains}",
    "chains.scene.place": "Platz {place}",
    "chains.scene.if_now": "Wäre jetzt Schluss: {why}",
    "chains.scene.marks": "Kettenglied auf einem Chip: Er verlängert die Kette dieses Spielers",
    "chains.scene.tournament_score": "{chains} · {pts} Pkt.",
    "chains.scene.series_total": "Serie {n}",
    "chains.scene.series_title": "nach Partie {k} von {n}",
    "chains.scene.series_game": "Partie {k}",
    "chains.scene.continue": "Weiter",
    "chains.scene.next_soon": "Gleich beginnt die nächste Partie …",
    "chains.scene.no_chips": "noch keine Chips",
    "chains.scene.chips_left": "Chips übrig",
    "chains.scene.chips_left_short": "Chips",
    "chains.scene.howto.board": "48 Chips und der Stern auf der Acht",
    "chains.scene.howto.moves": "Erster Chip jeder Linie; die Kerbe stoppt sie",
    "chains.scene.howto.jump": "Nichts in Linie: Sprung überallhin",
    "chains.scene.howto.chains": "Die Vierer heben sich auf: 4 schlägt 3, A gewinnt",
    "chains.scene.howto.points": "Turnierpunkte",
    "chains.scene.howto.swap": "Einzelnen Chip tauschen",
    "chains.scene.howto.variants": "Ketten zählen 1+2+…+n; Chips in Ketten sind sicher",
    "chains.scene.howto.sohtar_choice": "Die 32 passt an zwei Ketten: du wählst",
    "chains.scene.howto.sohtar_end": "Am Ende verschwinden Ketten ab 6 Chips",
    "chains.scene.howto.sohtar": "{minus} Ketten übrig = {minus} Minuspunkte",
    # das kompakte Layout (Handy)
    "chains.compact.choose_left": "Wähle links: Danach ist das Brett wieder da.",
    "chains.compact.choose_above": "Wähle oben: Danach ist das Brett wieder da.",
    "chains.compact.take_from": "Nimm von {name}:",
    "chains.compact.give": "Gib einen deiner Chips:",
    "chains.compact.page": "Partien {a}–{b}",
    "chains.compact.lp.star": "Der Stern: Er zieht in gerader Linie bis zum ersten Chip und nimmt ihn.",
    "chains.compact.lp.empty": "Ein leeres Feld: Sein Chip ist schon genommen.",
    "chains.compact.lp.chip": "Chip {chip}.",
    "chains.compact.lp.take": "Er liegt als erster in einer Linie vom Stern: Tippen nimmt ihn.",
    "chains.compact.lp.extends": "Er verlängert die Kette von: {names}.",
    "chains.compact.lp.open": "Tippen öffnet oder schließt dieses Fach.",
    "chains.compact.lp.give": "Deine {chip}: Tippen gibt sie beim Tausch ab.",
    "chains.compact.lp.take_from": "{chip} von {name}: Tippen nimmt sie beim Tausch.",
    "chains.board.chains": "Ketten von {name}: {chains}",
}
