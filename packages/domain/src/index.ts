/**
 * @portal/domain: every rule, constant, schema and error code of the portal, shared by the API and the web
 * (architecture.md). Pure TypeScript: no I/O, nothing imported but zod.
 */
export * from './constants.ts';
export * from './enums.ts';
export * from './roles.ts';
export * from './errors.ts';
export * from './validation-codes.ts';
export * from './violations.ts';
export * from './messages.ts';
export * from './issues.ts';
export * from './rules.ts';
export * from './credentials.ts';
export * from './time-zone.ts';
export * from './flight-dates.ts';
export * from './flight-warnings.ts';
export * from './frequency-caps.ts';
export * from './geo-targeting.ts';
export * from './visitor-location.ts';
export * from './line-item-transitions.ts';
export * from './order-lifecycle.ts';
export * from './sizes.ts';
export * from './creatives.ts';
export * from './creative-file.ts';
export * from './budget.ts';
export * from './vouchers.ts';
export * from './audiences.ts';
export * from './names.ts';
export * from './product.ts';
export * from './order-status-groups.ts';
export * from './regions.ts';
export * from './finance.ts';
export * from './billing.ts';
export * from './invoice-terms.ts';
export * from './billing-runs.ts';
export * from './csv.ts';
export * from './forecast.ts';
export * from './pacing.ts';
export * from './serving-rules.ts';
export * from './reporting.ts';
export * from './payment-hold.ts';
export * from './data-export.ts';

export * from './entities/common.ts';
export * from './entities/targeting.ts';
export * from './entities/creative.ts';
export * from './entities/order.ts';
export * from './entities/user.ts';
export * from './entities/segments.ts';
export * from './entities/voucher.ts';
export * from './entities/finance.ts';
export * from './entities/company.ts';
export * from './entities/ui.ts';
export * from './entities/catalogues.ts';

export * from './requests/auth.ts';
export * from './requests/user.ts';
export * from './requests/orders.ts';
export * from './requests/review.ts';
export * from './requests/creatives.ts';
export * from './requests/misc.ts';
export * from './accounts.ts';
export * from './audit.ts';
export * from './admin.ts';
export * from './agencies.ts';
