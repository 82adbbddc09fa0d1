// The screen's side of computer seats and the coach: which table shows, the coach's words and marks.
import { describe, expect, it } from 'vitest';
import { coachOverlay, coachWords } from '../../../renderer/src/lib/coach';
import { tableOf } from '../../../renderer/src/lib/game-screen-derived';
import { en } from '../../../renderer/src/i18n/en';
import { fr } from '../../../renderer/src/i18n/fr';
import type { Suggestion } from '../../../src/host/contract';
import type { PlayerView } from '../../../src/engine/view-types';

const clock = (reasons: string[]) => ({ reasons }) as never;
const EMPTY_OVERLAY = { destinations: [], path: [], targets: [], picked: [], spots: [], fire: [] };
const view = {
  viewer: 'red',
  pieces: [
    { id: 'red.crab1', type: 'crab', owner: 'red', at: [5, 5] },
    { id: 'blue.tank1', type: 'tank', owner: 'blue', at: [9, 5] },
  ],
} as unknown as PlayerView;

describe('a computer seat on the screen', () => {
  it('watches a computer play, with no hand-off before it, even behind a pause', () => {
    const computer = { player: 'blue', level: 'easy' as const, skipping: false };
    expect(tableOf({ seated: null, over: false, clock: clock(['computer']), computer })).toBe('computer');
    expect(
      tableOf({
        seated: null,
        over: false,
        clock: clock(['computer', 'modal']),
        computer: { ...computer, waiting: 'paused' },
      }),
    ).toBe('computer');
    expect(tableOf({ seated: null, over: true, clock: clock(['over']), computer })).toBe('board');
    expect(tableOf({ seated: null, over: false, clock: clock(['handoff']) })).toBe('handoff');
  });
});

describe('the coach', () => {
  const move: Suggestion = {
    action: {
      type: 'move',
      piece: 'red.crab1',
      path: [
        [5, 6],
        [6, 6],
      ],
    },
    task: 'harvest',
    pieces: ['red.crab1'],
    to: [6, 6],
  };
  it('names its reason with a sentence in both languages', () => {
    const all: Suggestion[] = [
      move,
      {
        action: { type: 'load', carrier: 'red.crab1', item: 'ore3' },
        task: 'harvest',
        pieces: ['red.crab1', 'ore3'],
        to: [5, 5],
      },
      {
        action: { type: 'fire', shooters: ['red.tank1', 'red.tank2'], target: [9, 5] },
        task: 'strike',
        pieces: ['red.tank1', 'red.tank2'],
        to: [9, 5],
      },
      {
        action: { type: 'liftOff', player: 'red', astronef: 'red.astronef', choice: 'stay' },
        task: 'liftOff',
        pieces: ['red.astronef'],
        to: null,
      },
      { action: { type: 'endTurn' }, task: 'endTurn', pieces: [], to: null },
    ];
    const keys = all.map((s) => coachWords(s).key);
    expect(keys).toEqual([
      'coach.why.harvest',
      'coach.why.harvestLoad',
      'coach.why.fire',
      'coach.why.liftOff.stay',
      'coach.why.endTurn',
    ]);
    for (const task of [
      'land',
      'deploy',
      'harvest',
      'load',
      'unload',
      'build',
      'strike',
      'capture',
      'safety',
      'home',
      'endTurn',
      'move',
      'evacuate',
      'ferry',
      'sortie',
      'tower',
      'take',
      'guard',
      'hunt',
      'escort',
      'rebuild',
      'takeOff',
    ])
      for (const lang of [en, fr] as Record<string, string>[]) expect(lang[`coach.why.${task}`], task).toBeTruthy();
    expect(coachWords(move).piece).toBe('red.crab1');
  });
  it('marks the piece, its path and where it goes, over what the board shows', () => {
    const o = coachOverlay({ ...EMPTY_OVERLAY, fire: [{ hexes: [[1, 1]], color: '#f00', own: true }] }, move, view);
    expect(o.picked).toEqual([[5, 5]]);
    expect(o.path).toEqual([
      [5, 5],
      [5, 6],
      [6, 6],
    ]);
    expect(o.targets).toEqual([[6, 6]]);
    expect(o.fire.length).toBe(1);
    const land = coachOverlay(
      EMPTY_OVERLAY,
      {
        action: { type: 'land', astronef: 'red.astronef', at: [10, 8], orientation: 'N' },
        task: 'land',
        pieces: ['red.astronef'],
        to: [10, 8],
      },
      view,
    );
    expect(land.spots).toEqual([[10, 8]]);
    // where the piece is heading beyond this move is marked too
    expect(coachOverlay(EMPTY_OVERLAY, { ...move, goal: [9, 7] }, view).targets).toEqual([
      [6, 6],
      [9, 7],
    ]);
  });
  it('says the planner’s own task: a tower shot, and the take-off of the last turn (not the turn-21 choice)', () => {
    const tower: Suggestion = {
      action: { type: 'fire', shooters: ['red.tank1', 'red.tank2'], target: [9, 5] },
      task: 'tower',
      pieces: ['red.tank1', 'red.tank2'],
      to: [9, 5],
    };
    expect(coachWords(tower).key).toBe('coach.why.tower');
    const last: Suggestion = {
      action: { type: 'liftOff', player: 'red', astronef: 'red.astronef', choice: 'leave' },
      task: 'takeOff',
      pieces: ['red.astronef'],
      to: null,
    };
    expect(coachWords(last).key).toBe('coach.why.takeOff');
    expect(coachWords({ ...last, task: 'liftOff' }).key).toBe('coach.why.liftOff.leave');
  });
});

describe("the coach's what is unsafe", () => {
  const base: Suggestion = { action: { type: 'endTurn' }, task: 'endTurn', pieces: [], to: null };
  it('one phrase per unsafe piece, by why; none said when the host said nothing', async () => {
    const { unsafePhrases } = await import('../../../renderer/src/lib/coach');
    expect(unsafePhrases(base)).toBeNull();
    expect(unsafePhrases({ ...base, unsafe: [] })).toEqual([]);
    expect(
      unsafePhrases({
        ...base,
        unsafe: [
          { piece: 'red.crab1', why: 'fire' },
          { piece: 'red.barge1', why: 'tide' },
        ],
      }),
    ).toEqual([
      { key: 'coach.unsafe.fire', piece: 'red.crab1' },
      { key: 'coach.unsafe.tide', piece: 'red.barge1' },
    ]);
    for (const key of ['coach.unsafe', 'coach.unsafe.fire', 'coach.unsafe.tide', 'coach.safe'])
      expect([key in en, key in fr], key).toEqual([true, true]);
  });
});
