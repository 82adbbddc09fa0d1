// The debrief of a finished game (issue 29): its figures (src/debrief) computed in a worker thread
// (src/host/debrief-worker.ts), kept per campaign once computed. A game is debriefed once it is over only:
// before that, the full state is nobody's business.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Action, GameOptions, PlayerId } from '../engine/types.js';
import type { DebriefFigures, TurnJudged } from '../debrief/figures.js';
import type { DebriefTurn } from './contract.js';

export type DebriefRequest =
  | { type: 'figures'; id: number; options: GameOptions; log: Action[] }
  | { type: 'turn'; id: number; options: GameOptions; log: Action[]; judged: TurnJudged };
export interface DebriefReply {
  id: number;
  figures?: DebriefFigures;
  turn?: Omit<DebriefTurn, 'which'>;
  error?: string;
}

/** The hard player thinks untimed here (a few seconds on a busy machine); past this the thread is replaced. */
const GIVE_UP_MS = 120_000;

/** The bundled worker's file name beside the main bundle (electron/scripts/build.ts and src/web/launch.mjs make it). */
export const DEBRIEF_WORKER_BUNDLE = 'debrief-worker.cjs';

/** The bundled CommonJS beside the main bundle (inside the asar archive when packaged), else the TypeScript through tsx. */
function workerEntry(): string {
  const js = fileURLToPath(new URL(`./${DEBRIEF_WORKER_BUNDLE}`, import.meta.url));
  return fs.existsSync(js) ? js : fileURLToPath(new URL('./debrief-worker-dev.mjs', import.meta.url));
}

export class DebriefThread {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending = new Map<number, { resolve: (r: DebriefReply) => void; timer: ReturnType<typeof setTimeout> }>();
  /** Per campaign and log length: the figures, and each judged turn beside the hard player's. */
  private figures = new Map<string, Promise<DebriefFigures>>();
  private turns = new Map<string, Promise<DebriefTurn>>();

  private get thread(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(workerEntry());
    w.unref();
    w.on('message', (r: DebriefReply) => this.settle(r.id, r));
    const fail = (why: string) => {
      if (this.worker !== w) return;
      this.worker = null;
      for (const id of [...this.pending.keys()]) this.settle(id, { id, error: why });
    };
    w.on('error', (e) => fail(String(e?.message ?? e)));
    w.on('exit', (code) => fail(`the debrief's thread stopped (${code})`));
    this.worker = w;
    return w;
  }

  private settle(id: number, r: DebriefReply): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    clearTimeout(p.timer);
    p.resolve(r);
  }

  private ask(req: DebriefRequest): Promise<DebriefReply> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        const w = this.worker;
        this.worker = null;
        void w?.terminate();
        this.settle(req.id, { id: req.id, error: 'the debrief took too long' });
      }, GIVE_UP_MS);
      this.pending.set(req.id, { resolve, timer });
      try {
        this.thread.postMessage(req);
      } catch (e) {
        this.settle(req.id, { id: req.id, error: String((e as Error)?.message ?? e) });
      }
    });
  }

  /** The figures of a finished game (computed once per campaign; a failure is not kept). */
  figuresOf(campaign: string, options: GameOptions, log: Action[]): Promise<DebriefFigures> {
    const key = `${campaign}:${log.length}`;
    let p = this.figures.get(key);
    if (!p) {
      p = this.ask({ type: 'figures', id: this.nextId++, options, log }).then((r) => {
        if (!r.figures) throw new Error(r.error ?? 'no figures');
        return r.figures;
      });
      p.catch(() => this.figures.delete(key));
      this.figures.set(key, p);
    }
    return p;
  }

  /** One player's best or worst turn beside the hard player's turn in his place. */
  async turnOf(
    campaign: string,
    options: GameOptions,
    log: Action[],
    player: PlayerId,
    which: 'best' | 'worst',
  ): Promise<DebriefTurn | null> {
    const figures = await this.figuresOf(campaign, options, log);
    const judged = figures.turns[player]?.[which];
    if (!judged) return null;
    const key = `${campaign}:${log.length}:${player}:${judged.fromSeq}`;
    let p = this.turns.get(key);
    if (!p) {
      p = this.ask({ type: 'turn', id: this.nextId++, options, log, judged }).then((r) => {
        if (!r.turn) throw new Error(r.error ?? 'no turn');
        return { ...r.turn, which };
      });
      p.catch(() => this.turns.delete(key));
      this.turns.set(key, p);
    }
    return { ...(await p), which };
  }

  /** Forgets a campaign's debrief (it was deleted, or a take-back changed its end). */
  forget(campaign: string): void {
    for (const m of [this.figures, this.turns] as Map<string, unknown>[])
      for (const k of [...m.keys()]) if (k.startsWith(`${campaign}:`)) m.delete(k);
  }

  close(): void {
    const w = this.worker;
    this.worker = null;
    for (const id of [...this.pending.keys()]) this.settle(id, { id, error: 'closed' });
    void w?.terminate();
  }
}
