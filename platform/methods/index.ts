// Every implemented /api method. Methods of later issues stay unregistered: MethodNotFound.
import { accountMethods } from './account';
import { authMethods } from './auth';
import { cashierMethods } from './cashier';
import { contentMethods } from './content';
import { buildRegistry } from './define';
import { gameMethods } from './games';
import { loyaltyMethods } from './loyalty';
import { promotionMethods } from './promotions';
import { socialMethods } from './social';
import { storageMethods } from './storage';

export const methodGroups = [accountMethods, authMethods, cashierMethods, socialMethods, contentMethods, promotionMethods, gameMethods, storageMethods, loyaltyMethods];

export const createRegistry = () => buildRegistry(methodGroups);
export { defineMethods, type Handler, type MethodContext, type MethodGroup } from './define';
