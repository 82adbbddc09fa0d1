// The coach's words: what the normal computer player's next action is for, read from the action and the
// seated player's own view (the screen turns the task into a sentence, in English or French).
import { getBoard } from '../engine/index.js';
import type { Action, Hex, PieceId } from '../engine/types.js';
import type { PlayerView } from '../engine/view-types.js';
import type { Suggestion } from './contract.js';

const CARRIERS = new Set(['crab', 'barge', 'pondeuse']);
const DESTRUCTORS = new Set(['tank', 'superTank', 'motorBoat']);

export function suggestionOf(action: Action, view: PlayerView): Suggestion {
  const me = view.viewer;
  const piece = (id: string) => view.pieces.find((p) => p.id === id);
  const board = getBoard(view.map);
  const idx = (h: Hex) => board.idx(h[0], h[1]);
  const first = (to: Hex | [Hex, Hex]): Hex => (Array.isArray(to[0]) ? (to as [Hex, Hex])[0] : (to as Hex));
  const mine = (id: string) => piece(id)?.owner === me;
  const enemies = view.pieces.filter((p) => p.at && p.owner && p.owner !== me && p.type !== 'astronef');
  const nearest = (h: Hex, among: { at: Hex | null }[]) =>
    Math.min(99, ...among.filter((p) => p.at).map((p) => board.dist(idx(h), idx(p.at!))));
  const out = (task: Suggestion['task'], pieces: PieceId[], to: Hex | null): Suggestion => ({
    action,
    task,
    pieces,
    to,
  });
  switch (action.type) {
    case 'land':
      return out('land', [action.astronef], action.at);
    case 'deploy':
      return out('deploy', [action.piece], first(action.to));
    case 'load':
      return out(
        piece(action.item)?.type === 'ore' ? 'harvest' : 'load',
        [action.carrier, action.item],
        piece(action.carrier)?.at ?? null,
      );
    case 'unload': {
      const into =
        piece(action.item)?.type === 'ore'
          ? view.pieces.find(
              (p) => p.type === 'astronef' && p.owner === me && p.hexes?.some((h) => sameHex(h, first(action.to))),
            )
          : undefined;
      return out(into ? 'home' : 'unload', [action.carrier, action.item], first(action.to));
    }
    case 'build':
      return out('build', [action.pondeuse], action.to);
    case 'fire':
      return out('strike', [...action.shooters.map((s) => s.split(':')[0]!)], action.target);
    case 'capture':
      return out('capture', [...action.captors, action.target], piece(action.target)?.at ?? null);
    case 'rebuildTower':
      return out('build', [action.astronef], null);
    case 'liftOff':
      return out('liftOff', [action.astronef], null);
    case 'endTurn':
      return out('endTurn', [], null);
    case 'move': {
      const p = piece(action.piece);
      const path = action.path as (Hex | [Hex, Hex])[];
      const to = path.length ? first(path[path.length - 1]!) : (p?.at ?? null);
      if (!p || !to || !p.at || !mine(action.piece)) return out('move', [action.piece], to);
      if (CARRIERS.has(p.type)) {
        const laden = view.pieces.some((q) => q.in === p.id && q.type === 'ore');
        if (laden) return out('home', [p.id], to);
        const ore = view.pieces.filter((q) => q.type === 'ore' && q.at);
        if (nearest(to, ore) <= 1) return out('harvest', [p.id], to);
        return out('move', [p.id], to);
      }
      if (DESTRUCTORS.has(p.type)) {
        if (!enemies.length) return out('move', [p.id], to);
        return out(nearest(to, enemies) < nearest(p.at, enemies) ? 'strike' : 'safety', [p.id], to);
      }
      return out('move', [p.id], to);
    }
  }
}

function sameHex(a: Hex, b: Hex): boolean {
  return a[0] === b[0] && a[1] === b[1];
}
