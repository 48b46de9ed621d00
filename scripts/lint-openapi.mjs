// The API description's lint (part of `npm run lint`): docs/openapi.json, the document the server serves at
// /api/docs/json (api-docs.test.ts keeps the two the same), passes Redocly's recommended rules and Spectral's
// OpenAPI rules with no error and no warning. Findings accepted are named, with reasons, in .redocly.lint-ignore.yaml.
import { spawnSync } from 'node:child_process';

const DOCUMENT = 'docs/openapi.json';
const quiet = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

const redocly = spawnSync('npx', ['--no-install', 'redocly', 'lint', DOCUMENT, '--format=json'], {
  encoding: 'utf8',
  env: quiet,
});
let totals;
try {
  totals = JSON.parse(redocly.stdout).totals;
} catch {
  console.error(redocly.stdout, redocly.stderr);
  console.error(`Redocly could not lint ${DOCUMENT}.`);
  process.exit(1);
}
if (totals.errors > 0 || totals.warnings > 0) {
  spawnSync('npx', ['--no-install', 'redocly', 'lint', DOCUMENT], { stdio: 'inherit', env: quiet });
  console.error(`Redocly: ${totals.errors} errors and ${totals.warnings} warnings in ${DOCUMENT}.`);
  process.exit(1);
}
console.log(`Redocly (recommended): ${DOCUMENT} has no errors or warnings (${totals.ignored} accepted findings).`);

const spectral = spawnSync('npx', ['--no-install', 'spectral', 'lint', DOCUMENT, '--fail-severity=warn', '--quiet'], {
  stdio: 'inherit',
  env: quiet,
});
if (spectral.status !== 0) {
  console.error(`Spectral: ${DOCUMENT} has warnings or errors.`);
  process.exit(1);
}
console.log(`Spectral (spectral:oas): ${DOCUMENT} has no errors or warnings.`);
