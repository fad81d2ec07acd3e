/** Step 5: the order summary, price breakdown, contact and design file, promo code and what happens next. */
import { Icon } from '../../components/ui/icons';
import type { ReactNode } from 'react';
import { BALANCE_DUE_LABEL, balanceTerms } from '../../../core/balance-terms';
import { DESIGNER_TAX_NOTE } from '../../../core/tax-custom-order';
import { formatUsd } from '../../../core/money';
import { pinPackagingLabel, pinPlatingLabel, pinSizeLabel } from '../../../core/pin-options';
import type { DesignerQuote } from '../../../core/pricing/designer';
import { Button } from '../../components/ui/button';
import { useToday } from '../../lib/use-today';
import { DELIVERY_OPTIONS, estimatedDeliveryDate, formatDeliveryDate } from './delivery';
import type { DesignerDraft } from './designer-state';
import { designsSummary, isSeveral } from './draft-designs';
import { MockupPanel } from './mockup-panel';
import { PromoCodeBox } from './promo-code-box';
import type { DesignFile } from './use-design-file';
import { checkShipTo, shipToLines, type ShipToInput } from '../../../core/ship-to-check';
import { productCount } from '../../../core/pricing/price-table';

export interface ReviewStepProps {
  draft: DesignerDraft;
  quote: DesignerQuote;
  /** Each design's file, in the designs' order. */
  files: ReadonlyArray<DesignFile | null>;
  promo: { checking: boolean; onCode(code: string): void; onApply(): void; onRemove(): void };
  onEditDesign(): void;
}

function nextSteps(remainingCents: number): string[] {
  return [
    'We e-mail you a digital mockup within 24 hours.',
    'You approve the design (or ask for changes) on its proof page.',
    balanceTerms(remainingCents),
    'Production starts as soon as the balance is paid.',
  ];
}

