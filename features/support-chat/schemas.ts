import { z } from 'zod';
import { FEEDBACK_LIMITS } from '@/lib/contract';
import { emailSchema, type MessageSource, nameSchema, renderMessage } from '@/lib/validation';

/** The /support contact form: the same §5 rules the platform applies to support/sendFeedback. */
export const contactSchema = ({ messages }: { messages?: MessageSource } = {}) =>
  z.object({
    name: nameSchema({ messages }),
    email: emailSchema({ messages }),
    subject: z.string().trim().max(FEEDBACK_LIMITS.subject, renderMessage('maxLength', { max: FEEDBACK_LIMITS.subject }, messages)),
    message: z
      .string()
      .trim()
      .min(1, renderMessage('required', undefined, messages))
      .min(FEEDBACK_LIMITS.message.min, renderMessage('minLength', { min: FEEDBACK_LIMITS.message.min }, messages))
      .max(FEEDBACK_LIMITS.message.max, renderMessage('maxLength', { max: FEEDBACK_LIMITS.message.max }, messages)),
  });
export type ContactValues = z.infer<ReturnType<typeof contactSchema>>;
