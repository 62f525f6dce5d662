/**
 * Where the card on file meets the campaigns it pays for (issue 31 §4). The orders module sits above payments (an
 * order is pre-authorised on the card), so payments does not import it: it declares what it needs to know before a
 * card is deleted — the campaigns pending approval, ready or delivering that rely on it — and what happens once the
 * advertiser confirmed the deletion anyway — those campaigns pause for payment at once; server.ts plugs the orders
 * module in (decision 0023).
 */
export interface CardDependents {
  /** The owner's campaigns that rely on the card (the domain's campaignsNeedingCard), by id and name. */
  campaigns(ownerId: number): Promise<{ id: number; name: string }[]>;
  /** Pauses the owner's running line items for PAYMENT: they resume once a new card is saved. */
  pauseForPayment(ownerId: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The orders module behind the payments module's port (server.ts). */
    cardDependents: CardDependents;
  }
}
