import type { ChangeGroup, ChangeTracker } from '../../db/change-tracker.ts';

/**
 * The in-process read cache of the catalogue and of session users, on both engines (decisions 006,
 * 022). What is kept is what SQL answered (rows, price maps, settings) and the serialised answers
 * built from it, each under the version of its group (db/change-tracker.ts) read *before* it was
 * loaded: when a version moves, everything kept under the old one is dropped. A null version
 * (PostgreSQL while the listener is down) keeps nothing: every read goes to the database.
 */

/** Size limits: the page bodies are the only large thing kept. */
const MAX_BODY_BYTES = 48 * 1024 * 1024;
const MAX_ENTRIES = 20_000;

interface Generation {
  version: string;
  entries: Map<string, Promise<unknown>>;
  bodies: Map<string, Buffer>;
  bodyBytes: number;
}

export class CatalogCache {
  readonly #changes: ChangeTracker;
  readonly #enabled: boolean;
  readonly #generations = new Map<ChangeGroup, Generation>();
  /** Lookups answered from memory and not, per group, since start (the metrics' hit ratio). */
  readonly lookups = new Map<ChangeGroup, { hits: number; misses: number }>();

  constructor(changes: ChangeTracker, options: { enabled?: boolean } = {}) {
    this.#changes = changes;
    this.#enabled = options.enabled !== false;
  }

  /** The group's version now; null when nothing may be kept. */
  version(group: ChangeGroup): string | null {
    return this.#enabled ? this.#changes.version(group) : null;
  }

  #generation(group: ChangeGroup, version: string): Generation {
    const known = this.#generations.get(group);
    if (known?.version === version) return known;
    const generation: Generation = { version, entries: new Map(), bodies: new Map(), bodyBytes: 0 };
    this.#generations.set(group, generation);
    return generation;
  }

  /** `load()` once per key and version (every time when the version is null); a failed load is not kept. */
  remember<T>(group: ChangeGroup, version: string | null, key: string, load: () => Promise<T>): Promise<T> {
    if (version === null) return load();
    const generation = this.#generation(group, version);
    let entry = generation.entries.get(key) as Promise<T> | undefined;
    this.#counted(group, entry !== undefined);
    if (!entry) {
      if (generation.entries.size >= MAX_ENTRIES) generation.entries.clear();
      entry = load();
      generation.entries.set(key, entry);
      entry.catch(() => {
        if (generation.entries.get(key) === entry) generation.entries.delete(key);
      });
    }
    return entry;
  }

  /** A serialised answer kept for this version (UTF-8 bytes: sockets take them without encoding). */
  body(group: ChangeGroup, version: string | null, key: string): Buffer | undefined {
    if (version === null) return undefined;
    const body = this.#generation(group, version).bodies.get(key);
    this.#counted(group, body !== undefined);
    return body;
  }

  #counted(group: ChangeGroup, hit: boolean): void {
    let counts = this.lookups.get(group);
    if (!counts) {
      counts = { hits: 0, misses: 0 };
      this.lookups.set(group, counts);
    }
    if (hit) counts.hits += 1;
    else counts.misses += 1;
  }

  /** Keeps an answer's bytes (a very large one only when it fits a quarter of the budget). */
  keepBody(group: ChangeGroup, version: string | null, key: string, body: string): Buffer {
    const bytes = Buffer.from(body, 'utf8');
    if (version === null || bytes.length > MAX_BODY_BYTES / 4) return bytes;
    const generation = this.#generation(group, version);
    if (generation.bodyBytes + bytes.length > MAX_BODY_BYTES) {
      generation.bodies.clear();
      generation.bodyBytes = 0;
    }
    generation.bodies.set(key, bytes);
    generation.bodyBytes += bytes.length;
    return bytes;
  }
}
