<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>about_dialog</name>
    <message>
        <source>About floortool</source>
        <translation>Acerca de floortool</translation>
    </message>
    <message>
        <source>floortool {version}</source>
        <translation>floortool {version}</translation>
    </message>
    <message>
        <source>A floor tool for live poker tournaments: the clock, seating, late registration, rulings and printing.</source>
        <translation>Una herramienta de floor para torneos de póker en vivo: el reloj, los asientos, el registro tardío, las decisiones y la impresión.</translation>
    </message>
    <message>
        <source>Free software under the &lt;a href=&quot;{LICENCE_URL}&quot;&gt;{LICENCE}&lt;/a&gt;.</source>
        <translation>Software libre bajo la &lt;a href=&quot;{LICENCE_URL}&quot;&gt;{LICENCE}&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Show {where} in the file manager</source>
        <translation>Mostrar {where} en el gestor de archivos</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Componente</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <source>Your data</source>
        <translation>Sus datos</translation>
    </message>
    <message>
        <source>Bundled parts and their licences</source>
        <translation>Componentes incluidos y sus licencias</translation>
    </message>
</context>
<context>
    <name>announcement_overlay</name>
    <message>
        <source>Announce on every screen</source>
        <extracomment>The band: a share of the screen&apos;s width and height, centred.</extracomment>
        <translation>Anuncio en todas las pantallas</translation>
    </message>
    <message>
        <source>Pick a line or type one (at most {MAX_ANNOUNCEMENT} characters):</source>
        <translation>Elija una línea o escriba una (como máximo {MAX_ANNOUNCEMENT} caracteres):</translation>
    </message>
    <message>
        <source>Show it for how many minutes? (0: until you clear it)</source>
        <translation>¿Cuántos minutos mostrarlo? (0: hasta que lo borre)</translation>
    </message>
    <message>
        <source>Ann&amp;ounce on Every Screen…</source>
        <translation>&amp;Anuncio en todas las pantallas…</translation>
    </message>
    <message>
        <source>Show a line over every room screen and the players&apos; phones</source>
        <translation>Mostrar una línea en cada pantalla de la sala y en los móviles de los jugadores</translation>
    </message>
    <message>
        <source>Cl&amp;ear the Announcement</source>
        <translation>&amp;Borrar el anuncio</translation>
    </message>
</context>
<context>
    <name>app.automation</name>
    <message>
        <source>{small} and {big}</source>
        <extracomment>The values of a line&apos;s fields, by name (``cue_lines.LINE_FIELDS``). Seconds a line that could not be spoken shows over every screen instead.</extracomment>
        <translation>{small} y {big}</translation>
    </message>
    <message>
        <source>{small} and {big}, big blind ante {ante}</source>
        <translation>{small} y {big}, ante de ciega grande {ante}</translation>
    </message>
    <message>
        <source>{small} and {big}, ante {ante}</source>
        <translation>{small} y {big}, ante {ante}</translation>
    </message>
</context>
<context>
    <name>app.commands.chip_counts</name>
    <message>
        <source>Table {table} is not open.</source>
        <translation>La mesa {table} no está abierta.</translation>
    </message>
    <message>
        <source>Table {table} has seats 1 to {seats}; there is no seat {seat}.</source>
        <translation>La mesa {table} tiene los asientos 1 a {seats}; no hay asiento {seat}.</translation>
    </message>
    <message>
        <source>Seat {seat} at table {table} is empty.</source>
        <translation>El asiento {seat} de la mesa {table} está vacío.</translation>
    </message>
</context>
<context>
    <name>app.commands.chips</name>
    <message>
        <source>{removed} chips cannot be coloured up with this chip set.</source>
        <translation>{removed} fichas no se pueden cambiar de color con este juego de fichas.</translation>
    </message>
</context>
<context>
    <name>app.commands.clock</name>
    <message>
        <source>The event has no blind structure yet; choose one first.</source>
        <translation>El torneo aún no tiene estructura de ciegas; elija una primero.</translation>
    </message>
    <message>
        <source>The clock is already on the last row of the structure.</source>
        <translation>El reloj ya está en la última fila de la estructura.</translation>
    </message>
    <message>
        <source>The clock is already on the first row of the structure.</source>
        <translation>El reloj ya está en la primera fila de la estructura.</translation>
    </message>
    <message>
        <source>The scheduled start needs a time zone.</source>
        <translation>El inicio previsto necesita una zona horaria.</translation>
    </message>
</context>
<context>
    <name>app.commands.league</name>
    <message>
        <source>{event} is in season {season}, not {asked}.</source>
        <translation>{event} está en la temporada {season}, no en {asked}.</translation>
    </message>
</context>
<context>
    <name>app.commands.printing</name>
    <message>
        <source>There are no seat cards to record.</source>
        <translation>No hay tarjetas de asiento que registrar.</translation>
    </message>
</context>
<context>
    <name>app.commands.registration</name>
    <message>
        <source>Name at least one player to register.</source>
        <extracomment>Who a registration enters: an existing player (by id), or a new player.</extracomment>
        <translation>Indique al menos un jugador para inscribir.</translation>
    </message>
    <message>
        <source>Ticket {ticket} is one player&apos;s seat: register its winner alone.</source>
        <translation>El ticket {ticket} es la plaza de un solo jugador: inscriba a su ganador solo.</translation>
    </message>
    <message>
        <source>No such season.</source>
        <translation>Esa temporada no existe.</translation>
    </message>
    <message>
        <source>{player} has two chip counts.</source>
        <translation>{player} tiene dos recuentos de fichas.</translation>
    </message>
</context>
<context>
    <name>app.commands.results</name>
    <message>
        <source>Give one stack per player busting ({count}).</source>
        <extracomment>The refusal of a list of stacks or hand ranks not one per player busting.</extracomment>
        <translation>Indique un stack por jugador eliminado ({count}).</translation>
    </message>
    <message>
        <source>Give one hand rank per player busting ({count}).</source>
        <translation>Indique un valor de mano por jugador eliminado ({count}).</translation>
    </message>
    <message>
        <source>Someone wins the chips of this hand: leave them off the bust.</source>
        <translation>Alguien gana las fichas de esta mano: no lo elimine.</translation>
    </message>
    <message>
        <source>{player} is still playing: bust them first.</source>
        <translation>{player} sigue jugando: elimínelo primero.</translation>
    </message>
    <message>
        <source>Say why the place is being set by hand.</source>
        <translation>Indique por qué la posición se fija a mano.</translation>
    </message>
    <message>
        <source>{player} is still playing.</source>
        <translation>{player} sigue jugando.</translation>
    </message>
</context>
<context>
    <name>app.commands.seating</name>
    <message>
        <source>Table {number} is not open.</source>
        <extracomment>The rule cited for a move the director makes by hand.</extracomment>
        <translation>La mesa {number} no está abierta.</translation>
    </message>
    <message>
        <source>Table {number} has seats 1 to {seats}, not {seat}.</source>
        <translation>La mesa {number} tiene los asientos 1 a {seats}, no {seat}.</translation>
    </message>
    <message>
        <source>{reason}: enter it, or draw for it.</source>
        <translation>{reason}: introdúzcalo o sortéelo.</translation>
    </message>
    <message>
        <source>The tables are balanced: no move is needed.</source>
        <translation>Las mesas están equilibradas: no hace falta ningún movimiento.</translation>
    </message>
    <message>
        <source>Choose at least one of the planned moves.</source>
        <translation>Elija al menos uno de los movimientos previstos.</translation>
    </message>
    <message>
        <source>Not in the balancing plan: {names} (the plan moves {plan_names}).</source>
        <translation>No están en el plan de equilibrado: {names} (el plan mueve a {plan_names}).</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} has no player: click the player who is big blind next.</source>
        <translation>Mesa {table} asiento {seat}: no hay jugador; haga clic en el jugador que es la próxima ciega grande.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is the only player: click the player who is big blind next.</source>
        <translation>Mesa {table} asiento {seat}: es el único jugador; haga clic en el jugador que es la próxima ciega grande.</translation>
    </message>
    <message>
        <source>Table {table} is the final table.</source>
        <translation>La mesa {table} es la mesa final.</translation>
    </message>
    <message>
        <source>Table {table} is the only table open.</source>
        <translation>La mesa {table} es la única mesa abierta.</translation>
    </message>
    <message>
        <source>Table {table} cannot break: its {players} do not fit in the other tables&apos; empty seats.</source>
        <translation>La mesa {table} no se puede romper: sus {players} no caben en los asientos libres de las otras mesas.</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} jugador</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} jugadores</translation>
    </message>
    <message>
        <source>Table {table} has nobody to draw for the button.</source>
        <translation>En la mesa {table} no hay nadie para sortear el botón.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} already sits there.</source>
        <translation>Mesa {table} asiento {seat}: el jugador ya está sentado allí.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is taken.</source>
        <translation>Mesa {table} asiento {seat}: está ocupado.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is out of play: put it back in play first.</source>
        <translation>Mesa {table} asiento {seat}: está fuera de juego; vuelva a ponerlo en juego primero.</translation>
    </message>
    <message>
        <source>Table {final_table} is already the final table.</source>
        <translation>La mesa {final_table} ya es la mesa final.</translation>
    </message>
    <message>
        <source>{players} do not fit at the final table of {size}.</source>
        <translation>{players} no caben en la mesa final de {size}.</translation>
    </message>
</context>
<context>
    <name>app.commands.sign_ups</name>
    <message>
        <source>{players} are called {sign_up}, so this sign-up cannot say which: remove it from the list and register the player at the desk by number.</source>
        <translation>{players} se llaman {sign_up}, así que esta preinscripción no puede decir cuál: quítela de la lista e inscriba al jugador en el mostrador por su número.</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} jugador</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} jugadores</translation>
    </message>
</context>
<context>
    <name>app.commands.structure</name>
    <message>
        <source>The event has no structure to edit yet.</source>
        <translation>El torneo aún no tiene estructura que editar.</translation>
    </message>
</context>
<context>
    <name>app.commands.targets</name>
    <message>
        <source>There is no player number {player_id}.</source>
        <translation>No hay ningún jugador con el número {player_id}.</translation>
    </message>
    <message>
        <source>{event} has no entry number {entry_id}.</source>
        <translation>{event} no tiene la entrada número {entry_id}.</translation>
    </message>
    <message>
        <source>{player}&apos;s entry {entry_number} is over: entry {playing} is the one playing.</source>
        <translation>La entrada {entry_number} de {player} ha terminado: la entrada {playing} es la que juega.</translation>
    </message>
</context>
<context>
    <name>app.demo</name>
    <message>
        <source>A demo event has from {fewest} to {most} players, not {players}.</source>
        <extracomment>The players a demo may have: a tournament needs two; ten thousand is the largest field the seating engine&apos;s figures are measured at (``benchmarks/README.md``).</extracomment>
        <translation>Un torneo de demostración tiene de {fewest} a {most} jugadores, no {players}.</translation>
    </message>
</context>
<context>
    <name>app.devices</name>
    <message>
        <source>{text} is not a pairing code: a code is {length} letters and digits, shown in the window under Pair a phone.</source>
        <extracomment>Upper-case letters and digits a person cannot misread for one another. A token longer than this is not one this floor made (``token_urlsafe(32)`` is 43). An authenticated device&apos;s ``last_seen_at`` is written at most this often. Codes are forgotten this long after they ran out.</extracomment>
        <translation>{text} no es un código de emparejamiento: un código tiene {length} letras y cifras y se muestra en la ventana en «Emparejar un móvil».</translation>
    </message>
    <message>
        <source>{value} is not a device role: a device is a floor, dealer or display one.</source>
        <translation>{value} no es un rol de dispositivo: un dispositivo es de floor, de crupier o de pantalla.</translation>
    </message>
    <message>
        <source>A floor device acts on every table: give no table for it.</source>
        <translation>Un dispositivo de floor actúa en todas las mesas: no indique ninguna mesa.</translation>
    </message>
    <message>
        <source>A room screen acts on no table: give no table for it.</source>
        <translation>Una pantalla de sala no actúa en ninguna mesa: no indique ninguna mesa.</translation>
    </message>
    <message>
        <source>A dealer device is tied to one table: give its table number.</source>
        <translation>Un dispositivo de crupier está ligado a una mesa: indique su número de mesa.</translation>
    </message>
    <message>
        <source>Table {table} is not a table number (1 to {most}).</source>
        <translation>{table} no es un número de mesa (1 a {most}).</translation>
    </message>
    <message>
        <source>A device name is 1 to {most} printable characters, e.g. &apos;Anna&apos;s phone&apos;.</source>
        <translation>Un nombre de dispositivo tiene de 1 a {most} caracteres imprimibles, p. ej. «Móvil de Ana».</translation>
    </message>
    <message>
        <source>A pairing code must be valid for some time.</source>
        <translation>Un código de emparejamiento debe ser válido durante algún tiempo.</translation>
    </message>
    <message>
        <source>That pairing code is not known: ask the floor for a new code.</source>
        <translation>Ese código de emparejamiento no se conoce: pida un código nuevo al floor.</translation>
    </message>
    <message>
        <source>That pairing code was already used: each code pairs one device. Ask the floor for a new code.</source>
        <translation>Ese código de emparejamiento ya se usó: cada código empareja un dispositivo. Pida un código nuevo al floor.</translation>
    </message>
    <message>
        <source>That pairing code has expired: a code is good for a couple of minutes only. Ask the floor for a new code.</source>
        <translation>Ese código de emparejamiento ha caducado: un código solo vale un par de minutos. Pida un código nuevo al floor.</translation>
    </message>
    <message>
        <source>A paired device is already called {name}: choose another name.</source>
        <translation>Un dispositivo emparejado ya se llama {name}: elija otro nombre.</translation>
    </message>
    <message>
        <source>This device is not paired: pair it with a code from the floor.</source>
        <translation>Este dispositivo no está emparejado: emparéjelo con un código del floor.</translation>
    </message>
    <message>
        <source>The device {found} was unpaired by the floor: pair it again with a new code.</source>
        <translation>El floor desemparejó el dispositivo {found}: vuelva a emparejarlo con un código nuevo.</translation>
    </message>
    <message>
        <source>There is no paired device {device_id}.</source>
        <translation>No hay ningún dispositivo emparejado {device_id}.</translation>
    </message>
    <message>
        <source>{device} is a {role} device, not a room screen: only a room screen shows a layout.</source>
        <translation>{device} es un dispositivo {role}, no una pantalla de sala: solo una pantalla de sala muestra un diseño.</translation>
    </message>
    <message>
        <source>{device} was unpaired: pair the screen again first.</source>
        <translation>{device} se desemparejó: vuelva a emparejar la pantalla primero.</translation>
    </message>
</context>
<context>
    <name>app.documents.bags</name>
    <message>
        <source>Nobody has been bagged in this event yet.</source>
        <translation>Todavía no se ha embolsado a nadie en este torneo.</translation>
    </message>
    <message>
        <source>Nobody is playing in this event.</source>
        <translation>Nadie juega en este torneo.</translation>
    </message>
</context>
<context>
    <name>app.documents.catalogue</name>
    <message>
        <source>There is no document &apos;{name}&apos; (there are: {known}).</source>
        <extracomment>The card layouts (seat cards, move slips) by name, with their titles.</extracomment>
        <translation>No hay ningún documento «{name}» (hay: {known}).</translation>
    </message>
    <message>
        <source>There is no layout &apos;{layout}&apos; (there are: {known}).</source>
        <translation>No hay ningún diseño «{layout}» (hay: {known}).</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>No se puede escribir {path}: {reason}.</translation>
    </message>
</context>
<context>
    <name>app.documents.incident_log</name>
    <message>
        <source>No ruling in the incident log matches “{search}”.</source>
        <translation>Ninguna decisión del registro de incidentes coincide con «{search}».</translation>
    </message>
    <message>
        <source>No ruling has been recorded in this event yet.</source>
        <translation>Todavía no se ha registrado ninguna decisión en este torneo.</translation>
    </message>
</context>
<context>
    <name>app.documents.member_cards</name>
    <message>
        <source>No player has a membership number yet: give members their numbers first.</source>
        <translation>Ningún jugador tiene aún número de socio: asigne primero sus números a los socios.</translation>
    </message>
</context>
<context>
    <name>app.documents.move_slips</name>
    <message>
        <source>Nobody has been moved in this event yet.</source>
        <translation>Todavía no se ha movido a nadie en este torneo.</translation>
    </message>
</context>
<context>
    <name>app.documents.receipts</name>
    <message>
        <source>Nobody has been paid yet: bust players first.</source>
        <translation>Todavía no se ha pagado a nadie: elimine primero a jugadores.</translation>
    </message>
</context>
<context>
    <name>app.documents.results_sheet</name>
    <message>
        <source>Nobody has finished yet: bust players first.</source>
        <translation>Todavía no ha terminado nadie: elimine primero a jugadores.</translation>
    </message>
</context>
<context>
    <name>app.documents.seat_cards</name>
    <message>
        <source>Reprinting the last batch prints it whole: leave out the table and &apos;new only&apos;.</source>
        <translation>Reimprimir el último lote lo imprime entero: omita la mesa y «solo nuevas».</translation>
    </message>
    <message>
        <source>No seat cards have been printed for this event yet.</source>
        <translation>Todavía no se ha impreso ninguna tarjeta de asiento para este torneo.</translation>
    </message>
    <message>
        <source>Nobody from the last batch of seat cards is seated any more.</source>
        <translation>Ya no está sentado nadie del último lote de tarjetas de asiento.</translation>
    </message>
    <message>
        <source>Nobody is seated yet: register players first.</source>
        <translation>Todavía no hay nadie sentado: inscriba primero a jugadores.</translation>
    </message>
    <message>
        <source>Nobody is seated at table {table}.</source>
        <translation>No hay nadie sentado en la mesa {table}.</translation>
    </message>
    <message>
        <source>Every seat card is printed already.</source>
        <translation>Todas las tarjetas de asiento ya están impresas.</translation>
    </message>
    <message>
        <source>Every seat card at table {table} is printed already.</source>
        <translation>Todas las tarjetas de asiento de la mesa {table} ya están impresas.</translation>
    </message>
</context>
<context>
    <name>app.documents.seating</name>
    <message>
        <source>Table {table} is not open.</source>
        <translation>La mesa {table} no está abierta.</translation>
    </message>
    <message>
        <source>No table is open yet.</source>
        <translation>Todavía no hay ninguna mesa abierta.</translation>
    </message>
    <message>
        <source>Nobody is seated yet.</source>
        <translation>Todavía no hay nadie sentado.</translation>
    </message>
</context>
<context>
    <name>app.documents.sign_up_poster</name>
    <message>
        <source>The poster&apos;s code needs the address phones reach the floor at: share the floor on the venue network first (File &gt; Share on the venue network…), then print it.</source>
        <translation>El código del cartel necesita la dirección en la que los móviles llegan al floor: comparta primero el floor en la red del local (Archivo &gt; Compartir en la red del local…) y luego imprímalo.</translation>
    </message>
</context>
<context>
    <name>app.documents.standings_sheet</name>
    <message>
        <source>No event of {name} has been scored yet.</source>
        <translation>Todavía no se ha puntuado ningún torneo de {name}.</translation>
    </message>
</context>
<context>
    <name>app.entrants</name>
    <message>
        <source>{typed} is named twice.</source>
        <extracomment>Finds the one player typed text names, None when nobody has that name.</extracomment>
        <translation>{typed} aparece dos veces.</translation>
    </message>
</context>
<context>
    <name>app.floor</name>
    <message>
        <source>The journal of {url} cannot be read ({error}): a record was changed by hand or damaged. It was left untouched; restore it from a backup.</source>
        <extracomment>A checkpoint of the fold is stored (at open and close) once the journal has grown by this many entries past the stored one: opening then folds at most about this many.</extracomment>
        <translation>El diario de {url} no se puede leer ({error}): un registro se cambió a mano o está dañado. No se ha tocado; restáurelo desde una copia de seguridad.</translation>
    </message>
    <message>
        <source>The floor has changed since this was shown: look at it again, then confirm.</source>
        <translation>El floor ha cambiado desde que se mostró esto: mírelo de nuevo y luego confirme.</translation>
    </message>
    <message>
        <source>Nothing was done: &apos;{expected}&apos; is no longer what undo takes back (another station acted); it would now be &apos;{label}&apos;.</source>
        <translation>No se hizo nada: «{expected}» ya no es lo que Deshacer revierte (otro puesto actuó); ahora sería «{label}».</translation>
    </message>
    <message>
        <source>Nothing was done: &apos;{expected}&apos; is no longer what redo takes back (another station acted); it would now be &apos;{label}&apos;.</source>
        <translation>No se hizo nada: «{expected}» ya no es lo que Rehacer recupera (otro puesto actuó); ahora sería «{label}».</translation>
    </message>
    <message>
        <source>Cannot undo &apos;{label}&apos;: later actions depend on it. Undo those first.</source>
        <translation>No se puede deshacer «{label}»: acciones posteriores dependen de ello. Deshágalas primero.</translation>
    </message>
    <message>
        <source>Cannot redo &apos;{label}&apos;: later actions depend on it. Undo those first.</source>
        <translation>No se puede rehacer «{label}»: acciones posteriores dependen de ello. Deshágalas primero.</translation>
    </message>
    <message>
        <source>The journal of {url} lacks entries {expected} to {last} (deleted by hand?). It was left untouched; restore it from a backup.</source>
        <translation>Al diario de {url} le faltan los registros {expected} a {last} (¿borrados a mano?). No se ha tocado; restáurelo desde una copia de seguridad.</translation>
    </message>
    <message>
        <source>There is no event number {event_id}.</source>
        <translation>No hay ningún torneo con el número {event_id}.</translation>
    </message>
</context>
<context>
    <name>app.input_files</name>
    <message>
        <source>Cannot read {path}: {reason}.</source>
        <translation>No se puede leer {path}: {reason}.</translation>
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
        <translation>{text} no es un idioma que floortool hable; elija uno de {spoken}</translation>
    </message>
</context>
<context>
    <name>app.layout_pictures</name>
    <message>
        <source>{name} looks like a {kind} but does not read as one ({exc}).</source>
        <translation>{name} parece un {kind} pero no se lee como tal ({exc}).</translation>
    </message>
    <message>
        <source>{name} has too many pixels to show.</source>
        <translation>{name} tiene demasiados píxeles para mostrarse.</translation>
    </message>
    <message>
        <source>There is no picture {name} in {folder}.</source>
        <translation>No hay ninguna imagen {name} en {folder}.</translation>
    </message>
    <message>
        <source>Cannot read {name}: {reason}.</source>
        <translation>No se puede leer {name}: {reason}.</translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}.</source>
        <translation>No se puede leer {path}: {reason}.</translation>
    </message>
</context>
<context>
    <name>app.layout_sharing</name>
    <message>
        <source>Cannot export the picture {name}: {problem}</source>
        <translation>No se puede exportar la imagen {name}: {problem}</translation>
    </message>
    <message>
        <source>The images folder has too many pictures called {name}.</source>
        <translation>La carpeta de imágenes tiene demasiadas imágenes llamadas {name}.</translation>
    </message>
</context>
<context>
    <name>app.layouts</name>
    <message>
        <source>room layout</source>
        <translation>diseño de sala</translation>
    </message>
    <message>
        <source>region &apos;{region}&apos;: a QR code holds at most {most} bytes of text.</source>
        <extracomment>The layout the room display takes unless told another. The editor&apos;s starting point for a sponsor&apos;s slide (not a layout of its own: a venue saves one slide per sponsor, under the sponsor&apos;s name).</extracomment>
        <translation>región «{region}»: un código QR contiene como máximo {most} bytes de texto.</translation>
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
        <translation>{event} no tiene resultados: nadie jugó.</translation>
    </message>
    <message>
        <source>{event} is not over: {count} entry has no place yet.</source>
        <translation>{event} no ha terminado: {count} entrada aún no tiene posición.</translation>
    </message>
    <message>
        <source>{event} is not over: {count} entries have no place yet.</source>
        <translation>{event} no ha terminado: {count} entradas aún no tienen posición.</translation>
    </message>
</context>
<context>
    <name>app.publishing</name>
    <message>
        <source>Nobody has finished {event} yet: there are no results to publish.</source>
        <extracomment>The files written, in the order they are written.</extracomment>
        <translation>Todavía nadie ha terminado {event}: no hay resultados que publicar.</translation>
    </message>
    <message>
        <source>Cannot write {where}: {reason}. Choose a folder you may write to.</source>
        <translation>No se puede escribir {where}: {reason}. Elija una carpeta en la que pueda escribir.</translation>
    </message>
</context>
<context>
    <name>app.resources</name>
    <message>
        <source>The template needs a name with letters or digits.</source>
        <extracomment>The template each rulebook&apos;s events start with when no structure is named. The longest name a saved template may have.</extracomment>
        <translation>La plantilla necesita un nombre con letras o cifras.</translation>
    </message>
    <message>
        <source>There is no {what} &apos;{name}&apos; (there are: {known}).</source>
        <translation>No existe {what} «{name}» (hay: {known}).</translation>
    </message>
    <message>
        <source>structure template</source>
        <translation>plantilla de estructura</translation>
    </message>
    <message>
        <source>payout table</source>
        <translation>tabla de pagos</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is neither a built-in structure ({known}) nor a structure file.</source>
        <translation>«{value}» no es ni una estructura incluida ({known}) ni un archivo de estructura.</translation>
    </message>
</context>
<context>
    <name>app.room_cue</name>
    <message>
        <source>The room&apos;s cue: each cue must hold exactly {keys}.</source>
        <extracomment>The cues the file keeps (a screen polling late still finds those of one moment).</extracomment>
        <translation>Aviso de la sala: cada aviso debe contener exactamente {keys}.</translation>
    </message>
    <message>
        <source>The room&apos;s cue: &apos;{key}&apos; is not what it should be.</source>
        <translation>Aviso de la sala: «{key}» no es lo que debería ser.</translation>
    </message>
    <message>
        <source>The room&apos;s cue: an unknown moment or an over-long line.</source>
        <translation>Aviso de la sala: un momento desconocido o una línea demasiado larga.</translation>
    </message>
    <message>
        <source>The room&apos;s cue: &apos;sound&apos; is not what it should be.</source>
        <translation>Aviso de la sala: «sound» no es lo que debería ser.</translation>
    </message>
    <message>
        <source>The room&apos;s cue: the file must hold exactly &apos;cues&apos;, a list.</source>
        <translation>Aviso de la sala: el archivo debe contener exactamente «cues», una lista.</translation>
    </message>
    <message>
        <source>The room&apos;s cue: more than {most} cues.</source>
        <translation>Aviso de la sala: más de {most} avisos.</translation>
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
        <translation>{entry} contiene el reglamento «{book}».</translation>
    </message>
</context>
<context>
    <name>app.rulings</name>
    <message>
        <source>There is no situation &apos;{situation_id}&apos;.</source>
        <translation>No hay ninguna situación «{situation_id}».</translation>
    </message>
    <message>
        <source>{entry} holds the situation &apos;{situation}&apos;.</source>
        <translation>{entry} contiene la situación «{situation}».</translation>
    </message>
    <message>
        <source>Situations cite unknown rules: {problems}</source>
        <translation>Hay situaciones que citan reglas desconocidas: {problems}</translation>
    </message>
    <message>
        <source>Situation file {situation}.json: under {rulebook}, a table {short_by} short with blinds affected &apos;{affected}&apos; halts by the seating rules, but the ruling is &apos;{remedy}&apos;.</source>
        <extracomment>The wizard&apos;s situation on short tables, its halting remedy, and what its answers to &quot;how many players short&quot; mean in players.</extracomment>
        <translation>Archivo de situación {situation}.json: según {rulebook}, una mesa con {short_by} de menos y ciegas afectadas «{affected}» se detiene por las reglas de asientos, pero la decisión es «{remedy}».</translation>
    </message>
    <message>
        <source>Situation file {situation}.json: under {rulebook}, a table {short_by} short with blinds affected &apos;{affected}&apos; plays on by the seating rules, but the ruling is &apos;{remedy}&apos;.</source>
        <translation>Archivo de situación {situation}.json: según {rulebook}, una mesa con {short_by} de menos y ciegas afectadas «{affected}» sigue jugando por las reglas de asientos, pero la decisión es «{remedy}».</translation>
    </message>
    <message>
        <source>&apos;{title}&apos; arises only in {only} games; this event deals a {game} game.</source>
        <translation>«{title}» solo se da en juegos {only}; este torneo reparte un juego {game}.</translation>
    </message>
</context>
<context>
    <name>app.screen_sets</name>
    <message>
        <source>screen set</source>
        <translation>serie de pantallas</translation>
    </message>
    <message>
        <source>View {number} shows the layout &apos;{layout}&apos;, which there is not (there are: {known}).</source>
        <extracomment>The set served when none is named (the preset).</extracomment>
        <translation>La vista {number} muestra el diseño «{layout}», que no existe (hay: {known}).</translation>
    </message>
    <message>
        <source>{name}.json: {exc}</source>
        <translation>{name}.json: {exc}</translation>
    </message>
</context>
<context>
    <name>app.simulation</name>
    <message>
        <source>A tournament needs at least 2 entrants.</source>
        <extracomment>Bust-outs per hand: none, one, or two players (cumulative probabilities).</extracomment>
        <translation>Un torneo necesita al menos 2 participantes.</translation>
    </message>
    <message>
        <source>A table has {fewest} to {most} seats.</source>
        <translation>Una mesa tiene de {fewest} a {most} asientos.</translation>
    </message>
    <message>
        <source>Unknown game &apos;{game}&apos;; choose one of: {games}.</source>
        <translation>Juego desconocido «{game}»; elija uno de: {games}.</translation>
    </message>
</context>
<context>
    <name>app.venue_tax_note</name>
    <message>
        <source>The tax-note threshold cannot be negative.</source>
        <extracomment>The preference that keeps the threshold, in cents.</extracomment>
        <translation>El umbral de la nota fiscal no puede ser negativo.</translation>
    </message>
</context>
<context>
    <name>app.views.clock</name>
    <message>
        <source>New blinds apply from the next hand ({rule}).</source>
        <translation>Las nuevas ciegas rigen desde la próxima mano ({rule}).</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <source>Level {level} · {game}</source>
        <translation>Nivel {level} · {game}</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Nivel {level}</translation>
    </message>
