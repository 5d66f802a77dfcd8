import { Readable } from 'node:stream';
import { CSV_BOM, csvLine, csvLines, type CsvValue } from '@shop/domain';

/** Lines handed on at a time: a few tens of kilobytes. */
const LINES_PER_PIECE = 200;

/**
 * A CSV file written by the domain's one writer as its rows are read (decisions 069, 083): the byte
 * order mark and the header first, then the rows a piece at a time, each piece asked for only when
 * the socket has taken the one before, so the file's memory does not grow with its length.
 */
export function csvStream(header: ReadonlyArray<string>, rows: AsyncIterable<ReadonlyArray<CsvValue>>): Readable {
  async function* pieces(): AsyncGenerator<string> {
    yield `${CSV_BOM}${csvLine(header)}`;
    let piece: Array<ReadonlyArray<CsvValue>> = [];
    for await (const row of rows) {
      piece.push(row);
      if (piece.length === LINES_PER_PIECE) {
        yield csvLines(piece);
        piece = [];
      }
    }
    if (piece.length > 0) yield csvLines(piece);
  }
  return Readable.from(pieces(), { objectMode: false });
}
