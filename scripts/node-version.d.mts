export const MINIMUM_NODE: string;
export const RECOMMENDED_NODE: string;
/** Null when `version` ("20.20.2" or "v20.20.2") is supported, else the one line that says what to install. */
export function nodeVersionProblem(version: string): string | null;
/** Stops the process with that line when this Node.js is not supported. */
export function exitIfUnsupportedNode(): void;
