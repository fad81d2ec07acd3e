/**
 * Proof approval: the admin uploads numbered mockup versions of a custom order, the customer approves one
 * or asks for changes. Shared by the server routes and the pages (the proof page and the admin's order view).
 */
import { z } from 'zod';
import { designNumberSchema, pinDesignSchema } from '../designs';

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

/**
 * One design of the order (decision 045) with its own proof thread: its versions (oldest first, the highest is
 * current) and its conversation (newest last). An order made before designs has one, design 1.
 */
export const proofDesignSchema = z.object({
  /** Its number, from 1, in the order the customer listed the designs. */
  design: z.number().int(),
  name: z.string(),
  quantity: z.number().int().nullable(),
  /** The customer's artwork for it (design 1 of a one-design order: the order's logo). */
  artworkUrl: z.string().nullable(),
  versions: z.array(proofVersionSchema),
  feedback: z.array(proofFeedbackSchema),
  /** Its current version may be approved or changes requested now. */
  canRespond: z.boolean(),
  /** A version is approved (and not reopened since): the design is settled; uploads wait for a reopening. */
  approved: z.boolean(),
});
export type ProofDesign = z.infer<typeof proofDesignSchema>;

/** GET /api/custom-orders/{id}/proofs (admin): every design with its versions and conversation. */
export const adminProofsSchema = z.object({
  orderId: z.number().int(),
  status: z.string(),
  /** What is made ("pin", "ball-marker"...): the panel names it. */
  product: z.string(),
  eventDate: z.string().nullable(),
  lastDayToApprove: z.string().nullable(),
  designs: z.array(
    proofDesignSchema.extend({
      /** The instant mockup kept with the design's artwork (decision 043), null when there is none. */
      mockupUrl: z.string().nullable(),
    }),
  ),
});
export type AdminProofs = z.infer<typeof adminProofsSchema>;
export type AdminProofDesign = AdminProofs['designs'][number];

/** POST /api/custom-orders/{id}/proofs (multipart): file `proof`, fields `design` and `note`. */
export const proofUploadFieldsSchema = z.object({
  /** The design the proof shows (1 when absent). */
  design: designNumberSchema,
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
  design: designNumberSchema,
  reason: z.string({ message: PROOF_MESSAGES.reasonRequired }).trim().min(1, PROOF_MESSAGES.reasonRequired).max(500),
});

/** POST /api/custom-orders/{id}/proofs/mockup?design= */
export const proofDesignQuerySchema = z.object({ design: designNumberSchema });

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
    /** What is made ("pin", "ball-marker"...): the page names it. */
    product: z.string(),
    pinDesigns: z.array(pinDesignSchema),
    eventDate: z.string().nullable(),
    lastDayToApprove: z.string().nullable(),
    /** Past the last day to approve: the pins may not arrive in time. */
    late: z.boolean(),
    /** The balance (dollars), due after the design is approved, before production (core/balance-terms). */
    remainingBalance: z.number(),
  }),
  /** Each design with its own thread; the order is approved when every one is. */
  designs: z.array(proofDesignSchema),
  /** Once approved and while the balance is unpaid: the live balance link's path (/balance-payment/...). */
  payBalancePath: z.string().nullable(),
});
export type CustomerProof = z.infer<typeof customerProofSchema>;

const versionField = z.coerce.number({ message: 'version must be a number' }).int().positive();

/** POST /api/orders/{id}/proof/approve */
export const proofApproveBodySchema = z.object({
  token: z.string().max(200).optional(),
  design: designNumberSchema,
  version: versionField,
  confirmed: z.literal(true, { message: PROOF_MESSAGES.confirmRequired }),
});
export type ProofApproveBody = z.infer<typeof proofApproveBodySchema>;

export const proofApproveResponseSchema = z.object({
  message: z.string(),
  /** The order's status: approved once every design is, awaiting_approval while one still waits. */
  status: z.string(),
  design: z.number().int(),
  version: z.number().int(),
  approvedAt: z.string(),
  /** How many of the order's designs are approved now, of how many. */
  approvedDesigns: z.number().int(),
  designCount: z.number().int(),
  /**
   * Where "Pay Balance Now" goes: /balance-payment/{token} (the link just e-mailed) once the last design is approved;
   * null before, or if already paid.
   */
  payBalancePath: z.string().nullable(),
});
export type ProofApproveResponse = z.infer<typeof proofApproveResponseSchema>;

/** POST /api/orders/{id}/proof/changes (multipart): these fields, and an optional file `image` (PNG/JPEG). */
export const proofChangesFieldsSchema = z.object({
  token: z.string().max(200).optional(),
  design: designNumberSchema,
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
