/**
 * The payment port (architecture.md "Ports for the outside world"): what the portal asks of a card processor,
 * shaped after a hosted-tokenisation processor (Moneris Hosted Tokenization and its vault). The browser types the
 * card into the processor's own page (an iframe), which answers a single-use `dataKey`; the portal turns it into a
 * vaulted card, and later pre-authorises, captures or voids amounts on it. The card number never reaches the
 * portal, and the vault key never leaves the server.
 *
 * Refusals are AppErrors with codes of the domain's catalogue (spec §8): PAYMENT_TOKEN_ERROR (an unknown, used or
 * expired dataKey), CREDIT_CARD_BLOCKED (the processor refuses to keep the card), BadPreAuthException (a declined
 * pre-authorisation), PAYMENT_SERVER_NOT_RESPONDING (the processor cannot be reached), NOT_FOUND (an unknown
 * pre-authorisation).
 */

/** The hosted tokenisation page the browser shows for a profile (spec §7 Finance: profile id and iframe path). */
export interface HostedTokenisationPage {
  profileId: string;
  /** The page's address: absolute, or a path on the portal's own origin (the sandbox's default). */
  url: string;
}

/** A card kept in the processor's vault: what the portal may store of it (architecture.md: never the number). */
export interface VaultedCard {
  /** The processor's permanent token of the card; it stays on the server. */
  vaultKey: string;
  /** visa, mastercard, amex, discover. */
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export type PreAuthorizationStatus = 'PREAUTHORIZED' | 'CAPTURED' | 'VOIDED';

export interface PreAuthorization {
  /** The processor's id of the pre-authorisation (what capture and void take). */
  id: string;
  idempotencyKey: string;
  vaultKey: string;
  amountCents: number;
  capturedCents: number;
  status: PreAuthorizationStatus;
  createdAt: string;
}

export type ChargeResult = { approved: true; id: string } | { approved: false };

export interface PaymentGateway {
  /** The hosted page of the configured profile. */
  hostedPage(): HostedTokenisationPage;

  /**
   * Turns a single-use dataKey of the hosted page into a vaulted card. A dataKey works once and expires (15 min in
   * the sandbox): PAYMENT_TOKEN_ERROR otherwise. CREDIT_CARD_BLOCKED when the processor will not keep the card.
   */
  saveCard(dataKey: string): Promise<VaultedCard>;

  /** Removes a card from the vault (a replaced or deleted payment method); unknown keys are ignored. */
  deleteCard(vaultKey: string): Promise<void>;

  /**
   * Holds `amountCents` on the card. Idempotent by key: every call with the same key, concurrent ones included,
   * answers the same single pre-authorisation (reusing a key for another card or amount is a programming error).
   * A decline (BadPreAuthException) is not remembered: the same key may be tried again, e.g. on a new card.
   */
  preAuthorize(vaultKey: string, amountCents: number, idempotencyKey: string): Promise<PreAuthorization>;

  /** Takes up to the held amount (all of it by default); capturing again answers the same capture. */
  capture(preAuthorizationId: string, amountCents?: number): Promise<PreAuthorization>;

  /** Releases the hold of a pre-authorisation not captured; voiding again is harmless. */
  void(preAuthorizationId: string): Promise<PreAuthorization>;

  /**
   * Charges `amountCents` to the card at once (an invoice). Idempotent by key: a charge that went through answers
   * the same approval again; a decline is not remembered, so the same key may be tried again (a new card).
   */
  charge(vaultKey: string, amountCents: number, idempotencyKey: string): Promise<ChargeResult>;
}
