import { describe, expect, it } from 'vitest';
import { choiceOf, type BoardForm } from '../../../renderer/src/lib/boardChoice';

const form = (over: Partial<BoardForm>): BoardForm => ({
  kind: 'original',
  seed: '7',
  code: '',
  sliders: { sea: 40, mountains: 40, marsh: 50, islands: 30 },
  ...over,
});

describe('the new-game board form', () => {
  it('the original board sends nothing (campaigns stay as they were); the others send their choice', () => {
    expect(choiceOf(form({}))).toEqual({ choice: null, error: null });
    expect(choiceOf(form({ kind: 'folded-right' })).choice).toEqual({ kind: 'folded', side: 'right' });
    expect(choiceOf(form({ kind: 'modular', seed: ' 12 ' })).choice).toEqual({ kind: 'modular', seed: 12 });
    expect(
      choiceOf(form({ kind: 'planet', sliders: { sea: 70, mountains: 0, marsh: 5, islands: 100 } })).choice,
    ).toEqual({
      kind: 'planet',
      seed: 7,
      sliders: { sea: 70, mountains: 0, marsh: 5, islands: 100 },
    });
    expect(choiceOf(form({ kind: 'code', code: ' M4-7-R ' })).choice).toEqual({ code: 'M4-7-R' });
  });
  it('says what is wrong with a seed or a missing code', () => {
    for (const seed of ['', '-1', '1.5', 'abc', '4294967296'])
      expect(choiceOf(form({ kind: 'modular', seed })).error).toBe('board.badSeed');
    expect(choiceOf(form({ kind: 'code', code: '  ' })).error).toBe('board.noCode');
  });
});
