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
    <message>
        <source>{count} stack not counted</source>
        <translation>{count} stack sin contar</translation>
    </message>
    <message>
        <source>{count} stacks not counted</source>
        <translation>{count} stacks sin contar</translation>
    </message>
    <message>
        <source>every stack counted</source>
        <translation>todos los stacks contados</translation>
    </message>
    <message>
        <source>{players} · {chips} chips in play · {stacks}</source>
        <translation>{players} · {chips} fichas en juego · {stacks}</translation>
    </message>
</context>
<context>
    <name>app.documents.catalogue</name>
    <message>
        <source>Seat cards</source>
        <extracomment>The card layouts (seat cards, move slips) by name, with their titles.</extracomment>
        <translation>Tarjetas de asiento</translation>
    </message>
    <message>
        <source>A card per seated player: table and seat, stack, entry, QR code of the entry.</source>
        <translation>Una tarjeta por jugador sentado: mesa y asiento, stack, entrada, código QR de la entrada.</translation>
    </message>
    <message>
        <source>Move slips</source>
        <translation>Boletas de cambio</translation>
    </message>
    <message>
        <source>A slip per player moved by the latest balance or table break: from, to, and why.</source>
        <translation>Una boleta por jugador movido en el último equilibrado o cierre de mesa: de dónde, a dónde y por qué.</translation>
    </message>
    <message>
        <source>Table sheets</source>
        <translation>Hojas de mesa</translation>
    </message>
    <message>
        <source>A page per open table, seat by seat, with the dealer button.</source>
        <translation>Una página por mesa abierta, asiento por asiento, con el botón del dealer.</translation>
    </message>
    <message>
        <source>Seating chart</source>
        <translation>Plano de asientos</translation>
    </message>
    <message>
        <source>Everyone seated, alphabetically, with table and seat, in large type for the wall.</source>
        <translation>Todos los sentados, por orden alfabético, con mesa y asiento, en letra grande para la pared.</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Estructura</translation>
    </message>
    <message>
        <source>Every level and break, with antes and colour-ups.</source>
        <translation>Cada nivel y cada descanso, con antes y cambios de color.</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Premios</translation>
    </message>
    <message>
        <source>The prize pool line by line and what each place pays.</source>
        <translation>El bote de premios línea por línea y lo que paga cada puesto.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Everyone who has finished: place, prize, points, hits, who knocked them out.</source>
        <translation>Todos los eliminados: puesto, premio, puntos, eliminaciones, quién los eliminó.</translation>
    </message>
    <message>
        <source>Chip leaders</source>
        <translation>Líderes en fichas</translation>
    </message>
    <message>
        <source>The chip leaders by last count, the average, and the chart of the night.</source>
        <translation>Los líderes en fichas según el último conteo, la media y el gráfico de la noche.</translation>
    </message>
    <message>
        <source>Bag slips</source>
        <translation>Boletas de bolsa</translation>
    </message>
    <message>
        <source>A slip per bagged survivor: name, entry, chips, bag number, day, QR code.</source>
        <translation>Una boleta por superviviente embolsado: nombre, entrada, fichas, número de bolsa, día, código QR.</translation>
    </message>
    <message>
        <source>Chip counts</source>
        <translation>Recuento de fichas</translation>
    </message>
    <message>
        <source>Everyone still in, most chips first, with bag, table and seat.</source>
        <translation>Todos los que siguen, los de más fichas primero, con bolsa, mesa y asiento.</translation>
    </message>
    <message>
        <source>Cash report</source>
        <translation>Informe de caja</translation>
    </message>
    <message>
        <source>Money in by kind, money out by payee, the difference (0.00), a line to sign each.</source>
        <translation>Entradas por tipo, salidas por perceptor, la diferencia (0,00), una línea para firmar cada uno.</translation>
    </message>
    <message>
        <source>Payout receipts</source>
        <translation>Recibos de pago</translation>
    </message>
    <message>
        <source>A receipt per player paid: place, prize, bounties, the tax note, a line to sign.</source>
        <translation>Un recibo por jugador pagado: puesto, premio, bounties, la nota fiscal, una línea para firmar.</translation>
    </message>
    <message>
        <source>League standings</source>
        <translation>Clasificación de la liga</translation>
    </message>
    <message>
        <source>A season&apos;s standings, with the league&apos;s rules; the event&apos;s season unless chosen.</source>
        <translation>La clasificación de una temporada, con las reglas de la liga; la temporada del torneo si no se elige otra.</translation>
    </message>
    <message>
        <source>Incident log</source>
        <translation>Registro de incidencias</translation>
    </message>
    <message>
        <source>Every ruling given in the event, as recorded, oldest first.</source>
        <translation>Cada decisión tomada en el torneo, tal como se registró, la más antigua primero.</translation>
    </message>
    <message>
        <source>Sign-in sheet</source>
        <translation>Hoja de firmas</translation>
    </message>
    <message>
        <source>A line per entry to sign, and blank lines.</source>
        <translation>Una línea por entrada para firmar, y líneas en blanco.</translation>
    </message>
    <message>
        <source>Satellite tickets</source>
        <translation>Tickets de satélite</translation>
    </message>
    <message>
        <source>A voucher per seat won in the satellite: the winner, the seat&apos;s value, a QR code.</source>
        <translation>Un vale por plaza ganada en el satélite: el ganador, el valor de la plaza, un código QR.</translation>
    </message>
    <message>
        <source>Membership cards</source>
        <translation>Tarjetas de socio</translation>
    </message>
    <message>
        <source>A card per member: name, membership number, a barcode and a QR code to scan in.</source>
        <translation>Una tarjeta por socio: nombre, número de socio, un código de barras y un código QR para escanear.</translation>
    </message>
    <message>
        <source>Sign-up poster</source>
        <translation>Cartel de preinscripción</translation>
    </message>
    <message>
        <source>A page for the wall whose QR code opens the sign-up page on a phone.</source>
        <translation>Una página para la pared cuyo código QR abre la página de preinscripción en un móvil.</translation>
    </message>
    <message>
        <source>Colour-up plan</source>
        <translation>Plan de cambios de color</translation>
    </message>
    <message>
        <source>Per break: the chips that leave, the chips needed.</source>
        <translation>Por descanso: las fichas que salen, las fichas necesarias.</translation>
    </message>
    <message>
        <source>There is no document &apos;{name}&apos; (there are: {known}).</source>
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
    <name>app.documents.chip_sheet</name>
    <message>
        <source>Chips in play {chips}</source>
        <extracomment>How many leaders the sheet lists.</extracomment>
        <translation>Fichas en juego {chips}</translation>
    </message>
    <message>
        <source>Every stack counted ({players})</source>
        <translation>Todos los stacks contados ({players})</translation>
    </message>
</context>
<context>
    <name>app.documents.desk_card</name>
    <message>
        <source>Seat card</source>
        <translation>Tarjeta de asiento</translation>
    </message>
</context>
<context>
    <name>app.documents.event_sheets</name>
    <message>
        <source>Payouts are worked out from two entries on.</source>
        <extracomment>Blank lines at the foot of a sign-in sheet, for players who are not listed.</extracomment>
        <translation>Los premios se calculan a partir de dos entradas.</translation>
    </message>
    <message>
        <source>Starting stack {stack}. Late registration: {policy}, until the end of level {level}.</source>
        <translation>Stack inicial {stack}. Registro tardío: {policy}, hasta el final del nivel {level}.</translation>
    </message>
    <message>
        <source>Starting stack {stack}. Late registration: {policy}.</source>
        <translation>Stack inicial {stack}. Registro tardío: {policy}.</translation>
    </message>
    <message>
        <source>{entries}, payout table {table}.</source>
        <translation>{entries}, tabla de premios {table}.</translation>
    </message>
    <message>
        <source>Guarantee {guarantee}: the house adds an overlay of {overlay}.</source>
        <translation>Garantizado {guarantee}: la casa añade un overlay de {overlay}.</translation>
    </message>
    <message>
        <source>{count} place paid.</source>
        <translation>{count} puesto pagado.</translation>
    </message>
    <message>
        <source>{count} places paid.</source>
        <translation>{count} puestos pagados.</translation>
    </message>
    <message>
        <source>{overlay} {paid}</source>
        <translation>{overlay} {paid}</translation>
    </message>
    <message>
        <source>The plan is for {tables} of {seats}, full.</source>
        <translation>El plan es para {tables} de {seats}, llenas.</translation>
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
        <translation>mié.</translation>
    </message>
    <message>
        <source>Thu</source>
        <translation>jue.</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>vie.</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>sáb.</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>dom.</translation>
    </message>
    <message>
        <source>Jan</source>
        <extracomment>The months, January first, as a date names them.</extracomment>
        <translation>ene.</translation>
    </message>
    <message>
        <source>Feb</source>
        <translation>feb.</translation>
    </message>
    <message>
        <source>Mar</source>
        <translation>mar.</translation>
    </message>
    <message>
        <source>Apr</source>
        <translation>abr.</translation>
    </message>
    <message>
        <source>May</source>
        <translation>may.</translation>
    </message>
    <message>
        <source>Jun</source>
        <translation>jun.</translation>
    </message>
    <message>
        <source>Jul</source>
        <translation>jul.</translation>
    </message>
    <message>
        <source>Aug</source>
        <translation>ago.</translation>
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
        <translation>dic.</translation>
    </message>
    <message>
        <source>{weekday} {day} {month} {year}</source>
        <translation>{weekday}, {day} {month} {year}</translation>
    </message>
    <message>
        <source>Printed {date} {time}</source>
        <translation>Impreso el {date} a las {time}</translation>
    </message>
</context>
<context>
    <name>app.documents.incident_log</name>
    <message>
        <source>FTR decks</source>
        <translation>Barajas FTR</translation>
    </message>
    <message>
        <source>FTR decks with FTR action</source>
        <translation>Barajas FTR con acción FTR</translation>
    </message>
    <message>
        <source>{rulebook} with {layer}</source>
        <translation>{rulebook} con {layer}</translation>
    </message>
    <message>
        <source>{first}  ·  {then}</source>
        <translation>{first}  ·  {then}</translation>
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
        <source>Director {name}</source>
        <translation>Director {name}</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Jugadores: {names}</translation>
    </message>
    <message>
        <source>Under {rulebook}</source>
        <translation>Según {rulebook}</translation>
    </message>
    <message>
        <source>No ruling in the incident log matches “{search}”.</source>
        <translation>Ninguna decisión del registro de incidentes coincide con «{search}».</translation>
    </message>
    <message>
        <source>No ruling has been recorded in this event yet.</source>
        <translation>Todavía no se ha registrado ninguna decisión en este torneo.</translation>
    </message>
    <message>
        <source>{count} ruling</source>
        <translation>{count} decisión</translation>
    </message>
    <message>
        <source>{count} rulings</source>
        <translation>{count} decisiones</translation>
    </message>
    <message>
        <source>{count} matching “{search}”, oldest first. Event rulebook: {rulebook}.</source>
        <translation>{count} que coinciden con «{search}», la más antigua primero. Reglamento del torneo: {rulebook}.</translation>
    </message>
    <message>
        <source>{count}, oldest first. Event rulebook: {rulebook}.</source>
        <translation>{count}, la más antigua primero. Reglamento del torneo: {rulebook}.</translation>
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
        <source>still playing</source>
        <translation>sigue jugando</translation>
    </message>
    <message>
        <source>Mystery bounties won</source>
        <translation>Mystery bounties ganados</translation>
    </message>
    <message>
        <source>{places} (shared)</source>
        <translation>{places} (compartido)</translation>
    </message>
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
    <message>
        <source>Field {count}</source>
        <translation>Field {count}</translation>
    </message>
    <message>
        <source>{count} out</source>
        <translation>{count} eliminados</translation>
    </message>
    <message>
        <source>{count} still playing, listed once they finish</source>
        <translation>{count} siguen jugando, se listan cuando queden eliminados</translation>
    </message>
    <message>
        <source>final results</source>
        <translation>resultados finales</translation>
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
        <translation>{league}, temporada {season}</translation>
    </message>
    <message>
        <source>No event of {name} has been scored yet.</source>
        <translation>Todavía no se ha puntuado ningún torneo de {name}.</translation>
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
        <source>{played} of {events} played, season closed.</source>
        <translation>{played} de {events} jugados, temporada cerrada.</translation>
    </message>
    <message>
        <source>{played} of {events} played.</source>
        <translation>{played} de {events} jugados.</translation>
    </message>
    <message>
        <source>{played}
Points: {rules}.
Ties: {ties}.</source>
        <translation>{played}
Puntos: {rules}.
Empates: {ties}.</translation>
    </message>
    <message>
        <source>Standings: {season}</source>
        <translation>Clasificación: {season}</translation>
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
        <source>{league}, season {season}</source>
        <extracomment>The files written, in the order they are written.</extracomment>
        <translation>{league}, temporada {season}</translation>
    </message>
    <message>
        <source>Nobody has finished {event} yet: there are no results to publish.</source>
        <translation>Todavía nadie ha terminado {event}: no hay resultados que publicar.</translation>
    </message>
    <message>
        <source>Published {date} {time}</source>
        <translation>Publicado el {date} a las {time}</translation>
    </message>
    <message>
        <source>Cannot write {where}: {reason}. Choose a folder you may write to.</source>
        <translation>No se puede escribir {where}: {reason}. Elija una carpeta en la que pueda escribir.</translation>
    </message>
</context>
<context>
    <name>app.reentry_quote</name>
    <message>
        <source>Re-enter {player} (entry {entry})? A new buy-in of {buy_in} + {fee} fee for {chips} chips.</source>
        <translation>¿Reentrada de {player} (entrada {entry})? Un nuevo buy-in de {buy_in} + {fee} de cuota por {chips} fichas.</translation>
    </message>
    <message>
        <source>Re-enter {player} (entry {entry})? A new buy-in of {buy_in} for {chips} chips.</source>
        <translation>¿Reentrada de {player} (entrada {entry})? Un nuevo buy-in de {buy_in} por {chips} fichas.</translation>
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
        <source>The room&apos;s cue</source>
        <translation>La señal de la sala</translation>
    </message>
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
        <source>one object</source>
        <translation>un objeto</translation>
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
        <source>Situation file {name}</source>
        <translation>Archivo de situación {name}</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
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
    <name>app.screen_devices</name>
    <message>
        <source>the layout</source>
        <translation>el diseño</translation>
    </message>
    <message>
        <source>the set</source>
        <translation>el conjunto</translation>
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
    <name>app.sessions</name>
    <message>
        <source>at an unknown time</source>
        <translation>a una hora desconocida</translation>
    </message>
    <message>
        <source>{date} at {time}</source>
        <translation>el {date} a las {time}</translation>
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
    <name>app.structure_text</name>
    <message>
        <source>(unnamed structure)</source>
        <translation>(estructura sin nombre)</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>  colour up {chips}</source>
        <translation>  cambio de color {chips}</translation>
    </message>
    <message>
        <source>break</source>
        <translation>descanso</translation>
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
        <translation>nivel {level}</translation>
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
    <name>app.views.chip_counts</name>
    <message>
        <source>Average —</source>
        <extracomment>How many leaders the displays show unless asked for another number.</extracomment>
        <translation>Media —</translation>
    </message>
    <message>
        <source>Average {average}</source>
        <translation>Media {average}</translation>
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
        <translation>{chips} fichas sin contar entre {players}</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>ahora mismo</translation>
    </message>
    <message>
        <source>{minutes} min ago</source>
        <translation>hace {minutes} min</translation>
    </message>
    <message>
        <source>{hours} h {minutes} min ago</source>
        <translation>hace {hours} h {minutes} min</translation>
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
    <name>app.views.draw_desk</name>
    <message>
        <source>table {table} seat {seat}</source>
        <translation>mesa {table} asiento {seat}</translation>
    </message>
    <message>
        <source>waiting for a seat</source>
        <translation>esperando un asiento</translation>
    </message>
    <message>
        <source>{name} — {place}</source>
        <translation>{name} — {place}</translation>
    </message>
    <message>
        <source>{name} — {place} (player {player}, membership {membership})</source>
        <translation>{name} — {place} (jugador {player}, socio {membership})</translation>
    </message>
    <message>
        <source>{name} — {place} (player {player})</source>
        <translation>{name} — {place} (jugador {player})</translation>
    </message>
</context>
<context>
    <name>app.views.events</name>
    <message>
        <source>Finished · won by {winner}</source>
        <translation>Terminado · ganado por {winner}</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>The keys of an event&apos;s JSON that are its own, not a setting&apos;s (public: every list shows them). The keys of an event&apos;s JSON that are not a setting&apos;s id, and the setting each shows. The label of the event&apos;s own line (its name and number), which a page header may show.</extracomment>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>end of level {level}</source>
        <translation>final del nivel {level}</translation>
    </message>
    <message>
        <source>set by the director</source>
        <translation>la fija el director</translation>
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
        <translation>Cierre del registro tardío</translation>
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
        <translation>Buy-in + comisión</translation>
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
        <translation>{tables} en juego, {seats} cada una, más si el field crece</translation>
    </message>
    <message>
        <source>{tables} of {seats}</source>
        <translation>{tables} de {seats}</translation>
    </message>
    <message>
        <source>{text} ({count} in play)</source>
        <translation>{text} ({count} en juego)</translation>
    </message>
</context>
<context>
    <name>app.views.field</name>
    <message>
        <source>buy-in {money} taken when seated</source>
        <translation>buy-in de {money} cobrado al sentarse</translation>
    </message>
    <message>
        <source>{count} alternate waiting</source>
        <translation>{count} suplente en espera</translation>
    </message>
    <message>
        <source>{count} alternates waiting</source>
        <translation>{count} suplentes en espera</translation>
    </message>
    <message>
        <source>{who}: counted in the field as they are seated.</source>
        <translation>{who}: cuentan en el field al sentarse.</translation>
    </message>
    <message>
        <source>{who}: their buy-ins ({money}) join the prize pool as they are seated.</source>
        <translation>{who}: sus buy-ins ({money}) pasan al bote de premios al sentarse.</translation>
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
        <translation>empieza en {time}</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>quedan {time}</translation>
    </message>
    <message>
        <source>paused, {left}</source>
        <translation>en pausa, {left}</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Nivel {level}</translation>
    </message>
    <message>
        <source>late reg open</source>
        <translation>registro tardío abierto</translation>
    </message>
    <message>
        <source>late reg closed</source>
        <translation>registro tardío cerrado</translation>
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
    <message>
        <source>Set by the director: {reason}</source>
        <translation>Fijado por el director: {reason}</translation>
    </message>
    <message>
        <source>{money} won</source>
        <translation>{money} ganadas</translation>
    </message>
    <message>
        <source>{money} unclaimed</source>
        <translation>{money} no reclamadas</translation>
    </message>
    <message>
        <source>{money} still in play</source>
        <translation>{money} aún en juego</translation>
    </message>
    <message>
        <source>{money} left to draw</source>
        <translation>{money} por sortear</translation>
    </message>
    <message>
        <source>Mystery bounties {money} each: {parts}</source>
        <translation>Mystery bounties de {money} cada una: {parts}</translation>
    </message>
    <message>
        <source>Bounties {money} each: {parts}</source>
        <translation>Recompensas de {money} cada una: {parts}</translation>
    </message>
</context>
<context>
    <name>app.views.seating</name>
    <message>
        <source>{count} move</source>
        <translation>{count} cambio</translation>
    </message>
    <message>
        <source>{count} moves</source>
        <translation>{count} cambios</translation>
    </message>
    <message>
        <source>The tables are balanced.</source>
        <translation>Las mesas están equilibradas.</translation>
    </message>
    <message>
        <source>{reason}: enter it, or draw for it.</source>
        <translation>{reason}: introdúcelo o sortéalo.</translation>
    </message>
    <message>
        <source>{moves} can be made now. {then}</source>
        <translation>{moves} posibles ahora. {then}</translation>
    </message>
    <message>
        <source>{moves} balance the tables.</source>
        <translation>{moves} equilibran las mesas.</translation>
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
        <translation>{name} · socio {membership} · {source}</translation>
    </message>
    <message>
        <source>{row} · alternate {number}</source>
        <translation>{row} · suplente {number}</translation>
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
        <source>No bet or raise yet.</source>
        <translation>Todavía no hay apuesta ni subida.</translation>
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
        <source>Bet</source>
        <extracomment>A chip reading&apos;s action (``chip_bets.ChipReading.action``) as the headline names it.</extracomment>
        <translation>Apuesta</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Igualar</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Subida</translation>
    </message>
    <message>
        <source>Undercall</source>
        <translation>Igualada corta</translation>
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
        <source>{count} hand out</source>
        <translation>{count} mano fuera</translation>
    </message>
    <message>
        <source>{count} hands out</source>
        <translation>{count} manos fuera</translation>
    </message>
    <message>
        <source>all-in {to}</source>
        <translation>all-in {to}</translation>
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
        <extracomment>How many leaders the box lists.</extracomment>
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
    <message>
        <source>The case serves {0} (the {limiting_denomination} chips run out first).</source>
        <translation>El maletín alcanza para {0} (las fichas de {limiting_denomination} se acaban primero).</translation>
    </message>
    <message>
        <source>Starting stack of {starting_stack}: {0}</source>
        <translation>Stack inicial de {starting_stack}: {0}</translation>
    </message>
</context>
<context>
    <name>cli.bag_cmd</name>
    <message>
        <source>{spec}: a bag number is 1 to 12 characters (e.g. &apos;Ann Lee=23500@17&apos;).</source>
        <translation>{spec}: un número de bolsa tiene de 1 a 12 caracteres (p. ej. &apos;Ann Lee=23500@17&apos;).</translation>
    </message>
    <message>
        <source>  bag {bag}  {player} {chips}</source>
        <translation>  bolsa {bag}  {player} {chips}</translation>
    </message>
    <message>
        <source>No bags yet.</source>
        <translation>Todavía no hay bolsas.</translation>
    </message>
</context>
<context>
    <name>cli.chips_cmd</name>
    <message>
        <source>Chip set: {name}</source>
        <translation>Juego de fichas: {name}</translation>
    </message>
    <message>
        <source>  {denomination}  {colour} x {quantity}</source>
        <translation>  {denomination}  {colour} x {quantity}</translation>
    </message>
    <message>
        <source>Starting stack {stack}: {breakdown}</source>
        <translation>Stack inicial {stack}: {breakdown}</translation>
    </message>
    <message>
        <source>Capacity: {players} ({chips} chips run out first)</source>
        <translation>Capacidad: {players} (las fichas de {chips} se acaban primero)</translation>
    </message>
    <message>
        <source>No colour-ups scheduled.</source>
        <translation>No hay cambios de color previstos.</translation>
    </message>
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
    <message>
        <source>No stack counted yet.</source>
        <translation>Todavía no se ha contado ningún stack.</translation>
    </message>
    <message>
        <source>{average} · {chips} chips in play</source>
        <translation>{average} · {chips} fichas en juego</translation>
    </message>
    <message>
        <source>{at}  leader {leader} {chips}  average {average}</source>
        <translation>{at}  líder {leader} {chips}  media {average}</translation>
    </message>
    <message>
        <source>{at}  nobody left</source>
        <translation>{at}  no queda nadie</translation>
    </message>
    <message>
        <source>No count yet.</source>
        <translation>Todavía no hay recuento.</translation>
    </message>
    <message>
        <source>Written to {file}.</source>
        <translation>Escrito en {file}.</translation>
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
    <message>
        <source>not started</source>
        <extracomment>The clock&apos;s states as the command line says them.</extracomment>
        <translation>sin iniciar</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en marcha</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pausa</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminado</translation>
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
    <message>
        <source>{title}: {small} / {big}</source>
        <translation>{title}: {small} / {big}</translation>
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
        <translation>{state} · {what} · quedan {remaining}</translation>
    </message>
    <message>
        <source>{line} · starts in {time}</source>
        <translation>{line} · empieza en {time}</translation>
    </message>
</context>
<context>
    <name>cli.common</name>
    <message>
        <source>There is no event yet: create one with &apos;floortool event create --name NAME&apos;.</source>
        <translation>Todavía no hay ningún torneo: cree uno con &apos;floortool event create --name NAME&apos;.</translation>
    </message>
    <message>
        <source>Undone: {label}</source>
        <translation>Deshecho: {label}</translation>
    </message>
    <message>
        <source>Redone: {label}</source>
        <translation>Rehecho: {label}</translation>
    </message>
    <message>
        <source>{said} (done by {operator})</source>
        <translation>{said} (hecho por {operator})</translation>
    </message>
</context>
<context>
    <name>cli.device_cmd</name>
    <message>
        <source>No device is paired.</source>
        <translation>No hay ningún dispositivo emparejado.</translation>
    </message>
    <message>
        <source>Revoked {name}: it can no longer act on the floor.</source>
        <translation>{name} revocado: ya no puede actuar en el torneo.</translation>
    </message>
    <message>
        <source>{name} shows the built-in display.</source>
        <translation>{name} muestra la pantalla integrada.</translation>
    </message>
    <message>
        <source>{name} shows layout {shown}.</source>
        <translation>{name} muestra el diseño {shown}.</translation>
    </message>
    <message>
        <source>{name} shows set {shown}.</source>
        <translation>{name} muestra la serie de pantallas {shown}.</translation>
    </message>
    <message>
        <source>dealer, table {table}</source>
        <translation>crupier, mesa {table}</translation>
    </message>
    <message>
        <source>room screen</source>
        <translation>pantalla de sala</translation>
    </message>
    <message>
        <source>floor</source>
        <translation>floor</translation>
    </message>
    <message>
        <source>Pairing code {code} for a {role} device ({hint}), good once until {time}.</source>
        <translation>Código de emparejamiento {code} para un dispositivo de {role} ({hint}), válido una vez hasta las {time}.</translation>
    </message>
    <message>
        <source>Pairing code {code} for a {role} device, good once until {time}.</source>
        <translation>Código de emparejamiento {code} para un dispositivo de {role}, válido una vez hasta las {time}.</translation>
    </message>
    <message>
        <source>On the phone, open the floor&apos;s pairing page and type it.</source>
        <translation>En el móvil, abra la página de emparejamiento del floor y escríbalo.</translation>
    </message>
    <message>
        <source>never seen</source>
        <translation>nunca visto</translation>
    </message>
    <message>
        <source>seen {when}</source>
        <translation>visto {when}</translation>
    </message>
    <message>
        <source>revoked {when}</source>
        <translation>revocado {when}</translation>
    </message>
    <message>
        <source>{id}  {name}  ({role}), paired {when}, {state}</source>
        <translation>{id}  {name}  ({role}), emparejado {when}, {state}</translation>
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
        <source>{name}: {title}{own} — {turn}</source>
        <translation>{name}: {title}{own} — {turn}</translation>
    </message>
    <message>
        <source> (yours)</source>
        <translation> (suya)</translation>
    </message>
    <message>
        <source>{name}{own}</source>
        <translation>{name}{own}</translation>
    </message>
    <message>
        <source>{name} — cannot be read: {error}</source>
        <translation>{name} — no se puede leer: {error}</translation>
    </message>
    <message>
        <source>Saved screen set {name}: {count} views.</source>
        <translation>Serie de pantallas {name} guardada: {count} vistas.</translation>
    </message>
    <message>
        <source>Either clear the scrolling line or give one, not both.</source>
        <translation>Borre la línea desplazable o indique una, no ambas cosas.</translation>
    </message>
    <message>
        <source>Scrolling line cleared.</source>
        <translation>Línea en movimiento quitada.</translation>
    </message>
    <message>
        <source>No scrolling line.</source>
        <translation>No hay línea en movimiento.</translation>
    </message>
    <message>
        <source>Give the line to scroll, or --clear to take it off.</source>
        <translation>Indique la línea desplazable, o --clear para quitarla.</translation>
    </message>
    <message>
        <source>Scrolling: {line}</source>
        <translation>En movimiento: {line}</translation>
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
        <translation>Borre el anuncio o indique uno, no ambas cosas.</translation>
    </message>
    <message>
        <source>Announcement cleared.</source>
        <translation>Anuncio borrado.</translation>
    </message>
    <message>
        <source>No announcement.</source>
        <translation>No hay anuncio.</translation>
    </message>
    <message>
        <source>Give the line every screen shows, or --clear to take it off.</source>
        <translation>Indique la línea que muestra cada pantalla, o --clear para quitarla.</translation>
    </message>
    <message>
        <source>until cleared</source>
        <translation>hasta que se borre</translation>
    </message>
    <message>
        <source>for {seconds} seconds</source>
        <translation>durante {seconds} segundos</translation>
    </message>
    <message>
        <source>Announcing {shown}: {text}</source>
        <translation>Anuncio {shown}: {text}</translation>
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
    <name>cli.event_cmd</name>
    <message>
        <source>Created event #{id}: {name}</source>
        <translation>Torneo n.º {id} creado: {name}</translation>
    </message>
    <message>
        <source>No events yet.</source>
        <translation>Todavía no hay torneos.</translation>
    </message>
    <message>
        <source>Live status feed</source>
        <translation>Feed de estado en vivo</translation>
    </message>
</context>
<context>
    <name>cli.hand_cmd</name>
    <message>
        <source>table {table}</source>
        <translation>mesa {table}</translation>
    </message>
    <message>
        <source>Hand-for-hand play is off.</source>
        <translation>El mano a mano está desactivado.</translation>
    </message>
    <message>
        <source>Hand-for-hand hand {hand} ({minutes} min per hand)</source>
        <translation>Mano a mano, mano {hand} ({minutes} min por mano)</translation>
    </message>
    <message>
        <source>Finished: {tables}</source>
        <translation>Terminadas: {tables}</translation>
    </message>
    <message>
        <source>Still playing: {tables}</source>
        <translation>Siguen jugando: {tables}</translation>
    </message>
    <message>
        <source>Every table has finished: deal on with &apos;hand-for-hand next&apos;.</source>
        <translation>Todas las mesas han terminado: siga con &apos;hand-for-hand next&apos;.</translation>
    </message>
    <message>
        <source>Clock: {state} (held for hand-for-hand), {remaining} left</source>
        <translation>Reloj: {state} (retenido por el mano a mano), quedan {remaining}</translation>
    </message>
    <message>
        <source>Clock: {state}, {remaining} left</source>
        <translation>Reloj: {state}, quedan {remaining}</translation>
    </message>
    <message>
        <source>dead button</source>
        <translation>botón muerto</translation>
    </message>
    <message>
        <source>button</source>
        <translation>botón</translation>
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
        <source>Next hand at table {table}: {button} seat {button_seat}, {small} seat {small_seat}, big blind seat {big_seat}</source>
        <translation>Siguiente mano en la mesa {table}: {button} asiento {button_seat}, {small} asiento {small_seat}, ciega grande asiento {big_seat}</translation>
    </message>
    <message>
        <source>Not dealt in until the button passes (between the button and the small blind): seat {seats}</source>
        <translation>No recibe cartas hasta que pase el botón (entre el botón y la ciega pequeña): asiento {seats}</translation>
    </message>
    <message>
        <source>Table {table} draws for the button: {reason}.</source>
        <translation>La mesa {table} sortea el botón: {reason}.</translation>
    </message>
    <message>
        <source>Enter the button with &apos;seating button {table} SEAT&apos;.</source>
        <translation>Indique el botón con &apos;seating button {table} SEAT&apos;.</translation>
    </message>
    <message>
        <source>Table {table} halts until balanced: {players}, the fullest table has {fullest} ({rule}).</source>
        <translation>La mesa {table} se detiene hasta equilibrar: {players}, la mesa más llena tiene {fullest} ({rule}).</translation>
    </message>
    <message>
        <source>Table {table} deals again.</source>
        <translation>La mesa {table} vuelve a repartir.</translation>
    </message>
</context>
<context>
    <name>cli.journal_cmd</name>
    <message>
        <source>The journal is empty.</source>
        <translation>El diario está vacío.</translation>
    </message>
</context>
<context>
    <name>cli.league_cmd</name>
    <message>
        <source>    season {name}: {played} of {events} played · rules v{version}: {formula}</source>
        <extracomment>The most points a place (or an attendance) may be given.</extracomment>
        <translation>    temporada {name}: {played} de {events} jugados · reglas v{version}: {formula}</translation>
    </message>
    <message>
        <source>    season {name} (closed): {played} of {events} played · rules v{version}: {formula}</source>
        <translation>    temporada {name} (cerrada): {played} de {events} jugados · reglas v{version}: {formula}</translation>
    </message>
    <message>
        <source>    venue {name}</source>
        <translation>    sede {name}</translation>
    </message>
    <message>
        <source>No leagues yet.</source>
        <translation>Todavía no hay ligas.</translation>
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
        <source>all</source>
        <translation>todos</translation>
    </message>
    <message>
        <source>Season {name}, rules version {version}:</source>
        <translation>Temporada {name}, versión de las reglas {version}:</translation>
    </message>
    <message>
        <source>  v{number} ({date}): {formula}</source>
        <translation>  v{number} ({date}): {formula}</translation>
    </message>
    <message>
        <source>{league} · season {season} · {events} played</source>
        <translation>{league} · temporada {season} · {events} jugados</translation>
    </message>
    <message>
        <source>{rank}  {player} {points}  events {events} wins {wins} best {best}</source>
        <translation>{rank}  {player} {points}  torneos {events} victorias {wins} mejor {best}</translation>
    </message>
    <message>
        <source>{line}  ({points} withheld: dues not paid up)</source>
        <translation>{line}  ({points} retenidos: cuota sin pagar)</translation>
    </message>
    <message>
        <source>{player} · season {season}</source>
        <translation>{player} · temporada {season}</translation>
    </message>
    <message>
        <source>  {date}  {event} place {place} {points}</source>
        <translation>  {date}  {event} puesto {place} {points}</translation>
    </message>
    <message>
        <source>  {date}  {event} place {place} {points}  (not counted)</source>
        <translation>  {date}  {event} puesto {place} {points}  (no cuenta)</translation>
    </message>
    <message>
        <source>  adjustment {points}: {reason}</source>
        <translation>  ajuste {points}: {reason}</translation>
    </message>
    <message>
        <source>Name the league once: as NAME or as --league.</source>
        <translation>Nombre la liga una sola vez: como NAME o como --league.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>No se puede escribir {path}: {reason}.</translation>
    </message>
    <message>
        <source>Wrote {rows} to {path}</source>
        <translation>{rows} escritas en {path}</translation>
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
        <source>Payouts: from two entries on.</source>
        <translation>Pagos: a partir de dos entradas.</translation>
    </message>
    <message>
        <source>Payouts ({table}, {entries}):</source>
        <translation>Pagos ({table}, {entries}):</translation>
    </message>
    <message>
        <source>Mystery bounties won (draws):</source>
        <translation>Mystery bounties ganadas (sorteos):</translation>
    </message>
    <message>
        <source>  {player}: {won} ({draws})</source>
        <translation>  {player}: {won} ({draws})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Bounties (on head, won):</source>
        <translation>Recompensas (por su cabeza, ganadas):</translation>
    </message>
    <message>
        <source>This event has no mystery bounty: give it a bounty and the mystery bounty format first (event update --bounty 50 --bounty-format mystery).</source>
        <translation>Este torneo no tiene mystery bounty: dele primero un bounty y el formato mystery bounty (event update --bounty 50 --bounty-format mystery).</translation>
    </message>
    <message>
        <source>Templates:</source>
        <translation>Plantillas:</translation>
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
        <source>Tax note from {money}</source>
        <translation>Aviso fiscal a partir de {money}</translation>
    </message>
    <message>
        <source>No tax note at this venue</source>
        <translation>Sin aviso fiscal en esta sede</translation>
    </message>
    <message>
        <source>Saved payout table &apos;{name}&apos;</source>
        <translation>Tabla de pagos &apos;{name}&apos; guardada</translation>
    </message>
    <message>
        <source>--{field} needs a comma-separated list.</source>
        <translation>--{field} necesita una lista separada por comas.</translation>
    </message>
    <message>
        <source>There is no prize pool to share yet.</source>
        <translation>Todavía no hay bote de premios que repartir.</translation>
    </message>
    <message>
        <source>{method}: places {first} to {last}</source>
        <translation>{method}: puestos {first} a {last}</translation>
    </message>
    <message>
        <source>Recorded: {label}</source>
        <translation>Registrado: {label}</translation>
    </message>
</context>
<context>
    <name>cli.player_cmd</name>
    <message>
        <source>alternate {number} (every seat is taken)</source>
        <translation>suplente {number} (todos los asientos están ocupados)</translation>
    </message>
    <message>
        <source>table {table} seat {seat}</source>
        <translation>mesa {table} asiento {seat}</translation>
    </message>
    <message>
        <source>{player}: {place} · {stack} chips</source>
        <translation>{player}: {place} · {stack} fichas</translation>
    </message>
    <message>
        <source>{text} ({deduction} deducted)</source>
        <translation>{text} ({deduction} descontadas)</translation>
    </message>
    <message>
        <source>{text} · {note}</source>
        <translation>{text} · {note}</translation>
    </message>
    <message>
        <source>{text} · entry {number}</source>
        <translation>{text} · entrada {number}</translation>
    </message>
    <message>
        <source>{label} · {chips} chips bought in all</source>
        <translation>{label} · {chips} fichas compradas en total</translation>
    </message>
    <message>
        <source>No entries yet.</source>
        <translation>Todavía no hay entradas.</translation>
    </message>
    <message>
        <source>Entries {entries} · players left {left} · chips in play {chips} · average stack {average}</source>
        <translation>Entradas {entries} · jugadores restantes {left} · fichas en juego {chips} · stack medio {average}</translation>
    </message>
    <message>
        <source>waiting</source>
        <extracomment>An entry&apos;s status as the list says it.</extracomment>
        <translation>en espera</translation>
    </message>
    <message>
        <source>active</source>
        <translation>activo</translation>
    </message>
    <message>
        <source>busted</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>clasificado</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>sorteo</translation>
    </message>
    <message>
        <source>alt {number}</source>
        <translation>supl. {number}</translation>
    </message>
    <message>
        <source>--limit must be 1 or more.</source>
        <translation>--limit debe ser 1 o más.</translation>
    </message>
    <message>
        <source>Nobody matches &apos;{text}&apos;.</source>
        <translation>Nadie coincide con &apos;{text}&apos;.</translation>
    </message>
    <message>
        <source>Say why the player is barred (--reason).</source>
        <translation>Diga por qué se veta al jugador (--reason).</translation>
    </message>
    <message>
        <source>Contact: {contact}</source>
        <translation>Contacto: {contact}</translation>
    </message>
    <message>
        <source>Dues paid until: {date} (expired)</source>
        <translation>Cuota pagada hasta: {date} (vencida)</translation>
    </message>
    <message>
        <source>Dues paid until: {date}</source>
        <translation>Cuota pagada hasta: {date}</translation>
    </message>
    <message>
        <source>BARRED: {reason}</source>
        <translation>VETADO: {reason}</translation>
    </message>
    <message>
        <source>Notes: {notes}</source>
        <translation>Notas: {notes}</translation>
    </message>
    <message>
        <source>never played</source>
        <translation>nunca ha jugado</translation>
    </message>
    <message>
        <source>First seen: {date}</source>
        <translation>Primera vez: {date}</translation>
    </message>
    <message>
        <source>Events played: {count}</source>
        <translation>Torneos jugados: {count}</translation>
    </message>
    <message>
        <source>Imported {players} from {source}</source>
        <translation>{players} importados de {source}</translation>
    </message>
    <message>
        <source>Imported {players}</source>
        <translation>{players} importados</translation>
    </message>
    <message>
        <source>{head}.</source>
        <translation>{head}.</translation>
    </message>
    <message>
        <source>{head}; {rows} rejected:</source>
        <translation>{head}; {rows} rechazadas:</translation>
    </message>
    <message>
        <source>No duplicates found.</source>
        <translation>No se encontraron duplicados.</translation>
    </message>
</context>
<context>
    <name>cli.print_cmd</name>
    <message>
        <source>{count} page</source>
        <translation>{count} página</translation>
    </message>
    <message>
        <source>{count} pages</source>
        <translation>{count} páginas</translation>
    </message>
    <message>
        <source>{document}: {pages} written to {path}</source>
        <translation>{document}: {pages}, archivo {path}</translation>
    </message>
</context>
<context>
    <name>cli.publish_cmd</name>
    <message>
        <source>Published {places} to {folder}: {names}</source>
        <translation>{places} publicadas en {folder}: {names}</translation>
    </message>
    <message>
        <source>{count} place</source>
        <translation>{count} puesto</translation>
    </message>
    <message>
        <source>{count} places</source>
        <translation>{count} puestos</translation>
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
    <message>
        <source>Cash report: {event}</source>
        <translation>Informe de caja: {event}</translation>
    </message>
    <message>
        <source>Money in:</source>
        <translation>Entradas de dinero:</translation>
    </message>
    <message>
        <source>Money out:</source>
        <translation>Salidas de dinero:</translation>
    </message>
    <message>
        <source>In {money_in}, out {money_out}, difference {difference}</source>
        <translation>Entradas {money_in}, salidas {money_out}, diferencia {difference}</translation>
    </message>
</context>
<context>
    <name>cli.results_cmd</name>
    <message>
        <source>--{field} takes whole numbers separated by commas, like 12000,8000 (got &apos;{text}&apos;).</source>
        <translation>--{field} admite números enteros separados por comas, como 12000,8000 (recibido: &apos;{text}&apos;).</translation>
    </message>
    <message>
        <source>{player}: {place}</source>
        <translation>{player}: {place}</translation>
    </message>
    <message>
        <source>{player}: {place}; mystery bounty drawn: {money}</source>
        <translation>{player}: {place}; mystery bounty sorteada: {money}</translation>
    </message>
    <message>
        <source>Field {field} · {remaining} playing</source>
        <translation>Field {field} · {remaining} en juego</translation>
    </message>
    <message>
        <source>  hits {hits}</source>
        <translation>  eliminaciones {hits}</translation>
    </message>
    <message>
        <source>  bounties {money}</source>
        <translation>  recompensas {money}</translation>
    </message>
    <message>
        <source>  bounty unclaimed</source>
        <translation>  recompensa no reclamada</translation>
    </message>
    <message>
        <source>  (set by the director: {reason})</source>
        <translation>  (fijado por el director: {reason})</translation>
    </message>
</context>
<context>
    <name>cli.ruling_cmd</name>
    <message>
        <source>&apos;{spec}&apos; is not QUESTION=CHOICE (e.g. substantial_action=no).</source>
        <translation>&apos;{spec}&apos; no es QUESTION=CHOICE (p. ej. substantial_action=no).</translation>
    </message>
    <message>
        <source>{rule} (borrowed)</source>
        <translation>{rule} (tomada de otro reglamento)</translation>
    </message>
    <message>
        <source>No situation matches.</source>
        <translation>Ninguna situación coincide.</translation>
    </message>
    <message>
        <source>Questions:</source>
        <translation>Preguntas:</translation>
    </message>
    <message>
        <source>  if {when}: {ruling}</source>
        <translation>  si {when}: {ruling}</translation>
    </message>
    <message>
        <source>  if otherwise: {ruling}</source>
        <translation>  si no: {ruling}</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Reglas: {rules}</translation>
    </message>
    <message>
        <source>At the director&apos;s discretion.</source>
        <translation>A discreción del director.</translation>
    </message>
    <message>
        <source>Random pick: {card}</source>
        <translation>Sorteo: {card}</translation>
    </message>
    <message>
        <source>The floor picks the {what} at random from {count} cards: record the ruling (--record) to draw it.</source>
        <translation>El floor sortea {what} entre {count} cartas: registre la decisión (--record) para sortear.</translation>
    </message>
    <message>
        <source>Under {rulebook}: {ruling}</source>
        <translation>Según {rulebook}: {ruling}</translation>
    </message>
    <message>
        <source>Under {rulebook} (if {when}): {ruling}</source>
        <translation>Según {rulebook} (si {when}): {ruling}</translation>
    </message>
    <message>
        <source>Recorded: {label}</source>
        <translation>Registrado: {label}</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>mesa {table}</translation>
    </message>
    <message>
        <source>No rulings recorded.</source>
        <translation>No hay decisiones registradas.</translation>
    </message>
    <message>
        <source>{spec} is not TO or TO:all-in (e.g. 450:all-in).</source>
        <translation>{spec} no es TO o TO:all-in (p. ej. 450:all-in).</translation>
    </message>
    <message>
        <source>To call: {bet}; minimum raise to {raise_to} (a full raise is {full}).</source>
        <translation>Para igualar: {bet}; subida mínima a {raise_to} (una subida completa es {full}).</translation>
    </message>
    <message>
        <source>  seat {seat}: {chips}</source>
        <translation>  asiento {seat}: {chips}</translation>
    </message>
    <message>
        <source>Clock call: {phases}.</source>
        <translation>Petición de reloj: {phases}.</translation>
    </message>
    <message>
        <source>Facing a bet: {facing} Otherwise: {not_facing}</source>
        <translation>Ante una apuesta: {facing} Si no: {not_facing}</translation>
    </message>
    <message>
        <source>After {elapsed} s: {phase}, {left} s left.</source>
        <translation>Tras {elapsed} s: {phase}, quedan {left} s.</translation>
    </message>
</context>
<context>
    <name>cli.seat_rules_cmd</name>
    <message>
        <source>Out of play: {seats}</source>
        <translation>Fuera de juego: {seats}</translation>
    </message>
    <message>
        <source>Kept apart: {players} (at the same table now!)</source>
        <translation>Separados: {players} (¡ahora en la misma mesa!)</translation>
    </message>
    <message>
        <source>Kept apart: {players}</source>
        <translation>Separados: {players}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} y {second}</translation>
    </message>
    <message>
        <source>Table order: {order}</source>
        <translation>Orden de las mesas: {order}</translation>
    </message>
    <message>
        <source>Table {table} seat {seat}  {player}</source>
        <translation>Mesa {table} asiento {seat}  {player}</translation>
    </message>
    <message>
        <source>Table {table} seat {seat}  {player}  (locked)</source>
        <translation>Mesa {table} asiento {seat}  {player}  (fijo)</translation>
    </message>
    <message>
        <source>Waiting: {players}</source>
        <translation>En espera: {players}</translation>
    </message>
    <message>
        <source>At one table (no other had room): {pairs}</source>
        <translation>En una misma mesa (ninguna otra tenía sitio): {pairs}</translation>
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
    <message>
        <source>halted</source>
        <extracomment>A line the command line prints: a phrase said in the reader&apos;s language, or a ``str``.</extracomment>
        <translation>detenida</translation>
    </message>
    <message>
        <source>halted since {time}</source>
        <translation>detenida desde las {time}</translation>
    </message>
    <message>
        <source>moved {moves}, {manual} by hand</source>
        <translation>movido {moves}, {manual} a mano</translation>
    </message>
    <message>
        <source>moved {moves}</source>
        <translation>movido {moves}</translation>
    </message>
    <message>
        <source>{line}  (locked)</source>
        <translation>{line}  (fijo)</translation>
    </message>
    <message>
        <source>{line}  ({moved})</source>
        <translation>{line}  ({moved})</translation>
    </message>
    <message>
        <source>final table</source>
        <translation>mesa final</translation>
    </message>
    <message>
        <source>short</source>
        <translation>corta</translation>
    </message>
    <message>
        <source>button to re-draw</source>
        <translation>botón por sortear de nuevo</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>asiento {seat}</translation>
    </message>
    <message>
        <source>Table {table}: {players}/{seats}, button {button}</source>
        <translation>Mesa {table}: {players}/{seats}, botón {button}</translation>
    </message>
    <message>
        <source>{head} ({flags})</source>
        <translation>{head} ({flags})</translation>
    </message>
    <message>
        <source>Waiting: {players}</source>
        <translation>En espera: {players}</translation>
    </message>
    <message>
        <source>No table is open.</source>
        <translation>No hay ninguna mesa abierta.</translation>
    </message>
    <message>
        <source>{player}: {reason}, {rule}</source>
        <translation>{player}: {reason}, {rule}</translation>
    </message>
    <message>
        <source>Then: {reason} ({rule}).</source>
        <translation>Después: {reason} ({rule}).</translation>
    </message>
    <message>
        <source>The players fit at the final table: &apos;seating final&apos;.</source>
        <translation>Los jugadores caben en la mesa final: &apos;seating final&apos;.</translation>
    </message>
    <message>
        <source>Table {table} can break: &apos;seating break {table}&apos;.</source>
        <translation>La mesa {table} se puede romper: &apos;seating break {table}&apos;.</translation>
    </message>
    <message>
        <source>seat {seat} {card}</source>
        <translation>asiento {seat} {card}</translation>
    </message>
    <message>
        <source>Table {table} button: seat {seat} by high card ({cards})</source>
        <translation>Mesa {table} botón: asiento {seat} por carta alta ({cards})</translation>
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
        <translation>solo stud: los jugadores se mueven por posición (TDA 2024 regla 11-A)</translation>
    </message>
    <message>
        <source>stud level of a mixed game: button frozen (TDA 2024 Rule 11-B)</source>
        <translation>nivel de stud de un juego mixto: botón congelado (TDA 2024 regla 11-B)</translation>
    </message>
    <message>
        <source>at most {players} between tables</source>
        <translation>como máximo {players} de diferencia entre mesas</translation>
    </message>
    <message>
        <source>{tolerance} ({early} while more than {tables} are open)</source>
        <translation>{tolerance} ({early} mientras haya más de {tables} abiertas)</translation>
    </message>
    <message>
        <source>Balancing: {tolerance}; the highest-numbered fullest table gives (Rule 11-C)</source>
        <translation>Equilibrado: {tolerance}; cede la mesa más llena con el número más alto (regla 11-C)</translation>
    </message>
    <message>
        <source>Balancing: {tolerance}; the lowest-numbered fullest table gives (Rule 11-C)</source>
        <translation>Equilibrado: {tolerance}; cede la mesa más llena con el número más bajo (regla 11-C)</translation>
    </message>
    <message>
        <source>in the order {order}, then highest first</source>
        <translation>en el orden {order}, después la más alta primero</translation>
    </message>
    <message>
        <source>highest first</source>
        <translation>la más alta primero</translation>
    </message>
    <message>
        <source>{breaks}, when the others seat everyone at {load} per table</source>
        <translation>{breaks}, cuando las demás sientan a todos a {load} por mesa</translation>
    </message>
    <message>
        <source>Breaking: {breaks}</source>
        <translation>Romper mesas: {breaks}</translation>
    </message>
    <message>
        <source>Final table: {players}</source>
        <translation>Mesa final: {players}</translation>
    </message>
    <message>
        <source>Game: {game}</source>
        <translation>Juego: {game}</translation>
    </message>
    <message>
        <source>Button re-drawn by high card when half a table is new, and at the final table ({when})</source>
        <translation>Botón sorteado de nuevo por carta alta cuando media mesa es nueva, y en la mesa final ({when})</translation>
    </message>
</context>
<context>
    <name>cli.serve_cmd</name>
    <message>
        <source>Serving the floor at:</source>
        <translation>El floor se sirve en:</translation>
    </message>
    <message>
        <source>  (this laptop&apos;s network address was not found: is the Wi-Fi connected? Its address is in the network settings; phones open http://ADDRESS:{port}/)</source>
        <translation>  (no se encontró la dirección de red de este portátil: ¿está conectado el wifi? Su dirección está en la configuración de red; los móviles abren http://ADDRESS:{port}/)</translation>
    </message>
    <message>
        <source>Press Ctrl+C to stop.</source>
        <translation>Pulse Ctrl+C para parar.</translation>
    </message>
    <message>
        <source>no open-file limit</source>
        <translation>sin límite de archivos abiertos</translation>
    </message>
    <message>
        <source>open files: {soft} (raised from {was})</source>
        <translation>archivos abiertos: {soft} (subido desde {was})</translation>
    </message>
    <message>
        <source>open files: {soft} (the most this system allows here)</source>
        <translation>archivos abiertos: {soft} (lo máximo que este sistema permite aquí)</translation>
    </message>
    <message>
        <source>Takes {pages} live pages and {connections} connections at once ({files}); past that a page is told to try again.</source>
        <translation>Admite {pages} páginas en vivo y {connections} conexiones a la vez ({files}); por encima, se pide a la página que lo intente de nuevo.</translation>
    </message>
</context>
<context>
    <name>cli.sign_up_cmd</name>
    <message>
        <source>Nobody is waiting.</source>
        <translation>Nadie espera.</translation>
    </message>
    <message>
        <source>open</source>
        <translation>abierta</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>cerrada</translation>
    </message>
    <message>
        <source>Sign-up is {state}; {waiting} waiting.</source>
        <translation>La preinscripción está {state}; {waiting} en espera.</translation>
    </message>
    <message>
        <source>{count} sign-up</source>
        <translation>{count} preinscripción</translation>
    </message>
    <message>
        <source>{count} sign-ups</source>
        <translation>{count} preinscripciones</translation>
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
        <translation>más allá del último nivel</translation>
    </message>
    <message>
        <source>{time} after the start (level {level})</source>
        <translation>{time} después del inicio (nivel {level})</translation>
    </message>
    <message>
        <source>Projected finish for {players}: {when}</source>
        <translation>Final previsto para {players}: {when}</translation>
    </message>
    <message>
        <source>{label} (from {source}, {levels})</source>
        <translation>{label} (de {source}, {levels})</translation>
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
        <source>Cannot write {path}: {strerror}.</source>
        <translation>No se puede escribir {path}: {strerror}.</translation>
    </message>
    <message>
        <source>{path}: write the structure to a .json or .csv file.</source>
        <translation>{path}: escriba la estructura en un archivo .json o .csv.</translation>
    </message>
    <message>
        <source>Wrote {file}</source>
        <translation>{file} escrito</translation>
    </message>
    <message>
        <source>Projected finish for {players}: {time} after the start (level {level}; model: README, &apos;Structure generator&apos;)</source>
        <translation>Final previsto para {players}: {time} después del inicio (nivel {level}; modelo: README, &apos;Structure generator&apos;)</translation>
    </message>
</context>
<context>
    <name>cli.window_cmd</name>
    <message>
        <source>Demo event #{id}: {name}</source>
        <translation>Torneo de demostración n.º {id}: {name}</translation>
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
        <extracomment>``room_display_requested`` with this value: open the display in a window. The page is the director&apos;s, not the room&apos;s: its digits stop growing here.</extracomment>
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
    <name>domain.clock.events</name>
    <message>
        <source>The event has no blind structure yet; choose one first.</source>
        <translation>El torneo aún no tiene estructura de ciegas; elija una primero.</translation>
    </message>
</context>
<context>
    <name>domain.clock.state</name>
    <message>
        <source>not started</source>
        <extracomment>The most time one adjustment adds or removes: a day (no level is longer). How far ahead a start may be scheduled. A clock&apos;s state as a refusal says it (&quot;the clock is not running (it is paused)&quot;).</extracomment>
        <translation>sin iniciar</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en marcha</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pausa</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminado</translation>
    </message>
    <message>
        <source>The event has no structure to run the clock on.</source>
        <translation>El torneo no tiene estructura con la que hacer correr el reloj.</translation>
    </message>
    <message>
        <source>The clock has already started.</source>
        <translation>El reloj ya se ha iniciado.</translation>
    </message>
    <message>
        <source>The clock is not running (it is {state}).</source>
        <translation>El reloj no está en marcha (está {state}).</translation>
    </message>
    <message>
        <source>The clock is not paused (it is {state}).</source>
        <translation>El reloj no está en pausa (está {state}).</translation>
    </message>
    <message>
        <source>There is no row {row} in the structure (it has {count}).</source>
        <translation>La estructura no tiene fila {row} (tiene {count}).</translation>
    </message>
    <message>
        <source>{seconds} is not a number of seconds.</source>
        <translation>{seconds} no es un número de segundos.</translation>
    </message>
    <message>
        <source>Adjusting by zero seconds changes nothing.</source>
        <translation>Ajustar cero segundos no cambia nada.</translation>
    </message>
    <message>
        <source>The clock is adjusted by at most {most} seconds (a day) at a time.</source>
        <translation>El reloj se ajusta como mucho {most} segundos (un día) cada vez.</translation>
    </message>
    <message>
        <source>The structure has finished; add a level first.</source>
        <translation>La estructura ha terminado; añada primero un nivel.</translation>
    </message>
    <message>
        <source>The scheduled start must be in the future.</source>
        <translation>El inicio programado debe estar en el futuro.</translation>
    </message>
    <message>
        <source>The scheduled start {start_at} is more than {days} days ahead; a start is scheduled within a year.</source>
        <translation>El inicio programado {start_at} está a más de {days} días; un inicio se programa dentro de un año.</translation>
    </message>
</context>
<context>
    <name>domain.display.announcement</name>
    <message>
        <source>Last hand before the break</source>
        <extracomment>The lines a director picks from instead of typing (&quot;…&quot;: the rest to type).</extracomment>
        <translation>Última mano antes del descanso</translation>
    </message>
    <message>
        <source>Hand for hand</source>
        <translation>Mano a mano</translation>
    </message>
    <message>
        <source>Dinner break: back in 30 minutes</source>
        <translation>Descanso para cenar: volvemos en 30 minutos</translation>
    </message>
    <message>
        <source>Seat open at …</source>
        <translation>Asiento libre en …</translation>
    </message>
    <message>
        <source>The announcement</source>
        <translation>El anuncio</translation>
    </message>
    <message>
        <source>{what} is empty: type the line every screen shows.</source>
        <translation>{what} está vacío: escriba la línea que muestra cada pantalla.</translation>
    </message>
    <message>
        <source>{what} holds a control character (a line break, a tab ...): type one line.</source>
        <translation>{what} contiene un carácter de control (un salto de línea, un tabulador...): escriba una sola línea.</translation>
    </message>
    <message>
        <source>{what} shows for {seconds} seconds; give from {shortest_seconds} to {longest_seconds} (or none: until cleared).</source>
        <translation>{what} se muestra {seconds} segundos; indique de {shortest_seconds} a {longest_seconds} (o nada: hasta borrarlo).</translation>
    </message>
    <message>
        <source>one object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>{what}: the file must hold exactly &apos;text&apos; and &apos;until&apos;.</source>
        <translation>{what}: el archivo debe contener exactamente &apos;text&apos; y &apos;until&apos;.</translation>
    </message>
    <message>
        <source>{what}: &apos;until&apos; must be a time in seconds or null.</source>
        <translation>{what}: &apos;until&apos; debe ser un tiempo en segundos o null.</translation>
    </message>
    <message>
        <source>{what}: &apos;text&apos; must be a text in quotes.</source>
        <translation>{what}: &apos;text&apos; debe ser un texto entre comillas.</translation>
    </message>
</context>
<context>
    <name>domain.display.cue_lines</name>
    <message>
        <source>{problem} Fields: {fields}.</source>
        <extracomment>Each field a template may name, and what it is replaced by.</extracomment>
        <translation>{problem} Campos: {fields}.</translation>
    </message>
    <message>
        <source>The line has a {brace} without its {other} (type {doubled} for a brace).</source>
        <translation>La línea tiene {brace} sin {other} (escriba {doubled} para una llave).</translation>
    </message>
    <message>
        <source>The line</source>
        <translation>La línea</translation>
    </message>
    <message>
        <source>{what} holds a control character: type one line.</source>
        <translation>{what} contiene un carácter de control: escriba una sola línea.</translation>
    </message>
    <message>
        <source>&apos;{{{name}}}&apos; is not a field: a field is one name in braces, nothing more.</source>
        <translation>&apos;{{{name}}}&apos; no es un campo: un campo es un nombre entre llaves, nada más.</translation>
    </message>
    <message>
        <source>&apos;{{{name}}}&apos; is not a field.</source>
        <translation>&apos;{{{name}}}&apos; no es un campo.</translation>
    </message>
</context>
<context>
    <name>domain.display.layout_pack</name>
    <message>
        <source>The layout with pictures</source>
        <extracomment>The pictures of one exported layout, together, at most. The exported file at most: the layout and its pictures in base64.</extracomment>
        <translation>El diseño con imágenes</translation>
    </message>
    <message>
        <source>{what}: {problem}</source>
        <translation>{what}: {problem}</translation>
    </message>
    <message>
        <source>the file is {text_count} characters long; at most {max_pack_chars} are read (pictures of {megabytes} MB together).</source>
        <translation>el archivo tiene {text_count} caracteres; se leen como máximo {max_pack_chars} (imágenes de {megabytes} MB en total).</translation>
    </message>
    <message>
        <source>one object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>the file has &apos;{unknown}&apos; (it knows: {keys}).</source>
        <translation>el archivo tiene &apos;{unknown}&apos; (se conocen: {keys}).</translation>
    </message>
    <message>
        <source>the file says version {version}; this floortool reads version {pack_version}.</source>
        <translation>el archivo indica la versión {version}; este floortool lee la versión {pack_version}.</translation>
    </message>
    <message>
        <source>&apos;pictures&apos; must be an object of file names and pictures.</source>
        <translation>&apos;pictures&apos; debe ser un objeto de nombres de archivo e imágenes.</translation>
    </message>
    <message>
        <source>a picture&apos;s name</source>
        <translation>el nombre de una imagen</translation>
    </message>
    <message>
        <source>it holds the picture {name}, which the layout does not show.</source>
        <translation>contiene la imagen {name}, que el diseño no muestra.</translation>
    </message>
    <message>
        <source>the picture {name} is not written in base64.</source>
        <translation>la imagen {name} no está escrita en base64.</translation>
    </message>
    <message>
        <source>its pictures come to more than {max_pack_bytes} bytes together.</source>
        <translation>sus imágenes suman más de {max_pack_bytes} bytes.</translation>
    </message>
</context>
<context>
    <name>domain.display.layouts</name>
    <message>
        <source>NEXT LEVEL</source>
        <extracomment>The largest layout file read (a layout of 40 regions is about 8 KB). The smallest side of a region, as a share of the screen&apos;s. The smallest ``size`` (share of the largest text that fits). What a region shows, by kind: ``line`` one text filling the region; ``figure`` a label, a value and a line under it; ``list`` a label and rows; ``qr`` a QR code; ``image`` a picture (its name in text while it cannot be shown). ``ticker`` one line scrolling across the region (the room&apos;s scrolling line, else the region&apos;s own text). The label each token shows unless its region says another (&quot;&quot; : none).</extracomment>
        <translation>NIVEL SIGUIENTE</translation>
    </message>
    <message>
        <source>NEXT BREAK IN</source>
        <translation>PAUSA EN</translation>
    </message>
    <message>
        <source>PLAYERS</source>
        <translation>JUGADORES</translation>
    </message>
    <message>
        <source>AVERAGE STACK</source>
        <translation>STACK MEDIO</translation>
    </message>
    <message>
        <source>PRIZE POOL</source>
        <translation>BOTE</translation>
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
        <source>SEATING</source>
        <translation>ASIENTOS</translation>
    </message>
    <message>
        <source>SEAT CHANGES</source>
        <translation>CAMBIOS DE ASIENTO</translation>
    </message>
    <message>
        <source>RESULTS</source>
        <translation>RESULTADOS</translation>
    </message>
    <message>
        <source>CHIP LEADERS</source>
        <translation>LÍDERES EN FICHAS</translation>
    </message>
    <message>
        <source>LEAGUE STANDINGS</source>
        <translation>CLASIFICACIÓN DE LA LIGA</translation>
    </message>
    <message>
        <source>EVENTS</source>
        <translation>TORNEOS</translation>
    </message>
    <message>
        <source>The layout</source>
        <extracomment>When a region shows. A region&apos;s fields a file may leave out for their defaults.</extracomment>
        <translation>El diseño</translation>
    </message>
    <message>
        <source>{what}: {problem}</source>
        <translation>{what}: {problem}</translation>
    </message>
    <message>
        <source>a layout</source>
        <translation>un diseño</translation>
    </message>
    <message>
        <source>{where} must be a text in quotes.</source>
        <translation>{where} debe ser un texto entre comillas.</translation>
    </message>
    <message>
        <source>{what}: {where}</source>
        <translation>{what}: {where}</translation>
    </message>
    <message>
        <source>{where} holds a control character (a line break, a tab ...).</source>
        <translation>{where} contiene un carácter de control (un salto de línea, un tabulador...).</translation>
    </message>
    <message>
        <source>{where} must be a colour written #rrggbb (like #3fc1a5).</source>
        <translation>{where} debe ser un color escrito #rrggbb (como #3fc1a5).</translation>
    </message>
    <message>
        <source>{where} must be a number.</source>
        <translation>{where} debe ser un número.</translation>
    </message>
    <message>
        <source>{where} is {value}; it must be from {low} to {high}.</source>
        <translation>{where} es {value}; debe estar entre {low} y {high}.</translation>
    </message>
    <message>
        <source>{where} must be four numbers [left, top, width, height].</source>
        <translation>{where} debe ser cuatro números [izquierda, arriba, ancho, alto].</translation>
    </message>
    <message>
        <source>{where} is too small to read (each side at least {min_side}).</source>
        <translation>{where} es demasiado pequeño para leerse (cada lado al menos {min_side}).</translation>
    </message>
    <message>
        <source>{where} runs off the screen (left + width and top + height at most 1).</source>
        <translation>{where} se sale de la pantalla (izquierda + ancho y arriba + alto como máximo 1).</translation>
    </message>
    <message>
        <source>{where} is &apos;{shown}&apos;; it must be one of: {choices}.</source>
        <translation>{where} es &apos;{shown}&apos;; debe ser uno de: {choices}.</translation>
    </message>
    <message>
        <source>{where} has no &apos;{key}&apos;.</source>
        <translation>{where} no tiene &apos;{key}&apos;.</translation>
    </message>
    <message>
        <source>the id of {where} must be a short name of small letters, digits, - and _ (starting with a letter).</source>
        <translation>el id de {where} debe ser un nombre corto de minúsculas, dígitos, - y _ (empezando por una letra).</translation>
    </message>
    <message>
        <source>{where} shows a {show} but has no text.</source>
        <translation>{where} muestra {show} pero no tiene texto.</translation>
    </message>
    <message>
        <source>{where}: only a region that shows an image names a picture.</source>
        <translation>{where}: solo una zona que muestra una imagen nombra una imagen.</translation>
    </message>
    <message>
        <source>{where} is missing: an image region names its picture (like logo.png).</source>
        <translation>falta {where}: una zona de imagen nombra su imagen (como logo.png).</translation>
    </message>
    <message>
        <source>the file is {text_count} characters long; a layout is at most {max_layout_bytes}.</source>
        <translation>el archivo tiene {text_count} caracteres; un diseño tiene como máximo {max_layout_bytes}.</translation>
    </message>
    <message>
        <source>one object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>the file says version {version}; this floortool reads version {layout_version}.</source>
        <translation>el archivo indica la versión {version}; este floortool lee la versión {layout_version}.</translation>
    </message>
    <message>
        <source>the file has no &apos;name&apos;.</source>
        <translation>el archivo no tiene &apos;name&apos;.</translation>
    </message>
    <message>
        <source>&apos;regions&apos; must be a list of at least one region.</source>
        <translation>&apos;regions&apos; debe ser una lista de al menos una zona.</translation>
    </message>
    <message>
        <source>it has {region_count} regions; at most {max_regions} are allowed.</source>
        <translation>tiene {region_count} zonas; se permiten como máximo {max_regions}.</translation>
    </message>
    <message>
        <source>two regions have the id &apos;{repeated}&apos;.</source>
        <translation>dos zonas tienen el id &apos;{repeated}&apos;.</translation>
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
    <name>domain.display.pictures</name>
    <message>
        <source>a GIF</source>
        <extracomment>The pictures&apos; kinds, by their first bytes. What the first bytes of a file floortool refuses say it is, for the reason given.</extracomment>
        <translation>un GIF</translation>
    </message>
    <message>
        <source>a WebP (or another RIFF file)</source>
        <translation>un WebP (u otro archivo RIFF)</translation>
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
        <translation>un archivo zip</translation>
    </message>
    <message>
        <source>the picture</source>
        <extracomment>How a refusal names the picture when the caller names it no other way.</extracomment>
        <translation>la imagen</translation>
    </message>
    <message>
        <source>{where} must be a file name in quotes, like &quot;logo.png&quot;.</source>
        <extracomment>Names Windows keeps for devices, whatever their ending.</extracomment>
        <translation>{where} debe ser un nombre de archivo entre comillas, como &quot;logo.png&quot;.</translation>
    </message>
    <message>
        <source>{where} is {name_count} characters long; a picture&apos;s name is at most {max_picture_name}.</source>
        <translation>{where} tiene {name_count} caracteres; el nombre de una imagen tiene como máximo {max_picture_name}.</translation>
    </message>
    <message>
        <source>{where} &apos;{name}&apos; is a path; a picture is named by its file name alone (like logo.png), in the layouts&apos; images folder.</source>
        <translation>{where} &apos;{name}&apos; es una ruta; una imagen se nombra solo por su nombre de archivo (como logo.png), en la carpeta de imágenes de los diseños.</translation>
    </message>
    <message>
        <source>{where} &apos;{name}&apos; is not a plain file name: letters, digits, spaces, . _ - and brackets, starting with a letter or a digit.</source>
        <translation>{where} &apos;{name}&apos; no es un nombre de archivo simple: letras, dígitos, espacios, . _ - y paréntesis, empezando por una letra o un dígito.</translation>
    </message>
    <message>
        <source>{where} &apos;{name}&apos; is a name kept for a device.</source>
        <translation>{where} &apos;{name}&apos; es un nombre reservado para un dispositivo.</translation>
    </message>
    <message>
        <source>{name} is {data_count} bytes; a picture is at most {max_picture_bytes} (save it smaller, or as a JPEG).</source>
        <translation>{name} tiene {data_count} bytes; una imagen tiene como máximo {max_picture_bytes} (guárdela más pequeña, o como JPEG).</translation>
    </message>
    <message>
        <source>an SVG or other markup (which can hold script)</source>
        <translation>un SVG u otro marcado (que puede contener scripts)</translation>
    </message>
    <message>
        <source>{name} is not a PNG or JPEG picture ({seems}); floortool shows PNG and JPEG only.</source>
        <translation>{name} no es una imagen PNG o JPEG ({seems}); floortool solo muestra PNG y JPEG.</translation>
    </message>
    <message>
        <source>{name} is not a PNG or JPEG picture; floortool shows PNG and JPEG only.</source>
        <translation>{name} no es una imagen PNG o JPEG; floortool solo muestra PNG y JPEG.</translation>
    </message>
    <message>
        <source>{name} has no pixels.</source>
        <translation>{name} no tiene píxeles.</translation>
    </message>
    <message>
        <source>{name} is {width} x {height} pixels; a picture is at most {max_picture_side} pixels a side and {megapixels} million in all.</source>
        <translation>{name} tiene {width} x {height} píxeles; una imagen tiene como máximo {max_picture_side} píxeles por lado y {megapixels} millones en total.</translation>
    </message>
</context>
<context>
    <name>domain.display.screen_sets</name>
    <message>
        <source>The screen set</source>
        <extracomment>The largest screen-set file read (twenty views are about 1 KB). How long a view shows, in seconds: long enough to read, short enough to come back. A layout&apos;s name as its file is named: small letters, digits and ``-``.</extracomment>
        <translation>La serie de pantallas</translation>
    </message>
    <message>
        <source>{what}: {problem}</source>
        <translation>{what}: {problem}</translation>
    </message>
    <message>
        <source>a screen set</source>
        <translation>una serie de pantallas</translation>
    </message>
    <message>
        <source>{where} has no &apos;{missing}&apos;.</source>
        <translation>{where} no tiene &apos;{missing}&apos;.</translation>
    </message>
    <message>
        <source>the layout</source>
        <extracomment>How a refusal names a layout or a view when the caller names none.</extracomment>
        <translation>el diseño</translation>
    </message>
    <message>
        <source>a view</source>
        <translation>una vista</translation>
    </message>
    <message>
        <source>{where} is &apos;{shown}&apos;; a layout is named by its file name: small letters, digits and - (like classic or sponsor-acme).</source>
        <translation>{where} es &apos;{shown}&apos;; un diseño se nombra por su nombre de archivo: minúsculas, dígitos y - (como classic o sponsor-acme).</translation>
    </message>
    <message>
        <source>the seconds of {where} must be a whole number.</source>
        <translation>los segundos de {where} deben ser un número entero.</translation>
    </message>
    <message>
        <source>{where} shows for {value} seconds; give from {shortest_view} to {longest_view}.</source>
        <translation>{where} se muestra {value} segundos; indique de {shortest_view} a {longest_view}.</translation>
    </message>
    <message>
        <source>The screen set&apos;s name</source>
        <translation>El nombre de la serie de pantallas</translation>
    </message>
    <message>
        <source>its name holds a control character (a line break, a tab ...).</source>
        <translation>su nombre contiene un carácter de control (un salto de línea, un tabulador...).</translation>
    </message>
    <message>
        <source>it has no views: give at least one layout and its seconds.</source>
        <translation>no tiene vistas: indique al menos un diseño y sus segundos.</translation>
    </message>
    <message>
        <source>it has {view_count} views; at most {max_views} are allowed.</source>
        <translation>tiene {view_count} vistas; se permiten como máximo {max_views}.</translation>
    </message>
    <message>
        <source>the layout of view {number}</source>
        <translation>el diseño de la vista {number}</translation>
    </message>
    <message>
        <source>view {number} ({layout})</source>
        <translation>la vista {number} ({layout})</translation>
    </message>
    <message>
        <source>the file is {text_count} characters long; a screen set is at most {max_set_bytes}.</source>
        <translation>el archivo tiene {text_count} caracteres; una serie de pantallas tiene como máximo {max_set_bytes}.</translation>
    </message>
    <message>
        <source>one object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>the file says version {data}; this floortool reads version {set_version}.</source>
        <translation>el archivo indica la versión {data}; este floortool lee la versión {set_version}.</translation>
    </message>
    <message>
        <source>its name must be a text in quotes.</source>
        <translation>su nombre debe ser un texto entre comillas.</translation>
    </message>
    <message>
        <source>&apos;views&apos; must be a list of views.</source>
        <translation>&apos;views&apos; debe ser una lista de vistas.</translation>
    </message>
    <message>
        <source>it has {listed_count} views; at most {max_views} are allowed.</source>
        <translation>tiene {listed_count} vistas; se permiten como máximo {max_views}.</translation>
    </message>
</context>
<context>
    <name>domain.display.ticker</name>
    <message>
        <source>The scrolling line</source>
        <translation>La línea de texto móvil</translation>
    </message>
    <message>
        <source>one object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>{what}: the file must hold exactly &apos;text&apos;.</source>
        <translation>{what}: el archivo debe contener exactamente &apos;text&apos;.</translation>
    </message>
    <message>
        <source>{what}: &apos;text&apos; must be a text in quotes.</source>
        <translation>{what}: &apos;text&apos; debe ser un texto entre comillas.</translation>
    </message>
</context>
<context>
    <name>domain.field.count_files</name>
    <message>
        <source>A count file&apos;s first line names its columns: player,chips or table,seat,chips.</source>
        <extracomment>The most rows a count file may hold (a field of 10,000 with room to spare).</extracomment>
        <translation>La primera línea de un archivo de recuento nombra sus columnas: player,chips o table,seat,chips.</translation>
    </message>
    <message>
        <source>Line {line}: {chips} is not a chip count.</source>
        <translation>Línea {line}: {chips} no es un recuento de fichas.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>Line {line}: give the player, or the table and the seat.</source>
        <translation>Línea {line}: indique el jugador, o la mesa y el asiento.</translation>
    </message>
    <message>
        <source>The count file: {rejected}.</source>
        <translation>El archivo de recuento: {rejected}.</translation>
    </message>
    <message>
        <source>The count file lists no counts.</source>
        <translation>El archivo de recuento no contiene ningún recuento.</translation>
    </message>
</context>
<context>
    <name>domain.field.counts</name>
    <message>
        <source>{event} has no entry number {entry_id}.</source>
        <translation>{event} no tiene la entrada número {entry_id}.</translation>
    </message>
    <message>
        <source>{name} has busted out: the stack is 0; there is no stack to count.</source>
        <translation>{name} está eliminado: el stack es 0; no hay stack que contar.</translation>
    </message>
    <message>
        <source>{name} is not seated; there is no stack to count.</source>
        <translation>{name} no está sentado; no hay stack que contar.</translation>
    </message>
    <message>
        <source>{name}: a stack of {chips} chips is not a stack; a player with no chips has busted out (record the bust-out instead).</source>
        <translation>{name}: un stack de {chips} fichas no es un stack; un jugador sin fichas está eliminado (registre la eliminación en su lugar).</translation>
    </message>
    <message>
        <source>{name} is counted twice.</source>
        <translation>{name} está contado dos veces.</translation>
    </message>
    <message>
        <source>{counted} chips would be counted, but only {in_play} are in play: a stack was miscounted or mistyped.</source>
        <translation>Se contarían {counted} fichas, pero solo hay {in_play} en juego: un stack se contó o se escribió mal.</translation>
    </message>
    <message>
        <source>The race would leave {total} chips counted but {in_play} in play: check the leftover chips typed for each seat.</source>
        <translation>El race dejaría {total} fichas contadas pero {in_play} en juego: revise las fichas sobrantes escritas en cada asiento.</translation>
    </message>
</context>
<context>
    <name>domain.field.entries</name>
    <message>
        <source>{player} has no entry in {event}.</source>
        <translation>{player} no tiene entrada en {event}.</translation>
    </message>
    <message>
        <source>{name} is waiting for a seat in {event}.</source>
        <extracomment>Why an entry is not in play, by its status.</extracomment>
        <translation>{name} espera un asiento en {event}.</translation>
    </message>
    <message>
        <source>{name} has busted in {event}.</source>
        <translation>{name} ha sido eliminado en {event}.</translation>
    </message>
    <message>
        <source>{name} has advanced in {event}.</source>
        <translation>{name} ha pasado de ronda en {event}.</translation>
    </message>
    <message>
        <source>{event} has no entry number {entry_id}.</source>
        <translation>{event} no tiene la entrada número {entry_id}.</translation>
    </message>
</context>
<context>
    <name>domain.fold.history</name>
    <message>
        <source>There is nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <source>There is nothing done by {operator} to undo; the latest is another station&apos;s.</source>
        <translation>No hay nada de {operator} que deshacer; la última acción es de otro puesto.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>No hay nada que rehacer.</translation>
    </message>
    <message>
        <source>There is nothing done by {operator} to redo; the latest is another station&apos;s.</source>
        <translation>No hay nada de {operator} que rehacer; la última acción es de otro puesto.</translation>
    </message>
</context>
<context>
    <name>domain.fold.kinds</name>
    <message>
        <source>the journal holds an unknown kind of record: {kind}</source>
        <translation>el diario contiene un tipo de registro desconocido: {kind}</translation>
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
        <translation>las entradas dadas no terminan donde empezó el plegado</translation>
    </message>
    <message>
        <source>group {group} was folded before this folder began</source>
        <translation>el grupo {group} se plegó antes de que empezara este plegado</translation>
    </message>
    <message>
        <source>{kind} of group {group}, which the journal lacks</source>
        <translation>{kind} del grupo {group}, que falta en el diario</translation>
    </message>
    <message>
        <source>the folder holds no state before that group</source>
        <translation>el plegado no tiene ningún estado anterior a ese grupo</translation>
    </message>
</context>
<context>
    <name>domain.fold.state</name>
    <message>
        <source>There is no event number {event_id}.</source>
        <translation>No hay ningún torneo con el número {event_id}.</translation>
    </message>
</context>
<context>
    <name>domain.kernel.catalogue</name>
    <message>
        <source>the catalogue is not readable XML ({exc})</source>
        <extracomment>How each language writes numbers (English for one not listed). The catalogue of the language the sources are written in.</extracomment>
        <translation>el catálogo no es un XML legible ({exc})</translation>
    </message>
    <message>
        <source>the catalogue is not a Qt translation file</source>
        <translation>el catálogo no es un archivo de traducción de Qt</translation>
    </message>
</context>
<context>
    <name>domain.kernel.csv_rows</name>
    <message>
        <source>The CSV file is empty.</source>
        <extracomment>How a cell a spreadsheet would run as a formula starts.</extracomment>
        <translation>El archivo CSV está vacío.</translation>
    </message>
    <message>
        <source>The CSV file cannot be read: {exc}.</source>
        <translation>No se puede leer el archivo CSV: {exc}.</translation>
    </message>
    <message>
        <source>The file has more than {rows}.</source>
        <translation>El archivo tiene más de {rows}.</translation>
    </message>
</context>
<context>
    <name>domain.kernel.input_checks</name>
    <message>
        <source>{name} is larger than {value} MB; nothing was read.</source>
        <extracomment>The largest file a reader takes (a 200,000-row import is well under it). Arrays and objects nested deeper than this in a JSON document are refused. Digits a JSON number may have before its decimal point. Characters of a JSON number&apos;s text (a fraction&apos;s digits included). Values (arrays, objects and the items after a comma) a JSON document may hold: a structure of 1,000 levels has about 6,000; refused before the parser builds them. A plain decimal number: no exponent, no ``inf`` or ``nan``, ASCII digits only. The bidirectional embedding, override and isolate controls (U+202A-202E, U+2066-2069). What the scan of a JSON document stops at: a bracket, a comma, a string&apos;s opening quote.</extracomment>
        <translation>{name} supera {value} MB; no se ha leído nada.</translation>
    </message>
    <message>
        <source>{name} is {encoding} text (it starts with a {encoding} byte-order mark); save it as UTF-8 and try again.</source>
        <translation>{name} es texto {encoding} (empieza con una marca de orden de bytes {encoding}); guárdelo como UTF-8 e inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>{name} is not UTF-8 text (byte 0x{data} at offset {offset}, line {line}); save it as UTF-8 and try again.</source>
        <translation>{name} no es texto UTF-8 (byte 0x{data} en la posición {offset}, línea {line}); guárdelo como UTF-8 e inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>{what} holds a character that is not text</source>
        <translation>{what} contiene un carácter que no es texto</translation>
    </message>
    <message>
        <source>{what} is {text_count} characters long; at most {longest} are allowed.</source>
        <translation>{what} tiene {text_count} caracteres; se permiten como máximo {longest}.</translation>
    </message>
    <message>
        <source>{what} holds a character that reverses or reorders the text around it</source>
        <translation>{what} contiene un carácter que invierte o reordena el texto a su alrededor</translation>
    </message>
    <message>
        <source>{what} is made only of invisible characters (spaces, zero-width or format characters); type it in letters or digits.</source>
        <translation>{what} está hecho solo de caracteres invisibles (espacios, caracteres de ancho cero o de formato); escríbalo con letras o dígitos.</translation>
    </message>
    <message>
        <source>{why} (\u{found} at position {position}).</source>
        <translation>{why} (\u{found} en la posición {position}).</translation>
    </message>
    <message>
        <source>{what} is nested more than {max_depth} levels deep (line {line}).</source>
        <translation>{what} está anidado a más de {max_depth} niveles (línea {line}).</translation>
    </message>
    <message>
        <source>{what} holds more than {max_json_values} values (line {line}); no structure or payout table needs that many.</source>
        <translation>{what} contiene más de {max_json_values} valores (línea {line}); ninguna estructura ni tabla de premios necesita tantos.</translation>
    </message>
    <message>
        <source>a number too large</source>
        <translation>un número demasiado grande</translation>
    </message>
    <message>
        <source>{what} holds {why}: {shown}.</source>
        <translation>{what} contiene {why}: {shown}.</translation>
    </message>
    <message>
        <source>a number not written with the digits 0-9</source>
        <translation>un número no escrito con los dígitos 0-9</translation>
    </message>
    <message>
        <source>{what}: the text at {where}</source>
        <translation>{what}: el texto en {where}</translation>
    </message>
    <message>
        <source>{what}: the text at the top</source>
        <translation>{what}: el texto del nivel superior</translation>
    </message>
    <message>
        <source>{what}: a key in {where}</source>
        <translation>{what}: una clave en {where}</translation>
    </message>
    <message>
        <source>{what}: a key in the top object</source>
        <translation>{what}: una clave del objeto superior</translation>
    </message>
    <message>
        <source>{what}: {text} is not a number.</source>
        <translation>{what}: {text} no es un número.</translation>
    </message>
    <message>
        <source>{what}: {cleaned} is beyond {largest} either way.</source>
        <translation>{what}: {cleaned} supera {largest} en valor absoluto.</translation>
    </message>
</context>
<context>
    <name>domain.kernel.json_text</name>
    <message>
        <source>{what} gives &apos;{key}&apos; twice in {item}.</source>
        <translation>{what} da &apos;{key}&apos; dos veces en {item}.</translation>
    </message>
    <message>
        <source>{what} contains {name}, which is not a number.</source>
        <translation>{what} contiene {name}, que no es un número.</translation>
    </message>
    <message>
        <source>{what} is not valid JSON: line {lineno}, column {colno}: {msg}.</source>
        <translation>{what} no es un JSON válido: línea {lineno}, columna {colno}: {msg}.</translation>
    </message>
    <message>
        <source>{what}: {where} must be an object {{...}}.</source>
        <translation>{what}: {where} debe ser un objeto {{...}}.</translation>
    </message>
    <message>
        <source>{what}: {where} has &apos;{unknown}&apos;, which {kind} does not know (it knows: {keys}).</source>
        <translation>{what}: {where} tiene &apos;{unknown}&apos;, que {kind} no conoce (se conocen: {keys}).</translation>
    </message>
</context>
<context>
    <name>domain.kernel.money</name>
    <message>
        <source>{field}: &apos;{text}&apos; is not an amount of money (write it like 20 or 20.50)</source>
        <translation>{field}: &apos;{text}&apos; no es un importe (escríbalo como 20 o 20.50)</translation>
    </message>
</context>
<context>
    <name>domain.kernel.nouns</name>
    <message>
        <source>{count} player</source>
        <translation>{count} jugador</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} jugadores</translation>
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
        <source>{count} table</source>
        <translation>{count} mesa</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation>{count} mesas</translation>
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
        <source>{count} row</source>
        <translation>{count} fila</translation>
    </message>
    <message>
        <source>{count} rows</source>
        <translation>{count} filas</translation>
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
        <source>{count} place</source>
        <translation>{count} puesto</translation>
    </message>
    <message>
        <source>{count} places</source>
        <translation>{count} puestos</translation>
    </message>
</context>
<context>
    <name>domain.kernel.ordinals</name>
    <message>
        <source>1st</source>
        <translation>1.º</translation>
    </message>
    <message>
        <source>{place}th</source>
        <translation>{place}.º</translation>
    </message>
    <message>
        <source>{place}st</source>
        <translation>{place}.º</translation>
    </message>
    <message>
        <source>{place}nd</source>
        <translation>{place}.º</translation>
    </message>
    <message>
        <source>{place}rd</source>
        <translation>{place}.º</translation>
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
        <translation>p. ej. 1-10, 21-30:10</translation>
    </message>
    <message>
        <source>Table order</source>
        <translation>Orden de mesas</translation>
    </message>
    <message>
        <source>table order</source>
        <translation>orden de mesas</translation>
    </message>
    <message>
        <source>{what}: &apos;{item}&apos; {why} ({example}).</source>
        <extracomment>the list as a sentence names it inside: &quot;the table order&quot;</extracomment>
        <translation>{what}: &apos;{item}&apos; {why} ({example}).</translation>
    </message>
    <message>
        <source>is not a table number or a range of tables</source>
        <translation>no es un número de mesa ni un rango de mesas</translation>
    </message>
    <message>
        <source>names table {number}; tables are 1 to {max_table_number}</source>
        <translation>nombra la mesa {number}; las mesas van de 1 a {max_table_number}</translation>
    </message>
    <message>
        <source>gives {seats}; a table has {min_seats} to {max_seats}</source>
        <translation>da {seats}; una mesa tiene de {min_seats} a {max_seats}</translation>
    </message>
    <message>
        <source>The {what} is longer than {max_text} characters.</source>
        <translation>El {what} tiene más de {max_text} caracteres.</translation>
    </message>
    <message>
        <source>{what}: an empty item between commas ({example}).</source>
        <translation>{what}: un elemento vacío entre comas ({example}).</translation>
    </message>
    <message>
        <source>A {what} lists at most {max_listed} tables.</source>
        <translation>Un {what} enumera como máximo {max_listed} mesas.</translation>
    </message>
    <message>
        <source>lists table {number} again (already in &apos;{seen}&apos;)</source>
        <translation>nombra otra vez la mesa {number} (ya en &apos;{seen}&apos;)</translation>
    </message>
    <message>
        <source>Break order</source>
        <translation>Orden de descansos</translation>
    </message>
    <message>
        <source>break order</source>
        <translation>orden de descansos</translation>
    </message>
    <message>
        <source>e.g. 12, 11, 30-21</source>
        <translation>p. ej. 12, 11, 30-21</translation>
    </message>
    <message>
        <source>{what}: {text} is not a whole number.</source>
        <extracomment>Digits a typed whole number may have: chips, counts and places never need more.</extracomment>
        <translation>{what}: {text} no es un número entero.</translation>
    </message>
    <message>
        <source>write 7, or 9-10 for a shared place</source>
        <extracomment>No field has more places than this: a range is refused before it is built.</extracomment>
        <translation>escriba 7, o 9-10 para un puesto compartido</translation>
    </message>
    <message>
        <source>&apos;{shown}&apos; is not a place: {place_example}.</source>
        <translation>&apos;{shown}&apos; no es un puesto: {place_example}.</translation>
    </message>
    <message>
        <source>&apos;{shown}&apos; is not a place: places start at 1.</source>
        <translation>&apos;{shown}&apos; no es un puesto: los puestos empiezan en 1.</translation>
    </message>
    <message>
        <source>&apos;{shown}&apos; is not a place: a shared range runs low to high, like 9-10.</source>
        <translation>&apos;{shown}&apos; no es un puesto: un rango compartido va de menor a mayor, como 9-10.</translation>
    </message>
    <message>
        <source>&apos;{shown}&apos; is not a place: there are only {places}.</source>
        <translation>&apos;{shown}&apos; no es un puesto: solo hay {places}.</translation>
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
        <source>&apos;{text}&apos; is not a date (write it as YYYY-MM-DD).</source>
        <translation>&apos;{text}&apos; no es una fecha (escríbala como AAAA-MM-DD).</translation>
    </message>
</context>
<context>
    <name>domain.league.csv_files</name>
    <message>
        <source>{what} &apos;{text}&apos; is not a whole number</source>
        <translation>{what} &apos;{text}&apos; no es un número entero</translation>
    </message>
    <message>
        <source>entry numbers start at 1 (the first entry)</source>
        <translation>los números de entrada empiezan en 1 (la primera entrada)</translation>
    </message>
    <message>
        <source>points &apos;{cut}&apos; is not a number of points (up to {max_imported_points}, 4 decimals)</source>
        <extracomment>The most points one finish may carry in an import, either way.</extracomment>
        <translation>points &apos;{cut}&apos; no es una cantidad de puntos (hasta {max_imported_points}, 4 decimales)</translation>
    </message>
    <message>
        <source>signed_out &apos;{text}&apos; is not yes or no</source>
        <translation>signed_out &apos;{text}&apos; no es sí ni no</translation>
    </message>
    <message>
        <source>The CSV file needs a header row with the columns {required} (missing: {missing}).</source>
        <translation>El archivo CSV necesita una fila de encabezado con las columnas {required} (faltan: {missing}).</translation>
    </message>
    <message>
        <source>no {name}</source>
        <translation>sin {name}</translation>
    </message>
    <message>
        <source>Nothing was imported: the file has no rows.</source>
        <translation>No se ha importado nada: el archivo no tiene filas.</translation>
    </message>
    <message>
        <source>Nothing was imported: {rows} rejected ({listed}{more}).</source>
        <translation>No se ha importado nada: {rows} rechazadas ({listed}{more}).</translation>
    </message>
    <message>
        <source>no player called {typed}</source>
        <translation>ningún jugador llamado {typed}</translation>
    </message>
</context>
<context>
    <name>domain.league.decisions</name>
    <message>
        <source>There is already a league called {cleaned}.</source>
        <translation>Ya hay una liga llamada {cleaned}.</translation>
    </message>
    <message>
        <source>{name} already has a season called {cleaned}.</source>
        <translation>{name} ya tiene una temporada llamada {cleaned}.</translation>
    </message>
    <message>
        <source>Season {name} already has those rules.</source>
        <translation>La temporada {name} ya tiene esas reglas.</translation>
    </message>
    <message>
        <source>Season {name} is already {state}.</source>
        <translation>La temporada {name} ya está {state}.</translation>
    </message>
    <message>
        <source>{name} already has a venue called {cleaned}.</source>
        <translation>{name} ya tiene un local llamado {cleaned}.</translation>
    </message>
    <message>
        <source>The address is longer than {max_reason} characters.</source>
        <translation>La dirección tiene más de {max_reason} caracteres.</translation>
    </message>
    <message>
        <source>Season {name} already has an event called {cleaned}.</source>
        <translation>La temporada {name} ya tiene un torneo llamado {cleaned}.</translation>
    </message>
    <message>
        <source>{name} is already in season {where} (as {name_2}).</source>
        <translation>{name} ya está en la temporada {where} (como {name_2}).</translation>
    </message>
    <message>
        <source>Results name players not in the database: {unknown}.</source>
        <translation>Los resultados nombran jugadores que no están en la base de datos: {unknown}.</translation>
    </message>
    <message>
        <source>An adjustment is a number of points other than 0 (negative for a penalty).</source>
        <translation>Un ajuste es una cantidad de puntos distinta de 0 (negativa para una penalización).</translation>
    </message>
    <message>
        <source>Say why the points are adjusted (a reason).</source>
        <translation>Indique por qué se ajustan los puntos (un motivo).</translation>
    </message>
    <message>
        <source>The reason is longer than {max_reason} characters.</source>
        <translation>El motivo tiene más de {max_reason} caracteres.</translation>
    </message>
</context>
<context>
    <name>domain.league.events</name>
    <message>
        <source>season {season_id} is not in the journal</source>
        <translation>la temporada {season_id} no está en el diario</translation>
    </message>
    <message>
        <source>{what} {record_id} made twice</source>
        <translation>{what} {record_id} creado dos veces</translation>
    </message>
    <message>
        <source>season {season_id} of a missing league</source>
        <translation>temporada {season_id} de una liga que falta</translation>
    </message>
    <message>
        <source>venue {venue_id} of a missing league</source>
        <translation>local {venue_id} de una liga que falta</translation>
    </message>
    <message>
        <source>league event {league_event_id} at a missing venue</source>
        <translation>torneo de liga {league_event_id} en un local que falta</translation>
    </message>
    <message>
        <source>league event for tournament {tournament_id}, not live</source>
        <translation>torneo de liga para el torneo {tournament_id}, que no está en curso</translation>
    </message>
    <message>
        <source>results for league event {league_event_id}, not there</source>
        <translation>resultados para el torneo de liga {league_event_id}, que no existe</translation>
    </message>
    <message>
        <source>league results for players not in the database: {missing}</source>
        <translation>resultados de liga de jugadores que no están en la base de datos: {missing}</translation>
    </message>
    <message>
        <source>adjustment for player {player_id}, not in the database</source>
        <translation>ajuste para el jugador {player_id}, que no está en la base de datos</translation>
    </message>
</context>
<context>
    <name>domain.league.final</name>
    <message>
        <source>Qualify at least one player for the final.</source>
        <translation>Clasifique al menos a un jugador para la final.</translation>
    </message>
    <message>
        <source>The season ranks {players}: {top} cannot qualify.</source>
        <translation>La temporada clasifica a {players}: no pueden clasificarse {top}.</translation>
    </message>
    <message>
        <source>{players} share rank {rank}, across the last qualifying place: qualify {fewer} or {more}, or settle the tie with an adjustment first.</source>
        <translation>{players} comparten el puesto {rank}, a ambos lados de la última plaza de clasificación: clasifique a {fewer} o a {more}, o resuelva antes el empate con un ajuste.</translation>
    </message>
</context>
<context>
    <name>domain.league.points.compiler</name>
    <message>
        <source>The formula uses {listed}: give its value to work it out.</source>
        <translation>La fórmula usa {listed}: indique su valor para calcularla.</translation>
    </message>
    <message>
        <source>The formula uses {listed}: give their value to work it out.</source>
        <translation>La fórmula usa {listed}: indique sus valores para calcularla.</translation>
    </message>
    <message>
        <source>The value of {name} is not a number.</source>
        <translation>El valor de {name} no es un número.</translation>
    </message>
    <message>
        <source>The result is too large</source>
        <translation>El resultado es demasiado grande</translation>
    </message>
    <message>
        <source>Division by zero ({a} / 0)</source>
        <translation>División por cero ({a} / 0)</translation>
    </message>
    <message>
        <source>0 cannot be raised to a negative power ({b})</source>
        <translation>0 no puede elevarse a una potencia negativa ({b})</translation>
    </message>
    <message>
        <source>A negative number ({a}) cannot be raised to a fractional power</source>
        <translation>Un número negativo ({a}) no puede elevarse a una potencia fraccionaria</translation>
    </message>
    <message>
        <source>sqrt of a negative number ({x})</source>
        <translation>sqrt de un número negativo ({x})</translation>
    </message>
    <message>
        <source>{name} of {x}: it needs a number above 0</source>
        <translation>{name} de {x}: necesita un número mayor que 0</translation>
    </message>
    <message>
        <source>exp({x}) is too large</source>
        <translation>exp({x}) es demasiado grande</translation>
    </message>
    <message>
        <source>table() needs a place of 1, 2, 3 ... (got {place})</source>
        <translation>table() necesita un puesto 1, 2, 3... (recibido: {place})</translation>
    </message>
    <message>
        <source>round() takes a whole number of digits from -{max_round_digits} to {max_round_digits} (got {digits})</source>
        <translation>round() admite un número entero de dígitos de -{max_round_digits} a {max_round_digits} (recibido: {digits})</translation>
    </message>
</context>
<context>
    <name>domain.league.points.errors</name>
    <message>
        <source>{problem} at character {position}:
{caret}</source>
        <translation>{problem} en el carácter {position}:
{caret}</translation>
    </message>
</context>
<context>
    <name>domain.league.points.lexer</name>
    <message>
        <source>the end of the formula</source>
        <translation>el final de la fórmula</translation>
    </message>
    <message>
        <source>use &apos;=&apos; to compare</source>
        <translation>use &apos;=&apos; para comparar</translation>
    </message>
    <message>
        <source>use &apos;^&apos; for powers</source>
        <translation>use &apos;^&apos; para las potencias</translation>
    </message>
    <message>
        <source>formulas have no text in quotes</source>
        <translation>las fórmulas no llevan texto entre comillas</translation>
    </message>
    <message>
        <source>use parentheses, or table(r, ...) for a list of points</source>
        <translation>use paréntesis, o table(r, ...) para una lista de puntos</translation>
    </message>
    <message>
        <source>use &apos;and&apos;</source>
        <translation>use &apos;and&apos;</translation>
    </message>
    <message>
        <source>use &apos;or&apos;</source>
        <translation>use &apos;or&apos;</translation>
    </message>
    <message>
        <source>use &apos;not&apos; (or &apos;!=&apos; for &apos;not equal&apos;)</source>
        <translation>use &apos;not&apos; (o &apos;!=&apos; para &apos;distinto de&apos;)</translation>
    </message>
    <message>
        <source>The formula is longer than {max_length} characters</source>
        <translation>La fórmula tiene más de {max_length} caracteres</translation>
    </message>
    <message>
        <source>Unexpected &apos;{text}&apos; ({hint})</source>
        <translation>&apos;{text}&apos; inesperado ({hint})</translation>
    </message>
    <message>
        <source>Unexpected character &apos;{shown}&apos; ({hint})</source>
        <translation>Carácter inesperado &apos;{shown}&apos; ({hint})</translation>
    </message>
    <message>
        <source>Unexpected character &apos;{shown}&apos;</source>
        <translation>Carácter inesperado &apos;{shown}&apos;</translation>
    </message>
    <message>
        <source>&apos;{literal}{text}&apos; is not a number (write {literal}*{text} to multiply)</source>
        <translation>&apos;{literal}{text}&apos; no es un número (escriba {literal}*{text} para multiplicar)</translation>
    </message>
    <message>
        <source>&apos;{literal}{text}&apos; is not a number</source>
        <translation>&apos;{literal}{text}&apos; no es un número</translation>
    </message>
    <message>
        <source>The number {literal} is too large</source>
        <translation>El número {literal} es demasiado grande</translation>
    </message>
</context>
<context>
    <name>domain.league.points.parser</name>
    <message>
        <source>The formula has more than {max_height} operations inside one another</source>
        <translation>La fórmula tiene más de {max_height} operaciones anidadas unas dentro de otras</translation>
    </message>
    <message>
        <source>The formula is nested more than {max_depth} levels deep</source>
        <translation>La fórmula está anidada a más de {max_depth} niveles</translation>
    </message>
    <message>
        <source>The formula is empty</source>
        <translation>La fórmula está vacía</translation>
    </message>
    <message>
        <source>Unexpected {token}</source>
        <translation>Inesperado: {token}</translation>
    </message>
    <message>
        <source>Comparisons do not chain; join two with &apos;and&apos;</source>
        <translation>Las comparaciones no se encadenan; una dos con &apos;and&apos;</translation>
    </message>
    <message>
        <source>The formula ends too soon: a number, name or &apos;(&apos; is missing</source>
        <translation>La fórmula termina demasiado pronto: falta un número, un nombre o &apos;(&apos;</translation>
    </message>
    <message>
        <source>Unexpected {token}: a number, name or &apos;(&apos; is expected</source>
        <translation>Inesperado: {token}; se espera un número, un nombre o &apos;(&apos;</translation>
    </message>
    <message>
        <source>Unexpected &apos;{name}&apos;</source>
        <translation>&apos;{name}&apos; inesperado</translation>
    </message>
    <message>
        <source>{name} is a function: write {name}(...)</source>
        <translation>{name} es una función: escriba {name}(...)</translation>
    </message>
    <message>
        <source>{name} is a variable, not a function</source>
        <translation>{name} es una variable, no una función</translation>
    </message>
    <message>
        <source>Unknown function &apos;{name}&apos; (functions: {known})</source>
        <translation>Función desconocida &apos;{name}&apos; (funciones: {known})</translation>
    </message>
    <message>
        <source>Unknown variable &apos;{name}&apos; (variables: {known})</source>
        <translation>Variable desconocida &apos;{name}&apos; (variables: {known})</translation>
    </message>
    <message>
        <source>{text} takes {spec}, not {arg_count}</source>
        <translation>{text} admite {spec}, no {arg_count}</translation>
    </message>
    <message>
        <source>This &apos;(&apos; is never closed</source>
        <translation>Este &apos;(&apos; nunca se cierra</translation>
    </message>
    <message>
        <source>Unexpected {token}: &apos;)&apos; or an operator is expected</source>
        <translation>Inesperado: {token}; se espera &apos;)&apos; o un operador</translation>
    </message>
</context>
<context>
    <name>domain.league.points.presets</name>
    <message>
        <source>A points table has 1 to {max_table} places.</source>
        <translation>Una tabla de puntos tiene de 1 a {max_table} puestos.</translation>
    </message>
    <message>
        <source>There is no preset called &apos;{name}&apos;; choose one of: {presets}.</source>
        <translation>No hay ninguna plantilla llamada &apos;{name}&apos;; elija una de: {presets}.</translation>
    </message>
</context>
<context>
    <name>domain.league.rules</name>
    <message>
        <source>Unknown {what} &apos;{value}&apos;; choose one of: {choices}.</source>
        <translation>Desconocido: {what} &apos;{value}&apos;; elija uno de: {choices}.</translation>
    </message>
    <message>
        <source>Best N of M needs N of 1 or more.</source>
        <translation>Los N mejores de M necesitan un N de 1 o más.</translation>
    </message>
    <message>
        <source>Attendance points are 0 or more.</source>
        <translation>Los puntos por asistencia son 0 o más.</translation>
    </message>
    <message>
        <source>ranking</source>
        <translation>clasificación</translation>
    </message>
    <message>
        <source>The events needed for a ranking cannot be negative.</source>
        <translation>Los torneos necesarios para una clasificación no pueden ser negativos.</translation>
    </message>
    <message>
        <source>tie-break</source>
        <translation>criterio de desempate</translation>
    </message>
    <message>
        <source>A tie-break is listed twice.</source>
        <translation>Un criterio de desempate aparece dos veces.</translation>
    </message>
    <message>
        <source>entry rule</source>
        <translation>regla de entradas</translation>
    </message>
    <message>
        <source>sign-out rule</source>
        <translation>regla de firma de salida</translation>
    </message>
    <message>
        <source>dues rule</source>
        <translation>regla de cuotas</translation>
    </message>
    <message>
        <source>Points keep 0 to {max_decimals} decimals.</source>
        <translation>Los puntos tienen de 0 a {max_decimals} decimales.</translation>
    </message>
    <message>
        <source>Unknown points rule: {unknown}.</source>
        <translation>Regla de puntos desconocida: {unknown}.</translation>
    </message>
    <message>
        <source>The season&apos;s formula cannot score place {finish}: {problem}.</source>
        <translation>La fórmula de la temporada no puede puntuar el puesto {finish}: {problem}.</translation>
    </message>
</context>
<context>
    <name>domain.league.seasons</name>
    <message>
        <source>league</source>
        <extracomment>How a season ranks its players. Which entries of a player earn points in a re-entry event. What happens to a player finishing in the points who did not sign out (A-16). Whether league points need paid-up dues (a floortool event&apos;s points only: imported results keep the points the earlier tool gave). Tie-breaks for players level on the ranking, applied in the order chosen. What the league&apos;s records are called in messages, by the word the callers use.</extracomment>
        <translation>liga</translation>
    </message>
    <message>
        <source>season</source>
        <translation>temporada</translation>
    </message>
    <message>
        <source>venue</source>
        <translation>local</translation>
    </message>
    <message>
        <source>event</source>
        <translation>torneo</translation>
    </message>
    <message>
        <source>The {what} needs a name.</source>
        <translation>Falta un nombre ({what}).</translation>
    </message>
    <message>
        <source>The {what}&apos;s name</source>
        <translation>El nombre ({what})</translation>
    </message>
    <message>
        <source>The {what} name is longer than {max_name} characters.</source>
        <translation>El nombre ({what}) tiene más de {max_name} caracteres.</translation>
    </message>
    <message>
        <source>A {what} name cannot start with &apos;#&apos;.</source>
        <translation>Un nombre ({what}) no puede empezar por &apos;#&apos;.</translation>
    </message>
    <message>
        <source> (there are: {known})</source>
        <translation> (hay: {known})</translation>
    </message>
    <message>
        <source>There is no {what} called {typed}{hint}.</source>
        <translation>No existe: {what} {typed}{hint}.</translation>
    </message>
    <message>
        <source>There is no league yet: create one first.</source>
        <translation>Aún no hay ninguna liga: cree una primero.</translation>
    </message>
    <message>
        <source>{name} has no season yet: add one first.</source>
        <translation>{name} aún no tiene temporada: añada una primero.</translation>
    </message>
    <message>
        <source>Season {name} is closed; reopen it to change it.</source>
        <translation>La temporada {name} está cerrada; vuelva a abrirla para cambiarla.</translation>
    </message>
</context>
<context>
    <name>domain.players.imports</name>
    <message>
        <source>The CSV file needs a header row with a &apos;name&apos; column (and optionally nickname, membership, contact).</source>
        <translation>El archivo CSV necesita una fila de cabecera con una columna &apos;name&apos; (y, si quiere, nickname, membership, contact).</translation>
    </message>
    <message>
        <source>No player could be imported from {source} ({detail}).</source>
        <translation>No se pudo importar ningún jugador de {source} ({detail}).</translation>
    </message>
    <message>
        <source>No player could be imported from {source}: it has no rows.</source>
        <translation>No se pudo importar ningún jugador de {source}: no tiene filas.</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>el archivo</translation>
    </message>
</context>
<context>
    <name>domain.players.records</name>
    <message>
        <source>{player} is barred: {barred}. Lift the bar first if the club has agreed to let them play.</source>
        <extracomment>The club&apos;s side of the record: dues paid until (an ISO date), barred (the reason; blank: not barred) and the director&apos;s notes.</extracomment>
        <translation>{player} está vetado: {barred}. Levante primero el veto si el club ha aceptado dejarle jugar.</translation>
    </message>
    <message>
        <source>The player needs a name.</source>
        <extracomment>ASCII text folds by a table: every character but a letter or digit becomes a space.</extracomment>
        <translation>El jugador necesita un nombre.</translation>
    </message>
    <message>
        <source>A player&apos;s name cannot start with &apos;#&apos; (that picks a player by number).</source>
        <translation>El nombre de un jugador no puede empezar por &apos;#&apos; (eso elige a un jugador por número).</translation>
    </message>
    <message>
        <source>The player&apos;s name</source>
        <extracomment>What each field is called in a refusal. Each field of the record as a refusal names it (&quot;The player&apos;s name must be text.&quot;).</extracomment>
        <translation>El nombre del jugador</translation>
    </message>
    <message>
        <source>The player&apos;s nickname</source>
        <translation>El apodo del jugador</translation>
    </message>
    <message>
        <source>The player&apos;s membership</source>
        <translation>El número de socio del jugador</translation>
    </message>
    <message>
        <source>The player&apos;s contact</source>
        <translation>El contacto del jugador</translation>
    </message>
    <message>
        <source>The player&apos;s dues date</source>
        <translation>La fecha de cuotas del jugador</translation>
    </message>
    <message>
        <source>The player&apos;s reason for the bar</source>
        <translation>El motivo del veto del jugador</translation>
    </message>
    <message>
        <source>The player&apos;s notes</source>
        <translation>Las notas del jugador</translation>
    </message>
    <message>
        <source>{what} must be text.</source>
        <translation>{what} debe ser texto.</translation>
    </message>
    <message>
        <source>{what} holds a control character.</source>
        <translation>{what} contiene un carácter de control.</translation>
    </message>
    <message>
        <source>{what} is longer than {limit} characters.</source>
        <translation>{what} tiene más de {limit} caracteres.</translation>
    </message>
    <message>
        <source>There is no player number {typed}.</source>
        <translation>No hay ningún jugador número {typed}.</translation>
    </message>
    <message>
        <source>{players} are called {typed}: {listed}. Say which one by number, e.g. &apos;#{id}&apos;.</source>
        <translation>{players} se llaman {typed}: {listed}. Indique cuál por número, p. ej. &apos;#{id}&apos;.</translation>
    </message>
    <message>
        <source>There is no player called {typed}.</source>
        <translation>No hay ningún jugador llamado {typed}.</translation>
    </message>
    <message>
        <source>membership number {membership} already belongs to {player}</source>
        <translation>el número de socio {membership} ya pertenece a {player}</translation>
    </message>
    <message>
        <source>already in the database as {player}; a namesake needs a membership number</source>
        <translation>ya está en la base de datos como {player}; un homónimo necesita un número de socio</translation>
    </message>
    <message>
        <source>{name}: {why}.</source>
        <translation>{name}: {why}.</translation>
    </message>
    <message>
        <source>There is no player number {player_id}.</source>
        <translation>No hay ningún jugador número {player_id}.</translation>
    </message>
    <message>
        <source>Unknown player field: {unknown}.</source>
        <translation>Campo de jugador desconocido: {unknown}.</translation>
    </message>
    <message>
        <source>Membership number {membership} already belongs to {player}.</source>
        <translation>El número de socio {membership} ya pertenece a {player}.</translation>
    </message>
    <message>
        <source>Nothing to change: the player already has those details.</source>
        <translation>Nada que cambiar: el jugador ya tiene esos datos.</translation>
    </message>
    <message>
        <source>A player cannot be merged into themselves.</source>
        <translation>Un jugador no se puede fusionar consigo mismo.</translation>
    </message>
    <message>
        <source>There is no player number {missing}.</source>
        <translation>No hay ningún jugador número {missing}.</translation>
    </message>
    <message>
        <source>{kept} and {merged} both have entries in {event}; undo one of those registrations before merging.</source>
        <translation>{kept} y {merged} tienen entradas en {event}; deshaga uno de esos registros antes de fusionar.</translation>
    </message>
    <message>
        <source>{kept} and {merged} both have results in the league event {league_event} ({date}); correct those results before merging.</source>
        <translation>{kept} y {merged} tienen resultados en el torneo de liga {league_event} ({date}); corrija esos resultados antes de fusionar.</translation>
    </message>
</context>
<context>
    <name>domain.prize.deal_data</name>
    <message>
        <source>A recorded deal must be an object.</source>
        <translation>Un trato registrado debe ser un objeto.</translation>
    </message>
    <message>
        <source>The recorded deal has no {key}.</source>
        <translation>Al trato registrado le falta {key}.</translation>
    </message>
    <message>
        <source>The recorded deal has an unknown field &apos;{key}&apos;.</source>
        <translation>El trato registrado tiene un campo desconocido &apos;{key}&apos;.</translation>
    </message>
    <message>
        <source>The recorded deal&apos;s {key} must be a list.</source>
        <translation>El {key} del trato registrado debe ser una lista.</translation>
    </message>
</context>
<context>
    <name>domain.prize.deals</name>
    <message>
        <source>A negotiated deal is not calculated: record the agreed amounts instead.</source>
        <translation>Un trato negociado no se calcula: registre en su lugar los importes acordados.</translation>
    </message>
    <message>
        <source>The amount played for</source>
        <translation>El importe en juego</translation>
    </message>
    <message>
        <source>{players} but {count} amounts; give one amount per player.</source>
        <translation>{players} pero {count} importes; indique un importe por jugador.</translation>
    </message>
    <message>
        <source>The amount for {name}</source>
        <translation>El importe para {name}</translation>
    </message>
    <message>
        <source>The amounts add up to {amounts}, but the deal shares {expected} ({gap} left to give).</source>
        <translation>Los importes suman {amounts}, pero el trato reparte {expected} (faltan {gap} por repartir).</translation>
    </message>
    <message>
        <source>The amounts add up to {amounts}, but the deal shares {expected} ({gap} too much).</source>
        <translation>Los importes suman {amounts}, pero el trato reparte {expected} ({gap} de más).</translation>
    </message>
    <message>
        <source>&apos;{method}&apos; is not a deal method; the methods are {known}.</source>
        <translation>&apos;{method}&apos; no es un método de trato; los métodos son {known}.</translation>
    </message>
    <message>
        <source>{what} must be a whole number of cents.</source>
        <translation>{what} debe ser un número entero de céntimos.</translation>
    </message>
    <message>
        <source>{what} cannot be negative.</source>
        <translation>{what} no puede ser negativo.</translation>
    </message>
    <message>
        <source>{what} ({amount}) is too large.</source>
        <translation>{what} ({amount}) es demasiado grande.</translation>
    </message>
    <message>
        <source>The rounding unit</source>
        <translation>La unidad de redondeo</translation>
    </message>
    <message>
        <source>The rounding unit must be at least 0.01.</source>
        <translation>La unidad de redondeo debe ser al menos 0.01.</translation>
    </message>
    <message>
        <source>A deal needs 2 to {most} players; {count} were given.</source>
        <translation>Un trato necesita de 2 a {most} jugadores; se han dado {count}.</translation>
    </message>
    <message>
        <source>Every player in a deal needs a name of at most {most} characters.</source>
        <translation>Cada jugador de un trato necesita un nombre de como mucho {most} caracteres.</translation>
    </message>
    <message>
        <source>{name} is in the deal twice.</source>
        <translation>{name} está dos veces en el trato.</translation>
    </message>
    <message>
        <source>{players} but {count} stacks; give one stack per player.</source>
        <translation>{players} pero {count} stacks; indique un stack por jugador.</translation>
    </message>
    <message>
        <source>{name}&apos;s stack must be a whole number of chips above 0 (a player with no chips is out of the tournament).</source>
        <translation>El stack de {name} debe ser un número entero de fichas mayor que 0 (un jugador sin fichas está fuera del torneo).</translation>
    </message>
    <message>
        <source>{name}&apos;s stack of {stack} chips is too large.</source>
        <translation>El stack de {name} de {stack} fichas es demasiado grande.</translation>
    </message>
    <message>
        <source>The deal needs the prizes still to be won, 1st first.</source>
        <translation>El trato necesita los premios aún por ganar, el 1.º primero.</translation>
    </message>
    <message>
        <source>{count} prizes for {players}: give only the prizes still to be won (1st to {last}), not those already paid.</source>
        <translation>{count} premios para {players}: indique solo los premios aún por ganar (del 1.º al {last}), no los ya pagados.</translation>
    </message>
    <message>
        <source>The prize for place {place}</source>
        <translation>El premio del puesto {place}</translation>
    </message>
    <message>
        <source>The prize for place {place} ({cents}) is more than for place {above} ({above_cents}).</source>
        <translation>El premio del puesto {place} ({cents}) es mayor que el del puesto {above} ({above_cents}).</translation>
    </message>
    <message>
        <source>There is no prize money left to share.</source>
        <translation>No queda dinero de premios que repartir.</translation>
    </message>
    <message>
        <source>At most {gap} can be played for (the gap between 1st and 2nd prize); {played_for_cents} would leave 1st worth less than 2nd.</source>
        <translation>Como mucho se pueden jugar {gap} (la diferencia entre el 1.º y el 2.º premio); {played_for_cents} dejaría el 1.º por debajo del 2.º.</translation>
    </message>
</context>
<context>
    <name>domain.prize.events</name>
    <message>
        <source>Name the withholding (e.g. Rake), in at most 40 characters.</source>
        <extracomment>The kinds of purchase, each with a fee split of its own.</extracomment>
        <translation>Ponga nombre a la retención (p. ej. Rake), con 40 caracteres como mucho.</translation>
    </message>
    <message>
        <source>The withholding must be between 0 % and 100 %.</source>
        <translation>La retención debe estar entre 0 % y 100 %.</translation>
    </message>
    <message>
        <source>The added money cannot be negative.</source>
        <translation>El dinero añadido no puede ser negativo.</translation>
    </message>
    <message>
        <source>The guarantee money cannot be negative.</source>
        <translation>El garantizado no puede ser negativo.</translation>
    </message>
    <message>
        <source>The tax note money cannot be negative.</source>
        <translation>El importe de la nota fiscal no puede ser negativo.</translation>
    </message>
    <message>
        <source>Round payouts to at least one cent.</source>
        <translation>Redondee los pagos a un céntimo como mínimo.</translation>
    </message>
</context>
<context>
    <name>domain.prize.fee_split</name>
    <message>
        <source>Fee split: &apos;{item}&apos; is not NAME=AMOUNT or NAME=PERCENT% (e.g. dealers=5, league fund=10%).</source>
        <translation>Reparto de cuota: &apos;{item}&apos; no es NOMBRE=IMPORTE ni NOMBRE=PORCENTAJE% (p. ej. dealers=5, league fund=10%).</translation>
    </message>
    <message>
        <source>Fee split, {name}</source>
        <translation>Reparto de cuota, {name}</translation>
    </message>
    <message>
        <source>A fee split has at most {max_parts} parts.</source>
        <translation>Un reparto de cuota tiene como mucho {max_parts} partes.</translation>
    </message>
    <message>
        <source>Name each part of the fee split on one line, in at most {max_part_name} characters.</source>
        <translation>Nombre cada parte del reparto de cuota en una línea, con {max_part_name} caracteres como mucho.</translation>
    </message>
    <message>
        <source>The fee split names &apos;{name}&apos; twice.</source>
        <translation>El reparto de cuota nombra &apos;{name}&apos; dos veces.</translation>
    </message>
    <message>
        <source>The part &apos;{name}&apos; of the fee split needs either a sum or a share.</source>
        <translation>La parte &apos;{name}&apos; del reparto de cuota necesita un importe o una proporción.</translation>
    </message>
    <message>
        <source>The part &apos;{name}&apos; of the fee split must be a whole, non-negative amount.</source>
        <translation>La parte &apos;{name}&apos; del reparto de cuota debe ser un importe entero no negativo.</translation>
    </message>
    <message>
        <source>The fixed parts of the fee split ({fixed}) are more than the fee ({fee_cents}).</source>
        <translation>Las partes fijas del reparto de cuota ({fixed}) superan la cuota ({fee_cents}).</translation>
    </message>
    <message>
        <source>The shares of the fee split add up to {shares}, more than 100%.</source>
        <translation>Las proporciones del reparto de cuota suman {shares}, más del 100%.</translation>
    </message>
</context>
<context>
    <name>domain.prize.icm</name>
    <message>
        <source>ICM is worked out exactly for at most {max_icm_players} players; {count} are left. Use a chip chop, or wait for fewer players.</source>
        <translation>El ICM se calcula exactamente para {max_icm_players} jugadores como mucho; quedan {count}. Use un chip chop o espere a que queden menos jugadores.</translation>
    </message>
    <message>
        <source>Every stack must be a whole number of chips above 0.</source>
        <translation>Cada stack debe ser un número entero de fichas mayor que 0.</translation>
    </message>
</context>
<context>
    <name>domain.prize.mystery_prizes</name>
    <message>
        <source>Mystery prizes: &apos;{item}&apos; is not COUNTxAMOUNT or COUNTxPERCENT% (e.g. 1x1000, 2x500, 1x20%, then &apos;{rest}&apos; last), nor a template ({mystery_templates}).</source>
        <extracomment>Ready-made distributions: name → what the director would type.</extracomment>
        <translation>Premios misteriosos: &apos;{item}&apos; no es CANTIDADxIMPORTE ni CANTIDADxPORCENTAJE% (p. ej. 1x1000, 2x500, 1x20%, y &apos;{rest}&apos; al final), ni una plantilla ({mystery_templates}).</translation>
    </message>
    <message>
        <source>Mystery prizes: &apos;{item}&apos; needs from 1 to {max_draws} draws.</source>
        <translation>Premios misteriosos: &apos;{item}&apos; necesita de 1 a {max_draws} sorteos.</translation>
    </message>
    <message>
        <source>Mystery prizes, {item}</source>
        <translation>Premios misteriosos, {item}</translation>
    </message>
    <message>
        <source>Mystery prizes: the shares add up to more than 100%.</source>
        <translation>Premios misteriosos: las proporciones suman más del 100%.</translation>
    </message>
    <message>
        <source>The mystery prizes ({distribution}) total {prizes}, more than the bounty pool of {pool}: lower them.</source>
        <translation>Los premios misteriosos ({distribution}) suman {prizes}, más que el bote de recompensas de {pool}: redúzcalos.</translation>
    </message>
    <message>
        <source>The mystery prizes ({distribution}) total {prizes}, but the bounty pool is {pool}: make them total the pool, or end them with &apos;{rest}&apos;.</source>
        <translation>Los premios misteriosos ({distribution}) suman {prizes}, pero el bote de recompensas es {pool}: haga que sumen el bote, o termínelos con &apos;{rest}&apos;.</translation>
    </message>
</context>
<context>
    <name>domain.prize.payout_edit</name>
    <message>
        <source>There is no payout range {number} (the table has {count} ranges).</source>
        <translation>No hay tramo de pagos {number} (la tabla tiene {count} tramos).</translation>
    </message>
    <message>
        <source>Payout range {range}, place {place}: the share must be a whole number of basis points (3250 for 32.5%).</source>
        <translation>Tramo de pagos {range}, puesto {place}: la parte debe ser un número entero de puntos básicos (3250 para 32,5%).</translation>
    </message>
    <message>
        <source>Payout range {range}, place {place}: {basis_points} is not a share between 0 and 100%.</source>
        <translation>Tramo de pagos {range}, puesto {place}: {basis_points} no es una parte entre 0 y 100%.</translation>
    </message>
    <message>
        <source>Payout range {range} pays {places}; place {place} cannot be set (add place {number} first).</source>
        <translation>El tramo de pagos {range} paga {places}; el puesto {place} no se puede fijar (añada primero el puesto {number}).</translation>
    </message>
    <message>
        <source>Payout range {range} pays {places}; there is no place {place}.</source>
        <translation>El tramo de pagos {range} paga {places}; no hay puesto {place}.</translation>
    </message>
    <message>
        <source>Payout range {range} must pay at least one place.</source>
        <translation>El tramo de pagos {range} debe pagar al menos un puesto.</translation>
    </message>
    <message>
        <source>A range starts at a whole number of players.</source>
        <translation>Un tramo empieza en un número entero de jugadores.</translation>
    </message>
    <message>
        <source>A new range must start above {min_field_size} players (the first range always starts at {min_field_size}) and at most at {max_field_size}.</source>
        <translation>Un tramo nuevo debe empezar por encima de {min_field_size} jugadores (el primer tramo siempre empieza en {min_field_size}) y como mucho en {max_field_size}.</translation>
    </message>
    <message>
        <source>A range already starts at {players} ({range}).</source>
        <translation>Ya hay un tramo que empieza en {players} ({range}).</translation>
    </message>
    <message>
        <source>A range for {players} must start right after {end}.</source>
        <translation>Un tramo para {players} debe empezar justo después de {end}.</translation>
    </message>
    <message>
        <source>A range for {players} must start at {least}.</source>
        <translation>Un tramo para {players} debe empezar en {least}.</translation>
    </message>
    <message>
        <source>A payout table needs at least one range.</source>
        <translation>Una tabla de pagos necesita al menos un tramo.</translation>
    </message>
    <message>
        <source>The first range always starts at {min_field_size} players.</source>
        <translation>El primer tramo siempre empieza en {min_field_size} jugadores.</translation>
    </message>
    <message>
        <source>any number</source>
        <translation>cualquier número de</translation>
    </message>
    <message>
        <source>Payout range {range} can start anywhere from {number} to {upper} players, not at {min_players}.</source>
        <translation>El tramo de pagos {range} puede empezar en cualquier punto de {number} a {upper} jugadores, no en {min_players}.</translation>
    </message>
</context>
<context>
    <name>domain.prize.payout_files</name>
    <message>
        <source>{shown} is not a percentage (write it like 32.5).</source>
        <translation>{shown} no es un porcentaje (escríbalo como 32.5).</translation>
    </message>
    <message>
        <source>{number}% is not between 0 and 100%.</source>
        <translation>{number}% no está entre 0 y 100%.</translation>
    </message>
    <message>
        <source>{number}% has more than two decimals.</source>
        <translation>{number}% tiene más de dos decimales.</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <source>A payout table must be an object with a &quot;name&quot; and a &quot;ranges&quot; list.</source>
        <translation>Una tabla de pagos debe ser un objeto con un &quot;name&quot; y una lista &quot;ranges&quot;.</translation>
    </message>
    <message>
        <source>The payout table has an unknown field &apos;{key}&apos;; it has name and ranges.</source>
        <translation>La tabla de pagos tiene un campo desconocido &apos;{key}&apos;; tiene name y ranges.</translation>
    </message>
    <message>
        <source>The payout table&apos;s name must be text.</source>
        <translation>El nombre de la tabla de pagos debe ser texto.</translation>
    </message>
    <message>
        <source>The payout table has no &quot;ranges&quot; list.</source>
        <translation>La tabla de pagos no tiene lista &quot;ranges&quot;.</translation>
    </message>
    <message>
        <source>Payout range {number}</source>
        <translation>Tramo de pagos {number}</translation>
    </message>
    <message>
        <source>{where} is {item}, not an object like {{&quot;min_players&quot;: 2, &quot;max_players&quot;: 10, &quot;percentages&quot;: [65, 35]}}.</source>
        <translation>{where} es {item}, no un objeto como {{&quot;min_players&quot;: 2, &quot;max_players&quot;: 10, &quot;percentages&quot;: [65, 35]}}.</translation>
    </message>
    <message>
        <source>{where}: unknown field &apos;{key}&apos;; a range has {RANGE_FIELDS}.</source>
        <translation>{where}: campo desconocido &apos;{key}&apos;; un tramo tiene {RANGE_FIELDS}.</translation>
    </message>
    <message>
        <source>{where}: no min_players; every range says where it starts.</source>
        <translation>{where}: sin min_players; cada tramo dice dónde empieza.</translation>
    </message>
    <message>
        <source>Payout range {low} to {players}</source>
        <translation>Tramo de pagos de {low} a {players}</translation>
    </message>
    <message>
        <source>Payout range {players} or more</source>
        <translation>Tramo de pagos {players} o más</translation>
    </message>
    <message>
        <source>{where}: no max_players; only the last range can be open-ended.</source>
        <translation>{where}: sin max_players; solo el último tramo puede quedar abierto.</translation>
    </message>
    <message>
        <source>{where}: percentages must be a list with one percentage per place, like [50, 30, 20].</source>
        <translation>{where}: percentages debe ser una lista con un porcentaje por puesto, como [50, 30, 20].</translation>
    </message>
    <message>
        <source>{where}, place {place}</source>
        <translation>{where}, puesto {place}</translation>
    </message>
    <message>
        <source>{where}: {field} {shown} is not a number of players.</source>
        <translation>{where}: {field} {shown} no es un número de jugadores.</translation>
    </message>
</context>
<context>
    <name>domain.prize.payouts</name>
    <message>
        <source>{players} or more</source>
        <translation>{players} o más</translation>
    </message>
    <message>
        <source>{low} to {players}</source>
        <translation>{low} a {players}</translation>
    </message>
    <message>
        <source>The field size must be a whole number of players.</source>
        <translation>El tamaño del field debe ser un número entero de jugadores.</translation>
    </message>
    <message>
        <source>Payouts start at {least} players; the field has {field_size}.</source>
        <translation>Los pagos empiezan en {least} jugadores; el field tiene {field_size}.</translation>
    </message>
    <message>
        <source>The payout table &apos;{name}&apos; has no range for {players}; it stops at {last}, add a range after it.</source>
        <translation>La tabla de pagos &apos;{name}&apos; no tiene tramo para {players}; termina en {last}, añada un tramo después.</translation>
    </message>
    <message>
        <source>The payout table &apos;{name}&apos; has no range for {players}.</source>
        <translation>La tabla de pagos &apos;{name}&apos; no tiene tramo para {players}.</translation>
    </message>
    <message>
        <source>Place {place}: {problem}</source>
        <translation>Puesto {place}: {problem}</translation>
    </message>
    <message>
        <source>The prize pool</source>
        <translation>El bote de premios</translation>
    </message>
    <message>
        <source>The rounding unit</source>
        <translation>La unidad de redondeo</translation>
    </message>
    <message>
        <source>The rounding unit must be at least 0.01.</source>
        <translation>La unidad de redondeo debe ser al menos 0.01.</translation>
    </message>
    <message>
        <source>{what} must be a whole number of cents.</source>
        <translation>{what} debe ser un número entero de céntimos.</translation>
    </message>
    <message>
        <source>{what} cannot be negative.</source>
        <translation>{what} no puede ser negativo.</translation>
    </message>
    <message>
        <source>{what} ({value}) is too large.</source>
        <translation>{what} ({value}) es demasiado grande.</translation>
    </message>
    <message>
        <source>at least one place must be paid.</source>
        <translation>al menos un puesto debe cobrar.</translation>
    </message>
    <message>
        <source>the places add up to {total}, not 100% ({gap} left to give).</source>
        <translation>los puestos suman {total}, no 100% (faltan {gap} por repartir).</translation>
    </message>
    <message>
        <source>the places add up to {total}, not 100% ({gap} too much).</source>
        <translation>los puestos suman {total}, no 100% ({gap} de más).</translation>
    </message>
    <message>
        <source>At least one place must be paid.</source>
        <extracomment>A problem of the whole list as a sentence of its own says it (the others start with a number).</extracomment>
        <translation>Al menos un puesto debe cobrar.</translation>
    </message>
    <message>
        <source>The places add up to {total}, not 100% ({gap} left to give).</source>
        <translation>Los puestos suman {total}, no 100% (faltan {gap} por repartir).</translation>
    </message>
    <message>
        <source>The places add up to {total}, not 100% ({gap} too much).</source>
        <translation>Los puestos suman {total}, no 100% ({gap} de más).</translation>
    </message>
    <message>
        <source>{places} paid; the most allowed is {most}.</source>
        <translation>{places} pagados; el máximo permitido es {most}.</translation>
    </message>
    <message>
        <source>{share} is not a whole number of basis points.</source>
        <translation>{share} no es un número entero de puntos básicos.</translation>
    </message>
    <message>
        <source>a place in the money must be paid more than 0%.</source>
        <translation>un puesto en premios debe cobrar más del 0%.</translation>
    </message>
    <message>
        <source>{share} is more than 100%.</source>
        <translation>{share} es más del 100%.</translation>
    </message>
    <message>
        <source>it pays {share}, more than place {above} ({above_share}); a lower place never pays more.</source>
        <translation>paga {share}, más que el puesto {above} ({above_share}); un puesto inferior nunca paga más.</translation>
    </message>
    <message>
        <source>Payout range {range}, place {place}: {problem}</source>
        <translation>Tramo de pagos {range}, puesto {place}: {problem}</translation>
    </message>
    <message>
        <source>Payout range {range}: {problem}</source>
        <translation>Tramo de pagos {range}: {problem}</translation>
    </message>
    <message>
        <source>The payout table needs a name.</source>
        <translation>La tabla de pagos necesita un nombre.</translation>
    </message>
    <message>
        <source>The payout table&apos;s name must be one line of at most {most} characters, without spaces at either end.</source>
        <translation>El nombre de la tabla de pagos debe ser una línea de como mucho {most} caracteres, sin espacios al principio ni al final.</translation>
    </message>
    <message>
        <source>The payout table has no ranges.</source>
        <translation>La tabla de pagos no tiene tramos.</translation>
    </message>
    <message>
        <source>The payout table has {count} ranges; the most allowed is {most}.</source>
        <translation>La tabla de pagos tiene {count} tramos; el máximo permitido es {most}.</translation>
    </message>
    <message>
        <source>it pays {places}, more than the {players} of its smallest field.</source>
        <translation>paga {places}, más que los {players} de su field más pequeño.</translation>
    </message>
    <message>
        <source>Payout range {number}: {value} is not a whole number of players.</source>
        <translation>Tramo de pagos {number}: {value} no es un número entero de jugadores.</translation>
    </message>
    <message>
        <source>the largest field allowed is {most}.</source>
        <translation>el field más grande permitido es {most}.</translation>
    </message>
    <message>
        <source>the first range must start at {least} players.</source>
        <translation>el primer tramo debe empezar en {least} jugadores.</translation>
    </message>
    <message>
        <source>it overlaps the range before it, which ends at {before}.</source>
        <translation>se solapa con el tramo anterior, que termina en {before}.</translation>
    </message>
    <message>
        <source>it leaves a gap: the range before it ends at {before}, so this one must start at {start}.</source>
        <translation>deja un hueco: el tramo anterior termina en {before}, así que este debe empezar en {start}.</translation>
    </message>
    <message>
        <source>it ends before it starts.</source>
        <translation>termina antes de empezar.</translation>
    </message>
    <message>
        <source>only the last range can be open-ended.</source>
        <translation>solo el último tramo puede quedar abierto.</translation>
    </message>
</context>
<context>
    <name>domain.prize.pool</name>
    <message>
        <source>The prize part of one of the {label}</source>
        <translation>La parte de premios de uno de los {label}</translation>
    </message>
    <message>
        <source>The fee of one of the {label}</source>
        <translation>La cuota de uno de los {label}</translation>
    </message>
    <message>
        <source>The money of the {label}</source>
        <translation>El dinero de los {label}</translation>
    </message>
    <message>
        <source>The {line} bring {cents}, which is too large.</source>
        <translation>Los {line} aportan {cents}, que es demasiado.</translation>
    </message>
    <message>
        <source>The bounties ({bounty_cents}) are more than the entries brought ({collected}).</source>
        <translation>Las recompensas ({bounty_cents}) superan lo que aportaron las entradas ({collected}).</translation>
    </message>
    <message>
        <source>The number of entries</source>
        <extracomment>What each count of purchases is, as a refusal names it.</extracomment>
        <translation>El número de entradas</translation>
    </message>
    <message>
        <source>The number of rebuys</source>
        <translation>El número de recompras</translation>
    </message>
    <message>
        <source>The number of add-ons</source>
        <translation>El número de add-ons</translation>
    </message>
    <message>
        <source>The number of count</source>
        <translation>El número</translation>
    </message>
    <message>
        <source>{what} is more than {most}.</source>
        <translation>{what} es más de {most}.</translation>
    </message>
    <message>
        <source>{what} must be a whole number of cents.</source>
        <extracomment>The whole-number refusals, by what the number counts.</extracomment>
        <translation>{what} debe ser un número entero de céntimos.</translation>
    </message>
    <message>
        <source>{what} must be a whole number of basis points.</source>
        <translation>{what} debe ser un número entero de puntos básicos.</translation>
    </message>
    <message>
        <source>{what} must be a whole number.</source>
        <translation>{what} debe ser un número entero.</translation>
    </message>
    <message>
        <source>The prize part of the buy-in</source>
        <translation>La parte de premios del buy-in</translation>
    </message>
    <message>
        <source>The buy-in fee</source>
        <translation>La cuota del buy-in</translation>
    </message>
    <message>
        <source>The prize part of a rebuy</source>
        <translation>La parte de premios de una recompra</translation>
    </message>
    <message>
        <source>The rebuy fee</source>
        <translation>La cuota de recompra</translation>
    </message>
    <message>
        <source>The prize part of an add-on</source>
        <translation>La parte de premios de un add-on</translation>
    </message>
    <message>
        <source>The add-on fee</source>
        <translation>La cuota de add-on</translation>
    </message>
    <message>
        <source>The bounty</source>
        <translation>La recompensa</translation>
    </message>
    <message>
        <source>The added money</source>
        <translation>El dinero añadido</translation>
    </message>
    <message>
        <source>The guarantee</source>
        <translation>El garantizado</translation>
    </message>
    <message>
        <source>{what} ({cents}) is too large.</source>
        <translation>{what} ({cents}) es demasiado grande.</translation>
    </message>
    <message>
        <source>The bounty ({bounty_cents}) is more than the prize part of the buy-in ({buy_in_prize_cents}).</source>
        <translation>La recompensa ({bounty_cents}) supera la parte de premios del buy-in ({buy_in_prize_cents}).</translation>
    </message>
    <message>
        <source>The withholding</source>
        <translation>La retención</translation>
    </message>
    <message>
        <source>The withholding of {bp} is more than 100%.</source>
        <translation>La retención de {bp} es más del 100%.</translation>
    </message>
    <message>
        <source>The withholding needs a name on one line, such as Rake or League fund.</source>
        <translation>La retención necesita un nombre en una línea, como Rake o League fund.</translation>
    </message>
    <message>
        <source>{what} cannot be negative.</source>
        <translation>{what} no puede ser negativo.</translation>
    </message>
</context>
<context>
    <name>domain.registration.bags</name>
    <message>
        <source>Nobody is playing in {name}: there is nothing to bag.</source>
        <translation>Nadie juega en {name}: no hay nada que embolsar.</translation>
    </message>
    <message>
        <source>{names}: not playing, so there is no stack to bag.</source>
        <translation>{names}: no juegan, así que no hay stack que embolsar.</translation>
    </message>
    <message>
        <source>{missing_count} of {survivors} survivors have no chip count: {missing}. Count them, or type their bagged chips.</source>
        <translation>{missing_count} de {survivors} supervivientes no tienen recuento: {missing}. Cuéntelos, o escriba sus fichas embolsadas.</translation>
    </message>
    <message>
        <source>Bag {number} is typed for both {first} and {second}; a bag number is on one bag only.</source>
        <translation>La bolsa {number} está escrita para {first} y para {second}; un número de bolsa es de una sola bolsa.</translation>
    </message>
</context>
<context>
    <name>domain.registration.day_two</name>
    <message>
        <source>{event} is not a flight of a Day 2 event.</source>
        <translation>{event} no es un flight de un torneo Day 2.</translation>
    </message>
    <message>
        <source>{alternates} still wait for a seat in {event}; seat them or undo their registrations before closing the flight.</source>
        <translation>{alternates} aún esperan asiento en {event}; siéntelos o deshaga sus registros antes de cerrar el flight.</translation>
    </message>
    <message>
        <source>{count} alternate</source>
        <translation>{count} suplente</translation>
    </message>
    <message>
        <source>{count} alternates</source>
        <translation>{count} suplentes</translation>
    </message>
    <message>
        <source>Bag the survivors of {flight}, or enter the bagged chip count of every survivor; missing: {missing}.</source>
        <translation>Embolse los supervivientes de {flight}, o escriba el recuento embolsado de cada superviviente; faltan: {missing}.</translation>
    </message>
    <message>
        <source>Entries {entries} are not survivors of {flight}.</source>
        <translation>Las entradas {entries} no son supervivientes de {flight}.</translation>
    </message>
    <message>
        <source>{who}: a survivor has at least one chip (a count of {count} means the entry busted: record the bust instead).</source>
        <translation>{who}: un superviviente tiene al menos una ficha (un recuento de {count} significa que la entrada está eliminada: registre la eliminación en su lugar).</translation>
    </message>
</context>
<context>
    <name>domain.registration.decisions</name>
    <message>
        <source>table {table} seat {seat}</source>
        <translation>mesa {table} asiento {seat}</translation>
    </message>
    <message>
        <source>waiting for the draw</source>
        <translation>esperando el sorteo</translation>
    </message>
    <message>
        <source>alternate {number}</source>
        <translation>suplente {number}</translation>
    </message>
    <message>
        <source>{player} is already registered in {event} ({state}).</source>
        <translation>{player} ya está registrado en {event} ({state}).</translation>
    </message>
    <message>
        <source>{player} has been eliminated from {event}, and cannot re-enter: {message}</source>
        <translation>{player} ha sido eliminado de {event} y no puede reentrar: {message}</translation>
    </message>
    <message>
        <source>{player} has been eliminated from {event}: a new entry is a re-entry.</source>
        <translation>{player} ha sido eliminado de {event}: una nueva entrada es una reentrada.</translation>
    </message>
    <message>
        <source>{player} has no entry in {event} to re-enter: register instead.</source>
        <translation>{player} no tiene entrada en {event} para reentrar: regístrelo en su lugar.</translation>
    </message>
    <message>
        <source>{player} is still in {event} ({state}): a player re-enters only after busting ({rule}).</source>
        <translation>{player} sigue en {event} ({state}): un jugador solo reentra tras ser eliminado ({rule}).</translation>
    </message>
    <message>
        <source>{event} allows no re-entries.</source>
        <translation>{event} no permite reentradas.</translation>
    </message>
    <message>
        <source>{player} has used the {reentries} {event} allows.</source>
        <translation>{player} ya ha agotado el máximo de {reentries} que permite {event}.</translation>
    </message>
    <message>
        <source>{count} re-entry</source>
        <translation>{count} reentrada</translation>
    </message>
    <message>
        <source>{count} re-entries</source>
        <translation>{count} reentradas</translation>
    </message>
    <message>
        <source>{event} has no rebuys.</source>
        <translation>{event} no tiene recompras.</translation>
    </message>
    <message>
        <source>This entry has already had the rebuy once, the most {event} allows.</source>
        <translation>Esta entrada ya ha hecho la recompra una vez, el máximo que permite {event}.</translation>
    </message>
    <message>
        <source>This entry has already had the rebuy {times} times, the most {event} allows.</source>
        <translation>Esta entrada ya ha hecho la recompra {times} veces, el máximo que permite {event}.</translation>
    </message>
    <message>
        <source>Rebuys ended at the end of level {level}.</source>
        <translation>Las recompras terminaron al final del nivel {level}.</translation>
    </message>
    <message>
        <source>{event} has no add-ons.</source>
        <translation>{event} no tiene add-ons.</translation>
    </message>
    <message>
        <source>This entry has already had the add-on once, the most {event} allows.</source>
        <translation>Esta entrada ya ha hecho el add-on una vez, el máximo que permite {event}.</translation>
    </message>
    <message>
        <source>This entry has already had the add-on {times} times, the most {event} allows.</source>
        <translation>Esta entrada ya ha hecho el add-on {times} veces, el máximo que permite {event}.</translation>
    </message>
    <message>
        <source>Add-ons ended at the end of level {level} and the break after it.</source>
        <translation>Los add-ons terminaron al final del nivel {level} y del descanso siguiente.</translation>
    </message>
    <message>
        <source>The player&apos;s stack is a whole number of chips.</source>
        <translation>El stack del jugador es un número entero de fichas.</translation>
    </message>
    <message>
        <source>{player} has {stack} chips: a rebuy needs {ceiling} or fewer.</source>
        <translation>{player} tiene {stack} fichas: una recompra requiere {ceiling} o menos.</translation>
    </message>
    <message>
        <source>Nobody is waiting for a seat in {event}.</source>
        <translation>Nadie espera asiento en {event}.</translation>
    </message>
    <message>
        <source>{event} has not started and has no table count: the {players} waiting get their seats from the draw (Draw seats), which spreads them evenly at random.</source>
        <translation>{event} no ha empezado y no tiene número de mesas: los {players} que esperan reciben su asiento del sorteo (Sortear asientos), que los reparte por igual al azar.</translation>
    </message>
    <message>
        <source>Every seat in {event} is taken; {alternates} still wait. Add a table first.</source>
        <translation>Todos los asientos de {event} están ocupados; {alternates} aún esperan. Añada primero una mesa.</translation>
    </message>
    <message>
        <source>{count} alternate</source>
        <translation>{count} suplente</translation>
    </message>
    <message>
        <source>{count} alternates</source>
        <translation>{count} suplentes</translation>
    </message>
</context>
<context>
    <name>domain.registration.late_entry</name>
    <message>
        <source>Late registration closed at the end of level {close}.</source>
        <translation>El registro tardío cerró al final del nivel {close}.</translation>
    </message>
    <message>
        <source>Unknown late-registration policy &apos;{late_reg}&apos;.</source>
        <translation>Regla de registro tardío desconocida &apos;{late_reg}&apos;.</translation>
    </message>
    <message>
        <source>Late registration now deducts {deduction} chips, which would leave nothing of the {starting_stack} starting stack; registration refused.</source>
        <translation>El registro tardío descuenta ahora {deduction} fichas, lo que no dejaría nada del stack inicial de {starting_stack}; registro rechazado.</translation>
    </message>
</context>
<context>
    <name>domain.registration.sign_up_lists</name>
    <message>
        <source>The CSV file needs a header row with a &apos;name&apos; column (and a &apos;membership&apos; column if you have one).</source>
        <extracomment>The most rows a list may hold. Refusals quoted in the message (the others are counted).</extracomment>
        <translation>El archivo CSV necesita una fila de cabecera con una columna &apos;name&apos; (y una columna &apos;membership&apos; si la tiene).</translation>
    </message>
    <message>
        <source>The CSV file names nobody: it has no rows.</source>
        <translation>El archivo CSV no nombra a nadie: no tiene filas.</translation>
    </message>
    <message>
        <source>Nothing was imported: {shown}; and {more} more. Correct the file and import it again.</source>
        <translation>No se importó nada: {shown}; y {more} más. Corrija el archivo e impórtelo de nuevo.</translation>
    </message>
    <message>
        <source>Nothing was imported: {shown}. Correct the file and import it again.</source>
        <translation>No se importó nada: {shown}. Corrija el archivo e impórtelo de nuevo.</translation>
    </message>
</context>
<context>
    <name>domain.registration.sign_ups</name>
    <message>
        <source>{name} is on the list already: see the director at the desk.</source>
        <extracomment>Where a sign-up came from. What became of a sign-up. The event setting&apos;s values (``EventSettings.sign_up``).</extracomment>
        <translation>{name} ya está en la lista: hable con el director en el mostrador.</translation>
    </message>
    <message>
        <source>Sign-up for this event is closed: see the director at the desk.</source>
        <translation>La preinscripción a este torneo está cerrada: hable con el director en el mostrador.</translation>
    </message>
    <message>
        <source>The sign-up list is full ({players} waiting): see the director at the desk.</source>
        <translation>La lista de preinscripción está llena ({players} esperando): hable con el director en el mostrador.</translation>
    </message>
    <message>
        <source>The list names nobody to sign up.</source>
        <translation>La lista no nombra a nadie para preinscribir.</translation>
    </message>
    <message>
        <source>Sign-up {sign_up_id} is not waiting on the list.</source>
        <translation>La preinscripción {sign_up_id} no está esperando en la lista.</translation>
    </message>
    <message>
        <source>Nobody called {name} is waiting on the sign-up list.</source>
        <translation>Nadie llamado {name} espera en la lista de preinscripción.</translation>
    </message>
</context>
<context>
    <name>domain.results.bust_out</name>
    <message>
        <source>A player out on this hand at table {tables} was recorded without their chips at its start, and the players out at one table are placed by their chips: undo that bust and record that table&apos;s players together, with their stacks.</source>
        <translation>Un jugador eliminado en esta mano en la mesa {tables} se registró sin sus fichas al comienzo de la mano, y los jugadores eliminados en una misma mesa se clasifican por sus fichas: deshaga esa eliminación y registre juntos a los jugadores de esa mesa, con sus stacks.</translation>
    </message>
    <message>
        <source>A player out on this hand was recorded without their chips at its start, and the players out at one table are placed by their chips: undo that bust and record that table&apos;s players together, with their stacks.</source>
        <translation>Un jugador eliminado en esta mano se registró sin sus fichas al comienzo de la mano, y los jugadores eliminados en una misma mesa se clasifican por sus fichas: deshaga esa eliminación y registre juntos a los jugadores de esa mesa, con sus stacks.</translation>
    </message>
    <message>
        <source>Name the player or players who busted.</source>
        <translation>Nombre al jugador o jugadores eliminados.</translation>
    </message>
    <message>
        <source>A player is named twice in one bust-out.</source>
        <translation>Un jugador aparece dos veces en una misma eliminación.</translation>
    </message>
    <message>
        <source>Name who eliminated them before who split the pot.</source>
        <translation>Nombre a quien los eliminó antes que a quien repartió el bote.</translation>
    </message>
    <message>
        <source>A player is credited twice with one elimination.</source>
        <translation>A un jugador se le acredita dos veces la misma eliminación.</translation>
    </message>
    <message>
        <source>{name} cannot be credited with their own elimination.</source>
        <translation>A {name} no se le puede acreditar su propia eliminación.</translation>
    </message>
</context>
<context>
    <name>domain.results.corrections</name>
    <message>
        <source>Give the place, or a range of shared places like 9-10.</source>
        <translation>Indique el puesto, o un rango de puestos compartidos como 9-10.</translation>
    </message>
    <message>
        <source>Places run from 1 to {field} in this event.</source>
        <translation>Los puestos van de 1 a {field} en este torneo.</translation>
    </message>
    <message>
        <source>Shared places must follow each other, like 9-10.</source>
        <translation>Los puestos compartidos deben ser consecutivos, como 9-10.</translation>
    </message>
    <message>
        <source>event {event_id} is not live</source>
        <translation>el torneo {event_id} no está en curso</translation>
    </message>
</context>
<context>
    <name>domain.results.finishes</name>
    <message>
        <source>An event has between 1 and {max_field} entries (got {n}).</source>
        <translation>Un torneo tiene entre 1 y {max_field} entradas (recibido: {n}).</translation>
    </message>
    <message>
        <source>The event has {players} for {entries} and {different_players} in its results.</source>
        <translation>El torneo tiene {players} para {entries} y {different_players} en sus resultados.</translation>
    </message>
    <message>
        <source>{count} different player</source>
        <translation>{count} jugador distinto</translation>
    </message>
    <message>
        <source>{count} different players</source>
        <translation>{count} jugadores distintos</translation>
    </message>
    <message>
        <source>{finish_count} finishes for {entries}.</source>
        <translation>{finish_count} clasificaciones para {entries}.</translation>
    </message>
    <message>
        <source>The buy-in cannot be negative and the places paid are 0 to n.</source>
        <translation>El buy-in no puede ser negativo y los puestos pagados van de 0 a n.</translation>
    </message>
    <message>
        <source>Player #{player_id}&apos;s entry {entry_number} finished twice.</source>
        <translation>La entrada {entry_number} del jugador #{player_id} se clasificó dos veces.</translation>
    </message>
    <message>
        <source>Place {value} is outside 1 to {n}.</source>
        <translation>El puesto {value} está fuera de 1 a {n}.</translation>
    </message>
    <message>
        <source>Shared places must follow each other (got {places}).</source>
        <translation>Los puestos compartidos deben ser consecutivos (recibido: {places}).</translation>
    </message>
    <message>
        <source>Entry numbers start at 1; hits, rebuys and add-ons are 0 or more.</source>
        <translation>Los números de entrada empiezan en 1; eliminaciones, rebuys y add-ons son 0 o más.</translation>
    </message>
    <message>
        <source>Prizes and bounties cannot be negative.</source>
        <translation>Los premios y los bounties no pueden ser negativos.</translation>
    </message>
    <message>
        <source>Place {shown} is held by {count} finishes; it should be {place_count}.</source>
        <translation>El puesto {shown} lo ocupan {count} clasificaciones; deberían ser {place_count}.</translation>
    </message>
    <message>
        <source>Place {place} is held twice.</source>
        <translation>El puesto {place} está ocupado dos veces.</translation>
    </message>
</context>
<context>
    <name>domain.results.places</name>
    <message>
        <source>Several players busted on one hand: give each one&apos;s chips at the start of the hand, so the one with more chips finishes higher.</source>
        <extracomment>The rule of a lone elimination: nothing to decide. How a placing names the house rule that orders one table&apos;s hand-for-hand busts.</extracomment>
        <translation>Varios jugadores quedaron eliminados en una misma mano: indique las fichas de cada uno al inicio de la mano, para que el que tenía más fichas quede mejor clasificado.</translation>
    </message>
    <message>
        <source>A starting stack must be a positive number of chips.</source>
        <translation>Un stack inicial debe ser un número positivo de fichas.</translation>
    </message>
</context>
<context>
    <name>domain.results.satellite</name>
    <message>
        <source>{text} is not a ticket: a voucher&apos;s code reads like T1-3 (the satellite&apos;s event number, a dash, the winner&apos;s entry).</source>
        <translation>{text} no es un ticket: el código de un vale es como T1-3 (el número del torneo satélite, un guion, la entrada del ganador).</translation>
    </message>
    <message>
        <source>{name} is still being played: no seat is won yet.</source>
        <translation>{name} aún se está jugando: todavía no se ha ganado ninguna plaza.</translation>
    </message>
    <message>
        <source>This player won no seat in {name}.</source>
        <translation>Este jugador no ganó ninguna plaza en {name}.</translation>
    </message>
    <message>
        <source>No ticket {code}: entry {entry_id} won no seat in {name}. Check the code on the voucher.</source>
        <translation>No hay ticket {code}: la entrada {entry_id} no ganó ninguna plaza en {name}. Compruebe el código del vale.</translation>
    </message>
    <message>
        <source>Ticket {code} is {name}&apos;s: register {name} with it.</source>
        <translation>El ticket {code} es de {name}: inscriba a {name} con él.</translation>
    </message>
    <message>
        <source>Event {satellite_id} is not a satellite whose tickets this event can take.</source>
        <translation>El torneo {satellite_id} no es un satélite cuyos tickets acepte este torneo.</translation>
    </message>
    <message>
        <source>Ticket {code}</source>
        <translation>El ticket {code}</translation>
    </message>
    <message>
        <source>This player&apos;s ticket from {name}</source>
        <translation>El ticket de este jugador de {name}</translation>
    </message>
    <message>
        <source>{used} is already used (event {event_id}, entry {id}).</source>
        <translation>{used} ya está usado (torneo {event_id}, entrada {id}).</translation>
    </message>
</context>
<context>
    <name>domain.results.tournament_end</name>
    <message>
        <source>The satellite is over: {players} won a seat. To {what}, undo the last bust first.</source>
        <translation>El satélite ha terminado: {players} ganaron una plaza. Para {what}, deshaga primero la última eliminación.</translation>
    </message>
    <message>
        <source>The tournament is over: {name} won. To {what}, undo the last bust first.</source>
        <translation>El torneo ha terminado: ganó {name}. Para {what}, deshaga primero la última eliminación.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.chip_bets</name>
    <message>
        <source>Name the chips pushed, each more than zero.</source>
        <translation>Indique las fichas empujadas, cada una mayor que cero.</translation>
    </message>
    <message>
        <source>The call cannot be negative and the minimum raise must be more than zero.</source>
        <translation>El call no puede ser negativo y la subida mínima debe ser mayor que cero.</translation>
    </message>
    <message>
        <source>Every chip the player has ({total}) went in: all-in, whatever it amounts to.</source>
        <translation>Todas las fichas del jugador ({total}) entraron: all-in, sea cual sea la cantidad.</translation>
    </message>
    <message>
        <source>{total} is less than the {to_call} needed to call: an undercall (see the &apos;undercall&apos; ruling).</source>
        <translation>{total} es menos que los {to_call} necesarios para igualar: una igualada corta (vea la decisión &apos;undercall&apos;).</translation>
    </message>
    <message>
        <source>Not facing a bet, {total} is below the minimum bet: it is brought up to {min_bet}.</source>
        <translation>Sin apuesta por delante, {total} está por debajo de la apuesta mínima: se completa hasta {min_bet}.</translation>
    </message>
    <message>
        <source>Not facing a bet, a single chip bets its full value: a bet of {total}.</source>
        <translation>Sin apuesta por delante, una sola ficha apuesta su valor completo: una apuesta de {total}.</translation>
    </message>
    <message>
        <source>Not facing a bet, the chips pushed are the bet: a bet of {total}.</source>
        <translation>Sin apuesta por delante, las fichas empujadas son la apuesta: una apuesta de {total}.</translation>
    </message>
    <message>
        <source>{why}: a raise of {raise_by} over the {to_call} call (brought up to the minimum raise).</source>
        <translation>{why}: una subida de {raise_by} sobre la igualada de {to_call} (completada hasta la subida mínima).</translation>
    </message>
    <message>
        <source>{why}: a raise of {raise_by} over the {to_call} call.</source>
        <translation>{why}: una subida de {raise_by} sobre la igualada de {to_call}.</translation>
    </message>
    <message>
        <source>&apos;Raise&apos; was said before the chip landed</source>
        <translation>Se dijo &apos;subo&apos; antes de que la ficha cayera</translation>
    </message>
    <message>
        <source>One oversized chip without &apos;raise&apos; said first is a call of {to_call}; {change} in change is returned.</source>
        <translation>Una sola ficha grande sin decir &apos;subo&apos; antes es una igualada de {to_call}; se devuelven {change} de cambio.</translation>
    </message>
    <message>
        <source>&apos;Raise&apos; was said first</source>
        <translation>Se dijo &apos;subo&apos; antes</translation>
    </message>
    <message>
        <source>Every chip is needed to make the {to_call} call (without one {chip} chip it falls short): a call; {returned} is returned.</source>
        <translation>Cada ficha es necesaria para la igualada de {to_call} (sin una ficha de {chip} no llega): una igualada; se devuelven {returned}.</translation>
    </message>
    <message>
        <source>{total} is short of the call plus half a raise ({reached}): a call; {returned} is returned.</source>
        <translation>{total} no llega a la igualada más media subida ({reached}): una igualada; se devuelven {returned}.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.clock_call</name>
    <message>
        <source>Time is up</source>
        <extracomment>The clock call of each rulebook, by id (its record&apos;s ``clock_call``).</extracomment>
        <translation>Se acabó el tiempo</translation>
    </message>
</context>
<context>
    <name>domain.rulings.decide</name>
    <message>
        <source>The ruling on &apos;{title}&apos; needs an answer: {asked}</source>
        <translation>La decisión sobre &apos;{title}&apos; necesita una respuesta: {asked}</translation>
    </message>
    <message>
        <source>Lay the {count} scrambled cards face down in a row: card {picked} from the left is the {what}.</source>
        <extracomment>How the card a random remedy picked is told (``what``: the situation&apos;s word for it).</extracomment>
        <translation>Ponga las {count} cartas mezcladas boca abajo en fila: la carta {picked} desde la izquierda es {what}.</translation>
    </message>
    <message>
        <source>Unknown rulebook &apos;{rulebook}&apos;; choose one of: {known}.</source>
        <translation>Reglamento desconocido &apos;{rulebook}&apos;; elija uno de: {known}.</translation>
    </message>
    <message>
        <source>Unknown FTR mode &apos;{ftr_mode}&apos; (none, ftr or ftra).</source>
        <translation>Modo FTR desconocido &apos;{ftr_mode}&apos; (none, ftr o ftra).</translation>
    </message>
    <message>
        <source>&apos;{title}&apos; has no question &apos;{question_id}&apos; (its questions: {known}).</source>
        <translation>&apos;{title}&apos; no tiene la pregunta &apos;{question_id}&apos; (sus preguntas: {known}).</translation>
    </message>
    <message>
        <source>&apos;{answer}&apos; is not an answer to &apos;{question_id}&apos;; choose one of: {choices}.</source>
        <translation>&apos;{answer}&apos; no es una respuesta a &apos;{question_id}&apos;; elija una de: {choices}.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.incidents</name>
    <message>
        <source>a ruling in event {event_id}, which is not live</source>
        <translation>una decisión en el torneo {event_id}, que no está en curso</translation>
    </message>
    <message>
        <source>The {what} number must be 1 or more.</source>
        <translation>{what}: el número debe ser 1 o más.</translation>
    </message>
    <message>
        <source>table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Name each player involved (at most {max_players}, each up to {max_name} characters).</source>
        <translation>Nombre a cada jugador implicado (como máximo {max_players}, cada uno de hasta {max_name} caracteres).</translation>
    </message>
    <message>
        <source>Name the director giving the ruling.</source>
        <translation>Nombre al director que toma la decisión.</translation>
    </message>
    <message>
        <source>Notes are limited to {max_notes} characters.</source>
        <translation>Las notas están limitadas a {max_notes} caracteres.</translation>
    </message>
    <message>
        <source>There is no event number {event_id}.</source>
        <translation>No hay ningún torneo con el número {event_id}.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.min_raise</name>
    <message>
        <source>Nothing more to call at {acted_at}: the player has all options.</source>
        <extracomment>The rules the calculator applies, per rules of play (a rulebook record&apos;s ``rules_of_play``). The rule on reopening the betting, per rules of play.</extracomment>
        <translation>Nada más que igualar en {acted_at}: el jugador tiene todas las opciones.</translation>
    </message>
    <message>
        <source>The player acted at {acted_at} and now faces {faced} more, at least a full raise of {full_raise}: betting is reopened; they may call, raise to {raise_to} or more, or fold ({rule}).</source>
        <translation>El jugador actuó en {acted_at} y ahora afronta {faced} más, al menos una subida completa de {full_raise}: la apuesta se reabre; puede igualar, subir a {raise_to} o más, o tirarse ({rule}).</translation>
    </message>
    <message>
        <source>The player acted at {acted_at} and now faces only {faced} more, less than a full raise of {full_raise}: betting is not reopened; they may only call or fold ({rule}).</source>
        <translation>El jugador actuó en {acted_at} y ahora solo afronta {faced} más, menos que una subida completa de {full_raise}: la apuesta no se reabre; solo puede igualar o tirarse ({rule}).</translation>
    </message>
    <message>
        <source>The {what} must be more than zero chips.</source>
        <translation>{what}: debe ser más de cero fichas.</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>Ciega grande</translation>
    </message>
    <message>
        <source>wager</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <source>{to} is no bet or raise over {current}: list only bets and raises.</source>
        <translation>{to} no es una apuesta ni una subida sobre {current}: indique solo apuestas y subidas.</translation>
    </message>
    <message>
        <source>bet to {to}: a full bet of {by}</source>
        <translation>apuesta a {to}: una apuesta completa de {by}</translation>
    </message>
    <message>
        <source>raise to {to}: a full raise of {by}</source>
        <translation>subida a {to}: una subida completa de {by}</translation>
    </message>
    <message>
        <source>all-in for {to}: {by} more is short of a full raise of {full}, so the minimum raise stays {full}</source>
        <translation>all-in por {to}: {by} más no llega a una subida completa de {full}, así que la subida mínima sigue siendo {full}</translation>
    </message>
    <message>
        <source>A raise to {to} is less than the minimum ({minimum}) and not all-in: see the &apos;underraise&apos; ruling.</source>
        <translation>Una subida a {to} es menor que el mínimo ({minimum}) y no es all-in: vea la decisión &apos;underraise&apos;.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.odd_chip</name>
    <message>
        <source>The pot must be a whole number of the smallest chip in play (both above zero).</source>
        <translation>El bote debe ser un múltiplo entero de la ficha más pequeña en juego (ambos mayores que cero).</translation>
    </message>
    <message>
        <source>Name each winning seat once (seats count from 1).</source>
        <translation>Nombre cada asiento ganador una sola vez (los asientos se cuentan desde 1).</translation>
    </message>
    <message>
        <source>one each, clockwise from the button ({rule})</source>
        <translation>una a cada uno, en el sentido de las agujas del reloj desde el botón ({rule})</translation>
    </message>
    <message>
        <source>to seat {seat}, the first winner left of the button ({rule})</source>
        <translation>al asiento {seat}, el primer ganador a la izquierda del botón ({rule})</translation>
    </message>
    <message>
        <source>{pot} split {ways} ways in {smallest} chips: {each} each; {odd} of {smallest} go {who}.</source>
        <translation>{pot} repartidos entre {ways} en fichas de {smallest}: {each} cada uno; {odd} de {smallest}: {who}.</translation>
    </message>
    <message>
        <source>{count} odd chip</source>
        <translation>{count} ficha sobrante</translation>
    </message>
    <message>
        <source>{count} odd chips</source>
        <translation>{count} fichas sobrantes</translation>
    </message>
    <message>
        <source>{pot} split {ways} ways in {smallest} chips: {each} each, no odd chip.</source>
        <translation>{pot} repartidos entre {ways} en fichas de {smallest}: {each} cada uno, ninguna ficha sobrante.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.penalty</name>
    <message>
        <source>A table has from 2 to {max_seats} players (count the penalised player).</source>
        <extracomment>How a penalty is served (TDA 2024 Rule 71-C), under every rulebook. The rules a penalty&apos;s length rests on, per rules of play: the league&apos;s own penalty rule (house A-25), then the TDA&apos;s count it applies.</extracomment>
        <translation>Una mesa tiene de 2 a {max_seats} jugadores (contando al jugador penalizado).</translation>
    </message>
    <message>
        <source>Give the penalty in rounds and/or hands, more than zero.</source>
        <translation>Indique la penalización en vueltas y/o manos, mayor que cero.</translation>
    </message>
    <message>
        <source>{rounds} of {players} = {hands}</source>
        <translation>{rounds} de {players} = {hands}</translation>
    </message>
    <message>
        <source>{count} round</source>
        <translation>{count} vuelta</translation>
    </message>
    <message>
        <source>{count} rounds</source>
        <translation>{count} vueltas</translation>
    </message>
    <message>
        <source>{rounds} + {hands}</source>
        <translation>{rounds} + {hands}</translation>
    </message>
    <message>
        <source>{given}: the player sits out {total} ({rule}); each is dealt, the blinds and antes are posted, and the hand is killed ({served}).</source>
        <translation>{given}: el jugador queda fuera {total} ({rule}); cada una se reparte, se ponen las ciegas y los antes, y la mano se mata ({served}).</translation>
    </message>
    <message>
        <source>{count} hand</source>
        <translation>{count} mano</translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation>{count} manos</translation>
    </message>
</context>
<context>
    <name>domain.rulings.rule_texts</name>
    <message>
        <source>{book} lists rule &apos;{ref}&apos; twice (entries {earlier} and {number}).</source>
        <extracomment>The books each event rulebook consults (its record&apos;s ``books``), the first that speaks to a point winning.</extracomment>
        <translation>{book} enumera la regla &apos;{ref}&apos; dos veces (entradas {earlier} y {number}).</translation>
    </message>
    <message>
        <source>{book} has no rule &apos;{ref}&apos;. Did you mean {close}?</source>
        <translation>{book} no tiene la regla &apos;{ref}&apos;. ¿Quería decir {close}?</translation>
    </message>
    <message>
        <source>{book} has no rule &apos;{ref}&apos;.</source>
        <translation>{book} no tiene la regla &apos;{ref}&apos;.</translation>
    </message>
    <message>
        <source>Two rulebooks answer to the name &apos;{name}&apos;.</source>
        <translation>Dos reglamentos responden al nombre &apos;{name}&apos;.</translation>
    </message>
    <message>
        <source>There is no rulebook &apos;{name}&apos; (there are: {known}).</source>
        <translation>No hay ningún reglamento &apos;{name}&apos; (hay: {known}).</translation>
    </message>
    <message>
        <source>{where} has no &apos;{field}&apos;.</source>
        <translation>{where} no tiene &apos;{field}&apos;.</translation>
    </message>
    <message>
        <source>{where}: &apos;{field}&apos; must be non-empty text.</source>
        <translation>{where}: &apos;{field}&apos; debe ser un texto no vacío.</translation>
    </message>
    <message>
        <source>{where} has an unknown field &apos;{key}&apos;; it has {fields}.</source>
        <translation>{where} tiene un campo desconocido &apos;{key}&apos;; tiene {fields}.</translation>
    </message>
    <message>
        <source>{where}: &apos;{field}&apos; must be a web address (http:// or https://).</source>
        <translation>{where}: &apos;{field}&apos; debe ser una dirección web (http:// o https://).</translation>
    </message>
    <message>
        <source>{book}, entry {number}</source>
        <translation>{book}, entrada {number}</translation>
    </message>
    <message>
        <source>{where} must be an object with ref, title, section and text.</source>
        <translation>{where} debe ser un objeto con ref, title, section y text.</translation>
    </message>
    <message>
        <source>{where} (&apos;{ref}&apos;)</source>
        <translation>{where} (&apos;{ref}&apos;)</translation>
    </message>
    <message>
        <source>The rulebook</source>
        <translation>El reglamento</translation>
    </message>
    <message>
        <source>one object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>A rulebook file holds one JSON object with {book_fields}.</source>
        <translation>Un archivo de reglamento contiene un objeto JSON con {book_fields}.</translation>
    </message>
    <message>
        <source>The rulebook &apos;{id}&apos;</source>
        <translation>El reglamento &apos;{id}&apos;</translation>
    </message>
    <message>
        <source>{where}: the id must be lower-case letters and digits joined by hyphens.</source>
        <translation>{where}: el id debe ser de minúsculas y dígitos unidos por guiones.</translation>
    </message>
    <message>
        <source>{where} needs &apos;rules&apos;, a list of at least one rule.</source>
        <translation>{where} necesita &apos;rules&apos;, una lista de al menos una regla.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.rulebook_records</name>
    <message>
        <source>{total} is at least the call plus half a raise ({reached})</source>
        <extracomment>How a citation says its rule is borrowed from a book the event&apos;s rulebook does not include.</extracomment>
        <translation>{total} es al menos la igualada más media subida ({reached})</translation>
    </message>
    <message>
        <source>{total} is a full bet plus at least half a bet ({reached})</source>
        <translation>{total} es una apuesta completa más al menos media apuesta ({reached})</translation>
    </message>
    <message>
        <source>The rulebook &apos;{id}&apos; does not say what it cites for: {missing}.</source>
        <translation>El reglamento &apos;{id}&apos; no dice qué cita para: {missing}.</translation>
    </message>
    <message>
        <source>Unknown rulebook &apos;{rulebook}&apos;; choose one of: {known}.</source>
        <extracomment>Every event rulebook, by id, in the order they are offered. The rulebook of a new event unless the director chooses another.</extracomment>
        <translation>Reglamento desconocido &apos;{rulebook}&apos;; elija uno de: {known}.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.situations</name>
    <message>
        <source>Yes</source>
        <extracomment>Every event rulebook must have its own list of outcomes in every situation. The citation books each layer may cite: the rulebook&apos;s (its record&apos;s ``cites``), or FTR. The tools a ruling&apos;s steps may name (``Branch.tool``), worded by each front end. The labels of a standard question&apos;s choices.</extracomment>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Has substantial action taken place? (TDA 2024 Rule 36: two actions in turn, at least one of them putting chips in, or three actions in turn; posted blinds never count.)</source>
        <translation>¿Ha habido acción sustancial? (TDA 2024 regla 36: dos acciones en turno, al menos una de ellas metiendo fichas, o tres acciones en turno; las ciegas puestas nunca cuentan.)</translation>
    </message>
    <message>
        <source>Have two players after the blinds acted on their hands? (Robert&apos;s Rules §3 Misdeals 2; folds count, posted blinds do not.)</source>
        <translation>¿Han actuado sobre su mano dos jugadores después de las ciegas? (Robert&apos;s Rules §3 Misdeals 2; las tiradas cuentan, las ciegas puestas no.)</translation>
    </message>
    <message>
        <source>Has anyone acted on the current street (even a single check)?</source>
        <translation>¿Ha actuado alguien en la calle actual (aunque sea un solo pase)?</translation>
    </message>
    <message>
        <source>Situation file {name}: {where}: {problem}</source>
        <translation>Archivo de situación {name}: {where}: {problem}</translation>
    </message>
    <message>
        <source>must be an object.</source>
        <translation>debe ser un objeto.</translation>
    </message>
    <message>
        <source>unknown key &apos;{unknown}&apos; (known: {keys}).</source>
        <translation>clave desconocida &apos;{unknown}&apos; (conocidas: {keys}).</translation>
    </message>
    <message>
        <source>&apos;{missing}&apos; is missing.</source>
        <translation>falta &apos;{missing}&apos;.</translation>
    </message>
    <message>
        <source>must be a non-empty text.</source>
        <translation>debe ser un texto no vacío.</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not an id (lower-case words joined by - or _).</source>
        <translation>&apos;{text}&apos; no es un id (palabras en minúsculas unidas por - o _).</translation>
    </message>
    <message>
        <source>must be a list of texts.</source>
        <translation>debe ser una lista de textos.</translation>
    </message>
    <message>
        <source>must be a list of texts, not empty.</source>
        <translation>debe ser una lista de textos, no vacía.</translation>
    </message>
    <message>
        <source>must name each of its games once, from: {games}.</source>
        <translation>debe nombrar cada uno de sus juegos una vez, de entre: {games}.</translation>
    </message>
    <message>
        <source>must be catalogue numbers 1-60 (rulebooks.md §5).</source>
        <translation>deben ser números de catálogo 1-60 (rulebooks.md §5).</translation>
    </message>
    <message>
        <source>must be a list.</source>
        <translation>debe ser una lista.</translation>
    </message>
    <message>
        <source>the question &apos;{question_id}&apos; is given twice.</source>
        <translation>la pregunta &apos;{question_id}&apos; aparece dos veces.</translation>
    </message>
    <message>
        <source>&apos;{question_id}&apos; needs a text and choices (standard ones: {known}).</source>
        <translation>&apos;{question_id}&apos; necesita un texto y opciones (las estándar: {known}).</translation>
    </message>
    <message>
        <source>&apos;{question_id}&apos; is a standard question: give its id only.</source>
        <translation>&apos;{question_id}&apos; es una pregunta estándar: indique solo su id.</translation>
    </message>
    <message>
        <source>needs at least two different choices.</source>
        <translation>necesita al menos dos opciones distintas.</translation>
    </message>
    <message>
        <source>must label only the question&apos;s choices.</source>
        <translation>solo debe etiquetar las opciones de la pregunta.</translation>
    </message>
    <message>
        <source>must be a list of branches, not empty.</source>
        <translation>debe ser una lista de ramas, no vacía.</translation>
    </message>
    <message>
        <source>must map each question to its choices.</source>
        <translation>debe asociar cada pregunta con sus opciones.</translation>
    </message>
    <message>
        <source>&apos;{question_id}&apos; is not a question of this situation.</source>
        <translation>&apos;{question_id}&apos; no es una pregunta de esta situación.</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not one of {choices}.</source>
        <translation>&apos;{value}&apos; no es ninguno de {choices}.</translation>
    </message>
    <message>
        <source>must be true or false.</source>
        <translation>debe ser true o false.</translation>
    </message>
    <message>
        <source>must list at least one rule.</source>
        <translation>debe citar al menos una regla.</translation>
    </message>
    <message>
        <source>&apos;{tool}&apos; is not one of {tools}.</source>
        <translation>&apos;{tool}&apos; no es ninguno de {tools}.</translation>
    </message>
    <message>
        <source>&apos;{book}&apos; is the layer&apos;s own book: only another book&apos;s rule is borrowed.</source>
        <translation>&apos;{book}&apos; es el propio reglamento de la capa: solo se toma prestada la regla de otro reglamento.</translation>
    </message>
    <message>
        <source>&apos;{book}&apos; is no known book: only another book&apos;s rule is borrowed.</source>
        <translation>&apos;{book}&apos; no es un reglamento conocido: solo se toma prestada la regla de otro reglamento.</translation>
    </message>
    <message>
        <source>the {layer} outcomes cite {allowed}, not &apos;{book}&apos; (unless marked borrowed).</source>
        <translation>los resultados de la capa {layer} citan {allowed}, no &apos;{book}&apos; (salvo si se marca como prestado).</translation>
    </message>
    <message>
        <source>must be a number of cards from 2 to {max_random}.</source>
        <translation>debe ser un número de cartas de 2 a {max_random}.</translation>
    </message>
    <message>
        <source>no branch uses the question &apos;{id}&apos;.</source>
        <translation>ninguna rama usa la pregunta &apos;{id}&apos;.</translation>
    </message>
    <message>
        <source>no branch decides the case {case}.</source>
        <translation>ninguna rama decide el caso {case}.</translation>
    </message>
</context>
<context>
    <name>domain.rulings.substantial</name>
    <message>
        <source>Posted blinds and antes never count as action: list only what players did in turn after the blinds.</source>
        <extracomment>Each action word, and whether it puts chips in.</extracomment>
        <translation>Las ciegas y antes puestas nunca cuentan como acción: indique solo lo que hicieron los jugadores en su turno después de las ciegas.</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not an action ({known}).</source>
        <translation>&apos;{word}&apos; no es una acción ({known}).</translation>
    </message>
</context>
<context>
    <name>domain.seating.adapter</name>
    <message>
        <source>The players fit at the final table: redraw it first.</source>
        <extracomment>At most this many balancing moves in one plan (a guard; the engine converges far sooner).</extracomment>
        <translation>Los jugadores caben en la mesa final: primero sortea de nuevo la mesa final.</translation>
    </message>
    <message>
        <source>Table {table} can break: break it first, then balance what is left.</source>
        <translation>La mesa {table} puede romperse: rómpela primero y luego equilibra el resto.</translation>
    </message>
</context>
<context>
    <name>domain.seating.hand_for_hand</name>
    <message>
        <source>Table {number} is not open.</source>
        <extracomment>RP-8-C: two minutes come off the clock per hand; RP-8-B: never more than three.</extracomment>
        <translation>La mesa {number} no está abierta.</translation>
    </message>
    <message>
        <source>Table {number} has {players}: no hand is played there.</source>
        <translation>La mesa {number} tiene {players}: allí no se juega ninguna mano.</translation>
    </message>
    <message>
        <source>Table {number} has already finished hand-for-hand hand {hand}; waiting for tables {listed}.</source>
        <translation>La mesa {number} ya ha terminado la mano {hand} del mano a mano; se espera a las mesas {listed}.</translation>
    </message>
    <message>
        <source>Table {number} has already finished hand-for-hand hand {hand}; waiting for table {listed}.</source>
        <translation>La mesa {number} ya ha terminado la mano {hand} del mano a mano; se espera a la mesa {listed}.</translation>
    </message>
    <message>
        <source>Table {number} has already finished hand-for-hand hand {hand}.</source>
        <translation>La mesa {number} ya ha terminado la mano {hand} del mano a mano.</translation>
    </message>
    <message>
        <source>Hand-for-hand play is already on.</source>
        <translation>El mano a mano ya está en marcha.</translation>
    </message>
    <message>
        <source>A hand-for-hand hand takes 0 to 3 minutes off the clock (TDA 2024 RP-8-B).</source>
        <translation>Una mano del mano a mano quita de 0 a 3 minutos al reloj (TDA 2024 RP-8-B).</translation>
    </message>
    <message>
        <source>only table {table} deals</source>
        <translation>solo reparte la mesa {table}</translation>
    </message>
    <message>
        <source>no table deals</source>
        <translation>no reparte ninguna mesa</translation>
    </message>
    <message>
        <source>Hand-for-hand play is for two or more tables dealing: {only}, so every hand is already the same hand for everyone ({rule}).</source>
        <translation>El mano a mano es para dos o más mesas repartiendo: {only}, así que cada mano ya es la misma para todos ({rule}).</translation>
    </message>
    <message>
        <source>Hand-for-hand play is not on.</source>
        <translation>El mano a mano no está en marcha.</translation>
    </message>
    <message>
        <source>Tables {tables} have not finished hand-for-hand hand {hand}: report them first ({placed}, {rule}), or deal the next hand.</source>
        <translation>Las mesas {tables} no han terminado la mano {hand} del mano a mano: comuníquelas primero ({placed}, {rule}), o reparta la mano siguiente.</translation>
    </message>
    <message>
        <source>Table {tables} has not finished hand-for-hand hand {hand}: report them first ({placed}, {rule}), or deal the next hand.</source>
        <translation>La mesa {tables} no ha terminado la mano {hand} del mano a mano: comuníquela primero ({placed}, {rule}), o reparta la mano siguiente.</translation>
    </message>
    <message>
        <source>players busting on it share places</source>
        <translation>los jugadores eliminados en esa mano comparten puestos</translation>
    </message>
    <message>
        <source>players busting on it are placed together</source>
        <translation>los jugadores eliminados en esa mano se clasifican juntos</translation>
    </message>
</context>
<context>
    <name>domain.seating.initial_draw</name>
    <message>
        <source>The clock of {event} has started: a draw now moves every player, so it is made only when forced.</source>
        <translation>El reloj de {event} ya ha empezado: un sorteo ahora movería a todos los jugadores, así que solo se hace forzado.</translation>
    </message>
    <message>
        <source>The final table has been drawn; the draw is over.</source>
        <translation>La mesa final ya se ha sorteado; el sorteo ha terminado.</translation>
    </message>
    <message>
        <source>Nobody in {event} is waiting to be drawn.</source>
        <translation>Nadie en {event} espera al sorteo.</translation>
    </message>
    <message>
        <source>{players} do not fit the {seats} of {tables}: add tables or give seats back first.</source>
        <translation>{players} no caben en los {seats} de {tables}: añada mesas o devuelva primero asientos.</translation>
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
    <name>domain.seating.seat_rules</name>
    <message>
        <source>Table {number} has broken; it does not reopen.</source>
        <translation>La mesa {number} se ha roto; no vuelve a abrir.</translation>
    </message>
    <message>
        <source>Table {number} is not one of this event&apos;s tables.</source>
        <translation>La mesa {number} no es una de las mesas de este torneo.</translation>
    </message>
    <message>
        <source>Table {number} has seats 1 to {seats}, not {seat}.</source>
        <translation>La mesa {number} tiene los asientos 1 a {seats}, no {seat}.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is already out of play.</source>
        <translation>Mesa {table} asiento {seat} ya está fuera de juego.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is already in play.</source>
        <translation>Mesa {table} asiento {seat} ya está en juego.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is taken by {name}: move the player first.</source>
        <translation>Mesa {table} asiento {seat} está ocupado por {name}: mueva primero al jugador.</translation>
    </message>
    <message>
        <source>{player} is already locked to the seat.</source>
        <translation>{player} ya está fijado a su asiento.</translation>
    </message>
    <message>
        <source>{player} is already not locked.</source>
        <translation>{player} ya no está fijado.</translation>
    </message>
    <message>
        <source>Name two different players, not {first} twice.</source>
        <translation>Nombre a dos jugadores distintos, no dos veces a {first}.</translation>
    </message>
    <message>
        <source>{first} and {second} are already kept apart.</source>
        <translation>{first} y {second} ya se sientan separados.</translation>
    </message>
    <message>
        <source>{first} and {second} are not kept apart.</source>
        <translation>{first} y {second} no se sientan separados.</translation>
    </message>
</context>
<context>
    <name>domain.structure.chip_plan</name>
    <message>
        <source>The starting stack must be more than zero chips.</source>
        <extracomment>A stack holds at least this many chips of its largest denomination. The chips below a denomination are worth this many of it (change-making).</extracomment>
        <translation>El stack inicial debe tener más de cero fichas.</translation>
    </message>
    <message>
        <source>A starting stack of {starting_stack} can&apos;t be made from the chips in the set ({listed}).</source>
        <translation>Un stack inicial de {starting_stack} no se puede formar con las fichas del juego ({listed}).</translation>
    </message>
    <message>
        <source>The stack uses {d} chips, which are not in the chip set.</source>
        <translation>El stack usa fichas de {d}, que no están en el juego de fichas.</translation>
    </message>
    <message>
        <source>The stack cannot hold {n} chips of {d}.</source>
        <translation>El stack no puede contener {n} fichas de {d}.</translation>
    </message>
    <message>
        <source>The chips in the stack ({breakdown}) add up to {total}, not the starting stack of {starting_stack}.</source>
        <translation>Las fichas del stack ({breakdown}) suman {total}, no el stack inicial de {starting_stack}.</translation>
    </message>
    <message>
        <source>There must be at least one table.</source>
        <translation>Debe haber al menos una mesa.</translation>
    </message>
    <message>
        <source>A table has between 2 and 12 seats.</source>
        <translation>Una mesa tiene entre 2 y 12 asientos.</translation>
    </message>
</context>
<context>
    <name>domain.structure.chip_race</name>
    <message>
        <source>The lowest chip in play must be worth at least 1.</source>
        <translation>La ficha más pequeña en juego debe valer al menos 1.</translation>
    </message>
    <message>
        <source>The {removed} chips must be exchanged for a larger chip, not {next_denomination}.</source>
        <translation>Las fichas de {removed} deben cambiarse por una ficha mayor, no por {next_denomination}.</translation>
    </message>
    <message>
        <source>The {removed} chips can&apos;t be exchanged evenly for {next_denomination} chips.</source>
        <translation>Las fichas de {removed} no se pueden cambiar exactamente por fichas de {next_denomination}.</translation>
    </message>
    <message>
        <source>Seat {seat} is not a seat number, or appears twice.</source>
        <translation>El asiento {seat} no es un número de asiento, o aparece dos veces.</translation>
    </message>
    <message>
        <source>Seat {seat}: chip counts cannot be negative.</source>
        <translation>Asiento {seat}: el número de fichas no puede ser negativo.</translation>
    </message>
    <message>
        <source>Seat {seat} has no chips at all; a player with no chips is already out.</source>
        <translation>El asiento {seat} no tiene ninguna ficha; un jugador sin fichas ya está eliminado.</translation>
    </message>
</context>
<context>
    <name>domain.structure.chips</name>
    <message>
        <source>The chip set has no {denomination} chips.</source>
        <extracomment>The most a chip is worth, and the most chips of one denomination a case holds. Which amounts a set pays is worked out per remainder modulo its smallest chip (counted in the set&apos;s common unit): a set needing more remainders is refused.</extracomment>
        <translation>El juego de fichas no tiene fichas de {denomination}.</translation>
    </message>
    <message>
        <source>The chip set has no chips.</source>
        <translation>El juego de fichas no tiene fichas.</translation>
    </message>
    <message>
        <source>A chip is worth {value}; a chip is worth a whole number of at least 1.</source>
        <translation>Una ficha vale {value}; una ficha vale un número entero de al menos 1.</translation>
    </message>
    <message>
        <source>A chip is worth {value}; no chip is worth more than {max_denomination}.</source>
        <translation>Una ficha vale {value}; ninguna ficha vale más de {max_denomination}.</translation>
    </message>
    <message>
        <source>The chip set lists the {value} chip twice.</source>
        <translation>El juego de fichas enumera la ficha de {value} dos veces.</translation>
    </message>
    <message>
        <source>The number of {value} chips must be a whole number.</source>
        <translation>El número de fichas de {value} debe ser un número entero.</translation>
    </message>
    <message>
        <source>The number of {value} chips cannot be negative.</source>
        <translation>El número de fichas de {value} no puede ser negativo.</translation>
    </message>
    <message>
        <source>{quantity} chips of {value}: a case holds at most {max_quantity} of one denomination.</source>
        <translation>{quantity} fichas de {value}: un maletín contiene como máximo {max_quantity} de un mismo valor.</translation>
    </message>
    <message>
        <source>The colour of the {value} chip is longer than {max_color} characters.</source>
        <translation>El color de la ficha de {value} tiene más de {max_color} caracteres.</translation>
    </message>
    <message>
        <source>The chips {value} have no common measure: use denominations that are multiples of a common unit (e.g. 25, 100, 500).</source>
        <translation>Las fichas {value} no tienen una medida común: use valores que sean múltiplos de una unidad común (p. ej. 25, 100, 500).</translation>
    </message>
    <message>
        <source>The chip set&apos;s name</source>
        <translation>El nombre del juego de fichas</translation>
    </message>
    <message>
        <source>The colour of the {value} chip</source>
        <translation>El color de la ficha de {value}</translation>
    </message>
    <message>
        <source>The {denomination} chip has no colour: name it (e.g. green).</source>
        <translation>La ficha de {denomination} no tiene color: nómbrelo (p. ej. verde).</translation>
    </message>
    <message>
        <source>The case holds no {denomination} chips: give how many there are, or leave that chip out.</source>
        <translation>El maletín no contiene fichas de {denomination}: indique cuántas hay, o quite esa ficha.</translation>
    </message>
</context>
<context>
    <name>domain.structure.edit</name>
    <message>
        <source>There is no row {row} (the structure has {rows}).</source>
        <translation>No hay fila {row} (la estructura tiene {rows}).</translation>
    </message>
    <message>
        <source>{kind} has no &apos;{field}&apos; (it has {allowed}).</source>
        <translation>{kind} no tiene &apos;{field}&apos; (tiene {allowed}).</translation>
    </message>
</context>
<context>
    <name>domain.structure.events</name>
    <message>
        <source>event {event_id} is not live</source>
        <translation>el torneo {event_id} no está en curso</translation>
    </message>
    <message>
        <source>That row is being played now; move the clock to another level before deleting it.</source>
        <translation>Esa fila se está jugando ahora; pase el reloj a otro nivel antes de borrarla.</translation>
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
        <translation>{shown} no es un número entero de {unit}.</translation>
    </message>
    <message>
        <source>{shown} is not yes or no (write true or false).</source>
        <translation>{shown} no es sí ni no (escriba true o false).</translation>
    </message>
    <message>
        <source>a break has no blinds, ante or game; leave it empty.</source>
        <translation>un descanso no tiene ciegas, ante ni juego; déjelo vacío.</translation>
    </message>
    <message>
        <source>only a break colours up chips; leave it empty on a level.</source>
        <translation>solo un descanso hace color-up; déjelo vacío en un nivel.</translation>
    </message>
    <message>
        <source>unknown field; a level has {level_fields} and a break has {break_fields}.</source>
        <translation>campo desconocido; un nivel tiene {level_fields} y un descanso tiene {break_fields}.</translation>
    </message>
    <message>
        <source>no value; every level and break needs its minutes.</source>
        <translation>sin valor; cada nivel y cada descanso necesita sus minutos.</translation>
    </message>
    <message>
        <source>no value; every level needs a {field}.</source>
        <translation>sin valor; cada nivel necesita {field}.</translation>
    </message>
    <message>
        <source>{game} is not a game name (write it as text).</source>
        <translation>{game} no es un nombre de juego (escríbalo como texto).</translation>
    </message>
    <message>
        <source>The structure&apos;s name must be text.</source>
        <translation>El nombre de la estructura debe ser un texto.</translation>
    </message>
    <message>
        <source>The structure has no &quot;levels&quot; list.</source>
        <translation>La estructura no tiene lista &quot;levels&quot;.</translation>
    </message>
    <message>
        <source>The structure must be an object with a &quot;levels&quot; list of levels and breaks.</source>
        <translation>La estructura debe ser un objeto con una lista &quot;levels&quot; de niveles y descansos.</translation>
    </message>
    <message>
        <source>Row {number} of &quot;levels&quot; is {item}, not an object like {{&quot;small_blind&quot;: 25, &quot;big_blind&quot;: 50, &quot;minutes&quot;: 20}}.</source>
        <translation>La fila {number} de &quot;levels&quot; es {item}, no un objeto como {{&quot;small_blind&quot;: 25, &quot;big_blind&quot;: 50, &quot;minutes&quot;: 20}}.</translation>
    </message>
    <message>
        <source>The structure file</source>
        <translation>El archivo de estructura</translation>
    </message>
    <message>
        <source>one level or break</source>
        <translation>un nivel o un descanso</translation>
    </message>
    <message>
        <source>line {line}: the value &apos;{extra}&apos; is not under any column of the header.</source>
        <translation>línea {line}: el valor &apos;{extra}&apos; no está bajo ninguna columna del encabezado.</translation>
    </message>
    <message>
        <source>line {line}: the structure has more than {max_rows} rows; the most allowed is {max_rows}.</source>
        <translation>línea {line}: la estructura tiene más de {max_rows} filas; se permiten como máximo {max_rows}.</translation>
    </message>
    <message>
        <source>line {line_num}: the CSV file cannot be read ({exc}).</source>
        <translation>línea {line_num}: no se puede leer el archivo CSV ({exc}).</translation>
    </message>
    <message>
        <source>The CSV file is empty; it needs a header row such as {csv_columns}.</source>
        <translation>El archivo CSV está vacío; necesita una fila de encabezado como {csv_columns}.</translation>
    </message>
    <message>
        <source>line {line} ({subject}): {text}</source>
        <translation>línea {line} ({subject}): {text}</translation>
    </message>
    <message>
        <source>line {line}: unknown column &apos;{column}&apos;; the columns are {csv_columns}.</source>
        <translation>línea {line}: columna desconocida &apos;{column}&apos;; las columnas son {csv_columns}.</translation>
    </message>
    <message>
        <source>line {line}: the column &apos;{column}&apos; appears twice.</source>
        <translation>línea {line}: la columna &apos;{column}&apos; aparece dos veces.</translation>
    </message>
    <message>
        <source>line {line}: the header has no &apos;minutes&apos; column; the columns are {csv_columns}.</source>
        <translation>línea {line}: el encabezado no tiene columna &apos;minutes&apos;; las columnas son {csv_columns}.</translation>
    </message>
</context>
<context>
    <name>domain.structure.levels</name>
    <message>
        <source>There is no level {level}: this structure has {levels}.</source>
        <translation>No hay nivel {level}: esta estructura tiene {levels}.</translation>
    </message>
    <message>
        <source>There is no row {index}: this structure has {rows}.</source>
        <translation>No hay fila {index}: esta estructura tiene {rows}.</translation>
    </message>
    <message>
        <source>{row}: {problem}</source>
        <translation>{row}: {problem}</translation>
    </message>
    <message>
        <source>{what} must be text.</source>
        <translation>{what} debe ser un texto.</translation>
    </message>
    <message>
        <source>{what} is longer than {limit} characters.</source>
        <translation>{what} tiene más de {limit} caracteres.</translation>
    </message>
    <message>
        <source>{what} contains a line break or control character.</source>
        <translation>{what} contiene un salto de línea o un carácter de control.</translation>
    </message>
    <message>
        <source>{what} &apos;{value}&apos; starts or ends with a space.</source>
        <translation>{what} &apos;{value}&apos; empieza o termina con un espacio.</translation>
    </message>
    <message>
        <source>The structure name</source>
        <translation>El nombre de la estructura</translation>
    </message>
    <message>
        <source>The structure has {rows}; the most allowed is {max_rows}.</source>
        <translation>La estructura tiene {rows}; se permiten como máximo {max_rows}.</translation>
    </message>
    <message>
        <source>The structure needs at least one level.</source>
        <translation>La estructura necesita al menos un nivel.</translation>
    </message>
    <message>
        <source>A structure row must be a level or a break, not {row}.</source>
        <translation>Una fila de la estructura debe ser un nivel o un descanso, no {row}.</translation>
    </message>
    <message>
        <source>the minutes must be a whole number.</source>
        <translation>los minutos deben ser un número entero.</translation>
    </message>
    <message>
        <source>it must last at least one minute.</source>
        <translation>debe durar al menos un minuto.</translation>
    </message>
    <message>
        <source>it lasts {minutes} minutes; the longest allowed is {max_minutes} (24 hours).</source>
        <translation>dura {minutes} minutos; lo máximo permitido es {max_minutes} (24 horas).</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>la ciega pequeña</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>la ciega grande</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>el ante</translation>
    </message>
    <message>
        <source>the {label} must be a whole number of chips.</source>
        <translation>{label} debe ser un número entero de fichas.</translation>
    </message>
    <message>
        <source>the {label} of {amount} chips is too large.</source>
        <translation>{label} de {amount} fichas es demasiado grande.</translation>
    </message>
    <message>
        <source>the small blind must be more than zero.</source>
        <translation>la ciega pequeña debe ser mayor que cero.</translation>
    </message>
    <message>
        <source>the big blind must be more than zero.</source>
        <translation>la ciega grande debe ser mayor que cero.</translation>
    </message>
    <message>
        <source>the big blind ({big_blind}) is smaller than the small blind ({small_blind}).</source>
        <translation>la ciega grande ({big_blind}) es menor que la ciega pequeña ({small_blind}).</translation>
    </message>
    <message>
        <source>the ante cannot be negative.</source>
        <translation>el ante no puede ser negativo.</translation>
    </message>
    <message>
        <source>big_blind_ante must be true or false.</source>
        <translation>big_blind_ante debe ser true o false.</translation>
    </message>
    <message>
        <source>it is marked big-blind ante but the ante is 0; give the ante or remove the mark.</source>
        <translation>está marcado como ante de ciega grande pero el ante es 0; indique el ante o quite la marca.</translation>
    </message>
    <message>
        <source>the game name</source>
        <translation>el nombre del juego</translation>
    </message>
    <message>
        <source>it colours up {value}, which is not a chip value.</source>
        <translation>hace color-up de {value}, que no es un valor de ficha.</translation>
    </message>
    <message>
        <source>it colours up the {value} chips twice.</source>
        <translation>hace dos veces el color-up de las fichas de {value}.</translation>
    </message>
    <message>
        <source>the {label} goes down from {old} (level {before_number}) to {new}; blinds never go down.</source>
        <translation>{label} baja de {old} (nivel {before_number}) a {new}; las ciegas nunca bajan.</translation>
    </message>
    <message>
        <source>the ante goes down from {ante} (level {before_number}) to {new_ante}; antes are never reduced (TDA 2024 RP-11).</source>
        <translation>el ante baja de {ante} (nivel {before_number}) a {new_ante}; los antes nunca se reducen (TDA 2024 RP-11).</translation>
    </message>
    <message>
        <source>it colours up the {culprit} chips, but level {level_numbers} ({row}) still needs them for its {label} of {amount}.</source>
        <translation>hace color-up de las fichas de {culprit}, pero el nivel {level_numbers} ({row}) aún las necesita para {label} de {amount}.</translation>
    </message>
    <message>
        <source>the {label} of {amount} can&apos;t be paid with the chips in play ({in_play}).</source>
        <translation>{label} de {amount} no se puede pagar con las fichas en juego ({in_play}).</translation>
    </message>
    <message>
        <source>it colours up {d} chips, but the chip set has none (it has {denominations}).</source>
        <translation>hace color-up de fichas de {d}, pero el juego de fichas no tiene (tiene {denominations}).</translation>
    </message>
    <message>
        <source>it colours up the {d} chips, but they already left at {where}.</source>
        <translation>hace color-up de las fichas de {d}, pero ya salieron en {where}.</translation>
    </message>
    <message>
        <source>it colours up the {d} chips, but no larger chip stays in play to exchange them for.</source>
        <translation>hace color-up de las fichas de {d}, pero no queda en juego ninguna ficha mayor por la que cambiarlas.</translation>
    </message>
    <message>
        <source>it colours up the {d} chips, but they can&apos;t be exchanged evenly for {target} chips.</source>
        <translation>hace color-up de las fichas de {d}, pero no se pueden cambiar exactamente por fichas de {target}.</translation>
    </message>
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
    <name>domain.structure.suggest</name>
    <message>
        <source>The chips in play must be more than zero.</source>
        <translation>Las fichas en juego deben ser más de cero.</translation>
    </message>
    <message>
        <source>A starting stack of {starting_stack} is less than {shallowest} big blinds at the smallest blinds the chips allow ({small_blind}/{big_blind}).</source>
        <translation>Un stack inicial de {starting_stack} es menos de {shallowest} ciegas grandes con las ciegas más pequeñas que permiten las fichas ({small_blind}/{big_blind}).</translation>
    </message>
    <message>
        <source>{players} can&apos;t finish in {target_hours} hours with {level_minutes}-minute levels: the blinds would have to grow {growth}x a level. Choose shorter levels or a longer target.</source>
        <translation>{players} no pueden terminar en {target_hours} horas con niveles de {level_minutes} minutos: las ciegas tendrían que multiplicarse por {growth} en cada nivel. Elija niveles más cortos o un objetivo más largo.</translation>
    </message>
    <message>
        <source>The starting stack must be between 1 and {max_stack} chips.</source>
        <translation>El stack inicial debe estar entre 1 y {max_stack} fichas.</translation>
    </message>
    <message>
        <source>Expect between 2 and {max_players} players.</source>
        <translation>Prevea entre 2 y {max_players} jugadores.</translation>
    </message>
    <message>
        <source>The target duration must be more than zero and at most 48 hours.</source>
        <translation>La duración objetivo debe ser mayor que cero y de 48 horas como máximo.</translation>
    </message>
    <message>
        <source>Levels must last between 1 and 240 minutes.</source>
        <translation>Los niveles deben durar entre 1 y 240 minutos.</translation>
    </message>
    <message>
        <source>Antes can start at level 1 at the earliest.</source>
        <translation>Los antes pueden empezar como pronto en el nivel 1.</translation>
    </message>
    <message>
        <source>Breaks come after every 1 or more levels.</source>
        <translation>Los descansos llegan cada 1 o más niveles.</translation>
    </message>
    <message>
        <source>Breaks must last between 1 and 240 minutes.</source>
        <translation>Los descansos deben durar entre 1 y 240 minutos.</translation>
    </message>
    <message>
        <source>That target needs more than {most_levels} levels of {level_minutes} minutes; choose longer levels.</source>
        <translation>Ese objetivo necesita más de {most_levels} niveles de {level_minutes} minutos; elija niveles más largos.</translation>
    </message>
    <message>
        <source>A {hours}-hour target with {level_minutes}-minute levels leaves too few levels; choose shorter levels or a longer target.</source>
        <translation>Un objetivo de {hours} horas con niveles de {level_minutes} minutos deja muy pocos niveles; elija niveles más cortos o un objetivo más largo.</translation>
    </message>
</context>
<context>
    <name>domain.tournament.event</name>
    <message>
        <source>An event cannot be a flight of itself.</source>
        <translation>Un torneo no puede ser un flight de sí mismo.</translation>
    </message>
    <message>
        <source>There is no event number {parent} for this flight to feed.</source>
        <translation>No hay ningún torneo número {parent} al que este flight pueda llevar.</translation>
    </message>
    <message>
        <source>Event {parent} ({event}) is itself a flight; flights feed a Day 2 event.</source>
        <translation>El torneo {parent} ({event}) es él mismo un flight; los flights llevan a un torneo Day 2.</translation>
    </message>
    <message>
        <source>Other events are flights of this one, so it cannot be a flight itself.</source>
        <translation>Otros torneos son flights de este, así que no puede ser un flight.</translation>
    </message>
    <message>
        <source>Event {event_id} already exists.</source>
        <translation>El torneo {event_id} ya existe.</translation>
    </message>
    <message>
        <source>Unknown event setting: {unknown}.</source>
        <translation>Ajuste de torneo desconocido: {unknown}.</translation>
    </message>
    <message>
        <source>Nothing to change: the event already has those settings.</source>
        <translation>Nada que cambiar: el torneo ya tiene esos ajustes.</translation>
    </message>
</context>
<context>
    <name>domain.tournament.flights</name>
    <message>
        <source>event {event_id}</source>
        <translation>torneo {event_id}</translation>
    </message>
    <message>
        <source>{event} is closed: its survivors have gone on to Day 2.</source>
        <translation>{event} está cerrado: sus supervivientes han pasado al Day 2.</translation>
    </message>
    <message>
        <source>{who} survived {event} and is through to Day 2: a survivor cannot enter another flight.</source>
        <translation>{who} sobrevivió a {event} y pasa al Day 2: un superviviente no puede entrar en otro flight.</translation>
    </message>
    <message>
        <source>{who} is still playing {event}.</source>
        <translation>{who} aún está jugando {event}.</translation>
    </message>
    <message>
        <source>{who} already has a seat in {event}: no more flights.</source>
        <translation>{who} ya tiene asiento en {event}: no más flights.</translation>
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
        <source>Unknown {what} &apos;{value}&apos;; choose one of: {known}.</source>
        <extracomment>The automation&apos;s section: edited in its own dialog (*Clock &gt; Automation…*), not in the settings dialog&apos;s sections.</extracomment>
        <translation>«{what}» desconocido: &apos;{value}&apos;; elija uno de: {known}.</translation>
    </message>
    <message>
        <source>The {setting} must be text.</source>
        <translation>El ajuste «{setting}» debe ser texto.</translation>
    </message>
    <message>
        <source>The {setting} must be a whole number.</source>
        <translation>El ajuste «{setting}» debe ser un número entero.</translation>
    </message>
    <message>
        <source>no sound</source>
        <extracomment>The sounds a moment may play (the bundled cues, ``resources/sounds``).</extracomment>
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
        <source>A line shows for {low} to {high} seconds, or 0: not shown.</source>
        <extracomment>The automation&apos;s four actions: the setting&apos;s id is ``on_&lt;moment&gt;_&lt;action&gt;``.</extracomment>
        <translation>Una línea se muestra de {low} a {high} segundos, o 0: no se muestra.</translation>
    </message>
    <message>
        <source>sound at {moment}</source>
        <extracomment>How a sentence names an action at a moment: &quot;sound at a new level&quot;.</extracomment>
        <translation>sonido en {moment}</translation>
    </message>
    <message>
        <source>line at {moment}</source>
        <translation>línea en {moment}</translation>
    </message>
    <message>
        <source>show at {moment}</source>
        <translation>tiempo en pantalla en {moment}</translation>
    </message>
    <message>
        <source>flash at {moment}</source>
        <translation>destello en {moment}</translation>
    </message>
    <message>
        <source>a new level</source>
        <extracomment>The moments as a sentence names them (``moments.MOMENT_TITLES`` begin a line).</extracomment>
        <translation>un nivel nuevo</translation>
    </message>
    <message>
        <source>a break</source>
        <translation>un descanso</translation>
    </message>
    <message>
        <source>the end of a break</source>
        <translation>el final de un descanso</translation>
    </message>
    <message>
        <source>one minute left</source>
        <translation>el último minuto</translation>
    </message>
    <message>
        <source>late registration closes</source>
        <translation>el cierre del registro tardío</translation>
    </message>
    <message>
        <source>the money bubble</source>
        <translation>la burbuja</translation>
    </message>
    <message>
        <source>in the money</source>
        <translation>la entrada en premios</translation>
    </message>
    <message>
        <source>the final table</source>
        <translation>la mesa final</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>sonido</translation>
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
        <source>The event needs a name.</source>
        <translation>El torneo necesita un nombre.</translation>
    </message>
    <message>
        <source>The event&apos;s name</source>
        <translation>El nombre del torneo</translation>
    </message>
    <message>
        <source>The event name is longer than {most} characters.</source>
        <translation>El nombre del torneo tiene más de {most} caracteres.</translation>
    </message>
    <message>
        <source>The bounty ({bounty}) comes out of the buy-in, so it cannot be more than the buy-in ({buy_in}).</source>
        <translation>La recompensa ({bounty}) sale del buy-in, así que no puede ser mayor que el buy-in ({buy_in}).</translation>
    </message>
    <message>
        <source>Mystery draws share the whole bounty pool, so they start after late registration closes (at the end of level {close}): from level {first} on, or in the money.</source>
        <translation>Los sorteos misteriosos reparten todo el bote de recompensas, así que empiezan tras el cierre del registro tardío (al final del nivel {close}): desde el nivel {first}, o en los premios.</translation>
    </message>
    <message>
        <source>The table order lists {listed} but the event has {tables}.</source>
        <translation>El orden de mesas indica {listed}, pero el torneo tiene {tables}.</translation>
    </message>
    <message>
        <source>An early balance tolerance needs both the tolerance and the number of tables above which it applies (or neither).</source>
        <translation>Una tolerancia inicial de equilibrado necesita la tolerancia y el número de mesas por encima del cual se aplica (o ninguno de los dos).</translation>
    </message>
    <message>
        <source>The early balance tolerance runs from the balance tolerance ({tolerance}) to {most}: tables are balanced more tightly as the event goes on.</source>
        <translation>La tolerancia inicial va de la tolerancia de equilibrado ({tolerance}) a {most}: las mesas se equilibran más estrictamente según avanza el torneo.</translation>
    </message>
    <message>
        <source>&apos;{view}&apos; is not a room-screen view; name some of: {known}.</source>
        <translation>&apos;{view}&apos; no es una vista de pantalla de sala; indique algunas de: {known}.</translation>
    </message>
    <message>
        <source>An empty name is not a room-screen view; name some of: {known}.</source>
        <translation>Un nombre vacío no es una vista de pantalla de sala; indique algunas de: {known}.</translation>
    </message>
    <message>
        <source>Name each room-screen view once.</source>
        <translation>Indique cada vista de pantalla de sala una sola vez.</translation>
    </message>
    <message>
        <source>The live status feed&apos;s address is longer than {most} characters.</source>
        <translation>La dirección del feed de estado en vivo tiene más de {most} caracteres.</translation>
    </message>
    <message>
        <source>The live status feed&apos;s address may not hold spaces or control characters.</source>
        <translation>La dirección del feed de estado en vivo no puede tener espacios ni caracteres de control.</translation>
    </message>
    <message>
        <source>The live status feed is sent over the web: its address starts with http:// or https:// (got &apos;{url}&apos;).</source>
        <translation>El feed de estado en vivo se envía por la web: su dirección empieza por http:// o https:// (recibido: &apos;{url}&apos;).</translation>
    </message>
    <message>
        <source>The live status feed&apos;s address has a port that is not a number: &apos;{url}&apos;.</source>
        <translation>La dirección del feed de estado en vivo tiene un puerto que no es un número: &apos;{url}&apos;.</translation>
    </message>
    <message>
        <source>The live status feed&apos;s address names no host: &apos;{url}&apos;.</source>
        <translation>La dirección del feed de estado en vivo no indica ningún host: &apos;{url}&apos;.</translation>
    </message>
    <message>
        <source>Rebuy and add-on prices and fees cannot be negative.</source>
        <translation>Los precios y cuotas de recompras y add-ons no pueden ser negativos.</translation>
    </message>
    <message>
        <source>A rebuy or add-on gives at least one chip.</source>
        <translation>Una recompra o un add-on da al menos una ficha.</translation>
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
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>event type</source>
        <translation>tipo de torneo</translation>
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
        <source>rulebook</source>
        <translation>reglamento</translation>
    </message>
    <message>
        <source>Hand-for-hand, one table</source>
        <translation>Mano a mano, una mesa</translation>
    </message>
    <message>
        <source>order of hand-for-hand busts at one table</source>
        <translation>orden de eliminaciones en mano a mano en una mesa</translation>
    </message>
    <message>
        <source>hand-for-hand bust order</source>
        <translation>orden de eliminaciones en mano a mano</translation>
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
        <source>names on the web</source>
        <translation>nombres en la web</translation>
    </message>
    <message>
        <source>way of showing names</source>
        <translation>forma de mostrar los nombres</translation>
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
        <source>screen views</source>
        <translation>vistas de pantalla</translation>
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
        <source>screen view time</source>
        <translation>tiempo por vista</translation>
    </message>
    <message>
        <source>how long a web room screen shows each view (each page of the seating)</source>
        <translation>cuánto tiempo muestra una pantalla de sala web cada vista (cada página de los asientos)</translation>
    </message>
    <message>
        <source>A room-screen view shows for {low} to {high} seconds.</source>
        <translation>Una vista de pantalla de sala se muestra de {low} a {high} segundos.</translation>
    </message>
    <message>
        <source>Live status feed</source>
        <translation>Canal de estado en directo</translation>
    </message>
    <message>
        <source>live status feed</source>
        <translation>feed de estado en vivo</translation>
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
        <source>sign-up from phones</source>
        <translation>preinscripción por móvil</translation>
    </message>
    <message>
        <source>sign-up state</source>
        <translation>estado de la preinscripción</translation>
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
        <source>sign-up cap</source>
        <translation>máximo de preinscripciones en espera</translation>
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
        <source>From 1 to {most} sign-ups may wait at once.</source>
        <translation>Pueden esperar a la vez de 1 a {most} preinscripciones.</translation>
    </message>
    <message>
        <source>Late entrants get</source>
        <translation>Los que entran tarde reciben</translation>
    </message>
    <message>
        <source>late-registration policy</source>
        <translation>regla de registro tardío</translation>
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
        <source>late registration&apos;s closing level</source>
        <translation>nivel de cierre del registro tardío</translation>
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
        <source>Late registration must close at the end of level 1 or later.</source>
        <translation>El registro tardío debe cerrar al final del nivel 1 o después.</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Stack inicial</translation>
    </message>
    <message>
        <source>starting stack</source>
        <translation>stack inicial</translation>
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
        <source>The starting stack must be more than zero chips.</source>
        <translation>El stack inicial debe tener más de cero fichas.</translation>
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
        <translation>la parte de una entrada que va a premios: 50 o 50.00</translation>
    </message>
    <message>
        <source>Buy-in and fee cannot be negative.</source>
        <translation>El buy-in y la cuota no pueden ser negativos.</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Cuota</translation>
    </message>
    <message>
        <source>fee</source>
        <translation>cuota</translation>
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
        <source>bounty</source>
        <translation>recompensa</translation>
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
        <source>The bounty cannot be negative.</source>
        <translation>La recompensa no puede ser negativa.</translation>
    </message>
    <message>
        <source>Bounty format</source>
        <translation>Formato de recompensa</translation>
    </message>
    <message>
        <source>bounty format</source>
        <translation>formato de recompensa</translation>
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
        <source>progressive bounty&apos;s cash share</source>
        <translation>parte en efectivo de la recompensa progresiva</translation>
    </message>
    <message>
        <source>progressive knockout: the share of a busted entry&apos;s bounty paid to the eliminator in cash (default 50); the rest goes onto the eliminator&apos;s own bounty</source>
        <translation>knockout progresivo: la parte de la recompensa de una entrada eliminada que se paga en efectivo a quien elimina (50 por defecto); el resto va a su propia recompensa</translation>
    </message>
    <message>
        <source>The cash share of a bounty runs from 0 to 100 percent.</source>
        <translation>La parte en efectivo de una recompensa va del 0 al 100 por ciento.</translation>
    </message>
    <message>
        <source>Mystery draws from level</source>
        <translation>Sorteos misteriosos desde el nivel</translation>
    </message>
    <message>
        <source>level the mystery draws start at</source>
        <translation>nivel de inicio de los sorteos misteriosos</translation>
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
        <source>Mystery draws start at level 1 or later.</source>
        <translation>Los sorteos misteriosos empiezan en el nivel 1 o después.</translation>
    </message>
    <message>
        <source>Mystery draws left</source>
        <translation>Sorteos misteriosos sobrantes</translation>
    </message>
    <message>
        <source>mystery draws left over</source>
        <translation>sorteos misteriosos sobrantes</translation>
    </message>
    <message>
        <source>way of giving the draws left over</source>
        <translation>forma de dar los sorteos sobrantes</translation>
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
        <source>progressive bounty&apos;s rounding unit</source>
        <translation>unidad de redondeo PKO</translation>
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
        <source>The PKO rounding unit runs from {low} to {high}.</source>
        <translation>La unidad de redondeo PKO va de {low} a {high}.</translation>
    </message>
    <message>
        <source>Satellite seat</source>
        <translation>Asiento del satélite</translation>
    </message>
    <message>
        <source>satellite seat value</source>
        <translation>valor del asiento del satélite</translation>
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
        <source>The satellite seat value cannot be negative.</source>
        <translation>El valor del asiento del satélite no puede ser negativo.</translation>
    </message>
    <message>
        <source>Satellite remainder</source>
        <translation>Resto del satélite</translation>
    </message>
    <message>
        <source>satellite remainder</source>
        <translation>resto del satélite</translation>
    </message>
    <message>
        <source>way of paying the satellite remainder</source>
        <translation>forma de pagar el resto del satélite</translation>
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
        <source>number of tables</source>
        <translation>número de mesas</translation>
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
        <source>Tables must be between 0 and {most}.</source>
        <translation>El número de mesas debe estar entre 0 y {most}.</translation>
    </message>
    <message>
        <source>Seats per table</source>
        <translation>Asientos por mesa</translation>
    </message>
    <message>
        <source>seats per table</source>
        <translation>asientos por mesa</translation>
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
        <source>A table has between {low} and {high} seats.</source>
        <translation>Una mesa tiene entre {low} y {high} asientos.</translation>
    </message>
    <message>
        <source>Chips per level</source>
        <translation>Fichas por nivel</translation>
    </message>
    <message>
        <source>chips deducted per level</source>
        <translation>fichas descontadas por nivel</translation>
    </message>
    <message>
        <source>chips deducted per level started (the &apos;per-level&apos; policy)</source>
        <translation>fichas descontadas por nivel empezado (la regla &apos;per-level&apos;)</translation>
    </message>
    <message>
        <source>The chips deducted per level cannot be negative.</source>
        <translation>Las fichas descontadas por nivel no pueden ser negativas.</translation>
    </message>
    <message>
        <source>Deduct at most</source>
        <translation>Descontar como máximo</translation>
    </message>
    <message>
        <source>late-registration deduction cap</source>
        <translation>tope de descuento del registro tardío</translation>
    </message>
    <message>
        <source>the most chips the blinds deducted may take (the &apos;capped-blinds&apos; policy)</source>
        <translation>el máximo de fichas que pueden llevarse las ciegas descontadas (la regla &apos;capped-blinds&apos;)</translation>
    </message>
    <message>
        <source>The deduction cap cannot be negative.</source>
        <translation>El tope de descuento no puede ser negativo.</translation>
    </message>
    <message>
        <source>Re-entries per player</source>
        <translation>Reentradas por jugador</translation>
    </message>
    <message>
        <source>re-entries per player</source>
        <translation>reentradas por jugador</translation>
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
        <source>Re-entries per player cannot be negative.</source>
        <translation>Las reentradas por jugador no pueden ser negativas.</translation>
    </message>
    <message>
        <source>Rebuys per entry</source>
        <translation>Recompras por entrada</translation>
    </message>
    <message>
        <source>rebuys per entry</source>
        <translation>recompras por entrada</translation>
    </message>
    <message>
        <source>rebuys per entry (default 0: none)</source>
        <translation>recompras por entrada (0 por defecto: ninguna)</translation>
    </message>
    <message>
        <source>Rebuys per player cannot be negative.</source>
        <translation>Las recompras por jugador no pueden ser negativas.</translation>
    </message>
    <message>
        <source>Rebuys until the end of</source>
        <translation>Recompras hasta el final del</translation>
    </message>
    <message>
        <source>last rebuy level</source>
        <translation>último nivel de recompra</translation>
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
        <source>Rebuys must end at the end of level 1 or later.</source>
        <translation>Las recompras deben terminar al final del nivel 1 o después.</translation>
    </message>
    <message>
        <source>Rebuy with at most</source>
        <translation>Recompra con como máximo</translation>
    </message>
    <message>
        <source>rebuy stack limit</source>
        <translation>límite de stack para recomprar</translation>
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
        <source>The rebuy stack limit cannot be negative.</source>
        <translation>El límite de stack para recomprar no puede ser negativo.</translation>
    </message>
    <message>
        <source>Rebuy chips</source>
        <translation>Fichas de recompra</translation>
    </message>
    <message>
        <source>rebuy chips</source>
        <translation>fichas de recompra</translation>
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
        <source>rebuy price</source>
        <translation>precio de la recompra</translation>
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
        <source>rebuy fee</source>
        <translation>cuota de recompra</translation>
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
        <source>add-ons per entry</source>
        <translation>add-ons por entrada</translation>
    </message>
    <message>
        <source>add-ons per entry (default 0: none)</source>
        <translation>add-ons por entrada (0 por defecto: ninguno)</translation>
    </message>
    <message>
        <source>Add-ons per player cannot be negative.</source>
        <translation>Los add-ons por jugador no pueden ser negativos.</translation>
    </message>
    <message>
        <source>Add-ons until the end of</source>
        <translation>Add-ons hasta el final del</translation>
    </message>
    <message>
        <source>last add-on level</source>
        <translation>último nivel de add-on</translation>
    </message>
    <message>
        <source>add-ons are offered through the end of this level and the break after it</source>
        <translation>los add-ons se ofrecen hasta el final de este nivel y en el descanso que sigue</translation>
    </message>
    <message>
        <source>Add-ons must end at the end of level 1 or later.</source>
        <translation>Los add-ons deben terminar al final del nivel 1 o después.</translation>
    </message>
    <message>
        <source>Add-on chips</source>
        <translation>Fichas de add-on</translation>
    </message>
    <message>
        <source>add-on chips</source>
        <translation>fichas de add-on</translation>
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
        <source>add-on price</source>
        <translation>precio del add-on</translation>
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
        <source>add-on fee</source>
        <translation>cuota de add-on</translation>
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
        <source>flight</source>
        <translation>flight</translation>
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
        <source>A flight feeds an existing event (its number).</source>
        <translation>Un flight alimenta un torneo existente (su número).</translation>
    </message>
    <message>
        <source>Table order</source>
        <translation>Orden de mesas</translation>
    </message>
    <message>
        <source>table order</source>
        <translation>orden de mesas</translation>
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
        <source>balance tolerance</source>
        <translation>tolerancia de equilibrado</translation>
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
        <source>The balance tolerance is the largest difference allowed between the fullest and the shortest table: 1 to {most}. 0 is not possible: with an odd number of players, two tables would pass a player back and forth forever.</source>
        <translation>La tolerancia de equilibrado es la mayor diferencia permitida entre la mesa más llena y la más corta: de 1 a {most}. 0 no es posible: con un número impar de jugadores, dos mesas se pasarían un jugador sin fin.</translation>
    </message>
    <message>
        <source>Early in the event</source>
        <translation>Al principio del torneo</translation>
    </message>
    <message>
        <source>early balance tolerance</source>
        <translation>tolerancia inicial de equilibrado</translation>
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
        <source>tables the early tolerance applies above</source>
        <translation>mesas por encima de las cuales se aplica la tolerancia inicial</translation>
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
        <source>The early tolerance applies while more than N tables are open; N runs from 1 to {most}.</source>
        <translation>La tolerancia inicial se aplica mientras haya más de N mesas abiertas; N va de 1 a {most}.</translation>
    </message>
    <message>
        <source>Break order</source>
        <translation>Orden de rotura</translation>
    </message>
    <message>
        <source>break order</source>
        <translation>orden de cierre de mesas</translation>
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
        <source>giving table</source>
        <translation>mesa que cede un jugador</translation>
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
        <source>players per table before a table breaks</source>
        <translation>jugadores por mesa antes de romper una mesa</translation>
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
        <source>A table seats 2 to {seats} (the seats per table), not {value}.</source>
        <translation>Una mesa sienta de 2 a {seats} (los asientos por mesa), no {value}.</translation>
    </message>
    <message>
        <source>Final table</source>
        <translation>Mesa final</translation>
    </message>
    <message>
        <source>final table size</source>
        <translation>tamaño de la mesa final</translation>
    </message>
    <message>
        <source>players at the final table (two tables of five make a 9-handed final)</source>
        <translation>jugadores en la mesa final (dos mesas de cinco hacen una final de 9)</translation>
    </message>
    <message>
        <source>A full table</source>
        <translation>Una mesa llena</translation>
    </message>
    <message>
        <source>The final table seats 2 to {seats} (the seats per table), not {value}.</source>
        <translation>La mesa final sienta de 2 a {seats} (los asientos por mesa), no {value}.</translation>
    </message>
    <message>
        <source>The &apos;{policy}&apos; policy needs {needs}.</source>
        <extracomment>Every setting, in the order the settings are checked.</extracomment>
        <translation>La regla &apos;{policy}&apos; necesita {needs}.</translation>
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
    <message>
        <source>{waiting} waiting for a seat</source>
        <translation>{waiting} esperando asiento</translation>
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
        <source>counted at {0} UTC</source>
        <translation>contado a las {0} UTC</translation>
    </message>
    <message>
        <source>{deduction} chips deducted</source>
        <translation>{deduction} fichas descontadas</translation>
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
    <message>
        <source>{count} entry</source>
        <translation>{count} entrada</translation>
    </message>
    <message>
        <source>{count} entries</source>
        <translation>{count} entradas</translation>
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
        <source>entry {number}</source>
        <translation>entrada {number}</translation>
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
    <name>reports.bag_slips</name>
    <message>
        <source>BAG {bag}</source>
        <translation>BOLSA {bag}</translation>
    </message>
    <message>
        <source>Entry {number} · {day}</source>
        <translation>Entrada {number} · {day}</translation>
    </message>
    <message>
        <source>Signed: ____________________</source>
        <translation>Firma: ____________________</translation>
    </message>
    <message>
        <source>CHIPS BAGGED</source>
        <translation>FICHAS EMBOLSADAS</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Bag</source>
        <translation>Bolsa</translation>
    </message>
    <message>
        <source>Table · Seat</source>
        <translation>Mesa · Asiento</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>sin contar</translation>
    </message>
    <message>
        <source>Chip counts</source>
        <translation>Recuento de fichas</translation>
    </message>
</context>
<context>
    <name>reports.card_layouts</name>
    <message>
        <source>A4, 10 cards a sheet</source>
        <translation>A4, 10 tarjetas por hoja</translation>
    </message>
    <message>
        <source>US Letter, 10 cards a sheet</source>
        <translation>US Letter, 10 tarjetas por hoja</translation>
    </message>
    <message>
        <source>80 mm thermal tickets</source>
        <translation>Tickets térmicos de 80 mm</translation>
    </message>
</context>
<context>
    <name>reports.cash_report</name>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
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
        <source>Paid to</source>
        <translation>Pagado a</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Totals: the sheet balances</source>
        <translation>Totales: la hoja cuadra</translation>
    </message>
    <message>
        <source>Totals: the sheet DOES NOT BALANCE</source>
        <translation>Totales: la hoja NO CUADRA</translation>
    </message>
    <message>
        <source>Guarantee {guarantee}: the house adds an overlay of {overlay}.</source>
        <translation>Garantizado {guarantee}: la casa añade un overlay de {overlay}.</translation>
    </message>
    <message>
        <source>Money in</source>
        <translation>Entradas de dinero</translation>
    </message>
    <message>
        <source>No money in yet.</source>
        <translation>Todavía no ha entrado dinero.</translation>
    </message>
    <message>
        <source>Money out</source>
        <translation>Salidas de dinero</translation>
    </message>
    <message>
        <source>Nothing paid yet.</source>
        <translation>Todavía no se ha pagado nada.</translation>
    </message>
    <message>
        <source>In</source>
        <translation>Entradas</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Salidas</translation>
    </message>
    <message>
        <source>Difference (in - out)</source>
        <translation>Diferencia (entradas − salidas)</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Firmas</translation>
    </message>
    <message>
        <source>Everyone who takes money away signs for the amount beside their name; the director and the cashier sign the last lines.</source>
        <translation>Quien se lleva dinero firma por el importe junto a su nombre; el director y el cajero firman las últimas líneas.</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Director</translation>
    </message>
    <message>
        <source>Cashier</source>
        <translation>Cajero</translation>
    </message>
</context>
<context>
    <name>reports.chip_chart</name>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Contado</translation>
    </message>
    <message>
        <source>Table · seat</source>
        <translation>Mesa · asiento</translation>
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
        <source>The chip leader and the average stack, count by count</source>
        <translation>El líder en fichas y el stack medio, conteo a conteo</translation>
    </message>
    <message>
        <source>No stack has been counted yet.</source>
        <translation>Todavía no se ha contado ningún stack.</translation>
    </message>
    <message>
        <source>Chip leaders by last count</source>
        <translation>Líderes en fichas según el último conteo</translation>
    </message>
    <message>
        <source>No seated player&apos;s stack is counted.</source>
        <translation>No hay ningún stack de jugador sentado contado.</translation>
    </message>
</context>
<context>
    <name>reports.colour_up</name>
    <message>
        <source>Chip</source>
        <translation>Ficha</translation>
    </message>
    <message>
        <source>In the case</source>
        <translation>En el maletín</translation>
    </message>
    <message>
        <source>Each table</source>
        <translation>Por mesa</translation>
    </message>
    <message>
        <source>In all</source>
        <translation>En total</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Faltan</translation>
    </message>
    <message>
        <source>Each player</source>
        <translation>Por jugador</translation>
    </message>
    <message>
        <source>{chip} ({colour})</source>
        <translation>{chip} ({colour})</translation>
    </message>
    <message>
        <source>Break before level 1</source>
        <translation>Descanso antes del nivel 1</translation>
    </message>
    <message>
        <source>Break after level {level}</source>
        <translation>Descanso después del nivel {level}</translation>
    </message>
    <message>
        <source>{chip}: up to {count}</source>
        <translation>{chip}: hasta {count}</translation>
    </message>
    <message>
        <source>Coming off each table: {leaving}. Each table needs, at most:</source>
        <translation>Salen de cada mesa: {leaving}. Cada mesa necesita, como máximo:</translation>
    </message>
    <message>
        <source>Starting stack {stack}</source>
        <translation>Stack inicial {stack}</translation>
    </message>
    <message>
        <source>Colour-ups</source>
        <translation>Cambios de color</translation>
    </message>
    <message>
        <source>No break in this structure colours up chips.</source>
        <translation>Ningún descanso de esta estructura cambia fichas.</translation>
    </message>
</context>
<context>
    <name>reports.member_cards</name>
    <message>
        <source>Dues paid until {date}</source>
        <extracomment>The narrowest bar a scanner reads reliably from a laser or inkjet print.</extracomment>
        <translation>Cuota hasta {date}</translation>
    </message>
    <message>
        <source>MEMBERSHIP CARD</source>
        <translation>TARJETA DE SOCIO</translation>
    </message>
</context>
<context>
    <name>reports.move_slips</name>
    <message>
        <source>MOVE</source>
        <translation>CAMBIO</translation>
    </message>
    <message>
        <source>FROM</source>
        <translation>DE</translation>
    </message>
    <message>
        <source>TO</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Table {table}, seat {seat}</source>
        <translation>Mesa {table}, asiento {seat}</translation>
    </message>
    <message>
        <source>Table {table}  Seat {seat}</source>
        <translation>Mesa {table}  Asiento {seat}</translation>
    </message>
</context>
<context>
    <name>reports.page_frame</name>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Página {page} de {pages}</translation>
    </message>
</context>
<context>
    <name>reports.payout_receipts</name>
    <message>
        <source>This payout reaches the venue&apos;s reporting threshold ({threshold}): the player&apos;s identity is recorded for tax purposes.</source>
        <translation>Este pago alcanza el umbral de declaración del local ({threshold}): la identidad del jugador se registra a efectos fiscales.</translation>
    </message>
    <message>
        <source>Bounties won</source>
        <translation>Bounties ganados</translation>
    </message>
    <message>
        <source>Receipt: {place}, {player}</source>
        <translation>Recibo: {place}, {player}</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <source>Total received</source>
        <translation>Total recibido</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Firma</translation>
    </message>
</context>
<context>
    <name>reports.payouts_sheet</name>
    <message>
        <source>Amount</source>
        <translation>Importe</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detalle</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Parte</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Bote de premios</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Premios</translation>
    </message>
    <message>
        <source>No payouts yet.</source>
        <translation>Todavía no hay premios.</translation>
    </message>
</context>
<context>
    <name>reports.results_html</name>
    <message>
        <source>Place</source>
        <extracomment>Nothing loads and nothing runs: the page is only what is in the file.</extracomment>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entradas</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Bote de premios</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>Still playing</source>
        <translation>Siguen jugando</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <source>Bounties</source>
        <translation>Bounties</translation>
    </message>
    <message>
        <source>{count} still playing: they are listed once they finish.</source>
        <translation>{count} siguen jugando: se listan cuando queden eliminados.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Paga</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Premios</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
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
        <source>League standings: {title}</source>
        <translation>Clasificación de la liga: {title}</translation>
    </message>
    <message>
        <source>{event}: results</source>
        <translation>{event}: resultados</translation>
    </message>
    <message>
        <source>{made} with floortool</source>
        <translation>{made} con floortool</translation>
    </message>
</context>
<context>
    <name>reports.results_image</name>
    <message>
        <source>ENTRIES</source>
        <translation>ENTRADAS</translation>
    </message>
    <message>
        <source>PRIZE POOL</source>
        <translation>BOTE</translation>
    </message>
    <message>
        <source>BUY-IN</source>
        <translation>BUY-IN</translation>
    </message>
    <message>
        <source>PLAYING</source>
        <translation>EN JUEGO</translation>
    </message>
    <message>
        <source>WINNER</source>
        <translation>GANADOR</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>and {count} more</source>
        <translation>y {count} más</translation>
    </message>
    <message>
        <source>{count} still playing</source>
        <translation>{count} siguen jugando</translation>
    </message>
    <message>
        <source>Nobody has finished yet</source>
        <translation>Todavía no hay eliminados</translation>
    </message>
    <message>
        <source>League: {title}</source>
        <translation>Liga: {title}</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} pts</translation>
    </message>
    <message>
        <source>{made} with floortool</source>
        <translation>{made} con floortool</translation>
    </message>
</context>
<context>
    <name>reports.results_sheet</name>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <source>Bounties</source>
        <translation>Bounties</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Elim.</translation>
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
        <translation>Salida firmada</translation>
    </message>
    <message>
        <source>Why</source>
        <extracomment>The columns of a sheet with no bounties, points or sign-outs.</extracomment>
        <translation>Por qué</translation>
    </message>
    <message>
        <source>bounty unclaimed</source>
        <extracomment>Nobody was credited with the elimination.</extracomment>
        <translation>bounty sin reclamar</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>How these places were decided</source>
        <translation>Cómo se decidieron estos puestos</translation>
    </message>
</context>
<context>
    <name>reports.rulings_log</name>
    <message>
        <source>At the director&apos;s discretion.</source>
        <translation>A discreción del director.</translation>
    </message>
    <message>
        <source>No ruling to list.</source>
        <translation>Ninguna decisión que listar.</translation>
    </message>
    <message>
        <source>{book} {rule} (borrowed)</source>
        <translation>{book} {rule} (prestada)</translation>
    </message>
    <message>
        <source>{book} {rule}</source>
        <translation>{book} {rule}</translation>
    </message>
    <message>
        <source>Random pick, drawn when the ruling was given</source>
        <translation>Sorteo, realizado al tomar la decisión</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Incident log</source>
        <translation>Registro de incidencias</translation>
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
        <translation>{stack} menos {deduction} registro tardío</translation>
    </message>
    <message>
        <source>Entry 1</source>
        <translation>Entrada 1</translation>
    </message>
    <message>
        <source>Entry {number} (re-entry)</source>
        <translation>Entrada {number} (re-entry)</translation>
    </message>
    <message>
        <source>TABLE</source>
        <translation>MESA</translation>
    </message>
    <message>
        <source>SEAT</source>
        <translation>ASIENTO</translation>
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
        <translation>MESA</translation>
    </message>
    <message>
        <source>SEAT</source>
        <translation>ASIENTO</translation>
    </message>
    <message>
        <source>Nobody is seated yet.</source>
        <translation>Todavía no hay nadie sentado.</translation>
    </message>
</context>
<context>
    <name>reports.sign_in</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
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
        <source>Entry</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>alt</source>
        <translation>supl.</translation>
    </message>
    <message>
        <source>Sign-in sheet</source>
        <translation>Hoja de firmas</translation>
    </message>
    <message>
        <source>Sign beside your name. Not listed? Write your name on a blank line.</source>
        <translation>Firme junto a su nombre. ¿No aparece? Escriba su nombre en una línea en blanco.</translation>
    </message>
</context>
<context>
    <name>reports.sign_up_poster</name>
    <message>
        <source>1. Scan the code with your phone&apos;s camera.</source>
        <translation>1. Escanee el código con la cámara del móvil.</translation>
    </message>
    <message>
        <source>2. Type your name, and your membership number if you have one.</source>
        <translation>2. Escriba su nombre, y su número de socio si tiene uno.</translation>
    </message>
    <message>
        <source>3. Pay the buy-in at the desk: the director confirms you,</source>
        <translation>3. Pague el buy-in en el mostrador: el director le confirma,</translation>
    </message>
    <message>
        <source>    and your phone shows your table and seat.</source>
        <translation>    y su móvil muestra su mesa y asiento.</translation>
    </message>
    <message>
        <source>SIGN UP</source>
        <translation>PREINSCRIPCIÓN</translation>
    </message>
</context>
<context>
    <name>reports.standings_sheet</name>
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
        <translation>Ajuste</translation>
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
        <source>* Not yet ranked by average: fewer events than the ranking needs.</source>
        <translation>* Aún sin clasificar por media: menos torneos de los que exige la clasificación.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
</context>
<context>
    <name>reports.structure_sheet</name>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
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
        <source>Minutes</source>
        <translation>Minutos</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Empieza</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Antes marked BB are big-blind antes: the big blind pays the ante for the table.</source>
        <translation>Los antes marcados BB son antes de ciega grande: la ciega grande paga el ante de toda la mesa.</translation>
    </message>
    <message>
        <source>Colour up {chips}</source>
        <translation>Cambio de color {chips}</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <source>{ante} BB</source>
        <translation>{ante} BB</translation>
    </message>
    <message>
        <source>Structure: {name}</source>
        <translation>Estructura: {name}</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Estructura</translation>
    </message>
    <message>
        <source>The structure has no levels.</source>
        <translation>La estructura no tiene niveles.</translation>
    </message>
</context>
<context>
    <name>reports.table_sheets</name>
    <message>
        <source>{players} of {seats} taken</source>
        <translation>{players} de {seats} ocupados</translation>
    </message>
    <message>
        <source>button not known</source>
        <translation>botón desconocido</translation>
    </message>
    <message>
        <source>button: seat {seat}</source>
        <translation>botón: asiento {seat}</translation>
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
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <source>FINAL TABLE</source>
        <translation>MESA FINAL</translation>
    </message>
    <message>
        <source>SEAT</source>
        <translation>ASIENTO</translation>
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
        <translation>Nada que listar.</translation>
    </message>
</context>
<context>
    <name>reports.ticket_vouchers</name>
    <message>
        <source>One paid buy-in in the target event.</source>
        <translation>Un buy-in en el torneo destino.</translation>
    </message>
    <message>
        <source>Signature: ____________________</source>
        <translation>Firma: ____________________</translation>
    </message>
    <message>
        <source>Plus {cash} in cash.</source>
        <translation>Más {cash} en efectivo.</translation>
    </message>
    <message>
        <source>SATELLITE SEAT TICKET</source>
        <translation>TICKET DE SATÉLITE</translation>
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
    <message>
        <source>{label} · TOP {PAYOUT_SLOTS} OF {0} PLACES</source>
        <translation>{label} · TOP {PAYOUT_SLOTS} DE {0} PUESTOS</translation>
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
        <source>The rules are cited as their rulebook writes them, in English.</source>
        <extracomment>Shown in a translated window, where the rules alone stay in English.</extracomment>
        <translation>Las reglas se citan tal como las escribe su reglamento: en inglés.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>if {conditions}</source>
        <translation>si {conditions}</translation>
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
        <extracomment>The rulebooks by the names a director says.</extracomment>
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
    <name>rulings.absent-player</name>
    <message>
        <source>A player with a live hand, all-in players included, must stay at the table until the hand is over; leaving may be penalised. The hand is not killed for leaving, but a player who is not there to act can be put on the clock.</source>
        <translation>Un jugador con una mano viva, incluidos los que están all-in, debe quedarse en la mesa hasta que termine la mano; irse puede penalizarse. La mano no se mata por irse, pero a un jugador que no está para actuar se le puede pedir reloj.</translation>
    </message>
    <message>
        <source>Absent player at the deal, or player leaves with a live hand</source>
        <translation>Jugador ausente en el reparto, o jugador que se va con una mano viva</translation>
    </message>
    <message>
        <source>Ask the player to come back to the table.</source>
        <translation>Pedir al jugador que vuelva a la mesa.</translation>
    </message>
    <message>
        <source>Call the clock if they are not there to act.</source>
        <translation>Pedir reloj si no está para actuar.</translation>
    </message>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Seguir con la mano.</translation>
    </message>
    <message>
        <source>Decide on a penalty after the hand.</source>
        <translation>Decidir una penalización después de la mano.</translation>
    </message>
    <message>
        <source>Fold the absent player&apos;s hand when the action reaches it.</source>
        <translation>Tirar la mano del jugador ausente cuando le llegue la acción.</translation>
    </message>
    <message>
        <source>House rule: an absent player is always dealt in, and the hand is folded only if they are still away when the action reaches them. The player was back in time, so the hand is live.</source>
        <translation>Regla de la casa: a un jugador ausente siempre se le reparte, y la mano solo se tira si sigue fuera cuando le llega la acción. El jugador volvió a tiempo, así que la mano está viva.</translation>
    </message>
    <message>
        <source>House rule: the player was not there when the action reached them, so the hand is folded, even a live blind&apos;s option. Blinds posted stay in the pot; the player keeps being dealt in and blinded while away.</source>
        <translation>Regla de la casa: el jugador no estaba cuando le llegó la acción, así que su mano se tira, incluso la opción de una ciega viva. Las ciegas puestas se quedan en el bote; al jugador se le sigue repartiendo y pagando ciegas mientras esté fuera.</translation>
    </message>
    <message>
        <source>Keep dealing them in and posting their blinds while they are away.</source>
        <translation>Seguir repartiéndole cartas y poniendo sus ciegas mientras esté fuera.</translation>
    </message>
    <message>
        <source>Kill the absent player&apos;s hand as soon as the deal is finished.</source>
        <translation>Matar la mano del jugador ausente en cuanto termine el reparto.</translation>
    </message>
    <message>
        <source>Leave their blinds and antes in the pot.</source>
        <translation>Dejar sus ciegas y antes en el bote.</translation>
    </message>
    <message>
        <source>Leave their blinds in the pot.</source>
        <translation>Dejar sus ciegas en el bote.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>The player walked away from the table with a live hand</source>
        <translation>El jugador se levantó de la mesa con una mano viva</translation>
    </message>
    <message>
        <source>The player was at the seat when the last card of the deal was dealt, so the hand is live.</source>
        <translation>El jugador estaba en su asiento cuando se repartió la última carta, así que la mano está viva.</translation>
    </message>
    <message>
        <source>The player was away when the cards were dealt</source>
        <translation>El jugador no estaba cuando se repartieron las cartas</translation>
    </message>
    <message>
        <source>The player was not at the seat when the last card of the initial deal was dealt: the hand is dead at once, and any blinds and antes the player posted stay in the pot. An absent player is still dealt in and posts blinds and antes every hand.</source>
        <translation>El jugador no estaba en su asiento cuando se repartió la última carta del reparto inicial: la mano queda muerta en el acto, y las ciegas y antes que puso se quedan en el bote. A un jugador ausente se le siguen repartiendo cartas y paga ciegas y antes en cada mano.</translation>
    </message>
    <message>
        <source>Was the player at their seat (within reach of the chair) when the last card of the initial deal was dealt?</source>
        <translation>¿Estaba el jugador en su asiento (al alcance de su silla) cuando se repartió la última carta del reparto inicial?</translation>
    </message>
    <message>
        <source>Was the player back in their seat when the action reached them?</source>
        <translation>¿Había vuelto el jugador a su asiento cuando le llegó la acción?</translation>
    </message>
    <message>
        <source>What happened?</source>
        <translation>¿Qué ha pasado?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>absent player</source>
        <translation>jugador ausente</translation>
    </message>
    <message>
        <source>away from table</source>
        <translation>lejos de la mesa</translation>
    </message>
    <message>
        <source>missing player</source>
        <translation>falta un jugador</translation>
    </message>
    <message>
        <source>not at seat</source>
        <translation>no está en su asiento</translation>
    </message>
    <message>
        <source>player away</source>
        <translation>jugador fuera</translation>
    </message>
    <message>
        <source>player left the table</source>
        <translation>el jugador dejó la mesa</translation>
    </message>
</context>
<context>
    <name>rulings.action-out-of-turn</name>
    <message>
        <source>A declared fold is binding: the hand is dead. The action goes back to the player whose turn it was.</source>
        <translation>Una tirada declarada es vinculante: la mano está muerta. La acción vuelve al jugador al que le tocaba.</translation>
    </message>
    <message>
        <source>A fold out of turn is always binding. The action goes back to the player whose turn it was.</source>
        <translation>Tirarse fuera de turno siempre es vinculante. La acción vuelve al jugador al que le tocaba.</translation>
    </message>
    <message>
        <source>A player in between bet, called or raised, so the out-of-turn action is not binding: the chips come back and the player decides afresh at their turn.</source>
        <translation>Un jugador entre medias apostó, igualó o subió, así que la acción fuera de turno no es vinculante: se devuelven las fichas y el jugador decide de nuevo en su turno.</translation>
    </message>
    <message>
        <source>A player who checked out of turn may not bet or raise at their next turn: if nobody bets they stay checked, and facing a bet they may only call or fold.</source>
        <translation>Un jugador que pasó fuera de turno no puede apostar ni subir en su siguiente turno: si nadie apuesta, sigue pasado, y ante una apuesta solo puede igualar o tirarse.</translation>
    </message>
    <message>
        <source>Action out of turn</source>
        <translation>Acción fuera de turno</translation>
    </message>
    <message>
        <source>At their turn, the player who checked out of turn may only check, call or fold.</source>
        <translation>En su turno, el jugador que pasó fuera de turno solo puede pasar, igualar o tirarse.</translation>
    </message>
    <message>
        <source>Back the action up to the player whose turn it was.</source>
        <translation>Devolver la acción al jugador al que le tocaba.</translation>
    </message>
    <message>
        <source>Bet or raise</source>
        <translation>Apuesta o subida</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Igualar (call)</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Pasar (check)</translation>
    </message>
    <message>
        <source>Consider a penalty if it happens again.</source>
        <translation>Considerar una penalización si se repite.</translation>
    </message>
    <message>
        <source>Consider a penalty, especially if it is deliberate or repeated.</source>
        <translation>Considerar una penalización, sobre todo si es deliberado o repetido.</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Tirarse (fold)</translation>
    </message>
    <message>
        <source>Nobody in between bet, called or raised, so the out-of-turn action may be held binding. Deliberately acting out of turn is not tolerated.</source>
        <translation>Nadie entre medias apostó, igualó ni subió, así que la acción fuera de turno puede darse por vinculante. No se tolera actuar fuera de turno a propósito.</translation>
    </message>
    <message>
        <source>Once the action went back to the skipped player(s), what did they do?</source>
        <translation>Cuando la acción volvió al jugador o jugadores saltados, ¿qué hicieron?</translation>
    </message>
    <message>
        <source>Only checks or folds</source>
        <translation>Solo pases o tiradas</translation>
    </message>
    <message>
        <source>Return the chips the player put in out of turn.</source>
        <translation>Devolver al jugador las fichas que puso fuera de turno.</translation>
    </message>
    <message>
        <source>Someone bet or raised</source>
        <translation>Alguien apostó o subió</translation>
    </message>
    <message>
        <source>Someone called, nobody bet or raised</source>
        <translation>Alguien igualó, nadie apostó ni subió</translation>
    </message>
    <message>
        <source>The action facing the player who acted out of turn has changed (a bet or raise in between), so that action is not binding: their chips come back and they have every option (call, raise or fold).</source>
        <translation>La acción que tenía delante el jugador que actuó fuera de turno ha cambiado (una apuesta o subida entre medias), así que esa acción no es vinculante: recupera sus fichas y tiene todas las opciones (igualar, subir o tirarse).</translation>
    </message>
    <message>
        <source>The action is backed up to the skipped player. Their check, call or fold does not change the action the out-of-turn player faced, so the out-of-turn action is binding. A penalty may follow.</source>
        <translation>La acción vuelve al jugador saltado. Su pase, igualada o tirada no cambia la acción que tenía delante el jugador fuera de turno, así que la acción fuera de turno es vinculante. Puede haber penalización.</translation>
    </message>
    <message>
        <source>The player who folded out of turn stays folded.</source>
        <translation>El jugador que se tiró fuera de turno sigue fuera.</translation>
    </message>
    <message>
        <source>Warn the player if it was deliberate.</source>
        <translation>Advertir al jugador si fue deliberado.</translation>
    </message>
    <message>
        <source>What did the player do out of turn?</source>
        <translation>¿Qué hizo el jugador fuera de turno?</translation>
    </message>
    <message>
        <source>When it comes back round, hold the out-of-turn action as made.</source>
        <translation>Cuando vuelva la acción, mantener la acción fuera de turno tal como se hizo.</translation>
    </message>
    <message>
        <source>When it comes back round, the out-of-turn action stands as made.</source>
        <translation>Cuando vuelva la acción, la acción fuera de turno se mantiene tal como se hizo.</translation>
    </message>
    <message>
        <source>When it is their turn, they act as they choose.</source>
        <translation>Cuando le toque, actúa como quiera.</translation>
    </message>
    <message>
        <source>When it is their turn, they may call, raise or fold.</source>
        <translation>Cuando le toque, puede igualar, subir o tirarse.</translation>
    </message>
    <message>
        <source>acted out of turn</source>
        <translation>actuó fuera de turno</translation>
    </message>
    <message>
        <source>bet out of turn</source>
        <translation>apostó fuera de turno</translation>
    </message>
    <message>
        <source>checked out of turn</source>
        <translation>pasó fuera de turno</translation>
    </message>
    <message>
        <source>folded out of turn</source>
        <translation>se tiró fuera de turno</translation>
    </message>
    <message>
        <source>oot</source>
        <translation>oot</translation>
    </message>
    <message>
        <source>out of turn</source>
        <translation>fuera de turno</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>saltado</translation>
    </message>
</context>
<context>
    <name>rulings.all-in-exposure</name>
    <message>
        <source>A hand the dealer exposes stays live: play on with the betting, the exposed cards in view.</source>
        <translation>Una mano que expone el crupier sigue viva: se sigue con las apuestas, con las cartas expuestas a la vista.</translation>
    </message>
    <message>
        <source>All betting is over with a player all-in: every hand in the main and side pots is turned face up at once, before the rest of the board is dealt. A player who is all-in or has called may not muck without showing.</source>
        <translation>Han terminado las apuestas con un jugador all-in: todas las manos del bote principal y de los botes secundarios se ponen boca arriba enseguida, antes de repartir el resto del board. Un jugador all-in o que ha igualado no puede tirar su mano sin enseñarla.</translation>
    </message>
    <message>
        <source>All-in: turning hands up, early or dealer-caused exposure</source>
        <translation>All-in: enseñar las manos, exposición anticipada o causada por el crupier</translation>
    </message>
    <message>
        <source>Ask the table whether all betting is done.</source>
        <translation>Preguntar a la mesa si han terminado todas las apuestas.</translation>
    </message>
    <message>
        <source>Betting is not over, but a player&apos;s exposed hand stays live; exposing cards with action pending may be penalised after the hand.</source>
        <translation>Las apuestas no han terminado, pero la mano expuesta de un jugador sigue viva; enseñar cartas con acción pendiente puede penalizarse después de la mano.</translation>
    </message>
    <message>
        <source>Carry on with the betting.</source>
        <translation>Seguir con las apuestas.</translation>
    </message>
    <message>
        <source>Decide on a penalty after the hand.</source>
        <translation>Decidir una penalización después de la mano.</translation>
    </message>
    <message>
        <source>Did anyone turn a hand up early?</source>
        <translation>¿Alguien enseñó una mano antes de tiempo?</translation>
    </message>
    <message>
        <source>During hand-for-hand, keep the cards face down until the floor says to go on.</source>
        <translation>En mano a mano, mantener las cartas boca abajo hasta que el floor diga que se siga.</translation>
    </message>
    <message>
        <source>Finish the hand among the remaining players.</source>
        <translation>Terminar la mano entre los jugadores que quedan.</translation>
    </message>
    <message>
        <source>Give any odd chips to the first player left of the button.</source>
        <translation>Dar las fichas sobrantes al primer jugador a la izquierda del botón.</translation>
    </message>
    <message>
        <source>Give back the bets of the last betting round to the players who made them.</source>
        <translation>Devolver las apuestas de la última ronda a los jugadores que las hicieron.</translation>
    </message>
    <message>
        <source>Have every hand in play turned face up.</source>
        <translation>Hacer poner boca arriba todas las manos en juego.</translation>
    </message>
    <message>
        <source>Have every player in the hand turn their cards face up now.</source>
        <translation>Hacer que todos los jugadores de la mano pongan ahora sus cartas boca arriba.</translation>
    </message>
    <message>
        <source>House rule: a player who turns their hand up before betting is complete mucks it (so does a player who hides that they can still bet).</source>
        <translation>Regla de la casa: un jugador que enseña su mano antes de que terminen las apuestas la pierde (igual que un jugador que oculta que todavía puede apostar).</translation>
    </message>
    <message>
        <source>House rule: hands are turned up only when all betting is finished and the dealer has asked the table; anyone who can still bet must say so.</source>
        <translation>Regla de la casa: las manos se enseñan solo cuando han terminado todas las apuestas y el crupier ha preguntado a la mesa; quien aún pueda apostar debe decirlo.</translation>
    </message>
    <message>
        <source>House rule: the dealer asks whether all betting is done and then has every hand in play turned face up. Players in a side pot show before an all-in player who is only in the main pot.</source>
        <translation>Regla de la casa: el crupier pregunta si han terminado todas las apuestas y luego hace poner boca arriba todas las manos en juego. Los jugadores de un bote secundario enseñan antes que un jugador all-in que solo está en el bote principal.</translation>
    </message>
    <message>
        <source>House rule: when the dealer is at fault for a hand turned up (the A-13 procedure having been followed), the live players split the pot; the bets of the last round are taken back, and the odd chips go to the player left of the button.</source>
        <translation>Regla de la casa: cuando el crupier tiene la culpa de una mano enseñada (habiéndose seguido el procedimiento A-13), los jugadores vivos se reparten el bote; las apuestas de la última ronda se devuelven y las fichas sobrantes van al jugador a la izquierda del botón.</translation>
    </message>
    <message>
        <source>Is all betting over (someone all-in and nobody left who can still bet)?</source>
        <translation>¿Han terminado todas las apuestas (alguien está all-in y no queda nadie que pueda apostar)?</translation>
    </message>
    <message>
        <source>Kill the player&apos;s hand.</source>
        <translation>Matar la mano del jugador.</translation>
    </message>
    <message>
        <source>Let the hand play on, cards exposed.</source>
        <translation>Dejar que la mano siga, con las cartas expuestas.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>No: when do the hands go face up?</source>
        <translation>No: ¿cuándo se ponen las manos boca arriba?</translation>
    </message>
    <message>
        <source>Not yet: players with chips can still bet, so the hands stay face down until all betting is over.</source>
        <translation>Todavía no: hay jugadores con fichas que aún pueden apostar, así que las manos siguen boca abajo hasta que terminen las apuestas.</translation>
    </message>
    <message>
        <source>Split the rest of the pot equally among the live players.</source>
        <translation>Repartir el resto del bote a partes iguales entre los jugadores vivos.</translation>
    </message>
    <message>
        <source>Then deal the rest of the board.</source>
        <translation>Después repartir el resto del board.</translation>
    </message>
    <message>
        <source>Turn all hands face up once nobody can bet any more.</source>
        <translation>Poner todas las manos boca arriba en cuanto nadie pueda apostar más.</translation>
    </message>
    <message>
        <source>When nobody can bet any more, ask the table and have all hands turned up.</source>
        <translation>Cuando nadie pueda apostar más, preguntar a la mesa y hacer enseñar todas las manos.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>Yes, the dealer did</source>
        <translation>Sí, el crupier</translation>
    </message>
    <message>
        <source>Yes, the player did</source>
        <translation>Sí, el jugador</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>all in</translation>
    </message>
    <message>
        <source>all in showdown</source>
        <translation>showdown all-in</translation>
    </message>
    <message>
        <source>cards up</source>
        <translation>cartas boca arriba</translation>
    </message>
    <message>
        <source>dealer exposed hand</source>
        <translation>el crupier expuso una mano</translation>
    </message>
    <message>
        <source>exposed all in hand</source>
        <translation>mano all-in expuesta</translation>
    </message>
    <message>
        <source>hands face up</source>
        <translation>manos boca arriba</translation>
    </message>
    <message>
        <source>turn hands up</source>
        <translation>enseñar las manos</translation>
    </message>
</context>
<context>
    <name>rulings.boxed-card</name>
    <message>
        <source>Among the hole cards being dealt</source>
        <translation>Entre las cartas propias que se estaban repartiendo</translation>
    </message>
    <message>
        <source>Boxed card found</source>
        <translation>Carta dada la vuelta encontrada</translation>
    </message>
    <message>
        <source>Carry on dealing.</source>
        <translation>Seguir repartiendo.</translation>
    </message>
    <message>
        <source>Deal again with the button and blinds where they were.</source>
        <translation>Repartir de nuevo con el botón y las ciegas donde estaban.</translation>
    </message>
    <message>
        <source>Deal the same hand again: the button, the blinds and the limits stay where they were, and the same players are dealt in.</source>
        <translation>Repartir la misma mano: el botón, las ciegas y los límites se quedan donde estaban, y se reparte a los mismos jugadores.</translation>
    </message>
    <message>
        <source>How many boxed cards were found on the initial deal?</source>
        <translation>¿Cuántas cartas dadas la vuelta se encontraron en el reparto inicial?</translation>
    </message>
    <message>
        <source>In the stub, while dealing the board</source>
        <translation>En el resto de la baraja, al repartir el board</translation>
    </message>
    <message>
        <source>Misdeal: two or more boxed cards on the initial deal, found before substantial action. The hand is dealt again exactly as before.</source>
        <translation>Misdeal: dos o más cartas dadas la vuelta en el reparto inicial, encontradas antes de acción sustancial. La mano se vuelve a repartir exactamente como antes.</translation>
    </message>
    <message>
        <source>Misdeal: two or more boxed cards were found before two players after the blinds acted.</source>
        <translation>Misdeal: se encontraron dos o más cartas dadas la vuelta antes de que actuaran dos jugadores después de las ciegas.</translation>
    </message>
    <message>
        <source>Not a misdeal. TDA 2024 gives no procedure for a single boxed card, so the floor uses the customary one: the boxed card is a scrap of paper, taken out and replaced by the next card (if that card has already gone face down into a hand, the replacement comes after the round is dealt).</source>
        <translation>No es misdeal. El TDA 2024 no da procedimiento para una sola carta dada la vuelta, así que el floor aplica el habitual: la carta es un trozo de papel, se retira y se sustituye por la siguiente (si esa carta ya ha ido boca abajo a una mano, la sustituta llega después de la ronda de reparto).</translation>
    </message>
    <message>
        <source>One</source>
        <translation>Una</translation>
    </message>
    <message>
        <source>Replace it with the next card from the stub (after the round is dealt if the next card has already gone into a hand).</source>
        <translation>Sustituirla por la siguiente carta del resto de la baraja (después de la ronda si la siguiente ya ha ido a una mano).</translation>
    </message>
    <message>
        <source>Reshuffle and cut again.</source>
        <translation>Barajar y cortar de nuevo.</translation>
    </message>
    <message>
        <source>Shuffle and cut again.</source>
        <translation>Barajar y cortar de nuevo.</translation>
    </message>
    <message>
        <source>Stop the deal and collect every card.</source>
        <translation>Parar el reparto y recoger todas las cartas.</translation>
    </message>
    <message>
        <source>Take the boxed card out of play and show it to the table.</source>
        <translation>Retirar la carta dada la vuelta del juego y enseñarla a la mesa.</translation>
    </message>
    <message>
        <source>The boxed card is a meaningless scrap of paper. It is replaced by the card below it; if that card has already been dealt face down into a hand, the boxed card is replaced once the round of dealing is finished.</source>
        <translation>La carta dada la vuelta es un trozo de papel sin valor. Se sustituye por la carta de debajo; si esa carta ya se ha repartido boca abajo a una mano, la carta dada la vuelta se sustituye al terminar la ronda de reparto.</translation>
    </message>
    <message>
        <source>Two or more</source>
        <translation>Dos o más</translation>
    </message>
    <message>
        <source>Where was the boxed card found?</source>
        <translation>¿Dónde se encontró la carta dada la vuelta?</translation>
    </message>
    <message>
        <source>boxed card</source>
        <translation>carta dada la vuelta</translation>
    </message>
    <message>
        <source>card face up in the deck</source>
        <translation>carta boca arriba en la baraja</translation>
    </message>
    <message>
        <source>reversed card</source>
        <translation>carta invertida</translation>
    </message>
    <message>
        <source>upside down card</source>
        <translation>carta al revés</translation>
    </message>
</context>
<context>
    <name>rulings.burn-error</name>
    <message>
        <source>Before the next street, restore the order: after a double burn put one burned card back on top as the next burn; after a missed burn burn one extra card.</source>
        <translation>Antes de la calle siguiente, restaurar el orden: tras una doble quemada, volver a poner una carta quemada encima como próxima quemada; tras una quemada olvidada, quemar una carta de más.</translation>
    </message>
    <message>
        <source>Betting has started on the card, so it stands. The burn protects the stub; it does not preserve the order of the cards, so nothing is done to recover the &apos;right&apos; cards: burn exactly one card before each later street.</source>
        <translation>Ya se ha apostado sobre la carta, así que se queda. La quemada protege el resto de la baraja; no conserva el orden de las cartas, así que no se hace nada para recuperar las cartas «buenas»: quemar exactamente una carta antes de cada calle siguiente.</translation>
    </message>
    <message>
        <source>Betting has started on the card, so it stands; but the cards that follow should be those that would have come without the mistake (after a double burn, put one of the burned cards back on top of the stub as the next burn; after a missed burn, burn one extra card next time).</source>
        <translation>Ya se ha apostado sobre la carta, así que se queda; pero las cartas siguientes deben ser las que habrían salido sin el error (tras una doble quemada, volver a poner una de las quemadas encima del resto de la baraja como próxima quemada; tras una quemada olvidada, quemar una carta de más la próxima vez).</translation>
    </message>
    <message>
        <source>Burn exactly one card before each later street.</source>
        <translation>Quemar exactamente una carta antes de cada calle siguiente.</translation>
    </message>
    <message>
        <source>Carry on with the betting.</source>
        <translation>Seguir con las apuestas.</translation>
    </message>
    <message>
        <source>Deal the next card from the stub as the turn (or river).</source>
        <translation>Repartir la siguiente carta del resto de la baraja como turn (o river).</translation>
    </message>
    <message>
        <source>Double burn, or missed burn, on the turn or river</source>
        <translation>Doble quemada, o quemada olvidada, en el turn o el river</translation>
    </message>
    <message>
        <source>Move the card dealt to the burn pile.</source>
        <translation>Pasar la carta repartida a las quemadas.</translation>
    </message>
    <message>
        <source>No action yet: TDA 2024 has no rule for a missed burn on the turn or river, so the floor repairs it the way Rule 39-B repairs a flop without a burn: the card dealt becomes the burn and the next card off the stub is dealt in its place.</source>
        <translation>Todavía sin acción: el TDA 2024 no tiene regla para una quemada olvidada en el turn o el river, así que el floor lo arregla como la regla 39-B arregla un flop sin quemar: la carta repartida pasa a ser la quemada y la siguiente carta del resto de la baraja se reparte en su lugar.</translation>
    </message>
    <message>
        <source>No betting yet on the card, so the mistake is corrected to give the cards that should have come: the second card burned becomes the turn (or river), and the card that was turned goes back on top of the stub as the next burn (with players all-in, correct it any time before the pot is awarded).</source>
        <translation>Todavía no se ha apostado sobre la carta, así que el error se corrige para que salgan las cartas que debían: la segunda carta quemada pasa a ser el turn (o el river), y la carta que se destapó vuelve encima del resto de la baraja como próxima quemada (con jugadores all-in, corregirlo en cualquier momento antes de adjudicar el bote).</translation>
    </message>
    <message>
        <source>No betting yet on the card, so the mistake is corrected: the card dealt becomes the burn and the next card is dealt in its place (with players all-in, correct it any time before the pot is awarded).</source>
        <translation>Todavía no se ha apostado sobre la carta, así que se corrige el error: la carta repartida pasa a ser la quemada y la siguiente se reparte en su lugar (con jugadores all-in, corregirlo en cualquier momento antes de adjudicar el bote).</translation>
    </message>
    <message>
        <source>No card was burned before the turn or river</source>
        <translation>No se quemó ninguna carta antes del turn o el river</translation>
    </message>
    <message>
        <source>Play on with the board as dealt.</source>
        <translation>Seguir jugando con el board tal como se repartió.</translation>
    </message>
    <message>
        <source>Take back the card that was turned and put it face down on top of the stub (it becomes the next burn).</source>
        <translation>Recoger la carta destapada y ponerla boca abajo encima del resto de la baraja (será la próxima quemada).</translation>
    </message>
    <message>
        <source>The card dealt stands: a burn only protects the stub, not the order of the cards, and TDA 2024 never burns or unburns cards to restore an order. Burn exactly one card before each later street.</source>
        <translation>La carta repartida se queda: una quemada solo protege el resto de la baraja, no el orden de las cartas, y el TDA 2024 nunca quema ni desquema cartas para restaurar un orden. Quemar exactamente una carta antes de cada calle siguiente.</translation>
    </message>
    <message>
        <source>Turn the second burned card face up as the turn (or river).</source>
        <translation>Destapar la segunda carta quemada como turn (o river).</translation>
    </message>
    <message>
        <source>Two cards were burned</source>
        <translation>Se quemaron dos cartas</translation>
    </message>
    <message>
        <source>What went wrong?</source>
        <translation>¿Qué salió mal?</translation>
    </message>
    <message>
        <source>burn mistake</source>
        <translation>error al quemar</translation>
    </message>
    <message>
        <source>burned two cards</source>
        <translation>quemó dos cartas</translation>
    </message>
    <message>
        <source>double burn</source>
        <translation>doble quemada</translation>
    </message>
    <message>
        <source>missed burn</source>
        <translation>quemada olvidada</translation>
    </message>
    <message>
        <source>no burn on the river</source>
        <translation>sin quemar antes del river</translation>
    </message>
    <message>
        <source>no burn on the turn</source>
        <translation>sin quemar antes del turn</translation>
    </message>
    <message>
        <source>two burn cards</source>
        <translation>dos cartas quemadas</translation>
    </message>
</context>
<context>
    <name>rulings.button-after-reseat</name>
    <message>
        <source>After the reseat, are at least half of the players at this table new to it?</source>
        <translation>Tras recolocar, ¿al menos la mitad de los jugadores de esta mesa son nuevos?</translation>
    </message>
    <message>
        <source>Deal each player a card; the highest by suit (spades, hearts, diamonds, clubs) takes the button.</source>
        <translation>Dar una carta a cada jugador; la más alta por palo (picas, corazones, diamantes, tréboles) se lleva el botón.</translation>
    </message>
    <message>
        <source>Deal each player a card; the highest by suit takes the button.</source>
        <translation>Dar una carta a cada jugador; la más alta por palo se lleva el botón.</translation>
    </message>
    <message>
        <source>Deal moved players in unless they sit between the small blind and the button.</source>
        <translation>Repartir a los jugadores trasladados, salvo que se sienten entre la ciega pequeña y el botón.</translation>
    </message>
    <message>
        <source>Fewer than half the players are new, so the button keeps moving as before, every player getting each position once in the round.</source>
        <translation>Menos de la mitad de los jugadores son nuevos, así que el botón sigue como antes y cada jugador tiene cada posición una vez por vuelta.</translation>
    </message>
    <message>
        <source>House rule: at the final table the players draw for the button, highest card by suit.</source>
        <translation>Regla de la casa: en la mesa final los jugadores sortean el botón, carta más alta por palo.</translation>
    </message>
    <message>
        <source>House rule: when half or more of the table is new after a reseat, the players draw for the button before play resumes.</source>
        <translation>Regla de la casa: cuando la mitad de la mesa o más es nueva tras recolocar, los jugadores sortean el botón antes de seguir jugando.</translation>
    </message>
    <message>
        <source>Is this the final table being formed?</source>
        <translation>¿Se está formando la mesa final?</translation>
    </message>
    <message>
        <source>Leave the button where the rotation puts it.</source>
        <translation>Dejar el botón donde lo pone la rotación.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Place the button by the house&apos;s method (e.g. draw for high card).</source>
        <translation>Colocar el botón según el método de la casa (p. ej. sorteo a carta alta).</translation>
    </message>
    <message>
        <source>Seat the final table by random draw.</source>
        <translation>Sentar la mesa final por sorteo.</translation>
    </message>
    <message>
        <source>TDA 2024 leaves the final-table button to the house (a draw for high card is common); the final table is formed as the procedure for the event&apos;s table size says.</source>
        <translation>El TDA 2024 deja el botón de la mesa final a la casa (es habitual sortearlo a carta alta); la mesa final se forma según el procedimiento para el tamaño de mesa del evento.</translation>
    </message>
    <message>
        <source>The button is not drawn again: it keeps its dead-button rotation, and players moved in may land in any seat (blinds and button included), dealt in except between the small blind and the button.</source>
        <translation>El botón no se vuelve a sortear: sigue su rotación de botón muerto, y los jugadores trasladados pueden caer en cualquier asiento (ciegas y botón incluidos), y reciben cartas salvo entre la ciega pequeña y el botón.</translation>
    </message>
    <message>
        <source>Where the button goes after a reseat or at the final table</source>
        <translation>Dónde va el botón tras recolocar jugadores o en la mesa final</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>button after reseat</source>
        <translation>botón tras recolocar</translation>
    </message>
    <message>
        <source>draw for the button</source>
        <translation>sortear el botón</translation>
    </message>
    <message>
        <source>final table button</source>
        <translation>botón de la mesa final</translation>
    </message>
    <message>
        <source>high card for the button</source>
        <translation>carta alta para el botón</translation>
    </message>
    <message>
        <source>new players button</source>
        <translation>botón con jugadores nuevos</translation>
    </message>
    <message>
        <source>table broken</source>
        <translation>mesa rota</translation>
    </message>
</context>
<context>
    <name>rulings.button-misplaced</name>
    <message>
        <source>After that hand was over</source>
        <translation>Después de terminar esa mano</translation>
    </message>
    <message>
        <source>Button or blinds in the wrong place</source>
        <translation>Botón o ciegas en el sitio equivocado</translation>
    </message>
    <message>
        <source>Caught before substantial action: the button is corrected. Stop the hand, put the button and blinds where they belong and deal again.</source>
        <translation>Descubierto antes de acción sustancial: se corrige el botón. Parar la mano, poner el botón y las ciegas en su sitio y repartir de nuevo.</translation>
    </message>
    <message>
        <source>During the hand played with the wrong button</source>
        <translation>Durante la mano jugada con el botón equivocado</translation>
    </message>
    <message>
        <source>Misdeal: the button was out of position and it was noticed before two players after the blinds acted.</source>
        <translation>Misdeal: el botón estaba fuera de su sitio y se notó antes de que actuaran dos jugadores después de las ciegas.</translation>
    </message>
    <message>
        <source>Move the button on normally for the next hand.</source>
        <translation>Mover el botón con normalidad para la siguiente mano.</translation>
    </message>
    <message>
        <source>Place the button and blinds for the next hand so everyone gets each position once.</source>
        <translation>Colocar el botón y las ciegas de la siguiente mano para que todos tengan cada posición una vez.</translation>
    </message>
    <message>
        <source>Play the hand out.</source>
        <translation>Jugar la mano hasta el final.</translation>
    </message>
    <message>
        <source>Put the button and blinds in their correct places.</source>
        <translation>Poner el botón y las ciegas en su sitio correcto.</translation>
    </message>
    <message>
        <source>Shuffle, cut and deal again.</source>
        <translation>Barajar, cortar y repartir de nuevo.</translation>
    </message>
    <message>
        <source>Stop the hand and collect every card; return the blinds.</source>
        <translation>Parar la mano y recoger todas las cartas; devolver las ciegas.</translation>
    </message>
    <message>
        <source>Substantial action has taken place, so the hand is played out with the button where it is; on the next hand the button moves on normally and is not moved back.</source>
        <translation>Ha habido acción sustancial, así que la mano se juega hasta el final con el botón donde está; en la siguiente mano el botón avanza con normalidad y no se retrasa.</translation>
    </message>
    <message>
        <source>Tell the table the button will not be moved back.</source>
        <translation>Decir a la mesa que el botón no se va a retrasar.</translation>
    </message>
    <message>
        <source>Tell the table what was changed.</source>
        <translation>Decir a la mesa qué se ha cambiado.</translation>
    </message>
    <message>
        <source>The button and blinds are corrected on the next hand in a way that gives every player each position once in the round, as far as possible.</source>
        <translation>El botón y las ciegas se corrigen en la siguiente mano de modo que cada jugador tenga, en lo posible, cada posición una vez por vuelta.</translation>
    </message>
    <message>
        <source>The hand that was played stands, and the button is not moved back to make up for it: it moves on normally from where it is (dead button).</source>
        <translation>La mano jugada es válida, y el botón no se retrasa para compensar: avanza con normalidad desde donde está (botón muerto).</translation>
    </message>
    <message>
        <source>Two players after the blinds have acted, so the hand is played to the end; the button and blinds are then corrected on the next hand so every player gets each position once in the round.</source>
        <translation>Han actuado dos jugadores después de las ciegas, así que la mano se juega hasta el final; el botón y las ciegas se corrigen en la siguiente mano para que cada jugador tenga cada posición una vez por vuelta.</translation>
    </message>
    <message>
        <source>When was the mistake found?</source>
        <translation>¿Cuándo se descubrió el error?</translation>
    </message>
    <message>
        <source>Work out who has missed or repeated a position this round.</source>
        <translation>Averiguar quién se ha saltado o repetido una posición en esta vuelta.</translation>
    </message>
    <message>
        <source>blinds wrong</source>
        <translation>ciegas mal</translation>
    </message>
    <message>
        <source>button misplaced</source>
        <translation>botón mal colocado</translation>
    </message>
    <message>
        <source>button moved wrong</source>
        <translation>botón mal movido</translation>
    </message>
    <message>
        <source>button wrong</source>
        <translation>botón mal</translation>
    </message>
    <message>
        <source>dealer button</source>
        <translation>botón del crupier</translation>
    </message>
    <message>
        <source>wrong button</source>
        <translation>botón equivocado</translation>
    </message>
</context>
<context>
    <name>rulings.cards-to-ineligible-seat</name>
    <message>
        <source>Cards dealt to a seat not entitled to a hand</source>
        <translation>Cartas repartidas a un asiento sin derecho a mano</translation>
    </message>
    <message>
        <source>Deal again, leaving out the seat with no right to a hand.</source>
        <translation>Repartir de nuevo, dejando fuera el asiento sin derecho a mano.</translation>
    </message>
    <message>
        <source>Fold the absent player&apos;s hand when the action reaches it.</source>
        <translation>Tirar la mano del jugador ausente cuando le llegue la acción.</translation>
    </message>
    <message>
        <source>Is it the seat of a player in the event who is away from the table (or serving a penalty)?</source>
        <translation>¿Es el asiento de un jugador del evento que está fuera de la mesa (o cumpliendo una penalización)?</translation>
    </message>
    <message>
        <source>Kill the cards at the seat with no right to a hand.</source>
        <translation>Matar las cartas del asiento sin derecho a mano.</translation>
    </message>
    <message>
        <source>Kill the hand at that seat; its blinds and antes stay in the pot.</source>
        <translation>Matar la mano de ese asiento; sus ciegas y antes se quedan en el bote.</translation>
    </message>
    <message>
        <source>Let the deal go on.</source>
        <translation>Dejar que siga el reparto.</translation>
    </message>
    <message>
        <source>Let the hand play on.</source>
        <translation>Dejar que siga la mano.</translation>
    </message>
    <message>
        <source>Misdeal: cards were dealt to a seat not entitled to a hand, found before substantial action. The hand is dealt again exactly: same button, same players, same limits.</source>
        <translation>Misdeal: se repartieron cartas a un asiento sin derecho a mano, descubierto antes de acción sustancial. La mano se vuelve a repartir igual: mismo botón, mismos jugadores, mismos límites.</translation>
    </message>
    <message>
        <source>Misdeal: cards were dealt to an empty seat or to someone with no right to a hand, and two players after the blinds have not yet acted. Reshuffle and deal again.</source>
        <translation>Misdeal: se repartieron cartas a un asiento vacío o a alguien sin derecho a mano, y aún no han actuado dos jugadores después de las ciegas. Barajar y repartir de nuevo.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>No misdeal: a player in the event who is away, or serving a penalty, is dealt in; that seat was entitled to its cards. The hand is killed (an absent player&apos;s cards once the deal is complete; a penalised player&apos;s after the deal), and the blinds and antes posted there stay in the pot.</source>
        <translation>No hay misdeal: a un jugador del evento que está fuera, o cumpliendo una penalización, se le reparte; ese asiento tenía derecho a sus cartas. La mano se mata (la de un ausente al terminar el reparto; la de un penalizado después del reparto), y las ciegas y antes puestas allí se quedan en el bote.</translation>
    </message>
    <message>
        <source>No misdeal: under house rule A-7 a player who is away is still dealt every hand and has their blinds posted, so that seat was entitled to its cards. The hand is folded when the action reaches it (A-8).</source>
        <translation>No hay misdeal: según la regla de la casa A-7, a un jugador ausente se le sigue repartiendo cada mano y se le ponen las ciegas, así que ese asiento tenía derecho a sus cartas. La mano se tira cuando le llega la acción (A-8).</translation>
    </message>
    <message>
        <source>Shuffle and cut.</source>
        <translation>Barajar y cortar.</translation>
    </message>
    <message>
        <source>Stop the deal and gather every card.</source>
        <translation>Parar el reparto y recoger todas las cartas.</translation>
    </message>
    <message>
        <source>Substantial action has taken place, so no misdeal can be called: the hand goes on. The cards at the seat with no right to a hand take no part in it; the floor has them killed.</source>
        <translation>Ha habido acción sustancial, así que ya no se puede declarar misdeal: la mano sigue. Las cartas del asiento sin derecho a mano no participan; el floor las hace matar.</translation>
    </message>
    <message>
        <source>Two players after the blinds have acted, so a misdeal can no longer be declared and the hand is played to its end; Robert&apos;s does not say what becomes of the extra hand, so the director kills it, for fairness.</source>
        <translation>Han actuado dos jugadores después de las ciegas, así que ya no se puede declarar misdeal y la mano se juega hasta el final; Robert&apos;s no dice qué pasa con la mano de más, así que el director la mata, por equidad.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>cards to empty seat</source>
        <translation>cartas a un asiento vacío</translation>
    </message>
    <message>
        <source>dealt to empty seat</source>
        <translation>repartido a un asiento vacío</translation>
    </message>
    <message>
        <source>ineligible seat dealt</source>
        <translation>repartido a asiento no autorizado</translation>
    </message>
    <message>
        <source>new player dealt in too early</source>
        <translation>jugador nuevo repartido demasiado pronto</translation>
    </message>
    <message>
        <source>seat not entitled</source>
        <translation>asiento sin derecho</translation>
    </message>
</context>
<context>
    <name>rulings.clock-called</name>
    <message>
        <source>A tie goes to the player: the action they took as time ran out counts.</source>
        <translation>El empate favorece al jugador: cuenta la acción que hizo al acabarse el tiempo.</translation>
    </message>
    <message>
        <source>Accept the player&apos;s action.</source>
        <translation>Aceptar la acción del jugador.</translation>
    </message>
    <message>
        <source>Carry on with the action.</source>
        <translation>Seguir con la acción.</translation>
    </message>
    <message>
        <source>Clock called; time runs out</source>
        <translation>Reloj pedido; se acaba el tiempo</translation>
    </message>
    <message>
        <source>Did the player act at the very moment time ran out?</source>
        <translation>¿Actuó el jugador justo en el momento en que se acabó el tiempo?</translation>
    </message>
    <message>
        <source>Kill the player&apos;s hand.</source>
        <translation>Matar la mano del jugador.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>On the clock the player has 25 seconds, then a 5-second count. Time ran out facing a bet, so the hand is dead.</source>
        <translation>Con el reloj, el jugador tiene 25 segundos y después una cuenta de 5 segundos. El tiempo se acabó con una apuesta delante, así que la mano está muerta.</translation>
    </message>
    <message>
        <source>On the clock the player has 25 seconds, then a 5-second count. Time ran out with no bet to face, so the hand is checked.</source>
        <translation>Con el reloj, el jugador tiene 25 segundos y después una cuenta de 5 segundos. El tiempo se acabó sin apuesta delante, así que la mano pasa.</translation>
    </message>
    <message>
        <source>Robert&apos;s clock rule covers a player facing a bet; with no bet to face the director rules for fairness, normally treating the hand as checked.</source>
        <translation>La regla del reloj de Robert&apos;s cubre a un jugador con una apuesta delante; sin apuesta, el director decide por equidad, normalmente tomando la mano como pasada.</translation>
    </message>
    <message>
        <source>Treat the player&apos;s action as a check.</source>
        <translation>Tomar la acción del jugador como un pase.</translation>
    </message>
    <message>
        <source>Was the player facing a bet when time ran out?</source>
        <translation>¿Tenía el jugador una apuesta delante cuando se acabó el tiempo?</translation>
    </message>
    <message>
        <source>With the clock on, a player facing a bet has one more minute, then a ten-second warning; time ran out, so the hand is dead.</source>
        <translation>Con el reloj en marcha, un jugador con una apuesta delante tiene un minuto más y luego un aviso de diez segundos; se acabó el tiempo, así que la mano está muerta.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>call the clock</source>
        <translation>pedir reloj</translation>
    </message>
    <message>
        <source>clock</source>
        <translation>reloj</translation>
    </message>
    <message>
        <source>clock called</source>
        <translation>reloj pedido</translation>
    </message>
    <message>
        <source>stalling</source>
        <translation>hacer tiempo</translation>
    </message>
    <message>
        <source>taking too long</source>
        <translation>tarda demasiado</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>se acabó el tiempo</translation>
    </message>
</context>
<context>
    <name>rulings.color-up</name>
    <message>
        <source>A player who would be left with nothing gets one chip of the smallest denomination still in play.</source>
        <translation>Un jugador que se quedaría sin nada recibe una ficha del valor más bajo que siga en juego.</translation>
    </message>
    <message>
        <source>Announce the colour-up.</source>
        <translation>Anunciar el cambio de color.</translation>
    </message>
    <message>
        <source>Change every full set of the old chips for the new denomination.</source>
        <translation>Cambiar cada juego completo de fichas antiguas por el nuevo valor.</translation>
    </message>
    <message>
        <source>Chip race: change up full sets at equal value, then race the odd chips from seat 1, one card per odd chip, at most one chip per player; nobody can be raced out of the tournament, and leftovers that don&apos;t make a chip are removed.</source>
        <translation>Carrera de fichas: cambiar los juegos completos por el mismo valor y luego correr las fichas sobrantes desde el asiento 1, una carta por ficha sobrante, como mucho una ficha por jugador; nadie puede quedar eliminado del torneo por la carrera, y los restos que no llegan a una ficha se retiran.</translation>
    </message>
    <message>
        <source>Colour-up and chip race</source>
        <translation>Cambio de color y carrera de fichas</translation>
    </message>
    <message>
        <source>Deal one card per odd chip, starting at seat 1; the highest cards by suit win the new chips, one per player at most.</source>
        <translation>Dar una carta por ficha sobrante, empezando por el asiento 1; las cartas más altas por palo ganan las fichas nuevas, como mucho una por jugador.</translation>
    </message>
    <message>
        <source>Exchange the chips at equal value.</source>
        <translation>Cambiar las fichas por el mismo valor.</translation>
    </message>
    <message>
        <source>House rule: when the lowest chip is no longer needed, full sets are changed up directly and each player&apos;s remaining odd chips are rounded up to one chip of the next denomination (no race).</source>
        <translation>Regla de la casa: cuando la ficha más baja ya no hace falta, los juegos completos se cambian directamente y las fichas sobrantes de cada jugador se redondean hacia arriba a una ficha del valor siguiente (sin carrera).</translation>
    </message>
    <message>
        <source>Is a chip denomination leaving play (a scheduled colour-up)?</source>
        <translation>¿Sale del juego un valor de ficha (un cambio de color previsto)?</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Remove the remaining odd chips.</source>
        <translation>Retirar las fichas sobrantes que queden.</translation>
    </message>
    <message>
        <source>Round each player&apos;s leftover odd chips up to one chip of the next denomination.</source>
        <translation>Redondear las fichas sobrantes de cada jugador a una ficha del valor siguiente.</translation>
    </message>
    <message>
        <source>The director may colour up any player&apos;s chips at any time; it is announced at the table.</source>
        <translation>El director puede cambiar de color las fichas de cualquier jugador en cualquier momento; se anuncia en la mesa.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>chip race</source>
        <translation>carrera de fichas</translation>
    </message>
    <message>
        <source>color up</source>
        <translation>cambio de color</translation>
    </message>
    <message>
        <source>colour up</source>
        <translation>color up</translation>
    </message>
    <message>
        <source>odd chips colour up</source>
        <translation>fichas sobrantes cambio de color</translation>
    </message>
    <message>
        <source>race off</source>
        <translation>chip race</translation>
    </message>
    <message>
        <source>remove chips</source>
        <translation>retirar fichas</translation>
    </message>
</context>
<context>
    <name>rulings.dealer-killed-hand</name>
    <message>
        <source>A clearly identifiable hand may be retrieved at the director&apos;s discretion.</source>
        <translation>Una mano claramente identificable puede recuperarse a criterio del director.</translation>
    </message>
    <message>
        <source>A dealer may not kill a properly tabled hand that is clearly the winner: take it back out and award the pot to it.</source>
        <translation>Un crupier no puede matar una mano bien mostrada que es claramente la ganadora: sacarla de nuevo y darle el bote.</translation>
    </message>
    <message>
        <source>A fouled hand that can still be identified with certainty stays live.</source>
        <translation>Una mano ensuciada que todavía se puede identificar con certeza sigue viva.</translation>
    </message>
    <message>
        <source>Award the pot to it.</source>
        <translation>Darle el bote.</translation>
    </message>
    <message>
        <source>Can the hand still be identified with certainty?</source>
        <translation>¿Se puede identificar todavía la mano con certeza?</translation>
    </message>
    <message>
        <source>Cards speak: a hand shown face up can still be read, so the director restores it and awards the pot to the best hand.</source>
        <translation>Las cartas hablan: una mano enseñada boca arriba todavía se puede leer, así que el director la restituye y da el bote a la mejor mano.</translation>
    </message>
    <message>
        <source>Dealer kills or fouls a hand</source>
        <translation>El crupier mata o ensucia una mano</translation>
    </message>
    <message>
        <source>Decide whether retrieving it is in the best interest of the game.</source>
        <translation>Decidir si recuperarla es lo mejor para el juego.</translation>
    </message>
    <message>
        <source>Had the hand been properly tabled (every card face up) and was it clearly the winner?</source>
        <translation>¿Se había mostrado bien la mano (todas las cartas boca arriba) y era claramente la ganadora?</translation>
    </message>
    <message>
        <source>If so, retrieve the cards.</source>
        <translation>Si es así, recuperar las cartas.</translation>
    </message>
    <message>
        <source>Leave the hand dead.</source>
        <translation>Dejar la mano muerta.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Play on with the hand.</source>
        <translation>Seguir con la mano.</translation>
    </message>
    <message>
        <source>Players must protect their hands: a hand killed or fouled beyond certain identification has no redress; bets that were called are not returned, an uncalled bet is.</source>
        <translation>Los jugadores deben proteger su mano: una mano matada o ensuciada sin que se pueda identificar con certeza no tiene reparación; las apuestas igualadas no se devuelven, una apuesta no igualada sí.</translation>
    </message>
    <message>
        <source>Retrieve the cards.</source>
        <translation>Recuperar las cartas.</translation>
    </message>
    <message>
        <source>Retrieve the tabled hand.</source>
        <translation>Recuperar la mano mostrada.</translation>
    </message>
    <message>
        <source>Return any uncalled bet of that player.</source>
        <translation>Devolver cualquier apuesta no igualada de ese jugador.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>You must protect your own hand: if it was unprotected and the dealer killed it, there is no redress.</source>
        <translation>Debes proteger tu propia mano: si no estaba protegida y el crupier la mató, no hay reparación.</translation>
    </message>
    <message>
        <source>dealer killed hand</source>
        <translation>el crupier mató la mano</translation>
    </message>
    <message>
        <source>dealer mucked my hand</source>
        <translation>el crupier tiró mi mano al muck</translation>
    </message>
    <message>
        <source>dealer took my cards</source>
        <translation>el crupier se llevó mis cartas</translation>
    </message>
    <message>
        <source>fouled hand</source>
        <translation>mano ensuciada</translation>
    </message>
    <message>
        <source>hand pushed into muck</source>
        <translation>mano empujada al muck</translation>
    </message>
</context>
<context>
    <name>rulings.disordered-stub</name>
    <message>
        <source>Can the stub be put back in its original order with certainty?</source>
        <translation>¿Se puede devolver con certeza el resto de la baraja a su orden original?</translation>
    </message>
    <message>
        <source>Carry on dealing from the new stub.</source>
        <translation>Seguir repartiendo del nuevo resto de la baraja.</translation>
    </message>
    <message>
        <source>Carry on dealing.</source>
        <translation>Seguir repartiendo.</translation>
    </message>
    <message>
        <source>Did the stub get mixed with the muck or the burn cards?</source>
        <translation>¿Se mezcló el resto de la baraja con el muck o con las quemadas?</translation>
    </message>
    <message>
        <source>Leave the muck and the burn cards aside.</source>
        <translation>Apartar el muck y las quemadas.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>No rule covers a dropped stub, so the director rules for fairness: as it cannot be rebuilt and is mixed with the muck or burns, scramble them all together, shuffle and cut for a new stub.</source>
        <translation>Ninguna regla cubre un resto de la baraja caído, así que el director decide por equidad: como no se puede rehacer y está mezclado con el muck o las quemadas, revolverlo todo junto, barajar y cortar para un nuevo resto de la baraja.</translation>
    </message>
    <message>
        <source>No rule covers a dropped stub, so the director rules for fairness: as it cannot be rebuilt, scramble, shuffle and cut the stub cards alone for a new stub.</source>
        <translation>Ninguna regla cubre un resto de la baraja caído, así que el director decide por equidad: como no se puede rehacer, revolver, barajar y cortar solo sus cartas para un nuevo resto de la baraja.</translation>
    </message>
    <message>
        <source>Put the stub back in its original order.</source>
        <translation>Devolver el resto de la baraja a su orden original.</translation>
    </message>
    <message>
        <source>Rebuild the stub in its original order and carry on.</source>
        <translation>Rehacer el resto de la baraja en su orden original y seguir.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules (league edition) has no rule for a dropped stub, so the director rules for fairness: rebuild the stub in its original order and carry on.</source>
        <translation>Las Robert&apos;s Rules (edición de liga) no tienen regla para un resto de la baraja caído, así que el director decide por equidad: rehacerlo en su orden original y seguir.</translation>
    </message>
    <message>
        <source>Scramble the stub cards face down, shuffle and cut them.</source>
        <translation>Revolver boca abajo las cartas del resto de la baraja, barajarlas y cortarlas.</translation>
    </message>
    <message>
        <source>Scramble the stub, muck and burn cards together face down.</source>
        <translation>Revolver juntos boca abajo el resto de la baraja, el muck y las quemadas.</translation>
    </message>
    <message>
        <source>Shuffle and cut them face down.</source>
        <translation>Barajarlas y cortarlas boca abajo.</translation>
    </message>
    <message>
        <source>Stub dropped or disordered</source>
        <translation>Resto de la baraja caído o desordenado</translation>
    </message>
    <message>
        <source>The stub cannot be rebuilt and got mixed with the muck or burns: scramble all of those cards together, shuffle and cut (face down) to make the new stub.</source>
        <translation>El resto de la baraja no se puede rehacer y se mezcló con el muck o las quemadas: revolver todas esas cartas juntas, barajar y cortar (boca abajo) para formar el nuevo resto de la baraja.</translation>
    </message>
    <message>
        <source>The stub cannot be rebuilt: make a new stub from the stub cards only (not the muck or burns), scrambled, shuffled and cut face down.</source>
        <translation>El resto de la baraja no se puede rehacer: formar uno nuevo solo con sus cartas (sin el muck ni las quemadas), revueltas, barajadas y cortadas boca abajo.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>deck fell</source>
        <translation>se cayó la baraja</translation>
    </message>
    <message>
        <source>dropped deck</source>
        <translation>baraja caída</translation>
    </message>
    <message>
        <source>dropped stub</source>
        <translation>resto de la baraja caído</translation>
    </message>
    <message>
        <source>stub disordered</source>
        <translation>resto de la baraja desordenado</translation>
    </message>
    <message>
        <source>stub mixed with muck</source>
        <translation>resto de la baraja mezclado con el muck</translation>
    </message>
</context>
<context>
    <name>rulings.entitled-seat-dealt-out</name>
    <message>
        <source>A seat entitled to a hand was dealt out</source>
        <translation>Un asiento con derecho a mano se quedó sin cartas</translation>
    </message>
    <message>
        <source>Deal again, to every seat entitled to a hand.</source>
        <translation>Repartir de nuevo a cada asiento con derecho a mano.</translation>
    </message>
    <message>
        <source>Deal that seat in from the next hand.</source>
        <translation>Repartir a ese asiento desde la siguiente mano.</translation>
    </message>
    <message>
        <source>Let the hand play on without that seat.</source>
        <translation>Dejar que la mano siga sin ese asiento.</translation>
    </message>
    <message>
        <source>Misdeal: a player entitled to a hand was dealt out (under house rule A-7 that includes a player who is away, who is dealt every hand), and two players after the blinds have not yet acted. Reshuffle and deal again.</source>
        <translation>Misdeal: un jugador con derecho a mano se quedó sin cartas (según la regla de la casa A-7, eso incluye a un jugador ausente, al que se reparte cada mano), y aún no han actuado dos jugadores después de las ciegas. Barajar y repartir de nuevo.</translation>
    </message>
    <message>
        <source>Misdeal: a seat entitled to a hand was left out of the deal, found before substantial action. The hand is dealt again exactly: same button, same players, same limits.</source>
        <translation>Misdeal: un asiento con derecho a mano se quedó fuera del reparto, descubierto antes de acción sustancial. La mano se vuelve a repartir igual: mismo botón, mismos jugadores, mismos límites.</translation>
    </message>
    <message>
        <source>Shuffle and cut.</source>
        <translation>Barajar y cortar.</translation>
    </message>
    <message>
        <source>Stop the deal and gather every card.</source>
        <translation>Parar el reparto y recoger todas las cartas.</translation>
    </message>
    <message>
        <source>Substantial action has taken place, so no misdeal can be called: the hand goes on without the player left out, who misses it.</source>
        <translation>Ha habido acción sustancial, así que ya no se puede declarar misdeal: la mano sigue sin el jugador que se quedó fuera, que se la pierde.</translation>
    </message>
    <message>
        <source>Two players after the blinds have acted, so a misdeal can no longer be declared: the hand is played to its end without the player left out.</source>
        <translation>Han actuado dos jugadores después de las ciegas, así que ya no se puede declarar misdeal: la mano se juega hasta el final sin el jugador que se quedó fuera.</translation>
    </message>
    <message>
        <source>dealt out misdeal</source>
        <translation>misdeal jugador sin cartas</translation>
    </message>
    <message>
        <source>entitled player no cards</source>
        <translation>jugador con derecho sin cartas</translation>
    </message>
    <message>
        <source>missed a player on the deal</source>
        <translation>se saltó a un jugador al repartir</translation>
    </message>
    <message>
        <source>player dealt out</source>
        <translation>jugador sin cartas</translation>
    </message>
    <message>
        <source>seat skipped on the deal</source>
        <translation>asiento saltado en el reparto</translation>
    </message>
</context>
<context>
    <name>rulings.exposed-card-on-deal</name>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Seguir con la mano.</translation>
    </message>
    <message>
        <source>Deal again with the button and blinds where they were.</source>
        <translation>Repartir de nuevo con el botón y las ciegas donde estaban.</translation>
    </message>
    <message>
        <source>Deal the same hand again: the button, the blinds and the limits stay where they were, and the same players are dealt in.</source>
        <translation>Repartir la misma mano: el botón, las ciegas y los límites se quedan donde estaban, y se reparte a los mismos jugadores.</translation>
    </message>
    <message>
        <source>Dealer exposes a hole card during the deal</source>
        <translation>El crupier expone una carta propia durante el reparto</translation>
    </message>
    <message>
        <source>Finish dealing the round as normal.</source>
        <translation>Terminar la ronda de reparto con normalidad.</translation>
    </message>
    <message>
        <source>Give the player the top card of the stub in place of the exposed card.</source>
        <translation>Dar al jugador la carta de encima del resto de la baraja en lugar de la expuesta.</translation>
    </message>
    <message>
        <source>Misdeal. Exposing either of the first two cards off the deck, or any two hole cards, voids the deal; the hand is dealt again exactly as before.</source>
        <translation>Misdeal. Exponer cualquiera de las dos primeras cartas de la baraja, o dos cartas propias cualesquiera, anula el reparto; la mano se vuelve a repartir exactamente como antes.</translation>
    </message>
    <message>
        <source>Misdeal: the dealer has exposed two or more hole cards.</source>
        <translation>Misdeal: el crupier ha expuesto dos o más cartas propias.</translation>
    </message>
    <message>
        <source>Misdeal: the first or second card of the hand was exposed by the dealer.</source>
        <translation>Misdeal: el crupier expuso la primera o la segunda carta de la mano.</translation>
    </message>
    <message>
        <source>Not a misdeal. TDA 2024 has no replacement procedure for a single exposed hole card in flop games, so the floor uses the customary one: finish the deal, give that player the next card from the stub, and use the exposed card as the first burn.</source>
        <translation>No es misdeal. El TDA 2024 no tiene procedimiento de sustitución para una sola carta propia expuesta en juegos con flop, así que el floor aplica el habitual: terminar el reparto, dar al jugador la siguiente carta del resto de la baraja y usar la carta expuesta como primera quemada.</translation>
    </message>
    <message>
        <source>One card, not the first or second</source>
        <translation>Una carta, ni la primera ni la segunda</translation>
    </message>
    <message>
        <source>Place the exposed card face up as the first burn card.</source>
        <translation>Poner la carta expuesta boca arriba como primera quemada.</translation>
    </message>
    <message>
        <source>Reshuffle and cut again.</source>
        <translation>Barajar y cortar de nuevo.</translation>
    </message>
    <message>
        <source>Shuffle and cut again.</source>
        <translation>Barajar y cortar de nuevo.</translation>
    </message>
    <message>
        <source>Start the betting.</source>
        <translation>Empezar las apuestas.</translation>
    </message>
    <message>
        <source>Stop the deal and collect every card.</source>
        <translation>Parar el reparto y recoger todas las cartas.</translation>
    </message>
    <message>
        <source>Substantial action has already taken place, so no misdeal can be called any more: the hand is played out and the exposed card stays in its player&apos;s hand.</source>
        <translation>Ya ha habido acción sustancial, así que ya no se puede declarar misdeal: la mano se juega hasta el final y la carta expuesta se queda en la mano de su jugador.</translation>
    </message>
    <message>
        <source>Tell the table which card was exposed so every player knows the same.</source>
        <translation>Decir a la mesa qué carta se expuso para que todos los jugadores sepan lo mismo.</translation>
    </message>
    <message>
        <source>Tell the table which card was exposed.</source>
        <translation>Decir a la mesa qué carta se expuso.</translation>
    </message>
    <message>
        <source>The deal goes on. The player may not keep the exposed card (and has no choice about it): once everyone has their cards it is replaced by the top card of the stub and becomes the burn.</source>
        <translation>El reparto sigue. El jugador no puede quedarse con la carta expuesta (y no tiene elección): cuando todos tienen sus cartas, se sustituye por la carta de encima del resto de la baraja y pasa a ser la quemada.</translation>
    </message>
    <message>
        <source>The first or second card off the deck</source>
        <translation>La primera o la segunda carta de la baraja</translation>
    </message>
    <message>
        <source>Two or more hole cards in all</source>
        <translation>Dos o más cartas propias en total</translation>
    </message>
    <message>
        <source>Two players after the blinds have acted, so the deal can no longer be a misdeal: the hand is played to the end and the exposed card plays.</source>
        <translation>Han actuado dos jugadores después de las ciegas, así que el reparto ya no puede ser misdeal: la mano se juega hasta el final y la carta expuesta cuenta.</translation>
    </message>
    <message>
        <source>Use the exposed card as the burn card for the flop.</source>
        <translation>Usar la carta expuesta como quemada del flop.</translation>
    </message>
    <message>
        <source>Which hole cards has the dealer exposed?</source>
        <translation>¿Qué cartas propias ha expuesto el crupier?</translation>
    </message>
    <message>
        <source>card face up on the deal</source>
        <translation>carta boca arriba en el reparto</translation>
    </message>
    <message>
        <source>card flipped on the deal</source>
        <translation>carta volteada en el reparto</translation>
    </message>
    <message>
        <source>dealer exposed card</source>
        <translation>el crupier expuso una carta</translation>
    </message>
    <message>
        <source>exposed card</source>
        <translation>carta expuesta</translation>
    </message>
    <message>
        <source>flashed card</source>
        <translation>carta vista</translation>
    </message>
    <message>
        <source>misdeal</source>
        <translation>misdeal</translation>
    </message>
</context>
<context>
    <name>rulings.first-card-wrong-seat</name>
    <message>
        <source>Deal the hand again with the button where it was.</source>
        <translation>Repartir de nuevo la mano con el botón donde estaba.</translation>
    </message>
    <message>
        <source>First card dealt to the wrong seat</source>
        <translation>Primera carta repartida al asiento equivocado</translation>
    </message>
    <message>
        <source>Let the hand play on.</source>
        <translation>Dejar que siga la mano.</translation>
    </message>
    <message>
        <source>Misdeal: the first card of the deal went to the wrong seat, found before substantial action. The hand is dealt again exactly as it was meant to be: same button, same players, same limits.</source>
        <translation>Misdeal: la primera carta fue al asiento equivocado, descubierto antes de acción sustancial. La mano se vuelve a repartir exactamente como debía: mismo botón, mismos jugadores, mismos límites.</translation>
    </message>
    <message>
        <source>Misdeal: the first card went to the wrong position, and two players after the blinds have not yet acted. Reshuffle and deal again.</source>
        <translation>Misdeal: la primera carta fue a la posición equivocada, y aún no han actuado dos jugadores después de las ciegas. Barajar y repartir de nuevo.</translation>
    </message>
    <message>
        <source>Shuffle and cut.</source>
        <translation>Barajar y cortar.</translation>
    </message>
    <message>
        <source>Start the next deal at the right seat.</source>
        <translation>Empezar el siguiente reparto en el asiento correcto.</translation>
    </message>
    <message>
        <source>Stop the deal and gather every card.</source>
        <translation>Parar el reparto y recoger todas las cartas.</translation>
    </message>
    <message>
        <source>Substantial action has taken place, so no misdeal can be called: the hand is played on as dealt.</source>
        <translation>Ha habido acción sustancial, así que ya no se puede declarar misdeal: la mano se juega tal como se repartió.</translation>
    </message>
    <message>
        <source>Two players after the blinds have acted, so a misdeal can no longer be declared: the hand is played to its end.</source>
        <translation>Han actuado dos jugadores después de las ciegas, así que ya no se puede declarar misdeal: la mano se juega hasta el final.</translation>
    </message>
    <message>
        <source>deal started at the wrong player</source>
        <translation>el reparto empezó por el jugador equivocado</translation>
    </message>
    <message>
        <source>dealt from the wrong seat</source>
        <translation>repartido desde el asiento equivocado</translation>
    </message>
    <message>
        <source>first card wrong seat</source>
        <translation>primera carta asiento equivocado</translation>
    </message>
    <message>
        <source>misdeal first card</source>
        <translation>misdeal primera carta</translation>
    </message>
    <message>
        <source>wrong starting seat</source>
        <translation>asiento inicial equivocado</translation>
    </message>
</context>
<context>
    <name>rulings.flop-without-burn</name>
    <message>
        <source>Before the turn, burn two cards (the would-be third flop card and the normal burn), then deal the turn.</source>
        <translation>Antes del turn, quemar dos cartas (la que habría sido la tercera del flop y la quemada normal) y luego repartir el turn.</translation>
    </message>
    <message>
        <source>Betting has started on the flop, so it stands. The cards that follow should be those that would have come without the mistake: before the turn, burn the card that would have been the third flop card as well as the normal burn.</source>
        <translation>Ya se ha apostado en el flop, así que se queda. Las cartas siguientes deben ser las que habrían salido sin el error: antes del turn, quemar la carta que habría sido la tercera del flop además de la quemada normal.</translation>
    </message>
    <message>
        <source>Burn one card (only one) before the turn.</source>
        <translation>Quemar una carta (solo una) antes del turn.</translation>
    </message>
    <message>
        <source>Burn one card before the turn as normal.</source>
        <translation>Quemar una carta antes del turn con normalidad.</translation>
    </message>
    <message>
        <source>Cards were exposed, so the deck must be reshuffled: the flop cards are mixed into the stub, shuffled and cut, and a new flop is dealt without a burn.</source>
        <translation>Se expusieron cartas, así que hay que barajar de nuevo: las cartas del flop se mezclan con el resto de la baraja, se baraja y se corta, y se reparte un flop nuevo sin quemar.</translation>
    </message>
    <message>
        <source>Deal a new flop without burning a card.</source>
        <translation>Repartir un flop nuevo sin quemar carta.</translation>
    </message>
    <message>
        <source>Deal the next card from the stub to complete the flop, then turn the flop.</source>
        <translation>Repartir la siguiente carta del resto de la baraja para completar el flop y luego destapar el flop.</translation>
    </message>
    <message>
        <source>Flop dealt without a burn</source>
        <translation>Flop repartido sin quemar</translation>
    </message>
    <message>
        <source>Leave the three cards face down.</source>
        <translation>Dejar las tres cartas boca abajo.</translation>
    </message>
    <message>
        <source>Mix the flop cards into the stub.</source>
        <translation>Mezclar las cartas del flop con el resto de la baraja.</translation>
    </message>
    <message>
        <source>Move the first card dealt to the burn position.</source>
        <translation>Pasar la primera carta repartida al lugar de la quemada.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>No action yet on the flop: the three cards are scrambled face down and one of them, picked at random, becomes the burn; the flop is the other two plus the next card off the stub.</source>
        <translation>Todavía no hay acción en el flop: las tres cartas se revuelven boca abajo y una de ellas, elegida al azar, pasa a ser la quemada; el flop son las otras dos más la siguiente carta del resto de la baraja.</translation>
    </message>
    <message>
        <source>Play on with the flop as dealt.</source>
        <translation>Seguir jugando con el flop tal como se repartió.</translation>
    </message>
    <message>
        <source>Scramble the three cards face down and lay them in a row.</source>
        <translation>Revolver las tres cartas boca abajo y ponerlas en fila.</translation>
    </message>
    <message>
        <source>Shuffle and cut the stub.</source>
        <translation>Barajar y cortar el resto de la baraja.</translation>
    </message>
    <message>
        <source>Someone has acted on the flop (even a single check), so the flop stands. Only one card is burned before the turn.</source>
        <translation>Alguien ha actuado en el flop (aunque sea un solo pase), así que el flop se queda. Antes del turn se quema una sola carta.</translation>
    </message>
    <message>
        <source>The floor picks one card at random: it becomes the burn card.</source>
        <translation>El floor elige una carta al azar: pasa a ser la quemada.</translation>
    </message>
    <message>
        <source>The flop cards are still face down, so the mistake is simply put right: the first card dealt becomes the burn and the flop is completed with the next card, which gives exactly the cards that should have come.</source>
        <translation>Las cartas del flop siguen boca abajo, así que el error se corrige sin más: la primera carta repartida pasa a ser la quemada y el flop se completa con la siguiente carta, lo que da exactamente las cartas que debían salir.</translation>
    </message>
    <message>
        <source>Turn the flop cards face down.</source>
        <translation>Poner boca abajo las cartas del flop.</translation>
    </message>
    <message>
        <source>Turn the other two face up and add the next card off the stub to complete the flop.</source>
        <translation>Destapar las otras dos y añadir la siguiente carta del resto de la baraja para completar el flop.</translation>
    </message>
    <message>
        <source>Were the flop cards turned face up?</source>
        <translation>¿Se destaparon las cartas del flop?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>burn card</source>
        <translation>carta quemada</translation>
    </message>
    <message>
        <source>flop no burn</source>
        <translation>flop sin quemar</translation>
    </message>
    <message>
        <source>flop without burn card</source>
        <translation>flop sin carta quemada</translation>
    </message>
    <message>
        <source>forgot to burn</source>
        <translation>se olvidó de quemar</translation>
    </message>
    <message>
        <source>missed burn on the flop</source>
        <translation>quemada olvidada en el flop</translation>
    </message>
    <message>
        <source>no burn</source>
        <translation>sin quemar</translation>
    </message>
</context>
<context>
    <name>rulings.fouled-deck</name>
    <message>
        <source>A card is missing</source>
        <translation>Falta una carta</translation>
    </message>
    <message>
        <source>A card with a different back</source>
        <translation>Una carta con un dorso distinto</translation>
    </message>
    <message>
        <source>A card with a different back appeared during the hand: all action is void and every chip goes back to the player who bet it.</source>
        <translation>Apareció una carta con dorso distinto durante la mano: toda la acción es nula y cada ficha vuelve al jugador que la apostó.</translation>
    </message>
    <message>
        <source>A missing card does not foul the deck under TDA 2024: the hand is completed and the deck replaced afterwards.</source>
        <translation>Según el TDA 2024, una carta que falta no hace defectuosa la baraja: se termina la mano y después se cambia la baraja.</translation>
    </message>
    <message>
        <source>A ruling on a pot must be asked for before the next deal starts; once the hand is over its result stands. Replace the deck.</source>
        <translation>Una decisión sobre un bote debe pedirse antes de que empiece el siguiente reparto; una vez terminada la mano, su resultado se mantiene. Cambiar la baraja.</translation>
    </message>
    <message>
        <source>Finish the hand.</source>
        <translation>Terminar la mano.</translation>
    </message>
    <message>
        <source>Fouled deck: duplicate card, odd back, missing card</source>
        <translation>Baraja defectuosa: carta duplicada, dorso distinto, carta que falta</translation>
    </message>
    <message>
        <source>Fouled deck: play stops and every bet is returned to the player who made it, whether or not there was substantial action.</source>
        <translation>Baraja defectuosa: el juego se para y cada apuesta vuelve al jugador que la hizo, haya habido acción sustancial o no.</translation>
    </message>
    <message>
        <source>In a hand or on the board</source>
        <translation>En una mano o en el board</translation>
    </message>
    <message>
        <source>In the stub</source>
        <translation>En el resto de la baraja</translation>
    </message>
    <message>
        <source>Leave the pot where it was pushed.</source>
        <translation>Dejar el bote donde se entregó.</translation>
    </message>
    <message>
        <source>Missing cards do not change the result of a hand: finish it and replace the deck.</source>
        <translation>Las cartas que faltan no cambian el resultado de una mano: terminarla y cambiar la baraja.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Replace the deck and deal the next hand.</source>
        <translation>Cambiar la baraja y repartir la siguiente mano.</translation>
    </message>
    <message>
        <source>Replace the deck before the next hand.</source>
        <translation>Cambiar la baraja antes de la siguiente mano.</translation>
    </message>
    <message>
        <source>Return every player&apos;s bets in this hand to them (a player who knew and played on may lose the refund).</source>
        <translation>Devolver a cada jugador sus apuestas de esta mano (un jugador que lo sabía y siguió jugando puede perder la devolución).</translation>
    </message>
    <message>
        <source>Return every player&apos;s bets in this hand to them.</source>
        <translation>Devolver a cada jugador sus apuestas de esta mano.</translation>
    </message>
    <message>
        <source>Stop the hand.</source>
        <translation>Parar la mano.</translation>
    </message>
    <message>
        <source>TDA 2024 names duplicate cards as a fouled deck and lets the house define other conditions; a card with a different back is normally treated the same way: play stops and all bets are returned.</source>
        <translation>El TDA 2024 considera baraja defectuosa las cartas duplicadas y deja a la casa definir otros casos; una carta con dorso distinto se trata normalmente igual: el juego se para y se devuelven todas las apuestas.</translation>
    </message>
    <message>
        <source>Take the odd card out of the stub.</source>
        <translation>Sacar del resto de la baraja la carta con dorso distinto.</translation>
    </message>
    <message>
        <source>The claim comes too late: once the hand is over its result stands. Take the deck out of play.</source>
        <translation>La reclamación llega tarde: una vez terminada la mano, su resultado se mantiene. Retirar la baraja del juego.</translation>
    </message>
    <message>
        <source>The odd-backed card was found in the stub, so all action stands: finish the hand and replace the deck.</source>
        <translation>La carta con dorso distinto estaba en el resto de la baraja, así que toda la acción se mantiene: terminar la mano y cambiar la baraja.</translation>
    </message>
    <message>
        <source>Two cards of the same rank and suit</source>
        <translation>Dos cartas del mismo valor y palo</translation>
    </message>
    <message>
        <source>Two identical cards void all action: every chip in the pot goes back to the player who bet it, unless a player knowingly played on to freeroll the defective deck.</source>
        <translation>Dos cartas iguales anulan toda la acción: cada ficha del bote vuelve al jugador que la apostó, salvo que un jugador siguiera jugando a sabiendas para aprovechar la baraja defectuosa como freeroll.</translation>
    </message>
    <message>
        <source>Was the hand already over (pot pushed) when the defect was found?</source>
        <translation>¿Había terminado ya la mano (bote entregado) cuando se descubrió el defecto?</translation>
    </message>
    <message>
        <source>What is wrong with the deck?</source>
        <translation>¿Qué le pasa a la baraja?</translation>
    </message>
    <message>
        <source>Where was the card with the different back?</source>
        <translation>¿Dónde estaba la carta con el dorso distinto?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>defective deck</source>
        <translation>baraja defectuosa</translation>
    </message>
    <message>
        <source>different back</source>
        <translation>dorso distinto</translation>
    </message>
    <message>
        <source>duplicate card</source>
        <translation>carta duplicada</translation>
    </message>
    <message>
        <source>fouled deck</source>
        <translation>baraja defectuosa</translation>
    </message>
    <message>
        <source>missing card</source>
        <translation>falta una carta</translation>
    </message>
    <message>
        <source>two identical cards</source>
        <translation>dos cartas iguales</translation>
    </message>
    <message>
        <source>wrong colour back</source>
        <translation>dorso del color equivocado</translation>
    </message>
</context>
<context>
    <name>rulings.four-card-flop</name>
    <message>
        <source>4 card flop</source>
        <translation>flop de 4 cartas</translation>
    </message>
    <message>
        <source>A flop with too many cards is dealt again, even if it is known which card was the extra one: the flop cards go back into the stub, the burn stays where it is, and a new flop is dealt without a burn.</source>
        <translation>Un flop con demasiadas cartas se vuelve a repartir, aunque se sepa cuál era la carta de más: las cartas del flop vuelven al resto de la baraja, la quemada se queda donde está y se reparte un flop nuevo sin quemar.</translation>
    </message>
    <message>
        <source>Call the floor. The four cards are scrambled face down and the floor picks one of them at random as the burn for the turn; the other three are the flop. This applies whether or not the cards were exposed and even if the door card seems known.</source>
        <translation>Llamar al floor. Las cuatro cartas se revuelven boca abajo y el floor elige una al azar como quemada del turn; las otras tres son el flop. Se aplica se hayan expuesto o no las cartas, y aunque la primera carta parezca conocida.</translation>
    </message>
    <message>
        <source>Deal a new flop without burning a card.</source>
        <translation>Repartir un flop nuevo sin quemar carta.</translation>
    </message>
    <message>
        <source>Deal the turn without another burn, then carry on normally.</source>
        <translation>Repartir el turn sin otra quemada y seguir con normalidad.</translation>
    </message>
    <message>
        <source>Four-card flop</source>
        <translation>Flop de cuatro cartas</translation>
    </message>
    <message>
        <source>Leave the burn card where it is.</source>
        <translation>Dejar la quemada donde está.</translation>
    </message>
    <message>
        <source>Mix the four flop cards into the stub.</source>
        <translation>Mezclar las cuatro cartas del flop con el resto de la baraja.</translation>
    </message>
    <message>
        <source>Scramble the four cards face down and lay them in a row.</source>
        <translation>Revolver las cuatro cartas boca abajo y ponerlas en fila.</translation>
    </message>
    <message>
        <source>Shuffle and cut the stub.</source>
        <translation>Barajar y cortar el resto de la baraja.</translation>
    </message>
    <message>
        <source>The floor picks one card at random: it becomes the burn card for the turn.</source>
        <translation>El floor elige una carta al azar: pasa a ser la quemada del turn.</translation>
    </message>
    <message>
        <source>Turn any exposed flop cards face down.</source>
        <translation>Poner boca abajo las cartas del flop expuestas.</translation>
    </message>
    <message>
        <source>Turn the other three face up: they are the flop.</source>
        <translation>Destapar las otras tres: son el flop.</translation>
    </message>
    <message>
        <source>burn card</source>
        <translation>carta quemada</translation>
    </message>
    <message>
        <source>extra card on the flop</source>
        <translation>carta de más en el flop</translation>
    </message>
    <message>
        <source>flop has four cards</source>
        <translation>el flop tiene cuatro cartas</translation>
    </message>
    <message>
        <source>four cards on the flop</source>
        <translation>cuatro cartas en el flop</translation>
    </message>
    <message>
        <source>too many flop cards</source>
        <translation>demasiadas cartas en el flop</translation>
    </message>
</context>
<context>
    <name>rulings.ftr-card-on-board</name>
    <message>
        <source>An FTR card on the board has no value until the river is out and the river betting is over; keep dealing and betting each street as normal.</source>
        <translation>Una carta FTR en el board no tiene valor hasta que sale el river y terminan sus apuestas; seguir repartiendo y apostando en cada calle con normalidad.</translation>
    </message>
    <message>
        <source>Award the pot as usual.</source>
        <translation>Entregar el bote como siempre.</translation>
    </message>
    <message>
        <source>Burn one card.</source>
        <translation>Quemar una carta.</translation>
    </message>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Seguir con la mano.</translation>
    </message>
    <message>
        <source>Deal the remaining streets as normal.</source>
        <translation>Repartir las calles que quedan con normalidad.</translation>
    </message>
    <message>
        <source>Did the hand end before the river was dealt (everyone else folded)?</source>
        <translation>¿Terminó la mano antes de repartir el river (todos los demás se tiraron)?</translation>
    </message>
    <message>
        <source>FTR card dealt to the board</source>
        <translation>Carta FTR repartida al board</translation>
    </message>
    <message>
        <source>Go to the showdown (no extra betting round).</source>
        <translation>Pasar al showdown (sin ronda de apuestas adicional).</translation>
    </message>
    <message>
        <source>Go to the showdown.</source>
        <translation>Pasar al showdown.</translation>
    </message>
    <message>
        <source>Is the river betting finished (or is nobody able to bet any more)?</source>
        <translation>¿Han terminado las apuestas del river (o ya no puede apostar nadie)?</translation>
    </message>
    <message>
        <source>Leave the FTR card where it is, without value.</source>
        <translation>Dejar la carta FTR donde está, sin valor.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Play one more betting round.</source>
        <translation>Jugar una ronda de apuestas más.</translation>
    </message>
    <message>
        <source>Replace each FTR board card with the next card, first dealt first.</source>
        <translation>Sustituir cada carta FTR del board por la siguiente carta, la primera repartida primero.</translation>
    </message>
    <message>
        <source>Replace it once the river betting is over.</source>
        <translation>Sustituirla cuando terminen las apuestas del river.</translation>
    </message>
    <message>
        <source>Replace it with the top card of the stub.</source>
        <translation>Sustituirla por la carta de encima del resto de la baraja.</translation>
    </message>
    <message>
        <source>Shuffle, cut and deal the same hand again.</source>
        <translation>Barajar, cortar y repartir de nuevo la misma mano.</translation>
    </message>
    <message>
        <source>Stop the hand, collect every card and take the FTR cards out of the deck.</source>
        <translation>Parar la mano, recoger todas las cartas y sacar las cartas FTR de la baraja.</translation>
    </message>
    <message>
        <source>Take the FTR card out of play.</source>
        <translation>Retirar la carta FTR del juego.</translation>
    </message>
    <message>
        <source>The hand ended before the river, so the FTR board card is never replaced: the pot goes to the player left in the hand.</source>
        <translation>La mano terminó antes del river, así que la carta FTR del board nunca se sustituye: el bote es para el jugador que queda en la mano.</translation>
    </message>
    <message>
        <source>The river betting is over: burn one card and replace every FTR card on the board, in the order they were dealt. This event plays FTR without FTR action, so the hand goes straight to the showdown.</source>
        <translation>Han terminado las apuestas del river: quemar una carta y sustituir cada carta FTR del board, en el orden en que se repartieron. Este evento juega FTR sin acción FTR, así que la mano pasa directamente al showdown.</translation>
    </message>
    <message>
        <source>The river betting is over: burn one card and replace every FTR card on the board, in the order they were dealt. This is an FTRA event, so one more betting round is played (normal betting rules) before the showdown.</source>
        <translation>Han terminado las apuestas del river: quemar una carta y sustituir cada carta FTR del board, en el orden en que se repartieron. Es un evento FTRA, así que se juega una ronda de apuestas más (reglas normales) antes del showdown.</translation>
    </message>
    <message>
        <source>This event does not play FTR decks, so an FTR card is a card that does not belong to the game (see &apos;Non-standard card&apos;). After substantial action it is a scrap of paper: take it out and replace it with the next card from the stub.</source>
        <translation>Este evento no juega con barajas FTR, así que una carta FTR es una carta que no pertenece al juego (ver «Carta ajena al juego»). Tras acción sustancial es un trozo de papel: retirarla y sustituirla por la siguiente carta del resto de la baraja.</translation>
    </message>
    <message>
        <source>This event does not play FTR decks, so an FTR card is a card that does not belong to the game (see &apos;Non-standard card&apos;). Found before substantial action, it is a misdeal.</source>
        <translation>Este evento no juega con barajas FTR, así que una carta FTR es una carta que no pertenece al juego (ver «Carta ajena al juego»). Encontrada antes de acción sustancial, es misdeal.</translation>
    </message>
    <message>
        <source>This event does not play FTR decks, so an FTR card on the board is a scrap of paper: it is not a misdeal, and it is replaced by the next card.</source>
        <translation>Este evento no juega con barajas FTR, así que una carta FTR en el board es un trozo de papel: no es misdeal y se sustituye por la siguiente carta.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>flop card on the board</source>
        <translation>carta flop en el board</translation>
    </message>
    <message>
        <source>ftr</source>
        <translation>ftr</translation>
    </message>
    <message>
        <source>ftr card on board</source>
        <translation>carta ftr en el board</translation>
    </message>
    <message>
        <source>ftr replacement</source>
        <translation>sustitución ftr</translation>
    </message>
    <message>
        <source>ftra</source>
        <translation>ftra</translation>
    </message>
    <message>
        <source>river card dealt</source>
        <translation>carta river repartida</translation>
    </message>
    <message>
        <source>turn card dealt</source>
        <translation>carta turn repartida</translation>
    </message>
</context>
<context>
    <name>rulings.ftr-held-card</name>
    <message>
        <source>A held FTR card has no value until its street is dealt: FLOP once the flop is out, TURN once the turn is out, RIVER once the river is out.</source>
        <translation>Una carta FTR en la mano no tiene valor hasta que se reparte su calle: FLOP cuando sale el flop, TURN cuando sale el turn, RIVER cuando sale el river.</translation>
    </message>
    <message>
        <source>An FTR card takes only a rank, never a suit or colour, so it can never make a flush or a straight flush. Read the hand without counting it towards the flush.</source>
        <translation>Una carta FTR solo toma un valor, nunca un palo, así que nunca puede formar color ni escalera de color. Leer la mano sin contarla para el color.</translation>
    </message>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Seguir con la mano.</translation>
    </message>
    <message>
        <source>Did the player act on the hand before pointing out the card?</source>
        <translation>¿Actuó el jugador sobre la mano antes de señalar la carta?</translation>
    </message>
    <message>
        <source>Does the player claim a flush or straight flush using the FTR card?</source>
        <translation>¿Reclama el jugador un color o una escalera de color con la carta FTR?</translation>
    </message>
    <message>
        <source>Find the card it copies: the door card of the flop, the turn or the river.</source>
        <translation>Buscar la carta que copia: la primera del flop, el turn o el river.</translation>
    </message>
    <message>
        <source>Has the street of the player&apos;s FTR card been dealt to the board?</source>
        <translation>¿Se ha repartido ya al board la calle de la carta FTR del jugador?</translation>
    </message>
    <message>
        <source>Held FTR card: when it counts, flush claims</source>
        <translation>Carta FTR en mano: cuándo cuenta, color reclamado</translation>
    </message>
    <message>
        <source>Kill the player&apos;s hand; chips already in the pot stay there.</source>
        <translation>Matar la mano del jugador; las fichas que ya están en el bote se quedan allí.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Read the hand with the FTR card at that rank.</source>
        <translation>Leer la mano con la carta FTR con ese valor.</translation>
    </message>
    <message>
        <source>Read the hand without the FTR card for now.</source>
        <translation>Leer la mano sin la carta FTR por ahora.</translation>
    </message>
    <message>
        <source>Read the hand without the FTR card until the board card is replaced.</source>
        <translation>Leer la mano sin la carta FTR hasta que se sustituya la carta del board.</translation>
    </message>
    <message>
        <source>Read the hand: the FTR card counts for its rank only.</source>
        <translation>Leer la mano: la carta FTR solo cuenta por su valor.</translation>
    </message>
    <message>
        <source>Replace it with the top card of the stub.</source>
        <translation>Sustituirla por la carta de encima del resto de la baraja.</translation>
    </message>
    <message>
        <source>Shuffle, cut and deal the same hand again.</source>
        <translation>Barajar, cortar y repartir de nuevo la misma mano.</translation>
    </message>
    <message>
        <source>Stop the hand, collect every card and take the FTR cards out of the deck.</source>
        <translation>Parar la mano, recoger todas las cartas y sacar las cartas FTR de la baraja.</translation>
    </message>
    <message>
        <source>Take the FTR card out of play.</source>
        <translation>Retirar la carta FTR del juego.</translation>
    </message>
    <message>
        <source>Take the FTR cards out of the deck.</source>
        <translation>Sacar las cartas FTR de la baraja.</translation>
    </message>
    <message>
        <source>That street&apos;s board card is itself an FTR card, so the held card has no value until the board card has been replaced after the river betting.</source>
        <translation>La carta del board de esa calle también es una carta FTR, así que la carta en mano no tiene valor hasta que se sustituya la del board tras las apuestas del river.</translation>
    </message>
    <message>
        <source>The held FTR card takes the rank (never the suit) of its street&apos;s card: FLOP the first flop card turned (the door card), TURN the turn card, RIVER the river card. Cards speak with that value.</source>
        <translation>La carta FTR en la mano toma el valor (nunca el palo) de la carta de su calle: FLOP la primera carta del flop destapada, TURN la carta del turn, RIVER la carta del river. Las cartas hablan con ese valor.</translation>
    </message>
    <message>
        <source>This event does not play FTR decks, so an FTR card is a card that does not belong to the game (see &apos;Non-standard card&apos;). After substantial action it is a scrap of paper: take it out and replace it with the next card from the stub.</source>
        <translation>Este evento no juega con barajas FTR, así que una carta FTR es una carta que no pertenece al juego (ver «Carta ajena al juego»). Tras acción sustancial es un trozo de papel: retirarla y sustituirla por la siguiente carta del resto de la baraja.</translation>
    </message>
    <message>
        <source>This event does not play FTR decks, so an FTR card is a card that does not belong to the game (see &apos;Non-standard card&apos;). Found in a hand before substantial action, it is a misdeal.</source>
        <translation>Este evento no juega con barajas FTR, así que una carta FTR es una carta que no pertenece al juego (ver «Carta ajena al juego»). Encontrada en una mano antes de acción sustancial, es misdeal.</translation>
    </message>
    <message>
        <source>This event does not play FTR decks. The player acted holding a card that is not part of the game without pointing it out first, so the hand is dead.</source>
        <translation>Este evento no juega con barajas FTR. El jugador actuó con una carta que no es del juego sin señalarla antes, así que la mano está muerta.</translation>
    </message>
    <message>
        <source>This event does not play FTR decks: the FTR card is a scrap of paper and is replaced by the next card before the player acts.</source>
        <translation>Este evento no juega con barajas FTR: la carta FTR es un trozo de papel y se sustituye por la siguiente carta antes de que actúe el jugador.</translation>
    </message>
    <message>
        <source>Was that street&apos;s board card itself an FTR card (not yet replaced)?</source>
        <translation>¿Era la carta del board de esa calle también una carta FTR (aún sin sustituir)?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>door card</source>
        <translation>primera carta del flop</translation>
    </message>
    <message>
        <source>flop card value</source>
        <translation>valor carta flop</translation>
    </message>
    <message>
        <source>ftr card in hand</source>
        <translation>carta ftr en la mano</translation>
    </message>
    <message>
        <source>ftr flush</source>
        <translation>color ftr</translation>
    </message>
    <message>
        <source>holding ftr</source>
        <translation>tiene ftr</translation>
    </message>
    <message>
        <source>river card value</source>
        <translation>valor carta river</translation>
    </message>
    <message>
        <source>turn card value</source>
        <translation>valor carta turn</translation>
    </message>
</context>
<context>
    <name>rulings.heads-up-button</name>
    <message>
        <source>Heads-up with two blinds, the small blind is on the button.</source>
        <translation>En heads-up con dos ciegas, la ciega pequeña está en el botón.</translation>
    </message>
    <message>
        <source>Heads-up with two blinds, the small blind is on the button. Robert&apos;s does not say how to switch to heads-up, so the director places the button fairly so that nobody posts the big blind twice in a row.</source>
        <translation>En heads-up con dos ciegas, la ciega pequeña está en el botón. Robert&apos;s no dice cómo pasar a heads-up, así que el director coloca el botón con equidad para que nadie ponga la ciega grande dos veces seguidas.</translation>
    </message>
    <message>
        <source>Heads-up, the small blind is on the button, is dealt the last card, acts first before the flop and last after it.</source>
        <translation>En heads-up, la ciega pequeña está en el botón, recibe la última carta, actúa primero antes del flop y último después.</translation>
    </message>
    <message>
        <source>Heads-up, the small blind is on the button. Adjust the button as heads-up begins so that nobody posts the big blind twice in a row.</source>
        <translation>En heads-up, la ciega pequeña está en el botón. Ajustar el botón al empezar el heads-up para que nadie ponga la ciega grande dos veces seguidas.</translation>
    </message>
    <message>
        <source>Heads-up: where the button goes</source>
        <translation>Heads-up: dónde va el botón</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Place the button so the player who was just big blind is now the small blind on the button.</source>
        <translation>Colocar el botón para que el jugador que acaba de ser ciega grande sea ahora ciega pequeña en el botón.</translation>
    </message>
    <message>
        <source>Put the button with the small blind.</source>
        <translation>Poner el botón con la ciega pequeña.</translation>
    </message>
    <message>
        <source>The button acts first before the flop and last after it.</source>
        <translation>El botón actúa primero antes del flop y último después.</translation>
    </message>
    <message>
        <source>Would the usual button move make the same player post the big blind twice in a row?</source>
        <translation>¿Haría el movimiento habitual del botón que el mismo jugador pusiera la ciega grande dos veces seguidas?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>button heads up</source>
        <translation>botón heads up</translation>
    </message>
    <message>
        <source>heads up</source>
        <translation>heads up</translation>
    </message>
    <message>
        <source>heads-up button</source>
        <translation>botón en heads-up</translation>
    </message>
    <message>
        <source>small blind on button</source>
        <translation>ciega pequeña en el botón</translation>
    </message>
    <message>
        <source>two players left</source>
        <translation>quedan dos jugadores</translation>
    </message>
</context>
<context>
    <name>rulings.hidden-chips-after-all-in</name>
    <message>
        <source>Award the pot to the caller.</source>
        <translation>Dar el bote a quien igualó.</translation>
    </message>
    <message>
        <source>Count the all-in with the chips found.</source>
        <translation>Contar el all-in con las fichas encontradas.</translation>
    </message>
    <message>
        <source>Decide what becomes of the hidden chips.</source>
        <translation>Decidir qué pasa con las fichas ocultas.</translation>
    </message>
    <message>
        <source>Decide whether the hidden chips go to the winning caller (the TD may award them).</source>
        <translation>Decidir si las fichas ocultas van a quien igualó y ganó (el TD puede dárselas).</translation>
    </message>
    <message>
        <source>Did the all-in player win the hand?</source>
        <translation>¿Ganó la mano el jugador all-in?</translation>
    </message>
    <message>
        <source>Hidden chips found behind a called all-in</source>
        <translation>Fichas ocultas encontradas tras un all-in igualado</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Pay the all-in player only for the chips that were in view.</source>
        <translation>Pagar al jugador all-in solo las fichas que estaban a la vista.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules (league edition) has no rule for chips found behind a called all-in; a hand is played only with chips in plain view (Procedures 4 and 16), so the director rules for fairness: the hidden chips do not keep the losing all-in player alive.</source>
        <translation>Las Robert&apos;s Rules (edición de liga) no tienen regla para fichas encontradas tras un all-in igualado; solo se juega con fichas bien a la vista (Procedures 4 y 16), así que el director decide por equidad: las fichas ocultas no mantienen vivo al jugador all-in que pierde.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules (league edition) has no rule for chips found behind a called all-in; a hand is played only with chips in plain view (Procedures 4 and 16), so the director rules for fairness: the winning all-in player is paid only for the chips the caller saw.</source>
        <translation>Las Robert&apos;s Rules (edición de liga) no tienen regla para fichas encontradas tras un all-in igualado; solo se juega con fichas bien a la vista (Procedures 4 y 16), así que el director decide por equidad: al jugador all-in que gana solo se le pagan las fichas que vio quien igualó.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules (league edition) has no rule for chips found behind a called all-in; it plays a hand only with chips in plain view (Procedures 4 and 16), and the director rules for fairness. The chips were part of the accepted action, so they count in the all-in.</source>
        <translation>Las Robert&apos;s Rules (edición de liga) no tienen regla para fichas encontradas tras un all-in igualado; solo se juega con fichas bien a la vista (Procedures 4 y 16), y el director decide por equidad. Las fichas formaban parte de la acción aceptada, así que cuentan en el all-in.</translation>
    </message>
    <message>
        <source>Settle the pot with them.</source>
        <translation>Liquidar el bote con ellas.</translation>
    </message>
    <message>
        <source>The chips were not part of the accepted action: the all-in player, who won, is not paid for them; they are paid only for the chips the caller saw.</source>
        <translation>Las fichas no formaban parte de la acción aceptada: al jugador all-in, que ganó, no se le pagan; solo se le pagan las fichas que vio quien igualó.</translation>
    </message>
    <message>
        <source>The chips were not part of the accepted action: they do not keep the losing all-in player alive, and the TD may award them to the winning caller.</source>
        <translation>Las fichas no formaban parte de la acción aceptada: no mantienen vivo al jugador all-in que pierde, y el TD puede dárselas a quien igualó y ganó.</translation>
    </message>
    <message>
        <source>The chips were part of the accepted action, so they count in the all-in: a caller who covers them pays them when the all-in player wins, and wins them when the all-in player loses.</source>
        <translation>Las fichas formaban parte de la acción aceptada, así que cuentan en el all-in: quien igualó y las cubre las paga si gana el jugador all-in, y las gana si el jugador all-in pierde.</translation>
    </message>
    <message>
        <source>The hidden chips stay with the all-in player.</source>
        <translation>Las fichas ocultas se quedan con el jugador all-in.</translation>
    </message>
    <message>
        <source>Were the hidden chips part of the action the caller accepted (could the caller reasonably have seen and counted them)?</source>
        <translation>¿Formaban parte las fichas ocultas de la acción que aceptó quien igualó (podía razonablemente verlas y contarlas)?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>chips behind all-in</source>
        <translation>fichas detrás del all-in</translation>
    </message>
    <message>
        <source>chips found behind</source>
        <translation>fichas encontradas detrás</translation>
    </message>
    <message>
        <source>concealed chips after call</source>
        <translation>fichas escondidas tras igualar</translation>
    </message>
    <message>
        <source>extra chips after all in</source>
        <translation>fichas de más tras el all-in</translation>
    </message>
    <message>
        <source>hidden chips</source>
        <translation>fichas ocultas</translation>
    </message>
</context>
<context>
    <name>rulings.late-registration-stack</name>
    <message>
        <source>A late registrant buys a full starting stack and draws a random seat from the same pool as everyone else; they are dealt in anywhere except between the small blind and the button.</source>
        <translation>Un inscrito tardío compra un stack inicial completo y sortea un asiento del mismo grupo que todos los demás; recibe cartas en cualquier sitio salvo entre la ciega pequeña y el botón.</translation>
    </message>
    <message>
        <source>Deal them in from the next hand unless they sit between the small blind and the button.</source>
        <translation>Repartirle desde la siguiente mano, salvo que se siente entre la ciega pequeña y el botón.</translation>
    </message>
    <message>
        <source>Deduct the level-1 small and big blind from the starting stack.</source>
        <translation>Descontar del stack inicial la ciega pequeña y la grande del nivel 1.</translation>
    </message>
    <message>
        <source>Deduct the small and big blinds of levels 1 and 2 from the starting stack.</source>
        <translation>Descontar del stack inicial las ciegas pequeñas y grandes de los niveles 1 y 2.</translation>
    </message>
    <message>
        <source>Give the player a full starting stack.</source>
        <translation>Dar al jugador un stack inicial completo.</translation>
    </message>
    <message>
        <source>House rule: arriving in level 1, the player starts with the starting stack less the small and big blind of level 1.</source>
        <translation>Regla de la casa: si llega en el nivel 1, el jugador empieza con el stack inicial menos la ciega pequeña y la grande del nivel 1.</translation>
    </message>
    <message>
        <source>House rule: arriving in level 2, the player starts with the starting stack less the small and big blinds of levels 1 and 2.</source>
        <translation>Regla de la casa: si llega en el nivel 2, el jugador empieza con el stack inicial menos las ciegas pequeñas y grandes de los niveles 1 y 2.</translation>
    </message>
    <message>
        <source>House rule: late entry is allowed only until the end of level 2.</source>
        <translation>Regla de la casa: la inscripción tardía solo se permite hasta el final del nivel 2.</translation>
    </message>
    <message>
        <source>In which level does the player arrive?</source>
        <translation>¿En qué nivel llega el jugador?</translation>
    </message>
    <message>
        <source>Late registrant&apos;s stack and seat</source>
        <translation>Stack y asiento de un inscrito tardío</translation>
    </message>
    <message>
        <source>Level 1</source>
        <translation>Nivel 1</translation>
    </message>
    <message>
        <source>Level 2</source>
        <translation>Nivel 2</translation>
    </message>
    <message>
        <source>Level 3 or later</source>
        <translation>Nivel 3 o posterior</translation>
    </message>
    <message>
        <source>Refuse the entry.</source>
        <translation>Rechazar la inscripción.</translation>
    </message>
    <message>
        <source>Seat the player.</source>
        <translation>Sentar al jugador.</translation>
    </message>
    <message>
        <source>Seat them by random draw.</source>
        <translation>Sentarlo por sorteo.</translation>
    </message>
    <message>
        <source>arrived late</source>
        <translation>llegó tarde</translation>
    </message>
    <message>
        <source>blinds deducted</source>
        <translation>ciegas descontadas</translation>
    </message>
    <message>
        <source>late entry</source>
        <translation>entrada tardía</translation>
    </message>
    <message>
        <source>late player chips</source>
        <translation>fichas del jugador tardío</translation>
    </message>
    <message>
        <source>late registration</source>
        <translation>inscripción tardía</translation>
    </message>
    <message>
        <source>late stack</source>
        <translation>stack tardío</translation>
    </message>
</context>
<context>
    <name>rulings.mucked-hand-retrieval</name>
    <message>
        <source>A face-down discard is not dead while it can be identified with certainty: the cards die only when the dealer pushes them into the muck or they can no longer be told apart. The player may still table them.</source>
        <translation>Un descarte boca abajo no está muerto mientras se pueda identificar con certeza: las cartas solo mueren cuando el crupier las empuja al muck o ya no se pueden distinguir. El jugador todavía puede enseñarlas.</translation>
    </message>
    <message>
        <source>Are the cards still 100% identifiable and retrievable?</source>
        <translation>¿Siguen siendo las cartas identificables y recuperables al 100 %?</translation>
    </message>
    <message>
        <source>Award the pot among the remaining hands.</source>
        <translation>Entregar el bote entre las manos que quedan.</translation>
    </message>
    <message>
        <source>Decide whether retrieving it is in the best interest of the game.</source>
        <translation>Decidir si recuperarla es lo mejor para el juego.</translation>
    </message>
    <message>
        <source>Did the cards touch the muck?</source>
        <translation>¿Tocaron las cartas el muck?</translation>
    </message>
    <message>
        <source>Discarded cards may be ruled dead, but a clearly identifiable hand may be retrieved at the director&apos;s discretion, especially if it was folded because of wrong information.</source>
        <translation>Las cartas descartadas pueden declararse muertas, pero una mano claramente identificable puede recuperarse a criterio del director, sobre todo si se tiró por una información errónea.</translation>
    </message>
    <message>
        <source>House rule: cards that touch the muck at any time are dead and stay there; the player loses all action on the hand.</source>
        <translation>Regla de la casa: las cartas que tocan el muck en cualquier momento están muertas y se quedan allí; el jugador pierde toda la acción de la mano.</translation>
    </message>
    <message>
        <source>If so, retrieve the cards and let the player table them.</source>
        <translation>Si es así, recuperar las cartas y dejar que el jugador las enseñe.</translation>
    </message>
    <message>
        <source>Leave the cards in the muck.</source>
        <translation>Dejar las cartas en el muck.</translation>
    </message>
    <message>
        <source>Let the player table the hand.</source>
        <translation>Dejar que el jugador enseñe la mano.</translation>
    </message>
    <message>
        <source>Mucked hand: can it be retrieved?</source>
        <translation>Mano tirada al muck: ¿se puede recuperar?</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Retrieve the cards.</source>
        <translation>Recuperar las cartas.</translation>
    </message>
    <message>
        <source>Return any uncalled bet of that player.</source>
        <translation>Devolver cualquier apuesta no igualada de ese jugador.</translation>
    </message>
    <message>
        <source>The cards cannot be identified with certainty, so the hand has no claim to the pot. Bets that were called are not returned; an uncalled bet goes back to the player.</source>
        <translation>Las cartas no se pueden identificar con certeza, así que la mano no tiene derecho al bote. Las apuestas igualadas no se devuelven; una apuesta no igualada vuelve al jugador.</translation>
    </message>
    <message>
        <source>The hand cannot be identified, so it is dead.</source>
        <translation>La mano no se puede identificar, así que está muerta.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>cards in the muck</source>
        <translation>cartas en el muck</translation>
    </message>
    <message>
        <source>discarded winning hand</source>
        <translation>mano ganadora descartada</translation>
    </message>
    <message>
        <source>folded by mistake</source>
        <translation>tirada por error</translation>
    </message>
    <message>
        <source>mucked hand</source>
        <translation>mano en el muck</translation>
    </message>
    <message>
        <source>retrieve hand</source>
        <translation>recuperar la mano</translation>
    </message>
    <message>
        <source>touched the muck</source>
        <translation>tocó el muck</translation>
    </message>
</context>
<context>
    <name>rulings.multiple-chip-bet</name>
    <message>
        <source>50 percent rule</source>
        <translation>regla del 50 por ciento</translation>
    </message>
    <message>
        <source>A full bet plus half a bet or more counts as announcing a raise, and the raise must be completed (Robert&apos;s has no &apos;every chip needed&apos; test).</source>
        <translation>Una apuesta completa más media apuesta o más cuenta como anunciar una subida, y la subida debe completarse (Robert&apos;s no tiene la prueba de «cada ficha necesaria»).</translation>
    </message>
    <message>
        <source>Chips released into the pot are a bet of their total.</source>
        <translation>Las fichas soltadas en el bote son una apuesta por su total.</translation>
    </message>
    <message>
        <source>Do the chips reach the call plus at least half of a full raise? (&apos;ruling calc chips&apos; works it out)</source>
        <translation>¿Llegan las fichas a la igualada más al menos la mitad de una subida completa? (&apos;ruling calc chips&apos; lo calcula)</translation>
    </message>
    <message>
        <source>Every chip is needed to make the call (without one of the smallest it would fall short), so it is a call; the change goes back.</source>
        <translation>Cada ficha hace falta para igualar (sin una de las más pequeñas no llegaría), así que es una igualada; se devuelve el cambio.</translation>
    </message>
    <message>
        <source>Give the player the change.</source>
        <translation>Dar el cambio al jugador.</translation>
    </message>
    <message>
        <source>Less than a full bet plus half a bet is a call; the dealer makes change from the pot after the round.</source>
        <translation>Menos de una apuesta completa más media apuesta es una igualada; el crupier da el cambio del bote tras la ronda.</translation>
    </message>
    <message>
        <source>Make change from the pot once the betting round is over.</source>
        <translation>Dar el cambio del bote cuando termine la ronda de apuestas.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Not facing a bet, the chips pushed are the bet.</source>
        <translation>Sin apuesta delante, las fichas empujadas son la apuesta.</translation>
    </message>
    <message>
        <source>Return the excess chips.</source>
        <translation>Devolver las fichas de más.</translation>
    </message>
    <message>
        <source>Several chips pushed silently</source>
        <translation>Varias fichas empujadas en silencio</translation>
    </message>
    <message>
        <source>The chips fall short of the call plus half a raise, so it is a call and the excess goes back to the player.</source>
        <translation>Las fichas no llegan a la igualada más media subida, así que es una igualada y lo que sobra vuelve al jugador.</translation>
    </message>
    <message>
        <source>The chips reach the call plus half a raise, so it is a raise: brought up to the minimum raise if short of it, or the amount pushed if more.</source>
        <translation>Las fichas llegan a la igualada más media subida, así que es una subida: completada hasta la subida mínima si se queda corta, o la cantidad empujada si es mayor.</translation>
    </message>
    <message>
        <source>The player pushed every chip they have: it is all-in, whatever it amounts to.</source>
        <translation>El jugador empujó todas sus fichas: es all-in, sea cual sea la cantidad.</translation>
    </message>
    <message>
        <source>The player pushed every chip they have: it is all-in.</source>
        <translation>El jugador empujó todas sus fichas: es all-in.</translation>
    </message>
    <message>
        <source>Treat it as a call.</source>
        <translation>Tomarlo como igualada.</translation>
    </message>
    <message>
        <source>Treat it as a raise (at least the minimum raise).</source>
        <translation>Tomarlo como subida (al menos la subida mínima).</translation>
    </message>
    <message>
        <source>Treat it as all-in.</source>
        <translation>Tomarlo como all-in.</translation>
    </message>
    <message>
        <source>Treat the chips as a bet of their total.</source>
        <translation>Tomar las fichas como una apuesta por su total.</translation>
    </message>
    <message>
        <source>Was the player facing a bet (or the big blind)?</source>
        <translation>¿Tenía el jugador una apuesta delante (o la ciega grande)?</translation>
    </message>
    <message>
        <source>Were these all of the player&apos;s chips?</source>
        <translation>¿Eran todas las fichas del jugador?</translation>
    </message>
    <message>
        <source>Would taking away one chip of the smallest denomination pushed leave less than the call?</source>
        <translation>Si se quitara una ficha del valor más bajo empujado, ¿quedaría menos que la igualada?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>chips pushed without saying</source>
        <translation>fichas empujadas sin decir nada</translation>
    </message>
    <message>
        <source>multi chip</source>
        <translation>multificha</translation>
    </message>
    <message>
        <source>multiple chips</source>
        <translation>varias fichas</translation>
    </message>
    <message>
        <source>several chips</source>
        <translation>fichas múltiples</translation>
    </message>
    <message>
        <source>silent chips</source>
        <translation>fichas en silencio</translation>
    </message>
</context>
<context>
    <name>rulings.non-standard-card</name>
    <message>
        <source>A joker or another card that is not part of this game</source>
        <translation>Un comodín u otra carta que no es de este juego</translation>
    </message>
    <message>
        <source>After substantial action there is no misdeal: the stray card is treated as a scrap of paper, taken out of play and replaced by the next card from the stub.</source>
        <translation>Tras acción sustancial no hay misdeal: la carta intrusa se trata como un trozo de papel, se retira del juego y se sustituye por la siguiente carta del resto de la baraja.</translation>
    </message>
    <message>
        <source>An FTR card (FLOP, TURN or RIVER)</source>
        <translation>Una carta FTR (FLOP, TURN o RIVER)</translation>
    </message>
    <message>
        <source>Apply the FTR rules when the card&apos;s street comes or the card lands on the board.</source>
        <translation>Aplicar las reglas FTR cuando llegue la calle de la carta o la carta caiga en el board.</translation>
    </message>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Seguir con la mano.</translation>
    </message>
    <message>
        <source>Kill the player&apos;s hand; chips already in the pot stay there.</source>
        <translation>Matar la mano del jugador; las fichas que ya están en el bote se quedan allí.</translation>
    </message>
    <message>
        <source>Misdeal: a card that is not part of the game was found before substantial action. The hand is dealt again (without that card) exactly as before.</source>
        <translation>Misdeal: se encontró una carta que no es del juego antes de acción sustancial. La mano se vuelve a repartir (sin esa carta) exactamente como antes.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Non-standard card found (joker, wrong card, FTR card)</source>
        <translation>Carta ajena al juego encontrada (comodín, carta equivocada, carta FTR)</translation>
    </message>
    <message>
        <source>Not a misdeal: the stray card is a scrap of paper and is replaced by the next card, as a boxed card would be.</source>
        <translation>No es misdeal: la carta intrusa es un trozo de papel y se sustituye por la siguiente carta, como una carta dada la vuelta.</translation>
    </message>
    <message>
        <source>Replace it with the top card of the stub.</source>
        <translation>Sustituirla por la carta de encima del resto de la baraja.</translation>
    </message>
    <message>
        <source>Shuffle, cut and deal the same hand again.</source>
        <translation>Barajar, cortar y repartir de nuevo la misma mano.</translation>
    </message>
    <message>
        <source>Stop the deal, collect every card and take the stray card out of the deck.</source>
        <translation>Parar el reparto, recoger todas las cartas y sacar la carta intrusa de la baraja.</translation>
    </message>
    <message>
        <source>Take the stray card out of play and out of the deck.</source>
        <translation>Retirar la carta intrusa del juego y de la baraja.</translation>
    </message>
    <message>
        <source>Take the stray card out of the deck.</source>
        <translation>Sacar la carta intrusa de la baraja.</translation>
    </message>
    <message>
        <source>The player acted on a hand holding a card that is not part of the game without pointing it out first, so the hand is dead.</source>
        <translation>El jugador actuó sobre una mano con una carta que no es del juego sin señalarla antes, así que la mano está muerta.</translation>
    </message>
    <message>
        <source>This event plays FTR decks: the FLOP, TURN and RIVER cards belong to the deck and are not irregular. Play on and apply the FTR rules (see &apos;FTR card dealt to the board&apos; and &apos;Held FTR card&apos;).</source>
        <translation>Este evento juega con barajas FTR: las cartas FLOP, TURN y RIVER son de la baraja y no son una irregularidad. Seguir jugando y aplicar las reglas FTR (ver «Carta FTR repartida al board» y «Carta FTR en mano»).</translation>
    </message>
    <message>
        <source>Was it in a player&apos;s hand, and did that player act on the hand before pointing it out?</source>
        <translation>¿Estaba en la mano de un jugador, y actuó ese jugador sobre la mano antes de señalarla?</translation>
    </message>
    <message>
        <source>What card was found?</source>
        <translation>¿Qué carta se encontró?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>extra card in deck</source>
        <translation>carta de más en la baraja</translation>
    </message>
    <message>
        <source>ftr card in normal game</source>
        <translation>carta ftr en juego normal</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>comodín</translation>
    </message>
    <message>
        <source>non standard card</source>
        <translation>carta ajena al juego</translation>
    </message>
    <message>
        <source>short deck card</source>
        <translation>carta de short deck</translation>
    </message>
    <message>
        <source>wrong card</source>
        <translation>carta equivocada</translation>
    </message>
</context>
<context>
    <name>rulings.odd-chip</name>
    <message>
        <source>A high-low split game</source>
        <translation>Un juego high-low</translation>
    </message>
    <message>
        <source>Break the odd chips down to the smallest chip in play; in flop games the odd chip(s) go to the first winner left of the button. Each side pot is split on its own (&apos;ruling calc odd-chip&apos; works it out).</source>
        <translation>Cambiar las fichas sobrantes hasta la ficha más baja en juego; en los juegos con flop la ficha o fichas sobrantes van al primer ganador a la izquierda del botón. Cada bote secundario se divide por separado (&apos;ruling calc odd-chip&apos; lo calcula).</translation>
    </message>
    <message>
        <source>Break the odd chips down to the smallest chip in play; in high-low games the odd chip goes to the high half.</source>
        <translation>Cambiar las fichas sobrantes hasta la ficha más baja en juego; en los juegos high-low la ficha sobrante va a la mitad alta.</translation>
    </message>
    <message>
        <source>Break the odd chips down to the smallest chip in play; in stud the odd chip goes to the highest card by suit in the tied hands.</source>
        <translation>Cambiar las fichas sobrantes hasta la ficha más baja en juego; en stud la ficha sobrante va a la carta más alta por palo entre las manos empatadas.</translation>
    </message>
    <message>
        <source>Break the odd chips down to the smallest chip in play; the first hand clockwise from the button gets the odd chip, and nobody gets more than one, so several odd chips go one each, clockwise. Each side pot is split on its own (&apos;ruling calc odd-chip&apos; works it out).</source>
        <translation>Cambiar las fichas sobrantes hasta la ficha más baja en juego; la primera mano en el sentido de las agujas del reloj desde el botón recibe la ficha sobrante, y nadie recibe más de una, así que varias fichas sobrantes van de una en una, en el sentido de las agujas del reloj. Cada bote secundario se divide por separado (&apos;ruling calc odd-chip&apos; lo calcula).</translation>
    </message>
    <message>
        <source>Break the pot down to the smallest chip.</source>
        <translation>Cambiar el bote hasta la ficha más baja.</translation>
    </message>
    <message>
        <source>Give the odd chip to the high side.</source>
        <translation>Dar la ficha sobrante a la parte alta.</translation>
    </message>
    <message>
        <source>Give the odd chip to the player with the highest card by suit.</source>
        <translation>Dar la ficha sobrante al jugador con la carta más alta por palo.</translation>
    </message>
    <message>
        <source>Hold&apos;em or another flop game</source>
        <translation>Hold&apos;em u otro juego con flop</translation>
    </message>
    <message>
        <source>Odd chips in a split pot</source>
        <translation>Fichas sobrantes en un bote dividido</translation>
    </message>
    <message>
        <source>Share it equally; give odd chips one each to the winners clockwise from the button.</source>
        <translation>Repartir a partes iguales; dar las fichas sobrantes de una en una a los ganadores en el sentido de las agujas del reloj desde el botón.</translation>
    </message>
    <message>
        <source>Share it equally; give the odd chip(s) to the first winner left of the button.</source>
        <translation>Repartir a partes iguales; dar la ficha o fichas sobrantes al primer ganador a la izquierda del botón.</translation>
    </message>
    <message>
        <source>Split each side pot separately.</source>
        <translation>Dividir cada bote secundario por separado.</translation>
    </message>
    <message>
        <source>Stud or razz</source>
        <translation>Stud o razz</translation>
    </message>
    <message>
        <source>What kind of game is it?</source>
        <translation>¿Qué tipo de juego es?</translation>
    </message>
    <message>
        <source>chop</source>
        <translation>chop</translation>
    </message>
    <message>
        <source>odd chip</source>
        <translation>ficha sobrante</translation>
    </message>
    <message>
        <source>remainder chip</source>
        <translation>ficha de resto</translation>
    </message>
    <message>
        <source>side pot split</source>
        <translation>dividir bote secundario</translation>
    </message>
    <message>
        <source>split pot</source>
        <translation>bote dividido</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>empate</translation>
    </message>
</context>
<context>
    <name>rulings.oversized-chip</name>
    <message>
        <source>&apos;Raise&apos; was said before the chip landed: it is a raise. With no amount stated, it is the largest raise the chip allows (at least the minimum raise).</source>
        <translation>Se dijo «subo» antes de que cayera la ficha: es una subida. Sin cantidad dicha, es la mayor subida que permite la ficha (al menos la subida mínima).</translation>
    </message>
    <message>
        <source>A raise was declared, so the chip is a raise of as much as it covers (at least the minimum raise).</source>
        <translation>Se anunció una subida, así que la ficha es una subida de todo lo que cubre (al menos la subida mínima).</translation>
    </message>
    <message>
        <source>A single chip put in without comment is a bet of its full value.</source>
        <translation>Una sola ficha puesta sin comentario es una apuesta por todo su valor.</translation>
    </message>
    <message>
        <source>A single larger chip put in without announcing a raise is only a call (this includes calling the big blind). The dealer makes change from the pot after the round.</source>
        <translation>Una sola ficha mayor puesta sin anunciar subida es solo una igualada (también para igualar la ciega grande). El crupier da el cambio del bote tras la ronda.</translation>
    </message>
    <message>
        <source>Did the player say &apos;raise&apos; before the chip touched the table?</source>
        <translation>¿Dijo el jugador «subo» antes de que la ficha tocara la mesa?</translation>
    </message>
    <message>
        <source>Facing a bet, one oversized chip without a prior &apos;raise&apos; is only a call; the change goes back to the player.</source>
        <translation>Con una apuesta delante, una sola ficha de valor mayor sin decir antes «subo» es solo una igualada; el cambio vuelve al jugador.</translation>
    </message>
    <message>
        <source>Give the player the change.</source>
        <translation>Dar el cambio al jugador.</translation>
    </message>
    <message>
        <source>Make change from the pot once the betting round is over.</source>
        <translation>Dar el cambio del bote cuando termine la ronda de apuestas.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Not facing a bet, a single chip put in silently is a bet of its full value.</source>
        <translation>Sin apuesta delante, una sola ficha puesta en silencio es una apuesta por todo su valor.</translation>
    </message>
    <message>
        <source>Single oversized chip</source>
        <translation>Una sola ficha de valor mayor</translation>
    </message>
    <message>
        <source>Treat the chip as a bet of its full value.</source>
        <translation>Tomar la ficha como una apuesta por todo su valor.</translation>
    </message>
    <message>
        <source>Treat the chip as a call.</source>
        <translation>Tomar la ficha como una igualada.</translation>
    </message>
    <message>
        <source>Treat the chip as a raise of everything it covers beyond the call.</source>
        <translation>Tomar la ficha como una subida de todo lo que cubre por encima de la igualada.</translation>
    </message>
    <message>
        <source>Was the player facing a bet (or the big blind)?</source>
        <translation>¿Tenía el jugador una apuesta delante (o la ciega grande)?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>big chip call</source>
        <translation>igualar con ficha grande</translation>
    </message>
    <message>
        <source>chip bigger than the bet</source>
        <translation>ficha mayor que la apuesta</translation>
    </message>
    <message>
        <source>one big chip</source>
        <translation>una ficha grande</translation>
    </message>
    <message>
        <source>overchip</source>
        <translation>ficha grande</translation>
    </message>
    <message>
        <source>oversized chip</source>
        <translation>ficha de valor mayor</translation>
    </message>
    <message>
        <source>single chip</source>
        <translation>ficha única</translation>
    </message>
</context>
<context>
    <name>rulings.penalty</name>
    <message>
        <source>A first breach (etiquette, exposing a card with action pending, throwing cards ...)</source>
        <translation>Una primera infracción (etiqueta, enseñar una carta con acción pendiente, tirar las cartas…)</translation>
    </message>
    <message>
        <source>A repeat of an earlier breach</source>
        <translation>La repetición de una infracción anterior</translation>
    </message>
    <message>
        <source>Abuse, disruption and cheating are always penalised, up to disqualification; a disqualified player&apos;s chips are taken out of play.</source>
        <translation>Los insultos, el alboroto y las trampas siempre se penalizan, hasta la descalificación; las fichas de un jugador descalificado se retiran del juego.</translation>
    </message>
    <message>
        <source>Abuse, disruption or cheating</source>
        <translation>Insultos, alboroto o trampas</translation>
    </message>
    <message>
        <source>Choose a warning or a number of missed hands or rounds.</source>
        <translation>Elegir una advertencia o un número de manos o rondas de penalización.</translation>
    </message>
    <message>
        <source>Choose how long the player is dealt out.</source>
        <translation>Elegir cuánto tiempo se queda el jugador sin cartas.</translation>
    </message>
    <message>
        <source>Count the hands: rounds x players at the table (the penalty calculator does it).</source>
        <translation>Contar las manos: rondas × jugadores en la mesa (lo hace la calculadora de penalizaciones).</translation>
    </message>
    <message>
        <source>Deal the player&apos;s hand and kill it while the penalty lasts.</source>
        <translation>Repartir la mano del jugador y matarla mientras dure la penalización.</translation>
    </message>
    <message>
        <source>Decide the penalty, up to disqualification.</source>
        <translation>Decidir la penalización, hasta la descalificación.</translation>
    </message>
    <message>
        <source>Decide whether the player is removed from the tournament.</source>
        <translation>Decidir si se expulsa al jugador del torneo.</translation>
    </message>
    <message>
        <source>Give a longer penalty than the last one.</source>
        <translation>Dar una penalización más larga que la anterior.</translation>
    </message>
    <message>
        <source>House rule A-25: abusive or disruptive behaviour may be punished by removal from the tournament, and the league may bar anyone who breaks its code of conduct.</source>
        <translation>Regla de la casa A-25: un comportamiento ofensivo o que altere el juego puede castigarse con la expulsión del torneo, y la liga puede vetar a quien incumpla su código de conducta.</translation>
    </message>
    <message>
        <source>House rule A-25: misconduct such as throwing cards off the table may be punished by being dealt out for a time. Neither Robert&apos;s Rules nor the house rules say how long, so the director decides (a round counted as one hand per player at the table is the usual way).</source>
        <translation>Regla de la casa A-25: la mala conducta, como tirar cartas fuera de la mesa, puede castigarse dejando al jugador sin cartas durante un tiempo. Ni las Robert&apos;s Rules ni las reglas de la casa dicen cuánto, así que decide el director (lo habitual es una ronda contada como una mano por jugador en la mesa).</translation>
    </message>
    <message>
        <source>If disqualified, take the player&apos;s chips out of play.</source>
        <translation>Si se le descalifica, retirar del juego las fichas del jugador.</translation>
    </message>
    <message>
        <source>Penalty for a breach of the rules or etiquette</source>
        <translation>Penalización por una infracción de las reglas o de la etiqueta</translation>
    </message>
    <message>
        <source>Repeat offences escalate: the floor gives a longer penalty than before (more missed hands or rounds), up to disqualification.</source>
        <translation>Las reincidencias van a más: el floor da una penalización más larga que la anterior (más manos o rondas), hasta la descalificación.</translation>
    </message>
    <message>
        <source>The floor chooses the penalty: a verbal warning, or one or more missed hands or missed rounds. A missed round is one hand for every player at the table, the penalised player included, times the rounds; the player sits out, their hand is dealt and killed, and their blinds and antes are posted.</source>
        <translation>El floor elige la penalización: una advertencia verbal, o una o más manos o rondas de penalización. Una ronda de penalización es una mano por cada jugador de la mesa, incluido el penalizado, multiplicada por las rondas; el jugador se queda fuera, su mano se reparte y se mata, y se ponen sus ciegas y antes.</translation>
    </message>
    <message>
        <source>The player leaves the table; deal their hand and kill it, post their blinds and antes.</source>
        <translation>El jugador deja la mesa; repartir su mano y matarla, poner sus ciegas y antes.</translation>
    </message>
    <message>
        <source>What is being penalised?</source>
        <translation>¿Qué se penaliza?</translation>
    </message>
    <message>
        <source>abuse</source>
        <translation>insultos</translation>
    </message>
    <message>
        <source>disqualify</source>
        <translation>descalificar</translation>
    </message>
    <message>
        <source>misconduct</source>
        <translation>mala conducta</translation>
    </message>
    <message>
        <source>missed hand penalty</source>
        <translation>penalización de manos</translation>
    </message>
    <message>
        <source>missed round</source>
        <translation>ronda de penalización</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>penalización</translation>
    </message>
    <message>
        <source>sit out</source>
        <translation>quedarse fuera</translation>
    </message>
    <message>
        <source>threw cards</source>
        <translation>tiró las cartas</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>advertencia</translation>
    </message>
</context>
<context>
    <name>rulings.player-exposes-card</name>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Seguir con la mano.</translation>
    </message>
    <message>
        <source>Everyone at the table</source>
        <translation>Toda la mesa</translation>
    </message>
    <message>
        <source>Finish the hand among the remaining players.</source>
        <translation>Terminar la mano entre los jugadores que quedan.</translation>
    </message>
    <message>
        <source>Have the player show the same card(s) to the whole table.</source>
        <translation>Hacer que el jugador enseñe la misma carta o cartas a toda la mesa.</translation>
    </message>
    <message>
        <source>House rule: an all-in player who turns cards up before all betting is finished mucks the hand.</source>
        <translation>Regla de la casa: un jugador all-in que enseña cartas antes de que terminen todas las apuestas pierde la mano.</translation>
    </message>
    <message>
        <source>Is the player all-in, and did they turn the card up before all betting was finished?</source>
        <translation>¿Está el jugador all-in, y enseñó la carta antes de que terminaran todas las apuestas?</translation>
    </message>
    <message>
        <source>Kill the player&apos;s hand and push it into the muck.</source>
        <translation>Matar la mano del jugador y empujarla al muck.</translation>
    </message>
    <message>
        <source>Let the hand play on.</source>
        <translation>Dejar que siga la mano.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Only one other player</source>
        <translation>Solo otro jugador</translation>
    </message>
    <message>
        <source>Player exposes their own hole card with action pending</source>
        <translation>Un jugador expone su propia carta con acción pendiente</translation>
    </message>
    <message>
        <source>Show one, show all: every player is entitled to see what one player was shown, and the hand stays live (a card a player exposes plays).</source>
        <translation>Enseñar a uno, enseñar a todos: cada jugador tiene derecho a ver lo que se enseñó a un jugador, y la mano sigue viva (una carta que expone un jugador cuenta).</translation>
    </message>
    <message>
        <source>The card plays: a card a player exposes stays in the hand, which remains live. Revealing a live hand before betting is finished is poor etiquette and may draw a warning.</source>
        <translation>La carta cuenta: una carta que expone un jugador se queda en la mano, que sigue viva. Enseñar una mano viva antes de que terminen las apuestas es mala etiqueta y puede acarrear una advertencia.</translation>
    </message>
    <message>
        <source>The hand stays live. Showing cards to one player breaks the one-player-to-a-hand rule, and exposing a card while action is pending may be penalised; any penalty is served after the hand.</source>
        <translation>La mano sigue viva. Enseñar cartas a un jugador infringe la regla de «un jugador por mano», y exponer una carta con acción pendiente puede penalizarse; cualquier penalización se cumple después de la mano.</translation>
    </message>
    <message>
        <source>The hand stays live: a player&apos;s own exposure never kills the hand. Exposing cards while action is pending may be penalised, with the penalty served after the hand.</source>
        <translation>La mano sigue viva: que un jugador exponga sus propias cartas nunca mata la mano. Exponer cartas con acción pendiente puede penalizarse, y la penalización se cumple después de la mano.</translation>
    </message>
    <message>
        <source>Warn or penalise the player once the hand is over.</source>
        <translation>Advertir o penalizar al jugador cuando termine la mano.</translation>
    </message>
    <message>
        <source>Warn the player if it was deliberate.</source>
        <translation>Advertir al jugador si fue deliberado.</translation>
    </message>
    <message>
        <source>Who saw the card?</source>
        <translation>¿Quién vio la carta?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>exposed hand</source>
        <translation>mano expuesta</translation>
    </message>
    <message>
        <source>flashed own card</source>
        <translation>enseñó su propia carta</translation>
    </message>
    <message>
        <source>player exposed card</source>
        <translation>el jugador expuso una carta</translation>
    </message>
    <message>
        <source>player shows card</source>
        <translation>el jugador enseña una carta</translation>
    </message>
    <message>
        <source>show one show all</source>
        <translation>enseñar a uno, enseñar a todos</translation>
    </message>
    <message>
        <source>showed cards</source>
        <translation>enseñó cartas</translation>
    </message>
</context>
<context>
    <name>rulings.pot-dispute</name>
    <message>
        <source>A dispute about how a hand was read must be raised before the next hand starts; it is too late, so the result stands.</source>
        <translation>Una reclamación sobre cómo se leyó una mano debe plantearse antes de que empiece la siguiente mano; es demasiado tarde, así que el resultado se mantiene.</translation>
    </message>
    <message>
        <source>A pot-accounting error may be raised until substantial action on the next hand, so it is corrected.</source>
        <translation>Un error en las cuentas del bote puede plantearse hasta la acción sustancial de la siguiente mano, así que se corrige.</translation>
    </message>
    <message>
        <source>A pot-accounting error must be raised before substantial action on the next hand; it is too late, so the result stands.</source>
        <translation>Un error en las cuentas del bote debe plantearse antes de la acción sustancial de la siguiente mano; es demasiado tarde, así que el resultado se mantiene.</translation>
    </message>
    <message>
        <source>A ruling on a pot must be asked for before the next deal starts; it is too late, so the result stands.</source>
        <translation>Una decisión sobre un bote debe pedirse antes de que empiece el siguiente reparto; es demasiado tarde, así que el resultado se mantiene.</translation>
    </message>
    <message>
        <source>Chip amounts, or who was paid</source>
        <translation>Las cantidades de fichas, o a quién se pagó</translation>
    </message>
    <message>
        <source>Go back over the betting to work out the pot.</source>
        <translation>Repasar las apuestas para calcular el bote.</translation>
    </message>
    <message>
        <source>Had the next hand started (first riffle, shuffler button or dealer push)?</source>
        <translation>¿Había empezado la siguiente mano (primer riffle, botón de la barajadora o empuje del crupier)?</translation>
    </message>
    <message>
        <source>Has substantial action taken place on the next hand?</source>
        <translation>¿Ha habido acción sustancial en la siguiente mano?</translation>
    </message>
    <message>
        <source>How a tabled hand was read</source>
        <translation>Cómo se leyó una mano enseñada</translation>
    </message>
    <message>
        <source>Leave the pot as awarded.</source>
        <translation>Dejar el bote como se entregó.</translation>
    </message>
    <message>
        <source>Move the chips to the right player.</source>
        <translation>Pasar las fichas al jugador correcto.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Pot awarded wrongly, or a late dispute</source>
        <translation>Bote mal entregado, o una reclamación tardía</translation>
    </message>
    <message>
        <source>Raised before the next deal started: the pot may be reconstructed from the betting and moved to the right player; play may go on meanwhile with the pot held aside.</source>
        <translation>Planteado antes de empezar el siguiente reparto: el bote puede reconstruirse a partir de las apuestas y pasarse al jugador correcto; mientras tanto se puede seguir jugando con el bote apartado.</translation>
    </message>
    <message>
        <source>Raised before the next hand started: the floor corrects it, reconstructing the pot from the betting if needed and moving the chips to the right player.</source>
        <translation>Planteado antes de empezar la siguiente mano: el floor lo corrige, reconstruyendo el bote a partir de las apuestas si hace falta, y pasa las fichas al jugador correcto.</translation>
    </message>
    <message>
        <source>What is the dispute about?</source>
        <translation>¿Sobre qué es la reclamación?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>dispute</source>
        <translation>reclamación</translation>
    </message>
    <message>
        <source>misread hand</source>
        <translation>mano mal leída</translation>
    </message>
    <message>
        <source>pot to wrong player</source>
        <translation>bote al jugador equivocado</translation>
    </message>
    <message>
        <source>pushed the pot wrong</source>
        <translation>bote mal empujado</translation>
    </message>
    <message>
        <source>wrong amount in pot</source>
        <translation>cantidad equivocada en el bote</translation>
    </message>
    <message>
        <source>wrong pot</source>
        <translation>bote equivocado</translation>
    </message>
</context>
<context>
    <name>rulings.premature-flop</name>
    <message>
        <source>Deal the flop without another burn.</source>
        <translation>Repartir el flop sin otra quemada.</translation>
    </message>
    <message>
        <source>Deal the new card(s) without a burn.</source>
        <translation>Repartir la carta o cartas nuevas sin quemar.</translation>
    </message>
    <message>
        <source>Finish the pre-flop betting.</source>
        <translation>Terminar las apuestas antes del flop.</translation>
    </message>
    <message>
        <source>House rule A-18 (it replaces Robert&apos;s own procedure): a card turned over before the betting is finished goes into the middle of the remaining deck, the deck is shuffled once and cut, and the new card is dealt without a burn. Players in the unfinished betting round may take back their bets and bet again.</source>
        <translation>Regla de la casa A-18 (sustituye al procedimiento propio de Robert&apos;s): una carta destapada antes de que terminen las apuestas va al medio del resto de la baraja, se baraja una vez y se corta, y la carta nueva se reparte sin quemar. Los jugadores de la ronda de apuestas sin terminar pueden retirar sus apuestas y apostar de nuevo.</translation>
    </message>
    <message>
        <source>Leave the burn card as the burn.</source>
        <translation>Dejar la quemada como quemada.</translation>
    </message>
    <message>
        <source>Players who bet in the unfinished round may take back their bets and bet again; finish the betting round.</source>
        <translation>Los jugadores que apostaron en la ronda sin terminar pueden retirar sus apuestas y apostar de nuevo; terminar la ronda de apuestas.</translation>
    </message>
    <message>
        <source>Premature flop</source>
        <translation>Flop prematuro</translation>
    </message>
    <message>
        <source>Put the card(s) into the middle of the remaining deck; shuffle it once and cut it.</source>
        <translation>Meter la carta o cartas en el medio del resto de la baraja; barajarla una vez y cortarla.</translation>
    </message>
    <message>
        <source>Put the flop cards back into the stub and reshuffle the whole stub face down; cut.</source>
        <translation>Devolver las cartas del flop al resto de la baraja y barajar de nuevo todo el resto boca abajo; cortar.</translation>
    </message>
    <message>
        <source>Stop: the early card(s) do not play, whatever players do now.</source>
        <translation>Alto: la carta o cartas prematuras no cuentan, hagan lo que hagan ahora los jugadores.</translation>
    </message>
    <message>
        <source>Stop: the early flop does not play, whatever players do now.</source>
        <translation>Alto: el flop prematuro no cuenta, hagan lo que hagan ahora los jugadores.</translation>
    </message>
    <message>
        <source>The early flop does not play, and nobody may accept or reject it. Finish the betting first (bets made stand); then the burn stays a burn, the premature card(s) go back into the stub, the whole stub is reshuffled face down, and the flop is dealt again without another burn.</source>
        <translation>El flop prematuro no cuenta, y nadie puede aceptarlo ni rechazarlo. Primero terminar las apuestas (las apuestas hechas se mantienen); luego la quemada sigue siendo quemada, la carta o cartas prematuras vuelven al resto de la baraja, se baraja de nuevo todo el resto boca abajo y se vuelve a repartir el flop sin otra quemada.</translation>
    </message>
    <message>
        <source>dealer flopped early</source>
        <translation>el crupier sacó el flop antes de tiempo</translation>
    </message>
    <message>
        <source>early flop</source>
        <translation>flop adelantado</translation>
    </message>
    <message>
        <source>flop before betting finished</source>
        <translation>flop antes de terminar las apuestas</translation>
    </message>
    <message>
        <source>flop too early</source>
        <translation>flop demasiado pronto</translation>
    </message>
    <message>
        <source>premature flop</source>
        <translation>flop prematuro</translation>
    </message>
</context>
<context>
    <name>rulings.premature-river</name>
    <message>
        <source>Deal the new card(s) without a burn.</source>
        <translation>Repartir la carta o cartas nuevas sin quemar.</translation>
    </message>
    <message>
        <source>Deal the river without another burn.</source>
        <translation>Repartir el river sin otra quemada.</translation>
    </message>
    <message>
        <source>Finish the turn betting.</source>
        <translation>Terminar las apuestas del turn.</translation>
    </message>
    <message>
        <source>House rule A-18 (it replaces Robert&apos;s own procedure): a card turned over before the betting is finished goes into the middle of the remaining deck, the deck is shuffled once and cut, and the new card is dealt without a burn. Players in the unfinished betting round may take back their bets and bet again.</source>
        <translation>Regla de la casa A-18 (sustituye al procedimiento propio de Robert&apos;s): una carta destapada antes de que terminen las apuestas va al medio del resto de la baraja, se baraja una vez y se corta, y la carta nueva se reparte sin quemar. Los jugadores de la ronda de apuestas sin terminar pueden retirar sus apuestas y apostar de nuevo.</translation>
    </message>
    <message>
        <source>Leave the river burn card as the burn.</source>
        <translation>Dejar la quemada del river como quemada.</translation>
    </message>
    <message>
        <source>Players who bet in the unfinished round may take back their bets and bet again; finish the betting round.</source>
        <translation>Los jugadores que apostaron en la ronda sin terminar pueden retirar sus apuestas y apostar de nuevo; terminar la ronda de apuestas.</translation>
    </message>
    <message>
        <source>Premature river</source>
        <translation>River prematuro</translation>
    </message>
    <message>
        <source>Put the card(s) into the middle of the remaining deck; shuffle it once and cut it.</source>
        <translation>Meter la carta o cartas en el medio del resto de la baraja; barajarla una vez y cortarla.</translation>
    </message>
    <message>
        <source>Put the river card back into the stub and reshuffle the whole stub face down; cut.</source>
        <translation>Devolver la carta del river al resto de la baraja y barajar de nuevo todo el resto boca abajo; cortar.</translation>
    </message>
    <message>
        <source>Stop: the early card(s) do not play, whatever players do now.</source>
        <translation>Alto: la carta o cartas prematuras no cuentan, hagan lo que hagan ahora los jugadores.</translation>
    </message>
    <message>
        <source>Stop: the early river does not play, whatever players do now.</source>
        <translation>Alto: el river prematuro no cuenta, hagan lo que hagan ahora los jugadores.</translation>
    </message>
    <message>
        <source>The early river does not play, and nobody may accept or reject it. Finish the betting first (bets made stand); then the burn stays a burn, the premature card(s) go back into the stub, the whole stub is reshuffled face down, and the river is dealt again without another burn.</source>
        <translation>El river prematuro no cuenta, y nadie puede aceptarlo ni rechazarlo. Primero terminar las apuestas (las apuestas hechas se mantienen); luego la quemada sigue siendo quemada, la carta o cartas prematuras vuelven al resto de la baraja, se baraja de nuevo todo el resto boca abajo y se vuelve a repartir el river sin otra quemada.</translation>
    </message>
    <message>
        <source>early river</source>
        <translation>river adelantado</translation>
    </message>
    <message>
        <source>fifth street early</source>
        <translation>quinta calle adelantada</translation>
    </message>
    <message>
        <source>premature river</source>
        <translation>river prematuro</translation>
    </message>
    <message>
        <source>river before betting finished</source>
        <translation>river antes de terminar las apuestas</translation>
    </message>
    <message>
        <source>river too early</source>
        <translation>river demasiado pronto</translation>
    </message>
</context>
<context>
    <name>rulings.premature-turn</name>
    <message>
        <source>Deal the new card(s) without a burn.</source>
        <translation>Repartir la carta o cartas nuevas sin quemar.</translation>
    </message>
    <message>
        <source>Deal the turn without another burn; the river is later dealt with its normal burn.</source>
        <translation>Repartir el turn sin otra quemada; el river se reparte después con su quemada normal.</translation>
    </message>
    <message>
        <source>Finish the flop betting.</source>
        <translation>Terminar las apuestas del flop.</translation>
    </message>
    <message>
        <source>House rule A-18 (it replaces Robert&apos;s own procedure): a card turned over before the betting is finished goes into the middle of the remaining deck, the deck is shuffled once and cut, and the new card is dealt without a burn. Players in the unfinished betting round may take back their bets and bet again.</source>
        <translation>Regla de la casa A-18 (sustituye al procedimiento propio de Robert&apos;s): una carta destapada antes de que terminen las apuestas va al medio del resto de la baraja, se baraja una vez y se corta, y la carta nueva se reparte sin quemar. Los jugadores de la ronda de apuestas sin terminar pueden retirar sus apuestas y apostar de nuevo.</translation>
    </message>
    <message>
        <source>Leave the turn burn card as the burn.</source>
        <translation>Dejar la quemada del turn como quemada.</translation>
    </message>
    <message>
        <source>Players who bet in the unfinished round may take back their bets and bet again; finish the betting round.</source>
        <translation>Los jugadores que apostaron en la ronda sin terminar pueden retirar sus apuestas y apostar de nuevo; terminar la ronda de apuestas.</translation>
    </message>
    <message>
        <source>Premature turn</source>
        <translation>Turn prematuro</translation>
    </message>
    <message>
        <source>Put the card(s) into the middle of the remaining deck; shuffle it once and cut it.</source>
        <translation>Meter la carta o cartas en el medio del resto de la baraja; barajarla una vez y cortarla.</translation>
    </message>
    <message>
        <source>Put the turn card back into the stub and reshuffle the whole stub face down; cut.</source>
        <translation>Devolver la carta del turn al resto de la baraja y barajar de nuevo todo el resto boca abajo; cortar.</translation>
    </message>
    <message>
        <source>Stop: the early card(s) do not play, whatever players do now.</source>
        <translation>Alto: la carta o cartas prematuras no cuentan, hagan lo que hagan ahora los jugadores.</translation>
    </message>
    <message>
        <source>Stop: the early turn does not play, whatever players do now.</source>
        <translation>Alto: el turn prematuro no cuenta, hagan lo que hagan ahora los jugadores.</translation>
    </message>
    <message>
        <source>The early turn does not play, and nobody may accept or reject it. Finish the betting first (bets made stand); then the burn stays a burn, the premature card(s) go back into the stub, the whole stub is reshuffled face down, and the turn is dealt again without another burn.</source>
        <translation>El turn prematuro no cuenta, y nadie puede aceptarlo ni rechazarlo. Primero terminar las apuestas (las apuestas hechas se mantienen); luego la quemada sigue siendo quemada, la carta o cartas prematuras vuelven al resto de la baraja, se baraja de nuevo todo el resto boca abajo y se vuelve a repartir el turn sin otra quemada.</translation>
    </message>
    <message>
        <source>early turn</source>
        <translation>turn adelantado</translation>
    </message>
    <message>
        <source>fourth street early</source>
        <translation>cuarta calle adelantada</translation>
    </message>
    <message>
        <source>premature turn</source>
        <translation>turn prematuro</translation>
    </message>
    <message>
        <source>turn before betting finished</source>
        <translation>turn antes de terminar las apuestas</translation>
    </message>
    <message>
        <source>turn too early</source>
        <translation>turn demasiado pronto</translation>
    </message>
</context>
<context>
    <name>rulings.prior-bet-pulled-back</name>
    <message>
        <source>Ask the player to declare.</source>
        <translation>Pedir al jugador que declare.</translation>
    </message>
    <message>
        <source>By pulling back the earlier bet chips while facing a raise, the player is bound to call or raise: they may not put those chips back out and fold.</source>
        <translation>Al retirar las fichas de su apuesta anterior ante una subida, el jugador queda obligado a igualar o subir: no puede volver a sacar esas fichas y tirarse.</translation>
    </message>
    <message>
        <source>Earlier bet chips pulled back when facing a raise</source>
        <translation>Fichas de una apuesta anterior retiradas ante una subida</translation>
    </message>
    <message>
        <source>Facing the raise, did the player clearly pull their earlier bet chips back towards their stack?</source>
        <translation>Ante la subida, ¿retiró claramente el jugador las fichas de su apuesta anterior hacia su stack?</translation>
    </message>
    <message>
        <source>If they push the chips back out silently, read them as a call or raise by Rules 41 to 45.</source>
        <translation>Si vuelve a empujar las fichas en silencio, leerlas como igualada o subida según las reglas 41 a 45.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Read any chips added silently by Rules 41 to 45.</source>
        <translation>Leer las fichas añadidas en silencio según las reglas 41 a 45.</translation>
    </message>
    <message>
        <source>Read any chips pushed out again as a call or raise.</source>
        <translation>Leer las fichas empujadas de nuevo como igualada o subida.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules (league edition) has no rule for earlier bet chips pulled back facing a raise (its B&amp;R 11 binds chips released into the pot, not chips taken back), and no house rule covers it, so the director rules for fairness; the TDA&apos;s rule (46-B) is the usual practice: the player is held to calling or raising and may not fold.</source>
        <translation>Las Robert&apos;s Rules (edición de liga) no tienen regla para fichas de una apuesta anterior retiradas ante una subida (su B&amp;R 11 obliga las fichas soltadas en el bote, no las retiradas), y ninguna regla de la casa lo cubre, así que el director decide por equidad; la regla del TDA (46-B) es la práctica habitual: el jugador queda obligado a igualar o subir y no puede tirarse.</translation>
    </message>
    <message>
        <source>Tell the player they must call or raise.</source>
        <translation>Decir al jugador que debe igualar o subir.</translation>
    </message>
    <message>
        <source>The earlier bet stays in front of the player, who may still call, raise or fold; the player should say what they are doing before adding chips.</source>
        <translation>La apuesta anterior se queda delante del jugador, que aún puede igualar, subir o tirarse; debería decir lo que hace antes de añadir fichas.</translation>
    </message>
    <message>
        <source>The earlier bet stays in front of the player, who may still call, raise or fold; they should say what they are doing before adding chips, and chips added silently are read by Rules 41 to 45.</source>
        <translation>La apuesta anterior se queda delante del jugador, que aún puede igualar, subir o tirarse; debería decir lo que hace antes de añadir fichas, y las fichas añadidas en silencio se leen según las reglas 41 a 45.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>earlier bet facing a raise</source>
        <translation>apuesta anterior ante una subida</translation>
    </message>
    <message>
        <source>prior bet chips</source>
        <translation>fichas de la apuesta anterior</translation>
    </message>
    <message>
        <source>pull back chips fold</source>
        <translation>retirar fichas y tirarse</translation>
    </message>
    <message>
        <source>pulled back bet</source>
        <translation>apuesta retirada</translation>
    </message>
    <message>
        <source>took back his bet</source>
        <translation>recuperó su apuesta</translation>
    </message>
</context>
<context>
    <name>rulings.request-to-see-hand</name>
    <message>
        <source>A player who has mucked or no longer holds cards loses any right to see another hand.</source>
        <translation>Un jugador que ha tirado su mano o ya no tiene cartas pierde todo derecho a ver otra mano.</translation>
    </message>
    <message>
        <source>A river caller who kept or tabled their cards may always see the last aggressor&apos;s hand: it is the hand they paid to see.</source>
        <translation>Un jugador que igualó en el river y conservó o enseñó sus cartas siempre puede ver la mano del último agresor: es la mano que pagó por ver.</translation>
    </message>
    <message>
        <source>Any other request is at the floor&apos;s discretion. A hand shown on request does not become live again.</source>
        <translation>Cualquier otra petición queda a criterio del floor. Una mano enseñada a petición no vuelve a estar viva.</translation>
    </message>
    <message>
        <source>Any player dealt in may ask to see a called hand (a privilege that can be withdrawn if abused); a folded hand shown because a non-winner asked stays dead.</source>
        <translation>Cualquier jugador al que se repartió puede pedir ver una mano igualada (un privilegio que puede retirarse si se abusa); una mano tirada que se enseña a petición de quien no ganó sigue muerta.</translation>
    </message>
    <message>
        <source>Any player dealt in may ask to see a called hand. When the pot&apos;s winner asks to see a losing hand, both hands are live and the best hand wins the pot.</source>
        <translation>Cualquier jugador al que se repartió puede pedir ver una mano igualada. Cuando el ganador del bote pide ver una mano perdedora, las dos manos están vivas y la mejor gana el bote.</translation>
    </message>
    <message>
        <source>Decide whether to have the hand shown.</source>
        <translation>Decidir si se hace enseñar la mano.</translation>
    </message>
    <message>
        <source>Does the player asking still hold their cards (or have they tabled them)?</source>
        <translation>¿Conserva todavía sus cartas el jugador que pide (o las ha enseñado)?</translation>
    </message>
    <message>
        <source>Have the hand shown.</source>
        <translation>Hacer enseñar la mano.</translation>
    </message>
    <message>
        <source>Have the last aggressor&apos;s hand shown.</source>
        <translation>Hacer enseñar la mano del último agresor.</translation>
    </message>
    <message>
        <source>Is the player asking a river caller who wants to see the last aggressor&apos;s hand?</source>
        <translation>¿Es quien pide un jugador que igualó en el river y quiere ver la mano del último agresor?</translation>
    </message>
    <message>
        <source>Is the player asking the winner of the pot?</source>
        <translation>¿Es quien pide el ganador del bote?</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Read both hands: the best one wins the pot.</source>
        <translation>Leer las dos manos: la mejor gana el bote.</translation>
    </message>
    <message>
        <source>Request to see a hand</source>
        <translation>Petición de ver una mano</translation>
    </message>
    <message>
        <source>Tell the player the request is refused.</source>
        <translation>Decir al jugador que se rechaza la petición.</translation>
    </message>
    <message>
        <source>The shown hand stays dead; the pot goes as awarded.</source>
        <translation>La mano enseñada sigue muerta; el bote va como se entregó.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>ask to see cards</source>
        <translation>pedir ver las cartas</translation>
    </message>
    <message>
        <source>i want to see that</source>
        <translation>quiero verlo</translation>
    </message>
    <message>
        <source>see a hand</source>
        <translation>ver una mano</translation>
    </message>
    <message>
        <source>see mucked hand</source>
        <translation>ver una mano tirada al muck</translation>
    </message>
    <message>
        <source>see the losing hand</source>
        <translation>ver la mano perdedora</translation>
    </message>
    <message>
        <source>show me</source>
        <translation>enséñamela</translation>
    </message>
</context>
<context>
    <name>rulings.short-all-in-reopen</name>
    <message>
        <source>A player who already acted and does not face a full-size wager may not raise an all-in that is less than a full bet or raise: call or fold only (the half-bet reopening idea is for limit games).</source>
        <translation>Un jugador que ya actuó y no tiene delante una apuesta completa no puede subir un all-in menor que una apuesta o subida completa: solo igualar o tirarse (la reapertura con media apuesta es para los juegos con límite).</translation>
    </message>
    <message>
        <source>Adding up every all-in since that player acted, do they now face at least a full raise? (&apos;ruling calc min-raise&apos; works it out)</source>
        <translation>Sumando todos los all-in desde que actuó ese jugador, ¿tiene ahora delante al menos una subida completa? (&apos;ruling calc min-raise&apos; lo calcula)</translation>
    </message>
    <message>
        <source>Counting the all-ins together, the player now faces at least a full raise, so the betting is reopened for them: they may call, raise or fold. The minimum raise is still the last full raise.</source>
        <translation>Sumando los all-in, el jugador tiene ahora delante al menos una subida completa, así que las apuestas se le reabren: puede igualar, subir o tirarse. La subida mínima sigue siendo la última subida completa.</translation>
    </message>
    <message>
        <source>Has the player now facing the action already acted on this betting round?</source>
        <translation>¿Ha actuado ya en esta ronda de apuestas el jugador al que ahora le toca?</translation>
    </message>
    <message>
        <source>Let the player call or fold only.</source>
        <translation>Dejar que el jugador solo iguale o se tire.</translation>
    </message>
    <message>
        <source>Let the player call, raise or fold.</source>
        <translation>Dejar que el jugador iguale, suba o se tire.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Short all-in: is the betting reopened?</source>
        <translation>All-in corto: ¿se reabren las apuestas?</translation>
    </message>
    <message>
        <source>The player already acted and does not face a full raise, so the betting is not reopened: they may only call or fold.</source>
        <translation>El jugador ya actuó y no tiene delante una subida completa, así que las apuestas no se reabren: solo puede igualar o tirarse.</translation>
    </message>
    <message>
        <source>The player has not acted yet on this round, so they have every option: call, raise (at least the last full raise) or fold.</source>
        <translation>El jugador aún no ha actuado en esta ronda, así que tiene todas las opciones: igualar, subir (al menos la última subida completa) o tirarse.</translation>
    </message>
    <message>
        <source>The player has not acted yet on this round, so they may call, raise or fold (a blind keeps the option to raise).</source>
        <translation>El jugador aún no ha actuado en esta ronda, así que puede igualar, subir o tirarse (una ciega conserva la opción de subir).</translation>
    </message>
    <message>
        <source>The player now faces a full-size wager, so they may raise again.</source>
        <translation>El jugador tiene ahora delante una apuesta completa, así que puede volver a subir.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>all in less than a raise</source>
        <translation>all-in menor que una subida</translation>
    </message>
    <message>
        <source>can i raise again</source>
        <translation>puedo volver a subir</translation>
    </message>
    <message>
        <source>incomplete raise</source>
        <translation>subida incompleta</translation>
    </message>
    <message>
        <source>reopen betting</source>
        <translation>reabrir las apuestas</translation>
    </message>
    <message>
        <source>reopened</source>
        <translation>reabierto</translation>
    </message>
    <message>
        <source>short all in</source>
        <translation>all-in corto</translation>
    </message>
</context>
<context>
    <name>rulings.short-blind</name>
    <message>
        <source>A blind cannot post the full amount</source>
        <translation>Una ciega no puede poner la cantidad completa</translation>
    </message>
    <message>
        <source>Build a side pot for the chips above the short blind.</source>
        <translation>Formar un bote secundario con las fichas por encima de la ciega corta.</translation>
    </message>
    <message>
        <source>House rule: a player short of a blind plays for what they have and a side pot is made for the others. The minimum raise stays based on the full blind.</source>
        <translation>Regla de la casa: un jugador al que no le llega para una ciega juega por lo que tiene, y se forma un bote secundario para los demás. La subida mínima sigue basándose en la ciega completa.</translation>
    </message>
    <message>
        <source>Players call the full big blind; the minimum raise is a full big blind more.</source>
        <translation>Los jugadores igualan la ciega grande completa; la subida mínima es una ciega grande completa más.</translation>
    </message>
    <message>
        <source>Take the short blind as an all-in.</source>
        <translation>Tomar la ciega corta como all-in.</translation>
    </message>
    <message>
        <source>The player posts what they have and is all-in for it; a side pot forms. The amount to call and the minimum raise stay based on the full big blind, and with a big-blind ante the big blind is paid before the ante.</source>
        <translation>El jugador pone lo que tiene y queda all-in por esa cantidad; se forma un bote secundario. La cantidad para igualar y la subida mínima siguen basándose en la ciega grande completa, y con ante de ciega grande, la ciega grande se paga antes que el ante.</translation>
    </message>
    <message>
        <source>blind all in</source>
        <translation>ciega all-in</translation>
    </message>
    <message>
        <source>cannot post blind</source>
        <translation>no puede poner la ciega</translation>
    </message>
    <message>
        <source>not enough for the big blind</source>
        <translation>no le llega para la ciega grande</translation>
    </message>
    <message>
        <source>partial blind</source>
        <translation>ciega parcial</translation>
    </message>
    <message>
        <source>short blind</source>
        <translation>ciega corta</translation>
    </message>
</context>
<context>
    <name>rulings.showdown-order</name>
    <message>
        <source>A player shows one card and waits (slow roll)</source>
        <translation>Un jugador enseña una carta y espera (slow roll)</translation>
    </message>
    <message>
        <source>Ask the first player to act to show first.</source>
        <translation>Pedir al primer jugador en actuar que enseñe primero.</translation>
    </message>
    <message>
        <source>Ask the last aggressor to show first.</source>
        <translation>Pedir al último agresor que enseñe primero.</translation>
    </message>
    <message>
        <source>Ask the player to turn up the other card.</source>
        <translation>Pedir al jugador que destape la otra carta.</translation>
    </message>
    <message>
        <source>Consider a penalty for a deliberate slow roll.</source>
        <translation>Considerar una penalización por un slow roll deliberado.</translation>
    </message>
    <message>
        <source>House rule, no slow rolls: a called player must show; one who shows only one card and waits plays with the exposed card only, not the slow-rolled one.</source>
        <translation>Regla de la casa, nada de slow roll: un jugador igualado debe enseñar; quien enseña solo una carta y espera juega solo con la carta expuesta, no con la que retiene.</translation>
    </message>
    <message>
        <source>If all others muck, the last live hand wins without showing.</source>
        <translation>Si todos los demás tiran sus cartas, la última mano viva gana sin enseñar.</translation>
    </message>
    <message>
        <source>If nobody shows voluntarily, the last player to bet or raise on the final round shows first.</source>
        <translation>Si nadie enseña voluntariamente, enseña primero el último jugador que apostó o subió en la última ronda.</translation>
    </message>
    <message>
        <source>If they refuse, the floor rules; a hand not fully tabled cannot win.</source>
        <translation>Si se niega, decide el floor; una mano que no se enseña entera no puede ganar.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Read the player&apos;s hand using only the card shown.</source>
        <translation>Leer la mano del jugador solo con la carta enseñada.</translation>
    </message>
    <message>
        <source>Showdown order, slow roll, only one card shown</source>
        <translation>Orden del showdown, slow roll, solo una carta enseñada</translation>
    </message>
    <message>
        <source>To win, a hand must be tabled with all its cards face up. The dealer asks for the other card; if the player refuses, the floor is called. Deliberate slow-rolling may be penalised.</source>
        <translation>Para ganar, una mano debe enseñarse con todas sus cartas boca arriba. El crupier pide la otra carta; si el jugador se niega, se llama al floor. El slow roll deliberado puede penalizarse.</translation>
    </message>
    <message>
        <source>Was there a bet on the final betting round?</source>
        <translation>¿Hubo una apuesta en la última ronda de apuestas?</translation>
    </message>
    <message>
        <source>What is the problem?</source>
        <translation>¿Cuál es el problema?</translation>
    </message>
    <message>
        <source>Who has to show first</source>
        <translation>Quién tiene que enseñar primero</translation>
    </message>
    <message>
        <source>With a bet on the final round, the last player to bet or raise shows first; side-pot players show before an all-in player in the main pot only.</source>
        <translation>Con una apuesta en la última ronda, enseña primero el último jugador que apostó o subió; los jugadores de botes secundarios enseñan antes que un jugador all-in que solo está en el bote principal.</translation>
    </message>
    <message>
        <source>With everyone checking (or all-in) on the final round, the player who acted first shows first.</source>
        <translation>Si todos pasaron (o están all-in) en la última ronda, enseña primero el jugador que actuó primero.</translation>
    </message>
    <message>
        <source>With no bet on the final round, if nobody shows voluntarily, the first player to act (first left of the button) shows first.</source>
        <translation>Sin apuesta en la última ronda, si nadie enseña voluntariamente, enseña primero el primer jugador en actuar (el primero a la izquierda del botón).</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>one card shown</source>
        <translation>una carta enseñada</translation>
    </message>
    <message>
        <source>refuses to show</source>
        <translation>se niega a enseñar</translation>
    </message>
    <message>
        <source>show first</source>
        <translation>enseñar primero</translation>
    </message>
    <message>
        <source>showdown order</source>
        <translation>orden del showdown</translation>
    </message>
    <message>
        <source>slow roll</source>
        <translation>slow roll</translation>
    </message>
    <message>
        <source>who shows first</source>
        <translation>quién enseña primero</translation>
    </message>
</context>
<context>
    <name>rulings.simultaneous-eliminations</name>
    <message>
        <source>Add the points of the places involved and give each player half.</source>
        <translation>Sumar los puntos de los puestos afectados y dar la mitad a cada jugador.</translation>
    </message>
    <message>
        <source>Add up the prizes of the places these players take.</source>
        <translation>Sumar los premios de los puestos que ocupan estos jugadores.</translation>
    </message>
    <message>
        <source>Compare the stacks each player had at the start of the hand.</source>
        <translation>Comparar los stacks que tenía cada jugador al empezar la mano.</translation>
    </message>
    <message>
        <source>Did the busted players start the hand with the same number of chips?</source>
        <translation>¿Empezaron la mano los jugadores eliminados con las mismas fichas?</translation>
    </message>
    <message>
        <source>Did they hold hands of equal strength?</source>
        <translation>¿Tenían manos de igual fuerza?</translation>
    </message>
    <message>
        <source>House rule: equal stacks and equal hands: the points of the two places are added and halved.</source>
        <translation>Regla de la casa: stacks iguales y manos iguales: los puntos de los dos puestos se suman y se dividen entre dos.</translation>
    </message>
    <message>
        <source>House rule: the player who started the hand with more chips gets the higher finishing place.</source>
        <translation>Regla de la casa: el jugador que empezó la mano con más fichas obtiene el puesto más alto.</translation>
    </message>
    <message>
        <source>House rule: with equal stacks, the player with the better hand gets the higher finishing place.</source>
        <translation>Regla de la casa: con stacks iguales, el jugador con la mejor mano obtiene el puesto más alto.</translation>
    </message>
    <message>
        <source>More chips finishes higher; equal stacks share the places.</source>
        <translation>Más fichas queda por delante; stacks iguales comparten los puestos.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Players who bust on the hand-for-hand hand that reaches the money share the places paid on that hand: the prize money for those places is added up and split equally, whatever their stacks or hands.</source>
        <translation>Los jugadores eliminados en la mano del mano a mano que llega a los premios comparten los puestos pagados en esa mano: los premios de esos puestos se suman y se reparten a partes iguales, sean cuales sean sus stacks o sus manos.</translation>
    </message>
    <message>
        <source>Split the total equally among them.</source>
        <translation>Repartir el total a partes iguales entre ellos.</translation>
    </message>
    <message>
        <source>TDA 2024 has no general rule for players busted on the same hand; the usual practice (and Robert&apos;s) is that the player who started the hand with more chips finishes higher, and players with equal stacks share the places.</source>
        <translation>El TDA 2024 no tiene regla general para jugadores eliminados en la misma mano; lo habitual (y Robert&apos;s) es que el jugador que empezó la mano con más fichas quede por delante, y que los jugadores con stacks iguales compartan los puestos.</translation>
    </message>
    <message>
        <source>The larger stack finishes higher.</source>
        <translation>El stack mayor queda por delante.</translation>
    </message>
    <message>
        <source>The player with the better hand finishes higher.</source>
        <translation>El jugador con la mejor mano queda por delante.</translation>
    </message>
    <message>
        <source>Two or more players busted on the same hand</source>
        <translation>Dos o más jugadores eliminados en la misma mano</translation>
    </message>
    <message>
        <source>Were the tables playing hand-for-hand, and does this hand take the field into the money (or to a higher prize)?</source>
        <translation>¿Jugaban las mesas mano a mano, y lleva esta mano al campo a los premios (o a un premio mayor)?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>burbuja</translation>
    </message>
    <message>
        <source>busted same hand</source>
        <translation>eliminados en la misma mano</translation>
    </message>
    <message>
        <source>finishing place</source>
        <translation>puesto final</translation>
    </message>
    <message>
        <source>hand for hand</source>
        <translation>mano a mano</translation>
    </message>
    <message>
        <source>same hand knockout</source>
        <translation>eliminación en la misma mano</translation>
    </message>
    <message>
        <source>simultaneous elimination</source>
        <translation>eliminación simultánea</translation>
    </message>
    <message>
        <source>two players out</source>
        <translation>dos jugadores fuera</translation>
    </message>
</context>
<context>
    <name>rulings.skipped-player</name>
    <message>
        <source>A player waiting for someone before them to act never loses the right to act, however many players act behind.</source>
        <translation>Un jugador que espera a que actúe alguien anterior nunca pierde el derecho a actuar, por muchos jugadores que actúen detrás.</translation>
    </message>
    <message>
        <source>Apply the out-of-turn rules to the players who acted early.</source>
        <translation>Aplicar las reglas de acción fuera de turno a los jugadores que actuaron antes de tiempo.</translation>
    </message>
    <message>
        <source>Back the action up to the skipped player.</source>
        <translation>Devolver la acción al jugador saltado.</translation>
    </message>
    <message>
        <source>Before the skipped player spoke up, did substantial action (two actions with chips, or three actions) take place out of turn to their left?</source>
        <translation>Antes de que hablara el jugador saltado, ¿hubo acción sustancial fuera de turno a su izquierda (dos acciones con fichas, o tres acciones)?</translation>
    </message>
    <message>
        <source>Decide the skipped hand: dead, or no bet or raise allowed.</source>
        <translation>Decidir sobre la mano saltada: muerta, o sin poder apostar ni subir.</translation>
    </message>
    <message>
        <source>Decide whether the skipped player keeps the right to act.</source>
        <translation>Decidir si el jugador saltado conserva el derecho a actuar.</translation>
    </message>
    <message>
        <source>Did three or more players act behind the skipped player before they spoke up?</source>
        <translation>¿Actuaron tres o más jugadores detrás del jugador saltado antes de que hablara?</translation>
    </message>
    <message>
        <source>Fewer than three players acted behind, so the skipped player keeps the right to act: the action backs up to them.</source>
        <translation>Actuaron detrás menos de tres jugadores, así que el jugador saltado conserva el derecho a actuar: la acción vuelve a él.</translation>
    </message>
    <message>
        <source>If not, the actions behind stand.</source>
        <translation>Si no, las acciones de detrás se mantienen.</translation>
    </message>
    <message>
        <source>Let the out-of-turn actions stand.</source>
        <translation>Mantener las acciones fuera de turno.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Skipped player</source>
        <translation>Jugador saltado</translation>
    </message>
    <message>
        <source>The action backs up to the skipped player, who acts in turn; the out-of-turn actions are then treated as action out of turn (binding unless the action they faced changes).</source>
        <translation>La acción vuelve al jugador saltado, que actúa en su turno; las acciones fuera de turno se tratan entonces como acción fuera de turno (vinculantes salvo que cambie la acción que tenían delante).</translation>
    </message>
    <message>
        <source>The skipped player stayed silent while substantial action took place out of turn to their left, so those actions stand and the floor decides the skipped hand: it may be ruled dead, or limited to checking, calling or folding.</source>
        <translation>El jugador saltado se quedó callado mientras hubo acción sustancial fuera de turno a su izquierda, así que esas acciones se mantienen y el floor decide sobre la mano saltada: puede declararse muerta, o limitarse a pasar, igualar o tirarse.</translation>
    </message>
    <message>
        <source>To keep the right to act a player must call &apos;time&apos;; with three or more players acting behind first, the skipped player may lose the right to act on this round.</source>
        <translation>Para conservar el derecho a actuar, un jugador debe decir «tiempo»; si actúan antes tres o más jugadores detrás, el jugador saltado puede perder el derecho a actuar en esta ronda.</translation>
    </message>
    <message>
        <source>Was the skipped player waiting for a player before them who had not acted yet?</source>
        <translation>¿Esperaba el jugador saltado a un jugador anterior que aún no había actuado?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>action passed me</source>
        <translation>la acción me pasó de largo</translation>
    </message>
    <message>
        <source>missed my turn</source>
        <translation>me saltaron el turno</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>saltado</translation>
    </message>
    <message>
        <source>skipped player</source>
        <translation>jugador saltado</translation>
    </message>
    <message>
        <source>they acted behind me</source>
        <translation>actuaron detrás de mí</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
</context>
<context>
    <name>rulings.string-raise</name>
    <message>
        <source>After saying &apos;raise&apos; a player may put the chips in with several motions; the raise stands (at least the minimum).</source>
        <translation>Tras decir «subo», un jugador puede meter las fichas en varios movimientos; la subida se mantiene (al menos la mínima).</translation>
    </message>
    <message>
        <source>Did the first push alone reach the call plus at least half a raise? (&apos;ruling calc chips&apos; works it out)</source>
        <translation>¿Llegó el primer empuje por sí solo a la igualada más al menos media subida? (&apos;ruling calc chips&apos; lo calcula)</translation>
    </message>
    <message>
        <source>Did the player say &apos;raise&apos; (or the amount) before the chips moved?</source>
        <translation>¿Dijo el jugador «subo» (o la cantidad) antes de mover las fichas?</translation>
    </message>
    <message>
        <source>Let the player complete the declared raise.</source>
        <translation>Dejar que el jugador complete la subida declarada.</translation>
    </message>
    <message>
        <source>Make the bet a call.</source>
        <translation>Convertir la apuesta en una igualada.</translation>
    </message>
    <message>
        <source>Make the bet a minimum raise.</source>
        <translation>Convertir la apuesta en una subida mínima.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Return any chips beyond the minimum raise.</source>
        <translation>Devolver las fichas que pasen de la subida mínima.</translation>
    </message>
    <message>
        <source>Return the extra chips.</source>
        <translation>Devolver las fichas de más.</translation>
    </message>
    <message>
        <source>String bet or two-motion raise</source>
        <translation>String bet o subida en dos movimientos</translation>
    </message>
    <message>
        <source>String bets are not allowed: only the first motion counts, and it was short of the call plus half a raise, so it is a call; the extra chips go back.</source>
        <translation>Los string bets no están permitidos: solo cuenta el primer movimiento, y no llegó a la igualada más media subida, así que es una igualada; las fichas de más se devuelven.</translation>
    </message>
    <message>
        <source>String bets are not allowed: only the first motion counts. It reached the call plus half a raise, so it is brought up to a minimum raise; chips from the second motion beyond that go back.</source>
        <translation>Los string bets no están permitidos: solo cuenta el primer movimiento. Llegó a la igualada más media subida, así que se completa hasta una subida mínima; las fichas del segundo movimiento que pasen de ahí se devuelven.</translation>
    </message>
    <message>
        <source>String raises are not allowed, but a full bet plus half a bet or more counts as announcing a raise: the raise must be completed to the minimum.</source>
        <translation>Los string raises no están permitidos, pero una apuesta completa más media apuesta o más cuenta como anunciar una subida: la subida debe completarse hasta la mínima.</translation>
    </message>
    <message>
        <source>String raises are not allowed: without a declaration, the first push decides, and it is only a call; the extra chips go back.</source>
        <translation>Los string raises no están permitidos: sin declaración, decide el primer empuje, y es solo una igualada; las fichas de más se devuelven.</translation>
    </message>
    <message>
        <source>The raise was declared before the chips moved, so putting the chips in with more than one motion is fine: the declared raise stands (at least the minimum raise).</source>
        <translation>La subida se declaró antes de mover las fichas, así que meterlas en más de un movimiento está permitido: la subida declarada se mantiene (al menos la subida mínima).</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>multiple motions</source>
        <translation>varios movimientos</translation>
    </message>
    <message>
        <source>second motion</source>
        <translation>segundo movimiento</translation>
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
        <translation>dos movimientos</translation>
    </message>
    <message>
        <source>went back to stack</source>
        <translation>volvió a su stack</translation>
    </message>
</context>
<context>
    <name>rulings.stud-exposed-downcard</name>
    <message>
        <source>Counting this one, how many cards has the dealer exposed on this deal?</source>
        <translation>Contando esta, ¿cuántas cartas ha expuesto el crupier en este reparto?</translation>
    </message>
    <message>
        <source>Deal that player&apos;s third-street card face down.</source>
        <translation>Repartir boca abajo la carta de tercera calle de ese jugador.</translation>
    </message>
    <message>
        <source>Deal the hand again; the forced bets stay as posted.</source>
        <translation>Repartir de nuevo la mano; las apuestas obligatorias se quedan como se pusieron.</translation>
    </message>
    <message>
        <source>Downcard exposed on the initial deal in stud</source>
        <translation>Carta tapada expuesta en el reparto inicial en stud</translation>
    </message>
    <message>
        <source>Just this one</source>
        <translation>Solo esta</translation>
    </message>
    <message>
        <source>Leave the exposed card face up in front of the player: it is their upcard.</source>
        <translation>Dejar la carta expuesta boca arriba delante del jugador: es su carta descubierta.</translation>
    </message>
    <message>
        <source>Misdeal: the dealer exposed one of the first two cards of the hand, or two or more cards. Robert&apos;s general misdeal rules apply to stud as to every game: gather the cards, reshuffle, cut and deal again.</source>
        <translation>Misdeal: el crupier expuso una de las dos primeras cartas de la mano, o dos o más cartas. Las reglas generales de misdeal de Robert&apos;s se aplican al stud como a todos los juegos: recoger las cartas, barajar de nuevo, cortar y repartir otra vez.</translation>
    </message>
    <message>
        <source>Misdeal: the dealer has exposed two or more cards on this deal. Gather the cards, reshuffle, cut and deal again.</source>
        <translation>Misdeal: el crupier ha expuesto dos o más cartas en este reparto. Recoger las cartas, barajar de nuevo, cortar y repartir otra vez.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>No misdeal in stud: the exposed downcard becomes that player&apos;s upcard, and their third-street card is dealt face down instead. If that card is now the lowest showing, the player brings it in.</source>
        <translation>En stud no hay misdeal: la carta tapada expuesta pasa a ser la carta descubierta de ese jugador, y su carta de tercera calle se le reparte boca abajo en su lugar. Si esa carta es ahora la más baja a la vista, el jugador hace el bring-in.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules (league edition) has no stud section, where its Irregularities 12 sends the handling of an exposed card, and no house rule covers it, so the director rules for fairness; the usual stud procedure (the TDA&apos;s RP-10-A) is applied: the exposed downcard becomes the player&apos;s upcard and their third-street card is dealt face down. The player may not refuse the card.</source>
        <translation>Las Robert&apos;s Rules (edición de liga) no tienen sección de stud, a la que su Irregularities 12 remite para una carta expuesta, y ninguna regla de la casa lo cubre, así que el director decide por equidad; se aplica el procedimiento habitual del stud (RP-10-A del TDA): la carta tapada expuesta pasa a ser la carta descubierta del jugador y su carta de tercera calle se reparte boca abajo. El jugador no puede rechazar la carta.</translation>
    </message>
    <message>
        <source>Shuffle and cut.</source>
        <translation>Barajar y cortar.</translation>
    </message>
    <message>
        <source>Stop the deal and gather every card.</source>
        <translation>Parar el reparto y recoger todas las cartas.</translation>
    </message>
    <message>
        <source>Two or more</source>
        <translation>Dos o más</translation>
    </message>
    <message>
        <source>Was the exposed card one of the first two cards of the deal (the first cards off the deck)?</source>
        <translation>¿Era la carta expuesta una de las dos primeras del reparto (las primeras de la baraja)?</translation>
    </message>
    <message>
        <source>Work out the bring-in from the upcards as they now stand.</source>
        <translation>Determinar el bring-in según las cartas descubiertas tal como están ahora.</translation>
    </message>
    <message>
        <source>Work out the bring-in from the upcards as they now stand: the player may be the bring-in.</source>
        <translation>Determinar el bring-in según las cartas descubiertas tal como están ahora: el jugador puede ser el bring-in.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>dealer exposed down card stud</source>
        <translation>el crupier expuso una carta tapada en stud</translation>
    </message>
    <message>
        <source>downcard exposed</source>
        <translation>carta tapada destapada</translation>
    </message>
    <message>
        <source>exposed downcard</source>
        <translation>carta tapada expuesta</translation>
    </message>
    <message>
        <source>hole card exposed stud</source>
        <translation>carta propia expuesta stud</translation>
    </message>
    <message>
        <source>stud exposed card</source>
        <translation>stud carta expuesta</translation>
    </message>
    <message>
        <source>third street exposed</source>
        <translation>tercera calle expuesta</translation>
    </message>
</context>
<context>
    <name>rulings.stud-premature-card</name>
    <message>
        <source>Deal the new card without a burn.</source>
        <translation>Repartir la carta nueva sin quemar.</translation>
    </message>
    <message>
        <source>Deal the street from the new stub without another burn.</source>
        <translation>Repartir la calle del nuevo resto de la baraja sin otra quemada.</translation>
    </message>
    <message>
        <source>Finish the betting round.</source>
        <translation>Terminar la ronda de apuestas.</translation>
    </message>
    <message>
        <source>House rule A-18 (for every game, stud included): a card turned over before the betting is finished goes into the middle of the remaining deck, the deck is shuffled once and cut, and the new card is dealt without a burn. Players in the unfinished betting round may take back their bets and bet again.</source>
        <translation>Regla de la casa A-18 (para todos los juegos, stud incluido): una carta destapada antes de que terminen las apuestas va al medio del resto de la baraja, se baraja una vez y se corta, y la carta nueva se reparte sin quemar. Los jugadores de la ronda de apuestas sin terminar pueden retirar sus apuestas y apostar de nuevo.</translation>
    </message>
    <message>
        <source>Players who bet in the unfinished round may take back their bets and bet again; finish the betting round.</source>
        <translation>Los jugadores que apostaron en la ronda sin terminar pueden retirar sus apuestas y apostar de nuevo; terminar la ronda de apuestas.</translation>
    </message>
    <message>
        <source>Premature card in stud</source>
        <translation>Carta prematura en stud</translation>
    </message>
    <message>
        <source>Put the card into the middle of the remaining deck; shuffle it once and cut it.</source>
        <translation>Meter la carta en el medio del resto de la baraja; barajarla una vez y cortarla.</translation>
    </message>
    <message>
        <source>Put the premature card back into the stub and reshuffle the stub face down; cut.</source>
        <translation>Devolver la carta prematura al resto de la baraja y barajar de nuevo el resto boca abajo; cortar.</translation>
    </message>
    <message>
        <source>Stop: the early card does not play, whatever players do now.</source>
        <translation>Alto: la carta prematura no cuenta, hagan lo que hagan ahora los jugadores.</translation>
    </message>
    <message>
        <source>The early card does not play. Finish the betting round first (bets made stand); then the premature card goes back into the stub, the stub is reshuffled face down, and the street is dealt from the newly shuffled stub without another burn.</source>
        <translation>La carta prematura no cuenta. Primero terminar la ronda de apuestas (las apuestas hechas se mantienen); luego la carta prematura vuelve al resto de la baraja, se baraja de nuevo el resto boca abajo y la calle se reparte del resto recién barajado sin otra quemada.</translation>
    </message>
    <message>
        <source>card dealt before betting finished stud</source>
        <translation>carta repartida antes de terminar las apuestas stud</translation>
    </message>
    <message>
        <source>fifth street early</source>
        <translation>quinta calle adelantada</translation>
    </message>
    <message>
        <source>fourth street early</source>
        <translation>cuarta calle adelantada</translation>
    </message>
    <message>
        <source>premature card stud</source>
        <translation>carta prematura stud</translation>
    </message>
    <message>
        <source>seventh street early</source>
        <translation>séptima calle adelantada</translation>
    </message>
    <message>
        <source>sixth street early</source>
        <translation>sexta calle adelantada</translation>
    </message>
    <message>
        <source>stud street dealt early</source>
        <translation>calle de stud repartida antes de tiempo</translation>
    </message>
</context>
<context>
    <name>rulings.table-balancing</name>
    <message>
        <source>A table three or more players short of the fullest table halts once its blinds are affected, until players are moved to it. The player due to be big blind next at the giving table moves to the worst position at this table.</source>
        <translation>Una mesa a la que le faltan tres o más jugadores respecto a la más llena se detiene en cuanto sus ciegas se ven afectadas, hasta que se le trasladen jugadores. El jugador al que le tocaría la siguiente ciega grande en la mesa que cede pasa a la peor posición de esta mesa.</translation>
    </message>
    <message>
        <source>Are this table&apos;s blinds affected (for example the big-blind seat is empty)?</source>
        <translation>¿Están afectadas las ciegas de esta mesa (por ejemplo, el asiento de la ciega grande está vacío)?</translation>
    </message>
    <message>
        <source>At the fullest table, move the player who is big blind next into the worst position here.</source>
        <translation>En la mesa más llena, pasar al jugador que es la siguiente ciega grande a la peor posición de aquí.</translation>
    </message>
    <message>
        <source>Balancing and halting short tables</source>
        <translation>Equilibrar mesas y detener mesas cortas</translation>
    </message>
    <message>
        <source>Halt play at the short table.</source>
        <translation>Detener el juego en la mesa corta.</translation>
    </message>
    <message>
        <source>Halt play there as soon as its blinds are affected, until players are moved to it.</source>
        <translation>Detener allí el juego en cuanto sus ciegas se vean afectadas, hasta que se le trasladen jugadores.</translation>
    </message>
    <message>
        <source>House rule: play never stops except at breaks. Tell the host the table has empty seats; play continues until players are seated there or moved.</source>
        <translation>Regla de la casa: el juego nunca se para salvo en los descansos. Avisar al anfitrión de que la mesa tiene asientos vacíos; se sigue jugando hasta que se sienten o se trasladen jugadores allí.</translation>
    </message>
    <message>
        <source>How many players short is this table compared with the fullest table?</source>
        <translation>¿Cuántos jugadores le faltan a esta mesa respecto a la mesa más llena?</translation>
    </message>
    <message>
        <source>Keep playing, and watch the blinds at the short table.</source>
        <translation>Seguir jugando y vigilar las ciegas en la mesa corta.</translation>
    </message>
    <message>
        <source>Keep playing.</source>
        <translation>Seguir jugando.</translation>
    </message>
    <message>
        <source>Move players as the director decides.</source>
        <translation>Mover jugadores según decida el director.</translation>
    </message>
    <message>
        <source>Move players when the house&apos;s procedure calls for it.</source>
        <translation>Mover jugadores cuando lo pida el procedimiento de la casa.</translation>
    </message>
    <message>
        <source>Move the player who is big blind next at the fullest table into the worst position here.</source>
        <translation>Pasar al jugador que es la siguiente ciega grande en la mesa más llena a la peor posición de aquí.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>One or two</source>
        <translation>Uno o dos</translation>
    </message>
    <message>
        <source>Play goes on for now: a table three or more players short of the fullest table halts only once its blinds are affected (for example the big blind reaches an empty seat). Balance by the house&apos;s set procedure before then if you can: the player due to be big blind next at the giving table moves to the worst position at the short table.</source>
        <translation>El juego sigue por ahora: una mesa a la que le faltan tres o más jugadores respecto a la más llena solo se detiene cuando sus ciegas se ven afectadas (por ejemplo, la ciega grande llega a un asiento vacío). Antes, equilibrar si se puede según el procedimiento fijado por la casa: el jugador al que le tocaría la siguiente ciega grande en la mesa que cede pasa a la peor posición de la mesa corta.</translation>
    </message>
    <message>
        <source>Play goes on. Balance by the house&apos;s set procedure: the player due to be big blind next at the giving table moves to the worst position at the short table.</source>
        <translation>El juego sigue. Equilibrar según el procedimiento fijado por la casa: el jugador al que le tocaría la siguiente ciega grande en la mesa que cede pasa a la peor posición de la mesa corta.</translation>
    </message>
    <message>
        <source>Resume play.</source>
        <translation>Reanudar el juego.</translation>
    </message>
    <message>
        <source>Tell the host about the empty seats.</source>
        <translation>Avisar al anfitrión de los asientos vacíos.</translation>
    </message>
    <message>
        <source>Three or more</source>
        <translation>Tres o más</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>balance tables</source>
        <translation>equilibrar mesas</translation>
    </message>
    <message>
        <source>balancing</source>
        <translation>equilibrado</translation>
    </message>
    <message>
        <source>halt play</source>
        <translation>detener el juego</translation>
    </message>
    <message>
        <source>move a player</source>
        <translation>mover a un jugador</translation>
    </message>
    <message>
        <source>short table</source>
        <translation>mesa corta</translation>
    </message>
    <message>
        <source>uneven tables</source>
        <translation>mesas desiguales</translation>
    </message>
</context>
<context>
    <name>rulings.undercall</name>
    <message>
        <source>A caller who grossly misunderstood the amount may be protected: the director has wide discretion (a rule of thumb: no protection once 80% or more of the bet is in).</source>
        <translation>Quien igualó y se equivocó mucho con la cantidad puede ser protegido: el director tiene amplio criterio (como referencia: sin protección si ya ha puesto el 80 % o más de la apuesta).</translation>
    </message>
    <message>
        <source>An undercall heads-up must be made a full call.</source>
        <translation>Una igualada corta en heads-up debe completarse hasta la igualada completa.</translation>
    </message>
    <message>
        <source>An undercall of the opening bet of the round in a multi-way pot must be made a full call (pre-flop, the big blind is the opening bet).</source>
        <translation>Una igualada corta de la apuesta de apertura de la ronda en un bote multiway debe completarse hasta la igualada completa (antes del flop, la ciega grande es la apuesta de apertura).</translation>
    </message>
    <message>
        <source>Chips released into the pot bind the player to make the amount correct: a short call from a counting error must be completed, even if the bettor has already shown a winning hand.</source>
        <translation>Las fichas soltadas en el bote obligan al jugador a completar la cantidad: una igualada corta por un error al contar debe completarse, aunque el que apostó ya haya enseñado una mano ganadora.</translation>
    </message>
    <message>
        <source>Decide whether the caller misunderstood the amount.</source>
        <translation>Decidir si quien igualó se equivocó con la cantidad.</translation>
    </message>
    <message>
        <source>Decide: full call, or forfeit the undercall chips and fold.</source>
        <translation>Decidir: igualada completa, o pierde las fichas de la igualada corta y se tira.</translation>
    </message>
    <message>
        <source>Did the caller badly misunderstand the amount (put in well under the bet, less than about 80%)?</source>
        <translation>¿Se equivocó mucho quien igualó con la cantidad (puso bastante menos que la apuesta, menos de un 80 %)?</translation>
    </message>
    <message>
        <source>Did the player say &apos;call&apos;?</source>
        <translation>¿Dijo el jugador «igualo»?</translation>
    </message>
    <message>
        <source>Facing a raise in a multi-way pot, the floor decides: either the full call is required, or the player forfeits the chips put in and folds. Several undercalls in a row are backed up to the first one.</source>
        <translation>Ante una subida en un bote multiway, decide el floor: o se exige la igualada completa, o el jugador pierde las fichas puestas y se tira. Varias igualadas cortas seguidas se retrotraen a la primera.</translation>
    </message>
    <message>
        <source>Have the player put in the full call.</source>
        <translation>Hacer que el jugador ponga la igualada completa.</translation>
    </message>
    <message>
        <source>If several players undercalled in turn, back up to the first.</source>
        <translation>Si varios jugadores igualaron de menos seguidos, volver al primero.</translation>
    </message>
    <message>
        <source>If so, let the caller take back the chips and fold; otherwise require the full call.</source>
        <translation>Si es así, dejar que quien igualó retire las fichas y se tire; si no, exigir la igualada completa.</translation>
    </message>
    <message>
        <source>Let the player take back the chips.</source>
        <translation>Dejar que el jugador retire las fichas.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Saying &apos;call&apos; in turn is binding: the player must put in the full call.</source>
        <translation>Decir «igualo» en turno es vinculante: el jugador debe poner la igualada completa.</translation>
    </message>
    <message>
        <source>The player did not know the pot had been raised and nobody has acted since: the chips may be taken back and the player may reconsider.</source>
        <translation>El jugador no sabía que se había subido y nadie ha actuado desde entonces: puede retirar las fichas y pensarlo de nuevo.</translation>
    </message>
    <message>
        <source>The player said &apos;call&apos;: that commits them to the full call.</source>
        <translation>El jugador dijo «igualo»: eso le obliga a igualar completo.</translation>
    </message>
    <message>
        <source>The player then calls, raises or folds.</source>
        <translation>Después el jugador iguala, sube o se tira.</translation>
    </message>
    <message>
        <source>Undercall (less than the call put in)</source>
        <translation>Igualada corta (menos de lo que hay que igualar)</translation>
    </message>
    <message>
        <source>Was the player facing the opening bet of the round (pre-flop: the big blind)?</source>
        <translation>¿Tenía el jugador delante la apuesta de apertura de la ronda (antes del flop: la ciega grande)?</translation>
    </message>
    <message>
        <source>Was the player unaware of a raise, with nobody acting after them since?</source>
        <translation>¿Desconocía el jugador una subida, sin que nadie haya actuado después de él desde entonces?</translation>
    </message>
    <message>
        <source>Was the pot heads-up (only two players)?</source>
        <translation>¿Era el bote heads-up (solo dos jugadores)?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>called short</source>
        <translation>igualó de menos</translation>
    </message>
    <message>
        <source>did not put in enough</source>
        <translation>no puso suficiente</translation>
    </message>
    <message>
        <source>short call</source>
        <translation>igualada corta</translation>
    </message>
    <message>
        <source>under call</source>
        <translation>igualada insuficiente</translation>
    </message>
    <message>
        <source>undercall</source>
        <translation>undercall</translation>
    </message>
</context>
<context>
    <name>rulings.underraise</name>
    <message>
        <source>A bet below the minimum by a player with more chips is brought up to the minimum, and no more. Nobody who already acted may turn a call into a raise because of the correction.</source>
        <translation>Una apuesta por debajo del mínimo de un jugador con más fichas se sube hasta el mínimo, y no más. Nadie que ya haya actuado puede convertir una igualada en subida por la corrección.</translation>
    </message>
    <message>
        <source>A player with no more chips may go all-in for less than a full bet or raise; it stands (and does not change the minimum raise).</source>
        <translation>Un jugador sin más fichas puede ir all-in por menos de una apuesta o subida completa; se mantiene (y no cambia la subida mínima).</translation>
    </message>
    <message>
        <source>A raise below the legal minimum by a player with more chips is brought up to the minimum raise, and no more. Nobody who already acted may turn a call into a raise because of the correction.</source>
        <translation>Una subida por debajo del mínimo de un jugador con más fichas se completa hasta la subida mínima, y no más. Nadie que ya haya actuado puede convertir una igualada en subida por la corrección.</translation>
    </message>
    <message>
        <source>A wager smaller than the previous bet or raise is allowed when the player is all-in.</source>
        <translation>Una apuesta menor que la apuesta o subida anterior está permitida cuando el jugador está all-in.</translation>
    </message>
    <message>
        <source>An opening bet below the minimum is corrected for everyone to the minimum bet.</source>
        <translation>Una apuesta de apertura por debajo del mínimo se corrige para todos hasta la apuesta mínima.</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <source>Bring the bet up to the minimum bet.</source>
        <translation>Subir la apuesta hasta la apuesta mínima.</translation>
    </message>
    <message>
        <source>Bring the raise up to the minimum raise.</source>
        <translation>Completar la subida hasta la subida mínima.</translation>
    </message>
    <message>
        <source>Did the raise reach at least half of a full raise (or did the player say &apos;raise&apos;)?</source>
        <translation>¿Llegó la subida al menos a la mitad de una subida completa (o dijo el jugador «subo»)?</translation>
    </message>
    <message>
        <source>Does the player have more chips behind?</source>
        <translation>¿Le quedan más fichas al jugador?</translation>
    </message>
    <message>
        <source>Let the all-in stand.</source>
        <translation>Mantener el all-in.</translation>
    </message>
    <message>
        <source>Let the bet stand as made.</source>
        <translation>Mantener la apuesta tal como se hizo.</translation>
    </message>
    <message>
        <source>Make it a call.</source>
        <translation>Convertirla en igualada.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Once the next card has been dealt (or the showdown has begun), an underbet or underraise stands.</source>
        <translation>Una vez repartida la siguiente carta (o empezado el showdown), una apuesta o subida insuficiente se mantiene.</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Subida</translation>
    </message>
    <message>
        <source>Return the extra chips.</source>
        <translation>Devolver las fichas de más.</translation>
    </message>
    <message>
        <source>The raise reached at least half of a full raise (or &apos;raise&apos; was said), so it is brought up to the minimum raise.</source>
        <translation>La subida llegó al menos a la mitad de una subida completa (o se dijo «subo»), así que se completa hasta la subida mínima.</translation>
    </message>
    <message>
        <source>The raise was less than half of a full raise and &apos;raise&apos; was not said, so it is only a call; the extra chips go back.</source>
        <translation>La subida era menor que la mitad de una subida completa y no se dijo «subo», así que es solo una igualada; las fichas de más se devuelven.</translation>
    </message>
    <message>
        <source>Too small a wager is corrected only if found before the betting round is over; now it stands.</source>
        <translation>Una apuesta demasiado pequeña solo se corrige si se descubre antes de que termine la ronda de apuestas; ahora se mantiene.</translation>
    </message>
    <message>
        <source>Underbet or underraise (below the legal minimum)</source>
        <translation>Apuesta o subida insuficiente (por debajo del mínimo)</translation>
    </message>
    <message>
        <source>Was it an opening bet or a raise?</source>
        <translation>¿Era una apuesta de apertura o una subida?</translation>
    </message>
    <message>
        <source>Was it noticed before the betting round ended (before the next card, or on the river before the showdown)?</source>
        <translation>¿Se notó antes de que terminara la ronda de apuestas (antes de la siguiente carta, o en el river antes del showdown)?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>bet too small</source>
        <translation>apuesta demasiado pequeña</translation>
    </message>
    <message>
        <source>less than minimum raise</source>
        <translation>menos que la subida mínima</translation>
    </message>
    <message>
        <source>minimum raise</source>
        <translation>subida mínima</translation>
    </message>
    <message>
        <source>raise too small</source>
        <translation>subida demasiado pequeña</translation>
    </message>
    <message>
        <source>under raise</source>
        <translation>subida corta</translation>
    </message>
    <message>
        <source>underbet</source>
        <translation>apuesta insuficiente</translation>
    </message>
    <message>
        <source>underraise</source>
        <translation>subida insuficiente</translation>
    </message>
</context>
<context>
    <name>rulings.verbal-vs-chips</name>
    <message>
        <source>A verbal statement in turn is binding: where it and the chips disagree, the bet is corrected to what was said.</source>
        <translation>Una declaración verbal en turno es vinculante: si no coincide con las fichas, la apuesta se corrige según lo dicho.</translation>
    </message>
    <message>
        <source>Both at the same moment</source>
        <translation>Las dos a la vez</translation>
    </message>
    <message>
        <source>Correct the chips to what was declared.</source>
        <translation>Corregir las fichas según lo declarado.</translation>
    </message>
    <message>
        <source>Leave the bet as the chips made it, unless the director rules otherwise.</source>
        <translation>Dejar la apuesta como la hicieron las fichas, salvo que el director decida otra cosa.</translation>
    </message>
    <message>
        <source>Leave the bet as the chips made it, unless the floor rules otherwise.</source>
        <translation>Dejar la apuesta como la hicieron las fichas, salvo que el floor decida otra cosa.</translation>
    </message>
    <message>
        <source>Leave the bet as the chips made it.</source>
        <translation>Dejar la apuesta como la hicieron las fichas.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>The chips</source>
        <translation>Las fichas</translation>
    </message>
    <message>
        <source>The spoken declaration</source>
        <translation>La declaración verbal</translation>
    </message>
    <message>
        <source>The words were not clear enough to bind, so the chips released into the pot define the bet; the director rules in the spirit of fairness.</source>
        <translation>Las palabras no fueron lo bastante claras para obligar, así que las fichas soltadas en el bote definen la apuesta; el director decide con espíritu de equidad.</translation>
    </message>
    <message>
        <source>Verbal declaration and chips disagree</source>
        <translation>La declaración verbal y las fichas no coinciden</translation>
    </message>
    <message>
        <source>Was the spoken declaration clear and reasonable, and heard at the table?</source>
        <translation>¿Fue la declaración verbal clara y razonable, y se oyó en la mesa?</translation>
    </message>
    <message>
        <source>Which came first?</source>
        <translation>¿Qué fue primero?</translation>
    </message>
    <message>
        <source>Whichever comes first defines the bet: the chips went in first, so they define the bet and what was said afterwards does not change it.</source>
        <translation>Lo que va primero define la apuesta: las fichas fueron primero, así que definen la apuesta y lo que se dijo después no la cambia.</translation>
    </message>
    <message>
        <source>Whichever comes first defines the bet: the player spoke first, so the declaration stands and the chips are corrected to it.</source>
        <translation>Lo que va primero define la apuesta: el jugador habló primero, así que la declaración se mantiene y las fichas se corrigen según ella.</translation>
    </message>
    <message>
        <source>Words and chips came together and the words were not clear: the chips define the bet, unless the circumstances are so contradictory that the floor decides on them.</source>
        <translation>Palabras y fichas llegaron a la vez y las palabras no fueron claras: las fichas definen la apuesta, salvo que las circunstancias sean tan contradictorias que el floor decida según ellas.</translation>
    </message>
    <message>
        <source>Words and chips came together: a clear, reasonable spoken declaration wins, and the chips are corrected to it.</source>
        <translation>Palabras y fichas llegaron a la vez: una declaración clara y razonable prevalece, y las fichas se corrigen según ella.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>declared amount different</source>
        <translation>cantidad declarada distinta</translation>
    </message>
    <message>
        <source>said one amount put another</source>
        <translation>dijo una cantidad y puso otra</translation>
    </message>
    <message>
        <source>said raise</source>
        <translation>dijo subo</translation>
    </message>
    <message>
        <source>spoken bet</source>
        <translation>apuesta hablada</translation>
    </message>
    <message>
        <source>verbal</source>
        <translation>verbal</translation>
    </message>
    <message>
        <source>verbal vs chips</source>
        <translation>verbal contra fichas</translation>
    </message>
</context>
<context>
    <name>rulings.wrong-count</name>
    <message>
        <source>A player who acted on a gross misunderstanding of the amount may be protected; the director has wide discretion (a rule of thumb: no protection once 80% or more of the bet is in).</source>
        <translation>Un jugador que actuó por un error grave sobre la cantidad puede ser protegido; el director tiene amplio criterio (como referencia: sin protección si ya ha puesto el 80 % o más de la apuesta).</translation>
    </message>
    <message>
        <source>A short call from a counting error must be made up to the correct amount, even if the bettor has already shown a winning hand.</source>
        <translation>Una igualada corta por un error al contar debe completarse hasta la cantidad correcta, aunque el que apostó ya haya enseñado una mano ganadora.</translation>
    </message>
    <message>
        <source>Accepted action: the caller must find out the bet size before calling. A caller who was given a wrong count and then called is bound to the real amount (the floor keeps its Rule 1 discretion in extreme cases).</source>
        <translation>Acción aceptada: quien iguala debe informarse del tamaño de la apuesta antes de igualar. Quien recibió una cuenta equivocada y luego igualó queda obligado por la cantidad real (el floor mantiene su criterio de la regla 1 en casos extremos).</translation>
    </message>
    <message>
        <source>Decide whether the caller misunderstood the amount.</source>
        <translation>Decidir si quien igualó se equivocó con la cantidad.</translation>
    </message>
    <message>
        <source>Did the caller grossly misunderstand the amount (less than about 80% of the bet put in)?</source>
        <translation>¿Se equivocó mucho quien igualó con la cantidad (puso menos de un 80 % de la apuesta)?</translation>
    </message>
    <message>
        <source>Have the caller put in the full, correct amount.</source>
        <translation>Hacer que quien igualó ponga la cantidad completa y correcta.</translation>
    </message>
    <message>
        <source>If so, let the caller take back the chips and fold; otherwise require the full call.</source>
        <translation>Si es así, dejar que quien igualó retire las fichas y se tire; si no, exigir la igualada completa.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Wrong count given; accepted action</source>
        <translation>Cuenta equivocada; acción aceptada</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>accepted action</source>
        <translation>acción aceptada</translation>
    </message>
    <message>
        <source>count was wrong</source>
        <translation>la cuenta estaba mal</translation>
    </message>
    <message>
        <source>dealer said wrong amount</source>
        <translation>el crupier dijo una cantidad equivocada</translation>
    </message>
    <message>
        <source>how much is it</source>
        <translation>cuánto es</translation>
    </message>
    <message>
        <source>miscount</source>
        <translation>error al contar</translation>
    </message>
    <message>
        <source>wrong count</source>
        <translation>cuenta equivocada</translation>
    </message>
</context>
<context>
    <name>rulings.wrong-level</name>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Seguir con la mano.</translation>
    </message>
    <message>
        <source>Had the hand started (first riffle, shuffler button or dealer push) before the new level was announced or the clock signalled it?</source>
        <translation>¿Había empezado la mano (primer riffle, botón de la barajadora o empuje del crupier) antes de que se anunciara el nivel nuevo o lo señalara el reloj?</translation>
    </message>
    <message>
        <source>Hand dealt at the wrong blind level</source>
        <translation>Mano repartida en el nivel de ciegas equivocado</translation>
    </message>
    <message>
        <source>Have the blinds and antes topped up to the new level.</source>
        <translation>Hacer completar las ciegas y antes hasta el nivel nuevo.</translation>
    </message>
    <message>
        <source>Have the blinds topped up to the new level.</source>
        <translation>Hacer completar las ciegas hasta el nivel nuevo.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>No mistake: a new level applies from the next hand, and this hand had already started, so it is played at the old level.</source>
        <translation>No hay error: un nivel nuevo se aplica desde la siguiente mano, y esta mano ya había empezado, así que se juega en el nivel anterior.</translation>
    </message>
    <message>
        <source>No mistake: the deal starts with the first riffle, and this hand had started before the level changed, so it is played at the old level.</source>
        <translation>No hay error: el reparto empieza con el primer riffle, y esta mano había empezado antes del cambio de nivel, así que se juega en el nivel anterior.</translation>
    </message>
    <message>
        <source>Play the hand at the old level.</source>
        <translation>Jugar la mano en el nivel anterior.</translation>
    </message>
    <message>
        <source>Post the new blinds from the next hand.</source>
        <translation>Poner las ciegas nuevas desde la siguiente mano.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules has no rule for this; the director rules for fairness. As it was caught before two players after the blinds acted, correct the blinds to the new level now.</source>
        <translation>Las Robert&apos;s Rules no tienen regla para esto; el director decide por equidad. Como se notó antes de que actuaran dos jugadores después de las ciegas, corregir ahora las ciegas al nivel nuevo.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules has no rule for this; the director rules for fairness. Players have already acted, so the hand is finished at the old level and the new level starts with the next hand.</source>
        <translation>Las Robert&apos;s Rules no tienen regla para esto; el director decide por equidad. Ya han actuado jugadores, así que la mano se termina en el nivel anterior y el nivel nuevo empieza con la siguiente mano.</translation>
    </message>
    <message>
        <source>Stop the action.</source>
        <translation>Parar la acción.</translation>
    </message>
    <message>
        <source>Substantial action has taken place, so the hand stays at the old level; the new level applies from the next hand.</source>
        <translation>Ha habido acción sustancial, así que la mano se queda en el nivel anterior; el nivel nuevo se aplica desde la siguiente mano.</translation>
    </message>
    <message>
        <source>The hand was started at the old level by mistake and substantial action has not happened: correct the blinds and antes to the new level now.</source>
        <translation>La mano se empezó por error en el nivel anterior y no ha habido acción sustancial: corregir ahora las ciegas y antes al nivel nuevo.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>blinds went up</source>
        <translation>subieron las ciegas</translation>
    </message>
    <message>
        <source>level changed</source>
        <translation>cambió el nivel</translation>
    </message>
    <message>
        <source>new level</source>
        <translation>nivel nuevo</translation>
    </message>
    <message>
        <source>old blinds</source>
        <translation>ciegas antiguas</translation>
    </message>
    <message>
        <source>wrong blinds</source>
        <translation>ciegas equivocadas</translation>
    </message>
    <message>
        <source>wrong level</source>
        <translation>nivel equivocado</translation>
    </message>
</context>
<context>
    <name>rulings.wrong-number-of-hole-cards</name>
    <message>
        <source>A hand without the proper number of cards is dead once the player has acted on it.</source>
        <translation>Una mano sin el número correcto de cartas está muerta en cuanto el jugador ha actuado con ella.</translation>
    </message>
    <message>
        <source>Any other hand, or too many cards</source>
        <translation>Cualquier otra mano, o demasiadas cartas</translation>
    </message>
    <message>
        <source>Burn exactly one card before each remaining street: never two to restore the order, and never use the extra card as the burn.</source>
        <translation>Quemar exactamente una carta antes de cada calle que queda: nunca dos para restaurar el orden, y nunca usar la carta de más como quemada.</translation>
    </message>
    <message>
        <source>Carry on with the hand.</source>
        <translation>Seguir con la mano.</translation>
    </message>
    <message>
        <source>Deal again with the button and blinds where they were.</source>
        <translation>Repartir de nuevo con el botón y las ciegas donde estaban.</translation>
    </message>
    <message>
        <source>Deal the button the top card of the stub.</source>
        <translation>Dar al botón la carta de encima del resto de la baraja.</translation>
    </message>
    <message>
        <source>Deal the same hand again: the button, the blinds and the limits stay where they were, and the same players are dealt in.</source>
        <translation>Repartir la misma mano: el botón, las ciegas y los límites se quedan donde estaban, y se reparte a los mismos jugadores.</translation>
    </message>
    <message>
        <source>Has the button checked or bet holding the short hand?</source>
        <translation>¿Ha pasado o apostado el botón con la mano incompleta?</translation>
    </message>
    <message>
        <source>Kill the button&apos;s hand; chips already in the pot stay there.</source>
        <translation>Matar la mano del botón; las fichas que ya están en el bote se quedan allí.</translation>
    </message>
    <message>
        <source>Kill the hand and muck all of its cards.</source>
        <translation>Matar la mano y echar todas sus cartas al muck.</translation>
    </message>
    <message>
        <source>Leave that player&apos;s chips in the pot.</source>
        <translation>Dejar las fichas de ese jugador en el bote.</translation>
    </message>
    <message>
        <source>Misdeal: a player was dealt the wrong number of cards and substantial action has not happened yet. The hand is dealt again exactly as before.</source>
        <translation>Misdeal: a un jugador se le repartió un número equivocado de cartas y aún no ha habido acción sustancial. La mano se vuelve a repartir exactamente como antes.</translation>
    </message>
    <message>
        <source>Misdeal: a player was dealt too few cards and the next card would not reach them in proper order.</source>
        <translation>Misdeal: a un jugador se le repartieron pocas cartas y la siguiente carta no le llegaría en el orden correcto.</translation>
    </message>
    <message>
        <source>Misdeal: two or more extra cards were dealt into the starting hands.</source>
        <translation>Misdeal: se repartieron dos o más cartas de más en las manos iniciales.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Not a misdeal: the button is given the missing card from the stub, even after substantial action (the button may receive two cards in a row).</source>
        <translation>No es misdeal: el botón recibe la carta que le falta del resto de la baraja, incluso tras acción sustancial (el botón puede recibir dos cartas seguidas).</translation>
    </message>
    <message>
        <source>One card too many (one extra card off the deck)</source>
        <translation>Una carta de más (una carta extra de la baraja)</translation>
    </message>
    <message>
        <source>One extra card dealt before the first betting round is not a misdeal: it goes back on the deck and becomes the burn card.</source>
        <translation>Una carta de más repartida antes de la primera ronda de apuestas no es misdeal: vuelve a la baraja y pasa a ser la quemada.</translation>
    </message>
    <message>
        <source>Place it on top of the stub as the burn card for the flop.</source>
        <translation>Ponerla encima del resto de la baraja como quemada del flop.</translation>
    </message>
    <message>
        <source>Reshuffle and cut again.</source>
        <translation>Barajar y cortar de nuevo.</translation>
    </message>
    <message>
        <source>Shuffle and cut again.</source>
        <translation>Barajar y cortar de nuevo.</translation>
    </message>
    <message>
        <source>Start the betting.</source>
        <translation>Empezar las apuestas.</translation>
    </message>
    <message>
        <source>Stop the deal and collect every card.</source>
        <translation>Parar el reparto y recoger todas las cartas.</translation>
    </message>
    <message>
        <source>Substantial action has taken place, so there is no misdeal: the hand with the wrong number of cards is dead and all its cards go to the muck; chips that player already put in stay in the pot. The burn protects the stub, not the order of the cards.</source>
        <translation>Ha habido acción sustancial, así que no hay misdeal: la mano con el número equivocado de cartas está muerta y todas sus cartas van al muck; las fichas que ese jugador ya puso se quedan en el bote. La quemada protege el resto de la baraja, no el orden de las cartas.</translation>
    </message>
    <message>
        <source>Take the extra card back without showing it.</source>
        <translation>Recoger la carta de más sin enseñarla.</translation>
    </message>
    <message>
        <source>The button acted (checked or bet) while holding too few cards, so the button&apos;s hand is dead.</source>
        <translation>El botón actuó (pasó o apostó) con pocas cartas, así que la mano del botón está muerta.</translation>
    </message>
    <message>
        <source>The button is last to be dealt, so the next card off the deck reaches the button in proper order: deal it to complete the hand.</source>
        <translation>El botón es el último en recibir, así que la siguiente carta de la baraja le llega en el orden correcto: repartírsela para completar la mano.</translation>
    </message>
    <message>
        <source>The button, with too few cards</source>
        <translation>El botón, con pocas cartas</translation>
    </message>
    <message>
        <source>Too few cards</source>
        <translation>Pocas cartas</translation>
    </message>
    <message>
        <source>Two or more extra cards dealt</source>
        <translation>Se repartieron dos o más cartas de más</translation>
    </message>
    <message>
        <source>Two players after the blinds have acted, so there is no misdeal: the hand is played out, the hand with the wrong number of cards is dead, and its chips are not returned.</source>
        <translation>Han actuado dos jugadores después de las ciegas, así que no hay misdeal: la mano se juega hasta el final, la mano con el número equivocado de cartas está muerta y sus fichas no se devuelven.</translation>
    </message>
    <message>
        <source>What is wrong with the hand?</source>
        <translation>¿Qué le pasa a la mano?</translation>
    </message>
    <message>
        <source>Whose hand is wrong?</source>
        <translation>¿De quién es la mano incorrecta?</translation>
    </message>
    <message>
        <source>Wrong number of hole cards</source>
        <translation>Número equivocado de cartas propias</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>extra card</source>
        <translation>carta de más</translation>
    </message>
    <message>
        <source>missing hole card</source>
        <translation>falta una carta propia</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <source>short hand</source>
        <translation>mano incompleta</translation>
    </message>
    <message>
        <source>three cards</source>
        <translation>tres cartas</translation>
    </message>
    <message>
        <source>too few cards</source>
        <translation>muy pocas cartas</translation>
    </message>
    <message>
        <source>too many cards</source>
        <translation>demasiadas cartas</translation>
    </message>
    <message>
        <source>wrong number of cards</source>
        <translation>número de cartas equivocado</translation>
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
        <source>{count} level</source>
        <translation>{count} nivel</translation>
    </message>
    <message>
        <source>{count} levels</source>
        <translation>{count} niveles</translation>
    </message>
    <message>
        <source>Projected finish {0} after the start, during level {level} (big blind {end_big_blind} = {total_chips} chips / 20).</source>
        <translation>Final previsto {0} después del inicio, en el nivel {level} (ciega grande {end_big_blind} = {total_chips} fichas / 20).</translation>
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
    <message>
        <source>{0} waiting for a seat</source>
        <extracomment>How many recent moves the panel lists. The final table&apos;s redraw is read again this long after its time is up.</extracomment>
        <translation>{0} sin asiento</translation>
    </message>
    <message>
        <source>{0} waiting</source>
        <translation>{0} esperando</translation>
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
    <name>web.app</name>
    <message>
        <source>No document to bring at {path}.</source>
        <extracomment>The page scripts and styles: kept by the browser, checked before each use (304). The documents that read the state only, by address. Every public document by address: what works it out (and declares its subjects). The documents a notice brings when it changes them (``_carried``): each by how it is worked out from the floor for an event. Every public document&apos;s address → the subjects it depends on: a notice of one of them is what makes a page read the document again (sent in the live hello). The subjects after which a notice carries the new clock document. The subjects after which a notice says which entry pages changed (``entry_changes``). What the floor&apos;s thread hands the loop: the SSE messages, and the copies made for them. The longest list of documents a live page asks to be brought (``?bring=``). The longest name the seat finder takes.</extracomment>
        <translation>Ningún documento que traer en {path}.</translation>
    </message>
    <message>
        <source>Say whom to find: /api/find?name=Alice.</source>
        <translation>Diga a quién buscar: /api/find?name=Alice.</translation>
    </message>
</context>
<context>
    <name>web.bodies</name>
    <message>
        <source>The request is not a JSON object.</source>
        <translation>La solicitud no es un objeto JSON.</translation>
    </message>
</context>
<context>
    <name>web.documents</name>
    <message>
        <source>This event is not part of a league season.</source>
        <extracomment>The most bounties on heads the payouts document lists (the biggest).</extracomment>
        <translation>Este torneo no forma parte de una temporada de liga.</translation>
    </message>
    <message>
        <source>The event has no blind structure yet.</source>
        <translation>El torneo aún no tiene estructura de ciegas.</translation>
    </message>
</context>
<context>
    <name>web.errors</name>
    <message>
        <source>There is nothing at this address.</source>
        <extracomment>Why Starlette refused, by HTTP status. The floor&apos;s refusals that are not 422: a credential it does not know (401), a confirmation of something that has changed since it was shown (409), a sign-up while sign-up is closed (403), or one the pending list cannot take (409). The longest ``?lang=`` read (``de_DE``, ``es-419``).</extracomment>
        <translation>No hay nada en esta dirección.</translation>
    </message>
    <message>
        <source>The server could not answer this request.</source>
        <translation>El servidor no pudo responder a esta solicitud.</translation>
    </message>
</context>
<context>
    <name>web.guards</name>
    <message>
        <source>The request is larger than the {most} KiB a request may be.</source>
        <translation>La solicitud supera los {most} KiB que puede tener una solicitud.</translation>
    </message>
    <message>
        <source>This server answers only at the addresses it is served at.</source>
        <extracomment>This machine by its loopback names: always answered.</extracomment>
        <translation>Este servidor solo responde en las direcciones en las que se sirve.</translation>
    </message>
</context>
<context>
    <name>web.language</name>
    <message>
        <source>&apos;lang&apos; must be a language floortool speaks: one of {languages}.</source>
        <extracomment>The context of every text the pages&apos; scripts and HTML mark (and its prefix). A text marked in a script: ``t(&quot;Players left&quot;)`` (a plain literal, in the file&apos;s context). A script&apos;s marker: ``const t = wordsOf(&quot;web.static.home&quot;);``. A text marked in a page&apos;s HTML: ``{{Pair this phone}}``, in the context of its file.</extracomment>
        <translation>&apos;lang&apos; debe ser un idioma que floortool habla: uno de {languages}.</translation>
    </message>
</context>
<context>
    <name>web.layouts</name>
    <message>
        <source>There is no layout &apos;{name}&apos; (there are: {names}).</source>
        <extracomment>The longest layout name asked for (a file name without ``.json``).</extracomment>
        <translation>No hay ningún diseño &apos;{name}&apos; (hay: {names}).</translation>
    </message>
    <message>
        <source>The layout &apos;{name}&apos; shows no picture {image}.</source>
        <translation>El diseño &apos;{name}&apos; no muestra ninguna imagen {image}.</translation>
    </message>
    <message>
        <source>Give the layout and the picture: ?layout=&amp;image=.</source>
        <translation>Indique el diseño y la imagen: ?layout=&amp;image=.</translation>
    </message>
    <message>
        <source>A screen set is named by its file name: small letters, digits and -.</source>
        <translation>Un conjunto de pantallas se nombra por su archivo: minúsculas, dígitos y -.</translation>
    </message>
    <message>
        <source>There is no screen set &apos;{name}&apos; (there are: {names}).</source>
        <translation>No hay ningún conjunto de pantallas &apos;{name}&apos; (hay: {names}).</translation>
    </message>
</context>
<context>
    <name>web.live</name>
    <message>
        <source>The floor&apos;s server holds {most} live pages, its most; try again soon.</source>
        <extracomment>How long a browser waits before it reconnects (the SSE ``retry`` field), in ms. A message for every client: its text, or what gives the text for the documents a client asked to be brought (``Client.bring``).</extracomment>
        <translation>El servidor del floor mantiene {most} páginas en directo, su máximo; vuelva a intentarlo pronto.</translation>
    </message>
    <message>
        <source>This address holds {most} live pages already; close some.</source>
        <translation>Esta dirección ya mantiene {most} páginas en directo; cierre algunas.</translation>
    </message>
</context>
<context>
    <name>web.moves</name>
    <message>
        <source>the tables were balanced</source>
        <translation>se equilibraron las mesas</translation>
    </message>
    <message>
        <source>Table {table} was broken up</source>
        <translation>se rompió la mesa {table}</translation>
    </message>
    <message>
        <source>the final table was drawn</source>
        <translation>se sorteó la mesa final</translation>
    </message>
    <message>
        <source>the floor moved you</source>
        <translation>el floor le cambió de sitio</translation>
    </message>
    <message>
        <source>You moved to Table {table} · Seat {seat}</source>
        <translation>Pasa a la Mesa {table} · Asiento {seat}</translation>
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
        <translation>&apos;{name}&apos; debe ser un número entero como 3.</translation>
    </message>
    <message>
        <source>&apos;Last-Event-ID&apos; must be a whole number such as 3.</source>
        <translation>&apos;Last-Event-ID&apos; debe ser un número entero como 3.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is too long (at most {max_length} characters).</source>
        <translation>&apos;{name}&apos; es demasiado largo (como máximo {max_length} caracteres).</translation>
    </message>
</context>
<context>
    <name>web.reads</name>
    <message>
        <source>There is no event on this floor yet.</source>
        <extracomment>How long the floor&apos;s current event (a setting, not a journal action) is trusted. The most matches the seat finder gives.</extracomment>
        <translation>Todavía no hay ningún torneo en este floor.</translation>
    </message>
    <message>
        <source>The event has no blind structure yet.</source>
        <translation>El torneo aún no tiene estructura de ciegas.</translation>
    </message>
    <message>
        <source>Type a name (letters or digits) to find.</source>
        <translation>Escriba un nombre (letras o dígitos) para buscar.</translation>
    </message>
    <message>
        <source>Event {event} has no entry at this address.</source>
        <translation>El torneo {event} no tiene ninguna entrada en esta dirección.</translation>
    </message>
</context>
<context>
    <name>web.server</name>
    <message>
        <source>Port {port} is not a port number (0 to 65535).</source>
        <extracomment>How long a stop waits for requests under way before it cuts them. Connections the system queues until they are taken: a room of phones arriving at once.</extracomment>
        <translation>El puerto {port} no es un número de puerto (0 a 65535).</translation>
    </message>
    <message>
        <source>&apos;{host}&apos; is not an address of this machine.</source>
        <translation>&apos;{host}&apos; no es una dirección de este equipo.</translation>
    </message>
    <message>
        <source>Cannot listen on {host} port {port}: {reason}.</source>
        <translation>No se puede escuchar en {host} puerto {port}: {reason}.</translation>
    </message>
</context>
<context>
    <name>web.sign_up</name>
    <message>
        <source>Send a JSON object of &quot;name&quot; and &quot;membership&quot;.</source>
        <extracomment>Who the journal says signed a player up from the page. The fields a sign-up holds, and the longest each may be. What a sign-up&apos;s body must be.</extracomment>
        <translation>Envíe un objeto JSON con &quot;name&quot; y &quot;membership&quot;.</translation>
    </message>
    <message>
        <source>Event {event} has no sign-up at this address.</source>
        <extracomment>The QR code&apos;s quiet zone, in modules.</extracomment>
        <translation>El torneo {event} no tiene ninguna preinscripción en esta dirección.</translation>
    </message>
    <message>
        <source>A sign-up holds a name and a membership number, not {field}.</source>
        <translation>Una preinscripción contiene un nombre y un número de socio, no {field}.</translation>
    </message>
    <message>
        <source>&apos;{field}&apos; must be text of at most {longest} characters.</source>
        <translation>&apos;{field}&apos; debe ser un texto de como máximo {longest} caracteres.</translation>
    </message>
</context>
<context>
    <name>web.staff</name>
    <message>
        <source>&apos;{name}&apos; must be a whole number from {low}.</source>
        <extracomment>Most players one bust may name (a hand at a full table). Largest stack or hand rank a phone may type. The most seats one count lists (a table&apos;s).</extracomment>
        <translation>&apos;{name}&apos; debe ser un número entero a partir de {low}.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is missing.</source>
        <translation>Falta &apos;{name}&apos;.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; must be text of at most {max_length}.</source>
        <translation>&apos;{name}&apos; debe ser un texto de como máximo {max_length} caracteres.</translation>
    </message>
    <message>
        <source>{device} is a room screen: it shows the display only.</source>
        <translation>{device} es una pantalla de sala: solo muestra la pantalla.</translation>
    </message>
    <message>
        <source>This device is not paired: pair it with a code from the floor.</source>
        <translation>Este dispositivo no está emparejado: emparéjelo con un código del floor.</translation>
    </message>
    <message>
        <source>A dealer phone reports its table&apos;s hand and button only ({device}).</source>
        <translation>Un móvil de crupier solo informa de la mano y el botón de su mesa ({device}).</translation>
    </message>
    <message>
        <source>{device} is table {own}&apos;s phone, not table {table}&apos;s.</source>
        <translation>{device} es el móvil de la mesa {own}, no de la mesa {table}.</translation>
    </message>
    <message>
        <source>No player still playing matches “{text}”.</source>
        <translation>Ningún jugador en juego coincide con «{text}».</translation>
    </message>
    <message>
        <source>{count} player matches “{text}”: {seats}. Type the seat.</source>
        <translation>{count} jugador coincide con «{text}»: {seats}. Escriba el asiento.</translation>
    </message>
    <message>
        <source>{count} players match “{text}”: {seats}. Type the seat.</source>
        <translation>{count} jugadores coinciden con «{text}»: {seats}. Escriba el asiento.</translation>
    </message>
    <message>
        <source>&apos;players&apos; must list 1 to {most} players.</source>
        <translation>&apos;players&apos; debe listar de 1 a {most} jugadores.</translation>
    </message>
    <message>
        <source>Each of &apos;players&apos; is an object with &apos;find&apos;.</source>
        <translation>Cada elemento de &apos;players&apos; es un objeto con &apos;find&apos;.</translation>
    </message>
    <message>
        <source>&apos;counts&apos; must list 1 to {most} seats.</source>
        <translation>&apos;counts&apos; debe listar de 1 a {most} asientos.</translation>
    </message>
    <message>
        <source>Each of &apos;counts&apos; is an object with &apos;seat&apos;.</source>
        <translation>Cada elemento de &apos;counts&apos; es un objeto con &apos;seat&apos;.</translation>
    </message>
    <message>
        <source>Each count gives its &apos;seat&apos; and &apos;chips&apos;.</source>
        <translation>Cada recuento indica su &apos;seat&apos; y sus &apos;chips&apos;.</translation>
    </message>
</context>
<context>
    <name>web.static.chips_view</name>
    <message>
        <source>CHIP LEADERS · BY LAST COUNT · AVERAGE {average}</source>
        <translation>LÍDERES EN FICHAS · ÚLTIMO RECUENTO · MEDIA {average}</translation>
    </message>
    <message>
        <source>{chips} chips uncounted among</source>
        <translation>{chips} fichas sin contar entre</translation>
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
    <name>web.static.credential</name>
    <message>
        <source>The floor did not answer.</source>
        <translation>El floor no ha respondido.</translation>
    </message>
</context>
<context>
    <name>web.static.display</name>
    <message>
        <source>AVERAGE STACK</source>
        <translation>STACK MEDIO</translation>
    </message>
    <message>
        <source>Alternate {number}</source>
        <translation>Suplente {number}</translation>
    </message>
    <message>
        <source>Alternate {number} · to pay</source>
        <translation>Suplente {number} · por pagar</translation>
    </message>
    <message>
        <source>BOUNTIES</source>
        <translation>RECOMPENSAS</translation>
    </message>
    <message>
        <source>BREAK</source>
        <translation>DESCANSO</translation>
    </message>
    <message>
        <source>Colour-up at the next break: {chips}</source>
        <translation>Cambio de color en el próximo descanso: {chips}</translation>
    </message>
    <message>
        <source>GUARANTEED POOL</source>
        <translation>BOTE GARANTIZADO</translation>
    </message>
    <message>
        <source>LATE REGISTRATION</source>
        <translation>REGISTRO TARDÍO</translation>
    </message>
    <message>
        <source>MYSTERY BOUNTIES · {count} LEFT TO DRAW, {amount}</source>
        <translation>RECOMPENSAS MISTERIOSAS · {count} POR SORTEAR, {amount}</translation>
    </message>
    <message>
        <source>NEXT BREAK IN</source>
        <translation>PAUSA EN</translation>
    </message>
    <message>
        <source>NO CLOCK</source>
        <translation>SIN RELOJ</translation>
    </message>
    <message>
        <source>Not live</source>
        <translation>Sin conexión</translation>
    </message>
    <message>
        <source>PAYOUTS</source>
        <translation>PAGOS</translation>
    </message>
    <message>
        <source>PAYOUTS · POOL {amount}</source>
        <translation>PAGOS · BOTE {amount}</translation>
    </message>
    <message>
        <source>PAYOUTS · POOL {amount} · GUARANTEED, {overlay} OVERLAY</source>
        <translation>PAGOS · BOTE {amount} · GARANTIZADO, OVERLAY DE {overlay}</translation>
    </message>
    <message>
        <source>PAYOUTS · TOP {shown} OF {count} PLACES</source>
        <translation>PAGOS · {shown} PRIMEROS DE {count} PUESTOS</translation>
    </message>
    <message>
        <source>PLAYERS</source>
        <translation>JUGADORES</translation>
    </message>
    <message>
        <source>PRIZE POOL</source>
        <translation>BOTE DE PREMIOS</translation>
    </message>
    <message>
        <source>Payouts from two entries on</source>
        <translation>Pagos a partir de dos entradas</translation>
    </message>
    <message>
        <source>RESULTS</source>
        <translation>RESULTADOS</translation>
    </message>
    <message>
        <source>Room display</source>
        <translation>Pantalla de sala</translation>
    </message>
    <message>
        <source>SEAT CHANGES</source>
        <translation>CAMBIOS DE ASIENTO</translation>
    </message>
    <message>
        <source>SEAT CHANGES {page}/{pages}</source>
        <translation>CAMBIOS DE ASIENTO {page}/{pages}</translation>
    </message>
    <message>
        <source>SEATING · NAME · TABLE · SEAT</source>
        <translation>ASIENTOS · NOMBRE · MESA · ASIENTO</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>En espera</translation>
    </message>
    <message>
        <source>drew {amount}</source>
        <translation>sacó {amount}</translation>
    </message>
    <message>
        <source>left</source>
        <translation>quedan</translation>
    </message>
    <message>
        <source>left / entries</source>
        <translation>restantes / entradas</translation>
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
        <translation>{count} puesto pagado</translation>
    </message>
    <message>
        <source>{count} places paid</source>
        <translation>{count} puestos pagados</translation>
    </message>
    <message>
        <source>{name} → Table {table} · Seat {seat}</source>
        <translation>{name} → Mesa {table} · Asiento {seat}</translation>
    </message>
</context>
<context>
    <name>web.static.entry</name>
    <message>
        <source>Alternate {number}</source>
        <translation>Suplente {number}</translation>
    </message>
    <message>
        <source>At the draw</source>
        <translation>En el sorteo</translation>
    </message>
    <message>
        <source>Bagged: {chips} chips in bag {bag} ({time})</source>
        <translation>Embolsado: {chips} fichas en la bolsa {bag} ({time})</translation>
    </message>
    <message>
        <source>Bounties won {amount}</source>
        <translation>Recompensas ganadas {amount}</translation>
    </message>
    <message>
        <source>Bounty on your head {amount}</source>
        <translation>Recompensa por su cabeza {amount}</translation>
    </message>
    <message>
        <source>Everyone&apos;s seat is drawn at once before play starts.</source>
        <translation>Los asientos de todos se sortean a la vez antes de empezar.</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Cambios de asiento</translation>
    </message>
    <message>
        <source>My seat</source>
        <translation>Mi asiento</translation>
    </message>
    <message>
        <source>Mystery bounties drawn: {drawn}</source>
        <translation>Recompensas misteriosas sacadas: {drawn}</translation>
    </message>
    <message>
        <source>Out in {place}</source>
        <translation>Eliminado en {place} puesto</translation>
    </message>
    <message>
        <source>Prize {amount}</source>
        <translation>Premio {amount}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Asiento {seat}</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <source>Table {table} · Seat {seat}</source>
        <translation>Mesa {table} · Asiento {seat}</translation>
    </message>
    <message>
        <source>Through to Day 2</source>
        <translation>Clasificado para el Day 2</translation>
    </message>
    <message>
        <source>Through to Day 2: your seat</source>
        <translation>Clasificado para el Day 2: su asiento</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>En espera</translation>
    </message>
    <message>
        <source>Waiting for</source>
        <translation>Esperando el</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>Won so far {amount}</source>
        <translation>Ganado hasta ahora {amount}</translation>
    </message>
    <message>
        <source>Won {amount}</source>
        <translation>Ganado {amount}</translation>
    </message>
    <message>
        <source>You get a seat after {count} alternate ahead of you.</source>
        <translation>Tendrá asiento después de {count} suplente por delante.</translation>
    </message>
    <message>
        <source>You get a seat after {count} alternates ahead of you.</source>
        <translation>Tendrá asiento después de {count} suplentes por delante.</translation>
    </message>
    <message>
        <source>You get the next seat that frees up.</source>
        <translation>Tendrá el próximo asiento que quede libre.</translation>
    </message>
    <message>
        <source>Your Day 2 stack: {chips}</source>
        <translation>Su stack para el Day 2: {chips}</translation>
    </message>
    <message>
        <source>Your Day 2 stack: {chips} (bag {bag})</source>
        <translation>Su stack para el Day 2: {chips} (bolsa {bag})</translation>
    </message>
    <message>
        <source>Your stack at the last count: {chips} ({time})</source>
        <translation>Su stack en el último recuento: {chips} ({time})</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>nada todavía</translation>
    </message>
    <message>
        <source>the seat draw</source>
        <translation>sorteo de asientos</translation>
    </message>
</context>
<context>
    <name>web.static.find</name>
    <message>
        <source>Alternate {number}</source>
        <translation>Suplente {number}</translation>
    </message>
    <message>
        <source>Find my seat</source>
        <translation>Buscar mi asiento</translation>
    </message>
    <message>
        <source>More match: type more of the name.</source>
        <translation>Coinciden más: escriba más del nombre.</translation>
    </message>
    <message>
        <source>Nobody of that name is in this event.</source>
        <translation>No hay nadie con ese nombre en este torneo.</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Eliminado</translation>
    </message>
    <message>
        <source>Table {table} · Seat {seat}</source>
        <translation>Mesa {table} · Asiento {seat}</translation>
    </message>
    <message>
        <source>Through to Day 2</source>
        <translation>Clasificado para el Day 2</translation>
    </message>
    <message>
        <source>Type your name</source>
        <translation>Escriba su nombre</translation>
    </message>
    <message>
        <source>Waiting for the draw</source>
        <translation>Esperando el sorteo</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Su nombre</translation>
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
        <translation>A las {time} — {ago}</translation>
    </message>
    <message>
        <source>BB ante {ante}</source>
        <translation>Ante BB {ante}</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>Clock as of {time} — {ago}</source>
        <translation>Reloj a las {time} — {ago}</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Cerrado</translation>
    </message>
    <message>
        <source>Colour up {chips}</source>
        <translation>Cambio de color {chips}</translation>
    </message>
    <message>
        <source>Colour-up {chips}</source>
        <translation>Cambio de color {chips}</translation>
    </message>
    <message>
        <source>FINISHED</source>
        <translation>TERMINADO</translation>
    </message>
    <message>
        <source>Find my seat</source>
        <translation>Buscar mi asiento</translation>
    </message>
    <message>
        <source>Guaranteed {guarantee} · the house adds {overlay}</source>
        <translation>Garantizado {guarantee} · la casa añade {overlay}</translation>
    </message>
    <message>
        <source>HAND-FOR-HAND · CLOCK HELD</source>
        <translation>MANO A MANO · RELOJ DETENIDO</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Liga</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Nivel {level}</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>En directo</translation>
    </message>
    <message>
        <source>NOT STARTED</source>
        <translation>SIN EMPEZAR</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Next: Break</source>
        <translation>Luego: descanso</translation>
    </message>
    <message>
        <source>Next: Level {level}</source>
        <translation>Luego: nivel {level}</translation>
    </message>
    <message>
        <source>Not live</source>
        <translation>Sin conexión</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abierto</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>EN PAUSA</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Pagos</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Starts in</source>
        <translation>Empieza en</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Estructura</translation>
    </message>
    <message>
        <source>The floor did not answer.</source>
        <translation>El floor no ha respondido.</translation>
    </message>
    <message>
        <source>There is no such event.</source>
        <translation>Ese torneo no existe.</translation>
    </message>
    <message>
        <source>This is the last level</source>
        <translation>Este es el último nivel</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Ganador: {name}</translation>
    </message>
    <message>
        <source>closes end of level {level}</source>
        <translation>cierra al final del nivel {level}</translation>
    </message>
    <message>
        <source>{hours} h {minutes} min ago</source>
        <translation>hace {hours} h {minutes} min</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>{minutes} min ago</source>
        <translation>hace {minutes} min</translation>
    </message>
    <message>
        <source>{seconds} s ago</source>
        <translation>hace {seconds} s</translation>
    </message>
</context>
<context>
    <name>web.static.home</name>
    <message>
        <source>Average stack</source>
        <translation>Stack medio</translation>
    </message>
    <message>
        <source>Chip leaders</source>
        <translation>Líderes en fichas</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entradas</translation>
    </message>
    <message>
        <source>Next break in {time}</source>
        <translation>Descanso en {time}</translation>
    </message>
    <message>
        <source>On a break</source>
        <translation>En descanso</translation>
    </message>
    <message>
        <source>Players left</source>
        <translation>Jugadores restantes</translation>
    </message>
    <message>
        <source>{chips} chips uncounted among {who}</source>
        <translation>{chips} fichas sin contar entre {who}</translation>
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
    <name>web.static.index</name>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
</context>
<context>
    <name>web.static.language_switch</name>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
</context>
<context>
    <name>web.static.layout_view</name>
    <message>
        <source>AVERAGE STACK</source>
        <translation>STACK MEDIO</translation>
    </message>
    <message>
        <source>CHIP LEADERS</source>
        <translation>LÍDERES EN FICHAS</translation>
    </message>
    <message>
        <source>EVENTS</source>
        <translation>TORNEOS</translation>
    </message>
    <message>
        <source>LATE REGISTRATION</source>
        <translation>REGISTRO TARDÍO</translation>
    </message>
    <message>
        <source>LEAGUE STANDINGS</source>
        <translation>CLASIFICACIÓN DE LA LIGA</translation>
    </message>
    <message>
        <source>NEXT BREAK IN</source>
        <translation>PAUSA EN</translation>
    </message>
    <message>
        <source>NEXT LEVEL</source>
        <translation>NIVEL SIGUIENTE</translation>
    </message>
    <message>
        <source>No chip counts yet</source>
        <translation>Todavía no hay recuentos de fichas</translation>
    </message>
    <message>
        <source>No event in play</source>
        <translation>Ningún torneo en juego</translation>
    </message>
    <message>
        <source>No one is seated yet</source>
        <translation>Todavía no hay nadie sentado</translation>
    </message>
    <message>
        <source>No places yet</source>
        <translation>Todavía no hay puestos</translation>
    </message>
    <message>
        <source>No seat changes</source>
        <translation>Sin cambios de asiento</translation>
    </message>
    <message>
        <source>Not part of a league season</source>
        <translation>No forma parte de una temporada de liga</translation>
    </message>
    <message>
        <source>PAYOUTS</source>
        <translation>PAGOS</translation>
    </message>
    <message>
        <source>PLAYERS</source>
        <translation>JUGADORES</translation>
    </message>
    <message>
        <source>PRIZE POOL</source>
        <translation>BOTE DE PREMIOS</translation>
    </message>
    <message>
        <source>Payouts from two entries on</source>
        <translation>Pagos a partir de dos entradas</translation>
    </message>
    <message>
        <source>RESULTS</source>
        <translation>RESULTADOS</translation>
    </message>
    <message>
        <source>SEAT CHANGES</source>
        <translation>CAMBIOS DE ASIENTO</translation>
    </message>
    <message>
        <source>SEATING</source>
        <translation>ASIENTOS</translation>
    </message>
</context>
<context>
    <name>web.static.pair</name>
    <message>
        <source>Pair</source>
        <translation>Emparejar</translation>
    </message>
    <message>
        <source>Pair this phone</source>
        <translation>Emparejar este móvil</translation>
    </message>
    <message>
        <source>Pair this phone with the floor</source>
        <translation>Emparejar este móvil con el floor</translation>
    </message>
    <message>
        <source>Paired as {name}.</source>
        <translation>Emparejado como {name}.</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Código de emparejamiento</translation>
    </message>
    <message>
        <source>The code is shown on the director&apos;s laptop (File › Share on the venue network… › Pair a phone). It works once, for two minutes.</source>
        <translation>El código aparece en el portátil del director (Archivo › Compartir en la red del local… › Emparejar un móvil). Sirve una vez, durante dos minutos.</translation>
    </message>
    <message>
        <source>This phone&apos;s name</source>
        <translation>Nombre de este móvil</translation>
    </message>
    <message>
        <source>e.g. Floor Ann</source>
        <translation>p. ej. Floor Ana</translation>
    </message>
</context>
<context>
    <name>web.static.payouts</name>
    <message>
        <source>Bounties</source>
        <translation>Recompensas</translation>
    </message>
    <message>
        <source>Bounty on head</source>
        <translation>Recompensa por cabeza</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Sacado</translation>
    </message>
    <message>
        <source>Drawn so far</source>
        <translation>Sacados hasta ahora</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Quedan</translation>
    </message>
    <message>
        <source>Mystery bounties</source>
        <translation>Recompensas misteriosas</translation>
    </message>
    <message>
        <source>Nothing is paid yet.</source>
        <translation>Todavía no se paga nada.</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Pagos</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <source>Prize pool {amount}</source>
        <translation>Bote de premios {amount}</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Parte</translation>
    </message>
    <message>
        <source>The biggest {shown} of {all} bounties in play</source>
        <translation>Las {shown} mayores de {all} recompensas en juego</translation>
    </message>
    <message>
        <source>The biggest {shown} of {all} prizes drawn</source>
        <translation>Los {shown} mayores de {all} premios sacados</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganado</translation>
    </message>
    <message>
        <source>{count} prizes left to draw, {amount}</source>
        <translation>{count} premios por sortear, {amount}</translation>
    </message>
    <message>
        <source>{count} prizes to draw, {amount} (not drawn yet)</source>
        <translation>{count} premios a sortear, {amount} (aún sin sortear)</translation>
    </message>
    <message>
        <source>{places} places paid · {entries} entries</source>
        <translation>{places} puestos pagados · {entries} entradas</translation>
    </message>
</context>
<context>
    <name>web.static.results</name>
    <message>
        <source>Nobody is out yet.</source>
        <translation>Todavía no hay ningún eliminado.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>{left} of {field} left</source>
        <translation>Quedan {left} de {field}</translation>
    </message>
</context>
<context>
    <name>web.static.room_cues</name>
    <message>
        <source>Let this screen speak</source>
        <translation>Dejar hablar a esta pantalla</translation>
    </message>
    <message>
        <source>No voice in this browser: lines are not spoken</source>
        <translation>Este navegador no tiene voz: no se leen los avisos</translation>
    </message>
</context>
<context>
    <name>web.static.room_end_view</name>
    <message>
        <source>FINAL PLACES · FIELD {field}</source>
        <translation>CLASIFICACIÓN FINAL · {field} ENTRADAS</translation>
    </message>
    <message>
        <source>FINAL PLACES · TOP {shown} OF {field}</source>
        <translation>CLASIFICACIÓN FINAL · {shown} PRIMEROS DE {field}</translation>
    </message>
    <message>
        <source>WINNER</source>
        <translation>GANADOR</translation>
    </message>
</context>
<context>
    <name>web.static.signup</name>
    <message>
        <source>Alternate {number}</source>
        <translation>Suplente {number}</translation>
    </message>
    <message>
        <source>Membership number (if you have one)</source>
        <translation>Número de socio (si lo tiene)</translation>
    </message>
    <message>
        <source>My sign-up</source>
        <translation>Mi preinscripción</translation>
    </message>
    <message>
        <source>Not on the list</source>
        <translation>No está en la lista</translation>
    </message>
    <message>
        <source>Paid · waiting</source>
        <translation>Pagado · en espera</translation>
    </message>
    <message>
        <source>Pay the buy-in at the desk: the director confirms you there.</source>
        <translation>Pague el buy-in en el mostrador: allí le confirma el director.</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Pendiente</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Asiento {seat}</translation>
    </message>
    <message>
        <source>See my sign-up</source>
        <translation>Ver mi preinscripción</translation>
    </message>
    <message>
        <source>See the director at the desk.</source>
        <translation>Hable con el director en el mostrador.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Enviando…</translation>
    </message>
    <message>
        <source>Sign up</source>
        <translation>Preinscribirse</translation>
    </message>
    <message>
        <source>Sign-up is closed.</source>
        <translation>La preinscripción está cerrada.</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <source>The director took this sign-up off the list. See the desk.</source>
        <translation>El director ha quitado esta preinscripción de la lista. Acuda al mostrador.</translation>
    </message>
    <message>
        <source>The event is full: pay at the desk to keep your place in line.</source>
        <translation>El torneo está lleno: pague en el mostrador para conservar su puesto en la cola.</translation>
    </message>
    <message>
        <source>The floor did not answer.</source>
        <translation>El floor no ha respondido.</translation>
    </message>
    <message>
        <source>You are in. Good luck!</source>
        <translation>Está dentro. ¡Buena suerte!</translation>
    </message>
    <message>
        <source>You get a seat as one frees up; this page shows it.</source>
        <translation>Tendrá asiento en cuanto quede uno libre; esta página lo mostrará.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Su nombre</translation>
    </message>
    <message>
        <source>Your place is held when you pay the buy-in at the desk. This page then shows your seat.</source>
        <translation>Su plaza queda reservada cuando paga el buy-in en el mostrador. Esta página mostrará entonces su asiento.</translation>
    </message>
    <message>
        <source>for the seat draw</source>
        <translation>el sorteo de asientos</translation>
    </message>
</context>
<context>
    <name>web.static.signup_strip</name>
    <message>
        <source>Alternate {number} · {name}</source>
        <translation>Suplente {number} · {name}</translation>
    </message>
    <message>
        <source>Pay at the desk</source>
        <translation>Pague en el mostrador</translation>
    </message>
    <message>
        <source>QR code of the sign-up page</source>
        <translation>Código QR de la página de preinscripción</translation>
    </message>
    <message>
        <source>SIGN UP</source>
        <translation>PREINSCRIPCIÓN</translation>
    </message>
</context>
<context>
    <name>web.static.staff</name>
    <message>
        <source>, prize {amount}</source>
        <translation>, premio {amount}</translation>
    </message>
    <message>
        <source>A table&apos;s hand</source>
        <translation>Mano de una mesa</translation>
    </message>
    <message>
        <source>Add the players who busted first.</source>
        <translation>Añada primero los jugadores eliminados.</translation>
    </message>
    <message>
        <source>Add to this hand</source>
        <translation>Añadir a esta mano</translation>
    </message>
    <message>
        <source>Balancing</source>
        <translation>Equilibrado</translation>
    </message>
    <message>
        <source>Balancing box: Show the plan, then Make the moves.</source>
        <translation>Cuadro Equilibrado: Ver el plan y luego Hacer los cambios.</translation>
    </message>
    <message>
        <source>Bust</source>
        <translation>Eliminación</translation>
    </message>
    <message>
        <source>Button now at seat</source>
        <translation>Botón ahora en el asiento</translation>
    </message>
    <message>
        <source>Chip counts</source>
        <translation>Recuento de fichas</translation>
    </message>
    <message>
        <source>Chip counts · table {table}</source>
        <translation>Recuento de fichas · mesa {table}</translation>
    </message>
    <message>
        <source>Chips at the start of the hand (if several bust)</source>
        <translation>Fichas al inicio de la mano (si caen varios)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>Confirm bust</source>
        <translation>Confirmar eliminación</translation>
    </message>
    <message>
        <source>Find the situation</source>
        <translation>Buscar la situación</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <source>Floor staff</source>
        <translation>Personal del floor</translation>
    </message>
    <message>
        <source>Hand finished</source>
        <translation>Mano terminada</translation>
    </message>
    <message>
        <source>Held, hand-for-hand</source>
        <translation>Detenido, mano a mano</translation>
    </message>
    <message>
        <source>Make the moves</source>
        <translation>Hacer los cambios</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Not live</source>
        <translation>Sin conexión</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Sin empezar</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>One seat a line: seat, then chips (3 125000)</source>
        <translation>Un asiento por línea: asiento y luego fichas (3 125000)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Record the counts</source>
        <translation>Registrar los recuentos</translation>
    </message>
    <message>
        <source>Record the ruling</source>
        <translation>Registrar la decisión</translation>
    </message>
    <message>
        <source>Register a player</source>
        <translation>Registrar un jugador</translation>
    </message>
    <message>
        <source>Register a player box: it applies this.</source>
        <translation>Cuadro Registrar un jugador: lo aplica.</translation>
    </message>
    <message>
        <source>Register and draw a seat</source>
        <translation>Registrar y sortear asiento</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En marcha</translation>
    </message>
    <message>
        <source>Seat (12-4) or name</source>
        <translation>Asiento (12-4) o nombre</translation>
    </message>
    <message>
        <source>Set the button</source>
        <translation>Poner el botón</translation>
    </message>
    <message>
        <source>Show the plan</source>
        <translation>Ver el plan</translation>
    </message>
    <message>
        <source>Show the plan first.</source>
        <translation>Muestre primero el plan.</translation>
    </message>
    <message>
        <source>Starts soon</source>
        <translation>Empieza pronto</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <source>Table {table} · Seat {seat}</source>
        <translation>Mesa {table} · Asiento {seat}</translation>
    </message>
    <message>
        <source>This phone is not paired: scan the pairing code shown on the director&apos;s laptop.</source>
        <translation>Este móvil no está emparejado: escanee el código de emparejamiento del portátil del director.</translation>
    </message>
    <message>
        <source>What happened (words)</source>
        <translation>Qué ha pasado (palabras)</translation>
    </message>
    <message>
        <source>misdeal</source>
        <translation>reparto erróneo</translation>
    </message>
    <message>
        <source>starts in {time}</source>
        <translation>empieza en {time}</translation>
    </message>
    <message>
        <source>{name} ({seat}) finishes {place}</source>
        <translation>{name} ({seat}) termina {place}</translation>
    </message>
    <message>
        <source>{name} · dealer, table {table}</source>
        <translation>{name} · crupier, mesa {table}</translation>
    </message>
    <message>
        <source>{name} · floor</source>
        <translation>{name} · floor</translation>
    </message>
    <message>
        <source>{source} (borrowed): {title}</source>
        <translation>{source} (prestado): {title}</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>quedan {time}</translation>
    </message>
    <message>
        <source>“{line}” is not a seat and its chips (3 125000).</source>
        <translation>«{line}» no es un asiento con sus fichas (3 125000).</translation>
    </message>
</context>
<context>
    <name>web.static.standings</name>
    <message>
        <source>Events</source>
        <translation>Torneos</translation>
    </message>
    <message>
        <source>League standings</source>
        <translation>Clasificación de la liga</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
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
        <translation>Ciegas</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <source>Colour up {chips}</source>
        <translation>Cambio de color {chips}</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Estructura</translation>
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
