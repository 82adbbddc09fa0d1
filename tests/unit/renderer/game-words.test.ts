// The sentences of the game screen (renderer/src/lib/game-words.ts), in English and French (French puts a
// narrow no-break space before '?' and a no-break space before ':').
import { describe, expect, it } from 'vitest';
import type { Ability, PlayerView } from '../../../src/engine/view-types';
import type { ApiError } from '../../../src/host/contract';
import type { Language } from '../../../src/shared/lists';
import type { GameScreenState } from '../../../renderer/src/lib/game-screen';
import {
  confirmText,
  cursorSentence,
  holdingLine,
  pieceLine,
  readoutOf,
  sayWords,
  stateWord,
  whyNotLines,
  type Namer,
} from '../../../renderer/src/lib/game-words';
import type { MapData } from '../../../renderer/src/lib/terrain';
import { setVocabulary } from '../../../renderer/src/lib/vocabulary';
import { viewPiece as P } from '../../../renderer/src/dev/fixture';
import { vocabulary } from '../../../src/engine/index';

setVocabulary(vocabulary());

const NAMES: Record<string, string> = { red: 'Anna', blue: 'Bruno' };
function namer(lang: Language): Namer {
  return {
    lang,
    player: (id) => NAMES[id] ?? id,
    piece: (id) => `<${id}>`,
    refusal: (e) => `[${e.code}]`,
  };
}
const EN = namer('en');
const FR = namer('fr');

function view(extra: Partial<PlayerView> = {}): PlayerView {
  return {
    viewer: 'red',
    active: 'red',
    phase: 'play',
    turn: 5,
    tide: 'normal',
    map: 'original',
    forecast: ['high'],
    pieces: [
      P('red.barge1', 'barge', 'red', [2, 1], { stuck: true }),
      P('red.tank1', 'tank', 'red', null, { in: 'red.barge1' }),
      P('red.crab1', 'crab', 'red', null, { in: 'red.barge1' }),
      P('blue.tank1', 'tank', 'blue', [1, 1]),
    ],
    players: {},
    deployable: [],
    ...extra,
  } as unknown as PlayerView;
}

// a strip of three hexes: plain, marsh, sea
const MAP: MapData = { name: 'strip', cols: 3, rows: 2, terrain: ['ppp', 'pms'] };

function state(extra: Partial<GameScreenState>): GameScreenState {
  return {
    view: view(),
    sel: { kind: 'idle' },
    hover: null,
    cursor: null,
    zones: [],
    ...extra,
  } as GameScreenState;
}

