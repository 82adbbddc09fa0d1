// Campaigns on boards made for them: the host makes and checks the board, the store keeps its terrain
// and ore, a reopened or imported campaign plays on the same board.
import { afterEach, describe, expect, it } from 'vitest';
import { Host } from '../../../src/host/host.js';
import { CampaignStore } from '../../../src/store/index.js';
import { apply, landingSpots, newGame, type GameOptions, type GameState } from '../../../src/engine/index.js';
import { generate } from '../../../src/planets/index.js';
import { landNext, must, newHost, tmpDir, TWO } from './helpers.js';

const hosts: Host[] = [];
function make(dir = tmpDir()): Host {
  const h = newHost({ dataDir: dir }).host;
  hosts.push(h);
  return h;
}
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});

describe('boards.preview', () => {
  it('makes and checks each kind of board for the players, with its code and a picture', async () => {
    const h = make();
    for (const board of [
      { kind: 'original' as const },
      { kind: 'folded' as const, side: 'right' as const },
      { kind: 'modular' as const, seed: 7 },
      { kind: 'planet' as const, seed: 3, sliders: { sea: 60 } },
    ]) {
      const p = must(await h.call('boards.preview', { board, players: 2 }));
      expect(p.check.ok).toBe(true);
      expect(p.check.spots).toHaveLength(2);
      expect(p.thumbnail).toMatch(/^data:image\/png;base64,/);
      expect(p.code).toBeTruthy();
      const again = must(await h.call('boards.preview', { board: { code: p.code! }, players: 2 }));
      expect(again.hexes).toBe(p.hexes);
      expect(again.thumbnail).toBe(p.thumbnail);
    }
  });
  it('refuses a mistyped code and a bad choice with the reason', async () => {
    const h = make();
    const typo = await h.call('boards.preview', { board: { code: 'M4-7-0' }, players: 4 });
    expect(!typo.ok && typo.error.code).toBe('BAD_MAP_CODE');
    expect(!typo.ok && typo.error.params).toEqual({ code: 'M4-7-0', why: 'check' });
    expect(!typo.ok && typo.error.message).toMatch(/mistyped/);
    const bad = await h.call('boards.preview', {
      board: { kind: 'planet', sliders: { sea: 150 } },
      players: 4,
    } as never);
    expect(bad.ok).toBe(false);
  });
});

describe('a map code that cannot be read', () => {
  it('is refused with BAD_MAP_CODE naming the part that is wrong, with its own params', async () => {
    const h = make();
    const refusal = async (code: string) => {
      const r = await h.call('boards.preview', { board: { code }, players: 2 });
      return r.ok ? null : r.error;
    };
    expect(await refusal('xyz')).toMatchObject({ code: 'BAD_MAP_CODE', params: { code: 'xyz', why: 'notACode' } });
    expect(await refusal('X4-7-R')).toMatchObject({ params: { why: 'kind', letter: 'X' } });
    expect(await refusal('FX3-G')).toMatchObject({ params: { why: 'side', letter: 'X' } });
    expect(await refusal('ML4-7-R')).toMatchObject({ params: { why: 'sideNotFolded', kind: 'modular' } });
    expect(await refusal('M7-7-R')).toMatchObject({ params: { why: 'players', players: '7' } });
    expect(await refusal('P4-7!-C')).toMatchObject({ params: { why: 'seed', kind: 'planet', seed: '7!' } });
    expect(await refusal('P4-7-60.20-I')).toMatchObject({ params: { why: 'sliders', sliders: '60.20' } });
    expect(await refusal('O4-7-S')).toMatchObject({ params: { why: 'extra', kind: 'original', extra: '7' } });
    expect(await refusal('M4-7-Q')).toMatchObject({ params: { code: 'M4-7-Q', why: 'check' } });
    expect(await refusal('M4-7-R')).toBeNull();
    // the map editor's start from a code says the same
    const draft = await h.call('boards.draft', { from: { code: 'M4-7-Q' }, players: 2 });
    expect(!draft.ok && draft.error).toMatchObject({ code: 'BAD_MAP_CODE', params: { why: 'check' } });
  });
});

