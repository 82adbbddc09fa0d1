// Deployment (turn 2, and the second army of turn 15): pieces leave the astronef for hexes near it.
import { Board } from './board.js';
import { controlCheck, finish, firstUnderFire, getPiece, isRefusal, no, underFireRefusal } from './checks.js';
import { cloneState, Edit } from './edit.js';
import { occupancy } from './occupancy.js';
import type { ActionOf } from './parse.js';
import { activeId, boardOf, hexesOf, ownerOf, pieceById } from './pieces.js';
import { pontoonSupported } from './pontoons.js';
import { markArrival } from './mountain-silence.js';
import { refuse, type Refusal } from './refusals.js';
import { canUse } from './terrain.js';
import { secondBargeHex } from './transport.js';
import type { GameState, Piece, Result } from './types.js';

function deployZoneOk(s: GameState, board: Board, k: Piece, h: number): boolean {
  // The second astronef's army deploys on hexes adjacent to it.
  if (s.turn === 15) return hexesOf(board, k).some((kh) => board.dist(kh, h) <= 1);
  if (s.variant.landing === 'computer') return board.dist(k.at, h) <= 4;
  return hexesOf(board, k).some((kh) => board.dist(kh, h) <= 2);
}

/** The active player's astronef this piece is in, if it is in one. */
function inMyAstronef(s: GameState, p: Piece): Piece | undefined {
  const host = p.in !== null ? pieceById(s, p.in) : undefined;
  return host && host.type === 'astronef' && ownerOf(s, host) === activeId(s) ? host : undefined;
}

/** May the active player deploy this piece at all (whose it is)? */
function deployOwner(s: GameState, p: Piece): Refusal | null {
  // A pontoon is neutral, but one in my astronef is mine to deploy.
  if (p.type === 'pontoon') {
    if (!inMyAstronef(s, p) && !s.turnState.deployed.includes(p.id))
      return refuse('NOT_YOUR_PIECE', `${p.id} is not in your astronef`, { why: 'pontoonNotAboard', piece: p.id });
    return null;
  }
  return controlCheck(s, p);
}

/** The astronef this piece deploys from now, or why it cannot be deployed (wherever it goes). */
function deployHome(s: GameState, p: Piece): Piece | Refusal {
  const home = inMyAstronef(s, p) ?? (p.color ? pieceById(s, s.colors[p.color]?.astronef) : undefined);
  if (!home || home.at < 0)
    return refuse('INVALID_TARGET', `${p.id} has no landed astronef`, { why: 'noAstronef', piece: p.id });
  const inside = p.in === home.id;
  const redeploy = p.in === null && s.turnState.deployed.includes(p.id);
  if (!inside && !redeploy)
    return refuse('INVALID_TARGET', `${p.id} is not in its astronef`, { why: 'notAboard', piece: p.id });
  if (s.turn === 15 && home.landedTurn !== 15)
    return refuse('WRONG_PHASE', 'on turn 15 only the newly landed armies deploy', {
      why: 'newArmiesOnly',
      piece: p.id,
      astronef: home.id,
    });
  if (p.type === 'astronef' || p.type === 'ore')
    return refuse('INVALID_TARGET', `${p.id} cannot be deployed`, { why: 'notDeployable', piece: p.id });
  return home;
}

/** Deployment: the active player's pieces still in an astronef that may be deployed now. */
export function deployablePieces(s: GameState): string[] {
  if (s.phase !== 'deploy') return [];
  const out: string[] = [];
  for (const p of s.pieces) {
    if (p.destroyed || p.in === null || p.type === 'ore' || p.type === 'astronef') continue;
    if (!deployOwner(s, p) && !isRefusal(deployHome(s, p))) out.push(p.id);
  }
  return out;
}

