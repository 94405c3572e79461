import type { MethodName } from '@/lib/contract';
import { requireUser } from '../http/context';
import { siteOrigin } from '../services/contacts';
import { accessToken, createApplicant, putOnVerification, requireVerificationEnabled, submitDemoDocument, verificationOf } from '../services/verification';
import { defineMethods, type Handler, type MethodContext } from './define';

/** A verification handler that runs only while the operator has identity verification on. */
const whenEnabled =
  <M extends MethodName>(handler: Handler<M>): Handler<M> =>
  (ctx: MethodContext<M>) => {
    requireVerificationEnabled(ctx.env);
    return handler(ctx);
  };

export const verificationMethods = defineMethods('verification', {
  // POST setUserOnVerification – the player asks to be verified → 1
  setUserOnVerification: whenEnabled<'setUserOnVerification'>(async (ctx) => {
    const user = requireUser(ctx);
    await putOnVerification(ctx.db, user.uid);
    return 1;
  }),
  // POST sumsub/createApplicant – the applicant at the provider (created once)
  'sumsub/createApplicant': whenEnabled<'sumsub/createApplicant'>(async (ctx) => createApplicant(ctx.db, ctx.env, requireUser(ctx).uid)),
  // POST sumsub/getAccessToken – externalActionId optional → { token, provider, expires_in }
  'sumsub/getAccessToken': whenEnabled<'sumsub/getAccessToken'>(async (ctx) => accessToken(ctx.db, ctx.env, requireUser(ctx).uid, ctx.params.externalActionId)),
  // GET verification/getStatus
  'verification/getStatus': whenEnabled<'verification/getStatus'>(async (ctx) => verificationOf(ctx.db, ctx.env, requireUser(ctx).uid)),
  // POST verification/submitDocument – demo provider upload
  'verification/submitDocument': whenEnabled<'verification/submitDocument'>(async (ctx) =>
    submitDemoDocument(ctx.db, ctx.env, requireUser(ctx).uid, ctx.params, siteOrigin(ctx)),
  ),
});
