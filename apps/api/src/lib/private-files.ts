import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { chmod, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Everything the shop writes under DATA_DIR (the database, the JWT secret, the mail outbox, uploads)
 * is for the shop's own user only: files 600, folders 700 (decision 020). The process umask can
 * only take bits away from these modes, never add any.
 */
export const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_DIR_MODE = 0o700;

const GROUP_AND_OTHERS = 0o077;

const octal = (mode: number) => (mode & 0o7777).toString(8).padStart(3, '0');

/** Startup notes go to stderr: they happen before the app's logger exists. */
function note(message: string): void {
  console.warn(message);
}

const isOwn = (info: Stats) => typeof process.getuid !== 'function' || info.uid === process.getuid();
/** A folder with the sticky bit (/tmp and the like) is meant for everybody. */
const isShared = (info: Stats) => info.isDirectory() && (info.mode & 0o1000) !== 0;

/**
 * Takes the group and other bits off an existing file or folder of ours that has them, and says so.
 * Skipped (with a note) for what belongs to another user, and for a shared folder with the sticky
 * bit such as /tmp: tightening that would lock everybody else out of it.
 */
function tightenSync(target: string, info: Stats, kind: string): void {
  if ((info.mode & GROUP_AND_OTHERS) === 0) return;
  if (!isOwn(info)) {
    note(
      `${kind} ${target} is readable by other local users (mode ${octal(info.mode)}) but belongs to another user: restrict it to the shop's user.`,
    );
    return;
  }
  if (isShared(info)) {
    note(`${kind} ${target} is a shared folder (mode ${octal(info.mode)}): give the shop a folder of its own.`);
    return;
  }
  const mode = info.mode & 0o777 & ~GROUP_AND_OTHERS;
  chmodSync(target, mode);
  note(`${kind} ${target} was readable by other local users (mode ${octal(info.mode)}): changed to ${octal(mode)}.`);
}

/** A folder (and its missing parents) only the shop's user can enter; an existing one of ours with wider modes is tightened. For startup. */
export function makePrivateDirSync(dir: string, kind = 'Folder'): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tightenSync(dir, statSync(dir), kind);
}

/** Creates the file empty with mode 600 when missing (so whoever opens it next keeps that mode); tightens an existing one of ours. For startup. */
export function ensurePrivateFileSync(file: string, kind = 'File'): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  tightenSync(file, statSync(file), kind);
}

/** Tightens an existing file of ours (startup); nothing when it does not exist. */
export function tightenExistingSync(file: string, kind = 'File'): void {
  let info: Stats;
  try {
    info = statSync(file);
  } catch {
    return;
  }
  tightenSync(file, info, kind);
}

/**
 * A folder (and its missing parents) only the shop's user can enter. An existing folder of ours
 * with group or other bits (made by an earlier version) is tightened too.
 */
export async function makePrivateDir(dir: string): Promise<void> {
  const created = await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (created !== undefined) return;
  const info = await stat(dir);
  if ((info.mode & GROUP_AND_OTHERS) !== 0 && isOwn(info) && !isShared(info)) await chmod(dir, info.mode & 0o777 & ~GROUP_AND_OTHERS);
}

/** A hidden name beside `file` for writing it whole before it is renamed into place. */
export const temporaryNameOf = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.part`);

/**
 * Writes a whole file with mode 600, or nothing: the bytes go to a hidden temporary file next to
 * it, which is renamed into place only once complete. A failed write (a full disk: ENOSPC) removes
 * the temporary file and throws the real error; no half-written file is left behind.
 */
export async function writePrivateFile(file: string, data: Buffer | string): Promise<void> {
  const temporary = temporaryNameOf(file);
  try {
    await writeFile(temporary, data, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}

/** writePrivateFile for startup (the generated JWT secret). */
export function writePrivateFileSync(file: string, data: Buffer | string): void {
  const temporary = temporaryNameOf(file);
  try {
    writeFileSync(temporary, data, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