</context>
<context>
    <name>app.views.events</name>
    <message>
        <source>set by the director</source>
        <extracomment>The keys of an event&apos;s JSON that are its own, not a setting&apos;s (public: every list shows them). The keys of an event&apos;s JSON that are not a setting&apos;s id, and the setting each shows.</extracomment>
        <translation>la decide el director</translation>
    </message>
    <message>
        <source>end of level {level}</source>
        <translation>final del nivel {level}</translation>
    </message>
    <message>
        <source>{buy_in} + {fee}</source>
        <translation>{buy_in} + {fee}</translation>
    </message>
    <message>
        <source>{buy_in} (bounty {bounty}) + {fee}</source>
        <translation>{buy_in} (recompensa {bounty}) + {fee}</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Late registration</source>
        <translation>Registro tardío</translation>
    </message>
    <message>
        <source>Late registration closes</source>
        <translation>Cierre del registro</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Stack inicial</translation>
    </message>
    <message>
        <source>{chips}</source>
        <translation>{chips}</translation>
    </message>
    <message>
        <source>Buy-in + fee</source>
        <translation>Buy-in + cuota</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <source>{count} seat</source>
        <translation>{count} asiento</translation>
    </message>
    <message>
        <source>{count} seats</source>
        <translation>{count} asientos</translation>
    </message>
    <message>
        <source>{tables} in play, {seats} each, more as the field grows</source>
        <translation>{tables} en juego, {seats} cada una, más según crece el field</translation>
    </message>
    <message>
        <source>{tables} of {seats}</source>
        <translation>{tables} de {seats}</translation>
    </message>
    <message>
        <source>{tables} of {seats} ({open} in play)</source>
        <translation>{tables} de {seats} ({open} en juego)</translation>
    </message>
    <message>
        <source>{count} table</source>
        <translation>{count} mesa</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation>{count} mesas</translation>
    </message>
</context>
<context>
    <name>app.views.league</name>
    <message>
        <source>&apos;{text}&apos; is not NAME=VALUE (like n=50).</source>
        <extracomment>The largest value a formula variable may be given (``--var n=...``).</extracomment>
        <translation>«{text}» no es NOMBRE=VALOR (como n=50).</translation>
    </message>
    <message>
        <source>Unknown variable &apos;{name}&apos;; the variables are {known}.</source>
        <translation>Variable desconocida «{name}»; las variables son {known}.</translation>
    </message>
    <message>
        <source>{event} has no results recorded yet.</source>
        <translation>{event} aún no tiene resultados registrados.</translation>
    </message>
    <message>
        <source>A made-up field has 1 to {most} entries, from 1 player up to one each.</source>
        <translation>Un campo inventado tiene de 1 a {most} entradas, desde 1 jugador hasta una por jugador.</translation>
    </message>
</context>
<context>
    <name>app.views.mystery</name>
    <message>
        <source>The first mystery draw has fixed the prizes: undo it to change them.</source>
        <translation>El primer sorteo misterioso ha fijado los premios: deshágalo para cambiarlos.</translation>
    </message>
</context>
<context>
    <name>app.views.results</name>
    <message>
        <source>{player} has no entry in {event}.</source>
        <translation>{player} no tiene ninguna entrada en {event}.</translation>
    </message>
    <message>
        <source>{player} has no entry {number} in {event}.</source>
        <translation>{player} no tiene la entrada {number} en {event}.</translation>
    </message>
</context>
<context>
    <name>application</name>
    <message>
        <source>floortool cannot open the database</source>
        <extracomment>Names the desktop entry (Linux), so the window is matched to its menu item and icon.</extracomment>
        <translation>floortool no puede abrir la base de datos</translation>
    </message>
    <message>
        <source>Database: {0}</source>
        <translation>Base de datos: {0}</translation>
    </message>
</context>
<context>
    <name>automation_actions</name>
    <message>
        <source>No voice on this computer to speak with: the line shows on the room&apos;s screens.</source>
        <translation>No hay voz en este ordenador para hablar: la línea se muestra en las pantallas de la sala.</translation>
    </message>
</context>
<context>
    <name>automation_dialog</name>
    <message>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <source>Line (spoken, and shown)</source>
        <translation>Línea (hablada y mostrada)</translation>
    </message>
    <message>
        <source>Shown for</source>
        <translation>Mostrada durante</translation>
    </message>
    <message>
        <source>Flash</source>
        <translation>Destello</translation>
    </message>
    <message>
        <source>At each moment of the night the window plays the sound, speaks the line where this computer speaks (the Clock page&apos;s Speak announcements), shows the line over every room screen and the players&apos; phones for the seconds given, and flashes the room&apos;s screens. A room screen in a browser flashes too, and speaks where it was asked to. A sound never comes alone: where no line shows, the room&apos;s screens flash with it.</source>
        <translation>En cada momento de la noche la ventana reproduce el sonido, dice la línea donde este ordenador habla (Anuncios hablados de la página Reloj), muestra la línea en cada pantalla de la sala y en los móviles de los jugadores durante los segundos indicados, y hace destellar las pantallas de la sala. Una pantalla de sala en un navegador también destella, y habla donde se le pidió. Un sonido nunca va solo: donde no se muestra ninguna línea, las pantallas de sala destellan con él.</translation>
    </message>
    <message>
        <source>A line may name: {fields}.</source>
        <translation>Una línea puede nombrar: {fields}.</translation>
    </message>
    <message>
        <source>This computer has a voice: lines are spoken where Speak announcements is on.</source>
        <translation>Este ordenador tiene voz: las líneas se dicen donde Anuncios hablados está activado.</translation>
    </message>
    <message>
        <source>No voice on this computer: a line that was to be spoken shows on the room&apos;s screens instead.</source>
        <translation>No hay voz en este ordenador: una línea que debía decirse se muestra en su lugar en las pantallas de la sala.</translation>
    </message>
    <message>
        <source>Automation</source>
        <translation>Automatización</translation>
    </message>
    <message>
        <source>Automation: {name}</source>
        <translation>Automatización: {name}</translation>
    </message>
    <message>
        <source>{message} Nothing was changed.</source>
        <translation>{message} No se ha cambiado nada.</translation>
    </message>
</context>
<context>
    <name>bust_dialog</name>
    <message>
        <source>Bust-out</source>
        <translation>Eliminación</translation>
    </message>
    <message>
        <source>Name or table-seat (12-4), Enter</source>
        <translation>Nombre o mesa-asiento (12-4), Intro</translation>
    </message>
    <message>
        <source>Busting on this hand</source>
        <translation>Eliminados</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Sitio</translation>
    </message>
    <message>
        <source>Chips at the start of the hand</source>
        <translation>Fichas al comienzo de la mano</translation>
    </message>
    <message>
        <source>Hand (1 best)</source>
        <translation>Mano (1 top)</translation>
    </message>
    <message>
        <source>Name or table-seat (optional)</source>
        <translation>Nombre o mesa-asiento (opcional)</translation>
    </message>
    <message>
        <source>Names or table-seats, commas between (optional)</source>
        <translation>Nombres o mesas-asientos, separados por comas (opcional)</translation>
    </message>
    <message>
        <source>Bust</source>
        <translation>Eliminado</translation>
    </message>
    <message>
        <source>Record the bust-out (Enter on an empty field)</source>
        <translation>Registrar la eliminación (Intro en un campo vacío)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Take the selected player off this hand&apos;s list</source>
        <translation>Quitar al jugador elegido de la lista de esta mano</translation>
    </message>
    <message>
        <source>Type a name or a seat and press Enter; add everyone who busted on this hand, then Enter on the empty field records it.</source>
        <translation>Escriba un nombre o un asiento y pulse Intro; añada a todos los eliminados en esta mano, luego Intro en el campo vacío lo registra.</translation>
    </message>
    <message>
        <source>Eliminated by</source>
        <translation>Eliminado por</translation>
    </message>
    <message>
        <source>Split the pot with</source>
        <translation>Bote repartido con</translation>
    </message>
    <message>
        <source>{player}: table {table} seat {seat}</source>
        <translation>{player}: mesa {table} asiento {seat}</translation>
    </message>
    <message>
        <source>No seated player matches “{text}”.</source>
        <translation>Ningún jugador sentado coincide con «{text}».</translation>
    </message>
    <message>
        <source> and {0} more</source>
        <translation> y {0} más</translation>
    </message>
    <message>
        <source>{0} match: {names}{more}. Type more, or the seat.</source>
        <translation>{0} coinciden: {names}{more}. Escriba más, o el asiento.</translation>
    </message>
    <message>
        <source>Nobody on the list yet.</source>
        <translation>Nadie en la lista todavía.</translation>
    </message>
    <message>
        <source>{0} finishes {1}</source>
        <translation>{0} termina {1}</translation>
    </message>
    <message>
        <source>, prize {0}</source>
        <translation>, premio {0}</translation>
    </message>
    <message>
        <source>{player} wins {0} in bounties</source>
        <translation>{player} gana {0} en recompensas</translation>
    </message>
    <message>
        <source>; their bounty becomes {0}</source>
        <translation>; su recompensa pasa a {0}</translation>
    </message>
    <message>
        <source> and {0}</source>
        <translation> y {0}</translation>
    </message>
    <message>
        <source>Not recorded yet: type the chips {who} had at the start of the hand in the “Chips at the start of the hand” column (Enter moves to the next box), then Enter on the empty name field records the bust.</source>
        <translation>Aún no registrado: escriba las fichas que {who} tenía al comienzo de la mano en la columna «Fichas al comienzo de la mano» (Intro pasa a la casilla siguiente), luego Intro en el campo de nombre vacío registra la eliminación.</translation>
    </message>
    <message>
        <source>Eliminated by: {0}</source>
        <translation>Eliminado por: {0}</translation>
    </message>
    <message>
        <source>Split the pot with: {0}</source>
        <translation>Bote repartido con: {0}</translation>
    </message>
    <message>
        <source>Eliminated by {player}</source>
        <translation>Eliminado por {player}</translation>
    </message>
</context>
<context>
    <name>bust_toast</name>
    <message>
        <source>Undo</source>
        <extracomment>How long the note stays up. Its distance from the right edge of the window, in pixels. Its least width, in pixels.</extracomment>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Take this bust back</source>
        <translation>Deshacer esta eliminación</translation>
    </message>
</context>
<context>
    <name>calculators</name>
    <message>
        <source>&apos;{word}&apos; is not a whole number of {what}.</source>
        <translation>«{word}» no es un número entero de {what}.</translation>
    </message>
    <message>
        <source>Rules: </source>
        <translation>Reglas: </translation>
    </message>
    <message>
        <source>Substantial action</source>
        <translation>Acción sustancial</translation>
    </message>
    <message>
        <source>Tap the actions taken in turn since the blinds were posted.</source>
        <translation>Toque las acciones por orden desde que se pusieron las ciegas.</translation>
    </message>
    <message>
        <source>Under {book}: {verdict}.</source>
        <translation>Según {book}: {verdict}.</translation>
    </message>
    <message>
        <source>Minimum raise</source>
        <translation>Subida mínima</translation>
    </message>
    <message>
        <source>Pre-flop</source>
        <translation>Preflop</translation>
    </message>
    <message>
        <source>After the flop</source>
        <translation>Después del flop</translation>
    </message>
    <message>
        <source>Pre-flop the big blind is the opening bet</source>
        <translation>En el preflop la ciega grande es la apuesta de apertura</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Add this bet or raise (the total it makes the bet)</source>
        <translation>Añadir esta apuesta o subida (el total al que lleva la apuesta)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>What a player who already acted had put in: may they raise again? (—: skip)</source>
        <translation>Lo que había puesto un jugador que ya actuó: ¿puede volver a subir? (—: omitir)</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Ciega grande</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Calle</translation>
    </message>
    <message>
        <source>Bet or raise to</source>
        <translation>Apuesta o subida a</translation>
    </message>
    <message>
        <source>So far</source>
        <translation>Hasta ahora</translation>
    </message>
    <message>
        <source>Player acted at</source>
        <translation>El jugador actuó con</translation>
    </message>
    <message>
        <source>all-in {to}</source>
        <translation>all-in {to}</translation>
    </message>
    <message>
        <source>No bet or raise yet.</source>
        <translation>Todavía no hay apuesta ni subida.</translation>
    </message>
    <message>
        <source>To call: {current_bet}; a full raise is {full_raise} more.</source>
        <translation>Para igualar: {current_bet}; una subida completa son {full_raise} más.</translation>
    </message>
    <message>
        <source>Minimum raise to {min_raise_to}</source>
        <translation>Subida mínima a {min_raise_to}</translation>
    </message>
    <message>
        <source>{0}: {puts_in} in</source>
        <translation>{0}: {puts_in} puestas</translation>
    </message>
    <message>
        <source> (a raise of {raise_by})</source>
        <translation> (una subida de {raise_by})</translation>
    </message>
    <message>
        <source>, {returned} back</source>
        <translation>, {returned} devueltas</translation>
    </message>
    <message>
        <source>Chip bets</source>
        <translation>Apuestas con fichas</translation>
    </message>
    <message>
        <source>No bet</source>
        <translation>Sin apuesta</translation>
    </message>
    <message>
        <source>A full raise (not facing a bet: the minimum bet)</source>
        <translation>Una subida completa (sin apuesta: la apuesta mínima)</translation>
    </message>
    <message>
        <source>Each chip pushed: 1000 500 500</source>
        <translation>Cada ficha empujada: 1000 500 500</translation>
    </message>
    <message>
        <source>“Raise” was said first</source>
        <translation>Se dijo «subo» primero</translation>
    </message>
    <message>
        <source>Every chip the player had</source>
        <translation>Todas las fichas del jugador</translation>
    </message>
    <message>
        <source>To call</source>
        <translation>Para igualar</translation>
    </message>
    <message>
        <source>Full raise</source>
        <translation>Subida completa</translation>
    </message>
    <message>
        <source>Chips pushed</source>
        <translation>Fichas empujadas</translation>
    </message>
    <message>
        <source>Odd chip</source>
        <translation>Ficha sobrante</translation>
    </message>
    <message>
        <source>The winning seats: 2, 7</source>
        <translation>Los asientos ganadores: 2, 7</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Bote</translation>
    </message>
    <message>
        <source>Smallest chip</source>
        <translation>Ficha más pequeña</translation>
    </message>
    <message>
        <source>Button seat</source>
        <translation>Asiento del botón</translation>
    </message>
    <message>
        <source>Winning seats</source>
        <translation>Asientos ganadores</translation>
    </message>
    <message>
        <source>Seat {seat}: {chips}</source>
        <translation>Asiento {seat}: {chips}</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalización</translation>
    </message>
    <message>
        <source>Players at the table, the penalised player included</source>
        <translation>Jugadores en la mesa, incluido el penalizado</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>Jugadores en la mesa</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Vueltas</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>{hands} {plural} out</source>
        <translation>{hands} {plural} fuera</translation>
    </message>
</context>
<context>
    <name>calculators_actions</name>
    <message>
        <source>No action entered yet.</source>
        <translation>Todavía no se ha introducido ninguna acción.</translation>
    </message>
    <message>
        <source>Add a {word} (key {0})</source>
        <translation>Añadir un {word} (tecla {0})</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Remove the last action (Backspace)</source>
        <translation>Quitar la última acción (Retroceso)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
</context>
<context>
    <name>chip_count_dialog</name>
    <message>
        <source>Choose the table, then for each seat type the chips and press Enter.</source>
        <translation>Elija la mesa, luego para cada asiento escriba las fichas y pulse Intro.</translation>
    </message>
    <message>
        <source>Chip counts</source>
        <translation>Recuento de fichas</translation>
    </message>
    <message>
        <source>e.g. 125,000</source>
        <translation>p. ej. 125.000</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Seat {seat}  {player}  </source>
        <translation>Asiento {seat}  {player}  </translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>sin contar</translation>
    </message>
    <message>
        <source>Table {table} is not open.</source>
        <translation>La mesa {table} no está abierta.</translation>
    </message>
    <message>
        <source>Seat {seat} is empty.</source>
        <translation>El asiento {seat} está vacío.</translation>
    </message>
    <message>
        <source>Type the chips counted as a whole number, e.g. 125,000.</source>
        <translation>Escriba las fichas contadas como número entero, p. ej. 125.000.</translation>
    </message>
</context>
<context>
    <name>chip_leaders_box</name>
    <message>
        <source>No seated player&apos;s stack is counted.</source>
        <translation>No se ha contado el stack de ningún jugador sentado.</translation>
    </message>
    <message>
        <source>The chart fills in as stacks are counted.</source>
        <translation>El gráfico se llena a medida que se cuentan los stacks.</translation>
    </message>
    <message>
        <source>Chip leader</source>
        <translation>Líder en fichas</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>Stack medio</translation>
    </message>
    <message>
        <source>Chip leaders</source>
        <translation>Líderes en fichas</translation>
    </message>
    <message>
        <source>Every stack is counted.</source>
        <translation>Todos los stacks están contados.</translation>
    </message>
</context>
<context>
    <name>chip_panel</name>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Colour-ups</source>
        <translation>Cambios de color</translation>
    </message>
    <message>
        <source>This event has no chip set yet.</source>
        <translation>Este torneo aún no tiene juego de fichas.</translation>
    </message>
    <message>
        <source>Chip set</source>
        <translation>Juego de fichas</translation>
    </message>
    <message>
        <source>In play at {0}: {1}</source>
        <translation>En juego en {0}: {1}</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} jugador</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} jugadores</translation>
    </message>
    <message>
        <source>The case serves {0} (the {limiting_denomination} chips run out first).</source>
        <translation>El maletín alcanza para {0} (las fichas de {limiting_denomination} se acaban primero).</translation>
    </message>
    <message>
        <source>Starting stack of {starting_stack}: {0}</source>
        <translation>Stack inicial de {starting_stack}: {0}</translation>
    </message>
    <message>
        <source>for {0} of {seats}</source>
        <translation>para {0} de {seats}</translation>
    </message>
    <message>
        <source>{count} table</source>
        <translation>{count} mesa</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation>{count} mesas</translation>
    </message>
    <message>
        <source>per table of {seats} (the event has no tables set)</source>
        <translation>por mesa de {seats} (el torneo no tiene mesas definidas)</translation>
    </message>
    <message>
        <source>Colour-ups, {where_tables}</source>
        <translation>Cambios de color, {where_tables}</translation>
    </message>
    <message>
        <source>No break colours up chips.</source>
        <translation>Ningún descanso cambia fichas de color.</translation>
    </message>
</context>
<context>
    <name>cli.bag_cmd</name>
    <message>
        <source>{spec}: a bag number is 1 to 12 characters (e.g. &apos;Ann Lee=23500@17&apos;).</source>
        <translation>{spec}: un número de bolsa tiene de 1 a 12 caracteres (p. ej. &apos;Ann Lee=23500@17&apos;).</translation>
    </message>
</context>
<context>
    <name>cli.chips_cmd</name>
    <message>
        <source>&apos;{spec}&apos; is not DENOMINATION:COLOUR:QUANTITY (e.g. 25:green:1000).</source>
        <translation>&apos;{spec}&apos; no es DENOMINATION:COLOUR:QUANTITY (p. ej. 25:green:1000).</translation>
    </message>
    <message>
        <source>&apos;{spec}&apos; is not SEAT=CHIPS (e.g. 3=2).</source>
        <extracomment>Stands for &quot;has other chips&quot; when the player&apos;s other chips were not counted: the race only needs to know whether a player could be raced out.</extracomment>
        <translation>&apos;{spec}&apos; no es SEAT=CHIPS (p. ej. 3=2).</translation>
    </message>
    <message>
        <source>&apos;{spec}&apos; is not SEAT=CHIPS (e.g. 3=125,000).</source>
        <translation>&apos;{spec}&apos; no es SEAT=CHIPS (p. ej. 3=125,000).</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a chip count (e.g. 125,000).</source>
        <translation>&apos;{text}&apos; no es un recuento de fichas (p. ej. 125,000).</translation>
    </message>
    <message>
        <source>Line {line}: {exc}</source>
        <translation>Línea {line}: {exc}</translation>
    </message>
    <message>
        <source>Give the CSV file alone, or the counts typed.</source>
        <translation>Indique solo el archivo CSV o bien los recuentos escritos.</translation>
    </message>
    <message>
        <source>Give each seat&apos;s count as SEAT=CHIPS.</source>
        <translation>Indique el recuento de cada asiento como SEAT=CHIPS.</translation>
    </message>
    <message>
        <source>Give the player&apos;s name and the chips counted (or --table N SEAT=CHIPS ...).</source>
        <translation>Indique el nombre del jugador y las fichas contadas (o --table N SEAT=CHIPS ...).</translation>
    </message>
    <message>
        <source>--top must be at least 1.</source>
        <translation>--top debe ser al menos 1.</translation>
    </message>
</context>
<context>
    <name>cli.clock_cmd</name>
    <message>
        <source>{text} is not a time (write 20:30 or 2026-11-29T20:30).</source>
        <translation>{text} no es una hora (escriba 20:30 o 2026-11-29T20:30).</translation>
    </message>
    <message>
        <source>The event has no blind structure yet.</source>
        <translation>El torneo aún no tiene estructura de ciegas.</translation>
    </message>
</context>
<context>
    <name>cli.common</name>
    <message>
        <source>There is no event yet: create one with &apos;floortool event create --name NAME&apos;.</source>
        <translation>Todavía no hay ningún torneo: cree uno con &apos;floortool event create --name NAME&apos;.</translation>
    </message>
</context>
<context>
    <name>cli.display_cmd</name>
    <message>
        <source>{text} is not a size like 1920x1080</source>
        <extracomment>The smallest and largest side of a rendered picture, in pixels.</extracomment>
        <translation>{text} no es un tamaño como 1920x1080</translation>
    </message>
    <message>
        <source>{text}: each side must be from {smallest} to {largest} pixels</source>
        <translation>{text}: cada lado debe medir de {smallest} a {largest} píxeles</translation>
    </message>
    <message>
        <source>{text} is not a view: write the layout, =, and its seconds (like classic=60)</source>
        <translation>{text} no es una vista: escriba el diseño, = y sus segundos (como classic=60)</translation>
    </message>
    <message>
        <source>Either clear the scrolling line or give one, not both.</source>
        <translation>Borre la línea desplazable o indique una, no ambas cosas.</translation>
    </message>
    <message>
        <source>Give the line to scroll, or --clear to take it off.</source>
        <translation>Indique la línea desplazable, o --clear para quitarla.</translation>
    </message>
    <message>
        <source>Either clear the announcement or give one, not both.</source>
        <translation>Borre el anuncio o indique uno, no ambas cosas.</translation>
    </message>
    <message>
        <source>Give the line every screen shows, or --clear to take it off.</source>
        <translation>Indique la línea que muestra cada pantalla, o --clear para quitarla.</translation>
    </message>
    <message>
        <source>The picture is written as PNG: name it FILE.png.</source>
        <translation>La imagen se escribe en PNG: llámela ARCHIVO.png.</translation>
    </message>
    <message>
        <source>There is no folder {folder} to write the picture in.</source>
        <translation>No hay ninguna carpeta {folder} donde escribir la imagen.</translation>
    </message>
</context>
<context>
    <name>cli.league_cmd</name>
    <message>
        <source>Name the league once: as NAME or as --league.</source>
        <extracomment>The most points a place (or an attendance) may be given.</extracomment>
        <translation>Nombre la liga una sola vez: como NAME o como --league.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>No se puede escribir {path}: {reason}.</translation>
    </message>
</context>
<context>
    <name>cli.main</name>
    <message>
        <source>argument {argument}: {problem}</source>
        <translation>argumento {argument}: {problem}</translation>
    </message>
    <message>
        <source>{problem} (see &apos;{command} --help&apos;)</source>
        <translation>{problem} (vea &apos;{command} --help&apos;)</translation>
    </message>
</context>
<context>
    <name>cli.names</name>
    <message>
        <source>{players} are called {name}; say which one by number (e.g. &apos;#{number}&apos;):
{lines}</source>
        <translation>{players} se llaman {name}; diga cuál por su número (p. ej. &apos;#{number}&apos;):
{lines}</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} jugador</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} jugadores</translation>
    </message>
    <message>
        <source>There is no player called {text}.</source>
        <translation>No hay ningún jugador llamado {text}.</translation>
    </message>
    <message>
        <source>{spec} is not NAME=CHIPS (e.g. &apos;Ann Lee=23500&apos;).</source>
        <translation>{spec} no es NAME=CHIPS (p. ej. &apos;Ann Lee=23500&apos;).</translation>
    </message>
</context>
<context>
    <name>cli.numbers</name>
    <message>
        <source>{text} is not a whole number</source>
        <extracomment>The largest decimal argument (hours, seconds) taken.</extracomment>
        <translation>{text} no es un número entero</translation>
    </message>
    <message>
        <source>{text} is not a number</source>
        <translation>{text} no es un número</translation>
    </message>
</context>
<context>
    <name>cli.payouts_cmd</name>
    <message>
        <source>This event has no mystery bounty: give it a bounty and the mystery bounty format first (event update --bounty 50 --bounty-format mystery).</source>
        <translation>Este torneo no tiene mystery bounty: dele primero un bounty y el formato mystery bounty (event update --bounty 50 --bounty-format mystery).</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is neither a built-in payout table ({known}) nor a readable file.</source>
        <translation>&apos;{value}&apos; no es ni una tabla de pagos incluida ({known}) ni un archivo legible.</translation>
    </message>
    <message>
        <source>Say what to change: --table, --rake, --added, --guarantee, --round, --fee-split, --rebuy-fee-split, --addon-fee-split or --tax-note-from.</source>
        <translation>Diga qué cambiar: --table, --rake, --added, --guarantee, --round, --fee-split, --rebuy-fee-split, --addon-fee-split o --tax-note-from.</translation>
    </message>
    <message>
        <source>--{field} needs a comma-separated list.</source>
        <translation>--{field} necesita una lista separada por comas.</translation>
    </message>
    <message>
        <source>There is no prize pool to share yet.</source>
        <translation>Todavía no hay bote de premios que repartir.</translation>
    </message>
</context>
<context>
    <name>cli.player_cmd</name>
    <message>
        <source>--limit must be 1 or more.</source>
        <translation>--limit debe ser 1 o más.</translation>
    </message>
    <message>
        <source>Say why the player is barred (--reason).</source>
        <translation>Diga por qué se veta al jugador (--reason).</translation>
    </message>
</context>
<context>
    <name>cli.remedies</name>
    <message>
        <source>Run &apos;seating break {table}&apos;.</source>
        <translation>Ejecute &apos;seating break {table}&apos;.</translation>
    </message>
    <message>
        <source>Run &apos;seating final&apos;.</source>
        <translation>Ejecute &apos;seating final&apos;.</translation>
    </message>
    <message>
        <source>Run &apos;seating button {table} SEAT&apos;, or &apos;seating button {table} --draw&apos;.</source>
        <translation>Ejecute &apos;seating button {table} SEAT&apos;, o &apos;seating button {table} --draw&apos;.</translation>
    </message>
    <message>
        <source>Run &apos;seating seat-on {table} SEAT&apos;.</source>
        <translation>Ejecute &apos;seating seat-on {table} SEAT&apos;.</translation>
    </message>
    <message>
        <source>Give them with --stacks.</source>
        <translation>Indíquelos con --stacks.</translation>
    </message>
    <message>
        <source>Run &apos;hand-for-hand next&apos;.</source>
        <translation>Ejecute &apos;hand-for-hand next&apos;.</translation>
    </message>
    <message>
        <source>Add --force to draw anyway.</source>
        <translation>Añada --force para sortear de todos modos.</translation>
    </message>
    <message>
        <source>Run &apos;floortool league create NAME&apos;.</source>
        <translation>Ejecute &apos;floortool league create NAME&apos;.</translation>
    </message>
    <message>
        <source>Run &apos;floortool league season add NAME&apos;.</source>
        <translation>Ejecute &apos;floortool league season add NAME&apos;.</translation>
    </message>
    <message>
        <source>Run &apos;floortool player reenter NAME&apos;.</source>
        <translation>Ejecute &apos;floortool player reenter NAME&apos;.</translation>
    </message>
    <message>
        <source>&apos;floortool ruling list&apos; shows them all.</source>
        <translation>&apos;floortool ruling list&apos; las muestra todas.</translation>
    </message>
    <message>
        <source>Run &apos;floortool seating balance&apos;.</source>
        <translation>Ejecute &apos;floortool seating balance&apos;.</translation>
    </message>
    <message>
        <source>Run &apos;floortool chips race&apos;.</source>
        <translation>Ejecute &apos;floortool chips race&apos;.</translation>
    </message>
    <message>
        <source>Run &apos;floortool player register&apos;.</source>
        <translation>Ejecute &apos;floortool player register&apos;.</translation>
    </message>
</context>
<context>
    <name>cli.report_cmd</name>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>No se puede escribir {path}: {reason}.</translation>
    </message>
</context>
<context>
    <name>cli.results_cmd</name>
    <message>
        <source>--{field} takes whole numbers separated by commas, like 12000,8000 (got &apos;{text}&apos;).</source>
        <translation>--{field} admite números enteros separados por comas, como 12000,8000 (recibido: &apos;{text}&apos;).</translation>
    </message>
</context>
<context>
    <name>cli.ruling_cmd</name>
    <message>
        <source>&apos;{spec}&apos; is not QUESTION=CHOICE (e.g. substantial_action=no).</source>
        <translation>&apos;{spec}&apos; no es QUESTION=CHOICE (p. ej. substantial_action=no).</translation>
    </message>
    <message>
        <source>{spec} is not TO or TO:all-in (e.g. 450:all-in).</source>
        <translation>{spec} no es TO o TO:all-in (p. ej. 450:all-in).</translation>
    </message>
</context>
<context>
    <name>cli.seating_cmd</name>
    <message>
        <source>--only chooses among the moves --apply makes.</source>
        <translation>--only elige entre los movimientos que hace --apply.</translation>
    </message>
    <message>
        <source>Give the button&apos;s SEAT, or --draw to draw for it.</source>
        <translation>Indique el SEAT del botón, o --draw para sortearlo.</translation>
    </message>
</context>
<context>
    <name>cli.structure_cmd</name>
    <message>
        <source>Cannot write {path}: {strerror}.</source>
        <translation>No se puede escribir {path}: {strerror}.</translation>
    </message>
    <message>
        <source>{path}: write the structure to a .json or .csv file.</source>
        <translation>{path}: escriba la estructura en un archivo .json o .csv.</translation>
    </message>
</context>
<context>
    <name>clock_call</name>
    <message>
        <source>Clock call</source>
        <translation>Reloj a un jugador</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <source>Count again from the start (Enter)</source>
        <translation>Contar de nuevo desde el principio (Intro)</translation>
    </message>
    <message>
        <source>Clock called on a player</source>
        <translation>Reloj pedido a un jugador</translation>
    </message>
    <message>
        <source>When time runs out — facing a bet: {facing_bet} Not facing a bet: {not_facing_bet}</source>
        <translation>Cuando se acaba el tiempo — ante una apuesta: {facing_bet} Sin apuesta: {not_facing_bet}</translation>
    </message>
    <message>
        <source>Facing a bet: {facing_bet}</source>
        <translation>Ante una apuesta: {facing_bet}</translation>
    </message>
    <message>
        <source>{0} s left in all</source>
        <translation>Quedan {0} s en total</translation>
    </message>
