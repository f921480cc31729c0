// The baseline of the bench ratios, run in its own process like the real server (not beside autocannon, which
// would take event-loop time from it): a bare Fastify app answering each URL (path and query) of a JSON file
// ({ "/path?query": { body: base64, type, encoding? } }) with exactly those bytes, so that it sends what the app
// sent, byte for byte (gzip included when the app's answer was gzipped). One catch-all route looks the URL up in a
// Map. Usage: tsx bench/bare-server.ts <routes.json> <port>
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: bare-server.ts <routes.json> <port>');
const routes = JSON.parse(await readFile(file, 'utf8')) as Record<
  string,
  { body: string; type: string; encoding?: string }
>;
const answers = new Map(
  Object.entries(routes).map(([url, r]) => [url, { ...r, body: Buffer.from(r.body, 'base64') }]),
);
const bare = Fastify({ logger: false });
bare.get('/*', async (request, reply) => {
  const answer = answers.get(request.url);
  if (!answer) return reply.code(404).send();
  reply.type(answer.type);
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
  return reply.send(answer.body);
});
await bare.listen({ port: Number(port), host: '127.0.0.1' });
