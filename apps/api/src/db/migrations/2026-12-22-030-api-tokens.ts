import type { Kysely } from 'kysely';

// API tokens for integrations: an admin makes one (a name, its scopes, an expiry), sees it once, and may revoke it.
// Only the token's SHA-256 is kept. Each token acts as an account of its own (users.user_guid, disabled: it never
// signs in), so what it writes is named after it in history and the audit log.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .addColumn('token_guid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_guid', 'varchar(36)', (c) => c.notNull().unique().references('users.user_guid'))
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    /** Space-separated: `tickets:read tickets:write`. */
    .addColumn('scopes', 'varchar(200)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('prefix', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_by_user_guid', 'varchar(36)', (c) => c.references('users.user_guid').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('last_used_at', 'varchar(32)')
    .addColumn('last_used_ip', 'varchar(64)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
}
