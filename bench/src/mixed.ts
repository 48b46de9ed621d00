/**
 * The bench's mixed load: reads while staff write, writes at one connection and at sixteen, sign-in while clients
 * read, and (PostgreSQL) two API processes on one database. Each figure is a ratio or a time measured in the same run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startProcess, stopProcess } from '../../apps/api/test/helpers/processes.js';
import { signIn } from './routes.js';

const MIXED_TARGETS = {
  /** Reads while staff post 20 internal notes a second on another project, against the same reads alone. */
  minReadsWhileWriting: 0.9,
  notesPerSecond: 20,
  /** Internal notes at 16 connections against 1 (PostgreSQL), and at least this many a second (both). */
  minWriteScaling: 2.5,
  minWritesPerSecond: 500,
  /** Two API processes on one PostgreSQL database against one. */
  minTwoProcesses: 1.6,
  /** Sign-in while 50 connections read: the SPA gives up at 1.8 s. */
  maxSignInP99Ms: 1000,
};

/**
 * Pairs of rounds (alone, while writing) the reads-while-writing ratio takes the median of. Single pairs of one run
 * range about ±8% on two shared cores (0.88–1.04 at 500,000 tickets on PostgreSQL while the server's CPU per read
 * stayed within 4%), so a median of three left the verdict to chance.
 */
const MIXED_ROUNDS = 5;

export interface MixedFigures {
  readsAlone: number;
  readsWhileWriting: number;
  readsWhileWritingP99Ms: number;
  /** Each pair's ratio, in the order measured. */
  readsRatioRounds: number[];
  notesWritten: number;
  notesFailed: number;
  writesAt1: number;
  writesAt16: number;
  writesAt16P99Ms: number;
  /** Cores busy while writing at 1 and at 16 connections: the server, PostgreSQL's processes and the load generator. */
  writeCores: { at1: Cores; at16: Cores } | null;
  writeErrors: number;
  signInWhileReadingMs: number[];
  twoProcesses: { one: number; two: number } | null;
}

interface Cores {
  server: number;
  postgres: number;
  loadGenerator: number;
}

/** CPU time (user + system) of a process in clock ticks of 10 ms (Linux /proc), or null where it cannot be read. */
export function cpuTicks(pid: number | string | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime (fields 14 and 15 of stat(5)).
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** CPU ticks so far of the server, of every PostgreSQL process on this machine, and of this process. */
function cpuNow(serverPid: number) {
  let postgres = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') postgres += cpuTicks(pid) ?? 0;
    } catch {
      // The process ended meanwhile.
    }
  }
  return {
    server: cpuTicks(serverPid) ?? 0,
    postgres,
    loadGenerator: cpuTicks(process.pid) ?? 0,
    at: performance.now(),
  };
}

/** How many cores each part kept busy while `work` ran (Linux; 100 clock ticks a second), or null elsewhere. */
async function coresDuring<T>(serverPid: number | undefined, work: () => Promise<T>): Promise<[T, Cores | null]> {
  if (serverPid === undefined || process.platform !== 'linux') return [await work(), null];
  const before = cpuNow(serverPid);
  const result = await work();
  const after = cpuNow(serverPid);
  const cores = (key: keyof Cores) =>
    Math.round(((after[key] - before[key]) / 100 / ((after.at - before.at) / 1000)) * 100) / 100;
  return [result, { server: cores('server'), postgres: cores('postgres'), loadGenerator: cores('loadGenerator') }];
}

interface Run {
  reqPerSec: number;
  p99Ms: number;
  errors: number;
}

function cannon(options: autocannon.Options): Promise<Run> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else
        resolve({
          reqPerSec: Math.round(result.requests.average),
          p99Ms: result.latency.p99,
          errors: result.non2xx + result.errors + result.timeouts,
        });
    });
  });
}

const noteBody = (text: string) =>
  JSON.stringify({ updateText: `<p>${text}</p>`, internal: true, attachmentGuids: [] });

/** Each note on the next of the tickets in turn: staff answering several tickets, not queueing on one. */
function inTurn(urls: readonly string[]) {
  let next = 0;
  return () => urls[next++ % urls.length]!;
}

/** Posts internal notes at `perSecond` until stopped; counts what was written and what failed. */
function noteWriter(urls: readonly string[], headers: Record<string, string>, perSecond: number) {
  const nextUrl = inTurn(urls);
  let written = 0;
  let failed = 0;
  let sequence = 0;
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const sent = fetch(nextUrl(), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: noteBody(`Mixed-load note ${sequence++}`),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.status === 201) written++;
        else failed++;
      })
      .catch(() => void failed++)
      .finally(() => inFlight.delete(sent));
    inFlight.add(sent);
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      return { written, failed };
    },
  };
}

