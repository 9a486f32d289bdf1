<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>about_dialog</name>
    <message>
        <source>About floortool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>floortool {version}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A floor tool for live poker tournaments: the clock, seating, late registration, rulings and printing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free software under the &lt;a href=&quot;{LICENCE_URL}&quot;&gt;{LICENCE}&lt;/a&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show {where} in the file manager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bundled parts and their licences</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>announcement_overlay</name>
    <message>
        <source>Announce on every screen</source>
        <extracomment>The band: a share of the screen&apos;s width and height, centred.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a line or type one (at most {MAX_ANNOUNCEMENT} characters):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show it for how many minutes? (0: until you clear it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Announce on Every Screen…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a line over every room screen and the players&apos; phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear the Announcement</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>application</name>
    <message>
        <source>floortool cannot open the database</source>
        <extracomment>Names the desktop entry (Linux), so the window is matched to its menu item and icon.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bust_dialog</name>
    <message>
        <source>Bust-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name or table-seat (12-4), Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busting on this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips at the start of the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand (1 best)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name or table-seat (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names or table-seats, commas between (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record the bust-out (Enter on an empty field)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the selected player off this hand&apos;s list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a name or a seat and press Enter; add everyone who busted on this hand, then Enter on the empty field records it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eliminated by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split the pot with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: table {table} seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No seated player matches “{text}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and {0} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} match: {names}{more}. Type more, or the seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody on the list yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} finishes {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, prize {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins {0} in bounties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; their bounty becomes {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not recorded yet: type the chips {who} had at the start of the hand in the “Chips at the start of the hand” column (Enter moves to the next box), then Enter on the empty name field records the bust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eliminated by: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split the pot with: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eliminated by {player}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bust_toast</name>
    <message>
        <source>Undo</source>
        <extracomment>How long the note stays up. Its distance from the right edge of the window, in pixels. Its least width, in pixels.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take this bust back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>calculators</name>
    <message>
        <source>&apos;{word}&apos; is not a whole number of {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Substantial action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap the actions taken in turn since the blinds were posted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-flop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the flop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-flop the big blind is the opening bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add this bet or raise (the total it makes the bet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a player who already acted had put in: may they raise again? (—: skip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet or raise to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player acted at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bet or raise yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To call: {current_bet:,}; a full raise is {full_raise:,} more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum raise to {min_raise_to:,}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A full raise (not facing a bet: the minimum bet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each chip pushed: 1000 500 500</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“Raise” was said first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every chip the player had</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips pushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {puts_in:,} in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (a raise of {raise_by:,})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, {returned:,} back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odd chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winning seats: 2, 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Button seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players at the table, the penalised player included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hands} {plural} out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>calculators_actions</name>
    <message>
        <source>No action entered yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a {word} (key {0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the last action (Backspace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>chip_count_dialog</name>
    <message>
        <source>Choose the table, then for each seat type the chips and press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 125,000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat}  {player}  </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {table} is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the chips counted as a whole number, e.g. 125,000.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>chip_leaders_box</name>
    <message>
        <source>No seated player&apos;s stack is counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart fills in as stacks are counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every stack is counted.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>chip_panel</name>
    <message>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour-ups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This event has no chip set yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In play at {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The case serves {0} (the {limiting_denomination:,} chips run out first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting stack of {starting_stack:,}: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for {0} of {seats}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per table of {seats} (the event has no tables set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour-ups, {where_tables}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No break colours up chips.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>clock_call</name>
    <message>
        <source>Clock call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count again from the start (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock called on a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When time runs out — facing a bet: {facing_bet} Not facing a bet: {not_facing_bet}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facing a bet: {facing_bet}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} s left in all</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>clock_control</name>
    <message>
        <source>Start the clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause the clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start hand-for-hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop hand-for-hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to level {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schedule the start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>clock_page</name>
    <message>
        <source>Start hand-for-hand…</source>
        <extracomment>``room_display_requested`` with this value: open the display in a window. The page is the director&apos;s, not the room&apos;s: its digits stop growing here. Settings the page header already shows.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop hand-for-hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to normal play: the clock runs again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Near the money: hold the clock and have every table report each hand ({rule}); the Tables page shows who is still playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screen {number}: {0} ({1} x {2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NEXT BREAK IN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LATE REG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one on the Structure page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BREAK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the clock (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause or resume the clock (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀  Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous level (Left arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next  ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next level (Right arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to level…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play any level of the structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a minute from this level (-)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a minute to this level (+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schedule start…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count down to a start time; the clock starts by itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speak announcements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say the new blinds aloud at each level (where available)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open room display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the clock full screen on a screen of your choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players / entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Places paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start hand-for-hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minutes each hand takes off the held clock
(2: {0};
at most 3: {1}):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play level (1 to {levels}):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen on {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a window</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>clock_text</name>
    <message>
        <source>Closed</source>
        <extracomment>The digits shown when there is no clock to read (en dashes). Display states (``ClockView.state`` plus &quot;held&quot; and &quot;countdown&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closes end of level {close}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour-up {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held for hand-for-hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour-up at the next break: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour up {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the last level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: Break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>command_sender</name>
    <message>
        <source>Undo {label}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>crash_notice</name>
    <message>
        <source>floortool ended unexpectedly last time (the session started {0}). Nothing you were told was done is lost: every action is in the journal before the window reports it. What happened is in the log: {log}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>deal_dialog</name>
    <message>
        <source>Type each player&apos;s chips as counted at the table. The deal shares the prizes still to be won; an amount can be left for the winner to play for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type every player&apos;s chips to work out the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set aside from 1st prize; the winner takes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record the agreement in the journal (Edit &gt; Undo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prizes to share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left to play for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No prize pool to share yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deal needs two players left or more, and a prize pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid now: {paid} of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the winner also takes {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>desk_printing</name>
    <message>
        <source>Print each seat card to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After each registration, the entrant&apos;s seat card (an 80 mm ticket) is saved as a PDF in this folder, for the desk&apos;s printer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder the desk&apos;s seat cards are saved in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no folder chosen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print seat cards to</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>devices</name>
    <message>
        <source>Floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dialog_parts</name>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>door_checklist</name>
    <message>
        <source>Before the doors open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register players first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{waiting:,} waiting for a seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables uneven: draw seats to even them at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone has a seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Structure set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No levels yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat cards printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every seat&apos;s card printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} card to print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} cards to print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw seats first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the doors open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels, breaks and antes on the Structure page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The registration desk (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same draw as the Tables page&apos;s Draw seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seat cards not printed yet, on the Reports page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the clock (Space)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>entries</name>
    <message>
        <source>seated</source>
        <extracomment>Status words as the floor says them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to Day 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text} (alt {alternate})</source>
        <extracomment>Sort keys put the waiting list after every seat and busted entries after it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, entry {entry_number} (#{id})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>registered in level {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{deduction:,} chips deducted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counted at {0} UTC</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>{action}: not done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>floortool: unexpected error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong: {kind}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions already done are saved in the journal. The error was written to the log in {0}; please send it to whoever looks after floortool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <extracomment>The window the message boxes belong to (set once the main window exists; not ``QApplication.activeWindow()``, which PySide6 6.12.0 mis-counts when it is None).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>event_dialog</name>
    <message>
        <source>New event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click an event, or select it and press Open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>event_form</name>
    <message>
        <source>Buy-in</source>
        <extracomment>Field names given to ``parse_money``: they start its refusal message (&quot;Buy-in: ...&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closes at the end of level {close_level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closes when you say</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late entries: {0}; registration {closes}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Tuesday League, week 12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. No-Limit Hold&apos;em freezeout (FTR, FTRA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rulebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting &amp;stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Buy-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fee</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>event_settings_dialog</name>
    <message>
        <source>Only the settings you change are sent, as one action that Edit &gt; Undo takes back. A blank rebuy or add-on amount means the default shown in grey: the starting stack, the buy-in or the fee.</source>
        <extracomment>The dialog&apos;s size: wide enough for the rulebooks&apos; and policies&apos; long titles. The early tolerance&apos;s two settings share one row.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A knockout bounty comes out of every entry&apos;s buy-in (re-entries too) and is paid to whoever eliminates that entry (in a progressive knockout, the cash share is paid and the rest added to the eliminator&apos;s own bounty); the winner keeps their own. It is not in the prize pool. Rebuys and add-ons carry no bounty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flight (Day 1A, 1B…) sends its survivors on to a Day 2 event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balancing moves a player when tables differ by more than the tolerance ({0}); tables break in the break order ({1}); the final table is redrawn when everyone fits at it ({2}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flight of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an event no longer listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flight of {named}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other events are flights of this one, so it cannot be a flight itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Day 2 event this event&apos;s survivors go on to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event settings: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: busts on one hand are placed by chips ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{message} Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaves {0} of each buy-in for the prize pool</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>events</name>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>final_draw</name>
    <message>
        <source>Seat {seat} · {player}{card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Button: seat {button} ({0}, high card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}   Seat {seat} · {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final table: table {table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats: {rule}
Button: {button_rule}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>floor_map</name>
    <message>
        <source>moved {count} time</source>
        <extracomment>How close to the visible edge a drag scrolls the map.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved {count} times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, {manual_moves} by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {number} seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead small blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>small blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>big blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>locked to this seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {name} (player #{player_id}){tail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {table} has finished the hand: its button moves on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {table} is still playing the hand-for-hand hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {table} has finished the hand-for-hand hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {table}: click for the table&apos;s actions (hand finished, button draw)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>floor_map_geometry</name>
    <message>
        <source>a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats}</source>
        <extracomment>Space between cards and around the grid. Between a seat box and the card&apos;s edge. Clear space between two seat boxes stacked in a column. The &quot;Hand finished&quot; button on the felt, and the tick of a table that has finished.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no room for the badge on a table of {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>floor_map_paint</name>
    <message>
        <source>Hand finished</source>
        <extracomment>A mark moved off the dealer button&apos;s way sits this far under the dealer&apos;s place.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FINAL TABLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUTTON?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DRAW BUTTON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEAD SB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEAD BUTTON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>floor_page</name>
    <message>
        <source>New ruling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruling wizard, from the situation search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock call…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count down a clock called on a player (Ctrl+K); the tournament clock runs on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incident log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calculators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulings by {0}. Type what happened; Enter gives the ruling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incident log ({total})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>formula_lab</name>
    <message>
        <source>Presets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 10*sqrt(n)/sqrt(r)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use for the season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make this the season&apos;s formula (a new rules version)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tried on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a formula to see its points per place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hand_for_hand_bar</name>
    <message>
        <source>{0:g} min</source>
        <extracomment>How many waiting tables the strip names; beyond that it counts them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No time off the clock (it stays held)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} per hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text} (the most, {0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clock held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand-for-hand hand {hand}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every table has finished: deal the next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no table is dealing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start hand-for-hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish this hand, then hold: the clock is held and every table reports each hand, which takes {0} off the clock ({1}). ▾ for another time per hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Hand finished on a table&apos;s felt when its hand is over: the next hand deals when every table has finished, and each hand takes its minutes off the held clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal next hand now…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the next hand at every table, even if some have not reported this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop hand-for-hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to normal play: the clock runs again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headers</name>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it was rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Membership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name the phone gave itself when it paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor: acts on every table. Dealer: one table&apos;s hands and button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The one table a dealer phone acts on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the phone paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the phone last acted on the floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add-ons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player (nickname and membership number in the tooltip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 for a first entry, 2 for the first re-entry ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips received on entry: the starting stack less the deduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips late registration took off the starting stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seated, waiting for a seat (alternate), or busted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bounty on this player&apos;s head now (a progressive knockout&apos;s grows with each hit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuys bought by this entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add-ons bought by this entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every chip this entry brought into play: stack, rebuys and add-ons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stack at its last count (0 once busted; blank: not counted yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy-in + fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank; &apos;=&apos; when shared after every tie-break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points counted + attendance + adjustments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event points counted (the best N events under best N of M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attendance points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonuses and penalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events played (counted in brackets when fewer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best finishing place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event points per event played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season&apos;s points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eliminated by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why this place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finishing place; shared places show as a range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize for the place (shared places split their prizes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounties won: the bounty of every player this entry eliminated (the winner&apos;s own too)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>League points, once the event is recorded for a season (League page)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eliminations this entry is credited with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who was credited with this elimination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The level the player busted in (the winner: the level the tournament ended in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed out to claim league points (house amendment A-16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule that decided the place, or the director&apos;s reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Situation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the ruling was recorded (local time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table it was given at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruling&apos;s first sentence (the whole record opens with a double-click)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules the ruling rests on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ticket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided when the players left fit the seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The code on the winner&apos;s voucher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event that took the ticket as a paid buy-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seat&apos;s value (with a share of the cash when it is split)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BB ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts at</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>import_dialog</name>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file needs a header row with a name column; nickname, membership and contact columns are read when present, other columns are ignored. Membership numbers decide who is who: a row with a player&apos;s number, or with a name already there and no number, is rejected and listed here with its line number; a name already there with a new number is a namesake, imported as a new player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose CSV file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file imported yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import players from a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported from {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {count} player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {count} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; {count} row rejected (listed below).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; {count} rows rejected (listed below).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> from {source}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; no row was rejected.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>incident_log</name>
    <message>
        <source>No ruling recorded yet: the rulings given are listed here, newest first.</source>
        <extracomment>The columns given a width (the ruling takes the rest; the others fit their text).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {hand}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Director {director}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruling {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {0} was the {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes: {notes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the log: player, rule, table 4, note…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The incident log on the Reports page (the rulings found, if searching), to print or save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} rulings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lan_addresses</name>
    <message>
        <source>{h}  (phones on this network)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{LOOPBACK}  (this laptop only)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>language_menu</name>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the window, from its next start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window speaks {name} from its next start.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>layout_editor</name>
    <message>
        <source>Always</source>
        <extracomment>Where a new region goes (fractions of the screen) and what it shows.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only on a break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only while playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only in the money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only at the final table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left</source>
        <extracomment>A region&apos;s settings unless its file says others. The outline of the selected region on the preview.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#rrggbb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room Layout Editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the words of a message, the address of a QR code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name to save it as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{part}, in % of the screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (yours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place on its side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{file_name}&apos; is the name of a preset. Your layout will take its place on every screen that shows it. Save it under that name?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take its place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already have a layout &apos;{file_name}&apos;. Replace it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as &apos;{saved}&apos; in {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {name}: save it to use it on the room display.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {name}: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>layout_slots</name>
    <message>
        <source>No chip counts yet</source>
        <extracomment>What the chip-leaders region says until the floor records chip counts.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payouts from two entries on</source>
        <extracomment>What an empty list says.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No one is seated yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No seat changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No places yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not part of a league season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left / entries</source>
        <extracomment>A list&apos;s rows: this share of the screen&apos;s shorter side tall at most. A list&apos;s label line: this many rows tall at most. A list&apos;s cell: at least this many times as wide as it is tall. The shares of a list&apos;s cell its left text (a name, a place) and right one take. Lists of long rows (the lobby&apos;s events), one column: each row this share of the screen&apos;s shorter side tall at most, its left and right texts these shares of it. The share of a clock region its digits take (the rest: the banner).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NO CLOCK</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>league</name>
    <message>
        <source>  ({0} withheld: dues)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{played} of {events}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (entry {entry_number})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>league_page</name>
    <message>
        <source>No league yet. Create one, then add a season.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This league has no season yet: add one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New league…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New season…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print standings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standings of the season on show, on the Reports page to print or save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put in this season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record league points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a player to see their season.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player&apos;s season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points over the season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>League</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{season} (closed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reopen season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (closed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}{SEP}season {0}{closed}{SEP}{played} of {1} played{SEP}{2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the league&apos;s latest set-up action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{verb} {what} (the event&apos;s points: Edit &gt; Undo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is in no season yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, scored with rules v{version}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, not scored yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is in season {where}{scored}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is in season {where}, scored with rules v{version} when it was over, but it has been reopened since: record its points again once it is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put in season {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put in a season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record league points again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the league:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create the league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the new season of {name}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reopen the season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put in the season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a season first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the formula for the season</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main_window</name>
    <message>
        <source>Done: {label}</source>
        <extracomment>What can end (or reopen) the night on the room display: a bust, its undo, the payouts.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — floortool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>floortool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated with changes made elsewhere.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>merge_dialog</name>
    <message>
        <source>Records that look like the same person: the same name (ignoring case, accents, punctuation and word order) or the same membership number. Select the record to keep and merge: the others&apos; entries move to it and their details fill its blanks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge into the selected player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find duplicates and merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}  ({0} records)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No likely duplicates in the player database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{groups} of likely duplicates. Select the record to keep, then merge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not merged: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: {actions}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mini_clock</name>
    <message>
        <source>Paused</source>
        <extracomment>The state named next to the level (running needs no word: the digits move).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the Clock page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No clock</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>moves_panel</name>
    <message>
        <source>No seat has changed yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{head}
Click the player who is big blind next at {named}.</source>
        <extracomment>The recent moves&apos; list shrinks to this height (pixels) when the panel is short.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} move ready. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} moves ready. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{made}On the map, click the player who is big blind next at each framed table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick every move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untick every move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the ticked moves (one step for Edit &gt; Undo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redraw this table&apos;s players at the other tables (Rule 10-B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players left fit at the final table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redraw final table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone to a random seat at the final table, button by high card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a move to find the player on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print move slips…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A slip for each player the latest balance, break or move sent to a new seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balancing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {break_due} can break: its players fit elsewhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break table {break_due}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make {count} move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make {count} moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pages</name>
    <message>
        <source>Clock</source>
        <extracomment>Each page&apos;s name, in English.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>League</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reports</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>payout_table_dialog</name>
    <message>
        <source>Each range of field sizes shares the pool among its places, 1st first: shares never rise from one place to the next and add up to 100%. Type a share in a cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ◀ this field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payout table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay one more place in this range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop paying the selected place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split range…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new range at a field size inside this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this range: its neighbour takes its field sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as template…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this table for other events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use for this event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These places add up to {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new range starts at (players), within {0}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save payout table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The template could not be saved: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as the payout table &apos;{saved}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>payouts</name>
    <message>
        <source>Place {place}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>payouts_page</name>
    <message>
        <source>Payouts are worked out from two entries on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize pool {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guarantee {0}: the house pays an overlay of {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guarantee {0} met.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fees kept by the house (not in the pool): {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounties paid on knockouts (not in the pool): {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payout table, rake, added money, guarantee, rounding, fee splits and tax note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the payout table&apos;s shares by field size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deal among the players left: ICM or chip chop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The payouts cannot be worked out.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pdf_preview</name>
    <message>
        <source>Choose a document and press Preview.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <extracomment>Pixels kept free beside the page (the scroll bar and a margin). The grey the page lies on, so its white edges show. Milliseconds to wait after the last resize before drawing the page again.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page {0} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pending_sign_ups</name>
    <message>
        <source>Take the money, then Enter registers the chosen sign-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid: register (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The money is taken: register the chosen sign-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the chosen sign-up off the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed up, to pay ({0} waiting; sign-up is {state})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} not {done_word}: {message} Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>player_record_dialog</name>
    <message>
        <source>The club&apos;s record of this player. A reason in Barred refuses them at the registration desk with that reason; dues that have run out are named at the desk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Each field&apos;s label, in the order shown.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Membership number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dues paid until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barred (the reason)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YYYY-MM-DD (blank: none recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blank: welcome at the door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anything the floor should know (up to {MAX_NOTES})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never played here yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dues expired on {dues_until}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: {message} Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>players_page</name>
    <message>
        <source>Find: name, nickname, membership, #id or table-seat (12-4)</source>
        <extracomment>A command on one entry of the event: ``kind(event_id, entry_id)``.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an entry to rebuy, add on, re-enter or bust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{left} left of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{waiting:,} waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{busted:,} busted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} rebuy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} rebuys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} add-on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} add-ons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chips in play {chips_in_play:,}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average stack {average_text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register…</source>
        <extracomment>The average in big blinds follows the clock through ``show_clock``, not a refresh; the desk lists the sign-ups.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the registration desk: type a name, Enter (Ctrl+R or F2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print new seat cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seat cards not printed yet (new entries, players who moved), on the Reports page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rebuy for the selected player (same seat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add-on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An add-on for the selected player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new entry for the selected busted player (new random seat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected player is eliminated (Edit &gt; Undo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat alternates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat the waiting alternates while seats are free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip counts…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record counted stacks, a table at a time: seat, chips, Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import players…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add players from a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicates / Merge…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find records of the same person and merge them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected player&apos;s member record: membership, dues, barred, notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flight closed: its survivors went on to Day 2 ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{total:,} listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{shown:,} of {total:,} listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{chips:,} chips bought</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>points_chart</name>
    <message>
        <source>No events played yet: the chart fills in as the season goes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>prize_settings_dialog</name>
    <message>
        <source>The pool is the prize part of every buy-in, rebuy and add-on, less the rake, plus added money, and never less than the guarantee (the house pays the overlay). Payouts are rounded down to the unit; the remainder goes to 1st place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payout tables (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The payout table: how the pool is shared by field size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a payout table from a JSON file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withheld from the prize money, in percent (10 or 12.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the reports name it: Rake, League fund…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money the house adds to the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guaranteed prize pool (0: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every place is rounded down to this unit (1.00, 5.00…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where each buy-in&apos;s fee goes: named parts, each a sum or a share, commas between; the rest is the house&apos;s (blank: all to the house)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealers=5, League fund=10%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where each rebuy&apos;s fee goes (blank: as a buy-in&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As a buy-in&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where each add-on&apos;s fee goes (blank: as a buy-in&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payout receipts of this much or more carry the tax note (blank: the venue&apos;s threshold; 0: never for this event)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The venue&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mystery bounty&apos;s prizes: a count and an amount or a share of the bounty pool each (1x1000, 2x500, 1x20%), then &apos;rest equal&apos; for equal draws of what is left; they must total the bounty pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payout table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rake (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rake is called</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guarantee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round payouts to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fee split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuy fee split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add-on fee split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tax note from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mystery prizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (this event&apos;s table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the rake on one line: Rake, League fund…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a payout table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (from {0})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>prompts</name>
    <message>
        <source>Schedule the start</source>
        <extracomment>A scheduled start is proposed at the next quarter of an hour.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clock counts down to this time and starts by itself. Start it by hand at any moment with Start or Space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yyyy-MM-dd  HH:mm</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>register_dialog</name>
    <message>
        <source>Type a name: players already in the database are listed as you type (↓ chooses one); a name nobody has yet becomes a new player.</source>
        <extracomment>Players listed under the name field.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name, nickname, membership number or #id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register the player (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registered at this desk (newest first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the desk (Escape); its list is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register players {DASH} {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text}  {DASH}  registered, {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text}  {DASH}  {status} (entry {entry_number})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receives {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat: at the seat draw before the start, with everyone registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every seat is taken: waiting list, alternate {alternate}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat: drawn at random on Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{dues}: remind them to renew (they may still play).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Would be refused: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-enter {name}: buy-in {price}, new random seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new entry for this busted player, as Players &gt; Re-enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Existing player: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New player: {new_name} {DASH} joins the database beside {beside}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New player: {new_name} {DASH} joins the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which {0}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter registers a new player of this name; ↓ goes back to the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter registers the player listed; ↑ for a new player of this name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↓ chooses one of the players listed above, ↑ a new player of this name; Enter registers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}  ·  entry {entry_number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: remind them to renew.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text}   (undone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seat card was not printed: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat card printed: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not registered: {message} Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and {0} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close to {names}{more}. Enter again creates the new player “{new_name}”; ↓ chooses one listed, or type more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last action is no longer the registration of {player}: use Edit &gt; Undo in the main window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not undone: {message} Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>registration_preview</name>
    <message>
        <source>level 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>levels 1–{level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{deduction:,} deducted, {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{stack:,} chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{stack}: the full starting stack ({citation})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{stack}: nothing is deducted before the clock starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{stack}: nothing deducted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{stack}: {starting_stack:,} less {deduction:,} ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the clock starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break after level {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level {level} · {blinds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late registration has no closing level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late registration closed at the end of level {close}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late registration until the end of level {close}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {table}, seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waits for the seat draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternate {alternate} (waiting list)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>remedy_words</name>
    <message>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> on the {TABLES_PAGE} page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the {TABLES_PAGE} page, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press “Break table {table}”{on_tables}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press “Redraw final table”{on_tables}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{there}click the player who is big blind next at table {table}, or right-click the table and choose “Draw for the button at table {table}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{there}right-click the seat at table {table} and choose “Put seat back in play”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type them in the “Chips at the start of the hand” column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press “Deal next hand now…” in the hand-for-hand bar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press “Redraw seats…”{on_tables}: it asks before it moves anyone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press “New league…” on the League page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press “New season…” on the League page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the player on the Players page and press “Re-enter”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a few words of the situation in the ruling search to find it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press “Make moves” in the moves panel{on_tables}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The colour-up plan (Reports page) lists each table&apos;s chips to change up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press “Register…” on the Players page: the desk applies this.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>report_worker</name>
    <message>
        <source>Printing failed: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printer did not start: check that it is on and ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printer stopped after {index} pages.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>reports_page</name>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every seated player</source>
        <extracomment>The seat-card choices, as the window offers them: (text, new only, reprint).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only cards not printed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last batch again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This event&apos;s season, else the latest</source>
        <extracomment>The season choice that leaves it to the app: the event&apos;s own season, else the latest.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only table</source>
        <extracomment>The documents listed at least, on a short screen (the list scrolls).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every move so far, not only the latest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only rulings with: a player, table 4, a rule…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another document is being made: Preview once it is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (closed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The floor has changed since this preview: Preview again to update it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making the {0}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview to see the {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {pages} pages to {save_path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent {pages} {0} to the printer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>results</name>
    <message>
        <source>nobody credited (bounty unclaimed)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>results_page</name>
    <message>
        <source>Complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field {field:,}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{remaining:,} playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0:,} out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bust-out…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record players eliminated on one hand (F4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set place…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the selected entry&apos;s place by hand, with a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected player signed out to claim league points (house amendment A-16); click again to take it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results sheet on the Reports page, to print or save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the results into a folder: a web page, an image for a chat group, and JSON and CSV files for websites and ranking sites</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place for {player} (or shared, like 9-10):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why (kept in the journal):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish the results into a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publishing the results into {folder}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published the results into {folder}: {names}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>room_display</name>
    <message>
        <source>SIGN UP</source>
        <extracomment>The sign-up strip&apos;s width, as a share of the display&apos;s shorter side.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay at the desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PLAYERS</source>
        <extracomment>Texts of the slots in the boxes of figures.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AVERAGE STACK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PRIZE POOL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GUARANTEED POOL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NEXT BREAK IN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LATE REGISTRATION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PAYOUTS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SEAT CHANGES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CHIP LEADERS · BY LAST COUNT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BIGGEST BOUNTIES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payouts from two entries on</source>
        <extracomment>How long the payouts panel shows the payouts, then the chip leaders (once counted). What the payouts panel says before there is a pool to share.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PAUSED</source>
        <extracomment>State banners: (text, background, text colour).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HAND-FOR-HAND · CLOCK HELD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT STARTED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FINISHED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NO CLOCK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STARTS IN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left / entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BREAK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label} · TOP {PAYOUT_SLOTS} OF {0:,} PLACES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room display — floortool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave Full Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{event_name} — room display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announcement</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>room_end_view</name>
    <message>
        <source>FINAL PLACES</source>
        <extracomment>The share of the panel&apos;s width a lone column takes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{PLACES_LABEL} · FIELD {field:,}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{PLACES_LABEL} · TOP {0} OF {field:,}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>room_figures</name>
    <message>
        <source>{0} paid</source>
        <extracomment>The most bounties the room display lists (the biggest). The most characters of a name the room&apos;s chip-leader cells show.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} overlay</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rule_browser</name>
    <message>
        <source>No rule to show: try a rule number such as 39-A, or fewer words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ruling situation cites this rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a rule number (39-A, RP-5, A-18, NL 12, §3 Misdeals 1(a)) or a few words (premature turn, odd chip). The texts are our own summaries: the official wording is a click away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulebooks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule number or words…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All books</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Situations citing this rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rule matches “{0}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;a href=&quot;{0}&quot;&gt;Official text: {1}&lt;/a&gt;&lt;br&gt;{2}.&lt;br&gt;&lt;i&gt;{3}&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ruling_wizard</name>
    <message>
        <source>Ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back a step (Alt+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recorded ruling was undone. Record it again to log it (a new pick is drawn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again from the situation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions in turn: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record the ruling</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ruling_wizard_pages</name>
    <message>
        <source>At the director&apos;s discretion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;a href=&apos;{OPEN_IN_BROWSER}&apos;&gt;Open in the rule browser&lt;/a&gt; (the official text is a click away there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the other rulebook says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On these answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the dealer does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules (click one to read it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use these actions  (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or tap the actions taken in turn since the blinds, and floortool works it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys: F fold, K check, C call, B bet, R raise, A all-in; Backspace takes one back. Posted blinds and antes never count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answered:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was said, who called the floor…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the ruling to the incident log (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incident log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {0}: drawn at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of {0} face-down cards. “Record and draw” draws it and writes it in the incident log; the card to take shows here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record and draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeps the time and the answers too (Ctrl+Enter); Edit › Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {0} is the {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded in the incident log as ruling {number} by {director}. Edit › Undo in the main window takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ruling_wizard_search</name>
    <message>
        <source>e.g. 4 card flop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter opens the one chosen; ↑↓ choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} situations. Type a few words to find one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No situation matches “{0}”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rulings</name>
    <message>
        <source>FTR decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FTR decks with FTR action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stud</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>seat_changes</name>
    <message>
        <source>{name} → Table {to_table} · Seat {to_seat}</source>
        <extracomment>How long the strip shows a few changes before it turns to the next few. The most changes the strip cycles through. Names longer than this are cut short (with &quot;…&quot;) so the strip keeps a readable size. Woken this long after a change is due, so the reading is past it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>seat_draw</name>
    <message>
        <source>Seat every player at random, tables filled evenly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody to draw: register players first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players kept apart, players locked to their seat, the order tables open in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw seats</source>
        <extracomment>Every text the button shows (it keeps the width of the longest).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw seats…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redraw seats…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count:,} player{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {verb} for a seat: Draw seats seats them at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redraw seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redraw every seat?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clock has started: redraw every seat now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All {0} get a new seat at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{new}; seat cards already printed are void.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} locked to their seat {verb} there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tip}. ▾ for the seat rules.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>seat_finder</name>
    <message>
        <source>No seated player matches “{typed}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: table {table} seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} match (Enter: next)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {number} is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {number}: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {number} has seats 1 to {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {number} seat {seat}: {who}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>seat_rules_dialog</name>
    <message>
        <source>Seat rules</source>
        <extracomment>Across and down: both lists show a few rows under their hints.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No longer apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locked to their seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {table} seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1, 2, 3 … (in number order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No longer keep apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlock the seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players who must not sit at the same table (Robert&apos;s Rules, Seating 4), re-entries included. The draw, late seats and balancing keep them apart whenever another table has room.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A house dealer or a player with special needs keeps their seat (TDA 2024 Rule 9). Lock a player from their seat&apos;s menu on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order tables open in as the field grows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables open in this order as the field grows, e.g. 1-10, 21-30:10
(tables 1 to 10, then 21 to 30 with 10 seats). Leave it blank for 1, 2, 3 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  — at one table now: no other table had room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the table order</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setting_fields</name>
    <message>
        <source>{label} cannot be negative.</source>
        <extracomment>Upper bound of the number boxes: wider than the domain allows, so it refuses with its own message (13 seats, a tolerance of 0 ... say why they cannot be). Width of the two number boxes sharing the early tolerance&apos;s row.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label}: &apos;{0}&apos; is not a number of chips (write it like 10000 or 10,000)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>share_dialog</name>
    <message>
        <source>Start sharing to pair phones: they pair through the floor&apos;s pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phones and screens must be on the same Wi-Fi network as this laptop (the venue&apos;s, or a phone&apos;s hotspot the laptop has joined). The first time, Windows or macOS asks whether floortool may accept connections: allow it on private networks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share on the venue network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharing goes on until you stop it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share the floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where phones and screens reach this laptop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The port the floor&apos;s pages are served on (8470 unless taken)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start sharing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan to open the floor&apos;s pages: the clock, seats, payouts and results. Put it on the room display or print it for the tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staff phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A floor phone can do what the floor does; a dealer phone reports its table&apos;s hands and button. A code pairs one phone, within two minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table the dealer phone is tied to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair a phone…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The phone can no longer act on the floor until paired again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paired: {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the phone: scan the code, or open {url}/pair and type the code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start sharing first: phones pair through it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the server at {url}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving at {url}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sharing. Choose the address and start sharing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The code expired unused: pair again for a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a floor phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dealer of table {table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For {whose}: good once, for {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoked: {name} can no longer act on the floor.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shortcuts</name>
    <message>
        <source>Start / &amp;Pause / Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;revious Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add a Minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move a Minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>structure</name>
    <message>
        <source>{subject}: &apos;{0}&apos; is not a whole number of {what}.</source>
        <extracomment>The structure row (0-based, breaks included) a table row shows.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours:minutes from the start of level 1, breaks included</source>
        <extracomment>The structure field each editable column changes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text}: being played now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>structure_page</name>
    <message>
        <source>Structures (*.json *.csv);;JSON (*.json);;CSV (*.csv)</source>
        <extracomment>Below this page width the chips go under the table.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert a level after the selected row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert a break after the selected row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected row up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected row down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the clock at the start of this row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the structure with a template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy from event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the structure of another event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as template…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this structure as a template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a structure from a JSON or CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the structure to a JSON or CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggest…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the generator propose a structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a template, import a file or suggest one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unnamed structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, {1}, {hours} h {minutes:02d} min in all. Double-click a cell to change it; Edit &gt; Undo takes a change back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use template {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other event has a structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the structure of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the template: {exc}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as template &apos;{saved}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import structure from {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {path}: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Structure written to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event has no chip set to suggest a structure for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the suggested structure</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>suggest_dialog</name>
    <message>
        <source>{hours} h {minutes:02d} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggest a structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No antes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from level </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big-blind antes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No structure to suggest with these inputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The big blind never reaches the end value: add levels after applying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projected finish {0} after the start, during level {level} (big blind {end_big_blind:,} = {total_chips:,} chips / 20).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} levels</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>table_questions</name>
    <message>
        <source>{0} and {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break table {table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its {0} {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break table {table}? {who}, but no other table has an empty seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break table {table}? {who} to empty seats drawn at random at {named}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start hand-for-hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start hand-for-hand, {0} per hand, clock held?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ask} {left} left, no places paid yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} from the money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} bust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} busts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ask} {left} left, {0} paid: {where}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop hand-for-hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop hand-for-hand at hand {hand}? Normal play again: the clock runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clock has not started: hand-for-hand play holds a running clock near the money. Start the clock first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {name} from table {ft} seat {fs} to table {tt} seat {ts}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal hand {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal hand {0} now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ask} {0} {verb} not reported hand {hand}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tables_actions</name>
    <message>
        <source>out of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {table} seat {seat}: {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bust {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlock from this seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock to this seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A locked player moves only when it cannot be avoided (Rule 9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put seat back in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take seat out of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer button here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: {doing} hand-for-hand hand {hand}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand finished at table {table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The button moves on; in hand-for-hand play the table reports the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw for the button at table {table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One card to each player: the highest takes the button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock to the seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat in or out of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw for the button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance the tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redraw the final table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tables_bar</name>
    <message>
        <source>Click an empty seat for {name} (now at table {table} seat {seat}).</source>
        <extracomment>The bar above the map: one height, asking or not (three lines of text fit: a redraw names all it does in three at 1024 pixels across).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tables {0} and {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To balance, click the player who is big blind next at {named}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break table {table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move player</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tables_page</name>
    <message>
        <source>{0:,} waiting for a seat</source>
        <extracomment>How many recent moves the panel lists. The final table&apos;s redraw is read again this long after its time is up.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} at {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0:,} waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smaller tables (Ctrl+wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger tables (Ctrl+wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every table at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tables_search</name>
    <message>
        <source>Find: name or table-seat (12-4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>welcome</name>
    <message>
        <source>floortool</source>
        <extracomment>The welcome&apos;s cards are roomier than a page&apos;s: nothing else is on the screen.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the floor of a live poker tournament. Create a new event, or open one you have already set up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No events yet. Create the first one with the form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window_dialogs</name>
    <message>
        <source>&amp;New Event…</source>
        <extracomment>Where the window keeps the room display&apos;s layout (its name; &quot;&quot; : the built-in one).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Event…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event &amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;hare on the Venue Network…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve the floor to phones and screens; pair staff phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About floortool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rulebooks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room &amp;Layout Editor…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the room display&apos;s layout your own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room display layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the rulebooks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room layout editor</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window_menus</name>
    <message>
        <source>&amp;Close Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Register Players…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bust-out…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Players…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duplicates / Merge…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side&amp;bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the list of pages and the mini clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Room Display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock &amp;Call on a Player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window_status</name>
    <message>
        <source>Database out of reach: retrying. Nothing is lost.</source>
        <extracomment>``scheme://user:password@`` up to the last ``@`` (hiding too much beats showing a password). The status bar while the poll cannot read the database (the reason in its tooltip).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ {count} damaged action left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ {count} damaged actions left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operator: {operator}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit &gt; {0} takes the latest back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database is back: up to date.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window_undo</name>
    <message>
        <source>Undo the Event&apos;s Latest:</source>
        <extracomment>The Edit menu&apos;s event-wide undo (Edit &gt; Undo takes back this station&apos;s own latest).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the event&apos;s latest action, whichever station did it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label} (by {0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not undone: something was done after that bust. Edit &gt; Undo takes back the latest action first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
