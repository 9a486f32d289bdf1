<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>about_dialog</name>
    <message>
        <source>About floortool</source>
        <translation>Über floortool</translation>
    </message>
    <message>
        <source>floortool {version}</source>
        <translation>floortool {version}</translation>
    </message>
    <message>
        <source>A floor tool for live poker tournaments: the clock, seating, late registration, rulings and printing.</source>
        <translation>Ein Floor-Werkzeug für Live-Pokerturniere: Uhr, Sitzplätze, Late Registration, Entscheidungen und Drucke.</translation>
    </message>
    <message>
        <source>Free software under the &lt;a href=&quot;{LICENCE_URL}&quot;&gt;{LICENCE}&lt;/a&gt;.</source>
        <translation>Freie Software unter der &lt;a href=&quot;{LICENCE_URL}&quot;&gt;{LICENCE}&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Show {where} in the file manager</source>
        <translation>{where} im Dateimanager zeigen</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Your data</source>
        <translation>Ihre Daten</translation>
    </message>
    <message>
        <source>Bundled parts and their licences</source>
        <translation>Mitgelieferte Teile und ihre Lizenzen</translation>
    </message>
</context>
<context>
    <name>announcement_overlay</name>
    <message>
        <source>Announce on every screen</source>
        <extracomment>The band: a share of the screen&apos;s width and height, centred.</extracomment>
        <translation>Durchsage auf allen Bildschirmen</translation>
    </message>
    <message>
        <source>Pick a line or type one (at most {MAX_ANNOUNCEMENT} characters):</source>
        <translation>Eine Zeile wählen oder eingeben (höchstens {MAX_ANNOUNCEMENT} Zeichen):</translation>
    </message>
    <message>
        <source>Show it for how many minutes? (0: until you clear it)</source>
        <translation>Wie viele Minuten zeigen? (0: bis Sie sie entfernen)</translation>
    </message>
    <message>
        <source>Ann&amp;ounce on Every Screen…</source>
        <translation>&amp;Durchsage auf allen Bildschirmen…</translation>
    </message>
    <message>
        <source>Show a line over every room screen and the players&apos; phones</source>
        <translation>Eine Zeile über jedem Saalbildschirm und den Handys der Spieler zeigen</translation>
    </message>
    <message>
        <source>Cl&amp;ear the Announcement</source>
        <translation>Durchsage &amp;entfernen</translation>
    </message>
</context>
<context>
    <name>app.automation</name>
    <message>
        <source>{small} and {big}</source>
        <extracomment>The values of a line&apos;s fields, by name (``cue_lines.LINE_FIELDS``). Seconds a line that could not be spoken shows over every screen instead.</extracomment>
        <translation>{small} und {big}</translation>
    </message>
    <message>
        <source>{small} and {big}, big blind ante {ante}</source>
        <translation>{small} und {big}, Big-Blind-Ante {ante}</translation>
    </message>
    <message>
        <source>{small} and {big}, ante {ante}</source>
        <translation>{small} und {big}, Ante {ante}</translation>
    </message>
</context>
<context>
    <name>app.commands.chip_counts</name>
    <message>
        <source>Table {table} is not open.</source>
        <translation>Tisch {table} ist nicht offen.</translation>
    </message>
    <message>
        <source>Table {table} has seats 1 to {seats}; there is no seat {seat}.</source>
        <translation>Tisch {table} hat die Plätze 1 bis {seats}; einen Platz {seat} gibt es nicht.</translation>
    </message>
    <message>
        <source>Seat {seat} at table {table} is empty.</source>
        <translation>Platz {seat} an Tisch {table} ist leer.</translation>
    </message>
</context>
<context>
    <name>app.commands.chips</name>
    <message>
        <source>{removed} chips cannot be coloured up with this chip set.</source>
        <translation>{removed} Chips lassen sich mit diesem Chipsatz nicht per Color-up tauschen.</translation>
    </message>
</context>
<context>
    <name>app.commands.clock</name>
    <message>
        <source>The event has no blind structure yet; choose one first.</source>
        <translation>Das Turnier hat noch keine Blindstruktur; zuerst eine wählen.</translation>
    </message>
    <message>
        <source>The clock is already on the last row of the structure.</source>
        <translation>Die Uhr steht schon auf der letzten Zeile der Struktur.</translation>
    </message>
    <message>
        <source>The clock is already on the first row of the structure.</source>
        <translation>Die Uhr steht schon auf der ersten Zeile der Struktur.</translation>
    </message>
    <message>
        <source>The scheduled start needs a time zone.</source>
        <translation>Der geplante Start braucht eine Zeitzone.</translation>
    </message>
</context>
<context>
    <name>app.commands.league</name>
    <message>
        <source>{event} is in season {season}, not {asked}.</source>
        <translation>{event} gehört zur Saison {season}, nicht zu {asked}.</translation>
    </message>
</context>
<context>
    <name>app.commands.printing</name>
    <message>
        <source>There are no seat cards to record.</source>
        <translation>Es gibt keine Platzkarten zu erfassen.</translation>
    </message>
</context>
<context>
    <name>app.commands.registration</name>
    <message>
        <source>Name at least one player to register.</source>
        <extracomment>Who a registration enters: an existing player (by id), or a new player.</extracomment>
        <translation>Mindestens einen Spieler zum Anmelden nennen.</translation>
    </message>
    <message>
        <source>Ticket {ticket} is one player&apos;s seat: register its winner alone.</source>
        <translation>Ticket {ticket} ist der Platz eines Spielers: seinen Gewinner allein anmelden.</translation>
    </message>
    <message>
        <source>No such season.</source>
        <translation>Diese Saison gibt es nicht.</translation>
    </message>
    <message>
        <source>{player} has two chip counts.</source>
        <translation>{player} hat zwei Chipcounts.</translation>
    </message>
</context>
<context>
    <name>app.commands.results</name>
    <message>
        <source>Give one stack per player busting ({count}).</source>
        <extracomment>The refusal of a list of stacks or hand ranks not one per player busting.</extracomment>
        <translation>Einen Stack pro ausscheidendem Spieler angeben ({count}).</translation>
    </message>
    <message>
        <source>Give one hand rank per player busting ({count}).</source>
        <translation>Einen Handwert pro ausscheidendem Spieler angeben ({count}).</translation>
    </message>
    <message>
        <source>Someone wins the chips of this hand: leave them off the bust.</source>
        <translation>Jemand gewinnt die Chips dieser Hand: diesen Spieler nicht ausscheiden lassen.</translation>
    </message>
    <message>
        <source>{player} is still playing: bust them first.</source>
        <translation>{player} spielt noch: zuerst ausscheiden lassen.</translation>
    </message>
    <message>
        <source>Say why the place is being set by hand.</source>
        <translation>Angeben, warum die Platzierung von Hand gesetzt wird.</translation>
    </message>
    <message>
        <source>{player} is still playing.</source>
        <translation>{player} spielt noch.</translation>
    </message>
</context>
<context>
    <name>app.commands.seating</name>
    <message>
        <source>Table {number} is not open.</source>
        <extracomment>The rule cited for a move the director makes by hand.</extracomment>
        <translation>Tisch {number} ist nicht offen.</translation>
    </message>
    <message>
        <source>Table {number} has seats 1 to {seats}, not {seat}.</source>
        <translation>Tisch {number} hat die Plätze 1 bis {seats}, nicht {seat}.</translation>
    </message>
    <message>
        <source>{reason}: enter it, or draw for it.</source>
        <translation>{reason}: eintragen oder auslosen.</translation>
    </message>
    <message>
        <source>The tables are balanced: no move is needed.</source>
        <translation>Die Tische sind ausgeglichen: kein Umsetzen nötig.</translation>
    </message>
    <message>
        <source>Choose at least one of the planned moves.</source>
        <translation>Mindestens eines der geplanten Umsetzungen wählen.</translation>
    </message>
    <message>
        <source>Not in the balancing plan: {names} (the plan moves {plan_names}).</source>
        <translation>Nicht im Ausgleichsplan: {names} (der Plan setzt {plan_names} um).</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} has no player: click the player who is big blind next.</source>
        <translation>Tisch {table} Platz {seat} hat keinen Spieler: den Spieler anklicken, der als Nächstes Big Blind ist.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is the only player: click the player who is big blind next.</source>
        <translation>Tisch {table} Platz {seat} ist der einzige Spieler: den Spieler anklicken, der als Nächstes Big Blind ist.</translation>
    </message>
    <message>
        <source>Table {table} is the final table.</source>
        <translation>Tisch {table} ist der Finaltisch.</translation>
    </message>
    <message>
        <source>Table {table} is the only table open.</source>
        <translation>Tisch {table} ist der einzige offene Tisch.</translation>
    </message>
    <message>
        <source>Table {table} cannot break: its {players} do not fit in the other tables&apos; empty seats.</source>
        <translation>Tisch {table} kann nicht aufgelöst werden: seine {players} passen nicht auf die freien Plätze der anderen Tische.</translation>
    </message>
    <message>
        <source>Table {table} has nobody to draw for the button.</source>
        <translation>An Tisch {table} sitzt niemand, um den Button auszulosen.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} already sits there.</source>
        <translation>Tisch {table} Platz {seat}: der Spieler sitzt schon dort.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is taken.</source>
        <translation>Tisch {table} Platz {seat} ist besetzt.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is out of play: put it back in play first.</source>
        <translation>Tisch {table} Platz {seat} ist nicht im Spiel: zuerst wieder ins Spiel nehmen.</translation>
    </message>
    <message>
        <source>Table {final_table} is already the final table.</source>
        <translation>Tisch {final_table} ist schon der Finaltisch.</translation>
    </message>
    <message>
        <source>{players} do not fit at the final table of {size}.</source>
        <translation>{players} passen nicht an den Finaltisch mit {size} Plätzen.</translation>
    </message>
</context>
<context>
    <name>app.commands.sign_ups</name>
    <message>
        <source>{players} are called {sign_up}, so this sign-up cannot say which: remove it from the list and register the player at the desk by number.</source>
        <translation>{players} heißen {sign_up}, daher kann diese Voranmeldung nicht sagen, welcher gemeint ist: sie aus der Liste nehmen und den Spieler am Anmeldetisch über seine Nummer anmelden.</translation>
    </message>
</context>
<context>
    <name>app.commands.structure</name>
    <message>
        <source>The event has no structure to edit yet.</source>
        <translation>Das Turnier hat noch keine Struktur zum Bearbeiten.</translation>
    </message>
</context>
<context>
    <name>app.commands.targets</name>
    <message>
        <source>There is no player number {player_id}.</source>
        <translation>Es gibt keinen Spieler mit der Nummer {player_id}.</translation>
    </message>
    <message>
        <source>{event} has no entry number {entry_id}.</source>
        <translation>{event} hat keinen Entry mit der Nummer {entry_id}.</translation>
    </message>
    <message>
        <source>{player}&apos;s entry {entry_number} is over: entry {playing} is the one playing.</source>
        <translation>Entry {entry_number} von {player} ist beendet: Entry {playing} ist der, der spielt.</translation>
    </message>
</context>
<context>
    <name>app.demo</name>
    <message>
        <source>A demo event has from {fewest} to {most} players, not {players}.</source>
        <extracomment>The players a demo may have: a tournament needs two; ten thousand is the largest field the seating engine&apos;s figures are measured at (``benchmarks/README.md``).</extracomment>
        <translation>Ein Demo-Turnier hat {fewest} bis {most} Spieler, nicht {players}.</translation>
    </message>
</context>
<context>
    <name>app.devices</name>
    <message>
        <source>{text} is not a pairing code: a code is {length} letters and digits, shown in the window under Pair a phone.</source>
        <extracomment>Upper-case letters and digits a person cannot misread for one another. A token longer than this is not one this floor made (``token_urlsafe(32)`` is 43). An authenticated device&apos;s ``last_seen_at`` is written at most this often. Codes are forgotten this long after they ran out.</extracomment>
        <translation>{text} ist kein Kopplungscode: ein Code hat {length} Buchstaben und Ziffern und wird im Fenster unter „Ein Handy koppeln“ angezeigt.</translation>
    </message>
    <message>
        <source>{value} is not a device role: a device is a floor, dealer or display one.</source>
        <translation>{value} ist keine Geräterolle: ein Gerät ist ein Floor-, Dealer- oder Anzeigegerät.</translation>
    </message>
    <message>
        <source>A floor device acts on every table: give no table for it.</source>
        <translation>Ein Floor-Gerät wirkt an jedem Tisch: keinen Tisch dafür angeben.</translation>
    </message>
    <message>
        <source>A room screen acts on no table: give no table for it.</source>
        <translation>Ein Saalbildschirm wirkt an keinem Tisch: keinen Tisch dafür angeben.</translation>
    </message>
    <message>
        <source>A dealer device is tied to one table: give its table number.</source>
        <translation>Ein Dealer-Gerät gehört zu einem Tisch: seine Tischnummer angeben.</translation>
    </message>
    <message>
        <source>Table {table} is not a table number (1 to {most}).</source>
        <translation>{table} ist keine Tischnummer (1 bis {most}).</translation>
    </message>
    <message>
        <source>A device name is 1 to {most} printable characters, e.g. &apos;Anna&apos;s phone&apos;.</source>
        <translation>Ein Gerätename hat 1 bis {most} druckbare Zeichen, z. B. „Annas Handy“.</translation>
    </message>
    <message>
        <source>A pairing code must be valid for some time.</source>
        <translation>Ein Kopplungscode muss eine Zeit lang gültig sein.</translation>
    </message>
    <message>
        <source>That pairing code is not known: ask the floor for a new code.</source>
        <translation>Dieser Kopplungscode ist unbekannt: den Floor um einen neuen Code bitten.</translation>
    </message>
    <message>
        <source>That pairing code was already used: each code pairs one device. Ask the floor for a new code.</source>
        <translation>Dieser Kopplungscode wurde schon benutzt: jeder Code koppelt ein Gerät. Den Floor um einen neuen Code bitten.</translation>
    </message>
    <message>
        <source>That pairing code has expired: a code is good for a couple of minutes only. Ask the floor for a new code.</source>
        <translation>Dieser Kopplungscode ist abgelaufen: ein Code gilt nur ein paar Minuten. Den Floor um einen neuen Code bitten.</translation>
    </message>
    <message>
        <source>A paired device is already called {name}: choose another name.</source>
        <translation>Ein gekoppeltes Gerät heißt schon {name}: einen anderen Namen wählen.</translation>
    </message>
    <message>
        <source>This device is not paired: pair it with a code from the floor.</source>
        <translation>Dieses Gerät ist nicht gekoppelt: es mit einem Code vom Floor koppeln.</translation>
    </message>
    <message>
        <source>The device {found} was unpaired by the floor: pair it again with a new code.</source>
        <translation>Das Gerät {found} wurde vom Floor entkoppelt: es mit einem neuen Code wieder koppeln.</translation>
    </message>
    <message>
        <source>There is no paired device {device_id}.</source>
        <translation>Es gibt kein gekoppeltes Gerät {device_id}.</translation>
    </message>
    <message>
        <source>{device} is a {role} device, not a room screen: only a room screen shows a layout.</source>
        <translation>{device} ist ein Gerät der Rolle {role}, kein Saalbildschirm: nur ein Saalbildschirm zeigt ein Layout.</translation>
    </message>
    <message>
        <source>{device} was unpaired: pair the screen again first.</source>
        <translation>{device} wurde entkoppelt: den Bildschirm zuerst wieder koppeln.</translation>
    </message>
</context>
<context>
    <name>app.documents.bags</name>
    <message>
        <source>Nobody has been bagged in this event yet.</source>
        <translation>In diesem Turnier wurde noch niemand eingetütet.</translation>
    </message>
    <message>
        <source>Nobody is playing in this event.</source>
        <translation>In diesem Turnier spielt niemand.</translation>
    </message>
    <message>
        <source>{count} stack not counted</source>
        <translation>{count} Stack nicht gezählt</translation>
    </message>
    <message>
        <source>{count} stacks not counted</source>
        <translation>{count} Stacks nicht gezählt</translation>
    </message>
    <message>
        <source>every stack counted</source>
        <translation>jeder Stack gezählt</translation>
    </message>
    <message>
        <source>{players} · {chips} chips in play · {stacks}</source>
        <translation>{players} · {chips} Chips im Spiel · {stacks}</translation>
    </message>
</context>
<context>
    <name>app.documents.catalogue</name>
    <message>
        <source>Seat cards</source>
        <extracomment>The card layouts (seat cards, move slips) by name, with their titles.</extracomment>
        <translation>Platzkarten</translation>
    </message>
    <message>
        <source>A card per seated player: table and seat, stack, entry, QR code of the entry.</source>
        <translation>Eine Karte je platziertem Spieler: Tisch und Platz, Stack, Entry, QR-Code des Entrys.</translation>
    </message>
    <message>
        <source>Move slips</source>
        <translation>Umsetzzettel</translation>
    </message>
    <message>
        <source>A slip per player moved by the latest balance or table break: from, to, and why.</source>
        <translation>Ein Zettel je Spieler, der beim letzten Ausgleich oder Tischabbau umgesetzt wurde: von, nach und warum.</translation>
    </message>
    <message>
        <source>Table sheets</source>
        <translation>Tischblätter</translation>
    </message>
    <message>
        <source>A page per open table, seat by seat, with the dealer button.</source>
        <translation>Eine Seite je offenem Tisch, Platz für Platz, mit dem Dealer-Button.</translation>
    </message>
    <message>
        <source>Seating chart</source>
        <translation>Sitzplan</translation>
    </message>
    <message>
        <source>Everyone seated, alphabetically, with table and seat, in large type for the wall.</source>
        <translation>Alle Platzierten, alphabetisch, mit Tisch und Platz, in großer Schrift für die Wand.</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <source>Every level and break, with antes and colour-ups.</source>
        <translation>Jedes Level und jede Pause, mit Antes und Color-ups.</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Auszahlungen</translation>
    </message>
    <message>
        <source>The prize pool line by line and what each place pays.</source>
        <translation>Das Preisgeld Zeile für Zeile und was jeder Platz auszahlt.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Everyone who has finished: place, prize, points, hits, who knocked them out.</source>
        <translation>Alle Ausgeschiedenen: Platz, Preis, Punkte, Treffer, wer sie rausgeworfen hat.</translation>
    </message>
    <message>
        <source>Chip leaders</source>
        <translation>Chip-Leader</translation>
    </message>
    <message>
        <source>The chip leaders by last count, the average, and the chart of the night.</source>
        <translation>Die Chip-Leader nach letzter Zählung, der Durchschnitt und der Verlauf des Abends.</translation>
    </message>
    <message>
        <source>Bag slips</source>
        <translation>Bag-Zettel</translation>
    </message>
    <message>
        <source>A slip per bagged survivor: name, entry, chips, bag number, day, QR code.</source>
        <translation>Ein Zettel je eingetütetem Überlebenden: Name, Entry, Chips, Bag-Nummer, Tag, QR-Code.</translation>
    </message>
    <message>
        <source>Chip counts</source>
        <translation>Chipcounts</translation>
    </message>
    <message>
        <source>Everyone still in, most chips first, with bag, table and seat.</source>
        <translation>Alle noch im Turnier, die meisten Chips zuerst, mit Bag, Tisch und Platz.</translation>
    </message>
    <message>
        <source>Cash report</source>
        <translation>Kassenbericht</translation>
    </message>
    <message>
        <source>Money in by kind, money out by payee, the difference (0.00), a line to sign each.</source>
        <translation>Einnahmen nach Art, Ausgaben nach Empfänger, die Differenz (0,00), je eine Zeile zum Unterschreiben.</translation>
    </message>
    <message>
        <source>Payout receipts</source>
        <translation>Auszahlungsquittungen</translation>
    </message>
    <message>
        <source>A receipt per player paid: place, prize, bounties, the tax note, a line to sign.</source>
        <translation>Eine Quittung je ausgezahltem Spieler: Platz, Preis, Bounties, der Steuerhinweis, eine Zeile zum Unterschreiben.</translation>
    </message>
    <message>
        <source>League standings</source>
        <translation>Ligarangliste</translation>
    </message>
    <message>
        <source>A season&apos;s standings, with the league&apos;s rules; the event&apos;s season unless chosen.</source>
        <translation>Die Rangliste einer Saison mit den Regeln der Liga; die Saison des Turniers, wenn keine gewählt ist.</translation>
    </message>
    <message>
        <source>Incident log</source>
        <translation>Vorfallsprotokoll</translation>
    </message>
    <message>
        <source>Every ruling given in the event, as recorded, oldest first.</source>
        <translation>Jede Entscheidung im Turnier, wie protokolliert, die älteste zuerst.</translation>
    </message>
    <message>
        <source>Sign-in sheet</source>
        <translation>Unterschriftenliste</translation>
    </message>
    <message>
        <source>A line per entry to sign, and blank lines.</source>
        <translation>Eine Zeile je Entry zum Unterschreiben, und leere Zeilen.</translation>
    </message>
    <message>
        <source>Satellite tickets</source>
        <translation>Satelliten-Tickets</translation>
    </message>
    <message>
        <source>A voucher per seat won in the satellite: the winner, the seat&apos;s value, a QR code.</source>
        <translation>Ein Gutschein je im Satelliten gewonnenem Platz: der Gewinner, der Wert des Platzes, ein QR-Code.</translation>
    </message>
    <message>
        <source>Membership cards</source>
        <translation>Mitgliedskarten</translation>
    </message>
    <message>
        <source>A card per member: name, membership number, a barcode and a QR code to scan in.</source>
        <translation>Eine Karte je Mitglied: Name, Mitgliedsnummer, ein Strichcode und ein QR-Code zum Einscannen.</translation>
    </message>
    <message>
        <source>Sign-up poster</source>
        <translation>Voranmeldungsplakat</translation>
    </message>
    <message>
        <source>A page for the wall whose QR code opens the sign-up page on a phone.</source>
        <translation>Eine Seite für die Wand, deren QR-Code die Voranmeldung auf dem Handy öffnet.</translation>
    </message>
    <message>
        <source>Colour-up plan</source>
        <translation>Color-up-Plan</translation>
    </message>
    <message>
        <source>Per break: the chips that leave, the chips needed.</source>
        <translation>Je Pause: die Chips, die rausgehen, die benötigten Chips.</translation>
    </message>
    <message>
        <source>There is no document &apos;{name}&apos; (there are: {known}).</source>
        <translation>Es gibt kein Dokument „{name}“ (vorhanden: {known}).</translation>
    </message>
    <message>
        <source>There is no layout &apos;{layout}&apos; (there are: {known}).</source>
        <translation>Es gibt kein Layout „{layout}“ (vorhanden: {known}).</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>{path} kann nicht geschrieben werden: {reason}.</translation>
    </message>
</context>
<context>
    <name>app.documents.chip_sheet</name>
    <message>
        <source>Chips in play {chips}</source>
        <extracomment>How many leaders the sheet lists.</extracomment>
        <translation>Chips im Spiel {chips}</translation>
    </message>
    <message>
        <source>Every stack counted ({players})</source>
        <translation>Jeder Stack gezählt ({players})</translation>
    </message>
</context>
<context>
    <name>app.documents.desk_card</name>
    <message>
        <source>Seat card</source>
        <translation>Platzkarte</translation>
    </message>
</context>
<context>
    <name>app.documents.event_sheets</name>
    <message>
        <source>Payouts are worked out from two entries on.</source>
        <extracomment>Blank lines at the foot of a sign-in sheet, for players who are not listed.</extracomment>
        <translation>Auszahlungen werden ab zwei Entries berechnet.</translation>
    </message>
    <message>
        <source>Starting stack {stack}. Late registration: {policy}, until the end of level {level}.</source>
        <translation>Startstack {stack}. Late Registration: {policy}, bis zum Ende von Level {level}.</translation>
    </message>
    <message>
        <source>Starting stack {stack}. Late registration: {policy}.</source>
        <translation>Startstack {stack}. Late Registration: {policy}.</translation>
    </message>
    <message>
        <source>{entries}, payout table {table}.</source>
        <translation>{entries}, Auszahlungstabelle {table}.</translation>
    </message>
    <message>
        <source>Guarantee {guarantee}: the house adds an overlay of {overlay}.</source>
        <translation>Garantie {guarantee}: das Haus legt ein Overlay von {overlay} dazu.</translation>
    </message>
    <message>
        <source>{count} place paid.</source>
        <translation>{count} Platz bezahlt.</translation>
    </message>
    <message>
        <source>{count} places paid.</source>
        <translation>{count} Plätze bezahlt.</translation>
    </message>
    <message>
        <source>{overlay} {paid}</source>
        <translation>{overlay} {paid}</translation>
    </message>
    <message>
        <source>The plan is for {tables} of {seats}, full.</source>
        <translation>Der Plan gilt für {tables} mit {seats}, voll besetzt.</translation>
    </message>
</context>
<context>
    <name>app.documents.head</name>
    <message>
        <source>Mon</source>
        <extracomment>The days of the week, Monday first, as a date names them.</extracomment>
        <translation>Mo.</translation>
    </message>
    <message>
        <source>Tue</source>
        <translation>Di.</translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>Mi.</translation>
    </message>
    <message>
        <source>Thu</source>
        <translation>Do.</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>Fr.</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>Sa.</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>So.</translation>
    </message>
    <message>
        <source>Jan</source>
        <extracomment>The months, January first, as a date names them.</extracomment>
        <translation>Jan.</translation>
    </message>
    <message>
        <source>Feb</source>
        <translation>Feb.</translation>
    </message>
    <message>
        <source>Mar</source>
        <translation>März</translation>
    </message>
    <message>
        <source>Apr</source>
        <translation>Apr.</translation>
    </message>
    <message>
        <source>May</source>
        <translation>Mai</translation>
    </message>
    <message>
        <source>Jun</source>
        <translation>Juni</translation>
    </message>
    <message>
        <source>Jul</source>
        <translation>Juli</translation>
    </message>
    <message>
        <source>Aug</source>
        <translation>Aug.</translation>
    </message>
    <message>
        <source>Sep</source>
        <translation>Sept.</translation>
    </message>
    <message>
        <source>Oct</source>
        <translation>Okt.</translation>
    </message>
    <message>
        <source>Nov</source>
        <translation>Nov.</translation>
    </message>
    <message>
        <source>Dec</source>
        <translation>Dez.</translation>
    </message>
    <message>
        <source>{weekday} {day} {month} {year}</source>
        <translation>{weekday}, {day}. {month} {year}</translation>
    </message>
    <message>
        <source>Printed {date} {time}</source>
        <translation>Gedruckt {date} {time}</translation>
    </message>
</context>
<context>
    <name>app.documents.incident_log</name>
    <message>
        <source>FTR decks</source>
        <translation>FTR-Decks</translation>
    </message>
    <message>
        <source>FTR decks with FTR action</source>
        <translation>FTR-Decks mit FTR-Action</translation>
    </message>
    <message>
        <source>{rulebook} with {layer}</source>
        <translation>{rulebook} mit {layer}</translation>
    </message>
    <message>
        <source>{first}  ·  {then}</source>
        <translation>{first}  ·  {then}</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <source>Hand {hand}</source>
        <translation>Hand {hand}</translation>
    </message>
    <message>
        <source>Director {name}</source>
        <translation>Turnierleitung {name}</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Spieler: {names}</translation>
    </message>
    <message>
        <source>Under {rulebook}</source>
        <translation>Nach {rulebook}</translation>
    </message>
    <message>
        <source>No ruling in the incident log matches “{search}”.</source>
        <translation>Keine Entscheidung im Vorfallsprotokoll passt zu „{search}“.</translation>
    </message>
    <message>
        <source>No ruling has been recorded in this event yet.</source>
        <translation>In diesem Turnier wurde noch keine Entscheidung erfasst.</translation>
    </message>
    <message>
        <source>{count} ruling</source>
        <translation>{count} Entscheidung</translation>
    </message>
    <message>
        <source>{count} rulings</source>
        <translation>{count} Entscheidungen</translation>
    </message>
    <message>
        <source>{count} matching “{search}”, oldest first. Event rulebook: {rulebook}.</source>
        <translation>{count} zu „{search}“, die älteste zuerst. Regelwerk des Turniers: {rulebook}.</translation>
    </message>
    <message>
        <source>{count}, oldest first. Event rulebook: {rulebook}.</source>
        <translation>{count}, die älteste zuerst. Regelwerk des Turniers: {rulebook}.</translation>
    </message>
</context>
<context>
    <name>app.documents.member_cards</name>
    <message>
        <source>No player has a membership number yet: give members their numbers first.</source>
        <translation>Noch kein Spieler hat eine Mitgliedsnummer: zuerst den Mitgliedern ihre Nummern geben.</translation>
    </message>
</context>
<context>
    <name>app.documents.move_slips</name>
    <message>
        <source>Nobody has been moved in this event yet.</source>
        <translation>In diesem Turnier wurde noch niemand umgesetzt.</translation>
    </message>
</context>
<context>
    <name>app.documents.receipts</name>
    <message>
        <source>still playing</source>
        <translation>spielt noch</translation>
    </message>
    <message>
        <source>Mystery bounties won</source>
        <translation>Gewonnene Mystery Bounties</translation>
    </message>
    <message>
        <source>{places} (shared)</source>
        <translation>{places} (geteilt)</translation>
    </message>
    <message>
        <source>Nobody has been paid yet: bust players first.</source>
        <translation>Noch niemand wurde ausbezahlt: zuerst Spieler ausscheiden lassen.</translation>
    </message>
</context>
<context>
    <name>app.documents.results_sheet</name>
    <message>
        <source>Nobody has finished yet: bust players first.</source>
        <translation>Noch niemand ist ausgeschieden: zuerst Spieler ausscheiden lassen.</translation>
    </message>
    <message>
        <source>Field {count}</source>
        <translation>Feld {count}</translation>
    </message>
    <message>
        <source>{count} out</source>
        <translation>{count} ausgeschieden</translation>
    </message>
    <message>
        <source>{count} still playing, listed once they finish</source>
        <translation>{count} spielen noch, sie stehen hier, sobald sie ausscheiden</translation>
    </message>
    <message>
        <source>final results</source>
        <translation>Endergebnis</translation>
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
        <translation>Der letzte Stapel wird immer ganz nachgedruckt: Tisch und „nur neue“ weglassen.</translation>
    </message>
    <message>
        <source>No seat cards have been printed for this event yet.</source>
        <translation>Für dieses Turnier wurden noch keine Platzkarten gedruckt.</translation>
    </message>
    <message>
        <source>Nobody from the last batch of seat cards is seated any more.</source>
        <translation>Niemand aus dem letzten Stapel Platzkarten sitzt noch.</translation>
    </message>
    <message>
        <source>Nobody is seated yet: register players first.</source>
        <translation>Noch sitzt niemand: zuerst Spieler anmelden.</translation>
    </message>
    <message>
        <source>Nobody is seated at table {table}.</source>
        <translation>An Tisch {table} sitzt niemand.</translation>
    </message>
    <message>
        <source>Every seat card is printed already.</source>
        <translation>Jede Platzkarte ist schon gedruckt.</translation>
    </message>
    <message>
        <source>Every seat card at table {table} is printed already.</source>
        <translation>Jede Platzkarte an Tisch {table} ist schon gedruckt.</translation>
    </message>
</context>
<context>
    <name>app.documents.seating</name>
    <message>
        <source>Table {table} is not open.</source>
        <translation>Tisch {table} ist nicht offen.</translation>
    </message>
    <message>
        <source>No table is open yet.</source>
        <translation>Noch ist kein Tisch offen.</translation>
    </message>
    <message>
        <source>Nobody is seated yet.</source>
        <translation>Noch sitzt niemand.</translation>
    </message>
</context>
<context>
    <name>app.documents.sign_up_poster</name>
    <message>
        <source>The poster&apos;s code needs the address phones reach the floor at: share the floor on the venue network first (File &gt; Share on the venue network…), then print it.</source>
        <translation>Der Code des Aushangs braucht die Adresse, unter der Handys den Floor erreichen: den Floor zuerst im Netzwerk des Hauses teilen (Datei &gt; Im Netzwerk des Hauses teilen…), dann drucken.</translation>
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
        <translation>{league}, Saison {season}</translation>
    </message>
    <message>
        <source>No event of {name} has been scored yet.</source>
        <translation>Noch kein Turnier von {name} wurde gewertet.</translation>
    </message>
    <message>
        <source>{count} event</source>
        <translation>{count} Turnier</translation>
    </message>
    <message>
        <source>{count} events</source>
        <translation>{count} Turniere</translation>
    </message>
    <message>
        <source>{played} of {events} played, season closed.</source>
        <translation>{played} von {events} gespielt, Saison abgeschlossen.</translation>
    </message>
    <message>
        <source>{played} of {events} played.</source>
        <translation>{played} von {events} gespielt.</translation>
    </message>
    <message>
        <source>{played}
Points: {rules}.
Ties: {ties}.</source>
        <translation>{played}
Punkte: {rules}.
Gleichstand: {ties}.</translation>
    </message>
    <message>
        <source>Standings: {season}</source>
        <translation>Rangliste: {season}</translation>
    </message>
</context>
<context>
    <name>app.entrants</name>
    <message>
        <source>{typed} is named twice.</source>
        <extracomment>Finds the one player typed text names, None when nobody has that name.</extracomment>
        <translation>{typed} ist doppelt genannt.</translation>
    </message>
</context>
<context>
    <name>app.floor</name>
    <message>
        <source>The journal of {url} cannot be read ({error}): a record was changed by hand or damaged. It was left untouched; restore it from a backup.</source>
        <extracomment>A checkpoint of the fold is stored (at open and close) once the journal has grown by this many entries past the stored one: opening then folds at most about this many.</extracomment>
        <translation>Das Journal von {url} kann nicht gelesen werden ({error}): ein Eintrag wurde von Hand geändert oder beschädigt. Es wurde nicht angerührt; aus einer Sicherung wiederherstellen.</translation>
    </message>
    <message>
        <source>The floor has changed since this was shown: look at it again, then confirm.</source>
        <translation>Der Floor hat sich geändert, seit dies angezeigt wurde: noch einmal ansehen, dann bestätigen.</translation>
    </message>
    <message>
        <source>Nothing was done: &apos;{expected}&apos; is no longer what undo takes back (another station acted); it would now be &apos;{label}&apos;.</source>
        <translation>Nichts wurde getan: „{expected}“ ist nicht mehr das, was Rückgängig zurücknimmt (eine andere Station hat gehandelt); jetzt wäre es „{label}“.</translation>
    </message>
    <message>
        <source>Nothing was done: &apos;{expected}&apos; is no longer what redo takes back (another station acted); it would now be &apos;{label}&apos;.</source>
        <translation>Nichts wurde getan: „{expected}“ ist nicht mehr das, was Wiederholen zurückbringt (eine andere Station hat gehandelt); jetzt wäre es „{label}“.</translation>
    </message>
    <message>
        <source>Cannot undo &apos;{label}&apos;: later actions depend on it. Undo those first.</source>
        <translation>„{label}“ kann nicht rückgängig gemacht werden: spätere Aktionen hängen davon ab. Diese zuerst rückgängig machen.</translation>
    </message>
    <message>
        <source>Cannot redo &apos;{label}&apos;: later actions depend on it. Undo those first.</source>
        <translation>„{label}“ kann nicht wiederholt werden: spätere Aktionen hängen davon ab. Diese zuerst rückgängig machen.</translation>
    </message>
    <message>
        <source>The journal of {url} lacks entries {expected} to {last} (deleted by hand?). It was left untouched; restore it from a backup.</source>
        <translation>Im Journal von {url} fehlen die Einträge {expected} bis {last} (von Hand gelöscht?). Es wurde nicht angerührt; aus einer Sicherung wiederherstellen.</translation>
    </message>
    <message>
        <source>There is no event number {event_id}.</source>
        <translation>Es gibt kein Turnier mit der Nummer {event_id}.</translation>
    </message>
</context>
<context>
    <name>app.input_files</name>
    <message>
        <source>Cannot read {path}: {reason}.</source>
        <translation>{path} kann nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <source>{path}: {exc}</source>
        <translation>{path}: {exc}</translation>
    </message>
</context>
<context>
    <name>app.languages</name>
    <message>
        <source>{text} is not a language floortool speaks; choose one of {spoken}</source>
        <extracomment>Each language&apos;s code and its name, as its speakers write it. The language of the sources, and of a window no one has chosen one for. The variable naming the language of a computer&apos;s commands (``de``). Where the window keeps the language chosen in View &gt; Language: ``[window] language``. The languages with a catalogue.</extracomment>
        <translation>{text} ist keine Sprache, die floortool spricht; eine davon wählen: {spoken}</translation>
    </message>
</context>
<context>
    <name>app.layout_pictures</name>
    <message>
        <source>{name} looks like a {kind} but does not read as one ({exc}).</source>
        <translation>{name} sieht wie ein {kind} aus, lässt sich aber nicht als solches lesen ({exc}).</translation>
    </message>
    <message>
        <source>{name} has too many pixels to show.</source>
        <translation>{name} hat zu viele Pixel zum Anzeigen.</translation>
    </message>
    <message>
        <source>There is no picture {name} in {folder}.</source>
        <translation>Es gibt kein Bild {name} in {folder}.</translation>
    </message>
    <message>
        <source>Cannot read {name}: {reason}.</source>
        <translation>{name} kann nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}.</source>
        <translation>{path} kann nicht gelesen werden: {reason}.</translation>
    </message>
</context>
<context>
    <name>app.layout_sharing</name>
    <message>
        <source>Cannot export the picture {name}: {problem}</source>
        <translation>Das Bild {name} kann nicht exportiert werden: {problem}</translation>
    </message>
    <message>
        <source>The images folder has too many pictures called {name}.</source>
        <translation>Der Bilderordner hat zu viele Bilder namens {name}.</translation>
    </message>
</context>
<context>
    <name>app.layouts</name>
    <message>
        <source>room layout</source>
        <translation>Saallayout</translation>
    </message>
    <message>
        <source>region &apos;{region}&apos;: a QR code holds at most {most} bytes of text.</source>
        <extracomment>The layout the room display takes unless told another. The editor&apos;s starting point for a sponsor&apos;s slide (not a layout of its own: a venue saves one slide per sponsor, under the sponsor&apos;s name).</extracomment>
        <translation>Bereich „{region}“: ein QR-Code fasst höchstens {most} Bytes Text.</translation>
    </message>
    <message>
        <source>{name}.json: {exc}</source>
        <translation>{name}.json: {exc}</translation>
    </message>
</context>
<context>
    <name>app.league_results</name>
    <message>
        <source>{event} has no results: nobody played.</source>
        <translation>{event} hat keine Ergebnisse: niemand hat gespielt.</translation>
    </message>
    <message>
        <source>{event} is not over: {count} entry has no place yet.</source>
        <translation>{event} ist nicht vorbei: {count} Entry hat noch keine Platzierung.</translation>
    </message>
    <message>
        <source>{event} is not over: {count} entries have no place yet.</source>
        <translation>{event} ist nicht vorbei: {count} Entrys haben noch keine Platzierung.</translation>
    </message>
</context>
<context>
    <name>app.publishing</name>
    <message>
        <source>{league}, season {season}</source>
        <extracomment>The files written, in the order they are written.</extracomment>
        <translation>{league}, Saison {season}</translation>
    </message>
    <message>
        <source>Nobody has finished {event} yet: there are no results to publish.</source>
        <translation>Noch niemand ist in {event} ausgeschieden: es gibt keine Ergebnisse zu veröffentlichen.</translation>
    </message>
    <message>
        <source>Published {date} {time}</source>
        <translation>Veröffentlicht {date} {time}</translation>
    </message>
    <message>
        <source>Cannot write {where}: {reason}. Choose a folder you may write to.</source>
        <translation>{where} kann nicht geschrieben werden: {reason}. Einen Ordner wählen, in den geschrieben werden darf.</translation>
    </message>
</context>
<context>
    <name>app.reentry_quote</name>
    <message>
        <source>Re-enter {player} (entry {entry})? A new buy-in of {buy_in} + {fee} fee for {chips} chips.</source>
        <translation>{player} erneut einkaufen (Entry {entry})? Ein neues Buy-in von {buy_in} + {fee} Gebühr für {chips} Chips.</translation>
    </message>
    <message>
        <source>Re-enter {player} (entry {entry})? A new buy-in of {buy_in} for {chips} chips.</source>
        <translation>{player} erneut einkaufen (Entry {entry})? Ein neues Buy-in von {buy_in} für {chips} Chips.</translation>
    </message>
</context>
<context>
    <name>app.resources</name>
    <message>
        <source>The template needs a name with letters or digits.</source>
        <extracomment>The template each rulebook&apos;s events start with when no structure is named. The longest name a saved template may have.</extracomment>
        <translation>Die Vorlage braucht einen Namen mit Buchstaben oder Ziffern.</translation>
    </message>
    <message>
        <source>There is no {what} &apos;{name}&apos; (there are: {known}).</source>
        <translation>{what} „{name}“ gibt es nicht (vorhanden: {known}).</translation>
    </message>
    <message>
        <source>structure template</source>
        <translation>Strukturvorlage</translation>
    </message>
    <message>
        <source>payout table</source>
        <translation>Auszahlungstabelle</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is neither a built-in structure ({known}) nor a structure file.</source>
        <translation>„{value}“ ist weder eine eingebaute Struktur ({known}) noch eine Strukturdatei.</translation>
    </message>
</context>
<context>
    <name>app.room_cue</name>
    <message>
        <source>The room&apos;s cue</source>
        <translation>Das Signal für den Saal</translation>
    </message>
    <message>
        <source>The room&apos;s cue: each cue must hold exactly {keys}.</source>
        <extracomment>The cues the file keeps (a screen polling late still finds those of one moment).</extracomment>
        <translation>Hinweis des Saals: jeder Hinweis muss genau {keys} enthalten.</translation>
    </message>
    <message>
        <source>The room&apos;s cue: &apos;{key}&apos; is not what it should be.</source>
        <translation>Hinweis des Saals: „{key}“ ist nicht, wie es sein sollte.</translation>
    </message>
    <message>
        <source>The room&apos;s cue: an unknown moment or an over-long line.</source>
        <translation>Hinweis des Saals: ein unbekannter Moment oder eine zu lange Zeile.</translation>
    </message>
    <message>
        <source>The room&apos;s cue: &apos;sound&apos; is not what it should be.</source>
        <translation>Hinweis des Saals: „sound“ ist nicht, wie es sein sollte.</translation>
    </message>
    <message>
        <source>one object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>The room&apos;s cue: the file must hold exactly &apos;cues&apos;, a list.</source>
        <translation>Hinweis des Saals: die Datei muss genau „cues“ enthalten, eine Liste.</translation>
    </message>
    <message>
        <source>The room&apos;s cue: more than {most} cues.</source>
        <translation>Hinweis des Saals: mehr als {most} Hinweise.</translation>
    </message>
</context>
<context>
    <name>app.rulebook_shelf</name>
    <message>
        <source>{entry}: {exc}</source>
        <extracomment>Each event rulebook&apos;s books, its base book before the amendments over it (others after).</extracomment>
        <translation>{entry}: {exc}</translation>
    </message>
    <message>
        <source>{entry} holds the rulebook &apos;{book}&apos;.</source>
        <translation>{entry} enthält das Regelwerk „{book}“.</translation>
    </message>
</context>
<context>
    <name>app.rulings</name>
    <message>
        <source>There is no situation &apos;{situation_id}&apos;.</source>
        <translation>Es gibt keine Situation „{situation_id}“.</translation>
    </message>
    <message>
        <source>Situation file {name}</source>
        <translation>Situationsdatei {name}</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>{entry} holds the situation &apos;{situation}&apos;.</source>
        <translation>{entry} enthält die Situation „{situation}“.</translation>
    </message>
    <message>
        <source>Situations cite unknown rules: {problems}</source>
        <translation>Situationen zitieren unbekannte Regeln: {problems}</translation>
    </message>
    <message>
        <source>Situation file {situation}.json: under {rulebook}, a table {short_by} short with blinds affected &apos;{affected}&apos; halts by the seating rules, but the ruling is &apos;{remedy}&apos;.</source>
        <extracomment>The wizard&apos;s situation on short tables, its halting remedy, and what its answers to &quot;how many players short&quot; mean in players.</extracomment>
        <translation>Situationsdatei {situation}.json: nach {rulebook} hält ein Tisch, dem {short_by} fehlen, mit betroffenen Blinds „{affected}“ nach den Platzregeln an, aber die Entscheidung ist „{remedy}“.</translation>
    </message>
    <message>
        <source>Situation file {situation}.json: under {rulebook}, a table {short_by} short with blinds affected &apos;{affected}&apos; plays on by the seating rules, but the ruling is &apos;{remedy}&apos;.</source>
        <translation>Situationsdatei {situation}.json: nach {rulebook} spielt ein Tisch, dem {short_by} fehlen, mit betroffenen Blinds „{affected}“ nach den Platzregeln weiter, aber die Entscheidung ist „{remedy}“.</translation>
    </message>
    <message>
        <source>&apos;{title}&apos; arises only in {only} games; this event deals a {game} game.</source>
        <translation>„{title}“ kommt nur in {only}-Spielen vor; in diesem Turnier wird {game} gegeben.</translation>
    </message>
</context>
<context>
    <name>app.screen_devices</name>
    <message>
        <source>the layout</source>
        <translation>das Layout</translation>
    </message>
    <message>
        <source>the set</source>
        <translation>die Zusammenstellung</translation>
    </message>
</context>
<context>
    <name>app.screen_sets</name>
    <message>
        <source>screen set</source>
        <translation>Bildschirmfolge</translation>
    </message>
    <message>
        <source>View {number} shows the layout &apos;{layout}&apos;, which there is not (there are: {known}).</source>
        <extracomment>The set served when none is named (the preset).</extracomment>
        <translation>Ansicht {number} zeigt das Layout „{layout}“, das es nicht gibt (vorhanden: {known}).</translation>
    </message>
    <message>
        <source>{name}.json: {exc}</source>
        <translation>{name}.json: {exc}</translation>
    </message>
</context>
<context>
    <name>app.sessions</name>
    <message>
        <source>at an unknown time</source>
        <translation>zu unbekannter Zeit</translation>
    </message>
    <message>
        <source>{date} at {time}</source>
        <translation>am {date} um {time}</translation>
    </message>
</context>
<context>
    <name>app.simulation</name>
    <message>
        <source>A tournament needs at least 2 entrants.</source>
        <extracomment>Bust-outs per hand: none, one, or two players (cumulative probabilities).</extracomment>
        <translation>Ein Turnier braucht mindestens 2 Teilnehmer.</translation>
    </message>
    <message>
        <source>A table has {fewest} to {most} seats.</source>
        <translation>Ein Tisch hat {fewest} bis {most} Plätze.</translation>
    </message>
    <message>
        <source>Unknown game &apos;{game}&apos;; choose one of: {games}.</source>
        <translation>Unbekanntes Spiel „{game}“; eines davon wählen: {games}.</translation>
    </message>
</context>
<context>
    <name>app.structure_text</name>
    <message>
        <source>(unnamed structure)</source>
        <translation>(Struktur ohne Namen)</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} Min.</translation>
    </message>
    <message>
        <source>  colour up {chips}</source>
        <translation>  Color-up {chips}</translation>
    </message>
    <message>
        <source>break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>BB ante {ante}</source>
        <translation>BB-Ante {ante}</translation>
    </message>
    <message>
        <source>ante {ante}</source>
        <translation>Ante {ante}</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>Level {level}</translation>
    </message>
</context>
<context>
    <name>app.venue_tax_note</name>
    <message>
        <source>The tax-note threshold cannot be negative.</source>
        <extracomment>The preference that keeps the threshold, in cents.</extracomment>
        <translation>Die Schwelle für den Steuerhinweis kann nicht negativ sein.</translation>
    </message>
</context>
<context>
    <name>app.views.chip_counts</name>
    <message>
        <source>Average —</source>
        <extracomment>How many leaders the displays show unless asked for another number.</extracomment>
        <translation>Durchschnitt —</translation>
    </message>
    <message>
        <source>Average {average}</source>
        <translation>Durchschnitt {average}</translation>
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
        <translation>{chips} Chips ungezählt bei {players}</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message>
        <source>{minutes} min ago</source>
        <translation>vor {minutes} Min.</translation>
    </message>
    <message>
        <source>{hours} h {minutes} min ago</source>
        <translation>vor {hours} Std. {minutes} Min.</translation>
    </message>
</context>
<context>
    <name>app.views.clock</name>
    <message>
        <source>New blinds apply from the next hand ({rule}).</source>
        <translation>Neue Blinds gelten ab der nächsten Hand ({rule}).</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Level {level} · {game}</source>
        <translation>Level {level} · {game}</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Level {level}</translation>
    </message>
</context>
<context>
    <name>app.views.draw_desk</name>
    <message>
        <source>table {table} seat {seat}</source>
        <translation>Tisch {table} Platz {seat}</translation>
    </message>
    <message>
        <source>waiting for a seat</source>
        <translation>wartet auf einen Platz</translation>
    </message>
    <message>
        <source>{name} — {place}</source>
        <translation>{name} — {place}</translation>
    </message>
    <message>
        <source>{name} — {place} (player {player}, membership {membership})</source>
        <translation>{name} — {place} (Spieler {player}, Mitgliedschaft {membership})</translation>
    </message>
    <message>
        <source>{name} — {place} (player {player})</source>
        <translation>{name} — {place} (Spieler {player})</translation>
    </message>
</context>
<context>
    <name>app.views.events</name>
    <message>
        <source>Finished · won by {winner}</source>
        <translation>Beendet · gewonnen von {winner}</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>The keys of an event&apos;s JSON that are its own, not a setting&apos;s (public: every list shows them). The keys of an event&apos;s JSON that are not a setting&apos;s id, and the setting each shows. The label of the event&apos;s own line (its name and number), which a page header may show.</extracomment>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>end of level {level}</source>
        <translation>Ende von Level {level}</translation>
    </message>
    <message>
        <source>set by the director</source>
        <translation>durch die Turnierleitung</translation>
    </message>
    <message>
        <source>{buy_in} + {fee}</source>
        <translation>{buy_in} + {fee}</translation>
    </message>
    <message>
        <source>{buy_in} (bounty {bounty}) + {fee}</source>
        <translation>{buy_in} (Bounty {bounty}) + {fee}</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Late registration</source>
        <translation>Late Registration</translation>
    </message>
    <message>
        <source>Late registration closes</source>
        <translation>Late Registration endet</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Startstack</translation>
    </message>
    <message>
        <source>{chips}</source>
        <translation>{chips}</translation>
    </message>
    <message>
        <source>Buy-in + fee</source>
        <translation>Buy-in + Gebühr</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>{count} seat</source>
        <translation>{count} Platz</translation>
    </message>
    <message>
        <source>{count} seats</source>
        <translation>{count} Plätzen</translation>
    </message>
    <message>
        <source>{tables} in play, {seats} each, more as the field grows</source>
        <translation>{tables} im Spiel mit je {seats}, mehr, wenn das Feld wächst</translation>
    </message>
    <message>
        <source>{tables} of {seats}</source>
        <translation>{tables} mit {seats}</translation>
    </message>
    <message>
        <source>{text} ({count} in play)</source>
        <translation>{text} ({count} im Spiel)</translation>
    </message>
</context>
<context>
    <name>app.views.field</name>
    <message>
        <source>buy-in {money} taken when seated</source>
        <translation>Buy-in {money} wird beim Platzieren kassiert</translation>
    </message>
    <message>
        <source>{count} alternate waiting</source>
        <translation>{count} Nachrücker wartet</translation>
    </message>
    <message>
        <source>{count} alternates waiting</source>
        <translation>{count} Nachrücker warten</translation>
    </message>
    <message>
        <source>{who}: counted in the field as they are seated.</source>
        <translation>{who}: zählen zum Feld, sobald sie platziert sind.</translation>
    </message>
    <message>
        <source>{who}: their buy-ins ({money}) join the prize pool as they are seated.</source>
        <translation>{who}: ihre Buy-ins ({money}) kommen ins Preisgeld, sobald sie platziert sind.</translation>
    </message>
</context>
<context>
    <name>app.views.league</name>
    <message>
        <source>&apos;{text}&apos; is not NAME=VALUE (like n=50).</source>
        <extracomment>The largest value a formula variable may be given (``--var n=...``).</extracomment>
        <translation>„{text}“ ist nicht NAME=WERT (wie n=50).</translation>
    </message>
    <message>
        <source>Unknown variable &apos;{name}&apos;; the variables are {known}.</source>
        <translation>Unbekannte Variable „{name}“; die Variablen sind {known}.</translation>
    </message>
    <message>
        <source>{event} has no results recorded yet.</source>
        <translation>Für {event} sind noch keine Ergebnisse erfasst.</translation>
    </message>
    <message>
        <source>A made-up field has 1 to {most} entries, from 1 player up to one each.</source>
        <translation>Ein angenommenes Feld hat 1 bis {most} Entrys, von 1 Spieler bis zu je einem pro Spieler.</translation>
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
        <translation>beginnt in {time}</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>noch {time}</translation>
    </message>
    <message>
        <source>paused, {left}</source>
        <translation>pausiert, {left}</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Level {level}</translation>
    </message>
    <message>
        <source>late reg open</source>
        <translation>Late Reg offen</translation>
    </message>
    <message>
        <source>late reg closed</source>
        <translation>Late Reg geschlossen</translation>
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
        <translation>Die erste Mystery-Ziehung hat die Preise festgelegt: sie rückgängig machen, um sie zu ändern.</translation>
    </message>
</context>
<context>
    <name>app.views.results</name>
    <message>
        <source>{player} has no entry in {event}.</source>
        <translation>{player} hat keinen Entry in {event}.</translation>
    </message>
    <message>
        <source>{player} has no entry {number} in {event}.</source>
        <translation>{player} hat keinen Entry {number} in {event}.</translation>
    </message>
    <message>
        <source>Set by the director: {reason}</source>
        <translation>Vom Turnierleiter festgelegt: {reason}</translation>
    </message>
    <message>
        <source>{money} won</source>
        <translation>{money} gewonnen</translation>
    </message>
    <message>
        <source>{money} unclaimed</source>
        <translation>{money} nicht beansprucht</translation>
    </message>
    <message>
        <source>{money} still in play</source>
        <translation>{money} noch im Spiel</translation>
    </message>
    <message>
        <source>{money} left to draw</source>
        <translation>{money} noch zu ziehen</translation>
    </message>
    <message>
        <source>Mystery bounties {money} each: {parts}</source>
        <translation>Mystery Bounties je {money}: {parts}</translation>
    </message>
    <message>
        <source>Bounties {money} each: {parts}</source>
        <translation>Bounties je {money}: {parts}</translation>
    </message>
</context>
<context>
    <name>app.views.seating</name>
    <message>
        <source>{count} move</source>
        <translation>{count} Umsetzung</translation>
    </message>
    <message>
        <source>{count} moves</source>
        <translation>{count} Umsetzungen</translation>
    </message>
    <message>
        <source>The tables are balanced.</source>
        <translation>Die Tische sind ausgeglichen.</translation>
    </message>
    <message>
        <source>{reason}: enter it, or draw for it.</source>
        <translation>{reason}: eintragen oder auslosen.</translation>
    </message>
    <message>
        <source>{moves} can be made now. {then}</source>
        <translation>{moves} jetzt möglich. {then}</translation>
    </message>
    <message>
        <source>{moves} balance the tables.</source>
        <translation>{moves} gleichen die Tische aus.</translation>
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
        <translation>{name} · Mitglied {membership} · {source}</translation>
    </message>
    <message>
        <source>{row} · alternate {number}</source>
        <translation>{row} · Nachrücker {number}</translation>
    </message>
</context>
<context>
    <name>application</name>
    <message>
        <source>floortool cannot open the database</source>
        <extracomment>Names the desktop entry (Linux), so the window is matched to its menu item and icon.</extracomment>
        <translation>floortool kann die Datenbank nicht öffnen</translation>
    </message>
    <message>
        <source>Database: {0}</source>
        <translation>Datenbank: {0}</translation>
    </message>
</context>
<context>
    <name>automation_actions</name>
    <message>
        <source>No voice on this computer to speak with: the line shows on the room&apos;s screens.</source>
        <translation>Keine Stimme auf diesem Computer zum Sprechen: die Zeile erscheint auf den Saalbildschirmen.</translation>
    </message>
</context>
<context>
    <name>automation_dialog</name>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>Line (spoken, and shown)</source>
        <translation>Zeile (gesprochen und gezeigt)</translation>
    </message>
    <message>
        <source>Shown for</source>
        <translation>Gezeigt für</translation>
    </message>
    <message>
        <source>Flash</source>
        <translation>Blinken</translation>
    </message>
    <message>
        <source>At each moment of the night the window plays the sound, speaks the line where this computer speaks (the Clock page&apos;s Speak announcements), shows the line over every room screen and the players&apos; phones for the seconds given, and flashes the room&apos;s screens. A room screen in a browser flashes too, and speaks where it was asked to. A sound never comes alone: where no line shows, the room&apos;s screens flash with it.</source>
        <translation>Zu jedem Moment des Abends spielt das Fenster den Ton, spricht die Zeile, wo dieser Computer spricht (Ansagen sprechen auf der Seite Uhr), zeigt die Zeile für die angegebenen Sekunden über jedem Saalbildschirm und auf den Handys der Spieler und lässt die Saalbildschirme blinken. Ein Saalbildschirm im Browser blinkt auch und spricht, wo er darum gebeten wurde. Ein Ton kommt nie allein: wo keine Zeile erscheint, blinken die Saalbildschirme mit ihm.</translation>
    </message>
    <message>
        <source>A line may name: {fields}.</source>
        <translation>Eine Zeile darf nennen: {fields}.</translation>
    </message>
    <message>
        <source>This computer has a voice: lines are spoken where Speak announcements is on.</source>
        <translation>Dieser Computer hat eine Stimme: Zeilen werden gesprochen, wo Ansagen sprechen eingeschaltet ist.</translation>
    </message>
    <message>
        <source>No voice on this computer: a line that was to be spoken shows on the room&apos;s screens instead.</source>
        <translation>Keine Stimme auf diesem Computer: eine Zeile, die gesprochen werden sollte, erscheint stattdessen auf den Saalbildschirmen.</translation>
    </message>
    <message>
        <source>Automation</source>
        <translation>Automatisierung</translation>
    </message>
    <message>
        <source>Automation: {name}</source>
        <translation>Automatisierung: {name}</translation>
    </message>
    <message>
        <source>{message} Nothing was changed.</source>
        <translation>{message} Nichts wurde geändert.</translation>
    </message>
</context>
<context>
    <name>bust_dialog</name>
    <message>
        <source>Bust-out</source>
        <translation>Ausscheiden</translation>
    </message>
    <message>
        <source>Name or table-seat (12-4), Enter</source>
        <translation>Name oder Tisch-Platz (12-4), Enter</translation>
    </message>
    <message>
        <source>Busting on this hand</source>
        <translation>Scheiden aus</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Chips at the start of the hand</source>
        <translation>Chips zu Beginn der Hand</translation>
    </message>
    <message>
        <source>Hand (1 best)</source>
        <translation>Hand (1 = beste)</translation>
    </message>
    <message>
        <source>Name or table-seat (optional)</source>
        <translation>Name oder Tisch-Platz (freiwillig)</translation>
    </message>
    <message>
        <source>Names or table-seats, commas between (optional)</source>
        <translation>Namen oder Tisch-Plätze, mit Kommas getrennt (freiwillig)</translation>
    </message>
    <message>
        <source>Bust</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <source>Record the bust-out (Enter on an empty field)</source>
        <translation>Das Ausscheiden eintragen (Enter in einem leeren Feld)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Take the selected player off this hand&apos;s list</source>
        <translation>Den gewählten Spieler von der Liste dieser Hand nehmen</translation>
    </message>
    <message>
        <source>Type a name or a seat and press Enter; add everyone who busted on this hand, then Enter on the empty field records it.</source>
        <translation>Einen Namen oder Platz eingeben und Enter drücken; alle eintragen, die in dieser Hand ausgeschieden sind, dann trägt Enter im leeren Feld es ein.</translation>
    </message>
    <message>
        <source>Eliminated by</source>
        <translation>Eliminiert von</translation>
    </message>
    <message>
        <source>Split the pot with</source>
        <translation>Pot geteilt mit</translation>
    </message>
    <message>
        <source>{player}: table {table} seat {seat}</source>
        <translation>{player}: Tisch {table} Platz {seat}</translation>
    </message>
    <message>
        <source>No seated player matches “{text}”.</source>
        <translation>Kein platzierter Spieler passt zu „{text}“.</translation>
    </message>
    <message>
        <source> and {0} more</source>
        <translation> und {0} weitere</translation>
    </message>
    <message>
        <source>{0} match: {names}{more}. Type more, or the seat.</source>
        <translation>{0} passen: {names}{more}. Mehr eingeben oder den Platz.</translation>
    </message>
    <message>
        <source>Nobody on the list yet.</source>
        <translation>Noch niemand auf der Liste.</translation>
    </message>
    <message>
        <source>{0} finishes {1}</source>
        <translation>{0} wird {1}</translation>
    </message>
    <message>
        <source>, prize {0}</source>
        <translation>, Preis {0}</translation>
    </message>
    <message>
        <source>{player} wins {0} in bounties</source>
        <translation>{player} gewinnt {0} an Bounties</translation>
    </message>
    <message>
        <source>; their bounty becomes {0}</source>
        <translation>; sein Bounty wird {0}</translation>
    </message>
    <message>
        <source> and {0}</source>
        <translation> und {0}</translation>
    </message>
    <message>
        <source>Not recorded yet: type the chips {who} had at the start of the hand in the “Chips at the start of the hand” column (Enter moves to the next box), then Enter on the empty name field records the bust.</source>
        <translation>Noch nicht eingetragen: die Chips, die {who} zu Beginn der Hand hatte, in der Spalte „Chips zu Beginn der Hand“ eingeben (Enter geht zum nächsten Feld), dann trägt Enter im leeren Namensfeld das Ausscheiden ein.</translation>
    </message>
    <message>
        <source>Eliminated by: {0}</source>
        <translation>Eliminiert von: {0}</translation>
    </message>
    <message>
        <source>Split the pot with: {0}</source>
        <translation>Pot geteilt mit: {0}</translation>
    </message>
    <message>
        <source>Eliminated by {player}</source>
        <translation>Eliminiert von {player}</translation>
    </message>
</context>
<context>
    <name>bust_toast</name>
    <message>
        <source>Undo</source>
        <extracomment>How long the note stays up. Its distance from the right edge of the window, in pixels. Its least width, in pixels.</extracomment>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take this bust back</source>
        <translation>Dieses Ausscheiden zurücknehmen</translation>
    </message>
</context>
<context>
    <name>calculators</name>
    <message>
        <source>&apos;{word}&apos; is not a whole number of {what}.</source>
        <translation>&apos;{word}&apos; ist keine ganze Zahl von {what}.</translation>
    </message>
    <message>
        <source>Rules: </source>
        <translation>Regeln: </translation>
    </message>
    <message>
        <source>Substantial action</source>
        <translation>Substanzielle Aktion</translation>
    </message>
    <message>
        <source>Tap the actions taken in turn since the blinds were posted.</source>
        <translation>Die Aktionen der Reihe nach antippen, seit die Blinds gesetzt wurden.</translation>
    </message>
    <message>
        <source>Under {book}: {verdict}.</source>
        <translation>Nach {book}: {verdict}.</translation>
    </message>
    <message>
        <source>Minimum raise</source>
        <translation>Mindest-Raise</translation>
    </message>
    <message>
        <source>Pre-flop</source>
        <translation>Preflop</translation>
    </message>
    <message>
        <source>After the flop</source>
        <translation>Nach dem Flop</translation>
    </message>
    <message>
        <source>Pre-flop the big blind is the opening bet</source>
        <translation>Preflop ist der Big Blind der Eröffnungseinsatz</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add this bet or raise (the total it makes the bet)</source>
        <translation>Diesen Bet oder Raise hinzufügen (der Gesamtbetrag, auf den er erhöht)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>What a player who already acted had put in: may they raise again? (—: skip)</source>
        <translation>Was ein Spieler, der schon gehandelt hat, gesetzt hatte: darf er erneut erhöhen? (—: überspringen)</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Big Blind</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Setzrunde</translation>
    </message>
    <message>
        <source>Bet or raise to</source>
        <translation>Bet oder Raise auf</translation>
    </message>
    <message>
        <source>So far</source>
        <translation>Bisher</translation>
    </message>
    <message>
        <source>Player acted at</source>
        <translation>Spieler handelte bei</translation>
    </message>
    <message>
        <source>No bet or raise yet.</source>
        <translation>Noch kein Bet oder Raise.</translation>
    </message>
    <message>
        <source>Chip bets</source>
        <translation>Chip-Einsätze</translation>
    </message>
    <message>
        <source>No bet</source>
        <translation>Kein Bet</translation>
    </message>
    <message>
        <source>A full raise (not facing a bet: the minimum bet)</source>
        <translation>Ein voller Raise (ohne Bet: der Mindest-Bet)</translation>
    </message>
    <message>
        <source>Each chip pushed: 1000 500 500</source>
        <translation>Jeder geschobene Chip: 1000 500 500</translation>
    </message>
    <message>
        <source>“Raise” was said first</source>
        <translation>„Raise“ wurde zuerst gesagt</translation>
    </message>
    <message>
        <source>Every chip the player had</source>
        <translation>Jeder Chip, den der Spieler hatte</translation>
    </message>
    <message>
        <source>To call</source>
        <translation>Zu callen</translation>
    </message>
    <message>
        <source>Full raise</source>
        <translation>Voller Raise</translation>
    </message>
    <message>
        <source>Chips pushed</source>
        <translation>Geschobene Chips</translation>
    </message>
    <message>
        <source>Bet</source>
        <extracomment>A chip reading&apos;s action (``chip_bets.ChipReading.action``) as the headline names it.</extracomment>
        <translation>Bet</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Call</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Raise</translation>
    </message>
    <message>
        <source>Undercall</source>
        <translation>Undercall</translation>
    </message>
    <message>
        <source>Odd chip</source>
        <translation>Odd Chip</translation>
    </message>
    <message>
        <source>The winning seats: 2, 7</source>
        <translation>Die gewinnenden Plätze: 2, 7</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Smallest chip</source>
        <translation>Kleinster Chip</translation>
    </message>
    <message>
        <source>Button seat</source>
        <translation>Button-Platz</translation>
    </message>
    <message>
        <source>Winning seats</source>
        <translation>Gewinnende Plätze</translation>
    </message>
    <message>
        <source>Seat {seat}: {chips}</source>
        <translation>Platz {seat}: {chips}</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>Players at the table, the penalised player included</source>
        <translation>Spieler am Tisch, der bestrafte Spieler mitgezählt</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>Spieler am Tisch</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <source>{count} hand out</source>
        <translation>{count} Hand aussetzen</translation>
    </message>
    <message>
        <source>{count} hands out</source>
        <translation>{count} Hände aussetzen</translation>
    </message>
    <message>
        <source>all-in {to}</source>
        <translation>All-in {to}</translation>
    </message>
    <message>
        <source>To call: {current_bet}; a full raise is {full_raise} more.</source>
        <translation>Zu callen: {current_bet}; ein voller Raise ist {full_raise} mehr.</translation>
    </message>
    <message>
        <source>Minimum raise to {min_raise_to}</source>
        <translation>Mindest-Raise auf {min_raise_to}</translation>
    </message>
    <message>
        <source>{0}: {puts_in} in</source>
        <translation>{0}: {puts_in} hinein</translation>
    </message>
    <message>
        <source> (a raise of {raise_by})</source>
        <translation> (ein Raise um {raise_by})</translation>
    </message>
    <message>
        <source>, {returned} back</source>
        <translation>, {returned} zurück</translation>
    </message>
</context>
<context>
    <name>calculators_actions</name>
    <message>
        <source>No action entered yet.</source>
        <translation>Noch keine Aktion eingegeben.</translation>
    </message>
    <message>
        <source>Add a {word} (key {0})</source>
        <translation>{word} hinzufügen (Taste {0})</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Remove the last action (Backspace)</source>
        <translation>Die letzte Aktion entfernen (Rücktaste)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
</context>
<context>
    <name>chip_count_dialog</name>
    <message>
        <source>Choose the table, then for each seat type the chips and press Enter.</source>
        <translation>Den Tisch wählen, dann für jeden Platz die Chips eingeben und Enter drücken.</translation>
    </message>
    <message>
        <source>Chip counts</source>
        <translation>Chipcounts</translation>
    </message>
    <message>
        <source>e.g. 125,000</source>
        <translation>z. B. 125.000</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Seat {seat}  {player}  </source>
        <translation>Platz {seat}  {player}  </translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>nicht gezählt</translation>
    </message>
    <message>
        <source>Table {table} is not open.</source>
        <translation>Tisch {table} ist nicht offen.</translation>
    </message>
    <message>
        <source>Seat {seat} is empty.</source>
        <translation>Platz {seat} ist leer.</translation>
    </message>
    <message>
        <source>Type the chips counted as a whole number, e.g. 125,000.</source>
        <translation>Die gezählten Chips als ganze Zahl eingeben, z. B. 125.000.</translation>
    </message>
</context>
<context>
    <name>chip_leaders_box</name>
    <message>
        <source>No seated player&apos;s stack is counted.</source>
        <extracomment>How many leaders the box lists.</extracomment>
        <translation>Kein Stack eines platzierten Spielers ist gezählt.</translation>
    </message>
    <message>
        <source>The chart fills in as stacks are counted.</source>
        <translation>Die Grafik füllt sich, während Stacks gezählt werden.</translation>
    </message>
    <message>
        <source>Chip leader</source>
        <translation>Chip-Leader</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>Durchschnittsstack</translation>
    </message>
    <message>
        <source>Chip leaders</source>
        <translation>Chip-Leader</translation>
    </message>
    <message>
        <source>Every stack is counted.</source>
        <translation>Jeder Stack ist gezählt.</translation>
    </message>
</context>
<context>
    <name>chip_panel</name>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Colour-ups</source>
        <translation>Color-ups</translation>
    </message>
    <message>
        <source>This event has no chip set yet.</source>
        <translation>Dieses Turnier hat noch keinen Chipsatz.</translation>
    </message>
    <message>
        <source>Chip set</source>
        <translation>Chipsatz</translation>
    </message>
    <message>
        <source>In play at {0}: {1}</source>
        <translation>Im Spiel bei {0}: {1}</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>for {0} of {seats}</source>
        <translation>für {0} mit {seats}</translation>
    </message>
    <message>
        <source>{count} table</source>
        <translation>{count} Tisch</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation>{count} Tische</translation>
    </message>
    <message>
        <source>per table of {seats} (the event has no tables set)</source>
        <translation>pro Tisch mit {seats} (das Turnier hat keine Tische festgelegt)</translation>
    </message>
    <message>
        <source>Colour-ups, {where_tables}</source>
        <translation>Color-ups, {where_tables}</translation>
    </message>
    <message>
        <source>No break colours up chips.</source>
        <translation>Keine Pause wertet Chips auf.</translation>
    </message>
    <message>
        <source>The case serves {0} (the {limiting_denomination} chips run out first).</source>
        <translation>Der Koffer reicht für {0} (die {limiting_denomination}er-Chips gehen zuerst aus).</translation>
    </message>
    <message>
        <source>Starting stack of {starting_stack}: {0}</source>
        <translation>Startstack von {starting_stack}: {0}</translation>
    </message>
</context>
<context>
    <name>cli.bag_cmd</name>
    <message>
        <source>{spec}: a bag number is 1 to 12 characters (e.g. &apos;Ann Lee=23500@17&apos;).</source>
        <translation>{spec}: eine Beutelnummer hat 1 bis 12 Zeichen (z. B. &apos;Ann Lee=23500@17&apos;).</translation>
    </message>
    <message>
        <source>  bag {bag}  {player} {chips}</source>
        <translation>  Bag {bag}  {player} {chips}</translation>
    </message>
    <message>
        <source>No bags yet.</source>
        <translation>Noch keine Bags.</translation>
    </message>
</context>
<context>
    <name>cli.chips_cmd</name>
    <message>
        <source>Chip set: {name}</source>
        <translation>Chipsatz: {name}</translation>
    </message>
    <message>
        <source>  {denomination}  {colour} x {quantity}</source>
        <translation>  {denomination}  {colour} x {quantity}</translation>
    </message>
    <message>
        <source>Starting stack {stack}: {breakdown}</source>
        <translation>Startstack {stack}: {breakdown}</translation>
    </message>
    <message>
        <source>Capacity: {players} ({chips} chips run out first)</source>
        <translation>Kapazität: {players} ({chips}er-Chips gehen zuerst aus)</translation>
    </message>
    <message>
        <source>No colour-ups scheduled.</source>
        <translation>Kein Color-up geplant.</translation>
    </message>
    <message>
        <source>&apos;{spec}&apos; is not DENOMINATION:COLOUR:QUANTITY (e.g. 25:green:1000).</source>
        <translation>&apos;{spec}&apos; ist nicht DENOMINATION:COLOUR:QUANTITY (z. B. 25:green:1000).</translation>
    </message>
    <message>
        <source>&apos;{spec}&apos; is not SEAT=CHIPS (e.g. 3=2).</source>
        <extracomment>Stands for &quot;has other chips&quot; when the player&apos;s other chips were not counted: the race only needs to know whether a player could be raced out.</extracomment>
        <translation>&apos;{spec}&apos; ist nicht SEAT=CHIPS (z. B. 3=2).</translation>
    </message>
    <message>
        <source>&apos;{spec}&apos; is not SEAT=CHIPS (e.g. 3=125,000).</source>
        <translation>&apos;{spec}&apos; ist nicht SEAT=CHIPS (z. B. 3=125,000).</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a chip count (e.g. 125,000).</source>
        <translation>&apos;{text}&apos; ist kein Chipcount (z. B. 125,000).</translation>
    </message>
    <message>
        <source>Line {line}: {exc}</source>
        <translation>Zeile {line}: {exc}</translation>
    </message>
    <message>
        <source>Give the CSV file alone, or the counts typed.</source>
        <translation>Entweder nur die CSV-Datei angeben oder die Counts eintippen.</translation>
    </message>
    <message>
        <source>Give each seat&apos;s count as SEAT=CHIPS.</source>
        <translation>Den Count jedes Platzes als SEAT=CHIPS angeben.</translation>
    </message>
    <message>
        <source>Give the player&apos;s name and the chips counted (or --table N SEAT=CHIPS ...).</source>
        <translation>Den Namen des Spielers und die gezählten Chips angeben (oder --table N SEAT=CHIPS ...).</translation>
    </message>
    <message>
        <source>--top must be at least 1.</source>
        <translation>--top muss mindestens 1 sein.</translation>
    </message>
    <message>
        <source>No stack counted yet.</source>
        <translation>Noch kein Stack gezählt.</translation>
    </message>
    <message>
        <source>{average} · {chips} chips in play</source>
        <translation>{average} · {chips} Chips im Spiel</translation>
    </message>
    <message>
        <source>{at}  leader {leader} {chips}  average {average}</source>
        <translation>{at}  Chipleader {leader} {chips}  Durchschnitt {average}</translation>
    </message>
    <message>
        <source>{at}  nobody left</source>
        <translation>{at}  niemand mehr übrig</translation>
    </message>
    <message>
        <source>No count yet.</source>
        <translation>Noch keine Zählung.</translation>
    </message>
    <message>
        <source>Written to {file}.</source>
        <translation>Nach {file} geschrieben.</translation>
    </message>
</context>
<context>
    <name>cli.clock_cmd</name>
    <message>
        <source>{text} is not a time (write 20:30 or 2026-11-29T20:30).</source>
        <translation>{text} ist keine Uhrzeit (20:30 oder 2026-11-29T20:30 schreiben).</translation>
    </message>
    <message>
        <source>The event has no blind structure yet.</source>
        <translation>Das Turnier hat noch keine Blindstruktur.</translation>
    </message>
    <message>
        <source>not started</source>
        <extracomment>The clock&apos;s states as the command line says them.</extracomment>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Level {level} · {game}</source>
        <translation>Level {level} · {game}</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Level {level}</translation>
    </message>
    <message>
        <source>{title}: {small} / {big}</source>
        <translation>{title}: {small} / {big}</translation>
    </message>
    <message>
        <source>{blinds} BB ante {ante}</source>
        <translation>{blinds} BB-Ante {ante}</translation>
    </message>
    <message>
        <source>{blinds} Ante {ante}</source>
        <translation>{blinds} Ante {ante}</translation>
    </message>
    <message>
        <source>{state} · {what} · {remaining} left</source>
        <translation>{state} · {what} · noch {remaining}</translation>
    </message>
    <message>
        <source>{line} · starts in {time}</source>
        <translation>{line} · Start in {time}</translation>
    </message>
</context>
<context>
    <name>cli.common</name>
    <message>
        <source>There is no event yet: create one with &apos;floortool event create --name NAME&apos;.</source>
        <translation>Es gibt noch kein Turnier: eines mit &apos;floortool event create --name NAME&apos; anlegen.</translation>
    </message>
    <message>
        <source>Undone: {label}</source>
        <translation>Rückgängig gemacht: {label}</translation>
    </message>
    <message>
        <source>Redone: {label}</source>
        <translation>Wiederhergestellt: {label}</translation>
    </message>
    <message>
        <source>{said} (done by {operator})</source>
        <translation>{said} (ausgeführt von {operator})</translation>
    </message>
</context>
<context>
    <name>cli.device_cmd</name>
    <message>
        <source>No device is paired.</source>
        <translation>Kein Gerät ist gekoppelt.</translation>
    </message>
    <message>
        <source>Revoked {name}: it can no longer act on the floor.</source>
        <translation>{name} gesperrt: es kann nicht mehr im Turnier handeln.</translation>
    </message>
    <message>
        <source>{name} shows the built-in display.</source>
        <translation>{name} zeigt die eingebaute Anzeige.</translation>
    </message>
    <message>
        <source>{name} shows layout {shown}.</source>
        <translation>{name} zeigt das Layout {shown}.</translation>
    </message>
    <message>
        <source>{name} shows set {shown}.</source>
        <translation>{name} zeigt die Bildschirmfolge {shown}.</translation>
    </message>
    <message>
        <source>dealer, table {table}</source>
        <translation>Dealer, Tisch {table}</translation>
    </message>
    <message>
        <source>room screen</source>
        <translation>Saalbildschirm</translation>
    </message>
    <message>
        <source>floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <source>Pairing code {code} for a {role} device ({hint}), good once until {time}.</source>
        <translation>Kopplungscode {code} für ein Gerät ({role}, {hint}), einmal gültig bis {time}.</translation>
    </message>
    <message>
        <source>Pairing code {code} for a {role} device, good once until {time}.</source>
        <translation>Kopplungscode {code} für ein Gerät ({role}), einmal gültig bis {time}.</translation>
    </message>
    <message>
        <source>On the phone, open the floor&apos;s pairing page and type it.</source>
        <translation>Auf dem Handy die Kopplungsseite des Floors öffnen und ihn eintippen.</translation>
    </message>
    <message>
        <source>never seen</source>
        <translation>nie gesehen</translation>
    </message>
    <message>
        <source>seen {when}</source>
        <translation>gesehen {when}</translation>
    </message>
    <message>
        <source>revoked {when}</source>
        <translation>gesperrt {when}</translation>
    </message>
    <message>
        <source>{id}  {name}  ({role}), paired {when}, {state}</source>
        <translation>{id}  {name}  ({role}), gekoppelt {when}, {state}</translation>
    </message>
</context>
<context>
    <name>cli.display_cmd</name>
    <message>
        <source>{text} is not a size like 1920x1080</source>
        <extracomment>The smallest and largest side of a rendered picture, in pixels.</extracomment>
        <translation>{text} ist keine Größe wie 1920x1080</translation>
    </message>
    <message>
        <source>{text}: each side must be from {smallest} to {largest} pixels</source>
        <translation>{text}: jede Seite muss {smallest} bis {largest} Pixel lang sein</translation>
    </message>
    <message>
        <source>{text} is not a view: write the layout, =, and its seconds (like classic=60)</source>
        <translation>{text} ist keine Ansicht: das Layout, = und seine Sekunden schreiben (wie classic=60)</translation>
    </message>
    <message>
        <source>{name}: {title}{own} — {turn}</source>
        <translation>{name}: {title}{own} — {turn}</translation>
    </message>
    <message>
        <source> (yours)</source>
        <translation> (eigene)</translation>
    </message>
    <message>
        <source>{name}{own}</source>
        <translation>{name}{own}</translation>
    </message>
    <message>
        <source>{name} — cannot be read: {error}</source>
        <translation>{name} — nicht lesbar: {error}</translation>
    </message>
    <message>
        <source>Saved screen set {name}: {count} views.</source>
        <translation>Bildschirmfolge {name} gespeichert: {count} Ansichten.</translation>
    </message>
    <message>
        <source>Either clear the scrolling line or give one, not both.</source>
        <translation>Entweder die Laufschrift löschen oder eine angeben, nicht beides.</translation>
    </message>
    <message>
        <source>Scrolling line cleared.</source>
        <translation>Laufzeile entfernt.</translation>
    </message>
    <message>
        <source>No scrolling line.</source>
        <translation>Keine Laufzeile.</translation>
    </message>
    <message>
        <source>Give the line to scroll, or --clear to take it off.</source>
        <translation>Die Laufschrift angeben, oder --clear, um sie zu entfernen.</translation>
    </message>
    <message>
        <source>Scrolling: {line}</source>
        <translation>Laufzeile: {line}</translation>
    </message>
    <message>
        <source>{name}: {title}{own}</source>
        <translation>{name}: {title}{own}</translation>
    </message>
    <message>
        <source>{line} — {problem}</source>
        <translation>{line} — {problem}</translation>
    </message>
    <message>
        <source>Either clear the announcement or give one, not both.</source>
        <translation>Entweder die Durchsage löschen oder eine angeben, nicht beides.</translation>
    </message>
    <message>
        <source>Announcement cleared.</source>
        <translation>Durchsage entfernt.</translation>
    </message>
    <message>
        <source>No announcement.</source>
        <translation>Keine Durchsage.</translation>
    </message>
    <message>
        <source>Give the line every screen shows, or --clear to take it off.</source>
        <translation>Die Zeile angeben, die jeder Bildschirm zeigt, oder --clear, um sie zu entfernen.</translation>
    </message>
    <message>
        <source>until cleared</source>
        <translation>bis sie entfernt wird</translation>
    </message>
    <message>
        <source>for {seconds} seconds</source>
        <translation>für {seconds} Sekunden</translation>
    </message>
    <message>
        <source>Announcing {shown}: {text}</source>
        <translation>Durchsage {shown}: {text}</translation>
    </message>
    <message>
        <source>The picture is written as PNG: name it FILE.png.</source>
        <translation>Das Bild wird als PNG geschrieben: es DATEI.png nennen.</translation>
    </message>
    <message>
        <source>There is no folder {folder} to write the picture in.</source>
        <translation>Es gibt keinen Ordner {folder}, in den das Bild geschrieben werden kann.</translation>
    </message>
</context>
<context>
    <name>cli.event_cmd</name>
    <message>
        <source>Created event #{id}: {name}</source>
        <translation>Turnier #{id} angelegt: {name}</translation>
    </message>
    <message>
        <source>No events yet.</source>
        <translation>Noch keine Turniere.</translation>
    </message>
    <message>
        <source>Live status feed</source>
        <translation>Live-Status-Feed</translation>
    </message>
</context>
<context>
    <name>cli.hand_cmd</name>
    <message>
        <source>table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <source>Hand-for-hand play is off.</source>
        <translation>Hand-for-Hand ist aus.</translation>
    </message>
    <message>
        <source>Hand-for-hand hand {hand} ({minutes} min per hand)</source>
        <translation>Hand-for-Hand, Hand {hand} ({minutes} Min. pro Hand)</translation>
    </message>
    <message>
        <source>Finished: {tables}</source>
        <translation>Fertig: {tables}</translation>
    </message>
    <message>
        <source>Still playing: {tables}</source>
        <translation>Spielt noch: {tables}</translation>
    </message>
    <message>
        <source>Every table has finished: deal on with &apos;hand-for-hand next&apos;.</source>
        <translation>Alle Tische sind fertig: weiter mit &apos;hand-for-hand next&apos;.</translation>
    </message>
    <message>
        <source>Clock: {state} (held for hand-for-hand), {remaining} left</source>
        <translation>Uhr: {state} (angehalten für Hand-for-Hand), noch {remaining}</translation>
    </message>
    <message>
        <source>Clock: {state}, {remaining} left</source>
        <translation>Uhr: {state}, noch {remaining}</translation>
    </message>
    <message>
        <source>dead button</source>
        <translation>toter Button</translation>
    </message>
    <message>
        <source>button</source>
        <translation>Button</translation>
    </message>
    <message>
        <source>dead small blind</source>
        <translation>toter Small Blind</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>Small Blind</translation>
    </message>
    <message>
        <source>Next hand at table {table}: {button} seat {button_seat}, {small} seat {small_seat}, big blind seat {big_seat}</source>
        <translation>Nächste Hand an Tisch {table}: {button} Platz {button_seat}, {small} Platz {small_seat}, Big Blind Platz {big_seat}</translation>
    </message>
    <message>
        <source>Not dealt in until the button passes (between the button and the small blind): seat {seats}</source>
        <translation>Bekommt keine Karten, bis der Button vorbei ist (zwischen Button und Small Blind): Platz {seats}</translation>
    </message>
    <message>
        <source>Table {table} draws for the button: {reason}.</source>
        <translation>Tisch {table} lost den Button aus: {reason}.</translation>
    </message>
    <message>
        <source>Enter the button with &apos;seating button {table} SEAT&apos;.</source>
        <translation>Den Button mit &apos;seating button {table} SEAT&apos; eintragen.</translation>
    </message>
    <message>
        <source>Table {table} halts until balanced: {players}, the fullest table has {fullest} ({rule}).</source>
        <translation>Tisch {table} pausiert bis zum Ausgleich: {players}, der vollste Tisch hat {fullest} ({rule}).</translation>
    </message>
    <message>
        <source>Table {table} deals again.</source>
        <translation>Tisch {table} teilt wieder aus.</translation>
    </message>
</context>
<context>
    <name>cli.journal_cmd</name>
    <message>
        <source>The journal is empty.</source>
        <translation>Das Journal ist leer.</translation>
    </message>
</context>
<context>
    <name>cli.league_cmd</name>
    <message>
        <source>    season {name}: {played} of {events} played · rules v{version}: {formula}</source>
        <extracomment>The most points a place (or an attendance) may be given.</extracomment>
        <translation>    Saison {name}: {played} von {events} gespielt · Regeln v{version}: {formula}</translation>
    </message>
    <message>
        <source>    season {name} (closed): {played} of {events} played · rules v{version}: {formula}</source>
        <translation>    Saison {name} (abgeschlossen): {played} von {events} gespielt · Regeln v{version}: {formula}</translation>
    </message>
    <message>
        <source>    venue {name}</source>
        <translation>    Spielort {name}</translation>
    </message>
    <message>
        <source>No leagues yet.</source>
        <translation>Noch keine Ligen.</translation>
    </message>
    <message>
        <source>{count} event</source>
        <translation>{count} Turnier</translation>
    </message>
    <message>
        <source>{count} events</source>
        <translation>{count} Turniere</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Season {name}, rules version {version}:</source>
        <translation>Saison {name}, Regelversion {version}:</translation>
    </message>
    <message>
        <source>  v{number} ({date}): {formula}</source>
        <translation>  v{number} ({date}): {formula}</translation>
    </message>
    <message>
        <source>{league} · season {season} · {events} played</source>
        <translation>{league} · Saison {season} · {events} gespielt</translation>
    </message>
    <message>
        <source>{rank}  {player} {points}  events {events} wins {wins} best {best}</source>
        <translation>{rank}  {player} {points}  Turniere {events} Siege {wins} bester {best}</translation>
    </message>
    <message>
        <source>{line}  ({points} withheld: dues not paid up)</source>
        <translation>{line}  ({points} einbehalten: Beitrag nicht bezahlt)</translation>
    </message>
    <message>
        <source>{player} · season {season}</source>
        <translation>{player} · Saison {season}</translation>
    </message>
    <message>
        <source>  {date}  {event} place {place} {points}</source>
        <translation>  {date}  {event} Platz {place} {points}</translation>
    </message>
    <message>
        <source>  {date}  {event} place {place} {points}  (not counted)</source>
        <translation>  {date}  {event} Platz {place} {points}  (nicht gewertet)</translation>
    </message>
    <message>
        <source>  adjustment {points}: {reason}</source>
        <translation>  Korrektur {points}: {reason}</translation>
    </message>
    <message>
        <source>Name the league once: as NAME or as --league.</source>
        <translation>Die Liga nur einmal nennen: als NAME oder als --league.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>{path} kann nicht geschrieben werden: {reason}.</translation>
    </message>
    <message>
        <source>Wrote {rows} to {path}</source>
        <translation>{rows} nach {path} geschrieben</translation>
    </message>
</context>
<context>
    <name>cli.main</name>
    <message>
        <source>argument {argument}: {problem}</source>
        <translation>Argument {argument}: {problem}</translation>
    </message>
    <message>
        <source>{problem} (see &apos;{command} --help&apos;)</source>
        <translation>{problem} (siehe &apos;{command} --help&apos;)</translation>
    </message>
</context>
<context>
    <name>cli.names</name>
    <message>
        <source>{players} are called {name}; say which one by number (e.g. &apos;#{number}&apos;):
{lines}</source>
        <translation>{players} heißen {name}; mit der Nummer sagen, welcher (z. B. &apos;#{number}&apos;):
{lines}</translation>
    </message>
    <message>
        <source>There is no player called {text}.</source>
        <translation>Es gibt keinen Spieler namens {text}.</translation>
    </message>
    <message>
        <source>{spec} is not NAME=CHIPS (e.g. &apos;Ann Lee=23500&apos;).</source>
        <translation>{spec} ist nicht NAME=CHIPS (z. B. &apos;Ann Lee=23500&apos;).</translation>
    </message>
</context>
<context>
    <name>cli.numbers</name>
    <message>
        <source>{text} is not a whole number</source>
        <extracomment>The largest decimal argument (hours, seconds) taken.</extracomment>
        <translation>{text} ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>{text} is not a number</source>
        <translation>{text} ist keine Zahl</translation>
    </message>
</context>
<context>
    <name>cli.payouts_cmd</name>
    <message>
        <source>Payouts: from two entries on.</source>
        <translation>Auszahlungen: ab zwei Entries.</translation>
    </message>
    <message>
        <source>Payouts ({table}, {entries}):</source>
        <translation>Auszahlungen ({table}, {entries}):</translation>
    </message>
    <message>
        <source>Mystery bounties won (draws):</source>
        <translation>Gewonnene Mystery Bounties (Ziehungen):</translation>
    </message>
    <message>
        <source>  {player}: {won} ({draws})</source>
        <translation>  {player}: {won} ({draws})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Bounties (on head, won):</source>
        <translation>Bounties (auf dem Kopf, gewonnen):</translation>
    </message>
    <message>
        <source>This event has no mystery bounty: give it a bounty and the mystery bounty format first (event update --bounty 50 --bounty-format mystery).</source>
        <translation>Dieses Turnier hat keinen Mystery Bounty: ihm zuerst einen Bounty und das Format Mystery Bounty geben (event update --bounty 50 --bounty-format mystery).</translation>
    </message>
    <message>
        <source>Templates:</source>
        <translation>Vorlagen:</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is neither a built-in payout table ({known}) nor a readable file.</source>
        <translation>&apos;{value}&apos; ist weder eine eingebaute Auszahlungstabelle ({known}) noch eine lesbare Datei.</translation>
    </message>
    <message>
        <source>Say what to change: --table, --rake, --added, --guarantee, --round, --fee-split, --rebuy-fee-split, --addon-fee-split or --tax-note-from.</source>
        <translation>Angeben, was geändert werden soll: --table, --rake, --added, --guarantee, --round, --fee-split, --rebuy-fee-split, --addon-fee-split oder --tax-note-from.</translation>
    </message>
    <message>
        <source>Tax note from {money}</source>
        <translation>Steuerhinweis ab {money}</translation>
    </message>
    <message>
        <source>No tax note at this venue</source>
        <translation>Kein Steuerhinweis an diesem Spielort</translation>
    </message>
    <message>
        <source>Saved payout table &apos;{name}&apos;</source>
        <translation>Auszahlungstabelle &apos;{name}&apos; gespeichert</translation>
    </message>
    <message>
        <source>--{field} needs a comma-separated list.</source>
        <translation>--{field} braucht eine durch Kommas getrennte Liste.</translation>
    </message>
    <message>
        <source>There is no prize pool to share yet.</source>
        <translation>Es gibt noch kein Preisgeld zu verteilen.</translation>
    </message>
    <message>
        <source>{method}: places {first} to {last}</source>
        <translation>{method}: Plätze {first} bis {last}</translation>
    </message>
    <message>
        <source>Recorded: {label}</source>
        <translation>Eingetragen: {label}</translation>
    </message>
</context>
<context>
    <name>cli.player_cmd</name>
    <message>
        <source>alternate {number} (every seat is taken)</source>
        <translation>Nachrücker {number} (alle Plätze sind besetzt)</translation>
    </message>
    <message>
        <source>table {table} seat {seat}</source>
        <translation>Tisch {table} Platz {seat}</translation>
    </message>
    <message>
        <source>{player}: {place} · {stack} chips</source>
        <translation>{player}: {place} · {stack} Chips</translation>
    </message>
    <message>
        <source>{text} ({deduction} deducted)</source>
        <translation>{text} ({deduction} abgezogen)</translation>
    </message>
    <message>
        <source>{text} · {note}</source>
        <translation>{text} · {note}</translation>
    </message>
    <message>
        <source>{text} · entry {number}</source>
        <translation>{text} · Entry {number}</translation>
    </message>
    <message>
        <source>{label} · {chips} chips bought in all</source>
        <translation>{label} · insgesamt {chips} Chips gekauft</translation>
    </message>
    <message>
        <source>No entries yet.</source>
        <translation>Noch keine Entries.</translation>
    </message>
    <message>
        <source>Entries {entries} · players left {left} · chips in play {chips} · average stack {average}</source>
        <translation>Entries {entries} · verbleibende Spieler {left} · Chips im Spiel {chips} · Durchschnittsstack {average}</translation>
    </message>
    <message>
        <source>waiting</source>
        <extracomment>An entry&apos;s status as the list says it.</extracomment>
        <translation>wartet</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>busted</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>weiter</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>Auslosung</translation>
    </message>
    <message>
        <source>alt {number}</source>
        <translation>NR {number}</translation>
    </message>
    <message>
        <source>--limit must be 1 or more.</source>
        <translation>--limit muss 1 oder mehr sein.</translation>
    </message>
    <message>
        <source>Nobody matches &apos;{text}&apos;.</source>
        <translation>Niemand passt zu &apos;{text}&apos;.</translation>
    </message>
    <message>
        <source>Say why the player is barred (--reason).</source>
        <translation>Angeben, warum der Spieler gesperrt wird (--reason).</translation>
    </message>
    <message>
        <source>Contact: {contact}</source>
        <translation>Kontakt: {contact}</translation>
    </message>
    <message>
        <source>Dues paid until: {date} (expired)</source>
        <translation>Beitrag bezahlt bis: {date} (abgelaufen)</translation>
    </message>
    <message>
        <source>Dues paid until: {date}</source>
        <translation>Beitrag bezahlt bis: {date}</translation>
    </message>
    <message>
        <source>BARRED: {reason}</source>
        <translation>GESPERRT: {reason}</translation>
    </message>
    <message>
        <source>Notes: {notes}</source>
        <translation>Notizen: {notes}</translation>
    </message>
    <message>
        <source>never played</source>
        <translation>nie gespielt</translation>
    </message>
    <message>
        <source>First seen: {date}</source>
        <translation>Zuerst gesehen: {date}</translation>
    </message>
    <message>
        <source>Events played: {count}</source>
        <translation>Gespielte Turniere: {count}</translation>
    </message>
    <message>
        <source>Imported {players} from {source}</source>
        <translation>{players} aus {source} importiert</translation>
    </message>
    <message>
        <source>Imported {players}</source>
        <translation>{players} importiert</translation>
    </message>
    <message>
        <source>{head}.</source>
        <translation>{head}.</translation>
    </message>
    <message>
        <source>{head}; {rows} rejected:</source>
        <translation>{head}; {rows} abgelehnt:</translation>
    </message>
    <message>
        <source>No duplicates found.</source>
        <translation>Keine Duplikate gefunden.</translation>
    </message>
</context>
<context>
    <name>cli.print_cmd</name>
    <message>
        <source>{count} page</source>
        <translation>{count} Seite</translation>
    </message>
    <message>
        <source>{count} pages</source>
        <translation>{count} Seiten</translation>
    </message>
    <message>
        <source>{document}: {pages} written to {path}</source>
        <translation>{document}: {pages} in {path} geschrieben</translation>
    </message>
</context>
<context>
    <name>cli.publish_cmd</name>
    <message>
        <source>Published {places} to {folder}: {names}</source>
        <translation>{places} veröffentlicht in {folder}: {names}</translation>
    </message>
    <message>
        <source>{count} place</source>
        <translation>{count} Platzierung</translation>
    </message>
    <message>
        <source>{count} places</source>
        <translation>{count} Platzierungen</translation>
    </message>
</context>
<context>
    <name>cli.remedies</name>
    <message>
        <source>Run &apos;seating break {table}&apos;.</source>
        <translation>&apos;seating break {table}&apos; ausführen.</translation>
    </message>
    <message>
        <source>Run &apos;seating final&apos;.</source>
        <translation>&apos;seating final&apos; ausführen.</translation>
    </message>
    <message>
        <source>Run &apos;seating button {table} SEAT&apos;, or &apos;seating button {table} --draw&apos;.</source>
        <translation>&apos;seating button {table} SEAT&apos; oder &apos;seating button {table} --draw&apos; ausführen.</translation>
    </message>
    <message>
        <source>Run &apos;seating seat-on {table} SEAT&apos;.</source>
        <translation>&apos;seating seat-on {table} SEAT&apos; ausführen.</translation>
    </message>
    <message>
        <source>Give them with --stacks.</source>
        <translation>Mit --stacks angeben.</translation>
    </message>
    <message>
        <source>Run &apos;hand-for-hand next&apos;.</source>
        <translation>&apos;hand-for-hand next&apos; ausführen.</translation>
    </message>
    <message>
        <source>Add --force to draw anyway.</source>
        <translation>--force hinzufügen, um trotzdem auszulosen.</translation>
    </message>
    <message>
        <source>Run &apos;floortool league create NAME&apos;.</source>
        <translation>&apos;floortool league create NAME&apos; ausführen.</translation>
    </message>
    <message>
        <source>Run &apos;floortool league season add NAME&apos;.</source>
        <translation>&apos;floortool league season add NAME&apos; ausführen.</translation>
    </message>
    <message>
        <source>Run &apos;floortool player reenter NAME&apos;.</source>
        <translation>&apos;floortool player reenter NAME&apos; ausführen.</translation>
    </message>
    <message>
        <source>&apos;floortool ruling list&apos; shows them all.</source>
        <translation>&apos;floortool ruling list&apos; zeigt sie alle.</translation>
    </message>
    <message>
        <source>Run &apos;floortool seating balance&apos;.</source>
        <translation>&apos;floortool seating balance&apos; ausführen.</translation>
    </message>
    <message>
        <source>Run &apos;floortool chips race&apos;.</source>
        <translation>&apos;floortool chips race&apos; ausführen.</translation>
    </message>
    <message>
        <source>Run &apos;floortool player register&apos;.</source>
        <translation>&apos;floortool player register&apos; ausführen.</translation>
    </message>
</context>
<context>
    <name>cli.report_cmd</name>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>{path} kann nicht geschrieben werden: {reason}.</translation>
    </message>
    <message>
        <source>Cash report: {event}</source>
        <translation>Kassenbericht: {event}</translation>
    </message>
    <message>
        <source>Money in:</source>
        <translation>Einnahmen:</translation>
    </message>
    <message>
        <source>Money out:</source>
        <translation>Ausgaben:</translation>
    </message>
    <message>
        <source>In {money_in}, out {money_out}, difference {difference}</source>
        <translation>Ein {money_in}, aus {money_out}, Differenz {difference}</translation>
    </message>
</context>
<context>
    <name>cli.results_cmd</name>
    <message>
        <source>--{field} takes whole numbers separated by commas, like 12000,8000 (got &apos;{text}&apos;).</source>
        <translation>--{field} nimmt ganze Zahlen, durch Kommas getrennt, wie 12000,8000 (erhalten: &apos;{text}&apos;).</translation>
    </message>
    <message>
        <source>{player}: {place}</source>
        <translation>{player}: {place}</translation>
    </message>
    <message>
        <source>{player}: {place}; mystery bounty drawn: {money}</source>
        <translation>{player}: {place}; Mystery Bounty gezogen: {money}</translation>
    </message>
    <message>
        <source>Field {field} · {remaining} playing</source>
        <translation>Feld {field} · {remaining} im Spiel</translation>
    </message>
    <message>
        <source>  hits {hits}</source>
        <translation>  Treffer {hits}</translation>
    </message>
    <message>
        <source>  bounties {money}</source>
        <translation>  Bounties {money}</translation>
    </message>
    <message>
        <source>  bounty unclaimed</source>
        <translation>  Bounty nicht beansprucht</translation>
    </message>
    <message>
        <source>  (set by the director: {reason})</source>
        <translation>  (vom Turnierleiter gesetzt: {reason})</translation>
    </message>
</context>
<context>
    <name>cli.ruling_cmd</name>
    <message>
        <source>&apos;{spec}&apos; is not QUESTION=CHOICE (e.g. substantial_action=no).</source>
        <translation>&apos;{spec}&apos; ist nicht QUESTION=CHOICE (z. B. substantial_action=no).</translation>
    </message>
    <message>
        <source>{rule} (borrowed)</source>
        <translation>{rule} (übernommen)</translation>
    </message>
    <message>
        <source>No situation matches.</source>
        <translation>Keine Situation passt.</translation>
    </message>
    <message>
        <source>Questions:</source>
        <translation>Fragen:</translation>
    </message>
    <message>
        <source>  if {when}: {ruling}</source>
        <translation>  wenn {when}: {ruling}</translation>
    </message>
    <message>
        <source>  if otherwise: {ruling}</source>
        <translation>  sonst: {ruling}</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Regeln: {rules}</translation>
    </message>
    <message>
        <source>At the director&apos;s discretion.</source>
        <translation>Im Ermessen des Turnierleiters.</translation>
    </message>
    <message>
        <source>Random pick: {card}</source>
        <translation>Zufällig gezogen: {card}</translation>
    </message>
    <message>
        <source>The floor picks the {what} at random from {count} cards: record the ruling (--record) to draw it.</source>
        <translation>Der Floor zieht {what} zufällig aus {count} Karten: die Entscheidung eintragen (--record), um zu ziehen.</translation>
    </message>
    <message>
        <source>Under {rulebook}: {ruling}</source>
        <translation>Nach {rulebook}: {ruling}</translation>
    </message>
    <message>
        <source>Under {rulebook} (if {when}): {ruling}</source>
        <translation>Nach {rulebook} (wenn {when}): {ruling}</translation>
    </message>
    <message>
        <source>Recorded: {label}</source>
        <translation>Eingetragen: {label}</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <source>No rulings recorded.</source>
        <translation>Keine Entscheidungen eingetragen.</translation>
    </message>
    <message>
        <source>{spec} is not TO or TO:all-in (e.g. 450:all-in).</source>
        <translation>{spec} ist nicht TO oder TO:all-in (z. B. 450:all-in).</translation>
    </message>
    <message>
        <source>To call: {bet}; minimum raise to {raise_to} (a full raise is {full}).</source>
        <translation>Zum Callen: {bet}; Mindest-Raise auf {raise_to} (ein voller Raise ist {full}).</translation>
    </message>
    <message>
        <source>  seat {seat}: {chips}</source>
        <translation>  Platz {seat}: {chips}</translation>
    </message>
    <message>
        <source>Clock call: {phases}.</source>
        <translation>Clock: {phases}.</translation>
    </message>
    <message>
        <source>Facing a bet: {facing} Otherwise: {not_facing}</source>
        <translation>Vor einem Einsatz: {facing} Sonst: {not_facing}</translation>
    </message>
    <message>
        <source>After {elapsed} s: {phase}, {left} s left.</source>
        <translation>Nach {elapsed} s: {phase}, noch {left} s.</translation>
    </message>
</context>
<context>
    <name>cli.seat_rules_cmd</name>
    <message>
        <source>Out of play: {seats}</source>
        <translation>Außer Spiel: {seats}</translation>
    </message>
    <message>
        <source>Kept apart: {players} (at the same table now!)</source>
        <translation>Getrennt gehalten: {players} (jetzt am selben Tisch!)</translation>
    </message>
    <message>
        <source>Kept apart: {players}</source>
        <translation>Getrennt gehalten: {players}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
    <message>
        <source>Table order: {order}</source>
        <translation>Tischreihenfolge: {order}</translation>
    </message>
    <message>
        <source>Table {table} seat {seat}  {player}</source>
        <translation>Tisch {table} Platz {seat}  {player}</translation>
    </message>
    <message>
        <source>Table {table} seat {seat}  {player}  (locked)</source>
        <translation>Tisch {table} Platz {seat}  {player}  (fest)</translation>
    </message>
    <message>
        <source>Waiting: {players}</source>
        <translation>Wartend: {players}</translation>
    </message>
    <message>
        <source>At one table (no other had room): {pairs}</source>
        <translation>An einem Tisch (kein anderer hatte Platz): {pairs}</translation>
    </message>
</context>
<context>
    <name>cli.seating_cmd</name>
    <message>
        <source>--only chooses among the moves --apply makes.</source>
        <translation>--only wählt unter den Umsetzungen, die --apply macht.</translation>
    </message>
    <message>
        <source>Give the button&apos;s SEAT, or --draw to draw for it.</source>
        <translation>Den SEAT des Buttons angeben, oder --draw, um ihn auszulosen.</translation>
    </message>
    <message>
        <source>halted</source>
        <extracomment>A line the command line prints: a phrase said in the reader&apos;s language, or a ``str``.</extracomment>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>halted since {time}</source>
        <translation>angehalten seit {time}</translation>
    </message>
    <message>
        <source>moved {moves}, {manual} by hand</source>
        <translation>{moves}× umgesetzt, {manual} von Hand</translation>
    </message>
    <message>
        <source>moved {moves}</source>
        <translation>{moves}× umgesetzt</translation>
    </message>
    <message>
        <source>{line}  (locked)</source>
        <translation>{line}  (fest)</translation>
    </message>
    <message>
        <source>{line}  ({moved})</source>
        <translation>{line}  ({moved})</translation>
    </message>
    <message>
        <source>final table</source>
        <translation>Finaltisch</translation>
    </message>
    <message>
        <source>short</source>
        <translation>kurz</translation>
    </message>
    <message>
        <source>button to re-draw</source>
        <translation>Button neu auslosen</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>Platz {seat}</translation>
    </message>
    <message>
        <source>Table {table}: {players}/{seats}, button {button}</source>
        <translation>Tisch {table}: {players}/{seats}, Button {button}</translation>
    </message>
    <message>
        <source>{head} ({flags})</source>
        <translation>{head} ({flags})</translation>
    </message>
    <message>
        <source>Waiting: {players}</source>
        <translation>Wartend: {players}</translation>
    </message>
    <message>
        <source>No table is open.</source>
        <translation>Kein Tisch ist offen.</translation>
    </message>
    <message>
        <source>{player}: {reason}, {rule}</source>
        <translation>{player}: {reason}, {rule}</translation>
    </message>
    <message>
        <source>Then: {reason} ({rule}).</source>
        <translation>Danach: {reason} ({rule}).</translation>
    </message>
    <message>
        <source>The players fit at the final table: &apos;seating final&apos;.</source>
        <translation>Die Spieler passen an den Finaltisch: &apos;seating final&apos;.</translation>
    </message>
    <message>
        <source>Table {table} can break: &apos;seating break {table}&apos;.</source>
        <translation>Tisch {table} kann aufgelöst werden: &apos;seating break {table}&apos;.</translation>
    </message>
    <message>
        <source>seat {seat} {card}</source>
        <translation>Platz {seat} {card}</translation>
    </message>
    <message>
        <source>Table {table} button: seat {seat} by high card ({cards})</source>
        <translation>Tisch {table} Button: Platz {seat} per höchster Karte ({cards})</translation>
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
        <translation>nur Stud: Spieler werden nach Position umgesetzt (TDA 2024 Regel 11-A)</translation>
    </message>
    <message>
        <source>stud level of a mixed game: button frozen (TDA 2024 Rule 11-B)</source>
        <translation>Stud-Level eines Mixed Games: Button eingefroren (TDA 2024 Regel 11-B)</translation>
    </message>
    <message>
        <source>at most {players} between tables</source>
        <translation>höchstens {players} Unterschied zwischen den Tischen</translation>
    </message>
    <message>
        <source>{tolerance} ({early} while more than {tables} are open)</source>
        <translation>{tolerance} ({early}, solange mehr als {tables} offen sind)</translation>
    </message>
    <message>
        <source>Balancing: {tolerance}; the highest-numbered fullest table gives (Rule 11-C)</source>
        <translation>Ausgleich: {tolerance}; der vollste Tisch mit der höchsten Nummer gibt ab (Regel 11-C)</translation>
    </message>
    <message>
        <source>Balancing: {tolerance}; the lowest-numbered fullest table gives (Rule 11-C)</source>
        <translation>Ausgleich: {tolerance}; der vollste Tisch mit der niedrigsten Nummer gibt ab (Regel 11-C)</translation>
    </message>
    <message>
        <source>in the order {order}, then highest first</source>
        <translation>in der Reihenfolge {order}, dann die höchste zuerst</translation>
    </message>
    <message>
        <source>highest first</source>
        <translation>die höchste zuerst</translation>
    </message>
    <message>
        <source>{breaks}, when the others seat everyone at {load} per table</source>
        <translation>{breaks}, wenn die übrigen alle mit {load} pro Tisch aufnehmen</translation>
    </message>
    <message>
        <source>Breaking: {breaks}</source>
        <translation>Auflösen: {breaks}</translation>
    </message>
    <message>
        <source>Final table: {players}</source>
        <translation>Finaltisch: {players}</translation>
    </message>
    <message>
        <source>Game: {game}</source>
        <translation>Spiel: {game}</translation>
    </message>
    <message>
        <source>Button re-drawn by high card when half a table is new, and at the final table ({when})</source>
        <translation>Button wird per höchster Karte neu ausgelost, wenn ein halber Tisch neu ist, und am Finaltisch ({when})</translation>
    </message>
</context>
<context>
    <name>cli.serve_cmd</name>
    <message>
        <source>Serving the floor at:</source>
        <translation>Der Floor ist erreichbar unter:</translation>
    </message>
    <message>
        <source>  (this laptop&apos;s network address was not found: is the Wi-Fi connected? Its address is in the network settings; phones open http://ADDRESS:{port}/)</source>
        <translation>  (die Netzwerkadresse dieses Laptops wurde nicht gefunden: ist das WLAN verbunden? Die Adresse steht in den Netzwerkeinstellungen; Handys öffnen http://ADDRESS:{port}/)</translation>
    </message>
    <message>
        <source>Press Ctrl+C to stop.</source>
        <translation>Strg+C zum Beenden.</translation>
    </message>
    <message>
        <source>no open-file limit</source>
        <translation>keine Grenze für offene Dateien</translation>
    </message>
    <message>
        <source>open files: {soft} (raised from {was})</source>
        <translation>offene Dateien: {soft} (angehoben von {was})</translation>
    </message>
    <message>
        <source>open files: {soft} (the most this system allows here)</source>
        <translation>offene Dateien: {soft} (das Maximum, das dieses System hier erlaubt)</translation>
    </message>
    <message>
        <source>Takes {pages} live pages and {connections} connections at once ({files}); past that a page is told to try again.</source>
        <translation>Nimmt {pages} Live-Seiten und {connections} Verbindungen gleichzeitig an ({files}); darüber hinaus wird eine Seite gebeten, es erneut zu versuchen.</translation>
    </message>
</context>
<context>
    <name>cli.sign_up_cmd</name>
    <message>
        <source>Nobody is waiting.</source>
        <translation>Niemand wartet.</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <source>Sign-up is {state}; {waiting} waiting.</source>
        <translation>Voranmeldung ist {state}; {waiting} warten.</translation>
    </message>
    <message>
        <source>{count} sign-up</source>
        <translation>{count} Voranmeldung</translation>
    </message>
    <message>
        <source>{count} sign-ups</source>
        <translation>{count} Voranmeldungen</translation>
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
        <translation>nach dem letzten Level</translation>
    </message>
    <message>
        <source>{time} after the start (level {level})</source>
        <translation>{time} nach dem Start (Level {level})</translation>
    </message>
    <message>
        <source>Projected finish for {players}: {when}</source>
        <translation>Voraussichtliches Ende für {players}: {when}</translation>
    </message>
    <message>
        <source>{label} (from {source}, {levels})</source>
        <translation>{label} (aus {source}, {levels})</translation>
    </message>
    <message>
        <source>{count} level</source>
        <translation>{count} Level</translation>
    </message>
    <message>
        <source>{count} levels</source>
        <translation>{count} Level</translation>
    </message>
    <message>
        <source>Cannot write {path}: {strerror}.</source>
        <translation>{path} kann nicht geschrieben werden: {strerror}.</translation>
    </message>
    <message>
        <source>{path}: write the structure to a .json or .csv file.</source>
        <translation>{path}: die Struktur in eine .json- oder .csv-Datei schreiben.</translation>
    </message>
    <message>
        <source>Wrote {file}</source>
        <translation>{file} geschrieben</translation>
    </message>
    <message>
        <source>Projected finish for {players}: {time} after the start (level {level}; model: README, &apos;Structure generator&apos;)</source>
        <translation>Voraussichtliches Ende für {players}: {time} nach dem Start (Level {level}; Modell: README, &apos;Structure generator&apos;)</translation>
    </message>
</context>
<context>
    <name>cli.window_cmd</name>
    <message>
        <source>Demo event #{id}: {name}</source>
        <translation>Demo-Turnier #{id}: {name}</translation>
    </message>
</context>
<context>
    <name>clock_call</name>
    <message>
        <source>Clock call</source>
        <translation>Clock Call</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Count again from the start (Enter)</source>
        <translation>Von vorn zählen (Enter)</translation>
    </message>
    <message>
        <source>Clock called on a player</source>
        <translation>Clock auf einen Spieler gerufen</translation>
    </message>
    <message>
        <source>When time runs out — facing a bet: {facing_bet} Not facing a bet: {not_facing_bet}</source>
        <translation>Wenn die Zeit abläuft — vor einem Bet: {facing_bet} Ohne Bet: {not_facing_bet}</translation>
    </message>
    <message>
        <source>Facing a bet: {facing_bet}</source>
        <translation>Vor einem Bet: {facing_bet}</translation>
    </message>
    <message>
        <source>{0} s left in all</source>
        <translation>Noch {0} s insgesamt</translation>
    </message>
</context>
<context>
    <name>clock_control</name>
    <message>
        <source>Start the clock</source>
        <translation>Die Uhr starten</translation>
    </message>
    <message>
        <source>Pause the clock</source>
        <translation>Die Uhr anhalten</translation>
    </message>
    <message>
        <source>Start hand-for-hand</source>
        <translation>Hand-for-Hand starten</translation>
    </message>
    <message>
        <source>Stop hand-for-hand</source>
        <translation>Hand-for-Hand beenden</translation>
    </message>
    <message>
        <source>Resume the clock</source>
        <translation>Die Uhr fortsetzen</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Nächstes Level</translation>
    </message>
    <message>
        <source>Previous level</source>
        <translation>Voriges Level</translation>
    </message>
    <message>
        <source>Add time</source>
        <translation>Zeit hinzufügen</translation>
    </message>
    <message>
        <source>Remove time</source>
        <translation>Zeit abziehen</translation>
    </message>
    <message>
        <source>Go to level {level}</source>
        <translation>Zu Level {level}</translation>
    </message>
    <message>
        <source>Play this row</source>
        <translation>Diese Zeile spielen</translation>
    </message>
    <message>
        <source>Schedule the start</source>
        <translation>Den Start planen</translation>
    </message>
</context>
<context>
    <name>clock_page</name>
    <message>
        <source>Start hand-for-hand…</source>
        <extracomment>``room_display_requested`` with this value: open the display in a window. The page is the director&apos;s, not the room&apos;s: its digits stop growing here.</extracomment>
        <translation>Hand-for-Hand…</translation>
    </message>
    <message>
        <source>Stop hand-for-hand</source>
        <translation>Hand-for-Hand beenden</translation>
    </message>
    <message>
        <source>Back to normal play: the clock runs again</source>
        <translation>Zurück zum normalen Spiel: die Uhr läuft wieder</translation>
    </message>
    <message>
        <source>Near the money: hold the clock and have every table report each hand ({rule}); the Tables page shows who is still playing</source>
        <translation>Nahe den Preisrängen: die Uhr anhalten und jeden Tisch jede Hand melden lassen ({rule}); die Seite Tische zeigt, wer noch spielt</translation>
    </message>
    <message>
        <source>Screen {number}: {0} ({1} x {2})</source>
        <translation>Bildschirm {number}: {0} ({1} x {2})</translation>
    </message>
    <message>
        <source>NEXT</source>
        <translation>NÄCHSTES</translation>
    </message>
    <message>
        <source>NEXT BREAK IN</source>
        <translation>PAUSE IN</translation>
    </message>
    <message>
        <source>LATE REG.</source>
        <translation>LATE REG.</translation>
    </message>
    <message>
        <source>No structure</source>
        <translation>Keine Struktur</translation>
    </message>
    <message>
        <source>Choose one on the Structure page</source>
        <translation>Eine auf der Seite Struktur wählen</translation>
    </message>
    <message>
        <source>BREAK</source>
        <translation>PAUSE</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Start the clock (Space)</source>
        <translation>Die Uhr starten (Leertaste)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Pause or resume the clock (Space)</source>
        <translation>Die Uhr anhalten oder fortsetzen (Leertaste)</translation>
    </message>
    <message>
        <source>◀  Previous</source>
        <translation>◀  Zurück</translation>
    </message>
    <message>
        <source>Previous level (Left arrow)</source>
        <translation>Voriges Level (Pfeil links)</translation>
    </message>
    <message>
        <source>Next  ▶</source>
        <translation>Weiter  ▶</translation>
    </message>
    <message>
        <source>Next level (Right arrow)</source>
        <translation>Nächstes Level (Pfeil rechts)</translation>
    </message>
    <message>
        <source>Go to level…</source>
        <translation>Zu Level…</translation>
    </message>
    <message>
        <source>Play any level of the structure</source>
        <translation>Ein beliebiges Level der Struktur spielen</translation>
    </message>
    <message>
        <source>−1 min</source>
        <translation>−1 Min.</translation>
    </message>
    <message>
        <source>Remove a minute from this level (-)</source>
        <translation>Eine Minute von diesem Level abziehen (-)</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>+1 Min.</translation>
    </message>
    <message>
        <source>Add a minute to this level (+)</source>
        <translation>Eine Minute zu diesem Level hinzufügen (+)</translation>
    </message>
    <message>
        <source>Schedule start…</source>
        <translation>Start planen…</translation>
    </message>
    <message>
        <source>Count down to a start time; the clock starts by itself</source>
        <translation>Bis zu einer Startzeit herunterzählen; die Uhr startet von selbst</translation>
    </message>
    <message>
        <source>Speak announcements</source>
        <translation>Ansagen sprechen</translation>
    </message>
    <message>
        <source>Say the new blinds aloud at each level (where available)</source>
        <translation>Die neuen Blinds bei jedem Level ansagen (wo verfügbar)</translation>
    </message>
    <message>
        <source>Open room display</source>
        <translation>Saalanzeige öffnen</translation>
    </message>
    <message>
        <source>Show the clock full screen on a screen of your choice</source>
        <translation>Die Uhr im Vollbild auf einem Bildschirm Ihrer Wahl zeigen</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Saal</translation>
    </message>
    <message>
        <source>Players / entries</source>
        <translation>Spieler / Entries</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>Durchschnittsstack</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Preisgeld</translation>
    </message>
    <message>
        <source>Places paid</source>
        <translation>Bezahlte Plätze</translation>
    </message>
    <message>
        <source>Event settings</source>
        <translation>Turniereinstellungen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Start hand-for-hand</source>
        <translation>Hand-for-Hand starten</translation>
    </message>
    <message>
        <source>Minutes each hand takes off the held clock
(2: {0};
at most 3: {1}):</source>
        <translation>Minuten, die jede Hand von der angehaltenen Uhr abzieht
(2: {0};
höchstens 3: {1}):</translation>
    </message>
    <message>
        <source>Go to level</source>
        <translation>Zu Level</translation>
    </message>
    <message>
        <source>Play level (1 to {levels}):</source>
        <translation>Level spielen (1 bis {levels}):</translation>
    </message>
    <message>
        <source>Full screen on {name}</source>
        <translation>Vollbild auf {name}</translation>
    </message>
    <message>
        <source>In a window</source>
        <translation>In einem Fenster</translation>
    </message>
</context>
<context>
    <name>clock_text</name>
    <message>
        <source>Closed</source>
        <extracomment>The digits shown when there is no clock to read (en dashes). Display states (``ClockView.state`` plus &quot;held&quot; and &quot;countdown&quot;).</extracomment>
        <translation>Geschlossen</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>closes end of level {close}</source>
        <translation>endet mit Level {close}</translation>
    </message>
    <message>
        <source>Colour-up {0}</source>
        <translation>Color-up {0}</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} Min.</translation>
    </message>
    <message>
        <source>Starts in {0}</source>
        <translation>Beginnt in {0}</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht gestartet</translation>
    </message>
    <message>
        <source>Held for hand-for-hand</source>
        <translation>Angehalten für Hand-for-Hand</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Colour-up at the next break: {0}</source>
        <translation>Color-up in der nächsten Pause: {0}</translation>
    </message>
    <message>
        <source>Seats won</source>
        <translation>Gewonnene Plätze</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>{count} seat</source>
        <translation>{count} Platz</translation>
    </message>
    <message>
        <source>{count} seats</source>
        <translation>{count} Plätze</translation>
    </message>
    <message>
        <source>{won} on the break</source>
        <translation>{won} in der Pause</translation>
    </message>
    <message>
        <source>{won} in {level}</source>
        <translation>{won} in {level}</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächstes</translation>
    </message>
    <message>
        <source>The tournament is over</source>
        <translation>Das Turnier ist vorbei</translation>
    </message>
    <message>
        <source>Colour up {0}</source>
        <translation>Color-up {0}</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>This is the last level</source>
        <translation>Dies ist das letzte Level</translation>
    </message>
    <message>
        <source>Next: Break</source>
        <translation>Danach: Pause</translation>
    </message>
    <message>
        <source>Next: {title}</source>
        <translation>Danach: {title}</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>BB ante {ante}</source>
        <translation>BB-Ante {ante}</translation>
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
        <translation>{label} rückgängig machen</translation>
    </message>
</context>
<context>
    <name>crash_notice</name>
    <message>
        <source>floortool ended unexpectedly last time (the session started {0}). Nothing you were told was done is lost: every action is in the journal before the window reports it. What happened is in the log: {log}</source>
        <translation>floortool wurde beim letzten Mal unerwartet beendet (die Sitzung begann {0}). Nichts, was als erledigt gemeldet wurde, ist verloren: jede Aktion steht im Journal, bevor das Fenster sie meldet. Was passiert ist, steht im Log: {log}</translation>
    </message>
    <message>
        <source>Last session</source>
        <translation>Letzte Sitzung</translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation>Log-Ordner öffnen</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>deal_dialog</name>
    <message>
        <source>Type each player&apos;s chips as counted at the table. The deal shares the prizes still to be won; an amount can be left for the winner to play for.</source>
        <translation>Die Chips jedes Spielers so eingeben, wie sie am Tisch gezählt wurden. Der Deal teilt die noch zu gewinnenden Preise; ein Betrag kann für den Sieger zum Ausspielen bleiben.</translation>
    </message>
    <message>
        <source>Type every player&apos;s chips to work out the deal.</source>
        <translation>Die Chips jedes Spielers eingeben, um den Deal zu berechnen.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Set aside from 1st prize; the winner takes it</source>
        <translation>Vom 1. Preis zurückgelegt; der Sieger erhält es</translation>
    </message>
    <message>
        <source>Record deal</source>
        <translation>Deal eintragen</translation>
    </message>
    <message>
        <source>Record the agreement in the journal (Edit &gt; Undo)</source>
        <translation>Die Vereinbarung im Journal eintragen (Bearbeiten &gt; Rückgängig)</translation>
    </message>
    <message>
        <source>Prizes to share</source>
        <translation>Zu teilende Preise</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Left to play for</source>
        <translation>Noch auszuspielen</translation>
    </message>
    <message>
        <source>No prize pool to share yet.</source>
        <translation>Noch kein Preisgeld zu teilen.</translation>
    </message>
    <message>
        <source>A deal needs two players left or more, and a prize pool.</source>
        <translation>Ein Deal braucht mindestens zwei übrige Spieler und ein Preisgeld.</translation>
    </message>
    <message>
        <source>Paid now: {paid} of {0}</source>
        <translation>Jetzt ausgezahlt: {paid} von {0}</translation>
    </message>
    <message>
        <source>; the winner also takes {0}</source>
        <translation>; der Sieger erhält außerdem {0}</translation>
    </message>
</context>
<context>
    <name>desk_printing</name>
    <message>
        <source>Print each seat card to</source>
        <translation>Jede Platzkarte drucken nach</translation>
    </message>
    <message>
        <source>After each registration, the entrant&apos;s seat card (an 80 mm ticket) is saved as a PDF in this folder, for the desk&apos;s printer</source>
        <translation>Nach jeder Anmeldung wird die Platzkarte des Spielers (ein 80-mm-Bon) als PDF in diesem Ordner gespeichert, für den Drucker am Anmeldetisch</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Ordner wählen…</translation>
    </message>
    <message>
        <source>The folder the desk&apos;s seat cards are saved in</source>
        <translation>Der Ordner, in dem die Platzkarten des Anmeldetischs gespeichert werden</translation>
    </message>
    <message>
        <source>(no folder chosen)</source>
        <translation>(kein Ordner gewählt)</translation>
    </message>
    <message>
        <source>Print seat cards to</source>
        <translation>Platzkarten drucken nach</translation>
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
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Room screen</source>
        <translation>Saalbildschirm</translation>
    </message>
</context>
<context>
    <name>dialog_parts</name>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>domain.clock.events</name>
    <message>
        <source>The event has no blind structure yet; choose one first.</source>
        <translation>Das Turnier hat noch keine Blindstruktur; zuerst eine wählen.</translation>
    </message>
</context>
<context>
    <name>domain.clock.state</name>
    <message>
        <source>not started</source>
        <extracomment>The most time one adjustment adds or removes: a day (no level is longer). How far ahead a start may be scheduled. A clock&apos;s state as a refusal says it (&quot;the clock is not running (it is paused)&quot;).</extracomment>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>The event has no structure to run the clock on.</source>
        <translation>Das Turnier hat keine Struktur, nach der die Uhr laufen kann.</translation>
    </message>
    <message>
        <source>The clock has already started.</source>
        <translation>Die Uhr läuft bereits.</translation>
    </message>
    <message>
        <source>The clock is not running (it is {state}).</source>
        <translation>Die Uhr läuft nicht (Zustand: {state}).</translation>
    </message>
    <message>
        <source>The clock is not paused (it is {state}).</source>
        <translation>Die Uhr ist nicht angehalten (Zustand: {state}).</translation>
    </message>
    <message>
        <source>There is no row {row} in the structure (it has {count}).</source>
        <translation>Die Struktur hat keine Zeile {row} (sie hat {count}).</translation>
    </message>
    <message>
        <source>{seconds} is not a number of seconds.</source>
        <translation>{seconds} ist keine Anzahl Sekunden.</translation>
    </message>
    <message>
        <source>Adjusting by zero seconds changes nothing.</source>
        <translation>Eine Korrektur um null Sekunden ändert nichts.</translation>
    </message>
    <message>
        <source>The clock is adjusted by at most {most} seconds (a day) at a time.</source>
        <translation>Die Uhr wird auf einmal um höchstens {most} Sekunden (einen Tag) korrigiert.</translation>
    </message>
    <message>
        <source>The structure has finished; add a level first.</source>
        <translation>Die Struktur ist zu Ende; zuerst ein Level hinzufügen.</translation>
    </message>
    <message>
        <source>The scheduled start must be in the future.</source>
        <translation>Der geplante Start muss in der Zukunft liegen.</translation>
    </message>
    <message>
        <source>The scheduled start {start_at} is more than {days} days ahead; a start is scheduled within a year.</source>
        <translation>Der geplante Start {start_at} liegt mehr als {days} Tage voraus; ein Start wird höchstens ein Jahr im Voraus geplant.</translation>
    </message>
</context>
<context>
    <name>domain.display.announcement</name>
    <message>
        <source>Last hand before the break</source>
        <extracomment>The lines a director picks from instead of typing (&quot;…&quot;: the rest to type).</extracomment>
        <translation>Letzte Hand vor der Pause</translation>
    </message>
    <message>
        <source>Hand for hand</source>
        <translation>Hand-for-Hand</translation>
    </message>
    <message>
        <source>Dinner break: back in 30 minutes</source>
        <translation>Essenspause: zurück in 30 Minuten</translation>
    </message>
    <message>
        <source>Seat open at …</source>
        <translation>Freier Platz an …</translation>
    </message>
    <message>
        <source>The announcement</source>
        <translation>Die Durchsage</translation>
    </message>
    <message>
        <source>{what} is empty: type the line every screen shows.</source>
        <translation>{what} ist leer: Geben Sie die Zeile ein, die jeder Bildschirm zeigt.</translation>
    </message>
    <message>
        <source>{what} holds a control character (a line break, a tab ...): type one line.</source>
        <translation>{what} enthält ein Steuerzeichen (einen Zeilenumbruch, einen Tabulator ...): Geben Sie eine Zeile ein.</translation>
    </message>
    <message>
        <source>{what} shows for {seconds} seconds; give from {shortest_seconds} to {longest_seconds} (or none: until cleared).</source>
        <translation>{what} wird {seconds} Sekunden gezeigt; erlaubt sind {shortest_seconds} bis {longest_seconds} (oder keine Angabe: bis zum Löschen).</translation>
    </message>
    <message>
        <source>one object</source>
        <translation>einem Objekt</translation>
    </message>
    <message>
        <source>{what}: the file must hold exactly &apos;text&apos; and &apos;until&apos;.</source>
        <translation>{what}: Die Datei muss genau &apos;text&apos; und &apos;until&apos; enthalten.</translation>
    </message>
    <message>
        <source>{what}: &apos;until&apos; must be a time in seconds or null.</source>
        <translation>{what}: &apos;until&apos; muss eine Zeit in Sekunden oder null sein.</translation>
    </message>
    <message>
        <source>{what}: &apos;text&apos; must be a text in quotes.</source>
        <translation>{what}: &apos;text&apos; muss ein Text in Anführungszeichen sein.</translation>
    </message>
</context>
<context>
    <name>domain.display.cue_lines</name>
    <message>
        <source>{problem} Fields: {fields}.</source>
        <extracomment>Each field a template may name, and what it is replaced by.</extracomment>
        <translation>{problem} Felder: {fields}.</translation>
    </message>
    <message>
        <source>The line has a {brace} without its {other} (type {doubled} for a brace).</source>
        <translation>Die Zeile hat {brace} ohne {other} (für eine Klammer {doubled} eingeben).</translation>
    </message>
    <message>
        <source>The line</source>
        <translation>Die Zeile</translation>
    </message>
    <message>
        <source>{what} holds a control character: type one line.</source>
        <translation>{what} enthält ein Steuerzeichen: Geben Sie eine Zeile ein.</translation>
    </message>
    <message>
        <source>&apos;{{{name}}}&apos; is not a field: a field is one name in braces, nothing more.</source>
        <translation>&apos;{{{name}}}&apos; ist kein Feld: Ein Feld ist ein Name in Klammern, sonst nichts.</translation>
    </message>
    <message>
        <source>&apos;{{{name}}}&apos; is not a field.</source>
        <translation>&apos;{{{name}}}&apos; ist kein Feld.</translation>
    </message>
</context>
<context>
    <name>domain.display.layout_pack</name>
    <message>
        <source>The layout with pictures</source>
        <extracomment>The pictures of one exported layout, together, at most. The exported file at most: the layout and its pictures in base64.</extracomment>
        <translation>Das Layout mit Bildern</translation>
    </message>
    <message>
        <source>{what}: {problem}</source>
        <translation>{what}: {problem}</translation>
    </message>
    <message>
        <source>the file is {text_count} characters long; at most {max_pack_chars} are read (pictures of {megabytes} MB together).</source>
        <translation>die Datei ist {text_count} Zeichen lang; gelesen werden höchstens {max_pack_chars} (Bilder mit zusammen {megabytes} MB).</translation>
    </message>
    <message>
        <source>one object</source>
        <translation>einem Objekt</translation>
    </message>
    <message>
        <source>the file has &apos;{unknown}&apos; (it knows: {keys}).</source>
        <translation>die Datei hat &apos;{unknown}&apos; (bekannt sind: {keys}).</translation>
    </message>
    <message>
        <source>the file says version {version}; this floortool reads version {pack_version}.</source>
        <translation>die Datei nennt Version {version}; dieses floortool liest Version {pack_version}.</translation>
    </message>
    <message>
        <source>&apos;pictures&apos; must be an object of file names and pictures.</source>
        <translation>&apos;pictures&apos; muss ein Objekt aus Dateinamen und Bildern sein.</translation>
    </message>
    <message>
        <source>a picture&apos;s name</source>
        <translation>der Name eines Bildes</translation>
    </message>
    <message>
        <source>it holds the picture {name}, which the layout does not show.</source>
        <translation>sie enthält das Bild {name}, das das Layout nicht zeigt.</translation>
    </message>
    <message>
        <source>the picture {name} is not written in base64.</source>
        <translation>das Bild {name} ist nicht in base64 geschrieben.</translation>
    </message>
    <message>
        <source>its pictures come to more than {max_pack_bytes} bytes together.</source>
        <translation>ihre Bilder haben zusammen mehr als {max_pack_bytes} Bytes.</translation>
    </message>
</context>
<context>
    <name>domain.display.layouts</name>
    <message>
        <source>NEXT LEVEL</source>
        <extracomment>The largest layout file read (a layout of 40 regions is about 8 KB). The smallest side of a region, as a share of the screen&apos;s. The smallest ``size`` (share of the largest text that fits). What a region shows, by kind: ``line`` one text filling the region; ``figure`` a label, a value and a line under it; ``list`` a label and rows; ``qr`` a QR code; ``image`` a picture (its name in text while it cannot be shown). ``ticker`` one line scrolling across the region (the room&apos;s scrolling line, else the region&apos;s own text). The label each token shows unless its region says another (&quot;&quot; : none).</extracomment>
        <translation>NÄCHSTES LEVEL</translation>
    </message>
    <message>
        <source>NEXT BREAK IN</source>
        <translation>PAUSE IN</translation>
    </message>
    <message>
        <source>PLAYERS</source>
        <translation>SPIELER</translation>
    </message>
    <message>
        <source>AVERAGE STACK</source>
        <translation>DURCHSCHNITTSSTACK</translation>
    </message>
    <message>
        <source>PRIZE POOL</source>
        <translation>PREISGELD</translation>
    </message>
    <message>
        <source>LATE REGISTRATION</source>
        <translation>LATE REGISTRATION</translation>
    </message>
    <message>
        <source>PAYOUTS</source>
        <translation>AUSZAHLUNGEN</translation>
    </message>
    <message>
        <source>SEATING</source>
        <translation>SITZPLAN</translation>
    </message>
    <message>
        <source>SEAT CHANGES</source>
        <translation>UMSETZUNGEN</translation>
    </message>
    <message>
        <source>RESULTS</source>
        <translation>ERGEBNISSE</translation>
    </message>
    <message>
        <source>CHIP LEADERS</source>
        <translation>CHIP-LEADER</translation>
    </message>
    <message>
        <source>LEAGUE STANDINGS</source>
        <translation>LIGA-RANGLISTE</translation>
    </message>
    <message>
        <source>EVENTS</source>
        <translation>TURNIERE</translation>
    </message>
    <message>
        <source>The layout</source>
        <extracomment>When a region shows. A region&apos;s fields a file may leave out for their defaults.</extracomment>
        <translation>Das Layout</translation>
    </message>
    <message>
        <source>{what}: {problem}</source>
        <translation>{what}: {problem}</translation>
    </message>
    <message>
        <source>a layout</source>
        <translation>ein Layout</translation>
    </message>
    <message>
        <source>{where} must be a text in quotes.</source>
        <translation>{where} muss ein Text in Anführungszeichen sein.</translation>
    </message>
    <message>
        <source>{what}: {where}</source>
        <translation>{what}: {where}</translation>
    </message>
    <message>
        <source>{where} holds a control character (a line break, a tab ...).</source>
        <translation>{where} enthält ein Steuerzeichen (einen Zeilenumbruch, einen Tabulator ...).</translation>
    </message>
    <message>
        <source>{where} must be a colour written #rrggbb (like #3fc1a5).</source>
        <translation>{where} muss eine Farbe in der Form #rrggbb sein (etwa #3fc1a5).</translation>
    </message>
    <message>
        <source>{where} must be a number.</source>
        <translation>{where} muss eine Zahl sein.</translation>
    </message>
    <message>
        <source>{where} is {value}; it must be from {low} to {high}.</source>
        <translation>{where} ist {value}; erlaubt ist {low} bis {high}.</translation>
    </message>
    <message>
        <source>{where} must be four numbers [left, top, width, height].</source>
        <translation>{where} muss aus vier Zahlen bestehen [links, oben, Breite, Höhe].</translation>
    </message>
    <message>
        <source>{where} is too small to read (each side at least {min_side}).</source>
        <translation>{where} ist zu klein zum Lesen (jede Seite mindestens {min_side}).</translation>
    </message>
    <message>
        <source>{where} runs off the screen (left + width and top + height at most 1).</source>
        <translation>{where} ragt über den Bildschirm hinaus (links + Breite und oben + Höhe höchstens 1).</translation>
    </message>
    <message>
        <source>{where} is &apos;{shown}&apos;; it must be one of: {choices}.</source>
        <translation>{where} ist &apos;{shown}&apos;; erlaubt ist eines von: {choices}.</translation>
    </message>
    <message>
        <source>{where} has no &apos;{key}&apos;.</source>
        <translation>{where} hat kein &apos;{key}&apos;.</translation>
    </message>
    <message>
        <source>the id of {where} must be a short name of small letters, digits, - and _ (starting with a letter).</source>
        <translation>die ID von {where} muss ein kurzer Name aus Kleinbuchstaben, Ziffern, - und _ sein (beginnend mit einem Buchstaben).</translation>
    </message>
    <message>
        <source>{where} shows a {show} but has no text.</source>
        <translation>{where} zeigt {show}, hat aber keinen Text.</translation>
    </message>
    <message>
        <source>{where}: only a region that shows an image names a picture.</source>
        <translation>{where}: Nur ein Bereich, der ein Bild zeigt, nennt ein Bild.</translation>
    </message>
    <message>
        <source>{where} is missing: an image region names its picture (like logo.png).</source>
        <translation>{where} fehlt: Ein Bildbereich nennt sein Bild (etwa logo.png).</translation>
    </message>
    <message>
        <source>the file is {text_count} characters long; a layout is at most {max_layout_bytes}.</source>
        <translation>die Datei ist {text_count} Zeichen lang; ein Layout hat höchstens {max_layout_bytes}.</translation>
    </message>
    <message>
        <source>one object</source>
        <translation>einem Objekt</translation>
    </message>
    <message>
        <source>the file says version {version}; this floortool reads version {layout_version}.</source>
        <translation>die Datei nennt Version {version}; dieses floortool liest Version {layout_version}.</translation>
    </message>
    <message>
        <source>the file has no &apos;name&apos;.</source>
        <translation>die Datei hat kein &apos;name&apos;.</translation>
    </message>
    <message>
        <source>&apos;regions&apos; must be a list of at least one region.</source>
        <translation>&apos;regions&apos; muss eine Liste mit mindestens einem Bereich sein.</translation>
    </message>
    <message>
        <source>it has {region_count} regions; at most {max_regions} are allowed.</source>
        <translation>es hat {region_count} Bereiche; erlaubt sind höchstens {max_regions}.</translation>
    </message>
    <message>
        <source>two regions have the id &apos;{repeated}&apos;.</source>
        <translation>zwei Bereiche haben die ID &apos;{repeated}&apos;.</translation>
    </message>
</context>
<context>
    <name>domain.display.moments</name>
    <message>
        <source>A new level</source>
        <extracomment>Every moment, in the order the room hears them when several happen at once. How a director reads each moment.</extracomment>
        <translation>Ein neues Level</translation>
    </message>
    <message>
        <source>A break</source>
        <translation>Eine Pause</translation>
    </message>
    <message>
        <source>The end of a break</source>
        <translation>Das Ende einer Pause</translation>
    </message>
    <message>
        <source>One minute left</source>
        <translation>Noch eine Minute</translation>
    </message>
    <message>
        <source>Late registration closes</source>
        <translation>Die Late Registration schließt</translation>
    </message>
    <message>
        <source>The money bubble</source>
        <translation>Die Bubble</translation>
    </message>
    <message>
        <source>In the money</source>
        <translation>In den Preisrängen</translation>
    </message>
    <message>
        <source>The final table</source>
        <translation>Der Finaltisch</translation>
    </message>
</context>
<context>
    <name>domain.display.pictures</name>
    <message>
        <source>a GIF</source>
        <extracomment>The pictures&apos; kinds, by their first bytes. What the first bytes of a file floortool refuses say it is, for the reason given.</extracomment>
        <translation>ein GIF</translation>
    </message>
    <message>
        <source>a WebP (or another RIFF file)</source>
        <translation>ein WebP (oder eine andere RIFF-Datei)</translation>
    </message>
    <message>
        <source>a BMP</source>
        <translation>ein BMP</translation>
    </message>
    <message>
        <source>a PDF</source>
        <translation>ein PDF</translation>
    </message>
    <message>
        <source>a zip archive</source>
        <translation>ein ZIP-Archiv</translation>
    </message>
    <message>
        <source>the picture</source>
        <extracomment>How a refusal names the picture when the caller names it no other way.</extracomment>
        <translation>das Bild</translation>
    </message>
    <message>
        <source>{where} must be a file name in quotes, like &quot;logo.png&quot;.</source>
        <extracomment>Names Windows keeps for devices, whatever their ending.</extracomment>
        <translation>{where} muss ein Dateiname in Anführungszeichen sein, etwa &quot;logo.png&quot;.</translation>
    </message>
    <message>
        <source>{where} is {name_count} characters long; a picture&apos;s name is at most {max_picture_name}.</source>
        <translation>{where} ist {name_count} Zeichen lang; der Name eines Bildes hat höchstens {max_picture_name}.</translation>
    </message>
    <message>
        <source>{where} &apos;{name}&apos; is a path; a picture is named by its file name alone (like logo.png), in the layouts&apos; images folder.</source>
        <translation>{where} &apos;{name}&apos; ist ein Pfad; ein Bild wird nur mit seinem Dateinamen genannt (etwa logo.png), im Bilderordner der Layouts.</translation>
    </message>
    <message>
        <source>{where} &apos;{name}&apos; is not a plain file name: letters, digits, spaces, . _ - and brackets, starting with a letter or a digit.</source>
        <translation>{where} &apos;{name}&apos; ist kein einfacher Dateiname: Buchstaben, Ziffern, Leerzeichen, . _ - und Klammern, beginnend mit einem Buchstaben oder einer Ziffer.</translation>
    </message>
    <message>
        <source>{where} &apos;{name}&apos; is a name kept for a device.</source>
        <translation>{where} &apos;{name}&apos; ist ein Name, der für ein Gerät reserviert ist.</translation>
    </message>
    <message>
        <source>{name} is {data_count} bytes; a picture is at most {max_picture_bytes} (save it smaller, or as a JPEG).</source>
        <translation>{name} hat {data_count} Bytes; ein Bild hat höchstens {max_picture_bytes} (kleiner speichern oder als JPEG).</translation>
    </message>
    <message>
        <source>an SVG or other markup (which can hold script)</source>
        <translation>ein SVG oder anderes Markup (das Skripte enthalten kann)</translation>
    </message>
    <message>
        <source>{name} is not a PNG or JPEG picture ({seems}); floortool shows PNG and JPEG only.</source>
        <translation>{name} ist kein PNG- oder JPEG-Bild ({seems}); floortool zeigt nur PNG und JPEG.</translation>
    </message>
    <message>
        <source>{name} is not a PNG or JPEG picture; floortool shows PNG and JPEG only.</source>
        <translation>{name} ist kein PNG- oder JPEG-Bild; floortool zeigt nur PNG und JPEG.</translation>
    </message>
    <message>
        <source>{name} has no pixels.</source>
        <translation>{name} hat keine Pixel.</translation>
    </message>
    <message>
        <source>{name} is {width} x {height} pixels; a picture is at most {max_picture_side} pixels a side and {megapixels} million in all.</source>
        <translation>{name} hat {width} x {height} Pixel; ein Bild hat höchstens {max_picture_side} Pixel pro Seite und {megapixels} Millionen insgesamt.</translation>
    </message>
</context>
<context>
    <name>domain.display.screen_sets</name>
    <message>
        <source>The screen set</source>
        <extracomment>The largest screen-set file read (twenty views are about 1 KB). How long a view shows, in seconds: long enough to read, short enough to come back. A layout&apos;s name as its file is named: small letters, digits and ``-``.</extracomment>
        <translation>Die Bildschirmfolge</translation>
    </message>
    <message>
        <source>{what}: {problem}</source>
        <translation>{what}: {problem}</translation>
    </message>
    <message>
        <source>a screen set</source>
        <translation>eine Bildschirmfolge</translation>
    </message>
    <message>
        <source>{where} has no &apos;{missing}&apos;.</source>
        <translation>{where} hat kein &apos;{missing}&apos;.</translation>
    </message>
    <message>
        <source>the layout</source>
        <extracomment>How a refusal names a layout or a view when the caller names none.</extracomment>
        <translation>das Layout</translation>
    </message>
    <message>
        <source>a view</source>
        <translation>eine Ansicht</translation>
    </message>
    <message>
        <source>{where} is &apos;{shown}&apos;; a layout is named by its file name: small letters, digits and - (like classic or sponsor-acme).</source>
        <translation>{where} ist &apos;{shown}&apos;; ein Layout wird mit seinem Dateinamen genannt: Kleinbuchstaben, Ziffern und - (etwa classic oder sponsor-acme).</translation>
    </message>
    <message>
        <source>the seconds of {where} must be a whole number.</source>
        <translation>die Sekunden von {where} müssen eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>{where} shows for {value} seconds; give from {shortest_view} to {longest_view}.</source>
        <translation>{where} wird {value} Sekunden gezeigt; erlaubt sind {shortest_view} bis {longest_view}.</translation>
    </message>
    <message>
        <source>The screen set&apos;s name</source>
        <translation>Der Name der Bildschirmfolge</translation>
    </message>
    <message>
        <source>its name holds a control character (a line break, a tab ...).</source>
        <translation>ihr Name enthält ein Steuerzeichen (einen Zeilenumbruch, einen Tabulator ...).</translation>
    </message>
    <message>
        <source>it has no views: give at least one layout and its seconds.</source>
        <translation>sie hat keine Ansichten: Geben Sie mindestens ein Layout und seine Sekunden an.</translation>
    </message>
    <message>
        <source>it has {view_count} views; at most {max_views} are allowed.</source>
        <translation>sie hat {view_count} Ansichten; erlaubt sind höchstens {max_views}.</translation>
    </message>
    <message>
        <source>the layout of view {number}</source>
        <translation>das Layout von Ansicht {number}</translation>
    </message>
    <message>
        <source>view {number} ({layout})</source>
        <translation>Ansicht {number} ({layout})</translation>
    </message>
    <message>
        <source>the file is {text_count} characters long; a screen set is at most {max_set_bytes}.</source>
        <translation>die Datei ist {text_count} Zeichen lang; eine Bildschirmfolge hat höchstens {max_set_bytes}.</translation>
    </message>
    <message>
        <source>one object</source>
        <translation>einem Objekt</translation>
    </message>
    <message>
        <source>the file says version {data}; this floortool reads version {set_version}.</source>
        <translation>die Datei nennt Version {data}; dieses floortool liest Version {set_version}.</translation>
    </message>
    <message>
        <source>its name must be a text in quotes.</source>
        <translation>ihr Name muss ein Text in Anführungszeichen sein.</translation>
    </message>
    <message>
        <source>&apos;views&apos; must be a list of views.</source>
        <translation>&apos;views&apos; muss eine Liste von Ansichten sein.</translation>
    </message>
    <message>
        <source>it has {listed_count} views; at most {max_views} are allowed.</source>
        <translation>sie hat {listed_count} Ansichten; erlaubt sind höchstens {max_views}.</translation>
    </message>
</context>
<context>
    <name>domain.display.ticker</name>
    <message>
        <source>The scrolling line</source>
        <translation>Die Laufschrift</translation>
    </message>
    <message>
        <source>one object</source>
        <translation>einem Objekt</translation>
    </message>
    <message>
        <source>{what}: the file must hold exactly &apos;text&apos;.</source>
        <translation>{what}: Die Datei muss genau &apos;text&apos; enthalten.</translation>
    </message>
    <message>
        <source>{what}: &apos;text&apos; must be a text in quotes.</source>
        <translation>{what}: &apos;text&apos; muss ein Text in Anführungszeichen sein.</translation>
    </message>
</context>
<context>
    <name>domain.field.count_files</name>
    <message>
        <source>A count file&apos;s first line names its columns: player,chips or table,seat,chips.</source>
        <extracomment>The most rows a count file may hold (a field of 10,000 with room to spare).</extracomment>
        <translation>Die erste Zeile einer Chipcount-Datei nennt ihre Spalten: player,chips oder table,seat,chips.</translation>
    </message>
    <message>
        <source>Line {line}: {chips} is not a chip count.</source>
        <translation>Zeile {line}: {chips} ist kein Chipcount.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Line {line}: give the player, or the table and the seat.</source>
        <translation>Zeile {line}: den Spieler angeben, oder den Tisch und den Platz.</translation>
    </message>
    <message>
        <source>The count file: {rejected}.</source>
        <translation>Die Chipcount-Datei: {rejected}.</translation>
    </message>
    <message>
        <source>The count file lists no counts.</source>
        <translation>Die Chipcount-Datei enthält keine Counts.</translation>
    </message>
</context>
<context>
    <name>domain.field.counts</name>
    <message>
        <source>{event} has no entry number {entry_id}.</source>
        <translation>{event} hat keinen Entry Nummer {entry_id}.</translation>
    </message>
    <message>
        <source>{name} has busted out: the stack is 0; there is no stack to count.</source>
        <translation>{name} ist ausgeschieden: der Stack ist 0; es gibt keinen Stack zu zählen.</translation>
    </message>
    <message>
        <source>{name} is not seated; there is no stack to count.</source>
        <translation>{name} sitzt nicht; es gibt keinen Stack zu zählen.</translation>
    </message>
    <message>
        <source>{name}: a stack of {chips} chips is not a stack; a player with no chips has busted out (record the bust-out instead).</source>
        <translation>{name}: ein Stack von {chips} Chips ist kein Stack; ein Spieler ohne Chips ist ausgeschieden (stattdessen das Ausscheiden erfassen).</translation>
    </message>
    <message>
        <source>{name} is counted twice.</source>
        <translation>{name} ist doppelt gezählt.</translation>
    </message>
    <message>
        <source>{counted} chips would be counted, but only {in_play} are in play: a stack was miscounted or mistyped.</source>
        <translation>{counted} Chips wären gezählt, aber nur {in_play} sind im Spiel: ein Stack wurde falsch gezählt oder vertippt.</translation>
    </message>
    <message>
        <source>The race would leave {total} chips counted but {in_play} in play: check the leftover chips typed for each seat.</source>
        <translation>Das Race ließe {total} Chips gezählt, aber {in_play} im Spiel: die übrigen Chips jedes Platzes prüfen.</translation>
    </message>
</context>
<context>
    <name>domain.field.entries</name>
    <message>
        <source>{player} has no entry in {event}.</source>
        <translation>{player} hat keinen Entry in {event}.</translation>
    </message>
    <message>
        <source>{name} is waiting for a seat in {event}.</source>
        <extracomment>Why an entry is not in play, by its status.</extracomment>
        <translation>{name} wartet in {event} auf einen Platz.</translation>
    </message>
    <message>
        <source>{name} has busted in {event}.</source>
        <translation>{name} ist in {event} ausgeschieden.</translation>
    </message>
    <message>
        <source>{name} has advanced in {event}.</source>
        <translation>{name} ist in {event} weitergekommen.</translation>
    </message>
    <message>
        <source>{event} has no entry number {entry_id}.</source>
        <translation>{event} hat keinen Entry Nummer {entry_id}.</translation>
    </message>
</context>
<context>
    <name>domain.fold.history</name>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>There is nothing done by {operator} to undo; the latest is another station&apos;s.</source>
        <translation>Es gibt nichts von {operator} rückgängig zu machen; die letzte Aktion ist die einer anderen Station.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Es gibt nichts zu wiederholen.</translation>
    </message>
    <message>
        <source>There is nothing done by {operator} to redo; the latest is another station&apos;s.</source>
        <translation>Es gibt nichts von {operator} zu wiederholen; die letzte Aktion ist die einer anderen Station.</translation>
    </message>
</context>
<context>
    <name>domain.fold.kinds</name>
    <message>
        <source>the journal holds an unknown kind of record: {kind}</source>
        <translation>das Journal enthält eine unbekannte Art von Eintrag: {kind}</translation>
    </message>
    <message>
        <source>{kind}: {message}</source>
        <translation>{kind}: {message}</translation>
    </message>
</context>
<context>
    <name>domain.fold.replay</name>
    <message>
        <source>the entries given do not end where the folder began</source>
        <extracomment>The newest checkpoints kept one ``CHECKPOINT_EVERY`` apart; older ones are thinned out (the further back, the further apart), so a long tournament keeps a few dozen.</extracomment>
        <translation>die übergebenen Einträge enden nicht dort, wo die Faltung begann</translation>
    </message>
    <message>
        <source>group {group} was folded before this folder began</source>
        <translation>Gruppe {group} wurde gefaltet, bevor diese Faltung begann</translation>
    </message>
    <message>
        <source>{kind} of group {group}, which the journal lacks</source>
        <translation>{kind} von Gruppe {group}, die im Journal fehlt</translation>
    </message>
    <message>
        <source>the folder holds no state before that group</source>
        <translation>die Faltung hat keinen Stand vor dieser Gruppe</translation>
    </message>
</context>
<context>
    <name>domain.fold.state</name>
    <message>
        <source>There is no event number {event_id}.</source>
        <translation>Es gibt kein Turnier mit der Nummer {event_id}.</translation>
    </message>
</context>
<context>
    <name>domain.kernel.catalogue</name>
    <message>
        <source>the catalogue is not readable XML ({exc})</source>
        <extracomment>How each language writes numbers (English for one not listed). The catalogue of the language the sources are written in.</extracomment>
        <translation>der Katalog ist kein lesbares XML ({exc})</translation>
    </message>
    <message>
        <source>the catalogue is not a Qt translation file</source>
        <translation>der Katalog ist keine Qt-Übersetzungsdatei</translation>
    </message>
</context>
<context>
    <name>domain.kernel.csv_rows</name>
    <message>
        <source>The CSV file is empty.</source>
        <extracomment>How a cell a spreadsheet would run as a formula starts.</extracomment>
        <translation>Die CSV-Datei ist leer.</translation>
    </message>
    <message>
        <source>The CSV file cannot be read: {exc}.</source>
        <translation>Die CSV-Datei kann nicht gelesen werden: {exc}.</translation>
    </message>
    <message>
        <source>The file has more than {rows}.</source>
        <translation>Die Datei hat mehr als {rows}.</translation>
    </message>
</context>
<context>
    <name>domain.kernel.input_checks</name>
    <message>
        <source>{name} is larger than {value} MB; nothing was read.</source>
        <extracomment>The largest file a reader takes (a 200,000-row import is well under it). Arrays and objects nested deeper than this in a JSON document are refused. Digits a JSON number may have before its decimal point. Characters of a JSON number&apos;s text (a fraction&apos;s digits included). Values (arrays, objects and the items after a comma) a JSON document may hold: a structure of 1,000 levels has about 6,000; refused before the parser builds them. A plain decimal number: no exponent, no ``inf`` or ``nan``, ASCII digits only. The bidirectional embedding, override and isolate controls (U+202A-202E, U+2066-2069). What the scan of a JSON document stops at: a bracket, a comma, a string&apos;s opening quote.</extracomment>
        <translation>{name} ist größer als {value} MB; nichts wurde gelesen.</translation>
    </message>
    <message>
        <source>{name} is {encoding} text (it starts with a {encoding} byte-order mark); save it as UTF-8 and try again.</source>
        <translation>{name} ist {encoding}-Text (er beginnt mit einer {encoding}-Bytereihenfolgemarke); speichern Sie ihn als UTF-8 und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>{name} is not UTF-8 text (byte 0x{data} at offset {offset}, line {line}); save it as UTF-8 and try again.</source>
        <translation>{name} ist kein UTF-8-Text (Byte 0x{data} an Position {offset}, Zeile {line}); speichern Sie ihn als UTF-8 und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>{what} holds a character that is not text</source>
        <translation>{what} enthält ein Zeichen, das kein Text ist</translation>
    </message>
    <message>
        <source>{what} is {text_count} characters long; at most {longest} are allowed.</source>
        <translation>{what} ist {text_count} Zeichen lang; erlaubt sind höchstens {longest}.</translation>
    </message>
    <message>
        <source>{what} holds a character that reverses or reorders the text around it</source>
        <translation>{what} enthält ein Zeichen, das den Text um sich herum umkehrt oder umordnet</translation>
    </message>
    <message>
        <source>{what} is made only of invisible characters (spaces, zero-width or format characters); type it in letters or digits.</source>
        <translation>{what} besteht nur aus unsichtbaren Zeichen (Leerzeichen, Zeichen ohne Breite oder Formatzeichen); schreiben Sie es mit Buchstaben oder Ziffern.</translation>
    </message>
    <message>
        <source>{why} (\u{found} at position {position}).</source>
        <translation>{why} (\u{found} an Position {position}).</translation>
    </message>
    <message>
        <source>{what} is nested more than {max_depth} levels deep (line {line}).</source>
        <translation>{what} ist tiefer als {max_depth} Ebenen verschachtelt (Zeile {line}).</translation>
    </message>
    <message>
        <source>{what} holds more than {max_json_values} values (line {line}); no structure or payout table needs that many.</source>
        <translation>{what} enthält mehr als {max_json_values} Werte (Zeile {line}); keine Struktur und keine Auszahlungstabelle braucht so viele.</translation>
    </message>
    <message>
        <source>a number too large</source>
        <translation>eine zu große Zahl</translation>
    </message>
    <message>
        <source>{what} holds {why}: {shown}.</source>
        <translation>{what} enthält {why}: {shown}.</translation>
    </message>
    <message>
        <source>a number not written with the digits 0-9</source>
        <translation>eine Zahl, die nicht mit den Ziffern 0-9 geschrieben ist</translation>
    </message>
    <message>
        <source>{what}: the text at {where}</source>
        <translation>{what}: der Text bei {where}</translation>
    </message>
    <message>
        <source>{what}: the text at the top</source>
        <translation>{what}: der Text auf oberster Ebene</translation>
    </message>
    <message>
        <source>{what}: a key in {where}</source>
        <translation>{what}: ein Schlüssel in {where}</translation>
    </message>
    <message>
        <source>{what}: a key in the top object</source>
        <translation>{what}: ein Schlüssel im obersten Objekt</translation>
    </message>
    <message>
        <source>{what}: {text} is not a number.</source>
        <translation>{what}: {text} ist keine Zahl.</translation>
    </message>
    <message>
        <source>{what}: {cleaned} is beyond {largest} either way.</source>
        <translation>{what}: {cleaned} liegt jenseits von ±{largest}.</translation>
    </message>
</context>
<context>
    <name>domain.kernel.json_text</name>
    <message>
        <source>{what} gives &apos;{key}&apos; twice in {item}.</source>
        <translation>{what} gibt &apos;{key}&apos; zweimal in {item} an.</translation>
    </message>
    <message>
        <source>{what} contains {name}, which is not a number.</source>
        <translation>{what} enthält {name}, was keine Zahl ist.</translation>
    </message>
    <message>
        <source>{what} is not valid JSON: line {lineno}, column {colno}: {msg}.</source>
        <translation>{what} ist kein gültiges JSON: Zeile {lineno}, Spalte {colno}: {msg}.</translation>
    </message>
    <message>
        <source>{what}: {where} must be an object {{...}}.</source>
        <translation>{what}: {where} muss ein Objekt {{...}} sein.</translation>
    </message>
    <message>
        <source>{what}: {where} has &apos;{unknown}&apos;, which {kind} does not know (it knows: {keys}).</source>
        <translation>{what}: {where} hat &apos;{unknown}&apos;, das {kind} nicht kennt (bekannt sind: {keys}).</translation>
    </message>
</context>
<context>
    <name>domain.kernel.money</name>
    <message>
        <source>{field}: &apos;{text}&apos; is not an amount of money (write it like 20 or 20.50)</source>
        <translation>{field}: &apos;{text}&apos; ist kein Geldbetrag (schreiben Sie etwa 20 oder 20.50)</translation>
    </message>
</context>
<context>
    <name>domain.kernel.nouns</name>
    <message>
        <source>{count} player</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>{count} entry</source>
        <translation>{count} Entry</translation>
    </message>
    <message>
        <source>{count} entries</source>
        <translation>{count} Entries</translation>
    </message>
    <message>
        <source>{count} table</source>
        <translation>{count} Tisch</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation>{count} Tische</translation>
    </message>
    <message>
        <source>{count} seat</source>
        <translation>{count} Platz</translation>
    </message>
    <message>
        <source>{count} seats</source>
        <translation>{count} Plätze</translation>
    </message>
    <message>
        <source>{count} row</source>
        <translation>{count} Zeile</translation>
    </message>
    <message>
        <source>{count} rows</source>
        <translation>{count} Zeilen</translation>
    </message>
    <message>
        <source>{count} level</source>
        <translation>{count} Level</translation>
    </message>
    <message>
        <source>{count} levels</source>
        <translation>{count} Levels</translation>
    </message>
    <message>
        <source>{count} place</source>
        <translation>{count} Platz</translation>
    </message>
    <message>
        <source>{count} places</source>
        <translation>{count} Plätze</translation>
    </message>
</context>
<context>
    <name>domain.kernel.ordinals</name>
    <message>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <source>{place}th</source>
        <translation>{place}.</translation>
    </message>
    <message>
        <source>{place}st</source>
        <translation>{place}.</translation>
    </message>
    <message>
        <source>{place}nd</source>
        <translation>{place}.</translation>
    </message>
    <message>
        <source>{place}rd</source>
        <translation>{place}.</translation>
    </message>
    <message>
        <source>{first}-{last}</source>
        <translation>{first}–{last}</translation>
    </message>
</context>
<context>
    <name>domain.kernel.text</name>
    <message>
        <source>e.g. 1-10, 21-30:10</source>
        <extracomment>Table numbers run 1..MAX_TABLE_NUMBER; an order lists at most MAX_LISTED tables.</extracomment>
        <translation>z. B. 1-10, 21-30:10</translation>
    </message>
    <message>
        <source>Table order</source>
        <translation>Tischreihenfolge</translation>
    </message>
    <message>
        <source>table order</source>
        <translation>Tischreihenfolge</translation>
    </message>
    <message>
        <source>{what}: &apos;{item}&apos; {why} ({example}).</source>
        <extracomment>the list as a sentence names it inside: &quot;the table order&quot;</extracomment>
        <translation>{what}: &apos;{item}&apos; {why} ({example}).</translation>
    </message>
    <message>
        <source>is not a table number or a range of tables</source>
        <translation>ist keine Tischnummer und kein Bereich von Tischen</translation>
    </message>
    <message>
        <source>names table {number}; tables are 1 to {max_table_number}</source>
        <translation>nennt Tisch {number}; Tische sind 1 bis {max_table_number}</translation>
    </message>
    <message>
        <source>gives {seats}; a table has {min_seats} to {max_seats}</source>
        <translation>gibt {seats} an; ein Tisch hat {min_seats} bis {max_seats}</translation>
    </message>
    <message>
        <source>The {what} is longer than {max_text} characters.</source>
        <translation>Die {what} ist länger als {max_text} Zeichen.</translation>
    </message>
    <message>
        <source>{what}: an empty item between commas ({example}).</source>
        <translation>{what}: ein leerer Eintrag zwischen Kommas ({example}).</translation>
    </message>
    <message>
        <source>A {what} lists at most {max_listed} tables.</source>
        <translation>Eine {what} nennt höchstens {max_listed} Tische.</translation>
    </message>
    <message>
        <source>lists table {number} again (already in &apos;{seen}&apos;)</source>
        <translation>nennt Tisch {number} erneut (schon in &apos;{seen}&apos;)</translation>
    </message>
    <message>
        <source>Break order</source>
        <translation>Pausenreihenfolge</translation>
    </message>
    <message>
        <source>break order</source>
        <translation>Pausenreihenfolge</translation>
    </message>
    <message>
        <source>e.g. 12, 11, 30-21</source>
        <translation>z. B. 12, 11, 30-21</translation>
    </message>
    <message>
        <source>{what}: {text} is not a whole number.</source>
        <extracomment>Digits a typed whole number may have: chips, counts and places never need more.</extracomment>
        <translation>{what}: {text} ist keine ganze Zahl.</translation>
    </message>
    <message>
        <source>write 7, or 9-10 for a shared place</source>
        <extracomment>No field has more places than this: a range is refused before it is built.</extracomment>
        <translation>schreiben Sie 7 oder 9-10 für einen geteilten Platz</translation>
    </message>
    <message>
        <source>&apos;{shown}&apos; is not a place: {place_example}.</source>
        <translation>&apos;{shown}&apos; ist keine Platzierung: {place_example}.</translation>
    </message>
    <message>
        <source>&apos;{shown}&apos; is not a place: places start at 1.</source>
        <translation>&apos;{shown}&apos; ist keine Platzierung: Platzierungen beginnen bei 1.</translation>
    </message>
    <message>
        <source>&apos;{shown}&apos; is not a place: a shared range runs low to high, like 9-10.</source>
        <translation>&apos;{shown}&apos; ist keine Platzierung: Ein geteilter Bereich geht von niedrig nach hoch, etwa 9-10.</translation>
    </message>
    <message>
        <source>&apos;{shown}&apos; is not a place: there are only {places}.</source>
        <translation>&apos;{shown}&apos; ist keine Platzierung: Es gibt nur {places}.</translation>
    </message>
    <message>
        <source>{count} place</source>
        <translation>{count} Platzierung</translation>
    </message>
    <message>
        <source>{count} places</source>
        <translation>{count} Platzierungen</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a date (write it as YYYY-MM-DD).</source>
        <translation>&apos;{text}&apos; ist kein Datum (schreiben Sie es als JJJJ-MM-TT).</translation>
    </message>
</context>
<context>
    <name>domain.league.csv_files</name>
    <message>
        <source>{what} &apos;{text}&apos; is not a whole number</source>
        <translation>{what} &apos;{text}&apos; ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>entry numbers start at 1 (the first entry)</source>
        <translation>Entry-Nummern beginnen bei 1 (der erste Entry)</translation>
    </message>
    <message>
        <source>points &apos;{cut}&apos; is not a number of points (up to {max_imported_points}, 4 decimals)</source>
        <extracomment>The most points one finish may carry in an import, either way.</extracomment>
        <translation>points &apos;{cut}&apos; ist keine Punktzahl (bis {max_imported_points}, 4 Dezimalstellen)</translation>
    </message>
    <message>
        <source>signed_out &apos;{text}&apos; is not yes or no</source>
        <translation>signed_out &apos;{text}&apos; ist weder ja noch nein</translation>
    </message>
    <message>
        <source>The CSV file needs a header row with the columns {required} (missing: {missing}).</source>
        <translation>Die CSV-Datei braucht eine Kopfzeile mit den Spalten {required} (es fehlt: {missing}).</translation>
    </message>
    <message>
        <source>no {name}</source>
        <translation>kein {name}</translation>
    </message>
    <message>
        <source>Nothing was imported: the file has no rows.</source>
        <translation>Nichts wurde importiert: Die Datei hat keine Zeilen.</translation>
    </message>
    <message>
        <source>Nothing was imported: {rows} rejected ({listed}{more}).</source>
        <translation>Nichts wurde importiert: {rows} abgelehnt ({listed}{more}).</translation>
    </message>
    <message>
        <source>no player called {typed}</source>
        <translation>kein Spieler namens {typed}</translation>
    </message>
</context>
<context>
    <name>domain.league.decisions</name>
    <message>
        <source>There is already a league called {cleaned}.</source>
        <translation>Es gibt bereits eine Liga namens {cleaned}.</translation>
    </message>
    <message>
        <source>{name} already has a season called {cleaned}.</source>
        <translation>{name} hat bereits eine Saison namens {cleaned}.</translation>
    </message>
    <message>
        <source>Season {name} already has those rules.</source>
        <translation>Saison {name} hat diese Regeln bereits.</translation>
    </message>
    <message>
        <source>Season {name} is already {state}.</source>
        <translation>Saison {name} ist bereits {state}.</translation>
    </message>
    <message>
        <source>{name} already has a venue called {cleaned}.</source>
        <translation>{name} hat bereits einen Spielort namens {cleaned}.</translation>
    </message>
    <message>
        <source>The address is longer than {max_reason} characters.</source>
        <translation>Die Adresse ist länger als {max_reason} Zeichen.</translation>
    </message>
    <message>
        <source>Season {name} already has an event called {cleaned}.</source>
        <translation>Saison {name} hat bereits ein Turnier namens {cleaned}.</translation>
    </message>
    <message>
        <source>{name} is already in season {where} (as {name_2}).</source>
        <translation>{name} ist bereits in Saison {where} (als {name_2}).</translation>
    </message>
    <message>
        <source>Results name players not in the database: {unknown}.</source>
        <translation>Die Ergebnisse nennen Spieler, die nicht in der Datenbank sind: {unknown}.</translation>
    </message>
    <message>
        <source>An adjustment is a number of points other than 0 (negative for a penalty).</source>
        <translation>Eine Korrektur ist eine Punktzahl ungleich 0 (negativ für eine Strafe).</translation>
    </message>
    <message>
        <source>Say why the points are adjusted (a reason).</source>
        <translation>Geben Sie an, warum die Punkte korrigiert werden (einen Grund).</translation>
    </message>
    <message>
        <source>The reason is longer than {max_reason} characters.</source>
        <translation>Der Grund ist länger als {max_reason} Zeichen.</translation>
    </message>
</context>
<context>
    <name>domain.league.events</name>
    <message>
        <source>season {season_id} is not in the journal</source>
        <translation>Saison {season_id} ist nicht im Journal</translation>
    </message>
    <message>
        <source>{what} {record_id} made twice</source>
        <translation>{what} {record_id} zweimal angelegt</translation>
    </message>
    <message>
        <source>season {season_id} of a missing league</source>
        <translation>Saison {season_id} einer fehlenden Liga</translation>
    </message>
    <message>
        <source>venue {venue_id} of a missing league</source>
        <translation>Spielort {venue_id} einer fehlenden Liga</translation>
    </message>
    <message>
        <source>league event {league_event_id} at a missing venue</source>
        <translation>Ligaturnier {league_event_id} an einem fehlenden Spielort</translation>
    </message>
    <message>
        <source>league event for tournament {tournament_id}, not live</source>
        <translation>Ligaturnier für Turnier {tournament_id}, das nicht läuft</translation>
    </message>
    <message>
        <source>results for league event {league_event_id}, not there</source>
        <translation>Ergebnisse für Ligaturnier {league_event_id}, das es nicht gibt</translation>
    </message>
    <message>
        <source>league results for players not in the database: {missing}</source>
        <translation>Ligaergebnisse für Spieler, die nicht in der Datenbank sind: {missing}</translation>
    </message>
    <message>
        <source>adjustment for player {player_id}, not in the database</source>
        <translation>Korrektur für Spieler {player_id}, der nicht in der Datenbank ist</translation>
    </message>
</context>
<context>
    <name>domain.league.final</name>
    <message>
        <source>Qualify at least one player for the final.</source>
        <translation>Qualifizieren Sie mindestens einen Spieler für das Finale.</translation>
    </message>
    <message>
        <source>The season ranks {players}: {top} cannot qualify.</source>
        <translation>Die Saison rankt {players}: {top} können sich nicht qualifizieren.</translation>
    </message>
    <message>
        <source>{players} share rank {rank}, across the last qualifying place: qualify {fewer} or {more}, or settle the tie with an adjustment first.</source>
        <translation>{players} teilen sich Rang {rank} über den letzten Qualifikationsplatz hinweg: Qualifizieren Sie {fewer} oder {more}, oder lösen Sie den Gleichstand zuerst mit einer Korrektur auf.</translation>
    </message>
</context>
<context>
    <name>domain.league.points.compiler</name>
    <message>
        <source>The formula uses {listed}: give its value to work it out.</source>
        <translation>Die Formel verwendet {listed}: Geben Sie den Wert an, um sie auszurechnen.</translation>
    </message>
    <message>
        <source>The formula uses {listed}: give their value to work it out.</source>
        <translation>Die Formel verwendet {listed}: Geben Sie die Werte an, um sie auszurechnen.</translation>
    </message>
    <message>
        <source>The value of {name} is not a number.</source>
        <translation>Der Wert von {name} ist keine Zahl.</translation>
    </message>
    <message>
        <source>The result is too large</source>
        <translation>Das Ergebnis ist zu groß</translation>
    </message>
    <message>
        <source>Division by zero ({a} / 0)</source>
        <translation>Division durch null ({a} / 0)</translation>
    </message>
    <message>
        <source>0 cannot be raised to a negative power ({b})</source>
        <translation>0 kann nicht mit einem negativen Exponenten potenziert werden ({b})</translation>
    </message>
    <message>
        <source>A negative number ({a}) cannot be raised to a fractional power</source>
        <translation>Eine negative Zahl ({a}) kann nicht mit einem gebrochenen Exponenten potenziert werden</translation>
    </message>
    <message>
        <source>sqrt of a negative number ({x})</source>
        <translation>sqrt einer negativen Zahl ({x})</translation>
    </message>
    <message>
        <source>{name} of {x}: it needs a number above 0</source>
        <translation>{name} von {x}: braucht eine Zahl über 0</translation>
    </message>
    <message>
        <source>exp({x}) is too large</source>
        <translation>exp({x}) ist zu groß</translation>
    </message>
    <message>
        <source>table() needs a place of 1, 2, 3 ... (got {place})</source>
        <translation>table() braucht eine Platzierung 1, 2, 3 ... (erhalten: {place})</translation>
    </message>
    <message>
        <source>round() takes a whole number of digits from -{max_round_digits} to {max_round_digits} (got {digits})</source>
        <translation>round() nimmt eine ganze Zahl von Stellen von -{max_round_digits} bis {max_round_digits} (erhalten: {digits})</translation>
    </message>
</context>
<context>
    <name>domain.league.points.errors</name>
    <message>
        <source>{problem} at character {position}:
{caret}</source>
        <translation>{problem} bei Zeichen {position}:
{caret}</translation>
    </message>
</context>
<context>
    <name>domain.league.points.lexer</name>
    <message>
        <source>the end of the formula</source>
        <translation>das Ende der Formel</translation>
    </message>
    <message>
        <source>use &apos;=&apos; to compare</source>
        <translation>verwenden Sie &apos;=&apos; zum Vergleichen</translation>
    </message>
    <message>
        <source>use &apos;^&apos; for powers</source>
        <translation>verwenden Sie &apos;^&apos; für Potenzen</translation>
    </message>
    <message>
        <source>formulas have no text in quotes</source>
        <translation>Formeln enthalten keinen Text in Anführungszeichen</translation>
    </message>
    <message>
        <source>use parentheses, or table(r, ...) for a list of points</source>
        <translation>verwenden Sie Klammern oder table(r, ...) für eine Liste von Punkten</translation>
    </message>
    <message>
        <source>use &apos;and&apos;</source>
        <translation>verwenden Sie &apos;and&apos;</translation>
    </message>
    <message>
        <source>use &apos;or&apos;</source>
        <translation>verwenden Sie &apos;or&apos;</translation>
    </message>
    <message>
        <source>use &apos;not&apos; (or &apos;!=&apos; for &apos;not equal&apos;)</source>
        <translation>verwenden Sie &apos;not&apos; (oder &apos;!=&apos; für &apos;ungleich&apos;)</translation>
    </message>
    <message>
        <source>The formula is longer than {max_length} characters</source>
        <translation>Die Formel ist länger als {max_length} Zeichen</translation>
    </message>
    <message>
        <source>Unexpected &apos;{text}&apos; ({hint})</source>
        <translation>Unerwartetes &apos;{text}&apos; ({hint})</translation>
    </message>
    <message>
        <source>Unexpected character &apos;{shown}&apos; ({hint})</source>
        <translation>Unerwartetes Zeichen &apos;{shown}&apos; ({hint})</translation>
    </message>
    <message>
        <source>Unexpected character &apos;{shown}&apos;</source>
        <translation>Unerwartetes Zeichen &apos;{shown}&apos;</translation>
    </message>
    <message>
        <source>&apos;{literal}{text}&apos; is not a number (write {literal}*{text} to multiply)</source>
        <translation>&apos;{literal}{text}&apos; ist keine Zahl (schreiben Sie {literal}*{text} zum Multiplizieren)</translation>
    </message>
    <message>
        <source>&apos;{literal}{text}&apos; is not a number</source>
        <translation>&apos;{literal}{text}&apos; ist keine Zahl</translation>
    </message>
    <message>
        <source>The number {literal} is too large</source>
        <translation>Die Zahl {literal} ist zu groß</translation>
    </message>
</context>
<context>
    <name>domain.league.points.parser</name>
    <message>
        <source>The formula has more than {max_height} operations inside one another</source>
        <translation>Die Formel hat mehr als {max_height} ineinander verschachtelte Operationen</translation>
    </message>
    <message>
        <source>The formula is nested more than {max_depth} levels deep</source>
        <translation>Die Formel ist tiefer als {max_depth} Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>The formula is empty</source>
        <translation>Die Formel ist leer</translation>
    </message>
    <message>
        <source>Unexpected {token}</source>
        <translation>Unerwartet: {token}</translation>
    </message>
    <message>
        <source>Comparisons do not chain; join two with &apos;and&apos;</source>
        <translation>Vergleiche lassen sich nicht verketten; verbinden Sie zwei mit &apos;and&apos;</translation>
    </message>
    <message>
        <source>The formula ends too soon: a number, name or &apos;(&apos; is missing</source>
        <translation>Die Formel endet zu früh: Eine Zahl, ein Name oder &apos;(&apos; fehlt</translation>
    </message>
    <message>
        <source>Unexpected {token}: a number, name or &apos;(&apos; is expected</source>
        <translation>Unerwartet: {token}; erwartet wird eine Zahl, ein Name oder &apos;(&apos;</translation>
    </message>
    <message>
        <source>Unexpected &apos;{name}&apos;</source>
        <translation>Unerwartetes &apos;{name}&apos;</translation>
    </message>
    <message>
        <source>{name} is a function: write {name}(...)</source>
        <translation>{name} ist eine Funktion: Schreiben Sie {name}(...)</translation>
    </message>
    <message>
        <source>{name} is a variable, not a function</source>
        <translation>{name} ist eine Variable, keine Funktion</translation>
    </message>
    <message>
        <source>Unknown function &apos;{name}&apos; (functions: {known})</source>
        <translation>Unbekannte Funktion &apos;{name}&apos; (Funktionen: {known})</translation>
    </message>
    <message>
        <source>Unknown variable &apos;{name}&apos; (variables: {known})</source>
        <translation>Unbekannte Variable &apos;{name}&apos; (Variablen: {known})</translation>
    </message>
    <message>
        <source>{text} takes {spec}, not {arg_count}</source>
        <translation>{text} nimmt {spec}, nicht {arg_count}</translation>
    </message>
    <message>
        <source>This &apos;(&apos; is never closed</source>
        <translation>Diese &apos;(&apos; wird nie geschlossen</translation>
    </message>
    <message>
        <source>Unexpected {token}: &apos;)&apos; or an operator is expected</source>
        <translation>Unerwartet: {token}; erwartet wird &apos;)&apos; oder ein Operator</translation>
    </message>
</context>
<context>
    <name>domain.league.points.presets</name>
    <message>
        <source>A points table has 1 to {max_table} places.</source>
        <translation>Eine Punktetabelle hat 1 bis {max_table} Platzierungen.</translation>
    </message>
    <message>
        <source>There is no preset called &apos;{name}&apos;; choose one of: {presets}.</source>
        <translation>Es gibt keine Vorlage namens &apos;{name}&apos;; wählen Sie eine von: {presets}.</translation>
    </message>
</context>
<context>
    <name>domain.league.rules</name>
    <message>
        <source>Unknown {what} &apos;{value}&apos;; choose one of: {choices}.</source>
        <translation>Unbekannt: {what} &apos;{value}&apos;; wählen Sie eines von: {choices}.</translation>
    </message>
    <message>
        <source>Best N of M needs N of 1 or more.</source>
        <translation>Die besten N aus M brauchen ein N von 1 oder mehr.</translation>
    </message>
    <message>
        <source>Attendance points are 0 or more.</source>
        <translation>Teilnahmepunkte sind 0 oder mehr.</translation>
    </message>
    <message>
        <source>ranking</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>The events needed for a ranking cannot be negative.</source>
        <translation>Die für eine Wertung nötigen Turniere können nicht negativ sein.</translation>
    </message>
    <message>
        <source>tie-break</source>
        <translation>Tie-Break</translation>
    </message>
    <message>
        <source>A tie-break is listed twice.</source>
        <translation>Ein Tie-Break ist doppelt aufgeführt.</translation>
    </message>
    <message>
        <source>entry rule</source>
        <translation>Entry-Regel</translation>
    </message>
    <message>
        <source>sign-out rule</source>
        <translation>Sign-out-Regel</translation>
    </message>
    <message>
        <source>dues rule</source>
        <translation>Beitragsregel</translation>
    </message>
    <message>
        <source>Points keep 0 to {max_decimals} decimals.</source>
        <translation>Punkte haben 0 bis {max_decimals} Dezimalstellen.</translation>
    </message>
    <message>
        <source>Unknown points rule: {unknown}.</source>
        <translation>Unbekannte Punkteregel: {unknown}.</translation>
    </message>
    <message>
        <source>The season&apos;s formula cannot score place {finish}: {problem}.</source>
        <translation>Die Formel der Saison kann Platz {finish} nicht werten: {problem}.</translation>
    </message>
</context>
<context>
    <name>domain.league.seasons</name>
    <message>
        <source>league</source>
        <extracomment>How a season ranks its players. Which entries of a player earn points in a re-entry event. What happens to a player finishing in the points who did not sign out (A-16). Whether league points need paid-up dues (a floortool event&apos;s points only: imported results keep the points the earlier tool gave). Tie-breaks for players level on the ranking, applied in the order chosen. What the league&apos;s records are called in messages, by the word the callers use.</extracomment>
        <translation>Liga</translation>
    </message>
    <message>
        <source>season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>venue</source>
        <translation>Spielort</translation>
    </message>
    <message>
        <source>event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>The {what} needs a name.</source>
        <translation>Es fehlt ein Name ({what}).</translation>
    </message>
    <message>
        <source>The {what}&apos;s name</source>
        <translation>Der Name ({what})</translation>
    </message>
    <message>
        <source>The {what} name is longer than {max_name} characters.</source>
        <translation>Der Name ({what}) ist länger als {max_name} Zeichen.</translation>
    </message>
    <message>
        <source>A {what} name cannot start with &apos;#&apos;.</source>
        <translation>Ein Name ({what}) darf nicht mit &apos;#&apos; beginnen.</translation>
    </message>
    <message>
        <source> (there are: {known})</source>
        <translation> (vorhanden: {known})</translation>
    </message>
    <message>
        <source>There is no {what} called {typed}{hint}.</source>
        <translation>Nicht gefunden: {what} {typed}{hint}.</translation>
    </message>
    <message>
        <source>There is no league yet: create one first.</source>
        <translation>Es gibt noch keine Liga: Legen Sie zuerst eine an.</translation>
    </message>
    <message>
        <source>{name} has no season yet: add one first.</source>
        <translation>{name} hat noch keine Saison: Fügen Sie zuerst eine hinzu.</translation>
    </message>
    <message>
        <source>Season {name} is closed; reopen it to change it.</source>
        <translation>Saison {name} ist abgeschlossen; öffnen Sie sie wieder, um sie zu ändern.</translation>
    </message>
</context>
<context>
    <name>domain.players.imports</name>
    <message>
        <source>The CSV file needs a header row with a &apos;name&apos; column (and optionally nickname, membership, contact).</source>
        <translation>Die CSV-Datei braucht eine Kopfzeile mit einer Spalte &apos;name&apos; (und wahlweise nickname, membership, contact).</translation>
    </message>
    <message>
        <source>No player could be imported from {source} ({detail}).</source>
        <translation>Aus {source} konnte kein Spieler importiert werden ({detail}).</translation>
    </message>
    <message>
        <source>No player could be imported from {source}: it has no rows.</source>
        <translation>Aus {source} konnte kein Spieler importiert werden: sie hat keine Zeilen.</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>der Datei</translation>
    </message>
</context>
<context>
    <name>domain.players.records</name>
    <message>
        <source>{player} is barred: {barred}. Lift the bar first if the club has agreed to let them play.</source>
        <extracomment>The club&apos;s side of the record: dues paid until (an ISO date), barred (the reason; blank: not barred) and the director&apos;s notes.</extracomment>
        <translation>{player} ist gesperrt: {barred}. Zuerst die Sperre aufheben, wenn der Club zugestimmt hat, ihn spielen zu lassen.</translation>
    </message>
    <message>
        <source>The player needs a name.</source>
        <extracomment>ASCII text folds by a table: every character but a letter or digit becomes a space.</extracomment>
        <translation>Der Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <source>A player&apos;s name cannot start with &apos;#&apos; (that picks a player by number).</source>
        <translation>Der Name eines Spielers darf nicht mit &apos;#&apos; beginnen (das wählt einen Spieler nach Nummer).</translation>
    </message>
    <message>
        <source>The player&apos;s name</source>
        <extracomment>What each field is called in a refusal. Each field of the record as a refusal names it (&quot;The player&apos;s name must be text.&quot;).</extracomment>
        <translation>Der Name des Spielers</translation>
    </message>
    <message>
        <source>The player&apos;s nickname</source>
        <translation>Der Spitzname des Spielers</translation>
    </message>
    <message>
        <source>The player&apos;s membership</source>
        <translation>Die Mitgliedsnummer des Spielers</translation>
    </message>
    <message>
        <source>The player&apos;s contact</source>
        <translation>Der Kontakt des Spielers</translation>
    </message>
    <message>
        <source>The player&apos;s dues date</source>
        <translation>Das Beitragsdatum des Spielers</translation>
    </message>
    <message>
        <source>The player&apos;s reason for the bar</source>
        <translation>Der Grund für die Sperre des Spielers</translation>
    </message>
    <message>
        <source>The player&apos;s notes</source>
        <translation>Die Notizen zum Spieler</translation>
    </message>
    <message>
        <source>{what} must be text.</source>
        <translation>{what}: nur Text ist erlaubt.</translation>
    </message>
    <message>
        <source>{what} holds a control character.</source>
        <translation>{what} enthält ein Steuerzeichen.</translation>
    </message>
    <message>
        <source>{what} is longer than {limit} characters.</source>
        <translation>{what} ist länger als {limit} Zeichen.</translation>
    </message>
    <message>
        <source>There is no player number {typed}.</source>
        <translation>Es gibt keinen Spieler Nummer {typed}.</translation>
    </message>
    <message>
        <source>{players} are called {typed}: {listed}. Say which one by number, e.g. &apos;#{id}&apos;.</source>
        <translation>{players} heißen {typed}: {listed}. Einen per Nummer nennen, z. B. &apos;#{id}&apos;.</translation>
    </message>
    <message>
        <source>There is no player called {typed}.</source>
        <translation>Es gibt keinen Spieler namens {typed}.</translation>
    </message>
    <message>
        <source>membership number {membership} already belongs to {player}</source>
        <translation>die Mitgliedsnummer {membership} gehört schon {player}</translation>
    </message>
    <message>
        <source>already in the database as {player}; a namesake needs a membership number</source>
        <translation>schon in der Datenbank als {player}; ein Namensvetter braucht eine Mitgliedsnummer</translation>
    </message>
    <message>
        <source>{name}: {why}.</source>
        <translation>{name}: {why}.</translation>
    </message>
    <message>
        <source>There is no player number {player_id}.</source>
        <translation>Es gibt keinen Spieler Nummer {player_id}.</translation>
    </message>
    <message>
        <source>Unknown player field: {unknown}.</source>
        <translation>Unbekanntes Spielerfeld: {unknown}.</translation>
    </message>
    <message>
        <source>Membership number {membership} already belongs to {player}.</source>
        <translation>Die Mitgliedsnummer {membership} gehört schon {player}.</translation>
    </message>
    <message>
        <source>Nothing to change: the player already has those details.</source>
        <translation>Nichts zu ändern: der Spieler hat diese Angaben schon.</translation>
    </message>
    <message>
        <source>A player cannot be merged into themselves.</source>
        <translation>Ein Spieler kann nicht mit sich selbst zusammengeführt werden.</translation>
    </message>
    <message>
        <source>There is no player number {missing}.</source>
        <translation>Es gibt keinen Spieler Nummer {missing}.</translation>
    </message>
    <message>
        <source>{kept} and {merged} both have entries in {event}; undo one of those registrations before merging.</source>
        <translation>{kept} und {merged} haben beide Entries in {event}; vor dem Zusammenführen eine dieser Anmeldungen rückgängig machen.</translation>
    </message>
    <message>
        <source>{kept} and {merged} both have results in the league event {league_event} ({date}); correct those results before merging.</source>
        <translation>{kept} und {merged} haben beide Ergebnisse im Ligaturnier {league_event} ({date}); vor dem Zusammenführen diese Ergebnisse korrigieren.</translation>
    </message>
</context>
<context>
    <name>domain.prize.deal_data</name>
    <message>
        <source>A recorded deal must be an object.</source>
        <translation>Ein erfasster Deal muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>The recorded deal has no {key}.</source>
        <translation>Dem erfassten Deal fehlt {key}.</translation>
    </message>
    <message>
        <source>The recorded deal has an unknown field &apos;{key}&apos;.</source>
        <translation>Der erfasste Deal hat ein unbekanntes Feld &apos;{key}&apos;.</translation>
    </message>
    <message>
        <source>The recorded deal&apos;s {key} must be a list.</source>
        <translation>{key} des erfassten Deals muss eine Liste sein.</translation>
    </message>
</context>
<context>
    <name>domain.prize.deals</name>
    <message>
        <source>A negotiated deal is not calculated: record the agreed amounts instead.</source>
        <translation>Ein ausgehandelter Deal wird nicht berechnet: stattdessen die vereinbarten Beträge erfassen.</translation>
    </message>
    <message>
        <source>The amount played for</source>
        <translation>Der ausgespielte Betrag</translation>
    </message>
    <message>
        <source>{players} but {count} amounts; give one amount per player.</source>
        <translation>{players}, aber {count} Beträge; einen Betrag pro Spieler angeben.</translation>
    </message>
    <message>
        <source>The amount for {name}</source>
        <translation>Der Betrag für {name}</translation>
    </message>
    <message>
        <source>The amounts add up to {amounts}, but the deal shares {expected} ({gap} left to give).</source>
        <translation>Die Beträge ergeben {amounts}, aber der Deal teilt {expected} ({gap} noch zu verteilen).</translation>
    </message>
    <message>
        <source>The amounts add up to {amounts}, but the deal shares {expected} ({gap} too much).</source>
        <translation>Die Beträge ergeben {amounts}, aber der Deal teilt {expected} ({gap} zu viel).</translation>
    </message>
    <message>
        <source>&apos;{method}&apos; is not a deal method; the methods are {known}.</source>
        <translation>&apos;{method}&apos; ist keine Deal-Methode; die Methoden sind {known}.</translation>
    </message>
    <message>
        <source>{what} must be a whole number of cents.</source>
        <translation>{what} muss eine ganze Zahl von Cent sein.</translation>
    </message>
    <message>
        <source>{what} cannot be negative.</source>
        <translation>{what} darf nicht negativ sein.</translation>
    </message>
    <message>
        <source>{what} ({amount}) is too large.</source>
        <translation>{what} ({amount}) ist zu groß.</translation>
    </message>
    <message>
        <source>The rounding unit</source>
        <translation>Die Rundungseinheit</translation>
    </message>
    <message>
        <source>The rounding unit must be at least 0.01.</source>
        <translation>Die Rundungseinheit muss mindestens 0.01 sein.</translation>
    </message>
    <message>
        <source>A deal needs 2 to {most} players; {count} were given.</source>
        <translation>Ein Deal braucht 2 bis {most} Spieler; {count} wurden angegeben.</translation>
    </message>
    <message>
        <source>Every player in a deal needs a name of at most {most} characters.</source>
        <translation>Jeder Spieler in einem Deal braucht einen Namen von höchstens {most} Zeichen.</translation>
    </message>
    <message>
        <source>{name} is in the deal twice.</source>
        <translation>{name} ist zweimal im Deal.</translation>
    </message>
    <message>
        <source>{players} but {count} stacks; give one stack per player.</source>
        <translation>{players}, aber {count} Stacks; einen Stack pro Spieler angeben.</translation>
    </message>
    <message>
        <source>{name}&apos;s stack must be a whole number of chips above 0 (a player with no chips is out of the tournament).</source>
        <translation>Der Stack von {name} muss eine ganze Zahl von Chips über 0 sein (ein Spieler ohne Chips ist aus dem Turnier).</translation>
    </message>
    <message>
        <source>{name}&apos;s stack of {stack} chips is too large.</source>
        <translation>Der Stack von {name} mit {stack} Chips ist zu groß.</translation>
    </message>
    <message>
        <source>The deal needs the prizes still to be won, 1st first.</source>
        <translation>Der Deal braucht die noch offenen Preise, der 1. zuerst.</translation>
    </message>
    <message>
        <source>{count} prizes for {players}: give only the prizes still to be won (1st to {last}), not those already paid.</source>
        <translation>{count} Preise für {players}: nur die noch offenen Preise angeben (1. bis {last}), nicht die schon bezahlten.</translation>
    </message>
    <message>
        <source>The prize for place {place}</source>
        <translation>Der Preis für Platz {place}</translation>
    </message>
    <message>
        <source>The prize for place {place} ({cents}) is more than for place {above} ({above_cents}).</source>
        <translation>Der Preis für Platz {place} ({cents}) ist höher als für Platz {above} ({above_cents}).</translation>
    </message>
    <message>
        <source>There is no prize money left to share.</source>
        <translation>Es ist kein Preisgeld mehr zu teilen.</translation>
    </message>
    <message>
        <source>At most {gap} can be played for (the gap between 1st and 2nd prize); {played_for_cents} would leave 1st worth less than 2nd.</source>
        <translation>Höchstens {gap} können ausgespielt werden (der Abstand zwischen 1. und 2. Preis); {played_for_cents} ließe den 1. weniger wert als den 2.</translation>
    </message>
</context>
<context>
    <name>domain.prize.events</name>
    <message>
        <source>Name the withholding (e.g. Rake), in at most 40 characters.</source>
        <extracomment>The kinds of purchase, each with a fee split of its own.</extracomment>
        <translation>Den Einbehalt benennen (z. B. Rake), mit höchstens 40 Zeichen.</translation>
    </message>
    <message>
        <source>The withholding must be between 0 % and 100 %.</source>
        <translation>Der Einbehalt muss zwischen 0 % und 100 % liegen.</translation>
    </message>
    <message>
        <source>The added money cannot be negative.</source>
        <translation>Das Added Money darf nicht negativ sein.</translation>
    </message>
    <message>
        <source>The guarantee money cannot be negative.</source>
        <translation>Die Garantie darf nicht negativ sein.</translation>
    </message>
    <message>
        <source>The tax note money cannot be negative.</source>
        <translation>Der Betrag des Steuerhinweises darf nicht negativ sein.</translation>
    </message>
    <message>
        <source>Round payouts to at least one cent.</source>
        <translation>Auszahlungen auf mindestens einen Cent runden.</translation>
    </message>
</context>
<context>
    <name>domain.prize.fee_split</name>
    <message>
        <source>Fee split: &apos;{item}&apos; is not NAME=AMOUNT or NAME=PERCENT% (e.g. dealers=5, league fund=10%).</source>
        <translation>Gebührenaufteilung: &apos;{item}&apos; ist nicht NAME=BETRAG oder NAME=PROZENT% (z. B. dealers=5, league fund=10%).</translation>
    </message>
    <message>
        <source>Fee split, {name}</source>
        <translation>Gebührenaufteilung, {name}</translation>
    </message>
    <message>
        <source>A fee split has at most {max_parts} parts.</source>
        <translation>Eine Gebührenaufteilung hat höchstens {max_parts} Teile.</translation>
    </message>
    <message>
        <source>Name each part of the fee split on one line, in at most {max_part_name} characters.</source>
        <translation>Jeden Teil der Gebührenaufteilung auf einer Zeile benennen, mit höchstens {max_part_name} Zeichen.</translation>
    </message>
    <message>
        <source>The fee split names &apos;{name}&apos; twice.</source>
        <translation>Die Gebührenaufteilung nennt &apos;{name}&apos; zweimal.</translation>
    </message>
    <message>
        <source>The part &apos;{name}&apos; of the fee split needs either a sum or a share.</source>
        <translation>Der Teil &apos;{name}&apos; der Gebührenaufteilung braucht entweder einen Betrag oder einen Anteil.</translation>
    </message>
    <message>
        <source>The part &apos;{name}&apos; of the fee split must be a whole, non-negative amount.</source>
        <translation>Der Teil &apos;{name}&apos; der Gebührenaufteilung muss ein ganzer, nicht negativer Betrag sein.</translation>
    </message>
    <message>
        <source>The fixed parts of the fee split ({fixed}) are more than the fee ({fee_cents}).</source>
        <translation>Die festen Teile der Gebührenaufteilung ({fixed}) sind mehr als die Gebühr ({fee_cents}).</translation>
    </message>
    <message>
        <source>The shares of the fee split add up to {shares}, more than 100%.</source>
        <translation>Die Anteile der Gebührenaufteilung ergeben {shares}, mehr als 100%.</translation>
    </message>
</context>
<context>
    <name>domain.prize.icm</name>
    <message>
        <source>ICM is worked out exactly for at most {max_icm_players} players; {count} are left. Use a chip chop, or wait for fewer players.</source>
        <translation>ICM wird exakt für höchstens {max_icm_players} Spieler berechnet; {count} sind übrig. Einen Chip Chop nehmen oder auf weniger Spieler warten.</translation>
    </message>
    <message>
        <source>Every stack must be a whole number of chips above 0.</source>
        <translation>Jeder Stack muss eine ganze Zahl von Chips über 0 sein.</translation>
    </message>
</context>
<context>
    <name>domain.prize.mystery_prizes</name>
    <message>
        <source>Mystery prizes: &apos;{item}&apos; is not COUNTxAMOUNT or COUNTxPERCENT% (e.g. 1x1000, 2x500, 1x20%, then &apos;{rest}&apos; last), nor a template ({mystery_templates}).</source>
        <extracomment>Ready-made distributions: name → what the director would type.</extracomment>
        <translation>Mystery-Preise: &apos;{item}&apos; ist nicht ANZAHLxBETRAG oder ANZAHLxPROZENT% (z. B. 1x1000, 2x500, 1x20%, dann &apos;{rest}&apos; zuletzt), und keine Vorlage ({mystery_templates}).</translation>
    </message>
    <message>
        <source>Mystery prizes: &apos;{item}&apos; needs from 1 to {max_draws} draws.</source>
        <translation>Mystery-Preise: &apos;{item}&apos; braucht 1 bis {max_draws} Ziehungen.</translation>
    </message>
    <message>
        <source>Mystery prizes, {item}</source>
        <translation>Mystery-Preise, {item}</translation>
    </message>
    <message>
        <source>Mystery prizes: the shares add up to more than 100%.</source>
        <translation>Mystery-Preise: die Anteile ergeben mehr als 100%.</translation>
    </message>
    <message>
        <source>The mystery prizes ({distribution}) total {prizes}, more than the bounty pool of {pool}: lower them.</source>
        <translation>Die Mystery-Preise ({distribution}) ergeben {prizes}, mehr als der Bounty-Pool von {pool}: sie senken.</translation>
    </message>
    <message>
        <source>The mystery prizes ({distribution}) total {prizes}, but the bounty pool is {pool}: make them total the pool, or end them with &apos;{rest}&apos;.</source>
        <translation>Die Mystery-Preise ({distribution}) ergeben {prizes}, aber der Bounty-Pool ist {pool}: sie auf den Pool bringen oder mit &apos;{rest}&apos; enden lassen.</translation>
    </message>
</context>
<context>
    <name>domain.prize.payout_edit</name>
    <message>
        <source>There is no payout range {number} (the table has {count} ranges).</source>
        <translation>Es gibt keinen Auszahlungsbereich {number} (die Tabelle hat {count} Bereiche).</translation>
    </message>
    <message>
        <source>Payout range {range}, place {place}: the share must be a whole number of basis points (3250 for 32.5%).</source>
        <translation>Auszahlungsbereich {range}, Platz {place}: der Anteil muss eine ganze Zahl von Basispunkten sein (3250 für 32,5%).</translation>
    </message>
    <message>
        <source>Payout range {range}, place {place}: {basis_points} is not a share between 0 and 100%.</source>
        <translation>Auszahlungsbereich {range}, Platz {place}: {basis_points} ist kein Anteil zwischen 0 und 100%.</translation>
    </message>
    <message>
        <source>Payout range {range} pays {places}; place {place} cannot be set (add place {number} first).</source>
        <translation>Auszahlungsbereich {range} zahlt {places}; Platz {place} kann nicht gesetzt werden (zuerst Platz {number} hinzufügen).</translation>
    </message>
    <message>
        <source>Payout range {range} pays {places}; there is no place {place}.</source>
        <translation>Auszahlungsbereich {range} zahlt {places}; es gibt keinen Platz {place}.</translation>
    </message>
    <message>
        <source>Payout range {range} must pay at least one place.</source>
        <translation>Auszahlungsbereich {range} muss mindestens einen Platz bezahlen.</translation>
    </message>
    <message>
        <source>A range starts at a whole number of players.</source>
        <translation>Ein Bereich beginnt bei einer ganzen Zahl von Spielern.</translation>
    </message>
    <message>
        <source>A new range must start above {min_field_size} players (the first range always starts at {min_field_size}) and at most at {max_field_size}.</source>
        <translation>Ein neuer Bereich muss über {min_field_size} Spielern beginnen (der erste Bereich beginnt immer bei {min_field_size}) und höchstens bei {max_field_size}.</translation>
    </message>
    <message>
        <source>A range already starts at {players} ({range}).</source>
        <translation>Ein Bereich beginnt schon bei {players} ({range}).</translation>
    </message>
    <message>
        <source>A range for {players} must start right after {end}.</source>
        <translation>Ein Bereich für {players} muss direkt nach {end} beginnen.</translation>
    </message>
    <message>
        <source>A range for {players} must start at {least}.</source>
        <translation>Ein Bereich für {players} muss bei {least} beginnen.</translation>
    </message>
    <message>
        <source>A payout table needs at least one range.</source>
        <translation>Eine Auszahlungstabelle braucht mindestens einen Bereich.</translation>
    </message>
    <message>
        <source>The first range always starts at {min_field_size} players.</source>
        <translation>Der erste Bereich beginnt immer bei {min_field_size} Spielern.</translation>
    </message>
    <message>
        <source>any number</source>
        <translation>beliebig vielen</translation>
    </message>
    <message>
        <source>Payout range {range} can start anywhere from {number} to {upper} players, not at {min_players}.</source>
        <translation>Auszahlungsbereich {range} kann irgendwo von {number} bis {upper} Spielern beginnen, nicht bei {min_players}.</translation>
    </message>
</context>
<context>
    <name>domain.prize.payout_files</name>
    <message>
        <source>{shown} is not a percentage (write it like 32.5).</source>
        <translation>{shown} ist kein Prozentsatz (so schreiben: 32.5).</translation>
    </message>
    <message>
        <source>{number}% is not between 0 and 100%.</source>
        <translation>{number}% liegt nicht zwischen 0 und 100%.</translation>
    </message>
    <message>
        <source>{number}% has more than two decimals.</source>
        <translation>{number}% hat mehr als zwei Nachkommastellen.</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <source>A payout table must be an object with a &quot;name&quot; and a &quot;ranges&quot; list.</source>
        <translation>Eine Auszahlungstabelle muss ein Objekt mit &quot;name&quot; und einer Liste &quot;ranges&quot; sein.</translation>
    </message>
    <message>
        <source>The payout table has an unknown field &apos;{key}&apos;; it has name and ranges.</source>
        <translation>Die Auszahlungstabelle hat ein unbekanntes Feld &apos;{key}&apos;; sie hat name und ranges.</translation>
    </message>
    <message>
        <source>The payout table&apos;s name must be text.</source>
        <translation>Der Name der Auszahlungstabelle muss Text sein.</translation>
    </message>
    <message>
        <source>The payout table has no &quot;ranges&quot; list.</source>
        <translation>Die Auszahlungstabelle hat keine Liste &quot;ranges&quot;.</translation>
    </message>
    <message>
        <source>Payout range {number}</source>
        <translation>Auszahlungsbereich {number}</translation>
    </message>
    <message>
        <source>{where} is {item}, not an object like {{&quot;min_players&quot;: 2, &quot;max_players&quot;: 10, &quot;percentages&quot;: [65, 35]}}.</source>
        <translation>{where} ist {item}, kein Objekt wie {{&quot;min_players&quot;: 2, &quot;max_players&quot;: 10, &quot;percentages&quot;: [65, 35]}}.</translation>
    </message>
    <message>
        <source>{where}: unknown field &apos;{key}&apos;; a range has {RANGE_FIELDS}.</source>
        <translation>{where}: unbekanntes Feld &apos;{key}&apos;; ein Bereich hat {RANGE_FIELDS}.</translation>
    </message>
    <message>
        <source>{where}: no min_players; every range says where it starts.</source>
        <translation>{where}: kein min_players; jeder Bereich sagt, wo er beginnt.</translation>
    </message>
    <message>
        <source>Payout range {low} to {players}</source>
        <translation>Auszahlungsbereich {low} bis {players}</translation>
    </message>
    <message>
        <source>Payout range {players} or more</source>
        <translation>Auszahlungsbereich {players} oder mehr</translation>
    </message>
    <message>
        <source>{where}: no max_players; only the last range can be open-ended.</source>
        <translation>{where}: kein max_players; nur der letzte Bereich darf offen enden.</translation>
    </message>
    <message>
        <source>{where}: percentages must be a list with one percentage per place, like [50, 30, 20].</source>
        <translation>{where}: percentages muss eine Liste mit einem Prozentsatz pro Platz sein, wie [50, 30, 20].</translation>
    </message>
    <message>
        <source>{where}, place {place}</source>
        <translation>{where}, Platz {place}</translation>
    </message>
    <message>
        <source>{where}: {field} {shown} is not a number of players.</source>
        <translation>{where}: {field} {shown} ist keine Anzahl Spieler.</translation>
    </message>
</context>
<context>
    <name>domain.prize.payouts</name>
    <message>
        <source>{players} or more</source>
        <translation>{players} oder mehr</translation>
    </message>
    <message>
        <source>{low} to {players}</source>
        <translation>{low} bis {players}</translation>
    </message>
    <message>
        <source>The field size must be a whole number of players.</source>
        <translation>Die Feldgröße muss eine ganze Zahl von Spielern sein.</translation>
    </message>
    <message>
        <source>Payouts start at {least} players; the field has {field_size}.</source>
        <translation>Auszahlungen beginnen bei {least} Spielern; das Feld hat {field_size}.</translation>
    </message>
    <message>
        <source>The payout table &apos;{name}&apos; has no range for {players}; it stops at {last}, add a range after it.</source>
        <translation>Die Auszahlungstabelle &apos;{name}&apos; hat keinen Bereich für {players}; sie endet bei {last}, einen Bereich danach hinzufügen.</translation>
    </message>
    <message>
        <source>The payout table &apos;{name}&apos; has no range for {players}.</source>
        <translation>Die Auszahlungstabelle &apos;{name}&apos; hat keinen Bereich für {players}.</translation>
    </message>
    <message>
        <source>Place {place}: {problem}</source>
        <translation>Platz {place}: {problem}</translation>
    </message>
    <message>
        <source>The prize pool</source>
        <translation>Das Preisgeld</translation>
    </message>
    <message>
        <source>The rounding unit</source>
        <translation>Die Rundungseinheit</translation>
    </message>
    <message>
        <source>The rounding unit must be at least 0.01.</source>
        <translation>Die Rundungseinheit muss mindestens 0.01 sein.</translation>
    </message>
    <message>
        <source>{what} must be a whole number of cents.</source>
        <translation>{what} muss eine ganze Zahl von Cent sein.</translation>
    </message>
    <message>
        <source>{what} cannot be negative.</source>
        <translation>{what} darf nicht negativ sein.</translation>
    </message>
    <message>
        <source>{what} ({value}) is too large.</source>
        <translation>{what} ({value}) ist zu groß.</translation>
    </message>
    <message>
        <source>at least one place must be paid.</source>
        <translation>mindestens ein Platz muss bezahlt werden.</translation>
    </message>
    <message>
        <source>the places add up to {total}, not 100% ({gap} left to give).</source>
        <translation>die Plätze ergeben {total}, nicht 100% ({gap} noch zu verteilen).</translation>
    </message>
    <message>
        <source>the places add up to {total}, not 100% ({gap} too much).</source>
        <translation>die Plätze ergeben {total}, nicht 100% ({gap} zu viel).</translation>
    </message>
    <message>
        <source>At least one place must be paid.</source>
        <extracomment>A problem of the whole list as a sentence of its own says it (the others start with a number).</extracomment>
        <translation>Mindestens ein Platz muss bezahlt werden.</translation>
    </message>
    <message>
        <source>The places add up to {total}, not 100% ({gap} left to give).</source>
        <translation>Die Plätze ergeben {total}, nicht 100% ({gap} noch zu verteilen).</translation>
    </message>
    <message>
        <source>The places add up to {total}, not 100% ({gap} too much).</source>
        <translation>Die Plätze ergeben {total}, nicht 100% ({gap} zu viel).</translation>
    </message>
    <message>
        <source>{places} paid; the most allowed is {most}.</source>
        <translation>{places} bezahlt; erlaubt sind höchstens {most}.</translation>
    </message>
    <message>
        <source>{share} is not a whole number of basis points.</source>
        <translation>{share} ist keine ganze Zahl von Basispunkten.</translation>
    </message>
    <message>
        <source>a place in the money must be paid more than 0%.</source>
        <translation>ein Platz in den Preisrängen muss mehr als 0% bekommen.</translation>
    </message>
    <message>
        <source>{share} is more than 100%.</source>
        <translation>{share} ist mehr als 100%.</translation>
    </message>
    <message>
        <source>it pays {share}, more than place {above} ({above_share}); a lower place never pays more.</source>
        <translation>er zahlt {share}, mehr als Platz {above} ({above_share}); ein tieferer Platz zahlt nie mehr.</translation>
    </message>
    <message>
        <source>Payout range {range}, place {place}: {problem}</source>
        <translation>Auszahlungsbereich {range}, Platz {place}: {problem}</translation>
    </message>
    <message>
        <source>Payout range {range}: {problem}</source>
        <translation>Auszahlungsbereich {range}: {problem}</translation>
    </message>
    <message>
        <source>The payout table needs a name.</source>
        <translation>Die Auszahlungstabelle braucht einen Namen.</translation>
    </message>
    <message>
        <source>The payout table&apos;s name must be one line of at most {most} characters, without spaces at either end.</source>
        <translation>Der Name der Auszahlungstabelle muss eine Zeile von höchstens {most} Zeichen sein, ohne Leerzeichen am Anfang oder Ende.</translation>
    </message>
    <message>
        <source>The payout table has no ranges.</source>
        <translation>Die Auszahlungstabelle hat keine Bereiche.</translation>
    </message>
    <message>
        <source>The payout table has {count} ranges; the most allowed is {most}.</source>
        <translation>Die Auszahlungstabelle hat {count} Bereiche; erlaubt sind höchstens {most}.</translation>
    </message>
    <message>
        <source>it pays {places}, more than the {players} of its smallest field.</source>
        <translation>er zahlt {places}, mehr als die {players} seines kleinsten Feldes.</translation>
    </message>
    <message>
        <source>Payout range {number}: {value} is not a whole number of players.</source>
        <translation>Auszahlungsbereich {number}: {value} ist keine ganze Zahl von Spielern.</translation>
    </message>
    <message>
        <source>the largest field allowed is {most}.</source>
        <translation>das größte erlaubte Feld ist {most}.</translation>
    </message>
    <message>
        <source>the first range must start at {least} players.</source>
        <translation>der erste Bereich muss bei {least} Spielern beginnen.</translation>
    </message>
    <message>
        <source>it overlaps the range before it, which ends at {before}.</source>
        <translation>er überschneidet sich mit dem Bereich davor, der bei {before} endet.</translation>
    </message>
    <message>
        <source>it leaves a gap: the range before it ends at {before}, so this one must start at {start}.</source>
        <translation>er lässt eine Lücke: der Bereich davor endet bei {before}, also muss dieser bei {start} beginnen.</translation>
    </message>
    <message>
        <source>it ends before it starts.</source>
        <translation>er endet, bevor er beginnt.</translation>
    </message>
    <message>
        <source>only the last range can be open-ended.</source>
        <translation>nur der letzte Bereich darf offen enden.</translation>
    </message>
</context>
<context>
    <name>domain.prize.pool</name>
    <message>
        <source>The prize part of one of the {label}</source>
        <translation>Der Preisgeldanteil eines der {label}</translation>
    </message>
    <message>
        <source>The fee of one of the {label}</source>
        <translation>Die Gebühr eines der {label}</translation>
    </message>
    <message>
        <source>The money of the {label}</source>
        <translation>Das Geld der {label}</translation>
    </message>
    <message>
        <source>The {line} bring {cents}, which is too large.</source>
        <translation>Die {line} bringen {cents}, das ist zu viel.</translation>
    </message>
    <message>
        <source>The bounties ({bounty_cents}) are more than the entries brought ({collected}).</source>
        <translation>Die Bountys ({bounty_cents}) sind mehr, als die Entries eingebracht haben ({collected}).</translation>
    </message>
    <message>
        <source>The number of entries</source>
        <extracomment>What each count of purchases is, as a refusal names it.</extracomment>
        <translation>Die Anzahl der Entries</translation>
    </message>
    <message>
        <source>The number of rebuys</source>
        <translation>Die Anzahl der Rebuys</translation>
    </message>
    <message>
        <source>The number of add-ons</source>
        <translation>Die Anzahl der Add-ons</translation>
    </message>
    <message>
        <source>The number of count</source>
        <translation>Die Anzahl</translation>
    </message>
    <message>
        <source>{what} is more than {most}.</source>
        <translation>{what} ist mehr als {most}.</translation>
    </message>
    <message>
        <source>{what} must be a whole number of cents.</source>
        <extracomment>The whole-number refusals, by what the number counts.</extracomment>
        <translation>{what} muss eine ganze Zahl von Cent sein.</translation>
    </message>
    <message>
        <source>{what} must be a whole number of basis points.</source>
        <translation>{what} muss eine ganze Zahl von Basispunkten sein.</translation>
    </message>
    <message>
        <source>{what} must be a whole number.</source>
        <translation>{what} muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>The prize part of the buy-in</source>
        <translation>Der Preisgeldanteil des Buy-ins</translation>
    </message>
    <message>
        <source>The buy-in fee</source>
        <translation>Die Buy-in-Gebühr</translation>
    </message>
    <message>
        <source>The prize part of a rebuy</source>
        <translation>Der Preisgeldanteil eines Rebuys</translation>
    </message>
    <message>
        <source>The rebuy fee</source>
        <translation>Die Rebuy-Gebühr</translation>
    </message>
    <message>
        <source>The prize part of an add-on</source>
        <translation>Der Preisgeldanteil eines Add-ons</translation>
    </message>
    <message>
        <source>The add-on fee</source>
        <translation>Die Add-on-Gebühr</translation>
    </message>
    <message>
        <source>The bounty</source>
        <translation>Die Bounty</translation>
    </message>
    <message>
        <source>The added money</source>
        <translation>Das Added Money</translation>
    </message>
    <message>
        <source>The guarantee</source>
        <translation>Die Garantie</translation>
    </message>
    <message>
        <source>{what} ({cents}) is too large.</source>
        <translation>{what} ({cents}) ist zu groß.</translation>
    </message>
    <message>
        <source>The bounty ({bounty_cents}) is more than the prize part of the buy-in ({buy_in_prize_cents}).</source>
        <translation>Die Bounty ({bounty_cents}) ist höher als der Preisgeldanteil des Buy-ins ({buy_in_prize_cents}).</translation>
    </message>
    <message>
        <source>The withholding</source>
        <translation>Der Einbehalt</translation>
    </message>
    <message>
        <source>The withholding of {bp} is more than 100%.</source>
        <translation>Der Einbehalt von {bp} ist mehr als 100%.</translation>
    </message>
    <message>
        <source>The withholding needs a name on one line, such as Rake or League fund.</source>
        <translation>Der Einbehalt braucht einen Namen auf einer Zeile, etwa Rake oder League fund.</translation>
    </message>
    <message>
        <source>{what} cannot be negative.</source>
        <translation>{what} darf nicht negativ sein.</translation>
    </message>
</context>
<context>
    <name>domain.registration.bags</name>
    <message>
        <source>Nobody is playing in {name}: there is nothing to bag.</source>
        <translation>In {name} spielt niemand: es gibt nichts einzutüten.</translation>
    </message>
    <message>
        <source>{names}: not playing, so there is no stack to bag.</source>
        <translation>{names}: spielen nicht, also gibt es keinen Stack einzutüten.</translation>
    </message>
    <message>
        <source>{missing_count} of {survivors} survivors have no chip count: {missing}. Count them, or type their bagged chips.</source>
        <translation>{missing_count} von {survivors} Überlebenden haben keinen Chipcount: {missing}. Sie zählen oder ihre eingetüteten Chips eingeben.</translation>
    </message>
    <message>
        <source>Bag {number} is typed for both {first} and {second}; a bag number is on one bag only.</source>
        <translation>Bag {number} ist für {first} und {second} eingegeben; eine Bag-Nummer steht nur auf einem Bag.</translation>
    </message>
</context>
<context>
    <name>domain.registration.day_two</name>
    <message>
        <source>{event} is not a flight of a Day 2 event.</source>
        <translation>{event} ist kein Flight eines Day-2-Turniers.</translation>
    </message>
    <message>
        <source>{alternates} still wait for a seat in {event}; seat them or undo their registrations before closing the flight.</source>
        <translation>{alternates} warten noch auf einen Platz in {event}; sie setzen oder ihre Anmeldungen rückgängig machen, bevor der Flight geschlossen wird.</translation>
    </message>
    <message>
        <source>{count} alternate</source>
        <translation>{count} Nachrücker</translation>
    </message>
    <message>
        <source>{count} alternates</source>
        <translation>{count} Nachrücker</translation>
    </message>
    <message>
        <source>Bag the survivors of {flight}, or enter the bagged chip count of every survivor; missing: {missing}.</source>
        <translation>Die Überlebenden von {flight} eintüten oder den eingetüteten Chipcount jedes Überlebenden eingeben; es fehlen: {missing}.</translation>
    </message>
    <message>
        <source>Entries {entries} are not survivors of {flight}.</source>
        <translation>Die Entries {entries} sind keine Überlebenden von {flight}.</translation>
    </message>
    <message>
        <source>{who}: a survivor has at least one chip (a count of {count} means the entry busted: record the bust instead).</source>
        <translation>{who}: ein Überlebender hat mindestens einen Chip (ein Count von {count} heißt, der Entry ist ausgeschieden: stattdessen das Ausscheiden erfassen).</translation>
    </message>
</context>
<context>
    <name>domain.registration.decisions</name>
    <message>
        <source>table {table} seat {seat}</source>
        <translation>Tisch {table} Platz {seat}</translation>
    </message>
    <message>
        <source>waiting for the draw</source>
        <translation>wartet auf die Auslosung</translation>
    </message>
    <message>
        <source>alternate {number}</source>
        <translation>Nachrücker {number}</translation>
    </message>
    <message>
        <source>{player} is already registered in {event} ({state}).</source>
        <translation>{player} ist schon in {event} angemeldet ({state}).</translation>
    </message>
    <message>
        <source>{player} has been eliminated from {event}, and cannot re-enter: {message}</source>
        <translation>{player} ist aus {event} ausgeschieden und kann nicht wieder einsteigen: {message}</translation>
    </message>
    <message>
        <source>{player} has been eliminated from {event}: a new entry is a re-entry.</source>
        <translation>{player} ist aus {event} ausgeschieden: ein neuer Entry ist ein Re-Entry.</translation>
    </message>
    <message>
        <source>{player} has no entry in {event} to re-enter: register instead.</source>
        <translation>{player} hat keinen Entry in {event} für einen Re-Entry: stattdessen anmelden.</translation>
    </message>
    <message>
        <source>{player} is still in {event} ({state}): a player re-enters only after busting ({rule}).</source>
        <translation>{player} ist noch in {event} ({state}): ein Spieler steigt erst nach dem Ausscheiden wieder ein ({rule}).</translation>
    </message>
    <message>
        <source>{event} allows no re-entries.</source>
        <translation>{event} erlaubt keine Re-Entries.</translation>
    </message>
    <message>
        <source>{player} has used the {reentries} {event} allows.</source>
        <translation>{player} hat das Maximum von {reentries}, das {event} erlaubt, schon genutzt.</translation>
    </message>
    <message>
        <source>{count} re-entry</source>
        <translation>{count} Re-Entry</translation>
    </message>
    <message>
        <source>{count} re-entries</source>
        <translation>{count} Re-Entries</translation>
    </message>
    <message>
        <source>{event} has no rebuys.</source>
        <translation>{event} hat keine Rebuys.</translation>
    </message>
    <message>
        <source>This entry has already had the rebuy once, the most {event} allows.</source>
        <translation>Dieser Entry hatte den Rebuy schon einmal, mehr erlaubt {event} nicht.</translation>
    </message>
    <message>
        <source>This entry has already had the rebuy {times} times, the most {event} allows.</source>
        <translation>Dieser Entry hatte den Rebuy schon {times}-mal, mehr erlaubt {event} nicht.</translation>
    </message>
    <message>
        <source>Rebuys ended at the end of level {level}.</source>
        <translation>Rebuys endeten mit dem Ende von Level {level}.</translation>
    </message>
    <message>
        <source>{event} has no add-ons.</source>
        <translation>{event} hat keine Add-ons.</translation>
    </message>
    <message>
        <source>This entry has already had the add-on once, the most {event} allows.</source>
        <translation>Dieser Entry hatte das Add-on schon einmal, mehr erlaubt {event} nicht.</translation>
    </message>
    <message>
        <source>This entry has already had the add-on {times} times, the most {event} allows.</source>
        <translation>Dieser Entry hatte das Add-on schon {times}-mal, mehr erlaubt {event} nicht.</translation>
    </message>
    <message>
        <source>Add-ons ended at the end of level {level} and the break after it.</source>
        <translation>Add-ons endeten mit dem Ende von Level {level} und der Pause danach.</translation>
    </message>
    <message>
        <source>The player&apos;s stack is a whole number of chips.</source>
        <translation>Der Stack des Spielers ist eine ganze Zahl von Chips.</translation>
    </message>
    <message>
        <source>{player} has {stack} chips: a rebuy needs {ceiling} or fewer.</source>
        <translation>{player} hat {stack} Chips: ein Rebuy braucht {ceiling} oder weniger.</translation>
    </message>
    <message>
        <source>Nobody is waiting for a seat in {event}.</source>
        <translation>Niemand wartet in {event} auf einen Platz.</translation>
    </message>
    <message>
        <source>{event} has not started and has no table count: the {players} waiting get their seats from the draw (Draw seats), which spreads them evenly at random.</source>
        <translation>{event} hat noch nicht begonnen und keine Tischzahl: die {players}, die warten, bekommen ihre Plätze aus der Auslosung (Plätze auslosen), die sie gleichmäßig zufällig verteilt.</translation>
    </message>
    <message>
        <source>Every seat in {event} is taken; {alternates} still wait. Add a table first.</source>
        <translation>Jeder Platz in {event} ist besetzt; {alternates} warten noch. Zuerst einen Tisch hinzufügen.</translation>
    </message>
    <message>
        <source>{count} alternate</source>
        <translation>{count} Nachrücker</translation>
    </message>
    <message>
        <source>{count} alternates</source>
        <translation>{count} Nachrücker</translation>
    </message>
</context>
<context>
    <name>domain.registration.late_entry</name>
    <message>
        <source>Late registration closed at the end of level {close}.</source>
        <translation>Die Late Registration endete mit dem Ende von Level {close}.</translation>
    </message>
    <message>
        <source>Unknown late-registration policy &apos;{late_reg}&apos;.</source>
        <translation>Unbekannte Late-Registration-Regel &apos;{late_reg}&apos;.</translation>
    </message>
    <message>
        <source>Late registration now deducts {deduction} chips, which would leave nothing of the {starting_stack} starting stack; registration refused.</source>
        <translation>Die Late Registration zieht jetzt {deduction} Chips ab, was vom Startstack von {starting_stack} nichts übrig ließe; Anmeldung abgelehnt.</translation>
    </message>
</context>
<context>
    <name>domain.registration.sign_up_lists</name>
    <message>
        <source>The CSV file needs a header row with a &apos;name&apos; column (and a &apos;membership&apos; column if you have one).</source>
        <extracomment>The most rows a list may hold. Refusals quoted in the message (the others are counted).</extracomment>
        <translation>Die CSV-Datei braucht eine Kopfzeile mit einer Spalte &apos;name&apos; (und einer Spalte &apos;membership&apos;, falls vorhanden).</translation>
    </message>
    <message>
        <source>The CSV file names nobody: it has no rows.</source>
        <translation>Die CSV-Datei nennt niemanden: sie hat keine Zeilen.</translation>
    </message>
    <message>
        <source>Nothing was imported: {shown}; and {more} more. Correct the file and import it again.</source>
        <translation>Nichts wurde importiert: {shown}; und {more} weitere. Die Datei korrigieren und erneut importieren.</translation>
    </message>
    <message>
        <source>Nothing was imported: {shown}. Correct the file and import it again.</source>
        <translation>Nichts wurde importiert: {shown}. Die Datei korrigieren und erneut importieren.</translation>
    </message>
</context>
<context>
    <name>domain.registration.sign_ups</name>
    <message>
        <source>{name} is on the list already: see the director at the desk.</source>
        <extracomment>Where a sign-up came from. What became of a sign-up. The event setting&apos;s values (``EventSettings.sign_up``).</extracomment>
        <translation>{name} steht schon auf der Liste: bitte an den Turnierleiter am Desk wenden.</translation>
    </message>
    <message>
        <source>Sign-up for this event is closed: see the director at the desk.</source>
        <translation>Die Voranmeldung für dieses Turnier ist geschlossen: bitte an den Turnierleiter am Desk wenden.</translation>
    </message>
    <message>
        <source>The sign-up list is full ({players} waiting): see the director at the desk.</source>
        <translation>Die Voranmeldeliste ist voll ({players} warten): bitte an den Turnierleiter am Desk wenden.</translation>
    </message>
    <message>
        <source>The list names nobody to sign up.</source>
        <translation>Die Liste nennt niemanden zum Voranmelden.</translation>
    </message>
    <message>
        <source>Sign-up {sign_up_id} is not waiting on the list.</source>
        <translation>Voranmeldung {sign_up_id} wartet nicht auf der Liste.</translation>
    </message>
    <message>
        <source>Nobody called {name} is waiting on the sign-up list.</source>
        <translation>Niemand namens {name} wartet auf der Voranmeldeliste.</translation>
    </message>
</context>
<context>
    <name>domain.results.bust_out</name>
    <message>
        <source>A player out on this hand at table {tables} was recorded without their chips at its start, and the players out at one table are placed by their chips: undo that bust and record that table&apos;s players together, with their stacks.</source>
        <translation>Ein Spieler, der in dieser Hand an Tisch {tables} ausgeschieden ist, wurde ohne seine Chips zu Beginn der Hand erfasst, und die Spieler, die an einem Tisch ausscheiden, werden nach ihren Chips platziert: diesen Bust rückgängig machen und die Spieler dieses Tisches gemeinsam mit ihren Stacks erfassen.</translation>
    </message>
    <message>
        <source>A player out on this hand was recorded without their chips at its start, and the players out at one table are placed by their chips: undo that bust and record that table&apos;s players together, with their stacks.</source>
        <translation>Ein Spieler, der in dieser Hand ausgeschieden ist, wurde ohne seine Chips zu Beginn der Hand erfasst, und die Spieler, die an einem Tisch ausscheiden, werden nach ihren Chips platziert: diesen Bust rückgängig machen und die Spieler dieses Tisches gemeinsam mit ihren Stacks erfassen.</translation>
    </message>
    <message>
        <source>Name the player or players who busted.</source>
        <translation>Nennen Sie den oder die ausgeschiedenen Spieler.</translation>
    </message>
    <message>
        <source>A player is named twice in one bust-out.</source>
        <translation>Ein Spieler ist in einem Ausscheiden doppelt genannt.</translation>
    </message>
    <message>
        <source>Name who eliminated them before who split the pot.</source>
        <translation>Nennen Sie zuerst, wer sie eliminiert hat, dann, wer den Pot geteilt hat.</translation>
    </message>
    <message>
        <source>A player is credited twice with one elimination.</source>
        <translation>Einem Spieler wird eine Eliminierung doppelt gutgeschrieben.</translation>
    </message>
    <message>
        <source>{name} cannot be credited with their own elimination.</source>
        <translation>{name} kann nicht das eigene Ausscheiden gutgeschrieben werden.</translation>
    </message>
</context>
<context>
    <name>domain.results.corrections</name>
    <message>
        <source>Give the place, or a range of shared places like 9-10.</source>
        <translation>Geben Sie die Platzierung an oder einen Bereich geteilter Plätze wie 9-10.</translation>
    </message>
    <message>
        <source>Places run from 1 to {field} in this event.</source>
        <translation>Die Platzierungen reichen in diesem Turnier von 1 bis {field}.</translation>
    </message>
    <message>
        <source>Shared places must follow each other, like 9-10.</source>
        <translation>Geteilte Plätze müssen aufeinander folgen, etwa 9-10.</translation>
    </message>
    <message>
        <source>event {event_id} is not live</source>
        <translation>Turnier {event_id} läuft nicht</translation>
    </message>
</context>
<context>
    <name>domain.results.finishes</name>
    <message>
        <source>An event has between 1 and {max_field} entries (got {n}).</source>
        <translation>Ein Turnier hat zwischen 1 und {max_field} Entries (erhalten: {n}).</translation>
    </message>
    <message>
        <source>The event has {players} for {entries} and {different_players} in its results.</source>
        <translation>Das Turnier hat {players} für {entries} und {different_players} in seinen Ergebnissen.</translation>
    </message>
    <message>
        <source>{count} different player</source>
        <translation>{count} verschiedenen Spieler</translation>
    </message>
    <message>
        <source>{count} different players</source>
        <translation>{count} verschiedene Spieler</translation>
    </message>
    <message>
        <source>{finish_count} finishes for {entries}.</source>
        <translation>{finish_count} Platzierungen für {entries}.</translation>
    </message>
    <message>
        <source>The buy-in cannot be negative and the places paid are 0 to n.</source>
        <translation>Das Buy-in kann nicht negativ sein, und bezahlt werden 0 bis n Plätze.</translation>
    </message>
    <message>
        <source>Player #{player_id}&apos;s entry {entry_number} finished twice.</source>
        <translation>Entry {entry_number} von Spieler #{player_id} ist zweimal platziert.</translation>
    </message>
    <message>
        <source>Place {value} is outside 1 to {n}.</source>
        <translation>Platz {value} liegt außerhalb von 1 bis {n}.</translation>
    </message>
    <message>
        <source>Shared places must follow each other (got {places}).</source>
        <translation>Geteilte Plätze müssen aufeinander folgen (erhalten: {places}).</translation>
    </message>
    <message>
        <source>Entry numbers start at 1; hits, rebuys and add-ons are 0 or more.</source>
        <translation>Entry-Nummern beginnen bei 1; Hits, Rebuys und Add-ons sind 0 oder mehr.</translation>
    </message>
    <message>
        <source>Prizes and bounties cannot be negative.</source>
        <translation>Preise und Bounties können nicht negativ sein.</translation>
    </message>
    <message>
        <source>Place {shown} is held by {count} finishes; it should be {place_count}.</source>
        <translation>Platz {shown} ist {count}-mal belegt; es sollten {place_count} sein.</translation>
    </message>
    <message>
        <source>Place {place} is held twice.</source>
        <translation>Platz {place} ist doppelt belegt.</translation>
    </message>
</context>
<context>
    <name>domain.results.places</name>
    <message>
        <source>Several players busted on one hand: give each one&apos;s chips at the start of the hand, so the one with more chips finishes higher.</source>
        <extracomment>The rule of a lone elimination: nothing to decide. How a placing names the house rule that orders one table&apos;s hand-for-hand busts.</extracomment>
        <translation>Mehrere Spieler sind in einer Hand ausgeschieden: Geben Sie für jeden die Chips zu Beginn der Hand an, damit der mit mehr Chips besser platziert wird.</translation>
    </message>
    <message>
        <source>A starting stack must be a positive number of chips.</source>
        <translation>Ein Startstack muss eine positive Zahl von Chips sein.</translation>
    </message>
</context>
<context>
    <name>domain.results.satellite</name>
    <message>
        <source>{text} is not a ticket: a voucher&apos;s code reads like T1-3 (the satellite&apos;s event number, a dash, the winner&apos;s entry).</source>
        <translation>{text} ist kein Ticket: Der Code eines Gutscheins lautet etwa T1-3 (die Turniernummer des Satelliten, ein Bindestrich, der Entry des Gewinners).</translation>
    </message>
    <message>
        <source>{name} is still being played: no seat is won yet.</source>
        <translation>{name} wird noch gespielt: Noch ist kein Platz gewonnen.</translation>
    </message>
    <message>
        <source>This player won no seat in {name}.</source>
        <translation>Dieser Spieler hat in {name} keinen Platz gewonnen.</translation>
    </message>
    <message>
        <source>No ticket {code}: entry {entry_id} won no seat in {name}. Check the code on the voucher.</source>
        <translation>Kein Ticket {code}: Entry {entry_id} hat in {name} keinen Platz gewonnen. Prüfen Sie den Code auf dem Gutschein.</translation>
    </message>
    <message>
        <source>Ticket {code} is {name}&apos;s: register {name} with it.</source>
        <translation>Ticket {code} gehört {name}: Registrieren Sie {name} damit.</translation>
    </message>
    <message>
        <source>Event {satellite_id} is not a satellite whose tickets this event can take.</source>
        <translation>Turnier {satellite_id} ist kein Satellit, dessen Tickets dieses Turnier annimmt.</translation>
    </message>
    <message>
        <source>Ticket {code}</source>
        <translation>Ticket {code}</translation>
    </message>
    <message>
        <source>This player&apos;s ticket from {name}</source>
        <translation>Das Ticket dieses Spielers aus {name}</translation>
    </message>
    <message>
        <source>{used} is already used (event {event_id}, entry {id}).</source>
        <translation>{used} ist bereits eingelöst (Turnier {event_id}, Entry {id}).</translation>
    </message>
</context>
<context>
    <name>domain.results.tournament_end</name>
    <message>
        <source>The satellite is over: {players} won a seat. To {what}, undo the last bust first.</source>
        <translation>Der Satellit ist vorbei: {players} haben einen Platz gewonnen. Um {what}, machen Sie zuerst das letzte Ausscheiden rückgängig.</translation>
    </message>
    <message>
        <source>The tournament is over: {name} won. To {what}, undo the last bust first.</source>
        <translation>Das Turnier ist vorbei: {name} hat gewonnen. Um {what}, machen Sie zuerst das letzte Ausscheiden rückgängig.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.chip_bets</name>
    <message>
        <source>Name the chips pushed, each more than zero.</source>
        <translation>Nennen Sie die gesetzten Chips, jeweils mehr als null.</translation>
    </message>
    <message>
        <source>The call cannot be negative and the minimum raise must be more than zero.</source>
        <translation>Der Call kann nicht negativ sein, und die Mindesterhöhung muss größer als null sein.</translation>
    </message>
    <message>
        <source>Every chip the player has ({total}) went in: all-in, whatever it amounts to.</source>
        <translation>Alle Chips des Spielers ({total}) gingen hinein: All-in, egal wie viel es ist.</translation>
    </message>
    <message>
        <source>{total} is less than the {to_call} needed to call: an undercall (see the &apos;undercall&apos; ruling).</source>
        <translation>{total} ist weniger als die {to_call} zum Callen: ein Undercall (siehe die Entscheidung &apos;undercall&apos;).</translation>
    </message>
    <message>
        <source>Not facing a bet, {total} is below the minimum bet: it is brought up to {min_bet}.</source>
        <translation>Ohne Bet vor sich liegt {total} unter dem Mindest-Bet: er wird auf {min_bet} ergänzt.</translation>
    </message>
    <message>
        <source>Not facing a bet, a single chip bets its full value: a bet of {total}.</source>
        <translation>Ohne Bet vor sich setzt ein einzelner Chip seinen vollen Wert: ein Bet von {total}.</translation>
    </message>
    <message>
        <source>Not facing a bet, the chips pushed are the bet: a bet of {total}.</source>
        <translation>Ohne Bet vor sich sind die geschobenen Chips der Bet: ein Bet von {total}.</translation>
    </message>
    <message>
        <source>{why}: a raise of {raise_by} over the {to_call} call (brought up to the minimum raise).</source>
        <translation>{why}: ein Raise von {raise_by} über den Call von {to_call} (auf den Mindest-Raise ergänzt).</translation>
    </message>
    <message>
        <source>{why}: a raise of {raise_by} over the {to_call} call.</source>
        <translation>{why}: ein Raise von {raise_by} über den Call von {to_call}.</translation>
    </message>
    <message>
        <source>&apos;Raise&apos; was said before the chip landed</source>
        <translation>&apos;Raise&apos; wurde gesagt, bevor der Chip lag</translation>
    </message>
    <message>
        <source>One oversized chip without &apos;raise&apos; said first is a call of {to_call}; {change} in change is returned.</source>
        <translation>Ein einzelner übergroßer Chip ohne vorher angesagtes &apos;Raise&apos; ist ein Call von {to_call}; {change} Wechselgeld gehen zurück.</translation>
    </message>
    <message>
        <source>&apos;Raise&apos; was said first</source>
        <translation>&apos;Raise&apos; wurde vorher gesagt</translation>
    </message>
    <message>
        <source>Every chip is needed to make the {to_call} call (without one {chip} chip it falls short): a call; {returned} is returned.</source>
        <translation>Jeder Chip wird für den Call von {to_call} gebraucht (ohne einen {chip}-Chip reicht es nicht): ein Call; {returned} gehen zurück.</translation>
    </message>
    <message>
        <source>{total} is short of the call plus half a raise ({reached}): a call; {returned} is returned.</source>
        <translation>{total} erreicht nicht den Call plus einen halben Raise ({reached}): ein Call; {returned} gehen zurück.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.clock_call</name>
    <message>
        <source>Time is up</source>
        <extracomment>The clock call of each rulebook, by id (its record&apos;s ``clock_call``).</extracomment>
        <translation>Die Zeit ist um</translation>
    </message>
</context>
<context>
    <name>domain.rulings.decide</name>
    <message>
        <source>The ruling on &apos;{title}&apos; needs an answer: {asked}</source>
        <translation>Die Entscheidung zu &apos;{title}&apos; braucht eine Antwort: {asked}</translation>
    </message>
    <message>
        <source>Lay the {count} scrambled cards face down in a row: card {picked} from the left is the {what}.</source>
        <extracomment>How the card a random remedy picked is told (``what``: the situation&apos;s word for it).</extracomment>
        <translation>Die {count} gemischten Karten verdeckt in eine Reihe legen: Karte {picked} von links ist: {what}.</translation>
    </message>
    <message>
        <source>Unknown rulebook &apos;{rulebook}&apos;; choose one of: {known}.</source>
        <translation>Unbekanntes Regelwerk &apos;{rulebook}&apos;; wählen Sie eines von: {known}.</translation>
    </message>
    <message>
        <source>Unknown FTR mode &apos;{ftr_mode}&apos; (none, ftr or ftra).</source>
        <translation>Unbekannter FTR-Modus &apos;{ftr_mode}&apos; (none, ftr oder ftra).</translation>
    </message>
    <message>
        <source>&apos;{title}&apos; has no question &apos;{question_id}&apos; (its questions: {known}).</source>
        <translation>&apos;{title}&apos; hat keine Frage &apos;{question_id}&apos; (ihre Fragen: {known}).</translation>
    </message>
    <message>
        <source>&apos;{answer}&apos; is not an answer to &apos;{question_id}&apos;; choose one of: {choices}.</source>
        <translation>&apos;{answer}&apos; ist keine Antwort auf &apos;{question_id}&apos;; wählen Sie eine von: {choices}.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.incidents</name>
    <message>
        <source>a ruling in event {event_id}, which is not live</source>
        <translation>eine Entscheidung in Turnier {event_id}, das nicht läuft</translation>
    </message>
    <message>
        <source>The {what} number must be 1 or more.</source>
        <translation>{what}: Die Nummer muss 1 oder mehr sein.</translation>
    </message>
    <message>
        <source>table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Name each player involved (at most {max_players}, each up to {max_name} characters).</source>
        <translation>Nennen Sie jeden beteiligten Spieler (höchstens {max_players}, jeder bis zu {max_name} Zeichen).</translation>
    </message>
    <message>
        <source>Name the director giving the ruling.</source>
        <translation>Nennen Sie den Turnierleiter, der die Entscheidung trifft.</translation>
    </message>
    <message>
        <source>Notes are limited to {max_notes} characters.</source>
        <translation>Notizen sind auf {max_notes} Zeichen begrenzt.</translation>
    </message>
    <message>
        <source>There is no event number {event_id}.</source>
        <translation>Es gibt kein Turnier mit der Nummer {event_id}.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.min_raise</name>
    <message>
        <source>Nothing more to call at {acted_at}: the player has all options.</source>
        <extracomment>The rules the calculator applies, per rules of play (a rulebook record&apos;s ``rules_of_play``). The rule on reopening the betting, per rules of play.</extracomment>
        <translation>Bei {acted_at} ist nichts mehr zu callen: der Spieler hat alle Optionen.</translation>
    </message>
    <message>
        <source>The player acted at {acted_at} and now faces {faced} more, at least a full raise of {full_raise}: betting is reopened; they may call, raise to {raise_to} or more, or fold ({rule}).</source>
        <translation>Der Spieler hat bei {acted_at} gehandelt und steht jetzt vor {faced} mehr, mindestens einem vollen Raise von {full_raise}: die Setzrunde ist wieder eröffnet; er darf callen, auf {raise_to} oder mehr raisen oder folden ({rule}).</translation>
    </message>
    <message>
        <source>The player acted at {acted_at} and now faces only {faced} more, less than a full raise of {full_raise}: betting is not reopened; they may only call or fold ({rule}).</source>
        <translation>Der Spieler hat bei {acted_at} gehandelt und steht jetzt nur vor {faced} mehr, weniger als ein voller Raise von {full_raise}: die Setzrunde ist nicht wieder eröffnet; er darf nur callen oder folden ({rule}).</translation>
    </message>
    <message>
        <source>The {what} must be more than zero chips.</source>
        <translation>{what}: Es müssen mehr als null Chips sein.</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>Big Blind</translation>
    </message>
    <message>
        <source>wager</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>{to} is no bet or raise over {current}: list only bets and raises.</source>
        <translation>{to} ist keine Bet und kein Raise über {current}: Führen Sie nur Bets und Raises auf.</translation>
    </message>
    <message>
        <source>bet to {to}: a full bet of {by}</source>
        <translation>Bet auf {to}: ein voller Bet von {by}</translation>
    </message>
    <message>
        <source>raise to {to}: a full raise of {by}</source>
        <translation>Raise auf {to}: ein voller Raise von {by}</translation>
    </message>
    <message>
        <source>all-in for {to}: {by} more is short of a full raise of {full}, so the minimum raise stays {full}</source>
        <translation>All-in für {to}: {by} mehr ist weniger als ein voller Raise von {full}, also bleibt der Mindest-Raise {full}</translation>
    </message>
    <message>
        <source>A raise to {to} is less than the minimum ({minimum}) and not all-in: see the &apos;underraise&apos; ruling.</source>
        <translation>Ein Raise auf {to} liegt unter dem Minimum ({minimum}) und ist nicht All-in: siehe die Entscheidung &apos;underraise&apos;.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.odd_chip</name>
    <message>
        <source>The pot must be a whole number of the smallest chip in play (both above zero).</source>
        <translation>Der Pot muss ein ganzzahliges Vielfaches des kleinsten Chips im Spiel sein (beide über null).</translation>
    </message>
    <message>
        <source>Name each winning seat once (seats count from 1).</source>
        <translation>Nennen Sie jeden gewinnenden Platz einmal (Plätze zählen ab 1).</translation>
    </message>
    <message>
        <source>one each, clockwise from the button ({rule})</source>
        <translation>je einer, im Uhrzeigersinn ab dem Button ({rule})</translation>
    </message>
    <message>
        <source>to seat {seat}, the first winner left of the button ({rule})</source>
        <translation>an Platz {seat}, den ersten Gewinner links vom Button ({rule})</translation>
    </message>
    <message>
        <source>{pot} split {ways} ways in {smallest} chips: {each} each; {odd} of {smallest} go {who}.</source>
        <translation>{pot} auf {ways} Gewinner in {smallest}er-Chips geteilt: je {each}; {odd} zu {smallest}: {who}.</translation>
    </message>
    <message>
        <source>{count} odd chip</source>
        <translation>{count} ungerader Chip</translation>
    </message>
    <message>
        <source>{count} odd chips</source>
        <translation>{count} ungerade Chips</translation>
    </message>
    <message>
        <source>{pot} split {ways} ways in {smallest} chips: {each} each, no odd chip.</source>
        <translation>{pot} auf {ways} Gewinner in {smallest}er-Chips geteilt: je {each}, kein ungerader Chip.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.penalty</name>
    <message>
        <source>A table has from 2 to {max_seats} players (count the penalised player).</source>
        <extracomment>How a penalty is served (TDA 2024 Rule 71-C), under every rulebook. The rules a penalty&apos;s length rests on, per rules of play: the league&apos;s own penalty rule (house A-25), then the TDA&apos;s count it applies.</extracomment>
        <translation>Ein Tisch hat 2 bis {max_seats} Spieler (den bestraften Spieler mitgezählt).</translation>
    </message>
    <message>
        <source>Give the penalty in rounds and/or hands, more than zero.</source>
        <translation>Geben Sie die Strafe in Runden und/oder Händen an, mehr als null.</translation>
    </message>
    <message>
        <source>{rounds} of {players} = {hands}</source>
        <translation>{rounds} für {players} = {hands}</translation>
    </message>
    <message>
        <source>{count} round</source>
        <translation>{count} Runde</translation>
    </message>
    <message>
        <source>{count} rounds</source>
        <translation>{count} Runden</translation>
    </message>
    <message>
        <source>{rounds} + {hands}</source>
        <translation>{rounds} + {hands}</translation>
    </message>
    <message>
        <source>{given}: the player sits out {total} ({rule}); each is dealt, the blinds and antes are posted, and the hand is killed ({served}).</source>
        <translation>{given}: der Spieler setzt {total} aus ({rule}); jede wird ausgeteilt, Blinds und Antes werden gesetzt, und die Hand wird getötet ({served}).</translation>
    </message>
    <message>
        <source>{count} hand</source>
        <translation>{count} Hand</translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation>{count} Hände</translation>
    </message>
</context>
<context>
    <name>domain.rulings.rule_texts</name>
    <message>
        <source>{book} lists rule &apos;{ref}&apos; twice (entries {earlier} and {number}).</source>
        <extracomment>The books each event rulebook consults (its record&apos;s ``books``), the first that speaks to a point winning.</extracomment>
        <translation>{book} führt Regel &apos;{ref}&apos; doppelt (Einträge {earlier} und {number}).</translation>
    </message>
    <message>
        <source>{book} has no rule &apos;{ref}&apos;. Did you mean {close}?</source>
        <translation>{book} hat keine Regel &apos;{ref}&apos;. Meinten Sie {close}?</translation>
    </message>
    <message>
        <source>{book} has no rule &apos;{ref}&apos;.</source>
        <translation>{book} hat keine Regel &apos;{ref}&apos;.</translation>
    </message>
    <message>
        <source>Two rulebooks answer to the name &apos;{name}&apos;.</source>
        <translation>Zwei Regelwerke hören auf den Namen &apos;{name}&apos;.</translation>
    </message>
    <message>
        <source>There is no rulebook &apos;{name}&apos; (there are: {known}).</source>
        <translation>Es gibt kein Regelwerk &apos;{name}&apos; (vorhanden: {known}).</translation>
    </message>
    <message>
        <source>{where} has no &apos;{field}&apos;.</source>
        <translation>{where} hat kein &apos;{field}&apos;.</translation>
    </message>
    <message>
        <source>{where}: &apos;{field}&apos; must be non-empty text.</source>
        <translation>{where}: &apos;{field}&apos; muss ein nicht leerer Text sein.</translation>
    </message>
    <message>
        <source>{where} has an unknown field &apos;{key}&apos;; it has {fields}.</source>
        <translation>{where} hat ein unbekanntes Feld &apos;{key}&apos;; es hat {fields}.</translation>
    </message>
    <message>
        <source>{where}: &apos;{field}&apos; must be a web address (http:// or https://).</source>
        <translation>{where}: &apos;{field}&apos; muss eine Webadresse sein (http:// oder https://).</translation>
    </message>
    <message>
        <source>{book}, entry {number}</source>
        <translation>{book}, Eintrag {number}</translation>
    </message>
    <message>
        <source>{where} must be an object with ref, title, section and text.</source>
        <translation>{where} muss ein Objekt mit ref, title, section und text sein.</translation>
    </message>
    <message>
        <source>{where} (&apos;{ref}&apos;)</source>
        <translation>{where} (&apos;{ref}&apos;)</translation>
    </message>
    <message>
        <source>The rulebook</source>
        <translation>Das Regelwerk</translation>
    </message>
    <message>
        <source>one object</source>
        <translation>einem Objekt</translation>
    </message>
    <message>
        <source>A rulebook file holds one JSON object with {book_fields}.</source>
        <translation>Eine Regelwerksdatei enthält ein JSON-Objekt mit {book_fields}.</translation>
    </message>
    <message>
        <source>The rulebook &apos;{id}&apos;</source>
        <translation>Das Regelwerk &apos;{id}&apos;</translation>
    </message>
    <message>
        <source>{where}: the id must be lower-case letters and digits joined by hyphens.</source>
        <translation>{where}: Die ID muss aus Kleinbuchstaben und Ziffern bestehen, mit Bindestrichen verbunden.</translation>
    </message>
    <message>
        <source>{where} needs &apos;rules&apos;, a list of at least one rule.</source>
        <translation>{where} braucht &apos;rules&apos;, eine Liste mit mindestens einer Regel.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.rulebook_records</name>
    <message>
        <source>{total} is at least the call plus half a raise ({reached})</source>
        <extracomment>How a citation says its rule is borrowed from a book the event&apos;s rulebook does not include.</extracomment>
        <translation>{total} ist mindestens der Call plus ein halber Raise ({reached})</translation>
    </message>
    <message>
        <source>{total} is a full bet plus at least half a bet ({reached})</source>
        <translation>{total} ist ein voller Bet plus mindestens ein halber Bet ({reached})</translation>
    </message>
    <message>
        <source>The rulebook &apos;{id}&apos; does not say what it cites for: {missing}.</source>
        <translation>Das Regelwerk &apos;{id}&apos; sagt nicht, wofür es zitiert: {missing}.</translation>
    </message>
    <message>
        <source>Unknown rulebook &apos;{rulebook}&apos;; choose one of: {known}.</source>
        <extracomment>Every event rulebook, by id, in the order they are offered. The rulebook of a new event unless the director chooses another.</extracomment>
        <translation>Unbekanntes Regelwerk &apos;{rulebook}&apos;; wählen Sie eines von: {known}.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.situations</name>
    <message>
        <source>Yes</source>
        <extracomment>Every event rulebook must have its own list of outcomes in every situation. The citation books each layer may cite: the rulebook&apos;s (its record&apos;s ``cites``), or FTR. The tools a ruling&apos;s steps may name (``Branch.tool``), worded by each front end. The labels of a standard question&apos;s choices.</extracomment>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Has substantial action taken place? (TDA 2024 Rule 36: two actions in turn, at least one of them putting chips in, or three actions in turn; posted blinds never count.)</source>
        <translation>Hat substanzielle Aktion stattgefunden? (TDA 2024 Regel 36: zwei Aktionen in der Reihe, mindestens eine davon mit Chips, oder drei Aktionen in der Reihe; gesetzte Blinds zählen nie.)</translation>
    </message>
    <message>
        <source>Have two players after the blinds acted on their hands? (Robert&apos;s Rules §3 Misdeals 2; folds count, posted blinds do not.)</source>
        <translation>Haben zwei Spieler nach den Blinds über ihre Hand gehandelt? (Robert&apos;s Rules §3 Misdeals 2; Folds zählen, gesetzte Blinds nicht.)</translation>
    </message>
    <message>
        <source>Has anyone acted on the current street (even a single check)?</source>
        <translation>Hat auf der aktuellen Straße schon jemand gehandelt (auch nur ein Check)?</translation>
    </message>
    <message>
        <source>Situation file {name}: {where}: {problem}</source>
        <translation>Situationsdatei {name}: {where}: {problem}</translation>
    </message>
    <message>
        <source>must be an object.</source>
        <translation>muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>unknown key &apos;{unknown}&apos; (known: {keys}).</source>
        <translation>unbekannter Schlüssel &apos;{unknown}&apos; (bekannt: {keys}).</translation>
    </message>
    <message>
        <source>&apos;{missing}&apos; is missing.</source>
        <translation>&apos;{missing}&apos; fehlt.</translation>
    </message>
    <message>
        <source>must be a non-empty text.</source>
        <translation>muss ein nicht leerer Text sein.</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not an id (lower-case words joined by - or _).</source>
        <translation>&apos;{text}&apos; ist keine ID (kleingeschriebene Wörter, verbunden mit - oder _).</translation>
    </message>
    <message>
        <source>must be a list of texts.</source>
        <translation>muss eine Liste von Texten sein.</translation>
    </message>
    <message>
        <source>must be a list of texts, not empty.</source>
        <translation>muss eine nicht leere Liste von Texten sein.</translation>
    </message>
    <message>
        <source>must name each of its games once, from: {games}.</source>
        <translation>muss jedes seiner Spiele einmal nennen, aus: {games}.</translation>
    </message>
    <message>
        <source>must be catalogue numbers 1-60 (rulebooks.md §5).</source>
        <translation>müssen Katalognummern 1-60 sein (rulebooks.md §5).</translation>
    </message>
    <message>
        <source>must be a list.</source>
        <translation>muss eine Liste sein.</translation>
    </message>
    <message>
        <source>the question &apos;{question_id}&apos; is given twice.</source>
        <translation>die Frage &apos;{question_id}&apos; ist doppelt angegeben.</translation>
    </message>
    <message>
        <source>&apos;{question_id}&apos; needs a text and choices (standard ones: {known}).</source>
        <translation>&apos;{question_id}&apos; braucht einen Text und Antworten (Standardfragen: {known}).</translation>
    </message>
    <message>
        <source>&apos;{question_id}&apos; is a standard question: give its id only.</source>
        <translation>&apos;{question_id}&apos; ist eine Standardfrage: Geben Sie nur ihre ID an.</translation>
    </message>
    <message>
        <source>needs at least two different choices.</source>
        <translation>braucht mindestens zwei verschiedene Antworten.</translation>
    </message>
    <message>
        <source>must label only the question&apos;s choices.</source>
        <translation>darf nur die Antworten der Frage beschriften.</translation>
    </message>
    <message>
        <source>must be a list of branches, not empty.</source>
        <translation>muss eine nicht leere Liste von Zweigen sein.</translation>
    </message>
    <message>
        <source>must map each question to its choices.</source>
        <translation>muss jeder Frage ihre Antworten zuordnen.</translation>
    </message>
    <message>
        <source>&apos;{question_id}&apos; is not a question of this situation.</source>
        <translation>&apos;{question_id}&apos; ist keine Frage dieser Situation.</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not one of {choices}.</source>
        <translation>&apos;{value}&apos; ist keines von {choices}.</translation>
    </message>
    <message>
        <source>must be true or false.</source>
        <translation>muss true oder false sein.</translation>
    </message>
    <message>
        <source>must list at least one rule.</source>
        <translation>muss mindestens eine Regel nennen.</translation>
    </message>
    <message>
        <source>&apos;{tool}&apos; is not one of {tools}.</source>
        <translation>&apos;{tool}&apos; ist keines von {tools}.</translation>
    </message>
    <message>
        <source>&apos;{book}&apos; is the layer&apos;s own book: only another book&apos;s rule is borrowed.</source>
        <translation>&apos;{book}&apos; ist das eigene Regelwerk der Ebene: Entliehen wird nur die Regel eines anderen Regelwerks.</translation>
    </message>
    <message>
        <source>&apos;{book}&apos; is no known book: only another book&apos;s rule is borrowed.</source>
        <translation>&apos;{book}&apos; ist kein bekanntes Regelwerk: Entliehen wird nur die Regel eines anderen Regelwerks.</translation>
    </message>
    <message>
        <source>the {layer} outcomes cite {allowed}, not &apos;{book}&apos; (unless marked borrowed).</source>
        <translation>die Ergebnisse der Ebene {layer} zitieren {allowed}, nicht &apos;{book}&apos; (außer als entliehen markiert).</translation>
    </message>
    <message>
        <source>must be a number of cards from 2 to {max_random}.</source>
        <translation>muss eine Zahl von Karten von 2 bis {max_random} sein.</translation>
    </message>
    <message>
        <source>no branch uses the question &apos;{id}&apos;.</source>
        <translation>kein Zweig verwendet die Frage &apos;{id}&apos;.</translation>
    </message>
    <message>
        <source>no branch decides the case {case}.</source>
        <translation>kein Zweig entscheidet den Fall {case}.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.substantial</name>
    <message>
        <source>Posted blinds and antes never count as action: list only what players did in turn after the blinds.</source>
        <extracomment>Each action word, and whether it puts chips in.</extracomment>
        <translation>Gesetzte Blinds und Antes zählen nie als Action: Führen Sie nur auf, was Spieler nach den Blinds in ihrer Reihe getan haben.</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not an action ({known}).</source>
        <translation>&apos;{word}&apos; ist keine Action ({known}).</translation>
    </message>
</context>
<context>
    <name>domain.seating.adapter</name>
    <message>
        <source>The players fit at the final table: redraw it first.</source>
        <extracomment>At most this many balancing moves in one plan (a guard; the engine converges far sooner).</extracomment>
        <translation>Die Spieler passen an den Finaltisch: zuerst den Finaltisch neu auslosen.</translation>
    </message>
    <message>
        <source>Table {table} can break: break it first, then balance what is left.</source>
        <translation>Tisch {table} kann aufgelöst werden: zuerst auflösen, dann den Rest ausgleichen.</translation>
    </message>
</context>
<context>
    <name>domain.seating.hand_for_hand</name>
    <message>
        <source>Table {number} is not open.</source>
        <extracomment>RP-8-C: two minutes come off the clock per hand; RP-8-B: never more than three.</extracomment>
        <translation>Tisch {number} ist nicht offen.</translation>
    </message>
    <message>
        <source>Table {number} has {players}: no hand is played there.</source>
        <translation>Tisch {number} hat {players}: dort wird keine Hand gespielt.</translation>
    </message>
    <message>
        <source>Table {number} has already finished hand-for-hand hand {hand}; waiting for tables {listed}.</source>
        <translation>Tisch {number} hat Hand-for-Hand-Hand {hand} schon beendet; es wird auf die Tische {listed} gewartet.</translation>
    </message>
    <message>
        <source>Table {number} has already finished hand-for-hand hand {hand}; waiting for table {listed}.</source>
        <translation>Tisch {number} hat Hand-for-Hand-Hand {hand} schon beendet; es wird auf Tisch {listed} gewartet.</translation>
    </message>
    <message>
        <source>Table {number} has already finished hand-for-hand hand {hand}.</source>
        <translation>Tisch {number} hat Hand-for-Hand-Hand {hand} schon beendet.</translation>
    </message>
    <message>
        <source>Hand-for-hand play is already on.</source>
        <translation>Hand-for-Hand läuft schon.</translation>
    </message>
    <message>
        <source>A hand-for-hand hand takes 0 to 3 minutes off the clock (TDA 2024 RP-8-B).</source>
        <translation>Eine Hand-for-Hand-Hand nimmt 0 bis 3 Minuten von der Uhr (TDA 2024 RP-8-B).</translation>
    </message>
    <message>
        <source>only table {table} deals</source>
        <translation>nur Tisch {table} teilt aus</translation>
    </message>
    <message>
        <source>no table deals</source>
        <translation>kein Tisch teilt aus</translation>
    </message>
    <message>
        <source>Hand-for-hand play is for two or more tables dealing: {only}, so every hand is already the same hand for everyone ({rule}).</source>
        <translation>Hand-for-Hand ist für zwei oder mehr Tische, die austeilen: {only}, also ist jede Hand schon für alle dieselbe Hand ({rule}).</translation>
    </message>
    <message>
        <source>Hand-for-hand play is not on.</source>
        <translation>Hand-for-Hand läuft nicht.</translation>
    </message>
    <message>
        <source>Tables {tables} have not finished hand-for-hand hand {hand}: report them first ({placed}, {rule}), or deal the next hand.</source>
        <translation>Die Tische {tables} haben Hand-for-Hand-Hand {hand} noch nicht beendet: sie zuerst melden ({placed}, {rule}) oder die nächste Hand austeilen.</translation>
    </message>
    <message>
        <source>Table {tables} has not finished hand-for-hand hand {hand}: report them first ({placed}, {rule}), or deal the next hand.</source>
        <translation>Tisch {tables} hat Hand-for-Hand-Hand {hand} noch nicht beendet: ihn zuerst melden ({placed}, {rule}) oder die nächste Hand austeilen.</translation>
    </message>
    <message>
        <source>players busting on it share places</source>
        <translation>Spieler, die in dieser Hand ausscheiden, teilen sich die Plätze</translation>
    </message>
    <message>
        <source>players busting on it are placed together</source>
        <translation>Spieler, die in dieser Hand ausscheiden, werden gemeinsam platziert</translation>
    </message>
</context>
<context>
    <name>domain.seating.initial_draw</name>
    <message>
        <source>The clock of {event} has started: a draw now moves every player, so it is made only when forced.</source>
        <translation>Die Uhr von {event} läuft schon: eine Auslosung bewegt jetzt jeden Spieler, also wird sie nur erzwungen gemacht.</translation>
    </message>
    <message>
        <source>The final table has been drawn; the draw is over.</source>
        <translation>Der Finaltisch ist ausgelost; die Auslosung ist vorbei.</translation>
    </message>
    <message>
        <source>Nobody in {event} is waiting to be drawn.</source>
        <translation>Niemand in {event} wartet auf die Auslosung.</translation>
    </message>
    <message>
        <source>{players} do not fit the {seats} of {tables}: add tables or give seats back first.</source>
        <translation>{players} passen nicht auf die {seats} von {tables}: Tische hinzufügen oder zuerst Plätze zurückgeben.</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} Spieler</translation>
    </message>
</context>
<context>
    <name>domain.seating.seat_rules</name>
    <message>
        <source>Table {number} has broken; it does not reopen.</source>
        <translation>Tisch {number} ist aufgelöst; er öffnet nicht wieder.</translation>
    </message>
    <message>
        <source>Table {number} is not one of this event&apos;s tables.</source>
        <translation>Tisch {number} gehört nicht zu den Tischen dieses Turniers.</translation>
    </message>
    <message>
        <source>Table {number} has seats 1 to {seats}, not {seat}.</source>
        <translation>Tisch {number} hat die Plätze 1 bis {seats}, nicht {seat}.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is already out of play.</source>
        <translation>Tisch {table} Platz {seat} ist schon nicht im Spiel.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is already in play.</source>
        <translation>Tisch {table} Platz {seat} ist schon im Spiel.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is taken by {name}: move the player first.</source>
        <translation>Tisch {table} Platz {seat} ist von {name} besetzt: zuerst den Spieler umsetzen.</translation>
    </message>
    <message>
        <source>{player} is already locked to the seat.</source>
        <translation>{player} ist schon an den Platz gebunden.</translation>
    </message>
    <message>
        <source>{player} is already not locked.</source>
        <translation>{player} ist schon nicht gebunden.</translation>
    </message>
    <message>
        <source>Name two different players, not {first} twice.</source>
        <translation>Zwei verschiedene Spieler nennen, nicht zweimal {first}.</translation>
    </message>
    <message>
        <source>{first} and {second} are already kept apart.</source>
        <translation>{first} und {second} werden schon getrennt gesetzt.</translation>
    </message>
    <message>
        <source>{first} and {second} are not kept apart.</source>
        <translation>{first} und {second} werden nicht getrennt gesetzt.</translation>
    </message>
</context>
<context>
    <name>domain.structure.chip_plan</name>
    <message>
        <source>The starting stack must be more than zero chips.</source>
        <extracomment>A stack holds at least this many chips of its largest denomination. The chips below a denomination are worth this many of it (change-making).</extracomment>
        <translation>Der Startstack muss mehr als null Chips haben.</translation>
    </message>
    <message>
        <source>A starting stack of {starting_stack} can&apos;t be made from the chips in the set ({listed}).</source>
        <translation>Ein Startstack von {starting_stack} lässt sich nicht aus den Chips des Sets bilden ({listed}).</translation>
    </message>
    <message>
        <source>The stack uses {d} chips, which are not in the chip set.</source>
        <translation>Der Stack verwendet {d}er-Chips, die nicht im Chipset sind.</translation>
    </message>
    <message>
        <source>The stack cannot hold {n} chips of {d}.</source>
        <translation>Der Stack kann nicht {n} Chips zu {d} enthalten.</translation>
    </message>
    <message>
        <source>The chips in the stack ({breakdown}) add up to {total}, not the starting stack of {starting_stack}.</source>
        <translation>Die Chips im Stack ({breakdown}) ergeben {total}, nicht den Startstack von {starting_stack}.</translation>
    </message>
    <message>
        <source>There must be at least one table.</source>
        <translation>Es muss mindestens einen Tisch geben.</translation>
    </message>
    <message>
        <source>A table has between 2 and 12 seats.</source>
        <translation>Ein Tisch hat zwischen 2 und 12 Plätze.</translation>
    </message>
</context>
<context>
    <name>domain.structure.chip_race</name>
    <message>
        <source>The lowest chip in play must be worth at least 1.</source>
        <translation>Der kleinste Chip im Spiel muss mindestens 1 wert sein.</translation>
    </message>
    <message>
        <source>The {removed} chips must be exchanged for a larger chip, not {next_denomination}.</source>
        <translation>Die {removed}er-Chips müssen gegen einen größeren Chip getauscht werden, nicht gegen {next_denomination}.</translation>
    </message>
    <message>
        <source>The {removed} chips can&apos;t be exchanged evenly for {next_denomination} chips.</source>
        <translation>Die {removed}er-Chips lassen sich nicht glatt in {next_denomination}er-Chips tauschen.</translation>
    </message>
    <message>
        <source>Seat {seat} is not a seat number, or appears twice.</source>
        <translation>Platz {seat} ist keine Platznummer oder kommt doppelt vor.</translation>
    </message>
    <message>
        <source>Seat {seat}: chip counts cannot be negative.</source>
        <translation>Platz {seat}: Chipzahlen können nicht negativ sein.</translation>
    </message>
    <message>
        <source>Seat {seat} has no chips at all; a player with no chips is already out.</source>
        <translation>Platz {seat} hat gar keine Chips; ein Spieler ohne Chips ist bereits ausgeschieden.</translation>
    </message>
</context>
<context>
    <name>domain.structure.chips</name>
    <message>
        <source>The chip set has no {denomination} chips.</source>
        <extracomment>The most a chip is worth, and the most chips of one denomination a case holds. Which amounts a set pays is worked out per remainder modulo its smallest chip (counted in the set&apos;s common unit): a set needing more remainders is refused.</extracomment>
        <translation>Das Chipset hat keine {denomination}er-Chips.</translation>
    </message>
    <message>
        <source>The chip set has no chips.</source>
        <translation>Das Chipset hat keine Chips.</translation>
    </message>
    <message>
        <source>A chip is worth {value}; a chip is worth a whole number of at least 1.</source>
        <translation>Ein Chip ist {value} wert; ein Chip ist eine ganze Zahl von mindestens 1 wert.</translation>
    </message>
    <message>
        <source>A chip is worth {value}; no chip is worth more than {max_denomination}.</source>
        <translation>Ein Chip ist {value} wert; kein Chip ist mehr als {max_denomination} wert.</translation>
    </message>
    <message>
        <source>The chip set lists the {value} chip twice.</source>
        <translation>Das Chipset nennt den {value}er-Chip doppelt.</translation>
    </message>
    <message>
        <source>The number of {value} chips must be a whole number.</source>
        <translation>Die Anzahl der {value}er-Chips muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>The number of {value} chips cannot be negative.</source>
        <translation>Die Anzahl der {value}er-Chips kann nicht negativ sein.</translation>
    </message>
    <message>
        <source>{quantity} chips of {value}: a case holds at most {max_quantity} of one denomination.</source>
        <translation>{quantity} Chips zu {value}: Ein Koffer enthält höchstens {max_quantity} eines Werts.</translation>
    </message>
    <message>
        <source>The colour of the {value} chip is longer than {max_color} characters.</source>
        <translation>Die Farbe des {value}er-Chips ist länger als {max_color} Zeichen.</translation>
    </message>
    <message>
        <source>The chips {value} have no common measure: use denominations that are multiples of a common unit (e.g. 25, 100, 500).</source>
        <translation>Die Chips {value} haben kein gemeinsames Maß: Verwenden Sie Werte, die Vielfache einer gemeinsamen Einheit sind (z. B. 25, 100, 500).</translation>
    </message>
    <message>
        <source>The chip set&apos;s name</source>
        <translation>Der Name des Chipsets</translation>
    </message>
    <message>
        <source>The colour of the {value} chip</source>
        <translation>Die Farbe des {value}er-Chips</translation>
    </message>
    <message>
        <source>The {denomination} chip has no colour: name it (e.g. green).</source>
        <translation>Der {denomination}er-Chip hat keine Farbe: Benennen Sie sie (z. B. grün).</translation>
    </message>
    <message>
        <source>The case holds no {denomination} chips: give how many there are, or leave that chip out.</source>
        <translation>Der Koffer enthält keine {denomination}er-Chips: Geben Sie an, wie viele es gibt, oder lassen Sie diesen Chip weg.</translation>
    </message>
</context>
<context>
    <name>domain.structure.edit</name>
    <message>
        <source>There is no row {row} (the structure has {rows}).</source>
        <translation>Es gibt keine Zeile {row} (die Struktur hat {rows}).</translation>
    </message>
    <message>
        <source>{kind} has no &apos;{field}&apos; (it has {allowed}).</source>
        <translation>{kind} hat kein &apos;{field}&apos; (es hat {allowed}).</translation>
    </message>
</context>
<context>
    <name>domain.structure.events</name>
    <message>
        <source>event {event_id} is not live</source>
        <translation>Turnier {event_id} läuft nicht</translation>
    </message>
    <message>
        <source>That row is being played now; move the clock to another level before deleting it.</source>
        <translation>Diese Zeile wird gerade gespielt; stellen Sie die Uhr auf ein anderes Level, bevor Sie sie löschen.</translation>
    </message>
</context>
<context>
    <name>domain.structure.files</name>
    <message>
        <source>{where}, {field}: {problem}</source>
        <translation>{where}, {field}: {problem}</translation>
    </message>
    <message>
        <source>{shown} is not a whole number of {unit}.</source>
        <translation>{shown} ist keine ganze Zahl von {unit}.</translation>
    </message>
    <message>
        <source>{shown} is not yes or no (write true or false).</source>
        <translation>{shown} ist weder ja noch nein (schreiben Sie true oder false).</translation>
    </message>
    <message>
        <source>a break has no blinds, ante or game; leave it empty.</source>
        <translation>eine Pause hat keine Blinds, keine Ante und kein Spiel; lassen Sie es leer.</translation>
    </message>
    <message>
        <source>only a break colours up chips; leave it empty on a level.</source>
        <translation>nur eine Pause hat einen Color-up; lassen Sie es bei einem Level leer.</translation>
    </message>
    <message>
        <source>unknown field; a level has {level_fields} and a break has {break_fields}.</source>
        <translation>unbekanntes Feld; ein Level hat {level_fields} und eine Pause hat {break_fields}.</translation>
    </message>
    <message>
        <source>no value; every level and break needs its minutes.</source>
        <translation>kein Wert; jedes Level und jede Pause braucht ihre Minuten.</translation>
    </message>
    <message>
        <source>no value; every level needs a {field}.</source>
        <translation>kein Wert; jedes Level braucht ein(e) {field}.</translation>
    </message>
    <message>
        <source>{game} is not a game name (write it as text).</source>
        <translation>{game} ist kein Spielname (schreiben Sie ihn als Text).</translation>
    </message>
    <message>
        <source>The structure&apos;s name must be text.</source>
        <translation>Der Name der Struktur muss ein Text sein.</translation>
    </message>
    <message>
        <source>The structure has no &quot;levels&quot; list.</source>
        <translation>Die Struktur hat keine Liste &quot;levels&quot;.</translation>
    </message>
    <message>
        <source>The structure must be an object with a &quot;levels&quot; list of levels and breaks.</source>
        <translation>Die Struktur muss ein Objekt mit einer Liste &quot;levels&quot; aus Levels und Pausen sein.</translation>
    </message>
    <message>
        <source>Row {number} of &quot;levels&quot; is {item}, not an object like {{&quot;small_blind&quot;: 25, &quot;big_blind&quot;: 50, &quot;minutes&quot;: 20}}.</source>
        <translation>Zeile {number} von &quot;levels&quot; ist {item}, kein Objekt wie {{&quot;small_blind&quot;: 25, &quot;big_blind&quot;: 50, &quot;minutes&quot;: 20}}.</translation>
    </message>
    <message>
        <source>The structure file</source>
        <translation>Die Strukturdatei</translation>
    </message>
    <message>
        <source>one level or break</source>
        <translation>einem Level oder einer Pause</translation>
    </message>
    <message>
        <source>line {line}: the value &apos;{extra}&apos; is not under any column of the header.</source>
        <translation>Zeile {line}: Der Wert &apos;{extra}&apos; steht unter keiner Spalte der Kopfzeile.</translation>
    </message>
    <message>
        <source>line {line}: the structure has more than {max_rows} rows; the most allowed is {max_rows}.</source>
        <translation>Zeile {line}: Die Struktur hat mehr als {max_rows} Zeilen; erlaubt sind höchstens {max_rows}.</translation>
    </message>
    <message>
        <source>line {line_num}: the CSV file cannot be read ({exc}).</source>
        <translation>Zeile {line_num}: Die CSV-Datei kann nicht gelesen werden ({exc}).</translation>
    </message>
    <message>
        <source>The CSV file is empty; it needs a header row such as {csv_columns}.</source>
        <translation>Die CSV-Datei ist leer; sie braucht eine Kopfzeile wie {csv_columns}.</translation>
    </message>
    <message>
        <source>line {line} ({subject}): {text}</source>
        <translation>Zeile {line} ({subject}): {text}</translation>
    </message>
    <message>
        <source>line {line}: unknown column &apos;{column}&apos;; the columns are {csv_columns}.</source>
        <translation>Zeile {line}: unbekannte Spalte &apos;{column}&apos;; die Spalten sind {csv_columns}.</translation>
    </message>
    <message>
        <source>line {line}: the column &apos;{column}&apos; appears twice.</source>
        <translation>Zeile {line}: Die Spalte &apos;{column}&apos; kommt doppelt vor.</translation>
    </message>
    <message>
        <source>line {line}: the header has no &apos;minutes&apos; column; the columns are {csv_columns}.</source>
        <translation>Zeile {line}: Die Kopfzeile hat keine Spalte &apos;minutes&apos;; die Spalten sind {csv_columns}.</translation>
    </message>
</context>
<context>
    <name>domain.structure.levels</name>
    <message>
        <source>There is no level {level}: this structure has {levels}.</source>
        <translation>Es gibt kein Level {level}: Diese Struktur hat {levels}.</translation>
    </message>
    <message>
        <source>There is no row {index}: this structure has {rows}.</source>
        <translation>Es gibt keine Zeile {index}: Diese Struktur hat {rows}.</translation>
    </message>
    <message>
        <source>{row}: {problem}</source>
        <translation>{row}: {problem}</translation>
    </message>
    <message>
        <source>{what} must be text.</source>
        <translation>{what} muss ein Text sein.</translation>
    </message>
    <message>
        <source>{what} is longer than {limit} characters.</source>
        <translation>{what} ist länger als {limit} Zeichen.</translation>
    </message>
    <message>
        <source>{what} contains a line break or control character.</source>
        <translation>{what} enthält einen Zeilenumbruch oder ein Steuerzeichen.</translation>
    </message>
    <message>
        <source>{what} &apos;{value}&apos; starts or ends with a space.</source>
        <translation>{what} &apos;{value}&apos; beginnt oder endet mit einem Leerzeichen.</translation>
    </message>
    <message>
        <source>The structure name</source>
        <translation>Der Name der Struktur</translation>
    </message>
    <message>
        <source>The structure has {rows}; the most allowed is {max_rows}.</source>
        <translation>Die Struktur hat {rows}; erlaubt sind höchstens {max_rows}.</translation>
    </message>
    <message>
        <source>The structure needs at least one level.</source>
        <translation>Die Struktur braucht mindestens ein Level.</translation>
    </message>
    <message>
        <source>A structure row must be a level or a break, not {row}.</source>
        <translation>Eine Zeile der Struktur muss ein Level oder eine Pause sein, nicht {row}.</translation>
    </message>
    <message>
        <source>the minutes must be a whole number.</source>
        <translation>die Minuten müssen eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>it must last at least one minute.</source>
        <translation>es muss mindestens eine Minute dauern.</translation>
    </message>
    <message>
        <source>it lasts {minutes} minutes; the longest allowed is {max_minutes} (24 hours).</source>
        <translation>es dauert {minutes} Minuten; erlaubt sind höchstens {max_minutes} (24 Stunden).</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>die Small Blind</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>die Big Blind</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>die Ante</translation>
    </message>
    <message>
        <source>the {label} must be a whole number of chips.</source>
        <translation>{label} muss eine ganze Zahl von Chips sein.</translation>
    </message>
    <message>
        <source>the {label} of {amount} chips is too large.</source>
        <translation>{label} von {amount} Chips ist zu groß.</translation>
    </message>
    <message>
        <source>the small blind must be more than zero.</source>
        <translation>die Small Blind muss größer als null sein.</translation>
    </message>
    <message>
        <source>the big blind must be more than zero.</source>
        <translation>die Big Blind muss größer als null sein.</translation>
    </message>
    <message>
        <source>the big blind ({big_blind}) is smaller than the small blind ({small_blind}).</source>
        <translation>die Big Blind ({big_blind}) ist kleiner als die Small Blind ({small_blind}).</translation>
    </message>
    <message>
        <source>the ante cannot be negative.</source>
        <translation>die Ante kann nicht negativ sein.</translation>
    </message>
    <message>
        <source>big_blind_ante must be true or false.</source>
        <translation>big_blind_ante muss true oder false sein.</translation>
    </message>
    <message>
        <source>it is marked big-blind ante but the ante is 0; give the ante or remove the mark.</source>
        <translation>es ist als Big-Blind-Ante markiert, aber die Ante ist 0; geben Sie die Ante an oder entfernen Sie die Markierung.</translation>
    </message>
    <message>
        <source>the game name</source>
        <translation>der Spielname</translation>
    </message>
    <message>
        <source>it colours up {value}, which is not a chip value.</source>
        <translation>es macht einen Color-up von {value}, was kein Chipwert ist.</translation>
    </message>
    <message>
        <source>it colours up the {value} chips twice.</source>
        <translation>es macht den Color-up der {value}er-Chips doppelt.</translation>
    </message>
    <message>
        <source>the {label} goes down from {old} (level {before_number}) to {new}; blinds never go down.</source>
        <translation>{label} sinkt von {old} (Level {before_number}) auf {new}; Blinds sinken nie.</translation>
    </message>
    <message>
        <source>the ante goes down from {ante} (level {before_number}) to {new_ante}; antes are never reduced (TDA 2024 RP-11).</source>
        <translation>die Ante sinkt von {ante} (Level {before_number}) auf {new_ante}; Antes werden nie gesenkt (TDA 2024 RP-11).</translation>
    </message>
    <message>
        <source>it colours up the {culprit} chips, but level {level_numbers} ({row}) still needs them for its {label} of {amount}.</source>
        <translation>es macht den Color-up der {culprit}er-Chips, aber Level {level_numbers} ({row}) braucht sie noch für {label} von {amount}.</translation>
    </message>
    <message>
        <source>the {label} of {amount} can&apos;t be paid with the chips in play ({in_play}).</source>
        <translation>{label} von {amount} lässt sich mit den Chips im Spiel nicht bezahlen ({in_play}).</translation>
    </message>
    <message>
        <source>it colours up {d} chips, but the chip set has none (it has {denominations}).</source>
        <translation>es macht einen Color-up von {d}er-Chips, aber das Chipset hat keine (es hat {denominations}).</translation>
    </message>
    <message>
        <source>it colours up the {d} chips, but they already left at {where}.</source>
        <translation>es macht den Color-up der {d}er-Chips, aber die sind schon bei {where} aus dem Spiel.</translation>
    </message>
    <message>
        <source>it colours up the {d} chips, but no larger chip stays in play to exchange them for.</source>
        <translation>es macht den Color-up der {d}er-Chips, aber kein größerer Chip bleibt im Spiel, gegen den man sie tauschen könnte.</translation>
    </message>
    <message>
        <source>it colours up the {d} chips, but they can&apos;t be exchanged evenly for {target} chips.</source>
        <translation>es macht den Color-up der {d}er-Chips, aber die lassen sich nicht glatt in {target}er-Chips tauschen.</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Level {level}</translation>
    </message>
    <message>
        <source>The break after level {level}</source>
        <translation>Die Pause nach Level {level}</translation>
    </message>
    <message>
        <source>The break before level 1</source>
        <translation>Die Pause vor Level 1</translation>
    </message>
</context>
<context>
    <name>domain.structure.suggest</name>
    <message>
        <source>The chips in play must be more than zero.</source>
        <translation>Die Chips im Spiel müssen mehr als null sein.</translation>
    </message>
    <message>
        <source>A starting stack of {starting_stack} is less than {shallowest} big blinds at the smallest blinds the chips allow ({small_blind}/{big_blind}).</source>
        <translation>Ein Startstack von {starting_stack} ist weniger als {shallowest} Big Blinds bei den kleinsten Blinds, die die Chips erlauben ({small_blind}/{big_blind}).</translation>
    </message>
    <message>
        <source>{players} can&apos;t finish in {target_hours} hours with {level_minutes}-minute levels: the blinds would have to grow {growth}x a level. Choose shorter levels or a longer target.</source>
        <translation>{players} können nicht in {target_hours} Stunden mit {level_minutes}-Minuten-Levels fertig werden: Die Blinds müssten pro Level um das {growth}-fache steigen. Wählen Sie kürzere Levels oder ein längeres Ziel.</translation>
    </message>
    <message>
        <source>The starting stack must be between 1 and {max_stack} chips.</source>
        <translation>Der Startstack muss zwischen 1 und {max_stack} Chips liegen.</translation>
    </message>
    <message>
        <source>Expect between 2 and {max_players} players.</source>
        <translation>Erwarten Sie zwischen 2 und {max_players} Spieler.</translation>
    </message>
    <message>
        <source>The target duration must be more than zero and at most 48 hours.</source>
        <translation>Die Zieldauer muss mehr als null und höchstens 48 Stunden sein.</translation>
    </message>
    <message>
        <source>Levels must last between 1 and 240 minutes.</source>
        <translation>Levels müssen zwischen 1 und 240 Minuten dauern.</translation>
    </message>
    <message>
        <source>Antes can start at level 1 at the earliest.</source>
        <translation>Antes können frühestens ab Level 1 beginnen.</translation>
    </message>
    <message>
        <source>Breaks come after every 1 or more levels.</source>
        <translation>Pausen kommen nach jeweils 1 oder mehr Levels.</translation>
    </message>
    <message>
        <source>Breaks must last between 1 and 240 minutes.</source>
        <translation>Pausen müssen zwischen 1 und 240 Minuten dauern.</translation>
    </message>
    <message>
        <source>That target needs more than {most_levels} levels of {level_minutes} minutes; choose longer levels.</source>
        <translation>Dieses Ziel braucht mehr als {most_levels} Levels zu {level_minutes} Minuten; wählen Sie längere Levels.</translation>
    </message>
    <message>
        <source>A {hours}-hour target with {level_minutes}-minute levels leaves too few levels; choose shorter levels or a longer target.</source>
        <translation>Ein Ziel von {hours} Stunden mit {level_minutes}-Minuten-Levels lässt zu wenige Levels; wählen Sie kürzere Levels oder ein längeres Ziel.</translation>
    </message>
</context>
<context>
    <name>domain.tournament.event</name>
    <message>
        <source>An event cannot be a flight of itself.</source>
        <translation>Ein Turnier kann kein Flight von sich selbst sein.</translation>
    </message>
    <message>
        <source>There is no event number {parent} for this flight to feed.</source>
        <translation>Es gibt kein Turnier Nummer {parent}, in das dieser Flight führen könnte.</translation>
    </message>
    <message>
        <source>Event {parent} ({event}) is itself a flight; flights feed a Day 2 event.</source>
        <translation>Turnier {parent} ({event}) ist selbst ein Flight; Flights führen in ein Day-2-Turnier.</translation>
    </message>
    <message>
        <source>Other events are flights of this one, so it cannot be a flight itself.</source>
        <translation>Andere Turniere sind Flights dieses Turniers, also kann es selbst kein Flight sein.</translation>
    </message>
    <message>
        <source>Event {event_id} already exists.</source>
        <translation>Turnier {event_id} gibt es schon.</translation>
    </message>
    <message>
        <source>Unknown event setting: {unknown}.</source>
        <translation>Unbekannte Turniereinstellung: {unknown}.</translation>
    </message>
    <message>
        <source>Nothing to change: the event already has those settings.</source>
        <translation>Nichts zu ändern: das Turnier hat diese Einstellungen schon.</translation>
    </message>
</context>
<context>
    <name>domain.tournament.flights</name>
    <message>
        <source>event {event_id}</source>
        <translation>Turnier {event_id}</translation>
    </message>
    <message>
        <source>{event} is closed: its survivors have gone on to Day 2.</source>
        <translation>{event} ist geschlossen: seine Überlebenden sind in Day 2 weitergezogen.</translation>
    </message>
    <message>
        <source>{who} survived {event} and is through to Day 2: a survivor cannot enter another flight.</source>
        <translation>{who} hat {event} überlebt und ist in Day 2: ein Überlebender kann keinen weiteren Flight spielen.</translation>
    </message>
    <message>
        <source>{who} is still playing {event}.</source>
        <translation>{who} spielt noch {event}.</translation>
    </message>
    <message>
        <source>{who} already has a seat in {event}: no more flights.</source>
        <translation>{who} hat schon einen Platz in {event}: keine weiteren Flights.</translation>
    </message>
</context>
<context>
    <name>domain.tournament.late_policies</name>
    <message>
        <source>full starting stack (TDA 2024 Rule 8-A)</source>
        <translation>voller Startstack (TDA 2024 Rule 8-A)</translation>
    </message>
    <message>
        <source>small + big blind of every level started deducted (House A-4)</source>
        <translation>Blinds jedes begonnenen Levels abgezogen (House A-4)</translation>
    </message>
    <message>
        <source>a fixed number of chips deducted for every level started (house policy)</source>
        <translation>feste Chipzahl je begonnenem Level abgezogen (Hausregel)</translation>
    </message>
    <message>
        <source>small blind, big blind and ante of every level started deducted</source>
        <translation>Blinds und Ante jedes begonnenen Levels abgezogen</translation>
    </message>
    <message>
        <source>small + big blind of every level started deducted, up to a cap (house policy)</source>
        <translation>Blinds je Level abgezogen, mit Obergrenze (Hausregel)</translation>
    </message>
</context>
<context>
    <name>domain.tournament.settings</name>
    <message>
        <source>the highest-numbered of the fullest tables</source>
        <extracomment>Rulebook id → title, read from the rulebook records. Which of the fullest tables gives a player (TDA 2024 Rule 11-C), as the director reads it.</extracomment>
        <translation>der volle Tisch mit der höchsten Nummer</translation>
    </message>
    <message>
        <source>the lowest-numbered of the fullest tables</source>
        <translation>der volle Tisch mit der niedrigsten Nummer</translation>
    </message>
    <message>
        <source>share the places, as at different tables</source>
        <extracomment>Players busted on one hand-for-hand hand at the same table: RP-8-A has them share the places paid on that hand, whichever table they sat at; a house may order them by their chips at the start of the hand instead (a house rule, named as one).</extracomment>
        <translation>die Plätze teilen, wie an verschiedenen Tischen</translation>
    </message>
    <message>
        <source>more chips at the start of the hand finishes higher (house rule)</source>
        <translation>mehr Chips zu Beginn der Hand platziert sich höher (Hausregel)</translation>
    </message>
    <message>
        <source>fixed: the eliminator is paid the whole bounty</source>
        <extracomment>How an elimination pays the bounty on the busted entry&apos;s head: all of it in cash (a fixed knockout), or, in a progressive knockout (PKO), a share in cash and the rest onto the eliminator&apos;s own bounty (``domain.results.bounties``); in a mystery bounty every bounty goes into a set of prizes and, from a chosen moment, each elimination draws one of them (``domain.results.mystery``).</extracomment>
        <translation>fest: wer eliminiert, bekommt das ganze Bounty</translation>
    </message>
    <message>
        <source>progressive: a share in cash, the rest onto the eliminator&apos;s bounty</source>
        <translation>progressiv: ein Teil bar, der Rest auf das eigene Bounty</translation>
    </message>
    <message>
        <source>mystery: from a chosen moment each elimination draws a prize</source>
        <translation>Mystery: ab einem Zeitpunkt zieht jede Eliminierung einen Preis</translation>
    </message>
    <message>
        <source>drawn by the winner</source>
        <extracomment>Where a mystery bounty&apos;s draws left at the end of the night go.</extracomment>
        <translation>vom Sieger gezogen</translation>
    </message>
    <message>
        <source>split among the final table&apos;s players</source>
        <translation>unter den Spielern des Finaltischs geteilt</translation>
    </message>
    <message>
        <source>Full names</source>
        <extracomment>How the web companion shows players&apos; names (``floortool.web``).</extracomment>
        <translation>Volle Namen</translation>
    </message>
    <message>
        <source>Initials only</source>
        <translation>Nur Initialen</translation>
    </message>
    <message>
        <source>in cash to the next place</source>
        <extracomment>The views a room screen of the web companion rotates through (``/display``). Where a satellite&apos;s pool left over after the seats goes (``domain.results.satellite``).</extracomment>
        <translation>bar an den nächsten Platz</translation>
    </message>
    <message>
        <source>split among the seat winners</source>
        <translation>unter den Ticketgewinnern geteilt</translation>
    </message>
    <message>
        <source>Closed: the desk registers players</source>
        <extracomment>Whether players may sign up from their phones (``domain.registration.sign_ups``).</extracomment>
        <translation>Geschlossen: der Tresen meldet Spieler an</translation>
    </message>
    <message>
        <source>Open: players sign up from their phones</source>
        <translation>Offen: Spieler melden sich per Handy vor</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>The kinds of setting: what its value is and how it is typed in. The dialog&apos;s sections, in order. Each section&apos;s heading, as the director reads it.</extracomment>
        <translation>Event</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Late registration</source>
        <translation>Late Registration</translation>
    </message>
    <message>
        <source>Re-entries, rebuys and add-ons</source>
        <translation>Re-Entrys, Rebuys und Add-ons</translation>
    </message>
    <message>
        <source>Flight</source>
        <translation>Flight</translation>
    </message>
    <message>
        <source>Unknown {what} &apos;{value}&apos;; choose one of: {known}.</source>
        <extracomment>The automation&apos;s section: edited in its own dialog (*Clock &gt; Automation…*), not in the settings dialog&apos;s sections.</extracomment>
        <translation>Unbekannt für „{what}“: &apos;{value}&apos;; eine davon wählen: {known}.</translation>
    </message>
    <message>
        <source>The {setting} must be text.</source>
        <translation>Die Einstellung „{setting}“ muss Text sein.</translation>
    </message>
    <message>
        <source>The {setting} must be a whole number.</source>
        <translation>Die Einstellung „{setting}“ muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>no sound</source>
        <extracomment>The sounds a moment may play (the bundled cues, ``resources/sounds``).</extracomment>
        <translation>kein Ton</translation>
    </message>
    <message>
        <source>level chime</source>
        <translation>Level-Gong</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnton</translation>
    </message>
    <message>
        <source>break-over chime</source>
        <translation>Pausenende-Gong</translation>
    </message>
    <message>
        <source>no flash</source>
        <translation>kein Blinken</translation>
    </message>
    <message>
        <source>flash</source>
        <translation>blinken</translation>
    </message>
    <message>
        <source>A line shows for {low} to {high} seconds, or 0: not shown.</source>
        <extracomment>The automation&apos;s four actions: the setting&apos;s id is ``on_&lt;moment&gt;_&lt;action&gt;``.</extracomment>
        <translation>Eine Zeile wird {low} bis {high} Sekunden gezeigt, oder 0: nicht gezeigt.</translation>
    </message>
    <message>
        <source>sound at {moment}</source>
        <extracomment>How a sentence names an action at a moment: &quot;sound at a new level&quot;.</extracomment>
        <translation>Ton bei {moment}</translation>
    </message>
    <message>
        <source>line at {moment}</source>
        <translation>Zeile bei {moment}</translation>
    </message>
    <message>
        <source>show at {moment}</source>
        <translation>Anzeigedauer bei {moment}</translation>
    </message>
    <message>
        <source>flash at {moment}</source>
        <translation>Blinken bei {moment}</translation>
    </message>
    <message>
        <source>a new level</source>
        <extracomment>The moments as a sentence names them (``moments.MOMENT_TITLES`` begin a line).</extracomment>
        <translation>einem neuen Level</translation>
    </message>
    <message>
        <source>a break</source>
        <translation>einer Pause</translation>
    </message>
    <message>
        <source>the end of a break</source>
        <translation>Ende einer Pause</translation>
    </message>
    <message>
        <source>one minute left</source>
        <translation>der letzten Minute</translation>
    </message>
    <message>
        <source>late registration closes</source>
        <translation>Ende der Late Registration</translation>
    </message>
    <message>
        <source>the money bubble</source>
        <translation>der Bubble</translation>
    </message>
    <message>
        <source>in the money</source>
        <translation>Erreichen der Preisränge</translation>
    </message>
    <message>
        <source>the final table</source>
        <translation>Erreichen des Finaltischs</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>{moment}: the sound the window plays (none: silent)</source>
        <translation>{moment}: der Ton, den das Fenster spielt (keiner: still)</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>no line</source>
        <translation>keine Zeile</translation>
    </message>
    <message>
        <source>{moment}: the line spoken where speech is on, and shown for the seconds given; fields in braces such as {{level}}, {{blinds}}, {{players_left}} (blank: none)</source>
        <translation>{moment}: die Zeile, die gesprochen wird, wo Sprache an ist, und für die angegebenen Sekunden gezeigt; Felder in geschweiften Klammern wie {{level}}, {{blinds}}, {{players_left}} (leer: keine)</translation>
    </message>
    <message>
        <source>Show for</source>
        <translation>Zeigen für</translation>
    </message>
    <message>
        <source> seconds</source>
        <translation> Sekunden</translation>
    </message>
    <message>
        <source>not shown</source>
        <translation>nicht gezeigt</translation>
    </message>
    <message>
        <source>{moment}: the seconds the line shows over every room screen (0: not shown)</source>
        <translation>{moment}: die Sekunden, die die Zeile über jedem Saalbildschirm steht (0: nicht gezeigt)</translation>
    </message>
    <message>
        <source>Flash</source>
        <translation>Blinken</translation>
    </message>
    <message>
        <source>{moment}: flash the room&apos;s screens (on or off)</source>
        <translation>{moment}: die Saalbildschirme blinken lassen (an oder aus)</translation>
    </message>
    <message>
        <source>Level {level}: blinds {blinds}.</source>
        <extracomment>What the room is told at a level by default (today&apos;s spoken announcement), and at a break: templates (their fields filled when a moment comes), said in the station&apos;s language while they stay as they are; a line the director typed is said as typed.</extracomment>
        <translation>Level {level}: Blinds {blinds}.</translation>
    </message>
    <message>
        <source>Break: {minutes} minutes.</source>
        <translation>Pause: {minutes} Minuten.</translation>
    </message>
    <message>
        <source>The event needs a name.</source>
        <translation>Das Turnier braucht einen Namen.</translation>
    </message>
    <message>
        <source>The event&apos;s name</source>
        <translation>Der Name des Turniers</translation>
    </message>
    <message>
        <source>The event name is longer than {most} characters.</source>
        <translation>Der Turniername ist länger als {most} Zeichen.</translation>
    </message>
    <message>
        <source>The bounty ({bounty}) comes out of the buy-in, so it cannot be more than the buy-in ({buy_in}).</source>
        <translation>Der Bounty ({bounty}) wird vom Buy-in genommen, also kann er nicht höher als das Buy-in ({buy_in}) sein.</translation>
    </message>
    <message>
        <source>Mystery draws share the whole bounty pool, so they start after late registration closes (at the end of level {close}): from level {first} on, or in the money.</source>
        <translation>Mystery-Ziehungen teilen den ganzen Bounty-Pool, also beginnen sie erst nach dem Ende der Late Registration (mit Ende von Level {close}): ab Level {first} oder in den Preisrängen.</translation>
    </message>
    <message>
        <source>The table order lists {listed} but the event has {tables}.</source>
        <translation>Die Tischreihenfolge nennt {listed}, aber das Turnier hat {tables}.</translation>
    </message>
    <message>
        <source>An early balance tolerance needs both the tolerance and the number of tables above which it applies (or neither).</source>
        <translation>Eine frühe Ausgleichstoleranz braucht die Toleranz und die Zahl der Tische, ab der sie gilt (oder keines von beiden).</translation>
    </message>
    <message>
        <source>The early balance tolerance runs from the balance tolerance ({tolerance}) to {most}: tables are balanced more tightly as the event goes on.</source>
        <translation>Die frühe Ausgleichstoleranz reicht von der Ausgleichstoleranz ({tolerance}) bis {most}: die Tische werden im Lauf des Turniers enger ausgeglichen.</translation>
    </message>
    <message>
        <source>&apos;{view}&apos; is not a room-screen view; name some of: {known}.</source>
        <translation>&apos;{view}&apos; ist keine Saal-Bildschirmansicht; einige davon nennen: {known}.</translation>
    </message>
    <message>
        <source>An empty name is not a room-screen view; name some of: {known}.</source>
        <translation>Ein leerer Name ist keine Saal-Bildschirmansicht; einige davon nennen: {known}.</translation>
    </message>
    <message>
        <source>Name each room-screen view once.</source>
        <translation>Jede Saal-Bildschirmansicht nur einmal nennen.</translation>
    </message>
    <message>
        <source>The live status feed&apos;s address is longer than {most} characters.</source>
        <translation>Die Adresse des Live-Status-Feeds ist länger als {most} Zeichen.</translation>
    </message>
    <message>
        <source>The live status feed&apos;s address may not hold spaces or control characters.</source>
        <translation>Die Adresse des Live-Status-Feeds darf keine Leer- oder Steuerzeichen enthalten.</translation>
    </message>
    <message>
        <source>The live status feed is sent over the web: its address starts with http:// or https:// (got &apos;{url}&apos;).</source>
        <translation>Der Live-Status-Feed wird über das Web gesendet: seine Adresse beginnt mit http:// oder https:// (erhalten: &apos;{url}&apos;).</translation>
    </message>
    <message>
        <source>The live status feed&apos;s address has a port that is not a number: &apos;{url}&apos;.</source>
        <translation>Die Adresse des Live-Status-Feeds hat einen Port, der keine Zahl ist: &apos;{url}&apos;.</translation>
    </message>
    <message>
        <source>The live status feed&apos;s address names no host: &apos;{url}&apos;.</source>
        <translation>Die Adresse des Live-Status-Feeds nennt keinen Host: &apos;{url}&apos;.</translation>
    </message>
    <message>
        <source>Rebuy and add-on prices and fees cannot be negative.</source>
        <translation>Preise und Gebühren für Rebuys und Add-ons können nicht negativ sein.</translation>
    </message>
    <message>
        <source>A rebuy or add-on gives at least one chip.</source>
        <translation>Ein Rebuy oder Add-on gibt mindestens einen Chip.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>the event&apos;s name</source>
        <translation>der Name des Events</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>event type</source>
        <translation>Turnierart</translation>
    </message>
    <message>
        <source>event type text (FTR / FTRA select FTR decks)</source>
        <translation>Text zum Turniertyp (FTR / FTRA wählen FTR-Decks)</translation>
    </message>
    <message>
        <source>e.g. No-Limit Hold&apos;em freezeout (FTR, FTRA)</source>
        <translation>z. B. No-Limit Hold&apos;em Freezeout (FTR, FTRA)</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>the rulebook the floor follows (it sets late registration&apos;s defaults)</source>
        <translation>das Regelwerk, dem der Floor folgt (es gibt die Vorgaben der Late Registration)</translation>
    </message>
    <message>
        <source>rulebook</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Hand-for-hand, one table</source>
        <translation>Hand-for-Hand, ein Tisch</translation>
    </message>
    <message>
        <source>order of hand-for-hand busts at one table</source>
        <translation>Reihenfolge bei Hand-for-Hand-Busts an einem Tisch</translation>
    </message>
    <message>
        <source>hand-for-hand bust order</source>
        <translation>Reihenfolge bei Hand-for-Hand-Busts</translation>
    </message>
    <message>
        <source>players busted on one hand-for-hand hand at the same table: share the places (TDA 2024 RP-8-A makes no exception for one table), or, as a house rule, more chips at the start of the hand finishes higher (Robert&apos;s events always go by chips, A-17)</source>
        <translation>Spieler, die in einer Hand-for-Hand-Hand am selben Tisch ausscheiden: die Plätze teilen (TDA 2024 RP-8-A macht für einen Tisch keine Ausnahme) oder, als Hausregel, mehr Chips zu Beginn der Hand platziert sich höher (bei Robert&apos;s immer nach Chips, A-17)</translation>
    </message>
    <message>
        <source>Names on the web</source>
        <translation>Namen im Web</translation>
    </message>
    <message>
        <source>names on the web</source>
        <translation>Namen im Web</translation>
    </message>
    <message>
        <source>way of showing names</source>
        <translation>Art der Namensanzeige</translation>
    </message>
    <message>
        <source>how the web companion&apos;s pages show players&apos; names: full, or initials only</source>
        <translation>wie die Webseiten der Begleit-App die Namen der Spieler zeigen: voll oder nur Initialen</translation>
    </message>
    <message>
        <source>Screen views</source>
        <translation>Bildschirmansichten</translation>
    </message>
    <message>
        <source>screen views</source>
        <translation>Bildschirmansichten</translation>
    </message>
    <message>
        <source>the views the web room screens (/display) rotate through, in order: {views}</source>
        <translation>die Ansichten, die die Saalbildschirme im Web (/display) der Reihe nach zeigen: {views}</translation>
    </message>
    <message>
        <source>Screen view time</source>
        <translation>Anzeigedauer je Ansicht</translation>
    </message>
    <message>
        <source>screen view time</source>
        <translation>Anzeigedauer je Ansicht</translation>
    </message>
    <message>
        <source>how long a web room screen shows each view (each page of the seating)</source>
        <translation>wie lange ein Saalbildschirm im Web jede Ansicht zeigt (jede Seite der Sitzliste)</translation>
    </message>
    <message>
        <source>A room-screen view shows for {low} to {high} seconds.</source>
        <translation>Eine Saal-Bildschirmansicht wird {low} bis {high} Sekunden gezeigt.</translation>
    </message>
    <message>
        <source>Live status feed</source>
        <translation>Live-Status-Feed</translation>
    </message>
    <message>
        <source>live status feed</source>
        <translation>Live-Status-Feed</translation>
    </message>
    <message>
        <source>No live status feed</source>
        <translation>Kein Live-Status-Feed</translation>
    </message>
    <message>
        <source>where the window (or the web companion&apos;s server) sends the event&apos;s live status as JSON on every change and every 30 seconds: an http or https address</source>
        <translation>wohin das Fenster (oder der Server der Begleit-App) den Live-Status des Events als JSON schickt, bei jeder Änderung und alle 30 Sekunden: eine http- oder https-Adresse</translation>
    </message>
    <message>
        <source>Sign-up from phones</source>
        <translation>Voranmeldung per Handy</translation>
    </message>
    <message>
        <source>sign-up from phones</source>
        <translation>Voranmeldung per Handy</translation>
    </message>
    <message>
        <source>sign-up state</source>
        <translation>Voranmeldungsstatus</translation>
    </message>
    <message>
        <source>open: the room display and the poster show a code that opens the sign-up page, and each sign-up waits at the desk until the money is taken</source>
        <translation>offen: die Saalanzeige und das Plakat zeigen einen Code, der die Voranmeldeseite öffnet, und jede Voranmeldung wartet am Tresen, bis das Geld genommen ist</translation>
    </message>
    <message>
        <source>Sign-ups waiting at most</source>
        <translation>Höchstens wartende Voranmeldungen</translation>
    </message>
    <message>
        <source>sign-up cap</source>
        <translation>Höchstzahl wartender Voranmeldungen</translation>
    </message>
    <message>
        <source> players</source>
        <translation> Spieler</translation>
    </message>
    <message>
        <source>the most sign-ups from phones that may wait at the desk at once</source>
        <translation>die meisten Voranmeldungen per Handy, die gleichzeitig am Tresen warten dürfen</translation>
    </message>
    <message>
        <source>From 1 to {most} sign-ups may wait at once.</source>
        <translation>Es können 1 bis {most} Voranmeldungen gleichzeitig warten.</translation>
    </message>
    <message>
        <source>Late entrants get</source>
        <translation>Späte Spieler bekommen</translation>
    </message>
    <message>
        <source>late-registration policy</source>
        <translation>Late-Registration-Regel</translation>
    </message>
    <message>
        <source>what a late entrant gets (default: the rulebook&apos;s)</source>
        <translation>was ein später Spieler bekommt (Vorgabe: die des Regelwerks)</translation>
    </message>
    <message>
        <source>Closes at the end of</source>
        <translation>Schließt mit Ende von</translation>
    </message>
    <message>
        <source>late registration&apos;s closing level</source>
        <translation>Schluss-Level der Late Registration</translation>
    </message>
    <message>
        <source>Never by itself</source>
        <translation>Nie von selbst</translation>
    </message>
    <message>
        <source>Late registration closes at the end of this level (or when you close it)</source>
        <translation>Die Late Registration schließt mit dem Ende dieses Levels (oder wenn Sie sie schließen)</translation>
    </message>
    <message>
        <source>Late registration must close at the end of level 1 or later.</source>
        <translation>Die Late Registration muss mit Ende von Level 1 oder später schließen.</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Startstack</translation>
    </message>
    <message>
        <source>starting stack</source>
        <translation>Startstack</translation>
    </message>
    <message>
        <source>chips every entrant starts with</source>
        <translation>die Chips, mit denen jeder Spieler beginnt</translation>
    </message>
    <message>
        <source> chips</source>
        <translation> Chips</translation>
    </message>
    <message>
        <source>The starting stack must be more than zero chips.</source>
        <translation>Der Startstack muss mehr als null Chips haben.</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <source>buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <source>the prize part of an entry: 50 or 50.00</source>
        <translation>der Preisgeldanteil eines Entrys: 50 oder 50.00</translation>
    </message>
    <message>
        <source>Buy-in and fee cannot be negative.</source>
        <translation>Buy-in und Gebühr können nicht negativ sein.</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Gebühr</translation>
    </message>
    <message>
        <source>fee</source>
        <translation>Gebühr</translation>
    </message>
    <message>
        <source>the house&apos;s part of an entry: 5 or 5.00</source>
        <translation>der Anteil des Hauses an einem Entry: 5 oder 5.00</translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation>Bounty</translation>
    </message>
    <message>
        <source>bounty</source>
        <translation>Bounty</translation>
    </message>
    <message>
        <source>knockout bounty: paid out of each buy-in to whoever busts the entry (blank or 0: no bounties)</source>
        <translation>Knockout-Bounty: aus jedem Buy-in an den gezahlt, der den Entry ausschaltet (leer oder 0: keine Bountys)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>The bounty cannot be negative.</source>
        <translation>Der Bounty kann nicht negativ sein.</translation>
    </message>
    <message>
        <source>Bounty format</source>
        <translation>Bounty-Format</translation>
    </message>
    <message>
        <source>bounty format</source>
        <translation>Bounty-Format</translation>
    </message>
    <message>
        <source>fixed: the eliminator is paid the whole bounty; progressive (PKO): a share in cash, the rest onto the eliminator&apos;s own bounty (the Bounty is each entry&apos;s starting bounty); mystery: every bounty goes into a set of prizes, and from a chosen moment each elimination draws one</source>
        <translation>fest: wer eliminiert, bekommt das ganze Bounty; progressiv (PKO): ein Teil bar, der Rest auf das eigene Bounty (das Bounty ist das Start-Bounty jedes Entrys); Mystery: alle Bountys kommen in einen Satz Preise, und ab einem gewählten Zeitpunkt zieht jede Eliminierung einen davon</translation>
    </message>
    <message>
        <source>PKO cash share</source>
        <translation>PKO-Baranteil</translation>
    </message>
    <message>
        <source>progressive bounty&apos;s cash share</source>
        <translation>Baranteil des progressiven Bountys</translation>
    </message>
    <message>
        <source>progressive knockout: the share of a busted entry&apos;s bounty paid to the eliminator in cash (default 50); the rest goes onto the eliminator&apos;s own bounty</source>
        <translation>progressiver Knockout: der Teil des Bountys eines ausgeschiedenen Entrys, der bar ausgezahlt wird (Vorgabe 50); der Rest kommt auf das eigene Bounty</translation>
    </message>
    <message>
        <source>The cash share of a bounty runs from 0 to 100 percent.</source>
        <translation>Der Baranteil eines Bountys liegt zwischen 0 und 100 Prozent.</translation>
    </message>
    <message>
        <source>Mystery draws from level</source>
        <translation>Mystery-Ziehungen ab Level</translation>
    </message>
    <message>
        <source>level the mystery draws start at</source>
        <translation>Start-Level der Mystery-Ziehungen</translation>
    </message>
    <message>
        <source>In the money</source>
        <translation>In den Preisrängen</translation>
    </message>
    <message>
        <source>mystery bounty: eliminations draw a prize from the start of this level on (blank: once the players left are all paid); before it they pay nothing</source>
        <translation>Mystery-Bounty: Eliminierungen ziehen ab Beginn dieses Levels einen Preis (leer: sobald alle übrigen Spieler bezahlt werden); davor zahlen sie nichts</translation>
    </message>
    <message>
        <source>Mystery draws start at level 1 or later.</source>
        <translation>Mystery-Ziehungen beginnen mit Level 1 oder später.</translation>
    </message>
    <message>
        <source>Mystery draws left</source>
        <translation>Übrige Mystery-Preise</translation>
    </message>
    <message>
        <source>mystery draws left over</source>
        <translation>übrige Mystery-Preise</translation>
    </message>
    <message>
        <source>way of giving the draws left over</source>
        <translation>Vergabe der übrigen Mystery-Preise</translation>
    </message>
    <message>
        <source>mystery bounty: the prizes nobody drew by the end go to the winner, or are split evenly among the final table&apos;s players</source>
        <translation>Mystery-Bounty: die Preise, die bis zum Ende niemand gezogen hat, gehen an den Sieger oder werden gleichmäßig unter den Spielern des Finaltischs geteilt</translation>
    </message>
    <message>
        <source>PKO rounding</source>
        <translation>PKO-Rundung</translation>
    </message>
    <message>
        <source>progressive bounty&apos;s rounding unit</source>
        <translation>Rundungseinheit des PKO</translation>
    </message>
    <message>
        <source>to the cent</source>
        <translation>auf den Cent</translation>
    </message>
    <message>
        <source>progressive knockout: pay the cash part of a bounty in whole units of this (e.g. 1.00 or 5.00, the smallest chip or note at the cage); what is left over goes onto the eliminator&apos;s own bounty (blank or 0: to the cent); mystery bounty: a split prize is shared in these units</source>
        <translation>progressiver Knockout: den Baranteil eines Bountys in ganzen Einheiten davon zahlen (z. B. 1.00 oder 5.00, der kleinste Chip oder Schein an der Kasse); der Rest kommt auf das eigene Bounty (leer oder 0: auf den Cent); Mystery-Bounty: ein geteilter Preis wird in diesen Einheiten geteilt</translation>
    </message>
    <message>
        <source>The PKO rounding unit runs from {low} to {high}.</source>
        <translation>Die PKO-Rundungseinheit reicht von {low} bis {high}.</translation>
    </message>
    <message>
        <source>Satellite seat</source>
        <translation>Satelliten-Ticket</translation>
    </message>
    <message>
        <source>satellite seat value</source>
        <translation>Wert eines Satelliten-Tickets</translation>
    </message>
    <message>
        <source>not a satellite</source>
        <translation>kein Satellite</translation>
    </message>
    <message>
        <source>a satellite: the value of one seat it awards; seats = prize pool / seat value, and play stops when the players left equal the seats (0: not a satellite)</source>
        <translation>ein Satellite: der Wert eines Tickets, das er vergibt; Tickets = Preisgeld / Ticketwert, und das Spiel endet, wenn so viele Spieler übrig sind wie Tickets (0: kein Satellite)</translation>
    </message>
    <message>
        <source>The satellite seat value cannot be negative.</source>
        <translation>Der Wert eines Satelliten-Tickets kann nicht negativ sein.</translation>
    </message>
    <message>
        <source>Satellite remainder</source>
        <translation>Satellite-Rest</translation>
    </message>
    <message>
        <source>satellite remainder</source>
        <translation>Satellite-Rest</translation>
    </message>
    <message>
        <source>way of paying the satellite remainder</source>
        <translation>Auszahlung des Satellite-Rests</translation>
    </message>
    <message>
        <source>the pool left over after the seats: paid in cash to the next place (as GGPoker&apos;s satellite rules do), or split among the seat winners</source>
        <translation>das nach den Tickets übrige Preisgeld: bar an den nächsten Platz (wie in den Satellite-Regeln von GGPoker) oder unter den Ticketgewinnern geteilt</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>number of tables</source>
        <translation>Zahl der Tische</translation>
    </message>
    <message>
        <source>how many tables the event uses; 0: one after another as the field grows</source>
        <translation>wie viele Tische das Event nutzt; 0: einer nach dem anderen, wie das Feld wächst</translation>
    </message>
    <message>
        <source>as the field grows</source>
        <translation>wie das Feld wächst</translation>
    </message>
    <message>
        <source>Tables must be between 0 and {most}.</source>
        <translation>Die Zahl der Tische liegt zwischen 0 und {most}.</translation>
    </message>
    <message>
        <source>Seats per table</source>
        <translation>Plätze pro Tisch</translation>
    </message>
    <message>
        <source>seats per table</source>
        <translation>Plätze pro Tisch</translation>
    </message>
    <message>
        <source>seats at every table ({low} to {high})</source>
        <translation>Plätze an jedem Tisch ({low} bis {high})</translation>
    </message>
    <message>
        <source> seats</source>
        <translation> Plätze</translation>
    </message>
    <message>
        <source>A table has between {low} and {high} seats.</source>
        <translation>Ein Tisch hat zwischen {low} und {high} Plätze.</translation>
    </message>
    <message>
        <source>Chips per level</source>
        <translation>Chips pro Level</translation>
    </message>
    <message>
        <source>chips deducted per level</source>
        <translation>pro Level abgezogene Chips</translation>
    </message>
    <message>
        <source>chips deducted per level started (the &apos;per-level&apos; policy)</source>
        <translation>abgezogene Chips pro begonnenem Level (die Regel &apos;per-level&apos;)</translation>
    </message>
    <message>
        <source>The chips deducted per level cannot be negative.</source>
        <translation>Die pro Level abgezogenen Chips können nicht negativ sein.</translation>
    </message>
    <message>
        <source>Deduct at most</source>
        <translation>Höchstens abziehen</translation>
    </message>
    <message>
        <source>late-registration deduction cap</source>
        <translation>Abzugsgrenze der Late Registration</translation>
    </message>
    <message>
        <source>the most chips the blinds deducted may take (the &apos;capped-blinds&apos; policy)</source>
        <translation>die meisten Chips, die die abgezogenen Blinds nehmen dürfen (die Regel &apos;capped-blinds&apos;)</translation>
    </message>
    <message>
        <source>The deduction cap cannot be negative.</source>
        <translation>Die Abzugsgrenze kann nicht negativ sein.</translation>
    </message>
    <message>
        <source>Re-entries per player</source>
        <translation>Re-Entrys pro Spieler</translation>
    </message>
    <message>
        <source>re-entries per player</source>
        <translation>Re-Entrys pro Spieler</translation>
    </message>
    <message>
        <source>re-entries per player (default 0: a freezeout)</source>
        <translation>Re-Entrys pro Spieler (Vorgabe 0: ein Freezeout)</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Ohne Grenze</translation>
    </message>
    <message>
        <source>none (freezeout)</source>
        <translation>keine (Freezeout)</translation>
    </message>
    <message>
        <source>Re-entries per player cannot be negative.</source>
        <translation>Die Re-Entrys pro Spieler können nicht negativ sein.</translation>
    </message>
    <message>
        <source>Rebuys per entry</source>
        <translation>Rebuys pro Entry</translation>
    </message>
    <message>
        <source>rebuys per entry</source>
        <translation>Rebuys pro Entry</translation>
    </message>
    <message>
        <source>rebuys per entry (default 0: none)</source>
        <translation>Rebuys pro Entry (Vorgabe 0: keine)</translation>
    </message>
    <message>
        <source>Rebuys per player cannot be negative.</source>
        <translation>Die Rebuys pro Spieler können nicht negativ sein.</translation>
    </message>
    <message>
        <source>Rebuys until the end of</source>
        <translation>Rebuys bis zum Ende von</translation>
    </message>
    <message>
        <source>last rebuy level</source>
        <translation>letztes Rebuy-Level</translation>
    </message>
    <message>
        <source>rebuys end at the end of this level</source>
        <translation>Rebuys enden mit dem Ende dieses Levels</translation>
    </message>
    <message>
        <source>No level limit</source>
        <translation>Ohne Level-Grenze</translation>
    </message>
    <message>
        <source>Rebuys must end at the end of level 1 or later.</source>
        <translation>Rebuys müssen mit Ende von Level 1 oder später enden.</translation>
    </message>
    <message>
        <source>Rebuy with at most</source>
        <translation>Rebuy mit höchstens</translation>
    </message>
    <message>
        <source>rebuy stack limit</source>
        <translation>Stack-Grenze für Rebuys</translation>
    </message>
    <message>
        <source>a player may rebuy with at most this many chips (blank: the starting stack)</source>
        <translation>ein Spieler darf mit höchstens so vielen Chips einen Rebuy nehmen (leer: der Startstack)</translation>
    </message>
    <message>
        <source>the starting stack</source>
        <translation>der Startstack</translation>
    </message>
    <message>
        <source>The rebuy stack limit cannot be negative.</source>
        <translation>Die Stack-Grenze für Rebuys kann nicht negativ sein.</translation>
    </message>
    <message>
        <source>Rebuy chips</source>
        <translation>Rebuy-Chips</translation>
    </message>
    <message>
        <source>rebuy chips</source>
        <translation>Rebuy-Chips</translation>
    </message>
    <message>
        <source>chips a rebuy gives (blank: the starting stack)</source>
        <translation>Chips, die ein Rebuy gibt (leer: der Startstack)</translation>
    </message>
    <message>
        <source>Rebuy price</source>
        <translation>Rebuy-Preis</translation>
    </message>
    <message>
        <source>rebuy price</source>
        <translation>Rebuy-Preis</translation>
    </message>
    <message>
        <source>a rebuy&apos;s prize money (blank: the buy-in)</source>
        <translation>das Preisgeld eines Rebuys (leer: das Buy-in)</translation>
    </message>
    <message>
        <source>the buy-in</source>
        <translation>das Buy-in</translation>
    </message>
    <message>
        <source>Rebuy fee</source>
        <translation>Rebuy-Gebühr</translation>
    </message>
    <message>
        <source>rebuy fee</source>
        <translation>Rebuy-Gebühr</translation>
    </message>
    <message>
        <source>a rebuy&apos;s fee to the house (blank: the fee)</source>
        <translation>die Gebühr eines Rebuys an das Haus (leer: die Gebühr)</translation>
    </message>
    <message>
        <source>the fee</source>
        <translation>die Gebühr</translation>
    </message>
    <message>
        <source>Add-ons per entry</source>
        <translation>Add-ons pro Entry</translation>
    </message>
    <message>
        <source>add-ons per entry</source>
        <translation>Add-ons pro Entry</translation>
    </message>
    <message>
        <source>add-ons per entry (default 0: none)</source>
        <translation>Add-ons pro Entry (Vorgabe 0: keine)</translation>
    </message>
    <message>
        <source>Add-ons per player cannot be negative.</source>
        <translation>Die Add-ons pro Spieler können nicht negativ sein.</translation>
    </message>
    <message>
        <source>Add-ons until the end of</source>
        <translation>Add-ons bis zum Ende von</translation>
    </message>
    <message>
        <source>last add-on level</source>
        <translation>letztes Add-on-Level</translation>
    </message>
    <message>
        <source>add-ons are offered through the end of this level and the break after it</source>
        <translation>Add-ons gibt es bis zum Ende dieses Levels und in der Pause danach</translation>
    </message>
    <message>
        <source>Add-ons must end at the end of level 1 or later.</source>
        <translation>Add-ons müssen mit Ende von Level 1 oder später enden.</translation>
    </message>
    <message>
        <source>Add-on chips</source>
        <translation>Add-on-Chips</translation>
    </message>
    <message>
        <source>add-on chips</source>
        <translation>Add-on-Chips</translation>
    </message>
    <message>
        <source>chips an add-on gives (blank: the starting stack)</source>
        <translation>Chips, die ein Add-on gibt (leer: der Startstack)</translation>
    </message>
    <message>
        <source>Add-on price</source>
        <translation>Add-on-Preis</translation>
    </message>
    <message>
        <source>add-on price</source>
        <translation>Add-on-Preis</translation>
    </message>
    <message>
        <source>an add-on&apos;s prize money (blank: the buy-in)</source>
        <translation>das Preisgeld eines Add-ons (leer: das Buy-in)</translation>
    </message>
    <message>
        <source>Add-on fee</source>
        <translation>Add-on-Gebühr</translation>
    </message>
    <message>
        <source>add-on fee</source>
        <translation>Add-on-Gebühr</translation>
    </message>
    <message>
        <source>an add-on&apos;s fee to the house (blank: the fee)</source>
        <translation>die Gebühr eines Add-ons an das Haus (leer: die Gebühr)</translation>
    </message>
    <message>
        <source>This event is</source>
        <translation>Dieses Event ist</translation>
    </message>
    <message>
        <source>flight</source>
        <translation>Flight</translation>
    </message>
    <message>
        <source>this event is a flight (Day 1A, 1B ...) of that Day 2 event</source>
        <translation>dieses Event ist ein Flight (Day 1A, 1B …) jenes Day-2-Events</translation>
    </message>
    <message>
        <source>Not a flight</source>
        <translation>Kein Flight</translation>
    </message>
    <message>
        <source>A flight feeds an existing event (its number).</source>
        <translation>Ein Flight speist ein bestehendes Turnier (seine Nummer).</translation>
    </message>
    <message>
        <source>Table order</source>
        <translation>Tischreihenfolge</translation>
    </message>
    <message>
        <source>table order</source>
        <translation>Tischreihenfolge</translation>
    </message>
    <message>
        <source>the order tables open in as the field grows (blank: 1, 2, 3 ...)</source>
        <translation>die Reihenfolge, in der Tische öffnen, wie das Feld wächst (leer: 1, 2, 3 …)</translation>
    </message>
    <message>
        <source>1, 2, 3 ... (or e.g. 1-10, 21-30:10)</source>
        <translation>1, 2, 3 … (oder z. B. 1-10, 21-30:10)</translation>
    </message>
    <message>
        <source>Tables differ by at most</source>
        <translation>Tische weichen höchstens ab um</translation>
    </message>
    <message>
        <source>balance tolerance</source>
        <translation>Ausgleichstoleranz</translation>
    </message>
    <message>
        <source>the largest difference allowed between the fullest and the shortest table; 1 moves a player as soon as a table is two short</source>
        <translation>der größte erlaubte Unterschied zwischen dem vollsten und dem kürzesten Tisch; 1 versetzt einen Spieler, sobald einem Tisch zwei fehlen</translation>
    </message>
    <message>
        <source> player(s)</source>
        <translation> Spieler</translation>
    </message>
    <message>
        <source>The balance tolerance is the largest difference allowed between the fullest and the shortest table: 1 to {most}. 0 is not possible: with an odd number of players, two tables would pass a player back and forth forever.</source>
        <translation>Die Ausgleichstoleranz ist der größte erlaubte Unterschied zwischen dem vollsten und dem kürzesten Tisch: 1 bis {most}. 0 ist nicht möglich: bei einer ungeraden Spielerzahl würden zwei Tische einen Spieler ewig hin und her schicken.</translation>
    </message>
    <message>
        <source>Early in the event</source>
        <translation>Früh im Event</translation>
    </message>
    <message>
        <source>early balance tolerance</source>
        <translation>frühe Ausgleichstoleranz</translation>
    </message>
    <message>
        <source>balance more loosely while many tables are open, then tighten</source>
        <translation>lockerer ausgleichen, solange viele Tische offen sind, dann enger</translation>
    </message>
    <message>
        <source>no early tolerance</source>
        <translation>keine frühe Toleranz</translation>
    </message>
    <message>
        <source>while more than</source>
        <translation>solange mehr als</translation>
    </message>
    <message>
        <source>tables the early tolerance applies above</source>
        <translation>Tischzahl für die frühe Toleranz</translation>
    </message>
    <message>
        <source>... while more than this many tables are open</source>
        <translation>… solange mehr als so viele Tische offen sind</translation>
    </message>
    <message>
        <source> tables</source>
        <translation> Tische</translation>
    </message>
    <message>
        <source>The early tolerance applies while more than N tables are open; N runs from 1 to {most}.</source>
        <translation>Die frühe Toleranz gilt, solange mehr als N Tische offen sind; N reicht von 1 bis {most}.</translation>
    </message>
    <message>
        <source>Break order</source>
        <translation>Abbaureihenfolge</translation>
    </message>
    <message>
        <source>break order</source>
        <translation>Abbaureihenfolge der Tische</translation>
    </message>
    <message>
        <source>tables to break first, in order, e.g. &quot;12, 11, 30-21&quot;; the others break highest number first</source>
        <translation>Tische, die zuerst abgebaut werden, der Reihe nach, z. B. &quot;12, 11, 30-21&quot;; die anderen höchste Nummer zuerst</translation>
    </message>
    <message>
        <source>Highest number first (or e.g. 12, 11, 30-21)</source>
        <translation>Höchste Nummer zuerst (oder z. B. 12, 11, 30-21)</translation>
    </message>
    <message>
        <source>A player comes from</source>
        <translation>Ein Spieler kommt von</translation>
    </message>
    <message>
        <source>giving table</source>
        <translation>abgebender Tisch</translation>
    </message>
    <message>
        <source>which table gives a player when several are fullest</source>
        <translation>welcher Tisch einen Spieler abgibt, wenn mehrere am vollsten sind</translation>
    </message>
    <message>
        <source>Break tables to seat</source>
        <translation>Tische abbauen bei</translation>
    </message>
    <message>
        <source>players per table before a table breaks</source>
        <translation>Spieler pro Tisch vor einem Tischabbau</translation>
    </message>
    <message>
        <source>break a table as soon as the others seat everyone at this many players per table (e.g. 9 at 10-seat tables)</source>
        <translation>einen Tisch abbauen, sobald die anderen alle mit so vielen Spielern pro Tisch setzen können (z. B. 9 an 10er-Tischen)</translation>
    </message>
    <message>
        <source>Every seat</source>
        <translation>Jeder Platz</translation>
    </message>
    <message>
        <source> per table</source>
        <translation> pro Tisch</translation>
    </message>
    <message>
        <source>A table seats 2 to {seats} (the seats per table), not {value}.</source>
        <translation>Ein Tisch hat 2 bis {seats} (die Plätze pro Tisch), nicht {value}.</translation>
    </message>
    <message>
        <source>Final table</source>
        <translation>Finaltisch</translation>
    </message>
    <message>
        <source>final table size</source>
        <translation>Größe des Finaltischs</translation>
    </message>
    <message>
        <source>players at the final table (two tables of five make a 9-handed final)</source>
        <translation>Spieler am Finaltisch (zwei Tische zu fünf ergeben ein 9er-Finale)</translation>
    </message>
    <message>
        <source>A full table</source>
        <translation>Ein voller Tisch</translation>
    </message>
    <message>
        <source>The final table seats 2 to {seats} (the seats per table), not {value}.</source>
        <translation>Der Finaltisch hat 2 bis {seats} (die Plätze pro Tisch), nicht {value}.</translation>
    </message>
    <message>
        <source>The &apos;{policy}&apos; policy needs {needs}.</source>
        <extracomment>Every setting, in the order the settings are checked.</extracomment>
        <translation>Die Regel &apos;{policy}&apos; braucht {needs}.</translation>
    </message>
</context>
<context>
    <name>door_checklist</name>
    <message>
        <source>Before the doors open</source>
        <translation>Bevor die Türen öffnen</translation>
    </message>
    <message>
        <source>Register players first</source>
        <translation>Zuerst Spieler anmelden</translation>
    </message>
    <message>
        <source>Tables uneven: draw seats to even them at random</source>
        <translation>Tische ungleich: Plätze auslosen, um sie zufällig auszugleichen</translation>
    </message>
    <message>
        <source>Everyone has a seat</source>
        <translation>Jeder hat einen Platz</translation>
    </message>
    <message>
        <source>Structure set</source>
        <translation>Struktur festgelegt</translation>
    </message>
    <message>
        <source>{count} level</source>
        <translation>{count} Level</translation>
    </message>
    <message>
        <source>{count} levels</source>
        <translation>{count} Levels</translation>
    </message>
    <message>
        <source>No levels yet</source>
        <translation>Noch keine Levels</translation>
    </message>
    <message>
        <source>Players registered</source>
        <translation>Spieler angemeldet</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>Nobody yet</source>
        <translation>Noch niemand</translation>
    </message>
    <message>
        <source>Seats drawn</source>
        <translation>Plätze ausgelost</translation>
    </message>
    <message>
        <source>Seat cards printed</source>
        <translation>Platzkarten gedruckt</translation>
    </message>
    <message>
        <source>Every seat&apos;s card printed</source>
        <translation>Die Karte jedes Platzes gedruckt</translation>
    </message>
    <message>
        <source>{count} card to print</source>
        <translation>{count} Karte zu drucken</translation>
    </message>
    <message>
        <source>{count} cards to print</source>
        <translation>{count} Karten zu drucken</translation>
    </message>
    <message>
        <source>Draw seats first</source>
        <translation>Zuerst Plätze auslosen</translation>
    </message>
    <message>
        <source>Start the clock</source>
        <translation>Die Uhr starten</translation>
    </message>
    <message>
        <source>When the doors open</source>
        <translation>Wenn die Türen öffnen</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <source>Levels, breaks and antes on the Structure page</source>
        <translation>Levels, Pausen und Antes auf der Seite Struktur</translation>
    </message>
    <message>
        <source>Register…</source>
        <translation>Anmelden…</translation>
    </message>
    <message>
        <source>The registration desk (Ctrl+R)</source>
        <translation>Der Anmeldetisch (Strg+R)</translation>
    </message>
    <message>
        <source>Draw seats</source>
        <translation>Plätze auslosen</translation>
    </message>
    <message>
        <source>The same draw as the Tables page&apos;s Draw seats</source>
        <translation>Dieselbe Auslosung wie „Plätze auslosen“ auf der Seite Tische</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>The seat cards not printed yet, on the Reports page</source>
        <translation>Die noch nicht gedruckten Platzkarten, auf der Seite Berichte</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Start the clock (Space)</source>
        <translation>Die Uhr starten (Leertaste)</translation>
    </message>
    <message>
        <source>{waiting} waiting for a seat</source>
        <translation>{waiting} warten auf einen Platz</translation>
    </message>
</context>
<context>
    <name>entries</name>
    <message>
        <source>seated</source>
        <extracomment>Status words as the floor says them.</extracomment>
        <translation>platziert</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>busted</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>to Day 2</source>
        <translation>zu Day 2</translation>
    </message>
    <message>
        <source>{text} (alt {alternate})</source>
        <extracomment>Sort keys put the waiting list after every seat and busted entries after it.</extracomment>
        <translation>{text} (Nachrücker {alternate})</translation>
    </message>
    <message>
        <source>{name}, entry {entry_number} (#{id})</source>
        <translation>{name}, Entry {entry_number} (#{id})</translation>
    </message>
    <message>
        <source>registered in level {level}</source>
        <translation>angemeldet in Level {level}</translation>
    </message>
    <message>
        <source>counted at {0} UTC</source>
        <translation>gezählt um {0} UTC</translation>
    </message>
    <message>
        <source>{deduction} chips deducted</source>
        <translation>{deduction} Chips abgezogen</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>{action}: not done</source>
        <translation>{action}: nicht ausgeführt</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>floortool: unexpected error</source>
        <translation>floortool: unerwarteter Fehler</translation>
    </message>
    <message>
        <source>Something went wrong: {kind}: {error}</source>
        <translation>Etwas ist schiefgegangen: {kind}: {error}</translation>
    </message>
    <message>
        <source>Actions already done are saved in the journal. The error was written to the log in {0}; please send it to whoever looks after floortool.</source>
        <translation>Bereits ausgeführte Aktionen sind im Journal gespeichert. Der Fehler wurde ins Log in {0} geschrieben; bitte an die Person schicken, die floortool betreut.</translation>
    </message>
    <message>
        <source>Action</source>
        <extracomment>The window the message boxes belong to (set once the main window exists; not ``QApplication.activeWindow()``, which PySide6 6.12.0 mis-counts when it is None).</extracomment>
        <translation>Aktion</translation>
    </message>
</context>
<context>
    <name>event_dialog</name>
    <message>
        <source>New event</source>
        <translation>Neues Turnier</translation>
    </message>
    <message>
        <source>Create event</source>
        <translation>Turnier anlegen</translation>
    </message>
    <message>
        <source>Open event</source>
        <translation>Turnier öffnen</translation>
    </message>
    <message>
        <source>Double-click an event, or select it and press Open.</source>
        <translation>Ein Turnier doppelklicken oder auswählen und Öffnen drücken.</translation>
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
        <translation>Gebühr</translation>
    </message>
    <message>
        <source>closes at the end of level {close_level}</source>
        <translation>endet mit Level {close_level}</translation>
    </message>
    <message>
        <source>closes when you say</source>
        <translation>endet, wenn Sie es sagen</translation>
    </message>
    <message>
        <source>Late entries: {0}; registration {closes}.</source>
        <translation>Späte Entries: {0}; Anmeldung {closes}.</translation>
    </message>
    <message>
        <source>e.g. Tuesday League, week 12</source>
        <translation>z. B. Dienstagsliga, Woche 12</translation>
    </message>
    <message>
        <source>e.g. No-Limit Hold&apos;em freezeout (FTR, FTRA)</source>
        <translation>z. B. No-Limit Hold&apos;em Freezeout (FTR, FTRA)</translation>
    </message>
    <message>
        <source> chips</source>
        <translation> Chips</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation>&amp;Art</translation>
    </message>
    <message>
        <source>&amp;Rulebook</source>
        <translation>&amp;Regelwerk</translation>
    </message>
    <message>
        <source>Starting &amp;stack</source>
        <translation>Start&amp;stack</translation>
    </message>
    <message>
        <source>&amp;Buy-in</source>
        <translation>&amp;Buy-in</translation>
    </message>
    <message>
        <source>&amp;Fee</source>
        <translation>&amp;Gebühr</translation>
    </message>
</context>
<context>
    <name>event_settings_dialog</name>
    <message>
        <source>Only the settings you change are sent, as one action that Edit &gt; Undo takes back. A blank rebuy or add-on amount means the default shown in grey: the starting stack, the buy-in or the fee.</source>
        <extracomment>The dialog&apos;s size: wide enough for the rulebooks&apos; and policies&apos; long titles. The early tolerance&apos;s two settings share one row.</extracomment>
        <translation>Nur die geänderten Einstellungen werden gesendet, als eine Aktion, die Bearbeiten &gt; Rückgängig zurücknimmt. Ein leerer Rebuy- oder Add-on-Betrag bedeutet den grau gezeigten Standard: den Startstack, das Buy-in oder die Gebühr.</translation>
    </message>
    <message>
        <source>A knockout bounty comes out of every entry&apos;s buy-in (re-entries too) and is paid to whoever eliminates that entry (in a progressive knockout, the cash share is paid and the rest added to the eliminator&apos;s own bounty); the winner keeps their own. It is not in the prize pool. Rebuys and add-ons carry no bounty.</source>
        <translation>Ein Knockout-Bounty kommt aus dem Buy-in jedes Entrys (auch Re-Entries) und wird an den gezahlt, der diesen Entry eliminiert (bei einem Progressive Knockout wird der Bargeldanteil gezahlt und der Rest dem eigenen Bounty des Eliminierenden zugeschlagen); der Sieger behält sein eigenes. Es ist nicht Teil des Preisgelds. Rebuys und Add-ons tragen kein Bounty.</translation>
    </message>
    <message>
        <source>A flight (Day 1A, 1B…) sends its survivors on to a Day 2 event.</source>
        <translation>Ein Flight (Day 1A, 1B…) schickt seine Überlebenden in ein Day-2-Turnier.</translation>
    </message>
    <message>
        <source>Balancing moves a player when tables differ by more than the tolerance ({0}); tables break in the break order ({1}); the final table is redrawn when everyone fits at it ({2}).</source>
        <translation>Der Ausgleich setzt einen Spieler um, wenn Tische um mehr als die Toleranz abweichen ({0}); Tische werden in der Abbaureihenfolge abgebaut ({1}); der Finaltisch wird neu ausgelost, wenn alle an ihn passen ({2}).</translation>
    </message>
    <message>
        <source>Flight of {name}</source>
        <translation>Flight von {name}</translation>
    </message>
    <message>
        <source>an event no longer listed</source>
        <translation>ein nicht mehr aufgeführtes Turnier</translation>
    </message>
    <message>
        <source>Flight of {named}</source>
        <translation>Flight von {named}</translation>
    </message>
    <message>
        <source>Other events are flights of this one, so it cannot be a flight itself.</source>
        <translation>Andere Turniere sind Flights dieses Turniers, daher kann es selbst keines sein.</translation>
    </message>
    <message>
        <source>The Day 2 event this event&apos;s survivors go on to</source>
        <translation>Das Day-2-Turnier, in das die Überlebenden dieses Turniers weiterziehen</translation>
    </message>
    <message>
        <source>Event settings</source>
        <translation>Turniereinstellungen</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Änderungen speichern</translation>
    </message>
    <message>
        <source>Event settings: {name}</source>
        <translation>Turniereinstellungen: {name}</translation>
    </message>
    <message>
        <source>{0}: busts on one hand are placed by chips ({1})</source>
        <translation>{0}: wer in einer Hand ausscheidet, wird nach Chips platziert ({1})</translation>
    </message>
    <message>
        <source>{message} Nothing was changed.</source>
        <translation>{message} Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>leaves {0} of each buy-in for the prize pool</source>
        <translation>lässt {0} jedes Buy-ins für das Preisgeld</translation>
    </message>
</context>
<context>
    <name>events</name>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
</context>
<context>
    <name>final_draw</name>
    <message>
        <source>Seat {seat} · {player}{card}</source>
        <translation>Platz {seat} · {player}{card}</translation>
    </message>
    <message>
        <source>Button: seat {button} ({0}, high card)</source>
        <translation>Button: Platz {button} ({0}, höchste Karte)</translation>
    </message>
    <message>
        <source>{card}   Seat {seat} · {player}</source>
        <translation>{card}   Platz {seat} · {player}</translation>
    </message>
    <message>
        <source>Final table: table {table}</source>
        <translation>Finaltisch: Tisch {table}</translation>
    </message>
    <message>
        <source>Seats: {rule}
Button: {button_rule}</source>
        <translation>Plätze: {rule}
Button: {button_rule}</translation>
    </message>
</context>
<context>
    <name>floor_map</name>
    <message>
        <source>moved {count} time</source>
        <extracomment>How close to the visible edge a drag scrolls the map.</extracomment>
        <translation>{count}-mal umgesetzt</translation>
    </message>
    <message>
        <source>moved {count} times</source>
        <translation>{count}-mal umgesetzt</translation>
    </message>
    <message>
        <source>, {manual_moves} by hand</source>
        <translation>, {manual_moves} von Hand</translation>
    </message>
    <message>
        <source>Table {number} seat {seat}</source>
        <translation>Tisch {number} Platz {seat}</translation>
    </message>
    <message>
        <source>dead button</source>
        <translation>toter Button</translation>
    </message>
    <message>
        <source>dead small blind</source>
        <translation>toter Small Blind</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>Small Blind</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>Big Blind</translation>
    </message>
    <message>
        <source>out of play</source>
        <translation>nicht im Spiel</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>locked to this seat</source>
        <translation>an diesen Platz gebunden</translation>
    </message>
    <message>
        <source>{where}: {name} (player #{player_id}){tail}</source>
        <translation>{where}: {name} (Spieler #{player_id}){tail}</translation>
    </message>
    <message>
        <source>Table {table} has finished the hand: its button moves on</source>
        <translation>Tisch {table} hat die Hand beendet: sein Button zieht weiter</translation>
    </message>
    <message>
        <source>Table {table} is still playing the hand-for-hand hand</source>
        <translation>Tisch {table} spielt noch die Hand-for-Hand-Hand</translation>
    </message>
    <message>
        <source>Table {table} has finished the hand-for-hand hand</source>
        <translation>Tisch {table} hat die Hand-for-Hand-Hand beendet</translation>
    </message>
    <message>
        <source>Table {table}: click for the table&apos;s actions (hand finished, button draw)</source>
        <translation>Tisch {table}: klicken für die Aktionen des Tisches (Hand beendet, Button ziehen)</translation>
    </message>
</context>
<context>
    <name>floor_map_geometry</name>
    <message>
        <source>a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats}</source>
        <extracomment>Space between cards and around the grid. Between a seat box and the card&apos;s edge. Clear space between two seat boxes stacked in a column. The &quot;Hand finished&quot; button on the felt, and the tick of a table that has finished.</extracomment>
        <translation>ein Tisch hat {MIN_SEATS} bis {MAX_SEATS} Plätze, nicht {seats}</translation>
    </message>
    <message>
        <source>no room for the badge on a table of {0}</source>
        <translation>kein Platz für das Abzeichen an einem Tisch mit {0}</translation>
    </message>
</context>
<context>
    <name>floor_map_paint</name>
    <message>
        <source>Hand finished</source>
        <extracomment>A mark moved off the dealer button&apos;s way sits this far under the dealer&apos;s place.</extracomment>
        <translation>Hand beendet</translation>
    </message>
    <message>
        <source>FINAL TABLE</source>
        <translation>FINALTISCH</translation>
    </message>
    <message>
        <source>BUTTON?</source>
        <translation>BUTTON?</translation>
    </message>
    <message>
        <source>DRAW BUTTON</source>
        <translation>BUTTON ZIEHEN</translation>
    </message>
    <message>
        <source>DEAD SB</source>
        <translation>TOTER SB</translation>
    </message>
    <message>
        <source>DEAD BUTTON</source>
        <translation>TOTER BUTTON</translation>
    </message>
    <message>
        <source>out of play</source>
        <translation>nicht im Spiel</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
</context>
<context>
    <name>floor_page</name>
    <message>
        <source>New ruling…</source>
        <translation>Neue Entscheidung…</translation>
    </message>
    <message>
        <source>The ruling wizard, from the situation search</source>
        <translation>Der Entscheidungs-Assistent, von der Situationssuche aus</translation>
    </message>
    <message>
        <source>Clock call…</source>
        <translation>Clock Call…</translation>
    </message>
    <message>
        <source>Count down a clock called on a player (Ctrl+K); the tournament clock runs on</source>
        <translation>Eine auf einen Spieler gerufene Clock herunterzählen (Strg+K); die Turnieruhr läuft weiter</translation>
    </message>
    <message>
        <source>What happened?</source>
        <translation>Was ist passiert?</translation>
    </message>
    <message>
        <source>Incident log</source>
        <translation>Vorfallsprotokoll</translation>
    </message>
    <message>
        <source>Calculators</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <source>Rulings by {0}. Type what happened; Enter gives the ruling.</source>
        <translation>Entscheidungen nach {0}. Eingeben, was passiert ist; Enter gibt die Entscheidung.</translation>
    </message>
    <message>
        <source>Incident log ({total})</source>
        <translation>Vorfallsprotokoll ({total})</translation>
    </message>
</context>
<context>
    <name>formula_lab</name>
    <message>
        <source>Presets…</source>
        <translation>Vorlagen…</translation>
    </message>
    <message>
        <source>e.g. 10*sqrt(n)/sqrt(r)</source>
        <translation>z. B. 10*sqrt(n)/sqrt(r)</translation>
    </message>
    <message>
        <source>Use for the season</source>
        <translation>Für die Saison verwenden</translation>
    </message>
    <message>
        <source>Make this the season&apos;s formula (a new rules version)</source>
        <translation>Diese Formel zur Formel der Saison machen (eine neue Regelversion)</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <source>Tried on</source>
        <translation>Erprobt an</translation>
    </message>
    <message>
        <source>, imported</source>
        <translation>, importiert</translation>
    </message>
    <message>
        <source>Type a formula to see its points per place.</source>
        <translation>Eine Formel eingeben, um ihre Punkte pro Platz zu sehen.</translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation>Keine Warnungen.</translation>
    </message>
</context>
<context>
    <name>hand_for_hand_bar</name>
    <message>
        <source>{0:g} min</source>
        <extracomment>How many waiting tables the strip names; beyond that it counts them.</extracomment>
        <translation>{0:g} Min.</translation>
    </message>
    <message>
        <source>No time off the clock (it stays held)</source>
        <translation>Keine Zeit von der Uhr (sie bleibt angehalten)</translation>
    </message>
    <message>
        <source>{0} per hand</source>
        <translation>{0} pro Hand</translation>
    </message>
    <message>
        <source>{text} (the most, {0})</source>
        <translation>{text} (höchstens {0})</translation>
    </message>
    <message>
        <source>table {0}</source>
        <translation>Tisch {0}</translation>
    </message>
    <message>
        <source>{count} table</source>
        <translation>{count} Tisch</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation>{count} Tische</translation>
    </message>
    <message>
        <source>tables {0}</source>
        <translation>Tische {0}</translation>
    </message>
    <message>
        <source>clock held</source>
        <translation>Uhr angehalten</translation>
    </message>
    <message>
        <source>Hand-for-hand hand {hand}</source>
        <translation>Hand-for-Hand-Hand {hand}</translation>
    </message>
    <message>
        <source>waiting for </source>
        <translation>wartet auf </translation>
    </message>
    <message>
        <source>every table has finished: deal the next hand</source>
        <translation>alle Tische sind fertig: die nächste Hand geben</translation>
    </message>
    <message>
        <source>no table is dealing</source>
        <translation>kein Tisch gibt</translation>
    </message>
    <message>
        <source>Start hand-for-hand</source>
        <translation>Hand-for-Hand</translation>
    </message>
    <message>
        <source>Finish this hand, then hold: the clock is held and every table reports each hand, which takes {0} off the clock ({1}). ▾ for another time per hand.</source>
        <translation>Diese Hand zu Ende spielen, dann anhalten: die Uhr wird angehalten und jeder Tisch meldet jede Hand, was {0} von der Uhr abzieht ({1}). ▾ für eine andere Zeit pro Hand.</translation>
    </message>
    <message>
        <source>Press Hand finished on a table&apos;s felt when its hand is over: the next hand deals when every table has finished, and each hand takes its minutes off the held clock.</source>
        <translation>„Hand beendet“ auf dem Filz eines Tisches drücken, wenn seine Hand vorbei ist: die nächste Hand wird gegeben, wenn alle Tische fertig sind, und jede Hand zieht ihre Minuten von der angehaltenen Uhr ab.</translation>
    </message>
    <message>
        <source>Deal next hand now…</source>
        <translation>Nächste Hand jetzt geben…</translation>
    </message>
    <message>
        <source>Start the next hand at every table, even if some have not reported this one</source>
        <translation>Die nächste Hand an allen Tischen beginnen, auch wenn einige diese noch nicht gemeldet haben</translation>
    </message>
    <message>
        <source>Stop hand-for-hand</source>
        <translation>Hand-for-Hand beenden</translation>
    </message>
    <message>
        <source>Back to normal play: the clock runs again</source>
        <translation>Zurück zum normalen Spiel: die Uhr läuft wieder</translation>
    </message>
</context>
<context>
    <name>headers</name>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Why it was rejected</source>
        <translation>Warum sie abgelehnt wurde</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Spitzname</translation>
    </message>
    <message>
        <source>Membership</source>
        <translation>Mitgliedsnummer</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>Kontakt</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Deal amount</source>
        <translation>Deal-Betrag</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Paired</source>
        <translation>Gekoppelt</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Zuletzt gesehen</translation>
    </message>
    <message>
        <source>The name the phone gave itself when it paired</source>
        <translation>Der Name, den sich das Handy beim Koppeln gab</translation>
    </message>
    <message>
        <source>The one table a dealer phone acts on</source>
        <translation>Der eine Tisch, an dem ein Dealer-Handy handelt</translation>
    </message>
    <message>
        <source>When the phone paired</source>
        <translation>Wann das Handy gekoppelt wurde</translation>
    </message>
    <message>
        <source>When the phone last acted on the floor</source>
        <translation>Wann das Handy zuletzt auf dem Floor gehandelt hat</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entry</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Stack</translation>
    </message>
    <message>
        <source>Deduction</source>
        <translation>Abzug</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation>Bounty</translation>
    </message>
    <message>
        <source>Rebuys</source>
        <translation>Rebuys</translation>
    </message>
    <message>
        <source>Add-ons</source>
        <translation>Add-ons</translation>
    </message>
    <message>
        <source>Chips bought</source>
        <translation>Gekaufte Chips</translation>
    </message>
    <message>
        <source>Last count</source>
        <translation>Letzter Count</translation>
    </message>
    <message>
        <source>The player (nickname and membership number in the tooltip)</source>
        <translation>Der Spieler (Spitzname und Mitgliedsnummer im Tooltip)</translation>
    </message>
    <message>
        <source>1 for a first entry, 2 for the first re-entry ...</source>
        <translation>1 für den ersten Entry, 2 für den ersten Re-Entry …</translation>
    </message>
    <message>
        <source>Table number</source>
        <translation>Tischnummer</translation>
    </message>
    <message>
        <source>Seat number</source>
        <translation>Platznummer</translation>
    </message>
    <message>
        <source>Chips received on entry: the starting stack less the deduction</source>
        <translation>Bei der Anmeldung erhaltene Chips: der Startstack abzüglich des Abzugs</translation>
    </message>
    <message>
        <source>Chips late registration took off the starting stack</source>
        <translation>Chips, die die Late Registration vom Startstack abgezogen hat</translation>
    </message>
    <message>
        <source>Seated, waiting for a seat (alternate), or busted</source>
        <translation>Platziert, wartet auf einen Platz (Nachrücker) oder ausgeschieden</translation>
    </message>
    <message>
        <source>The bounty on this player&apos;s head now (a progressive knockout&apos;s grows with each hit)</source>
        <translation>Das Bounty auf diesen Spieler jetzt (bei einem Progressive Knockout wächst es mit jedem Treffer)</translation>
    </message>
    <message>
        <source>Rebuys bought by this entry</source>
        <translation>Rebuys dieses Entrys</translation>
    </message>
    <message>
        <source>Add-ons bought by this entry</source>
        <translation>Add-ons dieses Entrys</translation>
    </message>
    <message>
        <source>Every chip this entry brought into play: stack, rebuys and add-ons</source>
        <translation>Jeder Chip, den dieser Entry ins Spiel brachte: Stack, Rebuys und Add-ons</translation>
    </message>
    <message>
        <source>The stack at its last count (0 once busted; blank: not counted yet)</source>
        <translation>Der Stack beim letzten Count (0 nach dem Ausscheiden; leer: noch nicht gezählt)</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Buy-in + fee</source>
        <translation>Buy-in + Geb.</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Angelegt</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Attend.</source>
        <translation>Teiln.</translation>
    </message>
    <message>
        <source>Adjust.</source>
        <translation>Korr.</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestes</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Schnitt</translation>
    </message>
    <message>
        <source>Rank; &apos;=&apos; when shared after every tie-break</source>
        <translation>Rang; „=“ wenn nach allen Tie-Breaks geteilt</translation>
    </message>
    <message>
        <source>Points counted + attendance + adjustments</source>
        <translation>Gezählte Punkte + Teilnahme + Korrekturen</translation>
    </message>
    <message>
        <source>Event points counted (the best N events under best N of M)</source>
        <translation>Gezählte Turnierpunkte (die besten N Turniere bei „beste N aus M“)</translation>
    </message>
    <message>
        <source>Attendance points</source>
        <translation>Teilnahmepunkte</translation>
    </message>
    <message>
        <source>Bonuses and penalties</source>
        <translation>Boni und Strafen</translation>
    </message>
    <message>
        <source>Events played (counted in brackets when fewer)</source>
        <translation>Gespielte Turniere (in Klammern die gezählten, wenn weniger)</translation>
    </message>
    <message>
        <source>First places</source>
        <translation>Erste Plätze</translation>
    </message>
    <message>
        <source>Best finishing place</source>
        <translation>Beste Platzierung</translation>
    </message>
    <message>
        <source>Event points per event played</source>
        <translation>Turnierpunkte pro gespieltem Turnier</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>Events played</source>
        <translation>Gespielte Turniere</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <source>Best of</source>
        <translation>Beste aus</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Zählt</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Season&apos;s points</source>
        <translation>Punkte der Saison</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Einzelheit</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Share (%)</source>
        <translation>Anteil (%)</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Bounties</source>
        <translation>Bounties</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Eliminated by</source>
        <translation>Eliminiert von</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Signed out</source>
        <translation>Abgemeldet</translation>
    </message>
    <message>
        <source>Why this place</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Finishing place; shared places show as a range</source>
        <translation>Endplatz; geteilte Plätze als Bereich</translation>
    </message>
    <message>
        <source>The player</source>
        <translation>Der Spieler</translation>
    </message>
    <message>
        <source>Prize for the place (shared places split their prizes)</source>
        <translation>Preis für den Platz (geteilte Plätze teilen ihre Preise)</translation>
    </message>
    <message>
        <source>Bounties won: the bounty of every player this entry eliminated (the winner&apos;s own too)</source>
        <translation>Gewonnene Bounties: das Bounty jedes Spielers, den dieser Entry eliminiert hat (das eigene des Siegers mit)</translation>
    </message>
    <message>
        <source>League points, once the event is recorded for a season (League page)</source>
        <translation>Ligapunkte, sobald das Turnier für eine Saison eingetragen ist (Seite Liga)</translation>
    </message>
    <message>
        <source>Eliminations this entry is credited with</source>
        <translation>Eliminierungen, die diesem Entry gutgeschrieben sind</translation>
    </message>
    <message>
        <source>Who was credited with this elimination</source>
        <translation>Wem diese Eliminierung gutgeschrieben wurde</translation>
    </message>
    <message>
        <source>The level the player busted in (the winner: the level the tournament ended in)</source>
        <translation>Das Level, in dem der Spieler ausschied (der Sieger: das Level, in dem das Turnier endete)</translation>
    </message>
    <message>
        <source>Signed out to claim league points (house amendment A-16)</source>
        <translation>Abgemeldet, um Ligapunkte zu erhalten (Hausregel A-16)</translation>
    </message>
    <message>
        <source>The rule that decided the place, or the director&apos;s reason</source>
        <translation>Die Regel, die den Platz entschied, oder der Grund der Turnierleitung</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situation</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>When the ruling was recorded (local time)</source>
        <translation>Wann die Entscheidung eingetragen wurde (Ortszeit)</translation>
    </message>
    <message>
        <source>The table it was given at</source>
        <translation>Der Tisch, an dem sie getroffen wurde</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was passiert ist</translation>
    </message>
    <message>
        <source>The ruling&apos;s first sentence (the whole record opens with a double-click)</source>
        <translation>Der erste Satz der Entscheidung (der ganze Eintrag öffnet sich per Doppelklick)</translation>
    </message>
    <message>
        <source>The rules the ruling rests on</source>
        <translation>Die Regeln, auf denen die Entscheidung beruht</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Ticket</source>
        <translation>Ticket</translation>
    </message>
    <message>
        <source>Used in</source>
        <translation>Eingelöst in</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Decided when the players left fit the seats</source>
        <translation>Entschieden, als die übrigen Spieler auf die Plätze passten</translation>
    </message>
    <message>
        <source>The code on the winner&apos;s voucher</source>
        <translation>Der Code auf dem Gutschein des Siegers</translation>
    </message>
    <message>
        <source>The event that took the ticket as a paid buy-in</source>
        <translation>Das Turnier, das das Ticket als bezahltes Buy-in nahm</translation>
    </message>
    <message>
        <source>The seat&apos;s value (with a share of the cash when it is split)</source>
        <translation>Der Wert des Platzes (mit einem Anteil am Bargeld, wenn er geteilt wird)</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Small Blind</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Big Blind</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>BB ante</source>
        <translation>BB-Ante</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Colour-up</source>
        <translation>Color-up</translation>
    </message>
    <message>
        <source>Starts at</source>
        <translation>Beginnt um</translation>
    </message>
    <message>
        <source>Floor: acts on every table. Dealer: one table&apos;s hands and button. Room screen: shows the display</source>
        <translation>Floor: handelt an jedem Tisch. Dealer: Hände und Button eines Tisches. Saalbildschirm: zeigt die Anzeige</translation>
    </message>
</context>
<context>
    <name>import_dialog</name>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV-Dateien (*.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The file needs a header row with a name column; nickname, membership and contact columns are read when present, other columns are ignored. Membership numbers decide who is who: a row with a player&apos;s number, or with a name already there and no number, is rejected and listed here with its line number; a name already there with a new number is a namesake, imported as a new player.</source>
        <translation>Die Datei braucht eine Kopfzeile mit einer Namensspalte; Spalten für Spitzname, Mitgliedschaft und Kontakt werden gelesen, wenn vorhanden, andere Spalten übergangen. Mitgliedsnummern entscheiden, wer wer ist: eine Zeile mit der Nummer eines Spielers oder mit einem schon vorhandenen Namen ohne Nummer wird abgelehnt und hier mit ihrer Zeilennummer aufgeführt; ein schon vorhandener Name mit einer neuen Nummer ist ein Namensvetter und wird als neuer Spieler importiert.</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Spieler importieren</translation>
    </message>
    <message>
        <source>Choose CSV file…</source>
        <translation>CSV-Datei wählen…</translation>
    </message>
    <message>
        <source>No file imported yet.</source>
        <translation>Noch keine Datei importiert.</translation>
    </message>
    <message>
        <source>Import players from a CSV file</source>
        <translation>Spieler aus einer CSV-Datei importieren</translation>
    </message>
    <message>
        <source>Nothing was imported from {name}.</source>
        <translation>Aus {name} wurde nichts importiert.</translation>
    </message>
    <message>
        <source>Imported {count} player</source>
        <translation>{count} Spieler importiert</translation>
    </message>
    <message>
        <source>Imported {count} players</source>
        <translation>{count} Spieler importiert</translation>
    </message>
    <message>
        <source>; {count} row rejected (listed below).</source>
        <translation>; {count} Zeile abgelehnt (unten aufgeführt).</translation>
    </message>
    <message>
        <source>; {count} rows rejected (listed below).</source>
        <translation>; {count} Zeilen abgelehnt (unten aufgeführt).</translation>
    </message>
    <message>
        <source> from {source}</source>
        <translation> aus {source}</translation>
    </message>
    <message>
        <source>; no row was rejected.</source>
        <translation>; keine Zeile wurde abgelehnt.</translation>
    </message>
</context>
<context>
    <name>incident_log</name>
    <message>
        <source>No ruling recorded yet: the rulings given are listed here, newest first.</source>
        <extracomment>The columns given a width (the ruling takes the rest; the others fit their text).</extracomment>
        <translation>Noch keine Entscheidung eingetragen: die getroffenen Entscheidungen stehen hier, neueste zuerst.</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <source>Hand {hand}</source>
        <translation>Hand {hand}</translation>
    </message>
    <message>
        <source>Director {director}</source>
        <translation>Turnierleitung {director}</translation>
    </message>
    <message>
        <source>Ruling {number}</source>
        <translation>Entscheidung {number}</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Spieler: {names}</translation>
    </message>
    <message>
        <source>Card {0} was the {1}</source>
        <translation>Karte {0} war {1}</translation>
    </message>
    <message>
        <source>Notes: {notes}</source>
        <translation>Notizen: {notes}</translation>
    </message>
    <message>
        <source>Search the log: player, rule, table 4, note…</source>
        <translation>Im Protokoll suchen: Spieler, Regel, Tisch 4, Notiz…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>The incident log on the Reports page (the rulings found, if searching), to print or save</source>
        <translation>Das Vorfallsprotokoll auf der Seite Berichte (die gefundenen Entscheidungen, wenn gesucht wird), zum Drucken oder Speichern</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} von {1}</translation>
    </message>
    <message>
        <source>1 ruling</source>
        <translation>1 Entscheidung</translation>
    </message>
    <message>
        <source>{0} rulings</source>
        <translation>{0} Entscheidungen</translation>
    </message>
</context>
<context>
    <name>lan_addresses</name>
    <message>
        <source>{h}  (phones on this network)</source>
        <translation>{h}  (Handys in diesem Netzwerk)</translation>
    </message>
    <message>
        <source>{LOOPBACK}  (this laptop only)</source>
        <translation>{LOOPBACK}  (nur dieser Laptop)</translation>
    </message>
</context>
<context>
    <name>language_menu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>The language of the window, from its next start</source>
        <translation>Die Sprache des Fensters, ab dem nächsten Start</translation>
    </message>
    <message>
        <source>The window speaks {name} from its next start.</source>
        <translation>Das Fenster spricht ab dem nächsten Start {name}.</translation>
    </message>
</context>
<context>
    <name>layout_editor</name>
    <message>
        <source>Always</source>
        <extracomment>The screens the preview is drawn at: what the director picks, and its size. Where a new region goes (fractions of the screen) and what it shows.</extracomment>
        <translation>Immer</translation>
    </message>
    <message>
        <source>Only on a break</source>
        <translation>Nur in einer Pause</translation>
    </message>
    <message>
        <source>Only while playing</source>
        <translation>Nur während des Spiels</translation>
    </message>
    <message>
        <source>Only in the money</source>
        <translation>Nur in den Preisrängen</translation>
    </message>
    <message>
        <source>Only at the final table</source>
        <translation>Nur am Finaltisch</translation>
    </message>
    <message>
        <source>Left</source>
        <extracomment>A region&apos;s settings unless its file says others. The outline of the selected region on the preview.</extracomment>
        <translation>Links</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Oben</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Layout files (*.json)</source>
        <translation>Layout-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg)</source>
        <translation>Bilder (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>#rrggbb</source>
        <translation>#rrggbb</translation>
    </message>
    <message>
        <source>Pick a colour</source>
        <translation>Eine Farbe wählen</translation>
    </message>
    <message>
        <source>Room Layout Editor</source>
        <translation>Saallayout-Editor</translation>
    </message>
    <message>
        <source>Add region</source>
        <translation>Bereich hinzufügen</translation>
    </message>
    <message>
        <source>Remove region</source>
        <translation>Bereich entfernen</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>a picture&apos;s file name, like logo.png</source>
        <translation>der Dateiname eines Bildes, etwa logo.png</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Choose a PNG or JPEG picture for this region</source>
        <translation>Ein PNG- oder JPEG-Bild für diesen Bereich wählen</translation>
    </message>
    <message>
        <source>the name to save it as</source>
        <translation>der Name, unter dem es gespeichert wird</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Ausgehend von</translation>
    </message>
    <message>
        <source>Preview on</source>
        <translation>Vorschau auf</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Bildschirm</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>Shows</source>
        <translation>Zeigt</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>{part}, in % of the screen</source>
        <translation>{part}, in % des Bildschirms</translation>
    </message>
    <message>
        <source>Pick the picture region and press Choose… for the sponsor&apos;s picture, then save the slide under the sponsor&apos;s name.</source>
        <translation>Den Bildbereich wählen, mit Wählen… das Bild des Sponsors holen und die Folie unter seinem Namen speichern.</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Schriftgröße</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Label colour</source>
        <translation>Beschriftungsfarbe</translation>
    </message>
    <message>
        <source>Box colour</source>
        <translation>Kastenfarbe</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Gezeigt</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Beschriftung</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Speichern als</translation>
    </message>
    <message>
        <source> (yours)</source>
        <translation> (Ihres)</translation>
    </message>
    <message>
        <source>Sponsor slide: one big picture and a caption</source>
        <translation>Sponsorenfolie: ein großes Bild und eine Bildunterschrift</translation>
    </message>
    <message>
        <source>Place on its side</source>
        <translation>Position hochkant</translation>
    </message>
    <message>
        <source>Picture size</source>
        <translation>Bildgröße</translation>
    </message>
    <message>
        <source>Choose a picture</source>
        <translation>Ein Bild wählen</translation>
    </message>
    <message>
        <source>Cannot copy {name}: {reason}.</source>
        <translation>{name} kann nicht kopiert werden: {reason}.</translation>
    </message>
    <message>
        <source>{name} is in {folder}.</source>
        <translation>{name} liegt in {folder}.</translation>
    </message>
    <message>
        <source>The images folder already has a different picture called {name}. Every layout that shows it will show the new one. Replace it?</source>
        <translation>Der Bilderordner hat schon ein anderes Bild namens {name}. Jedes Layout, das es zeigt, zeigt dann das neue. Ersetzen?</translation>
    </message>
    <message>
        <source>&apos;{file_name}&apos; is the name of a preset. Your layout will take its place on every screen that shows it. Save it under that name?</source>
        <translation>„{file_name}“ ist der Name einer Vorlage. Ihr Layout tritt an ihre Stelle auf jedem Bildschirm, der sie zeigt. Unter diesem Namen speichern?</translation>
    </message>
    <message>
        <source>Save layout</source>
        <translation>Layout speichern</translation>
    </message>
    <message>
        <source>Take its place</source>
        <translation>Seinen Platz einnehmen</translation>
    </message>
    <message>
        <source>You already have a layout &apos;{file_name}&apos;. Replace it?</source>
        <translation>Sie haben schon ein Layout „{file_name}“. Ersetzen?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Saved as &apos;{saved}&apos; in {0}.</source>
        <translation>Als „{saved}“ in {0} gespeichert.</translation>
    </message>
    <message>
        <source>Import a layout</source>
        <translation>Ein Layout importieren</translation>
    </message>
    <message>
        <source>Cannot put its pictures in {folder}: {reason}.</source>
        <translation>Seine Bilder können nicht in {folder} abgelegt werden: {reason}.</translation>
    </message>
    <message>
        <source>Imported {name} with {pictures}: save it to use it on the room display.</source>
        <translation>{name} mit {pictures} importiert: speichern, um es auf der Saalanzeige zu verwenden.</translation>
    </message>
    <message>
        <source>Imported {name}: save it to use it on the room display.</source>
        <translation>{name} importiert: speichern, um es auf der Saalanzeige zu verwenden.</translation>
    </message>
    <message>
        <source>Export the layout</source>
        <translation>Das Layout exportieren</translation>
    </message>
    <message>
        <source>Cannot write {name}: {0}.</source>
        <translation>{name} kann nicht geschrieben werden: {0}.</translation>
    </message>
    <message>
        <source>Exported with its picture to {path}.</source>
        <translation>Mit seinem Bild nach {path} exportiert.</translation>
    </message>
    <message>
        <source>Exported with its {count} pictures to {path}.</source>
        <translation>Mit seinen {count} Bildern nach {path} exportiert.</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>Nach {path} exportiert.</translation>
    </message>
    <message>
        <source>the words of a message or a scrolling line, the address of a QR code</source>
        <translation>die Worte einer Nachricht oder einer Laufzeile, die Adresse eines QR-Codes</translation>
    </message>
</context>
<context>
    <name>layout_slots</name>
    <message>
        <source>No chip counts yet</source>
        <extracomment>What the chip-leaders region says until the floor records chip counts.</extracomment>
        <translation>Noch keine Chipcounts</translation>
    </message>
    <message>
        <source>Payouts from two entries on</source>
        <extracomment>What an empty list says.</extracomment>
        <translation>Auszahlungen ab zwei Entries</translation>
    </message>
    <message>
        <source>No one is seated yet</source>
        <translation>Noch niemand ist platziert</translation>
    </message>
    <message>
        <source>No seat changes</source>
        <translation>Keine Umsetzungen</translation>
    </message>
    <message>
        <source>No places yet</source>
        <translation>Noch keine Plätze</translation>
    </message>
    <message>
        <source>Not part of a league season</source>
        <translation>Nicht Teil einer Ligasaison</translation>
    </message>
    <message>
        <source>No event in play</source>
        <translation>Kein Turnier im Spiel</translation>
    </message>
    <message>
        <source>left / entries</source>
        <extracomment>A list&apos;s rows: this share of the screen&apos;s shorter side tall at most. A list&apos;s label line: this many rows tall at most. A list&apos;s cell: at least this many times as wide as it is tall. The shares of a list&apos;s cell its left text (a name, a place) and right one take. Lists of long rows (the lobby&apos;s events), one column: each row this share of the screen&apos;s shorter side tall at most, its left and right texts these shares of it. The share of a clock region its digits take (the rest: the banner). The share of an image region&apos;s height its picture&apos;s name takes while the picture cannot be shown (a band across its middle).</extracomment>
        <translation>übrig / Entries</translation>
    </message>
    <message>
        <source>NO CLOCK</source>
        <translation>KEINE UHR</translation>
    </message>
</context>
<context>
    <name>league</name>
    <message>
        <source>  ({0} withheld: dues)</source>
        <translation>  ({0} einbehalten: Beiträge)</translation>
    </message>
    <message>
        <source>{played} of {events}</source>
        <translation>{played} von {events}</translation>
    </message>
    <message>
        <source>version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <source>{name} (entry {entry_number})</source>
        <translation>{name} (Entry {entry_number})</translation>
    </message>
</context>
<context>
    <name>league_page</name>
    <message>
        <source>No league yet. Create one, then add a season.</source>
        <translation>Noch keine Liga. Eine anlegen, dann eine Saison hinzufügen.</translation>
    </message>
    <message>
        <source>This league has no season yet: add one.</source>
        <translation>Diese Liga hat noch keine Saison: eine hinzufügen.</translation>
    </message>
    <message>
        <source>New league…</source>
        <translation>Neue Liga…</translation>
    </message>
    <message>
        <source>New season…</source>
        <translation>Neue Saison…</translation>
    </message>
    <message>
        <source>Close season</source>
        <translation>Saison abschließen</translation>
    </message>
    <message>
        <source>Print standings…</source>
        <translation>Rangliste drucken…</translation>
    </message>
    <message>
        <source>The standings of the season on show, on the Reports page to print or save</source>
        <translation>Die Rangliste der gezeigten Saison, auf der Seite Berichte zum Drucken oder Speichern</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Put in this season</source>
        <translation>In diese Saison aufnehmen</translation>
    </message>
    <message>
        <source>Record league points</source>
        <translation>Ligapunkte eintragen</translation>
    </message>
    <message>
        <source>Select a player to see their season.</source>
        <translation>Einen Spieler wählen, um seine Saison zu sehen.</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Seasons</source>
        <translation>Saisons</translation>
    </message>
    <message>
        <source>Formula lab</source>
        <translation>Formel-Labor</translation>
    </message>
    <message>
        <source>Player&apos;s season</source>
        <translation>Saison des Spielers</translation>
    </message>
    <message>
        <source>Points over the season</source>
        <translation>Punkte über die Saison</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Liga</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>{season} (closed)</source>
        <translation>{season} (abgeschlossen)</translation>
    </message>
    <message>
        <source>Reopen season</source>
        <translation>Saison wieder öffnen</translation>
    </message>
    <message>
        <source> (closed)</source>
        <translation> (abgeschlossen)</translation>
    </message>
    <message>
        <source>{name}{SEP}season {0}{closed}{SEP}{played} of {1} played{SEP}{2}</source>
        <translation>{name}{SEP}Saison {0}{closed}{SEP}{played} von {1} gespielt{SEP}{2}</translation>
    </message>
    <message>
        <source>{count} event</source>
        <translation>{count} Turnier</translation>
    </message>
    <message>
        <source>{count} events</source>
        <translation>{count} Turniere</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>the league&apos;s latest set-up action</source>
        <translation>die letzte Einrichtungsaktion der Liga</translation>
    </message>
    <message>
        <source>{verb} {what} (the event&apos;s points: Edit &gt; Undo)</source>
        <translation>{verb} {what} (die Punkte des Turniers: Bearbeiten &gt; Rückgängig)</translation>
    </message>
    <message>
        <source>{name} is in no season yet.</source>
        <translation>{name} ist noch in keiner Saison.</translation>
    </message>
    <message>
        <source>, scored with rules v{version}</source>
        <translation>, gewertet mit Regeln v{version}</translation>
    </message>
    <message>
        <source>, not scored yet</source>
        <translation>, noch nicht gewertet</translation>
    </message>
    <message>
        <source>{name} is in season {where}{scored}.</source>
        <translation>{name} ist in Saison {where}{scored}.</translation>
    </message>
    <message>
        <source>{name} is in season {where}, scored with rules v{version} when it was over, but it has been reopened since: record its points again once it is over.</source>
        <translation>{name} ist in Saison {where}, gewertet mit Regeln v{version}, als sie vorbei war, aber sie wurde seitdem wieder geöffnet: ihre Punkte neu eintragen, sobald sie vorbei ist.</translation>
    </message>
    <message>
        <source>Put in season {name}</source>
        <translation>In Saison {name} aufnehmen</translation>
    </message>
    <message>
        <source>Put in a season</source>
        <translation>In eine Saison aufnehmen</translation>
    </message>
    <message>
        <source>Record league points again</source>
        <translation>Ligapunkte neu eintragen</translation>
    </message>
    <message>
        <source>adjustment {points:+g}: {reason}</source>
        <translation>Korrektur {points:+g}: {reason}</translation>
    </message>
    <message>
        <source>New league</source>
        <translation>Neue Liga</translation>
    </message>
    <message>
        <source>Name of the league:</source>
        <translation>Name der Liga:</translation>
    </message>
    <message>
        <source>Create the league</source>
        <translation>Die Liga anlegen</translation>
    </message>
    <message>
        <source>New season</source>
        <translation>Neue Saison</translation>
    </message>
    <message>
        <source>Name of the new season of {name}:</source>
        <translation>Name der neuen Saison von {name}:</translation>
    </message>
    <message>
        <source>Add the season</source>
        <translation>Die Saison hinzufügen</translation>
    </message>
    <message>
        <source>Close the season</source>
        <translation>Die Saison abschließen</translation>
    </message>
    <message>
        <source>Reopen the season</source>
        <translation>Die Saison wieder öffnen</translation>
    </message>
    <message>
        <source>Put in the season</source>
        <translation>In die Saison aufnehmen</translation>
    </message>
    <message>
        <source>Choose a season first.</source>
        <translation>Zuerst eine Saison wählen.</translation>
    </message>
    <message>
        <source>Use the formula for the season</source>
        <translation>Die Formel für die Saison verwenden</translation>
    </message>
</context>
<context>
    <name>main_window</name>
    <message>
        <source>Done: {label}</source>
        <extracomment>What can end (or reopen) the night on the room display: a bust, its undo, the payouts.</extracomment>
        <translation>Erledigt: {label}</translation>
    </message>
    <message>
        <source>Event: {name}</source>
        <translation>Turnier: {name}</translation>
    </message>
    <message>
        <source>{name} — floortool</source>
        <translation>{name} — floortool</translation>
    </message>
    <message>
        <source>No event open</source>
        <translation>Kein Turnier offen</translation>
    </message>
    <message>
        <source>floortool</source>
        <translation>floortool</translation>
    </message>
    <message>
        <source>Create event</source>
        <translation>Turnier anlegen</translation>
    </message>
    <message>
        <source>Open event</source>
        <translation>Turnier öffnen</translation>
    </message>
    <message>
        <source>Updated with changes made elsewhere.</source>
        <translation>Mit anderswo gemachten Änderungen aktualisiert.</translation>
    </message>
</context>
<context>
    <name>merge_dialog</name>
    <message>
        <source>Records that look like the same person: the same name (ignoring case, accents, punctuation and word order) or the same membership number. Select the record to keep and merge: the others&apos; entries move to it and their details fill its blanks.</source>
        <translation>Einträge, die wie dieselbe Person aussehen: derselbe Name (ohne Rücksicht auf Groß- und Kleinschreibung, Akzente, Satzzeichen und Wortfolge) oder dieselbe Mitgliedsnummer. Den zu behaltenden Eintrag wählen und zusammenführen: die Entries der anderen gehen auf ihn über, und ihre Angaben füllen seine Lücken.</translation>
    </message>
    <message>
        <source>Duplicate players</source>
        <translation>Doppelte Spieler</translation>
    </message>
    <message>
        <source>Merge into the selected player</source>
        <translation>In den gewählten Spieler zusammenführen</translation>
    </message>
    <message>
        <source>Find duplicates and merge</source>
        <translation>Doppelte finden und zusammenführen</translation>
    </message>
    <message>
        <source>{name}  ({0} records)</source>
        <translation>{name}  ({0} Einträge)</translation>
    </message>
    <message>
        <source>No likely duplicates in the player database.</source>
        <translation>Keine wahrscheinlichen Doppelten in der Spielerdatenbank.</translation>
    </message>
    <message>
        <source>1 group</source>
        <translation>1 Gruppe</translation>
    </message>
    <message>
        <source>{0} groups</source>
        <translation>{0} Gruppen</translation>
    </message>
    <message>
        <source>{groups} of likely duplicates. Select the record to keep, then merge.</source>
        <translation>{groups} mit wahrscheinlichen Doppelten. Den zu behaltenden Eintrag wählen, dann zusammenführen.</translation>
    </message>
    <message>
        <source>Not merged: {message}</source>
        <translation>Nicht zusammengeführt: {message}</translation>
    </message>
    <message>
        <source>Done: {actions}.</source>
        <translation>Erledigt: {actions}.</translation>
    </message>
</context>
<context>
    <name>mini_clock</name>
    <message>
        <source>Paused</source>
        <extracomment>The state named next to the level (running needs no word: the digits move).</extracomment>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht gestartet</translation>
    </message>
    <message>
        <source>Starts in</source>
        <translation>Beginnt in</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Show the Clock page</source>
        <translation>Die Seite Uhr zeigen</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Keine Uhr</translation>
    </message>
</context>
<context>
    <name>moves_panel</name>
    <message>
        <source>No seat has changed yet.</source>
        <translation>Noch kein Platz hat sich geändert.</translation>
    </message>
    <message>
        <source> and </source>
        <extracomment>The recent moves&apos; list shrinks to this height (pixels) when the panel is short.</extracomment>
        <translation> und </translation>
    </message>
    <message>
        <source>tables {tables}</source>
        <translation>Tische {tables}</translation>
    </message>
    <message>
        <source>table {tables}</source>
        <translation>Tisch {tables}</translation>
    </message>
    <message>
        <source>{head}
Click the player who is big blind next at {named}.</source>
        <translation>{head}
Den Spieler anklicken, der als Nächstes Big Blind ist, an {named}.</translation>
    </message>
    <message>
        <source>{count} move ready. </source>
        <translation>{count} Umsetzung bereit. </translation>
    </message>
    <message>
        <source>{count} moves ready. </source>
        <translation>{count} Umsetzungen bereit. </translation>
    </message>
    <message>
        <source>{made}On the map, click the player who is big blind next at each framed table.</source>
        <translation>{made}Auf der Karte an jedem umrahmten Tisch den Spieler anklicken, der als Nächstes Big Blind ist.</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Tick every move</source>
        <translation>Jeden Umzug ankreuzen</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Untick every move</source>
        <translation>Jedes Kreuz entfernen</translation>
    </message>
    <message>
        <source>Make moves</source>
        <translation>Umzüge ausführen</translation>
    </message>
    <message>
        <source>Make the ticked moves (one step for Edit &gt; Undo)</source>
        <translation>Die angekreuzten Umzüge ausführen (ein Schritt für Bearbeiten &gt; Rückgängig)</translation>
    </message>
    <message>
        <source>Redraw this table&apos;s players at the other tables (Rule 10-B)</source>
        <translation>Die Spieler dieses Tisches an die anderen Tische neu auslosen (Regel 10-B)</translation>
    </message>
    <message>
        <source>The players left fit at the final table.</source>
        <translation>Die übrigen Spieler passen an den Finaltisch.</translation>
    </message>
    <message>
        <source>Redraw final table</source>
        <translation>Finaltisch neu auslosen</translation>
    </message>
    <message>
        <source>Everyone to a random seat at the final table, button by high card</source>
        <translation>Alle auf einen zufälligen Platz am Finaltisch, Button per höchster Karte</translation>
    </message>
    <message>
        <source>Click a move to find the player on the map</source>
        <translation>Einen Umzug anklicken, um den Spieler auf der Karte zu finden</translation>
    </message>
    <message>
        <source>Print move slips…</source>
        <translation>Umzugszettel drucken…</translation>
    </message>
    <message>
        <source>A slip for each player the latest balance, break or move sent to a new seat</source>
        <translation>Ein Zettel für jeden Spieler, den der letzte Ausgleich, Tischabbau oder Umzug an einen neuen Platz geschickt hat</translation>
    </message>
    <message>
        <source>Balancing</source>
        <translation>Ausgleich</translation>
    </message>
    <message>
        <source>Recent moves</source>
        <translation>Letzte Umzüge</translation>
    </message>
    <message>
        <source>Table {break_due} can break: its players fit elsewhere.</source>
        <translation>Tisch {break_due} kann abgebaut werden: seine Spieler passen anderswo hin.</translation>
    </message>
    <message>
        <source>Break table {break_due}</source>
        <translation>Tisch {break_due} abbauen</translation>
    </message>
    <message>
        <source>Make {count} move</source>
        <translation>{count} Umsetzung ausführen</translation>
    </message>
    <message>
        <source>Make {count} moves</source>
        <translation>{count} Umsetzungen ausführen</translation>
    </message>
</context>
<context>
    <name>pages</name>
    <message>
        <source>Clock</source>
        <extracomment>Each page&apos;s name, in English.</extracomment>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Auszahlungen</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Liga</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Berichte</translation>
    </message>
</context>
<context>
    <name>payout_table_dialog</name>
    <message>
        <source>Each range of field sizes shares the pool among its places, 1st first: shares never rise from one place to the next and add up to 100%. Type a share in a cell.</source>
        <translation>Jeder Bereich von Feldgrößen teilt das Preisgeld unter seinen Plätzen, der 1. zuerst: Anteile steigen nie von einem Platz zum nächsten und ergeben zusammen 100 %. Einen Anteil in eine Zelle eingeben.</translation>
    </message>
    <message>
        <source>  ◀ this field</source>
        <translation>  ◀ dieses Feld</translation>
    </message>
    <message>
        <source>Payout table</source>
        <translation>Auszahlungstabelle</translation>
    </message>
    <message>
        <source>Add place</source>
        <translation>Platz hinzufügen</translation>
    </message>
    <message>
        <source>Pay one more place in this range</source>
        <translation>Einen Platz mehr in diesem Bereich bezahlen</translation>
    </message>
    <message>
        <source>Remove place</source>
        <translation>Platz entfernen</translation>
    </message>
    <message>
        <source>Stop paying the selected place</source>
        <translation>Den gewählten Platz nicht mehr bezahlen</translation>
    </message>
    <message>
        <source>Split range…</source>
        <translation>Bereich teilen…</translation>
    </message>
    <message>
        <source>Start a new range at a field size inside this one</source>
        <translation>Einen neuen Bereich bei einer Feldgröße innerhalb dieses beginnen</translation>
    </message>
    <message>
        <source>Remove range</source>
        <translation>Bereich entfernen</translation>
    </message>
    <message>
        <source>Remove this range: its neighbour takes its field sizes</source>
        <translation>Diesen Bereich entfernen: sein Nachbar übernimmt seine Feldgrößen</translation>
    </message>
    <message>
        <source>Save as template…</source>
        <translation>Als Vorlage…</translation>
    </message>
    <message>
        <source>Keep this table for other events</source>
        <translation>Diese Tabelle für andere Turniere behalten</translation>
    </message>
    <message>
        <source>Use for this event</source>
        <translation>Für dieses Turnier verwenden</translation>
    </message>
    <message>
        <source>Field sizes</source>
        <translation>Feldgrößen</translation>
    </message>
    <message>
        <source>These places add up to {0}.</source>
        <translation>Diese Plätze ergeben zusammen {0}.</translation>
    </message>
    <message>
        <source>Split range</source>
        <translation>Bereich teilen</translation>
    </message>
    <message>
        <source>A new range starts at (players), within {0}:</source>
        <translation>Ein neuer Bereich beginnt bei (Spieler), innerhalb von {0}:</translation>
    </message>
    <message>
        <source>Save payout table</source>
        <translation>Auszahlungstabelle speichern</translation>
    </message>
    <message>
        <source>Template name:</source>
        <translation>Name der Vorlage:</translation>
    </message>
    <message>
        <source>The template could not be saved: {exc}</source>
        <translation>Die Vorlage konnte nicht gespeichert werden: {exc}</translation>
    </message>
    <message>
        <source>Saved as the payout table &apos;{saved}&apos;.</source>
        <translation>Als Auszahlungstabelle „{saved}“ gespeichert.</translation>
    </message>
</context>
<context>
    <name>payouts</name>
    <message>
        <source>Place {place}</source>
        <translation>Platz {place}</translation>
    </message>
</context>
<context>
    <name>payouts_page</name>
    <message>
        <source>Payouts are worked out from two entries on.</source>
        <translation>Auszahlungen werden ab zwei Entries berechnet.</translation>
    </message>
    <message>
        <source>Prize pool {0}</source>
        <translation>Preisgeld {0}</translation>
    </message>
    <message>
        <source>Guarantee {0}: the house pays an overlay of {1}.</source>
        <translation>Garantie {0}: das Haus zahlt ein Overlay von {1}.</translation>
    </message>
    <message>
        <source>Guarantee {0} met.</source>
        <translation>Garantie {0} erreicht.</translation>
    </message>
    <message>
        <source>Fees kept by the house (not in the pool): {0}.</source>
        <translation>Vom Haus einbehaltene Gebühren (nicht im Preisgeld): {0}.</translation>
    </message>
    <message>
        <source>Bounties paid on knockouts (not in the pool): {0}.</source>
        <translation>Bei Knockouts gezahlte Bounties (nicht im Preisgeld): {0}.</translation>
    </message>
    <message>
        <source>Prize settings…</source>
        <translation>Preiseinstellungen…</translation>
    </message>
    <message>
        <source>Payout table, rake, added money, guarantee, rounding, fee splits and tax note</source>
        <translation>Auszahlungstabelle, Rake, Added Money, Garantie, Rundung, Gebührenaufteilung und Steuerhinweis</translation>
    </message>
    <message>
        <source>Edit table…</source>
        <translation>Tabelle bearbeiten…</translation>
    </message>
    <message>
        <source>Edit the payout table&apos;s shares by field size</source>
        <translation>Die Anteile der Auszahlungstabelle nach Feldgröße bearbeiten</translation>
    </message>
    <message>
        <source>Deal…</source>
        <translation>Deal…</translation>
    </message>
    <message>
        <source>A deal among the players left: ICM or chip chop</source>
        <translation>Ein Deal unter den übrigen Spielern: ICM oder Chip Chop</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Preisgeld</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Auszahlungen</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>The payouts cannot be worked out.</source>
        <translation>Die Auszahlungen lassen sich nicht berechnen.</translation>
    </message>
    <message>
        <source>{count} entry</source>
        <translation>{count} Entry</translation>
    </message>
    <message>
        <source>{count} entries</source>
        <translation>{count} Entries</translation>
    </message>
</context>
<context>
    <name>pdf_preview</name>
    <message>
        <source>Choose a document and press Preview.</source>
        <translation>Ein Dokument wählen und Vorschau drücken.</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <extracomment>Pixels kept free beside the page (the scroll bar and a margin). The grey the page lies on, so its white edges show. Milliseconds to wait after the last resize before drawing the page again.</extracomment>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Weiter ›</translation>
    </message>
    <message>
        <source>Page {0} of {count}</source>
        <translation>Seite {0} von {count}</translation>
    </message>
</context>
<context>
    <name>pending_sign_ups</name>
    <message>
        <source>Take the money, then Enter registers the chosen sign-up</source>
        <translation>Das Geld nehmen, dann meldet Enter die gewählte Voranmeldung an</translation>
    </message>
    <message>
        <source>Paid: register (Enter)</source>
        <translation>Bezahlt: anmelden (Enter)</translation>
    </message>
    <message>
        <source>The money is taken: register the chosen sign-up</source>
        <translation>Das Geld ist genommen: die gewählte Voranmeldung anmelden</translation>
    </message>
    <message>
        <source>Remove (Delete)</source>
        <translation>Entfernen (Entf)</translation>
    </message>
    <message>
        <source>Take the chosen sign-up off the list</source>
        <translation>Die gewählte Voranmeldung von der Liste nehmen</translation>
    </message>
    <message>
        <source>Signed up, to pay ({0} waiting; sign-up is {state})</source>
        <translation>Vorangemeldet, noch zu bezahlen ({0} warten; Voranmeldung ist {state})</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>{name} not {done_word}: {message} Nothing was changed.</source>
        <translation>{name} nicht {done_word}: {message} Nichts wurde geändert.</translation>
    </message>
</context>
<context>
    <name>player_record_dialog</name>
    <message>
        <source>The club&apos;s record of this player. A reason in Barred refuses them at the registration desk with that reason; dues that have run out are named at the desk.</source>
        <translation>Die Akte des Clubs zu diesem Spieler. Ein Grund unter Gesperrt weist ihn am Anmeldetisch mit diesem Grund ab; abgelaufene Beiträge werden am Anmeldetisch genannt.</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Each field&apos;s label, in the order shown.</extracomment>
        <translation>Name</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Spitzname</translation>
    </message>
    <message>
        <source>Membership number</source>
        <translation>Mitgliedsnummer</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>Kontakt</translation>
    </message>
    <message>
        <source>Dues paid until</source>
        <translation>Beiträge bezahlt bis</translation>
    </message>
    <message>
        <source>Barred (the reason)</source>
        <translation>Gesperrt (der Grund)</translation>
    </message>
    <message>
        <source>Player record</source>
        <translation>Spielerakte</translation>
    </message>
    <message>
        <source>YYYY-MM-DD (blank: none recorded)</source>
        <translation>JJJJ-MM-TT (leer: nichts eingetragen)</translation>
    </message>
    <message>
        <source>Blank: welcome at the door</source>
        <translation>Leer: an der Tür willkommen</translation>
    </message>
    <message>
        <source>Anything the floor should know (up to {MAX_NOTES})</source>
        <translation>Alles, was der Floor wissen sollte (bis zu {MAX_NOTES})</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>First seen</source>
        <translation>Zuerst gesehen</translation>
    </message>
    <message>
        <source>Events played</source>
        <translation>Gespielte Turniere</translation>
    </message>
    <message>
        <source>Never played here yet</source>
        <translation>Hat hier noch nie gespielt</translation>
    </message>
    <message>
        <source>Dues expired on {dues_until}.</source>
        <translation>Beiträge abgelaufen am {dues_until}.</translation>
    </message>
    <message>
        <source>Not saved: {message} Nothing was changed.</source>
        <translation>Nicht gespeichert: {message} Nichts wurde geändert.</translation>
    </message>
</context>
<context>
    <name>players_page</name>
    <message>
        <source>Find: name, nickname, membership, #id or table-seat (12-4)</source>
        <extracomment>A command on one entry of the event: ``kind(event_id, entry_id)``.</extracomment>
        <translation>Suchen: Name, Spitzname, Mitgliedsnummer, #ID oder Tisch-Platz (12-4)</translation>
    </message>
    <message>
        <source>Select an entry to rebuy, add on, re-enter or bust.</source>
        <translation>Einen Entry wählen für Rebuy, Add-on, Re-Entry oder Ausscheiden.</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>{left} left of {0}</source>
        <translation>{left} übrig von {0}</translation>
    </message>
    <message>
        <source>{count} entry</source>
        <translation>{count} Entry</translation>
    </message>
    <message>
        <source>{count} entries</source>
        <translation>{count} Entries</translation>
    </message>
    <message>
        <source>{count} rebuy</source>
        <translation>{count} Rebuy</translation>
    </message>
    <message>
        <source>{count} rebuys</source>
        <translation>{count} Rebuys</translation>
    </message>
    <message>
        <source>{count} add-on</source>
        <translation>{count} Add-on</translation>
    </message>
    <message>
        <source>{count} add-ons</source>
        <translation>{count} Add-ons</translation>
    </message>
    <message>
        <source>average stack {average_text}</source>
        <translation>Durchschnittsstack {average_text}</translation>
    </message>
    <message>
        <source>Register…</source>
        <extracomment>The average in big blinds follows the clock through ``show_clock``, not a refresh; the desk lists the sign-ups.</extracomment>
        <translation>Anmelden…</translation>
    </message>
    <message>
        <source>Open the registration desk: type a name, Enter (Ctrl+R or F2)</source>
        <translation>Den Anmeldetisch öffnen: einen Namen eingeben, Enter (Strg+R oder F2)</translation>
    </message>
    <message>
        <source>Print new seat cards…</source>
        <translation>Karten drucken…</translation>
    </message>
    <message>
        <source>The seat cards not printed yet (new entries, players who moved), on the Reports page</source>
        <translation>Die noch nicht gedruckten Platzkarten (neue Entries, umgesetzte Spieler), auf der Seite Berichte</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>Rebuy</translation>
    </message>
    <message>
        <source>A rebuy for the selected player (same seat)</source>
        <translation>Ein Rebuy für den gewählten Spieler (gleicher Platz)</translation>
    </message>
    <message>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <source>An add-on for the selected player</source>
        <translation>Ein Add-on für den gewählten Spieler</translation>
    </message>
    <message>
        <source>Re-enter</source>
        <translation>Re-Entry</translation>
    </message>
    <message>
        <source>A new entry for the selected busted player (new random seat)</source>
        <translation>Ein neuer Entry für den gewählten ausgeschiedenen Spieler (neuer zufälliger Platz)</translation>
    </message>
    <message>
        <source>Bust</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <source>The selected player is eliminated (Edit &gt; Undo)</source>
        <translation>Der gewählte Spieler ist ausgeschieden (Bearbeiten &gt; Rückgängig)</translation>
    </message>
    <message>
        <source>Seat alternates</source>
        <translation>Nachrücker setzen</translation>
    </message>
    <message>
        <source>Seat the waiting alternates while seats are free</source>
        <translation>Die wartenden Nachrücker setzen, solange Plätze frei sind</translation>
    </message>
    <message>
        <source>Chip counts…</source>
        <translation>Chipcounts…</translation>
    </message>
    <message>
        <source>Record counted stacks, a table at a time: seat, chips, Enter</source>
        <translation>Gezählte Stacks eintragen, Tisch für Tisch: Platz, Chips, Enter</translation>
    </message>
    <message>
        <source>Import players…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Add players from a CSV file</source>
        <translation>Spieler aus einer CSV-Datei hinzufügen</translation>
    </message>
    <message>
        <source>Duplicates / Merge…</source>
        <translation>Duplikate…</translation>
    </message>
    <message>
        <source>Find records of the same person and merge them</source>
        <translation>Einträge derselben Person finden und zusammenführen</translation>
    </message>
    <message>
        <source>Player record…</source>
        <translation>Spielerakte…</translation>
    </message>
    <message>
        <source>The selected player&apos;s member record: membership, dues, barred, notes</source>
        <translation>Die Mitgliedsakte des gewählten Spielers: Mitgliedschaft, Beiträge, Sperre, Notizen</translation>
    </message>
    <message>
        <source>Flight closed: its survivors went on to Day 2 ({0}).</source>
        <translation>Flight geschlossen: die Überlebenden zogen in Day 2 weiter ({0}).</translation>
    </message>
    <message>
        <source>entry {number}</source>
        <translation>Entry {number}</translation>
    </message>
    <message>
        <source>{waiting} waiting</source>
        <translation>{waiting} warten</translation>
    </message>
    <message>
        <source>{busted} busted</source>
        <translation>{busted} ausgeschieden</translation>
    </message>
    <message>
        <source>chips in play {chips_in_play}</source>
        <translation>Chips im Spiel {chips_in_play}</translation>
    </message>
    <message>
        <source>{total} listed</source>
        <translation>{total} aufgeführt</translation>
    </message>
    <message>
        <source>{shown} of {total} listed</source>
        <translation>{shown} von {total} aufgeführt</translation>
    </message>
    <message>
        <source>{chips} chips bought</source>
        <translation>{chips} Chips gekauft</translation>
    </message>
</context>
<context>
    <name>points_chart</name>
    <message>
        <source>No events played yet: the chart fills in as the season goes.</source>
        <translation>Noch keine Turniere gespielt: die Grafik füllt sich im Lauf der Saison.</translation>
    </message>
</context>
<context>
    <name>prize_settings_dialog</name>
    <message>
        <source>The pool is the prize part of every buy-in, rebuy and add-on, less the rake, plus added money, and never less than the guarantee (the house pays the overlay). Payouts are rounded down to the unit; the remainder goes to 1st place.</source>
        <translation>Das Preisgeld ist der Preisanteil jedes Buy-ins, Rebuys und Add-ons, abzüglich Rake, zuzüglich Added Money, und nie weniger als die Garantie (das Haus zahlt das Overlay). Auszahlungen werden auf die Einheit abgerundet; der Rest geht an den 1. Platz.</translation>
    </message>
    <message>
        <source>Payout tables (*.json);;All files (*)</source>
        <translation>Auszahlungstabellen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Prize settings</source>
        <translation>Preiseinstellungen</translation>
    </message>
    <message>
        <source>The payout table: how the pool is shared by field size</source>
        <translation>Die Auszahlungstabelle: wie das Preisgeld nach Feldgröße geteilt wird</translation>
    </message>
    <message>
        <source>Import JSON…</source>
        <translation>JSON importieren…</translation>
    </message>
    <message>
        <source>Use a payout table from a JSON file</source>
        <translation>Eine Auszahlungstabelle aus einer JSON-Datei verwenden</translation>
    </message>
    <message>
        <source>Withheld from the prize money, in percent (10 or 12.5)</source>
        <translation>Vom Preisgeld einbehalten, in Prozent (10 oder 12,5)</translation>
    </message>
    <message>
        <source>How the reports name it: Rake, League fund…</source>
        <translation>Wie die Berichte es nennen: Rake, Ligakasse…</translation>
    </message>
    <message>
        <source>Money the house adds to the pool</source>
        <translation>Geld, das das Haus dem Preisgeld hinzufügt</translation>
    </message>
    <message>
        <source>The guaranteed prize pool (0: none)</source>
        <translation>Das garantierte Preisgeld (0: keines)</translation>
    </message>
    <message>
        <source>Every place is rounded down to this unit (1.00, 5.00…)</source>
        <translation>Jeder Platz wird auf diese Einheit abgerundet (1.00, 5.00…)</translation>
    </message>
    <message>
        <source>Where each buy-in&apos;s fee goes: named parts, each a sum or a share, commas between; the rest is the house&apos;s (blank: all to the house)</source>
        <translation>Wohin die Gebühr jedes Buy-ins geht: benannte Teile, jeder eine Summe oder ein Anteil, mit Kommas getrennt; der Rest gehört dem Haus (leer: alles dem Haus)</translation>
    </message>
    <message>
        <source>Dealers=5, League fund=10%</source>
        <translation>Dealers=5, League fund=10%</translation>
    </message>
    <message>
        <source>Where each rebuy&apos;s fee goes (blank: as a buy-in&apos;s)</source>
        <translation>Wohin die Gebühr jedes Rebuys geht (leer: wie beim Buy-in)</translation>
    </message>
    <message>
        <source>As a buy-in&apos;s</source>
        <translation>Wie beim Buy-in</translation>
    </message>
    <message>
        <source>Where each add-on&apos;s fee goes (blank: as a buy-in&apos;s)</source>
        <translation>Wohin die Gebühr jedes Add-ons geht (leer: wie beim Buy-in)</translation>
    </message>
    <message>
        <source>Payout receipts of this much or more carry the tax note (blank: the venue&apos;s threshold; 0: never for this event)</source>
        <translation>Auszahlungsbelege ab diesem Betrag tragen den Steuerhinweis (leer: die Schwelle des Hauses; 0: nie bei diesem Turnier)</translation>
    </message>
    <message>
        <source>The venue&apos;s</source>
        <translation>Die des Hauses</translation>
    </message>
    <message>
        <source>The mystery bounty&apos;s prizes: a count and an amount or a share of the bounty pool each (1x1000, 2x500, 1x20%), then &apos;rest equal&apos; for equal draws of what is left; they must total the bounty pool</source>
        <translation>Die Preise des Mystery Bounty: eine Anzahl und ein Betrag oder ein Anteil am Bounty-Pool je Preis (1x1000, 2x500, 1x20%), dann &apos;rest equal&apos; für gleiche Ziehungen des Rests; sie müssen den Bounty-Pool ergeben</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Payout table</source>
        <translation>Auszahlungstabelle</translation>
    </message>
    <message>
        <source>Rake (%)</source>
        <translation>Rake (%)</translation>
    </message>
    <message>
        <source>Rake is called</source>
        <translation>Rake heißt</translation>
    </message>
    <message>
        <source>Added money</source>
        <translation>Added Money</translation>
    </message>
    <message>
        <source>Guarantee</source>
        <translation>Garantie</translation>
    </message>
    <message>
        <source>Round payouts to</source>
        <translation>Auszahlungen runden auf</translation>
    </message>
    <message>
        <source>Fee split</source>
        <translation>Gebührenaufteilung</translation>
    </message>
    <message>
        <source>Rebuy fee split</source>
        <translation>Aufteilung der Rebuy-Gebühr</translation>
    </message>
    <message>
        <source>Add-on fee split</source>
        <translation>Aufteilung der Add-on-Gebühr</translation>
    </message>
    <message>
        <source>Tax note from</source>
        <translation>Steuerhinweis ab</translation>
    </message>
    <message>
        <source>Mystery prizes</source>
        <translation>Mystery-Preise</translation>
    </message>
    <message>
        <source>{name} (this event&apos;s table)</source>
        <translation>{name} (dieses Turnier)</translation>
    </message>
    <message>
        <source>No event is open.</source>
        <translation>Kein Turnier ist offen.</translation>
    </message>
    <message>
        <source>Name the rake on one line: Rake, League fund…</source>
        <translation>Den Rake in einer Zeile benennen: Rake, Ligakasse…</translation>
    </message>
    <message>
        <source>Import a payout table</source>
        <translation>Eine Auszahlungstabelle importieren</translation>
    </message>
    <message>
        <source>{name} (from {0})</source>
        <translation>{name} (aus {0})</translation>
    </message>
</context>
<context>
    <name>prompts</name>
    <message>
        <source>Schedule the start</source>
        <extracomment>A scheduled start is proposed at the next quarter of an hour.</extracomment>
        <translation>Den Start planen</translation>
    </message>
    <message>
        <source>The clock counts down to this time and starts by itself. Start it by hand at any moment with Start or Space.</source>
        <translation>Die Uhr zählt bis zu dieser Zeit herunter und startet von selbst. Jederzeit von Hand mit Start oder der Leertaste starten.</translation>
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
        <translation>QR-Code von {text}</translation>
    </message>
</context>
<context>
    <name>register_dialog</name>
    <message>
        <source>Type a name: players already in the database are listed as you type (↓ chooses one); a name nobody has yet becomes a new player.</source>
        <extracomment>Players listed under the name field.</extracomment>
        <translation>Einen Namen eingeben: Spieler aus der Datenbank erscheinen beim Tippen (↓ wählt einen); ein Name, den noch niemand hat, wird ein neuer Spieler.</translation>
    </message>
    <message>
        <source>Register players</source>
        <translation>Spieler anmelden</translation>
    </message>
    <message>
        <source>Name, nickname, membership number or #id</source>
        <translation>Name, Spitzname, Mitgliedsnummer oder #ID</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>Register the player (Enter)</source>
        <translation>Den Spieler anmelden (Enter)</translation>
    </message>
    <message>
        <source>Registered at this desk (newest first)</source>
        <translation>An diesem Tisch angemeldet (neueste zuerst)</translation>
    </message>
    <message>
        <source>Close the desk (Escape); its list is kept</source>
        <translation>Den Anmeldetisch schließen (Esc); seine Liste bleibt</translation>
    </message>
    <message>
        <source>Register players {DASH} {name}</source>
        <translation>Spieler anmelden {DASH} {name}</translation>
    </message>
    <message>
        <source>{text}  {DASH}  registered, {place}</source>
        <translation>{text}  {DASH}  angemeldet, {place}</translation>
    </message>
    <message>
        <source>{text}  {DASH}  {status} (entry {entry_number})</source>
        <translation>{text}  {DASH}  {status} (Entry {entry_number})</translation>
    </message>
    <message>
        <source>Receives {0}</source>
        <translation>Erhält {0}</translation>
    </message>
    <message>
        <source>Seat: at the seat draw before the start, with everyone registered</source>
        <translation>Platz: bei der Platzauslosung vor dem Start, mit allen Angemeldeten</translation>
    </message>
    <message>
        <source>Every seat is taken: waiting list, alternate {alternate}</source>
        <translation>Jeder Platz ist besetzt: Warteliste, Nachrücker {alternate}</translation>
    </message>
    <message>
        <source>Seat: drawn at random on Enter</source>
        <translation>Platz: bei Enter zufällig ausgelost</translation>
    </message>
    <message>
        <source>{dues}: remind them to renew (they may still play).</source>
        <translation>{dues}: an die Verlängerung erinnern (spielen darf er noch).</translation>
    </message>
    <message>
        <source>Would be refused: {message}</source>
        <translation>Würde abgelehnt: {message}</translation>
    </message>
    <message>
        <source>Re-enter {name}: buy-in {price}, new random seat</source>
        <translation>Re-Entry für {name}: Buy-in {price}, neuer zufälliger Platz</translation>
    </message>
    <message>
        <source>A new entry for this busted player, as Players &gt; Re-enter</source>
        <translation>Ein neuer Entry für diesen ausgeschiedenen Spieler, wie Spieler &gt; Re-Entry</translation>
    </message>
    <message>
        <source>Existing player: {0}</source>
        <translation>Bekannter Spieler: {0}</translation>
    </message>
    <message>
        <source>New player: {new_name} {DASH} joins the database beside {beside}</source>
        <translation>Neuer Spieler: {new_name} {DASH} kommt in die Datenbank neben {beside}</translation>
    </message>
    <message>
        <source>New player: {new_name} {DASH} joins the database</source>
        <translation>Neuer Spieler: {new_name} {DASH} kommt in die Datenbank</translation>
    </message>
    <message>
        <source>Which {0}?</source>
        <translation>Welcher {0}?</translation>
    </message>
    <message>
        <source>Enter registers a new player of this name; ↓ goes back to the list.</source>
        <translation>Enter meldet einen neuen Spieler dieses Namens an; ↓ geht zurück zur Liste.</translation>
    </message>
    <message>
        <source>Enter registers the player listed; ↑ for a new player of this name.</source>
        <translation>Enter meldet den aufgeführten Spieler an; ↑ für einen neuen Spieler dieses Namens.</translation>
    </message>
    <message>
        <source>↓ chooses one of the players listed above, ↑ a new player of this name; Enter registers.</source>
        <translation>↓ wählt einen der oben aufgeführten Spieler, ↑ einen neuen Spieler dieses Namens; Enter meldet an.</translation>
    </message>
    <message>
        <source>{player}  ·  entry {entry_number}</source>
        <translation>{player}  ·  Entry {entry_number}</translation>
    </message>
    <message>
        <source>{0}: remind them to renew.</source>
        <translation>{0}: an die Verlängerung erinnern.</translation>
    </message>
    <message>
        <source>{text}   (undone)</source>
        <translation>{text}   (zurückgenommen)</translation>
    </message>
    <message>
        <source>The seat card was not printed: {message}</source>
        <translation>Die Platzkarte wurde nicht gedruckt: {message}</translation>
    </message>
    <message>
        <source>Seat card printed: {name}</source>
        <translation>Platzkarte gedruckt: {name}</translation>
    </message>
    <message>
        <source>Not registered: {message} Nothing was changed.</source>
        <translation>Nicht angemeldet: {message} Nichts wurde geändert.</translation>
    </message>
    <message>
        <source> and {0} more</source>
        <translation> und {0} weitere</translation>
    </message>
    <message>
        <source>Close to {names}{more}. Enter again creates the new player “{new_name}”; ↓ chooses one listed, or type more.</source>
        <translation>Ähnlich wie {names}{more}. Noch einmal Enter legt den neuen Spieler „{new_name}“ an; ↓ wählt einen aufgeführten, oder weiter tippen.</translation>
    </message>
    <message>
        <source>The last action is no longer the registration of {player}: use Edit &gt; Undo in the main window.</source>
        <translation>Die letzte Aktion ist nicht mehr die Anmeldung von {player}: Bearbeiten &gt; Rückgängig im Hauptfenster verwenden.</translation>
    </message>
    <message>
        <source>Not undone: {message} Nothing was changed.</source>
        <translation>Nicht zurückgenommen: {message} Nichts wurde geändert.</translation>
    </message>
</context>
<context>
    <name>registration_preview</name>
    <message>
        <source>level 1</source>
        <translation>Level 1</translation>
    </message>
    <message>
        <source>levels 1–{level}</source>
        <translation>Levels 1–{level}</translation>
    </message>
    <message>
        <source>{stack}: the full starting stack ({citation})</source>
        <translation>{stack}: der volle Startstack ({citation})</translation>
    </message>
    <message>
        <source>{stack}: nothing is deducted before the clock starts</source>
        <translation>{stack}: vor dem Start der Uhr wird nichts abgezogen</translation>
    </message>
    <message>
        <source>{stack}: nothing deducted</source>
        <translation>{stack}: nichts abgezogen</translation>
    </message>
    <message>
        <source>Before the clock starts</source>
        <translation>Bevor die Uhr startet</translation>
    </message>
    <message>
        <source>Break after level {level}</source>
        <translation>Pause nach Level {level}</translation>
    </message>
    <message>
        <source>Level {level} · {blinds}</source>
        <translation>Level {level} · {blinds}</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Level {level}</translation>
    </message>
    <message>
        <source>Late registration has no closing level</source>
        <translation>Die Late Registration hat kein Schlusslevel</translation>
    </message>
    <message>
        <source>Late registration closed at the end of level {close}</source>
        <translation>Die Late Registration endete mit Level {close}</translation>
    </message>
    <message>
        <source>Late registration until the end of level {close}</source>
        <translation>Late Registration bis zum Ende von Level {close}</translation>
    </message>
    <message>
        <source>Table {table}, seat {seat}</source>
        <translation>Tisch {table}, Platz {seat}</translation>
    </message>
    <message>
        <source>Waits for the seat draw</source>
        <translation>Wartet auf die Platzauslosung</translation>
    </message>
    <message>
        <source>Alternate {alternate} (waiting list)</source>
        <translation>Nachrücker {alternate} (Warteliste)</translation>
    </message>
    <message>
        <source>{deduction} deducted, {0}</source>
        <translation>{deduction} abgezogen, {0}</translation>
    </message>
    <message>
        <source>{stack} chips</source>
        <translation>{stack} Chips</translation>
    </message>
    <message>
        <source>{stack}: {starting_stack} less {deduction} ({why})</source>
        <translation>{stack}: {starting_stack} abzüglich {deduction} ({why})</translation>
    </message>
</context>
<context>
    <name>remedy_words</name>
    <message>
        <source>Tables</source>
        <extracomment>The page titles a remedy may send the director to (as the sidebar shows them).</extracomment>
        <translation>Tische</translation>
    </message>
    <message>
        <source> on the {TABLES_PAGE} page</source>
        <translation> auf der Seite {TABLES_PAGE}</translation>
    </message>
    <message>
        <source>On the {TABLES_PAGE} page, </source>
        <translation>Auf der Seite {TABLES_PAGE} </translation>
    </message>
    <message>
        <source>Press “Break table {table}”{on_tables}.</source>
        <translation>„Tisch {table} abbauen“ drücken{on_tables}.</translation>
    </message>
    <message>
        <source>Press “Redraw final table”{on_tables}.</source>
        <translation>„Finaltisch neu auslosen“ drücken{on_tables}.</translation>
    </message>
    <message>
        <source>{there}click the player who is big blind next at table {table}, or right-click the table and choose “Draw for the button at table {table}”.</source>
        <translation>{there}den Spieler anklicken, der als Nächstes Big Blind ist, an Tisch {table}, oder den Tisch rechtsklicken und „Um den Button ziehen an Tisch {table}“ wählen.</translation>
    </message>
    <message>
        <source>{there}right-click the seat at table {table} and choose “Put seat back in play”.</source>
        <translation>{there}den Platz an Tisch {table} rechtsklicken und „Platz wieder ins Spiel nehmen“ wählen.</translation>
    </message>
    <message>
        <source>Type them in the “Chips at the start of the hand” column.</source>
        <translation>Sie in der Spalte „Chips zu Beginn der Hand“ eingeben.</translation>
    </message>
    <message>
        <source>Press “Deal next hand now…” in the hand-for-hand bar.</source>
        <translation>„Nächste Hand jetzt geben…“ in der Hand-for-Hand-Leiste drücken.</translation>
    </message>
    <message>
        <source>Press “Redraw seats…”{on_tables}: it asks before it moves anyone.</source>
        <translation>„Plätze neu auslosen…“ drücken{on_tables}: es fragt, bevor es jemanden umsetzt.</translation>
    </message>
    <message>
        <source>Press “New league…” on the League page.</source>
        <translation>„Neue Liga…“ auf der Seite Liga drücken.</translation>
    </message>
    <message>
        <source>Press “New season…” on the League page.</source>
        <translation>„Neue Saison…“ auf der Seite Liga drücken.</translation>
    </message>
    <message>
        <source>Select the player on the Players page and press “Re-enter”.</source>
        <translation>Den Spieler auf der Seite Spieler wählen und „Re-Entry“ drücken.</translation>
    </message>
    <message>
        <source>Type a few words of the situation in the ruling search to find it.</source>
        <translation>Ein paar Worte der Situation in die Entscheidungssuche eingeben, um sie zu finden.</translation>
    </message>
    <message>
        <source>Press “Make moves” in the moves panel{on_tables}.</source>
        <translation>„Umzüge ausführen“ im Umzugsbereich drücken{on_tables}.</translation>
    </message>
    <message>
        <source>The colour-up plan (Reports page) lists each table&apos;s chips to change up.</source>
        <translation>Der Color-up-Plan (Seite Berichte) nennt für jeden Tisch die aufzuwertenden Chips.</translation>
    </message>
    <message>
        <source>Press “Register…” on the Players page: the desk applies this.</source>
        <translation>„Anmelden…“ auf der Seite Spieler drücken: der Anmeldetisch wendet es an.</translation>
    </message>
</context>
<context>
    <name>report_worker</name>
    <message>
        <source>Printing failed: {exc}</source>
        <translation>Drucken fehlgeschlagen: {exc}</translation>
    </message>
    <message>
        <source>The printer did not start: check that it is on and ready.</source>
        <translation>Der Drucker ist nicht angelaufen: prüfen, ob er eingeschaltet und bereit ist.</translation>
    </message>
    <message>
        <source>The printer stopped after {index} pages.</source>
        <translation>Der Drucker hielt nach {index} Seiten an.</translation>
    </message>
</context>
<context>
    <name>reports.bag_slips</name>
    <message>
        <source>BAG {bag}</source>
        <translation>BAG {bag}</translation>
    </message>
    <message>
        <source>Entry {number} · {day}</source>
        <translation>Entry {number} · {day}</translation>
    </message>
    <message>
        <source>Signed: ____________________</source>
        <translation>Unterschrift: ____________________</translation>
    </message>
    <message>
        <source>CHIPS BAGGED</source>
        <translation>CHIPS EINGETÜTET</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entry</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Bag</source>
        <translation>Bag</translation>
    </message>
    <message>
        <source>Table · Seat</source>
        <translation>Tisch · Platz</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>nicht gezählt</translation>
    </message>
    <message>
        <source>Chip counts</source>
        <translation>Chipcounts</translation>
    </message>
</context>
<context>
    <name>reports.card_layouts</name>
    <message>
        <source>A4, 10 cards a sheet</source>
        <translation>A4, 10 Karten je Bogen</translation>
    </message>
    <message>
        <source>US Letter, 10 cards a sheet</source>
        <translation>US Letter, 10 Karten je Bogen</translation>
    </message>
    <message>
        <source>80 mm thermal tickets</source>
        <translation>80-mm-Thermotickets</translation>
    </message>
</context>
<context>
    <name>reports.cash_report</name>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Einzelheit</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Paid to</source>
        <translation>Gezahlt an</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Unterschrift</translation>
    </message>
    <message>
        <source>Totals: the sheet balances</source>
        <translation>Summen: die Abrechnung geht auf</translation>
    </message>
    <message>
        <source>Totals: the sheet DOES NOT BALANCE</source>
        <translation>Summen: die Abrechnung GEHT NICHT AUF</translation>
    </message>
    <message>
        <source>Guarantee {guarantee}: the house adds an overlay of {overlay}.</source>
        <translation>Garantie {guarantee}: das Haus legt ein Overlay von {overlay} dazu.</translation>
    </message>
    <message>
        <source>Money in</source>
        <translation>Einnahmen</translation>
    </message>
    <message>
        <source>No money in yet.</source>
        <translation>Noch keine Einnahmen.</translation>
    </message>
    <message>
        <source>Money out</source>
        <translation>Ausgaben</translation>
    </message>
    <message>
        <source>Nothing paid yet.</source>
        <translation>Noch nichts ausgezahlt.</translation>
    </message>
    <message>
        <source>In</source>
        <translation>Ein</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Difference (in - out)</source>
        <translation>Differenz (Ein − Aus)</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Unterschriften</translation>
    </message>
    <message>
        <source>Everyone who takes money away signs for the amount beside their name; the director and the cashier sign the last lines.</source>
        <translation>Wer Geld mitnimmt, unterschreibt für den Betrag neben seinem Namen; Turnierleitung und Kasse unterschreiben die letzten Zeilen.</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Turnierleitung</translation>
    </message>
    <message>
        <source>Cashier</source>
        <translation>Kasse</translation>
    </message>
</context>
<context>
    <name>reports.chip_chart</name>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Gezählt</translation>
    </message>
    <message>
        <source>Table · seat</source>
        <translation>Tisch · Platz</translation>
    </message>
    <message>
        <source>Chip leader</source>
        <translation>Chip-Leader</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>Durchschnittsstack</translation>
    </message>
    <message>
        <source>The chip leader and the average stack, count by count</source>
        <translation>Chip-Leader und Durchschnittsstack, Zählung für Zählung</translation>
    </message>
    <message>
        <source>No stack has been counted yet.</source>
        <translation>Noch kein Stack gezählt.</translation>
    </message>
    <message>
        <source>Chip leaders by last count</source>
        <translation>Chip-Leader nach letzter Zählung</translation>
    </message>
    <message>
        <source>No seated player&apos;s stack is counted.</source>
        <translation>Kein Stack eines platzierten Spielers ist gezählt.</translation>
    </message>
</context>
<context>
    <name>reports.colour_up</name>
    <message>
        <source>Chip</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>In the case</source>
        <translation>Im Koffer</translation>
    </message>
    <message>
        <source>Each table</source>
        <translation>Je Tisch</translation>
    </message>
    <message>
        <source>In all</source>
        <translation>Insgesamt</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Fehlen</translation>
    </message>
    <message>
        <source>Each player</source>
        <translation>Je Spieler</translation>
    </message>
    <message>
        <source>{chip} ({colour})</source>
        <translation>{chip} ({colour})</translation>
    </message>
    <message>
        <source>Break before level 1</source>
        <translation>Pause vor Level 1</translation>
    </message>
    <message>
        <source>Break after level {level}</source>
        <translation>Pause nach Level {level}</translation>
    </message>
    <message>
        <source>{chip}: up to {count}</source>
        <translation>{chip}: bis zu {count}</translation>
    </message>
    <message>
        <source>Coming off each table: {leaving}. Each table needs, at most:</source>
        <translation>Von jedem Tisch kommen: {leaving}. Jeder Tisch braucht höchstens:</translation>
    </message>
    <message>
        <source>Starting stack {stack}</source>
        <translation>Startstack {stack}</translation>
    </message>
    <message>
        <source>Colour-ups</source>
        <translation>Color-ups</translation>
    </message>
    <message>
        <source>No break in this structure colours up chips.</source>
        <translation>Keine Pause dieser Struktur hat ein Color-up.</translation>
    </message>
</context>
<context>
    <name>reports.member_cards</name>
    <message>
        <source>Dues paid until {date}</source>
        <extracomment>The narrowest bar a scanner reads reliably from a laser or inkjet print.</extracomment>
        <translation>Beitrag bis {date}</translation>
    </message>
    <message>
        <source>MEMBERSHIP CARD</source>
        <translation>MITGLIEDSKARTE</translation>
    </message>
</context>
<context>
    <name>reports.move_slips</name>
    <message>
        <source>MOVE</source>
        <translation>UMSETZEN</translation>
    </message>
    <message>
        <source>FROM</source>
        <translation>VON</translation>
    </message>
    <message>
        <source>TO</source>
        <translation>NACH</translation>
    </message>
    <message>
        <source>Table {table}, seat {seat}</source>
        <translation>Tisch {table}, Platz {seat}</translation>
    </message>
    <message>
        <source>Table {table}  Seat {seat}</source>
        <translation>Tisch {table}  Platz {seat}</translation>
    </message>
</context>
<context>
    <name>reports.page_frame</name>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Seite {page} von {pages}</translation>
    </message>
</context>
<context>
    <name>reports.payout_receipts</name>
    <message>
        <source>This payout reaches the venue&apos;s reporting threshold ({threshold}): the player&apos;s identity is recorded for tax purposes.</source>
        <translation>Diese Auszahlung erreicht die Meldeschwelle des Hauses ({threshold}): die Identität des Spielers wird für steuerliche Zwecke erfasst.</translation>
    </message>
    <message>
        <source>Bounties won</source>
        <translation>Gewonnene Bounties</translation>
    </message>
    <message>
        <source>Receipt: {place}, {player}</source>
        <translation>Quittung: {place}, {player}</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Total received</source>
        <translation>Erhalten insgesamt</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Unterschrift</translation>
    </message>
</context>
<context>
    <name>reports.payouts_sheet</name>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Einzelheit</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Preisgeld</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Auszahlungen</translation>
    </message>
    <message>
        <source>No payouts yet.</source>
        <translation>Noch keine Auszahlungen.</translation>
    </message>
</context>
<context>
    <name>reports.results_html</name>
    <message>
        <source>Place</source>
        <extracomment>Nothing loads and nothing runs: the page is only what is in the file.</extracomment>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entries</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Preisgeld</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Still playing</source>
        <translation>Spielen noch</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Bounties</source>
        <translation>Bounties</translation>
    </message>
    <message>
        <source>{count} still playing: they are listed once they finish.</source>
        <translation>{count} spielen noch: sie stehen hier, sobald sie ausscheiden.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Zahlt</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Auszahlungen</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>League standings: {title}</source>
        <translation>Ligarangliste: {title}</translation>
    </message>
    <message>
        <source>{event}: results</source>
        <translation>{event}: Ergebnisse</translation>
    </message>
    <message>
        <source>{made} with floortool</source>
        <translation>{made} mit floortool</translation>
    </message>
</context>
<context>
    <name>reports.results_image</name>
    <message>
        <source>ENTRIES</source>
        <translation>ENTRIES</translation>
    </message>
    <message>
        <source>PRIZE POOL</source>
        <translation>PREISGELD</translation>
    </message>
    <message>
        <source>BUY-IN</source>
        <translation>BUY-IN</translation>
    </message>
    <message>
        <source>PLAYING</source>
        <translation>IM SPIEL</translation>
    </message>
    <message>
        <source>WINNER</source>
        <translation>SIEGER</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>and {count} more</source>
        <translation>und {count} weitere</translation>
    </message>
    <message>
        <source>{count} still playing</source>
        <translation>{count} spielen noch</translation>
    </message>
    <message>
        <source>Nobody has finished yet</source>
        <translation>Noch niemand ist ausgeschieden</translation>
    </message>
    <message>
        <source>League: {title}</source>
        <translation>Liga: {title}</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} Pkt.</translation>
    </message>
    <message>
        <source>{made} with floortool</source>
        <translation>{made} mit floortool</translation>
    </message>
</context>
<context>
    <name>reports.results_sheet</name>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entry</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Bounties</source>
        <translation>Bounties</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Eliminated by</source>
        <translation>Eliminiert von</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Signed out</source>
        <translation>Abgemeldet</translation>
    </message>
    <message>
        <source>Why</source>
        <extracomment>The columns of a sheet with no bounties, points or sign-outs.</extracomment>
        <translation>Warum</translation>
    </message>
    <message>
        <source>bounty unclaimed</source>
        <extracomment>Nobody was credited with the elimination.</extracomment>
        <translation>Bounty nicht vergeben</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>How these places were decided</source>
        <translation>Wie diese Plätze entschieden wurden</translation>
    </message>
</context>
<context>
    <name>reports.rulings_log</name>
    <message>
        <source>At the director&apos;s discretion.</source>
        <translation>Nach Ermessen der Turnierleitung.</translation>
    </message>
    <message>
        <source>No ruling to list.</source>
        <translation>Keine Entscheidung aufzuführen.</translation>
    </message>
    <message>
        <source>{book} {rule} (borrowed)</source>
        <translation>{book} {rule} (entlehnt)</translation>
    </message>
    <message>
        <source>{book} {rule}</source>
        <translation>{book} {rule}</translation>
    </message>
    <message>
        <source>Random pick, drawn when the ruling was given</source>
        <translation>Zufallsauswahl, gezogen bei der Entscheidung</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Incident log</source>
        <translation>Vorfallsprotokoll</translation>
    </message>
</context>
<context>
    <name>reports.seat_cards</name>
    <message>
        <source>Stack {stack}</source>
        <translation>Stack {stack}</translation>
    </message>
    <message>
        <source>{stack} less {deduction} late registration</source>
        <translation>{stack} minus {deduction} Late Registration</translation>
    </message>
    <message>
        <source>Entry 1</source>
        <translation>Entry 1</translation>
    </message>
    <message>
        <source>Entry {number} (re-entry)</source>
        <translation>Entry {number} (Re-entry)</translation>
    </message>
    <message>
        <source>TABLE</source>
        <translation>TISCH</translation>
    </message>
    <message>
        <source>SEAT</source>
        <translation>PLATZ</translation>
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
        <translation>TISCH</translation>
    </message>
    <message>
        <source>SEAT</source>
        <translation>PLATZ</translation>
    </message>
    <message>
        <source>Nobody is seated yet.</source>
        <translation>Noch niemand ist platziert.</translation>
    </message>
</context>
<context>
    <name>reports.sign_in</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entry</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Unterschrift</translation>
    </message>
    <message>
        <source>alt</source>
        <translation>Ers.</translation>
    </message>
    <message>
        <source>Sign-in sheet</source>
        <translation>Unterschriftenliste</translation>
    </message>
    <message>
        <source>Sign beside your name. Not listed? Write your name on a blank line.</source>
        <translation>Unterschreiben Sie neben Ihrem Namen. Nicht aufgeführt? Schreiben Sie Ihren Namen in eine leere Zeile.</translation>
    </message>
</context>
<context>
    <name>reports.sign_up_poster</name>
    <message>
        <source>1. Scan the code with your phone&apos;s camera.</source>
        <translation>1. Code mit der Handykamera scannen.</translation>
    </message>
    <message>
        <source>2. Type your name, and your membership number if you have one.</source>
        <translation>2. Namen eingeben, dazu die Mitgliedsnummer, falls vorhanden.</translation>
    </message>
    <message>
        <source>3. Pay the buy-in at the desk: the director confirms you,</source>
        <translation>3. Buy-in an der Anmeldung zahlen:</translation>
    </message>
    <message>
        <source>    and your phone shows your table and seat.</source>
        <translation>    die Turnierleitung bestätigt Sie, Ihr Handy zeigt Tisch und Platz.</translation>
    </message>
    <message>
        <source>SIGN UP</source>
        <translation>VORANMELDUNG</translation>
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
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Attend.</source>
        <translation>Teiln.</translation>
    </message>
    <message>
        <source>Adjust.</source>
        <translation>Korr.</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestes</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Schnitt</translation>
    </message>
    <message>
        <source>* Not yet ranked by average: fewer events than the ranking needs.</source>
        <translation>* Noch nicht nach Schnitt gewertet: weniger Turniere, als die Wertung verlangt.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
</context>
<context>
    <name>reports.structure_sheet</name>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Small Blind</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Big Blind</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Antes marked BB are big-blind antes: the big blind pays the ante for the table.</source>
        <translation>Mit BB markierte Antes sind Big-Blind-Antes: der Big Blind zahlt das Ante für den ganzen Tisch.</translation>
    </message>
    <message>
        <source>Colour up {chips}</source>
        <translation>Color-up {chips}</translation>
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
        <translation>Struktur: {name}</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <source>The structure has no levels.</source>
        <translation>Die Struktur hat keine Level.</translation>
    </message>
</context>
<context>
    <name>reports.table_sheets</name>
    <message>
        <source>{players} of {seats} taken</source>
        <translation>{players} von {seats} besetzt</translation>
    </message>
    <message>
        <source>button not known</source>
        <translation>Button unbekannt</translation>
    </message>
    <message>
        <source>button: seat {seat}</source>
        <translation>Button: Platz {seat}</translation>
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
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <source>FINAL TABLE</source>
        <translation>FINALTISCH</translation>
    </message>
    <message>
        <source>SEAT</source>
        <translation>PLATZ</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
</context>
<context>
    <name>reports.tabular</name>
    <message>
        <source>Nothing to list.</source>
        <extracomment>ReportLab&apos;s padding left and right of a cell&apos;s text, points.</extracomment>
        <translation>Nichts aufzuführen.</translation>
    </message>
</context>
<context>
    <name>reports.ticket_vouchers</name>
    <message>
        <source>One paid buy-in in the target event.</source>
        <translation>Ein Buy-in im Zielturnier.</translation>
    </message>
    <message>
        <source>Signature: ____________________</source>
        <translation>Unterschrift: ____________________</translation>
    </message>
    <message>
        <source>Plus {cash} in cash.</source>
        <translation>Dazu {cash} in bar.</translation>
    </message>
    <message>
        <source>SATELLITE SEAT TICKET</source>
        <translation>SATELLITEN-TICKET</translation>
    </message>
</context>
<context>
    <name>reports_page</name>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Every seated player</source>
        <extracomment>The seat-card choices, as the window offers them: (text, new only, reprint).</extracomment>
        <translation>Jeder platzierte Spieler</translation>
    </message>
    <message>
        <source>Only cards not printed yet</source>
        <translation>Nur noch nicht gedruckte Karten</translation>
    </message>
    <message>
        <source>The last batch again</source>
        <translation>Den letzten Stapel noch einmal</translation>
    </message>
    <message>
        <source>This event&apos;s season, else the latest</source>
        <extracomment>The season choice that leaves it to the app: the event&apos;s own season, else the latest.</extracomment>
        <translation>Die Saison dieses Turniers, sonst die neueste</translation>
    </message>
    <message>
        <source>Only table</source>
        <extracomment>The documents listed at least, on a short screen (the list scrolls).</extracomment>
        <translation>Nur Tisch</translation>
    </message>
    <message>
        <source>Every move so far, not only the latest</source>
        <translation>Jeder Umzug bisher, nicht nur der letzte</translation>
    </message>
    <message>
        <source>Only rulings with: a player, table 4, a rule…</source>
        <translation>Nur Entscheidungen mit: einem Spieler, Tisch 4, einer Regel…</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Als PDF…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Umzüge</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Another document is being made: Preview once it is done.</source>
        <translation>Ein anderes Dokument wird erstellt: Vorschau, sobald es fertig ist.</translation>
    </message>
    <message>
        <source> (closed)</source>
        <translation> (abgeschlossen)</translation>
    </message>
    <message>
        <source>The floor has changed since this preview: Preview again to update it.</source>
        <translation>Der Floor hat sich seit dieser Vorschau geändert: erneut Vorschau, um sie zu aktualisieren.</translation>
    </message>
    <message>
        <source>Making the {0}…</source>
        <translation>Erstelle {0}…</translation>
    </message>
    <message>
        <source>Print {0}</source>
        <translation>{0} drucken</translation>
    </message>
    <message>
        <source>Preview to see the {0}.</source>
        <translation>Vorschau, um {0} zu sehen.</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Als PDF speichern</translation>
    </message>
    <message>
        <source>Saved {pages} pages to {save_path}.</source>
        <translation>{pages} Seiten in {save_path} gespeichert.</translation>
    </message>
    <message>
        <source>Sent {pages} {0} to the printer.</source>
        <translation>{pages} {0} an den Drucker geschickt.</translation>
    </message>
</context>
<context>
    <name>results</name>
    <message>
        <source>nobody credited (bounty unclaimed)</source>
        <translation>niemandem gutgeschrieben (Bounty nicht beansprucht)</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>spielt</translation>
    </message>
    <message>
        <source>{first}-{last} (shared)</source>
        <translation>{first}–{last} (geteilt)</translation>
    </message>
</context>
<context>
    <name>results_page</name>
    <message>
        <source>Complete</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>{winner} wins</source>
        <translation>{winner} gewinnt</translation>
    </message>
    <message>
        <source>Bust-out…</source>
        <translation>Bust-out…</translation>
    </message>
    <message>
        <source>Record players eliminated on one hand (F4)</source>
        <translation>Spieler eintragen, die in einer Hand ausgeschieden sind (F4)</translation>
    </message>
    <message>
        <source>Set place…</source>
        <translation>Platz setzen…</translation>
    </message>
    <message>
        <source>Set the selected entry&apos;s place by hand, with a reason</source>
        <translation>Den Platz des gewählten Entrys von Hand setzen, mit einem Grund</translation>
    </message>
    <message>
        <source>Signed out</source>
        <translation>Abgemeldet</translation>
    </message>
    <message>
        <source>The selected player signed out to claim league points (house amendment A-16); click again to take it back</source>
        <translation>Der gewählte Spieler hat sich abgemeldet, um Ligapunkte zu erhalten (Hausregel A-16); erneut klicken, um es zurückzunehmen</translation>
    </message>
    <message>
        <source>Print results…</source>
        <translation>Ergebnisse drucken…</translation>
    </message>
    <message>
        <source>The results sheet on the Reports page, to print or save</source>
        <translation>Die Ergebnisliste auf der Seite Berichte, zum Drucken oder Speichern</translation>
    </message>
    <message>
        <source>Publish…</source>
        <translation>Veröffentlichen…</translation>
    </message>
    <message>
        <source>Write the results into a folder: a web page, an image for a chat group, and JSON and CSV files for websites and ranking sites</source>
        <translation>Die Ergebnisse in einen Ordner schreiben: eine Webseite, ein Bild für eine Chatgruppe sowie JSON- und CSV-Dateien für Webseiten und Ranglisten</translation>
    </message>
    <message>
        <source>Set place</source>
        <translation>Platz setzen</translation>
    </message>
    <message>
        <source>Place for {player} (or shared, like 9-10):</source>
        <translation>Platz für {player} (oder geteilt, etwa 9-10):</translation>
    </message>
    <message>
        <source>Why (kept in the journal):</source>
        <translation>Warum (bleibt im Journal):</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Abmelden</translation>
    </message>
    <message>
        <source>Publish the results into a folder</source>
        <translation>Die Ergebnisse in einen Ordner veröffentlichen</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Veröffentlichen</translation>
    </message>
    <message>
        <source>Publishing the results into {folder}…</source>
        <translation>Die Ergebnisse werden in {folder} veröffentlicht…</translation>
    </message>
    <message>
        <source>Published the results into {folder}: {names}</source>
        <translation>Die Ergebnisse in {folder} veröffentlicht: {names}</translation>
    </message>
    <message>
        <source>Field {field}</source>
        <translation>Feld {field}</translation>
    </message>
    <message>
        <source>{remaining} playing</source>
        <translation>{remaining} spielen</translation>
    </message>
    <message>
        <source>{0} out</source>
        <translation>{0} ausgeschieden</translation>
    </message>
</context>
<context>
    <name>room_display</name>
    <message>
        <source>SIGN UP</source>
        <extracomment>The sign-up strip&apos;s width, as a share of the display&apos;s shorter side.</extracomment>
        <translation>VORANMELDUNG</translation>
    </message>
    <message>
        <source>Pay at the desk</source>
        <translation>An der Kasse zahlen</translation>
    </message>
    <message>
        <source>PLAYERS</source>
        <extracomment>Texts of the slots in the boxes of figures.</extracomment>
        <translation>SPIELER</translation>
    </message>
    <message>
        <source>AVERAGE STACK</source>
        <translation>DURCHSCHNITTSSTACK</translation>
    </message>
    <message>
        <source>PRIZE POOL</source>
        <translation>PREISGELD</translation>
    </message>
    <message>
        <source>GUARANTEED POOL</source>
        <translation>GARANTIERTES PREISGELD</translation>
    </message>
    <message>
        <source>NEXT BREAK IN</source>
        <translation>PAUSE IN</translation>
    </message>
    <message>
        <source>LATE REGISTRATION</source>
        <translation>LATE REGISTRATION</translation>
    </message>
    <message>
        <source>PAYOUTS</source>
        <translation>AUSZAHLUNGEN</translation>
    </message>
    <message>
        <source>SEAT CHANGES</source>
        <translation>UMSETZUNGEN</translation>
    </message>
    <message>
        <source>CHIP LEADERS · BY LAST COUNT</source>
        <translation>CHIP-LEADER · LETZTER COUNT</translation>
    </message>
    <message>
        <source>BIGGEST BOUNTIES</source>
        <translation>HÖCHSTE BOUNTIES</translation>
    </message>
    <message>
        <source>Payouts from two entries on</source>
        <extracomment>How long the payouts panel shows the payouts, then the chip leaders (once counted). What the payouts panel says before there is a pool to share.</extracomment>
        <translation>Auszahlungen ab zwei Entries</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <extracomment>State banners: (text, background, text colour).</extracomment>
        <translation>PAUSE</translation>
    </message>
    <message>
        <source>HAND-FOR-HAND · CLOCK HELD</source>
        <translation>HAND-FOR-HAND · UHR ANGEHALTEN</translation>
    </message>
    <message>
        <source>NOT STARTED</source>
        <translation>NICHT GESTARTET</translation>
    </message>
    <message>
        <source>FINISHED</source>
        <translation>BEENDET</translation>
    </message>
    <message>
        <source>NO CLOCK</source>
        <translation>KEINE UHR</translation>
    </message>
    <message>
        <source>STARTS IN</source>
        <translation>BEGINNT IN</translation>
    </message>
    <message>
        <source>left / entries</source>
        <translation>übrig / Entries</translation>
    </message>
    <message>
        <source>BREAK</source>
        <translation>PAUSE</translation>
    </message>
    <message>
        <source>Room display — floortool</source>
        <translation>Saalanzeige — floortool</translation>
    </message>
    <message>
        <source>Leave Full Screen</source>
        <translation>Vollbild verlassen</translation>
    </message>
    <message>
        <source>{event_name} — room display</source>
        <translation>{event_name} — Saalanzeige</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation>Eingebaut</translation>
    </message>
    <message>
        <source>Announcement</source>
        <translation>Durchsage</translation>
    </message>
    <message>
        <source>Screen Set</source>
        <translation>Bildschirmfolge</translation>
    </message>
    <message>
        <source>{label} · TOP {PAYOUT_SLOTS} OF {0} PLACES</source>
        <translation>{label} · TOP {PAYOUT_SLOTS} VON {0} PLÄTZEN</translation>
    </message>
</context>
<context>
    <name>room_end_view</name>
    <message>
        <source>FINAL PLACES</source>
        <extracomment>The share of the panel&apos;s width a lone column takes.</extracomment>
        <translation>ENDPLATZIERUNGEN</translation>
    </message>
    <message>
        <source>{PLACES_LABEL} · FIELD {field}</source>
        <translation>{PLACES_LABEL} · FELD {field}</translation>
    </message>
    <message>
        <source>{PLACES_LABEL} · TOP {0} OF {field}</source>
        <translation>{PLACES_LABEL} · TOP {0} VON {field}</translation>
    </message>
</context>
<context>
    <name>room_figures</name>
    <message>
        <source>{0} paid</source>
        <extracomment>The most bounties the room display lists (the biggest). The most characters of a name the room&apos;s chip-leader cells show.</extracomment>
        <translation>{0} bezahlt</translation>
    </message>
    <message>
        <source>{count} place</source>
        <translation>{count} Platz</translation>
    </message>
    <message>
        <source>{count} places</source>
        <translation>{count} Plätze</translation>
    </message>
    <message>
        <source>{0} overlay</source>
        <translation>{0} Overlay</translation>
    </message>
</context>
<context>
    <name>rule_browser</name>
    <message>
        <source>No rule to show: try a rule number such as 39-A, or fewer words.</source>
        <translation>Keine Regel zu zeigen: eine Regelnummer wie 39-A versuchen, oder weniger Worte.</translation>
    </message>
    <message>
        <source>No ruling situation cites this rule.</source>
        <translation>Keine Situation führt diese Regel an.</translation>
    </message>
    <message>
        <source>Type a rule number (39-A, RP-5, A-18, NL 12, §3 Misdeals 1(a)) or a few words (premature turn, odd chip). The texts are our own summaries: the official wording is a click away.</source>
        <translation>Eine Regelnummer (39-A, RP-5, A-18, NL 12, §3 Misdeals 1(a)) oder ein paar Worte (premature turn, odd chip) eingeben. Die Texte sind unsere eigenen Zusammenfassungen: der offizielle Wortlaut ist einen Klick entfernt.</translation>
    </message>
    <message>
        <source>Rulebooks</source>
        <translation>Regelwerke</translation>
    </message>
    <message>
        <source>Rule number or words…</source>
        <translation>Regelnummer oder Worte…</translation>
    </message>
    <message>
        <source>All books</source>
        <translation>Alle Bücher</translation>
    </message>
    <message>
        <source>Situations citing this rule</source>
        <translation>Situationen, die diese Regel anführen</translation>
    </message>
    <message>
        <source>No rule matches “{0}”.</source>
        <translation>Keine Regel passt zu „{0}“.</translation>
    </message>
    <message>
        <source>{count} rule</source>
        <translation>{count} Regel</translation>
    </message>
    <message>
        <source>{count} rules</source>
        <translation>{count} Regeln</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;{0}&quot;&gt;Official text: {1}&lt;/a&gt;&lt;br&gt;{2}.&lt;br&gt;&lt;i&gt;{3}&lt;/i&gt;</source>
        <translation>&lt;a href=&quot;{0}&quot;&gt;Offizieller Text: {1}&lt;/a&gt;&lt;br&gt;{2}.&lt;br&gt;&lt;i&gt;{3}&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>ruling_wizard</name>
    <message>
        <source>Ruling</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Back a step (Alt+Left)</source>
        <translation>Einen Schritt zurück (Alt+Links)</translation>
    </message>
    <message>
        <source>New ruling</source>
        <translation>Neue Entscheidung</translation>
    </message>
    <message>
        <source>The recorded ruling was undone. Record it again to log it (a new pick is drawn).</source>
        <translation>Die eingetragene Entscheidung wurde zurückgenommen. Erneut eintragen, um sie zu protokollieren (eine neue Ziehung erfolgt).</translation>
    </message>
    <message>
        <source>Start again from the situation</source>
        <translation>Bei der Situation neu beginnen</translation>
    </message>
    <message>
        <source>Actions in turn: {0}</source>
        <translation>Aktionen der Reihe nach: {0}</translation>
    </message>
    <message>
        <source>Record the ruling</source>
        <translation>Die Entscheidung eintragen</translation>
    </message>
</context>
<context>
    <name>ruling_wizard_pages</name>
    <message>
        <source>At the director&apos;s discretion</source>
        <translation>Nach Ermessen der Turnierleitung</translation>
    </message>
    <message>
        <source>The rules are cited as their rulebook writes them, in English.</source>
        <extracomment>Shown in a translated window, where the rules alone stay in English.</extracomment>
        <translation>Die Regeln werden so zitiert, wie ihr Regelwerk sie schreibt: auf Englisch.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>if {conditions}</source>
        <translation>wenn {conditions}</translation>
    </message>
    <message>
        <source>&lt;a href=&apos;{OPEN_IN_BROWSER}&apos;&gt;Open in the rule browser&lt;/a&gt; (the official text is a click away there)</source>
        <translation>&lt;a href=&apos;{OPEN_IN_BROWSER}&apos;&gt;Im Regelbrowser öffnen&lt;/a&gt; (dort ist der offizielle Text einen Klick entfernt)</translation>
    </message>
    <message>
        <source>What the other rulebook says</source>
        <translation>Was das andere Regelwerk sagt</translation>
    </message>
    <message>
        <source>On these answers</source>
        <translation>Auf diese Antworten</translation>
    </message>
    <message>
        <source>What the dealer does</source>
        <translation>Was der Dealer tut</translation>
    </message>
    <message>
        <source>Rules (click one to read it)</source>
        <translation>Regeln (eine anklicken, um sie zu lesen)</translation>
    </message>
    <message>
        <source>Under {book}</source>
        <translation>Nach {book}</translation>
    </message>
    <message>
        <source>Key {0}</source>
        <translation>Taste {0}</translation>
    </message>
    <message>
        <source>Use these actions  (Enter)</source>
        <translation>Diese Aktionen verwenden  (Enter)</translation>
    </message>
    <message>
        <source>Or tap the actions taken in turn since the blinds, and floortool works it out</source>
        <translation>Oder die Aktionen seit den Blinds der Reihe nach antippen, und floortool rechnet es aus</translation>
    </message>
    <message>
        <source>Keys: F fold, K check, C call, B bet, R raise, A all-in; Backspace takes one back. Posted blinds and antes never count.</source>
        <translation>Tasten: F Fold, K Check, C Call, B Bet, R Raise, A All-in; die Rücktaste nimmt eine zurück. Gesetzte Blinds und Antes zählen nie.</translation>
    </message>
    <message>
        <source>Question {number}</source>
        <translation>Frage {number}</translation>
    </message>
    <message>
        <source>Answered:</source>
        <translation>Beantwortet:</translation>
    </message>
    <message>
        <source>Names, separated by commas</source>
        <translation>Namen, mit Kommas getrennt</translation>
    </message>
    <message>
        <source>What was said, who called the floor…</source>
        <translation>Was gesagt wurde, wer den Floor gerufen hat…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Turnierleitung</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Eintragen</translation>
    </message>
    <message>
        <source>Add the ruling to the incident log (Ctrl+Enter)</source>
        <translation>Die Entscheidung ins Vorfallsprotokoll aufnehmen (Strg+Enter)</translation>
    </message>
    <message>
        <source>Incident log</source>
        <translation>Vorfallsprotokoll</translation>
    </message>
    <message>
        <source>The {0}: drawn at random</source>
        <translation>{0}: zufällig gezogen</translation>
    </message>
    <message>
        <source>One of {0} face-down cards. “Record and draw” draws it and writes it in the incident log; the card to take shows here.</source>
        <translation>Eine von {0} verdeckten Karten. „Eintragen und ziehen“ zieht sie und schreibt sie ins Vorfallsprotokoll; die zu nehmende Karte erscheint hier.</translation>
    </message>
    <message>
        <source>Record and draw</source>
        <translation>Eintragen und ziehen</translation>
    </message>
    <message>
        <source>Keeps the time and the answers too (Ctrl+Enter); Edit › Undo takes it back.</source>
        <translation>Behält auch die Zeit und die Antworten (Strg+Enter); Bearbeiten › Rückgängig nimmt es zurück.</translation>
    </message>
    <message>
        <source>Card {0} is the {1}</source>
        <translation>Karte {0} ist {1}</translation>
    </message>
    <message>
        <source>Recorded in the incident log as ruling {number} by {director}. Edit › Undo in the main window takes it back.</source>
        <translation>Im Vorfallsprotokoll als Entscheidung {number} von {director} eingetragen. Bearbeiten › Rückgängig im Hauptfenster nimmt es zurück.</translation>
    </message>
</context>
<context>
    <name>ruling_wizard_search</name>
    <message>
        <source>e.g. 4 card flop</source>
        <translation>z. B. Flop mit 4 Karten</translation>
    </message>
    <message>
        <source>Enter opens the one chosen; ↑↓ choose.</source>
        <translation>Enter öffnet die gewählte; ↑↓ wählen.</translation>
    </message>
    <message>
        <source>{count} situations. Type a few words to find one.</source>
        <translation>{count} Situationen. Ein paar Worte eingeben, um eine zu finden.</translation>
    </message>
    <message>
        <source>No situation matches “{0}”.</source>
        <translation>Keine Situation passt zu „{0}“.</translation>
    </message>
</context>
<context>
    <name>rulings</name>
    <message>
        <source>FTR decks</source>
        <extracomment>The rulebooks by the names a director says.</extracomment>
        <translation>FTR-Decks</translation>
    </message>
    <message>
        <source>FTR decks with FTR action</source>
        <translation>FTR-Decks mit FTR-Action</translation>
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
        <translation>Ein Spieler mit lebender Hand, auch ein All-in-Spieler, muss am Tisch bleiben, bis die Hand zu Ende ist; wer geht, kann bestraft werden. Die Hand ist deshalb nicht tot, aber gegen einen Spieler, der zum Handeln nicht da ist, kann die Clock gerufen werden.</translation>
    </message>
    <message>
        <source>Absent player at the deal, or player leaves with a live hand</source>
        <translation>Abwesender Spieler beim Geben, oder Spieler verlässt den Tisch mit lebender Hand</translation>
    </message>
    <message>
        <source>Ask the player to come back to the table.</source>
        <translation>Den Spieler an den Tisch zurückbitten.</translation>
    </message>
    <message>
        <source>Call the clock if they are not there to act.</source>
        <translation>Die Clock rufen, wenn er zum Handeln nicht da ist.</translation>
    </message>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Die Hand weiterspielen.</translation>
    </message>
    <message>
        <source>Decide on a penalty after the hand.</source>
        <translation>Nach der Hand über eine Strafe entscheiden.</translation>
    </message>
    <message>
        <source>Fold the absent player&apos;s hand when the action reaches it.</source>
        <translation>Die Hand des abwesenden Spielers folden, wenn die Aktion bei ihr ankommt.</translation>
    </message>
    <message>
        <source>House rule: an absent player is always dealt in, and the hand is folded only if they are still away when the action reaches them. The player was back in time, so the hand is live.</source>
        <translation>Hausregel: Ein abwesender Spieler bekommt immer Karten, und die Hand wird nur gefoldet, wenn er noch weg ist, wenn die Aktion bei ihm ankommt. Der Spieler war rechtzeitig zurück, also ist die Hand lebend.</translation>
    </message>
    <message>
        <source>House rule: the player was not there when the action reached them, so the hand is folded, even a live blind&apos;s option. Blinds posted stay in the pot; the player keeps being dealt in and blinded while away.</source>
        <translation>Hausregel: Der Spieler war nicht da, als die Aktion bei ihm ankam, also wird die Hand gefoldet, auch die Option eines Live-Blinds. Gesetzte Blinds bleiben im Pot; der Spieler bekommt weiter Karten und zahlt Blinds, solange er weg ist.</translation>
    </message>
    <message>
        <source>Keep dealing them in and posting their blinds while they are away.</source>
        <translation>Ihm weiter Karten geben und seine Blinds setzen, solange er weg ist.</translation>
    </message>
    <message>
        <source>Kill the absent player&apos;s hand as soon as the deal is finished.</source>
        <translation>Die Hand des abwesenden Spielers töten, sobald fertig gegeben ist.</translation>
    </message>
    <message>
        <source>Leave their blinds and antes in the pot.</source>
        <translation>Seine Blinds und Antes im Pot lassen.</translation>
    </message>
    <message>
        <source>Leave their blinds in the pot.</source>
        <translation>Seine Blinds im Pot lassen.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>The player walked away from the table with a live hand</source>
        <translation>Der Spieler hat den Tisch mit einer lebenden Hand verlassen</translation>
    </message>
    <message>
        <source>The player was at the seat when the last card of the deal was dealt, so the hand is live.</source>
        <translation>Der Spieler war am Platz, als die letzte Karte gegeben wurde, also ist die Hand lebend.</translation>
    </message>
    <message>
        <source>The player was away when the cards were dealt</source>
        <translation>Der Spieler war nicht da, als die Karten gegeben wurden</translation>
    </message>
    <message>
        <source>The player was not at the seat when the last card of the initial deal was dealt: the hand is dead at once, and any blinds and antes the player posted stay in the pot. An absent player is still dealt in and posts blinds and antes every hand.</source>
        <translation>Der Spieler war nicht am Platz, als die letzte Karte der ersten Runde gegeben wurde: Die Hand ist sofort tot, und die Blinds und Antes, die der Spieler gesetzt hat, bleiben im Pot. Ein abwesender Spieler bekommt trotzdem Karten und setzt jede Hand Blinds und Antes.</translation>
    </message>
    <message>
        <source>Was the player at their seat (within reach of the chair) when the last card of the initial deal was dealt?</source>
        <translation>War der Spieler an seinem Platz (in Reichweite seines Stuhls), als die letzte Karte der ersten Runde gegeben wurde?</translation>
    </message>
    <message>
        <source>Was the player back in their seat when the action reached them?</source>
        <translation>War der Spieler wieder an seinem Platz, als die Aktion bei ihm ankam?</translation>
    </message>
    <message>
        <source>What happened?</source>
        <translation>Was ist passiert?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>absent player</source>
        <translation>abwesender Spieler</translation>
    </message>
    <message>
        <source>away from table</source>
        <translation>vom Tisch weg</translation>
    </message>
    <message>
        <source>missing player</source>
        <translation>fehlender Spieler</translation>
    </message>
    <message>
        <source>not at seat</source>
        <translation>nicht am Platz</translation>
    </message>
    <message>
        <source>player away</source>
        <translation>Spieler weg</translation>
    </message>
    <message>
        <source>player left the table</source>
        <translation>Spieler hat den Tisch verlassen</translation>
    </message>
</context>
<context>
    <name>rulings.action-out-of-turn</name>
    <message>
        <source>A declared fold is binding: the hand is dead. The action goes back to the player whose turn it was.</source>
        <translation>Ein angesagter Fold ist bindend: Die Hand ist tot. Die Aktion geht zurück zu dem Spieler, der an der Reihe war.</translation>
    </message>
    <message>
        <source>A fold out of turn is always binding. The action goes back to the player whose turn it was.</source>
        <translation>Ein Fold außer der Reihe ist immer bindend. Die Aktion geht zurück zu dem Spieler, der an der Reihe war.</translation>
    </message>
    <message>
        <source>A player in between bet, called or raised, so the out-of-turn action is not binding: the chips come back and the player decides afresh at their turn.</source>
        <translation>Ein Spieler dazwischen hat gesetzt, gecallt oder erhöht, also ist die Aktion außer der Reihe nicht bindend: Die Chips kommen zurück, und der Spieler entscheidet neu, wenn er an der Reihe ist.</translation>
    </message>
    <message>
        <source>A player who checked out of turn may not bet or raise at their next turn: if nobody bets they stay checked, and facing a bet they may only call or fold.</source>
        <translation>Ein Spieler, der außer der Reihe gecheckt hat, darf bei seinem nächsten Zug weder setzen noch erhöhen: Setzt niemand, bleibt es beim Check; vor einem Bet darf er nur callen oder folden.</translation>
    </message>
    <message>
        <source>Action out of turn</source>
        <translation>Aktion außer der Reihe</translation>
    </message>
    <message>
        <source>At their turn, the player who checked out of turn may only check, call or fold.</source>
        <translation>Wenn er an der Reihe ist, darf der Spieler, der außer der Reihe gecheckt hat, nur checken, callen oder folden.</translation>
    </message>
    <message>
        <source>Back the action up to the player whose turn it was.</source>
        <translation>Die Aktion zu dem Spieler zurückführen, der an der Reihe war.</translation>
    </message>
    <message>
        <source>Bet or raise</source>
        <translation>Bet oder Raise</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Call</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Consider a penalty if it happens again.</source>
        <translation>Bei Wiederholung eine Strafe erwägen.</translation>
    </message>
    <message>
        <source>Consider a penalty, especially if it is deliberate or repeated.</source>
        <translation>Eine Strafe erwägen, besonders bei Absicht oder Wiederholung.</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Fold</translation>
    </message>
    <message>
        <source>Nobody in between bet, called or raised, so the out-of-turn action may be held binding. Deliberately acting out of turn is not tolerated.</source>
        <translation>Niemand dazwischen hat gesetzt, gecallt oder erhöht, also kann die Aktion außer der Reihe als bindend gelten. Absichtliches Handeln außer der Reihe wird nicht geduldet.</translation>
    </message>
    <message>
        <source>Once the action went back to the skipped player(s), what did they do?</source>
        <translation>Als die Aktion zum übersprungenen Spieler (oder den Spielern) zurückging, was haben sie getan?</translation>
    </message>
    <message>
        <source>Only checks or folds</source>
        <translation>Nur Checks oder Folds</translation>
    </message>
    <message>
        <source>Return the chips the player put in out of turn.</source>
        <translation>Dem Spieler die außer der Reihe gesetzten Chips zurückgeben.</translation>
    </message>
    <message>
        <source>Someone bet or raised</source>
        <translation>Jemand hat gesetzt oder erhöht</translation>
    </message>
    <message>
        <source>Someone called, nobody bet or raised</source>
        <translation>Jemand hat gecallt, niemand hat gesetzt oder erhöht</translation>
    </message>
    <message>
        <source>The action facing the player who acted out of turn has changed (a bet or raise in between), so that action is not binding: their chips come back and they have every option (call, raise or fold).</source>
        <translation>Die Aktion, vor der der Spieler außer der Reihe stand, hat sich geändert (ein Bet oder Raise dazwischen), also ist seine Aktion nicht bindend: Seine Chips kommen zurück, und er hat alle Optionen (callen, erhöhen oder folden).</translation>
    </message>
    <message>
        <source>The action is backed up to the skipped player. Their check, call or fold does not change the action the out-of-turn player faced, so the out-of-turn action is binding. A penalty may follow.</source>
        <translation>Die Aktion geht zurück zum übersprungenen Spieler. Sein Check, Call oder Fold ändert nichts an der Aktion, vor der der Spieler außer der Reihe stand, also ist die Aktion außer der Reihe bindend. Eine Strafe ist möglich.</translation>
    </message>
    <message>
        <source>The player who folded out of turn stays folded.</source>
        <translation>Der Spieler, der außer der Reihe gefoldet hat, bleibt draußen.</translation>
    </message>
    <message>
        <source>Warn the player if it was deliberate.</source>
        <translation>Den Spieler verwarnen, wenn es Absicht war.</translation>
    </message>
    <message>
        <source>What did the player do out of turn?</source>
        <translation>Was hat der Spieler außer der Reihe getan?</translation>
    </message>
    <message>
        <source>When it comes back round, hold the out-of-turn action as made.</source>
        <translation>Wenn die Aktion zurückkommt, die Aktion außer der Reihe wie gemacht gelten lassen.</translation>
    </message>
    <message>
        <source>When it comes back round, the out-of-turn action stands as made.</source>
        <translation>Wenn die Aktion zurückkommt, gilt die Aktion außer der Reihe wie gemacht.</translation>
    </message>
    <message>
        <source>When it is their turn, they act as they choose.</source>
        <translation>Wenn er an der Reihe ist, handelt er, wie er will.</translation>
    </message>
    <message>
        <source>When it is their turn, they may call, raise or fold.</source>
        <translation>Wenn er an der Reihe ist, darf er callen, erhöhen oder folden.</translation>
    </message>
    <message>
        <source>acted out of turn</source>
        <translation>außer der Reihe gehandelt</translation>
    </message>
    <message>
        <source>bet out of turn</source>
        <translation>außer der Reihe gesetzt</translation>
    </message>
    <message>
        <source>checked out of turn</source>
        <translation>außer der Reihe gecheckt</translation>
    </message>
    <message>
        <source>folded out of turn</source>
        <translation>außer der Reihe gefoldet</translation>
    </message>
    <message>
        <source>oot</source>
        <translation>oot</translation>
    </message>
    <message>
        <source>out of turn</source>
        <translation>außer der Reihe</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
</context>
<context>
    <name>rulings.all-in-exposure</name>
    <message>
        <source>A hand the dealer exposes stays live: play on with the betting, the exposed cards in view.</source>
        <translation>Eine Hand, die der Dealer aufdeckt, bleibt lebend: Die Setzrunde geht weiter, die aufgedeckten Karten bleiben sichtbar.</translation>
    </message>
    <message>
        <source>All betting is over with a player all-in: every hand in the main and side pots is turned face up at once, before the rest of the board is dealt. A player who is all-in or has called may not muck without showing.</source>
        <translation>Alles Setzen ist vorbei, ein Spieler ist all-in: Alle Hände im Main Pot und in den Side Pots werden sofort aufgedeckt, bevor der Rest des Boards kommt. Ein Spieler, der all-in ist oder gecallt hat, darf nicht mucken, ohne zu zeigen.</translation>
    </message>
    <message>
        <source>All-in: turning hands up, early or dealer-caused exposure</source>
        <translation>All-in: Hände aufdecken, zu früh oder durch den Dealer aufgedeckt</translation>
    </message>
    <message>
        <source>Ask the table whether all betting is done.</source>
        <translation>Am Tisch fragen, ob alles Setzen vorbei ist.</translation>
    </message>
    <message>
        <source>Betting is not over, but a player&apos;s exposed hand stays live; exposing cards with action pending may be penalised after the hand.</source>
        <translation>Das Setzen ist nicht vorbei, aber die aufgedeckte Hand eines Spielers bleibt lebend; Karten bei ausstehender Aktion aufzudecken kann nach der Hand bestraft werden.</translation>
    </message>
    <message>
        <source>Carry on with the betting.</source>
        <translation>Mit dem Setzen weitermachen.</translation>
    </message>
    <message>
        <source>Decide on a penalty after the hand.</source>
        <translation>Nach der Hand über eine Strafe entscheiden.</translation>
    </message>
    <message>
        <source>Did anyone turn a hand up early?</source>
        <translation>Hat jemand eine Hand zu früh aufgedeckt?</translation>
    </message>
    <message>
        <source>During hand-for-hand, keep the cards face down until the floor says to go on.</source>
        <translation>Im Hand-for-Hand die Karten verdeckt lassen, bis der Floor sagt, dass es weitergeht.</translation>
    </message>
    <message>
        <source>Finish the hand among the remaining players.</source>
        <translation>Die Hand unter den übrigen Spielern zu Ende spielen.</translation>
    </message>
    <message>
        <source>Give any odd chips to the first player left of the button.</source>
        <translation>Ungerade Chips dem ersten Spieler links vom Button geben.</translation>
    </message>
    <message>
        <source>Give back the bets of the last betting round to the players who made them.</source>
        <translation>Die Einsätze der letzten Setzrunde den Spielern zurückgeben, die sie gemacht haben.</translation>
    </message>
    <message>
        <source>Have every hand in play turned face up.</source>
        <translation>Alle Hände im Spiel aufdecken lassen.</translation>
    </message>
    <message>
        <source>Have every player in the hand turn their cards face up now.</source>
        <translation>Alle Spieler in der Hand jetzt ihre Karten aufdecken lassen.</translation>
    </message>
    <message>
        <source>House rule: a player who turns their hand up before betting is complete mucks it (so does a player who hides that they can still bet).</source>
        <translation>Hausregel: Ein Spieler, der seine Hand aufdeckt, bevor das Setzen beendet ist, muckt sie (ebenso ein Spieler, der verschweigt, dass er noch setzen kann).</translation>
    </message>
    <message>
        <source>House rule: hands are turned up only when all betting is finished and the dealer has asked the table; anyone who can still bet must say so.</source>
        <translation>Hausregel: Hände werden erst aufgedeckt, wenn alles Setzen beendet ist und der Dealer am Tisch gefragt hat; wer noch setzen kann, muss es sagen.</translation>
    </message>
    <message>
        <source>House rule: the dealer asks whether all betting is done and then has every hand in play turned face up. Players in a side pot show before an all-in player who is only in the main pot.</source>
        <translation>Hausregel: Der Dealer fragt, ob alles Setzen vorbei ist, und lässt dann alle Hände im Spiel aufdecken. Spieler in einem Side Pot zeigen vor einem All-in-Spieler, der nur im Main Pot ist.</translation>
    </message>
    <message>
        <source>House rule: when the dealer is at fault for a hand turned up (the A-13 procedure having been followed), the live players split the pot; the bets of the last round are taken back, and the odd chips go to the player left of the button.</source>
        <translation>Hausregel: Ist der Dealer an einer aufgedeckten Hand schuld (und wurde das Verfahren nach A-13 eingehalten), teilen sich die lebenden Spieler den Pot; die Einsätze der letzten Runde werden zurückgenommen, und die ungeraden Chips gehen an den Spieler links vom Button.</translation>
    </message>
    <message>
        <source>Is all betting over (someone all-in and nobody left who can still bet)?</source>
        <translation>Ist alles Setzen vorbei (jemand ist all-in und niemand kann mehr setzen)?</translation>
    </message>
    <message>
        <source>Kill the player&apos;s hand.</source>
        <translation>Die Hand des Spielers töten.</translation>
    </message>
    <message>
        <source>Let the hand play on, cards exposed.</source>
        <translation>Die Hand mit den aufgedeckten Karten weiterspielen lassen.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>No: when do the hands go face up?</source>
        <translation>Nein: Wann werden die Hände aufgedeckt?</translation>
    </message>
    <message>
        <source>Not yet: players with chips can still bet, so the hands stay face down until all betting is over.</source>
        <translation>Noch nicht: Spieler mit Chips können noch setzen, also bleiben die Hände verdeckt, bis alles Setzen vorbei ist.</translation>
    </message>
    <message>
        <source>Split the rest of the pot equally among the live players.</source>
        <translation>Den Rest des Pots gleichmäßig unter den lebenden Spielern teilen.</translation>
    </message>
    <message>
        <source>Then deal the rest of the board.</source>
        <translation>Dann den Rest des Boards geben.</translation>
    </message>
    <message>
        <source>Turn all hands face up once nobody can bet any more.</source>
        <translation>Alle Hände aufdecken, sobald niemand mehr setzen kann.</translation>
    </message>
    <message>
        <source>When nobody can bet any more, ask the table and have all hands turned up.</source>
        <translation>Wenn niemand mehr setzen kann, am Tisch fragen und alle Hände aufdecken lassen.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Yes, the dealer did</source>
        <translation>Ja, der Dealer</translation>
    </message>
    <message>
        <source>Yes, the player did</source>
        <translation>Ja, der Spieler</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>all in</translation>
    </message>
    <message>
        <source>all in showdown</source>
        <translation>All-in-Showdown</translation>
    </message>
    <message>
        <source>cards up</source>
        <translation>Karten offen</translation>
    </message>
    <message>
        <source>dealer exposed hand</source>
        <translation>Dealer hat Hand aufgedeckt</translation>
    </message>
    <message>
        <source>exposed all in hand</source>
        <translation>aufgedeckte All-in-Hand</translation>
    </message>
    <message>
        <source>hands face up</source>
        <translation>Hände offen</translation>
    </message>
    <message>
        <source>turn hands up</source>
        <translation>Hände aufdecken</translation>
    </message>
</context>
<context>
    <name>rulings.boxed-card</name>
    <message>
        <source>Among the hole cards being dealt</source>
        <translation>Unter den Hole Cards beim Geben</translation>
    </message>
    <message>
        <source>Boxed card found</source>
        <translation>Verkehrt liegende Karte gefunden (Boxed Card)</translation>
    </message>
    <message>
        <source>Carry on dealing.</source>
        <translation>Weiter geben.</translation>
    </message>
    <message>
        <source>Deal again with the button and blinds where they were.</source>
        <translation>Neu geben, Button und Blinds bleiben, wo sie waren.</translation>
    </message>
    <message>
        <source>Deal the same hand again: the button, the blinds and the limits stay where they were, and the same players are dealt in.</source>
        <translation>Dieselbe Hand neu geben: Button, Blinds und Limits bleiben, wo sie waren, und dieselben Spieler bekommen Karten.</translation>
    </message>
    <message>
        <source>How many boxed cards were found on the initial deal?</source>
        <translation>Wie viele verkehrt liegende Karten wurden in der ersten Runde gefunden?</translation>
    </message>
    <message>
        <source>In the stub, while dealing the board</source>
        <translation>Im Reststapel, beim Geben des Boards</translation>
    </message>
    <message>
        <source>Misdeal: two or more boxed cards on the initial deal, found before substantial action. The hand is dealt again exactly as before.</source>
        <translation>Misdeal: zwei oder mehr verkehrt liegende Karten in der ersten Runde, gefunden vor substanzieller Aktion. Die Hand wird genau wie vorher neu gegeben.</translation>
    </message>
    <message>
        <source>Misdeal: two or more boxed cards were found before two players after the blinds acted.</source>
        <translation>Misdeal: Zwei oder mehr verkehrt liegende Karten wurden gefunden, bevor zwei Spieler nach den Blinds gehandelt haben.</translation>
    </message>
    <message>
        <source>Not a misdeal. TDA 2024 gives no procedure for a single boxed card, so the floor uses the customary one: the boxed card is a scrap of paper, taken out and replaced by the next card (if that card has already gone face down into a hand, the replacement comes after the round is dealt).</source>
        <translation>Kein Misdeal. TDA 2024 nennt kein Verfahren für eine einzelne verkehrt liegende Karte, also wendet der Floor das übliche an: Die Karte gilt als Stück Papier, wird herausgenommen und durch die nächste Karte ersetzt (ist diese schon verdeckt in eine Hand gegangen, kommt der Ersatz nach der Runde).</translation>
    </message>
    <message>
        <source>One</source>
        <translation>Eine</translation>
    </message>
    <message>
        <source>Replace it with the next card from the stub (after the round is dealt if the next card has already gone into a hand).</source>
        <translation>Sie durch die nächste Karte aus dem Reststapel ersetzen (nach der Runde, wenn die nächste Karte schon in eine Hand gegangen ist).</translation>
    </message>
    <message>
        <source>Reshuffle and cut again.</source>
        <translation>Neu mischen und abheben.</translation>
    </message>
    <message>
        <source>Shuffle and cut again.</source>
        <translation>Neu mischen und abheben.</translation>
    </message>
    <message>
        <source>Stop the deal and collect every card.</source>
        <translation>Das Geben stoppen und alle Karten einsammeln.</translation>
    </message>
    <message>
        <source>Take the boxed card out of play and show it to the table.</source>
        <translation>Die verkehrt liegende Karte aus dem Spiel nehmen und dem Tisch zeigen.</translation>
    </message>
    <message>
        <source>The boxed card is a meaningless scrap of paper. It is replaced by the card below it; if that card has already been dealt face down into a hand, the boxed card is replaced once the round of dealing is finished.</source>
        <translation>Die verkehrt liegende Karte ist ein bedeutungsloses Stück Papier. Sie wird durch die Karte darunter ersetzt; ist diese schon verdeckt in eine Hand gegeben, wird die verkehrt liegende Karte ersetzt, sobald die Runde fertig gegeben ist.</translation>
    </message>
    <message>
        <source>Two or more</source>
        <translation>Zwei oder mehr</translation>
    </message>
    <message>
        <source>Where was the boxed card found?</source>
        <translation>Wo wurde die verkehrt liegende Karte gefunden?</translation>
    </message>
    <message>
        <source>boxed card</source>
        <translation>boxed card</translation>
    </message>
    <message>
        <source>card face up in the deck</source>
        <translation>Karte offen im Deck</translation>
    </message>
    <message>
        <source>reversed card</source>
        <translation>umgedrehte Karte</translation>
    </message>
    <message>
        <source>upside down card</source>
        <translation>verkehrt liegende Karte</translation>
    </message>
</context>
<context>
    <name>rulings.burn-error</name>
    <message>
        <source>Before the next street, restore the order: after a double burn put one burned card back on top as the next burn; after a missed burn burn one extra card.</source>
        <translation>Vor der nächsten Straße die Reihenfolge wiederherstellen: nach einer doppelten Burn-Card eine gebrannte Karte als nächste Burn-Card oben auflegen; nach einer fehlenden Burn-Card eine Karte mehr brennen.</translation>
    </message>
    <message>
        <source>Betting has started on the card, so it stands. The burn protects the stub; it does not preserve the order of the cards, so nothing is done to recover the &apos;right&apos; cards: burn exactly one card before each later street.</source>
        <translation>Auf die Karte wurde schon gesetzt, also bleibt sie. Die Burn-Card schützt den Reststapel, sie bewahrt nicht die Reihenfolge der Karten; es wird also nichts getan, um die „richtigen“ Karten zurückzuholen: vor jeder weiteren Straße genau eine Karte brennen.</translation>
    </message>
    <message>
        <source>Betting has started on the card, so it stands; but the cards that follow should be those that would have come without the mistake (after a double burn, put one of the burned cards back on top of the stub as the next burn; after a missed burn, burn one extra card next time).</source>
        <translation>Auf die Karte wurde schon gesetzt, also bleibt sie; die folgenden Karten sollen aber die sein, die ohne den Fehler gekommen wären (nach einer doppelten Burn-Card eine der gebrannten Karten als nächste Burn-Card oben auf den Reststapel legen; nach einer fehlenden Burn-Card beim nächsten Mal eine Karte mehr brennen).</translation>
    </message>
    <message>
        <source>Burn exactly one card before each later street.</source>
        <translation>Vor jeder weiteren Straße genau eine Karte brennen.</translation>
    </message>
    <message>
        <source>Carry on with the betting.</source>
        <translation>Mit dem Setzen weitermachen.</translation>
    </message>
    <message>
        <source>Deal the next card from the stub as the turn (or river).</source>
        <translation>Die nächste Karte aus dem Reststapel als Turn (oder River) geben.</translation>
    </message>
    <message>
        <source>Double burn, or missed burn, on the turn or river</source>
        <translation>Doppelte oder fehlende Burn-Card vor Turn oder River</translation>
    </message>
    <message>
        <source>Move the card dealt to the burn pile.</source>
        <translation>Die gegebene Karte zu den Burn-Cards legen.</translation>
    </message>
    <message>
        <source>No action yet: TDA 2024 has no rule for a missed burn on the turn or river, so the floor repairs it the way Rule 39-B repairs a flop without a burn: the card dealt becomes the burn and the next card off the stub is dealt in its place.</source>
        <translation>Noch keine Aktion: TDA 2024 hat keine Regel für eine fehlende Burn-Card vor Turn oder River, also korrigiert der Floor es so, wie Regel 39-B einen Flop ohne Burn-Card korrigiert: Die gegebene Karte wird zur Burn-Card, und die nächste Karte aus dem Reststapel wird an ihrer Stelle gegeben.</translation>
    </message>
    <message>
        <source>No betting yet on the card, so the mistake is corrected to give the cards that should have come: the second card burned becomes the turn (or river), and the card that was turned goes back on top of the stub as the next burn (with players all-in, correct it any time before the pot is awarded).</source>
        <translation>Auf die Karte wurde noch nicht gesetzt, also wird der Fehler so korrigiert, dass die richtigen Karten kommen: Die zweite gebrannte Karte wird Turn (oder River), und die aufgedeckte Karte kommt als nächste Burn-Card zurück oben auf den Reststapel (sind Spieler all-in, jederzeit korrigieren, bevor der Pot vergeben ist).</translation>
    </message>
    <message>
        <source>No betting yet on the card, so the mistake is corrected: the card dealt becomes the burn and the next card is dealt in its place (with players all-in, correct it any time before the pot is awarded).</source>
        <translation>Auf die Karte wurde noch nicht gesetzt, also wird der Fehler korrigiert: Die gegebene Karte wird zur Burn-Card und die nächste Karte an ihrer Stelle gegeben (sind Spieler all-in, jederzeit korrigieren, bevor der Pot vergeben ist).</translation>
    </message>
    <message>
        <source>No card was burned before the turn or river</source>
        <translation>Vor Turn oder River wurde keine Karte gebrannt</translation>
    </message>
    <message>
        <source>Play on with the board as dealt.</source>
        <translation>Mit dem Board wie gegeben weiterspielen.</translation>
    </message>
    <message>
        <source>Take back the card that was turned and put it face down on top of the stub (it becomes the next burn).</source>
        <translation>Die aufgedeckte Karte zurücknehmen und verdeckt oben auf den Reststapel legen (sie wird die nächste Burn-Card).</translation>
    </message>
    <message>
        <source>The card dealt stands: a burn only protects the stub, not the order of the cards, and TDA 2024 never burns or unburns cards to restore an order. Burn exactly one card before each later street.</source>
        <translation>Die gegebene Karte bleibt: Eine Burn-Card schützt nur den Reststapel, nicht die Reihenfolge der Karten, und TDA 2024 brennt nie Karten nach oder nimmt sie zurück, um eine Reihenfolge herzustellen. Vor jeder weiteren Straße genau eine Karte brennen.</translation>
    </message>
    <message>
        <source>Turn the second burned card face up as the turn (or river).</source>
        <translation>Die zweite gebrannte Karte als Turn (oder River) aufdecken.</translation>
    </message>
    <message>
        <source>Two cards were burned</source>
        <translation>Es wurden zwei Karten gebrannt</translation>
    </message>
    <message>
        <source>What went wrong?</source>
        <translation>Was ist schiefgelaufen?</translation>
    </message>
    <message>
        <source>burn mistake</source>
        <translation>Burn-Fehler</translation>
    </message>
    <message>
        <source>burned two cards</source>
        <translation>zwei Karten gebrannt</translation>
    </message>
    <message>
        <source>double burn</source>
        <translation>doppelte Burn-Card</translation>
    </message>
    <message>
        <source>missed burn</source>
        <translation>fehlende Burn-Card</translation>
    </message>
    <message>
        <source>no burn on the river</source>
        <translation>keine Burn-Card vor dem River</translation>
    </message>
    <message>
        <source>no burn on the turn</source>
        <translation>keine Burn-Card vor dem Turn</translation>
    </message>
    <message>
        <source>two burn cards</source>
        <translation>zwei Burn-Cards</translation>
    </message>
</context>
<context>
    <name>rulings.button-after-reseat</name>
    <message>
        <source>After the reseat, are at least half of the players at this table new to it?</source>
        <translation>Ist nach dem Umsetzen mindestens die Hälfte der Spieler an diesem Tisch neu?</translation>
    </message>
    <message>
        <source>Deal each player a card; the highest by suit (spades, hearts, diamonds, clubs) takes the button.</source>
        <translation>Jedem Spieler eine Karte geben; die höchste nach Farbe (Pik, Herz, Karo, Kreuz) bekommt den Button.</translation>
    </message>
    <message>
        <source>Deal each player a card; the highest by suit takes the button.</source>
        <translation>Jedem Spieler eine Karte geben; die höchste nach Farbe bekommt den Button.</translation>
    </message>
    <message>
        <source>Deal moved players in unless they sit between the small blind and the button.</source>
        <translation>Umgesetzten Spielern Karten geben, außer sie sitzen zwischen Small Blind und Button.</translation>
    </message>
    <message>
        <source>Fewer than half the players are new, so the button keeps moving as before, every player getting each position once in the round.</source>
        <translation>Weniger als die Hälfte der Spieler ist neu, also läuft der Button weiter wie bisher, und jeder Spieler bekommt jede Position einmal pro Runde.</translation>
    </message>
    <message>
        <source>House rule: at the final table the players draw for the button, highest card by suit.</source>
        <translation>Hausregel: Am Finaltisch ziehen die Spieler um den Button, höchste Karte nach Farbe.</translation>
    </message>
    <message>
        <source>House rule: when half or more of the table is new after a reseat, the players draw for the button before play resumes.</source>
        <translation>Hausregel: Ist nach einem Umsetzen die Hälfte des Tisches oder mehr neu, ziehen die Spieler um den Button, bevor das Spiel weitergeht.</translation>
    </message>
    <message>
        <source>Is this the final table being formed?</source>
        <translation>Wird gerade der Finaltisch gebildet?</translation>
    </message>
    <message>
        <source>Leave the button where the rotation puts it.</source>
        <translation>Den Button dort lassen, wo die Rotation ihn hinsetzt.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Place the button by the house&apos;s method (e.g. draw for high card).</source>
        <translation>Den Button nach dem Verfahren des Hauses platzieren (z. B. um die höchste Karte ziehen).</translation>
    </message>
    <message>
        <source>Seat the final table by random draw.</source>
        <translation>Den Finaltisch per Zufallsziehung setzen.</translation>
    </message>
    <message>
        <source>TDA 2024 leaves the final-table button to the house (a draw for high card is common); the final table is formed as the procedure for the event&apos;s table size says.</source>
        <translation>TDA 2024 überlässt den Button am Finaltisch dem Haus (üblich ist das Ziehen um die höchste Karte); der Finaltisch wird nach dem Verfahren für die Tischgröße des Events gebildet.</translation>
    </message>
    <message>
        <source>The button is not drawn again: it keeps its dead-button rotation, and players moved in may land in any seat (blinds and button included), dealt in except between the small blind and the button.</source>
        <translation>Der Button wird nicht neu gezogen: Er läuft als Dead Button weiter, und umgesetzte Spieler können auf jedem Platz landen (auch Blinds und Button); sie bekommen Karten, außer zwischen Small Blind und Button.</translation>
    </message>
    <message>
        <source>Where the button goes after a reseat or at the final table</source>
        <translation>Wohin der Button nach einem Umsetzen oder am Finaltisch kommt</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>button after reseat</source>
        <translation>Button nach Umsetzen</translation>
    </message>
    <message>
        <source>draw for the button</source>
        <translation>um den Button ziehen</translation>
    </message>
    <message>
        <source>final table button</source>
        <translation>Button am Finaltisch</translation>
    </message>
    <message>
        <source>high card for the button</source>
        <translation>hohe Karte für den Button</translation>
    </message>
    <message>
        <source>new players button</source>
        <translation>Button bei neuen Spielern</translation>
    </message>
    <message>
        <source>table broken</source>
        <translation>Tisch aufgelöst</translation>
    </message>
</context>
<context>
    <name>rulings.button-misplaced</name>
    <message>
        <source>After that hand was over</source>
        <translation>Nachdem diese Hand vorbei war</translation>
    </message>
    <message>
        <source>Button or blinds in the wrong place</source>
        <translation>Button oder Blinds am falschen Platz</translation>
    </message>
    <message>
        <source>Caught before substantial action: the button is corrected. Stop the hand, put the button and blinds where they belong and deal again.</source>
        <translation>Vor substanzieller Aktion bemerkt: Der Button wird korrigiert. Die Hand stoppen, Button und Blinds an ihren richtigen Platz setzen und neu geben.</translation>
    </message>
    <message>
        <source>During the hand played with the wrong button</source>
        <translation>Während der Hand, die mit dem falschen Button gespielt wurde</translation>
    </message>
    <message>
        <source>Misdeal: the button was out of position and it was noticed before two players after the blinds acted.</source>
        <translation>Misdeal: Der Button war an der falschen Position, und es wurde bemerkt, bevor zwei Spieler nach den Blinds gehandelt haben.</translation>
    </message>
    <message>
        <source>Move the button on normally for the next hand.</source>
        <translation>Den Button für die nächste Hand normal weiterrücken.</translation>
    </message>
    <message>
        <source>Place the button and blinds for the next hand so everyone gets each position once.</source>
        <translation>Button und Blinds für die nächste Hand so setzen, dass jeder jede Position einmal bekommt.</translation>
    </message>
    <message>
        <source>Play the hand out.</source>
        <translation>Die Hand zu Ende spielen.</translation>
    </message>
    <message>
        <source>Put the button and blinds in their correct places.</source>
        <translation>Button und Blinds an ihre richtigen Plätze setzen.</translation>
    </message>
    <message>
        <source>Shuffle, cut and deal again.</source>
        <translation>Mischen, abheben und neu geben.</translation>
    </message>
    <message>
        <source>Stop the hand and collect every card; return the blinds.</source>
        <translation>Die Hand stoppen und alle Karten einsammeln; die Blinds zurückgeben.</translation>
    </message>
    <message>
        <source>Substantial action has taken place, so the hand is played out with the button where it is; on the next hand the button moves on normally and is not moved back.</source>
        <translation>Substanzielle Aktion hat stattgefunden, also wird die Hand mit dem Button, wo er ist, zu Ende gespielt; in der nächsten Hand rückt der Button normal weiter und wird nicht zurückgesetzt.</translation>
    </message>
    <message>
        <source>Tell the table the button will not be moved back.</source>
        <translation>Dem Tisch sagen, dass der Button nicht zurückgesetzt wird.</translation>
    </message>
    <message>
        <source>Tell the table what was changed.</source>
        <translation>Dem Tisch sagen, was geändert wurde.</translation>
    </message>
    <message>
        <source>The button and blinds are corrected on the next hand in a way that gives every player each position once in the round, as far as possible.</source>
        <translation>Button und Blinds werden in der nächsten Hand so korrigiert, dass jeder Spieler jede Position möglichst einmal pro Runde bekommt.</translation>
    </message>
    <message>
        <source>The hand that was played stands, and the button is not moved back to make up for it: it moves on normally from where it is (dead button).</source>
        <translation>Die gespielte Hand bleibt, und der Button wird zum Ausgleich nicht zurückgesetzt: Er rückt von seinem Platz aus normal weiter (Dead Button).</translation>
    </message>
    <message>
        <source>Two players after the blinds have acted, so the hand is played to the end; the button and blinds are then corrected on the next hand so every player gets each position once in the round.</source>
        <translation>Zwei Spieler nach den Blinds haben gehandelt, also wird die Hand zu Ende gespielt; Button und Blinds werden dann in der nächsten Hand korrigiert, damit jeder Spieler jede Position einmal pro Runde bekommt.</translation>
    </message>
    <message>
        <source>When was the mistake found?</source>
        <translation>Wann wurde der Fehler bemerkt?</translation>
    </message>
    <message>
        <source>Work out who has missed or repeated a position this round.</source>
        <translation>Ermitteln, wer in dieser Runde eine Position verpasst oder doppelt bekommen hat.</translation>
    </message>
    <message>
        <source>blinds wrong</source>
        <translation>Blinds falsch</translation>
    </message>
    <message>
        <source>button misplaced</source>
        <translation>Button verlegt</translation>
    </message>
    <message>
        <source>button moved wrong</source>
        <translation>Button falsch weitergerückt</translation>
    </message>
    <message>
        <source>button wrong</source>
        <translation>Button falsch</translation>
    </message>
    <message>
        <source>dealer button</source>
        <translation>Dealer-Button</translation>
    </message>
    <message>
        <source>wrong button</source>
        <translation>falscher Button</translation>
    </message>
</context>
<context>
    <name>rulings.cards-to-ineligible-seat</name>
    <message>
        <source>Cards dealt to a seat not entitled to a hand</source>
        <translation>Karten an einen Platz ohne Anspruch auf eine Hand gegeben</translation>
    </message>
    <message>
        <source>Deal again, leaving out the seat with no right to a hand.</source>
        <translation>Neu geben, ohne den Platz ohne Anspruch auf eine Hand.</translation>
    </message>
    <message>
        <source>Fold the absent player&apos;s hand when the action reaches it.</source>
        <translation>Die Hand des abwesenden Spielers folden, wenn die Aktion bei ihr ankommt.</translation>
    </message>
    <message>
        <source>Is it the seat of a player in the event who is away from the table (or serving a penalty)?</source>
        <translation>Ist es der Platz eines Spielers im Event, der vom Tisch weg ist (oder eine Strafe absitzt)?</translation>
    </message>
    <message>
        <source>Kill the cards at the seat with no right to a hand.</source>
        <translation>Die Karten am Platz ohne Anspruch auf eine Hand töten.</translation>
    </message>
    <message>
        <source>Kill the hand at that seat; its blinds and antes stay in the pot.</source>
        <translation>Die Hand an diesem Platz töten; ihre Blinds und Antes bleiben im Pot.</translation>
    </message>
    <message>
        <source>Let the deal go on.</source>
        <translation>Weiter geben lassen.</translation>
    </message>
    <message>
        <source>Let the hand play on.</source>
        <translation>Die Hand weiterspielen lassen.</translation>
    </message>
    <message>
        <source>Misdeal: cards were dealt to a seat not entitled to a hand, found before substantial action. The hand is dealt again exactly: same button, same players, same limits.</source>
        <translation>Misdeal: Karten wurden an einen Platz ohne Anspruch auf eine Hand gegeben, bemerkt vor substanzieller Aktion. Die Hand wird genau so neu gegeben: gleicher Button, gleiche Spieler, gleiche Limits.</translation>
    </message>
    <message>
        <source>Misdeal: cards were dealt to an empty seat or to someone with no right to a hand, and two players after the blinds have not yet acted. Reshuffle and deal again.</source>
        <translation>Misdeal: Karten wurden an einen leeren Platz oder an jemanden ohne Anspruch auf eine Hand gegeben, und noch haben keine zwei Spieler nach den Blinds gehandelt. Neu mischen und neu geben.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>No misdeal: a player in the event who is away, or serving a penalty, is dealt in; that seat was entitled to its cards. The hand is killed (an absent player&apos;s cards once the deal is complete; a penalised player&apos;s after the deal), and the blinds and antes posted there stay in the pot.</source>
        <translation>Kein Misdeal: Ein Spieler im Event, der weg ist oder eine Strafe absitzt, bekommt Karten; dieser Platz hatte Anspruch auf seine Karten. Die Hand wird getötet (beim Abwesenden, sobald fertig gegeben ist; beim Bestraften nach dem Geben), und die dort gesetzten Blinds und Antes bleiben im Pot.</translation>
    </message>
    <message>
        <source>No misdeal: under house rule A-7 a player who is away is still dealt every hand and has their blinds posted, so that seat was entitled to its cards. The hand is folded when the action reaches it (A-8).</source>
        <translation>Kein Misdeal: Nach Hausregel A-7 bekommt ein abwesender Spieler trotzdem jede Hand Karten, und seine Blinds werden gesetzt, also hatte dieser Platz Anspruch auf seine Karten. Die Hand wird gefoldet, wenn die Aktion bei ihr ankommt (A-8).</translation>
    </message>
    <message>
        <source>Shuffle and cut.</source>
        <translation>Mischen und abheben.</translation>
    </message>
    <message>
        <source>Stop the deal and gather every card.</source>
        <translation>Das Geben stoppen und alle Karten einsammeln.</translation>
    </message>
    <message>
        <source>Substantial action has taken place, so no misdeal can be called: the hand goes on. The cards at the seat with no right to a hand take no part in it; the floor has them killed.</source>
        <translation>Substanzielle Aktion hat stattgefunden, also kann kein Misdeal mehr gegeben werden: Die Hand geht weiter. Die Karten am Platz ohne Anspruch spielen nicht mit; der Floor lässt sie töten.</translation>
    </message>
    <message>
        <source>Two players after the blinds have acted, so a misdeal can no longer be declared and the hand is played to its end; Robert&apos;s does not say what becomes of the extra hand, so the director kills it, for fairness.</source>
        <translation>Zwei Spieler nach den Blinds haben gehandelt, also kann kein Misdeal mehr erklärt werden, und die Hand wird zu Ende gespielt; Robert&apos;s sagt nicht, was mit der überzähligen Hand geschieht, also tötet die Turnierleitung sie der Fairness halber.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>cards to empty seat</source>
        <translation>Karten an leeren Platz</translation>
    </message>
    <message>
        <source>dealt to empty seat</source>
        <translation>leerem Platz Karten gegeben</translation>
    </message>
    <message>
        <source>ineligible seat dealt</source>
        <translation>Karten an unberechtigten Platz</translation>
    </message>
    <message>
        <source>new player dealt in too early</source>
        <translation>neuem Spieler zu früh Karten gegeben</translation>
    </message>
    <message>
        <source>seat not entitled</source>
        <translation>Platz ohne Anspruch</translation>
    </message>
</context>
<context>
    <name>rulings.clock-called</name>
    <message>
        <source>A tie goes to the player: the action they took as time ran out counts.</source>
        <translation>Im Zweifel für den Spieler: Die Aktion, die er beim Ablauf der Zeit gemacht hat, zählt.</translation>
    </message>
    <message>
        <source>Accept the player&apos;s action.</source>
        <translation>Die Aktion des Spielers gelten lassen.</translation>
    </message>
    <message>
        <source>Carry on with the action.</source>
        <translation>Mit der Aktion weitermachen.</translation>
    </message>
    <message>
        <source>Clock called; time runs out</source>
        <translation>Clock gerufen; die Zeit läuft ab</translation>
    </message>
    <message>
        <source>Did the player act at the very moment time ran out?</source>
        <translation>Hat der Spieler genau in dem Moment gehandelt, als die Zeit ablief?</translation>
    </message>
    <message>
        <source>Kill the player&apos;s hand.</source>
        <translation>Die Hand des Spielers töten.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>On the clock the player has 25 seconds, then a 5-second count. Time ran out facing a bet, so the hand is dead.</source>
        <translation>Bei der Clock hat der Spieler 25 Sekunden, dann einen 5-Sekunden-Countdown. Die Zeit lief vor einem Bet ab, also ist die Hand tot.</translation>
    </message>
    <message>
        <source>On the clock the player has 25 seconds, then a 5-second count. Time ran out with no bet to face, so the hand is checked.</source>
        <translation>Bei der Clock hat der Spieler 25 Sekunden, dann einen 5-Sekunden-Countdown. Die Zeit lief ohne Bet ab, also gilt die Hand als gecheckt.</translation>
    </message>
    <message>
        <source>Robert&apos;s clock rule covers a player facing a bet; with no bet to face the director rules for fairness, normally treating the hand as checked.</source>
        <translation>Die Clock-Regel von Robert&apos;s gilt für einen Spieler vor einem Bet; ohne Bet entscheidet die Turnierleitung nach Fairness und wertet die Hand normalerweise als gecheckt.</translation>
    </message>
    <message>
        <source>Treat the player&apos;s action as a check.</source>
        <translation>Die Aktion des Spielers als Check werten.</translation>
    </message>
    <message>
        <source>Was the player facing a bet when time ran out?</source>
        <translation>Stand der Spieler vor einem Bet, als die Zeit ablief?</translation>
    </message>
    <message>
        <source>With the clock on, a player facing a bet has one more minute, then a ten-second warning; time ran out, so the hand is dead.</source>
        <translation>Bei laufender Clock hat ein Spieler vor einem Bet noch eine Minute, dann eine Warnung zehn Sekunden vorher; die Zeit ist abgelaufen, also ist die Hand tot.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>call the clock</source>
        <translation>Clock rufen</translation>
    </message>
    <message>
        <source>clock</source>
        <translation>Clock</translation>
    </message>
    <message>
        <source>clock called</source>
        <translation>Clock gerufen</translation>
    </message>
    <message>
        <source>stalling</source>
        <translation>Verzögern</translation>
    </message>
    <message>
        <source>taking too long</source>
        <translation>braucht zu lange</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>Zeit abgelaufen</translation>
    </message>
</context>
<context>
    <name>rulings.color-up</name>
    <message>
        <source>A player who would be left with nothing gets one chip of the smallest denomination still in play.</source>
        <translation>Ein Spieler, der ohne Chips bliebe, bekommt einen Chip des kleinsten Werts, der noch im Spiel ist.</translation>
    </message>
    <message>
        <source>Announce the colour-up.</source>
        <translation>Das Color-up ansagen.</translation>
    </message>
    <message>
        <source>Change every full set of the old chips for the new denomination.</source>
        <translation>Jeden vollen Satz der alten Chips gegen den neuen Wert tauschen.</translation>
    </message>
    <message>
        <source>Chip race: change up full sets at equal value, then race the odd chips from seat 1, one card per odd chip, at most one chip per player; nobody can be raced out of the tournament, and leftovers that don&apos;t make a chip are removed.</source>
        <translation>Chip Race: volle Sätze zum gleichen Wert tauschen, dann um die ungeraden Chips rennen, ab Platz 1, eine Karte pro ungeradem Chip, höchstens ein Chip pro Spieler; niemand kann aus dem Turnier gerannt werden, und Reste, die keinen Chip ergeben, werden entfernt.</translation>
    </message>
    <message>
        <source>Colour-up and chip race</source>
        <translation>Color-up und Chip Race</translation>
    </message>
    <message>
        <source>Deal one card per odd chip, starting at seat 1; the highest cards by suit win the new chips, one per player at most.</source>
        <translation>Eine Karte pro ungeradem Chip geben, ab Platz 1; die höchsten Karten nach Farbe gewinnen die neuen Chips, höchstens einen pro Spieler.</translation>
    </message>
    <message>
        <source>Exchange the chips at equal value.</source>
        <translation>Die Chips zum gleichen Wert tauschen.</translation>
    </message>
    <message>
        <source>House rule: when the lowest chip is no longer needed, full sets are changed up directly and each player&apos;s remaining odd chips are rounded up to one chip of the next denomination (no race).</source>
        <translation>Hausregel: Wird der kleinste Chip nicht mehr gebraucht, werden volle Sätze direkt getauscht und die restlichen ungeraden Chips jedes Spielers auf einen Chip des nächsten Werts aufgerundet (kein Race).</translation>
    </message>
    <message>
        <source>Is a chip denomination leaving play (a scheduled colour-up)?</source>
        <translation>Verlässt ein Chipwert das Spiel (ein geplantes Color-up)?</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Remove the remaining odd chips.</source>
        <translation>Die übrigen ungeraden Chips entfernen.</translation>
    </message>
    <message>
        <source>Round each player&apos;s leftover odd chips up to one chip of the next denomination.</source>
        <translation>Die übrigen ungeraden Chips jedes Spielers auf einen Chip des nächsten Werts aufrunden.</translation>
    </message>
    <message>
        <source>The director may colour up any player&apos;s chips at any time; it is announced at the table.</source>
        <translation>Die Turnierleitung darf die Chips jedes Spielers jederzeit colorn; das wird am Tisch angesagt.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>chip race</source>
        <translation>Chip Race</translation>
    </message>
    <message>
        <source>color up</source>
        <translation>Color-up</translation>
    </message>
    <message>
        <source>colour up</source>
        <translation>Colour-up</translation>
    </message>
    <message>
        <source>odd chips colour up</source>
        <translation>ungerade Chips Color-up</translation>
    </message>
    <message>
        <source>race off</source>
        <translation>Chips ausrennen</translation>
    </message>
    <message>
        <source>remove chips</source>
        <translation>Chips entfernen</translation>
    </message>
</context>
<context>
    <name>rulings.dealer-killed-hand</name>
    <message>
        <source>A clearly identifiable hand may be retrieved at the director&apos;s discretion.</source>
        <translation>Eine eindeutig erkennbare Hand kann nach Ermessen der Turnierleitung wieder herausgeholt werden.</translation>
    </message>
    <message>
        <source>A dealer may not kill a properly tabled hand that is clearly the winner: take it back out and award the pot to it.</source>
        <translation>Ein Dealer darf eine ordnungsgemäß aufgedeckte Hand, die eindeutig gewinnt, nicht töten: Sie wieder herausnehmen und ihr den Pot geben.</translation>
    </message>
    <message>
        <source>A fouled hand that can still be identified with certainty stays live.</source>
        <translation>Eine verunreinigte Hand, die sich noch sicher erkennen lässt, bleibt lebend.</translation>
    </message>
    <message>
        <source>Award the pot to it.</source>
        <translation>Ihr den Pot geben.</translation>
    </message>
    <message>
        <source>Can the hand still be identified with certainty?</source>
        <translation>Lässt sich die Hand noch sicher erkennen?</translation>
    </message>
    <message>
        <source>Cards speak: a hand shown face up can still be read, so the director restores it and awards the pot to the best hand.</source>
        <translation>Die Karten sprechen: Eine offen gezeigte Hand lässt sich noch lesen, also stellt die Turnierleitung sie wieder her und gibt den Pot der besten Hand.</translation>
    </message>
    <message>
        <source>Dealer kills or fouls a hand</source>
        <translation>Der Dealer tötet oder verunreinigt eine Hand</translation>
    </message>
    <message>
        <source>Decide whether retrieving it is in the best interest of the game.</source>
        <translation>Entscheiden, ob das Herausholen im besten Interesse des Spiels ist.</translation>
    </message>
    <message>
        <source>Had the hand been properly tabled (every card face up) and was it clearly the winner?</source>
        <translation>War die Hand ordnungsgemäß aufgedeckt (jede Karte offen) und eindeutig die Gewinnerhand?</translation>
    </message>
    <message>
        <source>If so, retrieve the cards.</source>
        <translation>Wenn ja, die Karten wieder herausholen.</translation>
    </message>
    <message>
        <source>Leave the hand dead.</source>
        <translation>Die Hand tot lassen.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Play on with the hand.</source>
        <translation>Die Hand weiterspielen.</translation>
    </message>
    <message>
        <source>Players must protect their hands: a hand killed or fouled beyond certain identification has no redress; bets that were called are not returned, an uncalled bet is.</source>
        <translation>Spieler müssen ihre Hände schützen: Für eine getötete oder so verunreinigte Hand, dass sie nicht mehr sicher zu erkennen ist, gibt es keinen Ersatz; gecallte Einsätze werden nicht zurückgegeben, ein nicht gecallter Einsatz schon.</translation>
    </message>
    <message>
        <source>Retrieve the cards.</source>
        <translation>Die Karten wieder herausholen.</translation>
    </message>
    <message>
        <source>Retrieve the tabled hand.</source>
        <translation>Die aufgedeckte Hand wieder herausholen.</translation>
    </message>
    <message>
        <source>Return any uncalled bet of that player.</source>
        <translation>Einen nicht gecallten Einsatz dieses Spielers zurückgeben.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>You must protect your own hand: if it was unprotected and the dealer killed it, there is no redress.</source>
        <translation>Du musst deine eigene Hand schützen: War sie ungeschützt und hat der Dealer sie getötet, gibt es keinen Ersatz.</translation>
    </message>
    <message>
        <source>dealer killed hand</source>
        <translation>Dealer hat Hand getötet</translation>
    </message>
    <message>
        <source>dealer mucked my hand</source>
        <translation>Dealer hat meine Hand gemuckt</translation>
    </message>
    <message>
        <source>dealer took my cards</source>
        <translation>Dealer hat meine Karten genommen</translation>
    </message>
    <message>
        <source>fouled hand</source>
        <translation>verunreinigte Hand</translation>
    </message>
    <message>
        <source>hand pushed into muck</source>
        <translation>Hand in den Muck geschoben</translation>
    </message>
</context>
<context>
    <name>rulings.disordered-stub</name>
    <message>
        <source>Can the stub be put back in its original order with certainty?</source>
        <translation>Lässt sich der Reststapel sicher in seine ursprüngliche Reihenfolge zurückbringen?</translation>
    </message>
    <message>
        <source>Carry on dealing from the new stub.</source>
        <translation>Vom neuen Reststapel weiter geben.</translation>
    </message>
    <message>
        <source>Carry on dealing.</source>
        <translation>Weiter geben.</translation>
    </message>
    <message>
        <source>Did the stub get mixed with the muck or the burn cards?</source>
        <translation>Wurde der Reststapel mit dem Muck oder den Burn-Cards vermischt?</translation>
    </message>
    <message>
        <source>Leave the muck and the burn cards aside.</source>
        <translation>Muck und Burn-Cards beiseitelegen.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>No rule covers a dropped stub, so the director rules for fairness: as it cannot be rebuilt and is mixed with the muck or burns, scramble them all together, shuffle and cut for a new stub.</source>
        <translation>Keine Regel deckt einen fallen gelassenen Reststapel ab, also entscheidet die Turnierleitung nach Fairness: Da er sich nicht wieder aufbauen lässt und mit Muck oder Burn-Cards vermischt ist, alles zusammen verwaschen, mischen und abheben für einen neuen Reststapel.</translation>
    </message>
    <message>
        <source>No rule covers a dropped stub, so the director rules for fairness: as it cannot be rebuilt, scramble, shuffle and cut the stub cards alone for a new stub.</source>
        <translation>Keine Regel deckt einen fallen gelassenen Reststapel ab, also entscheidet die Turnierleitung nach Fairness: Da er sich nicht wieder aufbauen lässt, nur die Karten des Reststapels verwaschen, mischen und abheben für einen neuen Reststapel.</translation>
    </message>
    <message>
        <source>Put the stub back in its original order.</source>
        <translation>Den Reststapel wieder in seine ursprüngliche Reihenfolge bringen.</translation>
    </message>
    <message>
        <source>Rebuild the stub in its original order and carry on.</source>
        <translation>Den Reststapel in seiner ursprünglichen Reihenfolge wieder aufbauen und weitermachen.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules (league edition) has no rule for a dropped stub, so the director rules for fairness: rebuild the stub in its original order and carry on.</source>
        <translation>Robert&apos;s Rules (Liga-Ausgabe) hat keine Regel für einen fallen gelassenen Reststapel, also entscheidet die Turnierleitung nach Fairness: den Reststapel in seiner ursprünglichen Reihenfolge wieder aufbauen und weitermachen.</translation>
    </message>
    <message>
        <source>Scramble the stub cards face down, shuffle and cut them.</source>
        <translation>Die Karten des Reststapels verdeckt verwaschen, mischen und abheben.</translation>
    </message>
    <message>
        <source>Scramble the stub, muck and burn cards together face down.</source>
        <translation>Reststapel, Muck und Burn-Cards zusammen verdeckt verwaschen.</translation>
    </message>
    <message>
        <source>Shuffle and cut them face down.</source>
        <translation>Sie verdeckt mischen und abheben.</translation>
    </message>
    <message>
        <source>Stub dropped or disordered</source>
        <translation>Reststapel fallen gelassen oder durcheinander</translation>
    </message>
    <message>
        <source>The stub cannot be rebuilt and got mixed with the muck or burns: scramble all of those cards together, shuffle and cut (face down) to make the new stub.</source>
        <translation>Der Reststapel lässt sich nicht wieder aufbauen und ist mit dem Muck oder den Burn-Cards vermischt: Alle diese Karten zusammen verdeckt verwaschen, mischen und abheben (verdeckt), das ist der neue Reststapel.</translation>
    </message>
    <message>
        <source>The stub cannot be rebuilt: make a new stub from the stub cards only (not the muck or burns), scrambled, shuffled and cut face down.</source>
        <translation>Der Reststapel lässt sich nicht wieder aufbauen: einen neuen Reststapel nur aus den Karten des Reststapels machen (nicht aus Muck oder Burn-Cards), verdeckt verwaschen, gemischt und abgehoben.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>deck fell</source>
        <translation>Deck ist runtergefallen</translation>
    </message>
    <message>
        <source>dropped deck</source>
        <translation>Deck fallen gelassen</translation>
    </message>
    <message>
        <source>dropped stub</source>
        <translation>Reststapel fallen gelassen</translation>
    </message>
    <message>
        <source>stub disordered</source>
        <translation>Reststapel durcheinander</translation>
    </message>
    <message>
        <source>stub mixed with muck</source>
        <translation>Reststapel mit Muck vermischt</translation>
    </message>
</context>
<context>
    <name>rulings.entitled-seat-dealt-out</name>
    <message>
        <source>A seat entitled to a hand was dealt out</source>
        <translation>Ein Platz mit Anspruch auf eine Hand hat keine Karten bekommen</translation>
    </message>
    <message>
        <source>Deal again, to every seat entitled to a hand.</source>
        <translation>Neu geben, an jeden Platz mit Anspruch auf eine Hand.</translation>
    </message>
    <message>
        <source>Deal that seat in from the next hand.</source>
        <translation>Diesem Platz ab der nächsten Hand Karten geben.</translation>
    </message>
    <message>
        <source>Let the hand play on without that seat.</source>
        <translation>Die Hand ohne diesen Platz weiterspielen lassen.</translation>
    </message>
    <message>
        <source>Misdeal: a player entitled to a hand was dealt out (under house rule A-7 that includes a player who is away, who is dealt every hand), and two players after the blinds have not yet acted. Reshuffle and deal again.</source>
        <translation>Misdeal: Ein Spieler mit Anspruch auf eine Hand hat keine Karten bekommen (nach Hausregel A-7 gehört dazu auch ein abwesender Spieler, der jede Hand Karten bekommt), und noch haben keine zwei Spieler nach den Blinds gehandelt. Neu mischen und neu geben.</translation>
    </message>
    <message>
        <source>Misdeal: a seat entitled to a hand was left out of the deal, found before substantial action. The hand is dealt again exactly: same button, same players, same limits.</source>
        <translation>Misdeal: Ein Platz mit Anspruch auf eine Hand wurde beim Geben ausgelassen, bemerkt vor substanzieller Aktion. Die Hand wird genau so neu gegeben: gleicher Button, gleiche Spieler, gleiche Limits.</translation>
    </message>
    <message>
        <source>Shuffle and cut.</source>
        <translation>Mischen und abheben.</translation>
    </message>
    <message>
        <source>Stop the deal and gather every card.</source>
        <translation>Das Geben stoppen und alle Karten einsammeln.</translation>
    </message>
    <message>
        <source>Substantial action has taken place, so no misdeal can be called: the hand goes on without the player left out, who misses it.</source>
        <translation>Substanzielle Aktion hat stattgefunden, also kann kein Misdeal mehr gegeben werden: Die Hand geht ohne den ausgelassenen Spieler weiter, der sie verpasst.</translation>
    </message>
    <message>
        <source>Two players after the blinds have acted, so a misdeal can no longer be declared: the hand is played to its end without the player left out.</source>
        <translation>Zwei Spieler nach den Blinds haben gehandelt, also kann kein Misdeal mehr erklärt werden: Die Hand wird ohne den ausgelassenen Spieler zu Ende gespielt.</translation>
    </message>
    <message>
        <source>dealt out misdeal</source>
        <translation>Misdeal, Spieler ausgelassen</translation>
    </message>
    <message>
        <source>entitled player no cards</source>
        <translation>berechtigter Spieler ohne Karten</translation>
    </message>
    <message>
        <source>missed a player on the deal</source>
        <translation>Spieler beim Geben vergessen</translation>
    </message>
    <message>
        <source>player dealt out</source>
        <translation>Spieler hat keine Karten bekommen</translation>
    </message>
    <message>
        <source>seat skipped on the deal</source>
        <translation>Platz beim Geben übersprungen</translation>
    </message>
</context>
<context>
    <name>rulings.exposed-card-on-deal</name>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Die Hand weiterspielen.</translation>
    </message>
    <message>
        <source>Deal again with the button and blinds where they were.</source>
        <translation>Neu geben, Button und Blinds bleiben, wo sie waren.</translation>
    </message>
    <message>
        <source>Deal the same hand again: the button, the blinds and the limits stay where they were, and the same players are dealt in.</source>
        <translation>Dieselbe Hand neu geben: Button, Blinds und Limits bleiben, wo sie waren, und dieselben Spieler bekommen Karten.</translation>
    </message>
    <message>
        <source>Dealer exposes a hole card during the deal</source>
        <translation>Der Dealer deckt beim Geben eine Hole Card auf</translation>
    </message>
    <message>
        <source>Finish dealing the round as normal.</source>
        <translation>Die Runde normal fertig geben.</translation>
    </message>
    <message>
        <source>Give the player the top card of the stub in place of the exposed card.</source>
        <translation>Dem Spieler statt der aufgedeckten Karte die oberste Karte des Reststapels geben.</translation>
    </message>
    <message>
        <source>Misdeal. Exposing either of the first two cards off the deck, or any two hole cards, voids the deal; the hand is dealt again exactly as before.</source>
        <translation>Misdeal. Wird eine der ersten beiden Karten vom Deck oder werden zwei beliebige Hole Cards aufgedeckt, ist das Geben ungültig; die Hand wird genau wie vorher neu gegeben.</translation>
    </message>
    <message>
        <source>Misdeal: the dealer has exposed two or more hole cards.</source>
        <translation>Misdeal: Der Dealer hat zwei oder mehr Hole Cards aufgedeckt.</translation>
    </message>
    <message>
        <source>Misdeal: the first or second card of the hand was exposed by the dealer.</source>
        <translation>Misdeal: Die erste oder zweite Karte der Hand wurde vom Dealer aufgedeckt.</translation>
    </message>
    <message>
        <source>Not a misdeal. TDA 2024 has no replacement procedure for a single exposed hole card in flop games, so the floor uses the customary one: finish the deal, give that player the next card from the stub, and use the exposed card as the first burn.</source>
        <translation>Kein Misdeal. TDA 2024 hat kein Ersatzverfahren für eine einzelne aufgedeckte Hole Card in Flop-Spielen, also wendet der Floor das übliche an: fertig geben, dem Spieler die nächste Karte vom Reststapel geben und die aufgedeckte Karte als erste Burn-Card verwenden.</translation>
    </message>
    <message>
        <source>One card, not the first or second</source>
        <translation>Eine Karte, nicht die erste oder zweite</translation>
    </message>
    <message>
        <source>Place the exposed card face up as the first burn card.</source>
        <translation>Die aufgedeckte Karte offen als erste Burn-Card hinlegen.</translation>
    </message>
    <message>
        <source>Reshuffle and cut again.</source>
        <translation>Neu mischen und abheben.</translation>
    </message>
    <message>
        <source>Shuffle and cut again.</source>
        <translation>Neu mischen und abheben.</translation>
    </message>
    <message>
        <source>Start the betting.</source>
        <translation>Die Setzrunde beginnen.</translation>
    </message>
    <message>
        <source>Stop the deal and collect every card.</source>
        <translation>Das Geben stoppen und alle Karten einsammeln.</translation>
    </message>
    <message>
        <source>Substantial action has already taken place, so no misdeal can be called any more: the hand is played out and the exposed card stays in its player&apos;s hand.</source>
        <translation>Substanzielle Aktion hat schon stattgefunden, also kann kein Misdeal mehr gegeben werden: Die Hand wird zu Ende gespielt, und die aufgedeckte Karte bleibt in der Hand ihres Spielers.</translation>
    </message>
    <message>
        <source>Tell the table which card was exposed so every player knows the same.</source>
        <translation>Dem Tisch sagen, welche Karte aufgedeckt wurde, damit alle Spieler dasselbe wissen.</translation>
    </message>
    <message>
        <source>Tell the table which card was exposed.</source>
        <translation>Dem Tisch sagen, welche Karte aufgedeckt wurde.</translation>
    </message>
    <message>
        <source>The deal goes on. The player may not keep the exposed card (and has no choice about it): once everyone has their cards it is replaced by the top card of the stub and becomes the burn.</source>
        <translation>Das Geben geht weiter. Der Spieler darf die aufgedeckte Karte nicht behalten (und hat keine Wahl): Sobald alle ihre Karten haben, wird sie durch die oberste Karte des Reststapels ersetzt und wird zur Burn-Card.</translation>
    </message>
    <message>
        <source>The first or second card off the deck</source>
        <translation>Die erste oder zweite Karte vom Deck</translation>
    </message>
    <message>
        <source>Two or more hole cards in all</source>
        <translation>Insgesamt zwei oder mehr Hole Cards</translation>
    </message>
    <message>
        <source>Two players after the blinds have acted, so the deal can no longer be a misdeal: the hand is played to the end and the exposed card plays.</source>
        <translation>Zwei Spieler nach den Blinds haben gehandelt, also kann das Geben kein Misdeal mehr sein: Die Hand wird zu Ende gespielt, und die aufgedeckte Karte spielt.</translation>
    </message>
    <message>
        <source>Use the exposed card as the burn card for the flop.</source>
        <translation>Die aufgedeckte Karte als Burn-Card für den Flop verwenden.</translation>
    </message>
    <message>
        <source>Which hole cards has the dealer exposed?</source>
        <translation>Welche Hole Cards hat der Dealer aufgedeckt?</translation>
    </message>
    <message>
        <source>card face up on the deal</source>
        <translation>Karte offen beim Geben</translation>
    </message>
    <message>
        <source>card flipped on the deal</source>
        <translation>Karte beim Geben umgedreht</translation>
    </message>
    <message>
        <source>dealer exposed card</source>
        <translation>Dealer hat Karte aufgedeckt</translation>
    </message>
    <message>
        <source>exposed card</source>
        <translation>aufgedeckte Karte</translation>
    </message>
    <message>
        <source>flashed card</source>
        <translation>gezeigte Karte</translation>
    </message>
    <message>
        <source>misdeal</source>
        <translation>Misdeal</translation>
    </message>
</context>
<context>
    <name>rulings.first-card-wrong-seat</name>
    <message>
        <source>Deal the hand again with the button where it was.</source>
        <translation>Die Hand neu geben, der Button bleibt, wo er war.</translation>
    </message>
    <message>
        <source>First card dealt to the wrong seat</source>
        <translation>Erste Karte an den falschen Platz gegeben</translation>
    </message>
    <message>
        <source>Let the hand play on.</source>
        <translation>Die Hand weiterspielen lassen.</translation>
    </message>
    <message>
        <source>Misdeal: the first card of the deal went to the wrong seat, found before substantial action. The hand is dealt again exactly as it was meant to be: same button, same players, same limits.</source>
        <translation>Misdeal: Die erste Karte ging an den falschen Platz, bemerkt vor substanzieller Aktion. Die Hand wird genau so neu gegeben, wie sie gedacht war: gleicher Button, gleiche Spieler, gleiche Limits.</translation>
    </message>
    <message>
        <source>Misdeal: the first card went to the wrong position, and two players after the blinds have not yet acted. Reshuffle and deal again.</source>
        <translation>Misdeal: Die erste Karte ging an die falsche Position, und noch haben keine zwei Spieler nach den Blinds gehandelt. Neu mischen und neu geben.</translation>
    </message>
    <message>
        <source>Shuffle and cut.</source>
        <translation>Mischen und abheben.</translation>
    </message>
    <message>
        <source>Start the next deal at the right seat.</source>
        <translation>Das nächste Geben am richtigen Platz beginnen.</translation>
    </message>
    <message>
        <source>Stop the deal and gather every card.</source>
        <translation>Das Geben stoppen und alle Karten einsammeln.</translation>
    </message>
    <message>
        <source>Substantial action has taken place, so no misdeal can be called: the hand is played on as dealt.</source>
        <translation>Substanzielle Aktion hat stattgefunden, also kann kein Misdeal mehr gegeben werden: Die Hand wird wie gegeben weitergespielt.</translation>
    </message>
    <message>
        <source>Two players after the blinds have acted, so a misdeal can no longer be declared: the hand is played to its end.</source>
        <translation>Zwei Spieler nach den Blinds haben gehandelt, also kann kein Misdeal mehr erklärt werden: Die Hand wird zu Ende gespielt.</translation>
    </message>
    <message>
        <source>deal started at the wrong player</source>
        <translation>beim falschen Spieler angefangen zu geben</translation>
    </message>
    <message>
        <source>dealt from the wrong seat</source>
        <translation>vom falschen Platz aus gegeben</translation>
    </message>
    <message>
        <source>first card wrong seat</source>
        <translation>erste Karte falscher Platz</translation>
    </message>
    <message>
        <source>misdeal first card</source>
        <translation>Misdeal erste Karte</translation>
    </message>
    <message>
        <source>wrong starting seat</source>
        <translation>falscher Startplatz</translation>
    </message>
</context>
<context>
    <name>rulings.flop-without-burn</name>
    <message>
        <source>Before the turn, burn two cards (the would-be third flop card and the normal burn), then deal the turn.</source>
        <translation>Vor dem Turn zwei Karten brennen (die vermeintliche dritte Flop-Karte und die normale Burn-Card), dann den Turn geben.</translation>
    </message>
    <message>
        <source>Betting has started on the flop, so it stands. The cards that follow should be those that would have come without the mistake: before the turn, burn the card that would have been the third flop card as well as the normal burn.</source>
        <translation>Auf dem Flop wurde schon gesetzt, also bleibt er. Die folgenden Karten sollen die sein, die ohne den Fehler gekommen wären: Vor dem Turn die Karte, die die dritte Flop-Karte gewesen wäre, zusätzlich zur normalen Burn-Card brennen.</translation>
    </message>
    <message>
        <source>Burn one card (only one) before the turn.</source>
        <translation>Vor dem Turn eine Karte (nur eine) brennen.</translation>
    </message>
    <message>
        <source>Burn one card before the turn as normal.</source>
        <translation>Vor dem Turn normal eine Karte brennen.</translation>
    </message>
    <message>
        <source>Cards were exposed, so the deck must be reshuffled: the flop cards are mixed into the stub, shuffled and cut, and a new flop is dealt without a burn.</source>
        <translation>Karten wurden aufgedeckt, also muss neu gemischt werden: Die Flop-Karten kommen in den Reststapel, der gemischt und abgehoben wird, und ein neuer Flop wird ohne Burn-Card gegeben.</translation>
    </message>
    <message>
        <source>Deal a new flop without burning a card.</source>
        <translation>Einen neuen Flop geben, ohne eine Karte zu brennen.</translation>
    </message>
    <message>
        <source>Deal the next card from the stub to complete the flop, then turn the flop.</source>
        <translation>Die nächste Karte vom Reststapel geben, um den Flop zu vervollständigen, dann den Flop aufdecken.</translation>
    </message>
    <message>
        <source>Flop dealt without a burn</source>
        <translation>Flop ohne Burn-Card gegeben</translation>
    </message>
    <message>
        <source>Leave the three cards face down.</source>
        <translation>Die drei Karten verdeckt liegen lassen.</translation>
    </message>
    <message>
        <source>Mix the flop cards into the stub.</source>
        <translation>Die Flop-Karten in den Reststapel mischen.</translation>
    </message>
    <message>
        <source>Move the first card dealt to the burn position.</source>
        <translation>Die erste gegebene Karte auf den Burn-Platz legen.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>No action yet on the flop: the three cards are scrambled face down and one of them, picked at random, becomes the burn; the flop is the other two plus the next card off the stub.</source>
        <translation>Noch keine Aktion auf dem Flop: Die drei Karten werden verdeckt verwaschen, und eine davon, zufällig gezogen, wird die Burn-Card; der Flop sind die anderen zwei plus die nächste Karte vom Reststapel.</translation>
    </message>
    <message>
        <source>Play on with the flop as dealt.</source>
        <translation>Mit dem Flop wie gegeben weiterspielen.</translation>
    </message>
    <message>
        <source>Scramble the three cards face down and lay them in a row.</source>
        <translation>Die drei Karten verdeckt verwaschen und in eine Reihe legen.</translation>
    </message>
    <message>
        <source>Shuffle and cut the stub.</source>
        <translation>Den Reststapel mischen und abheben.</translation>
    </message>
    <message>
        <source>Someone has acted on the flop (even a single check), so the flop stands. Only one card is burned before the turn.</source>
        <translation>Auf dem Flop hat schon jemand gehandelt (auch nur ein Check), also bleibt der Flop. Vor dem Turn wird nur eine Karte gebrannt.</translation>
    </message>
    <message>
        <source>The floor picks one card at random: it becomes the burn card.</source>
        <translation>Der Floor zieht eine Karte zufällig: Sie wird die Burn-Card.</translation>
    </message>
    <message>
        <source>The flop cards are still face down, so the mistake is simply put right: the first card dealt becomes the burn and the flop is completed with the next card, which gives exactly the cards that should have come.</source>
        <translation>Die Flop-Karten liegen noch verdeckt, also wird der Fehler einfach korrigiert: Die erste gegebene Karte wird die Burn-Card, und der Flop wird mit der nächsten Karte vervollständigt, was genau die Karten ergibt, die hätten kommen sollen.</translation>
    </message>
    <message>
        <source>Turn the flop cards face down.</source>
        <translation>Die Flop-Karten umdrehen (verdeckt).</translation>
    </message>
    <message>
        <source>Turn the other two face up and add the next card off the stub to complete the flop.</source>
        <translation>Die anderen zwei aufdecken und die nächste Karte vom Reststapel dazulegen, um den Flop zu vervollständigen.</translation>
    </message>
    <message>
        <source>Were the flop cards turned face up?</source>
        <translation>Wurden die Flop-Karten aufgedeckt?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>burn card</source>
        <translation>Burn-Card</translation>
    </message>
    <message>
        <source>flop no burn</source>
        <translation>Flop ohne Burn</translation>
    </message>
    <message>
        <source>flop without burn card</source>
        <translation>Flop ohne Burn-Card</translation>
    </message>
    <message>
        <source>forgot to burn</source>
        <translation>vergessen zu brennen</translation>
    </message>
    <message>
        <source>missed burn on the flop</source>
        <translation>Burn-Card vor dem Flop vergessen</translation>
    </message>
    <message>
        <source>no burn</source>
        <translation>keine Burn-Card</translation>
    </message>
</context>
<context>
    <name>rulings.fouled-deck</name>
    <message>
        <source>A card is missing</source>
        <translation>Eine Karte fehlt</translation>
    </message>
    <message>
        <source>A card with a different back</source>
        <translation>Eine Karte mit anderer Rückseite</translation>
    </message>
    <message>
        <source>A card with a different back appeared during the hand: all action is void and every chip goes back to the player who bet it.</source>
        <translation>Eine Karte mit anderer Rückseite ist während der Hand aufgetaucht: Alle Aktion ist ungültig, und jeder Chip geht an den Spieler zurück, der ihn gesetzt hat.</translation>
    </message>
    <message>
        <source>A missing card does not foul the deck under TDA 2024: the hand is completed and the deck replaced afterwards.</source>
        <translation>Eine fehlende Karte macht das Deck nach TDA 2024 nicht fehlerhaft: Die Hand wird zu Ende gespielt und das Deck danach ersetzt.</translation>
    </message>
    <message>
        <source>A ruling on a pot must be asked for before the next deal starts; once the hand is over its result stands. Replace the deck.</source>
        <translation>Eine Entscheidung über einen Pot muss verlangt werden, bevor das nächste Geben beginnt; ist die Hand vorbei, bleibt ihr Ergebnis. Das Deck ersetzen.</translation>
    </message>
    <message>
        <source>Finish the hand.</source>
        <translation>Die Hand zu Ende spielen.</translation>
    </message>
    <message>
        <source>Fouled deck: duplicate card, odd back, missing card</source>
        <translation>Fehlerhaftes Deck: doppelte Karte, andere Rückseite, fehlende Karte</translation>
    </message>
    <message>
        <source>Fouled deck: play stops and every bet is returned to the player who made it, whether or not there was substantial action.</source>
        <translation>Fehlerhaftes Deck: Das Spiel stoppt, und jeder Einsatz geht an den Spieler zurück, der ihn gemacht hat, ob substanzielle Aktion stattgefunden hat oder nicht.</translation>
    </message>
    <message>
        <source>In a hand or on the board</source>
        <translation>In einer Hand oder auf dem Board</translation>
    </message>
    <message>
        <source>In the stub</source>
        <translation>Im Reststapel</translation>
    </message>
    <message>
        <source>Leave the pot where it was pushed.</source>
        <translation>Den Pot dort lassen, wohin er ausgezahlt wurde.</translation>
    </message>
    <message>
        <source>Missing cards do not change the result of a hand: finish it and replace the deck.</source>
        <translation>Fehlende Karten ändern das Ergebnis einer Hand nicht: sie zu Ende spielen und das Deck ersetzen.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Replace the deck and deal the next hand.</source>
        <translation>Das Deck ersetzen und die nächste Hand geben.</translation>
    </message>
    <message>
        <source>Replace the deck before the next hand.</source>
        <translation>Das Deck vor der nächsten Hand ersetzen.</translation>
    </message>
    <message>
        <source>Return every player&apos;s bets in this hand to them (a player who knew and played on may lose the refund).</source>
        <translation>Jedem Spieler seine Einsätze dieser Hand zurückgeben (ein Spieler, der es wusste und weiterspielte, kann die Rückgabe verlieren).</translation>
    </message>
    <message>
        <source>Return every player&apos;s bets in this hand to them.</source>
        <translation>Jedem Spieler seine Einsätze dieser Hand zurückgeben.</translation>
    </message>
    <message>
        <source>Stop the hand.</source>
        <translation>Die Hand stoppen.</translation>
    </message>
    <message>
        <source>TDA 2024 names duplicate cards as a fouled deck and lets the house define other conditions; a card with a different back is normally treated the same way: play stops and all bets are returned.</source>
        <translation>TDA 2024 nennt doppelte Karten als fehlerhaftes Deck und lässt das Haus weitere Fälle festlegen; eine Karte mit anderer Rückseite wird normalerweise genauso behandelt: Das Spiel stoppt, und alle Einsätze gehen zurück.</translation>
    </message>
    <message>
        <source>Take the odd card out of the stub.</source>
        <translation>Die Karte mit der anderen Rückseite aus dem Reststapel nehmen.</translation>
    </message>
    <message>
        <source>The claim comes too late: once the hand is over its result stands. Take the deck out of play.</source>
        <translation>Die Beanstandung kommt zu spät: Ist die Hand vorbei, bleibt ihr Ergebnis. Das Deck aus dem Spiel nehmen.</translation>
    </message>
    <message>
        <source>The odd-backed card was found in the stub, so all action stands: finish the hand and replace the deck.</source>
        <translation>Die Karte mit der anderen Rückseite war im Reststapel, also bleibt alle Aktion: die Hand zu Ende spielen und das Deck ersetzen.</translation>
    </message>
    <message>
        <source>Two cards of the same rank and suit</source>
        <translation>Zwei Karten mit gleichem Rang und gleicher Farbe</translation>
    </message>
    <message>
        <source>Two identical cards void all action: every chip in the pot goes back to the player who bet it, unless a player knowingly played on to freeroll the defective deck.</source>
        <translation>Zwei gleiche Karten machen alle Aktion ungültig: Jeder Chip im Pot geht an den Spieler zurück, der ihn gesetzt hat, es sei denn, ein Spieler hat wissentlich weitergespielt, um das fehlerhafte Deck als Freeroll zu nutzen.</translation>
    </message>
    <message>
        <source>Was the hand already over (pot pushed) when the defect was found?</source>
        <translation>War die Hand schon vorbei (Pot ausgezahlt), als der Fehler bemerkt wurde?</translation>
    </message>
    <message>
        <source>What is wrong with the deck?</source>
        <translation>Was stimmt mit dem Deck nicht?</translation>
    </message>
    <message>
        <source>Where was the card with the different back?</source>
        <translation>Wo war die Karte mit der anderen Rückseite?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>defective deck</source>
        <translation>defektes Deck</translation>
    </message>
    <message>
        <source>different back</source>
        <translation>andere Rückseite</translation>
    </message>
    <message>
        <source>duplicate card</source>
        <translation>doppelte Karte</translation>
    </message>
    <message>
        <source>fouled deck</source>
        <translation>fehlerhaftes Deck</translation>
    </message>
    <message>
        <source>missing card</source>
        <translation>fehlende Karte</translation>
    </message>
    <message>
        <source>two identical cards</source>
        <translation>zwei gleiche Karten</translation>
    </message>
    <message>
        <source>wrong colour back</source>
        <translation>Rückseite in falscher Farbe</translation>
    </message>
</context>
<context>
    <name>rulings.four-card-flop</name>
    <message>
        <source>4 card flop</source>
        <translation>4-Karten-Flop</translation>
    </message>
    <message>
        <source>A flop with too many cards is dealt again, even if it is known which card was the extra one: the flop cards go back into the stub, the burn stays where it is, and a new flop is dealt without a burn.</source>
        <translation>Ein Flop mit zu vielen Karten wird neu gegeben, auch wenn bekannt ist, welche Karte die überzählige war: Die Flop-Karten kommen zurück in den Reststapel, die Burn-Card bleibt, wo sie ist, und ein neuer Flop wird ohne Burn-Card gegeben.</translation>
    </message>
    <message>
        <source>Call the floor. The four cards are scrambled face down and the floor picks one of them at random as the burn for the turn; the other three are the flop. This applies whether or not the cards were exposed and even if the door card seems known.</source>
        <translation>Den Floor rufen. Die vier Karten werden verdeckt verwaschen, und der Floor zieht eine davon zufällig als Burn-Card für den Turn; die anderen drei sind der Flop. Das gilt, ob die Karten aufgedeckt waren oder nicht, und auch wenn die erste Karte bekannt scheint.</translation>
    </message>
    <message>
        <source>Deal a new flop without burning a card.</source>
        <translation>Einen neuen Flop geben, ohne eine Karte zu brennen.</translation>
    </message>
    <message>
        <source>Deal the turn without another burn, then carry on normally.</source>
        <translation>Den Turn ohne weitere Burn-Card geben, dann normal weitermachen.</translation>
    </message>
    <message>
        <source>Four-card flop</source>
        <translation>Flop mit vier Karten</translation>
    </message>
    <message>
        <source>Leave the burn card where it is.</source>
        <translation>Die Burn-Card liegen lassen, wo sie ist.</translation>
    </message>
    <message>
        <source>Mix the four flop cards into the stub.</source>
        <translation>Die vier Flop-Karten in den Reststapel mischen.</translation>
    </message>
    <message>
        <source>Scramble the four cards face down and lay them in a row.</source>
        <translation>Die vier Karten verdeckt verwaschen und in eine Reihe legen.</translation>
    </message>
    <message>
        <source>Shuffle and cut the stub.</source>
        <translation>Den Reststapel mischen und abheben.</translation>
    </message>
    <message>
        <source>The floor picks one card at random: it becomes the burn card for the turn.</source>
        <translation>Der Floor zieht eine Karte zufällig: Sie wird die Burn-Card für den Turn.</translation>
    </message>
    <message>
        <source>Turn any exposed flop cards face down.</source>
        <translation>Aufgedeckte Flop-Karten verdeckt hinlegen.</translation>
    </message>
    <message>
        <source>Turn the other three face up: they are the flop.</source>
        <translation>Die anderen drei aufdecken: Sie sind der Flop.</translation>
    </message>
    <message>
        <source>burn card</source>
        <translation>Burn-Card</translation>
    </message>
    <message>
        <source>extra card on the flop</source>
        <translation>eine Karte zu viel auf dem Flop</translation>
    </message>
    <message>
        <source>flop has four cards</source>
        <translation>Flop hat vier Karten</translation>
    </message>
    <message>
        <source>four cards on the flop</source>
        <translation>vier Karten auf dem Flop</translation>
    </message>
    <message>
        <source>too many flop cards</source>
        <translation>zu viele Flop-Karten</translation>
    </message>
</context>
<context>
    <name>rulings.ftr-card-on-board</name>
    <message>
        <source>An FTR card on the board has no value until the river is out and the river betting is over; keep dealing and betting each street as normal.</source>
        <translation>Eine FTR-Karte auf dem Board hat keinen Wert, bis der River liegt und die Setzrunde am River vorbei ist; auf jeder Straße normal weiter geben und setzen.</translation>
    </message>
    <message>
        <source>Award the pot as usual.</source>
        <translation>Den Pot wie üblich vergeben.</translation>
    </message>
    <message>
        <source>Burn one card.</source>
        <translation>Eine Karte brennen.</translation>
    </message>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Die Hand weiterspielen.</translation>
    </message>
    <message>
        <source>Deal the remaining streets as normal.</source>
        <translation>Die übrigen Straßen normal geben.</translation>
    </message>
    <message>
        <source>Did the hand end before the river was dealt (everyone else folded)?</source>
        <translation>Endete die Hand, bevor der River gegeben wurde (alle anderen haben gefoldet)?</translation>
    </message>
    <message>
        <source>FTR card dealt to the board</source>
        <translation>FTR-Karte auf das Board gegeben</translation>
    </message>
    <message>
        <source>Go to the showdown (no extra betting round).</source>
        <translation>Zum Showdown gehen (keine zusätzliche Setzrunde).</translation>
    </message>
    <message>
        <source>Go to the showdown.</source>
        <translation>Zum Showdown gehen.</translation>
    </message>
    <message>
        <source>Is the river betting finished (or is nobody able to bet any more)?</source>
        <translation>Ist die Setzrunde am River beendet (oder kann niemand mehr setzen)?</translation>
    </message>
    <message>
        <source>Leave the FTR card where it is, without value.</source>
        <translation>Die FTR-Karte liegen lassen, wo sie ist, ohne Wert.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Play one more betting round.</source>
        <translation>Noch eine Setzrunde spielen.</translation>
    </message>
    <message>
        <source>Replace each FTR board card with the next card, first dealt first.</source>
        <translation>Jede FTR-Karte auf dem Board durch die nächste Karte ersetzen, die zuerst gegebene zuerst.</translation>
    </message>
    <message>
        <source>Replace it once the river betting is over.</source>
        <translation>Sie ersetzen, sobald die Setzrunde am River vorbei ist.</translation>
    </message>
    <message>
        <source>Replace it with the top card of the stub.</source>
        <translation>Sie durch die oberste Karte des Reststapels ersetzen.</translation>
    </message>
    <message>
        <source>Shuffle, cut and deal the same hand again.</source>
        <translation>Mischen, abheben und dieselbe Hand neu geben.</translation>
    </message>
    <message>
        <source>Stop the hand, collect every card and take the FTR cards out of the deck.</source>
        <translation>Die Hand stoppen, alle Karten einsammeln und die FTR-Karten aus dem Deck nehmen.</translation>
    </message>
    <message>
        <source>Take the FTR card out of play.</source>
        <translation>Die FTR-Karte aus dem Spiel nehmen.</translation>
    </message>
    <message>
        <source>The hand ended before the river, so the FTR board card is never replaced: the pot goes to the player left in the hand.</source>
        <translation>Die Hand endete vor dem River, also wird die FTR-Karte auf dem Board nie ersetzt: Der Pot geht an den Spieler, der in der Hand übrig ist.</translation>
    </message>
    <message>
        <source>The river betting is over: burn one card and replace every FTR card on the board, in the order they were dealt. This event plays FTR without FTR action, so the hand goes straight to the showdown.</source>
        <translation>Die Setzrunde am River ist vorbei: eine Karte brennen und jede FTR-Karte auf dem Board ersetzen, in der Reihenfolge, in der sie gegeben wurden. Dieses Event spielt FTR ohne FTR-Aktion, also geht die Hand direkt zum Showdown.</translation>
    </message>
    <message>
        <source>The river betting is over: burn one card and replace every FTR card on the board, in the order they were dealt. This is an FTRA event, so one more betting round is played (normal betting rules) before the showdown.</source>
        <translation>Die Setzrunde am River ist vorbei: eine Karte brennen und jede FTR-Karte auf dem Board ersetzen, in der Reihenfolge, in der sie gegeben wurden. Dies ist ein FTRA-Event, also wird vor dem Showdown noch eine Setzrunde gespielt (normale Setzregeln).</translation>
    </message>
    <message>
        <source>This event does not play FTR decks, so an FTR card is a card that does not belong to the game (see &apos;Non-standard card&apos;). After substantial action it is a scrap of paper: take it out and replace it with the next card from the stub.</source>
        <translation>Dieses Event spielt keine FTR-Decks, also ist eine FTR-Karte eine Karte, die nicht zum Spiel gehört (siehe „Karte, die nicht zum Spiel gehört“). Nach substanzieller Aktion ist sie ein Stück Papier: herausnehmen und durch die nächste Karte vom Reststapel ersetzen.</translation>
    </message>
    <message>
        <source>This event does not play FTR decks, so an FTR card is a card that does not belong to the game (see &apos;Non-standard card&apos;). Found before substantial action, it is a misdeal.</source>
        <translation>Dieses Event spielt keine FTR-Decks, also ist eine FTR-Karte eine Karte, die nicht zum Spiel gehört (siehe „Karte, die nicht zum Spiel gehört“). Vor substanzieller Aktion gefunden, ist es ein Misdeal.</translation>
    </message>
    <message>
        <source>This event does not play FTR decks, so an FTR card on the board is a scrap of paper: it is not a misdeal, and it is replaced by the next card.</source>
        <translation>Dieses Event spielt keine FTR-Decks, also ist eine FTR-Karte auf dem Board ein Stück Papier: Es ist kein Misdeal, und sie wird durch die nächste Karte ersetzt.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>flop card on the board</source>
        <translation>Flop-Karte auf dem Board</translation>
    </message>
    <message>
        <source>ftr</source>
        <translation>FTR</translation>
    </message>
    <message>
        <source>ftr card on board</source>
        <translation>FTR-Karte auf dem Board</translation>
    </message>
    <message>
        <source>ftr replacement</source>
        <translation>FTR-Ersatz</translation>
    </message>
    <message>
        <source>ftra</source>
        <translation>FTRA</translation>
    </message>
    <message>
        <source>river card dealt</source>
        <translation>River-Karte gegeben</translation>
    </message>
    <message>
        <source>turn card dealt</source>
        <translation>Turn-Karte gegeben</translation>
    </message>
</context>
<context>
    <name>rulings.ftr-held-card</name>
    <message>
        <source>A held FTR card has no value until its street is dealt: FLOP once the flop is out, TURN once the turn is out, RIVER once the river is out.</source>
        <translation>Eine gehaltene FTR-Karte hat keinen Wert, bis ihre Straße gegeben ist: FLOP, sobald der Flop liegt, TURN, sobald der Turn liegt, RIVER, sobald der River liegt.</translation>
    </message>
    <message>
        <source>An FTR card takes only a rank, never a suit or colour, so it can never make a flush or a straight flush. Read the hand without counting it towards the flush.</source>
        <translation>Eine FTR-Karte nimmt nur einen Rang an, nie eine Farbe, also kann sie nie einen Flush oder Straight Flush bilden. Die Hand lesen, ohne sie für den Flush zu zählen.</translation>
    </message>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Die Hand weiterspielen.</translation>
    </message>
    <message>
        <source>Did the player act on the hand before pointing out the card?</source>
        <translation>Hat der Spieler auf die Hand gehandelt, bevor er auf die Karte hingewiesen hat?</translation>
    </message>
    <message>
        <source>Does the player claim a flush or straight flush using the FTR card?</source>
        <translation>Beansprucht der Spieler mit der FTR-Karte einen Flush oder Straight Flush?</translation>
    </message>
    <message>
        <source>Find the card it copies: the door card of the flop, the turn or the river.</source>
        <translation>Die Karte finden, die sie kopiert: die erste Flop-Karte, den Turn oder den River.</translation>
    </message>
    <message>
        <source>Has the street of the player&apos;s FTR card been dealt to the board?</source>
        <translation>Ist die Straße der FTR-Karte des Spielers schon auf das Board gegeben?</translation>
    </message>
    <message>
        <source>Held FTR card: when it counts, flush claims</source>
        <translation>FTR-Karte in der Hand: wann sie zählt, Flush-Ansprüche</translation>
    </message>
    <message>
        <source>Kill the player&apos;s hand; chips already in the pot stay there.</source>
        <translation>Die Hand des Spielers töten; Chips, die schon im Pot sind, bleiben dort.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Read the hand with the FTR card at that rank.</source>
        <translation>Die Hand mit der FTR-Karte in diesem Rang lesen.</translation>
    </message>
    <message>
        <source>Read the hand without the FTR card for now.</source>
        <translation>Die Hand vorerst ohne die FTR-Karte lesen.</translation>
    </message>
    <message>
        <source>Read the hand without the FTR card until the board card is replaced.</source>
        <translation>Die Hand ohne die FTR-Karte lesen, bis die Board-Karte ersetzt ist.</translation>
    </message>
    <message>
        <source>Read the hand: the FTR card counts for its rank only.</source>
        <translation>Die Hand lesen: Die FTR-Karte zählt nur mit ihrem Rang.</translation>
    </message>
    <message>
        <source>Replace it with the top card of the stub.</source>
        <translation>Sie durch die oberste Karte des Reststapels ersetzen.</translation>
    </message>
    <message>
        <source>Shuffle, cut and deal the same hand again.</source>
        <translation>Mischen, abheben und dieselbe Hand neu geben.</translation>
    </message>
    <message>
        <source>Stop the hand, collect every card and take the FTR cards out of the deck.</source>
        <translation>Die Hand stoppen, alle Karten einsammeln und die FTR-Karten aus dem Deck nehmen.</translation>
    </message>
    <message>
        <source>Take the FTR card out of play.</source>
        <translation>Die FTR-Karte aus dem Spiel nehmen.</translation>
    </message>
    <message>
        <source>Take the FTR cards out of the deck.</source>
        <translation>Die FTR-Karten aus dem Deck nehmen.</translation>
    </message>
    <message>
        <source>That street&apos;s board card is itself an FTR card, so the held card has no value until the board card has been replaced after the river betting.</source>
        <translation>Die Board-Karte dieser Straße ist selbst eine FTR-Karte, also hat die gehaltene Karte keinen Wert, bis die Board-Karte nach der Setzrunde am River ersetzt ist.</translation>
    </message>
    <message>
        <source>The held FTR card takes the rank (never the suit) of its street&apos;s card: FLOP the first flop card turned (the door card), TURN the turn card, RIVER the river card. Cards speak with that value.</source>
        <translation>Die gehaltene FTR-Karte nimmt den Rang (nie die Farbe) der Karte ihrer Straße an: FLOP die erste aufgedeckte Flop-Karte, TURN die Turn-Karte, RIVER die River-Karte. Die Karten sprechen mit diesem Wert.</translation>
    </message>
    <message>
        <source>This event does not play FTR decks, so an FTR card is a card that does not belong to the game (see &apos;Non-standard card&apos;). After substantial action it is a scrap of paper: take it out and replace it with the next card from the stub.</source>
        <translation>Dieses Event spielt keine FTR-Decks, also ist eine FTR-Karte eine Karte, die nicht zum Spiel gehört (siehe „Karte, die nicht zum Spiel gehört“). Nach substanzieller Aktion ist sie ein Stück Papier: herausnehmen und durch die nächste Karte vom Reststapel ersetzen.</translation>
    </message>
    <message>
        <source>This event does not play FTR decks, so an FTR card is a card that does not belong to the game (see &apos;Non-standard card&apos;). Found in a hand before substantial action, it is a misdeal.</source>
        <translation>Dieses Event spielt keine FTR-Decks, also ist eine FTR-Karte eine Karte, die nicht zum Spiel gehört (siehe „Karte, die nicht zum Spiel gehört“). In einer Hand vor substanzieller Aktion gefunden, ist es ein Misdeal.</translation>
    </message>
    <message>
        <source>This event does not play FTR decks. The player acted holding a card that is not part of the game without pointing it out first, so the hand is dead.</source>
        <translation>Dieses Event spielt keine FTR-Decks. Der Spieler hat mit einer Karte gehandelt, die nicht zum Spiel gehört, ohne vorher darauf hinzuweisen, also ist die Hand tot.</translation>
    </message>
    <message>
        <source>This event does not play FTR decks: the FTR card is a scrap of paper and is replaced by the next card before the player acts.</source>
        <translation>Dieses Event spielt keine FTR-Decks: Die FTR-Karte ist ein Stück Papier und wird durch die nächste Karte ersetzt, bevor der Spieler handelt.</translation>
    </message>
    <message>
        <source>Was that street&apos;s board card itself an FTR card (not yet replaced)?</source>
        <translation>War die Board-Karte dieser Straße selbst eine FTR-Karte (noch nicht ersetzt)?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>door card</source>
        <translation>erste Flop-Karte</translation>
    </message>
    <message>
        <source>flop card value</source>
        <translation>Wert Flop-Karte</translation>
    </message>
    <message>
        <source>ftr card in hand</source>
        <translation>FTR-Karte in der Hand</translation>
    </message>
    <message>
        <source>ftr flush</source>
        <translation>FTR-Flush</translation>
    </message>
    <message>
        <source>holding ftr</source>
        <translation>hält FTR</translation>
    </message>
    <message>
        <source>river card value</source>
        <translation>Wert River-Karte</translation>
    </message>
    <message>
        <source>turn card value</source>
        <translation>Wert Turn-Karte</translation>
    </message>
</context>
<context>
    <name>rulings.heads-up-button</name>
    <message>
        <source>Heads-up with two blinds, the small blind is on the button.</source>
        <translation>Im Heads-up mit zwei Blinds sitzt der Small Blind am Button.</translation>
    </message>
    <message>
        <source>Heads-up with two blinds, the small blind is on the button. Robert&apos;s does not say how to switch to heads-up, so the director places the button fairly so that nobody posts the big blind twice in a row.</source>
        <translation>Im Heads-up mit zwei Blinds sitzt der Small Blind am Button. Robert&apos;s sagt nicht, wie man auf Heads-up umstellt, also setzt die Turnierleitung den Button fair so, dass niemand zweimal hintereinander den Big Blind zahlt.</translation>
    </message>
    <message>
        <source>Heads-up, the small blind is on the button, is dealt the last card, acts first before the flop and last after it.</source>
        <translation>Im Heads-up sitzt der Small Blind am Button, bekommt die letzte Karte, handelt vor dem Flop zuerst und danach zuletzt.</translation>
    </message>
    <message>
        <source>Heads-up, the small blind is on the button. Adjust the button as heads-up begins so that nobody posts the big blind twice in a row.</source>
        <translation>Im Heads-up sitzt der Small Blind am Button. Den Button zu Beginn des Heads-up so setzen, dass niemand zweimal hintereinander den Big Blind zahlt.</translation>
    </message>
    <message>
        <source>Heads-up: where the button goes</source>
        <translation>Heads-up: wohin der Button kommt</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Place the button so the player who was just big blind is now the small blind on the button.</source>
        <translation>Den Button so setzen, dass der Spieler, der gerade Big Blind war, jetzt Small Blind am Button ist.</translation>
    </message>
    <message>
        <source>Put the button with the small blind.</source>
        <translation>Den Button zum Small Blind legen.</translation>
    </message>
    <message>
        <source>The button acts first before the flop and last after it.</source>
        <translation>Der Button handelt vor dem Flop zuerst und nach dem Flop zuletzt.</translation>
    </message>
    <message>
        <source>Would the usual button move make the same player post the big blind twice in a row?</source>
        <translation>Würde das übliche Weiterrücken des Buttons denselben Spieler zweimal hintereinander den Big Blind zahlen lassen?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>button heads up</source>
        <translation>Button Heads-up</translation>
    </message>
    <message>
        <source>heads up</source>
        <translation>Heads-up</translation>
    </message>
    <message>
        <source>heads-up button</source>
        <translation>Button im Heads-up</translation>
    </message>
    <message>
        <source>small blind on button</source>
        <translation>Small Blind am Button</translation>
    </message>
    <message>
        <source>two players left</source>
        <translation>zwei Spieler übrig</translation>
    </message>
</context>
<context>
    <name>rulings.hidden-chips-after-all-in</name>
    <message>
        <source>Award the pot to the caller.</source>
        <translation>Dem Caller den Pot geben.</translation>
    </message>
    <message>
        <source>Count the all-in with the chips found.</source>
        <translation>Das All-in mit den gefundenen Chips zählen.</translation>
    </message>
    <message>
        <source>Decide what becomes of the hidden chips.</source>
        <translation>Entscheiden, was mit den versteckten Chips geschieht.</translation>
    </message>
    <message>
        <source>Decide whether the hidden chips go to the winning caller (the TD may award them).</source>
        <translation>Entscheiden, ob die versteckten Chips an den gewinnenden Caller gehen (die Turnierleitung darf sie ihm zusprechen).</translation>
    </message>
    <message>
        <source>Did the all-in player win the hand?</source>
        <translation>Hat der All-in-Spieler die Hand gewonnen?</translation>
    </message>
    <message>
        <source>Hidden chips found behind a called all-in</source>
        <translation>Versteckte Chips hinter einem gecallten All-in gefunden</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Pay the all-in player only for the chips that were in view.</source>
        <translation>Dem All-in-Spieler nur die sichtbaren Chips bezahlen.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules (league edition) has no rule for chips found behind a called all-in; a hand is played only with chips in plain view (Procedures 4 and 16), so the director rules for fairness: the hidden chips do not keep the losing all-in player alive.</source>
        <translation>Robert&apos;s Rules (Liga-Ausgabe) hat keine Regel für Chips, die hinter einem gecallten All-in gefunden werden; gespielt wird nur mit Chips in voller Sicht (Procedures 4 und 16), also entscheidet die Turnierleitung nach Fairness: Die versteckten Chips halten den verlierenden All-in-Spieler nicht im Turnier.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules (league edition) has no rule for chips found behind a called all-in; a hand is played only with chips in plain view (Procedures 4 and 16), so the director rules for fairness: the winning all-in player is paid only for the chips the caller saw.</source>
        <translation>Robert&apos;s Rules (Liga-Ausgabe) hat keine Regel für Chips, die hinter einem gecallten All-in gefunden werden; gespielt wird nur mit Chips in voller Sicht (Procedures 4 und 16), also entscheidet die Turnierleitung nach Fairness: Der gewinnende All-in-Spieler bekommt nur die Chips bezahlt, die der Caller gesehen hat.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules (league edition) has no rule for chips found behind a called all-in; it plays a hand only with chips in plain view (Procedures 4 and 16), and the director rules for fairness. The chips were part of the accepted action, so they count in the all-in.</source>
        <translation>Robert&apos;s Rules (Liga-Ausgabe) hat keine Regel für Chips, die hinter einem gecallten All-in gefunden werden; gespielt wird nur mit Chips in voller Sicht (Procedures 4 und 16), und die Turnierleitung entscheidet nach Fairness. Die Chips gehörten zur angenommenen Aktion, also zählen sie zum All-in.</translation>
    </message>
    <message>
        <source>Settle the pot with them.</source>
        <translation>Den Pot mit ihnen abrechnen.</translation>
    </message>
    <message>
        <source>The chips were not part of the accepted action: the all-in player, who won, is not paid for them; they are paid only for the chips the caller saw.</source>
        <translation>Die Chips gehörten nicht zur angenommenen Aktion: Der All-in-Spieler, der gewonnen hat, wird dafür nicht bezahlt; er bekommt nur die Chips bezahlt, die der Caller gesehen hat.</translation>
    </message>
    <message>
        <source>The chips were not part of the accepted action: they do not keep the losing all-in player alive, and the TD may award them to the winning caller.</source>
        <translation>Die Chips gehörten nicht zur angenommenen Aktion: Sie halten den verlierenden All-in-Spieler nicht im Turnier, und die Turnierleitung kann sie dem gewinnenden Caller zusprechen.</translation>
    </message>
    <message>
        <source>The chips were part of the accepted action, so they count in the all-in: a caller who covers them pays them when the all-in player wins, and wins them when the all-in player loses.</source>
        <translation>Die Chips gehörten zur angenommenen Aktion, also zählen sie zum All-in: Ein Caller, der sie abdeckt, zahlt sie, wenn der All-in-Spieler gewinnt, und gewinnt sie, wenn der All-in-Spieler verliert.</translation>
    </message>
    <message>
        <source>The hidden chips stay with the all-in player.</source>
        <translation>Die versteckten Chips bleiben beim All-in-Spieler.</translation>
    </message>
    <message>
        <source>Were the hidden chips part of the action the caller accepted (could the caller reasonably have seen and counted them)?</source>
        <translation>Gehörten die versteckten Chips zu der Aktion, die der Caller angenommen hat (hätte er sie vernünftigerweise sehen und zählen können)?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>chips behind all-in</source>
        <translation>Chips hinter dem All-in</translation>
    </message>
    <message>
        <source>chips found behind</source>
        <translation>Chips dahinter gefunden</translation>
    </message>
    <message>
        <source>concealed chips after call</source>
        <translation>verdeckte Chips nach Call</translation>
    </message>
    <message>
        <source>extra chips after all in</source>
        <translation>zusätzliche Chips nach All-in</translation>
    </message>
    <message>
        <source>hidden chips</source>
        <translation>versteckte Chips</translation>
    </message>
</context>
<context>
    <name>rulings.late-registration-stack</name>
    <message>
        <source>A late registrant buys a full starting stack and draws a random seat from the same pool as everyone else; they are dealt in anywhere except between the small blind and the button.</source>
        <translation>Ein Spätanmelder kauft einen vollen Startstack und zieht einen zufälligen Platz aus demselben Pool wie alle anderen; er bekommt überall Karten, außer zwischen Small Blind und Button.</translation>
    </message>
    <message>
        <source>Deal them in from the next hand unless they sit between the small blind and the button.</source>
        <translation>Ihm ab der nächsten Hand Karten geben, außer er sitzt zwischen Small Blind und Button.</translation>
    </message>
    <message>
        <source>Deduct the level-1 small and big blind from the starting stack.</source>
        <translation>Small und Big Blind der Level 1 vom Startstack abziehen.</translation>
    </message>
    <message>
        <source>Deduct the small and big blinds of levels 1 and 2 from the starting stack.</source>
        <translation>Small und Big Blinds der Levels 1 und 2 vom Startstack abziehen.</translation>
    </message>
    <message>
        <source>Give the player a full starting stack.</source>
        <translation>Dem Spieler einen vollen Startstack geben.</translation>
    </message>
    <message>
        <source>House rule: arriving in level 1, the player starts with the starting stack less the small and big blind of level 1.</source>
        <translation>Hausregel: Wer in Level 1 ankommt, beginnt mit dem Startstack minus Small und Big Blind der Level 1.</translation>
    </message>
    <message>
        <source>House rule: arriving in level 2, the player starts with the starting stack less the small and big blinds of levels 1 and 2.</source>
        <translation>Hausregel: Wer in Level 2 ankommt, beginnt mit dem Startstack minus Small und Big Blinds der Levels 1 und 2.</translation>
    </message>
    <message>
        <source>House rule: late entry is allowed only until the end of level 2.</source>
        <translation>Hausregel: Späte Anmeldung ist nur bis zum Ende von Level 2 erlaubt.</translation>
    </message>
    <message>
        <source>In which level does the player arrive?</source>
        <translation>In welchem Level kommt der Spieler an?</translation>
    </message>
    <message>
        <source>Late registrant&apos;s stack and seat</source>
        <translation>Stack und Platz bei später Anmeldung</translation>
    </message>
    <message>
        <source>Level 1</source>
        <translation>Level 1</translation>
    </message>
    <message>
        <source>Level 2</source>
        <translation>Level 2</translation>
    </message>
    <message>
        <source>Level 3 or later</source>
        <translation>Level 3 oder später</translation>
    </message>
    <message>
        <source>Refuse the entry.</source>
        <translation>Die Anmeldung ablehnen.</translation>
    </message>
    <message>
        <source>Seat the player.</source>
        <translation>Den Spieler setzen.</translation>
    </message>
    <message>
        <source>Seat them by random draw.</source>
        <translation>Ihn per Zufallsziehung setzen.</translation>
    </message>
    <message>
        <source>arrived late</source>
        <translation>zu spät gekommen</translation>
    </message>
    <message>
        <source>blinds deducted</source>
        <translation>Blinds abgezogen</translation>
    </message>
    <message>
        <source>late entry</source>
        <translation>Late Entry</translation>
    </message>
    <message>
        <source>late player chips</source>
        <translation>Chips des späten Spielers</translation>
    </message>
    <message>
        <source>late registration</source>
        <translation>späte Anmeldung</translation>
    </message>
    <message>
        <source>late stack</source>
        <translation>Stack bei später Anmeldung</translation>
    </message>
</context>
<context>
    <name>rulings.mucked-hand-retrieval</name>
    <message>
        <source>A face-down discard is not dead while it can be identified with certainty: the cards die only when the dealer pushes them into the muck or they can no longer be told apart. The player may still table them.</source>
        <translation>Eine verdeckt weggelegte Hand ist nicht tot, solange sie sicher erkennbar ist: Die Karten sind erst tot, wenn der Dealer sie in den Muck schiebt oder sie nicht mehr zu unterscheiden sind. Der Spieler darf sie noch aufdecken.</translation>
    </message>
    <message>
        <source>Are the cards still 100% identifiable and retrievable?</source>
        <translation>Sind die Karten noch zu 100 % erkennbar und zurückholbar?</translation>
    </message>
    <message>
        <source>Award the pot among the remaining hands.</source>
        <translation>Den Pot unter den übrigen Händen vergeben.</translation>
    </message>
    <message>
        <source>Decide whether retrieving it is in the best interest of the game.</source>
        <translation>Entscheiden, ob das Zurückholen im besten Interesse des Spiels ist.</translation>
    </message>
    <message>
        <source>Did the cards touch the muck?</source>
        <translation>Haben die Karten den Muck berührt?</translation>
    </message>
    <message>
        <source>Discarded cards may be ruled dead, but a clearly identifiable hand may be retrieved at the director&apos;s discretion, especially if it was folded because of wrong information.</source>
        <translation>Weggelegte Karten können für tot erklärt werden, aber eine eindeutig erkennbare Hand kann nach Ermessen der Turnierleitung zurückgeholt werden, besonders wenn sie wegen einer falschen Auskunft gefoldet wurde.</translation>
    </message>
    <message>
        <source>House rule: cards that touch the muck at any time are dead and stay there; the player loses all action on the hand.</source>
        <translation>Hausregel: Karten, die irgendwann den Muck berühren, sind tot und bleiben dort; der Spieler verliert jede Aktion in der Hand.</translation>
    </message>
    <message>
        <source>If so, retrieve the cards and let the player table them.</source>
        <translation>Wenn ja, die Karten herausholen und den Spieler sie aufdecken lassen.</translation>
    </message>
    <message>
        <source>Leave the cards in the muck.</source>
        <translation>Die Karten im Muck lassen.</translation>
    </message>
    <message>
        <source>Let the player table the hand.</source>
        <translation>Den Spieler die Hand aufdecken lassen.</translation>
    </message>
    <message>
        <source>Mucked hand: can it be retrieved?</source>
        <translation>Gemuckte Hand: Kann sie zurückgeholt werden?</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Retrieve the cards.</source>
        <translation>Die Karten wieder herausholen.</translation>
    </message>
    <message>
        <source>Return any uncalled bet of that player.</source>
        <translation>Einen nicht gecallten Einsatz dieses Spielers zurückgeben.</translation>
    </message>
    <message>
        <source>The cards cannot be identified with certainty, so the hand has no claim to the pot. Bets that were called are not returned; an uncalled bet goes back to the player.</source>
        <translation>Die Karten lassen sich nicht sicher erkennen, also hat die Hand keinen Anspruch auf den Pot. Gecallte Einsätze werden nicht zurückgegeben; ein nicht gecallter Einsatz geht an den Spieler zurück.</translation>
    </message>
    <message>
        <source>The hand cannot be identified, so it is dead.</source>
        <translation>Die Hand lässt sich nicht erkennen, also ist sie tot.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>cards in the muck</source>
        <translation>Karten im Muck</translation>
    </message>
    <message>
        <source>discarded winning hand</source>
        <translation>Gewinnerhand weggeworfen</translation>
    </message>
    <message>
        <source>folded by mistake</source>
        <translation>aus Versehen gefoldet</translation>
    </message>
    <message>
        <source>mucked hand</source>
        <translation>gemuckte Hand</translation>
    </message>
    <message>
        <source>retrieve hand</source>
        <translation>Hand zurückholen</translation>
    </message>
    <message>
        <source>touched the muck</source>
        <translation>hat den Muck berührt</translation>
    </message>
</context>
<context>
    <name>rulings.multiple-chip-bet</name>
    <message>
        <source>50 percent rule</source>
        <translation>50-Prozent-Regel</translation>
    </message>
    <message>
        <source>A full bet plus half a bet or more counts as announcing a raise, and the raise must be completed (Robert&apos;s has no &apos;every chip needed&apos; test).</source>
        <translation>Ein voller Bet plus ein halber Bet oder mehr gilt als angesagter Raise, und der Raise muss vervollständigt werden (Robert&apos;s kennt keinen Test „jeder Chip nötig“).</translation>
    </message>
    <message>
        <source>Chips released into the pot are a bet of their total.</source>
        <translation>Chips, die in den Pot losgelassen werden, sind ein Bet in Höhe ihrer Summe.</translation>
    </message>
    <message>
        <source>Do the chips reach the call plus at least half of a full raise? (&apos;ruling calc chips&apos; works it out)</source>
        <translation>Erreichen die Chips den Call plus mindestens die Hälfte eines vollen Raise? (&apos;ruling calc chips&apos; rechnet es aus)</translation>
    </message>
    <message>
        <source>Every chip is needed to make the call (without one of the smallest it would fall short), so it is a call; the change goes back.</source>
        <translation>Jeder Chip wird für den Call gebraucht (ohne einen der kleinsten reichte es nicht), also ist es ein Call; das Wechselgeld geht zurück.</translation>
    </message>
    <message>
        <source>Give the player the change.</source>
        <translation>Dem Spieler das Wechselgeld geben.</translation>
    </message>
    <message>
        <source>Less than a full bet plus half a bet is a call; the dealer makes change from the pot after the round.</source>
        <translation>Weniger als ein voller Bet plus ein halber Bet ist ein Call; der Dealer wechselt nach der Runde aus dem Pot.</translation>
    </message>
    <message>
        <source>Make change from the pot once the betting round is over.</source>
        <translation>Nach der Setzrunde aus dem Pot wechseln.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Not facing a bet, the chips pushed are the bet.</source>
        <translation>Ohne Bet vor sich sind die gesetzten Chips der Bet.</translation>
    </message>
    <message>
        <source>Return the excess chips.</source>
        <translation>Die überzähligen Chips zurückgeben.</translation>
    </message>
    <message>
        <source>Several chips pushed silently</source>
        <translation>Mehrere Chips wortlos gesetzt</translation>
    </message>
    <message>
        <source>The chips fall short of the call plus half a raise, so it is a call and the excess goes back to the player.</source>
        <translation>Die Chips bleiben unter dem Call plus einem halben Raise, also ist es ein Call, und der Überschuss geht an den Spieler zurück.</translation>
    </message>
    <message>
        <source>The chips reach the call plus half a raise, so it is a raise: brought up to the minimum raise if short of it, or the amount pushed if more.</source>
        <translation>Die Chips erreichen den Call plus einen halben Raise, also ist es ein Raise: auf den Mindest-Raise ergänzt, wenn es darunter liegt, oder der gesetzte Betrag, wenn es mehr ist.</translation>
    </message>
    <message>
        <source>The player pushed every chip they have: it is all-in, whatever it amounts to.</source>
        <translation>Der Spieler hat alle seine Chips gesetzt: Es ist all-in, egal wie viel es ist.</translation>
    </message>
    <message>
        <source>The player pushed every chip they have: it is all-in.</source>
        <translation>Der Spieler hat alle seine Chips gesetzt: Es ist all-in.</translation>
    </message>
    <message>
        <source>Treat it as a call.</source>
        <translation>Als Call werten.</translation>
    </message>
    <message>
        <source>Treat it as a raise (at least the minimum raise).</source>
        <translation>Als Raise werten (mindestens der Mindest-Raise).</translation>
    </message>
    <message>
        <source>Treat it as all-in.</source>
        <translation>Als All-in werten.</translation>
    </message>
    <message>
        <source>Treat the chips as a bet of their total.</source>
        <translation>Die Chips als Bet in Höhe ihrer Summe werten.</translation>
    </message>
    <message>
        <source>Was the player facing a bet (or the big blind)?</source>
        <translation>Stand der Spieler vor einem Bet (oder dem Big Blind)?</translation>
    </message>
    <message>
        <source>Were these all of the player&apos;s chips?</source>
        <translation>Waren das alle Chips des Spielers?</translation>
    </message>
    <message>
        <source>Would taking away one chip of the smallest denomination pushed leave less than the call?</source>
        <translation>Bliebe ohne einen Chip des kleinsten gesetzten Werts weniger als der Call übrig?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>chips pushed without saying</source>
        <translation>Chips ohne Ansage gesetzt</translation>
    </message>
    <message>
        <source>multi chip</source>
        <translation>Multi-Chip</translation>
    </message>
    <message>
        <source>multiple chips</source>
        <translation>mehrere Chips</translation>
    </message>
    <message>
        <source>several chips</source>
        <translation>mehrere Chips gesetzt</translation>
    </message>
    <message>
        <source>silent chips</source>
        <translation>wortlose Chips</translation>
    </message>
</context>
<context>
    <name>rulings.non-standard-card</name>
    <message>
        <source>A joker or another card that is not part of this game</source>
        <translation>Ein Joker oder eine andere Karte, die nicht zu diesem Spiel gehört</translation>
    </message>
    <message>
        <source>After substantial action there is no misdeal: the stray card is treated as a scrap of paper, taken out of play and replaced by the next card from the stub.</source>
        <translation>Nach substanzieller Aktion gibt es keinen Misdeal: Die fremde Karte gilt als Stück Papier, wird aus dem Spiel genommen und durch die nächste Karte vom Reststapel ersetzt.</translation>
    </message>
    <message>
        <source>An FTR card (FLOP, TURN or RIVER)</source>
        <translation>Eine FTR-Karte (FLOP, TURN oder RIVER)</translation>
    </message>
    <message>
        <source>Apply the FTR rules when the card&apos;s street comes or the card lands on the board.</source>
        <translation>Die FTR-Regeln anwenden, wenn die Straße der Karte kommt oder die Karte auf dem Board landet.</translation>
    </message>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Die Hand weiterspielen.</translation>
    </message>
    <message>
        <source>Kill the player&apos;s hand; chips already in the pot stay there.</source>
        <translation>Die Hand des Spielers töten; Chips, die schon im Pot sind, bleiben dort.</translation>
    </message>
    <message>
        <source>Misdeal: a card that is not part of the game was found before substantial action. The hand is dealt again (without that card) exactly as before.</source>
        <translation>Misdeal: Eine Karte, die nicht zum Spiel gehört, wurde vor substanzieller Aktion gefunden. Die Hand wird (ohne diese Karte) genau wie vorher neu gegeben.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Non-standard card found (joker, wrong card, FTR card)</source>
        <translation>Karte, die nicht zum Spiel gehört (Joker, falsche Karte, FTR-Karte)</translation>
    </message>
    <message>
        <source>Not a misdeal: the stray card is a scrap of paper and is replaced by the next card, as a boxed card would be.</source>
        <translation>Kein Misdeal: Die fremde Karte ist ein Stück Papier und wird durch die nächste Karte ersetzt, wie eine verkehrt liegende Karte.</translation>
    </message>
    <message>
        <source>Replace it with the top card of the stub.</source>
        <translation>Sie durch die oberste Karte des Reststapels ersetzen.</translation>
    </message>
    <message>
        <source>Shuffle, cut and deal the same hand again.</source>
        <translation>Mischen, abheben und dieselbe Hand neu geben.</translation>
    </message>
    <message>
        <source>Stop the deal, collect every card and take the stray card out of the deck.</source>
        <translation>Das Geben stoppen, alle Karten einsammeln und die fremde Karte aus dem Deck nehmen.</translation>
    </message>
    <message>
        <source>Take the stray card out of play and out of the deck.</source>
        <translation>Die fremde Karte aus dem Spiel und aus dem Deck nehmen.</translation>
    </message>
    <message>
        <source>Take the stray card out of the deck.</source>
        <translation>Die fremde Karte aus dem Deck nehmen.</translation>
    </message>
    <message>
        <source>The player acted on a hand holding a card that is not part of the game without pointing it out first, so the hand is dead.</source>
        <translation>Der Spieler hat mit einer Karte, die nicht zum Spiel gehört, auf die Hand gehandelt, ohne vorher darauf hinzuweisen, also ist die Hand tot.</translation>
    </message>
    <message>
        <source>This event plays FTR decks: the FLOP, TURN and RIVER cards belong to the deck and are not irregular. Play on and apply the FTR rules (see &apos;FTR card dealt to the board&apos; and &apos;Held FTR card&apos;).</source>
        <translation>Dieses Event spielt FTR-Decks: Die Karten FLOP, TURN und RIVER gehören zum Deck und sind keine Unregelmäßigkeit. Weiterspielen und die FTR-Regeln anwenden (siehe „FTR-Karte auf das Board gegeben“ und „FTR-Karte in der Hand“).</translation>
    </message>
    <message>
        <source>Was it in a player&apos;s hand, and did that player act on the hand before pointing it out?</source>
        <translation>War sie in der Hand eines Spielers, und hat dieser auf die Hand gehandelt, bevor er darauf hingewiesen hat?</translation>
    </message>
    <message>
        <source>What card was found?</source>
        <translation>Welche Karte wurde gefunden?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>extra card in deck</source>
        <translation>zusätzliche Karte im Deck</translation>
    </message>
    <message>
        <source>ftr card in normal game</source>
        <translation>FTR-Karte im normalen Spiel</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>non standard card</source>
        <translation>Karte, die nicht zum Spiel gehört</translation>
    </message>
    <message>
        <source>short deck card</source>
        <translation>Short-Deck-Karte</translation>
    </message>
    <message>
        <source>wrong card</source>
        <translation>falsche Karte</translation>
    </message>
</context>
<context>
    <name>rulings.odd-chip</name>
    <message>
        <source>A high-low split game</source>
        <translation>Ein High-Low-Split-Spiel</translation>
    </message>
    <message>
        <source>Break the odd chips down to the smallest chip in play; in flop games the odd chip(s) go to the first winner left of the button. Each side pot is split on its own (&apos;ruling calc odd-chip&apos; works it out).</source>
        <translation>Die ungeraden Chips auf den kleinsten Chip im Spiel herunterwechseln; in Flop-Spielen gehen der oder die ungeraden Chips an den ersten Gewinner links vom Button. Jeder Side Pot wird für sich geteilt (&apos;ruling calc odd-chip&apos; rechnet es aus).</translation>
    </message>
    <message>
        <source>Break the odd chips down to the smallest chip in play; in high-low games the odd chip goes to the high half.</source>
        <translation>Die ungeraden Chips auf den kleinsten Chip im Spiel herunterwechseln; in High-Low-Spielen geht der ungerade Chip an die High-Hälfte.</translation>
    </message>
    <message>
        <source>Break the odd chips down to the smallest chip in play; in stud the odd chip goes to the highest card by suit in the tied hands.</source>
        <translation>Die ungeraden Chips auf den kleinsten Chip im Spiel herunterwechseln; im Stud geht der ungerade Chip an die höchste Karte nach Farbe in den gleichwertigen Händen.</translation>
    </message>
    <message>
        <source>Break the odd chips down to the smallest chip in play; the first hand clockwise from the button gets the odd chip, and nobody gets more than one, so several odd chips go one each, clockwise. Each side pot is split on its own (&apos;ruling calc odd-chip&apos; works it out).</source>
        <translation>Die ungeraden Chips auf den kleinsten Chip im Spiel herunterwechseln; die erste Hand im Uhrzeigersinn vom Button bekommt den ungeraden Chip, und niemand bekommt mehr als einen, also gehen mehrere ungerade Chips je einer im Uhrzeigersinn. Jeder Side Pot wird für sich geteilt (&apos;ruling calc odd-chip&apos; rechnet es aus).</translation>
    </message>
    <message>
        <source>Break the pot down to the smallest chip.</source>
        <translation>Den Pot auf den kleinsten Chip herunterwechseln.</translation>
    </message>
    <message>
        <source>Give the odd chip to the high side.</source>
        <translation>Den ungeraden Chip der High-Seite geben.</translation>
    </message>
    <message>
        <source>Give the odd chip to the player with the highest card by suit.</source>
        <translation>Den ungeraden Chip dem Spieler mit der höchsten Karte nach Farbe geben.</translation>
    </message>
    <message>
        <source>Hold&apos;em or another flop game</source>
        <translation>Hold&apos;em oder ein anderes Flop-Spiel</translation>
    </message>
    <message>
        <source>Odd chips in a split pot</source>
        <translation>Ungerade Chips bei einem geteilten Pot</translation>
    </message>
    <message>
        <source>Share it equally; give odd chips one each to the winners clockwise from the button.</source>
        <translation>Gleichmäßig teilen; ungerade Chips je einen an die Gewinner im Uhrzeigersinn vom Button geben.</translation>
    </message>
    <message>
        <source>Share it equally; give the odd chip(s) to the first winner left of the button.</source>
        <translation>Gleichmäßig teilen; den oder die ungeraden Chips dem ersten Gewinner links vom Button geben.</translation>
    </message>
    <message>
        <source>Split each side pot separately.</source>
        <translation>Jeden Side Pot einzeln teilen.</translation>
    </message>
    <message>
        <source>Stud or razz</source>
        <translation>Stud oder Razz</translation>
    </message>
    <message>
        <source>What kind of game is it?</source>
        <translation>Welche Art von Spiel ist es?</translation>
    </message>
    <message>
        <source>chop</source>
        <translation>Chop</translation>
    </message>
    <message>
        <source>odd chip</source>
        <translation>ungerader Chip</translation>
    </message>
    <message>
        <source>remainder chip</source>
        <translation>Rest-Chip</translation>
    </message>
    <message>
        <source>side pot split</source>
        <translation>Side Pot teilen</translation>
    </message>
    <message>
        <source>split pot</source>
        <translation>geteilter Pot</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>Gleichstand</translation>
    </message>
</context>
<context>
    <name>rulings.oversized-chip</name>
    <message>
        <source>&apos;Raise&apos; was said before the chip landed: it is a raise. With no amount stated, it is the largest raise the chip allows (at least the minimum raise).</source>
        <translation>„Raise“ wurde gesagt, bevor der Chip lag: Es ist ein Raise. Ohne genannten Betrag ist es der größte Raise, den der Chip erlaubt (mindestens der Mindest-Raise).</translation>
    </message>
    <message>
        <source>A raise was declared, so the chip is a raise of as much as it covers (at least the minimum raise).</source>
        <translation>Ein Raise wurde angesagt, also ist der Chip ein Raise um so viel, wie er abdeckt (mindestens der Mindest-Raise).</translation>
    </message>
    <message>
        <source>A single chip put in without comment is a bet of its full value.</source>
        <translation>Ein einzelner Chip, ohne Kommentar gesetzt, ist ein Bet in seinem vollen Wert.</translation>
    </message>
    <message>
        <source>A single larger chip put in without announcing a raise is only a call (this includes calling the big blind). The dealer makes change from the pot after the round.</source>
        <translation>Ein einzelner größerer Chip ohne angesagten Raise ist nur ein Call (auch gegen den Big Blind). Der Dealer wechselt nach der Runde aus dem Pot.</translation>
    </message>
    <message>
        <source>Did the player say &apos;raise&apos; before the chip touched the table?</source>
        <translation>Hat der Spieler „Raise“ gesagt, bevor der Chip den Tisch berührt hat?</translation>
    </message>
    <message>
        <source>Facing a bet, one oversized chip without a prior &apos;raise&apos; is only a call; the change goes back to the player.</source>
        <translation>Vor einem Bet ist ein einzelner zu großer Chip ohne vorheriges „Raise“ nur ein Call; das Wechselgeld geht an den Spieler zurück.</translation>
    </message>
    <message>
        <source>Give the player the change.</source>
        <translation>Dem Spieler das Wechselgeld geben.</translation>
    </message>
    <message>
        <source>Make change from the pot once the betting round is over.</source>
        <translation>Nach der Setzrunde aus dem Pot wechseln.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Not facing a bet, a single chip put in silently is a bet of its full value.</source>
        <translation>Ohne Bet vor sich ist ein einzelner, wortlos gesetzter Chip ein Bet in seinem vollen Wert.</translation>
    </message>
    <message>
        <source>Single oversized chip</source>
        <translation>Einzelner zu großer Chip</translation>
    </message>
    <message>
        <source>Treat the chip as a bet of its full value.</source>
        <translation>Den Chip als Bet in seinem vollen Wert werten.</translation>
    </message>
    <message>
        <source>Treat the chip as a call.</source>
        <translation>Den Chip als Call werten.</translation>
    </message>
    <message>
        <source>Treat the chip as a raise of everything it covers beyond the call.</source>
        <translation>Den Chip als Raise um alles werten, was er über den Call hinaus abdeckt.</translation>
    </message>
    <message>
        <source>Was the player facing a bet (or the big blind)?</source>
        <translation>Stand der Spieler vor einem Bet (oder dem Big Blind)?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>big chip call</source>
        <translation>Call mit großem Chip</translation>
    </message>
    <message>
        <source>chip bigger than the bet</source>
        <translation>Chip größer als der Bet</translation>
    </message>
    <message>
        <source>one big chip</source>
        <translation>ein großer Chip</translation>
    </message>
    <message>
        <source>overchip</source>
        <translation>Overchip</translation>
    </message>
    <message>
        <source>oversized chip</source>
        <translation>zu großer Chip</translation>
    </message>
    <message>
        <source>single chip</source>
        <translation>einzelner Chip</translation>
    </message>
</context>
<context>
    <name>rulings.penalty</name>
    <message>
        <source>A first breach (etiquette, exposing a card with action pending, throwing cards ...)</source>
        <translation>Ein erster Verstoß (Etikette, Karte bei ausstehender Aktion gezeigt, Karten geworfen …)</translation>
    </message>
    <message>
        <source>A repeat of an earlier breach</source>
        <translation>Eine Wiederholung eines früheren Verstoßes</translation>
    </message>
    <message>
        <source>Abuse, disruption and cheating are always penalised, up to disqualification; a disqualified player&apos;s chips are taken out of play.</source>
        <translation>Beleidigung, Störung und Betrug werden immer bestraft, bis hin zur Disqualifikation; die Chips eines disqualifizierten Spielers werden aus dem Spiel genommen.</translation>
    </message>
    <message>
        <source>Abuse, disruption or cheating</source>
        <translation>Beleidigung, Störung oder Betrug</translation>
    </message>
    <message>
        <source>Choose a warning or a number of missed hands or rounds.</source>
        <translation>Eine Verwarnung oder eine Anzahl ausgesetzter Hände oder Runden wählen.</translation>
    </message>
    <message>
        <source>Choose how long the player is dealt out.</source>
        <translation>Wählen, wie lange der Spieler keine Karten bekommt.</translation>
    </message>
    <message>
        <source>Count the hands: rounds x players at the table (the penalty calculator does it).</source>
        <translation>Die Hände zählen: Runden × Spieler am Tisch (der Strafenrechner macht es).</translation>
    </message>
    <message>
        <source>Deal the player&apos;s hand and kill it while the penalty lasts.</source>
        <translation>Die Hand des Spielers geben und töten, solange die Strafe dauert.</translation>
    </message>
    <message>
        <source>Decide the penalty, up to disqualification.</source>
        <translation>Über die Strafe entscheiden, bis hin zur Disqualifikation.</translation>
    </message>
    <message>
        <source>Decide whether the player is removed from the tournament.</source>
        <translation>Entscheiden, ob der Spieler aus dem Turnier ausgeschlossen wird.</translation>
    </message>
    <message>
        <source>Give a longer penalty than the last one.</source>
        <translation>Eine längere Strafe als die letzte geben.</translation>
    </message>
    <message>
        <source>House rule A-25: abusive or disruptive behaviour may be punished by removal from the tournament, and the league may bar anyone who breaks its code of conduct.</source>
        <translation>Hausregel A-25: Beleidigendes oder störendes Verhalten kann mit dem Ausschluss aus dem Turnier bestraft werden, und die Liga kann jeden sperren, der ihren Verhaltenskodex bricht.</translation>
    </message>
    <message>
        <source>House rule A-25: misconduct such as throwing cards off the table may be punished by being dealt out for a time. Neither Robert&apos;s Rules nor the house rules say how long, so the director decides (a round counted as one hand per player at the table is the usual way).</source>
        <translation>Hausregel A-25: Fehlverhalten wie das Werfen von Karten vom Tisch kann damit bestraft werden, dass der Spieler eine Zeit lang keine Karten bekommt. Weder Robert&apos;s Rules noch die Hausregeln sagen, wie lange, also entscheidet die Turnierleitung (üblich ist eine Runde, gezählt als eine Hand pro Spieler am Tisch).</translation>
    </message>
    <message>
        <source>If disqualified, take the player&apos;s chips out of play.</source>
        <translation>Bei Disqualifikation die Chips des Spielers aus dem Spiel nehmen.</translation>
    </message>
    <message>
        <source>Penalty for a breach of the rules or etiquette</source>
        <translation>Strafe für einen Verstoß gegen Regeln oder Etikette</translation>
    </message>
    <message>
        <source>Repeat offences escalate: the floor gives a longer penalty than before (more missed hands or rounds), up to disqualification.</source>
        <translation>Wiederholungen werden strenger bestraft: Der Floor gibt eine längere Strafe als zuvor (mehr ausgesetzte Hände oder Runden), bis hin zur Disqualifikation.</translation>
    </message>
    <message>
        <source>The floor chooses the penalty: a verbal warning, or one or more missed hands or missed rounds. A missed round is one hand for every player at the table, the penalised player included, times the rounds; the player sits out, their hand is dealt and killed, and their blinds and antes are posted.</source>
        <translation>Der Floor wählt die Strafe: eine mündliche Verwarnung oder eine oder mehrere ausgesetzte Hände oder Runden. Eine ausgesetzte Runde ist eine Hand für jeden Spieler am Tisch, der bestrafte eingeschlossen, mal die Anzahl der Runden; der Spieler setzt aus, seine Hand wird gegeben und getötet, und seine Blinds und Antes werden gesetzt.</translation>
    </message>
    <message>
        <source>The player leaves the table; deal their hand and kill it, post their blinds and antes.</source>
        <translation>Der Spieler verlässt den Tisch; seine Hand geben und töten, seine Blinds und Antes setzen.</translation>
    </message>
    <message>
        <source>What is being penalised?</source>
        <translation>Was wird bestraft?</translation>
    </message>
    <message>
        <source>abuse</source>
        <translation>Beleidigung</translation>
    </message>
    <message>
        <source>disqualify</source>
        <translation>disqualifizieren</translation>
    </message>
    <message>
        <source>misconduct</source>
        <translation>Fehlverhalten</translation>
    </message>
    <message>
        <source>missed hand penalty</source>
        <translation>Strafe mit ausgesetzten Händen</translation>
    </message>
    <message>
        <source>missed round</source>
        <translation>ausgesetzte Runde</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>sit out</source>
        <translation>aussetzen</translation>
    </message>
    <message>
        <source>threw cards</source>
        <translation>Karten geworfen</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Verwarnung</translation>
    </message>
</context>
<context>
    <name>rulings.player-exposes-card</name>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Die Hand weiterspielen.</translation>
    </message>
    <message>
        <source>Everyone at the table</source>
        <translation>Alle am Tisch</translation>
    </message>
    <message>
        <source>Finish the hand among the remaining players.</source>
        <translation>Die Hand unter den übrigen Spielern zu Ende spielen.</translation>
    </message>
    <message>
        <source>Have the player show the same card(s) to the whole table.</source>
        <translation>Den Spieler dieselbe Karte oder dieselben Karten dem ganzen Tisch zeigen lassen.</translation>
    </message>
    <message>
        <source>House rule: an all-in player who turns cards up before all betting is finished mucks the hand.</source>
        <translation>Hausregel: Ein All-in-Spieler, der Karten aufdeckt, bevor alles Setzen beendet ist, muckt die Hand.</translation>
    </message>
    <message>
        <source>Is the player all-in, and did they turn the card up before all betting was finished?</source>
        <translation>Ist der Spieler all-in, und hat er die Karte aufgedeckt, bevor alles Setzen beendet war?</translation>
    </message>
    <message>
        <source>Kill the player&apos;s hand and push it into the muck.</source>
        <translation>Die Hand des Spielers töten und in den Muck schieben.</translation>
    </message>
    <message>
        <source>Let the hand play on.</source>
        <translation>Die Hand weiterspielen lassen.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Only one other player</source>
        <translation>Nur ein anderer Spieler</translation>
    </message>
    <message>
        <source>Player exposes their own hole card with action pending</source>
        <translation>Spieler zeigt bei ausstehender Aktion eine eigene Hole Card</translation>
    </message>
    <message>
        <source>Show one, show all: every player is entitled to see what one player was shown, and the hand stays live (a card a player exposes plays).</source>
        <translation>Zeigst du einem, zeigst du allen: Jeder Spieler hat das Recht zu sehen, was einem Spieler gezeigt wurde, und die Hand bleibt lebend (eine Karte, die ein Spieler aufdeckt, spielt).</translation>
    </message>
    <message>
        <source>The card plays: a card a player exposes stays in the hand, which remains live. Revealing a live hand before betting is finished is poor etiquette and may draw a warning.</source>
        <translation>Die Karte spielt: Eine Karte, die ein Spieler aufdeckt, bleibt in der Hand, die lebend bleibt. Eine lebende Hand zu zeigen, bevor das Setzen beendet ist, ist schlechte Etikette und kann eine Verwarnung nach sich ziehen.</translation>
    </message>
    <message>
        <source>The hand stays live. Showing cards to one player breaks the one-player-to-a-hand rule, and exposing a card while action is pending may be penalised; any penalty is served after the hand.</source>
        <translation>Die Hand bleibt lebend. Einem Spieler Karten zu zeigen verstößt gegen die Regel „ein Spieler pro Hand“, und eine Karte bei ausstehender Aktion aufzudecken kann bestraft werden; eine Strafe wird nach der Hand abgesessen.</translation>
    </message>
    <message>
        <source>The hand stays live: a player&apos;s own exposure never kills the hand. Exposing cards while action is pending may be penalised, with the penalty served after the hand.</source>
        <translation>Die Hand bleibt lebend: Eigenes Aufdecken tötet die Hand nie. Karten bei ausstehender Aktion aufzudecken kann bestraft werden, die Strafe wird nach der Hand abgesessen.</translation>
    </message>
    <message>
        <source>Warn or penalise the player once the hand is over.</source>
        <translation>Den Spieler nach der Hand verwarnen oder bestrafen.</translation>
    </message>
    <message>
        <source>Warn the player if it was deliberate.</source>
        <translation>Den Spieler verwarnen, wenn es Absicht war.</translation>
    </message>
    <message>
        <source>Who saw the card?</source>
        <translation>Wer hat die Karte gesehen?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>exposed hand</source>
        <translation>aufgedeckte Hand</translation>
    </message>
    <message>
        <source>flashed own card</source>
        <translation>eigene Karte gezeigt</translation>
    </message>
    <message>
        <source>player exposed card</source>
        <translation>Spieler hat Karte aufgedeckt</translation>
    </message>
    <message>
        <source>player shows card</source>
        <translation>Spieler zeigt Karte</translation>
    </message>
    <message>
        <source>show one show all</source>
        <translation>zeigst du einem, zeigst du allen</translation>
    </message>
    <message>
        <source>showed cards</source>
        <translation>Karten gezeigt</translation>
    </message>
</context>
<context>
    <name>rulings.pot-dispute</name>
    <message>
        <source>A dispute about how a hand was read must be raised before the next hand starts; it is too late, so the result stands.</source>
        <translation>Ein Einspruch dazu, wie eine Hand gelesen wurde, muss vor Beginn der nächsten Hand vorgebracht werden; es ist zu spät, also bleibt das Ergebnis.</translation>
    </message>
    <message>
        <source>A pot-accounting error may be raised until substantial action on the next hand, so it is corrected.</source>
        <translation>Ein Fehler in der Abrechnung des Pots kann bis zur substanziellen Aktion in der nächsten Hand vorgebracht werden, also wird er korrigiert.</translation>
    </message>
    <message>
        <source>A pot-accounting error must be raised before substantial action on the next hand; it is too late, so the result stands.</source>
        <translation>Ein Fehler in der Abrechnung des Pots muss vor der substanziellen Aktion in der nächsten Hand vorgebracht werden; es ist zu spät, also bleibt das Ergebnis.</translation>
    </message>
    <message>
        <source>A ruling on a pot must be asked for before the next deal starts; it is too late, so the result stands.</source>
        <translation>Eine Entscheidung über einen Pot muss verlangt werden, bevor das nächste Geben beginnt; es ist zu spät, also bleibt das Ergebnis.</translation>
    </message>
    <message>
        <source>Chip amounts, or who was paid</source>
        <translation>Chipbeträge, oder wer ausgezahlt wurde</translation>
    </message>
    <message>
        <source>Go back over the betting to work out the pot.</source>
        <translation>Die Einsätze durchgehen, um den Pot zu ermitteln.</translation>
    </message>
    <message>
        <source>Had the next hand started (first riffle, shuffler button or dealer push)?</source>
        <translation>Hatte die nächste Hand schon begonnen (erstes Riffle, Taste der Mischmaschine oder Schieben des Dealers)?</translation>
    </message>
    <message>
        <source>Has substantial action taken place on the next hand?</source>
        <translation>Hat in der nächsten Hand substanzielle Aktion stattgefunden?</translation>
    </message>
    <message>
        <source>How a tabled hand was read</source>
        <translation>Wie eine aufgedeckte Hand gelesen wurde</translation>
    </message>
    <message>
        <source>Leave the pot as awarded.</source>
        <translation>Den Pot so lassen, wie er vergeben wurde.</translation>
    </message>
    <message>
        <source>Move the chips to the right player.</source>
        <translation>Die Chips dem richtigen Spieler geben.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Pot awarded wrongly, or a late dispute</source>
        <translation>Pot falsch vergeben, oder ein später Einspruch</translation>
    </message>
    <message>
        <source>Raised before the next deal started: the pot may be reconstructed from the betting and moved to the right player; play may go on meanwhile with the pot held aside.</source>
        <translation>Vor Beginn des nächsten Gebens vorgebracht: Der Pot kann aus den Einsätzen rekonstruiert und dem richtigen Spieler gegeben werden; das Spiel kann inzwischen weitergehen, der Pot wird beiseitegelegt.</translation>
    </message>
    <message>
        <source>Raised before the next hand started: the floor corrects it, reconstructing the pot from the betting if needed and moving the chips to the right player.</source>
        <translation>Vor Beginn der nächsten Hand vorgebracht: Der Floor korrigiert es, rekonstruiert den Pot bei Bedarf aus den Einsätzen und gibt die Chips dem richtigen Spieler.</translation>
    </message>
    <message>
        <source>What is the dispute about?</source>
        <translation>Worum geht der Einspruch?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>dispute</source>
        <translation>Einspruch</translation>
    </message>
    <message>
        <source>misread hand</source>
        <translation>Hand falsch gelesen</translation>
    </message>
    <message>
        <source>pot to wrong player</source>
        <translation>Pot an den falschen Spieler</translation>
    </message>
    <message>
        <source>pushed the pot wrong</source>
        <translation>Pot falsch ausgezahlt</translation>
    </message>
    <message>
        <source>wrong amount in pot</source>
        <translation>falscher Betrag im Pot</translation>
    </message>
    <message>
        <source>wrong pot</source>
        <translation>falscher Pot</translation>
    </message>
</context>
<context>
    <name>rulings.premature-flop</name>
    <message>
        <source>Deal the flop without another burn.</source>
        <translation>Den Flop ohne weitere Burn-Card geben.</translation>
    </message>
    <message>
        <source>Deal the new card(s) without a burn.</source>
        <translation>Die neue(n) Karte(n) ohne Burn-Card geben.</translation>
    </message>
    <message>
        <source>Finish the pre-flop betting.</source>
        <translation>Die Setzrunde vor dem Flop beenden.</translation>
    </message>
    <message>
        <source>House rule A-18 (it replaces Robert&apos;s own procedure): a card turned over before the betting is finished goes into the middle of the remaining deck, the deck is shuffled once and cut, and the new card is dealt without a burn. Players in the unfinished betting round may take back their bets and bet again.</source>
        <translation>Hausregel A-18 (sie ersetzt das eigene Verfahren von Robert&apos;s): Eine Karte, die aufgedeckt wird, bevor das Setzen beendet ist, kommt in die Mitte des restlichen Decks, das Deck wird einmal gemischt und abgehoben, und die neue Karte wird ohne Burn-Card gegeben. Spieler der unbeendeten Setzrunde dürfen ihre Einsätze zurücknehmen und neu setzen.</translation>
    </message>
    <message>
        <source>Leave the burn card as the burn.</source>
        <translation>Die Burn-Card als Burn-Card liegen lassen.</translation>
    </message>
    <message>
        <source>Players who bet in the unfinished round may take back their bets and bet again; finish the betting round.</source>
        <translation>Spieler, die in der unbeendeten Runde gesetzt haben, dürfen ihre Einsätze zurücknehmen und neu setzen; die Setzrunde beenden.</translation>
    </message>
    <message>
        <source>Premature flop</source>
        <translation>Flop zu früh</translation>
    </message>
    <message>
        <source>Put the card(s) into the middle of the remaining deck; shuffle it once and cut it.</source>
        <translation>Die Karte(n) in die Mitte des restlichen Decks stecken; es einmal mischen und abheben.</translation>
    </message>
    <message>
        <source>Put the flop cards back into the stub and reshuffle the whole stub face down; cut.</source>
        <translation>Die Flop-Karten zurück in den Reststapel legen und den ganzen Reststapel verdeckt neu mischen; abheben.</translation>
    </message>
    <message>
        <source>Stop: the early card(s) do not play, whatever players do now.</source>
        <translation>Stopp: Die zu früh gegebenen Karten spielen nicht, egal was die Spieler jetzt tun.</translation>
    </message>
    <message>
        <source>Stop: the early flop does not play, whatever players do now.</source>
        <translation>Stopp: Der zu frühe Flop spielt nicht, egal was die Spieler jetzt tun.</translation>
    </message>
    <message>
        <source>The early flop does not play, and nobody may accept or reject it. Finish the betting first (bets made stand); then the burn stays a burn, the premature card(s) go back into the stub, the whole stub is reshuffled face down, and the flop is dealt again without another burn.</source>
        <translation>Der zu frühe Flop spielt nicht, und niemand darf ihn annehmen oder ablehnen. Erst das Setzen beenden (gemachte Einsätze bleiben); dann bleibt die Burn-Card eine Burn-Card, die zu früh gegebenen Karten kommen zurück in den Reststapel, der ganze Reststapel wird verdeckt neu gemischt, und der Flop wird ohne weitere Burn-Card neu gegeben.</translation>
    </message>
    <message>
        <source>dealer flopped early</source>
        <translation>Dealer hat zu früh geflopt</translation>
    </message>
    <message>
        <source>early flop</source>
        <translation>früher Flop</translation>
    </message>
    <message>
        <source>flop before betting finished</source>
        <translation>Flop vor Ende der Setzrunde</translation>
    </message>
    <message>
        <source>flop too early</source>
        <translation>Flop zu früh gegeben</translation>
    </message>
    <message>
        <source>premature flop</source>
        <translation>Flop zu früh</translation>
    </message>
</context>
<context>
    <name>rulings.premature-river</name>
    <message>
        <source>Deal the new card(s) without a burn.</source>
        <translation>Die neue(n) Karte(n) ohne Burn-Card geben.</translation>
    </message>
    <message>
        <source>Deal the river without another burn.</source>
        <translation>Den River ohne weitere Burn-Card geben.</translation>
    </message>
    <message>
        <source>Finish the turn betting.</source>
        <translation>Die Setzrunde am Turn beenden.</translation>
    </message>
    <message>
        <source>House rule A-18 (it replaces Robert&apos;s own procedure): a card turned over before the betting is finished goes into the middle of the remaining deck, the deck is shuffled once and cut, and the new card is dealt without a burn. Players in the unfinished betting round may take back their bets and bet again.</source>
        <translation>Hausregel A-18 (sie ersetzt das eigene Verfahren von Robert&apos;s): Eine Karte, die aufgedeckt wird, bevor das Setzen beendet ist, kommt in die Mitte des restlichen Decks, das Deck wird einmal gemischt und abgehoben, und die neue Karte wird ohne Burn-Card gegeben. Spieler der unbeendeten Setzrunde dürfen ihre Einsätze zurücknehmen und neu setzen.</translation>
    </message>
    <message>
        <source>Leave the river burn card as the burn.</source>
        <translation>Die Burn-Card vor dem River als Burn-Card liegen lassen.</translation>
    </message>
    <message>
        <source>Players who bet in the unfinished round may take back their bets and bet again; finish the betting round.</source>
        <translation>Spieler, die in der unbeendeten Runde gesetzt haben, dürfen ihre Einsätze zurücknehmen und neu setzen; die Setzrunde beenden.</translation>
    </message>
    <message>
        <source>Premature river</source>
        <translation>River zu früh</translation>
    </message>
    <message>
        <source>Put the card(s) into the middle of the remaining deck; shuffle it once and cut it.</source>
        <translation>Die Karte(n) in die Mitte des restlichen Decks stecken; es einmal mischen und abheben.</translation>
    </message>
    <message>
        <source>Put the river card back into the stub and reshuffle the whole stub face down; cut.</source>
        <translation>Die River-Karte zurück in den Reststapel legen und den ganzen Reststapel verdeckt neu mischen; abheben.</translation>
    </message>
    <message>
        <source>Stop: the early card(s) do not play, whatever players do now.</source>
        <translation>Stopp: Die zu früh gegebenen Karten spielen nicht, egal was die Spieler jetzt tun.</translation>
    </message>
    <message>
        <source>Stop: the early river does not play, whatever players do now.</source>
        <translation>Stopp: Der zu frühe River spielt nicht, egal was die Spieler jetzt tun.</translation>
    </message>
    <message>
        <source>The early river does not play, and nobody may accept or reject it. Finish the betting first (bets made stand); then the burn stays a burn, the premature card(s) go back into the stub, the whole stub is reshuffled face down, and the river is dealt again without another burn.</source>
        <translation>Der zu frühe River spielt nicht, und niemand darf ihn annehmen oder ablehnen. Erst das Setzen beenden (gemachte Einsätze bleiben); dann bleibt die Burn-Card eine Burn-Card, die zu früh gegebenen Karten kommen zurück in den Reststapel, der ganze Reststapel wird verdeckt neu gemischt, und der River wird ohne weitere Burn-Card neu gegeben.</translation>
    </message>
    <message>
        <source>early river</source>
        <translation>früher River</translation>
    </message>
    <message>
        <source>fifth street early</source>
        <translation>fünfte Straße zu früh</translation>
    </message>
    <message>
        <source>premature river</source>
        <translation>River zu früh</translation>
    </message>
    <message>
        <source>river before betting finished</source>
        <translation>River vor Ende der Setzrunde</translation>
    </message>
    <message>
        <source>river too early</source>
        <translation>River zu früh gegeben</translation>
    </message>
</context>
<context>
    <name>rulings.premature-turn</name>
    <message>
        <source>Deal the new card(s) without a burn.</source>
        <translation>Die neue(n) Karte(n) ohne Burn-Card geben.</translation>
    </message>
    <message>
        <source>Deal the turn without another burn; the river is later dealt with its normal burn.</source>
        <translation>Den Turn ohne weitere Burn-Card geben; der River kommt später mit seiner normalen Burn-Card.</translation>
    </message>
    <message>
        <source>Finish the flop betting.</source>
        <translation>Die Setzrunde am Flop beenden.</translation>
    </message>
    <message>
        <source>House rule A-18 (it replaces Robert&apos;s own procedure): a card turned over before the betting is finished goes into the middle of the remaining deck, the deck is shuffled once and cut, and the new card is dealt without a burn. Players in the unfinished betting round may take back their bets and bet again.</source>
        <translation>Hausregel A-18 (sie ersetzt das eigene Verfahren von Robert&apos;s): Eine Karte, die aufgedeckt wird, bevor das Setzen beendet ist, kommt in die Mitte des restlichen Decks, das Deck wird einmal gemischt und abgehoben, und die neue Karte wird ohne Burn-Card gegeben. Spieler der unbeendeten Setzrunde dürfen ihre Einsätze zurücknehmen und neu setzen.</translation>
    </message>
    <message>
        <source>Leave the turn burn card as the burn.</source>
        <translation>Die Burn-Card vor dem Turn als Burn-Card liegen lassen.</translation>
    </message>
    <message>
        <source>Players who bet in the unfinished round may take back their bets and bet again; finish the betting round.</source>
        <translation>Spieler, die in der unbeendeten Runde gesetzt haben, dürfen ihre Einsätze zurücknehmen und neu setzen; die Setzrunde beenden.</translation>
    </message>
    <message>
        <source>Premature turn</source>
        <translation>Turn zu früh</translation>
    </message>
    <message>
        <source>Put the card(s) into the middle of the remaining deck; shuffle it once and cut it.</source>
        <translation>Die Karte(n) in die Mitte des restlichen Decks stecken; es einmal mischen und abheben.</translation>
    </message>
    <message>
        <source>Put the turn card back into the stub and reshuffle the whole stub face down; cut.</source>
        <translation>Die Turn-Karte zurück in den Reststapel legen und den ganzen Reststapel verdeckt neu mischen; abheben.</translation>
    </message>
    <message>
        <source>Stop: the early card(s) do not play, whatever players do now.</source>
        <translation>Stopp: Die zu früh gegebenen Karten spielen nicht, egal was die Spieler jetzt tun.</translation>
    </message>
    <message>
        <source>Stop: the early turn does not play, whatever players do now.</source>
        <translation>Stopp: Der zu frühe Turn spielt nicht, egal was die Spieler jetzt tun.</translation>
    </message>
    <message>
        <source>The early turn does not play, and nobody may accept or reject it. Finish the betting first (bets made stand); then the burn stays a burn, the premature card(s) go back into the stub, the whole stub is reshuffled face down, and the turn is dealt again without another burn.</source>
        <translation>Der zu frühe Turn spielt nicht, und niemand darf ihn annehmen oder ablehnen. Erst das Setzen beenden (gemachte Einsätze bleiben); dann bleibt die Burn-Card eine Burn-Card, die zu früh gegebenen Karten kommen zurück in den Reststapel, der ganze Reststapel wird verdeckt neu gemischt, und der Turn wird ohne weitere Burn-Card neu gegeben.</translation>
    </message>
    <message>
        <source>early turn</source>
        <translation>früher Turn</translation>
    </message>
    <message>
        <source>fourth street early</source>
        <translation>vierte Straße zu früh</translation>
    </message>
    <message>
        <source>premature turn</source>
        <translation>Turn zu früh</translation>
    </message>
    <message>
        <source>turn before betting finished</source>
        <translation>Turn vor Ende der Setzrunde</translation>
    </message>
    <message>
        <source>turn too early</source>
        <translation>Turn zu früh gegeben</translation>
    </message>
</context>
<context>
    <name>rulings.prior-bet-pulled-back</name>
    <message>
        <source>Ask the player to declare.</source>
        <translation>Den Spieler bitten, anzusagen.</translation>
    </message>
    <message>
        <source>By pulling back the earlier bet chips while facing a raise, the player is bound to call or raise: they may not put those chips back out and fold.</source>
        <translation>Wer vor einem Raise seine früher gesetzten Chips zurückzieht, muss callen oder erhöhen: Er darf diese Chips nicht wieder hinausschieben und folden.</translation>
    </message>
    <message>
        <source>Earlier bet chips pulled back when facing a raise</source>
        <translation>Früher gesetzte Chips vor einem Raise zurückgezogen</translation>
    </message>
    <message>
        <source>Facing the raise, did the player clearly pull their earlier bet chips back towards their stack?</source>
        <translation>Hat der Spieler vor dem Raise seine früher gesetzten Chips deutlich zu seinem Stack zurückgezogen?</translation>
    </message>
    <message>
        <source>If they push the chips back out silently, read them as a call or raise by Rules 41 to 45.</source>
        <translation>Schiebt er die Chips wortlos wieder hinaus, sie nach den Regeln 41 bis 45 als Call oder Raise lesen.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Read any chips added silently by Rules 41 to 45.</source>
        <translation>Wortlos dazugelegte Chips nach den Regeln 41 bis 45 lesen.</translation>
    </message>
    <message>
        <source>Read any chips pushed out again as a call or raise.</source>
        <translation>Wieder hinausgeschobene Chips als Call oder Raise lesen.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules (league edition) has no rule for earlier bet chips pulled back facing a raise (its B&amp;R 11 binds chips released into the pot, not chips taken back), and no house rule covers it, so the director rules for fairness; the TDA&apos;s rule (46-B) is the usual practice: the player is held to calling or raising and may not fold.</source>
        <translation>Robert&apos;s Rules (Liga-Ausgabe) hat keine Regel für früher gesetzte Chips, die vor einem Raise zurückgezogen werden (seine B&amp;R 11 bindet in den Pot losgelassene Chips, nicht zurückgenommene), und keine Hausregel deckt das ab, also entscheidet die Turnierleitung nach Fairness; die TDA-Regel (46-B) ist die übliche Praxis: Der Spieler muss callen oder erhöhen und darf nicht folden.</translation>
    </message>
    <message>
        <source>Tell the player they must call or raise.</source>
        <translation>Dem Spieler sagen, dass er callen oder erhöhen muss.</translation>
    </message>
    <message>
        <source>The earlier bet stays in front of the player, who may still call, raise or fold; the player should say what they are doing before adding chips.</source>
        <translation>Der frühere Einsatz bleibt vor dem Spieler liegen, der weiter callen, erhöhen oder folden darf; er sollte sagen, was er tut, bevor er Chips dazulegt.</translation>
    </message>
    <message>
        <source>The earlier bet stays in front of the player, who may still call, raise or fold; they should say what they are doing before adding chips, and chips added silently are read by Rules 41 to 45.</source>
        <translation>Der frühere Einsatz bleibt vor dem Spieler liegen, der weiter callen, erhöhen oder folden darf; er sollte sagen, was er tut, bevor er Chips dazulegt, und wortlos dazugelegte Chips werden nach den Regeln 41 bis 45 gelesen.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>earlier bet facing a raise</source>
        <translation>früherer Einsatz vor einem Raise</translation>
    </message>
    <message>
        <source>prior bet chips</source>
        <translation>früher gesetzte Chips</translation>
    </message>
    <message>
        <source>pull back chips fold</source>
        <translation>Chips zurückziehen und folden</translation>
    </message>
    <message>
        <source>pulled back bet</source>
        <translation>Einsatz zurückgezogen</translation>
    </message>
    <message>
        <source>took back his bet</source>
        <translation>hat seinen Einsatz zurückgenommen</translation>
    </message>
</context>
<context>
    <name>rulings.request-to-see-hand</name>
    <message>
        <source>A player who has mucked or no longer holds cards loses any right to see another hand.</source>
        <translation>Ein Spieler, der gemuckt hat oder keine Karten mehr hat, verliert jedes Recht, eine andere Hand zu sehen.</translation>
    </message>
    <message>
        <source>A river caller who kept or tabled their cards may always see the last aggressor&apos;s hand: it is the hand they paid to see.</source>
        <translation>Ein Caller am River, der seine Karten behalten oder aufgedeckt hat, darf immer die Hand des letzten Aggressors sehen: Dafür hat er bezahlt.</translation>
    </message>
    <message>
        <source>Any other request is at the floor&apos;s discretion. A hand shown on request does not become live again.</source>
        <translation>Jede andere Bitte liegt im Ermessen des Floors. Eine auf Verlangen gezeigte Hand wird nicht wieder lebend.</translation>
    </message>
    <message>
        <source>Any player dealt in may ask to see a called hand (a privilege that can be withdrawn if abused); a folded hand shown because a non-winner asked stays dead.</source>
        <translation>Jeder Spieler, der Karten bekommen hat, darf verlangen, eine gecallte Hand zu sehen (ein Privileg, das bei Missbrauch entzogen werden kann); eine gefoldete Hand, die auf Verlangen eines Nicht-Gewinners gezeigt wird, bleibt tot.</translation>
    </message>
    <message>
        <source>Any player dealt in may ask to see a called hand. When the pot&apos;s winner asks to see a losing hand, both hands are live and the best hand wins the pot.</source>
        <translation>Jeder Spieler, der Karten bekommen hat, darf verlangen, eine gecallte Hand zu sehen. Verlangt der Gewinner des Pots, eine verlierende Hand zu sehen, sind beide Hände lebend, und die beste Hand gewinnt den Pot.</translation>
    </message>
    <message>
        <source>Decide whether to have the hand shown.</source>
        <translation>Entscheiden, ob die Hand gezeigt wird.</translation>
    </message>
    <message>
        <source>Does the player asking still hold their cards (or have they tabled them)?</source>
        <translation>Hat der fragende Spieler seine Karten noch (oder hat er sie aufgedeckt)?</translation>
    </message>
    <message>
        <source>Have the hand shown.</source>
        <translation>Die Hand zeigen lassen.</translation>
    </message>
    <message>
        <source>Have the last aggressor&apos;s hand shown.</source>
        <translation>Die Hand des letzten Aggressors zeigen lassen.</translation>
    </message>
    <message>
        <source>Is the player asking a river caller who wants to see the last aggressor&apos;s hand?</source>
        <translation>Ist der Fragende ein Caller am River, der die Hand des letzten Aggressors sehen will?</translation>
    </message>
    <message>
        <source>Is the player asking the winner of the pot?</source>
        <translation>Ist der Fragende der Gewinner des Pots?</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Read both hands: the best one wins the pot.</source>
        <translation>Beide Hände lesen: Die beste gewinnt den Pot.</translation>
    </message>
    <message>
        <source>Request to see a hand</source>
        <translation>Verlangen, eine Hand zu sehen</translation>
    </message>
    <message>
        <source>Tell the player the request is refused.</source>
        <translation>Dem Spieler sagen, dass die Bitte abgelehnt wird.</translation>
    </message>
    <message>
        <source>The shown hand stays dead; the pot goes as awarded.</source>
        <translation>Die gezeigte Hand bleibt tot; der Pot geht, wie er vergeben wurde.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>ask to see cards</source>
        <translation>Karten sehen wollen</translation>
    </message>
    <message>
        <source>i want to see that</source>
        <translation>das will ich sehen</translation>
    </message>
    <message>
        <source>see a hand</source>
        <translation>Hand sehen</translation>
    </message>
    <message>
        <source>see mucked hand</source>
        <translation>gemuckte Hand sehen</translation>
    </message>
    <message>
        <source>see the losing hand</source>
        <translation>die verlierende Hand sehen</translation>
    </message>
    <message>
        <source>show me</source>
        <translation>zeig mal</translation>
    </message>
</context>
<context>
    <name>rulings.short-all-in-reopen</name>
    <message>
        <source>A player who already acted and does not face a full-size wager may not raise an all-in that is less than a full bet or raise: call or fold only (the half-bet reopening idea is for limit games).</source>
        <translation>Ein Spieler, der schon gehandelt hat und nicht vor einem Einsatz in voller Höhe steht, darf ein All-in, das kleiner als ein voller Bet oder Raise ist, nicht erhöhen: nur callen oder folden (die Idee mit dem halben Bet gilt für Limit-Spiele).</translation>
    </message>
    <message>
        <source>Adding up every all-in since that player acted, do they now face at least a full raise? (&apos;ruling calc min-raise&apos; works it out)</source>
        <translation>Alle All-ins zusammengezählt, seit dieser Spieler gehandelt hat: Steht er jetzt vor mindestens einem vollen Raise? (&apos;ruling calc min-raise&apos; rechnet es aus)</translation>
    </message>
    <message>
        <source>Counting the all-ins together, the player now faces at least a full raise, so the betting is reopened for them: they may call, raise or fold. The minimum raise is still the last full raise.</source>
        <translation>Die All-ins zusammengezählt, steht der Spieler jetzt vor mindestens einem vollen Raise, also ist das Setzen für ihn wieder eröffnet: Er darf callen, erhöhen oder folden. Der Mindest-Raise ist weiter der letzte volle Raise.</translation>
    </message>
    <message>
        <source>Has the player now facing the action already acted on this betting round?</source>
        <translation>Hat der Spieler, der jetzt an der Reihe ist, in dieser Setzrunde schon gehandelt?</translation>
    </message>
    <message>
        <source>Let the player call or fold only.</source>
        <translation>Den Spieler nur callen oder folden lassen.</translation>
    </message>
    <message>
        <source>Let the player call, raise or fold.</source>
        <translation>Den Spieler callen, erhöhen oder folden lassen.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Short all-in: is the betting reopened?</source>
        <translation>Zu kurzes All-in: Ist das Setzen wieder eröffnet?</translation>
    </message>
    <message>
        <source>The player already acted and does not face a full raise, so the betting is not reopened: they may only call or fold.</source>
        <translation>Der Spieler hat schon gehandelt und steht nicht vor einem vollen Raise, also ist das Setzen nicht wieder eröffnet: Er darf nur callen oder folden.</translation>
    </message>
    <message>
        <source>The player has not acted yet on this round, so they have every option: call, raise (at least the last full raise) or fold.</source>
        <translation>Der Spieler hat in dieser Runde noch nicht gehandelt, also hat er alle Optionen: callen, erhöhen (mindestens um den letzten vollen Raise) oder folden.</translation>
    </message>
    <message>
        <source>The player has not acted yet on this round, so they may call, raise or fold (a blind keeps the option to raise).</source>
        <translation>Der Spieler hat in dieser Runde noch nicht gehandelt, also darf er callen, erhöhen oder folden (ein Blind behält die Option zu erhöhen).</translation>
    </message>
    <message>
        <source>The player now faces a full-size wager, so they may raise again.</source>
        <translation>Der Spieler steht jetzt vor einem Einsatz in voller Höhe, also darf er noch einmal erhöhen.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>all in less than a raise</source>
        <translation>All-in kleiner als ein Raise</translation>
    </message>
    <message>
        <source>can i raise again</source>
        <translation>darf ich nochmal erhöhen</translation>
    </message>
    <message>
        <source>incomplete raise</source>
        <translation>unvollständiger Raise</translation>
    </message>
    <message>
        <source>reopen betting</source>
        <translation>Setzen wieder eröffnen</translation>
    </message>
    <message>
        <source>reopened</source>
        <translation>wieder eröffnet</translation>
    </message>
    <message>
        <source>short all in</source>
        <translation>kurzes All-in</translation>
    </message>
</context>
<context>
    <name>rulings.short-blind</name>
    <message>
        <source>A blind cannot post the full amount</source>
        <translation>Ein Blind kann den vollen Betrag nicht setzen</translation>
    </message>
    <message>
        <source>Build a side pot for the chips above the short blind.</source>
        <translation>Einen Side Pot für die Chips über dem kurzen Blind bilden.</translation>
    </message>
    <message>
        <source>House rule: a player short of a blind plays for what they have and a side pot is made for the others. The minimum raise stays based on the full blind.</source>
        <translation>Hausregel: Ein Spieler, dem Chips für einen Blind fehlen, spielt um das, was er hat, und für die anderen wird ein Side Pot gebildet. Der Mindest-Raise richtet sich weiter nach dem vollen Blind.</translation>
    </message>
    <message>
        <source>Players call the full big blind; the minimum raise is a full big blind more.</source>
        <translation>Die Spieler callen den vollen Big Blind; der Mindest-Raise ist ein voller Big Blind mehr.</translation>
    </message>
    <message>
        <source>Take the short blind as an all-in.</source>
        <translation>Den kurzen Blind als All-in nehmen.</translation>
    </message>
    <message>
        <source>The player posts what they have and is all-in for it; a side pot forms. The amount to call and the minimum raise stay based on the full big blind, and with a big-blind ante the big blind is paid before the ante.</source>
        <translation>Der Spieler setzt, was er hat, und ist damit all-in; ein Side Pot entsteht. Der Call und der Mindest-Raise richten sich weiter nach dem vollen Big Blind, und bei einem Big-Blind-Ante wird der Big Blind vor dem Ante bezahlt.</translation>
    </message>
    <message>
        <source>blind all in</source>
        <translation>Blind all-in</translation>
    </message>
    <message>
        <source>cannot post blind</source>
        <translation>kann den Blind nicht setzen</translation>
    </message>
    <message>
        <source>not enough for the big blind</source>
        <translation>nicht genug für den Big Blind</translation>
    </message>
    <message>
        <source>partial blind</source>
        <translation>Teil-Blind</translation>
    </message>
    <message>
        <source>short blind</source>
        <translation>kurzer Blind</translation>
    </message>
</context>
<context>
    <name>rulings.showdown-order</name>
    <message>
        <source>A player shows one card and waits (slow roll)</source>
        <translation>Ein Spieler zeigt eine Karte und wartet (Slow Roll)</translation>
    </message>
    <message>
        <source>Ask the first player to act to show first.</source>
        <translation>Den ersten Spieler, der handeln muss, bitten, zuerst zu zeigen.</translation>
    </message>
    <message>
        <source>Ask the last aggressor to show first.</source>
        <translation>Den letzten Aggressor bitten, zuerst zu zeigen.</translation>
    </message>
    <message>
        <source>Ask the player to turn up the other card.</source>
        <translation>Den Spieler bitten, die andere Karte aufzudecken.</translation>
    </message>
    <message>
        <source>Consider a penalty for a deliberate slow roll.</source>
        <translation>Eine Strafe für einen absichtlichen Slow Roll erwägen.</translation>
    </message>
    <message>
        <source>House rule, no slow rolls: a called player must show; one who shows only one card and waits plays with the exposed card only, not the slow-rolled one.</source>
        <translation>Hausregel, kein Slow Roll: Ein gecallter Spieler muss zeigen; wer nur eine Karte zeigt und wartet, spielt nur mit der aufgedeckten Karte, nicht mit der zurückgehaltenen.</translation>
    </message>
    <message>
        <source>If all others muck, the last live hand wins without showing.</source>
        <translation>Mucken alle anderen, gewinnt die letzte lebende Hand, ohne zu zeigen.</translation>
    </message>
    <message>
        <source>If nobody shows voluntarily, the last player to bet or raise on the final round shows first.</source>
        <translation>Zeigt niemand freiwillig, zeigt zuerst der Spieler, der in der letzten Runde zuletzt gesetzt oder erhöht hat.</translation>
    </message>
    <message>
        <source>If they refuse, the floor rules; a hand not fully tabled cannot win.</source>
        <translation>Weigert er sich, entscheidet der Floor; eine nicht vollständig aufgedeckte Hand kann nicht gewinnen.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Read the player&apos;s hand using only the card shown.</source>
        <translation>Die Hand des Spielers nur mit der gezeigten Karte lesen.</translation>
    </message>
    <message>
        <source>Showdown order, slow roll, only one card shown</source>
        <translation>Reihenfolge beim Showdown, Slow Roll, nur eine Karte gezeigt</translation>
    </message>
    <message>
        <source>To win, a hand must be tabled with all its cards face up. The dealer asks for the other card; if the player refuses, the floor is called. Deliberate slow-rolling may be penalised.</source>
        <translation>Um zu gewinnen, muss eine Hand mit allen Karten offen aufgedeckt sein. Der Dealer verlangt die andere Karte; weigert sich der Spieler, wird der Floor gerufen. Absichtlicher Slow Roll kann bestraft werden.</translation>
    </message>
    <message>
        <source>Was there a bet on the final betting round?</source>
        <translation>Gab es in der letzten Setzrunde einen Bet?</translation>
    </message>
    <message>
        <source>What is the problem?</source>
        <translation>Was ist das Problem?</translation>
    </message>
    <message>
        <source>Who has to show first</source>
        <translation>Wer zuerst zeigen muss</translation>
    </message>
    <message>
        <source>With a bet on the final round, the last player to bet or raise shows first; side-pot players show before an all-in player in the main pot only.</source>
        <translation>Mit einem Bet in der letzten Runde zeigt der Spieler zuerst, der zuletzt gesetzt oder erhöht hat; Spieler in Side Pots zeigen vor einem All-in-Spieler, der nur im Main Pot ist.</translation>
    </message>
    <message>
        <source>With everyone checking (or all-in) on the final round, the player who acted first shows first.</source>
        <translation>Haben in der letzten Runde alle gecheckt (oder sind all-in), zeigt der Spieler zuerst, der zuerst gehandelt hat.</translation>
    </message>
    <message>
        <source>With no bet on the final round, if nobody shows voluntarily, the first player to act (first left of the button) shows first.</source>
        <translation>Ohne Bet in der letzten Runde zeigt, wenn niemand freiwillig zeigt, zuerst der erste Spieler, der handeln muss (der erste links vom Button).</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>one card shown</source>
        <translation>eine Karte gezeigt</translation>
    </message>
    <message>
        <source>refuses to show</source>
        <translation>weigert sich zu zeigen</translation>
    </message>
    <message>
        <source>show first</source>
        <translation>zuerst zeigen</translation>
    </message>
    <message>
        <source>showdown order</source>
        <translation>Reihenfolge beim Showdown</translation>
    </message>
    <message>
        <source>slow roll</source>
        <translation>Slow Roll</translation>
    </message>
    <message>
        <source>who shows first</source>
        <translation>wer zeigt zuerst</translation>
    </message>
</context>
<context>
    <name>rulings.simultaneous-eliminations</name>
    <message>
        <source>Add the points of the places involved and give each player half.</source>
        <translation>Die Punkte der betroffenen Plätze addieren und jedem Spieler die Hälfte geben.</translation>
    </message>
    <message>
        <source>Add up the prizes of the places these players take.</source>
        <translation>Die Preise der Plätze addieren, die diese Spieler belegen.</translation>
    </message>
    <message>
        <source>Compare the stacks each player had at the start of the hand.</source>
        <translation>Die Stacks vergleichen, die jeder Spieler zu Beginn der Hand hatte.</translation>
    </message>
    <message>
        <source>Did the busted players start the hand with the same number of chips?</source>
        <translation>Haben die ausgeschiedenen Spieler die Hand mit gleich vielen Chips begonnen?</translation>
    </message>
    <message>
        <source>Did they hold hands of equal strength?</source>
        <translation>Hatten sie gleich starke Hände?</translation>
    </message>
    <message>
        <source>House rule: equal stacks and equal hands: the points of the two places are added and halved.</source>
        <translation>Hausregel: Gleiche Stacks und gleiche Hände: Die Punkte der beiden Plätze werden addiert und halbiert.</translation>
    </message>
    <message>
        <source>House rule: the player who started the hand with more chips gets the higher finishing place.</source>
        <translation>Hausregel: Der Spieler, der die Hand mit mehr Chips begonnen hat, bekommt den höheren Platz.</translation>
    </message>
    <message>
        <source>House rule: with equal stacks, the player with the better hand gets the higher finishing place.</source>
        <translation>Hausregel: Bei gleichen Stacks bekommt der Spieler mit der besseren Hand den höheren Platz.</translation>
    </message>
    <message>
        <source>More chips finishes higher; equal stacks share the places.</source>
        <translation>Mehr Chips wird höher platziert; gleiche Stacks teilen sich die Plätze.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Players who bust on the hand-for-hand hand that reaches the money share the places paid on that hand: the prize money for those places is added up and split equally, whatever their stacks or hands.</source>
        <translation>Spieler, die in der Hand-for-Hand-Hand ausscheiden, die das Geld erreicht, teilen sich die in dieser Hand bezahlten Plätze: Das Preisgeld dieser Plätze wird zusammengezählt und gleichmäßig geteilt, egal wie groß ihre Stacks oder Hände waren.</translation>
    </message>
    <message>
        <source>Split the total equally among them.</source>
        <translation>Die Summe gleichmäßig unter ihnen teilen.</translation>
    </message>
    <message>
        <source>TDA 2024 has no general rule for players busted on the same hand; the usual practice (and Robert&apos;s) is that the player who started the hand with more chips finishes higher, and players with equal stacks share the places.</source>
        <translation>TDA 2024 hat keine allgemeine Regel für Spieler, die in derselben Hand ausscheiden; üblich ist (auch bei Robert&apos;s), dass der Spieler, der die Hand mit mehr Chips begonnen hat, höher platziert wird, und Spieler mit gleichen Stacks teilen sich die Plätze.</translation>
    </message>
    <message>
        <source>The larger stack finishes higher.</source>
        <translation>Der größere Stack wird höher platziert.</translation>
    </message>
    <message>
        <source>The player with the better hand finishes higher.</source>
        <translation>Der Spieler mit der besseren Hand wird höher platziert.</translation>
    </message>
    <message>
        <source>Two or more players busted on the same hand</source>
        <translation>Zwei oder mehr Spieler in derselben Hand ausgeschieden</translation>
    </message>
    <message>
        <source>Were the tables playing hand-for-hand, and does this hand take the field into the money (or to a higher prize)?</source>
        <translation>Spielten die Tische Hand-for-Hand, und bringt diese Hand das Feld ins Geld (oder zu einem höheren Preis)?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>Bubble</translation>
    </message>
    <message>
        <source>busted same hand</source>
        <translation>in derselben Hand ausgeschieden</translation>
    </message>
    <message>
        <source>finishing place</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>hand for hand</source>
        <translation>Hand-for-Hand</translation>
    </message>
    <message>
        <source>same hand knockout</source>
        <translation>Knockout in derselben Hand</translation>
    </message>
    <message>
        <source>simultaneous elimination</source>
        <translation>gleichzeitiges Ausscheiden</translation>
    </message>
    <message>
        <source>two players out</source>
        <translation>zwei Spieler raus</translation>
    </message>
</context>
<context>
    <name>rulings.skipped-player</name>
    <message>
        <source>A player waiting for someone before them to act never loses the right to act, however many players act behind.</source>
        <translation>Ein Spieler, der darauf wartet, dass jemand vor ihm handelt, verliert nie das Recht zu handeln, egal wie viele Spieler hinter ihm handeln.</translation>
    </message>
    <message>
        <source>Apply the out-of-turn rules to the players who acted early.</source>
        <translation>Auf die Spieler, die zu früh gehandelt haben, die Regeln für Aktion außer der Reihe anwenden.</translation>
    </message>
    <message>
        <source>Back the action up to the skipped player.</source>
        <translation>Die Aktion zum übersprungenen Spieler zurückführen.</translation>
    </message>
    <message>
        <source>Before the skipped player spoke up, did substantial action (two actions with chips, or three actions) take place out of turn to their left?</source>
        <translation>Hat, bevor sich der übersprungene Spieler gemeldet hat, links von ihm außer der Reihe substanzielle Aktion stattgefunden (zwei Aktionen mit Chips oder drei Aktionen)?</translation>
    </message>
    <message>
        <source>Decide the skipped hand: dead, or no bet or raise allowed.</source>
        <translation>Über die übersprungene Hand entscheiden: tot, oder kein Bet oder Raise erlaubt.</translation>
    </message>
    <message>
        <source>Decide whether the skipped player keeps the right to act.</source>
        <translation>Entscheiden, ob der übersprungene Spieler das Recht zu handeln behält.</translation>
    </message>
    <message>
        <source>Did three or more players act behind the skipped player before they spoke up?</source>
        <translation>Haben drei oder mehr Spieler hinter dem übersprungenen Spieler gehandelt, bevor er sich gemeldet hat?</translation>
    </message>
    <message>
        <source>Fewer than three players acted behind, so the skipped player keeps the right to act: the action backs up to them.</source>
        <translation>Weniger als drei Spieler haben hinter ihm gehandelt, also behält der übersprungene Spieler das Recht zu handeln: Die Aktion geht zu ihm zurück.</translation>
    </message>
    <message>
        <source>If not, the actions behind stand.</source>
        <translation>Wenn nicht, bleiben die Aktionen hinter ihm.</translation>
    </message>
    <message>
        <source>Let the out-of-turn actions stand.</source>
        <translation>Die Aktionen außer der Reihe gelten lassen.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Skipped player</source>
        <translation>Übersprungener Spieler</translation>
    </message>
    <message>
        <source>The action backs up to the skipped player, who acts in turn; the out-of-turn actions are then treated as action out of turn (binding unless the action they faced changes).</source>
        <translation>Die Aktion geht zurück zum übersprungenen Spieler, der an der Reihe handelt; die Aktionen außer der Reihe werden dann als Aktion außer der Reihe behandelt (bindend, außer die Aktion vor ihnen ändert sich).</translation>
    </message>
    <message>
        <source>The skipped player stayed silent while substantial action took place out of turn to their left, so those actions stand and the floor decides the skipped hand: it may be ruled dead, or limited to checking, calling or folding.</source>
        <translation>Der übersprungene Spieler hat geschwiegen, während links von ihm außer der Reihe substanzielle Aktion stattfand, also bleiben diese Aktionen, und der Floor entscheidet über die übersprungene Hand: Sie kann für tot erklärt oder auf Check, Call oder Fold beschränkt werden.</translation>
    </message>
    <message>
        <source>To keep the right to act a player must call &apos;time&apos;; with three or more players acting behind first, the skipped player may lose the right to act on this round.</source>
        <translation>Um das Recht zu handeln zu behalten, muss ein Spieler „Time“ rufen; handeln zuerst drei oder mehr Spieler hinter ihm, kann der übersprungene Spieler das Recht verlieren, in dieser Runde zu handeln.</translation>
    </message>
    <message>
        <source>Was the skipped player waiting for a player before them who had not acted yet?</source>
        <translation>Hat der übersprungene Spieler auf einen Spieler vor ihm gewartet, der noch nicht gehandelt hatte?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>action passed me</source>
        <translation>Aktion ist an mir vorbei</translation>
    </message>
    <message>
        <source>missed my turn</source>
        <translation>meinen Zug verpasst</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>skipped player</source>
        <translation>übersprungener Spieler</translation>
    </message>
    <message>
        <source>they acted behind me</source>
        <translation>hinter mir wurde gehandelt</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Time</translation>
    </message>
</context>
<context>
    <name>rulings.string-raise</name>
    <message>
        <source>After saying &apos;raise&apos; a player may put the chips in with several motions; the raise stands (at least the minimum).</source>
        <translation>Nach der Ansage „Raise“ darf ein Spieler die Chips in mehreren Bewegungen setzen; der Raise gilt (mindestens das Minimum).</translation>
    </message>
    <message>
        <source>Did the first push alone reach the call plus at least half a raise? (&apos;ruling calc chips&apos; works it out)</source>
        <translation>Erreichte die erste Bewegung allein den Call plus mindestens einen halben Raise? (&apos;ruling calc chips&apos; rechnet es aus)</translation>
    </message>
    <message>
        <source>Did the player say &apos;raise&apos; (or the amount) before the chips moved?</source>
        <translation>Hat der Spieler „Raise“ (oder den Betrag) gesagt, bevor sich die Chips bewegt haben?</translation>
    </message>
    <message>
        <source>Let the player complete the declared raise.</source>
        <translation>Den Spieler den angesagten Raise vervollständigen lassen.</translation>
    </message>
    <message>
        <source>Make the bet a call.</source>
        <translation>Den Einsatz zu einem Call machen.</translation>
    </message>
    <message>
        <source>Make the bet a minimum raise.</source>
        <translation>Den Einsatz zu einem Mindest-Raise machen.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Return any chips beyond the minimum raise.</source>
        <translation>Chips über den Mindest-Raise hinaus zurückgeben.</translation>
    </message>
    <message>
        <source>Return the extra chips.</source>
        <translation>Die zusätzlichen Chips zurückgeben.</translation>
    </message>
    <message>
        <source>String bet or two-motion raise</source>
        <translation>String Bet oder Raise in zwei Bewegungen</translation>
    </message>
    <message>
        <source>String bets are not allowed: only the first motion counts, and it was short of the call plus half a raise, so it is a call; the extra chips go back.</source>
        <translation>String Bets sind nicht erlaubt: Nur die erste Bewegung zählt, und sie blieb unter dem Call plus einem halben Raise, also ist es ein Call; die zusätzlichen Chips gehen zurück.</translation>
    </message>
    <message>
        <source>String bets are not allowed: only the first motion counts. It reached the call plus half a raise, so it is brought up to a minimum raise; chips from the second motion beyond that go back.</source>
        <translation>String Bets sind nicht erlaubt: Nur die erste Bewegung zählt. Sie erreichte den Call plus einen halben Raise, also wird sie auf einen Mindest-Raise ergänzt; Chips der zweiten Bewegung darüber hinaus gehen zurück.</translation>
    </message>
    <message>
        <source>String raises are not allowed, but a full bet plus half a bet or more counts as announcing a raise: the raise must be completed to the minimum.</source>
        <translation>String Raises sind nicht erlaubt, aber ein voller Bet plus ein halber Bet oder mehr gilt als angesagter Raise: Der Raise muss auf das Minimum vervollständigt werden.</translation>
    </message>
    <message>
        <source>String raises are not allowed: without a declaration, the first push decides, and it is only a call; the extra chips go back.</source>
        <translation>String Raises sind nicht erlaubt: Ohne Ansage entscheidet die erste Bewegung, und sie ist nur ein Call; die zusätzlichen Chips gehen zurück.</translation>
    </message>
    <message>
        <source>The raise was declared before the chips moved, so putting the chips in with more than one motion is fine: the declared raise stands (at least the minimum raise).</source>
        <translation>Der Raise wurde angesagt, bevor sich die Chips bewegt haben, also dürfen die Chips in mehr als einer Bewegung gesetzt werden: Der angesagte Raise gilt (mindestens der Mindest-Raise).</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>multiple motions</source>
        <translation>mehrere Bewegungen</translation>
    </message>
    <message>
        <source>second motion</source>
        <translation>zweite Bewegung</translation>
    </message>
    <message>
        <source>string bet</source>
        <translation>String Bet</translation>
    </message>
    <message>
        <source>string raise</source>
        <translation>String Raise</translation>
    </message>
    <message>
        <source>two motions</source>
        <translation>zwei Bewegungen</translation>
    </message>
    <message>
        <source>went back to stack</source>
        <translation>ist zum Stack zurückgegangen</translation>
    </message>
</context>
<context>
    <name>rulings.stud-exposed-downcard</name>
    <message>
        <source>Counting this one, how many cards has the dealer exposed on this deal?</source>
        <translation>Diese mitgezählt: Wie viele Karten hat der Dealer bei diesem Geben aufgedeckt?</translation>
    </message>
    <message>
        <source>Deal that player&apos;s third-street card face down.</source>
        <translation>Die Third-Street-Karte dieses Spielers verdeckt geben.</translation>
    </message>
    <message>
        <source>Deal the hand again; the forced bets stay as posted.</source>
        <translation>Die Hand neu geben; die Pflichteinsätze bleiben, wie sie gesetzt wurden.</translation>
    </message>
    <message>
        <source>Downcard exposed on the initial deal in stud</source>
        <translation>Downcard beim ersten Geben im Stud aufgedeckt</translation>
    </message>
    <message>
        <source>Just this one</source>
        <translation>Nur diese eine</translation>
    </message>
    <message>
        <source>Leave the exposed card face up in front of the player: it is their upcard.</source>
        <translation>Die aufgedeckte Karte offen vor dem Spieler liegen lassen: Sie ist seine Upcard.</translation>
    </message>
    <message>
        <source>Misdeal: the dealer exposed one of the first two cards of the hand, or two or more cards. Robert&apos;s general misdeal rules apply to stud as to every game: gather the cards, reshuffle, cut and deal again.</source>
        <translation>Misdeal: Der Dealer hat eine der ersten beiden Karten der Hand aufgedeckt, oder zwei oder mehr Karten. Die allgemeinen Misdeal-Regeln von Robert&apos;s gelten im Stud wie in jedem Spiel: Karten einsammeln, neu mischen, abheben und neu geben.</translation>
    </message>
    <message>
        <source>Misdeal: the dealer has exposed two or more cards on this deal. Gather the cards, reshuffle, cut and deal again.</source>
        <translation>Misdeal: Der Dealer hat bei diesem Geben zwei oder mehr Karten aufgedeckt. Karten einsammeln, neu mischen, abheben und neu geben.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>No misdeal in stud: the exposed downcard becomes that player&apos;s upcard, and their third-street card is dealt face down instead. If that card is now the lowest showing, the player brings it in.</source>
        <translation>Im Stud kein Misdeal: Die aufgedeckte Downcard wird die Upcard dieses Spielers, und seine Third-Street-Karte wird stattdessen verdeckt gegeben. Ist diese Karte jetzt die niedrigste offene, bringt der Spieler sie ein (Bring-in).</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules (league edition) has no stud section, where its Irregularities 12 sends the handling of an exposed card, and no house rule covers it, so the director rules for fairness; the usual stud procedure (the TDA&apos;s RP-10-A) is applied: the exposed downcard becomes the player&apos;s upcard and their third-street card is dealt face down. The player may not refuse the card.</source>
        <translation>Robert&apos;s Rules (Liga-Ausgabe) hat keinen Stud-Teil, auf den seine Irregularities 12 für eine aufgedeckte Karte verweist, und keine Hausregel deckt das ab, also entscheidet die Turnierleitung nach Fairness; angewendet wird das übliche Stud-Verfahren (TDA RP-10-A): Die aufgedeckte Downcard wird die Upcard des Spielers, und seine Third-Street-Karte wird verdeckt gegeben. Der Spieler darf die Karte nicht ablehnen.</translation>
    </message>
    <message>
        <source>Shuffle and cut.</source>
        <translation>Mischen und abheben.</translation>
    </message>
    <message>
        <source>Stop the deal and gather every card.</source>
        <translation>Das Geben stoppen und alle Karten einsammeln.</translation>
    </message>
    <message>
        <source>Two or more</source>
        <translation>Zwei oder mehr</translation>
    </message>
    <message>
        <source>Was the exposed card one of the first two cards of the deal (the first cards off the deck)?</source>
        <translation>War die aufgedeckte Karte eine der ersten beiden Karten des Gebens (die ersten Karten vom Deck)?</translation>
    </message>
    <message>
        <source>Work out the bring-in from the upcards as they now stand.</source>
        <translation>Den Bring-in nach den Upcards in ihrem jetzigen Stand ermitteln.</translation>
    </message>
    <message>
        <source>Work out the bring-in from the upcards as they now stand: the player may be the bring-in.</source>
        <translation>Den Bring-in nach den Upcards in ihrem jetzigen Stand ermitteln: Der Spieler kann der Bring-in sein.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>dealer exposed down card stud</source>
        <translation>Dealer hat Downcard aufgedeckt Stud</translation>
    </message>
    <message>
        <source>downcard exposed</source>
        <translation>Downcard aufgedeckt</translation>
    </message>
    <message>
        <source>exposed downcard</source>
        <translation>aufgedeckte Downcard</translation>
    </message>
    <message>
        <source>hole card exposed stud</source>
        <translation>Hole Card aufgedeckt Stud</translation>
    </message>
    <message>
        <source>stud exposed card</source>
        <translation>Stud aufgedeckte Karte</translation>
    </message>
    <message>
        <source>third street exposed</source>
        <translation>Third Street aufgedeckt</translation>
    </message>
</context>
<context>
    <name>rulings.stud-premature-card</name>
    <message>
        <source>Deal the new card without a burn.</source>
        <translation>Die neue Karte ohne Burn-Card geben.</translation>
    </message>
    <message>
        <source>Deal the street from the new stub without another burn.</source>
        <translation>Die Straße vom neuen Reststapel ohne weitere Burn-Card geben.</translation>
    </message>
    <message>
        <source>Finish the betting round.</source>
        <translation>Die Setzrunde beenden.</translation>
    </message>
    <message>
        <source>House rule A-18 (for every game, stud included): a card turned over before the betting is finished goes into the middle of the remaining deck, the deck is shuffled once and cut, and the new card is dealt without a burn. Players in the unfinished betting round may take back their bets and bet again.</source>
        <translation>Hausregel A-18 (für jedes Spiel, auch Stud): Eine Karte, die aufgedeckt wird, bevor das Setzen beendet ist, kommt in die Mitte des restlichen Decks, das Deck wird einmal gemischt und abgehoben, und die neue Karte wird ohne Burn-Card gegeben. Spieler der unbeendeten Setzrunde dürfen ihre Einsätze zurücknehmen und neu setzen.</translation>
    </message>
    <message>
        <source>Players who bet in the unfinished round may take back their bets and bet again; finish the betting round.</source>
        <translation>Spieler, die in der unbeendeten Runde gesetzt haben, dürfen ihre Einsätze zurücknehmen und neu setzen; die Setzrunde beenden.</translation>
    </message>
    <message>
        <source>Premature card in stud</source>
        <translation>Zu früh gegebene Karte im Stud</translation>
    </message>
    <message>
        <source>Put the card into the middle of the remaining deck; shuffle it once and cut it.</source>
        <translation>Die Karte in die Mitte des restlichen Decks stecken; es einmal mischen und abheben.</translation>
    </message>
    <message>
        <source>Put the premature card back into the stub and reshuffle the stub face down; cut.</source>
        <translation>Die zu frühe Karte zurück in den Reststapel legen und den Reststapel verdeckt neu mischen; abheben.</translation>
    </message>
    <message>
        <source>Stop: the early card does not play, whatever players do now.</source>
        <translation>Stopp: Die zu frühe Karte spielt nicht, egal was die Spieler jetzt tun.</translation>
    </message>
    <message>
        <source>The early card does not play. Finish the betting round first (bets made stand); then the premature card goes back into the stub, the stub is reshuffled face down, and the street is dealt from the newly shuffled stub without another burn.</source>
        <translation>Die zu frühe Karte spielt nicht. Erst die Setzrunde beenden (gemachte Einsätze bleiben); dann kommt die zu frühe Karte zurück in den Reststapel, der Reststapel wird verdeckt neu gemischt, und die Straße wird vom neu gemischten Reststapel ohne weitere Burn-Card gegeben.</translation>
    </message>
    <message>
        <source>card dealt before betting finished stud</source>
        <translation>Karte vor Ende der Setzrunde gegeben Stud</translation>
    </message>
    <message>
        <source>fifth street early</source>
        <translation>Fifth Street zu früh</translation>
    </message>
    <message>
        <source>fourth street early</source>
        <translation>Fourth Street zu früh</translation>
    </message>
    <message>
        <source>premature card stud</source>
        <translation>zu frühe Karte Stud</translation>
    </message>
    <message>
        <source>seventh street early</source>
        <translation>Seventh Street zu früh</translation>
    </message>
    <message>
        <source>sixth street early</source>
        <translation>Sixth Street zu früh</translation>
    </message>
    <message>
        <source>stud street dealt early</source>
        <translation>Stud-Straße zu früh gegeben</translation>
    </message>
</context>
<context>
    <name>rulings.table-balancing</name>
    <message>
        <source>A table three or more players short of the fullest table halts once its blinds are affected, until players are moved to it. The player due to be big blind next at the giving table moves to the worst position at this table.</source>
        <translation>Ein Tisch, dem drei oder mehr Spieler zum vollsten Tisch fehlen, wird angehalten, sobald seine Blinds betroffen sind, bis Spieler an ihn umgesetzt werden. Der Spieler, der am abgebenden Tisch als Nächster Big Blind wäre, kommt auf die schlechteste Position an diesem Tisch.</translation>
    </message>
    <message>
        <source>Are this table&apos;s blinds affected (for example the big-blind seat is empty)?</source>
        <translation>Sind die Blinds dieses Tisches betroffen (zum Beispiel ist der Big-Blind-Platz leer)?</translation>
    </message>
    <message>
        <source>At the fullest table, move the player who is big blind next into the worst position here.</source>
        <translation>Am vollsten Tisch den Spieler, der als Nächster Big Blind ist, auf die schlechteste Position hier setzen.</translation>
    </message>
    <message>
        <source>Balancing and halting short tables</source>
        <translation>Tische ausgleichen und kurze Tische anhalten</translation>
    </message>
    <message>
        <source>Halt play at the short table.</source>
        <translation>Das Spiel am kurzen Tisch anhalten.</translation>
    </message>
    <message>
        <source>Halt play there as soon as its blinds are affected, until players are moved to it.</source>
        <translation>Dort das Spiel anhalten, sobald seine Blinds betroffen sind, bis Spieler an ihn umgesetzt werden.</translation>
    </message>
    <message>
        <source>House rule: play never stops except at breaks. Tell the host the table has empty seats; play continues until players are seated there or moved.</source>
        <translation>Hausregel: Das Spiel stoppt nie, außer in den Pausen. Dem Host sagen, dass der Tisch leere Plätze hat; gespielt wird weiter, bis dort Spieler gesetzt oder umgesetzt werden.</translation>
    </message>
    <message>
        <source>How many players short is this table compared with the fullest table?</source>
        <translation>Wie viele Spieler fehlen diesem Tisch im Vergleich zum vollsten Tisch?</translation>
    </message>
    <message>
        <source>Keep playing, and watch the blinds at the short table.</source>
        <translation>Weiterspielen und die Blinds am kurzen Tisch im Auge behalten.</translation>
    </message>
    <message>
        <source>Keep playing.</source>
        <translation>Weiterspielen.</translation>
    </message>
    <message>
        <source>Move players as the director decides.</source>
        <translation>Spieler umsetzen, wie die Turnierleitung entscheidet.</translation>
    </message>
    <message>
        <source>Move players when the house&apos;s procedure calls for it.</source>
        <translation>Spieler umsetzen, wenn das Verfahren des Hauses es verlangt.</translation>
    </message>
    <message>
        <source>Move the player who is big blind next at the fullest table into the worst position here.</source>
        <translation>Den Spieler, der am vollsten Tisch als Nächster Big Blind ist, auf die schlechteste Position hier setzen.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>One or two</source>
        <translation>Einer oder zwei</translation>
    </message>
    <message>
        <source>Play goes on for now: a table three or more players short of the fullest table halts only once its blinds are affected (for example the big blind reaches an empty seat). Balance by the house&apos;s set procedure before then if you can: the player due to be big blind next at the giving table moves to the worst position at the short table.</source>
        <translation>Das Spiel geht vorerst weiter: Ein Tisch, dem drei oder mehr Spieler zum vollsten Tisch fehlen, wird erst angehalten, wenn seine Blinds betroffen sind (zum Beispiel der Big Blind einen leeren Platz erreicht). Vorher möglichst nach dem festen Verfahren des Hauses ausgleichen: Der Spieler, der am abgebenden Tisch als Nächster Big Blind wäre, kommt auf die schlechteste Position am kurzen Tisch.</translation>
    </message>
    <message>
        <source>Play goes on. Balance by the house&apos;s set procedure: the player due to be big blind next at the giving table moves to the worst position at the short table.</source>
        <translation>Das Spiel geht weiter. Nach dem festen Verfahren des Hauses ausgleichen: Der Spieler, der am abgebenden Tisch als Nächster Big Blind wäre, kommt auf die schlechteste Position am kurzen Tisch.</translation>
    </message>
    <message>
        <source>Resume play.</source>
        <translation>Das Spiel fortsetzen.</translation>
    </message>
    <message>
        <source>Tell the host about the empty seats.</source>
        <translation>Dem Host die leeren Plätze melden.</translation>
    </message>
    <message>
        <source>Three or more</source>
        <translation>Drei oder mehr</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>balance tables</source>
        <translation>Tische ausgleichen</translation>
    </message>
    <message>
        <source>balancing</source>
        <translation>Ausgleichen</translation>
    </message>
    <message>
        <source>halt play</source>
        <translation>Spiel anhalten</translation>
    </message>
    <message>
        <source>move a player</source>
        <translation>Spieler umsetzen</translation>
    </message>
    <message>
        <source>short table</source>
        <translation>kurzer Tisch</translation>
    </message>
    <message>
        <source>uneven tables</source>
        <translation>ungleiche Tische</translation>
    </message>
</context>
<context>
    <name>rulings.undercall</name>
    <message>
        <source>A caller who grossly misunderstood the amount may be protected: the director has wide discretion (a rule of thumb: no protection once 80% or more of the bet is in).</source>
        <translation>Ein Caller, der sich beim Betrag grob geirrt hat, kann geschützt werden: Die Turnierleitung hat weites Ermessen (Faustregel: kein Schutz mehr, wenn 80 % oder mehr des Bets drin sind).</translation>
    </message>
    <message>
        <source>An undercall heads-up must be made a full call.</source>
        <translation>Ein Undercall heads-up muss zu einem vollen Call ergänzt werden.</translation>
    </message>
    <message>
        <source>An undercall of the opening bet of the round in a multi-way pot must be made a full call (pre-flop, the big blind is the opening bet).</source>
        <translation>Ein Undercall des Eröffnungs-Bets der Runde in einem Multiway-Pot muss zu einem vollen Call ergänzt werden (vor dem Flop ist der Big Blind der Eröffnungs-Bet).</translation>
    </message>
    <message>
        <source>Chips released into the pot bind the player to make the amount correct: a short call from a counting error must be completed, even if the bettor has already shown a winning hand.</source>
        <translation>In den Pot losgelassene Chips verpflichten den Spieler, den Betrag richtigzustellen: Ein zu kurzer Call aus einem Zählfehler muss ergänzt werden, selbst wenn der Setzende schon eine Gewinnerhand gezeigt hat.</translation>
    </message>
    <message>
        <source>Decide whether the caller misunderstood the amount.</source>
        <translation>Entscheiden, ob sich der Caller beim Betrag geirrt hat.</translation>
    </message>
    <message>
        <source>Decide: full call, or forfeit the undercall chips and fold.</source>
        <translation>Entscheiden: voller Call, oder die Undercall-Chips verfallen und der Spieler foldet.</translation>
    </message>
    <message>
        <source>Did the caller badly misunderstand the amount (put in well under the bet, less than about 80%)?</source>
        <translation>Hat sich der Caller beim Betrag grob geirrt (deutlich weniger als der Bet gesetzt, unter etwa 80 %)?</translation>
    </message>
    <message>
        <source>Did the player say &apos;call&apos;?</source>
        <translation>Hat der Spieler „Call“ gesagt?</translation>
    </message>
    <message>
        <source>Facing a raise in a multi-way pot, the floor decides: either the full call is required, or the player forfeits the chips put in and folds. Several undercalls in a row are backed up to the first one.</source>
        <translation>Vor einem Raise in einem Multiway-Pot entscheidet der Floor: Entweder wird der volle Call verlangt, oder der Spieler verliert die gesetzten Chips und foldet. Mehrere Undercalls hintereinander werden bis zum ersten zurückgeführt.</translation>
    </message>
    <message>
        <source>Have the player put in the full call.</source>
        <translation>Den Spieler den vollen Call setzen lassen.</translation>
    </message>
    <message>
        <source>If several players undercalled in turn, back up to the first.</source>
        <translation>Haben mehrere Spieler nacheinander zu wenig gecallt, bis zum ersten zurückgehen.</translation>
    </message>
    <message>
        <source>If so, let the caller take back the chips and fold; otherwise require the full call.</source>
        <translation>Wenn ja, den Caller die Chips zurücknehmen und folden lassen; sonst den vollen Call verlangen.</translation>
    </message>
    <message>
        <source>Let the player take back the chips.</source>
        <translation>Den Spieler die Chips zurücknehmen lassen.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Saying &apos;call&apos; in turn is binding: the player must put in the full call.</source>
        <translation>„Call“ an der Reihe zu sagen ist bindend: Der Spieler muss den vollen Call setzen.</translation>
    </message>
    <message>
        <source>The player did not know the pot had been raised and nobody has acted since: the chips may be taken back and the player may reconsider.</source>
        <translation>Der Spieler wusste nicht, dass erhöht worden war, und seitdem hat niemand gehandelt: Die Chips dürfen zurückgenommen werden, und der Spieler darf neu überlegen.</translation>
    </message>
    <message>
        <source>The player said &apos;call&apos;: that commits them to the full call.</source>
        <translation>Der Spieler hat „Call“ gesagt: Das verpflichtet ihn zum vollen Call.</translation>
    </message>
    <message>
        <source>The player then calls, raises or folds.</source>
        <translation>Der Spieler callt, erhöht oder foldet dann.</translation>
    </message>
    <message>
        <source>Undercall (less than the call put in)</source>
        <translation>Undercall (weniger als der Call gesetzt)</translation>
    </message>
    <message>
        <source>Was the player facing the opening bet of the round (pre-flop: the big blind)?</source>
        <translation>Stand der Spieler vor dem Eröffnungs-Bet der Runde (vor dem Flop: dem Big Blind)?</translation>
    </message>
    <message>
        <source>Was the player unaware of a raise, with nobody acting after them since?</source>
        <translation>Wusste der Spieler nichts von einem Raise, und hat seitdem niemand nach ihm gehandelt?</translation>
    </message>
    <message>
        <source>Was the pot heads-up (only two players)?</source>
        <translation>War der Pot heads-up (nur zwei Spieler)?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>called short</source>
        <translation>zu wenig gecallt</translation>
    </message>
    <message>
        <source>did not put in enough</source>
        <translation>nicht genug gesetzt</translation>
    </message>
    <message>
        <source>short call</source>
        <translation>kurzer Call</translation>
    </message>
    <message>
        <source>under call</source>
        <translation>zu kleiner Call</translation>
    </message>
    <message>
        <source>undercall</source>
        <translation>Undercall</translation>
    </message>
</context>
<context>
    <name>rulings.underraise</name>
    <message>
        <source>A bet below the minimum by a player with more chips is brought up to the minimum, and no more. Nobody who already acted may turn a call into a raise because of the correction.</source>
        <translation>Ein Bet unter dem Minimum von einem Spieler mit weiteren Chips wird auf das Minimum erhöht, nicht mehr. Niemand, der schon gehandelt hat, darf wegen der Korrektur aus einem Call einen Raise machen.</translation>
    </message>
    <message>
        <source>A player with no more chips may go all-in for less than a full bet or raise; it stands (and does not change the minimum raise).</source>
        <translation>Ein Spieler ohne weitere Chips darf für weniger als einen vollen Bet oder Raise all-in gehen; das gilt (und ändert den Mindest-Raise nicht).</translation>
    </message>
    <message>
        <source>A raise below the legal minimum by a player with more chips is brought up to the minimum raise, and no more. Nobody who already acted may turn a call into a raise because of the correction.</source>
        <translation>Ein Raise unter dem erlaubten Minimum von einem Spieler mit weiteren Chips wird auf den Mindest-Raise ergänzt, nicht mehr. Niemand, der schon gehandelt hat, darf wegen der Korrektur aus einem Call einen Raise machen.</translation>
    </message>
    <message>
        <source>A wager smaller than the previous bet or raise is allowed when the player is all-in.</source>
        <translation>Ein Einsatz, der kleiner als der vorige Bet oder Raise ist, ist erlaubt, wenn der Spieler all-in ist.</translation>
    </message>
    <message>
        <source>An opening bet below the minimum is corrected for everyone to the minimum bet.</source>
        <translation>Ein Eröffnungs-Bet unter dem Minimum wird für alle auf den Mindest-Bet korrigiert.</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Bet</translation>
    </message>
    <message>
        <source>Bring the bet up to the minimum bet.</source>
        <translation>Den Bet auf den Mindest-Bet erhöhen.</translation>
    </message>
    <message>
        <source>Bring the raise up to the minimum raise.</source>
        <translation>Den Raise auf den Mindest-Raise ergänzen.</translation>
    </message>
    <message>
        <source>Did the raise reach at least half of a full raise (or did the player say &apos;raise&apos;)?</source>
        <translation>Erreichte der Raise mindestens die Hälfte eines vollen Raise (oder hat der Spieler „Raise“ gesagt)?</translation>
    </message>
    <message>
        <source>Does the player have more chips behind?</source>
        <translation>Hat der Spieler noch weitere Chips?</translation>
    </message>
    <message>
        <source>Let the all-in stand.</source>
        <translation>Das All-in gelten lassen.</translation>
    </message>
    <message>
        <source>Let the bet stand as made.</source>
        <translation>Den Einsatz so gelten lassen, wie er gemacht wurde.</translation>
    </message>
    <message>
        <source>Make it a call.</source>
        <translation>Einen Call daraus machen.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Once the next card has been dealt (or the showdown has begun), an underbet or underraise stands.</source>
        <translation>Ist die nächste Karte gegeben (oder der Showdown begonnen), bleibt ein zu kleiner Bet oder Raise bestehen.</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Raise</translation>
    </message>
    <message>
        <source>Return the extra chips.</source>
        <translation>Die zusätzlichen Chips zurückgeben.</translation>
    </message>
    <message>
        <source>The raise reached at least half of a full raise (or &apos;raise&apos; was said), so it is brought up to the minimum raise.</source>
        <translation>Der Raise erreichte mindestens die Hälfte eines vollen Raise (oder „Raise“ wurde gesagt), also wird er auf den Mindest-Raise ergänzt.</translation>
    </message>
    <message>
        <source>The raise was less than half of a full raise and &apos;raise&apos; was not said, so it is only a call; the extra chips go back.</source>
        <translation>Der Raise war kleiner als die Hälfte eines vollen Raise, und „Raise“ wurde nicht gesagt, also ist es nur ein Call; die zusätzlichen Chips gehen zurück.</translation>
    </message>
    <message>
        <source>Too small a wager is corrected only if found before the betting round is over; now it stands.</source>
        <translation>Ein zu kleiner Einsatz wird nur korrigiert, wenn er vor dem Ende der Setzrunde bemerkt wird; jetzt bleibt er bestehen.</translation>
    </message>
    <message>
        <source>Underbet or underraise (below the legal minimum)</source>
        <translation>Zu kleiner Bet oder Raise (unter dem erlaubten Minimum)</translation>
    </message>
    <message>
        <source>Was it an opening bet or a raise?</source>
        <translation>War es ein Eröffnungs-Bet oder ein Raise?</translation>
    </message>
    <message>
        <source>Was it noticed before the betting round ended (before the next card, or on the river before the showdown)?</source>
        <translation>Wurde es bemerkt, bevor die Setzrunde endete (vor der nächsten Karte, oder am River vor dem Showdown)?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>bet too small</source>
        <translation>Bet zu klein</translation>
    </message>
    <message>
        <source>less than minimum raise</source>
        <translation>weniger als der Mindest-Raise</translation>
    </message>
    <message>
        <source>minimum raise</source>
        <translation>Mindest-Raise</translation>
    </message>
    <message>
        <source>raise too small</source>
        <translation>Raise zu klein</translation>
    </message>
    <message>
        <source>under raise</source>
        <translation>zu kleiner Raise</translation>
    </message>
    <message>
        <source>underbet</source>
        <translation>Underbet</translation>
    </message>
    <message>
        <source>underraise</source>
        <translation>Underraise</translation>
    </message>
</context>
<context>
    <name>rulings.verbal-vs-chips</name>
    <message>
        <source>A verbal statement in turn is binding: where it and the chips disagree, the bet is corrected to what was said.</source>
        <translation>Eine Ansage an der Reihe ist bindend: Wo sie und die Chips nicht übereinstimmen, wird der Einsatz an das Gesagte angepasst.</translation>
    </message>
    <message>
        <source>Both at the same moment</source>
        <translation>Beides im selben Moment</translation>
    </message>
    <message>
        <source>Correct the chips to what was declared.</source>
        <translation>Die Chips an die Ansage anpassen.</translation>
    </message>
    <message>
        <source>Leave the bet as the chips made it, unless the director rules otherwise.</source>
        <translation>Den Einsatz so lassen, wie die Chips ihn gemacht haben, sofern die Turnierleitung nicht anders entscheidet.</translation>
    </message>
    <message>
        <source>Leave the bet as the chips made it, unless the floor rules otherwise.</source>
        <translation>Den Einsatz so lassen, wie die Chips ihn gemacht haben, sofern der Floor nicht anders entscheidet.</translation>
    </message>
    <message>
        <source>Leave the bet as the chips made it.</source>
        <translation>Den Einsatz so lassen, wie die Chips ihn gemacht haben.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>The chips</source>
        <translation>Die Chips</translation>
    </message>
    <message>
        <source>The spoken declaration</source>
        <translation>Die Ansage</translation>
    </message>
    <message>
        <source>The words were not clear enough to bind, so the chips released into the pot define the bet; the director rules in the spirit of fairness.</source>
        <translation>Die Worte waren nicht klar genug, um zu binden, also bestimmen die in den Pot losgelassenen Chips den Einsatz; die Turnierleitung entscheidet im Sinne der Fairness.</translation>
    </message>
    <message>
        <source>Verbal declaration and chips disagree</source>
        <translation>Ansage und Chips stimmen nicht überein</translation>
    </message>
    <message>
        <source>Was the spoken declaration clear and reasonable, and heard at the table?</source>
        <translation>War die Ansage klar und vernünftig, und wurde sie am Tisch gehört?</translation>
    </message>
    <message>
        <source>Which came first?</source>
        <translation>Was kam zuerst?</translation>
    </message>
    <message>
        <source>Whichever comes first defines the bet: the chips went in first, so they define the bet and what was said afterwards does not change it.</source>
        <translation>Was zuerst kommt, bestimmt den Einsatz: Die Chips kamen zuerst, also bestimmen sie den Einsatz, und was danach gesagt wurde, ändert ihn nicht.</translation>
    </message>
    <message>
        <source>Whichever comes first defines the bet: the player spoke first, so the declaration stands and the chips are corrected to it.</source>
        <translation>Was zuerst kommt, bestimmt den Einsatz: Der Spieler hat zuerst gesprochen, also gilt die Ansage, und die Chips werden daran angepasst.</translation>
    </message>
    <message>
        <source>Words and chips came together and the words were not clear: the chips define the bet, unless the circumstances are so contradictory that the floor decides on them.</source>
        <translation>Worte und Chips kamen gleichzeitig, und die Worte waren nicht klar: Die Chips bestimmen den Einsatz, es sei denn, die Umstände sind so widersprüchlich, dass der Floor danach entscheidet.</translation>
    </message>
    <message>
        <source>Words and chips came together: a clear, reasonable spoken declaration wins, and the chips are corrected to it.</source>
        <translation>Worte und Chips kamen gleichzeitig: Eine klare, vernünftige Ansage gewinnt, und die Chips werden daran angepasst.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>declared amount different</source>
        <translation>angesagter Betrag anders</translation>
    </message>
    <message>
        <source>said one amount put another</source>
        <translation>einen Betrag gesagt, einen anderen gesetzt</translation>
    </message>
    <message>
        <source>said raise</source>
        <translation>„Raise“ gesagt</translation>
    </message>
    <message>
        <source>spoken bet</source>
        <translation>angesagter Bet</translation>
    </message>
    <message>
        <source>verbal</source>
        <translation>verbal</translation>
    </message>
    <message>
        <source>verbal vs chips</source>
        <translation>Ansage gegen Chips</translation>
    </message>
</context>
<context>
    <name>rulings.wrong-count</name>
    <message>
        <source>A player who acted on a gross misunderstanding of the amount may be protected; the director has wide discretion (a rule of thumb: no protection once 80% or more of the bet is in).</source>
        <translation>Ein Spieler, der aufgrund eines groben Irrtums über den Betrag gehandelt hat, kann geschützt werden; die Turnierleitung hat weites Ermessen (Faustregel: kein Schutz mehr, wenn 80 % oder mehr des Bets drin sind).</translation>
    </message>
    <message>
        <source>A short call from a counting error must be made up to the correct amount, even if the bettor has already shown a winning hand.</source>
        <translation>Ein zu kurzer Call aus einem Zählfehler muss auf den richtigen Betrag ergänzt werden, selbst wenn der Setzende schon eine Gewinnerhand gezeigt hat.</translation>
    </message>
    <message>
        <source>Accepted action: the caller must find out the bet size before calling. A caller who was given a wrong count and then called is bound to the real amount (the floor keeps its Rule 1 discretion in extreme cases).</source>
        <translation>Akzeptierte Aktion: Der Caller muss die Höhe des Bets klären, bevor er callt. Ein Caller, dem ein falscher Betrag genannt wurde und der dann gecallt hat, ist an den tatsächlichen Betrag gebunden (der Floor behält sein Ermessen nach Regel 1 für Extremfälle).</translation>
    </message>
    <message>
        <source>Decide whether the caller misunderstood the amount.</source>
        <translation>Entscheiden, ob sich der Caller beim Betrag geirrt hat.</translation>
    </message>
    <message>
        <source>Did the caller grossly misunderstand the amount (less than about 80% of the bet put in)?</source>
        <translation>Hat sich der Caller beim Betrag grob geirrt (weniger als etwa 80 % des Bets gesetzt)?</translation>
    </message>
    <message>
        <source>Have the caller put in the full, correct amount.</source>
        <translation>Den Caller den vollen, richtigen Betrag setzen lassen.</translation>
    </message>
    <message>
        <source>If so, let the caller take back the chips and fold; otherwise require the full call.</source>
        <translation>Wenn ja, den Caller die Chips zurücknehmen und folden lassen; sonst den vollen Call verlangen.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Wrong count given; accepted action</source>
        <translation>Falscher Betrag genannt; akzeptierte Aktion</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>accepted action</source>
        <translation>akzeptierte Aktion</translation>
    </message>
    <message>
        <source>count was wrong</source>
        <translation>Zählung war falsch</translation>
    </message>
    <message>
        <source>dealer said wrong amount</source>
        <translation>Dealer hat falschen Betrag gesagt</translation>
    </message>
    <message>
        <source>how much is it</source>
        <translation>wie viel ist es</translation>
    </message>
    <message>
        <source>miscount</source>
        <translation>verzählt</translation>
    </message>
    <message>
        <source>wrong count</source>
        <translation>falscher Betrag</translation>
    </message>
</context>
<context>
    <name>rulings.wrong-level</name>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Die Hand weiterspielen.</translation>
    </message>
    <message>
        <source>Had the hand started (first riffle, shuffler button or dealer push) before the new level was announced or the clock signalled it?</source>
        <translation>Hatte die Hand begonnen (erstes Riffle, Taste der Mischmaschine oder Schieben des Dealers), bevor das neue Level angesagt oder von der Uhr gemeldet wurde?</translation>
    </message>
    <message>
        <source>Hand dealt at the wrong blind level</source>
        <translation>Hand im falschen Blind-Level gegeben</translation>
    </message>
    <message>
        <source>Have the blinds and antes topped up to the new level.</source>
        <translation>Blinds und Antes auf das neue Level aufstocken lassen.</translation>
    </message>
    <message>
        <source>Have the blinds topped up to the new level.</source>
        <translation>Die Blinds auf das neue Level aufstocken lassen.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>No mistake: a new level applies from the next hand, and this hand had already started, so it is played at the old level.</source>
        <translation>Kein Fehler: Ein neues Level gilt ab der nächsten Hand, und diese Hand hatte schon begonnen, also wird sie im alten Level gespielt.</translation>
    </message>
    <message>
        <source>No mistake: the deal starts with the first riffle, and this hand had started before the level changed, so it is played at the old level.</source>
        <translation>Kein Fehler: Das Geben beginnt mit dem ersten Riffle, und diese Hand hatte begonnen, bevor das Level wechselte, also wird sie im alten Level gespielt.</translation>
    </message>
    <message>
        <source>Play the hand at the old level.</source>
        <translation>Die Hand im alten Level spielen.</translation>
    </message>
    <message>
        <source>Post the new blinds from the next hand.</source>
        <translation>Die neuen Blinds ab der nächsten Hand setzen.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules has no rule for this; the director rules for fairness. As it was caught before two players after the blinds acted, correct the blinds to the new level now.</source>
        <translation>Robert&apos;s Rules hat dafür keine Regel; die Turnierleitung entscheidet nach Fairness. Da es bemerkt wurde, bevor zwei Spieler nach den Blinds gehandelt haben, die Blinds jetzt auf das neue Level korrigieren.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules has no rule for this; the director rules for fairness. Players have already acted, so the hand is finished at the old level and the new level starts with the next hand.</source>
        <translation>Robert&apos;s Rules hat dafür keine Regel; die Turnierleitung entscheidet nach Fairness. Spieler haben schon gehandelt, also wird die Hand im alten Level zu Ende gespielt, und das neue Level beginnt mit der nächsten Hand.</translation>
    </message>
    <message>
        <source>Stop the action.</source>
        <translation>Die Aktion stoppen.</translation>
    </message>
    <message>
        <source>Substantial action has taken place, so the hand stays at the old level; the new level applies from the next hand.</source>
        <translation>Substanzielle Aktion hat stattgefunden, also bleibt die Hand im alten Level; das neue Level gilt ab der nächsten Hand.</translation>
    </message>
    <message>
        <source>The hand was started at the old level by mistake and substantial action has not happened: correct the blinds and antes to the new level now.</source>
        <translation>Die Hand wurde versehentlich im alten Level begonnen, und substanzielle Aktion hat nicht stattgefunden: Blinds und Antes jetzt auf das neue Level korrigieren.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>blinds went up</source>
        <translation>Blinds sind gestiegen</translation>
    </message>
    <message>
        <source>level changed</source>
        <translation>Level gewechselt</translation>
    </message>
    <message>
        <source>new level</source>
        <translation>neues Level</translation>
    </message>
    <message>
        <source>old blinds</source>
        <translation>alte Blinds</translation>
    </message>
    <message>
        <source>wrong blinds</source>
        <translation>falsche Blinds</translation>
    </message>
    <message>
        <source>wrong level</source>
        <translation>falsches Level</translation>
    </message>
</context>
<context>
    <name>rulings.wrong-number-of-hole-cards</name>
    <message>
        <source>A hand without the proper number of cards is dead once the player has acted on it.</source>
        <translation>Eine Hand ohne die richtige Anzahl Karten ist tot, sobald der Spieler auf sie gehandelt hat.</translation>
    </message>
    <message>
        <source>Any other hand, or too many cards</source>
        <translation>Eine andere Hand, oder zu viele Karten</translation>
    </message>
    <message>
        <source>Burn exactly one card before each remaining street: never two to restore the order, and never use the extra card as the burn.</source>
        <translation>Vor jeder verbleibenden Straße genau eine Karte brennen: nie zwei, um die Reihenfolge wiederherzustellen, und nie die zusätzliche Karte als Burn-Card verwenden.</translation>
    </message>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Die Hand weiterspielen.</translation>
    </message>
    <message>
        <source>Deal again with the button and blinds where they were.</source>
        <translation>Neu geben, Button und Blinds bleiben, wo sie waren.</translation>
    </message>
    <message>
        <source>Deal the button the top card of the stub.</source>
        <translation>Dem Button die oberste Karte des Reststapels geben.</translation>
    </message>
    <message>
        <source>Deal the same hand again: the button, the blinds and the limits stay where they were, and the same players are dealt in.</source>
        <translation>Dieselbe Hand neu geben: Button, Blinds und Limits bleiben, wo sie waren, und dieselben Spieler bekommen Karten.</translation>
    </message>
    <message>
        <source>Has the button checked or bet holding the short hand?</source>
        <translation>Hat der Button mit der unvollständigen Hand gecheckt oder gesetzt?</translation>
    </message>
    <message>
        <source>Kill the button&apos;s hand; chips already in the pot stay there.</source>
        <translation>Die Hand des Buttons töten; Chips, die schon im Pot sind, bleiben dort.</translation>
    </message>
    <message>
        <source>Kill the hand and muck all of its cards.</source>
        <translation>Die Hand töten und alle ihre Karten in den Muck geben.</translation>
    </message>
    <message>
        <source>Leave that player&apos;s chips in the pot.</source>
        <translation>Die Chips dieses Spielers im Pot lassen.</translation>
    </message>
    <message>
        <source>Misdeal: a player was dealt the wrong number of cards and substantial action has not happened yet. The hand is dealt again exactly as before.</source>
        <translation>Misdeal: Ein Spieler hat die falsche Anzahl Karten bekommen, und substanzielle Aktion hat noch nicht stattgefunden. Die Hand wird genau wie vorher neu gegeben.</translation>
    </message>
    <message>
        <source>Misdeal: a player was dealt too few cards and the next card would not reach them in proper order.</source>
        <translation>Misdeal: Ein Spieler hat zu wenige Karten bekommen, und die nächste Karte würde ihn nicht in der richtigen Reihenfolge erreichen.</translation>
    </message>
    <message>
        <source>Misdeal: two or more extra cards were dealt into the starting hands.</source>
        <translation>Misdeal: Zwei oder mehr zusätzliche Karten wurden in die Starthände gegeben.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Not a misdeal: the button is given the missing card from the stub, even after substantial action (the button may receive two cards in a row).</source>
        <translation>Kein Misdeal: Der Button bekommt die fehlende Karte vom Reststapel, auch nach substanzieller Aktion (der Button darf zwei Karten hintereinander bekommen).</translation>
    </message>
    <message>
        <source>One card too many (one extra card off the deck)</source>
        <translation>Eine Karte zu viel (eine zusätzliche Karte vom Deck)</translation>
    </message>
    <message>
        <source>One extra card dealt before the first betting round is not a misdeal: it goes back on the deck and becomes the burn card.</source>
        <translation>Eine zusätzliche Karte, die vor der ersten Setzrunde gegeben wurde, ist kein Misdeal: Sie kommt zurück auf das Deck und wird die Burn-Card.</translation>
    </message>
    <message>
        <source>Place it on top of the stub as the burn card for the flop.</source>
        <translation>Sie oben auf den Reststapel legen, als Burn-Card für den Flop.</translation>
    </message>
    <message>
        <source>Reshuffle and cut again.</source>
        <translation>Neu mischen und abheben.</translation>
    </message>
    <message>
        <source>Shuffle and cut again.</source>
        <translation>Neu mischen und abheben.</translation>
    </message>
    <message>
        <source>Start the betting.</source>
        <translation>Die Setzrunde beginnen.</translation>
    </message>
    <message>
        <source>Stop the deal and collect every card.</source>
        <translation>Das Geben stoppen und alle Karten einsammeln.</translation>
    </message>
    <message>
        <source>Substantial action has taken place, so there is no misdeal: the hand with the wrong number of cards is dead and all its cards go to the muck; chips that player already put in stay in the pot. The burn protects the stub, not the order of the cards.</source>
        <translation>Substanzielle Aktion hat stattgefunden, also gibt es keinen Misdeal: Die Hand mit der falschen Anzahl Karten ist tot, und alle ihre Karten kommen in den Muck; Chips, die der Spieler schon gesetzt hat, bleiben im Pot. Die Burn-Card schützt den Reststapel, nicht die Reihenfolge der Karten.</translation>
    </message>
    <message>
        <source>Take the extra card back without showing it.</source>
        <translation>Die zusätzliche Karte zurücknehmen, ohne sie zu zeigen.</translation>
    </message>
    <message>
        <source>The button acted (checked or bet) while holding too few cards, so the button&apos;s hand is dead.</source>
        <translation>Der Button hat mit zu wenigen Karten gehandelt (gecheckt oder gesetzt), also ist die Hand des Buttons tot.</translation>
    </message>
    <message>
        <source>The button is last to be dealt, so the next card off the deck reaches the button in proper order: deal it to complete the hand.</source>
        <translation>Der Button bekommt als Letzter Karten, also erreicht die nächste Karte vom Deck den Button in der richtigen Reihenfolge: Sie geben, um die Hand zu vervollständigen.</translation>
    </message>
    <message>
        <source>The button, with too few cards</source>
        <translation>Der Button, mit zu wenigen Karten</translation>
    </message>
    <message>
        <source>Too few cards</source>
        <translation>Zu wenige Karten</translation>
    </message>
    <message>
        <source>Two or more extra cards dealt</source>
        <translation>Zwei oder mehr zusätzliche Karten gegeben</translation>
    </message>
    <message>
        <source>Two players after the blinds have acted, so there is no misdeal: the hand is played out, the hand with the wrong number of cards is dead, and its chips are not returned.</source>
        <translation>Zwei Spieler nach den Blinds haben gehandelt, also gibt es keinen Misdeal: Die Hand wird zu Ende gespielt, die Hand mit der falschen Anzahl Karten ist tot, und ihre Chips werden nicht zurückgegeben.</translation>
    </message>
    <message>
        <source>What is wrong with the hand?</source>
        <translation>Was stimmt mit der Hand nicht?</translation>
    </message>
    <message>
        <source>Whose hand is wrong?</source>
        <translation>Wessen Hand ist falsch?</translation>
    </message>
    <message>
        <source>Wrong number of hole cards</source>
        <translation>Falsche Anzahl Hole Cards</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>extra card</source>
        <translation>zusätzliche Karte</translation>
    </message>
    <message>
        <source>missing hole card</source>
        <translation>fehlende Hole Card</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>short hand</source>
        <translation>unvollständige Hand</translation>
    </message>
    <message>
        <source>three cards</source>
        <translation>drei Karten</translation>
    </message>
    <message>
        <source>too few cards</source>
        <translation>zu wenige Karten</translation>
    </message>
    <message>
        <source>too many cards</source>
        <translation>zu viele Karten</translation>
    </message>
    <message>
        <source>wrong number of cards</source>
        <translation>falsche Anzahl Karten</translation>
    </message>
</context>
<context>
    <name>screen_set_dialog</name>
    <message>
        <source>Room screen sets</source>
        <extracomment>A view&apos;s first seconds when added.</extracomment>
        <translation>Bildschirmfolgen des Saals</translation>
    </message>
    <message>
        <source>The room display shows these layouts one after another, each for its seconds, and starts again. Add a view, then choose its layout and seconds. A sponsor&apos;s slide is a layout like any other.</source>
        <translation>Die Saalanzeige zeigt diese Layouts nacheinander, jedes für seine Sekunden, und beginnt von vorn. Eine Ansicht hinzufügen, dann ihr Layout und ihre Sekunden wählen. Eine Sponsorenfolie ist ein Layout wie jedes andere.</translation>
    </message>
    <message>
        <source>A new set</source>
        <translation>Eine neue Folge</translation>
    </message>
    <message>
        <source>e.g. Friday evening</source>
        <translation>z. B. Freitagabend</translation>
    </message>
    <message>
        <source> seconds</source>
        <translation> Sekunden</translation>
    </message>
    <message>
        <source>Add view</source>
        <translation>Ansicht hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Ausgehend von</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>Ansichten</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Shows for</source>
        <translation>Gezeigt für</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Speichern als</translation>
    </message>
    <message>
        <source>{number}. {title}: {seconds} seconds</source>
        <translation>{number}. {title}: {seconds} Sekunden</translation>
    </message>
    <message>
        <source>Saved: the room display lists it under Screen Set ({name}).</source>
        <translation>Gespeichert: Die Saalanzeige führt sie unter Bildschirmfolge ({name}).</translation>
    </message>
</context>
<context>
    <name>seat_changes</name>
    <message>
        <source>{name} → Table {to_table} · Seat {to_seat}</source>
        <extracomment>How long the strip shows a few changes before it turns to the next few. The most changes the strip cycles through. Names longer than this are cut short (with &quot;…&quot;) so the strip keeps a readable size. Woken this long after a change is due, so the reading is past it.</extracomment>
        <translation>{name} → Tisch {to_table} · Platz {to_seat}</translation>
    </message>
</context>
<context>
    <name>seat_draw</name>
    <message>
        <source>Seat every player at random, tables filled evenly</source>
        <translation>Jeden Spieler zufällig platzieren, Tische gleichmäßig gefüllt</translation>
    </message>
    <message>
        <source>Nobody to draw: register players first</source>
        <translation>Niemand auszulosen: zuerst Spieler anmelden</translation>
    </message>
    <message>
        <source>Seat rules…</source>
        <translation>Platzregeln…</translation>
    </message>
    <message>
        <source>Players kept apart, players locked to their seat, the order tables open in</source>
        <translation>Getrennt gesetzte Spieler, an ihren Platz gebundene Spieler, die Reihenfolge, in der Tische öffnen</translation>
    </message>
    <message>
        <source>Draw seats</source>
        <extracomment>Every text the button shows (it keeps the width of the longest).</extracomment>
        <translation>Plätze auslosen</translation>
    </message>
    <message>
        <source>Draw seats…</source>
        <translation>Plätze auslosen…</translation>
    </message>
    <message>
        <source>Redraw seats…</source>
        <translation>Plätze neu auslosen…</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>{count} player waits for a seat: Draw seats seats them at random.</source>
        <translation>{count} Spieler wartet auf einen Platz: Plätze auslosen setzt zufällig.</translation>
    </message>
    <message>
        <source>{count} players wait for a seat: Draw seats seats them at random.</source>
        <translation>{count} Spieler warten auf einen Platz: Plätze auslosen setzt sie zufällig.</translation>
    </message>
    <message>
        <source>{count} player locked to their seat stays there.</source>
        <translation>{count} Spieler mit festem Platz bleibt dort.</translation>
    </message>
    <message>
        <source>{count} players locked to their seat stay there.</source>
        <translation>{count} Spieler mit festem Platz bleiben dort.</translation>
    </message>
    <message>
        <source>Redraw seats</source>
        <translation>Plätze neu auslosen</translation>
    </message>
    <message>
        <source>Redraw every seat?</source>
        <translation>Jeden Platz neu auslosen?</translation>
    </message>
    <message>
        <source>The clock has started: redraw every seat now?</source>
        <translation>Uhr läuft: alle Plätze neu auslosen?</translation>
    </message>
    <message>
        <source>All {0} get a new seat at random</source>
        <translation>Alle {0} neu gelost</translation>
    </message>
    <message>
        <source>{new}; seat cards already printed are void.</source>
        <translation>{new}; gedruckte Platzkarten verfallen.</translation>
    </message>
    <message>
        <source>{tip}. ▾ for the seat rules.</source>
        <translation>{tip}. ▾ für die Platzregeln.</translation>
    </message>
</context>
<context>
    <name>seat_finder</name>
    <message>
        <source>No seated player matches “{typed}”.</source>
        <translation>Kein platzierter Spieler passt zu „{typed}“.</translation>
    </message>
    <message>
        <source>{name}: table {table} seat {number}</source>
        <translation>{name}: Tisch {table} Platz {number}</translation>
    </message>
    <message>
        <source>{0} match (Enter: next)</source>
        <translation>{0} passen (Enter: nächster)</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>Table {number} is not open.</source>
        <translation>Tisch {number} ist nicht offen.</translation>
    </message>
    <message>
        <source>Table {number}: {0}</source>
        <translation>Tisch {number}: {0}</translation>
    </message>
    <message>
        <source>Table {number} has seats 1 to {0}.</source>
        <translation>Tisch {number} hat die Plätze 1 bis {0}.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Table {number} seat {seat}: {who}</source>
        <translation>Tisch {number} Platz {seat}: {who}</translation>
    </message>
</context>
<context>
    <name>seat_rules_dialog</name>
    <message>
        <source>Seat rules</source>
        <extracomment>Across and down: both lists show a few rows under their hints.</extracomment>
        <translation>Platzregeln</translation>
    </message>
    <message>
        <source>Keep apart</source>
        <translation>Getrennt setzen</translation>
    </message>
    <message>
        <source>No longer apart</source>
        <translation>Nicht mehr getrennt</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>Ändern…</translation>
    </message>
    <message>
        <source>Kept apart</source>
        <translation>Getrennt gesetzt</translation>
    </message>
    <message>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <source>Locked to their seat</source>
        <translation>An ihren Platz gebunden</translation>
    </message>
    <message>
        <source>Table {table} seat {seat}</source>
        <translation>Tisch {table} Platz {seat}</translation>
    </message>
    <message>
        <source>1, 2, 3 … (in number order)</source>
        <translation>1, 2, 3 … (nach Nummer)</translation>
    </message>
    <message>
        <source>No longer keep apart</source>
        <translation>Nicht mehr getrennt setzen</translation>
    </message>
    <message>
        <source>Unlock the seat</source>
        <translation>Den Platz lösen</translation>
    </message>
    <message>
        <source>Table order</source>
        <translation>Tischreihenfolge</translation>
    </message>
    <message>
        <source>Two players who must not sit at the same table (Robert&apos;s Rules, Seating 4), re-entries included. The draw, late seats and balancing keep them apart whenever another table has room.</source>
        <translation>Zwei Spieler, die nicht am selben Tisch sitzen dürfen (Robert&apos;s Rules, Seating 4), Re-Entries eingeschlossen. Auslosung, späte Plätze und Ausgleich halten sie getrennt, wann immer ein anderer Tisch Platz hat.</translation>
    </message>
    <message>
        <source>A house dealer or a player with special needs keeps their seat (TDA 2024 Rule 9). Lock a player from their seat&apos;s menu on the map.</source>
        <translation>Ein Hausdealer oder ein Spieler mit besonderen Bedürfnissen behält seinen Platz (TDA 2024, Regel 9). Einen Spieler über das Menü seines Platzes auf der Karte binden.</translation>
    </message>
    <message>
        <source>The order tables open in as the field grows.</source>
        <translation>Die Reihenfolge, in der Tische öffnen, wenn das Feld wächst.</translation>
    </message>
    <message>
        <source>Tables open in this order as the field grows, e.g. 1-10, 21-30:10
(tables 1 to 10, then 21 to 30 with 10 seats). Leave it blank for 1, 2, 3 …</source>
        <translation>Tische öffnen in dieser Reihenfolge, wenn das Feld wächst, z. B. 1-10, 21-30:10
(Tische 1 bis 10, dann 21 bis 30 mit 10 Plätzen). Leer lassen für 1, 2, 3 …</translation>
    </message>
    <message>
        <source>  — at one table now: no other table had room</source>
        <translation>  — jetzt an einem Tisch: kein anderer Tisch hatte Platz</translation>
    </message>
    <message>
        <source>Change the table order</source>
        <translation>Die Tischreihenfolge ändern</translation>
    </message>
</context>
<context>
    <name>setting_fields</name>
    <message>
        <source>{label} cannot be negative.</source>
        <extracomment>Upper bound of the number boxes: wider than the domain allows, so it refuses with its own message (13 seats, a tolerance of 0 ... say why they cannot be). Width of the two number boxes sharing the early tolerance&apos;s row.</extracomment>
        <translation>{label} darf nicht negativ sein.</translation>
    </message>
    <message>
        <source>{label}: &apos;{0}&apos; is not a number of chips (write it like 10000 or 10,000)</source>
        <translation>{label}: &apos;{0}&apos; ist keine Chipzahl (so schreiben: 10000 oder 10,000)</translation>
    </message>
    <message>
        <source>level </source>
        <translation>Level </translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Erlauben</translation>
    </message>
</context>
<context>
    <name>share_dialog</name>
    <message>
        <source>Start sharing to pair phones: they pair through the floor&apos;s pages.</source>
        <translation>Das Teilen starten, um Handys zu koppeln: sie koppeln sich über die Seiten des Floors.</translation>
    </message>
    <message>
        <source>Phones and screens must be on the same Wi-Fi network as this laptop (the venue&apos;s, or a phone&apos;s hotspot the laptop has joined). The first time, Windows or macOS asks whether floortool may accept connections: allow it on private networks.</source>
        <translation>Handys und Bildschirme müssen im selben WLAN sein wie dieser Laptop (dem des Hauses oder dem Hotspot eines Handys, mit dem der Laptop verbunden ist). Beim ersten Mal fragt Windows oder macOS, ob floortool Verbindungen annehmen darf: in privaten Netzwerken erlauben.</translation>
    </message>
    <message>
        <source>Share on the venue network</source>
        <translation>Im Netzwerk des Hauses teilen</translation>
    </message>
    <message>
        <source>Sharing goes on until you stop it</source>
        <translation>Das Teilen läuft, bis Sie es beenden</translation>
    </message>
    <message>
        <source>Share the floor</source>
        <translation>Den Floor teilen</translation>
    </message>
    <message>
        <source>Where phones and screens reach this laptop</source>
        <translation>Wo Handys und Bildschirme diesen Laptop erreichen</translation>
    </message>
    <message>
        <source>The port the floor&apos;s pages are served on (8470 unless taken)</source>
        <translation>Der Port, auf dem die Seiten des Floors bereitgestellt werden (8470, wenn frei)</translation>
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
        <translation>Teilen starten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Scan to open the floor&apos;s pages: the clock, seats, payouts and results. Put it on the room display or print it for the tables.</source>
        <translation>Scannen, um die Seiten des Floors zu öffnen: Uhr, Plätze, Auszahlungen und Ergebnisse. Auf der Saalanzeige zeigen oder für die Tische drucken.</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Table </source>
        <translation>Tisch </translation>
    </message>
    <message>
        <source>The table the dealer phone is tied to</source>
        <translation>Der Tisch, an den das Dealer-Handy gebunden ist</translation>
    </message>
    <message>
        <source>Pair a phone…</source>
        <translation>Ein Handy koppeln…</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Entziehen</translation>
    </message>
    <message>
        <source>The phone can no longer act on the floor until paired again</source>
        <translation>Das Handy kann auf dem Floor nichts mehr tun, bis es erneut gekoppelt wird</translation>
    </message>
    <message>
        <source>Paired: {name}.</source>
        <translation>Gekoppelt: {name}.</translation>
    </message>
    <message>
        <source>On the phone: scan the code, or open {url}/pair and type the code.</source>
        <translation>Auf dem Handy: den Code scannen oder {url}/pair öffnen und den Code eingeben.</translation>
    </message>
    <message>
        <source>Start sharing first: phones pair through it</source>
        <translation>Zuerst das Teilen starten: Handys koppeln sich darüber</translation>
    </message>
    <message>
        <source>Starting the server at {url}…</source>
        <translation>Der Server startet unter {url}…</translation>
    </message>
    <message>
        <source>Serving at {url}</source>
        <translation>Bereitgestellt unter {url}</translation>
    </message>
    <message>
        <source>Stopped: {error}</source>
        <translation>Angehalten: {error}</translation>
    </message>
    <message>
        <source>Not sharing. Choose the address and start sharing.</source>
        <translation>Es wird nicht geteilt. Die Adresse wählen und das Teilen starten.</translation>
    </message>
    <message>
        <source>The code expired unused: pair again for a new one.</source>
        <translation>Der Code ist ungenutzt abgelaufen: erneut koppeln für einen neuen.</translation>
    </message>
    <message>
        <source>a floor phone</source>
        <translation>ein Floor-Handy</translation>
    </message>
    <message>
        <source>the dealer of table {table}</source>
        <translation>den Dealer von Tisch {table}</translation>
    </message>
    <message>
        <source>For {whose}: good once, for {0}</source>
        <translation>Für {whose}: einmal gültig, für {0}</translation>
    </message>
    <message>
        <source>Revoked: {name} can no longer act on the floor.</source>
        <translation>Entzogen: {name} kann auf dem Floor nichts mehr tun.</translation>
    </message>
    <message>
        <source>Staff phones and room screens</source>
        <translation>Handys des Personals und Saalbildschirme</translation>
    </message>
    <message>
        <source>A floor phone can do what the floor does; a dealer phone reports its table&apos;s hands and button; a room screen (a TV&apos;s browser) shows what you choose for it below. A code pairs one device, within two minutes.</source>
        <translation>Ein Floor-Handy kann, was der Floor kann; ein Dealer-Handy meldet die Hände und den Button seines Tisches; ein Saalbildschirm (der Browser eines Fernsehers) zeigt, was Sie unten für ihn wählen. Ein Code koppelt ein Gerät, innerhalb von zwei Minuten.</translation>
    </message>
    <message>
        <source>Room screen</source>
        <translation>Saalbildschirm</translation>
    </message>
    <message>
        <source>a room screen</source>
        <translation>einen Saalbildschirm</translation>
    </message>
    <message>
        <source>What the room screen picked above shows</source>
        <translation>Was der oben gewählte Saalbildschirm zeigt</translation>
    </message>
    <message>
        <source>Shows</source>
        <translation>Zeigt</translation>
    </message>
    <message>
        <source>The built-in display</source>
        <translation>Die eingebaute Anzeige</translation>
    </message>
    <message>
        <source>Layout: {title}</source>
        <translation>Layout: {title}</translation>
    </message>
    <message>
        <source>Screen set: {title}</source>
        <translation>Bildschirmfolge: {title}</translation>
    </message>
    <message>
        <source>{device} shows {view}.</source>
        <translation>{device} zeigt {view}.</translation>
    </message>
</context>
<context>
    <name>shortcuts</name>
    <message>
        <source>Start / &amp;Pause / Resume</source>
        <translation>Start / &amp;Pause / Fortsetzen</translation>
    </message>
    <message>
        <source>P&amp;revious Level</source>
        <translation>&amp;Voriges Level</translation>
    </message>
    <message>
        <source>&amp;Next Level</source>
        <translation>&amp;Nächstes Level</translation>
    </message>
    <message>
        <source>&amp;Add a Minute</source>
        <translation>Eine Minute &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Re&amp;move a Minute</source>
        <translation>Eine Minute &amp;abziehen</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
</context>
<context>
    <name>store.faults</name>
    <message>
        <source>The database server at {where} refused the login of user &apos;{user}&apos; (wrong user name or password): nothing was written. Correct the user or password in the database URL.</source>
        <extracomment>Below this much free space an I/O error is taken for a full disk. What PostgreSQL says when it refuses a login (a wrong password, an unknown user). What it says of a database that is not there (``database &quot;x&quot; does not exist``). How the sqlite3 module&apos;s message starts when a stored text is not UTF-8.</extracomment>
        <translation>Der Datenbankserver unter {where} hat die Anmeldung des Benutzers „{user}“ abgelehnt (falscher Benutzername oder falsches Passwort): nichts wurde geschrieben. Benutzer oder Passwort in der Datenbank-URL korrigieren.</translation>
    </message>
    <message>
        <source>The database server at {where} has no database &apos;{database}&apos;: nothing was written. Check its name in the database URL, or create it on the server.</source>
        <translation>Der Datenbankserver unter {where} hat keine Datenbank „{database}“: nichts wurde geschrieben. Ihren Namen in der Datenbank-URL prüfen oder sie auf dem Server anlegen.</translation>
    </message>
    <message>
        <source>The database server at {where} cannot be reached (stopped, restarting or unreachable): nothing was written and nothing recorded before is lost. Try again once it is back.</source>
        <translation>Der Datenbankserver unter {where} ist nicht erreichbar (gestoppt, startet neu oder nicht erreichbar): nichts wurde geschrieben, und nichts bisher Erfasste ist verloren. Erneut versuchen, sobald er wieder da ist.</translation>
    </message>
    <message>
        <source>{database} holds a record whose text is not UTF-8: it was changed by hand or damaged. Nothing was changed; restore the file from a backup.</source>
        <translation>{database} enthält einen Eintrag, dessen Text kein UTF-8 ist: er wurde von Hand geändert oder beschädigt. Nichts wurde geändert; die Datei aus einer Sicherung wiederherstellen.</translation>
    </message>
    <message>
        <source>The write-ahead log of {database} ({name}-wal) was removed while another program has the database open. Nothing is lost: that program (another floortool window or command) still holds the log and writes it back into the file when it closes. Close it, then try again; do not restore a backup.</source>
        <translation>Das Write-Ahead-Log von {database} ({name}-wal) wurde entfernt, während ein anderes Programm die Datenbank offen hat. Nichts ist verloren: dieses Programm (ein anderes floortool-Fenster oder ein Befehl) hält das Log noch und schreibt es beim Schließen in die Datei zurück. Es schließen, dann erneut versuchen; keine Sicherung wiederherstellen.</translation>
    </message>
    <message>
        <source>{database} is read-only: nothing was written. Make the file and its folder writable, or open a copy.</source>
        <translation>{database} ist schreibgeschützt: nichts wurde geschrieben. Datei und Ordner beschreibbar machen oder eine Kopie öffnen.</translation>
    </message>
    <message>
        <source>The disk holding {database} is full: the last action was not written and nothing recorded before was lost. Free some space and try again.</source>
        <translation>Der Datenträger mit {database} ist voll: die letzte Aktion wurde nicht geschrieben, und nichts bisher Erfasste ging verloren. Platz schaffen und erneut versuchen.</translation>
    </message>
</context>
<context>
    <name>store.migrate</name>
    <message>
        <source>{where} is not a floortool database (it holds other tables). It was left untouched.</source>
        <extracomment>Every table of the connection&apos;s schema with its columns, in one catalog query: what SQLAlchemy&apos;s reflection finds for PostgreSQL in several, compiled afresh for each engine (the command line makes one per command).</extracomment>
        <translation>{where} ist keine floortool-Datenbank (sie enthält andere Tabellen). Sie wurde nicht angerührt.</translation>
    </message>
    <message>
        <source>{where} is not a floortool database. It was left untouched.</source>
        <translation>{where} ist keine floortool-Datenbank. Sie wurde nicht angerührt.</translation>
    </message>
    <message>
        <source>{where} is not a floortool database (it holds another application&apos;s tables). It was left untouched.</source>
        <translation>{where} ist keine floortool-Datenbank (sie enthält die Tabellen einer anderen Anwendung). Sie wurde nicht angerührt.</translation>
    </message>
    <message>
        <source>{where} was written by a newer floortool (schema {revision}; this version knows up to {head}). Install the newer floortool to open it; the file was left untouched.</source>
        <translation>{where} wurde von einem neueren floortool geschrieben (Schema {revision}; diese Version kennt bis {head}). Das neuere floortool installieren, um sie zu öffnen; die Datei wurde nicht angerührt.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a database file. It was left untouched; give the path of a database file (a new name creates one).</source>
        <translation>{path} ist ein Ordner, keine Datenbankdatei. Er wurde nicht angerührt; den Pfad einer Datenbankdatei angeben (ein neuer Name legt eine an).</translation>
    </message>
</context>
<context>
    <name>store.sqlite_file</name>
    <message>
        <source>{path} is not a floortool database (it is not a SQLite file). It was left untouched.</source>
        <translation>{path} ist keine floortool-Datenbank (keine SQLite-Datei). Sie wurde nicht angerührt.</translation>
    </message>
    <message>
        <source>{path} is damaged and cannot be read ({exc}). It was left untouched; restore it from a backup or open another database.</source>
        <translation>{path} ist beschädigt und kann nicht gelesen werden ({exc}). Sie wurde nicht angerührt; aus einer Sicherung wiederherstellen oder eine andere Datenbank öffnen.</translation>
    </message>
    <message>
        <source>{where} is a floortool database whose {tables} table was removed or changed by hand. It was left untouched; restore it from a backup.</source>
        <translation>{where} ist eine floortool-Datenbank, deren Tabelle {tables} entfernt oder von Hand geändert wurde. Sie wurde nicht angerührt; aus einer Sicherung wiederherstellen.</translation>
    </message>
    <message>
        <source>{where} is read-only: floortool must write the database there. It was left untouched; make it writable or copy the file to a writable folder.</source>
        <translation>{where} ist schreibgeschützt: floortool muss die Datenbank dort schreiben. Sie wurde nicht angerührt; beschreibbar machen oder die Datei in einen beschreibbaren Ordner kopieren.</translation>
    </message>
</context>
<context>
    <name>structure</name>
    <message>
        <source>{subject}: &apos;{0}&apos; is not a whole number of {what}.</source>
        <extracomment>The structure row (0-based, breaks included) a table row shows.</extracomment>
        <translation>{subject}: &apos;{0}&apos; ist keine ganze Zahl von {what}.</translation>
    </message>
    <message>
        <source>Hours:minutes from the start of level 1, breaks included</source>
        <extracomment>The structure field each editable column changes.</extracomment>
        <translation>Stunden:Minuten ab dem Start von Level 1, Pausen eingeschlossen</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>{text}: being played now</source>
        <translation>{text}: wird jetzt gespielt</translation>
    </message>
</context>
<context>
    <name>structure_page</name>
    <message>
        <source>Structures (*.json *.csv);;JSON (*.json);;CSV (*.csv)</source>
        <extracomment>Below this page width the chips go under the table.</extracomment>
        <translation>Strukturen (*.json *.csv);;JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation>JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Insert level</source>
        <translation>Level einfügen</translation>
    </message>
    <message>
        <source>Insert a level after the selected row</source>
        <translation>Ein Level nach der gewählten Zeile einfügen</translation>
    </message>
    <message>
        <source>Insert break</source>
        <translation>Pause einfügen</translation>
    </message>
    <message>
        <source>Insert a break after the selected row</source>
        <translation>Eine Pause nach der gewählten Zeile einfügen</translation>
    </message>
    <message>
        <source>Delete row</source>
        <translation>Zeile löschen</translation>
    </message>
    <message>
        <source>Delete the selected row</source>
        <translation>Die gewählte Zeile löschen</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move the selected row up</source>
        <translation>Die gewählte Zeile nach oben schieben</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Move the selected row down</source>
        <translation>Die gewählte Zeile nach unten schieben</translation>
    </message>
    <message>
        <source>Play this row</source>
        <translation>Diese Zeile spielen</translation>
    </message>
    <message>
        <source>Put the clock at the start of this row</source>
        <translation>Die Uhr an den Anfang dieser Zeile setzen</translation>
    </message>
    <message>
        <source>Load template</source>
        <translation>Vorlage laden</translation>
    </message>
    <message>
        <source>Replace the structure with a template</source>
        <translation>Die Struktur durch eine Vorlage ersetzen</translation>
    </message>
    <message>
        <source>Copy from event</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Use the structure of another event</source>
        <translation>Die Struktur eines anderen Turniers verwenden</translation>
    </message>
    <message>
        <source>Save as template…</source>
        <translation>Als Vorlage…</translation>
    </message>
    <message>
        <source>Keep this structure as a template</source>
        <translation>Diese Struktur als Vorlage behalten</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Read a structure from a JSON or CSV file</source>
        <translation>Eine Struktur aus einer JSON- oder CSV-Datei lesen</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Write the structure to a JSON or CSV file</source>
        <translation>Die Struktur in eine JSON- oder CSV-Datei schreiben</translation>
    </message>
    <message>
        <source>Suggest…</source>
        <translation>Vorschlagen…</translation>
    </message>
    <message>
        <source>Let the generator propose a structure</source>
        <translation>Den Generator eine Struktur vorschlagen lassen</translation>
    </message>
    <message>
        <source>No structure</source>
        <translation>Keine Struktur</translation>
    </message>
    <message>
        <source>Load a template, import a file or suggest one.</source>
        <translation>Eine Vorlage laden, eine Datei importieren oder eine vorschlagen lassen.</translation>
    </message>
    <message>
        <source>Unnamed structure</source>
        <translation>Unbenannte Struktur</translation>
    </message>
    <message>
        <source>{0}, {1}, {hours} h {minutes:02d} min in all. Double-click a cell to change it; Edit &gt; Undo takes a change back.</source>
        <translation>{0}, {1}, {hours} Std. {minutes:02d} Min. gesamt. Doppelklick ändert eine Zelle, Bearbeiten &gt; Rückgängig nimmt es zurück.</translation>
    </message>
    <message>
        <source>{count} level</source>
        <translation>{count} Level</translation>
    </message>
    <message>
        <source>{count} levels</source>
        <translation>{count} Levels</translation>
    </message>
    <message>
        <source>{count} break</source>
        <translation>{count} Pause</translation>
    </message>
    <message>
        <source>{count} breaks</source>
        <translation>{count} Pausen</translation>
    </message>
    <message>
        <source>Edit the structure</source>
        <translation>Die Struktur bearbeiten</translation>
    </message>
    <message>
        <source>Use template {name}</source>
        <translation>Vorlage {name} verwenden</translation>
    </message>
    <message>
        <source>No other event has a structure</source>
        <translation>Kein anderes Turnier hat eine Struktur</translation>
    </message>
    <message>
        <source>Copy the structure of {name}</source>
        <translation>Die Struktur von {name} kopieren</translation>
    </message>
    <message>
        <source>Copy structure</source>
        <translation>Struktur kopieren</translation>
    </message>
    <message>
        <source>Save as template</source>
        <translation>Als Vorlage speichern</translation>
    </message>
    <message>
        <source>Template name:</source>
        <translation>Name der Vorlage:</translation>
    </message>
    <message>
        <source>Cannot save the template: {exc}.</source>
        <translation>Die Vorlage kann nicht gespeichert werden: {exc}.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Saved as template &apos;{saved}&apos;.</source>
        <translation>Als Vorlage „{saved}“ gespeichert.</translation>
    </message>
    <message>
        <source>Import a structure</source>
        <translation>Eine Struktur importieren</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>{name} importieren</translation>
    </message>
    <message>
        <source>Import structure from {name}</source>
        <translation>Struktur aus {name} importieren</translation>
    </message>
    <message>
        <source>Export the structure</source>
        <translation>Die Struktur exportieren</translation>
    </message>
    <message>
        <source>Cannot write {path}: {0}.</source>
        <translation>{path} kann nicht geschrieben werden: {0}.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Structure written to {path}.</source>
        <translation>Struktur nach {path} geschrieben.</translation>
    </message>
    <message>
        <source>The event has no chip set to suggest a structure for.</source>
        <translation>Das Turnier hat keinen Chipsatz, für den eine Struktur vorgeschlagen werden könnte.</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Vorschlagen</translation>
    </message>
    <message>
        <source>Use the suggested structure</source>
        <translation>Die vorgeschlagene Struktur verwenden</translation>
    </message>
</context>
<context>
    <name>suggest_dialog</name>
    <message>
        <source>{hours} h {minutes:02d} min</source>
        <translation>{hours} Std. {minutes:02d} Min.</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} Min.</translation>
    </message>
    <message>
        <source>Suggest a structure</source>
        <translation>Eine Struktur vorschlagen</translation>
    </message>
    <message>
        <source> chips</source>
        <translation> Chips</translation>
    </message>
    <message>
        <source> players</source>
        <translation> Spieler</translation>
    </message>
    <message>
        <source> h</source>
        <translation> Std.</translation>
    </message>
    <message>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <source>No antes</source>
        <translation>Keine Antes</translation>
    </message>
    <message>
        <source>from level </source>
        <translation>ab Level </translation>
    </message>
    <message>
        <source> levels</source>
        <translation> Levels</translation>
    </message>
    <message>
        <source>No breaks</source>
        <translation>Keine Pausen</translation>
    </message>
    <message>
        <source>every </source>
        <translation>alle </translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Startstack</translation>
    </message>
    <message>
        <source>Expected players</source>
        <translation>Erwartete Spieler</translation>
    </message>
    <message>
        <source>Target length</source>
        <translation>Angestrebte Dauer</translation>
    </message>
    <message>
        <source>Level length</source>
        <translation>Levellänge</translation>
    </message>
    <message>
        <source>Big-blind antes</source>
        <translation>Big-Blind-Antes</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>Pausen</translation>
    </message>
    <message>
        <source>Break length</source>
        <translation>Pausenlänge</translation>
    </message>
    <message>
        <source>Chips: {0}</source>
        <translation>Chips: {0}</translation>
    </message>
    <message>
        <source>Use this structure</source>
        <translation>Diese Struktur verwenden</translation>
    </message>
    <message>
        <source>No structure to suggest with these inputs.</source>
        <translation>Mit diesen Angaben lässt sich keine Struktur vorschlagen.</translation>
    </message>
    <message>
        <source>The big blind never reaches the end value: add levels after applying.</source>
        <translation>Der Big Blind erreicht nie den Endwert: nach dem Übernehmen Levels hinzufügen.</translation>
    </message>
    <message>
        <source>{count} level</source>
        <translation>{count} Level</translation>
    </message>
    <message>
        <source>{count} levels</source>
        <translation>{count} Levels</translation>
    </message>
    <message>
        <source>Projected finish {0} after the start, during level {level} (big blind {end_big_blind} = {total_chips} chips / 20).</source>
        <translation>Voraussichtliches Ende {0} nach dem Start, in Level {level} (Big Blind {end_big_blind} = {total_chips} Chips / 20).</translation>
    </message>
</context>
<context>
    <name>table_questions</name>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} und {1}</translation>
    </message>
    <message>
        <source>Break table {table}</source>
        <translation>Tisch {table} abbauen</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>Break table {table}? {who}, but no other table has an empty seat.</source>
        <translation>Tisch {table} abbauen? {who}, aber kein anderer Tisch hat einen freien Platz.</translation>
    </message>
    <message>
        <source>Its {count} player moves</source>
        <translation>Sein {count} Spieler wird umgesetzt</translation>
    </message>
    <message>
        <source>Its {count} players move</source>
        <translation>Seine {count} Spieler werden umgesetzt</translation>
    </message>
    <message>
        <source>tables {tables}</source>
        <translation>Tische {tables}</translation>
    </message>
    <message>
        <source>table {tables}</source>
        <translation>Tisch {tables}</translation>
    </message>
    <message>
        <source>Break table {table}? {who} to empty seats drawn at random at {named}.</source>
        <translation>Tisch {table} abbauen? {who} auf freie, zufällig geloste Plätze an {named}.</translation>
    </message>
    <message>
        <source>Start hand-for-hand</source>
        <translation>Hand-for-Hand starten</translation>
    </message>
    <message>
        <source>Start hand-for-hand, {0} per hand, clock held?</source>
        <translation>Hand-for-Hand starten, {0} pro Hand, Uhr angehalten?</translation>
    </message>
    <message>
        <source>{ask} {left} left, no places paid yet.</source>
        <translation>{ask} {left} übrig, noch keine bezahlten Plätze.</translation>
    </message>
    <message>
        <source>in the money</source>
        <translation>in den Preisrängen</translation>
    </message>
    <message>
        <source>{0} from the money</source>
        <translation>{0} von den Preisrängen entfernt</translation>
    </message>
    <message>
        <source>{count} bust</source>
        <translation>{count} Ausscheiden</translation>
    </message>
    <message>
        <source>{count} busts</source>
        <translation>{count} Ausscheiden</translation>
    </message>
    <message>
        <source>{ask} {left} left, {0} paid: {where}.</source>
        <translation>{ask} {left} übrig, {0} bezahlt: {where}.</translation>
    </message>
    <message>
        <source>{count} place</source>
        <translation>{count} Platz</translation>
    </message>
    <message>
        <source>{count} places</source>
        <translation>{count} Plätze</translation>
    </message>
    <message>
        <source>Stop hand-for-hand</source>
        <translation>Hand-for-Hand beenden</translation>
    </message>
    <message>
        <source>Stop hand-for-hand at hand {hand}? Normal play again: the clock runs.</source>
        <translation>Hand-for-Hand bei Hand {hand} beenden? Wieder normales Spiel: die Uhr läuft.</translation>
    </message>
    <message>
        <source>The clock has not started: hand-for-hand play holds a running clock near the money. Start the clock first.</source>
        <translation>Die Uhr ist nicht gestartet: Hand-for-Hand hält eine laufende Uhr nahe den Preisrängen an. Zuerst die Uhr starten.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Umsetzen</translation>
    </message>
    <message>
        <source>Move {name} from table {ft} seat {fs} to table {tt} seat {ts}?</source>
        <translation>{name} von Tisch {ft} Platz {fs} an Tisch {tt} Platz {ts} umsetzen?</translation>
    </message>
    <message>
        <source>Deal hand {0}</source>
        <translation>Hand {0} geben</translation>
    </message>
    <message>
        <source>Deal hand {0} now?</source>
        <translation>Hand {0} jetzt geben?</translation>
    </message>
    <message>
        <source>{ask} {tables} has not reported hand {hand}.</source>
        <translation>{ask} {tables} hat Hand {hand} nicht gemeldet.</translation>
    </message>
    <message>
        <source>{ask} {tables} have not reported hand {hand}.</source>
        <translation>{ask} {tables} haben Hand {hand} nicht gemeldet.</translation>
    </message>
</context>
<context>
    <name>tables_actions</name>
    <message>
        <source>out of play</source>
        <translation>nicht im Spiel</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Table {table} seat {seat}: {who}</source>
        <translation>Tisch {table} Platz {seat}: {who}</translation>
    </message>
    <message>
        <source>Move {name}…</source>
        <translation>{name} umsetzen…</translation>
    </message>
    <message>
        <source>Bust {name}</source>
        <translation>{name} ausgeschieden</translation>
    </message>
    <message>
        <source>Unlock from this seat</source>
        <translation>Von diesem Platz lösen</translation>
    </message>
    <message>
        <source>Lock to this seat</source>
        <translation>An diesen Platz binden</translation>
    </message>
    <message>
        <source>A locked player moves only when it cannot be avoided (Rule 9)</source>
        <translation>Ein gebundener Spieler wird nur umgesetzt, wenn es sich nicht vermeiden lässt (Regel 9)</translation>
    </message>
    <message>
        <source>Put seat back in play</source>
        <translation>Platz wieder ins Spiel nehmen</translation>
    </message>
    <message>
        <source>Take seat out of play</source>
        <translation>Platz aus dem Spiel nehmen</translation>
    </message>
    <message>
        <source>Dealer button here</source>
        <translation>Dealer-Button hier</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <source>still playing</source>
        <translation>spielt noch</translation>
    </message>
    <message>
        <source>has finished</source>
        <translation>ist fertig</translation>
    </message>
    <message>
        <source>: {doing} hand-for-hand hand {hand}</source>
        <translation>: {doing} Hand-for-Hand-Hand {hand}</translation>
    </message>
    <message>
        <source>Hand finished at table {table}</source>
        <translation>Hand beendet an Tisch {table}</translation>
    </message>
    <message>
        <source>The button moves on; in hand-for-hand play the table reports the hand</source>
        <translation>Der Button zieht weiter; bei Hand-for-Hand meldet der Tisch die Hand</translation>
    </message>
    <message>
        <source>Draw for the button at table {table}</source>
        <translation>Um den Button ziehen an Tisch {table}</translation>
    </message>
    <message>
        <source>One card to each player: the highest takes the button</source>
        <translation>Eine Karte an jeden Spieler: die höchste erhält den Button</translation>
    </message>
    <message>
        <source>Draw seats</source>
        <translation>Plätze auslosen</translation>
    </message>
    <message>
        <source>Bust</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <source>Lock to the seat</source>
        <translation>An den Platz binden</translation>
    </message>
    <message>
        <source>Seat in or out of play</source>
        <translation>Platz ins Spiel nehmen oder herausnehmen</translation>
    </message>
    <message>
        <source>Draw for the button</source>
        <translation>Um den Button ziehen</translation>
    </message>
    <message>
        <source>Set the button</source>
        <translation>Den Button setzen</translation>
    </message>
    <message>
        <source>Balance the tables</source>
        <translation>Die Tische ausgleichen</translation>
    </message>
    <message>
        <source>Redraw the final table</source>
        <translation>Den Finaltisch neu auslosen</translation>
    </message>
</context>
<context>
    <name>tables_bar</name>
    <message>
        <source>Click an empty seat for {name} (now at table {table} seat {seat}).</source>
        <extracomment>The bar above the map: one height, asking or not (three lines of text fit: a redraw names all it does in three at 1024 pixels across).</extracomment>
        <translation>Einen freien Platz für {name} anklicken (jetzt an Tisch {table} Platz {seat}).</translation>
    </message>
    <message>
        <source>table {0}</source>
        <translation>Tisch {0}</translation>
    </message>
    <message>
        <source>tables {0} and {1}</source>
        <translation>Tische {0} und {1}</translation>
    </message>
    <message>
        <source>To balance, click the player who is big blind next at {named}.</source>
        <translation>Zum Ausgleichen den Spieler anklicken, der als Nächstes Big Blind ist, an {named}.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Umsetzen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Die nächste Hand geben</translation>
    </message>
    <message>
        <source>Break table {table}</source>
        <translation>Tisch {table} abbauen</translation>
    </message>
    <message>
        <source>Move player</source>
        <translation>Spieler umsetzen</translation>
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
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>{count} table</source>
        <translation>{count} Tisch</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation>{count} Tische</translation>
    </message>
    <message>
        <source>Smaller tables (Ctrl+wheel)</source>
        <translation>Kleinere Tische (Strg+Mausrad)</translation>
    </message>
    <message>
        <source>Larger tables (Ctrl+wheel)</source>
        <translation>Größere Tische (Strg+Mausrad)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Show every table at once</source>
        <translation>Alle Tische auf einmal zeigen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>{0} waiting for a seat</source>
        <extracomment>How many recent moves the panel lists. The final table&apos;s redraw is read again this long after its time is up.</extracomment>
        <translation>{0} ohne Platz</translation>
    </message>
    <message>
        <source>{0} waiting</source>
        <translation>{0} warten</translation>
    </message>
</context>
<context>
    <name>tables_search</name>
    <message>
        <source>Find: name or table-seat (12-4)</source>
        <translation>Suchen: Name oder Tisch-Platz (12-4)</translation>
    </message>
</context>
<context>
    <name>ticker_line</name>
    <message>
        <source>Scrolling L&amp;ine…</source>
        <extracomment>How fast the line moves: region heights a second. How often a scrolling line is drawn again, in milliseconds (25 a second). What a ticker&apos;s type is sized by: the region&apos;s height, whatever the line&apos;s length.</extracomment>
        <translation>Lauf&amp;zeile…</translation>
    </message>
    <message>
        <source>The line every scrolling region of the room&apos;s screens shows</source>
        <translation>Die Zeile, die jeder Laufbereich der Saalbildschirme zeigt</translation>
    </message>
    <message>
        <source>Clear t&amp;he Scrolling Line</source>
        <translation>Laufzeile entfe&amp;rnen</translation>
    </message>
    <message>
        <source>Scrolling line</source>
        <translation>Laufzeile</translation>
    </message>
    <message>
        <source>The line the room&apos;s scrolling regions show (at most {MAX_TICKER} characters):</source>
        <translation>Die Zeile, die die Laufbereiche des Saals zeigen (höchstens {MAX_TICKER} Zeichen):</translation>
    </message>
</context>
<context>
    <name>web.app</name>
    <message>
        <source>No document to bring at {path}.</source>
        <extracomment>The page scripts and styles: kept by the browser, checked before each use (304). The documents that read the state only, by address. Every public document by address: what works it out (and declares its subjects). The documents a notice brings when it changes them (``_carried``): each by how it is worked out from the floor for an event. Every public document&apos;s address → the subjects it depends on: a notice of one of them is what makes a page read the document again (sent in the live hello). The subjects after which a notice carries the new clock document. The subjects after which a notice says which entry pages changed (``entry_changes``). What the floor&apos;s thread hands the loop: the SSE messages, and the copies made for them. The longest list of documents a live page asks to be brought (``?bring=``). The longest name the seat finder takes.</extracomment>
        <translation>Kein Dokument unter {path} zum Mitbringen.</translation>
    </message>
    <message>
        <source>Say whom to find: /api/find?name=Alice.</source>
        <translation>Sagen Sie, wen Sie suchen: /api/find?name=Alice.</translation>
    </message>
</context>
<context>
    <name>web.bodies</name>
    <message>
        <source>The request is not a JSON object.</source>
        <translation>Die Anfrage ist kein JSON-Objekt.</translation>
    </message>
</context>
<context>
    <name>web.documents</name>
    <message>
        <source>This event is not part of a league season.</source>
        <extracomment>The most bounties on heads the payouts document lists (the biggest).</extracomment>
        <translation>Dieses Turnier gehört zu keiner Ligasaison.</translation>
    </message>
    <message>
        <source>The event has no blind structure yet.</source>
        <translation>Das Turnier hat noch keine Blindstruktur.</translation>
    </message>
</context>
<context>
    <name>web.errors</name>
    <message>
        <source>There is nothing at this address.</source>
        <extracomment>Why Starlette refused, by HTTP status. The floor&apos;s refusals that are not 422: a credential it does not know (401), a confirmation of something that has changed since it was shown (409), a sign-up while sign-up is closed (403), or one the pending list cannot take (409). The longest ``?lang=`` read (``de_DE``, ``es-419``).</extracomment>
        <translation>Unter dieser Adresse gibt es nichts.</translation>
    </message>
    <message>
        <source>The server could not answer this request.</source>
        <translation>Der Server konnte diese Anfrage nicht beantworten.</translation>
    </message>
</context>
<context>
    <name>web.guards</name>
    <message>
        <source>The request is larger than the {most} KiB a request may be.</source>
        <translation>Die Anfrage ist größer als die {most} KiB, die eine Anfrage haben darf.</translation>
    </message>
    <message>
        <source>This server answers only at the addresses it is served at.</source>
        <extracomment>This machine by its loopback names: always answered.</extracomment>
        <translation>Dieser Server antwortet nur unter den Adressen, unter denen er erreichbar ist.</translation>
    </message>
</context>
<context>
    <name>web.language</name>
    <message>
        <source>&apos;lang&apos; must be a language floortool speaks: one of {languages}.</source>
        <extracomment>The context of every text the pages&apos; scripts and HTML mark (and its prefix). A text marked in a script: ``t(&quot;Players left&quot;)`` (a plain literal, in the file&apos;s context). A script&apos;s marker: ``const t = wordsOf(&quot;web.static.home&quot;);``. A text marked in a page&apos;s HTML: ``{{Pair this phone}}``, in the context of its file.</extracomment>
        <translation>&apos;lang&apos; muss eine Sprache sein, die floortool spricht: eine von {languages}.</translation>
    </message>
</context>
<context>
    <name>web.layouts</name>
    <message>
        <source>There is no layout &apos;{name}&apos; (there are: {names}).</source>
        <extracomment>The longest layout name asked for (a file name without ``.json``).</extracomment>
        <translation>Es gibt kein Layout &apos;{name}&apos; (es gibt: {names}).</translation>
    </message>
    <message>
        <source>The layout &apos;{name}&apos; shows no picture {image}.</source>
        <translation>Das Layout &apos;{name}&apos; zeigt kein Bild {image}.</translation>
    </message>
    <message>
        <source>Give the layout and the picture: ?layout=&amp;image=.</source>
        <translation>Layout und Bild angeben: ?layout=&amp;image=.</translation>
    </message>
    <message>
        <source>A screen set is named by its file name: small letters, digits and -.</source>
        <translation>Ein Bildschirmsatz heißt wie seine Datei: Kleinbuchstaben, Ziffern und -.</translation>
    </message>
    <message>
        <source>There is no screen set &apos;{name}&apos; (there are: {names}).</source>
        <translation>Es gibt keinen Bildschirmsatz &apos;{name}&apos; (es gibt: {names}).</translation>
    </message>
</context>
<context>
    <name>web.live</name>
    <message>
        <source>The floor&apos;s server holds {most} live pages, its most; try again soon.</source>
        <extracomment>How long a browser waits before it reconnects (the SSE ``retry`` field), in ms. A message for every client: its text, or what gives the text for the documents a client asked to be brought (``Client.bring``).</extracomment>
        <translation>Der Server des Floors hält {most} Live-Seiten, mehr geht nicht; bitte gleich noch einmal versuchen.</translation>
    </message>
    <message>
        <source>This address holds {most} live pages already; close some.</source>
        <translation>Diese Adresse hält schon {most} Live-Seiten; bitte einige schließen.</translation>
    </message>
</context>
<context>
    <name>web.moves</name>
    <message>
        <source>the tables were balanced</source>
        <translation>die Tische wurden ausgeglichen</translation>
    </message>
    <message>
        <source>Table {table} was broken up</source>
        <translation>Tisch {table} wurde aufgelöst</translation>
    </message>
    <message>
        <source>the final table was drawn</source>
        <translation>der Finaltisch wurde ausgelost</translation>
    </message>
    <message>
        <source>the floor moved you</source>
        <translation>der Floor hat Sie umgesetzt</translation>
    </message>
    <message>
        <source>You moved to Table {table} · Seat {seat}</source>
        <translation>Sie sitzen jetzt an Tisch {table} · Platz {seat}</translation>
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
        <translation>&apos;{name}&apos; muss eine ganze Zahl wie 3 sein.</translation>
    </message>
    <message>
        <source>&apos;Last-Event-ID&apos; must be a whole number such as 3.</source>
        <translation>&apos;Last-Event-ID&apos; muss eine ganze Zahl wie 3 sein.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is too long (at most {max_length} characters).</source>
        <translation>&apos;{name}&apos; ist zu lang (höchstens {max_length} Zeichen).</translation>
    </message>
</context>
<context>
    <name>web.reads</name>
    <message>
        <source>There is no event on this floor yet.</source>
        <extracomment>How long the floor&apos;s current event (a setting, not a journal action) is trusted. The most matches the seat finder gives.</extracomment>
        <translation>Auf diesem Floor gibt es noch kein Turnier.</translation>
    </message>
    <message>
        <source>The event has no blind structure yet.</source>
        <translation>Das Turnier hat noch keine Blindstruktur.</translation>
    </message>
    <message>
        <source>Type a name (letters or digits) to find.</source>
        <translation>Einen Namen (Buchstaben oder Ziffern) zum Suchen eingeben.</translation>
    </message>
    <message>
        <source>Event {event} has no entry at this address.</source>
        <translation>Turnier {event} hat unter dieser Adresse keinen Entry.</translation>
    </message>
</context>
<context>
    <name>web.server</name>
    <message>
        <source>Port {port} is not a port number (0 to 65535).</source>
        <extracomment>How long a stop waits for requests under way before it cuts them. Connections the system queues until they are taken: a room of phones arriving at once.</extracomment>
        <translation>Port {port} ist keine Portnummer (0 bis 65535).</translation>
    </message>
    <message>
        <source>&apos;{host}&apos; is not an address of this machine.</source>
        <translation>&apos;{host}&apos; ist keine Adresse dieses Rechners.</translation>
    </message>
    <message>
        <source>Cannot listen on {host} port {port}: {reason}.</source>
        <translation>Kann nicht auf {host} Port {port} lauschen: {reason}.</translation>
    </message>
</context>
<context>
    <name>web.sign_up</name>
    <message>
        <source>Send a JSON object of &quot;name&quot; and &quot;membership&quot;.</source>
        <extracomment>Who the journal says signed a player up from the page. The fields a sign-up holds, and the longest each may be. What a sign-up&apos;s body must be.</extracomment>
        <translation>Ein JSON-Objekt aus &quot;name&quot; und &quot;membership&quot; senden.</translation>
    </message>
    <message>
        <source>Event {event} has no sign-up at this address.</source>
        <extracomment>The QR code&apos;s quiet zone, in modules.</extracomment>
        <translation>Turnier {event} hat unter dieser Adresse keine Voranmeldung.</translation>
    </message>
    <message>
        <source>A sign-up holds a name and a membership number, not {field}.</source>
        <translation>Eine Voranmeldung enthält einen Namen und eine Mitgliedsnummer, nicht {field}.</translation>
    </message>
    <message>
        <source>&apos;{field}&apos; must be text of at most {longest} characters.</source>
        <translation>&apos;{field}&apos; muss ein Text von höchstens {longest} Zeichen sein.</translation>
    </message>
</context>
<context>
    <name>web.staff</name>
    <message>
        <source>&apos;{name}&apos; must be a whole number from {low}.</source>
        <extracomment>Most players one bust may name (a hand at a full table). Largest stack or hand rank a phone may type. The most seats one count lists (a table&apos;s).</extracomment>
        <translation>&apos;{name}&apos; muss eine ganze Zahl ab {low} sein.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is missing.</source>
        <translation>&apos;{name}&apos; fehlt.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; must be text of at most {max_length}.</source>
        <translation>&apos;{name}&apos; muss ein Text von höchstens {max_length} Zeichen sein.</translation>
    </message>
    <message>
        <source>{device} is a room screen: it shows the display only.</source>
        <translation>{device} ist ein Saalbildschirm: er zeigt nur die Anzeige.</translation>
    </message>
    <message>
        <source>This device is not paired: pair it with a code from the floor.</source>
        <translation>Dieses Gerät ist nicht gekoppelt: mit einem Code vom Floor koppeln.</translation>
    </message>
    <message>
        <source>A dealer phone reports its table&apos;s hand and button only ({device}).</source>
        <translation>Ein Dealer-Handy meldet nur Hand und Button seines Tisches ({device}).</translation>
    </message>
    <message>
        <source>{device} is table {own}&apos;s phone, not table {table}&apos;s.</source>
        <translation>{device} ist das Handy von Tisch {own}, nicht von Tisch {table}.</translation>
    </message>
    <message>
        <source>No player still playing matches “{text}”.</source>
        <translation>Kein Spieler im Spiel passt zu „{text}“.</translation>
    </message>
    <message>
        <source>{count} player matches “{text}”: {seats}. Type the seat.</source>
        <translation>{count} Spieler passt zu „{text}“: {seats}. Den Platz eingeben.</translation>
    </message>
    <message>
        <source>{count} players match “{text}”: {seats}. Type the seat.</source>
        <translation>{count} Spieler passen zu „{text}“: {seats}. Den Platz eingeben.</translation>
    </message>
    <message>
        <source>&apos;players&apos; must list 1 to {most} players.</source>
        <translation>&apos;players&apos; muss 1 bis {most} Spieler auflisten.</translation>
    </message>
    <message>
        <source>Each of &apos;players&apos; is an object with &apos;find&apos;.</source>
        <translation>Jeder Eintrag von &apos;players&apos; ist ein Objekt mit &apos;find&apos;.</translation>
    </message>
    <message>
        <source>&apos;counts&apos; must list 1 to {most} seats.</source>
        <translation>&apos;counts&apos; muss 1 bis {most} Plätze auflisten.</translation>
    </message>
    <message>
        <source>Each of &apos;counts&apos; is an object with &apos;seat&apos;.</source>
        <translation>Jeder Eintrag von &apos;counts&apos; ist ein Objekt mit &apos;seat&apos;.</translation>
    </message>
    <message>
        <source>Each count gives its &apos;seat&apos; and &apos;chips&apos;.</source>
        <translation>Jeder Count nennt &apos;seat&apos; und &apos;chips&apos;.</translation>
    </message>
</context>
<context>
    <name>web.static.chips_view</name>
    <message>
        <source>CHIP LEADERS · BY LAST COUNT · AVERAGE {average}</source>
        <translation>CHIP-LEADER · LETZTER COUNT · SCHNITT {average}</translation>
    </message>
    <message>
        <source>{chips} chips uncounted among</source>
        <translation>{chips} Chips ungezählt bei</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} Spielern</translation>
    </message>
</context>
<context>
    <name>web.static.credential</name>
    <message>
        <source>The floor did not answer.</source>
        <translation>Der Floor hat nicht geantwortet.</translation>
    </message>
</context>
<context>
    <name>web.static.display</name>
    <message>
        <source>AVERAGE STACK</source>
        <translation>DURCHSCHNITTSSTACK</translation>
    </message>
    <message>
        <source>Alternate {number}</source>
        <translation>Nachrücker {number}</translation>
    </message>
    <message>
        <source>Alternate {number} · to pay</source>
        <translation>Nachrücker {number} · zahlt noch</translation>
    </message>
    <message>
        <source>BOUNTIES</source>
        <translation>BOUNTIES</translation>
    </message>
    <message>
        <source>BREAK</source>
        <translation>PAUSE</translation>
    </message>
    <message>
        <source>Colour-up at the next break: {chips}</source>
        <translation>Color-up in der nächsten Pause: {chips}</translation>
    </message>
    <message>
        <source>GUARANTEED POOL</source>
        <translation>GARANTIERTES PREISGELD</translation>
    </message>
    <message>
        <source>LATE REGISTRATION</source>
        <translation>LATE REGISTRATION</translation>
    </message>
    <message>
        <source>MYSTERY BOUNTIES · {count} LEFT TO DRAW, {amount}</source>
        <translation>MYSTERY-BOUNTIES · {count} NOCH ZU ZIEHEN, {amount}</translation>
    </message>
    <message>
        <source>NEXT BREAK IN</source>
        <translation>PAUSE IN</translation>
    </message>
    <message>
        <source>NO CLOCK</source>
        <translation>KEINE UHR</translation>
    </message>
    <message>
        <source>Not live</source>
        <translation>Nicht live</translation>
    </message>
    <message>
        <source>PAYOUTS</source>
        <translation>AUSZAHLUNGEN</translation>
    </message>
    <message>
        <source>PAYOUTS · POOL {amount}</source>
        <translation>AUSZAHLUNGEN · PREISGELD {amount}</translation>
    </message>
    <message>
        <source>PAYOUTS · POOL {amount} · GUARANTEED, {overlay} OVERLAY</source>
        <translation>AUSZAHLUNGEN · PREISGELD {amount} · GARANTIERT, {overlay} OVERLAY</translation>
    </message>
    <message>
        <source>PAYOUTS · TOP {shown} OF {count} PLACES</source>
        <translation>AUSZAHLUNGEN · TOP {shown} VON {count} PLÄTZEN</translation>
    </message>
    <message>
        <source>PLAYERS</source>
        <translation>SPIELER</translation>
    </message>
    <message>
        <source>PRIZE POOL</source>
        <translation>PREISGELD</translation>
    </message>
    <message>
        <source>Payouts from two entries on</source>
        <translation>Auszahlungen ab zwei Entries</translation>
    </message>
    <message>
        <source>RESULTS</source>
        <translation>ERGEBNISSE</translation>
    </message>
    <message>
        <source>Room display</source>
        <translation>Saalanzeige</translation>
    </message>
    <message>
        <source>SEAT CHANGES</source>
        <translation>UMSETZUNGEN</translation>
    </message>
    <message>
        <source>SEAT CHANGES {page}/{pages}</source>
        <translation>UMSETZUNGEN {page}/{pages}</translation>
    </message>
    <message>
        <source>SEATING · NAME · TABLE · SEAT</source>
        <translation>SITZPLAN · NAME · TISCH · PLATZ</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wartet</translation>
    </message>
    <message>
        <source>drew {amount}</source>
        <translation>zog {amount}</translation>
    </message>
    <message>
        <source>left</source>
        <translation>übrig</translation>
    </message>
    <message>
        <source>left / entries</source>
        <translation>übrig / Entries</translation>
    </message>
    <message>
        <source>{amount} overlay</source>
        <translation>{amount} Overlay</translation>
    </message>
    <message>
        <source>{count} BB</source>
        <translation>{count} BB</translation>
    </message>
    <message>
        <source>{count} place paid</source>
        <translation>{count} Platz bezahlt</translation>
    </message>
    <message>
        <source>{count} places paid</source>
        <translation>{count} Plätze bezahlt</translation>
    </message>
    <message>
        <source>{name} → Table {table} · Seat {seat}</source>
        <translation>{name} → Tisch {table} · Platz {seat}</translation>
    </message>
</context>
<context>
    <name>web.static.entry</name>
    <message>
        <source>Alternate {number}</source>
        <translation>Nachrücker {number}</translation>
    </message>
    <message>
        <source>At the draw</source>
        <translation>Bei der Auslosung</translation>
    </message>
    <message>
        <source>Bagged: {chips} chips in bag {bag} ({time})</source>
        <translation>Eingetütet: {chips} Chips in Bag {bag} ({time})</translation>
    </message>
    <message>
        <source>Bounties won {amount}</source>
        <translation>Gewonnene Bounties {amount}</translation>
    </message>
    <message>
        <source>Bounty on your head {amount}</source>
        <translation>Bounty auf Ihrem Kopf {amount}</translation>
    </message>
    <message>
        <source>Everyone&apos;s seat is drawn at once before play starts.</source>
        <translation>Alle Plätze werden vor Spielbeginn auf einmal ausgelost.</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Umsetzungen</translation>
    </message>
    <message>
        <source>My seat</source>
        <translation>Mein Platz</translation>
    </message>
    <message>
        <source>Mystery bounties drawn: {drawn}</source>
        <translation>Gezogene Mystery-Bounties: {drawn}</translation>
    </message>
    <message>
        <source>Out in {place}</source>
        <translation>Ausgeschieden als {place}</translation>
    </message>
    <message>
        <source>Prize {amount}</source>
        <translation>Preis {amount}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Platz {seat}</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <source>Table {table} · Seat {seat}</source>
        <translation>Tisch {table} · Platz {seat}</translation>
    </message>
    <message>
        <source>Through to Day 2</source>
        <translation>Weiter an Day 2</translation>
    </message>
    <message>
        <source>Through to Day 2: your seat</source>
        <translation>Weiter an Day 2: Ihr Platz</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wartet</translation>
    </message>
    <message>
        <source>Waiting for</source>
        <translation>Wartet auf</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Won so far {amount}</source>
        <translation>Bisher gewonnen {amount}</translation>
    </message>
    <message>
        <source>Won {amount}</source>
        <translation>Gewonnen {amount}</translation>
    </message>
    <message>
        <source>You get a seat after {count} alternate ahead of you.</source>
        <translation>Sie bekommen einen Platz nach {count} Nachrücker vor Ihnen.</translation>
    </message>
    <message>
        <source>You get a seat after {count} alternates ahead of you.</source>
        <translation>Sie bekommen einen Platz nach {count} Nachrückern vor Ihnen.</translation>
    </message>
    <message>
        <source>You get the next seat that frees up.</source>
        <translation>Sie bekommen den nächsten Platz, der frei wird.</translation>
    </message>
    <message>
        <source>Your Day 2 stack: {chips}</source>
        <translation>Ihr Stack für Day 2: {chips}</translation>
    </message>
    <message>
        <source>Your Day 2 stack: {chips} (bag {bag})</source>
        <translation>Ihr Stack für Day 2: {chips} (Bag {bag})</translation>
    </message>
    <message>
        <source>Your stack at the last count: {chips} ({time})</source>
        <translation>Ihr Stack beim letzten Count: {chips} ({time})</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>noch nichts</translation>
    </message>
    <message>
        <source>the seat draw</source>
        <translation>die Platzauslosung</translation>
    </message>
</context>
<context>
    <name>web.static.find</name>
    <message>
        <source>Alternate {number}</source>
        <translation>Nachrücker {number}</translation>
    </message>
    <message>
        <source>Find my seat</source>
        <translation>Meinen Platz finden</translation>
    </message>
    <message>
        <source>More match: type more of the name.</source>
        <translation>Es passen mehr: mehr vom Namen eingeben.</translation>
    </message>
    <message>
        <source>Nobody of that name is in this event.</source>
        <translation>Niemand mit diesem Namen ist in diesem Turnier.</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <source>Table {table} · Seat {seat}</source>
        <translation>Tisch {table} · Platz {seat}</translation>
    </message>
    <message>
        <source>Through to Day 2</source>
        <translation>Weiter an Day 2</translation>
    </message>
    <message>
        <source>Type your name</source>
        <translation>Ihren Namen eingeben</translation>
    </message>
    <message>
        <source>Waiting for the draw</source>
        <translation>Wartet auf die Auslosung</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ihr Name</translation>
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
        <translation>Stand {time} — {ago}</translation>
    </message>
    <message>
        <source>BB ante {ante}</source>
        <translation>BB-Ante {ante}</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>Clock as of {time} — {ago}</source>
        <translation>Uhr, Stand {time} — {ago}</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Geschlossen</translation>
    </message>
    <message>
        <source>Colour up {chips}</source>
        <translation>Color-up {chips}</translation>
    </message>
    <message>
        <source>Colour-up {chips}</source>
        <translation>Color-up {chips}</translation>
    </message>
    <message>
        <source>FINISHED</source>
        <translation>BEENDET</translation>
    </message>
    <message>
        <source>Find my seat</source>
        <translation>Meinen Platz finden</translation>
    </message>
    <message>
        <source>Guaranteed {guarantee} · the house adds {overlay}</source>
        <translation>Garantiert {guarantee} · das Haus legt {overlay} drauf</translation>
    </message>
    <message>
        <source>HAND-FOR-HAND · CLOCK HELD</source>
        <translation>HAND-FOR-HAND · UHR ANGEHALTEN</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Liga</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Level {level}</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>NOT STARTED</source>
        <translation>NICHT GESTARTET</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächstes</translation>
    </message>
    <message>
        <source>Next: Break</source>
        <translation>Danach: Pause</translation>
    </message>
    <message>
        <source>Next: Level {level}</source>
        <translation>Danach: Level {level}</translation>
    </message>
    <message>
        <source>Not live</source>
        <translation>Nicht live</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>PAUSE</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Auszahlungen</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Starts in</source>
        <translation>Beginnt in</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <source>The floor did not answer.</source>
        <translation>Der Floor hat nicht geantwortet.</translation>
    </message>
    <message>
        <source>There is no such event.</source>
        <translation>Dieses Turnier gibt es nicht.</translation>
    </message>
    <message>
        <source>This is the last level</source>
        <translation>Dies ist das letzte Level</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Sieger: {name}</translation>
    </message>
    <message>
        <source>closes end of level {level}</source>
        <translation>schließt am Ende von Level {level}</translation>
    </message>
    <message>
        <source>{hours} h {minutes} min ago</source>
        <translation>vor {hours} h {minutes} Min.</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} Min.</translation>
    </message>
    <message>
        <source>{minutes} min ago</source>
        <translation>vor {minutes} Min.</translation>
    </message>
    <message>
        <source>{seconds} s ago</source>
        <translation>vor {seconds} s</translation>
    </message>
</context>
<context>
    <name>web.static.home</name>
    <message>
        <source>Average stack</source>
        <translation>Mittlerer Stack</translation>
    </message>
    <message>
        <source>Chip leaders</source>
        <translation>Chip-Leader</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entries</translation>
    </message>
    <message>
        <source>Next break in {time}</source>
        <translation>Pause in {time}</translation>
    </message>
    <message>
        <source>On a break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Players left</source>
        <translation>Spieler übrig</translation>
    </message>
    <message>
        <source>{chips} chips uncounted among {who}</source>
        <translation>{chips} Chips ungezählt bei {who}</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} Spielern</translation>
    </message>
</context>
<context>
    <name>web.static.index</name>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
</context>
<context>
    <name>web.static.language_switch</name>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
</context>
<context>
    <name>web.static.layout_view</name>
    <message>
        <source>AVERAGE STACK</source>
        <translation>DURCHSCHNITTSSTACK</translation>
    </message>
    <message>
        <source>CHIP LEADERS</source>
        <translation>CHIP-LEADER</translation>
    </message>
    <message>
        <source>EVENTS</source>
        <translation>TURNIERE</translation>
    </message>
    <message>
        <source>LATE REGISTRATION</source>
        <translation>LATE REGISTRATION</translation>
    </message>
    <message>
        <source>LEAGUE STANDINGS</source>
        <translation>LIGA-RANGLISTE</translation>
    </message>
    <message>
        <source>NEXT BREAK IN</source>
        <translation>PAUSE IN</translation>
    </message>
    <message>
        <source>NEXT LEVEL</source>
        <translation>NÄCHSTES LEVEL</translation>
    </message>
    <message>
        <source>No chip counts yet</source>
        <translation>Noch keine Chipcounts</translation>
    </message>
    <message>
        <source>No event in play</source>
        <translation>Kein Turnier im Spiel</translation>
    </message>
    <message>
        <source>No one is seated yet</source>
        <translation>Noch niemand ist platziert</translation>
    </message>
    <message>
        <source>No places yet</source>
        <translation>Noch keine Plätze</translation>
    </message>
    <message>
        <source>No seat changes</source>
        <translation>Keine Umsetzungen</translation>
    </message>
    <message>
        <source>Not part of a league season</source>
        <translation>Nicht Teil einer Ligasaison</translation>
    </message>
    <message>
        <source>PAYOUTS</source>
        <translation>AUSZAHLUNGEN</translation>
    </message>
    <message>
        <source>PLAYERS</source>
        <translation>SPIELER</translation>
    </message>
    <message>
        <source>PRIZE POOL</source>
        <translation>PREISGELD</translation>
    </message>
    <message>
        <source>Payouts from two entries on</source>
        <translation>Auszahlungen ab zwei Entries</translation>
    </message>
    <message>
        <source>RESULTS</source>
        <translation>ERGEBNISSE</translation>
    </message>
    <message>
        <source>SEAT CHANGES</source>
        <translation>UMSETZUNGEN</translation>
    </message>
    <message>
        <source>SEATING</source>
        <translation>SITZPLAN</translation>
    </message>
</context>
<context>
    <name>web.static.pair</name>
    <message>
        <source>Pair</source>
        <translation>Koppeln</translation>
    </message>
    <message>
        <source>Pair this phone</source>
        <translation>Dieses Handy koppeln</translation>
    </message>
    <message>
        <source>Pair this phone with the floor</source>
        <translation>Dieses Handy mit dem Floor koppeln</translation>
    </message>
    <message>
        <source>Paired as {name}.</source>
        <translation>Gekoppelt als {name}.</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Kopplungscode</translation>
    </message>
    <message>
        <source>The code is shown on the director&apos;s laptop (File › Share on the venue network… › Pair a phone). It works once, for two minutes.</source>
        <translation>Der Code steht auf dem Laptop des Turnierleiters (Datei › Im Netzwerk des Hauses teilen… › Ein Handy koppeln). Er gilt einmal, zwei Minuten lang.</translation>
    </message>
    <message>
        <source>This phone&apos;s name</source>
        <translation>Name dieses Handys</translation>
    </message>
    <message>
        <source>e.g. Floor Ann</source>
        <translation>z. B. Floor Anna</translation>
    </message>
</context>
<context>
    <name>web.static.payouts</name>
    <message>
        <source>Bounties</source>
        <translation>Bounties</translation>
    </message>
    <message>
        <source>Bounty on head</source>
        <translation>Bounty auf dem Kopf</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Gezogen</translation>
    </message>
    <message>
        <source>Drawn so far</source>
        <translation>Bisher gezogen</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Übrig</translation>
    </message>
    <message>
        <source>Mystery bounties</source>
        <translation>Mystery-Bounties</translation>
    </message>
    <message>
        <source>Nothing is paid yet.</source>
        <translation>Noch wird nichts ausgezahlt.</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Auszahlungen</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Prize pool {amount}</source>
        <translation>Preisgeld {amount}</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>The biggest {shown} of {all} bounties in play</source>
        <translation>Die {shown} größten von {all} Bounties im Spiel</translation>
    </message>
    <message>
        <source>The biggest {shown} of {all} prizes drawn</source>
        <translation>Die {shown} größten von {all} gezogenen Preisen</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>{count} prizes left to draw, {amount}</source>
        <translation>{count} Preise noch zu ziehen, {amount}</translation>
    </message>
    <message>
        <source>{count} prizes to draw, {amount} (not drawn yet)</source>
        <translation>{count} Preise zu ziehen, {amount} (noch nicht gezogen)</translation>
    </message>
    <message>
        <source>{places} places paid · {entries} entries</source>
        <translation>{places} Plätze bezahlt · {entries} Entries</translation>
    </message>
</context>
<context>
    <name>web.static.results</name>
    <message>
        <source>Nobody is out yet.</source>
        <translation>Noch ist niemand ausgeschieden.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>{left} of {field} left</source>
        <translation>{left} von {field} übrig</translation>
    </message>
</context>
<context>
    <name>web.static.room_cues</name>
    <message>
        <source>Let this screen speak</source>
        <translation>Diesen Bildschirm sprechen lassen</translation>
    </message>
    <message>
        <source>No voice in this browser: lines are not spoken</source>
        <translation>Keine Stimme in diesem Browser: es wird nichts gesprochen</translation>
    </message>
</context>
<context>
    <name>web.static.room_end_view</name>
    <message>
        <source>FINAL PLACES · FIELD {field}</source>
        <translation>ENDPLATZIERUNGEN · FELD {field}</translation>
    </message>
    <message>
        <source>FINAL PLACES · TOP {shown} OF {field}</source>
        <translation>ENDPLATZIERUNGEN · TOP {shown} VON {field}</translation>
    </message>
    <message>
        <source>WINNER</source>
        <translation>SIEGER</translation>
    </message>
</context>
<context>
    <name>web.static.signup</name>
    <message>
        <source>Alternate {number}</source>
        <translation>Nachrücker {number}</translation>
    </message>
    <message>
        <source>Membership number (if you have one)</source>
        <translation>Mitgliedsnummer (falls vorhanden)</translation>
    </message>
    <message>
        <source>My sign-up</source>
        <translation>Meine Voranmeldung</translation>
    </message>
    <message>
        <source>Not on the list</source>
        <translation>Nicht auf der Liste</translation>
    </message>
    <message>
        <source>Paid · waiting</source>
        <translation>Bezahlt · wartet</translation>
    </message>
    <message>
        <source>Pay the buy-in at the desk: the director confirms you there.</source>
        <translation>Das Buy-in an der Kasse zahlen: dort bestätigt Sie der Turnierleiter.</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Platz {seat}</translation>
    </message>
    <message>
        <source>See my sign-up</source>
        <translation>Meine Voranmeldung ansehen</translation>
    </message>
    <message>
        <source>See the director at the desk.</source>
        <translation>Bitte an den Turnierleiter an der Kasse wenden.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Wird gesendet…</translation>
    </message>
    <message>
        <source>Sign up</source>
        <translation>Voranmelden</translation>
    </message>
    <message>
        <source>Sign-up is closed.</source>
        <translation>Die Voranmeldung ist geschlossen.</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <source>The director took this sign-up off the list. See the desk.</source>
        <translation>Der Turnierleiter hat diese Voranmeldung von der Liste genommen. Bitte an die Kasse wenden.</translation>
    </message>
    <message>
        <source>The event is full: pay at the desk to keep your place in line.</source>
        <translation>Das Turnier ist voll: an der Kasse zahlen, um Ihren Platz in der Reihe zu halten.</translation>
    </message>
    <message>
        <source>The floor did not answer.</source>
        <translation>Der Floor hat nicht geantwortet.</translation>
    </message>
    <message>
        <source>You are in. Good luck!</source>
        <translation>Sie sind dabei. Viel Glück!</translation>
    </message>
    <message>
        <source>You get a seat as one frees up; this page shows it.</source>
        <translation>Sie bekommen einen Platz, sobald einer frei wird; diese Seite zeigt ihn.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>Your place is held when you pay the buy-in at the desk. This page then shows your seat.</source>
        <translation>Ihr Platz ist gesichert, sobald Sie das Buy-in an der Kasse zahlen. Diese Seite zeigt dann Ihren Platz.</translation>
    </message>
    <message>
        <source>for the seat draw</source>
        <translation>auf die Platzauslosung</translation>
    </message>
</context>
<context>
    <name>web.static.signup_strip</name>
    <message>
        <source>Alternate {number} · {name}</source>
        <translation>Nachrücker {number} · {name}</translation>
    </message>
    <message>
        <source>Pay at the desk</source>
        <translation>An der Kasse zahlen</translation>
    </message>
    <message>
        <source>QR code of the sign-up page</source>
        <translation>QR-Code der Voranmeldeseite</translation>
    </message>
    <message>
        <source>SIGN UP</source>
        <translation>VORANMELDUNG</translation>
    </message>
</context>
<context>
    <name>web.static.staff</name>
    <message>
        <source>, prize {amount}</source>
        <translation>, Preis {amount}</translation>
    </message>
    <message>
        <source>A table&apos;s hand</source>
        <translation>Hand eines Tisches</translation>
    </message>
    <message>
        <source>Add the players who busted first.</source>
        <translation>Zuerst die ausgeschiedenen Spieler hinzufügen.</translation>
    </message>
    <message>
        <source>Add to this hand</source>
        <translation>Zu dieser Hand hinzufügen</translation>
    </message>
    <message>
        <source>Balancing</source>
        <translation>Ausgleich</translation>
    </message>
    <message>
        <source>Balancing box: Show the plan, then Make the moves.</source>
        <translation>Feld Ausgleich: Plan zeigen, dann Umsetzen.</translation>
    </message>
    <message>
        <source>Bust</source>
        <translation>Ausscheiden</translation>
    </message>
    <message>
        <source>Button now at seat</source>
        <translation>Button jetzt auf Platz</translation>
    </message>
    <message>
        <source>Chip counts</source>
        <translation>Chipcounts</translation>
    </message>
    <message>
        <source>Chip counts · table {table}</source>
        <translation>Chipcounts · Tisch {table}</translation>
    </message>
    <message>
        <source>Chips at the start of the hand (if several bust)</source>
        <translation>Chips zu Beginn der Hand (wenn mehrere ausscheiden)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>Confirm bust</source>
        <translation>Ausscheiden bestätigen</translation>
    </message>
    <message>
        <source>Find the situation</source>
        <translation>Situation finden</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Floor staff</source>
        <translation>Floor-Personal</translation>
    </message>
    <message>
        <source>Hand finished</source>
        <translation>Hand beendet</translation>
    </message>
    <message>
        <source>Held, hand-for-hand</source>
        <translation>Angehalten, Hand-for-Hand</translation>
    </message>
    <message>
        <source>Make the moves</source>
        <translation>Umsetzen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Not live</source>
        <translation>Nicht live</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht gestartet</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>One seat a line: seat, then chips (3 125000)</source>
        <translation>Ein Platz pro Zeile: Platz, dann Chips (3 125000)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>Record the counts</source>
        <translation>Counts eintragen</translation>
    </message>
    <message>
        <source>Record the ruling</source>
        <translation>Die Entscheidung eintragen</translation>
    </message>
    <message>
        <source>Register a player</source>
        <translation>Einen Spieler registrieren</translation>
    </message>
    <message>
        <source>Register a player box: it applies this.</source>
        <translation>Feld Einen Spieler registrieren: es wendet das an.</translation>
    </message>
    <message>
        <source>Register and draw a seat</source>
        <translation>Registrieren und Platz auslosen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Seat (12-4) or name</source>
        <translation>Platz (12-4) oder Name</translation>
    </message>
    <message>
        <source>Set the button</source>
        <translation>Den Button setzen</translation>
    </message>
    <message>
        <source>Show the plan</source>
        <translation>Plan zeigen</translation>
    </message>
    <message>
        <source>Show the plan first.</source>
        <translation>Zuerst den Plan zeigen.</translation>
    </message>
    <message>
        <source>Starts soon</source>
        <translation>Beginnt bald</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <source>Table {table} · Seat {seat}</source>
        <translation>Tisch {table} · Platz {seat}</translation>
    </message>
    <message>
        <source>This phone is not paired: scan the pairing code shown on the director&apos;s laptop.</source>
        <translation>Dieses Handy ist nicht gekoppelt: den Kopplungscode auf dem Laptop des Turnierleiters scannen.</translation>
    </message>
    <message>
        <source>What happened (words)</source>
        <translation>Was ist passiert (Stichworte)</translation>
    </message>
    <message>
        <source>misdeal</source>
        <translation>Misdeal</translation>
    </message>
    <message>
        <source>starts in {time}</source>
        <translation>beginnt in {time}</translation>
    </message>
    <message>
        <source>{name} ({seat}) finishes {place}</source>
        <translation>{name} ({seat}) wird {place}</translation>
    </message>
    <message>
        <source>{name} · dealer, table {table}</source>
        <translation>{name} · Dealer, Tisch {table}</translation>
    </message>
    <message>
        <source>{name} · floor</source>
        <translation>{name} · Floor</translation>
    </message>
    <message>
        <source>{source} (borrowed): {title}</source>
        <translation>{source} (entlehnt): {title}</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>noch {time}</translation>
    </message>
    <message>
        <source>“{line}” is not a seat and its chips (3 125000).</source>
        <translation>„{line}“ ist kein Platz mit Chips (3 125000).</translation>
    </message>
</context>
<context>
    <name>web.static.standings</name>
    <message>
        <source>Events</source>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>League standings</source>
        <translation>Liga-Rangliste</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
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
        <translation>Color-up {chips}</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min.</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Struktur</translation>
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
        <translation>Den Floor eines Live-Pokerturniers leiten. Ein neues Turnier anlegen oder eines öffnen, das Sie schon eingerichtet haben.</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Neues Turnier</translation>
    </message>
    <message>
        <source>Create event</source>
        <translation>Turnier anlegen</translation>
    </message>
    <message>
        <source>Open an event</source>
        <translation>Ein Turnier öffnen</translation>
    </message>
    <message>
        <source>No events yet. Create the first one with the form.</source>
        <translation>Noch keine Turniere. Das erste mit dem Formular anlegen.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
</context>
<context>
    <name>window_dialogs</name>
    <message>
        <source>&amp;New Event…</source>
        <extracomment>Where the window keeps the room display&apos;s layout (its name; &quot;&quot; : the built-in one). Where it keeps the screen set the display turns through (&quot;&quot; : none, the layout).</extracomment>
        <translation>&amp;Neues Turnier…</translation>
    </message>
    <message>
        <source>&amp;Open Event…</source>
        <translation>Turnier ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Event &amp;Settings…</source>
        <translation>Turnier&amp;einstellungen…</translation>
    </message>
    <message>
        <source>S&amp;hare on the Venue Network…</source>
        <translation>Im Netzwerk des Hauses &amp;teilen…</translation>
    </message>
    <message>
        <source>Serve the floor to phones and screens; pair staff phones</source>
        <translation>Den Floor für Handys und Bildschirme bereitstellen; Handys des Personals koppeln</translation>
    </message>
    <message>
        <source>&amp;About floortool</source>
        <translation>Ü&amp;ber floortool</translation>
    </message>
    <message>
        <source>&amp;Rulebooks…</source>
        <translation>&amp;Regelwerke…</translation>
    </message>
    <message>
        <source>Au&amp;tomation…</source>
        <translation>Au&amp;tomatisierung…</translation>
    </message>
    <message>
        <source>What the room hears and sees at a level, a break, the bubble, the final table</source>
        <translation>Was der Saal bei einem Level, einer Pause, der Bubble, dem Finaltisch hört und sieht</translation>
    </message>
    <message>
        <source>Room &amp;Layout Editor…</source>
        <translation>Saal&amp;layout-Editor…</translation>
    </message>
    <message>
        <source>Make the room display&apos;s layout your own</source>
        <translation>Das Layout der Saalanzeige anpassen</translation>
    </message>
    <message>
        <source>Room display layout</source>
        <translation>Layout der Saalanzeige</translation>
    </message>
    <message>
        <source>Open event</source>
        <translation>Turnier öffnen</translation>
    </message>
    <message>
        <source>Open the rulebooks</source>
        <translation>Die Regelwerke öffnen</translation>
    </message>
    <message>
        <source>Open the rule</source>
        <translation>Die Regel öffnen</translation>
    </message>
    <message>
        <source>Room layout editor</source>
        <translation>Saallayout-Editor</translation>
    </message>
    <message>
        <source>Room Screen &amp;Sets…</source>
        <translation>Bildschirm&amp;folgen des Saals…</translation>
    </message>
    <message>
        <source>Layouts shown in turn</source>
        <translation>Nacheinander gezeigte Layouts</translation>
    </message>
    <message>
        <source>Room display screen set</source>
        <translation>Bildschirmfolge der Saalanzeige</translation>
    </message>
    <message>
        <source>Room screen sets</source>
        <translation>Bildschirmfolgen des Saals</translation>
    </message>
</context>
<context>
    <name>window_menus</name>
    <message>
        <source>&amp;Close Event</source>
        <translation>Turnier &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Register Players…</source>
        <translation>Spieler &amp;anmelden…</translation>
    </message>
    <message>
        <source>&amp;Bust-out…</source>
        <translation>Aus&amp;scheiden…</translation>
    </message>
    <message>
        <source>&amp;Find Player</source>
        <translation>Spieler &amp;finden</translation>
    </message>
    <message>
        <source>&amp;Import Players…</source>
        <translation>Spieler &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Duplicates / Merge…</source>
        <translation>&amp;Doppelte / Zusammenführen…</translation>
    </message>
    <message>
        <source>Side&amp;bar</source>
        <translation>Seiten&amp;leiste</translation>
    </message>
    <message>
        <source>Show or hide the list of pages and the mini clock</source>
        <translation>Die Liste der Seiten und die kleine Uhr zeigen oder verbergen</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Hoher Kontrast</translation>
    </message>
    <message>
        <source>Black, white and yellow, with larger text</source>
        <translation>Schwarz, Weiß und Gelb, mit größerer Schrift</translation>
    </message>
    <message>
        <source>Open Room &amp;Display</source>
        <translation>&amp;Saalanzeige öffnen</translation>
    </message>
    <message>
        <source>Clock &amp;Call on a Player…</source>
        <translation>&amp;Clock Call auf einen Spieler…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>&amp;Clock</source>
        <translation>&amp;Uhr</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
</context>
<context>
    <name>window_status</name>
    <message>
        <source>Database out of reach: retrying. Nothing is lost.</source>
        <extracomment>``scheme://user:password@`` up to the last ``@`` (hiding too much beats showing a password). The status bar while the poll cannot read the database (the reason in its tooltip).</extracomment>
        <translation>Datenbank nicht erreichbar: neuer Versuch läuft. Nichts geht verloren.</translation>
    </message>
    <message>
        <source>⚠ {count} damaged action left out</source>
        <translation>⚠ {count} beschädigte Aktion ausgelassen</translation>
    </message>
    <message>
        <source>⚠ {count} damaged actions left out</source>
        <translation>⚠ {count} beschädigte Aktionen ausgelassen</translation>
    </message>
    <message>
        <source>Database: {0}</source>
        <translation>Datenbank: {0}</translation>
    </message>
    <message>
        <source>Operator: {operator}</source>
        <translation>Bediener: {operator}</translation>
    </message>
    <message>
        <source>Edit &gt; {0} takes the latest back.</source>
        <translation>Bearbeiten &gt; {0} nimmt die letzte zurück.</translation>
    </message>
    <message>
        <source>The database is back: up to date.</source>
        <translation>Die Datenbank ist wieder da: auf dem neuesten Stand.</translation>
    </message>
</context>
<context>
    <name>window_undo</name>
    <message>
        <source>Undo the Event&apos;s Latest:</source>
        <extracomment>The Edit menu&apos;s event-wide undo (Edit &gt; Undo takes back this station&apos;s own latest).</extracomment>
        <translation>Die letzte Aktion des Turniers rückgängig machen:</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Take back the event&apos;s latest action, whichever station did it</source>
        <translation>Die letzte Aktion des Turniers zurücknehmen, egal welche Station sie ausgeführt hat</translation>
    </message>
    <message>
        <source>{label} (by {0})</source>
        <translation>{label} (von {0})</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Zurückgenommen</translation>
    </message>
    <message>
        <source>Redone</source>
        <translation>Wiederhergestellt</translation>
    </message>
    <message>
        <source>Not undone: something was done after that bust. Edit &gt; Undo takes back the latest action first.</source>
        <translation>Nicht zurückgenommen: nach diesem Ausscheiden wurde etwas getan. Bearbeiten &gt; Rückgängig nimmt zuerst die letzte Aktion zurück.</translation>
    </message>
</context>
</TS>
