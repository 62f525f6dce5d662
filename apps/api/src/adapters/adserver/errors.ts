import { AppError } from '../../platform/errors.ts';

/**
 * The ad server's refusals, as AppErrors with codes of the domain's catalogue (spec §8), so that a refusal the
 * portal did not prevent still reaches the client with a code it knows. `fields` hold codes, not sentences.
 */
export const adServerError = {
  /** An id the ad server does not know (404). */
  notFound: (what: string, id: number) =>
    new AppError('NOT_FOUND', { message: `The ad server has no ${what} ${id}` }),
  orderArchived: (id: number) => new AppError('ORDER_ARCHIVED', { message: `Order ${id} is archived` }),
  lineItemArchived: (id: number) =>
    new AppError('LINE_ITEM_ARCHIVED', { message: `Line item ${id} is archived` }),
  /** An action the object's status does not allow (409). */
  notAllowed: (message: string) => new AppError('ORDER_NOT_EDITABLE', { status: 409, message }),
  /** A creative that does not fit what it is attached to. */
  creative: (fields: Record<string, string[]>, message: string) =>
    new AppError('CREATIVE_ERROR', { fields, message }),
  /** An input the ad server refuses (a missing name, an unknown reference). */
  invalid: (fields: Record<string, string[]>, message = 'The ad server refused the input') =>
    new AppError('InvalidParameterException', { fields, message }),
};
