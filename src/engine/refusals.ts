// Refusals: each reason code with its own params type. Where one code covers several cases, `params.why`
// names the case, and the params are those of that case: a screen chooses its sentence by code and
// `why`, never by looking at which params happen to be there.
import type { BuildKind, Hex, Phase, PieceId, PlayerId, Reason, Tide } from './types.js';

/** An enemy destructor or tower whose fire reaches a hex (towers are named "astronef:pode"). */
export interface Coverer {
  id: string;
  type: string;
  player: PlayerId;
  at: Hex;
}

/**
 * The `why` of every code: the list is the contract (the screen has a sentence for each; a test
 * enumerates them). An empty list: the code has one case and no `why`.
 */
export const REFUSAL_WHYS = {
  WRONG_PHASE: [
    'playOnly',
    'landingOnly',
    'deployOnly',
    'gameOver',
    'landedAlready',
    'newArmiesOnly',
    'loadInsideOnly',
    'mining',
    'liftOffTurn',
    'liftOffPending',
    'landFirst',
  ],
  NOT_YOUR_TURN: ['notActive', 'noLongerPlaying'],
  NOT_YOUR_PIECE: [
    'enemy',
    'abandoned',
    'neutral',
    'inert',
    'pontoonNotAboard',
    'item',
    'enemyAstronef',
    'enemyShooter',
    'liftOff',
  ],
  NOT_ENOUGH_AP: [],
  NOT_ADJACENT: ['step', 'bargeStep', 'bargeHexes', 'load', 'pode', 'podeUnload', 'unload', 'build', 'capture'],
  OCCUPIED: [
    'taken',
    'enemyAstronef',
    'bubble',
    'pontoonThere',
    'pontoonBlocksBoats',
    'pontoonCarries',
    'bargeNoRoom',
    'noWay',
  ],
  TERRAIN: ['cannotGo', 'superTankMountain', 'sea', 'offBoard', 'edge', 'landingTerrain', 'oreUnderWater', 'noWay'],
  STUCK: ['carried', 'tide', 'holding', 'stranded', 'hemmed'],
  UNDER_FIRE: [
    'hex',
    'cannotClear',
    'neutralised',
    'secondArrivalPending',
    'secondArrivalStops',
    'shotStrandsSecondArrival',
    'shooterUnderFire',
    'noWay',
  ],
  OUT_OF_RANGE: ['tooClose', 'deployZone', 'shooter', 'tower'],
  NO_AMMO: ['shooter', 'tower'],
  NEEDS_TWO: ['notTwo', 'same', 'notDestructor', 'mixedOwners', 'towerDestroyed', 'noTower', 'noPartner'],
  INVALID_TARGET: [
    'destroyed',
    'offBoard',
    'noAstronef',
    'notAboard',
    'notDeployable',
    'astronefMoves',
    'loadItself',
    'alreadyCarried',
    'astronefGone',
    'notInCarrier',
    'oreStaysAboard',
    'alreadyIn',
    'otherAstronef',
    'noOre',
    'buildIntoAstronef',
    'astronefIndestructible',
    'ownTower',
    'towerDown',
    'nothingThere',
    'ownPiece',
    'captureAstronef',
    'captureNeutral',
    'captureOwn',
    'towerStands',
  ],
  CAPACITY: [],
  CANNOT_CARRY: ['carriesNothing', 'notCarriable', 'pondeuseOreOnly', 'bargeOnly', 'notPondeuse'],
  BUILD_LIMIT: ['twoPerTurn', 'oneOfKind'],
  RESERVE_EMPTY: [],
  PONTOON_UNSUPPORTED: [],
  PODE_DESTROYED: [],
  TOWERS_STANDING: [],
  NOT_CAPTOR: ['notDestructor', 'ownTracks', 'rebuild'],
  RETREAT_OVER: ['afterAction', 'oneHex'],
  MOUNTAIN_PAIR: ['endTurn', 'cannotBreak'],
  BAD_INPUT: ['malformed', 'internal'],
} as const;

type Piece1 = { piece: PieceId };
type Fire = { hex: Hex; by: PlayerId[]; covering?: Coverer[] };

