// The recap before a person's first turn (issue 27, point 10): the computer seats' turns played before it are
// in it (game.since said nothing to a person who had not played yet), from the game's start.
import { afterEach, expect, it } from 'vitest';
import type { Host } from '../../../src/host/host.js';
import type { SessionView } from '../../../src/host/contract.js';
import { must, newHost } from './helpers.js';

let host: Host | null = null;
afterEach(() => host?.close());

it("a person seated for his first turn after a computer seat's is told what it did, from the game's start", async () => {
  ({ host } = newHost({ computer: { paceMs: 0, budgetScale: 0.2 } }));
  const h = host!;
  must(
    await h.call('campaign.new', {
      players: [
        { id: 'red', name: 'CPU', colour: 'red', computer: 'easy' },
        { id: 'blue', name: 'Ann', colour: 'blue' },
      ],
      seed: 3,
    }),
  );
  let v: SessionView = must(await h.call('game.view'))!;
  for (let guard = 0; guard < 600 && !v.handoff; guard++) {
    await new Promise((r) => setTimeout(r, 50));
    v = must(await h.call('game.view'))!;
  }
  expect(v.handoff?.next).toBe('blue');
  expect(v.actions).toBeGreaterThan(0);
  must(await h.call('game.seat', { player: 'blue' }));
  const since = must(await h.call('game.since'));
  expect(since.first).toBe(true);
  expect(since.steps.length).toBe(v.actions);
  expect(since.steps.every((x) => x.entry.player === 'red')).toBe(true);
  expect(since.steps[0]!.entry.action.type).toBe('land');
  // from the game's start: nothing landed yet, as he sees it
  expect(since.from?.viewer).toBe('blue');
  expect(since.from?.pieces.filter((p) => p.type === 'astronef' && p.at)).toEqual([]);
  expect(since.steps.at(-1)!.view.pieces.find((p) => p.id === 'red.astronef')?.at).toBeTruthy();
}, 120_000);
