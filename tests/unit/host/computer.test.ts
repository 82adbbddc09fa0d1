// Computer seats through the host: off-thread thinking from the seat's own view, the same door as a
// person (logged, durable), no hand-off before them, change of hands, Skip, quitting mid-turn, the coach.
import { afterEach, describe, expect, it } from 'vitest';
import { apply, newGame, playerView } from '../../../src/engine/index.js';
import { ComputerThread, publicOptions, type ThinkRequest } from '../../../src/host/computer.js';
import type { Host } from '../../../src/host/host.js';
import type { SessionView } from '../../../src/host/contract.js';
import { landNext, must, newHost } from './helpers.js';

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});

/** The real worker thread, recording what it is asked. */
class RecordingThread extends ComputerThread {
  asked: Omit<ThinkRequest, 'type' | 'id'>[] = [];
  override think(req: Omit<ThinkRequest, 'type' | 'id'>) {
    this.asked.push(req);
    return super.think(req);
  }
}

function start(paceMs = 0, dataDir?: string) {
  const thread = new RecordingThread();
  const { host, dir } = newHost({ ...(dataDir ? { dataDir } : {}), computer: { paceMs, thread } });
  hosts.push(host);
  return { host, dir, thread };
}

async function until(host: Host, ok: (v: SessionView) => boolean, ms = 60_000): Promise<SessionView> {
  const t0 = Date.now();
  for (;;) {
    const v = must(await host.call('game.view'))!;
    if (ok(v)) return v;
    if (Date.now() - t0 > ms)
      throw new Error(
        `timed out; last view: turn ${v.turn} ${v.phase} active ${v.active} computer ${JSON.stringify(v.computer)}`,
      );
    await new Promise((r) => setTimeout(r, 20));
  }
}

const VS_COMPUTER = {
  players: [
    { name: 'Ann', colour: 'red' },
    { name: 'Bot', colour: 'blue', computer: 'easy' as const },
  ],
  seed: 7,
};

