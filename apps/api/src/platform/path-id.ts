import { parseId } from '@portal/domain';
import { AppError } from './errors.ts';

/**
 * The id a path names (`/gam/orders/{id}`, `/invoices/{id}/pdf`…), read by the domain's one id parser (parseId): a
 * positive decimal that fits its column. Anything else names nothing, and answers as an unknown id does (404 with
 * the route's code), never a number the database refuses (issue 28: `2147483648` made a 500).
 */
export function idOfPath(raw: string, notFound: () => AppError = () => new AppError('NOT_FOUND')): number {
  const id = parseId(raw);
  if (id === null) throw notFound();
  return id;
}
