import module from 'node:module';

/**
 * Each worker thread (a file, a PDF, a bank statement, a long SQLite read) is a Node instance of its
 * own that strips the types of every `.ts` file it loads and compiles it again: ~30 MB of resident
 * memory and a slower start per thread. Node's compile cache keeps both on disk, keyed by the file's
 * content and Node's version, so a changed file is never served stale. The main thread uses it from
 * here on, and every thread started later inherits it through the environment (threads read
 * NODE_COMPILE_CACHE when they start; `module.enableCompileCache()` reaches only the calling thread).
 * Off when NODE_DISABLE_COMPILE_CACHE is set; a folder that cannot be written only costs the cache.
 */
export function shareCompileCache(): string | null {
  const { status, directory } = module.enableCompileCache();
  const { ENABLED, ALREADY_ENABLED } = module.constants.compileCacheStatus;
  if ((status !== ENABLED && status !== ALREADY_ENABLED) || !directory) return null;
  process.env.NODE_COMPILE_CACHE = directory;
  return directory;
}
