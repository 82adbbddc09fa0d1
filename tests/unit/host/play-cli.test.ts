// `npm run play` (src/cli/play.ts): a person plays a campaign against a computer seat from a terminal, one process
// per call. Here each call is `runPlay` on the same store folder, with a fresh host each time as the processes have.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay, type Action, type GameOptions } from '../../../src/engine/index.js';
import { runPlay } from '../../../src/cli/play.js';
import { tmpDir } from './helpers.js';

async function play(...argv: string[]): Promise<{ code: number; text: string }> {
  const lines: string[] = [];
  const code = await runPlay(argv, (l) => lines.push(l));
  return { code, text: lines.join('\n') };
}

describe('npm run play', () => {
  it('lands, deploys, ends a turn and prints the computer turn, refusals with their reason', async () => {
    const store = tmpDir('fmh-play-');
    const made = await play('new', '--store', store, '--seed', '7', '--level', 'easy');
    expect(made.code).toBe(0);
    expect(made.text).toMatch(/you are red, easy is blue/);
    expect(made.text).toMatch(/turn 1 landing/);
    // a spot of the host's own list, then the landing passes the turn: the computer's turn is printed
    const spots = await play('spots', '--store', store);
    const [at, orientation] = spots.text.trim().split('\n')[0]!.trim().split(/\s+/);
    const landed = await play('act', '--store', store, `land ${at} ${orientation}`);
    expect(landed.code).toBe(0);
    expect(landed.text).toMatch(/ok #\d+ t1 red: land/);
    // the same position reopened by another call; a deployment too far away is refused with the engine's reason
    const shown = await play('show', '--store', store);
    expect(shown.text).toMatch(/turn 2 deploy/);
    expect(shown.text).toMatch(/deployable now: .*red\.crab/);
    // the board's other end from where it landed
    const away = Number(at!.split(',')[0]) < 18 ? '35,20' : '1,1';
    const far = await play('act', '--store', store, `deploy crab ${away}`);
    expect(far.code, far.text).toBe(1);
    expect(far.text).toMatch(new RegExp(`REFUSED "deploy crab ${away}": [A-Z_]+: \\S+`));
    const typo = await play('act', '--store', store, 'deploy crab nowhere');
    expect(typo.text).toMatch(/REFUSED "deploy crab nowhere": "nowhere" is not a hex/);
    // a legal deployment and the end of the turn: the computer plays its turn 2 (or 3) and it is printed
    const where = (await play('spots', '--store', store, 'crab')).text.trim().split(' ')[0]!;
    let ended = await play('act', '--store', store, `deploy crab ${where}; end`);
    expect(ended.code).toBe(0);
    expect(ended.text).toMatch(/ok #\d+ t2 red: deploy red\.crab/);
    // when the next turn starts with red (the order of play is drawn), the computer plays after red's turn 3
    if (!ended.text.includes("the computer's turn")) ended = await play('end', '--store', store);
    expect(ended.text).toMatch(/the computer's turn:\n(\s+#\d+ t\d blue: .*\n)*\s+#\d+ t\d blue: end/);
    expect(ended.text).toMatch(/your pieces \(\d+\):\n(.*\n)*\s+red\.crab\s+crab\s+\d+,\d+/);
    // a go says what it costs before it is played; `cost` says it and plays nothing
    const [to, , cost] = (await play('dest', '--store', store, 'crab')).text.trim().split('\n')[0]!.trim().split(/\s+/);
    const said = new RegExp(`go red\\.crab to ${to}: ${cost} AP of (\\d+) left`);
    const priced = await play('cost', '--store', store, 'crab', to!);
    expect(priced.code, priced.text).toBe(0);
    expect(priced.text).toMatch(new RegExp(`^${said.source}$`));
    const gone = await play('act', '--store', store, `go crab ${to}`);
    expect(gone.text).toMatch(new RegExp(`${said.source}\\nok #\\d+ t\\d+ red: `));
    // the points left were those before the go (the cost command played nothing)
    expect(said.exec(gone.text)![1]).toBe(said.exec(priced.text)![1]);
    // any moment as the game itself (--log): replayed, it is the position the log printed; the landing is no scenario
    const moment = path.join(store, 'moment.json');
    expect((await play('export', '--store', store, '--seq', '3', '--out', moment, '--log')).code).toBe(0);
    const m = JSON.parse(fs.readFileSync(moment, 'utf8')) as { options: GameOptions; log: Action[] };
    expect(m.log).toHaveLength(3);
    const r = replay(m.options, m.log);
    expect(r.failedAt).toBeNull();
    expect(r.state.phase).toBe('deploy');
    const scenario = await play('export', '--store', store, '--seq', '1', '--out', moment);
    expect(scenario.code).toBe(2);
    expect(scenario.text).toMatch(/no scenario at action 1: .*\(--log writes any moment\)/);
  }, 120_000);

  it('says what is wrong with a command, and changes nothing', async () => {
    const store = tmpDir('fmh-play-');
    expect((await play('show')).code).toBe(2);
    const none = await play('show', '--store', store);
    expect(none.code).toBe(2);
    expect(none.text).toMatch(/no campaign in this store/);
  });
});
