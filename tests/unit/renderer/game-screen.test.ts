import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerView, ViewPiece } from '../../../src/engine/view-types';
import type { ApiError, ApiResult } from '../../../src/host/contract';
import { CONFIRM_END_MS, GameScreen, type ScreenHost } from '../../../renderer/src/lib/game-screen';
import { hintOf, overlayOf, shotLosses } from '../../../renderer/src/lib/game-screen-derived';
import { viewPiece } from '../../../renderer/src/dev/fixture';
import { setVocabulary } from '../../../renderer/src/lib/vocabulary';
import { vocabulary } from '../../../src/engine/index';
import { type AnyCall, LateHost, flush } from './late-host';

setVocabulary(vocabulary());

const P = viewPiece;

function viewOf(viewer: string, extra: Partial<PlayerView> = {}): PlayerView {
  return {
    viewer,
    active: viewer,
    phase: 'play',
    turn: 5,
    tide: 'normal',
    map: 'original',
    forecast: ['high'],
    pieces: [P(`${viewer}.tank1`, 'tank', viewer, [5, 5]), P('blue.tank1', 'tank', 'blue', [9, 9])],
    players: { [viewer]: { ap: 15, saved: 0 } as never, blue: { ap: 0, saved: 0 } as never },
    deployable: [],
    ...extra,
  } as unknown as PlayerView;
}

interface Fake extends ScreenHost {
  calls: { name: string; args: unknown }[];
  acts: unknown[];
  refusals: { e: ApiError; where?: { x: number; y: number } }[];
  answers: Record<string, () => ApiResult<unknown>>;
  confirm: boolean;
}

