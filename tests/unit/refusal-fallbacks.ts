// Set-up of every unit test file (vitest.config.ts `setupFiles`): a test fails when a refusal's own sentence
// threw and the screen's words fell back to its code's general sentence (renderer/src/i18n/refusal-fallback.ts
// says so on the console with its mark). A test that makes one on purpose mocks console.error.
import { afterEach, expect } from 'vitest';
import { FALLBACK_MARK } from '../../renderer/src/i18n/refusal-fallback';

const heard: string[] = [];
const said = console.error;
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith(FALLBACK_MARK)) heard.push(args[0]);
  said.apply(console, args);
};

afterEach(() => {
  const got = heard.splice(0);
  expect(got, 'a refusal fell back to its general sentence (its own sentence threw)').toEqual([]);
});
