// The map editor screen's headless state (renderer/src/lib/map-editor.ts), driven against a real host.
import { afterEach, describe, expect, it } from 'vitest';
import type { Host } from '../../../src/host/host.js';
import {
  MapEditor,
  letterAt,
  moduleHexes,
  moduleOutlines,
  movingHexes,
  newGameOn,
  requestEditorStart,
  takeEditorStart,
  type EditorHost,
} from '../../../renderer/src/lib/map-editor.js';
import { makeLayout } from '../../../renderer/src/lib/hex.js';
import { requestNewGameBoard, takeNewGameBoard } from '../../../renderer/src/lib/boardChoice.js';
import type { EditorView } from '../../../src/host/contract.js';
import { newHost } from '../host/helpers.js';
import { hexDistance as hexDist } from '../../../renderer/src/lib/hex.js';
import { LateHost } from './late-host.js';

const hosts: Host[] = [];
function hostCall(): EditorHost {
  const { host } = newHost();
  hosts.push(host);
  return ((method: string, args?: unknown) => host.call(method as never, args as never)) as EditorHost;
}
function editor(): MapEditor {
  return new MapEditor(hostCall());
}
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});

function firstHex(e: MapEditor, letter: string): [number, number] {
  const t = e.state.view!.terrain;
  for (let y = 0; y < t.length; y++) for (let x = 0; x < t[y]!.length; x++) if (t[y]![x] === letter) return [x, y];
  throw new Error(`no ${letter}`);
}

