// End-to-end test builds only (vite --mode e2e; main.ts calls this first): the requests in flight counted on the
// page (`<html data-requests="N">`) and `window.__fmhSettled()`, what the screen still waits for (requests, the
// animation or redraw of each board shown: Board.svelte lists them): an empty list once it is settled. The tests wait on it, never on a fixed time.
// `window.__fmhAnswered(name)`: how many of the page's `name` requests the host has answered (a test waits for the
// answer to the request a click sent, e.g. the end of a turn, without waiting for everything else on the screen).
import type { ArgsOf, RequestName } from '../../../src/host/contract';
import { getTransport, setTransport, type Transport } from './api';
import { InFlight } from './in-flight';

export function exposeSettledForTests(): void {
  const root = document.documentElement;
  const inner = getTransport();
  const inFlight = new InFlight((n) => root.setAttribute('data-requests', String(n)));
  const answered = new Map<string, number>();
  const counted: Transport = {
    mode: inner.mode,
    call: <K extends RequestName>(name: K, args?: ArgsOf<K>) => {
      const answer = inFlight.track(inner.call(name, args));
      const count = () => void answered.set(name, (answered.get(name) ?? 0) + 1);
      answer.then(count, count);
      return answer;
    },
    onEvent: (cb) => inner.onEvent(cb),
    onState: (cb) => inner.onState(cb),
  };
  setTransport(counted);
  root.setAttribute('data-requests', '0');
  (globalThis as Record<string, unknown>).__fmhAnswered = (name: string): number => answered.get(name) ?? 0;
  (globalThis as Record<string, unknown>).__fmhSettled = (): string[] => {
    // every board on the page (the game's, the end screen's replay, a lesson's...), as Board.svelte lists them
    const boards = (globalThis as { __fmhBoards?: Set<{ unsettled: string[] }> }).__fmhBoards ?? new Set();
    const n = inFlight.count;
    return [...(n > 0 ? [`${n} request(s) in flight`] : []), ...[...boards].flatMap((b) => b.unsettled)];
  };
}
