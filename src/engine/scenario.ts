// Rule scenarios (scenario-format.md in this folder): set up a position, play actions, check what happened.
import { produce } from './immer.js';
import { apply } from './apply.js';
import { boardFromTerrain, getBoard, TIDES, type Board } from './board.js';
import { boardOf, hexesOf, ownerOf, pieceById } from './pieces.js';
import { freshTurnState, newPiece, newPlayer, reserveFor } from './setup.js';
import { settleMountainSilence } from './mountain-silence.js';
import { settleNeutralisation } from './neutralisation.js';
import { CURRENT_RULINGS, RULINGS, type Rulings } from './rulings.js';
import { computeScores, decideWinner } from './scoring.js';
import { forecastRights } from './tides.js';
import { scoresNow } from './queries.js';
import type { ColorState, GameState, Piece, PieceType, Result, Tide, Variant } from './types.js';

export interface Scenario {
  name: string;
  source?: string;
  variant?: Variant;
  /** The rulings the position plays by (rulings.ts); absent: today's. */
  rulings?: Rulings;
  board?: 'original' | { terrain: string[] };
  turn: number;
  tide: Tide;
  deck?: Tide[];
  players: { id: string; ap?: number; saved?: number }[];
  active: string;
  pieces: Record<string, unknown>[];
  steps?: { do: unknown; expect?: Record<string, unknown> }[];
  final?: Record<string, unknown>;
}

export interface ScenarioOutcome {
  name: string;
  passed: boolean;
  failures: string[];
}

const TYPES: PieceType[] = [
  'astronef',
  'tank',
  'superTank',
  'motorBoat',
  'barge',
  'crab',
  'pondeuse',
  'pontoon',
  'ore',
];

class ScenarioError extends Error {}

function hexIdx(board: Board, v: unknown, what: string): number {
  const h = board.parse(v);
  if (h < 0) throw new ScenarioError(`${what}: ${JSON.stringify(v)} is not a hex of the board`);
  return h;
}