describe('a campaign on a board of its own', () => {
  it('stores the terrain and ore: it reopens and imports on the same board, and plays', async () => {
    const dir = tmpDir();
    const h = make(dir);
    const sv = must(await h.call('campaign.new', { ...TWO, board: { kind: 'modular', seed: 7 } }));
    const made = generate({ kind: 'modular', players: 2, seed: 7 });
    must(await h.call('game.seat', { player: sv.handoff!.next }));
    const view = must(await h.call('game.view'))!.view!;
    expect(view.map).toBe('custom:' + made.file.terrain.join('/'));
    expect(view.pieces.filter((p) => p.type === 'ore')).toHaveLength(made.file.ore.length);
    await landNext(h);
    await landNext(h);
    const list = must(await h.call('campaign.list'));
    expect(list[0]).toMatchObject({ map: made.file.code, actions: 2 });
    expect(list[0]!.thumbnail).toMatch(/^data:image\/png/);
    const ex = must(await h.call('campaign.export', { id: sv.campaignId }));
    expect(JSON.parse(ex.content).campaign.options.board.terrain).toEqual(made.file.terrain);
    h.close();
    hosts.splice(hosts.indexOf(h), 1);
    const h2 = make(dir);
    const reopened = must(await h2.call('campaign.open', { id: sv.campaignId }));
    expect(reopened.actions).toBe(2);
    const imp = must(await h2.call('campaign.import', { content: ex.content, fileName: 'modular.fmh' }));
    expect(imp.actions).toBe(2);
    expect(imp.map).toBe(made.file.code);
  });
  it('refuses a map and a board together, and a bad code, changing nothing', async () => {
    const h = make();
    const both = await h.call('campaign.new', { ...TWO, map: 'original', board: { kind: 'modular', seed: 1 } });
    expect(!both.ok && both.error.code).toBe('BAD_INPUT');
    const code = await h.call('campaign.new', { ...TWO, board: { code: 'nonsense' } });
    expect(!code.ok && code.error.code).toBe('BAD_MAP_CODE');
    expect(!code.ok && code.error.params).toEqual({ code: 'nonsense', why: 'notACode' });
    expect(!code.ok && code.error.message).toMatch(/not a map code/);
    expect(must(await h.call('campaign.list'))).toHaveLength(0);
  });
});

describe('the store on a board that is not a rectangle', () => {
  it('keeps the board in the options: reopened, the log replays to the stored state', () => {
    const dir = tmpDir();
    const made = generate({ kind: 'modular', players: 2, seed: 12 });
    const options: GameOptions = {
      players: [{ id: 'red' }, { id: 'blue' }],
      seed: 3,
      board: { terrain: made.file.terrain, ore: made.file.ore },
    };
    const players = [
      { id: 'red', name: 'Ann', colour: 'red', turnMs: 180000, newcomer: false },
      { id: 'blue', name: 'Bob', colour: 'blue', turnMs: 180000, newcomer: false },
    ];
    let store = CampaignStore.open(dir);
    let state: GameState = newGame(options);
    const row = store.create({ name: 'modular', options, players, state });
    let head = '';
    for (let n = 0; n < 2; n++) {
      const spot = landingSpots(state)[0]!;
      const action = {
        type: 'land' as const,
        astronef: `${state.order[state.activeIdx]}.astronef`,
        at: spot.at,
        orientation: spot.orientation,
      };
      const r = apply(state, action);
      expect(r.ok).toBe(true);
      head = store.append(
        row.id,
        n,
        action,
        { turn: state.turn, tide: state.tide, player: state.order[state.activeIdx]!, events: r.events, at: Date.now() },
        r.state,
        head,
      );
      if (r.state.turn !== state.turn) store.snapshot(row.id, n + 1, r.state, head, state.turn);
      state = r.state;
    }
    store.close();
    store = CampaignStore.open(dir);
    const loaded = store.load(row.id);
    expect(JSON.stringify(loaded.state)).toBe(JSON.stringify(state));
    expect(loaded.row.options.board!.terrain).toEqual(made.file.terrain);
    store.close();
  });
});
