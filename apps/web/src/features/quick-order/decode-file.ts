/**
 * The text of an uploaded quick-order file, whatever Excel saved it as (decision 091):
 *
 * - a byte order mark decides: UTF-8 ("CSV UTF-8"), UTF-16LE or UTF-16BE ("Unicode Text");
 * - bytes that are valid UTF-8 are UTF-8 (plain ASCII among them);
 * - anything else is a Windows code page ("CSV (comma delimited)" on a Lithuanian PC is Windows-1257):
 *   the `chardet` library names it from the bytes, and the browser's TextDecoder reads it. chardet is
 *   loaded only then, so neither the first load nor the quick-order page carries it. A short file
 *   of Lithuanian words can look as likely Western (ISO-8859-1) as Baltic to it: when it rates
 *   Windows-1257 within `CLOSE` points of its first choice, Windows-1257 is taken.
 *
 * When chardet names nothing the browser can decode, the bytes are read as Windows-1257, the code
 * page of the shop's buyers.
 */

/** What the shop's buyers' Windows saves a "CSV (comma delimited)" file as. */
const FALLBACK_ENCODING = 'windows-1257';

interface DecodedFile {
  text: string;
  /** The encoding the text was read as, as TextDecoder names it ("utf-8", "utf-16le", "windows-1257"). */
  encoding: string;
}

const startsWith = (bytes: Uint8Array, mark: readonly number[]) => mark.every((byte, index) => bytes[index] === byte);

/** The encoding a byte order mark announces, or null. */
function byteOrderMark(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return 'utf-8';
  if (startsWith(bytes, [0xff, 0xfe])) return 'utf-16le';
  if (startsWith(bytes, [0xfe, 0xff])) return 'utf-16be';
  return null;
}

/** A decoder for `label`, or null when this browser does not know it. */
function decoderFor(label: string): TextDecoder | null {
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

function strictUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** How many points (of chardet's 100) Windows-1257 may be behind the first choice and still be taken. */
const CLOSE = 10;

/** The encodings chardet finds likely for bytes that are not UTF-8, the one to read first. */
async function likelyEncodings(bytes: Uint8Array): Promise<string[]> {
  const { analyse } = await import('chardet');
  const matches = analyse(bytes).filter((match) => !/^(utf-8|ascii)$/i.test(match.name) && decoderFor(match.name) !== null);
  const best = matches[0]?.confidence ?? 0;
  const ours = matches.find((match) => match.name.toLowerCase() === FALLBACK_ENCODING && match.confidence >= best - CLOSE);
  return [...(ours ? [ours] : []), ...matches].map((match) => match.name);
}

/** Reads a file's bytes as text (see above); a byte order mark is not part of the text. */
export async function decodeFileBytes(bytes: Uint8Array): Promise<DecodedFile> {
  const marked = byteOrderMark(bytes);
  if (marked) return { text: new TextDecoder(marked).decode(bytes), encoding: marked };
  const utf8 = strictUtf8(bytes);
  if (utf8 !== null) return { text: utf8, encoding: 'utf-8' };
  const [likely = FALLBACK_ENCODING] = await likelyEncodings(bytes);
  const decoder = new TextDecoder(likely);
  return { text: decoder.decode(bytes), encoding: decoder.encoding };
}

/** An uploaded file's text (see decodeFileBytes). */
export async function readFileText(file: Blob): Promise<DecodedFile> {
  return decodeFileBytes(new Uint8Array(await file.arrayBuffer()));
}
