import { describe, expect, it } from 'vitest';
import type { ApiError, LogEntry } from '../../../src/host/contract';
import type { ViewPiece } from '../../../src/engine/view-types';
import {
  pieceInSentence,
  statusText,
  takeBackWords,
  type KnownPieces,
  type StatusMessage,
} from '../../../renderer/src/lib/status';

const piece = (id: string, type: string, owner: string | null): ViewPiece =>
  ({ id, type, owner, color: null, at: [3, 3], at2: null, in: null, stuck: false }) as unknown as ViewPiece;
const known: KnownPieces = {
  viewer: 'red',
  pieces: [piece('red.tank1', 'tank', 'red'), piece('blue.crab1', 'crab', 'blue'), piece('ore1', 'ore', null)],
};
const names: Record<string, string> = { red: 'Alice', blue: 'Ernest' };
const player = (id: string) => names[id] ?? id;

const outOfRange: ApiError = {
  code: 'OUT_OF_RANGE',
  params: { why: 'shooter', piece: 'red.tank1', range: 2, distance: 4 },
  message: 'out of range',
};

describe('status line messages', () => {
  it('a refusal kept as its code reads in the language asked at display time, its reason too', () => {
    const m: StatusMessage = { kind: 'refused', error: outOfRange, pieces: known };
    expect(statusText(m, 'en', player)).toBe('Refused: Your tank reaches 2 hexes; the target is 4 away.');
    const fr = statusText(m, 'fr', player);
    expect(fr).toMatch(/^Refusé\s:\sVotre char porte à 2 cases\s; la cible est à 4\.$/);
    // and back: the message itself never changed
    expect(statusText(m, 'en', player)).toBe('Refused: Your tank reaches 2 hexes; the target is 4 away.');
  });

  it('an error says its reason alone; a code the screen does not know gives the host message', () => {
    const noGame: StatusMessage = {
      kind: 'error',
      error: { code: 'NO_CAMPAIGN', params: {}, message: '' },
      pieces: null,
    };
    expect(statusText(noGame, 'en', player)).toBe('No game is open.');
    expect(statusText(noGame, 'fr', player)).toBe('Aucune partie n’est ouverte.');
    const unknown: StatusMessage = {
      kind: 'error',
      error: { code: 'SOMETHING_NEW', params: {}, message: 'host says so' },
      pieces: null,
    };
    expect(statusText(unknown, 'fr', player)).toBe('host says so');
  });

  it('a string by key, with its parameters, in each language (French elision once the name is in)', () => {
    const m: StatusMessage = { kind: 'text', key: 'profile.deleted', params: { name: 'Ernest' } };
    const en = statusText(m, 'en', player);
    const fr = statusText(m, 'fr', player);
    expect(en).toContain('Ernest');
    expect(fr).toContain('Ernest');
    expect(fr).not.toBe(en);
    // a key built at run time (the action just played)
    expect(statusText({ kind: 'text', key: 'action.move' }, 'en', player)).toBe('Move');
    expect(statusText({ kind: 'text', key: 'action.move' }, 'fr', player)).not.toBe('Move');
  });

  it('a take-back names its piece in the language of the moment, as the piece stood when it was said', () => {
    const entry = {
      seq: 12,
      turn: 4,
      tide: 'normal',
      player: 'red',
      action: { type: 'move', player: 'red', piece: 'red.tank1', path: [[5, 5]] },
      events: [
        {
          type: 'moved',
          piece: 'red.tank1',
          path: [
            [4, 4],
            [5, 5],
          ],
        },
      ],
    } as unknown as LogEntry;
    const m: StatusMessage = { kind: 'takenBack', entry, pieces: known };
    expect(statusText(m, 'en', player)).toBe('Taken back: tank to 5,5');
    expect(statusText(m, 'fr', player)).toMatch(/^Repris\s:\sle char en 5,5$/);
    expect(takeBackWords(entry, 'fr', known, player)).toBe('le char en 5,5');
  });

  it('pieces named for a sentence: yours, another player’s (French elision), neutral', () => {
    expect(pieceInSentence('red.tank1', 'en', known, player)).toBe('your tank');
    expect(pieceInSentence('blue.crab1', 'en', known, player)).toBe('Ernest’s crab');
    expect(pieceInSentence('blue.crab1', 'fr', known, player)).toBe('le crabe d’Ernest');
    expect(pieceInSentence('ore1', 'fr', known, player)).toBe('le minerai');
    expect(pieceInSentence('gone.piece', 'en', known, player)).toBe('gone.piece');
  });
});
