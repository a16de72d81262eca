// Writes brotli and gzip copies beside every compressible file of the built client, so the
// server sends them as they are (@fastify/static preCompressed) instead of compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = 'dist/client';
const compressible = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

let files = 0;
for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
  const file = path.join(root, name);
  if (!compressible.test(file) || !statSync(file).isFile()) continue;
  const raw = readFileSync(file);
  const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = gzipSync(raw, { level: 9 });
  // A copy that is not smaller would only cost a lookup.
  if (br.length < raw.length) writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  files += 1;
}
console.log(`compress-client: brotli and gzip copies for ${files} files in ${root}`);
