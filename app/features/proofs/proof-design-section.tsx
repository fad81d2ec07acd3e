/**
 * One design's proof thread on the proof page (decision 045): its current version large, the customer's answer to it
 * (approve, or ask for changes), its conversation and its earlier versions. An order of one design shows just that.
 */
import type { ReactNode } from 'react';
import { dollarsToCents } from '../../../core/money';
import { productCount } from '../../../core/pricing/price-table';
import type { CustomerProof, ProofApproveResponse, ProofDesign } from '../../../core/schemas/proofs';
import { cn } from '../../lib/cn';
import { ApproveForm } from './approve-form';
import { ChangesForm } from './changes-form';
import type { ChangeRequest } from './proof-api';
import { approvedVersion } from './proof-labels';
import { ProofPreview } from './proof-preview';
import { ApprovedPanel, WaitingPanel } from './proof-status-panels';
import { EarlierVersions, ProofConversation } from './proof-thread';

export function Card({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn('rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}>
      <h2 className="mb-4 text-xl font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export interface ProofDesignSectionProps {
  proof: CustomerProof;
  design: ProofDesign;
  /** The order has several designs: the section is headed by the design's name and shows no balance of its own. */
  several: boolean;
  /** Approve's own answer, covering the moment before the refetched proof arrives. */
  approveAnswer: ProofApproveResponse | undefined;
  approving: boolean;
  onApprove(design: number, version: number): void;
  requesting: boolean;
  onRequestChanges(request: ChangeRequest): void;
  /** Beside the answer: the order's details (one design), or nothing (several: the page shows them once). */
  aside?: ReactNode;
}

export function ProofDesignSection(props: ProofDesignSectionProps) {
  const { proof, design, several } = props;
  const { order } = proof;
  const current = design.versions.find((version) => version.current) ?? null;
  const approvedNow = approvedVersion(design.versions, design.feedback);
  const answered = props.approveAnswer?.design === design.design ? props.approveAnswer : null;
  const approval = approvedNow?.approvedAt
    ? { version: approvedNow.version, approvedAt: approvedNow.approvedAt }
    : answered;
  const remainingBalanceCents = dollarsToCents(order.remainingBalance);
  const payBalancePath = several ? null : (proof.payBalancePath ?? answered?.payBalancePath ?? null);
  const headingId = `design-${design.design}-title`;
  const title = (what: string) => (several ? `${what} of ${design.name}` : what);

  return (
    <section aria-labelledby={headingId} className={several ? 'mt-10' : 'mt-8'}>
      <h2 id={headingId} className={several ? 'text-2xl font-bold text-slate-900' : 'sr-only'}>
        {several ? `Design ${design.design}: ${design.name}` : 'Your proof'}
      </h2>
      {several && design.quantity ? (
        <p className="mt-1 text-sm text-slate-600">{productCount(design.quantity, order.product)}</p>
      ) : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Card title={current ? title(`Version ${current.version}`) : title('Your proof is on its way')}>
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
                  remainingBalanceCents={remainingBalanceCents}
                  showBalance={!several}
                  product={order.product}
                />
              ) : design.canRespond ? (
                <div className="flex flex-col gap-8">
                  <ApproveForm
                    version={current.version}
                    designName={several ? design.name : null}
                    remainingBalanceCents={remainingBalanceCents}
                    pending={props.approving}
                    onApprove={(version) => props.onApprove(design.design, version)}
                  />
                  <div className="border-t border-slate-100 pt-6">
                    <ChangesForm
                      key={current.version}
                      version={current.version}
                      pending={props.requesting}
                      onSubmit={(request) => props.onRequestChanges({ ...request, design: design.design })}
                    />
                  </div>
                </div>
              ) : (
                <WaitingPanel hasProof />
              )}
            </Card>
          ) : null}
          {props.aside}
        </div>
      </div>
      <Card title={title('Conversation')} className="mt-6">
        <ProofConversation orderId={order.id} feedback={design.feedback} designName={several ? design.name : null} />
      </Card>
      {design.versions.length > 1 ? (
        <Card title={title('Earlier versions')} className="mt-6">
          <EarlierVersions orderId={order.id} versions={design.versions} />
        </Card>
      ) : null}
    </section>
  );
}
