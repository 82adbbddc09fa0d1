// The game's vocabulary as the host gave it (`rules.vocabulary`, asked once at start): which pieces
// shoot, how far, what carriers hold, what is land at each tide, where an astronef's podes stand. The
// screen keeps no copy of these rules; everything that needs them reads them here.
import type { Hex, PieceType, Vocabulary } from '../../../src/host/contract';
import { neighbours } from './hex';

let current: Vocabulary | null = null;

export function setVocabulary(v: Vocabulary): void {
  current = v;
}

export function vocabulary(): Vocabulary {
  if (!current) throw new Error('the host has not given the game vocabulary yet');
  return current;
}

export function hasVocabulary(): boolean {
  return current !== null;
}

/** Does this piece type shoot and capture? */
export function isDestructor(type: PieceType | string): boolean {
  return (vocabulary().destructors as string[]).includes(type);
}

/** The four hexes an astronef with its bubble on `at` covers: the bubble, then its podes. */
export function astronefFootprint(at: Hex, orientation: 'N' | 'S'): Hex[] {
  const n = neighbours(at);
  return [at, ...vocabulary().podeDirections[orientation].map((d) => n[d]!)];
}

/** How far a piece of this type reaches from its hex (a tower from its pode; a tank on a mountain further); 0 if it does not shoot. */
export function reachOf(type: PieceType | 'tower', onMountain: boolean): number {
  const v = vocabulary();
  if (type === 'tank' && onMountain) return v.mountainReach;
  return type in v.reach ? v.reach[type as keyof Vocabulary['reach']] : 0;
}