</context>
<context>
    <name>clock_control</name>
    <message>
        <source>Start the clock</source>
        <translation>Iniciar el reloj</translation>
    </message>
    <message>
        <source>Pause the clock</source>
        <translation>Pausar el reloj</translation>
    </message>
    <message>
        <source>Start hand-for-hand</source>
        <translation>Iniciar mano a mano</translation>
    </message>
    <message>
        <source>Stop hand-for-hand</source>
        <translation>Terminar mano a mano</translation>
    </message>
    <message>
        <source>Resume the clock</source>
        <translation>Reanudar el reloj</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Nivel siguiente</translation>
    </message>
    <message>
        <source>Previous level</source>
        <translation>Nivel anterior</translation>
    </message>
    <message>
        <source>Add time</source>
        <translation>Añadir tiempo</translation>
    </message>
    <message>
        <source>Remove time</source>
        <translation>Quitar tiempo</translation>
    </message>
    <message>
        <source>Go to level {level}</source>
        <translation>Ir al nivel {level}</translation>
    </message>
    <message>
        <source>Play this row</source>
        <translation>Jugar esta fila</translation>
    </message>
    <message>
        <source>Schedule the start</source>
        <translation>Programar el inicio</translation>
    </message>
</context>
<context>
    <name>clock_page</name>
    <message>
        <source>Start hand-for-hand…</source>
        <extracomment>``room_display_requested`` with this value: open the display in a window. The page is the director&apos;s, not the room&apos;s: its digits stop growing here. Settings the page header already shows.</extracomment>
        <translation>Mano a mano…</translation>
    </message>
    <message>
        <source>Stop hand-for-hand</source>
        <translation>Terminar mano a mano</translation>
    </message>
    <message>
        <source>Back to normal play: the clock runs again</source>
        <translation>Vuelta al juego normal: el reloj corre de nuevo</translation>
    </message>
    <message>
        <source>Near the money: hold the clock and have every table report each hand ({rule}); the Tables page shows who is still playing</source>
        <translation>Cerca de los premios: detener el reloj y que cada mesa informe de cada mano ({rule}); la página Mesas muestra quién sigue jugando</translation>
    </message>
    <message>
        <source>Screen {number}: {0} ({1} x {2})</source>
        <translation>Pantalla {number}: {0} ({1} x {2})</translation>
    </message>
    <message>
        <source>NEXT</source>
        <translation>SIGUIENTE</translation>
    </message>
    <message>
        <source>NEXT BREAK IN</source>
        <translation>PAUSA EN</translation>
    </message>
    <message>
        <source>LATE REG.</source>
        <translation>REG. TARDÍO</translation>
    </message>
    <message>
        <source>No structure</source>
        <translation>Sin estructura</translation>
    </message>
    <message>
        <source>Choose one on the Structure page</source>
        <translation>Elija una en la página Estructura</translation>
    </message>
    <message>
        <source>BREAK</source>
        <translation>DESCANSO</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Start the clock (Space)</source>
        <translation>Iniciar el reloj (Espacio)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Pause or resume the clock (Space)</source>
        <translation>Pausar o reanudar el reloj (Espacio)</translation>
    </message>
    <message>
        <source>◀  Previous</source>
        <translation>◀  Anterior</translation>
    </message>
    <message>
        <source>Previous level (Left arrow)</source>
        <translation>Nivel anterior (flecha izquierda)</translation>
    </message>
    <message>
        <source>Next  ▶</source>
        <translation>Siguiente  ▶</translation>
    </message>
    <message>
        <source>Next level (Right arrow)</source>
        <translation>Nivel siguiente (flecha derecha)</translation>
    </message>
    <message>
        <source>Go to level…</source>
        <translation>Ir al nivel…</translation>
    </message>
    <message>
        <source>Play any level of the structure</source>
        <translation>Jugar cualquier nivel de la estructura</translation>
    </message>
    <message>
        <source>−1 min</source>
        <translation>−1 min</translation>
    </message>
    <message>
        <source>Remove a minute from this level (-)</source>
        <translation>Quitar un minuto a este nivel (-)</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>+1 min</translation>
    </message>
    <message>
        <source>Add a minute to this level (+)</source>
        <translation>Añadir un minuto a este nivel (+)</translation>
    </message>
    <message>
        <source>Schedule start…</source>
        <translation>Programar…</translation>
    </message>
    <message>
        <source>Count down to a start time; the clock starts by itself</source>
        <translation>Cuenta atrás hasta una hora de inicio; el reloj arranca solo</translation>
    </message>
    <message>
        <source>Speak announcements</source>
        <translation>Anuncios hablados</translation>
    </message>
    <message>
        <source>Say the new blinds aloud at each level (where available)</source>
        <translation>Decir en voz alta las nuevas ciegas en cada nivel (donde se pueda)</translation>
    </message>
    <message>
        <source>Open room display</source>
        <translation>Abrir pantalla de sala</translation>
    </message>
    <message>
        <source>Show the clock full screen on a screen of your choice</source>
        <translation>Mostrar el reloj a pantalla completa en la pantalla que elija</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Sala</translation>
    </message>
    <message>
        <source>Players / entries</source>
        <translation>Jugadores / entradas</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>Stack medio</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Bote de premios</translation>
    </message>
    <message>
        <source>Places paid</source>
        <translation>Puestos pagados</translation>
    </message>
    <message>
        <source>Event settings</source>
        <translation>Ajustes del torneo</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Start hand-for-hand</source>
        <translation>Iniciar mano a mano</translation>
    </message>
    <message>
        <source>Minutes each hand takes off the held clock
(2: {0};
at most 3: {1}):</source>
        <translation>Minutos que cada mano quita al reloj detenido
(2: {0};
como máximo 3: {1}):</translation>
    </message>
    <message>
        <source>Go to level</source>
        <translation>Ir al nivel</translation>
    </message>
    <message>
        <source>Play level (1 to {levels}):</source>
        <translation>Jugar el nivel (1 a {levels}):</translation>
    </message>
    <message>
        <source>Full screen on {name}</source>
        <translation>Pantalla completa en {name}</translation>
    </message>
    <message>
        <source>In a window</source>
        <translation>En una ventana</translation>
    </message>
</context>
<context>
    <name>clock_text</name>
    <message>
        <source>Closed</source>
        <extracomment>The digits shown when there is no clock to read (en dashes). Display states (``ClockView.state`` plus &quot;held&quot; and &quot;countdown&quot;).</extracomment>
        <translation>Cerrado</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abierto</translation>
    </message>
    <message>
        <source>closes end of level {close}</source>
        <translation>cierra al final del nivel {close}</translation>
    </message>
    <message>
        <source>Colour-up {0}</source>
        <translation>Cambio de color {0}</translation>
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
        <translation>Empieza en {0}</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Sin empezar</translation>
    </message>
    <message>
        <source>Held for hand-for-hand</source>
        <translation>Detenido por mano a mano</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En marcha</translation>
    </message>
    <message>
        <source>Colour-up at the next break: {0}</source>
        <translation>Cambio de color en el próximo descanso: {0}</translation>
    </message>
    <message>
        <source>Seats won</source>
        <translation>Plazas ganadas</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>{count} seat</source>
        <translation>{count} plaza</translation>
    </message>
    <message>
        <source>{count} seats</source>
        <translation>{count} plazas</translation>
    </message>
    <message>
        <source>{won} on the break</source>
        <translation>{won} en el descanso</translation>
    </message>
    <message>
        <source>{won} in {level}</source>
        <translation>{won} en {level}</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>The tournament is over</source>
        <translation>El torneo ha terminado</translation>
    </message>
    <message>
        <source>Colour up {0}</source>
        <translation>Cambio de color {0}</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <source>This is the last level</source>
        <translation>Este es el último nivel</translation>
    </message>
    <message>
        <source>Next: Break</source>
        <translation>Luego: descanso</translation>
    </message>
    <message>
        <source>Next: {title}</source>
        <translation>Luego: {title}</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
</context>
<context>
    <name>command_sender</name>
    <message>
        <source>Undo {label}</source>
        <translation>Deshacer {label}</translation>
    </message>
</context>
<context>
    <name>crash_notice</name>
    <message>
        <source>floortool ended unexpectedly last time (the session started {0}). Nothing you were told was done is lost: every action is in the journal before the window reports it. What happened is in the log: {log}</source>
        <translation>floortool se cerró inesperadamente la última vez (la sesión empezó {0}). No se ha perdido nada de lo que se le dijo que estaba hecho: cada acción está en el diario antes de que la ventana la comunique. Lo que pasó está en el registro: {log}</translation>
    </message>
    <message>
        <source>Last session</source>
        <translation>Última sesión</translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation>Abrir la carpeta de registros</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>deal_dialog</name>
    <message>
        <source>Type each player&apos;s chips as counted at the table. The deal shares the prizes still to be won; an amount can be left for the winner to play for.</source>
        <translation>Escriba las fichas de cada jugador tal como se contaron en la mesa. El trato reparte los premios que quedan por ganar; se puede dejar un importe en juego para el ganador.</translation>
    </message>
    <message>
        <source>Type every player&apos;s chips to work out the deal.</source>
        <translation>Escriba las fichas de cada jugador para calcular el trato.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Trato</translation>
    </message>
    <message>
        <source>Set aside from 1st prize; the winner takes it</source>
        <translation>Apartado del 1.er premio; se lo lleva el ganador</translation>
    </message>
    <message>
        <source>Record deal</source>
        <translation>Registrar el trato</translation>
    </message>
    <message>
        <source>Record the agreement in the journal (Edit &gt; Undo)</source>
        <translation>Registrar el acuerdo en el diario (Editar &gt; Deshacer)</translation>
    </message>
    <message>
        <source>Prizes to share</source>
        <translation>Premios a repartir</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Left to play for</source>
        <translation>En juego</translation>
    </message>
    <message>
        <source>No prize pool to share yet.</source>
        <translation>Todavía no hay bote de premios que repartir.</translation>
    </message>
    <message>
        <source>A deal needs two players left or more, and a prize pool.</source>
        <translation>Un trato necesita al menos dos jugadores restantes y un bote de premios.</translation>
    </message>
    <message>
        <source>Paid now: {paid} of {0}</source>
        <translation>Pagado ahora: {paid} de {0}</translation>
    </message>
    <message>
        <source>; the winner also takes {0}</source>
        <translation>; el ganador se lleva también {0}</translation>
    </message>
</context>
<context>
    <name>desk_printing</name>
    <message>
        <source>Print each seat card to</source>
        <translation>Imprimir cada tarjeta de asiento en</translation>
    </message>
    <message>
        <source>After each registration, the entrant&apos;s seat card (an 80 mm ticket) is saved as a PDF in this folder, for the desk&apos;s printer</source>
        <translation>Tras cada inscripción, la tarjeta de asiento del jugador (un tique de 80 mm) se guarda como PDF en esta carpeta, para la impresora del mostrador</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Elegir carpeta…</translation>
    </message>
    <message>
        <source>The folder the desk&apos;s seat cards are saved in</source>
        <translation>La carpeta donde se guardan las tarjetas de asiento del mostrador</translation>
    </message>
    <message>
        <source>(no folder chosen)</source>
        <translation>(ninguna carpeta elegida)</translation>
    </message>
    <message>
        <source>Print seat cards to</source>
        <translation>Imprimir tarjetas de asiento en</translation>
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
        <translation>Crupier</translation>
    </message>
    <message>
        <source>Room screen</source>
        <translation>Pantalla de sala</translation>
    </message>
</context>
<context>
    <name>dialog_parts</name>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>domain.display.moments</name>
    <message>
        <source>A new level</source>
        <extracomment>Every moment, in the order the room hears them when several happen at once. How a director reads each moment.</extracomment>
        <translation>Un nivel nuevo</translation>
    </message>
    <message>
        <source>A break</source>
        <translation>Un descanso</translation>
    </message>
    <message>
        <source>The end of a break</source>
        <translation>El final de un descanso</translation>
    </message>
    <message>
        <source>One minute left</source>
        <translation>Queda un minuto</translation>
    </message>
    <message>
        <source>Late registration closes</source>
        <translation>Cierre de inscripciones</translation>
    </message>
    <message>
        <source>The money bubble</source>
        <translation>La burbuja</translation>
    </message>
    <message>
        <source>In the money</source>
        <translation>En los premios</translation>
    </message>
    <message>
        <source>The final table</source>
        <translation>La mesa final</translation>
    </message>
</context>
<context>
    <name>domain.structure.levels</name>
    <message>
        <source>Level {level}</source>
        <translation>Nivel {level}</translation>
    </message>
    <message>
        <source>The break after level {level}</source>
        <translation>El descanso tras el nivel {level}</translation>
    </message>
    <message>
        <source>The break before level 1</source>
        <translation>El descanso antes del nivel 1</translation>
    </message>
</context>
<context>
    <name>domain.tournament.late_policies</name>
    <message>
        <source>full starting stack (TDA 2024 Rule 8-A)</source>
        <translation>stack inicial completo (TDA 2024 Rule 8-A)</translation>
    </message>
    <message>
        <source>small + big blind of every level started deducted (House A-4)</source>
        <translation>ciegas de cada nivel descontadas (House A-4)</translation>
    </message>
    <message>
        <source>a fixed number of chips deducted for every level started (house policy)</source>
        <translation>fichas fijas descontadas por nivel empezado (regla de la casa)</translation>
    </message>
    <message>
        <source>small blind, big blind and ante of every level started deducted</source>
        <translation>ciegas y ante de cada nivel empezado descontadas</translation>
    </message>
    <message>
        <source>small + big blind of every level started deducted, up to a cap (house policy)</source>
        <translation>ciegas de cada nivel descontadas, con tope (regla de la casa)</translation>
    </message>
</context>
<context>
    <name>domain.tournament.settings</name>
    <message>
        <source>the highest-numbered of the fullest tables</source>
        <extracomment>Rulebook id → title, read from the rulebook records. Which of the fullest tables gives a player (TDA 2024 Rule 11-C), as the director reads it.</extracomment>
        <translation>la mesa más llena de número más alto</translation>
    </message>
    <message>
        <source>the lowest-numbered of the fullest tables</source>
        <translation>la mesa más llena de número más bajo</translation>
    </message>
    <message>
        <source>share the places, as at different tables</source>
        <extracomment>Players busted on one hand-for-hand hand at the same table: RP-8-A has them share the places paid on that hand, whichever table they sat at; a house may order them by their chips at the start of the hand instead (a house rule, named as one).</extracomment>
        <translation>compartir los puestos, como en mesas distintas</translation>
    </message>
    <message>
        <source>more chips at the start of the hand finishes higher (house rule)</source>
        <translation>más fichas al inicio de la mano, mejor puesto (regla de la casa)</translation>
    </message>
    <message>
        <source>fixed: the eliminator is paid the whole bounty</source>
        <extracomment>How an elimination pays the bounty on the busted entry&apos;s head: all of it in cash (a fixed knockout), or, in a progressive knockout (PKO), a share in cash and the rest onto the eliminator&apos;s own bounty (``domain.results.bounties``); in a mystery bounty every bounty goes into a set of prizes and, from a chosen moment, each elimination draws one of them (``domain.results.mystery``).</extracomment>
        <translation>fija: quien elimina cobra toda la recompensa</translation>
    </message>
    <message>
        <source>progressive: a share in cash, the rest onto the eliminator&apos;s bounty</source>
        <translation>progresiva: parte en efectivo, resto a la recompensa de quien elimina</translation>
    </message>
    <message>
        <source>mystery: from a chosen moment each elimination draws a prize</source>
        <translation>misteriosa: desde un momento, cada eliminación saca un premio</translation>
    </message>
    <message>
        <source>drawn by the winner</source>
        <extracomment>Where a mystery bounty&apos;s draws left at the end of the night go.</extracomment>
        <translation>los saca el ganador</translation>
    </message>
    <message>
        <source>split among the final table&apos;s players</source>
        <translation>repartidos entre los jugadores de la mesa final</translation>
    </message>
    <message>
        <source>Full names</source>
        <extracomment>How the web companion shows players&apos; names (``floortool.web``).</extracomment>
        <translation>Nombres completos</translation>
    </message>
    <message>
        <source>Initials only</source>
        <translation>Solo iniciales</translation>
    </message>
    <message>
        <source>in cash to the next place</source>
        <extracomment>The views a room screen of the web companion rotates through (``/display``). Where a satellite&apos;s pool left over after the seats goes (``domain.results.satellite``).</extracomment>
        <translation>en efectivo al siguiente puesto</translation>
    </message>
    <message>
        <source>split among the seat winners</source>
        <translation>repartido entre los ganadores de asiento</translation>
    </message>
    <message>
        <source>Closed: the desk registers players</source>
        <extracomment>Whether players may sign up from their phones (``domain.registration.sign_ups``).</extracomment>
        <translation>Cerrada: el mostrador inscribe a los jugadores</translation>
    </message>
    <message>
        <source>Open: players sign up from their phones</source>
        <translation>Abierta: los jugadores se preinscriben desde el móvil</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>The kinds of setting: what its value is and how it is typed in. The dialog&apos;s sections, in order. Each section&apos;s heading, as the director reads it.</extracomment>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <source>Late registration</source>
        <translation>Registro tardío</translation>
    </message>
    <message>
        <source>Re-entries, rebuys and add-ons</source>
        <translation>Reentradas, recompras y add-ons</translation>
    </message>
    <message>
        <source>Flight</source>
        <translation>Flight</translation>
    </message>
    <message>
        <source>no sound</source>
        <extracomment>The automation&apos;s section: edited in its own dialog (*Clock &gt; Automation…*), not in the settings dialog&apos;s sections. The sounds a moment may play (the bundled cues, ``resources/sounds``).</extracomment>
        <translation>sin sonido</translation>
    </message>
    <message>
        <source>level chime</source>
        <translation>campana de nivel</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>aviso</translation>
    </message>
    <message>
        <source>break-over chime</source>
        <translation>campana de vuelta</translation>
    </message>
    <message>
        <source>no flash</source>
        <translation>sin destello</translation>
    </message>
    <message>
        <source>flash</source>
        <translation>destello</translation>
    </message>
    <message>
        <source>Sound</source>
        <extracomment>The automation&apos;s four actions: the setting&apos;s id is ``on_&lt;moment&gt;_&lt;action&gt;``.</extracomment>
        <translation>Sonido</translation>
    </message>
    <message>
        <source>{moment}: the sound the window plays (none: silent)</source>
        <translation>{moment}: el sonido que reproduce la ventana (ninguno: silencio)</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>no line</source>
        <translation>sin línea</translation>
    </message>
    <message>
        <source>{moment}: the line spoken where speech is on, and shown for the seconds given; fields in braces such as {{level}}, {{blinds}}, {{players_left}} (blank: none)</source>
        <translation>{moment}: la línea que se dice donde la voz está activada, y se muestra los segundos indicados; campos entre llaves como {{level}}, {{blinds}}, {{players_left}} (en blanco: ninguna)</translation>
    </message>
    <message>
        <source>Show for</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source> seconds</source>
        <translation> segundos</translation>
    </message>
    <message>
        <source>not shown</source>
        <translation>no se muestra</translation>
    </message>
    <message>
        <source>{moment}: the seconds the line shows over every room screen (0: not shown)</source>
        <translation>{moment}: los segundos que la línea se muestra en cada pantalla de sala (0: no se muestra)</translation>
    </message>
    <message>
        <source>Flash</source>
        <translation>Destello</translation>
    </message>
    <message>
        <source>{moment}: flash the room&apos;s screens (on or off)</source>
        <translation>{moment}: hacer destellar las pantallas de la sala (sí o no)</translation>
    </message>
    <message>
        <source>Level {level}: blinds {blinds}.</source>
        <extracomment>What the room is told at a level by default (today&apos;s spoken announcement), and at a break: templates (their fields filled when a moment comes), said in the station&apos;s language while they stay as they are; a line the director typed is said as typed.</extracomment>
        <translation>Nivel {level}: ciegas {blinds}.</translation>
    </message>
    <message>
        <source>Break: {minutes} minutes.</source>
        <translation>Descanso: {minutes} minutos.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>the event&apos;s name</source>
        <translation>el nombre del torneo</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>event type text (FTR / FTRA select FTR decks)</source>
        <translation>texto del tipo de torneo (FTR / FTRA eligen barajas FTR)</translation>
    </message>
    <message>
        <source>e.g. No-Limit Hold&apos;em freezeout (FTR, FTRA)</source>
        <translation>p. ej. No-Limit Hold&apos;em freezeout (FTR, FTRA)</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>the rulebook the floor follows (it sets late registration&apos;s defaults)</source>
        <translation>el reglamento que sigue el floor (fija los valores por defecto del registro tardío)</translation>
    </message>
    <message>
        <source>Hand-for-hand, one table</source>
        <translation>Mano a mano, una mesa</translation>
    </message>
    <message>
        <source>players busted on one hand-for-hand hand at the same table: share the places (TDA 2024 RP-8-A makes no exception for one table), or, as a house rule, more chips at the start of the hand finishes higher (Robert&apos;s events always go by chips, A-17)</source>
        <translation>jugadores eliminados en una misma mano del mano a mano en la misma mesa: compartir los puestos (TDA 2024 RP-8-A no hace excepción para una mesa) o, como regla de la casa, más fichas al comienzo de la mano termina más arriba (Robert&apos;s siempre va por fichas, A-17)</translation>
    </message>
    <message>
        <source>Names on the web</source>
        <translation>Nombres en la web</translation>
    </message>
    <message>
        <source>how the web companion&apos;s pages show players&apos; names: full, or initials only</source>
        <translation>cómo muestran las páginas web de apoyo los nombres de los jugadores: completos o solo iniciales</translation>
    </message>
    <message>
        <source>Screen views</source>
        <translation>Vistas de pantalla</translation>
    </message>
    <message>
        <source>the views the web room screens (/display) rotate through, in order: {views}</source>
        <translation>las vistas que recorren las pantallas de sala web (/display), en orden: {views}</translation>
    </message>
    <message>
        <source>Screen view time</source>
        <translation>Tiempo por vista</translation>
    </message>
    <message>
        <source>how long a web room screen shows each view (each page of the seating)</source>
        <translation>cuánto tiempo muestra una pantalla de sala web cada vista (cada página de los asientos)</translation>
    </message>
    <message>
        <source>Live status feed</source>
        <translation>Canal de estado en directo</translation>
    </message>
    <message>
        <source>No live status feed</source>
        <translation>Sin canal de estado en directo</translation>
    </message>
    <message>
        <source>where the window (or the web companion&apos;s server) sends the event&apos;s live status as JSON on every change and every 30 seconds: an http or https address</source>
        <translation>adónde envía la ventana (o el servidor web de apoyo) el estado en directo del torneo en JSON con cada cambio y cada 30 segundos: una dirección http o https</translation>
    </message>
    <message>
        <source>Sign-up from phones</source>
        <translation>Preinscripción por móvil</translation>
    </message>
    <message>
        <source>open: the room display and the poster show a code that opens the sign-up page, and each sign-up waits at the desk until the money is taken</source>
        <translation>abierta: la pantalla de sala y el cartel muestran un código que abre la página de preinscripción, y cada preinscripción espera en el mostrador hasta cobrar el dinero</translation>
    </message>
    <message>
        <source>Sign-ups waiting at most</source>
        <translation>Preinscripciones en espera como máximo</translation>
    </message>
    <message>
        <source> players</source>
        <translation> jugadores</translation>
    </message>
    <message>
        <source>the most sign-ups from phones that may wait at the desk at once</source>
        <translation>el máximo de preinscripciones por móvil que pueden esperar a la vez en el mostrador</translation>
    </message>
    <message>
        <source>Late entrants get</source>
        <translation>Los que entran tarde reciben</translation>
    </message>
    <message>
        <source>what a late entrant gets (default: the rulebook&apos;s)</source>
        <translation>lo que recibe quien entra tarde (por defecto: lo del reglamento)</translation>
    </message>
    <message>
        <source>Closes at the end of</source>
        <translation>Cierra al final del</translation>
    </message>
    <message>
        <source>Never by itself</source>
        <translation>Nunca por sí solo</translation>
    </message>
    <message>
        <source>Late registration closes at the end of this level (or when you close it)</source>
        <translation>El registro tardío cierra al final de este nivel (o cuando usted lo cierre)</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Stack inicial</translation>
    </message>
    <message>
        <source>chips every entrant starts with</source>
        <translation>las fichas con las que empieza cada entrada</translation>
    </message>
    <message>
        <source> chips</source>
        <translation> fichas</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <source>the prize part of an entry: 50 or 50.00</source>
        <translation>la parte de una entrada que va a premios: 50 o 50.00</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Cuota</translation>
    </message>
    <message>
        <source>the house&apos;s part of an entry: 5 or 5.00</source>
        <translation>la parte de la casa en una entrada: 5 o 5.00</translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation>Recompensa</translation>
    </message>
    <message>
        <source>knockout bounty: paid out of each buy-in to whoever busts the entry (blank or 0: no bounties)</source>
        <translation>recompensa de knockout: se paga de cada buy-in a quien elimina la entrada (en blanco o 0: sin recompensas)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Bounty format</source>
        <translation>Formato de recompensa</translation>
    </message>
    <message>
        <source>fixed: the eliminator is paid the whole bounty; progressive (PKO): a share in cash, the rest onto the eliminator&apos;s own bounty (the Bounty is each entry&apos;s starting bounty); mystery: every bounty goes into a set of prizes, and from a chosen moment each elimination draws one</source>
        <translation>fija: quien elimina cobra toda la recompensa; progresiva (PKO): una parte en efectivo, el resto a la recompensa de quien elimina (la Recompensa es la inicial de cada entrada); misteriosa: todas las recompensas forman un lote de premios y, desde un momento elegido, cada eliminación saca uno</translation>
    </message>
    <message>
        <source>PKO cash share</source>
        <translation>Parte en efectivo PKO</translation>
    </message>
    <message>
        <source>progressive knockout: the share of a busted entry&apos;s bounty paid to the eliminator in cash (default 50); the rest goes onto the eliminator&apos;s own bounty</source>
        <translation>knockout progresivo: la parte de la recompensa de una entrada eliminada que se paga en efectivo a quien elimina (50 por defecto); el resto va a su propia recompensa</translation>
    </message>
    <message>
        <source>Mystery draws from level</source>
        <translation>Sorteos misteriosos desde el nivel</translation>
    </message>
    <message>
        <source>In the money</source>
        <translation>En los premios</translation>
    </message>
    <message>
        <source>mystery bounty: eliminations draw a prize from the start of this level on (blank: once the players left are all paid); before it they pay nothing</source>
        <translation>recompensa misteriosa: las eliminaciones sacan un premio desde el inicio de este nivel (en blanco: cuando todos los jugadores restantes cobran); antes no pagan nada</translation>
    </message>
    <message>
        <source>Mystery draws left</source>
        <translation>Sorteos misteriosos sobrantes</translation>
    </message>
    <message>
        <source>mystery bounty: the prizes nobody drew by the end go to the winner, or are split evenly among the final table&apos;s players</source>
        <translation>recompensa misteriosa: los premios que nadie sacó al final van al ganador, o se reparten a partes iguales entre los jugadores de la mesa final</translation>
    </message>
    <message>
        <source>PKO rounding</source>
        <translation>Redondeo PKO</translation>
    </message>
    <message>
        <source>to the cent</source>
        <translation>al céntimo</translation>
    </message>
    <message>
        <source>progressive knockout: pay the cash part of a bounty in whole units of this (e.g. 1.00 or 5.00, the smallest chip or note at the cage); what is left over goes onto the eliminator&apos;s own bounty (blank or 0: to the cent); mystery bounty: a split prize is shared in these units</source>
        <translation>knockout progresivo: pagar la parte en efectivo de una recompensa en unidades enteras de esto (p. ej. 1.00 o 5.00, la ficha o el billete más pequeño de la caja); lo que sobra va a la recompensa de quien elimina (en blanco o 0: al céntimo); recompensa misteriosa: un premio repartido se reparte en estas unidades</translation>
    </message>
    <message>
        <source>Satellite seat</source>
        <translation>Asiento del satélite</translation>
    </message>
    <message>
        <source>not a satellite</source>
        <translation>no es un satélite</translation>
    </message>
    <message>
        <source>a satellite: the value of one seat it awards; seats = prize pool / seat value, and play stops when the players left equal the seats (0: not a satellite)</source>
        <translation>un satélite: el valor de un asiento que otorga; asientos = bote de premios / valor del asiento, y el juego se detiene cuando los jugadores restantes igualan los asientos (0: no es un satélite)</translation>
    </message>
    <message>
        <source>Satellite remainder</source>
        <translation>Resto del satélite</translation>
    </message>
    <message>
        <source>the pool left over after the seats: paid in cash to the next place (as GGPoker&apos;s satellite rules do), or split among the seat winners</source>
        <translation>el bote que sobra tras los asientos: se paga en efectivo al siguiente puesto (como en las reglas de satélites de GGPoker), o se reparte entre los ganadores de asiento</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <source>how many tables the event uses; 0: one after another as the field grows</source>
        <translation>cuántas mesas usa el torneo; 0: una tras otra según crece el field</translation>
    </message>
    <message>
        <source>as the field grows</source>
        <translation>según el field</translation>
    </message>
    <message>
        <source>Seats per table</source>
        <translation>Asientos por mesa</translation>
    </message>
    <message>
        <source>seats at every table ({low} to {high})</source>
        <translation>asientos en cada mesa ({low} a {high})</translation>
    </message>
    <message>
        <source> seats</source>
        <translation> asientos</translation>
    </message>
    <message>
        <source>Chips per level</source>
        <translation>Fichas por nivel</translation>
    </message>
    <message>
        <source>chips deducted per level started (the &apos;per-level&apos; policy)</source>
        <translation>fichas descontadas por nivel empezado (la regla &apos;per-level&apos;)</translation>
    </message>
    <message>
        <source>Deduct at most</source>
        <translation>Descontar como máximo</translation>
    </message>
    <message>
        <source>the most chips the blinds deducted may take (the &apos;capped-blinds&apos; policy)</source>
        <translation>el máximo de fichas que pueden llevarse las ciegas descontadas (la regla &apos;capped-blinds&apos;)</translation>
    </message>
    <message>
        <source>Re-entries per player</source>
        <translation>Reentradas por jugador</translation>
    </message>
    <message>
        <source>re-entries per player (default 0: a freezeout)</source>
        <translation>reentradas por jugador (0 por defecto: un freezeout)</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <source>none (freezeout)</source>
        <translation>ninguna (freezeout)</translation>
    </message>
    <message>
        <source>Rebuys per entry</source>
        <translation>Recompras por entrada</translation>
    </message>
    <message>
        <source>rebuys per entry (default 0: none)</source>
        <translation>recompras por entrada (0 por defecto: ninguna)</translation>
    </message>
    <message>
        <source>Rebuys until the end of</source>
        <translation>Recompras hasta el final del</translation>
    </message>
    <message>
        <source>rebuys end at the end of this level</source>
        <translation>las recompras terminan al final de este nivel</translation>
    </message>
    <message>
        <source>No level limit</source>
        <translation>Sin límite de nivel</translation>
    </message>
    <message>
        <source>Rebuy with at most</source>
        <translation>Recompra con como máximo</translation>
    </message>
    <message>
        <source>a player may rebuy with at most this many chips (blank: the starting stack)</source>
        <translation>un jugador puede recomprar con como máximo estas fichas (en blanco: el stack inicial)</translation>
    </message>
    <message>
        <source>the starting stack</source>
        <translation>el stack inicial</translation>
    </message>
    <message>
        <source>Rebuy chips</source>
        <translation>Fichas de recompra</translation>
    </message>
    <message>
        <source>chips a rebuy gives (blank: the starting stack)</source>
        <translation>fichas que da una recompra (en blanco: el stack inicial)</translation>
    </message>
    <message>
        <source>Rebuy price</source>
        <translation>Precio de la recompra</translation>
    </message>
    <message>
        <source>a rebuy&apos;s prize money (blank: the buy-in)</source>
        <translation>el dinero de una recompra que va a premios (en blanco: el buy-in)</translation>
    </message>
    <message>
        <source>the buy-in</source>
        <translation>el buy-in</translation>
    </message>
    <message>
        <source>Rebuy fee</source>
        <translation>Cuota de recompra</translation>
    </message>
    <message>
        <source>a rebuy&apos;s fee to the house (blank: the fee)</source>
        <translation>la cuota de una recompra para la casa (en blanco: la cuota)</translation>
    </message>
    <message>
        <source>the fee</source>
        <translation>la cuota</translation>
    </message>
    <message>
        <source>Add-ons per entry</source>
        <translation>Add-ons por entrada</translation>
    </message>
    <message>
        <source>add-ons per entry (default 0: none)</source>
        <translation>add-ons por entrada (0 por defecto: ninguno)</translation>
    </message>
    <message>
        <source>Add-ons until the end of</source>
        <translation>Add-ons hasta el final del</translation>
    </message>
    <message>
        <source>add-ons are offered through the end of this level and the break after it</source>
        <translation>los add-ons se ofrecen hasta el final de este nivel y en el descanso que sigue</translation>
    </message>
    <message>
        <source>Add-on chips</source>
        <translation>Fichas de add-on</translation>
    </message>
    <message>
        <source>chips an add-on gives (blank: the starting stack)</source>
        <translation>fichas que da un add-on (en blanco: el stack inicial)</translation>
    </message>
    <message>
        <source>Add-on price</source>
        <translation>Precio del add-on</translation>
    </message>
    <message>
        <source>an add-on&apos;s prize money (blank: the buy-in)</source>
        <translation>el dinero de un add-on que va a premios (en blanco: el buy-in)</translation>
    </message>
    <message>
        <source>Add-on fee</source>
        <translation>Cuota de add-on</translation>
    </message>
    <message>
        <source>an add-on&apos;s fee to the house (blank: the fee)</source>
        <translation>la cuota de un add-on para la casa (en blanco: la cuota)</translation>
    </message>
    <message>
        <source>This event is</source>
        <translation>Este torneo es</translation>
    </message>
    <message>
        <source>this event is a flight (Day 1A, 1B ...) of that Day 2 event</source>
        <translation>este torneo es un flight (Day 1A, 1B…) de ese torneo Day 2</translation>
    </message>
    <message>
        <source>Not a flight</source>
        <translation>No es un flight</translation>
    </message>
    <message>
        <source>Table order</source>
        <translation>Orden de mesas</translation>
    </message>
    <message>
        <source>the order tables open in as the field grows (blank: 1, 2, 3 ...)</source>
        <translation>el orden en que se abren las mesas según crece el field (en blanco: 1, 2, 3…)</translation>
    </message>
    <message>
        <source>1, 2, 3 ... (or e.g. 1-10, 21-30:10)</source>
        <translation>1, 2, 3… (o p. ej. 1-10, 21-30:10)</translation>
    </message>
    <message>
        <source>Tables differ by at most</source>
        <translation>Las mesas difieren como máximo en</translation>
    </message>
    <message>
        <source>the largest difference allowed between the fullest and the shortest table; 1 moves a player as soon as a table is two short</source>
        <translation>la mayor diferencia permitida entre la mesa más llena y la más corta; 1 mueve a un jugador en cuanto a una mesa le faltan dos</translation>
    </message>
    <message>
        <source> player(s)</source>
        <translation> jugador(es)</translation>
    </message>
    <message>
        <source>Early in the event</source>
        <translation>Al principio del torneo</translation>
    </message>
    <message>
        <source>balance more loosely while many tables are open, then tighten</source>
        <translation>equilibrar con más holgura mientras hay muchas mesas abiertas, luego ajustar</translation>
    </message>
    <message>
        <source>no early tolerance</source>
        <translation>sin tolerancia inicial</translation>
    </message>
    <message>
        <source>while more than</source>
        <translation>mientras haya más de</translation>
    </message>
    <message>
        <source>... while more than this many tables are open</source>
        <translation>… mientras haya abiertas más mesas que estas</translation>
    </message>
    <message>
        <source> tables</source>
        <translation> mesas</translation>
    </message>
    <message>
        <source>Break order</source>
        <translation>Orden de rotura</translation>
    </message>
    <message>
        <source>tables to break first, in order, e.g. &quot;12, 11, 30-21&quot;; the others break highest number first</source>
        <translation>mesas que se rompen primero, en orden, p. ej. &quot;12, 11, 30-21&quot;; las demás se rompen empezando por el número más alto</translation>
    </message>
    <message>
        <source>Highest number first (or e.g. 12, 11, 30-21)</source>
        <translation>Número más alto primero (o p. ej. 12, 11, 30-21)</translation>
    </message>
    <message>
        <source>A player comes from</source>
        <translation>Un jugador viene de</translation>
    </message>
    <message>
        <source>which table gives a player when several are fullest</source>
        <translation>qué mesa cede un jugador cuando varias son las más llenas</translation>
    </message>
    <message>
        <source>Break tables to seat</source>
        <translation>Romper mesas para sentar</translation>
    </message>
    <message>
        <source>break a table as soon as the others seat everyone at this many players per table (e.g. 9 at 10-seat tables)</source>
        <translation>romper una mesa en cuanto las demás sientan a todos con estos jugadores por mesa (p. ej. 9 en mesas de 10)</translation>
    </message>
    <message>
        <source>Every seat</source>
        <translation>Cada asiento</translation>
    </message>
    <message>
        <source> per table</source>
        <translation> por mesa</translation>
    </message>
    <message>
        <source>Final table</source>
        <translation>Mesa final</translation>
    </message>
    <message>
        <source>players at the final table (two tables of five make a 9-handed final)</source>
        <translation>jugadores en la mesa final (dos mesas de cinco hacen una final de 9)</translation>
    </message>
    <message>
        <source>A full table</source>
        <translation>Una mesa llena</translation>
    </message>