/** The params of each code, one shape per `why`. */
export interface RefusalParams {
  WRONG_PHASE:
    | { why: 'playOnly' | 'landingOnly' | 'deployOnly' | 'gameOver'; phase: Phase }
    | ({ why: 'landedAlready' } & Piece1)
    | ({ why: 'newArmiesOnly'; astronef: PieceId } & Piece1)
    | { why: 'loadInsideOnly' | 'mining' | 'landFirst' }
    | { why: 'liftOffTurn'; turn: number }
    | { why: 'liftOffPending'; pending: number };
  NOT_YOUR_TURN:
    { why: 'notActive'; player: PlayerId; active: PlayerId } | { why: 'noLongerPlaying'; player: PlayerId };
  NOT_YOUR_PIECE:
    | ({ why: 'enemy'; owner: PlayerId } & Piece1)
    | ({ why: 'abandoned' | 'neutral' | 'inert' | 'pontoonNotAboard' | 'enemyShooter' } & Piece1)
    | { why: 'item'; item: PieceId; owner: PlayerId }
    | { why: 'enemyAstronef'; astronef: PieceId }
    | { why: 'liftOff'; astronef: PieceId; player: PlayerId };
  NOT_ENOUGH_AP: { cost: number; left: number };
  NOT_ADJACENT:
    | ({ why: 'step'; from: Hex; to: Hex } & Piece1)
    | ({ why: 'bargeStep'; step: number } & Piece1)
    | { why: 'bargeHexes' }
    | { why: 'load'; carrier: PieceId; item: PieceId }
    | { why: 'pode'; astronef: PieceId; item: PieceId }
    | { why: 'podeUnload'; astronef: PieceId; hex: Hex }
    | { why: 'unload'; carrier: PieceId; hex: Hex }
    | { why: 'build'; pondeuse: PieceId; hex: Hex }
    | ({ why: 'capture'; target: PieceId } & Piece1);
  OCCUPIED:
    | ({ why: 'taken' | 'enemyAstronef'; hex: Hex } & Piece1)
    | { why: 'bubble'; hex: Hex }
    | { why: 'pontoonThere' | 'pontoonBlocksBoats'; hex: Hex }
    | ({ why: 'pontoonCarries'; item: PieceId } & Piece1)
    | { why: 'bargeNoRoom'; hex?: Hex }
    // no way there now (unreachable.ts): pieces stand on every way
    | ({ why: 'noWay'; hex: Hex } & Piece1);
  TERRAIN:
    | ({ why: 'cannotGo'; hex: Hex; terrain: string } & Piece1)
    | { why: 'superTankMountain'; hex?: Hex; carrier?: PieceId }
    | { why: 'sea'; hex: Hex }
    | { why: 'offBoard'; at: Hex }
    | { why: 'edge'; hex: Hex }
    | { why: 'landingTerrain'; hex: Hex; terrain: string }
    | { why: 'oreUnderWater'; item: PieceId; hex: Hex; tide: Tide }
    // no way there (unreachable.ts): the terrain shuts every way at this tide; `opens`: the tides that would not
    | ({ why: 'noWay'; hex: Hex; tide: Tide; opens: Tide[] } & Piece1);
  STUCK:
    | ({ why: 'carried'; carried: PieceId } & Piece1)
    | ({ why: 'tide'; tide: Tide } & Piece1)
    | ({ why: 'holding'; neutralising: PieceId[] } & Piece1)
    | ({ why: 'stranded'; hex: Hex } & Piece1)
    // no hex around the piece it may go to now, closed for different reasons (unreachable.ts `whyNoWayOut`)
    | ({ why: 'hemmed'; closed: ('pieces' | 'terrain' | 'fire' | 'other')[] } & Piece1);
  UNDER_FIRE:
    | ({ why: 'hex' | 'cannotClear' } & Fire)
    | ({ why: 'neutralised'; by: PlayerId[] } & Piece1)
    | { why: 'secondArrivalPending' | 'shotStrandsSecondArrival'; secondArrival: PieceId }
    | { why: 'secondArrivalStops'; secondArrival: PieceId; hex: Hex; by: PlayerId[] }
    | ({ why: 'shooterUnderFire'; hex: Hex; by: PlayerId[] } & Piece1)
    // no way there now (unreachable.ts): enemy fire zones shut every way (`pieces`: or pieces stand on it);
    // `by`: the enemies whose fire, set aside, would open a way
    | ({ why: 'noWay'; hex: Hex; by: PlayerId[]; pieces: boolean } & Piece1);
  OUT_OF_RANGE:
    | { why: 'tooClose'; astronef: PieceId; distance: number; min: number }
    | { why: 'deployZone'; hex: Hex; max: number }
    | ({ why: 'shooter'; range: number; distance: number } & Piece1)
    | { why: 'tower'; astronef: PieceId; pode: number; range: number; distance: number };
  NO_AMMO: ({ why: 'shooter'; shots: number } & Piece1) | { why: 'tower'; astronef: PieceId; pode: number };
  NEEDS_TWO:
    | { why: 'notTwo'; got: unknown }
    | { why: 'same'; shooters: string[] }
    | ({ why: 'notDestructor' | 'noPartner' } & Piece1)
    | ({ why: 'mixedOwners'; owner: PlayerId | null } & Piece1)
    | { why: 'towerDestroyed'; astronef: PieceId; pode: number }
    | { why: 'noTower'; astronef: PieceId };
  INVALID_TARGET:
    | ({
        why: 'destroyed' | 'offBoard' | 'noAstronef' | 'notAboard' | 'notDeployable' | 'astronefMoves' | 'loadItself';
      } & Piece1)
    | ({ why: 'alreadyCarried'; carried: PieceId } & Piece1)
    | { why: 'astronefGone' | 'astronefIndestructible' | 'ownTower'; astronef: PieceId }
    | { why: 'notInCarrier' | 'alreadyIn'; carrier: PieceId; item: PieceId }
    | { why: 'oreStaysAboard'; item: PieceId }
    | { why: 'otherAstronef' | 'buildIntoAstronef' }
    | { why: 'noOre'; pondeuse: PieceId }
    | { why: 'towerDown' | 'towerStands'; astronef: PieceId; pode: number }
    | { why: 'nothingThere'; hex: Hex }
    | ({ why: 'ownPiece'; hex: Hex } & Piece1)
    | { why: 'captureAstronef' | 'captureNeutral' | 'captureOwn'; target: PieceId };
  CAPACITY: { carrier: PieceId; used: number; capacity: number; need: number };
  CANNOT_CARRY:
    | { why: 'carriesNothing'; carrier: PieceId }
    | { why: 'notCarriable' | 'pondeuseOreOnly' | 'bargeOnly'; carrier: PieceId; item: PieceId }
    | ({ why: 'notPondeuse' } & Piece1);
  BUILD_LIMIT:
    | { why: 'twoPerTurn'; pondeuse: PieceId; built: BuildKind[] }
    | { why: 'oneOfKind'; pondeuse: PieceId; kind: BuildKind; built: BuildKind[] };
  RESERVE_EMPTY: { kind: BuildKind };
  PONTOON_UNSUPPORTED: { hex: Hex };
  PODE_DESTROYED: { astronef: PieceId; podes: number[] };
  TOWERS_STANDING: { astronef: PieceId; standing: number };
  NOT_CAPTOR:
    { why: 'notDestructor' | 'ownTracks'; astronef: PieceId; item: PieceId } | { why: 'rebuild'; astronef: PieceId };
  RETREAT_OVER: { why: 'afterAction' | 'oneHex' } & Piece1;
  MOUNTAIN_PAIR: { why: 'endTurn' | 'cannotBreak'; pieces: PieceId[]; left: number };
  BAD_INPUT: { why: 'malformed'; field: string; got?: unknown } | { why: 'internal'; detail: string };
}

