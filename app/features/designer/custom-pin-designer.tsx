/**
 * The five-step custom pin designer (shopper-spec sections 2-5, 8 and 9), self-contained so it can be
 * the /custom page or a section of the home page. Prices always come from core's designerQuote.
 */
import { Icon } from '../../components/ui/icons';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { trackDesignerStep } from '../../lib/analytics';
import { cn } from '../../lib/cn';
import { useOnDemand } from '../../lib/use-on-demand';
import { usePrices } from '../../lib/use-prices';
import { useToday } from '../../lib/use-today';
import { whenIdle } from '../../lib/when-idle';
import { DESIGNER_STEPS, LAST_STEP, draftQuote, isStepValid, type DesignerStep } from './designer-state';
import { designsSummary, isSeveral } from './draft-designs';
import { PriceSummary } from './price-summary';
import { QuantityStep } from './quantity-step';
import { SaveDesignButton } from './save-design-button';
import { StepIndicator } from './step-indicator';
import { loadPackagingStep, loadReviewStep, loadSpecsStep, loadUploadStep, preloadSteps } from './step-loaders';
import { useDesignFiles } from './use-design-file';
import { useDesignerDraft } from './use-designer-draft';
import { usePromoCode } from './use-promo-code';
import { useSavedDesign } from './use-saved-design';
import { useSubmitOrder } from './use-submit-order';

const STEP_INTROS: Record<DesignerStep, string> = {
  1: 'Choose your product and slide to your quantity: the more pieces, the lower the price per piece.',
  2: 'Pick the size and the metal finish of your pin.',
  3: 'Choose how your pins are packed and how fast you need them.',
  4: 'Upload your logo or artwork, tell us where to send the mockup and where the pins go.',
  5: 'Check everything, add a promo code, and pay a 10% deposit to start.',
};

export interface CustomPinDesignerProps {
  className?: string;
  /** Where the visitor slid the quantity in the server's HTML before this code came (slid-quantity.ts). */
  slidQuantity?: number;
}

