// zod schemas for every request of the contract: payloads are checked here, at the boundary.
import { MAX_COLS, MAX_ROWS, TERRAIN_LETTERS } from '../planets/editor.js';
import { draftSchema } from '../store/schema.js';
import { IMPORT_MAX_BYTES } from '../store/limits.js';
import { z } from 'zod';
import { LANGUAGES, MARKS, SHOWN_BEFORE_TURN } from '../shared/lists.js';
import {
  campaignNameSchema,
  chosenVariantSchema,
  colourSchema,
  computerLevelSchema,
  handicapSchema,
  LEAGUE_MAX_BYTES,
  playerIdSchema,
  playerNameSchema,
  requestActionSchema,
  turnSecondsSchema,
} from '../store/schema.js';

const hex = z.tuple([z.number().int().min(0).max(999), z.number().int().min(0).max(999)]);
import type { ArgsOf, NoArgs, RequestName } from './contract.js';

const id = z.string().min(1).max(100);
const playerId = playerIdSchema;
const pieceId = z.string().min(1).max(64);
const none = z.union([z.undefined(), z.null(), z.object({}).strict()]).transform((): NoArgs => undefined);

// The screen may not claim a timeout: only the host's clock ends a turn that way.
const actionSchema = requestActionSchema;
const variant = chosenVariantSchema;

const newPlayer = z
  .object({
    id: playerId.optional(),
    name: playerNameSchema,
    colour: colourSchema,
    turnSeconds: turnSecondsSchema.optional(),
    newcomer: z.boolean().optional(),
    computer: computerLevelSchema.optional(),
    profileId: z.string().min(1).max(100).optional(),
    handicap: handicapSchema.optional(),
  })
  .strict();

const contender = z.union([
  z.object({ profileId: z.string().min(1).max(100) }).strict(),
  z.object({ computer: computerLevelSchema }).strict(),
]);

const profileInput = z
  .object({
    name: playerNameSchema,
    colour: colourSchema.nullable().optional(),
    mark: z.enum(MARKS).nullable().optional(),
    newcomer: z.boolean().optional(),
    language: z.enum(LANGUAGES).nullable().optional(),
  })
  .strict();

const time = z.number().int().min(0).max(7_258_118_400_000);
const leagueFilter = z.union([
  z.undefined(),
  z.null().transform(() => undefined),
  z
    .object({
      from: time.optional(),
      to: time.optional(),
      profiles: z.array(z.string().min(1).max(100)).max(500).optional(),
      computers: z.boolean().optional(),
    })
    .strict(),
]);

const settings = z
  .object({
    sound: z.boolean(),
    volume: z.number().min(0).max(1),
    lowTimeSeconds: z.number().int().min(0).max(600),
    language: z.enum(LANGUAGES),
    confirmEndTurn: z.boolean(),
    confirmShots: z.boolean(),
    pauseWhenHidden: z.boolean(),
    animationSpeed: z.number().min(0).max(2),
    defaultTurnSeconds: z.number().int().min(10).max(3600),
    coach: z.boolean(),
    largeMarks: z.boolean(),
  })
  .strict();

const slider = z.number().int().min(0).max(100);
const players = z.number().int().min(2).max(4);
/** A board file is a few kilobytes (the original is 4 KB); anything near this is not one. */
export const BOARD_FILE_MAX_BYTES = 512 * 1024;
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
const editSchema = z.discriminatedUnion('op', [
  z
    .object({
      op: z.literal('paint'),
      hexes: z
        .array(boardHex)
        .min(1)
        .max(MAX_COLS * MAX_ROWS),
      terrain: z.enum(TERRAIN_LETTERS),
    })
    .strict(),
  z.object({ op: z.literal('ore'), hex: boardHex, on: z.boolean() }).strict(),
  z.object({ op: z.literal('rotate'), hex: boardHex, turns: z.number().int().min(-5).max(5) }).strict(),
  z.object({ op: z.literal('move'), from: boardHex, to: boardHex }).strict(),
  z.object({ op: z.literal('flatten') }).strict(),
  z.object({ op: z.literal('title'), title: z.string().max(200) }).strict(),
]);
const boardChoice = z.union([
  z.object({ code: z.string().trim().min(1).max(40) }).strict(),
  z.object({ saved: z.string().min(1).max(64) }).strict(),
  z
    .object({
      kind: z.enum(['original', 'folded', 'modular', 'planet']),
      seed: z.number().int().min(0).max(0xffffffff).optional(),
      side: z.enum(['left', 'right']).optional(),
      sliders: z
        .object({ sea: slider, mountains: slider, marsh: slider, islands: slider })
        .partial()
        .strict()
        .optional(),
    })
    .strict(),
]);

