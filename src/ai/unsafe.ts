// What of a seat is unsafe if its turn ended now (the coach says it, issue 28 point 8): the pieces two
// destructors (or towers) of one enemy could bring under fire in his next turn, by the exact threat map
// (his real points, his paths, the pieces aboard his astronefs), and those the next tide would strand or
// drown when the seat's forecast shows it. From the seat's own view only.
import { determinise, type PieceId, type PlayerView, type PublicOptions } from '../engine/index.js';
import { exactThreatMap, floodRisk } from './threat.js';
import { World } from './world.js';

export interface UnsafePiece {
  piece: PieceId;
  /** 'fire': in reach of an enemy pair next turn; 'tide': stuck by the next tide (the forecast shows it). */
  why: 'fire' | 'tide';
}

export function unsafePieces(view: PlayerView, options: PublicOptions): UnsafePiece[] {
  const me = view.viewer;
  if (!me || view.phase !== 'play') return [];
  // the hidden parts (the tide pile) play no part here: any sample gives the same answer
  const w = new World(determinise(view, options, 1), me);
  const next = view.forecast[0] ?? null;
  const threat = exactThreatMap(w, next);
  const out: UnsafePiece[] = [];
  for (const p of w.myUnits()) {
    if (threat[p.at]! > 0 || (p.at2 >= 0 && threat[p.at2]! > 0)) out.push({ piece: p.id, why: 'fire' });
    else if (next && p.at2 < 0 && floodRisk(p.type, w.board.terrain[p.at]!, next) >= 1)
      out.push({ piece: p.id, why: 'tide' });
  }
  return out;
}
