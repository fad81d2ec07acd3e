/**
 * Proof approval: the admin uploads numbered mockup versions of a custom order, the customer approves one
 * or asks for changes. Shared by the server routes and the pages (the proof page and the admin's order view).
 */
import { z } from 'zod';

export const PROOF_MESSAGES = {
  confirmLabel: 'I have checked spelling, colours and size',
  confirmRequired: 'Please confirm you have checked spelling, colours and size.',
  alreadyApproved: 'This proof is already approved.',
  approvedLocked: 'A version of this proof is already approved. Reopen the order before uploading a new proof.',
  notCurrent: 'Only the current version can be approved.',
  notAwaiting: 'This proof is not waiting for approval.',
  commentRequired: 'Please describe the changes you would like.',
  commentTooLong: 'Please keep your comment under 2000 characters.',
  proofType: 'Please upload a PNG, JPG, PDF or SVG file.',
  imageType: 'Please upload a PNG or JPG image.',
  proofRequired: 'Please choose a proof file.',
  noProof: 'There is no proof to approve yet.',
  reasonRequired: 'Please give a reason for reopening the order.',
  notApproved: 'Only an order with an approved proof can be reopened.',
  cancelled: 'This order is cancelled: it takes no new proof.',
  uploaded: 'Proof uploaded - the customer has been e-mailed a link to approve it.',
  uploadedWithoutPreview:
    'Proof uploaded - the customer has been e-mailed a link to approve it. Preview not available: this PDF is too detailed to draw quickly, so the pages show a link to open the file instead of a picture.',
  previewUnavailable: 'Preview not available',
  approved: 'Thank you! Your design is approved.',
  changesRequested: 'Thank you! We will send you a new version.',
  reopened: 'Order reopened - you can upload a new proof.',
} as const;

export const PROOF_COMMENT_MAX = 2000;
export const PROOF_NOTE_MAX = 2000;

/** The kinds of proof file the admin may upload, as the server stores them. */
export const PROOF_FILE_TYPES = ['image/png', 'image/jpeg', 'application/pdf', 'image/svg+xml'] as const;

export const proofVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  /** The file as uploaded (/uploads/...; a PDF or SVG downloads, a PNG/JPEG shows). */
  fileUrl: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  /** What to show as an image: the file itself, or a PNG of a PDF's first page; null for a PDF too heavy to draw. */
  previewUrl: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  /** The highest version: the one the customer may approve. */
  current: z.boolean(),
  approvedAt: z.string().nullable(),
  approvedByEmail: z.string().nullable(),
});
export type ProofVersion = z.infer<typeof proofVersionSchema>;

export const PROOF_FEEDBACK_KINDS = ['changes_requested', 'approved', 'reopened'] as const;

export const proofFeedbackSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROOF_FEEDBACK_KINDS),
  /** The version it is about (null when that version is gone). */
  version: z.number().int().nullable(),
  comment: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Reopenings are the studio's; change requests and approvals the customer's. */
  author: z.enum(['customer', 'admin']),
  createdAt: z.string(),
});
export type ProofFeedbackEntry = z.infer<typeof proofFeedbackSchema>;

/** GET /api/custom-orders/{id}/proofs (admin): every version and the conversation, oldest first (newest last). */
export const adminProofsSchema = z.object({
  orderId: z.number().int(),
  status: z.string(),
  eventDate: z.string().nullable(),
  lastDayToApprove: z.string().nullable(),
  /** A version is approved and the order was not reopened since: uploads are refused until it is. */
  locked: z.boolean(),
  versions: z.array(proofVersionSchema),
  feedback: z.array(proofFeedbackSchema),
});
export type AdminProofs = z.infer<typeof adminProofsSchema>;

/** POST /api/custom-orders/{id}/proofs (multipart): file `proof`, field `note`. */
export const proofUploadFieldsSchema = z.object({
  note: z.string().trim().max(PROOF_NOTE_MAX).optional(),
});

export const proofUploadResponseSchema = z.object({
  message: z.string(),
  /** false: a PDF too heavy to draw within the limits was kept without a preview (the message says so). */
  previewAvailable: z.boolean(),
  proof: proofVersionSchema,
  status: z.string(),
});

/** POST /api/custom-orders/{id}/proofs/reopen */
export const proofReopenBodySchema = z.object({
  reason: z.string({ message: PROOF_MESSAGES.reasonRequired }).trim().min(1, PROOF_MESSAGES.reasonRequired).max(500),
});

export const proofStatusResponseSchema = z.object({ message: z.string(), status: z.string() });

/** The signed order-link token of the e-mailed proof link (optional for the signed-in owner or an admin). */
export const proofTokenQuerySchema = z.object({ token: z.string().max(200).optional() });

/** GET /api/orders/{id}/proof?token= : what the customer's proof page shows. */
export const customerProofSchema = z.object({
  order: z.object({
    id: z.number().int(),
    status: z.string(),
    quantity: z.number().int(),
    size: z.string(),
    plating: z.string(),
    packaging: z.string(),
    rushOrder: z.boolean(),
    pinDesigns: z.array(
      z.object({
        name: z.string(),
        quantity: z.number().optional(),
        description: z.string().optional(),
        imageUrl: z.string().optional(),
      }),
    ),
    eventDate: z.string().nullable(),
    lastDayToApprove: z.string().nullable(),
    /** Past the last day to approve: the pins may not arrive in time. */
    late: z.boolean(),
    /** The balance (dollars), due after the design is approved, before production (core/balance-terms). */
    remainingBalance: z.number(),
  }),
  /** Oldest first; the current one (highest version) has `current: true`. */
  versions: z.array(proofVersionSchema),
  feedback: z.array(proofFeedbackSchema),
  /** The current version may be approved or changes requested now (status awaiting_approval or mockup_sent). */
  canRespond: z.boolean(),
  /** Once approved and while the balance is unpaid: the live balance link's path (/balance-payment/...). */
  payBalancePath: z.string().nullable(),
});
export type CustomerProof = z.infer<typeof customerProofSchema>;

const versionField = z.coerce.number({ message: 'version must be a number' }).int().positive();

/** POST /api/orders/{id}/proof/approve */
export const proofApproveBodySchema = z.object({
  token: z.string().max(200).optional(),
  version: versionField,
  confirmed: z.literal(true, { message: PROOF_MESSAGES.confirmRequired }),
});
export type ProofApproveBody = z.infer<typeof proofApproveBodySchema>;

export const proofApproveResponseSchema = z.object({
  message: z.string(),
  status: z.literal('approved'),
  version: z.number().int(),
  approvedAt: z.string(),
  /** Where "Pay Balance Now" goes: /balance-payment/{token} (the link just e-mailed); null if already paid. */
  payBalancePath: z.string().nullable(),
});
export type ProofApproveResponse = z.infer<typeof proofApproveResponseSchema>;

/** POST /api/orders/{id}/proof/changes (multipart): these fields, and an optional file `image` (PNG/JPEG). */
export const proofChangesFieldsSchema = z.object({
  token: z.string().max(200).optional(),
  version: versionField,
  comment: z
    .string({ message: PROOF_MESSAGES.commentRequired })
    .trim()
    .min(1, PROOF_MESSAGES.commentRequired)
    .max(PROOF_COMMENT_MAX, PROOF_MESSAGES.commentTooLong),
});
export type ProofChangesFields = z.infer<typeof proofChangesFieldsSchema>;

/** The proof page's path in e-mails: /orders/{id}/proof?token=... */
export function proofPagePath(orderId: number, token: string): string {
  return `/orders/${orderId}/proof?token=${encodeURIComponent(token)}`;
}
