// The Node.js pinshop runs on (docs/decisions/012-node-24.md): 24 LTS recommended, 22 from 22.13 supported (the
// floor of its dependencies: pdfjs-dist needs 22.13). Checked first by `npm start` and `npm test` and by ./pinshop
// (scripts/check-node.mjs), and first thing by the server's entry points (server/require-node.ts).

/** The oldest supported Node.js; package.json's engines.node says the same (a unit test holds them together). */
export const MINIMUM_NODE = '22.13';
export const RECOMMENDED_NODE = '24';

const parts = (version) => version.replace(/^v/, '').split('.').map(Number);

/** Null when `version` ("20.20.2" or "v20.20.2") is supported, else the one line that says what to install. */
export function nodeVersionProblem(version) {
  const [major = 0, minor = 0] = parts(version);
  const [minMajor, minMinor] = parts(MINIMUM_NODE);
  if (major > minMajor || (major === minMajor && minor >= minMinor)) return null;
  return (
    `pinshop needs Node.js ${MINIMUM_NODE} or newer (${RECOMMENDED_NODE} LTS recommended); this is ${version.replace(/^v/, '')}. ` +
    `Install Node.js ${RECOMMENDED_NODE} (https://nodejs.org), or run ./pinshop in place of npm (./pinshop install, ` +
    `./pinshop start, ./pinshop test): it fetches Node.js ${RECOMMENDED_NODE} from the npm registry.`
  );
}

/** Stops the process with that line when this Node.js is not supported. */
export function exitIfUnsupportedNode() {
  const problem = nodeVersionProblem(process.versions.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
