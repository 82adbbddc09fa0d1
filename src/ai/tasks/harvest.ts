// Harvest: the crab and (normal, hard) the barge load the ore beside them, carry it to a pode of their
// astronef and unload it there; the pondeuse harvests with the points the crab leaves, and builds a crab
// when none is left. Trips are valued as trips (`moveHarvesting`).
import { CAPACITY, type Piece, type Tide } from '../../engine/index.js';
import { distanceField, neighbours, usable } from '../world.js';
import { fieldAt, hexesOf, turnsFor, type TaskContext } from './context.js';

/**
 * The ore a harvester can still fetch and bring home before the take-off (hard): it reaches it (seven
 * hexes a turn, as the way home is reckoned) and from there comes home in the turns left, with the
 * level's margin. A late trip that would turn back empty is not begun.
 */
function oreWithinTrip(tc: TaskContext, p: Piece): number[] {
  const { w } = tc;
  if (!tc.homes.length || tc.turn < 12) return tc.ore;
  const pass = tc.passFor(p.type);
  const from = distanceField(w.board, hexesOf(p), pass);
  const home = tc.homeDist(p);
  return tc.ore.filter((o) => {
    const beside = neighbours(w.board, o).filter(pass);
    const to = fieldAt(from, beside);
    const back = fieldAt(home, beside);
    if (to < 0 || back < 0) return false;
    return tc.turn + Math.floor(to / 7) + turnsFor(back) + tc.ctx.style.homeMargin <= 25;
  });
}

export function harvest(tc: TaskContext): void {
  const { w, ctx, out, turn } = tc;
  for (const p of tc.units) {
    const cap = CAPACITY[p.type];
    if (cap === undefined) continue;
    if (p.type === 'barge' && !ctx.style.useBarge) continue;
    if (tc.ferrying.has(p.id)) continue;
    // the pondeuse harvests when no crab is left (to build one), or when the level lets it
    if (p.type === 'pondeuse' && !ctx.style.usePondeuse && tc.mineCrabs > 0) continue;
    const here = hexesOf(p);
    const cargoOre = w.cargo(p).filter((q) => q.type === 'ore');
    const free = w.freeSlots(p);
    // the pondeuse carries one ore at a time: it harvests with the points the crab leaves
    const weight = ctx.weights.harvest * (p.type === 'pondeuse' && tc.mineCrabs > 0 ? 0.45 : 1);
    const pode = tc.nearPode(here);
    if (cargoOre.length && pode) {
      for (const o of cargoOre)
        out.push({
          action: { type: 'unload', carrier: p.id, item: o.id, to: w.board.hex(pode.h) },
          value: 2.4 * weight,
          cost: 1,
          task: 'home',
        });
    }
    if (
      p.type === 'pondeuse' &&
      cargoOre.length &&
      turn <= 18 &&
      w.state.reserve.crab > 0 &&
      tc.crabsKept < ctx.style.maxCrabs &&
      !(p.built ?? []).includes('crab')
    ) {
      for (const h of neighbours(w.board, p.at)) {
        if (w.byHex[h]! >= 0 || !usable('crab', w.board.terrain[h]!, w.state.tide) || w.underEnemyFire(h)) continue;
        out.push({
          action: { type: 'build', pondeuse: p.id, kind: 'crab', to: w.board.hex(h) },
          value: 3,
          cost: 1,
          task: 'build',
        });
        break;
      }
    }
    // on its way home for the take-off it still loads the ore beside it (hard): one point for two
    const returning = tc.returning(p);
    if (returning && !(ctx.style.tripsComeHome && free > 0)) continue;
    if (free > 0) {
      const homeD = tc.homes.length ? fieldAt(tc.homeDist(p), here) : 0;
      for (const h of here)
        for (const x of neighbours(w.board, h)) {
          if (!tc.oreSet.has(x)) continue;
          const o = w.oreAt(x);
          if (o)
            out.push({
              action: { type: 'load', carrier: p.id, item: o.id },
              value: (1.7 - 0.04 * Math.max(0, homeD)) * weight,
              cost: 1,
              task: 'harvest',
            });
        }
    }
    if (returning || !tc.homes.length) continue;
    const toHome = fieldAt(tc.homeDist(p), here);
    const goHome = cargoOre.length > 0 && (free <= 0 || cargoOre.length >= 2 || (toHome >= 0 && toHome <= 3));
    if (goHome) {
      if (!pode) tc.moveHarvesting(p, tc.homeDistAt(p), (0.35 + 0.25 * cargoOre.length) * weight, 'home');
    } else if (free > 0) {
      // the nearest ore open at this tide, else the nearest by any route (on the lattice the ore is
      // sparse: waiting for a low tide beside a flooded marsh idles for turns)
      const targets = ctx.style.tripsComeHome ? oreWithinTrip(tc, p) : tc.ore;
      const oreField = (tide: Tide | null) => {
        const pass = tc.passFor(p.type, tide);
        const src: number[] = [];
        for (const h of targets) {
          if (w.underEnemyFire(h)) continue;
          for (const x of neighbours(w.board, h)) if (pass(x)) src.push(x);
        }
        return distanceField(w.board, src, pass);
      };
      // no ore within reach at this tide: bring home what it carries meanwhile
      if (!tc.moveHarvesting(p, oreField, 0.3 * weight, 'harvest') && cargoOre.length && !pode)
        tc.moveHarvesting(p, tc.homeDistAt(p), 0.35 * weight, 'home');
    } else if (cargoOre.length && !pode) tc.moveHarvesting(p, tc.homeDistAt(p), 0.5 * weight, 'home');
  }
}