export function CustomPinDesigner({ className, slidQuantity }: CustomPinDesignerProps) {
  const [draft, dispatch] = useDesignerDraft();
  // After the draft's restore (its effects come first): what the visitor just did wins over what they saved.
  const slidTo = useRef(slidQuantity);
  useEffect(() => {
    if (slidTo.current !== undefined) dispatch({ type: 'quantity', quantity: slidTo.current });
    slidTo.current = undefined;
  }, [dispatch]);
  const files = useDesignFiles();
  useSavedDesign(dispatch, files.chooseFirst);
  const prices = usePrices();
  const quote = draftQuote(draft, prices);
  const promo = usePromoCode(draft, dispatch);
  const designFiles = draft.designs.map((_design, index) => files.list[index]?.file ?? null);
  const order = useSubmitOrder(draft, designFiles);
  const step = draft.currentStep;
  const stepInfo = DESIGNER_STEPS[step - 1]!;
  const today = useToday();
  const canContinue = isStepValid(step, draft, designFiles.every(Boolean), today, prices);
  // Step 1 comes with the page; the others load apart from it (step-loaders.ts).
  const specs = useOnDemand(loadSpecsStep, step === 2);
  const packaging = useOnDemand(loadPackagingStep, step === 3);
  const upload = useOnDemand(loadUploadStep, step === 4);
  const review = useOnDemand(loadReviewStep, step === 5);
  useEffect(() => {
    void whenIdle().then(() => preloadSteps([2, 3, 4, 5]));
  }, []);
  useEffect(() => {
    if (step < LAST_STEP) preloadSteps([(step + 1) as DesignerStep]);
  }, [step]);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => trackDesignerStep(step), [step]);
  // A new step replaces the card's content: bring its heading into view and focus (not on first load).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (document.activeElement === document.body || rootRef.current?.contains(document.activeElement)) {
      headingRef.current?.focus({ preventScroll: true });
      const top = rootRef.current?.getBoundingClientRect().top ?? 0;
      if (top < 0) rootRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, [step]);

  const goTo = (next: DesignerStep) => dispatch({ type: 'step', step: next });

  return (
    <div ref={rootRef} className={cn('grid scroll-mt-24 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8', className)}>
      <div className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
        <div className="border-b border-slate-100 bg-slate-50/60 px-3 py-5 sm:px-8">
          <StepIndicator current={step} />
        </div>

        <div className="px-4 py-6 sm:px-8 sm:py-8">
          <p className="text-xs font-semibold tracking-widest text-brand-700 uppercase">
            Step {step} of {LAST_STEP}
          </p>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="mt-1 text-2xl font-bold tracking-tight text-slate-900 outline-none"
          >
            {stepInfo.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{STEP_INTROS[step]}</p>

          <div className="mt-6">
            {step === 1 ? (
              <QuantityStep
                product={draft.product}
                onProduct={(product) => dispatch({ type: 'product', product })}
                quantity={draft.quantity}
                severalDesigns={isSeveral(draft) ? designsSummary(draft) : null}
                onEditDesigns={() => goTo(4)}
                quote={quote}
                onQuantity={(quantity) => dispatch({ type: 'quantity', quantity })}
              />
            ) : step === 2 && specs ? (
              <specs.SpecsStep
                product={draft.product}
                size={draft.size}
                plating={draft.plating}
                onSize={(size) => dispatch({ type: 'size', size })}
                onPlating={(plating) => dispatch({ type: 'plating', plating })}
              />
            ) : step === 3 && packaging ? (
              <packaging.PackagingStep
                packaging={draft.packaging}
                rushOrder={draft.rushOrder}
                eventDate={draft.eventDate}
                onPackaging={(option, checked) => dispatch({ type: 'packaging', option, checked })}
                onRush={(rushOrder) => dispatch({ type: 'rush', rushOrder })}
                onEventDate={(value) => dispatch({ type: 'eventDate', value })}
              />
            ) : step === 4 && upload ? (
              <upload.UploadStep
                designs={{
                  product: draft.product,
                  quantity: draft.quantity,
                  designs: draft.designs,
                  files: files.list,
                  table: prices,
                  onFile: files.choose,
                  onAdd: () => dispatch({ type: 'addDesign' }),
                  onRemove: (index) => {
                    files.remove(index);
                    dispatch({ type: 'removeDesign', index });
                  },
                  onChange: (index, change) => dispatch({ type: 'design', index, ...change }),
                }}
                customerName={draft.customerName}
                customerEmail={draft.customerEmail}
                customerPhone={draft.customerPhone}
                shipTo={draft.shipTo}
                onName={(value) => dispatch({ type: 'customerName', value })}
                onEmail={(value) => dispatch({ type: 'customerEmail', value })}
                onPhone={(value) => dispatch({ type: 'customerPhone', value })}
                onShipTo={(value) => dispatch({ type: 'shipTo', value })}
              />
            ) : step === 5 && review ? (
              <review.ReviewStep
                draft={draft}
                quote={quote}
                files={files.list}
                promo={{
                  checking: promo.checking,
                  onCode: (value) => dispatch({ type: 'promoCode', value }),
                  onApply: promo.apply,
                  onRemove: promo.remove,
                }}
                onEditDesign={() => goTo(4)}
              />
            ) : (
              <StepPlaceholder />
            )}
          </div>
        </div>

        <div className="flex items-center justify-between gap-3 border-t border-slate-100 bg-slate-50/60 px-4 py-4 sm:px-8">
          <Button
            variant="outline"
            size="lg"
            disabled={step === 1 || order.submitting}
            onClick={() => goTo((step - 1) as DesignerStep)}
            className="max-sm:px-4"
          >
            <Icon name="arrow-left" className="size-4" aria-hidden="true" />
            Previous
          </Button>
          {step < LAST_STEP ? (
            <Button size="lg" disabled={!canContinue} onClick={() => goTo((step + 1) as DesignerStep)}>
              Next Step
              <Icon name="arrow-right" className="size-4" aria-hidden="true" />
            </Button>
          ) : (
            <Button size="lg" disabled={order.submitting} onClick={order.submit}>
              {order.submitting ? (
                <>
                  <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
                  Processing...
                </>
              ) : (
                <>
                  <Icon name="lock" className="size-4" aria-hidden="true" />
                  Pay Deposit
                </>
              )}
            </Button>
          )}
        </div>
      </div>

      <aside aria-label="Price estimate" className="lg:sticky lg:top-24 lg:self-start">
        <PriceSummary draft={draft} quote={quote} />
        <SaveDesignButton draft={draft} file={designFiles[0] ?? null} />
      </aside>
    </div>
  );
}

/** Where a step shows while its code is still on the way: about a step's height, so nothing below it jumps. */
function StepPlaceholder() {
  return (
    <div role="status" aria-label="Loading this step" className="flex flex-col gap-4">
      <div className="h-24 rounded-2xl bg-slate-100 motion-safe:animate-pulse" />
      <div className="h-24 rounded-2xl bg-slate-100 motion-safe:animate-pulse" />
      <div className="h-24 rounded-2xl bg-slate-100 motion-safe:animate-pulse" />
    </div>
  );
}
