import { describe, expect, it } from 'vitest';
import { auditQuerySchema } from './audit.schemas.ts';
import { controlCharacterAt, hasControlCharacters, optionalLines, requiredLine } from './text-input.ts';

// Decision 108: no control character but tab in any text; line breaks only in text that has lines.

describe('control characters in text', () => {
  it.each([
    ['a NUL', 'a\u0000b', true, true],
    ['a bell', 'a\u0007', true, true],
    ['an escape', '\u001b[31m', true, true],
    ['a DEL', 'a\u007f', true, true],
    ['a line feed', 'a\nb', true, false],
    ['a carriage return', 'a\r\nb', true, false],
    ['a tab', 'a\tb', false, false],
    ['Lithuanian letters and an emoji', 'Šaltibarščiai ąčęėįšųūž 🍉', false, false],
  ])('when a text holds %s, then one line refuses it: %s, text with lines: %s', (_name, text, inOneLine, inLines) => {
    expect(hasControlCharacters(text)).toBe(inOneLine);
    expect(hasControlCharacters(text, true)).toBe(inLines);
  });

  it('when a request part is walked, then the first refused string is named by its path, keys included', () => {
    expect(controlCharacterAt({ a: 'fine', b: [{ c: 'x\u0000' }] }, true)).toEqual(['b', 0, 'c']);
    expect(controlCharacterAt({ 'bad\u0000key': 1 }, true)).toEqual(['bad\u0000key']);
    expect(controlCharacterAt({ note: 'two\nlines' }, true)).toBeNull();
    expect(controlCharacterAt({ search: 'two\nlines' }, false)).toEqual(['search']);
    expect(controlCharacterAt('x\u0000', false)).toEqual([]);
    expect(controlCharacterAt(null, false)).toBeNull();
  });

  it('when a one-line field gets a line break, then controlCharacters; a field with lines keeps it', () => {
    expect(requiredLine('nameRequired', 50).safeParse('Two\nlines').error?.issues[0]?.message).toBe('controlCharacters');
    expect(requiredLine('nameRequired', 50).safeParse('  One line ').data).toBe('One line');
    expect(optionalLines(100).safeParse('Two\nlines\twith a tab').data).toBe('Two\nlines\twith a tab');
    expect(optionalLines(100).safeParse('NUL\u0000').error?.issues[0]?.message).toBe('controlCharacters');
  });
});

describe('dates of a filter', () => {
  it.each([
    ['2026-13-01', 'from', 'dateInvalid'],
    ['2026-02-30', 'from', 'dateInvalid'],
    ['2026-2-3', 'from', 'dateInvalid'],
  ])('when the audit log is asked from %s, then %s is refused as %s', (day, field, reason) => {
    const issue = auditQuerySchema.safeParse({ from: day }).error?.issues[0];
    expect([issue?.path.join('.'), issue?.message]).toEqual([field, reason]);
  });

  it('when a period ends before it starts, then `to` is refused; a leap day is a day', () => {
    expect(auditQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).error?.issues[0]?.message).toBe('periodOrder');
    expect(auditQuerySchema.safeParse({ from: '2028-02-29', to: '2028-02-29' }).success).toBe(true);
  });
});
