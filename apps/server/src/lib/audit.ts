/** Writes who changed what in the admin area, in the same transaction as the change. */
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

export interface Actor {
  id: string;
  email: string;
}

/** One row of the audit log; `userId` is null for the system or a customer. */
export interface AuditEntry {
  userId: string | null;
  userEmail: string;
  action: string;
  entity: string;
  entityId?: string | null;
  details?: unknown;
}

export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db
    .insert(auditLog)
    .values({ ...entry, entityId: entry.entityId ?? null, details: entry.details ?? null });
}

export function audit(
  db: DbOrTx,
  actor: Actor,
  action: string,
  entity: string,
  entityId: string | null,
  details?: unknown,
): Promise<void> {
  return recordAudit(db, {
    userId: actor.id,
    userEmail: actor.email,
    action,
    entity,
    entityId,
    details,
  });
}