export function ReviewStep({ draft, quote, files, promo, onEditDesign }: ReviewStepProps) {
  const today = useToday();
  const several = isSeveral(draft);
  const design = files[0] ?? null;
  const missingFiles = draft.designs.some((_design, index) => !files[index]);
  const delivery = DELIVERY_OPTIONS[draft.rushOrder ? 'rush' : 'standard'];
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Panel title="Order summary">
        <dl className="divide-y divide-slate-100 text-sm">
          <Row label="Quantity">{designsSummary(draft)}</Row>
          <Row label="Size">{pinSizeLabel(draft.size)}</Row>
          <Row label="Plating">{pinPlatingLabel(draft.plating)}</Row>
          <Row label="Packaging">{pinPackagingLabel(draft.packaging)}</Row>
          <Row label="Delivery">
            {delivery.label} ({delivery.timeframe})
            {today ? (
              <span className="block text-xs font-normal text-slate-500">
                Est. {formatDeliveryDate(estimatedDeliveryDate(today, draft.rushOrder))}
              </span>
            ) : null}
          </Row>
          {draft.eventDate ? <Row label="Event date">{formatDeliveryDate(draft.eventDate)}</Row> : null}
        </dl>
      </Panel>

      <Panel title="Price breakdown">
        <dl className="divide-y divide-slate-100 text-sm" data-testid="price-breakdown">
          <Row label="Price per pin">{formatUsd(quote.pricePerPinCents)}</Row>
          <Row label={`Base price (${draft.quantity} × ${formatUsd(quote.pricePerPinCents)})`}>
            {formatUsd(quote.baseCents)}
          </Row>
          {quote.rushFeeCents > 0 ? <Row label="Rush fee">{formatUsd(quote.rushFeeCents)}</Row> : null}
          {quote.discountCents > 0 ? (
            <Row label={`Discount (${draft.appliedDiscount?.code ?? ''})`} tone="discount">
              −{formatUsd(quote.discountCents)}
            </Row>
          ) : null}
          <Row label="Total" tone="strong">
            {formatUsd(quote.totalCents)}
          </Row>
        </dl>
        <p className="mt-2 text-xs text-slate-600">{DESIGNER_TAX_NOTE}</p>
        <dl className="mt-3 grid gap-2 rounded-xl bg-brand-600 p-4 text-white">
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-sm font-medium text-brand-50">Deposit due today (10%)</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid="deposit-due">
              {formatUsd(quote.depositCents)}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-3 text-sm text-brand-50">
            <dt>{BALANCE_DUE_LABEL}</dt>
            <dd className="font-semibold tabular-nums" data-testid="remaining-balance">
              {formatUsd(quote.remainingCents)}
            </dd>
          </div>
        </dl>
        <div className="mt-5">
          <PromoCodeBox
            code={draft.promoCode}
            applied={draft.appliedDiscount}
            checking={promo.checking}
            onCode={promo.onCode}
            onApply={promo.onApply}
            onRemove={promo.onRemove}
          />
        </div>
      </Panel>

      <Panel title="Contact & design file">
        <dl className="divide-y divide-slate-100 text-sm">
          <Row label="Name">{draft.customerName.trim() || '—'}</Row>
          <Row label="E-mail">
            <span className="break-all">{draft.customerEmail.trim() || '—'}</span>
          </Row>
          {draft.customerPhone.trim() ? <Row label="Phone">{draft.customerPhone.trim()}</Row> : null}
          <Row label="Ship to">
            <ShipToText shipTo={draft.shipTo} />
          </Row>
          {several ? (
            draft.designs.map((listed, index) => (
              <Row key={index} label={`Design ${index + 1}: ${listed.name.trim()}`}>
                {productCount(listed.quantity, draft.product)}
                <FileName file={files[index]?.file} />
              </Row>
            ))
          ) : (
            <Row label="Design file">
              {design ? (
                <span className="inline-flex items-center gap-1.5 break-all">
                  <Icon name="file-text" className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                  {design.file.name}
                </span>
              ) : (
                '—'
              )}
            </Row>
          )}
        </dl>
        {missingFiles ? (
          <div className="mt-3 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center">
            <p className="flex flex-1 items-start gap-2">
              <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {several
                ? 'Files are not kept between visits: please add each design’s file again.'
                : 'Files are not kept between visits: please add your design file again.'}
            </p>
            <Button variant="outline" size="sm" onClick={onEditDesign}>
              {several ? 'Add design files' : 'Add design file'}
            </Button>
          </div>
        ) : null}
      </Panel>

      {several ? (
        draft.designs.map((listed, index) => (
          <MockupPanel
            key={index}
            draft={draft}
            design={files[index] ?? null}
            title={`Design ${index + 1}: ${listed.name.trim()}`}
          />
        ))
      ) : (
        <MockupPanel draft={draft} design={design} />
      )}

      <Panel title="What happens after you pay">
        <ol className="flex flex-col gap-3 text-sm text-slate-700">
          {nextSteps(quote.remainingCents).map((text) => (
            <li key={text} className="flex gap-2.5">
              <Icon name="circle-check" className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ol>
      </Panel>
    </div>
  );
}

function FileName({ file }: { file: File | undefined }) {
  if (!file) return <span className="block text-xs font-normal text-amber-800">No file yet</span>;
  return (
    <span className="flex items-center justify-end gap-1.5 text-xs font-normal break-all text-slate-600">
      <Icon name="file-text" className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
      {file.name}
    </span>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 p-4 sm:p-5">
      <h3 className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Row({ label, tone, children }: { label: string; tone?: 'strong' | 'discount'; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className={tone === 'strong' ? 'font-semibold text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd
        className={
          tone === 'strong'
            ? 'text-base font-bold text-slate-900 tabular-nums'
            : tone === 'discount'
              ? 'font-semibold text-brand-700 tabular-nums'
              : 'text-right font-medium text-slate-900 tabular-nums'
        }
      >
        {children}
      </dd>
    </div>
  );
}

function ShipToText({ shipTo }: { shipTo: ShipToInput }) {
  const checked = checkShipTo(shipTo);
  if (!checked.ok) return <>—</>;
  return (
    <span className="block text-right">
      {shipToLines(checked.shipTo).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </span>
  );
}
