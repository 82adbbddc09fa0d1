// The debrief's thread (a worker_threads Worker started by src/host/debrief.ts): the figures of a finished
// game and the hard player's turns in a player's place take from a tenth of a second to a few seconds, so the
// host keeps answering the screen meanwhile. It receives a finished game (options and log): nothing is hidden.
import { parentPort } from 'node:worker_threads';
import { playerView, replay } from '../engine/index.js';
import { debriefFigures } from '../debrief/figures.js';
import { hardAlternative } from '../debrief/alternative.js';
import type { DebriefReply, DebriefRequest } from './debrief.js';

function answer(req: DebriefRequest): DebriefReply {
  if (req.type === 'figures') return { id: req.id, figures: debriefFigures(req.options, req.log) };
  const alt = hardAlternative(req.options, req.log, req.judged);
  const start = replay(req.options, req.log.slice(0, req.judged.fromSeq)).state;
  const end = replay(req.options, req.log.slice(req.judged.fromSeq, req.judged.toSeq), {
    state: start,
    index: 0,
  }).state;
  return {
    id: req.id,
    turn: {
      player: req.judged.player,
      turn: req.judged.turn,
      fromSeq: req.judged.fromSeq,
      toSeq: req.judged.toSeq,
      played: alt.played,
      hard: alt.gain,
      hardActions: alt.actions,
      start: playerView(start, null),
      playedEnd: playerView(end, null),
      hardEnd: playerView(alt.state, null),
    },
  };
}

parentPort?.on('message', (m: DebriefRequest) => {
  try {
    parentPort!.postMessage(answer(m));
  } catch (e) {
    parentPort!.postMessage({ id: m.id, error: String((e as Error)?.message ?? e) } satisfies DebriefReply);
  }
});
