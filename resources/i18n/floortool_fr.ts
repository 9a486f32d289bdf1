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
        <source>{count} player</source>
        <translation>{count} joueur</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
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
</context>
<context>
    <name>app.documents.catalogue</name>
    <message>
        <source>There is no document &apos;{name}&apos; (there are: {known}).</source>
        <extracomment>The card layouts (seat cards, move slips) by name, with their titles.</extracomment>
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
    <name>app.documents.incident_log</name>
    <message>
        <source>No ruling in the incident log matches “{search}”.</source>
        <translation>Aucune décision du journal des incidents ne correspond à « {search} ».</translation>
    </message>
    <message>
        <source>No ruling has been recorded in this event yet.</source>
        <translation>Aucune décision n&apos;a encore été enregistrée dans ce tournoi.</translation>
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
</context>
<context>
    <name>app.documents.standings_sheet</name>
    <message>
        <source>No event of {name} has been scored yet.</source>
        <translation>Aucun tournoi de {name} n&apos;a encore été compté.</translation>
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
        <source>Nobody has finished {event} yet: there are no results to publish.</source>
        <extracomment>The files written, in the order they are written.</extracomment>
        <translation>Personne n&apos;a encore terminé {event} : il n&apos;y a pas de résultats à publier.</translation>
    </message>
    <message>
        <source>Cannot write {where}: {reason}. Choose a folder you may write to.</source>
        <translation>Impossible d&apos;écrire {where} : {reason}. Choisissez un dossier où vous pouvez écrire.</translation>
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
    <name>app.venue_tax_note</name>
    <message>
        <source>The tax-note threshold cannot be negative.</source>
        <extracomment>The preference that keeps the threshold, in cents.</extracomment>
        <translation>Le seuil de la note fiscale ne peut pas être négatif.</translation>
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
    <name>app.views.events</name>
    <message>
        <source>set by the director</source>
        <extracomment>The keys of an event&apos;s JSON that are its own, not a setting&apos;s (public: every list shows them). The keys of an event&apos;s JSON that are not a setting&apos;s id, and the setting each shows.</extracomment>
        <translation>par le directeur</translation>
    </message>
    <message>
        <source>end of level {level}</source>
        <translation>fin du niveau {level}</translation>
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
        <source>Event</source>
        <translation>Tournoi</translation>
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
        <translation>Inscription tardive</translation>
    </message>
    <message>
        <source>Late registration closes</source>
        <translation>Fin des inscriptions</translation>
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
        <translation>{tables} en jeu, {seats} chacune, plus selon le field</translation>
    </message>
    <message>
        <source>{tables} of {seats}</source>
        <translation>{tables} de {seats}</translation>
    </message>
    <message>
        <source>{tables} of {seats} ({open} in play)</source>
        <translation>{tables} de {seats} ({open} en jeu)</translation>
    </message>
    <message>
        <source>{count} table</source>
        <translation>{count} table</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation>{count} tables</translation>
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
        <source>all-in {to}</source>
        <translation>tapis {to}</translation>
    </message>
    <message>
        <source>No bet or raise yet.</source>
        <translation>Pas encore de mise ni de relance.</translation>
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
        <source>{hands} {plural} out</source>
        <translation>{hands} {plural} d&apos;exclusion</translation>
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
        <source>The case serves {0} (the {limiting_denomination} chips run out first).</source>
        <translation>La mallette suffit pour {0} (les jetons de {limiting_denomination} manquent en premier).</translation>
    </message>
    <message>
        <source>Starting stack of {starting_stack}: {0}</source>
        <translation>Tapis de départ de {starting_stack} : {0}</translation>
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
</context>
<context>
    <name>cli.bag_cmd</name>
    <message>
        <source>{spec}: a bag number is 1 to 12 characters (e.g. &apos;Ann Lee=23500@17&apos;).</source>
        <translation>{spec} : un numéro de sac fait de 1 à 12 caractères (p. ex. &apos;Ann Lee=23500@17&apos;).</translation>
    </message>