export const requestSchemas = {
  'app.info': none,
  'campaign.new': z
    .object({
      name: campaignNameSchema.optional(),
      players: z.array(newPlayer).min(2).max(4),
      variant: variant.optional(),
      map: z.string().min(1).max(40).optional(),
      board: boardChoice.optional(),
      seed: z.number().int().min(0).max(0xffffffff).optional(),
      takeBacks: z.enum(['own-turn', 'final']).optional(),
    })
    .strict()
    .superRefine((a, ctx) => {
      if (a.map !== undefined && a.board !== undefined)
        ctx.addIssue({ code: 'custom', message: 'a campaign names a map or makes a board, not both', path: ['board'] });
      const ids = a.players.map((p) => p.id).filter(Boolean);
      if (new Set(ids).size !== ids.length)
        ctx.addIssue({ code: 'custom', message: 'two players have the same id', path: ['players'] });
      const cols = a.players.map((p) => p.colour.toLowerCase());
      if (new Set(cols).size !== cols.length)
        ctx.addIssue({ code: 'custom', message: 'two players have the same colour', path: ['players'] });
      const profiles = a.players.map((p) => p.profileId).filter(Boolean);
      if (new Set(profiles).size !== profiles.length)
        ctx.addIssue({ code: 'custom', message: 'one profile takes two seats', path: ['players'] });
    }),
  'boards.preview': z.object({ board: boardChoice, players: z.number().int().min(2).max(4) }).strict(),
  'boards.draft': z.object({ from: boardChoice, players }).strict(),
  'boards.edit': z.object({ draft: draftSchema, edit: editSchema, players }).strict(),
  'boards.saved': none,
  'boards.save': z.object({ id: z.string().min(1).max(64).optional(), draft: draftSchema }).strict(),
  'boards.delete': z.object({ id: z.string().min(1).max(64) }).strict(),
  'boards.import': z
    .object({
      content: z.string().max(BOARD_FILE_MAX_BYTES).optional(),
      fileName: z.string().max(260).optional(),
      fromFile: z.boolean().optional(),
      players,
    })
    .strict()
    .refine((a) => a.content !== undefined || a.fromFile, {
      message: 'give the file content (or fromFile in Electron)',
    }),
  'boards.export': z.object({ draft: draftSchema, toFile: z.boolean().optional() }).strict(),
  'campaign.list': none,
  'campaign.open': z.object({ id }).strict(),
  'campaign.close': none,
  'campaign.rename': z.object({ id, name: campaignNameSchema }).strict(),
  'campaign.delete': z.object({ id }).strict(),
  'campaign.export': z.object({ id, toFile: z.boolean().optional() }).strict(),
  'campaign.import': z
    .object({
      content: z.string().max(IMPORT_MAX_BYTES).optional(),
      fileName: z.string().max(260).optional(),
      fromFile: z.boolean().optional(),
    })
    .strict()
    .refine((a) => a.content !== undefined || a.fromFile, {
      message: 'give the file content (or fromFile in Electron)',
    }),
  'campaign.playOn': z
    .object({
      seq: z.number().int().min(0),
      seats: z
        .array(
          z
            .object({
              player: playerId,
              name: playerNameSchema.optional(),
              profileId: z.string().min(1).max(100).optional(),
              computer: computerLevelSchema.optional(),
            })
            .strict(),
        )
        .min(2)
        .max(4),
      name: campaignNameSchema.optional(),
    })
    .strict(),
  'game.act': z.object({ action: actionSchema }).strict(),
  'query.preview': z.object({ action: actionSchema }).strict(),
  'game.endTurn': none,
  'game.takeBack': none,
  'game.since': none,
  'game.seat': z.object({ player: playerId, shown: z.enum(SHOWN_BEFORE_TURN).optional() }).strict(),
  'game.unseat': none,
  'game.setHands': z.object({ player: playerId, computer: computerLevelSchema.nullable() }).strict(),
  'game.skipComputer': none,
  'query.suggest': none,
  'game.view': none,
  'game.log': z.union([
    z.undefined(),
    z.null().transform(() => undefined),
    z.object({ since: z.number().int().min(0).optional() }).strict(),
  ]),
  'game.history': none,
  'game.replayAt': z.object({ seq: z.number().int().min(0) }).strict(),
  'game.debrief': none,
  'game.exportScenario': z.object({ seq: z.number().int().min(0), toFile: z.boolean().optional() }).strict(),
  'game.debriefTurn': z.object({ player: playerId, which: z.enum(['best', 'worst']) }).strict(),
  'query.destinations': z.object({ piece: pieceId }).strict(),
  'query.abilities': z.object({ piece: pieceId }).strict(),
  'query.fireZones': none,
  'query.landingSpots': none,
  'rules.vocabulary': none,
  'query.deploySpots': z.object({ piece: pieceId }).strict(),
  'query.whyNotMove': z.object({ piece: pieceId, to: hex }).strict(),
  'clock.pause': none,
  'clock.resume': none,
  'clock.get': none,
  'ui.modal': z.object({ open: z.boolean(), id: z.string().min(1).max(64).optional() }).strict(),
  'ui.shown': z.object({ open: z.boolean(), id: z.enum(SHOWN_BEFORE_TURN) }).strict(),
  'ui.visibility': z.object({ hidden: z.boolean() }).strict(),
  'settings.get': none,
  'settings.set': settings.partial(),
  'profile.list': none,
  'profile.create': profileInput,
  'profile.update': profileInput.partial().extend({ id }).strict(),
  'profile.merge': z.object({ from: id, into: id }).strict(),
  'profile.delete': z.object({ id }).strict(),
  'profile.get': z.object({ id }).strict(),
  'league.table': leagueFilter,
  'league.records': leagueFilter,
  'league.export': z.union([
    z.undefined(),
    z.null().transform(() => undefined),
    z.object({ toFile: z.boolean().optional() }).strict(),
  ]),
  'league.import': z
    .object({
      content: z.string().max(LEAGUE_MAX_BYTES).optional(),
      fileName: z.string().max(260).optional(),
      fromFile: z.boolean().optional(),
    })
    .strict()
    .refine((a) => a.content !== undefined || a.fromFile, {
      message: 'give the file content (or fromFile in Electron)',
    }),
  'league.suggestHandicap': z.object({ a: contender, b: contender }).strict(),
  'lesson.list': none,
  'lesson.start': z.object({ id: z.string().regex(/^[a-z0-9-]{1,60}$/, 'a lesson id') }).strict(),
  'lesson.restart': none,
  'lesson.check': none,
  'puzzle.list': z.object({ profile: z.string().min(1).max(80).nullable() }).strict(),
  'puzzle.start': z
    .object({ id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'a puzzle id'), profile: z.string().min(1).max(80).nullable() })
    .strict(),
  'puzzle.solution': none,
} satisfies Record<RequestName, z.ZodType>;