describe('computer seats in the host', () => {
  it('plays its turn through the same door, from its own view, with no hand-off before it and one after it', async () => {
    const { host, thread } = start();
    let v = must(await host.call('campaign.new', VS_COMPUTER));
    expect(v.players.find((p) => p.id === 'blue')?.computer).toBe('easy');
    // whoever lands first: a person lands by hand, the computer by itself
    for (let guard = 0; guard < 4 && v.phase === 'landing'; guard++) {
      if (v.handoff?.next === 'red') await landNext(host);
      v = await until(host, (x) => x.active === 'red' || x.phase !== 'landing');
    }
    v = await until(host, (x) => x.turn >= 2 && x.active === 'red' && !x.computer);
    expect(v.handoff?.next).toBe('red');
    const log = must(await host.call('game.log', {}));
    const mine = log.filter((e) => e.player === 'blue');
    expect(mine.some((e) => e.action.type === 'land')).toBe(true);
    // durable like a person's moves: the store's log has them
    const stored = host.store.load(v.campaignId).log.filter((l) => l.info.player === 'blue');
    expect(stored.length).toBe(mine.length);
    expect(stored.every((l) => l.info.computer === 'easy')).toBe(true);
    // what the thread was told: the seat's own view and the options without seed or salt
    expect(thread.asked.length).toBeGreaterThan(0);
    for (const q of thread.asked) {
      expect(q.view.viewer).toBe('blue');
      expect('seed' in q.options).toBe(false);
      expect('deckSalt' in q.options).toBe(false);
    }
    expect(host.stateForTools!.options.deckSalt).toBeTypeOf('number');
  }, 120_000);

  it('shows the public board while a computer plays, its clock stopped, and refuses to seat anyone there', async () => {
    const { host } = start(400);
    const v0 = must(
      await host.call('campaign.new', {
        ...VS_COMPUTER,
        players: VS_COMPUTER.players.map((p) => ({ ...p, computer: 'easy' as const })),
      }),
    );
    const v = v0.computer ? v0 : await until(host, (x) => !!x.computer);
    expect(v.handoff).toBeNull();
    expect(v.seated).toBeNull();
    expect(v.view?.viewer).toBeNull();
    expect(v.clock.reasons).toContain('computer');
    expect(v.clock.running).toBe(false);
    const r = await host.call('game.seat', { player: v.computer!.player });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('COMPUTER_SEAT');
    // a person cannot play in its place
    const a = await host.call('game.endTurn');
    expect(a.ok).toBe(false);
  }, 60_000);

  it('changes hands: a seated person hands his turn to the computer, then takes the seat back', async () => {
    const { host } = start();
    const v0 = must(
      await host.call('campaign.new', {
        players: [
          { name: 'Ann', colour: 'red' },
          { name: 'Bob', colour: 'blue' },
        ],
        seed: 7,
      }),
    );
    const first = v0.handoff!.next;
    must(await host.call('game.seat', { player: first }));
    let v = must(await host.call('game.setHands', { player: first, computer: 'normal' }));
    expect(v.seated).toBeNull();
    expect(v.computer?.player).toBe(first);
    await until(host, (x) => x.active !== first);
    const landed = must(await host.call('game.log', {})).find((e) => e.player === first && e.action.type === 'land');
    expect(landed).toBeTruthy();
    // back to a person: the next time it is his turn, the hand-off names him
    v = must(await host.call('game.setHands', { player: first, computer: null }));
    expect(v.players.find((p) => p.id === first)?.computer).toBeUndefined();
    expect(host.store.get(v.campaignId).players.find((p) => p.id === first)?.computer).toBeUndefined();
    // the other person lands; then the first is a person again, at the hand-off
    await landNext(host);
    v = must(await host.call('game.view'))!;
    expect(v.computer).toBeUndefined();
    expect(v.handoff?.next).toBe(first);
  }, 60_000);

  it('Skip plays the rest of the turn without the pause between moves', async () => {
    const { host } = start(60_000);
    must(
      await host.call('campaign.new', {
        ...VS_COMPUTER,
        players: VS_COMPUTER.players.map((p) => ({ ...p, computer: 'easy' as const })),
      }),
    );
    // the first landing comes at once; the second waits a minute behind it, unless Skip is pressed
    const v1 = await until(host, (x) => x.actions === 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(must(await host.call('game.view'))!.actions).toBe(1);
    // the views pushed before Skip's answer reaches the screen: none may be newer than the answer, which the screen
    // shows last (a move pushed first, then the answer of before it, left the screen on "Playing the rest of its
    // turn…" after the computer's last move: the hand-off never showed)
    const pushed: number[] = [];
    const off = host.onEvent((e) => e.event === 'view' && pushed.push(e.data.actions));
    const v = must(await host.call('game.skipComputer'));
    off();
    expect(pushed.every((n) => n <= v.actions)).toBe(true);
    expect(v.computer?.skipping).toBe(true);
    expect(v.computer?.player).toBe(v1.computer?.player);
    await until(host, (x) => x.actions >= 2, 30_000);
  }, 60_000);

  it('quitting while a computer thinks plays nothing more; reopening resumes it from the log', async () => {
    const { host, dir } = start(300);
    const v0 = must(
      await host.call('campaign.new', {
        ...VS_COMPUTER,
        players: VS_COMPUTER.players.map((p) => ({ ...p, computer: 'easy' as const })),
      }),
    );
    await until(host, (x) => x.actions >= 1);
    must(await host.call('campaign.close'));
    const n = host.store.load(v0.campaignId).log.length;
    await new Promise((r) => setTimeout(r, 800));
    expect(host.store.load(v0.campaignId).log.length).toBe(n);
    host.close();
    hosts.splice(hosts.indexOf(host), 1);
    const again = start(0, dir);
    must(await again.host.call('campaign.open', { id: v0.campaignId }));
    const v = await until(again.host, (x) => x.actions >= n + 3);
    // the log still replays from the seed to the state the host holds
    let st = newGame(again.host.stateForTools!.options);
    for (const l of again.host.store.load(v.campaignId).log) st = apply(st, l.action).state;
    expect(JSON.stringify(playerView(st, null))).toBe(JSON.stringify(playerView(again.host.stateForTools!, null)));
  }, 60_000);

  it('the coach suggests the normal player’s move from the seated view and plays nothing', async () => {
    const { host, thread } = start();
    const v0 = must(
      await host.call('campaign.new', {
        players: [
          { name: 'Ann', colour: 'red' },
          { name: 'Bob', colour: 'blue' },
        ],
        seed: 7,
      }),
    );
    must(await host.call('game.seat', { player: v0.handoff!.next }));
    const s = must(await host.call('query.suggest'));
    expect(s?.action.type).toBe('land');
    expect(s?.task).toBe('land');
    // what is unsafe comes with it (nothing on the board yet; tests/unit/ai/unsafe.test.ts has the positions)
    expect(s?.unsafe).toEqual([]);
    expect(thread.asked.at(-1)?.level).toBe('normal');
    expect(thread.asked.at(-1)?.view.viewer).toBe(v0.handoff!.next);
    expect(must(await host.call('game.view'))!.actions).toBe(0);
    // nobody seated: no suggestion for anyone
    must(await host.call('game.unseat'));
    expect((await host.call('query.suggest')).ok).toBe(false);
  }, 60_000);

  it('publicOptions drops the seed and the salt only', () => {
    const o = publicOptions({ players: [{ id: 'a' }, { id: 'b' }], seed: 3, deckSalt: 9, map: 'original' });
    expect(o).toEqual({ players: [{ id: 'a' }, { id: 'b' }], map: 'original' });
  });
});
