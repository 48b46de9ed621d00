import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort } from './processes.js';

const DOVECOT = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot';
const USER = 'support@example.test';
const PASSWORD = 'mailbox-secret';

export interface ImapServer {
  /** IMAP_URL for the portal. */
  url: string;
  /** Puts a message in the mailbox, as the mail server does when it arrives. */
  deliver(raw: string | Buffer): Promise<void>;
  /** What the mailbox holds: each message's UID and flags. */
  messages(): Promise<{ uid: number; flags: string[] }[]>;
  close(): Promise<void>;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** A Dovecot set up in a folder of its own: its configuration file, and the portal's IMAP_URL for it. */
export interface DovecotSetup {
  root: string;
  config: string;
  port: number;
  url: string;
}

/**
 * Writes the configuration of a throwaway Dovecot (Debian's `dovecot-imapd`): one Maildir mailbox in `root`, plain
 * login on a loopback port, no TLS, logging to `logPath`. Started as root, it drops to `nobody`, as CI runs.
 */
export function writeDovecotConfig(root: string, port: number, logPath = '/dev/stderr'): DovecotSetup {
  chmodSync(root, 0o755);
  const home = path.join(root, 'home');
  mkdirSync(home, { recursive: true });
  // Dovecot, started as root, reads and writes the mailbox as `nobody`. Not root, there is no Dovecot to start: the
  // setup is still written, so the other browser tests run, and the email-in tests say why they fail.
  if (process.getuid?.() === 0) chownSync(home, 65534, 65534);
  writeFileSync(path.join(root, 'passwd'), `${USER}:{PLAIN}${PASSWORD}:65534:65534::${home}::\n`);
  const config = path.join(root, 'dovecot.conf');
  writeFileSync(
    config,
    `protocols = imap
listen = 127.0.0.1
base_dir = ${root}/run
state_dir = ${root}/state
log_path = ${logPath}
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
default_internal_user = nobody
default_internal_group = nogroup
default_login_user = nobody
mail_location = maildir:~/Maildir
mail_fsync = never
passdb {
  driver = passwd-file
  args = scheme=PLAIN ${root}/passwd
}
userdb {
  driver = passwd-file
  args = ${root}/passwd
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`,
  );
  return { root, config, port, url: `imap://${encodeURIComponent(USER)}:${PASSWORD}@127.0.0.1:${port}` };
}

/** A real IMAP server for a test file: Dovecot in the foreground, stopped (and its mailbox removed) by close(). */
export async function startImapServer(): Promise<ImapServer> {
  const setup = writeDovecotConfig(mkdtempSync(path.join(os.tmpdir(), 'client-portal-imap-')), await freePort());
  const { root, port } = setup;
  const child: ChildProcess = spawn(DOVECOT, ['-F', '-c', setup.config], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; !(await accepts(port)); i++) {
    if (child.exitCode !== null || i > 300) {
      child.kill('SIGKILL');
      throw new Error(`Dovecot did not start (${DOVECOT}; apt-get install dovecot-imapd):\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const mailbox = imapMailbox(port);
  return {
    url: setup.url,
    ...mailbox,
    async close() {
      child.kill('SIGTERM');
      await exited;
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Delivers into, and reads, the mailbox of a Dovecot on this port, as the mail server and a mail client would. */
export function imapMailbox(port: number): Pick<ImapServer, 'deliver' | 'messages'> {
  const withClient = async <T>(work: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: USER, pass: PASSWORD },
      logger: false,
    });
    client.on('error', () => {});
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout().catch(() => client.close());
    }
  };

  return {
    deliver: (raw) =>
      withClient(async (client) => {
        await client.append('INBOX', typeof raw === 'string' ? raw.replace(/\r?\n/g, '\r\n') : raw);
      }),
    messages: () =>
      withClient(async (client) => {
        const lock = await client.getMailboxLock('INBOX');
        try {
          if (!client.mailbox || client.mailbox.exists === 0) return [];
          const all = await client.fetchAll('1:*', { uid: true, flags: true });
          return all.map((m) => ({ uid: m.uid, flags: [...(m.flags ?? [])] }));
        } finally {
          lock.release();
        }
      }),
  };
}
