// The shapes of what the store keeps and exchanges, as zod schemas: actions, players, game options,
// the saved clock, and the exported campaign file. The contract's request schemas (src/host/schemas.ts)
// build on the same pieces, so a file is accepted only if the application itself could have written it.
import { z } from 'zod';
import { COMPUTER_LEVELS, HANDICAP_AP, HANDICAP_SECONDS, LANGUAGES, MARKS } from '../shared/lists.js';
import { HIDDEN_CHARACTERS_RULE, visibleName } from '../shared/names.js';
import { isPlayerId, MOUNTAIN_PAIR_RULES, PLAYER_ID_RULE, RULINGS } from '../engine/index.js';
import { MAX_COLS, MAX_ROWS, MAX_TITLE } from '../planets/editor.js';
import { MODULE_CELLS, MODULE_COUNT } from '../planets/modular.js';
import { IMPORT_MAX_ACTIONS } from './limits.js';

/** Turn times the settings and the new-game screen allow, in seconds. */
const TURN_SECONDS_MIN = 10;
const TURN_SECONDS_MAX = 3600;
/** Names: a player's (the new-game screen) and a campaign's (rename, and the default name, cut to fit). */
const PLAYER_NAME_MAX = 40;
export const CAMPAIGN_NAME_MAX = 80;
/** Timestamps: milliseconds since 1970, before the year 2200. */
const TIME_MAX = 7_258_118_400_000;

export const playerIdSchema = z.string().max(24).refine(isPlayerId, PLAYER_ID_RULE);
/** A colour of the palette (a plain name) or #rgb / #rrggbb: never CSS text. */
export const colourSchema = z
  .string()
  .max(24)
  .regex(/^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[A-Za-z]{1,20})$/, 'a colour is a name (red, blue...) or #rgb / #rrggbb');
// What a name may not hold: one rule for every name (src/shared/names.ts), board titles included.
export const playerNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(PLAYER_NAME_MAX)
  .refine(visibleName, HIDDEN_CHARACTERS_RULE);
export const campaignNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(CAMPAIGN_NAME_MAX)
  .refine(visibleName, HIDDEN_CHARACTERS_RULE);
/** A board's title as the editor keeps it ('' for none): bounded, and held to the names' rule. */
const boardTitleSchema = z.string().max(MAX_TITLE).refine(visibleName, HIDDEN_CHARACTERS_RULE);
export const turnSecondsSchema = z.number().int().min(TURN_SECONDS_MIN).max(TURN_SECONDS_MAX);

const hex = z.tuple([z.number().int().min(0).max(999), z.number().int().min(0).max(999)]);
const hexOrPair = z.union([hex, z.tuple([hex, hex])]);
const path = z.union([
  z.array(hex).min(1).max(200),
  z
    .array(z.tuple([hex, hex]))
    .min(1)
    .max(200),
]);
const pieceId = z.string().min(1).max(64);
const shooter = z.string().min(1).max(64);

/** The actions of the rules, each strictly: `choice` and `timeout` are what a turn-21 choice and an end of turn may say. */
function actionsOf<C extends z.ZodType<string>, T extends z.ZodType<boolean | undefined>>(choice: C, timeout: T) {
  return [
    z.object({ type: z.literal('land'), astronef: pieceId, at: hex, orientation: z.enum(['N', 'S']) }).strict(),
    z.object({ type: z.literal('deploy'), piece: pieceId, to: hexOrPair }).strict(),
    z.object({ type: z.literal('move'), piece: pieceId, path }).strict(),
    z.object({ type: z.literal('load'), carrier: pieceId, item: pieceId }).strict(),
    z.object({ type: z.literal('unload'), carrier: pieceId, item: pieceId, to: hexOrPair }).strict(),
    z
      .object({ type: z.literal('build'), pondeuse: pieceId, kind: z.enum(['tank', 'crab', 'pontoon']), to: hex })
      .strict(),
    z.object({ type: z.literal('fire'), shooters: z.tuple([shooter, shooter]), target: hex }).strict(),
    z.object({ type: z.literal('capture'), captors: z.tuple([shooter, shooter]), target: pieceId }).strict(),
    z.object({ type: z.literal('rebuildTower'), astronef: pieceId, pode: z.number().int().min(0).max(2) }).strict(),
    z.object({ type: z.literal('liftOff'), player: playerIdSchema, astronef: pieceId, choice }).strict(),
    z.object({ type: z.literal('endTurn'), timeout }).strict(),
  ] as const;
}

