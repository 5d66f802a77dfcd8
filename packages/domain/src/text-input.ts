import { z } from 'zod';

/*
 * What text the shop takes (decision 108). No control character but tab: NUL (which PostgreSQL cannot
 * store), the rest of the C0 range and DEL are refused as `controlCharacters`. Line breaks (CR, LF) only
 * in text that has lines (notes, descriptions, comments): never in a one-line field, a query string or
 * a route parameter. The API checks every string of every request against `controlCharacterAt` before
 * its schema; the helpers below add the one-line rule to a field.
 */

// Built from code points, so no control character stands in the source.
const range = (from: number, to: number) => `${String.fromCharCode(from)}-${String.fromCharCode(to)}`;
const IN_LINES = new RegExp(`[${range(0, 8)}${range(11, 12)}${range(14, 31)}${String.fromCharCode(127)}]`);
const IN_ONE_LINE = new RegExp(`[${range(0, 8)}${range(10, 31)}${String.fromCharCode(127)}]`);

/** True when `text` holds a character the shop refuses: any control character but tab, and line breaks unless `lines`. */
export function hasControlCharacters(text: string, lines = false): boolean {
  return (lines ? IN_LINES : IN_ONE_LINE).test(text);
}

/**
 * The path of the first string in a request's part (its body, query or params: objects, arrays and
 * strings, as parsed) holding a refused character, `[]` for the value itself; null when there is none.
 * `lines` lets line breaks through (a body, whose one-line fields refuse them by their schema).
 */
export function controlCharacterAt(value: unknown, lines: boolean, path: Array<string | number> = []): Array<string | number> | null {
  if (typeof value === 'string') return hasControlCharacters(value, lines) ? path : null;
  if (typeof value !== 'object' || value === null || path.length > 32) return null;
  for (const [key, inner] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    if (typeof key === 'string' && hasControlCharacters(key, false)) return [...path, key];
    const found = controlCharacterAt(inner, lines, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** A one-line text: no line break or other control character (`controlCharacters`). */
export const oneLine = <T extends z.ZodType<string>>(schema: T) => schema.refine((text) => !hasControlCharacters(text), 'controlCharacters');

/** A text that may have lines (a note, a description): line breaks and tabs, no other control character. */
export const manyLines = <T extends z.ZodType<string>>(schema: T) => schema.refine((text) => !hasControlCharacters(text, true), 'controlCharacters');

/** A required one-line text: trimmed, `missing` when empty, `tooLong` past `max`. */
export const requiredLine = (missing: string, max: number) => oneLine(z.string({ error: missing }).trim().min(1, missing).max(max, 'tooLong'));

/** An optional one-line text (null or left out is none): trimmed, `tooLong` past `max`. */
export const optionalLine = (max: number, tooLong = 'tooLong') => oneLine(z.string().trim().max(max, tooLong)).nullable().optional();

/** An optional text with lines (null or left out is none): trimmed, `tooLong` past `max`. */
export const optionalLines = (max: number, tooLong = 'tooLong') => manyLines(z.string().trim().max(max, tooLong)).nullable().optional();