</context>
<context>
    <name>cli.chips_cmd</name>
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
</context>
<context>
    <name>cli.common</name>
    <message>
        <source>There is no event yet: create one with &apos;floortool event create --name NAME&apos;.</source>
        <translation>Il n&apos;y a pas encore de tournoi : créez-en un avec &apos;floortool event create --name NAME&apos;.</translation>
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
        <source>Either clear the scrolling line or give one, not both.</source>
        <translation>Effacez la ligne défilante ou donnez-en une, pas les deux.</translation>
    </message>
    <message>
        <source>Give the line to scroll, or --clear to take it off.</source>
        <translation>Donnez la ligne à faire défiler, ou --clear pour l&apos;enlever.</translation>
    </message>
    <message>
        <source>Either clear the announcement or give one, not both.</source>
        <translation>Effacez l&apos;annonce ou donnez-en une, pas les deux.</translation>
    </message>
    <message>
        <source>Give the line every screen shows, or --clear to take it off.</source>
        <translation>Donnez la ligne que chaque écran affiche, ou --clear pour l&apos;enlever.</translation>
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
    <name>cli.league_cmd</name>
    <message>
        <source>Name the league once: as NAME or as --league.</source>
        <extracomment>The most points a place (or an attendance) may be given.</extracomment>
        <translation>Nommez la ligue une seule fois : comme NAME ou comme --league.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>Impossible d&apos;écrire {path} : {reason}.</translation>
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
        <source>{count} player</source>
        <translation>{count} joueur</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
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
        <source>This event has no mystery bounty: give it a bounty and the mystery bounty format first (event update --bounty 50 --bounty-format mystery).</source>
        <translation>Ce tournoi n&apos;a pas de mystery bounty : donnez-lui d&apos;abord une bounty et le format mystery bounty (event update --bounty 50 --bounty-format mystery).</translation>
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
        <source>--{field} needs a comma-separated list.</source>
        <translation>--{field} a besoin d&apos;une liste séparée par des virgules.</translation>
    </message>
    <message>
        <source>There is no prize pool to share yet.</source>
        <translation>Il n&apos;y a pas encore de prize pool à partager.</translation>
    </message>
</context>
<context>
    <name>cli.player_cmd</name>
    <message>
        <source>--limit must be 1 or more.</source>
        <translation>--limit doit valoir 1 ou plus.</translation>
    </message>
    <message>
        <source>Say why the player is barred (--reason).</source>
        <translation>Dites pourquoi le joueur est exclu (--reason).</translation>
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
</context>
<context>
    <name>cli.results_cmd</name>
    <message>
        <source>--{field} takes whole numbers separated by commas, like 12000,8000 (got &apos;{text}&apos;).</source>
        <translation>--{field} prend des nombres entiers séparés par des virgules, comme 12000,8000 (reçu : &apos;{text}&apos;).</translation>
    </message>
