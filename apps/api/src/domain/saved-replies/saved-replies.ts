import { randomUUID } from 'node:crypto';
import type { NewSavedReply, SavedReply, SavedReplyChange } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import { recordAudit, type Changes } from '../audit/record-audit.js';
import type { AuthUser } from '../shared/auth-user.js';
import { storableRichText } from '../tickets/ticket-text.js';

/** The replies a staff member may use: every shared one, and their own; by title. */
function visibleTo(db: Db, staff: AuthUser) {
  return db
    .selectFrom('saved_replies as r')
    .leftJoin('users as u', 'u.user_guid', 'r.created_by_user_guid')
    .select(['r.reply_guid', 'r.title', 'r.body', 'r.owner_user_guid', 'r.updated_at', 'u.first_name', 'u.last_name'])
    .where((eb) => eb.or([eb('r.owner_user_guid', 'is', null), eb('r.owner_user_guid', '=', staff.userGuid)]));
}

type Row = Awaited<ReturnType<ReturnType<typeof visibleTo>['execute']>>[number];
const toSavedReply = (row: Row): SavedReply => ({
  replyGuid: row.reply_guid,
  title: row.title,
  body: row.body,
  shared: row.owner_user_guid === null,
  createdBy: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
  updatedAt: row.updated_at,
});

export async function listSavedReplies(db: Db, staff: AuthUser): Promise<SavedReply[]> {
  const rows = await visibleTo(db, staff).orderBy('r.title').orderBy('r.reply_guid').execute();
  return rows.map(toSavedReply);
}

/** One the staff member may use and change; 404 for another's personal reply, as for one that does not exist. */
export async function findSavedReply(db: Db, staff: AuthUser, replyGuid: string): Promise<SavedReply> {
  const row = await visibleTo(db, staff).where('r.reply_guid', '=', replyGuid).executeTakeFirst();
  if (!row) throw notFound(`Saved reply ${replyGuid} not found.`);
  return toSavedReply(row);
}

export async function createSavedReply(db: Db, staff: AuthUser, input: NewSavedReply): Promise<SavedReply> {
  const at = nowIso();
  const row = {
    reply_guid: randomUUID(),
    title: input.title,
    body: storableRichText('body', input.body),
    owner_user_guid: input.shared === false ? staff.userGuid : null,
    created_by_user_guid: staff.userGuid,
    created_at: at,
    updated_at: at,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('saved_replies').values(row).execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'saved reply',
      objectGuid: row.reply_guid,
      action: 'created',
      changes: {
        title: { before: null, after: row.title },
        shared: { before: null, after: row.owner_user_guid === null },
      },
    });
  });
  return findSavedReply(db, staff, row.reply_guid);
}

/** A shared reply any staff member may change; a personal one its owner only (made personal, it becomes theirs). */
export async function changeSavedReply(
  db: Db,
  staff: AuthUser,
  replyGuid: string,
  input: SavedReplyChange,
): Promise<SavedReply> {
  const before = await findSavedReply(db, staff, replyGuid);
  const body = input.body === undefined ? undefined : storableRichText('body', input.body);
  const changes: Changes = {};
  if (input.title !== undefined && input.title !== before.title)
    changes.title = { before: before.title, after: input.title };
  if (body !== undefined && body !== before.body) changes.body = { before: before.body, after: body };
  if (input.shared !== undefined && input.shared !== before.shared) {
    changes.shared = { before: before.shared, after: input.shared };
  }
  if (Object.keys(changes).length === 0) return before;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('saved_replies')
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(body !== undefined ? { body } : {}),
        ...(input.shared !== undefined ? { owner_user_guid: input.shared ? null : staff.userGuid } : {}),
        updated_at: nowIso(),
      })
      .where('reply_guid', '=', replyGuid)
      .execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'saved reply',
      objectGuid: replyGuid,
      action: 'changed',
      changes,
    });
  });
  return findSavedReply(db, staff, replyGuid);
}

export async function removeSavedReply(db: Db, staff: AuthUser, replyGuid: string): Promise<void> {
  const before = await findSavedReply(db, staff, replyGuid);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('saved_replies').where('reply_guid', '=', replyGuid).execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'saved reply',
      objectGuid: replyGuid,
      action: 'removed',
      changes: { title: { before: before.title, after: null } },
    });
  });
}
