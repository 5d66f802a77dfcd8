/**
 * The price list's files, kept under the catalogue's version (decision 070): products, their stock,
 * type prices, customers' own prices and settings are that group (decision 022), so any change to
 * what a list shows, on any instance, starts an empty cache. Bounded by bytes, the least recently
 * read file goes first; one file larger than a quarter of the budget is served and not kept. Asked
 * again while it is being made, a file is made once and given to every asker.
 */
export class PriceListCache {
  readonly maxBytes: number;
  /** What tests assert instead of timing. */
  readonly counts = { made: 0, served: 0 };
  #version: string | null = null;
  /** Oldest read first (a Map keeps insertion order; a read moves an entry to the end). */
  readonly #files = new Map<string, Buffer>();
  readonly #making = new Map<string, Promise<Buffer>>();
  #bytes = 0;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The file for `key` under `version` (read before the data `make` reads); made every time when the version is null. */
  async file(version: string | null, key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    if (version === null) return this.#make(make);
    if (version !== this.#version) this.#startAfresh(version);
    const kept = this.#files.get(key);
    if (kept) {
      this.#files.delete(key);
      this.#files.set(key, kept);
      this.counts.served += 1;
      return kept;
    }
    const making = this.#making.get(key);
    if (making) {
      this.counts.served += 1;
      return making;
    }
    const made = this.#make(make).then((file) => {
      this.#keep(version, key, file);
      return file;
    });
    this.#making.set(key, made);
    try {
      return await made;
    } finally {
      if (this.#making.get(key) === made) this.#making.delete(key);
    }
  }

  #make(make: () => Promise<Buffer>): Promise<Buffer> {
    this.counts.made += 1;
    return make();
  }

  #startAfresh(version: string): void {
    this.#version = version;
    this.#files.clear();
    this.#making.clear();
    this.#bytes = 0;
  }

  #keep(version: string, key: string, file: Buffer): void {
    // Made under a version that moved meanwhile: what it shows may already be old.
    if (version !== this.#version || file.length > this.maxBytes / 4) return;
    for (const [oldest, bytes] of this.#files) {
      if (this.#bytes + file.length <= this.maxBytes) break;
      this.#files.delete(oldest);
      this.#bytes -= bytes.length;
    }
    this.#files.set(key, file);
    this.#bytes += file.length;
  }
}