/**
 * Compile-time: what each schema gives a handler is exactly the contract's argument type (the schema may refine
 * values, ranges and lengths, never the shape: not a field more or less, optional or not, nor another type). A
 * schema whose output differs from the contract names its request here and the build stops.
 */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** `{a} & {b}` and `{a, b}` are one shape. */
type Flat<T> = T extends object ? { [K in keyof T]: T[K] } : T;
export type Disagreeing<S extends Record<RequestName, z.ZodType>> = {
  [M in RequestName]: Same<Flat<z.output<S[M]>>, Flat<ArgsOf<M>>> extends true ? never : M;
}[RequestName];
export type SchemasMatchContract<S extends Record<RequestName, z.ZodType>> = [Disagreeing<S>] extends [never]
  ? true
  : { disagree: Disagreeing<S> };
const _schemasMatchContract: SchemasMatchContract<typeof requestSchemas> = true;
void _schemasMatchContract;

export type Validated<M extends RequestName = RequestName> =
  { ok: true; method: M; value: ArgsOf<M> } | { ok: false; issues: { path: string; message: string }[] };

export function validate<M extends RequestName>(method: M, args: unknown): Validated<M> {
  const schema: z.ZodType = requestSchemas[method];
  const r = schema.safeParse(args);
  // what the schema gives is the contract's argument type (SchemasMatchContract above)
  if (r.success) return { ok: true, method, value: r.data as ArgsOf<M> };
  return {
    ok: false,
    issues: r.error.issues.slice(0, 10).map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  };
}
