import * as z from 'zod/mini';
import { emailField, multiLineText, singleLineText, textInput } from './fields';

const limitsSchema = z.object({
  surveys: z.number(),
  responses: z.number(),
  teamMembers: z.number(),
});

export const planKeySchema = z.enum(['starter', 'professional', 'enterprise']);

/** One entry of the plan catalogue as the billing page and /pricing read it. */
export const catalogueEntrySchema = z.object({
  name: z.string(),
  /** US dollars a month; 0 for Starter; null while the plan has no price. */
  price: z.nullable(z.number()),
  /** The payments price to check out with; null shows 'Coming Soon' (and Starter needs none). */
  priceId: z.nullable(z.string()),
  trialDays: z.number(),
  features: z.array(z.string()),
  limits: limitsSchema,
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

export const plansResponse = z.object({
  plans: z.object({
    starter: catalogueEntrySchema,
    professional: catalogueEntrySchema,
    enterprise: catalogueEntrySchema,
  }),
});
export type PlansResponse = z.infer<typeof plansResponse>;

/** The account's plan: `active`, `past_due`, or another subscription state (`canceled`...). */
export const myPlanSchema = z.object({
  key: planKeySchema,
  name: z.string(),
  status: z.string(),
  /** End of the paid (or trial) period: the next billing date; null on Starter. */
  currentPeriodEnd: z.nullable(z.string()),
  /** Present once the account has had a trial. */
  trial: z.nullable(z.object({ isTrial: z.boolean(), daysLeft: z.number(), endsAt: z.string() })),
  /** The subscription ends at `currentPeriodEnd` (cancelled in the portal). */
  cancelAtPeriodEnd: z.boolean(),
  /** While past due, the paid plan's limits hold until this moment. */
  graceEndsAt: z.nullable(z.string()),
  /** A payments customer exists: the portal and invoices can be opened. */
  hasSubscription: z.boolean(),
});
export type MyPlan = z.infer<typeof myPlanSchema>;

export const myPlanResponse = z.object({
  plan: myPlanSchema,
  /**
   * `responses`: answers shown this billing period (anonymous surveys' when released). `held`:
   * answers over the limit waiting to be let in (anonymous surveys' in whole tens).
   */
  usage: z.object({ ...limitsSchema.shape, held: z.number() }),
  limits: limitsSchema,
});
export type MyPlanResponse = z.infer<typeof myPlanResponse>;

/** A return address on the app's own origin (checked by the server against its origin). */
const returnUrl = (label: string) =>
  textInput(label).check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(2000));

export const createCheckoutSessionBody = z.object({
  priceId: textInput('Price').check(
    z.trim(),
    z.minLength(1, 'Price is required'),
    z.maxLength(200),
  ),
  successUrl: returnUrl('Success URL'),
  cancelUrl: returnUrl('Cancel URL'),
});
export type CreateCheckoutSessionBody = z.infer<typeof createCheckoutSessionBody>;

export const createPortalSessionBody = z.object({ returnUrl: returnUrl('Return URL') });
export type CreatePortalSessionBody = z.infer<typeof createPortalSessionBody>;

export const sessionUrlResponse = z.object({ url: z.string() });

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.nullable(z.string()),
  /** Cents, in `currency`. */
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  createdAt: z.string(),
  url: z.nullable(z.string()),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoicesResponse = z.object({ invoices: z.array(invoiceSchema) });

export const webhookResponse = z.object({ received: z.boolean() });

/** The team sizes an Enterprise enquiry offers, and how the form and the e-mail say them. */
export const TEAM_SIZES = {
  'up-to-50': 'Up to 50 people',
  '51-250': '51 to 250 people',
  '251-1000': '251 to 1,000 people',
  'over-1000': 'More than 1,000 people',
} as const;
export type TeamSize = keyof typeof TEAM_SIZES;

/** The most characters each field of an Enterprise enquiry takes (the form stops there too). */
export const CONTACT_SALES_LIMITS = { name: 100, company: 200, message: 2000 } as const;

const oneLine = (label: string, max: number) =>
  textInput(label).check(
    z.trim(),
    z.maxLength(max, `${label} must be at most ${max} characters`),
    ...singleLineText(label),
    z.minLength(1, `${label} is required`),
  );

/** "Contact sales" for Enterprise, from /pricing (anyone) or the billing page (signed in). */
export const contactSalesBody = z.object({
  name: oneLine('Name', CONTACT_SALES_LIMITS.name),
  email: emailField,
  company: oneLine('Company', CONTACT_SALES_LIMITS.company),
  teamSize: z.enum(Object.keys(TEAM_SIZES) as [TeamSize, ...TeamSize[]], {
    error: 'Choose a team size',
  }),
  message: z.optional(
    textInput('Message').check(
      z.trim(),
      z.maxLength(
        CONTACT_SALES_LIMITS.message,
        `Message must be at most ${CONTACT_SALES_LIMITS.message} characters`,
      ),
      ...multiLineText('Message'),
    ),
  ),
});
export type ContactSalesBody = z.infer<typeof contactSalesBody>;

export const contactSalesResponse = z.object({ message: z.string() });
export type ContactSalesResponse = z.infer<typeof contactSalesResponse>;
