// The floor: a uniformly random legal action, from the engine's own queries on the player's view.
// First a kind of action is drawn among those that have at least one legal instance (end the turn
// being one kind), then one action of that kind: drawing among all actions at once would almost
// never end a turn (a deployment offers hundreds of free placements).
import {
  Rand,
  apply,
  deploySpots,
  landingSpots,
  legalDestinations,
  pieceAbilities,
  type Action,
  type GameState,
  type PlayerId,
} from '../engine/index.js';
import { World } from './world.js';

export function randomAction(state: GameState, me: PlayerId, rand: Rand): Action {
  const w = new World(state, me);
  if (state.phase === 'landing') {
    const k = state.pieces.find((p) => p.type === 'astronef' && p.at < 0 && !p.departed && w.owner(p) === me);
    const spots = landingSpots(state);
    if (k && spots.length) {
      const s = rand.pick(spots);
      return { type: 'land', astronef: k.id, at: s.at, orientation: s.orientation };
    }
    return { type: 'endTurn', timeout: true };
  }
  const kinds = new Map<string, (() => Action | null)[]>();
  const offer = (kind: string, make: () => Action | null) => {
    const l = kinds.get(kind);
    if (l) l.push(make);
    else kinds.set(kind, [make]);
  };
  offer('endTurn', () => (apply(state, { type: 'endTurn' }).ok ? { type: 'endTurn' } : null));
  const mine = state.pieces.filter((p) => w.mine(p));
  if (state.phase === 'deploy') {
    for (const p of mine) {
      if (p.in === null && !state.turnState.deployed.includes(p.id)) continue;
      if (p.type === 'astronef' || p.type === 'ore') continue;
      offer('deploy', () => {
        const spots = deploySpots(state, p.id);
        return spots.length ? { type: 'deploy', piece: p.id, to: rand.pick(spots) } : null;
      });
    }
  } else if (state.phase === 'play') {
    for (const p of mine) {
      if (p.in !== null || p.at < 0) continue;
      if (p.type !== 'astronef') {
        offer('move', () => {
          const ds = legalDestinations(state, p.id);
          return ds.length ? { type: 'move', piece: p.id, path: rand.pick(ds).path } : null;
        });
      }
      for (const ab of pieceAbilities(state, p.id)) {
        if (!ab.allowed) continue;
        if (ab.action === 'load' && ab.pieces)
          for (const id of ab.pieces)
            offer('load', () =>
              ab.enter ? { type: 'load', carrier: id, item: p.id } : { type: 'load', carrier: p.id, item: id },
            );
        if (ab.action === 'unload' && ab.pieces && ab.hexes)
          for (const h of ab.hexes)
            offer('unload', () => ({ type: 'unload', carrier: p.id, item: ab.pieces![0]!, to: h }));
        if (ab.action === 'build' && ab.hexes)
          for (const h of ab.hexes)
            offer('build', () => ({ type: 'build', pondeuse: p.id, kind: ab.kind ?? 'tank', to: h }));
        if (ab.action === 'fire' && ab.hexes)
          for (const h of ab.hexes)
            offer('fire', () => {
              for (const q of mine) {
                if (q === p || q.in !== null || q.at < 0) continue;
                const a: Action = { type: 'fire', shooters: [p.id, q.id], target: h };
                if (apply(state, a).ok) return a;
              }
              return null;
            });
        if (ab.action === 'capture' && ab.pieces)
          for (const id of ab.pieces)
            offer('capture', () => {
              for (const q of mine) {
                if (q === p || q.in !== null || q.at < 0) continue;
                const a: Action = { type: 'capture', captors: [p.id, q.id], target: id };
                if (apply(state, a).ok) return a;
              }
              return null;
            });
        if (ab.action === 'rebuildTower')
          offer('rebuildTower', () => ({ type: 'rebuildTower', astronef: p.id, pode: ab.pode ?? 0 }));
        if (ab.action === 'liftOff')
          offer('liftOff', () => ({ type: 'liftOff', player: me, astronef: p.id, choice: 'leave' }));
      }
    }
  }
  // draw a kind, then an action of that kind; a maker that finds nothing is dropped and the draw repeats
  const list = [...kinds.entries()];
  while (list.length) {
    const i = rand.int(list.length);
    const [, makers] = list[i]!;
    const j = rand.int(makers.length);
    const a = makers[j]!();
    if (a) return a;
    makers.splice(j, 1);
    if (!makers.length) list.splice(i, 1);
  }
  return { type: 'endTurn', timeout: true };
}
