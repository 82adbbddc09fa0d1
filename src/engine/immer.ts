// The engine's own Immer instance. Auto-freeze is off: deep-freezing a 300-piece state on every action
// costs ~30 µs, ten times the rest of a move. States are still never mutated: every change goes through
// produce, and a unit test deep-freezes states before applying actions to prove it.
import { Immer } from 'immer';

const immer = new Immer({ autoFreeze: false });
export const produce = immer.produce.bind(immer) as typeof immer.produce;
