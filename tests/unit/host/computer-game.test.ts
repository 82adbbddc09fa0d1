// A whole game of four computer players through the host: every move thought in the worker thread from
// its seat's view, played through the door, committed, to the end; the stored log replays to the result.
import { afterEach, expect, it } from 'vitest';
import { apply, newGame } from '../../../src/engine/index.js';
import type { Host } from '../../../src/host/host.js';
import { must, newHost } from './helpers.js';

let host: Host | null = null;
afterEach(() => host?.close());

it('four computer players play a game to the end through the host', async () => {
  ({ host } = newHost({ computer: { paceMs: 0, budgetScale: 0.2 } }));
  const h = host!;
  const levels = ['easy', 'normal', 'easy', 'normal'] as const;
  const colours = ['red', 'blue', 'green', 'yellow'];
  const v0 = must(
    await h.call('campaign.new', {
      players: levels.map((computer, i) => ({ name: `CPU ${i + 1}`, colour: colours[i]!, computer })),
      seed: 11,
    }),
  );
  let v = v0;
  while (!v.over) {
    await new Promise((r) => setTimeout(r, 200));
    v = must(await h.call('game.view'))!;
    expect(v.computer?.waiting, v.computer?.error).not.toBe('error');
  }
  expect(v.result?.scores.length).toBe(4);
  const log = h.store.load(v0.campaignId).log;
  // every action was a computer seat's (or the host's own end of a turn it gave up)
  expect(log.every((l) => l.info.computer !== undefined || l.info.timeout)).toBe(true);
  const given = log.filter((l) => l.info.timeout).length;
  expect(given / log.length).toBeLessThan(0.01);
  let st = newGame(h.stateForTools!.options);
  for (const l of log) st = apply(st, l.action).state;
  expect(st.result).toEqual(h.stateForTools!.result);
}, 1_800_000);