/** Builds the game state a scenario describes (the start of the active player's turn). */
export function loadScenario(json: unknown): GameState {
  const sc = json as Scenario;
  if (!sc || typeof sc !== 'object') throw new ScenarioError('a scenario is a JSON object');
  let board: Board;
  if (sc.board === undefined || sc.board === 'original') board = getBoard('original');
  else if (typeof sc.board === 'object' && Array.isArray(sc.board.terrain)) board = boardFromTerrain(sc.board.terrain);
  else throw new ScenarioError('board is "original" or {"terrain": [...]}');
  if (!Number.isInteger(sc.turn) || sc.turn < 1 || sc.turn > 25) throw new ScenarioError('turn is 1..25');
  if (!TIDES.includes(sc.tide)) throw new ScenarioError('tide is low, normal or high');
  if (!Array.isArray(sc.players) || sc.players.length === 0) throw new ScenarioError('players is a non-empty list');
  const order = sc.players.map((p) => p.id);
  if (!order.includes(sc.active)) throw new ScenarioError(`active ${sc.active} is not a player`);

  const players: GameState['players'] = {};
  for (const p of sc.players) {
    const pl = newPlayer(p.id);
    pl.saved = p.saved ?? 0;
    players[p.id] = pl;
  }
  const colors: Record<string, ColorState> = {};
  for (const id of order) colors[id] = { controller: id, astronef: null, departed: false };

  const raw = Array.isArray(sc.pieces) ? sc.pieces : [];
  const pieces: Piece[] = [];
  const index: Record<string, number> = {};
  // Astronefs first: they define colours.
  const astronefColor = new Map<string, string>();
  for (const r of raw) {
    if (r.type !== 'astronef') continue;
    const owner = String(r.owner);
    if (!players[owner]) throw new ScenarioError(`astronef ${r.id}: owner ${owner} is not a player`);
    const color = colors[owner]!.astronef === null ? owner : `${owner}#${String(r.id)}`;
    colors[color] = { controller: owner, astronef: String(r.id), departed: false };
    astronefColor.set(String(r.id), color);
  }
  for (const r of raw) {
    const id = String(r.id);
    const type = r.type as PieceType;
    if (!TYPES.includes(type)) throw new ScenarioError(`piece ${id}: unknown type ${String(r.type)}`);
    if (index[id] !== undefined) throw new ScenarioError(`piece ${id} appears twice`);
    let color: string | null = null;
    if (type === 'astronef') color = astronefColor.get(id)!;
    else if (type !== 'ore' && type !== 'pontoon') {
      const owner = String(r.owner);
      if (!players[owner]) throw new ScenarioError(`piece ${id}: owner ${owner} is not a player`);
      const inK = typeof r.in === 'string' ? astronefColor.get(r.in) : undefined;
      color = inK && colors[inK]!.controller === owner ? inK : owner;
      if (color === owner && colors[owner]!.controller !== owner) color = owner;
    }
    const p = newPiece(id, type, color);
    if (typeof r.in === 'string') p.in = r.in;
    else if (r.at !== undefined) {
      if (type === 'barge') {
        const at = r.at as unknown[];
        if (!Array.isArray(at) || at.length !== 2 || !Array.isArray(at[0]))
          throw new ScenarioError(`barge ${id}: at is two hexes`);
        p.at = hexIdx(board, at[0], id);
        p.at2 = hexIdx(board, at[1], id);
        if (!board.adjacent(p.at, p.at2)) throw new ScenarioError(`barge ${id}: its two hexes are not adjacent`);
      } else p.at = hexIdx(board, r.at, id);
    } else if (type !== 'astronef') throw new ScenarioError(`piece ${id} has neither at nor in`);
    if (type === 'astronef') {
      // An astronef without `at` has not landed yet (turn 1).
      p.orientation = r.orientation === 'S' ? 'S' : 'N';
      if (Array.isArray(r.towers)) p.towers = [0, 1, 2].map((k) => (r.towers as unknown[])[k] !== false);
      p.rebuildBy = typeof r.rebuildBy === 'string' ? r.rebuildBy : null;
    }
    if (typeof r.shots === 'number') p.shots = r.shots;
    if (type === 'pondeuse' && Array.isArray(r.built))
      p.built = (r.built as string[]).filter((k) => k === 'tank' || k === 'crab' || k === 'pontoon') as Piece['built'];
    if (type === 'ore' && typeof r.value === 'number') p.value = r.value;
    index[id] = pieces.length;
    pieces.push(p);
  }
  for (const p of pieces)
    if (p.in !== null && index[p.in] === undefined)
      throw new ScenarioError(`piece ${p.id}: carrier ${p.in} does not exist`);
  // A piece in an astronef takes its colour.
  for (const p of pieces) {
    if (p.in === null || p.color === null) continue;
    const k = pieces[index[p.in]!]!;
    if (k.type === 'astronef' && k.color) p.color = k.color;
  }
  const turn = sc.turn;
  const activeIdx = order.indexOf(sc.active);
  const phase: GameState['phase'] = turn === 1 ? 'landing' : turn === 2 ? 'deploy' : turn === 21 ? 'liftoff' : 'play';
  const variant = { ...(sc.variant ?? {}) };
  // A scenario plays by today's rulings unless it names the older ones (rulings.ts).
  const rulings = sc.rulings ?? CURRENT_RULINGS;
  if (!(RULINGS as readonly string[]).includes(rulings))
    throw new ScenarioError(`rulings is ${RULINGS.map((r) => `"${r}"`).join(' or ')}`);
  let state: GameState = {
    version: 1,
    map: board.name,
    options: { players: order.map((id) => ({ id })), seed: 1, variant, map: board.name, rulings },
    variant,
    turn,
    phase,
    order,
    activeIdx,
    players,
    pieces,
    index,
    colors,
    tide: sc.tide,
    deck: Array.isArray(sc.deck) ? sc.deck.filter((t) => TIDES.includes(t)) : [],
    aside: [],
    reserve: reserveFor(order.length === 3 ? 3 : 4),
    rng: 12345,
    // built pieces are named b1, b2...: numbered after any such id the scenario already uses, never twice
    nextId: firstFreeBuildNumber(pieces),
    turnState: freshTurnState(),
    oreGone: { built: 0, destroyed: 0, cleared: 0 },
    result: null,
  };
  if (variant.mining) state.reserve.tank = 0;
  const ap = sc.players[activeIdx]!.ap;
  state = produce(state, (d) => {
    const pl = d.players[sc.active]!;
    pl.ap = typeof ap === 'number' ? ap : 0;
    // The active player's `ap` already holds his bank: once added, the bank reads 0 (as in play).
    if (phase === 'play') pl.saved = 0;
  });
  if (phase === 'play') {
    const st = settleNeutralisation(settleMountainSilence(state), 'turnStart');
    state = st.state;
    const may = state.pieces
      .filter((p) => p.neutralisedBy !== null && ownerOf(state, p) === sc.active)
      .map((p) => p.id);
    const fc: Record<string, number> = {};
    const rights = forecastRights(state);
    for (const pid of order) fc[pid] = rights[pid] ?? 0;
    state = produce(state, (d) => {
      d.turnState.mayRetreat = may;
      for (const pid of order) d.players[pid]!.forecast = fc[pid]!;
    });
  }
  return state;
}