describe("the game screen's sentences", () => {
  it('says a hint with its player and piece parameters named, and what follows it', () => {
    const w = {
      key: 'hint.notYourTurn',
      players: { name: 'blue' },
      then: { key: 'hint.select' },
    };
    expect(sayWords(w, EN)).toBe('Waiting for Bruno. Click one of your pieces.');
    expect(sayWords(w, FR)).toBe('On attend Bruno. Cliquez sur une de vos pièces.');
    expect(sayWords(null, EN)).toBe('');
  });

  it('names the enemy pieces your fire holds, by what the host says of their holders', () => {
    const v = view({ holding: [{ piece: 'blue.tank1' }] as PlayerView['holding'] });
    expect(holdingLine(v, EN)).toMatch(/^Your destructors hold tank 1,1 under fire\. Stay until/);
    expect(holdingLine(v, FR)).toMatch(/^Vos destructeurs tiennent char 1,1 sous leur feu\./);
    expect(holdingLine({ ...v, holdersStay: true }, EN)).toMatch(/the holders stay put for the rest of the turn\.$/);
    expect(holdingLine(view(), EN)).toBe('');
    expect(holdingLine(null, EN)).toBe('');
  });

  it('says what waits for confirmation: a landing, a shot and its losses, a stranding, a move cut short', () => {
    const v = view();
    const land = { kind: 'land', action: { type: 'land', astronef: 'a', at: [4, 5], orientation: 'N' } } as const;
    expect(confirmText(land as never, v, EN)).toBe(
      'Land the astronef here, its bubble at 4,5? A landing cannot be taken back.',
    );
    expect(confirmText(land as never, v, FR)).toBe(
      'Poser l’astronef ici, sa bulle en 4,5\u202f? Un atterrissage ne se reprend pas.',
    );
    const fire = {
      kind: 'fire',
      action: { type: 'fire', shooters: [], target: [2, 1] },
      destroyed: ['red.barge1', 'red.tank1', 'red.crab1'],
    };
    expect(confirmText(fire as never, v, EN)).toBe(
      'Shoot at 2,1? It will destroy: <red.barge1> with its cargo (<red.tank1> and <red.crab1>).',
    );
    expect(confirmText(fire as never, v, FR)).toBe(
      'Tirer en 2,1\u202f? Cela détruira\u00a0: <red.barge1> avec son chargement (<red.tank1> et <red.crab1>).',
    );
    const strand = {
      kind: 'strand',
      action: { type: 'move', piece: 'red.barge1', path: [[3, 1]] },
      stuck: { when: 'next', until: 'falls', tide: 'high' },
      to: [3, 1],
    };
    expect(confirmText(strand as never, v, EN)).toBe(
      'At the next tide (high tide, in your forecast) this barge will be stuck until the tide goes down.',
    );
    expect(confirmText(strand as never, v, FR)).toBe(
      'À la marée suivante (marée haute, d’après vos prévisions), l’eau bloquera la barge jusqu’à ce que la marée descende.',
    );
    const refusal: ApiError = { code: 'NOT_ENOUGH_AP', params: {}, message: '' };
    const cut = { kind: 'cut', action: { type: 'move', piece: 'blue.tank1', path: [] }, stop: [1, 2], refusal };
    expect(confirmText(cut as never, v, EN)).toBe('The tank can only go as far as 1,2. Beyond: [NOT_ENOUGH_AP]');
    expect(confirmText(cut as never, v, FR)).toBe(
      'Déplacement possible seulement jusqu’en 1,2 pour le char. Au-delà\u00a0: [NOT_ENOUGH_AP]',
    );
    expect(confirmText(null, v, EN)).toBe('');
  });

  it("says why the selected piece's buttons and its cargo's unloads are disabled, once each", () => {
    const no = (action: string, extra: Partial<Ability> = {}) =>
      ({ action, allowed: false, reason: 'NOT_ENOUGH_AP', ...extra }) as Ability;
    const abilities = [
      no('fire'),
      no('fire'),
      no('move'), // not a button that says why
      { action: 'capture', allowed: true } as Ability,
      no('unload', { item: 'red.tank1' }),
    ];
    const s = state({ sel: { kind: 'piece', id: 'red.barge1', dests: [], abilities } });
    const cargo = view().pieces.filter((p) => p.in === 'red.barge1');
    expect(whyNotLines(s, true, cargo, EN)).toEqual(['Shoot: [NOT_ENOUGH_AP]', 'Unload (tank): [NOT_ENOUGH_AP]']);
    expect(whyNotLines(s, true, cargo, FR)).toEqual([
      'Tirer\u00a0: [NOT_ENOUGH_AP]',
      'Décharger (char)\u00a0: [NOT_ENOUGH_AP]',
    ]);
    expect(whyNotLines(s, false, cargo, EN)).toEqual([]);
  });

  it("reads a hex: its terrain at this tide, each piece's owner, states and cargo, whose fire covers it", () => {
    const s = state({
      hover: { hex: [1, 1], x: 0, y: 0 },
      zones: [
        { player: 'blue', hexes: [[1, 1]] },
        { player: 'red', hexes: [[1, 1]] },
      ],
    });
    expect(readoutOf(s, MAP, EN)).toEqual({
      title: 'Hex 1,1',
      terrain: 'marsh — land at this tide',
      pieces: ['Bruno · tank'],
      fire: 'under fire from Bruno and Anna',
    });
    const barge = state({ hover: { hex: [2, 1], x: 0, y: 0 } });
    expect(readoutOf(barge, MAP, FR)).toEqual({
      title: 'Case 2,1',
      terrain: 'mer — eau à cette marée',
      pieces: ['Anna · barge · bloquée par la marée · transporte char et crabe'],
      fire: 'sous aucun feu',
    });
    expect(readoutOf(state({}), MAP, EN)).toBeNull();
  });

  it('says the readout as one sentence only while the keyboard cursor is on the hovered hex', () => {
    const s = state({ hover: { hex: [1, 1], x: 0, y: 0 }, cursor: [1, 1] });
    const r = readoutOf(s, MAP, EN);
    expect(cursorSentence(s, r)).toBe('Hex 1,1 · marsh — land at this tide. Bruno · tank. under nobody’s fire');
    expect(cursorSentence({ ...s, cursor: [0, 0] }, r)).toBe('');
  });

  it("agrees a piece's states with it in French", () => {
    expect(stateWord('stuck', 'barge', 'fr')).toBe('bloquée par la marée');
    expect(stateWord('stuck', 'tank', 'fr')).toBe('bloqué par la marée');
    expect(stateWord('neutralised', 'pondeuse', 'en')).toBe('neutralised');
    const v = view();
    expect(pieceLine(v.pieces[3]!, v, EN)).toBe('Bruno · tank');
  });

  it("says Full Metal Galaxy's silenced tank makes no fire zone", () => {
    const v = view();
    const tank = { ...v.pieces[3]!, silenced: true };
    expect(pieceLine(tank, v, EN)).toBe('Bruno · tank · no fire zone (mountain pair)');
    expect(pieceLine(tank, v, FR)).toBe('Bruno · char · sans zone de feu (paire de montagnes)');
  });
});
