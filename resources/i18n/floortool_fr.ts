<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>about_dialog</name>
    <message>
        <source>About floortool</source>
        <translation>À propos de floortool</translation>
    </message>
    <message>
        <source>floortool {version}</source>
        <translation>floortool {version}</translation>
    </message>
    <message>
        <source>A floor tool for live poker tournaments: the clock, seating, late registration, rulings and printing.</source>
        <translation>Un outil de floor pour les tournois de poker live : l&apos;horloge, le placement, les inscriptions tardives, les décisions et l&apos;impression.</translation>
    </message>
    <message>
        <source>Free software under the &lt;a href=&quot;{LICENCE_URL}&quot;&gt;{LICENCE}&lt;/a&gt;.</source>
        <translation>Logiciel libre sous la &lt;a href=&quot;{LICENCE_URL}&quot;&gt;{LICENCE}&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Show {where} in the file manager</source>
        <translation>Afficher {where} dans le gestionnaire de fichiers</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Composant</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Your data</source>
        <translation>Vos données</translation>
    </message>
    <message>
        <source>Bundled parts and their licences</source>
        <translation>Composants fournis et leurs licences</translation>
    </message>
</context>
<context>
    <name>announcement_overlay</name>
    <message>
        <source>Announce on every screen</source>
        <extracomment>The band: a share of the screen&apos;s width and height, centred.</extracomment>
        <translation>Annonce sur tous les écrans</translation>
    </message>
    <message>
        <source>Pick a line or type one (at most {MAX_ANNOUNCEMENT} characters):</source>
        <translation>Choisir une ligne ou en saisir une (au plus {MAX_ANNOUNCEMENT} caractères) :</translation>
    </message>
    <message>
        <source>Show it for how many minutes? (0: until you clear it)</source>
        <translation>L&apos;afficher combien de minutes ? (0 : jusqu&apos;à ce que vous l&apos;effaciez)</translation>
    </message>
    <message>
        <source>Ann&amp;ounce on Every Screen…</source>
        <translation>Ann&amp;once sur tous les écrans…</translation>
    </message>
    <message>
        <source>Show a line over every room screen and the players&apos; phones</source>
        <translation>Afficher une ligne sur chaque écran de la salle et sur les téléphones des joueurs</translation>
    </message>
    <message>
        <source>Cl&amp;ear the Announcement</source>
        <translation>&amp;Effacer l&apos;annonce</translation>
    </message>
</context>
<context>
    <name>app.automation</name>
    <message>
        <source>{small} and {big}</source>
        <extracomment>The values of a line&apos;s fields, by name (``cue_lines.LINE_FIELDS``). Seconds a line that could not be spoken shows over every screen instead.</extracomment>
        <translation>{small} et {big}</translation>
    </message>
    <message>
        <source>{small} and {big}, big blind ante {ante}</source>
        <translation>{small} et {big}, ante grosse blind {ante}</translation>
    </message>
    <message>
        <source>{small} and {big}, ante {ante}</source>
        <translation>{small} et {big}, ante {ante}</translation>
    </message>
</context>
<context>
    <name>app.commands.chip_counts</name>
    <message>
        <source>Table {table} is not open.</source>
        <translation>La table {table} n&apos;est pas ouverte.</translation>
    </message>
    <message>
        <source>Table {table} has seats 1 to {seats}; there is no seat {seat}.</source>
        <translation>La table {table} a les sièges 1 à {seats} ; il n&apos;y a pas de siège {seat}.</translation>
    </message>
    <message>
        <source>Seat {seat} at table {table} is empty.</source>
        <translation>Le siège {seat} de la table {table} est vide.</translation>
    </message>
</context>
<context>
    <name>app.commands.chips</name>
    <message>
        <source>{removed} chips cannot be coloured up with this chip set.</source>
        <translation>{removed} jetons ne peuvent pas être changés avec ce jeu de jetons.</translation>
    </message>
</context>
<context>
    <name>app.commands.clock</name>
    <message>
        <source>The event has no blind structure yet; choose one first.</source>
        <translation>Le tournoi n&apos;a pas encore de structure de blinds ; choisissez-en une d&apos;abord.</translation>
    </message>
    <message>
        <source>The clock is already on the last row of the structure.</source>
        <translation>L&apos;horloge est déjà sur la dernière ligne de la structure.</translation>
    </message>
    <message>
        <source>The clock is already on the first row of the structure.</source>
        <translation>L&apos;horloge est déjà sur la première ligne de la structure.</translation>
    </message>
    <message>
        <source>The scheduled start needs a time zone.</source>
        <translation>Le départ prévu a besoin d&apos;un fuseau horaire.</translation>
    </message>
</context>
<context>
    <name>app.commands.league</name>
    <message>
        <source>{event} is in season {season}, not {asked}.</source>
        <translation>{event} fait partie de la saison {season}, pas de {asked}.</translation>
    </message>
</context>
<context>
    <name>app.commands.printing</name>
    <message>
        <source>There are no seat cards to record.</source>
        <translation>Il n&apos;y a aucune carte de siège à enregistrer.</translation>
    </message>
</context>
<context>
    <name>app.commands.registration</name>
    <message>
        <source>Name at least one player to register.</source>
        <extracomment>Who a registration enters: an existing player (by id), or a new player.</extracomment>
        <translation>Nommez au moins un joueur à inscrire.</translation>
    </message>
    <message>
        <source>Ticket {ticket} is one player&apos;s seat: register its winner alone.</source>
        <translation>Le ticket {ticket} est la place d&apos;un seul joueur : inscrivez son gagnant seul.</translation>
    </message>
    <message>
        <source>No such season.</source>
        <translation>Cette saison n&apos;existe pas.</translation>
    </message>
    <message>
        <source>{player} has two chip counts.</source>
        <translation>{player} a deux comptages de jetons.</translation>
    </message>
</context>
<context>
    <name>app.commands.results</name>
    <message>
        <source>Give one stack per player busting ({count}).</source>
        <extracomment>The refusal of a list of stacks or hand ranks not one per player busting.</extracomment>
        <translation>Donnez un tapis par joueur éliminé ({count}).</translation>
    </message>
    <message>
        <source>Give one hand rank per player busting ({count}).</source>
        <translation>Donnez une force de main par joueur éliminé ({count}).</translation>
    </message>
    <message>
        <source>Someone wins the chips of this hand: leave them off the bust.</source>
        <translation>Quelqu&apos;un gagne les jetons de cette main : ne l&apos;éliminez pas.</translation>
    </message>
    <message>
        <source>{player} is still playing: bust them first.</source>
        <translation>{player} joue encore : éliminez-le d&apos;abord.</translation>
    </message>
    <message>
        <source>Say why the place is being set by hand.</source>
        <translation>Dites pourquoi la place est fixée à la main.</translation>
    </message>
    <message>
        <source>{player} is still playing.</source>
        <translation>{player} joue encore.</translation>
    </message>
</context>
<context>
    <name>app.commands.seating</name>
    <message>
        <source>Table {number} is not open.</source>
        <extracomment>The rule cited for a move the director makes by hand.</extracomment>
        <translation>La table {number} n&apos;est pas ouverte.</translation>
    </message>
    <message>
        <source>Table {number} has seats 1 to {seats}, not {seat}.</source>
        <translation>La table {number} a les sièges 1 à {seats}, pas {seat}.</translation>
    </message>
    <message>
        <source>{reason}: enter it, or draw for it.</source>
        <translation>{reason} : saisissez-le, ou tirez-le au sort.</translation>
    </message>
    <message>
        <source>The tables are balanced: no move is needed.</source>
        <translation>Les tables sont équilibrées : aucun déplacement n&apos;est nécessaire.</translation>
    </message>
    <message>
        <source>Choose at least one of the planned moves.</source>
        <translation>Choisissez au moins un des déplacements prévus.</translation>
    </message>
    <message>
        <source>Not in the balancing plan: {names} (the plan moves {plan_names}).</source>
        <translation>Pas dans le plan d&apos;équilibrage : {names} (le plan déplace {plan_names}).</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} has no player: click the player who is big blind next.</source>
        <translation>Table {table} siège {seat} : pas de joueur ; cliquez sur le joueur qui est la prochaine grosse blind.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is the only player: click the player who is big blind next.</source>
        <translation>Table {table} siège {seat} : c&apos;est le seul joueur ; cliquez sur le joueur qui est la prochaine grosse blind.</translation>
    </message>
    <message>
        <source>Table {table} is the final table.</source>
        <translation>La table {table} est la table finale.</translation>
    </message>
    <message>
        <source>Table {table} is the only table open.</source>
        <translation>La table {table} est la seule table ouverte.</translation>
    </message>
    <message>
        <source>Table {table} cannot break: its {players} do not fit in the other tables&apos; empty seats.</source>
        <translation>La table {table} ne peut pas être cassée : ses {players} ne tiennent pas dans les sièges libres des autres tables.</translation>
    </message>
    <message>
        <source>Table {table} has nobody to draw for the button.</source>
        <translation>À la table {table}, personne ne peut tirer le bouton.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} already sits there.</source>
        <translation>Table {table} siège {seat} : le joueur y est déjà assis.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is taken.</source>
        <translation>Table {table} siège {seat} : il est occupé.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is out of play: put it back in play first.</source>
        <translation>Table {table} siège {seat} : il est hors jeu ; remettez-le d&apos;abord en jeu.</translation>
    </message>
    <message>
        <source>Table {final_table} is already the final table.</source>
        <translation>La table {final_table} est déjà la table finale.</translation>
    </message>
    <message>
        <source>{players} do not fit at the final table of {size}.</source>
        <translation>{players} ne tiennent pas à la table finale de {size}.</translation>
    </message>
</context>
<context>
    <name>app.commands.sign_ups</name>
    <message>
        <source>{players} are called {sign_up}, so this sign-up cannot say which: remove it from the list and register the player at the desk by number.</source>
        <translation>{players} s&apos;appellent {sign_up}, cette préinscription ne peut donc pas dire lequel : retirez-la de la liste et inscrivez le joueur à l&apos;accueil par son numéro.</translation>
    </message>
</context>
<context>
    <name>app.commands.structure</name>
    <message>
        <source>The event has no structure to edit yet.</source>
        <translation>Le tournoi n&apos;a pas encore de structure à modifier.</translation>
    </message>
</context>
<context>
    <name>app.commands.targets</name>
    <message>
        <source>There is no player number {player_id}.</source>
        <translation>Il n&apos;y a pas de joueur numéro {player_id}.</translation>
    </message>
    <message>
        <source>{event} has no entry number {entry_id}.</source>
        <translation>{event} n&apos;a pas d&apos;entrée numéro {entry_id}.</translation>
    </message>
    <message>
        <source>{player}&apos;s entry {entry_number} is over: entry {playing} is the one playing.</source>
        <translation>L&apos;entrée {entry_number} de {player} est terminée : c&apos;est l&apos;entrée {playing} qui joue.</translation>
    </message>
</context>
<context>
    <name>app.demo</name>
    <message>
        <source>A demo event has from {fewest} to {most} players, not {players}.</source>
        <extracomment>The players a demo may have: a tournament needs two; ten thousand is the largest field the seating engine&apos;s figures are measured at (``benchmarks/README.md``).</extracomment>
        <translation>Un tournoi de démonstration a de {fewest} à {most} joueurs, pas {players}.</translation>
    </message>
</context>
<context>
    <name>app.devices</name>
    <message>
        <source>{text} is not a pairing code: a code is {length} letters and digits, shown in the window under Pair a phone.</source>
        <extracomment>Upper-case letters and digits a person cannot misread for one another. A token longer than this is not one this floor made (``token_urlsafe(32)`` is 43). An authenticated device&apos;s ``last_seen_at`` is written at most this often. Codes are forgotten this long after they ran out.</extracomment>
        <translation>{text} n&apos;est pas un code d&apos;appairage : un code fait {length} lettres et chiffres, affiché dans la fenêtre sous « Appairer un téléphone ».</translation>
    </message>
    <message>
        <source>{value} is not a device role: a device is a floor, dealer or display one.</source>
        <translation>{value} n&apos;est pas un rôle d&apos;appareil : un appareil est de floor, de croupier ou d&apos;affichage.</translation>
    </message>
    <message>
        <source>A floor device acts on every table: give no table for it.</source>
        <translation>Un appareil de floor agit sur toutes les tables : n&apos;indiquez pas de table.</translation>
    </message>
    <message>
        <source>A room screen acts on no table: give no table for it.</source>
        <translation>Un écran de salle n&apos;agit sur aucune table : n&apos;indiquez pas de table.</translation>
    </message>
    <message>
        <source>A dealer device is tied to one table: give its table number.</source>
        <translation>Un appareil de croupier est lié à une table : indiquez son numéro de table.</translation>
    </message>
    <message>
        <source>Table {table} is not a table number (1 to {most}).</source>
        <translation>{table} n&apos;est pas un numéro de table (1 à {most}).</translation>
    </message>
    <message>
        <source>A device name is 1 to {most} printable characters, e.g. &apos;Anna&apos;s phone&apos;.</source>
        <translation>Un nom d&apos;appareil fait de 1 à {most} caractères imprimables, p. ex. « Téléphone d&apos;Anna ».</translation>
    </message>
    <message>
        <source>A pairing code must be valid for some time.</source>
        <translation>Un code d&apos;appairage doit être valable un certain temps.</translation>
    </message>
    <message>
        <source>That pairing code is not known: ask the floor for a new code.</source>
        <translation>Ce code d&apos;appairage est inconnu : demandez un nouveau code au floor.</translation>
    </message>
    <message>
        <source>That pairing code was already used: each code pairs one device. Ask the floor for a new code.</source>
        <translation>Ce code d&apos;appairage a déjà servi : chaque code appaire un seul appareil. Demandez un nouveau code au floor.</translation>
    </message>
    <message>
        <source>That pairing code has expired: a code is good for a couple of minutes only. Ask the floor for a new code.</source>
        <translation>Ce code d&apos;appairage a expiré : un code n&apos;est valable que quelques minutes. Demandez un nouveau code au floor.</translation>
    </message>
    <message>
        <source>A paired device is already called {name}: choose another name.</source>
        <translation>Un appareil appairé s&apos;appelle déjà {name} : choisissez un autre nom.</translation>
    </message>
    <message>
        <source>This device is not paired: pair it with a code from the floor.</source>
        <translation>Cet appareil n&apos;est pas appairé : appairez-le avec un code du floor.</translation>
    </message>
    <message>
        <source>The device {found} was unpaired by the floor: pair it again with a new code.</source>
        <translation>L&apos;appareil {found} a été désappairé par le floor : appairez-le de nouveau avec un nouveau code.</translation>
    </message>
    <message>
        <source>There is no paired device {device_id}.</source>
        <translation>Il n&apos;y a pas d&apos;appareil appairé {device_id}.</translation>
    </message>
    <message>
        <source>{device} is a {role} device, not a room screen: only a room screen shows a layout.</source>
        <translation>{device} est un appareil {role}, pas un écran de salle : seul un écran de salle affiche une mise en page.</translation>
    </message>
    <message>
        <source>{device} was unpaired: pair the screen again first.</source>
        <translation>{device} a été désappairé : appairez d&apos;abord l&apos;écran de nouveau.</translation>
    </message>
</context>
<context>
    <name>app.documents.bags</name>
    <message>
        <source>Nobody has been bagged in this event yet.</source>
        <translation>Personne n&apos;a encore été ensaché dans ce tournoi.</translation>
    </message>
    <message>
        <source>Nobody is playing in this event.</source>
        <translation>Personne ne joue dans ce tournoi.</translation>
    </message>
    <message>
        <source>{count} stack not counted</source>
        <translation>{count} tapis non compté</translation>
    </message>
    <message>
        <source>{count} stacks not counted</source>
        <translation>{count} tapis non comptés</translation>
    </message>
    <message>
        <source>every stack counted</source>
        <translation>tous les tapis comptés</translation>
    </message>
    <message>
        <source>{players} · {chips} chips in play · {stacks}</source>
        <translation>{players} · {chips} jetons en jeu · {stacks}</translation>
    </message>
</context>
<context>
    <name>app.documents.catalogue</name>
    <message>
        <source>Seat cards</source>
        <extracomment>The card layouts (seat cards, move slips) by name, with their titles.</extracomment>
        <translation>Cartes de siège</translation>
    </message>
    <message>
        <source>A card per seated player: table and seat, stack, entry, QR code of the entry.</source>
        <translation>Une carte par joueur assis : table et siège, tapis, entrée, code QR de l&apos;entrée.</translation>
    </message>
    <message>
        <source>Move slips</source>
        <translation>Fiches de déplacement</translation>
    </message>
    <message>
        <source>A slip per player moved by the latest balance or table break: from, to, and why.</source>
        <translation>Une fiche par joueur déplacé au dernier équilibrage ou cassage de table : d&apos;où, vers où et pourquoi.</translation>
    </message>
    <message>
        <source>Table sheets</source>
        <translation>Feuilles de table</translation>
    </message>
    <message>
        <source>A page per open table, seat by seat, with the dealer button.</source>
        <translation>Une page par table ouverte, siège par siège, avec le bouton du donneur.</translation>
    </message>
    <message>
        <source>Seating chart</source>
        <translation>Plan de placement</translation>
    </message>
    <message>
        <source>Everyone seated, alphabetically, with table and seat, in large type for the wall.</source>
        <translation>Tous les joueurs assis, par ordre alphabétique, avec table et siège, en gros caractères pour le mur.</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Structure</translation>
    </message>
    <message>
        <source>Every level and break, with antes and colour-ups.</source>
        <translation>Chaque niveau et chaque pause, avec antes et changes de jetons.</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Paiements</translation>
    </message>
    <message>
        <source>The prize pool line by line and what each place pays.</source>
        <translation>Le prize pool ligne par ligne et ce que paie chaque place.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Everyone who has finished: place, prize, points, hits, who knocked them out.</source>
        <translation>Tous les joueurs éliminés : place, gain, points, éliminations, par qui.</translation>
    </message>
    <message>
        <source>Chip leaders</source>
        <translation>Chip leaders</translation>
    </message>
    <message>
        <source>The chip leaders by last count, the average, and the chart of the night.</source>
        <translation>Les chip leaders au dernier comptage, la moyenne et le graphique de la soirée.</translation>
    </message>
    <message>
        <source>Bag slips</source>
        <translation>Fiches de sac</translation>
    </message>
    <message>
        <source>A slip per bagged survivor: name, entry, chips, bag number, day, QR code.</source>
        <translation>Une fiche par survivant ensaché : nom, entrée, jetons, numéro de sac, jour, code QR.</translation>
    </message>
    <message>
        <source>Chip counts</source>
        <translation>Comptes de jetons</translation>
    </message>
    <message>
        <source>Everyone still in, most chips first, with bag, table and seat.</source>
        <translation>Tous les joueurs encore en jeu, les plus gros tapis d&apos;abord, avec sac, table et siège.</translation>
    </message>
    <message>
        <source>Cash report</source>
        <translation>Rapport de caisse</translation>
    </message>
    <message>
        <source>Money in by kind, money out by payee, the difference (0.00), a line to sign each.</source>
        <translation>Entrées par nature, sorties par bénéficiaire, l&apos;écart (0,00), une ligne à signer pour chacun.</translation>
    </message>
    <message>
        <source>Payout receipts</source>
        <translation>Reçus de paiement</translation>
    </message>
    <message>
        <source>A receipt per player paid: place, prize, bounties, the tax note, a line to sign.</source>
        <translation>Un reçu par joueur payé : place, gain, primes, la mention fiscale, une ligne à signer.</translation>
    </message>
    <message>
        <source>League standings</source>
        <translation>Classement de la ligue</translation>
    </message>
    <message>
        <source>A season&apos;s standings, with the league&apos;s rules; the event&apos;s season unless chosen.</source>
        <translation>Le classement d&apos;une saison, avec les règles de la ligue ; la saison du tournoi sauf choix contraire.</translation>
    </message>
    <message>
        <source>Incident log</source>
        <translation>Journal des incidents</translation>
    </message>
    <message>
        <source>Every ruling given in the event, as recorded, oldest first.</source>
        <translation>Chaque décision rendue dans le tournoi, telle qu&apos;enregistrée, la plus ancienne d&apos;abord.</translation>
    </message>
    <message>
        <source>Sign-in sheet</source>
        <translation>Feuille d&apos;émargement</translation>
    </message>
    <message>
        <source>A line per entry to sign, and blank lines.</source>
        <translation>Une ligne à signer par entrée, et des lignes vides.</translation>
    </message>
    <message>
        <source>Satellite tickets</source>
        <translation>Tickets de satellite</translation>
    </message>
    <message>
        <source>A voucher per seat won in the satellite: the winner, the seat&apos;s value, a QR code.</source>
        <translation>Un bon par siège gagné au satellite : le gagnant, la valeur du siège, un code QR.</translation>
    </message>
    <message>
        <source>Membership cards</source>
        <translation>Cartes de membre</translation>
    </message>
    <message>
        <source>A card per member: name, membership number, a barcode and a QR code to scan in.</source>
        <translation>Une carte par membre : nom, numéro d&apos;adhérent, un code-barres et un code QR à scanner.</translation>
    </message>
    <message>
        <source>Sign-up poster</source>
        <translation>Affiche de préinscription</translation>
    </message>
    <message>
        <source>A page for the wall whose QR code opens the sign-up page on a phone.</source>
        <translation>Une page pour le mur dont le code QR ouvre la page de préinscription sur un téléphone.</translation>
    </message>
    <message>
        <source>Colour-up plan</source>
        <translation>Plan des changes de jetons</translation>
    </message>
    <message>
        <source>Per break: the chips that leave, the chips needed.</source>
        <translation>Par pause : les jetons qui sortent, les jetons nécessaires.</translation>
    </message>
    <message>
        <source>There is no document &apos;{name}&apos; (there are: {known}).</source>
        <translation>Il n&apos;y a pas de document « {name} » (il y a : {known}).</translation>
    </message>
    <message>
        <source>There is no layout &apos;{layout}&apos; (there are: {known}).</source>
        <translation>Il n&apos;y a pas de mise en page « {layout} » (il y a : {known}).</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>Impossible d&apos;écrire {path} : {reason}.</translation>
    </message>
</context>
<context>
    <name>app.documents.chip_sheet</name>
    <message>
        <source>Chips in play {chips}</source>
        <extracomment>How many leaders the sheet lists.</extracomment>
        <translation>Jetons en jeu {chips}</translation>
    </message>
    <message>
        <source>Every stack counted ({players})</source>
        <translation>Tous les tapis comptés ({players})</translation>
    </message>
</context>
<context>
    <name>app.documents.desk_card</name>
    <message>
        <source>Seat card</source>
        <translation>Carte de siège</translation>
    </message>
</context>
<context>
    <name>app.documents.event_sheets</name>
    <message>
        <source>Payouts are worked out from two entries on.</source>
        <extracomment>Blank lines at the foot of a sign-in sheet, for players who are not listed.</extracomment>
        <translation>Les paiements sont calculés à partir de deux entrées.</translation>
    </message>
    <message>
        <source>Starting stack {stack}. Late registration: {policy}, until the end of level {level}.</source>
        <translation>Tapis de départ {stack}. Inscriptions tardives : {policy}, jusqu&apos;à la fin du niveau {level}.</translation>
    </message>
    <message>
        <source>Starting stack {stack}. Late registration: {policy}.</source>
        <translation>Tapis de départ {stack}. Inscriptions tardives : {policy}.</translation>
    </message>
    <message>
        <source>{entries}, payout table {table}.</source>
        <translation>{entries}, grille de paiement {table}.</translation>
    </message>
    <message>
        <source>Guarantee {guarantee}: the house adds an overlay of {overlay}.</source>
        <translation>Garantie {guarantee} : la maison ajoute un overlay de {overlay}.</translation>
    </message>
    <message>
        <source>{count} place paid.</source>
        <translation>{count} place payée.</translation>
    </message>
    <message>
        <source>{count} places paid.</source>
        <translation>{count} places payées.</translation>
    </message>
    <message>
        <source>{overlay} {paid}</source>
        <translation>{overlay} {paid}</translation>
    </message>
    <message>
        <source>The plan is for {tables} of {seats}, full.</source>
        <translation>Le plan vaut pour {tables} de {seats}, complètes.</translation>
    </message>
</context>
<context>
    <name>app.documents.head</name>
    <message>
        <source>Mon</source>
        <extracomment>The days of the week, Monday first, as a date names them.</extracomment>
        <translation>lun.</translation>
    </message>
    <message>
        <source>Tue</source>
        <translation>mar.</translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>mer.</translation>
    </message>
    <message>
        <source>Thu</source>
        <translation>jeu.</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>ven.</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>sam.</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>dim.</translation>
    </message>
    <message>
        <source>Jan</source>
        <extracomment>The months, January first, as a date names them.</extracomment>
        <translation>janv.</translation>
    </message>
    <message>
        <source>Feb</source>
        <translation>févr.</translation>
    </message>
    <message>
        <source>Mar</source>
        <translation>mars</translation>
    </message>
    <message>
        <source>Apr</source>
        <translation>avr.</translation>
    </message>
    <message>
        <source>May</source>
        <translation>mai</translation>
    </message>
    <message>
        <source>Jun</source>
        <translation>juin</translation>
    </message>
    <message>
        <source>Jul</source>
        <translation>juil.</translation>
    </message>
    <message>
        <source>Aug</source>
        <translation>août</translation>
    </message>
    <message>
        <source>Sep</source>
        <translation>sept.</translation>
    </message>
    <message>
        <source>Oct</source>
        <translation>oct.</translation>
    </message>
    <message>
        <source>Nov</source>
        <translation>nov.</translation>
    </message>
    <message>
        <source>Dec</source>
        <translation>déc.</translation>
    </message>
    <message>
        <source>{weekday} {day} {month} {year}</source>
        <translation>{weekday} {day} {month} {year}</translation>
    </message>
    <message>
        <source>Printed {date} {time}</source>
        <translation>Imprimé le {date} à {time}</translation>
    </message>
</context>
<context>
    <name>app.documents.incident_log</name>
    <message>
        <source>FTR decks</source>
        <translation>Paquets FTR</translation>
    </message>
    <message>
        <source>FTR decks with FTR action</source>
        <translation>Paquets FTR avec action FTR</translation>
    </message>
    <message>
        <source>{rulebook} with {layer}</source>
        <translation>{rulebook} avec {layer}</translation>
    </message>
    <message>
        <source>{first}  ·  {then}</source>
        <translation>{first}  ·  {then}</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <source>Hand {hand}</source>
        <translation>Main {hand}</translation>
    </message>
    <message>
        <source>Director {name}</source>
        <translation>Directeur {name}</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Joueurs : {names}</translation>
    </message>
    <message>
        <source>Under {rulebook}</source>
        <translation>Selon {rulebook}</translation>
    </message>
    <message>
        <source>No ruling in the incident log matches “{search}”.</source>
        <translation>Aucune décision du journal des incidents ne correspond à « {search} ».</translation>
    </message>
    <message>
        <source>No ruling has been recorded in this event yet.</source>
        <translation>Aucune décision n&apos;a encore été enregistrée dans ce tournoi.</translation>
    </message>
    <message>
        <source>{count} ruling</source>
        <translation>{count} décision</translation>
    </message>
    <message>
        <source>{count} rulings</source>
        <translation>{count} décisions</translation>
    </message>
    <message>
        <source>{count} matching “{search}”, oldest first. Event rulebook: {rulebook}.</source>
        <translation>{count} correspondant à « {search} », la plus ancienne d&apos;abord. Règlement du tournoi : {rulebook}.</translation>
    </message>
    <message>
        <source>{count}, oldest first. Event rulebook: {rulebook}.</source>
        <translation>{count}, la plus ancienne d&apos;abord. Règlement du tournoi : {rulebook}.</translation>
    </message>
</context>
<context>
    <name>app.documents.member_cards</name>
    <message>
        <source>No player has a membership number yet: give members their numbers first.</source>
        <translation>Aucun joueur n&apos;a encore de numéro d&apos;adhérent : donnez d&apos;abord leurs numéros aux adhérents.</translation>
    </message>
</context>
<context>
    <name>app.documents.move_slips</name>
    <message>
        <source>Nobody has been moved in this event yet.</source>
        <translation>Personne n&apos;a encore été déplacé dans ce tournoi.</translation>
    </message>
</context>
<context>
    <name>app.documents.receipts</name>
    <message>
        <source>still playing</source>
        <translation>encore en jeu</translation>
    </message>
    <message>
        <source>Mystery bounties won</source>
        <translation>Primes mystère gagnées</translation>
    </message>
    <message>
        <source>{places} (shared)</source>
        <translation>{places} (partagée)</translation>
    </message>
    <message>
        <source>Nobody has been paid yet: bust players first.</source>
        <translation>Personne n&apos;a encore été payé : éliminez d&apos;abord des joueurs.</translation>
    </message>
</context>
<context>
    <name>app.documents.results_sheet</name>
    <message>
        <source>Nobody has finished yet: bust players first.</source>
        <translation>Personne n&apos;a encore terminé : éliminez d&apos;abord des joueurs.</translation>
    </message>
    <message>
        <source>Field {count}</source>
        <translation>Field {count}</translation>
    </message>
    <message>
        <source>{count} out</source>
        <translation>{count} éliminés</translation>
    </message>
    <message>
        <source>{count} still playing, listed once they finish</source>
        <translation>{count} encore en jeu, listés dès leur élimination</translation>
    </message>
    <message>
        <source>final results</source>
        <translation>résultats définitifs</translation>
    </message>
    <message>
        <source>{first}  ·  {then}</source>
        <translation>{first}  ·  {then}</translation>
    </message>
    <message>
        <source>{summary}.</source>
        <translation>{summary}.</translation>
    </message>
</context>
<context>
    <name>app.documents.seat_cards</name>
    <message>
        <source>Reprinting the last batch prints it whole: leave out the table and &apos;new only&apos;.</source>
        <translation>Réimprimer le dernier lot l&apos;imprime en entier : laissez de côté la table et « nouvelles seulement ».</translation>
    </message>
    <message>
        <source>No seat cards have been printed for this event yet.</source>
        <translation>Aucune carte de siège n&apos;a encore été imprimée pour ce tournoi.</translation>
    </message>
    <message>
        <source>Nobody from the last batch of seat cards is seated any more.</source>
        <translation>Plus personne du dernier lot de cartes de siège n&apos;est assis.</translation>
    </message>
    <message>
        <source>Nobody is seated yet: register players first.</source>
        <translation>Personne n&apos;est encore assis : inscrivez d&apos;abord des joueurs.</translation>
    </message>
    <message>
        <source>Nobody is seated at table {table}.</source>
        <translation>Personne n&apos;est assis à la table {table}.</translation>
    </message>
    <message>
        <source>Every seat card is printed already.</source>
        <translation>Toutes les cartes de siège sont déjà imprimées.</translation>
    </message>
    <message>
        <source>Every seat card at table {table} is printed already.</source>
        <translation>Toutes les cartes de siège de la table {table} sont déjà imprimées.</translation>
    </message>
</context>
<context>
    <name>app.documents.seating</name>
    <message>
        <source>Table {table} is not open.</source>
        <translation>La table {table} n&apos;est pas ouverte.</translation>
    </message>
    <message>
        <source>No table is open yet.</source>
        <translation>Aucune table n&apos;est encore ouverte.</translation>
    </message>
    <message>
        <source>Nobody is seated yet.</source>
        <translation>Personne n&apos;est encore assis.</translation>
    </message>
</context>
<context>
    <name>app.documents.sign_up_poster</name>
    <message>
        <source>The poster&apos;s code needs the address phones reach the floor at: share the floor on the venue network first (File &gt; Share on the venue network…), then print it.</source>
        <translation>Le code de l&apos;affiche a besoin de l&apos;adresse où les téléphones joignent le floor : partagez d&apos;abord le floor sur le réseau de l&apos;établissement (Fichier &gt; Partager sur le réseau de l&apos;établissement…), puis imprimez-la.</translation>
    </message>
    <message>
        <source>Buy-in {buy_in} + {fee}</source>
        <translation>Buy-in {buy_in} + {fee}</translation>
    </message>
    <message>
        <source>Buy-in {buy_in}</source>
        <translation>Buy-in {buy_in}</translation>
    </message>
</context>
<context>
    <name>app.documents.standings_sheet</name>
    <message>
        <source>{league}, season {season}</source>
        <translation>{league}, saison {season}</translation>
    </message>
    <message>
        <source>No event of {name} has been scored yet.</source>
        <translation>Aucun tournoi de {name} n&apos;a encore été compté.</translation>
    </message>
    <message>
        <source>{count} event</source>
        <translation>{count} tournoi</translation>
    </message>
    <message>
        <source>{count} events</source>
        <translation>{count} tournois</translation>
    </message>
    <message>
        <source>{played} of {events} played, season closed.</source>
        <translation>{played} sur {events} joués, saison close.</translation>
    </message>
    <message>
        <source>{played} of {events} played.</source>
        <translation>{played} sur {events} joués.</translation>
    </message>
    <message>
        <source>{played}
Points: {rules}.
Ties: {ties}.</source>
        <translation>{played}
Points : {rules}.
Égalités : {ties}.</translation>
    </message>
    <message>
        <source>Standings: {season}</source>
        <translation>Classement : {season}</translation>
    </message>
</context>
<context>
    <name>app.entrants</name>
    <message>
        <source>{typed} is named twice.</source>
        <extracomment>Finds the one player typed text names, None when nobody has that name.</extracomment>
        <translation>{typed} est nommé deux fois.</translation>
    </message>
</context>
<context>
    <name>app.floor</name>
    <message>
        <source>The journal of {url} cannot be read ({error}): a record was changed by hand or damaged. It was left untouched; restore it from a backup.</source>
        <extracomment>A checkpoint of the fold is stored (at open and close) once the journal has grown by this many entries past the stored one: opening then folds at most about this many.</extracomment>
        <translation>Le journal de {url} ne peut pas être lu ({error}) : un enregistrement a été modifié à la main ou endommagé. Il n&apos;a pas été touché ; restaurez-le depuis une sauvegarde.</translation>
    </message>
    <message>
        <source>The floor has changed since this was shown: look at it again, then confirm.</source>
        <translation>Le floor a changé depuis cet affichage : regardez de nouveau, puis confirmez.</translation>
    </message>
    <message>
        <source>Nothing was done: &apos;{expected}&apos; is no longer what undo takes back (another station acted); it would now be &apos;{label}&apos;.</source>
        <translation>Rien n&apos;a été fait : « {expected} » n&apos;est plus ce qu&apos;Annuler reprend (un autre poste a agi) ; ce serait maintenant « {label} ».</translation>
    </message>
    <message>
        <source>Nothing was done: &apos;{expected}&apos; is no longer what redo takes back (another station acted); it would now be &apos;{label}&apos;.</source>
        <translation>Rien n&apos;a été fait : « {expected} » n&apos;est plus ce que Rétablir reprend (un autre poste a agi) ; ce serait maintenant « {label} ».</translation>
    </message>
    <message>
        <source>Cannot undo &apos;{label}&apos;: later actions depend on it. Undo those first.</source>
        <translation>Impossible d&apos;annuler « {label} » : des actions ultérieures en dépendent. Annulez-les d&apos;abord.</translation>
    </message>
    <message>
        <source>Cannot redo &apos;{label}&apos;: later actions depend on it. Undo those first.</source>
        <translation>Impossible de rétablir « {label} » : des actions ultérieures en dépendent. Annulez-les d&apos;abord.</translation>
    </message>
    <message>
        <source>The journal of {url} lacks entries {expected} to {last} (deleted by hand?). It was left untouched; restore it from a backup.</source>
        <translation>Il manque au journal de {url} les enregistrements {expected} à {last} (supprimés à la main ?). Il n&apos;a pas été touché ; restaurez-le depuis une sauvegarde.</translation>
    </message>
    <message>
        <source>There is no event number {event_id}.</source>
        <translation>Il n&apos;y a pas de tournoi numéro {event_id}.</translation>
    </message>
</context>
<context>
    <name>app.input_files</name>
    <message>
        <source>Cannot read {path}: {reason}.</source>
        <translation>Impossible de lire {path} : {reason}.</translation>
    </message>
    <message>
        <source>{path}: {exc}</source>
        <translation>{path} : {exc}</translation>
    </message>
</context>
<context>
    <name>app.languages</name>
    <message>
        <source>{text} is not a language floortool speaks; choose one of {spoken}</source>
        <extracomment>Each language&apos;s code and its name, as its speakers write it. The language of the sources, and of a window no one has chosen one for. The variable naming the language of a computer&apos;s commands (``de``). Where the window keeps the language chosen in View &gt; Language: ``[window] language``. The languages with a catalogue.</extracomment>
        <translation>{text} n&apos;est pas une langue que floortool parle ; choisissez parmi {spoken}</translation>
    </message>
</context>
<context>
    <name>app.layout_pictures</name>
    <message>
        <source>{name} looks like a {kind} but does not read as one ({exc}).</source>
        <translation>{name} ressemble à un {kind} mais ne se lit pas comme tel ({exc}).</translation>
    </message>
    <message>
        <source>{name} has too many pixels to show.</source>
        <translation>{name} a trop de pixels pour être affichée.</translation>
    </message>
    <message>
        <source>There is no picture {name} in {folder}.</source>
        <translation>Il n&apos;y a pas d&apos;image {name} dans {folder}.</translation>
    </message>
    <message>
        <source>Cannot read {name}: {reason}.</source>
        <translation>Impossible de lire {name} : {reason}.</translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}.</source>
        <translation>Impossible de lire {path} : {reason}.</translation>
    </message>
</context>
<context>
    <name>app.layout_sharing</name>
    <message>
        <source>Cannot export the picture {name}: {problem}</source>
        <translation>Impossible d&apos;exporter l&apos;image {name} : {problem}</translation>
    </message>
    <message>
        <source>The images folder has too many pictures called {name}.</source>
        <translation>Le dossier des images a trop d&apos;images nommées {name}.</translation>
    </message>
</context>
<context>
    <name>app.layouts</name>
    <message>
        <source>room layout</source>
        <translation>mise en page de la salle</translation>
    </message>
    <message>
        <source>region &apos;{region}&apos;: a QR code holds at most {most} bytes of text.</source>
        <extracomment>The layout the room display takes unless told another. The editor&apos;s starting point for a sponsor&apos;s slide (not a layout of its own: a venue saves one slide per sponsor, under the sponsor&apos;s name).</extracomment>
        <translation>zone « {region} » : un code QR contient au plus {most} octets de texte.</translation>
    </message>
    <message>
        <source>{name}.json: {exc}</source>
        <translation>{name}.json : {exc}</translation>
    </message>
</context>
<context>
    <name>app.league_results</name>
    <message>
        <source>{event} has no results: nobody played.</source>
        <translation>{event} n&apos;a pas de résultats : personne n&apos;a joué.</translation>
    </message>
    <message>
        <source>{event} is not over: {count} entry has no place yet.</source>
        <translation>{event} n&apos;est pas terminé : {count} entrée n&apos;a pas encore de place.</translation>
    </message>
    <message>
        <source>{event} is not over: {count} entries have no place yet.</source>
        <translation>{event} n&apos;est pas terminé : {count} entrées n&apos;ont pas encore de place.</translation>
    </message>
</context>
<context>
    <name>app.publishing</name>
    <message>
        <source>{league}, season {season}</source>
        <extracomment>The files written, in the order they are written.</extracomment>
        <translation>{league}, saison {season}</translation>
    </message>
    <message>
        <source>Nobody has finished {event} yet: there are no results to publish.</source>
        <translation>Personne n&apos;a encore terminé {event} : il n&apos;y a pas de résultats à publier.</translation>
    </message>
    <message>
        <source>Published {date} {time}</source>
        <translation>Publié le {date} à {time}</translation>
    </message>
    <message>
        <source>Cannot write {where}: {reason}. Choose a folder you may write to.</source>
        <translation>Impossible d&apos;écrire {where} : {reason}. Choisissez un dossier où vous pouvez écrire.</translation>
    </message>
</context>
<context>
    <name>app.reentry_quote</name>
    <message>
        <source>Re-enter {player} (entry {entry})? A new buy-in of {buy_in} + {fee} fee for {chips} chips.</source>
        <translation>Ré-entrée de {player} (entrée {entry}) ? Un nouveau buy-in de {buy_in} + {fee} de frais pour {chips} jetons.</translation>
    </message>
    <message>
        <source>Re-enter {player} (entry {entry})? A new buy-in of {buy_in} for {chips} chips.</source>
        <translation>Ré-entrée de {player} (entrée {entry}) ? Un nouveau buy-in de {buy_in} pour {chips} jetons.</translation>
    </message>
</context>
<context>
    <name>app.resources</name>
    <message>
        <source>The template needs a name with letters or digits.</source>
        <extracomment>The template each rulebook&apos;s events start with when no structure is named. The longest name a saved template may have.</extracomment>
        <translation>Le modèle a besoin d&apos;un nom avec des lettres ou des chiffres.</translation>
    </message>
    <message>
        <source>There is no {what} &apos;{name}&apos; (there are: {known}).</source>
        <translation>Il n&apos;y a pas de {what} « {name} » (il y a : {known}).</translation>
    </message>
    <message>
        <source>structure template</source>
        <translation>modèle de structure</translation>
    </message>
    <message>
        <source>payout table</source>
        <translation>table des gains</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is neither a built-in structure ({known}) nor a structure file.</source>
        <translation>« {value} » n&apos;est ni une structure intégrée ({known}) ni un fichier de structure.</translation>
    </message>
</context>
<context>
    <name>app.room_cue</name>
    <message>
        <source>The room&apos;s cue</source>
        <translation>Le signal de la salle</translation>
    </message>
    <message>
        <source>The room&apos;s cue: each cue must hold exactly {keys}.</source>
        <extracomment>The cues the file keeps (a screen polling late still finds those of one moment).</extracomment>
        <translation>Signal de la salle : chaque signal doit contenir exactement {keys}.</translation>
    </message>
    <message>
        <source>The room&apos;s cue: &apos;{key}&apos; is not what it should be.</source>
        <translation>Signal de la salle : « {key} » n&apos;est pas ce qu&apos;il devrait être.</translation>
    </message>
    <message>
        <source>The room&apos;s cue: an unknown moment or an over-long line.</source>
        <translation>Signal de la salle : un moment inconnu ou une ligne trop longue.</translation>
    </message>
    <message>
        <source>The room&apos;s cue: &apos;sound&apos; is not what it should be.</source>
        <translation>Signal de la salle : « sound » n&apos;est pas ce qu&apos;il devrait être.</translation>
    </message>
    <message>
        <source>one object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>The room&apos;s cue: the file must hold exactly &apos;cues&apos;, a list.</source>
        <translation>Signal de la salle : le fichier doit contenir exactement « cues », une liste.</translation>
    </message>
    <message>
        <source>The room&apos;s cue: more than {most} cues.</source>
        <translation>Signal de la salle : plus de {most} signaux.</translation>
    </message>
</context>
<context>
    <name>app.rulebook_shelf</name>
    <message>
        <source>{entry}: {exc}</source>
        <extracomment>Each event rulebook&apos;s books, its base book before the amendments over it (others after).</extracomment>
        <translation>{entry} : {exc}</translation>
    </message>
    <message>
        <source>{entry} holds the rulebook &apos;{book}&apos;.</source>
        <translation>{entry} contient le règlement « {book} ».</translation>
    </message>
</context>
<context>
    <name>app.rulings</name>
    <message>
        <source>There is no situation &apos;{situation_id}&apos;.</source>
        <translation>Il n&apos;y a pas de situation « {situation_id} ».</translation>
    </message>
    <message>
        <source>Situation file {name}</source>
        <translation>Fichier de situation {name}</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>{entry} holds the situation &apos;{situation}&apos;.</source>
        <translation>{entry} contient la situation « {situation} ».</translation>
    </message>
    <message>
        <source>Situations cite unknown rules: {problems}</source>
        <translation>Des situations citent des règles inconnues : {problems}</translation>
    </message>
    <message>
        <source>Situation file {situation}.json: under {rulebook}, a table {short_by} short with blinds affected &apos;{affected}&apos; halts by the seating rules, but the ruling is &apos;{remedy}&apos;.</source>
        <extracomment>The wizard&apos;s situation on short tables, its halting remedy, and what its answers to &quot;how many players short&quot; mean in players.</extracomment>
        <translation>Fichier de situation {situation}.json : selon {rulebook}, une table à {short_by} de moins avec blinds touchées « {affected} » s&apos;arrête d&apos;après les règles de placement, mais la décision est « {remedy} ».</translation>
    </message>
    <message>
        <source>Situation file {situation}.json: under {rulebook}, a table {short_by} short with blinds affected &apos;{affected}&apos; plays on by the seating rules, but the ruling is &apos;{remedy}&apos;.</source>
        <translation>Fichier de situation {situation}.json : selon {rulebook}, une table à {short_by} de moins avec blinds touchées « {affected} » continue de jouer d&apos;après les règles de placement, mais la décision est « {remedy} ».</translation>
    </message>
    <message>
        <source>&apos;{title}&apos; arises only in {only} games; this event deals a {game} game.</source>
        <translation>« {title} » ne survient qu&apos;aux jeux {only} ; ce tournoi distribue un jeu {game}.</translation>
    </message>
</context>
<context>
    <name>app.screen_devices</name>
    <message>
        <source>the layout</source>
        <translation>la mise en page</translation>
    </message>
    <message>
        <source>the set</source>
        <translation>l&apos;ensemble</translation>
    </message>
</context>
<context>
    <name>app.screen_sets</name>
    <message>
        <source>screen set</source>
        <translation>série d&apos;écrans</translation>
    </message>
    <message>
        <source>View {number} shows the layout &apos;{layout}&apos;, which there is not (there are: {known}).</source>
        <extracomment>The set served when none is named (the preset).</extracomment>
        <translation>La vue {number} affiche la mise en page « {layout} », qui n&apos;existe pas (il y a : {known}).</translation>
    </message>
    <message>
        <source>{name}.json: {exc}</source>
        <translation>{name}.json : {exc}</translation>
    </message>
</context>
<context>
    <name>app.sessions</name>
    <message>
        <source>at an unknown time</source>
        <translation>à une heure inconnue</translation>
    </message>
    <message>
        <source>{date} at {time}</source>
        <translation>le {date} à {time}</translation>
    </message>
</context>
<context>
    <name>app.simulation</name>
    <message>
        <source>A tournament needs at least 2 entrants.</source>
        <extracomment>Bust-outs per hand: none, one, or two players (cumulative probabilities).</extracomment>
        <translation>Un tournoi a besoin d&apos;au moins 2 participants.</translation>
    </message>
    <message>
        <source>A table has {fewest} to {most} seats.</source>
        <translation>Une table a de {fewest} à {most} sièges.</translation>
    </message>
    <message>
        <source>Unknown game &apos;{game}&apos;; choose one of: {games}.</source>
        <translation>Jeu inconnu « {game} » ; choisissez parmi : {games}.</translation>
    </message>
</context>
<context>
    <name>app.structure_text</name>
    <message>
        <source>(unnamed structure)</source>
        <translation>(structure sans nom)</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>  colour up {chips}</source>
        <translation>  change de jetons {chips}</translation>
    </message>
    <message>
        <source>break</source>
        <translation>pause</translation>
    </message>
    <message>
        <source>BB ante {ante}</source>
        <translation>ante BB {ante}</translation>
    </message>
    <message>
        <source>ante {ante}</source>
        <translation>ante {ante}</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>niveau {level}</translation>
    </message>
</context>
<context>
    <name>app.venue_tax_note</name>
    <message>
        <source>The tax-note threshold cannot be negative.</source>
        <extracomment>The preference that keeps the threshold, in cents.</extracomment>
        <translation>Le seuil de la note fiscale ne peut pas être négatif.</translation>
    </message>
</context>
<context>
    <name>app.views.chip_counts</name>
    <message>
        <source>Average —</source>
        <extracomment>How many leaders the displays show unless asked for another number.</extracomment>
        <translation>Moyenne —</translation>
    </message>
    <message>
        <source>Average {average}</source>
        <translation>Moyenne {average}</translation>
    </message>
    <message>
        <source>{whole}.{tenth}</source>
        <translation>{whole},{tenth}</translation>
    </message>
    <message>
        <source>{average} ({bb} BB)</source>
        <translation>{average} ({bb} BB)</translation>
    </message>
    <message>
        <source>{chips} chips uncounted among {players}</source>
        <translation>{chips} jetons non comptés chez {players}</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>à l&apos;instant</translation>
    </message>
    <message>
        <source>{minutes} min ago</source>
        <translation>il y a {minutes} min</translation>
    </message>
    <message>
        <source>{hours} h {minutes} min ago</source>
        <translation>il y a {hours} h {minutes} min</translation>
    </message>
</context>
<context>
    <name>app.views.clock</name>
    <message>
        <source>New blinds apply from the next hand ({rule}).</source>
        <translation>Les nouvelles blinds s&apos;appliquent dès la main suivante ({rule}).</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Level {level} · {game}</source>
        <translation>Niveau {level} · {game}</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Niveau {level}</translation>
    </message>
</context>
<context>
    <name>app.views.draw_desk</name>
    <message>
        <source>table {table} seat {seat}</source>
        <translation>table {table} siège {seat}</translation>
    </message>
    <message>
        <source>waiting for a seat</source>
        <translation>en attente d&apos;un siège</translation>
    </message>
    <message>
        <source>{name} — {place}</source>
        <translation>{name} — {place}</translation>
    </message>
    <message>
        <source>{name} — {place} (player {player}, membership {membership})</source>
        <translation>{name} — {place} (joueur {player}, adhésion {membership})</translation>
    </message>
    <message>
        <source>{name} — {place} (player {player})</source>
        <translation>{name} — {place} (joueur {player})</translation>
    </message>
</context>
<context>
    <name>app.views.events</name>
    <message>
        <source>Finished · won by {winner}</source>
        <translation>Terminé · gagné par {winner}</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>The keys of an event&apos;s JSON that are its own, not a setting&apos;s (public: every list shows them). The keys of an event&apos;s JSON that are not a setting&apos;s id, and the setting each shows. The label of the event&apos;s own line (its name and number), which a page header may show.</extracomment>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>end of level {level}</source>
        <translation>fin du niveau {level}</translation>
    </message>
    <message>
        <source>set by the director</source>
        <translation>fixée par le directeur</translation>
    </message>
    <message>
        <source>{buy_in} + {fee}</source>
        <translation>{buy_in} + {fee}</translation>
    </message>
    <message>
        <source>{buy_in} (bounty {bounty}) + {fee}</source>
        <translation>{buy_in} (prime {bounty}) + {fee}</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Règlement</translation>
    </message>
    <message>
        <source>Late registration</source>
        <translation>Inscriptions tardives</translation>
    </message>
    <message>
        <source>Late registration closes</source>
        <translation>Fin des inscriptions tardives</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Tapis de départ</translation>
    </message>
    <message>
        <source>{chips}</source>
        <translation>{chips}</translation>
    </message>
    <message>
        <source>Buy-in + fee</source>
        <translation>Buy-in + frais</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>{count} seat</source>
        <translation>{count} siège</translation>
    </message>
    <message>
        <source>{count} seats</source>
        <translation>{count} sièges</translation>
    </message>
    <message>
        <source>{tables} in play, {seats} each, more as the field grows</source>
        <translation>{tables} en jeu, {seats} chacune, davantage si le field grandit</translation>
    </message>
    <message>
        <source>{tables} of {seats}</source>
        <translation>{tables} de {seats}</translation>
    </message>
    <message>
        <source>{text} ({count} in play)</source>
        <translation>{text} ({count} en jeu)</translation>
    </message>
</context>
<context>
    <name>app.views.field</name>
    <message>
        <source>buy-in {money} taken when seated</source>
        <translation>buy-in de {money} encaissé au placement</translation>
    </message>
    <message>
        <source>{count} alternate waiting</source>
        <translation>{count} remplaçant en attente</translation>
    </message>
    <message>
        <source>{count} alternates waiting</source>
        <translation>{count} remplaçants en attente</translation>
    </message>
    <message>
        <source>{who}: counted in the field as they are seated.</source>
        <translation>{who} : comptés dans le field une fois placés.</translation>
    </message>
    <message>
        <source>{who}: their buy-ins ({money}) join the prize pool as they are seated.</source>
        <translation>{who} : leurs buy-ins ({money}) rejoignent le prize pool une fois placés.</translation>
    </message>
</context>
<context>
    <name>app.views.league</name>
    <message>
        <source>&apos;{text}&apos; is not NAME=VALUE (like n=50).</source>
        <extracomment>The largest value a formula variable may be given (``--var n=...``).</extracomment>
        <translation>« {text} » n&apos;est pas NOM=VALEUR (comme n=50).</translation>
    </message>
    <message>
        <source>Unknown variable &apos;{name}&apos;; the variables are {known}.</source>
        <translation>Variable inconnue « {name} » ; les variables sont {known}.</translation>
    </message>
    <message>
        <source>{event} has no results recorded yet.</source>
        <translation>{event} n&apos;a pas encore de résultats enregistrés.</translation>
    </message>
    <message>
        <source>A made-up field has 1 to {most} entries, from 1 player up to one each.</source>
        <translation>Un champ fictif a de 1 à {most} entrées, d&apos;un seul joueur jusqu&apos;à une par joueur.</translation>
    </message>
</context>
<context>
    <name>app.views.lists</name>
    <message>
        <source>{first}, {rest}</source>
        <translation>{first}, {rest}</translation>
    </message>
</context>
<context>
    <name>app.views.lobby</name>
    <message>
        <source>starts in {time}</source>
        <translation>commence dans {time}</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>reste {time}</translation>
    </message>
    <message>
        <source>paused, {left}</source>
        <translation>en pause, {left}</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Niveau {level}</translation>
    </message>
    <message>
        <source>late reg open</source>
        <translation>inscriptions tardives ouvertes</translation>
    </message>
    <message>
        <source>late reg closed</source>
        <translation>inscriptions tardives closes</translation>
    </message>
    <message>
        <source>{stage} · {time} · {players} · {late}</source>
        <translation>{stage} · {time} · {players} · {late}</translation>
    </message>
</context>
<context>
    <name>app.views.mystery</name>
    <message>
        <source>The first mystery draw has fixed the prizes: undo it to change them.</source>
        <translation>Le premier tirage mystère a fixé les prix : annulez-le pour les changer.</translation>
    </message>
</context>
<context>
    <name>app.views.results</name>
    <message>
        <source>{player} has no entry in {event}.</source>
        <translation>{player} n&apos;a pas d&apos;entrée dans {event}.</translation>
    </message>
    <message>
        <source>{player} has no entry {number} in {event}.</source>
        <translation>{player} n&apos;a pas d&apos;entrée {number} dans {event}.</translation>
    </message>
    <message>
        <source>Set by the director: {reason}</source>
        <translation>Fixé par le directeur : {reason}</translation>
    </message>
    <message>
        <source>{money} won</source>
        <translation>{money} gagnées</translation>
    </message>
    <message>
        <source>{money} unclaimed</source>
        <translation>{money} non réclamées</translation>
    </message>
    <message>
        <source>{money} still in play</source>
        <translation>{money} encore en jeu</translation>
    </message>
    <message>
        <source>{money} left to draw</source>
        <translation>{money} restant à tirer</translation>
    </message>
    <message>
        <source>Mystery bounties {money} each: {parts}</source>
        <translation>Mystery bounties de {money} chacune : {parts}</translation>
    </message>
    <message>
        <source>Bounties {money} each: {parts}</source>
        <translation>Primes de {money} chacune : {parts}</translation>
    </message>
</context>
<context>
    <name>app.views.seating</name>
    <message>
        <source>{count} move</source>
        <translation>{count} déplacement</translation>
    </message>
    <message>
        <source>{count} moves</source>
        <translation>{count} déplacements</translation>
    </message>
    <message>
        <source>The tables are balanced.</source>
        <translation>Les tables sont équilibrées.</translation>
    </message>
    <message>
        <source>{reason}: enter it, or draw for it.</source>
        <translation>{reason} : saisissez-le, ou tirez-le au sort.</translation>
    </message>
    <message>
        <source>{moves} can be made now. {then}</source>
        <translation>{moves} possibles maintenant. {then}</translation>
    </message>
    <message>
        <source>{moves} balance the tables.</source>
        <translation>{moves} équilibrent les tables.</translation>
    </message>
</context>
<context>
    <name>app.views.sign_ups</name>
    <message>
        <source>{name} · {source}</source>
        <translation>{name} · {source}</translation>
    </message>
    <message>
        <source>{name} · member {membership} · {source}</source>
        <translation>{name} · adhérent {membership} · {source}</translation>
    </message>
    <message>
        <source>{row} · alternate {number}</source>
        <translation>{row} · remplaçant {number}</translation>
    </message>
</context>
<context>
    <name>application</name>
    <message>
        <source>floortool cannot open the database</source>
        <extracomment>Names the desktop entry (Linux), so the window is matched to its menu item and icon.</extracomment>
        <translation>floortool ne peut pas ouvrir la base de données</translation>
    </message>
    <message>
        <source>Database: {0}</source>
        <translation>Base de données : {0}</translation>
    </message>
</context>
<context>
    <name>automation_actions</name>
    <message>
        <source>No voice on this computer to speak with: the line shows on the room&apos;s screens.</source>
        <translation>Aucune voix sur cet ordinateur pour parler : la ligne s&apos;affiche sur les écrans de la salle.</translation>
    </message>
</context>
<context>
    <name>automation_dialog</name>
    <message>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <source>Line (spoken, and shown)</source>
        <translation>Ligne (dite et affichée)</translation>
    </message>
    <message>
        <source>Shown for</source>
        <translation>Affichée pendant</translation>
    </message>
    <message>
        <source>Flash</source>
        <translation>Flash</translation>
    </message>
    <message>
        <source>At each moment of the night the window plays the sound, speaks the line where this computer speaks (the Clock page&apos;s Speak announcements), shows the line over every room screen and the players&apos; phones for the seconds given, and flashes the room&apos;s screens. A room screen in a browser flashes too, and speaks where it was asked to. A sound never comes alone: where no line shows, the room&apos;s screens flash with it.</source>
        <translation>À chaque moment de la soirée, la fenêtre joue le son, dit la ligne là où cet ordinateur parle (Annonces vocales de la page Horloge), affiche la ligne sur chaque écran de la salle et sur les téléphones des joueurs pendant les secondes indiquées, et fait clignoter les écrans de la salle. Un écran de salle dans un navigateur clignote aussi, et parle là où on le lui a demandé. Un son ne vient jamais seul : là où aucune ligne ne s&apos;affiche, les écrans de salle clignotent avec lui.</translation>
    </message>
    <message>
        <source>A line may name: {fields}.</source>
        <translation>Une ligne peut nommer : {fields}.</translation>
    </message>
    <message>
        <source>This computer has a voice: lines are spoken where Speak announcements is on.</source>
        <translation>Cet ordinateur a une voix : les lignes sont dites là où Annonces vocales est activé.</translation>
    </message>
    <message>
        <source>No voice on this computer: a line that was to be spoken shows on the room&apos;s screens instead.</source>
        <translation>Aucune voix sur cet ordinateur : une ligne qui devait être dite s&apos;affiche à la place sur les écrans de la salle.</translation>
    </message>
    <message>
        <source>Automation</source>
        <translation>Automatisation</translation>
    </message>
    <message>
        <source>Automation: {name}</source>
        <translation>Automatisation : {name}</translation>
    </message>
    <message>
        <source>{message} Nothing was changed.</source>
        <translation>{message} Rien n&apos;a été modifié.</translation>
    </message>
</context>
<context>
    <name>bust_dialog</name>
    <message>
        <source>Bust-out</source>
        <translation>Élimination</translation>
    </message>
    <message>
        <source>Name or table-seat (12-4), Enter</source>
        <translation>Nom ou table-siège (12-4), Entrée</translation>
    </message>
    <message>
        <source>Busting on this hand</source>
        <translation>Éliminés</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Chips at the start of the hand</source>
        <translation>Jetons au début de la main</translation>
    </message>
    <message>
        <source>Hand (1 best)</source>
        <translation>Main (1 = top)</translation>
    </message>
    <message>
        <source>Name or table-seat (optional)</source>
        <translation>Nom ou table-siège (facultatif)</translation>
    </message>
    <message>
        <source>Names or table-seats, commas between (optional)</source>
        <translation>Noms ou tables-sièges, séparés par des virgules (facultatif)</translation>
    </message>
    <message>
        <source>Bust</source>
        <translation>Éliminé</translation>
    </message>
    <message>
        <source>Record the bust-out (Enter on an empty field)</source>
        <translation>Enregistrer l&apos;élimination (Entrée sur un champ vide)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Take the selected player off this hand&apos;s list</source>
        <translation>Retirer le joueur choisi de la liste de cette main</translation>
    </message>
    <message>
        <source>Type a name or a seat and press Enter; add everyone who busted on this hand, then Enter on the empty field records it.</source>
        <translation>Saisir un nom ou un siège et appuyer sur Entrée ; ajouter tous ceux éliminés sur cette main, puis Entrée sur le champ vide l&apos;enregistre.</translation>
    </message>
    <message>
        <source>Eliminated by</source>
        <translation>Éliminé par</translation>
    </message>
    <message>
        <source>Split the pot with</source>
        <translation>Pot partagé avec</translation>
    </message>
    <message>
        <source>{player}: table {table} seat {seat}</source>
        <translation>{player} : table {table} siège {seat}</translation>
    </message>
    <message>
        <source>No seated player matches “{text}”.</source>
        <translation>Aucun joueur assis ne correspond à « {text} ».</translation>
    </message>
    <message>
        <source> and {0} more</source>
        <translation> et {0} autres</translation>
    </message>
    <message>
        <source>{0} match: {names}{more}. Type more, or the seat.</source>
        <translation>{0} correspondent : {names}{more}. Tapez davantage, ou le siège.</translation>
    </message>
    <message>
        <source>Nobody on the list yet.</source>
        <translation>Personne sur la liste pour l&apos;instant.</translation>
    </message>
    <message>
        <source>{0} finishes {1}</source>
        <translation>{0} termine {1}</translation>
    </message>
    <message>
        <source>, prize {0}</source>
        <translation>, gain {0}</translation>
    </message>
    <message>
        <source>{player} wins {0} in bounties</source>
        <translation>{player} gagne {0} en primes</translation>
    </message>
    <message>
        <source>; their bounty becomes {0}</source>
        <translation> ; sa prime devient {0}</translation>
    </message>
    <message>
        <source> and {0}</source>
        <translation> et {0}</translation>
    </message>
    <message>
        <source>Not recorded yet: type the chips {who} had at the start of the hand in the “Chips at the start of the hand” column (Enter moves to the next box), then Enter on the empty name field records the bust.</source>
        <translation>Pas encore enregistré : saisir les jetons que {who} avait au début de la main dans la colonne « Jetons au début de la main » (Entrée passe à la case suivante), puis Entrée sur le champ de nom vide enregistre l&apos;élimination.</translation>
    </message>
    <message>
        <source>Eliminated by: {0}</source>
        <translation>Éliminé par : {0}</translation>
    </message>
    <message>
        <source>Split the pot with: {0}</source>
        <translation>Pot partagé avec : {0}</translation>
    </message>
    <message>
        <source>Eliminated by {player}</source>
        <translation>Éliminé par {player}</translation>
    </message>
</context>
<context>
    <name>bust_toast</name>
    <message>
        <source>Undo</source>
        <extracomment>How long the note stays up. Its distance from the right edge of the window, in pixels. Its least width, in pixels.</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take this bust back</source>
        <translation>Annuler cette élimination</translation>
    </message>
</context>
<context>
    <name>calculators</name>
    <message>
        <source>&apos;{word}&apos; is not a whole number of {what}.</source>
        <translation>« {word} » n&apos;est pas un nombre entier de {what}.</translation>
    </message>
    <message>
        <source>Rules: </source>
        <translation>Règles : </translation>
    </message>
    <message>
        <source>Substantial action</source>
        <translation>Action substantielle</translation>
    </message>
    <message>
        <source>Tap the actions taken in turn since the blinds were posted.</source>
        <translation>Toucher les actions dans l&apos;ordre depuis que les blinds ont été posées.</translation>
    </message>
    <message>
        <source>Under {book}: {verdict}.</source>
        <translation>Selon {book} : {verdict}.</translation>
    </message>
    <message>
        <source>Minimum raise</source>
        <translation>Relance minimum</translation>
    </message>
    <message>
        <source>Pre-flop</source>
        <translation>Préflop</translation>
    </message>
    <message>
        <source>After the flop</source>
        <translation>Après le flop</translation>
    </message>
    <message>
        <source>Pre-flop the big blind is the opening bet</source>
        <translation>Préflop, la grosse blind est la mise d&apos;ouverture</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add this bet or raise (the total it makes the bet)</source>
        <translation>Ajouter cette mise ou relance (le total auquel elle porte la mise)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>What a player who already acted had put in: may they raise again? (—: skip)</source>
        <translation>Ce qu&apos;avait mis un joueur ayant déjà parlé : peut-il relancer à nouveau ? (— : ignorer)</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Grosse blind</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Tour d&apos;enchères</translation>
    </message>
    <message>
        <source>Bet or raise to</source>
        <translation>Mise ou relance à</translation>
    </message>
    <message>
        <source>So far</source>
        <translation>Jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Player acted at</source>
        <translation>Le joueur a parlé à</translation>
    </message>
    <message>
        <source>No bet or raise yet.</source>
        <translation>Pas encore de mise ni de relance.</translation>
    </message>
    <message>
        <source>Chip bets</source>
        <translation>Mises en jetons</translation>
    </message>
    <message>
        <source>No bet</source>
        <translation>Pas de mise</translation>
    </message>
    <message>
        <source>A full raise (not facing a bet: the minimum bet)</source>
        <translation>Une relance complète (sans mise à suivre : la mise minimum)</translation>
    </message>
    <message>
        <source>Each chip pushed: 1000 500 500</source>
        <translation>Chaque jeton poussé : 1000 500 500</translation>
    </message>
    <message>
        <source>“Raise” was said first</source>
        <translation>« Relance » a été dit en premier</translation>
    </message>
    <message>
        <source>Every chip the player had</source>
        <translation>Tous les jetons du joueur</translation>
    </message>
    <message>
        <source>To call</source>
        <translation>Pour suivre</translation>
    </message>
    <message>
        <source>Full raise</source>
        <translation>Relance complète</translation>
    </message>
    <message>
        <source>Chips pushed</source>
        <translation>Jetons poussés</translation>
    </message>
    <message>
        <source>Bet</source>
        <extracomment>A chip reading&apos;s action (``chip_bets.ChipReading.action``) as the headline names it.</extracomment>
        <translation>Mise</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Suivre</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Relance</translation>
    </message>
    <message>
        <source>Undercall</source>
        <translation>Sous-call</translation>
    </message>
    <message>
        <source>Odd chip</source>
        <translation>Jeton impair</translation>
    </message>
    <message>
        <source>The winning seats: 2, 7</source>
        <translation>Les sièges gagnants : 2, 7</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Smallest chip</source>
        <translation>Plus petit jeton</translation>
    </message>
    <message>
        <source>Button seat</source>
        <translation>Siège du bouton</translation>
    </message>
    <message>
        <source>Winning seats</source>
        <translation>Sièges gagnants</translation>
    </message>
    <message>
        <source>Seat {seat}: {chips}</source>
        <translation>Siège {seat} : {chips}</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <source>Players at the table, the penalised player included</source>
        <translation>Joueurs à la table, le joueur pénalisé compris</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>Joueurs à la table</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mains</translation>
    </message>
    <message>
        <source>{count} hand out</source>
        <translation>{count} main hors jeu</translation>
    </message>
    <message>
        <source>{count} hands out</source>
        <translation>{count} mains hors jeu</translation>
    </message>
    <message>
        <source>all-in {to}</source>
        <translation>tapis {to}</translation>
    </message>
    <message>
        <source>To call: {current_bet}; a full raise is {full_raise} more.</source>
        <translation>Pour suivre : {current_bet} ; une relance complète, c&apos;est {full_raise} de plus.</translation>
    </message>
    <message>
        <source>Minimum raise to {min_raise_to}</source>
        <translation>Relance minimum à {min_raise_to}</translation>
    </message>
    <message>
        <source>{0}: {puts_in} in</source>
        <translation>{0} : {puts_in} misés</translation>
    </message>
    <message>
        <source> (a raise of {raise_by})</source>
        <translation> (une relance de {raise_by})</translation>
    </message>
    <message>
        <source>, {returned} back</source>
        <translation>, {returned} rendus</translation>
    </message>
</context>
<context>
    <name>calculators_actions</name>
    <message>
        <source>No action entered yet.</source>
        <translation>Aucune action saisie pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Add a {word} (key {0})</source>
        <translation>Ajouter un {word} (touche {0})</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Remove the last action (Backspace)</source>
        <translation>Retirer la dernière action (Retour arrière)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
</context>
<context>
    <name>chip_count_dialog</name>
    <message>
        <source>Choose the table, then for each seat type the chips and press Enter.</source>
        <translation>Choisir la table, puis pour chaque siège saisir les jetons et appuyer sur Entrée.</translation>
    </message>
    <message>
        <source>Chip counts</source>
        <translation>Comptage des jetons</translation>
    </message>
    <message>
        <source>e.g. 125,000</source>
        <translation>p. ex. 125 000</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Seat {seat}  {player}  </source>
        <translation>Siège {seat}  {player}  </translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>non compté</translation>
    </message>
    <message>
        <source>Table {table} is not open.</source>
        <translation>La table {table} n&apos;est pas ouverte.</translation>
    </message>
    <message>
        <source>Seat {seat} is empty.</source>
        <translation>Le siège {seat} est vide.</translation>
    </message>
    <message>
        <source>Type the chips counted as a whole number, e.g. 125,000.</source>
        <translation>Saisir les jetons comptés en nombre entier, p. ex. 125 000.</translation>
    </message>
</context>
<context>
    <name>chip_leaders_box</name>
    <message>
        <source>No seated player&apos;s stack is counted.</source>
        <extracomment>How many leaders the box lists.</extracomment>
        <translation>Aucun tapis de joueur assis n&apos;est compté.</translation>
    </message>
    <message>
        <source>The chart fills in as stacks are counted.</source>
        <translation>Le graphique se remplit à mesure que les tapis sont comptés.</translation>
    </message>
    <message>
        <source>Chip leader</source>
        <translation>Chip leader</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>Tapis moyen</translation>
    </message>
    <message>
        <source>Chip leaders</source>
        <translation>Chip leaders</translation>
    </message>
    <message>
        <source>Every stack is counted.</source>
        <translation>Tous les tapis sont comptés.</translation>
    </message>
</context>
<context>
    <name>chip_panel</name>
    <message>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Colour-ups</source>
        <translation>Changes de jetons</translation>
    </message>
    <message>
        <source>This event has no chip set yet.</source>
        <translation>Ce tournoi n&apos;a pas encore de jeu de jetons.</translation>
    </message>
    <message>
        <source>Chip set</source>
        <translation>Jeu de jetons</translation>
    </message>
    <message>
        <source>In play at {0}: {1}</source>
        <translation>En jeu au {0} : {1}</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} joueur</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
    <message>
        <source>for {0} of {seats}</source>
        <translation>pour {0} de {seats}</translation>
    </message>
    <message>
        <source>{count} table</source>
        <translation>{count} table</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation>{count} tables</translation>
    </message>
    <message>
        <source>per table of {seats} (the event has no tables set)</source>
        <translation>par table de {seats} (le tournoi n&apos;a pas de tables définies)</translation>
    </message>
    <message>
        <source>Colour-ups, {where_tables}</source>
        <translation>Changes de jetons, {where_tables}</translation>
    </message>
    <message>
        <source>No break colours up chips.</source>
        <translation>Aucune pause ne change de jetons.</translation>
    </message>
    <message>
        <source>The case serves {0} (the {limiting_denomination} chips run out first).</source>
        <translation>La mallette suffit pour {0} (les jetons de {limiting_denomination} manquent en premier).</translation>
    </message>
    <message>
        <source>Starting stack of {starting_stack}: {0}</source>
        <translation>Tapis de départ de {starting_stack} : {0}</translation>
    </message>
</context>
<context>
    <name>cli.bag_cmd</name>
    <message>
        <source>{spec}: a bag number is 1 to 12 characters (e.g. &apos;Ann Lee=23500@17&apos;).</source>
        <translation>{spec} : un numéro de sac fait de 1 à 12 caractères (p. ex. &apos;Ann Lee=23500@17&apos;).</translation>
    </message>
    <message>
        <source>  bag {bag}  {player} {chips}</source>
        <translation>  sac {bag}  {player} {chips}</translation>
    </message>
    <message>
        <source>No bags yet.</source>
        <translation>Aucun sac pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>cli.chips_cmd</name>
    <message>
        <source>Chip set: {name}</source>
        <translation>Jeu de jetons : {name}</translation>
    </message>
    <message>
        <source>  {denomination}  {colour} x {quantity}</source>
        <translation>  {denomination}  {colour} x {quantity}</translation>
    </message>
    <message>
        <source>Starting stack {stack}: {breakdown}</source>
        <translation>Tapis de départ {stack} : {breakdown}</translation>
    </message>
    <message>
        <source>Capacity: {players} ({chips} chips run out first)</source>
        <translation>Capacité : {players} (les jetons de {chips} manquent en premier)</translation>
    </message>
    <message>
        <source>No colour-ups scheduled.</source>
        <translation>Aucun change de jetons prévu.</translation>
    </message>
    <message>
        <source>&apos;{spec}&apos; is not DENOMINATION:COLOUR:QUANTITY (e.g. 25:green:1000).</source>
        <translation>&apos;{spec}&apos; n&apos;est pas DENOMINATION:COLOUR:QUANTITY (p. ex. 25:green:1000).</translation>
    </message>
    <message>
        <source>&apos;{spec}&apos; is not SEAT=CHIPS (e.g. 3=2).</source>
        <extracomment>Stands for &quot;has other chips&quot; when the player&apos;s other chips were not counted: the race only needs to know whether a player could be raced out.</extracomment>
        <translation>&apos;{spec}&apos; n&apos;est pas SEAT=CHIPS (p. ex. 3=2).</translation>
    </message>
    <message>
        <source>&apos;{spec}&apos; is not SEAT=CHIPS (e.g. 3=125,000).</source>
        <translation>&apos;{spec}&apos; n&apos;est pas SEAT=CHIPS (p. ex. 3=125,000).</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a chip count (e.g. 125,000).</source>
        <translation>&apos;{text}&apos; n&apos;est pas un comptage de jetons (p. ex. 125,000).</translation>
    </message>
    <message>
        <source>Line {line}: {exc}</source>
        <translation>Ligne {line} : {exc}</translation>
    </message>
    <message>
        <source>Give the CSV file alone, or the counts typed.</source>
        <translation>Donnez soit le fichier CSV seul, soit les comptages tapés.</translation>
    </message>
    <message>
        <source>Give each seat&apos;s count as SEAT=CHIPS.</source>
        <translation>Donnez le comptage de chaque siège sous la forme SEAT=CHIPS.</translation>
    </message>
    <message>
        <source>Give the player&apos;s name and the chips counted (or --table N SEAT=CHIPS ...).</source>
        <translation>Donnez le nom du joueur et les jetons comptés (ou --table N SEAT=CHIPS ...).</translation>
    </message>
    <message>
        <source>--top must be at least 1.</source>
        <translation>--top doit valoir au moins 1.</translation>
    </message>
    <message>
        <source>No stack counted yet.</source>
        <translation>Aucun tapis compté pour l&apos;instant.</translation>
    </message>
    <message>
        <source>{average} · {chips} chips in play</source>
        <translation>{average} · {chips} jetons en jeu</translation>
    </message>
    <message>
        <source>{at}  leader {leader} {chips}  average {average}</source>
        <translation>{at}  chip leader {leader} {chips}  moyenne {average}</translation>
    </message>
    <message>
        <source>{at}  nobody left</source>
        <translation>{at}  plus personne</translation>
    </message>
    <message>
        <source>No count yet.</source>
        <translation>Aucun comptage pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Written to {file}.</source>
        <translation>Écrit dans {file}.</translation>
    </message>
</context>
<context>
    <name>cli.clock_cmd</name>
    <message>
        <source>{text} is not a time (write 20:30 or 2026-11-29T20:30).</source>
        <translation>{text} n&apos;est pas une heure (écrivez 20:30 ou 2026-11-29T20:30).</translation>
    </message>
    <message>
        <source>The event has no blind structure yet.</source>
        <translation>Le tournoi n&apos;a pas encore de structure de blinds.</translation>
    </message>
    <message>
        <source>not started</source>
        <extracomment>The clock&apos;s states as the command line says them.</extracomment>
        <translation>pas lancée</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en marche</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Level {level} · {game}</source>
        <translation>Niveau {level} · {game}</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Niveau {level}</translation>
    </message>
    <message>
        <source>{title}: {small} / {big}</source>
        <translation>{title} : {small} / {big}</translation>
    </message>
    <message>
        <source>{blinds} BB ante {ante}</source>
        <translation>{blinds} ante BB {ante}</translation>
    </message>
    <message>
        <source>{blinds} Ante {ante}</source>
        <translation>{blinds} ante {ante}</translation>
    </message>
    <message>
        <source>{state} · {what} · {remaining} left</source>
        <translation>{state} · {what} · reste {remaining}</translation>
    </message>
    <message>
        <source>{line} · starts in {time}</source>
        <translation>{line} · début dans {time}</translation>
    </message>
</context>
<context>
    <name>cli.common</name>
    <message>
        <source>There is no event yet: create one with &apos;floortool event create --name NAME&apos;.</source>
        <translation>Il n&apos;y a pas encore de tournoi : créez-en un avec &apos;floortool event create --name NAME&apos;.</translation>
    </message>
    <message>
        <source>Undone: {label}</source>
        <translation>Annulé : {label}</translation>
    </message>
    <message>
        <source>Redone: {label}</source>
        <translation>Rétabli : {label}</translation>
    </message>
    <message>
        <source>{said} (done by {operator})</source>
        <translation>{said} (fait par {operator})</translation>
    </message>
</context>
<context>
    <name>cli.device_cmd</name>
    <message>
        <source>No device is paired.</source>
        <translation>Aucun appareil n&apos;est appairé.</translation>
    </message>
    <message>
        <source>Revoked {name}: it can no longer act on the floor.</source>
        <translation>{name} révoqué : il ne peut plus agir sur le tournoi.</translation>
    </message>
    <message>
        <source>{name} shows the built-in display.</source>
        <translation>{name} affiche l&apos;affichage intégré.</translation>
    </message>
    <message>
        <source>{name} shows layout {shown}.</source>
        <translation>{name} affiche la mise en page {shown}.</translation>
    </message>
    <message>
        <source>{name} shows set {shown}.</source>
        <translation>{name} affiche la série d&apos;écrans {shown}.</translation>
    </message>
    <message>
        <source>dealer, table {table}</source>
        <translation>croupier, table {table}</translation>
    </message>
    <message>
        <source>room screen</source>
        <translation>écran de salle</translation>
    </message>
    <message>
        <source>floor</source>
        <translation>floor</translation>
    </message>
    <message>
        <source>Pairing code {code} for a {role} device ({hint}), good once until {time}.</source>
        <translation>Code d&apos;appairage {code} pour un appareil {role} ({hint}), valable une fois jusqu&apos;à {time}.</translation>
    </message>
    <message>
        <source>Pairing code {code} for a {role} device, good once until {time}.</source>
        <translation>Code d&apos;appairage {code} pour un appareil {role}, valable une fois jusqu&apos;à {time}.</translation>
    </message>
    <message>
        <source>On the phone, open the floor&apos;s pairing page and type it.</source>
        <translation>Sur le téléphone, ouvrir la page d&apos;appairage du floor et le saisir.</translation>
    </message>
    <message>
        <source>never seen</source>
        <translation>jamais vu</translation>
    </message>
    <message>
        <source>seen {when}</source>
        <translation>vu {when}</translation>
    </message>
    <message>
        <source>revoked {when}</source>
        <translation>révoqué {when}</translation>
    </message>
    <message>
        <source>{id}  {name}  ({role}), paired {when}, {state}</source>
        <translation>{id}  {name}  ({role}), appairé {when}, {state}</translation>
    </message>
</context>
<context>
    <name>cli.display_cmd</name>
    <message>
        <source>{text} is not a size like 1920x1080</source>
        <extracomment>The smallest and largest side of a rendered picture, in pixels.</extracomment>
        <translation>{text} n&apos;est pas une taille comme 1920x1080</translation>
    </message>
    <message>
        <source>{text}: each side must be from {smallest} to {largest} pixels</source>
        <translation>{text} : chaque côté doit faire de {smallest} à {largest} pixels</translation>
    </message>
    <message>
        <source>{text} is not a view: write the layout, =, and its seconds (like classic=60)</source>
        <translation>{text} n&apos;est pas une vue : écrivez la mise en page, = et ses secondes (comme classic=60)</translation>
    </message>
    <message>
        <source>{name}: {title}{own} — {turn}</source>
        <translation>{name} : {title}{own} — {turn}</translation>
    </message>
    <message>
        <source> (yours)</source>
        <translation> (la vôtre)</translation>
    </message>
    <message>
        <source>{name}{own}</source>
        <translation>{name}{own}</translation>
    </message>
    <message>
        <source>{name} — cannot be read: {error}</source>
        <translation>{name} — illisible : {error}</translation>
    </message>
    <message>
        <source>Saved screen set {name}: {count} views.</source>
        <translation>Série d&apos;écrans {name} enregistrée : {count} vues.</translation>
    </message>
    <message>
        <source>Either clear the scrolling line or give one, not both.</source>
        <translation>Effacez la ligne défilante ou donnez-en une, pas les deux.</translation>
    </message>
    <message>
        <source>Scrolling line cleared.</source>
        <translation>Ligne défilante effacée.</translation>
    </message>
    <message>
        <source>No scrolling line.</source>
        <translation>Pas de ligne défilante.</translation>
    </message>
    <message>
        <source>Give the line to scroll, or --clear to take it off.</source>
        <translation>Donnez la ligne à faire défiler, ou --clear pour l&apos;enlever.</translation>
    </message>
    <message>
        <source>Scrolling: {line}</source>
        <translation>Ligne défilante : {line}</translation>
    </message>
    <message>
        <source>{name}: {title}{own}</source>
        <translation>{name} : {title}{own}</translation>
    </message>
    <message>
        <source>{line} — {problem}</source>
        <translation>{line} — {problem}</translation>
    </message>
    <message>
        <source>Either clear the announcement or give one, not both.</source>
        <translation>Effacez l&apos;annonce ou donnez-en une, pas les deux.</translation>
    </message>
    <message>
        <source>Announcement cleared.</source>
        <translation>Annonce effacée.</translation>
    </message>
    <message>
        <source>No announcement.</source>
        <translation>Pas d&apos;annonce.</translation>
    </message>
    <message>
        <source>Give the line every screen shows, or --clear to take it off.</source>
        <translation>Donnez la ligne que chaque écran affiche, ou --clear pour l&apos;enlever.</translation>
    </message>
    <message>
        <source>until cleared</source>
        <translation>jusqu&apos;à ce qu&apos;elle soit effacée</translation>
    </message>
    <message>
        <source>for {seconds} seconds</source>
        <translation>pendant {seconds} secondes</translation>
    </message>
    <message>
        <source>Announcing {shown}: {text}</source>
        <translation>Annonce {shown} : {text}</translation>
    </message>
    <message>
        <source>The picture is written as PNG: name it FILE.png.</source>
        <translation>L&apos;image est écrite en PNG : nommez-la FICHIER.png.</translation>
    </message>
    <message>
        <source>There is no folder {folder} to write the picture in.</source>
        <translation>Il n&apos;y a pas de dossier {folder} où écrire l&apos;image.</translation>
    </message>
</context>
<context>
    <name>cli.event_cmd</name>
    <message>
        <source>Created event #{id}: {name}</source>
        <translation>Tournoi n° {id} créé : {name}</translation>
    </message>
    <message>
        <source>No events yet.</source>
        <translation>Aucun tournoi pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Live status feed</source>
        <translation>Flux d&apos;état en direct</translation>
    </message>
</context>
<context>
    <name>cli.hand_cmd</name>
    <message>
        <source>table {table}</source>
        <translation>table {table}</translation>
    </message>
    <message>
        <source>Hand-for-hand play is off.</source>
        <translation>Le main par main est arrêté.</translation>
    </message>
    <message>
        <source>Hand-for-hand hand {hand} ({minutes} min per hand)</source>
        <translation>Main par main, main {hand} ({minutes} min par main)</translation>
    </message>
    <message>
        <source>Finished: {tables}</source>
        <translation>Terminé : {tables}</translation>
    </message>
    <message>
        <source>Still playing: {tables}</source>
        <translation>Joue encore : {tables}</translation>
    </message>
    <message>
        <source>Every table has finished: deal on with &apos;hand-for-hand next&apos;.</source>
        <translation>Toutes les tables ont fini : continuer avec &apos;hand-for-hand next&apos;.</translation>
    </message>
    <message>
        <source>Clock: {state} (held for hand-for-hand), {remaining} left</source>
        <translation>Horloge : {state} (retenue pour le main par main), reste {remaining}</translation>
    </message>
    <message>
        <source>Clock: {state}, {remaining} left</source>
        <translation>Horloge : {state}, reste {remaining}</translation>
    </message>
    <message>
        <source>dead button</source>
        <translation>bouton mort</translation>
    </message>
    <message>
        <source>button</source>
        <translation>bouton</translation>
    </message>
    <message>
        <source>dead small blind</source>
        <translation>petite blind morte</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>petite blind</translation>
    </message>
    <message>
        <source>Next hand at table {table}: {button} seat {button_seat}, {small} seat {small_seat}, big blind seat {big_seat}</source>
        <translation>Main suivante à la table {table} : {button} siège {button_seat}, {small} siège {small_seat}, grosse blind siège {big_seat}</translation>
    </message>
    <message>
        <source>Not dealt in until the button passes (between the button and the small blind): seat {seats}</source>
        <translation>Pas servi avant le passage du bouton (entre le bouton et la petite blind) : siège {seats}</translation>
    </message>
    <message>
        <source>Table {table} draws for the button: {reason}.</source>
        <translation>La table {table} tire le bouton au sort : {reason}.</translation>
    </message>
    <message>
        <source>Enter the button with &apos;seating button {table} SEAT&apos;.</source>
        <translation>Indiquer le bouton avec &apos;seating button {table} SEAT&apos;.</translation>
    </message>
    <message>
        <source>Table {table} halts until balanced: {players}, the fullest table has {fullest} ({rule}).</source>
        <translation>La table {table} s&apos;arrête jusqu&apos;à l&apos;équilibrage : {players}, la table la plus pleine en a {fullest} ({rule}).</translation>
    </message>
    <message>
        <source>Table {table} deals again.</source>
        <translation>La table {table} redistribue.</translation>
    </message>
</context>
<context>
    <name>cli.journal_cmd</name>
    <message>
        <source>The journal is empty.</source>
        <translation>Le journal est vide.</translation>
    </message>
</context>
<context>
    <name>cli.league_cmd</name>
    <message>
        <source>    season {name}: {played} of {events} played · rules v{version}: {formula}</source>
        <extracomment>The most points a place (or an attendance) may be given.</extracomment>
        <translation>    saison {name} : {played} sur {events} joués · règles v{version} : {formula}</translation>
    </message>
    <message>
        <source>    season {name} (closed): {played} of {events} played · rules v{version}: {formula}</source>
        <translation>    saison {name} (close) : {played} sur {events} joués · règles v{version} : {formula}</translation>
    </message>
    <message>
        <source>    venue {name}</source>
        <translation>    lieu {name}</translation>
    </message>
    <message>
        <source>No leagues yet.</source>
        <translation>Aucune ligue pour l&apos;instant.</translation>
    </message>
    <message>
        <source>{count} event</source>
        <translation>{count} tournoi</translation>
    </message>
    <message>
        <source>{count} events</source>
        <translation>{count} tournois</translation>
    </message>
    <message>
        <source>all</source>
        <translation>tous</translation>
    </message>
    <message>
        <source>Season {name}, rules version {version}:</source>
        <translation>Saison {name}, version des règles {version} :</translation>
    </message>
    <message>
        <source>  v{number} ({date}): {formula}</source>
        <translation>  v{number} ({date}) : {formula}</translation>
    </message>
    <message>
        <source>{league} · season {season} · {events} played</source>
        <translation>{league} · saison {season} · {events} joués</translation>
    </message>
    <message>
        <source>{rank}  {player} {points}  events {events} wins {wins} best {best}</source>
        <translation>{rank}  {player} {points}  tournois {events} victoires {wins} meilleur {best}</translation>
    </message>
    <message>
        <source>{line}  ({points} withheld: dues not paid up)</source>
        <translation>{line}  ({points} retenus : cotisation non réglée)</translation>
    </message>
    <message>
        <source>{player} · season {season}</source>
        <translation>{player} · saison {season}</translation>
    </message>
    <message>
        <source>  {date}  {event} place {place} {points}</source>
        <translation>  {date}  {event} place {place} {points}</translation>
    </message>
    <message>
        <source>  {date}  {event} place {place} {points}  (not counted)</source>
        <translation>  {date}  {event} place {place} {points}  (non compté)</translation>
    </message>
    <message>
        <source>  adjustment {points}: {reason}</source>
        <translation>  ajustement {points} : {reason}</translation>
    </message>
    <message>
        <source>Name the league once: as NAME or as --league.</source>
        <translation>Nommez la ligue une seule fois : comme NAME ou comme --league.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>Impossible d&apos;écrire {path} : {reason}.</translation>
    </message>
    <message>
        <source>Wrote {rows} to {path}</source>
        <translation>{rows} écrites dans {path}</translation>
    </message>
</context>
<context>
    <name>cli.main</name>
    <message>
        <source>argument {argument}: {problem}</source>
        <translation>argument {argument} : {problem}</translation>
    </message>
    <message>
        <source>{problem} (see &apos;{command} --help&apos;)</source>
        <translation>{problem} (voir &apos;{command} --help&apos;)</translation>
    </message>
</context>
<context>
    <name>cli.names</name>
    <message>
        <source>{players} are called {name}; say which one by number (e.g. &apos;#{number}&apos;):
{lines}</source>
        <translation>{players} s&apos;appellent {name} ; dites lequel par son numéro (p. ex. &apos;#{number}&apos;) :
{lines}</translation>
    </message>
    <message>
        <source>There is no player called {text}.</source>
        <translation>Il n&apos;y a pas de joueur nommé {text}.</translation>
    </message>
    <message>
        <source>{spec} is not NAME=CHIPS (e.g. &apos;Ann Lee=23500&apos;).</source>
        <translation>{spec} n&apos;est pas NAME=CHIPS (p. ex. &apos;Ann Lee=23500&apos;).</translation>
    </message>
</context>
<context>
    <name>cli.numbers</name>
    <message>
        <source>{text} is not a whole number</source>
        <extracomment>The largest decimal argument (hours, seconds) taken.</extracomment>
        <translation>{text} n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>{text} is not a number</source>
        <translation>{text} n&apos;est pas un nombre</translation>
    </message>
</context>
<context>
    <name>cli.payouts_cmd</name>
    <message>
        <source>Payouts: from two entries on.</source>
        <translation>Gains : à partir de deux entrées.</translation>
    </message>
    <message>
        <source>Payouts ({table}, {entries}):</source>
        <translation>Gains ({table}, {entries}) :</translation>
    </message>
    <message>
        <source>Mystery bounties won (draws):</source>
        <translation>Mystery bounties gagnées (tirages) :</translation>
    </message>
    <message>
        <source>  {player}: {won} ({draws})</source>
        <translation>  {player} : {won} ({draws})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Bounties (on head, won):</source>
        <translation>Primes (sur sa tête, gagnées) :</translation>
    </message>
    <message>
        <source>This event has no mystery bounty: give it a bounty and the mystery bounty format first (event update --bounty 50 --bounty-format mystery).</source>
        <translation>Ce tournoi n&apos;a pas de mystery bounty : donnez-lui d&apos;abord une bounty et le format mystery bounty (event update --bounty 50 --bounty-format mystery).</translation>
    </message>
    <message>
        <source>Templates:</source>
        <translation>Modèles :</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is neither a built-in payout table ({known}) nor a readable file.</source>
        <translation>&apos;{value}&apos; n&apos;est ni une table des gains intégrée ({known}) ni un fichier lisible.</translation>
    </message>
    <message>
        <source>Say what to change: --table, --rake, --added, --guarantee, --round, --fee-split, --rebuy-fee-split, --addon-fee-split or --tax-note-from.</source>
        <translation>Dites quoi changer : --table, --rake, --added, --guarantee, --round, --fee-split, --rebuy-fee-split, --addon-fee-split ou --tax-note-from.</translation>
    </message>
    <message>
        <source>Tax note from {money}</source>
        <translation>Avis fiscal à partir de {money}</translation>
    </message>
    <message>
        <source>No tax note at this venue</source>
        <translation>Pas d&apos;avis fiscal dans ce lieu</translation>
    </message>
    <message>
        <source>Saved payout table &apos;{name}&apos;</source>
        <translation>Table de gains &apos;{name}&apos; enregistrée</translation>
    </message>
    <message>
        <source>--{field} needs a comma-separated list.</source>
        <translation>--{field} a besoin d&apos;une liste séparée par des virgules.</translation>
    </message>
    <message>
        <source>There is no prize pool to share yet.</source>
        <translation>Il n&apos;y a pas encore de prize pool à partager.</translation>
    </message>
    <message>
        <source>{method}: places {first} to {last}</source>
        <translation>{method} : places {first} à {last}</translation>
    </message>
    <message>
        <source>Recorded: {label}</source>
        <translation>Enregistré : {label}</translation>
    </message>
</context>
<context>
    <name>cli.player_cmd</name>
    <message>
        <source>alternate {number} (every seat is taken)</source>
        <translation>remplaçant {number} (tous les sièges sont pris)</translation>
    </message>
    <message>
        <source>table {table} seat {seat}</source>
        <translation>table {table} siège {seat}</translation>
    </message>
    <message>
        <source>{player}: {place} · {stack} chips</source>
        <translation>{player} : {place} · {stack} jetons</translation>
    </message>
    <message>
        <source>{text} ({deduction} deducted)</source>
        <translation>{text} ({deduction} déduits)</translation>
    </message>
    <message>
        <source>{text} · {note}</source>
        <translation>{text} · {note}</translation>
    </message>
    <message>
        <source>{text} · entry {number}</source>
        <translation>{text} · entrée {number}</translation>
    </message>
    <message>
        <source>{label} · {chips} chips bought in all</source>
        <translation>{label} · {chips} jetons achetés en tout</translation>
    </message>
    <message>
        <source>No entries yet.</source>
        <translation>Aucune entrée pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Entries {entries} · players left {left} · chips in play {chips} · average stack {average}</source>
        <translation>Entrées {entries} · joueurs restants {left} · jetons en jeu {chips} · tapis moyen {average}</translation>
    </message>
    <message>
        <source>waiting</source>
        <extracomment>An entry&apos;s status as the list says it.</extracomment>
        <translation>en attente</translation>
    </message>
    <message>
        <source>active</source>
        <translation>actif</translation>
    </message>
    <message>
        <source>busted</source>
        <translation>éliminé</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>qualifié</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>tirage</translation>
    </message>
    <message>
        <source>alt {number}</source>
        <translation>rempl. {number}</translation>
    </message>
    <message>
        <source>--limit must be 1 or more.</source>
        <translation>--limit doit valoir 1 ou plus.</translation>
    </message>
    <message>
        <source>Nobody matches &apos;{text}&apos;.</source>
        <translation>Personne ne correspond à &apos;{text}&apos;.</translation>
    </message>
    <message>
        <source>Say why the player is barred (--reason).</source>
        <translation>Dites pourquoi le joueur est exclu (--reason).</translation>
    </message>
    <message>
        <source>Contact: {contact}</source>
        <translation>Contact : {contact}</translation>
    </message>
    <message>
        <source>Dues paid until: {date} (expired)</source>
        <translation>Cotisation payée jusqu&apos;au : {date} (expirée)</translation>
    </message>
    <message>
        <source>Dues paid until: {date}</source>
        <translation>Cotisation payée jusqu&apos;au : {date}</translation>
    </message>
    <message>
        <source>BARRED: {reason}</source>
        <translation>INTERDIT : {reason}</translation>
    </message>
    <message>
        <source>Notes: {notes}</source>
        <translation>Notes : {notes}</translation>
    </message>
    <message>
        <source>never played</source>
        <translation>n&apos;a jamais joué</translation>
    </message>
    <message>
        <source>First seen: {date}</source>
        <translation>Première venue : {date}</translation>
    </message>
    <message>
        <source>Events played: {count}</source>
        <translation>Tournois joués : {count}</translation>
    </message>
    <message>
        <source>Imported {players} from {source}</source>
        <translation>{players} importés depuis {source}</translation>
    </message>
    <message>
        <source>Imported {players}</source>
        <translation>{players} importés</translation>
    </message>
    <message>
        <source>{head}.</source>
        <translation>{head}.</translation>
    </message>
    <message>
        <source>{head}; {rows} rejected:</source>
        <translation>{head} ; {rows} refusées :</translation>
    </message>
    <message>
        <source>No duplicates found.</source>
        <translation>Aucun doublon trouvé.</translation>
    </message>
</context>
<context>
    <name>cli.print_cmd</name>
    <message>
        <source>{count} page</source>
        <translation>{count} page</translation>
    </message>
    <message>
        <source>{count} pages</source>
        <translation>{count} pages</translation>
    </message>
    <message>
        <source>{document}: {pages} written to {path}</source>
        <translation>{document} : {pages}, fichier {path}</translation>
    </message>
</context>
<context>
    <name>cli.publish_cmd</name>
    <message>
        <source>Published {places} to {folder}: {names}</source>
        <translation>{places} publiées dans {folder} : {names}</translation>
    </message>
    <message>
        <source>{count} place</source>
        <translation>{count} place</translation>
    </message>
    <message>
        <source>{count} places</source>
        <translation>{count} places</translation>
    </message>
</context>
<context>
    <name>cli.remedies</name>
    <message>
        <source>Run &apos;seating break {table}&apos;.</source>
        <translation>Lancez &apos;seating break {table}&apos;.</translation>
    </message>
    <message>
        <source>Run &apos;seating final&apos;.</source>
        <translation>Lancez &apos;seating final&apos;.</translation>
    </message>
    <message>
        <source>Run &apos;seating button {table} SEAT&apos;, or &apos;seating button {table} --draw&apos;.</source>
        <translation>Lancez &apos;seating button {table} SEAT&apos;, ou &apos;seating button {table} --draw&apos;.</translation>
    </message>
    <message>
        <source>Run &apos;seating seat-on {table} SEAT&apos;.</source>
        <translation>Lancez &apos;seating seat-on {table} SEAT&apos;.</translation>
    </message>
    <message>
        <source>Give them with --stacks.</source>
        <translation>Donnez-les avec --stacks.</translation>
    </message>
    <message>
        <source>Run &apos;hand-for-hand next&apos;.</source>
        <translation>Lancez &apos;hand-for-hand next&apos;.</translation>
    </message>
    <message>
        <source>Add --force to draw anyway.</source>
        <translation>Ajoutez --force pour tirer quand même.</translation>
    </message>
    <message>
        <source>Run &apos;floortool league create NAME&apos;.</source>
        <translation>Lancez &apos;floortool league create NAME&apos;.</translation>
    </message>
    <message>
        <source>Run &apos;floortool league season add NAME&apos;.</source>
        <translation>Lancez &apos;floortool league season add NAME&apos;.</translation>
    </message>
    <message>
        <source>Run &apos;floortool player reenter NAME&apos;.</source>
        <translation>Lancez &apos;floortool player reenter NAME&apos;.</translation>
    </message>
    <message>
        <source>&apos;floortool ruling list&apos; shows them all.</source>
        <translation>&apos;floortool ruling list&apos; les montre toutes.</translation>
    </message>
    <message>
        <source>Run &apos;floortool seating balance&apos;.</source>
        <translation>Lancez &apos;floortool seating balance&apos;.</translation>
    </message>
    <message>
        <source>Run &apos;floortool chips race&apos;.</source>
        <translation>Lancez &apos;floortool chips race&apos;.</translation>
    </message>
    <message>
        <source>Run &apos;floortool player register&apos;.</source>
        <translation>Lancez &apos;floortool player register&apos;.</translation>
    </message>
</context>
<context>
    <name>cli.report_cmd</name>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>Impossible d&apos;écrire {path} : {reason}.</translation>
    </message>
    <message>
        <source>Cash report: {event}</source>
        <translation>Rapport de caisse : {event}</translation>
    </message>
    <message>
        <source>Money in:</source>
        <translation>Entrées d&apos;argent :</translation>
    </message>
    <message>
        <source>Money out:</source>
        <translation>Sorties d&apos;argent :</translation>
    </message>
    <message>
        <source>In {money_in}, out {money_out}, difference {difference}</source>
        <translation>Entrées {money_in}, sorties {money_out}, différence {difference}</translation>
    </message>
</context>
<context>
    <name>cli.results_cmd</name>
    <message>
        <source>--{field} takes whole numbers separated by commas, like 12000,8000 (got &apos;{text}&apos;).</source>
        <translation>--{field} prend des nombres entiers séparés par des virgules, comme 12000,8000 (reçu : &apos;{text}&apos;).</translation>
    </message>
    <message>
        <source>{player}: {place}</source>
        <translation>{player} : {place}</translation>
    </message>
    <message>
        <source>{player}: {place}; mystery bounty drawn: {money}</source>
        <translation>{player} : {place} ; mystery bounty tirée : {money}</translation>
    </message>
    <message>
        <source>Field {field} · {remaining} playing</source>
        <translation>Field {field} · {remaining} en jeu</translation>
    </message>
    <message>
        <source>  hits {hits}</source>
        <translation>  éliminations {hits}</translation>
    </message>
    <message>
        <source>  bounties {money}</source>
        <translation>  primes {money}</translation>
    </message>
    <message>
        <source>  bounty unclaimed</source>
        <translation>  prime non réclamée</translation>
    </message>
    <message>
        <source>  (set by the director: {reason})</source>
        <translation>  (fixé par le directeur : {reason})</translation>
    </message>
</context>
<context>
    <name>cli.ruling_cmd</name>
    <message>
        <source>&apos;{spec}&apos; is not QUESTION=CHOICE (e.g. substantial_action=no).</source>
        <translation>&apos;{spec}&apos; n&apos;est pas QUESTION=CHOICE (p. ex. substantial_action=no).</translation>
    </message>
    <message>
        <source>{rule} (borrowed)</source>
        <translation>{rule} (emprunté)</translation>
    </message>
    <message>
        <source>No situation matches.</source>
        <translation>Aucune situation ne correspond.</translation>
    </message>
    <message>
        <source>Questions:</source>
        <translation>Questions :</translation>
    </message>
    <message>
        <source>  if {when}: {ruling}</source>
        <translation>  si {when} : {ruling}</translation>
    </message>
    <message>
        <source>  if otherwise: {ruling}</source>
        <translation>  sinon : {ruling}</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Règles : {rules}</translation>
    </message>
    <message>
        <source>At the director&apos;s discretion.</source>
        <translation>À la discrétion du directeur.</translation>
    </message>
    <message>
        <source>Random pick: {card}</source>
        <translation>Tirage au sort : {card}</translation>
    </message>
    <message>
        <source>The floor picks the {what} at random from {count} cards: record the ruling (--record) to draw it.</source>
        <translation>Le floor tire {what} au sort parmi {count} cartes : enregistrer la décision (--record) pour tirer.</translation>
    </message>
    <message>
        <source>Under {rulebook}: {ruling}</source>
        <translation>Selon {rulebook} : {ruling}</translation>
    </message>
    <message>
        <source>Under {rulebook} (if {when}): {ruling}</source>
        <translation>Selon {rulebook} (si {when}) : {ruling}</translation>
    </message>
    <message>
        <source>Recorded: {label}</source>
        <translation>Enregistré : {label}</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>table {table}</translation>
    </message>
    <message>
        <source>No rulings recorded.</source>
        <translation>Aucune décision enregistrée.</translation>
    </message>
    <message>
        <source>{spec} is not TO or TO:all-in (e.g. 450:all-in).</source>
        <translation>{spec} n&apos;est pas TO ou TO:all-in (p. ex. 450:all-in).</translation>
    </message>
    <message>
        <source>To call: {bet}; minimum raise to {raise_to} (a full raise is {full}).</source>
        <translation>Pour suivre : {bet} ; relance minimum à {raise_to} (une relance complète fait {full}).</translation>
    </message>
    <message>
        <source>  seat {seat}: {chips}</source>
        <translation>  siège {seat} : {chips}</translation>
    </message>
    <message>
        <source>Clock call: {phases}.</source>
        <translation>Appel de l&apos;horloge : {phases}.</translation>
    </message>
    <message>
        <source>Facing a bet: {facing} Otherwise: {not_facing}</source>
        <translation>Face à une mise : {facing} Sinon : {not_facing}</translation>
    </message>
    <message>
        <source>After {elapsed} s: {phase}, {left} s left.</source>
        <translation>Après {elapsed} s : {phase}, reste {left} s.</translation>
    </message>
</context>
<context>
    <name>cli.seat_rules_cmd</name>
    <message>
        <source>Out of play: {seats}</source>
        <translation>Hors jeu : {seats}</translation>
    </message>
    <message>
        <source>Kept apart: {players} (at the same table now!)</source>
        <translation>Tenus séparés : {players} (à la même table maintenant !)</translation>
    </message>
    <message>
        <source>Kept apart: {players}</source>
        <translation>Tenus séparés : {players}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} et {second}</translation>
    </message>
    <message>
        <source>Table order: {order}</source>
        <translation>Ordre des tables : {order}</translation>
    </message>
    <message>
        <source>Table {table} seat {seat}  {player}</source>
        <translation>Table {table} siège {seat}  {player}</translation>
    </message>
    <message>
        <source>Table {table} seat {seat}  {player}  (locked)</source>
        <translation>Table {table} siège {seat}  {player}  (verrouillé)</translation>
    </message>
    <message>
        <source>Waiting: {players}</source>
        <translation>En attente : {players}</translation>
    </message>
    <message>
        <source>At one table (no other had room): {pairs}</source>
        <translation>À une même table (aucune autre n&apos;avait de place) : {pairs}</translation>
    </message>
</context>
<context>
    <name>cli.seating_cmd</name>
    <message>
        <source>--only chooses among the moves --apply makes.</source>
        <translation>--only choisit parmi les déplacements que fait --apply.</translation>
    </message>
    <message>
        <source>Give the button&apos;s SEAT, or --draw to draw for it.</source>
        <translation>Donnez le SEAT du bouton, ou --draw pour le tirer au sort.</translation>
    </message>
    <message>
        <source>halted</source>
        <extracomment>A line the command line prints: a phrase said in the reader&apos;s language, or a ``str``.</extracomment>
        <translation>arrêtée</translation>
    </message>
    <message>
        <source>halted since {time}</source>
        <translation>arrêtée depuis {time}</translation>
    </message>
    <message>
        <source>moved {moves}, {manual} by hand</source>
        <translation>déplacé {moves}, dont {manual} à la main</translation>
    </message>
    <message>
        <source>moved {moves}</source>
        <translation>déplacé {moves}</translation>
    </message>
    <message>
        <source>{line}  (locked)</source>
        <translation>{line}  (verrouillé)</translation>
    </message>
    <message>
        <source>{line}  ({moved})</source>
        <translation>{line}  ({moved})</translation>
    </message>
    <message>
        <source>final table</source>
        <translation>table finale</translation>
    </message>
    <message>
        <source>short</source>
        <translation>courte</translation>
    </message>
    <message>
        <source>button to re-draw</source>
        <translation>bouton à retirer au sort</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>siège {seat}</translation>
    </message>
    <message>
        <source>Table {table}: {players}/{seats}, button {button}</source>
        <translation>Table {table} : {players}/{seats}, bouton {button}</translation>
    </message>
    <message>
        <source>{head} ({flags})</source>
        <translation>{head} ({flags})</translation>
    </message>
    <message>
        <source>Waiting: {players}</source>
        <translation>En attente : {players}</translation>
    </message>
    <message>
        <source>No table is open.</source>
        <translation>Aucune table n&apos;est ouverte.</translation>
    </message>
    <message>
        <source>{player}: {reason}, {rule}</source>
        <translation>{player} : {reason}, {rule}</translation>
    </message>
    <message>
        <source>Then: {reason} ({rule}).</source>
        <translation>Ensuite : {reason} ({rule}).</translation>
    </message>
    <message>
        <source>The players fit at the final table: &apos;seating final&apos;.</source>
        <translation>Les joueurs tiennent à la table finale : &apos;seating final&apos;.</translation>
    </message>
    <message>
        <source>Table {table} can break: &apos;seating break {table}&apos;.</source>
        <translation>La table {table} peut être cassée : &apos;seating break {table}&apos;.</translation>
    </message>
    <message>
        <source>seat {seat} {card}</source>
        <translation>siège {seat} {card}</translation>
    </message>
    <message>
        <source>Table {table} button: seat {seat} by high card ({cards})</source>
        <translation>Table {table} bouton : siège {seat} à la carte haute ({cards})</translation>
    </message>
    <message>
        <source>{reason} ({rule}).</source>
        <translation>{reason} ({rule}).</translation>
    </message>
</context>
<context>
    <name>cli.seating_policy_cmd</name>
    <message>
        <source>stud only: players move by position (TDA 2024 Rule 11-A)</source>
        <extracomment>The settings ``seating policy`` takes, with their own options.</extracomment>
        <translation>stud seulement : les joueurs sont déplacés selon la position (TDA 2024 règle 11-A)</translation>
    </message>
    <message>
        <source>stud level of a mixed game: button frozen (TDA 2024 Rule 11-B)</source>
        <translation>niveau stud d&apos;un jeu mixte : bouton gelé (TDA 2024 règle 11-B)</translation>
    </message>
    <message>
        <source>at most {players} between tables</source>
        <translation>au plus {players} d&apos;écart entre les tables</translation>
    </message>
    <message>
        <source>{tolerance} ({early} while more than {tables} are open)</source>
        <translation>{tolerance} ({early} tant que plus de {tables} sont ouvertes)</translation>
    </message>
    <message>
        <source>Balancing: {tolerance}; the highest-numbered fullest table gives (Rule 11-C)</source>
        <translation>Équilibrage : {tolerance} ; la table la plus pleine au numéro le plus haut donne (règle 11-C)</translation>
    </message>
    <message>
        <source>Balancing: {tolerance}; the lowest-numbered fullest table gives (Rule 11-C)</source>
        <translation>Équilibrage : {tolerance} ; la table la plus pleine au numéro le plus bas donne (règle 11-C)</translation>
    </message>
    <message>
        <source>in the order {order}, then highest first</source>
        <translation>dans l&apos;ordre {order}, puis la plus haute d&apos;abord</translation>
    </message>
    <message>
        <source>highest first</source>
        <translation>la plus haute d&apos;abord</translation>
    </message>
    <message>
        <source>{breaks}, when the others seat everyone at {load} per table</source>
        <translation>{breaks}, quand les autres placent tout le monde à {load} par table</translation>
    </message>
    <message>
        <source>Breaking: {breaks}</source>
        <translation>Cassage : {breaks}</translation>
    </message>
    <message>
        <source>Final table: {players}</source>
        <translation>Table finale : {players}</translation>
    </message>
    <message>
        <source>Game: {game}</source>
        <translation>Jeu : {game}</translation>
    </message>
    <message>
        <source>Button re-drawn by high card when half a table is new, and at the final table ({when})</source>
        <translation>Bouton retiré à la carte haute quand la moitié d&apos;une table est nouvelle, et en table finale ({when})</translation>
    </message>
</context>
<context>
    <name>cli.serve_cmd</name>
    <message>
        <source>Serving the floor at:</source>
        <translation>Le floor est servi à :</translation>
    </message>
    <message>
        <source>  (this laptop&apos;s network address was not found: is the Wi-Fi connected? Its address is in the network settings; phones open http://ADDRESS:{port}/)</source>
        <translation>  (l&apos;adresse réseau de ce portable est introuvable : le Wi-Fi est-il connecté ? Son adresse est dans les réglages réseau ; les téléphones ouvrent http://ADDRESS:{port}/)</translation>
    </message>
    <message>
        <source>Press Ctrl+C to stop.</source>
        <translation>Ctrl+C pour arrêter.</translation>
    </message>
    <message>
        <source>no open-file limit</source>
        <translation>pas de limite de fichiers ouverts</translation>
    </message>
    <message>
        <source>open files: {soft} (raised from {was})</source>
        <translation>fichiers ouverts : {soft} (relevé depuis {was})</translation>
    </message>
    <message>
        <source>open files: {soft} (the most this system allows here)</source>
        <translation>fichiers ouverts : {soft} (le maximum que ce système permet ici)</translation>
    </message>
    <message>
        <source>Takes {pages} live pages and {connections} connections at once ({files}); past that a page is told to try again.</source>
        <translation>Accepte {pages} pages en direct et {connections} connexions à la fois ({files}) ; au-delà, une page est priée de réessayer.</translation>
    </message>
</context>
<context>
    <name>cli.sign_up_cmd</name>
    <message>
        <source>Nobody is waiting.</source>
        <translation>Personne n&apos;attend.</translation>
    </message>
    <message>
        <source>open</source>
        <translation>ouverte</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>fermée</translation>
    </message>
    <message>
        <source>Sign-up is {state}; {waiting} waiting.</source>
        <translation>La préinscription est {state} ; {waiting} en attente.</translation>
    </message>
    <message>
        <source>{count} sign-up</source>
        <translation>{count} préinscription</translation>
    </message>
    <message>
        <source>{count} sign-ups</source>
        <translation>{count} préinscriptions</translation>
    </message>
    <message>
        <source>{label}. {head}</source>
        <translation>{label}. {head}</translation>
    </message>
</context>
<context>
    <name>cli.structure_cmd</name>
    <message>
        <source>beyond the last level</source>
        <translation>au-delà du dernier niveau</translation>
    </message>
    <message>
        <source>{time} after the start (level {level})</source>
        <translation>{time} après le début (niveau {level})</translation>
    </message>
    <message>
        <source>Projected finish for {players}: {when}</source>
        <translation>Fin prévue pour {players} : {when}</translation>
    </message>
    <message>
        <source>{label} (from {source}, {levels})</source>
        <translation>{label} (depuis {source}, {levels})</translation>
    </message>
    <message>
        <source>{count} level</source>
        <translation>{count} niveau</translation>
    </message>
    <message>
        <source>{count} levels</source>
        <translation>{count} niveaux</translation>
    </message>
    <message>
        <source>Cannot write {path}: {strerror}.</source>
        <translation>Impossible d&apos;écrire {path} : {strerror}.</translation>
    </message>
    <message>
        <source>{path}: write the structure to a .json or .csv file.</source>
        <translation>{path} : écrivez la structure dans un fichier .json ou .csv.</translation>
    </message>
    <message>
        <source>Wrote {file}</source>
        <translation>{file} écrit</translation>
    </message>
    <message>
        <source>Projected finish for {players}: {time} after the start (level {level}; model: README, &apos;Structure generator&apos;)</source>
        <translation>Fin prévue pour {players} : {time} après le début (niveau {level} ; modèle : README, &apos;Structure generator&apos;)</translation>
    </message>
</context>
<context>
    <name>cli.window_cmd</name>
    <message>
        <source>Demo event #{id}: {name}</source>
        <translation>Tournoi de démonstration n° {id} : {name}</translation>
    </message>
</context>
<context>
    <name>clock_call</name>
    <message>
        <source>Clock call</source>
        <translation>Clock</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Count again from the start (Enter)</source>
        <translation>Recompter depuis le début (Entrée)</translation>
    </message>
    <message>
        <source>Clock called on a player</source>
        <translation>Clock demandé sur un joueur</translation>
    </message>
    <message>
        <source>When time runs out — facing a bet: {facing_bet} Not facing a bet: {not_facing_bet}</source>
        <translation>Quand le temps est écoulé — face à une mise : {facing_bet} Sans mise à suivre : {not_facing_bet}</translation>
    </message>
    <message>
        <source>Facing a bet: {facing_bet}</source>
        <translation>Face à une mise : {facing_bet}</translation>
    </message>
    <message>
        <source>{0} s left in all</source>
        <translation>{0} s restantes au total</translation>
    </message>
</context>
<context>
    <name>clock_control</name>
    <message>
        <source>Start the clock</source>
        <translation>Lancer l&apos;horloge</translation>
    </message>
    <message>
        <source>Pause the clock</source>
        <translation>Mettre l&apos;horloge en pause</translation>
    </message>
    <message>
        <source>Start hand-for-hand</source>
        <translation>Lancer le main par main</translation>
    </message>
    <message>
        <source>Stop hand-for-hand</source>
        <translation>Arrêter le main par main</translation>
    </message>
    <message>
        <source>Resume the clock</source>
        <translation>Reprendre l&apos;horloge</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Niveau suivant</translation>
    </message>
    <message>
        <source>Previous level</source>
        <translation>Niveau précédent</translation>
    </message>
    <message>
        <source>Add time</source>
        <translation>Ajouter du temps</translation>
    </message>
    <message>
        <source>Remove time</source>
        <translation>Retirer du temps</translation>
    </message>
    <message>
        <source>Go to level {level}</source>
        <translation>Aller au niveau {level}</translation>
    </message>
    <message>
        <source>Play this row</source>
        <translation>Jouer cette ligne</translation>
    </message>
    <message>
        <source>Schedule the start</source>
        <translation>Programmer le départ</translation>
    </message>
</context>
<context>
    <name>clock_page</name>
    <message>
        <source>Start hand-for-hand…</source>
        <extracomment>``room_display_requested`` with this value: open the display in a window. The page is the director&apos;s, not the room&apos;s: its digits stop growing here.</extracomment>
        <translation>Main par main…</translation>
    </message>
    <message>
        <source>Stop hand-for-hand</source>
        <translation>Arrêter le main par main</translation>
    </message>
    <message>
        <source>Back to normal play: the clock runs again</source>
        <translation>Retour au jeu normal : l&apos;horloge repart</translation>
    </message>
    <message>
        <source>Near the money: hold the clock and have every table report each hand ({rule}); the Tables page shows who is still playing</source>
        <translation>Près de l&apos;argent : arrêter l&apos;horloge et faire annoncer chaque main par chaque table ({rule}) ; la page Tables montre qui joue encore</translation>
    </message>
    <message>
        <source>Screen {number}: {0} ({1} x {2})</source>
        <translation>Écran {number} : {0} ({1} x {2})</translation>
    </message>
    <message>
        <source>NEXT</source>
        <translation>SUIVANT</translation>
    </message>
    <message>
        <source>NEXT BREAK IN</source>
        <translation>PAUSE DANS</translation>
    </message>
    <message>
        <source>LATE REG.</source>
        <translation>INSCR. TARD.</translation>
    </message>
    <message>
        <source>No structure</source>
        <translation>Aucune structure</translation>
    </message>
    <message>
        <source>Choose one on the Structure page</source>
        <translation>En choisir une sur la page Structure</translation>
    </message>
    <message>
        <source>BREAK</source>
        <translation>PAUSE</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Start the clock (Space)</source>
        <translation>Lancer l&apos;horloge (Espace)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Pause or resume the clock (Space)</source>
        <translation>Mettre en pause ou reprendre l&apos;horloge (Espace)</translation>
    </message>
    <message>
        <source>◀  Previous</source>
        <translation>◀  Précédent</translation>
    </message>
    <message>
        <source>Previous level (Left arrow)</source>
        <translation>Niveau précédent (flèche gauche)</translation>
    </message>
    <message>
        <source>Next  ▶</source>
        <translation>Suivant  ▶</translation>
    </message>
    <message>
        <source>Next level (Right arrow)</source>
        <translation>Niveau suivant (flèche droite)</translation>
    </message>
    <message>
        <source>Go to level…</source>
        <translation>Niveau…</translation>
    </message>
    <message>
        <source>Play any level of the structure</source>
        <translation>Jouer n&apos;importe quel niveau de la structure</translation>
    </message>
    <message>
        <source>−1 min</source>
        <translation>−1 min</translation>
    </message>
    <message>
        <source>Remove a minute from this level (-)</source>
        <translation>Retirer une minute à ce niveau (-)</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>+1 min</translation>
    </message>
    <message>
        <source>Add a minute to this level (+)</source>
        <translation>Ajouter une minute à ce niveau (+)</translation>
    </message>
    <message>
        <source>Schedule start…</source>
        <translation>Programmer…</translation>
    </message>
    <message>
        <source>Count down to a start time; the clock starts by itself</source>
        <translation>Compte à rebours jusqu&apos;à une heure de départ ; l&apos;horloge démarre seule</translation>
    </message>
    <message>
        <source>Speak announcements</source>
        <translation>Annonces vocales</translation>
    </message>
    <message>
        <source>Say the new blinds aloud at each level (where available)</source>
        <translation>Annoncer à voix haute les nouvelles blinds à chaque niveau (si disponible)</translation>
    </message>
    <message>
        <source>Open room display</source>
        <translation>Ouvrir l&apos;écran de salle</translation>
    </message>
    <message>
        <source>Show the clock full screen on a screen of your choice</source>
        <translation>Afficher l&apos;horloge en plein écran sur l&apos;écran de votre choix</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Salle</translation>
    </message>
    <message>
        <source>Players / entries</source>
        <translation>Joueurs / entrées</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>Tapis moyen</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Prize pool</translation>
    </message>
    <message>
        <source>Places paid</source>
        <translation>Places payées</translation>
    </message>
    <message>
        <source>Event settings</source>
        <translation>Paramètres du tournoi</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Start hand-for-hand</source>
        <translation>Lancer le main par main</translation>
    </message>
    <message>
        <source>Minutes each hand takes off the held clock
(2: {0};
at most 3: {1}):</source>
        <translation>Minutes que chaque main retire de l&apos;horloge arrêtée
(2 : {0} ;
au plus 3 : {1}) :</translation>
    </message>
    <message>
        <source>Go to level</source>
        <translation>Aller au niveau</translation>
    </message>
    <message>
        <source>Play level (1 to {levels}):</source>
        <translation>Jouer le niveau (1 à {levels}) :</translation>
    </message>
    <message>
        <source>Full screen on {name}</source>
        <translation>Plein écran sur {name}</translation>
    </message>
    <message>
        <source>In a window</source>
        <translation>Dans une fenêtre</translation>
    </message>
</context>
<context>
    <name>clock_text</name>
    <message>
        <source>Closed</source>
        <extracomment>The digits shown when there is no clock to read (en dashes). Display states (``ClockView.state`` plus &quot;held&quot; and &quot;countdown&quot;).</extracomment>
        <translation>Fermées</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvertes</translation>
    </message>
    <message>
        <source>closes end of level {close}</source>
        <translation>ferment à la fin du niveau {close}</translation>
    </message>
    <message>
        <source>Colour-up {0}</source>
        <translation>Change de jetons {0}</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>Starts in {0}</source>
        <translation>Départ dans {0}</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Pas commencé</translation>
    </message>
    <message>
        <source>Held for hand-for-hand</source>
        <translation>Arrêtée pour le main par main</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Colour-up at the next break: {0}</source>
        <translation>Change de jetons à la prochaine pause : {0}</translation>
    </message>
    <message>
        <source>Seats won</source>
        <translation>Places gagnées</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>{count} seat</source>
        <translation>{count} place</translation>
    </message>
    <message>
        <source>{count} seats</source>
        <translation>{count} places</translation>
    </message>
    <message>
        <source>{won} on the break</source>
        <translation>{won} pendant la pause</translation>
    </message>
    <message>
        <source>{won} in {level}</source>
        <translation>{won} au {level}</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>The tournament is over</source>
        <translation>Le tournoi est terminé</translation>
    </message>
    <message>
        <source>Colour up {0}</source>
        <translation>Change de jetons {0}</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>This is the last level</source>
        <translation>C&apos;est le dernier niveau</translation>
    </message>
    <message>
        <source>Next: Break</source>
        <translation>Puis : pause</translation>
    </message>
    <message>
        <source>Next: {title}</source>
        <translation>Puis : {title}</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Maintenant</translation>
    </message>
    <message>
        <source>BB ante {ante}</source>
        <translation>Ante BB {ante}</translation>
    </message>
    <message>
        <source>Ante {ante}</source>
        <translation>Ante {ante}</translation>
    </message>
</context>
<context>
    <name>command_sender</name>
    <message>
        <source>Undo {label}</source>
        <translation>Annuler {label}</translation>
    </message>
</context>
<context>
    <name>crash_notice</name>
    <message>
        <source>floortool ended unexpectedly last time (the session started {0}). Nothing you were told was done is lost: every action is in the journal before the window reports it. What happened is in the log: {log}</source>
        <translation>floortool s&apos;est arrêté de façon inattendue la dernière fois (la session avait commencé {0}). Rien de ce qu&apos;on vous a dit fait n&apos;est perdu : chaque action est dans le journal avant que la fenêtre ne l&apos;annonce. Ce qui s&apos;est passé est dans le journal technique : {log}</translation>
    </message>
    <message>
        <source>Last session</source>
        <translation>Dernière session</translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation>Ouvrir le dossier des journaux</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>deal_dialog</name>
    <message>
        <source>Type each player&apos;s chips as counted at the table. The deal shares the prizes still to be won; an amount can be left for the winner to play for.</source>
        <translation>Saisir les jetons de chaque joueur tels que comptés à la table. Le deal partage les prix restant à gagner ; un montant peut être laissé en jeu pour le vainqueur.</translation>
    </message>
    <message>
        <source>Type every player&apos;s chips to work out the deal.</source>
        <translation>Saisir les jetons de chaque joueur pour calculer le deal.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Set aside from 1st prize; the winner takes it</source>
        <translation>Mis de côté sur le 1er prix ; le vainqueur le prend</translation>
    </message>
    <message>
        <source>Record deal</source>
        <translation>Enregistrer le deal</translation>
    </message>
    <message>
        <source>Record the agreement in the journal (Edit &gt; Undo)</source>
        <translation>Enregistrer l&apos;accord dans le journal (Édition &gt; Annuler)</translation>
    </message>
    <message>
        <source>Prizes to share</source>
        <translation>Prix à partager</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Méthode</translation>
    </message>
    <message>
        <source>Left to play for</source>
        <translation>Restant en jeu</translation>
    </message>
    <message>
        <source>No prize pool to share yet.</source>
        <translation>Pas encore de prize pool à partager.</translation>
    </message>
    <message>
        <source>A deal needs two players left or more, and a prize pool.</source>
        <translation>Un deal demande au moins deux joueurs restants et un prize pool.</translation>
    </message>
    <message>
        <source>Paid now: {paid} of {0}</source>
        <translation>Payé maintenant : {paid} sur {0}</translation>
    </message>
    <message>
        <source>; the winner also takes {0}</source>
        <translation> ; le vainqueur prend aussi {0}</translation>
    </message>
</context>
<context>
    <name>desk_printing</name>
    <message>
        <source>Print each seat card to</source>
        <translation>Imprimer chaque carte de siège dans</translation>
    </message>
    <message>
        <source>After each registration, the entrant&apos;s seat card (an 80 mm ticket) is saved as a PDF in this folder, for the desk&apos;s printer</source>
        <translation>Après chaque inscription, la carte de siège du joueur (un ticket de 80 mm) est enregistrée en PDF dans ce dossier, pour l&apos;imprimante de l&apos;accueil</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Choisir le dossier…</translation>
    </message>
    <message>
        <source>The folder the desk&apos;s seat cards are saved in</source>
        <translation>Le dossier où sont enregistrées les cartes de siège de l&apos;accueil</translation>
    </message>
    <message>
        <source>(no folder chosen)</source>
        <translation>(aucun dossier choisi)</translation>
    </message>
    <message>
        <source>Print seat cards to</source>
        <translation>Imprimer les cartes de siège dans</translation>
    </message>
</context>
<context>
    <name>devices</name>
    <message>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Croupier</translation>
    </message>
    <message>
        <source>Room screen</source>
        <translation>Écran de salle</translation>
    </message>
</context>
<context>
    <name>dialog_parts</name>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>domain.clock.events</name>
    <message>
        <source>The event has no blind structure yet; choose one first.</source>
        <translation>Le tournoi n&apos;a pas encore de structure de blinds ; en choisir une d&apos;abord.</translation>
    </message>
</context>
<context>
    <name>domain.clock.state</name>
    <message>
        <source>not started</source>
        <extracomment>The most time one adjustment adds or removes: a day (no level is longer). How far ahead a start may be scheduled. A clock&apos;s state as a refusal says it (&quot;the clock is not running (it is paused)&quot;).</extracomment>
        <translation>non lancée</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en marche</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>The event has no structure to run the clock on.</source>
        <translation>Le tournoi n&apos;a pas de structure sur laquelle faire tourner l&apos;horloge.</translation>
    </message>
    <message>
        <source>The clock has already started.</source>
        <translation>L&apos;horloge est déjà lancée.</translation>
    </message>
    <message>
        <source>The clock is not running (it is {state}).</source>
        <translation>L&apos;horloge n&apos;est pas en marche (état : {state}).</translation>
    </message>
    <message>
        <source>The clock is not paused (it is {state}).</source>
        <translation>L&apos;horloge n&apos;est pas en pause (état : {state}).</translation>
    </message>
    <message>
        <source>There is no row {row} in the structure (it has {count}).</source>
        <translation>La structure n&apos;a pas de ligne {row} (elle en a {count}).</translation>
    </message>
    <message>
        <source>{seconds} is not a number of seconds.</source>
        <translation>{seconds} n&apos;est pas un nombre de secondes.</translation>
    </message>
    <message>
        <source>Adjusting by zero seconds changes nothing.</source>
        <translation>Ajuster de zéro seconde ne change rien.</translation>
    </message>
    <message>
        <source>The clock is adjusted by at most {most} seconds (a day) at a time.</source>
        <translation>L&apos;horloge s&apos;ajuste d&apos;au plus {most} secondes (un jour) à la fois.</translation>
    </message>
    <message>
        <source>The structure has finished; add a level first.</source>
        <translation>La structure est terminée ; ajouter d&apos;abord un niveau.</translation>
    </message>
    <message>
        <source>The scheduled start must be in the future.</source>
        <translation>Le départ prévu doit être dans le futur.</translation>
    </message>
    <message>
        <source>The scheduled start {start_at} is more than {days} days ahead; a start is scheduled within a year.</source>
        <translation>Le départ prévu {start_at} est à plus de {days} jours ; un départ se programme à moins d&apos;un an.</translation>
    </message>
</context>
<context>
    <name>domain.display.announcement</name>
    <message>
        <source>Last hand before the break</source>
        <extracomment>The lines a director picks from instead of typing (&quot;…&quot;: the rest to type).</extracomment>
        <translation>Dernière main avant la pause</translation>
    </message>
    <message>
        <source>Hand for hand</source>
        <translation>Main par main</translation>
    </message>
    <message>
        <source>Dinner break: back in 30 minutes</source>
        <translation>Pause repas : reprise dans 30 minutes</translation>
    </message>
    <message>
        <source>Seat open at …</source>
        <translation>Siège libre à …</translation>
    </message>
    <message>
        <source>The announcement</source>
        <translation>L&apos;annonce</translation>
    </message>
    <message>
        <source>{what} is empty: type the line every screen shows.</source>
        <translation>{what} est vide : saisissez la ligne que chaque écran affiche.</translation>
    </message>
    <message>
        <source>{what} holds a control character (a line break, a tab ...): type one line.</source>
        <translation>{what} contient un caractère de contrôle (un saut de ligne, une tabulation…) : saisissez une seule ligne.</translation>
    </message>
    <message>
        <source>{what} shows for {seconds} seconds; give from {shortest_seconds} to {longest_seconds} (or none: until cleared).</source>
        <translation>{what} s&apos;affiche {seconds} secondes ; indiquez de {shortest_seconds} à {longest_seconds} (ou rien : jusqu&apos;à effacement).</translation>
    </message>
    <message>
        <source>one object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>{what}: the file must hold exactly &apos;text&apos; and &apos;until&apos;.</source>
        <translation>{what} : le fichier doit contenir exactement &apos;text&apos; et &apos;until&apos;.</translation>
    </message>
    <message>
        <source>{what}: &apos;until&apos; must be a time in seconds or null.</source>
        <translation>{what} : &apos;until&apos; doit être une durée en secondes ou null.</translation>
    </message>
    <message>
        <source>{what}: &apos;text&apos; must be a text in quotes.</source>
        <translation>{what} : &apos;text&apos; doit être un texte entre guillemets.</translation>
    </message>
</context>
<context>
    <name>domain.display.cue_lines</name>
    <message>
        <source>{problem} Fields: {fields}.</source>
        <extracomment>Each field a template may name, and what it is replaced by.</extracomment>
        <translation>{problem} Champs : {fields}.</translation>
    </message>
    <message>
        <source>The line has a {brace} without its {other} (type {doubled} for a brace).</source>
        <translation>La ligne contient {brace} sans {other} (tapez {doubled} pour une accolade).</translation>
    </message>
    <message>
        <source>The line</source>
        <translation>La ligne</translation>
    </message>
    <message>
        <source>{what} holds a control character: type one line.</source>
        <translation>{what} contient un caractère de contrôle : saisissez une seule ligne.</translation>
    </message>
    <message>
        <source>&apos;{{{name}}}&apos; is not a field: a field is one name in braces, nothing more.</source>
        <translation>&apos;{{{name}}}&apos; n&apos;est pas un champ : un champ est un nom entre accolades, rien de plus.</translation>
    </message>
    <message>
        <source>&apos;{{{name}}}&apos; is not a field.</source>
        <translation>&apos;{{{name}}}&apos; n&apos;est pas un champ.</translation>
    </message>
</context>
<context>
    <name>domain.display.layout_pack</name>
    <message>
        <source>The layout with pictures</source>
        <extracomment>The pictures of one exported layout, together, at most. The exported file at most: the layout and its pictures in base64.</extracomment>
        <translation>La mise en page avec images</translation>
    </message>
    <message>
        <source>{what}: {problem}</source>
        <translation>{what} : {problem}</translation>
    </message>
    <message>
        <source>the file is {text_count} characters long; at most {max_pack_chars} are read (pictures of {megabytes} MB together).</source>
        <translation>le fichier fait {text_count} caractères ; au plus {max_pack_chars} sont lus (images de {megabytes} Mo au total).</translation>
    </message>
    <message>
        <source>one object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>the file has &apos;{unknown}&apos; (it knows: {keys}).</source>
        <translation>le fichier contient &apos;{unknown}&apos; (connus : {keys}).</translation>
    </message>
    <message>
        <source>the file says version {version}; this floortool reads version {pack_version}.</source>
        <translation>le fichier indique la version {version} ; ce floortool lit la version {pack_version}.</translation>
    </message>
    <message>
        <source>&apos;pictures&apos; must be an object of file names and pictures.</source>
        <translation>&apos;pictures&apos; doit être un objet de noms de fichiers et d&apos;images.</translation>
    </message>
    <message>
        <source>a picture&apos;s name</source>
        <translation>le nom d&apos;une image</translation>
    </message>
    <message>
        <source>it holds the picture {name}, which the layout does not show.</source>
        <translation>il contient l&apos;image {name}, que la mise en page n&apos;affiche pas.</translation>
    </message>
    <message>
        <source>the picture {name} is not written in base64.</source>
        <translation>l&apos;image {name} n&apos;est pas écrite en base64.</translation>
    </message>
    <message>
        <source>its pictures come to more than {max_pack_bytes} bytes together.</source>
        <translation>ses images dépassent {max_pack_bytes} octets au total.</translation>
    </message>
</context>
<context>
    <name>domain.display.layouts</name>
    <message>
        <source>NEXT LEVEL</source>
        <extracomment>The largest layout file read (a layout of 40 regions is about 8 KB). The smallest side of a region, as a share of the screen&apos;s. The smallest ``size`` (share of the largest text that fits). What a region shows, by kind: ``line`` one text filling the region; ``figure`` a label, a value and a line under it; ``list`` a label and rows; ``qr`` a QR code; ``image`` a picture (its name in text while it cannot be shown). ``ticker`` one line scrolling across the region (the room&apos;s scrolling line, else the region&apos;s own text). The label each token shows unless its region says another (&quot;&quot; : none).</extracomment>
        <translation>NIVEAU SUIVANT</translation>
    </message>
    <message>
        <source>NEXT BREAK IN</source>
        <translation>PAUSE DANS</translation>
    </message>
    <message>
        <source>PLAYERS</source>
        <translation>JOUEURS</translation>
    </message>
    <message>
        <source>AVERAGE STACK</source>
        <translation>TAPIS MOYEN</translation>
    </message>
    <message>
        <source>PRIZE POOL</source>
        <translation>PRIZE POOL</translation>
    </message>
    <message>
        <source>LATE REGISTRATION</source>
        <translation>INSCRIPTIONS TARDIVES</translation>
    </message>
    <message>
        <source>PAYOUTS</source>
        <translation>GAINS</translation>
    </message>
    <message>
        <source>SEATING</source>
        <translation>PLACEMENT</translation>
    </message>
    <message>
        <source>SEAT CHANGES</source>
        <translation>CHANGEMENTS DE PLACE</translation>
    </message>
    <message>
        <source>RESULTS</source>
        <translation>RÉSULTATS</translation>
    </message>
    <message>
        <source>CHIP LEADERS</source>
        <translation>CHIP LEADERS</translation>
    </message>
    <message>
        <source>LEAGUE STANDINGS</source>
        <translation>CLASSEMENT DE LA LIGUE</translation>
    </message>
    <message>
        <source>EVENTS</source>
        <translation>TOURNOIS</translation>
    </message>
    <message>
        <source>The layout</source>
        <extracomment>When a region shows. A region&apos;s fields a file may leave out for their defaults.</extracomment>
        <translation>La mise en page</translation>
    </message>
    <message>
        <source>{what}: {problem}</source>
        <translation>{what} : {problem}</translation>
    </message>
    <message>
        <source>a layout</source>
        <translation>une mise en page</translation>
    </message>
    <message>
        <source>{where} must be a text in quotes.</source>
        <translation>{where} doit être un texte entre guillemets.</translation>
    </message>
    <message>
        <source>{what}: {where}</source>
        <translation>{what} : {where}</translation>
    </message>
    <message>
        <source>{where} holds a control character (a line break, a tab ...).</source>
        <translation>{where} contient un caractère de contrôle (un saut de ligne, une tabulation…).</translation>
    </message>
    <message>
        <source>{where} must be a colour written #rrggbb (like #3fc1a5).</source>
        <translation>{where} doit être une couleur écrite #rrggbb (comme #3fc1a5).</translation>
    </message>
    <message>
        <source>{where} must be a number.</source>
        <translation>{where} doit être un nombre.</translation>
    </message>
    <message>
        <source>{where} is {value}; it must be from {low} to {high}.</source>
        <translation>{where} vaut {value} ; il doit être compris entre {low} et {high}.</translation>
    </message>
    <message>
        <source>{where} must be four numbers [left, top, width, height].</source>
        <translation>{where} doit être quatre nombres [gauche, haut, largeur, hauteur].</translation>
    </message>
    <message>
        <source>{where} is too small to read (each side at least {min_side}).</source>
        <translation>{where} est trop petit pour être lu (chaque côté au moins {min_side}).</translation>
    </message>
    <message>
        <source>{where} runs off the screen (left + width and top + height at most 1).</source>
        <translation>{where} dépasse de l&apos;écran (gauche + largeur et haut + hauteur au plus 1).</translation>
    </message>
    <message>
        <source>{where} is &apos;{shown}&apos;; it must be one of: {choices}.</source>
        <translation>{where} vaut &apos;{shown}&apos; ; il doit être l&apos;un de : {choices}.</translation>
    </message>
    <message>
        <source>{where} has no &apos;{key}&apos;.</source>
        <translation>{where} n&apos;a pas de &apos;{key}&apos;.</translation>
    </message>
    <message>
        <source>the id of {where} must be a short name of small letters, digits, - and _ (starting with a letter).</source>
        <translation>l&apos;identifiant de {where} doit être un nom court en minuscules, chiffres, - et _ (commençant par une lettre).</translation>
    </message>
    <message>
        <source>{where} shows a {show} but has no text.</source>
        <translation>{where} affiche {show} mais n&apos;a pas de texte.</translation>
    </message>
    <message>
        <source>{where}: only a region that shows an image names a picture.</source>
        <translation>{where} : seule une zone qui affiche une image nomme une image.</translation>
    </message>
    <message>
        <source>{where} is missing: an image region names its picture (like logo.png).</source>
        <translation>{where} manque : une zone d&apos;image nomme son image (comme logo.png).</translation>
    </message>
    <message>
        <source>the file is {text_count} characters long; a layout is at most {max_layout_bytes}.</source>
        <translation>le fichier fait {text_count} caractères ; une mise en page en fait au plus {max_layout_bytes}.</translation>
    </message>
    <message>
        <source>one object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>the file says version {version}; this floortool reads version {layout_version}.</source>
        <translation>le fichier indique la version {version} ; ce floortool lit la version {layout_version}.</translation>
    </message>
    <message>
        <source>the file has no &apos;name&apos;.</source>
        <translation>le fichier n&apos;a pas de &apos;name&apos;.</translation>
    </message>
    <message>
        <source>&apos;regions&apos; must be a list of at least one region.</source>
        <translation>&apos;regions&apos; doit être une liste d&apos;au moins une zone.</translation>
    </message>
    <message>
        <source>it has {region_count} regions; at most {max_regions} are allowed.</source>
        <translation>elle a {region_count} zones ; au plus {max_regions} sont permises.</translation>
    </message>
    <message>
        <source>two regions have the id &apos;{repeated}&apos;.</source>
        <translation>deux zones ont l&apos;identifiant &apos;{repeated}&apos;.</translation>
    </message>
</context>
<context>
    <name>domain.display.moments</name>
    <message>
        <source>A new level</source>
        <extracomment>Every moment, in the order the room hears them when several happen at once. How a director reads each moment.</extracomment>
        <translation>Un nouveau niveau</translation>
    </message>
    <message>
        <source>A break</source>
        <translation>Une pause</translation>
    </message>
    <message>
        <source>The end of a break</source>
        <translation>La fin d&apos;une pause</translation>
    </message>
    <message>
        <source>One minute left</source>
        <translation>Dernière minute</translation>
    </message>
    <message>
        <source>Late registration closes</source>
        <translation>Clôture des inscriptions</translation>
    </message>
    <message>
        <source>The money bubble</source>
        <translation>La bulle</translation>
    </message>
    <message>
        <source>In the money</source>
        <translation>Dans l&apos;argent</translation>
    </message>
    <message>
        <source>The final table</source>
        <translation>La table finale</translation>
    </message>
</context>
<context>
    <name>domain.display.pictures</name>
    <message>
        <source>a GIF</source>
        <extracomment>The pictures&apos; kinds, by their first bytes. What the first bytes of a file floortool refuses say it is, for the reason given.</extracomment>
        <translation>un GIF</translation>
    </message>
    <message>
        <source>a WebP (or another RIFF file)</source>
        <translation>un WebP (ou un autre fichier RIFF)</translation>
    </message>
    <message>
        <source>a BMP</source>
        <translation>un BMP</translation>
    </message>
    <message>
        <source>a PDF</source>
        <translation>un PDF</translation>
    </message>
    <message>
        <source>a zip archive</source>
        <translation>une archive zip</translation>
    </message>
    <message>
        <source>the picture</source>
        <extracomment>How a refusal names the picture when the caller names it no other way.</extracomment>
        <translation>l&apos;image</translation>
    </message>
    <message>
        <source>{where} must be a file name in quotes, like &quot;logo.png&quot;.</source>
        <extracomment>Names Windows keeps for devices, whatever their ending.</extracomment>
        <translation>{where} doit être un nom de fichier entre guillemets, comme &quot;logo.png&quot;.</translation>
    </message>
    <message>
        <source>{where} is {name_count} characters long; a picture&apos;s name is at most {max_picture_name}.</source>
        <translation>{where} fait {name_count} caractères ; le nom d&apos;une image en fait au plus {max_picture_name}.</translation>
    </message>
    <message>
        <source>{where} &apos;{name}&apos; is a path; a picture is named by its file name alone (like logo.png), in the layouts&apos; images folder.</source>
        <translation>{where} &apos;{name}&apos; est un chemin ; une image se nomme par son seul nom de fichier (comme logo.png), dans le dossier d&apos;images des mises en page.</translation>
    </message>
    <message>
        <source>{where} &apos;{name}&apos; is not a plain file name: letters, digits, spaces, . _ - and brackets, starting with a letter or a digit.</source>
        <translation>{where} &apos;{name}&apos; n&apos;est pas un simple nom de fichier : lettres, chiffres, espaces, . _ - et parenthèses, commençant par une lettre ou un chiffre.</translation>
    </message>
    <message>
        <source>{where} &apos;{name}&apos; is a name kept for a device.</source>
        <translation>{where} &apos;{name}&apos; est un nom réservé à un périphérique.</translation>
    </message>
    <message>
        <source>{name} is {data_count} bytes; a picture is at most {max_picture_bytes} (save it smaller, or as a JPEG).</source>
        <translation>{name} fait {data_count} octets ; une image en fait au plus {max_picture_bytes} (enregistrez-la plus petite, ou en JPEG).</translation>
    </message>
    <message>
        <source>an SVG or other markup (which can hold script)</source>
        <translation>un SVG ou un autre balisage (qui peut contenir du script)</translation>
    </message>
    <message>
        <source>{name} is not a PNG or JPEG picture ({seems}); floortool shows PNG and JPEG only.</source>
        <translation>{name} n&apos;est pas une image PNG ou JPEG ({seems}) ; floortool n&apos;affiche que le PNG et le JPEG.</translation>
    </message>
    <message>
        <source>{name} is not a PNG or JPEG picture; floortool shows PNG and JPEG only.</source>
        <translation>{name} n&apos;est pas une image PNG ou JPEG ; floortool n&apos;affiche que le PNG et le JPEG.</translation>
    </message>
    <message>
        <source>{name} has no pixels.</source>
        <translation>{name} n&apos;a aucun pixel.</translation>
    </message>
    <message>
        <source>{name} is {width} x {height} pixels; a picture is at most {max_picture_side} pixels a side and {megapixels} million in all.</source>
        <translation>{name} fait {width} x {height} pixels ; une image fait au plus {max_picture_side} pixels de côté et {megapixels} millions au total.</translation>
    </message>
</context>
<context>
    <name>domain.display.screen_sets</name>
    <message>
        <source>The screen set</source>
        <extracomment>The largest screen-set file read (twenty views are about 1 KB). How long a view shows, in seconds: long enough to read, short enough to come back. A layout&apos;s name as its file is named: small letters, digits and ``-``.</extracomment>
        <translation>La série d&apos;écrans</translation>
    </message>
    <message>
        <source>{what}: {problem}</source>
        <translation>{what} : {problem}</translation>
    </message>
    <message>
        <source>a screen set</source>
        <translation>une série d&apos;écrans</translation>
    </message>
    <message>
        <source>{where} has no &apos;{missing}&apos;.</source>
        <translation>{where} n&apos;a pas de &apos;{missing}&apos;.</translation>
    </message>
    <message>
        <source>the layout</source>
        <extracomment>How a refusal names a layout or a view when the caller names none.</extracomment>
        <translation>la mise en page</translation>
    </message>
    <message>
        <source>a view</source>
        <translation>une vue</translation>
    </message>
    <message>
        <source>{where} is &apos;{shown}&apos;; a layout is named by its file name: small letters, digits and - (like classic or sponsor-acme).</source>
        <translation>{where} vaut &apos;{shown}&apos; ; une mise en page se nomme par son nom de fichier : minuscules, chiffres et - (comme classic ou sponsor-acme).</translation>
    </message>
    <message>
        <source>the seconds of {where} must be a whole number.</source>
        <translation>les secondes de {where} doivent être un nombre entier.</translation>
    </message>
    <message>
        <source>{where} shows for {value} seconds; give from {shortest_view} to {longest_view}.</source>
        <translation>{where} s&apos;affiche {value} secondes ; indiquez de {shortest_view} à {longest_view}.</translation>
    </message>
    <message>
        <source>The screen set&apos;s name</source>
        <translation>Le nom de la série d&apos;écrans</translation>
    </message>
    <message>
        <source>its name holds a control character (a line break, a tab ...).</source>
        <translation>son nom contient un caractère de contrôle (un saut de ligne, une tabulation…).</translation>
    </message>
    <message>
        <source>it has no views: give at least one layout and its seconds.</source>
        <translation>elle n&apos;a aucune vue : indiquez au moins une mise en page et ses secondes.</translation>
    </message>
    <message>
        <source>it has {view_count} views; at most {max_views} are allowed.</source>
        <translation>elle a {view_count} vues ; au plus {max_views} sont permises.</translation>
    </message>
    <message>
        <source>the layout of view {number}</source>
        <translation>la mise en page de la vue {number}</translation>
    </message>
    <message>
        <source>view {number} ({layout})</source>
        <translation>la vue {number} ({layout})</translation>
    </message>
    <message>
        <source>the file is {text_count} characters long; a screen set is at most {max_set_bytes}.</source>
        <translation>le fichier fait {text_count} caractères ; une série d&apos;écrans en fait au plus {max_set_bytes}.</translation>
    </message>
    <message>
        <source>one object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>the file says version {data}; this floortool reads version {set_version}.</source>
        <translation>le fichier indique la version {data} ; ce floortool lit la version {set_version}.</translation>
    </message>
    <message>
        <source>its name must be a text in quotes.</source>
        <translation>son nom doit être un texte entre guillemets.</translation>
    </message>
    <message>
        <source>&apos;views&apos; must be a list of views.</source>
        <translation>&apos;views&apos; doit être une liste de vues.</translation>
    </message>
    <message>
        <source>it has {listed_count} views; at most {max_views} are allowed.</source>
        <translation>elle a {listed_count} vues ; au plus {max_views} sont permises.</translation>
    </message>
</context>
<context>
    <name>domain.display.ticker</name>
    <message>
        <source>The scrolling line</source>
        <translation>Le bandeau défilant</translation>
    </message>
    <message>
        <source>one object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>{what}: the file must hold exactly &apos;text&apos;.</source>
        <translation>{what} : le fichier doit contenir exactement &apos;text&apos;.</translation>
    </message>
    <message>
        <source>{what}: &apos;text&apos; must be a text in quotes.</source>
        <translation>{what} : &apos;text&apos; doit être un texte entre guillemets.</translation>
    </message>
</context>
<context>
    <name>domain.field.count_files</name>
    <message>
        <source>A count file&apos;s first line names its columns: player,chips or table,seat,chips.</source>
        <extracomment>The most rows a count file may hold (a field of 10,000 with room to spare).</extracomment>
        <translation>La première ligne d&apos;un fichier de comptage nomme ses colonnes : player,chips ou table,seat,chips.</translation>
    </message>
    <message>
        <source>Line {line}: {chips} is not a chip count.</source>
        <translation>Ligne {line} : {chips} n&apos;est pas un nombre de jetons.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>Line {line}: give the player, or the table and the seat.</source>
        <translation>Ligne {line} : indiquer le joueur, ou la table et le siège.</translation>
    </message>
    <message>
        <source>The count file: {rejected}.</source>
        <translation>Le fichier de comptage : {rejected}.</translation>
    </message>
    <message>
        <source>The count file lists no counts.</source>
        <translation>Le fichier de comptage ne contient aucun comptage.</translation>
    </message>
</context>
<context>
    <name>domain.field.counts</name>
    <message>
        <source>{event} has no entry number {entry_id}.</source>
        <translation>{event} n&apos;a pas d&apos;entrée numéro {entry_id}.</translation>
    </message>
    <message>
        <source>{name} has busted out: the stack is 0; there is no stack to count.</source>
        <translation>{name} est éliminé : le tapis est à 0 ; il n&apos;y a pas de tapis à compter.</translation>
    </message>
    <message>
        <source>{name} is not seated; there is no stack to count.</source>
        <translation>{name} n&apos;est pas assis ; il n&apos;y a pas de tapis à compter.</translation>
    </message>
    <message>
        <source>{name}: a stack of {chips} chips is not a stack; a player with no chips has busted out (record the bust-out instead).</source>
        <translation>{name} : un tapis de {chips} jetons n&apos;est pas un tapis ; un joueur sans jetons est éliminé (enregistrer plutôt l&apos;élimination).</translation>
    </message>
    <message>
        <source>{name} is counted twice.</source>
        <translation>{name} est compté deux fois.</translation>
    </message>
    <message>
        <source>{counted} chips would be counted, but only {in_play} are in play: a stack was miscounted or mistyped.</source>
        <translation>{counted} jetons seraient comptés, mais seuls {in_play} sont en jeu : un tapis a été mal compté ou mal saisi.</translation>
    </message>
    <message>
        <source>The race would leave {total} chips counted but {in_play} in play: check the leftover chips typed for each seat.</source>
        <translation>Le race laisserait {total} jetons comptés pour {in_play} en jeu : vérifier les jetons restants saisis pour chaque siège.</translation>
    </message>
</context>
<context>
    <name>domain.field.entries</name>
    <message>
        <source>{player} has no entry in {event}.</source>
        <translation>{player} n&apos;a pas d&apos;entrée dans {event}.</translation>
    </message>
    <message>
        <source>{name} is waiting for a seat in {event}.</source>
        <extracomment>Why an entry is not in play, by its status.</extracomment>
        <translation>{name} attend un siège dans {event}.</translation>
    </message>
    <message>
        <source>{name} has busted in {event}.</source>
        <translation>{name} est éliminé de {event}.</translation>
    </message>
    <message>
        <source>{name} has advanced in {event}.</source>
        <translation>{name} s&apos;est qualifié dans {event}.</translation>
    </message>
    <message>
        <source>{event} has no entry number {entry_id}.</source>
        <translation>{event} n&apos;a pas d&apos;entrée numéro {entry_id}.</translation>
    </message>
</context>
<context>
    <name>domain.fold.history</name>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Il n&apos;y a rien à annuler.</translation>
    </message>
    <message>
        <source>There is nothing done by {operator} to undo; the latest is another station&apos;s.</source>
        <translation>Il n&apos;y a rien de {operator} à annuler ; la dernière action est celle d&apos;un autre poste.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Il n&apos;y a rien à rétablir.</translation>
    </message>
    <message>
        <source>There is nothing done by {operator} to redo; the latest is another station&apos;s.</source>
        <translation>Il n&apos;y a rien de {operator} à rétablir ; la dernière action est celle d&apos;un autre poste.</translation>
    </message>
</context>
<context>
    <name>domain.fold.kinds</name>
    <message>
        <source>the journal holds an unknown kind of record: {kind}</source>
        <translation>le journal contient un type d&apos;enregistrement inconnu : {kind}</translation>
    </message>
    <message>
        <source>{kind}: {message}</source>
        <translation>{kind} : {message}</translation>
    </message>
</context>
<context>
    <name>domain.fold.replay</name>
    <message>
        <source>the entries given do not end where the folder began</source>
        <extracomment>The newest checkpoints kept one ``CHECKPOINT_EVERY`` apart; older ones are thinned out (the further back, the further apart), so a long tournament keeps a few dozen.</extracomment>
        <translation>les entrées données ne s&apos;arrêtent pas là où le pliage a commencé</translation>
    </message>
    <message>
        <source>group {group} was folded before this folder began</source>
        <translation>le groupe {group} a été plié avant le début de ce pliage</translation>
    </message>
    <message>
        <source>{kind} of group {group}, which the journal lacks</source>
        <translation>{kind} du groupe {group}, absent du journal</translation>
    </message>
    <message>
        <source>the folder holds no state before that group</source>
        <translation>le pliage n&apos;a aucun état avant ce groupe</translation>
    </message>
</context>
<context>
    <name>domain.fold.state</name>
    <message>
        <source>There is no event number {event_id}.</source>
        <translation>Il n&apos;y a pas de tournoi numéro {event_id}.</translation>
    </message>
</context>
<context>
    <name>domain.kernel.catalogue</name>
    <message>
        <source>the catalogue is not readable XML ({exc})</source>
        <extracomment>How each language writes numbers (English for one not listed). The catalogue of the language the sources are written in.</extracomment>
        <translation>le catalogue n&apos;est pas un XML lisible ({exc})</translation>
    </message>
    <message>
        <source>the catalogue is not a Qt translation file</source>
        <translation>le catalogue n&apos;est pas un fichier de traduction Qt</translation>
    </message>
</context>
<context>
    <name>domain.kernel.csv_rows</name>
    <message>
        <source>The CSV file is empty.</source>
        <extracomment>How a cell a spreadsheet would run as a formula starts.</extracomment>
        <translation>Le fichier CSV est vide.</translation>
    </message>
    <message>
        <source>The CSV file cannot be read: {exc}.</source>
        <translation>Le fichier CSV ne peut pas être lu : {exc}.</translation>
    </message>
    <message>
        <source>The file has more than {rows}.</source>
        <translation>Le fichier a plus de {rows}.</translation>
    </message>
</context>
<context>
    <name>domain.kernel.input_checks</name>
    <message>
        <source>{name} is larger than {value} MB; nothing was read.</source>
        <extracomment>The largest file a reader takes (a 200,000-row import is well under it). Arrays and objects nested deeper than this in a JSON document are refused. Digits a JSON number may have before its decimal point. Characters of a JSON number&apos;s text (a fraction&apos;s digits included). Values (arrays, objects and the items after a comma) a JSON document may hold: a structure of 1,000 levels has about 6,000; refused before the parser builds them. A plain decimal number: no exponent, no ``inf`` or ``nan``, ASCII digits only. The bidirectional embedding, override and isolate controls (U+202A-202E, U+2066-2069). What the scan of a JSON document stops at: a bracket, a comma, a string&apos;s opening quote.</extracomment>
        <translation>{name} dépasse {value} Mo ; rien n&apos;a été lu.</translation>
    </message>
    <message>
        <source>{name} is {encoding} text (it starts with a {encoding} byte-order mark); save it as UTF-8 and try again.</source>
        <translation>{name} est un texte {encoding} (il commence par une marque d&apos;ordre des octets {encoding}) ; enregistrez-le en UTF-8 et réessayez.</translation>
    </message>
    <message>
        <source>{name} is not UTF-8 text (byte 0x{data} at offset {offset}, line {line}); save it as UTF-8 and try again.</source>
        <translation>{name} n&apos;est pas un texte UTF-8 (octet 0x{data} à la position {offset}, ligne {line}) ; enregistrez-le en UTF-8 et réessayez.</translation>
    </message>
    <message>
        <source>{what} holds a character that is not text</source>
        <translation>{what} contient un caractère qui n&apos;est pas du texte</translation>
    </message>
    <message>
        <source>{what} is {text_count} characters long; at most {longest} are allowed.</source>
        <translation>{what} fait {text_count} caractères ; au plus {longest} sont permis.</translation>
    </message>
    <message>
        <source>{what} holds a character that reverses or reorders the text around it</source>
        <translation>{what} contient un caractère qui inverse ou réordonne le texte autour de lui</translation>
    </message>
    <message>
        <source>{what} is made only of invisible characters (spaces, zero-width or format characters); type it in letters or digits.</source>
        <translation>{what} n&apos;est fait que de caractères invisibles (espaces, caractères de largeur nulle ou de format) ; écrivez-le en lettres ou en chiffres.</translation>
    </message>
    <message>
        <source>{why} (\u{found} at position {position}).</source>
        <translation>{why} (\u{found} à la position {position}).</translation>
    </message>
    <message>
        <source>{what} is nested more than {max_depth} levels deep (line {line}).</source>
        <translation>{what} est imbriqué sur plus de {max_depth} niveaux (ligne {line}).</translation>
    </message>
    <message>
        <source>{what} holds more than {max_json_values} values (line {line}); no structure or payout table needs that many.</source>
        <translation>{what} contient plus de {max_json_values} valeurs (ligne {line}) ; aucune structure ni grille de paiement n&apos;en demande autant.</translation>
    </message>
    <message>
        <source>a number too large</source>
        <translation>un nombre trop grand</translation>
    </message>
    <message>
        <source>{what} holds {why}: {shown}.</source>
        <translation>{what} contient {why} : {shown}.</translation>
    </message>
    <message>
        <source>a number not written with the digits 0-9</source>
        <translation>un nombre qui n&apos;est pas écrit avec les chiffres 0-9</translation>
    </message>
    <message>
        <source>{what}: the text at {where}</source>
        <translation>{what} : le texte à {where}</translation>
    </message>
    <message>
        <source>{what}: the text at the top</source>
        <translation>{what} : le texte au premier niveau</translation>
    </message>
    <message>
        <source>{what}: a key in {where}</source>
        <translation>{what} : une clé dans {where}</translation>
    </message>
    <message>
        <source>{what}: a key in the top object</source>
        <translation>{what} : une clé dans l&apos;objet de premier niveau</translation>
    </message>
    <message>
        <source>{what}: {text} is not a number.</source>
        <translation>{what} : {text} n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>{what}: {cleaned} is beyond {largest} either way.</source>
        <translation>{what} : {cleaned} dépasse {largest} en valeur absolue.</translation>
    </message>
</context>
<context>
    <name>domain.kernel.json_text</name>
    <message>
        <source>{what} gives &apos;{key}&apos; twice in {item}.</source>
        <translation>{what} donne &apos;{key}&apos; deux fois dans {item}.</translation>
    </message>
    <message>
        <source>{what} contains {name}, which is not a number.</source>
        <translation>{what} contient {name}, qui n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>{what} is not valid JSON: line {lineno}, column {colno}: {msg}.</source>
        <translation>{what} n&apos;est pas un JSON valide : ligne {lineno}, colonne {colno} : {msg}.</translation>
    </message>
    <message>
        <source>{what}: {where} must be an object {{...}}.</source>
        <translation>{what} : {where} doit être un objet {{...}}.</translation>
    </message>
    <message>
        <source>{what}: {where} has &apos;{unknown}&apos;, which {kind} does not know (it knows: {keys}).</source>
        <translation>{what} : {where} contient &apos;{unknown}&apos;, que {kind} ne connaît pas (connus : {keys}).</translation>
    </message>
</context>
<context>
    <name>domain.kernel.money</name>
    <message>
        <source>{field}: &apos;{text}&apos; is not an amount of money (write it like 20 or 20.50)</source>
        <translation>{field} : &apos;{text}&apos; n&apos;est pas un montant (écrivez-le comme 20 ou 20.50)</translation>
    </message>
</context>
<context>
    <name>domain.kernel.nouns</name>
    <message>
        <source>{count} player</source>
        <translation>{count} joueur</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
    <message>
        <source>{count} entry</source>
        <translation>{count} entrée</translation>
    </message>
    <message>
        <source>{count} entries</source>
        <translation>{count} entrées</translation>
    </message>
    <message>
        <source>{count} table</source>
        <translation>{count} table</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation>{count} tables</translation>
    </message>
    <message>
        <source>{count} seat</source>
        <translation>{count} siège</translation>
    </message>
    <message>
        <source>{count} seats</source>
        <translation>{count} sièges</translation>
    </message>
    <message>
        <source>{count} row</source>
        <translation>{count} ligne</translation>
    </message>
    <message>
        <source>{count} rows</source>
        <translation>{count} lignes</translation>
    </message>
    <message>
        <source>{count} level</source>
        <translation>{count} niveau</translation>
    </message>
    <message>
        <source>{count} levels</source>
        <translation>{count} niveaux</translation>
    </message>
    <message>
        <source>{count} place</source>
        <translation>{count} place</translation>
    </message>
    <message>
        <source>{count} places</source>
        <translation>{count} places</translation>
    </message>
</context>
<context>
    <name>domain.kernel.ordinals</name>
    <message>
        <source>1st</source>
        <translation>1er</translation>
    </message>
    <message>
        <source>{place}th</source>
        <translation>{place}e</translation>
    </message>
    <message>
        <source>{place}st</source>
        <translation>{place}e</translation>
    </message>
    <message>
        <source>{place}nd</source>
        <translation>{place}e</translation>
    </message>
    <message>
        <source>{place}rd</source>
        <translation>{place}e</translation>
    </message>
    <message>
        <source>{first}-{last}</source>
        <translation>{first}-{last}</translation>
    </message>
</context>
<context>
    <name>domain.kernel.text</name>
    <message>
        <source>e.g. 1-10, 21-30:10</source>
        <extracomment>Table numbers run 1..MAX_TABLE_NUMBER; an order lists at most MAX_LISTED tables.</extracomment>
        <translation>p. ex. 1-10, 21-30:10</translation>
    </message>
    <message>
        <source>Table order</source>
        <translation>Ordre des tables</translation>
    </message>
    <message>
        <source>table order</source>
        <translation>ordre des tables</translation>
    </message>
    <message>
        <source>{what}: &apos;{item}&apos; {why} ({example}).</source>
        <extracomment>the list as a sentence names it inside: &quot;the table order&quot;</extracomment>
        <translation>{what} : &apos;{item}&apos; {why} ({example}).</translation>
    </message>
    <message>
        <source>is not a table number or a range of tables</source>
        <translation>n&apos;est ni un numéro de table ni une plage de tables</translation>
    </message>
    <message>
        <source>names table {number}; tables are 1 to {max_table_number}</source>
        <translation>nomme la table {number} ; les tables vont de 1 à {max_table_number}</translation>
    </message>
    <message>
        <source>gives {seats}; a table has {min_seats} to {max_seats}</source>
        <translation>donne {seats} ; une table a de {min_seats} à {max_seats}</translation>
    </message>
    <message>
        <source>The {what} is longer than {max_text} characters.</source>
        <translation>L&apos;{what} dépasse {max_text} caractères.</translation>
    </message>
    <message>
        <source>{what}: an empty item between commas ({example}).</source>
        <translation>{what} : un élément vide entre deux virgules ({example}).</translation>
    </message>
    <message>
        <source>A {what} lists at most {max_listed} tables.</source>
        <translation>Un {what} énumère au plus {max_listed} tables.</translation>
    </message>
    <message>
        <source>lists table {number} again (already in &apos;{seen}&apos;)</source>
        <translation>nomme à nouveau la table {number} (déjà dans &apos;{seen}&apos;)</translation>
    </message>
    <message>
        <source>Break order</source>
        <translation>Ordre des pauses</translation>
    </message>
    <message>
        <source>break order</source>
        <translation>ordre des pauses</translation>
    </message>
    <message>
        <source>e.g. 12, 11, 30-21</source>
        <translation>p. ex. 12, 11, 30-21</translation>
    </message>
    <message>
        <source>{what}: {text} is not a whole number.</source>
        <extracomment>Digits a typed whole number may have: chips, counts and places never need more.</extracomment>
        <translation>{what} : {text} n&apos;est pas un nombre entier.</translation>
    </message>
    <message>
        <source>write 7, or 9-10 for a shared place</source>
        <extracomment>No field has more places than this: a range is refused before it is built.</extracomment>
        <translation>écrivez 7, ou 9-10 pour une place partagée</translation>
    </message>
    <message>
        <source>&apos;{shown}&apos; is not a place: {place_example}.</source>
        <translation>&apos;{shown}&apos; n&apos;est pas une place : {place_example}.</translation>
    </message>
    <message>
        <source>&apos;{shown}&apos; is not a place: places start at 1.</source>
        <translation>&apos;{shown}&apos; n&apos;est pas une place : les places commencent à 1.</translation>
    </message>
    <message>
        <source>&apos;{shown}&apos; is not a place: a shared range runs low to high, like 9-10.</source>
        <translation>&apos;{shown}&apos; n&apos;est pas une place : une plage partagée va du plus petit au plus grand, comme 9-10.</translation>
    </message>
    <message>
        <source>&apos;{shown}&apos; is not a place: there are only {places}.</source>
        <translation>&apos;{shown}&apos; n&apos;est pas une place : il n&apos;y a que {places}.</translation>
    </message>
    <message>
        <source>{count} place</source>
        <translation>{count} place</translation>
    </message>
    <message>
        <source>{count} places</source>
        <translation>{count} places</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a date (write it as YYYY-MM-DD).</source>
        <translation>&apos;{text}&apos; n&apos;est pas une date (écrivez-la AAAA-MM-JJ).</translation>
    </message>
</context>
<context>
    <name>domain.league.csv_files</name>
    <message>
        <source>{what} &apos;{text}&apos; is not a whole number</source>
        <translation>{what} &apos;{text}&apos; n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>entry numbers start at 1 (the first entry)</source>
        <translation>les numéros d&apos;entrée commencent à 1 (la première entrée)</translation>
    </message>
    <message>
        <source>points &apos;{cut}&apos; is not a number of points (up to {max_imported_points}, 4 decimals)</source>
        <extracomment>The most points one finish may carry in an import, either way.</extracomment>
        <translation>points &apos;{cut}&apos; n&apos;est pas un nombre de points (jusqu&apos;à {max_imported_points}, 4 décimales)</translation>
    </message>
    <message>
        <source>signed_out &apos;{text}&apos; is not yes or no</source>
        <translation>signed_out &apos;{text}&apos; n&apos;est ni oui ni non</translation>
    </message>
    <message>
        <source>The CSV file needs a header row with the columns {required} (missing: {missing}).</source>
        <translation>Le fichier CSV doit avoir une ligne d&apos;en-tête avec les colonnes {required} (manquantes : {missing}).</translation>
    </message>
    <message>
        <source>no {name}</source>
        <translation>pas de {name}</translation>
    </message>
    <message>
        <source>Nothing was imported: the file has no rows.</source>
        <translation>Rien n&apos;a été importé : le fichier n&apos;a aucune ligne.</translation>
    </message>
    <message>
        <source>Nothing was imported: {rows} rejected ({listed}{more}).</source>
        <translation>Rien n&apos;a été importé : {rows} refusées ({listed}{more}).</translation>
    </message>
    <message>
        <source>no player called {typed}</source>
        <translation>aucun joueur nommé {typed}</translation>
    </message>
</context>
<context>
    <name>domain.league.decisions</name>
    <message>
        <source>There is already a league called {cleaned}.</source>
        <translation>Il existe déjà une ligue nommée {cleaned}.</translation>
    </message>
    <message>
        <source>{name} already has a season called {cleaned}.</source>
        <translation>{name} a déjà une saison nommée {cleaned}.</translation>
    </message>
    <message>
        <source>Season {name} already has those rules.</source>
        <translation>La saison {name} a déjà ces règles.</translation>
    </message>
    <message>
        <source>Season {name} is already {state}.</source>
        <translation>La saison {name} est déjà {state}.</translation>
    </message>
    <message>
        <source>{name} already has a venue called {cleaned}.</source>
        <translation>{name} a déjà un lieu nommé {cleaned}.</translation>
    </message>
    <message>
        <source>The address is longer than {max_reason} characters.</source>
        <translation>L&apos;adresse dépasse {max_reason} caractères.</translation>
    </message>
    <message>
        <source>Season {name} already has an event called {cleaned}.</source>
        <translation>La saison {name} a déjà un tournoi nommé {cleaned}.</translation>
    </message>
    <message>
        <source>{name} is already in season {where} (as {name_2}).</source>
        <translation>{name} est déjà dans la saison {where} (comme {name_2}).</translation>
    </message>
    <message>
        <source>Results name players not in the database: {unknown}.</source>
        <translation>Les résultats nomment des joueurs absents de la base : {unknown}.</translation>
    </message>
    <message>
        <source>An adjustment is a number of points other than 0 (negative for a penalty).</source>
        <translation>Un ajustement est un nombre de points différent de 0 (négatif pour une pénalité).</translation>
    </message>
    <message>
        <source>Say why the points are adjusted (a reason).</source>
        <translation>Dites pourquoi les points sont ajustés (un motif).</translation>
    </message>
    <message>
        <source>The reason is longer than {max_reason} characters.</source>
        <translation>Le motif dépasse {max_reason} caractères.</translation>
    </message>
</context>
<context>
    <name>domain.league.events</name>
    <message>
        <source>season {season_id} is not in the journal</source>
        <translation>la saison {season_id} n&apos;est pas dans le journal</translation>
    </message>
    <message>
        <source>{what} {record_id} made twice</source>
        <translation>{what} {record_id} créé deux fois</translation>
    </message>
    <message>
        <source>season {season_id} of a missing league</source>
        <translation>saison {season_id} d&apos;une ligue absente</translation>
    </message>
    <message>
        <source>venue {venue_id} of a missing league</source>
        <translation>lieu {venue_id} d&apos;une ligue absente</translation>
    </message>
    <message>
        <source>league event {league_event_id} at a missing venue</source>
        <translation>tournoi de ligue {league_event_id} dans un lieu absent</translation>
    </message>
    <message>
        <source>league event for tournament {tournament_id}, not live</source>
        <translation>tournoi de ligue pour le tournoi {tournament_id}, qui n&apos;est pas en cours</translation>
    </message>
    <message>
        <source>results for league event {league_event_id}, not there</source>
        <translation>résultats pour le tournoi de ligue {league_event_id}, qui n&apos;existe pas</translation>
    </message>
    <message>
        <source>league results for players not in the database: {missing}</source>
        <translation>résultats de ligue pour des joueurs absents de la base : {missing}</translation>
    </message>
    <message>
        <source>adjustment for player {player_id}, not in the database</source>
        <translation>ajustement pour le joueur {player_id}, absent de la base</translation>
    </message>
</context>
<context>
    <name>domain.league.final</name>
    <message>
        <source>Qualify at least one player for the final.</source>
        <translation>Qualifiez au moins un joueur pour la finale.</translation>
    </message>
    <message>
        <source>The season ranks {players}: {top} cannot qualify.</source>
        <translation>La saison classe {players} : {top} ne peuvent pas se qualifier.</translation>
    </message>
    <message>
        <source>{players} share rank {rank}, across the last qualifying place: qualify {fewer} or {more}, or settle the tie with an adjustment first.</source>
        <translation>{players} partagent le rang {rank}, de part et d&apos;autre de la dernière place qualificative : qualifiez-en {fewer} ou {more}, ou départagez-les d&apos;abord par un ajustement.</translation>
    </message>
</context>
<context>
    <name>domain.league.points.compiler</name>
    <message>
        <source>The formula uses {listed}: give its value to work it out.</source>
        <translation>La formule utilise {listed} : donnez sa valeur pour la calculer.</translation>
    </message>
    <message>
        <source>The formula uses {listed}: give their value to work it out.</source>
        <translation>La formule utilise {listed} : donnez leur valeur pour la calculer.</translation>
    </message>
    <message>
        <source>The value of {name} is not a number.</source>
        <translation>La valeur de {name} n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>The result is too large</source>
        <translation>Le résultat est trop grand</translation>
    </message>
    <message>
        <source>Division by zero ({a} / 0)</source>
        <translation>Division par zéro ({a} / 0)</translation>
    </message>
    <message>
        <source>0 cannot be raised to a negative power ({b})</source>
        <translation>0 ne peut pas être élevé à une puissance négative ({b})</translation>
    </message>
    <message>
        <source>A negative number ({a}) cannot be raised to a fractional power</source>
        <translation>Un nombre négatif ({a}) ne peut pas être élevé à une puissance fractionnaire</translation>
    </message>
    <message>
        <source>sqrt of a negative number ({x})</source>
        <translation>sqrt d&apos;un nombre négatif ({x})</translation>
    </message>
    <message>
        <source>{name} of {x}: it needs a number above 0</source>
        <translation>{name} de {x} : il faut un nombre supérieur à 0</translation>
    </message>
    <message>
        <source>exp({x}) is too large</source>
        <translation>exp({x}) est trop grand</translation>
    </message>
    <message>
        <source>table() needs a place of 1, 2, 3 ... (got {place})</source>
        <translation>table() demande une place 1, 2, 3… (reçu : {place})</translation>
    </message>
    <message>
        <source>round() takes a whole number of digits from -{max_round_digits} to {max_round_digits} (got {digits})</source>
        <translation>round() prend un nombre entier de chiffres de -{max_round_digits} à {max_round_digits} (reçu : {digits})</translation>
    </message>
</context>
<context>
    <name>domain.league.points.errors</name>
    <message>
        <source>{problem} at character {position}:
{caret}</source>
        <translation>{problem} au caractère {position} :
{caret}</translation>
    </message>
</context>
<context>
    <name>domain.league.points.lexer</name>
    <message>
        <source>the end of the formula</source>
        <translation>la fin de la formule</translation>
    </message>
    <message>
        <source>use &apos;=&apos; to compare</source>
        <translation>utilisez &apos;=&apos; pour comparer</translation>
    </message>
    <message>
        <source>use &apos;^&apos; for powers</source>
        <translation>utilisez &apos;^&apos; pour les puissances</translation>
    </message>
    <message>
        <source>formulas have no text in quotes</source>
        <translation>les formules n&apos;ont pas de texte entre guillemets</translation>
    </message>
    <message>
        <source>use parentheses, or table(r, ...) for a list of points</source>
        <translation>utilisez des parenthèses, ou table(r, ...) pour une liste de points</translation>
    </message>
    <message>
        <source>use &apos;and&apos;</source>
        <translation>utilisez &apos;and&apos;</translation>
    </message>
    <message>
        <source>use &apos;or&apos;</source>
        <translation>utilisez &apos;or&apos;</translation>
    </message>
    <message>
        <source>use &apos;not&apos; (or &apos;!=&apos; for &apos;not equal&apos;)</source>
        <translation>utilisez &apos;not&apos; (ou &apos;!=&apos; pour &apos;différent de&apos;)</translation>
    </message>
    <message>
        <source>The formula is longer than {max_length} characters</source>
        <translation>La formule dépasse {max_length} caractères</translation>
    </message>
    <message>
        <source>Unexpected &apos;{text}&apos; ({hint})</source>
        <translation>&apos;{text}&apos; inattendu ({hint})</translation>
    </message>
    <message>
        <source>Unexpected character &apos;{shown}&apos; ({hint})</source>
        <translation>Caractère inattendu &apos;{shown}&apos; ({hint})</translation>
    </message>
    <message>
        <source>Unexpected character &apos;{shown}&apos;</source>
        <translation>Caractère inattendu &apos;{shown}&apos;</translation>
    </message>
    <message>
        <source>&apos;{literal}{text}&apos; is not a number (write {literal}*{text} to multiply)</source>
        <translation>&apos;{literal}{text}&apos; n&apos;est pas un nombre (écrivez {literal}*{text} pour multiplier)</translation>
    </message>
    <message>
        <source>&apos;{literal}{text}&apos; is not a number</source>
        <translation>&apos;{literal}{text}&apos; n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>The number {literal} is too large</source>
        <translation>Le nombre {literal} est trop grand</translation>
    </message>
</context>
<context>
    <name>domain.league.points.parser</name>
    <message>
        <source>The formula has more than {max_height} operations inside one another</source>
        <translation>La formule a plus de {max_height} opérations imbriquées les unes dans les autres</translation>
    </message>
    <message>
        <source>The formula is nested more than {max_depth} levels deep</source>
        <translation>La formule est imbriquée sur plus de {max_depth} niveaux</translation>
    </message>
    <message>
        <source>The formula is empty</source>
        <translation>La formule est vide</translation>
    </message>
    <message>
        <source>Unexpected {token}</source>
        <translation>Inattendu : {token}</translation>
    </message>
    <message>
        <source>Comparisons do not chain; join two with &apos;and&apos;</source>
        <translation>Les comparaisons ne s&apos;enchaînent pas ; reliez-en deux avec &apos;and&apos;</translation>
    </message>
    <message>
        <source>The formula ends too soon: a number, name or &apos;(&apos; is missing</source>
        <translation>La formule se termine trop tôt : il manque un nombre, un nom ou &apos;(&apos;</translation>
    </message>
    <message>
        <source>Unexpected {token}: a number, name or &apos;(&apos; is expected</source>
        <translation>Inattendu : {token} ; un nombre, un nom ou &apos;(&apos; est attendu</translation>
    </message>
    <message>
        <source>Unexpected &apos;{name}&apos;</source>
        <translation>&apos;{name}&apos; inattendu</translation>
    </message>
    <message>
        <source>{name} is a function: write {name}(...)</source>
        <translation>{name} est une fonction : écrivez {name}(...)</translation>
    </message>
    <message>
        <source>{name} is a variable, not a function</source>
        <translation>{name} est une variable, pas une fonction</translation>
    </message>
    <message>
        <source>Unknown function &apos;{name}&apos; (functions: {known})</source>
        <translation>Fonction inconnue &apos;{name}&apos; (fonctions : {known})</translation>
    </message>
    <message>
        <source>Unknown variable &apos;{name}&apos; (variables: {known})</source>
        <translation>Variable inconnue &apos;{name}&apos; (variables : {known})</translation>
    </message>
    <message>
        <source>{text} takes {spec}, not {arg_count}</source>
        <translation>{text} prend {spec}, pas {arg_count}</translation>
    </message>
    <message>
        <source>This &apos;(&apos; is never closed</source>
        <translation>Cette &apos;(&apos; n&apos;est jamais fermée</translation>
    </message>
    <message>
        <source>Unexpected {token}: &apos;)&apos; or an operator is expected</source>
        <translation>Inattendu : {token} ; &apos;)&apos; ou un opérateur est attendu</translation>
    </message>
</context>
<context>
    <name>domain.league.points.presets</name>
    <message>
        <source>A points table has 1 to {max_table} places.</source>
        <translation>Une table de points a de 1 à {max_table} places.</translation>
    </message>
    <message>
        <source>There is no preset called &apos;{name}&apos;; choose one of: {presets}.</source>
        <translation>Il n&apos;y a pas de modèle nommé &apos;{name}&apos; ; choisissez parmi : {presets}.</translation>
    </message>
</context>
<context>
    <name>domain.league.rules</name>
    <message>
        <source>Unknown {what} &apos;{value}&apos;; choose one of: {choices}.</source>
        <translation>Inconnu : {what} &apos;{value}&apos; ; choisissez parmi : {choices}.</translation>
    </message>
    <message>
        <source>Best N of M needs N of 1 or more.</source>
        <translation>Les N meilleurs sur M demandent un N de 1 ou plus.</translation>
    </message>
    <message>
        <source>Attendance points are 0 or more.</source>
        <translation>Les points de participation sont de 0 ou plus.</translation>
    </message>
    <message>
        <source>ranking</source>
        <translation>classement</translation>
    </message>
    <message>
        <source>The events needed for a ranking cannot be negative.</source>
        <translation>Le nombre de tournois requis pour un classement ne peut pas être négatif.</translation>
    </message>
    <message>
        <source>tie-break</source>
        <translation>critère de départage</translation>
    </message>
    <message>
        <source>A tie-break is listed twice.</source>
        <translation>Un critère de départage figure deux fois.</translation>
    </message>
    <message>
        <source>entry rule</source>
        <translation>règle d&apos;entrées</translation>
    </message>
    <message>
        <source>sign-out rule</source>
        <translation>règle de signature de sortie</translation>
    </message>
    <message>
        <source>dues rule</source>
        <translation>règle de cotisation</translation>
    </message>
    <message>
        <source>Points keep 0 to {max_decimals} decimals.</source>
        <translation>Les points ont de 0 à {max_decimals} décimales.</translation>
    </message>
    <message>
        <source>Unknown points rule: {unknown}.</source>
        <translation>Règle de points inconnue : {unknown}.</translation>
    </message>
    <message>
        <source>The season&apos;s formula cannot score place {finish}: {problem}.</source>
        <translation>La formule de la saison ne peut pas noter la place {finish} : {problem}.</translation>
    </message>
</context>
<context>
    <name>domain.league.seasons</name>
    <message>
        <source>league</source>
        <extracomment>How a season ranks its players. Which entries of a player earn points in a re-entry event. What happens to a player finishing in the points who did not sign out (A-16). Whether league points need paid-up dues (a floortool event&apos;s points only: imported results keep the points the earlier tool gave). Tie-breaks for players level on the ranking, applied in the order chosen. What the league&apos;s records are called in messages, by the word the callers use.</extracomment>
        <translation>ligue</translation>
    </message>
    <message>
        <source>season</source>
        <translation>saison</translation>
    </message>
    <message>
        <source>venue</source>
        <translation>lieu</translation>
    </message>
    <message>
        <source>event</source>
        <translation>tournoi</translation>
    </message>
    <message>
        <source>The {what} needs a name.</source>
        <translation>Il manque un nom ({what}).</translation>
    </message>
    <message>
        <source>The {what}&apos;s name</source>
        <translation>Le nom ({what})</translation>
    </message>
    <message>
        <source>The {what} name is longer than {max_name} characters.</source>
        <translation>Le nom ({what}) dépasse {max_name} caractères.</translation>
    </message>
    <message>
        <source>A {what} name cannot start with &apos;#&apos;.</source>
        <translation>Un nom ({what}) ne peut pas commencer par &apos;#&apos;.</translation>
    </message>
    <message>
        <source> (there are: {known})</source>
        <translation> (il y a : {known})</translation>
    </message>
    <message>
        <source>There is no {what} called {typed}{hint}.</source>
        <translation>Introuvable : {what} {typed}{hint}.</translation>
    </message>
    <message>
        <source>There is no league yet: create one first.</source>
        <translation>Il n&apos;y a pas encore de ligue : créez-en une d&apos;abord.</translation>
    </message>
    <message>
        <source>{name} has no season yet: add one first.</source>
        <translation>{name} n&apos;a pas encore de saison : ajoutez-en une d&apos;abord.</translation>
    </message>
    <message>
        <source>Season {name} is closed; reopen it to change it.</source>
        <translation>La saison {name} est close ; rouvrez-la pour la modifier.</translation>
    </message>
</context>
<context>
    <name>domain.players.imports</name>
    <message>
        <source>The CSV file needs a header row with a &apos;name&apos; column (and optionally nickname, membership, contact).</source>
        <translation>Le fichier CSV doit avoir une ligne d&apos;en-tête avec une colonne &apos;name&apos; (et, au choix, nickname, membership, contact).</translation>
    </message>
    <message>
        <source>No player could be imported from {source} ({detail}).</source>
        <translation>Aucun joueur n&apos;a pu être importé depuis {source} ({detail}).</translation>
    </message>
    <message>
        <source>No player could be imported from {source}: it has no rows.</source>
        <translation>Aucun joueur n&apos;a pu être importé depuis {source} : il n&apos;a aucune ligne.</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>le fichier</translation>
    </message>
</context>
<context>
    <name>domain.players.records</name>
    <message>
        <source>{player} is barred: {barred}. Lift the bar first if the club has agreed to let them play.</source>
        <extracomment>The club&apos;s side of the record: dues paid until (an ISO date), barred (the reason; blank: not barred) and the director&apos;s notes.</extracomment>
        <translation>{player} est exclu : {barred}. Lever d&apos;abord l&apos;exclusion si le club a accepté de le laisser jouer.</translation>
    </message>
    <message>
        <source>The player needs a name.</source>
        <extracomment>ASCII text folds by a table: every character but a letter or digit becomes a space.</extracomment>
        <translation>Le joueur doit avoir un nom.</translation>
    </message>
    <message>
        <source>A player&apos;s name cannot start with &apos;#&apos; (that picks a player by number).</source>
        <translation>Le nom d&apos;un joueur ne peut pas commencer par &apos;#&apos; (cela choisit un joueur par son numéro).</translation>
    </message>
    <message>
        <source>The player&apos;s name</source>
        <extracomment>What each field is called in a refusal. Each field of the record as a refusal names it (&quot;The player&apos;s name must be text.&quot;).</extracomment>
        <translation>Le nom du joueur</translation>
    </message>
    <message>
        <source>The player&apos;s nickname</source>
        <translation>Le surnom du joueur</translation>
    </message>
    <message>
        <source>The player&apos;s membership</source>
        <translation>Le numéro d&apos;adhérent du joueur</translation>
    </message>
    <message>
        <source>The player&apos;s contact</source>
        <translation>Le contact du joueur</translation>
    </message>
    <message>
        <source>The player&apos;s dues date</source>
        <translation>La date de cotisation du joueur</translation>
    </message>
    <message>
        <source>The player&apos;s reason for the bar</source>
        <translation>Le motif de l&apos;exclusion du joueur</translation>
    </message>
    <message>
        <source>The player&apos;s notes</source>
        <translation>Les notes sur le joueur</translation>
    </message>
    <message>
        <source>{what} must be text.</source>
        <translation>{what} doit être du texte.</translation>
    </message>
    <message>
        <source>{what} holds a control character.</source>
        <translation>{what} contient un caractère de contrôle.</translation>
    </message>
    <message>
        <source>{what} is longer than {limit} characters.</source>
        <translation>{what} dépasse {limit} caractères.</translation>
    </message>
    <message>
        <source>There is no player number {typed}.</source>
        <translation>Il n&apos;y a pas de joueur numéro {typed}.</translation>
    </message>
    <message>
        <source>{players} are called {typed}: {listed}. Say which one by number, e.g. &apos;#{id}&apos;.</source>
        <translation>{players} s&apos;appellent {typed} : {listed}. Préciser lequel par son numéro, p. ex. &apos;#{id}&apos;.</translation>
    </message>
    <message>
        <source>There is no player called {typed}.</source>
        <translation>Il n&apos;y a pas de joueur nommé {typed}.</translation>
    </message>
    <message>
        <source>membership number {membership} already belongs to {player}</source>
        <translation>le numéro d&apos;adhérent {membership} appartient déjà à {player}</translation>
    </message>
    <message>
        <source>already in the database as {player}; a namesake needs a membership number</source>
        <translation>déjà dans la base sous {player} ; un homonyme a besoin d&apos;un numéro d&apos;adhérent</translation>
    </message>
    <message>
        <source>{name}: {why}.</source>
        <translation>{name} : {why}.</translation>
    </message>
    <message>
        <source>There is no player number {player_id}.</source>
        <translation>Il n&apos;y a pas de joueur numéro {player_id}.</translation>
    </message>
    <message>
        <source>Unknown player field: {unknown}.</source>
        <translation>Champ de joueur inconnu : {unknown}.</translation>
    </message>
    <message>
        <source>Membership number {membership} already belongs to {player}.</source>
        <translation>Le numéro d&apos;adhérent {membership} appartient déjà à {player}.</translation>
    </message>
    <message>
        <source>Nothing to change: the player already has those details.</source>
        <translation>Rien à changer : le joueur a déjà ces informations.</translation>
    </message>
    <message>
        <source>A player cannot be merged into themselves.</source>
        <translation>Un joueur ne peut pas être fusionné avec lui-même.</translation>
    </message>
    <message>
        <source>There is no player number {missing}.</source>
        <translation>Il n&apos;y a pas de joueur numéro {missing}.</translation>
    </message>
    <message>
        <source>{kept} and {merged} both have entries in {event}; undo one of those registrations before merging.</source>
        <translation>{kept} et {merged} ont tous deux des entrées dans {event} ; annuler l&apos;une de ces inscriptions avant de fusionner.</translation>
    </message>
    <message>
        <source>{kept} and {merged} both have results in the league event {league_event} ({date}); correct those results before merging.</source>
        <translation>{kept} et {merged} ont tous deux des résultats dans le tournoi de ligue {league_event} ({date}) ; corriger ces résultats avant de fusionner.</translation>
    </message>
</context>
<context>
    <name>domain.prize.deal_data</name>
    <message>
        <source>A recorded deal must be an object.</source>
        <translation>Un deal enregistré doit être un objet.</translation>
    </message>
    <message>
        <source>The recorded deal has no {key}.</source>
        <translation>Le deal enregistré n&apos;a pas de {key}.</translation>
    </message>
    <message>
        <source>The recorded deal has an unknown field &apos;{key}&apos;.</source>
        <translation>Le deal enregistré a un champ inconnu &apos;{key}&apos;.</translation>
    </message>
    <message>
        <source>The recorded deal&apos;s {key} must be a list.</source>
        <translation>Le {key} du deal enregistré doit être une liste.</translation>
    </message>
</context>
<context>
    <name>domain.prize.deals</name>
    <message>
        <source>A negotiated deal is not calculated: record the agreed amounts instead.</source>
        <translation>Un deal négocié ne se calcule pas : enregistrer plutôt les montants convenus.</translation>
    </message>
    <message>
        <source>The amount played for</source>
        <translation>Le montant joué</translation>
    </message>
    <message>
        <source>{players} but {count} amounts; give one amount per player.</source>
        <translation>{players} mais {count} montants ; donner un montant par joueur.</translation>
    </message>
    <message>
        <source>The amount for {name}</source>
        <translation>Le montant pour {name}</translation>
    </message>
    <message>
        <source>The amounts add up to {amounts}, but the deal shares {expected} ({gap} left to give).</source>
        <translation>Les montants font {amounts}, mais le deal partage {expected} ({gap} restant à répartir).</translation>
    </message>
    <message>
        <source>The amounts add up to {amounts}, but the deal shares {expected} ({gap} too much).</source>
        <translation>Les montants font {amounts}, mais le deal partage {expected} ({gap} de trop).</translation>
    </message>
    <message>
        <source>&apos;{method}&apos; is not a deal method; the methods are {known}.</source>
        <translation>&apos;{method}&apos; n&apos;est pas une méthode de deal ; les méthodes sont {known}.</translation>
    </message>
    <message>
        <source>{what} must be a whole number of cents.</source>
        <translation>{what} doit être un nombre entier de centimes.</translation>
    </message>
    <message>
        <source>{what} cannot be negative.</source>
        <translation>{what} ne peut pas être négatif.</translation>
    </message>
    <message>
        <source>{what} ({amount}) is too large.</source>
        <translation>{what} ({amount}) est trop grand.</translation>
    </message>
    <message>
        <source>The rounding unit</source>
        <translation>L&apos;unité d&apos;arrondi</translation>
    </message>
    <message>
        <source>The rounding unit must be at least 0.01.</source>
        <translation>L&apos;unité d&apos;arrondi doit être d&apos;au moins 0.01.</translation>
    </message>
    <message>
        <source>A deal needs 2 to {most} players; {count} were given.</source>
        <translation>Un deal se fait entre 2 et {most} joueurs ; {count} ont été donnés.</translation>
    </message>
    <message>
        <source>Every player in a deal needs a name of at most {most} characters.</source>
        <translation>Chaque joueur d&apos;un deal doit avoir un nom d&apos;au plus {most} caractères.</translation>
    </message>
    <message>
        <source>{name} is in the deal twice.</source>
        <translation>{name} figure deux fois dans le deal.</translation>
    </message>
    <message>
        <source>{players} but {count} stacks; give one stack per player.</source>
        <translation>{players} mais {count} tapis ; donner un tapis par joueur.</translation>
    </message>
    <message>
        <source>{name}&apos;s stack must be a whole number of chips above 0 (a player with no chips is out of the tournament).</source>
        <translation>Le tapis de {name} doit être un nombre entier de jetons supérieur à 0 (un joueur sans jetons est hors du tournoi).</translation>
    </message>
    <message>
        <source>{name}&apos;s stack of {stack} chips is too large.</source>
        <translation>Le tapis de {name} de {stack} jetons est trop grand.</translation>
    </message>
    <message>
        <source>The deal needs the prizes still to be won, 1st first.</source>
        <translation>Le deal a besoin des prix encore à gagner, le 1er en premier.</translation>
    </message>
    <message>
        <source>{count} prizes for {players}: give only the prizes still to be won (1st to {last}), not those already paid.</source>
        <translation>{count} prix pour {players} : ne donner que les prix encore à gagner (du 1er au {last}), pas ceux déjà payés.</translation>
    </message>
    <message>
        <source>The prize for place {place}</source>
        <translation>Le prix de la place {place}</translation>
    </message>
    <message>
        <source>The prize for place {place} ({cents}) is more than for place {above} ({above_cents}).</source>
        <translation>Le prix de la place {place} ({cents}) est supérieur à celui de la place {above} ({above_cents}).</translation>
    </message>
    <message>
        <source>There is no prize money left to share.</source>
        <translation>Il ne reste aucun prix à partager.</translation>
    </message>
    <message>
        <source>At most {gap} can be played for (the gap between 1st and 2nd prize); {played_for_cents} would leave 1st worth less than 2nd.</source>
        <translation>Au plus {gap} peuvent être joués (l&apos;écart entre le 1er et le 2e prix) ; {played_for_cents} laisserait le 1er valoir moins que le 2e.</translation>
    </message>
</context>
<context>
    <name>domain.prize.events</name>
    <message>
        <source>Name the withholding (e.g. Rake), in at most 40 characters.</source>
        <extracomment>The kinds of purchase, each with a fee split of its own.</extracomment>
        <translation>Nommer la retenue (p. ex. Rake), en 40 caractères au plus.</translation>
    </message>
    <message>
        <source>The withholding must be between 0 % and 100 %.</source>
        <translation>La retenue doit être comprise entre 0 % et 100 %.</translation>
    </message>
    <message>
        <source>The added money cannot be negative.</source>
        <translation>L&apos;argent ajouté ne peut pas être négatif.</translation>
    </message>
    <message>
        <source>The guarantee money cannot be negative.</source>
        <translation>La garantie ne peut pas être négative.</translation>
    </message>
    <message>
        <source>The tax note money cannot be negative.</source>
        <translation>Le montant de la mention fiscale ne peut pas être négatif.</translation>
    </message>
    <message>
        <source>Round payouts to at least one cent.</source>
        <translation>Arrondir les gains à au moins un centime.</translation>
    </message>
</context>
<context>
    <name>domain.prize.fee_split</name>
    <message>
        <source>Fee split: &apos;{item}&apos; is not NAME=AMOUNT or NAME=PERCENT% (e.g. dealers=5, league fund=10%).</source>
        <translation>Répartition des frais : &apos;{item}&apos; n&apos;est ni NOM=MONTANT ni NOM=POURCENT% (p. ex. dealers=5, league fund=10%).</translation>
    </message>
    <message>
        <source>Fee split, {name}</source>
        <translation>Répartition des frais, {name}</translation>
    </message>
    <message>
        <source>A fee split has at most {max_parts} parts.</source>
        <translation>Une répartition des frais a au plus {max_parts} parts.</translation>
    </message>
    <message>
        <source>Name each part of the fee split on one line, in at most {max_part_name} characters.</source>
        <translation>Nommer chaque part de la répartition des frais sur une ligne, en {max_part_name} caractères au plus.</translation>
    </message>
    <message>
        <source>The fee split names &apos;{name}&apos; twice.</source>
        <translation>La répartition des frais nomme &apos;{name}&apos; deux fois.</translation>
    </message>
    <message>
        <source>The part &apos;{name}&apos; of the fee split needs either a sum or a share.</source>
        <translation>La part &apos;{name}&apos; de la répartition des frais a besoin d&apos;un montant ou d&apos;une proportion.</translation>
    </message>
    <message>
        <source>The part &apos;{name}&apos; of the fee split must be a whole, non-negative amount.</source>
        <translation>La part &apos;{name}&apos; de la répartition des frais doit être un montant entier et non négatif.</translation>
    </message>
    <message>
        <source>The fixed parts of the fee split ({fixed}) are more than the fee ({fee_cents}).</source>
        <translation>Les parts fixes de la répartition des frais ({fixed}) dépassent les frais ({fee_cents}).</translation>
    </message>
    <message>
        <source>The shares of the fee split add up to {shares}, more than 100%.</source>
        <translation>Les proportions de la répartition des frais font {shares}, plus de 100%.</translation>
    </message>
</context>
<context>
    <name>domain.prize.icm</name>
    <message>
        <source>ICM is worked out exactly for at most {max_icm_players} players; {count} are left. Use a chip chop, or wait for fewer players.</source>
        <translation>L&apos;ICM se calcule exactement pour {max_icm_players} joueurs au plus ; il en reste {count}. Faire un chip chop, ou attendre qu&apos;il reste moins de joueurs.</translation>
    </message>
    <message>
        <source>Every stack must be a whole number of chips above 0.</source>
        <translation>Chaque tapis doit être un nombre entier de jetons supérieur à 0.</translation>
    </message>
</context>
<context>
    <name>domain.prize.mystery_prizes</name>
    <message>
        <source>Mystery prizes: &apos;{item}&apos; is not COUNTxAMOUNT or COUNTxPERCENT% (e.g. 1x1000, 2x500, 1x20%, then &apos;{rest}&apos; last), nor a template ({mystery_templates}).</source>
        <extracomment>Ready-made distributions: name → what the director would type.</extracomment>
        <translation>Prix mystère : &apos;{item}&apos; n&apos;est ni NOMBRExMONTANT ni NOMBRExPOURCENT% (p. ex. 1x1000, 2x500, 1x20%, puis &apos;{rest}&apos; en dernier), ni un modèle ({mystery_templates}).</translation>
    </message>
    <message>
        <source>Mystery prizes: &apos;{item}&apos; needs from 1 to {max_draws} draws.</source>
        <translation>Prix mystère : &apos;{item}&apos; demande de 1 à {max_draws} tirages.</translation>
    </message>
    <message>
        <source>Mystery prizes, {item}</source>
        <translation>Prix mystère, {item}</translation>
    </message>
    <message>
        <source>Mystery prizes: the shares add up to more than 100%.</source>
        <translation>Prix mystère : les proportions font plus de 100%.</translation>
    </message>
    <message>
        <source>The mystery prizes ({distribution}) total {prizes}, more than the bounty pool of {pool}: lower them.</source>
        <translation>Les prix mystère ({distribution}) font {prizes}, plus que la cagnotte des primes de {pool} : les réduire.</translation>
    </message>
    <message>
        <source>The mystery prizes ({distribution}) total {prizes}, but the bounty pool is {pool}: make them total the pool, or end them with &apos;{rest}&apos;.</source>
        <translation>Les prix mystère ({distribution}) font {prizes}, mais la cagnotte des primes est de {pool} : les ajuster à la cagnotte, ou les terminer par &apos;{rest}&apos;.</translation>
    </message>
</context>
<context>
    <name>domain.prize.payout_edit</name>
    <message>
        <source>There is no payout range {number} (the table has {count} ranges).</source>
        <translation>Il n&apos;y a pas de tranche de gains {number} (la table a {count} tranches).</translation>
    </message>
    <message>
        <source>Payout range {range}, place {place}: the share must be a whole number of basis points (3250 for 32.5%).</source>
        <translation>Tranche de gains {range}, place {place} : la part doit être un nombre entier de points de base (3250 pour 32,5%).</translation>
    </message>
    <message>
        <source>Payout range {range}, place {place}: {basis_points} is not a share between 0 and 100%.</source>
        <translation>Tranche de gains {range}, place {place} : {basis_points} n&apos;est pas une part entre 0 et 100%.</translation>
    </message>
    <message>
        <source>Payout range {range} pays {places}; place {place} cannot be set (add place {number} first).</source>
        <translation>La tranche de gains {range} paie {places} ; la place {place} ne peut pas être fixée (ajouter d&apos;abord la place {number}).</translation>
    </message>
    <message>
        <source>Payout range {range} pays {places}; there is no place {place}.</source>
        <translation>La tranche de gains {range} paie {places} ; il n&apos;y a pas de place {place}.</translation>
    </message>
    <message>
        <source>Payout range {range} must pay at least one place.</source>
        <translation>La tranche de gains {range} doit payer au moins une place.</translation>
    </message>
    <message>
        <source>A range starts at a whole number of players.</source>
        <translation>Une tranche commence à un nombre entier de joueurs.</translation>
    </message>
    <message>
        <source>A new range must start above {min_field_size} players (the first range always starts at {min_field_size}) and at most at {max_field_size}.</source>
        <translation>Une nouvelle tranche doit commencer au-dessus de {min_field_size} joueurs (la première tranche commence toujours à {min_field_size}) et au plus à {max_field_size}.</translation>
    </message>
    <message>
        <source>A range already starts at {players} ({range}).</source>
        <translation>Une tranche commence déjà à {players} ({range}).</translation>
    </message>
    <message>
        <source>A range for {players} must start right after {end}.</source>
        <translation>Une tranche pour {players} doit commencer juste après {end}.</translation>
    </message>
    <message>
        <source>A range for {players} must start at {least}.</source>
        <translation>Une tranche pour {players} doit commencer à {least}.</translation>
    </message>
    <message>
        <source>A payout table needs at least one range.</source>
        <translation>Une table des gains doit avoir au moins une tranche.</translation>
    </message>
    <message>
        <source>The first range always starts at {min_field_size} players.</source>
        <translation>La première tranche commence toujours à {min_field_size} joueurs.</translation>
    </message>
    <message>
        <source>any number</source>
        <translation>n&apos;importe quel nombre de</translation>
    </message>
    <message>
        <source>Payout range {range} can start anywhere from {number} to {upper} players, not at {min_players}.</source>
        <translation>La tranche de gains {range} peut commencer n&apos;importe où de {number} à {upper} joueurs, pas à {min_players}.</translation>
    </message>
</context>
<context>
    <name>domain.prize.payout_files</name>
    <message>
        <source>{shown} is not a percentage (write it like 32.5).</source>
        <translation>{shown} n&apos;est pas un pourcentage (l&apos;écrire comme 32.5).</translation>
    </message>
    <message>
        <source>{number}% is not between 0 and 100%.</source>
        <translation>{number}% n&apos;est pas entre 0 et 100%.</translation>
    </message>
    <message>
        <source>{number}% has more than two decimals.</source>
        <translation>{number}% a plus de deux décimales.</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where} : {problem}</translation>
    </message>
    <message>
        <source>A payout table must be an object with a &quot;name&quot; and a &quot;ranges&quot; list.</source>
        <translation>Une table des gains doit être un objet avec un &quot;name&quot; et une liste &quot;ranges&quot;.</translation>
    </message>
    <message>
        <source>The payout table has an unknown field &apos;{key}&apos;; it has name and ranges.</source>
        <translation>La table des gains a un champ inconnu &apos;{key}&apos; ; elle a name et ranges.</translation>
    </message>
    <message>
        <source>The payout table&apos;s name must be text.</source>
        <translation>Le nom de la table des gains doit être du texte.</translation>
    </message>
    <message>
        <source>The payout table has no &quot;ranges&quot; list.</source>
        <translation>La table des gains n&apos;a pas de liste &quot;ranges&quot;.</translation>
    </message>
    <message>
        <source>Payout range {number}</source>
        <translation>Tranche de gains {number}</translation>
    </message>
    <message>
        <source>{where} is {item}, not an object like {{&quot;min_players&quot;: 2, &quot;max_players&quot;: 10, &quot;percentages&quot;: [65, 35]}}.</source>
        <translation>{where} vaut {item}, pas un objet comme {{&quot;min_players&quot;: 2, &quot;max_players&quot;: 10, &quot;percentages&quot;: [65, 35]}}.</translation>
    </message>
    <message>
        <source>{where}: unknown field &apos;{key}&apos;; a range has {RANGE_FIELDS}.</source>
        <translation>{where} : champ inconnu &apos;{key}&apos; ; une tranche a {RANGE_FIELDS}.</translation>
    </message>
    <message>
        <source>{where}: no min_players; every range says where it starts.</source>
        <translation>{where} : pas de min_players ; chaque tranche dit où elle commence.</translation>
    </message>
    <message>
        <source>Payout range {low} to {players}</source>
        <translation>Tranche de gains de {low} à {players}</translation>
    </message>
    <message>
        <source>Payout range {players} or more</source>
        <translation>Tranche de gains {players} ou plus</translation>
    </message>
    <message>
        <source>{where}: no max_players; only the last range can be open-ended.</source>
        <translation>{where} : pas de max_players ; seule la dernière tranche peut rester ouverte.</translation>
    </message>
    <message>
        <source>{where}: percentages must be a list with one percentage per place, like [50, 30, 20].</source>
        <translation>{where} : percentages doit être une liste avec un pourcentage par place, comme [50, 30, 20].</translation>
    </message>
    <message>
        <source>{where}, place {place}</source>
        <translation>{where}, place {place}</translation>
    </message>
    <message>
        <source>{where}: {field} {shown} is not a number of players.</source>
        <translation>{where} : {field} {shown} n&apos;est pas un nombre de joueurs.</translation>
    </message>
</context>
<context>
    <name>domain.prize.payouts</name>
    <message>
        <source>{players} or more</source>
        <translation>{players} ou plus</translation>
    </message>
    <message>
        <source>{low} to {players}</source>
        <translation>{low} à {players}</translation>
    </message>
    <message>
        <source>The field size must be a whole number of players.</source>
        <translation>La taille du field doit être un nombre entier de joueurs.</translation>
    </message>
    <message>
        <source>Payouts start at {least} players; the field has {field_size}.</source>
        <translation>Les gains commencent à {least} joueurs ; le field en compte {field_size}.</translation>
    </message>
    <message>
        <source>The payout table &apos;{name}&apos; has no range for {players}; it stops at {last}, add a range after it.</source>
        <translation>La table des gains &apos;{name}&apos; n&apos;a pas de tranche pour {players} ; elle s&apos;arrête à {last}, ajouter une tranche après.</translation>
    </message>
    <message>
        <source>The payout table &apos;{name}&apos; has no range for {players}.</source>
        <translation>La table des gains &apos;{name}&apos; n&apos;a pas de tranche pour {players}.</translation>
    </message>
    <message>
        <source>Place {place}: {problem}</source>
        <translation>Place {place} : {problem}</translation>
    </message>
    <message>
        <source>The prize pool</source>
        <translation>Le prize pool</translation>
    </message>
    <message>
        <source>The rounding unit</source>
        <translation>L&apos;unité d&apos;arrondi</translation>
    </message>
    <message>
        <source>The rounding unit must be at least 0.01.</source>
        <translation>L&apos;unité d&apos;arrondi doit être d&apos;au moins 0.01.</translation>
    </message>
    <message>
        <source>{what} must be a whole number of cents.</source>
        <translation>{what} doit être un nombre entier de centimes.</translation>
    </message>
    <message>
        <source>{what} cannot be negative.</source>
        <translation>{what} ne peut pas être négatif.</translation>
    </message>
    <message>
        <source>{what} ({value}) is too large.</source>
        <translation>{what} ({value}) est trop grand.</translation>
    </message>
    <message>
        <source>at least one place must be paid.</source>
        <translation>au moins une place doit être payée.</translation>
    </message>
    <message>
        <source>the places add up to {total}, not 100% ({gap} left to give).</source>
        <translation>les places font {total}, pas 100% ({gap} restant à répartir).</translation>
    </message>
    <message>
        <source>the places add up to {total}, not 100% ({gap} too much).</source>
        <translation>les places font {total}, pas 100% ({gap} de trop).</translation>
    </message>
    <message>
        <source>At least one place must be paid.</source>
        <extracomment>A problem of the whole list as a sentence of its own says it (the others start with a number).</extracomment>
        <translation>Au moins une place doit être payée.</translation>
    </message>
    <message>
        <source>The places add up to {total}, not 100% ({gap} left to give).</source>
        <translation>Les places font {total}, pas 100% ({gap} restant à répartir).</translation>
    </message>
    <message>
        <source>The places add up to {total}, not 100% ({gap} too much).</source>
        <translation>Les places font {total}, pas 100% ({gap} de trop).</translation>
    </message>
    <message>
        <source>{places} paid; the most allowed is {most}.</source>
        <translation>{places} payées ; le maximum permis est {most}.</translation>
    </message>
    <message>
        <source>{share} is not a whole number of basis points.</source>
        <translation>{share} n&apos;est pas un nombre entier de points de base.</translation>
    </message>
    <message>
        <source>a place in the money must be paid more than 0%.</source>
        <translation>une place payée doit recevoir plus de 0%.</translation>
    </message>
    <message>
        <source>{share} is more than 100%.</source>
        <translation>{share} dépasse 100%.</translation>
    </message>
    <message>
        <source>it pays {share}, more than place {above} ({above_share}); a lower place never pays more.</source>
        <translation>elle paie {share}, plus que la place {above} ({above_share}) ; une place inférieure ne paie jamais plus.</translation>
    </message>
    <message>
        <source>Payout range {range}, place {place}: {problem}</source>
        <translation>Tranche de gains {range}, place {place} : {problem}</translation>
    </message>
    <message>
        <source>Payout range {range}: {problem}</source>
        <translation>Tranche de gains {range} : {problem}</translation>
    </message>
    <message>
        <source>The payout table needs a name.</source>
        <translation>La table des gains doit avoir un nom.</translation>
    </message>
    <message>
        <source>The payout table&apos;s name must be one line of at most {most} characters, without spaces at either end.</source>
        <translation>Le nom de la table des gains doit tenir sur une ligne d&apos;au plus {most} caractères, sans espace au début ni à la fin.</translation>
    </message>
    <message>
        <source>The payout table has no ranges.</source>
        <translation>La table des gains n&apos;a aucune tranche.</translation>
    </message>
    <message>
        <source>The payout table has {count} ranges; the most allowed is {most}.</source>
        <translation>La table des gains a {count} tranches ; le maximum permis est {most}.</translation>
    </message>
    <message>
        <source>it pays {places}, more than the {players} of its smallest field.</source>
        <translation>elle paie {places}, plus que les {players} de son plus petit field.</translation>
    </message>
    <message>
        <source>Payout range {number}: {value} is not a whole number of players.</source>
        <translation>Tranche de gains {number} : {value} n&apos;est pas un nombre entier de joueurs.</translation>
    </message>
    <message>
        <source>the largest field allowed is {most}.</source>
        <translation>le plus grand field permis est {most}.</translation>
    </message>
    <message>
        <source>the first range must start at {least} players.</source>
        <translation>la première tranche doit commencer à {least} joueurs.</translation>
    </message>
    <message>
        <source>it overlaps the range before it, which ends at {before}.</source>
        <translation>elle chevauche la tranche précédente, qui s&apos;arrête à {before}.</translation>
    </message>
    <message>
        <source>it leaves a gap: the range before it ends at {before}, so this one must start at {start}.</source>
        <translation>elle laisse un trou : la tranche précédente s&apos;arrête à {before}, celle-ci doit donc commencer à {start}.</translation>
    </message>
    <message>
        <source>it ends before it starts.</source>
        <translation>elle finit avant de commencer.</translation>
    </message>
    <message>
        <source>only the last range can be open-ended.</source>
        <translation>seule la dernière tranche peut rester ouverte.</translation>
    </message>
</context>
<context>
    <name>domain.prize.pool</name>
    <message>
        <source>The prize part of one of the {label}</source>
        <translation>La part prize pool d&apos;un des {label}</translation>
    </message>
    <message>
        <source>The fee of one of the {label}</source>
        <translation>Les frais d&apos;un des {label}</translation>
    </message>
    <message>
        <source>The money of the {label}</source>
        <translation>L&apos;argent des {label}</translation>
    </message>
    <message>
        <source>The {line} bring {cents}, which is too large.</source>
        <translation>Les {line} rapportent {cents}, c&apos;est trop grand.</translation>
    </message>
    <message>
        <source>The bounties ({bounty_cents}) are more than the entries brought ({collected}).</source>
        <translation>Les primes ({bounty_cents}) dépassent ce que les entrées ont rapporté ({collected}).</translation>
    </message>
    <message>
        <source>The number of entries</source>
        <extracomment>What each count of purchases is, as a refusal names it.</extracomment>
        <translation>Le nombre d&apos;entrées</translation>
    </message>
    <message>
        <source>The number of rebuys</source>
        <translation>Le nombre de recaves</translation>
    </message>
    <message>
        <source>The number of add-ons</source>
        <translation>Le nombre d&apos;add-ons</translation>
    </message>
    <message>
        <source>The number of count</source>
        <translation>Le nombre</translation>
    </message>
    <message>
        <source>{what} is more than {most}.</source>
        <translation>{what} dépasse {most}.</translation>
    </message>
    <message>
        <source>{what} must be a whole number of cents.</source>
        <extracomment>The whole-number refusals, by what the number counts.</extracomment>
        <translation>{what} doit être un nombre entier de centimes.</translation>
    </message>
    <message>
        <source>{what} must be a whole number of basis points.</source>
        <translation>{what} doit être un nombre entier de points de base.</translation>
    </message>
    <message>
        <source>{what} must be a whole number.</source>
        <translation>{what} doit être un nombre entier.</translation>
    </message>
    <message>
        <source>The prize part of the buy-in</source>
        <translation>La part prize pool du buy-in</translation>
    </message>
    <message>
        <source>The buy-in fee</source>
        <translation>Les frais du buy-in</translation>
    </message>
    <message>
        <source>The prize part of a rebuy</source>
        <translation>La part prize pool d&apos;une recave</translation>
    </message>
    <message>
        <source>The rebuy fee</source>
        <translation>Les frais de recave</translation>
    </message>
    <message>
        <source>The prize part of an add-on</source>
        <translation>La part prize pool d&apos;un add-on</translation>
    </message>
    <message>
        <source>The add-on fee</source>
        <translation>Les frais d&apos;add-on</translation>
    </message>
    <message>
        <source>The bounty</source>
        <translation>La prime</translation>
    </message>
    <message>
        <source>The added money</source>
        <translation>L&apos;argent ajouté</translation>
    </message>
    <message>
        <source>The guarantee</source>
        <translation>La garantie</translation>
    </message>
    <message>
        <source>{what} ({cents}) is too large.</source>
        <translation>{what} ({cents}) est trop grand.</translation>
    </message>
    <message>
        <source>The bounty ({bounty_cents}) is more than the prize part of the buy-in ({buy_in_prize_cents}).</source>
        <translation>La prime ({bounty_cents}) dépasse la part prize pool du buy-in ({buy_in_prize_cents}).</translation>
    </message>
    <message>
        <source>The withholding</source>
        <translation>La retenue</translation>
    </message>
    <message>
        <source>The withholding of {bp} is more than 100%.</source>
        <translation>La retenue de {bp} dépasse 100%.</translation>
    </message>
    <message>
        <source>The withholding needs a name on one line, such as Rake or League fund.</source>
        <translation>La retenue doit avoir un nom sur une ligne, comme Rake ou League fund.</translation>
    </message>
    <message>
        <source>{what} cannot be negative.</source>
        <translation>{what} ne peut pas être négatif.</translation>
    </message>
</context>
<context>
    <name>domain.registration.bags</name>
    <message>
        <source>Nobody is playing in {name}: there is nothing to bag.</source>
        <translation>Personne ne joue dans {name} : il n&apos;y a rien à mettre sous sac.</translation>
    </message>
    <message>
        <source>{names}: not playing, so there is no stack to bag.</source>
        <translation>{names} : ne jouent pas, il n&apos;y a donc pas de tapis à mettre sous sac.</translation>
    </message>
    <message>
        <source>{missing_count} of {survivors} survivors have no chip count: {missing}. Count them, or type their bagged chips.</source>
        <translation>{missing_count} survivants sur {survivors} n&apos;ont pas de comptage : {missing}. Les compter, ou saisir leurs jetons mis sous sac.</translation>
    </message>
    <message>
        <source>Bag {number} is typed for both {first} and {second}; a bag number is on one bag only.</source>
        <translation>Le sac {number} est saisi pour {first} et pour {second} ; un numéro de sac ne va que sur un sac.</translation>
    </message>
</context>
<context>
    <name>domain.registration.day_two</name>
    <message>
        <source>{event} is not a flight of a Day 2 event.</source>
        <translation>{event} n&apos;est pas un flight d&apos;un tournoi Day 2.</translation>
    </message>
    <message>
        <source>{alternates} still wait for a seat in {event}; seat them or undo their registrations before closing the flight.</source>
        <translation>{alternates} attendent encore un siège dans {event} ; les placer ou annuler leurs inscriptions avant de clôturer le flight.</translation>
    </message>
    <message>
        <source>{count} alternate</source>
        <translation>{count} remplaçant</translation>
    </message>
    <message>
        <source>{count} alternates</source>
        <translation>{count} remplaçants</translation>
    </message>
    <message>
        <source>Bag the survivors of {flight}, or enter the bagged chip count of every survivor; missing: {missing}.</source>
        <translation>Mettre sous sac les survivants de {flight}, ou saisir le comptage mis sous sac de chaque survivant ; il manque : {missing}.</translation>
    </message>
    <message>
        <source>Entries {entries} are not survivors of {flight}.</source>
        <translation>Les entrées {entries} ne sont pas des survivants de {flight}.</translation>
    </message>
    <message>
        <source>{who}: a survivor has at least one chip (a count of {count} means the entry busted: record the bust instead).</source>
        <translation>{who} : un survivant a au moins un jeton (un comptage de {count} veut dire que l&apos;entrée est éliminée : enregistrer plutôt l&apos;élimination).</translation>
    </message>
</context>
<context>
    <name>domain.registration.decisions</name>
    <message>
        <source>table {table} seat {seat}</source>
        <translation>table {table} siège {seat}</translation>
    </message>
    <message>
        <source>waiting for the draw</source>
        <translation>en attente du tirage</translation>
    </message>
    <message>
        <source>alternate {number}</source>
        <translation>remplaçant {number}</translation>
    </message>
    <message>
        <source>{player} is already registered in {event} ({state}).</source>
        <translation>{player} est déjà inscrit dans {event} ({state}).</translation>
    </message>
    <message>
        <source>{player} has been eliminated from {event}, and cannot re-enter: {message}</source>
        <translation>{player} a été éliminé de {event} et ne peut pas faire de ré-entrée : {message}</translation>
    </message>
    <message>
        <source>{player} has been eliminated from {event}: a new entry is a re-entry.</source>
        <translation>{player} a été éliminé de {event} : une nouvelle entrée est une ré-entrée.</translation>
    </message>
    <message>
        <source>{player} has no entry in {event} to re-enter: register instead.</source>
        <translation>{player} n&apos;a pas d&apos;entrée dans {event} pour une ré-entrée : l&apos;inscrire plutôt.</translation>
    </message>
    <message>
        <source>{player} is still in {event} ({state}): a player re-enters only after busting ({rule}).</source>
        <translation>{player} est encore dans {event} ({state}) : un joueur ne fait une ré-entrée qu&apos;après avoir été éliminé ({rule}).</translation>
    </message>
    <message>
        <source>{event} allows no re-entries.</source>
        <translation>{event} n&apos;autorise aucune ré-entrée.</translation>
    </message>
    <message>
        <source>{player} has used the {reentries} {event} allows.</source>
        <translation>{player} a déjà utilisé le maximum de {reentries} qu&apos;autorise {event}.</translation>
    </message>
    <message>
        <source>{count} re-entry</source>
        <translation>{count} ré-entrée</translation>
    </message>
    <message>
        <source>{count} re-entries</source>
        <translation>{count} ré-entrées</translation>
    </message>
    <message>
        <source>{event} has no rebuys.</source>
        <translation>{event} n&apos;a pas de recaves.</translation>
    </message>
    <message>
        <source>This entry has already had the rebuy once, the most {event} allows.</source>
        <translation>Cette entrée a déjà eu la recave une fois, le maximum qu&apos;autorise {event}.</translation>
    </message>
    <message>
        <source>This entry has already had the rebuy {times} times, the most {event} allows.</source>
        <translation>Cette entrée a déjà eu la recave {times} fois, le maximum qu&apos;autorise {event}.</translation>
    </message>
    <message>
        <source>Rebuys ended at the end of level {level}.</source>
        <translation>Les recaves ont pris fin à la fin du niveau {level}.</translation>
    </message>
    <message>
        <source>{event} has no add-ons.</source>
        <translation>{event} n&apos;a pas d&apos;add-ons.</translation>
    </message>
    <message>
        <source>This entry has already had the add-on once, the most {event} allows.</source>
        <translation>Cette entrée a déjà eu l&apos;add-on une fois, le maximum qu&apos;autorise {event}.</translation>
    </message>
    <message>
        <source>This entry has already had the add-on {times} times, the most {event} allows.</source>
        <translation>Cette entrée a déjà eu l&apos;add-on {times} fois, le maximum qu&apos;autorise {event}.</translation>
    </message>
    <message>
        <source>Add-ons ended at the end of level {level} and the break after it.</source>
        <translation>Les add-ons ont pris fin à la fin du niveau {level} et de la pause qui suit.</translation>
    </message>
    <message>
        <source>The player&apos;s stack is a whole number of chips.</source>
        <translation>Le tapis du joueur est un nombre entier de jetons.</translation>
    </message>
    <message>
        <source>{player} has {stack} chips: a rebuy needs {ceiling} or fewer.</source>
        <translation>{player} a {stack} jetons : une recave demande {ceiling} ou moins.</translation>
    </message>
    <message>
        <source>Nobody is waiting for a seat in {event}.</source>
        <translation>Personne n&apos;attend de siège dans {event}.</translation>
    </message>
    <message>
        <source>{event} has not started and has no table count: the {players} waiting get their seats from the draw (Draw seats), which spreads them evenly at random.</source>
        <translation>{event} n&apos;a pas commencé et n&apos;a pas de nombre de tables : les {players} en attente reçoivent leur siège par le tirage (Tirer les sièges), qui les répartit au hasard et également.</translation>
    </message>
    <message>
        <source>Every seat in {event} is taken; {alternates} still wait. Add a table first.</source>
        <translation>Tous les sièges de {event} sont pris ; {alternates} attendent encore. Ajouter d&apos;abord une table.</translation>
    </message>
    <message>
        <source>{count} alternate</source>
        <translation>{count} remplaçant</translation>
    </message>
    <message>
        <source>{count} alternates</source>
        <translation>{count} remplaçants</translation>
    </message>
</context>
<context>
    <name>domain.registration.late_entry</name>
    <message>
        <source>Late registration closed at the end of level {close}.</source>
        <translation>L&apos;inscription tardive a fermé à la fin du niveau {close}.</translation>
    </message>
    <message>
        <source>Unknown late-registration policy &apos;{late_reg}&apos;.</source>
        <translation>Règle d&apos;inscription tardive inconnue &apos;{late_reg}&apos;.</translation>
    </message>
    <message>
        <source>Late registration now deducts {deduction} chips, which would leave nothing of the {starting_stack} starting stack; registration refused.</source>
        <translation>L&apos;inscription tardive retire maintenant {deduction} jetons, ce qui ne laisserait rien du tapis de départ de {starting_stack} ; inscription refusée.</translation>
    </message>
</context>
<context>
    <name>domain.registration.sign_up_lists</name>
    <message>
        <source>The CSV file needs a header row with a &apos;name&apos; column (and a &apos;membership&apos; column if you have one).</source>
        <extracomment>The most rows a list may hold. Refusals quoted in the message (the others are counted).</extracomment>
        <translation>Le fichier CSV doit avoir une ligne d&apos;en-tête avec une colonne &apos;name&apos; (et une colonne &apos;membership&apos; si vous en avez une).</translation>
    </message>
    <message>
        <source>The CSV file names nobody: it has no rows.</source>
        <translation>Le fichier CSV ne nomme personne : il n&apos;a aucune ligne.</translation>
    </message>
    <message>
        <source>Nothing was imported: {shown}; and {more} more. Correct the file and import it again.</source>
        <translation>Rien n&apos;a été importé : {shown} ; et {more} de plus. Corriger le fichier et l&apos;importer à nouveau.</translation>
    </message>
    <message>
        <source>Nothing was imported: {shown}. Correct the file and import it again.</source>
        <translation>Rien n&apos;a été importé : {shown}. Corriger le fichier et l&apos;importer à nouveau.</translation>
    </message>
</context>
<context>
    <name>domain.registration.sign_ups</name>
    <message>
        <source>{name} is on the list already: see the director at the desk.</source>
        <extracomment>Where a sign-up came from. What became of a sign-up. The event setting&apos;s values (``EventSettings.sign_up``).</extracomment>
        <translation>{name} est déjà sur la liste : voir le directeur au desk.</translation>
    </message>
    <message>
        <source>Sign-up for this event is closed: see the director at the desk.</source>
        <translation>Les préinscriptions à ce tournoi sont closes : voir le directeur au desk.</translation>
    </message>
    <message>
        <source>The sign-up list is full ({players} waiting): see the director at the desk.</source>
        <translation>La liste de préinscription est complète ({players} en attente) : voir le directeur au desk.</translation>
    </message>
    <message>
        <source>The list names nobody to sign up.</source>
        <translation>La liste ne nomme personne à préinscrire.</translation>
    </message>
    <message>
        <source>Sign-up {sign_up_id} is not waiting on the list.</source>
        <translation>La préinscription {sign_up_id} n&apos;attend pas sur la liste.</translation>
    </message>
    <message>
        <source>Nobody called {name} is waiting on the sign-up list.</source>
        <translation>Personne nommé {name} n&apos;attend sur la liste de préinscription.</translation>
    </message>
</context>
<context>
    <name>domain.results.bust_out</name>
    <message>
        <source>A player out on this hand at table {tables} was recorded without their chips at its start, and the players out at one table are placed by their chips: undo that bust and record that table&apos;s players together, with their stacks.</source>
        <translation>Un joueur éliminé sur cette main à la table {tables} a été enregistré sans ses jetons au début de la main, et les joueurs éliminés à une même table sont classés selon leurs jetons : annulez cette élimination et enregistrez ensemble les joueurs de cette table, avec leurs tapis.</translation>
    </message>
    <message>
        <source>A player out on this hand was recorded without their chips at its start, and the players out at one table are placed by their chips: undo that bust and record that table&apos;s players together, with their stacks.</source>
        <translation>Un joueur éliminé sur cette main a été enregistré sans ses jetons au début de la main, et les joueurs éliminés à une même table sont classés selon leurs jetons : annulez cette élimination et enregistrez ensemble les joueurs de cette table, avec leurs tapis.</translation>
    </message>
    <message>
        <source>Name the player or players who busted.</source>
        <translation>Nommez le ou les joueurs éliminés.</translation>
    </message>
    <message>
        <source>A player is named twice in one bust-out.</source>
        <translation>Un joueur est nommé deux fois dans une même élimination.</translation>
    </message>
    <message>
        <source>Name who eliminated them before who split the pot.</source>
        <translation>Nommez qui les a éliminés avant qui a partagé le pot.</translation>
    </message>
    <message>
        <source>A player is credited twice with one elimination.</source>
        <translation>Un joueur est crédité deux fois d&apos;une même élimination.</translation>
    </message>
    <message>
        <source>{name} cannot be credited with their own elimination.</source>
        <translation>{name} ne peut pas être crédité de sa propre élimination.</translation>
    </message>
</context>
<context>
    <name>domain.results.corrections</name>
    <message>
        <source>Give the place, or a range of shared places like 9-10.</source>
        <translation>Indiquez la place, ou une plage de places partagées comme 9-10.</translation>
    </message>
    <message>
        <source>Places run from 1 to {field} in this event.</source>
        <translation>Les places vont de 1 à {field} dans ce tournoi.</translation>
    </message>
    <message>
        <source>Shared places must follow each other, like 9-10.</source>
        <translation>Les places partagées doivent se suivre, comme 9-10.</translation>
    </message>
    <message>
        <source>event {event_id} is not live</source>
        <translation>le tournoi {event_id} n&apos;est pas en cours</translation>
    </message>
</context>
<context>
    <name>domain.results.finishes</name>
    <message>
        <source>An event has between 1 and {max_field} entries (got {n}).</source>
        <translation>Un tournoi a entre 1 et {max_field} entrées (reçu : {n}).</translation>
    </message>
    <message>
        <source>The event has {players} for {entries} and {different_players} in its results.</source>
        <translation>Le tournoi a {players} pour {entries} et {different_players} dans ses résultats.</translation>
    </message>
    <message>
        <source>{count} different player</source>
        <translation>{count} joueur différent</translation>
    </message>
    <message>
        <source>{count} different players</source>
        <translation>{count} joueurs différents</translation>
    </message>
    <message>
        <source>{finish_count} finishes for {entries}.</source>
        <translation>{finish_count} classements pour {entries}.</translation>
    </message>
    <message>
        <source>The buy-in cannot be negative and the places paid are 0 to n.</source>
        <translation>Le buy-in ne peut pas être négatif et les places payées vont de 0 à n.</translation>
    </message>
    <message>
        <source>Player #{player_id}&apos;s entry {entry_number} finished twice.</source>
        <translation>L&apos;entrée {entry_number} du joueur #{player_id} est classée deux fois.</translation>
    </message>
    <message>
        <source>Place {value} is outside 1 to {n}.</source>
        <translation>La place {value} est hors de 1 à {n}.</translation>
    </message>
    <message>
        <source>Shared places must follow each other (got {places}).</source>
        <translation>Les places partagées doivent se suivre (reçu : {places}).</translation>
    </message>
    <message>
        <source>Entry numbers start at 1; hits, rebuys and add-ons are 0 or more.</source>
        <translation>Les numéros d&apos;entrée commencent à 1 ; éliminations, rebuys et add-ons sont de 0 ou plus.</translation>
    </message>
    <message>
        <source>Prizes and bounties cannot be negative.</source>
        <translation>Les prix et les bounties ne peuvent pas être négatifs.</translation>
    </message>
    <message>
        <source>Place {shown} is held by {count} finishes; it should be {place_count}.</source>
        <translation>La place {shown} est occupée par {count} classements ; il en faudrait {place_count}.</translation>
    </message>
    <message>
        <source>Place {place} is held twice.</source>
        <translation>La place {place} est occupée deux fois.</translation>
    </message>
</context>
<context>
    <name>domain.results.places</name>
    <message>
        <source>Several players busted on one hand: give each one&apos;s chips at the start of the hand, so the one with more chips finishes higher.</source>
        <extracomment>The rule of a lone elimination: nothing to decide. How a placing names the house rule that orders one table&apos;s hand-for-hand busts.</extracomment>
        <translation>Plusieurs joueurs ont été éliminés sur une même main : donnez les jetons de chacun au début de la main, pour que celui qui en avait le plus soit mieux classé.</translation>
    </message>
    <message>
        <source>A starting stack must be a positive number of chips.</source>
        <translation>Un tapis de départ doit être un nombre positif de jetons.</translation>
    </message>
</context>
<context>
    <name>domain.results.satellite</name>
    <message>
        <source>{text} is not a ticket: a voucher&apos;s code reads like T1-3 (the satellite&apos;s event number, a dash, the winner&apos;s entry).</source>
        <translation>{text} n&apos;est pas un ticket : le code d&apos;un bon se lit comme T1-3 (le numéro du tournoi satellite, un tiret, l&apos;entrée du gagnant).</translation>
    </message>
    <message>
        <source>{name} is still being played: no seat is won yet.</source>
        <translation>{name} est toujours en cours : aucun siège n&apos;est encore gagné.</translation>
    </message>
    <message>
        <source>This player won no seat in {name}.</source>
        <translation>Ce joueur n&apos;a gagné aucun siège dans {name}.</translation>
    </message>
    <message>
        <source>No ticket {code}: entry {entry_id} won no seat in {name}. Check the code on the voucher.</source>
        <translation>Pas de ticket {code} : l&apos;entrée {entry_id} n&apos;a gagné aucun siège dans {name}. Vérifiez le code sur le bon.</translation>
    </message>
    <message>
        <source>Ticket {code} is {name}&apos;s: register {name} with it.</source>
        <translation>Le ticket {code} est celui de {name} : inscrivez {name} avec.</translation>
    </message>
    <message>
        <source>Event {satellite_id} is not a satellite whose tickets this event can take.</source>
        <translation>Le tournoi {satellite_id} n&apos;est pas un satellite dont ce tournoi accepte les tickets.</translation>
    </message>
    <message>
        <source>Ticket {code}</source>
        <translation>Le ticket {code}</translation>
    </message>
    <message>
        <source>This player&apos;s ticket from {name}</source>
        <translation>Le ticket de ce joueur issu de {name}</translation>
    </message>
    <message>
        <source>{used} is already used (event {event_id}, entry {id}).</source>
        <translation>{used} est déjà utilisé (tournoi {event_id}, entrée {id}).</translation>
    </message>
</context>
<context>
    <name>domain.results.tournament_end</name>
    <message>
        <source>The satellite is over: {players} won a seat. To {what}, undo the last bust first.</source>
        <translation>Le satellite est terminé : {players} ont gagné un siège. Pour {what}, annulez d&apos;abord la dernière élimination.</translation>
    </message>
    <message>
        <source>The tournament is over: {name} won. To {what}, undo the last bust first.</source>
        <translation>Le tournoi est terminé : {name} a gagné. Pour {what}, annulez d&apos;abord la dernière élimination.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.chip_bets</name>
    <message>
        <source>Name the chips pushed, each more than zero.</source>
        <translation>Nommez les jetons poussés, chacun supérieur à zéro.</translation>
    </message>
    <message>
        <source>The call cannot be negative and the minimum raise must be more than zero.</source>
        <translation>Le call ne peut pas être négatif et la relance minimale doit être supérieure à zéro.</translation>
    </message>
    <message>
        <source>Every chip the player has ({total}) went in: all-in, whatever it amounts to.</source>
        <translation>Tous les jetons du joueur ({total}) sont entrés : tapis, quel qu&apos;en soit le montant.</translation>
    </message>
    <message>
        <source>{total} is less than the {to_call} needed to call: an undercall (see the &apos;undercall&apos; ruling).</source>
        <translation>{total} est moins que les {to_call} nécessaires pour suivre : un sous-call (voir la décision &apos;undercall&apos;).</translation>
    </message>
    <message>
        <source>Not facing a bet, {total} is below the minimum bet: it is brought up to {min_bet}.</source>
        <translation>Sans mise à suivre, {total} est sous la mise minimum : elle est portée à {min_bet}.</translation>
    </message>
    <message>
        <source>Not facing a bet, a single chip bets its full value: a bet of {total}.</source>
        <translation>Sans mise à suivre, un jeton seul mise toute sa valeur : une mise de {total}.</translation>
    </message>
    <message>
        <source>Not facing a bet, the chips pushed are the bet: a bet of {total}.</source>
        <translation>Sans mise à suivre, les jetons poussés sont la mise : une mise de {total}.</translation>
    </message>
    <message>
        <source>{why}: a raise of {raise_by} over the {to_call} call (brought up to the minimum raise).</source>
        <translation>{why} : une relance de {raise_by} au-dessus du call de {to_call} (portée à la relance minimum).</translation>
    </message>
    <message>
        <source>{why}: a raise of {raise_by} over the {to_call} call.</source>
        <translation>{why} : une relance de {raise_by} au-dessus du call de {to_call}.</translation>
    </message>
    <message>
        <source>&apos;Raise&apos; was said before the chip landed</source>
        <translation>« Relance » a été annoncé avant que le jeton ne touche la table</translation>
    </message>
    <message>
        <source>One oversized chip without &apos;raise&apos; said first is a call of {to_call}; {change} in change is returned.</source>
        <translation>Un seul gros jeton sans « relance » annoncée avant est un call de {to_call} ; {change} de monnaie sont rendus.</translation>
    </message>
    <message>
        <source>&apos;Raise&apos; was said first</source>
        <translation>« Relance » a été annoncé avant</translation>
    </message>
    <message>
        <source>Every chip is needed to make the {to_call} call (without one {chip} chip it falls short): a call; {returned} is returned.</source>
        <translation>Chaque jeton est nécessaire pour le call de {to_call} (sans un jeton de {chip}, il manque) : un call ; {returned} sont rendus.</translation>
    </message>
    <message>
        <source>{total} is short of the call plus half a raise ({reached}): a call; {returned} is returned.</source>
        <translation>{total} n&apos;atteint pas le call plus une demi-relance ({reached}) : un call ; {returned} sont rendus.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.clock_call</name>
    <message>
        <source>Time is up</source>
        <extracomment>The clock call of each rulebook, by id (its record&apos;s ``clock_call``).</extracomment>
        <translation>Le temps est écoulé</translation>
    </message>
</context>
<context>
    <name>domain.rulings.decide</name>
    <message>
        <source>The ruling on &apos;{title}&apos; needs an answer: {asked}</source>
        <translation>La décision sur &apos;{title}&apos; demande une réponse : {asked}</translation>
    </message>
    <message>
        <source>Lay the {count} scrambled cards face down in a row: card {picked} from the left is the {what}.</source>
        <extracomment>How the card a random remedy picked is told (``what``: the situation&apos;s word for it).</extracomment>
        <translation>Étalez les {count} cartes mélangées face cachée en ligne : la carte {picked} en partant de la gauche est {what}.</translation>
    </message>
    <message>
        <source>Unknown rulebook &apos;{rulebook}&apos;; choose one of: {known}.</source>
        <translation>Règlement inconnu &apos;{rulebook}&apos; ; choisissez parmi : {known}.</translation>
    </message>
    <message>
        <source>Unknown FTR mode &apos;{ftr_mode}&apos; (none, ftr or ftra).</source>
        <translation>Mode FTR inconnu &apos;{ftr_mode}&apos; (none, ftr ou ftra).</translation>
    </message>
    <message>
        <source>&apos;{title}&apos; has no question &apos;{question_id}&apos; (its questions: {known}).</source>
        <translation>&apos;{title}&apos; n&apos;a pas de question &apos;{question_id}&apos; (ses questions : {known}).</translation>
    </message>
    <message>
        <source>&apos;{answer}&apos; is not an answer to &apos;{question_id}&apos;; choose one of: {choices}.</source>
        <translation>&apos;{answer}&apos; n&apos;est pas une réponse à &apos;{question_id}&apos; ; choisissez parmi : {choices}.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.incidents</name>
    <message>
        <source>a ruling in event {event_id}, which is not live</source>
        <translation>une décision dans le tournoi {event_id}, qui n&apos;est pas en cours</translation>
    </message>
    <message>
        <source>The {what} number must be 1 or more.</source>
        <translation>{what} : le numéro doit être de 1 ou plus.</translation>
    </message>
    <message>
        <source>table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Name each player involved (at most {max_players}, each up to {max_name} characters).</source>
        <translation>Nommez chaque joueur concerné (au plus {max_players}, chacun jusqu&apos;à {max_name} caractères).</translation>
    </message>
    <message>
        <source>Name the director giving the ruling.</source>
        <translation>Nommez le directeur qui rend la décision.</translation>
    </message>
    <message>
        <source>Notes are limited to {max_notes} characters.</source>
        <translation>Les notes sont limitées à {max_notes} caractères.</translation>
    </message>
    <message>
        <source>There is no event number {event_id}.</source>
        <translation>Il n&apos;y a pas de tournoi numéro {event_id}.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.min_raise</name>
    <message>
        <source>Nothing more to call at {acted_at}: the player has all options.</source>
        <extracomment>The rules the calculator applies, per rules of play (a rulebook record&apos;s ``rules_of_play``). The rule on reopening the betting, per rules of play.</extracomment>
        <translation>Plus rien à suivre à {acted_at} : le joueur a toutes les options.</translation>
    </message>
    <message>
        <source>The player acted at {acted_at} and now faces {faced} more, at least a full raise of {full_raise}: betting is reopened; they may call, raise to {raise_to} or more, or fold ({rule}).</source>
        <translation>Le joueur a agi à {acted_at} et fait maintenant face à {faced} de plus, au moins une relance complète de {full_raise} : les enchères sont rouvertes ; il peut suivre, relancer à {raise_to} ou plus, ou se coucher ({rule}).</translation>
    </message>
    <message>
        <source>The player acted at {acted_at} and now faces only {faced} more, less than a full raise of {full_raise}: betting is not reopened; they may only call or fold ({rule}).</source>
        <translation>Le joueur a agi à {acted_at} et ne fait face qu&apos;à {faced} de plus, moins qu&apos;une relance complète de {full_raise} : les enchères ne sont pas rouvertes ; il peut seulement suivre ou se coucher ({rule}).</translation>
    </message>
    <message>
        <source>The {what} must be more than zero chips.</source>
        <translation>{what} : il faut plus de zéro jeton.</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>Grosse blind</translation>
    </message>
    <message>
        <source>wager</source>
        <translation>Mise</translation>
    </message>
    <message>
        <source>{to} is no bet or raise over {current}: list only bets and raises.</source>
        <translation>{to} n&apos;est ni une mise ni une relance au-dessus de {current} : n&apos;indiquez que les mises et relances.</translation>
    </message>
    <message>
        <source>bet to {to}: a full bet of {by}</source>
        <translation>mise à {to} : une mise complète de {by}</translation>
    </message>
    <message>
        <source>raise to {to}: a full raise of {by}</source>
        <translation>relance à {to} : une relance complète de {by}</translation>
    </message>
    <message>
        <source>all-in for {to}: {by} more is short of a full raise of {full}, so the minimum raise stays {full}</source>
        <translation>tapis pour {to} : {by} de plus n&apos;atteint pas une relance complète de {full}, donc la relance minimum reste {full}</translation>
    </message>
    <message>
        <source>A raise to {to} is less than the minimum ({minimum}) and not all-in: see the &apos;underraise&apos; ruling.</source>
        <translation>Une relance à {to} est inférieure au minimum ({minimum}) et n&apos;est pas un all-in : voir la décision &apos;underraise&apos;.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.odd_chip</name>
    <message>
        <source>The pot must be a whole number of the smallest chip in play (both above zero).</source>
        <translation>Le pot doit être un multiple entier du plus petit jeton en jeu (tous deux supérieurs à zéro).</translation>
    </message>
    <message>
        <source>Name each winning seat once (seats count from 1).</source>
        <translation>Nommez chaque siège gagnant une seule fois (les sièges se comptent à partir de 1).</translation>
    </message>
    <message>
        <source>one each, clockwise from the button ({rule})</source>
        <translation>un chacun, dans le sens horaire à partir du bouton ({rule})</translation>
    </message>
    <message>
        <source>to seat {seat}, the first winner left of the button ({rule})</source>
        <translation>au siège {seat}, le premier gagnant à gauche du bouton ({rule})</translation>
    </message>
    <message>
        <source>{pot} split {ways} ways in {smallest} chips: {each} each; {odd} of {smallest} go {who}.</source>
        <translation>{pot} partagés en {ways} en jetons de {smallest} : {each} chacun ; {odd} de {smallest} : {who}.</translation>
    </message>
    <message>
        <source>{count} odd chip</source>
        <translation>{count} jeton impair</translation>
    </message>
    <message>
        <source>{count} odd chips</source>
        <translation>{count} jetons impairs</translation>
    </message>
    <message>
        <source>{pot} split {ways} ways in {smallest} chips: {each} each, no odd chip.</source>
        <translation>{pot} partagés en {ways} en jetons de {smallest} : {each} chacun, aucun jeton impair.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.penalty</name>
    <message>
        <source>A table has from 2 to {max_seats} players (count the penalised player).</source>
        <extracomment>How a penalty is served (TDA 2024 Rule 71-C), under every rulebook. The rules a penalty&apos;s length rests on, per rules of play: the league&apos;s own penalty rule (house A-25), then the TDA&apos;s count it applies.</extracomment>
        <translation>Une table a de 2 à {max_seats} joueurs (en comptant le joueur pénalisé).</translation>
    </message>
    <message>
        <source>Give the penalty in rounds and/or hands, more than zero.</source>
        <translation>Donnez la pénalité en tours et/ou en mains, supérieure à zéro.</translation>
    </message>
    <message>
        <source>{rounds} of {players} = {hands}</source>
        <translation>{rounds} de {players} = {hands}</translation>
    </message>
    <message>
        <source>{count} round</source>
        <translation>{count} tour</translation>
    </message>
    <message>
        <source>{count} rounds</source>
        <translation>{count} tours</translation>
    </message>
    <message>
        <source>{rounds} + {hands}</source>
        <translation>{rounds} + {hands}</translation>
    </message>
    <message>
        <source>{given}: the player sits out {total} ({rule}); each is dealt, the blinds and antes are posted, and the hand is killed ({served}).</source>
        <translation>{given} : le joueur est hors jeu pendant {total} ({rule}) ; chacune est distribuée, les blinds et antes sont posées, et la main est tuée ({served}).</translation>
    </message>
    <message>
        <source>{count} hand</source>
        <translation>{count} main</translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation>{count} mains</translation>
    </message>
</context>
<context>
    <name>domain.rulings.rule_texts</name>
    <message>
        <source>{book} lists rule &apos;{ref}&apos; twice (entries {earlier} and {number}).</source>
        <extracomment>The books each event rulebook consults (its record&apos;s ``books``), the first that speaks to a point winning.</extracomment>
        <translation>{book} liste la règle &apos;{ref}&apos; deux fois (entrées {earlier} et {number}).</translation>
    </message>
    <message>
        <source>{book} has no rule &apos;{ref}&apos;. Did you mean {close}?</source>
        <translation>{book} n&apos;a pas de règle &apos;{ref}&apos;. Vouliez-vous dire {close} ?</translation>
    </message>
    <message>
        <source>{book} has no rule &apos;{ref}&apos;.</source>
        <translation>{book} n&apos;a pas de règle &apos;{ref}&apos;.</translation>
    </message>
    <message>
        <source>Two rulebooks answer to the name &apos;{name}&apos;.</source>
        <translation>Deux règlements répondent au nom &apos;{name}&apos;.</translation>
    </message>
    <message>
        <source>There is no rulebook &apos;{name}&apos; (there are: {known}).</source>
        <translation>Il n&apos;y a pas de règlement &apos;{name}&apos; (il y a : {known}).</translation>
    </message>
    <message>
        <source>{where} has no &apos;{field}&apos;.</source>
        <translation>{where} n&apos;a pas de &apos;{field}&apos;.</translation>
    </message>
    <message>
        <source>{where}: &apos;{field}&apos; must be non-empty text.</source>
        <translation>{where} : &apos;{field}&apos; doit être un texte non vide.</translation>
    </message>
    <message>
        <source>{where} has an unknown field &apos;{key}&apos;; it has {fields}.</source>
        <translation>{where} a un champ inconnu &apos;{key}&apos; ; il a {fields}.</translation>
    </message>
    <message>
        <source>{where}: &apos;{field}&apos; must be a web address (http:// or https://).</source>
        <translation>{where} : &apos;{field}&apos; doit être une adresse web (http:// ou https://).</translation>
    </message>
    <message>
        <source>{book}, entry {number}</source>
        <translation>{book}, entrée {number}</translation>
    </message>
    <message>
        <source>{where} must be an object with ref, title, section and text.</source>
        <translation>{where} doit être un objet avec ref, title, section et text.</translation>
    </message>
    <message>
        <source>{where} (&apos;{ref}&apos;)</source>
        <translation>{where} (&apos;{ref}&apos;)</translation>
    </message>
    <message>
        <source>The rulebook</source>
        <translation>Le règlement</translation>
    </message>
    <message>
        <source>one object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>A rulebook file holds one JSON object with {book_fields}.</source>
        <translation>Un fichier de règlement contient un objet JSON avec {book_fields}.</translation>
    </message>
    <message>
        <source>The rulebook &apos;{id}&apos;</source>
        <translation>Le règlement &apos;{id}&apos;</translation>
    </message>
    <message>
        <source>{where}: the id must be lower-case letters and digits joined by hyphens.</source>
        <translation>{where} : l&apos;identifiant doit être fait de minuscules et de chiffres reliés par des tirets.</translation>
    </message>
    <message>
        <source>{where} needs &apos;rules&apos;, a list of at least one rule.</source>
        <translation>{where} doit avoir &apos;rules&apos;, une liste d&apos;au moins une règle.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.rulebook_records</name>
    <message>
        <source>{total} is at least the call plus half a raise ({reached})</source>
        <extracomment>How a citation says its rule is borrowed from a book the event&apos;s rulebook does not include.</extracomment>
        <translation>{total} atteint au moins le call plus une demi-relance ({reached})</translation>
    </message>
    <message>
        <source>{total} is a full bet plus at least half a bet ({reached})</source>
        <translation>{total} fait une mise complète plus au moins une demi-mise ({reached})</translation>
    </message>
    <message>
        <source>The rulebook &apos;{id}&apos; does not say what it cites for: {missing}.</source>
        <translation>Le règlement &apos;{id}&apos; ne dit pas ce qu&apos;il cite pour : {missing}.</translation>
    </message>
    <message>
        <source>Unknown rulebook &apos;{rulebook}&apos;; choose one of: {known}.</source>
        <extracomment>Every event rulebook, by id, in the order they are offered. The rulebook of a new event unless the director chooses another.</extracomment>
        <translation>Règlement inconnu &apos;{rulebook}&apos; ; choisissez parmi : {known}.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.situations</name>
    <message>
        <source>Yes</source>
        <extracomment>Every event rulebook must have its own list of outcomes in every situation. The citation books each layer may cite: the rulebook&apos;s (its record&apos;s ``cites``), or FTR. The tools a ruling&apos;s steps may name (``Branch.tool``), worded by each front end. The labels of a standard question&apos;s choices.</extracomment>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Has substantial action taken place? (TDA 2024 Rule 36: two actions in turn, at least one of them putting chips in, or three actions in turn; posted blinds never count.)</source>
        <translation>Y a-t-il eu action substantielle ? (TDA 2024 règle 36 : deux actions à leur tour, dont au moins une met des jetons, ou trois actions à leur tour ; les blinds posées ne comptent jamais.)</translation>
    </message>
    <message>
        <source>Have two players after the blinds acted on their hands? (Robert&apos;s Rules §3 Misdeals 2; folds count, posted blinds do not.)</source>
        <translation>Deux joueurs après les blinds ont-ils agi sur leur main ? (Robert&apos;s Rules §3 Misdeals 2 ; les folds comptent, les blinds posées non.)</translation>
    </message>
    <message>
        <source>Has anyone acted on the current street (even a single check)?</source>
        <translation>Quelqu&apos;un a-t-il agi sur le tour d&apos;enchères en cours (même un simple check) ?</translation>
    </message>
    <message>
        <source>Situation file {name}: {where}: {problem}</source>
        <translation>Fichier de situation {name} : {where} : {problem}</translation>
    </message>
    <message>
        <source>must be an object.</source>
        <translation>doit être un objet.</translation>
    </message>
    <message>
        <source>unknown key &apos;{unknown}&apos; (known: {keys}).</source>
        <translation>clé inconnue &apos;{unknown}&apos; (connues : {keys}).</translation>
    </message>
    <message>
        <source>&apos;{missing}&apos; is missing.</source>
        <translation>&apos;{missing}&apos; manque.</translation>
    </message>
    <message>
        <source>must be a non-empty text.</source>
        <translation>doit être un texte non vide.</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not an id (lower-case words joined by - or _).</source>
        <translation>&apos;{text}&apos; n&apos;est pas un identifiant (mots en minuscules reliés par - ou _).</translation>
    </message>
    <message>
        <source>must be a list of texts.</source>
        <translation>doit être une liste de textes.</translation>
    </message>
    <message>
        <source>must be a list of texts, not empty.</source>
        <translation>doit être une liste de textes, non vide.</translation>
    </message>
    <message>
        <source>must name each of its games once, from: {games}.</source>
        <translation>doit nommer chacun de ses jeux une fois, parmi : {games}.</translation>
    </message>
    <message>
        <source>must be catalogue numbers 1-60 (rulebooks.md §5).</source>
        <translation>doit être des numéros de catalogue 1-60 (rulebooks.md §5).</translation>
    </message>
    <message>
        <source>must be a list.</source>
        <translation>doit être une liste.</translation>
    </message>
    <message>
        <source>the question &apos;{question_id}&apos; is given twice.</source>
        <translation>la question &apos;{question_id}&apos; est donnée deux fois.</translation>
    </message>
    <message>
        <source>&apos;{question_id}&apos; needs a text and choices (standard ones: {known}).</source>
        <translation>&apos;{question_id}&apos; demande un texte et des choix (questions standard : {known}).</translation>
    </message>
    <message>
        <source>&apos;{question_id}&apos; is a standard question: give its id only.</source>
        <translation>&apos;{question_id}&apos; est une question standard : donnez seulement son identifiant.</translation>
    </message>
    <message>
        <source>needs at least two different choices.</source>
        <translation>demande au moins deux choix différents.</translation>
    </message>
    <message>
        <source>must label only the question&apos;s choices.</source>
        <translation>ne doit étiqueter que les choix de la question.</translation>
    </message>
    <message>
        <source>must be a list of branches, not empty.</source>
        <translation>doit être une liste de branches, non vide.</translation>
    </message>
    <message>
        <source>must map each question to its choices.</source>
        <translation>doit associer chaque question à ses choix.</translation>
    </message>
    <message>
        <source>&apos;{question_id}&apos; is not a question of this situation.</source>
        <translation>&apos;{question_id}&apos; n&apos;est pas une question de cette situation.</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not one of {choices}.</source>
        <translation>&apos;{value}&apos; ne fait pas partie de {choices}.</translation>
    </message>
    <message>
        <source>must be true or false.</source>
        <translation>doit être true ou false.</translation>
    </message>
    <message>
        <source>must list at least one rule.</source>
        <translation>doit citer au moins une règle.</translation>
    </message>
    <message>
        <source>&apos;{tool}&apos; is not one of {tools}.</source>
        <translation>&apos;{tool}&apos; ne fait pas partie de {tools}.</translation>
    </message>
    <message>
        <source>&apos;{book}&apos; is the layer&apos;s own book: only another book&apos;s rule is borrowed.</source>
        <translation>&apos;{book}&apos; est le propre règlement de la couche : seule la règle d&apos;un autre règlement s&apos;emprunte.</translation>
    </message>
    <message>
        <source>&apos;{book}&apos; is no known book: only another book&apos;s rule is borrowed.</source>
        <translation>&apos;{book}&apos; n&apos;est pas un règlement connu : seule la règle d&apos;un autre règlement s&apos;emprunte.</translation>
    </message>
    <message>
        <source>the {layer} outcomes cite {allowed}, not &apos;{book}&apos; (unless marked borrowed).</source>
        <translation>les issues de la couche {layer} citent {allowed}, pas &apos;{book}&apos; (sauf si marqué emprunté).</translation>
    </message>
    <message>
        <source>must be a number of cards from 2 to {max_random}.</source>
        <translation>doit être un nombre de cartes de 2 à {max_random}.</translation>
    </message>
    <message>
        <source>no branch uses the question &apos;{id}&apos;.</source>
        <translation>aucune branche n&apos;utilise la question &apos;{id}&apos;.</translation>
    </message>
    <message>
        <source>no branch decides the case {case}.</source>
        <translation>aucune branche ne tranche le cas {case}.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.substantial</name>
    <message>
        <source>Posted blinds and antes never count as action: list only what players did in turn after the blinds.</source>
        <extracomment>Each action word, and whether it puts chips in.</extracomment>
        <translation>Les blinds et antes postées ne comptent jamais comme action : n&apos;indiquez que ce que les joueurs ont fait à leur tour après les blinds.</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not an action ({known}).</source>
        <translation>&apos;{word}&apos; n&apos;est pas une action ({known}).</translation>
    </message>
</context>
<context>
    <name>domain.seating.adapter</name>
    <message>
        <source>The players fit at the final table: redraw it first.</source>
        <extracomment>At most this many balancing moves in one plan (a guard; the engine converges far sooner).</extracomment>
        <translation>Les joueurs tiennent à la table finale : refaites d&apos;abord le tirage de la table finale.</translation>
    </message>
    <message>
        <source>Table {table} can break: break it first, then balance what is left.</source>
        <translation>La table {table} peut être cassée : cassez-la d&apos;abord, puis équilibrez le reste.</translation>
    </message>
</context>
<context>
    <name>domain.seating.hand_for_hand</name>
    <message>
        <source>Table {number} is not open.</source>
        <extracomment>RP-8-C: two minutes come off the clock per hand; RP-8-B: never more than three.</extracomment>
        <translation>La table {number} n&apos;est pas ouverte.</translation>
    </message>
    <message>
        <source>Table {number} has {players}: no hand is played there.</source>
        <translation>La table {number} a {players} : aucune main n&apos;y est jouée.</translation>
    </message>
    <message>
        <source>Table {number} has already finished hand-for-hand hand {hand}; waiting for tables {listed}.</source>
        <translation>La table {number} a déjà fini la main {hand} du main par main ; on attend les tables {listed}.</translation>
    </message>
    <message>
        <source>Table {number} has already finished hand-for-hand hand {hand}; waiting for table {listed}.</source>
        <translation>La table {number} a déjà fini la main {hand} du main par main ; on attend la table {listed}.</translation>
    </message>
    <message>
        <source>Table {number} has already finished hand-for-hand hand {hand}.</source>
        <translation>La table {number} a déjà fini la main {hand} du main par main.</translation>
    </message>
    <message>
        <source>Hand-for-hand play is already on.</source>
        <translation>Le main par main est déjà en cours.</translation>
    </message>
    <message>
        <source>A hand-for-hand hand takes 0 to 3 minutes off the clock (TDA 2024 RP-8-B).</source>
        <translation>Une main du main par main retire de 0 à 3 minutes à l&apos;horloge (TDA 2024 RP-8-B).</translation>
    </message>
    <message>
        <source>only table {table} deals</source>
        <translation>seule la table {table} distribue</translation>
    </message>
    <message>
        <source>no table deals</source>
        <translation>aucune table ne distribue</translation>
    </message>
    <message>
        <source>Hand-for-hand play is for two or more tables dealing: {only}, so every hand is already the same hand for everyone ({rule}).</source>
        <translation>Le main par main est pour deux tables ou plus qui distribuent : {only}, donc chaque main est déjà la même pour tous ({rule}).</translation>
    </message>
    <message>
        <source>Hand-for-hand play is not on.</source>
        <translation>Le main par main n&apos;est pas en cours.</translation>
    </message>
    <message>
        <source>Tables {tables} have not finished hand-for-hand hand {hand}: report them first ({placed}, {rule}), or deal the next hand.</source>
        <translation>Les tables {tables} n&apos;ont pas fini la main {hand} du main par main : les signaler d&apos;abord ({placed}, {rule}), ou distribuer la main suivante.</translation>
    </message>
    <message>
        <source>Table {tables} has not finished hand-for-hand hand {hand}: report them first ({placed}, {rule}), or deal the next hand.</source>
        <translation>La table {tables} n&apos;a pas fini la main {hand} du main par main : la signaler d&apos;abord ({placed}, {rule}), ou distribuer la main suivante.</translation>
    </message>
    <message>
        <source>players busting on it share places</source>
        <translation>les joueurs éliminés sur cette main partagent les places</translation>
    </message>
    <message>
        <source>players busting on it are placed together</source>
        <translation>les joueurs éliminés sur cette main sont classés ensemble</translation>
    </message>
</context>
<context>
    <name>domain.seating.initial_draw</name>
    <message>
        <source>The clock of {event} has started: a draw now moves every player, so it is made only when forced.</source>
        <translation>L&apos;horloge de {event} est lancée : un tirage déplacerait maintenant chaque joueur, il ne se fait donc que forcé.</translation>
    </message>
    <message>
        <source>The final table has been drawn; the draw is over.</source>
        <translation>La table finale a été tirée ; le tirage est terminé.</translation>
    </message>
    <message>
        <source>Nobody in {event} is waiting to be drawn.</source>
        <translation>Personne dans {event} n&apos;attend le tirage.</translation>
    </message>
    <message>
        <source>{players} do not fit the {seats} of {tables}: add tables or give seats back first.</source>
        <translation>{players} ne tiennent pas dans les {seats} de {tables} : ajouter des tables ou rendre d&apos;abord des sièges.</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} joueur</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
</context>
<context>
    <name>domain.seating.seat_rules</name>
    <message>
        <source>Table {number} has broken; it does not reopen.</source>
        <translation>La table {number} a été cassée ; elle ne rouvre pas.</translation>
    </message>
    <message>
        <source>Table {number} is not one of this event&apos;s tables.</source>
        <translation>La table {number} n&apos;est pas une table de ce tournoi.</translation>
    </message>
    <message>
        <source>Table {number} has seats 1 to {seats}, not {seat}.</source>
        <translation>La table {number} a les sièges 1 à {seats}, pas {seat}.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is already out of play.</source>
        <translation>Table {table} siège {seat} est déjà hors jeu.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is already in play.</source>
        <translation>Table {table} siège {seat} est déjà en jeu.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is taken by {name}: move the player first.</source>
        <translation>Table {table} siège {seat} est pris par {name} : déplacer d&apos;abord le joueur.</translation>
    </message>
    <message>
        <source>{player} is already locked to the seat.</source>
        <translation>{player} est déjà bloqué à son siège.</translation>
    </message>
    <message>
        <source>{player} is already not locked.</source>
        <translation>{player} n&apos;est déjà pas bloqué.</translation>
    </message>
    <message>
        <source>Name two different players, not {first} twice.</source>
        <translation>Nommer deux joueurs différents, pas deux fois {first}.</translation>
    </message>
    <message>
        <source>{first} and {second} are already kept apart.</source>
        <translation>{first} et {second} sont déjà séparés.</translation>
    </message>
    <message>
        <source>{first} and {second} are not kept apart.</source>
        <translation>{first} et {second} ne sont pas séparés.</translation>
    </message>
</context>
<context>
    <name>domain.structure.chip_plan</name>
    <message>
        <source>The starting stack must be more than zero chips.</source>
        <extracomment>A stack holds at least this many chips of its largest denomination. The chips below a denomination are worth this many of it (change-making).</extracomment>
        <translation>Le tapis de départ doit compter plus de zéro jeton.</translation>
    </message>
    <message>
        <source>A starting stack of {starting_stack} can&apos;t be made from the chips in the set ({listed}).</source>
        <translation>Un tapis de départ de {starting_stack} ne peut pas être formé avec les jetons de la mallette ({listed}).</translation>
    </message>
    <message>
        <source>The stack uses {d} chips, which are not in the chip set.</source>
        <translation>Le tapis utilise des jetons de {d}, qui ne sont pas dans la mallette.</translation>
    </message>
    <message>
        <source>The stack cannot hold {n} chips of {d}.</source>
        <translation>Le tapis ne peut pas contenir {n} jetons de {d}.</translation>
    </message>
    <message>
        <source>The chips in the stack ({breakdown}) add up to {total}, not the starting stack of {starting_stack}.</source>
        <translation>Les jetons du tapis ({breakdown}) font {total}, pas le tapis de départ de {starting_stack}.</translation>
    </message>
    <message>
        <source>There must be at least one table.</source>
        <translation>Il faut au moins une table.</translation>
    </message>
    <message>
        <source>A table has between 2 and 12 seats.</source>
        <translation>Une table a entre 2 et 12 sièges.</translation>
    </message>
</context>
<context>
    <name>domain.structure.chip_race</name>
    <message>
        <source>The lowest chip in play must be worth at least 1.</source>
        <translation>Le plus petit jeton en jeu doit valoir au moins 1.</translation>
    </message>
    <message>
        <source>The {removed} chips must be exchanged for a larger chip, not {next_denomination}.</source>
        <translation>Les jetons de {removed} doivent être échangés contre un jeton plus grand, pas {next_denomination}.</translation>
    </message>
    <message>
        <source>The {removed} chips can&apos;t be exchanged evenly for {next_denomination} chips.</source>
        <translation>Les jetons de {removed} ne s&apos;échangent pas exactement contre des jetons de {next_denomination}.</translation>
    </message>
    <message>
        <source>Seat {seat} is not a seat number, or appears twice.</source>
        <translation>Le siège {seat} n&apos;est pas un numéro de siège, ou apparaît deux fois.</translation>
    </message>
    <message>
        <source>Seat {seat}: chip counts cannot be negative.</source>
        <translation>Siège {seat} : le nombre de jetons ne peut pas être négatif.</translation>
    </message>
    <message>
        <source>Seat {seat} has no chips at all; a player with no chips is already out.</source>
        <translation>Le siège {seat} n&apos;a aucun jeton ; un joueur sans jetons est déjà éliminé.</translation>
    </message>
</context>
<context>
    <name>domain.structure.chips</name>
    <message>
        <source>The chip set has no {denomination} chips.</source>
        <extracomment>The most a chip is worth, and the most chips of one denomination a case holds. Which amounts a set pays is worked out per remainder modulo its smallest chip (counted in the set&apos;s common unit): a set needing more remainders is refused.</extracomment>
        <translation>La mallette n&apos;a pas de jetons de {denomination}.</translation>
    </message>
    <message>
        <source>The chip set has no chips.</source>
        <translation>La mallette n&apos;a aucun jeton.</translation>
    </message>
    <message>
        <source>A chip is worth {value}; a chip is worth a whole number of at least 1.</source>
        <translation>Un jeton vaut {value} ; un jeton vaut un nombre entier d&apos;au moins 1.</translation>
    </message>
    <message>
        <source>A chip is worth {value}; no chip is worth more than {max_denomination}.</source>
        <translation>Un jeton vaut {value} ; aucun jeton ne vaut plus de {max_denomination}.</translation>
    </message>
    <message>
        <source>The chip set lists the {value} chip twice.</source>
        <translation>La mallette liste le jeton de {value} deux fois.</translation>
    </message>
    <message>
        <source>The number of {value} chips must be a whole number.</source>
        <translation>Le nombre de jetons de {value} doit être un nombre entier.</translation>
    </message>
    <message>
        <source>The number of {value} chips cannot be negative.</source>
        <translation>Le nombre de jetons de {value} ne peut pas être négatif.</translation>
    </message>
    <message>
        <source>{quantity} chips of {value}: a case holds at most {max_quantity} of one denomination.</source>
        <translation>{quantity} jetons de {value} : une mallette en contient au plus {max_quantity} d&apos;une même valeur.</translation>
    </message>
    <message>
        <source>The colour of the {value} chip is longer than {max_color} characters.</source>
        <translation>La couleur du jeton de {value} dépasse {max_color} caractères.</translation>
    </message>
    <message>
        <source>The chips {value} have no common measure: use denominations that are multiples of a common unit (e.g. 25, 100, 500).</source>
        <translation>Les jetons {value} n&apos;ont pas de commune mesure : utilisez des valeurs multiples d&apos;une unité commune (p. ex. 25, 100, 500).</translation>
    </message>
    <message>
        <source>The chip set&apos;s name</source>
        <translation>Le nom de la mallette</translation>
    </message>
    <message>
        <source>The colour of the {value} chip</source>
        <translation>La couleur du jeton de {value}</translation>
    </message>
    <message>
        <source>The {denomination} chip has no colour: name it (e.g. green).</source>
        <translation>Le jeton de {denomination} n&apos;a pas de couleur : nommez-la (p. ex. vert).</translation>
    </message>
    <message>
        <source>The case holds no {denomination} chips: give how many there are, or leave that chip out.</source>
        <translation>La mallette ne contient pas de jetons de {denomination} : indiquez combien il y en a, ou retirez ce jeton.</translation>
    </message>
</context>
<context>
    <name>domain.structure.edit</name>
    <message>
        <source>There is no row {row} (the structure has {rows}).</source>
        <translation>Il n&apos;y a pas de ligne {row} (la structure a {rows}).</translation>
    </message>
    <message>
        <source>{kind} has no &apos;{field}&apos; (it has {allowed}).</source>
        <translation>{kind} n&apos;a pas de &apos;{field}&apos; (il a {allowed}).</translation>
    </message>
</context>
<context>
    <name>domain.structure.events</name>
    <message>
        <source>event {event_id} is not live</source>
        <translation>le tournoi {event_id} n&apos;est pas en cours</translation>
    </message>
    <message>
        <source>That row is being played now; move the clock to another level before deleting it.</source>
        <translation>Cette ligne est en cours de jeu ; passez l&apos;horloge à un autre niveau avant de la supprimer.</translation>
    </message>
</context>
<context>
    <name>domain.structure.files</name>
    <message>
        <source>{where}, {field}: {problem}</source>
        <translation>{where}, {field} : {problem}</translation>
    </message>
    <message>
        <source>{shown} is not a whole number of {unit}.</source>
        <translation>{shown} n&apos;est pas un nombre entier de {unit}.</translation>
    </message>
    <message>
        <source>{shown} is not yes or no (write true or false).</source>
        <translation>{shown} n&apos;est ni oui ni non (écrivez true ou false).</translation>
    </message>
    <message>
        <source>a break has no blinds, ante or game; leave it empty.</source>
        <translation>une pause n&apos;a ni blinds, ni ante, ni jeu ; laissez-le vide.</translation>
    </message>
    <message>
        <source>only a break colours up chips; leave it empty on a level.</source>
        <translation>seule une pause fait un color-up ; laissez-le vide sur un niveau.</translation>
    </message>
    <message>
        <source>unknown field; a level has {level_fields} and a break has {break_fields}.</source>
        <translation>champ inconnu ; un niveau a {level_fields} et une pause a {break_fields}.</translation>
    </message>
    <message>
        <source>no value; every level and break needs its minutes.</source>
        <translation>aucune valeur ; chaque niveau et chaque pause a besoin de ses minutes.</translation>
    </message>
    <message>
        <source>no value; every level needs a {field}.</source>
        <translation>aucune valeur ; chaque niveau a besoin d&apos;un(e) {field}.</translation>
    </message>
    <message>
        <source>{game} is not a game name (write it as text).</source>
        <translation>{game} n&apos;est pas un nom de jeu (écrivez-le comme texte).</translation>
    </message>
    <message>
        <source>The structure&apos;s name must be text.</source>
        <translation>Le nom de la structure doit être un texte.</translation>
    </message>
    <message>
        <source>The structure has no &quot;levels&quot; list.</source>
        <translation>La structure n&apos;a pas de liste &quot;levels&quot;.</translation>
    </message>
    <message>
        <source>The structure must be an object with a &quot;levels&quot; list of levels and breaks.</source>
        <translation>La structure doit être un objet avec une liste &quot;levels&quot; de niveaux et de pauses.</translation>
    </message>
    <message>
        <source>Row {number} of &quot;levels&quot; is {item}, not an object like {{&quot;small_blind&quot;: 25, &quot;big_blind&quot;: 50, &quot;minutes&quot;: 20}}.</source>
        <translation>La ligne {number} de &quot;levels&quot; est {item}, pas un objet comme {{&quot;small_blind&quot;: 25, &quot;big_blind&quot;: 50, &quot;minutes&quot;: 20}}.</translation>
    </message>
    <message>
        <source>The structure file</source>
        <translation>Le fichier de structure</translation>
    </message>
    <message>
        <source>one level or break</source>
        <translation>un niveau ou une pause</translation>
    </message>
    <message>
        <source>line {line}: the value &apos;{extra}&apos; is not under any column of the header.</source>
        <translation>ligne {line} : la valeur &apos;{extra}&apos; n&apos;est sous aucune colonne de l&apos;en-tête.</translation>
    </message>
    <message>
        <source>line {line}: the structure has more than {max_rows} rows; the most allowed is {max_rows}.</source>
        <translation>ligne {line} : la structure a plus de {max_rows} lignes ; au plus {max_rows} sont permises.</translation>
    </message>
    <message>
        <source>line {line_num}: the CSV file cannot be read ({exc}).</source>
        <translation>ligne {line_num} : le fichier CSV ne peut pas être lu ({exc}).</translation>
    </message>
    <message>
        <source>The CSV file is empty; it needs a header row such as {csv_columns}.</source>
        <translation>Le fichier CSV est vide ; il lui faut une ligne d&apos;en-tête comme {csv_columns}.</translation>
    </message>
    <message>
        <source>line {line} ({subject}): {text}</source>
        <translation>ligne {line} ({subject}) : {text}</translation>
    </message>
    <message>
        <source>line {line}: unknown column &apos;{column}&apos;; the columns are {csv_columns}.</source>
        <translation>ligne {line} : colonne inconnue &apos;{column}&apos; ; les colonnes sont {csv_columns}.</translation>
    </message>
    <message>
        <source>line {line}: the column &apos;{column}&apos; appears twice.</source>
        <translation>ligne {line} : la colonne &apos;{column}&apos; apparaît deux fois.</translation>
    </message>
    <message>
        <source>line {line}: the header has no &apos;minutes&apos; column; the columns are {csv_columns}.</source>
        <translation>ligne {line} : l&apos;en-tête n&apos;a pas de colonne &apos;minutes&apos; ; les colonnes sont {csv_columns}.</translation>
    </message>
</context>
<context>
    <name>domain.structure.levels</name>
    <message>
        <source>There is no level {level}: this structure has {levels}.</source>
        <translation>Il n&apos;y a pas de niveau {level} : cette structure a {levels}.</translation>
    </message>
    <message>
        <source>There is no row {index}: this structure has {rows}.</source>
        <translation>Il n&apos;y a pas de ligne {index} : cette structure a {rows}.</translation>
    </message>
    <message>
        <source>{row}: {problem}</source>
        <translation>{row} : {problem}</translation>
    </message>
    <message>
        <source>{what} must be text.</source>
        <translation>{what} doit être un texte.</translation>
    </message>
    <message>
        <source>{what} is longer than {limit} characters.</source>
        <translation>{what} dépasse {limit} caractères.</translation>
    </message>
    <message>
        <source>{what} contains a line break or control character.</source>
        <translation>{what} contient un saut de ligne ou un caractère de contrôle.</translation>
    </message>
    <message>
        <source>{what} &apos;{value}&apos; starts or ends with a space.</source>
        <translation>{what} &apos;{value}&apos; commence ou finit par une espace.</translation>
    </message>
    <message>
        <source>The structure name</source>
        <translation>Le nom de la structure</translation>
    </message>
    <message>
        <source>The structure has {rows}; the most allowed is {max_rows}.</source>
        <translation>La structure a {rows} ; au plus {max_rows} sont permises.</translation>
    </message>
    <message>
        <source>The structure needs at least one level.</source>
        <translation>La structure doit avoir au moins un niveau.</translation>
    </message>
    <message>
        <source>A structure row must be a level or a break, not {row}.</source>
        <translation>Une ligne de structure doit être un niveau ou une pause, pas {row}.</translation>
    </message>
    <message>
        <source>the minutes must be a whole number.</source>
        <translation>les minutes doivent être un nombre entier.</translation>
    </message>
    <message>
        <source>it must last at least one minute.</source>
        <translation>il doit durer au moins une minute.</translation>
    </message>
    <message>
        <source>it lasts {minutes} minutes; the longest allowed is {max_minutes} (24 hours).</source>
        <translation>il dure {minutes} minutes ; le maximum permis est {max_minutes} (24 heures).</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>la petite blind</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>la grosse blind</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>l&apos;ante</translation>
    </message>
    <message>
        <source>the {label} must be a whole number of chips.</source>
        <translation>{label} doit être un nombre entier de jetons.</translation>
    </message>
    <message>
        <source>the {label} of {amount} chips is too large.</source>
        <translation>{label} de {amount} jetons est trop grande.</translation>
    </message>
    <message>
        <source>the small blind must be more than zero.</source>
        <translation>la petite blind doit être supérieure à zéro.</translation>
    </message>
    <message>
        <source>the big blind must be more than zero.</source>
        <translation>la grosse blind doit être supérieure à zéro.</translation>
    </message>
    <message>
        <source>the big blind ({big_blind}) is smaller than the small blind ({small_blind}).</source>
        <translation>la grosse blind ({big_blind}) est plus petite que la petite blind ({small_blind}).</translation>
    </message>
    <message>
        <source>the ante cannot be negative.</source>
        <translation>l&apos;ante ne peut pas être négative.</translation>
    </message>
    <message>
        <source>big_blind_ante must be true or false.</source>
        <translation>big_blind_ante doit être true ou false.</translation>
    </message>
    <message>
        <source>it is marked big-blind ante but the ante is 0; give the ante or remove the mark.</source>
        <translation>il est marqué big blind ante mais l&apos;ante est de 0 ; indiquez l&apos;ante ou retirez la marque.</translation>
    </message>
    <message>
        <source>the game name</source>
        <translation>le nom du jeu</translation>
    </message>
    <message>
        <source>it colours up {value}, which is not a chip value.</source>
        <translation>il fait un color-up de {value}, qui n&apos;est pas une valeur de jeton.</translation>
    </message>
    <message>
        <source>it colours up the {value} chips twice.</source>
        <translation>il fait deux fois le color-up des jetons de {value}.</translation>
    </message>
    <message>
        <source>the {label} goes down from {old} (level {before_number}) to {new}; blinds never go down.</source>
        <translation>{label} baisse de {old} (niveau {before_number}) à {new} ; les blinds ne baissent jamais.</translation>
    </message>
    <message>
        <source>the ante goes down from {ante} (level {before_number}) to {new_ante}; antes are never reduced (TDA 2024 RP-11).</source>
        <translation>l&apos;ante baisse de {ante} (niveau {before_number}) à {new_ante} ; les antes ne sont jamais réduites (TDA 2024 RP-11).</translation>
    </message>
    <message>
        <source>it colours up the {culprit} chips, but level {level_numbers} ({row}) still needs them for its {label} of {amount}.</source>
        <translation>il fait le color-up des jetons de {culprit}, mais le niveau {level_numbers} ({row}) en a encore besoin pour {label} de {amount}.</translation>
    </message>
    <message>
        <source>the {label} of {amount} can&apos;t be paid with the chips in play ({in_play}).</source>
        <translation>{label} de {amount} ne peut pas être payée avec les jetons en jeu ({in_play}).</translation>
    </message>
    <message>
        <source>it colours up {d} chips, but the chip set has none (it has {denominations}).</source>
        <translation>il fait le color-up de jetons de {d}, mais la mallette n&apos;en a pas (elle a {denominations}).</translation>
    </message>
    <message>
        <source>it colours up the {d} chips, but they already left at {where}.</source>
        <translation>il fait le color-up des jetons de {d}, mais ils sont déjà partis à {where}.</translation>
    </message>
    <message>
        <source>it colours up the {d} chips, but no larger chip stays in play to exchange them for.</source>
        <translation>il fait le color-up des jetons de {d}, mais aucun jeton plus grand ne reste en jeu pour les échanger.</translation>
    </message>
    <message>
        <source>it colours up the {d} chips, but they can&apos;t be exchanged evenly for {target} chips.</source>
        <translation>il fait le color-up des jetons de {d}, mais ils ne s&apos;échangent pas exactement contre des jetons de {target}.</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Niveau {level}</translation>
    </message>
    <message>
        <source>The break after level {level}</source>
        <translation>La pause après le niveau {level}</translation>
    </message>
    <message>
        <source>The break before level 1</source>
        <translation>La pause avant le niveau 1</translation>
    </message>
</context>
<context>
    <name>domain.structure.suggest</name>
    <message>
        <source>The chips in play must be more than zero.</source>
        <translation>Les jetons en jeu doivent être plus de zéro.</translation>
    </message>
    <message>
        <source>A starting stack of {starting_stack} is less than {shallowest} big blinds at the smallest blinds the chips allow ({small_blind}/{big_blind}).</source>
        <translation>Un tapis de départ de {starting_stack} fait moins de {shallowest} grosses blinds aux plus petites blinds que les jetons permettent ({small_blind}/{big_blind}).</translation>
    </message>
    <message>
        <source>{players} can&apos;t finish in {target_hours} hours with {level_minutes}-minute levels: the blinds would have to grow {growth}x a level. Choose shorter levels or a longer target.</source>
        <translation>{players} ne peuvent pas finir en {target_hours} heures avec des niveaux de {level_minutes} minutes : les blinds devraient être multipliées par {growth} à chaque niveau. Choisissez des niveaux plus courts ou une durée cible plus longue.</translation>
    </message>
    <message>
        <source>The starting stack must be between 1 and {max_stack} chips.</source>
        <translation>Le tapis de départ doit être entre 1 et {max_stack} jetons.</translation>
    </message>
    <message>
        <source>Expect between 2 and {max_players} players.</source>
        <translation>Prévoyez entre 2 et {max_players} joueurs.</translation>
    </message>
    <message>
        <source>The target duration must be more than zero and at most 48 hours.</source>
        <translation>La durée cible doit être supérieure à zéro et d&apos;au plus 48 heures.</translation>
    </message>
    <message>
        <source>Levels must last between 1 and 240 minutes.</source>
        <translation>Les niveaux doivent durer entre 1 et 240 minutes.</translation>
    </message>
    <message>
        <source>Antes can start at level 1 at the earliest.</source>
        <translation>Les antes peuvent commencer au plus tôt au niveau 1.</translation>
    </message>
    <message>
        <source>Breaks come after every 1 or more levels.</source>
        <translation>Les pauses viennent après chaque bloc de 1 niveau ou plus.</translation>
    </message>
    <message>
        <source>Breaks must last between 1 and 240 minutes.</source>
        <translation>Les pauses doivent durer entre 1 et 240 minutes.</translation>
    </message>
    <message>
        <source>That target needs more than {most_levels} levels of {level_minutes} minutes; choose longer levels.</source>
        <translation>Cette durée cible demande plus de {most_levels} niveaux de {level_minutes} minutes ; choisissez des niveaux plus longs.</translation>
    </message>
    <message>
        <source>A {hours}-hour target with {level_minutes}-minute levels leaves too few levels; choose shorter levels or a longer target.</source>
        <translation>Une durée cible de {hours} heures avec des niveaux de {level_minutes} minutes laisse trop peu de niveaux ; choisissez des niveaux plus courts ou une durée cible plus longue.</translation>
    </message>
</context>
<context>
    <name>domain.tournament.event</name>
    <message>
        <source>An event cannot be a flight of itself.</source>
        <translation>Un tournoi ne peut pas être un flight de lui-même.</translation>
    </message>
    <message>
        <source>There is no event number {parent} for this flight to feed.</source>
        <translation>Il n&apos;y a pas de tournoi numéro {parent} que ce flight pourrait alimenter.</translation>
    </message>
    <message>
        <source>Event {parent} ({event}) is itself a flight; flights feed a Day 2 event.</source>
        <translation>Le tournoi {parent} ({event}) est lui-même un flight ; les flights alimentent un tournoi Day 2.</translation>
    </message>
    <message>
        <source>Other events are flights of this one, so it cannot be a flight itself.</source>
        <translation>D&apos;autres tournois sont des flights de celui-ci, il ne peut donc pas être lui-même un flight.</translation>
    </message>
    <message>
        <source>Event {event_id} already exists.</source>
        <translation>Le tournoi {event_id} existe déjà.</translation>
    </message>
    <message>
        <source>Unknown event setting: {unknown}.</source>
        <translation>Réglage de tournoi inconnu : {unknown}.</translation>
    </message>
    <message>
        <source>Nothing to change: the event already has those settings.</source>
        <translation>Rien à changer : le tournoi a déjà ces réglages.</translation>
    </message>
</context>
<context>
    <name>domain.tournament.flights</name>
    <message>
        <source>event {event_id}</source>
        <translation>tournoi {event_id}</translation>
    </message>
    <message>
        <source>{event} is closed: its survivors have gone on to Day 2.</source>
        <translation>{event} est clôturé : ses survivants sont passés au Day 2.</translation>
    </message>
    <message>
        <source>{who} survived {event} and is through to Day 2: a survivor cannot enter another flight.</source>
        <translation>{who} a survécu à {event} et est qualifié pour le Day 2 : un survivant ne peut pas entrer dans un autre flight.</translation>
    </message>
    <message>
        <source>{who} is still playing {event}.</source>
        <translation>{who} joue encore {event}.</translation>
    </message>
    <message>
        <source>{who} already has a seat in {event}: no more flights.</source>
        <translation>{who} a déjà un siège dans {event} : plus de flights.</translation>
    </message>
</context>
<context>
    <name>domain.tournament.late_policies</name>
    <message>
        <source>full starting stack (TDA 2024 Rule 8-A)</source>
        <translation>tapis de départ complet (TDA 2024 Rule 8-A)</translation>
    </message>
    <message>
        <source>small + big blind of every level started deducted (House A-4)</source>
        <translation>blinds de chaque niveau entamé retirées (House A-4)</translation>
    </message>
    <message>
        <source>a fixed number of chips deducted for every level started (house policy)</source>
        <translation>jetons fixes retirés par niveau entamé (règle maison)</translation>
    </message>
    <message>
        <source>small blind, big blind and ante of every level started deducted</source>
        <translation>blinds et ante de chaque niveau entamé retirées</translation>
    </message>
    <message>
        <source>small + big blind of every level started deducted, up to a cap (house policy)</source>
        <translation>blinds de chaque niveau retirées, avec plafond (règle maison)</translation>
    </message>
</context>
<context>
    <name>domain.tournament.settings</name>
    <message>
        <source>the highest-numbered of the fullest tables</source>
        <extracomment>Rulebook id → title, read from the rulebook records. Which of the fullest tables gives a player (TDA 2024 Rule 11-C), as the director reads it.</extracomment>
        <translation>la table pleine au numéro le plus haut</translation>
    </message>
    <message>
        <source>the lowest-numbered of the fullest tables</source>
        <translation>la table pleine au numéro le plus bas</translation>
    </message>
    <message>
        <source>share the places, as at different tables</source>
        <extracomment>Players busted on one hand-for-hand hand at the same table: RP-8-A has them share the places paid on that hand, whichever table they sat at; a house may order them by their chips at the start of the hand instead (a house rule, named as one).</extracomment>
        <translation>partager les places, comme à des tables différentes</translation>
    </message>
    <message>
        <source>more chips at the start of the hand finishes higher (house rule)</source>
        <translation>plus de jetons au début de la main finit plus haut (règle maison)</translation>
    </message>
    <message>
        <source>fixed: the eliminator is paid the whole bounty</source>
        <extracomment>How an elimination pays the bounty on the busted entry&apos;s head: all of it in cash (a fixed knockout), or, in a progressive knockout (PKO), a share in cash and the rest onto the eliminator&apos;s own bounty (``domain.results.bounties``); in a mystery bounty every bounty goes into a set of prizes and, from a chosen moment, each elimination draws one of them (``domain.results.mystery``).</extracomment>
        <translation>fixe : l&apos;éliminateur touche toute la prime</translation>
    </message>
    <message>
        <source>progressive: a share in cash, the rest onto the eliminator&apos;s bounty</source>
        <translation>progressive : une part en espèces, le reste sur sa propre prime</translation>
    </message>
    <message>
        <source>mystery: from a chosen moment each elimination draws a prize</source>
        <translation>mystère : dès un moment choisi, chaque élimination tire un prix</translation>
    </message>
    <message>
        <source>drawn by the winner</source>
        <extracomment>Where a mystery bounty&apos;s draws left at the end of the night go.</extracomment>
        <translation>tirés par le vainqueur</translation>
    </message>
    <message>
        <source>split among the final table&apos;s players</source>
        <translation>partagés entre les joueurs de la table finale</translation>
    </message>
    <message>
        <source>Full names</source>
        <extracomment>How the web companion shows players&apos; names (``floortool.web``).</extracomment>
        <translation>Noms complets</translation>
    </message>
    <message>
        <source>Initials only</source>
        <translation>Initiales seulement</translation>
    </message>
    <message>
        <source>in cash to the next place</source>
        <extracomment>The views a room screen of the web companion rotates through (``/display``). Where a satellite&apos;s pool left over after the seats goes (``domain.results.satellite``).</extracomment>
        <translation>en espèces à la place suivante</translation>
    </message>
    <message>
        <source>split among the seat winners</source>
        <translation>partagé entre les gagnants de siège</translation>
    </message>
    <message>
        <source>Closed: the desk registers players</source>
        <extracomment>Whether players may sign up from their phones (``domain.registration.sign_ups``).</extracomment>
        <translation>Fermée : l&apos;accueil inscrit les joueurs</translation>
    </message>
    <message>
        <source>Open: players sign up from their phones</source>
        <translation>Ouverte : les joueurs se préinscrivent depuis leur téléphone</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>The kinds of setting: what its value is and how it is typed in. The dialog&apos;s sections, in order. Each section&apos;s heading, as the director reads it.</extracomment>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>Placement</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>Late registration</source>
        <translation>Inscription tardive</translation>
    </message>
    <message>
        <source>Re-entries, rebuys and add-ons</source>
        <translation>Ré-entrées, recaves et add-ons</translation>
    </message>
    <message>
        <source>Flight</source>
        <translation>Flight</translation>
    </message>
    <message>
        <source>Unknown {what} &apos;{value}&apos;; choose one of: {known}.</source>
        <extracomment>The automation&apos;s section: edited in its own dialog (*Clock &gt; Automation…*), not in the settings dialog&apos;s sections.</extracomment>
        <translation>« {what} » inconnu : &apos;{value}&apos; ; choisissez parmi : {known}.</translation>
    </message>
    <message>
        <source>The {setting} must be text.</source>
        <translation>Le réglage « {setting} » doit être du texte.</translation>
    </message>
    <message>
        <source>The {setting} must be a whole number.</source>
        <translation>Le réglage « {setting} » doit être un nombre entier.</translation>
    </message>
    <message>
        <source>no sound</source>
        <extracomment>The sounds a moment may play (the bundled cues, ``resources/sounds``).</extracomment>
        <translation>aucun son</translation>
    </message>
    <message>
        <source>level chime</source>
        <translation>carillon de niveau</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>break-over chime</source>
        <translation>carillon de reprise</translation>
    </message>
    <message>
        <source>no flash</source>
        <translation>pas de flash</translation>
    </message>
    <message>
        <source>flash</source>
        <translation>flash</translation>
    </message>
    <message>
        <source>A line shows for {low} to {high} seconds, or 0: not shown.</source>
        <extracomment>The automation&apos;s four actions: the setting&apos;s id is ``on_&lt;moment&gt;_&lt;action&gt;``.</extracomment>
        <translation>Une ligne s&apos;affiche de {low} à {high} secondes, ou 0 : pas affichée.</translation>
    </message>
    <message>
        <source>sound at {moment}</source>
        <extracomment>How a sentence names an action at a moment: &quot;sound at a new level&quot;.</extracomment>
        <translation>son à {moment}</translation>
    </message>
    <message>
        <source>line at {moment}</source>
        <translation>ligne à {moment}</translation>
    </message>
    <message>
        <source>show at {moment}</source>
        <translation>durée d&apos;affichage à {moment}</translation>
    </message>
    <message>
        <source>flash at {moment}</source>
        <translation>flash à {moment}</translation>
    </message>
    <message>
        <source>a new level</source>
        <extracomment>The moments as a sentence names them (``moments.MOMENT_TITLES`` begin a line).</extracomment>
        <translation>un nouveau niveau</translation>
    </message>
    <message>
        <source>a break</source>
        <translation>une pause</translation>
    </message>
    <message>
        <source>the end of a break</source>
        <translation>la fin d&apos;une pause</translation>
    </message>
    <message>
        <source>one minute left</source>
        <translation>la dernière minute</translation>
    </message>
    <message>
        <source>late registration closes</source>
        <translation>la fin des inscriptions tardives</translation>
    </message>
    <message>
        <source>the money bubble</source>
        <translation>la bulle</translation>
    </message>
    <message>
        <source>in the money</source>
        <translation>l&apos;entrée dans l&apos;argent</translation>
    </message>
    <message>
        <source>the final table</source>
        <translation>la table finale</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>son</translation>
    </message>
    <message>
        <source>{moment}: the sound the window plays (none: silent)</source>
        <translation>{moment} : le son que joue la fenêtre (aucun : silence)</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>no line</source>
        <translation>aucune ligne</translation>
    </message>
    <message>
        <source>{moment}: the line spoken where speech is on, and shown for the seconds given; fields in braces such as {{level}}, {{blinds}}, {{players_left}} (blank: none)</source>
        <translation>{moment} : la ligne dite là où la voix est activée, et affichée pendant les secondes indiquées ; des champs entre accolades comme {{level}}, {{blinds}}, {{players_left}} (vide : aucune)</translation>
    </message>
    <message>
        <source>Show for</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source> seconds</source>
        <translation> secondes</translation>
    </message>
    <message>
        <source>not shown</source>
        <translation>non affichée</translation>
    </message>
    <message>
        <source>{moment}: the seconds the line shows over every room screen (0: not shown)</source>
        <translation>{moment} : les secondes pendant lesquelles la ligne s&apos;affiche sur chaque écran de salle (0 : non affichée)</translation>
    </message>
    <message>
        <source>Flash</source>
        <translation>Flash</translation>
    </message>
    <message>
        <source>{moment}: flash the room&apos;s screens (on or off)</source>
        <translation>{moment} : faire clignoter les écrans de la salle (oui ou non)</translation>
    </message>
    <message>
        <source>Level {level}: blinds {blinds}.</source>
        <extracomment>What the room is told at a level by default (today&apos;s spoken announcement), and at a break: templates (their fields filled when a moment comes), said in the station&apos;s language while they stay as they are; a line the director typed is said as typed.</extracomment>
        <translation>Niveau {level} : blinds {blinds}.</translation>
    </message>
    <message>
        <source>Break: {minutes} minutes.</source>
        <translation>Pause : {minutes} minutes.</translation>
    </message>
    <message>
        <source>The event needs a name.</source>
        <translation>Le tournoi a besoin d&apos;un nom.</translation>
    </message>
    <message>
        <source>The event&apos;s name</source>
        <translation>Le nom du tournoi</translation>
    </message>
    <message>
        <source>The event name is longer than {most} characters.</source>
        <translation>Le nom du tournoi dépasse {most} caractères.</translation>
    </message>
    <message>
        <source>The bounty ({bounty}) comes out of the buy-in, so it cannot be more than the buy-in ({buy_in}).</source>
        <translation>La prime ({bounty}) est prise sur le buy-in, elle ne peut donc pas dépasser le buy-in ({buy_in}).</translation>
    </message>
    <message>
        <source>Mystery draws share the whole bounty pool, so they start after late registration closes (at the end of level {close}): from level {first} on, or in the money.</source>
        <translation>Les tirages mystère se partagent toute la cagnotte des primes, ils commencent donc après la fin des inscriptions tardives (à la fin du niveau {close}) : à partir du niveau {first}, ou dans l&apos;argent.</translation>
    </message>
    <message>
        <source>The table order lists {listed} but the event has {tables}.</source>
        <translation>L&apos;ordre des tables en cite {listed}, mais le tournoi en a {tables}.</translation>
    </message>
    <message>
        <source>An early balance tolerance needs both the tolerance and the number of tables above which it applies (or neither).</source>
        <translation>Un écart toléré en début de tournoi demande à la fois l&apos;écart et le nombre de tables au-delà duquel il s&apos;applique (ou aucun des deux).</translation>
    </message>
    <message>
        <source>The early balance tolerance runs from the balance tolerance ({tolerance}) to {most}: tables are balanced more tightly as the event goes on.</source>
        <translation>L&apos;écart toléré en début de tournoi va de l&apos;écart toléré ({tolerance}) à {most} : les tables sont équilibrées plus strictement au fil du tournoi.</translation>
    </message>
    <message>
        <source>&apos;{view}&apos; is not a room-screen view; name some of: {known}.</source>
        <translation>&apos;{view}&apos; n&apos;est pas une vue d&apos;écran de salle ; nommez-en parmi : {known}.</translation>
    </message>
    <message>
        <source>An empty name is not a room-screen view; name some of: {known}.</source>
        <translation>Un nom vide n&apos;est pas une vue d&apos;écran de salle ; nommez-en parmi : {known}.</translation>
    </message>
    <message>
        <source>Name each room-screen view once.</source>
        <translation>Nommez chaque vue d&apos;écran de salle une seule fois.</translation>
    </message>
    <message>
        <source>The live status feed&apos;s address is longer than {most} characters.</source>
        <translation>L&apos;adresse du flux d&apos;état en direct dépasse {most} caractères.</translation>
    </message>
    <message>
        <source>The live status feed&apos;s address may not hold spaces or control characters.</source>
        <translation>L&apos;adresse du flux d&apos;état en direct ne peut contenir ni espaces ni caractères de contrôle.</translation>
    </message>
    <message>
        <source>The live status feed is sent over the web: its address starts with http:// or https:// (got &apos;{url}&apos;).</source>
        <translation>Le flux d&apos;état en direct est envoyé sur le web : son adresse commence par http:// ou https:// (reçu : &apos;{url}&apos;).</translation>
    </message>
    <message>
        <source>The live status feed&apos;s address has a port that is not a number: &apos;{url}&apos;.</source>
        <translation>L&apos;adresse du flux d&apos;état en direct a un port qui n&apos;est pas un nombre : &apos;{url}&apos;.</translation>
    </message>
    <message>
        <source>The live status feed&apos;s address names no host: &apos;{url}&apos;.</source>
        <translation>L&apos;adresse du flux d&apos;état en direct n&apos;indique aucun hôte : &apos;{url}&apos;.</translation>
    </message>
    <message>
        <source>Rebuy and add-on prices and fees cannot be negative.</source>
        <translation>Les prix et frais des recaves et add-ons ne peuvent pas être négatifs.</translation>
    </message>
    <message>
        <source>A rebuy or add-on gives at least one chip.</source>
        <translation>Une recave ou un add-on donne au moins un jeton.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>the event&apos;s name</source>
        <translation>le nom du tournoi</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>event type</source>
        <translation>type de tournoi</translation>
    </message>
    <message>
        <source>event type text (FTR / FTRA select FTR decks)</source>
        <translation>texte du type de tournoi (FTR / FTRA choisissent les jeux FTR)</translation>
    </message>
    <message>
        <source>e.g. No-Limit Hold&apos;em freezeout (FTR, FTRA)</source>
        <translation>p. ex. No-Limit Hold&apos;em freezeout (FTR, FTRA)</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Règlement</translation>
    </message>
    <message>
        <source>the rulebook the floor follows (it sets late registration&apos;s defaults)</source>
        <translation>le règlement que suit le floor (il fixe les valeurs par défaut de l&apos;inscription tardive)</translation>
    </message>
    <message>
        <source>rulebook</source>
        <translation>règlement</translation>
    </message>
    <message>
        <source>Hand-for-hand, one table</source>
        <translation>Main par main, une table</translation>
    </message>
    <message>
        <source>order of hand-for-hand busts at one table</source>
        <translation>ordre des éliminations en main par main à une table</translation>
    </message>
    <message>
        <source>hand-for-hand bust order</source>
        <translation>ordre des éliminations en main par main</translation>
    </message>
    <message>
        <source>players busted on one hand-for-hand hand at the same table: share the places (TDA 2024 RP-8-A makes no exception for one table), or, as a house rule, more chips at the start of the hand finishes higher (Robert&apos;s events always go by chips, A-17)</source>
        <translation>joueurs éliminés sur une même main en main par main à la même table : partager les places (TDA 2024 RP-8-A ne fait pas d&apos;exception pour une table) ou, en règle maison, plus de jetons au début de la main finit plus haut (Robert&apos;s classe toujours aux jetons, A-17)</translation>
    </message>
    <message>
        <source>Names on the web</source>
        <translation>Noms sur le web</translation>
    </message>
    <message>
        <source>names on the web</source>
        <translation>noms sur le web</translation>
    </message>
    <message>
        <source>way of showing names</source>
        <translation>façon d&apos;afficher les noms</translation>
    </message>
    <message>
        <source>how the web companion&apos;s pages show players&apos; names: full, or initials only</source>
        <translation>comment les pages web compagnon montrent les noms des joueurs : complets ou initiales seulement</translation>
    </message>
    <message>
        <source>Screen views</source>
        <translation>Vues d&apos;écran</translation>
    </message>
    <message>
        <source>screen views</source>
        <translation>vues d&apos;écran</translation>
    </message>
    <message>
        <source>the views the web room screens (/display) rotate through, in order: {views}</source>
        <translation>les vues que parcourent les écrans de salle web (/display), dans l&apos;ordre : {views}</translation>
    </message>
    <message>
        <source>Screen view time</source>
        <translation>Durée d&apos;une vue</translation>
    </message>
    <message>
        <source>screen view time</source>
        <translation>durée d&apos;une vue</translation>
    </message>
    <message>
        <source>how long a web room screen shows each view (each page of the seating)</source>
        <translation>combien de temps un écran de salle web montre chaque vue (chaque page du placement)</translation>
    </message>
    <message>
        <source>A room-screen view shows for {low} to {high} seconds.</source>
        <translation>Une vue d&apos;écran de salle s&apos;affiche de {low} à {high} secondes.</translation>
    </message>
    <message>
        <source>Live status feed</source>
        <translation>Flux d&apos;état en direct</translation>
    </message>
    <message>
        <source>live status feed</source>
        <translation>flux d&apos;état en direct</translation>
    </message>
    <message>
        <source>No live status feed</source>
        <translation>Pas de flux d&apos;état en direct</translation>
    </message>
    <message>
        <source>where the window (or the web companion&apos;s server) sends the event&apos;s live status as JSON on every change and every 30 seconds: an http or https address</source>
        <translation>où la fenêtre (ou le serveur web compagnon) envoie l&apos;état en direct du tournoi en JSON à chaque changement et toutes les 30 secondes : une adresse http ou https</translation>
    </message>
    <message>
        <source>Sign-up from phones</source>
        <translation>Préinscription par téléphone</translation>
    </message>
    <message>
        <source>sign-up from phones</source>
        <translation>préinscription par téléphone</translation>
    </message>
    <message>
        <source>sign-up state</source>
        <translation>état des préinscriptions</translation>
    </message>
    <message>
        <source>open: the room display and the poster show a code that opens the sign-up page, and each sign-up waits at the desk until the money is taken</source>
        <translation>ouverte : l&apos;affichage de salle et l&apos;affiche montrent un code qui ouvre la page de préinscription, et chaque préinscription attend à l&apos;accueil jusqu&apos;au paiement</translation>
    </message>
    <message>
        <source>Sign-ups waiting at most</source>
        <translation>Préinscriptions en attente au plus</translation>
    </message>
    <message>
        <source>sign-up cap</source>
        <translation>nombre maximal de préinscriptions en attente</translation>
    </message>
    <message>
        <source> players</source>
        <translation> joueurs</translation>
    </message>
    <message>
        <source>the most sign-ups from phones that may wait at the desk at once</source>
        <translation>le plus de préinscriptions par téléphone qui peuvent attendre à l&apos;accueil en même temps</translation>
    </message>
    <message>
        <source>From 1 to {most} sign-ups may wait at once.</source>
        <translation>De 1 à {most} préinscriptions peuvent attendre à la fois.</translation>
    </message>
    <message>
        <source>Late entrants get</source>
        <translation>Les entrées tardives reçoivent</translation>
    </message>
    <message>
        <source>late-registration policy</source>
        <translation>règle d&apos;inscription tardive</translation>
    </message>
    <message>
        <source>what a late entrant gets (default: the rulebook&apos;s)</source>
        <translation>ce que reçoit une entrée tardive (par défaut : selon le règlement)</translation>
    </message>
    <message>
        <source>Closes at the end of</source>
        <translation>Ferme à la fin du</translation>
    </message>
    <message>
        <source>late registration&apos;s closing level</source>
        <translation>niveau de fin des inscriptions tardives</translation>
    </message>
    <message>
        <source>Never by itself</source>
        <translation>Jamais d&apos;elle-même</translation>
    </message>
    <message>
        <source>Late registration closes at the end of this level (or when you close it)</source>
        <translation>L&apos;inscription tardive ferme à la fin de ce niveau (ou quand vous la fermez)</translation>
    </message>
    <message>
        <source>Late registration must close at the end of level 1 or later.</source>
        <translation>Les inscriptions tardives doivent fermer à la fin du niveau 1 ou plus tard.</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Tapis de départ</translation>
    </message>
    <message>
        <source>starting stack</source>
        <translation>tapis de départ</translation>
    </message>
    <message>
        <source>chips every entrant starts with</source>
        <translation>les jetons avec lesquels chaque entrée commence</translation>
    </message>
    <message>
        <source> chips</source>
        <translation> jetons</translation>
    </message>
    <message>
        <source>The starting stack must be more than zero chips.</source>
        <translation>Le tapis de départ doit compter plus de zéro jeton.</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <source>buy-in</source>
        <translation>buy-in</translation>
    </message>
    <message>
        <source>the prize part of an entry: 50 or 50.00</source>
        <translation>la part d&apos;une entrée qui va aux prix : 50 ou 50.00</translation>
    </message>
    <message>
        <source>Buy-in and fee cannot be negative.</source>
        <translation>Le buy-in et les frais ne peuvent pas être négatifs.</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Frais</translation>
    </message>
    <message>
        <source>fee</source>
        <translation>frais</translation>
    </message>
    <message>
        <source>the house&apos;s part of an entry: 5 or 5.00</source>
        <translation>la part de la maison sur une entrée : 5 ou 5.00</translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation>Prime</translation>
    </message>
    <message>
        <source>bounty</source>
        <translation>prime</translation>
    </message>
    <message>
        <source>knockout bounty: paid out of each buy-in to whoever busts the entry (blank or 0: no bounties)</source>
        <translation>prime de knockout : payée sur chaque buy-in à qui élimine l&apos;entrée (vide ou 0 : pas de primes)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>The bounty cannot be negative.</source>
        <translation>La prime ne peut pas être négative.</translation>
    </message>
    <message>
        <source>Bounty format</source>
        <translation>Format de prime</translation>
    </message>
    <message>
        <source>bounty format</source>
        <translation>format de prime</translation>
    </message>
    <message>
        <source>fixed: the eliminator is paid the whole bounty; progressive (PKO): a share in cash, the rest onto the eliminator&apos;s own bounty (the Bounty is each entry&apos;s starting bounty); mystery: every bounty goes into a set of prizes, and from a chosen moment each elimination draws one</source>
        <translation>fixe : l&apos;éliminateur touche toute la prime ; progressive (PKO) : une part en espèces, le reste sur la prime de l&apos;éliminateur (la Prime est la prime de départ de chaque entrée) ; mystère : toutes les primes forment un lot de prix et, à partir d&apos;un moment choisi, chaque élimination en tire un</translation>
    </message>
    <message>
        <source>PKO cash share</source>
        <translation>Part en espèces PKO</translation>
    </message>
    <message>
        <source>progressive bounty&apos;s cash share</source>
        <translation>part en espèces de la prime progressive</translation>
    </message>
    <message>
        <source>progressive knockout: the share of a busted entry&apos;s bounty paid to the eliminator in cash (default 50); the rest goes onto the eliminator&apos;s own bounty</source>
        <translation>knockout progressif : la part de la prime d&apos;une entrée éliminée payée en espèces à l&apos;éliminateur (50 par défaut) ; le reste va sur sa propre prime</translation>
    </message>
    <message>
        <source>The cash share of a bounty runs from 0 to 100 percent.</source>
        <translation>La part en espèces d&apos;une prime va de 0 à 100 pour cent.</translation>
    </message>
    <message>
        <source>Mystery draws from level</source>
        <translation>Tirages mystère à partir du niveau</translation>
    </message>
    <message>
        <source>level the mystery draws start at</source>
        <translation>niveau de début des tirages mystère</translation>
    </message>
    <message>
        <source>In the money</source>
        <translation>Dans l&apos;argent</translation>
    </message>
    <message>
        <source>mystery bounty: eliminations draw a prize from the start of this level on (blank: once the players left are all paid); before it they pay nothing</source>
        <translation>prime mystère : les éliminations tirent un prix à partir du début de ce niveau (vide : dès que tous les joueurs restants sont payés) ; avant, elles ne rapportent rien</translation>
    </message>
    <message>
        <source>Mystery draws start at level 1 or later.</source>
        <translation>Les tirages mystère commencent au niveau 1 ou plus tard.</translation>
    </message>
    <message>
        <source>Mystery draws left</source>
        <translation>Tirages mystère restants</translation>
    </message>
    <message>
        <source>mystery draws left over</source>
        <translation>tirages mystère restants</translation>
    </message>
    <message>
        <source>way of giving the draws left over</source>
        <translation>façon d&apos;attribuer les tirages restants</translation>
    </message>
    <message>
        <source>mystery bounty: the prizes nobody drew by the end go to the winner, or are split evenly among the final table&apos;s players</source>
        <translation>prime mystère : les prix que personne n&apos;a tirés à la fin vont au vainqueur, ou sont partagés à parts égales entre les joueurs de la table finale</translation>
    </message>
    <message>
        <source>PKO rounding</source>
        <translation>Arrondi PKO</translation>
    </message>
    <message>
        <source>progressive bounty&apos;s rounding unit</source>
        <translation>unité d&apos;arrondi PKO</translation>
    </message>
    <message>
        <source>to the cent</source>
        <translation>au centime</translation>
    </message>
    <message>
        <source>progressive knockout: pay the cash part of a bounty in whole units of this (e.g. 1.00 or 5.00, the smallest chip or note at the cage); what is left over goes onto the eliminator&apos;s own bounty (blank or 0: to the cent); mystery bounty: a split prize is shared in these units</source>
        <translation>knockout progressif : payer la part en espèces d&apos;une prime en unités entières de ce montant (p. ex. 1.00 ou 5.00, le plus petit jeton ou billet à la caisse) ; le reste va sur la prime de l&apos;éliminateur (vide ou 0 : au centime) ; prime mystère : un prix partagé l&apos;est dans ces unités</translation>
    </message>
    <message>
        <source>The PKO rounding unit runs from {low} to {high}.</source>
        <translation>L&apos;unité d&apos;arrondi PKO va de {low} à {high}.</translation>
    </message>
    <message>
        <source>Satellite seat</source>
        <translation>Siège du satellite</translation>
    </message>
    <message>
        <source>satellite seat value</source>
        <translation>valeur d&apos;un siège de satellite</translation>
    </message>
    <message>
        <source>not a satellite</source>
        <translation>pas un satellite</translation>
    </message>
    <message>
        <source>a satellite: the value of one seat it awards; seats = prize pool / seat value, and play stops when the players left equal the seats (0: not a satellite)</source>
        <translation>un satellite : la valeur d&apos;un siège qu&apos;il attribue ; sièges = prize pool / valeur du siège, et le jeu s&apos;arrête quand les joueurs restants égalent les sièges (0 : pas un satellite)</translation>
    </message>
    <message>
        <source>The satellite seat value cannot be negative.</source>
        <translation>La valeur d&apos;un siège de satellite ne peut pas être négative.</translation>
    </message>
    <message>
        <source>Satellite remainder</source>
        <translation>Reste du satellite</translation>
    </message>
    <message>
        <source>satellite remainder</source>
        <translation>reste du satellite</translation>
    </message>
    <message>
        <source>way of paying the satellite remainder</source>
        <translation>façon de payer le reste du satellite</translation>
    </message>
    <message>
        <source>the pool left over after the seats: paid in cash to the next place (as GGPoker&apos;s satellite rules do), or split among the seat winners</source>
        <translation>la cagnotte restante après les sièges : payée en espèces à la place suivante (comme le font les règles satellite de GGPoker), ou partagée entre les gagnants de siège</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>number of tables</source>
        <translation>nombre de tables</translation>
    </message>
    <message>
        <source>how many tables the event uses; 0: one after another as the field grows</source>
        <translation>combien de tables utilise le tournoi ; 0 : l&apos;une après l&apos;autre à mesure que le field grandit</translation>
    </message>
    <message>
        <source>as the field grows</source>
        <translation>selon le field</translation>
    </message>
    <message>
        <source>Tables must be between 0 and {most}.</source>
        <translation>Le nombre de tables va de 0 à {most}.</translation>
    </message>
    <message>
        <source>Seats per table</source>
        <translation>Sièges par table</translation>
    </message>
    <message>
        <source>seats per table</source>
        <translation>sièges par table</translation>
    </message>
    <message>
        <source>seats at every table ({low} to {high})</source>
        <translation>sièges à chaque table ({low} à {high})</translation>
    </message>
    <message>
        <source> seats</source>
        <translation> sièges</translation>
    </message>
    <message>
        <source>A table has between {low} and {high} seats.</source>
        <translation>Une table a entre {low} et {high} sièges.</translation>
    </message>
    <message>
        <source>Chips per level</source>
        <translation>Jetons par niveau</translation>
    </message>
    <message>
        <source>chips deducted per level</source>
        <translation>jetons retirés par niveau</translation>
    </message>
    <message>
        <source>chips deducted per level started (the &apos;per-level&apos; policy)</source>
        <translation>jetons retirés par niveau commencé (la règle &apos;per-level&apos;)</translation>
    </message>
    <message>
        <source>The chips deducted per level cannot be negative.</source>
        <translation>Les jetons retirés par niveau ne peuvent pas être négatifs.</translation>
    </message>
    <message>
        <source>Deduct at most</source>
        <translation>Retirer au plus</translation>
    </message>
    <message>
        <source>late-registration deduction cap</source>
        <translation>plafond de retrait de l&apos;inscription tardive</translation>
    </message>
    <message>
        <source>the most chips the blinds deducted may take (the &apos;capped-blinds&apos; policy)</source>
        <translation>le plus de jetons que peuvent prendre les blinds retirées (la règle &apos;capped-blinds&apos;)</translation>
    </message>
    <message>
        <source>The deduction cap cannot be negative.</source>
        <translation>Le plafond de retrait ne peut pas être négatif.</translation>
    </message>
    <message>
        <source>Re-entries per player</source>
        <translation>Ré-entrées par joueur</translation>
    </message>
    <message>
        <source>re-entries per player</source>
        <translation>ré-entrées par joueur</translation>
    </message>
    <message>
        <source>re-entries per player (default 0: a freezeout)</source>
        <translation>ré-entrées par joueur (0 par défaut : un freezeout)</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Sans limite</translation>
    </message>
    <message>
        <source>none (freezeout)</source>
        <translation>aucune (freezeout)</translation>
    </message>
    <message>
        <source>Re-entries per player cannot be negative.</source>
        <translation>Les ré-entrées par joueur ne peuvent pas être négatives.</translation>
    </message>
    <message>
        <source>Rebuys per entry</source>
        <translation>Recaves par entrée</translation>
    </message>
    <message>
        <source>rebuys per entry</source>
        <translation>recaves par entrée</translation>
    </message>
    <message>
        <source>rebuys per entry (default 0: none)</source>
        <translation>recaves par entrée (0 par défaut : aucune)</translation>
    </message>
    <message>
        <source>Rebuys per player cannot be negative.</source>
        <translation>Les recaves par joueur ne peuvent pas être négatives.</translation>
    </message>
    <message>
        <source>Rebuys until the end of</source>
        <translation>Recaves jusqu&apos;à la fin du</translation>
    </message>
    <message>
        <source>last rebuy level</source>
        <translation>dernier niveau de recave</translation>
    </message>
    <message>
        <source>rebuys end at the end of this level</source>
        <translation>les recaves finissent à la fin de ce niveau</translation>
    </message>
    <message>
        <source>No level limit</source>
        <translation>Sans limite de niveau</translation>
    </message>
    <message>
        <source>Rebuys must end at the end of level 1 or later.</source>
        <translation>Les recaves doivent se terminer à la fin du niveau 1 ou plus tard.</translation>
    </message>
    <message>
        <source>Rebuy with at most</source>
        <translation>Recave avec au plus</translation>
    </message>
    <message>
        <source>rebuy stack limit</source>
        <translation>limite de tapis pour la recave</translation>
    </message>
    <message>
        <source>a player may rebuy with at most this many chips (blank: the starting stack)</source>
        <translation>un joueur peut se recaver avec au plus ce nombre de jetons (vide : le tapis de départ)</translation>
    </message>
    <message>
        <source>the starting stack</source>
        <translation>le tapis de départ</translation>
    </message>
    <message>
        <source>The rebuy stack limit cannot be negative.</source>
        <translation>La limite de tapis pour la recave ne peut pas être négative.</translation>
    </message>
    <message>
        <source>Rebuy chips</source>
        <translation>Jetons de recave</translation>
    </message>
    <message>
        <source>rebuy chips</source>
        <translation>jetons de recave</translation>
    </message>
    <message>
        <source>chips a rebuy gives (blank: the starting stack)</source>
        <translation>jetons que donne une recave (vide : le tapis de départ)</translation>
    </message>
    <message>
        <source>Rebuy price</source>
        <translation>Prix de la recave</translation>
    </message>
    <message>
        <source>rebuy price</source>
        <translation>prix de la recave</translation>
    </message>
    <message>
        <source>a rebuy&apos;s prize money (blank: the buy-in)</source>
        <translation>l&apos;argent d&apos;une recave qui va aux prix (vide : le buy-in)</translation>
    </message>
    <message>
        <source>the buy-in</source>
        <translation>le buy-in</translation>
    </message>
    <message>
        <source>Rebuy fee</source>
        <translation>Frais de recave</translation>
    </message>
    <message>
        <source>rebuy fee</source>
        <translation>frais de recave</translation>
    </message>
    <message>
        <source>a rebuy&apos;s fee to the house (blank: the fee)</source>
        <translation>les frais d&apos;une recave pour la maison (vide : les frais)</translation>
    </message>
    <message>
        <source>the fee</source>
        <translation>les frais</translation>
    </message>
    <message>
        <source>Add-ons per entry</source>
        <translation>Add-ons par entrée</translation>
    </message>
    <message>
        <source>add-ons per entry</source>
        <translation>add-ons par entrée</translation>
    </message>
    <message>
        <source>add-ons per entry (default 0: none)</source>
        <translation>add-ons par entrée (0 par défaut : aucun)</translation>
    </message>
    <message>
        <source>Add-ons per player cannot be negative.</source>
        <translation>Les add-ons par joueur ne peuvent pas être négatifs.</translation>
    </message>
    <message>
        <source>Add-ons until the end of</source>
        <translation>Add-ons jusqu&apos;à la fin du</translation>
    </message>
    <message>
        <source>last add-on level</source>
        <translation>dernier niveau d&apos;add-on</translation>
    </message>
    <message>
        <source>add-ons are offered through the end of this level and the break after it</source>
        <translation>les add-ons sont proposés jusqu&apos;à la fin de ce niveau et pendant la pause qui suit</translation>
    </message>
    <message>
        <source>Add-ons must end at the end of level 1 or later.</source>
        <translation>Les add-ons doivent se terminer à la fin du niveau 1 ou plus tard.</translation>
    </message>
    <message>
        <source>Add-on chips</source>
        <translation>Jetons d&apos;add-on</translation>
    </message>
    <message>
        <source>add-on chips</source>
        <translation>jetons d&apos;add-on</translation>
    </message>
    <message>
        <source>chips an add-on gives (blank: the starting stack)</source>
        <translation>jetons que donne un add-on (vide : le tapis de départ)</translation>
    </message>
    <message>
        <source>Add-on price</source>
        <translation>Prix de l&apos;add-on</translation>
    </message>
    <message>
        <source>add-on price</source>
        <translation>prix de l&apos;add-on</translation>
    </message>
    <message>
        <source>an add-on&apos;s prize money (blank: the buy-in)</source>
        <translation>l&apos;argent d&apos;un add-on qui va aux prix (vide : le buy-in)</translation>
    </message>
    <message>
        <source>Add-on fee</source>
        <translation>Frais d&apos;add-on</translation>
    </message>
    <message>
        <source>add-on fee</source>
        <translation>frais d&apos;add-on</translation>
    </message>
    <message>
        <source>an add-on&apos;s fee to the house (blank: the fee)</source>
        <translation>les frais d&apos;un add-on pour la maison (vide : les frais)</translation>
    </message>
    <message>
        <source>This event is</source>
        <translation>Ce tournoi est</translation>
    </message>
    <message>
        <source>flight</source>
        <translation>flight</translation>
    </message>
    <message>
        <source>this event is a flight (Day 1A, 1B ...) of that Day 2 event</source>
        <translation>ce tournoi est un flight (Day 1A, 1B…) de ce tournoi Day 2</translation>
    </message>
    <message>
        <source>Not a flight</source>
        <translation>Pas un flight</translation>
    </message>
    <message>
        <source>A flight feeds an existing event (its number).</source>
        <translation>Un flight alimente un tournoi existant (son numéro).</translation>
    </message>
    <message>
        <source>Table order</source>
        <translation>Ordre des tables</translation>
    </message>
    <message>
        <source>table order</source>
        <translation>ordre des tables</translation>
    </message>
    <message>
        <source>the order tables open in as the field grows (blank: 1, 2, 3 ...)</source>
        <translation>l&apos;ordre d&apos;ouverture des tables à mesure que le field grandit (vide : 1, 2, 3…)</translation>
    </message>
    <message>
        <source>1, 2, 3 ... (or e.g. 1-10, 21-30:10)</source>
        <translation>1, 2, 3… (ou p. ex. 1-10, 21-30:10)</translation>
    </message>
    <message>
        <source>Tables differ by at most</source>
        <translation>Écart maximal entre tables</translation>
    </message>
    <message>
        <source>balance tolerance</source>
        <translation>écart toléré entre tables</translation>
    </message>
    <message>
        <source>the largest difference allowed between the fullest and the shortest table; 1 moves a player as soon as a table is two short</source>
        <translation>le plus grand écart permis entre la table la plus pleine et la plus courte ; 1 déplace un joueur dès qu&apos;il manque deux joueurs à une table</translation>
    </message>
    <message>
        <source> player(s)</source>
        <translation> joueur(s)</translation>
    </message>
    <message>
        <source>The balance tolerance is the largest difference allowed between the fullest and the shortest table: 1 to {most}. 0 is not possible: with an odd number of players, two tables would pass a player back and forth forever.</source>
        <translation>L&apos;écart toléré est la plus grande différence permise entre la table la plus pleine et la plus courte : de 1 à {most}. 0 est impossible : avec un nombre impair de joueurs, deux tables se renverraient un joueur sans fin.</translation>
    </message>
    <message>
        <source>Early in the event</source>
        <translation>Tôt dans le tournoi</translation>
    </message>
    <message>
        <source>early balance tolerance</source>
        <translation>écart toléré en début de tournoi</translation>
    </message>
    <message>
        <source>balance more loosely while many tables are open, then tighten</source>
        <translation>équilibrer plus largement tant que beaucoup de tables sont ouvertes, puis resserrer</translation>
    </message>
    <message>
        <source>no early tolerance</source>
        <translation>pas de tolérance en début</translation>
    </message>
    <message>
        <source>while more than</source>
        <translation>tant que plus de</translation>
    </message>
    <message>
        <source>tables the early tolerance applies above</source>
        <translation>tables au-delà desquelles s&apos;applique l&apos;écart de début</translation>
    </message>
    <message>
        <source>... while more than this many tables are open</source>
        <translation>… tant que plus de tables que cela sont ouvertes</translation>
    </message>
    <message>
        <source> tables</source>
        <translation> tables</translation>
    </message>
    <message>
        <source>The early tolerance applies while more than N tables are open; N runs from 1 to {most}.</source>
        <translation>L&apos;écart de début s&apos;applique tant que plus de N tables sont ouvertes ; N va de 1 à {most}.</translation>
    </message>
    <message>
        <source>Break order</source>
        <translation>Ordre de cassage</translation>
    </message>
    <message>
        <source>break order</source>
        <translation>ordre de cassage des tables</translation>
    </message>
    <message>
        <source>tables to break first, in order, e.g. &quot;12, 11, 30-21&quot;; the others break highest number first</source>
        <translation>tables à casser d&apos;abord, dans l&apos;ordre, p. ex. &quot;12, 11, 30-21&quot; ; les autres cassent en commençant par le plus grand numéro</translation>
    </message>
    <message>
        <source>Highest number first (or e.g. 12, 11, 30-21)</source>
        <translation>Plus grand numéro d&apos;abord (ou p. ex. 12, 11, 30-21)</translation>
    </message>
    <message>
        <source>A player comes from</source>
        <translation>Un joueur vient de</translation>
    </message>
    <message>
        <source>giving table</source>
        <translation>table qui donne un joueur</translation>
    </message>
    <message>
        <source>which table gives a player when several are fullest</source>
        <translation>quelle table donne un joueur quand plusieurs sont les plus pleines</translation>
    </message>
    <message>
        <source>Break tables to seat</source>
        <translation>Casser des tables pour asseoir</translation>
    </message>
    <message>
        <source>players per table before a table breaks</source>
        <translation>joueurs par table avant de casser une table</translation>
    </message>
    <message>
        <source>break a table as soon as the others seat everyone at this many players per table (e.g. 9 at 10-seat tables)</source>
        <translation>casser une table dès que les autres assoient tout le monde à ce nombre de joueurs par table (p. ex. 9 à des tables de 10)</translation>
    </message>
    <message>
        <source>Every seat</source>
        <translation>Chaque siège</translation>
    </message>
    <message>
        <source> per table</source>
        <translation> par table</translation>
    </message>
    <message>
        <source>A table seats 2 to {seats} (the seats per table), not {value}.</source>
        <translation>Une table accueille de 2 à {seats} (les sièges par table), pas {value}.</translation>
    </message>
    <message>
        <source>Final table</source>
        <translation>Table finale</translation>
    </message>
    <message>
        <source>final table size</source>
        <translation>taille de la table finale</translation>
    </message>
    <message>
        <source>players at the final table (two tables of five make a 9-handed final)</source>
        <translation>joueurs à la table finale (deux tables de cinq font une finale à 9)</translation>
    </message>
    <message>
        <source>A full table</source>
        <translation>Une table pleine</translation>
    </message>
    <message>
        <source>The final table seats 2 to {seats} (the seats per table), not {value}.</source>
        <translation>La table finale accueille de 2 à {seats} (les sièges par table), pas {value}.</translation>
    </message>
    <message>
        <source>The &apos;{policy}&apos; policy needs {needs}.</source>
        <extracomment>Every setting, in the order the settings are checked.</extracomment>
        <translation>La règle &apos;{policy}&apos; demande {needs}.</translation>
    </message>
</context>
<context>
    <name>door_checklist</name>
    <message>
        <source>Before the doors open</source>
        <translation>Avant l&apos;ouverture des portes</translation>
    </message>
    <message>
        <source>Register players first</source>
        <translation>Inscrire d&apos;abord les joueurs</translation>
    </message>
    <message>
        <source>Tables uneven: draw seats to even them at random</source>
        <translation>Tables inégales : tirer les sièges pour les équilibrer au hasard</translation>
    </message>
    <message>
        <source>Everyone has a seat</source>
        <translation>Tout le monde a un siège</translation>
    </message>
    <message>
        <source>Structure set</source>
        <translation>Structure définie</translation>
    </message>
    <message>
        <source>{count} level</source>
        <translation>{count} niveau</translation>
    </message>
    <message>
        <source>{count} levels</source>
        <translation>{count} niveaux</translation>
    </message>
    <message>
        <source>No levels yet</source>
        <translation>Pas encore de niveaux</translation>
    </message>
    <message>
        <source>Players registered</source>
        <translation>Joueurs inscrits</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} joueur</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
    <message>
        <source>Nobody yet</source>
        <translation>Personne pour l&apos;instant</translation>
    </message>
    <message>
        <source>Seats drawn</source>
        <translation>Sièges tirés</translation>
    </message>
    <message>
        <source>Seat cards printed</source>
        <translation>Cartes de siège imprimées</translation>
    </message>
    <message>
        <source>Every seat&apos;s card printed</source>
        <translation>La carte de chaque siège est imprimée</translation>
    </message>
    <message>
        <source>{count} card to print</source>
        <translation>{count} carte à imprimer</translation>
    </message>
    <message>
        <source>{count} cards to print</source>
        <translation>{count} cartes à imprimer</translation>
    </message>
    <message>
        <source>Draw seats first</source>
        <translation>Tirer d&apos;abord les sièges</translation>
    </message>
    <message>
        <source>Start the clock</source>
        <translation>Lancer l&apos;horloge</translation>
    </message>
    <message>
        <source>When the doors open</source>
        <translation>À l&apos;ouverture des portes</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Structure</translation>
    </message>
    <message>
        <source>Levels, breaks and antes on the Structure page</source>
        <translation>Niveaux, pauses et antes sur la page Structure</translation>
    </message>
    <message>
        <source>Register…</source>
        <translation>Inscrire…</translation>
    </message>
    <message>
        <source>The registration desk (Ctrl+R)</source>
        <translation>L&apos;accueil des inscriptions (Ctrl+R)</translation>
    </message>
    <message>
        <source>Draw seats</source>
        <translation>Tirer les sièges</translation>
    </message>
    <message>
        <source>The same draw as the Tables page&apos;s Draw seats</source>
        <translation>Le même tirage que « Tirer les sièges » sur la page Tables</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>The seat cards not printed yet, on the Reports page</source>
        <translation>Les cartes de siège pas encore imprimées, sur la page Documents</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Start the clock (Space)</source>
        <translation>Lancer l&apos;horloge (Espace)</translation>
    </message>
    <message>
        <source>{waiting} waiting for a seat</source>
        <translation>{waiting} en attente d&apos;un siège</translation>
    </message>
</context>
<context>
    <name>entries</name>
    <message>
        <source>seated</source>
        <extracomment>Status words as the floor says them.</extracomment>
        <translation>assis</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>busted</source>
        <translation>éliminé</translation>
    </message>
    <message>
        <source>to Day 2</source>
        <translation>vers le Day 2</translation>
    </message>
    <message>
        <source>{text} (alt {alternate})</source>
        <extracomment>Sort keys put the waiting list after every seat and busted entries after it.</extracomment>
        <translation>{text} (remplaçant {alternate})</translation>
    </message>
    <message>
        <source>{name}, entry {entry_number} (#{id})</source>
        <translation>{name}, entrée {entry_number} (#{id})</translation>
    </message>
    <message>
        <source>registered in level {level}</source>
        <translation>inscrit au niveau {level}</translation>
    </message>
    <message>
        <source>counted at {0} UTC</source>
        <translation>compté à {0} UTC</translation>
    </message>
    <message>
        <source>{deduction} chips deducted</source>
        <translation>{deduction} jetons déduits</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>{action}: not done</source>
        <translation>{action} : non effectué</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>floortool: unexpected error</source>
        <translation>floortool : erreur inattendue</translation>
    </message>
    <message>
        <source>Something went wrong: {kind}: {error}</source>
        <translation>Quelque chose s&apos;est mal passé : {kind} : {error}</translation>
    </message>
    <message>
        <source>Actions already done are saved in the journal. The error was written to the log in {0}; please send it to whoever looks after floortool.</source>
        <translation>Les actions déjà faites sont enregistrées dans le journal. L&apos;erreur a été écrite dans le journal technique dans {0} ; merci de l&apos;envoyer à la personne qui s&apos;occupe de floortool.</translation>
    </message>
    <message>
        <source>Action</source>
        <extracomment>The window the message boxes belong to (set once the main window exists; not ``QApplication.activeWindow()``, which PySide6 6.12.0 mis-counts when it is None).</extracomment>
        <translation>Action</translation>
    </message>
</context>
<context>
    <name>event_dialog</name>
    <message>
        <source>New event</source>
        <translation>Nouveau tournoi</translation>
    </message>
    <message>
        <source>Create event</source>
        <translation>Créer le tournoi</translation>
    </message>
    <message>
        <source>Open event</source>
        <translation>Ouvrir le tournoi</translation>
    </message>
    <message>
        <source>Double-click an event, or select it and press Open.</source>
        <translation>Double-cliquer sur un tournoi, ou le sélectionner et appuyer sur Ouvrir.</translation>
    </message>
</context>
<context>
    <name>event_form</name>
    <message>
        <source>Buy-in</source>
        <extracomment>Field names given to ``parse_money``: they start its refusal message (&quot;Buy-in: ...&quot;).</extracomment>
        <translation>Buy-in</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Frais</translation>
    </message>
    <message>
        <source>closes at the end of level {close_level}</source>
        <translation>ferment à la fin du niveau {close_level}</translation>
    </message>
    <message>
        <source>closes when you say</source>
        <translation>ferment quand vous le décidez</translation>
    </message>
    <message>
        <source>Late entries: {0}; registration {closes}.</source>
        <translation>Entrées tardives : {0} ; inscriptions {closes}.</translation>
    </message>
    <message>
        <source>e.g. Tuesday League, week 12</source>
        <translation>p. ex. Ligue du mardi, semaine 12</translation>
    </message>
    <message>
        <source>e.g. No-Limit Hold&apos;em freezeout (FTR, FTRA)</source>
        <translation>p. ex. No-Limit Hold&apos;em freezeout (FTR, FTRA)</translation>
    </message>
    <message>
        <source> chips</source>
        <translation> jetons</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation>&amp;Type</translation>
    </message>
    <message>
        <source>&amp;Rulebook</source>
        <translation>&amp;Règlement</translation>
    </message>
    <message>
        <source>Starting &amp;stack</source>
        <translation>&amp;Tapis de départ</translation>
    </message>
    <message>
        <source>&amp;Buy-in</source>
        <translation>&amp;Buy-in</translation>
    </message>
    <message>
        <source>&amp;Fee</source>
        <translation>&amp;Frais</translation>
    </message>
</context>
<context>
    <name>event_settings_dialog</name>
    <message>
        <source>Only the settings you change are sent, as one action that Edit &gt; Undo takes back. A blank rebuy or add-on amount means the default shown in grey: the starting stack, the buy-in or the fee.</source>
        <extracomment>The dialog&apos;s size: wide enough for the rulebooks&apos; and policies&apos; long titles. The early tolerance&apos;s two settings share one row.</extracomment>
        <translation>Seuls les paramètres modifiés sont envoyés, en une action qu&apos;Édition &gt; Annuler reprend. Un montant de recave ou d&apos;add-on vide signifie la valeur par défaut affichée en gris : le tapis de départ, le buy-in ou les frais.</translation>
    </message>
    <message>
        <source>A knockout bounty comes out of every entry&apos;s buy-in (re-entries too) and is paid to whoever eliminates that entry (in a progressive knockout, the cash share is paid and the rest added to the eliminator&apos;s own bounty); the winner keeps their own. It is not in the prize pool. Rebuys and add-ons carry no bounty.</source>
        <translation>Une prime de knockout est prélevée sur le buy-in de chaque entrée (ré-entrées comprises) et payée à qui élimine cette entrée (en progressive knockout, la part en espèces est payée et le reste ajouté à la prime de l&apos;éliminateur) ; le vainqueur garde la sienne. Elle n&apos;est pas dans le prize pool. Les recaves et add-ons ne portent pas de prime.</translation>
    </message>
    <message>
        <source>A flight (Day 1A, 1B…) sends its survivors on to a Day 2 event.</source>
        <translation>Un flight (Day 1A, 1B…) envoie ses survivants vers un tournoi Day 2.</translation>
    </message>
    <message>
        <source>Balancing moves a player when tables differ by more than the tolerance ({0}); tables break in the break order ({1}); the final table is redrawn when everyone fits at it ({2}).</source>
        <translation>L&apos;équilibrage déplace un joueur quand les tables diffèrent de plus que la tolérance ({0}) ; les tables sont cassées dans l&apos;ordre de cassage ({1}) ; la table finale est retirée quand tout le monde y tient ({2}).</translation>
    </message>
    <message>
        <source>Flight of {name}</source>
        <translation>Flight de {name}</translation>
    </message>
    <message>
        <source>an event no longer listed</source>
        <translation>un tournoi qui n&apos;est plus listé</translation>
    </message>
    <message>
        <source>Flight of {named}</source>
        <translation>Flight de {named}</translation>
    </message>
    <message>
        <source>Other events are flights of this one, so it cannot be a flight itself.</source>
        <translation>D&apos;autres tournois sont des flights de celui-ci, il ne peut donc pas être lui-même un flight.</translation>
    </message>
    <message>
        <source>The Day 2 event this event&apos;s survivors go on to</source>
        <translation>Le tournoi Day 2 où vont les survivants de ce tournoi</translation>
    </message>
    <message>
        <source>Event settings</source>
        <translation>Paramètres du tournoi</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Enregistrer les modifications</translation>
    </message>
    <message>
        <source>Event settings: {name}</source>
        <translation>Paramètres du tournoi : {name}</translation>
    </message>
    <message>
        <source>{0}: busts on one hand are placed by chips ({1})</source>
        <translation>{0} : les éliminés d&apos;une même main sont classés aux jetons ({1})</translation>
    </message>
    <message>
        <source>{message} Nothing was changed.</source>
        <translation>{message} Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>leaves {0} of each buy-in for the prize pool</source>
        <translation>laisse {0} de chaque buy-in pour le prize pool</translation>
    </message>
</context>
<context>
    <name>events</name>
    <message>
        <source>Finished</source>
        <translation>Terminé</translation>
    </message>
</context>
<context>
    <name>final_draw</name>
    <message>
        <source>Seat {seat} · {player}{card}</source>
        <translation>Siège {seat} · {player}{card}</translation>
    </message>
    <message>
        <source>Button: seat {button} ({0}, high card)</source>
        <translation>Bouton : siège {button} ({0}, carte haute)</translation>
    </message>
    <message>
        <source>{card}   Seat {seat} · {player}</source>
        <translation>{card}   Siège {seat} · {player}</translation>
    </message>
    <message>
        <source>Final table: table {table}</source>
        <translation>Table finale : table {table}</translation>
    </message>
    <message>
        <source>Seats: {rule}
Button: {button_rule}</source>
        <translation>Sièges : {rule}
Bouton : {button_rule}</translation>
    </message>
</context>
<context>
    <name>floor_map</name>
    <message>
        <source>moved {count} time</source>
        <extracomment>How close to the visible edge a drag scrolls the map.</extracomment>
        <translation>déplacé {count} fois</translation>
    </message>
    <message>
        <source>moved {count} times</source>
        <translation>déplacé {count} fois</translation>
    </message>
    <message>
        <source>, {manual_moves} by hand</source>
        <translation>, {manual_moves} à la main</translation>
    </message>
    <message>
        <source>Table {number} seat {seat}</source>
        <translation>Table {number} siège {seat}</translation>
    </message>
    <message>
        <source>dead button</source>
        <translation>bouton mort</translation>
    </message>
    <message>
        <source>dead small blind</source>
        <translation>petite blind morte</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>petite blind</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>grosse blind</translation>
    </message>
    <message>
        <source>out of play</source>
        <translation>hors jeu</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>locked to this seat</source>
        <translation>bloqué à ce siège</translation>
    </message>
    <message>
        <source>{where}: {name} (player #{player_id}){tail}</source>
        <translation>{where} : {name} (joueur n° {player_id}){tail}</translation>
    </message>
    <message>
        <source>Table {table} has finished the hand: its button moves on</source>
        <translation>La table {table} a fini la main : son bouton avance</translation>
    </message>
    <message>
        <source>Table {table} is still playing the hand-for-hand hand</source>
        <translation>La table {table} joue encore la main du main par main</translation>
    </message>
    <message>
        <source>Table {table} has finished the hand-for-hand hand</source>
        <translation>La table {table} a fini la main du main par main</translation>
    </message>
    <message>
        <source>Table {table}: click for the table&apos;s actions (hand finished, button draw)</source>
        <translation>Table {table} : cliquer pour les actions de la table (main finie, tirage du bouton)</translation>
    </message>
</context>
<context>
    <name>floor_map_geometry</name>
    <message>
        <source>a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats}</source>
        <extracomment>Space between cards and around the grid. Between a seat box and the card&apos;s edge. Clear space between two seat boxes stacked in a column. The &quot;Hand finished&quot; button on the felt, and the tick of a table that has finished.</extracomment>
        <translation>une table a de {MIN_SEATS} à {MAX_SEATS} sièges, pas {seats}</translation>
    </message>
    <message>
        <source>no room for the badge on a table of {0}</source>
        <translation>pas de place pour le badge sur une table de {0}</translation>
    </message>
</context>
<context>
    <name>floor_map_paint</name>
    <message>
        <source>Hand finished</source>
        <extracomment>A mark moved off the dealer button&apos;s way sits this far under the dealer&apos;s place.</extracomment>
        <translation>Main finie</translation>
    </message>
    <message>
        <source>FINAL TABLE</source>
        <translation>TABLE FINALE</translation>
    </message>
    <message>
        <source>BUTTON?</source>
        <translation>BOUTON ?</translation>
    </message>
    <message>
        <source>DRAW BUTTON</source>
        <translation>TIRER LE BOUTON</translation>
    </message>
    <message>
        <source>DEAD SB</source>
        <translation>PB MORTE</translation>
    </message>
    <message>
        <source>DEAD BUTTON</source>
        <translation>BOUTON MORT</translation>
    </message>
    <message>
        <source>out of play</source>
        <translation>hors jeu</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
</context>
<context>
    <name>floor_page</name>
    <message>
        <source>New ruling…</source>
        <translation>Nouvelle décision…</translation>
    </message>
    <message>
        <source>The ruling wizard, from the situation search</source>
        <translation>L&apos;assistant de décision, depuis la recherche de situations</translation>
    </message>
    <message>
        <source>Clock call…</source>
        <translation>Clock…</translation>
    </message>
    <message>
        <source>Count down a clock called on a player (Ctrl+K); the tournament clock runs on</source>
        <translation>Décompter un clock demandé sur un joueur (Ctrl+K) ; l&apos;horloge du tournoi continue</translation>
    </message>
    <message>
        <source>What happened?</source>
        <translation>Que s&apos;est-il passé ?</translation>
    </message>
    <message>
        <source>Incident log</source>
        <translation>Journal des incidents</translation>
    </message>
    <message>
        <source>Calculators</source>
        <translation>Calculateurs</translation>
    </message>
    <message>
        <source>Rulings by {0}. Type what happened; Enter gives the ruling.</source>
        <translation>Décisions selon {0}. Décrire ce qui s&apos;est passé ; Entrée donne la décision.</translation>
    </message>
    <message>
        <source>Incident log ({total})</source>
        <translation>Journal des incidents ({total})</translation>
    </message>
</context>
<context>
    <name>formula_lab</name>
    <message>
        <source>Presets…</source>
        <translation>Modèles…</translation>
    </message>
    <message>
        <source>e.g. 10*sqrt(n)/sqrt(r)</source>
        <translation>p. ex. 10*sqrt(n)/sqrt(r)</translation>
    </message>
    <message>
        <source>Use for the season</source>
        <translation>Utiliser pour la saison</translation>
    </message>
    <message>
        <source>Make this the season&apos;s formula (a new rules version)</source>
        <translation>Faire de cette formule celle de la saison (une nouvelle version des règles)</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Formule</translation>
    </message>
    <message>
        <source>Tried on</source>
        <translation>Essayée sur</translation>
    </message>
    <message>
        <source>, imported</source>
        <translation>, importé</translation>
    </message>
    <message>
        <source>Type a formula to see its points per place.</source>
        <translation>Saisir une formule pour voir ses points par place.</translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation>Aucun avertissement.</translation>
    </message>
</context>
<context>
    <name>hand_for_hand_bar</name>
    <message>
        <source>{0:g} min</source>
        <extracomment>How many waiting tables the strip names; beyond that it counts them.</extracomment>
        <translation>{0:g} min</translation>
    </message>
    <message>
        <source>No time off the clock (it stays held)</source>
        <translation>Pas de temps retiré de l&apos;horloge (elle reste arrêtée)</translation>
    </message>
    <message>
        <source>{0} per hand</source>
        <translation>{0} par main</translation>
    </message>
    <message>
        <source>{text} (the most, {0})</source>
        <translation>{text} (au plus, {0})</translation>
    </message>
    <message>
        <source>table {0}</source>
        <translation>table {0}</translation>
    </message>
    <message>
        <source>{count} table</source>
        <translation>{count} table</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation>{count} tables</translation>
    </message>
    <message>
        <source>tables {0}</source>
        <translation>tables {0}</translation>
    </message>
    <message>
        <source>clock held</source>
        <translation>horloge arrêtée</translation>
    </message>
    <message>
        <source>Hand-for-hand hand {hand}</source>
        <translation>Main par main, main {hand}</translation>
    </message>
    <message>
        <source>waiting for </source>
        <translation>en attente de </translation>
    </message>
    <message>
        <source>every table has finished: deal the next hand</source>
        <translation>toutes les tables ont fini : distribuer la main suivante</translation>
    </message>
    <message>
        <source>no table is dealing</source>
        <translation>aucune table ne distribue</translation>
    </message>
    <message>
        <source>Start hand-for-hand</source>
        <translation>Main par main</translation>
    </message>
    <message>
        <source>Finish this hand, then hold: the clock is held and every table reports each hand, which takes {0} off the clock ({1}). ▾ for another time per hand.</source>
        <translation>Finir cette main, puis arrêter : l&apos;horloge est arrêtée et chaque table annonce chaque main, qui retire {0} de l&apos;horloge ({1}). ▾ pour un autre temps par main.</translation>
    </message>
    <message>
        <source>Press Hand finished on a table&apos;s felt when its hand is over: the next hand deals when every table has finished, and each hand takes its minutes off the held clock.</source>
        <translation>Appuyer sur Main finie sur le tapis d&apos;une table quand sa main est terminée : la main suivante est distribuée quand toutes les tables ont fini, et chaque main retire ses minutes de l&apos;horloge arrêtée.</translation>
    </message>
    <message>
        <source>Deal next hand now…</source>
        <translation>Distribuer la main suivante…</translation>
    </message>
    <message>
        <source>Start the next hand at every table, even if some have not reported this one</source>
        <translation>Commencer la main suivante à toutes les tables, même si certaines n&apos;ont pas annoncé celle-ci</translation>
    </message>
    <message>
        <source>Stop hand-for-hand</source>
        <translation>Arrêter le main par main</translation>
    </message>
    <message>
        <source>Back to normal play: the clock runs again</source>
        <translation>Retour au jeu normal : l&apos;horloge repart</translation>
    </message>
</context>
<context>
    <name>headers</name>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Why it was rejected</source>
        <translation>Pourquoi elle a été refusée</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Surnom</translation>
    </message>
    <message>
        <source>Membership</source>
        <translation>Adhésion</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>Contact</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Deal amount</source>
        <translation>Montant du deal</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Paired</source>
        <translation>Appairé</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Vu pour la dernière fois</translation>
    </message>
    <message>
        <source>The name the phone gave itself when it paired</source>
        <translation>Le nom que le téléphone s&apos;est donné à l&apos;appairage</translation>
    </message>
    <message>
        <source>The one table a dealer phone acts on</source>
        <translation>La table sur laquelle agit un téléphone de croupier</translation>
    </message>
    <message>
        <source>When the phone paired</source>
        <translation>Quand le téléphone a été appairé</translation>
    </message>
    <message>
        <source>When the phone last acted on the floor</source>
        <translation>Quand le téléphone a agi pour la dernière fois sur le floor</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <source>Deduction</source>
        <translation>Déduction</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation>Prime</translation>
    </message>
    <message>
        <source>Rebuys</source>
        <translation>Recaves</translation>
    </message>
    <message>
        <source>Add-ons</source>
        <translation>Add-ons</translation>
    </message>
    <message>
        <source>Chips bought</source>
        <translation>Jetons achetés</translation>
    </message>
    <message>
        <source>Last count</source>
        <translation>Dernier comptage</translation>
    </message>
    <message>
        <source>The player (nickname and membership number in the tooltip)</source>
        <translation>Le joueur (surnom et numéro d&apos;adhérent dans l&apos;infobulle)</translation>
    </message>
    <message>
        <source>1 for a first entry, 2 for the first re-entry ...</source>
        <translation>1 pour une première entrée, 2 pour la première ré-entrée…</translation>
    </message>
    <message>
        <source>Table number</source>
        <translation>Numéro de table</translation>
    </message>
    <message>
        <source>Seat number</source>
        <translation>Numéro de siège</translation>
    </message>
    <message>
        <source>Chips received on entry: the starting stack less the deduction</source>
        <translation>Jetons reçus à l&apos;entrée : le tapis de départ moins la déduction</translation>
    </message>
    <message>
        <source>Chips late registration took off the starting stack</source>
        <translation>Jetons retirés du tapis de départ par l&apos;inscription tardive</translation>
    </message>
    <message>
        <source>Seated, waiting for a seat (alternate), or busted</source>
        <translation>Assis, en attente d&apos;un siège (remplaçant) ou éliminé</translation>
    </message>
    <message>
        <source>The bounty on this player&apos;s head now (a progressive knockout&apos;s grows with each hit)</source>
        <translation>La prime sur la tête de ce joueur maintenant (en progressive knockout, elle grandit à chaque élimination)</translation>
    </message>
    <message>
        <source>Rebuys bought by this entry</source>
        <translation>Recaves achetées par cette entrée</translation>
    </message>
    <message>
        <source>Add-ons bought by this entry</source>
        <translation>Add-ons achetés par cette entrée</translation>
    </message>
    <message>
        <source>Every chip this entry brought into play: stack, rebuys and add-ons</source>
        <translation>Tous les jetons que cette entrée a mis en jeu : tapis, recaves et add-ons</translation>
    </message>
    <message>
        <source>The stack at its last count (0 once busted; blank: not counted yet)</source>
        <translation>Le tapis au dernier comptage (0 une fois éliminé ; vide : pas encore compté)</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Buy-in + fee</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créé</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Attend.</source>
        <translation>Présence</translation>
    </message>
    <message>
        <source>Adjust.</source>
        <translation>Ajust.</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Tournois</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleure</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Rank; &apos;=&apos; when shared after every tie-break</source>
        <translation>Rang ; « = » si partagé après tous les départages</translation>
    </message>
    <message>
        <source>Points counted + attendance + adjustments</source>
        <translation>Points comptés + présence + ajustements</translation>
    </message>
    <message>
        <source>Event points counted (the best N events under best N of M)</source>
        <translation>Points de tournois comptés (les N meilleurs tournois en « N meilleurs sur M »)</translation>
    </message>
    <message>
        <source>Attendance points</source>
        <translation>Points de présence</translation>
    </message>
    <message>
        <source>Bonuses and penalties</source>
        <translation>Bonus et pénalités</translation>
    </message>
    <message>
        <source>Events played (counted in brackets when fewer)</source>
        <translation>Tournois joués (entre parenthèses ceux comptés s&apos;ils sont moins nombreux)</translation>
    </message>
    <message>
        <source>First places</source>
        <translation>Premières places</translation>
    </message>
    <message>
        <source>Best finishing place</source>
        <translation>Meilleure place</translation>
    </message>
    <message>
        <source>Event points per event played</source>
        <translation>Points par tournoi joué</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>Events played</source>
        <translation>Tournois joués</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Formule</translation>
    </message>
    <message>
        <source>Best of</source>
        <translation>Meilleurs sur</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Compte</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Season&apos;s points</source>
        <translation>Points de la saison</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Détail</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>Share (%)</source>
        <translation>Part (%)</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Bounties</source>
        <translation>Primes</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Éliminations</translation>
    </message>
    <message>
        <source>Eliminated by</source>
        <translation>Éliminé par</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Signed out</source>
        <translation>Parti</translation>
    </message>
    <message>
        <source>Why this place</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>Finishing place; shared places show as a range</source>
        <translation>Place finale ; les places partagées s&apos;affichent en intervalle</translation>
    </message>
    <message>
        <source>The player</source>
        <translation>Le joueur</translation>
    </message>
    <message>
        <source>Prize for the place (shared places split their prizes)</source>
        <translation>Gain pour la place (les places partagées se partagent leurs gains)</translation>
    </message>
    <message>
        <source>Bounties won: the bounty of every player this entry eliminated (the winner&apos;s own too)</source>
        <translation>Primes gagnées : la prime de chaque joueur éliminé par cette entrée (celle du vainqueur aussi)</translation>
    </message>
    <message>
        <source>League points, once the event is recorded for a season (League page)</source>
        <translation>Points de ligue, une fois le tournoi enregistré pour une saison (page Ligue)</translation>
    </message>
    <message>
        <source>Eliminations this entry is credited with</source>
        <translation>Éliminations créditées à cette entrée</translation>
    </message>
    <message>
        <source>Who was credited with this elimination</source>
        <translation>À qui cette élimination a été créditée</translation>
    </message>
    <message>
        <source>The level the player busted in (the winner: the level the tournament ended in)</source>
        <translation>Le niveau où le joueur a été éliminé (le vainqueur : le niveau où le tournoi s&apos;est terminé)</translation>
    </message>
    <message>
        <source>Signed out to claim league points (house amendment A-16)</source>
        <translation>Parti pour réclamer ses points de ligue (amendement maison A-16)</translation>
    </message>
    <message>
        <source>The rule that decided the place, or the director&apos;s reason</source>
        <translation>La règle qui a décidé la place, ou la raison du directeur</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situation</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>When the ruling was recorded (local time)</source>
        <translation>Quand la décision a été enregistrée (heure locale)</translation>
    </message>
    <message>
        <source>The table it was given at</source>
        <translation>La table où elle a été donnée</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>The ruling&apos;s first sentence (the whole record opens with a double-click)</source>
        <translation>La première phrase de la décision (l&apos;enregistrement complet s&apos;ouvre d&apos;un double-clic)</translation>
    </message>
    <message>
        <source>The rules the ruling rests on</source>
        <translation>Les règles sur lesquelles repose la décision</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Ticket</source>
        <translation>Ticket</translation>
    </message>
    <message>
        <source>Used in</source>
        <translation>Utilisé dans</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Decided when the players left fit the seats</source>
        <translation>Décidé quand les joueurs restants tenaient dans les places</translation>
    </message>
    <message>
        <source>The code on the winner&apos;s voucher</source>
        <translation>Le code du bon du vainqueur</translation>
    </message>
    <message>
        <source>The event that took the ticket as a paid buy-in</source>
        <translation>Le tournoi qui a pris le ticket comme buy-in payé</translation>
    </message>
    <message>
        <source>The seat&apos;s value (with a share of the cash when it is split)</source>
        <translation>La valeur de la place (avec une part de l&apos;argent quand elle est partagée)</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Petite blind</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Grosse blind</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>BB ante</source>
        <translation>Ante BB</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minutes</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Colour-up</source>
        <translation>Change de jetons</translation>
    </message>
    <message>
        <source>Starts at</source>
        <translation>Début à</translation>
    </message>
    <message>
        <source>Floor: acts on every table. Dealer: one table&apos;s hands and button. Room screen: shows the display</source>
        <translation>Floor : agit à toutes les tables. Croupier : mains et bouton d&apos;une table. Écran de salle : montre l&apos;affichage</translation>
    </message>
</context>
<context>
    <name>import_dialog</name>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>Fichiers CSV (*.csv *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The file needs a header row with a name column; nickname, membership and contact columns are read when present, other columns are ignored. Membership numbers decide who is who: a row with a player&apos;s number, or with a name already there and no number, is rejected and listed here with its line number; a name already there with a new number is a namesake, imported as a new player.</source>
        <translation>Le fichier doit avoir une ligne d&apos;en-tête avec une colonne de nom ; les colonnes surnom, adhésion et contact sont lues si présentes, les autres ignorées. Les numéros d&apos;adhérent décident qui est qui : une ligne avec le numéro d&apos;un joueur, ou avec un nom déjà présent et sans numéro, est refusée et listée ici avec son numéro de ligne ; un nom déjà présent avec un nouveau numéro est un homonyme, importé comme nouveau joueur.</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importer des joueurs</translation>
    </message>
    <message>
        <source>Choose CSV file…</source>
        <translation>Choisir un fichier CSV…</translation>
    </message>
    <message>
        <source>No file imported yet.</source>
        <translation>Aucun fichier importé pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Import players from a CSV file</source>
        <translation>Importer des joueurs depuis un fichier CSV</translation>
    </message>
    <message>
        <source>Nothing was imported from {name}.</source>
        <translation>Rien n&apos;a été importé de {name}.</translation>
    </message>
    <message>
        <source>Imported {count} player</source>
        <translation>{count} joueur importé</translation>
    </message>
    <message>
        <source>Imported {count} players</source>
        <translation>{count} joueurs importés</translation>
    </message>
    <message>
        <source>; {count} row rejected (listed below).</source>
        <translation> ; {count} ligne refusée (listée ci-dessous).</translation>
    </message>
    <message>
        <source>; {count} rows rejected (listed below).</source>
        <translation> ; {count} lignes refusées (listées ci-dessous).</translation>
    </message>
    <message>
        <source> from {source}</source>
        <translation> depuis {source}</translation>
    </message>
    <message>
        <source>; no row was rejected.</source>
        <translation> ; aucune ligne refusée.</translation>
    </message>
</context>
<context>
    <name>incident_log</name>
    <message>
        <source>No ruling recorded yet: the rulings given are listed here, newest first.</source>
        <extracomment>The columns given a width (the ruling takes the rest; the others fit their text).</extracomment>
        <translation>Aucune décision enregistrée : les décisions données sont listées ici, les plus récentes d&apos;abord.</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <source>Hand {hand}</source>
        <translation>Main {hand}</translation>
    </message>
    <message>
        <source>Director {director}</source>
        <translation>Directeur {director}</translation>
    </message>
    <message>
        <source>Ruling {number}</source>
        <translation>Décision {number}</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Joueurs : {names}</translation>
    </message>
    <message>
        <source>Card {0} was the {1}</source>
        <translation>La carte {0} était {1}</translation>
    </message>
    <message>
        <source>Notes: {notes}</source>
        <translation>Notes : {notes}</translation>
    </message>
    <message>
        <source>Search the log: player, rule, table 4, note…</source>
        <translation>Chercher dans le journal : joueur, règle, table 4, note…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>The incident log on the Reports page (the rulings found, if searching), to print or save</source>
        <translation>Le journal des incidents sur la page Documents (les décisions trouvées, en cas de recherche), à imprimer ou enregistrer</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} sur {1}</translation>
    </message>
    <message>
        <source>1 ruling</source>
        <translation>1 décision</translation>
    </message>
    <message>
        <source>{0} rulings</source>
        <translation>{0} décisions</translation>
    </message>
</context>
<context>
    <name>lan_addresses</name>
    <message>
        <source>{h}  (phones on this network)</source>
        <translation>{h}  (téléphones sur ce réseau)</translation>
    </message>
    <message>
        <source>{LOOPBACK}  (this laptop only)</source>
        <translation>{LOOPBACK}  (cet ordinateur seulement)</translation>
    </message>
</context>
<context>
    <name>language_menu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>The language of the window, from its next start</source>
        <translation>La langue de la fenêtre, à partir du prochain démarrage</translation>
    </message>
    <message>
        <source>The window speaks {name} from its next start.</source>
        <translation>La fenêtre parle {name} à partir du prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>layout_editor</name>
    <message>
        <source>Always</source>
        <extracomment>The screens the preview is drawn at: what the director picks, and its size. Where a new region goes (fractions of the screen) and what it shows.</extracomment>
        <translation>Toujours</translation>
    </message>
    <message>
        <source>Only on a break</source>
        <translation>Seulement pendant une pause</translation>
    </message>
    <message>
        <source>Only while playing</source>
        <translation>Seulement pendant le jeu</translation>
    </message>
    <message>
        <source>Only in the money</source>
        <translation>Seulement dans l&apos;argent</translation>
    </message>
    <message>
        <source>Only at the final table</source>
        <translation>Seulement en table finale</translation>
    </message>
    <message>
        <source>Left</source>
        <extracomment>A region&apos;s settings unless its file says others. The outline of the selected region on the preview.</extracomment>
        <translation>Gauche</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Haut</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Hauteur</translation>
    </message>
    <message>
        <source>Layout files (*.json)</source>
        <translation>Fichiers de mise en page (*.json)</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg)</source>
        <translation>Images (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>#rrggbb</source>
        <translation>#rrggbb</translation>
    </message>
    <message>
        <source>Pick a colour</source>
        <translation>Choisir une couleur</translation>
    </message>
    <message>
        <source>Room Layout Editor</source>
        <translation>Éditeur de mise en page de la salle</translation>
    </message>
    <message>
        <source>Add region</source>
        <translation>Ajouter une zone</translation>
    </message>
    <message>
        <source>Remove region</source>
        <translation>Retirer la zone</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>a picture&apos;s file name, like logo.png</source>
        <translation>le nom de fichier d&apos;une image, comme logo.png</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Choose a PNG or JPEG picture for this region</source>
        <translation>Choisir une image PNG ou JPEG pour cette zone</translation>
    </message>
    <message>
        <source>the name to save it as</source>
        <translation>le nom sous lequel l&apos;enregistrer</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Partir de</translation>
    </message>
    <message>
        <source>Preview on</source>
        <translation>Aperçu sur</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Écran</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Zones</translation>
    </message>
    <message>
        <source>Shows</source>
        <translation>Affiche</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>{part}, in % of the screen</source>
        <translation>{part}, en % de l&apos;écran</translation>
    </message>
    <message>
        <source>Pick the picture region and press Choose… for the sponsor&apos;s picture, then save the slide under the sponsor&apos;s name.</source>
        <translation>Choisir la zone d&apos;image et appuyer sur Choisir… pour l&apos;image du sponsor, puis enregistrer la diapositive sous le nom du sponsor.</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Taille du texte</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Label colour</source>
        <translation>Couleur de l&apos;étiquette</translation>
    </message>
    <message>
        <source>Box colour</source>
        <translation>Couleur du cadre</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Alignement</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Affichée</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Étiquette</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source> (yours)</source>
        <translation> (la vôtre)</translation>
    </message>
    <message>
        <source>Sponsor slide: one big picture and a caption</source>
        <translation>Diapositive sponsor : une grande image et une légende</translation>
    </message>
    <message>
        <source>Place on its side</source>
        <translation>Position en portrait</translation>
    </message>
    <message>
        <source>Picture size</source>
        <translation>Taille de l&apos;image</translation>
    </message>
    <message>
        <source>Choose a picture</source>
        <translation>Choisir une image</translation>
    </message>
    <message>
        <source>Cannot copy {name}: {reason}.</source>
        <translation>Impossible de copier {name} : {reason}.</translation>
    </message>
    <message>
        <source>{name} is in {folder}.</source>
        <translation>{name} est dans {folder}.</translation>
    </message>
    <message>
        <source>The images folder already has a different picture called {name}. Every layout that shows it will show the new one. Replace it?</source>
        <translation>Le dossier des images a déjà une autre image nommée {name}. Chaque mise en page qui l&apos;affiche affichera la nouvelle. La remplacer ?</translation>
    </message>
    <message>
        <source>&apos;{file_name}&apos; is the name of a preset. Your layout will take its place on every screen that shows it. Save it under that name?</source>
        <translation>« {file_name} » est le nom d&apos;un modèle. Votre mise en page prendra sa place sur chaque écran qui l&apos;affiche. L&apos;enregistrer sous ce nom ?</translation>
    </message>
    <message>
        <source>Save layout</source>
        <translation>Enregistrer la mise en page</translation>
    </message>
    <message>
        <source>Take its place</source>
        <translation>Prendre sa place</translation>
    </message>
    <message>
        <source>You already have a layout &apos;{file_name}&apos;. Replace it?</source>
        <translation>Vous avez déjà une mise en page « {file_name} ». La remplacer ?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>Saved as &apos;{saved}&apos; in {0}.</source>
        <translation>Enregistrée sous « {saved} » dans {0}.</translation>
    </message>
    <message>
        <source>Import a layout</source>
        <translation>Importer une mise en page</translation>
    </message>
    <message>
        <source>Cannot put its pictures in {folder}: {reason}.</source>
        <translation>Impossible de mettre ses images dans {folder} : {reason}.</translation>
    </message>
    <message>
        <source>Imported {name} with {pictures}: save it to use it on the room display.</source>
        <translation>{name} importée avec {pictures} : l&apos;enregistrer pour l&apos;utiliser sur l&apos;écran de salle.</translation>
    </message>
    <message>
        <source>Imported {name}: save it to use it on the room display.</source>
        <translation>{name} importée : l&apos;enregistrer pour l&apos;utiliser sur l&apos;écran de salle.</translation>
    </message>
    <message>
        <source>Export the layout</source>
        <translation>Exporter la mise en page</translation>
    </message>
    <message>
        <source>Cannot write {name}: {0}.</source>
        <translation>Impossible d&apos;écrire {name} : {0}.</translation>
    </message>
    <message>
        <source>Exported with its picture to {path}.</source>
        <translation>Exportée avec son image vers {path}.</translation>
    </message>
    <message>
        <source>Exported with its {count} pictures to {path}.</source>
        <translation>Exportée avec ses {count} images vers {path}.</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>Exportée vers {path}.</translation>
    </message>
    <message>
        <source>the words of a message or a scrolling line, the address of a QR code</source>
        <translation>les mots d&apos;un message ou d&apos;une ligne défilante, l&apos;adresse d&apos;un code QR</translation>
    </message>
</context>
<context>
    <name>layout_slots</name>
    <message>
        <source>No chip counts yet</source>
        <extracomment>What the chip-leaders region says until the floor records chip counts.</extracomment>
        <translation>Pas encore de comptage de jetons</translation>
    </message>
    <message>
        <source>Payouts from two entries on</source>
        <extracomment>What an empty list says.</extracomment>
        <translation>Gains à partir de deux entrées</translation>
    </message>
    <message>
        <source>No one is seated yet</source>
        <translation>Personne n&apos;est encore assis</translation>
    </message>
    <message>
        <source>No seat changes</source>
        <translation>Aucun changement de place</translation>
    </message>
    <message>
        <source>No places yet</source>
        <translation>Pas encore de places</translation>
    </message>
    <message>
        <source>Not part of a league season</source>
        <translation>Ne fait pas partie d&apos;une saison de ligue</translation>
    </message>
    <message>
        <source>No event in play</source>
        <translation>Aucun tournoi en cours</translation>
    </message>
    <message>
        <source>left / entries</source>
        <extracomment>A list&apos;s rows: this share of the screen&apos;s shorter side tall at most. A list&apos;s label line: this many rows tall at most. A list&apos;s cell: at least this many times as wide as it is tall. The shares of a list&apos;s cell its left text (a name, a place) and right one take. Lists of long rows (the lobby&apos;s events), one column: each row this share of the screen&apos;s shorter side tall at most, its left and right texts these shares of it. The share of a clock region its digits take (the rest: the banner). The share of an image region&apos;s height its picture&apos;s name takes while the picture cannot be shown (a band across its middle).</extracomment>
        <translation>restants / entrées</translation>
    </message>
    <message>
        <source>NO CLOCK</source>
        <translation>PAS D&apos;HORLOGE</translation>
    </message>
</context>
<context>
    <name>league</name>
    <message>
        <source>  ({0} withheld: dues)</source>
        <translation>  ({0} retenus : cotisation)</translation>
    </message>
    <message>
        <source>{played} of {events}</source>
        <translation>{played} sur {events}</translation>
    </message>
    <message>
        <source>version {version}</source>
        <translation>version {version}</translation>
    </message>
    <message>
        <source>{name} (entry {entry_number})</source>
        <translation>{name} (entrée {entry_number})</translation>
    </message>
</context>
<context>
    <name>league_page</name>
    <message>
        <source>No league yet. Create one, then add a season.</source>
        <translation>Pas encore de ligue. En créer une, puis ajouter une saison.</translation>
    </message>
    <message>
        <source>This league has no season yet: add one.</source>
        <translation>Cette ligue n&apos;a pas encore de saison : en ajouter une.</translation>
    </message>
    <message>
        <source>New league…</source>
        <translation>Nouvelle ligue…</translation>
    </message>
    <message>
        <source>New season…</source>
        <translation>Nouvelle saison…</translation>
    </message>
    <message>
        <source>Close season</source>
        <translation>Clore la saison</translation>
    </message>
    <message>
        <source>Print standings…</source>
        <translation>Imprimer le classement…</translation>
    </message>
    <message>
        <source>The standings of the season on show, on the Reports page to print or save</source>
        <translation>Le classement de la saison affichée, sur la page Documents pour l&apos;imprimer ou l&apos;enregistrer</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Put in this season</source>
        <translation>Mettre dans cette saison</translation>
    </message>
    <message>
        <source>Record league points</source>
        <translation>Enregistrer les points de ligue</translation>
    </message>
    <message>
        <source>Select a player to see their season.</source>
        <translation>Choisir un joueur pour voir sa saison.</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Seasons</source>
        <translation>Saisons</translation>
    </message>
    <message>
        <source>Formula lab</source>
        <translation>Labo de formules</translation>
    </message>
    <message>
        <source>Player&apos;s season</source>
        <translation>Saison du joueur</translation>
    </message>
    <message>
        <source>Points over the season</source>
        <translation>Points au fil de la saison</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Ligue</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>{season} (closed)</source>
        <translation>{season} (close)</translation>
    </message>
    <message>
        <source>Reopen season</source>
        <translation>Rouvrir la saison</translation>
    </message>
    <message>
        <source> (closed)</source>
        <translation> (close)</translation>
    </message>
    <message>
        <source>{name}{SEP}season {0}{closed}{SEP}{played} of {1} played{SEP}{2}</source>
        <translation>{name}{SEP}saison {0}{closed}{SEP}{played} sur {1} joués{SEP}{2}</translation>
    </message>
    <message>
        <source>{count} event</source>
        <translation>{count} tournoi</translation>
    </message>
    <message>
        <source>{count} events</source>
        <translation>{count} tournois</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} joueur</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
    <message>
        <source>the league&apos;s latest set-up action</source>
        <translation>la dernière action de réglage de la ligue</translation>
    </message>
    <message>
        <source>{verb} {what} (the event&apos;s points: Edit &gt; Undo)</source>
        <translation>{verb} {what} (les points du tournoi : Édition &gt; Annuler)</translation>
    </message>
    <message>
        <source>{name} is in no season yet.</source>
        <translation>{name} n&apos;est encore dans aucune saison.</translation>
    </message>
    <message>
        <source>, scored with rules v{version}</source>
        <translation>, compté avec les règles v{version}</translation>
    </message>
    <message>
        <source>, not scored yet</source>
        <translation>, pas encore compté</translation>
    </message>
    <message>
        <source>{name} is in season {where}{scored}.</source>
        <translation>{name} est dans la saison {where}{scored}.</translation>
    </message>
    <message>
        <source>{name} is in season {where}, scored with rules v{version} when it was over, but it has been reopened since: record its points again once it is over.</source>
        <translation>{name} est dans la saison {where}, compté avec les règles v{version} quand elle était finie, mais elle a été rouverte depuis : réenregistrer ses points une fois qu&apos;elle sera finie.</translation>
    </message>
    <message>
        <source>Put in season {name}</source>
        <translation>Mettre dans la saison {name}</translation>
    </message>
    <message>
        <source>Put in a season</source>
        <translation>Mettre dans une saison</translation>
    </message>
    <message>
        <source>Record league points again</source>
        <translation>Réenregistrer les points de ligue</translation>
    </message>
    <message>
        <source>adjustment {points:+g}: {reason}</source>
        <translation>ajustement {points:+g} : {reason}</translation>
    </message>
    <message>
        <source>New league</source>
        <translation>Nouvelle ligue</translation>
    </message>
    <message>
        <source>Name of the league:</source>
        <translation>Nom de la ligue :</translation>
    </message>
    <message>
        <source>Create the league</source>
        <translation>Créer la ligue</translation>
    </message>
    <message>
        <source>New season</source>
        <translation>Nouvelle saison</translation>
    </message>
    <message>
        <source>Name of the new season of {name}:</source>
        <translation>Nom de la nouvelle saison de {name} :</translation>
    </message>
    <message>
        <source>Add the season</source>
        <translation>Ajouter la saison</translation>
    </message>
    <message>
        <source>Close the season</source>
        <translation>Clore la saison</translation>
    </message>
    <message>
        <source>Reopen the season</source>
        <translation>Rouvrir la saison</translation>
    </message>
    <message>
        <source>Put in the season</source>
        <translation>Mettre dans la saison</translation>
    </message>
    <message>
        <source>Choose a season first.</source>
        <translation>Choisir d&apos;abord une saison.</translation>
    </message>
    <message>
        <source>Use the formula for the season</source>
        <translation>Utiliser la formule pour la saison</translation>
    </message>
</context>
<context>
    <name>main_window</name>
    <message>
        <source>Done: {label}</source>
        <extracomment>What can end (or reopen) the night on the room display: a bust, its undo, the payouts.</extracomment>
        <translation>Fait : {label}</translation>
    </message>
    <message>
        <source>Event: {name}</source>
        <translation>Tournoi : {name}</translation>
    </message>
    <message>
        <source>{name} — floortool</source>
        <translation>{name} — floortool</translation>
    </message>
    <message>
        <source>No event open</source>
        <translation>Aucun tournoi ouvert</translation>
    </message>
    <message>
        <source>floortool</source>
        <translation>floortool</translation>
    </message>
    <message>
        <source>Create event</source>
        <translation>Créer le tournoi</translation>
    </message>
    <message>
        <source>Open event</source>
        <translation>Ouvrir le tournoi</translation>
    </message>
    <message>
        <source>Updated with changes made elsewhere.</source>
        <translation>Mis à jour avec des changements faits ailleurs.</translation>
    </message>
</context>
<context>
    <name>merge_dialog</name>
    <message>
        <source>Records that look like the same person: the same name (ignoring case, accents, punctuation and word order) or the same membership number. Select the record to keep and merge: the others&apos; entries move to it and their details fill its blanks.</source>
        <translation>Fiches qui semblent être la même personne : le même nom (sans tenir compte de la casse, des accents, de la ponctuation et de l&apos;ordre des mots) ou le même numéro d&apos;adhérent. Choisir la fiche à garder et fusionner : les entrées des autres passent sur elle et leurs informations complètent ses vides.</translation>
    </message>
    <message>
        <source>Duplicate players</source>
        <translation>Joueurs en double</translation>
    </message>
    <message>
        <source>Merge into the selected player</source>
        <translation>Fusionner dans le joueur choisi</translation>
    </message>
    <message>
        <source>Find duplicates and merge</source>
        <translation>Trouver les doublons et fusionner</translation>
    </message>
    <message>
        <source>{name}  ({0} records)</source>
        <translation>{name}  ({0} fiches)</translation>
    </message>
    <message>
        <source>No likely duplicates in the player database.</source>
        <translation>Aucun doublon probable dans la base de joueurs.</translation>
    </message>
    <message>
        <source>1 group</source>
        <translation>1 groupe</translation>
    </message>
    <message>
        <source>{0} groups</source>
        <translation>{0} groupes</translation>
    </message>
    <message>
        <source>{groups} of likely duplicates. Select the record to keep, then merge.</source>
        <translation>{groups} de doublons probables. Choisir la fiche à garder, puis fusionner.</translation>
    </message>
    <message>
        <source>Not merged: {message}</source>
        <translation>Non fusionné : {message}</translation>
    </message>
    <message>
        <source>Done: {actions}.</source>
        <translation>Fait : {actions}.</translation>
    </message>
</context>
<context>
    <name>mini_clock</name>
    <message>
        <source>Paused</source>
        <extracomment>The state named next to the level (running needs no word: the digits move).</extracomment>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Pas commencé</translation>
    </message>
    <message>
        <source>Starts in</source>
        <translation>Départ dans</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Show the Clock page</source>
        <translation>Afficher la page Horloge</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Pas d&apos;horloge</translation>
    </message>
</context>
<context>
    <name>moves_panel</name>
    <message>
        <source>No seat has changed yet.</source>
        <translation>Aucun siège n&apos;a encore changé.</translation>
    </message>
    <message>
        <source> and </source>
        <extracomment>The recent moves&apos; list shrinks to this height (pixels) when the panel is short.</extracomment>
        <translation> et </translation>
    </message>
    <message>
        <source>tables {tables}</source>
        <translation>tables {tables}</translation>
    </message>
    <message>
        <source>table {tables}</source>
        <translation>table {tables}</translation>
    </message>
    <message>
        <source>{head}
Click the player who is big blind next at {named}.</source>
        <translation>{head}
Cliquer sur le joueur qui est grosse blind ensuite à {named}.</translation>
    </message>
    <message>
        <source>{count} move ready. </source>
        <translation>{count} déplacement prêt. </translation>
    </message>
    <message>
        <source>{count} moves ready. </source>
        <translation>{count} déplacements prêts. </translation>
    </message>
    <message>
        <source>{made}On the map, click the player who is big blind next at each framed table.</source>
        <translation>{made}Sur le plan, cliquer sur le joueur qui est grosse blind ensuite à chaque table encadrée.</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tous</translation>
    </message>
    <message>
        <source>Tick every move</source>
        <translation>Cocher chaque déplacement</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Untick every move</source>
        <translation>Décocher chaque déplacement</translation>
    </message>
    <message>
        <source>Make moves</source>
        <translation>Faire les déplacements</translation>
    </message>
    <message>
        <source>Make the ticked moves (one step for Edit &gt; Undo)</source>
        <translation>Faire les déplacements cochés (une étape pour Édition &gt; Annuler)</translation>
    </message>
    <message>
        <source>Redraw this table&apos;s players at the other tables (Rule 10-B)</source>
        <translation>Répartir les joueurs de cette table aux autres tables par tirage (règle 10-B)</translation>
    </message>
    <message>
        <source>The players left fit at the final table.</source>
        <translation>Les joueurs restants tiennent à la table finale.</translation>
    </message>
    <message>
        <source>Redraw final table</source>
        <translation>Retirer la table finale</translation>
    </message>
    <message>
        <source>Everyone to a random seat at the final table, button by high card</source>
        <translation>Chacun à un siège au hasard en table finale, bouton à la carte haute</translation>
    </message>
    <message>
        <source>Click a move to find the player on the map</source>
        <translation>Cliquer sur un déplacement pour trouver le joueur sur le plan</translation>
    </message>
    <message>
        <source>Print move slips…</source>
        <translation>Imprimer les bons de déplacement…</translation>
    </message>
    <message>
        <source>A slip for each player the latest balance, break or move sent to a new seat</source>
        <translation>Un bon pour chaque joueur envoyé à un nouveau siège par le dernier équilibrage, cassage ou déplacement</translation>
    </message>
    <message>
        <source>Balancing</source>
        <translation>Équilibrage</translation>
    </message>
    <message>
        <source>Recent moves</source>
        <translation>Déplacements récents</translation>
    </message>
    <message>
        <source>Table {break_due} can break: its players fit elsewhere.</source>
        <translation>La table {break_due} peut être cassée : ses joueurs tiennent ailleurs.</translation>
    </message>
    <message>
        <source>Break table {break_due}</source>
        <translation>Casser la table {break_due}</translation>
    </message>
    <message>
        <source>Make {count} move</source>
        <translation>Faire {count} déplacement</translation>
    </message>
    <message>
        <source>Make {count} moves</source>
        <translation>Faire {count} déplacements</translation>
    </message>
</context>
<context>
    <name>pages</name>
    <message>
        <source>Clock</source>
        <extracomment>Each page&apos;s name, in English.</extracomment>
        <translation>Horloge</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Structure</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Gains</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Ligue</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Documents</translation>
    </message>
</context>
<context>
    <name>payout_table_dialog</name>
    <message>
        <source>Each range of field sizes shares the pool among its places, 1st first: shares never rise from one place to the next and add up to 100%. Type a share in a cell.</source>
        <translation>Chaque tranche de taille de champ partage le prize pool entre ses places, la 1re d&apos;abord : les parts n&apos;augmentent jamais d&apos;une place à la suivante et font 100 % au total. Saisir une part dans une cellule.</translation>
    </message>
    <message>
        <source>  ◀ this field</source>
        <translation>  ◀ ce champ</translation>
    </message>
    <message>
        <source>Payout table</source>
        <translation>Table des gains</translation>
    </message>
    <message>
        <source>Add place</source>
        <translation>Ajouter une place</translation>
    </message>
    <message>
        <source>Pay one more place in this range</source>
        <translation>Payer une place de plus dans cette tranche</translation>
    </message>
    <message>
        <source>Remove place</source>
        <translation>Retirer la place</translation>
    </message>
    <message>
        <source>Stop paying the selected place</source>
        <translation>Ne plus payer la place choisie</translation>
    </message>
    <message>
        <source>Split range…</source>
        <translation>Scinder la tranche…</translation>
    </message>
    <message>
        <source>Start a new range at a field size inside this one</source>
        <translation>Commencer une nouvelle tranche à une taille de champ à l&apos;intérieur de celle-ci</translation>
    </message>
    <message>
        <source>Remove range</source>
        <translation>Retirer la tranche</translation>
    </message>
    <message>
        <source>Remove this range: its neighbour takes its field sizes</source>
        <translation>Retirer cette tranche : sa voisine prend ses tailles de champ</translation>
    </message>
    <message>
        <source>Save as template…</source>
        <translation>Enregistrer comme modèle…</translation>
    </message>
    <message>
        <source>Keep this table for other events</source>
        <translation>Garder cette table pour d&apos;autres tournois</translation>
    </message>
    <message>
        <source>Use for this event</source>
        <translation>Utiliser pour ce tournoi</translation>
    </message>
    <message>
        <source>Field sizes</source>
        <translation>Tailles de champ</translation>
    </message>
    <message>
        <source>These places add up to {0}.</source>
        <translation>Ces places font au total {0}.</translation>
    </message>
    <message>
        <source>Split range</source>
        <translation>Scinder la tranche</translation>
    </message>
    <message>
        <source>A new range starts at (players), within {0}:</source>
        <translation>Une nouvelle tranche commence à (joueurs), dans {0} :</translation>
    </message>
    <message>
        <source>Save payout table</source>
        <translation>Enregistrer la table des gains</translation>
    </message>
    <message>
        <source>Template name:</source>
        <translation>Nom du modèle :</translation>
    </message>
    <message>
        <source>The template could not be saved: {exc}</source>
        <translation>Le modèle n&apos;a pas pu être enregistré : {exc}</translation>
    </message>
    <message>
        <source>Saved as the payout table &apos;{saved}&apos;.</source>
        <translation>Enregistrée comme table des gains « {saved} ».</translation>
    </message>
</context>
<context>
    <name>payouts</name>
    <message>
        <source>Place {place}</source>
        <translation>Place {place}</translation>
    </message>
</context>
<context>
    <name>payouts_page</name>
    <message>
        <source>Payouts are worked out from two entries on.</source>
        <translation>Les gains sont calculés à partir de deux entrées.</translation>
    </message>
    <message>
        <source>Prize pool {0}</source>
        <translation>Prize pool {0}</translation>
    </message>
    <message>
        <source>Guarantee {0}: the house pays an overlay of {1}.</source>
        <translation>Garantie {0} : la maison paie un overlay de {1}.</translation>
    </message>
    <message>
        <source>Guarantee {0} met.</source>
        <translation>Garantie {0} atteinte.</translation>
    </message>
    <message>
        <source>Fees kept by the house (not in the pool): {0}.</source>
        <translation>Frais gardés par la maison (hors prize pool) : {0}.</translation>
    </message>
    <message>
        <source>Bounties paid on knockouts (not in the pool): {0}.</source>
        <translation>Primes payées sur les éliminations (hors prize pool) : {0}.</translation>
    </message>
    <message>
        <source>Prize settings…</source>
        <translation>Paramètres des prix…</translation>
    </message>
    <message>
        <source>Payout table, rake, added money, guarantee, rounding, fee splits and tax note</source>
        <translation>Table des gains, rake, argent ajouté, garantie, arrondi, répartition des frais et mention fiscale</translation>
    </message>
    <message>
        <source>Edit table…</source>
        <translation>Modifier la table…</translation>
    </message>
    <message>
        <source>Edit the payout table&apos;s shares by field size</source>
        <translation>Modifier les parts de la table des gains par taille de champ</translation>
    </message>
    <message>
        <source>Deal…</source>
        <translation>Deal…</translation>
    </message>
    <message>
        <source>A deal among the players left: ICM or chip chop</source>
        <translation>Un deal entre les joueurs restants : ICM ou chip chop</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Prize pool</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Gains</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>The payouts cannot be worked out.</source>
        <translation>Les gains ne peuvent pas être calculés.</translation>
    </message>
    <message>
        <source>{count} entry</source>
        <translation>{count} entrée</translation>
    </message>
    <message>
        <source>{count} entries</source>
        <translation>{count} entrées</translation>
    </message>
</context>
<context>
    <name>pdf_preview</name>
    <message>
        <source>Choose a document and press Preview.</source>
        <translation>Choisir un document et appuyer sur Aperçu.</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <extracomment>Pixels kept free beside the page (the scroll bar and a margin). The grey the page lies on, so its white edges show. Milliseconds to wait after the last resize before drawing the page again.</extracomment>
        <translation>‹ Précédente</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Suivante ›</translation>
    </message>
    <message>
        <source>Page {0} of {count}</source>
        <translation>Page {0} sur {count}</translation>
    </message>
</context>
<context>
    <name>pending_sign_ups</name>
    <message>
        <source>Take the money, then Enter registers the chosen sign-up</source>
        <translation>Prendre l&apos;argent, puis Entrée inscrit la préinscription choisie</translation>
    </message>
    <message>
        <source>Paid: register (Enter)</source>
        <translation>Payé : inscrire (Entrée)</translation>
    </message>
    <message>
        <source>The money is taken: register the chosen sign-up</source>
        <translation>L&apos;argent est pris : inscrire la préinscription choisie</translation>
    </message>
    <message>
        <source>Remove (Delete)</source>
        <translation>Retirer (Suppr)</translation>
    </message>
    <message>
        <source>Take the chosen sign-up off the list</source>
        <translation>Retirer la préinscription choisie de la liste</translation>
    </message>
    <message>
        <source>Signed up, to pay ({0} waiting; sign-up is {state})</source>
        <translation>Préinscrits, à payer ({0} en attente ; la préinscription est {state})</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} joueur</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
    <message>
        <source>{name} not {done_word}: {message} Nothing was changed.</source>
        <translation>{name} non {done_word} : {message} Rien n&apos;a été modifié.</translation>
    </message>
</context>
<context>
    <name>player_record_dialog</name>
    <message>
        <source>The club&apos;s record of this player. A reason in Barred refuses them at the registration desk with that reason; dues that have run out are named at the desk.</source>
        <translation>La fiche du club pour ce joueur. Un motif dans Exclu le refuse à l&apos;accueil avec ce motif ; une cotisation échue est signalée à l&apos;accueil.</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Each field&apos;s label, in the order shown.</extracomment>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Surnom</translation>
    </message>
    <message>
        <source>Membership number</source>
        <translation>Numéro d&apos;adhérent</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>Contact</translation>
    </message>
    <message>
        <source>Dues paid until</source>
        <translation>Cotisation payée jusqu&apos;au</translation>
    </message>
    <message>
        <source>Barred (the reason)</source>
        <translation>Exclu (le motif)</translation>
    </message>
    <message>
        <source>Player record</source>
        <translation>Fiche joueur</translation>
    </message>
    <message>
        <source>YYYY-MM-DD (blank: none recorded)</source>
        <translation>AAAA-MM-JJ (vide : rien d&apos;enregistré)</translation>
    </message>
    <message>
        <source>Blank: welcome at the door</source>
        <translation>Vide : bienvenu à la porte</translation>
    </message>
    <message>
        <source>Anything the floor should know (up to {MAX_NOTES})</source>
        <translation>Tout ce que le floor doit savoir (jusqu&apos;à {MAX_NOTES})</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>First seen</source>
        <translation>Vu pour la première fois</translation>
    </message>
    <message>
        <source>Events played</source>
        <translation>Tournois joués</translation>
    </message>
    <message>
        <source>Never played here yet</source>
        <translation>N&apos;a encore jamais joué ici</translation>
    </message>
    <message>
        <source>Dues expired on {dues_until}.</source>
        <translation>Cotisation échue le {dues_until}.</translation>
    </message>
    <message>
        <source>Not saved: {message} Nothing was changed.</source>
        <translation>Non enregistré : {message} Rien n&apos;a été modifié.</translation>
    </message>
</context>
<context>
    <name>players_page</name>
    <message>
        <source>Find: name, nickname, membership, #id or table-seat (12-4)</source>
        <extracomment>A command on one entry of the event: ``kind(event_id, entry_id)``.</extracomment>
        <translation>Chercher : nom, surnom, adhésion, #id ou table-siège (12-4)</translation>
    </message>
    <message>
        <source>Select an entry to rebuy, add on, re-enter or bust.</source>
        <translation>Choisir une entrée pour recave, add-on, ré-entrée ou élimination.</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} joueur</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
    <message>
        <source>{left} left of {0}</source>
        <translation>{left} restants sur {0}</translation>
    </message>
    <message>
        <source>{count} entry</source>
        <translation>{count} entrée</translation>
    </message>
    <message>
        <source>{count} entries</source>
        <translation>{count} entrées</translation>
    </message>
    <message>
        <source>{count} rebuy</source>
        <translation>{count} recave</translation>
    </message>
    <message>
        <source>{count} rebuys</source>
        <translation>{count} recaves</translation>
    </message>
    <message>
        <source>{count} add-on</source>
        <translation>{count} add-on</translation>
    </message>
    <message>
        <source>{count} add-ons</source>
        <translation>{count} add-ons</translation>
    </message>
    <message>
        <source>average stack {average_text}</source>
        <translation>tapis moyen {average_text}</translation>
    </message>
    <message>
        <source>Register…</source>
        <extracomment>The average in big blinds follows the clock through ``show_clock``, not a refresh; the desk lists the sign-ups.</extracomment>
        <translation>Inscrire…</translation>
    </message>
    <message>
        <source>Open the registration desk: type a name, Enter (Ctrl+R or F2)</source>
        <translation>Ouvrir l&apos;accueil des inscriptions : saisir un nom, Entrée (Ctrl+R ou F2)</translation>
    </message>
    <message>
        <source>Print new seat cards…</source>
        <translation>Imprimer cartes…</translation>
    </message>
    <message>
        <source>The seat cards not printed yet (new entries, players who moved), on the Reports page</source>
        <translation>Les cartes de siège pas encore imprimées (nouvelles entrées, joueurs déplacés), sur la page Documents</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>Recave</translation>
    </message>
    <message>
        <source>A rebuy for the selected player (same seat)</source>
        <translation>Une recave pour le joueur choisi (même siège)</translation>
    </message>
    <message>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <source>An add-on for the selected player</source>
        <translation>Un add-on pour le joueur choisi</translation>
    </message>
    <message>
        <source>Re-enter</source>
        <translation>Ré-entrée</translation>
    </message>
    <message>
        <source>A new entry for the selected busted player (new random seat)</source>
        <translation>Une nouvelle entrée pour le joueur éliminé choisi (nouveau siège au hasard)</translation>
    </message>
    <message>
        <source>Bust</source>
        <translation>Éliminé</translation>
    </message>
    <message>
        <source>The selected player is eliminated (Edit &gt; Undo)</source>
        <translation>Le joueur choisi est éliminé (Édition &gt; Annuler)</translation>
    </message>
    <message>
        <source>Seat alternates</source>
        <translation>Placer les remplaçants</translation>
    </message>
    <message>
        <source>Seat the waiting alternates while seats are free</source>
        <translation>Placer les remplaçants en attente tant que des sièges sont libres</translation>
    </message>
    <message>
        <source>Chip counts…</source>
        <translation>Comptage…</translation>
    </message>
    <message>
        <source>Record counted stacks, a table at a time: seat, chips, Enter</source>
        <translation>Enregistrer les tapis comptés, une table à la fois : siège, jetons, Entrée</translation>
    </message>
    <message>
        <source>Import players…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Add players from a CSV file</source>
        <translation>Ajouter des joueurs depuis un fichier CSV</translation>
    </message>
    <message>
        <source>Duplicates / Merge…</source>
        <translation>Doublons…</translation>
    </message>
    <message>
        <source>Find records of the same person and merge them</source>
        <translation>Trouver les fiches d&apos;une même personne et les fusionner</translation>
    </message>
    <message>
        <source>Player record…</source>
        <translation>Fiche joueur…</translation>
    </message>
    <message>
        <source>The selected player&apos;s member record: membership, dues, barred, notes</source>
        <translation>La fiche d&apos;adhérent du joueur choisi : adhésion, cotisation, exclusion, notes</translation>
    </message>
    <message>
        <source>Flight closed: its survivors went on to Day 2 ({0}).</source>
        <translation>Flight clos : ses survivants sont passés au Day 2 ({0}).</translation>
    </message>
    <message>
        <source>entry {number}</source>
        <translation>entrée {number}</translation>
    </message>
    <message>
        <source>{waiting} waiting</source>
        <translation>{waiting} en attente</translation>
    </message>
    <message>
        <source>{busted} busted</source>
        <translation>{busted} éliminés</translation>
    </message>
    <message>
        <source>chips in play {chips_in_play}</source>
        <translation>jetons en jeu {chips_in_play}</translation>
    </message>
    <message>
        <source>{total} listed</source>
        <translation>{total} listés</translation>
    </message>
    <message>
        <source>{shown} of {total} listed</source>
        <translation>{shown} sur {total} listés</translation>
    </message>
    <message>
        <source>{chips} chips bought</source>
        <translation>{chips} jetons achetés</translation>
    </message>
</context>
<context>
    <name>points_chart</name>
    <message>
        <source>No events played yet: the chart fills in as the season goes.</source>
        <translation>Aucun tournoi joué pour l&apos;instant : le graphique se remplit au fil de la saison.</translation>
    </message>
</context>
<context>
    <name>prize_settings_dialog</name>
    <message>
        <source>The pool is the prize part of every buy-in, rebuy and add-on, less the rake, plus added money, and never less than the guarantee (the house pays the overlay). Payouts are rounded down to the unit; the remainder goes to 1st place.</source>
        <translation>Le prize pool est la part « prix » de chaque buy-in, recave et add-on, moins le rake, plus l&apos;argent ajouté, et jamais moins que la garantie (la maison paie l&apos;overlay). Les gains sont arrondis à l&apos;unité inférieure ; le reste va à la 1re place.</translation>
    </message>
    <message>
        <source>Payout tables (*.json);;All files (*)</source>
        <translation>Tables des gains (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Prize settings</source>
        <translation>Paramètres des prix</translation>
    </message>
    <message>
        <source>The payout table: how the pool is shared by field size</source>
        <translation>La table des gains : comment le prize pool est partagé selon la taille du champ</translation>
    </message>
    <message>
        <source>Import JSON…</source>
        <translation>Importer un JSON…</translation>
    </message>
    <message>
        <source>Use a payout table from a JSON file</source>
        <translation>Utiliser une table des gains d&apos;un fichier JSON</translation>
    </message>
    <message>
        <source>Withheld from the prize money, in percent (10 or 12.5)</source>
        <translation>Retenu sur les gains, en pourcentage (10 ou 12,5)</translation>
    </message>
    <message>
        <source>How the reports name it: Rake, League fund…</source>
        <translation>Comment les documents le nomment : Rake, Caisse de ligue…</translation>
    </message>
    <message>
        <source>Money the house adds to the pool</source>
        <translation>L&apos;argent que la maison ajoute au prize pool</translation>
    </message>
    <message>
        <source>The guaranteed prize pool (0: none)</source>
        <translation>Le prize pool garanti (0 : aucun)</translation>
    </message>
    <message>
        <source>Every place is rounded down to this unit (1.00, 5.00…)</source>
        <translation>Chaque place est arrondie à cette unité, vers le bas (1.00, 5.00…)</translation>
    </message>
    <message>
        <source>Where each buy-in&apos;s fee goes: named parts, each a sum or a share, commas between; the rest is the house&apos;s (blank: all to the house)</source>
        <translation>Où vont les frais de chaque buy-in : des parts nommées, chacune une somme ou une part, séparées par des virgules ; le reste est à la maison (vide : tout à la maison)</translation>
    </message>
    <message>
        <source>Dealers=5, League fund=10%</source>
        <translation>Dealers=5, League fund=10%</translation>
    </message>
    <message>
        <source>Where each rebuy&apos;s fee goes (blank: as a buy-in&apos;s)</source>
        <translation>Où vont les frais de chaque recave (vide : comme pour un buy-in)</translation>
    </message>
    <message>
        <source>As a buy-in&apos;s</source>
        <translation>Comme pour un buy-in</translation>
    </message>
    <message>
        <source>Where each add-on&apos;s fee goes (blank: as a buy-in&apos;s)</source>
        <translation>Où vont les frais de chaque add-on (vide : comme pour un buy-in)</translation>
    </message>
    <message>
        <source>Payout receipts of this much or more carry the tax note (blank: the venue&apos;s threshold; 0: never for this event)</source>
        <translation>Les reçus de gains de ce montant ou plus portent la mention fiscale (vide : le seuil de l&apos;établissement ; 0 : jamais pour ce tournoi)</translation>
    </message>
    <message>
        <source>The venue&apos;s</source>
        <translation>Celui de l&apos;établissement</translation>
    </message>
    <message>
        <source>The mystery bounty&apos;s prizes: a count and an amount or a share of the bounty pool each (1x1000, 2x500, 1x20%), then &apos;rest equal&apos; for equal draws of what is left; they must total the bounty pool</source>
        <translation>Les prix du mystery bounty : un nombre et un montant ou une part de la cagnotte des primes chacun (1x1000, 2x500, 1x20%), puis &apos;rest equal&apos; pour des tirages égaux du reste ; ils doivent faire le total de la cagnotte des primes</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Payout table</source>
        <translation>Table des gains</translation>
    </message>
    <message>
        <source>Rake (%)</source>
        <translation>Rake (%)</translation>
    </message>
    <message>
        <source>Rake is called</source>
        <translation>Le rake s&apos;appelle</translation>
    </message>
    <message>
        <source>Added money</source>
        <translation>Argent ajouté</translation>
    </message>
    <message>
        <source>Guarantee</source>
        <translation>Garantie</translation>
    </message>
    <message>
        <source>Round payouts to</source>
        <translation>Arrondir les gains à</translation>
    </message>
    <message>
        <source>Fee split</source>
        <translation>Répartition des frais</translation>
    </message>
    <message>
        <source>Rebuy fee split</source>
        <translation>Répartition des frais de recave</translation>
    </message>
    <message>
        <source>Add-on fee split</source>
        <translation>Répartition des frais d&apos;add-on</translation>
    </message>
    <message>
        <source>Tax note from</source>
        <translation>Mention fiscale à partir de</translation>
    </message>
    <message>
        <source>Mystery prizes</source>
        <translation>Prix mystère</translation>
    </message>
    <message>
        <source>{name} (this event&apos;s table)</source>
        <translation>{name} (ce tournoi)</translation>
    </message>
    <message>
        <source>No event is open.</source>
        <translation>Aucun tournoi n&apos;est ouvert.</translation>
    </message>
    <message>
        <source>Name the rake on one line: Rake, League fund…</source>
        <translation>Nommer le rake sur une ligne : Rake, Caisse de ligue…</translation>
    </message>
    <message>
        <source>Import a payout table</source>
        <translation>Importer une table des gains</translation>
    </message>
    <message>
        <source>{name} (from {0})</source>
        <translation>{name} (de {0})</translation>
    </message>
</context>
<context>
    <name>prompts</name>
    <message>
        <source>Schedule the start</source>
        <extracomment>A scheduled start is proposed at the next quarter of an hour.</extracomment>
        <translation>Programmer le départ</translation>
    </message>
    <message>
        <source>The clock counts down to this time and starts by itself. Start it by hand at any moment with Start or Space.</source>
        <translation>L&apos;horloge décompte jusqu&apos;à cette heure et démarre seule. La lancer à la main à tout moment avec Lancer ou Espace.</translation>
    </message>
    <message>
        <source>yyyy-MM-dd  HH:mm</source>
        <translation>yyyy-MM-dd  HH:mm</translation>
    </message>
</context>
<context>
    <name>qr_view</name>
    <message>
        <source>QR code of {text}</source>
        <translation>Code QR de {text}</translation>
    </message>
</context>
<context>
    <name>register_dialog</name>
    <message>
        <source>Type a name: players already in the database are listed as you type (↓ chooses one); a name nobody has yet becomes a new player.</source>
        <extracomment>Players listed under the name field.</extracomment>
        <translation>Saisir un nom : les joueurs déjà dans la base sont listés à la frappe (↓ en choisit un) ; un nom que personne n&apos;a encore devient un nouveau joueur.</translation>
    </message>
    <message>
        <source>Register players</source>
        <translation>Inscrire des joueurs</translation>
    </message>
    <message>
        <source>Name, nickname, membership number or #id</source>
        <translation>Nom, surnom, numéro d&apos;adhérent ou #id</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Inscrire</translation>
    </message>
    <message>
        <source>Register the player (Enter)</source>
        <translation>Inscrire le joueur (Entrée)</translation>
    </message>
    <message>
        <source>Registered at this desk (newest first)</source>
        <translation>Inscrits à cet accueil (les plus récents d&apos;abord)</translation>
    </message>
    <message>
        <source>Close the desk (Escape); its list is kept</source>
        <translation>Fermer l&apos;accueil (Échap) ; sa liste est gardée</translation>
    </message>
    <message>
        <source>Register players {DASH} {name}</source>
        <translation>Inscrire des joueurs {DASH} {name}</translation>
    </message>
    <message>
        <source>{text}  {DASH}  registered, {place}</source>
        <translation>{text}  {DASH}  inscrit, {place}</translation>
    </message>
    <message>
        <source>{text}  {DASH}  {status} (entry {entry_number})</source>
        <translation>{text}  {DASH}  {status} (entrée {entry_number})</translation>
    </message>
    <message>
        <source>Receives {0}</source>
        <translation>Reçoit {0}</translation>
    </message>
    <message>
        <source>Seat: at the seat draw before the start, with everyone registered</source>
        <translation>Siège : au tirage des sièges avant le départ, avec tous les inscrits</translation>
    </message>
    <message>
        <source>Every seat is taken: waiting list, alternate {alternate}</source>
        <translation>Tous les sièges sont pris : liste d&apos;attente, remplaçant {alternate}</translation>
    </message>
    <message>
        <source>Seat: drawn at random on Enter</source>
        <translation>Siège : tiré au hasard à l&apos;Entrée</translation>
    </message>
    <message>
        <source>{dues}: remind them to renew (they may still play).</source>
        <translation>{dues} : lui rappeler de renouveler (il peut encore jouer).</translation>
    </message>
    <message>
        <source>Would be refused: {message}</source>
        <translation>Serait refusé : {message}</translation>
    </message>
    <message>
        <source>Re-enter {name}: buy-in {price}, new random seat</source>
        <translation>Ré-entrée de {name} : buy-in {price}, nouveau siège au hasard</translation>
    </message>
    <message>
        <source>A new entry for this busted player, as Players &gt; Re-enter</source>
        <translation>Une nouvelle entrée pour ce joueur éliminé, comme Joueurs &gt; Ré-entrée</translation>
    </message>
    <message>
        <source>Existing player: {0}</source>
        <translation>Joueur existant : {0}</translation>
    </message>
    <message>
        <source>New player: {new_name} {DASH} joins the database beside {beside}</source>
        <translation>Nouveau joueur : {new_name} {DASH} rejoint la base à côté de {beside}</translation>
    </message>
    <message>
        <source>New player: {new_name} {DASH} joins the database</source>
        <translation>Nouveau joueur : {new_name} {DASH} rejoint la base</translation>
    </message>
    <message>
        <source>Which {0}?</source>
        <translation>Quel {0} ?</translation>
    </message>
    <message>
        <source>Enter registers a new player of this name; ↓ goes back to the list.</source>
        <translation>Entrée inscrit un nouveau joueur de ce nom ; ↓ revient à la liste.</translation>
    </message>
    <message>
        <source>Enter registers the player listed; ↑ for a new player of this name.</source>
        <translation>Entrée inscrit le joueur listé ; ↑ pour un nouveau joueur de ce nom.</translation>
    </message>
    <message>
        <source>↓ chooses one of the players listed above, ↑ a new player of this name; Enter registers.</source>
        <translation>↓ choisit l&apos;un des joueurs listés ci-dessus, ↑ un nouveau joueur de ce nom ; Entrée inscrit.</translation>
    </message>
    <message>
        <source>{player}  ·  entry {entry_number}</source>
        <translation>{player}  ·  entrée {entry_number}</translation>
    </message>
    <message>
        <source>{0}: remind them to renew.</source>
        <translation>{0} : lui rappeler de renouveler.</translation>
    </message>
    <message>
        <source>{text}   (undone)</source>
        <translation>{text}   (annulé)</translation>
    </message>
    <message>
        <source>The seat card was not printed: {message}</source>
        <translation>La carte de siège n&apos;a pas été imprimée : {message}</translation>
    </message>
    <message>
        <source>Seat card printed: {name}</source>
        <translation>Carte de siège imprimée : {name}</translation>
    </message>
    <message>
        <source>Not registered: {message} Nothing was changed.</source>
        <translation>Non inscrit : {message} Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source> and {0} more</source>
        <translation> et {0} autres</translation>
    </message>
    <message>
        <source>Close to {names}{more}. Enter again creates the new player “{new_name}”; ↓ chooses one listed, or type more.</source>
        <translation>Proche de {names}{more}. Entrée à nouveau crée le nouveau joueur « {new_name} » ; ↓ en choisit un listé, ou tapez davantage.</translation>
    </message>
    <message>
        <source>The last action is no longer the registration of {player}: use Edit &gt; Undo in the main window.</source>
        <translation>La dernière action n&apos;est plus l&apos;inscription de {player} : utiliser Édition &gt; Annuler dans la fenêtre principale.</translation>
    </message>
    <message>
        <source>Not undone: {message} Nothing was changed.</source>
        <translation>Non annulé : {message} Rien n&apos;a été modifié.</translation>
    </message>
</context>
<context>
    <name>registration_preview</name>
    <message>
        <source>level 1</source>
        <translation>niveau 1</translation>
    </message>
    <message>
        <source>levels 1–{level}</source>
        <translation>niveaux 1–{level}</translation>
    </message>
    <message>
        <source>{stack}: the full starting stack ({citation})</source>
        <translation>{stack} : le tapis de départ complet ({citation})</translation>
    </message>
    <message>
        <source>{stack}: nothing is deducted before the clock starts</source>
        <translation>{stack} : rien n&apos;est déduit avant le lancement de l&apos;horloge</translation>
    </message>
    <message>
        <source>{stack}: nothing deducted</source>
        <translation>{stack} : rien de déduit</translation>
    </message>
    <message>
        <source>Before the clock starts</source>
        <translation>Avant le lancement de l&apos;horloge</translation>
    </message>
    <message>
        <source>Break after level {level}</source>
        <translation>Pause après le niveau {level}</translation>
    </message>
    <message>
        <source>Level {level} · {blinds}</source>
        <translation>Niveau {level} · {blinds}</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Niveau {level}</translation>
    </message>
    <message>
        <source>Late registration has no closing level</source>
        <translation>L&apos;inscription tardive n&apos;a pas de niveau de clôture</translation>
    </message>
    <message>
        <source>Late registration closed at the end of level {close}</source>
        <translation>Inscriptions tardives closes à la fin du niveau {close}</translation>
    </message>
    <message>
        <source>Late registration until the end of level {close}</source>
        <translation>Inscriptions tardives jusqu&apos;à la fin du niveau {close}</translation>
    </message>
    <message>
        <source>Table {table}, seat {seat}</source>
        <translation>Table {table}, siège {seat}</translation>
    </message>
    <message>
        <source>Waits for the seat draw</source>
        <translation>Attend le tirage des sièges</translation>
    </message>
    <message>
        <source>Alternate {alternate} (waiting list)</source>
        <translation>Remplaçant {alternate} (liste d&apos;attente)</translation>
    </message>
    <message>
        <source>{deduction} deducted, {0}</source>
        <translation>{deduction} déduits, {0}</translation>
    </message>
    <message>
        <source>{stack} chips</source>
        <translation>{stack} jetons</translation>
    </message>
    <message>
        <source>{stack}: {starting_stack} less {deduction} ({why})</source>
        <translation>{stack} : {starting_stack} moins {deduction} ({why})</translation>
    </message>
</context>
<context>
    <name>remedy_words</name>
    <message>
        <source>Tables</source>
        <extracomment>The page titles a remedy may send the director to (as the sidebar shows them).</extracomment>
        <translation>Tables</translation>
    </message>
    <message>
        <source> on the {TABLES_PAGE} page</source>
        <translation> sur la page {TABLES_PAGE}</translation>
    </message>
    <message>
        <source>On the {TABLES_PAGE} page, </source>
        <translation>Sur la page {TABLES_PAGE}, </translation>
    </message>
    <message>
        <source>Press “Break table {table}”{on_tables}.</source>
        <translation>Appuyer sur « Casser la table {table} »{on_tables}.</translation>
    </message>
    <message>
        <source>Press “Redraw final table”{on_tables}.</source>
        <translation>Appuyer sur « Retirer la table finale »{on_tables}.</translation>
    </message>
    <message>
        <source>{there}click the player who is big blind next at table {table}, or right-click the table and choose “Draw for the button at table {table}”.</source>
        <translation>{there}cliquer sur le joueur qui est grosse blind ensuite à la table {table}, ou cliquer droit sur la table et choisir « Tirer le bouton à la table {table} ».</translation>
    </message>
    <message>
        <source>{there}right-click the seat at table {table} and choose “Put seat back in play”.</source>
        <translation>{there}cliquer droit sur le siège à la table {table} et choisir « Remettre le siège en jeu ».</translation>
    </message>
    <message>
        <source>Type them in the “Chips at the start of the hand” column.</source>
        <translation>Les saisir dans la colonne « Jetons au début de la main ».</translation>
    </message>
    <message>
        <source>Press “Deal next hand now…” in the hand-for-hand bar.</source>
        <translation>Appuyer sur « Distribuer la main suivante… » dans la barre du main par main.</translation>
    </message>
    <message>
        <source>Press “Redraw seats…”{on_tables}: it asks before it moves anyone.</source>
        <translation>Appuyer sur « Retirer les sièges… »{on_tables} : il demande avant de déplacer qui que ce soit.</translation>
    </message>
    <message>
        <source>Press “New league…” on the League page.</source>
        <translation>Appuyer sur « Nouvelle ligue… » sur la page Ligue.</translation>
    </message>
    <message>
        <source>Press “New season…” on the League page.</source>
        <translation>Appuyer sur « Nouvelle saison… » sur la page Ligue.</translation>
    </message>
    <message>
        <source>Select the player on the Players page and press “Re-enter”.</source>
        <translation>Choisir le joueur sur la page Joueurs et appuyer sur « Ré-entrée ».</translation>
    </message>
    <message>
        <source>Type a few words of the situation in the ruling search to find it.</source>
        <translation>Saisir quelques mots de la situation dans la recherche de décisions pour la trouver.</translation>
    </message>
    <message>
        <source>Press “Make moves” in the moves panel{on_tables}.</source>
        <translation>Appuyer sur « Faire les déplacements » dans le panneau des déplacements{on_tables}.</translation>
    </message>
    <message>
        <source>The colour-up plan (Reports page) lists each table&apos;s chips to change up.</source>
        <translation>Le plan de change de jetons (page Documents) liste les jetons à changer de chaque table.</translation>
    </message>
    <message>
        <source>Press “Register…” on the Players page: the desk applies this.</source>
        <translation>Appuyer sur « Inscrire… » sur la page Joueurs : l&apos;accueil l&apos;applique.</translation>
    </message>
</context>
<context>
    <name>report_worker</name>
    <message>
        <source>Printing failed: {exc}</source>
        <translation>L&apos;impression a échoué : {exc}</translation>
    </message>
    <message>
        <source>The printer did not start: check that it is on and ready.</source>
        <translation>L&apos;imprimante n&apos;a pas démarré : vérifier qu&apos;elle est allumée et prête.</translation>
    </message>
    <message>
        <source>The printer stopped after {index} pages.</source>
        <translation>L&apos;imprimante s&apos;est arrêtée après {index} pages.</translation>
    </message>
</context>
<context>
    <name>reports.bag_slips</name>
    <message>
        <source>BAG {bag}</source>
        <translation>SAC {bag}</translation>
    </message>
    <message>
        <source>Entry {number} · {day}</source>
        <translation>Entrée {number} · {day}</translation>
    </message>
    <message>
        <source>Signed: ____________________</source>
        <translation>Signature : ____________________</translation>
    </message>
    <message>
        <source>CHIPS BAGGED</source>
        <translation>JETONS ENSACHÉS</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Bag</source>
        <translation>Sac</translation>
    </message>
    <message>
        <source>Table · Seat</source>
        <translation>Table · Siège</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>non compté</translation>
    </message>
    <message>
        <source>Chip counts</source>
        <translation>Comptes de jetons</translation>
    </message>
</context>
<context>
    <name>reports.card_layouts</name>
    <message>
        <source>A4, 10 cards a sheet</source>
        <translation>A4, 10 cartes par feuille</translation>
    </message>
    <message>
        <source>US Letter, 10 cards a sheet</source>
        <translation>US Letter, 10 cartes par feuille</translation>
    </message>
    <message>
        <source>80 mm thermal tickets</source>
        <translation>Tickets thermiques 80 mm</translation>
    </message>
</context>
<context>
    <name>reports.cash_report</name>
    <message>
        <source>Kind</source>
        <translation>Nature</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Détail</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Paid to</source>
        <translation>Payé à</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Totals: the sheet balances</source>
        <translation>Totaux : la feuille est équilibrée</translation>
    </message>
    <message>
        <source>Totals: the sheet DOES NOT BALANCE</source>
        <translation>Totaux : la feuille N&apos;EST PAS ÉQUILIBRÉE</translation>
    </message>
    <message>
        <source>Guarantee {guarantee}: the house adds an overlay of {overlay}.</source>
        <translation>Garantie {guarantee} : la maison ajoute un overlay de {overlay}.</translation>
    </message>
    <message>
        <source>Money in</source>
        <translation>Entrées d&apos;argent</translation>
    </message>
    <message>
        <source>No money in yet.</source>
        <translation>Aucune entrée d&apos;argent pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Money out</source>
        <translation>Sorties d&apos;argent</translation>
    </message>
    <message>
        <source>Nothing paid yet.</source>
        <translation>Rien de payé pour l&apos;instant.</translation>
    </message>
    <message>
        <source>In</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Sorties</translation>
    </message>
    <message>
        <source>Difference (in - out)</source>
        <translation>Écart (entrées − sorties)</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Signatures</translation>
    </message>
    <message>
        <source>Everyone who takes money away signs for the amount beside their name; the director and the cashier sign the last lines.</source>
        <translation>Chaque personne qui emporte de l&apos;argent signe pour le montant en face de son nom ; le directeur et le caissier signent les dernières lignes.</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Directeur</translation>
    </message>
    <message>
        <source>Cashier</source>
        <translation>Caissier</translation>
    </message>
</context>
<context>
    <name>reports.chip_chart</name>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Compté</translation>
    </message>
    <message>
        <source>Table · seat</source>
        <translation>Table · siège</translation>
    </message>
    <message>
        <source>Chip leader</source>
        <translation>Chip leader</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>Tapis moyen</translation>
    </message>
    <message>
        <source>The chip leader and the average stack, count by count</source>
        <translation>Le chip leader et le tapis moyen, comptage par comptage</translation>
    </message>
    <message>
        <source>No stack has been counted yet.</source>
        <translation>Aucun tapis n&apos;a encore été compté.</translation>
    </message>
    <message>
        <source>Chip leaders by last count</source>
        <translation>Chip leaders au dernier comptage</translation>
    </message>
    <message>
        <source>No seated player&apos;s stack is counted.</source>
        <translation>Aucun tapis de joueur assis n&apos;est compté.</translation>
    </message>
</context>
<context>
    <name>reports.colour_up</name>
    <message>
        <source>Chip</source>
        <translation>Jeton</translation>
    </message>
    <message>
        <source>In the case</source>
        <translation>Dans la mallette</translation>
    </message>
    <message>
        <source>Each table</source>
        <translation>Par table</translation>
    </message>
    <message>
        <source>In all</source>
        <translation>En tout</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Manque</translation>
    </message>
    <message>
        <source>Each player</source>
        <translation>Par joueur</translation>
    </message>
    <message>
        <source>{chip} ({colour})</source>
        <translation>{chip} ({colour})</translation>
    </message>
    <message>
        <source>Break before level 1</source>
        <translation>Pause avant le niveau 1</translation>
    </message>
    <message>
        <source>Break after level {level}</source>
        <translation>Pause après le niveau {level}</translation>
    </message>
    <message>
        <source>{chip}: up to {count}</source>
        <translation>{chip} : jusqu&apos;à {count}</translation>
    </message>
    <message>
        <source>Coming off each table: {leaving}. Each table needs, at most:</source>
        <translation>Retirés de chaque table : {leaving}. Chaque table a besoin, au plus, de :</translation>
    </message>
    <message>
        <source>Starting stack {stack}</source>
        <translation>Tapis de départ {stack}</translation>
    </message>
    <message>
        <source>Colour-ups</source>
        <translation>Changes de jetons</translation>
    </message>
    <message>
        <source>No break in this structure colours up chips.</source>
        <translation>Aucune pause de cette structure ne change de jetons.</translation>
    </message>
</context>
<context>
    <name>reports.member_cards</name>
    <message>
        <source>Dues paid until {date}</source>
        <extracomment>The narrowest bar a scanner reads reliably from a laser or inkjet print.</extracomment>
        <translation>Cotisation au {date}</translation>
    </message>
    <message>
        <source>MEMBERSHIP CARD</source>
        <translation>CARTE DE MEMBRE</translation>
    </message>
</context>
<context>
    <name>reports.move_slips</name>
    <message>
        <source>MOVE</source>
        <translation>DÉPLACEMENT</translation>
    </message>
    <message>
        <source>FROM</source>
        <translation>DE</translation>
    </message>
    <message>
        <source>TO</source>
        <translation>VERS</translation>
    </message>
    <message>
        <source>Table {table}, seat {seat}</source>
        <translation>Table {table}, siège {seat}</translation>
    </message>
    <message>
        <source>Table {table}  Seat {seat}</source>
        <translation>Table {table}  Siège {seat}</translation>
    </message>
</context>
<context>
    <name>reports.page_frame</name>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Page {page} sur {pages}</translation>
    </message>
</context>
<context>
    <name>reports.payout_receipts</name>
    <message>
        <source>This payout reaches the venue&apos;s reporting threshold ({threshold}): the player&apos;s identity is recorded for tax purposes.</source>
        <translation>Ce paiement atteint le seuil de déclaration de l&apos;établissement ({threshold}) : l&apos;identité du joueur est enregistrée à des fins fiscales.</translation>
    </message>
    <message>
        <source>Bounties won</source>
        <translation>Primes gagnées</translation>
    </message>
    <message>
        <source>Receipt: {place}, {player}</source>
        <translation>Reçu : {place}, {player}</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Total received</source>
        <translation>Total reçu</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
</context>
<context>
    <name>reports.payouts_sheet</name>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Détail</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Prize pool</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Paiements</translation>
    </message>
    <message>
        <source>No payouts yet.</source>
        <translation>Pas encore de paiements.</translation>
    </message>
</context>
<context>
    <name>reports.results_html</name>
    <message>
        <source>Place</source>
        <extracomment>Nothing loads and nothing runs: the page is only what is in the file.</extracomment>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Prize pool</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Still playing</source>
        <translation>Encore en jeu</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Bounties</source>
        <translation>Primes</translation>
    </message>
    <message>
        <source>{count} still playing: they are listed once they finish.</source>
        <translation>{count} encore en jeu : ils sont listés dès leur élimination.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Paie</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Paiements</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Tournois</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>League standings: {title}</source>
        <translation>Classement de la ligue : {title}</translation>
    </message>
    <message>
        <source>{event}: results</source>
        <translation>{event} : résultats</translation>
    </message>
    <message>
        <source>{made} with floortool</source>
        <translation>{made} avec floortool</translation>
    </message>
</context>
<context>
    <name>reports.results_image</name>
    <message>
        <source>ENTRIES</source>
        <translation>ENTRÉES</translation>
    </message>
    <message>
        <source>PRIZE POOL</source>
        <translation>PRIZE POOL</translation>
    </message>
    <message>
        <source>BUY-IN</source>
        <translation>BUY-IN</translation>
    </message>
    <message>
        <source>PLAYING</source>
        <translation>EN JEU</translation>
    </message>
    <message>
        <source>WINNER</source>
        <translation>VAINQUEUR</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>and {count} more</source>
        <translation>et {count} de plus</translation>
    </message>
    <message>
        <source>{count} still playing</source>
        <translation>{count} encore en jeu</translation>
    </message>
    <message>
        <source>Nobody has finished yet</source>
        <translation>Personne n&apos;est encore éliminé</translation>
    </message>
    <message>
        <source>League: {title}</source>
        <translation>Ligue : {title}</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} pts</translation>
    </message>
    <message>
        <source>{made} with floortool</source>
        <translation>{made} avec floortool</translation>
    </message>
</context>
<context>
    <name>reports.results_sheet</name>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Bounties</source>
        <translation>Primes</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Élim.</translation>
    </message>
    <message>
        <source>Eliminated by</source>
        <translation>Éliminé par</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Signed out</source>
        <translation>Départ signé</translation>
    </message>
    <message>
        <source>Why</source>
        <extracomment>The columns of a sheet with no bounties, points or sign-outs.</extracomment>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>bounty unclaimed</source>
        <extracomment>Nobody was credited with the elimination.</extracomment>
        <translation>prime non attribuée</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>How these places were decided</source>
        <translation>Comment ces places ont été départagées</translation>
    </message>
</context>
<context>
    <name>reports.rulings_log</name>
    <message>
        <source>At the director&apos;s discretion.</source>
        <translation>À la discrétion du directeur.</translation>
    </message>
    <message>
        <source>No ruling to list.</source>
        <translation>Aucune décision à lister.</translation>
    </message>
    <message>
        <source>{book} {rule} (borrowed)</source>
        <translation>{book} {rule} (empruntée)</translation>
    </message>
    <message>
        <source>{book} {rule}</source>
        <translation>{book} {rule}</translation>
    </message>
    <message>
        <source>Random pick, drawn when the ruling was given</source>
        <translation>Tirage au sort, effectué lors de la décision</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Incident log</source>
        <translation>Journal des incidents</translation>
    </message>
</context>
<context>
    <name>reports.seat_cards</name>
    <message>
        <source>Stack {stack}</source>
        <translation>Tapis {stack}</translation>
    </message>
    <message>
        <source>{stack} less {deduction} late registration</source>
        <translation>{stack} moins {deduction} inscription tardive</translation>
    </message>
    <message>
        <source>Entry 1</source>
        <translation>Entrée 1</translation>
    </message>
    <message>
        <source>Entry {number} (re-entry)</source>
        <translation>Entrée {number} (re-entry)</translation>
    </message>
    <message>
        <source>TABLE</source>
        <translation>TABLE</translation>
    </message>
    <message>
        <source>SEAT</source>
        <translation>SIÈGE</translation>
    </message>
    <message>
        <source>ID {id}</source>
        <translation>ID {id}</translation>
    </message>
</context>
<context>
    <name>reports.seating_chart</name>
    <message>
        <source>TABLE</source>
        <translation>TABLE</translation>
    </message>
    <message>
        <source>SEAT</source>
        <translation>SIÈGE</translation>
    </message>
    <message>
        <source>Nobody is seated yet.</source>
        <translation>Personne n&apos;est encore assis.</translation>
    </message>
</context>
<context>
    <name>reports.sign_in</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>alt</source>
        <translation>rempl.</translation>
    </message>
    <message>
        <source>Sign-in sheet</source>
        <translation>Feuille d&apos;émargement</translation>
    </message>
    <message>
        <source>Sign beside your name. Not listed? Write your name on a blank line.</source>
        <translation>Signez en face de votre nom. Absent de la liste ? Écrivez votre nom sur une ligne vide.</translation>
    </message>
</context>
<context>
    <name>reports.sign_up_poster</name>
    <message>
        <source>1. Scan the code with your phone&apos;s camera.</source>
        <translation>1. Scannez le code avec l&apos;appareil photo de votre téléphone.</translation>
    </message>
    <message>
        <source>2. Type your name, and your membership number if you have one.</source>
        <translation>2. Tapez votre nom, et votre numéro d&apos;adhérent le cas échéant.</translation>
    </message>
    <message>
        <source>3. Pay the buy-in at the desk: the director confirms you,</source>
        <translation>3. Payez le buy-in à l&apos;accueil : le directeur vous confirme,</translation>
    </message>
    <message>
        <source>    and your phone shows your table and seat.</source>
        <translation>    et votre téléphone affiche votre table et votre siège.</translation>
    </message>
    <message>
        <source>SIGN UP</source>
        <translation>PRÉINSCRIPTION</translation>
    </message>
</context>
<context>
    <name>reports.standings_sheet</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Attend.</source>
        <translation>Prés.</translation>
    </message>
    <message>
        <source>Adjust.</source>
        <translation>Ajust.</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Tournois</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>* Not yet ranked by average: fewer events than the ranking needs.</source>
        <translation>* Pas encore classé à la moyenne : moins de tournois que le classement n&apos;en demande.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
</context>
<context>
    <name>reports.structure_sheet</name>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Petite blinde</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Grosse blinde</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minutes</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Antes marked BB are big-blind antes: the big blind pays the ante for the table.</source>
        <translation>Les antes marquées BB sont des antes big blind : la grosse blinde paie l&apos;ante pour la table.</translation>
    </message>
    <message>
        <source>Colour up {chips}</source>
        <translation>Change de jetons {chips}</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>{ante} BB</source>
        <translation>{ante} BB</translation>
    </message>
    <message>
        <source>Structure: {name}</source>
        <translation>Structure : {name}</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Structure</translation>
    </message>
    <message>
        <source>The structure has no levels.</source>
        <translation>La structure n&apos;a aucun niveau.</translation>
    </message>
</context>
<context>
    <name>reports.table_sheets</name>
    <message>
        <source>{players} of {seats} taken</source>
        <translation>{players} sur {seats} occupés</translation>
    </message>
    <message>
        <source>button not known</source>
        <translation>bouton inconnu</translation>
    </message>
    <message>
        <source>button: seat {seat}</source>
        <translation>bouton : siège {seat}</translation>
    </message>
    <message>
        <source>{taken}  ·  {button}</source>
        <translation>{taken}  ·  {button}</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <source>FINAL TABLE</source>
        <translation>TABLE FINALE</translation>
    </message>
    <message>
        <source>SEAT</source>
        <translation>SIÈGE</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>libre</translation>
    </message>
</context>
<context>
    <name>reports.tabular</name>
    <message>
        <source>Nothing to list.</source>
        <extracomment>ReportLab&apos;s padding left and right of a cell&apos;s text, points.</extracomment>
        <translation>Rien à lister.</translation>
    </message>
</context>
<context>
    <name>reports.ticket_vouchers</name>
    <message>
        <source>One paid buy-in in the target event.</source>
        <translation>Un buy-in au tournoi cible.</translation>
    </message>
    <message>
        <source>Signature: ____________________</source>
        <translation>Signature : ____________________</translation>
    </message>
    <message>
        <source>Plus {cash} in cash.</source>
        <translation>Plus {cash} en espèces.</translation>
    </message>
    <message>
        <source>SATELLITE SEAT TICKET</source>
        <translation>TICKET SATELLITE</translation>
    </message>
</context>
<context>
    <name>reports_page</name>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Every seated player</source>
        <extracomment>The seat-card choices, as the window offers them: (text, new only, reprint).</extracomment>
        <translation>Chaque joueur assis</translation>
    </message>
    <message>
        <source>Only cards not printed yet</source>
        <translation>Cartes non imprimées</translation>
    </message>
    <message>
        <source>The last batch again</source>
        <translation>Le dernier lot à nouveau</translation>
    </message>
    <message>
        <source>This event&apos;s season, else the latest</source>
        <extracomment>The season choice that leaves it to the app: the event&apos;s own season, else the latest.</extracomment>
        <translation>La saison de ce tournoi, sinon la plus récente</translation>
    </message>
    <message>
        <source>Only table</source>
        <extracomment>The documents listed at least, on a short screen (the list scrolls).</extracomment>
        <translation>Seulement la table</translation>
    </message>
    <message>
        <source>Every move so far, not only the latest</source>
        <translation>Tous les déplacements jusqu&apos;ici, pas seulement le dernier</translation>
    </message>
    <message>
        <source>Only rulings with: a player, table 4, a rule…</source>
        <translation>Seulement les décisions avec : un joueur, table 4, une règle…</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>En PDF…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Mise en page</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Déplacements</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Documents</translation>
    </message>
    <message>
        <source>Another document is being made: Preview once it is done.</source>
        <translation>Un autre document est en cours : Aperçu une fois qu&apos;il est prêt.</translation>
    </message>
    <message>
        <source> (closed)</source>
        <translation> (close)</translation>
    </message>
    <message>
        <source>The floor has changed since this preview: Preview again to update it.</source>
        <translation>Le floor a changé depuis cet aperçu : Aperçu à nouveau pour le mettre à jour.</translation>
    </message>
    <message>
        <source>Making the {0}…</source>
        <translation>Préparation de {0}…</translation>
    </message>
    <message>
        <source>Print {0}</source>
        <translation>Imprimer {0}</translation>
    </message>
    <message>
        <source>Preview to see the {0}.</source>
        <translation>Aperçu pour voir {0}.</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Enregistrer en PDF</translation>
    </message>
    <message>
        <source>Saved {pages} pages to {save_path}.</source>
        <translation>{pages} pages enregistrées dans {save_path}.</translation>
    </message>
    <message>
        <source>Sent {pages} {0} to the printer.</source>
        <translation>{pages} {0} envoyées à l&apos;imprimante.</translation>
    </message>
</context>
<context>
    <name>results</name>
    <message>
        <source>nobody credited (bounty unclaimed)</source>
        <translation>personne de crédité (prime non réclamée)</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <source>{first}-{last} (shared)</source>
        <translation>{first}-{last} (partagée)</translation>
    </message>
</context>
<context>
    <name>results_page</name>
    <message>
        <source>Complete</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>{winner} wins</source>
        <translation>{winner} gagne</translation>
    </message>
    <message>
        <source>Bust-out…</source>
        <translation>Élimination…</translation>
    </message>
    <message>
        <source>Record players eliminated on one hand (F4)</source>
        <translation>Enregistrer les joueurs éliminés sur une même main (F4)</translation>
    </message>
    <message>
        <source>Set place…</source>
        <translation>Fixer la place…</translation>
    </message>
    <message>
        <source>Set the selected entry&apos;s place by hand, with a reason</source>
        <translation>Fixer à la main la place de l&apos;entrée choisie, avec un motif</translation>
    </message>
    <message>
        <source>Signed out</source>
        <translation>Parti</translation>
    </message>
    <message>
        <source>The selected player signed out to claim league points (house amendment A-16); click again to take it back</source>
        <translation>Le joueur choisi est parti pour réclamer ses points de ligue (amendement maison A-16) ; cliquer à nouveau pour l&apos;annuler</translation>
    </message>
    <message>
        <source>Print results…</source>
        <translation>Imprimer les résultats…</translation>
    </message>
    <message>
        <source>The results sheet on the Reports page, to print or save</source>
        <translation>La feuille de résultats sur la page Documents, à imprimer ou enregistrer</translation>
    </message>
    <message>
        <source>Publish…</source>
        <translation>Publier…</translation>
    </message>
    <message>
        <source>Write the results into a folder: a web page, an image for a chat group, and JSON and CSV files for websites and ranking sites</source>
        <translation>Écrire les résultats dans un dossier : une page web, une image pour un groupe de discussion, et des fichiers JSON et CSV pour les sites web et de classement</translation>
    </message>
    <message>
        <source>Set place</source>
        <translation>Fixer la place</translation>
    </message>
    <message>
        <source>Place for {player} (or shared, like 9-10):</source>
        <translation>Place de {player} (ou partagée, comme 9-10) :</translation>
    </message>
    <message>
        <source>Why (kept in the journal):</source>
        <translation>Pourquoi (gardé dans le journal) :</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>Publish the results into a folder</source>
        <translation>Publier les résultats dans un dossier</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Publier</translation>
    </message>
    <message>
        <source>Publishing the results into {folder}…</source>
        <translation>Publication des résultats dans {folder}…</translation>
    </message>
    <message>
        <source>Published the results into {folder}: {names}</source>
        <translation>Résultats publiés dans {folder} : {names}</translation>
    </message>
    <message>
        <source>Field {field}</source>
        <translation>Champ {field}</translation>
    </message>
    <message>
        <source>{remaining} playing</source>
        <translation>{remaining} en jeu</translation>
    </message>
    <message>
        <source>{0} out</source>
        <translation>{0} éliminés</translation>
    </message>
</context>
<context>
    <name>room_display</name>
    <message>
        <source>SIGN UP</source>
        <extracomment>The sign-up strip&apos;s width, as a share of the display&apos;s shorter side.</extracomment>
        <translation>PRÉINSCRIPTION</translation>
    </message>
    <message>
        <source>Pay at the desk</source>
        <translation>Payer à l&apos;accueil</translation>
    </message>
    <message>
        <source>PLAYERS</source>
        <extracomment>Texts of the slots in the boxes of figures.</extracomment>
        <translation>JOUEURS</translation>
    </message>
    <message>
        <source>AVERAGE STACK</source>
        <translation>TAPIS MOYEN</translation>
    </message>
    <message>
        <source>PRIZE POOL</source>
        <translation>PRIZE POOL</translation>
    </message>
    <message>
        <source>GUARANTEED POOL</source>
        <translation>PRIZE POOL GARANTI</translation>
    </message>
    <message>
        <source>NEXT BREAK IN</source>
        <translation>PAUSE DANS</translation>
    </message>
    <message>
        <source>LATE REGISTRATION</source>
        <translation>INSCRIPTIONS TARDIVES</translation>
    </message>
    <message>
        <source>PAYOUTS</source>
        <translation>GAINS</translation>
    </message>
    <message>
        <source>SEAT CHANGES</source>
        <translation>CHANGEMENTS DE PLACE</translation>
    </message>
    <message>
        <source>CHIP LEADERS · BY LAST COUNT</source>
        <translation>CHIP LEADERS · DERNIER COMPTAGE</translation>
    </message>
    <message>
        <source>BIGGEST BOUNTIES</source>
        <translation>PLUS GROSSES PRIMES</translation>
    </message>
    <message>
        <source>Payouts from two entries on</source>
        <extracomment>How long the payouts panel shows the payouts, then the chip leaders (once counted). What the payouts panel says before there is a pool to share.</extracomment>
        <translation>Gains à partir de deux entrées</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <extracomment>State banners: (text, background, text colour).</extracomment>
        <translation>EN PAUSE</translation>
    </message>
    <message>
        <source>HAND-FOR-HAND · CLOCK HELD</source>
        <translation>MAIN PAR MAIN · HORLOGE ARRÊTÉE</translation>
    </message>
    <message>
        <source>NOT STARTED</source>
        <translation>PAS COMMENCÉ</translation>
    </message>
    <message>
        <source>FINISHED</source>
        <translation>TERMINÉ</translation>
    </message>
    <message>
        <source>NO CLOCK</source>
        <translation>PAS D&apos;HORLOGE</translation>
    </message>
    <message>
        <source>STARTS IN</source>
        <translation>DÉPART DANS</translation>
    </message>
    <message>
        <source>left / entries</source>
        <translation>restants / entrées</translation>
    </message>
    <message>
        <source>BREAK</source>
        <translation>PAUSE</translation>
    </message>
    <message>
        <source>Room display — floortool</source>
        <translation>Écran de salle — floortool</translation>
    </message>
    <message>
        <source>Leave Full Screen</source>
        <translation>Quitter le plein écran</translation>
    </message>
    <message>
        <source>{event_name} — room display</source>
        <translation>{event_name} — écran de salle</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Mise en page</translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation>Intégrée</translation>
    </message>
    <message>
        <source>Announcement</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <source>Screen Set</source>
        <translation>Série d&apos;écrans</translation>
    </message>
    <message>
        <source>{label} · TOP {PAYOUT_SLOTS} OF {0} PLACES</source>
        <translation>{label} · TOP {PAYOUT_SLOTS} SUR {0} PLACES</translation>
    </message>
</context>
<context>
    <name>room_end_view</name>
    <message>
        <source>FINAL PLACES</source>
        <extracomment>The share of the panel&apos;s width a lone column takes.</extracomment>
        <translation>CLASSEMENT FINAL</translation>
    </message>
    <message>
        <source>{PLACES_LABEL} · FIELD {field}</source>
        <translation>{PLACES_LABEL} · CHAMP {field}</translation>
    </message>
    <message>
        <source>{PLACES_LABEL} · TOP {0} OF {field}</source>
        <translation>{PLACES_LABEL} · TOP {0} SUR {field}</translation>
    </message>
</context>
<context>
    <name>room_figures</name>
    <message>
        <source>{0} paid</source>
        <extracomment>The most bounties the room display lists (the biggest). The most characters of a name the room&apos;s chip-leader cells show.</extracomment>
        <translation>{0} payées</translation>
    </message>
    <message>
        <source>{count} place</source>
        <translation>{count} place</translation>
    </message>
    <message>
        <source>{count} places</source>
        <translation>{count} places</translation>
    </message>
    <message>
        <source>{0} overlay</source>
        <translation>overlay de {0}</translation>
    </message>
</context>
<context>
    <name>rule_browser</name>
    <message>
        <source>No rule to show: try a rule number such as 39-A, or fewer words.</source>
        <translation>Aucune règle à afficher : essayer un numéro de règle comme 39-A, ou moins de mots.</translation>
    </message>
    <message>
        <source>No ruling situation cites this rule.</source>
        <translation>Aucune situation ne cite cette règle.</translation>
    </message>
    <message>
        <source>Type a rule number (39-A, RP-5, A-18, NL 12, §3 Misdeals 1(a)) or a few words (premature turn, odd chip). The texts are our own summaries: the official wording is a click away.</source>
        <translation>Saisir un numéro de règle (39-A, RP-5, A-18, NL 12, §3 Misdeals 1(a)) ou quelques mots (premature turn, odd chip). Les textes sont nos propres résumés : le texte officiel est à un clic.</translation>
    </message>
    <message>
        <source>Rulebooks</source>
        <translation>Règlements</translation>
    </message>
    <message>
        <source>Rule number or words…</source>
        <translation>Numéro de règle ou mots…</translation>
    </message>
    <message>
        <source>All books</source>
        <translation>Tous les règlements</translation>
    </message>
    <message>
        <source>Situations citing this rule</source>
        <translation>Situations citant cette règle</translation>
    </message>
    <message>
        <source>No rule matches “{0}”.</source>
        <translation>Aucune règle ne correspond à « {0} ».</translation>
    </message>
    <message>
        <source>{count} rule</source>
        <translation>{count} règle</translation>
    </message>
    <message>
        <source>{count} rules</source>
        <translation>{count} règles</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;{0}&quot;&gt;Official text: {1}&lt;/a&gt;&lt;br&gt;{2}.&lt;br&gt;&lt;i&gt;{3}&lt;/i&gt;</source>
        <translation>&lt;a href=&quot;{0}&quot;&gt;Texte officiel : {1}&lt;/a&gt;&lt;br&gt;{2}.&lt;br&gt;&lt;i&gt;{3}&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>ruling_wizard</name>
    <message>
        <source>Ruling</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <source>Back a step (Alt+Left)</source>
        <translation>Revenir d&apos;une étape (Alt+Gauche)</translation>
    </message>
    <message>
        <source>New ruling</source>
        <translation>Nouvelle décision</translation>
    </message>
    <message>
        <source>The recorded ruling was undone. Record it again to log it (a new pick is drawn).</source>
        <translation>La décision enregistrée a été annulée. L&apos;enregistrer à nouveau pour la consigner (un nouveau tirage est fait).</translation>
    </message>
    <message>
        <source>Start again from the situation</source>
        <translation>Recommencer à partir de la situation</translation>
    </message>
    <message>
        <source>Actions in turn: {0}</source>
        <translation>Actions dans l&apos;ordre : {0}</translation>
    </message>
    <message>
        <source>Record the ruling</source>
        <translation>Enregistrer la décision</translation>
    </message>
</context>
<context>
    <name>ruling_wizard_pages</name>
    <message>
        <source>At the director&apos;s discretion</source>
        <translation>À la discrétion du directeur</translation>
    </message>
    <message>
        <source>The rules are cited as their rulebook writes them, in English.</source>
        <extracomment>Shown in a translated window, where the rules alone stay in English.</extracomment>
        <translation>Les règles sont citées telles que leur règlement les écrit : en anglais.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>if {conditions}</source>
        <translation>si {conditions}</translation>
    </message>
    <message>
        <source>&lt;a href=&apos;{OPEN_IN_BROWSER}&apos;&gt;Open in the rule browser&lt;/a&gt; (the official text is a click away there)</source>
        <translation>&lt;a href=&apos;{OPEN_IN_BROWSER}&apos;&gt;Ouvrir dans le navigateur de règles&lt;/a&gt; (le texte officiel y est à un clic)</translation>
    </message>
    <message>
        <source>What the other rulebook says</source>
        <translation>Ce que dit l&apos;autre règlement</translation>
    </message>
    <message>
        <source>On these answers</source>
        <translation>Selon ces réponses</translation>
    </message>
    <message>
        <source>What the dealer does</source>
        <translation>Ce que fait le croupier</translation>
    </message>
    <message>
        <source>Rules (click one to read it)</source>
        <translation>Règles (cliquer pour lire)</translation>
    </message>
    <message>
        <source>Under {book}</source>
        <translation>Selon {book}</translation>
    </message>
    <message>
        <source>Key {0}</source>
        <translation>Touche {0}</translation>
    </message>
    <message>
        <source>Use these actions  (Enter)</source>
        <translation>Utiliser ces actions  (Entrée)</translation>
    </message>
    <message>
        <source>Or tap the actions taken in turn since the blinds, and floortool works it out</source>
        <translation>Ou toucher les actions dans l&apos;ordre depuis les blinds, et floortool fait le calcul</translation>
    </message>
    <message>
        <source>Keys: F fold, K check, C call, B bet, R raise, A all-in; Backspace takes one back. Posted blinds and antes never count.</source>
        <translation>Touches : F passer, K parole, C suivre, B miser, R relancer, A tapis ; Retour arrière en reprend une. Les blinds et antes posées ne comptent jamais.</translation>
    </message>
    <message>
        <source>Question {number}</source>
        <translation>Question {number}</translation>
    </message>
    <message>
        <source>Answered:</source>
        <translation>Réponses :</translation>
    </message>
    <message>
        <source>Names, separated by commas</source>
        <translation>Noms, séparés par des virgules</translation>
    </message>
    <message>
        <source>What was said, who called the floor…</source>
        <translation>Ce qui a été dit, qui a appelé le floor…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Directeur</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Add the ruling to the incident log (Ctrl+Enter)</source>
        <translation>Ajouter la décision au journal des incidents (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Incident log</source>
        <translation>Journal des incidents</translation>
    </message>
    <message>
        <source>The {0}: drawn at random</source>
        <translation>{0} : tiré au hasard</translation>
    </message>
    <message>
        <source>One of {0} face-down cards. “Record and draw” draws it and writes it in the incident log; the card to take shows here.</source>
        <translation>Une carte parmi {0} faces cachées. « Enregistrer et tirer » la tire et l&apos;écrit au journal des incidents ; la carte à prendre s&apos;affiche ici.</translation>
    </message>
    <message>
        <source>Record and draw</source>
        <translation>Enregistrer et tirer</translation>
    </message>
    <message>
        <source>Keeps the time and the answers too (Ctrl+Enter); Edit › Undo takes it back.</source>
        <translation>Garde aussi l&apos;heure et les réponses (Ctrl+Entrée) ; Édition › Annuler la reprend.</translation>
    </message>
    <message>
        <source>Card {0} is the {1}</source>
        <translation>La carte {0} est {1}</translation>
    </message>
    <message>
        <source>Recorded in the incident log as ruling {number} by {director}. Edit › Undo in the main window takes it back.</source>
        <translation>Enregistrée au journal des incidents comme décision {number} par {director}. Édition › Annuler dans la fenêtre principale la reprend.</translation>
    </message>
</context>
<context>
    <name>ruling_wizard_search</name>
    <message>
        <source>e.g. 4 card flop</source>
        <translation>p. ex. flop à 4 cartes</translation>
    </message>
    <message>
        <source>Enter opens the one chosen; ↑↓ choose.</source>
        <translation>Entrée ouvre celle choisie ; ↑↓ pour choisir.</translation>
    </message>
    <message>
        <source>{count} situations. Type a few words to find one.</source>
        <translation>{count} situations. Saisir quelques mots pour en trouver une.</translation>
    </message>
    <message>
        <source>No situation matches “{0}”.</source>
        <translation>Aucune situation ne correspond à « {0} ».</translation>
    </message>
</context>
<context>
    <name>rulings</name>
    <message>
        <source>FTR decks</source>
        <extracomment>The rulebooks by the names a director says.</extracomment>
        <translation>Jeux FTR</translation>
    </message>
    <message>
        <source>FTR decks with FTR action</source>
        <translation>Jeux FTR avec action FTR</translation>
    </message>
    <message>
        <source>Stud</source>
        <translation>Stud</translation>
    </message>
</context>
<context>
    <name>rulings.absent-player</name>
    <message>
        <source>A player with a live hand, all-in players included, must stay at the table until the hand is over; leaving may be penalised. The hand is not killed for leaving, but a player who is not there to act can be put on the clock.</source>
        <translation>Un joueur avec une main vivante, joueurs à tapis compris, doit rester à la table jusqu&apos;à la fin de la main ; partir peut être pénalisé. La main n&apos;est pas tuée parce qu&apos;il est parti, mais on peut demander le clock contre un joueur qui n&apos;est pas là pour agir.</translation>
    </message>
    <message>
        <source>Absent player at the deal, or player leaves with a live hand</source>
        <translation>Joueur absent à la distribution, ou joueur qui quitte la table avec une main vivante</translation>
    </message>
    <message>
        <source>Ask the player to come back to the table.</source>
        <translation>Demander au joueur de revenir à la table.</translation>
    </message>
    <message>
        <source>Call the clock if they are not there to act.</source>
        <translation>Demander le clock s&apos;il n&apos;est pas là pour agir.</translation>
    </message>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Continuer la main.</translation>
    </message>
    <message>
        <source>Decide on a penalty after the hand.</source>
        <translation>Décider d&apos;une pénalité après la main.</translation>
    </message>
    <message>
        <source>Fold the absent player&apos;s hand when the action reaches it.</source>
        <translation>Coucher la main du joueur absent quand la parole lui arrive.</translation>
    </message>
    <message>
        <source>House rule: an absent player is always dealt in, and the hand is folded only if they are still away when the action reaches them. The player was back in time, so the hand is live.</source>
        <translation>Règle maison : un joueur absent reçoit toujours des cartes, et sa main n&apos;est couchée que s&apos;il est encore absent quand la parole lui arrive. Le joueur est revenu à temps : la main est vivante.</translation>
    </message>
    <message>
        <source>House rule: the player was not there when the action reached them, so the hand is folded, even a live blind&apos;s option. Blinds posted stay in the pot; the player keeps being dealt in and blinded while away.</source>
        <translation>Règle maison : le joueur n&apos;était pas là quand la parole lui est arrivée, donc sa main est couchée, même l&apos;option d&apos;une blind vivante. Les blinds posées restent dans le pot ; le joueur continue à recevoir des cartes et à payer les blinds pendant son absence.</translation>
    </message>
    <message>
        <source>Keep dealing them in and posting their blinds while they are away.</source>
        <translation>Continuer à lui distribuer des cartes et à poser ses blinds pendant son absence.</translation>
    </message>
    <message>
        <source>Kill the absent player&apos;s hand as soon as the deal is finished.</source>
        <translation>Tuer la main du joueur absent dès la fin de la distribution.</translation>
    </message>
    <message>
        <source>Leave their blinds and antes in the pot.</source>
        <translation>Laisser ses blinds et antes dans le pot.</translation>
    </message>
    <message>
        <source>Leave their blinds in the pot.</source>
        <translation>Laisser ses blinds dans le pot.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>The player walked away from the table with a live hand</source>
        <translation>Le joueur a quitté la table avec une main vivante</translation>
    </message>
    <message>
        <source>The player was at the seat when the last card of the deal was dealt, so the hand is live.</source>
        <translation>Le joueur était à son siège quand la dernière carte a été distribuée : la main est vivante.</translation>
    </message>
    <message>
        <source>The player was away when the cards were dealt</source>
        <translation>Le joueur était absent quand les cartes ont été distribuées</translation>
    </message>
    <message>
        <source>The player was not at the seat when the last card of the initial deal was dealt: the hand is dead at once, and any blinds and antes the player posted stay in the pot. An absent player is still dealt in and posts blinds and antes every hand.</source>
        <translation>Le joueur n&apos;était pas à son siège quand la dernière carte de la distribution initiale a été donnée : la main est morte immédiatement, et les blinds et antes qu&apos;il a posés restent dans le pot. Un joueur absent reçoit quand même des cartes et paie blinds et antes à chaque main.</translation>
    </message>
    <message>
        <source>Was the player at their seat (within reach of the chair) when the last card of the initial deal was dealt?</source>
        <translation>Le joueur était-il à son siège (à portée de sa chaise) quand la dernière carte de la distribution initiale a été donnée ?</translation>
    </message>
    <message>
        <source>Was the player back in their seat when the action reached them?</source>
        <translation>Le joueur était-il revenu à son siège quand la parole lui est arrivée ?</translation>
    </message>
    <message>
        <source>What happened?</source>
        <translation>Que s&apos;est-il passé ?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>absent player</source>
        <translation>joueur absent</translation>
    </message>
    <message>
        <source>away from table</source>
        <translation>loin de la table</translation>
    </message>
    <message>
        <source>missing player</source>
        <translation>joueur manquant</translation>
    </message>
    <message>
        <source>not at seat</source>
        <translation>pas à son siège</translation>
    </message>
    <message>
        <source>player away</source>
        <translation>joueur parti</translation>
    </message>
    <message>
        <source>player left the table</source>
        <translation>le joueur a quitté la table</translation>
    </message>
</context>
<context>
    <name>rulings.action-out-of-turn</name>
    <message>
        <source>A declared fold is binding: the hand is dead. The action goes back to the player whose turn it was.</source>
        <translation>Un fold annoncé est engageant : la main est morte. La parole revient au joueur dont c&apos;était le tour.</translation>
    </message>
    <message>
        <source>A fold out of turn is always binding. The action goes back to the player whose turn it was.</source>
        <translation>Un fold hors de son tour est toujours engageant. La parole revient au joueur dont c&apos;était le tour.</translation>
    </message>
    <message>
        <source>A player in between bet, called or raised, so the out-of-turn action is not binding: the chips come back and the player decides afresh at their turn.</source>
        <translation>Un joueur entre-temps a misé, suivi ou relancé, donc l&apos;action hors de son tour n&apos;est pas engageante : les jetons reviennent et le joueur décide à nouveau à son tour.</translation>
    </message>
    <message>
        <source>A player who checked out of turn may not bet or raise at their next turn: if nobody bets they stay checked, and facing a bet they may only call or fold.</source>
        <translation>Un joueur qui a checké hors de son tour ne peut ni miser ni relancer à son tour suivant : si personne ne mise, il reste checké, et face à une mise il peut seulement suivre ou se coucher.</translation>
    </message>
    <message>
        <source>Action out of turn</source>
        <translation>Action hors de son tour</translation>
    </message>
    <message>
        <source>At their turn, the player who checked out of turn may only check, call or fold.</source>
        <translation>À son tour, le joueur qui a checké hors de son tour peut seulement checker, suivre ou se coucher.</translation>
    </message>
    <message>
        <source>Back the action up to the player whose turn it was.</source>
        <translation>Ramener la parole au joueur dont c&apos;était le tour.</translation>
    </message>
    <message>
        <source>Bet or raise</source>
        <translation>Mise ou relance</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Suivre (call)</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Consider a penalty if it happens again.</source>
        <translation>Envisager une pénalité si cela se reproduit.</translation>
    </message>
    <message>
        <source>Consider a penalty, especially if it is deliberate or repeated.</source>
        <translation>Envisager une pénalité, surtout si c&apos;est délibéré ou répété.</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Se coucher (fold)</translation>
    </message>
    <message>
        <source>Nobody in between bet, called or raised, so the out-of-turn action may be held binding. Deliberately acting out of turn is not tolerated.</source>
        <translation>Personne entre-temps n&apos;a misé, suivi ou relancé, donc l&apos;action hors de son tour peut être tenue pour engageante. Agir délibérément hors de son tour n&apos;est pas toléré.</translation>
    </message>
    <message>
        <source>Once the action went back to the skipped player(s), what did they do?</source>
        <translation>Quand la parole est revenue au(x) joueur(s) sauté(s), qu&apos;ont-ils fait ?</translation>
    </message>
    <message>
        <source>Only checks or folds</source>
        <translation>Seulement des checks ou des folds</translation>
    </message>
    <message>
        <source>Return the chips the player put in out of turn.</source>
        <translation>Rendre au joueur les jetons qu&apos;il a mis hors de son tour.</translation>
    </message>
    <message>
        <source>Someone bet or raised</source>
        <translation>Quelqu&apos;un a misé ou relancé</translation>
    </message>
    <message>
        <source>Someone called, nobody bet or raised</source>
        <translation>Quelqu&apos;un a suivi, personne n&apos;a misé ni relancé</translation>
    </message>
    <message>
        <source>The action facing the player who acted out of turn has changed (a bet or raise in between), so that action is not binding: their chips come back and they have every option (call, raise or fold).</source>
        <translation>L&apos;action à laquelle faisait face le joueur qui a agi hors de son tour a changé (une mise ou une relance entre-temps), donc son action n&apos;est pas engageante : ses jetons lui reviennent et il a toutes les options (suivre, relancer ou se coucher).</translation>
    </message>
    <message>
        <source>The action is backed up to the skipped player. Their check, call or fold does not change the action the out-of-turn player faced, so the out-of-turn action is binding. A penalty may follow.</source>
        <translation>La parole revient au joueur sauté. Son check, son call ou son fold ne change pas l&apos;action à laquelle faisait face le joueur hors de son tour, donc l&apos;action hors de son tour est engageante. Une pénalité peut suivre.</translation>
    </message>
    <message>
        <source>The player who folded out of turn stays folded.</source>
        <translation>Le joueur qui s&apos;est couché hors de son tour reste couché.</translation>
    </message>
    <message>
        <source>Warn the player if it was deliberate.</source>
        <translation>Avertir le joueur si c&apos;était délibéré.</translation>
    </message>
    <message>
        <source>What did the player do out of turn?</source>
        <translation>Qu&apos;a fait le joueur hors de son tour ?</translation>
    </message>
    <message>
        <source>When it comes back round, hold the out-of-turn action as made.</source>
        <translation>Quand la parole revient, faire tenir l&apos;action hors de son tour telle quelle.</translation>
    </message>
    <message>
        <source>When it comes back round, the out-of-turn action stands as made.</source>
        <translation>Quand la parole revient, l&apos;action hors de son tour tient telle quelle.</translation>
    </message>
    <message>
        <source>When it is their turn, they act as they choose.</source>
        <translation>À son tour, il agit comme il l&apos;entend.</translation>
    </message>
    <message>
        <source>When it is their turn, they may call, raise or fold.</source>
        <translation>À son tour, il peut suivre, relancer ou se coucher.</translation>
    </message>
    <message>
        <source>acted out of turn</source>
        <translation>a agi hors de son tour</translation>
    </message>
    <message>
        <source>bet out of turn</source>
        <translation>misé hors de son tour</translation>
    </message>
    <message>
        <source>checked out of turn</source>
        <translation>checké hors de son tour</translation>
    </message>
    <message>
        <source>folded out of turn</source>
        <translation>couché hors de son tour</translation>
    </message>
    <message>
        <source>oot</source>
        <translation>oot</translation>
    </message>
    <message>
        <source>out of turn</source>
        <translation>hors de son tour</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>sauté</translation>
    </message>
</context>
<context>
    <name>rulings.all-in-exposure</name>
    <message>
        <source>A hand the dealer exposes stays live: play on with the betting, the exposed cards in view.</source>
        <translation>Une main exposée par le croupier reste vivante : les enchères continuent, les cartes exposées à la vue de tous.</translation>
    </message>
    <message>
        <source>All betting is over with a player all-in: every hand in the main and side pots is turned face up at once, before the rest of the board is dealt. A player who is all-in or has called may not muck without showing.</source>
        <translation>Toutes les enchères sont finies avec un joueur à tapis : toutes les mains du pot principal et des pots secondaires sont retournées aussitôt, avant le reste du board. Un joueur à tapis ou qui a suivi ne peut pas jeter sa main sans la montrer.</translation>
    </message>
    <message>
        <source>All-in: turning hands up, early or dealer-caused exposure</source>
        <translation>Tapis : retourner les mains, exposition prématurée ou par le croupier</translation>
    </message>
    <message>
        <source>Ask the table whether all betting is done.</source>
        <translation>Demander à la table si toutes les enchères sont finies.</translation>
    </message>
    <message>
        <source>Betting is not over, but a player&apos;s exposed hand stays live; exposing cards with action pending may be penalised after the hand.</source>
        <translation>Les enchères ne sont pas finies, mais la main exposée d&apos;un joueur reste vivante ; montrer ses cartes alors qu&apos;il reste de l&apos;action peut être pénalisé après la main.</translation>
    </message>
    <message>
        <source>Carry on with the betting.</source>
        <translation>Continuer les enchères.</translation>
    </message>
    <message>
        <source>Decide on a penalty after the hand.</source>
        <translation>Décider d&apos;une pénalité après la main.</translation>
    </message>
    <message>
        <source>Did anyone turn a hand up early?</source>
        <translation>Quelqu&apos;un a-t-il retourné une main trop tôt ?</translation>
    </message>
    <message>
        <source>During hand-for-hand, keep the cards face down until the floor says to go on.</source>
        <translation>En main par main, garder les cartes face cachée jusqu&apos;à ce que le floor dise de continuer.</translation>
    </message>
    <message>
        <source>Finish the hand among the remaining players.</source>
        <translation>Finir la main entre les joueurs restants.</translation>
    </message>
    <message>
        <source>Give any odd chips to the first player left of the button.</source>
        <translation>Donner les jetons impairs au premier joueur à gauche du bouton.</translation>
    </message>
    <message>
        <source>Give back the bets of the last betting round to the players who made them.</source>
        <translation>Rendre les mises du dernier tour d&apos;enchères aux joueurs qui les ont faites.</translation>
    </message>
    <message>
        <source>Have every hand in play turned face up.</source>
        <translation>Faire retourner toutes les mains en jeu.</translation>
    </message>
    <message>
        <source>Have every player in the hand turn their cards face up now.</source>
        <translation>Faire retourner maintenant leurs cartes à tous les joueurs de la main.</translation>
    </message>
    <message>
        <source>House rule: a player who turns their hand up before betting is complete mucks it (so does a player who hides that they can still bet).</source>
        <translation>Règle maison : un joueur qui retourne sa main avant la fin des enchères la perd (de même un joueur qui cache qu&apos;il peut encore miser).</translation>
    </message>
    <message>
        <source>House rule: hands are turned up only when all betting is finished and the dealer has asked the table; anyone who can still bet must say so.</source>
        <translation>Règle maison : les mains ne se retournent que lorsque toutes les enchères sont finies et que le croupier a demandé à la table ; quiconque peut encore miser doit le dire.</translation>
    </message>
    <message>
        <source>House rule: the dealer asks whether all betting is done and then has every hand in play turned face up. Players in a side pot show before an all-in player who is only in the main pot.</source>
        <translation>Règle maison : le croupier demande si toutes les enchères sont finies, puis fait retourner toutes les mains en jeu. Les joueurs d&apos;un pot secondaire montrent avant un joueur à tapis qui n&apos;est que dans le pot principal.</translation>
    </message>
    <message>
        <source>House rule: when the dealer is at fault for a hand turned up (the A-13 procedure having been followed), the live players split the pot; the bets of the last round are taken back, and the odd chips go to the player left of the button.</source>
        <translation>Règle maison : quand le croupier est fautif pour une main retournée (la procédure A-13 ayant été suivie), les joueurs vivants partagent le pot ; les mises du dernier tour sont reprises, et les jetons impairs vont au joueur à gauche du bouton.</translation>
    </message>
    <message>
        <source>Is all betting over (someone all-in and nobody left who can still bet)?</source>
        <translation>Toutes les enchères sont-elles finies (quelqu&apos;un est à tapis et plus personne ne peut miser) ?</translation>
    </message>
    <message>
        <source>Kill the player&apos;s hand.</source>
        <translation>Tuer la main du joueur.</translation>
    </message>
    <message>
        <source>Let the hand play on, cards exposed.</source>
        <translation>Laisser la main continuer, cartes exposées.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>No: when do the hands go face up?</source>
        <translation>Non : quand les mains se retournent-elles ?</translation>
    </message>
    <message>
        <source>Not yet: players with chips can still bet, so the hands stay face down until all betting is over.</source>
        <translation>Pas encore : des joueurs avec des jetons peuvent encore miser, donc les mains restent face cachée jusqu&apos;à la fin des enchères.</translation>
    </message>
    <message>
        <source>Split the rest of the pot equally among the live players.</source>
        <translation>Partager le reste du pot à parts égales entre les joueurs vivants.</translation>
    </message>
    <message>
        <source>Then deal the rest of the board.</source>
        <translation>Puis distribuer le reste du board.</translation>
    </message>
    <message>
        <source>Turn all hands face up once nobody can bet any more.</source>
        <translation>Retourner toutes les mains dès que plus personne ne peut miser.</translation>
    </message>
    <message>
        <source>When nobody can bet any more, ask the table and have all hands turned up.</source>
        <translation>Quand plus personne ne peut miser, demander à la table et faire retourner toutes les mains.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>Yes, the dealer did</source>
        <translation>Oui, le croupier</translation>
    </message>
    <message>
        <source>Yes, the player did</source>
        <translation>Oui, le joueur</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>tapis</translation>
    </message>
    <message>
        <source>all in showdown</source>
        <translation>abattage à tapis</translation>
    </message>
    <message>
        <source>cards up</source>
        <translation>cartes retournées</translation>
    </message>
    <message>
        <source>dealer exposed hand</source>
        <translation>le croupier a exposé une main</translation>
    </message>
    <message>
        <source>exposed all in hand</source>
        <translation>main à tapis exposée</translation>
    </message>
    <message>
        <source>hands face up</source>
        <translation>mains face visible</translation>
    </message>
    <message>
        <source>turn hands up</source>
        <translation>retourner les mains</translation>
    </message>
</context>
<context>
    <name>rulings.boxed-card</name>
    <message>
        <source>Among the hole cards being dealt</source>
        <translation>Parmi les cartes privatives en cours de distribution</translation>
    </message>
    <message>
        <source>Boxed card found</source>
        <translation>Carte retournée trouvée dans le paquet</translation>
    </message>
    <message>
        <source>Carry on dealing.</source>
        <translation>Continuer la distribution.</translation>
    </message>
    <message>
        <source>Deal again with the button and blinds where they were.</source>
        <translation>Redistribuer avec le bouton et les blinds là où ils étaient.</translation>
    </message>
    <message>
        <source>Deal the same hand again: the button, the blinds and the limits stay where they were, and the same players are dealt in.</source>
        <translation>Redistribuer la même main : le bouton, les blinds et les limites restent où ils étaient, et les mêmes joueurs reçoivent des cartes.</translation>
    </message>
    <message>
        <source>How many boxed cards were found on the initial deal?</source>
        <translation>Combien de cartes retournées ont été trouvées à la distribution initiale ?</translation>
    </message>
    <message>
        <source>In the stub, while dealing the board</source>
        <translation>Dans le talon, pendant la distribution du board</translation>
    </message>
    <message>
        <source>Misdeal: two or more boxed cards on the initial deal, found before substantial action. The hand is dealt again exactly as before.</source>
        <translation>Maldonne : deux cartes retournées ou plus à la distribution initiale, trouvées avant une action substantielle. La main est redistribuée exactement comme avant.</translation>
    </message>
    <message>
        <source>Misdeal: two or more boxed cards were found before two players after the blinds acted.</source>
        <translation>Maldonne : deux cartes retournées ou plus ont été trouvées avant que deux joueurs après les blinds aient agi.</translation>
    </message>
    <message>
        <source>Not a misdeal. TDA 2024 gives no procedure for a single boxed card, so the floor uses the customary one: the boxed card is a scrap of paper, taken out and replaced by the next card (if that card has already gone face down into a hand, the replacement comes after the round is dealt).</source>
        <translation>Pas de maldonne. Le TDA 2024 ne donne aucune procédure pour une seule carte retournée, donc le floor applique l&apos;usage : la carte retournée est un bout de papier, retirée et remplacée par la carte suivante (si celle-ci est déjà partie face cachée dans une main, la remplaçante vient après le tour de distribution).</translation>
    </message>
    <message>
        <source>One</source>
        <translation>Une</translation>
    </message>
    <message>
        <source>Replace it with the next card from the stub (after the round is dealt if the next card has already gone into a hand).</source>
        <translation>La remplacer par la carte suivante du talon (après le tour de distribution si la carte suivante est déjà partie dans une main).</translation>
    </message>
    <message>
        <source>Reshuffle and cut again.</source>
        <translation>Remélanger et recouper.</translation>
    </message>
    <message>
        <source>Shuffle and cut again.</source>
        <translation>Remélanger et recouper.</translation>
    </message>
    <message>
        <source>Stop the deal and collect every card.</source>
        <translation>Arrêter la distribution et ramasser toutes les cartes.</translation>
    </message>
    <message>
        <source>Take the boxed card out of play and show it to the table.</source>
        <translation>Retirer la carte retournée du jeu et la montrer à la table.</translation>
    </message>
    <message>
        <source>The boxed card is a meaningless scrap of paper. It is replaced by the card below it; if that card has already been dealt face down into a hand, the boxed card is replaced once the round of dealing is finished.</source>
        <translation>La carte retournée est un bout de papier sans valeur. Elle est remplacée par la carte du dessous ; si celle-ci a déjà été donnée face cachée dans une main, la carte retournée est remplacée une fois le tour de distribution terminé.</translation>
    </message>
    <message>
        <source>Two or more</source>
        <translation>Deux ou plus</translation>
    </message>
    <message>
        <source>Where was the boxed card found?</source>
        <translation>Où la carte retournée a-t-elle été trouvée ?</translation>
    </message>
    <message>
        <source>boxed card</source>
        <translation>carte retournée</translation>
    </message>
    <message>
        <source>card face up in the deck</source>
        <translation>carte face visible dans le paquet</translation>
    </message>
    <message>
        <source>reversed card</source>
        <translation>carte inversée</translation>
    </message>
    <message>
        <source>upside down card</source>
        <translation>carte à l&apos;envers</translation>
    </message>
</context>
<context>
    <name>rulings.burn-error</name>
    <message>
        <source>Before the next street, restore the order: after a double burn put one burned card back on top as the next burn; after a missed burn burn one extra card.</source>
        <translation>Avant le tour suivant, rétablir l&apos;ordre : après un double brûlage, remettre une carte brûlée sur le dessus comme prochaine carte brûlée ; après un brûlage oublié, brûler une carte de plus.</translation>
    </message>
    <message>
        <source>Betting has started on the card, so it stands. The burn protects the stub; it does not preserve the order of the cards, so nothing is done to recover the &apos;right&apos; cards: burn exactly one card before each later street.</source>
        <translation>Les enchères ont commencé sur cette carte, donc elle reste. Le brûlage protège le talon ; il ne préserve pas l&apos;ordre des cartes, donc on ne fait rien pour retrouver les « bonnes » cartes : brûler exactement une carte avant chaque tour suivant.</translation>
    </message>
    <message>
        <source>Betting has started on the card, so it stands; but the cards that follow should be those that would have come without the mistake (after a double burn, put one of the burned cards back on top of the stub as the next burn; after a missed burn, burn one extra card next time).</source>
        <translation>Les enchères ont commencé sur cette carte, donc elle reste ; mais les cartes suivantes doivent être celles qui seraient venues sans l&apos;erreur (après un double brûlage, remettre une des cartes brûlées sur le talon comme prochaine carte brûlée ; après un brûlage oublié, brûler une carte de plus la fois suivante).</translation>
    </message>
    <message>
        <source>Burn exactly one card before each later street.</source>
        <translation>Brûler exactement une carte avant chaque tour suivant.</translation>
    </message>
    <message>
        <source>Carry on with the betting.</source>
        <translation>Continuer les enchères.</translation>
    </message>
    <message>
        <source>Deal the next card from the stub as the turn (or river).</source>
        <translation>Donner la carte suivante du talon comme turn (ou river).</translation>
    </message>
    <message>
        <source>Double burn, or missed burn, on the turn or river</source>
        <translation>Double brûlage, ou brûlage oublié, au turn ou à la river</translation>
    </message>
    <message>
        <source>Move the card dealt to the burn pile.</source>
        <translation>Mettre la carte distribuée avec les cartes brûlées.</translation>
    </message>
    <message>
        <source>No action yet: TDA 2024 has no rule for a missed burn on the turn or river, so the floor repairs it the way Rule 39-B repairs a flop without a burn: the card dealt becomes the burn and the next card off the stub is dealt in its place.</source>
        <translation>Pas encore d&apos;action : le TDA 2024 n&apos;a pas de règle pour un brûlage oublié au turn ou à la river, donc le floor répare comme la règle 39-B répare un flop sans brûlage : la carte distribuée devient la carte brûlée et la carte suivante du talon est donnée à sa place.</translation>
    </message>
    <message>
        <source>No betting yet on the card, so the mistake is corrected to give the cards that should have come: the second card burned becomes the turn (or river), and the card that was turned goes back on top of the stub as the next burn (with players all-in, correct it any time before the pot is awarded).</source>
        <translation>Pas encore d&apos;enchères sur cette carte, donc l&apos;erreur est corrigée pour donner les cartes qui auraient dû venir : la deuxième carte brûlée devient le turn (ou la river), et la carte retournée revient sur le talon comme prochaine carte brûlée (avec des joueurs à tapis, corriger à tout moment avant l&apos;attribution du pot).</translation>
    </message>
    <message>
        <source>No betting yet on the card, so the mistake is corrected: the card dealt becomes the burn and the next card is dealt in its place (with players all-in, correct it any time before the pot is awarded).</source>
        <translation>Pas encore d&apos;enchères sur cette carte, donc l&apos;erreur est corrigée : la carte distribuée devient la carte brûlée et la suivante est donnée à sa place (avec des joueurs à tapis, corriger à tout moment avant l&apos;attribution du pot).</translation>
    </message>
    <message>
        <source>No card was burned before the turn or river</source>
        <translation>Aucune carte n&apos;a été brûlée avant le turn ou la river</translation>
    </message>
    <message>
        <source>Play on with the board as dealt.</source>
        <translation>Continuer avec le board tel que distribué.</translation>
    </message>
    <message>
        <source>Take back the card that was turned and put it face down on top of the stub (it becomes the next burn).</source>
        <translation>Reprendre la carte retournée et la poser face cachée sur le talon (elle devient la prochaine carte brûlée).</translation>
    </message>
    <message>
        <source>The card dealt stands: a burn only protects the stub, not the order of the cards, and TDA 2024 never burns or unburns cards to restore an order. Burn exactly one card before each later street.</source>
        <translation>La carte distribuée reste : un brûlage protège seulement le talon, pas l&apos;ordre des cartes, et le TDA 2024 ne brûle ni ne rétablit jamais de cartes pour restaurer un ordre. Brûler exactement une carte avant chaque tour suivant.</translation>
    </message>
    <message>
        <source>Turn the second burned card face up as the turn (or river).</source>
        <translation>Retourner la deuxième carte brûlée comme turn (ou river).</translation>
    </message>
    <message>
        <source>Two cards were burned</source>
        <translation>Deux cartes ont été brûlées</translation>
    </message>
    <message>
        <source>What went wrong?</source>
        <translation>Qu&apos;est-ce qui s&apos;est mal passé ?</translation>
    </message>
    <message>
        <source>burn mistake</source>
        <translation>erreur de brûlage</translation>
    </message>
    <message>
        <source>burned two cards</source>
        <translation>deux cartes brûlées</translation>
    </message>
    <message>
        <source>double burn</source>
        <translation>double brûlage</translation>
    </message>
    <message>
        <source>missed burn</source>
        <translation>brûlage oublié</translation>
    </message>
    <message>
        <source>no burn on the river</source>
        <translation>pas de carte brûlée avant la river</translation>
    </message>
    <message>
        <source>no burn on the turn</source>
        <translation>pas de carte brûlée avant le turn</translation>
    </message>
    <message>
        <source>two burn cards</source>
        <translation>deux cartes brûlées</translation>
    </message>
</context>
<context>
    <name>rulings.button-after-reseat</name>
    <message>
        <source>After the reseat, are at least half of the players at this table new to it?</source>
        <translation>Après le replacement, au moins la moitié des joueurs de cette table sont-ils nouveaux ?</translation>
    </message>
    <message>
        <source>Deal each player a card; the highest by suit (spades, hearts, diamonds, clubs) takes the button.</source>
        <translation>Donner une carte à chaque joueur ; la plus haute par couleur (pique, cœur, carreau, trèfle) prend le bouton.</translation>
    </message>
    <message>
        <source>Deal each player a card; the highest by suit takes the button.</source>
        <translation>Donner une carte à chaque joueur ; la plus haute par couleur prend le bouton.</translation>
    </message>
    <message>
        <source>Deal moved players in unless they sit between the small blind and the button.</source>
        <translation>Distribuer aux joueurs déplacés, sauf s&apos;ils sont assis entre la petite blind et le bouton.</translation>
    </message>
    <message>
        <source>Fewer than half the players are new, so the button keeps moving as before, every player getting each position once in the round.</source>
        <translation>Moins de la moitié des joueurs sont nouveaux, donc le bouton continue comme avant, chaque joueur ayant chaque position une fois par tour.</translation>
    </message>
    <message>
        <source>House rule: at the final table the players draw for the button, highest card by suit.</source>
        <translation>Règle maison : à la table finale, les joueurs tirent le bouton, carte la plus haute par couleur.</translation>
    </message>
    <message>
        <source>House rule: when half or more of the table is new after a reseat, the players draw for the button before play resumes.</source>
        <translation>Règle maison : quand la moitié de la table ou plus est nouvelle après un replacement, les joueurs tirent le bouton avant la reprise du jeu.</translation>
    </message>
    <message>
        <source>Is this the final table being formed?</source>
        <translation>Est-ce la table finale qui se forme ?</translation>
    </message>
    <message>
        <source>Leave the button where the rotation puts it.</source>
        <translation>Laisser le bouton là où la rotation le place.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Place the button by the house&apos;s method (e.g. draw for high card).</source>
        <translation>Placer le bouton selon la méthode de la maison (par ex. tirage à la carte haute).</translation>
    </message>
    <message>
        <source>Seat the final table by random draw.</source>
        <translation>Placer la table finale par tirage au sort.</translation>
    </message>
    <message>
        <source>TDA 2024 leaves the final-table button to the house (a draw for high card is common); the final table is formed as the procedure for the event&apos;s table size says.</source>
        <translation>Le TDA 2024 laisse le bouton de la table finale à la maison (le tirage à la carte haute est courant) ; la table finale se forme selon la procédure prévue pour la taille de table de l&apos;épreuve.</translation>
    </message>
    <message>
        <source>The button is not drawn again: it keeps its dead-button rotation, and players moved in may land in any seat (blinds and button included), dealt in except between the small blind and the button.</source>
        <translation>Le bouton n&apos;est pas retiré au sort : il continue sa rotation en bouton mort, et les joueurs déplacés peuvent arriver à n&apos;importe quel siège (blinds et bouton compris), avec des cartes sauf entre la petite blind et le bouton.</translation>
    </message>
    <message>
        <source>Where the button goes after a reseat or at the final table</source>
        <translation>Où va le bouton après un replacement ou à la table finale</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>button after reseat</source>
        <translation>bouton après replacement</translation>
    </message>
    <message>
        <source>draw for the button</source>
        <translation>tirer le bouton</translation>
    </message>
    <message>
        <source>final table button</source>
        <translation>bouton de la table finale</translation>
    </message>
    <message>
        <source>high card for the button</source>
        <translation>carte haute pour le bouton</translation>
    </message>
    <message>
        <source>new players button</source>
        <translation>bouton avec de nouveaux joueurs</translation>
    </message>
    <message>
        <source>table broken</source>
        <translation>table cassée</translation>
    </message>
</context>
<context>
    <name>rulings.button-misplaced</name>
    <message>
        <source>After that hand was over</source>
        <translation>Après la fin de cette main</translation>
    </message>
    <message>
        <source>Button or blinds in the wrong place</source>
        <translation>Bouton ou blinds au mauvais endroit</translation>
    </message>
    <message>
        <source>Caught before substantial action: the button is corrected. Stop the hand, put the button and blinds where they belong and deal again.</source>
        <translation>Remarqué avant une action substantielle : le bouton est corrigé. Arrêter la main, remettre le bouton et les blinds à leur place et redistribuer.</translation>
    </message>
    <message>
        <source>During the hand played with the wrong button</source>
        <translation>Pendant la main jouée avec le mauvais bouton</translation>
    </message>
    <message>
        <source>Misdeal: the button was out of position and it was noticed before two players after the blinds acted.</source>
        <translation>Maldonne : le bouton n&apos;était pas à sa place, et on l&apos;a remarqué avant que deux joueurs après les blinds aient agi.</translation>
    </message>
    <message>
        <source>Move the button on normally for the next hand.</source>
        <translation>Avancer le bouton normalement pour la main suivante.</translation>
    </message>
    <message>
        <source>Place the button and blinds for the next hand so everyone gets each position once.</source>
        <translation>Placer le bouton et les blinds de la main suivante pour que chacun ait chaque position une fois.</translation>
    </message>
    <message>
        <source>Play the hand out.</source>
        <translation>Jouer la main jusqu&apos;au bout.</translation>
    </message>
    <message>
        <source>Put the button and blinds in their correct places.</source>
        <translation>Mettre le bouton et les blinds à leur bonne place.</translation>
    </message>
    <message>
        <source>Shuffle, cut and deal again.</source>
        <translation>Mélanger, couper et redistribuer.</translation>
    </message>
    <message>
        <source>Stop the hand and collect every card; return the blinds.</source>
        <translation>Arrêter la main et ramasser toutes les cartes ; rendre les blinds.</translation>
    </message>
    <message>
        <source>Substantial action has taken place, so the hand is played out with the button where it is; on the next hand the button moves on normally and is not moved back.</source>
        <translation>Il y a eu action substantielle, donc la main se joue jusqu&apos;au bout avec le bouton où il est ; à la main suivante, le bouton avance normalement et n&apos;est pas reculé.</translation>
    </message>
    <message>
        <source>Tell the table the button will not be moved back.</source>
        <translation>Dire à la table que le bouton ne sera pas reculé.</translation>
    </message>
    <message>
        <source>Tell the table what was changed.</source>
        <translation>Dire à la table ce qui a été changé.</translation>
    </message>
    <message>
        <source>The button and blinds are corrected on the next hand in a way that gives every player each position once in the round, as far as possible.</source>
        <translation>Le bouton et les blinds sont corrigés à la main suivante de façon que chaque joueur ait, autant que possible, chaque position une fois par tour.</translation>
    </message>
    <message>
        <source>The hand that was played stands, and the button is not moved back to make up for it: it moves on normally from where it is (dead button).</source>
        <translation>La main jouée reste valable, et le bouton n&apos;est pas reculé pour compenser : il avance normalement d&apos;où il est (bouton mort).</translation>
    </message>
    <message>
        <source>Two players after the blinds have acted, so the hand is played to the end; the button and blinds are then corrected on the next hand so every player gets each position once in the round.</source>
        <translation>Deux joueurs après les blinds ont agi, donc la main se joue jusqu&apos;au bout ; le bouton et les blinds sont ensuite corrigés à la main suivante pour que chaque joueur ait chaque position une fois par tour.</translation>
    </message>
    <message>
        <source>When was the mistake found?</source>
        <translation>Quand l&apos;erreur a-t-elle été remarquée ?</translation>
    </message>
    <message>
        <source>Work out who has missed or repeated a position this round.</source>
        <translation>Déterminer qui a manqué ou répété une position dans ce tour.</translation>
    </message>
    <message>
        <source>blinds wrong</source>
        <translation>blinds fausses</translation>
    </message>
    <message>
        <source>button misplaced</source>
        <translation>bouton mal placé</translation>
    </message>
    <message>
        <source>button moved wrong</source>
        <translation>bouton mal avancé</translation>
    </message>
    <message>
        <source>button wrong</source>
        <translation>bouton faux</translation>
    </message>
    <message>
        <source>dealer button</source>
        <translation>bouton du croupier</translation>
    </message>
    <message>
        <source>wrong button</source>
        <translation>mauvais bouton</translation>
    </message>
</context>
<context>
    <name>rulings.cards-to-ineligible-seat</name>
    <message>
        <source>Cards dealt to a seat not entitled to a hand</source>
        <translation>Cartes distribuées à un siège qui n&apos;a pas droit à une main</translation>
    </message>
    <message>
        <source>Deal again, leaving out the seat with no right to a hand.</source>
        <translation>Redistribuer en laissant de côté le siège sans droit à une main.</translation>
    </message>
    <message>
        <source>Fold the absent player&apos;s hand when the action reaches it.</source>
        <translation>Coucher la main du joueur absent quand la parole lui arrive.</translation>
    </message>
    <message>
        <source>Is it the seat of a player in the event who is away from the table (or serving a penalty)?</source>
        <translation>Est-ce le siège d&apos;un joueur de l&apos;épreuve absent de la table (ou qui purge une pénalité) ?</translation>
    </message>
    <message>
        <source>Kill the cards at the seat with no right to a hand.</source>
        <translation>Tuer les cartes du siège sans droit à une main.</translation>
    </message>
    <message>
        <source>Kill the hand at that seat; its blinds and antes stay in the pot.</source>
        <translation>Tuer la main de ce siège ; ses blinds et antes restent dans le pot.</translation>
    </message>
    <message>
        <source>Let the deal go on.</source>
        <translation>Laisser la distribution continuer.</translation>
    </message>
    <message>
        <source>Let the hand play on.</source>
        <translation>Laisser la main continuer.</translation>
    </message>
    <message>
        <source>Misdeal: cards were dealt to a seat not entitled to a hand, found before substantial action. The hand is dealt again exactly: same button, same players, same limits.</source>
        <translation>Maldonne : des cartes ont été distribuées à un siège sans droit à une main, remarqué avant une action substantielle. La main est redistribuée à l&apos;identique : même bouton, mêmes joueurs, mêmes limites.</translation>
    </message>
    <message>
        <source>Misdeal: cards were dealt to an empty seat or to someone with no right to a hand, and two players after the blinds have not yet acted. Reshuffle and deal again.</source>
        <translation>Maldonne : des cartes ont été distribuées à un siège vide ou à quelqu&apos;un sans droit à une main, et deux joueurs après les blinds n&apos;ont pas encore agi. Remélanger et redistribuer.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>No misdeal: a player in the event who is away, or serving a penalty, is dealt in; that seat was entitled to its cards. The hand is killed (an absent player&apos;s cards once the deal is complete; a penalised player&apos;s after the deal), and the blinds and antes posted there stay in the pot.</source>
        <translation>Pas de maldonne : un joueur de l&apos;épreuve absent, ou qui purge une pénalité, reçoit des cartes ; ce siège avait droit à ses cartes. La main est tuée (celle d&apos;un absent une fois la distribution terminée ; celle d&apos;un pénalisé après la distribution), et les blinds et antes posées là restent dans le pot.</translation>
    </message>
    <message>
        <source>No misdeal: under house rule A-7 a player who is away is still dealt every hand and has their blinds posted, so that seat was entitled to its cards. The hand is folded when the action reaches it (A-8).</source>
        <translation>Pas de maldonne : selon la règle maison A-7, un joueur absent reçoit quand même des cartes à chaque main et ses blinds sont posées, donc ce siège avait droit à ses cartes. La main est couchée quand la parole lui arrive (A-8).</translation>
    </message>
    <message>
        <source>Shuffle and cut.</source>
        <translation>Mélanger et couper.</translation>
    </message>
    <message>
        <source>Stop the deal and gather every card.</source>
        <translation>Arrêter la distribution et ramasser toutes les cartes.</translation>
    </message>
    <message>
        <source>Substantial action has taken place, so no misdeal can be called: the hand goes on. The cards at the seat with no right to a hand take no part in it; the floor has them killed.</source>
        <translation>Il y a eu action substantielle, donc aucune maldonne ne peut être déclarée : la main continue. Les cartes du siège sans droit à une main ne jouent pas ; le floor les fait tuer.</translation>
    </message>
    <message>
        <source>Two players after the blinds have acted, so a misdeal can no longer be declared and the hand is played to its end; Robert&apos;s does not say what becomes of the extra hand, so the director kills it, for fairness.</source>
        <translation>Deux joueurs après les blinds ont agi, donc la maldonne ne peut plus être déclarée et la main se joue jusqu&apos;au bout ; Robert&apos;s ne dit pas ce que devient la main en trop, donc le directeur la tue, par équité.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>cards to empty seat</source>
        <translation>cartes à un siège vide</translation>
    </message>
    <message>
        <source>dealt to empty seat</source>
        <translation>distribué à un siège vide</translation>
    </message>
    <message>
        <source>ineligible seat dealt</source>
        <translation>siège non autorisé servi</translation>
    </message>
    <message>
        <source>new player dealt in too early</source>
        <translation>nouveau joueur servi trop tôt</translation>
    </message>
    <message>
        <source>seat not entitled</source>
        <translation>siège sans droit</translation>
    </message>
</context>
<context>
    <name>rulings.clock-called</name>
    <message>
        <source>A tie goes to the player: the action they took as time ran out counts.</source>
        <translation>Une égalité profite au joueur : l&apos;action qu&apos;il a faite à l&apos;expiration du temps compte.</translation>
    </message>
    <message>
        <source>Accept the player&apos;s action.</source>
        <translation>Accepter l&apos;action du joueur.</translation>
    </message>
    <message>
        <source>Carry on with the action.</source>
        <translation>Continuer l&apos;action.</translation>
    </message>
    <message>
        <source>Clock called; time runs out</source>
        <translation>Clock demandé ; le temps est écoulé</translation>
    </message>
    <message>
        <source>Did the player act at the very moment time ran out?</source>
        <translation>Le joueur a-t-il agi à l&apos;instant même où le temps s&apos;est écoulé ?</translation>
    </message>
    <message>
        <source>Kill the player&apos;s hand.</source>
        <translation>Tuer la main du joueur.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>On the clock the player has 25 seconds, then a 5-second count. Time ran out facing a bet, so the hand is dead.</source>
        <translation>Sous le clock, le joueur a 25 secondes, puis un décompte de 5 secondes. Le temps s&apos;est écoulé face à une mise, donc la main est morte.</translation>
    </message>
    <message>
        <source>On the clock the player has 25 seconds, then a 5-second count. Time ran out with no bet to face, so the hand is checked.</source>
        <translation>Sous le clock, le joueur a 25 secondes, puis un décompte de 5 secondes. Le temps s&apos;est écoulé sans mise à suivre, donc la main est checkée.</translation>
    </message>
    <message>
        <source>Robert&apos;s clock rule covers a player facing a bet; with no bet to face the director rules for fairness, normally treating the hand as checked.</source>
        <translation>La règle du clock de Robert&apos;s vise un joueur face à une mise ; sans mise à suivre, le directeur tranche en équité, normalement en traitant la main comme checkée.</translation>
    </message>
    <message>
        <source>Treat the player&apos;s action as a check.</source>
        <translation>Traiter l&apos;action du joueur comme un check.</translation>
    </message>
    <message>
        <source>Was the player facing a bet when time ran out?</source>
        <translation>Le joueur faisait-il face à une mise quand le temps s&apos;est écoulé ?</translation>
    </message>
    <message>
        <source>With the clock on, a player facing a bet has one more minute, then a ten-second warning; time ran out, so the hand is dead.</source>
        <translation>Sous le clock, un joueur face à une mise a encore une minute, puis un avertissement de dix secondes ; le temps est écoulé, donc la main est morte.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>call the clock</source>
        <translation>demander le clock</translation>
    </message>
    <message>
        <source>clock</source>
        <translation>clock</translation>
    </message>
    <message>
        <source>clock called</source>
        <translation>clock demandé</translation>
    </message>
    <message>
        <source>stalling</source>
        <translation>faire traîner</translation>
    </message>
    <message>
        <source>taking too long</source>
        <translation>prend trop de temps</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>temps écoulé</translation>
    </message>
</context>
<context>
    <name>rulings.color-up</name>
    <message>
        <source>A player who would be left with nothing gets one chip of the smallest denomination still in play.</source>
        <translation>Un joueur qui resterait sans rien reçoit un jeton de la plus petite valeur encore en jeu.</translation>
    </message>
    <message>
        <source>Announce the colour-up.</source>
        <translation>Annoncer le change de jetons.</translation>
    </message>
    <message>
        <source>Change every full set of the old chips for the new denomination.</source>
        <translation>Échanger chaque série complète d&apos;anciens jetons contre la nouvelle valeur.</translation>
    </message>
    <message>
        <source>Chip race: change up full sets at equal value, then race the odd chips from seat 1, one card per odd chip, at most one chip per player; nobody can be raced out of the tournament, and leftovers that don&apos;t make a chip are removed.</source>
        <translation>Chip race : changer les séries complètes à valeur égale, puis faire la course des jetons impairs à partir du siège 1, une carte par jeton impair, au plus un jeton par joueur ; personne ne peut être éliminé du tournoi par la course, et les restes qui ne font pas un jeton sont retirés.</translation>
    </message>
    <message>
        <source>Colour-up and chip race</source>
        <translation>Change de jetons et chip race</translation>
    </message>
    <message>
        <source>Deal one card per odd chip, starting at seat 1; the highest cards by suit win the new chips, one per player at most.</source>
        <translation>Donner une carte par jeton impair, à partir du siège 1 ; les cartes les plus hautes par couleur gagnent les nouveaux jetons, au plus un par joueur.</translation>
    </message>
    <message>
        <source>Exchange the chips at equal value.</source>
        <translation>Échanger les jetons à valeur égale.</translation>
    </message>
    <message>
        <source>House rule: when the lowest chip is no longer needed, full sets are changed up directly and each player&apos;s remaining odd chips are rounded up to one chip of the next denomination (no race).</source>
        <translation>Règle maison : quand le plus petit jeton n&apos;est plus utile, les séries complètes sont changées directement et les jetons impairs restants de chaque joueur sont arrondis à un jeton de la valeur suivante (pas de course).</translation>
    </message>
    <message>
        <source>Is a chip denomination leaving play (a scheduled colour-up)?</source>
        <translation>Une valeur de jetons quitte-t-elle le jeu (un change de jetons prévu) ?</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Remove the remaining odd chips.</source>
        <translation>Retirer les jetons impairs restants.</translation>
    </message>
    <message>
        <source>Round each player&apos;s leftover odd chips up to one chip of the next denomination.</source>
        <translation>Arrondir les jetons impairs restants de chaque joueur à un jeton de la valeur suivante.</translation>
    </message>
    <message>
        <source>The director may colour up any player&apos;s chips at any time; it is announced at the table.</source>
        <translation>Le directeur peut changer les jetons de n&apos;importe quel joueur à tout moment ; c&apos;est annoncé à la table.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>chip race</source>
        <translation>chip race</translation>
    </message>
    <message>
        <source>color up</source>
        <translation>color up</translation>
    </message>
    <message>
        <source>colour up</source>
        <translation>change de jetons</translation>
    </message>
    <message>
        <source>odd chips colour up</source>
        <translation>jetons impairs change</translation>
    </message>
    <message>
        <source>race off</source>
        <translation>course aux jetons</translation>
    </message>
    <message>
        <source>remove chips</source>
        <translation>retirer des jetons</translation>
    </message>
</context>
<context>
    <name>rulings.dealer-killed-hand</name>
    <message>
        <source>A clearly identifiable hand may be retrieved at the director&apos;s discretion.</source>
        <translation>Une main clairement identifiable peut être récupérée à la discrétion du directeur.</translation>
    </message>
    <message>
        <source>A dealer may not kill a properly tabled hand that is clearly the winner: take it back out and award the pot to it.</source>
        <translation>Un croupier ne peut pas tuer une main correctement abattue qui gagne clairement : la ressortir et lui attribuer le pot.</translation>
    </message>
    <message>
        <source>A fouled hand that can still be identified with certainty stays live.</source>
        <translation>Une main mélangée qui peut encore être identifiée avec certitude reste vivante.</translation>
    </message>
    <message>
        <source>Award the pot to it.</source>
        <translation>Lui attribuer le pot.</translation>
    </message>
    <message>
        <source>Can the hand still be identified with certainty?</source>
        <translation>La main peut-elle encore être identifiée avec certitude ?</translation>
    </message>
    <message>
        <source>Cards speak: a hand shown face up can still be read, so the director restores it and awards the pot to the best hand.</source>
        <translation>Les cartes parlent : une main montrée face visible peut encore être lue, donc le directeur la rétablit et attribue le pot à la meilleure main.</translation>
    </message>
    <message>
        <source>Dealer kills or fouls a hand</source>
        <translation>Le croupier tue ou mélange une main</translation>
    </message>
    <message>
        <source>Decide whether retrieving it is in the best interest of the game.</source>
        <translation>Décider si la récupérer sert au mieux l&apos;intérêt du jeu.</translation>
    </message>
    <message>
        <source>Had the hand been properly tabled (every card face up) and was it clearly the winner?</source>
        <translation>La main avait-elle été correctement abattue (toutes les cartes face visible) et était-elle clairement gagnante ?</translation>
    </message>
    <message>
        <source>If so, retrieve the cards.</source>
        <translation>Si oui, récupérer les cartes.</translation>
    </message>
    <message>
        <source>Leave the hand dead.</source>
        <translation>Laisser la main morte.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Play on with the hand.</source>
        <translation>Continuer la main.</translation>
    </message>
    <message>
        <source>Players must protect their hands: a hand killed or fouled beyond certain identification has no redress; bets that were called are not returned, an uncalled bet is.</source>
        <translation>Les joueurs doivent protéger leur main : une main tuée ou mélangée au point de ne plus pouvoir être identifiée avec certitude n&apos;ouvre droit à aucun recours ; les mises suivies ne sont pas rendues, une mise non suivie l&apos;est.</translation>
    </message>
    <message>
        <source>Retrieve the cards.</source>
        <translation>Récupérer les cartes.</translation>
    </message>
    <message>
        <source>Retrieve the tabled hand.</source>
        <translation>Récupérer la main abattue.</translation>
    </message>
    <message>
        <source>Return any uncalled bet of that player.</source>
        <translation>Rendre toute mise non suivie de ce joueur.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>You must protect your own hand: if it was unprotected and the dealer killed it, there is no redress.</source>
        <translation>Vous devez protéger votre propre main : si elle n&apos;était pas protégée et que le croupier l&apos;a tuée, il n&apos;y a aucun recours.</translation>
    </message>
    <message>
        <source>dealer killed hand</source>
        <translation>le croupier a tué la main</translation>
    </message>
    <message>
        <source>dealer mucked my hand</source>
        <translation>le croupier a jeté ma main</translation>
    </message>
    <message>
        <source>dealer took my cards</source>
        <translation>le croupier a pris mes cartes</translation>
    </message>
    <message>
        <source>fouled hand</source>
        <translation>main mélangée</translation>
    </message>
    <message>
        <source>hand pushed into muck</source>
        <translation>main poussée dans les écarts</translation>
    </message>
</context>
<context>
    <name>rulings.disordered-stub</name>
    <message>
        <source>Can the stub be put back in its original order with certainty?</source>
        <translation>Le talon peut-il être remis avec certitude dans son ordre d&apos;origine ?</translation>
    </message>
    <message>
        <source>Carry on dealing from the new stub.</source>
        <translation>Continuer la distribution avec le nouveau talon.</translation>
    </message>
    <message>
        <source>Carry on dealing.</source>
        <translation>Continuer la distribution.</translation>
    </message>
    <message>
        <source>Did the stub get mixed with the muck or the burn cards?</source>
        <translation>Le talon s&apos;est-il mélangé aux écarts ou aux cartes brûlées ?</translation>
    </message>
    <message>
        <source>Leave the muck and the burn cards aside.</source>
        <translation>Mettre de côté les écarts et les cartes brûlées.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>No rule covers a dropped stub, so the director rules for fairness: as it cannot be rebuilt and is mixed with the muck or burns, scramble them all together, shuffle and cut for a new stub.</source>
        <translation>Aucune règle ne vise un talon tombé, donc le directeur tranche en équité : comme il ne peut pas être reconstitué et qu&apos;il s&apos;est mélangé aux écarts ou aux cartes brûlées, tout brouiller ensemble, mélanger et couper pour un nouveau talon.</translation>
    </message>
    <message>
        <source>No rule covers a dropped stub, so the director rules for fairness: as it cannot be rebuilt, scramble, shuffle and cut the stub cards alone for a new stub.</source>
        <translation>Aucune règle ne vise un talon tombé, donc le directeur tranche en équité : comme il ne peut pas être reconstitué, brouiller, mélanger et couper les seules cartes du talon pour un nouveau talon.</translation>
    </message>
    <message>
        <source>Put the stub back in its original order.</source>
        <translation>Remettre le talon dans son ordre d&apos;origine.</translation>
    </message>
    <message>
        <source>Rebuild the stub in its original order and carry on.</source>
        <translation>Reconstituer le talon dans son ordre d&apos;origine et continuer.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules (league edition) has no rule for a dropped stub, so the director rules for fairness: rebuild the stub in its original order and carry on.</source>
        <translation>Les Robert&apos;s Rules (édition ligue) n&apos;ont pas de règle pour un talon tombé, donc le directeur tranche en équité : reconstituer le talon dans son ordre d&apos;origine et continuer.</translation>
    </message>
    <message>
        <source>Scramble the stub cards face down, shuffle and cut them.</source>
        <translation>Brouiller les cartes du talon face cachée, les mélanger et les couper.</translation>
    </message>
    <message>
        <source>Scramble the stub, muck and burn cards together face down.</source>
        <translation>Brouiller ensemble face cachée le talon, les écarts et les cartes brûlées.</translation>
    </message>
    <message>
        <source>Shuffle and cut them face down.</source>
        <translation>Les mélanger et les couper face cachée.</translation>
    </message>
    <message>
        <source>Stub dropped or disordered</source>
        <translation>Talon tombé ou mélangé</translation>
    </message>
    <message>
        <source>The stub cannot be rebuilt and got mixed with the muck or burns: scramble all of those cards together, shuffle and cut (face down) to make the new stub.</source>
        <translation>Le talon ne peut pas être reconstitué et s&apos;est mélangé aux écarts ou aux cartes brûlées : brouiller toutes ces cartes ensemble, mélanger et couper (face cachée) pour former le nouveau talon.</translation>
    </message>
    <message>
        <source>The stub cannot be rebuilt: make a new stub from the stub cards only (not the muck or burns), scrambled, shuffled and cut face down.</source>
        <translation>Le talon ne peut pas être reconstitué : former un nouveau talon avec les seules cartes du talon (sans les écarts ni les cartes brûlées), brouillées, mélangées et coupées face cachée.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>deck fell</source>
        <translation>le paquet est tombé</translation>
    </message>
    <message>
        <source>dropped deck</source>
        <translation>paquet tombé</translation>
    </message>
    <message>
        <source>dropped stub</source>
        <translation>talon tombé</translation>
    </message>
    <message>
        <source>stub disordered</source>
        <translation>talon dans le désordre</translation>
    </message>
    <message>
        <source>stub mixed with muck</source>
        <translation>talon mélangé aux écarts</translation>
    </message>
</context>
<context>
    <name>rulings.entitled-seat-dealt-out</name>
    <message>
        <source>A seat entitled to a hand was dealt out</source>
        <translation>Un siège qui avait droit à une main n&apos;a pas été servi</translation>
    </message>
    <message>
        <source>Deal again, to every seat entitled to a hand.</source>
        <translation>Redistribuer à chaque siège qui a droit à une main.</translation>
    </message>
    <message>
        <source>Deal that seat in from the next hand.</source>
        <translation>Servir ce siège à partir de la main suivante.</translation>
    </message>
    <message>
        <source>Let the hand play on without that seat.</source>
        <translation>Laisser la main continuer sans ce siège.</translation>
    </message>
    <message>
        <source>Misdeal: a player entitled to a hand was dealt out (under house rule A-7 that includes a player who is away, who is dealt every hand), and two players after the blinds have not yet acted. Reshuffle and deal again.</source>
        <translation>Maldonne : un joueur qui avait droit à une main n&apos;a pas été servi (selon la règle maison A-7, cela inclut un joueur absent, qui est servi à chaque main), et deux joueurs après les blinds n&apos;ont pas encore agi. Remélanger et redistribuer.</translation>
    </message>
    <message>
        <source>Misdeal: a seat entitled to a hand was left out of the deal, found before substantial action. The hand is dealt again exactly: same button, same players, same limits.</source>
        <translation>Maldonne : un siège qui avait droit à une main a été oublié à la distribution, remarqué avant une action substantielle. La main est redistribuée à l&apos;identique : même bouton, mêmes joueurs, mêmes limites.</translation>
    </message>
    <message>
        <source>Shuffle and cut.</source>
        <translation>Mélanger et couper.</translation>
    </message>
    <message>
        <source>Stop the deal and gather every card.</source>
        <translation>Arrêter la distribution et ramasser toutes les cartes.</translation>
    </message>
    <message>
        <source>Substantial action has taken place, so no misdeal can be called: the hand goes on without the player left out, who misses it.</source>
        <translation>Il y a eu action substantielle, donc aucune maldonne ne peut être déclarée : la main continue sans le joueur oublié, qui la manque.</translation>
    </message>
    <message>
        <source>Two players after the blinds have acted, so a misdeal can no longer be declared: the hand is played to its end without the player left out.</source>
        <translation>Deux joueurs après les blinds ont agi, donc la maldonne ne peut plus être déclarée : la main se joue jusqu&apos;au bout sans le joueur oublié.</translation>
    </message>
    <message>
        <source>dealt out misdeal</source>
        <translation>maldonne joueur oublié</translation>
    </message>
    <message>
        <source>entitled player no cards</source>
        <translation>joueur ayant droit sans cartes</translation>
    </message>
    <message>
        <source>missed a player on the deal</source>
        <translation>joueur oublié dans la donne</translation>
    </message>
    <message>
        <source>player dealt out</source>
        <translation>joueur oublié à la distribution</translation>
    </message>
    <message>
        <source>seat skipped on the deal</source>
        <translation>siège sauté à la distribution</translation>
    </message>
</context>
<context>
    <name>rulings.exposed-card-on-deal</name>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Continuer la main.</translation>
    </message>
    <message>
        <source>Deal again with the button and blinds where they were.</source>
        <translation>Redistribuer avec le bouton et les blinds là où ils étaient.</translation>
    </message>
    <message>
        <source>Deal the same hand again: the button, the blinds and the limits stay where they were, and the same players are dealt in.</source>
        <translation>Redistribuer la même main : le bouton, les blinds et les limites restent où ils étaient, et les mêmes joueurs reçoivent des cartes.</translation>
    </message>
    <message>
        <source>Dealer exposes a hole card during the deal</source>
        <translation>Le croupier expose une carte privative pendant la distribution</translation>
    </message>
    <message>
        <source>Finish dealing the round as normal.</source>
        <translation>Finir normalement le tour de distribution.</translation>
    </message>
    <message>
        <source>Give the player the top card of the stub in place of the exposed card.</source>
        <translation>Donner au joueur la carte du dessus du talon à la place de la carte exposée.</translation>
    </message>
    <message>
        <source>Misdeal. Exposing either of the first two cards off the deck, or any two hole cards, voids the deal; the hand is dealt again exactly as before.</source>
        <translation>Maldonne. Exposer l&apos;une des deux premières cartes du paquet, ou deux cartes privatives quelconques, annule la distribution ; la main est redistribuée exactement comme avant.</translation>
    </message>
    <message>
        <source>Misdeal: the dealer has exposed two or more hole cards.</source>
        <translation>Maldonne : le croupier a exposé deux cartes privatives ou plus.</translation>
    </message>
    <message>
        <source>Misdeal: the first or second card of the hand was exposed by the dealer.</source>
        <translation>Maldonne : la première ou la deuxième carte de la main a été exposée par le croupier.</translation>
    </message>
    <message>
        <source>Not a misdeal. TDA 2024 has no replacement procedure for a single exposed hole card in flop games, so the floor uses the customary one: finish the deal, give that player the next card from the stub, and use the exposed card as the first burn.</source>
        <translation>Pas de maldonne. Le TDA 2024 n&apos;a pas de procédure de remplacement pour une seule carte privative exposée dans les jeux à flop, donc le floor applique l&apos;usage : finir la distribution, donner au joueur la carte suivante du talon et utiliser la carte exposée comme première carte brûlée.</translation>
    </message>
    <message>
        <source>One card, not the first or second</source>
        <translation>Une carte, ni la première ni la deuxième</translation>
    </message>
    <message>
        <source>Place the exposed card face up as the first burn card.</source>
        <translation>Poser la carte exposée face visible comme première carte brûlée.</translation>
    </message>
    <message>
        <source>Reshuffle and cut again.</source>
        <translation>Remélanger et recouper.</translation>
    </message>
    <message>
        <source>Shuffle and cut again.</source>
        <translation>Remélanger et recouper.</translation>
    </message>
    <message>
        <source>Start the betting.</source>
        <translation>Commencer les enchères.</translation>
    </message>
    <message>
        <source>Stop the deal and collect every card.</source>
        <translation>Arrêter la distribution et ramasser toutes les cartes.</translation>
    </message>
    <message>
        <source>Substantial action has already taken place, so no misdeal can be called any more: the hand is played out and the exposed card stays in its player&apos;s hand.</source>
        <translation>Il y a déjà eu action substantielle, donc aucune maldonne ne peut plus être déclarée : la main se joue jusqu&apos;au bout et la carte exposée reste dans la main de son joueur.</translation>
    </message>
    <message>
        <source>Tell the table which card was exposed so every player knows the same.</source>
        <translation>Dire à la table quelle carte a été exposée pour que tous les joueurs sachent la même chose.</translation>
    </message>
    <message>
        <source>Tell the table which card was exposed.</source>
        <translation>Dire à la table quelle carte a été exposée.</translation>
    </message>
    <message>
        <source>The deal goes on. The player may not keep the exposed card (and has no choice about it): once everyone has their cards it is replaced by the top card of the stub and becomes the burn.</source>
        <translation>La distribution continue. Le joueur ne peut pas garder la carte exposée (et n&apos;a pas le choix) : une fois que tout le monde a ses cartes, elle est remplacée par la carte du dessus du talon et devient la carte brûlée.</translation>
    </message>
    <message>
        <source>The first or second card off the deck</source>
        <translation>La première ou la deuxième carte du paquet</translation>
    </message>
    <message>
        <source>Two or more hole cards in all</source>
        <translation>Deux cartes privatives ou plus au total</translation>
    </message>
    <message>
        <source>Two players after the blinds have acted, so the deal can no longer be a misdeal: the hand is played to the end and the exposed card plays.</source>
        <translation>Deux joueurs après les blinds ont agi, donc la distribution ne peut plus être une maldonne : la main se joue jusqu&apos;au bout et la carte exposée compte.</translation>
    </message>
    <message>
        <source>Use the exposed card as the burn card for the flop.</source>
        <translation>Utiliser la carte exposée comme carte brûlée du flop.</translation>
    </message>
    <message>
        <source>Which hole cards has the dealer exposed?</source>
        <translation>Quelles cartes privatives le croupier a-t-il exposées ?</translation>
    </message>
    <message>
        <source>card face up on the deal</source>
        <translation>carte face visible à la distribution</translation>
    </message>
    <message>
        <source>card flipped on the deal</source>
        <translation>carte retournée à la distribution</translation>
    </message>
    <message>
        <source>dealer exposed card</source>
        <translation>le croupier a exposé une carte</translation>
    </message>
    <message>
        <source>exposed card</source>
        <translation>carte exposée</translation>
    </message>
    <message>
        <source>flashed card</source>
        <translation>carte flashée</translation>
    </message>
    <message>
        <source>misdeal</source>
        <translation>maldonne</translation>
    </message>
</context>
<context>
    <name>rulings.first-card-wrong-seat</name>
    <message>
        <source>Deal the hand again with the button where it was.</source>
        <translation>Redistribuer la main avec le bouton là où il était.</translation>
    </message>
    <message>
        <source>First card dealt to the wrong seat</source>
        <translation>Première carte donnée au mauvais siège</translation>
    </message>
    <message>
        <source>Let the hand play on.</source>
        <translation>Laisser la main continuer.</translation>
    </message>
    <message>
        <source>Misdeal: the first card of the deal went to the wrong seat, found before substantial action. The hand is dealt again exactly as it was meant to be: same button, same players, same limits.</source>
        <translation>Maldonne : la première carte est allée au mauvais siège, remarqué avant une action substantielle. La main est redistribuée exactement comme elle devait l&apos;être : même bouton, mêmes joueurs, mêmes limites.</translation>
    </message>
    <message>
        <source>Misdeal: the first card went to the wrong position, and two players after the blinds have not yet acted. Reshuffle and deal again.</source>
        <translation>Maldonne : la première carte est allée à la mauvaise position, et deux joueurs après les blinds n&apos;ont pas encore agi. Remélanger et redistribuer.</translation>
    </message>
    <message>
        <source>Shuffle and cut.</source>
        <translation>Mélanger et couper.</translation>
    </message>
    <message>
        <source>Start the next deal at the right seat.</source>
        <translation>Commencer la distribution suivante au bon siège.</translation>
    </message>
    <message>
        <source>Stop the deal and gather every card.</source>
        <translation>Arrêter la distribution et ramasser toutes les cartes.</translation>
    </message>
    <message>
        <source>Substantial action has taken place, so no misdeal can be called: the hand is played on as dealt.</source>
        <translation>Il y a eu action substantielle, donc aucune maldonne ne peut être déclarée : la main se joue telle que distribuée.</translation>
    </message>
    <message>
        <source>Two players after the blinds have acted, so a misdeal can no longer be declared: the hand is played to its end.</source>
        <translation>Deux joueurs après les blinds ont agi, donc la maldonne ne peut plus être déclarée : la main se joue jusqu&apos;au bout.</translation>
    </message>
    <message>
        <source>deal started at the wrong player</source>
        <translation>distribution commencée au mauvais joueur</translation>
    </message>
    <message>
        <source>dealt from the wrong seat</source>
        <translation>distribué à partir du mauvais siège</translation>
    </message>
    <message>
        <source>first card wrong seat</source>
        <translation>première carte mauvais siège</translation>
    </message>
    <message>
        <source>misdeal first card</source>
        <translation>maldonne première carte</translation>
    </message>
    <message>
        <source>wrong starting seat</source>
        <translation>mauvais siège de départ</translation>
    </message>
</context>
<context>
    <name>rulings.flop-without-burn</name>
    <message>
        <source>Before the turn, burn two cards (the would-be third flop card and the normal burn), then deal the turn.</source>
        <translation>Avant le turn, brûler deux cartes (celle qui aurait été la troisième du flop et le brûlage normal), puis donner le turn.</translation>
    </message>
    <message>
        <source>Betting has started on the flop, so it stands. The cards that follow should be those that would have come without the mistake: before the turn, burn the card that would have been the third flop card as well as the normal burn.</source>
        <translation>Les enchères ont commencé sur le flop, donc il reste. Les cartes suivantes doivent être celles qui seraient venues sans l&apos;erreur : avant le turn, brûler la carte qui aurait été la troisième du flop en plus du brûlage normal.</translation>
    </message>
    <message>
        <source>Burn one card (only one) before the turn.</source>
        <translation>Brûler une carte (une seule) avant le turn.</translation>
    </message>
    <message>
        <source>Burn one card before the turn as normal.</source>
        <translation>Brûler une carte avant le turn, comme d&apos;habitude.</translation>
    </message>
    <message>
        <source>Cards were exposed, so the deck must be reshuffled: the flop cards are mixed into the stub, shuffled and cut, and a new flop is dealt without a burn.</source>
        <translation>Des cartes ont été exposées, donc il faut remélanger : les cartes du flop sont remises dans le talon, mélangé et coupé, et un nouveau flop est distribué sans carte brûlée.</translation>
    </message>
    <message>
        <source>Deal a new flop without burning a card.</source>
        <translation>Distribuer un nouveau flop sans brûler de carte.</translation>
    </message>
    <message>
        <source>Deal the next card from the stub to complete the flop, then turn the flop.</source>
        <translation>Donner la carte suivante du talon pour compléter le flop, puis retourner le flop.</translation>
    </message>
    <message>
        <source>Flop dealt without a burn</source>
        <translation>Flop distribué sans carte brûlée</translation>
    </message>
    <message>
        <source>Leave the three cards face down.</source>
        <translation>Laisser les trois cartes face cachée.</translation>
    </message>
    <message>
        <source>Mix the flop cards into the stub.</source>
        <translation>Mélanger les cartes du flop dans le talon.</translation>
    </message>
    <message>
        <source>Move the first card dealt to the burn position.</source>
        <translation>Mettre la première carte distribuée à la place de la carte brûlée.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>No action yet on the flop: the three cards are scrambled face down and one of them, picked at random, becomes the burn; the flop is the other two plus the next card off the stub.</source>
        <translation>Pas encore d&apos;action sur le flop : les trois cartes sont brouillées face cachée et l&apos;une d&apos;elles, tirée au hasard, devient la carte brûlée ; le flop est formé des deux autres et de la carte suivante du talon.</translation>
    </message>
    <message>
        <source>Play on with the flop as dealt.</source>
        <translation>Continuer avec le flop tel que distribué.</translation>
    </message>
    <message>
        <source>Scramble the three cards face down and lay them in a row.</source>
        <translation>Brouiller les trois cartes face cachée et les poser en ligne.</translation>
    </message>
    <message>
        <source>Shuffle and cut the stub.</source>
        <translation>Mélanger et couper le talon.</translation>
    </message>
    <message>
        <source>Someone has acted on the flop (even a single check), so the flop stands. Only one card is burned before the turn.</source>
        <translation>Quelqu&apos;un a agi sur le flop (même un simple check), donc le flop reste. Une seule carte est brûlée avant le turn.</translation>
    </message>
    <message>
        <source>The floor picks one card at random: it becomes the burn card.</source>
        <translation>Le floor tire une carte au hasard : elle devient la carte brûlée.</translation>
    </message>
    <message>
        <source>The flop cards are still face down, so the mistake is simply put right: the first card dealt becomes the burn and the flop is completed with the next card, which gives exactly the cards that should have come.</source>
        <translation>Les cartes du flop sont encore face cachée, donc l&apos;erreur se corrige simplement : la première carte distribuée devient la carte brûlée et le flop est complété avec la carte suivante, ce qui donne exactement les cartes qui devaient venir.</translation>
    </message>
    <message>
        <source>Turn the flop cards face down.</source>
        <translation>Retourner les cartes du flop face cachée.</translation>
    </message>
    <message>
        <source>Turn the other two face up and add the next card off the stub to complete the flop.</source>
        <translation>Retourner les deux autres et ajouter la carte suivante du talon pour compléter le flop.</translation>
    </message>
    <message>
        <source>Were the flop cards turned face up?</source>
        <translation>Les cartes du flop ont-elles été retournées ?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>burn card</source>
        <translation>carte brûlée</translation>
    </message>
    <message>
        <source>flop no burn</source>
        <translation>flop sans brûlage</translation>
    </message>
    <message>
        <source>flop without burn card</source>
        <translation>flop sans carte brûlée</translation>
    </message>
    <message>
        <source>forgot to burn</source>
        <translation>oublié de brûler</translation>
    </message>
    <message>
        <source>missed burn on the flop</source>
        <translation>brûlage oublié au flop</translation>
    </message>
    <message>
        <source>no burn</source>
        <translation>pas de brûlage</translation>
    </message>
</context>
<context>
    <name>rulings.fouled-deck</name>
    <message>
        <source>A card is missing</source>
        <translation>Une carte manque</translation>
    </message>
    <message>
        <source>A card with a different back</source>
        <translation>Une carte avec un dos différent</translation>
    </message>
    <message>
        <source>A card with a different back appeared during the hand: all action is void and every chip goes back to the player who bet it.</source>
        <translation>Une carte au dos différent est apparue pendant la main : toute l&apos;action est annulée et chaque jeton revient au joueur qui l&apos;a misé.</translation>
    </message>
    <message>
        <source>A missing card does not foul the deck under TDA 2024: the hand is completed and the deck replaced afterwards.</source>
        <translation>Une carte manquante ne rend pas le paquet défectueux selon le TDA 2024 : la main est terminée et le paquet remplacé ensuite.</translation>
    </message>
    <message>
        <source>A ruling on a pot must be asked for before the next deal starts; once the hand is over its result stands. Replace the deck.</source>
        <translation>Une décision sur un pot doit être demandée avant le début de la distribution suivante ; une fois la main finie, son résultat tient. Remplacer le paquet.</translation>
    </message>
    <message>
        <source>Finish the hand.</source>
        <translation>Finir la main.</translation>
    </message>
    <message>
        <source>Fouled deck: duplicate card, odd back, missing card</source>
        <translation>Paquet défectueux : carte en double, dos différent, carte manquante</translation>
    </message>
    <message>
        <source>Fouled deck: play stops and every bet is returned to the player who made it, whether or not there was substantial action.</source>
        <translation>Paquet défectueux : le jeu s&apos;arrête et chaque mise revient au joueur qui l&apos;a faite, qu&apos;il y ait eu action substantielle ou non.</translation>
    </message>
    <message>
        <source>In a hand or on the board</source>
        <translation>Dans une main ou sur le board</translation>
    </message>
    <message>
        <source>In the stub</source>
        <translation>Dans le talon</translation>
    </message>
    <message>
        <source>Leave the pot where it was pushed.</source>
        <translation>Laisser le pot à qui il a été attribué.</translation>
    </message>
    <message>
        <source>Missing cards do not change the result of a hand: finish it and replace the deck.</source>
        <translation>Des cartes manquantes ne changent pas le résultat d&apos;une main : la finir et remplacer le paquet.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Replace the deck and deal the next hand.</source>
        <translation>Remplacer le paquet et distribuer la main suivante.</translation>
    </message>
    <message>
        <source>Replace the deck before the next hand.</source>
        <translation>Remplacer le paquet avant la main suivante.</translation>
    </message>
    <message>
        <source>Return every player&apos;s bets in this hand to them (a player who knew and played on may lose the refund).</source>
        <translation>Rendre à chaque joueur ses mises de cette main (un joueur qui savait et a continué peut perdre ce remboursement).</translation>
    </message>
    <message>
        <source>Return every player&apos;s bets in this hand to them.</source>
        <translation>Rendre à chaque joueur ses mises de cette main.</translation>
    </message>
    <message>
        <source>Stop the hand.</source>
        <translation>Arrêter la main.</translation>
    </message>
    <message>
        <source>TDA 2024 names duplicate cards as a fouled deck and lets the house define other conditions; a card with a different back is normally treated the same way: play stops and all bets are returned.</source>
        <translation>Le TDA 2024 cite les cartes en double comme paquet défectueux et laisse la maison définir d&apos;autres cas ; une carte au dos différent est normalement traitée de la même façon : le jeu s&apos;arrête et toutes les mises sont rendues.</translation>
    </message>
    <message>
        <source>Take the odd card out of the stub.</source>
        <translation>Retirer du talon la carte au dos différent.</translation>
    </message>
    <message>
        <source>The claim comes too late: once the hand is over its result stands. Take the deck out of play.</source>
        <translation>La réclamation arrive trop tard : une fois la main finie, son résultat tient. Retirer le paquet du jeu.</translation>
    </message>
    <message>
        <source>The odd-backed card was found in the stub, so all action stands: finish the hand and replace the deck.</source>
        <translation>La carte au dos différent était dans le talon, donc toute l&apos;action tient : finir la main et remplacer le paquet.</translation>
    </message>
    <message>
        <source>Two cards of the same rank and suit</source>
        <translation>Deux cartes de même rang et de même couleur</translation>
    </message>
    <message>
        <source>Two identical cards void all action: every chip in the pot goes back to the player who bet it, unless a player knowingly played on to freeroll the defective deck.</source>
        <translation>Deux cartes identiques annulent toute l&apos;action : chaque jeton du pot revient au joueur qui l&apos;a misé, sauf si un joueur a sciemment continué pour jouer le paquet défectueux en freeroll.</translation>
    </message>
    <message>
        <source>Was the hand already over (pot pushed) when the defect was found?</source>
        <translation>La main était-elle déjà finie (pot attribué) quand le défaut a été découvert ?</translation>
    </message>
    <message>
        <source>What is wrong with the deck?</source>
        <translation>Qu&apos;est-ce qui ne va pas avec le paquet ?</translation>
    </message>
    <message>
        <source>Where was the card with the different back?</source>
        <translation>Où était la carte au dos différent ?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>defective deck</source>
        <translation>jeu défectueux</translation>
    </message>
    <message>
        <source>different back</source>
        <translation>dos différent</translation>
    </message>
    <message>
        <source>duplicate card</source>
        <translation>carte en double</translation>
    </message>
    <message>
        <source>fouled deck</source>
        <translation>paquet défectueux</translation>
    </message>
    <message>
        <source>missing card</source>
        <translation>carte manquante</translation>
    </message>
    <message>
        <source>two identical cards</source>
        <translation>deux cartes identiques</translation>
    </message>
    <message>
        <source>wrong colour back</source>
        <translation>dos de la mauvaise couleur</translation>
    </message>
</context>
<context>
    <name>rulings.four-card-flop</name>
    <message>
        <source>4 card flop</source>
        <translation>flop à 4 cartes</translation>
    </message>
    <message>
        <source>A flop with too many cards is dealt again, even if it is known which card was the extra one: the flop cards go back into the stub, the burn stays where it is, and a new flop is dealt without a burn.</source>
        <translation>Un flop avec trop de cartes est redistribué, même si l&apos;on sait quelle carte était en trop : les cartes du flop retournent dans le talon, la carte brûlée reste où elle est, et un nouveau flop est distribué sans carte brûlée.</translation>
    </message>
    <message>
        <source>Call the floor. The four cards are scrambled face down and the floor picks one of them at random as the burn for the turn; the other three are the flop. This applies whether or not the cards were exposed and even if the door card seems known.</source>
        <translation>Appeler le floor. Les quatre cartes sont brouillées face cachée et le floor en tire une au hasard comme carte brûlée du turn ; les trois autres forment le flop. Cela s&apos;applique que les cartes aient été exposées ou non, et même si la première carte semble connue.</translation>
    </message>
    <message>
        <source>Deal a new flop without burning a card.</source>
        <translation>Distribuer un nouveau flop sans brûler de carte.</translation>
    </message>
    <message>
        <source>Deal the turn without another burn, then carry on normally.</source>
        <translation>Donner le turn sans autre carte brûlée, puis continuer normalement.</translation>
    </message>
    <message>
        <source>Four-card flop</source>
        <translation>Flop à quatre cartes</translation>
    </message>
    <message>
        <source>Leave the burn card where it is.</source>
        <translation>Laisser la carte brûlée où elle est.</translation>
    </message>
    <message>
        <source>Mix the four flop cards into the stub.</source>
        <translation>Mélanger les quatre cartes du flop dans le talon.</translation>
    </message>
    <message>
        <source>Scramble the four cards face down and lay them in a row.</source>
        <translation>Brouiller les quatre cartes face cachée et les poser en ligne.</translation>
    </message>
    <message>
        <source>Shuffle and cut the stub.</source>
        <translation>Mélanger et couper le talon.</translation>
    </message>
    <message>
        <source>The floor picks one card at random: it becomes the burn card for the turn.</source>
        <translation>Le floor tire une carte au hasard : elle devient la carte brûlée du turn.</translation>
    </message>
    <message>
        <source>Turn any exposed flop cards face down.</source>
        <translation>Retourner face cachée les cartes du flop exposées.</translation>
    </message>
    <message>
        <source>Turn the other three face up: they are the flop.</source>
        <translation>Retourner les trois autres : elles forment le flop.</translation>
    </message>
    <message>
        <source>burn card</source>
        <translation>carte brûlée</translation>
    </message>
    <message>
        <source>extra card on the flop</source>
        <translation>carte en trop au flop</translation>
    </message>
    <message>
        <source>flop has four cards</source>
        <translation>le flop a quatre cartes</translation>
    </message>
    <message>
        <source>four cards on the flop</source>
        <translation>quatre cartes au flop</translation>
    </message>
    <message>
        <source>too many flop cards</source>
        <translation>trop de cartes au flop</translation>
    </message>
</context>
<context>
    <name>rulings.ftr-card-on-board</name>
    <message>
        <source>An FTR card on the board has no value until the river is out and the river betting is over; keep dealing and betting each street as normal.</source>
        <translation>Une carte FTR au board n&apos;a pas de valeur tant que la river n&apos;est pas sortie et que ses enchères ne sont pas finies ; continuer à distribuer et à miser à chaque tour normalement.</translation>
    </message>
    <message>
        <source>Award the pot as usual.</source>
        <translation>Attribuer le pot comme d&apos;habitude.</translation>
    </message>
    <message>
        <source>Burn one card.</source>
        <translation>Brûler une carte.</translation>
    </message>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Continuer la main.</translation>
    </message>
    <message>
        <source>Deal the remaining streets as normal.</source>
        <translation>Distribuer normalement les tours restants.</translation>
    </message>
    <message>
        <source>Did the hand end before the river was dealt (everyone else folded)?</source>
        <translation>La main s&apos;est-elle terminée avant la river (tous les autres se sont couchés) ?</translation>
    </message>
    <message>
        <source>FTR card dealt to the board</source>
        <translation>Carte FTR distribuée au board</translation>
    </message>
    <message>
        <source>Go to the showdown (no extra betting round).</source>
        <translation>Passer à l&apos;abattage (pas de tour d&apos;enchères supplémentaire).</translation>
    </message>
    <message>
        <source>Go to the showdown.</source>
        <translation>Passer à l&apos;abattage.</translation>
    </message>
    <message>
        <source>Is the river betting finished (or is nobody able to bet any more)?</source>
        <translation>Les enchères de la river sont-elles finies (ou plus personne ne peut-il miser) ?</translation>
    </message>
    <message>
        <source>Leave the FTR card where it is, without value.</source>
        <translation>Laisser la carte FTR où elle est, sans valeur.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Play one more betting round.</source>
        <translation>Jouer un tour d&apos;enchères de plus.</translation>
    </message>
    <message>
        <source>Replace each FTR board card with the next card, first dealt first.</source>
        <translation>Remplacer chaque carte FTR du board par la carte suivante, la première distribuée en premier.</translation>
    </message>
    <message>
        <source>Replace it once the river betting is over.</source>
        <translation>La remplacer une fois les enchères de la river finies.</translation>
    </message>
    <message>
        <source>Replace it with the top card of the stub.</source>
        <translation>La remplacer par la carte du dessus du talon.</translation>
    </message>
    <message>
        <source>Shuffle, cut and deal the same hand again.</source>
        <translation>Mélanger, couper et redistribuer la même main.</translation>
    </message>
    <message>
        <source>Stop the hand, collect every card and take the FTR cards out of the deck.</source>
        <translation>Arrêter la main, ramasser toutes les cartes et retirer les cartes FTR du paquet.</translation>
    </message>
    <message>
        <source>Take the FTR card out of play.</source>
        <translation>Retirer la carte FTR du jeu.</translation>
    </message>
    <message>
        <source>The hand ended before the river, so the FTR board card is never replaced: the pot goes to the player left in the hand.</source>
        <translation>La main s&apos;est terminée avant la river, donc la carte FTR du board n&apos;est jamais remplacée : le pot va au joueur resté dans la main.</translation>
    </message>
    <message>
        <source>The river betting is over: burn one card and replace every FTR card on the board, in the order they were dealt. This event plays FTR without FTR action, so the hand goes straight to the showdown.</source>
        <translation>Les enchères de la river sont finies : brûler une carte et remplacer chaque carte FTR du board, dans l&apos;ordre où elles ont été distribuées. Cette épreuve joue FTR sans action FTR, donc la main passe directement à l&apos;abattage.</translation>
    </message>
    <message>
        <source>The river betting is over: burn one card and replace every FTR card on the board, in the order they were dealt. This is an FTRA event, so one more betting round is played (normal betting rules) before the showdown.</source>
        <translation>Les enchères de la river sont finies : brûler une carte et remplacer chaque carte FTR du board, dans l&apos;ordre où elles ont été distribuées. C&apos;est une épreuve FTRA, donc un tour d&apos;enchères de plus est joué (règles d&apos;enchères normales) avant l&apos;abattage.</translation>
    </message>
    <message>
        <source>This event does not play FTR decks, so an FTR card is a card that does not belong to the game (see &apos;Non-standard card&apos;). After substantial action it is a scrap of paper: take it out and replace it with the next card from the stub.</source>
        <translation>Cette épreuve ne joue pas de paquets FTR, donc une carte FTR est une carte qui n&apos;appartient pas au jeu (voir « Carte hors jeu »). Après une action substantielle, c&apos;est un bout de papier : la retirer et la remplacer par la carte suivante du talon.</translation>
    </message>
    <message>
        <source>This event does not play FTR decks, so an FTR card is a card that does not belong to the game (see &apos;Non-standard card&apos;). Found before substantial action, it is a misdeal.</source>
        <translation>Cette épreuve ne joue pas de paquets FTR, donc une carte FTR est une carte qui n&apos;appartient pas au jeu (voir « Carte hors jeu »). Trouvée avant une action substantielle, c&apos;est une maldonne.</translation>
    </message>
    <message>
        <source>This event does not play FTR decks, so an FTR card on the board is a scrap of paper: it is not a misdeal, and it is replaced by the next card.</source>
        <translation>Cette épreuve ne joue pas de paquets FTR, donc une carte FTR au board est un bout de papier : ce n&apos;est pas une maldonne, et elle est remplacée par la carte suivante.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>flop card on the board</source>
        <translation>carte flop au board</translation>
    </message>
    <message>
        <source>ftr</source>
        <translation>ftr</translation>
    </message>
    <message>
        <source>ftr card on board</source>
        <translation>carte ftr au board</translation>
    </message>
    <message>
        <source>ftr replacement</source>
        <translation>remplacement ftr</translation>
    </message>
    <message>
        <source>ftra</source>
        <translation>ftra</translation>
    </message>
    <message>
        <source>river card dealt</source>
        <translation>carte river distribuée</translation>
    </message>
    <message>
        <source>turn card dealt</source>
        <translation>carte turn distribuée</translation>
    </message>
</context>
<context>
    <name>rulings.ftr-held-card</name>
    <message>
        <source>A held FTR card has no value until its street is dealt: FLOP once the flop is out, TURN once the turn is out, RIVER once the river is out.</source>
        <translation>Une carte FTR tenue n&apos;a pas de valeur tant que son tour n&apos;est pas distribué : FLOP une fois le flop sorti, TURN une fois le turn sorti, RIVER une fois la river sortie.</translation>
    </message>
    <message>
        <source>An FTR card takes only a rank, never a suit or colour, so it can never make a flush or a straight flush. Read the hand without counting it towards the flush.</source>
        <translation>Une carte FTR ne prend qu&apos;un rang, jamais une couleur, donc elle ne peut jamais faire une couleur ou une quinte flush. Lire la main sans la compter pour la couleur.</translation>
    </message>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Continuer la main.</translation>
    </message>
    <message>
        <source>Did the player act on the hand before pointing out the card?</source>
        <translation>Le joueur a-t-il agi sur la main avant de signaler la carte ?</translation>
    </message>
    <message>
        <source>Does the player claim a flush or straight flush using the FTR card?</source>
        <translation>Le joueur revendique-t-il une couleur ou une quinte flush grâce à la carte FTR ?</translation>
    </message>
    <message>
        <source>Find the card it copies: the door card of the flop, the turn or the river.</source>
        <translation>Trouver la carte qu&apos;elle copie : la première carte du flop, le turn ou la river.</translation>
    </message>
    <message>
        <source>Has the street of the player&apos;s FTR card been dealt to the board?</source>
        <translation>Le tour correspondant à la carte FTR du joueur a-t-il été distribué au board ?</translation>
    </message>
    <message>
        <source>Held FTR card: when it counts, flush claims</source>
        <translation>Carte FTR en main : quand elle compte, couleurs revendiquées</translation>
    </message>
    <message>
        <source>Kill the player&apos;s hand; chips already in the pot stay there.</source>
        <translation>Tuer la main du joueur ; les jetons déjà dans le pot y restent.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Read the hand with the FTR card at that rank.</source>
        <translation>Lire la main avec la carte FTR à ce rang.</translation>
    </message>
    <message>
        <source>Read the hand without the FTR card for now.</source>
        <translation>Lire la main sans la carte FTR pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Read the hand without the FTR card until the board card is replaced.</source>
        <translation>Lire la main sans la carte FTR jusqu&apos;au remplacement de la carte du board.</translation>
    </message>
    <message>
        <source>Read the hand: the FTR card counts for its rank only.</source>
        <translation>Lire la main : la carte FTR ne compte que pour son rang.</translation>
    </message>
    <message>
        <source>Replace it with the top card of the stub.</source>
        <translation>La remplacer par la carte du dessus du talon.</translation>
    </message>
    <message>
        <source>Shuffle, cut and deal the same hand again.</source>
        <translation>Mélanger, couper et redistribuer la même main.</translation>
    </message>
    <message>
        <source>Stop the hand, collect every card and take the FTR cards out of the deck.</source>
        <translation>Arrêter la main, ramasser toutes les cartes et retirer les cartes FTR du paquet.</translation>
    </message>
    <message>
        <source>Take the FTR card out of play.</source>
        <translation>Retirer la carte FTR du jeu.</translation>
    </message>
    <message>
        <source>Take the FTR cards out of the deck.</source>
        <translation>Retirer les cartes FTR du paquet.</translation>
    </message>
    <message>
        <source>That street&apos;s board card is itself an FTR card, so the held card has no value until the board card has been replaced after the river betting.</source>
        <translation>La carte du board de ce tour est elle-même une carte FTR, donc la carte tenue n&apos;a pas de valeur tant que la carte du board n&apos;a pas été remplacée après les enchères de la river.</translation>
    </message>
    <message>
        <source>The held FTR card takes the rank (never the suit) of its street&apos;s card: FLOP the first flop card turned (the door card), TURN the turn card, RIVER the river card. Cards speak with that value.</source>
        <translation>La carte FTR tenue prend le rang (jamais la couleur) de la carte de son tour : FLOP la première carte du flop retournée, TURN la carte du turn, RIVER la carte de la river. Les cartes parlent avec cette valeur.</translation>
    </message>
    <message>
        <source>This event does not play FTR decks, so an FTR card is a card that does not belong to the game (see &apos;Non-standard card&apos;). After substantial action it is a scrap of paper: take it out and replace it with the next card from the stub.</source>
        <translation>Cette épreuve ne joue pas de paquets FTR, donc une carte FTR est une carte qui n&apos;appartient pas au jeu (voir « Carte hors jeu »). Après une action substantielle, c&apos;est un bout de papier : la retirer et la remplacer par la carte suivante du talon.</translation>
    </message>
    <message>
        <source>This event does not play FTR decks, so an FTR card is a card that does not belong to the game (see &apos;Non-standard card&apos;). Found in a hand before substantial action, it is a misdeal.</source>
        <translation>Cette épreuve ne joue pas de paquets FTR, donc une carte FTR est une carte qui n&apos;appartient pas au jeu (voir « Carte hors jeu »). Trouvée dans une main avant une action substantielle, c&apos;est une maldonne.</translation>
    </message>
    <message>
        <source>This event does not play FTR decks. The player acted holding a card that is not part of the game without pointing it out first, so the hand is dead.</source>
        <translation>Cette épreuve ne joue pas de paquets FTR. Le joueur a agi en tenant une carte qui ne fait pas partie du jeu sans la signaler d&apos;abord, donc la main est morte.</translation>
    </message>
    <message>
        <source>This event does not play FTR decks: the FTR card is a scrap of paper and is replaced by the next card before the player acts.</source>
        <translation>Cette épreuve ne joue pas de paquets FTR : la carte FTR est un bout de papier et elle est remplacée par la carte suivante avant que le joueur agisse.</translation>
    </message>
    <message>
        <source>Was that street&apos;s board card itself an FTR card (not yet replaced)?</source>
        <translation>La carte du board de ce tour était-elle elle-même une carte FTR (pas encore remplacée) ?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>door card</source>
        <translation>première carte du flop</translation>
    </message>
    <message>
        <source>flop card value</source>
        <translation>valeur carte flop</translation>
    </message>
    <message>
        <source>ftr card in hand</source>
        <translation>carte ftr en main</translation>
    </message>
    <message>
        <source>ftr flush</source>
        <translation>couleur ftr</translation>
    </message>
    <message>
        <source>holding ftr</source>
        <translation>tient une ftr</translation>
    </message>
    <message>
        <source>river card value</source>
        <translation>valeur carte river</translation>
    </message>
    <message>
        <source>turn card value</source>
        <translation>valeur carte turn</translation>
    </message>
</context>
<context>
    <name>rulings.heads-up-button</name>
    <message>
        <source>Heads-up with two blinds, the small blind is on the button.</source>
        <translation>En tête-à-tête avec deux blinds, la petite blind est au bouton.</translation>
    </message>
    <message>
        <source>Heads-up with two blinds, the small blind is on the button. Robert&apos;s does not say how to switch to heads-up, so the director places the button fairly so that nobody posts the big blind twice in a row.</source>
        <translation>En tête-à-tête avec deux blinds, la petite blind est au bouton. Robert&apos;s ne dit pas comment passer au tête-à-tête, donc le directeur place le bouton équitablement pour que personne ne paie la grosse blind deux fois de suite.</translation>
    </message>
    <message>
        <source>Heads-up, the small blind is on the button, is dealt the last card, acts first before the flop and last after it.</source>
        <translation>En tête-à-tête, la petite blind est au bouton, reçoit la dernière carte, parle en premier avant le flop et en dernier après.</translation>
    </message>
    <message>
        <source>Heads-up, the small blind is on the button. Adjust the button as heads-up begins so that nobody posts the big blind twice in a row.</source>
        <translation>En tête-à-tête, la petite blind est au bouton. Ajuster le bouton au début du tête-à-tête pour que personne ne paie la grosse blind deux fois de suite.</translation>
    </message>
    <message>
        <source>Heads-up: where the button goes</source>
        <translation>Tête-à-tête : où va le bouton</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Place the button so the player who was just big blind is now the small blind on the button.</source>
        <translation>Placer le bouton pour que le joueur qui vient d&apos;être grosse blind soit maintenant petite blind au bouton.</translation>
    </message>
    <message>
        <source>Put the button with the small blind.</source>
        <translation>Mettre le bouton avec la petite blind.</translation>
    </message>
    <message>
        <source>The button acts first before the flop and last after it.</source>
        <translation>Le bouton parle en premier avant le flop et en dernier après.</translation>
    </message>
    <message>
        <source>Would the usual button move make the same player post the big blind twice in a row?</source>
        <translation>Le déplacement habituel du bouton ferait-il payer la grosse blind deux fois de suite au même joueur ?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>button heads up</source>
        <translation>bouton tête-à-tête</translation>
    </message>
    <message>
        <source>heads up</source>
        <translation>heads-up</translation>
    </message>
    <message>
        <source>heads-up button</source>
        <translation>bouton en tête-à-tête</translation>
    </message>
    <message>
        <source>small blind on button</source>
        <translation>petite blind au bouton</translation>
    </message>
    <message>
        <source>two players left</source>
        <translation>deux joueurs restants</translation>
    </message>
</context>
<context>
    <name>rulings.hidden-chips-after-all-in</name>
    <message>
        <source>Award the pot to the caller.</source>
        <translation>Attribuer le pot à celui qui a suivi.</translation>
    </message>
    <message>
        <source>Count the all-in with the chips found.</source>
        <translation>Compter le tapis avec les jetons trouvés.</translation>
    </message>
    <message>
        <source>Decide what becomes of the hidden chips.</source>
        <translation>Décider ce que deviennent les jetons cachés.</translation>
    </message>
    <message>
        <source>Decide whether the hidden chips go to the winning caller (the TD may award them).</source>
        <translation>Décider si les jetons cachés vont à celui qui a suivi et gagné (le TD peut les lui attribuer).</translation>
    </message>
    <message>
        <source>Did the all-in player win the hand?</source>
        <translation>Le joueur à tapis a-t-il gagné la main ?</translation>
    </message>
    <message>
        <source>Hidden chips found behind a called all-in</source>
        <translation>Jetons cachés trouvés derrière un tapis suivi</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Pay the all-in player only for the chips that were in view.</source>
        <translation>Payer le joueur à tapis seulement pour les jetons qui étaient visibles.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules (league edition) has no rule for chips found behind a called all-in; a hand is played only with chips in plain view (Procedures 4 and 16), so the director rules for fairness: the hidden chips do not keep the losing all-in player alive.</source>
        <translation>Les Robert&apos;s Rules (édition ligue) n&apos;ont pas de règle pour des jetons trouvés derrière un tapis suivi ; on ne joue qu&apos;avec des jetons bien visibles (Procedures 4 et 16), donc le directeur tranche en équité : les jetons cachés ne maintiennent pas en vie le joueur à tapis perdant.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules (league edition) has no rule for chips found behind a called all-in; a hand is played only with chips in plain view (Procedures 4 and 16), so the director rules for fairness: the winning all-in player is paid only for the chips the caller saw.</source>
        <translation>Les Robert&apos;s Rules (édition ligue) n&apos;ont pas de règle pour des jetons trouvés derrière un tapis suivi ; on ne joue qu&apos;avec des jetons bien visibles (Procedures 4 et 16), donc le directeur tranche en équité : le joueur à tapis gagnant n&apos;est payé que pour les jetons que l&apos;autre a vus.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules (league edition) has no rule for chips found behind a called all-in; it plays a hand only with chips in plain view (Procedures 4 and 16), and the director rules for fairness. The chips were part of the accepted action, so they count in the all-in.</source>
        <translation>Les Robert&apos;s Rules (édition ligue) n&apos;ont pas de règle pour des jetons trouvés derrière un tapis suivi ; on ne joue qu&apos;avec des jetons bien visibles (Procedures 4 et 16), et le directeur tranche en équité. Les jetons faisaient partie de l&apos;action acceptée, donc ils comptent dans le tapis.</translation>
    </message>
    <message>
        <source>Settle the pot with them.</source>
        <translation>Régler le pot avec eux.</translation>
    </message>
    <message>
        <source>The chips were not part of the accepted action: the all-in player, who won, is not paid for them; they are paid only for the chips the caller saw.</source>
        <translation>Les jetons ne faisaient pas partie de l&apos;action acceptée : le joueur à tapis, qui a gagné, n&apos;est pas payé pour eux ; il n&apos;est payé que pour les jetons que l&apos;autre a vus.</translation>
    </message>
    <message>
        <source>The chips were not part of the accepted action: they do not keep the losing all-in player alive, and the TD may award them to the winning caller.</source>
        <translation>Les jetons ne faisaient pas partie de l&apos;action acceptée : ils ne maintiennent pas en vie le joueur à tapis perdant, et le TD peut les attribuer à celui qui a suivi et gagné.</translation>
    </message>
    <message>
        <source>The chips were part of the accepted action, so they count in the all-in: a caller who covers them pays them when the all-in player wins, and wins them when the all-in player loses.</source>
        <translation>Les jetons faisaient partie de l&apos;action acceptée, donc ils comptent dans le tapis : celui qui a suivi et les couvre les paie si le joueur à tapis gagne, et les gagne si le joueur à tapis perd.</translation>
    </message>
    <message>
        <source>The hidden chips stay with the all-in player.</source>
        <translation>Les jetons cachés restent au joueur à tapis.</translation>
    </message>
    <message>
        <source>Were the hidden chips part of the action the caller accepted (could the caller reasonably have seen and counted them)?</source>
        <translation>Les jetons cachés faisaient-ils partie de l&apos;action acceptée par celui qui a suivi (pouvait-il raisonnablement les voir et les compter) ?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>chips behind all-in</source>
        <translation>jetons derrière le tapis</translation>
    </message>
    <message>
        <source>chips found behind</source>
        <translation>jetons trouvés derrière</translation>
    </message>
    <message>
        <source>concealed chips after call</source>
        <translation>jetons dissimulés après le call</translation>
    </message>
    <message>
        <source>extra chips after all in</source>
        <translation>jetons en plus après le tapis</translation>
    </message>
    <message>
        <source>hidden chips</source>
        <translation>jetons cachés</translation>
    </message>
</context>
<context>
    <name>rulings.late-registration-stack</name>
    <message>
        <source>A late registrant buys a full starting stack and draws a random seat from the same pool as everyone else; they are dealt in anywhere except between the small blind and the button.</source>
        <translation>Un inscrit tardif achète un tapis de départ complet et tire un siège au hasard dans le même lot que tout le monde ; il reçoit des cartes partout, sauf entre la petite blind et le bouton.</translation>
    </message>
    <message>
        <source>Deal them in from the next hand unless they sit between the small blind and the button.</source>
        <translation>Le servir à partir de la main suivante, sauf s&apos;il est assis entre la petite blind et le bouton.</translation>
    </message>
    <message>
        <source>Deduct the level-1 small and big blind from the starting stack.</source>
        <translation>Déduire du tapis de départ la petite et la grosse blind du niveau 1.</translation>
    </message>
    <message>
        <source>Deduct the small and big blinds of levels 1 and 2 from the starting stack.</source>
        <translation>Déduire du tapis de départ les petites et grosses blinds des niveaux 1 et 2.</translation>
    </message>
    <message>
        <source>Give the player a full starting stack.</source>
        <translation>Donner au joueur un tapis de départ complet.</translation>
    </message>
    <message>
        <source>House rule: arriving in level 1, the player starts with the starting stack less the small and big blind of level 1.</source>
        <translation>Règle maison : arrivé au niveau 1, le joueur commence avec le tapis de départ moins la petite et la grosse blind du niveau 1.</translation>
    </message>
    <message>
        <source>House rule: arriving in level 2, the player starts with the starting stack less the small and big blinds of levels 1 and 2.</source>
        <translation>Règle maison : arrivé au niveau 2, le joueur commence avec le tapis de départ moins les petites et grosses blinds des niveaux 1 et 2.</translation>
    </message>
    <message>
        <source>House rule: late entry is allowed only until the end of level 2.</source>
        <translation>Règle maison : l&apos;inscription tardive n&apos;est permise que jusqu&apos;à la fin du niveau 2.</translation>
    </message>
    <message>
        <source>In which level does the player arrive?</source>
        <translation>À quel niveau le joueur arrive-t-il ?</translation>
    </message>
    <message>
        <source>Late registrant&apos;s stack and seat</source>
        <translation>Tapis et siège d&apos;un inscrit tardif</translation>
    </message>
    <message>
        <source>Level 1</source>
        <translation>Niveau 1</translation>
    </message>
    <message>
        <source>Level 2</source>
        <translation>Niveau 2</translation>
    </message>
    <message>
        <source>Level 3 or later</source>
        <translation>Niveau 3 ou après</translation>
    </message>
    <message>
        <source>Refuse the entry.</source>
        <translation>Refuser l&apos;inscription.</translation>
    </message>
    <message>
        <source>Seat the player.</source>
        <translation>Placer le joueur.</translation>
    </message>
    <message>
        <source>Seat them by random draw.</source>
        <translation>Le placer par tirage au sort.</translation>
    </message>
    <message>
        <source>arrived late</source>
        <translation>arrivé en retard</translation>
    </message>
    <message>
        <source>blinds deducted</source>
        <translation>blinds déduites</translation>
    </message>
    <message>
        <source>late entry</source>
        <translation>entrée tardive</translation>
    </message>
    <message>
        <source>late player chips</source>
        <translation>jetons du joueur en retard</translation>
    </message>
    <message>
        <source>late registration</source>
        <translation>inscription tardive</translation>
    </message>
    <message>
        <source>late stack</source>
        <translation>tapis tardif</translation>
    </message>
</context>
<context>
    <name>rulings.mucked-hand-retrieval</name>
    <message>
        <source>A face-down discard is not dead while it can be identified with certainty: the cards die only when the dealer pushes them into the muck or they can no longer be told apart. The player may still table them.</source>
        <translation>Une main jetée face cachée n&apos;est pas morte tant qu&apos;elle peut être identifiée avec certitude : les cartes ne meurent que lorsque le croupier les pousse dans les écarts ou qu&apos;on ne peut plus les distinguer. Le joueur peut encore les abattre.</translation>
    </message>
    <message>
        <source>Are the cards still 100% identifiable and retrievable?</source>
        <translation>Les cartes sont-elles encore identifiables et récupérables à 100 % ?</translation>
    </message>
    <message>
        <source>Award the pot among the remaining hands.</source>
        <translation>Attribuer le pot entre les mains restantes.</translation>
    </message>
    <message>
        <source>Decide whether retrieving it is in the best interest of the game.</source>
        <translation>Décider si la récupérer sert au mieux l&apos;intérêt du jeu.</translation>
    </message>
    <message>
        <source>Did the cards touch the muck?</source>
        <translation>Les cartes ont-elles touché les écarts ?</translation>
    </message>
    <message>
        <source>Discarded cards may be ruled dead, but a clearly identifiable hand may be retrieved at the director&apos;s discretion, especially if it was folded because of wrong information.</source>
        <translation>Des cartes jetées peuvent être déclarées mortes, mais une main clairement identifiable peut être récupérée à la discrétion du directeur, surtout si elle a été couchée à cause d&apos;une information erronée.</translation>
    </message>
    <message>
        <source>House rule: cards that touch the muck at any time are dead and stay there; the player loses all action on the hand.</source>
        <translation>Règle maison : des cartes qui touchent les écarts à un moment quelconque sont mortes et y restent ; le joueur perd toute l&apos;action de la main.</translation>
    </message>
    <message>
        <source>If so, retrieve the cards and let the player table them.</source>
        <translation>Si oui, récupérer les cartes et laisser le joueur les abattre.</translation>
    </message>
    <message>
        <source>Leave the cards in the muck.</source>
        <translation>Laisser les cartes dans les écarts.</translation>
    </message>
    <message>
        <source>Let the player table the hand.</source>
        <translation>Laisser le joueur abattre sa main.</translation>
    </message>
    <message>
        <source>Mucked hand: can it be retrieved?</source>
        <translation>Main jetée : peut-elle être récupérée ?</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Retrieve the cards.</source>
        <translation>Récupérer les cartes.</translation>
    </message>
    <message>
        <source>Return any uncalled bet of that player.</source>
        <translation>Rendre toute mise non suivie de ce joueur.</translation>
    </message>
    <message>
        <source>The cards cannot be identified with certainty, so the hand has no claim to the pot. Bets that were called are not returned; an uncalled bet goes back to the player.</source>
        <translation>Les cartes ne peuvent pas être identifiées avec certitude, donc la main n&apos;a aucun droit sur le pot. Les mises suivies ne sont pas rendues ; une mise non suivie revient au joueur.</translation>
    </message>
    <message>
        <source>The hand cannot be identified, so it is dead.</source>
        <translation>La main ne peut pas être identifiée, donc elle est morte.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>cards in the muck</source>
        <translation>cartes dans les écarts</translation>
    </message>
    <message>
        <source>discarded winning hand</source>
        <translation>main gagnante jetée</translation>
    </message>
    <message>
        <source>folded by mistake</source>
        <translation>couché par erreur</translation>
    </message>
    <message>
        <source>mucked hand</source>
        <translation>main jetée</translation>
    </message>
    <message>
        <source>retrieve hand</source>
        <translation>récupérer la main</translation>
    </message>
    <message>
        <source>touched the muck</source>
        <translation>a touché les écarts</translation>
    </message>
</context>
<context>
    <name>rulings.multiple-chip-bet</name>
    <message>
        <source>50 percent rule</source>
        <translation>règle des 50 %</translation>
    </message>
    <message>
        <source>A full bet plus half a bet or more counts as announcing a raise, and the raise must be completed (Robert&apos;s has no &apos;every chip needed&apos; test).</source>
        <translation>Une mise complète plus une demi-mise ou davantage vaut annonce de relance, et la relance doit être complétée (Robert&apos;s n&apos;a pas de test « chaque jeton nécessaire »).</translation>
    </message>
    <message>
        <source>Chips released into the pot are a bet of their total.</source>
        <translation>Des jetons lâchés dans le pot sont une mise de leur total.</translation>
    </message>
    <message>
        <source>Do the chips reach the call plus at least half of a full raise? (&apos;ruling calc chips&apos; works it out)</source>
        <translation>Les jetons atteignent-ils le montant à suivre plus au moins la moitié d&apos;une relance complète ? (&apos;ruling calc chips&apos; le calcule)</translation>
    </message>
    <message>
        <source>Every chip is needed to make the call (without one of the smallest it would fall short), so it is a call; the change goes back.</source>
        <translation>Chaque jeton est nécessaire pour suivre (sans l&apos;un des plus petits, il manquerait), donc c&apos;est un call ; la monnaie est rendue.</translation>
    </message>
    <message>
        <source>Give the player the change.</source>
        <translation>Rendre la monnaie au joueur.</translation>
    </message>
    <message>
        <source>Less than a full bet plus half a bet is a call; the dealer makes change from the pot after the round.</source>
        <translation>Moins d&apos;une mise complète plus une demi-mise est un call ; le croupier rend la monnaie sur le pot après le tour.</translation>
    </message>
    <message>
        <source>Make change from the pot once the betting round is over.</source>
        <translation>Rendre la monnaie sur le pot une fois le tour d&apos;enchères fini.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Not facing a bet, the chips pushed are the bet.</source>
        <translation>Sans mise à suivre, les jetons poussés sont la mise.</translation>
    </message>
    <message>
        <source>Return the excess chips.</source>
        <translation>Rendre les jetons en trop.</translation>
    </message>
    <message>
        <source>Several chips pushed silently</source>
        <translation>Plusieurs jetons poussés en silence</translation>
    </message>
    <message>
        <source>The chips fall short of the call plus half a raise, so it is a call and the excess goes back to the player.</source>
        <translation>Les jetons n&apos;atteignent pas le montant à suivre plus une demi-relance, donc c&apos;est un call et l&apos;excédent revient au joueur.</translation>
    </message>
    <message>
        <source>The chips reach the call plus half a raise, so it is a raise: brought up to the minimum raise if short of it, or the amount pushed if more.</source>
        <translation>Les jetons atteignent le montant à suivre plus une demi-relance, donc c&apos;est une relance : complétée à la relance minimum s&apos;il en manque, ou le montant poussé s&apos;il est supérieur.</translation>
    </message>
    <message>
        <source>The player pushed every chip they have: it is all-in, whatever it amounts to.</source>
        <translation>Le joueur a poussé tous ses jetons : c&apos;est un tapis, quel qu&apos;en soit le montant.</translation>
    </message>
    <message>
        <source>The player pushed every chip they have: it is all-in.</source>
        <translation>Le joueur a poussé tous ses jetons : c&apos;est un tapis.</translation>
    </message>
    <message>
        <source>Treat it as a call.</source>
        <translation>Traiter comme un call.</translation>
    </message>
    <message>
        <source>Treat it as a raise (at least the minimum raise).</source>
        <translation>Traiter comme une relance (au moins la relance minimum).</translation>
    </message>
    <message>
        <source>Treat it as all-in.</source>
        <translation>Traiter comme un tapis.</translation>
    </message>
    <message>
        <source>Treat the chips as a bet of their total.</source>
        <translation>Traiter les jetons comme une mise de leur total.</translation>
    </message>
    <message>
        <source>Was the player facing a bet (or the big blind)?</source>
        <translation>Le joueur faisait-il face à une mise (ou à la grosse blind) ?</translation>
    </message>
    <message>
        <source>Were these all of the player&apos;s chips?</source>
        <translation>Était-ce tous les jetons du joueur ?</translation>
    </message>
    <message>
        <source>Would taking away one chip of the smallest denomination pushed leave less than the call?</source>
        <translation>En retirant un jeton de la plus petite valeur poussée, resterait-il moins que le montant à suivre ?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>chips pushed without saying</source>
        <translation>jetons poussés sans rien dire</translation>
    </message>
    <message>
        <source>multi chip</source>
        <translation>multi-jetons</translation>
    </message>
    <message>
        <source>multiple chips</source>
        <translation>plusieurs jetons</translation>
    </message>
    <message>
        <source>several chips</source>
        <translation>jetons multiples</translation>
    </message>
    <message>
        <source>silent chips</source>
        <translation>jetons silencieux</translation>
    </message>
</context>
<context>
    <name>rulings.non-standard-card</name>
    <message>
        <source>A joker or another card that is not part of this game</source>
        <translation>Un joker ou une autre carte qui ne fait pas partie de ce jeu</translation>
    </message>
    <message>
        <source>After substantial action there is no misdeal: the stray card is treated as a scrap of paper, taken out of play and replaced by the next card from the stub.</source>
        <translation>Après une action substantielle, il n&apos;y a pas de maldonne : la carte intruse est traitée comme un bout de papier, retirée du jeu et remplacée par la carte suivante du talon.</translation>
    </message>
    <message>
        <source>An FTR card (FLOP, TURN or RIVER)</source>
        <translation>Une carte FTR (FLOP, TURN ou RIVER)</translation>
    </message>
    <message>
        <source>Apply the FTR rules when the card&apos;s street comes or the card lands on the board.</source>
        <translation>Appliquer les règles FTR quand le tour de la carte arrive ou que la carte tombe sur le board.</translation>
    </message>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Continuer la main.</translation>
    </message>
    <message>
        <source>Kill the player&apos;s hand; chips already in the pot stay there.</source>
        <translation>Tuer la main du joueur ; les jetons déjà dans le pot y restent.</translation>
    </message>
    <message>
        <source>Misdeal: a card that is not part of the game was found before substantial action. The hand is dealt again (without that card) exactly as before.</source>
        <translation>Maldonne : une carte qui ne fait pas partie du jeu a été trouvée avant une action substantielle. La main est redistribuée (sans cette carte) exactement comme avant.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Non-standard card found (joker, wrong card, FTR card)</source>
        <translation>Carte hors jeu trouvée (joker, mauvaise carte, carte FTR)</translation>
    </message>
    <message>
        <source>Not a misdeal: the stray card is a scrap of paper and is replaced by the next card, as a boxed card would be.</source>
        <translation>Pas de maldonne : la carte intruse est un bout de papier et elle est remplacée par la carte suivante, comme une carte retournée.</translation>
    </message>
    <message>
        <source>Replace it with the top card of the stub.</source>
        <translation>La remplacer par la carte du dessus du talon.</translation>
    </message>
    <message>
        <source>Shuffle, cut and deal the same hand again.</source>
        <translation>Mélanger, couper et redistribuer la même main.</translation>
    </message>
    <message>
        <source>Stop the deal, collect every card and take the stray card out of the deck.</source>
        <translation>Arrêter la distribution, ramasser toutes les cartes et retirer la carte intruse du paquet.</translation>
    </message>
    <message>
        <source>Take the stray card out of play and out of the deck.</source>
        <translation>Retirer la carte intruse du jeu et du paquet.</translation>
    </message>
    <message>
        <source>Take the stray card out of the deck.</source>
        <translation>Retirer la carte intruse du paquet.</translation>
    </message>
    <message>
        <source>The player acted on a hand holding a card that is not part of the game without pointing it out first, so the hand is dead.</source>
        <translation>Le joueur a agi sur une main en tenant une carte qui ne fait pas partie du jeu sans la signaler d&apos;abord, donc la main est morte.</translation>
    </message>
    <message>
        <source>This event plays FTR decks: the FLOP, TURN and RIVER cards belong to the deck and are not irregular. Play on and apply the FTR rules (see &apos;FTR card dealt to the board&apos; and &apos;Held FTR card&apos;).</source>
        <translation>Cette épreuve joue des paquets FTR : les cartes FLOP, TURN et RIVER font partie du paquet et ne sont pas une irrégularité. Continuer et appliquer les règles FTR (voir « Carte FTR distribuée au board » et « Carte FTR en main »).</translation>
    </message>
    <message>
        <source>Was it in a player&apos;s hand, and did that player act on the hand before pointing it out?</source>
        <translation>Était-elle dans la main d&apos;un joueur, et ce joueur a-t-il agi sur la main avant de la signaler ?</translation>
    </message>
    <message>
        <source>What card was found?</source>
        <translation>Quelle carte a été trouvée ?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>extra card in deck</source>
        <translation>carte en trop dans le paquet</translation>
    </message>
    <message>
        <source>ftr card in normal game</source>
        <translation>carte ftr en jeu normal</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>non standard card</source>
        <translation>carte hors jeu</translation>
    </message>
    <message>
        <source>short deck card</source>
        <translation>carte de short deck</translation>
    </message>
    <message>
        <source>wrong card</source>
        <translation>mauvaise carte</translation>
    </message>
</context>
<context>
    <name>rulings.odd-chip</name>
    <message>
        <source>A high-low split game</source>
        <translation>Un jeu high-low</translation>
    </message>
    <message>
        <source>Break the odd chips down to the smallest chip in play; in flop games the odd chip(s) go to the first winner left of the button. Each side pot is split on its own (&apos;ruling calc odd-chip&apos; works it out).</source>
        <translation>Décomposer les jetons impairs jusqu&apos;au plus petit jeton en jeu ; dans les jeux à flop, le ou les jetons impairs vont au premier gagnant à gauche du bouton. Chaque pot secondaire se partage à part (&apos;ruling calc odd-chip&apos; le calcule).</translation>
    </message>
    <message>
        <source>Break the odd chips down to the smallest chip in play; in high-low games the odd chip goes to the high half.</source>
        <translation>Décomposer les jetons impairs jusqu&apos;au plus petit jeton en jeu ; dans les jeux high-low, le jeton impair va à la moitié haute.</translation>
    </message>
    <message>
        <source>Break the odd chips down to the smallest chip in play; in stud the odd chip goes to the highest card by suit in the tied hands.</source>
        <translation>Décomposer les jetons impairs jusqu&apos;au plus petit jeton en jeu ; en stud, le jeton impair va à la carte la plus haute par couleur parmi les mains à égalité.</translation>
    </message>
    <message>
        <source>Break the odd chips down to the smallest chip in play; the first hand clockwise from the button gets the odd chip, and nobody gets more than one, so several odd chips go one each, clockwise. Each side pot is split on its own (&apos;ruling calc odd-chip&apos; works it out).</source>
        <translation>Décomposer les jetons impairs jusqu&apos;au plus petit jeton en jeu ; la première main dans le sens horaire à partir du bouton reçoit le jeton impair, et personne n&apos;en reçoit plus d&apos;un, donc plusieurs jetons impairs se donnent un par un, dans le sens horaire. Chaque pot secondaire se partage à part (&apos;ruling calc odd-chip&apos; le calcule).</translation>
    </message>
    <message>
        <source>Break the pot down to the smallest chip.</source>
        <translation>Décomposer le pot jusqu&apos;au plus petit jeton.</translation>
    </message>
    <message>
        <source>Give the odd chip to the high side.</source>
        <translation>Donner le jeton impair au côté haut.</translation>
    </message>
    <message>
        <source>Give the odd chip to the player with the highest card by suit.</source>
        <translation>Donner le jeton impair au joueur qui a la carte la plus haute par couleur.</translation>
    </message>
    <message>
        <source>Hold&apos;em or another flop game</source>
        <translation>Hold&apos;em ou un autre jeu à flop</translation>
    </message>
    <message>
        <source>Odd chips in a split pot</source>
        <translation>Jetons impairs dans un pot partagé</translation>
    </message>
    <message>
        <source>Share it equally; give odd chips one each to the winners clockwise from the button.</source>
        <translation>Partager à parts égales ; donner les jetons impairs un par un aux gagnants dans le sens horaire à partir du bouton.</translation>
    </message>
    <message>
        <source>Share it equally; give the odd chip(s) to the first winner left of the button.</source>
        <translation>Partager à parts égales ; donner le ou les jetons impairs au premier gagnant à gauche du bouton.</translation>
    </message>
    <message>
        <source>Split each side pot separately.</source>
        <translation>Partager chaque pot secondaire séparément.</translation>
    </message>
    <message>
        <source>Stud or razz</source>
        <translation>Stud ou razz</translation>
    </message>
    <message>
        <source>What kind of game is it?</source>
        <translation>De quel type de jeu s&apos;agit-il ?</translation>
    </message>
    <message>
        <source>chop</source>
        <translation>partage</translation>
    </message>
    <message>
        <source>odd chip</source>
        <translation>jeton impair</translation>
    </message>
    <message>
        <source>remainder chip</source>
        <translation>jeton restant</translation>
    </message>
    <message>
        <source>side pot split</source>
        <translation>partage du pot secondaire</translation>
    </message>
    <message>
        <source>split pot</source>
        <translation>pot partagé</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>égalité</translation>
    </message>
</context>
<context>
    <name>rulings.oversized-chip</name>
    <message>
        <source>&apos;Raise&apos; was said before the chip landed: it is a raise. With no amount stated, it is the largest raise the chip allows (at least the minimum raise).</source>
        <translation>« Relance » a été dit avant que le jeton tombe : c&apos;est une relance. Sans montant annoncé, c&apos;est la plus grosse relance que le jeton permet (au moins la relance minimum).</translation>
    </message>
    <message>
        <source>A raise was declared, so the chip is a raise of as much as it covers (at least the minimum raise).</source>
        <translation>Une relance a été annoncée, donc le jeton est une relance de tout ce qu&apos;il couvre (au moins la relance minimum).</translation>
    </message>
    <message>
        <source>A single chip put in without comment is a bet of its full value.</source>
        <translation>Un jeton unique posé sans commentaire est une mise de sa pleine valeur.</translation>
    </message>
    <message>
        <source>A single larger chip put in without announcing a raise is only a call (this includes calling the big blind). The dealer makes change from the pot after the round.</source>
        <translation>Un jeton unique plus gros posé sans annoncer de relance n&apos;est qu&apos;un call (y compris pour suivre la grosse blind). Le croupier rend la monnaie sur le pot après le tour.</translation>
    </message>
    <message>
        <source>Did the player say &apos;raise&apos; before the chip touched the table?</source>
        <translation>Le joueur a-t-il dit « relance » avant que le jeton touche la table ?</translation>
    </message>
    <message>
        <source>Facing a bet, one oversized chip without a prior &apos;raise&apos; is only a call; the change goes back to the player.</source>
        <translation>Face à une mise, un jeton unique surdimensionné sans « relance » annoncée avant n&apos;est qu&apos;un call ; la monnaie revient au joueur.</translation>
    </message>
    <message>
        <source>Give the player the change.</source>
        <translation>Rendre la monnaie au joueur.</translation>
    </message>
    <message>
        <source>Make change from the pot once the betting round is over.</source>
        <translation>Rendre la monnaie sur le pot une fois le tour d&apos;enchères fini.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Not facing a bet, a single chip put in silently is a bet of its full value.</source>
        <translation>Sans mise à suivre, un jeton unique posé en silence est une mise de sa pleine valeur.</translation>
    </message>
    <message>
        <source>Single oversized chip</source>
        <translation>Jeton unique surdimensionné</translation>
    </message>
    <message>
        <source>Treat the chip as a bet of its full value.</source>
        <translation>Traiter le jeton comme une mise de sa pleine valeur.</translation>
    </message>
    <message>
        <source>Treat the chip as a call.</source>
        <translation>Traiter le jeton comme un call.</translation>
    </message>
    <message>
        <source>Treat the chip as a raise of everything it covers beyond the call.</source>
        <translation>Traiter le jeton comme une relance de tout ce qu&apos;il couvre au-delà du montant à suivre.</translation>
    </message>
    <message>
        <source>Was the player facing a bet (or the big blind)?</source>
        <translation>Le joueur faisait-il face à une mise (ou à la grosse blind) ?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>big chip call</source>
        <translation>suivre avec un gros jeton</translation>
    </message>
    <message>
        <source>chip bigger than the bet</source>
        <translation>jeton plus gros que la mise</translation>
    </message>
    <message>
        <source>one big chip</source>
        <translation>un seul gros jeton</translation>
    </message>
    <message>
        <source>overchip</source>
        <translation>gros jeton</translation>
    </message>
    <message>
        <source>oversized chip</source>
        <translation>jeton surdimensionné</translation>
    </message>
    <message>
        <source>single chip</source>
        <translation>jeton unique</translation>
    </message>
</context>
<context>
    <name>rulings.penalty</name>
    <message>
        <source>A first breach (etiquette, exposing a card with action pending, throwing cards ...)</source>
        <translation>Une première infraction (étiquette, carte montrée alors qu&apos;il reste de l&apos;action, cartes jetées…)</translation>
    </message>
    <message>
        <source>A repeat of an earlier breach</source>
        <translation>La répétition d&apos;une infraction précédente</translation>
    </message>
    <message>
        <source>Abuse, disruption and cheating are always penalised, up to disqualification; a disqualified player&apos;s chips are taken out of play.</source>
        <translation>Les insultes, la perturbation et la tricherie sont toujours pénalisées, jusqu&apos;à la disqualification ; les jetons d&apos;un joueur disqualifié sont retirés du jeu.</translation>
    </message>
    <message>
        <source>Abuse, disruption or cheating</source>
        <translation>Insultes, perturbation ou tricherie</translation>
    </message>
    <message>
        <source>Choose a warning or a number of missed hands or rounds.</source>
        <translation>Choisir un avertissement ou un nombre de mains ou de tours de pénalité.</translation>
    </message>
    <message>
        <source>Choose how long the player is dealt out.</source>
        <translation>Choisir combien de temps le joueur est mis à l&apos;écart.</translation>
    </message>
    <message>
        <source>Count the hands: rounds x players at the table (the penalty calculator does it).</source>
        <translation>Compter les mains : tours × joueurs à la table (le calculateur de pénalité le fait).</translation>
    </message>
    <message>
        <source>Deal the player&apos;s hand and kill it while the penalty lasts.</source>
        <translation>Distribuer la main du joueur et la tuer tant que dure la pénalité.</translation>
    </message>
    <message>
        <source>Decide the penalty, up to disqualification.</source>
        <translation>Décider de la pénalité, jusqu&apos;à la disqualification.</translation>
    </message>
    <message>
        <source>Decide whether the player is removed from the tournament.</source>
        <translation>Décider si le joueur est exclu du tournoi.</translation>
    </message>
    <message>
        <source>Give a longer penalty than the last one.</source>
        <translation>Donner une pénalité plus longue que la précédente.</translation>
    </message>
    <message>
        <source>House rule A-25: abusive or disruptive behaviour may be punished by removal from the tournament, and the league may bar anyone who breaks its code of conduct.</source>
        <translation>Règle maison A-25 : un comportement insultant ou perturbateur peut être puni par l&apos;exclusion du tournoi, et la ligue peut bannir quiconque enfreint son code de conduite.</translation>
    </message>
    <message>
        <source>House rule A-25: misconduct such as throwing cards off the table may be punished by being dealt out for a time. Neither Robert&apos;s Rules nor the house rules say how long, so the director decides (a round counted as one hand per player at the table is the usual way).</source>
        <translation>Règle maison A-25 : une mauvaise conduite comme jeter des cartes hors de la table peut être punie par une mise à l&apos;écart pendant un temps. Ni les Robert&apos;s Rules ni les règles maison ne disent combien de temps, donc le directeur décide (l&apos;usage est un tour compté comme une main par joueur à la table).</translation>
    </message>
    <message>
        <source>If disqualified, take the player&apos;s chips out of play.</source>
        <translation>En cas de disqualification, retirer du jeu les jetons du joueur.</translation>
    </message>
    <message>
        <source>Penalty for a breach of the rules or etiquette</source>
        <translation>Pénalité pour une infraction aux règles ou à l&apos;étiquette</translation>
    </message>
    <message>
        <source>Repeat offences escalate: the floor gives a longer penalty than before (more missed hands or rounds), up to disqualification.</source>
        <translation>Les récidives s&apos;aggravent : le floor donne une pénalité plus longue que la précédente (plus de mains ou de tours), jusqu&apos;à la disqualification.</translation>
    </message>
    <message>
        <source>The floor chooses the penalty: a verbal warning, or one or more missed hands or missed rounds. A missed round is one hand for every player at the table, the penalised player included, times the rounds; the player sits out, their hand is dealt and killed, and their blinds and antes are posted.</source>
        <translation>Le floor choisit la pénalité : un avertissement verbal, ou une ou plusieurs mains ou tours de pénalité. Un tour de pénalité compte une main par joueur à la table, pénalisé compris, multiplié par le nombre de tours ; le joueur reste à l&apos;écart, sa main est distribuée et tuée, et ses blinds et antes sont posées.</translation>
    </message>
    <message>
        <source>The player leaves the table; deal their hand and kill it, post their blinds and antes.</source>
        <translation>Le joueur quitte la table ; distribuer sa main et la tuer, poser ses blinds et antes.</translation>
    </message>
    <message>
        <source>What is being penalised?</source>
        <translation>Qu&apos;est-ce qui est pénalisé ?</translation>
    </message>
    <message>
        <source>abuse</source>
        <translation>insultes</translation>
    </message>
    <message>
        <source>disqualify</source>
        <translation>disqualifier</translation>
    </message>
    <message>
        <source>misconduct</source>
        <translation>mauvaise conduite</translation>
    </message>
    <message>
        <source>missed hand penalty</source>
        <translation>pénalité de mains</translation>
    </message>
    <message>
        <source>missed round</source>
        <translation>tour de pénalité</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>pénalité</translation>
    </message>
    <message>
        <source>sit out</source>
        <translation>mis à l&apos;écart</translation>
    </message>
    <message>
        <source>threw cards</source>
        <translation>cartes jetées</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
</context>
<context>
    <name>rulings.player-exposes-card</name>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Continuer la main.</translation>
    </message>
    <message>
        <source>Everyone at the table</source>
        <translation>Toute la table</translation>
    </message>
    <message>
        <source>Finish the hand among the remaining players.</source>
        <translation>Finir la main entre les joueurs restants.</translation>
    </message>
    <message>
        <source>Have the player show the same card(s) to the whole table.</source>
        <translation>Faire montrer au joueur la ou les mêmes cartes à toute la table.</translation>
    </message>
    <message>
        <source>House rule: an all-in player who turns cards up before all betting is finished mucks the hand.</source>
        <translation>Règle maison : un joueur à tapis qui retourne ses cartes avant la fin des enchères perd sa main.</translation>
    </message>
    <message>
        <source>Is the player all-in, and did they turn the card up before all betting was finished?</source>
        <translation>Le joueur est-il à tapis, et a-t-il retourné la carte avant la fin des enchères ?</translation>
    </message>
    <message>
        <source>Kill the player&apos;s hand and push it into the muck.</source>
        <translation>Tuer la main du joueur et la pousser dans les écarts.</translation>
    </message>
    <message>
        <source>Let the hand play on.</source>
        <translation>Laisser la main continuer.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Only one other player</source>
        <translation>Un seul autre joueur</translation>
    </message>
    <message>
        <source>Player exposes their own hole card with action pending</source>
        <translation>Le joueur expose sa propre carte privative alors qu&apos;il reste de l&apos;action</translation>
    </message>
    <message>
        <source>Show one, show all: every player is entitled to see what one player was shown, and the hand stays live (a card a player exposes plays).</source>
        <translation>Montrer à un, montrer à tous : chaque joueur a le droit de voir ce qu&apos;on a montré à un joueur, et la main reste vivante (une carte qu&apos;un joueur expose compte).</translation>
    </message>
    <message>
        <source>The card plays: a card a player exposes stays in the hand, which remains live. Revealing a live hand before betting is finished is poor etiquette and may draw a warning.</source>
        <translation>La carte compte : une carte qu&apos;un joueur expose reste dans sa main, qui reste vivante. Dévoiler une main vivante avant la fin des enchères est contraire à l&apos;étiquette et peut valoir un avertissement.</translation>
    </message>
    <message>
        <source>The hand stays live. Showing cards to one player breaks the one-player-to-a-hand rule, and exposing a card while action is pending may be penalised; any penalty is served after the hand.</source>
        <translation>La main reste vivante. Montrer ses cartes à un joueur enfreint la règle « un joueur par main », et exposer une carte alors qu&apos;il reste de l&apos;action peut être pénalisé ; toute pénalité se purge après la main.</translation>
    </message>
    <message>
        <source>The hand stays live: a player&apos;s own exposure never kills the hand. Exposing cards while action is pending may be penalised, with the penalty served after the hand.</source>
        <translation>La main reste vivante : un joueur qui expose sa propre main ne la tue jamais. Exposer des cartes alors qu&apos;il reste de l&apos;action peut être pénalisé, la pénalité se purgeant après la main.</translation>
    </message>
    <message>
        <source>Warn or penalise the player once the hand is over.</source>
        <translation>Avertir ou pénaliser le joueur une fois la main finie.</translation>
    </message>
    <message>
        <source>Warn the player if it was deliberate.</source>
        <translation>Avertir le joueur si c&apos;était délibéré.</translation>
    </message>
    <message>
        <source>Who saw the card?</source>
        <translation>Qui a vu la carte ?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>exposed hand</source>
        <translation>main exposée</translation>
    </message>
    <message>
        <source>flashed own card</source>
        <translation>a flashé sa carte</translation>
    </message>
    <message>
        <source>player exposed card</source>
        <translation>le joueur a exposé une carte</translation>
    </message>
    <message>
        <source>player shows card</source>
        <translation>le joueur montre une carte</translation>
    </message>
    <message>
        <source>show one show all</source>
        <translation>montrer à un, montrer à tous</translation>
    </message>
    <message>
        <source>showed cards</source>
        <translation>cartes montrées</translation>
    </message>
</context>
<context>
    <name>rulings.pot-dispute</name>
    <message>
        <source>A dispute about how a hand was read must be raised before the next hand starts; it is too late, so the result stands.</source>
        <translation>Une contestation sur la lecture d&apos;une main doit être soulevée avant le début de la main suivante ; c&apos;est trop tard, donc le résultat tient.</translation>
    </message>
    <message>
        <source>A pot-accounting error may be raised until substantial action on the next hand, so it is corrected.</source>
        <translation>Une erreur de comptage du pot peut être soulevée jusqu&apos;à l&apos;action substantielle de la main suivante, donc elle est corrigée.</translation>
    </message>
    <message>
        <source>A pot-accounting error must be raised before substantial action on the next hand; it is too late, so the result stands.</source>
        <translation>Une erreur de comptage du pot doit être soulevée avant l&apos;action substantielle de la main suivante ; c&apos;est trop tard, donc le résultat tient.</translation>
    </message>
    <message>
        <source>A ruling on a pot must be asked for before the next deal starts; it is too late, so the result stands.</source>
        <translation>Une décision sur un pot doit être demandée avant le début de la distribution suivante ; c&apos;est trop tard, donc le résultat tient.</translation>
    </message>
    <message>
        <source>Chip amounts, or who was paid</source>
        <translation>Les montants de jetons, ou qui a été payé</translation>
    </message>
    <message>
        <source>Go back over the betting to work out the pot.</source>
        <translation>Reprendre les enchères pour établir le pot.</translation>
    </message>
    <message>
        <source>Had the next hand started (first riffle, shuffler button or dealer push)?</source>
        <translation>La main suivante avait-elle commencé (premier riffle, bouton du mélangeur ou poussée du croupier) ?</translation>
    </message>
    <message>
        <source>Has substantial action taken place on the next hand?</source>
        <translation>Y a-t-il eu action substantielle sur la main suivante ?</translation>
    </message>
    <message>
        <source>How a tabled hand was read</source>
        <translation>La lecture d&apos;une main abattue</translation>
    </message>
    <message>
        <source>Leave the pot as awarded.</source>
        <translation>Laisser le pot tel qu&apos;attribué.</translation>
    </message>
    <message>
        <source>Move the chips to the right player.</source>
        <translation>Donner les jetons au bon joueur.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Pot awarded wrongly, or a late dispute</source>
        <translation>Pot mal attribué, ou contestation tardive</translation>
    </message>
    <message>
        <source>Raised before the next deal started: the pot may be reconstructed from the betting and moved to the right player; play may go on meanwhile with the pot held aside.</source>
        <translation>Soulevé avant le début de la distribution suivante : le pot peut être reconstitué à partir des enchères et donné au bon joueur ; le jeu peut continuer entre-temps, le pot mis de côté.</translation>
    </message>
    <message>
        <source>Raised before the next hand started: the floor corrects it, reconstructing the pot from the betting if needed and moving the chips to the right player.</source>
        <translation>Soulevé avant le début de la main suivante : le floor corrige, en reconstituant le pot à partir des enchères si besoin, et donne les jetons au bon joueur.</translation>
    </message>
    <message>
        <source>What is the dispute about?</source>
        <translation>Sur quoi porte la contestation ?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>dispute</source>
        <translation>contestation</translation>
    </message>
    <message>
        <source>misread hand</source>
        <translation>main mal lue</translation>
    </message>
    <message>
        <source>pot to wrong player</source>
        <translation>pot au mauvais joueur</translation>
    </message>
    <message>
        <source>pushed the pot wrong</source>
        <translation>pot mal poussé</translation>
    </message>
    <message>
        <source>wrong amount in pot</source>
        <translation>mauvais montant dans le pot</translation>
    </message>
    <message>
        <source>wrong pot</source>
        <translation>mauvais pot</translation>
    </message>
</context>
<context>
    <name>rulings.premature-flop</name>
    <message>
        <source>Deal the flop without another burn.</source>
        <translation>Distribuer le flop sans autre carte brûlée.</translation>
    </message>
    <message>
        <source>Deal the new card(s) without a burn.</source>
        <translation>Distribuer la ou les nouvelles cartes sans carte brûlée.</translation>
    </message>
    <message>
        <source>Finish the pre-flop betting.</source>
        <translation>Finir les enchères avant le flop.</translation>
    </message>
    <message>
        <source>House rule A-18 (it replaces Robert&apos;s own procedure): a card turned over before the betting is finished goes into the middle of the remaining deck, the deck is shuffled once and cut, and the new card is dealt without a burn. Players in the unfinished betting round may take back their bets and bet again.</source>
        <translation>Règle maison A-18 (elle remplace la procédure propre de Robert&apos;s) : une carte retournée avant la fin des enchères va au milieu du reste du paquet, le paquet est mélangé une fois et coupé, et la nouvelle carte est distribuée sans carte brûlée. Les joueurs du tour d&apos;enchères inachevé peuvent reprendre leurs mises et miser à nouveau.</translation>
    </message>
    <message>
        <source>Leave the burn card as the burn.</source>
        <translation>Laisser la carte brûlée comme carte brûlée.</translation>
    </message>
    <message>
        <source>Players who bet in the unfinished round may take back their bets and bet again; finish the betting round.</source>
        <translation>Les joueurs qui ont misé dans le tour inachevé peuvent reprendre leurs mises et miser à nouveau ; finir le tour d&apos;enchères.</translation>
    </message>
    <message>
        <source>Premature flop</source>
        <translation>Flop prématuré</translation>
    </message>
    <message>
        <source>Put the card(s) into the middle of the remaining deck; shuffle it once and cut it.</source>
        <translation>Mettre la ou les cartes au milieu du reste du paquet ; le mélanger une fois et le couper.</translation>
    </message>
    <message>
        <source>Put the flop cards back into the stub and reshuffle the whole stub face down; cut.</source>
        <translation>Remettre les cartes du flop dans le talon et remélanger tout le talon face cachée ; couper.</translation>
    </message>
    <message>
        <source>Stop: the early card(s) do not play, whatever players do now.</source>
        <translation>Stop : la ou les cartes prématurées ne comptent pas, quoi que fassent les joueurs maintenant.</translation>
    </message>
    <message>
        <source>Stop: the early flop does not play, whatever players do now.</source>
        <translation>Stop : le flop prématuré ne compte pas, quoi que fassent les joueurs maintenant.</translation>
    </message>
    <message>
        <source>The early flop does not play, and nobody may accept or reject it. Finish the betting first (bets made stand); then the burn stays a burn, the premature card(s) go back into the stub, the whole stub is reshuffled face down, and the flop is dealt again without another burn.</source>
        <translation>Le flop prématuré ne compte pas, et personne ne peut l&apos;accepter ni le refuser. Finir d&apos;abord les enchères (les mises faites tiennent) ; ensuite la carte brûlée reste brûlée, la ou les cartes prématurées retournent dans le talon, tout le talon est remélangé face cachée, et le flop est redistribué sans autre carte brûlée.</translation>
    </message>
    <message>
        <source>dealer flopped early</source>
        <translation>le croupier a floppé trop tôt</translation>
    </message>
    <message>
        <source>early flop</source>
        <translation>flop en avance</translation>
    </message>
    <message>
        <source>flop before betting finished</source>
        <translation>flop avant la fin des enchères</translation>
    </message>
    <message>
        <source>flop too early</source>
        <translation>flop trop tôt</translation>
    </message>
    <message>
        <source>premature flop</source>
        <translation>flop prématuré</translation>
    </message>
</context>
<context>
    <name>rulings.premature-river</name>
    <message>
        <source>Deal the new card(s) without a burn.</source>
        <translation>Distribuer la ou les nouvelles cartes sans carte brûlée.</translation>
    </message>
    <message>
        <source>Deal the river without another burn.</source>
        <translation>Distribuer la river sans autre carte brûlée.</translation>
    </message>
    <message>
        <source>Finish the turn betting.</source>
        <translation>Finir les enchères du turn.</translation>
    </message>
    <message>
        <source>House rule A-18 (it replaces Robert&apos;s own procedure): a card turned over before the betting is finished goes into the middle of the remaining deck, the deck is shuffled once and cut, and the new card is dealt without a burn. Players in the unfinished betting round may take back their bets and bet again.</source>
        <translation>Règle maison A-18 (elle remplace la procédure propre de Robert&apos;s) : une carte retournée avant la fin des enchères va au milieu du reste du paquet, le paquet est mélangé une fois et coupé, et la nouvelle carte est distribuée sans carte brûlée. Les joueurs du tour d&apos;enchères inachevé peuvent reprendre leurs mises et miser à nouveau.</translation>
    </message>
    <message>
        <source>Leave the river burn card as the burn.</source>
        <translation>Laisser la carte brûlée de la river comme carte brûlée.</translation>
    </message>
    <message>
        <source>Players who bet in the unfinished round may take back their bets and bet again; finish the betting round.</source>
        <translation>Les joueurs qui ont misé dans le tour inachevé peuvent reprendre leurs mises et miser à nouveau ; finir le tour d&apos;enchères.</translation>
    </message>
    <message>
        <source>Premature river</source>
        <translation>River prématurée</translation>
    </message>
    <message>
        <source>Put the card(s) into the middle of the remaining deck; shuffle it once and cut it.</source>
        <translation>Mettre la ou les cartes au milieu du reste du paquet ; le mélanger une fois et le couper.</translation>
    </message>
    <message>
        <source>Put the river card back into the stub and reshuffle the whole stub face down; cut.</source>
        <translation>Remettre la carte de la river dans le talon et remélanger tout le talon face cachée ; couper.</translation>
    </message>
    <message>
        <source>Stop: the early card(s) do not play, whatever players do now.</source>
        <translation>Stop : la ou les cartes prématurées ne comptent pas, quoi que fassent les joueurs maintenant.</translation>
    </message>
    <message>
        <source>Stop: the early river does not play, whatever players do now.</source>
        <translation>Stop : la river prématurée ne compte pas, quoi que fassent les joueurs maintenant.</translation>
    </message>
    <message>
        <source>The early river does not play, and nobody may accept or reject it. Finish the betting first (bets made stand); then the burn stays a burn, the premature card(s) go back into the stub, the whole stub is reshuffled face down, and the river is dealt again without another burn.</source>
        <translation>La river prématurée ne compte pas, et personne ne peut l&apos;accepter ni la refuser. Finir d&apos;abord les enchères (les mises faites tiennent) ; ensuite la carte brûlée reste brûlée, la ou les cartes prématurées retournent dans le talon, tout le talon est remélangé face cachée, et la river est redistribuée sans autre carte brûlée.</translation>
    </message>
    <message>
        <source>early river</source>
        <translation>river en avance</translation>
    </message>
    <message>
        <source>fifth street early</source>
        <translation>cinquième rue trop tôt</translation>
    </message>
    <message>
        <source>premature river</source>
        <translation>river prématurée</translation>
    </message>
    <message>
        <source>river before betting finished</source>
        <translation>river avant la fin des enchères</translation>
    </message>
    <message>
        <source>river too early</source>
        <translation>river trop tôt</translation>
    </message>
</context>
<context>
    <name>rulings.premature-turn</name>
    <message>
        <source>Deal the new card(s) without a burn.</source>
        <translation>Distribuer la ou les nouvelles cartes sans carte brûlée.</translation>
    </message>
    <message>
        <source>Deal the turn without another burn; the river is later dealt with its normal burn.</source>
        <translation>Distribuer le turn sans autre carte brûlée ; la river viendra ensuite avec sa carte brûlée normale.</translation>
    </message>
    <message>
        <source>Finish the flop betting.</source>
        <translation>Finir les enchères du flop.</translation>
    </message>
    <message>
        <source>House rule A-18 (it replaces Robert&apos;s own procedure): a card turned over before the betting is finished goes into the middle of the remaining deck, the deck is shuffled once and cut, and the new card is dealt without a burn. Players in the unfinished betting round may take back their bets and bet again.</source>
        <translation>Règle maison A-18 (elle remplace la procédure propre de Robert&apos;s) : une carte retournée avant la fin des enchères va au milieu du reste du paquet, le paquet est mélangé une fois et coupé, et la nouvelle carte est distribuée sans carte brûlée. Les joueurs du tour d&apos;enchères inachevé peuvent reprendre leurs mises et miser à nouveau.</translation>
    </message>
    <message>
        <source>Leave the turn burn card as the burn.</source>
        <translation>Laisser la carte brûlée du turn comme carte brûlée.</translation>
    </message>
    <message>
        <source>Players who bet in the unfinished round may take back their bets and bet again; finish the betting round.</source>
        <translation>Les joueurs qui ont misé dans le tour inachevé peuvent reprendre leurs mises et miser à nouveau ; finir le tour d&apos;enchères.</translation>
    </message>
    <message>
        <source>Premature turn</source>
        <translation>Turn prématuré</translation>
    </message>
    <message>
        <source>Put the card(s) into the middle of the remaining deck; shuffle it once and cut it.</source>
        <translation>Mettre la ou les cartes au milieu du reste du paquet ; le mélanger une fois et le couper.</translation>
    </message>
    <message>
        <source>Put the turn card back into the stub and reshuffle the whole stub face down; cut.</source>
        <translation>Remettre la carte du turn dans le talon et remélanger tout le talon face cachée ; couper.</translation>
    </message>
    <message>
        <source>Stop: the early card(s) do not play, whatever players do now.</source>
        <translation>Stop : la ou les cartes prématurées ne comptent pas, quoi que fassent les joueurs maintenant.</translation>
    </message>
    <message>
        <source>Stop: the early turn does not play, whatever players do now.</source>
        <translation>Stop : le turn prématuré ne compte pas, quoi que fassent les joueurs maintenant.</translation>
    </message>
    <message>
        <source>The early turn does not play, and nobody may accept or reject it. Finish the betting first (bets made stand); then the burn stays a burn, the premature card(s) go back into the stub, the whole stub is reshuffled face down, and the turn is dealt again without another burn.</source>
        <translation>Le turn prématuré ne compte pas, et personne ne peut l&apos;accepter ni le refuser. Finir d&apos;abord les enchères (les mises faites tiennent) ; ensuite la carte brûlée reste brûlée, la ou les cartes prématurées retournent dans le talon, tout le talon est remélangé face cachée, et le turn est redistribué sans autre carte brûlée.</translation>
    </message>
    <message>
        <source>early turn</source>
        <translation>turn en avance</translation>
    </message>
    <message>
        <source>fourth street early</source>
        <translation>quatrième rue trop tôt</translation>
    </message>
    <message>
        <source>premature turn</source>
        <translation>turn prématuré</translation>
    </message>
    <message>
        <source>turn before betting finished</source>
        <translation>turn avant la fin des enchères</translation>
    </message>
    <message>
        <source>turn too early</source>
        <translation>turn trop tôt</translation>
    </message>
</context>
<context>
    <name>rulings.prior-bet-pulled-back</name>
    <message>
        <source>Ask the player to declare.</source>
        <translation>Demander au joueur d&apos;annoncer.</translation>
    </message>
    <message>
        <source>By pulling back the earlier bet chips while facing a raise, the player is bound to call or raise: they may not put those chips back out and fold.</source>
        <translation>En retirant les jetons de sa mise précédente face à une relance, le joueur s&apos;engage à suivre ou relancer : il ne peut pas remettre ces jetons puis se coucher.</translation>
    </message>
    <message>
        <source>Earlier bet chips pulled back when facing a raise</source>
        <translation>Jetons d&apos;une mise précédente retirés face à une relance</translation>
    </message>
    <message>
        <source>Facing the raise, did the player clearly pull their earlier bet chips back towards their stack?</source>
        <translation>Face à la relance, le joueur a-t-il clairement ramené les jetons de sa mise précédente vers son tapis ?</translation>
    </message>
    <message>
        <source>If they push the chips back out silently, read them as a call or raise by Rules 41 to 45.</source>
        <translation>S&apos;il repousse les jetons en silence, les lire comme un call ou une relance selon les règles 41 à 45.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Read any chips added silently by Rules 41 to 45.</source>
        <translation>Lire les jetons ajoutés en silence selon les règles 41 à 45.</translation>
    </message>
    <message>
        <source>Read any chips pushed out again as a call or raise.</source>
        <translation>Lire les jetons repoussés comme un call ou une relance.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules (league edition) has no rule for earlier bet chips pulled back facing a raise (its B&amp;R 11 binds chips released into the pot, not chips taken back), and no house rule covers it, so the director rules for fairness; the TDA&apos;s rule (46-B) is the usual practice: the player is held to calling or raising and may not fold.</source>
        <translation>Les Robert&apos;s Rules (édition ligue) n&apos;ont pas de règle pour des jetons d&apos;une mise précédente retirés face à une relance (leur B&amp;R 11 engage les jetons lâchés dans le pot, pas ceux qu&apos;on reprend), et aucune règle maison ne le prévoit, donc le directeur tranche en équité ; la règle du TDA (46-B) est l&apos;usage : le joueur est tenu de suivre ou de relancer et ne peut pas se coucher.</translation>
    </message>
    <message>
        <source>Tell the player they must call or raise.</source>
        <translation>Dire au joueur qu&apos;il doit suivre ou relancer.</translation>
    </message>
    <message>
        <source>The earlier bet stays in front of the player, who may still call, raise or fold; the player should say what they are doing before adding chips.</source>
        <translation>La mise précédente reste devant le joueur, qui peut encore suivre, relancer ou se coucher ; il devrait annoncer ce qu&apos;il fait avant d&apos;ajouter des jetons.</translation>
    </message>
    <message>
        <source>The earlier bet stays in front of the player, who may still call, raise or fold; they should say what they are doing before adding chips, and chips added silently are read by Rules 41 to 45.</source>
        <translation>La mise précédente reste devant le joueur, qui peut encore suivre, relancer ou se coucher ; il devrait annoncer ce qu&apos;il fait avant d&apos;ajouter des jetons, et les jetons ajoutés en silence sont lus selon les règles 41 à 45.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>earlier bet facing a raise</source>
        <translation>mise précédente face à une relance</translation>
    </message>
    <message>
        <source>prior bet chips</source>
        <translation>jetons de la mise précédente</translation>
    </message>
    <message>
        <source>pull back chips fold</source>
        <translation>retirer les jetons et se coucher</translation>
    </message>
    <message>
        <source>pulled back bet</source>
        <translation>mise retirée</translation>
    </message>
    <message>
        <source>took back his bet</source>
        <translation>a repris sa mise</translation>
    </message>
</context>
<context>
    <name>rulings.request-to-see-hand</name>
    <message>
        <source>A player who has mucked or no longer holds cards loses any right to see another hand.</source>
        <translation>Un joueur qui a jeté sa main ou n&apos;a plus de cartes perd tout droit de voir une autre main.</translation>
    </message>
    <message>
        <source>A river caller who kept or tabled their cards may always see the last aggressor&apos;s hand: it is the hand they paid to see.</source>
        <translation>Un joueur qui a suivi à la river et a gardé ou abattu ses cartes peut toujours voir la main du dernier agresseur : c&apos;est la main qu&apos;il a payé pour voir.</translation>
    </message>
    <message>
        <source>Any other request is at the floor&apos;s discretion. A hand shown on request does not become live again.</source>
        <translation>Toute autre demande est à la discrétion du floor. Une main montrée sur demande ne redevient pas vivante.</translation>
    </message>
    <message>
        <source>Any player dealt in may ask to see a called hand (a privilege that can be withdrawn if abused); a folded hand shown because a non-winner asked stays dead.</source>
        <translation>Tout joueur servi peut demander à voir une main suivie (un privilège qui peut être retiré en cas d&apos;abus) ; une main couchée montrée à la demande d&apos;un non-gagnant reste morte.</translation>
    </message>
    <message>
        <source>Any player dealt in may ask to see a called hand. When the pot&apos;s winner asks to see a losing hand, both hands are live and the best hand wins the pot.</source>
        <translation>Tout joueur servi peut demander à voir une main suivie. Quand le gagnant du pot demande à voir une main perdante, les deux mains sont vivantes et la meilleure gagne le pot.</translation>
    </message>
    <message>
        <source>Decide whether to have the hand shown.</source>
        <translation>Décider si la main doit être montrée.</translation>
    </message>
    <message>
        <source>Does the player asking still hold their cards (or have they tabled them)?</source>
        <translation>Le joueur qui demande a-t-il encore ses cartes (ou les a-t-il abattues) ?</translation>
    </message>
    <message>
        <source>Have the hand shown.</source>
        <translation>Faire montrer la main.</translation>
    </message>
    <message>
        <source>Have the last aggressor&apos;s hand shown.</source>
        <translation>Faire montrer la main du dernier agresseur.</translation>
    </message>
    <message>
        <source>Is the player asking a river caller who wants to see the last aggressor&apos;s hand?</source>
        <translation>Celui qui demande est-il un joueur qui a suivi à la river et veut voir la main du dernier agresseur ?</translation>
    </message>
    <message>
        <source>Is the player asking the winner of the pot?</source>
        <translation>Celui qui demande est-il le gagnant du pot ?</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Read both hands: the best one wins the pot.</source>
        <translation>Lire les deux mains : la meilleure gagne le pot.</translation>
    </message>
    <message>
        <source>Request to see a hand</source>
        <translation>Demande à voir une main</translation>
    </message>
    <message>
        <source>Tell the player the request is refused.</source>
        <translation>Dire au joueur que sa demande est refusée.</translation>
    </message>
    <message>
        <source>The shown hand stays dead; the pot goes as awarded.</source>
        <translation>La main montrée reste morte ; le pot va comme il a été attribué.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>ask to see cards</source>
        <translation>demander à voir les cartes</translation>
    </message>
    <message>
        <source>i want to see that</source>
        <translation>je veux voir ça</translation>
    </message>
    <message>
        <source>see a hand</source>
        <translation>voir une main</translation>
    </message>
    <message>
        <source>see mucked hand</source>
        <translation>voir une main jetée</translation>
    </message>
    <message>
        <source>see the losing hand</source>
        <translation>voir la main perdante</translation>
    </message>
    <message>
        <source>show me</source>
        <translation>montre-moi</translation>
    </message>
</context>
<context>
    <name>rulings.short-all-in-reopen</name>
    <message>
        <source>A player who already acted and does not face a full-size wager may not raise an all-in that is less than a full bet or raise: call or fold only (the half-bet reopening idea is for limit games).</source>
        <translation>Un joueur qui a déjà agi et ne fait pas face à une mise complète ne peut pas relancer un tapis inférieur à une mise ou relance complète : seulement suivre ou se coucher (la réouverture à la demi-mise vaut pour les jeux limit).</translation>
    </message>
    <message>
        <source>Adding up every all-in since that player acted, do they now face at least a full raise? (&apos;ruling calc min-raise&apos; works it out)</source>
        <translation>En additionnant tous les tapis depuis que ce joueur a agi, fait-il maintenant face à au moins une relance complète ? (&apos;ruling calc min-raise&apos; le calcule)</translation>
    </message>
    <message>
        <source>Counting the all-ins together, the player now faces at least a full raise, so the betting is reopened for them: they may call, raise or fold. The minimum raise is still the last full raise.</source>
        <translation>En additionnant les tapis, le joueur fait maintenant face à au moins une relance complète, donc les enchères sont rouvertes pour lui : il peut suivre, relancer ou se coucher. La relance minimum reste la dernière relance complète.</translation>
    </message>
    <message>
        <source>Has the player now facing the action already acted on this betting round?</source>
        <translation>Le joueur qui a maintenant la parole a-t-il déjà agi dans ce tour d&apos;enchères ?</translation>
    </message>
    <message>
        <source>Let the player call or fold only.</source>
        <translation>Laisser le joueur seulement suivre ou se coucher.</translation>
    </message>
    <message>
        <source>Let the player call, raise or fold.</source>
        <translation>Laisser le joueur suivre, relancer ou se coucher.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Short all-in: is the betting reopened?</source>
        <translation>Tapis incomplet : les enchères sont-elles rouvertes ?</translation>
    </message>
    <message>
        <source>The player already acted and does not face a full raise, so the betting is not reopened: they may only call or fold.</source>
        <translation>Le joueur a déjà agi et ne fait pas face à une relance complète, donc les enchères ne sont pas rouvertes : il peut seulement suivre ou se coucher.</translation>
    </message>
    <message>
        <source>The player has not acted yet on this round, so they have every option: call, raise (at least the last full raise) or fold.</source>
        <translation>Le joueur n&apos;a pas encore agi dans ce tour, donc il a toutes les options : suivre, relancer (au moins de la dernière relance complète) ou se coucher.</translation>
    </message>
    <message>
        <source>The player has not acted yet on this round, so they may call, raise or fold (a blind keeps the option to raise).</source>
        <translation>Le joueur n&apos;a pas encore agi dans ce tour, donc il peut suivre, relancer ou se coucher (une blind garde l&apos;option de relancer).</translation>
    </message>
    <message>
        <source>The player now faces a full-size wager, so they may raise again.</source>
        <translation>Le joueur fait maintenant face à une mise complète, donc il peut relancer à nouveau.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>all in less than a raise</source>
        <translation>tapis inférieur à une relance</translation>
    </message>
    <message>
        <source>can i raise again</source>
        <translation>puis-je relancer à nouveau</translation>
    </message>
    <message>
        <source>incomplete raise</source>
        <translation>relance incomplète</translation>
    </message>
    <message>
        <source>reopen betting</source>
        <translation>rouvrir les enchères</translation>
    </message>
    <message>
        <source>reopened</source>
        <translation>rouvert</translation>
    </message>
    <message>
        <source>short all in</source>
        <translation>tapis court</translation>
    </message>
</context>
<context>
    <name>rulings.short-blind</name>
    <message>
        <source>A blind cannot post the full amount</source>
        <translation>Une blind ne peut pas poser le montant complet</translation>
    </message>
    <message>
        <source>Build a side pot for the chips above the short blind.</source>
        <translation>Former un pot secondaire pour les jetons au-delà de la blind incomplète.</translation>
    </message>
    <message>
        <source>House rule: a player short of a blind plays for what they have and a side pot is made for the others. The minimum raise stays based on the full blind.</source>
        <translation>Règle maison : un joueur à court pour une blind joue pour ce qu&apos;il a, et un pot secondaire est formé pour les autres. La relance minimum reste fondée sur la blind complète.</translation>
    </message>
    <message>
        <source>Players call the full big blind; the minimum raise is a full big blind more.</source>
        <translation>Les joueurs suivent la grosse blind complète ; la relance minimum est une grosse blind complète de plus.</translation>
    </message>
    <message>
        <source>Take the short blind as an all-in.</source>
        <translation>Prendre la blind incomplète comme un tapis.</translation>
    </message>
    <message>
        <source>The player posts what they have and is all-in for it; a side pot forms. The amount to call and the minimum raise stay based on the full big blind, and with a big-blind ante the big blind is paid before the ante.</source>
        <translation>Le joueur pose ce qu&apos;il a et est à tapis pour ce montant ; un pot secondaire se forme. Le montant à suivre et la relance minimum restent fondés sur la grosse blind complète, et avec une big blind ante, la grosse blind est payée avant l&apos;ante.</translation>
    </message>
    <message>
        <source>blind all in</source>
        <translation>blind à tapis</translation>
    </message>
    <message>
        <source>cannot post blind</source>
        <translation>ne peut pas poser la blind</translation>
    </message>
    <message>
        <source>not enough for the big blind</source>
        <translation>pas assez pour la grosse blind</translation>
    </message>
    <message>
        <source>partial blind</source>
        <translation>blind partielle</translation>
    </message>
    <message>
        <source>short blind</source>
        <translation>blind incomplète</translation>
    </message>
</context>
<context>
    <name>rulings.showdown-order</name>
    <message>
        <source>A player shows one card and waits (slow roll)</source>
        <translation>Un joueur montre une carte et attend (slow roll)</translation>
    </message>
    <message>
        <source>Ask the first player to act to show first.</source>
        <translation>Demander au premier joueur à parler de montrer en premier.</translation>
    </message>
    <message>
        <source>Ask the last aggressor to show first.</source>
        <translation>Demander au dernier agresseur de montrer en premier.</translation>
    </message>
    <message>
        <source>Ask the player to turn up the other card.</source>
        <translation>Demander au joueur de retourner l&apos;autre carte.</translation>
    </message>
    <message>
        <source>Consider a penalty for a deliberate slow roll.</source>
        <translation>Envisager une pénalité pour un slow roll délibéré.</translation>
    </message>
    <message>
        <source>House rule, no slow rolls: a called player must show; one who shows only one card and waits plays with the exposed card only, not the slow-rolled one.</source>
        <translation>Règle maison, pas de slow roll : un joueur suivi doit montrer ; celui qui ne montre qu&apos;une carte et attend joue avec la seule carte exposée, pas avec celle qu&apos;il retient.</translation>
    </message>
    <message>
        <source>If all others muck, the last live hand wins without showing.</source>
        <translation>Si tous les autres jettent leur main, la dernière main vivante gagne sans montrer.</translation>
    </message>
    <message>
        <source>If nobody shows voluntarily, the last player to bet or raise on the final round shows first.</source>
        <translation>Si personne ne montre de lui-même, le dernier joueur à avoir misé ou relancé au dernier tour montre en premier.</translation>
    </message>
    <message>
        <source>If they refuse, the floor rules; a hand not fully tabled cannot win.</source>
        <translation>S&apos;il refuse, le floor tranche ; une main qui n&apos;est pas entièrement abattue ne peut pas gagner.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Read the player&apos;s hand using only the card shown.</source>
        <translation>Lire la main du joueur avec la seule carte montrée.</translation>
    </message>
    <message>
        <source>Showdown order, slow roll, only one card shown</source>
        <translation>Ordre d&apos;abattage, slow roll, une seule carte montrée</translation>
    </message>
    <message>
        <source>To win, a hand must be tabled with all its cards face up. The dealer asks for the other card; if the player refuses, the floor is called. Deliberate slow-rolling may be penalised.</source>
        <translation>Pour gagner, une main doit être abattue avec toutes ses cartes face visible. Le croupier demande l&apos;autre carte ; si le joueur refuse, on appelle le floor. Un slow roll délibéré peut être pénalisé.</translation>
    </message>
    <message>
        <source>Was there a bet on the final betting round?</source>
        <translation>Y a-t-il eu une mise au dernier tour d&apos;enchères ?</translation>
    </message>
    <message>
        <source>What is the problem?</source>
        <translation>Quel est le problème ?</translation>
    </message>
    <message>
        <source>Who has to show first</source>
        <translation>Qui doit montrer en premier</translation>
    </message>
    <message>
        <source>With a bet on the final round, the last player to bet or raise shows first; side-pot players show before an all-in player in the main pot only.</source>
        <translation>Avec une mise au dernier tour, le dernier joueur à avoir misé ou relancé montre en premier ; les joueurs des pots secondaires montrent avant un joueur à tapis qui n&apos;est que dans le pot principal.</translation>
    </message>
    <message>
        <source>With everyone checking (or all-in) on the final round, the player who acted first shows first.</source>
        <translation>Si tout le monde a checké (ou est à tapis) au dernier tour, le joueur qui a parlé en premier montre en premier.</translation>
    </message>
    <message>
        <source>With no bet on the final round, if nobody shows voluntarily, the first player to act (first left of the button) shows first.</source>
        <translation>Sans mise au dernier tour, si personne ne montre de lui-même, le premier joueur à parler (le premier à gauche du bouton) montre en premier.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>one card shown</source>
        <translation>une carte montrée</translation>
    </message>
    <message>
        <source>refuses to show</source>
        <translation>refuse de montrer</translation>
    </message>
    <message>
        <source>show first</source>
        <translation>montrer en premier</translation>
    </message>
    <message>
        <source>showdown order</source>
        <translation>ordre d&apos;abattage</translation>
    </message>
    <message>
        <source>slow roll</source>
        <translation>slow roll</translation>
    </message>
    <message>
        <source>who shows first</source>
        <translation>qui montre en premier</translation>
    </message>
</context>
<context>
    <name>rulings.simultaneous-eliminations</name>
    <message>
        <source>Add the points of the places involved and give each player half.</source>
        <translation>Additionner les points des places en jeu et en donner la moitié à chaque joueur.</translation>
    </message>
    <message>
        <source>Add up the prizes of the places these players take.</source>
        <translation>Additionner les prix des places que prennent ces joueurs.</translation>
    </message>
    <message>
        <source>Compare the stacks each player had at the start of the hand.</source>
        <translation>Comparer les tapis de chaque joueur au début de la main.</translation>
    </message>
    <message>
        <source>Did the busted players start the hand with the same number of chips?</source>
        <translation>Les joueurs éliminés ont-ils commencé la main avec le même nombre de jetons ?</translation>
    </message>
    <message>
        <source>Did they hold hands of equal strength?</source>
        <translation>Avaient-ils des mains de même force ?</translation>
    </message>
    <message>
        <source>House rule: equal stacks and equal hands: the points of the two places are added and halved.</source>
        <translation>Règle maison : tapis égaux et mains égales : les points des deux places sont additionnés et divisés par deux.</translation>
    </message>
    <message>
        <source>House rule: the player who started the hand with more chips gets the higher finishing place.</source>
        <translation>Règle maison : le joueur qui a commencé la main avec le plus de jetons obtient la meilleure place.</translation>
    </message>
    <message>
        <source>House rule: with equal stacks, the player with the better hand gets the higher finishing place.</source>
        <translation>Règle maison : à tapis égaux, le joueur qui a la meilleure main obtient la meilleure place.</translation>
    </message>
    <message>
        <source>More chips finishes higher; equal stacks share the places.</source>
        <translation>Plus de jetons finit devant ; des tapis égaux se partagent les places.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Players who bust on the hand-for-hand hand that reaches the money share the places paid on that hand: the prize money for those places is added up and split equally, whatever their stacks or hands.</source>
        <translation>Les joueurs éliminés sur la main du main par main qui atteint les places payées se partagent les places payées sur cette main : les prix de ces places sont additionnés et partagés à parts égales, quels que soient leurs tapis ou leurs mains.</translation>
    </message>
    <message>
        <source>Split the total equally among them.</source>
        <translation>Partager le total à parts égales entre eux.</translation>
    </message>
    <message>
        <source>TDA 2024 has no general rule for players busted on the same hand; the usual practice (and Robert&apos;s) is that the player who started the hand with more chips finishes higher, and players with equal stacks share the places.</source>
        <translation>Le TDA 2024 n&apos;a pas de règle générale pour des joueurs éliminés sur la même main ; l&apos;usage (et Robert&apos;s) veut que le joueur qui a commencé la main avec le plus de jetons finisse devant, et que les joueurs à tapis égaux se partagent les places.</translation>
    </message>
    <message>
        <source>The larger stack finishes higher.</source>
        <translation>Le plus gros tapis finit devant.</translation>
    </message>
    <message>
        <source>The player with the better hand finishes higher.</source>
        <translation>Le joueur qui a la meilleure main finit devant.</translation>
    </message>
    <message>
        <source>Two or more players busted on the same hand</source>
        <translation>Deux joueurs ou plus éliminés sur la même main</translation>
    </message>
    <message>
        <source>Were the tables playing hand-for-hand, and does this hand take the field into the money (or to a higher prize)?</source>
        <translation>Les tables jouaient-elles main par main, et cette main fait-elle entrer le champ dans les places payées (ou à un prix supérieur) ?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>bulle</translation>
    </message>
    <message>
        <source>busted same hand</source>
        <translation>éliminés sur la même main</translation>
    </message>
    <message>
        <source>finishing place</source>
        <translation>place finale</translation>
    </message>
    <message>
        <source>hand for hand</source>
        <translation>main par main</translation>
    </message>
    <message>
        <source>same hand knockout</source>
        <translation>élimination sur la même main</translation>
    </message>
    <message>
        <source>simultaneous elimination</source>
        <translation>éliminations simultanées</translation>
    </message>
    <message>
        <source>two players out</source>
        <translation>deux joueurs éliminés</translation>
    </message>
</context>
<context>
    <name>rulings.skipped-player</name>
    <message>
        <source>A player waiting for someone before them to act never loses the right to act, however many players act behind.</source>
        <translation>Un joueur qui attend qu&apos;un joueur avant lui agisse ne perd jamais son droit d&apos;agir, quel que soit le nombre de joueurs qui agissent derrière.</translation>
    </message>
    <message>
        <source>Apply the out-of-turn rules to the players who acted early.</source>
        <translation>Appliquer les règles de l&apos;action hors de son tour aux joueurs qui ont agi trop tôt.</translation>
    </message>
    <message>
        <source>Back the action up to the skipped player.</source>
        <translation>Ramener la parole au joueur sauté.</translation>
    </message>
    <message>
        <source>Before the skipped player spoke up, did substantial action (two actions with chips, or three actions) take place out of turn to their left?</source>
        <translation>Avant que le joueur sauté se manifeste, y a-t-il eu à sa gauche une action substantielle hors de son tour (deux actions avec des jetons, ou trois actions) ?</translation>
    </message>
    <message>
        <source>Decide the skipped hand: dead, or no bet or raise allowed.</source>
        <translation>Décider du sort de la main sautée : morte, ou ni mise ni relance permise.</translation>
    </message>
    <message>
        <source>Decide whether the skipped player keeps the right to act.</source>
        <translation>Décider si le joueur sauté garde son droit d&apos;agir.</translation>
    </message>
    <message>
        <source>Did three or more players act behind the skipped player before they spoke up?</source>
        <translation>Trois joueurs ou plus ont-ils agi derrière le joueur sauté avant qu&apos;il se manifeste ?</translation>
    </message>
    <message>
        <source>Fewer than three players acted behind, so the skipped player keeps the right to act: the action backs up to them.</source>
        <translation>Moins de trois joueurs ont agi derrière lui, donc le joueur sauté garde son droit d&apos;agir : la parole lui revient.</translation>
    </message>
    <message>
        <source>If not, the actions behind stand.</source>
        <translation>Sinon, les actions derrière lui tiennent.</translation>
    </message>
    <message>
        <source>Let the out-of-turn actions stand.</source>
        <translation>Laisser tenir les actions hors de leur tour.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Skipped player</source>
        <translation>Joueur sauté</translation>
    </message>
    <message>
        <source>The action backs up to the skipped player, who acts in turn; the out-of-turn actions are then treated as action out of turn (binding unless the action they faced changes).</source>
        <translation>La parole revient au joueur sauté, qui agit à son tour ; les actions hors de leur tour sont alors traitées comme des actions hors de son tour (engageantes sauf si l&apos;action à laquelle elles faisaient face change).</translation>
    </message>
    <message>
        <source>The skipped player stayed silent while substantial action took place out of turn to their left, so those actions stand and the floor decides the skipped hand: it may be ruled dead, or limited to checking, calling or folding.</source>
        <translation>Le joueur sauté n&apos;a rien dit pendant qu&apos;une action substantielle avait lieu hors de son tour à sa gauche, donc ces actions tiennent et le floor décide du sort de la main sautée : elle peut être déclarée morte, ou limitée à checker, suivre ou se coucher.</translation>
    </message>
    <message>
        <source>To keep the right to act a player must call &apos;time&apos;; with three or more players acting behind first, the skipped player may lose the right to act on this round.</source>
        <translation>Pour garder son droit d&apos;agir, un joueur doit dire « time » ; si trois joueurs ou plus agissent d&apos;abord derrière lui, le joueur sauté peut perdre son droit d&apos;agir dans ce tour.</translation>
    </message>
    <message>
        <source>Was the skipped player waiting for a player before them who had not acted yet?</source>
        <translation>Le joueur sauté attendait-il un joueur avant lui qui n&apos;avait pas encore agi ?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>action passed me</source>
        <translation>la parole m&apos;a sauté</translation>
    </message>
    <message>
        <source>missed my turn</source>
        <translation>j&apos;ai raté mon tour</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>sauté</translation>
    </message>
    <message>
        <source>skipped player</source>
        <translation>joueur sauté</translation>
    </message>
    <message>
        <source>they acted behind me</source>
        <translation>ils ont agi derrière moi</translation>
    </message>
    <message>
        <source>time</source>
        <translation>time</translation>
    </message>
</context>
<context>
    <name>rulings.string-raise</name>
    <message>
        <source>After saying &apos;raise&apos; a player may put the chips in with several motions; the raise stands (at least the minimum).</source>
        <translation>Après avoir dit « relance », un joueur peut mettre ses jetons en plusieurs gestes ; la relance tient (au moins le minimum).</translation>
    </message>
    <message>
        <source>Did the first push alone reach the call plus at least half a raise? (&apos;ruling calc chips&apos; works it out)</source>
        <translation>Le premier geste à lui seul atteignait-il le montant à suivre plus au moins une demi-relance ? (&apos;ruling calc chips&apos; le calcule)</translation>
    </message>
    <message>
        <source>Did the player say &apos;raise&apos; (or the amount) before the chips moved?</source>
        <translation>Le joueur a-t-il dit « relance » (ou le montant) avant que les jetons bougent ?</translation>
    </message>
    <message>
        <source>Let the player complete the declared raise.</source>
        <translation>Laisser le joueur compléter la relance annoncée.</translation>
    </message>
    <message>
        <source>Make the bet a call.</source>
        <translation>Faire de la mise un call.</translation>
    </message>
    <message>
        <source>Make the bet a minimum raise.</source>
        <translation>Faire de la mise une relance minimum.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Return any chips beyond the minimum raise.</source>
        <translation>Rendre les jetons au-delà de la relance minimum.</translation>
    </message>
    <message>
        <source>Return the extra chips.</source>
        <translation>Rendre les jetons en plus.</translation>
    </message>
    <message>
        <source>String bet or two-motion raise</source>
        <translation>String bet ou relance en deux gestes</translation>
    </message>
    <message>
        <source>String bets are not allowed: only the first motion counts, and it was short of the call plus half a raise, so it is a call; the extra chips go back.</source>
        <translation>Les string bets ne sont pas permis : seul le premier geste compte, et il n&apos;atteignait pas le montant à suivre plus une demi-relance, donc c&apos;est un call ; les jetons en plus sont rendus.</translation>
    </message>
    <message>
        <source>String bets are not allowed: only the first motion counts. It reached the call plus half a raise, so it is brought up to a minimum raise; chips from the second motion beyond that go back.</source>
        <translation>Les string bets ne sont pas permis : seul le premier geste compte. Il atteignait le montant à suivre plus une demi-relance, donc il est complété à une relance minimum ; les jetons du deuxième geste au-delà sont rendus.</translation>
    </message>
    <message>
        <source>String raises are not allowed, but a full bet plus half a bet or more counts as announcing a raise: the raise must be completed to the minimum.</source>
        <translation>Les string raises ne sont pas permis, mais une mise complète plus une demi-mise ou davantage vaut annonce de relance : la relance doit être complétée au minimum.</translation>
    </message>
    <message>
        <source>String raises are not allowed: without a declaration, the first push decides, and it is only a call; the extra chips go back.</source>
        <translation>Les string raises ne sont pas permis : sans annonce, le premier geste décide, et ce n&apos;est qu&apos;un call ; les jetons en plus sont rendus.</translation>
    </message>
    <message>
        <source>The raise was declared before the chips moved, so putting the chips in with more than one motion is fine: the declared raise stands (at least the minimum raise).</source>
        <translation>La relance a été annoncée avant que les jetons bougent, donc les mettre en plusieurs gestes est permis : la relance annoncée tient (au moins la relance minimum).</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>multiple motions</source>
        <translation>plusieurs gestes</translation>
    </message>
    <message>
        <source>second motion</source>
        <translation>deuxième geste</translation>
    </message>
    <message>
        <source>string bet</source>
        <translation>string bet</translation>
    </message>
    <message>
        <source>string raise</source>
        <translation>string raise</translation>
    </message>
    <message>
        <source>two motions</source>
        <translation>deux gestes</translation>
    </message>
    <message>
        <source>went back to stack</source>
        <translation>est retourné à son tapis</translation>
    </message>
</context>
<context>
    <name>rulings.stud-exposed-downcard</name>
    <message>
        <source>Counting this one, how many cards has the dealer exposed on this deal?</source>
        <translation>En comptant celle-ci, combien de cartes le croupier a-t-il exposées sur cette distribution ?</translation>
    </message>
    <message>
        <source>Deal that player&apos;s third-street card face down.</source>
        <translation>Donner face cachée la carte de troisième rue de ce joueur.</translation>
    </message>
    <message>
        <source>Deal the hand again; the forced bets stay as posted.</source>
        <translation>Redistribuer la main ; les mises forcées restent comme posées.</translation>
    </message>
    <message>
        <source>Downcard exposed on the initial deal in stud</source>
        <translation>Carte fermée exposée à la distribution initiale en stud</translation>
    </message>
    <message>
        <source>Just this one</source>
        <translation>Seulement celle-ci</translation>
    </message>
    <message>
        <source>Leave the exposed card face up in front of the player: it is their upcard.</source>
        <translation>Laisser la carte exposée face visible devant le joueur : c&apos;est sa carte ouverte.</translation>
    </message>
    <message>
        <source>Misdeal: the dealer exposed one of the first two cards of the hand, or two or more cards. Robert&apos;s general misdeal rules apply to stud as to every game: gather the cards, reshuffle, cut and deal again.</source>
        <translation>Maldonne : le croupier a exposé l&apos;une des deux premières cartes de la main, ou deux cartes ou plus. Les règles générales de maldonne de Robert&apos;s s&apos;appliquent au stud comme à tous les jeux : ramasser les cartes, remélanger, couper et redistribuer.</translation>
    </message>
    <message>
        <source>Misdeal: the dealer has exposed two or more cards on this deal. Gather the cards, reshuffle, cut and deal again.</source>
        <translation>Maldonne : le croupier a exposé deux cartes ou plus sur cette distribution. Ramasser les cartes, remélanger, couper et redistribuer.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>No misdeal in stud: the exposed downcard becomes that player&apos;s upcard, and their third-street card is dealt face down instead. If that card is now the lowest showing, the player brings it in.</source>
        <translation>Pas de maldonne en stud : la carte fermée exposée devient la carte ouverte de ce joueur, et sa carte de troisième rue lui est donnée face cachée à la place. Si cette carte est maintenant la plus basse visible, le joueur fait le bring-in.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules (league edition) has no stud section, where its Irregularities 12 sends the handling of an exposed card, and no house rule covers it, so the director rules for fairness; the usual stud procedure (the TDA&apos;s RP-10-A) is applied: the exposed downcard becomes the player&apos;s upcard and their third-street card is dealt face down. The player may not refuse the card.</source>
        <translation>Les Robert&apos;s Rules (édition ligue) n&apos;ont pas de section stud, vers laquelle leur Irregularities 12 renvoie pour une carte exposée, et aucune règle maison ne le prévoit, donc le directeur tranche en équité ; on applique la procédure habituelle du stud (RP-10-A du TDA) : la carte fermée exposée devient la carte ouverte du joueur et sa carte de troisième rue lui est donnée face cachée. Le joueur ne peut pas refuser la carte.</translation>
    </message>
    <message>
        <source>Shuffle and cut.</source>
        <translation>Mélanger et couper.</translation>
    </message>
    <message>
        <source>Stop the deal and gather every card.</source>
        <translation>Arrêter la distribution et ramasser toutes les cartes.</translation>
    </message>
    <message>
        <source>Two or more</source>
        <translation>Deux ou plus</translation>
    </message>
    <message>
        <source>Was the exposed card one of the first two cards of the deal (the first cards off the deck)?</source>
        <translation>La carte exposée était-elle l&apos;une des deux premières cartes de la distribution (les premières du paquet) ?</translation>
    </message>
    <message>
        <source>Work out the bring-in from the upcards as they now stand.</source>
        <translation>Déterminer le bring-in d&apos;après les cartes ouvertes telles qu&apos;elles sont maintenant.</translation>
    </message>
    <message>
        <source>Work out the bring-in from the upcards as they now stand: the player may be the bring-in.</source>
        <translation>Déterminer le bring-in d&apos;après les cartes ouvertes telles qu&apos;elles sont maintenant : le joueur peut être le bring-in.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>dealer exposed down card stud</source>
        <translation>le croupier a exposé une carte fermée en stud</translation>
    </message>
    <message>
        <source>downcard exposed</source>
        <translation>carte fermée découverte</translation>
    </message>
    <message>
        <source>exposed downcard</source>
        <translation>carte fermée exposée</translation>
    </message>
    <message>
        <source>hole card exposed stud</source>
        <translation>carte privative exposée stud</translation>
    </message>
    <message>
        <source>stud exposed card</source>
        <translation>stud carte exposée</translation>
    </message>
    <message>
        <source>third street exposed</source>
        <translation>troisième rue exposée</translation>
    </message>
</context>
<context>
    <name>rulings.stud-premature-card</name>
    <message>
        <source>Deal the new card without a burn.</source>
        <translation>Distribuer la nouvelle carte sans carte brûlée.</translation>
    </message>
    <message>
        <source>Deal the street from the new stub without another burn.</source>
        <translation>Distribuer la rue avec le nouveau talon sans autre carte brûlée.</translation>
    </message>
    <message>
        <source>Finish the betting round.</source>
        <translation>Finir le tour d&apos;enchères.</translation>
    </message>
    <message>
        <source>House rule A-18 (for every game, stud included): a card turned over before the betting is finished goes into the middle of the remaining deck, the deck is shuffled once and cut, and the new card is dealt without a burn. Players in the unfinished betting round may take back their bets and bet again.</source>
        <translation>Règle maison A-18 (pour tous les jeux, stud compris) : une carte retournée avant la fin des enchères va au milieu du reste du paquet, le paquet est mélangé une fois et coupé, et la nouvelle carte est distribuée sans carte brûlée. Les joueurs du tour d&apos;enchères inachevé peuvent reprendre leurs mises et miser à nouveau.</translation>
    </message>
    <message>
        <source>Players who bet in the unfinished round may take back their bets and bet again; finish the betting round.</source>
        <translation>Les joueurs qui ont misé dans le tour inachevé peuvent reprendre leurs mises et miser à nouveau ; finir le tour d&apos;enchères.</translation>
    </message>
    <message>
        <source>Premature card in stud</source>
        <translation>Carte prématurée en stud</translation>
    </message>
    <message>
        <source>Put the card into the middle of the remaining deck; shuffle it once and cut it.</source>
        <translation>Mettre la carte au milieu du reste du paquet ; le mélanger une fois et le couper.</translation>
    </message>
    <message>
        <source>Put the premature card back into the stub and reshuffle the stub face down; cut.</source>
        <translation>Remettre la carte prématurée dans le talon et remélanger le talon face cachée ; couper.</translation>
    </message>
    <message>
        <source>Stop: the early card does not play, whatever players do now.</source>
        <translation>Stop : la carte prématurée ne compte pas, quoi que fassent les joueurs maintenant.</translation>
    </message>
    <message>
        <source>The early card does not play. Finish the betting round first (bets made stand); then the premature card goes back into the stub, the stub is reshuffled face down, and the street is dealt from the newly shuffled stub without another burn.</source>
        <translation>La carte prématurée ne compte pas. Finir d&apos;abord le tour d&apos;enchères (les mises faites tiennent) ; ensuite la carte prématurée retourne dans le talon, le talon est remélangé face cachée, et la rue est distribuée avec le talon remélangé sans autre carte brûlée.</translation>
    </message>
    <message>
        <source>card dealt before betting finished stud</source>
        <translation>carte donnée avant la fin des enchères stud</translation>
    </message>
    <message>
        <source>fifth street early</source>
        <translation>cinquième rue trop tôt</translation>
    </message>
    <message>
        <source>fourth street early</source>
        <translation>quatrième rue trop tôt</translation>
    </message>
    <message>
        <source>premature card stud</source>
        <translation>carte prématurée stud</translation>
    </message>
    <message>
        <source>seventh street early</source>
        <translation>septième rue trop tôt</translation>
    </message>
    <message>
        <source>sixth street early</source>
        <translation>sixième rue trop tôt</translation>
    </message>
    <message>
        <source>stud street dealt early</source>
        <translation>rue de stud distribuée trop tôt</translation>
    </message>
</context>
<context>
    <name>rulings.table-balancing</name>
    <message>
        <source>A table three or more players short of the fullest table halts once its blinds are affected, until players are moved to it. The player due to be big blind next at the giving table moves to the worst position at this table.</source>
        <translation>Une table à laquelle il manque trois joueurs ou plus par rapport à la table la plus pleine s&apos;arrête dès que ses blinds sont touchées, jusqu&apos;à ce que des joueurs y soient déplacés. Le joueur qui serait le prochain grosse blind à la table qui cède va à la pire position de cette table.</translation>
    </message>
    <message>
        <source>Are this table&apos;s blinds affected (for example the big-blind seat is empty)?</source>
        <translation>Les blinds de cette table sont-elles touchées (par exemple, le siège de la grosse blind est vide) ?</translation>
    </message>
    <message>
        <source>At the fullest table, move the player who is big blind next into the worst position here.</source>
        <translation>À la table la plus pleine, déplacer le joueur qui est le prochain grosse blind à la pire position ici.</translation>
    </message>
    <message>
        <source>Balancing and halting short tables</source>
        <translation>Équilibrer les tables et arrêter les tables courtes</translation>
    </message>
    <message>
        <source>Halt play at the short table.</source>
        <translation>Arrêter le jeu à la table courte.</translation>
    </message>
    <message>
        <source>Halt play there as soon as its blinds are affected, until players are moved to it.</source>
        <translation>Y arrêter le jeu dès que ses blinds sont touchées, jusqu&apos;à ce que des joueurs y soient déplacés.</translation>
    </message>
    <message>
        <source>House rule: play never stops except at breaks. Tell the host the table has empty seats; play continues until players are seated there or moved.</source>
        <translation>Règle maison : le jeu ne s&apos;arrête jamais, sauf aux pauses. Signaler à l&apos;hôte que la table a des sièges vides ; le jeu continue jusqu&apos;à ce que des joueurs y soient placés ou déplacés.</translation>
    </message>
    <message>
        <source>How many players short is this table compared with the fullest table?</source>
        <translation>Combien de joueurs manque-t-il à cette table par rapport à la table la plus pleine ?</translation>
    </message>
    <message>
        <source>Keep playing, and watch the blinds at the short table.</source>
        <translation>Continuer à jouer et surveiller les blinds à la table courte.</translation>
    </message>
    <message>
        <source>Keep playing.</source>
        <translation>Continuer à jouer.</translation>
    </message>
    <message>
        <source>Move players as the director decides.</source>
        <translation>Déplacer des joueurs comme le directeur le décide.</translation>
    </message>
    <message>
        <source>Move players when the house&apos;s procedure calls for it.</source>
        <translation>Déplacer des joueurs quand la procédure de la maison le demande.</translation>
    </message>
    <message>
        <source>Move the player who is big blind next at the fullest table into the worst position here.</source>
        <translation>Déplacer le joueur qui est le prochain grosse blind à la table la plus pleine à la pire position ici.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>One or two</source>
        <translation>Un ou deux</translation>
    </message>
    <message>
        <source>Play goes on for now: a table three or more players short of the fullest table halts only once its blinds are affected (for example the big blind reaches an empty seat). Balance by the house&apos;s set procedure before then if you can: the player due to be big blind next at the giving table moves to the worst position at the short table.</source>
        <translation>Le jeu continue pour l&apos;instant : une table à laquelle il manque trois joueurs ou plus par rapport à la plus pleine ne s&apos;arrête que lorsque ses blinds sont touchées (par exemple, la grosse blind arrive à un siège vide). D&apos;ici là, équilibrer si possible selon la procédure fixée par la maison : le joueur qui serait le prochain grosse blind à la table qui cède va à la pire position de la table courte.</translation>
    </message>
    <message>
        <source>Play goes on. Balance by the house&apos;s set procedure: the player due to be big blind next at the giving table moves to the worst position at the short table.</source>
        <translation>Le jeu continue. Équilibrer selon la procédure fixée par la maison : le joueur qui serait le prochain grosse blind à la table qui cède va à la pire position de la table courte.</translation>
    </message>
    <message>
        <source>Resume play.</source>
        <translation>Reprendre le jeu.</translation>
    </message>
    <message>
        <source>Tell the host about the empty seats.</source>
        <translation>Signaler les sièges vides à l&apos;hôte.</translation>
    </message>
    <message>
        <source>Three or more</source>
        <translation>Trois ou plus</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>balance tables</source>
        <translation>équilibrer les tables</translation>
    </message>
    <message>
        <source>balancing</source>
        <translation>équilibrage</translation>
    </message>
    <message>
        <source>halt play</source>
        <translation>arrêter le jeu</translation>
    </message>
    <message>
        <source>move a player</source>
        <translation>déplacer un joueur</translation>
    </message>
    <message>
        <source>short table</source>
        <translation>table courte</translation>
    </message>
    <message>
        <source>uneven tables</source>
        <translation>tables déséquilibrées</translation>
    </message>
</context>
<context>
    <name>rulings.undercall</name>
    <message>
        <source>A caller who grossly misunderstood the amount may be protected: the director has wide discretion (a rule of thumb: no protection once 80% or more of the bet is in).</source>
        <translation>Celui qui a suivi et s&apos;est lourdement trompé sur le montant peut être protégé : le directeur a une large discrétion (en règle générale : plus de protection dès que 80 % ou plus de la mise est mis).</translation>
    </message>
    <message>
        <source>An undercall heads-up must be made a full call.</source>
        <translation>Un sous-call en tête-à-tête doit être complété en call entier.</translation>
    </message>
    <message>
        <source>An undercall of the opening bet of the round in a multi-way pot must be made a full call (pre-flop, the big blind is the opening bet).</source>
        <translation>Un sous-call de la mise d&apos;ouverture du tour dans un pot à plusieurs doit être complété en call entier (avant le flop, la grosse blind est la mise d&apos;ouverture).</translation>
    </message>
    <message>
        <source>Chips released into the pot bind the player to make the amount correct: a short call from a counting error must be completed, even if the bettor has already shown a winning hand.</source>
        <translation>Des jetons lâchés dans le pot obligent le joueur à compléter le montant : un call trop court dû à une erreur de comptage doit être complété, même si le miseur a déjà montré une main gagnante.</translation>
    </message>
    <message>
        <source>Decide whether the caller misunderstood the amount.</source>
        <translation>Décider si celui qui a suivi s&apos;est trompé sur le montant.</translation>
    </message>
    <message>
        <source>Decide: full call, or forfeit the undercall chips and fold.</source>
        <translation>Décider : call entier, ou perte des jetons du sous-call et fold.</translation>
    </message>
    <message>
        <source>Did the caller badly misunderstand the amount (put in well under the bet, less than about 80%)?</source>
        <translation>Celui qui a suivi s&apos;est-il lourdement trompé sur le montant (bien moins que la mise, moins d&apos;environ 80 %) ?</translation>
    </message>
    <message>
        <source>Did the player say &apos;call&apos;?</source>
        <translation>Le joueur a-t-il dit « je suis » (call) ?</translation>
    </message>
    <message>
        <source>Facing a raise in a multi-way pot, the floor decides: either the full call is required, or the player forfeits the chips put in and folds. Several undercalls in a row are backed up to the first one.</source>
        <translation>Face à une relance dans un pot à plusieurs, le floor décide : soit le call entier est exigé, soit le joueur perd les jetons mis et se couche. Plusieurs sous-calls de suite sont ramenés au premier.</translation>
    </message>
    <message>
        <source>Have the player put in the full call.</source>
        <translation>Faire mettre au joueur le montant complet à suivre.</translation>
    </message>
    <message>
        <source>If several players undercalled in turn, back up to the first.</source>
        <translation>Si plusieurs joueurs ont fait un sous-call à la suite, revenir au premier.</translation>
    </message>
    <message>
        <source>If so, let the caller take back the chips and fold; otherwise require the full call.</source>
        <translation>Si oui, laisser celui qui a suivi reprendre ses jetons et se coucher ; sinon, exiger le call entier.</translation>
    </message>
    <message>
        <source>Let the player take back the chips.</source>
        <translation>Laisser le joueur reprendre les jetons.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Saying &apos;call&apos; in turn is binding: the player must put in the full call.</source>
        <translation>Dire « je suis » à son tour est engageant : le joueur doit mettre le montant complet.</translation>
    </message>
    <message>
        <source>The player did not know the pot had been raised and nobody has acted since: the chips may be taken back and the player may reconsider.</source>
        <translation>Le joueur ne savait pas que le pot avait été relancé et personne n&apos;a agi depuis : les jetons peuvent être repris et le joueur peut reconsidérer.</translation>
    </message>
    <message>
        <source>The player said &apos;call&apos;: that commits them to the full call.</source>
        <translation>Le joueur a dit « je suis » : cela l&apos;engage à suivre en entier.</translation>
    </message>
    <message>
        <source>The player then calls, raises or folds.</source>
        <translation>Le joueur suit, relance ou se couche ensuite.</translation>
    </message>
    <message>
        <source>Undercall (less than the call put in)</source>
        <translation>Sous-call (moins que le montant à suivre)</translation>
    </message>
    <message>
        <source>Was the player facing the opening bet of the round (pre-flop: the big blind)?</source>
        <translation>Le joueur faisait-il face à la mise d&apos;ouverture du tour (avant le flop : la grosse blind) ?</translation>
    </message>
    <message>
        <source>Was the player unaware of a raise, with nobody acting after them since?</source>
        <translation>Le joueur ignorait-il une relance, personne n&apos;ayant agi après lui depuis ?</translation>
    </message>
    <message>
        <source>Was the pot heads-up (only two players)?</source>
        <translation>Le pot était-il en tête-à-tête (seulement deux joueurs) ?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>called short</source>
        <translation>a suivi trop court</translation>
    </message>
    <message>
        <source>did not put in enough</source>
        <translation>n&apos;a pas mis assez</translation>
    </message>
    <message>
        <source>short call</source>
        <translation>call court</translation>
    </message>
    <message>
        <source>under call</source>
        <translation>call insuffisant</translation>
    </message>
    <message>
        <source>undercall</source>
        <translation>sous-call</translation>
    </message>
</context>
<context>
    <name>rulings.underraise</name>
    <message>
        <source>A bet below the minimum by a player with more chips is brought up to the minimum, and no more. Nobody who already acted may turn a call into a raise because of the correction.</source>
        <translation>Une mise sous le minimum par un joueur qui a d&apos;autres jetons est portée au minimum, et pas plus. Personne ayant déjà agi ne peut transformer un call en relance à cause de la correction.</translation>
    </message>
    <message>
        <source>A player with no more chips may go all-in for less than a full bet or raise; it stands (and does not change the minimum raise).</source>
        <translation>Un joueur sans autres jetons peut faire tapis pour moins qu&apos;une mise ou relance complète ; cela tient (et ne change pas la relance minimum).</translation>
    </message>
    <message>
        <source>A raise below the legal minimum by a player with more chips is brought up to the minimum raise, and no more. Nobody who already acted may turn a call into a raise because of the correction.</source>
        <translation>Une relance sous le minimum réglementaire par un joueur qui a d&apos;autres jetons est complétée à la relance minimum, et pas plus. Personne ayant déjà agi ne peut transformer un call en relance à cause de la correction.</translation>
    </message>
    <message>
        <source>A wager smaller than the previous bet or raise is allowed when the player is all-in.</source>
        <translation>Une mise inférieure à la mise ou relance précédente est permise quand le joueur est à tapis.</translation>
    </message>
    <message>
        <source>An opening bet below the minimum is corrected for everyone to the minimum bet.</source>
        <translation>Une mise d&apos;ouverture sous le minimum est corrigée pour tous à la mise minimum.</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Mise</translation>
    </message>
    <message>
        <source>Bring the bet up to the minimum bet.</source>
        <translation>Porter la mise à la mise minimum.</translation>
    </message>
    <message>
        <source>Bring the raise up to the minimum raise.</source>
        <translation>Compléter la relance à la relance minimum.</translation>
    </message>
    <message>
        <source>Did the raise reach at least half of a full raise (or did the player say &apos;raise&apos;)?</source>
        <translation>La relance atteignait-elle au moins la moitié d&apos;une relance complète (ou le joueur a-t-il dit « relance ») ?</translation>
    </message>
    <message>
        <source>Does the player have more chips behind?</source>
        <translation>Le joueur a-t-il encore des jetons derrière ?</translation>
    </message>
    <message>
        <source>Let the all-in stand.</source>
        <translation>Laisser tenir le tapis.</translation>
    </message>
    <message>
        <source>Let the bet stand as made.</source>
        <translation>Laisser tenir la mise telle qu&apos;elle a été faite.</translation>
    </message>
    <message>
        <source>Make it a call.</source>
        <translation>En faire un call.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Once the next card has been dealt (or the showdown has begun), an underbet or underraise stands.</source>
        <translation>Une fois la carte suivante distribuée (ou l&apos;abattage commencé), une mise ou relance insuffisante tient.</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Relance</translation>
    </message>
    <message>
        <source>Return the extra chips.</source>
        <translation>Rendre les jetons en plus.</translation>
    </message>
    <message>
        <source>The raise reached at least half of a full raise (or &apos;raise&apos; was said), so it is brought up to the minimum raise.</source>
        <translation>La relance atteignait au moins la moitié d&apos;une relance complète (ou « relance » a été dit), donc elle est complétée à la relance minimum.</translation>
    </message>
    <message>
        <source>The raise was less than half of a full raise and &apos;raise&apos; was not said, so it is only a call; the extra chips go back.</source>
        <translation>La relance était inférieure à la moitié d&apos;une relance complète et « relance » n&apos;a pas été dit, donc ce n&apos;est qu&apos;un call ; les jetons en plus sont rendus.</translation>
    </message>
    <message>
        <source>Too small a wager is corrected only if found before the betting round is over; now it stands.</source>
        <translation>Une mise trop petite n&apos;est corrigée que si elle est remarquée avant la fin du tour d&apos;enchères ; maintenant, elle tient.</translation>
    </message>
    <message>
        <source>Underbet or underraise (below the legal minimum)</source>
        <translation>Mise ou relance insuffisante (sous le minimum réglementaire)</translation>
    </message>
    <message>
        <source>Was it an opening bet or a raise?</source>
        <translation>Était-ce une mise d&apos;ouverture ou une relance ?</translation>
    </message>
    <message>
        <source>Was it noticed before the betting round ended (before the next card, or on the river before the showdown)?</source>
        <translation>Cela a-t-il été remarqué avant la fin du tour d&apos;enchères (avant la carte suivante, ou à la river avant l&apos;abattage) ?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>bet too small</source>
        <translation>mise trop faible</translation>
    </message>
    <message>
        <source>less than minimum raise</source>
        <translation>moins que la relance minimum</translation>
    </message>
    <message>
        <source>minimum raise</source>
        <translation>relance minimum</translation>
    </message>
    <message>
        <source>raise too small</source>
        <translation>relance trop faible</translation>
    </message>
    <message>
        <source>under raise</source>
        <translation>relance trop petite</translation>
    </message>
    <message>
        <source>underbet</source>
        <translation>sous-mise</translation>
    </message>
    <message>
        <source>underraise</source>
        <translation>sous-relance</translation>
    </message>
</context>
<context>
    <name>rulings.verbal-vs-chips</name>
    <message>
        <source>A verbal statement in turn is binding: where it and the chips disagree, the bet is corrected to what was said.</source>
        <translation>Une annonce verbale à son tour est engageante : quand elle et les jetons ne concordent pas, la mise est corrigée selon ce qui a été dit.</translation>
    </message>
    <message>
        <source>Both at the same moment</source>
        <translation>Les deux au même moment</translation>
    </message>
    <message>
        <source>Correct the chips to what was declared.</source>
        <translation>Corriger les jetons selon l&apos;annonce.</translation>
    </message>
    <message>
        <source>Leave the bet as the chips made it, unless the director rules otherwise.</source>
        <translation>Laisser la mise telle que les jetons l&apos;ont faite, sauf décision contraire du directeur.</translation>
    </message>
    <message>
        <source>Leave the bet as the chips made it, unless the floor rules otherwise.</source>
        <translation>Laisser la mise telle que les jetons l&apos;ont faite, sauf décision contraire du floor.</translation>
    </message>
    <message>
        <source>Leave the bet as the chips made it.</source>
        <translation>Laisser la mise telle que les jetons l&apos;ont faite.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>The chips</source>
        <translation>Les jetons</translation>
    </message>
    <message>
        <source>The spoken declaration</source>
        <translation>L&apos;annonce verbale</translation>
    </message>
    <message>
        <source>The words were not clear enough to bind, so the chips released into the pot define the bet; the director rules in the spirit of fairness.</source>
        <translation>Les paroles n&apos;étaient pas assez claires pour engager, donc les jetons lâchés dans le pot définissent la mise ; le directeur tranche dans un esprit d&apos;équité.</translation>
    </message>
    <message>
        <source>Verbal declaration and chips disagree</source>
        <translation>L&apos;annonce verbale et les jetons ne concordent pas</translation>
    </message>
    <message>
        <source>Was the spoken declaration clear and reasonable, and heard at the table?</source>
        <translation>L&apos;annonce verbale était-elle claire et raisonnable, et entendue à la table ?</translation>
    </message>
    <message>
        <source>Which came first?</source>
        <translation>Qu&apos;est-ce qui est venu en premier ?</translation>
    </message>
    <message>
        <source>Whichever comes first defines the bet: the chips went in first, so they define the bet and what was said afterwards does not change it.</source>
        <translation>Ce qui vient en premier définit la mise : les jetons sont venus d&apos;abord, donc ils définissent la mise et ce qui a été dit ensuite ne la change pas.</translation>
    </message>
    <message>
        <source>Whichever comes first defines the bet: the player spoke first, so the declaration stands and the chips are corrected to it.</source>
        <translation>Ce qui vient en premier définit la mise : le joueur a parlé d&apos;abord, donc l&apos;annonce tient et les jetons sont corrigés en conséquence.</translation>
    </message>
    <message>
        <source>Words and chips came together and the words were not clear: the chips define the bet, unless the circumstances are so contradictory that the floor decides on them.</source>
        <translation>Paroles et jetons sont venus ensemble et les paroles n&apos;étaient pas claires : les jetons définissent la mise, sauf si les circonstances sont si contradictoires que le floor tranche selon elles.</translation>
    </message>
    <message>
        <source>Words and chips came together: a clear, reasonable spoken declaration wins, and the chips are corrected to it.</source>
        <translation>Paroles et jetons sont venus ensemble : une annonce claire et raisonnable l&apos;emporte, et les jetons sont corrigés en conséquence.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>declared amount different</source>
        <translation>montant annoncé différent</translation>
    </message>
    <message>
        <source>said one amount put another</source>
        <translation>a dit un montant et en a mis un autre</translation>
    </message>
    <message>
        <source>said raise</source>
        <translation>a dit relance</translation>
    </message>
    <message>
        <source>spoken bet</source>
        <translation>mise annoncée</translation>
    </message>
    <message>
        <source>verbal</source>
        <translation>annonce</translation>
    </message>
    <message>
        <source>verbal vs chips</source>
        <translation>annonce contre jetons</translation>
    </message>
</context>
<context>
    <name>rulings.wrong-count</name>
    <message>
        <source>A player who acted on a gross misunderstanding of the amount may be protected; the director has wide discretion (a rule of thumb: no protection once 80% or more of the bet is in).</source>
        <translation>Un joueur qui a agi sur une grossière erreur de montant peut être protégé ; le directeur a une large discrétion (en règle générale : plus de protection dès que 80 % ou plus de la mise est mis).</translation>
    </message>
    <message>
        <source>A short call from a counting error must be made up to the correct amount, even if the bettor has already shown a winning hand.</source>
        <translation>Un call trop court dû à une erreur de comptage doit être complété au bon montant, même si le miseur a déjà montré une main gagnante.</translation>
    </message>
    <message>
        <source>Accepted action: the caller must find out the bet size before calling. A caller who was given a wrong count and then called is bound to the real amount (the floor keeps its Rule 1 discretion in extreme cases).</source>
        <translation>Action acceptée : celui qui suit doit s&apos;informer du montant de la mise avant de suivre. Celui qui a reçu un mauvais compte puis a suivi est engagé pour le montant réel (le floor garde sa discrétion de la règle 1 dans les cas extrêmes).</translation>
    </message>
    <message>
        <source>Decide whether the caller misunderstood the amount.</source>
        <translation>Décider si celui qui a suivi s&apos;est trompé sur le montant.</translation>
    </message>
    <message>
        <source>Did the caller grossly misunderstand the amount (less than about 80% of the bet put in)?</source>
        <translation>Celui qui a suivi s&apos;est-il lourdement trompé sur le montant (moins d&apos;environ 80 % de la mise mis) ?</translation>
    </message>
    <message>
        <source>Have the caller put in the full, correct amount.</source>
        <translation>Faire mettre à celui qui a suivi le montant complet et correct.</translation>
    </message>
    <message>
        <source>If so, let the caller take back the chips and fold; otherwise require the full call.</source>
        <translation>Si oui, laisser celui qui a suivi reprendre ses jetons et se coucher ; sinon, exiger le call entier.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Wrong count given; accepted action</source>
        <translation>Mauvais compte donné ; action acceptée</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>accepted action</source>
        <translation>action acceptée</translation>
    </message>
    <message>
        <source>count was wrong</source>
        <translation>le compte était faux</translation>
    </message>
    <message>
        <source>dealer said wrong amount</source>
        <translation>le croupier a annoncé un mauvais montant</translation>
    </message>
    <message>
        <source>how much is it</source>
        <translation>c&apos;est combien</translation>
    </message>
    <message>
        <source>miscount</source>
        <translation>erreur de compte</translation>
    </message>
    <message>
        <source>wrong count</source>
        <translation>mauvais compte</translation>
    </message>
</context>
<context>
    <name>rulings.wrong-level</name>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Continuer la main.</translation>
    </message>
    <message>
        <source>Had the hand started (first riffle, shuffler button or dealer push) before the new level was announced or the clock signalled it?</source>
        <translation>La main avait-elle commencé (premier riffle, bouton du mélangeur ou poussée du croupier) avant que le nouveau niveau soit annoncé ou signalé par l&apos;horloge ?</translation>
    </message>
    <message>
        <source>Hand dealt at the wrong blind level</source>
        <translation>Main distribuée au mauvais niveau de blinds</translation>
    </message>
    <message>
        <source>Have the blinds and antes topped up to the new level.</source>
        <translation>Faire compléter les blinds et antes au nouveau niveau.</translation>
    </message>
    <message>
        <source>Have the blinds topped up to the new level.</source>
        <translation>Faire compléter les blinds au nouveau niveau.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>No mistake: a new level applies from the next hand, and this hand had already started, so it is played at the old level.</source>
        <translation>Pas d&apos;erreur : un nouveau niveau s&apos;applique à partir de la main suivante, et cette main avait déjà commencé, donc elle se joue à l&apos;ancien niveau.</translation>
    </message>
    <message>
        <source>No mistake: the deal starts with the first riffle, and this hand had started before the level changed, so it is played at the old level.</source>
        <translation>Pas d&apos;erreur : la distribution commence au premier riffle, et cette main avait commencé avant le changement de niveau, donc elle se joue à l&apos;ancien niveau.</translation>
    </message>
    <message>
        <source>Play the hand at the old level.</source>
        <translation>Jouer la main à l&apos;ancien niveau.</translation>
    </message>
    <message>
        <source>Post the new blinds from the next hand.</source>
        <translation>Poser les nouvelles blinds à partir de la main suivante.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules has no rule for this; the director rules for fairness. As it was caught before two players after the blinds acted, correct the blinds to the new level now.</source>
        <translation>Les Robert&apos;s Rules n&apos;ont pas de règle pour cela ; le directeur tranche en équité. Comme c&apos;est remarqué avant que deux joueurs après les blinds aient agi, corriger maintenant les blinds au nouveau niveau.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules has no rule for this; the director rules for fairness. Players have already acted, so the hand is finished at the old level and the new level starts with the next hand.</source>
        <translation>Les Robert&apos;s Rules n&apos;ont pas de règle pour cela ; le directeur tranche en équité. Des joueurs ont déjà agi, donc la main se termine à l&apos;ancien niveau et le nouveau niveau commence à la main suivante.</translation>
    </message>
    <message>
        <source>Stop the action.</source>
        <translation>Arrêter l&apos;action.</translation>
    </message>
    <message>
        <source>Substantial action has taken place, so the hand stays at the old level; the new level applies from the next hand.</source>
        <translation>Il y a eu action substantielle, donc la main reste à l&apos;ancien niveau ; le nouveau niveau s&apos;applique à partir de la main suivante.</translation>
    </message>
    <message>
        <source>The hand was started at the old level by mistake and substantial action has not happened: correct the blinds and antes to the new level now.</source>
        <translation>La main a été commencée par erreur à l&apos;ancien niveau et il n&apos;y a pas eu d&apos;action substantielle : corriger maintenant les blinds et antes au nouveau niveau.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>blinds went up</source>
        <translation>les blinds ont augmenté</translation>
    </message>
    <message>
        <source>level changed</source>
        <translation>niveau changé</translation>
    </message>
    <message>
        <source>new level</source>
        <translation>nouveau niveau</translation>
    </message>
    <message>
        <source>old blinds</source>
        <translation>anciennes blinds</translation>
    </message>
    <message>
        <source>wrong blinds</source>
        <translation>mauvaises blinds</translation>
    </message>
    <message>
        <source>wrong level</source>
        <translation>mauvais niveau</translation>
    </message>
</context>
<context>
    <name>rulings.wrong-number-of-hole-cards</name>
    <message>
        <source>A hand without the proper number of cards is dead once the player has acted on it.</source>
        <translation>Une main sans le bon nombre de cartes est morte dès que le joueur a agi dessus.</translation>
    </message>
    <message>
        <source>Any other hand, or too many cards</source>
        <translation>Une autre main, ou trop de cartes</translation>
    </message>
    <message>
        <source>Burn exactly one card before each remaining street: never two to restore the order, and never use the extra card as the burn.</source>
        <translation>Brûler exactement une carte avant chaque tour restant : jamais deux pour rétablir l&apos;ordre, et jamais la carte en trop comme carte brûlée.</translation>
    </message>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Continuer la main.</translation>
    </message>
    <message>
        <source>Deal again with the button and blinds where they were.</source>
        <translation>Redistribuer avec le bouton et les blinds là où ils étaient.</translation>
    </message>
    <message>
        <source>Deal the button the top card of the stub.</source>
        <translation>Donner au bouton la carte du dessus du talon.</translation>
    </message>
    <message>
        <source>Deal the same hand again: the button, the blinds and the limits stay where they were, and the same players are dealt in.</source>
        <translation>Redistribuer la même main : le bouton, les blinds et les limites restent où ils étaient, et les mêmes joueurs reçoivent des cartes.</translation>
    </message>
    <message>
        <source>Has the button checked or bet holding the short hand?</source>
        <translation>Le bouton a-t-il checké ou misé avec sa main incomplète ?</translation>
    </message>
    <message>
        <source>Kill the button&apos;s hand; chips already in the pot stay there.</source>
        <translation>Tuer la main du bouton ; les jetons déjà dans le pot y restent.</translation>
    </message>
    <message>
        <source>Kill the hand and muck all of its cards.</source>
        <translation>Tuer la main et mettre toutes ses cartes aux écarts.</translation>
    </message>
    <message>
        <source>Leave that player&apos;s chips in the pot.</source>
        <translation>Laisser les jetons de ce joueur dans le pot.</translation>
    </message>
    <message>
        <source>Misdeal: a player was dealt the wrong number of cards and substantial action has not happened yet. The hand is dealt again exactly as before.</source>
        <translation>Maldonne : un joueur a reçu un mauvais nombre de cartes et il n&apos;y a pas encore eu d&apos;action substantielle. La main est redistribuée exactement comme avant.</translation>
    </message>
    <message>
        <source>Misdeal: a player was dealt too few cards and the next card would not reach them in proper order.</source>
        <translation>Maldonne : un joueur a reçu trop peu de cartes et la carte suivante ne lui arriverait pas dans l&apos;ordre normal.</translation>
    </message>
    <message>
        <source>Misdeal: two or more extra cards were dealt into the starting hands.</source>
        <translation>Maldonne : deux cartes en trop ou plus ont été distribuées dans les mains de départ.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Not a misdeal: the button is given the missing card from the stub, even after substantial action (the button may receive two cards in a row).</source>
        <translation>Pas de maldonne : le bouton reçoit la carte manquante du talon, même après une action substantielle (le bouton peut recevoir deux cartes à la suite).</translation>
    </message>
    <message>
        <source>One card too many (one extra card off the deck)</source>
        <translation>Une carte de trop (une carte en plus du paquet)</translation>
    </message>
    <message>
        <source>One extra card dealt before the first betting round is not a misdeal: it goes back on the deck and becomes the burn card.</source>
        <translation>Une carte en trop distribuée avant le premier tour d&apos;enchères n&apos;est pas une maldonne : elle retourne sur le paquet et devient la carte brûlée.</translation>
    </message>
    <message>
        <source>Place it on top of the stub as the burn card for the flop.</source>
        <translation>La poser sur le talon comme carte brûlée du flop.</translation>
    </message>
    <message>
        <source>Reshuffle and cut again.</source>
        <translation>Remélanger et recouper.</translation>
    </message>
    <message>
        <source>Shuffle and cut again.</source>
        <translation>Remélanger et recouper.</translation>
    </message>
    <message>
        <source>Start the betting.</source>
        <translation>Commencer les enchères.</translation>
    </message>
    <message>
        <source>Stop the deal and collect every card.</source>
        <translation>Arrêter la distribution et ramasser toutes les cartes.</translation>
    </message>
    <message>
        <source>Substantial action has taken place, so there is no misdeal: the hand with the wrong number of cards is dead and all its cards go to the muck; chips that player already put in stay in the pot. The burn protects the stub, not the order of the cards.</source>
        <translation>Il y a eu action substantielle, donc pas de maldonne : la main avec un mauvais nombre de cartes est morte et toutes ses cartes vont aux écarts ; les jetons que ce joueur a déjà mis restent dans le pot. Le brûlage protège le talon, pas l&apos;ordre des cartes.</translation>
    </message>
    <message>
        <source>Take the extra card back without showing it.</source>
        <translation>Reprendre la carte en trop sans la montrer.</translation>
    </message>
    <message>
        <source>The button acted (checked or bet) while holding too few cards, so the button&apos;s hand is dead.</source>
        <translation>Le bouton a agi (check ou mise) avec trop peu de cartes, donc la main du bouton est morte.</translation>
    </message>
    <message>
        <source>The button is last to be dealt, so the next card off the deck reaches the button in proper order: deal it to complete the hand.</source>
        <translation>Le bouton est servi en dernier, donc la carte suivante du paquet arrive au bouton dans l&apos;ordre normal : la lui donner pour compléter la main.</translation>
    </message>
    <message>
        <source>The button, with too few cards</source>
        <translation>Le bouton, avec trop peu de cartes</translation>
    </message>
    <message>
        <source>Too few cards</source>
        <translation>Trop peu de cartes</translation>
    </message>
    <message>
        <source>Two or more extra cards dealt</source>
        <translation>Deux cartes en trop ou plus distribuées</translation>
    </message>
    <message>
        <source>Two players after the blinds have acted, so there is no misdeal: the hand is played out, the hand with the wrong number of cards is dead, and its chips are not returned.</source>
        <translation>Deux joueurs après les blinds ont agi, donc pas de maldonne : la main se joue jusqu&apos;au bout, la main avec un mauvais nombre de cartes est morte et ses jetons ne sont pas rendus.</translation>
    </message>
    <message>
        <source>What is wrong with the hand?</source>
        <translation>Qu&apos;est-ce qui ne va pas avec la main ?</translation>
    </message>
    <message>
        <source>Whose hand is wrong?</source>
        <translation>Quelle main est fausse ?</translation>
    </message>
    <message>
        <source>Wrong number of hole cards</source>
        <translation>Mauvais nombre de cartes privatives</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>extra card</source>
        <translation>carte en trop</translation>
    </message>
    <message>
        <source>missing hole card</source>
        <translation>carte privative manquante</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>une carte</translation>
    </message>
    <message>
        <source>short hand</source>
        <translation>main incomplète</translation>
    </message>
    <message>
        <source>three cards</source>
        <translation>trois cartes</translation>
    </message>
    <message>
        <source>too few cards</source>
        <translation>pas assez de cartes</translation>
    </message>
    <message>
        <source>too many cards</source>
        <translation>trop de cartes</translation>
    </message>
    <message>
        <source>wrong number of cards</source>
        <translation>mauvais nombre de cartes</translation>
    </message>
</context>
<context>
    <name>screen_set_dialog</name>
    <message>
        <source>Room screen sets</source>
        <extracomment>A view&apos;s first seconds when added.</extracomment>
        <translation>Séries d&apos;écrans de la salle</translation>
    </message>
    <message>
        <source>The room display shows these layouts one after another, each for its seconds, and starts again. Add a view, then choose its layout and seconds. A sponsor&apos;s slide is a layout like any other.</source>
        <translation>L&apos;écran de salle affiche ces mises en page tour à tour, chacune pendant ses secondes, puis recommence. Ajoutez une vue et choisissez sa mise en page et ses secondes. Une diapositive de sponsor en est une comme les autres.</translation>
    </message>
    <message>
        <source>A new set</source>
        <translation>Une nouvelle série</translation>
    </message>
    <message>
        <source>e.g. Friday evening</source>
        <translation>p. ex. vendredi soir</translation>
    </message>
    <message>
        <source> seconds</source>
        <translation> secondes</translation>
    </message>
    <message>
        <source>Add view</source>
        <translation>Ajouter une vue</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Partir de</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>Vues</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Mise en page</translation>
    </message>
    <message>
        <source>Shows for</source>
        <translation>Affichée pendant</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>{number}. {title}: {seconds} seconds</source>
        <translation>{number}. {title} : {seconds} secondes</translation>
    </message>
    <message>
        <source>Saved: the room display lists it under Screen Set ({name}).</source>
        <translation>Enregistrée : l&apos;écran de salle la propose sous Série d&apos;écrans ({name}).</translation>
    </message>
</context>
<context>
    <name>seat_changes</name>
    <message>
        <source>{name} → Table {to_table} · Seat {to_seat}</source>
        <extracomment>How long the strip shows a few changes before it turns to the next few. The most changes the strip cycles through. Names longer than this are cut short (with &quot;…&quot;) so the strip keeps a readable size. Woken this long after a change is due, so the reading is past it.</extracomment>
        <translation>{name} → Table {to_table} · Siège {to_seat}</translation>
    </message>
</context>
<context>
    <name>seat_draw</name>
    <message>
        <source>Seat every player at random, tables filled evenly</source>
        <translation>Placer chaque joueur au hasard, tables remplies de façon égale</translation>
    </message>
    <message>
        <source>Nobody to draw: register players first</source>
        <translation>Personne à tirer : inscrire d&apos;abord des joueurs</translation>
    </message>
    <message>
        <source>Seat rules…</source>
        <translation>Règles de placement…</translation>
    </message>
    <message>
        <source>Players kept apart, players locked to their seat, the order tables open in</source>
        <translation>Joueurs séparés, joueurs bloqués à leur siège, l&apos;ordre d&apos;ouverture des tables</translation>
    </message>
    <message>
        <source>Draw seats</source>
        <extracomment>Every text the button shows (it keeps the width of the longest).</extracomment>
        <translation>Tirer les sièges</translation>
    </message>
    <message>
        <source>Draw seats…</source>
        <translation>Tirer les sièges…</translation>
    </message>
    <message>
        <source>Redraw seats…</source>
        <translation>Retirer les sièges…</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} joueur</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
    <message>
        <source>{count} player waits for a seat: Draw seats seats them at random.</source>
        <translation>{count} joueur attend un siège : Tirer les sièges le place au hasard.</translation>
    </message>
    <message>
        <source>{count} players wait for a seat: Draw seats seats them at random.</source>
        <translation>{count} joueurs attendent un siège : Tirer les sièges les place au hasard.</translation>
    </message>
    <message>
        <source>{count} player locked to their seat stays there.</source>
        <translation>{count} joueur bloqué à son siège y reste.</translation>
    </message>
    <message>
        <source>{count} players locked to their seat stay there.</source>
        <translation>{count} joueurs bloqués à leur siège y restent.</translation>
    </message>
    <message>
        <source>Redraw seats</source>
        <translation>Retirer les sièges</translation>
    </message>
    <message>
        <source>Redraw every seat?</source>
        <translation>Retirer chaque siège ?</translation>
    </message>
    <message>
        <source>The clock has started: redraw every seat now?</source>
        <translation>Horloge lancée : retirer tous les sièges ?</translation>
    </message>
    <message>
        <source>All {0} get a new seat at random</source>
        <translation>{0} retirés au hasard</translation>
    </message>
    <message>
        <source>{new}; seat cards already printed are void.</source>
        <translation>{new} ; cartes imprimées annulées.</translation>
    </message>
    <message>
        <source>{tip}. ▾ for the seat rules.</source>
        <translation>{tip}. ▾ pour les règles de placement.</translation>
    </message>
</context>
<context>
    <name>seat_finder</name>
    <message>
        <source>No seated player matches “{typed}”.</source>
        <translation>Aucun joueur assis ne correspond à « {typed} ».</translation>
    </message>
    <message>
        <source>{name}: table {table} seat {number}</source>
        <translation>{name} : table {table} siège {number}</translation>
    </message>
    <message>
        <source>{0} match (Enter: next)</source>
        <translation>{0} correspondent (Entrée : suivant)</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} joueur</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
    <message>
        <source>Table {number} is not open.</source>
        <translation>La table {number} n&apos;est pas ouverte.</translation>
    </message>
    <message>
        <source>Table {number}: {0}</source>
        <translation>Table {number} : {0}</translation>
    </message>
    <message>
        <source>Table {number} has seats 1 to {0}.</source>
        <translation>La table {number} a les sièges 1 à {0}.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Table {number} seat {seat}: {who}</source>
        <translation>Table {number} siège {seat} : {who}</translation>
    </message>
</context>
<context>
    <name>seat_rules_dialog</name>
    <message>
        <source>Seat rules</source>
        <extracomment>Across and down: both lists show a few rows under their hints.</extracomment>
        <translation>Règles de placement</translation>
    </message>
    <message>
        <source>Keep apart</source>
        <translation>Séparer</translation>
    </message>
    <message>
        <source>No longer apart</source>
        <translation>Plus séparés</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Débloquer</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Kept apart</source>
        <translation>Séparés</translation>
    </message>
    <message>
        <source>and</source>
        <translation>et</translation>
    </message>
    <message>
        <source>Locked to their seat</source>
        <translation>Bloqués à leur siège</translation>
    </message>
    <message>
        <source>Table {table} seat {seat}</source>
        <translation>Table {table} siège {seat}</translation>
    </message>
    <message>
        <source>1, 2, 3 … (in number order)</source>
        <translation>1, 2, 3 … (dans l&apos;ordre des numéros)</translation>
    </message>
    <message>
        <source>No longer keep apart</source>
        <translation>Ne plus séparer</translation>
    </message>
    <message>
        <source>Unlock the seat</source>
        <translation>Débloquer le siège</translation>
    </message>
    <message>
        <source>Table order</source>
        <translation>Ordre des tables</translation>
    </message>
    <message>
        <source>Two players who must not sit at the same table (Robert&apos;s Rules, Seating 4), re-entries included. The draw, late seats and balancing keep them apart whenever another table has room.</source>
        <translation>Deux joueurs qui ne doivent pas s&apos;asseoir à la même table (Robert&apos;s Rules, Seating 4), ré-entrées comprises. Le tirage, les places tardives et l&apos;équilibrage les gardent séparés dès qu&apos;une autre table a de la place.</translation>
    </message>
    <message>
        <source>A house dealer or a player with special needs keeps their seat (TDA 2024 Rule 9). Lock a player from their seat&apos;s menu on the map.</source>
        <translation>Un croupier de la maison ou un joueur ayant des besoins particuliers garde son siège (TDA 2024, règle 9). Bloquer un joueur depuis le menu de son siège sur le plan.</translation>
    </message>
    <message>
        <source>The order tables open in as the field grows.</source>
        <translation>L&apos;ordre d&apos;ouverture des tables quand le champ grandit.</translation>
    </message>
    <message>
        <source>Tables open in this order as the field grows, e.g. 1-10, 21-30:10
(tables 1 to 10, then 21 to 30 with 10 seats). Leave it blank for 1, 2, 3 …</source>
        <translation>Les tables ouvrent dans cet ordre quand le champ grandit, p. ex. 1-10, 21-30:10
(tables 1 à 10, puis 21 à 30 avec 10 sièges). Laisser vide pour 1, 2, 3 …</translation>
    </message>
    <message>
        <source>  — at one table now: no other table had room</source>
        <translation>  — à une même table pour l&apos;instant : aucune autre table n&apos;avait de place</translation>
    </message>
    <message>
        <source>Change the table order</source>
        <translation>Modifier l&apos;ordre des tables</translation>
    </message>
</context>
<context>
    <name>setting_fields</name>
    <message>
        <source>{label} cannot be negative.</source>
        <extracomment>Upper bound of the number boxes: wider than the domain allows, so it refuses with its own message (13 seats, a tolerance of 0 ... say why they cannot be). Width of the two number boxes sharing the early tolerance&apos;s row.</extracomment>
        <translation>{label} ne peut pas être négatif.</translation>
    </message>
    <message>
        <source>{label}: &apos;{0}&apos; is not a number of chips (write it like 10000 or 10,000)</source>
        <translation>{label} : « {0} » n&apos;est pas un nombre de jetons (écrire 10000 ou 10,000)</translation>
    </message>
    <message>
        <source>level </source>
        <translation>niveau </translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Autoriser</translation>
    </message>
</context>
<context>
    <name>share_dialog</name>
    <message>
        <source>Start sharing to pair phones: they pair through the floor&apos;s pages.</source>
        <translation>Lancer le partage pour appairer des téléphones : ils s&apos;appairent par les pages du floor.</translation>
    </message>
    <message>
        <source>Phones and screens must be on the same Wi-Fi network as this laptop (the venue&apos;s, or a phone&apos;s hotspot the laptop has joined). The first time, Windows or macOS asks whether floortool may accept connections: allow it on private networks.</source>
        <translation>Les téléphones et écrans doivent être sur le même réseau Wi-Fi que cet ordinateur (celui de l&apos;établissement, ou le point d&apos;accès d&apos;un téléphone auquel l&apos;ordinateur est connecté). La première fois, Windows ou macOS demande si floortool peut accepter des connexions : l&apos;autoriser sur les réseaux privés.</translation>
    </message>
    <message>
        <source>Share on the venue network</source>
        <translation>Partager sur le réseau de l&apos;établissement</translation>
    </message>
    <message>
        <source>Sharing goes on until you stop it</source>
        <translation>Le partage continue jusqu&apos;à ce que vous l&apos;arrêtiez</translation>
    </message>
    <message>
        <source>Share the floor</source>
        <translation>Partager le floor</translation>
    </message>
    <message>
        <source>Where phones and screens reach this laptop</source>
        <translation>Où téléphones et écrans joignent cet ordinateur</translation>
    </message>
    <message>
        <source>The port the floor&apos;s pages are served on (8470 unless taken)</source>
        <translation>Le port où sont servies les pages du floor (8470 s&apos;il est libre)</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Start sharing</source>
        <translation>Lancer le partage</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Scan to open the floor&apos;s pages: the clock, seats, payouts and results. Put it on the room display or print it for the tables.</source>
        <translation>Scanner pour ouvrir les pages du floor : horloge, sièges, gains et résultats. L&apos;afficher sur l&apos;écran de salle ou l&apos;imprimer pour les tables.</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Croupier</translation>
    </message>
    <message>
        <source>Table </source>
        <translation>Table </translation>
    </message>
    <message>
        <source>The table the dealer phone is tied to</source>
        <translation>La table à laquelle le téléphone de croupier est lié</translation>
    </message>
    <message>
        <source>Pair a phone…</source>
        <translation>Appairer un téléphone…</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Révoquer</translation>
    </message>
    <message>
        <source>The phone can no longer act on the floor until paired again</source>
        <translation>Le téléphone ne peut plus agir sur le floor tant qu&apos;il n&apos;est pas réappairé</translation>
    </message>
    <message>
        <source>Paired: {name}.</source>
        <translation>Appairé : {name}.</translation>
    </message>
    <message>
        <source>On the phone: scan the code, or open {url}/pair and type the code.</source>
        <translation>Sur le téléphone : scanner le code, ou ouvrir {url}/pair et saisir le code.</translation>
    </message>
    <message>
        <source>Start sharing first: phones pair through it</source>
        <translation>Lancer d&apos;abord le partage : les téléphones s&apos;appairent par lui</translation>
    </message>
    <message>
        <source>Starting the server at {url}…</source>
        <translation>Démarrage du serveur à {url}…</translation>
    </message>
    <message>
        <source>Serving at {url}</source>
        <translation>Servi à {url}</translation>
    </message>
    <message>
        <source>Stopped: {error}</source>
        <translation>Arrêté : {error}</translation>
    </message>
    <message>
        <source>Not sharing. Choose the address and start sharing.</source>
        <translation>Pas de partage. Choisir l&apos;adresse et lancer le partage.</translation>
    </message>
    <message>
        <source>The code expired unused: pair again for a new one.</source>
        <translation>Le code a expiré sans servir : appairer à nouveau pour en avoir un nouveau.</translation>
    </message>
    <message>
        <source>a floor phone</source>
        <translation>un téléphone de floor</translation>
    </message>
    <message>
        <source>the dealer of table {table}</source>
        <translation>le croupier de la table {table}</translation>
    </message>
    <message>
        <source>For {whose}: good once, for {0}</source>
        <translation>Pour {whose} : valable une fois, pendant {0}</translation>
    </message>
    <message>
        <source>Revoked: {name} can no longer act on the floor.</source>
        <translation>Révoqué : {name} ne peut plus agir sur le floor.</translation>
    </message>
    <message>
        <source>Staff phones and room screens</source>
        <translation>Téléphones du personnel et écrans de salle</translation>
    </message>
    <message>
        <source>A floor phone can do what the floor does; a dealer phone reports its table&apos;s hands and button; a room screen (a TV&apos;s browser) shows what you choose for it below. A code pairs one device, within two minutes.</source>
        <translation>Un téléphone de floor peut faire ce que fait le floor ; un téléphone de croupier annonce les mains et le bouton de sa table ; un écran de salle (le navigateur d&apos;un téléviseur) affiche ce que vous choisissez pour lui ci-dessous. Un code appaire un appareil, dans les deux minutes.</translation>
    </message>
    <message>
        <source>Room screen</source>
        <translation>Écran de salle</translation>
    </message>
    <message>
        <source>a room screen</source>
        <translation>un écran de salle</translation>
    </message>
    <message>
        <source>What the room screen picked above shows</source>
        <translation>Ce qu&apos;affiche l&apos;écran de salle choisi ci-dessus</translation>
    </message>
    <message>
        <source>Shows</source>
        <translation>Affiche</translation>
    </message>
    <message>
        <source>The built-in display</source>
        <translation>L&apos;affichage intégré</translation>
    </message>
    <message>
        <source>Layout: {title}</source>
        <translation>Mise en page : {title}</translation>
    </message>
    <message>
        <source>Screen set: {title}</source>
        <translation>Série d&apos;écrans : {title}</translation>
    </message>
    <message>
        <source>{device} shows {view}.</source>
        <translation>{device} affiche {view}.</translation>
    </message>
</context>
<context>
    <name>shortcuts</name>
    <message>
        <source>Start / &amp;Pause / Resume</source>
        <translation>Lancer / &amp;Pause / Reprendre</translation>
    </message>
    <message>
        <source>P&amp;revious Level</source>
        <translation>Niveau p&amp;récédent</translation>
    </message>
    <message>
        <source>&amp;Next Level</source>
        <translation>&amp;Niveau suivant</translation>
    </message>
    <message>
        <source>&amp;Add a Minute</source>
        <translation>&amp;Ajouter une minute</translation>
    </message>
    <message>
        <source>Re&amp;move a Minute</source>
        <translation>Re&amp;tirer une minute</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
</context>
<context>
    <name>store.faults</name>
    <message>
        <source>The database server at {where} refused the login of user &apos;{user}&apos; (wrong user name or password): nothing was written. Correct the user or password in the database URL.</source>
        <extracomment>Below this much free space an I/O error is taken for a full disk. What PostgreSQL says when it refuses a login (a wrong password, an unknown user). What it says of a database that is not there (``database &quot;x&quot; does not exist``). How the sqlite3 module&apos;s message starts when a stored text is not UTF-8.</extracomment>
        <translation>Le serveur de base de données à {where} a refusé la connexion de l&apos;utilisateur « {user} » (nom d&apos;utilisateur ou mot de passe erroné) : rien n&apos;a été écrit. Corrigez l&apos;utilisateur ou le mot de passe dans l&apos;URL de la base.</translation>
    </message>
    <message>
        <source>The database server at {where} has no database &apos;{database}&apos;: nothing was written. Check its name in the database URL, or create it on the server.</source>
        <translation>Le serveur de base de données à {where} n&apos;a pas de base « {database} » : rien n&apos;a été écrit. Vérifiez son nom dans l&apos;URL de la base, ou créez-la sur le serveur.</translation>
    </message>
    <message>
        <source>The database server at {where} cannot be reached (stopped, restarting or unreachable): nothing was written and nothing recorded before is lost. Try again once it is back.</source>
        <translation>Le serveur de base de données à {where} est injoignable (arrêté, en redémarrage ou hors d&apos;atteinte) : rien n&apos;a été écrit et rien de ce qui était enregistré n&apos;est perdu. Réessayez quand il sera de retour.</translation>
    </message>
    <message>
        <source>{database} holds a record whose text is not UTF-8: it was changed by hand or damaged. Nothing was changed; restore the file from a backup.</source>
        <translation>{database} contient un enregistrement dont le texte n&apos;est pas en UTF-8 : il a été modifié à la main ou endommagé. Rien n&apos;a été changé ; restaurez le fichier depuis une sauvegarde.</translation>
    </message>
    <message>
        <source>The write-ahead log of {database} ({name}-wal) was removed while another program has the database open. Nothing is lost: that program (another floortool window or command) still holds the log and writes it back into the file when it closes. Close it, then try again; do not restore a backup.</source>
        <translation>Le journal d&apos;écriture anticipée de {database} ({name}-wal) a été supprimé alors qu&apos;un autre programme a la base ouverte. Rien n&apos;est perdu : ce programme (une autre fenêtre ou commande floortool) garde le journal et le réécrit dans le fichier à sa fermeture. Fermez-le, puis réessayez ; ne restaurez pas de sauvegarde.</translation>
    </message>
    <message>
        <source>{database} is read-only: nothing was written. Make the file and its folder writable, or open a copy.</source>
        <translation>{database} est en lecture seule : rien n&apos;a été écrit. Rendez le fichier et son dossier inscriptibles, ou ouvrez une copie.</translation>
    </message>
    <message>
        <source>The disk holding {database} is full: the last action was not written and nothing recorded before was lost. Free some space and try again.</source>
        <translation>Le disque qui contient {database} est plein : la dernière action n&apos;a pas été écrite et rien de ce qui était enregistré n&apos;a été perdu. Libérez de la place et réessayez.</translation>
    </message>
</context>
<context>
    <name>store.migrate</name>
    <message>
        <source>{where} is not a floortool database (it holds other tables). It was left untouched.</source>
        <extracomment>Every table of the connection&apos;s schema with its columns, in one catalog query: what SQLAlchemy&apos;s reflection finds for PostgreSQL in several, compiled afresh for each engine (the command line makes one per command).</extracomment>
        <translation>{where} n&apos;est pas une base floortool (elle contient d&apos;autres tables). Elle n&apos;a pas été touchée.</translation>
    </message>
    <message>
        <source>{where} is not a floortool database. It was left untouched.</source>
        <translation>{where} n&apos;est pas une base floortool. Elle n&apos;a pas été touchée.</translation>
    </message>
    <message>
        <source>{where} is not a floortool database (it holds another application&apos;s tables). It was left untouched.</source>
        <translation>{where} n&apos;est pas une base floortool (elle contient les tables d&apos;une autre application). Elle n&apos;a pas été touchée.</translation>
    </message>
    <message>
        <source>{where} was written by a newer floortool (schema {revision}; this version knows up to {head}). Install the newer floortool to open it; the file was left untouched.</source>
        <translation>{where} a été écrite par un floortool plus récent (schéma {revision} ; cette version connaît jusqu&apos;à {head}). Installez le floortool plus récent pour l&apos;ouvrir ; le fichier n&apos;a pas été touché.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a database file. It was left untouched; give the path of a database file (a new name creates one).</source>
        <translation>{path} est un dossier, pas un fichier de base. Il n&apos;a pas été touché ; donnez le chemin d&apos;un fichier de base (un nouveau nom en crée un).</translation>
    </message>
</context>
<context>
    <name>store.sqlite_file</name>
    <message>
        <source>{path} is not a floortool database (it is not a SQLite file). It was left untouched.</source>
        <translation>{path} n&apos;est pas une base floortool (ce n&apos;est pas un fichier SQLite). Il n&apos;a pas été touché.</translation>
    </message>
    <message>
        <source>{path} is damaged and cannot be read ({exc}). It was left untouched; restore it from a backup or open another database.</source>
        <translation>{path} est endommagé et illisible ({exc}). Il n&apos;a pas été touché ; restaurez-le depuis une sauvegarde ou ouvrez une autre base.</translation>
    </message>
    <message>
        <source>{where} is a floortool database whose {tables} table was removed or changed by hand. It was left untouched; restore it from a backup.</source>
        <translation>{where} est une base floortool dont la table {tables} a été supprimée ou modifiée à la main. Elle n&apos;a pas été touchée ; restaurez-la depuis une sauvegarde.</translation>
    </message>
    <message>
        <source>{where} is read-only: floortool must write the database there. It was left untouched; make it writable or copy the file to a writable folder.</source>
        <translation>{where} est en lecture seule : floortool doit y écrire la base. Elle n&apos;a pas été touchée ; rendez-la inscriptible ou copiez le fichier dans un dossier inscriptible.</translation>
    </message>
</context>
<context>
    <name>structure</name>
    <message>
        <source>{subject}: &apos;{0}&apos; is not a whole number of {what}.</source>
        <extracomment>The structure row (0-based, breaks included) a table row shows.</extracomment>
        <translation>{subject} : « {0} » n&apos;est pas un nombre entier de {what}.</translation>
    </message>
    <message>
        <source>Hours:minutes from the start of level 1, breaks included</source>
        <extracomment>The structure field each editable column changes.</extracomment>
        <translation>Heures:minutes depuis le début du niveau 1, pauses comprises</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>{text}: being played now</source>
        <translation>{text} : en cours</translation>
    </message>
</context>
<context>
    <name>structure_page</name>
    <message>
        <source>Structures (*.json *.csv);;JSON (*.json);;CSV (*.csv)</source>
        <extracomment>Below this page width the chips go under the table.</extracomment>
        <translation>Structures (*.json *.csv);;JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation>JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Insert level</source>
        <translation>Insérer un niveau</translation>
    </message>
    <message>
        <source>Insert a level after the selected row</source>
        <translation>Insérer un niveau après la ligne choisie</translation>
    </message>
    <message>
        <source>Insert break</source>
        <translation>Insérer une pause</translation>
    </message>
    <message>
        <source>Insert a break after the selected row</source>
        <translation>Insérer une pause après la ligne choisie</translation>
    </message>
    <message>
        <source>Delete row</source>
        <translation>Supprimer la ligne</translation>
    </message>
    <message>
        <source>Delete the selected row</source>
        <translation>Supprimer la ligne choisie</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move the selected row up</source>
        <translation>Monter la ligne choisie</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Move the selected row down</source>
        <translation>Descendre la ligne choisie</translation>
    </message>
    <message>
        <source>Play this row</source>
        <translation>Jouer cette ligne</translation>
    </message>
    <message>
        <source>Put the clock at the start of this row</source>
        <translation>Mettre l&apos;horloge au début de cette ligne</translation>
    </message>
    <message>
        <source>Load template</source>
        <translation>Charger un modèle</translation>
    </message>
    <message>
        <source>Replace the structure with a template</source>
        <translation>Remplacer la structure par un modèle</translation>
    </message>
    <message>
        <source>Copy from event</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Use the structure of another event</source>
        <translation>Utiliser la structure d&apos;un autre tournoi</translation>
    </message>
    <message>
        <source>Save as template…</source>
        <translation>Comme modèle…</translation>
    </message>
    <message>
        <source>Keep this structure as a template</source>
        <translation>Garder cette structure comme modèle</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Read a structure from a JSON or CSV file</source>
        <translation>Lire une structure depuis un fichier JSON ou CSV</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Write the structure to a JSON or CSV file</source>
        <translation>Écrire la structure dans un fichier JSON ou CSV</translation>
    </message>
    <message>
        <source>Suggest…</source>
        <translation>Proposer…</translation>
    </message>
    <message>
        <source>Let the generator propose a structure</source>
        <translation>Laisser le générateur proposer une structure</translation>
    </message>
    <message>
        <source>No structure</source>
        <translation>Aucune structure</translation>
    </message>
    <message>
        <source>Load a template, import a file or suggest one.</source>
        <translation>Charger un modèle, importer un fichier ou en faire proposer une.</translation>
    </message>
    <message>
        <source>Unnamed structure</source>
        <translation>Structure sans nom</translation>
    </message>
    <message>
        <source>{0}, {1}, {hours} h {minutes:02d} min in all. Double-click a cell to change it; Edit &gt; Undo takes a change back.</source>
        <translation>{0}, {1}, {hours} h {minutes:02d} min en tout. Double-clic pour modifier ; Édition &gt; Annuler reprend.</translation>
    </message>
    <message>
        <source>{count} level</source>
        <translation>{count} niveau</translation>
    </message>
    <message>
        <source>{count} levels</source>
        <translation>{count} niveaux</translation>
    </message>
    <message>
        <source>{count} break</source>
        <translation>{count} pause</translation>
    </message>
    <message>
        <source>{count} breaks</source>
        <translation>{count} pauses</translation>
    </message>
    <message>
        <source>Edit the structure</source>
        <translation>Modifier la structure</translation>
    </message>
    <message>
        <source>Use template {name}</source>
        <translation>Utiliser le modèle {name}</translation>
    </message>
    <message>
        <source>No other event has a structure</source>
        <translation>Aucun autre tournoi n&apos;a de structure</translation>
    </message>
    <message>
        <source>Copy the structure of {name}</source>
        <translation>Copier la structure de {name}</translation>
    </message>
    <message>
        <source>Copy structure</source>
        <translation>Copier la structure</translation>
    </message>
    <message>
        <source>Save as template</source>
        <translation>Enregistrer comme modèle</translation>
    </message>
    <message>
        <source>Template name:</source>
        <translation>Nom du modèle :</translation>
    </message>
    <message>
        <source>Cannot save the template: {exc}.</source>
        <translation>Impossible d&apos;enregistrer le modèle : {exc}.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Saved as template &apos;{saved}&apos;.</source>
        <translation>Enregistré comme modèle « {saved} ».</translation>
    </message>
    <message>
        <source>Import a structure</source>
        <translation>Importer une structure</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>Importer {name}</translation>
    </message>
    <message>
        <source>Import structure from {name}</source>
        <translation>Importer la structure de {name}</translation>
    </message>
    <message>
        <source>Export the structure</source>
        <translation>Exporter la structure</translation>
    </message>
    <message>
        <source>Cannot write {path}: {0}.</source>
        <translation>Impossible d&apos;écrire {path} : {0}.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Structure written to {path}.</source>
        <translation>Structure écrite dans {path}.</translation>
    </message>
    <message>
        <source>The event has no chip set to suggest a structure for.</source>
        <translation>Le tournoi n&apos;a pas de jeu de jetons pour lequel proposer une structure.</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Proposer</translation>
    </message>
    <message>
        <source>Use the suggested structure</source>
        <translation>Utiliser la structure proposée</translation>
    </message>
</context>
<context>
    <name>suggest_dialog</name>
    <message>
        <source>{hours} h {minutes:02d} min</source>
        <translation>{hours} h {minutes:02d} min</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>Suggest a structure</source>
        <translation>Proposer une structure</translation>
    </message>
    <message>
        <source> chips</source>
        <translation> jetons</translation>
    </message>
    <message>
        <source> players</source>
        <translation> joueurs</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>No antes</source>
        <translation>Pas d&apos;antes</translation>
    </message>
    <message>
        <source>from level </source>
        <translation>à partir du niveau </translation>
    </message>
    <message>
        <source> levels</source>
        <translation> niveaux</translation>
    </message>
    <message>
        <source>No breaks</source>
        <translation>Pas de pauses</translation>
    </message>
    <message>
        <source>every </source>
        <translation>tous les </translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Tapis de départ</translation>
    </message>
    <message>
        <source>Expected players</source>
        <translation>Joueurs attendus</translation>
    </message>
    <message>
        <source>Target length</source>
        <translation>Durée visée</translation>
    </message>
    <message>
        <source>Level length</source>
        <translation>Durée des niveaux</translation>
    </message>
    <message>
        <source>Big-blind antes</source>
        <translation>Antes big blind</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>Pauses</translation>
    </message>
    <message>
        <source>Break length</source>
        <translation>Durée des pauses</translation>
    </message>
    <message>
        <source>Chips: {0}</source>
        <translation>Jetons : {0}</translation>
    </message>
    <message>
        <source>Use this structure</source>
        <translation>Utiliser cette structure</translation>
    </message>
    <message>
        <source>No structure to suggest with these inputs.</source>
        <translation>Aucune structure à proposer avec ces données.</translation>
    </message>
    <message>
        <source>The big blind never reaches the end value: add levels after applying.</source>
        <translation>La grosse blind n&apos;atteint jamais la valeur finale : ajouter des niveaux après l&apos;application.</translation>
    </message>
    <message>
        <source>{count} level</source>
        <translation>{count} niveau</translation>
    </message>
    <message>
        <source>{count} levels</source>
        <translation>{count} niveaux</translation>
    </message>
    <message>
        <source>Projected finish {0} after the start, during level {level} (big blind {end_big_blind} = {total_chips} chips / 20).</source>
        <translation>Fin prévue {0} après le départ, au niveau {level} (grosse blind {end_big_blind} = {total_chips} jetons / 20).</translation>
    </message>
</context>
<context>
    <name>table_questions</name>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} et {1}</translation>
    </message>
    <message>
        <source>Break table {table}</source>
        <translation>Casser la table {table}</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} joueur</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
    <message>
        <source>Break table {table}? {who}, but no other table has an empty seat.</source>
        <translation>Casser la table {table} ? {who}, mais aucune autre table n&apos;a de siège libre.</translation>
    </message>
    <message>
        <source>Its {count} player moves</source>
        <translation>Son {count} joueur est déplacé</translation>
    </message>
    <message>
        <source>Its {count} players move</source>
        <translation>Ses {count} joueurs sont déplacés</translation>
    </message>
    <message>
        <source>tables {tables}</source>
        <translation>tables {tables}</translation>
    </message>
    <message>
        <source>table {tables}</source>
        <translation>table {tables}</translation>
    </message>
    <message>
        <source>Break table {table}? {who} to empty seats drawn at random at {named}.</source>
        <translation>Casser la table {table} ? {who} vers des sièges libres tirés au hasard à {named}.</translation>
    </message>
    <message>
        <source>Start hand-for-hand</source>
        <translation>Lancer le main par main</translation>
    </message>
    <message>
        <source>Start hand-for-hand, {0} per hand, clock held?</source>
        <translation>Lancer le main par main, {0} par main, horloge arrêtée ?</translation>
    </message>
    <message>
        <source>{ask} {left} left, no places paid yet.</source>
        <translation>{ask} {left} restants, aucune place payée pour l&apos;instant.</translation>
    </message>
    <message>
        <source>in the money</source>
        <translation>dans l&apos;argent</translation>
    </message>
    <message>
        <source>{0} from the money</source>
        <translation>à {0} de l&apos;argent</translation>
    </message>
    <message>
        <source>{count} bust</source>
        <translation>{count} élimination</translation>
    </message>
    <message>
        <source>{count} busts</source>
        <translation>{count} éliminations</translation>
    </message>
    <message>
        <source>{ask} {left} left, {0} paid: {where}.</source>
        <translation>{ask} {left} restants, {0} payées : {where}.</translation>
    </message>
    <message>
        <source>{count} place</source>
        <translation>{count} place</translation>
    </message>
    <message>
        <source>{count} places</source>
        <translation>{count} places</translation>
    </message>
    <message>
        <source>Stop hand-for-hand</source>
        <translation>Arrêter le main par main</translation>
    </message>
    <message>
        <source>Stop hand-for-hand at hand {hand}? Normal play again: the clock runs.</source>
        <translation>Arrêter le main par main à la main {hand} ? Retour au jeu normal : l&apos;horloge tourne.</translation>
    </message>
    <message>
        <source>The clock has not started: hand-for-hand play holds a running clock near the money. Start the clock first.</source>
        <translation>L&apos;horloge n&apos;a pas démarré : le main par main arrête une horloge en marche près de l&apos;argent. Lancer d&apos;abord l&apos;horloge.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Déplacer</translation>
    </message>
    <message>
        <source>Move {name} from table {ft} seat {fs} to table {tt} seat {ts}?</source>
        <translation>Déplacer {name} de la table {ft} siège {fs} à la table {tt} siège {ts} ?</translation>
    </message>
    <message>
        <source>Deal hand {0}</source>
        <translation>Distribuer la main {0}</translation>
    </message>
    <message>
        <source>Deal hand {0} now?</source>
        <translation>Distribuer la main {0} maintenant ?</translation>
    </message>
    <message>
        <source>{ask} {tables} has not reported hand {hand}.</source>
        <translation>{ask} {tables} n&apos;a pas annoncé la main {hand}.</translation>
    </message>
    <message>
        <source>{ask} {tables} have not reported hand {hand}.</source>
        <translation>{ask} {tables} n&apos;ont pas annoncé la main {hand}.</translation>
    </message>
</context>
<context>
    <name>tables_actions</name>
    <message>
        <source>out of play</source>
        <translation>hors jeu</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Table {table} seat {seat}: {who}</source>
        <translation>Table {table} siège {seat} : {who}</translation>
    </message>
    <message>
        <source>Move {name}…</source>
        <translation>Déplacer {name}…</translation>
    </message>
    <message>
        <source>Bust {name}</source>
        <translation>{name} éliminé</translation>
    </message>
    <message>
        <source>Unlock from this seat</source>
        <translation>Débloquer de ce siège</translation>
    </message>
    <message>
        <source>Lock to this seat</source>
        <translation>Bloquer à ce siège</translation>
    </message>
    <message>
        <source>A locked player moves only when it cannot be avoided (Rule 9)</source>
        <translation>Un joueur bloqué n&apos;est déplacé que si on ne peut pas l&apos;éviter (règle 9)</translation>
    </message>
    <message>
        <source>Put seat back in play</source>
        <translation>Remettre le siège en jeu</translation>
    </message>
    <message>
        <source>Take seat out of play</source>
        <translation>Mettre le siège hors jeu</translation>
    </message>
    <message>
        <source>Dealer button here</source>
        <translation>Bouton ici</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <source>still playing</source>
        <translation>joue encore</translation>
    </message>
    <message>
        <source>has finished</source>
        <translation>a fini</translation>
    </message>
    <message>
        <source>: {doing} hand-for-hand hand {hand}</source>
        <translation> : {doing} la main {hand} du main par main</translation>
    </message>
    <message>
        <source>Hand finished at table {table}</source>
        <translation>Main finie à la table {table}</translation>
    </message>
    <message>
        <source>The button moves on; in hand-for-hand play the table reports the hand</source>
        <translation>Le bouton avance ; en main par main la table annonce la main</translation>
    </message>
    <message>
        <source>Draw for the button at table {table}</source>
        <translation>Tirer le bouton à la table {table}</translation>
    </message>
    <message>
        <source>One card to each player: the highest takes the button</source>
        <translation>Une carte à chaque joueur : la plus haute prend le bouton</translation>
    </message>
    <message>
        <source>Draw seats</source>
        <translation>Tirer les sièges</translation>
    </message>
    <message>
        <source>Bust</source>
        <translation>Éliminé</translation>
    </message>
    <message>
        <source>Lock to the seat</source>
        <translation>Bloquer au siège</translation>
    </message>
    <message>
        <source>Seat in or out of play</source>
        <translation>Siège en jeu ou hors jeu</translation>
    </message>
    <message>
        <source>Draw for the button</source>
        <translation>Tirer le bouton</translation>
    </message>
    <message>
        <source>Set the button</source>
        <translation>Placer le bouton</translation>
    </message>
    <message>
        <source>Balance the tables</source>
        <translation>Équilibrer les tables</translation>
    </message>
    <message>
        <source>Redraw the final table</source>
        <translation>Retirer la table finale</translation>
    </message>
</context>
<context>
    <name>tables_bar</name>
    <message>
        <source>Click an empty seat for {name} (now at table {table} seat {seat}).</source>
        <extracomment>The bar above the map: one height, asking or not (three lines of text fit: a redraw names all it does in three at 1024 pixels across).</extracomment>
        <translation>Cliquer sur un siège libre pour {name} (actuellement table {table} siège {seat}).</translation>
    </message>
    <message>
        <source>table {0}</source>
        <translation>table {0}</translation>
    </message>
    <message>
        <source>tables {0} and {1}</source>
        <translation>tables {0} et {1}</translation>
    </message>
    <message>
        <source>To balance, click the player who is big blind next at {named}.</source>
        <translation>Pour équilibrer, cliquer sur le joueur qui est grosse blind ensuite à {named}.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Déplacer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Distribuer la main suivante</translation>
    </message>
    <message>
        <source>Break table {table}</source>
        <translation>Casser la table {table}</translation>
    </message>
    <message>
        <source>Move player</source>
        <translation>Déplacer le joueur</translation>
    </message>
</context>
<context>
    <name>tables_page</name>
    <message>
        <source>{0} at {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} joueur</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
    <message>
        <source>{count} table</source>
        <translation>{count} table</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation>{count} tables</translation>
    </message>
    <message>
        <source>Smaller tables (Ctrl+wheel)</source>
        <translation>Tables plus petites (Ctrl+molette)</translation>
    </message>
    <message>
        <source>Larger tables (Ctrl+wheel)</source>
        <translation>Tables plus grandes (Ctrl+molette)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Tout</translation>
    </message>
    <message>
        <source>Show every table at once</source>
        <translation>Afficher toutes les tables à la fois</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>{0} waiting for a seat</source>
        <extracomment>How many recent moves the panel lists. The final table&apos;s redraw is read again this long after its time is up.</extracomment>
        <translation>{0} sans siège</translation>
    </message>
    <message>
        <source>{0} waiting</source>
        <translation>{0} en attente</translation>
    </message>
</context>
<context>
    <name>tables_search</name>
    <message>
        <source>Find: name or table-seat (12-4)</source>
        <translation>Chercher : nom ou table-siège (12-4)</translation>
    </message>
</context>
<context>
    <name>ticker_line</name>
    <message>
        <source>Scrolling L&amp;ine…</source>
        <extracomment>How fast the line moves: region heights a second. How often a scrolling line is drawn again, in milliseconds (25 a second). What a ticker&apos;s type is sized by: the region&apos;s height, whatever the line&apos;s length.</extracomment>
        <translation>&amp;Ligne défilante…</translation>
    </message>
    <message>
        <source>The line every scrolling region of the room&apos;s screens shows</source>
        <translation>La ligne qu&apos;affiche chaque zone défilante des écrans de la salle</translation>
    </message>
    <message>
        <source>Clear t&amp;he Scrolling Line</source>
        <translation>Effacer la ligne &amp;défilante</translation>
    </message>
    <message>
        <source>Scrolling line</source>
        <translation>Ligne défilante</translation>
    </message>
    <message>
        <source>The line the room&apos;s scrolling regions show (at most {MAX_TICKER} characters):</source>
        <translation>La ligne qu&apos;affichent les zones défilantes de la salle (au plus {MAX_TICKER} caractères) :</translation>
    </message>
</context>
<context>
    <name>web.app</name>
    <message>
        <source>No document to bring at {path}.</source>
        <extracomment>The page scripts and styles: kept by the browser, checked before each use (304). The documents that read the state only, by address. Every public document by address: what works it out (and declares its subjects). The documents a notice brings when it changes them (``_carried``): each by how it is worked out from the floor for an event. Every public document&apos;s address → the subjects it depends on: a notice of one of them is what makes a page read the document again (sent in the live hello). The subjects after which a notice carries the new clock document. The subjects after which a notice says which entry pages changed (``entry_changes``). What the floor&apos;s thread hands the loop: the SSE messages, and the copies made for them. The longest list of documents a live page asks to be brought (``?bring=``). The longest name the seat finder takes.</extracomment>
        <translation>Aucun document à apporter à {path}.</translation>
    </message>
    <message>
        <source>Say whom to find: /api/find?name=Alice.</source>
        <translation>Dites qui chercher : /api/find?name=Alice.</translation>
    </message>
</context>
<context>
    <name>web.bodies</name>
    <message>
        <source>The request is not a JSON object.</source>
        <translation>La requête n&apos;est pas un objet JSON.</translation>
    </message>
</context>
<context>
    <name>web.documents</name>
    <message>
        <source>This event is not part of a league season.</source>
        <extracomment>The most bounties on heads the payouts document lists (the biggest).</extracomment>
        <translation>Ce tournoi ne fait pas partie d&apos;une saison de ligue.</translation>
    </message>
    <message>
        <source>The event has no blind structure yet.</source>
        <translation>Le tournoi n&apos;a pas encore de structure de blinds.</translation>
    </message>
</context>
<context>
    <name>web.errors</name>
    <message>
        <source>There is nothing at this address.</source>
        <extracomment>Why Starlette refused, by HTTP status. The floor&apos;s refusals that are not 422: a credential it does not know (401), a confirmation of something that has changed since it was shown (409), a sign-up while sign-up is closed (403), or one the pending list cannot take (409). The longest ``?lang=`` read (``de_DE``, ``es-419``).</extracomment>
        <translation>Il n&apos;y a rien à cette adresse.</translation>
    </message>
    <message>
        <source>The server could not answer this request.</source>
        <translation>Le serveur n&apos;a pas pu répondre à cette requête.</translation>
    </message>
</context>
<context>
    <name>web.guards</name>
    <message>
        <source>The request is larger than the {most} KiB a request may be.</source>
        <translation>La requête dépasse les {most} Kio qu&apos;une requête peut faire.</translation>
    </message>
    <message>
        <source>This server answers only at the addresses it is served at.</source>
        <extracomment>This machine by its loopback names: always answered.</extracomment>
        <translation>Ce serveur ne répond qu&apos;aux adresses où il est servi.</translation>
    </message>
</context>
<context>
    <name>web.language</name>
    <message>
        <source>&apos;lang&apos; must be a language floortool speaks: one of {languages}.</source>
        <extracomment>The context of every text the pages&apos; scripts and HTML mark (and its prefix). A text marked in a script: ``t(&quot;Players left&quot;)`` (a plain literal, in the file&apos;s context). A script&apos;s marker: ``const t = wordsOf(&quot;web.static.home&quot;);``. A text marked in a page&apos;s HTML: ``{{Pair this phone}}``, in the context of its file.</extracomment>
        <translation>&apos;lang&apos; doit être une langue que floortool parle : l&apos;une de {languages}.</translation>
    </message>
</context>
<context>
    <name>web.layouts</name>
    <message>
        <source>There is no layout &apos;{name}&apos; (there are: {names}).</source>
        <extracomment>The longest layout name asked for (a file name without ``.json``).</extracomment>
        <translation>Il n&apos;y a pas de mise en page &apos;{name}&apos; (il y a : {names}).</translation>
    </message>
    <message>
        <source>The layout &apos;{name}&apos; shows no picture {image}.</source>
        <translation>La mise en page &apos;{name}&apos; ne montre pas d&apos;image {image}.</translation>
    </message>
    <message>
        <source>Give the layout and the picture: ?layout=&amp;image=.</source>
        <translation>Indiquez la mise en page et l&apos;image : ?layout=&amp;image=.</translation>
    </message>
    <message>
        <source>A screen set is named by its file name: small letters, digits and -.</source>
        <translation>Un jeu d&apos;écrans porte le nom de son fichier : minuscules, chiffres et -.</translation>
    </message>
    <message>
        <source>There is no screen set &apos;{name}&apos; (there are: {names}).</source>
        <translation>Il n&apos;y a pas de jeu d&apos;écrans &apos;{name}&apos; (il y a : {names}).</translation>
    </message>
</context>
<context>
    <name>web.live</name>
    <message>
        <source>The floor&apos;s server holds {most} live pages, its most; try again soon.</source>
        <extracomment>How long a browser waits before it reconnects (the SSE ``retry`` field), in ms. A message for every client: its text, or what gives the text for the documents a client asked to be brought (``Client.bring``).</extracomment>
        <translation>Le serveur du floor tient {most} pages en direct, son maximum ; réessayez bientôt.</translation>
    </message>
    <message>
        <source>This address holds {most} live pages already; close some.</source>
        <translation>Cette adresse tient déjà {most} pages en direct ; fermez-en quelques-unes.</translation>
    </message>
</context>
<context>
    <name>web.moves</name>
    <message>
        <source>the tables were balanced</source>
        <translation>les tables ont été équilibrées</translation>
    </message>
    <message>
        <source>Table {table} was broken up</source>
        <translation>la table {table} a été cassée</translation>
    </message>
    <message>
        <source>the final table was drawn</source>
        <translation>la table finale a été tirée</translation>
    </message>
    <message>
        <source>the floor moved you</source>
        <translation>le floor vous a déplacé</translation>
    </message>
    <message>
        <source>You moved to Table {table} · Seat {seat}</source>
        <translation>Vous passez à la Table {table} · Siège {seat}</translation>
    </message>
    <message>
        <source>{move} — {why}</source>
        <translation>{move} — {why}</translation>
    </message>
    <message>
        <source>{move} ({rule})</source>
        <translation>{move} ({rule})</translation>
    </message>
</context>
<context>
    <name>web.params</name>
    <message>
        <source>&apos;{name}&apos; must be a whole number such as 3.</source>
        <extracomment>Longest text any query parameter may hold. Largest id a path or query may name (ids are journal-assigned whole numbers).</extracomment>
        <translation>&apos;{name}&apos; doit être un nombre entier comme 3.</translation>
    </message>
    <message>
        <source>&apos;Last-Event-ID&apos; must be a whole number such as 3.</source>
        <translation>&apos;Last-Event-ID&apos; doit être un nombre entier comme 3.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is too long (at most {max_length} characters).</source>
        <translation>&apos;{name}&apos; est trop long ({max_length} caractères au plus).</translation>
    </message>
</context>
<context>
    <name>web.reads</name>
    <message>
        <source>There is no event on this floor yet.</source>
        <extracomment>How long the floor&apos;s current event (a setting, not a journal action) is trusted. The most matches the seat finder gives.</extracomment>
        <translation>Il n&apos;y a pas encore de tournoi sur ce floor.</translation>
    </message>
    <message>
        <source>The event has no blind structure yet.</source>
        <translation>Le tournoi n&apos;a pas encore de structure de blinds.</translation>
    </message>
    <message>
        <source>Type a name (letters or digits) to find.</source>
        <translation>Tapez un nom (lettres ou chiffres) à chercher.</translation>
    </message>
    <message>
        <source>Event {event} has no entry at this address.</source>
        <translation>Le tournoi {event} n&apos;a pas d&apos;entrée à cette adresse.</translation>
    </message>
</context>
<context>
    <name>web.server</name>
    <message>
        <source>Port {port} is not a port number (0 to 65535).</source>
        <extracomment>How long a stop waits for requests under way before it cuts them. Connections the system queues until they are taken: a room of phones arriving at once.</extracomment>
        <translation>Le port {port} n&apos;est pas un numéro de port (0 à 65535).</translation>
    </message>
    <message>
        <source>&apos;{host}&apos; is not an address of this machine.</source>
        <translation>&apos;{host}&apos; n&apos;est pas une adresse de cette machine.</translation>
    </message>
    <message>
        <source>Cannot listen on {host} port {port}: {reason}.</source>
        <translation>Impossible d&apos;écouter sur {host} port {port} : {reason}.</translation>
    </message>
</context>
<context>
    <name>web.sign_up</name>
    <message>
        <source>Send a JSON object of &quot;name&quot; and &quot;membership&quot;.</source>
        <extracomment>Who the journal says signed a player up from the page. The fields a sign-up holds, and the longest each may be. What a sign-up&apos;s body must be.</extracomment>
        <translation>Envoyez un objet JSON de &quot;name&quot; et &quot;membership&quot;.</translation>
    </message>
    <message>
        <source>Event {event} has no sign-up at this address.</source>
        <extracomment>The QR code&apos;s quiet zone, in modules.</extracomment>
        <translation>Le tournoi {event} n&apos;a pas de préinscription à cette adresse.</translation>
    </message>
    <message>
        <source>A sign-up holds a name and a membership number, not {field}.</source>
        <translation>Une préinscription contient un nom et un numéro d&apos;adhérent, pas {field}.</translation>
    </message>
    <message>
        <source>&apos;{field}&apos; must be text of at most {longest} characters.</source>
        <translation>&apos;{field}&apos; doit être un texte de {longest} caractères au plus.</translation>
    </message>
</context>
<context>
    <name>web.staff</name>
    <message>
        <source>&apos;{name}&apos; must be a whole number from {low}.</source>
        <extracomment>Most players one bust may name (a hand at a full table). Largest stack or hand rank a phone may type. The most seats one count lists (a table&apos;s).</extracomment>
        <translation>&apos;{name}&apos; doit être un nombre entier à partir de {low}.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is missing.</source>
        <translation>&apos;{name}&apos; manque.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; must be text of at most {max_length}.</source>
        <translation>&apos;{name}&apos; doit être un texte de {max_length} caractères au plus.</translation>
    </message>
    <message>
        <source>{device} is a room screen: it shows the display only.</source>
        <translation>{device} est un écran de salle : il n&apos;affiche que l&apos;écran.</translation>
    </message>
    <message>
        <source>This device is not paired: pair it with a code from the floor.</source>
        <translation>Cet appareil n&apos;est pas appairé : appairez-le avec un code du floor.</translation>
    </message>
    <message>
        <source>A dealer phone reports its table&apos;s hand and button only ({device}).</source>
        <translation>Un téléphone de croupier ne signale que la main et le bouton de sa table ({device}).</translation>
    </message>
    <message>
        <source>{device} is table {own}&apos;s phone, not table {table}&apos;s.</source>
        <translation>{device} est le téléphone de la table {own}, pas de la table {table}.</translation>
    </message>
    <message>
        <source>No player still playing matches “{text}”.</source>
        <translation>Aucun joueur encore en jeu ne correspond à « {text} ».</translation>
    </message>
    <message>
        <source>{count} player matches “{text}”: {seats}. Type the seat.</source>
        <translation>{count} joueur correspond à « {text} » : {seats}. Tapez le siège.</translation>
    </message>
    <message>
        <source>{count} players match “{text}”: {seats}. Type the seat.</source>
        <translation>{count} joueurs correspondent à « {text} » : {seats}. Tapez le siège.</translation>
    </message>
    <message>
        <source>&apos;players&apos; must list 1 to {most} players.</source>
        <translation>&apos;players&apos; doit lister 1 à {most} joueurs.</translation>
    </message>
    <message>
        <source>Each of &apos;players&apos; is an object with &apos;find&apos;.</source>
        <translation>Chaque élément de &apos;players&apos; est un objet avec &apos;find&apos;.</translation>
    </message>
    <message>
        <source>&apos;counts&apos; must list 1 to {most} seats.</source>
        <translation>&apos;counts&apos; doit lister 1 à {most} sièges.</translation>
    </message>
    <message>
        <source>Each of &apos;counts&apos; is an object with &apos;seat&apos;.</source>
        <translation>Chaque élément de &apos;counts&apos; est un objet avec &apos;seat&apos;.</translation>
    </message>
    <message>
        <source>Each count gives its &apos;seat&apos; and &apos;chips&apos;.</source>
        <translation>Chaque comptage donne son &apos;seat&apos; et ses &apos;chips&apos;.</translation>
    </message>
</context>
<context>
    <name>web.static.chips_view</name>
    <message>
        <source>CHIP LEADERS · BY LAST COUNT · AVERAGE {average}</source>
        <translation>CHIP LEADERS · DERNIER COMPTAGE · MOYENNE {average}</translation>
    </message>
    <message>
        <source>{chips} chips uncounted among</source>
        <translation>{chips} jetons non comptés chez</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} joueur</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
</context>
<context>
    <name>web.static.credential</name>
    <message>
        <source>The floor did not answer.</source>
        <translation>Le floor n&apos;a pas répondu.</translation>
    </message>
</context>
<context>
    <name>web.static.display</name>
    <message>
        <source>AVERAGE STACK</source>
        <translation>TAPIS MOYEN</translation>
    </message>
    <message>
        <source>Alternate {number}</source>
        <translation>Remplaçant {number}</translation>
    </message>
    <message>
        <source>Alternate {number} · to pay</source>
        <translation>Remplaçant {number} · à payer</translation>
    </message>
    <message>
        <source>BOUNTIES</source>
        <translation>PRIMES</translation>
    </message>
    <message>
        <source>BREAK</source>
        <translation>PAUSE</translation>
    </message>
    <message>
        <source>Colour-up at the next break: {chips}</source>
        <translation>Change de jetons à la prochaine pause : {chips}</translation>
    </message>
    <message>
        <source>GUARANTEED POOL</source>
        <translation>PRIZE POOL GARANTI</translation>
    </message>
    <message>
        <source>LATE REGISTRATION</source>
        <translation>INSCRIPTIONS TARDIVES</translation>
    </message>
    <message>
        <source>MYSTERY BOUNTIES · {count} LEFT TO DRAW, {amount}</source>
        <translation>PRIMES MYSTÈRE · {count} À TIRER, {amount}</translation>
    </message>
    <message>
        <source>NEXT BREAK IN</source>
        <translation>PAUSE DANS</translation>
    </message>
    <message>
        <source>NO CLOCK</source>
        <translation>PAS D&apos;HORLOGE</translation>
    </message>
    <message>
        <source>Not live</source>
        <translation>Pas en direct</translation>
    </message>
    <message>
        <source>PAYOUTS</source>
        <translation>GAINS</translation>
    </message>
    <message>
        <source>PAYOUTS · POOL {amount}</source>
        <translation>GAINS · PRIZE POOL {amount}</translation>
    </message>
    <message>
        <source>PAYOUTS · POOL {amount} · GUARANTEED, {overlay} OVERLAY</source>
        <translation>GAINS · PRIZE POOL {amount} · GARANTI, OVERLAY DE {overlay}</translation>
    </message>
    <message>
        <source>PAYOUTS · TOP {shown} OF {count} PLACES</source>
        <translation>GAINS · {shown} PREMIERS SUR {count} PLACES</translation>
    </message>
    <message>
        <source>PLAYERS</source>
        <translation>JOUEURS</translation>
    </message>
    <message>
        <source>PRIZE POOL</source>
        <translation>PRIZE POOL</translation>
    </message>
    <message>
        <source>Payouts from two entries on</source>
        <translation>Gains à partir de deux entrées</translation>
    </message>
    <message>
        <source>RESULTS</source>
        <translation>RÉSULTATS</translation>
    </message>
    <message>
        <source>Room display</source>
        <translation>Écran de salle</translation>
    </message>
    <message>
        <source>SEAT CHANGES</source>
        <translation>CHANGEMENTS DE PLACE</translation>
    </message>
    <message>
        <source>SEAT CHANGES {page}/{pages}</source>
        <translation>CHANGEMENTS DE PLACE {page}/{pages}</translation>
    </message>
    <message>
        <source>SEATING · NAME · TABLE · SEAT</source>
        <translation>PLACEMENT · NOM · TABLE · SIÈGE</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>drew {amount}</source>
        <translation>a tiré {amount}</translation>
    </message>
    <message>
        <source>left</source>
        <translation>restants</translation>
    </message>
    <message>
        <source>left / entries</source>
        <translation>restants / entrées</translation>
    </message>
    <message>
        <source>{amount} overlay</source>
        <translation>overlay de {amount}</translation>
    </message>
    <message>
        <source>{count} BB</source>
        <translation>{count} BB</translation>
    </message>
    <message>
        <source>{count} place paid</source>
        <translation>{count} place payée</translation>
    </message>
    <message>
        <source>{count} places paid</source>
        <translation>{count} places payées</translation>
    </message>
    <message>
        <source>{name} → Table {table} · Seat {seat}</source>
        <translation>{name} → Table {table} · Siège {seat}</translation>
    </message>
</context>
<context>
    <name>web.static.entry</name>
    <message>
        <source>Alternate {number}</source>
        <translation>Remplaçant {number}</translation>
    </message>
    <message>
        <source>At the draw</source>
        <translation>Au tirage</translation>
    </message>
    <message>
        <source>Bagged: {chips} chips in bag {bag} ({time})</source>
        <translation>Ensaché : {chips} jetons dans le sac {bag} ({time})</translation>
    </message>
    <message>
        <source>Bounties won {amount}</source>
        <translation>Primes gagnées {amount}</translation>
    </message>
    <message>
        <source>Bounty on your head {amount}</source>
        <translation>Prime sur votre tête {amount}</translation>
    </message>
    <message>
        <source>Everyone&apos;s seat is drawn at once before play starts.</source>
        <translation>Les sièges de tous sont tirés en une fois avant le début du jeu.</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Déplacements</translation>
    </message>
    <message>
        <source>My seat</source>
        <translation>Ma place</translation>
    </message>
    <message>
        <source>Mystery bounties drawn: {drawn}</source>
        <translation>Primes mystère tirées : {drawn}</translation>
    </message>
    <message>
        <source>Out in {place}</source>
        <translation>Éliminé en {place} place</translation>
    </message>
    <message>
        <source>Prize {amount}</source>
        <translation>Gain {amount}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Siège {seat}</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <source>Table {table} · Seat {seat}</source>
        <translation>Table {table} · Siège {seat}</translation>
    </message>
    <message>
        <source>Through to Day 2</source>
        <translation>Qualifié pour le Day 2</translation>
    </message>
    <message>
        <source>Through to Day 2: your seat</source>
        <translation>Qualifié pour le Day 2 : votre place</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Waiting for</source>
        <translation>En attente du</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Won so far {amount}</source>
        <translation>Gagné jusqu&apos;ici {amount}</translation>
    </message>
    <message>
        <source>Won {amount}</source>
        <translation>Gagné {amount}</translation>
    </message>
    <message>
        <source>You get a seat after {count} alternate ahead of you.</source>
        <translation>Vous aurez un siège après {count} remplaçant devant vous.</translation>
    </message>
    <message>
        <source>You get a seat after {count} alternates ahead of you.</source>
        <translation>Vous aurez un siège après {count} remplaçants devant vous.</translation>
    </message>
    <message>
        <source>You get the next seat that frees up.</source>
        <translation>Vous aurez le prochain siège qui se libère.</translation>
    </message>
    <message>
        <source>Your Day 2 stack: {chips}</source>
        <translation>Votre tapis pour le Day 2 : {chips}</translation>
    </message>
    <message>
        <source>Your Day 2 stack: {chips} (bag {bag})</source>
        <translation>Votre tapis pour le Day 2 : {chips} (sac {bag})</translation>
    </message>
    <message>
        <source>Your stack at the last count: {chips} ({time})</source>
        <translation>Votre tapis au dernier comptage : {chips} ({time})</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>rien encore</translation>
    </message>
    <message>
        <source>the seat draw</source>
        <translation>tirage des sièges</translation>
    </message>
</context>
<context>
    <name>web.static.find</name>
    <message>
        <source>Alternate {number}</source>
        <translation>Remplaçant {number}</translation>
    </message>
    <message>
        <source>Find my seat</source>
        <translation>Trouver ma place</translation>
    </message>
    <message>
        <source>More match: type more of the name.</source>
        <translation>D&apos;autres correspondent : tapez davantage du nom.</translation>
    </message>
    <message>
        <source>Nobody of that name is in this event.</source>
        <translation>Personne de ce nom n&apos;est dans ce tournoi.</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Éliminé</translation>
    </message>
    <message>
        <source>Table {table} · Seat {seat}</source>
        <translation>Table {table} · Siège {seat}</translation>
    </message>
    <message>
        <source>Through to Day 2</source>
        <translation>Qualifié pour le Day 2</translation>
    </message>
    <message>
        <source>Type your name</source>
        <translation>Tapez votre nom</translation>
    </message>
    <message>
        <source>Waiting for the draw</source>
        <translation>En attente du tirage</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
</context>
<context>
    <name>web.static.floor</name>
    <message>
        <source>Ante {ante}</source>
        <translation>Ante {ante}</translation>
    </message>
    <message>
        <source>As of {time} — {ago}</source>
        <translation>À {time} — {ago}</translation>
    </message>
    <message>
        <source>BB ante {ante}</source>
        <translation>Ante BB {ante}</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Horloge</translation>
    </message>
    <message>
        <source>Clock as of {time} — {ago}</source>
        <translation>Horloge à {time} — {ago}</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Fermées</translation>
    </message>
    <message>
        <source>Colour up {chips}</source>
        <translation>Change de jetons {chips}</translation>
    </message>
    <message>
        <source>Colour-up {chips}</source>
        <translation>Change de jetons {chips}</translation>
    </message>
    <message>
        <source>FINISHED</source>
        <translation>TERMINÉ</translation>
    </message>
    <message>
        <source>Find my seat</source>
        <translation>Trouver ma place</translation>
    </message>
    <message>
        <source>Guaranteed {guarantee} · the house adds {overlay}</source>
        <translation>Garanti {guarantee} · la maison ajoute {overlay}</translation>
    </message>
    <message>
        <source>HAND-FOR-HAND · CLOCK HELD</source>
        <translation>MAIN PAR MAIN · HORLOGE ARRÊTÉE</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Ligue</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Niveau {level}</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>En direct</translation>
    </message>
    <message>
        <source>NOT STARTED</source>
        <translation>PAS COMMENCÉ</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Next: Break</source>
        <translation>Puis : pause</translation>
    </message>
    <message>
        <source>Next: Level {level}</source>
        <translation>Puis : niveau {level}</translation>
    </message>
    <message>
        <source>Not live</source>
        <translation>Pas en direct</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Maintenant</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvertes</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>EN PAUSE</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Gains</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Starts in</source>
        <translation>Départ dans</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Structure</translation>
    </message>
    <message>
        <source>The floor did not answer.</source>
        <translation>Le floor n&apos;a pas répondu.</translation>
    </message>
    <message>
        <source>There is no such event.</source>
        <translation>Ce tournoi n&apos;existe pas.</translation>
    </message>
    <message>
        <source>This is the last level</source>
        <translation>C&apos;est le dernier niveau</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Vainqueur : {name}</translation>
    </message>
    <message>
        <source>closes end of level {level}</source>
        <translation>fermées à la fin du niveau {level}</translation>
    </message>
    <message>
        <source>{hours} h {minutes} min ago</source>
        <translation>il y a {hours} h {minutes} min</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>{minutes} min ago</source>
        <translation>il y a {minutes} min</translation>
    </message>
    <message>
        <source>{seconds} s ago</source>
        <translation>il y a {seconds} s</translation>
    </message>
</context>
<context>
    <name>web.static.home</name>
    <message>
        <source>Average stack</source>
        <translation>Tapis moyen</translation>
    </message>
    <message>
        <source>Chip leaders</source>
        <translation>Chip leaders</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Horloge</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <source>Next break in {time}</source>
        <translation>Pause dans {time}</translation>
    </message>
    <message>
        <source>On a break</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Players left</source>
        <translation>Joueurs restants</translation>
    </message>
    <message>
        <source>{chips} chips uncounted among {who}</source>
        <translation>{chips} jetons non comptés chez {who}</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} joueur</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
</context>
<context>
    <name>web.static.index</name>
    <message>
        <source>Clock</source>
        <translation>Horloge</translation>
    </message>
</context>
<context>
    <name>web.static.language_switch</name>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
</context>
<context>
    <name>web.static.layout_view</name>
    <message>
        <source>AVERAGE STACK</source>
        <translation>TAPIS MOYEN</translation>
    </message>
    <message>
        <source>CHIP LEADERS</source>
        <translation>CHIP LEADERS</translation>
    </message>
    <message>
        <source>EVENTS</source>
        <translation>TOURNOIS</translation>
    </message>
    <message>
        <source>LATE REGISTRATION</source>
        <translation>INSCRIPTIONS TARDIVES</translation>
    </message>
    <message>
        <source>LEAGUE STANDINGS</source>
        <translation>CLASSEMENT DE LA LIGUE</translation>
    </message>
    <message>
        <source>NEXT BREAK IN</source>
        <translation>PAUSE DANS</translation>
    </message>
    <message>
        <source>NEXT LEVEL</source>
        <translation>NIVEAU SUIVANT</translation>
    </message>
    <message>
        <source>No chip counts yet</source>
        <translation>Pas encore de comptage de jetons</translation>
    </message>
    <message>
        <source>No event in play</source>
        <translation>Aucun tournoi en cours</translation>
    </message>
    <message>
        <source>No one is seated yet</source>
        <translation>Personne n&apos;est encore assis</translation>
    </message>
    <message>
        <source>No places yet</source>
        <translation>Pas encore de places</translation>
    </message>
    <message>
        <source>No seat changes</source>
        <translation>Aucun changement de place</translation>
    </message>
    <message>
        <source>Not part of a league season</source>
        <translation>Ne fait pas partie d&apos;une saison de ligue</translation>
    </message>
    <message>
        <source>PAYOUTS</source>
        <translation>GAINS</translation>
    </message>
    <message>
        <source>PLAYERS</source>
        <translation>JOUEURS</translation>
    </message>
    <message>
        <source>PRIZE POOL</source>
        <translation>PRIZE POOL</translation>
    </message>
    <message>
        <source>Payouts from two entries on</source>
        <translation>Gains à partir de deux entrées</translation>
    </message>
    <message>
        <source>RESULTS</source>
        <translation>RÉSULTATS</translation>
    </message>
    <message>
        <source>SEAT CHANGES</source>
        <translation>CHANGEMENTS DE PLACE</translation>
    </message>
    <message>
        <source>SEATING</source>
        <translation>PLACEMENT</translation>
    </message>
</context>
<context>
    <name>web.static.pair</name>
    <message>
        <source>Pair</source>
        <translation>Appairer</translation>
    </message>
    <message>
        <source>Pair this phone</source>
        <translation>Appairer ce téléphone</translation>
    </message>
    <message>
        <source>Pair this phone with the floor</source>
        <translation>Appairer ce téléphone avec le floor</translation>
    </message>
    <message>
        <source>Paired as {name}.</source>
        <translation>Appairé sous le nom {name}.</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Code d&apos;appairage</translation>
    </message>
    <message>
        <source>The code is shown on the director&apos;s laptop (File › Share on the venue network… › Pair a phone). It works once, for two minutes.</source>
        <translation>Le code s&apos;affiche sur l&apos;ordinateur du directeur (Fichier › Partager sur le réseau de l&apos;établissement… › Appairer un téléphone). Il sert une fois, pendant deux minutes.</translation>
    </message>
    <message>
        <source>This phone&apos;s name</source>
        <translation>Nom de ce téléphone</translation>
    </message>
    <message>
        <source>e.g. Floor Ann</source>
        <translation>p. ex. Floor Anne</translation>
    </message>
</context>
<context>
    <name>web.static.payouts</name>
    <message>
        <source>Bounties</source>
        <translation>Primes</translation>
    </message>
    <message>
        <source>Bounty on head</source>
        <translation>Prime sur la tête</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Tiré</translation>
    </message>
    <message>
        <source>Drawn so far</source>
        <translation>Tirés jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Restants</translation>
    </message>
    <message>
        <source>Mystery bounties</source>
        <translation>Primes mystère</translation>
    </message>
    <message>
        <source>Nothing is paid yet.</source>
        <translation>Rien n&apos;est encore payé.</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Gains</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Prize pool {amount}</source>
        <translation>Prize pool {amount}</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>The biggest {shown} of {all} bounties in play</source>
        <translation>Les {shown} plus grosses des {all} primes en jeu</translation>
    </message>
    <message>
        <source>The biggest {shown} of {all} prizes drawn</source>
        <translation>Les {shown} plus gros des {all} prix tirés</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagné</translation>
    </message>
    <message>
        <source>{count} prizes left to draw, {amount}</source>
        <translation>{count} prix restent à tirer, {amount}</translation>
    </message>
    <message>
        <source>{count} prizes to draw, {amount} (not drawn yet)</source>
        <translation>{count} prix à tirer, {amount} (pas encore tirés)</translation>
    </message>
    <message>
        <source>{places} places paid · {entries} entries</source>
        <translation>{places} places payées · {entries} entrées</translation>
    </message>
</context>
<context>
    <name>web.static.results</name>
    <message>
        <source>Nobody is out yet.</source>
        <translation>Personne n&apos;est encore éliminé.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>{left} of {field} left</source>
        <translation>{left} sur {field} restants</translation>
    </message>
</context>
<context>
    <name>web.static.room_cues</name>
    <message>
        <source>Let this screen speak</source>
        <translation>Laisser parler cet écran</translation>
    </message>
    <message>
        <source>No voice in this browser: lines are not spoken</source>
        <translation>Pas de voix dans ce navigateur : les annonces ne sont pas lues</translation>
    </message>
</context>
<context>
    <name>web.static.room_end_view</name>
    <message>
        <source>FINAL PLACES · FIELD {field}</source>
        <translation>CLASSEMENT FINAL · {field} ENTRÉES</translation>
    </message>
    <message>
        <source>FINAL PLACES · TOP {shown} OF {field}</source>
        <translation>CLASSEMENT FINAL · {shown} PREMIERS SUR {field}</translation>
    </message>
    <message>
        <source>WINNER</source>
        <translation>VAINQUEUR</translation>
    </message>
</context>
<context>
    <name>web.static.signup</name>
    <message>
        <source>Alternate {number}</source>
        <translation>Remplaçant {number}</translation>
    </message>
    <message>
        <source>Membership number (if you have one)</source>
        <translation>Numéro d&apos;adhérent (si vous en avez un)</translation>
    </message>
    <message>
        <source>My sign-up</source>
        <translation>Ma préinscription</translation>
    </message>
    <message>
        <source>Not on the list</source>
        <translation>Pas sur la liste</translation>
    </message>
    <message>
        <source>Paid · waiting</source>
        <translation>Payé · en attente</translation>
    </message>
    <message>
        <source>Pay the buy-in at the desk: the director confirms you there.</source>
        <translation>Payez le buy-in à l&apos;accueil : le directeur vous y confirme.</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Siège {seat}</translation>
    </message>
    <message>
        <source>See my sign-up</source>
        <translation>Voir ma préinscription</translation>
    </message>
    <message>
        <source>See the director at the desk.</source>
        <translation>Voyez le directeur à l&apos;accueil.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Envoi…</translation>
    </message>
    <message>
        <source>Sign up</source>
        <translation>Se préinscrire</translation>
    </message>
    <message>
        <source>Sign-up is closed.</source>
        <translation>La préinscription est fermée.</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <source>The director took this sign-up off the list. See the desk.</source>
        <translation>Le directeur a retiré cette préinscription de la liste. Voyez l&apos;accueil.</translation>
    </message>
    <message>
        <source>The event is full: pay at the desk to keep your place in line.</source>
        <translation>Le tournoi est complet : payez à l&apos;accueil pour garder votre place dans la file.</translation>
    </message>
    <message>
        <source>The floor did not answer.</source>
        <translation>Le floor n&apos;a pas répondu.</translation>
    </message>
    <message>
        <source>You are in. Good luck!</source>
        <translation>Vous êtes inscrit. Bonne chance !</translation>
    </message>
    <message>
        <source>You get a seat as one frees up; this page shows it.</source>
        <translation>Vous aurez un siège dès qu&apos;il s&apos;en libère un ; cette page l&apos;affichera.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Your place is held when you pay the buy-in at the desk. This page then shows your seat.</source>
        <translation>Votre place est retenue quand vous payez le buy-in à l&apos;accueil. Cette page affiche alors votre siège.</translation>
    </message>
    <message>
        <source>for the seat draw</source>
        <translation>du tirage des sièges</translation>
    </message>
</context>
<context>
    <name>web.static.signup_strip</name>
    <message>
        <source>Alternate {number} · {name}</source>
        <translation>Remplaçant {number} · {name}</translation>
    </message>
    <message>
        <source>Pay at the desk</source>
        <translation>Payer à l&apos;accueil</translation>
    </message>
    <message>
        <source>QR code of the sign-up page</source>
        <translation>QR code de la page de préinscription</translation>
    </message>
    <message>
        <source>SIGN UP</source>
        <translation>PRÉINSCRIPTION</translation>
    </message>
</context>
<context>
    <name>web.static.staff</name>
    <message>
        <source>, prize {amount}</source>
        <translation>, gain {amount}</translation>
    </message>
    <message>
        <source>A table&apos;s hand</source>
        <translation>Main d&apos;une table</translation>
    </message>
    <message>
        <source>Add the players who busted first.</source>
        <translation>Ajoutez d&apos;abord les joueurs éliminés.</translation>
    </message>
    <message>
        <source>Add to this hand</source>
        <translation>Ajouter à cette main</translation>
    </message>
    <message>
        <source>Balancing</source>
        <translation>Équilibrage</translation>
    </message>
    <message>
        <source>Balancing box: Show the plan, then Make the moves.</source>
        <translation>Bloc Équilibrage : Voir le plan, puis Faire les déplacements.</translation>
    </message>
    <message>
        <source>Bust</source>
        <translation>Élimination</translation>
    </message>
    <message>
        <source>Button now at seat</source>
        <translation>Bouton maintenant au siège</translation>
    </message>
    <message>
        <source>Chip counts</source>
        <translation>Comptage des jetons</translation>
    </message>
    <message>
        <source>Chip counts · table {table}</source>
        <translation>Comptage des jetons · table {table}</translation>
    </message>
    <message>
        <source>Chips at the start of the hand (if several bust)</source>
        <translation>Jetons au début de la main (si plusieurs sont éliminés)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Horloge</translation>
    </message>
    <message>
        <source>Confirm bust</source>
        <translation>Confirmer l&apos;élimination</translation>
    </message>
    <message>
        <source>Find the situation</source>
        <translation>Trouver la situation</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Floor staff</source>
        <translation>Équipe du floor</translation>
    </message>
    <message>
        <source>Hand finished</source>
        <translation>Main finie</translation>
    </message>
    <message>
        <source>Held, hand-for-hand</source>
        <translation>Arrêtée, main par main</translation>
    </message>
    <message>
        <source>Make the moves</source>
        <translation>Faire les déplacements</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Not live</source>
        <translation>Pas en direct</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Pas commencé</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>One seat a line: seat, then chips (3 125000)</source>
        <translation>Un siège par ligne : siège, puis jetons (3 125000)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Record the counts</source>
        <translation>Enregistrer les comptages</translation>
    </message>
    <message>
        <source>Record the ruling</source>
        <translation>Enregistrer la décision</translation>
    </message>
    <message>
        <source>Register a player</source>
        <translation>Inscrire un joueur</translation>
    </message>
    <message>
        <source>Register a player box: it applies this.</source>
        <translation>Bloc Inscrire un joueur : il l&apos;applique.</translation>
    </message>
    <message>
        <source>Register and draw a seat</source>
        <translation>Inscrire et tirer un siège</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Seat (12-4) or name</source>
        <translation>Siège (12-4) ou nom</translation>
    </message>
    <message>
        <source>Set the button</source>
        <translation>Placer le bouton</translation>
    </message>
    <message>
        <source>Show the plan</source>
        <translation>Voir le plan</translation>
    </message>
    <message>
        <source>Show the plan first.</source>
        <translation>Affichez d&apos;abord le plan.</translation>
    </message>
    <message>
        <source>Starts soon</source>
        <translation>Commence bientôt</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <source>Table {table} · Seat {seat}</source>
        <translation>Table {table} · Siège {seat}</translation>
    </message>
    <message>
        <source>This phone is not paired: scan the pairing code shown on the director&apos;s laptop.</source>
        <translation>Ce téléphone n&apos;est pas appairé : scannez le code d&apos;appairage affiché sur l&apos;ordinateur du directeur.</translation>
    </message>
    <message>
        <source>What happened (words)</source>
        <translation>Ce qui s&apos;est passé (mots-clés)</translation>
    </message>
    <message>
        <source>misdeal</source>
        <translation>maldonne</translation>
    </message>
    <message>
        <source>starts in {time}</source>
        <translation>commence dans {time}</translation>
    </message>
    <message>
        <source>{name} ({seat}) finishes {place}</source>
        <translation>{name} ({seat}) termine {place}</translation>
    </message>
    <message>
        <source>{name} · dealer, table {table}</source>
        <translation>{name} · croupier, table {table}</translation>
    </message>
    <message>
        <source>{name} · floor</source>
        <translation>{name} · floor</translation>
    </message>
    <message>
        <source>{source} (borrowed): {title}</source>
        <translation>{source} (emprunté) : {title}</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>reste {time}</translation>
    </message>
    <message>
        <source>“{line}” is not a seat and its chips (3 125000).</source>
        <translation>« {line} » n&apos;est pas un siège et ses jetons (3 125000).</translation>
    </message>
</context>
<context>
    <name>web.static.standings</name>
    <message>
        <source>Events</source>
        <translation>Tournois</translation>
    </message>
    <message>
        <source>League standings</source>
        <translation>Classement de la ligue</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
</context>
<context>
    <name>web.static.structure</name>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Blinds</source>
        <translation>Blinds</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Colour up {chips}</source>
        <translation>Change de jetons {chips}</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Structure</translation>
    </message>
</context>
<context>
    <name>welcome</name>
    <message>
        <source>floortool</source>
        <extracomment>The welcome&apos;s cards are roomier than a page&apos;s: nothing else is on the screen.</extracomment>
        <translation>floortool</translation>
    </message>
    <message>
        <source>Run the floor of a live poker tournament. Create a new event, or open one you have already set up.</source>
        <translation>Gérer le floor d&apos;un tournoi de poker live. Créer un nouveau tournoi, ou en ouvrir un déjà préparé.</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Nouveau tournoi</translation>
    </message>
    <message>
        <source>Create event</source>
        <translation>Créer le tournoi</translation>
    </message>
    <message>
        <source>Open an event</source>
        <translation>Ouvrir un tournoi</translation>
    </message>
    <message>
        <source>No events yet. Create the first one with the form.</source>
        <translation>Pas encore de tournoi. Créer le premier avec le formulaire.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
</context>
<context>
    <name>window_dialogs</name>
    <message>
        <source>&amp;New Event…</source>
        <extracomment>Where the window keeps the room display&apos;s layout (its name; &quot;&quot; : the built-in one). Where it keeps the screen set the display turns through (&quot;&quot; : none, the layout).</extracomment>
        <translation>&amp;Nouveau tournoi…</translation>
    </message>
    <message>
        <source>&amp;Open Event…</source>
        <translation>&amp;Ouvrir un tournoi…</translation>
    </message>
    <message>
        <source>Event &amp;Settings…</source>
        <translation>&amp;Paramètres du tournoi…</translation>
    </message>
    <message>
        <source>S&amp;hare on the Venue Network…</source>
        <translation>Pa&amp;rtager sur le réseau de l&apos;établissement…</translation>
    </message>
    <message>
        <source>Serve the floor to phones and screens; pair staff phones</source>
        <translation>Servir le floor aux téléphones et écrans ; appairer les téléphones du personnel</translation>
    </message>
    <message>
        <source>&amp;About floortool</source>
        <translation>À &amp;propos de floortool</translation>
    </message>
    <message>
        <source>&amp;Rulebooks…</source>
        <translation>&amp;Règlements…</translation>
    </message>
    <message>
        <source>Au&amp;tomation…</source>
        <translation>A&amp;utomatisation…</translation>
    </message>
    <message>
        <source>What the room hears and sees at a level, a break, the bubble, the final table</source>
        <translation>Ce que la salle entend et voit à un niveau, une pause, la bulle, la table finale</translation>
    </message>
    <message>
        <source>Room &amp;Layout Editor…</source>
        <translation>Éditeur de &amp;mise en page de la salle…</translation>
    </message>
    <message>
        <source>Make the room display&apos;s layout your own</source>
        <translation>Personnaliser la mise en page de l&apos;écran de salle</translation>
    </message>
    <message>
        <source>Room display layout</source>
        <translation>Mise en page de l&apos;écran de salle</translation>
    </message>
    <message>
        <source>Open event</source>
        <translation>Ouvrir le tournoi</translation>
    </message>
    <message>
        <source>Open the rulebooks</source>
        <translation>Ouvrir les règlements</translation>
    </message>
    <message>
        <source>Open the rule</source>
        <translation>Ouvrir la règle</translation>
    </message>
    <message>
        <source>Room layout editor</source>
        <translation>Éditeur de mise en page de la salle</translation>
    </message>
    <message>
        <source>Room Screen &amp;Sets…</source>
        <translation>Sér&amp;ies d&apos;écrans de la salle…</translation>
    </message>
    <message>
        <source>Layouts shown in turn</source>
        <translation>Dispositions montrées à tour de rôle</translation>
    </message>
    <message>
        <source>Room display screen set</source>
        <translation>Série d&apos;écrans de l&apos;écran de salle</translation>
    </message>
    <message>
        <source>Room screen sets</source>
        <translation>Séries d&apos;écrans de la salle</translation>
    </message>
</context>
<context>
    <name>window_menus</name>
    <message>
        <source>&amp;Close Event</source>
        <translation>&amp;Fermer le tournoi</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Register Players…</source>
        <translation>&amp;Inscrire des joueurs…</translation>
    </message>
    <message>
        <source>&amp;Bust-out…</source>
        <translation>É&amp;limination…</translation>
    </message>
    <message>
        <source>&amp;Find Player</source>
        <translation>&amp;Trouver un joueur</translation>
    </message>
    <message>
        <source>&amp;Import Players…</source>
        <translation>I&amp;mporter des joueurs…</translation>
    </message>
    <message>
        <source>&amp;Duplicates / Merge…</source>
        <translation>&amp;Doublons / Fusion…</translation>
    </message>
    <message>
        <source>Side&amp;bar</source>
        <translation>&amp;Barre latérale</translation>
    </message>
    <message>
        <source>Show or hide the list of pages and the mini clock</source>
        <translation>Afficher ou masquer la liste des pages et la mini-horloge</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Contraste élevé</translation>
    </message>
    <message>
        <source>Black, white and yellow, with larger text</source>
        <translation>Noir, blanc et jaune, avec un texte plus grand</translation>
    </message>
    <message>
        <source>Open Room &amp;Display</source>
        <translation>Ouvrir l&apos;écran de &amp;salle</translation>
    </message>
    <message>
        <source>Clock &amp;Call on a Player…</source>
        <translation>&amp;Clock sur un joueur…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <source>&amp;Clock</source>
        <translation>&amp;Horloge</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
</context>
<context>
    <name>window_status</name>
    <message>
        <source>Database out of reach: retrying. Nothing is lost.</source>
        <extracomment>``scheme://user:password@`` up to the last ``@`` (hiding too much beats showing a password). The status bar while the poll cannot read the database (the reason in its tooltip).</extracomment>
        <translation>Base de données injoignable : nouvel essai en cours. Rien n&apos;est perdu.</translation>
    </message>
    <message>
        <source>⚠ {count} damaged action left out</source>
        <translation>⚠ {count} action endommagée écartée</translation>
    </message>
    <message>
        <source>⚠ {count} damaged actions left out</source>
        <translation>⚠ {count} actions endommagées écartées</translation>
    </message>
    <message>
        <source>Database: {0}</source>
        <translation>Base de données : {0}</translation>
    </message>
    <message>
        <source>Operator: {operator}</source>
        <translation>Opérateur : {operator}</translation>
    </message>
    <message>
        <source>Edit &gt; {0} takes the latest back.</source>
        <translation>Édition &gt; {0} reprend la dernière.</translation>
    </message>
    <message>
        <source>The database is back: up to date.</source>
        <translation>La base de données est revenue : à jour.</translation>
    </message>
</context>
<context>
    <name>window_undo</name>
    <message>
        <source>Undo the Event&apos;s Latest:</source>
        <extracomment>The Edit menu&apos;s event-wide undo (Edit &gt; Undo takes back this station&apos;s own latest).</extracomment>
        <translation>Annuler la dernière action du tournoi :</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Take back the event&apos;s latest action, whichever station did it</source>
        <translation>Reprendre la dernière action du tournoi, quel que soit le poste qui l&apos;a faite</translation>
    </message>
    <message>
        <source>{label} (by {0})</source>
        <translation>{label} (par {0})</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Annulé</translation>
    </message>
    <message>
        <source>Redone</source>
        <translation>Rétabli</translation>
    </message>
    <message>
        <source>Not undone: something was done after that bust. Edit &gt; Undo takes back the latest action first.</source>
        <translation>Non annulé : quelque chose a été fait après cette élimination. Édition &gt; Annuler reprend d&apos;abord la dernière action.</translation>
    </message>
</context>
</TS>
