import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadServerSettings } from '../config.ts';
import { BackupRefusal, backupShop, restoreShop, type ShopLocation } from './backup.ts';

/**
 * `npm run backup [-- --out <file>]` and `npm run restore -- <file>` (README "Backups"), on the database the
 * environment names: DATABASE_URL, else the embedded one in DATA_DIR. Backups go to BACKUP_DIR (./backups) unless
 * `--out` names a file.
 */
const usage = 'usage: npm run backup [-- --out <file>] | npm run restore -- <file>';

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const settings = loadServerSettings();
  const location: ShopLocation = { databaseUrl: settings.databaseUrl, dataDir: settings.dataDir };
  const where = location.databaseUrl
    ? 'the PostgreSQL database of DATABASE_URL'
    : `the embedded database in ${location.dataDir}`;
  if (command === 'backup') {
    const { values } = parseArgs({ args: rest, options: { out: { type: 'string' } } });
    const folder = resolve(process.env.BACKUP_DIR || 'backups');
    const extension = location.databaseUrl ? 'dump' : 'sql';
    const file = values.out ? resolve(values.out) : resolve(folder, `skinsmarket-${stamp()}.${extension}`);
    await mkdir(resolve(file, '..'), { recursive: true });
    console.log(`Backing up ${where}…`);
    const summary = await backupShop(location, file);
    console.log(
      `Backed up to ${summary.file} (${(summary.bytes / 1e6).toFixed(1)} MB, migration ${summary.migration}).`,
    );
    console.log('It holds personal data and the shop’s secrets: keep it encrypted and out of the web server’s reach.');
    return;
  }
  if (command === 'restore' && rest.length === 1 && rest[0]) {
    const file = resolve(rest[0]);
    console.log(`Restoring ${file} into ${where}…`);
    const restored = await restoreShop(location, file);
    console.log(`Restored (migration ${restored.migration}). Start SkinsMarket on it with npm start.`);
    return;
  }
  throw new BackupRefusal(usage);
}

main().catch((error: unknown) => {
  if (error instanceof BackupRefusal) {
    console.error(`Refused: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