describe('the map editor screen', () => {
  it('a paint stroke shows at once and is one edit when the press ends', async () => {
    const e = editor();
    await e.open({ kind: 'original' });
    const a = firstHex(e, 'p');
    const b: [number, number] = [a[0] + 1, a[1]];
    e.choose({ kind: 'paint', letter: 'M' });
    await e.press(a);
    e.drag(b);
    e.drag(b);
    expect(e.state.stroke).toEqual([a, b]);
    expect(letterAt(e.state, b)).toBe('M');
    expect(e.state.view!.terrain[b[1]]![b[0]]).not.toBe('M');
    await e.release();
    expect(e.state.stroke).toEqual([]);
    expect(e.state.view!.terrain[a[1]]![a[0]]).toBe('M');
    expect(e.state.view!.terrain[b[1]]![b[0]]).toBe('M');
    expect(e.state.dirty).toBe(true);
  });

  it('ore toggles; ore on the sea is refused in words and changes nothing', async () => {
    const e = editor();
    await e.open({ kind: 'original' });
    const before = e.state.view!;
    e.choose({ kind: 'ore' });
    const land = firstHex(e, 'p');
    await e.press(land);
    const placed = e.state.view!.ore.some(([x, y]) => x === land[0] && y === land[1]);
    await e.press(land);
    expect(e.state.view!.ore.some(([x, y]) => x === land[0] && y === land[1])).toBe(!placed);
    const oreBefore = e.state.view!.ore;
    await e.press(firstHex(e, 's'));
    expect(e.state.error?.code).toBe('EDIT_REFUSED');
    expect(e.state.error?.params.why).toBe('ORE_ON_SEA');
    expect(e.state.view!.ore).toEqual(oreBefore);
    expect(e.state.view!.terrain).toEqual(before.terrain);
  });

  it('the move tool picks a module up, then puts it down or says why not', async () => {
    const e = editor();
    await e.open({ kind: 'modular', seed: 7 });
    const centres = e.state.view!.modules;
    e.choose({ kind: 'move' });
    await e.press(centres[2]!);
    expect(e.state.moving).toEqual(centres[2]);
    expect(movingHexes(e.state).size).toBe(37);
    await e.press(centres[0]!);
    expect(e.state.moving).toBeNull();
    expect(e.state.error?.params.why).toBe('ARRANGEMENT');
    expect(e.state.view!.modules).toEqual(centres);
  });

  it('saves, lists and reopens; checks again for another number of players', async () => {
    const e = editor();
    await e.open({ kind: 'folded', side: 'right' });
    await e.rename('Quick one');
    const saved = await e.save();
    expect(saved?.title).toBe('Quick one');
    expect(e.state.savedId).toBe(saved!.id);
    expect(e.state.dirty).toBe(false);
    expect(e.state.saved.map((b) => b.id)).toEqual([saved!.id]);
    await e.setPlayers(2);
    expect(e.state.players).toBe(2);
    expect(e.state.dirty).toBe(false);
    const copy = await e.save(true);
    expect(copy!.id).not.toBe(saved!.id);
    await e.open({ saved: saved!.id });
    expect(e.state.view!.draft.title).toBe('Quick one');
    await e.remove(saved!.id);
    expect(e.state.saved.map((b) => b.id)).toEqual([copy!.id]);
  });

  it('opens the board the new-game chooser sent, checked for its players, once', async () => {
    const choice = { kind: 'planet' as const, seed: 3, sliders: { sea: 60, mountains: 20, marsh: 50, islands: 80 } };
    requestEditorStart({ from: choice, players: 2, back: 'new' });
    const sent = takeEditorStart();
    expect(takeEditorStart()).toBeNull();
    const call = hostCall();
    const e = new MapEditor(call);
    await e.start(sent!);
    expect(e.state.players).toBe(2);
    // the very board the chooser previewed (terrain, ore and title), not the editor's default
    const preview = await call('boards.preview', { board: choice, players: 2 });
    expect(preview.ok && e.state.view!.preview.title).toBe(preview.ok && preview.value.title);
    const direct = await call('boards.draft', { from: choice, players: 2 });
    expect(e.state.view!.terrain).toEqual(direct.ok ? direct.value.terrain : []);
    expect(e.state.view!.ore).toEqual(direct.ok ? direct.value.ore : []);
    expect(e.state.view!.preview.check.spots.length).toBe(2);
  });

  it('offers a new game on a saved board, unchanged since, that passes its check for the players chosen', async () => {
    const e = editor();
    await e.open({ kind: 'folded', side: 'right' });
    expect(e.state.view!.preview.check.ok).toBe(true);
    // not saved yet
    expect(newGameOn(e.state)).toBeNull();
    const saved = await e.save();
    expect(newGameOn(e.state)).toEqual({ saved: saved!.id, players: 4 });
    // checked again for 3 players: nothing offered while that answer is on its way
    const checking = e.setPlayers(3);
    expect(newGameOn(e.state)).toBeNull();
    await checking;
    expect(newGameOn(e.state)).toEqual({ saved: saved!.id, players: 3 });
    // changed since it was saved: a new game would play the stored board, not the one shown
    await e.rename('Half a planet');
    expect(newGameOn(e.state)).toBeNull();
    await e.save();
    expect(newGameOn(e.state)).toEqual({ saved: saved!.id, players: 3 });
    // a saved board that fails its check (plains only: no sea)
    const plains = JSON.stringify({ terrain: Array.from({ length: 20 }, () => 'p'.repeat(30)) });
    await e.importFile(plains, 'plains.json');
    await e.save();
    expect(e.state.savedId).not.toBeNull();
    expect(e.state.view!.preview.check.ok).toBe(false);
    expect(newGameOn(e.state)).toBeNull();
    // the new-game screen reads it once
    requestNewGameBoard({ saved: saved!.id, players: 3 });
    expect(takeNewGameBoard()).toEqual({ saved: saved!.id, players: 3 });
    expect(takeNewGameBoard()).toBeNull();
  });

  it('draws the outline of each module: the 42 edges round a hexagon of 37 hexes, shared where two touch', async () => {
    const e = editor();
    await e.open({ kind: 'modular', seed: 7 });
    const view = e.state.view!;
    const layout = makeLayout(14);
    const outlines = moduleOutlines(view, layout);
    expect(outlines).toHaveLength(19);
    for (const [i, d] of outlines.entries()) {
      expect(moduleHexes(view, view.modules[i]!)).toHaveLength(37);
      expect(d.match(/M/g)).toHaveLength(42);
    }
    // the module in the middle shares edges with each of the six round it (their outlines meet)
    // an edge, whichever way it is drawn, to the nearest pixel
    const segments = (d: string) =>
      new Set(
        d.match(/M[^M]+/g)!.map((m) =>
          m
            .slice(1)
            .split('L')
            .map((p) =>
              p
                .split(' ')
                .map((v) => Math.round(Number(v)))
                .join(','),
            )
            .sort()
            .join('|'),
        ),
      );
    const centre = view.modules.findIndex((c) => view.modules.every((o) => hexDist(c, o) <= 14));
    const around = view.modules
      .map((_, i) => i)
      .filter((i) => i !== centre && hexDist(view.modules[centre]!, view.modules[i]!) <= 7);
    expect(around).toHaveLength(6);
    for (const i of around) {
      const shared = [...segments(outlines[centre]!)].filter((s) => segments(outlines[i]!).has(s));
      expect(shared.length).toBeGreaterThan(0);
    }
    // a grid draft (flattened) has no modules to outline
    expect(moduleOutlines({ ...view, modules: [] } as EditorView, layout)).toEqual([]);
  });
});

