// `node scripts/check-node.mjs [VERSION]`: exit 0 when this Node.js (or VERSION, for the tests) is supported, else
// one line saying which Node.js to install, exit 1. First step of `npm start` and `npm test`; ./pinshop asks it too.
import { nodeVersionProblem } from './node-version.mjs';

const problem = nodeVersionProblem(process.argv[2] ?? process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