</context>
<context>
    <name>door_checklist</name>
    <message>
        <source>Before the doors open</source>
        <translation>Antes de abrir las puertas</translation>
    </message>
    <message>
        <source>Register players first</source>
        <translation>Inscriba primero a los jugadores</translation>
    </message>
    <message>
        <source>{waiting} waiting for a seat</source>
        <translation>{waiting} esperando asiento</translation>
    </message>
    <message>
        <source>Tables uneven: draw seats to even them at random</source>
        <translation>Mesas desiguales: sortee los asientos para igualarlas al azar</translation>
    </message>
    <message>
        <source>Everyone has a seat</source>
        <translation>Todos tienen asiento</translation>
    </message>
    <message>
        <source>Structure set</source>
        <translation>Estructura fijada</translation>
    </message>
    <message>
        <source>{count} level</source>
        <translation>{count} nivel</translation>
    </message>
    <message>
        <source>{count} levels</source>
        <translation>{count} niveles</translation>
    </message>
    <message>
        <source>No levels yet</source>
        <translation>Todavía no hay niveles</translation>
    </message>
    <message>
        <source>Players registered</source>
        <translation>Jugadores inscritos</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} jugador</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} jugadores</translation>
    </message>
    <message>
        <source>Nobody yet</source>
        <translation>Nadie todavía</translation>
    </message>
    <message>
        <source>Seats drawn</source>
        <translation>Asientos sorteados</translation>
    </message>
    <message>
        <source>Seat cards printed</source>
        <translation>Tarjetas impresas</translation>
    </message>
    <message>
        <source>Every seat&apos;s card printed</source>
        <translation>Impresa la tarjeta de cada asiento</translation>
    </message>
    <message>
        <source>{count} card to print</source>
        <translation>{count} tarjeta por imprimir</translation>
    </message>
    <message>
        <source>{count} cards to print</source>
        <translation>{count} tarjetas por imprimir</translation>
    </message>
    <message>
        <source>Draw seats first</source>
        <translation>Sortee primero los asientos</translation>
    </message>
    <message>
        <source>Start the clock</source>
        <translation>Iniciar el reloj</translation>
    </message>
    <message>
        <source>When the doors open</source>
        <translation>Al abrir las puertas</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Estructura</translation>
    </message>
    <message>
        <source>Levels, breaks and antes on the Structure page</source>
        <translation>Niveles, descansos y antes en la página Estructura</translation>
    </message>
    <message>
        <source>Register…</source>
        <translation>Inscribir…</translation>
    </message>
    <message>
        <source>The registration desk (Ctrl+R)</source>
        <translation>El mostrador de inscripción (Ctrl+R)</translation>
    </message>
    <message>
        <source>Draw seats</source>
        <translation>Sortear asientos</translation>
    </message>
    <message>
        <source>The same draw as the Tables page&apos;s Draw seats</source>
        <translation>El mismo sorteo que «Sortear asientos» de la página Mesas</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>The seat cards not printed yet, on the Reports page</source>
        <translation>Las tarjetas de asiento aún no impresas, en la página Documentos</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Start the clock (Space)</source>
        <translation>Iniciar el reloj (Espacio)</translation>
    </message>
