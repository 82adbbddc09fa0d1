// game.takeBack: written in the log like every action, exact on reopening, refused with a reason.
import { afterEach, describe, expect, it } from 'vitest';
import { replay, type GameState } from '../../../src/engine/index.js';
import type { Host } from '../../../src/host/host.js';
import type { SessionView } from '../../../src/host/contract.js';
import { botStep, rng } from '../../../src/host/bot.js';
import { CampaignStore, canonicalJson, chainHash } from '../../../src/store/index.js';
import { landNext, must, newHost, tmpDir, TWO } from './helpers.js';

const hosts: Host[] = [];
function make(dir = tmpDir()): Host {
  const { host } = newHost({ dataDir: dir });
  hosts.push(host);
  return host;
}
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});

/** Plays to turn 2 (deployment): both astronefs landed, the first deployer seated. */
async function toDeployment(h: Host, opts: Record<string, unknown> = {}): Promise<SessionView> {
  must(await h.call('campaign.new', { ...TWO, ...opts }));
  await landNext(h);
  await landNext(h);
  const sv = must(await h.call('game.view'))!;
  return must(await h.call('game.seat', { player: sv.handoff!.next }));
}

async function deployOne(h: Host, sv: SessionView): Promise<SessionView> {
  const piece = sv.view!.pieces.find((p) => sv.view!.deployable.includes(p.id) && p.type === 'tank')!;
  const spots = must(await h.call('query.deploySpots', { piece: piece.id }));
  return must(await h.call('game.act', { action: { type: 'deploy', piece: piece.id, to: spots[0]! } })).session;
}

