// A host that answers late and out of order, for the screens' controllers: each request reaches the host
// behind it at once (in the order sent, as the WebSocket and Electron's IPC deliver them), but its answer is
// held until the test releases it, in whatever order the test chooses.
import type { ApiResult } from '../../../src/host/contract.js';

export type AnyCall = (method: string, args?: unknown) => Promise<ApiResult<unknown>>;

interface Held {
  method: string;
  args: unknown;
  answer: Promise<ApiResult<unknown>>;
  deliver: () => void;
}

/** Lets pending promise callbacks run (answers delivered, the code awaiting them on to its next request). */
export async function flush(times = 20): Promise<void> {
  for (let i = 0; i < times; i++) await new Promise<void>((r) => setImmediate(r));
}

export class LateHost {
  readonly held: Held[] = [];
  /** Every request, in the order sent. */
  readonly sent: { method: string; args: unknown }[] = [];

  constructor(private readonly behind: AnyCall) {}

  /** The call function to give the controller (cast to its own host type). */
  readonly call: AnyCall = (method, args) => {
    this.sent.push({ method, args });
    const answer = this.behind(method, args);
    return new Promise((resolve) => {
      this.held.push({ method, args, answer, deliver: () => void answer.then(resolve) });
    });
  };

  /** The methods of the requests whose answers are held. */
  pending(): string[] {
    return this.held.map((h) => h.method);
  }

  /** Delivers the held answers newest first, again and again (requests made meanwhile too) until none is left. */
  async releaseNewestFirst(): Promise<void> {
    await flush();
    while (this.held.length) {
      for (const h of this.held.splice(0).reverse()) h.deliver();
      await flush();
    }
  }

  /** Delivers one held answer (by its index among those held), then lets the code run on. */
  async release(index: number): Promise<void> {
    const [h] = this.held.splice(index, 1);
    h?.deliver();
    await flush();
  }
}
