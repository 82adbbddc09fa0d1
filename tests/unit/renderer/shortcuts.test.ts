// Every key of the game screen is listed once, in both languages, in the "?" overlay's list and in the rules
// reference; the board's keys mean what the list says.
import { describe, expect, it } from 'vitest';
import { SHORTCUTS } from '../../../renderer/src/content/shortcuts';
import { section } from '../../../renderer/src/content/rules';
import { keyIntent } from '../../../renderer/src/board/board-intents';

describe('the list of keys', () => {
  it('is in the rules reference, in English and in French', () => {
    const app = section('app')!;
    for (const k of SHORTCUTS) {
      expect(app.body.en.some((p) => p.startsWith(`${k.keys.en}: ${k.what.en}`))).toBe(true);
      expect(app.body.fr.some((p) => p.startsWith(`${k.keys.fr}\u00a0: ${k.what.fr}`))).toBe(true);
    }
  });

  it('names every key the screen reads', () => {
    const listed = SHORTCUTS.map((k) => k.keys.en).join(' | ');
    for (const k of ['Arrows', 'Enter', 'Space', 'N', 'T', 'S', 'C', 'L', 'R', 'Escape', 'Ctrl+Z', 'E', 'F1', '?'])
      expect(listed).toContain(k);
  });
});

describe("the board's keys", () => {
  it('arrows move the cursor by column and row; with Shift they move the board the other way', () => {
    expect(keyIntent('ArrowLeft')).toEqual({ kind: 'cursor', dx: -1, dy: 0 });
    expect(keyIntent('ArrowDown')).toEqual({ kind: 'cursor', dx: 0, dy: 1 });
    expect(keyIntent('ArrowLeft', true)).toEqual({ kind: 'pan', dx: 80, dy: -0 });
    expect(keyIntent('ArrowUp', true)).toMatchObject({ kind: 'pan', dy: 80 });
  });
  it('Enter and Space act at the cursor; N and T go forward, with Shift back', () => {
    expect(keyIntent('Enter')).toEqual({ kind: 'activate' });
    expect(keyIntent(' ')).toEqual({ kind: 'activate' });
    expect(keyIntent('n')).toEqual({ kind: 'cycle', what: 'pieces', dir: 1 });
    expect(keyIntent('N', true)).toEqual({ kind: 'cycle', what: 'pieces', dir: -1 });
    expect(keyIntent('t')).toEqual({ kind: 'cycle', what: 'choices', dir: 1 });
  });
  it('+ and - zoom, F and 0 fit; other keys are not the board’s', () => {
    expect(keyIntent('+')).toMatchObject({ kind: 'zoom', factor: 1.25 });
    expect(keyIntent('-')).toMatchObject({ kind: 'zoom', factor: 0.8 });
    expect(keyIntent('f')).toEqual({ kind: 'fit' });
    expect(keyIntent('0')).toEqual({ kind: 'fit' });
    for (const k of ['e', 's', 'Escape', '?', 'c']) expect(keyIntent(k)).toBeNull();
  });
});
