import { PRODUCT_NAME, type Language, type TeamRole } from '@portal/domain';

const TEAM_ROLE_WORDS: Record<Language, Record<TeamRole, string>> = {
  fr: { OWNER: 'propriétaire', MANAGER: 'gestionnaire', BILLING: 'facturation', VIEWER: 'lecture seule' },
  en: { OWNER: 'Owner', MANAGER: 'Manager', BILLING: 'Billing', VIEWER: 'Viewer' },
};

/**
 * The mails of the accounts flows, each carrying its code in the subject and in the body (issue 3), with the notices of
 * an e-mail change to the address it replaces (issue 28), and of the review of campaigns and creatives (issue 4), of a
 * declined invoice payment (issue 14) and of an archive of the account's data that is ready (issue 16).
 */
export type MailTemplate =
  | { kind: 'register-code'; code: string; validHours: number }
  | { kind: 'reset-code'; code: string; validMinutes: number; firstName: string }
  | { kind: 'email-change'; idConfirmation: string; link: string; validHours: number; firstName: string }
  | {
      /**
       * To the account's address when a change to another is asked (issue 28): a way to stop it when it was not the
       * user. The link is the forgot-password page, in the recipient's language.
       */
      kind: 'email-change-requested';
      oldEmail: string;
      newEmail: string;
      link: string;
      firstName: string;
    }
  | {
      /** To the former address once the change is confirmed (issue 28); the link is the login page. */
      kind: 'email-changed';
      oldEmail: string;
      newEmail: string;
      link: string;
      firstName: string;
    }
  | { kind: 'order-disapproved'; orderName: string; reason: string; link: string; firstName: string }
  /** Staff approved the campaign (issue 31 §5: the pending campaign promises this e-mail); the link is its detail. */
  | {
      kind: 'order-approved';
      orderName: string;
      /** The first day of its dates (YYYY-MM-DD, platform time zone); null when they have begun already. */
      startDate: string | null;
      link: string;
      firstName: string;
    }
  /** The campaign's first impressions were counted (issue 31 §5); the link is its detail page. */
  | { kind: 'order-delivering'; orderName: string; link: string; firstName: string }
  | {
      kind: 'creative-disapproved';
      creativeName: string;
      orderName: string;
      /** The staff's reason; a creative may be refused without one. */
      reason: string | null;
      link: string;
      firstName: string;
    }
  | {
      kind: 'payment-failed';
      invoiceNumber: string;
      /** The amount as the recipient reads it (formatMoney in their language). */
      amount: string;
      /** The payment method page, in the recipient's language. */
      link: string;
      firstName: string;
    }
  | {
      kind: 'data-export-ready';
      /** The profile's "Download my data" section, in the recipient's language (login first when signed out). */
      link: string;
      validHours: number;
      firstName: string;
    }
  | {
      kind: 'agency-invitation';
      agencyName: string;
      /** The profile page, in the recipient's language, where the invitation is accepted (issue 16). */
      link: string;
      firstName: string;
    }
  | {
      /** An agency admin invites an account to join the agency as a member (issue 16); accepted in the profile. */
      kind: 'agency-member-invitation';
      agencyName: string;
      /** The agency role offered, in words of the recipient's language. */
      role: 'admin' | 'member';
      link: string;
      firstName: string;
    }
  | {
      /**
       * An owner invites an e-mail to join the advertiser account with a role (decision 0029), whether a portal user
       * has it or not; decided in the profile (the link), once signed in with that e-mail.
       */
      kind: 'team-invitation';
      accountName: string;
      inviterName: string;
      role: TeamRole;
      link: string;
      firstName: string;
    }
  | {
      /** An owner changed the member's role in the account (decision 0029). */
      kind: 'team-role-changed';
      accountName: string;
      role: TeamRole;
      link: string;
      firstName: string;
    }
  | {
      /** The member was removed from the account, or left it (decision 0029). */
      kind: 'team-removed';
      accountName: string;
      firstName: string;
    }
  | {
      /** Staff suspended the account (issue 31 §17): their reason, and where to write (SUPPORT_EMAIL) when set. */
      kind: 'account-suspended';
      reason: string;
      supportEmail: string | null;
      firstName: string;
    }
  | {
      /**
       * Two-step verification changed on the account (issue 33): turned on, turned off, or new recovery codes. The link
       * is the profile, where it is changed back; whoever did not do it is told to change their password.
       */
      kind: 'two-factor-changed';
      change: 'enabled' | 'disabled' | 'recovery-codes' | 'passkey-added' | 'passkey-removed';
      link: string;
      firstName: string;
    };

