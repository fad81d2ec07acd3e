/**
 * The customer's proof page (/orders/{id}/proof?token=T): for each design of the order (decision 045; most orders
 * have one) the current version large, the answer to it (approve after confirming the checks, or ask for changes),
 * its conversation and earlier versions; the order's details; with several designs, how many are approved. A
 * signed-in owner needs no token.
 */
import { Icon } from '../../components/ui/icons';
import { dollarsToCents } from '../../../core/money';
import { orderNumber } from '../../../core/order-numbers';
import type { CustomerProof } from '../../../core/schemas/proofs';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { apiErrorStatus } from '../../lib/api';
import { ProofNotFound } from './proof-not-found';
import { Card, ProofDesignSection } from './proof-design-section';
import { ProofOrderDetails } from './proof-order-details';
import { ApprovedPanel, ApproveByNotice } from './proof-status-panels';
import { useApproveProof, useCustomerProof, useRequestChanges } from './use-proof';

export interface ProofPageViewProps {
  orderId: string;
  token: string;
  /** The server render's read of the proof, so the first HTML shows it. */
  initialProof?: CustomerProof;
}

export function ProofPageView({ orderId, token, initialProof }: ProofPageViewProps) {
  const query = useCustomerProof(orderId, token, initialProof);
  const approve = useApproveProof(orderId, token);
  const changes = useRequestChanges(orderId, token);

  if (apiErrorStatus(query.error) === 404) return <ProofNotFound />;
  if (query.isPending) {
    return (
      <p role="status" className="mx-auto max-w-6xl px-4 py-24 text-center text-slate-600">
        Loading your proof...
      </p>
    );
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="mx-auto my-16 max-w-xl rounded-3xl border border-red-200 bg-red-50 px-6 py-10 text-center"
      >
        <p className="font-semibold text-red-800">We couldn&apos;t load your proof.</p>
        <Button variant="outline" className="mt-5" onClick={() => void query.refetch()}>
          <Icon name="refresh-cw" className="size-4" aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }

  const proof = query.data;
  const { order, designs } = proof;
  const several = designs.length > 1;
  const approvedCount = designs.filter((design) => design.approved).length;
  const allApproved = approvedCount === designs.length;
  const payBalancePath = proof.payBalancePath ?? approve.data?.payBalancePath ?? null;
  const sectionProps = {
    proof,
    several,
    approveAnswer: approve.data,
    approving: approve.isPending,
    onApprove: (design: number, version: number) => approve.mutate({ design, version }),
    requesting: changes.isPending,
    onRequestChanges: changes.mutate,
  };
  const details = (
    <Card title="Order details">
      <ProofOrderDetails order={order} />
    </Card>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
      <PageHeader
        band={false}
        eyebrow={`Order ${orderNumber('custom', order.id)}`}
        title={several ? 'Review your proofs' : 'Review your proof'}
      />
      <p className="mt-3 flex items-start gap-2 text-sm text-slate-600">
        <Icon name="shield-check" className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
        {several
          ? `This private page comes from your proof e-mail: your order has ${designs.length} designs, each with its own proof. Check each mockup, then approve it or tell us what to change.`
          : 'This private page comes from your proof e-mail: check the mockup, then approve it or tell us what to change.'}
      </p>
      {allApproved && designs.some((design) => design.versions.length > 0) ? null : (
        <div className="mt-5">
          <ApproveByNotice order={order} />
        </div>
      )}
      {several ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <section aria-label="Approvals" className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <p role="status" className="text-lg font-semibold text-slate-900">
              {approvedCount} of {designs.length} designs approved
            </p>
            {allApproved ? (
              <div className="mt-4">
                <ApprovedPanel
                  approval={null}
                  status={order.status}
                  payBalancePath={payBalancePath}
                  remainingBalanceCents={dollarsToCents(order.remainingBalance)}
                  product={order.product}
                />
              </div>
            ) : (
              <p className="mt-2 text-sm text-slate-600">
                Your order goes into production once every design is approved.
              </p>
            )}
          </section>
          {details}
        </div>
      ) : null}
      {designs.map((design) => (
        <ProofDesignSection
          key={design.design}
          design={design}
          {...sectionProps}
          aside={several ? undefined : details}
        />
      ))}
    </div>
  );
}
