import {
  displaySize,
  formatMoney,
  isUnchangedValue,
  type TAuditChange,
  type TAuditEntry,
  type TFrequencyCap,
  type TTargeting,
} from '@portal/domain';
import type { AuditFilters } from './audit-api.ts';
import { capsInWords, type Translate } from './cap-words.ts';

/** A change history's rules of display (issue 16): which changes an entry shows, and a plain value in words. */

/**
 * The changes worth a row: a field blank before and after, or equal, is no change (entries written before the rule);
 * the campaign an object was made in (and a creative's line item) is said by the entry's title, not as a number
 * (issue 31 §24).
 */
export function shownChanges(changes: readonly TAuditChange[], orderId?: string | null): TAuditChange[] {
  return changes.filter(
    (change) =>
      !isUnchangedValue(change.before, change.after) &&
      !(orderId != null && change.field === 'orderId' && String(change.after) === orderId) &&
      // A creative's line item by its internal number says nothing more than its campaign in the title.
      !(orderId != null && change.field === 'lineItemId'),
  );
}

/** Whether the user narrowed the history: then an empty page says no change matches, else that there is none yet. */
export function hasUserFilters(filters: AuditFilters): boolean {
  return Boolean(filters.from || filters.to || filters.objectType || filters.objectId || filters.accountId);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Numbers the user knows as numbers: a campaign (orderId, duplicatedFrom) or a line item, as the screens show them. */
const IDENTIFIER = /Id$|From$/;

/**
 * An instant as the portal writes dates (spec §2: YYYY-MM-DD in both languages) with its time, both in the platform's
 * time zone, where a campaign's days begin at 00:00: "2026-11-29, 12:00 a.m.", "2026-11-29 00 h 00".
 */
export function instantInWords(iso: string, locale: string, timeZone: string): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  return instantFormat(locale, timeZone).format(value);
}

/** One formatter per locale and time zone: a history page writes dozens of instants, and making one is slow. */
const instantFormats = new Map<string, Intl.DateTimeFormat>();
function instantFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let format = instantFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    instantFormats.set(key, format);
  }
  return format;
}

/**
 * A value in words: instants in the platform's time zone, numbers by locale, yes or no, sizes as 300 × 250, statuses
 * named, frequency caps and targeting as the campaign's summary says them, nothing as a dash.
 */
export function readable(
  field: string,
  value: unknown,
  locale: string,
  t: Translate,
  timeZone: string,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'frequencyCaps' && Array.isArray(value)) {
    return capsInWords(value as TFrequencyCap[], locale, t).join('; ');
  }
  if (field === 'targeting' && typeof value === 'object' && !Array.isArray(value)) {
    return targetingInWords(value as Partial<TTargeting>, t);
  }
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  // Money is kept in cents and read in dollars, as every screen writes it (issue 31 §24: never "118 (cents)").
  if (typeof value === 'number' && /Cents$/.test(field)) {
    return formatMoney(value, locale.startsWith('fr') ? 'fr' : 'en');
  }
  // A creative's file by what it is to its owner, never its storage path.
  if (field === 'assetUrl' && typeof value === 'string') return t('file');
  if (typeof value === 'number' && IDENTIFIER.test(field)) return String(value);
  if (typeof value === 'number') return new Intl.NumberFormat(locale).format(value);
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value)) return instantInWords(value, locale, timeZone);
    const size = /^(\d+)x(\d+)$/.exec(value);
    if (size) return displaySize({ width: Number(size[1]), height: Number(size[2]) });
    // Statuses and roles are words of the catalogue; anything else (names, URLs) is shown as it was typed.
    return /^[A-Za-z_]+$/.test(value) ? t(`values.${value}`, { defaultValue: value }) : value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.map((item) => readable(field, sizeOf(item) ?? item, locale, t, timeZone)).join(', ');
  }
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** A creative placeholder ({size: {width, height}}) as "300 × 250". */
function sizeOf(item: unknown): string | undefined {
  const size = (item as { size?: { width?: unknown; height?: unknown } } | null)?.size;
  return size && typeof size.width === 'number' && typeof size.height === 'number'
    ? displaySize({ width: size.width, height: size.height })
    : undefined;
}

/** "Targeted: Québec, Ontario · Excluded: Montréal · Audiences chosen: 2", or everywhere and everyone. */
function targetingInWords(targeting: Partial<TTargeting>, t: Translate): string {
  const names = (locations: { name: string }[] | undefined) =>
    (locations ?? []).map((l) => l.name).join(', ');
  const targeted = names(targeting.geoTargeting?.targetedLocations);
  const excluded = names(targeting.geoTargeting?.excludedLocations);
  const audiences = targeting.customTargeting?.length ?? 0;
  const parts = [
    targeted ? t('targeting.targeted', { names: targeted }) : t('targeting.everywhere'),
    ...(excluded ? [t('targeting.excluded', { names: excluded })] : []),
    audiences ? t('targeting.audiences', { n: audiences }) : t('targeting.everyone'),
  ];
  return parts.join(' · ');
}

/**
 * What an entry changed, as people call it (issue 31 §24): the object's kind and name ("Campaign “Winter”"), a line
 * item by its campaign, the account whose history it is as "your account"; never an internal number.
 */
export function objectInWords(entry: TAuditEntry, scope: 'own' | 'staff', t: Translate): string {
  const kind = t(`objects.${entry.objectType}`);
  if (entry.objectType === 'user') {
    if (scope === 'own' && entry.objectId === entry.subjectAccountId) return t('ownAccount');
    return entry.objectName ? t('objectNamed', { object: kind, name: entry.objectName }) : kind;
  }
  if (entry.objectName) return t('objectNamed', { object: kind, name: entry.objectName });
  if (entry.orderName && entry.objectType !== 'order') {
    return t('objectOfCampaign', { object: kind, name: entry.orderName });
  }
  return kind;
}
