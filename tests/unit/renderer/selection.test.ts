import { describe, expect, it } from 'vitest';
import type { ViewPiece } from '../../../src/engine/view-types';
import {
  IDLE,
  click,
  drawnPath,
  key,
  landingPreview,
  landingSpotsFor,
  piecesAt,
  previewPath,
  selected,
  shooterAt,
  type ClickContext,
} from '../../../renderer/src/lib/selection';
import { viewPiece } from '../../../renderer/src/dev/fixture';
import { astronefFootprint, setVocabulary } from '../../../renderer/src/lib/vocabulary';
import { vocabulary } from '../../../src/engine/index';

setVocabulary(vocabulary());

const P = viewPiece;

const pieces: ViewPiece[] = [
  P('red.tank1', 'tank', 'red', [5, 5]),
  P('red.tank2', 'tank', 'red', [7, 5]),
  P('red.crab', 'crab', 'red', [5, 7]),
  P('red.astronef', 'astronef', 'red', [10, 10], {
    hexes: [
      [10, 10],
      [10, 9],
      [11, 10],
      [9, 10],
    ],
    towers: [true, false, true],
  }),
  P('blue.tank1', 'tank', 'blue', [6, 3]),
  P('ore1', 'ore', null, [5, 8]),
  P('red.barge', 'barge', 'red', [20, 5], { at2: [20, 6] }),
];
const ctx: ClickContext = { viewer: 'red', phase: 'play', pieces };

