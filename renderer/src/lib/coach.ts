// The coach's suggestion on the screen: which words say why, and what the board marks (the piece, its
// path, where it goes). Headless, with unit tests; the host computes the suggestion from the seated view.
import type { Hex } from '../../../src/engine/types';
import type { PlayerView } from '../../../src/engine/view-types';
import type { Suggestion } from '../../../src/host/contract';
import type { Overlay } from './game-screen';

/** The i18n key of the sentence, and the piece it names ({piece}). */
export function coachWords(s: Suggestion): { key: string; piece: string | null } {
  const a = s.action;
  if (a.type === 'fire') return { key: s.task === 'tower' ? 'coach.why.tower' : 'coach.why.fire', piece: null };
  if (a.type === 'liftOff')
    return { key: s.task === 'takeOff' ? 'coach.why.takeOff' : `coach.why.liftOff.${a.choice}`, piece: null };
  if (a.type === 'load' && s.task === 'harvest') return { key: 'coach.why.harvestLoad', piece: a.carrier };
  return { key: `coach.why.${s.task}`, piece: s.pieces[0] ?? null };
}

/**
 * What is unsafe if the turn ended now (the host's exact threat map and the forecast's tide), one phrase key
 * per piece (`coach.unsafe.fire` / `coach.unsafe.tide`, naming {piece}); null when the host said nothing.
 */
export function unsafePhrases(s: Suggestion): { key: string; piece: string }[] | null {
  if (!s.unsafe) return null;
  return s.unsafe.map((u) => ({ key: `coach.unsafe.${u.why}`, piece: u.piece }));
}

/** The board's marks for a suggestion, over what the screen already shows. */
export function coachOverlay(base: Overlay, s: Suggestion, view: PlayerView): Overlay {
  const a = s.action;
  const at = (id: string): Hex | null => view.pieces.find((p) => p.id === id)?.at ?? null;
  const first = (h: Hex | [Hex, Hex]): Hex => (Array.isArray(h[0]) ? (h as [Hex, Hex])[0] : (h as Hex));
  const picked = s.pieces.map(at).filter((h): h is Hex => !!h);
  const path =
    a.type === 'move' ? [...(at(a.piece) ? [at(a.piece)!] : []), ...(a.path as (Hex | [Hex, Hex])[]).map(first)] : [];
  if (a.type === 'land') return { ...base, ghost: undefined, spots: [a.at], picked: [], path: [], targets: [] };
  // where the move ends, and where the piece is heading beyond it (its whole plan)
  const targets = [s.to, s.goal].filter((h): h is Hex => !!h);
  if (targets.length === 2 && targets[0]![0] === targets[1]![0] && targets[0]![1] === targets[1]![1]) targets.pop();
  return { ...base, picked, path, targets };
}
