import { parseArgs } from 'node:util';
import { AdminRefused, adminPasswordMinLength, createAdmin, demoAdminUsername } from './auth/admins.ts';
import { PasswordPromptCancelled, readNewPassword } from './auth/passwordPrompt.ts';
import { serverSecrets, storedSecret } from './auth/secrets.ts';
import { loadServerSettings } from './config.ts';
import { DataFolderProblem } from './db/dataFolder.ts';
import { migrate } from './db/db.ts';
import { openServerDatabase } from './startup.ts';

/**
 * `npm run admin:create -- [--username <name>] [--force]`: makes the shop's first administrator, on the database the
 * server uses (DATABASE_URL, else the embedded one in DATA_DIR, which the server must not hold meanwhile). The password
 * is typed on the terminal (twice, not echoed) or read from a pipe (`printf '%s\n' "$PASSWORD" | npm run …`), never
 * from the command line (it would be in the shell's history and the process list). Refused when an administrator
 * exists already, unless `--force` (another admin, or a new password for this username). Prints the admin sign-in
 * address, which holds the hidden segment: the server's log never does in production.
 */
const usage = 'usage: npm run admin:create -- [--username <name>] [--force]   (the password is asked for, or piped)';

function fail(message: string, code = 1): never {
  console.error(`admin:create: ${message}`);
  process.exit(code);
}

let options: { username: string; force: boolean };
try {
  const { values } = parseArgs({
    options: {
      username: { type: 'string', default: demoAdminUsername },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  options = { username: values.username, force: values.force };
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`, 2);
}

let password: string;
try {
  password = await readNewPassword(process.stdin, process.stdout, options.username);
} catch (error) {
  if (error instanceof PasswordPromptCancelled) fail('cancelled: nothing was changed');
  fail(error instanceof Error ? error.message : String(error));
}
if (password.length < adminPasswordMinLength) {
  fail(`the password must be ${adminPasswordMinLength} characters or more: nothing was changed`);
}

const settings = loadServerSettings();
const database = await openServerDatabase(settings).catch((error: unknown) =>
  fail(error instanceof DataFolderProblem ? error.message : String(error)),
);
try {
  const { db } = database;
  // A new database is made ready first, as a server start would (under its lock, so a start meanwhile waits).
  await db.underLock('startup', () => migrate(db));
  const { replaced } = await createAdmin(db, { ...options, password, reason: 'npm run admin:create' });
  const segment = process.env.ADMIN_LOGIN_SEGMENT || (await storedSecret(db, serverSecrets.adminLoginSegment));
  const origin = process.env.PUBLIC_ORIGIN || `http://localhost:${settings.port}`;
  console.log(
    `${replaced ? 'New password set for' : 'Administrator created:'} "${options.username.trim()}". ` +
      `Sign in at ${origin}/admin/${segment}/login`,
  );
} catch (error) {
  process.exitCode = 1;
  console.error(`admin:create: ${error instanceof AdminRefused ? error.message : String(error)}`);
} finally {
  await database.close();
}
