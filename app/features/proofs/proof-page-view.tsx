/**
 * The customer's proof page (/orders/{id}/proof?token=T): the current version large, the answer to it
 * (approve after confirming the checks, or ask for changes), the order's details, the earlier versions and the
 * conversation. A signed-in owner needs no token.
 */
import type { ReactNode } from 'react';
import { Icon } from '../../components/ui/icons';
import { dollarsToCents } from '../../../core/money';
import { orderNumber } from '../../../core/order-numbers';
import type { CustomerProof } from '../../../core/schemas/proofs';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { apiErrorStatus } from '../../lib/api';
import { cn } from '../../lib/cn';
import { ApproveForm } from './approve-form';
import { ChangesForm } from './changes-form';
import { approvedVersion } from './proof-labels';
import { ProofNotFound } from './proof-not-found';
import { ProofOrderDetails } from './proof-order-details';
import { ProofPreview } from './proof-preview';
import { ApprovedPanel, ApproveByNotice, WaitingPanel } from './proof-status-panels';
import { EarlierVersions, ProofConversation } from './proof-thread';
import { useApproveProof, useCustomerProof, useRequestChanges } from './use-proof';

export interface ProofPageViewProps {
  orderId: string;
  token: string;
  /** The server render's read of the proof, so the first HTML shows it. */
  initialProof?: CustomerProof;
}

function Card({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn('rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}>
      <h2 className="mb-4 text-xl font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
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
  const { order } = proof;
  const current = proof.versions.find((version) => version.current) ?? null;
  const approvedNow = approvedVersion(proof.versions, proof.feedback);
  // Approve's own answer covers the moment before the refetched proof arrives.
  const approval = approvedNow?.approvedAt
    ? { version: approvedNow.version, approvedAt: approvedNow.approvedAt }
    : (approve.data ?? null);
  const payBalancePath = proof.payBalancePath ?? approve.data?.payBalancePath ?? null;

  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
      <PageHeader band={false} eyebrow={`Order ${orderNumber('custom', order.id)}`} title="Review your proof" />
      <p className="mt-3 flex items-start gap-2 text-sm text-slate-600">
        <Icon name="shield-check" className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
        This private page comes from your proof e-mail: check the mockup, then approve it or tell us what to change.
      </p>
      {approval ? null : (
        <div className="mt-5">
          <ApproveByNotice order={order} />
        </div>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Card title={current ? `Version ${current.version}` : 'Your proof is on its way'}>
          {current ? (
            <ProofPreview orderId={order.id} version={current} size="large" />
          ) : (
            <WaitingPanel hasProof={false} />
          )}
        </Card>

        <div className="flex flex-col gap-6">
          {current ? (
            <Card title={approval ? 'Approved' : 'Your answer'}>
              {approval ? (
                <ApprovedPanel
                  approval={approval}
                  status={order.status}
                  payBalancePath={payBalancePath}
                  remainingBalanceCents={dollarsToCents(order.remainingBalance)}
                />
              ) : proof.canRespond ? (
                <div className="flex flex-col gap-8">
                  <ApproveForm
                    version={current.version}
                    remainingBalanceCents={dollarsToCents(order.remainingBalance)}
                    pending={approve.isPending}
                    onApprove={(version) => approve.mutate(version)}
                  />
                  <div className="border-t border-slate-100 pt-6">
                    <ChangesForm
                      key={current.version}
                      version={current.version}
                      pending={changes.isPending}
                      onSubmit={(request) => changes.mutate(request)}
                    />
                  </div>
                </div>
              ) : (
                <WaitingPanel hasProof />
              )}
            </Card>
          ) : null}
          <Card title="Order details">
            <ProofOrderDetails order={order} />
          </Card>
        </div>
      </div>

      <Card title="Conversation" className="mt-6">
        <ProofConversation orderId={order.id} feedback={proof.feedback} />
      </Card>

      {proof.versions.length > 1 ? (
        <Card title="Earlier versions" className="mt-6">
          <EarlierVersions orderId={order.id} versions={proof.versions} />
        </Card>
      ) : null}
    </div>
  );
}
