// The yardstick: node:http answering a small JSON body, nothing else.
import http from 'node:http';

const body = JSON.stringify({ status: 'ok', version: '0.1.0' });
const server = http.createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