describe('the map editor with a host that answers late and out of order', () => {
  function lateEditor(): { e: MapEditor; late: LateHost } {
    const { host } = newHost();
    hosts.push(host);
    const late = new LateHost((method, args) => host.call(method as never, args as never));
    return { e: new MapEditor(late.call as EditorHost), late };
  }

  it('saves and exports the board with the rename clicked just before, under its new name', async () => {
    const { e, late } = lateEditor();
    const opening = e.open({ kind: 'folded', side: 'right' });
    await late.releaseNewestFirst();
    await opening;
    // rename, then Save and Export at once, while the rename is on its way to the host
    const renaming = e.rename('Slow laptop');
    const saving = e.save();
    const exporting = e.exportFile('Untitled');
    await late.releaseNewestFirst();
    await renaming;
    const saved = await saving;
    const file = await exporting;
    expect(saved?.title).toBe('Slow laptop');
    expect(JSON.parse(file!.content).title).toBe('Slow laptop');
    expect(e.state.dirty).toBe(false);
    expect(e.state.saved.map((b) => b.title)).toEqual(['Slow laptop']);
  });

  it('keeps every quick edit, and a new number of players keeps the rename before it', async () => {
    const { e, late } = lateEditor();
    const opening = e.open({ kind: 'original' });
    await late.releaseNewestFirst();
    await opening;
    const land = firstHex(e, 'p');
    e.choose({ kind: 'ore' });
    const hadOre = e.state.view!.ore.some((o) => o[0] === land[0] && o[1] === land[1]);
    // two clicks on the same hex toggle ore there twice; then a rename and 2 players
    const done = [e.press(land), e.press(land), e.rename('Both kept'), e.setPlayers(2)];
    await late.releaseNewestFirst();
    await Promise.all(done);
    expect(e.state.view!.ore.some((o) => o[0] === land[0] && o[1] === land[1])).toBe(hadOre);
    expect(e.state.view!.draft.title).toBe('Both kept');
    expect(e.state.checkedFor).toBe(2);
    expect(e.state.view!.preview.check.spots.length).toBe(2);
  });

  it('shows the saved boards of the newest answer', async () => {
    const { e, late } = lateEditor();
    const opening = e.open({ kind: 'folded', side: 'left' });
    await late.releaseNewestFirst();
    await opening;
    const first = e.loadSaved();
    const saving = e.save();
    // the save and its own list come back first, the list asked before the save last
    await late.release(1);
    await late.releaseNewestFirst();
    await Promise.all([first, saving]);
    expect(e.state.saved.length).toBe(1);
  });
});