function sameHex(a: unknown, b: unknown): boolean {
  return Array.isArray(a) && Array.isArray(b) && a.length === 2 && b.length === 2 && a[0] === b[0] && a[1] === b[1];
}

function describe(board: Board, p: Piece | undefined, state: GameState): string {
  if (!p) return 'missing';
  if (p.destroyed) return 'destroyed';
  if (p.in) return `in ${p.in}`;
  const hs = hexesOf(board, p).map((h) => JSON.stringify(board.hex(h)));
  return `at ${hs.join(' ')} owner ${ownerOf(state, p)}`;
}

function checkPiece(state: GameState, board: Board, id: string, want: unknown, fails: string[]): void {
  const p = pieceById(state, id);
  if (want === 'destroyed') {
    if (!p || !p.destroyed) fails.push(`${id}: expected destroyed, is ${describe(board, p, state)}`);
    return;
  }
  if (!want || typeof want !== 'object') return;
  const w = want as Record<string, unknown>;
  if (!p || p.destroyed) {
    fails.push(`${id}: expected ${JSON.stringify(w)}, is ${p ? 'destroyed' : 'missing'}`);
    return;
  }
  if (w.at !== undefined) {
    const at = w.at as unknown[];
    const mine = p.in === null && p.at >= 0 ? hexesOf(board, p).map((h) => board.hex(h)) : [];
    let good: boolean;
    if (Array.isArray(at) && at.length === 2 && Array.isArray(at[0]))
      good = mine.length === 2 && at.every((h) => mine.some((m) => sameHex(m, h)));
    else if (p.type === 'astronef') good = p.at >= 0 && sameHex(board.hex(p.at), at);
    else good = mine.length >= 1 && sameHex(mine[0], at);
    if (!good) fails.push(`${id}: expected at ${JSON.stringify(at)}, is ${describe(board, p, state)}`);
  }
  if (w.in !== undefined && p.in !== w.in)
    fails.push(`${id}: expected in ${String(w.in)}, is ${describe(board, p, state)}`);
  if (w.owner !== undefined && ownerOf(state, p) !== w.owner)
    fails.push(`${id}: expected owner ${String(w.owner)}, is ${String(ownerOf(state, p))}`);
  if (w.towers !== undefined && JSON.stringify(p.towers) !== JSON.stringify(w.towers))
    fails.push(`${id}: expected towers ${JSON.stringify(w.towers)}, are ${JSON.stringify(p.towers)}`);
  if (w.neutralised !== undefined && (p.neutralisedBy !== null) !== w.neutralised)
    fails.push(`${id}: expected neutralised ${String(w.neutralised)}`);
  if (w.shots !== undefined && p.shots !== w.shots)
    fails.push(`${id}: expected shots ${String(w.shots)}, has ${p.shots}`);
}

