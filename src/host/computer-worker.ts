// The computer players' thread (a worker_threads Worker started by src/host/computer.ts): it keeps one
// ComputerPlayer per seat and answers "what next from this view". It receives the seat's PlayerView and the
// game's options without the seed and the deck's salt: nothing else of the game reaches this thread.
import { parentPort } from 'node:worker_threads';
import { ComputerPlayer } from '../ai/index.js';
import type { ThinkRequest, ThinkReply, WorkerMessage } from './computer.js';

const players = new Map<string, ComputerPlayer>();

function answer(req: ThinkRequest): ThinkReply {
  let ai = players.get(req.key);
  if (!ai || ai.level !== req.level) {
    ai = new ComputerPlayer(req.level, req.options, req.seed, {
      ...(req.budgetScale !== undefined ? { budgetScale: req.budgetScale } : {}),
      ...(req.budgetExtraMs !== undefined ? { budgetExtraMs: req.budgetExtraMs } : {}),
    });
    players.set(req.key, ai);
  }
  const t0 = performance.now();
  const step = ai.nextStep(req.view);
  return {
    id: req.id,
    action: step?.action ?? null,
    ...(step ? { reason: step.reason } : {}),
    thinkMs: Math.round(performance.now() - t0),
  };
}

parentPort?.on('message', (m: WorkerMessage) => {
  try {
    if (m.type === 'think') parentPort!.postMessage(answer(m));
    else if (m.type === 'refused') players.get(m.key)?.refused();
    else if (m.type === 'forget') for (const k of [...players.keys()]) if (k.startsWith(m.prefix)) players.delete(k);
  } catch (e) {
    if (m.type === 'think')
      parentPort!.postMessage({ id: m.id, error: String((e as Error)?.message ?? e) } satisfies ThinkReply);
  }
});
