export * from './store.js';
export {
  openDatabase,
  inspectFile,
  createAtVersion,
  StoreFileError,
  SCHEMA_VERSION,
  APPLICATION_ID,
  STORE_FILE_NAME,
  PARTIAL_SUFFIX,
  removeStaleBackups,
} from './db.js';
export {
  canonicalJson,
  sha256,
  chainHash,
  encodePng,
  parseColour,
  writeFileAtomic,
  safeFileName,
  jsonDepth,
  FILE_MAX_DEPTH,
} from './util.js';
export { thumbnail } from './thumbnail.js';
export * from './schema.js';
export * from './limits.js';
export * from './unfinished-files.js';
export { seal, unseal } from './seal.js';
export { DataFolderLock, LOCK_FILE_NAME } from './lock.js';
export * from './league.js';
