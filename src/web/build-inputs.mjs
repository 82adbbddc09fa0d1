// @ts-check
// What a build was made from: every input file's SHA-256 (and the build's mode), written beside the build
// by the build itself (the renderer's vite config, the web server's bundler) and checked by `npm run web`
// before serving it. A build is reused only when every file it was made from is unchanged: a build is a cache,
// and a cache may only serve what was derived from the very inputs it was built for.
// Plain JavaScript: `npm run web` reads it with Node alone, before anything is compiled.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ mode: string; files: Record<string, string> }} BuildInputs
 *   files: path relative to the project's root (forward slashes) -> SHA-256 of its content.
 */

/** @param {string} file */
function digest(file) {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/**
 * Records the inputs of a build.
 * @param {string} root the project's root
 * @param {string} stampFile where to write the record
 * @param {string} mode the build's mode ('production', 'e2e'...)
 * @param {Iterable<string>} files absolute paths of the inputs (files that do not exist are left out)
 */
export function writeBuildInputs(root, stampFile, mode, files) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const f of [...new Set(files)].sort()) {
    if (!path.isAbsolute(f) || !fs.existsSync(f) || !fs.statSync(f).isFile()) continue;
    out[path.relative(root, f).split(path.sep).join('/')] = digest(f);
  }
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  /** @type {BuildInputs} */
  const record = { mode, files: out };
  const aside = `${stampFile}.${process.pid}.tmp`;
  fs.writeFileSync(aside, JSON.stringify(record, null, 1));
  fs.renameSync(aside, stampFile);
}

/**
 * Why a build must be made again, or null when it was made in this mode from the files as they are now.
 * @param {string} root the project's root
 * @param {string} stampFile the record written with the build
 * @param {string} mode the mode wanted
 * @param {string[]} outputs files the build must have produced (relative to root)
 * @returns {string | null}
 */
export function staleReason(root, stampFile, mode, outputs) {
  /** @type {BuildInputs} */
  let record;
  try {
    record = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  } catch {
    return 'never built';
  }
  if (!record || typeof record.files !== 'object' || record.files === null) return 'no record of its inputs';
  if (record.mode !== mode) return `built in ${record.mode} mode`;
  for (const out of outputs) if (!fs.existsSync(path.join(root, out))) return `${out} is missing`;
  const files = Object.entries(record.files);
  if (files.length === 0) return 'no record of its inputs';
  for (const [rel, hash] of files) {
    const file = path.join(root, rel);
    if (!fs.existsSync(file)) return `${rel} is gone`;
    if (digest(file) !== hash) return `${rel} changed`;
  }
  return null;
}
