import type { StandInOrder } from './state';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The buyer's approval page of the stand-in: no script, a plain form (it must pass the shop's strict CSP). Shown only
 * to whoever has the order's approve link; its buttons post the link's key back.
 */
/**
 * The breakdown PayPal shows under the amount (Items, Shipping, Tax, Discount), as the merchant sent it; none when
 * it is only the items' total (the amount itself).
 */
const BREAKDOWN_LABELS = [
  ['item_total', 'Items'],
  ['shipping', 'Shipping'],
  ['tax_total', 'Tax'],
  ['discount', 'Discount'],
] as const;

function breakdownList(unit: StandInOrder['purchase_units'][number] | undefined): string {
  const breakdown = unit?.amount.breakdown;
  if (!breakdown || !(breakdown.shipping || breakdown.tax_total || breakdown.discount)) return '';
  const rows = BREAKDOWN_LABELS.flatMap(([field, label]) => {
    const money = breakdown[field];
    if (!money) return [];
    const value = `${field === 'discount' ? '-' : ''}${money.value} ${money.currency_code}`;
    return [`<div><dt>${label}</dt><dd>${escape(value)}</dd></div>`];
  });
  return `<dl class="breakdown" aria-label="Amount breakdown">${rows.join('')}</dl>`;
}

export function approvePage(order: StandInOrder, actionBase: string): string {
  const unit = order.purchase_units[0];
  const amount = unit ? `${unit.amount.value} ${unit.amount.currency_code}` : '';
  const token = escape(order.id);
  const hidden = `<input type="hidden" name="token" value="${token}"><input type="hidden" name="key" value="${escape(order.approvalKey)}">`;
  const done = order.status !== 'CREATED';
  const shipTo = unit?.shipping
    ? `<p class="ship">Ship to: ${escape(
        [
          unit.shipping.name?.full_name,
          unit.shipping.address.address_line_1,
          unit.shipping.address.admin_area_2,
          `${unit.shipping.address.admin_area_1} ${unit.shipping.address.postal_code}`,
          unit.shipping.address.country_code,
        ]
          .filter(Boolean)
          .join(', '),
      )}</p>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PayPal test checkout</title>
<style>body{font-family:system-ui,sans-serif;background:#f5f7fa;margin:0;padding:40px 16px;color:#0f172a}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 4px 20px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.note{background:#fff7ed;color:#9a3412;padding:8px 12px;border-radius:8px;font-size:14px}
.amount{font-size:32px;font-weight:700;margin:20px 0}button{width:100%;padding:14px;border-radius:24px;border:0;font-size:16px;font-weight:600;cursor:pointer;margin-top:10px}
.breakdown{margin:-8px 0 16px;font-size:14px}.breakdown div{display:flex;justify-content:space-between;padding:2px 0}.breakdown dd{margin:0}
.pay{background:#ffc439;color:#111}.cancel{background:#e2e8f0;color:#111}</style></head>
<body><main><h1>PayPal (test mode)</h1><p class="note">Test mode: no real payment. This page stands in for PayPal's approval.</p>
<p>Order ${token}</p><p class="amount">${escape(amount)}</p>${breakdownList(unit)}${shipTo}
${
  done
    ? `<p>This order is ${escape(order.status.toLowerCase())}.</p>`
    : `<form method="post" action="${escape(actionBase)}/checkoutnow/approve">${hidden}<button class="pay" type="submit">Approve payment</button></form>
<form method="post" action="${escape(actionBase)}/checkoutnow/cancel">${hidden}<button class="cancel" type="submit">Cancel and return</button></form>`
}
</main></body></html>`;
}