export function handleDeploy(s: GameState, a: ActionOf<'deploy'>): Result {
  if (s.phase !== 'deploy')
    return no(s, refuse('WRONG_PHASE', 'deployment is on turn 2', { why: 'deployOnly', phase: s.phase }));
  const board = boardOf(s);
  const p = getPiece(s, a.piece, 'piece');
  if (isRefusal(p)) return no(s, p);
  const notOwner = deployOwner(s, p);
  if (notOwner) return no(s, notOwner);
  const to = a.to;
  const home = deployHome(s, p);
  if (isRefusal(home)) return no(s, home);
  const d = occupancy(s, board);
  let hexes = to;
  if (p.type === 'barge' && hexes.length === 1) {
    const second = secondBargeHex(s, board, d, p, hexes[0]!, (h) => deployZoneOk(s, board, home, h));
    if (second < 0)
      return no(
        s,
        refuse('OCCUPIED', "no room for the barge's second hex", { why: 'bargeNoRoom', hex: board.hex(hexes[0]!) }),
      );
    hexes = [hexes[0]!, second];
  }
  if (p.type !== 'barge' && hexes.length !== 1)
    return no(
      s,
      refuse('BAD_INPUT', 'one hex for this piece', {
        why: 'malformed',
        field: 'to',
        got: a.to.map((h) => board.hex(h)),
      }),
    );
  if (hexes.length === 2 && !board.adjacent(hexes[0]!, hexes[1]!))
    return no(s, refuse('NOT_ADJACENT', 'a barge holds two adjacent hexes', { why: 'bargeHexes' }));
  // Deployment is judged at normal tide.
  const vs = cloneState(s);
  vs.tide = 'normal';
  for (const [n, h] of hexes.entries()) {
    // Only the barge's second hex escapes the turn-15 adjacency rule.
    const exempt = s.turn === 15 && n === 1;
    if (!exempt && !deployZoneOk(s, board, home, h))
      return no(
        s,
        refuse(
          'OUT_OF_RANGE',
          `deploy within ${s.turn === 15 ? 1 : s.variant.landing === 'computer' ? 4 : 2} hexes of the astronef`,
          { why: 'deployZone', hex: board.hex(h), max: s.turn === 15 ? 1 : s.variant.landing === 'computer' ? 4 : 2 },
        ),
      );
    const b = d.blocker.get(h);
    if (b >= 0 && s.pieces[b]!.id !== p.id)
      return no(
        s,
        refuse('OCCUPIED', `${board.hex(h)} is occupied`, { why: 'taken', hex: board.hex(h), piece: s.pieces[b]!.id }),
      );
    if (p.type === 'pontoon') {
      if (d.pontoon.get(h) >= 0)
        return no(
          s,
          refuse('OCCUPIED', 'there is a pontoon there already', { why: 'pontoonThere', hex: board.hex(h) }),
        );
      if (!pontoonSupported(vs, board, d, h))
        return no(s, refuse('PONTOON_UNSUPPORTED', 'a pontoon must touch land', { hex: board.hex(h) }));
    } else if (!canUse(vs, board, p.type, h, d))
      return no(
        s,
        refuse('TERRAIN', `a ${p.type} cannot be deployed on ${board.terrainName(h)}`, {
          why: 'cannotGo',
          piece: p.id,
          hex: board.hex(h),
          terrain: board.terrainName(h),
        }),
      );
    const f = firstUnderFire(s, board, [h]);
    if (f) return no(s, underFireRefusal(board, f, 'that hex', s));
  }
  const e = new Edit(s);
  const q = e.piece(s.index[p.id]!);
  q.in = null;
  q.at = hexes[0]!;
  q.at2 = hexes.length > 1 ? hexes[1]! : -1;
  markArrival(s, board, p, q.at, q);
  if (!s.turnState.deployed.includes(p.id)) e.turnState().deployed = s.turnState.deployed.concat([p.id]);
  const next = e.done();
  return finish(next, [{ type: 'deployed', piece: p.id, to: hexes.map((h) => board.hex(h)) }], 0, false);
}