describe('game.takeBack', () => {
  it('takes back the last actions of the turn, says what it will take back, and writes it in the log', async () => {
    const dir = tmpDir();
    const h = make(dir);
    let sv = await toDeployment(h);
    expect(sv.takeBack).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_TAKE_BACK' } });
    const start = h.stateForTools!;
    sv = await deployOne(h, sv);
    const afterOne = h.stateForTools!;
    sv = await deployOne(h, sv);
    expect(sv.takeBack).toMatchObject({ ok: true, last: { seq: 3, action: { type: 'deploy' } } });
    const before = sv.actions;
    sv = must(await h.call('game.takeBack'));
    expect(sv.actions).toBe(before - 1);
    expect(canonicalJson(h.stateForTools)).toBe(canonicalJson(afterOne));
    sv = must(await h.call('game.takeBack'));
    expect(canonicalJson(h.stateForTools)).toBe(canonicalJson(start));
    const none = await h.call('game.takeBack');
    expect(!none.ok && none.error.code).toBe('NOTHING_TO_TAKE_BACK');
    // the log that stands has no gap, and the history and replays show the game without them
    const log = must(await h.call('game.log'));
    expect(log.map((e) => e.seq)).toEqual([0, 1]);
    // the stored log keeps both take-backs in its hash chain; reopening gives the same position
    sv = await deployOne(h, sv);
    const now = h.stateForTools!;
    const id = sv.campaignId;
    h.close();
    hosts.splice(hosts.indexOf(h), 1);
    const store = CampaignStore.open(dir);
    const rows = store.readLog(id);
    expect(rows.map((r) => r.action.type)).toEqual([
      'land',
      'land',
      'deploy',
      'deploy',
      'takeBack',
      'takeBack',
      'deploy',
    ]);
    expect(rows[4]!.action).toEqual({ type: 'takeBack', seq: 3 });
    const loaded = store.load(id);
    expect(loaded.log.map((l) => l.seq)).toEqual([0, 1, 6]);
    expect(canonicalJson(loaded.state)).toBe(canonicalJson(now));
    expect(
      canonicalJson(
        replay(
          loaded.row.options,
          loaded.log.map((l) => l.action),
        ).state,
      ),
    ).toBe(canonicalJson(now));
    store.close();
    const h2 = make(dir);
    sv = must(await h2.call('campaign.open', { id }));
    sv = must(await h2.call('game.seat', { player: sv.handoff!.next }));
    expect(sv.takeBack).toMatchObject({ ok: true, last: { seq: 2 } });
    must(await h2.call('game.takeBack'));
  });

  it('goes on after a reopening whose log ends with a take-back: the next action chains from the stored head', async () => {
    // past bug: the reopened session took the last action still standing for the log's head, so the next
    // action was written with a broken hash chain and the campaign could no longer be opened
    const dir = tmpDir();
    const h = make(dir);
    await deployOne(h, await toDeployment(h));
    const id = must(await h.call('game.takeBack')).campaignId;
    h.close();
    hosts.splice(hosts.indexOf(h), 1);
    const h2 = make(dir);
    const reopened = must(await h2.call('campaign.open', { id }));
    await deployOne(h2, must(await h2.call('game.seat', { player: reopened.handoff!.next })));
    const now = canonicalJson(h2.stateForTools);
    h2.close();
    hosts.splice(hosts.indexOf(h2), 1);
    const store = CampaignStore.open(dir);
    expect(store.readLog(id).map((r) => r.action.type)).toEqual(['land', 'land', 'deploy', 'takeBack', 'deploy']);
    expect(canonicalJson(store.load(id).state)).toBe(now);
    store.close();
    const h3 = make(dir);
    must(await h3.call('campaign.open', { id }));
    expect(canonicalJson(h3.stateForTools)).toBe(now);
  });

  it('reads a log written by the old reopening mistake, plays on, exports and imports it; other broken links stay refused', async () => {
    const dir = tmpDir();
    const h = make(dir);
    await deployOne(h, await toDeployment(h));
    const id = must(await h.call('game.takeBack')).campaignId;
    const reopened = must(await h.call('campaign.open', { id }));
    await deployOne(h, must(await h.call('game.seat', { player: reopened.handoff!.next })));
    const now = canonicalJson(h.stateForTools);
    h.close();
    hosts.splice(hosts.indexOf(h), 1);
    // the row after the take-back as versions before 2026-11-26 wrote it: chained to the last action standing
    // (row 1, the second landing) instead of to the take-back row
    const store = CampaignStore.open(dir);
    const rows = store.readLog(id);
    expect(rows.map((r) => r.action.type)).toEqual(['land', 'land', 'deploy', 'takeBack', 'deploy']);
    const relink = (prev: string) => {
      const hash = chainHash(prev, 4, JSON.stringify(rows[4]!.action));
      store.db.prepare('UPDATE actions SET hash = ? WHERE campaign_id = ? AND seq = 4').run(hash, id);
      store.db.prepare('UPDATE campaigns SET head = ? WHERE id = ?').run(hash, id);
    };
    // chained to the action taken back, or to nothing: damage, refused
    for (const wrong of [rows[2]!.hash, '']) {
      relink(wrong);
      expect(() => store.readLog(id)).toThrow(/damaged at action 5/);
    }
    relink(rows[1]!.hash);
    expect(canonicalJson(store.load(id).state)).toBe(now);
    const file = store.exportCampaign(id).content;
    store.close();
    // the host opens it and plays on
    const h2 = make(dir);
    const again = must(await h2.call('campaign.open', { id }));
    expect(canonicalJson(h2.stateForTools)).toBe(now);
    await deployOne(h2, must(await h2.call('game.seat', { player: again.handoff!.next })));
    const later = canonicalJson(h2.stateForTools);
    h2.close();
    hosts.splice(hosts.indexOf(h2), 1);
    const store2 = CampaignStore.open(dir);
    expect(canonicalJson(store2.load(id).state)).toBe(later);
    // its file imports whole
    const copy = store2.importCampaign(file, 'old.fmh');
    // the same position, its hidden parts drawn afresh (issue 24, point 6)
    const hidden = (s: string) => {
      const { deck: _d, aside: _a, rng: _r, options: _o, ...seen } = JSON.parse(s) as GameState;
      return canonicalJson(seen);
    };
    expect(hidden(canonicalJson(store2.load(copy.id).state))).toBe(hidden(now));
    store2.close();
  });

  it('refuses a take-back behind the hand-off, in a game whose moves are final, and a forged one on reopening', async () => {
    const dir = tmpDir();
    const h = make(dir);
    let sv = await toDeployment(h, { takeBacks: 'final' });
    sv = await deployOne(h, sv);
    expect(sv.takeBack).toMatchObject({ ok: false, error: { code: 'TAKE_BACKS_OFF' } });
    const off = await h.call('game.takeBack');
    expect(!off.ok && off.error.code).toBe('TAKE_BACKS_OFF');
    must(await h.call('game.unseat'));
    const behind = await h.call('game.takeBack');
    expect(!behind.ok && behind.error.code).toBe('NOT_SEATED');
    const bad = await h.call('game.takeBack', { steps: 2 } as never);
    expect(!bad.ok && bad.error.code).toBe('BAD_INPUT');
    // a log edited to take back what the game forbids is found on opening
    const id = sv.campaignId;
    h.close();
    hosts.splice(hosts.indexOf(h), 1);
    const store = CampaignStore.open(dir);
    const last = store.readLog(id).at(-1)!;
    const loaded = store.load(id);
    store.append(
      id,
      loaded.rows,
      { type: 'takeBack', seq: last.seq },
      { ...last.info, events: [] },
      loaded.state,
      last.hash,
    );
    expect(() => store.load(id)).toThrow(/takes back/);
    store.close();
  });

  it('leaves nothing of the previous turn to take back, and keeps the clock running', async () => {
    const h = make();
    let sv = await toDeployment(h);
    await deployOne(h, sv);
    must(await h.call('game.endTurn'));
    sv = must(await h.call('game.view'))!;
    sv = must(await h.call('game.seat', { player: sv.handoff!.next }));
    expect(sv.takeBack).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_TAKE_BACK' } });
    sv = await deployOne(h, sv);
    const clock = sv.clock;
    sv = must(await h.call('game.takeBack'));
    expect(sv.clock.running).toBe(clock.running);
    expect(sv.clock.running).toBe(true);
  });

  it('survives export and import, take-backs included', async () => {
    const h = make();
    let sv = await toDeployment(h);
    sv = await deployOne(h, sv);
    sv = await deployOne(h, sv);
    must(await h.call('game.takeBack'));
    const ex = must(await h.call('campaign.export', { id: sv.campaignId }));
    const imp = must(await h.call('campaign.import', { content: ex.content, fileName: 'x.fmh' }));
    const opened = must(await h.call('campaign.open', { id: imp.id }));
    expect(opened.actions).toBe(3);
    // the file keeps the take-back as the log does
    const file = JSON.parse(ex.content) as { log: { action: { type: string; seq?: number } }[] };
    expect(file.log.at(-1)!.action).toEqual({ type: 'takeBack', seq: 3 });
  });

  it('plays long random games with take-backs through the host; every reopening gives the same position', async () => {
    const dir = tmpDir();
    const h = make(dir);
    must(await h.call('campaign.new', { ...TWO, seed: 21 }));
    const rand = rng(5);
    let takeBacks = 0;
    for (let i = 0; i < 500; i++) {
      const step = await botStep(h, rand, { endTurnChance: 0.1, takeBackChance: 0.2 });
      if (step.takeBack && step.result?.ok) takeBacks++;
      if (step.session.over) break;
    }
    expect(takeBacks).toBeGreaterThan(10);
    const id = must(await h.call('game.view'))!.campaignId;
    const now = canonicalJson(h.stateForTools);
    h.close();
    hosts.splice(hosts.indexOf(h), 1);
    const store = CampaignStore.open(dir);
    const loaded = store.load(id);
    expect(canonicalJson(loaded.state)).toBe(now);
    expect(
      canonicalJson(
        replay(
          loaded.row.options,
          loaded.log.map((l) => l.action),
        ).state,
      ),
    ).toBe(now);
    store.close();
  });
});

