import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNewPassword, typedPassword } from './auth/passwordPrompt.ts';
import { adminOfCredentials } from './auth/users.ts';
import { type Db, openDb } from './db/db.ts';
import { migratedSnapshot } from './test/testApp.ts';

/**
 * Issue #30: production's first administrator comes from `npm run admin:create`, once; a second run is refused while
 * an administrator exists, unless forced. Run on the suite's database: the embedded one (a folder of its own) or, with
 * DATABASE_URL, a new schema of its own on that PostgreSQL, which the command migrates first.
 */
const script = resolve(import.meta.dirname, 'adminCreate.ts');
const databaseUrl = process.env.DATABASE_URL;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

describe('npm run admin:create', () => {
  let env: NodeJS.ProcessEnv;
  let cleanUp: () => Promise<void>;
  let openDatabase: () => Promise<Db>;

  beforeAll(async () => {
    if (databaseUrl) {
      const schema = `admin_create_${randomUUID().replaceAll('-', '')}`;
      const url = new URL(databaseUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const setup = await openDb({ databaseUrl, schema });
      await setup.close();
      env = { DATABASE_URL: url.toString() };
      openDatabase = () => openDb({ databaseUrl, schema });
      cleanUp = async () => {
        const db = await openDb({ databaseUrl });
        await db.exec(`DROP SCHEMA ${schema} CASCADE`);
        await db.close();
      };
    } else {
      const folder = await mkdtemp(join(tmpdir(), 'admin-create-'));
      // Loaded from the suite's migrated database: a new embedded one takes far longer to make (initdb, migrations).
      await (await openDb({ dataDir: join(folder, 'data'), snapshot: await migratedSnapshot() })).close();
      env = { DATA_DIR: join(folder, 'data') };
      openDatabase = () => openDb({ dataDir: join(folder, 'data') });
      cleanUp = () => rm(folder, { recursive: true, force: true });
    }
  });
  afterAll(() => cleanUp?.());

  /** The command as an operator pipes a password into it. */
  const run = (args: string[], password: string) =>
    new Promise<Run>((done, fail) => {
      const child = spawn(process.execPath, [script, ...args], {
        env: { PATH: process.env.PATH, PUBLIC_ORIGIN: 'https://shop.example', ...env },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      child.on('error', fail);
      child.on('exit', (code) => done({ code, stdout, stderr }));
      child.stdin.end(`${password}\n`);
    });

  /** Which of these credentials sign in as an administrator now. */
  const signingIn = async (credentials: [string, string][]) => {
    const db = await openDatabase();
    try {
      const answers = [];
      for (const [username, password] of credentials) answers.push(await adminOfCredentials(db, username, password));
      return answers.map((adminId) => adminId !== undefined);
    } finally {
      await db.close();
    }
  };

  const firstPassword = 'first admin pass 1';
  const secondPassword = 'second admin pass 2';

  it('makes the first administrator once, refuses a second unless forced, and never prints a password', {
    timeout: 180_000,
  }, async () => {
    const created = await run(['--username', 'owner'], firstPassword);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(
      /^Administrator created: "owner"\. Sign in at https:\/\/shop\.example\/admin\/[\w-]{16}\/login\n$/,
    );

    const refused = await run(['--username', 'intruder'], secondPassword);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      'admin:create: an administrator exists already (owner): add --force to make another one, or to set a new ' +
        'password for one of them\n',
    );

    const forced = await run(['--username', 'owner', '--force'], secondPassword);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/^New password set for "owner"\. Sign in at /);

    for (const { stdout, stderr } of [created, refused, forced]) {
      expect(stdout + stderr).not.toContain(firstPassword);
      expect(stdout + stderr).not.toContain(secondPassword);
    }
    expect(
      await signingIn([
        ['owner', secondPassword],
        ['owner', firstPassword],
        ['intruder', secondPassword],
      ]),
    ).toEqual([true, false, false]);
  });

  it('refuses a short password before opening the database', async () => {
    const short = await run(['--username', 'owner', '--force'], 'short');
    expect(short.code).toBe(1);
    expect(short.stderr).toBe('admin:create: the password must be 12 characters or more: nothing was changed\n');
  });
});

/** A terminal: what `typedPassword` sees of the keyboard, and what it writes back. */
function terminal() {
  const input = Object.assign(new PassThrough(), {
    isTTY: true,
    rawMode: false,
    setRawMode(mode: boolean) {
      input.rawMode = mode;
      return input;
    },
  });
  input.setEncoding('utf8');
  let shown = '';
  const output = {
    write: (text: string) => {
      shown += text;
    },
  };
  return { input, output, shown: () => shown };
}

describe('the password typed on a terminal', () => {
  it('is not echoed, takes backspace, and ends on Enter in raw mode', async () => {
    const { input, output, shown } = terminal();
    const password = typedPassword(input, output, 'Password for owner: ');
    expect(input.rawMode).toBe(true);
    input.write('secrex\u007ft pass');
    input.write('word\r');
    expect(await password).toBe('secret password');
    expect(shown()).toBe('Password for owner: \n');
    expect(input.rawMode).toBe(false);
  });

  it('is asked twice, and refused when the two differ', async () => {
    const { input, output } = terminal();
    const asked = readNewPassword(input, output, 'owner');
    input.write('one password here\r');
    await new Promise((done) => setImmediate(done));
    input.write('another one here\r');
    await expect(asked).rejects.toThrow('the two passwords differ: nothing was changed');
  });

  it('is cancelled by Ctrl-C', async () => {
    const { input, output } = terminal();
    const asked = typedPassword(input, output, 'Password: ');
    input.write('half\u0003');
    await expect(asked).rejects.toThrow('cancelled');
  });
});
