// Where the keyboard's hex cursor stops for N and T (the game screen's `cycle`): the hexes in reading order, and
// what the board offers to choose from now. Pure: the host still decides what is legal, these are only stops.
import type { Destination } from '../../../src/engine/view-types';
import { type Hex, sameHex } from './hex';
import { isDestructor } from './vocabulary';
import { landingSpotsFor } from './selection';
import type { GameScreenState } from './game-screen';

/** Hexes in reading order (column, then row), each once. */
function readingOrder(hexes: Hex[]): Hex[] {
  const seen = new Set<string>();
  const out: Hex[] = [];
  for (const h of hexes) {
    const k = `${h[0]},${h[1]}`;
    if (!seen.has(k)) {
      seen.add(k);
      out.push(h);
    }
  }
  return out.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** The hex after (`dir` 1) or before (-1) `from` among these, in reading order, round again at the end. */
export function nextHex(hexes: Hex[], from: Hex | null, dir: 1 | -1): Hex | null {
  const list = readingOrder(hexes);
  if (!list.length) return null;
  if (!from) return dir > 0 ? list[0]! : list[list.length - 1]!;
  const after = (h: Hex) => h[0] - from[0] || h[1] - from[1];
  if (dir > 0) return list.find((h) => after(h) > 0) ?? list[0]!;
  return [...list].reverse().find((h) => after(h) < 0) ?? list[list.length - 1]!;
}

/**
 * What the board offers to choose from now, for T: destinations (a barge's by its first hex), landing or
 * deployment spots, unload or build hexes; for a shot or a capture without a target, the enemy pieces in the
 * player's fire zone, and once it has one, his other destructors. The host still decides: these are only where
 * the cursor stops.
 */
export function choicesOf(s: GameScreenState): Hex[] {
  const view = s.view;
  if (!view || s.confirm) return [];
  const sel = s.sel;
  const at = (ids: string[]) => view.pieces.filter((p) => ids.includes(p.id) && p.at).map((p) => p.at!) as Hex[];
  switch (sel.kind) {
    case 'land':
      return landingSpotsFor(s.landSpots, sel.orientation);
    case 'piece':
      if (view.phase === 'deploy') return s.spots;
      return sel.dests.map((d: Destination) => (Array.isArray(d.to[0]) ? (d.to as [Hex, Hex])[0] : (d.to as Hex)));
    case 'unload':
    case 'build':
      return sel.hexes;
    case 'fire':
    case 'capture': {
      const chosen = sel.kind === 'fire' ? sel.shooters : sel.captors;
      if (!sel.target) {
        const covered = s.zones.filter((z) => z.player === view.viewer).flatMap((z) => z.hexes);
        return view.pieces
          .filter((p) => p.at && p.owner && p.owner !== view.viewer && covered.some((h) => sameHex(h, p.at)))
          .map((p) => p.at!);
      }
      return at(
        view.pieces
          .filter((p) => p.owner === view.viewer && isDestructor(p.type) && !chosen.includes(p.id))
          .map((p) => p.id),
      );
    }
  }
  return [];
}
