import path from 'node:path';

/**
 * Resolves a path the user typed against the folder they ran npm from (npm sets INIT_CWD), not the workspace
 * folder npm switches to: `npm start` and `npm run admin -- import data.json` at the repository root mean root paths.
 */
export function fromInvocationDir(value: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), value);
}
