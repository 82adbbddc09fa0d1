// Sortie (hard): the destructors kept aboard an astronef come out through a standing pode to strike a
// valuable enemy piece within their reach this turn (a loaded barge passing by), when a pair of
// shooters and the shot fit in the points left. The strike moves and shots then finish the work.
import { DESTRUCTORS, type Piece } from '../../engine/index.js';
import { distanceField, neighbours, rangeOf, usable } from '../world.js';
import { hexesOf, type TaskContext } from './context.js';
import type { Shooter } from './strike.js';

/** Enemy pieces worth a sortie: what a loaded carrier or a destructor pair is worth, not a lone crab. */
const SORTIE_VALUE = 6;

export function sorties(tc: TaskContext, shooters: Shooter[], movers: Piece[]): void {
  const { w, ctx } = tc;
  if (!ctx.style.sorties || w.ap < 5) return;
  const out: { q: Piece; carrier: string; exits: number[] }[] = [];
  for (const k of tc.homes) {
    const aboard = w.cargo(k.piece).filter((q) => q.type === 'tank' || q.type === 'superTank');
    if (!aboard.length) continue;
    const exits = new Set<number>();
    k.podes.forEach((pd, i) => {
      if (pd < 0 || !k.piece.towers?.[i]) return;
      for (const h of neighbours(w.board, pd))
        if (w.byHex[h]! < 0 && !k.hexes.includes(h) && !w.underEnemyFire(h)) exits.add(h);
    });
    for (const q of aboard)
      out.push({
        q,
        carrier: k.piece.id,
        exits: [...exits].filter((h) => usable(q.type, w.board.terrain[h]!, w.state.tide)),
      });
  }
  if (!out.some((x) => x.exits.length)) return;
  for (const t of tc.enemies) {
    const value = tc.targetValue(t);
    if (value < SORTIE_VALUE) continue;
    const th = hexesOf(t);
    const covering = shooters.filter((s) => th.some((h) => w.board.dist(s.at, h) <= s.range)).length;
    if (covering >= 2) continue;
    // what each candidate shooter pays to have the target in range: pieces outside by their legal moves,
    // pieces aboard by unloading (one point) and walking from the exit
    const options: { cost: number; unload?: { q: Piece; carrier: string; to: number } }[] = [];
    for (const p of movers) {
      if (th.some((h) => w.board.dist(p.at, h) <= rangeOf(w.board, p))) continue;
      let best = Infinity;
      for (const d of tc.destinationsOf(p)) {
        if (d.strands || d.secondArrival || d.mountainPair || d.cost >= best) continue;
        const e = w.board.idx(...((Array.isArray(d.to[0]) ? d.to[0] : d.to) as [number, number]));
        if (th.some((h) => w.board.dist(e, h) <= rangeOf(w.board, p, e))) best = d.cost;
      }
      if (best < Infinity) options.push({ cost: best });
    }
    for (const x of out) {
      if (!x.exits.length || !DESTRUCTORS.has(x.q.type)) continue;
      const pass = tc.passFor(x.q.type, w.state.tide);
      const src: number[] = [];
      for (const h of w.board.within(t.at, 4))
        if (
          pass(h) &&
          (w.byHex[h]! < 0 || h === t.at) &&
          th.some((y) => w.board.dist(h, y) <= rangeOf(w.board, x.q, h))
        )
          src.push(h);
      if (!src.length) continue;
      const field = distanceField(w.board, src, pass);
      let bestExit = -1;
      for (const e of x.exits) if (field[e]! >= 0 && (bestExit < 0 || field[e]! < field[bestExit]!)) bestExit = e;
      if (bestExit >= 0)
        options.push({ cost: 1 + field[bestExit]!, unload: { q: x.q, carrier: x.carrier, to: bestExit } });
    }
    const need = 2 - covering;
    if (options.length < need) continue;
    options.sort((a, b) => a.cost - b.cost);
    const chosen = options.slice(0, need);
    const total = chosen.reduce((s, o) => s + o.cost, 0) + 2;
    if (total > w.ap) continue;
    const sortie = chosen.find((o) => o.unload);
    if (!sortie?.unload) continue;
    const { q, carrier, to } = sortie.unload;
    tc.out.push({
      action: { type: 'unload', carrier, item: q.id, to: w.board.hex(to) },
      value:
        (value * ctx.style.aggression * ctx.weights.strike * 0.85 * (sortie.cost + 2)) / total -
        tc.endPenalty(q, [to]) * 0.5,
      cost: 1,
      task: 'sortie',
    });
  }
}
