// Files the application writes outside its data folder (an export, where the player chose), whole or not at all,
// and what a kill half-way leaves (issue 26, point 12). writeFileAtomic writes beside the chosen file under a
// temporary name (`.name.fmh.<pid>.partial`) and renames it; a kill leaves that temporary file, which the
// application could not find again. So its path is written first in a journal in the data folder, taken off once
// the file is whole; the next start (CampaignStore.open) removes every temporary file the journal still names.
import fs from 'node:fs';
import path from 'node:path';
import { partialNameFor, writeFileAtomic } from './util.js';

/** The journal, in the data folder: the temporary files being written, one path a line of a JSON list. */
export const UNFINISHED_JOURNAL = 'unfinished-files.json';

/** Only a name of writeFileAtomic's temporary files is ever removed from a journal's list. */
const TEMPORARY = /^\..+\.\d+\.partial$/;

function journalOf(dataDir: string): string {
  return path.join(dataDir, UNFINISHED_JOURNAL);
}

function listed(dataDir: string): string[] {
  try {
    const list = JSON.parse(fs.readFileSync(journalOf(dataDir), 'utf8')) as unknown;
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

function setListed(dataDir: string, list: string[]): void {
  if (list.length === 0) fs.rmSync(journalOf(dataDir), { force: true });
  else writeFileAtomic(journalOf(dataDir), JSON.stringify(list));
}

/** Names a temporary file in the journal before it is written (what a kill would leave). */
export function beginUnfinished(dataDir: string, temp: string): void {
  setListed(dataDir, [...listed(dataDir).filter((p) => p !== temp), temp]);
}

/** Writes `file` whole or not at all (writeFileAtomic), its temporary file named in the journal meanwhile. */
export function writeFileWhole(dataDir: string, file: string, content: string): void {
  const temp = partialNameFor(file);
  beginUnfinished(dataDir, temp);
  try {
    writeFileAtomic(file, content, temp);
  } finally {
    setListed(
      dataDir,
      listed(dataDir).filter((p) => p !== temp),
    );
  }
}

/**
 * At start: removes every temporary file the journal names (a write killed half-way), then the journal. Only
 * names of temporary files are touched, never a finished file. Returns the paths removed.
 */
export function removeUnfinishedFiles(dataDir: string): string[] {
  const removed: string[] = [];
  for (const p of listed(dataDir)) {
    if (!path.isAbsolute(p) || !TEMPORARY.test(path.basename(p))) continue;
    try {
      if (fs.existsSync(p)) {
        fs.rmSync(p, { force: true });
        removed.push(p);
      }
    } catch {
      /* a folder gone or read-only: nothing of ours to remove there */
    }
  }
  try {
    setListed(dataDir, []);
    // the journal's own temporary file, when a write of the journal was killed
    for (const n of fs.readdirSync(dataDir))
      if (n.startsWith(`.${UNFINISHED_JOURNAL}.`) && TEMPORARY.test(n))
        fs.rmSync(path.join(dataDir, n), { force: true });
  } catch {
    /* a read-only data folder: the store's own open says so */
  }
  return removed;
}
