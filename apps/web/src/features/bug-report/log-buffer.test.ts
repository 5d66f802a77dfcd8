import { describe, expect, it } from 'vitest';
import { describeValue, LogBuffer } from './log-buffer.ts';

describe('client log buffer', () => {
  it('when more than 100 messages are logged, then the last 100 are kept, oldest dropped first', () => {
    const buffer = new LogBuffer();
    for (let i = 0; i < 130; i++) buffer.add('log', [`message ${i}`]);
    const entries = buffer.entries();
    expect(entries).toHaveLength(100);
    expect(entries[0]!.message).toBe('message 30');
    expect(entries[99]!.message).toBe('message 129');
  });

  it('when the messages pass about 100 KB, then old ones are dropped until the buffer fits', () => {
    const buffer = new LogBuffer();
    for (let i = 0; i < 40; i++) buffer.add('warn', [`${i} ${'x'.repeat(5000)}`]);
    const entries = buffer.entries();
    expect(JSON.stringify(entries).length).toBeLessThanOrEqual(100 * 1024 + 200);
    expect(entries.length).toBeLessThan(40);
    expect(entries.at(-1)!.message.startsWith('39 ')).toBe(true);
  });

  it('when a message carries a token or a password, then the kept entry has them redacted', () => {
    const buffer = new LogBuffer();
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.abcdefghijk';
    buffer.add('log', ['session', { token, email: 'a@b.lt' }]);
    buffer.add('error', ['login failed', { password: 'hunter2' }]);
    const text = JSON.stringify(buffer.entries());
    expect(text).not.toContain(token);
    expect(text).not.toContain('hunter2');
    expect(text).toContain('a@b.lt');
  });

  it('when an Error is logged, then its name, message and stack are kept with the type and an ISO time', () => {
    const buffer = new LogBuffer();
    const error = new TypeError('cart is undefined');
    buffer.add('error', ['Render failed:', error], { now: new Date('2026-11-23T08:00:00.000Z') });
    expect(buffer.entries()[0]).toMatchObject({
      type: 'error',
      message: 'Render failed: TypeError: cart is undefined',
      timestamp: '2026-11-23T08:00:00.000Z',
    });
    expect(buffer.entries()[0]!.stack).toContain('cart is undefined');
  });

  it('when objects are circular or unusual, then they are described without throwing', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    expect(describeValue(loop)).toBe('{"name":"loop","self":"[circular]"}');
    expect(describeValue(undefined)).toBe('undefined');
    expect(describeValue(42)).toBe('42');
    expect(describeValue({ big: 10n })).toBe('{"big":"10"}');
  });

  it('when the buffer is cleared after a report, then it starts empty', () => {
    const buffer = new LogBuffer();
    buffer.add('log', ['before']);
    buffer.clear();
    buffer.add('log', ['after']);
    expect(buffer.entries().map((entry) => entry.message)).toEqual(['after']);
  });
});