/**
 * What a screen may ask to play: an action of the rules, never a timeout (only the host's clock ends a turn so).
 * Its output is the engine's `Action` (src/host/schemas.ts checks it against the contract).
 */
export const requestActionSchema = z.discriminatedUnion(
  'type',
  actionsOf(
    z.enum(['leave', 'stay']),
    z
      .boolean()
      .optional()
      .refine((t): boolean => t !== true, 'only the host ends a turn on timeout'),
  ),
);

/**
 * An action in an exported log: an end of turn may carry its timeout, the turn-21 choices are sealed
 * (`hidden`), and a take-back says which logged action it took back.
 */
const loggedActionSchema = z.discriminatedUnion('type', [
  ...actionsOf(z.enum(['leave', 'stay', 'hidden']), z.boolean().optional()),
  z.object({ type: z.literal('takeBack'), seq: z.number().int().min(0).max(IMPORT_MAX_ACTIONS) }).strict(),
]);

/** The variant a player may choose (the per-player turn times are the host's, not the player's). */
export const chosenVariantSchema = z
  .object({
    baseAp: z.union([z.literal(15), z.literal(20), z.literal(25)]).optional(),
    landing: z.enum(['modular', 'computer']).optional(),
    mining: z.boolean().optional(),
    war: z.boolean().optional(),
    secondAstronef: z.boolean().optional(),
    ores: z.enum(['single', 'three-kinds']).optional(),
    forecast: z.enum(['per-pondeuse', 'single']).optional(),
    mountainPair: z.enum(MOUNTAIN_PAIR_RULES).optional(),
  })
  .strict();

/** Records keyed by player ids are read into null-prototype objects (no `__proto__` games). */
function byPlayer<T extends z.ZodType>(value: T) {
  return z
    .record(playerIdSchema, value)
    .refine((r) => Object.keys(r).length <= 4, 'at most 4 players')
    .transform((r) => Object.assign(Object.create(null) as Record<string, z.output<T>>, r));
}

/** Where an imported copy drew its hidden parts afresh (GameOptions.redraws). */
const redrawSchema = z
  .object({
    at: z.number().int().min(0).max(IMPORT_MAX_ACTIONS),
    row: z.number().int().min(0).max(IMPORT_MAX_ACTIONS),
    salt: z.number().int().min(0).max(0xffffffff),
    shownThrough: z.number().int().min(0).max(100),
    on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  })
  .strict();

