// Imported first by the entry points (main.ts, cli.ts): on an unsupported Node.js the server stops with one line
// before anything else loads (`npm run serve`, `node build/server/main.js`, `npm run dev`).
import { exitIfUnsupportedNode } from '../scripts/node-version.mjs';

exitIfUnsupportedNode();
