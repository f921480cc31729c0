// The baseline of the bench ratios, run in its own process like the real server (not beside autocannon, which
// would take event-loop time from it): a bare Fastify app answering each path of a JSON file
// ({ "/path": body }) with that body. Usage: tsx bench/bare-server.ts <routes.json> <port>
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: bare-server.ts <routes.json> <port>');
const routes = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
const bare = Fastify({ logger: false });
for (const [url, body] of Object.entries(routes)) bare.get(url, async () => body);
await bare.listen({ port: Number(port), host: '127.0.0.1' });
