import { openReadConnection } from '../../db/read-connection.ts';
import { serveFile } from '../../lib/threads/serve-file.ts';
import { isafPieces, type IsafThreadData } from './isaf-pieces.ts';

/**
 * The thread an i.SAF file is made on (decision 098): its own read connection, the checks, then the
 * file's text a piece at a time as the download asks for it.
 */
let close = async () => {};
await serveFile<IsafThreadData>(
  async ({ source, header, period }) => {
    const db = openReadConnection(source);
    close = () => db.destroy();
    return isafPieces(db, header, period);
  },
  () => close(),
);