export async function measureMixed(input: {
  api: { url: string; child?: { pid?: number } };
  /** The read clients make: the 200-ticket list. */
  readPath: string;
  readHeaders: Record<string, string>;
  staffHeaders: Record<string, string>;
  /** Tickets on other projects than the read's: the notes go to each in turn. */
  otherTicketGuids: readonly string[];
  /** Accounts to sign in as, in turn (the sign-in limits count per address). */
  loginEmails: string[];
  password: string;
  connections: number;
  durationS: number;
  /** PostgreSQL: the second process's environment; undefined on SQLite (one process per database file). */
  secondProcessEnv?: { env: Record<string, string>; flags: string[] };
}): Promise<MixedFigures> {
  const { api, connections, durationS } = input;
  const read = { url: api.url + input.readPath, headers: input.readHeaders, connections, duration: durationS };
  const notesUrls = input.otherTicketGuids.map((guid) => `${api.url}/api/agency/tickets/${guid}/updates`);

  // Rounds of the reads alone and while notes are written, one right after the other, so that both see the same
  // background load; the ratio is the median of the rounds' ratios.
  await cannon({ ...read, duration: Math.min(3, durationS) });
  const rounds: Array<{ alone: Run; whileWriting: Run; notes: { written: number; failed: number } }> = [];
  for (let round = 0; round < MIXED_ROUNDS; round++) {
    const alone = await cannon(read);
    const writer = noteWriter(notesUrls, input.staffHeaders, MIXED_TARGETS.notesPerSecond);
    const whileWriting = await cannon(read);
    rounds.push({ alone, whileWriting, notes: await writer.stop() });
  }
  const middle = [...rounds].sort(
    (a, b) => a.whileWriting.reqPerSec / a.alone.reqPerSec - b.whileWriting.reqPerSec / b.alone.reqPerSec,
  )[MIXED_ROUNDS >> 1]!;

  const write = (writeConnections: number) => {
    const nextUrl = inTurn(notesUrls);
    const path = (url: string) => new URL(url).pathname;
    return cannon({
      url: notesUrls[0]!,
      connections: writeConnections,
      duration: durationS,
      requests: [
        {
          method: 'POST',
          headers: { ...input.staffHeaders, 'content-type': 'application/json' },
          body: noteBody('A note at load'),
          setupRequest: (request) => ({ ...request, path: path(nextUrl()) }),
        },
      ],
    });
  };
  const [at1, coresAt1] = await coresDuring(api.child?.pid, () => write(1));
  const [at16, coresAt16] = await coresDuring(api.child?.pid, () => write(16));

  // Sign-in one after another while the reads run: each must come back well before the SPA gives up.
  const signInTimes: number[] = [];
  const reading = cannon(read);
  const until = Date.now() + (durationS - 1) * 1000;
  for (let i = 0; Date.now() < until; i++) {
    const started = performance.now();
    await signIn(api.url, input.loginEmails[i % input.loginEmails.length]!, input.password);
    signInTimes.push(Math.round(performance.now() - started));
  }
  await reading;

  let twoProcesses: MixedFigures['twoProcesses'] = null;
  if (input.secondProcessEnv) {
    const second = await startProcess('second API server', 'dist/server.js', input.secondProcessEnv.env, [
      ...input.secondProcessEnv.flags,
    ]);
    try {
      const half = Math.ceil(connections / 2);
      const both = await Promise.all([
        cannon({ ...read, connections: half }),
        cannon({ ...read, url: second.url + input.readPath, connections: half }),
      ]);
      const one = await cannon(read);
      twoProcesses = { one: one.reqPerSec, two: both[0].reqPerSec + both[1].reqPerSec };
    } finally {
      await stopProcess(second.child);
    }
  }

  return {
    readsAlone: middle.alone.reqPerSec,
    readsWhileWriting: middle.whileWriting.reqPerSec,
    readsWhileWritingP99Ms: Math.max(...rounds.map((r) => r.whileWriting.p99Ms)),
    readsRatioRounds: rounds.map((r) => Math.round((r.whileWriting.reqPerSec / r.alone.reqPerSec) * 100) / 100),
    notesWritten: rounds.reduce((n, r) => n + r.notes.written, 0),
    notesFailed: rounds.reduce((n, r) => n + r.notes.failed, 0),
    writesAt1: at1.reqPerSec,
    writesAt16: at16.reqPerSec,
    writesAt16P99Ms: at16.p99Ms,
    writeCores: coresAt1 && coresAt16 ? { at1: coresAt1, at16: coresAt16 } : null,
    writeErrors: at1.errors + at16.errors + rounds.reduce((n, r) => n + r.alone.errors + r.whileWriting.errors, 0),
    signInWhileReadingMs: signInTimes,
    twoProcesses,
  };
}

