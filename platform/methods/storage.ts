import { requireUser } from '../http/context';
import { storage } from '../services/storage';
import { defineMethods } from './define';

export const storageMethods = defineMethods('storage', {
  // GET storage/get – the user's values for `keys` (all when omitted)
  'storage/get': (ctx) => storage.get(ctx.db, requireUser(ctx).uid, ctx.params.keys),

  // GET storage/getKeys – the user's keys
  'storage/getKeys': (ctx) => storage.keys(ctx.db, requireUser(ctx).uid),

  // POST storage/set – stores a value (empty removes the key); StorageQuotaExceeded past the quota
  'storage/set': async (ctx) => {
    await storage.set(ctx.db, requireUser(ctx).uid, ctx.params.key, ctx.params.value ?? '');
    return 1;
  },
});
