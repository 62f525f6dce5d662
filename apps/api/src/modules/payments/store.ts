import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { paymentMethods } from './tables.ts';

/** The queries of the card on file; no rules here. */

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type NewPaymentMethod = Omit<typeof paymentMethods.$inferInsert, 'id'>;

export async function findPaymentMethod(db: Db, userId: number): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId)).limit(1);
  return row;
}

/** Saves the user's card in place of the one before; answers the row and the vault key it replaced. */
export async function replacePaymentMethod(
  db: Db,
  card: NewPaymentMethod,
): Promise<{ row: PaymentMethodRow; replacedVaultKey?: string }> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ vaultKey: paymentMethods.vaultKey })
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, card.userId))
      .for('update');
    const { userId: _userId, ...update } = card;
    const [row] = await tx
      .insert(paymentMethods)
      .values(card)
      .onConflictDoUpdate({ target: paymentMethods.userId, set: update })
      .returning();
    return { row: row!, replacedVaultKey: old?.vaultKey };
  });
}

/** Removes the user's card; answers its vault key, or undefined when there was none. */
export async function deletePaymentMethod(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .delete(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .returning({ vaultKey: paymentMethods.vaultKey });
  return row?.vaultKey;
}