</context>
<context>
    <name>entries</name>
    <message>
        <source>seated</source>
        <extracomment>Status words as the floor says them.</extracomment>
        <translation>sentado</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>esperando</translation>
    </message>
    <message>
        <source>busted</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <source>to Day 2</source>
        <translation>al Day 2</translation>
    </message>
    <message>
        <source>{text} (alt {alternate})</source>
        <extracomment>Sort keys put the waiting list after every seat and busted entries after it.</extracomment>
        <translation>{text} (suplente {alternate})</translation>
    </message>
    <message>
        <source>{name}, entry {entry_number} (#{id})</source>
        <translation>{name}, entrada {entry_number} (#{id})</translation>
    </message>
    <message>
        <source>registered in level {level}</source>
        <translation>inscrito en el nivel {level}</translation>
    </message>
    <message>
        <source>{deduction} chips deducted</source>
        <translation>{deduction} fichas descontadas</translation>
    </message>
    <message>
        <source>counted at {0} UTC</source>
        <translation>contado a las {0} UTC</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>{action}: not done</source>
        <translation>{action}: no realizado</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>No se ha cambiado nada.</translation>
    </message>
    <message>
        <source>floortool: unexpected error</source>
        <translation>floortool: error inesperado</translation>
    </message>
    <message>
        <source>Something went wrong: {kind}: {error}</source>
        <translation>Algo salió mal: {kind}: {error}</translation>
    </message>
    <message>
        <source>Actions already done are saved in the journal. The error was written to the log in {0}; please send it to whoever looks after floortool.</source>
        <translation>Las acciones ya hechas están guardadas en el diario. El error se escribió en el registro en {0}; envíelo a quien se ocupe de floortool.</translation>
    </message>
    <message>
        <source>Action</source>
        <extracomment>The window the message boxes belong to (set once the main window exists; not ``QApplication.activeWindow()``, which PySide6 6.12.0 mis-counts when it is None).</extracomment>
        <translation>Acción</translation>
    </message>
</context>
<context>
    <name>event_dialog</name>
    <message>
        <source>New event</source>
        <translation>Nuevo torneo</translation>
    </message>
    <message>
        <source>Create event</source>
        <translation>Crear torneo</translation>
    </message>
    <message>
        <source>Open event</source>
        <translation>Abrir torneo</translation>
    </message>
    <message>
        <source>Double-click an event, or select it and press Open.</source>
        <translation>Haga doble clic en un torneo, o selecciónelo y pulse Abrir.</translation>
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
        <translation>Cuota</translation>
    </message>
    <message>
        <source>closes at the end of level {close_level}</source>
        <translation>cierra al final del nivel {close_level}</translation>
    </message>
    <message>
        <source>closes when you say</source>
        <translation>cierra cuando usted lo diga</translation>
    </message>
    <message>
        <source>Late entries: {0}; registration {closes}.</source>
        <translation>Entradas tardías: {0}; inscripción {closes}.</translation>
    </message>
    <message>
        <source>e.g. Tuesday League, week 12</source>
        <translation>p. ej. Liga del martes, semana 12</translation>
    </message>
    <message>
        <source>e.g. No-Limit Hold&apos;em freezeout (FTR, FTRA)</source>
        <translation>p. ej. No-Limit Hold&apos;em freezeout (FTR, FTRA)</translation>
    </message>
    <message>
        <source> chips</source>
        <translation> fichas</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation>&amp;Tipo</translation>
    </message>
    <message>
        <source>&amp;Rulebook</source>
        <translation>&amp;Reglamento</translation>
    </message>
    <message>
        <source>Starting &amp;stack</source>
        <translation>&amp;Stack inicial</translation>
    </message>
    <message>
        <source>&amp;Buy-in</source>
        <translation>&amp;Buy-in</translation>
    </message>
    <message>
        <source>&amp;Fee</source>
        <translation>&amp;Cuota</translation>
    </message>
</context>
<context>
    <name>event_settings_dialog</name>
    <message>
        <source>Only the settings you change are sent, as one action that Edit &gt; Undo takes back. A blank rebuy or add-on amount means the default shown in grey: the starting stack, the buy-in or the fee.</source>
        <extracomment>The dialog&apos;s size: wide enough for the rulebooks&apos; and policies&apos; long titles. The early tolerance&apos;s two settings share one row.</extracomment>
        <translation>Solo se envían los ajustes que cambie, como una acción que Editar &gt; Deshacer revierte. Un importe de recompra o add-on en blanco significa el valor por defecto en gris: el stack inicial, el buy-in o la cuota.</translation>
    </message>
    <message>
        <source>A knockout bounty comes out of every entry&apos;s buy-in (re-entries too) and is paid to whoever eliminates that entry (in a progressive knockout, the cash share is paid and the rest added to the eliminator&apos;s own bounty); the winner keeps their own. It is not in the prize pool. Rebuys and add-ons carry no bounty.</source>
        <translation>Una recompensa de knockout sale del buy-in de cada entrada (también reentradas) y se paga a quien elimina esa entrada (en un knockout progresivo se paga la parte en efectivo y el resto se suma a la recompensa del eliminador); el ganador conserva la suya. No forma parte del bote de premios. Recompras y add-ons no llevan recompensa.</translation>
    </message>
    <message>
        <source>A flight (Day 1A, 1B…) sends its survivors on to a Day 2 event.</source>
        <translation>Un flight (Day 1A, 1B…) envía a sus supervivientes a un torneo Day 2.</translation>
    </message>
    <message>
        <source>Balancing moves a player when tables differ by more than the tolerance ({0}); tables break in the break order ({1}); the final table is redrawn when everyone fits at it ({2}).</source>
        <translation>El equilibrado mueve a un jugador cuando las mesas difieren en más de la tolerancia ({0}); las mesas se cierran en el orden de cierre ({1}); la mesa final se resortea cuando todos caben en ella ({2}).</translation>
    </message>
    <message>
        <source>Flight of {name}</source>
        <translation>Flight de {name}</translation>
    </message>
    <message>
        <source>an event no longer listed</source>
        <translation>un torneo que ya no aparece</translation>
    </message>
    <message>
        <source>Flight of {named}</source>
        <translation>Flight de {named}</translation>
    </message>
    <message>
        <source>Other events are flights of this one, so it cannot be a flight itself.</source>
        <translation>Otros torneos son flights de este, así que no puede ser un flight.</translation>
    </message>
    <message>
        <source>The Day 2 event this event&apos;s survivors go on to</source>
        <translation>El torneo Day 2 al que pasan los supervivientes de este torneo</translation>
    </message>
    <message>
        <source>Event settings</source>
        <translation>Ajustes del torneo</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Guardar cambios</translation>
    </message>
    <message>
        <source>Event settings: {name}</source>
        <translation>Ajustes del torneo: {name}</translation>
    </message>
    <message>
        <source>{0}: busts on one hand are placed by chips ({1})</source>
        <translation>{0}: los eliminados en una misma mano se clasifican por fichas ({1})</translation>
    </message>
    <message>
        <source>{message} Nothing was changed.</source>
        <translation>{message} No se ha cambiado nada.</translation>
    </message>
    <message>
        <source>leaves {0} of each buy-in for the prize pool</source>
        <translation>deja {0} de cada buy-in para el bote de premios</translation>
    </message>
</context>
<context>
    <name>events</name>
    <message>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
</context>
<context>
    <name>final_draw</name>
    <message>
        <source>Seat {seat} · {player}{card}</source>
        <translation>Asiento {seat} · {player}{card}</translation>
    </message>
    <message>
        <source>Button: seat {button} ({0}, high card)</source>
        <translation>Botón: asiento {button} ({0}, carta alta)</translation>
    </message>
    <message>
        <source>{card}   Seat {seat} · {player}</source>
        <translation>{card}   Asiento {seat} · {player}</translation>
    </message>
    <message>
        <source>Final table: table {table}</source>
        <translation>Mesa final: mesa {table}</translation>
    </message>
    <message>
        <source>Seats: {rule}
Button: {button_rule}</source>
        <translation>Asientos: {rule}
Botón: {button_rule}</translation>
    </message>
</context>
<context>
    <name>floor_map</name>
    <message>
        <source>moved {count} time</source>
        <extracomment>How close to the visible edge a drag scrolls the map.</extracomment>
        <translation>movido {count} vez</translation>
    </message>
    <message>
        <source>moved {count} times</source>
        <translation>movido {count} veces</translation>
    </message>
    <message>
        <source>, {manual_moves} by hand</source>
        <translation>, {manual_moves} a mano</translation>
    </message>
    <message>
        <source>Table {number} seat {seat}</source>
        <translation>Mesa {number} asiento {seat}</translation>
    </message>
    <message>
        <source>dead button</source>
        <translation>botón muerto</translation>
    </message>
    <message>
        <source>dead small blind</source>
        <translation>ciega pequeña muerta</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>ciega pequeña</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>ciega grande</translation>
    </message>
    <message>
        <source>out of play</source>
        <translation>fuera de juego</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>locked to this seat</source>
        <translation>fijado a este asiento</translation>
    </message>
    <message>
        <source>{where}: {name} (player #{player_id}){tail}</source>
        <translation>{where}: {name} (jugador n.º {player_id}){tail}</translation>
    </message>
    <message>
        <source>Table {table} has finished the hand: its button moves on</source>
        <translation>La mesa {table} ha terminado la mano: su botón avanza</translation>
    </message>
    <message>
        <source>Table {table} is still playing the hand-for-hand hand</source>
        <translation>La mesa {table} sigue jugando la mano del mano a mano</translation>
    </message>
    <message>
        <source>Table {table} has finished the hand-for-hand hand</source>
        <translation>La mesa {table} ha terminado la mano del mano a mano</translation>
    </message>
    <message>
        <source>Table {table}: click for the table&apos;s actions (hand finished, button draw)</source>
        <translation>Mesa {table}: haga clic para las acciones de la mesa (mano terminada, sorteo del botón)</translation>
    </message>
</context>
<context>
    <name>floor_map_geometry</name>
    <message>
        <source>a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats}</source>
        <extracomment>Space between cards and around the grid. Between a seat box and the card&apos;s edge. Clear space between two seat boxes stacked in a column. The &quot;Hand finished&quot; button on the felt, and the tick of a table that has finished.</extracomment>
        <translation>una mesa tiene de {MIN_SEATS} a {MAX_SEATS} asientos, no {seats}</translation>
    </message>
    <message>
        <source>no room for the badge on a table of {0}</source>
        <translation>no cabe la insignia en una mesa de {0}</translation>
    </message>
</context>
<context>
    <name>floor_map_paint</name>
    <message>
        <source>Hand finished</source>
        <extracomment>A mark moved off the dealer button&apos;s way sits this far under the dealer&apos;s place.</extracomment>
        <translation>Mano terminada</translation>
    </message>
    <message>
        <source>FINAL TABLE</source>
        <translation>MESA FINAL</translation>
    </message>
    <message>
        <source>BUTTON?</source>
        <translation>¿BOTÓN?</translation>
    </message>
    <message>
        <source>DRAW BUTTON</source>
        <translation>SORTEAR BOTÓN</translation>
    </message>
    <message>
        <source>DEAD SB</source>
        <translation>CP MUERTA</translation>
    </message>
    <message>
        <source>DEAD BUTTON</source>
        <translation>BOTÓN MUERTO</translation>
    </message>
    <message>
        <source>out of play</source>
        <translation>fuera de juego</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
</context>
<context>
    <name>floor_page</name>
    <message>
        <source>New ruling…</source>
        <translation>Nueva decisión…</translation>
    </message>
    <message>
        <source>The ruling wizard, from the situation search</source>
        <translation>El asistente de decisiones, desde la búsqueda de situaciones</translation>
    </message>
    <message>
        <source>Clock call…</source>
        <translation>Reloj a un jugador…</translation>
    </message>
    <message>
        <source>Count down a clock called on a player (Ctrl+K); the tournament clock runs on</source>
        <translation>Contar atrás un reloj pedido a un jugador (Ctrl+K); el reloj del torneo sigue</translation>
    </message>
    <message>
        <source>What happened?</source>
        <translation>¿Qué ha pasado?</translation>
    </message>
    <message>
        <source>Incident log</source>
        <translation>Registro de incidentes</translation>
    </message>
    <message>
        <source>Calculators</source>
        <translation>Calculadoras</translation>
    </message>
    <message>
        <source>Rulings by {0}. Type what happened; Enter gives the ruling.</source>
        <translation>Decisiones según {0}. Escriba lo que pasó; Intro da la decisión.</translation>
    </message>
    <message>
        <source>Incident log ({total})</source>
        <translation>Registro de incidentes ({total})</translation>
    </message>
</context>
<context>
    <name>formula_lab</name>
    <message>
        <source>Presets…</source>
        <translation>Plantillas…</translation>
    </message>
    <message>
        <source>e.g. 10*sqrt(n)/sqrt(r)</source>
        <translation>p. ej. 10*sqrt(n)/sqrt(r)</translation>
    </message>
    <message>
        <source>Use for the season</source>
        <translation>Usar para la temporada</translation>
    </message>
    <message>
        <source>Make this the season&apos;s formula (a new rules version)</source>
        <translation>Hacer de esta la fórmula de la temporada (una nueva versión de las reglas)</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Fórmula</translation>
    </message>
    <message>
        <source>Tried on</source>
        <translation>Probada con</translation>
    </message>
    <message>
        <source>, imported</source>
        <translation>, importado</translation>
    </message>
    <message>
        <source>Type a formula to see its points per place.</source>
        <translation>Escriba una fórmula para ver sus puntos por puesto.</translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation>Sin avisos.</translation>
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
        <translation>Sin tiempo descontado del reloj (sigue detenido)</translation>
    </message>
    <message>
        <source>{0} per hand</source>
        <translation>{0} por mano</translation>
    </message>
    <message>
        <source>{text} (the most, {0})</source>
        <translation>{text} (como máximo, {0})</translation>
    </message>
    <message>
        <source>table {0}</source>
        <translation>mesa {0}</translation>
    </message>
    <message>
        <source>{count} table</source>
        <translation>{count} mesa</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation>{count} mesas</translation>
    </message>
    <message>
        <source>tables {0}</source>
        <translation>mesas {0}</translation>
    </message>
    <message>
        <source>clock held</source>
        <translation>reloj detenido</translation>
    </message>
    <message>
        <source>Hand-for-hand hand {hand}</source>
        <translation>Mano a mano, mano {hand}</translation>
    </message>
    <message>
        <source>waiting for </source>
        <translation>esperando a </translation>
    </message>
    <message>
        <source>every table has finished: deal the next hand</source>
        <translation>todas las mesas han terminado: repartir la siguiente mano</translation>
    </message>
    <message>
        <source>no table is dealing</source>
        <translation>ninguna mesa está repartiendo</translation>
    </message>
    <message>
        <source>Start hand-for-hand</source>
        <translation>Mano a mano</translation>
    </message>
    <message>
        <source>Finish this hand, then hold: the clock is held and every table reports each hand, which takes {0} off the clock ({1}). ▾ for another time per hand.</source>
        <translation>Terminar esta mano y luego detener: el reloj se detiene y cada mesa informa de cada mano, que descuenta {0} del reloj ({1}). ▾ para otro tiempo por mano.</translation>
    </message>
    <message>
        <source>Press Hand finished on a table&apos;s felt when its hand is over: the next hand deals when every table has finished, and each hand takes its minutes off the held clock.</source>
        <translation>Pulse Mano terminada en el tapete de una mesa cuando acabe su mano: la siguiente mano se reparte cuando todas las mesas han terminado, y cada mano descuenta sus minutos del reloj detenido.</translation>
    </message>
    <message>
        <source>Deal next hand now…</source>
        <translation>Repartir la siguiente mano…</translation>
    </message>
    <message>
        <source>Start the next hand at every table, even if some have not reported this one</source>
        <translation>Empezar la siguiente mano en todas las mesas, aunque algunas no hayan informado de esta</translation>
    </message>
    <message>
        <source>Stop hand-for-hand</source>
        <translation>Terminar mano a mano</translation>
    </message>
    <message>
        <source>Back to normal play: the clock runs again</source>
        <translation>Vuelta al juego normal: el reloj corre de nuevo</translation>
    </message>
</context>
<context>
    <name>headers</name>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Why it was rejected</source>
        <translation>Por qué se rechazó</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Apodo</translation>
    </message>
    <message>
        <source>Membership</source>
        <translation>Socio</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>Contacto</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entradas</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Deal amount</source>
        <translation>Importe del trato</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Función</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Paired</source>
        <translation>Emparejado</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Visto por última vez</translation>
    </message>
    <message>
        <source>The name the phone gave itself when it paired</source>
        <translation>El nombre que el móvil se dio al emparejarse</translation>
    </message>
    <message>
        <source>The one table a dealer phone acts on</source>
        <translation>La mesa en la que actúa un móvil de crupier</translation>
    </message>
    <message>
        <source>When the phone paired</source>
        <translation>Cuándo se emparejó el móvil</translation>
    </message>
    <message>
        <source>When the phone last acted on the floor</source>
        <translation>Cuándo actuó el móvil por última vez en el floor</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Stack</translation>
    </message>
    <message>
        <source>Deduction</source>
        <translation>Descuento</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation>Recompensa</translation>
    </message>
    <message>
        <source>Rebuys</source>
        <translation>Recompras</translation>
    </message>
    <message>
        <source>Add-ons</source>
        <translation>Add-ons</translation>
    </message>
    <message>
        <source>Chips bought</source>
        <translation>Fichas compradas</translation>
    </message>
    <message>
        <source>Last count</source>
        <translation>Último recuento</translation>
    </message>
    <message>
        <source>The player (nickname and membership number in the tooltip)</source>
        <translation>El jugador (apodo y número de socio en la información emergente)</translation>
    </message>
    <message>
        <source>1 for a first entry, 2 for the first re-entry ...</source>
        <translation>1 para una primera entrada, 2 para la primera reentrada…</translation>
    </message>
    <message>
        <source>Table number</source>
        <translation>Número de mesa</translation>
    </message>
    <message>
        <source>Seat number</source>
        <translation>Número de asiento</translation>
    </message>
    <message>
        <source>Chips received on entry: the starting stack less the deduction</source>
        <translation>Fichas recibidas al entrar: el stack inicial menos el descuento</translation>
    </message>
    <message>
        <source>Chips late registration took off the starting stack</source>
        <translation>Fichas que el registro tardío quitó del stack inicial</translation>
    </message>
    <message>
        <source>Seated, waiting for a seat (alternate), or busted</source>
        <translation>Sentado, esperando asiento (suplente) o eliminado</translation>
    </message>
    <message>
        <source>The bounty on this player&apos;s head now (a progressive knockout&apos;s grows with each hit)</source>
        <translation>La recompensa por este jugador ahora (en un knockout progresivo crece con cada eliminación)</translation>
    </message>
    <message>
        <source>Rebuys bought by this entry</source>
        <translation>Recompras compradas por esta entrada</translation>
    </message>
    <message>
        <source>Add-ons bought by this entry</source>
        <translation>Add-ons comprados por esta entrada</translation>
    </message>
    <message>
        <source>Every chip this entry brought into play: stack, rebuys and add-ons</source>
        <translation>Todas las fichas que esta entrada puso en juego: stack, recompras y add-ons</translation>
    </message>
    <message>
        <source>The stack at its last count (0 once busted; blank: not counted yet)</source>
        <translation>El stack en su último recuento (0 una vez eliminado; en blanco: aún sin contar)</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Buy-in + fee</source>
        <translation>Precio</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Creado</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Attend.</source>
        <translation>Asist.</translation>
    </message>
    <message>
        <source>Adjust.</source>
        <translation>Ajust.</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Torneos</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Rank; &apos;=&apos; when shared after every tie-break</source>
        <translation>Puesto; «=» si se comparte tras todos los desempates</translation>
    </message>
    <message>
        <source>Points counted + attendance + adjustments</source>
        <translation>Puntos contados + asistencia + ajustes</translation>
    </message>
    <message>
        <source>Event points counted (the best N events under best N of M)</source>
        <translation>Puntos de torneo contados (los N mejores torneos en «mejores N de M»)</translation>
    </message>
    <message>
        <source>Attendance points</source>
        <translation>Puntos de asistencia</translation>
    </message>
    <message>
        <source>Bonuses and penalties</source>
        <translation>Bonificaciones y penalizaciones</translation>
    </message>
    <message>
        <source>Events played (counted in brackets when fewer)</source>
        <translation>Torneos jugados (entre paréntesis los contados si son menos)</translation>
    </message>
    <message>
        <source>First places</source>
        <translation>Primeros puestos</translation>
    </message>
    <message>
        <source>Best finishing place</source>
        <translation>Mejor puesto final</translation>
    </message>
    <message>
        <source>Event points per event played</source>
        <translation>Puntos por torneo jugado</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Temporada</translation>
    </message>
    <message>
        <source>Events played</source>
        <translation>Torneos jugados</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Fórmula</translation>
    </message>
    <message>
        <source>Best of</source>
        <translation>Mejores de</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Cuenta</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Season&apos;s points</source>
        <translation>Puntos de la temporada</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detalle</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Importe</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Parte</translation>
    </message>
    <message>
        <source>Share (%)</source>
        <translation>Parte (%)</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <source>Bounties</source>
        <translation>Recompensas</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Eliminaciones</translation>
    </message>
    <message>
        <source>Eliminated by</source>
        <translation>Eliminado por</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Signed out</source>
        <translation>Retirado</translation>
    </message>
    <message>
        <source>Why this place</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Finishing place; shared places show as a range</source>
        <translation>Puesto final; los puestos compartidos se muestran como intervalo</translation>
    </message>
    <message>
        <source>The player</source>
        <translation>El jugador</translation>
    </message>
    <message>
        <source>Prize for the place (shared places split their prizes)</source>
        <translation>Premio del puesto (los puestos compartidos reparten sus premios)</translation>
    </message>
    <message>
        <source>Bounties won: the bounty of every player this entry eliminated (the winner&apos;s own too)</source>
        <translation>Recompensas ganadas: la recompensa de cada jugador que eliminó esta entrada (también la del ganador)</translation>
    </message>
    <message>
        <source>League points, once the event is recorded for a season (League page)</source>
        <translation>Puntos de liga, una vez registrado el torneo en una temporada (página Liga)</translation>
    </message>
    <message>
        <source>Eliminations this entry is credited with</source>
        <translation>Eliminaciones acreditadas a esta entrada</translation>
    </message>
    <message>
        <source>Who was credited with this elimination</source>
        <translation>A quién se acreditó esta eliminación</translation>
    </message>
    <message>
        <source>The level the player busted in (the winner: the level the tournament ended in)</source>
        <translation>El nivel en el que el jugador fue eliminado (el ganador: el nivel en que terminó el torneo)</translation>
    </message>
    <message>
        <source>Signed out to claim league points (house amendment A-16)</source>
        <translation>Retirado para reclamar puntos de liga (enmienda de la casa A-16)</translation>
    </message>
    <message>
        <source>The rule that decided the place, or the director&apos;s reason</source>
        <translation>La regla que decidió el puesto, o el motivo del director</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situación</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <source>When the ruling was recorded (local time)</source>
        <translation>Cuándo se registró la decisión (hora local)</translation>
    </message>
    <message>
        <source>The table it was given at</source>
        <translation>La mesa en la que se dio</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Lo que pasó</translation>
    </message>
    <message>
        <source>The ruling&apos;s first sentence (the whole record opens with a double-click)</source>
        <translation>La primera frase de la decisión (el registro completo se abre con doble clic)</translation>
    </message>
    <message>
        <source>The rules the ruling rests on</source>
        <translation>Las reglas en que se basa la decisión</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>Ticket</source>
        <translation>Ticket</translation>
    </message>
    <message>
        <source>Used in</source>
        <translation>Usado en</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Decided when the players left fit the seats</source>
        <translation>Decidido cuando los jugadores restantes cabían en las plazas</translation>
    </message>
    <message>
        <source>The code on the winner&apos;s voucher</source>
        <translation>El código del vale del ganador</translation>
    </message>
    <message>
        <source>The event that took the ticket as a paid buy-in</source>
        <translation>El torneo que tomó el ticket como buy-in pagado</translation>
    </message>
    <message>
        <source>The seat&apos;s value (with a share of the cash when it is split)</source>
        <translation>El valor de la plaza (con una parte del efectivo cuando se reparte)</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Ciega pequeña</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Ciega grande</translation>
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
        <translation>Minutos</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Colour-up</source>
        <translation>Cambio de color</translation>
    </message>
    <message>
        <source>Starts at</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Floor: acts on every table. Dealer: one table&apos;s hands and button. Room screen: shows the display</source>
        <translation>Floor: actúa en todas las mesas. Crupier: manos y botón de una mesa. Pantalla de sala: muestra la pantalla</translation>
    </message>
</context>
<context>
    <name>import_dialog</name>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>Archivos CSV (*.csv *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The file needs a header row with a name column; nickname, membership and contact columns are read when present, other columns are ignored. Membership numbers decide who is who: a row with a player&apos;s number, or with a name already there and no number, is rejected and listed here with its line number; a name already there with a new number is a namesake, imported as a new player.</source>
        <translation>El archivo necesita una fila de encabezado con una columna de nombre; las columnas de apodo, socio y contacto se leen si están, las demás se ignoran. Los números de socio deciden quién es quién: una fila con el número de un jugador, o con un nombre ya existente y sin número, se rechaza y aparece aquí con su número de línea; un nombre ya existente con un número nuevo es un homónimo y se importa como jugador nuevo.</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importar jugadores</translation>
    </message>
    <message>
        <source>Choose CSV file…</source>
        <translation>Elegir archivo CSV…</translation>
    </message>
    <message>
        <source>No file imported yet.</source>
        <translation>Todavía no se ha importado ningún archivo.</translation>
    </message>
    <message>
        <source>Import players from a CSV file</source>
        <translation>Importar jugadores desde un archivo CSV</translation>
    </message>
    <message>
        <source>Nothing was imported from {name}.</source>
        <translation>No se importó nada de {name}.</translation>
    </message>
    <message>
        <source>Imported {count} player</source>
        <translation>{count} jugador importado</translation>
    </message>
    <message>
        <source>Imported {count} players</source>
        <translation>{count} jugadores importados</translation>
    </message>
    <message>
        <source>; {count} row rejected (listed below).</source>
        <translation>; {count} fila rechazada (abajo).</translation>
    </message>
    <message>
        <source>; {count} rows rejected (listed below).</source>
        <translation>; {count} filas rechazadas (abajo).</translation>
    </message>
    <message>
        <source> from {source}</source>
        <translation> desde {source}</translation>
    </message>
    <message>
        <source>; no row was rejected.</source>
        <translation>; no se rechazó ninguna fila.</translation>
    </message>
</context>
<context>
    <name>incident_log</name>
    <message>
        <source>No ruling recorded yet: the rulings given are listed here, newest first.</source>
        <extracomment>The columns given a width (the ruling takes the rest; the others fit their text).</extracomment>
        <translation>Todavía no hay decisiones registradas: las decisiones tomadas aparecen aquí, las más recientes primero.</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <source>Hand {hand}</source>
        <translation>Mano {hand}</translation>
    </message>
    <message>
        <source>Director {director}</source>
        <translation>Director {director}</translation>
    </message>
    <message>
        <source>Ruling {number}</source>
        <translation>Decisión {number}</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Jugadores: {names}</translation>
    </message>
    <message>
        <source>Card {0} was the {1}</source>
        <translation>La carta {0} era {1}</translation>
    </message>
    <message>
        <source>Notes: {notes}</source>
        <translation>Notas: {notes}</translation>
    </message>
    <message>
        <source>Search the log: player, rule, table 4, note…</source>
        <translation>Buscar en el registro: jugador, regla, mesa 4, nota…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>The incident log on the Reports page (the rulings found, if searching), to print or save</source>
        <translation>El registro de incidentes en la página Documentos (las decisiones encontradas, si se busca), para imprimir o guardar</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} de {1}</translation>
    </message>
    <message>
        <source>1 ruling</source>
        <translation>1 decisión</translation>
    </message>
    <message>
        <source>{0} rulings</source>
        <translation>{0} decisiones</translation>
    </message>
</context>
<context>
    <name>lan_addresses</name>
    <message>
        <source>{h}  (phones on this network)</source>
        <translation>{h}  (móviles en esta red)</translation>
    </message>
    <message>
        <source>{LOOPBACK}  (this laptop only)</source>
        <translation>{LOOPBACK}  (solo este portátil)</translation>
    </message>
</context>
<context>
    <name>language_menu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>The language of the window, from its next start</source>
        <translation>El idioma de la ventana, desde el próximo inicio</translation>
    </message>
    <message>
        <source>The window speaks {name} from its next start.</source>
        <translation>La ventana habla {name} desde el próximo inicio.</translation>
    </message>
</context>
<context>
    <name>layout_editor</name>
    <message>
        <source>Always</source>
        <extracomment>The screens the preview is drawn at: what the director picks, and its size. Where a new region goes (fractions of the screen) and what it shows.</extracomment>
        <translation>Siempre</translation>
    </message>
    <message>
        <source>Only on a break</source>
        <translation>Solo en un descanso</translation>
    </message>
    <message>
        <source>Only while playing</source>
        <translation>Solo durante el juego</translation>
    </message>
    <message>
        <source>Only in the money</source>
        <translation>Solo en los premios</translation>
    </message>
    <message>
        <source>Only at the final table</source>
        <translation>Solo en la mesa final</translation>
    </message>
    <message>
        <source>Left</source>
        <extracomment>A region&apos;s settings unless its file says others. The outline of the selected region on the preview.</extracomment>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Arriba</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Ancho</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Alto</translation>
    </message>
    <message>
        <source>Layout files (*.json)</source>
        <translation>Archivos de diseño (*.json)</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>#rrggbb</source>
        <translation>#rrggbb</translation>
    </message>
    <message>
        <source>Pick a colour</source>
        <translation>Elegir un color</translation>
    </message>
    <message>
        <source>Room Layout Editor</source>
        <translation>Editor del diseño de sala</translation>
    </message>
    <message>
        <source>Add region</source>
        <translation>Añadir zona</translation>
    </message>
    <message>
        <source>Remove region</source>
        <translation>Quitar zona</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source>a picture&apos;s file name, like logo.png</source>
        <translation>el nombre de archivo de una imagen, como logo.png</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Choose a PNG or JPEG picture for this region</source>
        <translation>Elegir una imagen PNG o JPEG para esta zona</translation>
    </message>
    <message>
        <source>the name to save it as</source>
        <translation>el nombre con el que guardarlo</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Partir de</translation>
    </message>
    <message>
        <source>Preview on</source>
        <translation>Vista previa en</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Pantalla</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Zonas</translation>
    </message>
    <message>
        <source>Shows</source>
        <translation>Muestra</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>{part}, in % of the screen</source>
        <translation>{part}, en % de la pantalla</translation>
    </message>
    <message>
        <source>Pick the picture region and press Choose… for the sponsor&apos;s picture, then save the slide under the sponsor&apos;s name.</source>
        <translation>Elija la zona de imagen y pulse Elegir… para la imagen del patrocinador, luego guarde la diapositiva con el nombre del patrocinador.</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Tamaño del texto</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Label colour</source>
        <translation>Color de la etiqueta</translation>
    </message>
    <message>
        <source>Box colour</source>
        <translation>Color del recuadro</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Alineación</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Visible</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source> (yours)</source>
        <translation> (suyo)</translation>
    </message>
    <message>
        <source>Sponsor slide: one big picture and a caption</source>
        <translation>Diapositiva de patrocinador: una imagen grande y un pie de foto</translation>
    </message>
    <message>
        <source>Place on its side</source>
        <translation>Posición en vertical</translation>
    </message>
    <message>
        <source>Picture size</source>
        <translation>Tamaño de la imagen</translation>
    </message>
    <message>
        <source>Choose a picture</source>
        <translation>Elegir una imagen</translation>
    </message>
    <message>
        <source>Cannot copy {name}: {reason}.</source>
        <translation>No se puede copiar {name}: {reason}.</translation>
    </message>
    <message>
        <source>{name} is in {folder}.</source>
        <translation>{name} está en {folder}.</translation>
    </message>
    <message>
        <source>The images folder already has a different picture called {name}. Every layout that shows it will show the new one. Replace it?</source>
        <translation>La carpeta de imágenes ya tiene otra imagen llamada {name}. Cada diseño que la muestre mostrará la nueva. ¿Reemplazarla?</translation>
    </message>
    <message>
        <source>&apos;{file_name}&apos; is the name of a preset. Your layout will take its place on every screen that shows it. Save it under that name?</source>
        <translation>«{file_name}» es el nombre de una plantilla. Su diseño ocupará su lugar en cada pantalla que la muestre. ¿Guardarlo con ese nombre?</translation>
    </message>
    <message>
        <source>Save layout</source>
        <translation>Guardar diseño</translation>
    </message>
    <message>
        <source>Take its place</source>
        <translation>Ocupar su lugar</translation>
    </message>
    <message>
        <source>You already have a layout &apos;{file_name}&apos;. Replace it?</source>
        <translation>Ya tiene un diseño «{file_name}». ¿Reemplazarlo?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Reemplazar</translation>
    </message>
    <message>
        <source>Saved as &apos;{saved}&apos; in {0}.</source>
        <translation>Guardado como «{saved}» en {0}.</translation>
    </message>
    <message>
        <source>Import a layout</source>
        <translation>Importar un diseño</translation>
    </message>
    <message>
        <source>Cannot put its pictures in {folder}: {reason}.</source>
        <translation>No se pueden poner sus imágenes en {folder}: {reason}.</translation>
    </message>
    <message>
        <source>Imported {name} with {pictures}: save it to use it on the room display.</source>
        <translation>{name} importado con {pictures}: guárdelo para usarlo en la pantalla de sala.</translation>
    </message>
    <message>
        <source>Imported {name}: save it to use it on the room display.</source>
        <translation>{name} importado: guárdelo para usarlo en la pantalla de sala.</translation>
    </message>
    <message>
        <source>Export the layout</source>
        <translation>Exportar el diseño</translation>
    </message>
    <message>
        <source>Cannot write {name}: {0}.</source>
        <translation>No se puede escribir {name}: {0}.</translation>
    </message>
    <message>
        <source>Exported with its picture to {path}.</source>
        <translation>Exportado con su imagen a {path}.</translation>
    </message>
    <message>
        <source>Exported with its {count} pictures to {path}.</source>
        <translation>Exportado con sus {count} imágenes a {path}.</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>Exportado a {path}.</translation>
    </message>
    <message>
        <source>the words of a message or a scrolling line, the address of a QR code</source>
        <translation>las palabras de un mensaje o de una línea en movimiento, la dirección de un código QR</translation>
    </message>
</context>
<context>
    <name>layout_slots</name>
    <message>
        <source>No chip counts yet</source>
        <extracomment>What the chip-leaders region says until the floor records chip counts.</extracomment>
        <translation>Todavía no hay recuentos de fichas</translation>
    </message>
    <message>
        <source>Payouts from two entries on</source>
        <extracomment>What an empty list says.</extracomment>
        <translation>Pagos a partir de dos entradas</translation>
    </message>
    <message>
        <source>No one is seated yet</source>
        <translation>Todavía no hay nadie sentado</translation>
    </message>
    <message>
        <source>No seat changes</source>
        <translation>Sin cambios de asiento</translation>
    </message>
    <message>
        <source>No places yet</source>
        <translation>Todavía no hay puestos</translation>
    </message>
    <message>
        <source>Not part of a league season</source>
        <translation>No forma parte de una temporada de liga</translation>
    </message>
    <message>
        <source>No event in play</source>
        <translation>Ningún torneo en juego</translation>
    </message>
    <message>
        <source>left / entries</source>
        <extracomment>A list&apos;s rows: this share of the screen&apos;s shorter side tall at most. A list&apos;s label line: this many rows tall at most. A list&apos;s cell: at least this many times as wide as it is tall. The shares of a list&apos;s cell its left text (a name, a place) and right one take. Lists of long rows (the lobby&apos;s events), one column: each row this share of the screen&apos;s shorter side tall at most, its left and right texts these shares of it. The share of a clock region its digits take (the rest: the banner). The share of an image region&apos;s height its picture&apos;s name takes while the picture cannot be shown (a band across its middle).</extracomment>
        <translation>restantes / entradas</translation>
    </message>
    <message>
        <source>NO CLOCK</source>
        <translation>SIN RELOJ</translation>
    </message>
</context>
<context>
    <name>league</name>
    <message>
        <source>  ({0} withheld: dues)</source>
        <translation>  ({0} retenidos: cuotas)</translation>
    </message>
    <message>
        <source>{played} of {events}</source>
        <translation>{played} de {events}</translation>
    </message>
    <message>
        <source>version {version}</source>
        <translation>versión {version}</translation>
    </message>
    <message>
        <source>{name} (entry {entry_number})</source>
        <translation>{name} (entrada {entry_number})</translation>
    </message>
</context>
<context>
    <name>league_page</name>
    <message>
        <source>No league yet. Create one, then add a season.</source>
        <translation>Todavía no hay liga. Cree una y luego añada una temporada.</translation>
    </message>
    <message>
        <source>This league has no season yet: add one.</source>
        <translation>Esta liga aún no tiene temporada: añada una.</translation>
    </message>
    <message>
        <source>New league…</source>
        <translation>Nueva liga…</translation>
    </message>
    <message>
        <source>New season…</source>
        <translation>Nueva temporada…</translation>
    </message>
    <message>
        <source>Close season</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Print standings…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>The standings of the season on show, on the Reports page to print or save</source>
        <translation>La clasificación de la temporada mostrada, en la página Documentos para imprimir o guardar</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Put in this season</source>
        <translation>Poner en esta temporada</translation>
    </message>
    <message>
        <source>Record league points</source>
        <translation>Registrar puntos de liga</translation>
    </message>
    <message>
        <source>Select a player to see their season.</source>
        <translation>Elija un jugador para ver su temporada.</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Seasons</source>
        <translation>Temporadas</translation>
    </message>
    <message>
        <source>Formula lab</source>
        <translation>Laboratorio de fórmulas</translation>
    </message>
    <message>
        <source>Player&apos;s season</source>
        <translation>Temporada del jugador</translation>
    </message>
    <message>
        <source>Points over the season</source>
        <translation>Puntos a lo largo de la temporada</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Liga</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Temporada</translation>
    </message>
    <message>
        <source>{season} (closed)</source>
        <translation>{season} (cerrada)</translation>
    </message>
    <message>
        <source>Reopen season</source>
        <translation>Reabrir</translation>
    </message>
    <message>
        <source> (closed)</source>
        <translation> (cerrada)</translation>
    </message>
    <message>
        <source>{name}{SEP}season {0}{closed}{SEP}{played} of {1} played{SEP}{2}</source>
        <translation>{name}{SEP}temporada {0}{closed}{SEP}{played} de {1} jugados{SEP}{2}</translation>
    </message>
    <message>
        <source>{count} event</source>
        <translation>{count} torneo</translation>
    </message>
    <message>
        <source>{count} events</source>
        <translation>{count} torneos</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} jugador</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} jugadores</translation>
    </message>
    <message>
        <source>the league&apos;s latest set-up action</source>
        <translation>la última acción de configuración de la liga</translation>
    </message>
    <message>
        <source>{verb} {what} (the event&apos;s points: Edit &gt; Undo)</source>
        <translation>{verb} {what} (los puntos del torneo: Editar &gt; Deshacer)</translation>
    </message>
    <message>
        <source>{name} is in no season yet.</source>
        <translation>{name} aún no está en ninguna temporada.</translation>
    </message>
    <message>
        <source>, scored with rules v{version}</source>
        <translation>, puntuado con las reglas v{version}</translation>
    </message>
    <message>
        <source>, not scored yet</source>
        <translation>, aún sin puntuar</translation>
    </message>
    <message>
        <source>{name} is in season {where}{scored}.</source>
        <translation>{name} está en la temporada {where}{scored}.</translation>
    </message>
    <message>
        <source>{name} is in season {where}, scored with rules v{version} when it was over, but it has been reopened since: record its points again once it is over.</source>
        <translation>{name} está en la temporada {where}, puntuado con las reglas v{version} cuando terminó, pero se ha reabierto desde entonces: registre sus puntos de nuevo cuando termine.</translation>
    </message>
    <message>
        <source>Put in season {name}</source>
        <translation>Poner en la temporada {name}</translation>
    </message>
    <message>
        <source>Put in a season</source>
        <translation>Poner en una temporada</translation>
    </message>
    <message>
        <source>Record league points again</source>
        <translation>Registrar de nuevo los puntos de liga</translation>
    </message>
    <message>
        <source>adjustment {points:+g}: {reason}</source>
        <translation>ajuste {points:+g}: {reason}</translation>
    </message>
    <message>
        <source>New league</source>
        <translation>Nueva liga</translation>
    </message>
    <message>
        <source>Name of the league:</source>
        <translation>Nombre de la liga:</translation>
    </message>
    <message>
        <source>Create the league</source>
        <translation>Crear la liga</translation>
    </message>
    <message>
        <source>New season</source>
        <translation>Nueva temporada</translation>
    </message>
    <message>
        <source>Name of the new season of {name}:</source>
        <translation>Nombre de la nueva temporada de {name}:</translation>
    </message>
    <message>
        <source>Add the season</source>
        <translation>Añadir la temporada</translation>
    </message>
    <message>
        <source>Close the season</source>
        <translation>Cerrar la temporada</translation>
    </message>
    <message>
        <source>Reopen the season</source>
        <translation>Reabrir la temporada</translation>
    </message>
    <message>
        <source>Put in the season</source>
        <translation>Poner en la temporada</translation>
    </message>
    <message>
        <source>Choose a season first.</source>
        <translation>Elija primero una temporada.</translation>
    </message>
    <message>
        <source>Use the formula for the season</source>
        <translation>Usar la fórmula para la temporada</translation>
    </message>
</context>
<context>
    <name>main_window</name>
    <message>
        <source>Done: {label}</source>
        <extracomment>What can end (or reopen) the night on the room display: a bust, its undo, the payouts.</extracomment>
        <translation>Hecho: {label}</translation>
    </message>
    <message>
        <source>Event: {name}</source>
        <translation>Torneo: {name}</translation>
    </message>
    <message>
        <source>{name} — floortool</source>
        <translation>{name} — floortool</translation>
    </message>
    <message>
        <source>No event open</source>
        <translation>Ningún torneo abierto</translation>
    </message>
    <message>
        <source>floortool</source>
        <translation>floortool</translation>
    </message>
    <message>
        <source>Create event</source>
        <translation>Crear torneo</translation>
    </message>
    <message>
        <source>Open event</source>
        <translation>Abrir torneo</translation>
    </message>
    <message>
        <source>Updated with changes made elsewhere.</source>
        <translation>Actualizado con cambios hechos en otro lugar.</translation>
    </message>
</context>
<context>
    <name>merge_dialog</name>
    <message>
        <source>Records that look like the same person: the same name (ignoring case, accents, punctuation and word order) or the same membership number. Select the record to keep and merge: the others&apos; entries move to it and their details fill its blanks.</source>
        <translation>Fichas que parecen la misma persona: el mismo nombre (sin importar mayúsculas, acentos, puntuación ni orden de palabras) o el mismo número de socio. Elija la ficha que se queda y fusione: las entradas de las demás pasan a ella y sus datos completan sus huecos.</translation>
    </message>
    <message>
        <source>Duplicate players</source>
        <translation>Jugadores duplicados</translation>
    </message>
    <message>
        <source>Merge into the selected player</source>
        <translation>Fusionar en el jugador elegido</translation>
    </message>
    <message>
        <source>Find duplicates and merge</source>
        <translation>Buscar duplicados y fusionar</translation>
    </message>
    <message>
        <source>{name}  ({0} records)</source>
        <translation>{name}  ({0} fichas)</translation>
    </message>
    <message>
        <source>No likely duplicates in the player database.</source>
        <translation>No hay duplicados probables en la base de jugadores.</translation>
    </message>
    <message>
        <source>1 group</source>
        <translation>1 grupo</translation>
    </message>
    <message>
        <source>{0} groups</source>
        <translation>{0} grupos</translation>
    </message>
    <message>
        <source>{groups} of likely duplicates. Select the record to keep, then merge.</source>
        <translation>{groups} de duplicados probables. Elija la ficha que se queda y fusione.</translation>
    </message>
    <message>
        <source>Not merged: {message}</source>
        <translation>No fusionado: {message}</translation>
    </message>
    <message>
        <source>Done: {actions}.</source>
        <translation>Hecho: {actions}.</translation>
    </message>
</context>
<context>
    <name>mini_clock</name>
    <message>
        <source>Paused</source>
        <extracomment>The state named next to the level (running needs no word: the digits move).</extracomment>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Sin empezar</translation>
    </message>
    <message>
        <source>Starts in</source>
        <translation>Empieza en</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <source>Show the Clock page</source>
        <translation>Mostrar la página Reloj</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sin reloj</translation>
    </message>
</context>
<context>
    <name>moves_panel</name>
    <message>
        <source>No seat has changed yet.</source>
        <translation>Todavía no ha cambiado ningún asiento.</translation>
    </message>
    <message>
        <source> and </source>
        <extracomment>The recent moves&apos; list shrinks to this height (pixels) when the panel is short.</extracomment>
        <translation> y </translation>
    </message>
    <message>
        <source>tables {tables}</source>
        <translation>mesas {tables}</translation>
    </message>
    <message>
        <source>table {tables}</source>
        <translation>mesa {tables}</translation>
    </message>
    <message>
        <source>{head}
Click the player who is big blind next at {named}.</source>
        <translation>{head}
Haga clic en el jugador que es ciega grande a continuación en {named}.</translation>
    </message>
    <message>
        <source>{count} move ready. </source>
        <translation>{count} movimiento listo. </translation>
    </message>
    <message>
        <source>{count} moves ready. </source>
        <translation>{count} movimientos listos. </translation>
    </message>
    <message>
        <source>{made}On the map, click the player who is big blind next at each framed table.</source>
        <translation>{made}En el mapa, haga clic en el jugador que es ciega grande a continuación en cada mesa enmarcada.</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>Tick every move</source>
        <translation>Marcar todos los movimientos</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>Untick every move</source>
        <translation>Desmarcar todos los movimientos</translation>
    </message>
    <message>
        <source>Make moves</source>
        <translation>Hacer movimientos</translation>
    </message>
    <message>
        <source>Make the ticked moves (one step for Edit &gt; Undo)</source>
        <translation>Hacer los movimientos marcados (un paso para Editar &gt; Deshacer)</translation>
    </message>
    <message>
        <source>Redraw this table&apos;s players at the other tables (Rule 10-B)</source>
        <translation>Sortear los jugadores de esta mesa en las otras mesas (regla 10-B)</translation>
    </message>
    <message>
        <source>The players left fit at the final table.</source>
        <translation>Los jugadores restantes caben en la mesa final.</translation>
    </message>
    <message>
        <source>Redraw final table</source>
        <translation>Resortear mesa final</translation>
    </message>
    <message>
        <source>Everyone to a random seat at the final table, button by high card</source>
        <translation>Todos a un asiento al azar en la mesa final, botón por carta alta</translation>
    </message>
    <message>
        <source>Click a move to find the player on the map</source>
        <translation>Haga clic en un movimiento para encontrar al jugador en el mapa</translation>
    </message>
    <message>
        <source>Print move slips…</source>
        <translation>Imprimir hojas de movimiento…</translation>
    </message>
    <message>
        <source>A slip for each player the latest balance, break or move sent to a new seat</source>
        <translation>Una hoja para cada jugador enviado a un nuevo asiento por el último equilibrado, cierre de mesa o movimiento</translation>
    </message>
    <message>
        <source>Balancing</source>
        <translation>Equilibrado</translation>
    </message>
    <message>
        <source>Recent moves</source>
        <translation>Movimientos recientes</translation>
    </message>
    <message>
        <source>Table {break_due} can break: its players fit elsewhere.</source>
        <translation>La mesa {break_due} se puede cerrar: sus jugadores caben en otras.</translation>
    </message>
    <message>
        <source>Break table {break_due}</source>
        <translation>Cerrar la mesa {break_due}</translation>
    </message>
    <message>
        <source>Make {count} move</source>
        <translation>Hacer {count} movimiento</translation>
    </message>
    <message>
        <source>Make {count} moves</source>
        <translation>Hacer {count} movimientos</translation>
    </message>
</context>
<context>
    <name>pages</name>
    <message>
        <source>Clock</source>
        <extracomment>Each page&apos;s name, in English.</extracomment>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Estructura</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Pagos</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
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
        <translation>Documentos</translation>
    </message>
</context>
<context>
    <name>payout_table_dialog</name>
    <message>
        <source>Each range of field sizes shares the pool among its places, 1st first: shares never rise from one place to the next and add up to 100%. Type a share in a cell.</source>
        <translation>Cada tramo de tamaño de campo reparte el bote entre sus puestos, el 1.º primero: las partes nunca suben de un puesto al siguiente y suman 100 %. Escriba una parte en una celda.</translation>
    </message>
    <message>
        <source>  ◀ this field</source>
        <translation>  ◀ este campo</translation>
    </message>
    <message>
        <source>Payout table</source>
        <translation>Tabla de pagos</translation>
    </message>
    <message>
        <source>Add place</source>
        <translation>Añadir puesto</translation>
    </message>
    <message>
        <source>Pay one more place in this range</source>
        <translation>Pagar un puesto más en este tramo</translation>
    </message>
    <message>
        <source>Remove place</source>
        <translation>Quitar puesto</translation>
    </message>
    <message>
        <source>Stop paying the selected place</source>
        <translation>Dejar de pagar el puesto elegido</translation>
    </message>
    <message>
        <source>Split range…</source>
        <translation>Dividir tramo…</translation>
    </message>
    <message>
        <source>Start a new range at a field size inside this one</source>
        <translation>Empezar un tramo nuevo en un tamaño de campo dentro de este</translation>
    </message>
    <message>
        <source>Remove range</source>
        <translation>Quitar tramo</translation>
    </message>
    <message>
        <source>Remove this range: its neighbour takes its field sizes</source>
        <translation>Quitar este tramo: su vecino toma sus tamaños de campo</translation>
    </message>
    <message>
        <source>Save as template…</source>
        <translation>Guardar como plantilla…</translation>
    </message>
    <message>
        <source>Keep this table for other events</source>
        <translation>Guardar esta tabla para otros torneos</translation>
    </message>
    <message>
        <source>Use for this event</source>
        <translation>Usar para este torneo</translation>
    </message>
    <message>
        <source>Field sizes</source>
        <translation>Tamaños de campo</translation>
    </message>
    <message>
        <source>These places add up to {0}.</source>
        <translation>Estos puestos suman {0}.</translation>
    </message>
    <message>
        <source>Split range</source>
        <translation>Dividir tramo</translation>
    </message>
    <message>
        <source>A new range starts at (players), within {0}:</source>
        <translation>Un tramo nuevo empieza en (jugadores), dentro de {0}:</translation>
    </message>
    <message>
        <source>Save payout table</source>
        <translation>Guardar tabla de pagos</translation>
    </message>
    <message>
        <source>Template name:</source>
        <translation>Nombre de la plantilla:</translation>
    </message>
    <message>
        <source>The template could not be saved: {exc}</source>
        <translation>No se pudo guardar la plantilla: {exc}</translation>
    </message>
    <message>
        <source>Saved as the payout table &apos;{saved}&apos;.</source>
        <translation>Guardada como tabla de pagos «{saved}».</translation>
    </message>
