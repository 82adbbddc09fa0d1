// A killed export leaves no temporary file beside the chosen one after the next start (issue 26, point 12):
// the temporary file is named in a journal in the data folder before it is written (src/store/unfinished-files.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CampaignStore } from '../../../src/store/index.js';
import { beginUnfinished, UNFINISHED_JOURNAL, writeFileWhole } from '../../../src/store/unfinished-files.js';
import { partialNameFor } from '../../../src/store/util.js';
import { tmpDir } from './helpers.js';

describe('files written outside the data folder', () => {
  it('an export killed half-way: its temporary file is removed at the next start, nothing else', () => {
    const data = tmpDir();
    CampaignStore.open(data).close();
    const chosen = tmpDir('fmh-exports-');
    const whole = path.join(chosen, 'Old game.fmh');
    fs.writeFileSync(whole, 'a finished export');
    // what a kill during the write of "New game.fmh" leaves: its temporary file, named in the journal
    const target = path.join(chosen, 'New game.fmh');
    const temp = partialNameFor(target);
    beginUnfinished(data, temp);
    fs.writeFileSync(temp, '{"format": "full-metal-hot-seat/campaign", "log": [');
    // a journal that names a finished file (edited by hand) never removes it
    const list = JSON.parse(fs.readFileSync(path.join(data, UNFINISHED_JOURNAL), 'utf8')) as string[];
    fs.writeFileSync(path.join(data, UNFINISHED_JOURNAL), JSON.stringify([...list, whole, 'relative.partial']));
    expect(fs.readdirSync(chosen).sort()).toEqual(['.New game.fmh.' + process.pid + '.partial', 'Old game.fmh']);

    CampaignStore.open(data).close();
    expect(fs.readdirSync(chosen)).toEqual(['Old game.fmh']);
    expect(fs.existsSync(path.join(data, UNFINISHED_JOURNAL))).toBe(false);
  });

  it('a whole write leaves the file, no temporary file and an empty journal', () => {
    const data = tmpDir();
    const chosen = tmpDir('fmh-exports-');
    const file = path.join(chosen, 'Game.fmh');
    writeFileWhole(data, file, 'content');
    expect(fs.readFileSync(file, 'utf8')).toBe('content');
    expect(fs.readdirSync(chosen)).toEqual(['Game.fmh']);
    expect(fs.existsSync(path.join(data, UNFINISHED_JOURNAL))).toBe(false);
  });
});