interface Rendered {
  subject: string;
  lines: string[];
  link?: string;
}

const PRODUCT = PRODUCT_NAME;

const WORDING: {
  [L in Language]: { [K in MailTemplate['kind']]: (m: Extract<MailTemplate, { kind: K }>) => Rendered };
} = {
  fr: {
    'register-code': (m) => ({
      subject: `Votre code de vérification\u00a0: ${m.code}`,
      lines: [
        'Bonjour,',
        `Voici votre code de vérification pour créer votre compte\u00a0: ${m.code}`,
        `Il est valide pendant ${m.validHours} heures. Si vous n’avez pas demandé ce code, ignorez ce courriel.`,
      ],
    }),
    'reset-code': (m) => ({
      subject: `Code de réinitialisation du mot de passe\u00a0: ${m.code}`,
      lines: [
        `Bonjour ${m.firstName},`.replace(' ,', ','),
        `Voici votre code pour réinitialiser votre mot de passe\u00a0: ${m.code}`,
        `Il est valide pendant ${m.validMinutes} minutes. Si vous n’avez rien demandé, ignorez ce courriel\u00a0: votre mot de passe ne change pas.`,
      ],
    }),
    'email-change': (m) => ({
      subject: `Confirmez votre nouvelle adresse courriel (code ${m.idConfirmation})`,
      lines: [
        `Bonjour ${m.firstName},`.replace(' ,', ','),
        'Pour confirmer cette adresse comme nouvelle adresse de votre compte, ouvrez le lien ci-dessous.',
        `Code de confirmation\u00a0: ${m.idConfirmation}`,
        `Le lien est valide pendant ${m.validHours} heures. Si vous n’avez rien demandé, ignorez ce courriel.`,
      ],
      link: m.link,
    }),
    'email-change-requested': (m) => ({
      subject: 'Demande de changement de l’adresse courriel de votre compte',
      lines: [
        `Bonjour ${m.firstName},`.replace(' ,', ','),
        `Quelqu’un a demandé de remplacer l’adresse de votre compte, ${m.oldEmail}, par ${m.newEmail}. Le changement ne sera fait que lorsque le lien envoyé à la nouvelle adresse sera ouvert.`,
        'Si c’est vous, vous n’avez rien à faire.',
        `Si ce n’est pas vous, quelqu’un connaît votre mot de passe\u00a0: réinitialisez-le dès maintenant avec le lien ci-dessous. Un nouveau mot de passe ferme toutes les sessions ouvertes, dont celle qui a fait la demande, et le changement ne pourra pas être confirmé.`,
      ],
      link: m.link,
    }),
    'email-changed': (m) => ({
      subject: 'L’adresse courriel de votre compte a été changée',
      lines: [
        `Bonjour ${m.firstName},`.replace(' ,', ','),
        `L’adresse de votre compte est désormais ${m.newEmail}\u00a0: c’est avec elle que vous vous connectez, et les courriels du portail n’arriveront plus à ${m.oldEmail}.`,
        `Si ce n’est pas vous, connectez-vous sans attendre avec l’adresse ${m.newEmail} et votre mot de passe (lien ci-dessous), changez votre mot de passe dans votre profil, ce qui ferme toutes les autres sessions, puis remettez votre adresse.`,
      ],
      link: m.link,
    }),
    'order-approved': (m) => ({
      subject: `Votre campagne «\u00a0${m.orderName}\u00a0» est approuvée`,
      lines: [
        `Bonjour ${m.firstName},`.replace(' ,', ','),
        `Notre équipe a approuvé votre campagne «\u00a0${m.orderName}\u00a0». ${m.startDate ? `Sa diffusion commencera le ${m.startDate}, au début de ses dates` : 'Sa diffusion commence dès maintenant'}, et vous recevrez un courriel à ses premières impressions.`,
        'Vous pouvez suivre sa livraison sur la page de la campagne.',
      ],
      link: m.link,
    }),
    'order-delivering': (m) => ({
      subject: `Votre campagne «\u00a0${m.orderName}\u00a0» est en diffusion`,
      lines: [
        `Bonjour ${m.firstName},`.replace(' ,', ','),
        `Les premières impressions de votre campagne «\u00a0${m.orderName}\u00a0» ont été diffusées. Suivez ses impressions, ses clics et ses dépenses sur la page de la campagne et dans vos statistiques.`,
      ],
      link: m.link,
    }),
    'order-disapproved': (m) => ({
      subject: `Votre campagne «\u00a0${m.orderName}\u00a0» n’a pas été approuvée`,
      lines: [
        `Bonjour ${m.firstName},`.replace(' ,', ','),
        `Notre équipe a examiné votre campagne «\u00a0${m.orderName}\u00a0» et ne peut pas l’approuver pour la raison suivante\u00a0:`,
        m.reason,
        'Modifiez la campagne, puis soumettez-la de nouveau pour approbation.',
      ],
      link: m.link,
    }),
    'creative-disapproved': (m) => ({
      subject: `Votre créatif «\u00a0${m.creativeName}\u00a0» n’a pas été approuvé`,
      lines: [
        `Bonjour ${m.firstName},`.replace(' ,', ','),
        `Notre équipe a examiné le créatif «\u00a0${m.creativeName}\u00a0» de votre campagne «\u00a0${m.orderName}\u00a0» et ne peut pas l’approuver${m.reason ? ' pour la raison suivante\u00a0:' : '.'}`,
        ...(m.reason ? [m.reason] : []),
        'Modifiez le créatif ou remplacez-le\u00a0: il sera examiné de nouveau.',
      ],
      link: m.link,
    }),
    'payment-failed': (m) => ({
      subject: `Le paiement de votre facture ${m.invoiceNumber} a été refusé`,
      lines: [
        `Bonjour ${m.firstName},`.replace(' ,', ','),
        `Votre carte de crédit a refusé le paiement de la facture ${m.invoiceNumber} (${m.amount}).`,
        'Vos campagnes en cours sont en pause jusqu’au paiement. Mettez à jour votre mode de paiement : les factures impayées seront payées aussitôt et vos campagnes reprendront d’elles-mêmes.',
      ],
      link: m.link,
    }),
    'data-export-ready': (m) => ({
      subject: 'L’archive de vos données est prête',
      lines: [
        `Bonjour ${m.firstName},`.replace(' ,', ','),
        'L’archive de vos données (campagnes, créatifs, factures, métriques, audiences, pixels de conversion et historique des modifications) est prête.',
        `Téléchargez-la depuis votre profil, section «\u00a0Télécharger mes données\u00a0», dans les ${m.validHours} heures\u00a0: le lien expire ensuite et il faudra en préparer une nouvelle.`,
      ],
      link: m.link,
    }),
    'agency-invitation': (m) => ({
      subject: `L’agence ${m.agencyName} vous invite à lui donner accès à votre compte`,
      lines: [
        `Bonjour ${m.firstName},`.replace(' ,', ','),
        `L’agence ${m.agencyName} demande à gérer vos campagnes pour vous. Elle n’aura accès à votre compte que si vous acceptez l’invitation dans votre profil.`,
        'Vous pourrez retirer cet accès à tout moment depuis votre profil. Si vous ne connaissez pas cette agence, ignorez ce courriel.',
      ],
      link: m.link,
    }),
    'agency-member-invitation': (m) => ({
      subject: `L’agence ${m.agencyName} vous invite à rejoindre son équipe`,
      lines: [
        `Bonjour ${m.firstName},`.replace(' ,', ','),
        `L’agence ${m.agencyName} vous invite à devenir ${m.role === 'admin' ? 'administrateur' : 'membre'} de son équipe, pour gérer les campagnes de ses clients.`,
        'Vous n’en ferez partie que si vous acceptez l’invitation dans votre profil. Si vous ne connaissez pas cette agence, ignorez ce courriel.',
      ],
      link: m.link,
    }),
    'team-invitation': (m) => ({
      subject: `${m.inviterName} vous invite à rejoindre le compte ${m.accountName}`,
      lines: [
        `Bonjour ${m.firstName},`.replace(' ,', ','),
        `${m.inviterName} vous invite à rejoindre le compte annonceur ${m.accountName} avec le rôle «\u00a0${TEAM_ROLE_WORDS.fr[m.role]}\u00a0».`,
        'Connectez-vous (ou créez un compte) avec cette adresse courriel, puis acceptez l’invitation dans votre profil. Si vous ne connaissez pas ce compte, ignorez ce courriel.',
      ],
      link: m.link,
    }),
    'team-role-changed': (m) => ({
      subject: `Votre rôle dans le compte ${m.accountName} a changé`,
      lines: [
        `Bonjour ${m.firstName},`.replace(' ,', ','),
        `Votre rôle dans le compte annonceur ${m.accountName} est maintenant «\u00a0${TEAM_ROLE_WORDS.fr[m.role]}\u00a0».`,
      ],
      link: m.link,
    }),
    'team-removed': (m) => ({
      subject: `Vous ne faites plus partie du compte ${m.accountName}`,
      lines: [
        `Bonjour ${m.firstName},`.replace(' ,', ','),
        `Vous n’êtes plus membre du compte annonceur ${m.accountName}\u00a0: vous n’y avez plus accès.`,
      ],
    }),
    'account-suspended': (m) => ({
      subject: 'Votre compte a été suspendu',
      lines: [
        `Bonjour ${m.firstName},`.replace(' ,', ','),
        'Notre équipe a suspendu votre compte pour la raison suivante\u00a0:',
        m.reason,
        'Vous ne pouvez plus vous connecter, et vos campagnes en cours sont en pause.',
        m.supportEmail
          ? `Pour en parler ou demander la réactivation du compte, écrivez à ${m.supportEmail}.`
          : 'Pour en parler ou demander la réactivation du compte, répondez à ce courriel.',
      ],
    }),
    'two-factor-changed': (m) => ({
      subject: {
        enabled: 'La validation en deux étapes est activée sur votre compte',
        disabled: 'La validation en deux étapes est désactivée sur votre compte',
        'recovery-codes': 'Nouveaux codes de récupération pour votre compte',
        'passkey-added': 'Une clé d’accès a été ajoutée à votre compte',
        'passkey-removed': 'Une clé d’accès a été retirée de votre compte',
      }[m.change],
      lines: [
        `Bonjour ${m.firstName},`.replace(' ,', ','),
        {
          enabled:
            'La validation en deux étapes vient d’être activée\u00a0: après votre mot de passe, le portail vous demandera le code de votre application d’authentification, ou l’un de vos codes de récupération.',
          disabled:
            'La validation en deux étapes vient d’être désactivée\u00a0: votre mot de passe suffit de nouveau pour vous connecter.',
          'recovery-codes':
            'De nouveaux codes de récupération viennent d’être créés\u00a0: les anciens ne fonctionnent plus.',
          'passkey-added':
            'Une clé d’accès vient d’être ajoutée\u00a0: après votre mot de passe, elle peut remplacer le code de votre application d’authentification.',
          'passkey-removed': 'Une clé d’accès vient d’être retirée de votre compte.',
        }[m.change],
        'Si ce n’est pas vous, changez votre mot de passe sans attendre et vérifiez la validation en deux étapes dans votre profil (lien ci-dessous).',
      ],
      link: m.link,
    }),
  },
  en: {
    'register-code': (m) => ({
      subject: `Your verification code: ${m.code}`,
      lines: [
        'Hello,',
        `Here is your verification code to create your account: ${m.code}`,
        `It is valid for ${m.validHours} hours. If you did not ask for this code, ignore this e-mail.`,
      ],
    }),
    'reset-code': (m) => ({
      subject: `Password reset code: ${m.code}`,
      lines: [
        `Hello ${m.firstName},`.replace(' ,', ','),
        `Here is your code to reset your password: ${m.code}`,
        `It is valid for ${m.validMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays the same.`,
      ],
    }),
    'email-change': (m) => ({
      subject: `Confirm your new e-mail address (code ${m.idConfirmation})`,
      lines: [
        `Hello ${m.firstName},`.replace(' ,', ','),
        'To confirm this address as the new address of your account, open the link below.',
        `Confirmation code: ${m.idConfirmation}`,
        `The link is valid for ${m.validHours} hours. If you did not ask for this, ignore this e-mail.`,
      ],
      link: m.link,
    }),
    'email-change-requested': (m) => ({
      subject: 'A change of the e-mail address of your account was asked',
      lines: [
        `Hello ${m.firstName},`.replace(' ,', ','),
        `Someone asked to replace the address of your account, ${m.oldEmail}, with ${m.newEmail}. The change is made only once the link sent to the new address is opened.`,
        'If it was you, there is nothing to do.',
        'If it was not you, someone knows your password: reset it now with the link below. A new password ends every open session, the one that asked included, and the change can no longer be confirmed.',
      ],
      link: m.link,
    }),
    'email-changed': (m) => ({
      subject: 'The e-mail address of your account was changed',
      lines: [
        `Hello ${m.firstName},`.replace(' ,', ','),
        `The address of your account is now ${m.newEmail}: you sign in with it, and the portal's e-mails no longer come to ${m.oldEmail}.`,
        `If it was not you, sign in at once with the address ${m.newEmail} and your password (link below), change your password in your profile, which ends every other session, then set your address back.`,
      ],
      link: m.link,
    }),
    'order-approved': (m) => ({
      subject: `Your campaign "${m.orderName}" is approved`,
      lines: [
        `Hello ${m.firstName},`.replace(' ,', ','),
        `Our team approved your campaign "${m.orderName}". ${m.startDate ? `It will start delivering on ${m.startDate}, when its dates begin` : 'It starts delivering now'}, and you will get an e-mail at its first impressions.`,
        "You can follow its delivery on the campaign's page.",
      ],
      link: m.link,
    }),
    'order-delivering': (m) => ({
      subject: `Your campaign "${m.orderName}" is delivering`,
      lines: [
        `Hello ${m.firstName},`.replace(' ,', ','),
        `The first impressions of your campaign "${m.orderName}" were delivered. Follow its impressions, clicks and spend on the campaign's page and in your metrics.`,
      ],
      link: m.link,
    }),
    'order-disapproved': (m) => ({
      subject: `Your campaign "${m.orderName}" was not approved`,
      lines: [
        `Hello ${m.firstName},`.replace(' ,', ','),
        `Our team reviewed your campaign "${m.orderName}" and cannot approve it for the following reason:`,
        m.reason,
        'Change the campaign, then submit it for approval again.',
      ],
      link: m.link,
    }),
    'creative-disapproved': (m) => ({
      subject: `Your creative "${m.creativeName}" was not approved`,
      lines: [
        `Hello ${m.firstName},`.replace(' ,', ','),
        `Our team reviewed the creative "${m.creativeName}" of your campaign "${m.orderName}" and cannot approve it${m.reason ? ' for the following reason:' : '.'}`,
        ...(m.reason ? [m.reason] : []),
        'Change the creative or replace it: it will be reviewed again.',
      ],
      link: m.link,
    }),
    'payment-failed': (m) => ({
      subject: `The payment of your invoice ${m.invoiceNumber} was declined`,
      lines: [
        `Hello ${m.firstName},`.replace(' ,', ','),
        `Your credit card declined the payment of invoice ${m.invoiceNumber} (${m.amount}).`,
        'Your running campaigns are paused until it is paid. Update your payment method: the unpaid invoices will be paid at once and your campaigns will resume by themselves.',
      ],
      link: m.link,
    }),
    'data-export-ready': (m) => ({
      subject: 'The archive of your data is ready',
      lines: [
        `Hello ${m.firstName},`.replace(' ,', ','),
        'The archive of your data (campaigns, creatives, invoices, metrics, audiences, conversion pixels and the history of changes) is ready.',
        `Download it from your profile, "Download my data" section, within ${m.validHours} hours: the link expires then and a new one will have to be prepared.`,
      ],
      link: m.link,
    }),
    'agency-invitation': (m) => ({
      subject: `The agency ${m.agencyName} invites you to give it access to your account`,
      lines: [
        `Hello ${m.firstName},`.replace(' ,', ','),
        `The agency ${m.agencyName} asks to manage your campaigns for you. It gets access to your account only if you accept the invitation in your profile.`,
        'You can withdraw this access at any time from your profile. If you do not know this agency, ignore this e-mail.',
      ],
      link: m.link,
    }),
    'agency-member-invitation': (m) => ({
      subject: `The agency ${m.agencyName} invites you to join its team`,
      lines: [
        `Hello ${m.firstName},`.replace(' ,', ','),
        `The agency ${m.agencyName} invites you to become ${m.role === 'admin' ? 'an administrator' : 'a member'} of its team, to manage its clients' campaigns.`,
        'You join it only if you accept the invitation in your profile. If you do not know this agency, ignore this e-mail.',
      ],
      link: m.link,
    }),
    'team-invitation': (m) => ({
      subject: `${m.inviterName} invites you to join the account ${m.accountName}`,
      lines: [
        `Hello ${m.firstName},`.replace(' ,', ','),
        `${m.inviterName} invites you to join the advertiser account ${m.accountName} as ${TEAM_ROLE_WORDS.en[m.role]}.`,
        'Sign in (or create an account) with this e-mail address, then accept the invitation in your profile. If you do not know this account, ignore this e-mail.',
      ],
      link: m.link,
    }),
    'team-role-changed': (m) => ({
      subject: `Your role in the account ${m.accountName} changed`,
      lines: [
        `Hello ${m.firstName},`.replace(' ,', ','),
        `Your role in the advertiser account ${m.accountName} is now ${TEAM_ROLE_WORDS.en[m.role]}.`,
      ],
      link: m.link,
    }),
    'team-removed': (m) => ({
      subject: `You are no longer a member of the account ${m.accountName}`,
      lines: [
        `Hello ${m.firstName},`.replace(' ,', ','),
        `You are no longer a member of the advertiser account ${m.accountName}: you no longer have access to it.`,
      ],
    }),
    'account-suspended': (m) => ({
      subject: 'Your account has been suspended',
      lines: [
        `Hello ${m.firstName},`.replace(' ,', ','),
        'Our team suspended your account for the following reason:',
        m.reason,
        'You can no longer sign in, and your running campaigns are paused.',
        m.supportEmail
          ? `To discuss it or ask for the account to be reactivated, write to ${m.supportEmail}.`
          : 'To discuss it or ask for the account to be reactivated, reply to this e-mail.',
      ],
    }),
    'two-factor-changed': (m) => ({
      subject: {
        enabled: 'Two-step verification is on for your account',
        disabled: 'Two-step verification is off for your account',
        'recovery-codes': 'New recovery codes for your account',
        'passkey-added': 'A passkey was added to your account',
        'passkey-removed': 'A passkey was removed from your account',
      }[m.change],
      lines: [
        `Hello ${m.firstName},`.replace(' ,', ','),
        {
          enabled:
            'Two-step verification was just turned on: after your password, the portal will ask for the code of your authenticator app, or one of your recovery codes.',
          disabled: 'Two-step verification was just turned off: your password alone signs you in again.',
          'recovery-codes': 'New recovery codes were just made: the former ones no longer work.',
          'passkey-added':
            'A passkey was just added: after your password, it can stand in for the code of your authenticator app.',
          'passkey-removed': 'A passkey was just removed from your account.',
        }[m.change],
        'If it was not you, change your password at once and check two-step verification in your profile (link below).',
      ],
      link: m.link,
    }),
  },
};

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Subject, text and HTML of a mail in the recipient's language; every variable part is escaped in the HTML. */
export function renderMail(
  locale: Language,
  template: MailTemplate,
): { subject: string; text: string; html: string } {
  const render = WORDING[locale][template.kind] as (m: MailTemplate) => Rendered;
  const { subject, lines, link } = render(template);
  const signature = `— ${PRODUCT[locale]}`;
  const text = [...lines, ...(link ? [link] : []), '', signature].join('\n\n');
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`] : []),
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: `${subject} — ${PRODUCT[locale]}`, text, html };
}