</context>
<context>
    <name>payouts</name>
    <message>
        <source>Place {place}</source>
        <translation>Puesto {place}</translation>
    </message>
</context>
<context>
    <name>payouts_page</name>
    <message>
        <source>Payouts are worked out from two entries on.</source>
        <translation>Los pagos se calculan a partir de dos entradas.</translation>
    </message>
    <message>
        <source>Prize pool {0}</source>
        <translation>Bote de premios {0}</translation>
    </message>
    <message>
        <source>{count} entry</source>
        <translation>{count} entrada</translation>
    </message>
    <message>
        <source>{count} entries</source>
        <translation>{count} entradas</translation>
    </message>
    <message>
        <source>Guarantee {0}: the house pays an overlay of {1}.</source>
        <translation>Garantizado {0}: la casa paga un overlay de {1}.</translation>
    </message>
    <message>
        <source>Guarantee {0} met.</source>
        <translation>Garantizado {0} alcanzado.</translation>
    </message>
    <message>
        <source>Fees kept by the house (not in the pool): {0}.</source>
        <translation>Cuotas que se queda la casa (fuera del bote): {0}.</translation>
    </message>
    <message>
        <source>Bounties paid on knockouts (not in the pool): {0}.</source>
        <translation>Recompensas pagadas por eliminaciones (fuera del bote): {0}.</translation>
    </message>
    <message>
        <source>Prize settings…</source>
        <translation>Ajustes de premios…</translation>
    </message>
    <message>
        <source>Payout table, rake, added money, guarantee, rounding, fee splits and tax note</source>
        <translation>Tabla de pagos, rake, dinero añadido, garantizado, redondeo, reparto de cuotas y nota fiscal</translation>
    </message>
    <message>
        <source>Edit table…</source>
        <translation>Editar tabla…</translation>
    </message>
    <message>
        <source>Edit the payout table&apos;s shares by field size</source>
        <translation>Editar las partes de la tabla de pagos por tamaño de campo</translation>
    </message>
    <message>
        <source>Deal…</source>
        <translation>Trato…</translation>
    </message>
    <message>
        <source>A deal among the players left: ICM or chip chop</source>
        <translation>Un trato entre los jugadores restantes: ICM o chip chop</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Bote de premios</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Pagos</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plazas</translation>
    </message>
    <message>
        <source>The payouts cannot be worked out.</source>
        <translation>No se pueden calcular los pagos.</translation>
    </message>
</context>
<context>
    <name>pdf_preview</name>
    <message>
        <source>Choose a document and press Preview.</source>
        <translation>Elija un documento y pulse Vista previa.</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <extracomment>Pixels kept free beside the page (the scroll bar and a margin). The grey the page lies on, so its white edges show. Milliseconds to wait after the last resize before drawing the page again.</extracomment>
        <translation>‹ Anterior</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Siguiente ›</translation>
    </message>
    <message>
        <source>Page {0} of {count}</source>
        <translation>Página {0} de {count}</translation>
    </message>
</context>
<context>
    <name>pending_sign_ups</name>
    <message>
        <source>Take the money, then Enter registers the chosen sign-up</source>
        <translation>Cobre el dinero y luego Intro inscribe la preinscripción elegida</translation>
    </message>
    <message>
        <source>Paid: register (Enter)</source>
        <translation>Pagado: inscribir (Intro)</translation>
    </message>
    <message>
        <source>The money is taken: register the chosen sign-up</source>
        <translation>El dinero está cobrado: inscribir la preinscripción elegida</translation>
    </message>
    <message>
        <source>Remove (Delete)</source>
        <translation>Quitar (Supr)</translation>
    </message>
    <message>
        <source>Take the chosen sign-up off the list</source>
        <translation>Quitar la preinscripción elegida de la lista</translation>
    </message>
    <message>
        <source>Signed up, to pay ({0} waiting; sign-up is {state})</source>
        <translation>Preinscritos, por pagar ({0} esperando; la preinscripción está {state})</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} jugador</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} jugadores</translation>
    </message>
    <message>
        <source>{name} not {done_word}: {message} Nothing was changed.</source>
        <translation>{name} no {done_word}: {message} No se ha cambiado nada.</translation>
    </message>
</context>
<context>
    <name>player_record_dialog</name>
    <message>
        <source>The club&apos;s record of this player. A reason in Barred refuses them at the registration desk with that reason; dues that have run out are named at the desk.</source>
        <translation>La ficha del club de este jugador. Un motivo en Vetado lo rechaza en el mostrador con ese motivo; las cuotas vencidas se indican en el mostrador.</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Each field&apos;s label, in the order shown.</extracomment>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Apodo</translation>
    </message>
    <message>
        <source>Membership number</source>
        <translation>Número de socio</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>Contacto</translation>
    </message>
    <message>
        <source>Dues paid until</source>
        <translation>Cuotas pagadas hasta</translation>
    </message>
    <message>
        <source>Barred (the reason)</source>
        <translation>Vetado (el motivo)</translation>
    </message>
    <message>
        <source>Player record</source>
        <translation>Ficha del jugador</translation>
    </message>
    <message>
        <source>YYYY-MM-DD (blank: none recorded)</source>
        <translation>AAAA-MM-DD (en blanco: nada registrado)</translation>
    </message>
    <message>
        <source>Blank: welcome at the door</source>
        <translation>En blanco: bienvenido en la puerta</translation>
    </message>
    <message>
        <source>Anything the floor should know (up to {MAX_NOTES})</source>
        <translation>Todo lo que el floor debe saber (hasta {MAX_NOTES})</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>First seen</source>
        <translation>Visto por primera vez</translation>
    </message>
    <message>
        <source>Events played</source>
        <translation>Torneos jugados</translation>
    </message>
    <message>
        <source>Never played here yet</source>
        <translation>Aún no ha jugado aquí</translation>
    </message>
    <message>
        <source>Dues expired on {dues_until}.</source>
        <translation>Cuotas vencidas el {dues_until}.</translation>
    </message>
    <message>
        <source>Not saved: {message} Nothing was changed.</source>
        <translation>No guardado: {message} No se ha cambiado nada.</translation>
    </message>
</context>
<context>
    <name>players_page</name>
    <message>
        <source>Find: name, nickname, membership, #id or table-seat (12-4)</source>
        <extracomment>A command on one entry of the event: ``kind(event_id, entry_id)``.</extracomment>
        <translation>Buscar: nombre, apodo, socio, #id o mesa-asiento (12-4)</translation>
    </message>
    <message>
        <source>Select an entry to rebuy, add on, re-enter or bust.</source>
        <translation>Elija una entrada para recompra, add-on, reentrada o eliminación.</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} jugador</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} jugadores</translation>
    </message>
    <message>
        <source>{left} left of {0}</source>
        <translation>{left} restantes de {0}</translation>
    </message>
    <message>
        <source>{count} entry</source>
        <translation>{count} entrada</translation>
    </message>
    <message>
        <source>{count} entries</source>
        <translation>{count} entradas</translation>
    </message>
    <message>
        <source>{count} rebuy</source>
        <translation>{count} recompra</translation>
    </message>
    <message>
        <source>{count} rebuys</source>
        <translation>{count} recompras</translation>
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
        <translation>{waiting} esperando</translation>
    </message>
    <message>
        <source>{busted} busted</source>
        <translation>{busted} eliminados</translation>
    </message>
    <message>
        <source>chips in play {chips_in_play}</source>
        <translation>fichas en juego {chips_in_play}</translation>
    </message>
    <message>
        <source>average stack {average_text}</source>
        <translation>stack medio {average_text}</translation>
    </message>
    <message>
        <source>Register…</source>
        <extracomment>The average in big blinds follows the clock through ``show_clock``, not a refresh; the desk lists the sign-ups.</extracomment>
        <translation>Inscribir…</translation>
    </message>
    <message>
        <source>Open the registration desk: type a name, Enter (Ctrl+R or F2)</source>
        <translation>Abrir el mostrador de inscripción: escriba un nombre, Intro (Ctrl+R o F2)</translation>
    </message>
    <message>
        <source>Print new seat cards…</source>
        <translation>Imprimir tarjetas…</translation>
    </message>
    <message>
        <source>The seat cards not printed yet (new entries, players who moved), on the Reports page</source>
        <translation>Las tarjetas de asiento aún no impresas (entradas nuevas, jugadores movidos), en la página Documentos</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>Recompra</translation>
    </message>
    <message>
        <source>A rebuy for the selected player (same seat)</source>
        <translation>Una recompra para el jugador elegido (mismo asiento)</translation>
    </message>
    <message>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <source>An add-on for the selected player</source>
        <translation>Un add-on para el jugador elegido</translation>
    </message>
    <message>
        <source>Re-enter</source>
        <translation>Reentrada</translation>
    </message>
    <message>
        <source>A new entry for the selected busted player (new random seat)</source>
        <translation>Una nueva entrada para el jugador eliminado elegido (nuevo asiento al azar)</translation>
    </message>
    <message>
        <source>Bust</source>
        <translation>Eliminado</translation>
    </message>
    <message>
        <source>The selected player is eliminated (Edit &gt; Undo)</source>
        <translation>El jugador elegido queda eliminado (Editar &gt; Deshacer)</translation>
    </message>
    <message>
        <source>Seat alternates</source>
        <translation>Sentar suplentes</translation>
    </message>
    <message>
        <source>Seat the waiting alternates while seats are free</source>
        <translation>Sentar a los suplentes en espera mientras haya asientos libres</translation>
    </message>
    <message>
        <source>Chip counts…</source>
        <translation>Recuento…</translation>
    </message>
    <message>
        <source>Record counted stacks, a table at a time: seat, chips, Enter</source>
        <translation>Registrar stacks contados, mesa a mesa: asiento, fichas, Intro</translation>
    </message>
    <message>
        <source>Import players…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <source>Add players from a CSV file</source>
        <translation>Añadir jugadores desde un archivo CSV</translation>
    </message>
    <message>
        <source>Duplicates / Merge…</source>
        <translation>Duplicados…</translation>
    </message>
    <message>
        <source>Find records of the same person and merge them</source>
        <translation>Buscar fichas de la misma persona y fusionarlas</translation>
    </message>
    <message>
        <source>Player record…</source>
        <translation>Ficha del jugador…</translation>
    </message>
    <message>
        <source>The selected player&apos;s member record: membership, dues, barred, notes</source>
        <translation>La ficha de socio del jugador elegido: socio, cuotas, veto, notas</translation>
    </message>
    <message>
        <source>Flight closed: its survivors went on to Day 2 ({0}).</source>
        <translation>Flight cerrado: sus supervivientes pasaron al Day 2 ({0}).</translation>
    </message>
    <message>
        <source>{total} listed</source>
        <translation>{total} en la lista</translation>
    </message>
    <message>
        <source>{shown} of {total} listed</source>
        <translation>{shown} de {total} en la lista</translation>
    </message>
    <message>
        <source>{chips} chips bought</source>
        <translation>{chips} fichas compradas</translation>
    </message>
    <message>
        <source>entry {number}</source>
        <translation>entrada {number}</translation>
    </message>
</context>
<context>
    <name>points_chart</name>
    <message>
        <source>No events played yet: the chart fills in as the season goes.</source>
        <translation>Aún no se ha jugado ningún torneo: el gráfico se llena a lo largo de la temporada.</translation>
    </message>
