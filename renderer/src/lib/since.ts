// "Since your last turn": what the other players did, drawn on the board and listed in words, from the
// host's game.since (only what the seated player may know). Pure: no Svelte, no DOM.
import type { LogEntry, PlayerView, SinceLastTurn } from '../../../src/host/contract';
import type { Hex } from './hex';
import { entryPlaces } from './logtext';

export type MarkKind = 'destroyed' | 'new' | 'captured' | 'ore';

export interface SinceMarks {
  /** The ways pieces went, each in its player's colour. */
  trails: { hexes: Hex[]; color: string }[];
  marks: { hex: Hex; kind: MarkKind }[];
}

/** Where a piece stood in a position (its first hex), or null. */
function at(view: PlayerView | null, id: string): Hex | null {
  return view?.pieces.find((p) => p.id === id)?.at ?? null;
}

/** The board's marks for these steps: trails of the moves, crosses where pieces were destroyed, rings for new pieces, captures, ore taken. */
export function sinceMarks(since: SinceLastTurn, colorOf: (player: string | null) => string): SinceMarks {
  const out: SinceMarks = { trails: [], marks: [] };
  let before = since.from;
  for (const step of since.steps) {
    for (const e of step.entry.events) {
      if (e.type === 'moved') {
        const start = at(before, e.piece);
        out.trails.push({ hexes: [...(start ? [start] : []), ...e.path], color: colorOf(step.entry.player) });
      } else if (e.type === 'destroyed' || e.type === 'fired') {
        const ids = e.type === 'destroyed' ? e.pieces : e.destroyed;
        for (const id of ids) {
          const h = at(before, id);
          if (h) out.marks.push({ hex: h, kind: 'destroyed' });
        }
      } else if (e.type === 'captured') {
        const h = at(step.view, e.piece);
        if (h) out.marks.push({ hex: h, kind: 'captured' });
      } else if (e.type === 'built') out.marks.push({ hex: e.to, kind: 'new' });
      else if (e.type === 'landed') out.marks.push({ hex: e.at, kind: 'new' });
      else if (e.type === 'deployed' && e.to[0]) out.marks.push({ hex: e.to[0], kind: 'new' });
      else if (e.type === 'loaded' && before?.pieces.find((p) => p.id === e.item)?.type === 'ore') {
        const h = at(before, e.item);
        if (h) out.marks.push({ hex: h, kind: 'ore' });
      }
    }
    before = step.view;
  }
  return out;
}

/** The hexes of one step, to centre and highlight when its line is clicked (destroyed pieces where they stood). */
export function stepHexes(since: SinceLastTurn, index: number): Hex[] {
  const step = since.steps[index];
  if (!step) return [];
  const before = index === 0 ? since.from : since.steps[index - 1]!.view;
  const hexes: Hex[] = [...entryPlaces(step.entry).hexes];
  for (const id of entryPlaces(step.entry).pieces) {
    const h = at(step.view, id) ?? at(before, id);
    if (h) hexes.push(h);
  }
  for (const e of step.entry.events) {
    if (e.type === 'destroyed')
      for (const id of e.pieces) {
        const h = at(before, id);
        if (h) hexes.push(h);
      }
  }
  const seen = new Set<string>();
  return hexes.filter((h) => {
    const k = `${h[0]},${h[1]}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The steps worth a line: every step whose entry says something (the caller words it). */
export function sinceEntries(since: SinceLastTurn): LogEntry[] {
  return since.steps.map((s) => s.entry);
}

/** Watching the other players' turns: the delay between two steps at each speed (ms). */
export const WATCH_SPEEDS = { slow: 1600, normal: 900, fast: 400 } as const;
export type WatchSpeed = keyof typeof WATCH_SPEEDS;