function fakeHost(): Fake {
  const f: Fake = {
    calls: [],
    acts: [],
    refusals: [],
    confirm: true,
    answers: {
      'query.fireZones': () => ({ ok: true, value: [{ player: 'blue', hexes: [[9, 8]] }] }),
      'query.destinations': () => ({ ok: true, value: [{ to: [5, 6], cost: 1, path: [[5, 6]] }] }),
      'query.abilities': () => ({ ok: true, value: [] }),
      'query.landingSpots': () => ({ ok: true, value: [{ at: [10, 10], orientation: 'N' }] }),
      'query.whyNotMove': () => ({
        ok: true,
        value: { code: 'NOT_ENOUGH_AP', params: { need: 20, have: 15 }, message: 'not enough AP' },
      }),
      'game.endTurn': () => ({ ok: true, value: { events: [], spent: 0, session: { seated: null } } }),
    },
    call: (async (name: string, args?: unknown) => {
      f.calls.push({ name, args });
      return f.answers[name]?.() ?? { ok: false, error: { code: 'INTERNAL', params: {}, message: 'no answer' } };
    }) as ScreenHost['call'],
    act: async (a) => {
      f.acts.push(a);
      return true;
    },
    refuse: (e, where) => {
      f.refusals.push({ e, where });
    },
    setSession: () => {},
    modal: async () => {},
    confirmEndTurn: () => f.confirm,
  };
  return f;
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the game screen controller', () => {
  let host: Fake;
  let screen: GameScreen;
  beforeEach(() => {
    host = fakeHost();
    screen = new GameScreen(host);
  });
  afterEach(() => {
    screen.dispose();
    vi.useRealTimers();
  });

  it('asks the fire zones for a new view and forgets everything of the previous player at the hand-off', async () => {
    screen.setView(viewOf('red'));
    await tick();
    expect(screen.state.zones).toHaveLength(1);
    await screen.select('red.tank1');
    screen.hoverAt([5, 6], { x: 10, y: 10 });
    screen.setFireMode('mine');
    expect(screen.state.sel.kind).toBe('piece');
    screen.setView(null);
    const s = screen.state;
    expect(s.view).toBeNull();
    expect(s.sel.kind).toBe('idle');
    expect(s.zones).toEqual([]);
    expect(s.hover).toBeNull();
    expect(s.fireMode).toBe('off');
    // nothing of the previous view is kept anywhere in the state
    expect(JSON.stringify(s)).not.toContain('red.tank1');
  });

  it('drops answers that arrive after the hand-off', async () => {
    screen.setView(viewOf('red'));
    const pending = screen.select('red.tank1');
    screen.setView(null);
    await pending;
    await tick();
    expect(screen.state.sel.kind).toBe('idle');
    expect(screen.state.zones).toEqual([]);
  });

  it('enters the landing mode when the viewer’s astronef waits to land, and rotates it', async () => {
    screen.setView(viewOf('red', { phase: 'landing', pieces: [P('red.astronef', 'astronef', 'red', null)] } as never));
    await tick();
    expect(screen.state.sel).toEqual({ kind: 'land', astronef: 'red.astronef', orientation: 'N' });
    expect(screen.state.landSpots).toHaveLength(1);
    screen.rotate();
    expect(screen.state.sel).toMatchObject({ orientation: 'S' });
    screen.key('Escape');
    expect(screen.state.sel.kind).toBe('land');
  });

  it('moves the selected piece to a highlighted hex', async () => {
    screen.setView(viewOf('red'));
    await screen.select('red.tank1');
    await screen.click([5, 6], { shift: false, right: false, x: 1, y: 2 });
    expect(host.acts).toEqual([{ type: 'move', piece: 'red.tank1', path: [[5, 6]] }]);
    expect(screen.state.sel.kind).toBe('idle');
  });

  it('says why near the pointer when the selected piece cannot reach a hex, and keeps it selected', async () => {
    screen.setView(viewOf('red'));
    await screen.select('red.tank1');
    await screen.click([20, 20], { shift: false, right: false, x: 300, y: 200 });
    expect(host.calls.find((c) => c.name === 'query.whyNotMove')?.args).toEqual({ piece: 'red.tank1', to: [20, 20] });
    expect(host.refusals).toEqual([
      { e: expect.objectContaining({ code: 'NOT_ENOUGH_AP' }), where: { x: 300, y: 200 } },
    ]);
    expect(screen.state.sel).toMatchObject({ kind: 'piece', id: 'red.tank1' });
    expect(host.acts).toEqual([]);
  });

  it('arms the end-turn confirmation and ends the turn on the second press', async () => {
    screen.setView(viewOf('red'));
    await screen.endTurn();
    expect(screen.state.confirmEnd).not.toBeNull();
    expect(host.calls.some((c) => c.name === 'game.endTurn')).toBe(false);
    await screen.endTurn();
    expect(host.calls.filter((c) => c.name === 'game.endTurn')).toHaveLength(1);
    expect(screen.state.confirmEnd).toBeNull();
  });

  it('disarms the confirmation on Escape, on any other action and after a few seconds', async () => {
    vi.useFakeTimers();
    let now = 0;
    host.now = () => now;
    screen.setView(viewOf('red'));
    await screen.endTurn();
    screen.key('Escape');
    expect(screen.state.confirmEnd).toBeNull();

    await screen.endTurn();
    await screen.select('red.tank1');
    expect(screen.state.confirmEnd).toBeNull();

    await screen.endTurn();
    await screen.openMenu(true);
    expect(screen.state.confirmEnd).toBeNull();
    await screen.openMenu(false);

    await screen.endTurn();
    now += CONFIRM_END_MS + 1;
    vi.advanceTimersByTime(CONFIRM_END_MS + 1);
    expect(screen.state.confirmEnd).toBeNull();
    // a stray click later only arms it again
    await screen.endTurn();
    expect(host.calls.some((c) => c.name === 'game.endTurn')).toBe(false);
  });

  it('ends the turn at once without AP left or with the setting off', async () => {
    host.confirm = false;
    screen.setView(viewOf('red'));
    await screen.endTurn();
    expect(host.calls.filter((c) => c.name === 'game.endTurn')).toHaveLength(1);
  });

  it('derives the overlays and the hint from the state', async () => {
    screen.setView(viewOf('red'));
    await tick();
    expect(overlayOf(screen.state, () => '#00f').fire).toEqual([]);
    screen.setFireMode('blue');
    expect(overlayOf(screen.state, () => '#00f').fire).toEqual([{ hexes: [[9, 8]], color: '#00f', own: false }]);
    expect(hintOf(screen.state, false)).toEqual({ key: 'hint.select' });
    await screen.select('red.tank1');
    screen.hoverAt([5, 6], { x: 0, y: 0 });
    const o = overlayOf(screen.state, () => '#00f');
    expect(o.destinations.map((d) => d.hex)).toEqual([[5, 6]]);
    expect(o.path).toEqual([[5, 6]]);
    expect(hintOf(screen.state, false)).toEqual({ key: 'hint.move' });
    screen.setView(viewOf('red', { active: 'blue' }));
    expect(hintOf(screen.state, false)).toEqual({ key: 'hint.notYourTurn', players: { name: 'blue' } });
  });

  it("warns of a destination where the tank would make no fire zone (Full Metal Galaxy's mountain pairs)", async () => {
    host.answers['query.destinations'] = () => ({
      ok: true,
      value: [
        {
          to: [5, 6],
          cost: 1,
          path: [[5, 6]],
          strands: false,
          secondArrival: false,
          mountainPair: false,
          silenced: true,
        },
        { to: [6, 6], cost: 1, path: [[6, 6]], strands: false, secondArrival: false, mountainPair: false },
      ],
    });
    screen.setView(viewOf('red'));
    await tick();
    await screen.select('red.tank1');
    screen.hoverAt([5, 6], { x: 0, y: 0 });
    expect(hintOf(screen.state, false)).toEqual({ key: 'hint.mountainSilenced' });
    expect(overlayOf(screen.state, () => '#00f').destinations.map((d) => d.silenced ?? false)).toEqual([true, false]);
    screen.hoverAt([6, 6], { x: 0, y: 0 });
    expect(hintOf(screen.state, false)).toEqual({ key: 'hint.move' });
  });

  it('tells its listener every change, with a new state object each time', async () => {
    const seen: unknown[] = [];
    const off = screen.subscribe((s) => seen.push(s));
    screen.setView(viewOf('red'));
    screen.toggleCapture();
    off();
    screen.toggleCapture();
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe('what the game screen shows', () => {
  const clock = (reasons: string[]) => ({ reasons }) as never;
  it('the hand-off when nobody is seated, the pause screen while a pause stops play, else the board', async () => {
    const { tableOf, pauseReasons } = await import('../../../renderer/src/lib/game-screen-derived');
    expect(tableOf({ seated: null, over: false, clock: clock(['handoff']) })).toBe('handoff');
    expect(tableOf({ seated: 'red', over: false, clock: clock([]) })).toBe('board');
    for (const r of ['player', 'modal', 'hidden', 'sleep'])
      expect(tableOf({ seated: 'red', over: false, clock: clock([r]) })).toBe('paused');
    expect(tableOf({ seated: 'red', over: false, clock: clock(['untimed']) })).toBe('board');
    expect(tableOf({ seated: 'red', over: false, clock: clock(['modal']), lesson: {} as never })).toBe('board');
    expect(pauseReasons(clock(['hidden', 'player']) as never)).toEqual(['hidden', 'player']);
  });
});

describe('take-backs', () => {
  it('drop the choice in progress, ask the host, and show its answer or its refusal', async () => {
    const f = fakeHost();
    const sessions: unknown[] = [];
    f.setSession = (s) => void sessions.push(s);
    const screen = new GameScreen(f);
    screen.setView(viewOf('red'));
    await screen.select('red.tank1');
    expect(screen.state.sel.kind).toBe('piece');
    f.answers['game.takeBack'] = () => ({ ok: true, value: { seated: 'red' } });
    expect(await screen.takeBack()).toBe(true);
    expect(screen.state.sel.kind).toBe('idle');
    expect(sessions).toEqual([{ seated: 'red' }]);
    f.answers['game.takeBack'] = () => ({
      ok: false,
      error: { code: 'REVEALED', params: { what: 'forecast', action: 'unload' }, message: '' },
    });
    expect(await screen.takeBack()).toBe(false);
    expect(f.refusals.at(-1)!.e.code).toBe('REVEALED');
  });
});

describe('confirmations', () => {
  const ev = { shift: false, right: false, x: 1, y: 1 };
  it('hold a landing on its four hexes until a second click or Enter; R still turns it', async () => {
    const f = fakeHost();
    const screen = new GameScreen(f);
    screen.setView(viewOf('red', { phase: 'landing', pieces: [P('red.astronef', 'astronef', 'red', null)] } as never));
    await tick();
    await screen.click([10, 10], ev);
    expect(f.acts).toEqual([]);
    expect(screen.state.confirm).toMatchObject({ kind: 'land', action: { at: [10, 10], orientation: 'N' } });
    expect(overlayOf(screen.state, () => '#000').ghost).toHaveLength(4);
    screen.key('r');
    expect(screen.state.confirm).toMatchObject({ action: { orientation: 'S' } });
    // another hex moves it there, still waiting
    await screen.click([12, 10], ev);
    expect(f.acts).toEqual([]);
    expect(screen.state.confirm).toMatchObject({ action: { at: [12, 10] } });
    screen.key('Enter');
    await tick();
    expect(f.acts).toEqual([{ type: 'land', astronef: 'red.astronef', at: [12, 10], orientation: 'S' }]);
    expect(screen.state.confirm).toBeNull();
  });

  it('hold a shot with what it destroys, unless the setting is off', async () => {
    const f = fakeHost();
    f.answers['query.preview'] = () => ({ ok: true, value: { refusal: null, destroyed: ['blue.tank1'] } });
    const screen = new GameScreen(f);
    const view = viewOf('red', {
      pieces: [
        P('red.tank1', 'tank', 'red', [5, 5]),
        P('red.tank2', 'tank', 'red', [5, 7]),
        P('blue.tank1', 'tank', 'blue', [7, 6]),
      ],
    } as never);
    screen.setView(view);
    await screen.click([7, 6], ev); // the target first
    await screen.click([5, 5], ev);
    await screen.click([5, 7], ev);
    expect(f.acts).toEqual([]);
    expect(screen.state.confirm).toMatchObject({ kind: 'fire', destroyed: ['blue.tank1'] });
    expect(hintOf(screen.state, false)).toEqual({ key: 'hint.confirm.fire' });
    await screen.click([7, 6], ev); // the target again confirms
    expect(f.acts).toEqual([{ type: 'fire', shooters: ['red.tank1', 'red.tank2'], target: [7, 6] }]);

    const g = fakeHost();
    g.confirmShots = () => false;
    const quick = new GameScreen(g);
    quick.setView(view);
    await quick.click([7, 6], ev);
    await quick.click([5, 5], ev);
    await quick.click([5, 7], ev);
    expect(g.acts).toHaveLength(1);
    // sent at once, never held (the previews asked are those marking the possible second shooters)
    expect(quick.state.confirm).toBeNull();
  });

  it('name each carrier of a shot with the cargo that goes down with it, a barge with a loaded crab in one row', () => {
    const carried = (id: string, type: ViewPiece['type'], owner: string | null, carrier: string) =>
      P(id, type, owner, null, { in: carrier });
    const view = viewOf('red', {
      pieces: [
        P('blue.barge', 'barge', 'blue', [7, 6]),
        carried('blue.crab', 'crab', 'blue', 'blue.barge'),
        carried('ore1', 'ore', null, 'blue.crab'),
        carried('blue.tank1', 'tank', 'blue', 'blue.barge'),
        P('blue.tank2', 'tank', 'blue', [7, 7]),
      ],
    } as never);
    expect(shotLosses(view, ['blue.barge', 'blue.crab', 'ore1', 'blue.tank1'])).toEqual([
      { piece: 'blue.barge', cargo: ['blue.crab', 'ore1', 'blue.tank1'] },
    ]);
    expect(shotLosses(view, ['blue.tank2'])).toEqual([{ piece: 'blue.tank2', cargo: [] }]);
    // a tower of an astronef is a piece of its own in the list
    expect(shotLosses(view, ['blue.astronef:1'])).toEqual([{ piece: 'blue.astronef:1', cargo: [] }]);
  });

  it('say a move would strand its piece before it is made; Escape keeps it home', async () => {
    const f = fakeHost();
    f.answers['query.preview'] = () => ({
      ok: true,
      value: { refusal: null, destroyed: [], stuck: { when: 'nextTide', tide: 'high', until: 'falls' } },
    });
    const screen = new GameScreen(f);
    screen.setView(viewOf('red'));
    await screen.select('red.tank1');
    await screen.click([5, 6], ev);
    expect(f.acts).toEqual([]);
    expect(screen.state.confirm).toMatchObject({ kind: 'strand', to: [5, 6], stuck: { tide: 'high' } });
    screen.key('Escape');
    expect(screen.state.confirm).toBeNull();
    expect(f.acts).toEqual([]);
  });

  it('never send a drawn path the host would cut: its legal part is offered, with the reason', async () => {
    const f = fakeHost();
    const refusal = { code: 'TERRAIN', params: {}, message: 'sea' };
    f.answers['query.preview'] = () => ({ ok: true, value: { refusal, legalPath: [[5, 6]], destroyed: [] } });
    const screen = new GameScreen(f);
    screen.setView(viewOf('red'));
    await screen.select('red.tank1');
    await screen.pathDrawn(
      [
        [5, 5],
        [5, 6],
        [5, 7],
      ],
      { x: 0, y: 0 },
    );
    expect(f.acts).toEqual([]);
    expect(screen.state.confirm).toMatchObject({ kind: 'cut', stop: [5, 6], refusal, action: { path: [[5, 6]] } });
    expect(overlayOf(screen.state, () => '#000').path).toEqual([
      [5, 5],
      [5, 6],
    ]);
    await screen.confirmNow();
    expect(f.acts).toEqual([{ type: 'move', piece: 'red.tank1', path: [[5, 6]] }]);
    // a path refused at its first step: nothing is sent, the reason is said
    f.answers['query.preview'] = () => ({ ok: true, value: { refusal, destroyed: [] } });
    await screen.select('red.tank1');
    await screen.pathDrawn(
      [
        [5, 5],
        [5, 4],
      ],
      { x: 0, y: 0 },
    );
    expect(f.acts).toHaveLength(1);
    expect(f.refusals.at(-1)!.e).toEqual(refusal);
  });
});

describe('the game screen with a host that answers late and out of order', () => {
  const ev = { shift: false, right: false, x: 1, y: 1 };
  function lateScreen(): { f: Fake; late: LateHost; screen: GameScreen } {
    const f = fakeHost();
    f.answers['query.destinations'] = () => ({ ok: true, value: [] });
    const late = new LateHost(f.call as AnyCall);
    const screen = new GameScreen({ ...f, call: late.call as ScreenHost['call'] });
    return { f, late, screen };
  }
  const two = (viewer: string) =>
    viewOf(viewer, {
      pieces: [P(`${viewer}.tank1`, 'tank', viewer, [5, 5]), P(`${viewer}.tank2`, 'tank', viewer, [7, 7])],
    });

  it('shows the piece picked last selected, whichever answer comes back last', async () => {
    const { late, screen } = lateScreen();
    screen.setView(two('red'));
    const first = screen.select('red.tank1');
    const second = screen.select('red.tank2');
    await late.releaseNewestFirst();
    await Promise.all([first, second]);
    expect(screen.state.sel).toMatchObject({ kind: 'piece', id: 'red.tank2' });
    // Escape while a selection is on its way: nothing comes back selected
    const third = screen.select('red.tank1');
    screen.key('Escape');
    await late.releaseNewestFirst();
    await third;
    expect(screen.state.sel.kind).toBe('idle');
  });

  it('draws the fire zones of the newest view', async () => {
    const { f, late, screen } = lateScreen();
    f.answers['query.fireZones'] = () => ({ ok: true, value: [{ player: 'blue', hexes: [[1, 1]] }] });
    screen.setView(viewOf('red'));
    f.answers['query.fireZones'] = () => ({ ok: true, value: [{ player: 'blue', hexes: [[2, 2]] }] });
    screen.setView(viewOf('red', { turn: 6 }));
    await late.releaseNewestFirst();
    expect(screen.state.zones).toEqual([{ player: 'blue', hexes: [[2, 2]] }]);
  });

  it('neither holds nor sends a move the player went past while its preview was on its way', async () => {
    const { f, late, screen } = lateScreen();
    f.answers['query.destinations'] = () => ({ ok: true, value: [{ to: [5, 6], cost: 1, path: [[5, 6]] }] });
    f.answers['query.preview'] = () => ({
      ok: true,
      value: { refusal: null, destroyed: [], stuck: { when: 'nextTide', tide: 'high', until: 'falls' } },
    });
    screen.setView(two('red'));
    const selecting = screen.select('red.tank1');
    await late.releaseNewestFirst();
    await selecting;
    const moving = screen.click([5, 6], ev);
    await flush();
    expect(late.pending()).toContain('query.preview');
    screen.key('Escape');
    await late.releaseNewestFirst();
    await moving;
    expect(screen.state.confirm).toBeNull();
    expect(f.acts).toEqual([]);
  });
});

describe('keyboard play', () => {
  const key = { shift: false, right: false, x: 1, y: 1, keyboard: true };
  it('Enter at the cursor confirms the action waiting, wherever the cursor is (a click elsewhere would not)', async () => {
    const f = fakeHost();
    f.answers['query.preview'] = () => ({ ok: true, value: { refusal: null, destroyed: ['blue.tank1'] } });
    const screen = new GameScreen(f);
    screen.setView(
      viewOf('red', {
        pieces: [
          P('red.tank1', 'tank', 'red', [5, 5]),
          P('red.tank2', 'tank', 'red', [5, 7]),
          P('blue.tank1', 'tank', 'blue', [7, 6]),
        ],
      } as never),
    );
    await screen.click([7, 6], key); // the target first
    await screen.click([5, 5], key);
    await screen.click([5, 7], key);
    expect(screen.state.confirm).toMatchObject({ kind: 'fire' });
    await screen.click([1, 1], key);
    expect(f.acts).toEqual([{ type: 'fire', shooters: ['red.tank1', 'red.tank2'], target: [7, 6] }]);
  });

  it("N goes through the player's pieces in reading order and selects each; Shift+N goes back; round again", async () => {
    const f = fakeHost();
    const screen = new GameScreen(f);
    screen.setView(
      viewOf('red', {
        pieces: [
          P('red.b', 'tank', 'red', [7, 2]),
          P('red.a', 'tank', 'red', [3, 9]),
          P('red.in', 'tank', 'red', null, { in: 'red.a' } as never),
          P('blue.tank1', 'tank', 'blue', [5, 5]),
        ],
      } as never),
    );
    await tick();
    expect(screen.cycle('pieces', 1, null)).toEqual([3, 9]);
    await tick();
    expect(screen.state.sel).toMatchObject({ kind: 'piece', id: 'red.a' });
    expect(screen.cycle('pieces', 1, [3, 9])).toEqual([7, 2]);
    await tick();
    expect(screen.state.sel).toMatchObject({ kind: 'piece', id: 'red.b' });
    expect(screen.cycle('pieces', 1, [7, 2])).toEqual([3, 9]);
    expect(screen.cycle('pieces', -1, [3, 9])).toEqual([7, 2]);
  });

  it('T goes through what the board offers: destinations; for a shot the enemies in fire, then the other destructors', async () => {
    const f = fakeHost();
    f.answers['query.destinations'] = () => ({
      ok: true,
      value: [
        { to: [6, 5], cost: 1, path: [[6, 5]] },
        { to: [5, 6], cost: 1, path: [[5, 6]] },
      ],
    });
    f.answers['query.fireZones'] = () => ({ ok: true, value: [{ player: 'red', hexes: [[9, 9]] }] });
    const screen = new GameScreen(f);
    screen.setView(
      viewOf('red', {
        pieces: [
          P('red.tank1', 'tank', 'red', [5, 5]),
          P('red.tank2', 'tank', 'red', [8, 8]),
          P('blue.tank1', 'tank', 'blue', [9, 9]),
          P('blue.tank2', 'tank', 'blue', [1, 1]),
        ],
      } as never),
    );
    await tick();
    await screen.select('red.tank1');
    expect(screen.cycle('choices', 1, null)).toEqual([5, 6]);
    expect(screen.cycle('choices', 1, [5, 6])).toEqual([6, 5]);
    screen.pickFire();
    // the enemy in the player's fire, not the one out of it
    expect(screen.cycle('choices', 1, null)).toEqual([9, 9]);
    await screen.click([9, 9], key);
    expect(screen.cycle('choices', 1, null)).toEqual([8, 8]);
  });

  it('E ends the turn (armed first with AP left, as its button), S picks the selected destructor to shoot, ? shows the keys and pauses the clock', async () => {
    const f = fakeHost();
    const modals: [boolean, string][] = [];
    f.modal = async (open, id) => {
      modals.push([open, id]);
    };
    f.answers['query.abilities'] = () => ({ ok: true, value: [{ action: 'fire', allowed: true }] });
    const screen = new GameScreen(f);
    screen.setView(viewOf('red'));
    await tick();
    await screen.select('red.tank1');
    screen.key('s');
    expect(screen.state.sel).toEqual({ kind: 'fire', shooters: ['red.tank1'], target: null });
    screen.key('?');
    expect(screen.state.keysOpen).toBe(true);
    screen.key('Escape');
    expect(screen.state.keysOpen).toBe(false);
    expect(modals).toEqual([
      [true, 'keys'],
      [false, 'keys'],
    ]);
    screen.key('e');
    await tick();
    expect(screen.state.confirmEnd).not.toBeNull();
    expect(f.calls.some((c) => c.name === 'game.endTurn')).toBe(false);
    screen.key('E');
    await tick();
    expect(f.calls.some((c) => c.name === 'game.endTurn')).toBe(true);
  });

  it("E and S do nothing when it is not the player's turn", async () => {
    const f = fakeHost();
    const screen = new GameScreen(f);
    screen.setView(viewOf('red', { active: 'blue' } as never));
    await tick();
    screen.key('e');
    screen.key('E');
    await tick();
    expect(f.calls.some((c) => c.name === 'game.endTurn')).toBe(false);
  });
});

describe('a shot and a landing said at the click (issue 27, points 7 and 8)', () => {
  const ev = { shift: false, right: false, x: 3, y: 4 };
  const shotView = () =>
    viewOf('red', {
      pieces: [
        P('red.tank1', 'tank', 'red', [5, 5]),
        P('red.tank2', 'tank', 'red', [5, 7]),
        P('red.tank3', 'tank', 'red', [1, 1]),
        P('red.crab', 'crab', 'red', [3, 3]),
        P('blue.tank1', 'tank', 'blue', [7, 6]),
      ],
    } as never);
  const outOfRange = { code: 'OUT_OF_RANGE', params: {}, message: 'out of range' };
  const notDestructor = { code: 'NEEDS_TWO', params: { why: 'notDestructor', piece: 'red.crab' }, message: 'crab' };

  function shotHost() {
    const f = fakeHost();
    f.answers['query.abilities'] = () => ({ ok: true, value: [{ action: 'fire', allowed: true, hexes: [[7, 6]] }] });
    const previews: unknown[] = [];
    f.call = (async (name: string, args?: { action?: { shooters: string[] } }) => {
      f.calls.push({ name, args });
      if (name !== 'query.preview') return f.answers[name]?.() ?? { ok: false, error: outOfRange };
      previews.push(args!.action);
      const second = args!.action!.shooters[1];
      const refusal = second === 'red.tank2' ? null : second === 'red.crab' ? notDestructor : outOfRange;
      return { ok: true, value: { refusal, destroyed: refusal ? [] : ['blue.tank1'] } };
    }) as ScreenHost['call'];
    return { f, previews };
  }

  it('marks the destructors the host says can be the second shooter once the target and the first are chosen', async () => {
    const { f } = shotHost();
    const screen = new GameScreen(f);
    screen.setView(shotView());
    await tick();
    await screen.select('red.tank1');
    await screen.click([7, 6], ev); // the target
    await flush();
    expect(screen.state.sel).toEqual({ kind: 'fire', shooters: ['red.tank1'], target: [7, 6] });
    expect(screen.state.shooterSpots).toEqual([[5, 7]]);
    expect(overlayOf(screen.state, () => '#000').spots).toEqual([[5, 7]]);
  });

  it("a click on a piece that cannot be the second shooter says the host's reason and keeps the shot going", async () => {
    const { f } = shotHost();
    const screen = new GameScreen(f);
    screen.setView(shotView());
    await tick();
    await screen.select('red.tank1');
    await screen.click([7, 6], ev);
    await screen.click([3, 3], ev); // the crab
    expect(f.refusals).toEqual([{ e: notDestructor, where: { x: 3, y: 4 } }]);
    expect(screen.state.sel).toEqual({ kind: 'fire', shooters: ['red.tank1'], target: [7, 6] });
    await screen.click([0, 9], ev); // an empty hex: the shot still goes on
    expect(screen.state.sel).toEqual({ kind: 'fire', shooters: ['red.tank1'], target: [7, 6] });
    expect(f.acts).toEqual([]);
  });

  it('a landing hex the host did not offer is refused at the click with its reason, never offered to confirm', async () => {
    const f = fakeHost();
    const refusal = { code: 'TERRAIN', params: {}, message: 'sea' };
    f.answers['query.preview'] = () => ({ ok: true, value: { refusal, destroyed: [] } });
    const screen = new GameScreen(f);
    screen.setView(viewOf('red', { phase: 'landing', pieces: [P('red.astronef', 'astronef', 'red', null)] } as never));
    await tick();
    await screen.click([3, 3], ev);
    expect(screen.state.confirm).toBeNull();
    expect(f.refusals).toEqual([{ e: refusal, where: { x: 3, y: 4 } }]);
    expect(f.acts).toEqual([]);
    // an offered spot waits for its confirmation; a refused hex then leaves it waiting as it was
    await screen.click([10, 10], ev);
    expect(screen.state.confirm).toMatchObject({ kind: 'land', action: { at: [10, 10] } });
    await screen.click([3, 3], ev);
    expect(screen.state.confirm).toMatchObject({ kind: 'land', action: { at: [10, 10] } });
    expect(f.refusals).toHaveLength(2);
  });
});
