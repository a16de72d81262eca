// The server finds its SQL migrations beside its compiled code (dist/server/db/migrations).
import { cpSync } from 'node:fs';

cpSync('src/server/db/migrations', 'dist/server/db/migrations', { recursive: true });
