// The one door: apply(state, action) -> Result. The input is parsed once (parse.ts); each action type has
// its handler in the file of its concept (landing, deployment, movement, transport, building, fire,
// capture, end-of-turn, lift-off); every rule check ends in a reason code (refusals.ts).
import { handleBuild } from './building.js';
import { handleCapture } from './capture.js';
import { no } from './checks.js';
import { handleDeploy } from './deployment.js';
import { handleEndTurn } from './end-of-turn.js';
import { handleFire, handleRebuild } from './fire.js';
import { handleLand } from './landing.js';
import { handleLiftOff } from './lift-off.js';
import { noteDescent } from './lineage.js';
import { handleMove } from './movement.js';
import { hasLineage } from './occupancy.js';
import { parseAction, type ParsedAction } from './parse.js';
import { boardOf } from './pieces.js';
import { refuse } from './refusals.js';
import { handleLoad, handleUnload } from './transport.js';
import type { GameState, Result } from './types.js';

export function apply(state: GameState, action: unknown): Result {
  try {
    const type = action && typeof action === 'object' ? (action as { type?: unknown }).type : undefined;
    if (state.phase === 'over' && typeof type === 'string' && Object.hasOwn(HANDLERS, type))
      return no(state, refuse('WRONG_PHASE', 'the game is over', { why: 'gameOver', phase: state.phase }));
    const a = parseAction(boardOf(state), action);
    if ('code' in a) return no(state, a);
    const r = handle(state, a);
    // Every state the door hands out knows the state it came from: caches are patched along that line only.
    if (!hasLineage(r.state)) noteDescent(state, r.state, null);
    return r;
  } catch (e) {
    // A rules bug must not lose the game: refuse, keep the state, say what happened.
    return no(
      state,
      refuse('BAD_INPUT', `internal error: ${(e as Error).message}`, { why: 'internal', detail: (e as Error).message }),
    );
  }
}

/** Which handler takes each parsed action. */
function handle(s: GameState, a: ParsedAction): Result {
  switch (a.type) {
    case 'land':
      return handleLand(s, a);
    case 'deploy':
      return handleDeploy(s, a);
    case 'move':
      return handleMove(s, a);
    case 'load':
      return handleLoad(s, a);
    case 'unload':
      return handleUnload(s, a);
    case 'build':
      return handleBuild(s, a);
    case 'fire':
      return handleFire(s, a);
    case 'capture':
      return handleCapture(s, a);
    case 'rebuildTower':
      return handleRebuild(s, a);
    case 'liftOff':
      return handleLiftOff(s, a);
    case 'endTurn':
      return handleEndTurn(s, a);
  }
}

const HANDLERS: Record<ParsedAction['type'], true> = {
  land: true,
  deploy: true,
  move: true,
  load: true,
  unload: true,
  build: true,
  fire: true,
  capture: true,
  rebuildTower: true,
  liftOff: true,
  endTurn: true,
};
