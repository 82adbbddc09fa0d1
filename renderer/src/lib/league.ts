// The league screens' logic, headless (unit-tested): the chosen period as a filter, the score chart's
// geometry, and a finished game's options in a few words. The host computes every figure.
import type { HistoryEntry, LeagueFilter } from '../../../src/host/contract';

export type Period = 'all' | 'year' | '12m' | 'month' | 'custom';

/** The filter's dates for a period, in local time; `custom` takes the two dates typed (yyyy-mm-dd, the end day included). */
export function periodRange(period: Period, now: Date, from = '', to = ''): Pick<LeagueFilter, 'from' | 'to'> {
  const day = (s: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
    return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime() : null;
  };
  switch (period) {
    case 'all':
      return {};
    case 'year':
      return { from: new Date(now.getFullYear(), 0, 1).getTime() };
    case 'month':
      return { from: new Date(now.getFullYear(), now.getMonth(), 1).getTime() };
    case '12m':
      return { from: new Date(now.getFullYear() - 1, now.getMonth(), now.getDate()).getTime() };
    case 'custom': {
      const a = day(from);
      const b = day(to);
      // the end date is included: games up to the end of that day
      return { ...(a !== null ? { from: a } : {}), ...(b !== null ? { to: b + 24 * 3600 * 1000 } : {}) };
    }
  }
}

export interface ChartGeometry {
  /** SVG polyline points, oldest game first. */
  points: { x: number; y: number; score: number; won: boolean; game: string }[];
  /** The value of the top gridline and the step between gridlines. */
  max: number;
  step: number;
}

/** A profile's scores as a line chart in a width x height box (with a margin for the axis labels). */
export function scoreChart(games: HistoryEntry[], width: number, height: number, margin = 28): ChartGeometry {
  const ordered = [...games].sort((a, b) => a.finishedAt - b.finishedAt);
  const top = Math.max(10, ...ordered.map((g) => g.score));
  const step = niceStep(top / 4);
  const max = Math.ceil(top / step) * step;
  const innerW = width - 2 * margin;
  const innerH = height - 2 * margin;
  const points = ordered.map((g, i) => ({
    x: margin + (ordered.length === 1 ? innerW / 2 : (i * innerW) / (ordered.length - 1)),
    y: margin + innerH - (Math.max(0, g.score) / max) * innerH,
    score: g.score,
    won: g.won,
    game: g.game,
  }));
  return { points, max, step };
}

function niceStep(raw: number): number {
  const p = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  for (const m of [1, 2, 5, 10]) if (m * p >= raw) return m * p;
  return 10 * p;
}

/** The i18n keys naming a finished game's options ('league.variant.base' when none). */
export function variantKeys(variant: Record<string, unknown>): string[] {
  const keys: string[] = [];
  if (variant.mining) keys.push('new.kind.mining');
  if (variant.war) keys.push('new.kind.war');
  if (variant.secondAstronef) keys.push('new.secondAstronef');
  if (variant.ores === 'three-kinds') keys.push('new.threeKinds');
  if (variant.forecast === 'single') keys.push('new.forecastSingle');
  if (variant.landing === 'computer') keys.push('new.landingComputer');
  if (variant.mountainPair === 'penalty') keys.push('league.variant.mountainPenalty');
  if (variant.mountainPair === 'galaxy') keys.push('league.variant.mountainGalaxy');
  if (typeof variant.baseAp === 'number' && variant.baseAp !== 15) keys.push(`league.variant.ap${variant.baseAp}`);
  return keys.length ? keys : ['league.variant.base'];
}
