import { describe, expect, it } from 'vitest';
import { turnLanguage } from '../../../renderer/src/lib/turn-language';
import type { PlayerInfo, SessionView } from '../../../src/host/contract';

const players: PlayerInfo[] = [
  { id: 'red', name: 'Ann', colour: 'red', turnMs: 180_000, newcomer: false, language: 'fr' },
  { id: 'blue', name: 'Bob', colour: 'blue', turnMs: 180_000, newcomer: false, language: 'en' },
  { id: 'green', name: 'Cid', colour: 'green', turnMs: 180_000, newcomer: false },
];

// only what the choice reads; the rest of a session view does not matter to it
function session(over: Partial<SessionView>): SessionView {
  return { players, seated: null, handoff: null, over: false, ...over } as SessionView;
}

describe('the language the screen speaks', () => {
  it("is the called player's from his hand-off to the end of his turn", () => {
    expect(turnLanguage('game', session({ handoff: { next: 'red' } }))).toBe('fr');
    expect(turnLanguage('game', session({ seated: 'red' }))).toBe('fr');
    expect(turnLanguage('game', session({ handoff: { next: 'blue' } }))).toBe('en');
    expect(turnLanguage('game', session({ seated: 'blue' }))).toBe('en');
  });

  it("is the settings' for a player with no language, a computer's turn, the end and lessons", () => {
    expect(turnLanguage('game', session({ seated: 'green' }))).toBeNull();
    expect(turnLanguage('game', session({}))).toBeNull(); // a computer plays: nobody seated, no hand-off
    expect(turnLanguage('game', session({ seated: 'red', over: true }))).toBeNull();
    const lesson = { id: 'capture' } as SessionView['lesson'];
    expect(turnLanguage('game', session({ seated: 'red', lesson }))).toBeNull();
  });

  it("is the settings' on every other screen, even during a player's turn", () => {
    for (const screen of ['home', 'settings', 'end', 'league', 'profile'])
      expect(turnLanguage(screen, session({ seated: 'red' }))).toBeNull();
    expect(turnLanguage('game', null)).toBeNull();
  });
});
