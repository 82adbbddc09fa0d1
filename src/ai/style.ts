// The levels: one planner, tuned by a style (what it looks at, how it weighs things, how much noise).
export type Level = 'random' | 'easy' | 'normal' | 'hard';
export const LEVELS: readonly Level[] = ['random', 'easy', 'normal', 'hard'];

export interface Style {
  /** Avoids ending a turn on a hex the next tide will drown (known from the forecast, else feared). */
  useForecast: boolean;
  /** Keeps pieces out of the hexes enemy destructors could bring under fire next turn. */
  threatAware: boolean;
  /**
   * The threat of next turn reckoned exactly (`exactThreatMap`: each enemy's real points, paths and the
   * pieces aboard his astronefs), not from a few hexes of movement around each destructor.
   */
  exactThreat: boolean;
  /** A harvester sets out only for ore from which it can still come home before the take-off. */
  tripsComeHome: boolean;
  /** Destructors kept aboard come out through a pode to strike a valuable enemy piece within reach. */
  sorties: boolean;
  /**
   * Sets its harvesters down by their routes to ore at each tide, not by the ore's distance as the crow
   * flies (a barge in a pool closed at low tide reaches no ore then).
   */
  deployByRoutes: boolean;
  /** Harvests with the barge too (the crab always). */
  useBarge: boolean;
  /** Harvests with the pondeuse too (otherwise it stays a forecaster and builder). */
  usePondeuse: boolean;
  /** Moves destructors into range to shoot; otherwise only shoots what is already in range. */
  strikeMoves: boolean;
  /**
   * Keeps points unspent (banked for next turn) when a worthwhile strike needs more than this turn's points
   * but fits in next turn's credit plus the bank (`tasks/bank.ts`).
   */
  banksForStrike: boolean;
  /** Captures enemy pieces in contact, shoots towers and takes astronefs. */
  captures: boolean;
  /** Chance of taking another worthwhile candidate than the best one (drawn among all of them). */
  noise: number;
  /** Guards its astronef: destructors (from outside or from aboard) near a pode that enemy destructors could reach. */
  guards: boolean;
  /** Hunts lone enemy harvesters over two turns: a pair of destructors closes in, out of enemy cover, then fires. */
  hunts: boolean;
  /** Ferries a crab cut off from every ore (no land route) across the sea with its barge. */
  ferries: boolean;
  /** Weight of destroying enemy pieces against harvesting. */
  aggression: number;
  /** Weight of the danger a piece ends its turn in. */
  caution: number;
  /** How many tanks (and the super tank) are deployed on turn 2. */
  deployTanks: number;
  /** Extra turns of margin when pieces head home for the take-off. */
  homeMargin: number;
  /**
   * A crab stuck by the tide or carried still counts when the pondeuse decides to build one (otherwise it
   * turns an ore, two points, into a second crab while the first only waits for the tide).
   */
  countsEveryCrab: boolean;
  /**
   * An enemy astronef with one tower left is worth all it holds: the nearest destructors come to shoot the
   * last tower and take it (the others value it at a capped share and only when already near).
   */
  assaults: boolean;
  /** Scores a landing spot by its harvesters' routes to the ore (crab over land, barge by sea), not the crow's. */
  landsByRoutes: boolean;
  /** Pondeuse builds crabs up to this many crabs in play. */
  maxCrabs: number;
  /**
   * Thinking budget per turn, milliseconds (a person waits for it). Hard's was 10 s until session 9: it spent
   * it all (~9 s a turn in the app) with no gain shown over 1 s of CPU (src/ai/README.md, "Session 9").
   */
  budgetMs: number;
  /** Hard: how many candidate turns are tried, and against how many sampled hidden states. */
  portfolio: number;
  samples: number;
  /** Hard: how many of my turns a rollout plays (1: only the others' replies; 2: also my next turn and theirs). */
  depth: number;
  /** Hard: how many of the best candidates a second round plays again, on how many more samples. */
  finalists: number;
  extraSamples: number;
}

export function styleFor(level: Exclude<Level, 'random'>): Style {
  switch (level) {
    case 'easy':
      return {
        useForecast: false,
        threatAware: false,
        exactThreat: false,
        tripsComeHome: false,
        deployByRoutes: false,
        countsEveryCrab: false,
        assaults: false,
        landsByRoutes: false,
        sorties: false,
        useBarge: false,
        usePondeuse: false,
        strikeMoves: false,
        banksForStrike: false,
        captures: false,
        guards: false,
        hunts: false,
        ferries: false,
        noise: 0.5,
        aggression: 0.6,
        caution: 0,
        deployTanks: 2,
        homeMargin: 1,
        maxCrabs: 1,
        budgetMs: 1000,
        portfolio: 1,
        samples: 1,
        depth: 1,
        finalists: 1,
        extraSamples: 0,
      };
    case 'normal':
      return {
        useForecast: true,
        threatAware: true,
        exactThreat: false,
        tripsComeHome: false,
        deployByRoutes: false,
        countsEveryCrab: false,
        assaults: false,
        landsByRoutes: false,
        sorties: false,
        useBarge: true,
        usePondeuse: true,
        strikeMoves: true,
        banksForStrike: false,
        captures: true,
        guards: false,
        hunts: false,
        ferries: false,
        noise: 0,
        aggression: 1,
        caution: 1,
        deployTanks: 2,
        homeMargin: 1,
        maxCrabs: 1,
        budgetMs: 3000,
        portfolio: 1,
        samples: 1,
        depth: 1,
        finalists: 1,
        extraSamples: 0,
      };
    case 'hard':
      return {
        useForecast: true,
        threatAware: true,
        exactThreat: true,
        tripsComeHome: true,
        deployByRoutes: true,
        countsEveryCrab: true,
        assaults: true,
        landsByRoutes: true,
        sorties: true,
        useBarge: true,
        usePondeuse: true,
        strikeMoves: true,
        banksForStrike: true,
        captures: true,
        guards: true,
        hunts: true,
        ferries: true,
        noise: 0,
        aggression: 1.2,
        caution: 1,
        deployTanks: 2,
        homeMargin: 1,
        maxCrabs: 1,
        budgetMs: 3000,
        portfolio: 6,
        samples: 1,
        depth: 2,
        finalists: 3,
        extraSamples: 1,
      };
  }
}