const storedOptionsSchema = z
  .object({
    players: z
      .array(
        z
          .object({
            id: playerIdSchema,
            name: playerNameSchema.optional(),
            // the seat's handicap in action points (the engine's; absent: none)
            apHandicap: z.number().int().min(-5).max(5).optional(),
          })
          .strict(),
      )
      .min(2)
      .max(4),
    map: z.string().min(1).max(40).optional(), // as campaign.new takes it; newGame refuses an unknown map
    seed: z.number().int().min(0).max(0xffffffff),
    // how the ore was laid: new campaigns use the lattice, older ones have no field (one hex in three)
    oreSetup: z.enum(['lattice', 'one-in-three']).optional(),
    // absent in campaigns made before take-backs existed: they allow them, as 'own-turn'
    takeBacks: z.enum(['own-turn', 'final']).optional(),
    // the rulings it plays by: absent in campaigns made before 2026-11-27 (they keep the older rules)
    rulings: z.enum(RULINGS).optional(),
    // an imported copy: where its hidden parts were drawn afresh (never in an exported file: sealed there)
    redraws: z.array(redrawSchema).max(100).optional(),
    // a practice game played on from a moment of another (kept out of the league): whence, at which action, when
    practice: z
      .object({
        from: z.string().max(CAMPAIGN_NAME_MAX),
        at: z.number().int().min(0).max(IMPORT_MAX_ACTIONS),
        on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      })
      .strict()
      .optional(),
    // a board of its own (generated, folded, modular): the engine checks its hexes when the log is replayed
    board: z
      .object({
        terrain: z.array(z.string().min(1).max(120)).min(1).max(120),
        ore: z.array(hex).max(120 * 120),
        title: z.string().max(80).optional(),
        code: z.string().max(80).optional(),
      })
      .strict()
      .optional(),
    variant: chosenVariantSchema
      .extend({ courtesy: byPlayer(turnSecondsSchema).optional() })
      .strict()
      .optional(),
  })
  .strict();

/** A seat's handicap or advantage (src/shared/lists.ts): action points and seconds a turn. */
export const handicapSchema = z
  .object({
    ap: z
      .number()
      .int()
      .refine((n) => (HANDICAP_AP as readonly number[]).includes(n), `one of ${HANDICAP_AP.join(', ')}`),
    seconds: z
      .number()
      .int()
      .refine((n) => (HANDICAP_SECONDS as readonly number[]).includes(n), `one of ${HANDICAP_SECONDS.join(', ')}`),
  })
  .strict();

/** A computer seat's level (src/ai): the host's own levels, not the tournament's random floor. */
export const computerLevelSchema = z.enum(COMPUTER_LEVELS);

const storedPlayerSchema = z
  .object({
    id: playerIdSchema,
    name: playerNameSchema,
    colour: colourSchema,
    turnMs: z
      .number()
      .int()
      .min(TURN_SECONDS_MIN * 1000)
      .max(TURN_SECONDS_MAX * 1000)
      .refine((ms) => ms % 1000 === 0, 'whole seconds'),
    newcomer: z.boolean(),
    computer: computerLevelSchema.optional(),
    // absent: no handicap (every campaign made before handicaps)
    handicap: handicapSchema.optional(),
  })
  .strict();

const savedClockSchema = z
  .object({
    turn: z.number().int().min(1).max(30),
    player: playerIdSchema.nullable(),
    remainingMs: byPlayer(
      z
        .number()
        .min(-TURN_SECONDS_MAX * 1000)
        .max(TURN_SECONDS_MAX * 1000),
    ),
    playerPaused: z.boolean().optional(),
  })
  .strict();

const time = z.number().int().min(0).max(TIME_MAX);

export const EXPORT_FORMAT = 'full-metal-hot-seat/campaign';
/**
 * 2: events left out (replay recomputes them), the deck's salt and the turn-21 choices sealed.
 * 3: the seats' profiles (`campaign.profiles`). Import reads 2 and 3.
 */
export const EXPORT_VERSION = 3;
export const EXPORT_VERSIONS_READ: readonly number[] = [2, 3];

/** A player's profile as files carry it (no store id: profiles are matched by name). */
const profileFieldsSchema = z
  .object({
    name: playerNameSchema,
    colour: colourSchema.nullable(),
    mark: z.enum(MARKS).nullable(),
    newcomer: z.boolean(),
    language: z.enum(LANGUAGES).nullable(),
  })
  .strict();

/** A seat's profile in an exported campaign. */
const seatProfileSchema = profileFieldsSchema.extend({ seat: playerIdSchema }).strict();

