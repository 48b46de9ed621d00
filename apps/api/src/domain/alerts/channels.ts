import { randomUUID } from 'node:crypto';
import {
  NOTES_NEED_INTERNAL_CONTENT,
  type AlertChannel,
  type AlertChannelChange,
  type AlertChannelKind,
  type NewAlertChannel,
  type WebhookEventType,
} from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import { recordAudit } from '../audit/record-audit.js';
import type { AuthUser } from '../shared/auth-user.js';
import { insertDeliveries } from './queue-alert.js';
import { newWebhookSecret } from './webhook-request.js';

const channelRows = (db: Db) =>
  db
    .selectFrom('alert_channels as c')
    .select((eb) => [
      'c.channel_guid',
      'c.name',
      'c.kind',
      'c.url',
      'c.secret',
      'c.is_default',
      'c.created_at',
      'c.events',
      'c.internal_content',
      eb
        .selectFrom('project_alert_channels as pc')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('pc.channel_guid', '=', 'c.channel_guid')
        .as('project_count'),
    ]);

type ChannelRow = Awaited<ReturnType<ReturnType<typeof channelRows>['executeTakeFirstOrThrow']>>;

const toChannel = (row: ChannelRow): AlertChannel => ({
  channelGuid: row.channel_guid,
  name: row.name,
  kind: row.kind as AlertChannelKind,
  url: row.url,
  secret: row.secret,
  isDefault: row.is_default === 1,
  projectCount: Number(row.project_count ?? 0),
  createdAt: row.created_at,
  events: row.events ? (row.events.split(' ') as WebhookEventType[]) : [],
  internalContent: row.internal_content === 1,
});

/** Every alert channel, by name. */
export async function listAlertChannels(db: Db): Promise<AlertChannel[]> {
  return (await channelRows(db).orderBy('c.name').orderBy('c.channel_guid').execute()).map(toChannel);
}

export async function findAlertChannel(db: Db, channelGuid: string): Promise<AlertChannel> {
  const row = await channelRows(db).where('c.channel_guid', '=', channelGuid).executeTakeFirst();
  if (!row) throw notFound(`Alert channel ${channelGuid} not found.`);
  return toChannel(row);
}

/** What the audit log keeps of a channel: never its secret, nor the address (a chat webhook's address is its key). */
const audited = (channel: {
  name: string;
  kind: string;
  url: string;
  events: readonly string[];
  internalContent: boolean;
}) => ({
  name: channel.name,
  kind: channel.kind,
  host: new URL(channel.url).host,
  events: channel.events,
  internalContent: channel.internalContent,
});

/** A new channel; a generic webhook gets its signing secret. Used by no project until chosen. */
export async function addAlertChannel(db: Db, staff: AuthUser, input: NewAlertChannel): Promise<string> {
  const channelGuid = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('alert_channels')
      .values({
        channel_guid: channelGuid,
        name: input.name,
        kind: input.kind,
        url: input.url,
        secret: input.kind === 'webhook' ? newWebhookSecret() : null,
        created_at: nowIso(),
        events: input.events.join(' '),
        internal_content: input.internalContent ? 1 : 0,
      })
      .execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'settings',
      objectGuid: channelGuid,
      action: 'alert channel added',
      changes: { channel: { before: null, after: audited(input) } },
    });
  });
  return channelGuid;
}

export async function changeAlertChannel(
  db: Db,
  staff: AuthUser,
  channelGuid: string,
  input: AlertChannelChange,
): Promise<void> {
  const current = await findAlertChannel(db, channelGuid);
  const next = { ...current, ...input };
  if (next.events.includes('ticket.note_added') && !next.internalContent) {
    throw badRequest(`events: ${NOTES_NEED_INTERNAL_CONTENT}`);
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('alert_channels')
      .set({
        name: next.name,
        url: next.url,
        events: next.events.join(' '),
        internal_content: next.internalContent ? 1 : 0,
      })
      .where('channel_guid', '=', channelGuid)
      .execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'settings',
      objectGuid: channelGuid,
      action: 'alert channel changed',
      changes: { channel: { before: audited(current), after: audited(next) } },
    });
  });
}

/** Removes a channel, its place in every project's choice, and its deliveries. */
export async function removeAlertChannel(db: Db, staff: AuthUser, channelGuid: string): Promise<void> {
  const current = await findAlertChannel(db, channelGuid);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('alert_channels').where('channel_guid', '=', channelGuid).execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'settings',
      objectGuid: channelGuid,
      action: 'alert channel removed',
      changes: { channel: { before: audited(current), after: null } },
    });
  });
}

/** Queues a test message to the channel, delivered (and logged) as any alert; answers the delivery's GUID. */
export async function testAlertChannel(db: Db, staff: AuthUser, channelGuid: string): Promise<string> {
  const channel = await findAlertChannel(db, channelGuid);
  return db.transaction().execute(async (trx) => {
    const [deliveryGuid] = await insertDeliveries(trx, [channelGuid], {
      type: 'test',
      at: nowIso(),
      channelName: channel.name,
    });
    await recordAudit(trx, {
      actor: staff,
      objectType: 'settings',
      objectGuid: channelGuid,
      action: 'alert channel tested',
      changes: {},
    });
    return deliveryGuid!;
  });
}
