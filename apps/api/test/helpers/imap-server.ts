import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';

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

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * A real IMAP server for the tests: Debian's Dovecot (`apt-get install dovecot-imapd`) with a throwaway Maildir
 * mailbox on a loopback port, plain login, no TLS. Started as root (it drops to `nobody`), as CI runs.
 */
export async function startImapServer(): Promise<ImapServer> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'client-portal-imap-'));
  chmodSync(root, 0o755);
  const home = path.join(root, 'home');
  mkdirSync(home);
  chownSync(home, 65534, 65534);
  const port = await freePort();
  writeFileSync(path.join(root, 'passwd'), `${USER}:{PLAIN}${PASSWORD}:65534:65534::${home}::\n`);
  writeFileSync(
    path.join(root, 'dovecot.conf'),
    `protocols = imap
listen = 127.0.0.1
base_dir = ${root}/run
state_dir = ${root}/state
log_path = /dev/stderr
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
  const child: ChildProcess = spawn(DOVECOT, ['-F', '-c', path.join(root, 'dovecot.conf')], {
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
    url: `imap://${encodeURIComponent(USER)}:${PASSWORD}@127.0.0.1:${port}`,
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
    async close() {
      child.kill('SIGTERM');
      await exited;
      rmSync(root, { recursive: true, force: true });
    },
  };
}