/** One exported campaign (.fmh). Every field bounded; anything else is refused. */
export const exportFileSchema = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    version: z.union([z.literal(2), z.literal(3)]),
    exportedAt: z.string().max(40),
    checksum: z.string().regex(/^[0-9a-f]{64}$/),
    campaign: z
      .object({
        name: campaignNameSchema,
        createdAt: time,
        lastPlayed: time,
        options: storedOptionsSchema,
        players: z.array(storedPlayerSchema).min(2).max(4),
        clock: savedClockSchema.nullable(),
        profiles: z.array(seatProfileSchema).max(4).optional(),
      })
      .strict(),
    log: z.array(z.object({ action: loggedActionSchema, at: time }).strict()).max(IMPORT_MAX_ACTIONS),
    /** The deck's salt and the turn-21 choices, sealed (see seal.ts). */
    sealed: z.string().max(4096),
    head: z.string().regex(/^([0-9a-f]{32})?$/),
  })
  .strict()
  .superRefine((f, ctx) => {
    const ids = f.campaign.options.players.map((p) => p.id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: 'two players have the same id', path: ['campaign', 'options'] });
    const seats = f.campaign.players.map((p) => p.id);
    if (seats.join() !== ids.join())
      ctx.addIssue({
        code: 'custom',
        message: 'the players do not match the game options',
        path: ['campaign', 'players'],
      });
    const profiled = (f.campaign.profiles ?? []).map((p) => p.seat);
    if (new Set(profiled).size !== profiled.length || profiled.some((s) => !seats.includes(s)))
      ctx.addIssue({
        code: 'custom',
        message: 'a profile names no seat, or a seat twice',
        path: ['campaign', 'profiles'],
      });
    if (f.version === 2 && f.campaign.profiles)
      ctx.addIssue({ code: 'custom', message: 'format 2 carries no profiles', path: ['campaign', 'profiles'] });
  });

export type ExportFile = z.output<typeof exportFileSchema>;

/** What is sealed in an export: the deck's salt and every turn-21 choice, by log position. */
export const sealedSchema = z
  .object({
    deckSalt: z.number().int().min(0).max(0xffffffff).nullable(),
    choices: z.array(z.tuple([z.number().int().min(0).max(IMPORT_MAX_ACTIONS), z.enum(['leave', 'stay'])])).max(16),
    // an imported copy's redraws (their salts rebuild its tides to come)
    redraws: z.array(redrawSchema).max(100).optional(),
  })
  .strict();

// ---------------------------------------------------------------------------------------------
// The league file: the profiles and the history of a group, to carry to another computer.

export const LEAGUE_FORMAT = 'full-metal-hot-seat/league';
export const LEAGUE_VERSION = 1;
/** A group's history: some hundreds of games a year; far below this. */
const LEAGUE_MAX_PROFILES = 500;
const LEAGUE_MAX_ROWS = 20_000;
export const LEAGUE_MAX_BYTES = 8 * 1024 * 1024;

const count = z.number().int().min(0).max(10_000);
const historyRowSchema = z
  .object({
    game: z.string().regex(/^[0-9a-f]{32}$/),
    campaignName: campaignNameSchema,
    player: playerIdSchema,
    /** The profile's name in the file's `profiles`, or null (a deleted profile's row, a computer seat). */
    profile: playerNameSchema.nullable(),
    name: playerNameSchema,
    computer: z
      .string()
      .regex(/^[a-z]{1,16}$/)
      .nullable(),
    finishedAt: time,
    players: z.number().int().min(2).max(4),
    rank: z.number().int().min(1).max(4),
    won: z.boolean(),
    score: z.number().int().min(-10_000).max(10_000),
    astronefs: z.number().int().min(0).max(2),
    ore: count,
    piecesLost: count,
    piecesDestroyed: count,
    astronefTakenTurn: z.number().int().min(1).max(30).nullable(),
    variant: chosenVariantSchema,
    board: z.string().min(1).max(80),
    // the seat's handicap in that game (absent in files made before handicaps, and for a seat without one)
    handicap: handicapSchema.optional(),
  })
  .strict();

