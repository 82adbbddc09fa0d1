// Boards: the original, the folded board, the modular board, generated planets; their check and map codes.
// Pure code on the engine's board: no DOM, no Node.
export {
  generate,
  parseSpec,
  foldedTerrain,
  FOLD_COLUMNS,
  KINDS,
  MAX_ATTEMPTS,
  sourceOf,
  titleOf,
  type BoardSource,
  type BoardSpec,
  type BoardFile,
  type Generated,
  type Kind,
} from './generate.js';
export { checkBoard, failureText, RULES, type CheckFailure, type CheckResult, type Spot } from './check.js';
export { encodeMapCode, decodeMapCode, problemText, type MapCodeKind, type MapCodeProblem } from './code.js';
export { readBoardFile, type LoadedBoard } from './file.js';
export { DEFAULT_SLIDERS, PLANET_SIZES, type Sliders } from './planet.js';
export {
  MODULE_COUNT,
  MODULE_CELLS,
  COMPACT_POSITIONS,
  makeModules,
  assemble,
  arrangementError,
  arrangementMessage,
  type Placement,
  type Module,
} from './modular.js';
