// What a campaign file may hold, set from what the application writes (issue 26, point 5): an import refuses
// more, and the host stops writing take-backs before a campaign can outgrow it, so that every campaign the
// application writes can be exported and imported back.
//
// Measured (src/cli/computer-campaign.ts, tests/unit/host/import-limits.test.ts): a 25-turn 4-player game as
// people play it, moves hex by hex, logs ~1,100 actions (seed 1: 1,100; the computer players' own logs, whole
// moves, 420-500) and exports to ~190 KB. Without take-backs the rules bound a game's log: every action costs
// action points but an end of turn, a landing, a deployment and a lift-off choice; a turn gives a player at most
// ~80 points (25 base, 5 for each astronef beyond the first, a handicap, what was saved), so 25 turns of 4 players
// log fewer than 25 × 4 × 81 + 200 ≈ 8,300 actions. Take-backs alone are unbounded (a move and its take-back,
// again and again): 20,031 rows were seen, which the import then refused.

/** A real 25-turn 4-player game logs about this many actions (measured, see above). */
export const REAL_GAME_ACTIONS = 1_100;

/** More than the rules let a 25-turn 4-player game log without take-backs (see above). */
export const RULES_MAX_ACTIONS = 10_000;

/** An imported log holds at most this many rows, take-backs included: 18 real games' worth. */
export const IMPORT_MAX_ACTIONS = 20_000;

/**
 * From this many rows on, the host takes nothing back: whatever is played after, the log stays under
 * IMPORT_MAX_ACTIONS (RULES_MAX_ACTIONS are left for the rest of the game). Nine real games' worth of rows first.
 */
export const TAKE_BACK_LOG_LIMIT = IMPORT_MAX_ACTIONS - RULES_MAX_ACTIONS;

/**
 * An exported file larger than this is refused before it is read. A 20,000-row file of hex-by-hex moves and
 * take-backs exports to ~3 MB (measured by the same test), a real game to ~190 KB.
 */
export const IMPORT_MAX_BYTES = 8 * 1024 * 1024;
