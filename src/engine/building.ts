// The pondeuse builds: one ore becomes a tank, a crab or a pontoon beside it.
import {
  controlCheck,
  finish,
  firstUnderFire,
  getPiece,
  isRefusal,
  needPlay,
  no,
  pendingSecondArrival,
  readyCheck,
  spend,
  underFireRefusal,
} from './checks.js';
import { Edit } from './edit.js';
import { occupancy } from './occupancy.js';
import type { ActionOf } from './parse.js';
import { boardOf } from './pieces.js';
import { markArrival } from './mountain-silence.js';
import { refuse } from './refusals.js';
import { newPiece } from './setup.js';
import { dropCheck } from './transport.js';
import type { GameState, Result } from './types.js';

export function handleBuild(s: GameState, a: ActionOf<'build'>): Result {
  const board = boardOf(s);
  const w = getPiece(s, a.pondeuse, 'pondeuse');
  if (isRefusal(w)) return no(s, w);
  const { kind, to } = a;
  const wrongPhase = needPlay(s);
  if (wrongPhase) return no(s, wrongPhase);
  if (w.type !== 'pondeuse')
    return no(s, refuse('CANNOT_CARRY', `${w.id} is not a pondeuse`, { why: 'notPondeuse', piece: w.id }));
  const notYours = controlCheck(s, w);
  if (notYours) return no(s, notYours);
  const mustShootFirst = pendingSecondArrival(s);
  if (mustShootFirst) return no(s, mustShootFirst);
  const d = occupancy(s, board);
  const notReady = readyCheck(s, board, w, d);
  if (notReady) return no(s, notReady);
  const ore = (d.contents.get(w.id) ?? []).find((i) => s.pieces[i]!.type === 'ore');
  if (ore === undefined)
    return no(s, refuse('INVALID_TARGET', `${w.id} has no ore loaded`, { why: 'noOre', pondeuse: w.id }));
  const built = w.built ?? [];
  if (built.length >= 2)
    return no(
      s,
      refuse('BUILD_LIMIT', 'a pondeuse builds two pieces a turn', { why: 'twoPerTurn', pondeuse: w.id, built }),
    );
  if (kind !== 'tank' && built.includes(kind))
    return no(
      s,
      refuse('BUILD_LIMIT', `never two ${kind}s in one turn`, { why: 'oneOfKind', pondeuse: w.id, kind, built }),
    );
  if (s.reserve[kind] <= 0) return no(s, refuse('RESERVE_EMPTY', `no ${kind} left in the reserve`, { kind }));
  if (!board.adjacent(w.at, to))
    return no(
      s,
      refuse('NOT_ADJACENT', `${board.hex(to)} is not next to ${w.id}`, {
        why: 'build',
        pondeuse: w.id,
        hex: board.hex(to),
      }),
    );
  const f = firstUnderFire(s, board, [w.at, to]);
  if (f) return no(s, underFireRefusal(board, f, 'a hex of this building', s));
  const id = `b${s.nextId}`;
  const r = dropCheck(s, board, d, { id, type: kind }, to);
  if (isRefusal(r)) return no(s, r);
  if (r.kind === 'into' && r.into!.type === 'astronef')
    return no(
      s,
      refuse('INVALID_TARGET', 'build next to the pondeuse, not into an astronef', { why: 'buildIntoAstronef' }),
    );
  const cost = 1;
  const tooDear = spend(s, cost);
  if (tooDear) return no(s, tooDear);
  const e = new Edit(s);
  const o = e.piece(ore);
  o.destroyed = true;
  o.in = null;
  o.at = -1;
  e.oreGone().built++;
  const np = newPiece(id, kind, w.color);
  if (r.kind === 'into') np.in = r.into!.id;
  else {
    np.at = to;
    markArrival(s, board, np, to, np);
  }
  e.addPiece(np);
  e.state.nextId++;
  e.reserve()[kind]--;
  e.piece(s.index[w.id]!).built!.push(kind);
  e.pay(cost);
  const next = e.done();
  return finish(next, [{ type: 'built', pondeuse: w.id, piece: id, kind, to: board.hex(to) }], cost);
}
