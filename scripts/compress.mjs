// Writes .br and .gz beside every compressible built file, so the server can send them precompressed.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'dist');
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|map|woff)$/;

function walk(folder) {
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(name) && statSync(file).size > 1024) {
      const body = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    }
  }
}
walk(dir);