</context>
<context>
    <name>prize_settings_dialog</name>
    <message>
        <source>The pool is the prize part of every buy-in, rebuy and add-on, less the rake, plus added money, and never less than the guarantee (the house pays the overlay). Payouts are rounded down to the unit; the remainder goes to 1st place.</source>
        <translation>El bote es la parte de premio de cada buy-in, recompra y add-on, menos el rake, más el dinero añadido, y nunca menos que el garantizado (la casa paga el overlay). Los pagos se redondean hacia abajo a la unidad; el resto va al 1.er puesto.</translation>
    </message>
    <message>
        <source>Payout tables (*.json);;All files (*)</source>
        <translation>Tablas de pagos (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Prize settings</source>
        <translation>Ajustes de premios</translation>
    </message>
    <message>
        <source>The payout table: how the pool is shared by field size</source>
        <translation>La tabla de pagos: cómo se reparte el bote según el tamaño del campo</translation>
    </message>
    <message>
        <source>Import JSON…</source>
        <translation>Importar JSON…</translation>
    </message>
    <message>
        <source>Use a payout table from a JSON file</source>
        <translation>Usar una tabla de pagos de un archivo JSON</translation>
    </message>
    <message>
        <source>Withheld from the prize money, in percent (10 or 12.5)</source>
        <translation>Retenido de los premios, en porcentaje (10 o 12,5)</translation>
    </message>
    <message>
        <source>How the reports name it: Rake, League fund…</source>
        <translation>Cómo lo llaman los documentos: Rake, Fondo de liga…</translation>
    </message>
    <message>
        <source>Money the house adds to the pool</source>
        <translation>Dinero que la casa añade al bote</translation>
    </message>
    <message>
        <source>The guaranteed prize pool (0: none)</source>
        <translation>El bote de premios garantizado (0: ninguno)</translation>
    </message>
    <message>
        <source>Every place is rounded down to this unit (1.00, 5.00…)</source>
        <translation>Cada puesto se redondea hacia abajo a esta unidad (1.00, 5.00…)</translation>
    </message>
    <message>
        <source>Where each buy-in&apos;s fee goes: named parts, each a sum or a share, commas between; the rest is the house&apos;s (blank: all to the house)</source>
        <translation>Adónde va la cuota de cada buy-in: partes con nombre, cada una una suma o una parte, separadas por comas; el resto es de la casa (en blanco: todo para la casa)</translation>
    </message>
    <message>
        <source>Dealers=5, League fund=10%</source>
        <translation>Dealers=5, League fund=10%</translation>
    </message>
    <message>
        <source>Where each rebuy&apos;s fee goes (blank: as a buy-in&apos;s)</source>
        <translation>Adónde va la cuota de cada recompra (en blanco: como la de un buy-in)</translation>
    </message>
    <message>
        <source>As a buy-in&apos;s</source>
        <translation>Como la de un buy-in</translation>
    </message>
    <message>
        <source>Where each add-on&apos;s fee goes (blank: as a buy-in&apos;s)</source>
        <translation>Adónde va la cuota de cada add-on (en blanco: como la de un buy-in)</translation>
    </message>
    <message>
        <source>Payout receipts of this much or more carry the tax note (blank: the venue&apos;s threshold; 0: never for this event)</source>
        <translation>Los recibos de pago de este importe o más llevan la nota fiscal (en blanco: el umbral del local; 0: nunca en este torneo)</translation>
    </message>
    <message>
        <source>The venue&apos;s</source>
        <translation>El del local</translation>
    </message>
    <message>
        <source>The mystery bounty&apos;s prizes: a count and an amount or a share of the bounty pool each (1x1000, 2x500, 1x20%), then &apos;rest equal&apos; for equal draws of what is left; they must total the bounty pool</source>
        <translation>Los premios del mystery bounty: una cantidad y un importe o una parte del bote de recompensas cada uno (1x1000, 2x500, 1x20%), luego &apos;rest equal&apos; para sorteos iguales de lo que queda; deben sumar el bote de recompensas</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Payout table</source>
        <translation>Tabla de pagos</translation>
    </message>
    <message>
        <source>Rake (%)</source>
        <translation>Rake (%)</translation>
    </message>
    <message>
        <source>Rake is called</source>
        <translation>El rake se llama</translation>
    </message>
    <message>
        <source>Added money</source>
        <translation>Dinero añadido</translation>
    </message>
    <message>
        <source>Guarantee</source>
        <translation>Garantizado</translation>
    </message>
    <message>
        <source>Round payouts to</source>
        <translation>Redondear pagos a</translation>
    </message>
    <message>
        <source>Fee split</source>
        <translation>Reparto de cuota</translation>
    </message>
    <message>
        <source>Rebuy fee split</source>
        <translation>Reparto de cuota de recompra</translation>
    </message>
    <message>
        <source>Add-on fee split</source>
        <translation>Reparto de cuota de add-on</translation>
    </message>
    <message>
        <source>Tax note from</source>
        <translation>Nota fiscal desde</translation>
    </message>
    <message>
        <source>Mystery prizes</source>
        <translation>Premios misteriosos</translation>
    </message>
    <message>
        <source>{name} (this event&apos;s table)</source>
        <translation>{name} (este torneo)</translation>
    </message>
    <message>
        <source>No event is open.</source>
        <translation>No hay ningún torneo abierto.</translation>
    </message>
    <message>
        <source>Name the rake on one line: Rake, League fund…</source>
        <translation>Nombre del rake en una línea: Rake, Fondo de liga…</translation>
    </message>
    <message>
        <source>Import a payout table</source>
        <translation>Importar una tabla de pagos</translation>
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
        <translation>Programar el inicio</translation>
    </message>
    <message>
        <source>The clock counts down to this time and starts by itself. Start it by hand at any moment with Start or Space.</source>
        <translation>El reloj cuenta atrás hasta esta hora y arranca solo. Puede iniciarlo a mano en cualquier momento con Iniciar o Espacio.</translation>
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
        <translation>Código QR de {text}</translation>
    </message>
</context>
<context>
    <name>register_dialog</name>
    <message>
        <source>Type a name: players already in the database are listed as you type (↓ chooses one); a name nobody has yet becomes a new player.</source>
        <extracomment>Players listed under the name field.</extracomment>
        <translation>Escriba un nombre: los jugadores que ya están en la base aparecen al escribir (↓ elige uno); un nombre que nadie tiene aún se convierte en un jugador nuevo.</translation>
    </message>
    <message>
        <source>Register players</source>
        <translation>Inscribir jugadores</translation>
    </message>
    <message>
        <source>Name, nickname, membership number or #id</source>
        <translation>Nombre, apodo, número de socio o #id</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Inscribir</translation>
    </message>
    <message>
        <source>Register the player (Enter)</source>
        <translation>Inscribir al jugador (Intro)</translation>
    </message>
    <message>
        <source>Registered at this desk (newest first)</source>
        <translation>Inscritos en este mostrador (los más recientes primero)</translation>
    </message>
    <message>
        <source>Close the desk (Escape); its list is kept</source>
        <translation>Cerrar el mostrador (Esc); su lista se conserva</translation>
    </message>
    <message>
        <source>Register players {DASH} {name}</source>
        <translation>Inscribir jugadores {DASH} {name}</translation>
    </message>
    <message>
        <source>{text}  {DASH}  registered, {place}</source>
        <translation>{text}  {DASH}  inscrito, {place}</translation>
    </message>
    <message>
        <source>{text}  {DASH}  {status} (entry {entry_number})</source>
        <translation>{text}  {DASH}  {status} (entrada {entry_number})</translation>
    </message>
    <message>
        <source>Receives {0}</source>
        <translation>Recibe {0}</translation>
    </message>
    <message>
        <source>Seat: at the seat draw before the start, with everyone registered</source>
        <translation>Asiento: en el sorteo de asientos antes del inicio, con todos los inscritos</translation>
    </message>
    <message>
        <source>Every seat is taken: waiting list, alternate {alternate}</source>
        <translation>Todos los asientos están ocupados: lista de espera, suplente {alternate}</translation>
    </message>
    <message>
        <source>Seat: drawn at random on Enter</source>
        <translation>Asiento: sorteado al pulsar Intro</translation>
    </message>
    <message>
        <source>{dues}: remind them to renew (they may still play).</source>
        <translation>{dues}: recuérdele renovar (aún puede jugar).</translation>
    </message>
    <message>
        <source>Would be refused: {message}</source>
        <translation>Se rechazaría: {message}</translation>
    </message>
    <message>
        <source>Re-enter {name}: buy-in {price}, new random seat</source>
        <translation>Reentrada de {name}: buy-in {price}, nuevo asiento al azar</translation>
    </message>
    <message>
        <source>A new entry for this busted player, as Players &gt; Re-enter</source>
        <translation>Una nueva entrada para este jugador eliminado, como Jugadores &gt; Reentrada</translation>
    </message>
    <message>
        <source>Existing player: {0}</source>
        <translation>Jugador existente: {0}</translation>
    </message>
    <message>
        <source>New player: {new_name} {DASH} joins the database beside {beside}</source>
        <translation>Jugador nuevo: {new_name} {DASH} entra en la base junto a {beside}</translation>
    </message>
    <message>
        <source>New player: {new_name} {DASH} joins the database</source>
        <translation>Jugador nuevo: {new_name} {DASH} entra en la base</translation>
    </message>
    <message>
        <source>Which {0}?</source>
        <translation>¿Qué {0}?</translation>
    </message>
    <message>
        <source>Enter registers a new player of this name; ↓ goes back to the list.</source>
        <translation>Intro inscribe a un jugador nuevo con este nombre; ↓ vuelve a la lista.</translation>
    </message>
    <message>
        <source>Enter registers the player listed; ↑ for a new player of this name.</source>
        <translation>Intro inscribe al jugador de la lista; ↑ para un jugador nuevo con este nombre.</translation>
    </message>
    <message>
        <source>↓ chooses one of the players listed above, ↑ a new player of this name; Enter registers.</source>
        <translation>↓ elige uno de los jugadores de arriba, ↑ un jugador nuevo con este nombre; Intro inscribe.</translation>
    </message>
    <message>
        <source>{player}  ·  entry {entry_number}</source>
        <translation>{player}  ·  entrada {entry_number}</translation>
    </message>
    <message>
        <source>{0}: remind them to renew.</source>
        <translation>{0}: recuérdele renovar.</translation>
    </message>
    <message>
        <source>{text}   (undone)</source>
        <translation>{text}   (deshecho)</translation>
    </message>
    <message>
        <source>The seat card was not printed: {message}</source>
        <translation>La tarjeta de asiento no se imprimió: {message}</translation>
    </message>
    <message>
        <source>Seat card printed: {name}</source>
        <translation>Tarjeta de asiento impresa: {name}</translation>
    </message>
    <message>
        <source>Not registered: {message} Nothing was changed.</source>
        <translation>No inscrito: {message} No se ha cambiado nada.</translation>
    </message>
    <message>
        <source> and {0} more</source>
        <translation> y {0} más</translation>
    </message>
    <message>
        <source>Close to {names}{more}. Enter again creates the new player “{new_name}”; ↓ chooses one listed, or type more.</source>
        <translation>Parecido a {names}{more}. Intro otra vez crea el jugador nuevo «{new_name}»; ↓ elige uno de la lista, o escriba más.</translation>
    </message>
    <message>
        <source>The last action is no longer the registration of {player}: use Edit &gt; Undo in the main window.</source>
        <translation>La última acción ya no es la inscripción de {player}: use Editar &gt; Deshacer en la ventana principal.</translation>
    </message>
    <message>
        <source>Not undone: {message} Nothing was changed.</source>
        <translation>No deshecho: {message} No se ha cambiado nada.</translation>
    </message>
</context>
<context>
    <name>registration_preview</name>
    <message>
        <source>level 1</source>
        <translation>nivel 1</translation>
    </message>
    <message>
        <source>levels 1–{level}</source>
        <translation>niveles 1–{level}</translation>
    </message>
    <message>
        <source>{stack}: the full starting stack ({citation})</source>
        <translation>{stack}: el stack inicial completo ({citation})</translation>
    </message>
    <message>
        <source>{stack}: nothing is deducted before the clock starts</source>
        <translation>{stack}: no se descuenta nada antes de iniciar el reloj</translation>
    </message>
    <message>
        <source>{stack}: nothing deducted</source>
        <translation>{stack}: nada descontado</translation>
    </message>
    <message>
        <source>{deduction} deducted, {0}</source>
        <translation>{deduction} descontadas, {0}</translation>
    </message>
    <message>
        <source>{stack} chips</source>
        <translation>{stack} fichas</translation>
    </message>
    <message>
        <source>{stack}: {starting_stack} less {deduction} ({why})</source>
        <translation>{stack}: {starting_stack} menos {deduction} ({why})</translation>
    </message>
    <message>
        <source>Before the clock starts</source>
        <translation>Antes de iniciar el reloj</translation>
    </message>
    <message>
        <source>Break after level {level}</source>
        <translation>Descanso tras el nivel {level}</translation>
    </message>
    <message>
        <source>Level {level} · {blinds}</source>
        <translation>Nivel {level} · {blinds}</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Nivel {level}</translation>
    </message>
    <message>
        <source>Late registration has no closing level</source>
        <translation>El registro tardío no tiene nivel de cierre</translation>
    </message>
    <message>
        <source>Late registration closed at the end of level {close}</source>
        <translation>El registro tardío cerró al final del nivel {close}</translation>
    </message>
    <message>
        <source>Late registration until the end of level {close}</source>
        <translation>Registro tardío hasta el final del nivel {close}</translation>
    </message>
    <message>
        <source>Table {table}, seat {seat}</source>
        <translation>Mesa {table}, asiento {seat}</translation>
    </message>
    <message>
        <source>Waits for the seat draw</source>
        <translation>Espera el sorteo de asientos</translation>
    </message>
    <message>
        <source>Alternate {alternate} (waiting list)</source>
        <translation>Suplente {alternate} (lista de espera)</translation>
    </message>
</context>
<context>
    <name>remedy_words</name>
    <message>
        <source>Tables</source>
        <extracomment>The page titles a remedy may send the director to (as the sidebar shows them).</extracomment>
        <translation>Mesas</translation>
    </message>
    <message>
        <source> on the {TABLES_PAGE} page</source>
        <translation> en la página {TABLES_PAGE}</translation>
    </message>
    <message>
        <source>On the {TABLES_PAGE} page, </source>
        <translation>En la página {TABLES_PAGE}, </translation>
    </message>
    <message>
        <source>Press “Break table {table}”{on_tables}.</source>
        <translation>Pulse «Cerrar la mesa {table}»{on_tables}.</translation>
    </message>
    <message>
        <source>Press “Redraw final table”{on_tables}.</source>
        <translation>Pulse «Resortear mesa final»{on_tables}.</translation>
    </message>
    <message>
        <source>{there}click the player who is big blind next at table {table}, or right-click the table and choose “Draw for the button at table {table}”.</source>
        <translation>{there}haga clic en el jugador que es ciega grande a continuación en la mesa {table}, o clic derecho en la mesa y elija «Sortear el botón en la mesa {table}».</translation>
    </message>
    <message>
        <source>{there}right-click the seat at table {table} and choose “Put seat back in play”.</source>
        <translation>{there}haga clic derecho en el asiento de la mesa {table} y elija «Devolver el asiento al juego».</translation>
    </message>
    <message>
        <source>Type them in the “Chips at the start of the hand” column.</source>
        <translation>Escríbalas en la columna «Fichas al comienzo de la mano».</translation>
    </message>
    <message>
        <source>Press “Deal next hand now…” in the hand-for-hand bar.</source>
        <translation>Pulse «Repartir la siguiente mano…» en la barra del mano a mano.</translation>
    </message>
    <message>
        <source>Press “Redraw seats…”{on_tables}: it asks before it moves anyone.</source>
        <translation>Pulse «Resortear asientos…»{on_tables}: pregunta antes de mover a nadie.</translation>
    </message>
    <message>
        <source>Press “New league…” on the League page.</source>
        <translation>Pulse «Nueva liga…» en la página Liga.</translation>
    </message>
    <message>
        <source>Press “New season…” on the League page.</source>
        <translation>Pulse «Nueva temporada…» en la página Liga.</translation>
    </message>
    <message>
        <source>Select the player on the Players page and press “Re-enter”.</source>
        <translation>Elija al jugador en la página Jugadores y pulse «Reentrada».</translation>
    </message>
    <message>
        <source>Type a few words of the situation in the ruling search to find it.</source>
        <translation>Escriba unas palabras de la situación en la búsqueda de decisiones para encontrarla.</translation>
    </message>
    <message>
        <source>Press “Make moves” in the moves panel{on_tables}.</source>
        <translation>Pulse «Hacer movimientos» en el panel de movimientos{on_tables}.</translation>
    </message>
    <message>
        <source>The colour-up plan (Reports page) lists each table&apos;s chips to change up.</source>
        <translation>El plan de cambio de color (página Documentos) indica las fichas a cambiar de cada mesa.</translation>
    </message>
    <message>
        <source>Press “Register…” on the Players page: the desk applies this.</source>
        <translation>Pulse «Inscribir…» en la página Jugadores: el mostrador lo aplica.</translation>
    </message>
</context>
<context>
    <name>report_worker</name>
    <message>
        <source>Printing failed: {exc}</source>
        <translation>La impresión falló: {exc}</translation>
    </message>
    <message>
        <source>The printer did not start: check that it is on and ready.</source>
        <translation>La impresora no arrancó: compruebe que está encendida y lista.</translation>
    </message>
    <message>
        <source>The printer stopped after {index} pages.</source>
        <translation>La impresora se detuvo tras {index} páginas.</translation>
    </message>
</context>
<context>
    <name>reports_page</name>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Every seated player</source>
        <extracomment>The seat-card choices, as the window offers them: (text, new only, reprint).</extracomment>
        <translation>Todos los jugadores sentados</translation>
    </message>
    <message>
        <source>Only cards not printed yet</source>
        <translation>Tarjetas sin imprimir</translation>
    </message>
    <message>
        <source>The last batch again</source>
        <translation>El último lote otra vez</translation>
    </message>
    <message>
        <source>This event&apos;s season, else the latest</source>
        <extracomment>The season choice that leaves it to the app: the event&apos;s own season, else the latest.</extracomment>
        <translation>La temporada de este torneo, si no la más reciente</translation>
    </message>
    <message>
        <source>Only table</source>
        <extracomment>The documents listed at least, on a short screen (the list scrolls).</extracomment>
        <translation>Solo mesa</translation>
    </message>
    <message>
        <source>Every move so far, not only the latest</source>
        <translation>Todos los movimientos hasta ahora, no solo el último</translation>
    </message>
    <message>
        <source>Only rulings with: a player, table 4, a rule…</source>
        <translation>Solo decisiones con: un jugador, mesa 4, una regla…</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Ver</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>En PDF…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Tarjetas</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Diseño</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Movimientos</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Temporada</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Documentos</translation>
    </message>
    <message>
        <source>Another document is being made: Preview once it is done.</source>
        <translation>Se está preparando otro documento: Vista previa cuando termine.</translation>
    </message>
    <message>
        <source> (closed)</source>
        <translation> (cerrada)</translation>
    </message>
    <message>
        <source>The floor has changed since this preview: Preview again to update it.</source>
        <translation>El floor ha cambiado desde esta vista previa: Vista previa otra vez para actualizarla.</translation>
    </message>
    <message>
        <source>Making the {0}…</source>
        <translation>Preparando {0}…</translation>
    </message>
    <message>
        <source>Print {0}</source>
        <translation>Imprimir {0}</translation>
    </message>
    <message>
        <source>Preview to see the {0}.</source>
        <translation>Vista previa para ver {0}.</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Guardar como PDF</translation>
    </message>
    <message>
        <source>Saved {pages} pages to {save_path}.</source>
        <translation>{pages} páginas guardadas en {save_path}.</translation>
    </message>
    <message>
        <source>Sent {pages} {0} to the printer.</source>
        <translation>{pages} {0} enviadas a la impresora.</translation>
    </message>
</context>
<context>
    <name>results</name>
    <message>
        <source>nobody credited (bounty unclaimed)</source>
        <translation>sin acreditar (recompensa no reclamada)</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>{first}-{last} (shared)</source>
        <translation>{first}-{last} (compartido)</translation>
    </message>
</context>
<context>
    <name>results_page</name>
    <message>
        <source>Complete</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <source>{winner} wins</source>
        <translation>{winner} gana</translation>
    </message>
    <message>
        <source>Field {field}</source>
        <translation>Campo {field}</translation>
    </message>
    <message>
        <source>{remaining} playing</source>
        <translation>{remaining} jugando</translation>
    </message>
    <message>
        <source>{0} out</source>
        <translation>{0} fuera</translation>
    </message>
    <message>
        <source>Bust-out…</source>
        <translation>Eliminación…</translation>
    </message>
    <message>
        <source>Record players eliminated on one hand (F4)</source>
        <translation>Registrar jugadores eliminados en una misma mano (F4)</translation>
    </message>
    <message>
        <source>Set place…</source>
        <translation>Fijar puesto…</translation>
    </message>
    <message>
        <source>Set the selected entry&apos;s place by hand, with a reason</source>
        <translation>Fijar a mano el puesto de la entrada elegida, con un motivo</translation>
    </message>
    <message>
        <source>Signed out</source>
        <translation>Retirado</translation>
    </message>
    <message>
        <source>The selected player signed out to claim league points (house amendment A-16); click again to take it back</source>
        <translation>El jugador elegido se retiró para reclamar puntos de liga (enmienda de la casa A-16); haga clic de nuevo para deshacerlo</translation>
    </message>
    <message>
        <source>Print results…</source>
        <translation>Imprimir resultados…</translation>
    </message>
    <message>
        <source>The results sheet on the Reports page, to print or save</source>
        <translation>La hoja de resultados en la página Documentos, para imprimir o guardar</translation>
    </message>
    <message>
        <source>Publish…</source>
        <translation>Publicar…</translation>
    </message>
    <message>
        <source>Write the results into a folder: a web page, an image for a chat group, and JSON and CSV files for websites and ranking sites</source>
        <translation>Escribir los resultados en una carpeta: una página web, una imagen para un grupo de chat, y archivos JSON y CSV para webs y sitios de ranking</translation>
    </message>
    <message>
        <source>Set place</source>
        <translation>Fijar puesto</translation>
    </message>
    <message>
        <source>Place for {player} (or shared, like 9-10):</source>
        <translation>Puesto de {player} (o compartido, como 9-10):</translation>
    </message>
    <message>
        <source>Why (kept in the journal):</source>
        <translation>Por qué (queda en el diario):</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Retirarse</translation>
    </message>
    <message>
        <source>Publish the results into a folder</source>
        <translation>Publicar los resultados en una carpeta</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Publicar</translation>
    </message>
    <message>
        <source>Publishing the results into {folder}…</source>
        <translation>Publicando los resultados en {folder}…</translation>
    </message>
    <message>
        <source>Published the results into {folder}: {names}</source>
        <translation>Resultados publicados en {folder}: {names}</translation>
    </message>
</context>
<context>
    <name>room_display</name>
    <message>
        <source>SIGN UP</source>
        <extracomment>The sign-up strip&apos;s width, as a share of the display&apos;s shorter side.</extracomment>
        <translation>PREINSCRIPCIÓN</translation>
    </message>
    <message>
        <source>Pay at the desk</source>
        <translation>Pague en el mostrador</translation>
    </message>
    <message>
        <source>PLAYERS</source>
        <extracomment>Texts of the slots in the boxes of figures.</extracomment>
        <translation>JUGADORES</translation>
    </message>
    <message>
        <source>AVERAGE STACK</source>
        <translation>STACK MEDIO</translation>
    </message>
    <message>
        <source>PRIZE POOL</source>
        <translation>BOTE DE PREMIOS</translation>
    </message>
    <message>
        <source>GUARANTEED POOL</source>
        <translation>BOTE GARANTIZADO</translation>
    </message>
    <message>
        <source>NEXT BREAK IN</source>
        <translation>PAUSA EN</translation>
    </message>
    <message>
        <source>LATE REGISTRATION</source>
        <translation>REGISTRO TARDÍO</translation>
    </message>
    <message>
        <source>PAYOUTS</source>
        <translation>PAGOS</translation>
    </message>
    <message>
        <source>SEAT CHANGES</source>
        <translation>CAMBIOS DE ASIENTO</translation>
    </message>
    <message>
        <source>CHIP LEADERS · BY LAST COUNT</source>
        <translation>LÍDERES EN FICHAS · ÚLTIMO RECUENTO</translation>
    </message>
    <message>
        <source>BIGGEST BOUNTIES</source>
        <translation>MAYORES RECOMPENSAS</translation>
    </message>
    <message>
        <source>Payouts from two entries on</source>
        <extracomment>How long the payouts panel shows the payouts, then the chip leaders (once counted). What the payouts panel says before there is a pool to share.</extracomment>
        <translation>Pagos a partir de dos entradas</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <extracomment>State banners: (text, background, text colour).</extracomment>
        <translation>EN PAUSA</translation>
    </message>
    <message>
        <source>HAND-FOR-HAND · CLOCK HELD</source>
        <translation>MANO A MANO · RELOJ DETENIDO</translation>
    </message>
    <message>
        <source>NOT STARTED</source>
        <translation>SIN EMPEZAR</translation>
    </message>
    <message>
        <source>FINISHED</source>
        <translation>TERMINADO</translation>
    </message>
    <message>
        <source>NO CLOCK</source>
        <translation>SIN RELOJ</translation>
    </message>
    <message>
        <source>STARTS IN</source>
        <translation>EMPIEZA EN</translation>
    </message>
    <message>
        <source>left / entries</source>
        <translation>restantes / entradas</translation>
    </message>
    <message>
        <source>BREAK</source>
        <translation>DESCANSO</translation>
    </message>
    <message>
        <source>{label} · TOP {PAYOUT_SLOTS} OF {0} PLACES</source>
        <translation>{label} · TOP {PAYOUT_SLOTS} DE {0} PUESTOS</translation>
    </message>
    <message>
        <source>Room display — floortool</source>
        <translation>Pantalla de sala — floortool</translation>
    </message>
    <message>
        <source>Leave Full Screen</source>
        <translation>Salir de pantalla completa</translation>
    </message>
    <message>
        <source>{event_name} — room display</source>
        <translation>{event_name} — pantalla de sala</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Diseño</translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation>Integrado</translation>
    </message>
    <message>
        <source>Announcement</source>
        <translation>Anuncio</translation>
    </message>
    <message>
        <source>Screen Set</source>
        <translation>Serie de pantallas</translation>
    </message>
</context>
<context>
    <name>room_end_view</name>
    <message>
        <source>FINAL PLACES</source>
        <extracomment>The share of the panel&apos;s width a lone column takes.</extracomment>
        <translation>PUESTOS FINALES</translation>
    </message>
    <message>
        <source>{PLACES_LABEL} · FIELD {field}</source>
        <translation>{PLACES_LABEL} · CAMPO {field}</translation>
    </message>
    <message>
        <source>{PLACES_LABEL} · TOP {0} OF {field}</source>
        <translation>{PLACES_LABEL} · TOP {0} DE {field}</translation>
    </message>
</context>
<context>
    <name>room_figures</name>
    <message>
        <source>{0} paid</source>
        <extracomment>The most bounties the room display lists (the biggest). The most characters of a name the room&apos;s chip-leader cells show.</extracomment>
        <translation>{0} pagados</translation>
    </message>
    <message>
        <source>{count} place</source>
        <translation>{count} puesto</translation>
    </message>
    <message>
        <source>{count} places</source>
        <translation>{count} puestos</translation>
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
        <translation>Ninguna regla que mostrar: pruebe un número de regla como 39-A, o menos palabras.</translation>
    </message>
    <message>
        <source>No ruling situation cites this rule.</source>
        <translation>Ninguna situación cita esta regla.</translation>
    </message>
    <message>
        <source>Type a rule number (39-A, RP-5, A-18, NL 12, §3 Misdeals 1(a)) or a few words (premature turn, odd chip). The texts are our own summaries: the official wording is a click away.</source>
        <translation>Escriba un número de regla (39-A, RP-5, A-18, NL 12, §3 Misdeals 1(a)) o unas palabras (premature turn, odd chip). Los textos son resúmenes propios: el texto oficial está a un clic.</translation>
    </message>
    <message>
        <source>Rulebooks</source>
        <translation>Reglamentos</translation>
    </message>
    <message>
        <source>Rule number or words…</source>
        <translation>Número de regla o palabras…</translation>
    </message>
    <message>
        <source>All books</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>Situations citing this rule</source>
        <translation>Situaciones que citan esta regla</translation>
    </message>
    <message>
        <source>No rule matches “{0}”.</source>
        <translation>Ninguna regla coincide con «{0}».</translation>
    </message>
    <message>
        <source>{count} rule</source>
        <translation>{count} regla</translation>
    </message>
    <message>
        <source>{count} rules</source>
        <translation>{count} reglas</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;{0}&quot;&gt;Official text: {1}&lt;/a&gt;&lt;br&gt;{2}.&lt;br&gt;&lt;i&gt;{3}&lt;/i&gt;</source>
        <translation>&lt;a href=&quot;{0}&quot;&gt;Texto oficial: {1}&lt;/a&gt;&lt;br&gt;{2}.&lt;br&gt;&lt;i&gt;{3}&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>ruling_wizard</name>
    <message>
        <source>Ruling</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Atrás</translation>
    </message>
    <message>
        <source>Back a step (Alt+Left)</source>
        <translation>Un paso atrás (Alt+Izquierda)</translation>
    </message>
    <message>
        <source>New ruling</source>
        <translation>Nueva decisión</translation>
    </message>
    <message>
        <source>The recorded ruling was undone. Record it again to log it (a new pick is drawn).</source>
        <translation>La decisión registrada se deshizo. Regístrela de nuevo para anotarla (se hace un nuevo sorteo).</translation>
    </message>
    <message>
        <source>Start again from the situation</source>
        <translation>Empezar de nuevo desde la situación</translation>
    </message>
    <message>
        <source>Actions in turn: {0}</source>
        <translation>Acciones por orden: {0}</translation>
    </message>
    <message>
        <source>Record the ruling</source>
        <translation>Registrar la decisión</translation>
    </message>
</context>
<context>
    <name>ruling_wizard_pages</name>
    <message>
        <source>At the director&apos;s discretion</source>
        <translation>A criterio del director</translation>
    </message>
    <message>
        <source>&lt;a href=&apos;{OPEN_IN_BROWSER}&apos;&gt;Open in the rule browser&lt;/a&gt; (the official text is a click away there)</source>
        <translation>&lt;a href=&apos;{OPEN_IN_BROWSER}&apos;&gt;Abrir en el navegador de reglas&lt;/a&gt; (allí el texto oficial está a un clic)</translation>
    </message>
    <message>
        <source>What the other rulebook says</source>
        <translation>Lo que dice el otro reglamento</translation>
    </message>
    <message>
        <source>On these answers</source>
        <translation>Con estas respuestas</translation>
    </message>
    <message>
        <source>What the dealer does</source>
        <translation>Lo que hace el crupier</translation>
    </message>
    <message>
        <source>Rules (click one to read it)</source>
        <translation>Reglas (haga clic en una para leerla)</translation>
    </message>
    <message>
        <source>Under {book}</source>
        <translation>Según {book}</translation>
    </message>
    <message>
        <source>Key {0}</source>
        <translation>Tecla {0}</translation>
    </message>
    <message>
        <source>Use these actions  (Enter)</source>
        <translation>Usar estas acciones  (Intro)</translation>
    </message>
    <message>
        <source>Or tap the actions taken in turn since the blinds, and floortool works it out</source>
        <translation>O toque las acciones por orden desde las ciegas, y floortool lo calcula</translation>
    </message>
    <message>
        <source>Keys: F fold, K check, C call, B bet, R raise, A all-in; Backspace takes one back. Posted blinds and antes never count.</source>
        <translation>Teclas: F pasar, K check, C igualar, B apostar, R subir, A all-in; Retroceso quita una. Las ciegas y antes puestas nunca cuentan.</translation>
    </message>
    <message>
        <source>Question {number}</source>
        <translation>Pregunta {number}</translation>
    </message>
    <message>
        <source>Answered:</source>
        <translation>Respuestas:</translation>
    </message>
    <message>
        <source>Names, separated by commas</source>
        <translation>Nombres, separados por comas</translation>
    </message>
    <message>
        <source>What was said, who called the floor…</source>
        <translation>Lo que se dijo, quién llamó al floor…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Director</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Registrar</translation>
    </message>
    <message>
        <source>Add the ruling to the incident log (Ctrl+Enter)</source>
        <translation>Añadir la decisión al registro de incidentes (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>Incident log</source>
        <translation>Registro de incidentes</translation>
    </message>
    <message>
        <source>The {0}: drawn at random</source>
        <translation>{0}: sorteado al azar</translation>
    </message>
    <message>
        <source>One of {0} face-down cards. “Record and draw” draws it and writes it in the incident log; the card to take shows here.</source>
        <translation>Una de {0} cartas boca abajo. «Registrar y sortear» la saca y la anota en el registro de incidentes; la carta a tomar aparece aquí.</translation>
    </message>
    <message>
        <source>Record and draw</source>
        <translation>Registrar y sortear</translation>
    </message>
    <message>
        <source>Keeps the time and the answers too (Ctrl+Enter); Edit › Undo takes it back.</source>
        <translation>Guarda también la hora y las respuestas (Ctrl+Intro); Editar › Deshacer lo revierte.</translation>
    </message>
    <message>
        <source>Card {0} is the {1}</source>
        <translation>La carta {0} es {1}</translation>
    </message>
    <message>
        <source>Recorded in the incident log as ruling {number} by {director}. Edit › Undo in the main window takes it back.</source>
        <translation>Registrada en el registro de incidentes como decisión {number} por {director}. Editar › Deshacer en la ventana principal la revierte.</translation>
    </message>
</context>
<context>
    <name>ruling_wizard_search</name>
    <message>
        <source>e.g. 4 card flop</source>
        <translation>p. ej. flop de 4 cartas</translation>
    </message>
    <message>
        <source>Enter opens the one chosen; ↑↓ choose.</source>
        <translation>Intro abre la elegida; ↑↓ para elegir.</translation>
    </message>
    <message>
        <source>{count} situations. Type a few words to find one.</source>
        <translation>{count} situaciones. Escriba unas palabras para encontrar una.</translation>
    </message>
    <message>
        <source>No situation matches “{0}”.</source>
        <translation>Ninguna situación coincide con «{0}».</translation>
    </message>
</context>
<context>
    <name>rulings</name>
    <message>
        <source>FTR decks</source>
        <translation>Barajas FTR</translation>
    </message>
    <message>
        <source>FTR decks with FTR action</source>
        <translation>Barajas FTR con acción FTR</translation>
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
        <translation>Series de pantallas de la sala</translation>
    </message>
    <message>
        <source>The room display shows these layouts one after another, each for its seconds, and starts again. Add a view, then choose its layout and seconds. A sponsor&apos;s slide is a layout like any other.</source>
        <translation>La pantalla de la sala muestra estos diseños uno tras otro, cada uno durante sus segundos, y vuelve a empezar. Añada una vista y elija su diseño y sus segundos. Una diapositiva de patrocinador es un diseño como cualquier otro.</translation>
    </message>
    <message>
        <source>A new set</source>
        <translation>Una serie nueva</translation>
    </message>
    <message>
        <source>e.g. Friday evening</source>
        <translation>p. ej. viernes por la noche</translation>
    </message>
    <message>
        <source> seconds</source>
        <translation> segundos</translation>
    </message>
    <message>
        <source>Add view</source>
        <translation>Añadir vista</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Partir de</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>Vistas</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Diseño</translation>
    </message>
    <message>
        <source>Shows for</source>
        <translation>Se muestra durante</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source>{number}. {title}: {seconds} seconds</source>
        <translation>{number}. {title}: {seconds} segundos</translation>
    </message>
    <message>
        <source>Saved: the room display lists it under Screen Set ({name}).</source>
        <translation>Guardada: la pantalla de la sala la ofrece en Serie de pantallas ({name}).</translation>
    </message>
</context>
<context>
    <name>seat_changes</name>
    <message>
        <source>{name} → Table {to_table} · Seat {to_seat}</source>
        <extracomment>How long the strip shows a few changes before it turns to the next few. The most changes the strip cycles through. Names longer than this are cut short (with &quot;…&quot;) so the strip keeps a readable size. Woken this long after a change is due, so the reading is past it.</extracomment>
        <translation>{name} → Mesa {to_table} · Asiento {to_seat}</translation>
    </message>
</context>
<context>
    <name>seat_draw</name>
    <message>
        <source>Seat every player at random, tables filled evenly</source>
        <translation>Sentar a cada jugador al azar, con las mesas llenadas por igual</translation>
    </message>
    <message>
        <source>Nobody to draw: register players first</source>
        <translation>Nadie a quien sortear: inscriba primero a los jugadores</translation>
    </message>
    <message>
        <source>Seat rules…</source>
        <translation>Reglas…</translation>
    </message>
    <message>
        <source>Players kept apart, players locked to their seat, the order tables open in</source>
        <translation>Jugadores separados, jugadores fijados a su asiento, el orden en que abren las mesas</translation>
    </message>
    <message>
        <source>Draw seats</source>
        <extracomment>Every text the button shows (it keeps the width of the longest).</extracomment>
        <translation>Sortear</translation>
    </message>
    <message>
        <source>Draw seats…</source>
        <translation>Sortear…</translation>
    </message>
    <message>
        <source>Redraw seats…</source>
        <translation>Resortear…</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} jugador</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} jugadores</translation>
    </message>
    <message>
        <source>{count} player waits for a seat: Draw seats seats them at random.</source>
        <translation>{count} jugador espera asiento: Sortear asientos lo sienta al azar.</translation>
    </message>
    <message>
        <source>{count} players wait for a seat: Draw seats seats them at random.</source>
        <translation>{count} jugadores esperan asiento: Sortear asientos los sienta al azar.</translation>
    </message>
    <message>
        <source>{count} player locked to their seat stays there.</source>
        <translation>{count} jugador fijado a su asiento se queda allí.</translation>
    </message>
    <message>
        <source>{count} players locked to their seat stay there.</source>
        <translation>{count} jugadores fijados a su asiento se quedan allí.</translation>
    </message>
    <message>
        <source>Redraw seats</source>
        <translation>Resortear asientos</translation>
    </message>
    <message>
        <source>Redraw every seat?</source>
        <translation>¿Resortear todos los asientos?</translation>
    </message>
    <message>
        <source>The clock has started: redraw every seat now?</source>
        <translation>Reloj en marcha: ¿resortear todo?</translation>
    </message>
    <message>
        <source>All {0} get a new seat at random</source>
        <translation>{0} resorteados al azar</translation>
    </message>
    <message>
        <source>{new}; seat cards already printed are void.</source>
        <translation>{new}; tarjetas impresas anuladas.</translation>
    </message>
    <message>
        <source>{tip}. ▾ for the seat rules.</source>
        <translation>{tip}. ▾ para las reglas de asientos.</translation>
    </message>
</context>
<context>
    <name>seat_finder</name>
    <message>
        <source>No seated player matches “{typed}”.</source>
        <translation>Ningún jugador sentado coincide con «{typed}».</translation>
    </message>
    <message>
        <source>{name}: table {table} seat {number}</source>
        <translation>{name}: mesa {table} asiento {number}</translation>
    </message>
    <message>
        <source>{0} match (Enter: next)</source>
        <translation>{0} coinciden (Intro: siguiente)</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} jugador</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} jugadores</translation>
    </message>
    <message>
        <source>Table {number} is not open.</source>
        <translation>La mesa {number} no está abierta.</translation>
    </message>
    <message>
        <source>Table {number}: {0}</source>
        <translation>Mesa {number}: {0}</translation>
    </message>
    <message>
        <source>Table {number} has seats 1 to {0}.</source>
        <translation>La mesa {number} tiene los asientos 1 a {0}.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>Table {number} seat {seat}: {who}</source>
        <translation>Mesa {number} asiento {seat}: {who}</translation>
    </message>
</context>
<context>
    <name>seat_rules_dialog</name>
    <message>
        <source>Seat rules</source>
        <extracomment>Across and down: both lists show a few rows under their hints.</extracomment>
        <translation>Reglas de asientos</translation>
    </message>
    <message>
        <source>Keep apart</source>
        <translation>Separar</translation>
    </message>
    <message>
        <source>No longer apart</source>
        <translation>Ya no separados</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Liberar</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>Cambiar…</translation>
    </message>
    <message>
        <source>Kept apart</source>
        <translation>Separados</translation>
    </message>
    <message>
        <source>and</source>
        <translation>y</translation>
    </message>
    <message>
        <source>Locked to their seat</source>
        <translation>Fijados a su asiento</translation>
    </message>
    <message>
        <source>Table {table} seat {seat}</source>
        <translation>Mesa {table} asiento {seat}</translation>
    </message>
    <message>
        <source>1, 2, 3 … (in number order)</source>
        <translation>1, 2, 3 … (por número)</translation>
    </message>
    <message>
        <source>No longer keep apart</source>
        <translation>Dejar de separar</translation>
    </message>
    <message>
        <source>Unlock the seat</source>
        <translation>Liberar el asiento</translation>
    </message>
    <message>
        <source>Table order</source>
        <translation>Orden de mesas</translation>
    </message>
    <message>
        <source>Two players who must not sit at the same table (Robert&apos;s Rules, Seating 4), re-entries included. The draw, late seats and balancing keep them apart whenever another table has room.</source>
        <translation>Dos jugadores que no deben sentarse en la misma mesa (Robert&apos;s Rules, Seating 4), reentradas incluidas. El sorteo, los asientos tardíos y el equilibrado los mantienen separados siempre que otra mesa tenga sitio.</translation>
    </message>
    <message>
        <source>A house dealer or a player with special needs keeps their seat (TDA 2024 Rule 9). Lock a player from their seat&apos;s menu on the map.</source>
        <translation>Un crupier de la casa o un jugador con necesidades especiales conserva su asiento (TDA 2024, regla 9). Fije a un jugador desde el menú de su asiento en el mapa.</translation>
    </message>
    <message>
        <source>The order tables open in as the field grows.</source>
        <translation>El orden en que abren las mesas a medida que crece el campo.</translation>
    </message>
    <message>
        <source>Tables open in this order as the field grows, e.g. 1-10, 21-30:10
(tables 1 to 10, then 21 to 30 with 10 seats). Leave it blank for 1, 2, 3 …</source>
        <translation>Las mesas abren en este orden a medida que crece el campo, p. ej. 1-10, 21-30:10
(mesas 1 a 10, luego 21 a 30 con 10 asientos). Déjelo en blanco para 1, 2, 3 …</translation>
    </message>
    <message>
        <source>  — at one table now: no other table had room</source>
        <translation>  — en una misma mesa ahora: ninguna otra mesa tenía sitio</translation>
    </message>
    <message>
        <source>Change the table order</source>
        <translation>Cambiar el orden de mesas</translation>
    </message>
</context>
<context>
    <name>setting_fields</name>
    <message>
        <source>{label} cannot be negative.</source>
        <extracomment>Upper bound of the number boxes: wider than the domain allows, so it refuses with its own message (13 seats, a tolerance of 0 ... say why they cannot be). Width of the two number boxes sharing the early tolerance&apos;s row.</extracomment>
        <translation>{label} no puede ser negativo.</translation>
    </message>
    <message>
        <source>{label}: &apos;{0}&apos; is not a number of chips (write it like 10000 or 10,000)</source>
        <translation>{label}: «{0}» no es un número de fichas (escríbalo como 10000 o 10,000)</translation>
    </message>
    <message>
        <source>level </source>
        <translation>nivel </translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Permitir</translation>
    </message>
</context>
<context>
    <name>share_dialog</name>
    <message>
        <source>Start sharing to pair phones: they pair through the floor&apos;s pages.</source>
        <translation>Empiece a compartir para emparejar móviles: se emparejan a través de las páginas del floor.</translation>
    </message>
    <message>
        <source>Phones and screens must be on the same Wi-Fi network as this laptop (the venue&apos;s, or a phone&apos;s hotspot the laptop has joined). The first time, Windows or macOS asks whether floortool may accept connections: allow it on private networks.</source>
        <translation>Los móviles y pantallas deben estar en la misma red Wi-Fi que este portátil (la del local, o el punto de acceso de un móvil al que esté conectado el portátil). La primera vez, Windows o macOS pregunta si floortool puede aceptar conexiones: permítalo en redes privadas.</translation>
    </message>
    <message>
        <source>Share on the venue network</source>
        <translation>Compartir en la red del local</translation>
    </message>
    <message>
        <source>Sharing goes on until you stop it</source>
        <translation>Se comparte hasta que lo detenga</translation>
    </message>
    <message>
        <source>Share the floor</source>
        <translation>Compartir el floor</translation>
    </message>
    <message>
        <source>Where phones and screens reach this laptop</source>
        <translation>Dónde llegan los móviles y pantallas a este portátil</translation>
    </message>
    <message>
        <source>The port the floor&apos;s pages are served on (8470 unless taken)</source>
        <translation>El puerto en que se sirven las páginas del floor (8470 si está libre)</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>Start sharing</source>
        <translation>Empezar a compartir</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Scan to open the floor&apos;s pages: the clock, seats, payouts and results. Put it on the room display or print it for the tables.</source>
        <translation>Escanee para abrir las páginas del floor: el reloj, los asientos, los pagos y los resultados. Póngalo en la pantalla de sala o imprímalo para las mesas.</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Crupier</translation>
    </message>
    <message>
        <source>Table </source>
        <translation>Mesa </translation>
    </message>
    <message>
        <source>The table the dealer phone is tied to</source>
        <translation>La mesa a la que está ligado el móvil de crupier</translation>
    </message>
    <message>
        <source>Pair a phone…</source>
        <translation>Emparejar un móvil…</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Revocar</translation>
    </message>
    <message>
        <source>The phone can no longer act on the floor until paired again</source>
        <translation>El móvil ya no puede actuar en el floor hasta que se empareje de nuevo</translation>
    </message>
    <message>
        <source>Paired: {name}.</source>
        <translation>Emparejado: {name}.</translation>
    </message>
    <message>
        <source>On the phone: scan the code, or open {url}/pair and type the code.</source>
        <translation>En el móvil: escanee el código, o abra {url}/pair y escriba el código.</translation>
    </message>
    <message>
        <source>Start sharing first: phones pair through it</source>
        <translation>Empiece primero a compartir: los móviles se emparejan a través de ello</translation>
    </message>
    <message>
        <source>Starting the server at {url}…</source>
        <translation>Iniciando el servidor en {url}…</translation>
    </message>
    <message>
        <source>Serving at {url}</source>
        <translation>Sirviendo en {url}</translation>
    </message>
    <message>
        <source>Stopped: {error}</source>
        <translation>Detenido: {error}</translation>
    </message>
    <message>
        <source>Not sharing. Choose the address and start sharing.</source>
        <translation>No se está compartiendo. Elija la dirección y empiece a compartir.</translation>
    </message>
    <message>
        <source>The code expired unused: pair again for a new one.</source>
        <translation>El código caducó sin usarse: empareje de nuevo para obtener otro.</translation>
    </message>
    <message>
        <source>a floor phone</source>
        <translation>un móvil de floor</translation>
    </message>
    <message>
        <source>the dealer of table {table}</source>
        <translation>el crupier de la mesa {table}</translation>
    </message>
    <message>
        <source>For {whose}: good once, for {0}</source>
        <translation>Para {whose}: válido una vez, durante {0}</translation>
    </message>
    <message>
        <source>Revoked: {name} can no longer act on the floor.</source>
        <translation>Revocado: {name} ya no puede actuar en el floor.</translation>
    </message>
    <message>
        <source>Staff phones and room screens</source>
        <translation>Móviles del personal y pantallas de sala</translation>
    </message>
    <message>
        <source>A floor phone can do what the floor does; a dealer phone reports its table&apos;s hands and button; a room screen (a TV&apos;s browser) shows what you choose for it below. A code pairs one device, within two minutes.</source>
        <translation>Un móvil de floor puede hacer lo que hace el floor; un móvil de crupier informa de las manos y el botón de su mesa; una pantalla de sala (el navegador de un televisor) muestra lo que elija para ella abajo. Un código empareja un dispositivo, en dos minutos.</translation>
    </message>
    <message>
        <source>Room screen</source>
        <translation>Pantalla de sala</translation>
    </message>
    <message>
        <source>a room screen</source>
        <translation>una pantalla de sala</translation>
    </message>
    <message>
        <source>What the room screen picked above shows</source>
        <translation>Lo que muestra la pantalla de sala elegida arriba</translation>
    </message>
    <message>
        <source>Shows</source>
        <translation>Muestra</translation>
    </message>
    <message>
        <source>The built-in display</source>
        <translation>La pantalla integrada</translation>
    </message>
    <message>
        <source>Layout: {title}</source>
        <translation>Diseño: {title}</translation>
    </message>
    <message>
        <source>Screen set: {title}</source>
        <translation>Serie de pantallas: {title}</translation>
    </message>
    <message>
        <source>{device} shows {view}.</source>
        <translation>{device} muestra {view}.</translation>
    </message>