export const leagueFileSchema = z
  .object({
    format: z.literal(LEAGUE_FORMAT),
    version: z.literal(LEAGUE_VERSION),
    exportedAt: z.string().max(40),
    checksum: z.string().regex(/^[0-9a-f]{64}$/),
    profiles: z.array(profileFieldsSchema).max(LEAGUE_MAX_PROFILES),
    history: z.array(historyRowSchema).max(LEAGUE_MAX_ROWS),
  })
  .strict()
  .superRefine((f, ctx) => {
    const keys = f.profiles.map((p) => p.name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en'));
    if (new Set(keys).size !== keys.length)
      ctx.addIssue({ code: 'custom', message: 'two profiles have the same name', path: ['profiles'] });
    const names = new Set(keys);
    f.history.forEach((h, i) => {
      if (
        h.profile !== null &&
        !names.has(h.profile.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en'))
      )
        ctx.addIssue({
          code: 'custom',
          message: 'a result names a profile the file does not hold',
          path: ['history', i, 'profile'],
        });
      if (h.profile !== null && h.computer !== null)
        ctx.addIssue({ code: 'custom', message: 'a computer seat has no profile', path: ['history', i] });
    });
    const seats = new Set(f.history.map((h) => `${h.game}|${h.player}`));
    if (seats.size !== f.history.length)
      ctx.addIssue({ code: 'custom', message: 'a seat of a game is there twice', path: ['history'] });
  });
export type LeagueFile = z.output<typeof leagueFileSchema>;

/** The map editor's drafts (src/planets/editor.ts), as the screen sends them and the store keeps them. */
const terrainRow = z
  .string()
  .min(1)
  .max(MAX_COLS)
  .regex(/^[psmrM.]+$/, 'terrain rows hold p, s, m, r, M and . only');
const boardHex = z.tuple([
  z
    .number()
    .int()
    .min(0)
    .max(MAX_COLS - 1),
  z
    .number()
    .int()
    .min(0)
    .max(MAX_ROWS - 1),
]);
const seedSchema = z.number().int().min(0).max(0xffffffff);
/** What a generated board is (src/planets/generate.ts `BoardSource`): the screen names it in its language. */
export const boardSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('original') }).strict(),
  z.object({ kind: z.literal('folded'), side: z.enum(['left', 'right']) }).strict(),
  z
    .object({ kind: z.literal('modular'), seed: seedSchema, modules: z.number().int().min(1).max(MODULE_COUNT) })
    .strict(),
  z.object({ kind: z.literal('planet'), seed: seedSchema }).strict(),
]);
export const draftSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('grid'),
      title: boardTitleSchema,
      source: boardSourceSchema.optional(),
      terrain: z.array(terrainRow).min(1).max(MAX_ROWS),
      ore: z.array(boardHex).max(MAX_COLS * MAX_ROWS),
    })
    .strict()
    .refine((d) => d.terrain.every((r) => r.length === d.terrain[0]!.length), 'every terrain row has the same length'),
  z
    .object({
      kind: z.literal('modules'),
      title: boardTitleSchema,
      source: boardSourceSchema.optional(),
      modules: z
        .array(
          z
            .object({
              terrain: z
                .string()
                .length(MODULE_CELLS.length)
                .regex(/^[psmrM]+$/, "a module's terrain holds p, s, m, r and M only"),
              ore: z
                .array(
                  z
                    .number()
                    .int()
                    .min(0)
                    .max(MODULE_CELLS.length - 1),
                )
                .max(MODULE_CELLS.length),
            })
            .strict(),
        )
        .min(1)
        .max(MODULE_COUNT),
      placements: z
        .array(
          z
            .object({
              module: z
                .number()
                .int()
                .min(0)
                .max(MODULE_COUNT - 1),
              // a cube coordinate is never changed in place (editor.ts's Cube is readonly)
              at: z.tuple([z.number().int().min(-60).max(60), z.number().int().min(-60).max(60)]).readonly(),
              rotation: z.number().int().min(0).max(5),
            })
            .strict(),
        )
        .min(1)
        .max(MODULE_COUNT),
    })
    .strict(),
]);