/** Runs one scenario and reports every mismatch. Never throws. */
export function runScenario(json: unknown): ScenarioOutcome {
  const name = (json as Scenario)?.name ?? '(unnamed)';
  const fails: string[] = [];
  let state: GameState;
  try {
    state = loadScenario(json);
  } catch (e) {
    return { name, passed: false, failures: [`setup: ${(e as Error).message}`] };
  }
  const board = boardOf(state);
  const sc = json as Scenario;
  const steps = Array.isArray(sc.steps) ? sc.steps : [];
  steps.forEach((step, i) => {
    if (!step || typeof step !== 'object') {
      fails.push(`step ${i + 1}: a step is an object {"do": ..., "expect": ...}`);
      return;
    }
    let r: Result;
    try {
      r = apply(state, step.do);
    } catch (e) {
      fails.push(`step ${i + 1}: threw ${(e as Error).message}`);
      return;
    }
    const x = step.expect ?? {};
    const label = `step ${i + 1} ${JSON.stringify(step.do)}`;
    if (x.ok !== undefined && r.ok !== x.ok)
      fails.push(
        `${label}: expected ok=${String(x.ok)}, got ok=${String(r.ok)}${r.ok ? '' : ` (${r.error.code}: ${r.error.message})`}`,
      );
    if (x.reason !== undefined && (r.ok || r.error.code !== x.reason))
      fails.push(
        `${label}: expected reason ${String(x.reason)}, got ${r.ok ? 'ok' : `${r.error.code} (${r.error.message})`}`,
      );
    state = r.state;
    const act = state.phase === 'over' || state.phase === 'liftoff' ? null : state.order[state.activeIdx];
    const pl = act ? state.players[act] : undefined;
    if (x.ap !== undefined && pl?.ap !== x.ap)
      fails.push(`${label}: expected ap ${String(x.ap)}, got ${String(pl?.ap)}`);
    if (x.saved !== undefined && pl?.saved !== x.saved)
      fails.push(`${label}: expected saved ${String(x.saved)}, got ${String(pl?.saved)}`);
    if (x.spent !== undefined && r.spent !== x.spent)
      fails.push(`${label}: expected spent ${String(x.spent)}, got ${r.spent}`);
  });
  const f = sc.final;
  if (f) {
    for (const [id, want] of Object.entries((f.pieces as Record<string, unknown>) ?? {}))
      checkPiece(state, board, id, want, fails);
    for (const [pid, want] of Object.entries((f.players as Record<string, Record<string, unknown>>) ?? {})) {
      const pl = state.players[pid];
      if (!pl) {
        fails.push(`final: no player ${pid}`);
        continue;
      }
      if (want.ap !== undefined && pl.ap !== want.ap)
        fails.push(`final ${pid}: expected ap ${String(want.ap)}, got ${pl.ap}`);
      if (want.saved !== undefined && pl.saved !== want.saved)
        fails.push(`final ${pid}: expected saved ${String(want.saved)}, got ${pl.saved}`);
    }
    if (f.tide !== undefined && state.tide !== f.tide)
      fails.push(`final: expected tide ${String(f.tide)}, got ${state.tide}`);
    if (f.turn !== undefined && state.turn !== f.turn)
      fails.push(`final: expected turn ${String(f.turn)}, got ${state.turn}`);
    if (f.active !== undefined) {
      const act = state.phase === 'over' ? null : state.order[state.activeIdx];
      if (act !== f.active) fails.push(`final: expected active ${String(f.active)}, got ${String(act)}`);
    }
    if (f.scores !== undefined || f.winner !== undefined) {
      const scores = state.result?.scores ?? computeScores(state);
      const live = scoresNow(state);
      for (const [pid, want] of Object.entries((f.scores as Record<string, number>) ?? {})) {
        const got = state.result ? scores.find((x) => x.player === pid)?.points : live[pid];
        if (got !== want) fails.push(`final: expected score ${pid}=${want}, got ${String(got)}`);
      }
      if (f.winner !== undefined) {
        const w = state.result ? state.result.winner : decideWinner(scores).winner;
        if (w !== f.winner) fails.push(`final: expected winner ${String(f.winner)}, got ${String(w)}`);
      }
    }
  }
  return { name, passed: fails.length === 0, failures: fails };
}

/** The number after the highest `b<n>` id among the pieces (1 if none): where a scenario's builds are numbered from. */
function firstFreeBuildNumber(pieces: readonly { id: string }[]): number {
  let next = 1;
  for (const p of pieces) {
    const m = /^b(\d+)$/.exec(p.id);
    if (m) next = Math.max(next, Number(m[1]) + 1);
  }
  return next;
}