</context>
<context>
    <name>shortcuts</name>
    <message>
        <source>Start / &amp;Pause / Resume</source>
        <translation>Iniciar / &amp;Pausa / Reanudar</translation>
    </message>
    <message>
        <source>P&amp;revious Level</source>
        <translation>Nivel anter&amp;ior</translation>
    </message>
    <message>
        <source>&amp;Next Level</source>
        <translation>&amp;Nivel siguiente</translation>
    </message>
    <message>
        <source>&amp;Add a Minute</source>
        <translation>Añadir &amp;un minuto</translation>
    </message>
    <message>
        <source>Re&amp;move a Minute</source>
        <translation>&amp;Quitar un minuto</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
</context>
<context>
    <name>store.faults</name>
    <message>
        <source>The database server at {where} refused the login of user &apos;{user}&apos; (wrong user name or password): nothing was written. Correct the user or password in the database URL.</source>
        <extracomment>Below this much free space an I/O error is taken for a full disk. What PostgreSQL says when it refuses a login (a wrong password, an unknown user). What it says of a database that is not there (``database &quot;x&quot; does not exist``). How the sqlite3 module&apos;s message starts when a stored text is not UTF-8.</extracomment>
        <translation>El servidor de base de datos en {where} rechazó el inicio de sesión del usuario «{user}» (usuario o contraseña incorrectos): no se escribió nada. Corrija el usuario o la contraseña en la URL de la base de datos.</translation>
    </message>
    <message>
        <source>The database server at {where} has no database &apos;{database}&apos;: nothing was written. Check its name in the database URL, or create it on the server.</source>
        <translation>El servidor de base de datos en {where} no tiene ninguna base de datos «{database}»: no se escribió nada. Compruebe su nombre en la URL de la base de datos o créela en el servidor.</translation>
    </message>
    <message>
        <source>The database server at {where} cannot be reached (stopped, restarting or unreachable): nothing was written and nothing recorded before is lost. Try again once it is back.</source>
        <translation>No se puede contactar con el servidor de base de datos en {where} (detenido, reiniciándose o inaccesible): no se escribió nada y no se ha perdido nada de lo registrado antes. Inténtelo de nuevo cuando vuelva.</translation>
    </message>
    <message>
        <source>{database} holds a record whose text is not UTF-8: it was changed by hand or damaged. Nothing was changed; restore the file from a backup.</source>
        <translation>{database} contiene un registro cuyo texto no es UTF-8: se cambió a mano o está dañado. No se cambió nada; restaure el archivo desde una copia de seguridad.</translation>
    </message>
    <message>
        <source>The write-ahead log of {database} ({name}-wal) was removed while another program has the database open. Nothing is lost: that program (another floortool window or command) still holds the log and writes it back into the file when it closes. Close it, then try again; do not restore a backup.</source>
        <translation>Se eliminó el registro de escritura anticipada de {database} ({name}-wal) mientras otro programa tiene la base de datos abierta. No se ha perdido nada: ese programa (otra ventana u orden de floortool) aún guarda el registro y lo vuelve a escribir en el archivo al cerrarse. Ciérrelo y vuelva a intentarlo; no restaure ninguna copia de seguridad.</translation>
    </message>
    <message>
        <source>{database} is read-only: nothing was written. Make the file and its folder writable, or open a copy.</source>
        <translation>{database} es de solo lectura: no se escribió nada. Haga que el archivo y su carpeta admitan escritura o abra una copia.</translation>
    </message>
    <message>
        <source>The disk holding {database} is full: the last action was not written and nothing recorded before was lost. Free some space and try again.</source>
        <translation>El disco que contiene {database} está lleno: la última acción no se escribió y no se perdió nada de lo registrado antes. Libere espacio e inténtelo de nuevo.</translation>
    </message>
</context>
<context>
    <name>store.migrate</name>
    <message>
        <source>{where} is not a floortool database (it holds other tables). It was left untouched.</source>
        <extracomment>Every table of the connection&apos;s schema with its columns, in one catalog query: what SQLAlchemy&apos;s reflection finds for PostgreSQL in several, compiled afresh for each engine (the command line makes one per command).</extracomment>
        <translation>{where} no es una base de datos de floortool (contiene otras tablas). No se ha tocado.</translation>
    </message>
    <message>
        <source>{where} is not a floortool database. It was left untouched.</source>
        <translation>{where} no es una base de datos de floortool. No se ha tocado.</translation>
    </message>
    <message>
        <source>{where} is not a floortool database (it holds another application&apos;s tables). It was left untouched.</source>
        <translation>{where} no es una base de datos de floortool (contiene las tablas de otra aplicación). No se ha tocado.</translation>
    </message>
    <message>
        <source>{where} was written by a newer floortool (schema {revision}; this version knows up to {head}). Install the newer floortool to open it; the file was left untouched.</source>
        <translation>{where} la escribió un floortool más reciente (esquema {revision}; esta versión conoce hasta {head}). Instale el floortool más reciente para abrirla; el archivo no se ha tocado.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a database file. It was left untouched; give the path of a database file (a new name creates one).</source>
        <translation>{path} es una carpeta, no un archivo de base de datos. No se ha tocado; indique la ruta de un archivo de base de datos (un nombre nuevo crea uno).</translation>
    </message>
</context>
<context>
    <name>store.sqlite_file</name>
    <message>
        <source>{path} is not a floortool database (it is not a SQLite file). It was left untouched.</source>
        <translation>{path} no es una base de datos de floortool (no es un archivo SQLite). No se ha tocado.</translation>
    </message>
    <message>
        <source>{path} is damaged and cannot be read ({exc}). It was left untouched; restore it from a backup or open another database.</source>
        <translation>{path} está dañado y no se puede leer ({exc}). No se ha tocado; restáurelo desde una copia de seguridad o abra otra base de datos.</translation>
    </message>
    <message>
        <source>{where} is a floortool database whose {tables} table was removed or changed by hand. It was left untouched; restore it from a backup.</source>
        <translation>{where} es una base de datos de floortool cuya tabla {tables} se eliminó o se cambió a mano. No se ha tocado; restáurela desde una copia de seguridad.</translation>
    </message>
    <message>
        <source>{where} is read-only: floortool must write the database there. It was left untouched; make it writable or copy the file to a writable folder.</source>
        <translation>{where} es de solo lectura: floortool debe escribir allí la base de datos. No se ha tocado; haga que admita escritura o copie el archivo a una carpeta que la admita.</translation>
    </message>
</context>
<context>
    <name>structure</name>
    <message>
        <source>{subject}: &apos;{0}&apos; is not a whole number of {what}.</source>
        <extracomment>The structure row (0-based, breaks included) a table row shows.</extracomment>
        <translation>{subject}: «{0}» no es un número entero de {what}.</translation>
    </message>
    <message>
        <source>Hours:minutes from the start of level 1, breaks included</source>
        <extracomment>The structure field each editable column changes.</extracomment>
        <translation>Horas:minutos desde el inicio del nivel 1, descansos incluidos</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <source>{text}: being played now</source>
        <translation>{text}: en juego ahora</translation>
    </message>
</context>
<context>
    <name>structure_page</name>
    <message>
        <source>Structures (*.json *.csv);;JSON (*.json);;CSV (*.csv)</source>
        <extracomment>Below this page width the chips go under the table.</extracomment>
        <translation>Estructuras (*.json *.csv);;JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation>JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Insert level</source>
        <translation>Insertar nivel</translation>
    </message>
    <message>
        <source>Insert a level after the selected row</source>
        <translation>Insertar un nivel tras la fila elegida</translation>
    </message>
    <message>
        <source>Insert break</source>
        <translation>Insertar descanso</translation>
    </message>
    <message>
        <source>Insert a break after the selected row</source>
        <translation>Insertar un descanso tras la fila elegida</translation>
    </message>
    <message>
        <source>Delete row</source>
        <translation>Borrar fila</translation>
    </message>
    <message>
        <source>Delete the selected row</source>
        <translation>Borrar la fila elegida</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move the selected row up</source>
        <translation>Subir la fila elegida</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Move the selected row down</source>
        <translation>Bajar la fila elegida</translation>
    </message>
    <message>
        <source>Play this row</source>
        <translation>Jugar esta fila</translation>
    </message>
    <message>
        <source>Put the clock at the start of this row</source>
        <translation>Poner el reloj al inicio de esta fila</translation>
    </message>
    <message>
        <source>Load template</source>
        <translation>Cargar plantilla</translation>
    </message>
    <message>
        <source>Replace the structure with a template</source>
        <translation>Reemplazar la estructura por una plantilla</translation>
    </message>
    <message>
        <source>Copy from event</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Use the structure of another event</source>
        <translation>Usar la estructura de otro torneo</translation>
    </message>
    <message>
        <source>Save as template…</source>
        <translation>Como plantilla…</translation>
    </message>
    <message>
        <source>Keep this structure as a template</source>
        <translation>Guardar esta estructura como plantilla</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <source>Read a structure from a JSON or CSV file</source>
        <translation>Leer una estructura de un archivo JSON o CSV</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Write the structure to a JSON or CSV file</source>
        <translation>Escribir la estructura en un archivo JSON o CSV</translation>
    </message>
    <message>
        <source>Suggest…</source>
        <translation>Proponer…</translation>
    </message>
    <message>
        <source>Let the generator propose a structure</source>
        <translation>Dejar que el generador proponga una estructura</translation>
    </message>
    <message>
        <source>No structure</source>
        <translation>Sin estructura</translation>
    </message>
    <message>
        <source>Load a template, import a file or suggest one.</source>
        <translation>Cargue una plantilla, importe un archivo o pida una propuesta.</translation>
    </message>
    <message>
        <source>Unnamed structure</source>
        <translation>Estructura sin nombre</translation>
    </message>
    <message>
        <source>{0}, {1}, {hours} h {minutes:02d} min in all. Double-click a cell to change it; Edit &gt; Undo takes a change back.</source>
        <translation>{0}, {1}, {hours} h {minutes:02d} min en total. Doble clic cambia una celda; Editar &gt; Deshacer lo revierte.</translation>
    </message>
    <message>
        <source>{count} level</source>
        <translation>{count} nivel</translation>
    </message>
    <message>
        <source>{count} levels</source>
        <translation>{count} niveles</translation>
    </message>
    <message>
        <source>{count} break</source>
        <translation>{count} descanso</translation>
    </message>
    <message>
        <source>{count} breaks</source>
        <translation>{count} descansos</translation>
    </message>
    <message>
        <source>Edit the structure</source>
        <translation>Editar la estructura</translation>
    </message>
    <message>
        <source>Use template {name}</source>
        <translation>Usar la plantilla {name}</translation>
    </message>
    <message>
        <source>No other event has a structure</source>
        <translation>Ningún otro torneo tiene estructura</translation>
    </message>
    <message>
        <source>Copy the structure of {name}</source>
        <translation>Copiar la estructura de {name}</translation>
    </message>
    <message>
        <source>Copy structure</source>
        <translation>Copiar estructura</translation>
    </message>
    <message>
        <source>Save as template</source>
        <translation>Guardar como plantilla</translation>
    </message>
    <message>
        <source>Template name:</source>
        <translation>Nombre de la plantilla:</translation>
    </message>
    <message>
        <source>Cannot save the template: {exc}.</source>
        <translation>No se puede guardar la plantilla: {exc}.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Saved as template &apos;{saved}&apos;.</source>
        <translation>Guardada como plantilla «{saved}».</translation>
    </message>
    <message>
        <source>Import a structure</source>
        <translation>Importar una estructura</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>Importar {name}</translation>
    </message>
    <message>
        <source>Import structure from {name}</source>
        <translation>Importar la estructura de {name}</translation>
    </message>
    <message>
        <source>Export the structure</source>
        <translation>Exportar la estructura</translation>
    </message>
    <message>
        <source>Cannot write {path}: {0}.</source>
        <translation>No se puede escribir {path}: {0}.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Structure written to {path}.</source>
        <translation>Estructura escrita en {path}.</translation>
    </message>
    <message>
        <source>The event has no chip set to suggest a structure for.</source>
        <translation>El torneo no tiene juego de fichas para el que proponer una estructura.</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Proponer</translation>
    </message>
    <message>
        <source>Use the suggested structure</source>
        <translation>Usar la estructura propuesta</translation>
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
        <translation>Proponer una estructura</translation>
    </message>
    <message>
        <source> chips</source>
        <translation> fichas</translation>
    </message>
    <message>
        <source> players</source>
        <translation> jugadores</translation>
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
        <translation>Sin antes</translation>
    </message>
    <message>
        <source>from level </source>
        <translation>desde el nivel </translation>
    </message>
    <message>
        <source> levels</source>
        <translation> niveles</translation>
    </message>
    <message>
        <source>No breaks</source>
        <translation>Sin descansos</translation>
    </message>
    <message>
        <source>every </source>
        <translation>cada </translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Stack inicial</translation>
    </message>
    <message>
        <source>Expected players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Target length</source>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Level length</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Big-blind antes</source>
        <translation>Ante BB</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>Descansos</translation>
    </message>
    <message>
        <source>Break length</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <source>Chips: {0}</source>
        <translation>Fichas: {0}</translation>
    </message>
    <message>
        <source>Use this structure</source>
        <translation>Usar esta estructura</translation>
    </message>
    <message>
        <source>No structure to suggest with these inputs.</source>
        <translation>No hay estructura que proponer con estos datos.</translation>
    </message>
    <message>
        <source>The big blind never reaches the end value: add levels after applying.</source>
        <translation>La ciega grande nunca llega al valor final: añada niveles tras aplicarla.</translation>
    </message>
    <message>
        <source>Projected finish {0} after the start, during level {level} (big blind {end_big_blind} = {total_chips} chips / 20).</source>
        <translation>Final previsto {0} después del inicio, en el nivel {level} (ciega grande {end_big_blind} = {total_chips} fichas / 20).</translation>
    </message>
    <message>
        <source>{count} level</source>
        <translation>{count} nivel</translation>
    </message>
    <message>
        <source>{count} levels</source>
        <translation>{count} niveles</translation>
    </message>
</context>
<context>
    <name>table_questions</name>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} y {1}</translation>
    </message>
    <message>
        <source>Break table {table}</source>
        <translation>Cerrar la mesa {table}</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} jugador</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} jugadores</translation>
    </message>
    <message>
        <source>Break table {table}? {who}, but no other table has an empty seat.</source>
        <translation>¿Cerrar la mesa {table}? {who}, pero ninguna otra mesa tiene un asiento libre.</translation>
    </message>
    <message>
        <source>Its {count} player moves</source>
        <translation>Su {count} jugador se mueve</translation>
    </message>
    <message>
        <source>Its {count} players move</source>
        <translation>Sus {count} jugadores se mueven</translation>
    </message>
    <message>
        <source>tables {tables}</source>
        <translation>mesas {tables}</translation>
    </message>
    <message>
        <source>table {tables}</source>
        <translation>mesa {tables}</translation>
    </message>
    <message>
        <source>Break table {table}? {who} to empty seats drawn at random at {named}.</source>
        <translation>¿Cerrar la mesa {table}? {who} a asientos libres sorteados al azar en {named}.</translation>
    </message>
    <message>
        <source>Start hand-for-hand</source>
        <translation>Iniciar mano a mano</translation>
    </message>
    <message>
        <source>Start hand-for-hand, {0} per hand, clock held?</source>
        <translation>¿Iniciar mano a mano, {0} por mano, con el reloj detenido?</translation>
    </message>
    <message>
        <source>{ask} {left} left, no places paid yet.</source>
        <translation>{ask} {left} restantes, aún sin puestos pagados.</translation>
    </message>
    <message>
        <source>in the money</source>
        <translation>en los premios</translation>
    </message>
    <message>
        <source>{0} from the money</source>
        <translation>a {0} de los premios</translation>
    </message>
    <message>
        <source>{count} bust</source>
        <translation>{count} eliminación</translation>
    </message>
    <message>
        <source>{count} busts</source>
        <translation>{count} eliminaciones</translation>
    </message>
    <message>
        <source>{ask} {left} left, {0} paid: {where}.</source>
        <translation>{ask} {left} restantes, {0} pagados: {where}.</translation>
    </message>
    <message>
        <source>{count} place</source>
        <translation>{count} puesto</translation>
    </message>
    <message>
        <source>{count} places</source>
        <translation>{count} puestos</translation>
    </message>
    <message>
        <source>Stop hand-for-hand</source>
        <translation>Terminar mano a mano</translation>
    </message>
    <message>
        <source>Stop hand-for-hand at hand {hand}? Normal play again: the clock runs.</source>
        <translation>¿Terminar mano a mano en la mano {hand}? Vuelta al juego normal: el reloj corre.</translation>
    </message>
    <message>
        <source>The clock has not started: hand-for-hand play holds a running clock near the money. Start the clock first.</source>
        <translation>El reloj no ha empezado: el mano a mano detiene un reloj en marcha cerca de los premios. Inicie primero el reloj.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>Move {name} from table {ft} seat {fs} to table {tt} seat {ts}?</source>
        <translation>¿Mover a {name} de la mesa {ft} asiento {fs} a la mesa {tt} asiento {ts}?</translation>
    </message>
    <message>
        <source>Deal hand {0}</source>
        <translation>Repartir la mano {0}</translation>
    </message>
    <message>
        <source>Deal hand {0} now?</source>
        <translation>¿Repartir la mano {0} ahora?</translation>
    </message>
    <message>
        <source>{ask} {tables} has not reported hand {hand}.</source>
        <translation>{ask} {tables} no ha informado de la mano {hand}.</translation>
    </message>
    <message>
        <source>{ask} {tables} have not reported hand {hand}.</source>
        <translation>{ask} {tables} no han informado de la mano {hand}.</translation>
    </message>
</context>
<context>
    <name>tables_actions</name>
    <message>
        <source>out of play</source>
        <translation>fuera de juego</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>Table {table} seat {seat}: {who}</source>
        <translation>Mesa {table} asiento {seat}: {who}</translation>
    </message>
    <message>
        <source>Move {name}…</source>
        <translation>Mover a {name}…</translation>
    </message>
    <message>
        <source>Bust {name}</source>
        <translation>Eliminar a {name}</translation>
    </message>
    <message>
        <source>Unlock from this seat</source>
        <translation>Liberar de este asiento</translation>
    </message>
    <message>
        <source>Lock to this seat</source>
        <translation>Fijar a este asiento</translation>
    </message>
    <message>
        <source>A locked player moves only when it cannot be avoided (Rule 9)</source>
        <translation>Un jugador fijado solo se mueve cuando no se puede evitar (regla 9)</translation>
    </message>
    <message>
        <source>Put seat back in play</source>
        <translation>Devolver el asiento al juego</translation>
    </message>
    <message>
        <source>Take seat out of play</source>
        <translation>Sacar el asiento del juego</translation>
    </message>
    <message>
        <source>Dealer button here</source>
        <translation>Botón del crupier aquí</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <source>still playing</source>
        <translation>sigue jugando</translation>
    </message>
    <message>
        <source>has finished</source>
        <translation>ha terminado</translation>
    </message>
    <message>
        <source>: {doing} hand-for-hand hand {hand}</source>
        <translation>: {doing} la mano {hand} del mano a mano</translation>
    </message>
    <message>
        <source>Hand finished at table {table}</source>
        <translation>Mano terminada en la mesa {table}</translation>
    </message>
    <message>
        <source>The button moves on; in hand-for-hand play the table reports the hand</source>
        <translation>El botón avanza; en mano a mano la mesa informa de la mano</translation>
    </message>
    <message>
        <source>Draw for the button at table {table}</source>
        <translation>Sortear el botón en la mesa {table}</translation>
    </message>
    <message>
        <source>One card to each player: the highest takes the button</source>
        <translation>Una carta a cada jugador: la más alta se lleva el botón</translation>
    </message>
    <message>
        <source>Draw seats</source>
        <translation>Sortear asientos</translation>
    </message>
    <message>
        <source>Bust</source>
        <translation>Eliminado</translation>
    </message>
    <message>
        <source>Lock to the seat</source>
        <translation>Fijar al asiento</translation>
    </message>
    <message>
        <source>Seat in or out of play</source>
        <translation>Asiento en juego o fuera</translation>
    </message>
    <message>
        <source>Draw for the button</source>
        <translation>Sortear el botón</translation>
    </message>
    <message>
        <source>Set the button</source>
        <translation>Poner el botón</translation>
    </message>
    <message>
        <source>Balance the tables</source>
        <translation>Equilibrar las mesas</translation>
    </message>
    <message>
        <source>Redraw the final table</source>
        <translation>Resortear la mesa final</translation>
    </message>
</context>
<context>
    <name>tables_bar</name>
    <message>
        <source>Click an empty seat for {name} (now at table {table} seat {seat}).</source>
        <extracomment>The bar above the map: one height, asking or not (three lines of text fit: a redraw names all it does in three at 1024 pixels across).</extracomment>
        <translation>Haga clic en un asiento libre para {name} (ahora en la mesa {table} asiento {seat}).</translation>
    </message>
    <message>
        <source>table {0}</source>
        <translation>mesa {0}</translation>
    </message>
    <message>
        <source>tables {0} and {1}</source>
        <translation>mesas {0} y {1}</translation>
    </message>
    <message>
        <source>To balance, click the player who is big blind next at {named}.</source>
        <translation>Para equilibrar, haga clic en el jugador que es ciega grande a continuación en {named}.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Repartir la siguiente mano</translation>
    </message>
    <message>
        <source>Break table {table}</source>
        <translation>Cerrar la mesa {table}</translation>
    </message>
    <message>
        <source>Move player</source>
        <translation>Mover jugador</translation>
    </message>
</context>
<context>
    <name>tables_page</name>
    <message>
        <source>{0} waiting for a seat</source>
        <extracomment>How many recent moves the panel lists. The final table&apos;s redraw is read again this long after its time is up.</extracomment>
        <translation>{0} sin asiento</translation>
    </message>
    <message>
        <source>{0} at {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation>{count} jugador</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} jugadores</translation>
    </message>
    <message>
        <source>{count} table</source>
        <translation>{count} mesa</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation>{count} mesas</translation>
    </message>
    <message>
        <source>{0} waiting</source>
        <translation>{0} esperando</translation>
    </message>
    <message>
        <source>Smaller tables (Ctrl+wheel)</source>
        <translation>Mesas más pequeñas (Ctrl+rueda)</translation>
    </message>
    <message>
        <source>Larger tables (Ctrl+wheel)</source>
        <translation>Mesas más grandes (Ctrl+rueda)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Todas</translation>
    </message>
    <message>
        <source>Show every table at once</source>
        <translation>Mostrar todas las mesas a la vez</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>tables_search</name>
    <message>
        <source>Find: name or table-seat (12-4)</source>
        <translation>Buscar: nombre o mesa-asiento (12-4)</translation>
    </message>
</context>
<context>
    <name>ticker_line</name>
    <message>
        <source>Scrolling L&amp;ine…</source>
        <extracomment>How fast the line moves: region heights a second. How often a scrolling line is drawn again, in milliseconds (25 a second). What a ticker&apos;s type is sized by: the region&apos;s height, whatever the line&apos;s length.</extracomment>
        <translation>&amp;Línea en movimiento…</translation>
    </message>
    <message>
        <source>The line every scrolling region of the room&apos;s screens shows</source>
        <translation>La línea que muestra cada zona en movimiento de las pantallas de la sala</translation>
    </message>
    <message>
        <source>Clear t&amp;he Scrolling Line</source>
        <translation>Quitar la línea en &amp;movimiento</translation>
    </message>
    <message>
        <source>Scrolling line</source>
        <translation>Línea en movimiento</translation>
    </message>
    <message>
        <source>The line the room&apos;s scrolling regions show (at most {MAX_TICKER} characters):</source>
        <translation>La línea que muestran las zonas en movimiento de la sala (como máximo {MAX_TICKER} caracteres):</translation>
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
        <translation>Dirija el floor de un torneo de póker en vivo. Cree un torneo nuevo o abra uno que ya haya preparado.</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Nuevo torneo</translation>
    </message>
    <message>
        <source>Create event</source>
        <translation>Crear torneo</translation>
    </message>
    <message>
        <source>Open an event</source>
        <translation>Abrir un torneo</translation>
    </message>
    <message>
        <source>No events yet. Create the first one with the form.</source>
        <translation>Todavía no hay torneos. Cree el primero con el formulario.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
</context>
<context>
    <name>window_dialogs</name>
    <message>
        <source>&amp;New Event…</source>
        <extracomment>Where the window keeps the room display&apos;s layout (its name; &quot;&quot; : the built-in one). Where it keeps the screen set the display turns through (&quot;&quot; : none, the layout).</extracomment>
        <translation>&amp;Nuevo torneo…</translation>
    </message>
    <message>
        <source>&amp;Open Event…</source>
        <translation>&amp;Abrir torneo…</translation>
    </message>
    <message>
        <source>Event &amp;Settings…</source>
        <translation>A&amp;justes del torneo…</translation>
    </message>
    <message>
        <source>S&amp;hare on the Venue Network…</source>
        <translation>Co&amp;mpartir en la red del local…</translation>
    </message>
    <message>
        <source>Serve the floor to phones and screens; pair staff phones</source>
        <translation>Servir el floor a móviles y pantallas; emparejar móviles del personal</translation>
    </message>
    <message>
        <source>&amp;About floortool</source>
        <translation>Acerca &amp;de floortool</translation>
    </message>
    <message>
        <source>&amp;Rulebooks…</source>
        <translation>&amp;Reglamentos…</translation>
    </message>
    <message>
        <source>Au&amp;tomation…</source>
        <translation>Au&amp;tomatización…</translation>
    </message>
    <message>
        <source>What the room hears and sees at a level, a break, the bubble, the final table</source>
        <translation>Lo que la sala oye y ve en un nivel, un descanso, la burbuja, la mesa final</translation>
    </message>
    <message>
        <source>Room &amp;Layout Editor…</source>
        <translation>Editor del &amp;diseño de sala…</translation>
    </message>
    <message>
        <source>Make the room display&apos;s layout your own</source>
        <translation>Personalizar el diseño de la pantalla de sala</translation>
    </message>
    <message>
        <source>Room display layout</source>
        <translation>Diseño de la pantalla de sala</translation>
    </message>
    <message>
        <source>Open event</source>
        <translation>Abrir torneo</translation>
    </message>
    <message>
        <source>Open the rulebooks</source>
        <translation>Abrir los reglamentos</translation>
    </message>
    <message>
        <source>Open the rule</source>
        <translation>Abrir la regla</translation>
    </message>
    <message>
        <source>Room layout editor</source>
        <translation>Editor del diseño de sala</translation>
    </message>
    <message>
        <source>Room Screen &amp;Sets…</source>
        <translation>Seri&amp;es de pantallas de la sala…</translation>
    </message>
    <message>
        <source>Layouts shown in turn</source>
        <translation>Diseños mostrados por turnos</translation>
    </message>
    <message>
        <source>Room display screen set</source>
        <translation>Serie de pantallas de la pantalla de sala</translation>
    </message>
    <message>
        <source>Room screen sets</source>
        <translation>Series de pantallas de la sala</translation>
    </message>
</context>
<context>
    <name>window_menus</name>
    <message>
        <source>&amp;Close Event</source>
        <translation>&amp;Cerrar torneo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Register Players…</source>
        <translation>&amp;Inscribir jugadores…</translation>
    </message>
    <message>
        <source>&amp;Bust-out…</source>
        <translation>&amp;Eliminación…</translation>
    </message>
    <message>
        <source>&amp;Find Player</source>
        <translation>&amp;Buscar jugador</translation>
    </message>
    <message>
        <source>&amp;Import Players…</source>
        <translation>I&amp;mportar jugadores…</translation>
    </message>
    <message>
        <source>&amp;Duplicates / Merge…</source>
        <translation>&amp;Duplicados / Fusionar…</translation>
    </message>
    <message>
        <source>Side&amp;bar</source>
        <translation>Barra &amp;lateral</translation>
    </message>
    <message>
        <source>Show or hide the list of pages and the mini clock</source>
        <translation>Mostrar u ocultar la lista de páginas y el minirreloj</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Alto contraste</translation>
    </message>
    <message>
        <source>Black, white and yellow, with larger text</source>
        <translation>Negro, blanco y amarillo, con texto más grande</translation>
    </message>
    <message>
        <source>Open Room &amp;Display</source>
        <translation>Abrir pantalla de &amp;sala</translation>
    </message>
    <message>
        <source>Clock &amp;Call on a Player…</source>
        <translation>&amp;Reloj a un jugador…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <source>&amp;Clock</source>
        <translation>&amp;Reloj</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
</context>
<context>
    <name>window_status</name>
    <message>
        <source>Database out of reach: retrying. Nothing is lost.</source>
        <extracomment>``scheme://user:password@`` up to the last ``@`` (hiding too much beats showing a password). The status bar while the poll cannot read the database (the reason in its tooltip).</extracomment>
        <translation>Base de datos inaccesible: reintentando. No se pierde nada.</translation>
    </message>
    <message>
        <source>⚠ {count} damaged action left out</source>
        <translation>⚠ {count} acción dañada omitida</translation>
    </message>
    <message>
        <source>⚠ {count} damaged actions left out</source>
        <translation>⚠ {count} acciones dañadas omitidas</translation>
    </message>
    <message>
        <source>Database: {0}</source>
        <translation>Base de datos: {0}</translation>
    </message>
    <message>
        <source>Operator: {operator}</source>
        <translation>Operador: {operator}</translation>
    </message>
    <message>
        <source>Edit &gt; {0} takes the latest back.</source>
        <translation>Editar &gt; {0} revierte la última.</translation>
    </message>
    <message>
        <source>The database is back: up to date.</source>
        <translation>La base de datos ha vuelto: al día.</translation>
    </message>
</context>
<context>
    <name>window_undo</name>
    <message>
        <source>Undo the Event&apos;s Latest:</source>
        <extracomment>The Edit menu&apos;s event-wide undo (Edit &gt; Undo takes back this station&apos;s own latest).</extracomment>
        <translation>Deshacer lo último del torneo:</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Take back the event&apos;s latest action, whichever station did it</source>
        <translation>Revertir la última acción del torneo, la hiciera el puesto que fuera</translation>
    </message>
    <message>
        <source>{label} (by {0})</source>
        <translation>{label} (por {0})</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Deshecho</translation>
    </message>
    <message>
        <source>Redone</source>
        <translation>Rehecho</translation>
    </message>
    <message>
        <source>Not undone: something was done after that bust. Edit &gt; Undo takes back the latest action first.</source>
        <translation>No deshecho: se hizo algo después de esa eliminación. Editar &gt; Deshacer revierte primero la última acción.</translation>
    </message>
</context>
</TS>
