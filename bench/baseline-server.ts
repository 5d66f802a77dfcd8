import http from 'node:http';

/** The yardstick: a bare node:http server answering a pre-serialised JSON payload of a given size. */
const size = Number(process.argv[2] ?? 1000);
const port = Number(process.argv[3] ?? 0);
const payload = Buffer.from(JSON.stringify({ success: true, data: 'x'.repeat(Math.max(0, size - 30)) }));
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': String(payload.length) };
http
  .createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(payload);
  })
  .listen(port, '127.0.0.1', () => process.send?.('ready'));