export type RefusalWhy<C extends Reason> = (typeof REFUSAL_WHYS)[C][number];
/** The member of a params union whose `why` admits W, narrowed to that W. */
export type NarrowWhy<P, W> = P extends { why: infer X } ? (W extends X ? Omit<P, 'why'> & { why: W } : never) : never;
/** The params of one case of a code (W absent: every case of the code). */
export type ParamsOf<C extends Reason, W extends RefusalWhy<C> | undefined = undefined> = [W] extends [undefined]
  ? RefusalParams[C]
  : NarrowWhy<RefusalParams[C], W>;

/** A refusal: the code, its typed params, and a short English message for logs and developers. */
export type Refusal = { [C in Reason]: { code: C; params: RefusalParams[C]; message: string } }[Reason];

export function refuse<C extends Reason>(code: C, message: string, params: RefusalParams[C]): Refusal {
  return { code, params, message } as Refusal;
}

/** Every (code, why) the engine can give: why is undefined for a code with one case. */
export function refusalCases(): { code: Reason; why: string | undefined }[] {
  const out: { code: Reason; why: string | undefined }[] = [];
  for (const code of Object.keys(REFUSAL_WHYS) as Reason[]) {
    const whys: readonly string[] = REFUSAL_WHYS[code];
    if (whys.length === 0) out.push({ code, why: undefined });
    else for (const why of whys) out.push({ code, why });
  }
  return out;
}

// The list and the types say the same thing (a compile error here means one of them is missing a case).
type WhysInTypes<C extends Reason> = RefusalParams[C] extends { why: infer W } ? W : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type KeysAgree = Same<keyof RefusalParams, Reason> & Same<keyof typeof REFUSAL_WHYS, Reason>;
const keysAgree: KeysAgree = true;
void keysAgree;
type AllSame = { [C in Reason]: Same<WhysInTypes<C>, RefusalWhy<C>> }[Reason];
const listsAgree: AllSame = true;
void listsAgree;
