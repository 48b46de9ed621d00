// The production build: the server as plain JavaScript in dist/, with the workspace's own packages
// (the contract, written in TypeScript) bundled in and every npm dependency left to node_modules.
import { build } from 'esbuild';

const workspacePackage = /^@client-portal\//;

await build({
  entryPoints: { server: 'src/server.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'dependencies-stay-external',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          workspacePackage.test(path) ? undefined : { path, external: true },
        );
      },
    },
  ],
});