</context>
<context>
    <name>cli.ruling_cmd</name>
    <message>
        <source>&apos;{spec}&apos; is not QUESTION=CHOICE (e.g. substantial_action=no).</source>
        <translation>&apos;{spec}&apos; n&apos;est pas QUESTION=CHOICE (p. ex. substantial_action=no).</translation>
    </message>
    <message>
        <source>{spec} is not TO or TO:all-in (e.g. 450:all-in).</source>
        <translation>{spec} n&apos;est pas TO ou TO:all-in (p. ex. 450:all-in).</translation>
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
</context>
<context>
    <name>cli.structure_cmd</name>
    <message>
        <source>Cannot write {path}: {strerror}.</source>
        <translation>Impossible d&apos;écrire {path} : {strerror}.</translation>
    </message>
    <message>
        <source>{path}: write the structure to a .json or .csv file.</source>
        <translation>{path} : écrivez la structure dans un fichier .json ou .csv.</translation>
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
        <extracomment>``room_display_requested`` with this value: open the display in a window. The page is the director&apos;s, not the room&apos;s: its digits stop growing here. Settings the page header already shows.</extracomment>
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
        <source>BB ante {ante}</source>
        <translation>Ante BB {ante}</translation>
    </message>
    <message>
        <source>Ante {ante}</source>
        <translation>Ante {ante}</translation>
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
    <name>domain.structure.levels</name>
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
        <source>no sound</source>
        <extracomment>The automation&apos;s section: edited in its own dialog (*Clock &gt; Automation…*), not in the settings dialog&apos;s sections. The sounds a moment may play (the bundled cues, ``resources/sounds``).</extracomment>
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
        <source>Sound</source>
        <extracomment>The automation&apos;s four actions: the setting&apos;s id is ``on_&lt;moment&gt;_&lt;action&gt;``.</extracomment>
        <translation>Son</translation>
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
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>the event&apos;s name</source>
        <translation>le nom du tournoi</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
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
        <source>Hand-for-hand, one table</source>
        <translation>Main par main, une table</translation>
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
        <source>how the web companion&apos;s pages show players&apos; names: full, or initials only</source>
        <translation>comment les pages web compagnon montrent les noms des joueurs : complets ou initiales seulement</translation>
    </message>
    <message>
        <source>Screen views</source>
        <translation>Vues d&apos;écran</translation>
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
        <source>how long a web room screen shows each view (each page of the seating)</source>
        <translation>combien de temps un écran de salle web montre chaque vue (chaque page du placement)</translation>
    </message>
    <message>
        <source>Live status feed</source>
        <translation>Flux d&apos;état en direct</translation>
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
        <source>open: the room display and the poster show a code that opens the sign-up page, and each sign-up waits at the desk until the money is taken</source>
        <translation>ouverte : l&apos;affichage de salle et l&apos;affiche montrent un code qui ouvre la page de préinscription, et chaque préinscription attend à l&apos;accueil jusqu&apos;au paiement</translation>
    </message>
    <message>
        <source>Sign-ups waiting at most</source>
        <translation>Préinscriptions en attente au plus</translation>
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
        <source>Late entrants get</source>
        <translation>Les entrées tardives reçoivent</translation>
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
        <source>Never by itself</source>
        <translation>Jamais d&apos;elle-même</translation>
    </message>
    <message>
        <source>Late registration closes at the end of this level (or when you close it)</source>
        <translation>L&apos;inscription tardive ferme à la fin de ce niveau (ou quand vous la fermez)</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Tapis de départ</translation>
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
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <source>the prize part of an entry: 50 or 50.00</source>
        <translation>la part d&apos;une entrée qui va aux prix : 50 ou 50.00</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Frais</translation>
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
        <source>knockout bounty: paid out of each buy-in to whoever busts the entry (blank or 0: no bounties)</source>
        <translation>prime de knockout : payée sur chaque buy-in à qui élimine l&apos;entrée (vide ou 0 : pas de primes)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Bounty format</source>
        <translation>Format de prime</translation>
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
        <source>progressive knockout: the share of a busted entry&apos;s bounty paid to the eliminator in cash (default 50); the rest goes onto the eliminator&apos;s own bounty</source>
        <translation>knockout progressif : la part de la prime d&apos;une entrée éliminée payée en espèces à l&apos;éliminateur (50 par défaut) ; le reste va sur sa propre prime</translation>
    </message>
    <message>
        <source>Mystery draws from level</source>
        <translation>Tirages mystère à partir du niveau</translation>
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
        <source>Mystery draws left</source>
        <translation>Tirages mystère restants</translation>
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
        <source>to the cent</source>
        <translation>au centime</translation>
    </message>
    <message>
        <source>progressive knockout: pay the cash part of a bounty in whole units of this (e.g. 1.00 or 5.00, the smallest chip or note at the cage); what is left over goes onto the eliminator&apos;s own bounty (blank or 0: to the cent); mystery bounty: a split prize is shared in these units</source>
        <translation>knockout progressif : payer la part en espèces d&apos;une prime en unités entières de ce montant (p. ex. 1.00 ou 5.00, le plus petit jeton ou billet à la caisse) ; le reste va sur la prime de l&apos;éliminateur (vide ou 0 : au centime) ; prime mystère : un prix partagé l&apos;est dans ces unités</translation>
    </message>
    <message>
        <source>Satellite seat</source>
        <translation>Siège du satellite</translation>
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
        <source>Satellite remainder</source>
        <translation>Reste du satellite</translation>
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
        <source>how many tables the event uses; 0: one after another as the field grows</source>
        <translation>combien de tables utilise le tournoi ; 0 : l&apos;une après l&apos;autre à mesure que le field grandit</translation>
    </message>
    <message>
        <source>as the field grows</source>
        <translation>selon le field</translation>
    </message>
    <message>
        <source>Seats per table</source>
        <translation>Sièges par table</translation>
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
        <source>Chips per level</source>
        <translation>Jetons par niveau</translation>
    </message>
    <message>
        <source>chips deducted per level started (the &apos;per-level&apos; policy)</source>
        <translation>jetons retirés par niveau commencé (la règle &apos;per-level&apos;)</translation>
    </message>
    <message>
        <source>Deduct at most</source>
        <translation>Retirer au plus</translation>
    </message>
    <message>
        <source>the most chips the blinds deducted may take (the &apos;capped-blinds&apos; policy)</source>
        <translation>le plus de jetons que peuvent prendre les blinds retirées (la règle &apos;capped-blinds&apos;)</translation>
    </message>
    <message>
        <source>Re-entries per player</source>
        <translation>Ré-entrées par joueur</translation>
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
        <source>Rebuys per entry</source>
        <translation>Recaves par entrée</translation>
    </message>
    <message>
        <source>rebuys per entry (default 0: none)</source>
        <translation>recaves par entrée (0 par défaut : aucune)</translation>
    </message>
    <message>
        <source>Rebuys until the end of</source>
        <translation>Recaves jusqu&apos;à la fin du</translation>
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
        <source>Rebuy with at most</source>
        <translation>Recave avec au plus</translation>
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
        <source>Rebuy chips</source>
        <translation>Jetons de recave</translation>
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
        <source>add-ons per entry (default 0: none)</source>
        <translation>add-ons par entrée (0 par défaut : aucun)</translation>
    </message>
    <message>
        <source>Add-ons until the end of</source>
        <translation>Add-ons jusqu&apos;à la fin du</translation>
    </message>
    <message>
        <source>add-ons are offered through the end of this level and the break after it</source>
        <translation>les add-ons sont proposés jusqu&apos;à la fin de ce niveau et pendant la pause qui suit</translation>
    </message>
    <message>
        <source>Add-on chips</source>
        <translation>Jetons d&apos;add-on</translation>
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
        <source>an add-on&apos;s prize money (blank: the buy-in)</source>
        <translation>l&apos;argent d&apos;un add-on qui va aux prix (vide : le buy-in)</translation>
    </message>
    <message>
        <source>Add-on fee</source>
        <translation>Frais d&apos;add-on</translation>
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
        <source>this event is a flight (Day 1A, 1B ...) of that Day 2 event</source>
        <translation>ce tournoi est un flight (Day 1A, 1B…) de ce tournoi Day 2</translation>
    </message>
    <message>
        <source>Not a flight</source>
        <translation>Pas un flight</translation>
    </message>
    <message>
        <source>Table order</source>
        <translation>Ordre des tables</translation>
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
        <source>the largest difference allowed between the fullest and the shortest table; 1 moves a player as soon as a table is two short</source>
        <translation>le plus grand écart permis entre la table la plus pleine et la plus courte ; 1 déplace un joueur dès qu&apos;il manque deux joueurs à une table</translation>
    </message>
    <message>
        <source> player(s)</source>
        <translation> joueur(s)</translation>
    </message>
    <message>
        <source>Early in the event</source>
        <translation>Tôt dans le tournoi</translation>
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
        <source>... while more than this many tables are open</source>
        <translation>… tant que plus de tables que cela sont ouvertes</translation>
    </message>
    <message>
        <source> tables</source>
        <translation> tables</translation>
    </message>
    <message>
        <source>Break order</source>
        <translation>Ordre de cassage</translation>
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
        <source>which table gives a player when several are fullest</source>
        <translation>quelle table donne un joueur quand plusieurs sont les plus pleines</translation>
    </message>
    <message>
        <source>Break tables to seat</source>
        <translation>Casser des tables pour asseoir</translation>
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
        <source>Final table</source>
        <translation>Table finale</translation>
    </message>
    <message>
        <source>players at the final table (two tables of five make a 9-handed final)</source>
        <translation>joueurs à la table finale (deux tables de cinq font une finale à 9)</translation>
    </message>
    <message>
        <source>A full table</source>
        <translation>Une table pleine</translation>
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
        <source>{waiting} waiting for a seat</source>
        <translation>{waiting} en attente d&apos;un siège</translation>
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
        <source>{deduction} chips deducted</source>
        <translation>{deduction} jetons déduits</translation>
    </message>
    <message>
        <source>counted at {0} UTC</source>
        <translation>compté à {0} UTC</translation>
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
        <source>{count} entry</source>
        <translation>{count} entrée</translation>
    </message>
    <message>
        <source>{count} entries</source>
        <translation>{count} entrées</translation>
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
    <message>
        <source>entry {number}</source>
        <translation>entrée {number}</translation>
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
        <source>{label} · TOP {PAYOUT_SLOTS} OF {0} PLACES</source>
        <translation>{label} · TOP {PAYOUT_SLOTS} SUR {0} PLACES</translation>
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
        <source>Projected finish {0} after the start, during level {level} (big blind {end_big_blind} = {total_chips} chips / 20).</source>
        <translation>Fin prévue {0} après le départ, au niveau {level} (grosse blind {end_big_blind} = {total_chips} jetons / 20).</translation>
    </message>
    <message>
        <source>{count} level</source>
        <translation>{count} niveau</translation>
    </message>
    <message>
        <source>{count} levels</source>
        <translation>{count} niveaux</translation>
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
        <source>{0} waiting for a seat</source>
        <extracomment>How many recent moves the panel lists. The final table&apos;s redraw is read again this long after its time is up.</extracomment>
        <translation>{0} sans siège</translation>
    </message>
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
        <source>{0} waiting</source>
        <translation>{0} en attente</translation>
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