const sumCores = (c: Cores) => Math.round((c.server + c.postgres + c.loadGenerator) * 100) / 100;
const busyAt1 = (writeCores: MixedFigures['writeCores']) => writeCores && sumCores(writeCores.at1);
const coresWords = (writeCores: MixedFigures['writeCores']) =>
  writeCores
    ? `; cores busy at 1 → 16 connections: server ${writeCores.at1.server} → ${writeCores.at16.server}, ` +
      `PostgreSQL ${writeCores.at1.postgres} → ${writeCores.at16.postgres}, load generator ` +
      `${writeCores.at1.loadGenerator} → ${writeCores.at16.loadGenerator}`
    : '';

/** The verdicts on the mixed figures, each with by how much and why where missed. */
export function mixedVerdicts(figures: MixedFigures, kind: 'sqlite' | 'postgres', cores: number) {
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  const readsRatio = ratio(figures.readsWhileWriting, figures.readsAlone);
  const scaling = ratio(figures.writesAt16, figures.writesAt1);
  const sorted = [...figures.signInWhileReadingMs].sort((a, b) => a - b);
  const signInP99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? NaN;
  const shared = `the load generator${kind === 'postgres' ? ', PostgreSQL' : ''} and the server share ${cores} cores`;
  const verdicts = [
    {
      target: `reads while staff post ${MIXED_TARGETS.notesPerSecond} notes/s on another project: at least ${MIXED_TARGETS.minReadsWhileWriting} of the reads alone`,
      met: readsRatio >= MIXED_TARGETS.minReadsWhileWriting && figures.notesFailed === 0,
      detail:
        `${readsRatio} (median of pairs ${figures.readsRatioRounds.join(', ')}; ${figures.readsWhileWriting} against ` +
        `${figures.readsAlone} req/s, p99 ${figures.readsWhileWritingP99Ms} ms; ` +
        `${figures.notesWritten} notes written, ${figures.notesFailed} failed)` +
        (readsRatio < MIXED_TARGETS.minReadsWhileWriting
          ? `: each note is CPU the reads no longer get, as ${shared}`
          : ''),
    },
    {
      target: `internal notes at 16 connections: at least ${MIXED_TARGETS.minWritesPerSecond} writes/s`,
      met: figures.writesAt16 >= MIXED_TARGETS.minWritesPerSecond && figures.writeErrors === 0,
      detail:
        `${figures.writesAt16} writes/s (p99 ${figures.writesAt16P99Ms} ms), ${figures.writeErrors} errors` +
        (figures.writesAt16 < MIXED_TARGETS.minWritesPerSecond ? `; ${shared}` : ''),
    },
    {
      target: `sign-in while ${figures.signInWhileReadingMs.length ? 'clients read' : '…'}: p99 under ${MIXED_TARGETS.maxSignInP99Ms} ms`,
      met: signInP99 < MIXED_TARGETS.maxSignInP99Ms,
      detail: `p99 ${signInP99} ms over ${sorted.length} sign-ins (median ${sorted[sorted.length >> 1] ?? NaN} ms)`,
    },
  ];
  if (kind === 'postgres') {
    verdicts.push({
      target: `internal notes at 16 connections: at least ${MIXED_TARGETS.minWriteScaling}x one connection`,
      met: scaling >= MIXED_TARGETS.minWriteScaling,
      detail:
        `${scaling}x (${figures.writesAt1} → ${figures.writesAt16} writes/s${coresWords(figures.writeCores)})` +
        (scaling < MIXED_TARGETS.minWriteScaling
          ? `: one connection already keeps about ${busyAt1(figures.writeCores) ?? 'one'} of the ${cores} cores busy ` +
            `(each note waits for seven round trips to PostgreSQL), so sixteen can at most use the rest; ${shared}`
          : ''),
    });
    if (figures.twoProcesses) {
      const two = ratio(figures.twoProcesses.two, figures.twoProcesses.one);
      verdicts.push({
        target: `two API processes on one database: at least ${MIXED_TARGETS.minTwoProcesses}x the reads of one (${cores} cores)`,
        met: two >= MIXED_TARGETS.minTwoProcesses,
        detail:
          `${two}x (${figures.twoProcesses.one} → ${figures.twoProcesses.two} req/s)` +
          (two < MIXED_TARGETS.minTwoProcesses ? `: a second process needs a core of its own, and ${shared}` : ''),
      });
    }
  }
  return verdicts;
}