describe('lessons', () => {
  it('always allow take-backs', async () => {
    const h = make();
    const list = must(await h.call('lesson.list'));
    let sv = must(await h.call('lesson.start', { id: list[0]!.id }));
    const before = canonicalJson(h.stateForTools);
    const me = sv.seated!;
    const mover = sv.view!.pieces.find(
      (p) => p.owner === me && p.at && !p.in && p.type !== 'astronef' && p.type !== 'ore',
    );
    expect(mover).toBeDefined();
    const dests = must(await h.call('query.destinations', { piece: mover!.id }));
    expect(dests.length).toBeGreaterThan(0);
    sv = must(await h.call('game.act', { action: { type: 'move', piece: mover!.id, path: dests[0]!.path } })).session;
    expect(sv.takeBack).toMatchObject({ ok: true });
    must(await h.call('game.takeBack'));
    expect(canonicalJson(h.stateForTools)).toBe(before);
  });
});

describe('game.since', () => {
  it("gives what happened since the seated player's last turn, as he may see it", async () => {
    // Turn 3's first player is drawn: without the deck's random salt, seed 7 draws the player who deployed
    // first, so the other's whole turn 2 lies between his two turns (with a salt it was a coin toss).
    const { host: h } = newHost({ deckSalt: 'none' });
    hosts.push(h);
    let sv = await toDeployment(h);
    const first = sv.seated!;
    await deployOne(h, sv);
    must(await h.call('game.endTurn'));
    sv = must(await h.call('game.view'))!;
    sv = must(await h.call('game.seat', { player: sv.handoff!.next }));
    const second = sv.seated!;
    await deployOne(h, sv);
    must(await h.call('game.endTurn'));
    sv = must(await h.call('game.view'))!;
    sv = must(await h.call('game.seat', { player: sv.handoff!.next }));
    expect(sv.seated).toBe(first);
    const since = must(await h.call('game.since'));
    expect(since.from?.viewer).toBe(first);
    expect(since.steps.map((x) => [x.entry.player, x.entry.action.type])).toEqual([
      [second, 'deploy'],
      [second, 'endTurn'],
    ]);
    for (const x of since.steps) {
      expect(x.view.viewer).toBe(first);
      expect(JSON.stringify(x.view)).not.toMatch(/"deck"|"rng"|deckSalt/);
    }
    // the second player's tank stands in the position after his deployment
    const deployed = since.steps[0]!.entry.action as { piece: string; to: [number, number] };
    expect(since.steps[0]!.view.pieces.find((p) => p.id === deployed.piece)?.at).toEqual(deployed.to);
    expect(since.from!.pieces.find((p) => p.id === deployed.piece)?.at).toBeNull();
    must(await h.call('game.unseat'));
    const behind = await h.call('game.since');
    expect(!behind.ok && behind.error.code).toBe('NOT_SEATED');
  });
});
