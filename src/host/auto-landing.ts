// Where the host lands an astronef whose player's time ran out on the landing turn (or a computer seat that
// was refused too often).
import { activePlayer, getBoard, landingSpots, ownerOf } from '../engine/index.js';
import type { GameState, Hex } from '../engine/types.js';

/**
 * Where a player whose time ran out on his landing turn finds his astronef: a legal spot with room to
 * deploy (land hexes within reach of its podes, none near another astronef), away from the others (up to
 * ten hexes counts) and towards the middle of the board, where the ore is within reach. Never simply the
 * first in reading order.
 */
export function autoLanding(
  state: GameState,
): { astronef: string; at: Hex; orientation: 'N' | 'S'; turn: number } | null {
  const me = activePlayer(state);
  if (state.phase !== 'landing' || !me) return null;
  const nef = state.pieces.find((p) => p.type === 'astronef' && p.at < 0 && !p.destroyed && ownerOf(state, p) === me);
  if (!nef) return null;
  const spots = landingSpots(state);
  if (!spots.length) return null;
  const board = getBoard(state.map);
  const others = state.pieces.filter((p) => p.type === 'astronef' && p.at >= 0).map((p) => p.at);
  const middle = board.idx(Math.floor(board.cols / 2), Math.floor(board.rows / 2));
  let best: { at: Hex; orientation: 'N' | 'S'; score: number } | null = null;
  for (const sp of spots) {
    const i = board.parse(sp.at);
    // land where its army can go down (within two hexes of the astronef) counts most, the ring beyond too
    let room = 0;
    for (const h of board.within(i, 3)) {
      if (board.terrainName(h) === 'sea') continue;
      if (others.some((o) => board.dist(o, h) <= 3)) continue;
      room += board.dist(i, h) <= 2 ? 3 : 1;
    }
    const far = others.length ? Math.min(10, ...others.map((o) => board.dist(o, i))) : 10;
    const score = room + far / 2 - board.dist(i, middle) / 4;
    if (!best || score > best.score) best = { at: sp.at, orientation: sp.orientation, score };
  }
  return best ? { astronef: nef.id, at: best.at, orientation: best.orientation, turn: state.turn } : null;
}
