// Requests sent to the host and not yet answered. The end-to-end build counts them on the page (`test-hooks.ts`:
// `<html data-requests="N">`, `window.__fmhSettled()`) so that its tests wait for the screen to have its answers,
// never for a fixed time. The count drops a task after the answer: what the answer sets off at once (a follow-up
// request, a Svelte effect) is under way before the page reads as answered.

export class InFlight {
  private n = 0;
  constructor(
    /** Told the count after each change. */
    private readonly onCount: (n: number) => void = () => {},
    /** When the count drops after an answer (a task later in the page). */
    private readonly later: (f: () => void) => void = (f) => void setTimeout(f, 0),
  ) {}

  /** Requests sent and not yet answered (or answered less than a task ago). */
  get count(): number {
    return this.n;
  }

  /** Counts a request just sent until a task after its answer (a refusal or a failure too); returns the answer. */
  track<T>(answer: Promise<T>): Promise<T> {
    this.n++;
    this.onCount(this.n);
    const done = () =>
      this.later(() => {
        this.n--;
        this.onCount(this.n);
      });
    answer.then(done, done);
    return answer;
  }
}
