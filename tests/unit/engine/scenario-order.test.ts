// Answers must depend on the state alone: every scenario of tests/scenarios, run in one process in
// three random orders, gives the same answers as when it runs alone (after clearCaches: no cached
// occupancy, fire or lineage). The answers are more than pass/fail: each step's result and events, and
// after each step the fire zones and the destinations and abilities of the active player's pieces.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as engine from '../../../src/engine/index.js';
import { clearCaches } from '../../../src/engine/lineage.js';

const ROOT = join(__dirname, '../../scenarios');

function collect(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) collect(p, out);
    else if (name.endsWith('.json')) out.push(p);
  }
  return out;
}

const files = collect(ROOT);
const scenarios = new Map(files.map((f) => [f, JSON.parse(readFileSync(f, 'utf8')) as unknown]));

/** What the engine says about one scenario, as one string. */
function answers(json: unknown): string {
  const out: unknown[] = [engine.runScenario(json)];
  let state: engine.GameState;
  try {
    state = engine.loadScenario(json);
  } catch (e) {
    return JSON.stringify([out, (e as Error).message]);
  }
  const look = (s: engine.GameState): void => {
    out.push(engine.fireZones(s));
    const me = engine.activePlayer(s);
    for (const p of s.pieces) {
      if (p.destroyed || p.at < 0 || p.in !== null || p.type === 'ore' || engine.ownerOf(s, p) !== me) continue;
      out.push(p.id, engine.legalDestinations(s, p.id), engine.pieceAbilities(s, p.id));
    }
  };
  look(state);
  const steps = (json as { steps?: { do: unknown }[] }).steps ?? [];
  for (const step of steps) {
    const r = engine.apply(state, step?.do);
    out.push(r.ok ? ['ok', r.spent, r.events] : ['refused', r.error.code, r.error.params, r.spent]);
    state = r.state;
    look(state);
  }
  return JSON.stringify(out);
}

/** A seeded shuffle (mulberry32), so a failing order can be replayed. */
function shuffled<T>(xs: readonly T[], seed: number): T[] {
  let a = seed >>> 0;
  const rnd = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = xs.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('scenario answers depend on the scenario alone', () => {
  it('finds the scenarios', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it(
    'gives every scenario the same answers alone and in three random orders in one process',
    { timeout: 300_000 },
    () => {
      const alone = new Map<string, string>();
      for (const f of files) {
        clearCaches();
        alone.set(f, answers(scenarios.get(f)));
      }
      const seeds = [Date.now() >>> 0, 0x5eed, 20261124];
      for (const seed of seeds) {
        const differ: string[] = [];
        for (const f of shuffled(files, seed)) if (answers(scenarios.get(f)) !== alone.get(f)) differ.push(f);
        expect(differ, `order seed ${seed}: answers differ from the scenario run alone`).toEqual([]);
      }
    },
  );
});
