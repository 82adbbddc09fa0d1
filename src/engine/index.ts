// The rules engine's public surface. The engine imports nothing of ours but its own files.
export * from './types.js';
export * from './view-types.js';
export { getBoard, registerMap, type Board, type MapData } from './board.js';
export { newGame, isPlayerId, PLAYER_ID_RULE } from './setup.js';
export { outermost } from './pieces.js';
export { apply } from './apply.js';
export { replay } from './replay.js';
export { upgradeState } from './upgrade.js';
export { playerView } from './view.js';
export {
  legalDestinations,
  pieceAbilities,
  fireZones,
  forecastFor,
  activePlayer,
  scoresNow,
  scoresDetail,
  liftOffWaitingFor,
  landingSpots,
  deploySpots,
  isStuck,
  ownerOf,
} from './queries.js';
export { whyNotReach } from './unreachable.js';
export { REFUSAL_WHYS, refusalCases } from './refusals.js';
export { CURRENT_RULINGS, RULINGS, rulingsOf, type Rulings } from './rulings.js';
export { forecastReach, redrawHidden, redrawsAfterRow, redrawsAt } from './redraw.js';
export { outcomeHiddenFrom } from './preview.js';
export { holdingFor } from './neutralisation.js';
export { vocabulary } from './vocabulary.js';
// The same facts for code that computes with them (the computer players): terrain codes, what is land
// at each tide, what each piece may stand on, the classes of pieces, reaches, capacities.
export { T_PLAIN, T_SEA, T_MARSH, T_REEF, T_MOUNTAIN, TIDES, landAt } from './board.js';
export { terrainUse } from './terrain.js';
export { creditFor } from './turns.js';
export {
  DESTRUCTORS,
  SEA_TYPES,
  LAND_TYPES,
  CAPACITY,
  REACH,
  MOUNTAIN_REACH,
  astronefHexes,
  sizeOf,
} from './pieces.js';
export { loadScenario, runScenario, type Scenario, type ScenarioOutcome } from './scenario.js';
export { playRandomGame, randomStep, Rand } from './random-play.js';
export {
  TakeBackTrail,
  takeBackCheck,
  barrierOf,
  TAKE_BACK_REASONS,
  type TakeBackRefusal,
  type TakeBackReason,
  type TakeBackRule,
  type TakeBackStep,
  type Revealed,
} from './takeback.js';
export { determinise, type PublicOptions } from './determinise.js';
