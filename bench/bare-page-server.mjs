// The yardstick for page serving: node:http sending a page's bytes, as our server sent them, from memory.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const body = readFileSync(process.env.BODY_FILE);
const headers = JSON.parse(process.env.BODY_HEADERS);
const server = http.createServer((_req, res) => {
  res.writeHead(200, { ...headers, 'content-length': body.length });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
