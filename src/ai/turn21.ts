// Turn 21: leave now with what is aboard, or stay for four more turns of harvest.
import { CAPACITY, DESTRUCTORS, type GameState, type PlayerId } from '../engine/index.js';
import type { Style } from './style.js';
import { World } from './world.js';

/** Turn 21: leave now with what is aboard, or stay for four more turns of harvest. */
export function liftOffChoice(state: GameState, me: PlayerId, astronefId: string, style: Style): 'leave' | 'stay' {
  const w = new World(state, me);
  const k = w.astronefs.find((a) => a.piece.id === astronefId);
  if (!k) return 'stay';
  const outside = w.myUnits();
  // what staying can still bring: pieces outside come home, harvesters keep working
  let gain = outside.length * 0.8;
  for (const p of outside) if (CAPACITY[p.type] !== undefined) gain += 3;
  // what staying risks: enemy destructors near the astronef, towers down
  let risk = 0;
  for (const e of w.enemyUnits())
    if (DESTRUCTORS.has(e.type) && Math.min(...k.hexes.map((h) => w.board.dist(h, e.at))) <= 6) risk += 2;
  risk += (k.piece.towers ?? []).filter((t) => !t).length * 4;
  if (!style.threatAware) return outside.length > 3 ? 'stay' : 'leave';
  return gain >= risk ? 'stay' : 'leave';
}
