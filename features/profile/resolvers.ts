// The profile forms' schemas with zod's resolver, for `lazyResolver` (lib/validation/lazy-resolver):
// a form imports this module on its first validation, so zod and the §5 validators (ibantools
// included) are not part of the profile pages' first load.
export { zodResolver } from '@hookform/resolvers/zod';
export { codeSchema, emailContactSchema, nicknameSchema, passwordChangeSchema, personalDataSchema, phoneContactSchema } from './schemas';
