/** Writes who changed what in the admin area, in the same transaction as the change. */
import type { DbOrTx } from '../db/client';
import { adminRepository } from '../modules/admin-auth/admin-auth.repository';

export interface Actor {
  id: string;
  email: string;
}

export function audit(
  db: DbOrTx,
  actor: Actor,
  action: string,
  entity: string,
  entityId: string | null,
  details?: unknown,
): Promise<void> {
  return adminRepository.audit(db, {
    userId: actor.id,
    userEmail: actor.email,
    action,
    entity,
    entityId,
    details,
  });
}
