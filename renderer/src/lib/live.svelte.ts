// The live region's state: what assistive technology is told now (refusals at once, the rest politely).
import { nextLiveText } from './live-text';

export const live = $state({ polite: '', assertive: '' });

/** Tells assistive technology a sentence: `urgent` interrupts (a refusal), otherwise it waits its turn. */
export function announce(sentence: string, urgent = false): void {
  if (!sentence) return;
  if (urgent) live.assertive = nextLiveText(live.assertive, sentence);
  else live.polite = nextLiveText(live.polite, sentence);
}
