import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface BundleBudget {
  /** gzip bytes of all JavaScript the first screen (/login) loads: entry, its route chunk and their static imports. */
  loginRouteMaxBytes: number;
  /** gzip bytes any other screen may add on top of the entry's JavaScript. */
  otherRouteMaxBytes: number;
}

interface ChunkInfo {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  bytes: number;
}

const ROUTE_MODULE = /\/src\/app\/(routes\/[\w-]+|signed-in)\.tsx$/;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Fails the build when the first screen's JavaScript, or any screen's own chunk, grows past its budget. */
export function bundleBudget(budget: BundleBudget): Plugin {
  return {
    name: 'client-portal-bundle-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, {
          fileName: output.fileName,
          imports: output.imports,
          isEntry: output.isEntry,
          facadeModuleId: output.facadeModuleId,
          bytes: gzipSync(output.code, { level: 9 }).length,
        });
      }
      const closure = (start: string[]): Set<string> => {
        const seen = new Set<string>();
        const stack = [...start];
        while (stack.length) {
          const name = stack.pop()!;
          if (seen.has(name)) continue;
          seen.add(name);
          stack.push(...(chunks.get(name)?.imports ?? []));
        }
        return seen;
      };
      const size = (names: Iterable<string>) => [...names].reduce((sum, n) => sum + (chunks.get(n)?.bytes ?? 0), 0);

      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) return;
      const base = closure([entry.fileName]);
      const routes = [...chunks.values()].filter((c) => c.facadeModuleId && ROUTE_MODULE.test(c.facadeModuleId));
      const routeFiles = new Set(routes.map((r) => r.fileName));
      const problems: string[] = [];
      const lines: string[] = [];

      for (const route of routes) {
        const name = ROUTE_MODULE.exec(route.facadeModuleId!)![1]!;
        const own = [...closure([route.fileName])].filter((n) => !base.has(n));
        const foreign = own.filter((n) => n !== route.fileName && routeFiles.has(n));
        if (foreign.length) problems.push(`${name} statically loads other screens' chunks: ${foreign.join(', ')}`);
        if (name === 'routes/login') {
          const total = size(base) + size(own);
          lines.push(`/login loads ${kb(total)} of JavaScript (gzip; budget ${kb(budget.loginRouteMaxBytes)})`);
          if (total > budget.loginRouteMaxBytes) {
            problems.push(
              `/login loads ${kb(total)} of JavaScript, over its budget of ${kb(budget.loginRouteMaxBytes)}`,
            );
          }
        } else if (size(own) > budget.otherRouteMaxBytes) {
          problems.push(
            `${name} adds ${kb(size(own))}, over the per-screen budget of ${kb(budget.otherRouteMaxBytes)}`,
          );
        }
      }
      for (const line of lines) this.info(line);
      if (problems.length) this.error(`Bundle budget exceeded:\n  ${problems.join('\n  ')}`);
    },
  };
}
