// Computer players: they decide from their seat's PlayerView only (see README.md).
export { ComputerPlayer, think, viewKey, type PlannedStep, type SearchStats, type ThinkOptions } from './player.js';
export { LEVELS, styleFor, type Level, type Style } from './style.js';
export { REASON_TASKS, type Reason, type ReasonTask } from './reason.js';
export { evaluate, projectedScores } from './evaluate.js';
export { playGame, type GameRecord, type OreSetup, type SeatRecord } from './match.js';
export { unsafePieces, type UnsafePiece } from './unsafe.js';