describe('selection state machine', () => {
  it('finds pieces on every hex they cover, topmost first', () => {
    expect(piecesAt(pieces, [11, 10]).map((p) => p.id)).toEqual(['red.astronef']);
    expect(piecesAt(pieces, [20, 6]).map((p) => p.id)).toEqual(['red.barge']);
  });

  it('names towers by pode and skips destroyed ones', () => {
    expect(shooterAt(ctx, [10, 9])).toBe('red.astronef:0');
    expect(shooterAt(ctx, [11, 10])).toBeNull();
    expect(shooterAt(ctx, [5, 5])).toBe('red.tank1');
    expect(shooterAt(ctx, [6, 3])).toBeNull();
  });

  it('a click on my piece asks to select it; the host answers; a click on a destination moves by its path', () => {
    const s1 = click(IDLE, [5, 5], ctx);
    expect(s1.select).toBe('red.tank1');
    const sel = selected(
      'red.tank1',
      [
        {
          to: [5, 4],
          cost: 1,
          path: [
            [5, 5],
            [5, 4],
          ],
          strands: false,
          secondArrival: false,
          mountainPair: false,
        },
      ],
      [],
    );
    const s2 = click(sel, [5, 4], ctx);
    expect(s2.action).toEqual({
      type: 'move',
      piece: 'red.tank1',
      path: [
        [5, 5],
        [5, 4],
      ],
    });
    expect(s2.sel).toEqual(IDLE);
    expect(previewPath(sel, [5, 4])).toEqual([
      [5, 5],
      [5, 4],
    ]);
  });

  it('deselects on a second click, switches to another of my pieces', () => {
    const sel = selected('red.tank1', [], []);
    expect(click(sel, [5, 5], ctx)).toEqual({ sel: IDLE });
    expect(click(sel, [7, 5], ctx).select).toBe('red.tank2');
  });

  it('shoots in three clicks: destructor, target, destructor', () => {
    const sel = selected('red.tank1', [], [{ action: 'fire', allowed: true }]);
    const s2 = click(sel, [6, 3], ctx);
    expect(s2.sel).toEqual({ kind: 'fire', shooters: ['red.tank1'], target: [6, 3] });
    const s3 = click(s2.sel, [7, 5], ctx);
    expect(s3.action).toEqual({ type: 'fire', shooters: ['red.tank1', 'red.tank2'], target: [6, 3] });
  });

  it('shoots in three clicks the other way: target, then a tower and a tank', () => {
    const s1 = click(IDLE, [6, 3], ctx);
    expect(s1.sel).toEqual({ kind: 'fire', shooters: [], target: [6, 3] });
    const s2 = click(s1.sel, [10, 9], ctx);
    const s3 = click(s2.sel, [5, 5], ctx);
    expect(s3.action).toEqual({ type: 'fire', shooters: ['red.astronef:0', 'red.tank1'], target: [6, 3] });
  });

  it('two shooters first (shift-click), then the target', () => {
    const sel = selected('red.tank1', [], []);
    const s2 = click(sel, [7, 5], { ...ctx, shift: true });
    expect(s2.sel).toEqual({ kind: 'fire', shooters: ['red.tank1', 'red.tank2'], target: null });
    expect(click(s2.sel, [6, 3], ctx).action).toEqual({
      type: 'fire',
      shooters: ['red.tank1', 'red.tank2'],
      target: [6, 3],
    });
  });

  it('captures when the host lists the piece and capture is chosen', () => {
    const sel = selected(
      'red.tank1',
      [],
      [
        { action: 'capture', allowed: true, pieces: ['blue.tank1'] },
        { action: 'fire', allowed: true },
      ],
    );
    const s2 = click(sel, [6, 3], { ...ctx, preferCapture: true });
    expect(s2.sel).toEqual({ kind: 'capture', captors: ['red.tank1'], target: 'blue.tank1' });
    expect(click(s2.sel, [7, 5], ctx).action).toEqual({
      type: 'capture',
      captors: ['red.tank1', 'red.tank2'],
      target: 'blue.tank1',
    });
  });

  it('loads what the host lists: the carrier takes the ore, or a piece enters a carrier', () => {
    const crab = selected('red.crab', [], [{ action: 'load', allowed: true, pieces: ['ore1'] }]);
    expect(click(crab, [5, 8], ctx).action).toEqual({ type: 'load', carrier: 'red.crab', item: 'ore1' });
    const tank = selected('red.tank1', [], [{ action: 'load', allowed: true, pieces: ['red.crab'] }]);
    expect(click(tank, [5, 7], ctx).action).toEqual({ type: 'load', carrier: 'red.crab', item: 'red.tank1' });
  });

  it('unloads and builds on the clicked hex', () => {
    expect(click({ kind: 'unload', carrier: 'red.crab', item: 'ore1', hexes: [] }, [4, 7], ctx).action).toEqual({
      type: 'unload',
      carrier: 'red.crab',
      item: 'ore1',
      to: [4, 7],
    });
    expect(click({ kind: 'build', pondeuse: 'p', build: 'tank', hexes: [] }, [4, 7], ctx).action).toEqual({
      type: 'build',
      pondeuse: 'p',
      kind: 'tank',
      to: [4, 7],
    });
  });

  it('a barge destination matches either of its hexes', () => {
    const sel = selected(
      'red.barge',
      [
        {
          to: [
            [21, 5],
            [21, 6],
          ],
          cost: 1,
          path: [
            [
              [20, 5],
              [20, 6],
            ],
            [
              [21, 5],
              [21, 6],
            ],
          ],
          strands: false,
          secondArrival: false,
          mountainPair: false,
        },
      ],
      [],
    );
    expect(click(sel, [21, 6], ctx).action).toEqual({
      type: 'move',
      piece: 'red.barge',
      path: [
        [
          [20, 5],
          [20, 6],
        ],
        [
          [21, 5],
          [21, 6],
        ],
      ],
    });
  });

  it('lands and turns the astronef; deploys in the deployment phase', () => {
    const land = { kind: 'land' as const, astronef: 'red.astronef', orientation: 'N' as const };
    expect(key(land, 'r')).toEqual({ ...land, orientation: 'S' });
    expect(click(land, [8, 8], { ...ctx, phase: 'landing' }).action).toEqual({
      type: 'land',
      astronef: 'red.astronef',
      at: [8, 8],
      orientation: 'N',
    });
    const dep = selected(
      'red.tank1',
      [{ to: [9, 8], cost: 0, path: [[9, 8]], strands: false, secondArrival: false, mountainPair: false }],
      [],
    );
    expect(click(dep, [9, 8], { ...ctx, phase: 'deploy' }).action).toEqual({
      type: 'deploy',
      piece: 'red.tank1',
      to: [9, 8],
    });
  });

  it('a drawn path is a move intent without the starting hex; Escape cancels', () => {
    const sel = selected('red.tank1', [], []);
    // the drag starts on the piece's own hex: the engine wants only the hexes it enters
    expect(
      drawnPath(
        sel,
        [
          [5, 5],
          [5, 4],
          [5, 3],
        ],
        'play',
        pieces,
      ).action,
    ).toEqual({
      type: 'move',
      piece: 'red.tank1',
      path: [
        [5, 4],
        [5, 3],
      ],
    });
    expect(
      drawnPath(
        sel,
        [
          [5, 5],
          [5, 4],
          [5, 3],
        ],
        'play',
      ).action,
    ).toEqual({
      type: 'move',
      piece: 'red.tank1',
      path: [
        [5, 4],
        [5, 3],
      ],
    });
    // a drag that never leaves the piece's hex is no move
    expect(
      drawnPath(
        sel,
        [
          [5, 5],
          [5, 5],
        ],
        'play',
        pieces,
      ),
    ).toEqual({ sel });
    expect(key(sel, 'Escape')).toEqual(IDLE);
  });

  it('a barge drawn path is a list of two-hex positions, each taking one new hex', () => {
    const sel = selected('red.barge', [], []);
    // barge on 20,5 + 20,6; dragged from 20,5 north: the dragged end leads, the other hex follows
    expect(
      drawnPath(
        sel,
        [
          [20, 5],
          [20, 4],
          [20, 3],
        ],
        'play',
        pieces,
      ).action,
    ).toEqual({
      type: 'move',
      piece: 'red.barge',
      path: [
        [
          [20, 4],
          [20, 5],
        ],
        [
          [20, 3],
          [20, 4],
        ],
      ],
    });
    // dragged from 20,6 across 20,5: the same move, started from the other end
    expect(
      drawnPath(
        sel,
        [
          [20, 6],
          [20, 5],
          [20, 4],
        ],
        'play',
        pieces,
      ).action,
    ).toEqual({
      type: 'move',
      piece: 'red.barge',
      path: [
        [
          [20, 4],
          [20, 5],
        ],
      ],
    });
    // dragged from 20,6 south
    expect(
      drawnPath(
        sel,
        [
          [20, 6],
          [20, 7],
        ],
        'play',
        pieces,
      ).action,
    ).toEqual({
      type: 'move',
      piece: 'red.barge',
      path: [
        [
          [20, 7],
          [20, 6],
        ],
      ],
    });
    expect(
      drawnPath(
        sel,
        [
          [20, 5],
          [20, 6],
        ],
        'play',
        pieces,
      ),
    ).toEqual({ sel });
  });

  it('a click on an empty pontoon the crab may move to moves it; the Load toggle loads it', () => {
    const withPontoon = [...pieces, P('pont1', 'pontoon', null, [4, 7])];
    const c = { ...ctx, pieces: withPontoon };
    const crab = selected(
      'red.crab',
      [{ to: [4, 7], cost: 1, path: [[4, 7]], strands: false, secondArrival: false, mountainPair: false }],
      [{ action: 'load', allowed: true, pieces: ['pont1'] }],
    );
    expect(click(crab, [4, 7], c).action).toEqual({ type: 'move', piece: 'red.crab', path: [[4, 7]] });
    expect(click(crab, [4, 7], { ...c, preferLoad: true }).action).toEqual({
      type: 'load',
      carrier: 'red.crab',
      item: 'pont1',
    });
    // a pontoon it cannot move onto is loaded by a plain click, as before
    const crab2 = selected('red.crab', [], [{ action: 'load', allowed: true, pieces: ['pont1'] }]);
    expect(click(crab2, [4, 7], c).action).toEqual({ type: 'load', carrier: 'red.crab', item: 'pont1' });
  });

  it('landing: the spots of the current orientation, and the astronef previewed as it will land', () => {
    const spots = [
      { at: [8, 8] as [number, number], orientation: 'N' as const },
      { at: [8, 8] as [number, number], orientation: 'S' as const },
      { at: [9, 8] as [number, number], orientation: 'S' as const },
    ];
    expect(landingSpotsFor(spots, 'N')).toEqual([[8, 8]]);
    expect(landingSpotsFor(spots, 'S')).toEqual([
      [8, 8],
      [9, 8],
    ]);
    expect(astronefFootprint([8, 8], 'N')).toEqual([
      [8, 8],
      [8, 7],
      [9, 8],
      [7, 8],
    ]);
    expect(astronefFootprint([8, 8], 'S')).toEqual([
      [8, 8],
      [8, 9],
      [9, 7],
      [7, 7],
    ]);
    const land = { kind: 'land' as const, astronef: 'red.astronef', orientation: 'N' as const };
    expect(landingPreview(spots, land, [8, 8])).toEqual([
      [8, 8],
      [8, 7],
      [9, 8],
      [7, 8],
    ]);
    expect(landingPreview(spots, land, [9, 8])).toEqual([]);
    expect(landingPreview(spots, key(land, 'R'), [9, 8])).toEqual(astronefFootprint([9, 8], 'S'));
    expect(landingPreview(spots, IDLE, [8, 8])).toEqual([]);
  });
});
