// Player protection: the responsible-gambling centre, the reality check and the session clock of play.
export { playSessionQuery, protectionKeys, protectionStatusQuery, useAcknowledgeRealityCheck, useAnswerLimitPrompt, useSetLimit } from './api';
export { ageGateOf, fieldCodes, protectionReason, type AgeGate } from './errors';
export { AgeGateNotice } from './components/age-gate-notice';
export { BREAK_END_FORMAT } from './session-format';
export type { PlaySignal } from './components/play-session';
export { LazyPlaySession } from './components/play-session-lazy';
export { LazyResponsibleGamingCentre } from './components/responsible-gaming-centre-lazy';
export { PROTECTION_NAMESPACES } from './namespaces';
export { LIMIT_PROMPT_DIALOG_ID, queueLimitPrompt, useFirstDepositLimitPrompt } from './limit-prompt';

