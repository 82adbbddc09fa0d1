// The host's side of the computer players: a worker thread that thinks (src/host/computer-worker.ts),
// so the host keeps answering the screen while a computer seat decides. One request at a time.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Action, GameOptions } from '../engine/types.js';
import type { PlayerView } from '../engine/view-types.js';
import type { PublicOptions } from '../engine/index.js';
import type { ComputerLevel } from './contract.js';
import type { Reason } from '../ai/index.js';

export interface ThinkRequest {
  type: 'think';
  id: number;
  /** Campaign and seat: the worker keeps one player (and its plan) per key. */
  key: string;
  level: ComputerLevel;
  options: PublicOptions;
  seed: number;
  view: PlayerView;
  budgetScale?: number;
  /** Added to the level's budget: the seat's handicap (< 0) or advantage (> 0) in seconds. */
  budgetExtraMs?: number;
}
export type WorkerMessage = ThinkRequest | { type: 'refused'; key: string } | { type: 'forget'; prefix: string };
export interface ThinkReply {
  id: number;
  action?: Action | null;
  /** Why the computer plays it (the coach says it). */
  reason?: Reason;
  thinkMs?: number;
  error?: string;
}

/** What the computer may know of the options: neither the seed nor the deck's salt (they decide the tides to come). */
export function publicOptions(options: GameOptions): PublicOptions {
  // the salts (the deck's, an imported copy's redraws) would rebuild the tides to come: never to a computer seat
  const { seed: _seed, deckSalt: _salt, redraws: _redraws, ...rest } = options;
  return rest;
}

/** The bundled worker's file name beside the main bundle (electron/scripts/build.ts and src/web/launch.mjs make it). */
export const COMPUTER_WORKER_BUNDLE = 'computer-worker.cjs';

/** Longest a level may think before the host gives up on the thread (its budget is 1 to 10 s; the rest is margin on a busy machine). */
const GIVE_UP_MS = 60_000;

/**
 * The worker's entry: the bundled CommonJS beside the main bundle (Electron's, inside its asar archive when
 * packaged, and web mode's), else the TypeScript source through tsx (tests, `npm run dev`).
 */
function workerEntry(): string {
  const js = fileURLToPath(new URL(`./${COMPUTER_WORKER_BUNDLE}`, import.meta.url));
  return fs.existsSync(js) ? js : fileURLToPath(new URL('./computer-worker-dev.mjs', import.meta.url));
}

export class ComputerThread {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending = new Map<number, { resolve: (r: ThinkReply) => void; timer: ReturnType<typeof setTimeout> }>();

  private get thread(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(workerEntry());
    w.unref();
    w.on('message', (r: ThinkReply) => this.settle(r.id, r));
    const fail = (why: string) => {
      if (this.worker !== w) return;
      this.worker = null;
      for (const id of [...this.pending.keys()]) this.settle(id, { id, error: why });
    };
    w.on('error', (e) => fail(String(e?.message ?? e)));
    w.on('exit', (code) => fail(`the computer players' thread stopped (${code})`));
    this.worker = w;
    return w;
  }

  private settle(id: number, r: ThinkReply): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    clearTimeout(p.timer);
    p.resolve(r);
  }

  /** The seat's next action from its view (null: nothing to do), or an error in words. */
  think(req: Omit<ThinkRequest, 'type' | 'id'>): Promise<ThinkReply> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        // a thread that does not answer is replaced: the next request starts a fresh one
        const w = this.worker;
        this.worker = null;
        void w?.terminate();
        this.settle(id, { id, error: 'the computer player did not answer in time' });
      }, GIVE_UP_MS);
      this.pending.set(id, { resolve, timer });
      try {
        this.thread.postMessage({ type: 'think', id, ...req } satisfies ThinkRequest);
      } catch (e) {
        this.settle(id, { id, error: String((e as Error)?.message ?? e) });
      }
    });
  }

  refused(key: string): void {
    this.worker?.postMessage({ type: 'refused', key } satisfies WorkerMessage);
  }

  /** Forgets the plans of a campaign's seats (closed, or a seat that changed hands). */
  forget(prefix: string): void {
    this.worker?.postMessage({ type: 'forget', prefix } satisfies WorkerMessage);
  }

  close(): void {
    const w = this.worker;
    this.worker = null;
    for (const id of [...this.pending.keys()]) this.settle(id, { id, error: 'closed' });
    void w?.terminate();
  }
}
