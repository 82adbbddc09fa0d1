// Any campaign the application writes can be exported and imported back (issue 26, point 5): the import's limits
// are set from what the application writes (src/store/limits.ts), a real-length campaign and a 20,000-row one go
// through, and the host stops taking back before a campaign can outgrow them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, newGame, type Action } from '../../../src/engine/index.js';
import { barrierOf } from '../../../src/engine/takeback.js';
import type { Host } from '../../../src/host/host.js';
import type { SessionView } from '../../../src/host/contract.js';
import { computerGame, padWithTakeBacks, playOnHost, type ComputerGame } from '../../../src/cli/computer-campaign.js';
import {
  IMPORT_MAX_ACTIONS,
  IMPORT_MAX_BYTES,
  REAL_GAME_ACTIONS,
  RULES_MAX_ACTIONS,
  TAKE_BACK_LOG_LIMIT,
} from '../../../src/store/limits.js';
import { must, newHost } from './helpers.js';

let game: ComputerGame;
let host: Host;
/** The real game's export, stopped two actions before its end (still being played). */
let real: string;
let realId: string;
/** The same game exported just before a plain move of turn 24 (`late`), and that move. */
let late: string;
let lateMove: Action;

/** The first plain move of turn 24 or later: one that could be taken back (it reveals nothing). */
function lateMoveIndex(g: ComputerGame): number {
  let state = newGame({ ...g.options });
  for (const [i, a] of g.log.entries()) {
    const r = apply(state, a);
    if (state.turn >= 24 && a.type === 'move' && r.ok && !barrierOf(state, a, r.state, r.events)) return i;
    state = r.state;
  }
  throw new Error('no plain move late in the game');
}

beforeAll(async () => {
  game = computerGame(1);
  const k = lateMoveIndex(game);
  lateMove = game.log[k]!;
  host = newHost({ deckSalt: 'none' }).host;
  let played = 0;
  realId = (
    await playOnHost(host, game, {
      upTo: game.log.length - 2,
      after: async (_a, session) => {
        if (++played === k)
          late = (must(await host.call('campaign.export', { id: session.campaignId })) as { content: string }).content;
      },
    })
  ).id;
  real = (must(await host.call('campaign.export', { id: realId })) as { content: string }).content;
}, 300_000);
afterAll(() => host?.close());

const rowsOf = (content: string) => (JSON.parse(content) as { log: unknown[] }).log.length;

describe('the import limits against what the application writes', () => {
  it('a real-length game (~1,100 actions, moves hex by hex) exports and imports back whole', async () => {
    expect(game.log.length).toBeGreaterThan(900);
    expect(Math.abs(game.log.length - REAL_GAME_ACTIONS)).toBeLessThan(REAL_GAME_ACTIONS / 2);
    expect(rowsOf(real)).toBe(game.log.length - 2);
    // far under the limits: the limits are a real game's size with margin
    expect(Buffer.byteLength(real)).toBeLessThan(IMPORT_MAX_BYTES / 20);
    expect(rowsOf(real) * 9).toBeLessThan(TAKE_BACK_LOG_LIMIT);
    const copy = must(await host.call('campaign.import', { content: real, fileName: 'real.fmh' }));
    expect(copy.actions).toBe(rowsOf(real));
    // and it plays on to the same end as the original
    const opened = must(await host.call('campaign.open', { id: realId }));
    expect(opened.turn).toBe(25);
  });

  it('a 20,000-row campaign (a move taken back again and again) imports, opens and exports back', async () => {
    const padded = padWithTakeBacks(real, game, IMPORT_MAX_ACTIONS);
    expect(rowsOf(padded)).toBe(IMPORT_MAX_ACTIONS);
    expect(Buffer.byteLength(padded)).toBeLessThan(IMPORT_MAX_BYTES / 2);
    const copy = must(await host.call('campaign.import', { content: padded, fileName: 'long.fmh' }));
    expect(copy.actions).toBe(IMPORT_MAX_ACTIONS);
    const opened = must(await host.call('campaign.open', { id: copy.id }));
    expect(opened.turn).toBe(25);
    const again = must(await host.call('campaign.export', { id: copy.id })) as { content: string };
    expect(rowsOf(again.content)).toBe(IMPORT_MAX_ACTIONS);
    must(await host.call('campaign.import', { content: again.content, fileName: 'again.fmh' }));
    // one row more is not a file the application writes
    const over = await host.call('campaign.import', {
      content: padWithTakeBacks(real, game, IMPORT_MAX_ACTIONS + 2),
      fileName: 'over.fmh',
    });
    expect(!over.ok && over.error.code).toBe('BAD_FILE');
  }, 120_000);

  it('the host takes nothing back once the log holds TAKE_BACK_LOG_LIMIT rows: the rest of the game fits', async () => {
    expect(TAKE_BACK_LOG_LIMIT + RULES_MAX_ACTIONS).toBe(IMPORT_MAX_ACTIONS);
    // a campaign just under the limit, its player's turn on, a plain move to play next: it may be taken back
    const parity = (TAKE_BACK_LOG_LIMIT - rowsOf(late)) % 2;
    const playMoveAt = async (rows: number): Promise<SessionView> => {
      const file = padWithTakeBacks(late, game, rows);
      const copy = must(await host.call('campaign.import', { content: file, fileName: `${rows}.fmh` }));
      const sv = must(await host.call('campaign.open', { id: copy.id }));
      must(await host.call('game.seat', { player: sv.handoff!.next }));
      return must(await host.call('game.act', { action: lateMove })).session;
    };
    // (the move makes the log one row longer: under the limit, then at it)
    let sv = await playMoveAt(TAKE_BACK_LOG_LIMIT - 2 - parity);
    expect(sv.takeBack).toMatchObject({ ok: true });
    // at the limit: the move is not offered for taking back, and a take-back is refused, saying why
    sv = await playMoveAt(TAKE_BACK_LOG_LIMIT - parity);
    expect(sv.takeBack).toMatchObject({ ok: false, error: { code: 'FORBIDDEN', params: { why: 'logFull' } } });
    const refused = await host.call('game.takeBack');
    expect(!refused.ok && [refused.error.code, refused.error.params.why]).toEqual(['FORBIDDEN', 'logFull']);
  }, 120_000);
});
