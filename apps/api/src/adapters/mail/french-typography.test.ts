import { describe, expect, it } from 'vitest';
import { typographyFaults } from '@portal/domain/french-typography';
import { renderMail, type MailTemplate } from './templates.ts';

/**
 * The French e-mails follow the typography of every French screen (the web's locales test): the typographic
 * apostrophe and a no-break space before : ; ! ? and inside « ». One sample of each kind, with values that bring no
 * punctuation of their own, so that a fault found is the template's.
 */

const PERSON = { firstName: 'Éloïse', link: 'https://portail.test/fr/profil' };
const SAMPLES: { [K in MailTemplate['kind']]: Extract<MailTemplate, { kind: K }> } = {
  'register-code': { kind: 'register-code', code: '123456', validHours: 24 },
  'reset-code': { kind: 'reset-code', code: '123456', validMinutes: 60, firstName: 'Éloïse' },
  'email-change': { kind: 'email-change', idConfirmation: '123456', validHours: 24, ...PERSON },
  'email-change-requested': {
    kind: 'email-change-requested',
    oldEmail: 'ancienne@exemple.test',
    newEmail: 'nouvelle@exemple.test',
    ...PERSON,
  },
  'email-changed': {
    kind: 'email-changed',
    oldEmail: 'ancienne@exemple.test',
    newEmail: 'nouvelle@exemple.test',
    ...PERSON,
  },
  'order-approved': { kind: 'order-approved', orderName: 'Soldes', startDate: '2026-12-01', ...PERSON },
  'order-delivering': { kind: 'order-delivering', orderName: 'Soldes', ...PERSON },
  'order-disapproved': {
    kind: 'order-disapproved',
    orderName: 'Soldes',
    reason: 'Texte trop petit',
    ...PERSON,
  },
  'creative-disapproved': {
    kind: 'creative-disapproved',
    creativeName: 'Bannière',
    orderName: 'Soldes',
    reason: 'Texte trop petit',
    ...PERSON,
  },
  'payment-failed': { kind: 'payment-failed', invoiceNumber: 'F-2026-0001', amount: '12,00 $', ...PERSON },
  'data-export-ready': { kind: 'data-export-ready', validHours: 24, ...PERSON },
  'agency-invitation': { kind: 'agency-invitation', agencyName: 'Agence Nord', ...PERSON },
  'agency-member-invitation': {
    kind: 'agency-member-invitation',
    agencyName: 'Agence Nord',
    role: 'member',
    ...PERSON,
  },
  'account-suspended': {
    kind: 'account-suspended',
    reason: 'Publicités trompeuses : trois plaintes',
    supportEmail: 'aide@example.com',
    firstName: 'Éloïse',
  },
  'two-factor-changed': { kind: 'two-factor-changed', change: 'enabled', ...PERSON },
  'team-invitation': {
    kind: 'team-invitation',
    accountName: 'Acme',
    inviterName: 'Ana Roy',
    role: 'BILLING',
    ...PERSON,
  },
  'team-role-changed': { kind: 'team-role-changed', accountName: 'Acme', role: 'VIEWER', ...PERSON },
  'team-removed': { kind: 'team-removed', accountName: 'Acme', firstName: 'Éloïse' },
};

describe('French e-mails', () => {
  it.each(Object.values(SAMPLES))('write $kind with French typography', (template) => {
    const { subject, text } = renderMail('fr', template);
    expect([...typographyFaults(subject), ...typographyFaults(text)]).toEqual([]);
  });
});
