// The finished logs of a store upgraded to schema 7, packed after the start (issue 26, point 4): the migration
// leaves them a row an action, and the host packs them one at a time between requests (a real game's log ~10 ms),
// so that the first start after the upgrade shows the home screen at once instead of spending ~11 s of CPU on a
// thousand finished games first. A campaign opened before its log is packed opens as it was; a log whose chain is
// broken is never packed (it keeps the message naming the damaged action). Once they are packed, the space they
// took is given back (one VACUUM). Each packing is one transaction: a kill leaves a log packed or as it was.
import type { CampaignStore } from '../store/index.js';

export class BackgroundPacking {
  private next: NodeJS.Immediate | null = null;

  /** Starts packing the finished logs still a row an action, if any. */
  start(store: CampaignStore): void {
    const waiting = store.finishedUnpacked();
    if (!waiting.length) return;
    let packed = 0;
    const step = (): void => {
      this.next = null;
      const id = waiting.shift();
      if (id === undefined) {
        if (packed) this.quietly(() => store.giveSpaceBack());
        return;
      }
      this.quietly(() => {
        if (store.packFinished(id)) packed++;
      });
      // requests are served between two packings
      this.next = setImmediate(step).unref();
    };
    this.next = setImmediate(step).unref();
  }

  /** Stops before the store closes (what is packed stays packed; the rest is packed at the next start). */
  stop(): void {
    if (this.next) clearImmediate(this.next);
    this.next = null;
  }

  /** Upkeep that fails (a full disk, a busy file) is tried again at the next start; nothing is lost meanwhile. */
  private quietly(fn: () => void): void {
    try {
      fn();
    } catch {
      /* the log stays a row an action, and opens as it is */
    }
  }
}
