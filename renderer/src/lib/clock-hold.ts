// What the header's clock says when it is not counting (issue 27): a pause (the player's, a menu, a dialog...)
// says "Paused"; held only while the player is shown what happened before his turn (the tide card, the recap's
// replay: the clock's 'shown' reason), it says "Waiting", its time still shown and not dimmed, and its tooltip
// that his first move or closing what is shown starts it: a newcomer should not think the game stopped. (A
// longer word pushed the four-player header's names and reserve under the clock at 1280x720.)
import type { ClockState } from '../../../src/host/contract';

export type ClockHold = 'paused' | 'shown' | null;

export function clockHold(c: Pick<ClockState, 'paused' | 'reasons'>): ClockHold {
  if (!c.paused) return null;
  return c.reasons.length > 0 && c.reasons.every((r) => r === 'shown') ? 'shown' : 'paused';
}
