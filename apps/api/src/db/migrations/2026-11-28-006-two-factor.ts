import type { Kysely } from 'kysely';
import { addDataVersionTrigger, dropDataVersionTrigger } from '../data-version.js';

// Two-factor sign-in for staff (TOTP): each user's secret, when it was turned on, the last time step a code was
// accepted in (a code works once), recovery codes kept as hashes, and the admins' settings (the two-factor rule).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('totp_secret', 'varchar(64)').execute();
  await db.schema.alterTable('users').addColumn('totp_enabled_at', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();

  // No foreign key: users are disabled, never deleted (as assignee_user_guid).
  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('user_guid', 'varchar(36)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addPrimaryKeyConstraint('two_factor_recovery_codes_pk', ['user_guid', 'code_hash'])
    .execute();
  await addDataVersionTrigger(db, 'two_factor_recovery_codes');

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await addDataVersionTrigger(db, 'settings');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropDataVersionTrigger(db, 'settings');
  await db.schema.dropTable('settings').execute();
  await dropDataVersionTrigger(db, 'two_factor_recovery_codes');
  await db.schema.dropTable('two_factor_recovery_codes').execute();
  await db.schema.alterTable('users').dropColumn('totp_last_step').execute();
  await db.schema.alterTable('users').dropColumn('totp_enabled_at').execute();
  await db.schema.alterTable('users').dropColumn('totp_secret').execute();
}
