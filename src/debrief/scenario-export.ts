// Any moment of a game as a rule scenario (src/engine/scenario-format.md), for a teacher or to report a rules
// question: the position at the start of that turn, the turn's actions up to that moment as the scenario's
// steps (each expected to be accepted), and the resulting position as its `final` checks, so that
// `npm run scenarios` replays it and says whether the engine still agrees. Pure: it imports the engine only.
import {
  apply,
  getBoard,
  newGame,
  redrawsAt,
  ownerOf,
  type Action,
  type GameOptions,
  type GameState,
  type Piece,
  type Scenario,
} from '../engine/index.js';

export interface ExportedScenario extends Scenario {
  steps: { do: Action; expect: { ok: true } }[];
  final: {
    pieces: Record<string, 'destroyed' | { at?: unknown; in?: string; owner?: string | null; towers?: boolean[] }>;
    players: Record<string, { ap: number }>;
    turn: number;
    tide: GameState['tide'];
    active?: string;
  };
}

/** Why a moment cannot be exported (the scenario format describes a player's turn in play, turns 3 to 20 and 22 to 25). */
export class ExportRefused extends Error {
  constructor(readonly why: 'notInPlay' | 'departed') {
    super(
      why === 'notInPlay'
        ? 'only a moment of a turn in play (not the landing, the deployment or the turn-21 choice) can be a scenario'
        : 'an astronef has taken off: the scenario format has no departed astronef',
    );
  }
}

function hexOf(state: GameState, idx: number): [number, number] {
  const h = getBoard(state.map).hex(idx);
  return [h[0], h[1]];
}

function pieceEntry(state: GameState, p: Piece): Record<string, unknown> {
  const out: Record<string, unknown> = { id: p.id, type: p.type };
  if (p.type !== 'ore' && p.type !== 'pontoon') out.owner = ownerOf(state, p);
  if (p.in !== null) out.in = p.in;
  else if (p.at >= 0) out.at = p.type === 'barge' ? [hexOf(state, p.at), hexOf(state, p.at2)] : hexOf(state, p.at);
  if (p.type === 'astronef') {
    out.orientation = p.orientation ?? 'N';
    out.towers = [...(p.towers ?? [true, true, true])];
    if (p.rebuildBy) out.rebuildBy = p.rebuildBy;
  }
  if (p.shots) out.shots = p.shots;
  if (p.type === 'pondeuse' && p.built?.length) out.built = [...p.built];
  if (p.type === 'ore' && p.value !== undefined && p.value !== 2) out.value = p.value;
  return out;
}

/** The board as the scenario format names it: "original", or its terrain rows. */
function boardOf(state: GameState): Scenario['board'] {
  if (state.map === 'original') return 'original';
  if (state.map.startsWith('custom:')) return { terrain: state.map.slice('custom:'.length).split('/') };
  const b = getBoard(state.map);
  const rows: string[] = [];
  const letters = ['p', 's', 'm', 'r', 'M'];
  for (let y = 0; y < b.rows; y++) {
    let row = '';
    for (let x = 0; x < b.cols; x++) {
      const i = b.idx(x, y);
      row += b.on[i] ? letters[b.terrain[i]!] : '.';
    }
    rows.push(row);
  }
  return { terrain: rows };
}

/**
 * The position at the start of a turn as a scenario (no steps): the pieces on the board or carried, the
 * players still in the game, the active player's points. The tide pile is left out (it is what the players
 * could not see); a scenario without one draws its own.
 */
export function turnStartScenario(state: GameState, name: string): Scenario {
  // turn 21 loads as the lift-off choice: its turns in play after the choices have no scenario
  if (state.phase !== 'play' || state.turn === 21) throw new ExportRefused('notInPlay');
  if (state.pieces.some((p) => p.type === 'astronef' && p.departed)) throw new ExportRefused('departed');
  const active = state.order[state.activeIdx]!;
  const players = state.order
    .filter((id) => id === active || (!state.players[id]!.out && !state.players[id]!.gone))
    .map((id) => ({
      id,
      ap: id === active ? state.players[id]!.ap : 0,
      saved: id === active ? 0 : state.players[id]!.saved,
    }));
  const ids = new Set(players.map((p) => p.id));
  const pieces = state.pieces
    .filter((p) => !p.destroyed && (p.in !== null || p.at >= 0))
    .filter((p) => p.type === 'ore' || p.type === 'pontoon' || ids.has(ownerOf(state, p) ?? ''))
    .map((p) => pieceEntry(state, p));
  const variant = { ...state.variant };
  delete variant.courtesy;
  return {
    name,
    source: 'exported from a game of Full Metal Hot-Seat',
    ...(Object.keys(variant).length ? { variant } : {}),
    board: boardOf(state),
    turn: state.turn,
    tide: state.tide,
    players,
    active,
    pieces,
  };
}

/**
 * The moment after the first `seq` actions of a game as a scenario: the start of the turn it falls in, that
 * turn's actions so far as steps, and the position reached as the final checks.
 */
export function exportScenario(
  options: GameOptions,
  log: readonly Action[],
  seq: number,
  name: string,
): ExportedScenario {
  let state = redrawsAt(options, 0, newGame(options));
  let turnStart: { state: GameState; at: number } | null = null;
  for (let i = 0; i < seq; i++) {
    const r = apply(state, log[i]!);
    if (!r.ok && r.state === state) {
      state = redrawsAt(options, i + 1, state);
      continue;
    }
    const next = redrawsAt(options, i + 1, r.state);
    if (
      next.phase === 'play' &&
      (state.phase !== 'play' || next.turn !== state.turn || next.activeIdx !== state.activeIdx)
    )
      turnStart = { state: next, at: i + 1 };
    state = next;
  }
  if (state.phase !== 'play' || !turnStart || turnStart.state.turn !== state.turn) throw new ExportRefused('notInPlay');
  if (state.turn === 21) throw new ExportRefused('notInPlay');
  const start = turnStartScenario(turnStart.state, name);
  const steps = log.slice(turnStart.at, seq).map((a) => ({ do: a, expect: { ok: true as const } }));
  const active = state.order[state.activeIdx]!;
  const pieces: ExportedScenario['final']['pieces'] = {};
  for (const entry of start.pieces) {
    const id = String(entry.id);
    const p = state.pieces[state.index[id]!]!;
    if (p.destroyed) pieces[id] = 'destroyed';
    else {
      const e = pieceEntry(state, p);
      pieces[id] = {
        ...(e.at !== undefined ? { at: e.at } : {}),
        ...(e.in !== undefined ? { in: e.in as string } : {}),
        ...(e.owner !== undefined ? { owner: e.owner as string | null } : {}),
        ...(e.towers !== undefined ? { towers: e.towers as boolean[] } : {}),
      };
    }
  }
  return {
    ...start,
    steps,
    final: {
      pieces,
      players: { [active]: { ap: state.players[active]!.ap } },
      turn: state.turn,
      tide: state.tide,
      active,
    },
  };
}
